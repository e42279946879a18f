"""`pipeline deck` and `Warehouse.deck()` on decklists written for these tests.

The warehouse is built, like every test warehouse, by the real CLI from real Scryfall
objects: tests/data/cards.jsonl.gz plus the cards the deck tests add
(tests/data/decks/cards.jsonl.gz, see tests/make_deck_fixtures.py). The decklists in
tests/data/decks use every format: Arena (boros-hybrid.txt, esika-commander.txt), MTGO
.txt (temur-fetches.txt) and .dek (temur-fetches.dek), plain `4x` lines (selesnya-40.txt).

Expected numbers follow from the rules in pipeline/deck/analysis.py and the README's
"Decks" section, worked out by hand in the comments; `needed` is Karsten's published table
wherever the deck has his land count (60 cards and 25 lands, 40 and 17, 99 and 41).
"""

from __future__ import annotations

import csv
import gzip
import io
import json
from pathlib import Path

import polars as pl
import pytest
from typer.testing import CliRunner

import pipeline
from conftest import DATA, invoke
from pipeline.deck.decklist import DeckError
from pipeline.errors import WarehouseError
from pipeline.owned import LEDGER

DECKS = DATA / "decks"
COLOR_HEADER = "deck,color,pips,land_sources,nonland_sources,one_shot_sources,needed,deficit"
SPELL_HEADER = (
    "deck,card,count,mana_cost,turn,requirement,sources,needed,probability,colors,pips,gold,section"
)


