"""Reads the corpus edits (Tests/Fixtures/Xcode/Corpus: a module of each architecture in each
fixture project, recorded by XcodeCorpusTests as a diff of project.pbxproj) with the `pbxproj`
package, which shares no code with Scaffold: the diff applied to the original, every generated
file where the project says it is and built by its target alone, nothing of the original moved."""

import json
import pathlib
import re
import unittest

from pbxproj import XcodeProject

from test_edited_projects import FIXTURES, load_text, plain

CORPUS = FIXTURES / "Corpus"
HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")


def patched(original, diff):
    """`original` with the unified diff applied; every context and removed line must match."""
    if not diff:
        return original
    old = original.split("\n")
    new, at = [], 0
    lines = diff.split("\n")[2:]
    for index, line in enumerate(lines):
        match = HUNK.match(line)
        if match:
            start = int(match.group(1)) - (0 if match.group(2) == "0" else 1)
            new += old[at:start]
            at = start
        elif line.startswith("+"):
            new.append(line[1:])
        elif line.startswith((" ", "-")):
            if old[at] != line[1:]:
                raise AssertionError(f"diff line {index + 3} does not match the original's line {at + 1}")
            if line.startswith(" "):
                new.append(old[at])
            at += 1
    return "\n".join(new + old[at:])


class Resolver:
    """Where the objects say each file is, and which targets build it."""

    def __init__(self, project):
        self.project = project
        self.objects = project.objects
        self.main = self.objects[project.rootObject]["mainGroup"]
        self.parents = {}
        for obj in self.objects.get_objects_in_section("PBXGroup", "PBXVariantGroup"):
            for key in obj["children"]:
                self.parents[str(key)] = obj.get_id()

    def location(self, key):
        obj = self.objects[key]
        own = str(obj["path"]) if "path" in obj else ""
        tree = str(obj["sourceTree"]) if "sourceTree" in obj else "<group>"
        if tree == "SOURCE_ROOT":
            return own
        if tree != "<group>":
            return None
        if key == self.main:
            return own
        if key not in self.parents:
            return None
        base = self.location(self.parents[key])
        return None if base is None else "/".join(part for part in (base, own) if part)

    def references(self, path):
        return [r for r in self.objects.get_objects_in_section("PBXFileReference") if self.location(r.get_id()) == path]

    def synchronized(self, path):
        return [g for g in self.objects.get_objects_in_section("PBXFileSystemSynchronizedRootGroup")
                if path.startswith(self.location(g.get_id()) + "/")]

    def builders(self, path):
        found = set()
        keys = {r.get_id() for r in self.references(path)}
        keys |= {self.parents[k] for k in list(keys)
                 if k in self.parents and self.objects[self.parents[k]].isa == "PBXVariantGroup"}
        builds = {b.get_id() for b in self.objects.get_objects_in_section("PBXBuildFile")
                  if "fileRef" in b and str(b["fileRef"]) in keys}
        kind = "PBXSourcesBuildPhase" if path.endswith(".swift") else "PBXResourcesBuildPhase"
        for target in self.objects.get_targets():
            for phase in (self.objects[p] for p in target["buildPhases"]):
                if any(str(f) in builds for f in phase["files"]):
                    found.add((str(target["name"]), phase.isa))
            owned = [str(g) for g in target["fileSystemSynchronizedGroups"]] if "fileSystemSynchronizedGroups" in target else []
            for folder in self.synchronized(path):
                relative = path[len(self.location(folder.get_id())) + 1:]
                listed = any(str(self.objects[e]["target"]) == target.get_id()
                             and relative in [str(m) for m in self.objects[e]["membershipExceptions"]]
                             for e in (folder["exceptions"] if "exceptions" in folder else []))
                if (folder.get_id() in owned) != listed:
                    found.add((str(target["name"]), kind))
        return found


class CorpusEdits(unittest.TestCase):
    def cases(self):
        cases = sorted(CORPUS.glob("*.json"))
        self.assertGreaterEqual(len(cases), 75, "fewer corpus cases than recorded")
        return cases

    def test_files_where_the_project_says_and_built_by_their_target(self):
        for case in self.cases():
            with self.subTest(case.stem):
                spec = json.loads(case.read_text())
                original = (FIXTURES / spec["original"]).read_text()
                edited = patched(original, case.with_suffix(".diff").read_text())
                resolver = Resolver(load_text(edited))
                for entry in spec["files"]:
                    path = entry["file"]
                    self.assertEqual(len(resolver.references(path)), 1 if entry["listed"] else 0, path)
                    self.assertEqual(bool(resolver.synchronized(path)), not entry["listed"], path)
                    expected = {(entry["target"], entry["phase"])} if entry["target"] else set()
                    self.assertEqual(resolver.builders(path), expected, path)

    def test_nothing_of_the_original_moved(self):
        for case in self.cases():
            with self.subTest(case.stem):
                spec = json.loads(case.read_text())
                text = (FIXTURES / spec["original"]).read_text()
                original = load_text(text)
                edited = load_text(patched(text, case.with_suffix(".diff").read_text()))
                before = set(original.objects.get_keys())
                added = set(edited.objects.get_keys()) - before
                self.assertTrue(before <= set(edited.objects.get_keys()))
                for key in before:
                    old, new = plain(original.objects[key], added), plain(edited.objects[key], added)
                    if original.objects[key].isa == "PBXProject":
                        # A module's strings table may add its language (and Base) to the
                        # project's regions, appended as Xcode does; nothing else may change.
                        regions_before = list(old.pop("knownRegions", []))
                        regions_after = list(new.pop("knownRegions", []))
                        self.assertEqual(regions_after[:len(regions_before)], regions_before, key)
                        self.assertLessEqual(set(regions_after[len(regions_before):]), {"en", "Base"}, key)
                    self.assertEqual(new, old, key)
                listed = sum(1 for entry in spec["files"] if entry["listed"])
                kinds = [edited.objects[key].isa for key in added]
                self.assertEqual(kinds.count("PBXFileReference"), listed)
                self.assertLessEqual(set(kinds), {"PBXFileReference", "PBXBuildFile", "PBXGroup", "PBXVariantGroup",
                                                  "PBXSourcesBuildPhase", "PBXResourcesBuildPhase",
                                                  "PBXFileSystemSynchronizedBuildFileExceptionSet"})

    def test_written_as_xcode_writes(self):
        """pbxproj writes a project as Xcode does, save Xcode 15's local packages and Xcode 16's
        folders: where it writes the original back byte for byte, the edit must come back too."""
        compared = set()
        for case in self.cases():
            spec = json.loads(case.read_text())
            text = (FIXTURES / spec["original"]).read_text()
            if "XCLocalSwiftPackageReference" in text or "PBXFileSystemSynchronized" in text:
                continue
            compared.add(spec["original"])
            with self.subTest(case.stem):
                self.assertEqual(str(load_text(text)) + "\n", text, "the original")
                edited = patched(text, case.with_suffix(".diff").read_text())
                self.assertEqual(str(load_text(edited)) + "\n", edited)
        self.assertGreaterEqual(len(compared), 9, "too few fixtures that pbxproj writes back as they are")


if __name__ == "__main__":
    unittest.main()
