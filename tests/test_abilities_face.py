"""The face parser (pipeline/abilities/face.py): whole rows for realistic oracle text.

Each expectation follows from docs/rules.md#mana-production and the CR rule named in the
test: replacement effects (106.12b), predefined tokens (111.10), land types (305.6,
305.7), group grants (613.1f) and the detector's two directions.
"""

from __future__ import annotations

from typing import Any

import pytest
from production_answers import answers

from pipeline.abilities import (
    ActivatedAbility,
    Choice,
    IssueKind,
    ManaProduction,
    Mechanism,
    SourceKind,
    could_produce,
    leads_to,
    mentions_adding_mana,
    parse_face,
)
from pipeline.abilities.landtypes import type_changes
from pipeline.abilities.text import self_names
from pipeline.abilities.tokens import PredefinedToken, PredefinedTokens

WUBRG = ("W", "U", "B", "R", "G")


def rows(face):
    return [
        (r.ability_index, r.source_kind, r.colors, r.amount, r.choice, r.mechanism, r.via)
        for r in face.mana
    ]


def spell_row(text: str, **columns: Any) -> ManaProduction:
    """The row of a spell's own effect (CR 605.5b): a one-paragraph `text` (index 0), all of
    it the ability that adds the mana; `columns` the rest."""
    return ManaProduction(
        ability_index=0, text=text, ability_text=text, source_kind=SourceKind.SPELL, **columns
    )


def test_a_spells_row_has_no_cost():
    """A spell that adds mana (Dark Ritual) is no mana ability (605.5b); it has no
    activation cost, so every cost column is empty."""
    face = parse_face("Add {B}{B}{B}.", "Instant", "Dark Ritual")
    assert face.mana == (
        spell_row(
            "Add {B}{B}{B}.",
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


@pytest.mark.parametrize(
    ("text", "type_line", "name", "colors", "amount"),
    [
        # the mana replaced comes first ("would add colored mana"), the result after "instead"
        (
            "Until end of turn, spells and abilities you control that would add colored mana "
            "instead add that much white mana. Until end of turn, you may spend white mana as "
            "though it were mana of any color.\nDraw a card.",
            "Sorcery",
            "False Dawn",
            ("W",),
            "that much white mana",
        ),
        # the result ends the amount: not the rest of the sentence after it
        (
            "If a land you control would produce mana, it instead produces {C}, and you lose 1 "
            "life.",
            "Enchantment",
            "Drained Field",
            ("C",),
            "{C}",
        ),
        # worded "instead add"
        (
            "If a land you control is tapped for mana, instead add {C}{C}.",
            "Enchantment",
            "Flux",
            ("C",),
            "{C}{C}",
        ),
    ],
)
def test_what_a_replacement_adds_instead_is_what_follows_instead(
    text, type_line, name, colors, amount
):
    """A replacement's row (CR 106.12b) is the mana it produces instead, and its amount is
    that result alone; it is not a mana ability."""
    face = parse_face(text, type_line, name)
    assert [
        (r.source_kind, r.colors, r.amount, r.choice, r.is_mana_ability) for r in face.mana
    ] == [(SourceKind.REPLACEMENT, colors, amount, Choice.FIXED, False)]
    assert face.issues == ()


def test_a_replacement_row_that_names_no_mana_is_reported():
    """The detector's second direction: a row whose ability text names no mana being
    added in the detector's words is reported (NO_MENTION), never silently kept."""
    face = parse_face(
        "As this enchantment enters, choose a color.\nLands you control tap for mana of the "
        "chosen color instead of their normal mana.",
        "Enchantment",
        "Hue Dictator",
    )
    assert [(r.source_kind, r.colors) for r in face.mana] == [
        (SourceKind.REPLACEMENT, ("W", "U", "B", "R", "G"))
    ]
    assert [i.problem for i in face.issues] == [IssueKind.NO_MENTION]


def test_a_replacement_the_parser_cannot_read_is_still_reported():
    """A result in words no template reads, after an event "would be tapped for mana", is a
    row with its issue, never dropped (third review of the no-mana result)."""
    face = parse_face(
        "{T}: Add {C}.\nIf this land would be tapped for mana, it's tapped for {R}{R} instead.",
        "Land",
        "Test Vale",
    )
    assert (SourceKind.REPLACEMENT, ("R",)) in [(r.source_kind, r.colors) for r in face.mana]
    assert [i.problem for i in face.issues] == [IssueKind.NO_MENTION]


def test_a_replacement_whose_result_is_no_mana_makes_none():
    """The event's mana replaced with something else makes no mana (614.1a; probe vg140):
    no row, and nothing to report, as the text mentions adding none."""
    face = parse_face(
        "If a land is tapped for mana, its controller loses 1 life instead.",
        "Enchantment",
        "Pain Field",
    )
    assert (face.mana, face.issues) == ((), ())


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


def test_a_treasure_beside_the_cards_own_identical_triggered_mana_is_its_own_row():
    """The same with a triggered mana ability: the card's row stays triggered, the
    Treasure's is a token row of its own."""
    face = parse_face(
        "Whenever a land you control is tapped for mana, add one mana of any color and "
        "create a Treasure token.",
        "Enchantment",
        "Gilded Bloom",
    )
    assert rows(face) == [
        (0, SourceKind.TRIGGERED, WUBRG, "1", Choice.ANY_COLOR, Mechanism.PRINTED, None),
        (0, SourceKind.TOKEN, WUBRG, "1", Choice.ANY_COLOR, Mechanism.PREDEFINED_TOKEN, "Treasure"),
    ]


def test_a_token_named_in_lowercase_is_still_the_predefined_token():
    """Text that spells the kind in lowercase ("create a treasure token", as other card
    databases print it) creates the same Treasure (111.10a), not a miss."""
    face = parse_face(
        "Whenever a Dwarf you control becomes tapped, create a treasure token.",
        "Legendary Creature — Dwarf",
        "Lowercase Treasure Maker",
    )
    assert rows(face) == [
        (0, SourceKind.TOKEN, WUBRG, "1", Choice.ANY_COLOR, Mechanism.PREDEFINED_TOKEN, "Treasure"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "When this creature enters, create a token that's a copy of target land you control.",
        "{2}: Create a token that's a copy of a Treasure you control.",
    ],
)
def test_a_token_copy_of_a_chosen_object_gives_no_row_and_no_issue(text):
    """707.2: the copy has the abilities of the object picked in play, which the text does
    not say; nothing is guessed, and nothing on the card is a miss (docs/rules.md)."""
    face = parse_face(text, "Creature — Shapeshifter", "Copy Maker")
    assert (face.mana, face.issues) == ((), ())


def test_token_definitions_are_equal_whatever_their_order():
    """Two tables with the same definitions are the same table: the order they are read
    in does not matter."""
    food = PredefinedToken("Food", "Artifact — Food", ("{2}, {T}, Sacrifice this token: ...",))
    gold = PredefinedToken("Gold", "Artifact — Gold", ("Sacrifice this token: Add {R}.",))
    assert PredefinedTokens({"Food": food, "Gold": gold}) == PredefinedTokens(
        {"Gold": gold, "Food": food}
    )


# -- land types (CR 305.6, 305.7) -------------------------------------------------------------


def test_a_basic_lands_intrinsic_ability_is_tap_add_its_symbol():
    """Forest: no text, and the 305.6 ability "{T}: Add {G}." (cost {T}, effect "Add {G}.")."""
    [ability] = parse_face("", "Basic Land — Forest", "Forest").activated
    assert (ability.cost_text, ability.effect_text, ability.ability_index) == (
        "{T}",
        "Add {G}.",
        -1,
    )
    assert ability.is_intrinsic


def test_an_activated_ability_that_makes_target_land_a_type_grants_the_types_ability():
    """Mystic Compass: "{1}, {T}: Target land becomes the basic land type of your choice
    until end of turn." The effect after the cost makes the land that type (305.7)."""
    face = parse_face(
        "{1}, {T}: Target land becomes the basic land type of your choice until end of turn.",
        "Artifact",
        "Mystic Compass",
    )
    assert [(*row, r.depends_on) for row, r in zip(rows(face), face.mana, strict=True)] == [
        (
            0,
            SourceKind.GRANTED,
            WUBRG,
            "1",
            Choice.ONE_OF,
            Mechanism.TYPE_CHANGE,
            "Target land",
            "a chosen basic land type",
        )
    ]


def test_a_land_that_makes_target_land_a_type_is_not_itself_changed():
    """Unstable Frontier: "{T}: Target land you control becomes the basic land type of your
    choice until end of turn." A land card, but a target is never the card itself (115.1):
    the target gets the types' ability, the card no intrinsic row."""
    face = parse_face(
        "{T}: Add {C}.\n{T}: Target land you control becomes the basic land type of your "
        "choice until end of turn.",
        "Land",
        "Unstable Frontier",
    )
    assert rows(face) == [
        (0, SourceKind.ACTIVATED, ("C",), "1", Choice.FIXED, Mechanism.PRINTED, None),
        (
            1,
            SourceKind.GRANTED,
            WUBRG,
            "1",
            Choice.ONE_OF,
            Mechanism.TYPE_CHANGE,
            "Target land you control",
        ),
    ]


def test_a_type_change_is_a_value():
    """What type_changes finds is immutable and hashable, like the rows built from it."""
    [change] = type_changes("Each land is a Swamp.", self_names(None), mentions_land_types=False)
    assert {change: 1}[change] == 1
    with pytest.raises(AttributeError):
        change.subject = "Each creature"  # type: ignore[misc]


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


@pytest.mark.parametrize(
    ("text", "type_line"),
    [
        # Prismatic Omen
        ("Lands you control are every basic land type in addition to their other types.",
         "Enchantment"),
        ("Lands you control gain all basic land types until end of turn.", "Instant"),
    ],
)  # fmt: skip
def test_lands_you_control_are_or_gain_every_basic_land_type(text, type_line):
    """The lands have each type's ability (305.7), granted to them, whatever verb gives
    the types."""
    face = parse_face(text, type_line, "Omen")
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


def test_a_land_of_the_basic_land_type_chosen_in_another_paragraph():
    """ "This land is the chosen type." refers to the basic land type chosen as it entered,
    one paragraph earlier: the land has the chosen type's ability (305.7), any of five."""
    face = parse_face(
        "As this land enters, choose a basic land type.\nThis land is the chosen type.",
        "Land",
        "Chosen Passage",
    )
    assert [(r.ability_index, r.source_kind, r.colors, r.mechanism) for r in face.mana] == [
        (1, SourceKind.INTRINSIC, WUBRG, Mechanism.TYPE_CHANGE)
    ]
    assert face.issues == ()


@pytest.mark.parametrize(
    ("types", "expected"),
    [
        ("your choice of a Forest or an Island", ("U", "G")),
        ("your choice of a Plains, an Island, or a Swamp", ("W", "U", "B")),
        ("a Forest or an Island of your choice", ("U", "G")),
    ],
)
def test_a_land_becomes_one_of_the_basic_land_types_a_choice_lists(types, expected):
    """The choice before the types as after them ("becomes your choice of a Forest or an
    Island", probe qrf1): the target land gets one of those types' abilities (305.7)."""
    face = parse_face(
        f"Target land becomes {types} until end of turn. Draw a card.", "Instant", "Shifting Shore"
    )
    assert (could_produce([face]), leads_to([face]), face.issues) == ((), expected, ())


@pytest.mark.parametrize(
    ("effect", "leads"),
    [
        ("scry 1 and it becomes a Forest", ("G", "C")),
        ("you gain 1 life and that land becomes a Forest", ("G", "C")),
        ("untap it and it becomes a Forest", ("G", "C")),
    ],
)
def test_a_type_changes_subject_follows_a_clause_that_opens_with_its_verb(effect, leads):
    """ "Whenever a land you control enters, scry 1 and it becomes a Forest ...": the clause
    before "and" has its own verb (a keyword action, 701), so "it" is the subject, the land
    the trigger names (603.2): not the artifact's own."""
    face = parse_face(
        f"{{T}}: Add {{C}}.\nWhenever a land you control enters, {effect} in addition to its "
        "other types.",
        "Artifact",
        "Wayfinder's Lamp",
    )
    assert (could_produce([face]), leads_to([face]), face.issues) == (("C",), leads, ())


@pytest.mark.parametrize(
    "text",
    [
        "{T}: Add {C}.\nEach creature you control that's a land is a Forest.",
        # an invented wording no grammar reads, naming lands, set off by commas or not
        "{T}: Add {C}.\nLands you control save this one are Plains.",
        "{T}: Add {C}.\nLands you control, bar this one, are Plains.",
        # one object of a group, chosen: not the group (review)
        "{T}: Add {C}.\nOne of the lands you control is a Swamp.",
    ],
)
def test_a_type_change_of_lands_the_grammar_does_not_read_is_reported(text):
    """A subject that names lands in words the parser does not read is reported, never
    dropped unseen (probes qr, qt: the silent misses of unread land subjects)."""
    face = parse_face(text, "Artifact", "Unread Beacon")
    assert [i.problem for i in face.issues] == [IssueKind.UNKNOWN_LAND_GROUP]


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        # back at once under another player's control, the card is in a group of any
        # player's lands, and in "that player's" (probes qg, qi, qk)
        ("Land", "{T}: Add {C}.\nWhen this land is put into a graveyard from the battlefield,"
         " return it to the battlefield under target opponent's control. Each land becomes a"
         " Mountain until end of turn.", ("R", "C"), ("R", "C")),
        ("Land", "{T}: Add {R}.\nWhen this land is put into a graveyard from the battlefield,"
         " put it onto the battlefield under target opponent's control. Each land that player"
         " controls becomes a Forest until end of turn.", ("R", "G"), ("R", "G")),
        ("Creature — Human Rogue", "{2}: Exile this creature, then return it to the"
         " battlefield under target opponent's control. Until end of turn, each creature"
         " becomes a Swamp land in addition to its other types.", ("B",), ("B",)),
        # ... but not in a group of yours
        ("Land", "{T}: Add {C}.\nWhen this land is put into a graveyard from the battlefield,"
         " return it to the battlefield under target opponent's control. Each land you control"
         " becomes a Mountain until end of turn.", ("C",), ("R", "C")),
        # "your opponents control" holds it then, for a type change and a grant (probe qy)
        ("Land", "{T}: Add {C}.\n{3}{U}, {T}: Exile this land, then return it to the"
         " battlefield under target opponent's control. Lands your opponents control become"
         " Islands until end of turn.", ("U", "C"), ("U", "C")),
        ("Creature — Zombie", "When this creature dies, return it to the battlefield tapped"
         " under target opponent's control. Each Zombie that player controls gains \"{T}: Add"
         " {B}.\" until end of turn.", ("B",), ("B",)),
        ("Creature — Human", "When this creature dies, return it to the battlefield under"
         " target opponent's control. Creatures your opponents control gain \"{T}: Add {W}.\""
         " until end of turn.", ("W",), ("W",)),
        ("Creature — Goblin", "When this creature enters, exile it, then return it to the"
         " battlefield under target opponent's control and Goblins gain \"{T}: Add {R}.\" until"
         " end of turn.", ("R",), ("R",)),
        ("Creature — Goblin", "When this creature enters, exile it, then return it to the"
         " battlefield under target opponent's control and Goblins you control gain \"{T}: Add"
         " {R}.\" until end of turn.", (), ("R",)),
        # "it" too: the card back, whoever controls it (probe rd)
        ("Creature — Human", "When this creature dies, return it to the battlefield under"
         " target opponent's control. It gains \"{T}: Add {B}.\"", ("B",), ("B",)),
        ("Creature — Human", "When this creature dies, return it to the battlefield under"
         " target opponent's control at the beginning of the next end step. It gains \"{T}:"
         " Add {B}.\"", (), ("B",)),
    ],
)  # fmt: skip
def test_the_card_back_under_another_players_control_is_in_that_players_groups(
    type_line, text, could, leads
):
    """A return under another player's control brings the card back at once (608.2c): it
    is one of "Each land" and of the lands that player controls, not of "lands you
    control" (its controller's side, `owners.from_their_side`)."""
    assert answers(text, type_line, "Test Exile") == (could, leads)


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        # an opponent given control of the card: it is in that player's groups (probe cs)
        ("Land", "{T}: Add {C}.\n{3}, {T}: Target opponent gains control of this land. Then"
         " each land that player controls becomes an Island until end of turn.", ("U", "C"),
         ("U", "C")),
        ("Creature — Spirit", "When this creature enters, target opponent gains control of it."
         " Creatures that player controls gain \"{T}: Add {B}.\" until end of turn.", ("B",),
         ("B",)),
        # ... not in yours, and another object given is not the card
        ("Creature — Spirit", "When this creature enters, target opponent gains control of it."
         " Creatures you control gain \"{T}: Add {B}.\" until end of turn.", (), ("B",)),
        ("Creature — Spirit", "When this creature enters, target opponent gains control of"
         " target land you control. Creatures that player controls gain \"{T}: Add {B}.\" until"
         " end of turn.", (), ("B",)),
        # several players' permanents, yours among them (probe mq)
        ("Land", "{T}: Add {C}.\n{3}, {T}: Each land you and target opponent control becomes a"
         " Mountain until end of turn.", ("R", "C"), ("R", "C")),
        # a player who may be you leaves it in your groups
        ("Creature — Spirit", "{1}: Target player gains control of this creature. Creatures you"
         " control gain \"{T}: Add {B}.\" until end of turn.", ("B",), ("B",)),
        # a step that may not happen leaves it in either player's groups; one the grant
        # waits for, in theirs (probe rw)
        ("Land", "{T}: Add {R}.\n{2}, {T}: If you control no Forests, target opponent gains"
         " control of this land. Each land that player controls becomes a Forest until end of"
         " turn.", ("R", "G"), ("R", "G")),
        ("Creature — Spirit", "When this creature enters, you may have target opponent gain"
         " control of it. Creatures you control gain \"{T}: Add {B}.\" until end of turn.",
         ("B",), ("B",)),
        ("Creature — Spirit", "When this creature enters, you may have target opponent gain"
         " control of it. If you do, creatures that player controls gain \"{T}: Add {B}.\""
         " until end of turn.", ("B",), ("B",)),
        ("Creature — Spirit", "When this creature enters, an opponent of your choice gains"
         " control of it. Creatures your opponents control gain \"{T}: Add {B}.\" until end of"
         " turn.", ("B",), ("B",)),
        # ... one that waits for it not to happen, in yours; "unless", maybe (probe sa)
        ("Land", "{T}: Add {G}.\n{2}, {T}: Target opponent may gain control of this land. If"
         " they don't, each land that player controls becomes a Mountain until end of turn.",
         ("G",), ("R", "G")),
        ("Creature — Spirit", "When this creature enters, target opponent gains control of it"
         " unless they pay {2}. Creatures that player controls gain \"{T}: Add {B}.\" until end"
         " of turn.", ("B",), ("B",)),
        # after "unless they pay", "If they don't" is the step done, "If they do" not; and
        # "Otherwise" is "If they don't" (probe se, review)
        ("Land", "{T}: Add {C}.\nWhen this land enters, target opponent gains control of it"
         " unless they pay {3}. If they don't, each land that player controls becomes a Swamp"
         " until end of turn.", ("B", "C"), ("B", "C")),
        ("Creature — Spirit", "When this creature enters, target opponent gains control of it"
         " unless they pay {2}. If they do, creatures you control gain \"{T}: Add {B}.\" until"
         " end of turn.", ("B",), ("B",)),
        ("Creature — Spirit", "{B}, {T}: Target opponent may gain control of this creature."
         " Otherwise, creatures that player controls gain \"{T}: Add {B}.\" until end of"
         " turn.", (), ("B",)),
        # and so for a sacrifice: "If you don't" after "unless you pay" is the card gone
        # (probe sh)
        ("Creature — Spirit", "At the beginning of your upkeep, sacrifice this creature unless"
         " you pay {B}. If you don't, creatures you control gain \"{T}: Add {B}.\" until end of"
         " turn.", (), ("B",)),
        ("Creature — Spirit", "At the beginning of your upkeep, sacrifice this creature unless"
         " you pay {B}. If you do, creatures you control gain \"{T}: Add {B}.\" until end of"
         " turn.", ("B",), ("B",)),
        # another clause's "unless" is not the step's (second review)
        ("Creature — Elf", "When this creature enters, you may exile it and each opponent loses"
         " 2 life unless they pay {2}. If you do, Elves you control gain \"{T}: Add {B}.\" until"
         " end of turn.", (), ("B",)),
    ],
)  # fmt: skip
def test_the_card_an_opponent_gains_control_of_is_in_that_players_groups(
    type_line, text, could, leads
):
    """ "Target opponent gains control of this land. Then each land that player controls
    becomes an Island ...": the rest of the effect finds the card theirs (608.2c), as after a
    return under their control."""
    assert answers(text, type_line, "Test Exile") == (could, leads)


@pytest.mark.parametrize(
    ("type_line", "text", "could"),
    [
        # a Mountain only while a change takes its rules text: the static never applies
        ("Land", '{T}: Add {G}.\n{2}: This land becomes a Mountain until end of turn.\nAs long'
         ' as this land is a Mountain, it has "{T}: Add {C}."', ("R", "G")),
        # a Mountain with its text (printed, or "in addition"): it does
        ("Land", '{T}: Add {G}.\n{2}: This land becomes a Mountain until end of turn.\nAs long'
         ' as it\'s a Mountain, this land has "{T}: Add {C}."', ("R", "G")),
        ("Land — Mountain", '{T}: Add {G}.\nAs long as this land is a Mountain, it has "{T}:'
         ' Add {C}."', ("R", "G", "C")),
        # ... with another condition it needs too, as "... land", or at the end (probe rj)
        ("Land", '{T}: Add {G}.\n{2}: This land becomes a Mountain until end of turn.\nAs long'
         ' as this land is a Mountain and you control a creature, it has "{T}: Add {C}."',
         ("R", "G")),
        ("Land", '{T}: Add {G}.\n{2}: This land becomes a Mountain until end of turn.\nThis'
         ' land has "{T}: Add {C}." as long as it\'s a Mountain.', ("R", "G")),
        # a condition the change does not alone decide keeps the row (review)
        ("Land", '{T}: Add {G}.\n{2}: This land becomes a Mountain until end of turn.\nAs long'
         ' as this land is a Mountain or a Forest, it has "{T}: Add {C}."', ("R", "G", "C")),
        ("Land", '{T}: Add {G}.\n{2}: This land becomes a Mountain in addition to its other'
         ' types until end of turn.\nAs long as this land is a Mountain, it has "{T}: Add'
         ' {C}."', ("R", "G", "C")),
    ],
)  # fmt: skip
def test_a_static_of_its_own_met_only_without_its_text_never_applies(type_line, text, could):
    """305.7: a land that becomes a basic land type (not "in addition") loses its rules
    text's abilities while it is one, so its own "As long as this land is a Mountain, it has
    ..." applies in no state where it is a Mountain (probe ps53): read, then dropped, and
    nothing reported."""
    face = parse_face(text, type_line, "Test Vale")
    assert (could_produce([face]), leads_to([face]), face.issues) == (could, could, ())


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        # "it" after a clause that opens with its verb stands for what that clause named
        ("Land", "{T}: Add {C}.\n{1}{W}: Untap this land and it becomes a Plains until end of"
         " turn.", ("W", "C"), ("W", "C")),
        # any keyword action opens such a clause (701: venture, learn, clash, ...; probe rd)
        ("Land", "{T}: Add {C}.\n{2}, {T}: Venture into the dungeon and it becomes a Swamp"
         " until end of turn.", ("B", "C"), ("B", "C")),
        ("Land", "{T}: Add {C}.\n{3}, {T}: Take the initiative and it becomes a Swamp until end"
         " of turn.", ("B", "C"), ("B", "C")),
        # a card's name is no verb ("Mill Pond and each other land")
        ("Land", "{T}: Add {C}.\n{1}{U}, {T}: Mill Pond and each other land you control"
         " become Islands until end of turn.", ("U", "C"), ("U", "C")),
        # a grant after such a clause: its own subject, the card among the group
        ("Creature — Human Cleric", '{W}, {T}: Exile target card from a graveyard and'
         ' creatures you control gain "{T}: Add {W}." until end of turn.', ("W",), ("W",)),
        ("Creature — Human Cleric", '{W}: Scry 1 and creatures you control gain "{T}: Add'
         ' {W}." until end of turn.', ("W",), ("W",)),
        # an exception's list ending with the card leaves it out
        ("Land", "{T}: Add {C}.\nLands you control, other than Gates and this land, are"
         " Plains.", ("C",), ("W", "C")),
        ("Land", '{T}: Add {C}.\nLands you control other than Gates and this land have "{T}:'
         ' Add {W}."', ("C",), ("W", "C")),
        # an exception that ended at its group's verb leaves the card's own grant (review)
        ("Creature — Elf", 'Creatures you control other than Humans get +1/+1 and this'
         ' creature has "{T}: Add {G}."', ("G",), ("G",)),
        # a set-off condition is no subject's word: a state taken as met (probe qy94)
        ("Enchantment", "Each land, as long as it's untapped, is a Swamp.", (), ("B",)),
        # land cards in a hand are Forests only there, unless perpetually (400.7)
        ("Artifact", "Land cards in your hand are Forests.", (), ()),
        ("Artifact", "Land cards in your hand perpetually become Forests.", (), ("G",)),
        ("Land", "{T}: Add {C}.\nLand cards in your hand and lands you control are Plains in"
         " addition to their other types.", ("W", "C"), ("W", "C")),
    ],
)  # fmt: skip
def test_what_probe_qv_found(type_line, text, could, leads):
    """The edges of the rules written the hour before probe qv: clauses that open with their
    verb, names, exceptions, cards in a hand."""
    face = parse_face(text, type_line, "Mill Pond" if "Mill Pond" in text else "Test Pond")
    assert (could_produce([face]), leads_to([face]), face.issues) == (could, leads, ())


