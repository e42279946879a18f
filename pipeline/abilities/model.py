"""What the ability parser returns: source kinds, choices, mechanisms and the row types.

Each schema is declared once here. The cost columns of `CostParts` carry their SQL type and
description as field metadata, so the parse step's frames and the data dictionary derive
their cost columns from this one class instead of repeating them.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any

__all__ = [
    "COST_COLUMNS",
    "MANA_TYPES",
    "ActivatedAbility",
    "Choice",
    "CostParts",
    "FaceAbilities",
    "IssueKind",
    "ManaProduction",
    "Mechanism",
    "ParseIssue",
    "SourceKind",
    "cost_fields",
    "is_own_mana_ability",
]
"""What `pipeline.abilities` re-exports; the stages import the rest by name from here."""

MANA_TYPES: tuple[str, ...] = ("W", "U", "B", "R", "G", "C")
"""The six types of mana (CR 106.1b) in the order every tuple here uses."""

FIVE_COLORS = frozenset("WUBRG")
SIX_TYPES = frozenset(MANA_TYPES)


class SourceKind(StrEnum):
    """Where a row of mana production comes from (`ManaProduction.source_kind`)."""

    ACTIVATED = "activated"  # the card's own activated mana ability (CR 605.1a)
    TRIGGERED = "triggered"  # the card's own triggered mana ability (605.1b)
    INTRINSIC = "intrinsic"  # a basic land type's "{T}: Add [symbol]" (305.6)
    SPELL = "spell"  # an instant's or sorcery's effect (605.5b)
    LOYALTY = "loyalty"  # a loyalty ability (605.1a excludes it, 606)
    OTHER_ABILITY = "other_ability"  # targets, or triggers on another event (605.5a)
    TOKEN = "token"  # of a token the card creates (111.10), or a basic land it conjures
    GRANTED = "granted"  # an ability the card gives to other objects (613.1f)
    REPLACEMENT = "replacement"  # changes what a "tapped for mana" event produces (106.12b)


OWN_MANA_ABILITY_KINDS = frozenset(
    {SourceKind.ACTIVATED, SourceKind.TRIGGERED, SourceKind.INTRINSIC}
)
"""The kinds that are the card's own mana abilities: what `could_produce` reads (106.7)."""


def is_own_mana_ability(source_kind: str, is_mana_ability: bool, functions_in: str | None) -> bool:
    """A mana ability of the card as a permanent, what `could_produce` reads (106.7): of its
    own kind, a mana ability, and not one that works only from the hand or the graveyard
    (`functions_in`, 113.6m). Takes the row's fields, so a reader of `mana_abilities`
    asks the same."""
    return source_kind in OWN_MANA_ABILITY_KINDS and is_mana_ability and functions_in is None


class Choice(StrEnum):
    """How the produced types are chosen (`ManaProduction.choice`)."""

    FIXED = "fixed"  # {R}{G}: exactly these
    ONE_OF = "one_of"  # {W} or {U}; {W}{W}, {W}{U}, or {U}{U}
    ANY_COLOR = "any_color"  # all of one color picked from the colors listed
    ANY_COMBINATION = "any_combination"  # each mana picked separately
    ANY_TYPE = "any_type"  # one of the six types, colorless included (106.1b)


class Mechanism(StrEnum):
    """How the parser knows the ability exists (`ManaProduction.mechanism`).

    Most abilities are printed in full. The others follow a rule that gives the object an
    ability the text names without printing (docs/rules.md#mana-production).
    """

    PRINTED = "printed"  # the text states the ability (own text or a quoted ability)
    KEYWORD = "keyword"  # a keyword's reminder text restates its rule (CR 702, 207.2)
    COUNTER = "counter"  # a counter's reminder text states what it gives (122.1b)
    PREDEFINED_TOKEN = "predefined_token"  # a token defined by the rules (111.10)
    BASIC_LAND_TYPE = "basic_land_type"  # a basic land type in the type line (305.6)
    TYPE_CHANGE = "type_change"  # an effect or a token's definition gives land types (305.7)
    GROUP_GRANT = "group_grant"  # granted to a group the card belongs to (613.1f)


