"""Charts of the reports, drawn as SVG files.

Each chart is drawn from the result of one report, so a chart and its CSV always agree.
They are written as SVG text by `pipeline.svgplot` (matplotlib drew them until issue 15:
importing it cost about a second of every refresh). The SVGs are deterministic: the same
rows give the same bytes, with no date in them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pipeline import svgplot
from pipeline.files import write_file
from pipeline.markup import escaped
from pipeline.svgplot import HEIGHT, WIDTH, Axes, Key

CHART_PREFIX = "chart_"
MIN_CARDS_FOR_SHARES = 20
"""Years with fewer new cards than this are left out of the shares (unless all are)."""

# Colors of Magic's five colors and colorless, dark enough to read on white.
MANA_COLORS = {
    "W": "#c9a227",
    "U": "#1f6fb5",
    "B": "#3b3b3b",
    "R": "#d1342f",
    "G": "#1e8a4c",
    "C": "#9a8f87",
}
COLOR_NAMES = {
    "W": "white",
    "U": "blue",
    "B": "black",
    "R": "red",
    "G": "green",
    "C": "colorless",
}
HYBRID_KINDS = {
    "hybrid": ("hybrid {W/U}", "#7b4fa3"),
    "monocolored_hybrid": ("monocolored hybrid {2/W}", "#e08a1e"),
    "colorless_hybrid": ("colorless hybrid {C/W}", "#8c8c8c"),
    "phyrexian": ("Phyrexian {W/P}", "#2a9d8f"),
    "hybrid_phyrexian": ("hybrid Phyrexian {W/U/P}", "#c2185b"),
}
TOP = 50
"""Where the plotting area starts, below the title."""


Records = Sequence[Mapping[str, Any]]
"""A report's rows as dicts, column name to value."""


@dataclass(frozen=True)
class Chart:
    """A chart as written: its file, and what the page says about it."""

    name: str
    title: str
    description: str
    report: str
    path: Path
    svg: bytes


@dataclass(frozen=True)
class _Spec:
    name: str
    title: str
    description: str
    report: str
    draw: Callable[[Records], bytes]


def paths(reports: Iterable[str], out_dir: Path) -> list[Path]:
    """The files `draw_all` writes for these reports' results."""
    wanted = set(reports)
    return [_path(spec, out_dir) for spec in CHARTS if spec.report in wanted]


def _path(spec: _Spec, out_dir: Path) -> Path:
    return out_dir / f"{CHART_PREFIX}{spec.name}.svg"


def draw_all(results: Mapping[str, Records], out_dir: Path) -> list[Chart]:
    """Draw every chart whose report is in `results` (rows by report name) as an SVG file."""
    charts = []
    for spec in CHARTS:
        if spec.report not in results:
            continue
        svg = spec.draw(results[spec.report])
        path = _path(spec, out_dir)
        write_file(path, svg)
        charts.append(Chart(spec.name, spec.title, spec.description, spec.report, path, svg))
    return charts


# -- the charts --------------------------------------------------------------------------


