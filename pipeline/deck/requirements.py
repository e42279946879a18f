"""From a mana cost to the sources it asks for, and the turn it asks for them.

For each symbol, the colors of mana that can pay it (CR 107.4):

- `{W}`: white; `{C}`: colorless, a requirement of its own ("C", CR 107.4c);
- hybrid `{R/W}`: red or white (107.4e), so a source of either counts;
- monocolored hybrid `{2/W}`: white, the way it is paid when cast on curve;
- colorless hybrid `{C/W}`: colorless or white;
- half mana `{HW}`: white;
- Phyrexian `{W/P}` and `{W/U/P}`: nothing, since 2 life pays them (107.4f);
- generic, `{X}` (0 on curve, 107.3g), snow `{S}`: nothing.

Symbols with the same colors add up: `{1}{U}{U}` asks for 2 blue sources, `{R/W}{R/W}`
for 2 sources of red or white. A cost whose symbols ask for different colors also asks,
as Karsten does for gold cards, for all of them from sources of any of those colors
(`{1}{W}{U}`: 1 white, 1 blue and 2 white-or-blue), and when no single color could pay
every symbol it is gold: Karsten adds one source to each of its requirements. A
requirement that a smaller one already implies (`{R}{R/W}`: 1 red makes "1 red or
white" redundant) is dropped.

The turn is the mana value when each symbol is paid with one mana (`{2/W}` as `{W}`,
`{X}` as 0), at least 1. Pure: no I/O.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pipeline.mana import ManaCost

__all__ = ["MANA_ORDER", "Requirement", "colors_text", "requirements", "turn"]

MANA_ORDER = "WUBRGC"


@dataclass(frozen=True)
class Requirement:
    """`pips` sources of any of `colors` (WUBRGC order) by the turn; `gold`: Karsten +1."""

    colors: str
    pips: int
    gold: bool = False

    @property
    def text(self) -> str:
        """ "UU" for two blue; "2 of R/W" for two sources that each make red or white."""
        if len(self.colors) == 1:
            return self.colors * self.pips
        return f"{self.pips} of {'/'.join(self.colors)}"


def colors_text(colors: set[str] | frozenset[str]) -> str:
    return "".join(c for c in MANA_ORDER if c in colors)


def _payable_by(kind: str, colors: tuple[str, ...]) -> str:
    if kind in ("colored", "hybrid", "monocolored_hybrid", "half"):
        return colors_text(set(colors))
    if kind == "colorless":
        return "C"
    if kind == "colorless_hybrid":
        return colors_text({"C", *colors})
    return ""  # generic, variable, snow, Phyrexian, infinity


def requirements(cost: ManaCost) -> list[Requirement]:
    """The requirements of one castable face's cost, single colors first."""
    by_colors: dict[str, int] = {}
    for symbol in cost.symbols:
        payable = _payable_by(symbol.kind, symbol.colors)
        if payable:
            by_colors[payable] = by_colors.get(payable, 0) + 1
    if not by_colors:
        return []
    if len(by_colors) > 1:
        union = colors_text(set("".join(by_colors)))
        by_colors[union] = max(by_colors.get(union, 0), sum(by_colors.values()))
    kept = {
        colors: pips
        for colors, pips in by_colors.items()
        if not any(
            other != colors and set(other) <= set(colors) and more >= pips
            for other, more in by_colors.items()
        )
    }
    single_payers = set(MANA_ORDER)
    for colors in by_colors:
        single_payers &= set(colors)
    gold = not single_payers
    return sorted(
        (Requirement(colors, pips, gold) for colors, pips in kept.items()),
        key=lambda r: (len(r.colors), MANA_ORDER.index(r.colors[0]), r.colors),
    )


def turn(cost: ManaCost) -> int | None:
    """The turn a spell of this cost is cast on curve; None for an infinite cost."""
    total = 0.0
    for symbol in cost.symbols:
        if symbol.mana_value is None:
            return None
        if symbol.kind == "monocolored_hybrid":
            total += 1  # {2/W} paid with {W}
        else:
            total += symbol.mana_value
    return max(1, math.ceil(total))
