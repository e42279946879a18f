"""Tests for pipeline.abilities: mana abilities and activation costs from oracle text.

Every oracle text here is a real card's, copied from Scryfall's card data (bulk files of
2019 and of 2023-2026). Rule numbers are the Comprehensive Rules of September 2025
(docs/rules.md#mana-abilities): 106 (mana), 305.6 (basic land types), 602 (activated
abilities), 605 (mana abilities), 606 (loyalty abilities), and the August 2026 clause of
605.1a on cards moved to or from a library.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from pipeline.abilities import (
    MANA_TYPES,
    Choice,
    FaceAbilities,
    IssueKind,
    ManaProduction,
    Mechanism,
    SourceKind,
    could_produce,
    leads_to,
    parse_cost,
    parse_face,
    produces,
)

FIXTURES = Path(__file__).parent / "data"
SCRYFALL_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "scryfall"

# name -> (oracle_text, type_line), as Scryfall prints them.
CARDS: dict[str, tuple[str, str]] = {
    "Llanowar Elves": ("{T}: Add {G}.", "Creature — Elf Druid"),
    "Greater Gargadon": (
        "Suspend 10—{R}\nSacrifice an artifact, creature, or land: Remove a time counter from "
        "Greater Gargadon. Activate this ability only if Greater Gargadon is suspended.",
        "Creature — Beast",
    ),
    "Hallowed Fountain": (
        "({T}: Add {W} or {U}.)\nAs Hallowed Fountain enters the battlefield, you may pay 2 "
        "life. If you don't, it enters the battlefield tapped.",
        "Land — Plains Island",
    ),
    "Birds of Paradise": ("Flying\n{T}: Add one mana of any color.", "Creature — Bird"),
    "Sol Ring": ("{T}: Add {C}{C}.", "Artifact"),
    "Harabaz Druid": (
        "{T}: Add X mana of any one color, where X is the number of Allies you control.",
        "Creature — Human Druid Ally",
    ),
    "Marwyn, the Nurturer": (
        "Whenever another Elf enters the battlefield under your control, put a +1/+1 "
        "counter on Marwyn, the Nurturer.\n{T}: Add an amount of {G} equal to Marwyn's power.",
        "Legendary Creature — Elf Druid",
    ),
    "Elvish Archdruid": (
        "Other Elf creatures you control get +1/+1.\n{T}: Add {G} for each Elf you control.",
        "Creature — Elf Druid",
    ),
    "Black Lotus": ("{T}, Sacrifice Black Lotus: Add three mana of any one color.", "Artifact"),
    "Reflecting Pool": (
        "{T}: Add one mana of any type that a land you control could produce.",
        "Land",
    ),
    "Exotic Orchard": (
        "{T}: Add one mana of any color that a land an opponent controls could produce.",
        "Land",
    ),
    "Command Tower": (
        "{T}: Add one mana of any color in your commander's color identity.",
        "Land",
    ),
    "Mystic Gate": ("{T}: Add {C}.\n{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.", "Land"),
    "Ancient Ziggurat": (
        "{T}: Add one mana of any color. Spend this mana only to cast a creature spell.",
        "Land",
    ),
    "Pili-Pala": (
        "Flying\n{2}, {Q}: Add one mana of any color. ({Q} is the untap symbol.)",
        "Artifact Creature — Scarecrow",
    ),
    "Aether Hub": (
        "When Aether Hub enters the battlefield, you get {E} (an energy counter).\n"
        "{T}: Add {C}.\n{T}, Pay {E}: Add one mana of any color.",
        "Land",
    ),
    "Wild Growth": (
        "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an "
        "additional {G}.",
        "Enchantment — Aura",
    ),
    "Mana Reflection": (
        "If you tap a permanent for mana, it produces twice as much of that mana instead.",
        "Enchantment",
    ),
    "Chromatic Lantern": (
        'Lands you control have "{T}: Add one mana of any color."\n{T}: Add one mana of any color.',
        "Artifact",
    ),
    "Dark Ritual": ("Add {B}{B}{B}.", "Instant"),
    "Chandra, Torch of Defiance": (
        "+1: Exile the top card of your library. You may cast that card. If you don't, "
        "Chandra, Torch of Defiance deals 2 damage to each opponent.\n+1: Add {R}{R}.\n"
        "−3: Chandra, Torch of Defiance deals 4 damage to target creature.\n"
        '−7: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage '
        'to any target."',
        "Legendary Planeswalker — Chandra",
    ),
    "Deadly Dispute": (
        "As an additional cost to cast this spell, sacrifice an artifact or creature.\n"
        "Draw two cards and create a Treasure token. (It's an artifact with \"{T}, "
        'Sacrifice this token: Add one mana of any color.")',
        "Instant",
    ),
    "Kor Haven": (
        "{T}: Add {C}.\n{1}{W}, {T}: Prevent all combat damage that would be dealt by "
        "target attacking creature this turn.",
        "Legendary Land",
    ),
    "Kozilek's Predator": (
        "When Kozilek's Predator enters the battlefield, create two 0/1 colorless Eldrazi "
        'Spawn creature tokens. They have "Sacrifice this creature: Add {C}."',
        "Creature — Eldrazi Drone",
    ),
    "Prodigal Sorcerer": (
        "{T}: Prodigal Sorcerer deals 1 damage to any target.",
        "Creature — Human Wizard",
    ),
    "Forest": ("({T}: Add {G}.)", "Basic Land — Forest"),
    "Bayou": ("({T}: Add {B} or {G}.)", "Land — Swamp Forest"),
    "Dryad Arbor": (
        "(Dryad Arbor isn't a spell, it's affected by summoning sickness, and it has "
        '"{T}: Add {G}.")',
        "Land Creature — Forest Dryad",
    ),
    "Urborg, Tomb of Yawgmoth": (
        "Each land is a Swamp in addition to its other land types.",
        "Legendary Land",
    ),
    "Blood Moon": ("Nonbasic lands are Mountains.", "Enchantment"),
    "Mana Flare": (
        "Whenever a player taps a land for mana, that player adds one mana of any type that "
        "land produced.",
        "Enchantment",
    ),
    "Caged Sun": (
        "As Caged Sun enters the battlefield, choose a color.\nCreatures you control of the "
        "chosen color get +1/+1.\nWhenever a land's ability causes you to add one or more "
        "mana of the chosen color, add one additional mana of that color.",
        "Artifact",
    ),
    "Burning-Tree Emissary": (
        "When Burning-Tree Emissary enters the battlefield, add {R}{G}.",
        "Creature — Human Shaman",
    ),
    "Carpet of Flowers": (
        "At the beginning of each of your main phases, if you haven't added mana with this "
        "ability this turn, you may add X mana of any one color, where X is the number of "
        "Islands target opponent controls.",
        "Enchantment",
    ),
    "Deathrite Shaman": (
        "{T}: Exile target land card from a graveyard. Add one mana of any color.\n"
        "{B}, {T}: Exile target instant or sorcery card from a graveyard. Each opponent "
        "loses 2 life.\n{G}, {T}: Exile target creature card from a graveyard. You gain 2 "
        "life.",
        "Creature — Elf Shaman",
    ),
    "Radiant Lotus": (
        "{T}, Sacrifice one or more artifacts: Choose a color. Target player adds three mana "
        "of the chosen color for each artifact sacrificed this way.",
        "Artifact",
    ),
    "Pyromancer's Goggles": (
        "{T}: Add {R}. When that mana is spent to cast a red instant or sorcery spell, copy "
        "that spell and you may choose new targets for the copy.",
        "Legendary Artifact",
    ),
    "Spectral Searchlight": (
        "{T}: Choose a player. That player adds one mana of any color they choose.",
        "Artifact",
    ),
    "Chromatic Sphere": (
        "{1}, {T}, Sacrifice Chromatic Sphere: Add one mana of any color. Draw a card.",
        "Artifact",
    ),
    "Millikin": (
        "{T}, Put the top card of your library into your graveyard: Add {C}.",
        "Artifact Creature — Construct",
    ),
    "Astrolabe": (
        "{1}, {T}, Sacrifice Astrolabe: Add two mana of any one color. Draw a card at the "
        "beginning of the next turn's upkeep.",
        "Artifact",
    ),
    "Lion's Eye Diamond": (
        "Discard your hand, Sacrifice Lion's Eye Diamond: Add three mana of any one color. "
        "Activate this ability only any time you could cast an instant.",
        "Artifact",
    ),
    "Springleaf Drum": (
        "{T}, Tap an untapped creature you control: Add one mana of any color.",
        "Artifact",
    ),
    "Sarkhan, Fireblood": (
        "+1: You may discard a card. If you do, draw a card.\n+1: Add two mana in any "
        "combination of colors. Spend this mana only to cast Dragon spells.\n−7: Create "
        "four 5/5 red Dragon creature tokens with flying.",
        "Legendary Planeswalker — Sarkhan",
    ),
    "Blooming Blast": (
        "Gift a Treasure (You may promise an opponent a gift as you cast this spell. If you "
        "do, they create a Treasure token before its other effects. It's an artifact with "
        '"{T}, Sacrifice this artifact: Add one mana of any color.")\nBlooming Blast deals 2 '
        "damage to target creature. If the gift was promised, Blooming Blast also deals 3 "
        "damage to that creature's controller.",
        "Instant",
    ),
    "Honored Hierarch": (
        "Renown 1 (When this creature deals combat damage to a player, if it isn't renowned, "
        "put a +1/+1 counter on it and it becomes renowned.)\nAs long as Honored Hierarch is "
        'renowned, it has vigilance and "{T}: Add one mana of any color."',
        "Creature — Human Druid",
    ),
    "Vraska, the Silencer": (
        "Deathtouch\nWhenever a nontoken creature an opponent controls dies, you may pay {1}. "
        "If you do, return that card to the battlefield tapped under your control. It's a "
        'Treasure artifact with "{T}, Sacrifice this artifact: Add one mana of any color," '
        "and it loses all other card types.",
        "Legendary Creature — Gorgon Assassin",
    ),
    "Imprisoned in the Moon": (
        "Enchant creature, land, or planeswalker\nEnchanted permanent is a colorless land "
        'with "{T}: Add {C}" and loses all other card types and abilities.',
        "Enchantment — Aura",
    ),
    "River of Tears": ("{T}: Add {U}. If you played a land this turn, add {B} instead.", "Land"),
    "Bloom Tender": (
        "{T}: For each color among permanents you control, add one mana of that color.",
        "Creature — Elf Druid",
    ),
    "Sunken Citadel": (
        "Sunken Citadel enters the battlefield tapped. As it enters, choose a color.\n"
        "{T}: Add one mana of the chosen color.\n{T}: Add two mana of the chosen color. "
        "Spend this mana only to activate abilities of land sources.",
        "Land — Cave",
    ),
    "Contamination": (
        "At the beginning of your upkeep, sacrifice Contamination unless you sacrifice a "
        "creature.\nIf a land is tapped for mana, it produces {B} instead of any other type "
        "and amount.",
        "Enchantment",
    ),
    "Hall of Gemstone": (
        "At the beginning of each player's upkeep, that player chooses a color. Until end of "
        "turn, lands tapped for mana produce mana of the chosen color instead of any other "
        "color.",
        "World Enchantment",
    ),
    "Illusionary Terrain": (
        "Cumulative upkeep {2} (At the beginning of your upkeep, put an age counter on this "
        "permanent, then sacrifice it unless you pay its upkeep cost for each age counter on "
        "it.)\nAs Illusionary Terrain enters, choose two basic land types.\nBasic lands of the "
        "first chosen type are the second chosen type.",
        "Enchantment",
    ),
    "Life and Limb": (
        "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in "
        "addition to their other types.",
        "Enchantment",
    ),
    "Vision Charm": (
        "Choose one —\n• Target player mills four cards.\n• Choose a land type and a basic "
        "land type. Each land of the first chosen type becomes the second chosen type until end "
        "of turn.\n• Target artifact phases out.",
        "Instant",
    ),
    "Doubling Cube": (
        "{3}, {T}: Double the amount of each type of unspent mana you have.",
        "Artifact",
    ),
    "Cabal Ritual": (
        "Add {B}{B}{B}.\nThreshold — Add {B}{B}{B}{B}{B} instead if seven or more cards are "
        "in your graveyard.",
        "Instant",
    ),
    "Elvish Spirit Guide": (
        "Exile Elvish Spirit Guide from your hand: Add {G}.",
        "Creature — Elf Spirit",
    ),
}


def face(name: str) -> FaceAbilities:
    oracle_text, type_line = CARDS[name]
    return parse_face(oracle_text, type_line, name)


def only_row(name: str) -> ManaProduction:
    rows = face(name).mana
    assert len(rows) == 1, rows
    return rows[0]


# --------------------------------------------------------------------------------------
# docs/rules.md#mana-abilities: the oracle patterns, one real card per row
# --------------------------------------------------------------------------------------

K = SourceKind
C = Choice
ANY = "Spend this mana only to cast a creature spell."

# One real card per row, every field of its one row of mana production:
# (card, source_kind, colors, amount, choice, depends_on, restriction,
#  is_mana_ability, is_mana_ability_2026, mechanism, via)
PATTERN_TABLE = [
    # 605.1a: no target, could add mana, not a loyalty ability.
    ("Llanowar Elves", K.ACTIVATED, "G", "1", C.FIXED, None, None, True, True, "printed", None),
    # 305.6: the basic land types' intrinsic abilities, shown only as reminder text.
    ("Hallowed Fountain", K.INTRINSIC, "WU", "1", C.ONE_OF, None, None, True, True,
     "basic_land_type", "Plains Island"),
    # 106.1b: "any color" is the five colors, not colorless.
    ("Birds of Paradise", K.ACTIVATED, "WUBRG", "1", C.ANY_COLOR, None, None, True, True,
     "printed", None),
    ("Sol Ring", K.ACTIVATED, "C", "2", C.FIXED, None, None, True, True, "printed", None),
    ("Harabaz Druid", K.ACTIVATED, "WUBRG", "X, where X is the number of Allies you control",
     C.ANY_COLOR, None, None, True, True, "printed", None),
    ("Marwyn, the Nurturer", K.ACTIVATED, "G", "equal to Marwyn's power", C.FIXED, None, None,
     True, True, "printed", None),
    ("Elvish Archdruid", K.ACTIVATED, "G", "1 for each Elf you control", C.FIXED, None, None,
     True, True, "printed", None),
    # Older text names the card: "Sacrifice Black Lotus" is the card itself.
    ("Black Lotus", K.ACTIVATED, "WUBRG", "3", C.ANY_COLOR, None, None, True, True, "printed",
     None),
    # 106.7: "type" includes colorless; what it makes depends on other lands (106.5).
    ("Reflecting Pool", K.ACTIVATED, "WUBRGC", "1", C.ANY_TYPE,
     "the types a land you control could produce", None, True, True, "printed", None),
    ("Exotic Orchard", K.ACTIVATED, "WUBRG", "1", C.ANY_COLOR,
     "the types a land an opponent controls could produce", None, True, True, "printed", None),
    ("Command Tower", K.ACTIVATED, "WUBRG", "1", C.ANY_COLOR, "your commander's color identity",
     None, True, True, "printed", None),
    # 106.6: a spending restriction.
    ("Ancient Ziggurat", K.ACTIVATED, "WUBRG", "1", C.ANY_COLOR, None, ANY, True, True,
     "printed", None),
    # 107.6: {Q} is not mana.
    ("Pili-Pala", K.ACTIVATED, "WUBRG", "1", C.ANY_COLOR, None, None, True, True, "printed", None),
    # 605.1b: triggers from mana being added by a mana ability.
    ("Wild Growth", K.TRIGGERED, "G", "1", C.FIXED, None, None, True, True, "printed", None),
    # 106.12b: a replacement effect; it produces nothing of its own.
    ("Mana Reflection", K.REPLACEMENT, "", "twice as much of that mana", C.FIXED,
     "the mana the tapped permanent produces", None, False, False, "printed", None),
    # 605.5b: a spell adds mana but is not a mana ability.
    ("Dark Ritual", K.SPELL, "B", "3", C.FIXED, None, None, False, False, "printed", None),
    # The Treasure's ability is the token's, shown in reminder text (111.10).
    ("Deadly Dispute", K.TOKEN, "WUBRG", "1", C.ANY_COLOR, None, None, True, True, "printed",
     "Treasure"),
    ("Kozilek's Predator", K.TOKEN, "C", "1", C.FIXED, None, None, True, True, "printed", None),
    # 2026 clause of 605.1a: the effect draws a card.
    ("Chromatic Sphere", K.ACTIVATED, "WUBRG", "1", C.ANY_COLOR, None, None, True, False,
     "printed", None),
    # 613.1f: a grant to other objects; Chromatic Lantern's own ability is another row.
    ("Imprisoned in the Moon", K.GRANTED, "C", "1", C.FIXED, None, None, True, True, "printed",
     None),
    # 305.7: Blood Moon makes other lands Mountains.
    ("Blood Moon", K.GRANTED, "R", "1", C.FIXED, None, None, True, True, "type_change",
     "Nonbasic lands"),
]  # fmt: skip


@pytest.mark.parametrize("expected", PATTERN_TABLE, ids=[row[0] for row in PATTERN_TABLE])
def test_rules_pattern_table_cr_605(expected: tuple[Any, ...]) -> None:
    """Each row of the oracle-pattern table (docs/rules.md) parses to exactly this row."""
    name = expected[0]
    row = only_row(name)
    assert (
        name,
        row.source_kind,
        "".join(row.colors),
        row.amount,
        row.choice,
        row.depends_on,
        row.restriction,
        row.is_mana_ability,
        row.is_mana_ability_2026,
        row.mechanism.value,
        row.via,
    ) == expected
    assert face(name).issues == ()


def test_mystic_gate_mana_cost_in_a_cost_is_not_production_cr_602_1() -> None:
    """{W/U} is paid, not produced: Mystic Gate makes C, or W and U from the filter."""
    rows = face("Mystic Gate").mana
    assert [(r.colors, r.choice, r.amount) for r in rows] == [
        (("C",), Choice.FIXED, "1"),
        (("W", "U"), Choice.ONE_OF, "2"),
    ]
    filter_row = rows[1]
    assert filter_row.cost_text == "{W/U}, {T}"
    assert filter_row.cost_mana == "{W/U}"
    assert filter_row.cost_mana_value == 1.0
    assert filter_row.has_tap and filter_row.is_mana_ability


def test_kor_haven_mana_symbols_in_a_cost_are_not_production() -> None:
    """Kor Haven is a colorless source; its {1}{W} ability prevents damage (mtgoncurve#78)."""
    parsed = face("Kor Haven")
    assert [r.colors for r in parsed.mana] == [("C",)]
    assert produces([parsed]) == ("C",)
    prevent = parsed.activated[1]
    assert (prevent.cost_mana, prevent.has_tap, prevent.effect_text[:7]) == (
        "{1}{W}",
        True,
        "Prevent",
    )


def test_reflecting_pool_depends_on_other_lands_cr_106_7() -> None:
    row = only_row("Reflecting Pool")
    assert row.depends_on == "the types a land you control could produce"
    assert could_produce([face("Reflecting Pool")]) == MANA_TYPES


def test_exotic_orchard_colors_only_cr_106_7() -> None:
    row = only_row("Exotic Orchard")
    assert row.depends_on == "the types a land an opponent controls could produce"
    assert "C" not in row.colors


def test_command_tower_depends_on_commander() -> None:
    assert only_row("Command Tower").depends_on == "your commander's color identity"


def test_ancient_ziggurat_restriction_cr_106_6() -> None:
    row = only_row("Ancient Ziggurat")
    assert row.restriction == "Spend this mana only to cast a creature spell."


def test_pili_pala_untap_symbol_cr_107_6() -> None:
    row = only_row("Pili-Pala")
    assert (row.has_untap, row.has_tap, row.cost_mana, row.cost_mana_value) == (
        True,
        False,
        "{2}",
        2.0,
    )


def test_aether_hub_energy_is_not_mana_cr_107_14() -> None:
    rows = face("Aether Hub").mana
    assert [r.colors for r in rows] == [("C",), tuple("WUBRG")]
    assert (rows[1].energy, rows[1].cost_mana, rows[1].has_tap) == ("Pay {E}", "", True)


def test_black_lotus_sacrifice_names_the_card() -> None:
    row = only_row("Black Lotus")
    assert row.sacrifice == "Sacrifice Black Lotus"
    assert row.cost_text == "{T}, Sacrifice Black Lotus"


def test_wild_growth_triggered_mana_ability_cr_605_1b() -> None:
    parsed = face("Wild Growth")
    assert could_produce([parsed]) == ("G",)
    assert parsed.activated == ()


def test_mana_reflection_replacement_produces_nothing_cr_106_12b() -> None:
    parsed = face("Mana Reflection")
    assert produces([parsed]) == ()
    assert could_produce([parsed]) == ()


def test_a_replacement_to_the_chosen_color_leads_to_each_color_cr_106_12b() -> None:
    """Hall of Gemstone: lands "produce mana of the chosen color instead": any of the five,
    and none of the card's own."""
    parsed = face("Hall of Gemstone")
    assert [(r.source_kind, r.colors, r.choice) for r in parsed.mana] == [
        (SourceKind.REPLACEMENT, ("W", "U", "B", "R", "G"), Choice.ANY_COLOR)
    ]
    assert (could_produce([parsed]), parsed.issues) == ((), ())


def test_the_second_chosen_basic_land_type_gives_its_ability_cr_305_7() -> None:
    """Illusionary Terrain: "Basic lands of the first chosen type are the second chosen
    type" gives them the intrinsic ability of whichever type is chosen."""
    parsed = face("Illusionary Terrain")
    assert [(r.source_kind, r.colors, r.via, r.depends_on) for r in parsed.mana] == [
        (
            SourceKind.GRANTED,
            ("W", "U", "B", "R", "G"),
            "Basic lands of the first chosen type",
            "a chosen basic land type",
        )
    ]


def test_creatures_and_forest_lands_are_forests_cr_305_7() -> None:
    """Life and Limb: "All Forests and all Saprolings are 1/1 green Saproling creatures and
    Forest lands": both groups become Forest lands (the Saprolings too), with the Forest's
    ability."""
    parsed = face("Life and Limb")
    assert [(r.source_kind, r.colors, r.via) for r in parsed.mana] == [
        (SourceKind.GRANTED, ("G",), "All Forests and all Saprolings")
    ]


def test_a_basic_land_type_chosen_after_another_type_is_a_land_type_cr_305_7() -> None:
    """Vision Charm: "Choose a land type and a basic land type. Each land of the first
    chosen type becomes the second chosen type": the second is a basic land type."""
    parsed = face("Vision Charm")
    assert [(r.source_kind, r.colors, r.depends_on) for r in parsed.mana] == [
        (SourceKind.GRANTED, ("W", "U", "B", "R", "G"), "a chosen basic land type")
    ]


def test_doubling_or_tripling_mana_adds_more_of_each_type_cr_701_9() -> None:
    """Doubling Cube: doubling the mana you have adds that much more of each type, so it
    is a mana ability that could add any type (no target, 605.1a)."""
    [row] = face("Doubling Cube").mana
    assert (row.source_kind, row.colors, row.choice, row.depends_on, row.is_mana_ability) == (
        SourceKind.ACTIVATED,
        ("W", "U", "B", "R", "G", "C"),
        Choice.ANY_TYPE,
        "the mana you have",
        True,
    )
    # doubling one type adds that type alone
    [red] = parse_face("{2}, {T}: Double the amount of red mana you have.", "Artifact", "T").mana
    assert (red.colors, red.choice, red.amount, red.is_mana_ability) == (
        ("R",),
        Choice.FIXED,
        "equal to red mana you have",
        True,
    )
    # tripling is doubling's kin: more of the types there are, never another type
    [tripled] = parse_face("Triple the amount of unspent green mana you have.", "Instant", "T").mana
    assert (tripled.colors, tripled.choice, tripled.amount, tripled.is_mana_ability) == (
        ("G",),
        Choice.FIXED,
        "equal to unspent green mana you have",
        False,
    )
    [every] = parse_face(
        "{4}, {T}: Triple the amount of each type of unspent mana you have.", "Artifact", "T"
    ).mana
    assert (every.colors, every.choice, every.depends_on, every.is_mana_ability) == (
        ("W", "U", "B", "R", "G", "C"),
        Choice.ANY_TYPE,
        "the mana you have",
        True,
    )
    # a doubling of mana no template reads is reported, not passed over
    odd = parse_face("{2}, {T}: Double the amount of mana of a color.", "Artifact", "Test")
    assert (odd.mana, bool(odd.issues)) == ((), True)
    odd = parse_face("{2}, {T}: Triple the amount of mana of a color.", "Artifact", "Test")
    assert (odd.mana, bool(odd.issues)) == ((), True)


def test_chromatic_lantern_grants_and_has_its_own_ability() -> None:
    parsed = face("Chromatic Lantern")
    assert [(r.ability_index, r.source_kind) for r in parsed.mana] == [
        (0, SourceKind.GRANTED),
        (1, SourceKind.ACTIVATED),
    ]
    granted = parsed.mana[0]
    assert (granted.has_tap, granted.colors, granted.is_mana_ability) == (
        True,
        tuple("WUBRG"),
        True,
    )
    assert could_produce([parsed]) == tuple("WUBRG")


def test_dark_ritual_is_a_spell_not_a_mana_ability_cr_605_5b() -> None:
    parsed = face("Dark Ritual")
    assert produces([parsed]) == ("B",)
    assert could_produce([parsed]) == ()


def test_loyalty_ability_is_not_a_mana_ability_cr_605_1a() -> None:
    parsed = face("Chandra, Torch of Defiance")
    assert [a.cost_text for a in parsed.activated] == ["+1", "+1", "−3", "−7"]
    assert all(a.is_loyalty for a in parsed.activated)
    row = only_row("Chandra, Torch of Defiance")
    assert (row.source_kind, row.ability_index, row.is_mana_ability) == (
        SourceKind.LOYALTY,
        1,
        False,
    )
    assert produces([parsed]) == ("R",)
    assert could_produce([parsed]) == ()


def test_loyalty_ability_with_restriction() -> None:
    row = only_row("Sarkhan, Fireblood")
    assert (row.source_kind, row.choice, row.amount) == (
        SourceKind.LOYALTY,
        Choice.ANY_COMBINATION,
        "2",
    )
    assert row.restriction == "Spend this mana only to cast Dragon spells."


def test_treasure_maker_token_ability_is_not_the_cards() -> None:
    """The Treasure's ability is the token's (mana-map#17), but Scryfall lists it."""
    parsed = face("Deadly Dispute")
    row = only_row("Deadly Dispute")
    assert (row.has_tap, row.sacrifice) == (True, "Sacrifice this token")
    assert could_produce([parsed]) == ()
    assert produces([parsed]) == tuple("WUBRG")


def test_gift_a_treasure_creates_a_token_for_an_opponent() -> None:
    row = only_row("Blooming Blast")
    assert (row.source_kind, row.colors) == (SourceKind.TOKEN, tuple("WUBRG"))


def test_eldrazi_spawn_maker_quoted_ability() -> None:
    row = only_row("Kozilek's Predator")
    assert (row.sacrifice, row.has_tap) == ("Sacrifice this creature", False)


def test_creature_with_a_non_mana_tap_ability_cr_302_6() -> None:
    """{T} in a cost does not make an ability a mana ability."""
    parsed = face("Prodigal Sorcerer")
    assert parsed.mana == () and parsed.issues == ()
    (ability,) = parsed.activated
    assert (ability.has_tap, ability.cost_text, ability.is_loyalty) == (True, "{T}", False)
    assert ability.effect_text == "Prodigal Sorcerer deals 1 damage to any target."


# --------------------------------------------------------------------------------------
# 305.6: basic land types
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "colors", "index"),
    [
        ("Forest", "G", 0),
        ("Bayou", "BG", 0),
        ("Hallowed Fountain", "WU", 0),
        ("Dryad Arbor", "G", 0),
    ],
)
def test_basic_land_types_intrinsic_cr_305_6(name: str, colors: str, index: int) -> None:
    """From the type line; the reminder text is only where the row points."""
    parsed = face(name)
    (row,) = parsed.mana
    assert (row.source_kind, row.colors, row.ability_index) == (
        SourceKind.INTRINSIC,
        tuple(colors),
        index,
    )
    (ability,) = parsed.activated
    assert ability.is_intrinsic and ability.has_tap
    assert could_produce([parsed]) == tuple(colors)