@pytest.mark.parametrize(
    ("vote", "expected"),
    [
        ("votes for Mountain or Forest", ("R", "G")),
        ("votes for Island, Swamp, or Mountain", ("U", "B", "R")),
        ("votes for a basic land type", WUBRG),
    ],
)
def test_lands_become_the_basic_land_type_a_vote_chose(vote, expected):
    """A vote is a choice each player makes (701.38): "the basic land type with the most
    votes" is one of those the vote offered, the lands get its ability (305.7; probe
    ql63)."""
    face = parse_face(
        f"Will of the council — Starting with you, each player {vote}. Lands you control "
        "become the basic land type with the most votes or tied for most votes until end of "
        "turn.",
        "Sorcery",
        "Council's Terrain",
    )
    assert (could_produce([face]), leads_to([face]), face.issues) == ((), expected, ())


@pytest.mark.parametrize(
    "text",
    [
        "As this land enters, choose a creature type.\nThis land is the chosen type.",
        "As this land enters, choose a nonbasic land type.\nThis land is the chosen type.",
        "As this land enters, choose a creature type.\n"
        "Domain — This land gets +1/+1 for each basic land type among lands you control.\n"
        "This land is the chosen type.",
    ],
)
def test_the_chosen_type_of_another_choice_gives_no_mana(text):
    """ "The chosen type" is a basic land type only after a choice of one: a creature
    type, a nonbasic land type or Domain's count of basic land types gives no ability."""
    face = parse_face(text, "Land", "Chosen Kin")
    assert (face.mana, face.issues) == ((), ())


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


# -- spells and rows (CR 605.5b) --------------------------------------------------------------


def test_a_spell_with_a_subtype_is_a_spell():
    """ "Instant — Arcane" is an instant (205.3): a spell's row, whatever follows the dash."""
    face = parse_face("Add {R}{R}{R}.", "Instant — Arcane", "Arcane Ritual")
    assert rows(face) == [(0, SourceKind.SPELL, ("R",), "3", Choice.FIXED, Mechanism.PRINTED, None)]


def test_a_row_is_no_mana_ability_unless_the_parser_says_so():
    """A row built without the flags is no mana ability under either version of 605."""
    row = spell_row("Add {G}.", colors=("G",), amount="1", choice=Choice.FIXED)
    assert (row.is_mana_ability, row.is_mana_ability_2026) == (False, False)


@pytest.mark.parametrize(
    "text",
    [
        # a replacement that applies only the first time each turn (614.1), and one that
        # lets you have the land "make" its result (probe vi76 vi26: the card's own R and W
        # unread)
        "{T}: Add {C}.\nThe first time each turn this land would produce {C}, it produces "
        "{R} instead.",
        "{T}: Add {C}.\nIf this land would produce {C}, you may have it make {R} instead.",
        # "once" worded otherwise, after a cost too (probe vo24 vo46 vo89)
        "{T}: Add {C}.\nThe first time this land would produce {C} each turn, it produces {R} "
        "instead.",
        "{T}: Add {C}.\nEach turn, the first time this land would produce {C}, it makes {R} "
        "instead.",
        "{T}: Add {C}.\n{1}: The next time this land would produce {C} this turn, it produces "
        "{R} instead.",
        "{T}: Add {C}.\nThe second time each turn this land would produce {C}, it produces {R} "
        "instead.",
        # any ordinal, "Whenever" opening it, "would make" its event (probes vt34 vt77 vt33,
        # vg125)
        "{T}: Add {C}.\nThe fourth time this land would produce {C} each turn, it produces {R} "
        "instead.",
        "{T}: Add {C}.\nWhenever this land would produce {C} during your turn, it produces {R} "
        "instead.",
        "{T}: Add {C}.\nIf this land would make {C}, it makes {R} instead.",
        "{T}: Add {C}.\nWhenever a land you control is tapped for mana, it produces {R} instead.",
        "{T}: Add {C}.\nEach time this land would produce {C}, it produces {R} instead.",
        # the objects tapped, the players or the abilities that add it, in other words
        # (probes we74 we8 we30 we1 we76 we56 we57 we67 we37 we38 we68)
        "{T}: Add {C}.\nIf this land would become tapped for {C}, it produces {R} instead.",
        "{T}: Add {C}.\nLands tapped for mana produce {R} instead.",
        "{T}: Add {C}.\nIf any player would add {C}, that player adds {R} instead.",
        "{T}: Add {C}.\nIf you or an opponent would add {C}, that player adds {R} instead.",
        "{T}: Add {C}.\nActivated abilities you control that would add {C} add {R} instead.",
        "{T}: Add {C}.\nSpells and abilities you control that would add colorless mana instead "
        "add that much {R}.",
        "{T}: Add {C}.\nIf an ability you control would add {C}, it adds {R} instead.",
        "{T}: Add {C}.\nAbilities of lands you control that would add {C} add {R} instead.",
        "{T}: Add {C}.\nIf a mana ability of a land you control would add {C}, it adds {R} "
        "instead.",
        "{T}: Add {C}.\nIf a land's ability would add {C}, it adds {R} instead.",
        "{T}: Add {C}.\nIf this land's ability would add {C}, it adds {R} instead.",
        "{T}: Add {C}.\nLands that are tapped for mana produce {R} instead.",
        "{T}: Add {C}.\nIf a land's mana abilities would add {C}, they add {R} instead.",
        # "would tap for", "becomes tapped for", "a mana ability you activate" (probes ww10
        # ww16 ww14)
        "{T}: Add {C}.\nIf this land would tap for {C}, it taps for {R} instead.",
        "{T}: Add {C}{C}.\nIf a land you control becomes tapped for two or more mana, it "
        "produces {R} instead.",
        "{T}: Add {C}.\nIf a mana ability you activate would add {C}, it adds {R} instead.",
        # "gets tapped for", "a spell or ability you control", "an activated mana ability
        # you control" (probes xb15 xb63 xh19)
        "{T}: Add {C}.\nIf an activated mana ability you control would add {C}, it adds {R} "
        "instead.",
        "{T}: Add {C}.\nIf a land you control gets tapped for {C}, it produces {R} instead.",
        "{T}: Add {C}.\nIf a spell or ability you control would add {C}, it adds {R} instead.",
    ],
)
def test_a_replacement_of_the_lands_own_production_in_other_words(text):
    """The card's own production replaced counts in could_produce (106.7, 106.12b)."""
    face = parse_face(text, "Land", "Test Court")
    assert could_produce([face]) == ("R", "C")
    assert face.issues == ()


def test_a_replacements_result_replaced_by_another_616_1f():
    """A replacement applies to the event another one modified (616.1f), each once (616.1e):
    the card's {C} becomes {W}, and that {W} becomes {U} (probe vg143: the U unread); the
    replacements of each other's results give no row twice."""
    chained = parse_face(
        "{T}: Add {C}.\nIf a land you control would produce {C}, it produces {W} instead. If a "
        "land you control would produce {W}, it produces {U} instead.",
        "Land",
        "Test Court",
    )
    assert could_produce([chained]) == ("W", "U", "C")
    swapped = parse_face(
        "{T}: Add {W} or {U}.\nIf you would add {W}, add {U} instead. If you would add {U}, "
        "add {W} instead.",
        "Creature — Human Wizard",
        "Test Arbiter",
    )
    own = [(r.colors, r.amount) for r in swapped.mana if r.source_kind == SourceKind.ACTIVATED]
    assert own == [(("W", "U"), "1"), (("U",), "{U}"), (("W",), "{W}")]


@pytest.mark.parametrize(
    ("text", "could"),
    [
        # a second replacement on the other turns, or on the condition denied, never finds
        # the mana the first made (probes vt38 vt39: the U and the R read)
        ("{T}: Add {C}.\nIf a land you control would produce {C} during your turn, it produces "
         "{G} instead. If a land you control would produce {G} during each other player's "
         "turn, it produces {U} instead.", ("G", "C")),
        ("{T}: Add {C}.\nIf you control a Zombie and this land would produce {C}, it produces "
         "{B} instead. If you control no Zombies and this land would produce {B}, it produces "
         "{R} instead.", ("B", "C")),
        # nor on turns not yours, in any words, nor where the first's count is denied (probe
        # vx, review)
        ("{T}: Add {C}.\nIf a land you control would produce {C} during your turn, it produces "
         "{G} instead. If a land you control would produce {G} during an opponent's turn, it "
         "produces {U} instead.", ("G", "C")),
        ("{T}: Add {C}.\nIf it's your turn and this land would produce {C}, it produces {G} "
         "instead. If it's not your turn and this land would produce {G}, it produces {U} "
         "instead.", ("G", "C")),
        ("{T}: Add {C}.\nIf you control two or more Zombies and this land would produce {C}, it "
         "produces {B} instead. If you control no Zombies and this land would produce {B}, it "
         "produces {R} instead.", ("B", "C")),
        ("{T}: Add {C}.\nIf you control no Zombies and this land would produce {C}, it produces "
         "{B} instead. If you control a Zombie token and this land would produce {B}, it "
         "produces {U} instead.", ("B", "C")),
        # but conditions both met may chain (616.1f): one of several, or the denial of more
        # than the first says (probe vx, review)
        ("{T}: Add {C}.\nIf you control no Zombies and this land would produce {C}, it produces "
         "{B} instead. If you control a Zombie or a Skeleton and this land would produce {B}, "
         "it produces {U} instead.", ("U", "B", "C")),
        ("{T}: Add {C}.\nIf you control an Elf and this land would produce {C}, it produces {G} "
         "instead. If you control no Elf tokens and this land would produce {G}, it produces "
         "{W} instead.", ("W", "G", "C")),
        ("{T}: Add {C}.\nIf you control a Zombie and this land would produce {C}, it produces "
         "{B} instead. If you don't control a Zombie token and this land would produce {B}, it "
         "produces {R} instead.", ("B", "R", "C")),
        ("{T}: Add {C}.\nIf you don't control a Forest and an Island and this land would "
         "produce {C}, it produces {B} instead. If you control a Forest and this land would "
         "produce {B}, it produces {R} instead.", ("B", "R", "C")),
        ("{T}: Add {C}.\nAs long as it's your turn, if this land would produce {C}, it produces "
         "{G} instead. If this land would produce {G} during another player's turn or during "
         "your end step, it produces {U} instead.", ("U", "G", "C")),
        # turns no one shares, however said; a count denied either way round (probe wb21,
        # review)
        ("{T}: Add {C}.\nIf this land would produce {C} during your turn, it produces {W} "
         "instead. If this land would produce {W} during combat on an opponent's turn, it "
         "produces {R} instead.", ("W", "C")),
        ("{T}: Add {C}.\nIf it's your turn and this land would produce {C}, it produces {G} "
         "instead. If it's an opponent's turn and this land would produce {G}, it produces {U} "
         "instead.", ("G", "C")),
        ("{T}: Add {C}.\nIf you control no Elves and this land would produce {C}, it produces "
         "{G} instead. If you control another Elf and this land would produce {G}, it produces "
         "{U} instead.", ("G", "C")),
        # but not "don't control two or more Elves" against "an Elf", nor a noun that only
        # begins like another (review)
        ("{T}: Add {C}.\nIf you control an Elf and this land would produce {C}, it produces {G} "
         "instead. If you don't control two or more Elves and this land would produce {G}, it "
         "produces {U} instead.", ("U", "G", "C")),
        ("{T}: Add {C}.\nIf you control no Ants and this land would produce {C}, it produces "
         "{G} instead. If you control an Antelope and this land would produce {G}, it produces "
         "{U} instead.", ("U", "G", "C")),
        ("{T}: Add {C}.\nIf this land would produce {C} during your turn, it produces {G} "
         "instead. If this land would produce {G} during your end step or during combat on an "
         "opponent's turn, it produces {R} instead.", ("R", "G", "C")),
        ("{T}: Add {C}.\nIf you don't control fewer than two Elves and this land would produce "
         "{C}, it produces {G} instead. If you control two or more Elves and this land would "
         "produce {G}, it produces {R} instead.", ("R", "G", "C")),
        ("{T}: Add {C}.\nIf this land would produce {C} during your turn, it produces {G} "
         "instead. If this land would produce {G} during the end step of each other player's "
         "turn, it produces {B} instead.", ("G", "C")),
        # steps and phases of a turn that never overlap (500.1, probes wj95 ww59 ww99)
        ("{T}: Add {C}.\nIf this land would produce {C} during your upkeep, it produces {R} "
         "instead. If this land would produce {R} during your end step, it produces {U} "
         "instead.", ("R", "C")),
        ("{T}: Add {W}.\nIf this land would produce {W} during your precombat main phase, it "
         "produces {B} instead. If this land would produce {B} during combat, it produces {G} "
         "instead.", ("W", "B")),
        # a step of your turn against an opponent's turn or step, "it's your upkeep" (probes
        # xb25 xb33 xb34 xb32)
        ("{T}: Add {C}.\nIf this land would produce {C} during each opponent's end step, it "
         "produces {R} instead. If this land would produce {R} during your turn, it produces "
         "{U} instead.", ("R", "C")),
        ("{T}: Add {C}.\nIf this land would produce {C} during your upkeep, it produces {R} "
         "instead. If this land would produce {R} during an opponent's turn, it produces {U} "
         "instead.", ("R", "C")),
        ("{T}: Add {C}.\nAs long as it's your upkeep, if this land would produce {C}, it "
         "produces {R} instead. If this land would produce {R} during your end step, it "
         "produces {U} instead.", ("R", "C")),
        # but a phase and a step of it may both hold, and so may one of a choice of steps
        # (a list too, xb26)
        ("{T}: Add {C}.\nIf this land would produce {C} during your upkeep, draw step, or end "
         "step, it produces {R} instead. If this land would produce {R} during your end step, "
         "it produces {U} instead.", ("U", "R", "C")),
        ("{T}: Add {C}.\nIf this land would produce {C} during your main phase, it produces "
         "{R} instead. If this land would produce {R} during your precombat main phase, it "
         "produces {U} instead.", ("U", "R", "C")),
        ("{T}: Add {C}.\nIf this land would produce {C} during combat, it produces {R} "
         "instead. If this land would produce {R} during the declare attackers step, it "
         "produces {U} instead.", ("U", "R", "C")),
        ("{T}: Add {C}.\nIf this land would produce {C} during your upkeep, it produces {R} "
         "instead. If this land would produce {R} during your upkeep or draw step, it "
         "produces {U} instead.", ("U", "R", "C")),
        # the turns in other words: a step of a turn, "another player's turn", "a turn other
        # than yours", "your opponent's turn", "each of your turns" (probes wv26 wv30 wv31
        # wv49 wv50)
        ("{T}: Add {C}.\nIf this land would produce {C} during your upkeep, it produces {R} "
         "instead. If this land would produce {R} during each opponent's upkeep, it produces "
         "{G} instead.", ("R", "C")),
        ("{T}: Add {C}.\nIf it's your turn and this land would produce {C}, it produces {B} "
         "instead. If it's another player's turn and this land would produce {B}, it produces "
         "{R} instead.", ("B", "C")),
        ("{T}: Add {C}.\nIf this land would produce {C} during your turn, it produces {G} "
         "instead. If this land would produce {G} during a turn other than yours, it produces "
         "{W} instead.", ("G", "C")),
        ("{T}: Add {C}.\nIf it's your turn and this land would produce {C}, it produces {G} "
         "instead. If it's your opponent's turn and this land would produce {G}, it produces "
         "{B} instead.", ("G", "C")),
        ("{T}: Add {C}.\nDuring each of your turns, if this land would produce {C}, it "
         "produces {R} instead. During each opponent's turn, if this land would produce {R}, "
         "it produces {U} instead.", ("R", "C")),
        # but a turn a negation denies is no condition on it: "Unless it's your turn",
        # "except during your turn" (probes wv28 wv29 wv41)
        ("{T}: Add {C}.\nUnless it's your turn, if this land would produce {C}, it produces "
         "{B} instead. If it's an opponent's turn and this land would produce {B}, it produces "
         "{R} instead.", ("B", "R", "C")),
        ("{T}: Add {C}.\nIf this land would produce {C} except during your turn, it produces "
         "{U} instead. If this land would produce {U} during an opponent's turn, it produces "
         "{B} instead.", ("U", "B", "C")),
        ("{T}: Add {C}.\nIf it's your turn and this land would produce {C}, it produces {W} "
         "instead. Unless it's an opponent's turn, if this land would produce {W}, it produces "
         "{B} instead.", ("W", "B", "C")),
        # a turn or step a negation denies against the same said alone, "Other than during
        # your turn", a step of a turn named after it (probes xh1 xh2 xh98 xh8 xh78, review)
        ("{T}: Add {C}.\nUnless it's an opponent's turn, if this land would produce {C}, it "
         "produces {W} instead. If this land would produce {W} during an opponent's turn, it "
         "produces {B} instead.", ("W", "C")),
        ("{T}: Add {C}.\nExcept during an opponent's turn, if this land would produce {C}, it "
         "produces {G} instead. If it's an opponent's turn and this land would produce {G}, "
         "it produces {U} instead.", ("G", "C")),
        ("{T}: Add {C}.\nIf this land would produce {C} during your turn, it produces {R} "
         "instead. Other than during your turn, if this land would produce {R}, it produces "
         "{B} instead.", ("R", "C")),
        ("{T}: Add {C}.\nIf it's your upkeep and this land would produce {C}, it produces {G} "
         "instead. If it's your draw step and this land would produce {G}, it produces {R} "
         "instead.", ("G", "C")),
        ("{T}: Add {C}.\nIf this land would produce {C} during combat on your turn, it "
         "produces {R} instead.\nIf this land would produce {R} during your postcombat main "
         "phase, it produces {W} instead.", ("R", "C")),
        # but a step a negation denies, or a past event's, is no condition on that step
        # (review)
        ("{T}: Add {C}.\nAs long as it's not your upkeep, if this land would produce {C}, it "
         "produces {R} instead.\nIf this land would produce {R} during your end step, it "
         "produces {U} instead.", ("U", "R", "C")),
        ("{T}: Add {C}.\nIf this land would produce {C} except during combat, it produces {R} "
         "instead.\nIf this land would produce {R} during your upkeep, it produces {U} "
         "instead.", ("U", "R", "C")),
        ("{T}: Add {C}.\nUnless it's your upkeep, if this land would produce {C}, it produces "
         "{R} instead.\nIf this land would produce {R} during your end step, it produces {U} "
         "instead.", ("U", "R", "C")),
        ("{T}: Add {C}.\nIf a creature died during combat this turn and this land would "
         "produce {C}, it produces {B} instead.\nIf this land would produce {B} during your "
         "end step, it produces {G} instead.", ("B", "G", "C")),
        # "other than during combat" against "during combat" (probe xl82)
        ("{T}: Add {C}.\nIf this land would produce {C} during combat, it produces {R} "
         "instead. If this land would produce {R} other than during combat, it produces {G} "
         "instead.", ("R", "C")),
        ("{T}: Add {C}.\nIf you're the monarch and this land would produce {C}, it produces "
         "{B} instead. Unless you're the monarch, if this land would produce {B}, it produces "
         "{R} instead.", ("B", "C")),
        # "Unless you control" what the other controls (probe xq)
        ("{T}: Add {C}.\nIf you control a Zombie and this land would produce {C}, it produces "
         "{B} instead. Unless you control a Zombie, if this land would produce {B}, it "
         "produces {R} instead.", ("B", "C")),
        # an ability activated only when the replacement can't apply (602.5b, probes
        # xp80 xp81 xp83 xp84)
        ("{T}: Add {C}. Activate only during your end step.\nIf this land would produce {C} "
         "during an opponent's end step, it produces {B} instead.", ("C",)),
        ("{T}: Add {C}. Activate only during combat.\nExcept during combat, if this land would "
         "produce {C}, it produces {W} instead.", ("C",)),
        ("{T}: Add {C}. Activate only if you're the monarch.\nAs long as you're not the "
         "monarch, if this land would produce {C}, it produces {B} instead.", ("C",)),
        ("{T}: Add {C}. Activate only during an opponent's turn.\nUnless it's an opponent's "
         "turn, if this land would produce {C}, it produces {G} instead.", ("C",)),
        # "as a sorcery" is during your main phase, and each of two restrictions is one
        # (602.5d, probes xw53 xw93)
        ("{T}: Add {G}. Activate only as a sorcery.\nIf this land would produce {G} during "
         "combat, it produces {R} instead.", ("G",)),
        ("{T}: Add {R}{R}. Activate only during your turn and only if this land entered this "
         "turn.\nIf this land would produce two or more mana during an opponent's turn, it "
         "produces {B} instead.", ("R",)),
        ("{T}: Add {C}. Activate only during your turn and only once each turn.\nIf this land "
         "would produce {C} during an opponent's turn, it produces {B} instead.", ("C",)),
        ("{T}: Add {C}. Activate only if you control a Zombie and only once each turn.\nUnless "
         "you control a Zombie, if this land would produce {C}, it produces {B} instead.",
         ("C",)),
        ("{T}: Add {C}. Activate only if you control two or more Swamps.\nUnless you control a "
         "Swamp, if this land would produce {C}, it produces {B} instead.", ("C",)),
        ("{T}: Add {C}.\nUnless you control a Swamp, if a land you control would produce {C}, "
         "it produces {G} instead. If you control two or more Swamps and a land you control "
         "would produce {G}, it produces {B} instead.", ("G", "C")),
        # but not a state its costs may change before it resolves (602.5, 601.2h; review)
        ("{T}, Sacrifice a Zombie: Add {C}. Activate only if you control a Zombie.\nIf you "
         "control no Zombies and this land would produce {C}, it produces {B} instead.",
         ("B", "C")),
        ("{T}: Add {C}. Activate only if this land is untapped.\nAs long as this land is "
         "tapped, if it would produce {C}, it produces {B} instead.", ("B", "C")),
        # nor a choice of steps whose last one is said alone (review)
        ("{T}: Add {C}.\nIf this land would produce {C} during upkeep or combat, it produces "
         "{R} instead. If this land would produce {R} during your upkeep, it produces {G} "
         "instead.", ("R", "G", "C")),
        # but one it may apply with (its own turn's step)
        ("{T}: Add {C}. Activate only during your turn.\nIf this land would produce {C} "
         "during your end step, it produces {B} instead.", ("B", "C")),
        # but a state one of a choice is no condition alone (review)
        ("{T}: Add {C}.\nIf this land would produce {C} while you control a Forest or while "
         "you're the monarch, it produces {W} instead.\nIf you aren't the monarch and this "
         "land would produce {W}, it produces {B} instead.", ("W", "B", "C")),
        # a state said and denied (probe xj)
        ("{T}: Add {C}.\nIf you're the monarch and this land would produce {C}, it produces "
         "{B} instead. If you aren't the monarch and this land would produce {B}, it produces "
         "{R} instead.", ("B", "C")),
        # and conditions both met may chain (616.1f)
        ("{T}: Add {C}.\nIf a land you control would produce {C} during your turn, it produces "
         "{G} instead. If you control an Elf and a land you control would produce {G}, it "
         "produces {U} instead.", ("U", "G", "C")),
    ],
)  # fmt: skip
def test_a_replacement_on_a_condition_the_one_before_excludes_is_no_chain(text, could):
    """Replacements apply to an event modified before only where both can apply (616.1f):
    two conditions one of which denies the other never hold together."""
    face = parse_face(text, "Land", "Test Court")
    assert could_produce([face]) == could
    assert face.issues == ()


