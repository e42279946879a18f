"""The HTML page of an export: the charts and the headline tables in one file.

Self-contained: the CSS is inline, the charts are embedded as `data:` URIs, there is no
JavaScript and nothing is fetched, so the page opens offline and can be mailed as is. The
only links are relative ones to the CSV files beside it. It is built from the same results
as the CSVs, and carries no clock time of its own, so the same warehouse gives the same page.
"""

from __future__ import annotations

import base64
import datetime as dt
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import TYPE_CHECKING, Any

from pipeline import __version__
from pipeline.charts import COLOR_NAMES, MANA_COLORS

if TYPE_CHECKING:
    from pipeline.charts import Chart
    from pipeline.reports import Report, Result

TITLE = "Mana in the card pool"

CSS = """
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #222; background: #f6f5f2; }
main { max-width: 1080px; margin: 0 auto; padding: 24px 28px 48px; }
header { border-bottom: 3px solid #222; margin-bottom: 18px; }
h1 { font-size: 30px; margin: 8px 0 4px; letter-spacing: -0.5px; }
h2 { font-size: 21px; margin: 34px 0 6px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
.facts { color: #555; margin: 0 0 12px; }
.facts b { color: #222; font-weight: 600; }
nav { font-size: 14px; margin: 8px 0 4px; }
nav a { margin-right: 14px; color: #1f5f99; text-decoration: none; }
p.note { color: #555; margin: 4px 0 10px; max-width: 860px; }
figure { margin: 10px 0 0; background: #fff; border: 1px solid #e2e0da; border-radius: 6px;
  padding: 10px; }
figure img { width: 100%; height: auto; display: block; }
figcaption { color: #555; font-size: 13px; margin-top: 6px; }
table { border-collapse: collapse; background: #fff; font-size: 13.5px; margin: 8px 0;
  border: 1px solid #e2e0da; }
th, td { padding: 4px 10px; text-align: left; vertical-align: top; }
th { background: #ecebe6; font-weight: 600; white-space: nowrap; }
tr:nth-child(even) td { background: #faf9f6; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td.date { white-space: nowrap; font-variant-numeric: tabular-nums; }
.pip { display: inline-block; min-width: 1.6em; padding: 0 5px; border-radius: 1em;
  color: #fff; font-weight: 700; font-size: 12px; text-align: center; }
.cost { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12.5px; }
.muted { color: #888; }
td.pre { white-space: pre-wrap; font-family: ui-monospace, Menlo, Consolas, monospace;
  font-size: 12.5px; }
.grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: 0 24px; }
footer { margin-top: 40px; color: #777; font-size: 13px; }
.caveat { border-left: 4px solid #d1342f; padding: 6px 12px; background: #fbeeed; }
a { color: #1f5f99; }
"""


