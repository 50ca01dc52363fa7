"""YAML read as Yams (the tool) and the YAML language server (editors) read it: YAML 1.2's core
schema, not PyYAML's YAML 1.1. Under 1.1, `yes`, `on` and `no` are booleans, `2026-01-01` is a
date and `010` is octal; under 1.2 they are text and ten, which is what a spec's value is to the
tool, so a schema checked through PyYAML's defaults would be judged against the wrong values."""

from __future__ import annotations

import re

import yaml


class Yaml12Loader(yaml.SafeLoader):
    """SafeLoader with the core schema's booleans, numbers and nulls, and no timestamps."""


Yaml12Loader.yaml_implicit_resolvers = {
    first: [(tag, pattern) for tag, pattern in resolvers
            if tag not in ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:int",
                           "tag:yaml.org,2002:float", "tag:yaml.org,2002:timestamp")]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
Yaml12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))
Yaml12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:int", re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"), list("-+0123456789"))
Yaml12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
               r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"),
    list("-+.0123456789"))


def _construct_int(loader: yaml.SafeLoader, node: yaml.Node) -> int:
    text = loader.construct_scalar(node)
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text, 10)


Yaml12Loader.add_constructor("tag:yaml.org,2002:int", _construct_int)


def load(text: str):
    return yaml.load(text, Loader=Yaml12Loader)  # noqa: S506 (a SafeLoader)