@pytest.mark.parametrize(
    ("text", "could"),
    [
        # an amount the replacement asks for, in any words, or mana of a type it names in
        # words, leaves another row as it is (probes we4 we11 we77 we78 we27 we28 we51 we5)
        ("{T}: Add {G}.\nIf a land you control would produce at least two mana, it produces "
         "{C} instead.", ("G",)),
        ("{T}: Add {G}.\nIf a land you control would produce two mana or more, it produces "
         "{C} instead.", ("G",)),
        ("{T}: Add {C}.\nIf this land would produce more than one {C}, it produces {U} "
         "instead.", ("C",)),
        ("{T}: Add {R}{R}.\nIf this land would produce exactly one mana, it produces {U} "
         "instead.", ("R",)),
        ("{T}: Add {B}{B}.\nIf this land would produce fewer than two mana, it produces {G} "
         "instead.", ("B",)),
        ("{T}: Add {C}.\nIf this land would produce {C}{C}, it produces {R}{R} instead.", ("C",)),
        ("{T}: Add {U}.\nLands you control tap for {R}{R} instead of green mana.", ("U",)),
        ("{T}: Add {C}{C}.\nIf a land you control would produce at most one mana, it produces "
         "{U} instead.", ("C",)),
        ("{T}: Add {C}{C}{C}.\nIf a land you control would produce one or two mana, it produces "
         "{U} instead.", ("C",)),
        ("{T}: Add {C}{C}.\nIf a land you control would produce a single mana, it produces {R} "
         "instead.", ("C",)),
        ("{T}: Add {C}.\nIf a land you control would produce two mana, it produces {G}{G} "
         "instead.", ("C",)),
        ("{T}: Add {G}.\nIf a land you control would produce two green mana, it produces "
         "{B}{B}{B} instead.", ("G",)),
        # but one it asks for is replaced: "exactly one", "{C}{C}" of "{C}{C}", "instead of
        # blue mana", "tap for {G}{G} instead of {G}"
        ("{T}: Add {R}.\nIf this land would produce exactly one mana, it produces {U} "
         "instead.", ("U", "R")),
        ("{T}: Add {C}{C}.\nIf this land would produce {C}{C}, it produces {R}{R} instead.",
         ("R", "C")),
        ("{T}: Add {U}.\nLands you control tap for {R}{R} instead of blue mana.", ("U", "R")),
        ("{T}: Add {G}.\nForests you control tap for {G}{G} instead of {G}.", ("G",)),
        # "{C}{C} or more", "two or more colored mana" (review)
        ("{T}: Add {C}.\nIf a land you control would produce {C}{C} or more, it produces {U} "
         "instead.", ("C",)),
        ("{T}: Add {G}.\nIf a land you control would produce two or more colored mana, it "
         "produces {U} instead.", ("G",)),
        # a color in other words, and "more than a single mana" (probes ww12 ww13 ww93 ww15)
        ("{T}: Add {C}{C}.\nIf a land you control would produce two or more mana of a single "
         "color, it produces {G} instead.", ("C",)),
        ("{T}: Add {C}.\nIf this land would produce mana of a color, it produces {B} "
         "instead.", ("C",)),
        ("{T}: Add {C}{C}.\nIf a land you control would produce two mana of different colors, "
         "it produces {U}{U} instead.", ("C",)),
        ("{T}: Add {G}.\nIf a land would be tapped for more than a single mana, it produces "
         "{C} instead.", ("G",)),
        ("{T}: Add {C}{C}.\nIf a land you control would produce mana of two or more different "
         "colors, it produces {W}{W} instead.", ("C",)),
        # an ability you activate: not a triggered mana ability's (605.1b, probe xb85), in
        # each wording of activated abilities (review)
        ("{T}: Add {G}.\nWhenever you tap this land for mana, add an additional {C}.\nIf a "
         "mana ability you activate would add {C}, it adds {B} instead.", ("G", "C")),
        ("{T}: Add {G}.\nWhenever you tap this land for mana, add an additional {C}.\nIf an "
         "activated ability of a land you control would add {C}, it adds {B} instead.",
         ("G", "C")),
        ("{T}: Add {G}.\nWhenever you tap this land for mana, add an additional {C}.\nIf this "
         "land's activated ability would add {C}, it adds {B} instead.", ("G", "C")),
        # but a land "with an activated ability" is any of its abilities' (review)
        ("{T}: Add {G}.\nWhenever you tap this land for mana, add an additional {C}.\nIf a "
         "land you control with an activated ability would produce {C}, it produces {B} "
         "instead.", ("B", "G", "C")),
        # "are tapped for exactly one mana" is the event's amount (probe wj13)
        ("{T}: Add {C}{C}.\nLands that are tapped for exactly one mana produce {R} instead.",
         ("C",)),
    ],
)  # fmt: skip
def test_a_replacement_of_some_amount_or_type_leaves_another_row_as_it_is(text, could):
    """A replacement applies only to the events it describes (614.1a): an amount of mana or
    a type it asks for."""
    face = parse_face(text, "Land", "Test Court")
    assert could_produce([face]) == could
    assert face.issues == ()


@pytest.mark.parametrize(
    ("text", "could", "leads", "issues"),
    [
        # the result in the branch of a payment the event's sentence offers (probes we39 we81
        # we82): "If you do", "If they do", "If you don't" alike
        ("{T}: Add {C}.\nIf this land would produce {C}, you may pay {1}. If you do, it "
         "produces {R} instead.", ("R", "C"), ("R", "C"), []),
        ("{T}: Add {C}.\nIf a land you control would produce {C}, its controller may pay 2 "
         "life. If they do, that land produces {B} instead.", ("B", "C"), ("B", "C"), []),
        ("{T}: Add {C}.\nIf a land you control would produce {C}, you may pay {G}. If you "
         "don't, it produces {R} instead.", ("R", "C"), ("R", "C"), []),
        # whoever chooses ("If a player does", "If no one does"), each branch its own
        # (probes xb2 xb57 xb4)
        ("{T}: Add {C}.\nIf this land would produce {C}, any opponent may pay 2 life. If a "
         "player does, it produces {W} instead.", ("W", "C"), ("W", "C"), []),
        ("{T}: Add {C}.\nIf this land would produce {C}, each opponent may pay 1 life. If no "
         "one does, it produces {R}{R} instead.", ("R", "C"), ("R", "C"), []),
        ("{T}: Add {C}.\nIf this land would produce {C}, you may pay {1}. If you do, it "
         "produces {R} instead. If you don't, it produces {B} instead.", ("B", "R", "C"),
         ("B", "R", "C"), []),
        # "Otherwise", and a branch after one of no mana (probe xh59, review)
        ("{T}: Add {C}.\nIf this land would produce {C}, you may pay {1}. If you do, it "
         "produces {R} instead. Otherwise, it produces {G} instead.", ("R", "G", "C"),
         ("R", "G", "C"), []),
        ("{T}: Add {C}.\nIf this land would produce {C}, you may pay {1}. If you do, draw a "
         "card. If you don't, it produces {R} instead.", ("R", "C"), ("R", "C"), []),
        # of the event's type only, not of the payment's symbol
        ("{T}: Add {G}.\nIf a land you control would produce {C}, you may pay {G}. If you "
         "do, it produces {R} instead.", ("G",), ("R", "G"), []),
        # a branch whose result is no mana makes none (614.1a), reported as the same
        # replacement without the payment is, not read as an add clause
        ("{T}: Add {C}.\nIf this land would produce {C}, you may pay {1}. If you don't, it "
         "deals 1 damage to you instead.", ("C",), ("C",), [IssueKind.NO_ABILITY]),
    ],
)  # fmt: skip
def test_a_replacements_result_after_a_payment_is_its_own(text, could, leads, issues):
    """A replacement whose result is the branch of a choice the event's sentence offers
    ("..., you may pay {1}. If you do, it produces {R} instead") is one replacement (614.1a):
    it may apply to the card's own production."""
    face = parse_face(text, "Land", "Test Court")
    assert (could_produce([face]), leads_to([face])) == (could, leads)
    assert [i.problem for i in face.issues] == issues


def test_a_replacement_from_an_amount_up_leaves_a_replaced_row_below_it():
    """A replacement of "two or more mana" applies to no row another replacement made one
    mana of (616.1f, probe vp91): the {U} the card's {C} became is not a {B}."""
    face = parse_face(
        "{T}: Add {C}.\nIf this land would produce {C}, it produces {U} instead.\nIf a land you "
        "control would produce two or more mana, it produces {B} instead.",
        "Land",
        "Test Court",
    )
    assert could_produce([face]) == ("U", "C")


def test_a_replacement_that_produces_any_color_instead():
    """ "... it produces one mana of any color instead": any one of the five colors."""
    face = parse_face(
        "If a land is tapped for mana, it produces one mana of any color instead of any "
        "other type.",
        "Enchantment",
        "Prism Field",
    )
    assert rows(face) == [
        (
            0,
            SourceKind.REPLACEMENT,
            WUBRG,
            "one mana of any color",
            Choice.ANY_COLOR,
            Mechanism.PRINTED,
            None,
        )
    ]


# -- the detector (pipeline/abilities/detector.py) --------------------------------------------


@pytest.mark.parametrize(
    "quantity",
    [
        "a",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "X",
        "12",
        "that much",
        "twice that much",
        "an additional",
        "additional",
    ],
)
def test_add_a_quantity_of_a_symbol_mentions_adding_mana(quantity):
    """Fangorn, Tree Shepherd: "add twice that much {G}". A counted symbol after "add" is
    mana being added, with no "mana" word to find."""
    assert mentions_adding_mana(f"Whenever this creature attacks, add {quantity} {{G}}.")


def test_an_ability_is_no_loyalty_or_intrinsic_ability_unless_the_parser_says_so():
    ability = ActivatedAbility(ability_index=0, effect_text="Add {G}.")
    assert (ability.is_loyalty, ability.is_intrinsic) == (False, False)


def test_a_tokens_mana_ability_after_another_quoted_ability():
    """A token with two quoted abilities, the first no mana ability: the second is still
    read (each quote is its own ability, 113.1a)."""
    face = parse_face(
        "Create a 1/1 colorless Servo artifact creature token with "
        '"When this token dies, draw a card." and "{T}: Add {C}."',
        "Sorcery",
        "Servo Works",
    )
    assert rows(face) == [(0, SourceKind.TOKEN, ("C",), "1", Choice.FIXED, Mechanism.PRINTED, None)]


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("Lands you control tap for two mana of any one color instead of their normal mana.",
         "two mana of any one color"),
        ("Your lands tap for mana of any color instead of their normal mana.",
         "mana of any color"),
    ],
)  # fmt: skip
def test_a_land_that_taps_for_mana_of_any_color_instead(text, amount):
    """ "Lands ... tap for <mana named in words> instead" is the replacement "tap for {G}{G}
    instead" is (CR 106.12b), whatever names the result: it was read only after a symbol,
    and reported."""
    face = parse_face(text, "Enchantment", "Painted Field")
    assert rows(face) == [
        (0, SourceKind.REPLACEMENT, WUBRG, amount, Choice.ANY_COLOR, Mechanism.PRINTED, None)
    ]
    assert face.issues == ()


def test_a_land_token_after_a_sentence_creating_another_token():
    """A sentence that creates a token that is no land token does not end the search: the
    land token of the next sentence has its types' abilities (305.6)."""
    face = parse_face(
        "Create a Treasure token. Create a tapped colorless land token named Everywhere "
        "that is every basic land type.",
        "Sorcery",
        "Twofold Harvest",
    )
    assert rows(face) == [
        (0, SourceKind.TOKEN, WUBRG, "1", Choice.ANY_COLOR, Mechanism.PREDEFINED_TOKEN, "Treasure"),
        (0, SourceKind.TOKEN, WUBRG, "1", Choice.ONE_OF, Mechanism.TYPE_CHANGE, "land token"),
    ]


def test_a_replacement_whose_result_comes_before_its_condition():
    """ "Lands instead produce {C} when tapped for mana": nothing after the condition says
    what is produced, so the result is what follows "instead produce", up to the period."""
    face = parse_face(
        "Lands you control instead produce {C} when tapped for mana.", "Enchantment", "Dim"
    )
    assert rows(face) == [
        (
            0,
            SourceKind.REPLACEMENT,
            ("C",),
            "{C} when tapped for mana",
            Choice.FIXED,
            Mechanism.PRINTED,
            None,
        )
    ]


@pytest.mark.parametrize(
    "text",
    [
        "{T}: Add {C}. If you control three or more Plains, you also get {W}.",
        "{T}: Add {C}. Put {W} into your mana pool.",
        "{T}: Add {C}. Its controller gets one mana of any color.",
        "{T}: Add {C}. Forests you control tap for an additional {G}.",
    ],
)
def test_mana_in_a_wording_no_template_reads_beside_a_row_is_reported(text):
    """ "{T}: Add {C}. If you control three or more Plains, you also get {W}.": the {C} is
    read, the {W} no template reads, so the paragraph is reported as read in part, never
    silently left short (probe rt)."""
    face = parse_face(text, "Land", "Test Reach")
    assert [r.colors for r in face.mana] == [("C",)]
    assert [(i.text, i.problem) for i in face.issues] == [(text, IssueKind.UNRECOGNISED_CLAUSE)]


def test_mana_after_a_replacements_instead_is_reported():
    """ "it produces {U} instead and you also get {R}": the replacement read, the {R} in a
    wording no template reads reported, never hidden by the replacement (second review)."""
    text = "If this land would produce mana, it produces {U} instead and you also get {R}."
    face = parse_face(f"{{T}}: Add {{C}}.\n{text}", "Land", "Test Mire")
    assert [i.problem for i in face.issues] == [IssueKind.UNRECOGNISED_CLAUSE]


@pytest.mark.parametrize(
    ("type_line", "text", "could"),
    [
        # a comparison with the card's own value, however worded, never holds it (probe sr)
        ("Creature — Merfolk Wizard", "Merfolk you control with greater power than this"
         " creature have \"{T}: Add {U}.\"", ()),
        ("Creature — Merfolk Wizard", "Merfolk you control with power less than that of this"
         " creature have \"{T}: Add {U}.\"", ()),
        ("Creature — Merfolk Wizard", "Merfolk you control with toughness greater than this"
         " creature's power have \"{T}: Add {U}.\"", ("U",)),
        # nor another name than its own (201.2), nor creatures that crewed it by its name
        ("Creature — Human Wizard", "Creatures you control with a different name than this"
         " creature have \"{T}: Add {U}.\"", ()),
    ],
)  # fmt: skip
def test_a_group_defined_against_the_card_itself_never_holds_it(type_line, text, could):
    assert answers(text, type_line, "Test Skiff") == (could, ("U",))


def test_the_creatures_that_crewed_a_vehicle_by_its_name_are_others():
    assert answers(
        'Whenever this Vehicle attacks, each creature that crewed Test Skiff this turn gains "{T}:'
        ' Add {U}." until end of turn.\nCrew 1',
        "Artifact — Vehicle",
        "Test Skiff",
    ) == ((), ("U",))


def test_a_keywords_reminder_that_replaces_mana_is_the_cards_replacement():
    """ "Murkwater (If this land would produce mana, it produces {U} instead.)": the
    keyword's ability is the replacement its reminder states (702, 106.12b), of the card's
    own production as if printed (probe sn)."""
    face = parse_face(
        "{T}: Add {C}.\nMurkwater (If this land would produce mana, it produces {U} instead.)",
        "Land",
        "Test Mire",
    )
    assert (could_produce([face]), leads_to([face]), face.issues) == (("U", "C"), ("U", "C"), ())


def test_a_step_you_may_have_happen_opening_a_sentence_is_a_step():
    """ "You may have this artifact phase out. If you do, artifacts you control gain ...":
    the grant waits for the card to phase out, so it is never one of them (702.26b; probe
    sl)."""
    assert answers(
        '{3}: You may have this artifact phase out. If you do, artifacts you control gain "{T}:'
        ' Add {C}." until end of turn.',
        "Artifact",
        "Test Coil",
    ) == ((), ("C",))


@pytest.mark.parametrize(
    "text",
    [
        "Lands tap for colorless mana instead of any other type.",
        "If a nonbasic land would produce mana, it makes {C} instead.",
    ],
)
def test_a_replacement_read_is_not_reported_for_its_wording(text):
    """A replacement its own reading reads ("it makes {C} instead") is no unread wording
    beside its row (review)."""
    face = parse_face(text, "Enchantment", "Test Shroud")
    assert (leads_to([face]), face.issues) == (("C",), ())


def test_a_paragraph_with_two_unrecognised_clauses_is_reported_once():
    """An issue names a paragraph: two clauses no template knows beside a recognised one
    make one UNRECOGNISED_CLAUSE issue, not one per clause."""
    text = "{T}: Add {G}. Then add a heap of mana. Then add a pile of mana."
    face = parse_face(text, "Artifact", "Heap")
    assert [r.colors for r in face.mana] == [("G",)]
    assert [(i.text, i.problem) for i in face.issues] == [(text, IssueKind.UNRECOGNISED_CLAUSE)]


def test_a_keyword_reminder_that_goes_on_after_its_add_is_not_a_basic_type_reminder():
    """A basic land type's reminder is "{T}: Add {G} or {W}." and nothing more; a keyword
    whose reminder adds the same and then goes on is the keyword's ability (702)."""
    face = parse_face(
        "Mana link ({T}: Add {G} or {W}. Activate only if you control a Forest or pay {1}.)",
        "Creature — Elf",
        "Linker",
    )
    assert rows(face) == [
        (
            0,
            SourceKind.ACTIVATED,
            ("W", "G"),
            "1",
            Choice.ONE_OF,
            Mechanism.KEYWORD,
            "Mana link",
        )
    ]


def test_a_predefined_token_is_a_value():
    """A definition is hashable and immutable, like the table it is read into."""
    gold = PredefinedToken("Gold", "Artifact — Gold", ("Sacrifice this token: Add {R}.",))
    again = PredefinedToken("Gold", "Artifact — Gold", ("Sacrifice this token: Add {R}.",))
    assert {gold: 1}[again] == 1
    with pytest.raises(AttributeError):
        gold.name = "Lead"  # type: ignore[misc]


def test_a_replacement_whose_result_names_no_type_it_can_read_is_reported():
    """A replacement of mana production (106.12b) whose result the parser finds no type in
    is a parse issue, not a row of no types passed over; "twice as much of that mana"
    (Mana Reflection) keeps the types produced and is no issue."""
    odd = parse_face(
        "If a land is tapped for mana, it produces mana of the kind named by the stars instead.",
        "Enchantment",
        "Test Stars",
    )
    assert [i.problem for i in odd.issues] == [IssueKind.UNRECOGNISED_CLAUSE]
    doubled = parse_face(
        "If you tap a permanent for mana, it produces twice as much of that mana instead.",
        "Enchantment",
        "Test Doubling",
    )
    assert ([r.colors for r in doubled.mana], doubled.issues) == ([()], ())


def test_a_trigger_after_a_static_sentence_is_a_triggered_ability_of_its_own():
    """CR 603.1: "Whenever ..." opens a triggered ability, even in the paragraph of a static
    one: the Aura's trigger on mana is its own mana ability (605.1b). In a spell, the same
    sentence is a delayed trigger (603.7), no mana ability."""
    growth = (
        "Enchant land\nEnchanted land is a Forest. Whenever it's tapped for mana, its "
        "controller adds an additional {G}."
    )
    aura = parse_face(growth, "Enchantment — Aura", "Test Growth")
    # the trigger is its own ability: its text starts at "Whenever"
    assert [(r.source_kind, r.is_mana_ability, r.ability_text) for r in aura.mana] == [
        (
            SourceKind.TRIGGERED,
            True,
            "Whenever it's tapped for mana, its controller adds an additional {G}.",
        ),
        (SourceKind.GRANTED, True, "{T}: Add {G}."),  # the land's Forest ability (305.7)
    ]
    spell = parse_face(
        "Draw a card. When you next cast a creature spell this turn, add {G}.",
        "Instant",
        "Test Later",
    )
    assert [(r.source_kind, r.is_mana_ability) for r in spell.mana] == [(SourceKind.SPELL, False)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a replacement's result in the passive voice creates its tokens (CR 614.1a)
        (
            "If one or more Treasure tokens would be created under your control, that many "
            "Gold tokens are created instead.",
            [(SourceKind.TOKEN, ("W", "U", "B", "R", "G"), "Gold")],
        ),
        # a Treasure the sentence spells out, named too (111.4): its quoted ability, not the
        # predefined one (111.10)
        (
            "When this creature enters, create a colorless Treasure artifact token named Onyx "
            'Coin with "{T}, Sacrifice this artifact: Add {B}."',
            [(SourceKind.TOKEN, ("B",), "Treasure")],
        ),
        # a Treasure with one more ability, which adds no mana: still a Treasure (111.10)
        (
            'When this creature enters, create a Treasure token with "When this token is put '
            'into a graveyard from the battlefield, draw a card."',
            [(SourceKind.TOKEN, ("W", "U", "B", "R", "G"), "Treasure")],
        ),
    ],
)
def test_tokens_created_in_the_passive_or_spelled_out_with_a_name(text, expected):
    face = parse_face(text, "Enchantment Creature — Human Artificer", "Test Coins")
    assert [(r.source_kind, r.colors, r.via) for r in face.mana] == expected


def test_a_cost_that_quotes_an_ability_ends_at_the_colon_after_the_quote():
    """'Sacrifice a land with "{T}: Add {C}.": Add {G}{G}.' is an activated mana ability
    whose cost names a land by its ability (602.1); the quote's colon was taken for none,
    and the ability missed silently. The cost is kept as printed, the quote put back."""
    face = parse_face(
        'Sacrifice a land with "{T}: Add {C}.": Add {G}{G}.', "Creature — Elf Druid", "T"
    )
    assert [(r.source_kind, r.colors, r.is_mana_ability, r.sacrifice) for r in face.mana] == [
        (SourceKind.ACTIVATED, ("G",), True, 'Sacrifice a land with "{T}: Add {C}."')
    ]
    spawn = parse_face(
        '{1}{B}, Reveal this card from your hand, Say "It\'s coming!": This card deals 1 '
        "damage to any target.",
        "Creature — Demon",
        "Infernal Test",
    )
    assert [(a.cost_text, a.other_cost) for a in spawn.activated] == [
        (
            '{1}{B}, Reveal this card from your hand, Say "It\'s coming!"',
            ("Reveal this card from your hand", 'Say "It\'s coming!"'),
        )
    ]


# -- whose quote in a paragraph that creates a token, where a grant stands, the chosen color ---


def test_a_quote_a_later_clause_creates_a_token_with_is_the_tokens():
    """ "Whenever another land you control enters, it becomes a Mountain ..., and you create
    a 1/1 red Elemental creature token with "{T}: Add {G}."": the clause of the quote creates
    the token "with" it, so the token has the quoted ability (CR 113.1a), not the land the
    clause before names, which gets a Mountain's ability only (305.7)."""
    face = parse_face(
        "{T}: Add {R}.\nLandfall — Whenever another land you control enters, it becomes a "
        "Mountain in addition to its other types until end of turn, and you create a 1/1 red "
        'Elemental creature token with "{T}: Add {G}."',
        "Land",
        "Test Mesa",
    )
    assert [(r.source_kind, r.mechanism, r.via, r.colors) for r in face.mana] == [
        (SourceKind.ACTIVATED, Mechanism.PRINTED, None, ("R",)),
        (SourceKind.TOKEN, Mechanism.PRINTED, None, ("G",)),
        (SourceKind.GRANTED, Mechanism.TYPE_CHANGE, "another land you control", ("R",)),
    ]
    assert face.issues == ()


@pytest.mark.parametrize(
    ("text", "type_line", "group"),
    [
        pytest.param(
            'When this creature enters, Elves you control get +1/+0 and gain "{T}: Add {G}." '
            "until end of turn. Then sacrifice this creature. If Elves you control have total "
            "power 10 or greater, draw a card.",
            "Creature — Elf Druid",
            "Elves you control",
            id="the subject's first place, not a later condition's, after the sacrifice",
        ),
        pytest.param(
            'Whenever you play a land, it gains "{T}: Add {G}." until end of turn. Exile this '
            "land. At the beginning of the next end step, return it to the battlefield under "
            "its owner's control.",
            "Land",
            "land you control",
            id="the quote's place, where the words of the group are nowhere in the text",
        ),
    ],
)
def test_a_step_after_the_grant_that_takes_the_card_away_leaves_it_in_the_group(
    text, type_line, group
):
    """The group is fixed as the grant's effect begins (CR 611.2c) and the steps happen in
    the order written (608.2c): a sacrifice or an exile after the grant leaves the card in
    the group, so it has the ability too (613.1f)."""
    face = parse_face(text, type_line, "Test Grove")
    assert [(r.source_kind, r.mechanism, r.via) for r in face.mana] == [
        (SourceKind.GRANTED, Mechanism.PRINTED, None),
        (SourceKind.ACTIVATED, Mechanism.GROUP_GRANT, group),
    ]
    assert face.issues == ()


def test_the_chosen_color_is_one_the_choice_offers():
    """ "Choose white or blue" as the card enters: "the chosen color" is white or blue
    (CR 106.7 counts what the ability could produce, no more). A quote's "that color", the
    same choice, offers nothing of its own."""
    face = parse_face(
        'As this creature enters, choose white or blue. Creatures you control have "{1}: This '
        'creature becomes that color until end of turn."\n{T}: Add one mana of the chosen color.',
        "Creature — Human Wizard",
        "Test Herald",
    )
    assert [(r.source_kind, r.colors) for r in face.mana] == [(SourceKind.ACTIVATED, ("W", "U"))]
    assert face.issues == ()


def test_any_of_the_chosen_colors_is_one_the_choice_offers():
    """ "Any of the chosen colors" is the choice's, as "either of the chosen colors" is
    (not an object's colors): after "choose two colors other than black", white, blue, red
    or green (106.7)."""
    face = parse_face(
        "As this artifact enters, choose two colors other than black.\n"
        "{T}: Add one mana of any of the chosen colors.",
        "Artifact",
        "Test Prism",
    )
    assert [(r.colors, r.depends_on) for r in face.mana] == [
        (("W", "U", "R", "G"), "a chosen color")
    ]
    assert face.issues == ()