@pytest.fixture(scope="module")
def deck_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from pipeline.cli import app

    folder = tmp_path_factory.mktemp("deck-warehouse")
    cards = folder / "cards.jsonl"
    with cards.open("wb") as out:
        for part in (DATA / "cards.jsonl.gz", DECKS / "cards.jsonl.gz"):
            out.write(gzip.decompress(part.read_bytes()))
    db = folder / "cards.duckdb"
    result = CliRunner().invoke(
        app,
        ["refresh", "--db", str(db), "--from-file", str(cards), "--quiet", "--no-reports"],
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.output
    return db


def deck(runner, db, *args):
    result = invoke(runner, "deck", *args, "--db", db)
    assert result.exit_code == 0, result.output
    return result


def csv_lines(runner, db, *args) -> list[str]:
    """The lines `deck ARGS --format csv` prints; the command must succeed."""
    return deck(runner, db, *args, "--format", "csv").stdout.splitlines()


def test_hybrid_costs_count_sources_of_either_color(runner, deck_db):
    """boros-hybrid.txt (Arena): 9 Plains, 8 Mountain, 4 Sacred Foundry, 4 Windswept Heath.

    Heath fetches a Forest or Plains card: the Plains and the Foundry (a Mountain Plains),
    so it counts for white and red, never green. W: 9+4+4 = 17, R: 8+4+4 = 16, and the
    hybrid requirements count lands of either color: W/R all 25, W/G 17, R/G 16.
    Pips are chroma: a hybrid symbol counts for each of its colors (W 42 = Figure 4 +
    Reckoner 12 + Finks 8 + Procession 12 + Wrath 6). Mox Ruby is a nonland red source;
    Manamorphose ("two mana in any combination of colors") a one-shot source of each.
    Needed, from the 60-card table: WWW on turn 3 (Spectral Procession) 23; R 14;
    {R/W}x3 on turn 3 (Boros Reckoner) 23 of either; {1}{G/W}{G/W} 18; {1}{R/G} 13.
    """
    assert csv_lines(runner, deck_db, DECKS / "boros-hybrid.txt") == [
        COLOR_HEADER,
        "boros-hybrid,W,42,17,0,4,23,-6",
        "boros-hybrid,U,0,0,0,4,,",
        "boros-hybrid,B,0,0,0,4,,",
        "boros-hybrid,R,28,16,4,4,14,2",
        "boros-hybrid,G,12,0,0,4,,",
        "boros-hybrid,WR,16,25,4,4,23,2",
        "boros-hybrid,WG,8,17,0,4,18,-1",
        "boros-hybrid,RG,4,16,4,4,13,3",
    ]


def test_hybrid_spells_one_row_per_requirement(runner, deck_db):
    assert csv_lines(runner, deck_db, DECKS / "boros-hybrid.txt", "--spells") == [
        SPELL_HEADER,
        "boros-hybrid,Figure of Destiny,4,{R/W},1,1 of W/R,25,14,1.0,WR,1,false,main",
        "boros-hybrid,Boros Reckoner,4,{R/W}{R/W}{R/W},3,3 of W/R,25,23,1.0,WR,3,false,main",
        "boros-hybrid,Kitchen Finks,4,{1}{G/W}{G/W},3,2 of W/G,17,18,0.8965,WG,2,false,main",
        "boros-hybrid,Spectral Procession,4,{2/W}{2/W}{2/W},3,WWW,17,23,0.6095,W,3,false,main",
        "boros-hybrid,Lightning Bolt,4,{R},1,R,16,14,0.9488,R,1,false,main",
        "boros-hybrid,Monastery Swiftspear,4,{R},1,R,16,14,0.9488,R,1,false,main",
        "boros-hybrid,Manamorphose,4,{1}{R/G},2,1 of R/G,16,13,0.9643,RG,1,false,main",
        "boros-hybrid,Wrath of God,3,{2}{W}{W},4,WW,17,16,0.958,W,2,false,main",
    ]


TEMUR_COLORS = [
    COLOR_HEADER,
    "temur-fetches,W,0,0,0,0,,",
    "temur-fetches,U,40,19,4,0,21,-2",
    "temur-fetches,B,3,5,0,0,14,-9",
    "temur-fetches,R,24,9,0,0,17,-8",
    "temur-fetches,G,9,19,4,0,14,5",
    "temur-fetches,UR,32,22,4,0,25,-3",
]


def test_fetch_lands_and_an_mdfc_land(runner, deck_db):
    """temur-fetches.txt (MTGO): fetch lands count for what this deck's lands can be.

    Polluted Delta (an Island or Swamp card) finds Island, Snow-Covered Island, Breeding
    Pool (Forest Island) and Watery Grave (Island Swamp): U, G and B. Wooded Foothills (a
    Mountain or Forest card): Mountain, Forest, Stomping Ground, Breeding Pool: U R G.
    Evolving Wilds (a basic land card) finds the basics only: U R G, not B, as Watery
    Grave is not basic (CR 305.8). Tangled Florahedron's back is a land: a green land
    source, and one of the 25 lands. So U = 4+4+2+4+1+3+1 = 19, B = 4+1 = 5,
    R = 4+2+2+1 = 9, G = 4+4+2+4+2+2+1 = 19, U-or-R = 25 - 2 Forest - Florahedron = 22.
    Needed (60 cards, 25 lands): Cryptic Command and Lord of Atlantis 21 blue;
    Thoughtseize 14 black; Explosion's RR 16 + 1 (gold) = 17 red; Llanowar Elves 14
    green; Explosion's four U-or-R on turn 4 (X = 0) 24 + 1 = 25.
    """
    assert csv_lines(runner, deck_db, DECKS / "temur-fetches.txt") == TEMUR_COLORS


def test_the_dek_file_reads_as_the_txt(runner, deck_db):
    assert csv_lines(runner, deck_db, DECKS / "temur-fetches.dek") == TEMUR_COLORS


def test_fetched_colors_per_card(deck_db):
    with pipeline.open(deck_db) as wh:
        frames = wh.deck(DECKS / "temur-fetches.txt")
    lands = frames.cards.filter(pl.col("kind") == "land").select(
        "card", "count", "land_colors", "fetched_colors"
    )

    assert lands.rows()[:3] == [
        ("Polluted Delta", 4, ["U", "B", "G"], ["U", "B", "G"]),
        ("Wooded Foothills", 4, ["U", "R", "G"], ["U", "R", "G"]),
        ("Evolving Wilds", 2, ["U", "R", "G"], ["U", "R", "G"]),
    ]
    assert lands.filter(pl.col("card").str.starts_with("Tangled")).rows() == [
        ("Tangled Florahedron // Tangled Vale", 1, ["G"], [])
    ]
    sideboard = frames.cards.filter(pl.col("section") == "sideboard")["card"].to_list()
    assert sideboard == ["Wrath of God", "Goblin Chainwhirler"]


def test_a_40_card_deck(runner, deck_db):
    """selesnya-40.txt (plain 4x): 8 Forest, 7 Plains, Blossoming Sands, Temple Garden.

    G 10 and W 9 land sources; hybrid {G/W} sees all 17, {G/U} (Thranduil) the 10 green.
    Needed from the 40-card table (17 lands): Elvish Archdruid 1CC 12 green; Spectral
    Procession CCC 16 white; Assure {G/W}{G/W} on turn 2, CC, 14; Silvan Rally 1CC 12.
    Birds of Paradise makes any color: 2 nonland sources of each. Pips count every spell
    cast: the adventures' too (Squeak By {W} twice, Silvan Rally {1}{G/U}{G/U}).
    """
    assert csv_lines(runner, deck_db, DECKS / "selesnya-40.txt") == [
        COLOR_HEADER,
        "selesnya-40,W,20,9,2,0,16,-7",
        "selesnya-40,U,4,0,2,0,,",
        "selesnya-40,B,0,0,2,0,,",
        "selesnya-40,R,0,0,2,0,,",
        "selesnya-40,G,30,10,8,0,12,-2",
        "selesnya-40,WG,12,17,8,0,14,3",
        "selesnya-40,UG,4,10,8,0,12,-2",
    ]


def test_a_100_card_commander_deck(deck_db):
    """esika-commander.txt (Arena): Esika and 99 cards, 41 of them lands.

    Multiplayer rules (free mulligan, turn-one draw), so Karsten's 99-card numbers: Esika
    ({1}{G}{G}) needs 28 green. Green land sources: 23 lands that make or fetch green, 5
    Forest and a Snow-Covered Forest: 29. Warping Wail and Spatial Contortion cost {C}: a
    colorless row, needing 19 sources (1C); only Reflecting Pool, Krosan Verge and Bant
    Panorama make {C} among the lands; Sol Ring, Mind Stone and Delighted Halfling among
    the rest; Warping Wail's Eldrazi Scion is one-shot, and so is Black Lotus, which
    sacrifices itself for its mana (CR 701.21). Green pips count the adventures and
    back faces cast as spells too: The Prismatic Bridge (Esika's back face) and Silvan Rally.
    """
    with pipeline.open(deck_db) as wh:
        frames = wh.deck(DECKS / "esika-commander.txt")
    colors = {row["color"]: row for row in frames.colors.to_dicts()}
    esika = frames.spells.filter(pl.col("card") == "Esika, God of the Tree")

    assert frames.cards["count"].sum() == 100
    assert colors["G"] == {
        "deck": "esika-commander",
        "color": "G",
        "pips": 25,
        "land_sources": 29,
        "nonland_sources": 10,
        "one_shot_sources": 6,
        "needed": 28,
        "deficit": 1,
    }
    assert list(colors["C"].values())[2:] == [2, 3, 3, 1, 19, -16]
    assert esika.select("section", "turn", "requirement", "sources", "needed").rows() == [
        ("commander", 3, "GG", 29, 28)
    ]


def test_unknown_names_list_every_line_with_the_closest_names_or_the_card_of_a_back_face(
    runner, deck_db
):
    path = DECKS / "unknown-names.txt"
    result = invoke(runner, "deck", path, "--db", deck_db)

    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr == (
        "Error: 4 card names the warehouse does not know:\n"
        f"  {path} line 2: 'Lightning Bolr' (closest: Lightning Bolt)\n"
        f"  {path} line 3: 'Tarmogoyff' (closest: Tarmogoyf)\n"
        f"  {path} line 4: 'Xyzzy the Unknowable' (no close match)\n"
        f"  {path} line 5: 'Stomp' (a back face of Bonecrusher Giant // Stomp: name the card "
        "by its front face)\n"
        "Correct the names (case, accents and punctuation don't matter), or run 'pipeline "
        "refresh' if the cards are newer than the warehouse.\n"
    )


def test_names_match_ignoring_case_accents_punctuation_and_by_front_face(deck_db):
    text = (
        "1 JOTUN GRUNT\n1 lim-dul's vault\n1 Deja Vu\n1 fire/ice\n1 Bonecrusher Giant\n"
        "1 tangled florahedron\n1 aether vial\n"
    )
    with pipeline.open(deck_db) as wh:
        cards = wh.deck(text).cards["card"].to_list()

    assert cards == [
        "Jötun Grunt",
        "Lim-Dûl's Vault",
        "Déjà Vu",
        "Fire // Ice",
        "Bonecrusher Giant // Stomp",
        "Tangled Florahedron // Tangled Vale",
        "Aether Vial",
    ]


def test_several_decks_make_one_table(runner, deck_db):
    result = deck(
        runner, deck_db, DECKS / "temur-fetches.txt", DECKS / "selesnya-40.txt", "-f", "csv"
    )
    rows = result.stdout.splitlines()

    assert rows[0] == COLOR_HEADER
    assert [r.split(",")[0] for r in rows[1:]] == ["temur-fetches"] * 6 + ["selesnya-40"] * 7


def test_standard_input_is_a_deck(deck_db):
    from pipeline.cli import app

    text = (DECKS / "temur-fetches.txt").read_text(encoding="utf-8")
    result = CliRunner().invoke(app, ["deck", "-", "--db", str(deck_db), "-f", "csv"], input=text)

    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        row.replace("temur-fetches", "stdin") for row in TEMUR_COLORS
    ]


