"""The allow-list of equivalent mutants (`equivalent.txt` beside this file): mutants that change
the code but not its behaviour, which scripts/mutation counts apart instead of as survivors."""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

from swift_mutants import Mutant


@dataclass
class Equivalent:
    kind: str
    original: re.Pattern
    mutated: re.Pattern
    reason: str

    def matches(self, mutant: Mutant) -> bool:
        return (
            self.kind == mutant.kind
            and self.original.fullmatch(mutant.original_line.strip()) is not None
            and self.mutated.fullmatch(mutant.mutated_line.strip()) is not None
        )


def load_equivalents(path: Path) -> list[Equivalent]:
    """`kind | regex of the original line | regex of the mutated line | why`, one a line."""
    entries = []
    if not path.exists():
        return entries
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        parts = [part.strip() for part in line.split(" | ")]
        if len(parts) != 4 or not parts[3]:
            sys.exit(f"{path}:{number}: expected 'kind | original | mutated | reason'")
        entries.append(Equivalent(parts[0], re.compile(parts[1]), re.compile(parts[2]), parts[3]))
    return entries
