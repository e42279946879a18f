"""Bad data in a bulk file: loaded where possible and recorded in `parse_issues`, never a
crash; a file that can't be read at all fails the refresh and keeps the last good
warehouse (issue #7, part 2).

The cards are real fixture cards, with the damage done by hand to a copy; each test names
the exact rows it expects in `parse_issues`.
"""

from __future__ import annotations

import bz2
import copy
import gzip
import json
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import (
    DATA,
    assert_built,
    built_from_file,
    fixture_cards,
    invoke,
    private_copy,
    query,
    refresh_from_file,
    sha256,
)
from scryfall_server import ScryfallServer

FIXTURE = fixture_cards()
FIXTURE_LINES = gzip.decompress((DATA / "cards.jsonl.gz").read_bytes()).decode().splitlines()
TEMPLATE = next(c for c in FIXTURE if c["name"] == "Spider Manifestation")  # {1}{R/G}, G R


def card(title: Any, /, **changes: Any) -> dict[str, Any]:
    """A copy of a real card with a new name and ids; a change to None removes the field."""
    made = copy.deepcopy(TEMPLATE)
    made["id"] = str(uuid.uuid5(uuid.NAMESPACE_URL, f"test-card/{title}"))
    made["oracle_id"] = str(uuid.uuid5(uuid.NAMESPACE_URL, f"test-oracle/{title}"))
    made["name"] = title
    for key, value in changes.items():
        if value is None:
            made.pop(key, None)
        else:
            made[key] = value
    return made


def line(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False)


def write(path: Path, lines: list[str], shape: str = "jsonl") -> Path:
    """Write card lines as Scryfall does: JSON Lines, or a legacy array one card per line."""
    if shape.startswith("array"):
        text = "[\n" + ",\n".join(lines) + "\n]\n"
    else:
        text = "".join(ln + "\n" for ln in lines)
    data = text.encode("utf-8")
    path.write_bytes(gzip.compress(data) if shape.endswith(".gz") else data)
    return path


def issues(db: Path, fields: tuple[str, ...], problem: str = "%") -> list[tuple]:
    """(field, text, problem) of the parse_issues rows about `fields` whose problem is
    like `problem`, sorted (a NULL text first)."""
    marks = ", ".join("?" for _ in fields)
    found = query(
        db,
        f"select field, text, problem from parse_issues where field in ({marks}) "
        "and problem like ?",
        [*fields, problem],
    )
    return sorted(found, key=lambda r: (r[0], r[1] or "", r[2]))


build = refresh_from_file
built = built_from_file


def card_names(db: Path) -> list[str]:
    return sorted(r[0] for r in query(db, "select name from cards where name is not null"))


FIXTURE_NAMES = sorted(c["name"] for c in FIXTURE)


# -- malformed JSON -----------------------------------------------------------------------------

BAD_FIRST = '{"object": "card", "name": "Cut Off'
BAD_MIDDLE = '{"object": "card", "name": broken, "flavor_text": "' + "long " * 60 + '"}'
"""Longer than the 200 characters of a line that parse_issues keeps."""
BAD_LAST = '{"object": "card", "cmc": 3,, "name": "x"}'
BROKEN = [BAD_FIRST, *FIXTURE_LINES[:3], BAD_MIDDLE, *FIXTURE_LINES[3:], BAD_LAST]
N = len(BROKEN)


def expected_line_issues(offset: int) -> list[tuple]:
    """The three malformed lines, named by their line numbers (+1 in an array: the `[`)."""
    return [
        ("file", f"line {1 + offset}: {BAD_FIRST}",
         "malformed JSON: Unterminated string starting at: line 1 column 28 (char 27)"),
        ("file", f"line {5 + offset}: {BAD_MIDDLE[:200]}",
         "malformed JSON: Expecting value: line 1 column 28 (char 27)"),
        ("file", f"line {N + offset}: {BAD_LAST}",
         "malformed JSON: Expecting property name enclosed in double quotes: "
         "line 1 column 29 (char 28)"),
    ]  # fmt: skip