def test_intrinsic_ability_without_reminder_text_cr_305_6() -> None:
    parsed = parse_face("", "Basic Snow Land — Island", "Snow-Covered Island")
    assert [(r.text, r.ability_index, r.colors) for r in parsed.mana] == [
        ("{T}: Add {U}.", -1, ("U",))
    ]


def test_urborg_makes_every_land_a_swamp_itself_included_cr_305_7() -> None:
    """Every other land gets the Swamp's ability (granted), and so does Urborg, a land."""
    rows = face("Urborg, Tomb of Yawgmoth").mana
    assert [(r.source_kind, r.mechanism, r.via, r.colors, r.ability_text) for r in rows] == [
        (SourceKind.GRANTED, Mechanism.TYPE_CHANGE, "Each land", ("B",), "{T}: Add {B}."),
        (SourceKind.INTRINSIC, Mechanism.TYPE_CHANGE, "Each land", ("B",), "{T}: Add {B}."),
    ]
    assert could_produce([face("Urborg, Tomb of Yawgmoth")]) == ("B",)


def test_blood_moon_gives_other_lands_the_mountains_ability_cr_305_7() -> None:
    """The lands it makes Mountains have "{T}: Add {R}" (305.7): by the rules Blood Moon
    leads to red mana (leads_to), but its text prints no such ability (produces, Scryfall's
    sense). Blood Moon itself is no land: it could produce nothing."""
    parsed = face("Blood Moon")
    assert [(r.source_kind, r.mechanism, r.via, r.colors) for r in parsed.mana] == [
        (SourceKind.GRANTED, Mechanism.TYPE_CHANGE, "Nonbasic lands", ("R",))
    ]
    assert parsed.mana[0].is_mana_ability
    assert (could_produce([parsed]), produces([parsed]), leads_to([parsed])) == ((), (), ("R",))


