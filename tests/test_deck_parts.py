"""The pure parts of pipeline.deck: decklist formats, name matching, requirements, and the
source-counting rules on cards built by hand (so they hold whatever the parser says)."""

from __future__ import annotations

import pytest

from pipeline.deck.analysis import CARD_COLUMNS, Card, DeckCard, DeckResult, Face, analyze
from pipeline.deck.decklist import DeckError, Entry, parse_decklist
from pipeline.deck.karsten import DeckShape
from pipeline.deck.land_search import parse_land_searches
from pipeline.deck.names import Named, NameIndex, normalize
from pipeline.deck.requirements import Requirement, requirements, turn
from pipeline.mana import parse_mana_cost

# -- decklists ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "entries"),
    [
        pytest.param(
            "About\nName Esika Goodstuff\n\nCommander\n1 Esika, God of the Tree (KHM) 168\n\n"
            "Companion\n1 Jegantha, the Wellspring (IKO) 222\n\nDeck\n4 Llanowar Elves (DOM) 168\n"
            "1 Sol Ring (CMM) 400 *F*\n2 Fire // Ice (MH2) 290\n\n"
            "Sideboard\n3 Tarmogoyf (FUT) 153\n",
            (
                Entry(5, 1, "Esika, God of the Tree", "commander"),
                Entry(8, 1, "Jegantha, the Wellspring", "companion"),
                Entry(11, 4, "Llanowar Elves", "main"),
                Entry(12, 1, "Sol Ring", "main"),
                Entry(13, 2, "Fire // Ice", "main"),
                Entry(16, 3, "Tarmogoyf", "sideboard"),
            ),
            id="arena export: sections and printings",
        ),
        pytest.param(
            '<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n'
            '  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" />\n'
            '  <Cards CatID="2" Quantity="2" Sideboard="true" Name="Tarmogoyf" />\n</Deck>\n',
            (Entry(3, 4, "Lightning Bolt", "main"), Entry(4, 2, "Tarmogoyf", "sideboard")),
            id="MTGO .dek XML with line numbers",
        ),
        pytest.param(
            '\ufeff<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n'
            '  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" />\n</Deck>\n',
            (Entry(3, 4, "Lightning Bolt", "main"),),
            id="MTGO .dek with a byte-order mark, as text (stdin, the API)",
        ),
    ],
)
def test_a_decklist_file_reads_as_its_entries(text, entries):
    assert parse_decklist(text, "deck").entries == entries


def test_mtgo_text_puts_the_cards_after_the_blank_line_in_the_sideboard():
    deck = parse_decklist("4 Lightning Bolt\n20 Mountain\n\n2 Tarmogoyf\n\n1 Fire/Ice\n", "m")

    assert [(e.name, e.section) for e in deck.entries] == [
        ("Lightning Bolt", "main"),
        ("Mountain", "main"),
        ("Tarmogoyf", "sideboard"),
        ("Fire/Ice", "sideboard"),
    ]


def test_plain_lists_comments_and_sb_prefix():
    text = "# my deck\n4x Lightning Bolt\n3 x Mountain\n// a comment\nSB: 2 Tarmogoyf\n"
    deck = parse_decklist(text, "p")

    assert [(e.line, e.count, e.name, e.section) for e in deck.entries] == [
        (2, 4, "Lightning Bolt", "main"),
        (3, 3, "Mountain", "main"),
        (5, 2, "Tarmogoyf", "sideboard"),
    ]


def test_a_blank_line_sideboard_larger_than_a_sideboard_is_noted_not_changed():
    """Blank lines between groups of main-deck cards made the groups after the first a
    sideboard, silently. It still reads as MTGO's layout says (nothing guessed), with a
    note once the sideboard is larger than one can be (CR 100.4a); MTGO's own is not."""
    grouped = parse_decklist("4 Lightning Bolt\n\n20 Mountain\n\n4 Shock\n", "g", "g.txt")
    mtgo = parse_decklist("4 Lightning Bolt\n20 Mountain\n\n15 Shock\n", "m", "m.txt")

    assert [e.section for e in grouped.entries] == ["main", "sideboard", "sideboard"]
    assert grouped.notes == (
        "g.txt: the 24 cards after the blank line 2 are read as the sideboard (MTGO's "
        "layout), though a sideboard holds 15 at most. If they belong to the main deck, "
        "remove the blank lines.",
    )
    assert mtgo.notes == ()


