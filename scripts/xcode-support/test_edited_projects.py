"""Reads the edited fixture projects with the `pbxproj` package, which shares no code with
Scaffold's reader, and checks what the edit was asked for (the .json beside each edit)."""

import json
import os
import pathlib
import tempfile
import unittest

from pbxproj import XcodeProject

FIXTURES = pathlib.Path(__file__).resolve().parents[2] / "Tests" / "Fixtures" / "Xcode"
EDITED = FIXTURES / "Edited"


def load(path):
    return XcodeProject.load(str(path))


def load_text(text):
    """A project read from its text, through a temporary file (pbxproj reads files)."""
    with tempfile.NamedTemporaryFile("w", suffix=".pbxproj", delete=False) as file:
        file.write(text)
    try:
        return load(file.name)
    finally:
        os.unlink(file.name)


def display_name(obj):
    name = obj["name"] if "name" in obj else None
    if name is None and "path" in obj:
        name = str(obj["path"]).split("/")[-1]
    return None if name is None else str(name)


def child(project, group, name):
    """The child of `group` shown as `name`; exactly one is expected."""
    found = [project.objects[key] for key in group["children"] if display_name(project.objects[key]) == name]
    if len(found) != 1:
        raise AssertionError(f"{len(found)} children named {name!r} in {display_name(group)!r}")
    return found[0]


def plain(value, ignored):
    """An object's value as plain Python data, without the identifiers in `ignored`."""
    if isinstance(value, (list, tuple)) or type(value).__name__ == "PBXList":
        return [plain(item, ignored) for item in value if str(item) not in ignored]
    if hasattr(value, "get_keys"):
        return {key: plain(value[key], ignored) for key in value.get_keys()}
    return str(value)


class EditedProjects(unittest.TestCase):
    def cases(self):
        cases = sorted(EDITED.glob("*.json"))
        self.assertGreaterEqual(len(cases), 7, "fewer edited fixtures than recorded")
        return cases

    def test_files_in_groups_and_phases(self):
        for case in self.cases():
            with self.subTest(case.stem):
                spec = json.loads(case.read_text())
                project = load(case.with_suffix(".pbxproj"))
                root = project.objects[project.rootObject]
                main = project.objects[root["mainGroup"]]
                targets = {str(t["name"]): t for t in project.objects.get_targets()}
                for entry in spec["files"]:
                    group = main
                    for name in entry["path"][:-1]:
                        group = child(project, group, name)
                        self.assertEqual(group.isa, "PBXGroup")
                    reference = child(project, group, entry["path"][-1])
                    self.assertEqual(reference.isa, "PBXFileReference")
                    builds = [b.get_id() for b in project.objects.get_objects_in_section("PBXBuildFile")
                              if "fileRef" in b and b["fileRef"] == reference.get_id()]
                    self.assertEqual(len(builds), 1, entry)
                    phases = [project.objects[p] for p in targets[entry["target"]]["buildPhases"]]
                    holding = [p.isa for p in phases if builds[0] in p["files"]]
                    self.assertEqual(holding, [entry["phase"]], entry)

    def test_nothing_of_the_original_moved(self):
        for case in self.cases():
            with self.subTest(case.stem):
                spec = json.loads(case.read_text())
                original = load(FIXTURES / spec["original"])
                edited = load(case.with_suffix(".pbxproj"))
                before = set(original.objects.get_keys())
                added = set(edited.objects.get_keys()) - before
                self.assertTrue(before <= set(edited.objects.get_keys()))
                for key in before:
                    self.assertEqual(plain(edited.objects[key], added), plain(original.objects[key], added), key)
                # What was added: a reference and a build file per file, groups only on the
                # files' paths, and a build phase only where the target had none.
                files = len(spec["files"])
                kinds = [edited.objects[key].isa for key in added]
                self.assertEqual(kinds.count("PBXFileReference"), files)
                self.assertEqual(kinds.count("PBXBuildFile"), files)
                on_paths = set()
                main = edited.objects[edited.objects[edited.rootObject]["mainGroup"]]
                for entry in spec["files"]:
                    group = main
                    for name in entry["path"][:-1]:
                        group = child(edited, group, name)
                        on_paths.add(group.get_id())
                groups = {key for key in added if edited.objects[key].isa == "PBXGroup"}
                self.assertTrue(groups and groups <= on_paths, groups - on_paths)
                for key in added - groups:
                    isa = edited.objects[key].isa
                    self.assertIn(isa, {"PBXFileReference", "PBXBuildFile", "PBXSourcesBuildPhase",
                                        "PBXResourcesBuildPhase"})

    def test_written_as_xcode_writes(self):
        compared = 0
        for case in self.cases():
            spec = json.loads(case.read_text())
            original_path = FIXTURES / spec["original"]
            if str(load(original_path)) + "\n" != original_path.read_text():
                continue  # pbxproj does not write this version's objects as Xcode does (77's folders)
            compared += 1
            with self.subTest(case.stem):
                edited_path = case.with_suffix(".pbxproj")
                self.assertEqual(str(load(edited_path)) + "\n", edited_path.read_text())
        self.assertGreaterEqual(compared, 4, "too few fixtures that pbxproj writes back as they are")

    def test_unit_expectation_written_as_xcode_writes(self):
        for name in ("small.pbxproj", "small.expected.pbxproj"):
            with self.subTest(name):
                path = FIXTURES / "Unit" / name
                self.assertEqual(str(load(path)) + "\n", path.read_text())


if __name__ == "__main__":
    unittest.main()
