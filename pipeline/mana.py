"""Mana costs: a tokenizer and a recursive-descent parser for Scryfall's `mana_cost`.

Modelled on pypa/packaging's ``_tokenizer.py``/``_parser.py``: a table of compiled
regexes, a `Token(name, text, position)`, ``check``/``expect``/``read``, and one
``_parse_<rule>`` per grammar rule with the rule as its docstring. The grammar::

    mana_cost = symbol* END
    symbol    = "{" body "}"
    body      = COLORED | COLORLESS | GENERIC | VARIABLE | HYBRID | MONOCOLORED_HYBRID
              | COLORLESS_HYBRID | PHYREXIAN | HYBRID_PHYREXIAN | SNOW | HALF | INFINITY

The vocabulary is closed (CR 107.4, Scryfall's symbology with ``appears_in_mana_costs``
or ``represents_mana``); docs/rules.md#mana-symbols tabulates every kind with its colors and
mana value. Decisions where the rules leave room (docs/rules.md#parser-decisions):

- Generic symbols are exactly ``{0}`` ... ``{20}``, ``{100}`` and ``{1000000}``, the ones
  Scryfall has a symbol for (CR 107.4b). ``{21}``, ``{01}`` or ``{-1}`` are errors.
- Hybrid pairs are accepted only in the order Scryfall prints them (``{W/U}``, not
  ``{U/W}``); the same for hybrid Phyrexian (``{W/U/P}``). A reversed pair is an error
  whose message names the spelling to use.
- ``{T}`` ``{Q}`` ``{E}`` ``{P}`` ``{H}`` ``{A}`` ``{TK}`` ``{PW}`` ``{CHAOS}`` are symbols
  but not mana (CR 107.5, 107.6, 107.14, 107.18, 107.4g) and never appear in a mana cost.
- A split card's top-level ``"{1}{R} // {2}{U}"`` is two mana costs, not one: callers
  parse each face. Whitespace anywhere is an error.
- ``""`` is a valid, empty mana cost: no mana cost (CR 202.1b), mana value 0 (202.3a),
  a different cost from ``{0}`` (107.4d) though both have mana value 0.

Anything else raises `ManaCostError` with the source and the span of the offending text.
No unknown symbol gets a fallback value. This module is pure: no I/O.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import NoReturn

from pipeline.errors import ManaCostError

__all__ = [
    "COLORS",
    "SYMBOL_KINDS",
    "ManaCost",
    "ManaSymbol",
    "devotion",
    "parse_mana_cost",
    "symbol_info",
]

COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")
"""The five colors in WUBRG order (CR 105.1); every color tuple here uses this order."""

SYMBOL_KINDS: tuple[str, ...] = (
    "colored",
    "colorless",
    "generic",
    "variable",
    "hybrid",
    "monocolored_hybrid",
    "colorless_hybrid",
    "phyrexian",
    "hybrid_phyrexian",
    "snow",
    "half",
    "infinity",
)

# The ten two-color pairs as Scryfall writes them (allied then enemy, CR 107.4e).
_HYBRID_PAIRS = ("W/U", "W/B", "U/B", "U/R", "B/R", "B/G", "R/G", "R/W", "G/W", "G/U")
_PAIRS = "|".join(_HYBRID_PAIRS)

# The body of each kind of symbol, i.e. the text between "{" and "}".
_KIND_PATTERNS: dict[str, str] = {
    "colored": r"[WUBRG]",  # 107.4a
    "colorless": r"C",  # 107.4c
    "generic": r"1000000|100|20|1[0-9]|[0-9]",  # 107.4b, closed set
    "variable": r"[XYZ]",  # 107.3
    "hybrid": _PAIRS,  # 107.4e
    "monocolored_hybrid": r"2/[WUBRG]",  # 107.4e
    "colorless_hybrid": r"C/[WUBRG]",  # 107.4e
    "phyrexian": r"[WUBRG]/P",  # 107.4f
    "hybrid_phyrexian": rf"(?:{_PAIRS})/P",  # 107.4f
    "snow": r"S",  # 107.4h
    "half": r"H[WR]|½",  # Un-cards, not in the CR
    "infinity": r"∞",  # Un-cards
}
assert tuple(_KIND_PATTERNS) == SYMBOL_KINDS

# Packaging's DEFAULT_RULES. A symbol body must be followed by "}", so "{WU}" is one
# unknown symbol rather than "{W" and stray text.
_RULES: dict[str, re.Pattern[str]] = {
    "LEFT_BRACE": re.compile(r"\{"),
    "RIGHT_BRACE": re.compile(r"\}"),
    **{kind.upper(): re.compile(rf"(?:{body})(?=\}})") for kind, body in _KIND_PATTERNS.items()},
    "UNKNOWN_BODY": re.compile(r"[^{}]*"),
    "SPLIT_SEPARATOR": re.compile(r"\s*//\s*"),
    "WHITESPACE": re.compile(r"\s+"),
    "TEXT": re.compile(r"[^{\s]*"),
    "END": re.compile(r"\Z"),  # not "$", which also matches before a final "\n"
}

# "{U/W}" -> "W/U", "{U/W/P}" -> "W/U/P": for the error message of a reversed pair.
_REVERSED_HYBRIDS: dict[str, str] = {
    "/".join(reversed(pair.split("/"))) + suffix: pair + suffix
    for pair in _HYBRID_PAIRS
    for suffix in ("", "/P")
}


@dataclass(frozen=True)
class Token:
    """One matched rule: its name, the text it matched, and where it starts."""

    name: str
    text: str
    position: int


class _Tokenizer:
    """Context-sensitive tokenizer: the parser asks for the token it expects next."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.position = 0
        self.next_token: Token | None = None

    def check(self, name: str) -> bool:
        """Whether rule `name` matches at the current position; if so, stage the token."""
        assert self.next_token is None, f"Cannot check {name!r}, holding {self.next_token}"
        match = _RULES[name].match(self.source, self.position)
        if match is None:
            return False
        self.next_token = Token(name, match[0], self.position)
        return True

    def expect(self, name: str, *, expected: str) -> Token:
        """Read rule `name` or raise a syntax error naming what was expected."""
        if not self.check(name):
            self.raise_syntax_error(f"Expected {expected}")
        return self.read()

    def read(self) -> Token:
        """Consume the staged token."""
        token = self.next_token
        assert token is not None
        self.position += len(token.text)
        self.next_token = None
        return token

    def raise_syntax_error(
        self, message: str, *, span_start: int | None = None, span_end: int | None = None
    ) -> NoReturn:
        """Raise `ManaCostError` over [span_start, span_end), by default the position."""
        span = (
            self.position if span_start is None else span_start,
            self.position if span_end is None else span_end,
        )
        raise ManaCostError(message, self.source, span)