# --------------------------------------------------------------------------------------
# 605.1a, 605.1b, 605.5: which abilities are mana abilities
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "source_kind", "is_mana_ability"),
    [
        ("Deathrite Shaman", SourceKind.OTHER_ABILITY, False),  # 605.1a: it targets
        ("Radiant Lotus", SourceKind.OTHER_ABILITY, False),  # "Target player adds"
        ("Burning-Tree Emissary", SourceKind.OTHER_ABILITY, False),  # 605.5a: triggers on entering
        ("Carpet of Flowers", SourceKind.OTHER_ABILITY, False),  # 605.5a, and it targets
        ("Mana Flare", SourceKind.TRIGGERED, True),  # 605.1b: "taps a land for mana"
        ("Caged Sun", SourceKind.TRIGGERED, True),  # 605.1b: mana being added
        ("Pyromancer's Goggles", SourceKind.ACTIVATED, True),  # the delayed trigger targets, not it
        ("Spectral Searchlight", SourceKind.ACTIVATED, True),  # "Choose a player" is not a target
    ],
)
def test_mana_ability_or_not_cr_605(name: str, source_kind: str, is_mana_ability: bool) -> None:
    rows = [r for r in face(name).mana if r.colors]
    assert [(r.source_kind, r.is_mana_ability) for r in rows] == [(source_kind, is_mana_ability)]


