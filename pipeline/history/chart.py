"""A printing's price over time as text: the card page's chart (`pipeline card NAME`).

Columns of block characters, eight steps a row, lowest price at the bottom; one column a
snapshot, or, when there are more snapshots than columns, the last price of each run of
days a column stands for. Days without a price are blank columns.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from decimal import Decimal

from pipeline.history import PRICE_FIELDS

BLOCKS = " ▁▂▃▄▅▆▇█"
CURRENCY_SIGNS = {"usd": "$", "eur": "€", "tix": ""}
"""By a price field's currency, its first word (`usd_foil` is in usd); tix have no sign."""

Point = tuple[date, Decimal | None]


def pick_series(rows: Sequence[dict[str, object]]) -> tuple[str, list[Point]] | None:
    """The first of usd, usd_foil, ..., tix with prices on two days or more; else None.

    One day is no history yet: the page shows a chart from the second snapshot on.
    """
    for name in PRICE_FIELDS:
        points = [(row["as_of"], row[name]) for row in rows]
        if sum(value is not None for _, value in points) >= 2:
            return name, points  # type: ignore[return-value]
    return None


def render(name: str, points: Sequence[Point], width: int = 60, height: int = 4) -> list[str]:
    """The chart's lines: a heading, `height` rows of bars with the price scale, the dates."""
    symbol, label = CURRENCY_SIGNS.get(name.partition("_")[0], ""), name.replace("_", " ")
    values = [v for _, v in points if v is not None]
    if not values:
        return []
    low, high = min(values), max(values)
    latest = next(v for _, v in reversed(points) if v is not None)
    first_day, last_day = points[0][0], points[-1][0]
    days = len(points)
    heading = (
        f"Prices ({label}, {days} snapshot{'s' if days != 1 else ''}, {first_day} .. "
        f"{last_day})   now {symbol}{latest} · low {symbol}{low} · high {symbol}{high}"
    )
    top, bottom = f"{symbol}{high}", f"{symbol}{low}" if low != high else ""
    axis = max(len(top), len(bottom))
    columns = _columns(points, max(width - axis - 3, 10))
    levels = [_level(v, low, high, height) for v in columns]
    lines = [heading]
    for row in range(height - 1, -1, -1):
        scale = top if row == height - 1 else bottom if row == 0 else ""
        tick = "┤" if scale else "│"
        bars = "".join(BLOCKS[min(max(level - row * 8, 0), 8)] for level in levels)
        lines.append(f"  {scale:>{axis}} {tick}{bars}".rstrip())
    span = f"{first_day}" + (f" .. {last_day}" if last_day != first_day else "")
    lines.append(f"  {'':>{axis}}  {span}")
    return lines


def _columns(points: Sequence[Point], width: int) -> list[Decimal | None]:
    """One value a column: each point, or the last price of the run a column stands for."""
    values = [v for _, v in points]
    if len(values) <= width:
        return values
    out: list[Decimal | None] = []
    for i in range(width):
        run = values[i * len(values) // width : (i + 1) * len(values) // width]
        out.append(next((v for v in reversed(run) if v is not None), None))
    return out


def _level(value: Decimal | None, low: Decimal, high: Decimal, height: int) -> int:
    """Eighths of a row the bar fills: at least one for a price, none for no price."""
    if value is None:
        return 0
    steps = height * 8
    if high == low:
        return steps // 2
    return 1 + round(float((value - low) / (high - low)) * (steps - 1))
