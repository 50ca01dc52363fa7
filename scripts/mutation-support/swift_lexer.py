"""A Swift lexer good enough to mutate generated code: tokens with their offsets, and which lines
the compiler sees on Linux.

It knows comments (nested block comments too), string literals (escapes, interpolation,
multi-line and raw strings), numbers, identifiers, attributes, operators and punctuation, and
reads `#if` / `#elseif` / `#else` / `#endif` lines as directives rather than code. It is not a
Swift parser: `swift_mutants` builds the little structure it needs (blocks and statements) on top
of these tokens, and a mutant it gets wrong does not compile and is counted apart, not scored.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

OPERATOR_CHARS = set("/=-+!*%<>&|^~?")
DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
NUMBER = re.compile(r"0[xob][0-9A-Fa-f_]+|[0-9][0-9_]*(\.[0-9][0-9_]*)?([eE][+-]?[0-9]+)?")


@dataclass
class Token:
    kind: str  # ident, number, string, op, punct, attribute, pound
    text: str
    start: int  # offset in the file
    end: int
    line: int  # 1-based line of `start`
    space_before: bool
    space_after: bool = False


class LexError(Exception):
    pass


def line_starts(text: str) -> list[int]:
    starts = [0]
    for index, character in enumerate(text):
        if character == "\n":
            starts.append(index + 1)
    return starts


def _string_end(text: str, position: int) -> int:
    """The offset just past the string literal starting at `position` (at `#` or `"`)."""
    hashes = 0
    while text[position + hashes] == "#":
        hashes += 1
    position += hashes
    multiline = text.startswith('"""', position)
    quote = '"""' if multiline else '"'
    closing = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    position += len(quote)
    while position < len(text):
        if text.startswith(closing, position):
            return position + len(closing)
        if text.startswith(escape, position):
            after = position + len(escape)
            if after < len(text) and text[after] == "(":
                position = _interpolation_end(text, after)
            else:
                position = after + 1
            continue
        if text[position] == "\n" and not multiline:
            raise LexError(f"unterminated string at offset {position}")
        position += 1
    raise LexError("unterminated string at end of file")


def _interpolation_end(text: str, position: int) -> int:
    """`position` is at the `(` of `\\(`; returns the offset past its matching `)`."""
    depth = 0
    while position < len(text):
        character = text[position]
        if character == '"' or (character == "#" and text.startswith('"', position + 1)):
            position = _string_end(text, position)
            continue
        if character == "(":
            depth += 1
        elif character == ")":
            depth -= 1
            if depth == 0:
                return position + 1
        position += 1
    raise LexError("unterminated interpolation")


def tokenize(text: str) -> list[Token]:
    starts = line_starts(text)
    tokens: list[Token] = []
    position = 0
    line = 1
    length = len(text)

    def add(kind: str, start: int, end: int) -> None:
        before = start == 0 or text[start - 1] in " \t\n"
        tokens.append(Token(kind, text[start:end], start, end, line, before))

    while position < length:
        character = text[position]
        if character == "\n":
            line += 1
            position += 1
            continue
        if character in " \t\r":
            position += 1
            continue
        end_of_line = text.find("\n", position)
        end_of_line = length if end_of_line < 0 else end_of_line
        if character == "#" and text[starts[line - 1] : position].strip() == "" and DIRECTIVE.match(text[position:end_of_line]):
            position = end_of_line
            continue
        if text.startswith("//", position):
            end = text.find("\n", position)
            position = length if end < 0 else end
            continue
        if text.startswith("/*", position):
            depth = 0
            while position < length:
                if text.startswith("/*", position):
                    depth += 1
                    position += 2
                elif text.startswith("*/", position):
                    depth -= 1
                    position += 2
                    if depth == 0:
                        break
                else:
                    if text[position] == "\n":
                        line += 1
                    position += 1
            continue
        if character == '"' or (character == "#" and re.match(r'#+"', text[position:])):
            end = _string_end(text, position)
            add("string", position, end)
            line += text.count("\n", position, end)
            position = end
            continue
        if character in "@#":
            # `@MainActor`, `#available`, `#Preview`: one token, the sign and the name.
            match = IDENTIFIER.match(text, position + 1)
            end = match.end() if match else position + 1
            add("attribute" if character == "@" else "pound", position, end)
            position = end
            continue
        if character == "`":
            end = text.index("`", position + 1) + 1
            add("ident", position, end)
            position = end
            continue
        if character == "$":
            match = re.compile(r"\$[A-Za-z0-9_]+").match(text, position)
            end = match.end() if match else position + 1
            add("ident", position, end)
            position = end
            continue
        if character.isdigit():
            match = NUMBER.match(text, position)
            add("number", position, match.end())
            position = match.end()
            continue
        match = IDENTIFIER.match(text, position)
        if match:
            add("ident", position, match.end())
            position = match.end()
            continue
        if character in "()[]{},:;\\":  # a backslash starts a key path: `\\.title`
            add("punct", position, position + 1)
            position += 1
            continue
        if character == ".":
            end = position + 1
            # Dot operators (`...`, `..<`) start with a dot; a lone dot is member access.
            if text.startswith("..", position):
                while end < length and (text[end] in OPERATOR_CHARS or text[end] == "."):
                    end += 1
                add("op", position, end)
            else:
                add("punct", position, end)
            position = end
            continue
        if character in OPERATOR_CHARS:
            end = position + 1
            # A `?` or `!` right after an expression is postfix (optional chaining, force
            # unwrap), its own token, so `self.view?.show()` does not read as an operator `?.`.
            previous = text[position - 1] if position else " "
            postfix = character in "?!" and (previous.isalnum() or previous in ")]_`")
            if not postfix:
                while end < length and text[end] in OPERATOR_CHARS:
                    end += 1
            add("op", position, end)
            position = end
            continue
        raise LexError(f"unexpected character {character!r} at line {line}")
    for token in tokens:
        token.space_after = token.end >= length or text[token.end] in " \t\r\n"
    return tokens