@pytest.mark.parametrize("shape", ["jsonl", "jsonl.gz", "array", "array.gz"])
def test_malformed_lines_are_skipped_and_named_by_line_number(runner, tmp_path, shape):
    source = write(tmp_path / f"cards.{shape}", BROKEN, shape)

    db = built(runner, source, tmp_path / "w.duckdb")

    offset = 1 if shape.startswith("array") else 0
    assert sorted(issues(db, ("file",))) == sorted(expected_line_issues(offset))
    assert card_names(db) == FIXTURE_NAMES  # every good line loaded, nothing else


def _deep(levels: int) -> Any:
    value: Any = "legal"
    for _ in range(levels):
        value = {"x": value}
    return value


UNLOADABLE = {
    "a key in another case": (
        card("Capital Standard", legalities={**TEMPLATE["legalities"], "Standard": "legal"}),
        "the field legalities.Standard appears twice, in two cases",
    ),
    "a key in the minority's case": (
        card("Capital Only", legalities={"Standard": "legal"}),
        "the field legalities.Standard spelled 'Standard', where most cards spell it "
        "'standard': DuckDB takes the two for one field",
    ),
    "an empty field name": (
        card("Nameless Field", **{"": 1}),
        "a field with an empty name, which can't be a column",
    ),
    "nesting DuckDB can't read": (
        card("Deep", legalities=_deep(130)),
        "nested more than 100 levels deep (DuckDB reads 128 at most)",
    ),
}


@pytest.mark.parametrize("case", UNLOADABLE)
def test_a_card_duckdb_cannot_load_beside_the_others_is_a_skipped_line(runner, tmp_path, case):
    """One card with what DuckDB can't load as a record among the others (a key that
    differs from the others' only by case, an empty field name, nesting past 100 levels)
    once stopped the whole refresh; it is a bad line now, named, and the rest loads."""
    odd, problem = UNLOADABLE[case]
    source = write(tmp_path / "cards.jsonl", [*FIXTURE_LINES[:3], line(odd), *FIXTURE_LINES[3:]])

    db = built(runner, source, tmp_path / "w.duckdb")

    assert [(t[:7], p) for _, t, p in issues(db, ("file",))] == [("line 4:", problem)]
    assert card_names(db) == FIXTURE_NAMES


def test_a_card_object_of_a_megabyte_loads_whole(runner, tmp_path):
    """A card object far larger than any real one (a few kB, tens at most) loads whole: no
    size limit of the JSON reader cuts or refuses it."""
    big = card("Big Flavor", flavor_text="x" * 1_000_000)
    source = write(tmp_path / "cards.jsonl", [*FIXTURE_LINES, line(big)])

    db = built(runner, source, tmp_path / "w.duckdb")

    assert query(db, "select length(flavor_text) from cards where id = ?", [big["id"]]) == [
        (1_000_000,)
    ]


def test_the_refresh_says_which_lines_it_skipped(runner, tmp_path):
    source = write(tmp_path / "cards.jsonl", BROKEN)
    db = tmp_path / "w.duckdb"

    result = build(runner, source, db)

    assert_built(
        result,
        db,
        source,
        217,
        rf"Skipped 3 unreadable lines of the file \(line 1, 5, {N}\): see parse_issues where "
        r"field = 'file'\.\n",
    )


@pytest.mark.parametrize("shape", ["2026", "legacy"])
def test_malformed_lines_in_a_downloaded_file_are_skipped_and_named(runner, tmp_path, shape):
    """The same file served by Scryfall: gzip JSON Lines, or the legacy array."""
    with ScryfallServer(DATA, index_shape=shape) as server:
        server.set_cards_file(write(tmp_path / "served.jsonl", BROKEN))
        db = tmp_path / "w.duckdb"
        result = invoke(
            runner, "refresh", "--api-url", server.url, "--db", db, "--quiet", "--no-reports"
        )

    assert result.exit_code == 0, result.output
    offset = 1 if shape == "legacy" else 0
    assert sorted(issues(db, ("file",))) == sorted(expected_line_issues(offset))
    assert card_names(db) == FIXTURE_NAMES


