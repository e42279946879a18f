"""A small SVG plotting kit for the export's charts: axes, ticks, lines, bars, legends.

Written for the three charts of `pipeline.charts`, as text, with nothing to import: the
charts used to be drawn with matplotlib, whose import alone took about a second of every
refresh. The output is deterministic (fixed number formats, no ids from memory, no dates),
text is SVG text in a sans-serif font, and every value that comes from data is escaped
(`pipeline.markup.escaped`, the escaping of the pages).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from pipeline.markup import escaped

WIDTH, HEIGHT = 900, 460
FONT = "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif"
FONT_SIZE = 13.0
SMALL = 12.0
TITLE_SIZE = 16.0
INK = "#222222"
GRID = "#eeeeee"
CHAR_WIDTH = 0.6
"""Rough width of a character of FONT, in font sizes: enough to lay out labels and legends."""


def num(value: float) -> str:
    """A coordinate: at most two decimals, no trailing zeros, no `-0`."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def text_width(text: str, size: float = FONT_SIZE) -> float:
    return len(text) * size * CHAR_WIDTH


def nice_ticks(low: float, high: float, most: int = 8, *, integer: bool = False) -> list[float]:
    """Round tick values covering [low, high]: steps of 1, 2, 2.5 or 5 times a power of ten
    (whole numbers only with `integer`), at most `most` intervals."""
    if high < low:
        low, high = high, low
    if high == low:
        low, high = low - 1, high + 1
    raw = (high - low) / most
    scale = 10 ** math.floor(math.log10(raw))
    multiples = (1, 2, 5, 10) if integer else (1, 2, 2.5, 5, 10)
    step = next(m * scale for m in multiples if m * scale >= raw * (1 - 1e-9))
    if integer:
        step = max(1.0, float(round(step)))
    first = math.floor(low / step + 1e-9) * step
    last = math.ceil(high / step - 1e-9) * step
    count = round((last - first) / step)
    return [float(round(first + i * step, 10)) for i in range(count + 1)]


def tick_label(value: float, ticks: Sequence[float]) -> str:
    """A tick's text: whole numbers as such, else as many decimals as the steps need."""
    if all(float(t).is_integer() for t in ticks):
        return str(round(value))
    tenths = all(float(round(t * 10, 6)).is_integer() for t in ticks)
    return f"{value:.1f}" if tenths else f"{value:.2f}"


