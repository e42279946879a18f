"""The face parser (pipeline/abilities/face.py): whole rows for realistic oracle text.

Each expectation follows from docs/rules.md#mana-production and the CR rule named in the
test: replacement effects (106.12b), predefined tokens (111.10), land types (305.6,
305.7), group grants (613.1f) and the detector's two directions.
"""

from __future__ import annotations

import pytest

from pipeline.abilities import (
    Choice,
    IssueKind,
    ManaProduction,
    Mechanism,
    SourceKind,
    parse_face,
)

WUBRG = ("W", "U", "B", "R", "G")


def rows(face):
    return [
        (r.ability_index, r.source_kind, r.colors, r.amount, r.choice, r.mechanism, r.via)
        for r in face.mana
    ]


def test_a_spells_row_has_no_cost():
    """A spell that adds mana (Dark Ritual) is no mana ability (605.5b); it has no
    activation cost, so every cost column is empty."""
    face = parse_face("Add {B}{B}{B}.", "Instant", "Dark Ritual")
    assert face.mana == (
        ManaProduction(
            cost_text="",
            has_tap=False,
            has_untap=False,
            cost_mana="",
            cost_mana_value=0.0,
            sacrifice=None,
            life=None,
            energy=None,
            discard=None,
            other_cost=(),
            ability_index=0,
            text="Add {B}{B}{B}.",
            ability_text="Add {B}{B}{B}.",
            source_kind=SourceKind.SPELL,
            colors=("B",),
            amount="3",
            choice=Choice.FIXED,
            mechanism=Mechanism.PRINTED,
            via=None,
            depends_on=None,
            restriction=None,
            is_mana_ability=False,
            is_mana_ability_2026=False,
        ),
    )
    assert face.issues == ()


# -- triggers (CR 603.1, 605.1b) ------------------------------------------------------------


def test_an_add_in_the_trigger_condition_is_the_event_not_the_effect():
    """Caged Sun: "Whenever a land's ability causes you to add one or more mana of the
    chosen color, add one additional mana of that color." The first "add" is the event;
    only the effect's clause is read, and nothing is left unrecognised."""
    face = parse_face(
        "As Caged Sun enters, choose a color.\n"
        "Creatures you control of the chosen color get +1/+1.\n"
        "Whenever a land's ability causes you to add one or more mana of the chosen color, "
        "add one additional mana of that color.",
        "Artifact",
        "Caged Sun",
    )
    assert [(r.source_kind, r.colors, r.amount, r.choice, r.depends_on) for r in face.mana] == [
        (SourceKind.TRIGGERED, WUBRG, "1", Choice.ANY_COLOR, "a chosen color")
    ]
    assert face.issues == ()


# -- replacement effects (CR 106.12b) -------------------------------------------------------


def test_what_a_replacement_adds_instead_is_what_follows_instead():
    """False Dawn: "... that would add colored mana instead add that much white mana."
    The mana replaced comes first, the result after "instead": the amount is the result."""
    face = parse_face(
        "Until end of turn, spells and abilities you control that would add colored mana "
        "instead add that much white mana. Until end of turn, you may spend white mana as "
        "though it were mana of any color.\nDraw a card.",
        "Sorcery",
        "False Dawn",
    )
    assert [(r.source_kind, r.colors, r.amount, r.choice) for r in face.mana] == [
        (SourceKind.REPLACEMENT, ("W",), "that much white mana", Choice.FIXED)
    ]


def test_a_replacement_worded_instead_add():
    face = parse_face(
        "If a land you control is tapped for mana, instead add {C}{C}.", "Enchantment", "Flux"
    )
    assert [
        (r.source_kind, r.colors, r.amount, r.choice, r.is_mana_ability) for r in face.mana
    ] == [(SourceKind.REPLACEMENT, ("C",), "{C}{C}", Choice.FIXED, False)]
    assert face.issues == ()


def test_a_replacement_row_that_names_no_mana_is_reported():
    """The detector's second direction: a row whose ability text names no mana being
    added is reported (NO_MENTION), never silently kept."""
    face = parse_face(
        "If a land is tapped for mana, its controller loses 1 life instead.",
        "Enchantment",
        "Pain Field",
    )
    assert [(r.source_kind, r.colors) for r in face.mana] == [(SourceKind.REPLACEMENT, ())]
    assert [i.problem for i in face.issues] == [IssueKind.NO_MENTION]