@pytest.mark.parametrize("header", ["// Sideboard", "//Sideboard:", "# sideboard", "# SB"])
def test_a_section_header_written_as_a_comment_starts_the_section(header):
    """The cards under "// Sideboard" were counted in the main deck (its pips, its
    requirements); a comment that is not a card section's header is still a comment."""
    text = f"# About\n4 Lightning Bolt\n// About\n20 Mountain\n{header}\n4 Counterspell\n"
    deck = parse_decklist(text, "c")

    assert [(e.name, e.section) for e in deck.entries] == [
        ("Lightning Bolt", "main"),
        ("Mountain", "main"),
        ("Counterspell", "sideboard"),
    ]


def test_lines_that_are_not_cards_are_errors_naming_each():
    with pytest.raises(DeckError) as error:
        parse_decklist("4 Lightning Bolt\nLightning Bolt\n0 Mountain\n", "x", "x.txt")

    assert str(error.value) == (
        "2 lines of x.txt are not a card line like '4 Lightning Bolt' or '4x Lightning "
        "Bolt', nor a header (Deck, Sideboard, Commander, Companion):\n"
        "  x.txt line 2: 'Lightning Bolt'\n"
        "  x.txt line 3: '0 Mountain'\n"
        "Fix or remove them, then run the command again."
    )


def test_a_line_quoted_in_an_error_is_cut_to_200_characters():
    """A 2 MB line went to stderr whole."""
    line = "x" * 2_000_000
    with pytest.raises(DeckError) as error:
        parse_decklist(f"4 Lightning Bolt\n{line}\n", "x", "x.txt")

    assert f"  x.txt line 2: {'x' * 200!r} ... (2,000,000 characters)\n" in str(error.value)
    assert len(str(error.value)) < 500


def test_a_dek_quantity_that_is_no_count_is_named_as_such():
    """Quantity="0", "-4" or "four" was "a Cards element without Quantity or Name"."""
    text = (
        '<?xml version="1.0"?>\n<Deck>\n'
        '<Cards CatID="1" Quantity="four" Sideboard="false" Name="Lightning Bolt"/>\n'
        '<Cards CatID="2" Quantity="-4" Sideboard="false" Name="Shock"/>\n'
        '<Cards CatID="3" Sideboard="false" Name="Opt"/>\n</Deck>\n'
    )
    with pytest.raises(DeckError) as error:
        parse_decklist(text, "d", "d.dek")

    assert str(error.value) == (
        "d.dek has cards it does not name or count:\n"
        "  d.dek line 3: Quantity='four' of 'Lightning Bolt' is not a number of copies (1 or "
        "more)\n"
        "  d.dek line 4: Quantity='-4' of 'Shock' is not a number of copies (1 or more)\n"
        "  d.dek line 5: a Cards element without Quantity or Name"
    )


def test_a_decklist_saved_as_utf16_is_read(tmp_path):
    """Windows Notepad's "Unicode" is UTF-16 with a byte-order mark: refused as "not
    UTF-8 text" before."""
    from pipeline.deck.load import read_decklists

    path = tmp_path / "notepad.txt"
    path.write_bytes("4 Lightning Bolt\r\n20 Mountain\r\n".encode("utf-16"))

    [deck] = read_decklists([str(path)])
    assert [(e.count, e.name) for e in deck.entries] == [(4, "Lightning Bolt"), (20, "Mountain")]


def test_a_dek_file_with_a_doctype_is_refused_before_any_entity_is_expanded():
    text = '<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY a "aaaa">]>\n<Deck>&a;</Deck>\n'
    with pytest.raises(DeckError, match=r"has a DOCTYPE; an MTGO \.dek file has none"):
        parse_decklist(text, "d", "d.dek")


def test_broken_xml_and_empty_lists_are_errors():
    with pytest.raises(DeckError, match=r"not a readable MTGO \.dek \(XML\) file: .* line 3"):
        parse_decklist("<Deck>\n<Cards Quantity='1' Name='X'>\n", "d", "d.dek")
    with pytest.raises(DeckError, match=r"e\.txt holds no main-deck cards"):
        parse_decklist("\n\n# nothing\n", "e", "e.txt")