@dataclass
class Axes:
    """A plotting area in the picture (`left`, `top`, `width`, `height` in pixels) showing
    data from `xlim` and `ylim`; draws into `out`."""

    left: float
    top: float
    width: float
    height: float
    xlim: tuple[float, float]
    ylim: tuple[float, float]
    out: list[str] = field(default_factory=list)

    @property
    def bottom(self) -> float:
        return self.top + self.height

    @property
    def right(self) -> float:
        return self.left + self.width

    def x(self, value: float) -> float:
        low, high = self.xlim
        return self.left + (value - low) / (high - low) * self.width

    def y(self, value: float) -> float:
        low, high = self.ylim
        return self.bottom - (value - low) / (high - low) * self.height

    # -- axes and labels ------------------------------------------------------------------

    def y_axis(self, ticks: Sequence[float], label: str = "", *, grid: bool = True) -> None:
        """Left spine, ticks and their values, horizontal grid lines, the axis label."""
        widest = 0.0
        for tick in ticks:
            y = num(self.y(tick))
            if grid:
                self.out.append(
                    f'<line x1="{num(self.left)}" x2="{num(self.right)}" y1="{y}" y2="{y}" '
                    f'stroke="{GRID}" stroke-width="1"/>'
                )
            text = tick_label(tick, ticks)
            widest = max(widest, text_width(text))
            self.out.append(
                f'<line x1="{num(self.left - 5)}" x2="{num(self.left)}" y1="{y}" y2="{y}" '
                f'stroke="{INK}" stroke-width="1"/>'
            )
            self.out.append(
                f'<text x="{num(self.left - 8)}" y="{y}" text-anchor="end" '
                f'dominant-baseline="middle">{escaped(text)}</text>'
            )
        if label:
            x = num(self.left - 8 - widest - 10)
            y = num(self.top + self.height / 2)
            self.out.append(
                f'<text x="{x}" y="{y}" text-anchor="middle" transform="rotate(-90 {x} {y})">'
                f"{escaped(label)}</text>"
            )

    def x_axis(self, ticks: Sequence[tuple[float, str]], *, labels: bool = True) -> None:
        """Bottom spine, tick marks, and (with `labels`) their text, one line per `\\n`."""
        for value, text in ticks:
            x = num(self.x(value))
            self.out.append(
                f'<line x1="{x}" x2="{x}" y1="{num(self.bottom)}" y2="{num(self.bottom + 5)}" '
                f'stroke="{INK}" stroke-width="1"/>'
            )
            if labels:
                for i, line in enumerate(text.split("\n")):
                    self.out.append(
                        f'<text x="{x}" y="{num(self.bottom + 20 + i * 16)}" '
                        f'text-anchor="middle">{escaped(line)}</text>'
                    )

    def spines(self) -> None:
        """The left and bottom axis lines, drawn last so that bars sit on them."""
        left, right, top, bottom = (num(v) for v in (self.left, self.right, self.top, self.bottom))
        self.out.append(
            f'<path d="M{left} {top}V{bottom}H{right}" fill="none" stroke="{INK}" '
            'stroke-width="1.2"/>'
        )

    # -- marks ------------------------------------------------------------------------------

    def hline(self, value: float, color: str, *, dash: str = "4 3", width: float = 1) -> None:
        y = num(self.y(value))
        self.out.append(
            f'<line x1="{num(self.left)}" x2="{num(self.right)}" y1="{y}" y2="{y}" '
            f'stroke="{color}" stroke-width="{num(width)}" stroke-dasharray="{dash}"/>'
        )

    def line(
        self,
        xs: Sequence[float],
        ys: Sequence[float],
        color: str,
        *,
        label: str = "",
        width: float = 2.2,
        marker: float = 3.0,
    ) -> None:
        """A polyline through the points, with a dot on each; `label` is its tooltip."""
        points = " ".join(f"{num(self.x(x))},{num(self.y(y))}" for x, y in zip(xs, ys, strict=True))
        title = f"<title>{escaped(label)}</title>" if label else ""
        self.out.append(f'<g fill="{color}" stroke="{color}">{title}')
        self.out.append(
            f'<polyline points="{points}" fill="none" stroke-width="{num(width)}" '
            'stroke-linejoin="round"/>'
        )
        for x, y in zip(xs, ys, strict=True):
            self.out.append(
                f'<circle cx="{num(self.x(x))}" cy="{num(self.y(y))}" r="{num(marker)}" '
                'stroke="none"/>'
            )
        self.out.append("</g>")

    def bar(
        self,
        x: float,
        height: float,
        width: float,
        color: str,
        *,
        bottom: float = 0.0,
        opacity: float = 1.0,
        pattern: str = "",
        title: str = "",
    ) -> None:
        """A bar centred on `x`, `width` in data units, from `bottom` up by `height`."""
        if not height:
            return
        x0, x1 = self.x(x - width / 2), self.x(x + width / 2)
        y0, y1 = self.y(bottom + height), self.y(bottom)
        shape = f'x="{num(x0)}" y="{num(y0)}" width="{num(x1 - x0)}" height="{num(y1 - y0)}"'
        fill = f' fill-opacity="{num(opacity)}"' if opacity != 1 else ""
        tip = f"<title>{escaped(title)}</title>" if title else ""
        self.out.append(f'<rect {shape} fill="{color}"{fill}>{tip}</rect>')
        if pattern:
            self.out.append(f'<rect {shape} fill="url(#{pattern})"/>')

    def diamond(self, x: float, y: float, size: float = 5.5, color: str = "#000000") -> None:
        cx, cy = self.x(x), self.y(y)
        self.out.append(
            f'<path d="M{num(cx)} {num(cy - size)}L{num(cx + size)} {num(cy)}'
            f'L{num(cx)} {num(cy + size)}L{num(cx - size)} {num(cy)}Z" fill="{color}"/>'
        )

    def text(
        self, x: float, y: float, text: str, *, anchor: str = "middle", dx: float = 0.0
    ) -> None:
        """Text at a data point, moved `dx` pixels, vertically centred on it."""
        self.out.append(
            f'<text x="{num(self.x(x) + dx)}" y="{num(self.y(y))}" text-anchor="{anchor}" '
            f'dominant-baseline="middle" font-size="{num(SMALL)}">{escaped(text)}</text>'
        )


