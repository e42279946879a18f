"""Oracle text to abilities: activation costs and every way a card face produces mana.

    from pipeline.abilities import parse_face, could_produce, produces
    face = parse_face("{T}: Add {G}.", "Creature — Elf Druid", "Llanowar Elves")
    could_produce([face])     # ('G',): its own mana abilities as a permanent (CR 106.7)
    produces([face])          # ('G',): every type its text shows it can lead to
    leads_to([face])          # ('G',): every type it can lead to by the rules

A mana ability (CR 605.1a) is an activated ability that has no target, could add mana as
it resolves, and is not a loyalty ability; a triggered mana ability (605.1b) has no target,
triggers from a mana ability or from mana being added, and could add mana. Spells, loyalty
abilities, abilities with a target and abilities that trigger on other events still add
mana (106.3) but are not mana abilities (605.5a/b).

The parser reads what an ability *says* with named templates, and follows the rules'
mechanisms for what an object *has* without printing it in full
(docs/rules.md#mana-production): keyword reminder text (702, 207.2), predefined tokens
(111.10), grants to a group the card belongs to (613.1f), replacement effects on mana
(106.12b) and basic land types (305.6, 305.7). It knows no card and no keyword by name.
A detector that does not depend on the templates reports every mention of adding mana
that yielded nothing, and every row whose ability mentions none (`FaceAbilities.issues`):
never guessed at.

Everything here describes printed abilities only; board-state effects (Blood Moon acting
on a given land) are out of scope. Pure: no I/O. The stages, one module each: `text`
(paragraphs, reminders, quotes), `grammar` (card types, lists, conditions, triggers, costs),
`costs`, `clauses` (add clauses), `shapes` (paragraph shapes, CR 605), `referents` (what a
pronoun stands for), `owners` (whose ability), `landtypes`, `tokens`, `detector`, `face`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any, TypeVar

from pipeline.abilities import model
from pipeline.abilities.costs import parse_cost
from pipeline.abilities.detector import mentions_adding_mana
from pipeline.abilities.face import FaceParser, ordered
from pipeline.abilities.model import *  # noqa: F403  (the row types and enums: model.__all__)
from pipeline.abilities.model import (
    ActivatedAbility,
    FaceAbilities,
    ManaProduction,
    Mechanism,
    ParseIssue,
    is_own_mana_ability,
)
from pipeline.abilities.text import (
    FROM_NAME_MARKS,
    NAME_MARKS,
    ascii_quotes,
    keep_name_marks,
)
from pipeline.abilities.tokens import PredefinedToken, PredefinedTokens, predefined_tokens

__all__ = [
    "PredefinedToken",
    "PredefinedTokens",
    "could_produce",
    "leads_to",
    "mentions_adding_mana",
    "parse_cost",
    "parse_face",
    "predefined_tokens",
    "produces",
]
__all__ += model.__all__


def parse_face(
    oracle_text: str | None,
    type_line: str | None,
    name: str | None,
    *,
    tokens: PredefinedTokens | None = None,
) -> FaceAbilities:
    """Parse one face's oracle text into activated abilities, mana production and issues.

    The result depends only on the three arguments, so callers parse each distinct
    (oracle_text, type_line, name) once. `name` lets older text that names the card
    ("Sacrifice Black Lotus") be read as referring to the card itself; `type_line` gives
    the intrinsic abilities of basic land types (CR 305.6), tells spells from permanents,
    and says which groups the card belongs to. `tokens` are the predefined tokens' rules
    (CR 111.10), the package's `predefined_tokens.toml` unless given. Typographic quotes
    and apostrophes read as ASCII ones (`text.ascii_quotes`): in the text and the name
    here, in the type line's subtypes where it is read (`owners.CardTraits`). A period in
    the card's name ends no sentence, nor its comma a clause, nor its colon a cost
    (`text.keep_name_marks`).
    """
    name = name and ascii_quotes(name)
    text, read_name = keep_name_marks(ascii_quotes(oracle_text or ""), name, type_line or "")
    parsed = FaceParser(text, type_line or "", read_name, tokens).parse()
    if read_name == name:
        return parsed
    return FaceAbilities(
        tuple(map(_with_name_marks, parsed.activated)),
        tuple(map(_with_name_marks, parsed.mana)),
        tuple(map(_with_name_marks, parsed.issues)),
    )


_Row = TypeVar("_Row", ActivatedAbility, ManaProduction, ParseIssue)


def _with_name_marks(row: _Row) -> _Row:
    """A row with the periods, commas and colons of the card's name written back in its texts (a
    field of text, or of texts: `other_cost`)."""
    changed: dict[str, Any] = {}
    for f in dataclasses.fields(row):
        value = getattr(row, f.name)
        if type(value) is str and _marked(value):
            changed[f.name] = _unmarked(value)
        elif type(value) is tuple and any(_marked(v) for v in value if type(v) is str):
            changed[f.name] = tuple(_unmarked(v) if type(v) is str else v for v in value)
    return dataclasses.replace(row, **changed) if changed else row


def _marked(text: str) -> bool:
    return any(mark in text for mark in NAME_MARKS.values())


def _unmarked(text: str) -> str:
    return text.translate(FROM_NAME_MARKS)


def could_produce(faces: Iterable[FaceAbilities]) -> tuple[str, ...]:
    """The types the card's own mana abilities could produce as a permanent (CR 106.7).

    Activated and triggered mana abilities and the intrinsic abilities of basic land types
    (605.1a/b, 305.6), printed or given by the rules (a keyword's ability, a grant to a
    group the card belongs to, a basic land type an effect gives the card itself), with no
    board state: an ability whose types depend on other permanents or on a choice counts
    with every type it could name, an upper bound (it may produce nothing, 106.5; 106.7
    ignores whether costs can be paid). Tokens' and other objects' abilities are not the
    card's.

    Faces merge as a union, layout by layout (docs/rules.md#merging-faces): either face of a
    transform, modal DFC or flip card is the permanent at some time; a spell face has no
    mana abilities (605.5b); the melded face counts only where Scryfall lists it as a face.
    """
    return ordered(
        color
        for face in faces
        for row in face.mana
        if _is_own_mana_ability(row)
        for color in row.colors
    )


def produces(faces: Iterable[FaceAbilities]) -> tuple[str, ...]:
    """Every type of mana the card's text shows it can lead to: Scryfall's `produced_mana`.

    The union, over every face, of the rows whose ability the text shows (reminder text
    included): mana abilities, spells, loyalty abilities, other abilities that add mana,
    tokens whose abilities it prints, abilities granted to other objects, the types a
    replacement effect names, and the card's own mana abilities however it has them. One
    list per card in W U B R G C order, the faces merged as Scryfall merges them: a split
    card lists both halves' spells, a spell // land card the land's.

    Left out, and in `leads_to`: abilities the rules give to other objects that the text
    only names, a predefined token's (111.10) and a basic land type's given to other lands
    (305.7), unless reminder text prints them (docs/rules.md#what-the-text-shows).
    """
    return ordered(
        color
        for face in faces
        for row in face.mana
        if row.mechanism not in UNPRINTED_FOR_OTHERS or _is_own_mana_ability(row)
        for color in row.colors
    )


def leads_to(faces: Iterable[FaceAbilities]) -> tuple[str, ...]:
    """Every type of mana the card can lead to by the rules: `produces`, and the
    abilities the rules give to the tokens it creates and the lands it changes without the
    text printing them (CR 111.10, 305.7): every row of every face."""
    return ordered(color for face in faces for row in face.mana for color in row.colors)


UNPRINTED_FOR_OTHERS = frozenset({Mechanism.PREDEFINED_TOKEN, Mechanism.TYPE_CHANGE})
"""Mechanisms that give another object an ability the card's text only names."""


def _is_own_mana_ability(row: ManaProduction) -> bool:
    return is_own_mana_ability(row.source_kind, row.is_mana_ability, row.functions_in)
