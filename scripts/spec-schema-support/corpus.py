"""The specs of the repository: the goldens' fixtures, the built-in templates' test specs, the
specs the documentation shows, and the spec-space generator's fixed set."""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import yaml12

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "scripts" / "spec-space-support"))

# Keys only a spec has at its top (a template's template.yml has `files:`, `.scaffold.yml` has
# `output:`), so a block with one of them and none of the others is a spec.
SPEC_KEYS = {"name", "modules", "useCases", "entities", "routes", "input", "output"}
NOT_SPEC_KEYS = {"files", "parameters", "templates", "xcodeproj", "extends"}
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})(\S*)\s*(.*)$")


@dataclass
class Spec:
    """A spec and where it comes from; `known_valid`: the tests already hold the tool to accept it."""

    origin: str
    text: str
    known_valid: bool
    # The other files of its documentation page (`.scaffold.yml`), written beside it to run it.
    neighbours: dict[str, str] = field(default_factory=dict)
    # The file name it is run under, which a page's `run` blocks use.
    file_name: str = "Spec.yml"

    @property
    def value(self):
        return yaml12.load(self.text)


def is_spec(value) -> bool:
    return isinstance(value, dict) and bool(SPEC_KEYS & set(value)) and not NOT_SPEC_KEYS & set(value)


def fixtures() -> list[Spec]:
    specs = []
    for path in sorted((ROOT / "Tests" / "Fixtures").iterdir()):
        if path.suffix in (".yml", ".yaml", ".json"):
            specs.append(Spec(str(path.relative_to(ROOT)), path.read_text(), known_valid=True, file_name=path.name))
    return specs


def template_tests() -> list[Spec]:
    return [Spec(str(path.relative_to(ROOT)), path.read_text(), known_valid=True, file_name=path.name)
            for path in sorted(ROOT.glob("Templates/*/tests/*.yml"))]


def documentation() -> list[Spec]:
    """Every `file=` block of README.md and docs/ that holds a spec, with its page's other files."""
    pages = [ROOT / "README.md"] + sorted((ROOT / "docs").rglob("*.md"))
    specs = []
    for page in pages:
        files = file_blocks(page.read_text())
        for name, (line, text) in files.items():
            if Path(name).name.startswith(".") or not name.endswith((".yml", ".yaml", ".json")):
                continue
            try:
                value = yaml12.load(text)
            except Exception:  # noqa: BLE001 (a block that is not YAML is no spec)
                continue
            if is_spec(value):
                others = {other: body for other, (_, body) in files.items() if other != name}
                specs.append(Spec(f"{page.relative_to(ROOT)}:{line} ({name})", text, known_valid=False,
                                  neighbours=others, file_name=name))
    return specs


def file_blocks(markdown: str) -> dict[str, tuple[int, str]]:
    """The page's `file=PATH` blocks, by path (a later block of the same path replaces it, as the
    doc test writes them in order), each with the line of its fence."""
    blocks: dict[str, tuple[int, str]] = {}
    lines = markdown.split("\n")
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if not match:
            index += 1
            continue
        indent, marker, _, attributes = match.groups()
        opening = index
        body = []
        index += 1
        while index < len(lines) and not (
                lines[index].strip().startswith(marker) and set(lines[index].strip()) <= set(marker[0])):
            body.append(lines[index][len(indent):] if lines[index].startswith(indent) else lines[index].lstrip())
            index += 1
        index += 1
        words = attributes.split()
        if words and words[0].startswith("file="):
            blocks[words[0][5:]] = (opening + 1, "\n".join(body) + "\n")
    return blocks


def spec_space() -> list[Spec]:
    """The generator's fixed set, which scripts/spec-space holds the tool to accept."""
    import specspace  # noqa: PLC0415 (its folder is put on the path above)

    return [Spec(f"spec-space {spec.label}", specspace.yaml_of(spec.body) + "\n", known_valid=True)
            for spec in specspace.fixed_set(specspace.FIXED_SEEDS)]


def every_spec() -> list[Spec]:
    return fixtures() + template_tests() + documentation() + spec_space()