@pytest.mark.parametrize(
    ("name", "is_mana_ability_2026"),
    [
        ("Chromatic Sphere", False),  # effect draws a card
        ("Millikin", False),  # cost mills a card
        ("Astrolabe", True),  # the draw is a delayed trigger, not this ability's effect
        ("Black Lotus", True),
    ],
)
def test_august_2026_library_clause_cr_605_1a(name: str, is_mana_ability_2026: bool) -> None:
    row = only_row(name)
    assert row.is_mana_ability is True
    assert row.is_mana_ability_2026 is is_mana_ability_2026


# --------------------------------------------------------------------------------------
# Cost parts (CR 602.1, 118)
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cost", "expected"),
    [
        ("{T}", {"has_tap": True, "cost_mana": ""}),
        ("{2}, {Q}", {"has_untap": True, "cost_mana": "{2}", "cost_mana_value": 2.0}),
        ("{W/U}, {T}", {"has_tap": True, "cost_mana": "{W/U}", "cost_mana_value": 1.0}),
        ("{T}, Pay {E}", {"has_tap": True, "energy": "Pay {E}"}),
        ("{T}, Pay 1 life", {"has_tap": True, "life": "Pay 1 life"}),
        (
            "Discard your hand, Sacrifice Lion's Eye Diamond",
            {"discard": "Discard your hand", "sacrifice": "Sacrifice Lion's Eye Diamond"},
        ),
        (
            "{T}, Tap an untapped creature you control",
            {"has_tap": True, "other_cost": ("Tap an untapped creature you control",)},
        ),
        (
            "Exile Elvish Spirit Guide from your hand",
            {"other_cost": ("Exile Elvish Spirit Guide from your hand",)},
        ),
        # Swarming of Moria's Treasure reminder lacks the comma.
        ("{T} Sacrifice this artifact", {"has_tap": True, "sacrifice": "Sacrifice this artifact"}),
    ],
)
def test_parse_cost_cr_602_1(cost: str, expected: dict[str, Any]) -> None:
    parts = parse_cost(cost)
    assert parts.cost_text == cost
    for field, value in expected.items():
        assert getattr(parts, field) == value, field


