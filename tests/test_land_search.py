"""The parse of "search your library for ... land card" (pipeline.deck.land_search).

Oracle texts are real cards' (tests/data and tests/data/decks); the rules are CR 305.6
(basic land types and their mana), 305.8 (basic means the supertype) and 205.3i.
"""

from __future__ import annotations

import duckdb
import pytest

from pipeline.deck.land_search import LAND_TYPES, LandSearch, land_types_in, parse_land_searches
from pipeline.deck.stage import write_parsed_land_searches

POLLUTED_DELTA = (
    "{T}, Pay 1 life, Sacrifice Polluted Delta: Search your library for an Island or Swamp "
    "card, put it onto the battlefield, then shuffle your library."
)
EVOLVING_WILDS = (
    "{T}, Sacrifice this land: Search your library for a basic land card, put it onto the "
    "battlefield tapped, then shuffle."
)
KROSAN_VERGE = (
    "Krosan Verge enters the battlefield tapped.\n{T}: Add {C}.\n{2}, {T}, Sacrifice Krosan "
    "Verge: Search your library for a Forest card and a Plains card, put them onto the "
    "battlefield tapped, then shuffle your library."
)
BANT_PANORAMA = (
    "{T}: Add {C}.\n{1}, {T}, Sacrifice Bant Panorama: Search your library for a basic "
    "Forest, Plains, or Island card and put it onto the battlefield tapped. Then shuffle "
    "your library."
)
MYRIAD_LANDSCAPE = (
    "Myriad Landscape enters the battlefield tapped.\n{T}: Add {C}.\n{2}, {T}, Sacrifice "
    "Myriad Landscape: Search your library for up to two basic land cards that share a land "
    "type, put them onto the battlefield tapped, then shuffle your library."
)
FARSEEK = (
    "Search your library for a Plains, Island, Swamp, or Mountain card and put it onto the "
    "battlefield tapped. Then shuffle your library."
)
CASE_OF_THE_SHATTERED_PACT = (
    "When this Case enters the battlefield, search your library for a basic land card, "
    "reveal it, put it into your hand, then shuffle.\nTo solve — There are five colors among "
    "permanents you control."
)
GHOST_QUARTER = (
    "{T}: Add {C}.\n{T}, Sacrifice Ghost Quarter: Destroy target land. Its controller may "
    "search their library for a basic land card, put it onto the battlefield, then shuffle "
    "their library."
)
MAELSTROM = (
    "{T}: Add {C}.\n{4}, {T}, Sacrifice this land: Search your library for a Dragon card, "
    "reveal it, put it into your hand, then shuffle."
)


BF = "battlefield"


def _summary(text: str) -> list[tuple]:
    return [
        (s.quantity, s.up_to, s.basic, s.snow, s.land_types, s.destination, s.tapped)
        for s in parse_land_searches(text)
    ]


def test_a_fetch_land_finds_either_basic_land_type():
    [search] = parse_land_searches(POLLUTED_DELTA)

    assert search == LandSearch(
        search_index=0,
        text="Search your library for an Island or Swamp card, put it onto the battlefield, "
        "then shuffle your library.",
        quantity=1,
        up_to=False,
        basic=False,
        snow=False,
        land_types=("Island", "Swamp"),
        destination="battlefield",
        tapped=False,
    )
    assert search.named_type_colors == ("U", "B")


def test_a_basic_land_card_needs_the_basic_supertype_and_names_no_type():
    assert _summary(EVOLVING_WILDS) == [(1, False, True, False, (), "battlefield", True)]


def test_two_cards_in_one_search_are_two_rows():
    searches = parse_land_searches(KROSAN_VERGE)

    assert [(s.search_index, s.land_types) for s in searches] == [
        (0, ("Forest",)),
        (1, ("Plains",)),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (BANT_PANORAMA, [(1, False, True, False, ("Forest", "Plains", "Island"), BF, True)]),
        (MYRIAD_LANDSCAPE, [(2, True, True, False, (), BF, True)]),
        (FARSEEK, [(1, False, False, False, ("Plains", "Island", "Swamp", "Mountain"), BF, True)]),
        (CASE_OF_THE_SHATTERED_PACT, [(1, False, True, False, (), "hand", False)]),
    ],
    ids=["panorama", "up to two", "farseek", "to hand"],
)  # fmt: skip
def test_lists_of_types_quantities_and_destinations(text, expected):
    assert _summary(text) == expected


def test_other_players_searches_and_searches_for_nonlands_are_not_land_searches():
    assert parse_land_searches(GHOST_QUARTER) == []
    assert parse_land_searches(MAELSTROM) == []  # a Dragon card
    assert parse_land_searches("Search your library for a nonland card, reveal it.") == []
    assert parse_land_searches(None) == []


def test_finds_follows_the_supertype_and_subtypes_of_the_land():
    """CR 305.8: Stomping Ground is a Forest but not basic; Wastes is basic, no type."""
    [delta] = parse_land_searches(POLLUTED_DELTA)
    [wilds] = parse_land_searches(EVOLVING_WILDS)
    stomping_ground = (frozenset(), frozenset({"Mountain", "Forest"}))
    watery_grave = (frozenset(), frozenset({"Island", "Swamp"}))
    wastes = (frozenset({"Basic"}), frozenset())
    island = (frozenset({"Basic"}), frozenset({"Island"}))

    assert [delta.finds(*land) for land in (stomping_ground, watery_grave, wastes, island)] == [
        False,
        True,
        False,
        True,
    ]
    assert [wilds.finds(*land) for land in (stomping_ground, watery_grave, wastes, island)] == [
        False,
        False,
        True,
        True,
    ]


def test_the_land_types_a_file_has_are_its_land_only_type_lines_subtypes():
    """A subtype of a land is a land type (205.3i): a type no list has yet counts once a
    land has it. A land creature's or an enchantment land's subtypes are not land types;
    Scryfall's "Urza’s" is text's "Urza's"."""
    found = land_types_in(
        [
            "Land — Urza’s Tower",
            "Basic Snow Land — Forest",
            "Legendary Land — Hideaway",  # invented: a land type of next year
            "Land Creature — Forest Dryad",
            "Enchantment Land — Urza’s Saga",
            "Artifact — Equipment",
            "Legendary — Elf",  # no card type at all: not a land
            "Land",
            None,
        ]
    )
    assert found - LAND_TYPES == {"Hideaway"}
    assert "Urza's" in found


def test_a_search_for_a_land_type_of_the_file_is_a_land_search():
    text = "Search your library for a Hideaway card, put it onto the battlefield, then shuffle."
    assert parse_land_searches(text) == []  # not a land type of CR 205.3i's list
    [search] = parse_land_searches(text, land_types_in(["Land — Hideaway"]))
    assert (search.land_types, search.destination) == (("Hideaway",), BF)


def test_a_build_reads_the_land_types_of_its_own_lands():
    """`parsed_land_searches` of a build: the staged faces' lands say which types exist."""
    con = duckdb.connect()
    con.execute(
        "create table stg_scryfall__faces as select * from (values "
        "('k1', 'Search your library for a Hideaway card, put it into your hand.', 'Sorcery'),"
        "('k2', '{T}: Add {C}.', 'Land — Hideaway')"
        ") as t(face_text_key, oracle_text, type_line)"
    )
    write_parsed_land_searches(con)
    assert con.execute("select face_text_key, land_types from parsed_land_searches").fetchall() == [
        ("k1", ["Hideaway"])
    ]