def test_a_symbol_in_a_triggers_event_is_no_mana_the_trigger_adds():
    """ "Whenever a Forest you control is tapped for {G}, add an additional one mana of the
    chosen color": the {G} is the Forest's mana, the event (605.1b); the trigger adds only
    the chosen color, white or blue. A symbol the effect itself prints still counts."""
    event = "Whenever a Forest you control is tapped for {G}, add "
    choice = "As this enchantment enters, choose white or blue.\n"
    face = parse_face(
        f"{choice}{event}an additional one mana of the chosen color.", "Enchantment", "Test Bloom"
    )
    assert [r.colors for r in face.mana] == [("W", "U")]
    both = parse_face(
        f"{choice}{event}an additional {{G}} or one mana of the chosen color.",
        "Enchantment",
        "Test Bloom",
    )
    assert [r.colors for r in both.mana] == [("W", "U", "G")]


def test_a_reminder_of_the_events_keyword_is_no_tokens():
    """ "(A creature with rootbond has ...)" after "Whenever a creature with rootbond you
    control dies, create a 1/1 green Saproling creature token.": the reminder explains the
    event's word, not the Saproling's (it has no rootbond); after "create a 1/1 green
    Saproling creature token with rootbond." it is the token's (702, 207.2)."""
    reminder = ' (A creature with rootbond has "{T}: Add {G}.")'
    saproling = "create a 1/1 green Saproling creature token"
    event = f"Whenever a creature with rootbond you control dies, {saproling}."
    token = f"Whenever a creature you control dies, {saproling} with rootbond."
    assert parse_face(event + reminder, "Enchantment", "Test Grove").mana == ()
    # nor a kind named only in a count or a condition after the token
    treasure = (
        ' (A Treasure is an artifact with "{T}, Sacrifice this artifact: Add one mana of any'
        ' color.")'
    )
    for after in (
        "for each Treasure you sacrificed this turn",
        "if you sacrificed a Treasure this turn",
    ):
        thopter = f"At the beginning of your end step, create a 1/1 Thopter creature token {after}."
        assert parse_face(thopter + treasure, "Creature — Human Rogue", "Test Thrift").mana == ()
    with_it = parse_face(token + reminder, "Enchantment", "Test Grove")
    assert [(r.source_kind, r.colors) for r in with_it.mana] == [(SourceKind.TOKEN, ("G",))]


def test_a_quote_given_to_the_card_after_a_token_in_the_same_sentence_is_the_cards():
    """ "create a Food token and this creature gains "{T}: Add {G}{G}." until end of turn":
    the quote's own clause, after "and", has the card for its subject (613.1f); a token
    copy's "except it's ... and it has ..." stays the token's."""
    face = parse_face(
        'Whenever this creature attacks, create a Food token and this creature gains "{T}: Add'
        ' {G}{G}." until end of turn.',
        "Creature — Elf Druid",
        "Test Forager",
    )
    assert [r.source_kind for r in face.mana] == [SourceKind.ACTIVATED]  # its own, gained
    assert could_produce([face]) == ("G",)
    copy = parse_face(
        "When this creature enters, create a token that's a copy of target creature you "
        "control, except it's an artifact in addition to its other types and it has "
        '"{T}: Add {C}."',
        "Creature — Human Artificer",
        "Test Forger",
    )
    assert [r.source_kind for r in copy.mana] == [SourceKind.TOKEN]


# -- whose quote: a token created a sentence before, a grant after a sacrifice (613.1f) -----


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        pytest.param(
            "When this creature enters, create a Food token. Until end of turn, this creature "
            'becomes a 3/3 Elf creature with "{T}: Add {G}."',
            "Creature — Elf",
            [(SourceKind.ACTIVATED, Mechanism.PRINTED, None)],
            id="the card becomes a creature with the quote; the Food came a sentence before",
        ),
        pytest.param(
            'Creature tokens you control enter with "{T}: Add {G}."',
            "Enchantment",
            [(SourceKind.GRANTED, Mechanism.PRINTED, None)],
            id="the tokens enter with the quote: it is theirs, not what describes them",
        ),
        pytest.param(
            "When this creature enters, Elves you control gain trample until end of turn. "
            'Create a 1/1 green Elf creature token with "{T}: Add {G}." Then sacrifice this '
            "creature. Elves you control gain vigilance until end of turn. They also gain "
            '"{T}: Add {G}." until end of turn.',
            "Creature — Elf Druid",
            [
                (SourceKind.TOKEN, Mechanism.PRINTED, None),
                (SourceKind.GRANTED, Mechanism.PRINTED, None),
            ],
            id="the grant after the sacrifice, not the token's same quote before it (608.2c)",
        ),
    ],
)
def test_whose_quote_after_a_token_or_a_sacrifice(text, type_line, expected):
    """A quote's holder is its own clause's (613.1f): the card that "becomes ... with" it,
    though the paragraph created a token a sentence before (111.1); the tokens that "enter
    with" it. The grant stands where its own words are, after the sacrifice (the steps
    happen in the order written, 608.2c), not at the token's identical quote before it: the
    card is gone, so the grant is the group's only."""
    face = parse_face(text, type_line, "Test Card")
    assert [(r.source_kind, r.mechanism, r.via) for r in face.mana] == expected


def test_a_treasures_name_goes_to_its_own_paragraphs_token_row():
    """ "create a colorless Treasure artifact token with "..."" (111.4) names the row of
    its own paragraph's token; an unnamed token of an earlier paragraph keeps no name."""
    face = parse_face(
        'When this creature enters, create a 1/1 green Elf creature token with "{T}: Add {G}."'
        "\nWhen this creature dies, create a colorless Treasure artifact token with "
        '"{T}, Sacrifice this artifact: Add one mana of any color."',
        "Creature — Elf",
        "Test Card",
    )
    assert [(r.ability_index, r.source_kind, r.colors, r.via) for r in face.mana] == [
        (0, SourceKind.TOKEN, ("G",), None),
        (1, SourceKind.TOKEN, WUBRG, "Treasure"),
    ]


def test_a_move_from_a_zone_that_names_the_card_after_one_that_does_not():
    """Each object an effect moves out of a zone is read in turn: "return this card from your
    graveyard" after "put a creature card from your graveyard ..." keeps the ability working
    in the graveyard (113.6m), whatever object the first move named."""
    face = parse_face(
        "{T}: Add {B}. Then put a creature card from your graveyard on the bottom of your "
        "library and return this card from your graveyard to your hand.",
        "Creature — Zombie",
        "Grave Ghoul",
    )
    assert [r.functions_in for r in face.mana] == ["graveyard"]


# -- survivors of the session-16 mutation sample (face.py) -----------------------------------


def test_the_modes_of_a_trigger_under_a_condition_are_triggered_mana_abilities():
    """ "During your turn, whenever you tap a Forest for mana, choose one — • Add an additional
    {G}. • Add {R}.": each mode is the triggered ability's, its trigger condition kept, so a
    mode that adds mana is a triggered mana ability (605.1b, 700.2)."""
    face = parse_face(
        "During your turn, whenever you tap a Forest for mana, choose one —\n"
        "• Add an additional {G}.\n• Add {R}.",
        "Enchantment",
        "Wild Rhythm",
    )
    assert [(r.source_kind, r.colors, r.is_mana_ability) for r in face.mana] == [
        (SourceKind.TRIGGERED, ("G",), True),
        (SourceKind.TRIGGERED, ("R",), True),
    ]


def test_a_token_spelled_out_in_text_leaves_the_next_predefined_token_its_row():
    """ "create a colorless Food artifact token with "..." and a Treasure token": the Food's
    abilities are the quoted ones (111.4); the Treasure after it still has the rules' own
    (111.10)."""
    face = parse_face(
        'When this creature enters, create a colorless Food artifact token with "{2}, {T}, '
        'Sacrifice this artifact: You gain 3 life." and a Treasure token.',
        "Creature — Halfling Citizen",
        "Picnic Host",
    )
    assert [(r.source_kind, r.mechanism, r.via, r.colors) for r in face.mana] == [
        (SourceKind.TOKEN, Mechanism.PREDEFINED_TOKEN, "Treasure", WUBRG)
    ]


def test_a_subject_with_one_of_several_counters_takes_the_card_that_enters_with_one():
    """ "This land enters tapped with a flood counter on it. ... Each land you control with a
    flood or tide counter on it is an Island.": the card is such a land, so it is an Island
    and has its intrinsic ability (305.6, 305.7)."""
    face = parse_face(
        "This land enters tapped with a flood counter on it.\n{T}: Add {C}.\n"
        "Each land you control with a flood or tide counter on it is an Island.",
        "Land",
        "Tidal Basin",
    )
    subject = "Each land you control with a flood or tide counter on it"
    assert [(r.source_kind, r.mechanism, r.via, r.colors) for r in face.mana] == [
        (SourceKind.ACTIVATED, Mechanism.PRINTED, None, ("C",)),
        (SourceKind.GRANTED, Mechanism.TYPE_CHANGE, subject, ("U",)),
        (SourceKind.INTRINSIC, Mechanism.TYPE_CHANGE, subject, ("U",)),
    ]


def test_a_verb_in_the_cost_does_not_give_the_effects_described_quote():
    """ "{T}, Sacrifice an artifact that is a Food: Destroy target artifact with "{T}: Add
    {C}."": the quote describes what the effect destroys (113.1a); the cost's "is a", before
    the colon, gives it to nothing, so no row."""
    face = parse_face(
        '{T}, Sacrifice an artifact that is a Food: Destroy target artifact with "{T}: Add {C}."',
        "Artifact",
        "Odd Engine",
    )
    assert face.mana == ()


def test_a_keyword_actions_reminder_goes_to_the_quote_right_before_it_only():
    """'Elves you control have "{T}: Tap target creature." and "{T}: Distill 1." (Add one
    mana of any color.)': the reminder states what the second quote's action does (701,
    207.2); the first quote adds nothing."""
    face = parse_face(
        'Elves you control have "{T}: Tap target creature." and "{T}: Distill 1." (Add one '
        "mana of any color.)",
        "Creature — Elf Druid",
        "Test Still",
    )
    assert [(r.source_kind, r.mechanism, r.is_mana_ability) for r in face.mana] == [
        (SourceKind.GRANTED, Mechanism.PRINTED, True),
        (SourceKind.ACTIVATED, Mechanism.GROUP_GRANT, True),
    ]


# -- mutation sample at 374e316 (session 17): survivors ----------------------------------


def test_a_replacement_of_what_is_tapped_for_mana_is_no_replacement_of_the_mana() -> None:
    """ "If you would tap a land you control for two or more mana, you may tap an untapped
    Elf you control instead.": "instead" replaces which permanent is tapped, after a comma,
    not the mana it produces (106.12b), so the paragraph gives no row of its own."""
    face = parse_face(
        "{T}: Add {G}.\nIf you would tap a land you control for two or more mana, you may tap "
        "an untapped Elf you control instead.",
        "Creature — Elf Druid",
        "Grove Warden",
    )
    assert rows(face) == [
        (0, SourceKind.ACTIVATED, ("G",), "1", Choice.FIXED, Mechanism.PRINTED, None)
    ]
    assert face.issues == ()


def test_a_counters_reminder_beside_a_token_is_not_the_tokens_ability() -> None:
    """ "create a 1/1 green Saproling creature token and put a bloom counter on this
    creature. (A creature with a bloom counter on it has ...)": the reminder states the
    counter's ability (122.1b), which the card has; the Saproling has no such counter, so
    there is no token row."""
    face = parse_face(
        "When this creature enters, create a 1/1 green Saproling creature token and put a "
        'bloom counter on this creature. (A creature with a bloom counter on it has "{T}: '
        'Add {G}.")',
        "Creature — Fungus",
        "Bloomcap",
    )
    assert [(r.source_kind, r.mechanism, r.via) for r in face.mana] == [
        (SourceKind.ACTIVATED, Mechanism.COUNTER, "bloom counter")
    ]


def test_of_before_a_verb_that_gives_with_opens_no_condition() -> None:
    """ "each of up to two target lands you control becomes a 3/3 Elemental creature with
    "..."": "of" is no "if"; the lands become creatures that have the quote (613.1), a
    grant to other objects: a row, not a description of what they had."""
    face = parse_face(
        "When this creature enters, each of up to two target lands you control becomes a 3/3 "
        'Elemental creature with "{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Grove Warden",
    )
    assert rows(face) == [
        (0, SourceKind.GRANTED, ("G",), "1", Choice.FIXED, Mechanism.PRINTED, None)
    ]


def test_other_in_a_tokens_ability_leaves_out_the_token_not_the_card():
    """A token with 'Other Elves you control have '{T}: Add {G}.'': "other" is said from the
    token that has the ability, so an Elf card is one of the group (613.1f)."""
    text = (
        "When this creature enters, create a 2/2 green Elf Druid creature token with "
        "\"Other Elves you control have '{T}: Add {G}.'\""
    )
    assert could_produce([parse_face(text, "Creature — Elf Druid", "Test Matron")]) == ("G",)
    assert could_produce([parse_face(text, "Creature — Human Druid", "Test Matron")]) == ()


def test_a_land_type_given_to_each_member_of_a_group_the_type_line_cant_tell_is_reported():
    """ "Each creature you control is a Forest ..." names its group by "each" and a word
    that is no land type: which of them are lands the type line can't tell (205.3d), so,
    as for "Creatures you control are Forests ...", no mana is counted and it is reported."""
    for text in (
        "Each creature you control is a Forest in addition to its other types.",
        "Creatures you control are Forests in addition to their other types.",
        # a creature type beside a land type, each with its own "all": the Saprolings
        "All Forests and all Saprolings are Swamps in addition to their other types.",
    ):
        face = parse_face(text, "Creature — Treefolk Druid", "Test Hierophant")
        assert face.mana == ()
        assert [i.problem for i in face.issues] == [IssueKind.UNKNOWN_LAND_GROUP]


@pytest.mark.parametrize(
    ("subject", "land_could"),
    [
        ("Each creature and land you control is a Forest", ("G",)),
        ("Each land and creature you control is a Forest", ("G",)),
        ("Creatures and lands you control are Forests", ("G",)),
        ("Lands and creatures you control are Forests", ("G",)),
        # the list's controller, the last item's, or the land item's own
        ("Lands and creatures your opponents control are Forests", ()),
        ("Each land and creature target opponent controls becomes a Forest", ()),
        ("Creatures and lands your opponents control are Forests", ()),
        ("Lands you control and creatures your opponents control are Forests", ("G",)),
        ("Lands your opponents control and creatures you control are Forests", ()),
        # the first item "lands" takes the last item's controller, past its qualities
        ("Lands and legendary creatures your opponents control are Forests", ()),
        ("Lands and legendary creatures you control are Forests", ("G",)),
        # the land item's own qualities, the list's "Other"; "nonland" the other item's only
        ("Creatures and snow lands you control are Forests", ()),
        ("Other creatures and lands you control are Forests", ()),
        ("Nonland creatures and lands you control are Forests", ("G",)),
        ("Creatures and nonbasic lands you control are Forests", ("G",)),
        ("Creatures and other lands you control are Forests", ()),
        ("Creatures and land tokens you control are Forests", ()),
        # each item with its own quantifier; the list's controller after a last item of
        # several words
        ("Each land and each creature you control is a Forest", ("G",)),
        ("Each creature and each land you control is a Forest", ("G",)),
        ("Each land you control and each creature you control is a Forest", ("G",)),
        ("All lands and all creatures are Forests", ("G",)),
        ("Each snow land and each creature you control is a Forest", ()),
        ("Lands and face-down creatures you control are Forests", ("G",)),
        ("Lands and face-down creatures your opponents control are Forests", ()),
        ("Each creature and land defending player controls becomes a Forest", ()),
        # an item of cards elsewhere beside lands of its own
        ("Lands you control and creature cards in your graveyard are Forests", ("G",)),
    ],
)
def test_a_list_that_names_lands_changes_the_lands_it_holds(subject, land_could):
    """A land type is only a land's (205.3d), and the item "land(s)" of a list holds every
    land its other items hold: the lands change, none is unknown, nothing is reported; a land
    card is one of them where the item holds it (its qualities, its controller, the list's
    "Other"), a creature card no land gives the lands the ability only."""
    their = "its" if subject.startswith("Each") else "their"
    text = f"{subject} in addition to {their} other types."
    land = parse_face(text, "Land", "Test Grove")
    assert (could_produce([land]), leads_to([land]), land.issues) == (land_could, ("G",), ())
    druid = parse_face(text, "Creature — Elf Druid", "Test Grove")
    assert (could_produce([druid]), leads_to([druid]), druid.issues) == ((), ("G",), ())


def test_a_target_land_beside_a_group_changes_as_another_object():
    """ "Target land an opponent controls and each creature that player controls become
    Islands": the target land is one item of the subject (another object, never the card by
    documented decision), and the lands it names get "{T}: Add {U}" (305.6)."""
    text = (
        "{T}: Add {C}.\n{3}, {T}: Target land an opponent controls and each creature that"
        " player controls become Islands until end of turn."
    )
    face = parse_face(text, "Land", "Test Strand")
    assert (could_produce([face]), leads_to([face]), face.issues) == (("C",), ("U", "C"), ())


def test_a_land_type_set_for_each_of_two_quantified_groups_sets_the_cards():
    """ "Each land you control and each creature you control is a Swamp" sets the land's basic
    land type, keeping none of its rules text (305.7), as "Lands you control are Swamps"."""
    for subject in (
        "Each land you control and each creature you control is a Swamp.",
        "Each land and each creature you control is a Swamp.",
        "All lands and all creatures are Swamps.",
    ):
        assert answers(f"{{T}}: Add {{C}}.\n{subject}", "Land", "Test Bog") == (("B",), ("B",)), (
            subject
        )


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        # a grant of its own to the type a change for a while gives it: lost then
        ("Land", "{T}: Add {C}.\nIslands you control have \"{T}: Add {B}.\"\n{3}: This land"
         " becomes an Island until end of turn.", ("U", "C"), ("U", "B", "C")),
        ("Land", "As long as it's your turn, this land is an Island.\nIslands you control have"
         " \"{T}: Add {B}.\"", ("U",), ("U", "B")),
        # a group's change for a while, the card's too; a grant to those it is no longer
        ("Land", "{T}: Add {C}.\n{2}, {T}: Until end of turn, lands you control become"
         " Swamps.\nSwamps you control have \"{T}: Add {R}.\"", ("B", "C"), ("B", "R", "C")),
        ("Land — Forest", "{1}{U}: This land becomes an Island until end of turn.\nLands you"
         " control that aren't Forests have \"{T}: Add {W}.\"", ("U", "G"), ("W", "U", "G")),
        # a card that becomes a land of a basic land type, and one whose change gives the
        # type beside a creature's
        ("Creature — Elemental", "{T}: Add {R}.\n{2}: This creature becomes a Forest land until"
         " end of turn.\nLands you control have \"{T}: Add {W}.\"", ("R", "G"), ("W", "R", "G")),
        ("Land", "{T}: Add {C}.\n{1}{G}: Until end of turn, this land becomes a 3/3 green"
         " Elemental creature and a Forest.\nCreatures you control have \"{T}: Add {U}.\"",
         ("G", "C"), ("U", "G", "C")),
        # ... but "It's still a land" keeps its types, the Forest given in addition, and its
        # text (205.1b; a review)
        ("Land", "{T}: Add {C}.\n{1}{G}: Until end of turn, this land becomes a 3/3 green"
         " Elemental creature and a Forest. It's still a land.\nCreatures you control have"
         " \"{T}: Add {U}.\"", ("U", "G", "C"), ("U", "G", "C")),
        # a resolved ability's replacement, or a mode's grant, is no static of its text (a
        # review)
        ("Land", "{T}: Add {C}.\n{2}: This land becomes a Plains until end of turn. Until end"
         " of turn, if a land you control would produce {W}, it produces {R} instead.",
         ("W", "R", "C"), ("W", "R", "C")),
        ("Land", "When this land enters, choose one —\n• Islands you control gain \"{T}: Add"
         " {R}.\" until end of turn.\n• You gain 2 life.\n{1}: This land becomes an Island"
         " until end of turn.", ("U", "R"), ("U", "R")),
        # a replacement of its own never replaces the changed type's mana
        ("Land", "{T}: Add {C}.\nIf a land you control would produce {B}, it produces {R}"
         " instead.\n{2}: This land becomes a Swamp until end of turn.", ("B", "C"),
         ("B", "R", "C")),
        ("Land", "{T}: Add {C}.\nAs long as you control an Elf, lands you control are"
         " Forests.\nIf a land you control would produce {G}, it produces {W} instead.",
         ("G", "C"), ("W", "G", "C")),
        # neighbours: a change that keeps its types keeps its text and the grant reaches it;
        # a resolved ability's grant is no ability of the card, nor lost
        ("Land", "{T}: Add {C}.\n{3}: This land becomes an Island in addition to its other"
         " types until end of turn.\nIslands you control have \"{T}: Add {B}.\"",
         ("U", "B", "C"), ("U", "B", "C")),
        ("Land", "{T}: Add {C}.\n{3}: This land becomes an Island until end of turn.\n{1}:"
         " Islands you control gain \"{T}: Add {B}.\" until end of turn.", ("U", "B", "C"),
         ("U", "B", "C")),
        # a change with no basic land type takes no text ("becomes a 2/2 creature"), nor
        # one to a nonbasic land type, which the land has then (probe po)
        ("Land", "{T}: Add {C}.\n{1}: This land becomes a 2/2 Elf creature until end of"
         " turn. It's still a land.\nElves you control have \"{T}: Add {G}.\"", ("G", "C"),
         ("G", "C")),
        ("Land", "{T}: Add {C}.\n{1}: This land becomes a Desert until end of turn.\nDeserts"
         " you control have \"{T}: Add {W}.\"", ("W", "C"), ("W", "C")),
        ("Creature — Elf", "{T}: Add {C}.\n{1}: This creature becomes a Desert until end of"
         " turn.\nDeserts you control have \"{T}: Add {W}.\"", ("C",), ("W", "C")),
        # a creature that becomes "an Island land" is a land only then, its text lost: no
        # Island that keeps it, nor a land its replacement reaches (probe po)
        ("Creature — Zombie", "{T}: Add {B}.\n{2}{B}: Until end of turn, this creature"
         " becomes an Island land.\nIslands you control have \"{T}: Add {R}.\"", ("U", "B"),
         ("U", "B", "R")),
        ("Creature — Elf Wizard", "{T}: Add {G} or {U}.\n{2}: Until end of turn, this creature"
         " becomes an Island land.\nIf a land you control would produce {U}, it produces {B}"
         " instead.", ("U", "G"), ("U", "B", "G")),
    ],
)  # fmt: skip
def test_a_change_of_its_land_types_for_a_while_takes_its_statics_then(
    type_line, text, could, leads
):
    """A change that sets the card's basic land types for a while or under a condition takes
    the abilities of its rules text while it applies (305.7): a static grant of its own to
    the new type, or a replacement of its own, never reaches the card in that state, being
    lost then (613.8a), and as it was it is no member (probe pg; earlier probes' answers fb46
    gp9 gp10 gv20 gv22 gv30 gv33 gv36 hb147 nj85 corrected by the same rule)."""
    face = parse_face(text, type_line, "Test Shifting Land")
    assert (could_produce([face]), leads_to([face]), face.issues) == (could, leads, ())


@pytest.mark.parametrize(
    ("exiled", "returned", "could"),
    [
        # a target exiled and returned is the object "It" names: another land (probe pt)
        ("target land you control, then", "return the exiled card", ("C",)),
        ("target land you control.", "Return the exiled card", ("C",)),
        ("target land you control.", "Return it", ("C",)),
        # the card exiled and returned is the card
        ("this land, then", "return the exiled card", ("W", "C")),
    ],
)
def test_it_after_an_exiled_object_is_returned_is_that_object(exiled, returned, could):
    """ "Exile target land you control, then return the exiled card to the battlefield ... It
    becomes a Plains ...": "It" is the land returned, however the return names it ("the
    exiled card", "it", a sentence of its own), so the card has no Plains ability of its own;
    where the card itself was exiled and returned, it is the card."""
    text = (
        f"{{T}}: Add {{C}}.\n{{3}}, {{T}}: Exile {exiled} {returned} to the battlefield under"
        " its owner's control. It becomes a Plains in addition to its other types."
    )
    assert answers(text, "Land", "Test Shrine") == (could, ("W", "C"))


@pytest.mark.parametrize(
    ("ability", "could"),
    [
        # the card its own cost or step exiled, back, under any player's control (probe re)
        ("{2}{B}, Exile this creature: Return the exiled card to the battlefield under target"
         " opponent's control.", ("B",)),
        ("{2}{B}, Exile this creature: Return the exiled card to the battlefield.", ("B",)),
        ("{2}{B}: Exile this creature. Return the exiled card to the battlefield under your"
         " control.", ("B",)),
        ("When this creature dies, exile it, then return the exiled card to the battlefield"
         " under your control.", ("B",)),
        # ("exiled" between the step and "the exiled card" names no step: second review)
        ("When this creature dies, exile it. If a card exiled this way is a creature card,"
         " return the exiled card to the battlefield.", ("B",)),
        # another card exiled last, or by another step: that one
        ("{2}{B}: Exile target creature. Return the exiled card to the battlefield.", ()),
        ("{2}{B}, Exile this creature: Exile target creature card from a graveyard. Return the"
         " exiled card to the battlefield.", ()),
        ("Sacrifice this creature: Exile target creature. Return the exiled card to the"
         " battlefield under target opponent's control.", ()),
    ],
)  # fmt: skip
def test_it_after_the_exiled_card_returns_is_the_card_where_it_exiled_itself(ability, could):
    """ "{2}{B}, Exile this creature: Return the exiled card to the battlefield ... It gains
    '{T}: Add {B}.'": "the exiled card" is what the last exile before it took, here the card,
    so the grant is the card's (608.2c); where that was another card, it is that card's."""
    assert answers(
        f'{ability} It gains "{{T}}: Add {{B}}."', "Creature — Spirit", "Test Shade"
    ) == (could, ("B",))