@pytest.mark.parametrize(
    ("cost", "name", "zone"),
    [
        ("Exile Elvish Spirit Guide from your hand", "Elvish Spirit Guide", "hand"),
        ("Exile this card from your hand", "Elvish Spirit Guide", "hand"),
        ("Discard Gemstone Caverns, {1}", "Gemstone Caverns", "hand"),
        ("{2}, Exile this card from your graveyard", "Some Relic", "graveyard"),
        ("{T}, Sacrifice Black Lotus", "Black Lotus", None),  # from the battlefield
        ("Exile a card from your hand", "Some Relic", None),  # another card
        ("Discard a card", "Some Relic", None),
        ("Exile Elvish Spirit Guide from your hand", None, None),  # no name: not itself
        # moves it nowhere, but can be paid only there (CR 113.6)
        ("Reveal this card from your hand", "Some Relic", "hand"),
        ("Reveal a card from your hand", "Some Relic", None),  # another card
        ("Put this card from your hand on the bottom of your library", "Some Relic", "hand"),
        ("{B}, Exile this creature card from your graveyard", "Crypt Sower", "graveyard"),
        # the object first of the cards the cost exiles; a cost that takes it from exile
        ("{1}{B}, Exile this card and another creature card from your graveyard", "Some Relic",
         "graveyard"),
        ("{1}, Exile another creature card and a land card from your graveyard", "Some Relic",
         None),
        ("{1}, Exile a creature card and this card from your graveyard", "Some Relic",
         "graveyard"),
        ("{1}, Put this card from exile into its owner's graveyard", "Some Relic", "exile"),
        # beside other cards the object moved is "this card"; "this creature" is the permanent
        ("{T}, Exile this creature and a creature card from your graveyard", "Some Relic",
         None),
        ("Exile this creature from your hand", "Some Relic", "hand"),
        ("Discard this card and a Mountain card", "Some Relic", "hand"),
        # {T} and {Q} are paid by a permanent (107.5, 107.6): the object named beside cards
        # is on the battlefield
        ("{T}, Exile Vessa the Crypt-Keeper and a creature card from your graveyard",
         "Vessa the Crypt-Keeper", None),
        ("{Q}, Exile Vessa the Crypt-Keeper and a creature card from your graveyard",
         "Vessa the Crypt-Keeper", None),
        ("{1}, Exile Vessa the Crypt-Keeper and a creature card from your graveyard",
         "Vessa the Crypt-Keeper", "graveyard"),
    ],
)  # fmt: skip
def test_a_cost_that_takes_the_object_from_a_zone_works_only_there_cr_113_6m(
    cost: str, name: str | None, zone: str | None
) -> None:
    assert parse_cost(cost, name=name).functions_in == zone


