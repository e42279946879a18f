"""Extra cosmic-ray operators for regular expressions, which its own operators never touch.

The mana grammar's vocabulary lives in regex literals (raw strings, r"..."): cosmic-ray
mutates numbers, operators and keywords but no string, so a run over pipeline/mana.py
alone says nothing about the closed vocabulary. These operators mutate the pattern of a
raw string literal, one change at a time:

- RegexDropAlternative: drop one top-level alternative, `100|20|[0-9]` -> `100|[0-9]`
- RegexAnyChar: a character class matches any character, `[WUBRG]` -> `.`
- RegexNarrowClass: a class loses its last member, `[WUBRG]` -> `[WUBR]`, `[0-9]` -> `[0-8]`
- RegexSwapQuantifier: `*` <-> `+`

bench/mutation.py registers them in its scratch copy only (an entry point in a dist-info
folder there, on the copy's PYTHONPATH), so nothing is installed; cosmic-ray names them
"regex/RegexDropAlternative" and so on.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import parso
from cosmic_ray.operators.operator import Example, Operator

_PREFIX = re.compile(r"^([rRbBuU]*)('''|\"\"\"|'|\")")


def _raw_body(node: object) -> tuple[str, str, str] | None:
    """(prefix and quote, body, closing quote) of a raw, non-f string literal node."""
    if getattr(node, "type", None) != "string":
        return None
    value = node.value  # type: ignore[attr-defined]
    match = _PREFIX.match(value)
    if match is None or "r" not in match.group(1).lower():
        return None
    quote = match.group(2)
    return match.group(0), value[match.end() : len(value) - len(quote)], quote


def _classes(body: str) -> Iterator[tuple[int, int]]:
    """Spans of the character classes `[...]` of a pattern (escapes skipped)."""
    i = 0
    while i < len(body):
        if body[i] == "\\":
            i += 2
            continue
        if body[i] == "[":
            j = i + 1
            if j < len(body) and body[j] == "^":
                j += 1
            j += 1  # a "]" right after "[" or "[^" is a member
            while j < len(body) and body[j] != "]":
                j += 2 if body[j] == "\\" else 1
            if j < len(body):
                yield i, j + 1
                i = j + 1
                continue
        i += 1


def _top_level_bars(body: str) -> list[int]:
    """Positions of the `|` outside groups and classes."""
    bars, depth, i = [], 0, 0
    classes = list(_classes(body))
    while i < len(body):
        inside = next((end for start, end in classes if start == i), None)
        if inside is not None:
            i = inside
            continue
        char = body[i]
        if char == "\\":
            i += 2
            continue
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            bars.append(i)
        i += 1
    return bars


def _quantifiers(body: str) -> list[int]:
    classes = list(_classes(body))
    found, i = [], 0
    while i < len(body):
        inside = next((end for start, end in classes if start == i), None)
        if inside is not None:
            i = inside
            continue
        if body[i] == "\\":
            i += 2
            continue
        if body[i] in "*+":
            found.append(i)
        i += 1
    return found


class _RegexOperator(Operator):
    """Mutations of a raw string's pattern, listed by `_bodies(body)`."""

    def _bodies(self, body: str) -> list[str]:
        raise NotImplementedError

    def mutation_positions(self, node):  # type: ignore[no-untyped-def]
        parts = _raw_body(node)
        if parts is None:
            return
        for _ in self._bodies(parts[1]):
            yield (node.start_pos, node.end_pos)

    def mutate(self, node, index):  # type: ignore[no-untyped-def]
        parts = _raw_body(node)
        assert parts is not None
        head, body, quote = parts
        return parso.python.tree.String(head + self._bodies(body)[index] + quote, node.start_pos)


class RegexDropAlternative(_RegexOperator):
    def _bodies(self, body: str) -> list[str]:
        bars = _top_level_bars(body)
        if not bars:
            return []
        edges = [-1, *bars, len(body)]
        parts = [body[edges[k] + 1 : edges[k + 1]] for k in range(len(edges) - 1)]
        return ["|".join(parts[:k] + parts[k + 1 :]) for k in range(len(parts))]

    @classmethod
    def examples(cls):  # type: ignore[no-untyped-def]
        return (Example('x = r"a|b"', 'x = r"b"'), Example('x = r"a|b"', 'x = r"a"', 1))


class RegexAnyChar(_RegexOperator):
    def _bodies(self, body: str) -> list[str]:
        return [body[:start] + "." + body[end:] for start, end in _classes(body)]

    @classmethod
    def examples(cls):  # type: ignore[no-untyped-def]
        return (Example('x = r"[WU]/P"', 'x = r"./P"'),)


class RegexNarrowClass(_RegexOperator):
    def _bodies(self, body: str) -> list[str]:
        out = []
        for start, end in _classes(body):
            members = body[start + 1 : end - 1]
            if len(members) >= 3 and members[-2] == "-" and members[-1] > members[-3]:
                narrowed = members[:-1] + chr(ord(members[-1]) - 1)  # 0-9 -> 0-8
            elif len(members) >= 2 and members[-2] != "\\":
                narrowed = members[:-1]
            else:
                continue
            out.append(body[: start + 1] + narrowed + body[end - 1 :])
        return out

    @classmethod
    def examples(cls):  # type: ignore[no-untyped-def]
        return (Example('x = r"[WUB]"', 'x = r"[WU]"'), Example('x = r"[0-9]"', 'x = r"[0-8]"'))


class RegexSwapQuantifier(_RegexOperator):
    def _bodies(self, body: str) -> list[str]:
        swap = {"*": "+", "+": "*"}
        return [body[:i] + swap[body[i]] + body[i + 1 :] for i in _quantifiers(body)]

    @classmethod
    def examples(cls):  # type: ignore[no-untyped-def]
        return (Example('x = r"\\s*"', 'x = r"\\s+"'),)


OPERATORS = {
    cls.__name__: cls
    for cls in (RegexDropAlternative, RegexAnyChar, RegexNarrowClass, RegexSwapQuantifier)
}


class Provider:
    """cosmic-ray's operator-provider protocol: iterate names, look classes up by name."""

    def __iter__(self) -> Iterator[str]:
        return iter(OPERATORS)

    def __getitem__(self, name: str) -> type[Operator]:
        return OPERATORS[name]
