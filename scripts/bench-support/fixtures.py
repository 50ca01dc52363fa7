#!/usr/bin/env python3
"""Builds what scripts/bench compares scaffold with, from a reference module scaffold wrote.

  fixtures.py floor REF_DIR OUT.swift         a Swift program that writes REF_DIR's files, and nothing else
  fixtures.py cookiecutter REF_DIR NAME OUT   a cookiecutter template producing the same bytes for NAME
  fixtures.py app-spec COUNT OUT.yml          a spec of COUNT modules over the five architectures
  fixtures.py rich-app-spec COUNT OUT.yml     the same with three use cases, two routes and shared entities a module
  fixtures.py xcode-project COUNT OUT_DIR     OUT_DIR/App.xcodeproj: an app target of COUNT Swift files, 50 a group,
                                              and the files themselves (a small type each: the clash check reads them)
"""
import os
import sys


def files_of(root):
    for folder, _, names in os.walk(root):
        for name in sorted(names):
            path = os.path.join(folder, name)
            yield os.path.relpath(path, root), open(path, encoding="utf-8").read()


def swift_literal(text):
    # A raw string with enough '#' that no sequence in the text can end it.
    hashes = "#"
    while '"' + hashes in text:
        hashes += "#"
    return hashes + '"""\n' + text + '\n"""' + hashes


def floor(ref, out):
    entries = []
    for path, text in sorted(files_of(ref)):
        # A raw multi-line literal drops the final newline before the delimiter: add it back.
        entries.append("  (%s, %s)," % (swift_literal(path), swift_literal(text)))
    source = """// Writes the same files as `scaffold viper Login`, with nothing else to do: the floor.
import Foundation

let files: [(String, String)] = [
%s
]
let root = URL(fileURLWithPath: CommandLine.arguments[1]).appendingPathComponent(%s)
for (path, text) in files {
  let url = root.appendingPathComponent(path)
  try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
}
""" % ("\n".join(entries), swift_literal(os.path.basename(ref)))
    open(out, "w", encoding="utf-8").write(source)


def cookiecutter(ref, name, out):
    os.makedirs(out, exist_ok=True)
    open(os.path.join(out, "cookiecutter.json"), "w").write('{"module_name": "%s"}\n' % name)
    # Keep generated text byte for byte: no trailing-newline trimming, no autoescape surprises.
    placeholder = "{{cookiecutter.module_name}}"
    base = os.path.join(out, placeholder)
    for path, text in files_of(ref):
        for marker in ("{{", "{%", "{#"):
            if marker in text:
                sys.exit("%s holds %r, which Jinja would read; the comparison would not be fair" % (path, marker))
        target = os.path.join(base, path.replace(name, placeholder))
        os.makedirs(os.path.dirname(target), exist_ok=True)
        open(target, "w", encoding="utf-8").write(text.replace(name, placeholder))


ARCHITECTURES = ["viper", "vip", "mvp", "mvc", "mvvm"]


def module_head(index):
    """Module `index` of an app spec: FeatureN, the five architectures in turn."""
    return ["  - name: Feature%d" % index, "    architecture: %s" % ARCHITECTURES[index % 5]]


def app_spec(count, out):
    lines = ["package: App", "modules:"]
    for index in range(count):
        lines += module_head(index) + [
            "    useCases:",
            "      - name: load",
            "        onLoad: true",
            "        response:",
            "          - title: String",
        ]
        # Chains of ten modules routing to the next, so linking is exercised too.
        if index % 10 != 9 and index + 1 < count:
            lines += ["    routes:", "      - name: next", "        to: Feature%d" % (index + 1)]
    open(out, "w").write("\n".join(lines) + "\n")


def rich_app_spec(count, out):
    """COUNT modules over the five architectures, each with three use cases (a query on load, a
    list query and a command) whose fields use three entities the app spec shares, a route to
    the next module (chains of ten) and one that leaves the modules."""
    lines = [
        "package: App",
        "entities:",
        "  - name: Customer",
        "    fields:",
        "      - id: UUID",
        "      - name: String",
        "      - email: String?",
        "  - name: Order",
        "    fields:",
        "      - id: UUID",
        "      - number: String",
        "      - total: Decimal",
        "      - placedAt: Date",
        "      - customer: Customer",
        "  - name: Product",
        "    fields:",
        "      - id: UUID",
        "      - title: String",
        "      - price: Decimal",
        "modules:",
    ]
    for index in range(count):
        lines += module_head(index) + [
            "    input:",
            "      - orderID: UUID",
            "    useCases:",
            "      - name: loadOrder",
            "        onLoad: true",
            "        request:",
            "          - orderID: UUID",
            "        response:",
            "          - order: Order",
            "          - title: String",
            "      - name: searchProducts",
            "        request:",
            "          - query: String",
            "        response:",
            "          - products: '[Product]'",
            "      - name: saveCustomer",
            "        kind: command",
            "        request:",
            "          - customer: Customer",
            "        response:",
            "          - accepted: Bool",
            "    routes:",
            "      - name: help",
        ]
        if index % 10 != 9 and index + 1 < count:
            lines += ["      - name: next", "        to: Feature%d" % (index + 1), "        payload:",
                      "          - orderID: UUID"]
    open(out, "w").write("\n".join(lines) + "\n")