@dataclass(frozen=True)
class ManaSymbol:
    """One mana symbol of a mana cost (CR 107.4).

    `colors` are the colors the symbol counts as for chroma and devotion, in WUBRG
    order: both halves of a hybrid (CR 107.4e, 107.4f), the colored half of ``{2/W}`` and
    ``{C/W}``. `mana_value` is its share of the cost's mana value (CR 202.3): ``{X}`` is 0
    (202.3e), ``{2/W}`` is 2 (202.3f), ``{W/P}`` is 1 (202.3g), half mana is 0.5, and
    ``{∞}`` is None because no number is right.
    """

    text: str
    kind: str
    colors: tuple[str, ...]
    mana_value: float | None
    position: int

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class ManaCost:
    """A parsed mana cost: the source text and its symbols in order (CR 202.1)."""

    source: str
    symbols: tuple[ManaSymbol, ...]

    def __str__(self) -> str:
        return "".join(symbol.text for symbol in self.symbols)

    @property
    def mana_value(self) -> float | None:
        """The total of the symbols' mana values (CR 202.3); None if a symbol is ``{∞}``."""
        total = 0.0
        for symbol in self.symbols:
            if symbol.mana_value is None:
                return None
            total += symbol.mana_value
        return total

    @property
    def chroma(self) -> dict[str, int]:
        """Symbols per color, as chroma counts them (CR 207.2c; Eventide rulings).

        A hybrid symbol counts for each of its colors: ``{3}{U/R}{U/R}`` has two blue and
        two red symbols, so the five counts can add up to more than the colored symbols.
        """
        return {color: sum(color in symbol.colors for symbol in self.symbols) for color in COLORS}

    @property
    def colors(self) -> tuple[str, ...]:
        """The colors of the symbols in the cost, in WUBRG order (CR 105.2, 202.2)."""
        return tuple(c for c in COLORS if any(c in symbol.colors for symbol in self.symbols))

    @property
    def has_variable(self) -> bool:
        """Whether the cost has ``{X}``, ``{Y}`` or ``{Z}`` (CR 107.3)."""
        return any(symbol.kind == "variable" for symbol in self.symbols)


def parse_mana_cost(text: str) -> ManaCost:
    """Parse a mana cost such as ``"{2}{W/U}{W/U}"``; ``""`` is the empty cost.

    Raises `ManaCostError` for anything that is not a sequence of mana symbols, including
    a split card's ``" // "``-joined cost. Results are cached; they are immutable.
    """
    return _parse_cached(text)


def symbol_info(text: str) -> ManaSymbol:
    """Parse `text` as exactly one mana symbol, e.g. ``"{G}"`` (position 0).

    For mana symbols found in oracle text. Non-mana symbols such as ``{T}`` or ``{E}`` and
    anything after the symbol raise `ManaCostError`.
    """
    return _symbol_info_cached(text)