def _pips_by_year(records: Records) -> bytes:
    """Share of each color in the colored pips of each year's new cards; cards per year."""
    title = "Pips per color by release year: the color pie over time"
    rows = [r for r in records if r["release_year"] is not None and r["chroma_total"]]
    if any(r["count_cards"] >= MIN_CARDS_FOR_SHARES for r in rows):
        rows = [r for r in rows if r["count_cards"] >= MIN_CARDS_FOR_SHARES]
    if not rows:
        return _no_data("Pips per color by release year")
    years = [int(r["release_year"]) for r in rows]
    shares = {c: [100 * float(r[f"share_{c.lower()}"] or 0) for r in rows] for c in "WUBRG"}
    counts = [int(r["count_cards"]) for r in rows]
    keys = [Key(COLOR_NAMES[c], MANA_COLORS[c]) for c in "WUBRG"]
    share_ticks = svgplot.nice_ticks(
        min(20.0, *(min(v) for v in shares.values())),
        max(20.0, *(max(v) for v in shares.values())),
        7,
    )
    count_ticks = svgplot.nice_ticks(0, max(counts), 3, integer=True)
    left = _left_margin(share_ticks, count_ticks)
    width = WIDTH - left - svgplot.legend_width(keys) - 28
    bottom = HEIGHT - 34
    gap = 24
    share_height = (bottom - TOP - gap) * 3 / 4
    xlim = _year_limits(years)
    share_ax = Axes(left, TOP, width, share_height, xlim, (share_ticks[0], share_ticks[-1]))
    count_ax = Axes(
        left, TOP + share_height + gap, width, bottom - TOP - share_height - gap, xlim,
        (0, count_ticks[-1]),
    )  # fmt: skip
    x_ticks = _year_ticks(years, xlim)
    share_ax.y_axis(share_ticks, "% of colored pips")
    share_ax.hline(20, "#bbbbbb")
    share_ax.x_axis(x_ticks, labels=False)
    for color in "WUBRG":
        share_ax.line(years, shares[color], MANA_COLORS[color], label=COLOR_NAMES[color])
    share_ax.spines()
    count_ax.y_axis(count_ticks, "new cards")
    count_ax.x_axis(x_ticks)
    for year, count in zip(years, counts, strict=True):
        count_ax.bar(year, count, 0.8, "#9a9a9a", title=f"{year}: {count:,} new cards")
    count_ax.spines()
    body = share_ax.out + count_ax.out + svgplot.legend(keys, share_ax.right + 20, TOP)
    return svgplot.document(title, body)


def _producers_by_color(records: Records) -> bytes:
    """Cards that could produce each type of mana, lands and nonlands; any means as dots."""
    title = "Mana producers per color: cards whose own mana abilities could make it"
    if not records:
        return _no_data("Mana producers per color")
    types = [str(r["mana_type"]) for r in records]
    lands = [int(r["count_lands"]) for r in records]
    nonlands = [int(r["count_nonlands"]) for r in records]
    produces = [int(r["count_produces"]) for r in records]
    hatch = "hatch"
    keys = [
        Key("lands", "#777777", "box"),
        Key("nonlands", "#777777", "box", opacity=0.45, pattern=hatch),
        Key("by any means", "#000000", "diamond"),
    ]
    totals = [land + nonland for land, nonland in zip(lands, nonlands, strict=True)]
    ticks = svgplot.nice_ticks(0, max(produces + totals), 7)
    left = _left_margin(ticks)
    width = WIDTH - left - svgplot.legend_width(keys) - 28
    ax = Axes(left, TOP, width, HEIGHT - 50 - TOP, (-0.6, len(types) - 0.4), (0, ticks[-1]))
    ax.y_axis(ticks, "cards")
    ax.x_axis([(i, f"{t}\n{COLOR_NAMES.get(t, t)}") for i, t in enumerate(types)])
    rows = zip(types, lands, nonlands, produces, strict=True)
    for i, (kind, land, nonland, total) in enumerate(rows):
        ink = MANA_COLORS.get(kind, "#777777")
        ax.bar(i, land, 0.6, ink, title=f"{kind}: {land:,} lands")
        ax.bar(
            i, nonland, 0.6, ink, bottom=land, opacity=0.45, pattern=hatch,
            title=f"{kind}: {nonland:,} nonlands",
        )  # fmt: skip
        ax.diamond(i, total)
        ax.text(i - 0.3, land + nonland, f"{land + nonland:,}", anchor="end", dx=-4)
    ax.spines()
    body = ax.out + svgplot.legend(keys, ax.right + 20, TOP)
    return svgplot.document(title, body, defs=[svgplot.hatch(hatch)])


