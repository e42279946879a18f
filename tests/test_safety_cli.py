"""The command line a new user meets (issue 12): errors they can act on, output they can
read. Ctrl-C (item 9), messages that say what is wrong (item 10), wide results (item 11),
`mana` formats that agree (item 15), report names in any case (item 19), `card` choosing
by stated rules (item 20). The real CLI against real warehouses and files.
"""

from __future__ import annotations

import csv
import io
import json

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


# -- 15. mana: every format gives the same facts --------------------------------------------

HYBRID = {
    "cost": "{3}{U/R}{U/R}",
    "symbols": [
        {"symbol": "{3}", "kind": "generic", "colors": [], "mana_value": 3},
        {"symbol": "{U/R}", "kind": "hybrid", "colors": ["U", "R"], "mana_value": 1},
        {"symbol": "{U/R}", "kind": "hybrid", "colors": ["U", "R"], "mana_value": 1},
    ],
    "chroma": {"W": 0, "U": 2, "B": 0, "R": 2, "G": 0},
    "mana_value": 5,
    "colors": ["U", "R"],
}


def test_mana_json_gives_numbers_as_numbers_and_colors_as_lists(runner):
    result = invoke(runner, "mana", "{3}{U/R}{U/R}", "--format", "json")

    assert result.exit_code == 0, result.output
    body = json.loads(result.stdout)
    assert body == HYBRID
    assert [type(s["mana_value"]) for s in body["symbols"]] == [int, int, int]
    assert type(body["mana_value"]) is int


def test_mana_csv_and_markdown_carry_the_symbols_too(runner):
    csv_out = invoke(runner, "mana", "{3}{U/R}{U/R}", "--format", "csv")
    markdown = invoke(runner, "mana", "{3}{U/R}{U/R}", "--format", "markdown")

    assert csv_out.exit_code == 0 and markdown.exit_code == 0
    fields = dict(list(csv.reader(io.StringIO(csv_out.stdout)))[1:])
    assert json.loads(fields["symbols"]) == HYBRID["symbols"]
    assert json.loads(fields["colors"]) == ["U", "R"]
    assert (fields["chroma_u"], fields["chroma_r"], fields["mana_value"]) == ("2", "2", "5")
    symbols = json.dumps(HYBRID["symbols"], ensure_ascii=False, separators=(",", ":"))
    assert f"| symbols | {symbols} |" in markdown.stdout.splitlines()


def test_an_infinite_mana_value_is_null_in_json_not_a_string(runner):
    body = json.loads(invoke(runner, "mana", "{∞}", "--format", "json").stdout)
    assert body["mana_value"] is None
    assert body["symbols"][0]["mana_value"] is None