def test_lines_that_are_json_but_not_cards_are_reported(runner, tmp_path):
    """A line that is valid JSON but not an object must not turn the whole file into one
    `json` column (DuckDB's fallback): it is reported, and the cards load as cards."""
    lines = [*FIXTURE_LINES[:2], "[1, 2]", '"a string"', *FIXTURE_LINES[2:]]

    db = built(runner, write(tmp_path / "cards.jsonl", lines), tmp_path / "w.duckdb")

    assert issues(db, ("file",)) == [
        ("file", "line 3: [1, 2]", "not a JSON object"),
        ("file", 'line 4: "a string"', "not a JSON object"),
    ]
    assert card_names(db) == FIXTURE_NAMES
    assert query(db, "select count(*) from cards where id is null") == [(0,)]


# -- cards that lack fields, or carry them in the wrong shape ----------------------------------


NO_ID = "card object lacks a valid id; not loaded: every table is keyed by id"


def test_a_card_missing_the_fields_the_pipeline_relies_on_is_loaded_and_reported(runner, tmp_path):
    """A card with no name or layout loads and is reported; one with no id can't be keyed
    (every table's grain includes it): it is reported and left out."""
    nameless = card("nameless", name=None, layout=None)
    bare = card("No Cost Or Text", mana_cost=None, type_line=None, oracle_text=None, cmc=None,
                colors=None, produced_mana=None)  # fmt: skip
    lines = [*FIXTURE_LINES, "{}", line(card("No Id", id=None)), line(nameless), line(bare)]

    db = built(runner, write(tmp_path / "cards.jsonl", lines), tmp_path / "w.duckdb")

    assert issues(db, ("id", "name", "layout")) == [
        ("id", "", NO_ID),
        ("id", "No Id", NO_ID),
        ("layout", None, "card object lacks layout"),
        ("name", None, "card object lacks name"),
    ]
    assert query(db, "select count(*) from cards") == [(len(FIXTURE) + 2,)]
    # a card with no mana cost has mana value 0 (CR 202.3a) and no chroma; no cmc to check
    assert query(
        db,
        "select mana_cost, chroma_r, chroma_g, mana_value, cmc_matches from card_chroma "
        "where name = ?",
        ["No Cost Or Text"],
    ) == [(None, 0, 0, 0.0, None)]


def test_a_card_without_a_name_has_a_page_found_by_its_faces(runner, tmp_path):
    """`pipeline card` finds a nameless two-faced card by a face's name and says, in place
    of the name, that it has none."""
    lines = [
        line({**c, "name": None}) if c["name"] == "Tangled Florahedron // Tangled Vale" else line(c)
        for c in FIXTURE
    ]
    db = built(runner, write(tmp_path / "cards.jsonl", lines), tmp_path / "w.duckdb")

    result = invoke(runner, "card", "Tangled Florahedron", "--db", db)

    assert result.exit_code == 0, result.output
    lines_out = result.stdout.splitlines()
    assert lines_out[0] == "(no name: card 235d1ffc-72aa-40a2-95dc-3f6a8d495061)"
    assert lines_out[3].strip().startswith("Tangled Florahedron")


def test_fields_of_the_wrong_type_load_as_null_and_are_reported(runner, tmp_path):
    """One card with a number where Scryfall sends text used to type the whole column as
    JSON and crash the build; now only that value is lost, and it is reported."""
    odd = {
        "name": card(12),
        "mana_cost": card("Numeric Cost", mana_cost=5),
        "layout": card("Numeric Layout", layout=7),
        "type_line": card("Listed Type", type_line=["Creature"]),
        "colors": card("String Colors", colors="G"),
        "released_at": card("Someday", released_at="soon"),
        "cmc": card("Wordy Cmc", cmc="three"),
        "id": card("Bad Id", id="not-a-uuid"),
    }
    lines = [*FIXTURE_LINES, *(line(c) for c in odd.values())]

    db = built(runner, write(tmp_path / "cards.jsonl", lines), tmp_path / "w.duckdb")

    def problem(field: str, what: str) -> str:
        return f"not {what} (card {odd[field]['id']}); loaded as NULL"

    found = issues(db, tuple(odd), "not %; loaded as NULL") + issues(
        db, tuple(odd), "card object lacks %"
    )
    assert sorted(found, key=lambda r: (r[0], r[1] or "", r[2])) == [
        ("cmc", '"three"', problem("cmc", "a number")),
        ("colors", '"G"', problem("colors", "a list of strings")),
        ("id", "Bad Id", NO_ID),
        ("id", "not-a-uuid", problem("id", "a UUID")),
        ("layout", "7", problem("layout", "a string")),
        ("layout", "Numeric Layout", "card object lacks layout"),
        ("mana_cost", "5", problem("mana_cost", "a string")),
        ("name", None, "card object lacks name"),
        ("name", "12", problem("name", "a string")),
        ("released_at", "soon", problem("released_at", "a date")),
        ("type_line", '["Creature"]', problem("type_line", "a string")),
    ]
    # all but Bad Id, whose id is no UUID: a card that can't be keyed is left out
    assert query(db, "select count(*) from cards") == [(len(FIXTURE) + len(odd) - 1,)]
    # the good cards are as they came: text stays text, dates stay dates
    loaded = [c["name"] for c in odd.values() if isinstance(c["name"], str)]
    assert card_names(db) == sorted([*FIXTURE_NAMES, *(n for n in loaded if n != "Bad Id")])
    assert query(db, "select mana_cost, released_at::varchar from cards where name = ?",
                ["Spider Manifestation"]) == [("{1}{R/G}", TEMPLATE["released_at"])]  # fmt: skip