def _hybrid_by_year(records: Records) -> bytes:
    """Cards first printed each year with hybrid, Phyrexian and colorless-hybrid symbols."""
    title = "Hybrid, Phyrexian and colorless-hybrid mana by release year"
    rows = [r for r in records if r["release_year"] is not None]
    kinds = [k for k in HYBRID_KINDS if any(r[f"count_{k}_cards"] for r in rows)]
    if not rows or not kinds:
        return _no_data("Hybrid and Phyrexian mana over time", "no hybrid or Phyrexian symbols")
    years = [int(r["release_year"]) for r in rows]
    counts = {k: [int(r[f"count_{k}_cards"] or 0) for r in rows] for k in kinds}
    ticks = svgplot.nice_ticks(0, max(max(v) for v in counts.values()), 8)
    left = _left_margin(ticks)
    xlim = _year_limits(years)
    # a little room below zero, so that the years with none show their dots above the axis
    low = ticks[0] - (ticks[-1] - ticks[0]) * 0.03
    ax = Axes(left, TOP, WIDTH - left - 24, HEIGHT - 34 - TOP, xlim, (low, ticks[-1]))
    ax.y_axis(ticks, "new cards using it")
    ax.x_axis(_year_ticks(years, xlim))
    for kind in kinds:
        label, color = HYBRID_KINDS[kind]
        ax.line(years, counts[kind], color, label=label)
    ax.spines()
    keys = [Key(HYBRID_KINDS[k][0], HYBRID_KINDS[k][1]) for k in kinds]
    return svgplot.document(title, ax.out + svgplot.legend(keys, ax.left + 12, TOP + 4))


def _left_margin(*axes: Sequence[float]) -> float:
    """Room left of the axes for the widest tick value and the axis label beside it."""
    widest = max(svgplot.text_width(svgplot.tick_label(t, ticks)) for ticks in axes for t in ticks)
    return 12 + 16 + 10 + widest + 8


def _year_limits(years: Sequence[int]) -> tuple[float, float]:
    if len(years) == 1:
        return years[0] - 1, years[0] + 1
    return min(years) - 0.8, max(years) + 0.8


def _year_ticks(years: Sequence[int], xlim: tuple[float, float]) -> list[tuple[float, str]]:
    ticks = svgplot.nice_ticks(min(years), max(years), 10, integer=True)
    return [(t, str(int(t))) for t in ticks if xlim[0] <= t <= xlim[1]]


def _no_data(title: str, what: str = "no rows") -> bytes:
    message = f"This warehouse has {what} for this chart."
    body = [
        f'<text x="{WIDTH // 2}" y="{HEIGHT // 2}" text-anchor="middle" '
        f'dominant-baseline="middle">{escaped(message)}</text>'
    ]
    return svgplot.document(title, body)


CHARTS: tuple[_Spec, ...] = (
    _Spec(
        "pips_by_year",
        "Pips per color by release year",
        "Each color's share of the colored mana symbols (chroma; a hybrid symbol counts for "
        "each of its colors) in the costs of the cards first printed each year; below, how "
        "many cards that is. The dashed line is an even 20%. Years with fewer than "
        f"{MIN_CARDS_FOR_SHARES} new cards are left out (unless every year has so few).",
        "rpt_pips_by_year",
        _pips_by_year,
    ),
    _Spec(
        "producers_by_color",
        "Mana producers per color",
        "Cards whose own mana abilities could produce each type of mana (CR 106.7), lands "
        "solid and nonlands hatched; the diamond counts cards that lead to it by any means, "
        "spells and tokens included (the number left of each bar is lands plus nonlands).",
        "rpt_producers_by_color",
        _producers_by_color,
    ),
    _Spec(
        "hybrid_by_year",
        "Hybrid and Phyrexian mana over time",
        "How many of the cards first printed each year have each kind of hybrid or "
        "Phyrexian symbol in a mana cost of any face.",
        "rpt_hybrid_by_year",
        _hybrid_by_year,
    ),
)
