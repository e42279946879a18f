"""Values of the wrong kind inside list and object fields, fields that change kind on every
card, records of other objects among the cards, and rulings, sets or symbols files that
hold something else: what a refresh loads and what parse_issues says.

Each test writes real fixture cards (tests/data) with one value changed, runs the real
refresh, and compares with the fixture warehouse, built from the same cards unchanged: the
bad card's value is NULL, every other card's value and the column's type are as they were,
and parse_issues has exactly the rows the change explains.
"""

from __future__ import annotations

import copy
import json
from collections import Counter
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from conftest import (
    DATA,
    built_from_file,
    fixture_cards,
    invoke,
    query,
    refresh_from_file,
    sha256,
    sorted_fields,
)

FIXTURE = fixture_cards()
BY_NAME = {c["name"]: c for c in FIXTURE}
ELVES = "Llanowar Elves"
GISELA = "Gisela, the Broken Blade"
BRUNA = "Bruna, the Fading Light"
FLORAHEDRON = "Tangled Florahedron // Tangled Vale"
NO_ID = "card object lacks a valid id; not loaded: every table is keyed by id"


def compact(value: Any) -> str:
    """A JSON value as DuckDB's to_json writes it."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def write_cards(path: Path, cards: list[Any]) -> Path:
    path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cards), "utf-8")
    return path


def changed(name: str, change: Callable[[dict[str, Any]], None]) -> list[dict[str, Any]]:
    """The fixture cards, the one called `name` changed in place by `change`."""
    cards = copy.deepcopy(FIXTURE)
    change(next(c for c in cards if c["name"] == name))
    return cards


def setting(field: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda card: card.__setitem__(field, value)


refresh = refresh_from_file
built = built_from_file


def issue_rows(db: Path) -> Counter[tuple]:
    return Counter(query(db, "select card_id::varchar, field, text, problem from parse_issues"))


def new_issues(db: Path, reference: Path) -> list[tuple]:
    """The parse_issues rows of `db` that the reference warehouse does not have."""
    return sorted((issue_rows(db) - issue_rows(reference)).elements(), key=str)


def lost_issues(db: Path, reference: Path) -> list[tuple]:
    return sorted((issue_rows(reference) - issue_rows(db)).elements(), key=str)


def column_type(db: Path, field: str) -> list[str]:
    """The field's type, its structs' fields in name order: a file typed anew (sampled)
    has them in the order they first appear, the dictionary's types in its own order."""
    return [sorted_fields(t) for (t,) in query(db, f'select distinct typeof("{field}") from cards')]


def value_of(db: Path, field: str, name: str) -> list[tuple]:
    return query(db, f'select to_json("{field}") from cards where name = ?', [name])


def parsed_value_of(db: Path, field: str, name: str) -> list[Any]:
    """value_of, each JSON text read: objects equal whatever the order of their fields."""
    return [None if text is None else json.loads(text) for (text,) in value_of(db, field, name)]


# -- one wrong value inside a list or an object ------------------------------------------------


def _inner(field: str, change: Callable[[Any], None]) -> Callable[[dict[str, Any]], None]:
    return lambda card: change(card[field])


# What parse_issues says of a wrong value, one kind of problem each: `{id}` stands for the
# changed card's id, `{field}` for the case's field.
NOT_STRINGS = "not a list of strings (card {id}); loaded as NULL"


def a_string_not(kind: str) -> str:
    """A string where the other cards have `kind`: the whole value is NULL."""
    return (
        f"not {kind} as the other cards have it (card {{id}}): {{field}} is a string; "
        "loaded as NULL"
    )


def a_number_inside(part: str) -> str:
    """A number at `part` of the field where the other cards have a string: only that part
    is NULL."""
    return (
        "not shaped as the other cards' {field} (card {id}): {field}" + part + " is a number, "
        "not a string; that part loaded as NULL, the rest as it came"
    )