# -- what the pipeline does not know yet --------------------------------------------------------


def test_unknown_layouts_symbols_and_fields_are_loaded_and_reported(runner, tmp_path):
    galaxy = card("Galaxy Brain", layout="galaxy_brain")
    q_cost = card("Quantum Cost", mana_cost="{Q}{2}")
    future = card("From the Future", future_field={"shape": "new", "count": 3})
    lines = [*FIXTURE_LINES, line(galaxy), line(q_cost), line(future)]

    db = built(runner, write(tmp_path / "cards.jsonl", lines), tmp_path / "w.duckdb")

    assert issues(db, ("layout", "mana_cost", "cards.future_field")) == [
        ("cards.future_field", "", "unknown Scryfall field; loaded as a column as is"),
        ("layout", "galaxy_brain", "unknown layout (1 cards): loaded, mana cost taken from "
         "the top-level or first face"),
        ("mana_cost", "{Q}{2}", "Not a mana symbol: {Q}\n    {Q}{2}\n    ~~^"),
    ]  # fmt: skip
    chroma = "select chroma_r, chroma_g, mana_value from card_chroma where name = ?"
    assert query(db, chroma, ["Galaxy Brain"]) == [(1, 1, 2.0)]  # its own cost, {1}{R/G}
    assert query(db, chroma, ["Quantum Cost"]) == [(None, None, None)]  # no guess
    assert query(db, "select future_field.count from cards where name = ?",
                ["From the Future"]) == [(3,)]  # fmt: skip
    # the only field reported: documented fields these cards lack are not unknown ones
    assert query(db, "select field from parse_issues where problem like 'unknown Scryfall%'") == [
        ("cards.future_field",)
    ]


def test_unexpected_produced_mana_values_are_reported(runner, tmp_path):
    odd = card("Odd Producer", produced_mana=["W", "X", "purple", "g"])
    scalar = card("Scalar Producer", produced_mana="G")
    lines = [*FIXTURE_LINES, line(odd), line(scalar)]

    db = built(runner, write(tmp_path / "cards.jsonl", lines), tmp_path / "w.duckdb")

    expected = "not one of W U B R G C (CR 106.1b); ignored in comparisons"
    assert issues(db, ("produced_mana",)) == [
        ("produced_mana", '"G"', f"not a list of strings (card {scalar['id']}); loaded as NULL"),
        ("produced_mana", "X", expected),
        ("produced_mana", "g", expected),
        ("produced_mana", "purple", expected),
    ]
    assert query(db, "select produced_mana from cards where name = ?", ["Odd Producer"]) == [
        (["W", "X", "purple", "g"],)
    ]
    assert query(db, "select count(*) from cards") == [(len(FIXTURE) + 2,)]


NON_ASCII = ["稲妻", "Æther Vial", "Mañana", "Man\u0303ana", "שָׁלוֹם", "Zoë 🐉 Flame"]


