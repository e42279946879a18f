"""The default refresh dates every card by its first printing (issue 17).

Against the local Scryfall: `oracle_cards` serves each card's latest printing,
`default_cards` every printing (tests/data/printings.jsonl.gz adds the earlier printings of
five cards). The default refresh downloads default_cards, so Llanowar Elves, printed from
1993 to 2024, counts in 1993; a refresh of oracle_cards leaves the dated reports out and
says why (docs/rules.md#printings).
"""

from __future__ import annotations

import csv
import io

from conftest import invoke
from pipeline import reports


def refresh(runner, server, db, *extra):
    return invoke(runner, "refresh", "--api-url", server.url, "--db", db, *extra)


def llanowar_years(db):
    """The years of the Llanowar Elves printings in the warehouse at `db`."""
    from pipeline.api import Warehouse

    with Warehouse(db) as wh:
        _, rows = wh.query(
            "select distinct year(released_at) from cards where name = 'Llanowar Elves' order by 1"
        )
    return [r[0] for r in rows]


def test_the_default_refresh_downloads_every_printing(runner, tmp_path, scryfall_server):
    db = tmp_path / "cards.duckdb"
    result = refresh(runner, scryfall_server, db, "--no-reports", "-q")
    assert result.exit_code == 0, result.output

    files = [r.path for r in scryfall_server.requests if r.path.startswith("/files/")]
    assert files[0].startswith("/files/default_cards-")
    years = llanowar_years(db)
    assert (len(years), years[0], years[-1]) == (20, 1993, 2024)  # 41 printings in 20 years


def test_the_default_refreshs_reports_count_a_card_in_its_first_year(
    runner, tmp_path, scryfall_server
):
    db = tmp_path / "cards.duckdb"
    result = refresh(runner, scryfall_server, db)
    assert result.exit_code == 0, result.output
    assert "Not written" not in result.stdout

    rows = csv.DictReader(io.StringIO((tmp_path / "reports/rpt_pips_by_year.csv").read_text()))
    years = {row["release_year"]: row for row in rows}
    # 1993: Llanowar Elves, Dark Ritual and six cards first printed then
    assert years["1993"]["count_cards"] == "8"
    assert (tmp_path / "reports" / "chart_pips_by_year.svg").exists()


def test_oracle_cards_holds_one_printing_and_leaves_the_dated_reports_out(
    runner, tmp_path, scryfall_server
):
    db = tmp_path / "cards.duckdb"
    result = refresh(runner, scryfall_server, db, "--bulk", "oracle_cards")
    assert result.exit_code == 0, result.output

    assert llanowar_years(db) == [2024]
    assert result.stdout.endswith(
        "Not written: rpt_hybrid_by_set, rpt_hybrid_by_year, rpt_pips_by_set, rpt_pips_by_year. "
        + reports.ONE_PRINTING_PER_CARD
        + "\n"
    )
    written = {p.name for p in (tmp_path / "reports").iterdir()}
    assert "rpt_pips_by_year.csv" not in written and "rpt_fixers.csv" in written


def test_a_no_op_refresh_of_oracle_cards_does_not_export_again(runner, tmp_path, scryfall_server):
    """The dated reports are missing on purpose: they don't make the reports look stale."""
    db = tmp_path / "cards.duckdb"
    assert refresh(runner, scryfall_server, db, "--bulk", "oracle_cards", "-q").exit_code == 0
    page = tmp_path / "reports" / "report.html"
    before = page.stat().st_mtime_ns

    result = refresh(runner, scryfall_server, db, "--bulk", "oracle_cards")

    assert result.exit_code == 0, result.output
    assert "up to date" in result.stdout and "Wrote" not in result.stdout
    assert page.stat().st_mtime_ns == before