def _column(sql_type: str, doc: str) -> dict[str, str]:
    return {"sql_type": sql_type, "doc": doc}


@dataclass(frozen=True, kw_only=True)
class CostParts:
    """The parts of an activation cost (CR 602.1, 118), each as printed.

    `cost_mana` holds only the mana symbols of the cost, e.g. ``"{1}{W}"`` for
    ``{1}{W}, {T}``, and `cost_mana_value` their mana value (CR 202.3; 0 for none). A mana
    symbol in a cost is mana paid, never mana produced (Mystic Gate, Kor Haven).
    `sacrifice`, `life`, `energy` and `discard` are the printed cost items (``"Sacrifice
    Black Lotus"``, ``"Pay 1 life"``, ``"Pay {E}"``, ``"Discard a card"``); `other_cost` is
    every other item (``"Remove a charge counter from ~"``). {T} and {Q} are not mana
    (107.5, 107.6); neither is {E} (107.14). `functions_in` is the zone a cost that moves
    the object itself takes it from ("Exile Simian Spirit Guide from your hand": "hand"):
    the ability works only there (113.6m), so it is no ability of the permanent.
    """

    cost_text: str = field(
        default="",
        metadata=_column(
            "VARCHAR",
            "The activation cost as printed, e.g. '{1}, {T}, Sacrifice this artifact'.",
        ),
    )
    has_tap: bool = field(
        default=False, metadata=_column("BOOLEAN", "The cost includes {T} (CR 107.5).")
    )
    has_untap: bool = field(
        default=False, metadata=_column("BOOLEAN", "The cost includes {Q} (CR 107.6).")
    )
    cost_mana: str = field(
        default="",
        metadata=_column(
            "VARCHAR",
            "Only the mana symbols of the cost, e.g. '{1}{W}' (mana paid, never produced).",
        ),
    )
    cost_mana_value: float | None = field(
        default=0.0,
        metadata=_column("DOUBLE", "Mana value of cost_mana (CR 202.3); 0 for none."),
    )
    sacrifice: str | None = field(
        default=None,
        metadata=_column("VARCHAR", "The sacrifice item of the cost as printed, if any."),
    )
    life: str | None = field(
        default=None,
        metadata=_column("VARCHAR", "The life payment of the cost as printed, if any."),
    )
    energy: str | None = field(
        default=None,
        metadata=_column(
            "VARCHAR", "The energy payment of the cost as printed ({E} is not mana, CR 107.14)."
        ),
    )
    discard: str | None = field(
        default=None,
        metadata=_column("VARCHAR", "The discard item of the cost as printed, if any."),
    )
    other_cost: tuple[str, ...] = field(
        default=(),
        metadata=_column(
            "VARCHAR[]",
            "Every other item of the cost as printed (remove counters, tap creatures, ...).",
        ),
    )
    functions_in: str | None = field(
        default=None,
        metadata=_column(
            "VARCHAR",
            "The zone the ability works in when its cost or effect takes the object itself "
            "from there ('hand' for 'Exile this card from your hand' or 'Discard this card', "
            "'graveyard', 'exile'; CR 113.6m) or its cost can be paid only there ('Reveal this "
            "card from your hand', 113.6), "
            "when its condition keeps the object there ('if this card is in your graveyard', "
            "603.4), or 'command' for an emblem's, a plane's or a scheme's (never a permanent, "
            "114, 901); NULL: wherever the object is, the battlefield for a permanent.",
        ),
    )


COST_COLUMNS: tuple[tuple[str, str, str], ...] = tuple(
    (f.name, f.metadata["sql_type"], f.metadata["doc"]) for f in fields(CostParts)
)
"""(name, SQL type, description) of each cost column, in order: the one declaration the
parse step's frames and the data dictionary use."""


def cost_fields(cost: CostParts) -> dict[str, Any]:
    """The cost parts as keyword arguments (and as the warehouse's cost columns)."""
    return {name: getattr(cost, name) for name, _, _ in COST_COLUMNS}