# -- names -------------------------------------------------------------------------------


def test_normalize_ignores_case_accents_and_punctuation():
    assert normalize("Lim-Dûl's Vault") == normalize("lim dul's vault") == "limdulsvault"
    assert normalize("Fire // Ice") == normalize("Fire/Ice") == "fireice"
    assert normalize("Æther Vial") == normalize("Aether Vial") == "aethervial"


def test_full_names_beat_front_faces_and_closest_names_help():
    index = NameIndex(
        [
            Named("1", "Bonecrusher Giant // Stomp", "Bonecrusher Giant", ("Stomp",)),
            Named("2", "Lightning Bolt"),
            Named("3", "Doubling Cube // Doubling Cube", "Doubling Cube", ("Doubling Cube",)),
            Named("4", "Doubling Cube"),
            Named("5", "Jwari Disruption // Jwari Ruins", "Jwari Disruption", ("Jwari Ruins",)),
            Named("6", "Jwari Ruins"),  # an invented card of the back face's name
        ]
    )

    assert index.find("bonecrusher giant").key == "1"
    assert index.find("BONECRUSHER GIANT // STOMP").key == "1"
    assert index.find("Stomp") is None  # a back face is not a deck entry
    assert index.backs("stomp") == ["Bonecrusher Giant // Stomp"]  # but names its card
    assert index.backs("Doubling Cube") == []  # a card's own name
    assert index.backs("Jwari Ruins") == []  # a card of that name is no back face
    assert index.find("Jwari Ruins").key == "6"
    assert index.backs("Lightning Bolt") == index.backs("Xyzzy") == []
    assert index.find("Doubling Cube").key == "4"
    assert index.closest("Lightning Bolr") == ["Lightning Bolt"]
    assert index.closest("zzzz") == []


# -- requirements ------------------------------------------------------------------------

GOLD = True  # no single color pays the cost: Karsten's +1


@pytest.mark.parametrize(
    ("cost", "expected_turn", "expected"),
    [
        ("{1}{U}{U}", 3, [Requirement("U", 2)]),
        ("{R/W}{R/W}", 2, [Requirement("WR", 2)]),  # either color pays each
        ("{R}{R/W}", 2, [Requirement("R", 1), Requirement("WR", 2)]),
        ("{1}{W}{U}", 3, [Requirement(c, n, GOLD) for c, n in (("W", 1), ("U", 1), ("WU", 2))]),
        ("{2/W}{2/W}{2/W}", 3, [Requirement("W", 3)]),  # cast on curve with WWW
        ("{1}{G/P}", 2, []),  # 2 life pays it
        ("{X}{X}{G}", 1, [Requirement("G", 1)]),
        ("{1}{C}", 2, [Requirement("C", 1)]),
        ("{C/W}", 1, [Requirement("WC", 1)]),
        ("{3}", 3, []),
    ],
)  # fmt: skip
def test_requirements_of_a_cost(cost, expected_turn, expected):
    parsed = parse_mana_cost(cost)

    assert turn(parsed) == expected_turn
    assert requirements(parsed) == expected


def test_requirement_text():
    assert Requirement("U", 2).text == "UU"
    assert Requirement("WR", 3).text == "3 of W/R"


# -- counting rules on hand-built cards --------------------------------------------------

DELTA_TEXT = (
    "{T}, Pay 1 life, Sacrifice Polluted Delta: Search your library for an Island or Swamp "
    "card, put it onto the battlefield, then shuffle your library."
)
WILDS_TEXT = (
    "{T}, Sacrifice this land: Search your library for a basic land card, put it onto the "
    "battlefield tapped, then shuffle."
)


URZAS_SEARCH = "Search your library for an Urza's card, put it onto the battlefield, then shuffle."


def _land(key: str, type_line: str, produces: str = "", text: str = "") -> Card:
    face = Face(
        0, key, "", type_line, frozenset(produces), searches=tuple(parse_land_searches(text))
    )
    return Card(key, key, "normal", (face,))