CASES: dict[str, tuple[str, str, Callable[[dict[str, Any]], None], str, str]] = {
    # case: (card changed, field, change, another card with the field, what is wrong)
    "a number in produced_mana": (
        ELVES, "produced_mana", setting("produced_mana", ["W", 5]), "Urza's Saga",
        "not a list of strings (card {id}); the items that are not strings were left out",
    ),
    "a number in colors": (
        ELVES, "colors", setting("colors", [5]), GISELA,
        NOT_STRINGS,  # nothing left: not colorless
    ),
    "a list in colors": (ELVES, "colors", setting("colors", [["W"]]), GISELA, NOT_STRINGS),
    "numbers in keywords": (GISELA, "keywords", setting("keywords", [1, 2]), BRUNA, NOT_STRINGS),
    "a string for legalities": (
        ELVES, "legalities", setting("legalities", "legal"), GISELA, a_string_not("an object"),
    ),
    "a number inside legalities": (
        ELVES, "legalities", _inner("legalities", lambda v: v.update(standard=5)), GISELA,
        a_number_inside(".standard"),
    ),
    "a string for image_uris": (
        ELVES, "image_uris", setting("image_uris", "x"), GISELA, a_string_not("an object"),
    ),
    "a string for all_parts": (
        BRUNA, "all_parts", setting("all_parts", "x"), GISELA, a_string_not("a list of objects"),
    ),
    "a number inside all_parts": (
        BRUNA, "all_parts", _inner("all_parts", lambda v: v[0].update(id=5)), GISELA,
        a_number_inside("[].id"),
    ),
    "a number inside card_faces": (
        FLORAHEDRON, "card_faces", _inner("card_faces", lambda v: v[0].update(illustration_id=5)),
        "Fire // Ice", a_number_inside("[].illustration_id"),
    ),
    "a string for card_faces": (
        FLORAHEDRON, "card_faces", setting("card_faces", "oops"), "Fire // Ice",
        a_string_not("a list of objects"),
    ),
    "text among numbers in edhrec_rank": (
        ELVES, "edhrec_rank", setting("edhrec_rank", "1234"), GISELA, a_string_not("a number"),
    ),
    "a string for prices": (
        ELVES, "prices", setting("prices", "free"), GISELA, a_string_not("an object"),
    ),
}  # fmt: skip


def _as_loaded(field: str, name: str, old: str, new: str) -> Callable[[Path], str]:
    """The card's value in a warehouse as text (every field of the column, in its order,
    nulls too), with `old` JSON replaced by `new`."""

    def text(warehouse: Path) -> str:
        [(value,)] = value_of(warehouse, field, name)
        assert value.count(old) == 1, value
        return str(value.replace(old, new))

    return text


TEXTS = {
    # the issue's text of a value DuckDB loaded as a struct: the value as the build loaded
    # it (the fields in the order the file gave them), the odd part in place of its NULL
    "a number inside card_faces": _as_loaded(
        "card_faces", FLORAHEDRON, '"illustration_id":null', '"illustration_id":5'
    ),
    # the odd value is inside: DuckDB loaded it into the struct the other cards gave it
    "a number inside legalities": _as_loaded(
        "legalities", ELVES, '"standard":null', '"standard":5'
    ),
    "a number inside all_parts": _as_loaded("all_parts", BRUNA, '"id":null', '"id":5'),
}

MENDED = {
    # only the odd part is NULL: the card keeps every other format, every other part's id
    "a number inside legalities": _as_loaded(
        "legalities", ELVES, '"standard":"not_legal"', '"standard":null'
    ),
    "a number inside all_parts": _as_loaded(
        "all_parts", BRUNA, f'"id":"{BY_NAME[BRUNA]["all_parts"][0]["id"]}"', '"id":null'
    ),
    # both faces kept, so the card's cost and chroma too (a whole NULL lost them)
    "a number inside card_faces": _as_loaded(
        "card_faces",
        FLORAHEDRON,
        '"illustration_id":"54ab23c2-34a0-4ab8-9910-75464c93b3fe"',
        '"illustration_id":null',
    ),
}

BAD_CARD_VALUE = {
    # prices are a struct of numbers, NULL each, for a card that has none (as before)
    "a string for prices": compact(dict.fromkeys(BY_NAME[ELVES]["prices"])),
    # of a list, the strings stay: an odd item is left out, as an odd string is ignored
    "a number in produced_mana": compact(["W"]),
}

FOLLOWS = {
    # what else a case changes, rightly: a card whose faces are lost has no cost to count
    "a string for card_faces": [
        ("cmc", None, "mana value 0.0 computed from the cost differs from Scryfall's cmc 2.0")
    ],
}