@pytest.mark.parametrize(
    ("effect", "could"),
    [
        # lands named by a number and a word before "lands" are "They" (probe pv)
        ("{U}, {T}: Tap two untapped lands you control. They become Islands until end of turn.",
         ("C",)),
        # "the card" returned is the exiled target: not gone, "It" (probe pv)
        ("{2}, {T}: Exile another target land you control, then return the card to the"
         " battlefield tapped under its owner's control. It becomes an Island until end of"
         " turn.", ("C",)),
        # a land returned to its owner's hand is gone (400.7): "it" is the card (probe pv),
        # and so is one put into a library (probe py)
        ("When this land enters, you may return another land you control to its owner's"
         " hand. If you do, it becomes an Island until end of turn.", ("U", "C")),
        ("When this land enters, put up to one other target land you control on the bottom"
         " of its owner's library. Then it becomes an Island until end of turn.", ("U", "C")),
        # whatever words name the land returned (probe sy47: "another Swamp", read as it)
        ("When this land enters, you may return another Swamp you control to its owner's"
         " hand. If you do, it becomes an Island until end of turn.", ("U", "C")),
        # a target exiled and returned only later is not back when "It" applies (probe py)
        ("{1}{U}, {T}: Exile another target land you control. Return it to the battlefield"
         " under its owner's control at the beginning of the next end step. It becomes an"
         " Island until end of turn.", ("U", "C")),
        # the card a duration names is no object the effect acts on (probe pg)
        ("{1}{U}, {T}: Gain control of target land for as long as you control this land. It"
         " becomes an Island until end of turn.", ("C",)),
        # a land destroyed is gone as one sacrificed is (701.8a, 400.7), but not where a
        # condition asks whether it survived (review)
        ("{1}{U}, {T}: Destroy another target land. It becomes an Island until end of turn.",
         ("U", "C")),
        ("{1}{U}, {T}: Destroy another target land. If it's still on the battlefield, it"
         " becomes an Island until end of turn.", ("C",)),
        # a land named as the last of a list of card types (probe uw12)
        ("{1}{U}, {T}: Tap target artifact or land. It becomes an Island until end of turn.",
         ("C",)),
        ("{1}{U}, {T}: Tap target artifact, creature, or land. It becomes an Island until end"
         " of turn.", ("C",)),
        # a declined step that chose no object leaves "it" the card (608.2c; probe va37),
        # one with a target that object
        ("When this land enters, you may reveal an Island card from your hand. If you don't,"
         " it becomes an Island until end of turn.", ("U", "C")),
        ("When this land enters, you may tap target land. If you don't, it becomes an Island"
         " until end of turn.", ("C",)),
        # the declined step opens a clause: not a relative clause's "may" (second review)
        ("When this land enters, choose a land that an opponent may tap, then you may pay {1}."
         " If you don't, it becomes an Island until end of turn.", ("C",)),
        # ... but never the card among targets named in the plural (review)
        ("{1}{U}, {T}: Tap two target artifacts or lands. They become Islands until end of"
         " turn.", ("C",)),
        ("{1}{U}, {T}: Tap up to two target creatures and/or lands. They become Islands until"
         " end of turn.", ("C",)),
    ],
)  # fmt: skip
def test_which_land_a_type_changes_pronoun_names_after_tapping_exiling_or_bouncing(effect, could):
    """The object a type change's "They" or "it" stands for: lands tapped, counted by a
    number; a target exiled and returned as "the card"; never a land returned to a hand, a
    new object there (400.7), so the card itself."""
    assert answers(f"{{T}}: Add {{C}}.\n{effect}", "Land", "Test Vale") == (could, ("U", "C"))


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        # the card put into a hand or a library first changes no permanent (400.7; probe py)
        ("Land", "{T}: Add {C}.\n{G}, {T}: Return this land to its owner's hand. It becomes a"
         " Forest until end of turn.", ("C",), ("C",)),
        ("Creature — Zombie", "When this creature dies, return it to its owner's hand. It"
         " becomes a Swamp land in addition to its other types.", (), ()),
        ("Instant", "Return target land you control to your hand. It becomes an Island until"
         " end of turn.", (), ()),
        # ... nor the card sacrificed and returned only later (400.7, 603.7; probe qb)
        ("Land", "{T}: Add {G}.\n{4}, {T}: Sacrifice this land. Return it to the battlefield"
         " under your control at the beginning of the next end step. It becomes a Mountain.",
         ("G",), ("G",)),
        ("Artifact", "{T}, Sacrifice this artifact: Shuffle target land card from your"
         " graveyard into your library. It becomes an Island.", (), ()),
        # ... nor the card that dies, or that a cost sacrifices, and never comes back
        # (400.7; probe qe)
        ("Creature — Zombie", "When this creature dies, it becomes a Swamp land in addition"
         " to its other types.", (), ()),
        ("Land", "{T}: Add {R}.\n{R}, Sacrifice this land: It becomes a Forest until end of"
         " turn.", ("R",), ("R",)),
        # ... nor one an ability returns from a graveyard to a hand, nor a spell (probe qg)
        ("Land", "{T}: Add {C}.\n{B}: Return this card from your graveyard to your hand. It"
         " becomes a Swamp until end of turn.", ("C",), ("C",)),
        ("Instant", "Return target creature you control to its owner's hand. It becomes an"
         " Island land until end of turn.", (), ()),
        # back on the battlefield, under another player's control too, it is changed, face
        # down or put there (probe qg)
        ("Creature — Shapeshifter", "When this creature dies, return it to the battlefield"
         " face down under target opponent's control. It's a Swamp land in addition to its"
         " other types.", ("B",), ("B",)),
        ("Artifact Creature — Construct", "When this creature dies, put it onto the"
         " battlefield under target opponent's control. It's a Mountain land in addition to"
         " its other types.", ("R",), ("R",)),
        ("Creature — Zombie", "When this creature dies, return it to the battlefield under"
         " target opponent's control. It's a Swamp land in addition to its other types.",
         ("B",), ("B",)),
        # anywhere in a library, and before the change in the same sentence (608.2c; probe qe)
        ("Creature — Human Wizard", "{T}: Add {W}.\n{3}: Put this creature second from the top"
         " of its owner's library. It becomes an Island land until end of turn.", ("W",),
         ("W",)),
        ("Land", "{T}: Add {U}.\nWhenever this land becomes tapped, you may pay {1}. If you do,"
         " return it to its owner's hand and each land you control becomes a Swamp until end"
         " of turn.", ("U",), ("U", "B")),
        # (a step that leaves it there does not)
        ("Land", "{T}: Add {U}.\nWhenever this land becomes tapped, untap it and each land you"
         " control becomes a Swamp until end of turn.", ("U", "B"), ("U", "B")),
        # a move that may not happen, or happens later, leaves it a land then
        ("Land", "{T}: Add {C}.\n{1}, {T}: If you control four or more lands, return this land"
         " to its owner's hand. Each land you control becomes a Mountain until end of turn.",
         ("R", "C"), ("R", "C")),
    ],
)  # fmt: skip
def test_a_card_put_into_a_hand_or_a_library_first_gets_no_land_type(type_line, text, could, leads):
    """A type change after a step that puts the card into a hand or a library finds no
    permanent of it (400.7): the card gets no basic land type's ability; a return to the
    battlefield first, a move under a condition or a delayed one, leave it on the battlefield
    when the change applies."""
    assert answers(text, type_line, "Test Drifter") == (could, leads)


@pytest.mark.parametrize(
    ("type_line", "text", "could"),
    [
        # a chosen basic land type, and a change of a trigger's "it" the card may be, take
        # the card's rules text then (305.7; a review)
        ("Land — Swamp", "{1}: This land becomes the basic land type of your choice until end"
         " of turn.\nLands you control that aren't Swamps have \"{T}: Add {C}.\"",
         ("W", "U", "B", "R", "G")),
        ("Land — Forest", "Whenever a land you control enters, it becomes an Island until end"
         " of turn.\nLands you control that aren't Forests have \"{T}: Add {R}.\"",
         ("U", "G")),
        ("Land", "{2}: This land becomes the land type of your choice until end of turn.\n"
         "Islands you control have \"{T}: Add {C}.\"", ("W", "U", "B", "R", "G")),
        # a grant the change itself makes is one effect with it, kept (613.6), after a
        # condition with "it's" too, which is no subject of the grant (probe qb)
        ("Land", "{T}: Add {C}.\nAs long as you control seven or more lands, lands you control"
         " are Swamps and have \"{T}: Add {R}.\"", ("B", "R", "C")),
        ("Land", "{T}: Add {C}.\nAs long as it's your turn, lands you control are Islands and"
         " have \"{T}: Add {B}.\"", ("U", "B", "C")),
        ("Creature — Elf", "As long as it's your turn, creatures you control are Elves and"
         " have \"{T}: Add {G}.\"", ("G",)),
    ],
)  # fmt: skip
def test_a_change_for_a_while_takes_its_text_whatever_names_the_type(type_line, text, could):
    """Whichever words set the card's basic land type for a while (a choice, a trigger's
    object it may be), its static grant of its own never reaches it then (305.7); a grant the
    same effect makes stays (613.6)."""
    face = parse_face(text, type_line, "Test Shifting Land")
    assert could_produce([face]) == could


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could"),
    [
        # the comma of a legendary name ends no trigger condition (probes qk, qm)
        ("Sela, Grove-Sage", "Legendary Creature — Elf Wizard",
         "Whenever Sela, Grove-Sage attacks, it gains \"{T}: Add {G}.\" until end of turn.",
         ("G",)),
        ("Sela, Grove-Sage", "Legendary Creature — Elf Wizard",
         "Whenever Sela, Grove-Sage and at least one other Elf attack, untap those Elves. They"
         " gain \"{T}: Add {G} or {U}.\" until end of turn.", ("U", "G")),
        # ... nor a group's name ("named ...", 201.2)
        ("Zahira, the Unblinking", "Legendary Creature — Sphinx",
         "Flying\nCreatures you control named Zahira, the Unblinking have \"{T}: Add {U}.\"",
         ("U",)),
        # its short name is still the card's ("Discard Arashi": a cost paid from the hand)
        ("Arashi, the Sky Asunder", "Legendary Creature — Spirit",
         "Channel — {1}{G}, Discard Arashi: Add {G}{G}.", ()),
    ],
)  # fmt: skip
def test_a_legendary_names_comma_is_part_of_the_name(name, type_line, text, could):
    """The card's name stands for it whole (201.4), its comma no clause's end: the parser
    reads it as `text.NAME_COMMA` and writes it back in every row's text; its short name
    ("Arashi") is still the card's."""
    face = parse_face(text, type_line, name)
    assert could_produce([face]) == could
    assert all("\u201a" not in row.text for row in face.mana)
    assert all(name in row.text or "Arashi" in row.text for row in face.mana)


@pytest.mark.parametrize(
    ("text", "could", "leads"),
    [
        # a colon of its name ends no cost (602.1): the cost exiles it from the graveyard
        # (113.6m; probe rx)
        ("Flying\nExile Relic Guardian: Dawn from your graveyard: Add {W}{W}.", (), ("W",)),
        ("{1}, Sacrifice Relic Guardian: Dawn: Add {W}{W}.", ("W",), ("W",)),
        ("{T}: Add {W}. Activate only if Relic Guardian: Dawn is untapped.", ("W",), ("W",)),
    ],
)
def test_a_names_colon_is_part_of_the_name(text, could, leads):
    face = parse_face(text, "Creature — Spirit", "Relic Guardian: Dawn")
    assert (could_produce([face]), leads_to([face]), face.issues) == (could, leads, ())
    assert all("Relic Guardian: Dawn" in row.text for row in face.mana)


def test_a_replacement_of_a_group_named_by_color_is_reported_for_the_card():
    """ "Green creatures you control tap for {G}{B} instead of {G}" on an Elf Druid: the type
    line can't tell whether the card is green; its own share is reported, not guessed (probe
    of), the group's counted."""
    face = parse_face(
        "{T}: Add {G}.\nGreen creatures you control tap for {G}{B} instead of {G}.",
        "Creature — Elf Druid",
        "Test Druid",
    )
    assert (could_produce([face]), leads_to([face])) == (("G",), ("B", "G"))
    assert [i.problem for i in face.issues] == [IssueKind.GROUP_UNKNOWN]


@pytest.mark.parametrize(
    ("text", "leads"),
    [
        # a conjured card named a basic land type is that basic land (305.6; probes sb, l)
        ("When this creature enters, conjure a card named Plains into your hand.", ("W",)),
        ("When this creature enters, conjure a card named Swamp onto the battlefield tapped.",
         ("B",)),
        # a snow-covered one too, and each of a list (probe se)
        ("When this creature enters, conjure a card named Snow-Covered Forest into your hand.",
         ("G",)),
        ("Conjure a card named Plains, a card named Island, and a card named Swamp into your"
         " hand.", ("W", "U", "B")),
        # another card's name tells nothing the text prints, one that opens with a land
        # type's name neither (review)
        ("When this creature enters, conjure a card named Llanowar Elves into your hand.", ()),
        ("When this creature enters, conjure a card named Mountain Goat into your hand.", ()),
        # (a card named in a later step is not conjured: second review)
        ("When this creature enters, conjure a card named Llanowar Elves into your hand, then"
         " you may discard a card named Forest.", ()),
    ],
)  # fmt: skip
def test_a_conjured_basic_land_card_has_its_types_ability(text, leads):
    face = parse_face(text, "Creature — Human Wizard", "Test Conjurer")
    assert (could_produce([face]), leads_to([face]), face.issues) == ((), leads, ())


@pytest.mark.parametrize(
    ("type_line", "text", "could"),
    [
        # the object a spell targets sets off the trigger: the card where it may be one
        # (603.2; probe sd)
        ("Land", "{T}: Add {C}.\nWhenever you cast a spell that targets a land you control,"
         " that land becomes an Island in addition to its other types until end of turn.",
         ("U", "C")),
        ("Creature — Elf", "Whenever you cast a spell that targets a creature you control, that"
         " creature gains \"{T}: Add {G}.\" until end of turn.", ("G",)),
        ("Creature — Elf", "Whenever you cast a spell that targets another creature you control,"
         " that creature gains \"{T}: Add {G}.\" until end of turn.", ()),
    ],
)  # fmt: skip
def test_the_object_a_cast_spell_targets_is_the_triggers_object(type_line, text, could):
    face = parse_face(text, type_line, "Test Warden")
    assert could_produce([face]) == could


def test_cards_a_list_names_get_no_land_type():
    """ "Creature and land cards you own that aren't on the battlefield are Forests": cards
    elsewhere, no land on the battlefield (205.3d)."""
    face = parse_face(
        "Creature and land cards you own that aren't on the battlefield are Forests in addition"
        " to their other types.",
        "Enchantment",
        "Test Grove",
    )
    assert leads_to([face]) == ()


def test_a_land_type_change_of_a_group_named_by_color_is_reported_for_the_card():
    """ "Green creatures you control are Forest lands ...": whether the card is green its type
    line can't tell (202.2), so its own copy is not guessed and the paragraph is reported, as
    for a grant to such a group; the group's lands are counted."""
    for color in ("Green", "Nonblack"):
        text = f"{color} creatures you control are Forest lands in addition to their other types."
        face = parse_face(text, "Creature — Elf Warrior", "Test Chieftain")
        assert (could_produce([face]), leads_to([face])) == ((), ("G",))
        assert [i.problem for i in face.issues] == [IssueKind.GROUP_UNKNOWN]


def test_a_land_in_a_group_the_type_line_cant_tell_is_lands_gets_the_type_itself():
    """ "Artifacts you control are Islands in addition to their other types" on an artifact
    land: the card is an artifact and a land, so it is an Island (305.7) and taps for {U}
    beside its own {C}; which of the other artifacts are lands stays unknown, reported. On a
    nonland artifact nothing is counted; on a land that is no artifact, only its own mana."""
    text = "{T}: Add {C}.\nArtifacts you control are Islands in addition to their other types."
    land = parse_face(text, "Artifact Land", "Test Smelter")
    assert [(r.source_kind, r.colors) for r in land.mana] == [
        (SourceKind.ACTIVATED, ("C",)),
        (SourceKind.INTRINSIC, ("U",)),
    ]
    assert [i.problem for i in land.issues] == [IssueKind.UNKNOWN_LAND_GROUP]
    other = parse_face(text, "Land", "Test Smelter")
    assert [(r.source_kind, r.colors) for r in other.mana] == [(SourceKind.ACTIVATED, ("C",))]
    # qualities before the group's word: the card by its own, a state taken as met
    for group, type_line, could in (
        ("Legendary artifacts", "Legendary Artifact Land", ("B", "C")),
        ("Legendary artifacts", "Artifact Land", ("C",)),
        ("Tapped artifacts", "Artifact Land", ("B", "C")),
        ("Nontoken artifacts", "Artifact Land", ("B", "C")),
        ("Other artifacts", "Artifact Land", ("C",)),
        ("Artifacts and enchantments", "Artifact Land", ("B", "C")),
        # a second item an irregular plural: the card one of it by its subtype
        ("Elves and Treefolk", "Land Creature — Treefolk", ("B", "C")),
        ("Elves and Treefolk", "Land Creature — Plant", ("C",)),
        ("Creatures and snow artifacts", "Snow Artifact Land", ("B", "C")),
        ("Creatures and snow artifacts", "Artifact Land", ("C",)),
    ):
        changed = (
            f"{{T}}: Add {{C}}.\n{group} you control are Swamps in addition to their other types."
        )
        assert could_produce([parse_face(changed, type_line, "Test Foundry")]) == could, group
    each = "{T}: Add {C}.\nEach legendary artifact you control is a Swamp."
    assert could_produce([parse_face(each, "Legendary Artifact Land", "Test Throne")]) == ("B",)
    # an item the card always is, with no "in addition": its land type set, its own {C} lost
    # (305.7), as "Each legendary artifact you control" (probe nz)
    two = "{T}: Add {C}.\nEach creature and artifact you control is a Swamp."
    assert could_produce([parse_face(two, "Artifact Land", "Test Throne")]) == ("B",)
    assert could_produce([parse_face(two, "Land", "Test Throne")]) == ("C",)
    both = "{T}: Add {C}.\nEach legendary creature and legendary artifact you control is a Swamp."
    assert could_produce([parse_face(both, "Legendary Artifact Land", "Test Throne")]) == ("B",)
    assert could_produce([parse_face(both, "Artifact Land", "Test Throne")]) == ("C",)
    beacon = parse_face(text.split("\n")[1], "Artifact", "Test Beacon")
    assert (beacon.mana, [i.problem for i in beacon.issues]) == (
        (),
        [IssueKind.UNKNOWN_LAND_GROUP],
    )


def test_a_land_whose_own_static_sets_its_land_type_loses_its_printed_abilities():
    """ "{T}: Add {C}. Lands you control are Swamps." on a land: the change sets its land
    type, so it loses the abilities of its rules text (305.7) and has only the Swamp's
    "{T}: Add {B}." (the change's own applying still, 613.6); "in addition to their other
    types" keeps them, and so does a change that applies only for a while."""
    sets = parse_face("{T}: Add {C}.\nLands you control are Swamps.", "Land", "Test Court")
    assert could_produce([sets]) == ("B",)
    assert sets.issues == ()
    keeps = parse_face(
        "{T}: Add {C}.\nLands you control are Swamps in addition to their other types.",
        "Land",
        "Test Court",
    )
    assert could_produce([keeps]) == ("B", "C")
    turn = parse_face(
        "{T}: Add {C}.\nAs long as it's your turn, lands you control are Swamps.",
        "Land",
        "Test Court",
    )
    assert could_produce([turn]) == ("B", "C")


