"""`pipeline mana COST`: the real CLI explaining costs (docs/rules.md#mana-symbols, #chroma)."""

from __future__ import annotations

import json

import pytest

from conftest import invoke


def test_explains_a_hybrid_cost(runner):
    result = invoke(runner, "mana", "{3}{U/R}{U/R}")
    assert result.exit_code == 0
    lines = [line.rstrip() for line in result.stdout.splitlines()]
    assert lines == [
        "symbol  kind     colors  mana_value",
        "{3}     generic          3",
        "{U/R}   hybrid   UR      1",
        "{U/R}   hybrid   UR      1",
        "chroma:     W 0  U 2  B 0  R 2  G 0",
        "mana value: 5",
        "colors:     UR",
    ]


@pytest.mark.parametrize(
    ("cost", "chroma", "mana_value"),
    [  # docs/rules.md#worked-examples
        ("{3}{U/R}{U/R}", {"W": 0, "U": 2, "B": 0, "R": 2, "G": 0}, 5),
        ("{2/R}", {"W": 0, "U": 0, "B": 0, "R": 1, "G": 0}, 2),
        ("{R/P}", {"W": 0, "U": 0, "B": 0, "R": 1, "G": 0}, 1),
        ("{W/U/P}", {"W": 1, "U": 1, "B": 0, "R": 0, "G": 0}, 1),
        ("{C/W}", {"W": 1, "U": 0, "B": 0, "R": 0, "G": 0}, 1),
        ("{1}{G/W}{G/W}", {"W": 2, "U": 0, "B": 0, "R": 0, "G": 2}, 3),
        ("{X}{R}{R}", {"W": 0, "U": 0, "B": 0, "R": 2, "G": 0}, 2),
        ("{2}{S}{S}", {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0}, 4),
    ],
)
def test_json_output_gives_the_worked_examples(runner, cost, chroma, mana_value):
    result = invoke(runner, "mana", cost, "--format", "json")
    assert result.exit_code == 0
    body = json.loads(result.stdout)
    assert body["chroma"] == chroma
    assert body["mana_value"] == mana_value


def test_variable_and_infinite_costs_say_how_they_count(runner):
    assert "X, Y and Z count 0 off the stack" in invoke(runner, "mana", "{X}{R}").stdout
    assert "mana value: infinite" in invoke(runner, "mana", "{∞}").stdout


def test_a_bad_cost_prints_the_pointed_error_and_exits_1(runner):
    result = invoke(runner, "mana", "{2}{Q}")
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr == "Error: Not a mana symbol: {Q}\n    {2}{Q}\n       ~~^\n"


def test_csv_output_is_one_field_per_line(runner):
    result = invoke(runner, "mana", "{G}{G}", "--format", "csv")
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "field,value",
        "cost,{G}{G}",
        'symbols,"[{""symbol"":""{G}"",""kind"":""colored"",""colors"":[""G""],""mana_value"":1},'
        '{""symbol"":""{G}"",""kind"":""colored"",""colors"":[""G""],""mana_value"":1}]"',
        "chroma_w,0",
        "chroma_u,0",
        "chroma_b,0",
        "chroma_r,0",
        "chroma_g,2",
        "mana_value,2",
        'colors,"[""G""]"',
    ]


@pytest.mark.parametrize(
    ("command", "choices"),
    [
        (["mana", "{G}"], "'table', 'csv', 'json', 'markdown'"),
        (["query", "select 1"], "'table', 'csv', 'json', 'markdown'"),
        (["schema"], "'table', 'csv', 'json', 'markdown'"),
        (["export", "--list"], "'table', 'csv', 'json', 'markdown'"),
        (["card", "Llanowar Elves"], "'table', 'json'"),
    ],
)
def test_an_unknown_format_is_a_usage_error_that_lists_the_choices(runner, command, choices):
    """One choice option for every --format: click refuses a value outside it (exit 2)
    before the command runs, and `--help` lists the same choices."""
    result = invoke(runner, *command, "--format", "yaml")
    assert result.exit_code == 2
    assert f"'yaml' is not one of {choices}." in " ".join(result.stderr.split())
    shown = invoke(runner, command[0], "--help").stdout
    assert "<" + choices.replace("'", "").replace(", ", "|") + ">" in shown
