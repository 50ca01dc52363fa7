"""The field mutants of one Swift file: `swap` and `literal` (see docs/mutation.md).

Generated code moves data field by field: `Request(cartID: self.input.cartID, quantity: quantity)`,
`.addedToCart(productID: request.productID, quantity: request.quantity)`,
`ViewModel(title: response.title, subtitle: response.subtitle)`. A field taken from the wrong
source, or hard-coded, is a bug that only a test with distinct fixture values notices:

- `swap`: in an argument list, one labelled argument's data (the whole value when it is a member
  access or a name, or such an access passed on inside it, as in `formatting.number(response.total)`)
  replaced by another labelled argument's data of the same spelled shape (member access for member
  access, name for name), and a member access `base.field` by `base.other` for each other field
  of `base`'s type that has the same type;
- `literal`: the same data replaced by a literal of its type: `1` for a number, `""`, `true` and
  `false`, `nil` for an optional, `UUID()`, `Date()`, `[]`, `[:]`; nothing for other types.

It is not a type checker. What it knows of types comes from declarations only (`TypeIndex`: stored
and computed properties by type, parameters and names package-wide; in a function, its parameters
and its locals written `let x: T` or `let x = T(…)`). Where two candidates' types are both known
and differ, no swap is made; where a type is unknown, a member access is swapped all the same and
replaced by `0` and `""`, and a name is left alone. A guess that is wrong does not compile and is
counted apart, never as caught.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import swift_mutants as sm

NUMBERS = {
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "Decimal", "TimeInterval",
}
NOT_DATA = {"self", "super", "nil", "true", "false", "Self", "try", "await", "some", "any", "is", "as", "in"}
# Members every collection has, for `response.items.count`.
COLLECTION_MEMBERS = {"count": "Int", "isEmpty": "Bool"}
MAX_MEMBER_SWAPS = 3  # per site: the other fields of the base's type, in declaration order
MAX_LITERALS = 3  # per site


def _normal(type_text: str) -> str:
    return re.sub(r"\s+", " ", type_text).strip()


def _literals(type_text: str) -> list[str]:
    if type_text.endswith("?"):
        return ["nil"]
    if type_text in NUMBERS:
        return ["1"]
    if type_text in ("String", "Substring"):
        return ['""']
    if type_text == "Bool":
        return ["true", "false"]
    if type_text in ("UUID", "Date"):
        return [type_text + "()"]
    if type_text.startswith("[") and type_text.endswith("]"):
        depth = 0
        for character in type_text[1:-1]:
            depth += character in "[(<"
            depth -= character in "])>"
            if character == ":" and depth == 0:
                return ["[:]"]
        return ["[]"]
    return []


@dataclass
class TypeIndex:
    """What the declarations of a package say: each type's properties with their types, and every
    declared name (property or parameter) with the types it is declared with."""

    members: dict[str, dict[str, str]] = field(default_factory=dict)
    names: dict[str, set[str]] = field(default_factory=dict)
    ambiguous: set[str] = field(default_factory=set)  # simple type names declared twice (`Response`)
    simple: dict[str, str] = field(default_factory=dict)  # simple type name -> qualified

    @classmethod
    def of(cls, readers: list) -> "TypeIndex":
        index = cls()
        for reader in readers:
            index._add(reader)
        return index

    def _add(self, reader) -> None:
        for block, statement in reader.all_statements:
            if statement.last < statement.first:
                continue
            if block.kind == "type":
                owner = _type_name(reader, block)
                declared = _property(reader, statement)
                if owner and declared:
                    name, type_text = declared
                    self.members.setdefault(owner, {})[name] = type_text
                    self.names.setdefault(name, set()).add(type_text)
        for block in _all_blocks(reader):
            if block.kind == "type":
                qualified = _type_name(reader, block)
                if qualified:
                    simple = qualified.split(".")[-1]
                    if simple in self.simple and self.simple[simple] != qualified:
                        self.ambiguous.add(simple)
                    self.simple[simple] = qualified
            elif block.keyword in sm.FUNCTION_KEYWORDS and block.head_first >= 0:
                for name, type_text in _parameters(reader, block).items():
                    self.names.setdefault(name, set()).add(type_text)

    def member(self, type_text: str, name: str) -> str | None:
        type_text = type_text.removeprefix("any ").removeprefix("some ")
        if type_text.startswith("[") or type_text in ("String", "Substring"):
            return COLLECTION_MEMBERS.get(name)
        return self.fields(type_text).get(name)

    def fields(self, type_text: str) -> dict[str, str]:
        """A type's properties, by its name as written (`CheckoutModels.Pay.Response`), else by
        its last part when only one type has that name."""
        found = self.members.get(type_text)
        if found is None:
            simple = type_text.split(".")[-1]
            if simple in self.simple and simple not in self.ambiguous:
                found = self.members.get(self.simple[simple])
        return found or {}


def _all_blocks(reader) -> list:
    seen, blocks = set(), []
    for block in reader.block_of:
        while block is not None and id(block) not in seen:
            seen.add(id(block))
            blocks.append(block)
            block = block.parent
    return blocks


def _head(reader, block) -> list[int]:
    return [i for i in range(block.head_first, block.head_end) if reader.block_of[i] is block.parent]


def _type_name(reader, block) -> str | None:
    """The qualified name of the type a `type` block declares or extends: `CheckoutModels.Pay.Response`."""
    names = []
    while block is not None and block.kind == "type" and block.head_first >= 0:
        head = _head(reader, block)
        start = sm._head_start(reader.tokens, head)
        if start + 1 >= len(head) or reader.tokens[head[start]].text not in sm.TYPE_KEYWORDS:
            return None
        position, parts = start + 1, []
        while position < len(head) and reader.tokens[head[position]].kind == "ident":
            parts.append(reader.tokens[head[position]].text)
            if position + 1 < len(head) and reader.tokens[head[position + 1]].text == ".":
                position += 2
                continue
            break
        names[:0] = parts
        if reader.tokens[head[start]].text == "extension":
            break
        block = block.parent
    return ".".join(names) or None


def _text(reader, first: int, last: int) -> str:
    return _normal(reader.text[reader.tokens[first].start : reader.tokens[last].end])


def _property(reader, statement) -> tuple[str, str] | None:
    """`let name: Type` or `var name: Type { … }` (not static): the name and the type."""
    tokens = reader.tokens
    head = list(range(statement.first, statement.last + 1))
    start = sm._head_start(tokens, head)
    modifiers = {tokens[i].text for i in head[:start]}
    if modifiers & {"static", "class"} or start + 3 >= len(head):
        return None
    if tokens[head[start]].text not in ("let", "var") or tokens[head[start + 2]].text != ":":
        return None
    end, depth = start + 3, 0
    while end < len(head):
        text = tokens[head[end]].text
        if depth == 0 and text in ("=", "{"):
            break
        depth += text in "([<"
        depth -= text in ")]>"
        end += 1
    if end == start + 3:
        return None
    return tokens[head[start + 1]].text, _text(reader, head[start + 3], head[end - 1])


def _parameters(reader, block) -> dict[str, str]:
    """A function's or initialiser's parameters: internal name -> type."""
    tokens = reader.tokens
    head = _head(reader, block)
    opening = next((i for i in head if tokens[i].text == "("), None)
    if opening is None:
        return {}
    closing = sm._skip_group(tokens, opening) - 1
    found: dict[str, str] = {}
    for first, last in _split(tokens, opening + 1, closing - 1):
        colon = next((i for i in range(first, last + 1) if tokens[i].text == ":"), None)
        if colon is None or colon == first or colon == last:
            continue
        name = tokens[colon - 1].text
        end, depth = colon + 1, 0
        while end <= last:
            text = tokens[end].text
            if depth == 0 and text == "=":
                break
            depth += text in "([<"
            depth -= text in ")]>"
            end += 1
        if end > colon + 1 and tokens[colon - 1].kind == "ident":
            found[name] = _text(reader, colon + 1, end - 1)
    return found


def _split(tokens, first: int, last: int) -> list[tuple[int, int]]:
    """The comma-separated parts of `first…last` at depth 0, as (first, last) token indices."""
    parts, depth, start = [], 0, first
    for index in range(first, last + 1):
        text = tokens[index].text
        if text in ("(", "[", "{"):
            depth += 1
        elif text in (")", "]", "}"):
            depth -= 1
        elif text == "," and depth == 0:
            if index > start:
                parts.append((start, index - 1))
            start = index + 1
    if last >= start:
        parts.append((start, last))
    return parts


def _locals(reader, block) -> dict[str, set[str]]:
    """Names a code block declares with a type the text says: `let x: T`, `let x = T(…)`."""
    tokens = reader.tokens
    found: dict[str, set[str]] = {}
    for statement in block.statements:
        first = statement.first
        if statement.last < first + 3 or tokens[first].text not in ("let", "var") or tokens[first + 1].kind != "ident":
            continue
        name, marker = tokens[first + 1].text, tokens[first + 2].text
        if marker == ":":
            declared = _property(reader, statement)
            if declared:
                found.setdefault(name, set()).add(declared[1])
        elif marker == "=" and tokens[first + 3].kind == "ident" and tokens[first + 3].text[:1].isupper():
            parts, position = [tokens[first + 3].text], first + 4
            while position + 1 <= statement.last and tokens[position].text == "." and tokens[position + 1].text[:1].isupper():
                parts.append(tokens[position + 1].text)
                position += 2
            if position <= statement.last and tokens[position].text in ("(", "<") and not tokens[position].space_before:
                found.setdefault(name, set()).add(".".join(parts))
    return found


@dataclass
class _Ref:
    first: int  # token indices of a member access (`self.input.cartID`) or a name (`quantity`)
    last: int
    parts: list[str]
    text: str
    types: set[str]
    nested: bool = False  # passed on to a call inside the argument's value, not the value itself

    @property
    def shape(self) -> str:
        return "member" if len(self.parts) > 1 else "name"


class _Scope:
    """The types of names where a token is: its function's parameters and locals, then the
    package's declarations; `self` is the type whose body (or extension) it is in."""

    def __init__(self, reader, types: TypeIndex):
        self.reader = reader
        self.types = types
        self.cache: dict[int, tuple[dict[str, set[str]], str | None]] = {}

    def at(self, index: int) -> tuple[dict[str, set[str]], str | None]:
        block = self.reader.block_of[index]
        key = id(block)
        if key not in self.cache:
            names: dict[str, set[str]] = {}
            owner = None
            current = block
            while current is not None:
                if current.kind == "code":
                    for name, found in _locals(self.reader, current).items():
                        names.setdefault(name, found)
                if current.keyword in sm.FUNCTION_KEYWORDS and current.head_first >= 0:
                    for name, type_text in _parameters(self.reader, current).items():
                        names.setdefault(name, {type_text})
                if current.kind == "type" and owner is None:
                    owner = _type_name(self.reader, current)
                current = current.parent
            self.cache[key] = (names, owner)
        return self.cache[key]

    def resolve(self, index: int, parts: list[str]) -> set[str]:
        names, owner = self.at(index)
        root, rest = parts[0], parts[1:]
        if root == "self":
            found = {owner} if owner else set()
        else:
            # A parameter or local, else a property of the type it is in (`self.` left out),
            # else whatever the package declares with that name.
            member = self.types.member(owner, root) if owner else None
            found = set(names.get(root) or ({member} if member else None) or self.types.names.get(root, set()))
        for name in rest:
            following = {m for t in found if (m := self.types.member(t, name))}
            found = following or set(self.types.names.get(name, set()))
        return found


