"""The single-statement mutants of one Swift file (see docs/mutation.md for what and why).

On the tokens of `swift_lexer`, it rebuilds the blocks (type bodies, function and closure
bodies, accessor lists) and the statements in each, from how generated code is laid out: one
statement a line, continuations marked by an operator, a comma or an open bracket at the end of
a line or a dot, an operator, `else` or `catch` at the start of the next. Only code is mutated:
statements in function, accessor and closure bodies and the initial values of properties, never
comments, signatures, type declarations or enum raw values, and nothing the compiler does not see
on Linux (`#if canImport(UIKit)` and the like), which is counted as out of reach instead.
The field mutants (`swap`, `literal`) are made on the same reading by `field_mutants`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from swift_lexer import Token, line_starts, reach, tokenize

MODIFIERS = {
    "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final",
    "override", "required", "convenience", "mutating", "nonmutating", "lazy", "weak", "unowned",
    "dynamic", "indirect", "nonisolated", "isolated", "consuming", "borrowing", "optional",
}
TYPE_KEYWORDS = {"struct", "enum", "actor", "protocol", "extension", "class"}
FUNCTION_KEYWORDS = {"func", "init", "deinit", "subscript"}
ACCESSORS = {"get", "set", "didSet", "willSet", "_read", "_modify", "init"}
CONTROL = {"if", "guard", "while", "for", "switch", "do", "repeat", "defer"}
DECLARATIONS = TYPE_KEYWORDS | FUNCTION_KEYWORDS | {"let", "var", "typealias", "case", "default", "import", "associatedtype", "operator", "precedencegroup", "macro"}
# Statements whose removal the compiler rejects or that only leave a scope: not deleted.
NOT_DELETED = DECLARATIONS | {"return", "throw", "break", "continue", "fallthrough", "do", "switch", "repeat", "else", "catch"}
LINE_END_CONTINUES = {",", "(", "[", ".", "=", "->", "&&", "||", "??", "+", "-", "*", "/", "==", "!=", "<", ">", "<=", ">=", ":", "?"}
LINE_START_CONTINUES = {".", ")", "]", "{", "else", "catch", "where", "->", "throws", "rethrows", "async", "&&", "||", "??", "?", ":", "==", "!=", "+", "*", "/", "=", "in"}
KINDS = ("delete", "flip", "negate", "boolean", "string", "integer", "nil", "weak", "swap", "literal")
FLIPS = {"==": "!=", "!=": "==", "===": "!==", "!==": "===", "<": ">=", ">=": "<", ">": "<=", "<=": ">", "&&": "||", "||": "&&"}


@dataclass
class Mutant:
    path: str
    line: int
    kind: str  # delete, flip, negate, boolean, string, integer, nil, weak, swap, literal
    start: int
    end: int
    replacement: str
    original_line: str = ""
    mutated_line: str = ""

    def key(self) -> tuple[int, int, str]:
        return (self.start, self.end, self.replacement)


@dataclass
class Statement:
    first: int  # token index
    last: int = -1
    keywords: set[str] = field(default_factory=set)  # keywords at the statement's own level


@dataclass
class Block:
    kind: str  # top, type, code, accessors
    returns: str | None = None  # a function's or computed property's return type, if it has one
    depth: int = 0  # open ( and [ inside this block
    statements: list[Statement] = field(default_factory=list)
    pending: bool = True  # the next token starts a statement
    header_end: int = -1  # the `in` that ends a closure's header, if it has one
    keyword: str = ""  # the keyword its declaration or statement starts with: `init`, `if`, `Task`, …
    closure: bool = False
    opened_line: int = 0
    one_line: bool = False  # closed on the line it opened on
    parent: "Block | None" = None
    head_first: int = -1  # the first token of the declaration or statement that opened it
    head_end: int = -1  # its `{`


@dataclass
class FileMutants:
    mutants: list[Mutant]
    hidden_lines: dict[str, int]  # `#if` condition -> lines of code under it the compiler skips


def _skip_group(tokens: list[Token], index: int) -> int:
    """`index` is at `(`; returns the index just past its matching `)`."""
    depth = 0
    while index < len(tokens):
        if tokens[index].text in "([":
            depth += 1
        elif tokens[index].text in ")]":
            depth -= 1
            if depth == 0:
                return index + 1
        index += 1
    return index


def _head_start(tokens: list[Token], head: list[int]) -> int:
    """The first index of `head` after the attributes and modifiers a declaration starts with."""
    position = 0
    while position < len(head):
        token = tokens[head[position]]
        if token.kind == "attribute":
            position += 1
            if position < len(head) and tokens[head[position]].text == "(":
                while position < len(head) and tokens[head[position]].text != ")":
                    position += 1
                position += 1
            continue
        if token.text in MODIFIERS and not (token.text == "class" and _declares_class(tokens, head, position)):
            position += 1
            if position < len(head) and tokens[head[position]].text == "(":  # private(set)
                position += 3
            continue
        break
    return position


def _declares_class(tokens: list[Token], head: list[int], position: int) -> bool:
    following = tokens[head[position + 1]].text if position + 1 < len(head) else ""
    return following not in FUNCTION_KEYWORDS | {"var", "let", "func"} | MODIFIERS


def _type_after(tokens: list[Token], head: list[int], marker: str, stops: set[str]) -> str | None:
    texts = [tokens[i].text for i in head]
    if marker not in texts:
        return None
    result = []
    for text in texts[texts.index(marker) + 1 :]:
        if text in stops:
            break
        result.append(text)
    return "".join(result) or None


class _Reader:
    def __init__(self, path: str, text: str):
        self.path = path
        self.text = text
        self.tokens = tokenize(text)
        self.reach = reach(text)
        self.blocks: list[Block] = [Block("top")]
        self.all_statements: list[tuple[Block, Statement]] = []
        # Per token: whether it is code to mutate, and the block it belongs to.
        self.code = [False] * len(self.tokens)
        self.block_of: list[Block] = [self.blocks[0]] * len(self.tokens)
        self.no_mutation: set[int] = set()  # attribute arguments, closure headers

    def read(self) -> None:
        tokens = self.tokens
        index = 0
        while index < len(tokens):
            token = tokens[index]
            block = self.blocks[-1]
            if index <= block.header_end:
                self.block_of[index] = block
                if token.text != "weak":
                    self.no_mutation.add(index)
                block.pending = index == block.header_end
                index += 1
                continue
            first_on_line = index == 0 or tokens[index - 1].line != token.line
            if first_on_line and index > 0 and block.depth == 0 and token.text != "}":
                previous = tokens[index - 1]
                current = block.statements[-1] if block.statements else None
                label = current is not None and tokens[current.first].text in ("case", "default") and previous.text == ":"
                if label or not self._continues(previous, token):
                    block.pending = True
            if block.pending and token.text != "}":
                block.pending = False
                self._close_statement(block, index)
                statement = Statement(index)
                block.statements.append(statement)
                self.all_statements.append((block, statement))
            statement = block.statements[-1] if block.statements else None
            self.block_of[index] = block
            if statement is not None and block.depth == 0 and token.kind == "ident":
                statement.keywords.add(token.text)
            self.code[index] = self._is_code(block, statement, index)
            if token.kind == "attribute" and index + 1 < len(tokens) and tokens[index + 1].text == "(" and not tokens[index + 1].space_before:
                end = _skip_group(tokens, index + 1)
                self.no_mutation.update(range(index, end))
            if token.text in ("(", "["):
                block.depth += 1
            elif token.text in (")", "]"):
                block.depth = max(0, block.depth - 1)
            elif token.text == ";":
                block.pending = True
            elif token.text == "{":
                self._open(block, statement, index)
            elif token.text == "}":
                if len(self.blocks) > 1:
                    closed = self.blocks.pop()
                    closed.one_line = closed.opened_line == token.line
                    self._close_statement(closed, index)
            index += 1
        for block in self.blocks:
            self._close_statement(block, len(tokens))

    def _continues(self, previous: Token, token: Token) -> bool:
        if previous.text in LINE_END_CONTINUES and previous.text != "?":
            return True
        if token.text in LINE_START_CONTINUES:
            return True
        return token.kind == "op" and token.space_after

    def _close_statement(self, block: Block, index: int) -> None:
        if block.statements and block.statements[-1].last < 0:
            block.statements[-1].last = index - 1

    def _is_code(self, block: Block, statement: Statement | None, index: int) -> bool:
        if block.kind == "code":
            return statement is not None and self.tokens[statement.first].text not in (DECLARATIONS - {"let", "var"})
        if block.kind in ("type", "top") and statement is not None:
            # A property's initial value is code; the rest of a declaration is not.
            head = [i for i in range(statement.first, index)]
            texts = [self.tokens[i].text for i in head]
            start = _head_start(self.tokens, head) if head else 0
            return start < len(texts) and texts[start] in ("let", "var") and "=" in texts[start:]
        return False

    def _open(self, block: Block, statement: Statement | None, index: int) -> None:
        tokens = self.tokens
        kind, returns, keyword, closure = "code", None, "", False
        if block.kind == "accessors":
            kind = "code"
        elif block.depth > 0 or statement is None:
            closure = True
        else:
            head = [i for i in range(statement.first, index) if self.block_of[i] is block]
            texts = [tokens[i].text for i in head]
            start = _head_start(tokens, head)
            keyword = texts[start] if start < len(texts) else ""
            if "else" in texts or "catch" in texts or keyword in CONTROL:
                kind = "code"
            elif keyword in FUNCTION_KEYWORDS:
                returns = _type_after(tokens, head, "->", {"where", "{"})
            elif keyword in TYPE_KEYWORDS:
                kind = "type"
            elif keyword in ("var", "let") and block.kind in ("type", "top"):
                following = tokens[index + 1].text if index + 1 < len(tokens) else ""
                kind = "accessors" if following in ACCESSORS else "code"
                returns = _type_after(tokens, head, ":", {"=", "{"})
            else:
                closure = True  # a trailing closure: `Task {`, `items.map {`
        opened = Block(kind, returns, keyword=keyword, closure=closure, opened_line=tokens[index].line)
        opened.parent = block
        opened.head_first = statement.first if statement is not None else index
        opened.head_end = index
        if kind == "code":
            # A closure's header (`{ [weak self] value in`) is not a statement.
            position = index + 1
            depth = 0
            while position < len(tokens) and tokens[position].line == tokens[index].line:
                text = tokens[position].text
                if text in "([{":
                    depth += 1
                elif text in ")]}":
                    if depth == 0:
                        break
                    depth -= 1
                elif text == "in" and depth == 0:
                    opened.header_end = position
                    break
                position += 1
        self.blocks.append(opened)


def read(path: str, text: str) -> _Reader:
    reader = _Reader(path, text)
    reader.read()
    return reader


def mutants_of(path: str, text: str, types: "TypeIndex | None" = None) -> FileMutants:
    """`types`: what the package's declarations say of names and members (`TypeIndex.of`), for
    `swap` and `literal`; without it, the file's own declarations."""
    reader = read(path, text)
    return _collect(reader, types if types is not None else TypeIndex.of([reader]))