# What a `#if` condition is on the platform the tests run on (Linux): the frameworks Linux has
# and those it lacks, for the conditions generated code uses.
LINUX_MODULES = {"Foundation", "Dispatch", "Observation", "Testing", "XCTest", "FoundationEssentials", "Synchronization"}
APPLE_ONLY_MODULES = {"UIKit", "SwiftUI", "AppKit", "Combine", "WatchKit", "DeveloperToolsSupport", "CoreGraphics", "os"}


def evaluate_condition(condition: str) -> bool | None:
    """True or False for a `#if` condition on Linux in a debug build; None when it names
    something this does not know (the lines under it are then reported as out of reach)."""
    expression = condition.strip()
    unknown = []

    def replace(match: re.Match) -> str:
        function, argument = match.group(1), match.group(2).strip()
        if function == "canImport":
            if argument in LINUX_MODULES:
                return "True"
            if argument in APPLE_ONLY_MODULES:
                return "False"
        if function == "os":
            return "True" if argument == "Linux" else "False"
        if function == "arch":
            return "True"
        if function in ("swift", "compiler"):
            return "True"
        unknown.append(match.group(0))
        return "False"

    expression = re.sub(r"(canImport|os|arch|swift|compiler)\(([^)]*)\)", replace, expression)
    expression = re.sub(r"\bDEBUG\b", "True", expression)
    expression = expression.replace("&&", " and ").replace("||", " or ")
    expression = re.sub(r"!(?!=)", " not ", expression)
    if unknown or not re.fullmatch(r"[\sA-Za-z()]*", expression):
        return None
    if re.search(r"\b(?!True\b|False\b|and\b|or\b|not\b)[A-Za-z]+\b", expression):
        return None
    return bool(eval(expression, {"__builtins__": {}}))  # only True/False/and/or/not remain


@dataclass
class Reach:
    """Which lines the compiler sees on Linux; the others, with the condition that hides them."""

    hidden: dict[int, str]  # line -> the `#if` condition (as written) that keeps it out

    def visible(self, line: int) -> bool:
        return line not in self.hidden


def reach(text: str) -> Reach:
    hidden: dict[int, str] = {}
    # Each open `#if`: (is this branch compiled, was an earlier branch taken, its condition).
    stack: list[tuple[bool, bool, str]] = []
    for number, content in enumerate(text.split("\n"), start=1):
        match = DIRECTIVE.match(content)
        if match:
            keyword, rest = match.group(1), match.group(2).split("//")[0].strip()
            if keyword == "if":
                value = evaluate_condition(rest)
                stack.append((bool(value), bool(value), rest if value is not None else f"{rest} (unknown)"))
            elif keyword == "elseif" and stack:
                _, taken, condition = stack.pop()
                value = evaluate_condition(rest)
                active = bool(value) and not taken
                stack.append((active, taken or active, rest))
            elif keyword == "else" and stack:
                _, taken, condition = stack.pop()
                stack.append((not taken, True, f"not {condition}"))
            elif keyword == "endif" and stack:
                stack.pop()
            continue
        for active, _, condition in stack:
            if not active:
                hidden[number] = condition
                break
    return Reach(hidden)
