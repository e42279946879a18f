"""The command line a new user meets (issue 12): errors they can act on, output they can
read. Ctrl-C (item 9), messages that say what is wrong (item 10), wide results (item 11),
`mana` formats that agree (item 15), report names in any case (item 19), `card` choosing
by stated rules (item 20). The real CLI against real warehouses and files.
"""

from __future__ import annotations

import pipeline
from conftest import invoke

# -- 19. report names in any case -----------------------------------------------------------


def test_report_names_are_matched_in_any_case(runner, fixture_warehouse, tmp_path):
    out = tmp_path / "out"

    result = invoke(runner, "export", "RPT_FIXERS", "Pips_By_Year", "--db", fixture_warehouse,
                    "--out", out)  # fmt: skip

    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in out.iterdir()) == ["rpt_fixers.csv", "rpt_pips_by_year.csv"]
    with pipeline.open(fixture_warehouse) as wh:
        assert wh.report("FIXERS").equals(wh.report("rpt_fixers"))


def test_an_unknown_report_in_capitals_suggests_the_right_name(runner, tmp_path):
    result = invoke(runner, "export", "PIPS_BY_YEER", "--db", tmp_path / "none.duckdb")

    assert result.exit_code == 1
    assert result.stderr == (
        "Error: No report called 'PIPS_BY_YEER'. Did you mean rpt_pips_by_year? "
        "'pipeline export --list' lists them.\n"
    )
