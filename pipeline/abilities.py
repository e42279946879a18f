"""Oracle text to abilities: activation costs and every way a card face produces mana.

A mana ability (CR 605.1a) is an activated ability that has no target, could add mana
as it resolves, and is not a loyalty ability; a triggered mana ability (605.1b) has no
target, triggers from a mana ability or from mana being added, and could add mana. Spells
(Dark Ritual), loyalty abilities, abilities with a target and abilities that trigger on
any other event still add mana (106.3) but are not mana abilities (605.5a/b).

The parser matches a short list of named templates, nothing cleverer:

- one *shape* per paragraph of oracle text (`_SHAPES`): loyalty ability (CR 606),
  activated ability ``cost: effect`` (602.1), saga chapter (714.2), triggered ability
  (603.1), or static text; a modal bullet (700.2) belongs to the paragraph before it;
- one *add clause* per "add"/"adds" in the effect (`_ADD_CLAUSES`): ``{G}``, ``{W} or
  {U}``, ``one mana of any color``, ``two mana in any combination of colors``, ``one mana
  of any type that a land you control could produce``, ...;
- quoted abilities the card gives to tokens it creates (111.10, Treasure's reminder text)
  or to other objects (``Lands you control have "{T}: Add one mana of any color."``);
- replacement effects on mana production (106.12b), and a land that makes every land a
  basic land type, itself included (Urborg, 305.7);
- the intrinsic ``{T}: Add [symbol]`` of each basic land type in the type line (305.6),
  which the oracle text shows only as reminder text.

Reminder text (in parentheses) is not the card's own text and is never parsed as an
ability of the card (CR 207.2); it is read only for the abilities of tokens the card
creates. A line that mentions adding mana but matches no template is not guessed at: it
comes back in `FaceAbilities.issues` as unrecognised.

Everything here describes printed abilities only; board-state effects such as Blood Moon
acting on other cards are out of scope (USERS.md 12). Mana symbols in costs and in
effects are read with `pipeline.mana`. Pure: no I/O.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TypedDict

from pipeline.errors import ManaCostError
from pipeline.mana import parse_mana_cost, symbol_info

__all__ = [
    "ACTIVATED",
    "ANY_COLOR",
    "ANY_COMBINATION",
    "ANY_TYPE",
    "CHOICES",
    "FIXED",
    "GRANTED",
    "INTRINSIC",
    "LOYALTY",
    "MANA_TYPES",
    "ONE_OF",
    "OTHER_ABILITY",
    "REPLACEMENT",
    "SOURCE_KINDS",
    "SPELL",
    "TOKEN",
    "TRIGGERED",
    "ActivatedAbility",
    "CostParts",
    "FaceAbilities",
    "ManaProduction",
    "cost_fields",
    "could_produce",
    "parse_cost",
    "parse_face",
    "produces",
]

MANA_TYPES: tuple[str, ...] = ("W", "U", "B", "R", "G", "C")
"""The six types of mana (CR 106.1b) in the order every tuple here uses."""
_FIVE_COLORS = frozenset("WUBRG")
_SIX_TYPES = frozenset(MANA_TYPES)

# Where a row of mana production comes from (`ManaProduction.source_kind`).
ACTIVATED = "activated"  # the card's own activated mana ability (605.1a)
TRIGGERED = "triggered"  # the card's own triggered mana ability (605.1b)
INTRINSIC = "intrinsic"  # a basic land type's "{T}: Add [symbol]" (305.6)
SPELL = "spell"  # an instant's or sorcery's effect (605.5b)
LOYALTY = "loyalty"  # a loyalty ability (605.1a excludes it, 606)
OTHER_ABILITY = "other_ability"  # targets, or triggers on another event (605.5a)
TOKEN = "token"  # an ability of a token the card creates, from its quoted/reminder text
GRANTED = "granted"  # an ability the card gives to other objects
REPLACEMENT = "replacement"  # changes what a "tapped for mana" event produces (106.12b)
SOURCE_KINDS: tuple[str, ...] = (
    ACTIVATED,
    TRIGGERED,
    INTRINSIC,
    SPELL,
    LOYALTY,
    OTHER_ABILITY,
    TOKEN,
    GRANTED,
    REPLACEMENT,
)
_OWN_MANA_ABILITY_KINDS = frozenset({ACTIVATED, TRIGGERED, INTRINSIC})

# How the produced types are chosen (`ManaProduction.choice`).
FIXED = "fixed"  # {R}{G}: exactly these
ONE_OF = "one_of"  # {W} or {U}; {W}{W}, {W}{U}, or {U}{U}
ANY_COLOR = "any_color"  # all of one color picked from the colors listed
ANY_COMBINATION = "any_combination"  # each mana picked separately
ANY_TYPE = "any_type"  # one of the six types, colorless included (106.1b)
CHOICES: tuple[str, ...] = (FIXED, ONE_OF, ANY_COLOR, ANY_COMBINATION, ANY_TYPE)


@dataclass(frozen=True, kw_only=True)
class CostParts:
    """The parts of an activation cost (CR 602.1, 118), each as printed.

    `cost_mana` holds only the mana symbols of the cost, e.g. ``"{1}{W}"`` for
    ``{1}{W}, {T}``, and `cost_mana_value` their mana value (CR 202.3; 0 for none). A
    mana symbol in a cost is mana paid, never mana produced (Mystic Gate, Kor Haven).
    `sacrifice`, `life`, `energy` and `discard` are the printed cost items (``"Sacrifice
    Black Lotus"``, ``"Pay 1 life"``, ``"Pay {E}"``, ``"Discard a card"``); `other_cost`
    is every other item (``"Remove a charge counter from ~"``, ``"Tap an untapped creature
    you control"``). {T} and {Q} are not mana (107.5, 107.6); neither is {E} (107.14).
    """

    cost_text: str = ""
    has_tap: bool = False
    has_untap: bool = False
    cost_mana: str = ""
    cost_mana_value: float | None = 0.0
    sacrifice: str | None = None
    life: str | None = None
    energy: str | None = None
    discard: str | None = None
    other_cost: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class ActivatedAbility(CostParts):
    """One activated ability of a face, written ``cost: effect`` (CR 602.1).

    `ability_index` is the 0-based paragraph of the oracle text. A loyalty ability
    (``+1: ...``, CR 606) has `is_loyalty` and its loyalty cost as `cost_text`. The
    intrinsic ability of a basic land type (305.6) has `is_intrinsic`; it takes the index
    of its reminder-text paragraph, or -1 when the text does not show it. Keyword
    abilities written in their short form (Equip {2}, Cycling {2}) are not expanded.
    """

    ability_index: int
    effect_text: str
    is_loyalty: bool = False
    is_intrinsic: bool = False


@dataclass(frozen=True, kw_only=True)
class ManaProduction(CostParts):
    """One way a face produces mana, or leads to mana being produced.

    - `ability_index`: the 0-based paragraph of the oracle text it comes from (-1 for an
      intrinsic ability the text does not show); one paragraph can yield two rows (its
      own ability and a token's), kept in text order.
    - `text`: that paragraph as printed; `source_kind`: one of `SOURCE_KINDS`.
    - `colors`: the types it could add, a subset of W U B R G C in that order; empty when
      it adds nothing of its own (a doubling replacement effect, Mana Reflection).
    - `amount`: ``"1"``, ``"3"``, or the printed expression (``"X, where X is ~'s power"``,
      ``"1 for each Elf you control"``, ``"equal to this creature's power"``).
    - `choice`: one of `CHOICES`; `depends_on`: what the types depend on (the types other
      permanents could produce, a chosen color, the commander's color identity, ...); such
      an ability may produce nothing (106.5), and `colors` is then the upper bound.
    - `restriction`: the "Spend this mana only ..." sentence (106.6), if any.
    - the cost parts of the ability that adds the mana (a Treasure token's ``{T},
      Sacrifice this token``, a granted ability's cost); empty for spells and triggers.
    - `is_mana_ability`: CR 605.1a/b as of 2025. For `token` and `granted` rows it is
      about the ability the token or the other object gets (Treasure's is one).
    - `is_mana_ability_2026`: the same under the August 2026 CR, whose 605.1a also
      requires that an activated ability's cost and effect move no card to or from a
      library (``Add {W}{U}. Draw a card.``, ``{T}, Mill a card: Add {C}.``).
    """

    ability_index: int
    text: str
    source_kind: str
    colors: tuple[str, ...]
    amount: str
    choice: str
    depends_on: str | None = None
    restriction: str | None = None
    is_mana_ability: bool = False
    is_mana_ability_2026: bool = False


@dataclass(frozen=True)
class FaceAbilities:
    """What `parse_face` finds on one face: activated abilities, mana rows, issues.

    `issues` are the paragraphs that mention adding mana but matched no template
    ("unrecognised"): they produce nothing here and are reported, never guessed at.
    """

    activated: tuple[ActivatedAbility, ...]
    mana: tuple[ManaProduction, ...]
    issues: tuple[str, ...]


# --------------------------------------------------------------------------------------
# Text preparation
# --------------------------------------------------------------------------------------

_REMINDER = re.compile(r"\s*\(([^()]*)\)")
"""Reminder text: a parenthesized aside (CR 207.2). Not part of the card's abilities."""

_QUOTED = re.compile(r'"([^"]*)"')
"""A quoted ability the card gives to a token or to another object (CR 113.1a)."""

_NESTED_QUOTED = re.compile(r"(?:^|[\s(])'(?=[{A-Z+−0-9])(.+)'(?=[.,]?$|[.,]?\s)")
"""A quoted ability inside a quoted ability, in single quotes (Roar of the Fifth People)."""

_MASK = "\u2026"  # what replaces a quoted ability in the text of the card's own ability

_SENTENCE = re.compile(r"[^.]+(?:\.|$)")

# Words that refer to the object itself (CR 201.4b: "the name refers to this object").
_SELF_NAMES = r"this (?:creature|artifact|land|permanent|enchantment|Vehicle|Saga|card)"


@dataclass(frozen=True)
class _Paragraph:
    """One paragraph (line) of oracle text.

    `own` is the card's own text, reminder text removed. `masked` is `own` with quoted
    abilities replaced by ``"…"``; those are in `quotes`. `reminders` keeps the removed
    reminder texts, read only for tokens' abilities.
    """

    index: int
    text: str
    own: str
    masked: str
    quotes: tuple[str, ...]
    reminders: tuple[str, ...]


def _self_pattern(name: str | None) -> str:
    """Words that name this object (CR 201.4b): its name, the short form of a legendary
    name ("Baylen" for "Baylen, the Haymaker"; older text names the card: "Sacrifice
    Black Lotus"), and "this creature" and the like in current text."""
    names = {name, name.split(", ")[0]} if name else set()
    printed = [re.escape(n) for n in sorted(names, key=len, reverse=True)]
    return "|".join([*printed, _SELF_NAMES])


def _paragraphs(oracle_text: str) -> list[_Paragraph]:
    paragraphs = []
    for index, text in enumerate(oracle_text.split("\n")):
        reminders = tuple(m[1] for m in _REMINDER.finditer(text))
        own = _REMINDER.sub("", text).strip()
        quotes = tuple(m[1] for m in _QUOTED.finditer(own))
        masked = _QUOTED.sub(f'"{_MASK}"', own)
        paragraphs.append(_Paragraph(index, text, own, masked, quotes, reminders))
    return paragraphs


# --------------------------------------------------------------------------------------
# Activation costs (CR 602.1, 118)
# --------------------------------------------------------------------------------------

_COST_ITEMS: dict[str, re.Pattern[str]] = {
    "symbols": re.compile(r"(?:\{[^{}]+\})+"),  # {T}, {Q}, {E}, mana symbols
    "life": re.compile(r"Pay (?:\w+|X) life", re.IGNORECASE),  # 119.4
    "energy": re.compile(r"Pay (?:(?:\{E\})+|\w+ (?:or more )?\{E\})"),  # 107.14
    "sacrifice": re.compile(r"Sacrifice\b.*"),  # 701.21
    "discard": re.compile(r"Discard\b.*"),  # 701.9
}


def parse_cost(cost_text: str, *, name: str | None = None) -> CostParts:
    """Split an activation cost into its parts (CR 602.1b, 118.12).

    Items are separated by commas; an item continues the one before when it does not
    start with a symbol or a capital letter ("Sacrifice an artifact, creature, or land").
    `name` is the card's name, whose comma does not separate items ("Remove a ki counter
    from Azamuki, Treachery Incarnate").
    """
    protected = cost_text
    if name and ", " in name:
        protected = cost_text.replace(name, name.replace(", ", _NAME_COMMA))
    items: list[str] = []
    for piece in re.split(r",\s*|(?<=\})\s+(?=[A-Z])", protected):
        piece = piece.replace(_NAME_COMMA, ", ")
        if items and not re.match(r"[{A-Z+−0-9]", piece):
            items[-1] += ", " + piece
        else:
            items.append(piece.strip())
    has_tap = has_untap = False
    mana: list[str] = []
    energy: list[str] = []
    found: dict[str, str] = {}
    other: list[str] = []
    for item in items:
        if _COST_ITEMS["symbols"].fullmatch(item):
            for symbol in re.findall(r"\{[^{}]+\}", item):
                if symbol == "{T}":
                    has_tap = True
                elif symbol == "{Q}":
                    has_untap = True
                elif symbol == "{E}":
                    energy.append(symbol)
                elif _is_mana_symbol(symbol):
                    mana.append(symbol)
                else:
                    other.append(symbol)
            continue
        for part in ("life", "energy", "sacrifice", "discard"):
            if _COST_ITEMS[part].fullmatch(item) and part not in found:
                found[part] = item
                break
        else:
            other.append(item)
    cost_mana = "".join(mana)
    return CostParts(
        cost_text=cost_text,
        has_tap=has_tap,
        has_untap=has_untap,
        cost_mana=cost_mana,
        cost_mana_value=parse_mana_cost(cost_mana).mana_value,
        sacrifice=found.get("sacrifice"),
        life=found.get("life"),
        energy=found.get("energy") or ("".join(energy) or None),
        discard=found.get("discard"),
        other_cost=tuple(other),
    )


_NAME_COMMA = "\x00"  # stands for the comma of a card name while a cost is split


def _is_mana_symbol(symbol: str) -> bool:
    try:
        symbol_info(symbol)
    except ManaCostError:
        return False
    return True


# --------------------------------------------------------------------------------------
# Add clauses: what follows "add"/"adds" (CR 106.3, 106.4)
# --------------------------------------------------------------------------------------

_SYM = r"\{[^{}\s]+\}"
_SYMS = rf"(?:{_SYM})+"
_NUMBER_WORDS = {
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "10",
    "one and one-half": "1.5",
}
_N = r"(?P<n>X|\d+|one and one-half|one|two|three|four|five|six|seven|eight|nine|ten|that much)"

_ADD_VERB = re.compile(r"\b(?:[Aa]dd|adds)\b(?=[^.]*?(?:\{|\bmana\b))")
"""An "add" that mentions mana: "Add {G}", "adds one mana". Not "add a lore counter"."""

_ADDITIONAL = re.compile(r"^(?:an additional |additional |(one) additional )")

_FOR_EACH_COLOR = re.compile(
    r"For each (?P<what>color|colored mana symbol) (?P<where>(?:among|in) [^,.]+), (?:you )?$"
)
"""What "that color" refers to in "For each color among permanents you control, add one
mana of that color" (Bloom Tender): one mana of each of those colors."""


@dataclass(frozen=True)
class _Yield:
    """What one add clause produces."""

    template: str
    colors: frozenset[str]
    amount: str
    choice: str
    depends_on: str | None = None


@dataclass(frozen=True)
class _Clause:
    name: str
    pattern: re.Pattern[str]
    build: Callable[[re.Match[str]], _Yield | None]


def _symbol_types(symbols: str) -> frozenset[str] | None:
    """The mana types a run of produced symbols adds: {G} -> G, {C} -> C, {HR} -> R.

    A generic symbol in an effect is colorless mana (older wording of {C}, CR 107.4c).
    None if a symbol is not a mana symbol (the clause is then unrecognised).
    """
    types: set[str] = set()
    for text in re.findall(r"\{[^{}]+\}", symbols):
        try:
            symbol = symbol_info(text)
        except ManaCostError:
            return None
        if symbol.kind in ("colorless", "generic", "infinity"):
            types.add("C")
        elif symbol.kind in ("colored", "half") and symbol.colors:
            types.update(symbol.colors)
        else:
            return None
    return frozenset(types)


def _count(n: str) -> str:
    return _NUMBER_WORDS.get(n, n)


def _symbols(template: str, choice: str) -> Callable[[re.Match[str]], _Yield | None]:
    """{R}{G} (fixed), "seven {R}", "that much {G}"."""

    def build(m: re.Match[str]) -> _Yield | None:
        types = _symbol_types(m["syms"])
        if types is None:
            return None
        groups = m.groupdict()
        if groups.get("n"):
            amount = _count(groups["n"])
        elif groups.get("expr"):
            amount = f"equal to {groups['expr']}"
        else:
            amount = str(len(re.findall(r"\{", m["syms"])))
        return _Yield(template, types, amount, choice)

    return build


def _symbol_options(template: str, choice: str) -> Callable[[re.Match[str]], _Yield | None]:
    """{W} or {U}; {U}, {B}, or {R}; {W}{W}, {W}{U}, or {U}{U}; {W}{W}, ..., and {G}{G}."""

    def build(m: re.Match[str]) -> _Yield | None:
        options = re.findall(_SYMS, m["opts"])
        types = [_symbol_types(option) for option in options]
        if any(t is None for t in types):
            return None
        colors = frozenset().union(*(t for t in types if t is not None))
        sizes = [len(re.findall(r"\{", option)) for option in options]
        if choice == FIXED:
            amount = str(sum(sizes))
        else:
            amount = " or ".join(dict.fromkeys(str(s) for s in sizes))
        return _Yield(template, colors, amount, choice)

    return build


def _colors_of(
    template: str, choice: str, depends: str | None = None, *, types: bool = False
) -> Callable[[re.Match[str]], _Yield | None]:
    """N mana of any color / of the chosen color / of any type that ... could produce."""

    def build(m: re.Match[str]) -> _Yield | None:
        groups = m.groupdict()
        amount = _count(groups["n"]) if groups.get("n") else "1"
        if groups.get("expr"):
            amount = f"equal to {groups['expr']}"
        what = groups.get("what")
        colors = _SIX_TYPES if types or what == "type" else _FIVE_COLORS
        pair = [groups.get("a"), groups.get("b")]
        if all(pair):
            found = _symbol_types("".join(p for p in pair if p))
            if found is None:
                return None
            colors = found
        depends_on = depends
        if groups.get("obj"):
            depends_on = (depends or "{obj}").format(obj=groups["obj"])
        return _Yield(
            template, colors, amount, ANY_TYPE if colors == _SIX_TYPES else choice, depends_on
        )

    return build


def _clause(name: str, pattern: str, build: Callable[[re.Match[str]], _Yield | None]) -> _Clause:
    return _Clause(name, re.compile(pattern), build)


_ADD_CLAUSES: tuple[_Clause, ...] = (
    # "{W}{W}, {U}{U}, {B}{B}, {R}{R}, and {G}{G}" (Esper Terra): all of them.
    _clause(
        "symbols_all",
        rf"(?P<opts>{_SYMS}(?:, {_SYMS})+,? and {_SYMS})",
        _symbol_options("symbols_all", FIXED),
    ),
    # "{W} or {U}", "{U}, {B}, or {R}", "{W}{W}, {W}{U}, or {U}{U}" (Mystic Gate).
    _clause(
        "symbol_choice",
        rf"(?P<opts>{_SYMS}(?:\s*,\s*{_SYMS})*\s*,?\s+or\s+{_SYMS})",
        _symbol_options("symbol_choice", ONE_OF),
    ),
    # "an amount of {G} equal to ~'s power"
    _clause(
        "amount_of_symbol",
        rf"an amount of (?P<syms>{_SYM}) equal to (?P<expr>[^.]+)",
        _symbols("amount_of_symbol", FIXED),
    ),
    # "seven {R}", "that much {G}", "twice that much {G}"
    _clause(
        "counted_symbol",
        rf"(?P<n>(?:twice )?that much|two|three|four|five|six|seven|eight|nine|ten)"
        rf" (?P<syms>{_SYM})",
        _symbols("counted_symbol", FIXED),
    ),
    # "{G}", "{C}{C}", "{R}{G}" (Sol Ring, Rakdos Signet).
    _clause("symbols", rf"(?P<syms>{_SYMS})", _symbols("symbols", FIXED)),
    # "one mana of any color in your commander's color identity" (Command Tower).
    _clause(
        "commander_identity",
        rf"{_N} mana of any color in your commander's color identity",
        _colors_of("commander_identity", ANY_COLOR, "your commander's color identity"),
    ),
    # "one mana of any type that a land you control could produce" (Reflecting Pool),
    # "... any color that a land an opponent controls could produce" (Exotic Orchard),
    # "one mana of any type that land produced" (Mana Flare): CR 106.7.
    _clause(
        "could_produce",
        rf"{_N} mana of any (?P<what>type|color) (?:that )?"
        r"(?P<obj>[^.]+? (?:could produce|produced))",
        _colors_of("could_produce", ANY_COLOR, "the types {obj}"),
    ),
    # "one mana of any color among legendary creatures and planeswalkers you control"
    _clause(
        "color_among",
        rf"{_N} mana of any (?P<what>color|type) among (?P<obj>[^.]+)",
        _colors_of("color_among", ANY_COLOR, "the colors among {obj}"),
    ),
    # "one mana of any of the exiled card's colors" (Chrome Mox).
    _clause(
        "card_colors",
        rf"{_N} mana of any of (?P<obj>[^.]+?) colors",
        _colors_of("card_colors", ANY_COLOR, "{obj} colors"),
    ),
    # "three mana of any one color", "X mana of any one color", "one mana of any color".
    _clause(
        "any_color",
        rf"{_N} mana of any (?:one )?color(?: they choose)?(?! (?:that|in|among))",
        _colors_of("any_color", ANY_COLOR),
    ),
    # "two mana in any combination of colors", "X mana in any combination of {R} and/or {G}"
    _clause(
        "any_combination",
        rf"{_N} mana in any combination of (?:colors|(?P<a>{_SYM}) and/or (?P<b>{_SYM}))",
        _colors_of("any_combination", ANY_COMBINATION),
    ),
    # "two mana of different colors"
    _clause(
        "different_colors",
        rf"{_N} mana of different colors",
        _colors_of("different_colors", ANY_COMBINATION),
    ),
    # "one mana of the chosen color", "one mana of that color", "an amount of mana of
    # that color equal to ..." (Nykthos): the color is chosen elsewhere.
    _clause(
        "chosen_color",
        rf"(?:{_N} mana|an amount of mana) of "
        r"(?:the chosen color|that color|the color of your choice)"
        r"(?: equal to (?P<expr>[^.]+))?",
        _colors_of("chosen_color", ANY_COLOR, "a chosen color"),
    ),
    # "one mana of ~'s last noted type" (Jeweled Amulet), "~'s last noted type and amount".
    _clause(
        "noted_type",
        r"(?:one mana of )?(?P<obj>[^.]+?)'s last noted type",
        _colors_of("noted_type", ANY_TYPE, "the type noted on {obj}", types=True),
    ),
    # "mana equal to enchanted permanent's mana cost" (Elemental Resonance).
    _clause(
        "mana_cost_copy",
        r"mana equal to (?P<obj>[^.]+?)'s mana cost",
        _colors_of("mana_cost_copy", ANY_TYPE, "the symbols of {obj}'s mana cost", types=True),
    ),
    # "the mana lost this way" (Drain Power).
    _clause(
        "mana_lost",
        r"the mana (?P<obj>lost this way)",
        _colors_of("mana_lost", ANY_TYPE, "the mana {obj}", types=True),
    ),
)

_AMOUNT_TAILS: dict[str, re.Pattern[str]] = {
    "for_each": re.compile(r"\s+for each (?P<x>[^.]+)"),
    "where_x": re.compile(r",? where X is (?P<x>[^.]+)"),
}


def _read_add_clauses(text: str) -> tuple[list[_Yield], bool]:
    """Every add clause in `text` (quoted abilities already masked).

    Returns what each recognised clause yields and whether some clause that mentions
    mana matched no template.
    """
    yields: list[_Yield] = []
    unrecognised = False
    for verb in _ADD_VERB.finditer(text):
        rest = text[verb.end() :].lstrip()
        additional = _ADDITIONAL.match(rest)
        if additional:
            rest = (additional[1] + " " if additional[1] else "") + rest[additional.end() :]
        found = _read_one_clause(rest)
        if found is None:
            unrecognised = True
            continue
        sentence_start = text.rfind(". ", 0, verb.start()) + 2 if ". " in text else 0
        antecedent = _FOR_EACH_COLOR.search(text, max(sentence_start - 2, 0), verb.start())
        if antecedent and found.template == "chosen_color":
            what = "colors" if antecedent["what"] == "color" else "colored mana symbols"
            found = _Yield(
                found.template,
                found.colors,
                found.amount,
                ANY_COMBINATION,
                f"the {what} {antecedent['where']}",
            )
        yields.append(found)
    return yields, unrecognised


def _read_one_clause(rest: str) -> _Yield | None:
    for clause in _ADD_CLAUSES:
        m = clause.pattern.match(rest)
        if m is None:
            continue
        found = clause.build(m)
        if found is None:
            return None
        tail = rest[m.end() :]
        for kind, tail_pattern in _AMOUNT_TAILS.items():
            t = tail_pattern.match(tail)
            if t is None:
                continue
            if kind == "for_each":
                amount = f"{found.amount} for each {t['x']}"
            else:
                amount = f"{found.amount}, where X is {t['x']}"
            found = _Yield(found.template, found.colors, amount, found.choice, found.depends_on)
            break
        return found
    return None


# --------------------------------------------------------------------------------------
# Paragraph shapes (CR 602.1, 603.1, 606, 714.2)
# --------------------------------------------------------------------------------------

_SHAPES: dict[str, re.Pattern[str]] = {
    # "I, II — Add {G}{G}." A chapter ability is a triggered ability (714.2b).
    "chapter": re.compile(r"^(?P<word>[IVX]+(?:, [IVX]+)*) — (?P<effect>.+)$"),
    # "• Add {R}." A mode of the spell or ability in the paragraph before (700.2).
    "bullet": re.compile(r"^• (?P<effect>.+)$"),
    # "Max speed — ", "Exhaust — ", "{TK}{TK} — ": an ability word or flavor word
    # (207.2c, 207.2d) before the ability; it has no rules meaning.
    "ability_word": re.compile(r"^(?P<word>[A-Z{0-9][^—:\"]{0,48}?) — (?P<effect>.+)$"),
    # "+1: Add {R}{R}.", "−10: ...", "0: ..." (606.3).
    "loyalty": re.compile(r"^(?P<cost>[+−-]?(?:\d+|X)): (?P<effect>.+)$"),
    # "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}." (602.1)
    "activated": re.compile(
        r"^(?P<cost>(?!(?:When|Whenever|At|If|As|Until|For|Each|Choose)\b)"
        r"[{A-Z][^:\"" + _MASK + r"]*?): (?P<effect>.+)$"
    ),
    # "When ~ enters, add {R}{G}.", "Whenever enchanted land is tapped for mana, ..." (603.1)
    "triggered": re.compile(r"^(?P<effect>(?:When|Whenever|At)\b.+)$"),
}

_MANA_TRIGGER = re.compile(
    r"\b(?:is|are) tapped for (?:mana|\{)"  # Wild Growth, Utopia Sprawl
    r"|\btaps? (?!an untapped)[^.]*? for (?:mana|\{[WUBRGC]\})"  # Mana Flare, Kinnan
    r"|\bability causes you to add\b"  # Caged Sun
)
"""The trigger events of a triggered mana ability (CR 605.1b, 106.12a)."""

_TARGET = re.compile(r"\btargets?\b", re.IGNORECASE)
"""An ability with a target is not a mana ability (605.1a, 605.1b, 605.5a)."""

_RESTRICTION = re.compile(
    r"(?:Spend this mana only|This mana can't be spent|You can't spend this mana)[^.]*\."
)
"""Restrictions on spending (CR 106.6)."""

_MOVES_LIBRARY_CARD = re.compile(
    r"\bdraws? (?:a|an|one|two|three|X|that many) (?:additional )?cards?\b"
    r"|\bmills?\b|\bsearch(?:es)? (?:your|their|its owner's) library\b"
    r"|\bPut the top [^.]*? of (?:your|their) library\b"
    r"|\bexiles? the top [^.]*? of (?:your|their|target player's|that player's) library\b"
    r"|\b(?:into|on (?:the )?(?:top|bottom) of) (?:your|their|its owner's|their owner's) library\b",
    re.IGNORECASE,
)
"""Moving a card to or from a library (CR 2026-08-07, 605.1a's new clause)."""

_TRIGGER_WORDS = re.compile(r"\b(?:[Ww]hen|[Ww]henever|at the beginning of)\b")
"""The words of a trigger condition (CR 603.1)."""

_DELAYED_TRIGGER = re.compile(r"(?:When|Whenever)\b")
"""A sentence of an effect that is a delayed triggered ability it creates (CR 603.7):
"When that mana is spent to cast ..., copy that spell"."""

_SETS_UP_DELAYED_TRIGGER = re.compile(
    r"\b(?:at the beginning of|when that mana is spent|when you next)\b", re.IGNORECASE
)
"""A sentence whose action happens later, in a delayed trigger: "Draw a card at the
beginning of the next turn's upkeep" (Astrolabe)."""

_REPLACEMENT = re.compile(
    r"\b(?:If|if) (?:you tap|a player taps|an? [^,]*?(?:is|are) tapped for mana|[^,]*?would "
    r"(?:add|produce))[^,]*, (?:[^.]*? )?(?:produces?|adds?) (?P<what>[^.]*?) instead\b"
    r"|\bwould add [^.]* mana instead add (?P<what2>[^.]*)"
)
"""A replacement effect on producing mana (CR 106.12b): Mana Reflection, Contamination."""

_BASIC_LAND_TYPES: dict[str, str] = {
    "Plains": "W",
    "Island": "U",
    "Swamp": "B",
    "Mountain": "R",
    "Forest": "G",
}
_BASIC = r"(?:Plains|Island|Swamp|Mountain|Forest)"
_TYPE_CHANGE = re.compile(
    rf"(?:^|\. )(?:Each land|All lands|Lands you control) (?:is|are) (?:an? )?"
    rf"(?P<types>{_BASIC}s?(?:(?:,|,? and|,? or) {_BASIC}s?)*|every basic land type)\b"
)
"""A land-type change that covers every land, this one included: "Each land is a Swamp in
addition to its other land types." (Urborg; 305.7 gives it the Swamp's 305.6 ability)."""

_BASIC_REMINDER = re.compile(rf"^\{{T\}}: Add {_SYM}(?:(?:,| or|, or) {_SYM})*\.$")
"""The reminder text of basic land types in the oracle text: "({T}: Add {G} or {W}.)"."""

_CREATES_TOKEN = re.compile(
    r"\bcreates?\b[^.]*?\btokens?\b|\bgift an? (?!card\b)\w+"
    r"|\bbegin the game with\b[^.]*?\btokens?\b",
    re.IGNORECASE,
)
"""Creating a token, or promising one as a gift (CR 111.2, 702.174)."""

_SELF_GRANT = (
    r"(?:^|[.,—] |\bthen )(?:(?P<self>{self})|(?P<pronoun>\b(?:it|he|she)\b))"
    r"(?:[^.\"]*? )?(?:has|gains?|have)\b[^.\"]*$"
)
"""A quoted ability the card gives itself ("As long as ~ is renowned, it has ..."),
with {self} the words that name the object."""


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


def _restriction(text: str) -> str | None:
    found = _RESTRICTION.search(text)
    return found[0] if found else None


def _has_target(text: str) -> bool:
    """Whether the ability targets (CR 115.1). A delayed trigger the effect sets up ("When
    that mana is spent ..., copy that spell and you may choose new targets", CR 603.7)
    is a separate ability, and a spending restriction is not a target."""
    return any(
        _TARGET.search(s) and not _DELAYED_TRIGGER.match(s)
        for s in _sentences(_RESTRICTION.sub("", text))
    )


def _moves_library_card(text: str) -> bool:
    """Whether a cost or effect moves a card to or from a library, now (not later).

    Delayed triggers the effect sets up ("Draw a card at the beginning of the next turn's
    upkeep", "When that mana is spent ...") are separate abilities and do not count.
    """
    return any(
        _MOVES_LIBRARY_CARD.search(s) and not _SETS_UP_DELAYED_TRIGGER.search(s)
        for s in _sentences(text.replace(_MASK, ""))
    )


def _combine(yields: Sequence[_Yield], text: str) -> _Yield:
    """One row for an ability with several add clauses: the union of the types and the
    amounts joined by "; ". The choice is `one_of` when one clause replaces another with
    other types ("Add {U}. If you played a land this turn, add {B} instead.") or the
    clauses choose differently; otherwise the clauses' common choice ("Add {R}{R}, then
    add {R} for each ...")."""
    if len(yields) == 1:
        return yields[0]
    colors = frozenset().union(*(y.colors for y in yields))
    amount = "; ".join(dict.fromkeys(y.amount for y in yields))
    choices = {y.choice for y in yields}
    replaced = re.search(r"\binstead\b", text) and len({y.colors for y in yields}) > 1
    choice = choices.pop() if len(choices) == 1 and not replaced else ONE_OF
    depends = "; ".join(dict.fromkeys(y.depends_on for y in yields if y.depends_on)) or None
    return _Yield("+".join(y.template for y in yields), colors, amount, choice, depends)


def _ordered(colors: Iterable[str]) -> tuple[str, ...]:
    present = set(colors)
    return tuple(t for t in MANA_TYPES if t in present)


# --------------------------------------------------------------------------------------
# The face parser
# --------------------------------------------------------------------------------------


@dataclass
class _Context:
    """What a modal bullet belongs to: the kind and cost of the paragraph before."""

    kind: str = "static"
    cost: CostParts | None = None


class _FaceParser:
    """Collects the abilities of one face, paragraph by paragraph."""

    def __init__(self, oracle_text: str, type_line: str, name: str | None) -> None:
        self.type_line = type_line
        self.name = name
        self.is_spell = bool(re.search(r"\b(?:Instant|Sorcery)\b", type_line.split("—")[0]))
        self.is_land = bool(re.search(r"\bLand\b", type_line.split("—")[0]))
        # Scryfall's "Card" type is a non-game insert (a World Championship player's
        # biography): its text is prose, not abilities (CR 108.2 vs. 300.1).
        is_game_object = type_line.strip() != "Card"
        self.paragraphs = _paragraphs(oracle_text) if oracle_text and is_game_object else []
        self.self_words = _self_pattern(name)
        self.activated: list[ActivatedAbility] = []
        self.mana: list[ManaProduction] = []
        self.issues: list[str] = []
        self.context = _Context()

    def parse(self) -> FaceAbilities:
        self._intrinsic()
        for paragraph in self.paragraphs:
            self._paragraph(paragraph)
        self.mana.sort(key=lambda row: row.ability_index)
        return FaceAbilities(tuple(self.activated), tuple(self.mana), tuple(self.issues))

    # -- CR 305.6 ------------------------------------------------------------------

    def _intrinsic(self) -> None:
        """Each basic land type in the type line gives "{T}: Add [symbol]" (305.6).

        The separate abilities of a dual type (Bayou) are one row, as the reminder text
        shows them ("{T}: Add {B} or {G}.").
        """
        if not self.is_land or "—" not in self.type_line:
            return
        subtypes = self.type_line.split("—", 1)[1].split()
        colors = _ordered(_BASIC_LAND_TYPES[t] for t in subtypes if t in _BASIC_LAND_TYPES)
        if not colors:
            return
        symbols = [f"{{{c}}}" for c in colors]
        if len(symbols) == 1:
            effect = f"Add {symbols[0]}."
        elif len(symbols) == 2:
            effect = f"Add {symbols[0]} or {symbols[1]}."
        else:
            effect = f"Add {', '.join(symbols[:-1])}, or {symbols[-1]}."
        index, text = -1, f"{{T}}: {effect}"
        for paragraph in self.paragraphs:
            reminders = paragraph.reminders
            if not paragraph.own and any(_BASIC_REMINDER.match(r) or text in r for r in reminders):
                index, text = paragraph.index, paragraph.text
                break
        cost = parse_cost("{T}")
        self.activated.append(
            ActivatedAbility(
                **cost_fields(cost), ability_index=index, effect_text=effect, is_intrinsic=True
            )
        )
        self.mana.append(
            ManaProduction(
                **cost_fields(cost),
                ability_index=index,
                text=text,
                source_kind=INTRINSIC,
                colors=colors,
                amount="1",
                choice=FIXED if len(colors) == 1 else ONE_OF,
                is_mana_ability=True,
                is_mana_ability_2026=True,
            )
        )

    # -- one paragraph -------------------------------------------------------------

    def _paragraph(self, p: _Paragraph) -> None:
        if not p.own:
            return  # reminder text only
        produced_before = len(self.mana)
        masked = p.masked
        bullet = _SHAPES["bullet"].match(masked)
        if bullet:
            masked = bullet["effect"]
        else:
            self.context = _Context()
        chapter = _SHAPES["chapter"].match(masked)
        if chapter:
            masked = chapter["effect"]
        else:
            word = _SHAPES["ability_word"].match(masked)
            if word and not masked.startswith(("When", "Whenever", "At ")):
                masked = word["effect"]
        unrecognised = False
        if bullet and self.context.kind != "static":
            unrecognised = self._own(p, masked, self.context.kind, self.context.cost)
        elif chapter:
            self.context = _Context(OTHER_ABILITY)
            unrecognised = self._own(p, masked, OTHER_ABILITY, None)
        elif loyalty := _SHAPES["loyalty"].match(masked):
            cost = CostParts(cost_text=loyalty["cost"])
            self._activated(p, loyalty["cost"], loyalty["effect"], cost, is_loyalty=True)
            self.context = _Context(LOYALTY, cost)
            unrecognised = self._own(p, loyalty["effect"], LOYALTY, cost)
        elif (activated := _SHAPES["activated"].match(masked)) and self._is_cost(activated["cost"]):
            cost = parse_cost(activated["cost"], name=self.name)
            self._activated(p, activated["cost"], activated["effect"], cost, is_loyalty=False)
            self.context = _Context(ACTIVATED, cost)
            unrecognised = self._own(p, activated["effect"], ACTIVATED, cost)
        elif _SHAPES["triggered"].match(masked):
            self.context = _Context(TRIGGERED)
            unrecognised = self._own(p, masked, TRIGGERED, None)
        else:
            kind = SPELL if self.is_spell else "static"
            self.context = _Context(kind)
            unrecognised = self._own(p, masked, kind, None)
        quoted_unrecognised = self._quoted(p)
        self._type_change(p)
        if (unrecognised and len(self.mana) == produced_before) or quoted_unrecognised:
            self.issues.append(p.text)

    @staticmethod
    def _is_cost(cost_text: str) -> bool:
        """A cost is a list of actions (602.1b): no sentence, no trigger condition (603.1).
        This keeps prose with a colon ("... this game of the Magic: The Gathering®
        trading card game", Bureaucracy) from reading as an activated ability."""
        return (
            ". " not in cost_text
            and not cost_text.endswith(".")
            and not _TRIGGER_WORDS.search(cost_text)
        )

    def _activated(
        self, p: _Paragraph, cost_text: str, effect: str, cost: CostParts, *, is_loyalty: bool
    ) -> None:
        self.activated.append(
            ActivatedAbility(
                **cost_fields(cost),
                ability_index=p.index,
                effect_text=_unmask(effect, p),
                is_loyalty=is_loyalty,
            )
        )

    # -- the card's own production -------------------------------------------------

    def _own(self, p: _Paragraph, effect: str, kind: str, cost: CostParts | None) -> bool:
        """Rows for the add clauses of the card's own ability; True if one is unrecognised."""
        replacement = _REPLACEMENT.search(effect)
        if replacement:
            self._replacement(p, replacement)
            return False
        yields, unrecognised = _read_add_clauses(effect)
        if not yields:
            return unrecognised
        found = _combine(yields, effect)
        targets = _has_target(effect) or (cost is not None and _has_target(cost.cost_text))
        source_kind, is_mana = self._classify(kind, effect, targets)
        moves = _moves_library_card(effect) or (
            cost is not None and _moves_library_card(cost.cost_text)
        )
        is_mana_2026 = is_mana and not (source_kind == ACTIVATED and moves)
        self.mana.append(
            ManaProduction(
                **cost_fields(cost or CostParts()),
                ability_index=p.index,
                text=p.text,
                source_kind=source_kind,
                colors=_ordered(found.colors),
                amount=found.amount,
                choice=found.choice,
                depends_on=found.depends_on,
                restriction=_restriction(effect),
                is_mana_ability=is_mana,
                is_mana_ability_2026=is_mana_2026,
            )
        )
        return unrecognised

    def _classify(self, kind: str, effect: str, targets: bool) -> tuple[str, bool]:
        """(source_kind, is_mana_ability) of the card's own ability (CR 605.1, 605.5)."""
        if kind == ACTIVATED:
            return (OTHER_ABILITY, False) if targets else (ACTIVATED, True)  # 605.1a
        if kind == LOYALTY:
            return LOYALTY, False  # 605.1a: not a loyalty ability
        if kind == TRIGGERED:
            condition = _sentences(effect)[0] if effect else ""
            if _MANA_TRIGGER.search(condition) and not targets:
                return TRIGGERED, True  # 605.1b
            return OTHER_ABILITY, False  # 605.5a: triggers on another event
        if kind == SPELL:
            return SPELL, False  # 605.5b: a spell that adds mana is not a mana ability
        return OTHER_ABILITY, False  # static text that sets up a delayed trigger, etc.

    def _replacement(self, p: _Paragraph, m: re.Match[str]) -> None:
        """Mana Reflection doubles what is produced: no types of its own (106.12b).
        Contamination ("it produces {B} instead") names the type it produces."""
        what = m["what"] or m["what2"] or ""
        colors: frozenset[str] = frozenset()
        symbols = re.findall(_SYM, what)
        if symbols:
            colors = _symbol_types("".join(symbols)) or frozenset()
        elif "colorless" in what:
            colors = frozenset("C")
        elif "color of your choice" in what or "any color" in what:
            colors = _FIVE_COLORS
        else:
            colors = frozenset(c for word, c in _COLOR_WORDS.items() if word in what)
        self.mana.append(
            ManaProduction(
                ability_index=p.index,
                text=p.text,
                source_kind=REPLACEMENT,
                colors=_ordered(colors),
                amount=what,
                choice=FIXED if len(colors) <= 1 else ANY_COLOR,
                depends_on="the mana the tapped permanent produces",
            )
        )

    # -- abilities the card gives to tokens or other objects -----------------------

    def _quoted(self, p: _Paragraph) -> bool:
        """Rows for quoted abilities that add mana: a token's (the token is not the card,
        its ability is not the card's; Treasure, Eldrazi Spawn) or another object's
        (Chromatic Lantern). A quoted ability the card gives itself counts as its own.

        Reminder text is read only when the paragraph creates a token: it shows the
        token's abilities (111.10a). True if a quoted ability mentions adding mana but
        matches no template.
        """
        creates_token = _CREATES_TOKEN.search(p.own) or any(
            _CREATES_TOKEN.search(r) for r in p.reminders
        )
        quotes = [(quote, True) for quote in p.quotes]  # (quoted ability, in own text)
        if creates_token:
            quotes += [(q, False) for r in p.reminders for q in _QUOTED.findall(r)]
        unrecognised = False
        for quote, in_own_text in quotes:
            nested = _NESTED_QUOTED.search(quote)
            ability = nested[1] if nested else quote
            if not _ADD_VERB.search(ability):
                continue
            if creates_token:
                kind = TOKEN
            elif in_own_text and not nested and self._grants_itself(p, quote):
                kind = ACTIVATED
            else:
                kind = GRANTED
            unrecognised |= self._granted(p, ability, kind)
        return unrecognised

    @functools.cached_property
    def self_grant(self) -> re.Pattern[str]:
        # Compiled only for the few faces that quote an ability: the pattern holds the
        # card's name, so compiling it for every face was most of the parser's time.
        return re.compile(_SELF_GRANT.format(self=self.self_words))

    def _grants_itself(self, p: _Paragraph, quote: str) -> bool:
        before = p.own.split(f'"{quote}"')[0]
        sentence = re.split(r"(?<=\.) ", before)[-1]
        m = self.self_grant.search(sentence)
        if m is None:
            return False
        if m["self"] or m["pronoun"] != "it":
            return True
        return re.search(rf"(?<![\w'])(?:{self.self_words})(?!\w)", sentence) is not None

    def _granted(self, p: _Paragraph, ability: str, source_kind: str) -> bool:
        """A quoted ability, parsed as a paragraph of its own ("{T}: Add {G}."): its row,
        or True if it matches no template."""
        shape = _SHAPES["activated"].match(ability)
        is_cost = shape is not None and self._is_cost(shape["cost"])
        cost = parse_cost(shape["cost"], name=self.name) if shape and is_cost else None
        effect = shape["effect"] if cost is not None and shape else ability
        yields, unrecognised = _read_add_clauses(effect)
        if not yields:
            return unrecognised
        found = _combine(yields, effect)
        if cost is not None:
            is_mana = not _has_target(effect)  # 605.1a
        else:
            is_mana = bool(_MANA_TRIGGER.search(effect)) and not _has_target(effect)  # 605.1b
        moves = cost is not None and (
            _moves_library_card(effect) or _moves_library_card(cost.cost_text)
        )
        self.mana.append(
            ManaProduction(
                **cost_fields(cost or CostParts()),
                ability_index=p.index,
                text=p.text,
                source_kind=source_kind if is_mana or source_kind != ACTIVATED else OTHER_ABILITY,
                colors=_ordered(found.colors),
                amount=found.amount,
                choice=found.choice,
                depends_on=found.depends_on,
                restriction=_restriction(effect),
                is_mana_ability=is_mana,
                is_mana_ability_2026=is_mana and not moves,
            )
        )
        return False

    def _type_change(self, p: _Paragraph) -> None:
        """A land that makes every land a Swamp (Urborg) is a Swamp itself, so it has the
        Swamp's "{T}: Add {B}." (305.7, 305.6): an intrinsic row.

        What such an effect does to other lands (Urborg on your Forests, Blood Moon,
        Spreading Seas) is board state, not a printed ability of those lands or of this
        card (USERS.md 12): no row.
        """
        if not self.is_land:
            return
        m = _TYPE_CHANGE.search(p.masked)
        if m is None or _ADD_VERB.search(p.masked):
            return
        types = m["types"]
        if types == "every basic land type":
            colors = _ordered("WUBRG")
        else:
            colors = _ordered(c for t, c in _BASIC_LAND_TYPES.items() if t in types)
        self.mana.append(
            ManaProduction(
                **cost_fields(parse_cost("{T}")),
                ability_index=p.index,
                text=p.text,
                source_kind=INTRINSIC,
                colors=colors,
                amount="1",
                choice=FIXED if len(colors) == 1 else ONE_OF,
                is_mana_ability=True,
                is_mana_ability_2026=True,
            )
        )


_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


class _CostFields(TypedDict):
    """The fields of `CostParts`, to copy a parsed cost into a row."""

    cost_text: str
    has_tap: bool
    has_untap: bool
    cost_mana: str
    cost_mana_value: float | None
    sacrifice: str | None
    life: str | None
    energy: str | None
    discard: str | None
    other_cost: tuple[str, ...]


def cost_fields(cost: CostParts) -> _CostFields:
    """The cost parts as keyword arguments (and as the warehouse's cost columns)."""
    return {
        "cost_text": cost.cost_text,
        "has_tap": cost.has_tap,
        "has_untap": cost.has_untap,
        "cost_mana": cost.cost_mana,
        "cost_mana_value": cost.cost_mana_value,
        "sacrifice": cost.sacrifice,
        "life": cost.life,
        "energy": cost.energy,
        "discard": cost.discard,
        "other_cost": cost.other_cost,
    }


def _unmask(text: str, p: _Paragraph) -> str:
    for quote in p.quotes:
        text = text.replace(f'"{_MASK}"', f'"{quote}"', 1)
    return text


# --------------------------------------------------------------------------------------
# Public entry points
# --------------------------------------------------------------------------------------


def parse_face(oracle_text: str | None, type_line: str | None, name: str | None) -> FaceAbilities:
    """Parse one face's oracle text into activated abilities and mana production.

    CR 605.1a: an activated ability is a mana ability if it has no target, could add mana
    as it resolves, and is not a loyalty ability. Each paragraph is matched against the
    named templates in `_SHAPES` and `_ADD_CLAUSES`; a paragraph that mentions adding mana
    but matches none is returned in `FaceAbilities.issues`, never guessed at.

    The result depends only on the three arguments, so callers parse each distinct
    (oracle_text, type_line, name) once. `name` lets older text that names the card
    ("Sacrifice Black Lotus") be read as referring to the card itself; `type_line` gives
    the intrinsic abilities of basic land types (CR 305.6) and tells spells from
    permanents.
    """
    return _FaceParser(oracle_text or "", type_line or "", name).parse()


def could_produce(faces: Iterable[FaceAbilities]) -> tuple[str, ...]:
    """The types the card's own mana abilities could produce as a permanent (CR 106.7).

    Activated and triggered mana abilities and the intrinsic abilities of basic land types
    (605.1a/b, 305.6), with no board state: an ability whose types depend on other
    permanents or on a choice counts with every type it could name, an upper bound (it
    may produce nothing, 106.5; 106.7 ignores whether costs can be paid). Tokens' and
    other objects' abilities are not the card's.

    Faces merge as a union, layout by layout (RULES.md §3 names the layouts):

    - ``transform``, ``modal_dfc``, ``flip``: each face is the permanent at some time
      (712, 710), so either face's mana abilities count (a spell // land modal card: the
      land's; an MDFC land // land: both, though one at a time, USERS.md 9);
    - ``split`` (instants and sorceries), ``adventure`` (the adventure half): a spell face
      has no mana abilities (605.5b) and adds nothing; an adventure's permanent half does;
    - ``meld``: each part is its own card object on Scryfall; the melded face is parsed
      only where Scryfall lists it as a face;
    - ``reversible_card`` and everything else: the union of the faces given.
    """
    return _ordered(
        color
        for face in faces
        for row in face.mana
        if row.source_kind in _OWN_MANA_ABILITY_KINDS and row.is_mana_ability
        for color in row.colors
    )


def produces(faces: Iterable[FaceAbilities]) -> tuple[str, ...]:
    """Every type of mana the card can lead to by any means: Scryfall's `produced_mana`.

    The union of every row of every face: mana abilities, spells, loyalty abilities,
    other abilities that add mana, tokens the card creates whose quoted or reminder text
    shows a mana ability, abilities granted to other objects, and the types a replacement
    effect names. One list per card in W U B R G C order, the faces of every layout merged
    as Scryfall merges them (USERS.md 6): a split card lists both halves' spells, an
    adventure card its spell and its permanent, a spell // land card the land's colors.
    """
    return _ordered(color for face in faces for row in face.mana for color in row.colors)
