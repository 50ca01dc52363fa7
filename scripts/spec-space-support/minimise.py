"""Shrinks a failing spec: removes parts one at a time while the failure stays.

The parts, largest first: modules other than the first (with the routes that open them), use
cases, routes, output events (with the `emits:` that name them), entities, then the fields of
every field list and the optional keys of each use case. A removal that makes the spec invalid
is simply not kept: the predicate is "still fails the same way", and a refusal is another way.
"""

from __future__ import annotations

import copy
from typing import Callable


def minimise(body: dict, fails: Callable[[dict], bool]) -> dict:
    current = copy.deepcopy(body)
    changed = True
    while changed:
        changed = False
        for candidate in smaller(current):
            if fails(candidate):
                current = candidate
                changed = True
                break
    return current


def smaller(body: dict):
    """Every spec one removal smaller than `body`, largest removals first."""
    modules = body["modules"]
    for index in range(len(modules) - 1, 0, -1):
        name = modules[index]["name"]
        candidate = copy.deepcopy(body)
        del candidate["modules"][index]
        for module in candidate["modules"]:
            routes = [r for r in module.get("routes", []) if not (isinstance(r, dict) and r.get("to") == name)]
            if routes:
                module["routes"] = routes
            else:
                module.pop("routes", None)
        yield candidate
    for module_index in range(len(modules)):
        for key in ("useCases", "routes", "output", "entities"):
            yield from halves(body, module_index, key)
    if body.get("entities"):
        for index in range(len(body["entities"])):
            candidate = copy.deepcopy(body)
            del candidate["entities"][index]
            if not candidate["entities"]:
                del candidate["entities"]
            yield candidate
    for module_index, module in enumerate(modules):
        for use_index, use_case in enumerate(module.get("useCases", [])):
            if not isinstance(use_case, dict):
                continue
            for key in ("viewModel", "emits", "summary", "kind", "onLoad", "request", "response"):
                if key in use_case:
                    candidate = copy.deepcopy(body)
                    del candidate["modules"][module_index]["useCases"][use_index][key]
                    yield candidate
            for key in ("request", "response", "viewModel"):
                for field_index in range(len(use_case.get(key, []))):
                    candidate = copy.deepcopy(body)
                    del candidate["modules"][module_index]["useCases"][use_index][key][field_index]
                    yield candidate
        for key in ("input", "summary"):
            if key in module:
                candidate = copy.deepcopy(body)
                del candidate["modules"][module_index][key]
                yield candidate


def halves(body: dict, module_index: int, key: str):
    """Removals of runs of a module's list: half of it, then quarters, down to single items.
    Removing an output event removes the `emits:` that name it."""
    items = body["modules"][module_index].get(key, [])
    size = len(items) // 2 or 1
    while size >= 1 and items:
        for start in range(0, len(items), size):
            candidate = copy.deepcopy(body)
            module = candidate["modules"][module_index]
            removed = module[key][start:start + size]
            del module[key][start:start + size]
            if key == "output":
                names = {o["name"] if isinstance(o, dict) else o for o in removed}
                for use_case in module.get("useCases", []):
                    if isinstance(use_case, dict) and use_case.get("emits") in names:
                        del use_case["emits"]
            if not module[key]:
                del module[key]
            yield candidate
        if size == 1:
            break
        size //= 2