# -- group grants and where the card is (613.1f) ----------------------------------------------


@pytest.mark.parametrize(
    "where",
    ["in exile", "in your graveyard", "in your hand", "in your library", "in a graveyard"],
)
def test_a_grant_from_outside_the_battlefield_does_not_reach_the_card(where):
    """While the card is in exile, a graveyard, a hand or a library, it is not one of the
    lands it grants to (Riftstone Portal): only the group's row."""
    face = parse_face(
        f'As long as this card is {where}, lands you control have "{{T}}: Add {{C}}."',
        "Land",
        "Rift Gate",
    )
    assert [(r.source_kind, r.mechanism) for r in face.mana] == [
        (SourceKind.GRANTED, Mechanism.PRINTED)
    ]


# -- predefined tokens (CR 111.10) ------------------------------------------------------------


def test_a_treasure_beside_the_cards_own_identical_mana_is_its_own_row():
    """A spell that adds one mana of any color and creates a Treasure: two rows, the
    spell's and the token's, though they add the same mana."""
    face = parse_face(
        "Add one mana of any color. Create a Treasure token.", "Instant", "Spark of Gold"
    )
    assert rows(face) == [
        (0, SourceKind.SPELL, WUBRG, "1", Choice.ANY_COLOR, Mechanism.PRINTED, None),
        (0, SourceKind.TOKEN, WUBRG, "1", Choice.ANY_COLOR, Mechanism.PREDEFINED_TOKEN, "Treasure"),
    ]


# -- land types (CR 305.6, 305.7) -------------------------------------------------------------


def test_the_intrinsic_row_points_at_the_basic_type_reminder():
    """A land's basic-type reminder ("({T}: Add {G}.)") is where its 305.6 ability is
    printed; another paragraph of reminder text only is not."""
    face = parse_face(
        "(This land isn't a spell.)\n({T}: Add {G}.)\nThis land enters tapped.",
        "Land — Forest",
        "Grove",
    )
    assert rows(face) == [
        (1, SourceKind.INTRINSIC, ("G",), "1", Choice.FIXED, Mechanism.BASIC_LAND_TYPE, "Forest")
    ]


def test_a_reminder_inside_own_text_is_not_the_basic_type_reminder():
    face = parse_face("This land enters tapped. ({T}: Add {G}.)", "Land — Forest", "Grove")
    assert [(r.ability_index, r.source_kind) for r in face.mana] == [(-1, SourceKind.INTRINSIC)]


def test_lands_you_control_are_every_basic_land_type():
    """Prismatic Omen: "Lands you control are every basic land type in addition to their
    other types." The lands have each type's ability (305.7)."""
    face = parse_face(
        "Lands you control are every basic land type in addition to their other types.",
        "Enchantment",
        "Prismatic Omen",
    )
    assert rows(face) == [
        (
            0,
            SourceKind.GRANTED,
            WUBRG,
            "1",
            Choice.ONE_OF,
            Mechanism.TYPE_CHANGE,
            "Lands you control",
        )
    ]


@pytest.mark.parametrize("quote", ['"{T}: Add {R}."', "'{T}: Add {R}.'"])
def test_a_type_change_whose_reminder_quotes_the_ability_prints_it(quote):
    """ "Enchanted land is a Mountain. (It has "{T}: Add {R}.")": the reminder prints the
    305.7 ability, in double or single quotes."""
    face = parse_face(
        f"Enchant land\nEnchanted land is a Mountain. (It has {quote})",
        "Enchantment — Aura",
        "Red Soil",
    )
    assert rows(face) == [
        (1, SourceKind.GRANTED, ("R",), "1", Choice.FIXED, Mechanism.PRINTED, "Enchanted land")
    ]


def test_a_land_token_created_in_a_later_sentence():
    """Each sentence that creates a land token with basic land types gives it their
    abilities (305.6), whatever sentence comes before it."""
    face = parse_face(
        "Sacrifice a land. Create a tapped colorless land token named Everywhere that is "
        "every basic land type.",
        "Sorcery",
        "Land Swap",
    )
    assert rows(face) == [
        (0, SourceKind.TOKEN, WUBRG, "1", Choice.ONE_OF, Mechanism.TYPE_CHANGE, "land token")
    ]