def test_a_spirit_guide_is_a_one_shot_source_never_a_nonland_one(runner, deck_db):
    """Its mana ability works only from the hand (CR 113.6m): once, and never as a
    permanent, like a ritual."""
    from pipeline.cli import app

    result = CliRunner().invoke(
        app, ["deck", "-", "--db", str(deck_db), "-f", "csv"],
        input="4 Simian Spirit Guide\n4 Lightning Bolt\n20 Mountain\n",
    )  # fmt: skip

    assert result.exit_code == 0, result.output
    red = next(r for r in csv.DictReader(io.StringIO(result.stdout)) if r["color"] == "R")
    assert (red["land_sources"], red["nonland_sources"], red["one_shot_sources"]) == (
        "20", "0", "4"
    )  # fmt: skip


def test_a_treasure_another_player_creates_is_no_source_of_the_deck(runner, tmp_path):
    """A token is its creator's (CR 111.2): "Its controller creates a Treasure token" gave
    the deck a one-shot source of every color, the opponent's mana."""
    import uuid

    from pipeline.cli import app

    lines = gzip.decompress((DATA / "cards.jsonl.gz").read_bytes()).decode().splitlines()
    probe = next(c for c in map(json.loads, lines) if c["name"] == "Pest Infestation")
    made = []
    for title, text in [
        ("Salvage Writ", "Destroy target artifact. Its controller creates a Treasure token."),
        ("Plunder Writ", "Destroy target artifact. You create a Treasure token."),
    ]:
        card = {**probe, "name": title, "oracle_text": text, "mana_cost": "{1}{R}", "cmc": 2.0}
        card["id"] = str(uuid.uuid5(uuid.NAMESPACE_URL, f"deck-test/{title}"))
        card["oracle_id"] = str(uuid.uuid5(uuid.NAMESPACE_URL, f"deck-test-oracle/{title}"))
        made.append(json.dumps(card))
    source = tmp_path / "cards.jsonl"
    source.write_text("\n".join([*lines, *made]) + "\n")
    db = tmp_path / "cards.duckdb"
    built = invoke(runner, "refresh", "--from-file", source, "--db", db, "--no-reports", "-q")
    assert built.exit_code == 0, built.output

    def white_one_shot(decklist: str) -> str:
        result = CliRunner().invoke(
            app, ["deck", "-", "--db", str(db), "-f", "csv"], input=decklist
        )
        assert result.exit_code == 0, result.output
        rows = csv.DictReader(io.StringIO(result.stdout))
        return next(r["one_shot_sources"] for r in rows if r["color"] == "W")

    assert white_one_shot("4 Salvage Writ\n4 Plains\n20 Mountain\n") == "0"
    assert white_one_shot("4 Plunder Writ\n4 Plains\n20 Mountain\n") == "4"