@dataclass(frozen=True, kw_only=True)
class ActivatedAbility(CostParts):
    """One activated ability of a face, written ``cost: effect`` (CR 602.1).

    `ability_index` is the 0-based paragraph of the oracle text. A loyalty ability
    (``+1: ...``, CR 606) has `is_loyalty` and its loyalty cost as `cost_text`. The
    intrinsic ability of a basic land type (305.6) has `is_intrinsic`; it takes the index
    of its reminder-text paragraph, or -1 when the text does not show it. Keyword abilities
    written in their short form (Equip {2}, Cycling {2}) are not expanded.
    """

    ability_index: int
    effect_text: str
    is_loyalty: bool = False
    is_intrinsic: bool = False


@dataclass(frozen=True, kw_only=True)
class ManaProduction(CostParts):
    """One way a face produces mana, or leads to mana being produced.

    - `ability_index`: the 0-based paragraph of the oracle text it comes from (-1 for an
      intrinsic ability the text does not show); `text`: that paragraph as printed.
    - `ability_text`: the ability that adds the mana, as the object has it: the printed
      ability, a quoted one, a keyword's reminder text, a predefined token's definition
      (CR 111.10), or a basic land type's ``{T}: Add [symbol].`` (305.6).
    - `source_kind`: a `SourceKind`; `mechanism`: a `Mechanism`, and `via` what it went
      through (the keyword, the token's name, the group, the land types).
    - `colors`: the types it could add, a subset of W U B R G C in that order; empty when
      it adds nothing of its own (a doubling replacement effect, Mana Reflection).
    - `amount`: ``"1"``, ``"3"``, or the printed expression (``"X, where X is ~'s power"``).
    - `choice`: a `Choice`; `depends_on`: what the types depend on (the types other
      permanents could produce, a chosen color, ...); such an ability may produce nothing
      (106.5), and `colors` is then the upper bound.
    - `restriction`: the "Spend this mana only ..." sentence (106.6), if any.
    - the cost parts of the ability that adds the mana; empty for spells and triggers.
    - `is_mana_ability`: CR 605.1a/b as of 2025; for `token` and `granted` rows, about the
      ability the token or the other object gets. `is_mana_ability_2026`: the same under
      the August 2026 CR, whose 605.1a also requires that an activated ability's cost and
      effect move no card to or from a library.
    """

    ability_index: int
    text: str
    ability_text: str
    source_kind: SourceKind
    colors: tuple[str, ...]
    amount: str
    choice: Choice
    mechanism: Mechanism = Mechanism.PRINTED
    via: str | None = None
    depends_on: str | None = None
    restriction: str | None = None
    is_mana_ability: bool = False
    is_mana_ability_2026: bool = False


class IssueKind(StrEnum):
    """Why the parser reports a paragraph (`ParseIssue.problem`)."""

    NO_ABILITY = "mentions adding mana; no ability recognised"
    UNRECOGNISED_CLAUSE = (
        "an add clause matches no template; the rest of the paragraph was read, this clause"
        " counted for nothing"
    )
    NO_MENTION = "a production row whose ability text mentions no mana being added"
    GROUP_UNKNOWN = (
        "gives a mana ability, a land type or a replacement of mana to a group the parser"
        " can't match against the card's own characteristics; the card's own share is not"
        " counted"
    )
    UNKNOWN_TOKEN = (
        "creates a token kind the parser has no rules for and prints none of its abilities;"
        " any mana it makes is not counted"
    )
    UNKNOWN_LAND_GROUP = (
        "makes a group a basic land type that the parser can't tell is lands (a land type"
        " the rules don't list yet, or no land); the mana they would make is not counted"
    )


@dataclass(frozen=True)
class ParseIssue:
    """A paragraph the parser could not fully account for; never guessed at."""

    text: str
    problem: IssueKind


@dataclass(frozen=True)
class FaceAbilities:
    """What `parse_face` finds on one face: activated abilities, mana rows, issues."""

    activated: tuple[ActivatedAbility, ...]
    mana: tuple[ManaProduction, ...]
    issues: tuple[ParseIssue, ...]