def build_page(
    reports: Sequence[Report],
    results: Mapping[str, Result],
    charts: Sequence[Chart],
    facts: Mapping[str, Any],
) -> str:
    """The whole page as text."""
    chart_by_name = {c.name: c for c in charts}
    printings = facts.get("printings_note")
    caveat = f'<p class="caveat">{escape(printings)}</p>' if printings else ""
    sections = [
        _section(
            "pie",
            "The color pie over time",
            caveat,
            _figure(chart_by_name.get("pips_by_year")),
            _note(
                "Pips are chroma: the mana symbols of each color in a card's mana cost, a "
                "hybrid symbol counting for each of its colors. Full table: ",
                "rpt_pips_by_year",
                " and, per set, ",
                "rpt_pips_by_set",
                ".",
            ),
        ),
        _section(
            "leaders",
            "Chroma leaders",
            _note(
                "The cards with the most mana symbols of each color in their cost. ",
                "rpt_chroma_leaders",
                " has the top ten of each color.",
            ),
            _leaders(results.get("rpt_chroma_leaders")),
        ),
        _section(
            "producers",
            "Mana producers",
            _figure(chart_by_name.get("producers_by_color")),
            _table(
                _records(results.get("rpt_producers_by_color")),
                {
                    "mana_type": "mana",
                    "count_could_produce": "could produce",
                    "count_lands": "lands",
                    "count_nonlands": "nonlands",
                    "count_produces": "by any means",
                    "count_scryfall_produced_mana": "Scryfall lists",
                },
            ),
            _note(
                "'Could produce' counts the card's own mana abilities as a permanent "
                "(CR 106.7), printed abilities only; 'by any means' adds spells, loyalty "
                "abilities and the tokens a card makes, as Scryfall's produced_mana does. By "
                "card type: ",
                "rpt_producers_by_color_and_type",
                ".",
            ),
        ),
        _section(
            "fixers",
            "Fixers by card type",
            _note(
                "Cards whose own mana abilities could produce three or more colors. The list: ",
                "rpt_fixers",
                ".",
            ),
            _table(
                _records(results.get("rpt_fixers_by_type")),
                {
                    "card_type": "type",
                    "count_fixers": "fixers",
                    "count_three_colors": "3 colors",
                    "count_four_colors": "4 colors",
                    "count_five_colors": "5 colors",
                    "count_fixers_by_any_means": "by any means",
                    "count_cards": "cards of the type",
                },
            ),
        ),
        _section(
            "hybrid",
            "Hybrid and Phyrexian mana",
            caveat,
            _figure(chart_by_name.get("hybrid_by_year")),
            _note("The sets that use them most (all of them: ", "rpt_hybrid_by_set", "):"),
            _top_hybrid_sets(results.get("rpt_hybrid_by_set")),
        ),
        _section(
            "scryfall",
            "Where the pipeline and Scryfall disagree",
            _differences(results.get("rpt_production_vs_scryfall")),
        ),
        _section("issues", "Parse issues", _issues(results.get("rpt_parse_issues"))),
        _section("reports", "All reports", _report_list(reports, results)),
    ]
    nav = " ".join(
        f'<a href="#{key}">{escape(title)}</a>'
        for key, title in (
            ("pie", "Color pie"),
            ("leaders", "Chroma leaders"),
            ("producers", "Producers"),
            ("fixers", "Fixers"),
            ("hybrid", "Hybrid"),
            ("scryfall", "vs Scryfall"),
            ("issues", "Parse issues"),
            ("reports", "All reports"),
        )
    )
    return (
        "<!doctype html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(TITLE)}</title>\n<style>{CSS}</style>\n</head>\n<body>\n<main>\n"
        f"<header><h1>{escape(TITLE)}</h1>{_facts(facts)}<nav>{nav}</nav></header>\n"
        + "\n".join(sections)
        + f"\n<footer>Made by mtg-pipeline {escape(__version__)} from Scryfall data. Card "
        "names and text are © Wizards of the Coast.</footer>\n</main>\n</body>\n</html>\n"
    )


# -- pieces ----------------------------------------------------------------------------


def _facts(facts: Mapping[str, Any]) -> str:
    if not facts:
        return ""
    parts = [f"<b>{facts.get('count_cards', 0):,}</b> cards (distinct Oracle IDs)"]
    objects = facts.get("count_card_objects")
    if objects and objects != facts.get("count_cards"):
        parts[0] += f" in <b>{objects:,}</b> card objects"
    source = facts.get("source")
    if source:
        kind = facts.get("bulk_type")
        what = "a local file" if kind == "file" else f"Scryfall's {kind}"
        parts.append(f"from {escape(what)} <b>{escape(_basename(str(source)))}</b>")
    if facts.get("upstream_updated_at"):
        parts.append(f"export of {escape(str(facts['upstream_updated_at']))}")
    finished = facts.get("finished_at")
    if isinstance(finished, dt.datetime):
        parts.append(f"built {finished.astimezone(dt.UTC):%Y-%m-%d %H:%M} UTC")
    if facts.get("warehouse"):
        parts.append(f"warehouse <b>{escape(str(facts['warehouse']))}</b>")
    return f'<p class="facts">{", ".join(parts)}.</p>'