def test_a_note_names_a_blank_line_sideboard_too_large_to_be_one(deck_db):
    from pipeline.cli import app

    result = CliRunner().invoke(
        app, ["deck", "-", "--db", str(deck_db), "-f", "csv"],
        input="4 Lightning Bolt\n\n20 Mountain\n",
    )  # fmt: skip

    assert result.exit_code == 0, result.output
    assert result.stderr == (
        "Note: standard input: the 20 cards after the blank line 2 are read as the sideboard "
        "(MTGO's layout), though a sideboard holds 15 at most. If they belong to the main "
        "deck, remove the blank lines.\n"
    )


def test_every_output_format(runner, deck_db):
    path = DECKS / "selesnya-40.txt"
    as_json = json.loads(deck(runner, deck_db, path, "-f", "json").stdout)
    markdown = deck(runner, deck_db, path, "-f", "markdown").stdout.splitlines()
    table = deck(runner, deck_db, path)

    assert as_json[1] == {
        "deck": "selesnya-40",
        "color": "U",
        "pips": 4,
        "land_sources": 0,
        "nonland_sources": 2,
        "one_shot_sources": 0,
        "needed": None,
        "deficit": None,
    }
    assert markdown[:3] == [
        "| " + COLOR_HEADER.replace(",", " | ") + " |",
        "|---|---|---|---|---|---|---|---|",
        "| selesnya-40 | W | 20 | 9 | 2 | 0 | 16 | -7 |",
    ]
    rows = [line.split() for line in table.stdout.splitlines() if line.startswith("selesnya")]
    assert rows[0] == ["selesnya-40", "W", "20", "9", "2", "0", "16", "-7"]
    assert len(rows) == 7
    assert table.stderr == "(7 rows)\n"


