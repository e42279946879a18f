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
from typing import TYPE_CHECKING, Any

from pipeline import __version__
from pipeline.charts import COLOR_NAMES, HYBRID_KINDS, MANA_COLORS
from pipeline.markup import Html, html, join, raw

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
    caveat = html('<p class="caveat">{}</p>', printings) if printings else Html()
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
        _section(
            "reports",
            "All reports",
            _report_list(reports, results),
            *(html('<p class="caveat">{}</p>', line) for line in facts.get("not_written", ())),
        ),
    ]
    nav = join(
        (
            html('<a href="#{}">{}</a>', key, title)
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
        ),
        " ",
    )
    return html(
        "<!doctype html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        "<title>{title}</title>\n<style>{css}</style>\n</head>\n<body>\n<main>\n"
        "<header><h1>{title}</h1>{facts}<nav>{nav}</nav></header>\n{sections}"
        "\n<footer>Made by mtg-pipeline {version} from Scryfall data. Card "
        "names and text are © Wizards of the Coast.</footer>\n</main>\n</body>\n</html>\n",
        title=TITLE,
        css=raw(CSS),
        facts=_facts(facts),
        nav=nav,
        sections=join(sections, "\n"),
        version=__version__,
    )


# -- pieces ----------------------------------------------------------------------------


def _facts(facts: Mapping[str, Any]) -> Html:
    if not facts:
        return Html()
    cards = facts.get("count_cards", 0)
    parts = [html("<b>{:,}</b> cards (distinct Oracle IDs)", cards)]
    objects = facts.get("count_card_objects")
    if objects and objects != cards:
        parts[0] = html("{} in <b>{:,}</b> card objects", parts[0], objects)
    source = facts.get("source")
    if source:
        kind = facts.get("bulk_type")
        what = "a local file" if kind == "file" else f"Scryfall's {kind}"
        parts.append(html("from {} <b>{}</b>", what, _basename(str(source))))
    if facts.get("upstream_updated_at"):
        parts.append(html("export of {}", facts["upstream_updated_at"]))
    finished = facts.get("finished_at")
    if isinstance(finished, dt.datetime):
        parts.append(html("built {:%Y-%m-%d %H:%M} UTC", finished.astimezone(dt.UTC)))
    if facts.get("warehouse"):
        parts.append(html("warehouse <b>{}</b>", facts["warehouse"]))
    return html('<p class="facts">{}.</p>', join(parts, ", "))


def _basename(source: str) -> str:
    return source.rstrip("/").rsplit("/", 1)[-1]


def _section(key: str, title: str, *body: Html) -> Html:
    return html('<section id="{}">\n<h2>{}</h2>\n{}\n</section>', key, title, join(body, "\n"))


def _note(*parts: str) -> Html:
    """A paragraph; parts named like a report (rpt_...) become links to its CSV."""
    return html(
        '<p class="note">{}</p>',
        join(
            html('<a href="{0}.csv">{0}.csv</a>', part)
            if part.startswith("rpt_")
            else html("{}", part)
            for part in parts
        ),
    )


def _figure(chart: Chart | None) -> Html:
    if chart is None:
        return Html()
    return html(
        '<figure><img src="data:image/svg+xml;base64,{data}" alt="{title}">'
        '<figcaption>{description} <a href="{file}">{file}</a></figcaption></figure>',
        data=base64.b64encode(chart.svg).decode("ascii"),
        title=chart.title,
        description=chart.description,
        file=chart.path.name,
    )


def _cell(value: Any) -> Html:
    if value is None:
        return raw('<td class="muted">—</td>')
    if isinstance(value, bool):
        return html("<td>{}</td>", "yes" if value else "no")
    if isinstance(value, int):
        return html('<td class="num">{:,}</td>', value)
    if isinstance(value, float):
        return html('<td class="num">{:g}</td>', value)
    if isinstance(value, dt.date):
        return html('<td class="date">{}</td>', value.isoformat())
    if isinstance(value, list | tuple):
        return html("<td>{}</td>", _pips(value)) if value else raw('<td class="muted">none</td>')
    text = str(value)
    if "\n" in text:  # a parse error's caret marker needs its spaces and lines
        return html('<td class="pre">{}</td>', text)
    return html("<td>{}</td>", text)


def _pips(types: Iterable[Any]) -> Html:
    return join(
        html(
            '<span class="pip" style="background:{}" title="{}">{}</span>',
            MANA_COLORS.get(str(t), "#777"),
            COLOR_NAMES.get(str(t), str(t)),
            t,
        )
        for t in types
    )


def _records(result: Result | None) -> list[dict[str, Any]] | None:
    return None if result is None else result.records()