def _ref_at(reader, index: int, limit: int) -> _Ref | None:
    """The member access or name that starts at `index` and ends at a slot's end (`,` `)` or
    `limit`), if that is all the slot holds."""
    tokens = reader.tokens
    token = tokens[index]
    if token.kind != "ident" or token.text in NOT_DATA - {"self"} or token.text.startswith("$") or token.text[:1].isupper():
        return None
    parts, last = [token.text], index
    while last + 2 <= limit and tokens[last + 1].text == "." and tokens[last + 2].kind == "ident" and not tokens[last + 1].space_before:
        parts.append(tokens[last + 2].text)
        last += 2
    if parts == ["self"]:
        return None
    if last < limit and tokens[last + 1].text not in (",", ")"):
        return None  # a call, a subscript, an optional chain or an operation: not a field alone
    return _Ref(index, last, parts, ".".join(parts), set())


def field_mutants(reader, types: TypeIndex, visible, add) -> None:
    tokens = reader.tokens
    scope = _Scope(reader, types)
    # Every call's argument list in code, and which of them have a labelled argument.
    lists: dict[int, int] = {}
    stack: list[int] = []
    for index, token in enumerate(tokens):
        if token.text in ("(", "[", "{"):
            stack.append(index)
        elif token.text in (")", "]", "}") and stack:
            opening = stack.pop()
            if token.text == ")" and tokens[opening].text == "(":
                lists[opening] = index
    # Per token, the innermost `(`, `[` or `{` around it; per `(`, the `(` around that.
    enclosing: list[int | None] = [None] * len(tokens)
    parent_list: dict[int, int | None] = {}
    stack = []
    for index, token in enumerate(tokens):
        if token.text in (")", "]", "}") and stack:
            stack.pop()
        enclosing[index] = stack[-1] if stack else None
        if token.text in ("(", "[", "{"):
            if token.text == "(":
                parent_list[index] = next((o for o in reversed(stack) if tokens[o].text == "("), None)
            stack.append(index)

    def is_call(opening: int) -> bool:
        if opening == 0 or tokens[opening].space_before:
            return False
        previous = tokens[opening - 1]
        return previous.kind == "ident" and previous.text not in sm.CONTROL | {"return", "case"} or previous.text in (")", "]", "?", "!", ">")

    def labelled(opening: int) -> list[tuple[int, int, int]]:
        """(label, first, last) of each labelled argument: `label: value`."""
        result = []
        for first, last in _split(tokens, opening + 1, lists[opening] - 1):
            if last >= first + 2 and tokens[first].kind == "ident" and tokens[first + 1].text == ":":
                result.append((first, first + 2, last))
        return result

    def mutable(index: int) -> bool:
        return reader.code[index] and visible(index) and index not in reader.no_mutation

    calls = {o: labelled(o) for o in lists if is_call(o) and mutable(o)}
    calls = {o: arguments for o, arguments in calls.items() if arguments}

    def owner_of(opening: int) -> int | None:
        """The innermost labelled call around an unlabelled slot's `(`."""
        current: int | None = opening
        while current is not None and current not in calls:
            current = parent_list.get(current)
        return current

    for opening, arguments in calls.items():
        slots: list[list[_Ref]] = []
        for _label, first, last in arguments:
            refs = []
            whole = _ref_at(reader, first, last)
            if whole is not None and whole.last == last:
                refs.append(whole)
            else:
                # Data passed on inside the value, as in `formatting.number(response.total)`:
                # a member access alone in an unlabelled slot of a call inside it.
                for index in range(first + 1, last + 1):
                    inner = enclosing[index]
                    if tokens[index - 1].text not in ("(", ",") or inner is None or inner <= first:
                        continue
                    if tokens[inner].text != "(" or owner_of(inner) != opening:
                        continue
                    if index + 1 < len(tokens) and tokens[index + 1].text == ":":
                        continue
                    ref = _ref_at(reader, index, lists[inner] - 1)
                    if ref is not None and ref.shape == "member":
                        ref.nested = True
                        refs.append(ref)
            for ref in refs:
                ref.types = scope.resolve(ref.first, ref.parts)
            slots.append(refs)
        for position, refs in enumerate(slots):
            for ref in refs:
                if not mutable(ref.first):
                    continue
                start, end = tokens[ref.first].start, tokens[ref.last].end
                _swaps(reader, scope, types, slots, position, ref, start, end, add)
                _literal(ref, start, end, add)


