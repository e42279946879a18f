"""Charts of the reports, drawn with matplotlib as SVG files.

Each chart is drawn from the result of one report, so a chart and its CSV always agree.
No pyplot: every figure is a `matplotlib.figure.Figure` of its own, with no global state
and no display backend. The SVGs are deterministic (fixed hash salt, no date), and text
is drawn as paths, so they need no fonts and look the same in every browser.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import matplotlib
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
from matplotlib.ticker import MaxNLocator

from pipeline.errors import PipelineError
from pipeline.files import atomic_write

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.typing import RcKeyType

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
_RC: dict[RcKeyType, Any] = {
    "svg.hashsalt": "mtg-pipeline",
    "svg.fonttype": "path",
    "font.size": 10,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "axes.titlesize": 12,
    "axes.titleweight": "bold",
    "axes.titlelocation": "left",
}


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
    draw: Callable[[Figure, Records], None]


def draw_all(results: Mapping[str, Records], out_dir: Path) -> list[Chart]:
    """Draw every chart whose report is in `results` (rows by report name) as an SVG file."""
    charts = []
    for spec in CHARTS:
        if spec.report not in results:
            continue
        fig = Figure(figsize=(9, 4.6), layout="constrained")
        with matplotlib.rc_context(_RC):
            spec.draw(fig, results[spec.report])
            path = out_dir / f"{CHART_PREFIX}{spec.name}.svg"
            svg = _save_svg(fig, path)
        charts.append(Chart(spec.name, spec.title, spec.description, spec.report, path, svg))
    return charts


def _save_svg(fig: Figure, dest: Path) -> bytes:
    try:
        with atomic_write(dest, "wb") as handle:
            fig.savefig(
                handle,
                format="svg",
                metadata={"Date": None, "Creator": "mtg-pipeline"},
            )
    except OSError as exc:
        raise PipelineError(f"Can't write {dest}: {exc.strerror or exc}") from exc
    return dest.read_bytes()


# -- the charts --------------------------------------------------------------------------


def _pips_by_year(fig: Figure, records: Records) -> None:
    """Share of each color in the colored pips of each year's new cards; cards per year."""
    rows = [r for r in records if r["release_year"] is not None and r["chroma_total"]]
    if any(r["count_cards"] >= MIN_CARDS_FOR_SHARES for r in rows):
        rows = [r for r in rows if r["count_cards"] >= MIN_CARDS_FOR_SHARES]
    if not rows:
        _no_data(fig, "Pips per color by release year")
        return
    share_ax, count_ax = fig.subplots(2, 1, sharex=True, gridspec_kw={"height_ratios": [3, 1]})
    years = [r["release_year"] for r in rows]
    for color in "WUBRG":
        share_ax.plot(
            years,
            [100 * (r[f"share_{color.lower()}"] or 0) for r in rows],
            color=MANA_COLORS[color],
            marker="o",
            markersize=3,
            linewidth=1.8,
            label=COLOR_NAMES[color],
        )
    share_ax.axhline(20, color="#bbbbbb", linewidth=0.8, linestyle="--", zorder=0)
    share_ax.set_ylabel("% of colored pips")
    share_ax.set_title("Pips per color by release year: the color pie over time")
    share_ax.legend(frameon=False, fontsize=9, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    share_ax.grid(axis="y", color="#eeeeee")
    count_ax.bar(years, [r["count_cards"] for r in rows], color="#9a9a9a", width=0.8)
    count_ax.set_ylabel("new cards")
    _integer_years(count_ax, years)


def _producers_by_color(fig: Figure, records: Records) -> None:
    """Cards that could produce each type of mana, lands and nonlands; any means as dots."""
    ax = fig.subplots()
    if not records:
        _no_data(fig, "Mana producers per color")
        return
    types = [r["mana_type"] for r in records]
    colors = [MANA_COLORS.get(t, "#777777") for t in types]
    lands = [r["count_lands"] for r in records]
    nonlands = [r["count_nonlands"] for r in records]
    positions = list(range(len(types)))
    ax.bar(positions, lands, color=colors, width=0.6)
    ax.bar(positions, nonlands, bottom=lands, color=colors, alpha=0.45, width=0.6, hatch="//",
           edgecolor="white")  # fmt: skip
    ax.scatter(
        positions,
        [r["count_produces"] for r in records],
        color="black",
        marker="D",
        s=22,
        zorder=3,
    )
    for x, land, nonland in zip(positions, lands, nonlands, strict=True):
        ax.annotate(
            f"{land + nonland:,}",
            (x - 0.3, land + nonland),
            xytext=(-3, 0),
            textcoords="offset points",
            ha="right",
            va="center",
            fontsize=9,
        )
    handles = [
        Patch(facecolor="#777777", label="lands"),
        Patch(facecolor="#777777", alpha=0.45, hatch="//", edgecolor="white", label="nonlands"),
        Line2D([], [], color="black", marker="D", linestyle="", label="by any means"),
    ]
    ax.set_xticks(positions, [f"{t}\n{COLOR_NAMES.get(t, t)}" for t in types])
    ax.set_ylabel("cards")
    ax.set_title("Mana producers per color: cards whose own mana abilities could make it")
    ax.legend(handles=handles, frameon=False, fontsize=9, loc="upper left",
              bbox_to_anchor=(1.0, 1.0))  # fmt: skip
    ax.grid(axis="y", color="#eeeeee")
    ax.set_axisbelow(True)


def _hybrid_by_year(fig: Figure, records: Records) -> None:
    """Cards first printed each year with hybrid, Phyrexian and colorless-hybrid symbols."""
    rows = [r for r in records if r["release_year"] is not None]
    kinds = [k for k in HYBRID_KINDS if any(r[f"count_{k}_cards"] for r in rows)]
    if not rows or not kinds:
        _no_data(fig, "Hybrid and Phyrexian mana over time", "no hybrid or Phyrexian symbols")
        return
    ax = fig.subplots()
    years = [r["release_year"] for r in rows]
    for kind in kinds:
        label, color = HYBRID_KINDS[kind]
        ax.plot(
            years,
            [r[f"count_{kind}_cards"] for r in rows],
            color=color,
            marker="o",
            markersize=3,
            linewidth=1.8,
            label=label,
        )
    ax.set_ylabel("new cards using it")
    ax.set_title("Hybrid, Phyrexian and colorless-hybrid mana by release year")
    ax.legend(frameon=False, fontsize=9, loc="upper left")
    ax.grid(axis="y", color="#eeeeee")
    _integer_years(ax, years)


def _integer_years(ax: Axes, years: Sequence[int]) -> None:
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    if len(years) == 1:
        ax.set_xlim(years[0] - 1, years[0] + 1)


def _no_data(fig: Figure, title: str, what: str = "no rows") -> None:
    fig.clear()
    ax = fig.subplots()
    ax.set_axis_off()
    ax.set_title(title)
    ax.text(0.5, 0.5, f"This warehouse has {what} for this chart.", ha="center", va="center")


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