@pytest.mark.parametrize(
    ("text", "could"),
    [
        # a condition whose other branch sets basic land types too: one of them always, so
        # the card's own {C} is lost either way (probes tu41 ul87: kept)
        ("{T}: Add {C}.\nLands you control are Swamps if you control a Swamp, or Islands "
         "otherwise.", ("U", "B")),
        ("{T}: Add {C}.\nThis land is a Mountain as long as you control another Desert; "
         "otherwise, it's a Plains.", ("W", "R")),
        # not where a branch keeps the other types, gives no basic one, or lasts a while
        ("{T}: Add {C}.\nThis land is a Swamp in addition to its other types if you control a "
         "Swamp, or an Island in addition to its other types otherwise.", ("U", "B", "C")),
        ("As long as it's your turn, this land is a Plains. Otherwise, it's an Island.\n{T}: "
         "Add {C}.", ("W", "U")),
        ("{T}: Add {C}.\nAs long as you control a Forest, this land is a Mountain; otherwise, "
         "it's a Forest.", ("R", "G")),
        ("{T}: Add {C}.\nThis land is a Mountain as long as you control another Desert; "
         "otherwise, it's a Desert.", ("R", "C")),
        ("{T}: Add {C}.\nThis land is a Mountain as long as you control another Desert; "
         "otherwise, it's a Plains in addition to its other types.", ("W", "R", "C")),
        ("{T}: Add {C}.\nThis land is a Plains as long as you control a Cleric; otherwise, "
         "it's a Forest and an Island in addition to its other types.", ("W", "U", "G", "C")),
        # nor where the other branch has a condition of its own (third review)
        ("{T}: Add {C}.\nThis land is a Mountain as long as you control a Desert; otherwise, "
         "it's an Island as long as you control a Swamp.", ("U", "R", "C")),
        ("{T}: Add {C}.\nAs long as you control a Desert, this land is a Mountain. Otherwise, "
         "it's an Island during your turn.", ("U", "R", "C")),
        # the other branch's pronoun is that change's subject: "Other lands", not the card
        ("{T}: Add {C}.\nOther lands you control are Islands as long as you control a "
         "Swamp; otherwise, they're Plains.", ("C",)),
        ("{T}: Add {C}.\nUntil end of turn, this land is a Swamp if you control a Swamp, or an "
         "Island otherwise.", ("U", "B", "C")),
        # the other branch naming its subject again, not a pronoun (probe up57), and the
        # other turns of "during your turn" (probe uq80): both branches still
        ("{T}: Add {C}.\nEach land you control is a Swamp as long as you control a Zombie; "
         "otherwise, each land you control is an Island.", ("U", "B")),
        ("{T}: Add {C}.\nAs long as you control a Zombie, this land is a Swamp. Otherwise, "
         "this land is an Island.", ("U", "B")),
        ("During your turn, this land is an Island. During each other player's turn, it's a "
         "Swamp.\n{T}: Add {C}.", ("U", "B")),
        ("During each other player's turn, this land is a Swamp. During your turn, it's an "
         "Island.\n{T}: Add {C}.", ("U", "B")),
        # but not another subject's branch, nor the turns of only some other players, nor
        # an "Otherwise" sentence after a change that keeps the other types (the other
        # branch alone is no change that always applies)
        ("{T}: Add {C}.\nOther lands you control are Islands as long as you control a "
         "Merfolk; otherwise, each land you control is a Swamp.", ("B", "C")),
        ("During your turn, this land is an Island. During each opponent's turn, it's a "
         "Swamp.\n{T}: Add {C}.", ("U", "B", "C")),
        ("{T}: Add {C}.\nAs long as you control a Zombie, this land is a Swamp in addition to "
         "its other types. Otherwise, this land is an Island.", ("U", "B", "C")),
        # the subject named again in the plural, the other turns on a line of their own
        # (probe va61 va68); but the other turns complete only "During your turn", not
        # another condition of that branch (review)
        ("{T}: Add {C}.\nEach land you control is a Swamp as long as you control a Vampire; "
         "otherwise, lands you control are Islands.", ("U", "B")),
        ("{T}: Add {C}.\nDuring your turn, this land is a Swamp.\nDuring each other player's "
         "turn, this land is an Island.", ("U", "B")),
        ("If you control a Wizard, this land is an Island during your turn. During each other "
         "player's turn, it's a Swamp.\n{T}: Add {C}.", ("U", "B", "C")),
        ("During your turn, if you control a Wizard, this land is an Island. During each other "
         "player's turn, it's a Swamp.\n{T}: Add {C}.", ("U", "B", "C")),
        # "As long as it's not your turn" is the other turns too (probe ve59), not of "As
        # long as it's your turn and ..." (third review)
        ("{T}: Add {C}.\nAs long as it's your turn, this land is a Swamp. As long as it's not "
         "your turn, it's an Island.", ("U", "B")),
        ("{T}: Add {C}.\nAs long as it's your turn and you control a Wizard, this land is a "
         "Swamp. As long as it's not your turn, it's an Island.", ("U", "B", "C")),
        # both turns' branches in one sentence, each with its own types after "and" (probe
        # va71: the Island unread); the turns of only some players leave the {C}, and so
        # does a second type on a condition of its own
        ("{T}: Add {C}.\nThis land is a Swamp during your turn and an Island during each "
         "other player's turn.", ("U", "B")),
        ("{T}: Add {C}.\nLands you control are Swamps as long as it's not your turn and "
         "Islands as long as it's your turn.", ("U", "B")),
        ("{T}: Add {C}.\nThis land is a Swamp during your turn and an Island during each "
         "opponent's turn.", ("U", "B", "C")),
        ("{T}: Add {C}.\nThis land is a Swamp as long as you control a Zombie, and a Forest "
         "if you control an Elf.", ("B", "G", "C")),
        # the same condition denied in the next sentence (probe ve67: the {C} kept), either
        # way round; not another condition denied, nor a branch keeping the other types
        ("{T}: Add {C}.\nThis land is a Swamp as long as you control a Zombie. If you don't "
         "control a Zombie, it's an Island.", ("U", "B")),
        ("{T}: Add {C}.\nIf you don't control a Zombie, this land is a Swamp. If you control "
         "a Zombie, it's an Island.", ("U", "B")),
        ("{T}: Add {C}.\nThis land is a Swamp as long as you control a Zombie. If you don't "
         "control a Vampire, it's an Island.", ("U", "B", "C")),
        ("{T}: Add {C}.\nThis land is a Swamp as long as you control a Zombie. If you don't "
         "control a Zombie, it's an Island in addition to its other types.", ("U", "B", "C")),
        # two types each on a condition of the same word (second review)
        ("{T}: Add {C}.\nThis land is a Swamp if you control a Zombie and an Island if you "
         "control a Cleric.", ("U", "B", "C")),
        # both turns' branches joined by ", and" (probe vn57)
        ("{T}: Add {C}.\nDuring your turn, this land is a Swamp, and during each other "
         "player's turn, it's an Island.", ("U", "B")),
        # but a condition's "and" names what it asks for, no type of the change, before
        # another condition too (probe vn17)
        ("{T}: Add {C}.\nThis land is a Swamp as long as you control a Zombie and a Forest "
         "during your turn.", ("B", "C")),
        ("{T}: Add {C}.\nThis land is a Forest as long as you control a Mountain and a "
         "Plains.", ("G", "C")),
        # the other turns in other words, and after a semicolon (probe vt)
        ("{T}: Add {C}.\nDuring your turn, this land is a Swamp; during each other player's "
         "turn, it's a Forest.", ("B", "G")),
        ("{T}: Add {C}.\nDuring your turn, this land is a Swamp. During turns that aren't "
         "yours, it's an Island.", ("U", "B")),
        ("{T}: Add {C}.\nThis land is a Swamp during your turn and an Island as long as it "
         "isn't your turn.", ("U", "B")),
        ("{T}: Add {C}.\nDuring your turn, this land is a Forest. During another player's "
         "turn, it's a Swamp.", ("B", "G")),
        ("{T}: Add {C}.\nAs long as it is your turn, this land is a Mountain. As long as it "
         "is not your turn, it's a Plains.", ("W", "R")),
        # the condition denied by "no" and the plural, or after ", and if"; not another
        # creature type's "no" (probe vt)
        ("{T}: Add {C}.\nIf you control an Elf, this land is a Forest. If you control no "
         "Elves, it's a Plains.", ("W", "G")),
        ("{T}: Add {C}.\nIf you control no Elves, this land is a Plains. If you control an "
         "Elf, it's a Forest.", ("W", "G")),
        ("{T}: Add {C}.\nAs long as you control a Rogue, this land is a Swamp, and if you "
         "don't control a Rogue, it's an Island.", ("U", "B")),
        ("{T}: Add {C}.\nIf you control an Elf, this land is a Forest. If you control no "
         "Zombies, it's a Plains.", ("W", "G", "C")),
        # the noun in any number, irregular plurals, with qualities, "another", counts (probe
        # vx, review); not "two or more" against "no", which leaves one Elf out
        ("{T}: Add {C}.\nAs long as you control no Geese, this land is an Island. As long as "
         "you control a Goose, it's a Swamp.", ("U", "B")),
        ("{T}: Add {C}.\nAs long as you control no Cyclopes, this land is a Mountain; as long "
         "as you control a Cyclops, it's a Plains.", ("W", "R")),
        ("{T}: Add {C}.\nAs long as you control one or more Children, this land is an Island. "
         "If you don't control a Child, it's a Forest.", ("U", "G")),
        ("{T}: Add {C}.\nAs long as you control two or more Elves, this land is a Forest. As "
         "long as you control fewer than two Elves, it's a Plains.", ("W", "G")),
        ("{T}: Add {C}.\nAs long as you control a creature with flying, this land is an "
         "Island. If you control no creatures with flying, it's a Swamp.", ("U", "B")),
        ("{T}: Add {C}.\nAs long as you control another Elf, this land is a Forest. If you "
         "control no other Elves, it's a Plains.", ("W", "G")),
        ("{T}: Add {C}.\nIf you control two or more Elves, this land is a Forest. If you "
         "control no Elves, it's a Plains.", ("W", "G", "C")),
        # the turns in other words, "but", the other turns first, "If it's not your turn",
        # the other branch after a condition that follows the change (probe vx, review)
        ("{T}: Add {C}.\nDuring your turn, this land is a Mountain. During turns other than "
         "your own, it's a Forest.", ("R", "G")),
        ("{T}: Add {C}.\nDuring your turn, this land is a Plains, but during each other "
         "player's turn, it's a Swamp.", ("W", "B")),
        ("{T}: Add {C}.\nDuring turns that aren't yours, this land is a Swamp, and during your "
         "turn, it's a Mountain.", ("B", "R")),
        ("{T}: Add {C}.\nDuring your turn, this land is a Plains. If it's not your turn, it's "
         "an Island.", ("W", "U")),
        ("{T}: Add {C}.\nThis land is a Swamp as long as you control a Rogue, and if you don't "
         "control a Rogue, it's an Island.", ("U", "B")),
        ("{T}: Add {C}.\nThis land is a Plains during your turn; during each other player's "
         "turn, it's an Island.", ("W", "U")),
        ("{T}: Add {C}.\nThis land is a Swamp as long as you don't control fewer than two "
         "Zombies. If you don't control two or more Zombies, it's an Island.", ("U", "B")),
        # "other turns", "another player's turn", "it isn't" after the turn it denies, "or
        # ... otherwise" after "as long as" (probes wv1 wv2 wv3 wv12 wv4)
        ("{T}: Add {C}.\nDuring your turn, this land is an Island. During other turns, it's a "
         "Swamp.", ("U", "B")),
        ("{T}: Add {C}.\nAs long as it's your turn, this land is a Plains. As long as it's "
         "another player's turn, it's a Mountain.", ("W", "R")),
        ("{T}: Add {C}.\nThis land is an Island as long as it's your turn and a Swamp as long "
         "as it isn't.", ("U", "B")),
        ("{T}: Add {C}.\nIf it's your turn, this land is an Island. If it isn't, it's a "
         "Swamp.", ("U", "B")),
        ("{T}: Add {C}.\nThis land is a Forest as long as it's your turn, or a Mountain "
         "otherwise.", ("R", "G")),
        # "each turn other than yours", "all other turns", "during your turn, or ... otherwise"
        # (probes xh26 xh27 xh28)
        ("{T}: Add {C}.\nDuring each turn other than yours, this land is a Swamp. During your "
         "turn, it's a Forest.", ("B", "G")),
        ("{T}: Add {C}.\nDuring your turn, this land is an Island. During all other turns, "
         "it's a Mountain.", ("U", "R")),
        ("{T}: Add {C}.\nThis land is a Plains during your turn, or a Swamp otherwise.",
         ("W", "B")),
        # a state said and denied: yours, the card's (tapped or untapped, 110.5), another
        # player's (probes xj3 xj26 xj45 xj47 wm90)
        ("{T}: Add {C}.\nAs long as you're the monarch, this land is an Island. As long as "
         "you're not the monarch, this land is a Mountain.", ("U", "R")),
        ("{T}: Add {C}.\nAs long as this land is untapped, it's an Island. As long as this "
         "land is tapped, it's a Swamp.", ("U", "B")),
        ("{T}: Add {C}.\nAs long as an opponent controls more lands than you, this land is a "
         "Plains. As long as no opponent controls more lands than you, this land is an "
         "Island.", ("W", "U")),
        ("{T}: Add {C}.\nAs long as you have the city's blessing, this land is a Plains. As "
         "long as you don't have the city's blessing, this land is an Island.", ("W", "U")),
        # your turn denied as the other branch, a state's denial in the same sentence after
        # ", but" or said short, day and night (probes xl10 xl11 xl19 xl43, review)
        ("{T}: Add {C}.\nUnless it's your turn, this land is a Mountain. During your turn, "
         "it's a Forest.", ("R", "G")),
        ("{T}: Add {C}.\nExcept during your turn, this land is a Plains. During your turn, "
         "it's an Island.", ("W", "U")),
        ("{T}: Add {C}.\nThis land is a Plains as long as you have the city's blessing, but as "
         "long as you don't have the city's blessing, it's a Forest.", ("W", "G")),
        ("{T}: Add {C}.\nAs long as you're the monarch, this land is a Forest. As long as you "
         "aren't, it's an Island.", ("U", "G")),
        ("{T}: Add {C}.\nAs long as it's night, this land is a Swamp. As long as it's not "
         "night, it's a Plains.", ("W", "B")),
        # "Unless you control" and "As long as you control" (probe xq76)
        ("{T}: Add {C}.\nUnless you control a Zombie, this land is an Island. As long as you "
         "control a Zombie, it's a Swamp.", ("U", "B")),
        # "Unless you control" in any number, "Unless you don't control" (probes xu27 xu50)
        ("{T}: Add {C}.\nUnless you control a Zombie, this land is an Island. As long as you "
         "control one or more Zombies, it's a Swamp.", ("U", "B")),
        ("{T}: Add {C}.\nUnless you don't control a Zombie, this land is a Swamp. If you don't "
         "control a Zombie, it's an Island.", ("U", "B")),
        # "Unless" the same words as the second branch (probes xy33 xy34 xy36)
        ("{T}: Add {C}.\nAs long as you're the monarch, this land is a Plains. Unless you're "
         "the monarch, it's a Swamp.", ("W", "B")),
        ("{T}: Add {C}.\nAs long as you control a Zombie, this land is a Swamp. Unless you "
         "control a Zombie, it's an Island.", ("U", "B")),
        ("{T}: Add {C}.\nAs long as an opponent controls more lands than you, this land is a "
         "Plains. Unless an opponent controls more lands than you, it's an Island.",
         ("W", "U")),
        # "If this land is tapped, it's ...": the card's own state (probes yb59 yb78)
        ("{T}: Add {C}.\nIf this land is tapped, it's a Mountain. Otherwise, it's an Island.",
         ("U", "R")),
        ("{T}: Add {C}.\nIf this land is untapped, it's a Forest. If it's tapped, it's a "
         "Plains.", ("W", "G")),
        # "Unless" a state, and the state said (probe xl78)
        ("{T}: Add {C}.\nUnless you're the monarch, this land is a Swamp. As long as you're "
         "the monarch, it's a Forest.", ("B", "G")),
        # "Otherwise" after any condition of its sentence, "During combat" too (probe xj89)
        ("{T}: Add {C}.\nDuring combat, this land is a Mountain; otherwise, it's a Plains.",
         ("W", "R")),
        ("{T}: Add {C}.\nUnless you control a Zombie, this land is an Island; otherwise, it's "
         "a Swamp.", ("U", "B")),
        # but an "Otherwise" of a condition inside another leaves the outer one's other
        # branch open (review)
        ("{T}: Add {C}.\nDuring combat, this land is a Mountain if you control a Goblin; "
         "otherwise, it's a Plains.", ("W", "R", "C")),
        # but a denial's other branch is one or more, not two or more (probes xy32 xy75)
        ("{T}: Add {C}.\nIf you don't control a Goblin, this land is a Plains. If you control "
         "two or more Goblins, it's a Mountain.", ("W", "R", "C")),
        ("{T}: Add {C}.\nUnless you control a Goblin, this land is a Plains. If you control "
         "two or more Goblins, it's a Mountain.", ("W", "R", "C")),
        # but two states that may both fail keep the card's own ability (tapped and untapped
        # of an object that may be gone, review)
        ("{T}: Add {C}.\nWhen this land enters, tap up to one target creature an opponent "
         "controls.\nAs long as it's tapped, this land is an Island. As long as it's untapped, "
         "this land is a Swamp.", ("U", "B", "C")),
        ("{T}: Add {C}.\nAs long as you're the monarch, this land is an Island. As long as "
         "you have the initiative, it's a Swamp.", ("U", "B", "C")),
        ("{T}: Add {C}.\nAs long as this land is attacking, it's an Island. As long as this "
         "land is blocking, it's a Swamp.", ("U", "B", "C")),
    ],
)  # fmt: skip
def test_a_change_set_on_both_branches_of_its_condition_always_applies(text, could):
    """Two branches that each set the card's basic land types set them always (305.7)."""
    assert could_produce([parse_face(text, "Land", "Test Court")]) == could


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        # a condition the card always meets: its own name (201.2), no basic land type on its
        # type line (the lands a change affects are fixed as it starts to apply, 613.6;
        # probes qt, rh)
        ("Land", "{T}: Add {C}.\nLands with the same name as this land are Islands.", ("U",),
         ("U",)),
        ("Land", "{T}: Add {C}.\nLands named Test Court are Plains.", ("W",), ("W",)),
        ("Land", "{T}: Add {C}.\nLands you control without basic land types are Plains.",
         ("W",), ("W",)),
        ("Land — Forest", "Lands you control without basic land types are Plains.", ("G",),
         ("W", "G")),
        # ... nor one its own text always makes one (613.8; review)
        ("Land", "This land is a Forest in addition to its other types.\nLands you control"
         " without basic land types are Plains.", ("G",), ("W", "G")),
        ("Land", "{T}: Add {C}.\nLands you control without a basic land type are Plains.",
         ("W",), ("W",)),
        # the card named beside the group, first or last (probe qy)
        ("Land", "{T}: Add {C}.\nThis land and lands you control other than Gates are Swamps.",
         ("B",), ("B",)),
        ("Land", "{T}: Add {C}.\nTarget land and this land are Swamps.", ("B",), ("B",)),
        # ... not in the group's exception, nor a state the card may lack
        ("Land", "{T}: Add {C}.\nLands you control other than Gates and this land are Islands.",
         ("C",), ("U", "C")),
        ("Land — Forest", "Lands you control that are tapped are Plains.", ("W", "G"),
         ("W", "G")),
        # an exception set off by commas, a "Non-" of any land type (probe rn)
        ("Land", "{T}: Add {C}.\nLands you control, other than basic lands, are Islands and"
         " Swamps.", ("U", "B"), ("U", "B")),
        ("Land — Desert", "{T}: Add {C}.\nNon-Desert lands you control are Plains.", ("C",),
         ("W", "C")),
        ("Land", "{T}: Add {C}.\nNon-Desert lands you control are Plains.", ("W",), ("W",)),
    ],
)  # fmt: skip
def test_a_group_the_land_surely_is_in_sets_its_land_type(type_line, text, could, leads):
    face = parse_face(text, type_line, "Test Court")
    assert (could_produce([face]), leads_to([face]), face.issues) == (could, leads, ())


@pytest.mark.parametrize(
    ("text", "type_line", "could", "leads"),
    [
        # the object a player taps is the subject whose mana is replaced: the card is one
        ("{T}: Add {C}.\nIf you tap a land for {C}, it produces {U} instead.", "Land", ("U", "C"),
         ("U", "C")),
        # ... whatever word stands for it in the result (probe rz)
        ("{T}: Add {C}.\nIf a player would tap a land for {C}, that land produces {W}{U}"
         " instead.", "Land", ("W", "U", "C"), ("W", "U", "C")),
        ("If a Forest you control would be tapped for {G}, that Forest produces {R} instead.",
         "Land — Forest", ("R", "G"), ("R", "G")),
        # the event's "would be tapped for {B}" names what is replaced, no result (probe sa)
        ("If a land an opponent controls would be tapped for {B}, that land produces {C}"
         " instead.", "Enchantment", (), ("C",)),
        ("If a player would tap a Swamp for mana, that Swamp produces {C} instead.",
         "Land — Swamp", ("B", "C"), ("B", "C")),
        ("If a player would tap a Swamp for mana, that Swamp produces {C} instead.",
         "Land — Island", ("U",), ("U", "C")),
        # a condition joined by "and" names no type replaced ("green")
        ("{T}: Add {G}.\nIf a permanent you control would produce {C} and you control another "
         "green creature, it produces {B} instead.", "Creature — Elf Druid", ("G",), ("B", "G")),
        # a past or denied tapping in a condition is no replacement's event: the ability's own
        # clauses, both of them
        ("{T}: Add {C}. If this land wasn't tapped for mana during your last turn, add {G}{G} "
         "instead.", "Land", ("G", "C"), ("G", "C")),
        ("{T}: Add {C}. If you didn't tap another land for mana this turn, add {W}{W} instead.",
         "Land", ("W", "C"), ("W", "C")),
        # an opponent taps only permanents they control (605.3a): not the card
        ("{T}: Add {G}.\nIf an opponent taps a land for mana, it produces {C} instead.", "Land",
         ("G",), ("G", "C")),
        ("If an opponent would tap a Swamp for mana, that Swamp produces {C} instead.",
         "Land — Swamp", ("B",), ("B", "C")),
        ("{T}: Add {G}.\nIf any player taps a land for mana, it produces {C} instead.", "Land",
         ("G", "C"), ("G", "C")),
        ("{T}: Add {C}.\nIf you would add {C} from a source other than a land, add {U} instead.",
         "Land", ("C",), ("U", "C")),
        # the card's own words or name after "other than", or another player's source: its
        # own mana is left as it is
        ("{T}: Add {R}.\nIf you would add mana from a source you don't control, add {C} "
         "instead.", "Creature — Human", ("R",), ("R", "C")),
        ("{T}: Add {C}.\nIf you would add {C} from a source other than this artifact, add {U} "
         "instead.", "Artifact", ("C",), ("U", "C")),
        # another player's source, or the card among sources left out
        ("{T}: Add {C}.\nIf you would add {C} from a source controlled by an opponent, add {W} "
         "instead.", "Land", ("C",), ("W", "C")),
        ("{T}: Add {C}.\nIf you would add {C} from a permanent an opponent controls, add {G} "
         "instead.", "Land", ("C",), ("G", "C")),
        ("{T}: Add {C}.\nIf you would add {C} from sources other than lands, add {U} instead.",
         "Land", ("C",), ("U", "C")),
        ("{T}: Add {C}.\nIf you would add {C} from a source other than a land during your turn, "
         "add {G} instead.", "Land", ("C",), ("G", "C")),
        ("{T}: Add {C}.\nIf you would add {C} from a source other than a land, a creature, or "
         "this artifact, add {U} instead.", "Artifact", ("C",), ("U", "C")),
        ("{T}: Add {C}.\nIf you would add {C} from a source another player controls, add {B} "
         "instead.", "Land", ("C",), ("B", "C")),
        ("{T}: Add {C}.\nIf you would add {C} from a source other than a land for the first time "
         "each turn, add {B} instead.", "Land", ("C",), ("B", "C")),
        # conditions after the types name none of them
        ("{T}: Add {B}.\nIf a land you control would produce {C} and no opponent controls a "
         "black permanent, it produces {R} instead.", "Land", ("B",), ("B", "R")),
        ("{T}: Add {G}.\nIf a land you control would produce {C} after you've cast a white "
         "spell this turn, it produces {W} instead.", "Land", ("G",), ("W", "G")),
        # mana from a source the card can't be
        ("{T}: Add {G}.\nIf you would add {G} from a creature's ability, add {R} instead.",
         "Land", ("G",), ("R", "G")),
        ("{T}: Add {G}.\nIf you would add {G} from a creature's ability, add {R} instead.",
         "Creature — Elf Druid", ("R", "G"), ("R", "G")),
        # a kind by its noun, or a list of them, the controller's ("you control"): the same
        ("{T}: Add {B}.\nIf you would add {B} from a creature you control, add {U} instead.",
         "Land", ("B",), ("U", "B")),
        ("{T}: Add {B}.\nIf you would add {B} from a creature or artifact you control, add {U} "
         "instead.", "Land", ("B",), ("U", "B")),
        ("{T}: Add {B}.\nIf you would add {B} from a land you control, add {U} instead.",
         "Land", ("U", "B"), ("U", "B")),
        ("{T}: Add {C}.\nIf you would add {C} from a creature token, add {W} instead.",
         "Land", ("C",), ("W", "C")),
        ("{T}: Add {C}.\nIf you would add {C} from a nonland permanent, add {U} instead.",
         "Land", ("C",), ("U", "C")),
        ("{T}: Add {C}.\nIf you would add {C} from a nonland permanent, add {U} instead.",
         "Artifact", ("U", "C"), ("U", "C")),
        # a kind of several words, up to the result: what it names, as a group's words are
        *(
            (f"{{T}}: Add {{C}}.\nIf you would add {{C}} from {kind}, add {{G}} instead.",
             type_line, could, ("G", "C"))
            for kind, type_line, could in (
                ("an artifact creature", "Land", ("C",)),
                ("a basic land", "Land", ("C",)),
                ("a basic land", "Basic Land", ("G", "C")),
                ("a Dragon", "Land", ("C",)),
                ("a creature with power 4 or greater", "Land", ("C",)),
                ("a creature with power 4 or greater", "Creature — Elf", ("G", "C")),
                ("a creature, artifact, or enchantment", "Artifact", ("G", "C")),
                ("a creature, artifact, or enchantment", "Land", ("C",)),
            )
        ),
        # sources named apart by "or from": the card's where it may be any of them
        ("{T}: Add {C}.\nIf you would add {C} from a creature or from a land, add {B} instead.",
         "Creature — Dog", ("B", "C"), ("B", "C")),
        ("{T}: Add {C}.\nIf you would add {C} from a creature or from a land, add {B} instead.",
         "Artifact", ("C",), ("B", "C")),
        ("{T}: Add {C}.\nIf you would add {C} from a creature or from a source an opponent "
         "controls, add {B} instead.", "Artifact", ("C",), ("B", "C")),
        ("{T}: Add {C}.\nIf you would add {C} from an opponent's land, add {B} instead.",
         "Land", ("C",), ("B", "C")),
        # another player's replacement of a basic land's mana, the color its controller picks
        ("If a basic land would be tapped for mana, it produces mana of a color of its "
         "controller's choice instead.", "Enchantment", (), ("W", "U", "B", "R", "G")),
        # "... or from this land": the card's own too
        ("{T}: Add {C}.\nIf you would add {C} from a land an opponent controls or from this "
         "land, add {G} instead.", "Land", ("G", "C"), ("G", "C")),
        # sources named apart by "or a": another player's first, then a kind the card is
        ("{T}: Add {C}.\nIf you would add {C} from a creature an opponent controls or a land, "
         "add {G} instead.", "Land", ("G", "C"), ("G", "C")),
        ("{T}: Add {C}.\nIf you would add {C} from a creature an opponent controls or a land, "
         "add {G} instead.", "Artifact", ("C",), ("G", "C")),
        # a kind by a subtype's possessive; the result after "instead" or with no comma
        ("{T}: Add {C}.\nIf you would add {C} from an Equipment's ability, add {W} instead.",
         "Artifact — Equipment", ("W", "C"), ("W", "C")),
        ("{T}: Add {C}.\nIf you would add {C} from an Equipment's ability, add {W} instead.",
         "Land", ("C",), ("W", "C")),
        ("{T}: Add {C}.\nIf you would add {C} from a Treasure, instead add one mana of any "
         "color.", "Land", ("C",), ("W", "U", "B", "R", "G", "C")),
        ("{T}: Add {C}.\nAbilities you control that would add {C} from a creature add {U} "
         "instead.", "Land", ("C",), ("U", "C")),
        ("{T}: Add {C}.\nAbilities you control that would add {C} from a creature add {U} "
         "instead.", "Creature — Elf", ("U", "C"), ("U", "C")),
        # a condition's colors after "during" or "and a ..." name no type replaced
        ("{T}: Add {B}.\nIf a land you control would produce {C} during a turn in which you cast "
         "a black spell, it produces {R} instead.", "Land", ("B",), ("B", "R")),
        ("{T}: Add {U}.\nIf a land you control would produce {C} and a blue creature attacked "
         "this turn, it produces {B} instead.", "Land", ("U",), ("U", "B")),
    ],
)  # fmt: skip
def test_a_replacement_of_mana_by_its_event_as_worded(text, type_line, could, leads):
    """A replacement on mana production (106.12b) replaces the card's own where the card is
    what its event names, however the event is worded (docs/rules.md, replacement effects)."""
    assert answers(text, type_line, "Test Sluice") == (could, leads)