def _basename(source: str) -> str:
    return source.rstrip("/").rsplit("/", 1)[-1]


def _section(key: str, title: str, *body: str) -> str:
    return f'<section id="{key}">\n<h2>{escape(title)}</h2>\n' + "\n".join(body) + "\n</section>"


def _note(*parts: str) -> str:
    """A paragraph; parts named like a report (rpt_...) become links to its CSV."""
    out = []
    for part in parts:
        if part.startswith("rpt_"):
            out.append(f'<a href="{part}.csv">{part}.csv</a>')
        else:
            out.append(escape(part))
    return f'<p class="note">{"".join(out)}</p>'


def _figure(chart: Chart | None) -> str:
    if chart is None:
        return ""
    data = base64.b64encode(chart.svg).decode("ascii")
    return (
        f'<figure><img src="data:image/svg+xml;base64,{data}" alt="{escape(chart.title)}">'
        f"<figcaption>{escape(chart.description)} "
        f'<a href="{chart.path.name}">{escape(chart.path.name)}</a></figcaption></figure>'
    )


def _cell(value: Any) -> str:
    if value is None:
        return '<td class="muted">—</td>'
    if isinstance(value, bool):
        return f"<td>{'yes' if value else 'no'}</td>"
    if isinstance(value, int | float):
        text = f"{value:,}" if isinstance(value, int) else f"{value:g}"
        return f'<td class="num">{text}</td>'
    if isinstance(value, dt.date):
        return f'<td class="date">{value.isoformat()}</td>'
    if isinstance(value, list | tuple):
        return f"<td>{_pips(value)}</td>" if value else '<td class="muted">none</td>'
    text = str(value)
    if "\n" in text:  # a parse error's caret marker needs its spaces and lines
        return f'<td class="pre">{escape(text)}</td>'
    return f"<td>{escape(text)}</td>"


def _pips(types: Iterable[Any]) -> str:
    return "".join(
        f'<span class="pip" style="background:{MANA_COLORS.get(str(t), "#777")}" '
        f'title="{COLOR_NAMES.get(str(t), str(t))}">{escape(str(t))}</span>'
        for t in types
    )


def _records(result: Result | None) -> list[dict[str, Any]] | None:
    return None if result is None else result.records()


def _table(records: Sequence[Mapping[str, Any]] | None, columns: Mapping[str, str]) -> str:
    """Some columns of some rows as an HTML table, headed by `columns`' labels."""
    if records is None:
        return ""
    if not records:
        return '<p class="note muted">No rows.</p>'
    head = "".join(
        f'<th class="{"num" if _numeric(records, c) else ""}">{escape(label)}</th>'
        for c, label in columns.items()
    )
    body = "".join("<tr>" + "".join(_cell(r[c]) for c in columns) + "</tr>\n" for r in records)
    return f"<table>\n<tr>{head}</tr>\n{body}</table>"


def _numeric(records: Sequence[Mapping[str, Any]], column: str) -> bool:
    return all(
        isinstance(r[column], int | float) and not isinstance(r[column], bool)
        for r in records
        if r[column] is not None
    )


def _leaders(result: Result | None, top: int = 5) -> str:
    if result is None:
        return ""
    by_color: dict[str, list[dict[str, Any]]] = {}
    for record in result.records():
        by_color.setdefault(record["color"], []).append(record)
    if not by_color:
        return '<p class="note muted">No cards with colored mana symbols.</p>'
    blocks = []
    for color in "WUBRG":
        leaders = by_color.get(color, [])[:top]
        rows = "".join(
            f'<tr><td class="num">{r["chroma"]}</td><td>{escape(r["name"])}</td>'
            f'<td class="cost">{escape(r["mana_cost"] or "")}</td></tr>'
            for r in leaders
        )
        blocks.append(
            f"<div><h3>{_pips(color)} {COLOR_NAMES[color]}</h3>"
            f"<table><tr><th class='num'>chroma</th><th>card</th><th>cost</th></tr>"
            f"{rows or '<tr><td colspan=3 class=muted>none</td></tr>'}</table></div>"
        )
    return '<div class="grid">' + "".join(blocks) + "</div>"


