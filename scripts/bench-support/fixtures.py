#!/usr/bin/env python3
"""Builds what scripts/bench compares scaffold with, from a reference module scaffold wrote.

  fixtures.py floor REF_DIR OUT.swift         a Swift program that writes REF_DIR's files, and nothing else
  fixtures.py cookiecutter REF_DIR NAME OUT   a cookiecutter template producing the same bytes for NAME
  fixtures.py app-spec COUNT OUT.yml          a spec of COUNT modules over the five architectures
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


def app_spec(count, out):
    architectures = ["viper", "vip", "mvp", "mvc", "mvvm"]
    lines = ["package: App", "modules:"]
    for index in range(count):
        lines += [
            "  - name: Feature%d" % index,
            "    architecture: %s" % architectures[index % 5],
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


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "floor":
        floor(sys.argv[2], sys.argv[3])
    elif command == "cookiecutter":
        cookiecutter(sys.argv[2], sys.argv[3], sys.argv[4])
    elif command == "app-spec":
        app_spec(int(sys.argv[2]), sys.argv[3])
    else:
        sys.exit(__doc__)