def devotion(cost: ManaCost, colors: str) -> int:
    """Devotion of one mana cost to a color or colors given as letters, e.g. "G" or "GW".

    CR 700.5: the number of mana symbols that are any of those colors. A hybrid symbol
    counts once even when both its halves match, so devotion to "GW" of
    ``{1}{G/W}{G/W}`` is 2, not chroma G + chroma W = 4. Letters may be in either case
    ("gw"); no letters, or a letter that is not one of WUBRG, raise ValueError. The SQL
    macro `devotion(card_id, colors)` accepts and refuses the same strings.
    """
    wanted = set(colors.upper())
    if not wanted or not wanted <= set(COLORS):
        raise ValueError(f"Devotion needs colors from WUBRG, got {colors!r}")
    return sum(1 for symbol in cost.symbols if wanted.intersection(symbol.colors))


@functools.lru_cache(maxsize=4096)
def _parse_cached(text: str) -> ManaCost:
    tokenizer = _Tokenizer(text)
    return ManaCost(text, _parse_mana_cost(tokenizer))


@functools.lru_cache(maxsize=1024)
def _symbol_info_cached(text: str) -> ManaSymbol:
    tokenizer = _Tokenizer(text)
    symbol = _parse_symbol(tokenizer)
    if not tokenizer.check("END"):
        tokenizer.raise_syntax_error(
            "Expected a single mana symbol", span_end=len(tokenizer.source)
        )
    return symbol


def _parse_mana_cost(tokenizer: _Tokenizer) -> tuple[ManaSymbol, ...]:
    """mana_cost = symbol* END"""
    symbols = []
    while not tokenizer.check("END"):
        symbols.append(_parse_symbol(tokenizer))
    return tuple(symbols)


def _parse_symbol(tokenizer: _Tokenizer) -> ManaSymbol:
    """symbol = "{" body "}" """
    if not tokenizer.check("LEFT_BRACE"):
        _raise_expected_symbol(tokenizer)
    start = tokenizer.read().position
    body = _parse_body(tokenizer, start)
    tokenizer.expect("RIGHT_BRACE", expected="'}'")
    kind = body.name.lower()
    return ManaSymbol(
        text=tokenizer.source[start : tokenizer.position],
        kind=kind,
        colors=_body_colors(body.text),
        mana_value=_body_mana_value(kind, body.text),
        position=start,
    )


def _parse_body(tokenizer: _Tokenizer, start: int) -> Token:
    """body = COLORED | COLORLESS | GENERIC | VARIABLE | HYBRID | MONOCOLORED_HYBRID
    | COLORLESS_HYBRID | PHYREXIAN | HYBRID_PHYREXIAN | SNOW | HALF | INFINITY
    """
    for kind in SYMBOL_KINDS:
        if tokenizer.check(kind.upper()):
            return tokenizer.read()
    tokenizer.check("UNKNOWN_BODY")  # always matches, possibly empty
    unknown = tokenizer.read().text
    if not tokenizer.check("RIGHT_BRACE"):
        tokenizer.raise_syntax_error("Unclosed '{'", span_start=start)
    tokenizer.read()
    message = f"Not a mana symbol: {{{unknown}}}"
    if unknown in _REVERSED_HYBRIDS:
        message += f" (hybrid symbols are written {{{_REVERSED_HYBRIDS[unknown]}}})"
    tokenizer.raise_syntax_error(message, span_start=start)


def _raise_expected_symbol(tokenizer: _Tokenizer) -> NoReturn:
    """Explain why the text at the position does not start a symbol."""
    start = tokenizer.position
    if tokenizer.check("SPLIT_SEPARATOR"):
        message = "Expected '{', got ' // ': a split card has one mana cost per face"
    elif tokenizer.check("WHITESPACE"):
        message = "Expected '{', got whitespace"
    else:
        tokenizer.check("TEXT")  # always matches, empty at the end of the text
        message = "Expected '{'"
    tokenizer.read()
    tokenizer.raise_syntax_error(message, span_start=start)


def _body_colors(body: str) -> tuple[str, ...]:
    """The color letters of a symbol body in WUBRG order.

    Works for every kind because the other letters a body can hold (C, P, H, S, X, Y, Z)
    are not color letters: ``C/W`` -> W, ``W/P`` -> W, ``R/W`` -> W R, ``HW`` -> W.
    """
    return tuple(color for color in COLORS if color in body)


def _body_mana_value(kind: str, body: str) -> float | None:
    """A symbol's mana value (CR 202.3)."""
    if kind == "generic":
        return float(body)  # 107.4b
    if kind == "variable":
        return 0.0  # 202.3e
    if kind == "monocolored_hybrid":
        return 2.0  # 202.3f: the largest component
    if kind == "half":
        return 0.5
    if kind == "infinity":
        return None
    return 1.0  # colored, colorless, hybrid (202.3f), Phyrexian (202.3g), snow