@pytest.mark.parametrize(
    ("result", "colors", "choice"),
    [
        ("that much mana of any one type", ("W", "U", "B", "R", "G", "C"), Choice.ANY_TYPE),
        ("two mana in any combination of colors", WUBRG, Choice.ANY_COMBINATION),
        ("one mana of each color", WUBRG, Choice.FIXED),
        ("one mana of any nongreen color", ("W", "U", "B", "R"), Choice.ANY_COLOR),
        ("mana of a color of your choice other than green", ("W", "U", "B", "R"), Choice.ANY_COLOR),
        ("{G} and {W}", ("W", "G"), Choice.FIXED),
        # read by the add clauses' own templates: "a color other than" with no "any" (probe
        # or, where color words alone read "green"), an object's color (any of the five),
        # a result of no amount "that much" of what was produced
        ("mana of a color other than green", ("W", "U", "B", "R"), Choice.ANY_COLOR),
        ("one mana of a color other than white and blue", ("B", "R", "G"), Choice.ANY_COLOR),
        ("one mana of that creature's color", WUBRG, Choice.ANY_COLOR),
        ("mana of the color of the creature you control with the greatest power", WUBRG,
         Choice.ANY_COLOR),
        ("{U} or {B}", ("U", "B"), Choice.ONE_OF),
        ("{W}{U} or {U}{B}", ("W", "U", "B"), Choice.ONE_OF),
        ("mana of a color of its controller's choice", WUBRG, Choice.ANY_COLOR),
        # a possessive of a possessive (probe pn)
        ("one mana of a color of that land's controller's choice", WUBRG, Choice.ANY_COLOR),
        ("one mana of a color of the defending player's choice", WUBRG, Choice.ANY_COLOR),
        ("one mana of a color of your opponents' choice", WUBRG, Choice.ANY_COLOR),
        # a combination's "and/or" joins its items (probe pn: the last one lost before)
        ("two mana in any combination of {W} and/or {B}", ("W", "B"), Choice.ANY_COMBINATION),
        ("two mana in any combination of {W}, {B}, and/or {R}", ("W", "B", "R"),
         Choice.ANY_COMBINATION),
        ("that much mana of any one color of your choice", WUBRG, Choice.ANY_COLOR),
        ("mana of a color of an opponent's choice", WUBRG, Choice.ANY_COLOR),
        # a list of results is read whole (probe ou: its first symbol alone before)
        ("{W}, {U}, or {B}", ("W", "U", "B"), Choice.ONE_OF),
        ("{G}{G}, {G}{W}, or {W}{W}", ("W", "G"), Choice.ONE_OF),
        ("{R}, {G}, and {W}", ("W", "R", "G"), Choice.FIXED),
        ("{W} and one mana of any color", WUBRG, Choice.ANY_COMBINATION),
        ("one black mana and one green mana", ("B", "G"), Choice.FIXED),
        ("white and blue mana", ("W", "U"), Choice.FIXED),
    ],
)  # fmt: skip
def test_what_a_replacement_produces_instead_by_its_words(result, colors, choice):
    """A replacement's result names the types produced instead (106.12b): any type, colorless
    too (106.1b), any combination, each color, the colors a "non..." or "other than" leaves,
    one of several results (106.1), by the add clauses' templates where one reads it."""
    face = parse_face(
        f"If a land you control would produce {{C}}, it produces {result} instead.",
        "Enchantment",
        "Test Veil",
    )
    assert [(r.source_kind, r.colors, r.choice) for r in face.mana] == [
        (SourceKind.REPLACEMENT, colors, choice)
    ]
    assert face.issues == ()


def test_a_replacement_to_a_chosen_color_reads_the_choice_beside_a_symbol():
    """ "choose white or blue" then "it produces {B} or one mana of the chosen color instead":
    black, or one of the two the choice offers."""
    face = parse_face(
        "As this enchantment enters, choose white or blue.\nIf a land you control would produce"
        " {C}, it produces {B} or one mana of the chosen color instead.",
        "Enchantment",
        "Test Sanctum",
    )
    assert [(r.colors, r.choice) for r in face.mana] == [(("W", "U", "B"), Choice.ONE_OF)]
    two = parse_face(
        "As this enchantment enters, choose two colors.\nIf a land you control would produce"
        " {C}, it produces one mana of either of the chosen colors instead.",
        "Enchantment",
        "Test Hues",
    )
    assert [r.colors for r in two.mana] == [WUBRG]


def test_a_replacements_result_is_the_whole_phrase_a_capability_too():
    """ "one mana of any color that a land you control could produce": its "produce" is the
    lands' capability, not a second result; the phrase is whole (it was cut at "could")."""
    face = parse_face(
        "If a land you control would produce {C}, it produces one mana of any color that a "
        "land you control could produce instead.",
        "Enchantment",
        "Test Mirror",
    )
    assert [(r.colors, r.amount) for r in face.mana] == [
        (WUBRG, "one mana of any color that a land you control could produce")
    ]
    assert face.issues == ()


def test_a_replacement_to_that_color_is_the_color_a_choice_named():
    """ "an opponent chooses a color" then "it produces mana of that color instead": the
    choice's colors, as "the chosen color" (probe ou, reported before)."""
    any_color = parse_face(
        "As this artifact enters, an opponent chooses a color.\n{T}: Add {C}.\nIf this "
        "artifact would produce {C}, it produces mana of that color instead.",
        "Artifact",
        "Test Lens",
    )
    assert [(r.source_kind, r.colors) for r in any_color.mana][-1] == (
        SourceKind.REPLACEMENT,
        WUBRG,
    )
    two = parse_face(
        "As this artifact enters, choose white or blue.\nIf a land you control would produce "
        "{C}, it produces mana of that color instead.",
        "Artifact",
        "Test Lens",
    )
    assert [r.colors for r in two.mana] == [("W", "U")]
    assert (any_color.issues, two.issues) == ((), ())


@pytest.mark.parametrize(
    ("text", "could", "leads"),
    [
        # no choice on the face: "that color" is the replaced mana's (probe ox, all five before)
        ("{T}: Add {B}.\nIf this creature would produce {B}, it produces two mana of that "
         "color instead.", ("B",), ("B",)),
        ("{T}: Add {G}.\nIf this creature would produce {G}, it produces mana of that color "
         "and {C} instead.", ("G", "C"), ("G", "C")),
        # a choice on the face, or in the result's own sentence: the choice's colors
        ("{T}: Add {C}.\nIf you would add {C}, an opponent chooses a color and you add one "
         "mana of that color instead.", (*WUBRG, "C"), (*WUBRG, "C")),
        ("As this creature enters, choose blue or black.\n{T}: Add {C}.\nIf this creature "
         "would produce {C}, it produces {R} or one mana of the chosen color instead.",
         ("U", "B", "R", "C"), ("U", "B", "R", "C")),
        ("As this creature enters, choose a color other than red.\n{T}: Add {C}.\nIf this "
         "creature would produce {C}, it produces mana of that color instead.",
         ("W", "U", "B", "G", "C"), ("W", "U", "B", "G", "C")),
        # a choice earlier in the paragraph (probe oy)
        ("{T}: Add {B}.\nWhen this creature enters, choose a color. Until end of turn, if a "
         "land you control would produce {B}, it produces one mana of that color instead.",
         ("B",), WUBRG),
        # an ability's choice for its own "that color", or a quoted ability's, is none of
        # the face's: "that color" is the event's (probe oy, all five before)
        ("{1}: Choose a color. This creature becomes that color until end of turn.\n{T}: Add "
         "{W}.\nIf this creature would produce {W}, it produces two mana of that color "
         "instead.", ("W",), ("W",)),
        ('Creatures you control have "Whenever this creature attacks, choose a color. This '
         'creature becomes that color until end of turn."\n{T}: Add {U}.\nIf this creature '
         "would produce {U}, it produces {U} and one mana of that color instead.",
         ("U",), ("U",)),
        # the event's color, of another object's mana (probe oy, nothing before); no color
        # of colorless
        ("If a Mountain you control would produce {R}, it produces two mana of that color "
         "instead.", (), ("R",)),
        ("{T}: Add {C}.\nIf this creature would produce {C}, it produces {C} and one mana of "
         "that color instead.", ("C",), ("C",)),
        # a choice chance makes; an ability's own choice however it names it (probe pb); an
        # event of several colors in words
        ("When this creature enters, a color is chosen at random. Until end of turn, if a "
         "land you control would produce {W}, it produces one mana of that color instead.",
         (), WUBRG),
        ("Whenever this creature attacks, choose a color. Creatures you control gain "
         "protection from the chosen color until end of turn.\nIf a Forest you control would "
         "produce {G}, it produces two mana of that color instead.", (), ("G",)),
        ("If a land you control would produce white or blue mana, it produces two mana of "
         "that color instead.", (), ("W", "U")),
        # an event that leaves colors out (probe pd: "black" read, or nothing)
        ("If a land you control would produce mana of a color other than black, it produces "
         "two mana of that color instead.", (), ("W", "U", "R", "G")),
        ("If a land you control would produce nonblack mana, it produces two mana of that "
         "color instead.", (), ("W", "U", "R", "G")),
        # the event's types as the card's own row reads them: a condition after them is
        # none of them, a list of "non" words whole, "other than colorless", "except" (ph)
        ("{T}: Add {W}.\nIf a land you control would produce {W} while you control a "
         "nonwhite creature, it produces two mana of that color instead.", ("W",), ("W",)),
        ("If a land you control would produce nonwhite, nonblue mana, it produces two mana "
         "of that type instead.", (), ("B", "R", "G", "C")),
        ("If a land you control would produce mana other than colorless mana, it produces "
         "two mana of that type instead.", (), WUBRG),
        ("If a land you control would produce {C} or mana of a color other than red, it "
         "produces two mana of that type instead.", (), ("W", "U", "B", "G", "C")),
        ("{T}: Add {W}.\nIf a creature you control would produce mana of any color except "
         "white, it produces two mana of that color instead.", ("W",), WUBRG),
        # a condition's colors, after "and", "but", "for", "in", "while" (probe pi)
        ("{T}: Add {W}.\nIf this creature would produce {W} and green creatures you control "
         "attacked this turn, it produces two mana of that color instead.", ("W",), ("W",)),
        ("{T}: Add {U}.\nIf this creature would produce {U} and black mana was spent to cast "
         "it, it produces two mana of that color instead.", ("U",), ("U",)),
        ("{T}: Add {W}.\nIf this creature would produce {W} but you control no blue "
         "creatures, it produces two mana of that color instead.", ("W",), ("W",)),
        ("{T}: Add {U}.\nIf this creature would produce mana for a black spell, it produces "
         "two mana of that color instead.", ("U",), ("U",)),
        ("{T}: Add {W}.\nIf this creature would produce mana while you control a white "
         "creature, it produces two mana of that color instead.", ("W",), ("W",)),
        ("{T}: Add {C}.\nIf this creature would produce {C} to cast a spell that isn't "
         "colorless, it produces {U} instead.", ("U", "C"), ("U", "C")),
        # a condition of a list of colors, a list's last item before a condition, a source's
        # color, mana of one color (probe pj)
        ("{T}: Add {W}.\nIf a land you control would produce {C} and white or blue creatures "
         "you control attacked this turn, it produces {R} instead.", ("W",), ("W", "R")),
        ("{T}: Add {B}.\nIf this creature would produce {C}, {U}, or black mana during "
         "your upkeep, it produces {R} instead.", ("B", "R"), ("B", "R")),
        ("{T}: Add {W}.\nIf you would add {C} from a white creature you control, add {U} "
         "instead.", ("W",), ("W", "U")),
        ("{T}: Add {C}.\nIf this creature would produce mana of one color, it produces {W}{W} "
         "instead.", ("C",), ("W", "C")),
    ],
)  # fmt: skip
def test_that_color_in_a_result_is_a_choice_only_where_the_face_makes_one(text, could, leads):
    """ "that color" names a color a choice made ("an opponent chooses a color"), in its
    paragraph or the face's own; else the color of the mana the event names, or nothing of
    its own, the color of the mana replaced (106.12b); the symbols a result prints are its
    own either way."""
    face = parse_face(text, "Creature — Elemental", "Test Spring")
    assert (could_produce([face]), leads_to([face]), face.issues) == (could, leads, ())


def test_that_color_is_its_own_sentences_event_not_another_sentences():
    """ "that color" names the mana its own sentence's event replaces, not mana another
    sentence of the paragraph names (a review found {G} of the first sentence read into the
    second's)."""
    face = parse_face(
        "If a land you control would produce {G}, it produces {G}{G} instead. If a land you "
        "control would produce {R}, it produces two mana of that color instead.",
        "Enchantment",
        "Test Font",
    )
    assert [r.colors for r in face.mana] == [("G",), ("R",)]


def test_a_result_joined_by_and_is_mana_not_anything_else():
    """ "and" before an amount of mana continues a result ("{W} and one mana of any color");
    before anything else it does not ("and one less mana", "and one Island")."""
    face = parse_face(
        "If a land you control would produce {C}, it produces {R} and one Island card from "
        "your library instead.",
        "Enchantment",
        "Test Font",
    )
    assert [r.amount for r in face.mana] == ["{R}"]


def test_a_replacement_of_that_type_names_no_type_of_its_own():
    """ "it produces two mana of that type instead": the replaced mana's own type, no other
    (the add clauses' template of "that type" is a type chosen before, not read here)."""
    face = parse_face(
        "If a Treasure you control would produce mana, it produces two mana of that type instead.",
        "Artifact",
        "Test Amplifier",
    )
    assert [(r.source_kind, r.colors) for r in face.mana] == [(SourceKind.REPLACEMENT, ())]
    assert face.issues == ()


def test_a_replacement_of_the_abilities_you_control_replaces_the_cards_own():
    """ "Abilities you control that would add colored mana add that much {W} instead": the
    card's own "{T}: Add {G}" is one of them, so it could produce {W} too (106.7)."""
    text = (
        "{T}: Add {G}.\nAbilities you control that would add colored mana add that much {W}"
        " instead."
    )
    face = parse_face(text, "Creature — Human Cleric", "Test Acolyte")
    assert could_produce([face]) == ("W", "G")
    colorless = parse_face(text.replace("{G}.", "{C}.", 1), "Land", "Test Acolyte")
    assert could_produce([colorless]) == ("C",)


@pytest.mark.parametrize(
    ("ability", "could"), [("{T}: Add {G}.", ("G",)), ("{T}: Add {G}{G}.", ("G", "C"))]
)
@pytest.mark.parametrize(
    "event",
    [
        "If a land you control would produce two or more mana",
        "If a land is tapped for two or more mana",  # Damping Sphere's wording
        "If a land you control would produce more than one mana",
        "If you tap a land for two or more mana",
        "If a land you control taps for two or more mana",
    ],
)
def test_a_replacement_from_some_amount_up_leaves_a_smaller_ability_as_it_is(ability, could, event):
    """ "If a land you control would produce two or more mana, it produces {C} instead": the
    land's own "{T}: Add {G}" never produces two, so it is not replaced; "{T}: Add {G}{G}" is
    (106.7 counts the replacements that could apply)."""
    text = f"{ability}\n{event}, it produces {{C}} instead."
    assert could_produce([parse_face(text, "Land", "Test Loam")]) == could


@pytest.mark.parametrize(
    ("grant", "leads"),
    [
        ("lose rootcall and can't have or gain rootcall", ()),
        ("lose rootcall", ()),
        ("have rootcall", ("G",)),
    ],
)
def test_a_keyword_a_group_loses_or_is_denied_gives_no_one_its_reminders_ability(grant, leads):
    """ "Creatures your opponents control lose rootcall and can't have or gain rootcall. (A
    creature with rootcall has "{T}: Add {G}.")": the reminder states what the keyword does
    (702.1, 207.2), but nothing here gives it to any object."""
    reminder = '(A creature with rootcall has "{T}: Add {G}.")'
    text = f"Creatures your opponents control {grant}. {reminder}"
    assert leads_to([parse_face(text, "Creature — Human Shaman", "Test Shaman")]) == leads


def test_a_source_other_than_the_cards_short_name_is_not_the_card():
    """ "If you would add {C} from a source other than Tarnveil, add {B} instead" on Tarnveil,
    the Hollow Spring: its own {C} is left as it is (201.4: the short name is the card)."""
    text = "{T}: Add {C}.\nIf you would add {C} from a source other than Tarnveil, add {B} instead."
    assert answers(text, "Legendary Land", "Tarnveil, the Hollow Spring") == (("C",), ("B", "C"))


@pytest.mark.parametrize(
    "source",
    [
        "a land an opponent controls",
        "an artifact another player controls",
        "a Forest an opponent controls",
        "a source one of your opponents controls",
        "a basic land an opponent controls",
        "an artifact or land an opponent controls",
        "a creature",  # a kind the land is not, by its noun alone
    ],
)
def test_mana_from_a_permanent_another_player_controls_is_never_the_cards_own(source):
    """The card's own mana comes from a source you control (605.1a): a replacement of mana
    from another player's permanent leaves it as it is."""
    text = f"{{T}}: Add {{G}}.\nIf you would add {{G}} from {source}, add {{B}} instead."
    assert answers(text, "Land", "Test Marsh") == (("G",), ("B", "G"))


def test_a_land_creature_in_a_group_of_an_irregular_plural_gets_the_type():
    """ "This creature is a land in addition to its other types. Treefolk you control are
    Forests ...": the Treefolk is always a land, one of the Treefolk, so a Forest (305.7); the
    group's other members stay reported."""
    text = (
        "This creature is a land in addition to its other types.\nTreefolk you control are"
        " Forests in addition to their other types."
    )
    face = parse_face(text, "Creature — Treefolk", "Test Elder")
    assert [(r.source_kind, r.colors) for r in face.mana] == [(SourceKind.INTRINSIC, ("G",))]
    assert [i.problem for i in face.issues] == [IssueKind.UNKNOWN_LAND_GROUP]


def test_a_source_another_player_controls_or_the_card_itself_may_be_the_card():
    """ "If you would add {G} from a land an opponent controls or from this land, add ...": the
    card's own mana is one of those replaced."""
    text = (
        "{T}: Add {C}.\nIf you would add {C} from a land an opponent controls or from this"
        " land, add {G} instead."
    )
    assert could_produce([parse_face(text, "Land", "Test Marsh")]) == ("G", "C")


# -- survivors of the session-27 mutation sample (landtypes.py) -------------------------------


def test_a_type_change_after_a_quote_may_open_with_any_capital_letter():
    """'Lands you control have "{T}: Add {C}." Zagoras is a Forest ...': the sentence after
    a quoted ability opens a type change whatever capital letter its subject starts with (Z
    too); the legendary land's short name is the card (201.4), a Forest (305.7)."""
    text = (
        'Lands you control have "{T}: Add {C}." Zagoras is a Forest in addition to its other types.'
    )
    face = parse_face(text, "Legendary Land", "Zagoras, the Sunken Grove")
    assert (could_produce([face]), leads_to([face]), face.issues) == (("G", "C"), ("G", "C"), ())


@pytest.mark.parametrize(
    ("group", "type_line", "could"),
    [
        ("Each tapped artifact you control is a Mountain", "Artifact Land", ("R", "C")),
        ("Each artifact creature you control is a Mountain", "Artifact Land Creature", ("R", "C")),
        (
            "Each enchantment creature you control is a Mountain",
            "Enchantment Land Creature",
            ("R", "C"),
        ),
        (
            "Each enchantment creature you control is a Mountain",
            "Enchantment Creature — Nymph",
            ("C",),
        ),
    ],
)
def test_a_quality_before_the_word_of_an_each_group_keeps_it_a_group(group, type_line, could):
    """ "Each tapped artifact you control", "Each enchantment creature you control": a state
    taken as met, or a card type before the noun, qualifies the group; the card is a member
    where its type line says so, a land, so a Mountain (305.7), and which other members are
    lands stays unknown, reported (205.3d)."""
    text = f"{{T}}: Add {{C}}.\n{group} in addition to its other types."
    face = parse_face(text, type_line, "Test Foundry")
    assert could_produce([face]) == could
    assert [i.problem for i in face.issues] == [IssueKind.UNKNOWN_LAND_GROUP]


@pytest.mark.parametrize(
    ("subject", "type_line", "could"),
    [
        ("Each land you control that's a Cave, Desert, or Sphere is a Swamp", "Desert", ("B", "C")),
        ("Lands you control that are Caves, Deserts, or Spheres are Swamps", "Cave", ("B", "C")),
        ("Lands you control that aren't Caves, Deserts, or Spheres are Swamps", "Cave", ("C",)),
    ],
)
def test_a_relative_list_after_lands_you_control_says_which_of_them_change(
    subject, type_line, could
):
    """ "Each land you control that's a Cave, Desert, or Sphere is a Swamp ...": the group is
    lands you control (its head, before "that"), those of the list Swamps (305.7), the card
    among them; not where the list leaves it out ("that aren't Caves, ...": not the Cave)."""
    text = f"{{T}}: Add {{C}}.\n{subject} in addition to their other types."
    face = parse_face(text, f"Land — {type_line}", "Test Ruins")
    assert (could_produce([face]), leads_to([face]), face.issues) == (could, ("B", "C"), ())


def test_lands_a_player_chose_become_copies_except_they_are_a_type_not_the_card():
    """ "Choose up to two lands you control. They become copies of this land ..., except
    they're Plains": the lands chosen are Plains (707.9b, 305.7), not the card itself."""
    text = (
        "{T}: Add {C}.\n{5}, {T}: Choose up to two lands you control. They become copies of this"
        " land until end of turn, except they're Plains in addition to their other types."
    )
    assert answers(text, "Land", "Test Mirror") == (("C",), ("W", "C"))


@pytest.mark.parametrize(
    ("text", "type_line", "could", "leads"),
    [
        # a creature card returned, not the attacking card: "It" is the card returned
        (
            "Whenever this creature attacks, return up to one target creature card with mana"
            " value less than this creature's power from your graveyard to the battlefield."
            " It's a Forest land in addition to its other types.",
            "Creature — Elf Warrior",
            (),
            ("G",),
        ),
        # a token a condition counts is no antecedent: "it" is the land untapped
        (
            "{T}: Add {C}.\n{1}: Untap this land. If you control a Food token, it becomes a"
            " Forest in addition to its other types until end of turn.",
            "Land",
            ("G", "C"),
            ("G", "C"),
        ),
        # a land card put onto the battlefield, after a condition that names it ("it")
        (
            "{T}: Add {C}.\n{3}, {T}: Draw a card and reveal it. If it's a land card, you may put"
            " it onto the battlefield tapped. It's a Forest in addition to its other types.",
            "Land",
            ("C",),
            ("G", "C"),
        ),
        # a land card put onto the battlefield, named by its own words
        (
            "Put a land card from your hand onto the battlefield. It's a Mountain in addition to"
            " its other types.",
            "Sorcery",
            (),
            ("R",),
        ),
        # the card named after the land card put: "It" is the card
        (
            "{T}: Add {C}.\n{3}, {T}: Look at the top card of your library. If it's a land card,"
            " you may put it onto the battlefield tapped. Then untap this land. It becomes a"
            " Forest until end of turn.",
            "Land",
            ("G", "C"),
            ("G", "C"),
        ),
        # the card and another land: "Those lands" are both
        (
            "{T}: Add {C}.\n{2}, {T}: Untap this land and up to one other target land you"
            " control. Those lands become Forests until end of turn.",
            "Land",
            ("G", "C"),
            ("G", "C"),
        ),
        # a token the trigger's effect created, not the card
        (
            "Whenever one or more Elementals you control deal combat damage to a player, create a"
            " 0/1 green Plant creature token. It's a Forest land in addition to its other types.",
            "Creature — Elemental",
            (),
            ("G",),
        ),
        # two other lands named together: "They" are those, not the card
        (
            "{T}: Add {C}.\n{2}, {T}: Untap target land and another target land. They become"
            " Forests until end of turn.",
            "Land",
            ("C",),
            ("G", "C"),
        ),
        # the card, named first, and another land: "They" are both
        (
            'This land and up to one other target land you control each gain "{T}: Add {C}."'
            " until end of turn. They become Forests until end of turn.",
            "Land",
            ("G", "C"),
            ("G", "C"),
        ),
        # a creature named by a hyphenated word, returned: "It" is that creature
        (
            "Whenever this creature attacks, exile up to one other target non-Elf creature you"
            " control, then return it to the battlefield under its owner's control. It's a Forest"
            " land in addition to its other types.",
            "Creature — Elf Druid",
            (),
            ("G",),
        ),
        # a creature spell cast that enters as a copy, not the card
        (
            "Whenever you cast another creature spell, you may have it enter as a copy of this"
            " creature, except it's a Forest land in addition to its other types.",
            "Creature — Shapeshifter Plant",
            (),
            ("G",),
        ),
    ],
)
def test_the_land_it_stands_for_is_the_one_the_effect_put_or_named(text, type_line, could, leads):
    """ "It" after an effect is the object the effect named last, put or returned onto the
    battlefield, not one a condition counts (608.2c); the card only where none is named: so
    another land gets the type (305.7), a granted row, and the card its own only where "it" is
    the card."""
    assert answers(text, type_line, "Test Card") == (could, leads)