def test_a_mana_ability_that_works_from_the_hand_is_no_permanents_cr_113_6m() -> None:
    """A Spirit Guide on the battlefield can't exile itself from the hand: it produces no
    mana as a permanent (106.7), yet the card leads to {G} (Scryfall's produced_mana)."""
    guide = face("Elvish Spirit Guide")
    assert [(r.source_kind, r.is_mana_ability, r.functions_in) for r in guide.mana] == [
        (SourceKind.ACTIVATED, True, "hand")
    ]
    assert (could_produce([guide]), produces([guide]), leads_to([guide])) == ((), ("G",), ("G",))


def test_an_ability_of_a_suspended_card_works_in_exile_cr_702_62b() -> None:
    """Greater Gargadon's "Activate only if Greater Gargadon is suspended": a suspended card
    is in exile (702.62b), so the ability works there alone."""
    (ability,) = face("Greater Gargadon").activated
    assert ability.functions_in == "exile"


def test_every_kind_of_cost_item_sinister_concoction_cr_118() -> None:
    (ability,) = parse_face(
        "{B}, Pay 1 life, Put the top card of your library into your graveyard, Discard a "
        "card, Sacrifice Sinister Concoction: Destroy target creature.",
        "Enchantment",
        "Sinister Concoction",
    ).activated
    assert (ability.cost_mana, ability.life, ability.discard, ability.sacrifice) == (
        "{B}",
        "Pay 1 life",
        "Discard a card",
        "Sacrifice Sinister Concoction",
    )
    assert ability.other_cost == ("Put the top card of your library into your graveyard",)
    assert ability.effect_text == "Destroy target creature."


