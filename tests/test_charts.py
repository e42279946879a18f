"""The export's charts as SVG text (pipeline.svgplot, pipeline.charts): their content, drawn
from a report's rows, and the round tick values their axes use."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from pipeline import charts, svgplot

NS = "{http://www.w3.org/2000/svg}"


def texts(svg: bytes) -> list[str]:
    return [t.text or "" for t in ET.fromstring(svg).iter(f"{NS}text")]


@pytest.mark.parametrize(
    ("low", "high", "most", "integer", "ticks"),
    [
        (17.4, 23.9, 7, False, [17, 18, 19, 20, 21, 22, 23, 24]),
        (0, 195, 8, False, [0, 25, 50, 75, 100, 125, 150, 175, 200]),
        (0, 1130, 3, True, [0, 500, 1000, 1500]),
        (1993, 2019, 10, True, [1990, 1995, 2000, 2005, 2010, 2015, 2020]),
        (0, 3, 8, True, [0, 1, 2, 3]),
        (0, 0.9, 4, False, [0, 0.25, 0.5, 0.75, 1]),
        (5, 5, 8, False, [4, 4.25, 4.5, 4.75, 5, 5.25, 5.5, 5.75, 6]),
    ],
)
def test_axes_get_round_ticks_that_cover_the_data(low, high, most, integer, ticks):
    assert svgplot.nice_ticks(low, high, most, integer=integer) == ticks


def test_tick_labels_show_only_the_decimals_the_steps_need():
    assert [svgplot.tick_label(t, [0, 500, 1000]) for t in (0, 500, 1000)] == ["0", "500", "1000"]
    assert [svgplot.tick_label(t, [0, 0.5, 1]) for t in (0, 0.5, 1)] == ["0.0", "0.5", "1.0"]
    assert svgplot.tick_label(0.25, [0, 0.25]) == "0.25"


PRODUCERS = [
    {"mana_type": "W", "count_lands": 205, "count_nonlands": 213, "count_produces": 495},
    {"mana_type": "C", "count_lands": 275, "count_nonlands": 1105, "count_produces": 440},
]


def test_the_producers_chart_shows_each_mana_type_with_its_total(tmp_path):
    (chart,) = [c for c in charts.draw_all({"rpt_producers_by_color": PRODUCERS}, tmp_path)]

    assert chart.path == tmp_path / "chart_producers_by_color.svg"
    assert chart.path.read_bytes() == chart.svg
    shown = texts(chart.svg)
    assert "Mana producers per color: cards whose own mana abilities could make it" in shown
    for label in ("W", "white", "C", "colorless", "418", "1,380", "cards"):
        assert label in shown
    assert shown[-3:] == ["lands", "nonlands", "by any means"]  # the legend
    root = ET.fromstring(chart.svg)
    bars = [r for r in root.iter(f"{NS}rect") if r.find(f"{NS}title") is not None]
    assert [b.find(f"{NS}title").text for b in bars] == [
        "W: 205 lands",
        "W: 213 nonlands",
        "C: 275 lands",
        "C: 1,105 nonlands",
    ]
    assert root.find(f"{NS}defs/{NS}pattern").get("id") == "hatch"  # nonlands are hatched


def test_the_pips_chart_draws_a_line_per_color_and_a_bar_per_year(tmp_path):
    rows = [
        {
            "release_year": year,
            "count_cards": cards,
            "chroma_total": 100,
            **{f"share_{c}": share for c, share in zip("wubrg", shares, strict=True)},
        }
        for year, cards, shares in (
            (2001, 350, (0.2, 0.2, 0.2, 0.2, 0.2)),
            (2002, 19, (0.9, 0.1, 0, 0, 0)),  # too few cards: left out
            (2003, 400, (0.18, 0.22, 0.2, 0.21, 0.19)),
        )
    ]

    (chart,) = charts.draw_all({"rpt_pips_by_year": rows}, tmp_path)

    root = ET.fromstring(chart.svg)
    lines = {g.find(f"{NS}title").text: g for g in root.iter(f"{NS}g")}
    assert list(lines) == ["white", "blue", "black", "red", "green"]
    assert all(len(g.findall(f"{NS}circle")) == 2 for g in lines.values())
    bars = [r.find(f"{NS}title").text for r in root.iter(f"{NS}rect") if len(r)]
    assert bars == ["2001: 350 new cards", "2003: 400 new cards"]
    assert {"2001", "2002", "2003", "% of colored pips", "new cards"} <= set(texts(chart.svg))


def test_text_from_the_data_is_escaped(tmp_path):
    rows = [{"mana_type": "<&>", "count_lands": 1, "count_nonlands": 0, "count_produces": 1}]

    (chart,) = charts.draw_all({"rpt_producers_by_color": rows}, tmp_path)

    assert b"<&>" not in chart.svg
    assert "<&>" in texts(chart.svg)  # parsed back: the same text


def test_the_same_rows_give_the_same_bytes(tmp_path):
    first = charts.draw_all({"rpt_producers_by_color": PRODUCERS}, tmp_path / "a")
    second = charts.draw_all({"rpt_producers_by_color": PRODUCERS}, tmp_path / "b")

    assert first[0].svg == second[0].svg


def test_a_hybrid_chart_with_no_symbols_says_so(tmp_path):
    rows = [
        {"release_year": 1994, **{f"count_{k}_cards": 0 for k in charts.HYBRID_KINDS}},
    ]

    (chart,) = charts.draw_all({"rpt_hybrid_by_year": rows}, tmp_path)

    assert texts(chart.svg) == [
        "Hybrid and Phyrexian mana over time",
        "This warehouse has no hybrid or Phyrexian symbols for this chart.",
    ]