@dataclass(frozen=True)
class Key:
    """One entry of a legend: a line with a dot, a box (optionally hatched) or a diamond."""

    label: str
    color: str
    kind: str = "line"  # line | box | diamond
    opacity: float = 1.0
    pattern: str = ""


def legend(keys: Sequence[Key], x: float, y: float) -> list[str]:
    """A legend whose first entry's top left corner is at (x, y), one entry a row."""
    out = []
    for i, key in enumerate(keys):
        mid = y + 9 + i * 22
        if key.kind == "line":
            out.append(
                f'<line x1="{num(x)}" x2="{num(x + 24)}" y1="{num(mid)}" y2="{num(mid)}" '
                f'stroke="{key.color}" stroke-width="2.2"/>'
                f'<circle cx="{num(x + 12)}" cy="{num(mid)}" r="3" fill="{key.color}"/>'
            )
        elif key.kind == "box":
            shape = f'x="{num(x)}" y="{num(mid - 6)}" width="24" height="12"'
            fill = f' fill-opacity="{num(key.opacity)}"' if key.opacity != 1 else ""
            out.append(f'<rect {shape} fill="{key.color}"{fill}/>')
            if key.pattern:
                out.append(f'<rect {shape} fill="url(#{key.pattern})"/>')
        else:
            cx = x + 12
            out.append(
                f'<path d="M{num(cx)} {num(mid - 6)}L{num(cx + 6)} {num(mid)}'
                f'L{num(cx)} {num(mid + 6)}L{num(cx - 6)} {num(mid)}Z" fill="{key.color}"/>'
            )
        out.append(
            f'<text x="{num(x + 32)}" y="{num(mid)}" dominant-baseline="middle" '
            f'font-size="{num(SMALL)}">{escaped(key.label)}</text>'
        )
    return out


def legend_width(keys: Sequence[Key]) -> float:
    return 32 + max((text_width(k.label, SMALL) for k in keys), default=0)


def hatch(pattern_id: str, color: str = "#ffffff") -> str:
    """A pattern of thin diagonal lines (`//`), for `fill="url(#id)"` over a bar."""
    return (
        f'<pattern id="{pattern_id}" patternUnits="userSpaceOnUse" width="8" height="8">'
        f'<path d="M-2 2L2 -2M0 8L8 0M6 10L10 6" stroke="{color}" stroke-width="1.2"/>'
        "</pattern>"
    )


def document(title: str, body: Sequence[str], *, defs: Sequence[str] = ()) -> bytes:
    """The whole SVG file: a white page of WIDTH x HEIGHT with the title at its top left."""
    head = [
        '<?xml version="1.0" encoding="utf-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="{FONT}" font-size="{num(FONT_SIZE)}" '
        f'fill="{INK}" role="img" aria-label="{escaped(title)}">',
        f"<title>{escaped(title)}</title>",
    ]
    if defs:
        head += ["<defs>", *defs, "</defs>"]
    head += [
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#ffffff"/>',
        f'<text x="12" y="24" font-size="{num(TITLE_SIZE)}" font-weight="bold">'
        f"{escaped(title)}</text>",
    ]
    return ("\n".join([*head, *body, "</svg>"]) + "\n").encode("utf-8")