def test_comma_in_a_legendary_name_does_not_split_a_cost() -> None:
    name = "Azamuki, Treachery Incarnate"
    (ability,) = parse_face(
        f"Remove a ki counter from {name}: Gain control of target creature until end of turn.",
        "Legendary Creature — Spirit",
        name,
    ).activated
    assert ability.other_cost == (f"Remove a ki counter from {name}",)


def test_non_game_card_prose_is_not_an_ability() -> None:
    """Aeo Paquette Bio (type "Card", a World Championship insert) has a colon in prose."""
    parsed = parse_face(
        "Professional Magic® player Aeo Paquette played the deck that defined the metagame "
        'at the 2004 World Championships: "Affinity."',
        "Card",
        "Aeo Paquette Bio",
    )
    assert parsed == FaceAbilities((), (), ())


def test_activated_abilities_of_springleaf_drum_and_lions_eye_diamond() -> None:
    (drum,) = face("Springleaf Drum").activated
    assert drum.other_cost == ("Tap an untapped creature you control",)
    (diamond,) = face("Lion's Eye Diamond").activated
    assert (diamond.discard, diamond.sacrifice) == (
        "Discard your hand",
        "Sacrifice Lion's Eye Diamond",
    )


# --------------------------------------------------------------------------------------
# Grants, choices, replacements
# --------------------------------------------------------------------------------------


def test_ability_the_card_gives_itself_is_its_own() -> None:
    """Honored Hierarch "has" the ability when renowned: its own (CR 106.7 upper bound)."""
    row = only_row("Honored Hierarch")
    assert row.source_kind == SourceKind.ACTIVATED
    assert could_produce([face("Honored Hierarch")]) == tuple("WUBRG")


@pytest.mark.parametrize("name", ["Vraska, the Silencer", "Imprisoned in the Moon"])
def test_ability_given_to_another_object_is_granted(name: str) -> None:
    row = only_row(name)
    assert row.source_kind == SourceKind.GRANTED
    assert could_produce([face(name)]) == ()


def test_instead_is_a_choice_between_the_clauses() -> None:
    row = only_row("River of Tears")
    assert (row.colors, row.choice) == (("U", "B"), Choice.ONE_OF)


def test_for_each_color_among() -> None:
    row = only_row("Bloom Tender")
    assert (row.choice, row.depends_on) == (
        Choice.ANY_COMBINATION,
        "the colors among permanents you control",
    )


def test_chosen_color_depends_on_a_choice() -> None:
    rows = face("Sunken Citadel").mana
    assert [(r.amount, r.depends_on, r.restriction is not None) for r in rows] == [
        ("1", "a chosen color", False),
        ("2", "a chosen color", True),
    ]


def test_replacement_that_names_a_type_cr_106_12b() -> None:
    row = only_row("Contamination")
    assert (row.source_kind, row.colors) == (SourceKind.REPLACEMENT, ("B",))


def test_cabal_ritual_threshold_line_is_the_spell() -> None:
    rows = face("Cabal Ritual").mana
    assert [(r.source_kind, r.amount) for r in rows] == [
        (SourceKind.SPELL, "3"),
        (SourceKind.SPELL, "5"),
    ]


def test_unrecognised_line_is_an_issue_not_a_guess() -> None:
    """Not a card: a made-up phrasing no template knows comes back as an issue."""
    parsed = parse_face("{T}: Add a mana of some unusual kind.", "Artifact", "Test Object")
    assert parsed.mana == ()
    assert [(i.text, i.problem) for i in parsed.issues] == [
        ("{T}: Add a mana of some unusual kind.", IssueKind.NO_ABILITY)
    ]
    assert len(parsed.activated) == 1


def test_missing_text_and_type_line() -> None:
    assert parse_face(None, None, None) == FaceAbilities((), (), ())


# --------------------------------------------------------------------------------------
# Card level: faces merge (docs/rules.md#merging-faces)
# --------------------------------------------------------------------------------------


def test_modal_double_faced_spell_and_land_cr_712() -> None:
    """Tangled Florahedron // Tangled Vale (znr, cards-edge): a creature spell // land.
    Either face is the permanent, never both; the card lists {G} once (Scryfall: G)."""
    front = parse_face("{T}: Add {G}.", "Creature — Elemental", "Tangled Florahedron")
    back = parse_face(
        "Tangled Vale enters the battlefield tapped.\n{T}: Add {G}.", "Land", "Tangled Vale"
    )
    assert produces([front, back]) == ("G",)
    assert could_produce([front, back]) == ("G",)


def test_land_with_an_adventure_spell_lists_the_lands_colors() -> None:
    """Ishgard, the Holy See // Faith & Grief (fin, cards-recent): Scryfall lists W."""
    land = parse_face(
        "This land enters tapped.\n{T}: Add {W}.", "Land — Town", "Ishgard, the Holy See"
    )
    spell = parse_face(
        "Return up to two target artifact and/or enchantment cards from your graveyard to "
        "your hand. (Then exile this card. You may play the land later from exile.)",
        "Sorcery — Adventure",
        "Faith & Grief",
    )
    assert spell.mana == ()
    assert produces([land, spell]) == ("W",)