@pytest.mark.parametrize("case", CASES)
def test_one_wrong_value_in_a_list_or_object_field_is_null_and_the_rest_as_it_was(
    runner, tmp_path, fixture_warehouse, case
):
    name, field, change, other, problem = CASES[case]
    cards = changed(name, change)
    bad = next(c for c in cards if c["name"] == name)
    source = write_cards(tmp_path / "cards.jsonl", cards)

    db = built(runner, source, tmp_path / "w.duckdb")

    kept = MENDED[case](fixture_warehouse) if case in MENDED else BAD_CARD_VALUE.get(case)
    assert parsed_value_of(db, field, name) == [None if kept is None else json.loads(kept)]
    text = TEXTS[case](db) if case in TEXTS else compact(bad[field])
    # the column keeps the type every other card gives it, and their values
    assert column_type(db, field) == column_type(fixture_warehouse, field)
    assert parsed_value_of(db, field, other) == parsed_value_of(fixture_warehouse, field, other)
    assert value_of(db, field, other) != [(None,)]
    assert new_issues(db, fixture_warehouse) == sorted(
        [
            (bad["id"], field, text[:200], problem.format(id=bad["id"], field=field)),
            *((bad["id"], *follows) for follows in FOLLOWS.get(case, [])),
        ],
        key=str,
    )
    assert lost_issues(db, fixture_warehouse) == []


def test_a_price_sent_as_a_number_is_a_price(runner, tmp_path, fixture_warehouse):
    """prices.usd 1.5 where the others send "1.50": the price, not a NULL for every price of
    the card (the number is no odd kind here: prices are numbers in the warehouse)."""
    cards = changed(ELVES, _inner("prices", lambda v: v.update(usd=1.5)))
    db = built(runner, write_cards(tmp_path / "cards.jsonl", cards), tmp_path / "w.duckdb")

    assert query(db, "select prices.usd, prices.usd_foil, prices.eur from cards where name = ?",
                 [ELVES]) == [(Decimal("1.50"), Decimal("2.50"), Decimal("0.47"))]  # fmt: skip
    assert column_type(db, "prices") == column_type(fixture_warehouse, "prices")
    assert new_issues(db, fixture_warehouse) == []


def test_a_field_that_changes_kind_on_every_card_is_null_on_each_and_reported(
    runner, tmp_path, fixture_warehouse
):
    cards = copy.deepcopy(FIXTURE)
    for card in cards:
        card["rarity"] = {"code": card["rarity"]}
    source = write_cards(tmp_path / "cards.jsonl", cards)

    db = built(runner, source, tmp_path / "w.duckdb")

    assert column_type(db, "rarity") == ["VARCHAR"]
    assert query(db, "select count(rarity), count(*) from cards") == [(0, len(FIXTURE))]
    elves = BY_NAME[ELVES]["id"]
    problem = "not a string (card {}); loaded as NULL"
    assert new_issues(db, fixture_warehouse) == sorted(
        [(c["id"], "rarity", compact(c["rarity"]), problem.format(c["id"])) for c in cards],
        key=str,
    )
    assert query(db, "select text from parse_issues where card_id = ? and field = 'rarity'",
                 [elves]) == [('{"code":"common"}',)]  # fmt: skip


def test_a_new_field_inside_an_object_is_loaded_not_dropped(runner, tmp_path, db):
    """A field Scryfall adds inside an object is no wrong value: it loads, in a fresh build
    and in a rebuild with the types of the warehouse replaced (`db`, the fixture's)."""
    cards = changed(ELVES, _inner("legalities", lambda v: v.update(newformat="legal")))
    source = write_cards(tmp_path / "cards.jsonl", cards)

    for warehouse in (tmp_path / "fresh.duckdb", db):
        built(runner, source, warehouse)

        newformat = "select name, legalities.newformat from cards where name in (?, ?) order by 1"
        assert query(warehouse, newformat, [ELVES, GISELA]) == [(GISELA, None), (ELVES, "legal")]
        assert query(warehouse, "select count(*) from parse_issues where field like 'legal%'") == [
            (0,)
        ]


def _ruling() -> dict[str, Any]:
    return json.loads((DATA / "rulings.json").read_text(encoding="utf-8"))[0]


