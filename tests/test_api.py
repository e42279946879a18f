"""The Python API and the Parquet export, against a real warehouse built from the fixtures."""

from __future__ import annotations

import json
import shutil
from decimal import Decimal
from pathlib import Path

import duckdb
import polars as pl
import pytest

import pipeline
from pipeline.errors import WarehouseError
from pipeline.parquet import export_parquet


def test_three_lines_from_refresh_to_chroma_per_color(fixture_warehouse, monkeypatch):
    """The README's notebook example, as written there."""
    monkeypatch.setenv("PIPELINE_DB", str(fixture_warehouse))

    import pipeline

    chroma = pipeline.open().table("card_chroma")

    assert isinstance(chroma, pl.DataFrame)
    assert {"chroma_w", "chroma_u", "chroma_b", "chroma_r", "chroma_g"} <= set(chroma.columns)
    finks = chroma.filter(pl.col("name") == "Kitchen Finks")
    assert finks.select("chroma_w", "chroma_g").row(0) == (2, 2)


def test_sql_returns_a_dataframe_with_lists_kept(fixture_warehouse):
    with pipeline.open(fixture_warehouse) as wh:
        frame = wh.sql(
            "select name, produces from card_mana_production where name = ?", ["Mystic Gate"]
        )
    assert frame.schema["produces"] == pl.List(pl.String)
    assert frame.to_dicts() == [{"name": "Mystic Gate", "produces": ["W", "U", "C"]}]


def test_uuids_come_back_as_text(fixture_warehouse):
    with pipeline.open(fixture_warehouse) as wh:
        frame = wh.sql("select card_id from card_chroma limit 1")
    assert frame.schema["card_id"] == pl.String
    assert len(frame.item()) == 36


def test_a_table_is_found_by_its_name_in_any_case(fixture_warehouse):
    """As `pipeline schema CARD_CHROMA` finds it; wh.table("CARD_CHROMA") said no such table."""
    with pipeline.open(fixture_warehouse) as wh:
        assert wh.table("CARD_CHROMA").equals(wh.table("card_chroma"))


def test_unknown_table_names_the_tables_there_are(fixture_warehouse):
    with pipeline.open(fixture_warehouse) as wh, pytest.raises(WarehouseError) as error:
        wh.table("chroma")
    assert "No table 'chroma'" in str(error.value)
    assert "card_chroma" in str(error.value)


def test_the_api_cannot_change_the_warehouse(fixture_warehouse):
    before = fixture_warehouse.read_bytes()
    with pipeline.open(fixture_warehouse) as wh:
        for statement in (
            "delete from cards",
            "create table x as select 1",
            f"copy cards to '{fixture_warehouse.parent / 'x.csv'}'",
        ):
            with pytest.raises(WarehouseError):
                wh.sql(statement)
    assert fixture_warehouse.read_bytes() == before


def test_no_warehouse_says_to_refresh(tmp_path):
    with pytest.raises(WarehouseError, match=r"Run 'pipeline refresh' first"):
        pipeline.open(tmp_path / "none.duckdb")


@pytest.mark.parametrize(
    "damage",
    ["update pipeline_meta set schema_version = 0", "drop table pipeline_meta"],
    ids=["older schema", "before schema versions"],
)
def test_an_older_warehouse_says_to_refresh(fixture_warehouse, tmp_path, damage):
    old = tmp_path / "old.duckdb"
    shutil.copy(fixture_warehouse, old)
    with duckdb.connect(str(old)) as con:
        con.execute(damage)

    with pytest.raises(WarehouseError) as error:
        pipeline.open(old)

    assert "built by an older version of the pipeline" in str(error.value)
    assert "Run 'pipeline refresh --force'" in str(error.value)


# -- Parquet ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def parquet_dir(fixture_warehouse, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("parquet") / "parquet"
    export_parquet(fixture_warehouse, out)
    return out


def test_parquet_has_every_table_with_identical_row_counts(fixture_warehouse, parquet_dir):
    with duckdb.connect(str(fixture_warehouse), read_only=True) as con:
        tables = [
            r[0]
            for r in con.execute(
                "select table_name from duckdb_tables() "  # the parse cache is the build's
                "where not internal and schema_name = 'main' order by 1"
            ).fetchall()
        ]
        counts = {t: con.execute(f'select count(*) from "{t}"').fetchone()[0] for t in tables}
    manifest = json.loads((parquet_dir / "manifest.json").read_text())
    assert [t["name"] for t in manifest["tables"]] == tables
    for table in manifest["tables"]:
        path = parquet_dir / table["file"]
        assert pl.read_parquet(path).height == counts[table["name"]] == table["rows"]
        [(rows,)] = duckdb.sql(f"select count(*) from read_parquet('{path}')").fetchall()
        assert rows == counts[table["name"]]


