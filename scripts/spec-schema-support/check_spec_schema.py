"""`scaffold schema`, checked by a second validator (Python's jsonschema, draft 2020-12), in both
directions: the schema refuses no spec the tool accepts, and refuses the specs the tool refuses
for their shape.

1. The specs of the repository: the goldens' fixtures, the built-in templates' test specs and
   the spec-space fixed set (valid by their own tests) must validate; a documentation spec the
   schema refuses (a page may show a mistake on purpose) must be refused by the tool too.
2. Specs one shape mistake away from a valid one (mutants.py; an unknown key, a wrong type, a
   value outside an enum...): the tool, run on each, refuses it (exit 65), and so must the schema.
3. Valid specs written in another form (`onLoad: "false"`, `indentation: "2"`, `summary:` left
   empty...): a form the schema refuses must be refused by the tool too.

The tool is run only where its answer decides something, so the check takes seconds. Specs are
read as YAML 1.2 (yaml12.py), as the tool and editors read them."""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml
from jsonschema import Draft202012Validator

import corpus
import mutants
import yaml12

INVALID_INPUT = 65


class Tool:
    """The built `scaffold`, run on a spec in a folder of its own."""

    def __init__(self, binary: Path, work: Path):
        self.binary = binary
        self.work = work
        self.runs = 0

    def run(self, label: str, text: str, file_name: str = "Spec.yml", neighbours: dict | None = None):
        """The exit status and output of generating the spec (nothing written: --dry-run)."""
        self.runs += 1
        folder = Path(tempfile.mkdtemp(dir=self.work, prefix="spec-"))
        for name, body in (neighbours or {}).items():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_text(body)
        spec_file = folder / file_name
        spec_file.parent.mkdir(parents=True, exist_ok=True)
        spec_file.write_text(text)
        value = yaml12.load(text)
        command = [str(self.binary), "generate", file_name, "--dry-run", "-o", "out"]
        configured = any(isinstance(v := safe_load(body), dict) and "architecture" in v
                         for name, body in (neighbours or {}).items() if name.endswith(".scaffold.yml"))
        if isinstance(value, dict) and "modules" not in value and "architecture" not in value and not configured:
            # A spec given to an architecture's command (a template's test spec): any architecture.
            command = [str(self.binary), "viper", str(value.get("name") or "Module"), "--spec", file_name,
                       "--dry-run", "-o", "out"]
        result = subprocess.run(command, cwd=folder, capture_output=True, text=True, env={**os.environ, "NO_COLOR": "1"})
        return result.returncode, result.stdout + result.stderr


def safe_load(text: str):
    try:
        return yaml12.load(text)
    except yaml.YAMLError:
        return None


def schema_errors(validator: Draft202012Validator, value) -> list[str]:
    return [f"{'/'.join(map(str, error.absolute_path)) or '(top)'}: {error.message}"
            for error in validator.iter_errors(value)]


def reparsed(value) -> tuple[str, object]:
    """The spec as YAML text, and that text read back as the tool and editors read it."""
    text = yaml.safe_dump(value, sort_keys=False, allow_unicode=True)
    return text, yaml12.load(text)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scaffold", type=Path, default=corpus.ROOT / ".build" / "debug" / "scaffold",
                        help="the built tool (default: .build/debug/scaffold)")
    arguments = parser.parse_args()
    arguments.scaffold = arguments.scaffold.resolve()
    if not arguments.scaffold.is_file():
        print(f"check-spec-schema: no tool at {arguments.scaffold}; build it first (swift build)", file=sys.stderr)
        return 2
    schema_text = subprocess.run([str(arguments.scaffold), "schema"], capture_output=True, text=True, check=True).stdout
    schema = json.loads(schema_text)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="check-spec-schema-") as work, \
            concurrent.futures.ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        tool = Tool(arguments.scaffold, Path(work))
        specs = corpus.every_spec()
        counts = check_corpus(specs, validator, tool, pool, failures)
        refused, accepted = check_mutants(specs, validator, tool, pool, failures)
    for failure in failures:
        print(f"check-spec-schema: {failure}", file=sys.stderr)
    print(f"check-spec-schema: {len(schema_text)} bytes of schema; {counts['valid']} specs of the repository "
          f"valid, {counts['refused docs']} documented mistakes refused by both; {refused} shape mistakes refused "
          f"by both; {accepted} other forms valid; {tool.runs} runs of the tool; {len(failures)} failures")
    return 1 if failures else 0