def _top_hybrid_sets(result: Result | None, top: int = 10) -> str:
    if result is None:
        return ""
    kinds = ("hybrid", "monocolored_hybrid", "colorless_hybrid", "phyrexian", "hybrid_phyrexian")

    def used(r: Mapping[str, Any]) -> int:
        return sum(r[f"count_{k}_cards"] for k in kinds)

    ranked = sorted(result.records(), key=lambda r: (-used(r), r["set_code"]))[:top]
    return _table(
        ranked,
        {
            "set_code": "set",
            "set_name": "name",
            "released_at": "released",
            "count_cards": "cards",
            "count_hybrid_cards": "hybrid {W/U}",
            "count_monocolored_hybrid_cards": "monocolored {2/W}",
            "count_colorless_hybrid_cards": "colorless {C/W}",
            "count_phyrexian_cards": "Phyrexian {W/P}",
            "count_hybrid_phyrexian_cards": "hybrid Phyrexian {W/U/P}",
        },
    )


def _differences(result: Result | None, top: int = 25) -> str:
    if result is None:
        return ""
    records = result.records()
    if not records:
        return _note(
            "No card's mana production differs from Scryfall's produced_mana (or the file "
            "has no produced_mana to compare with, as in the 2019 schema). ",
            "rpt_production_vs_scryfall",
        )
    intro = _note(
        f"{len(records):,} cards lead to different mana than Scryfall's produced_mana says: "
        "each is a question for the ability parser or for Scryfall. "
        + (f"The first {top}; all of them in " if len(records) > top else "All of them in "),
        "rpt_production_vs_scryfall",
        ".",
    )
    return intro + _table(
        records[:top],
        {
            "name": "card",
            "scryfall_produced_mana": "Scryfall",
            "produces": "pipeline",
            "only_scryfall": "only Scryfall",
            "only_pipeline": "only pipeline",
        },
    )


def _issues(result: Result | None, top: int = 15) -> str:
    if result is None:
        return ""
    records = result.records()
    if not records:
        return _note("Nothing: every line loaded and every cost parsed. ", "rpt_parse_issues")
    counts = Counter(_issue_kind(r["field"]) for r in records)
    summary = _table(
        [{"field": k, "count": n} for k, n in sorted(counts.items())],
        {"field": "field", "count": "issues"},
    )
    return (
        _note(f"{len(records):,} problems were recorded, never silently dropped. ")
        + summary
        + _note(f"The first {min(top, len(records))} (all in ", "rpt_parse_issues", "):")
        + _table(
            records[:top],
            {"field": "field", "name": "card", "set_code": "set", "text": "text",
             "problem": "problem"},
        )
    )  # fmt: skip


def _issue_kind(field: str | None) -> str:
    """card_faces[1].mana_cost and card_faces[0].mana_cost are one kind of issue."""
    if not field:
        return "(none)"
    head, bracket, rest = field.partition("[")
    return head + "[]" + rest.partition("]")[2] if bracket else field


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _report_list(reports: Sequence[Report], results: Mapping[str, Result]) -> str:
    rows = "".join(
        f'<tr><td><a href="{r.filename}">{escape(r.filename)}</a></td>'
        f'<td class="num">{len(results[r.name].rows):,}</td>'
        f"<td><b>{escape(r.title)}</b> ({escape(r.grain)}). "
        f"{escape(_sentence(r.description.partition(': ')[2] or r.description))}</td></tr>\n"
        for r in reports
        if r.name in results
    )
    return (
        _note("Every report as CSV, beside this page (lists as JSON, NULL as an empty field):")
        + f"<table><tr><th>file</th><th class='num'>rows</th><th>what it holds</th></tr>\n"
        f"{rows}</table>"
    )
