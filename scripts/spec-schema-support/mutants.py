"""Specs one mistake away from a valid one, made from the rules docs/spec.md states: an unknown
key at each level, a wrong type for each key written, a value outside an enum, a missing
required key, a number out of range. Each is a spec the tool must refuse for its shape (exit 65)
and the schema must refuse too. And the other way: values the tool reads in more than one way
(`onLoad: "true"`, `indentation: "2"`, `summary:` left empty, bare names), which the schema must
accept wherever the tool does."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Callable, Iterator

# Where objects sit in a spec, as docs/spec.md describes them: list keys and the object of
# each entry.
MODULE_LISTS = {"entities": "entity", "useCases": "useCase", "routes": "route", "output": "outputEvent"}
FIELD_LISTS = {
    "module": ["input"], "entity": ["fields"], "useCase": ["request", "response", "viewModel"],
    "route": ["payload"], "outputEvent": ["fields"],
}
# Field lists whose fields may be written as a mapping, and that mapping's object.
DETAILED_FIELDS = {"viewModel": "viewModelField", "payload": "payloadField"}
SCALAR_KEYS = {
    "module": ["name", "architecture", "template", "summary", "ui", "testing", "swiftToolsVersion", "author",
               "organisation", "project", "indentation", "tabWidth", "lineLength", "prefix"],
    "app": ["package", "architecture", "template", "ui", "testing", "swiftToolsVersion"],
    "entity": ["name"], "useCase": ["name", "summary", "kind", "onLoad", "emits"],
    "route": ["name", "summary", "to"], "outputEvent": ["name", "summary"],
    "viewModelField": ["type", "from", "format"], "payloadField": ["type", "from"],
}
# A value outside what each key takes, written whether or not the base spec has the key.
BAD_VALUES = {
    "module": {"architecture": "VIPER", "ui": "SwiftUI", "testing": "XCTest", "indentation": 3, "lineLength": 60,
               "tabWidth": 20, "swiftToolsVersion": "six", "platforms": {"iOS": "latest"}},
    "app": {"architecture": "clean", "ui": "appkit", "testing": "quick", "swiftToolsVersion": "6.0.0.1"},
    "useCase": {"kind": "Command", "onLoad": "yes"},
    "viewModelField": {"format": "Currency"},
}


@dataclass
class Mutant:
    description: str
    value: object


def objects(spec: dict) -> Iterator[tuple[str, str, dict]]:
    """Every object of the spec that is written as a mapping: (path, kind, the mapping)."""
    if "modules" in spec:
        yield "the spec", "app", spec
        for index, module in enumerate(spec.get("modules") or []):
            yield from module_objects(f"modules[{index}]", module)
        for index, entity in enumerate(spec.get("entities") or []):
            yield f"entities[{index}]", "entity", entity
    else:
        yield from module_objects("the spec", spec)


def module_objects(path: str, module: dict) -> Iterator[tuple[str, str, dict]]:
    yield path, "module", module
    for key, kind in MODULE_LISTS.items():
        for index, entry in enumerate(module.get(key) or []):
            if isinstance(entry, dict):
                entry_path = f"{path}.{key}[{index}]".removeprefix("the spec.")
                yield entry_path, kind, entry
                for list_key in FIELD_LISTS[kind]:
                    for field in entry.get(list_key) or []:
                        name, value = next(iter(field.items()))
                        if isinstance(value, dict) and list_key in DETAILED_FIELDS:
                            yield f"{entry_path}.{list_key}.{name}", DETAILED_FIELDS[list_key], value


def located(spec: dict, target: dict, change: Callable[[dict], None], description: str) -> Mutant:
    """A copy of `spec` with `change` applied to the copy of `target` (found by identity)."""
    mutant = copy.deepcopy(spec, memo := {})
    change(memo[id(target)])
    return Mutant(description, mutant)


def refused(spec: dict, made: set[tuple[str, str]]) -> list[Mutant]:
    """Specs with one shape error each, which the tool and the schema must both refuse.

    Each mistake is made once per kind of object, across the calls that share `made` (in the
    first use case met, not in every one): the reader reads every object of a kind alike, and the
    check stays within seconds."""
    mutants = []

    def add(target, description, change, kind=None, mistake=None):
        if kind is not None:
            if (kind, mistake) in made:
                return
            made.add((kind, mistake))
        mutants.append(located(spec, target, change, description))

    for path, kind, value in objects(spec):
        add(value, f"an unknown key in {path} ({kind})", lambda o: o.__setitem__("colour", "blue"), kind, "key")
        for key in SCALAR_KEYS[kind]:
            if key in value:
                add(value, f"a list for {path}.{key}", lambda o, k=key: o.__setitem__(k, [o[k]]), kind, f"list {key}")
        for key, bad in BAD_VALUES.get(kind, {}).items():
            add(value, f"{path}.{key}: {bad!r}", lambda o, k=key, b=bad: o.__setitem__(k, b), kind, f"bad {key}")
        if "name" in value and kind not in ("module", "app"):
            add(value, f"{path} without its name", lambda o: o.pop("name"), kind, "no name")
        if kind in ("viewModelField", "payloadField"):
            add(value, f"{path} without its type", lambda o: o.pop("type"), kind, "no type")
        for key in list(MODULE_LISTS) + FIELD_LISTS.get(kind, []) + (["modules"] if kind == "app" else []):
            if value.get(key):
                add(value, f"text for the list {path}.{key}", lambda o, k=key: o.__setitem__(k, "pay"), kind, f"text {key}")
        for key in FIELD_LISTS.get(kind, []):
            fields = value.get(key) or []
            if fields:
                add(value, f"two fields in one entry of {path}.{key}",
                    lambda o, k=key: o[k].__setitem__(0, {**o[k][0], "extraField": "Int"}), kind, f"two {key}")
                add(value, f"a bare name in the field list {path}.{key}",
                    lambda o, k=key: o[k].__setitem__(0, next(iter(o[k][0]))), kind, f"bare {key}")
                if key not in DETAILED_FIELDS:
                    add(value, f"a mapping for a type in {path}.{key}",
                        lambda o, k=key: o[k].__setitem__(0, {next(iter(o[k][0])): {"type": "String"}}), kind,
                        f"mapped {key}")
                add(value, f"an unquoted list type in {path}.{key}",
                    lambda o, k=key: o[k].__setitem__(0, {next(iter(o[k][0])): ["String"]}), kind, f"unquoted {key}")
        for key in ("platforms", "params"):
            if key in value:
                add(value, f"a list for the mapping {path}.{key}", lambda o, k=key: o.__setitem__(k, ["iOS"]), kind,
                    f"list {key}")
        if "platforms" in value:
            add(value, f"an unknown platform in {path}.platforms",
                lambda o: o["platforms"].__setitem__("android", "14.0"), kind, "android")
            add(value, f"an empty {path}.platforms", lambda o: o.__setitem__("platforms", {}), kind, "no platforms")
        if kind == "app":
            add(value, "an empty modules list", lambda o: o.__setitem__("modules", []))
        if kind == "module" and value.get("useCases"):
            add(value, f"a list as a use case of {path}", lambda o: o["useCases"].append(["pay"]), kind, "list entry")
            add(value, f"a nameless bare use case in {path}", lambda o: o["useCases"].append(None), kind, "null entry")
    return mutants


def accepted_variants(spec: dict, made: set[str]) -> list[Mutant]:
    """Specs written in another form the tool reads as the same, or as a default: wherever the
    tool accepts one, the schema must too. Each form once across the calls that share `made`."""
    variants = []

    def add(target, description, change):
        form = description.removeprefix(path)
        if form not in made:
            made.add(form)
            variants.append(located(spec, target, change, description))

    for path, kind, value in objects(spec):
        if kind == "useCase":
            add(value, f"{path}.onLoad: \"false\" (quoted)", lambda o: o.__setitem__("onLoad", "false"))
            add(value, f"{path}.summary left empty", lambda o: o.__setitem__("summary", None))
        if kind == "module":
            add(value, f"{path}: indentation \"2\", lineLength \"100\" (quoted)",
                lambda o: o.update(indentation="2", lineLength="100"))
            add(value, f"{path}: indentation 2, lineLength 100", lambda o: o.update(indentation=2, lineLength=100))
            add(value, f"{path}: swiftToolsVersion 6.0 (a number)", lambda o: o.__setitem__("swiftToolsVersion", 6.0))
            add(value, f"{path}: platforms as numbers", lambda o: o.__setitem__("platforms", {"iOS": 17, "macOS": 14.0}))
            add(value, f"{path}: entities, routes and output left empty",
                lambda o: o.update(entities=None, routes=None, output=None))
            add(value, f"{path}: summary, author and prefix left empty",
                lambda o: o.update(summary=None, author=None, prefix=""))
            if isinstance(value.get("useCases"), list):
                add(value, f"{path}: each use case by its bare name",
                    lambda o: o.__setitem__("useCases", [u["name"] if isinstance(u, dict) else u for u in o["useCases"]]))
    return variants