def test_parquet_keeps_lists_as_lists(parquet_dir):
    frame = pl.read_parquet(parquet_dir / "card_mana_production.parquet")
    assert frame.schema["produces"] == pl.List(pl.String)
    gate = frame.filter(pl.col("name") == "Mystic Gate")
    assert gate["produces"].to_list() == [["W", "U", "C"]]
    assert frame.schema["card_id"] == pl.String  # UUIDs as text, readable everywhere


def test_parquet_matches_the_table_values(fixture_warehouse, parquet_dir):
    with pipeline.open(fixture_warehouse) as wh:
        expected = wh.sql("select * from card_chroma order by card_id")
    got = pl.read_parquet(parquet_dir / "card_chroma.parquet").sort("card_id")
    assert got.equals(expected)


def test_manifest_names_upstream_and_schema_version(parquet_dir):
    manifest = json.loads((parquet_dir / "manifest.json").read_text())
    assert manifest["schema_version"] == 3
    assert manifest["compression"] == "zstd"
    assert manifest["upstream"]["bulk_type"] == "file"
    assert manifest["upstream"]["source"].endswith("cards.jsonl.gz")
    columns = {c["name"]: c["type"] for c in manifest["tables"][0]["columns"]}
    assert columns


def test_export_replaces_a_previous_export_whole(fixture_warehouse, tmp_path):
    out = tmp_path / "pq"
    export_parquet(fixture_warehouse, out)
    manifest = json.loads((out / "manifest.json").read_text())
    manifest["tables"].append({"name": "stale", "file": "stale.parquet"})  # an older export's
    (out / "manifest.json").write_text(json.dumps(manifest))
    (out / "stale.parquet").write_bytes(b"old")
    export_parquet(fixture_warehouse, out)
    assert not (out / "stale.parquet").exists()
    assert not list(tmp_path.glob(".pq.*"))


def test_export_refuses_a_folder_that_is_not_an_export(fixture_warehouse, tmp_path):
    out = tmp_path / "mine"
    out.mkdir()
    (out / "notes.txt").write_text("keep me")
    with pytest.raises(Exception, match="not a Parquet export"):
        export_parquet(fixture_warehouse, out)
    assert (out / "notes.txt").read_text() == "keep me"


def test_parquet_command_writes_beside_the_warehouse(runner, fixture_warehouse, tmp_path):
    from conftest import invoke

    db = tmp_path / "w.duckdb"
    shutil.copy(fixture_warehouse, db)
    result = invoke(runner, "parquet", "--db", db)
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"{tmp_path / 'parquet'}: ")
    manifest = json.loads((tmp_path / "parquet" / "manifest.json").read_text())
    assert {t["name"] for t in manifest["tables"]} >= {"cards", "card_chroma", "mana_abilities"}


def test_parquet_command_without_a_warehouse_says_to_refresh(runner, tmp_path):
    from conftest import invoke

    result = invoke(runner, "parquet", "--db", tmp_path / "none.duckdb")
    assert result.exit_code == 1
    assert "Run 'pipeline refresh' first" in result.stderr


def test_any_report_loads_as_a_dataframe(fixture_warehouse):
    with pipeline.open(fixture_warehouse) as wh:
        leaders = wh.report("chroma_leaders")
        same = wh.report("rpt_chroma_leaders")
        with pytest.raises(Exception, match="chroma_leader"):
            wh.report("chroma_leader")
    assert leaders.height > 0
    assert leaders.equals(same)


@pytest.mark.parametrize(
    ("sql", "error"),
    [("", "No SQL given"), ("   ", "No SQL given"), ("-- a comment", "holds no statement")],
)
def test_empty_sql_on_stdin_is_refused_not_a_traceback(runner, fixture_warehouse, sql, error):
    from pipeline.cli import app

    result = runner.invoke(app, ["query", "-", "--db", str(fixture_warehouse)], input=sql)
    assert result.exit_code == 1
    assert error in result.stderr


def test_the_api_answers_from_any_thread(fixture_warehouse):
    """Ctrl-C handling needs the main thread (signals arrive only there); a handle used from
    another thread (a web server's worker, a notebook's background job) runs its queries
    all the same."""
    from concurrent.futures import ThreadPoolExecutor

    with pipeline.open(fixture_warehouse) as wh:
        expected = wh.query("select count(*) from cards")
        with ThreadPoolExecutor(max_workers=1) as pool:
            assert pool.submit(wh.query, "select count(*) from cards").result() == expected
            frame = pool.submit(wh.sql, "select count(*) as n from cards").result()
    assert frame["n"].to_list() == [expected[1][0][0]]