STEM = "script-Boros-co"  # the file name made of the deck name "<script>Boros & 'co'"


def test_html_pages_chart_and_escape_every_value(runner, deck_db, tmp_path):
    named = tmp_path / "<script>Boros & 'co'.txt"
    named.write_text((DECKS / "boros-hybrid.txt").read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "html"

    result = deck(runner, deck_db, named, "--html", out)

    assert sorted(p.name for p in out.iterdir()) == [LEDGER, f"{STEM}.html", f"{STEM}.svg"]
    written = [str(out / f"{STEM}.svg"), str(out / f"{STEM}.html")]
    assert result.stderr.splitlines() == ["(8 rows)", *written]
    page = (out / f"{STEM}.html").read_text(encoding="utf-8")
    chart = (out / f"{STEM}.svg").read_text(encoding="utf-8")
    assert "<script" not in page and "<script" not in chart
    assert "<h1>&lt;script&gt;Boros &amp; &#x27;co&#x27;</h1>" in page
    assert "<title>&lt;script&gt;Boros &amp; &#x27;co&#x27;: pips and mana" in chart
    assert page.count("<svg") == 1  # the chart is inline: nothing to fetch
    assert "http" not in page.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "17 / 23 (-6)" in chart  # white: 17 land sources, 23 needed
    assert "<h2>Spells at risk (2)</h2>" in page  # Procession and Finks


def test_html_pages_are_rewritten_run_after_run_unless_changed_since(runner, deck_db, tmp_path):
    """A page as the last run wrote it is replaced; one the user edited since is theirs."""
    out = tmp_path / "html"
    deck(runner, deck_db, DECKS / "boros-hybrid.txt", "--html", out)
    (out / "boros-hybrid.svg").unlink()
    deck(runner, deck_db, DECKS / "boros-hybrid.txt", "--html", out)
    (out / "boros-hybrid.html").write_text("my notes")

    edited = invoke(runner, "deck", DECKS / "boros-hybrid.txt", "--html", out, "--db", deck_db)

    assert edited.exit_code == 1
    assert "boros-hybrid.html (changed since `pipeline deck --html` wrote it)" in edited.stderr
    assert (out / "boros-hybrid.html").read_text() == "my notes"
    (out / "boros-hybrid.html").unlink()
    deck(runner, deck_db, DECKS / "boros-hybrid.txt", "--html", out)
    assert (out / "boros-hybrid.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert (out / "boros-hybrid.svg").read_text(encoding="utf-8").startswith("<svg")


def test_an_export_into_the_same_folder_leaves_the_deck_pages(runner, deck_db, tmp_path):
    """Each command removes only what it wrote: a full export into a folder where
    `deck --html` wrote pages keeps them."""
    out = tmp_path / "shared"
    deck(runner, deck_db, DECKS / "boros-hybrid.txt", "--html", out)

    exported = invoke(runner, "export", "--db", deck_db, "--out", out, "--quiet")

    assert exported.exit_code == 0, exported.output
    assert (out / "boros-hybrid.html").is_file() and (out / "boros-hybrid.svg").is_file()
    deck(runner, deck_db, DECKS / "boros-hybrid.txt", "--html", out)  # and back again


def test_html_pages_never_replace_a_file_the_pipeline_did_not_write(runner, deck_db, tmp_path):
    """A decklist saved as boros-hybrid.html in the --html folder is the user's: the run
    stops before writing anything, and the decklist is intact."""
    decklist = (DECKS / "boros-hybrid.txt").read_text(encoding="utf-8")
    (tmp_path / "boros-hybrid.html").write_text(decklist, encoding="utf-8")

    result = invoke(
        runner, "deck", tmp_path / "boros-hybrid.html", "--html", tmp_path, "--db", deck_db
    )

    assert result.exit_code == 1
    assert result.stderr.splitlines()[-1].startswith(
        f"Error: {tmp_path} already holds boros-hybrid.html, which `pipeline deck --html` has "
        "no record of writing there"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["boros-hybrid.html"]
    assert (tmp_path / "boros-hybrid.html").read_text(encoding="utf-8") == decklist


def test_a_missing_file_and_a_bad_format_are_errors(runner, deck_db, tmp_path):
    missing = invoke(runner, "deck", tmp_path / "nope.txt", "--db", deck_db)
    bad_format = invoke(runner, "deck", DECKS / "selesnya-40.txt", "-f", "xml", "--db", deck_db)

    assert (missing.exit_code, missing.stderr) == (
        1,
        f"Error: No decklist at {tmp_path / 'nope.txt'}. Check the path.\n",
    )
    assert bad_format.exit_code == 2
    assert "'xml' is not one of 'table', 'csv', 'json', 'markdown'." in bad_format.stderr


def test_an_empty_decklist_name_is_neither_the_current_folder_nor_a_file(runner, deck_db):
    """`deck ""` and wh.deck("") read Path(""), the current folder ("Can't read the
    decklist : Is a directory.")."""
    result = invoke(runner, "deck", "", "--db", deck_db)
    with pipeline.open(deck_db) as wh, pytest.raises(DeckError) as error:
        wh.deck("")

    assert (result.exit_code, result.stderr) == (
        1,
        "Error: An empty name is no decklist file: give a file's path, or -.\n",
    )
    assert str(error.value).startswith("the decklist text holds no main-deck cards.")


def test_a_warehouse_from_before_decks_asks_for_a_rebuild(deck_db, tmp_path):
    import duckdb

    old = tmp_path / "old.duckdb"
    old.write_bytes(deck_db.read_bytes())
    with duckdb.connect(str(old)) as con:
        con.execute("drop table land_searches")

    with pipeline.open(old) as wh, pytest.raises(WarehouseError) as error:
        wh.deck("4 Lightning Bolt\n")
    assert "has no land_searches table" in str(error.value)
    assert "pipeline refresh --force" in str(error.value)


def test_the_api_takes_text_or_a_path_and_returns_dataframes(deck_db):
    with pipeline.open(deck_db) as wh:
        from_path = wh.deck(str(DECKS / "boros-hybrid.txt"))
        from_text = wh.deck((DECKS / "boros-hybrid.txt").read_text(encoding="utf-8"), "mine")

    assert from_path.colors.columns == COLOR_HEADER.split(",")
    assert from_path.spells.columns == SPELL_HEADER.split(",")
    assert from_text.colors["deck"].unique().to_list() == ["mine"]
    assert from_path.colors.drop("deck").equals(from_text.colors.drop("deck"))
    assert from_path.spells.schema["probability"] == pl.Float64


def test_the_api_unpacks_three_frames_and_keeps_the_notes(deck_db):
    """The notes `pipeline deck` prints reach the API too, without changing the
    documented unpacking of the three frames."""
    with pipeline.open(deck_db) as wh:
        found = wh.deck("4 Lightning Bolt\n\n20 Mountain\n")
        colors, spells, cards = found

    assert (colors is found.colors, spells is found.spells, cards is found.cards) == (
        True,
        True,
        True,
    )
    assert found.notes == (
        "the decklist text: the 20 cards after the blank line 2 are read as the sideboard "
        "(MTGO's layout), though a sideboard holds 15 at most. If they belong to the main "
        "deck, remove the blank lines.",
    )


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda wh: wh.deck(b"4 Forest\n"), "The decklist (a file's path or the list's text) "
         "must be text, not bytes."),
        (lambda wh: wh.deck(None), "The decklist (a file's path or the list's text) must be "
         "text, not NoneType."),
        (lambda wh: wh.deck("4 Forest\n", 3), "The deck's name must be text, not int."),
        (lambda wh: wh.report(None), "The report's name must be text, not NoneType."),
        (lambda wh: wh.prices(None), "The card's name must be text, not NoneType."),
        (lambda wh: wh.table(7), "The table's name must be text, not int."),
    ],
)  # fmt: skip
def test_an_api_argument_of_the_wrong_kind_is_named(deck_db, call, message):
    with pipeline.open(deck_db) as wh, pytest.raises(WarehouseError) as error:
        call(wh)
    assert str(error.value) == message