def test_mana_producing_back_face_of_a_transform_card() -> None:
    """Treasure Map // Treasure Cove: the Treasures are tokens, the Cove's {C} its own."""
    front = parse_face(
        "{1}, {T}: Scry 1. Put a landmark counter on Treasure Map. Then if there are three or "
        "more landmark counters on it, remove those counters, transform Treasure Map, and "
        "create three Treasure tokens. (They're artifacts with \"{T}, Sacrifice this "
        'artifact: Add one mana of any color.")',
        "Artifact",
        "Treasure Map",
    )
    back = parse_face(
        "(Transforms from Treasure Map.)\n{T}: Add {C}.\n{T}, Sacrifice a Treasure: Draw a card.",
        "Land",
        "Treasure Cove",
    )
    assert produces([front, back]) == MANA_TYPES
    assert could_produce([front, back]) == ("C",)


# --------------------------------------------------------------------------------------
# Invariants, and a pass over every fixture card
# --------------------------------------------------------------------------------------


def read_cards(path: Path) -> Iterator[dict[str, Any]]:
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                yield json.loads(line)


def card_faces(card: dict[str, Any]) -> list[FaceAbilities]:
    faces = card.get("card_faces") or []
    if faces and any("oracle_text" in f for f in faces):
        return [parse_face(f.get("oracle_text"), f.get("type_line"), f.get("name")) for f in faces]
    return [parse_face(card.get("oracle_text"), card.get("type_line"), card.get("name"))]


# Every card whose `produces` differs from Scryfall's produced_mana, and why: each is a
# documented decision or a slip in Scryfall's list (docs/rules.md, "Known differences").
ANY_TYPE_IS_SIX = "CR 106.1b: 'any type' includes colorless; Scryfall lists five colors"
LAST_SYMBOL = "Scryfall drops the last symbol of a printed list of options"
KNOWN_DIFFERENCES_BOTH: dict[str, tuple[str, str, str]] = {
    "Kinnan, Bonder Prodigy": ("WUBRGC", "WUBRG", ANY_TYPE_IS_SIX),
    "Mana Flare": ("WUBRGC", "WUBRG", ANY_TYPE_IS_SIX),
    "Urban Retreat": ("WUG", "WG", LAST_SYMBOL),
}
KNOWN_DIFFERENCES_FIXTURES: dict[str, tuple[str, str, str]] = {
    **KNOWN_DIFFERENCES_BOTH,
    "Doubling Cube // Doubling Cube": ("WUBRGC", "", "Scryfall lists nothing for doubling mana"),
}
KNOWN_DIFFERENCES_RECENT: dict[str, tuple[str, str, str]] = {
    **KNOWN_DIFFERENCES_BOTH,
    "Roxanne, Starfall Savant": ("WUBRGC", "WUBRG", ANY_TYPE_IS_SIX),
    "Terra, Magical Adept // Esper Terra": ("WUBRG", "WUBR", LAST_SYMBOL),
    "Fangorn, Tree Shepherd": ("G", "", "Scryfall lists nothing for 'add twice that much {G}'"),
    "Multiversal Passage": ("WUBRG", "", "Scryfall lists nothing for a chosen basic land type"),
}


def differences(path: Path) -> dict[str, tuple[str, str]]:
    """(ours, Scryfall's) of every modern-schema card whose produces differs."""
    found = {}
    for card in read_cards(path):
        if "produced_mana" not in card and "keywords" not in card:
            continue  # the 2019 schema: nothing to compare with
        ours = "".join(produces(card_faces(card)))
        theirs = "".join(t for t in MANA_TYPES if t in (card.get("produced_mana") or []))
        if ours != theirs:
            found[card["name"]] = (ours, theirs)
    return found


def test_fixture_cards_differ_from_scryfall_exactly_where_documented() -> None:
    """Over tests/data: every difference is a known one, and every known one still occurs."""
    expected = {name: pair[:2] for name, pair in KNOWN_DIFFERENCES_FIXTURES.items()}
    assert differences(FIXTURES / "cards.jsonl.gz") == expected


def test_every_fixture_card_parses_without_issues() -> None:
    """Over tests/data: the detector finds nothing unaccounted for, and every row is
    well formed."""
    for card in read_cards(FIXTURES / "cards.jsonl.gz"):
        for f in card_faces(card):
            assert f.issues == (), card["name"]
            for row in f.mana:
                assert row.source_kind in set(SourceKind)
                assert row.choice in set(Choice)
                assert set(row.colors) <= set(MANA_TYPES)
                assert list(row.colors) == sorted(row.colors, key=MANA_TYPES.index)


@pytest.mark.skipif(
    not (SCRYFALL_DATA / "cards-recent.jsonl.gz").exists(), reason="the large files are absent"
)
def test_recent_cards_differ_from_scryfall_exactly_where_documented() -> None:
    """cards-recent (3,675 cards of 2023-2026): 456 of the 462 producers agree; the six
    that don't, Fangorn and Multiversal Passage, are each explained."""
    expected = {name: pair[:2] for name, pair in KNOWN_DIFFERENCES_RECENT.items()}
    assert differences(SCRYFALL_DATA / "cards-recent.jsonl.gz") == expected


@pytest.mark.skipif(not SCRYFALL_DATA.is_dir(), reason="the large files are absent")
@pytest.mark.parametrize(
    "name", ["cards-recent.jsonl.gz", "cards-2019.jsonl.gz", "cards-edge.json"]
)
def test_the_detector_finds_nothing_unaccounted_for_in_the_real_files(name: str) -> None:
    """Every face of the 49,935 real cards that mentions adding mana yields a row, and
    every row's ability mentions it: the count of parse issues is pinned at zero."""
    path = SCRYFALL_DATA / name
    cards = read_cards(path) if name.endswith(".gz") else iter(json.loads(path.read_text()))
    issues = [(c["name"], i) for c in cards for f in card_faces(c) for i in f.issues]
    assert issues == []