def _set() -> dict[str, Any]:
    return json.loads((DATA / "sets.json").read_text(encoding="utf-8"))["data"][0]


@pytest.mark.parametrize("record", [_ruling(), _set()], ids=["ruling", "set"])
def test_a_record_that_is_not_a_card_is_skipped_and_leaves_no_column(
    runner, tmp_path, fixture_warehouse, record
):
    """Its fields are no card fields, and the issue names no card: it is no card of the
    warehouse (a set's id is a UUID, but no card's)."""
    source = write_cards(tmp_path / "cards.jsonl", [FIXTURE[0], record, *FIXTURE[1:]])
    db = tmp_path / "w.duckdb"

    result = refresh(runner, source, db)

    assert result.exit_code == 0, result.output
    assert result.stdout.endswith(
        " Skipped 1 record that is not a card object: see parse_issues where field = 'object'.\n"
    )
    columns = "select column_name from duckdb_columns() where table_name = 'cards' order by 1"
    assert query(db, columns) == query(fixture_warehouse, columns)
    named = f', "id": "{record["id"]}"' if "id" in record else ""
    assert new_issues(db, fixture_warehouse) == [
        (None, "object", record["object"],
         f'not a card object ("object": "{record["object"]}"{named}); skipped'),
    ]  # fmt: skip


def test_a_card_without_an_id_is_not_called_a_repeated_id(runner, tmp_path, fixture_warehouse):
    cards = changed(ELVES, lambda card: card.pop("id"))
    source = write_cards(tmp_path / "cards.jsonl", cards)
    db = tmp_path / "w.duckdb"

    result = refresh(runner, source, db)

    assert result.exit_code == 0, result.output
    assert "more than once" not in result.stdout
    assert query(db, "select count(*) from cards") == [(len(FIXTURE) - 1,)]
    assert new_issues(db, fixture_warehouse) == [(None, "id", ELVES, NO_ID)]


# -- rulings, sets and symbols files of the wrong kind --------------------------------------------


def _mixed_rulings(folder: Path) -> Path:
    lines = (DATA / "rulings.json").read_text(encoding="utf-8")
    rulings = json.loads(lines)
    return write_cards(folder / "rulings.jsonl", [*rulings, FIXTURE[0]])


