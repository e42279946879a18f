"""Every value on a page goes through one escaping helper (pipeline.markup).

The export page and the deck pages insert card names, costs, Scryfall's raw fields and
file names; a value that carries markup must come out as text, in element bodies and in
attributes alike.
"""

from __future__ import annotations

import datetime as dt
import html as stdlib_html
from pathlib import Path

import pytest

from pipeline import html_report, reports
from pipeline.api import Warehouse
from pipeline.charts import Chart
from pipeline.export import run
from pipeline.markup import Html, html, join, raw

HOSTILE = "\"'><i>&amp;"
"""Breaks out of a quoted attribute, opens an element and carries an entity."""


def test_values_are_escaped_for_text_and_for_quoted_attributes():
    assert html('<a title="{}">{}</a>', HOSTILE, HOSTILE) == (
        '<a title="&quot;&#x27;&gt;&lt;i&gt;&amp;amp;">&quot;&#x27;&gt;&lt;i&gt;&amp;amp;</a>'
    )


def test_format_specs_apply_to_the_value_before_it_is_escaped():
    assert html("{:,} <{:%Y}>", 12345, dt.date(2019, 5, 3)) == "12,345 <2019>"
    assert html("{n:.1f}", n=2.25) == "2.2"


def test_markup_already_built_goes_in_once_not_escaped_again():
    inner = html("<b>{}</b>", "R&D")
    assert html("<p>{}</p>", inner) == "<p><b>R&amp;D</b></p>"
    assert join([inner, raw("<br>")], " ") == "<b>R&amp;D</b> <br>"
    assert isinstance(join([inner]), Html)
    assert type(html("{}", "x")) is Html


def test_a_plain_str_that_looks_like_markup_is_still_escaped():
    assert html("{}", "<b>x</b>") == "&lt;b&gt;x&lt;/b&gt;"


def _hostile(value: object) -> object:
    """The value with HOSTILE added to every text in it (lists and their items too)."""
    if isinstance(value, str):
        return HOSTILE + value
    if isinstance(value, list):
        return [*map(_hostile, value), HOSTILE]
    return value


@pytest.fixture(scope="module")
def hostile_page(printings_warehouse: Path) -> str:
    """The export page built from the real reports with every text value made hostile."""
    available = reports.discover()
    results = {}
    with Warehouse(printings_warehouse) as wh:
        for report in available:
            result = run(wh, report)
            rows = [tuple(map(_hostile, row)) for row in result.rows]
            results[report.name] = reports.Result(result.columns, rows)
    chart = Chart(
        "pips_by_year",
        HOSTILE,
        HOSTILE,
        "rpt_pips_by_year",
        Path(HOSTILE + ".svg"),
        b"<svg/>",
    )
    facts = {
        "source": "https://x/" + HOSTILE,
        "bulk_type": HOSTILE,
        "upstream_updated_at": HOSTILE,
        "warehouse": HOSTILE,
        "count_cards": 3,
        "count_card_objects": 4,
        "printings_note": HOSTILE,
    }
    return html_report.build_page(available, results, [chart], facts)


def test_no_value_reaches_the_export_page_unescaped(hostile_page):
    assert "<i>" not in hostile_page
    # each hostile value shows as its text
    assert stdlib_html.escape(HOSTILE, quote=True) in hostile_page


def test_a_raw_produced_mana_value_in_a_pip_title_is_escaped(hostile_page):
    """A pip's title attribute names its color, or shows Scryfall's raw symbol."""
    escaped = stdlib_html.escape(HOSTILE, quote=True)
    assert f'title="{escaped}">{escaped}</span>' in hostile_page