def _modal(key: str, front: Face, back: Face) -> Card:
    """A modal double-faced card of two faces (CR 712)."""
    return Card(key, f"{front.name} // {back.name}", "modal_dfc", (front, back))


def _spell(key: str, cost: str, type_line: str = "Instant", **kwargs) -> Card:
    face = Face(0, key, cost, type_line, **kwargs)
    return Card(key, key, "normal", (face,))


def _deck(*entries: tuple) -> DeckResult:
    """analyze() of (card, count) or (card, count, section) entries; main by default."""
    return analyze("d", [DeckCard(e[0], e[1], e[2] if len(e) > 2 else "main") for e in entries])


def _colors(result) -> dict[str, tuple]:
    return {row["color"]: row for row in result.color_dicts()}


def test_fetch_lands_count_only_what_the_deck_lets_them_fetch():
    """Polluted Delta finds a Watery Grave (a Swamp, CR 305.6) but Evolving Wilds can't
    (not basic, CR 305.8); neither finds black in a deck without a Swamp-typed land."""
    delta = _land("Polluted Delta", "Land", text=DELTA_TEXT)
    wilds = _land("Evolving Wilds", "Land", text=WILDS_TEXT)
    island = _land("Island", "Basic Land — Island", "U")
    grave = _land("Watery Grave", "Land — Island Swamp", "UB")
    mountain = _land("Mountain", "Basic Land — Mountain", "R")
    bolt = _spell("Thoughtseize", "{B}", "Sorcery")
    with_grave = _deck((delta, 4), (wilds, 4), (island, 8), (grave, 1), (mountain, 8), (bolt, 35))
    without = _deck((delta, 4), (wilds, 4), (island, 9), (mountain, 8), (bolt, 35))

    assert _colors(with_grave)["B"]["land_sources"] == 4 + 1  # Delta and the Grave
    assert _colors(with_grave)["R"]["land_sources"] == 4 + 8  # Wilds finds a Mountain
    assert _colors(with_grave)["U"]["land_sources"] == 4 + 4 + 8 + 1
    assert _colors(without)["B"]["land_sources"] == 0
    assert with_grave.shape == DeckShape(60, 25)
    assert _colors(with_grave)["B"]["needed"] == 14  # Karsten's C: 14 in 60 cards


def test_a_search_for_urzas_lands_finds_scryfalls_urzas_tower():
    """Text writes "Urza's"; Scryfall's type lines write "Urza’s" (a typographic
    apostrophe). The search finds the Tower all the same."""
    [search] = parse_land_searches(URZAS_SEARCH)
    tower = Face(0, "Urza's Tower", "", "Land — Urza’s Tower")
    assert tower.subtypes == {"Urza's", "Tower"}
    assert search.finds(tower.supertypes, tower.subtypes)


def test_pips_count_the_spells_the_requirements_come_from():
    """Lands with an adventure (Final Fantasy's Towns), as Scryfall sends them: Lindblum's
    cost is on its adventure; Ishgard's {3}{W}{W} and Midgar's {2}{B} are on the land face,
    the adventure's cost empty. Pips came from the card's cost (0 red for Lindblum, while
    its adventure needed red sources); a spell taken from the castable faces as printed
    lost Ishgard's and Midgar's adventures. A land has no cost to cast it by: the cost is
    the adventure's."""

    def land_with_adventure(land: str, land_cost: str, spell: str, cost: str) -> Card:
        faces = (
            Face(0, land, land_cost, "Land — Town"),
            Face(1, spell, cost, "Sorcery — Adventure"),
        )
        return Card(land, f"{land} // {spell}", "adventure", faces)

    lindblum = land_with_adventure("Lindblum, Industrial Regency", "", "Mage Siege", "{2}{R}")
    ishgard = land_with_adventure("Ishgard, the Holy See", "{3}{W}{W}", "Faith & Grief", "")
    midgar = land_with_adventure("Midgar, City of Mako", "{2}{B}", "Reactor Raid", "")
    mountain = _land("Mountain", "Basic Land — Mountain", "R")
    result = _deck((lindblum, 4), (ishgard, 1), (midgar, 2), (mountain, 20))

    assert [_colors(result)[c]["pips"] for c in "WBR"] == [2, 2, 4]
    assert sorted((row[1], row[3]) for row in result.spells) == [
        ("Faith & Grief", "{3}{W}{W}"),
        ("Mage Siege", "{2}{R}"),
        ("Reactor Raid", "{2}{B}"),
    ]