def xcode_project(count, out):
    """A project.pbxproj laid out as Xcode writes one: sections by isa, objects by identifier."""
    def ident(kind, number):
        return "%02X%022X" % (kind, number)
    refs, builds, groups = [], [], []
    folders = (count + 49) // 50
    for index in range(count):
        name = "File%d.swift" % index
        ref, build = ident(1, index), ident(2, index)
        refs.append("\t\t%s /* %s */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = %s; "
                    "sourceTree = \"<group>\"; };" % (ref, name, name))
        builds.append("\t\t%s /* %s in Sources */ = {isa = PBXBuildFile; fileRef = %s /* %s */; };"
                      % (build, name, ref, name))
    for folder in range(folders):
        members = range(folder * 50, min(count, folder * 50 + 50))
        children = "".join("\t\t\t\t%s /* File%d.swift */,\n" % (ident(1, i), i) for i in members)
        groups.append("\t\t%s /* Folder%d */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n%s\t\t\t);\n"
                      "\t\t\tpath = Folder%d;\n\t\t\tsourceTree = \"<group>\";\n\t\t};" % (ident(3, folder), folder, children, folder))
    app_children = "".join("\t\t\t\t%s /* Folder%d */,\n" % (ident(3, f), f) for f in range(folders))
    groups.append("\t\t%s /* App */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n%s\t\t\t);\n"
                  "\t\t\tpath = App;\n\t\t\tsourceTree = \"<group>\";\n\t\t};" % (ident(4, 1), app_children))
    groups.append("\t\t%s = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\t%s /* App */,\n\t\t\t);\n"
                  "\t\t\tsourceTree = \"<group>\";\n\t\t};" % (ident(4, 0), ident(4, 1)))
    files = "".join("\t\t\t\t%s /* File%d.swift in Sources */,\n" % (ident(2, i), i) for i in range(count))
    sections = [
        ("PBXBuildFile", builds), ("PBXFileReference", refs), ("PBXGroup", sorted(groups)),
        ("PBXNativeTarget", ["\t\t%s /* App */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildPhases = (\n"
                             "\t\t\t\t%s /* Sources */,\n\t\t\t);\n\t\t\tname = App;\n\t\t\tproductName = App;\n"
                             "\t\t\tproductType = \"com.apple.product-type.application\";\n\t\t};" % (ident(5, 0), ident(6, 0))]),
        ("PBXProject", ["\t\t%s /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tmainGroup = %s;\n"
                        "\t\t\ttargets = (\n\t\t\t\t%s /* App */,\n\t\t\t);\n\t\t};" % (ident(7, 0), ident(4, 0), ident(5, 0))]),
        ("PBXSourcesBuildPhase", ["\t\t%s /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n"
                                  "\t\t\tfiles = (\n%s\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};" % (ident(6, 0), files)]),
    ]
    body = "\n".join("/* Begin %s section */\n%s\n/* End %s section */\n" % (n, "\n".join(o), n) for n, o in sections)
    text = ("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n\n%s"
            "\t};\n\trootObject = %s /* Project object */;\n}\n" % (body, ident(7, 0)))
    os.makedirs(os.path.join(out, "App.xcodeproj"), exist_ok=True)
    open(os.path.join(out, "App.xcodeproj", "project.pbxproj"), "w").write(text)
    # The files on disk, about 40 lines each, as an app's would be: the run reads every one.
    body = "".join("    func step%d(_ value: Int) -> Int {\n        value + %d\n    }\n\n" % (i, i) for i in range(10))
    for index in range(count):
        folder = os.path.join(out, "App", "Folder%d" % (index // 50))
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "File%d.swift" % index), "w") as swift:
            swift.write("import Foundation\n\nstruct File%d {\n%s}\n" % (index, body))


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "floor":
        floor(sys.argv[2], sys.argv[3])
    elif command == "cookiecutter":
        cookiecutter(sys.argv[2], sys.argv[3], sys.argv[4])
    elif command == "app-spec":
        app_spec(int(sys.argv[2]), sys.argv[3])
    elif command == "rich-app-spec":
        rich_app_spec(int(sys.argv[2]), sys.argv[3])
    elif command == "xcode-project":
        xcode_project(int(sys.argv[2]), sys.argv[3])
    else:
        sys.exit(__doc__)
