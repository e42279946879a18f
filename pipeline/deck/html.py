"""A deck's SVG chart and HTML page: pips against sources per color, the deficits marked.

Self-contained like the export page: inline CSS, the chart inline as SVG, no JavaScript,
nothing fetched. Every value that comes from a decklist or the warehouse (deck and card
names, costs) is escaped. Building the text is pure; `write_pages` writes each file
aside and renames it into place.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from pipeline.deck.analysis import DeckResult
from pipeline.files import write_file
from pipeline.markup import Html, html, join, raw
from pipeline.owned import OutputFolder

__all__ = ["page", "svg", "write_pages"]

INK = {"W": "#c9a227", "U": "#1f6fb5", "B": "#3b3b3b", "R": "#d1342f", "G": "#1e8a4c"}
INK_C, INK_GROUP, DEFICIT = "#9a8f87", "#7b4fa3", "#c62828"
NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}
CITATION = (
    'Frank Karsten, "How Many Sources Do You Need to Consistently Cast Your Spells? A 2022 '
    'Update", TCGplayer Infinite, 2 August 2022'
)

ROW, TOP, LABEL, GAP = 34, 46, 96, 24
STACK = (("land_sources", 1.0), ("nonland_sources", 0.55), ("one_shot_sources", 0.25))
PIPS_WIDTH, SOURCES_WIDTH = 170, 330


def _ink(color: str) -> str:
    if len(color) > 1:
        return INK_GROUP
    return INK.get(color, INK_C)


def _label(color: str) -> str:
    return NAMES.get(color, "/".join(color))


def svg(result: DeckResult) -> str:
    """The chart: per color, its pips, and its land, nonland and one-shot sources stacked,
    with a tick at the sources needed and the shortfall outlined in red."""
    rows = result.color_dicts()
    most_pips = max([r["pips"] for r in rows] + [1])
    most_sources = max(
        [r["land_sources"] + r["nonland_sources"] + r["one_shot_sources"] for r in rows]
        + [r["needed"] or 0 for r in rows]
        + [1]
    )
    left = LABEL
    right = LABEL + PIPS_WIDTH + GAP
    width = right + SOURCES_WIDTH + 70
    height = TOP + ROW * len(rows) + 30
    out = [
        html(
            '<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            'viewBox="0 0 {width} {height}" font-family="system-ui, sans-serif" font-size="12" '
            'role="img" aria-label="Pips and sources per color of {name}">',
            width=width,
            height=height,
            name=result.name,
        ),
        html("<title>{}: pips and mana sources per color</title>", result.name),
        raw('<rect width="100%" height="100%" fill="#ffffff"/>'),
        html('<text x="{}" y="18" font-weight="600">pips</text>', left),
        html(
            '<text x="{}" y="18" font-weight="600">sources: land, nonland, one-shot; '
            "| needed</text>",
            right,
        ),
        html(
            '<text x="{}" y="34" fill="#555">land sources / needed (deficit), needed by '
            "Karsten's model</text>",
            right,
        ),
    ]
    for i, row in enumerate(rows):
        y = TOP + i * ROW
        color = row["color"]
        ink = _ink(color)
        out.append(
            html(
                '<text x="{}" y="{}" text-anchor="end">{}</text>', LABEL - 8, y + 15, _label(color)
            )
        )
        pip_width = PIPS_WIDTH * row["pips"] / most_pips
        out.append(
            html(
                '<rect x="{}" y="{}" width="{:.1f}" height="16" fill="{}" fill-opacity="0.35"/>',
                left,
                y + 4,
                pip_width,
                ink,
            )
        )
        out.append(
            html('<text x="{:.1f}" y="{}">{}</text>', left + pip_width + 4, y + 16, row["pips"])
        )
        x = float(right)
        for key, opacity in STACK:
            part = SOURCES_WIDTH * row[key] / most_sources
            if part:
                out.append(
                    html(
                        '<rect x="{:.1f}" y="{}" width="{:.1f}" height="16" fill="{}" '
                        'fill-opacity="{}"><title>{}: {}</title></rect>',
                        x,
                        y + 4,
                        part,
                        ink,
                        opacity,
                        key,
                        row[key],
                    )
                )
            x += part
        land_end = right + SOURCES_WIDTH * row["land_sources"] / most_sources
        end = max(x, land_end)
        label = f"{row['land_sources']}"
        if row["needed"] is not None:
            needed_x = right + SOURCES_WIDTH * row["needed"] / most_sources
            end = max(end, needed_x)
            if row["deficit"] < 0:
                out.append(
                    html(
                        '<rect x="{:.1f}" y="{}" width="{:.1f}" height="20" fill="none" '
                        'stroke="{}" stroke-width="2" stroke-dasharray="4 2"/>',
                        land_end,
                        y + 2,
                        needed_x - land_end,
                        DEFICIT,
                    )
                )
            out.append(
                html(
                    '<line x1="{x:.1f}" x2="{x:.1f}" y1="{top}" y2="{bottom}" stroke="#111" '
                    'stroke-width="2"/>',
                    x=needed_x,
                    top=y,
                    bottom=y + 24,
                )
            )
            label += f" / {row['needed']}"
            if row["deficit"] < 0:
                label += f" ({row['deficit']})"
        short = html(' fill="{}" font-weight="600"', DEFICIT)
        out.append(
            html(
                '<text x="{:.1f}" y="{}"{}>{}</text>',
                end + 6,
                y + 16,
                short if (row["deficit"] or 0) < 0 else Html(),
                label,
            )
        )
    out.append(raw("</svg>"))
    return join(out, "\n") + "\n"


CSS = """
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #222; background: #f6f5f2; }
main { max-width: 1000px; margin: 0 auto; padding: 24px 28px 48px; }
h1 { font-size: 28px; margin: 8px 0 4px; }
h2 { font-size: 20px; margin: 30px 0 6px; border-bottom: 1px solid #ddd; }
p.note { color: #555; max-width: 860px; }
figure { margin: 10px 0; background: #fff; border: 1px solid #e2e0da; padding: 10px; }
table { border-collapse: collapse; background: #fff; font-size: 13.5px; margin: 8px 0;
  border: 1px solid #e2e0da; }
th, td { padding: 4px 10px; text-align: left; }
th { background: #ecebe6; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
td.short { color: #c62828; font-weight: 600; }
footer { margin-top: 36px; color: #777; font-size: 13px; }
"""


def page(result: DeckResult, chart: str) -> str:
    """The HTML page of one deck, with `chart` (the SVG) inline."""
    shape = result.shape
    rules = (
        "Commander rules (free mulligan, draw on turn one)" if shape.multiplayer else "on the play"
    )
    colors = result.color_dicts()
    spells = result.spell_dicts()
    at_risk = sorted(
        (s for s in spells if s["needed"] is not None and s["sources"] < s["needed"]),
        key=lambda s: (s["probability"] if s["probability"] is not None else 1.0, s["card"]),
    )
    parts = [
        raw("<!DOCTYPE html>"),
        raw('<html lang="en"><head><meta charset="utf-8">'),
        raw('<meta name="viewport" content="width=device-width, initial-scale=1">'),
        html("<title>{}: pips against mana sources</title>", result.name),
        html("<style>{}</style></head><body><main>", raw(CSS)),
        html("<h1>{}</h1>", result.name),
        html(
            '<p class="note">{} cards in the library, {} of them lands; Karsten\'s model {}.</p>',
            shape.cards,
            shape.lands,
            rules,
        ),
        html("<figure>{}</figure>", Html(chart)),
        raw("<h2>Per color</h2>"),
        _table(
            ["color", "pips", "land sources", "nonland", "one-shot", "needed", "deficit"],
            [
                [
                    _label(c["color"]),
                    c["pips"],
                    c["land_sources"],
                    c["nonland_sources"],
                    c["one_shot_sources"],
                    c["needed"],
                    c["deficit"],
                ]
                for c in colors
            ],
            short_column=6,
        ),
        html("<h2>Spells at risk ({})</h2>", len(at_risk)),
        raw(
            '<p class="note">Requirements with fewer land sources than the model needs for '
            "this deck: the chance to have the colors on curve, given enough lands.</p>"
            if at_risk
            else '<p class="note">None: every requirement has the land sources it needs.</p>'
        ),
    ]
    spell_headers = ["card", "count", "cost", "turn", "needs", "sources", "needed", "chance"]
    if at_risk:
        parts.append(_table(spell_headers, [_spell(s) for s in at_risk]))
    parts += [
        raw("<h2>Every requirement</h2>"),
        _table(spell_headers, [_spell(s) for s in spells]),
        raw(
            '<p class="note">Land sources: lands that make the color, fetch lands for the '
            "colors of the lands they can find in this deck, and modal double-faced cards with "
            "a land back. Nonland sources (mana creatures, Moxen, rocks) and one-shot sources "
            "(rituals, Treasure makers) are shown apart: the model counts lands only. A gold "
            "requirement needs one source more (Karsten's rule for gold cards).</p>"
        ),
        html(
            "<footer>Needed sources: {}, computed from its assumptions for this "
            "deck's size and land count.</footer>",
            CITATION,
        ),
        raw("</main></body></html>"),
    ]
    return join(parts, "\n") + "\n"


def _spell(s: dict) -> list:
    chance = None if s["probability"] is None else f"{s['probability'] * 100:.1f}%"
    return [
        s["card"],
        s["count"],
        s["mana_cost"],
        s["turn"],
        s["requirement"],
        s["sources"],
        s["needed"],
        chance,
    ]


def _table(headers: Sequence[str], rows: Sequence[Sequence], short_column: int = -1) -> Html:
    head = join(html("<th>{}</th>", h) for h in headers)
    body = []
    for row in rows:
        cells = []
        for i, value in enumerate(row):
            text = "" if value is None else value
            numeric = isinstance(value, int | float) and not isinstance(value, bool)
            cls = "num" if numeric else ""
            if i == short_column and numeric and value < 0:
                cls = "num short"
            cells.append(
                html('<td class="{}">{}</td>', cls, text) if cls else html("<td>{}</td>", text)
            )
        body.append(html("<tr>{}</tr>", join(cells)))
    return html("<table><thead><tr>{}</tr></thead><tbody>{}</tbody></table>", head, join(body))


def file_stem(name: str, taken: set[str]) -> str:
    """A safe, unique file name for a deck: letters, digits, '.', '_' and '-'."""
    stem = re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-.") or "deck"
    candidate, n = stem, 1
    while candidate.lower() in taken:
        n += 1
        candidate = f"{stem}-{n}"
    taken.add(candidate.lower())
    return candidate


def write_pages(results: Sequence[DeckResult], folder: Path) -> list[Path]:
    """Write <deck>.svg and <deck>.html for each deck into `folder`; return their paths.

    Only files an earlier run wrote are replaced (`pipeline.owned`): a decklist or any
    other file of the user's with one of these names stops the run before it writes."""
    pages: list[tuple[Path, str]] = []
    taken: set[str] = set()
    for result in results:
        stem = file_stem(result.name, taken)
        chart = svg(result)
        pages += [(folder / f"{stem}.svg", chart), (folder / f"{stem}.html", page(result, chart))]
    output = OutputFolder(folder, "deck --html")
    output.reserve(path for path, _ in pages)
    written = [write_file(path, text) for path, text in pages]
    output.record_written(written)
    return written