def _written(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


# The record every file of Scryfall's rulings, sets or symbology holds.
RECORD = {
    "rulings": '"object": "ruling"',
    "sets": '"object": "set"',
    "symbology": '"object": "card_symbol"',
}


def of_other_records(kind: str, records: str) -> str:
    """The error, after the file's path, of a `kind` file whose `records` are of others."""
    return (
        f" is not a file of Scryfall's {kind}: its {records}, where every one should be "
        f"{RECORD[kind]}. The warehouse was not changed; give Scryfall's {kind} file."
    )


def of_no_records(kind: str) -> str:
    """The error, after the file's path, of a `kind` file that holds no objects at all."""
    return (
        f" is not a file of Scryfall's {kind}: it holds no objects with fields, where every "
        f"record should be {RECORD[kind]}. The warehouse was not changed; give Scryfall's "
        f"{kind} file."
    )


WRONG_FILES: dict[str, tuple[str, Callable[[Path], Path], str]] = {
    # case: (option, the file, how the error goes on after its path), by option
    "cards as rulings": (
        "--rulings-file", lambda _: DATA / "cards.json",
        of_other_records("rulings", '217 records are "object": "card" (217)'),
    ),
    "sets as rulings": (
        "--rulings-file", lambda _: DATA / "sets.json",
        of_other_records("rulings", '84 records are "object": "set" (84)'),
    ),
    "rulings and a card": (
        "--rulings-file", _mixed_rulings,
        of_other_records("rulings", '6 records are "object": "card" (1), "ruling" (5)'),
    ),
    "an empty object as rulings": (
        "--rulings-file", lambda folder: write_cards(folder / "rulings.json", [{}]),
        of_no_records("rulings"),
    ),
    "an empty file as rulings": (
        "--rulings-file", lambda folder: write_cards(folder / "rulings.json", []),
        " is empty: there is no JSON in it. Download it again, or give another file.",
    ),
    "rulings as sets": (
        "--sets-file", lambda _: DATA / "rulings.json",
        of_other_records("sets", '5 records are "object": "ruling" (5)'),
    ),
    "numbers as sets": (
        "--sets-file", lambda folder: _written(folder / "sets.json", "[1, 2]"),
        of_no_records("sets"),
    ),
    "sets as symbology": (
        "--symbology-file", lambda _: DATA / "sets.json",
        of_other_records("symbology", '84 records are "object": "set" (84)'),
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", WRONG_FILES)
def test_a_rulings_sets_or_symbols_file_of_the_wrong_kind_is_refused(runner, tmp_path, db, case):
    """Not loaded over the warehouse's rulings (sets, symbols): the last good ones stay."""
    option, make, message = WRONG_FILES[case]
    given = make(tmp_path)
    before = sha256(db)
    counts = "select (select count(*) from rulings), (select count(*) from sets)"
    assert query(db, counts) == [(5, 84)]

    result = refresh(runner, DATA / "cards.jsonl.gz", db, option, given)

    assert result.exit_code == 1
    assert result.stderr == f"Error: {given}{message}\n"
    assert sha256(db) == before
    assert query(db, counts) == [(5, 84)]


def test_a_wrong_value_in_a_rulings_or_sets_file_is_null_and_reported(runner, tmp_path, db):
    """A ruling whose oracle_id is no UUID once made every card page fail; a set released
    "soon" failed the build. Each is NULL now, a row of parse_issues names the record by
    its place in its file, and the pages and the build work."""
    rulings = json.loads((DATA / "rulings.json").read_text(encoding="utf-8"))
    rulings[1]["oracle_id"] = "not-a-uuid"
    sets = json.loads((DATA / "sets.json").read_text(encoding="utf-8"))
    records = sets["data"] if isinstance(sets, dict) else sets
    records[2]["released_at"] = "soon"
    records[3]["card_count"] = "many"
    rulings_file = write_cards(tmp_path / "rulings.jsonl", rulings)
    sets_file = write_cards(tmp_path / "sets.jsonl", records)

    result = refresh(runner, DATA / "cards.jsonl.gz", db, "--rulings-file", rulings_file,
                     "--sets-file", sets_file)  # fmt: skip

    assert result.exit_code == 0, result.output
    assert query(
        db,
        "select card_id, field, text, problem from parse_issues "
        "where field in ('rulings.oracle_id', 'sets.released_at', 'sets.card_count') "
        "order by field",
    ) == [
        (None, "rulings.oracle_id", "not-a-uuid",
         "not a UUID (record 2 of the rulings file); loaded as NULL"),
        (None, "sets.card_count", '"many"',
         "not a whole number (record 4 of the sets file); loaded as NULL"),
        (None, "sets.released_at", "soon",
         "not a date (record 3 of the sets file); loaded as NULL"),
    ]  # fmt: skip
    assert query(db, "select count(*), count(oracle_id) from rulings") == [(5, 4)]
    assert query(db, "select distinct typeof(card_count) from sets") == [("BIGINT",)]
    assert invoke(runner, "card", ELVES, "--db", db).exit_code == 0


def test_a_rulings_file_that_holds_none_is_said_to(runner, tmp_path, db):
    """[] is no rulings, and loads as such (Scryfall could serve it); the refresh says
    the warehouse has none now, as it would a warehouse left with half its cards."""
    empty = write_cards(tmp_path / "rulings.json", [])
    empty.write_text("[]\n")

    result = refresh(runner, DATA / "cards.jsonl.gz", db, "--rulings-file", empty)

    assert result.exit_code == 0, result.output
    assert result.stderr == (
        "Warning: the rulings file given held none, so the warehouse has no rulings now.\n"
    )
    assert query(db, "select count(*) from rulings") == [(0,)]


@pytest.mark.parametrize("table", ["cards", "rulings", "sets", "symbols"])
def test_every_documented_type_of_a_loaded_table_is_one_a_wrong_value_is_checked_against(table):
    """A documented type conform_columns had no check for (sets.card_count, BIGINT) let one
    set's "many" make the column JSON for every set, with no issue."""
    from pipeline.warehouse import column_types
    from pipeline.warehouse.conform import _JSON_KINDS

    assert set(column_types(table).values()) - {"JSON"} <= set(_JSON_KINDS)