@pytest.mark.parametrize(
    ("text", "leads"),
    [
        # a Dragon card is no land (205.3d): its copy gets no land type
        (
            "Create a token that's a copy of target Dragon card in your graveyard, except it's a"
            " Mountain in addition to its other types.",
            (),
        ),
        # each permanent sacrificed may be a land: a copy of it is a Swamp
        (
            "Each player sacrifices a permanent of their choice. For each permanent sacrificed"
            " this way, you create a tapped token that's a copy of it, except it's a Swamp in"
            " addition to its other types.",
            ("B",),
        ),
        # "If it isn't a land card": no land, so its copy gets no land type
        (
            "Reveal the top card of your library. If it isn't a land card, create a token that's"
            " a copy of it, except it's a Forest in addition to its other types. Otherwise, put"
            " that card into your hand.",
            (),
        ),
        # "Otherwise" after "If it isn't an artifact card" says nothing of lands: the
        # creature card exiled stays no land
        (
            "Exile target creature card from your graveyard. If it isn't an artifact card, put"
            " it into your hand. Otherwise, create a token that's a copy of it, except it's a"
            " Forest in addition to its other types.",
            (),
        ),
        # "Otherwise" after "If it's a creature card": any other card, a land among them
        (
            "Reveal the top card of your library. If it's a creature card, put it into your"
            " hand. Otherwise, create a token that's a copy of it, except it's an Island in"
            " addition to its other types.",
            ("U",),
        ),
        # "the exiled card" is the land card exiled, not the creature named after it
        (
            "Exile target land card from a graveyard. Put a +1/+1 counter on up to one target"
            " creature you control. Create a token that's a copy of the exiled card, except it's"
            " an Island in addition to its other types.",
            ("U",),
        ),
        # a permanent card named by a hyphenated word: may be a land
        (
            "Exile target non-Aura permanent card from a graveyard. Create a token that's a copy"
            " of it, except it's a Forest in addition to its other types.",
            ("G",),
        ),
        # "Otherwise" after "If it's a sorcery card" says nothing of lands: the nonland card
        # exiled stays no land
        (
            "Exile target nonland card from your graveyard. If it's a sorcery card, you may cast"
            " it this turn. Otherwise, create a token that's a copy of it, except it's a Forest in"
            " addition to its other types.",
            (),
        ),
        # the trigger's intervening "if it wasn't a land", in a sentence before the copy
        (
            "Whenever a nontoken permanent you control is put into a graveyard from the"
            " battlefield, if it wasn't a land, you gain 2 life. Create a token that's a copy of"
            " it, except it's a Forest in addition to its other types.",
            (),
        ),
        # an exception that makes the copy of a creature a land creature and a Forest
        (
            "Create a token that's a copy of target creature you control, except it's a 1/1"
            " green Forest land creature.",
            ("G",),
        ),
        # "Otherwise" after "If it isn't a land card": a land card
        (
            "Reveal the top card of your library. If it isn't a land card, put it into your"
            " hand. Otherwise, create a token that's a copy of it, except it's a Forest in"
            " addition to its other types.",
            ("G",),
        ),
        # "each card exiled this way" is each card the effect exiled: a land card among them
        (
            "Exile target artifact card and target creature card from your graveyard. Create a"
            " token that's a copy of each card exiled this way, except they're Plains in addition"
            " to their other types.",
            (),
        ),
        (
            "Exile target land card and target creature card from your graveyard. Create a token"
            " that's a copy of each card exiled this way, except they're Plains in addition to"
            " their other types.",
            ("W",),
        ),
        # an exception that makes the copy a land with another card type of its own
        (
            "Create a token that's a copy of target artifact you control, except it's an artifact"
            " land and a Mountain in addition to its other types.",
            ("R",),
        ),
        (
            "Create a token that's a copy of target artifact you control, except it's an artifact"
            " and a Mountain in addition to its other types.",
            (),
        ),
        # a relative clause's later kind of two words
        (
            "Create a token that's a copy of target permanent you control that's an artifact or"
            " enchantment creature, except it's a Forest in addition to its other types.",
            (),
        ),
        (
            "Create a token that's a copy of target permanent you control that's an artifact or"
            " land creature, except it's a Forest in addition to its other types.",
            ("G",),
        ),
        # a card a player draws, named by "your"
        (
            "Whenever you draw your second card each turn, create a token that's a copy of it,"
            " except it's a Forest in addition to its other types.",
            ("G",),
        ),
    ],
)
def test_a_tokens_copy_gets_a_land_type_only_where_the_object_copied_may_be_a_land(text, leads):
    """A copy's exception "except it's a Forest" gives a land type (707.9b), and so the
    type's ability (305.7), only where the object copied may be a land: by its words (not "a
    Dragon card"), a "For each ... this way" over permanents, or what a condition or its other
    branch says it is (205.3d; a creature card no land, docs/rules.md)."""
    assert leads_to([parse_face(text, "Sorcery", "Test Copy")]) == leads


@pytest.mark.parametrize(
    ("text", "type_line", "could", "leads"),
    [
        (
            "{T}: Add {C}.\nWhenever a land you control enters, you may have it become a copy of"
            " this land until end of turn, except it's a Forest in addition to its other types.",
            "Land",
            ("G", "C"),
            ("G", "C"),
        ),
        (
            "{T}: Add {C}.\n{6}, {T}: This land and up to one other target land you control each"
            " become copies of target land an opponent controls until end of turn, except they're"
            " Mountains in addition to their other types.",
            "Land",
            ("R", "C"),
            ("R", "C"),
        ),
        (
            "{T}: Add {C}.\nWhenever another land you control enters, it and up to one other"
            " target land you control each become copies of this land until end of turn, except"
            " they're Islands in addition to their other types.",
            "Land",
            ("C",),
            ("U", "C"),
        ),
    ],
)
def test_the_lands_a_copys_exception_makes_a_type_hold_the_card_where_it_is_one(
    text, type_line, could, leads
):
    """A copy's exception gives the lands that become copies a land type (707.9b, 305.7): the
    card where a land that enters may be it ("Whenever a land you control enters"), or where it
    is named beside the other ("This land and up to one other target land"); not where "it" is
    another land that entered ("Whenever another land you control enters, it and ...")."""
    assert answers(text, type_line, "Test Mirror") == (could, leads)


@pytest.mark.parametrize(
    ("text", "type_line", "leads"),
    [
        (
            "Enchant creature\nEnchanted creature is a 0/1 green Forest Dryad land creature in"
            " addition to its other types.",
            "Enchantment — Aura",
            ("G",),
        ),
        (
            "Put up to two land cards from your hand onto the battlefield tapped. They're also"
            " Mountains.",
            "Sorcery",
            ("R",),
        ),
        ("Each land you control named Wastes is every basic land type.", "Enchantment", WUBRG),
        (
            "Choose a basic land type. Lands you control of the chosen type are every basic land"
            " type until end of turn.",
            "Sorcery",
            WUBRG,
        ),
        (
            "Untap two target lands. Those two lands become Forests until end of turn.",
            "Instant",
            ("G",),
        ),
        (
            "Choose three lands you control and a basic land type. Each of those lands becomes"
            " the chosen type until end of turn.",
            "Sorcery",
            WUBRG,
        ),
        (
            "Whenever another nontoken permanent you control is put into a graveyard from the"
            " battlefield, if its mana value was 4 or greater, create a token that's a copy of"
            " it, except it's a Mountain in addition to its other types.",
            "Artifact",
            (),
        ),
    ],
)
def test_the_objects_a_type_change_names_by_their_words(text, type_line, leads):
    """The lands a change names get its types' abilities (305.7): a creature made a "Forest
    Dryad land creature" (other subtypes between), land cards put onto the battlefield ("up to
    two"), lands "named Wastes" or "of the chosen type", "three lands" chosen, "Those two
    lands"; a copy of a permanent of mana value 4 or greater is none (a land's is 0, 202.3)."""
    assert leads_to([parse_face(text, type_line, "Test Card")]) == leads


@pytest.mark.parametrize(
    ("text", "type_line", "leads"),
    [
        (
            "{T}: Add {C}.\n{4}, {T}: Exile target creature card from a graveyard, then untap this"
            " land. Create a token that's a copy of it, except it's a Forest in addition to its"
            " other types.",
            "Land",
            ("G", "C"),
        ),
        (
            "When this creature enters, exile target land card from a graveyard and put a +1/+1"
            " counter on this creature. Create a token that's a copy of it, except it's a Forest"
            " in addition to its other types.",
            "Creature — Elf",
            (),
        ),
    ],
)
def test_a_copy_of_it_after_the_card_is_named_last_copies_the_card(text, type_line, leads):
    """A pronoun stands for the object named last before it (docs/rules.md): after "untap this
    land" or "on this creature", "a copy of it" copies the card, a Forest where the card is a
    land (707.9b, 305.7), none where it is a creature (205.3d), whatever object was named
    before the card."""
    assert leads_to([parse_face(text, type_line, "Test Card")]) == leads


@pytest.mark.parametrize(
    ("text", "type_line", "could", "leads"),
    [
        (
            "{T}: Add {C}.\nWhenever a land that an opponent controls enters, it becomes a Forest"
            " in addition to its other types.",
            "Land",
            ("C",),
            ("G", "C"),
        ),
        (
            "Whenever a land one of your opponents controls enters, it becomes a Mountain in"
            " addition to its other types.",
            "Enchantment",
            (),
            ("R",),
        ),
        (
            "{T}: Add {C}.\nWhenever a land controlled by an opponent enters, it becomes an"
            " Island.",
            "Land",
            ("C",),
            ("U", "C"),
        ),
        (
            "{T}: Add {C}.\nWhenever an opponent's land enters, it becomes a Swamp.",
            "Land",
            ("C",),
            ("B", "C"),
        ),
        (
            "{T}: Add {C}.\nWhenever a land enters under another player's control, it becomes a"
            " Swamp until end of turn.",
            "Land",
            ("C",),
            ("B", "C"),
        ),
    ],
)
def test_a_trigger_on_another_players_land_changes_that_land_only(text, type_line, could, leads):
    """ "Whenever a land that an opponent controls enters, it becomes ...": the land is
    theirs however the event words it ("that an opponent controls", "one of your opponents
    controls"), never the card (603.2); it gets the type's ability (305.7)."""
    assert answers(text, type_line, "Test Siege") == (could, leads)


# -- survivors of the session-28 triage (landtypes.py) ---------------------------------------


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        (
            "Lands you control that are Caves, Deserts, or Spheres are Mountains in addition to"
            " their other types.",
            "Enchantment",
            [
                (
                    0,
                    SourceKind.GRANTED,
                    ("R",),
                    "1",
                    Choice.FIXED,
                    Mechanism.TYPE_CHANGE,
                    "Lands you control that are Caves, Deserts, or Spheres",
                )
            ],
        ),
        # "other than this land" before the list: the card is left out, the row names the
        # same words
        (
            "{T}: Add {C}.\nEach land you control other than this land that's a Cave, Desert, or"
            " Sphere is a Swamp in addition to its other types.",
            "Land — Desert",
            [
                (0, SourceKind.ACTIVATED, ("C",), "1", Choice.FIXED, Mechanism.PRINTED, None),
                (
                    1,
                    SourceKind.GRANTED,
                    ("B",),
                    "1",
                    Choice.FIXED,
                    Mechanism.TYPE_CHANGE,
                    "Each land you control other than this land that's a Cave, Desert, or Sphere",
                ),
            ],
        ),
    ],
)
def test_a_relative_lists_row_names_the_lands_by_the_subject_alone(text, type_line, expected):
    """ "Lands you control that are Caves, Deserts, or Spheres are Mountains": the row's `via`
    is the lands that get the type (docs/rules.md, `type_change`; 305.7), the subject as
    printed; the list's own items ("Deserts, ") are no land types listed before the subject
    ("Forests, Islands, and Swamps you control are ..."), so nothing is put before it."""
    assert rows(parse_face(text, type_line, "Test Ruins")) == expected


@pytest.mark.parametrize(
    "text",
    [
        # "it" is each object the effect named; the land card is the second of three
        "Mill three cards, then exile a land card and a creature card from your graveyard. For"
        " each of them, create a token that's a copy of it, except it's a Forest in addition to"
        " its other types.",
        # ... and the third of four, joined by ", and" to the last
        "Mill three cards, then exile an artifact card, a land card, and a creature card from"
        " your graveyard. For each of them, create a token that's a copy of it, except it's a"
        " Forest in addition to its other types.",
        # the verb took the creature card and, by "and", the land card after it
        "Mill two cards, then exile a creature card and a land card from your graveyard. For"
        " each card exiled this way, create a token that's a copy of it, except it's a Forest in"
        " addition to its other types.",
        "Mill two cards, then return a creature card and a land card from your graveyard to your"
        " hand. Create a token that's a copy of the returned card, except it's a Forest in"
        " addition to its other types.",
    ],
)
def test_each_object_joined_by_and_may_be_the_one_a_copy_copies(text):
    """ "exile a creature card and a land card ... For each card exiled this way, create a
    token that's a copy of it, except it's a Forest": each object the verb took, or "it"
    stands for, is one of those joined by "and", wherever they stand in the sentence; the
    land card's copy is a land (707.2), so a Forest (707.9b, 305.7), whatever the other
    objects named before them in the sentence ("Mill three cards")."""
    assert leads_to([parse_face(text, "Sorcery", "Test Copy")]) == ("G",)


@pytest.mark.parametrize(
    ("type_line", "could"),
    [("Land", ("C",)), ("Land Creature — Elemental", ("W", "C")), ("Kindred Land", ("W", "C"))],
)
def test_a_creature_type_a_group_change_names_is_only_a_creatures(
    type_line: str, could: tuple[str, ...]
) -> None:
    """ "Your lands are Spirits in addition to their other types" makes no noncreature land a
    Spirit (205.3d: a subtype must match one of the object's card types; a kindred card may
    have creature types), so "Spirits you control have ..." does not reach a plain land."""
    text = (
        "{T}: Add {C}.\nYour lands are Spirits in addition to their other types.\n"
        'Spirits you control have "{T}: Add {W}."'
    )
    assert could_produce([parse_face(text, type_line, "Test Haunt")]) == could


# -- survivors of mutation-face-sample06-seed30-session30 ----------------------------------


def test_an_abilitys_own_color_choice_leaves_the_faces_choice_to_a_later_row():
    """ "{T}: Choose a color. Add one mana of that color." makes its own choice (any of the
    five); it does not stop a later row's "the chosen color" from being the one the face's
    "choose red or green" offers (106.7 counts what the ability could produce, no more)."""
    face = parse_face(
        "As this land enters, choose red or green.\n"
        "{T}: Choose a color. Add one mana of that color.\n"
        "{T}: Add one mana of the chosen color.",
        "Land",
        "Test Crossing",
    )
    assert [(r.ability_index, r.colors, r.depends_on) for r in face.mana] == [
        (1, WUBRG, "a chosen color"),
        (2, ("R", "G"), "a chosen color"),
    ]
    assert face.issues == ()


def test_a_keywords_reminder_that_triggers_on_added_mana_is_a_trigger_read_whole():
    """Reverb's reminder "(Whenever you add {U}, add an additional {C}.)" is a triggered mana
    ability (605.1b) with no cost: its add clause is read as a trigger's, nothing of it left
    unrecognised."""
    face = parse_face(
        "{T}: Add {U}.\nReverb (Whenever you add {U}, add an additional {C}.)", "Land", "Test Well"
    )
    assert [(r.ability_index, r.source_kind, r.colors, r.mechanism, r.via) for r in face.mana] == [
        (0, SourceKind.ACTIVATED, ("U",), Mechanism.PRINTED, None),
        (1, SourceKind.TRIGGERED, ("C",), Mechanism.KEYWORD, "Reverb"),
    ]
    assert face.issues == ()


def test_a_reminder_naming_a_hyphenated_kind_no_token_is_of_gives_no_row():
    """ "(A Mana-Shard is an artifact with ...)" after "create a 1/1 Thopter creature token
    for each Mana-Shard you sacrificed this turn" explains a word of the count, not the
    Thopter (111.10 does not make it one): no token of the card has the ability, whatever
    the hyphen in the kind's name."""
    face = parse_face(
        "At the beginning of your end step, create a 1/1 Thopter creature token for each"
        " Mana-Shard you sacrificed this turn. (A Mana-Shard is an artifact with"
        ' "{T}, Sacrifice this artifact: Add one mana of any color.")',
        "Creature — Human Rogue",
        "Test Thrift",
    )
    assert face.mana == ()
    assert leads_to([face]) == ()


def test_a_keyword_granted_after_another_paragraphs_reminder_of_it_is_still_read():
    """A paragraph that names rootcall with a reminder of its own is read there; the search
    for grants goes on past it: "Elves you control have rootcall." in a later paragraph
    gives the Elf card (613.1f) and the group the reminder's ability (702.1)."""
    face = parse_face(
        "{1}: Target Elf gains rootcall until end of turn."
        ' (A creature with rootcall has "{T}: Add {G}.")\n'
        "Sacrifice a creature with rootcall: Draw a card. (Rootcall is a keyword.)\n"
        "Elves you control have rootcall.",
        "Creature — Elf Druid",
        "Test Caller",
    )
    assert [(r.ability_index, r.source_kind, r.mechanism, r.via) for r in face.mana] == [
        (0, SourceKind.GRANTED, Mechanism.KEYWORD, "Rootcall"),
        (2, SourceKind.GRANTED, Mechanism.KEYWORD, "Rootcall"),
        (2, SourceKind.ACTIVATED, Mechanism.GROUP_GRANT, "Elves you control"),
    ]
    assert could_produce([face]) == ("G",)


def test_a_card_returned_before_it_gains_the_ability_has_it_on_the_battlefield():
    """ "Return this card from your graveyard to the battlefield. It gains "{T}: Add {G}."":
    the grant comes after the return (608.2c), so the card has the ability on the
    battlefield, not in the graveyard, though the same words stand in the cost before it."""
    face = parse_face(
        '{3}{G}, Sacrifice a creature with "{T}: Add {G}.": Return this card from your'
        ' graveyard to the battlefield. It gains "{T}: Add {G}." until end of turn.',
        "Creature — Elf",
        "Test Phoenix",
    )
    assert [(r.source_kind, r.colors, r.functions_in) for r in face.mana] == [
        (SourceKind.ACTIVATED, ("G",), None)
    ]
    assert could_produce([face]) == ("G",)


def test_a_type_change_quoted_for_another_players_creatures_beside_a_token_misses_the_card():
    """A paragraph that creates a Treasure and gives opponents' creatures "Lands you control
    are Forests ...": the quote's "you" is its holder's controller (109.5), an opponent, so
    the card, a land of yours, is no Forest; only the token is the paragraph's own."""
    face = parse_face(
        "{T}: Add {C}.\n{3}, {T}: Create a Treasure token. Creatures your opponents control"
        ' gain "Lands you control are Forests in addition to their other types." until end'
        " of turn.",
        "Land",
        "Test Grove",
    )
    assert [(r.ability_index, r.source_kind, r.mechanism) for r in face.mana] == [
        (0, SourceKind.ACTIVATED, Mechanism.PRINTED),
        (1, SourceKind.GRANTED, Mechanism.TYPE_CHANGE),
        (1, SourceKind.TOKEN, Mechanism.PREDEFINED_TOKEN),
    ]
    assert could_produce([face]) == ("C",)


def test_a_subjects_clause_ends_at_the_next_subject_this_land():
    """ "If a Forest you control would produce mana, it produces {G}{G} instead, and this
    land taps for {R}{R} instead of {R}": the Forest's clause ends where "this land" opens
    the next one, so its "instead of {R}" does not narrow what a Forest's replacement
    replaces; the card, a Forest, taps for {G}{G} (106.12b)."""
    face = parse_face(
        "If a Forest you control would produce mana, it produces {G}{G} instead, and this land"
        " taps for {R}{R} instead of {R}.",
        "Land — Forest",
        "Test Grove",
    )
    assert [(r.source_kind, r.colors, r.depends_on) for r in face.mana] == [
        (SourceKind.INTRINSIC, ("G",), None),
        (SourceKind.INTRINSIC, ("G",), "a replacement effect of its own (106.7)"),
        (SourceKind.REPLACEMENT, ("R", "G"), "the mana the tapped permanent produces"),
    ]


def test_a_source_named_in_a_later_clause_is_not_the_first_clauses():
    """ "If you would add {C}, add {G} instead, and if you would add mana from a land an
    opponent controls, add {R} instead": the first clause names no source, so the card's
    own {C} becomes {G}; the second's source, another player's land, is never the card."""
    face = parse_face(
        "{T}: Add {C}.\nIf you would add {C}, add {G} instead, and if you would add mana from a"
        " land an opponent controls, add {R} instead.",
        "Land",
        "Test Grove",
    )
    assert could_produce([face]) == ("G", "C")
    assert [(r.source_kind, r.colors, r.depends_on) for r in face.mana][:2] == [
        (SourceKind.ACTIVATED, ("C",), None),
        (SourceKind.ACTIVATED, ("G",), "a replacement effect of its own (106.7)"),
    ]


def test_the_card_and_the_token_of_an_earlier_sentence_are_not_a_later_grants_subject():
    """ "This creature and that token each gain haste ..." is a sentence of its own; a later
    "Other Elves you control gain trample and "{T}: Add {G}."" gives the quote to the Elves
    (the token among them, 613.1f), not to the card, a Human Druid, nor to the token as
    the compound subject's."""
    face = parse_face(
        "When this creature enters, create a 1/1 green Elf Warrior creature token. This"
        " creature and that token each gain haste until end of turn. Other Elves you control"
        ' gain trample and "{T}: Add {G}." until end of turn.',
        "Creature — Human Druid",
        "Test Caller",
    )
    assert [(r.source_kind, r.colors) for r in face.mana] == [(SourceKind.GRANTED, ("G",))]
    assert could_produce([face]) == ()


def test_a_triggered_ability_granted_with_the_lands_own_type_change_stays():
    """'Lands you control are Swamps and have "Whenever this land is tapped for mana, add an
    additional {B}."' on a land: the land loses its printed "{T}: Add {C}." (305.7), but the
    triggered ability the same effect grants stays with the type (613.6), its own row as
    a member of the group."""
    face = parse_face(
        '{T}: Add {C}.\nLands you control are Swamps and have "Whenever this land is tapped'
        ' for mana, add an additional {B}."',
        "Land",
        "Test Bog",
    )
    assert [(r.source_kind, r.mechanism) for r in face.mana] == [
        (SourceKind.GRANTED, Mechanism.PRINTED),
        (SourceKind.TRIGGERED, Mechanism.GROUP_GRANT),
        (SourceKind.GRANTED, Mechanism.TYPE_CHANGE),
        (SourceKind.INTRINSIC, Mechanism.TYPE_CHANGE),
    ]
    assert could_produce([face]) == ("B",)


def test_a_verb_that_gives_before_a_dash_is_no_verb_of_the_clause_after_it():
    """ "Create a 1/1 green Elf creature token — then destroy each land with "{T}: Add
    {G}."": the clause after the dash describes the lands destroyed (113.1a), whatever
    "create" says before the dash; the quote is no one's."""
    face = parse_face(
        'Create a 1/1 green Elf creature token — then destroy each land with "{T}: Add {G}."',
        "Sorcery",
        "Test Clearing",
    )
    assert face.mana == ()
    assert leads_to([face]) == ()


def test_a_stray_period_before_an_ability_leaves_the_ability_whole():
    """A paragraph that opens with a stray ". " before "{T}: Add {G}." still holds that
    activated mana ability (602.1, 605.1a): the text is cut at the sentence's end even at
    its first character."""
    face = parse_face(". {T}: Add {G}.", "Land", "Test Grove")
    assert [(r.source_kind, r.colors, r.is_mana_ability) for r in face.mana] == [
        (SourceKind.ACTIVATED, ("G",), True)
    ]
    assert could_produce([face]) == ("G",)


def test_mana_from_a_source_is_any_sources_whatever_source_is_named_after_it():
    """ "If you would add {C} from a source or from a land an opponent controls, ...": "a
    source" is any source, the card among them, so the card's own {C} is replaced (106.12b,
    the types replaced staying as an upper bound, 106.7); the land another player controls
    named after it takes nothing away."""
    face = parse_face(
        "{T}: Add {C}.\nIf you would add {C} from a source or from a land an opponent controls,"
        " {G} is added instead.",
        "Land",
        "Test Grove",
    )
    assert could_produce([face]) == ("G", "C")
    assert [r.depends_on for r in face.mana if r.source_kind == SourceKind.ACTIVATED] == [
        None,
        "a replacement effect of its own (106.7)",
    ]


def test_a_source_counted_from_a_number_up_is_read_by_its_kind():
    """ "from 2 or more lands an opponent controls": a kind of source, another player's; the
    card's own land is none of them, its {C} not replaced (a mutation survivor showed it
    read as any source)."""
    assert answers(
        "{T}: Add {C}.\nIf you would add {C} from 2 or more lands an opponent controls, add "
        "{G} instead.",
        "Land",
        "Test Toll",
    ) == (("C",), ("G", "C"))


@pytest.mark.parametrize(
    ("holder", "type_line", "could"),
    [
        ("Legendary artifact creatures with sapflow have", "Land", ()),
        ("Legendary artifact creatures with sapflow have", "Legendary Artifact Creature — Golem",
         ("G",)),
        # a plural with no "s", told by its verb; "Each ... with" (probe ph)
        ("Fungi with sapflow have", "Creature — Human Cleric", ()),
        ("Fungi with sapflow have", "Creature — Fungus", ("G",)),
        ("Each creature with sapflow has", "Artifact", ()),
    ],
)  # fmt: skip
def test_a_keywords_reminder_holder_of_several_words(holder, type_line, could):
    """ "(Legendary artifact creatures with sapflow have ...)": the holder is the kind the
    reminder names, of however many words, an irregular plural too; a card of another kind
    is none (a mutation survivor showed a three-word kind taken as the card)."""
    face = parse_face(f'Sapflow ({holder} "{{T}}: Add {{G}}.")', type_line, "Test Sap")
    assert could_produce([face]) == could