def test_non_ascii_names_survive_load_and_query_exactly(runner, tmp_path):
    """Composed and decomposed forms stay distinct (no normalisation), and the names
    come back out of `pipeline query` byte for byte."""
    lines = [*FIXTURE_LINES, *(line(card(n)) for n in NON_ASCII)]
    source = write(tmp_path / "cards.jsonl.gz", lines, "jsonl.gz")

    db = built(runner, source, tmp_path / "w.duckdb")

    assert card_names(db) == sorted([*FIXTURE_NAMES, *NON_ASCII])
    fixture_non_ascii = sorted(n for n in FIXTURE_NAMES if not n.isascii())
    assert len(fixture_non_ascii) >= 10  # Lim-Dûl's Vault, Jötun Grunt, Déjà Vu, ...
    result = invoke(runner, "query", "--db", db, "--format", "json",
                    "select name from cards where not regexp_matches(name, '^[ -~]*$') "
                    "order by name")  # fmt: skip
    assert result.exit_code == 0, result.output
    assert sorted(r["name"] for r in json.loads(result.stdout)) == sorted(
        [*fixture_non_ascii, *NON_ASCII]
    )
    assert query(db, "select count(*) from parse_issues where field = 'file'") == [(0,)]


def test_a_utf8_byte_order_mark_is_not_a_malformed_line(runner, tmp_path):
    source = tmp_path / "bom.jsonl"
    source.write_bytes(b"\xef\xbb\xbf" + "\n".join(FIXTURE_LINES).encode())

    db = built(runner, source, tmp_path / "w.duckdb")

    assert card_names(db) == FIXTURE_NAMES
    assert query(db, "select count(*) from parse_issues where field = 'file'") == [(0,)]


# -- files that can't be read at all --------------------------------------------------------------