def test_an_mdfc_land_back_is_a_land_source_and_a_land_and_never_fetched():
    florahedron = _modal(
        "TF",
        Face(0, "Tangled Florahedron", "{1}{G}", "Creature — Elemental", frozenset("G")),
        Face(1, "Tangled Vale", "", "Land", frozenset("G")),
    )
    any_land = _land(
        "Seeker",
        "Land",
        text="Search your library for a land card, put it onto the battlefield, then shuffle.",
    )
    forest = _land("Forest", "Basic Land — Forest", "G")
    filler = _spell("Ornithopter", "{0}", "Artifact Creature — Thopter")
    result = _deck((florahedron, 4), (any_land, 1), (forest, 1), (filler, 34))

    assert result.shape == DeckShape(40, 6)
    assert _colors(result)["G"]["land_sources"] == 4 + 1 + 1  # the seeker finds the Forest
    assert _colors(result)["G"]["nonland_sources"] == 0  # the creature front is not counted twice
    [spell] = result.spell_dicts()
    assert (spell["card"], spell["requirement"], spell["turn"]) == ("Tangled Florahedron", "G", 2)


def test_a_land_land_modal_card_is_a_source_of_either_faces_colors():
    """A Pathway's player picks the face as they play it (CR 712): a source of both colors,
    though of one at a time, as fetch lands count for every color they can find. It once
    counted its front face's color only."""
    pathway = _modal(
        "BP",
        Face(0, "Barkchannel Pathway", "", "Land", frozenset("G")),
        Face(1, "Tidechannel Pathway", "", "Land", frozenset("U")),
    )
    forest = _land("Forest", "Basic Land — Forest", "G")
    command = _spell("Cryptic Command", "{1}{U}{U}{U}")
    result = _deck((pathway, 8), (forest, 8), (command, 4), (_spell("Opt", "{U}"), 40))

    colors = _colors(result)
    assert (colors["G"]["land_sources"], colors["U"]["land_sources"]) == (16, 8)
    [pathway_row] = [dict(zip(CARD_COLUMNS, r, strict=True)) for r in result.cards[:1]]
    assert pathway_row["land_colors"] == ["U", "G"]


def test_a_treasure_maker_is_one_shot_and_never_a_nonland_source():
    dockside = _spell(
        "Dockside Extortionist", "{1}{R}", "Creature — Goblin Pirate", one_shot=frozenset("WUBRG")
    )
    ritual = _spell("Dark Ritual", "{B}", "Instant", one_shot=frozenset("B"))
    mox = _spell("Mox Jet", "{0}", "Artifact", produces=frozenset("B"))
    swamp = _land("Swamp", "Basic Land — Swamp", "B")
    result = _deck((dockside, 4), (ritual, 4), (mox, 4), (swamp, 48))
    black = _colors(result)["B"]

    assert (black["land_sources"], black["nonland_sources"], black["one_shot_sources"]) == (
        48,
        4,
        8,
    )
    assert _colors(result)["W"]["one_shot_sources"] == 4


def test_a_commander_counts_for_pips_and_multiplayer_rules_but_not_as_a_source():
    commander = _spell(
        "Esika", "{1}{G}{G}", "Legendary Creature — God", produces=frozenset("WUBRG")
    )
    forest = _land("Forest", "Basic Land — Forest", "G")
    filler = _spell("Ornithopter", "{0}", "Artifact Creature — Thopter")
    result = _deck((commander, 1, "commander"), (forest, 41), (filler, 58))
    green = _colors(result)["G"]

    assert result.shape == DeckShape(99, 41, multiplayer=True)
    assert (green["pips"], green["land_sources"], green["nonland_sources"]) == (2, 41, 0)
    assert green["needed"] == 28  # Karsten's 1CC in 99-card decks


def test_a_deck_without_lands_has_no_needed_sources_and_no_probability():
    result = _deck((_spell("Lightning Bolt", "{R}"), 60))

    assert _colors(result)["R"]["needed"] is None
    assert result.spell_dicts()[0]["probability"] is None
