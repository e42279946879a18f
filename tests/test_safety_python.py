"""The Python API in a long-lived process, as a notebook uses it (issue 12, items 7, 8, 16,
18): several handles at once, a refresh in between, numbers that come back as numbers.
"""

from __future__ import annotations

import gzip
from pathlib import Path

import polars as pl
import pytest

import pipeline
from conftest import DATA, invoke

ALL_CARDS = 217
GOLDEN = Path(__file__).resolve().parent / "golden"


@pytest.fixture
def small_file(tmp_path: Path) -> Path:
    """The first 50 fixture cards: a warehouse that differs from the full one."""
    lines = gzip.decompress((DATA / "cards.jsonl.gz").read_bytes()).splitlines()
    path = tmp_path / "first-50.jsonl"
    path.write_bytes(b"\n".join(lines[:50]) + b"\n")
    return path


def refresh(runner, db: Path, source: Path, *extra: str) -> str:
    result = invoke(runner, "refresh", "--db", db, "--from-file", source, "--no-reports", *extra)
    assert result.exit_code == 0, result.output
    return result.stdout


# -- 7. two handles in one process ---------------------------------------------------------------


def test_two_handles_in_one_process_both_run_sql_and_reports(fixture_warehouse):
    golden = (GOLDEN / "rpt_fixers.csv").read_text(encoding="utf-8").splitlines()
    first = pipeline.open(fixture_warehouse)
    second = pipeline.open(fixture_warehouse)
    try:
        for wh in (second, first, second):
            assert wh.sql("select count(*) as n from cards").item() == ALL_CARDS
            assert wh.report("fixers").height == len(golden) - 1
            assert wh.tables() == first.tables()
    finally:
        first.close()
        second.close()


# -- 8. a refresh in between -----------------------------------------------------------------------


def test_a_new_open_after_a_refresh_sees_the_new_warehouse_while_an_old_one_is_open(
    runner, tmp_path, small_file
):
    db = tmp_path / "cards.duckdb"
    refresh(runner, db, small_file)
    old = pipeline.open(db)
    try:
        assert old.sql("select count(*) from cards").item() == 50

        refresh(runner, db, DATA / "cards.jsonl.gz")

        with pipeline.open(db) as new:
            assert new.sql("select count(*) from cards").item() == ALL_CARDS
            assert new.sql("select count(*) from refresh_runs").item() == 2
        assert old.sql("select count(*) from cards").item() == 50  # its own snapshot
        # the refresh itself reads the new warehouse too: the same file again is a no-op
        assert refresh(runner, db, DATA / "cards.jsonl.gz").endswith(
            f"{db} is up to date with its source; nothing downloaded or rebuilt "
            "(use --force to rebuild anyway).\n"
        )
    finally:
        old.close()
    with pipeline.open(db) as again:
        assert again.sql("select count(*) from cards").item() == ALL_CARDS


def test_the_tables_are_the_warehouses_only(fixture_warehouse):
    """The warehouse is attached to an instance of its own: no other catalog shows up."""
    with pipeline.open(fixture_warehouse) as wh:
        catalogs = wh.sql(
            "select distinct database_name from duckdb_tables() order by all"
        ).to_series()
        assert catalogs.to_list() == ["cards"]
        assert isinstance(wh.table("card_chroma"), pl.DataFrame)


# -- 16. integers come back as integers ---------------------------------------------------


def test_report_sums_are_integers_not_decimals(printings_warehouse):
    from pipeline import reports

    with pipeline.open(printings_warehouse) as wh:
        pips = wh.report("pips_by_year")
        decimals = {
            f"{report.name}.{column}"
            for report in reports.discover()
            for column, dtype in wh.report(report.name).schema.items()
            if isinstance(dtype, pl.Decimal) and dtype.scale == 0
        }
        total = wh.sql("select sum(chroma_g) as g from card_chroma")
    assert decimals == set()
    assert pips.schema["chroma_total"] == pl.Int64
    assert total.schema["g"] == pl.Int64
    assert isinstance(total.item(), int)


def test_prices_stay_decimals(fixture_warehouse):
    with pipeline.open(fixture_warehouse) as wh:
        prices = wh.sql("select prices.usd_foil as usd_foil from cards where name = ?",
                        ["Llanowar Elves"])  # fmt: skip
    assert prices.schema["usd_foil"] == pl.Decimal(12, 2)
    assert str(prices.item()) == "2.50"


# -- 18. what the README promises installs --------------------------------------------------


def test_the_readme_says_how_to_install_pandas_where_it_offers_to_pandas():
    """polars' .to_pandas() needs pandas, which the package does not install by itself."""
    import tomllib

    repo = Path(__file__).resolve().parents[1]
    text = " ".join((repo / "README.md").read_text(encoding="utf-8").split())
    at = text.index(".to_pandas()")
    extras = tomllib.loads((repo / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "optional-dependencies"
    ]

    assert "pip install '.[pandas]'" in text[at - 150 : at + 150]
    assert [spec.split(">")[0] for spec in extras["pandas"]] == ["pandas"]