@pytest.fixture(scope="module")
def good_warehouse(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from typer.testing import CliRunner

    db = tmp_path_factory.mktemp("good") / "cards.duckdb"
    return built(CliRunner(), DATA / "cards.jsonl.gz", db)


@pytest.fixture
def warehouse(tmp_path: Path, good_warehouse: Path) -> Iterator[tuple[Path, str]]:
    db = private_copy(good_warehouse, tmp_path)
    yield db, sha256(db)


GZ = (DATA / "cards.jsonl.gz").read_bytes()
ARRAY_LINES = ["[", *(ln + "," for ln in FIXTURE_LINES[:5])]
UNREADABLE: dict[str, tuple[bytes, str]] = {
    "empty": (
        b"",
        "{p} is empty: there is no JSON in it. Download it again, or give another file.",
    ),
    "an HTML error page": (
        b"<html><body>502 Bad Gateway</body></html>",
        "{p} is not JSON or JSON Lines (it starts with '<html><body>502 Bad ').",
    ),
    "binary": (
        bytes(range(256)) * 4,
        "Can't read {p}: it is not UTF-8 text (invalid start byte), so not JSON. Give a "
        "Scryfall JSON or JSON Lines file, plain or gzip compressed.",
    ),
    "not UTF-8": (
        "\n".join(FIXTURE_LINES)
        .replace("Lim-Dûl", "Lim-D\udcfbl")
        .encode("utf-8", "surrogateescape"),
        "Can't read {p}: it is not UTF-8 text (invalid start byte), so not JSON. Give a "
        "Scryfall JSON or JSON Lines file, plain or gzip compressed.",
    ),
    "gzip compressed twice": (
        gzip.compress(GZ),
        "Can't read {p}: it is gzip compressed twice. The pipeline reads JSON or JSON Lines, "
        "plain or gzip compressed once, as Scryfall serves them: unpack it first.",
    ),
    "a zip archive": (
        b"PK\x03\x04" + bytes(range(128, 256)),
        "Can't read {p}: it is a zip archive. The pipeline reads JSON or JSON Lines, plain "
        "or gzip compressed once, as Scryfall serves them: unpack it first.",
    ),
    "bzip2 inside gzip": (
        gzip.compress(bz2.compress(b"[]")),
        "Can't read {p}: it is bzip2 compressed, inside gzip. The pipeline reads JSON or JSON "
        "Lines, plain or gzip compressed once, as Scryfall serves them: unpack it first.",
    ),
    "bzip2": (
        bz2.compress("\n".join(FIXTURE_LINES).encode()),
        "Can't read {p}: it is bzip2 compressed. The pipeline reads JSON or JSON Lines, "
        "plain or gzip compressed once, as Scryfall serves them: unpack it first.",
    ),
    "truncated gzip": (
        GZ[: len(GZ) // 2],
        "Can't read {p}: its gzip stream ends before its data does (Compressed file ended "
        "before the end-of-stream marker was reached): the file is cut short. Download it "
        "again.",
    ),
    "damaged gzip data": (
        GZ[:20] + bytes(b ^ 0xFF for b in GZ[20:60]) + GZ[60:],
        "Can't read {p}: its gzip data is damaged (Error -3 while decompressing data: "
        "invalid literal/lengths set). Download it again.",
    ),
    "a damaged block deep in gzip data": (
        GZ[: len(GZ) // 2]
        + bytes(b ^ 0xFF for b in GZ[len(GZ) // 2 : len(GZ) // 2 + 50])
        + GZ[len(GZ) // 2 + 50 :],
        # read on, this block was once taken for text that is not UTF-8
        "Can't read {p}: its gzip data is damaged (CRC check failed 3847500172 != "
        "2635609490). Download it again.",
    ),
    "gzip of text": (
        gzip.compress(b"hello, not json\n"),
        "{p} is not JSON or JSON Lines (it starts with 'hello, not json\\n').",
    ),
    "an array cut short": (
        "\n".join(ARRAY_LINES).encode(),
        "{p} does not end with the ']' that closes its JSON array: the file is cut short, "
        "so cards are missing, or something follows the array. Download it again.",
    ),
    "text after a closed array": (
        ("\n".join([*ARRAY_LINES[:-1], ARRAY_LINES[-1].rstrip(","), "]"]) + "garbage\n").encode(),
        "{p} does not end with the ']' that closes its JSON array: the file is cut short, "
        "so cards are missing, or something follows the array. Download it again.",
    ),
    "a gzipped array cut short mid-card": (
        gzip.compress("\n".join(ARRAY_LINES).encode()[:-500]),
        "{p} ends at line 6 before its JSON array is closed: the file is cut short, and "
        "cards after that line are missing. Download it again.",
    ),
    "every line broken": (
        b'{"name": broken}\n{"name": also broken}\n',
        "Can't read {p} as JSON: Expecting value: line 1 column 10 (char 9)",
    ),
    "no card objects": (
        b"[1]\n[2]\n",
        "{p} holds no readable card objects (2 bad lines).",
    ),
    "an empty object": (
        b"{}\n",
        "{p} holds no readable card objects (1 bad line).",
    ),
    # a file damaged this badly would replace the warehouse with a few cards, and the
    # history would record the others removed, then added again by the next good refresh
    "more broken lines than cards": (
        ("\n".join(FIXTURE_LINES[:3] + [ln[:50] for ln in FIXTURE_LINES[3:7]]) + "\n").encode(),
        "4 lines of {p} can't be read as card objects (line 4, 5, 6, 7), more than the 3 "
        "cards that can: the file is damaged or is not a card file. The warehouse was not "
        "changed; download the file again or give the right one.",
    ),
    "one page of a search": (
        json.dumps(
            {
                "object": "list",
                "total_cards": 2000,
                "has_more": True,
                "next_page": "https://api.scryfall.com/cards/search?page=2",
                "data": FIXTURE[:20],
            }
        ).encode(),
        "{p} is one page of a longer Scryfall list ('has_more' is true): it holds 20 of "
        "2,000 objects, and the others are on the pages after it. Nothing was changed; save "
        "every page into one file (their 'data' lists joined), or give a bulk file.",
    ),
}


@pytest.mark.parametrize("case", UNREADABLE)
def test_a_file_that_cannot_be_read_fails_and_keeps_the_last_good_warehouse(
    runner, tmp_path, warehouse, case
):
    db, before = warehouse
    body, message = UNREADABLE[case]
    source = tmp_path / "cards.dat"
    source.write_bytes(body)

    result = build(runner, source, db)

    assert result.exit_code == 1
    assert result.stderr == "Error: " + message.format(p=source) + "\n"
    assert sha256(db) == before
    assert query(db, "select count(*) from cards") == [(len(FIXTURE),)]
    assert sorted(p.name for p in db.parent.iterdir()) == ["cards.duckdb", "cards.duckdb.lock"]