def _compatible(one: _Ref, other: _Ref) -> bool:
    if one.shape != other.shape:
        return False
    if one.nested and other.nested:
        # What each is passed to decides which types it takes, and that may be several
        # (`formatting.number` takes an integer or a decimal): tried whatever the types.
        return True
    if one.types and other.types:
        return bool(one.types & other.types)
    return one.shape == "member"  # a name of unknown type is left alone


def _swaps(reader, scope: _Scope, types: TypeIndex, slots, position: int, ref: _Ref, start: int, end: int, add) -> None:
    for other_position, others in enumerate(slots):
        if other_position == position:
            continue
        for other in others:
            if other.text != ref.text and _compatible(ref, other):
                add("swap", start, end, other.text)
    if ref.shape != "member" or len(ref.types) != 1:
        return
    (wanted,) = ref.types
    base = ref.parts[:-1]
    made = 0
    for base_type in sorted(scope.resolve(ref.first, base)):
        for name, type_text in types.fields(base_type).items():
            if made < MAX_MEMBER_SWAPS and name != ref.parts[-1] and type_text == wanted:
                add("swap", start, end, ".".join(base + [name]))
                made += 1


def _literal(ref: _Ref, start: int, end: int, add) -> None:
    if ref.types:
        found = []
        for type_text in sorted(ref.types):
            found.extend(literal for literal in _literals(type_text) if literal not in found)
    elif ref.shape == "member":
        found = ["0", '""']
    else:
        found = []
    for literal in found[:MAX_LITERALS]:
        add("literal", start, end, literal)