def test_a_card_whose_name_ends_in_brackets_is_no_printing(tmp_path):
    """'1 Hazmat Suit (Used)' was cut as if '(Used)' were a set code, and the error then
    offered the very name typed. The name as written is looked up first; a real set code
    after a name still reads as a printing."""
    from pipeline.cli import app

    lines = gzip.decompress((DATA / "cards.jsonl.gz").read_bytes()).splitlines()
    plains = next(c for c in map(json.loads, lines) if c["name"] == "Plains")
    suit = dict(plains, id="0000feed-0000-4000-8000-000000000001", name="Hazmat Suit (Used)",
                oracle_id="0000feed-0000-4000-8000-000000000002", type_line="Artifact",
                mana_cost="{2}", oracle_text="", cmc=2.0, colors=[])  # fmt: skip
    cards = tmp_path / "cards.jsonl"
    cards.write_text(json.dumps(plains) + "\n" + json.dumps(suit) + "\n", encoding="utf-8")
    db = tmp_path / "cards.duckdb"
    built = CliRunner().invoke(
        app, ["refresh", "--db", str(db), "--from-file", str(cards), "--quiet", "--no-reports"]
    )
    assert built.exit_code == 0, built.output

    result = CliRunner().invoke(
        app, ["deck", "-", "--db", str(db), "-f", "csv"],
        input="1 Hazmat Suit (Used)\n20 Plains (UNF) 240\n",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    pips = {r["color"]: r["land_sources"] for r in csv.DictReader(io.StringIO(result.stdout))}
    assert pips["W"] == "20"


def test_the_api_names_a_folder_given_as_a_decklist(deck_db, tmp_path):
    """wh.deck("decks") read the folder's name as a decklist's text: 'not a card line'."""
    with pipeline.open(deck_db) as wh, pytest.raises(DeckError) as error:
        wh.deck(str(tmp_path))
    assert str(error.value) == f"Can't read the decklist {tmp_path}: Is a directory."


def test_a_one_line_decklist_too_long_for_a_path_is_read_as_text(deck_db):
    """A line longer than a file name can be raised OSError (File name too long) when the
    API asked whether it named a file."""
    with pipeline.open(deck_db) as wh, pytest.raises(DeckError) as error:
        wh.deck("4 Lightning Bolt " * 30)
    assert str(error.value).startswith(
        "1 card name the warehouse does not know:\n  the decklist text line 1: 'Lightning Bolt 4 "
    )