def check_corpus(specs, validator, tool, pool, failures) -> dict[str, int]:
    """Every spec the schema accepts passes (whatever the tool says of it); the tool is run only
    on those it refuses, which the tool must refuse too. The fixtures, template tests and
    spec-space specs are valid by their own tests, so the schema must accept them."""
    counts = {"valid": 0, "refused docs": 0}
    pending = {}
    for spec in specs:
        errors = schema_errors(validator, spec.value)
        if not errors:
            counts["valid"] += 1
        elif spec.known_valid:
            failures.append(f"{spec.origin}: the tool accepts it (its tests say so), the schema refuses it: {errors}")
        else:
            pending[pool.submit(tool.run, spec.origin, spec.text, spec.file_name, spec.neighbours)] = (spec, errors)
    for future in concurrent.futures.as_completed(pending):
        spec, errors = pending[future]
        status, output = future.result()
        if status != INVALID_INPUT:
            failures.append(f"{spec.origin}: the schema refuses it ({errors}), the tool exits {status}:\n{output}")
        else:
            counts["refused docs"] += 1
    return counts


def bases(specs: list[corpus.Spec]) -> list[dict]:
    """The valid specs the mistakes are made in: between them, every kind of object (app specs,
    view-model and payload fields written as mappings, output events, entities)."""
    chosen = [spec for spec in specs if spec.origin in (
        "Tests/Fixtures/Checkout.yml", "Tests/Fixtures/Shop.yml", "Tests/Fixtures/CartSummary.yml",
        "Tests/Fixtures/ProductDetail.yml", "Tests/Fixtures/Market.yml")]
    values = [spec.value for spec in chosen]
    for value in values:
        if "modules" not in value:
            value.setdefault("architecture", "viper")
    return values


def check_mutants(specs, validator, tool, pool, failures) -> tuple[int, int]:
    base_values = bases(specs)
    if len(base_values) < 5:
        failures.append("a base spec of the mistakes is missing from Tests/Fixtures")
    refused_count = accepted_count = 0
    jobs = {}
    mistakes_made: set = set()
    forms_made: set = set()
    for base in base_values:
        text, _ = reparsed(base)
        jobs[pool.submit(tool.run, "base", text)] = ("base", mutants.Mutant("the base spec", base))
        for mutant in mutants.refused(base, mistakes_made):
            jobs[pool.submit(tool.run, mutant.description, reparsed(mutant.value)[0])] = ("refused", mutant)
        for variant in mutants.accepted_variants(base, forms_made):
            # Only a form the schema refuses is run: the tool must refuse it too.
            if schema_errors(validator, reparsed(variant.value)[1]):
                jobs[pool.submit(tool.run, variant.description, reparsed(variant.value)[0])] = ("accepted", variant)
            else:
                accepted_count += 1
    # Every kind of object met an unknown key: the bases still hold each one.
    missing = set(mutants.SCALAR_KEYS) - {kind for kind, mistake in mistakes_made if mistake == "key"}
    if missing:
        failures.append(f"no base spec holds an object of each kind; missing: {sorted(missing)}")
    for future in concurrent.futures.as_completed(jobs):
        role, mutant = jobs[future]
        status, output = future.result()
        text, value = reparsed(mutant.value)
        errors = schema_errors(validator, value)
        if role == "base":
            if status != 0 or errors:
                failures.append(f"a base spec is not valid (tool exit {status}, schema {errors}):\n{text}{output}")
        elif role == "refused":
            if status != INVALID_INPUT:
                failures.append(f"{mutant.description}: the tool exits {status}, not {INVALID_INPUT}:\n{output}")
            elif not errors:
                failures.append(f"{mutant.description}: the tool refuses it, the schema accepts it:\n{output}")
            else:
                refused_count += 1
        elif status != INVALID_INPUT:
            failures.append(f"{mutant.description}: the tool exits {status}, the schema refuses it: {errors}")
    return refused_count, accepted_count


if __name__ == "__main__":
    sys.exit(main())