def _collect(reader: _Reader, types: "TypeIndex") -> FileMutants:
    tokens, text = reader.tokens, reader.text
    starts = line_starts(text)
    lines = text.split("\n")
    found: dict[tuple[int, int, str], Mutant] = {}
    uninitialised = _properties_without_value(reader)

    def visible(index: int) -> bool:
        return reader.reach.visible(tokens[index].line)

    def add(kind: str, start: int, end: int, replacement: str) -> None:
        line = text.count("\n", 0, start) + 1
        mutated = text[:start] + replacement + text[end:]
        line_start = starts[line - 1]
        mutated_end = mutated.find("\n", line_start)
        mutated_line = mutated[line_start : mutated_end if mutated_end >= 0 else len(mutated)]
        if kind == "delete":
            mutated_line = "(deleted)" if not mutated_line.strip() else mutated_line
        mutant = Mutant(reader.path, line, kind, start, end, replacement, lines[line - 1], mutated_line)
        found.setdefault(mutant.key(), mutant)

    # Statements: deleted whole; conditions of if/guard/while negated clause by clause.
    for block, statement in reader.all_statements:
        if block.kind != "code" or statement.last < statement.first or not visible(statement.first):
            continue
        first = tokens[statement.first]
        if first.text in ("case", "default") or first.kind == "pound" and first.text.startswith("#if"):
            continue
        # An `if` with an `else` is left whole (its branches' statements are mutated); a `guard`
        # that binds a name cannot go without the name's uses going too.
        binds = first.text == "guard" and statement.keywords & {"let", "var"}
        if first.text not in NOT_DELETED and not (first.text == "if" and "else" in statement.keywords) and not binds:
            sole = len(block.statements) == 1
            implicit_return = sole and block.returns not in (None, "Void", "()") and first.text not in CONTROL
            # A one-line closure's only expression is its value (`{ $0 }`, `Task { try await
            # call() }.result`): without it the closure's type changes and the mutant does not build.
            implicit_return = implicit_return or (sole and block.closure and block.one_line)
            # An initialiser must set every stored property without a value: the compiler
            # rejects a mutant that leaves one out, so it is not made.
            texts = [tokens[i].text for i in range(statement.first, min(statement.first + 4, len(tokens)))]
            sets_property = block.keyword == "init" and texts[:2] == ["self", "."] and len(texts) > 3 and texts[3] == "=" and texts[2] in uninitialised
            if not implicit_return and not sets_property:
                add("delete", first.start, tokens[statement.last].end, "")
        if block.returns and block.returns.endswith("?"):
            if first.text == "return" and statement.last > statement.first and tokens[statement.first + 1].text != "nil":
                add("nil", tokens[statement.first + 1].start, tokens[statement.last].end, "nil")
            elif len(block.statements) == 1 and first.text not in CONTROL | NOT_DELETED and first.text != "nil":
                add("nil", first.start, tokens[statement.last].end, "nil")
        if first.text in ("if", "guard", "while"):
            for clause in _clauses(reader, block, statement):
                _negate(tokens, clause, text, add)

    # Operators, literals and `weak`, token by token.
    for index, token in enumerate(tokens):
        if not visible(index) or index in reader.no_mutation:
            continue
        if token.text == "weak" and index + 1 < len(tokens):
            add("weak", token.start, tokens[index + 1].start, "")
            continue
        if not reader.code[index]:
            continue
        if token.kind == "op" and token.text in FLIPS and token.space_before and token.space_after:
            add("flip", token.start, token.end, FLIPS[token.text])
        elif token.kind == "ident" and token.text in ("true", "false"):
            add("boolean", token.start, token.end, "false" if token.text == "true" else "true")
        elif token.kind == "string" and not token.text.startswith("#") and not token.text.startswith('"""'):
            add("string", token.start, token.end, '""' if token.text != '""' else '"mutant"')
        elif token.kind == "number" and token.text.replace("_", "").isdigit():
            add("integer", token.start, token.end, str(int(token.text.replace("_", "")) + 1))

    # Fields: a labelled argument's data swapped for another's, or replaced by a literal.
    field_mutants(reader, types, visible, add)

    hidden: dict[str, int] = {}
    code_lines = {token.line for token in tokens}
    for line, condition in reader.reach.hidden.items():
        if line in code_lines:
            hidden[condition] = hidden.get(condition, 0) + 1
    ordered = sorted(found.values(), key=lambda m: (m.start, m.kind, m.end))
    return FileMutants(ordered, hidden)