def _table(records: Sequence[Mapping[str, Any]] | None, columns: Mapping[str, str]) -> Html:
    """Some columns of some rows as an HTML table, headed by `columns`' labels."""
    if records is None:
        return Html()
    if not records:
        return raw('<p class="note muted">No rows.</p>')
    head = join(
        html('<th class="{}">{}</th>', "num" if _numeric(records, c) else "", label)
        for c, label in columns.items()
    )
    body = join(html("<tr>{}</tr>\n", join(_cell(r[c]) for c in columns)) for r in records)
    return html("<table>\n<tr>{}</tr>\n{}</table>", head, body)


def _numeric(records: Sequence[Mapping[str, Any]], column: str) -> bool:
    return all(
        isinstance(r[column], int | float) and not isinstance(r[column], bool)
        for r in records
        if r[column] is not None
    )


def _leaders(result: Result | None, top: int = 5) -> Html:
    if result is None:
        return Html()
    by_color: dict[str, list[dict[str, Any]]] = {}
    for record in result.records():
        by_color.setdefault(record["color"], []).append(record)
    if not by_color:
        return raw('<p class="note muted">No cards with colored mana symbols.</p>')
    blocks = []
    for color in "WUBRG":
        leaders = by_color.get(color, [])[:top]
        rows = join(
            html(
                '<tr><td class="num">{}</td><td>{}</td><td class="cost">{}</td></tr>',
                r["chroma"],
                r["name"],
                r["mana_cost"] or "",
            )
            for r in leaders
        )
        blocks.append(
            html(
                "<div><h3>{} {}</h3>"
                "<table><tr><th class='num'>chroma</th><th>card</th><th>cost</th></tr>"
                "{}</table></div>",
                _pips(color),
                COLOR_NAMES[color],
                rows or raw("<tr><td colspan=3 class=muted>none</td></tr>"),
            )
        )
    return html('<div class="grid">{}</div>', join(blocks))


def _top_hybrid_sets(result: Result | None, top: int = 10) -> Html:
    if result is None:
        return Html()
    # The kinds and their names are the chart's (HYBRID_KINDS), so the table under the
    # chart names each kind as its legend does.
    kind_columns = {f"count_{kind}_cards": label for kind, (label, _color) in HYBRID_KINDS.items()}

    def used(r: Mapping[str, Any]) -> int:
        return sum(r[column] for column in kind_columns)

    ranked = sorted(result.records(), key=lambda r: (-used(r), r["set_code"]))[:top]
    return _table(
        ranked,
        {
            "set_code": "set",
            "set_name": "name",
            "released_at": "released",
            "count_cards": "cards",
            **kind_columns,
        },
    )


def _differences(result: Result | None, top: int = 25) -> Html:
    if result is None:
        return Html()
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
    return join(
        [
            intro,
            _table(
                records[:top],
                {
                    "name": "card",
                    "scryfall_produced_mana": "Scryfall",
                    "produces": "pipeline",
                    "only_scryfall": "only Scryfall",
                    "only_pipeline": "only pipeline",
                },
            ),
        ]
    )


def _issues(result: Result | None, top: int = 15) -> Html:
    if result is None:
        return Html()
    records = result.records()
    if not records:
        return _note("Nothing: every line loaded and every cost parsed. ", "rpt_parse_issues")
    counts = Counter(_issue_kind(r["field"]) for r in records)
    summary = _table(
        [{"field": k, "count": n} for k, n in sorted(counts.items())],
        {"field": "field", "count": "issues"},
    )
    return join([
        _note(f"{len(records):,} problems were recorded, never silently dropped. "),
        summary,
        _note(f"The first {min(top, len(records))} (all in ", "rpt_parse_issues", "):"),
        _table(
            records[:top],
            {"field": "field", "name": "card", "set_code": "set", "text": "text",
             "problem": "problem"},
        ),
    ])  # fmt: skip


def _issue_kind(field: str | None) -> str:
    """card_faces[1].mana_cost and card_faces[0].mana_cost are one kind of issue."""
    if not field:
        return "(none)"
    head, bracket, rest = field.partition("[")
    return head + "[]" + rest.partition("]")[2] if bracket else field


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _report_list(reports: Sequence[Report], results: Mapping[str, Result]) -> Html:
    rows = join(
        html(
            '<tr><td><a href="{file}">{file}</a></td><td class="num">{rows:,}</td>'
            "<td><b>{title}</b> ({grain}). {description}</td></tr>\n",
            file=r.filename,
            rows=len(results[r.name].rows),
            title=r.title,
            grain=r.grain,
            description=_sentence(r.description.partition(": ")[2] or r.description),
        )
        for r in reports
        if r.name in results
    )
    return html(
        "{}<table><tr><th>file</th><th class='num'>rows</th><th>what it holds</th></tr>\n"
        "{}</table>",
        _note("Every report as CSV, beside this page (lists as JSON, NULL as an empty field):"),
        rows,
    )
