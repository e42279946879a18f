"""The data dictionary lives beside the SQL (issue 18.2-18.4): one TOML file per table, the
single declaration of its description, column types, grain and relationships.

Rules tested: every table and column of a built warehouse is described, and every column
a file describes exists; each declared grain becomes the table's primary key and a build
that breaks one, or a relationship, fails with a message naming the rule while the last
good warehouse stays.
"""

from __future__ import annotations

import hashlib
import shutil
from datetime import UTC, datetime
from pathlib import Path

import duckdb
import pytest

from conftest import DATA
from pipeline import dictionary, sqlmodels, warehouse
from pipeline.errors import SqlModelError


def columns_of(db: Path) -> dict[str, list[str]]:
    with duckdb.connect(str(db), read_only=True) as con:
        rows = con.execute(
            "select table_name, column_name from duckdb_columns() "
            "where schema_name = 'main' and not internal order by table_name, column_index"
        ).fetchall()
    found: dict[str, list[str]] = {}
    for table, column in rows:
        found.setdefault(table, []).append(column)
    return found


def test_every_table_and_column_is_described(fixture_warehouse):
    for table, columns in columns_of(fixture_warehouse).items():
        assert table in dictionary.specs(), f"{table} has no TOML file"
        for column in columns:
            assert dictionary.column_description(table, column), f"{table}.{column}"


def test_every_described_column_exists(fixture_warehouse):
    """A model's file describes exactly its columns; a table of Scryfall's fields (as_sent)
    may describe fields a given file lacks, but its types, grain and relationships exist."""
    built = columns_of(fixture_warehouse)
    with duckdb.connect(str(fixture_warehouse), read_only=True) as con:
        macros = {
            name
            for (name,) in con.execute(
                "select function_name from duckdb_functions() where schema_name = 'main' "
                "and function_type in ('macro', 'table_macro') and not internal"
            ).fetchall()
        }
    # the macros of sql/macros/, and the history's constants, which its step creates
    models = sqlmodels.discover(warehouse.default_sql_dir())
    shipped = {model.name for model in models if model.layer == "macros"}
    assert macros == shipped | {"latest_price_day", "price_day_before", "last_refresh_id"}
    for name, spec in dictionary.specs().items():
        if spec.description and name not in built:
            assert name in macros, f"{name} is described but not built"
            continue
        declared = {*spec.types, *spec.grain, *spec.relationships}
        if not spec.as_sent:
            declared |= set(spec.columns)
        assert declared <= set(built[name]), f"{name}: {declared - set(built[name])}"
        for target in spec.relationships.values():
            other, _, column = target.partition(".")
            assert column in built[other], target


def test_each_tables_key_is_declared_and_holds(fixture_warehouse):
    """The grains the build checks, as the dictionary shows them (`Key: ...`)."""
    keys = {name: spec.grain for name, spec in dictionary.specs().items() if spec.grain}
    assert keys["cards"] == ("id",) and keys["card_chroma"] == ("card_id",)
    assert keys["face_chroma"] == ("card_id", "face_index")
    assert keys["mana_abilities"] == ("card_id", "face_index", "mana_index")
    with duckdb.connect(str(fixture_warehouse), read_only=True) as con:
        for name, grain in keys.items():
            columns = ", ".join(grain)
            [(rows, distinct)] = con.execute(
                f"select count(*), count(distinct ({columns})) from {name}"
            ).fetchall()
            assert rows == distinct, name
            [(comment,)] = con.execute(
                "select comment from duckdb_tables() where table_name = ?", [name]
            ).fetchall()
            assert comment.endswith(f" Key: {', '.join(grain)}.")


def test_the_card_fields_are_declared_once():
    """The fields load.py types and the fields it knows are those of sql/tables/cards.toml."""
    cards = dictionary.table("cards")
    assert warehouse.column_types("cards") is cards.types
    assert {"id", "oracle_id", "prices", "produced_mana", "card_faces"} <= set(cards.columns)