def _properties_without_value(reader: _Reader) -> set[str]:
    """Stored properties declared without a value (`let id: ID`), which an init must set."""
    names = set()
    tokens = reader.tokens
    for block, statement in reader.all_statements:
        if block.kind not in ("type", "top") or statement.last < statement.first:
            continue
        head = list(range(statement.first, statement.last + 1))
        start = _head_start(tokens, head)
        texts = [tokens[i].text for i in head]
        if start + 1 < len(texts) and texts[start] in ("let", "var") and "=" not in texts and "{" not in texts:
            names.add(texts[start + 1])
    return names


def _clauses(reader: _Reader, block: Block, statement: Statement) -> list[list[int]]:
    """The comma-separated clauses of an `if`/`guard`/`while` condition, as token indices."""
    tokens = reader.tokens
    clauses: list[list[int]] = [[]]
    depth = 0
    for index in range(statement.first + 1, statement.last + 1):
        text = tokens[index].text
        if depth == 0 and text in ("{", "else"):
            break
        if text in "([{":
            depth += 1
        elif text in ")]}":
            depth -= 1
        if depth == 0 and text == ",":
            clauses.append([])
            continue
        clauses[-1].append(index)
    return [clause for clause in clauses if clause]


def _negate(tokens: list[Token], clause: list[int], text: str, add) -> None:
    first = tokens[clause[0]]
    if first.text in ("let", "var", "case") or first.kind == "pound":
        return
    operators = []
    depth = 0
    for index in clause:
        token = tokens[index]
        if token.text in "([{":
            depth += 1
        elif token.text in ")]}":
            depth -= 1
        elif depth == 0 and (token.kind == "op" and token.space_before and token.space_after or token.text in ("is", "as")):
            operators.append(token.text)
    if any(operator in FLIPS for operator in operators):
        return  # flipping that operator is this negation, or near enough
    start, end = first.start, tokens[clause[-1]].end
    if first.text == "!" and not first.space_after and not operators:
        add("negate", first.start, first.end, "")
    elif operators:
        add("negate", start, end, "!(" + text[start:end] + ")")
    else:
        add("negate", start, start, "!")


def mutate(text: str, mutant: Mutant) -> str:
    return text[: mutant.start] + mutant.replacement + text[mutant.end :]


from field_mutants import TypeIndex, field_mutants  # noqa: E402  (it reads this module's blocks)
