"""A rebuild loads the cards with the types of the warehouse it replaces, and a first build
with the data dictionary's (issue 15); a file whose fields changed is still loaded whole: a
new field becomes a column, a field whose values changed kind is typed anew, a field that
is gone goes. Each case is checked against a fresh build of the same file, and that one
against the cards a load that samples the whole file for its types makes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import duckdb
import pytest

from conftest import build_from_file, fixture_cards, sorted_fields, write_gzip_cards
from pipeline import cardtypes, dictionary
from pipeline.warehouse import load


def cards_table(db: Path) -> tuple[list[tuple[str, str]], list[tuple[Any, ...]]]:
    """The columns of `cards` with their types, and its rows sorted, as text."""
    with duckdb.connect(str(db), read_only=True) as con:
        columns = con.execute(
            "select column_name, data_type from duckdb_columns() where table_name = 'cards' "
            "order by column_index"
        ).fetchall()
        rows = con.execute("select * from cards order by id").fetchall()
    return columns, [tuple(map(str, row)) for row in rows]


def rebuilt_and_fresh(tmp_path: Path, cards: list[dict[str, Any]]) -> tuple[Any, ...]:
    """Build the fixture cards, then `cards` over that warehouse; and `cards` fresh.
    The runs of both builds of `cards`, then their tables."""
    db = tmp_path / "w" / "cards.duckdb"
    build_from_file(db, write_gzip_cards(tmp_path / "before.jsonl.gz", fixture_cards()))
    changed = write_gzip_cards(tmp_path / "after.jsonl.gz", cards)
    run = build_from_file(db, changed)
    fresh = tmp_path / "fresh" / "cards.duckdb"
    fresh_run = build_from_file(fresh, changed)
    return run, fresh_run, cards_table(db), cards_table(fresh)


def test_a_rebuild_of_the_same_file_uses_the_types_and_matches_a_fresh_load(tmp_path):
    run, fresh_run, rebuilt, fresh = rebuilt_and_fresh(tmp_path, fixture_cards())

    assert (run.card_types, fresh_run.card_types) == ("previous", "documented")
    assert rebuilt == fresh


def test_a_first_build_loads_the_cards_a_sampled_load_makes_with_the_dictionarys_types(tmp_path):
    """The dictionary's types (sql/tables/cards.toml, [sent_types]) are those a sampled load
    finds, up to the order of fields: every value the same, the columns in its order."""
    source = write_gzip_cards(tmp_path / "c.jsonl.gz", fixture_cards())
    run = build_from_file(tmp_path / "w" / "cards.duckdb", source)
    sampled = duckdb.connect(str(tmp_path / "sampled.duckdb"))
    (tmp_path / "work").mkdir()
    load.load_cards(sampled, source, tmp_path / "work")  # no known types: sampled
    sampled.close()

    assert run.card_types == "documented"
    tables = {}
    for name in ("w/cards.duckdb", "sampled.duckdb"):
        with duckdb.connect(str(tmp_path / name), read_only=True) as con:
            columns = con.execute(
                "select column_name, data_type from duckdb_columns() "
                "where table_name = 'cards' order by column_index"
            ).fetchall()
            rows = con.execute("select id::varchar, to_json(cards)::varchar from cards").fetchall()
        tables[name] = (columns, {i: json.loads(text) for i, text in rows})
    (documented, documented_rows), (found, found_rows) = tables.values()
    assert sorted((n, sorted_fields(t)) for n, t in documented) == sorted(
        (n, sorted_fields(t)) for n, t in found
    )
    assert documented_rows == found_rows
    sent = set().union(*fixture_cards())  # then the fields the models read, as NULLs
    spec = dictionary.table("cards")
    order = [n for n in spec.sent_types if n in sent] + [n for n in spec.types if n not in sent]
    assert [n for n, _ in documented] == order


def test_the_dictionary_types_every_documented_card_field_in_its_order():
    spec = dictionary.table("cards")

    assert list(spec.sent_types) == list(spec.columns)
    assert all(cardtypes._supported(node) for _, node in cardtypes.documented_types())


def test_a_field_scryfall_adds_appears_as_a_new_column(tmp_path):
    cards = fixture_cards()
    cards[-1]["spellbook_ids"] = [7, 8]  # a new field, on the last card only
    cards[5]["legalities"]["oathbreaker2"] = "legal"  # a new field inside an object
    faced = next(i for i, c in enumerate(cards) if c.get("card_faces"))
    cards[faced]["card_faces"][0]["flavor_word"] = "Boom"  # inside a list of objects

    run, fresh_run, rebuilt, fresh = rebuilt_and_fresh(tmp_path, cards)

    first = min(5, faced) + 1  # the guard names the first line that does not fit
    for built in (run, fresh_run):  # the previous warehouse's types, the dictionary's
        assert built.card_types.startswith(f"sampled: line {first}: Object contains unknown")
    assert rebuilt == fresh
    columns = dict(rebuilt[0])
    assert columns["spellbook_ids"] == "BIGINT[]"
    assert "oathbreaker2 VARCHAR" in columns["legalities"]
    assert "flavor_word VARCHAR" in columns["card_faces"]
    db = tmp_path / "w" / "cards.duckdb"
    with duckdb.connect(str(db), read_only=True) as con:
        assert con.execute(
            "select spellbook_ids, legalities.oathbreaker2 from cards "
            "where spellbook_ids is not null or legalities.oathbreaker2 is not null order by all"
        ).fetchall() == [([7, 8], None), (None, "legal")]


@pytest.mark.parametrize(
    ("field", "value", "column", "type_after"),
    [
        # one card's value of another kind: the column keeps the others' type, it is NULL
        ("edhrec_rank", "1234", "edhrec_rank", "BIGINT"),  # text among numbers
        ("flavor_text", {"en": "Hm."}, "flavor_text", "VARCHAR"),  # an object among text
        ("reserved", 1, "reserved", "BOOLEAN"),  # a number among booleans
        ("released_at", "soon", "released_at", "DATE"),  # not a date (conformed: NULL)
    ],
)
def test_a_field_that_changes_type_is_loaded_as_a_fresh_load_would(
    tmp_path, field, value, column, type_after
):
    cards = fixture_cards()
    cards[100][field] = value

    run, fresh_run, rebuilt, fresh = rebuilt_and_fresh(tmp_path, cards)

    for built in (run, fresh_run):
        assert built.card_types.startswith("sampled: line 101: ")  # the card that changed
    assert rebuilt == fresh
    assert dict(rebuilt[0])[column] == type_after


def test_a_value_duckdb_cannot_cast_loads_the_file_sampled(tmp_path):
    """The guard takes any text for a UUID column; DuckDB refuses a bad one itself."""
    cards = fixture_cards()
    cards[7]["set_id"] = "not-a-uuid"

    run, fresh_run, rebuilt, fresh = rebuilt_and_fresh(tmp_path, cards)

    for built in (run, fresh_run):
        assert built.card_types.startswith("sampled: DuckDB could not read it so: ")
        assert built.card_types.endswith("Could not convert string 'not-a-uuid' to UUID")
    assert rebuilt == fresh
    assert dict(rebuilt[0])["set_id"] == "VARCHAR"


def test_a_field_scryfall_drops_is_gone_without_reading_the_file_again(tmp_path):
    cards = fixture_cards()
    for card in cards:
        card.pop("reserved", None)
        card.get("legalities", {}).pop("oldschool", None)
        for face in card.get("card_faces", []):
            face.pop("watermark", None)

    run, fresh_run, rebuilt, fresh = rebuilt_and_fresh(tmp_path, cards)

    assert (run.card_types, fresh_run.card_types) == ("previous", "documented")
    assert rebuilt == fresh
    columns = dict(rebuilt[0])
    assert "reserved" not in columns
    assert "oldschool" not in columns["legalities"]
    assert "watermark" not in columns["card_faces"]


# -- the pieces ------------------------------------------------------------------------------

COLUMNS: cardtypes.Columns = [
    ("id", {"type": "UUID"}),
    ("name", {"type": "VARCHAR"}),
    ("cmc", {"type": "DOUBLE"}),
    ("legalities", {"struct": [["modern", {"type": "VARCHAR"}], ["old", {"type": "VARCHAR"}]]}),
    (
        "card_faces",
        {"list": {"struct": [["name", {"type": "VARCHAR"}], ["cmc", {"type": "BIGINT"}]]}},
    ),
    ("prices", {"struct": [["usd", {"type": "VARCHAR"}]]}),
]


def decode_all(lines: list[str]) -> cardtypes.Verdict:
    guard = cardtypes.Guard(COLUMNS)
    for number, line in enumerate(lines, start=1):
        if guard.decode(line, number) is None:
            break
    return guard.verdict()


def test_the_guard_names_the_first_line_that_does_not_fit():
    good = '{"id": "15120ca2-e27d-42f9-8179-30dea4a7b6e8", "name": "A", "cmc": 2}'

    assert decode_all([good, '{"name": "B", "cmc": 1.5, "set": "x"}']) == cardtypes.Verdict(
        False, "line 2: Object contains unknown field `set`"
    )
    assert decode_all([good, '{"card_faces": [{"name": "x", "cmc": 1.5}]}']).problem == (
        "line 2: Expected `int | null`, got `float` - at `$.card_faces[0].cmc`"
    )
    assert (
        decode_all(['{"name": 3}']).problem
        == "line 1: Expected `str | null`, got `int` - at `$.name`"
    )
    assert decode_all(['{"legalities": {"modern": 1}}']).problem == (
        "line 1: Expected `str | null`, got `int` - at `$.legalities.modern`"
    )
    assert decode_all(['{"legalities": {"modern": "legal", "pioneer": "legal"}}']).problem == (
        "line 1: Object contains unknown field `pioneer` - at `$.legalities`"
    )


def test_the_guard_lists_the_fields_no_line_had():
    verdict = decode_all(
        [
            '{"id": null, "name": "A", "legalities": {"modern": "legal"}}',
            '{"card_faces": [{"name": "B"}], "legalities": null}',
        ]
    )

    assert verdict == cardtypes.Verdict(
        True, unseen=[("card_faces", "cmc"), ("cmc",), ("legalities", "old"), ("prices",)]
    )


def test_fields_no_line_had_are_dropped_as_a_fresh_load_would_not_have_them():
    statements = cardtypes.prune_sql(
        COLUMNS, [("cmc",), ("legalities", "old"), ("card_faces", "cmc")]
    )

    assert statements == [
        'alter table cards drop column "cmc"',
        'alter table cards alter column "legalities" set data type STRUCT("modern" VARCHAR) '
        'using case when "legalities" is null then null else struct_pack("modern" := '
        '"legalities"."modern") end',
        'alter table cards alter column "card_faces" set data type STRUCT("name" VARCHAR)[] '
        'using list_transform("card_faces", lambda x0: case when x0 is null then null else '
        'struct_pack("name" := x0."name") end)',
    ]
    con = duckdb.connect()
    con.execute(
        "create table cards as select {'modern': 'legal', 'old': 'banned'} as legalities, "
        "[{'name': 'A', 'cmc': 1}, null] as card_faces, 2.0 as cmc"
    )
    con.execute("insert into cards values (null, null, null)")
    for statement in statements:
        con.execute(statement)
    assert con.execute("select * from cards").fetchall() == [
        ({"modern": "legal"}, [{"name": "A"}, None]),
        (None, None),
    ]


def test_an_object_left_with_no_field_is_not_pruned():
    assert cardtypes.prune_sql(COLUMNS, [("prices", "usd")]) is None


def test_the_types_are_read_back_as_scryfall_sends_them(fixture_warehouse):
    con = duckdb.connect()
    columns = dict(cardtypes.previous_types(con, fixture_warehouse) or [])

    assert columns["id"] == {"type": "UUID"}
    assert columns["prices"] == {
        "struct": [
            [f, {"type": "VARCHAR"}]
            for f in ("usd", "usd_foil", "usd_etched", "eur", "eur_foil", "tix")
        ]
    }  # numbers in the warehouse, text in the file
    assert cardtypes.columns_sql(
        [("object", {"type": "VARCHAR"}), ("a'b", {"list": {"type": "BIGINT"}})]
    ) == ("{'object': 'VARCHAR', 'a''b': 'BIGINT[]'}")


def test_a_warehouse_without_cards_gives_no_types(tmp_path):
    db = tmp_path / "other.duckdb"
    duckdb.connect(str(db)).close()

    assert cardtypes.previous_types(duckdb.connect(), db) is None