def test_integer_sums_come_back_as_integers(fixture_warehouse):
    """DuckDB sums integers as HUGEINT, which reaches Arrow as DECIMAL(38,0): the API gives
    them back as Int64, and keeps as a decimal only a sum beyond Int64."""
    with pipeline.open(fixture_warehouse) as wh:
        expected = wh.query("select sum(chroma_g)::bigint from card_chroma")[1][0][0]
        sums = wh.sql("select sum(chroma_g) as g from card_chroma")
        huge = wh.sql("select sum(x) as x from (values (9223372036854775807), (1)) as t(x)")
    assert sums.schema["g"] == pl.Int64 and sums["g"].to_list() == [expected]
    assert huge.schema["x"] == pl.Decimal(38, 0)
    assert huge["x"].to_list() == [Decimal(9223372036854775808)]


def test_a_streamed_result_is_never_silently_another_querys(fixture_warehouse):
    """query_rows reads on the handle's one connection: a query run in the middle once
    ended the stream early or handed it the other query's rows, without a word."""
    from pipeline.errors import WarehouseError

    with pipeline.open(fixture_warehouse) as wh:
        _, rows = wh.query_rows("select i from range(25000) t(i)")
        first = next(rows)
        assert wh.query("select 7") == (["7"], [(7,)])
        with pytest.raises(WarehouseError, match=r"^Another query ran on this handle"):
            list(rows)

        _, whole = wh.query_rows("select i from range(25000) t(i)")
        assert sum(1 for _ in whole) == 25000 and first == (0,)
        _, late = wh.query_rows("select 1")
    with pytest.raises(WarehouseError, match=r"^This handle was closed"):
        list(late)


def test_a_streamed_result_left_unread_does_not_block_the_next_query(fixture_warehouse):
    """A `for row in rows: ... break` left DuckDB's result open: every wh.sql and wh.report
    after it failed with "Resource In Use Error: ... call complete() or abort()", which the
    user has no way to call."""
    with pipeline.open(fixture_warehouse) as wh:
        _, rows = wh.query_rows("select i from range(100000) t(i)")
        for _ in rows:
            break
        assert wh.sql("select 7 as n").item() == 7
        assert wh.report("rpt_fixers").height > 0


@pytest.mark.parametrize(
    "use",
    [
        lambda wh: wh.tables(),
        lambda wh: wh.table("cards"),
        lambda wh: wh.sql("select 1"),
        lambda wh: wh.changes(),  # the history's own connection said "Connection Error"
    ],
)
def test_a_closed_handle_says_so_from_every_method(fixture_warehouse, use):
    from pipeline.errors import WarehouseError

    wh = pipeline.open(fixture_warehouse)
    wh.close()
    with pytest.raises(WarehouseError, match=r"is closed: open the warehouse again"):
        use(wh)


def test_sql_that_is_no_text_or_one_string_of_parameters_is_named(fixture_warehouse):
    """wh.sql(None) raised DuckDB's signature error; wh.sql(q, "Lightning Bolt") bound each
    of its 14 letters as a parameter."""
    with pipeline.open(fixture_warehouse) as wh:
        with pytest.raises(WarehouseError, match=r"^The SQL must be text, not NoneType\.$"):
            wh.sql(None)  # type: ignore[arg-type]
        with pytest.raises(WarehouseError, match=r"^The parameters are a list of values: "):
            wh.sql("select * from cards where name = ?", "Lightning Bolt")
        assert wh.sql("select ? as n", ["Lightning Bolt"]).item() == "Lightning Bolt"
        with pytest.raises(
            WarehouseError, match=r"^The parameters are a list of values: give \[1\], not 1\.$"
        ):
            wh.sql("select ? as n", 1)  # type: ignore[arg-type]
        with pytest.raises(WarehouseError, match=r"^The field must be text, not int\.$"):
            wh.changes(field=3)  # type: ignore[arg-type]


def test_intervals_come_back_as_durations_as_query_prints_them(fixture_warehouse):
    """polars refuses Arrow's intervals (wh.sql("select interval 3 day") raised its
    ComputeError): a top-level one is a duration, a month counted as 30 days as `pipeline
    query` counts it; one inside a list is refused with what to write instead."""
    from datetime import timedelta

    with pipeline.open(fixture_warehouse) as wh:
        found = wh.sql(
            "select interval '1 month 2 days 3 seconds' as i, null::interval as n, 1 as k"
        )
        assert found.schema["i"] == pl.Duration("us")
        assert found.row(0) == (timedelta(days=32, seconds=3), None, 1)
        with pytest.raises(WarehouseError, match=r"^Column 'l' holds intervals inside a list"):
            wh.sql("select [interval 1 day] as l")


def test_columns_named_alike_are_told_apart_as_duckdb_does(fixture_warehouse):
    """polars refuses two columns of one name (`select *` of a join gives them): the API
    names them as DuckDB's own `.pl()` does, never dropping one."""
    with pipeline.open(fixture_warehouse) as wh:
        found = wh.sql("select 1 as i, 2 as i, 3 as i_1, 4 as i")
    assert found.columns == ["i", "i_2", "i_1", "i_3"]
    assert found.row(0) == (1, 2, 3, 4)