def test_one_table_is_read_from_its_own_file_and_the_same_as_in_the_whole_dictionary():
    """`table` (what the history's column lists read when a query starts) reads one file,
    and gives what `specs` gives for it."""
    cards = dictionary.table("cards")
    assert cards.path == sqlmodels.default_sql_dir() / "tables" / "cards.toml"
    assert cards is dictionary.specs()["cards"]
    with pytest.raises(KeyError):
        dictionary.table("no_such_table")


def test_a_table_described_in_two_folders_is_refused(tmp_path, monkeypatch):
    sql = tmp_path / "sql"
    shutil.copytree(sqlmodels.default_sql_dir(), sql)
    shutil.copy(sql / "tables" / "cards.toml", sql / "marts" / "cards.toml")
    monkeypatch.setenv("PIPELINE_SQL_DIR", str(sql))
    expected = (
        f"'cards' is described twice: {sql / 'marts' / 'cards.toml'}, "
        f"{sql / 'tables' / 'cards.toml'}"
    )
    for read in (lambda: dictionary.table("cards"), lambda: dictionary.specs(sql)):
        with pytest.raises(SqlModelError) as raised:
            read()
        assert str(raised.value) == expected


def test_refresh_runs_is_created_from_its_declaration(fixture_warehouse):
    assert columns_of(fixture_warehouse)["refresh_runs"] == list(
        dictionary.table("refresh_runs").types
    )


def test_placeholders_name_every_value_of_their_list():
    text = dictionary.column_description("mana_abilities", "source_kind") or ""
    from pipeline.abilities import SourceKind

    assert all(kind.value in text for kind in SourceKind)
    assert "{" not in text.replace("{T}", "")


# -- data tests at the end of a build ---------------------------------------------------


@pytest.fixture
def good_db(tmp_path: Path) -> Path:
    """A built warehouse to protect, and the models copied aside to break."""
    db = tmp_path / "cards.duckdb"
    build(db, sqlmodels.default_sql_dir())
    return db


def build(db: Path, sql_dir: Path) -> None:
    run = warehouse.RunRecord(
        started_at=datetime.now(UTC), bulk_type="file", source="test", source_sha256="",
        source_bytes=0,
    )  # fmt: skip
    sources = warehouse.Sources(cards=DATA / "cards.jsonl.gz")
    warehouse.build_and_swap(db, sources, run, sql_dir=sql_dir)


def broken_copy(tmp_path: Path, model: str, replace: tuple[str, str]) -> Path:
    sql_dir = tmp_path / "sql"
    shutil.copytree(sqlmodels.default_sql_dir(), sql_dir)
    path = next(sql_dir.glob(f"*/{model}.sql"))
    text = path.read_text(encoding="utf-8")
    assert replace[0] in text
    path.write_text(text.replace(replace[0], replace[1]), encoding="utf-8")
    return sql_dir


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_model_that_breaks_its_grain_fails_the_build_and_keeps_the_warehouse(good_db, tmp_path):
    before = sha256(good_db)
    sql_dir = broken_copy(
        tmp_path, "card_chroma", ("select * from final", "select * from final union all "
                                  "(select * from final order by card_id limit 1)")
    )  # fmt: skip
    with pytest.raises(SqlModelError) as error:
        build(good_db, sql_dir)
    message = str(error.value)
    assert message.startswith("Data test failed: card_chroma breaks its grain (card_id, ")
    assert "declared in marts/card_chroma.toml): 2 rows have card_id = " in message
    assert message.endswith("The warehouse was not replaced.")
    assert sha256(good_db) == before


def test_a_broken_relationship_fails_the_build_and_keeps_the_warehouse(good_db, tmp_path):
    before = sha256(good_db)
    sql_dir = broken_copy(
        tmp_path, "oracle_cards", ("card_id as first_card_id", "gen_random_uuid() as first_card_id")
    )
    with pytest.raises(SqlModelError) as error:
        build(good_db, sql_dir)
    assert str(error.value).startswith(
        "Data test failed: 217 rows of oracle_cards have a first_card_id that is no cards.id"
    )
    assert sha256(good_db) == before
