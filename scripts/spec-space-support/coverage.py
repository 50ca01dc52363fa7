"""Which feature pairs a set of seeded specs covers, and which it must.

A pair is two tags that hold together somewhere: two features of one use case
(`kind=command` with `emits=request`), a feature of the module with a feature of one of its use
cases (`architecture=vip` with `viewModel=unmapped`), or two features of one module
(`ui=swiftui` with `routes=to`). The required pairs are every pair of values of two different
dimensions that `specspace.incompatible` does not rule out, limited, for module features, to
those of the architecture, the screen and the test library: the ones that choose templates.
"""

from __future__ import annotations

from itertools import combinations

import specspace

USE_CASE_VALUES = specspace.USE_CASE_DIMENSIONS
TEMPLATE_CHOOSERS = ["architecture", "ui", "testing"]


def tags(dimension: str, values: list[str]) -> list[str]:
    return [f"{dimension}={value}" for value in values]


def required_pairs() -> set[frozenset[str]]:
    required: set[frozenset[str]] = set()
    use_case_dimensions = list(USE_CASE_VALUES.items())
    for (d1, v1), (d2, v2) in combinations(use_case_dimensions, 2):
        required.update(frozenset((a, b)) for a in tags(d1, v1) for b in tags(d2, v2))
    for chooser in TEMPLATE_CHOOSERS:
        for module_tag in tags(chooser, specspace.MODULE_DIMENSIONS[chooser]):
            for dimension, values in use_case_dimensions:
                required.update(frozenset((module_tag, t)) for t in tags(dimension, values))
            for other, values in specspace.MODULE_DIMENSIONS.items():
                if other != chooser:
                    required.update(frozenset((module_tag, t)) for t in tags(other, values))
    return {pair for pair in required if not specspace.incompatible(*sorted(pair))}


def covered_pairs(specs: list[specspace.PackageSpec]) -> set[frozenset[str]]:
    covered: set[frozenset[str]] = set()
    for spec in specs:
        module = spec.modules[0]  # the module under test; the others are destinations
        covered.update(frozenset(pair) for pair in combinations(sorted(module.tags), 2))
        for use_case in module.use_cases:
            covered.update(frozenset(pair) for pair in combinations(sorted(use_case.tags), 2))
            covered.update(frozenset((m, u)) for m in module.tags for u in use_case.tags)
    return covered


def missing_pairs(specs: list[specspace.PackageSpec]) -> list[tuple[str, str]]:
    return sorted(tuple(sorted(pair)) for pair in required_pairs() - covered_pairs(specs))


def table(specs: list[specspace.PackageSpec]) -> str:
    """Per required pair of dimensions: how many of its value pairs the specs cover."""
    required = required_pairs()
    covered = covered_pairs(specs) & required
    rows: dict[tuple[str, str], list[int]] = {}
    for pair in required:
        a, b = sorted(pair)
        key = tuple(sorted((a.split("=")[0], b.split("=")[0])))
        counts = rows.setdefault(key, [0, 0])
        counts[1] += 1
        counts[0] += pair in covered
    lines = ["| dimensions | value pairs covered |", "| --- | --- |"]
    for (d1, d2), (have, need) in sorted(rows.items()):
        lines.append(f"| {d1} × {d2} | {have} of {need} |")
    lines.append(f"| all | {len(covered)} of {len(required)} |")
    return "\n".join(lines)
