"""Frank Karsten's model of how many colored sources a deck needs, computed exactly.

The reference is Frank Karsten, "How Many Sources Do You Need to Consistently Cast Your
Spells? A 2022 Update" (TCGplayer Infinite, 2 August 2022). This module implements the
model that article describes, not its tables: the tables come out of it (tests/test_deck_model.py
checks every published cell). His assumptions, as this module encodes them:

- A spell of mana value M with N symbols of a color is cast *consistently* when the deck
  draws at least N sources of that color by turn M with probability at least 89 + M
  percent (90% for one-drops, up to 96% for seven-drops), **conditional on drawing at
  least M lands by turn M**: not drawing enough lands is a land-count problem, not a
  color problem. So the probability is P(>= N sources and >= M lands) / P(>= M lands).
- On the play: the opening hand, then one draw on each turn after the first (turn M has
  seen 7 + M - 1 cards). Only lands are sources, and there is no card selection.
- The London mulligan (CR 103.5): draw seven, then put one card on the bottom per
  mulligan taken. Mulligan a seven-card hand with 0, 1, 6 or 7 lands; a six-card hand
  that after bottoming holds 0, 1, 5 or 6 lands; a five-card hand with 0, 1 or 5; keep
  every four-card hand. Bottoming aims at three lands: from six, bottom a spell if the
  seven held three or more spells, else a land; from five, two spells if it held four or
  more, a spell and a land if three, else two lands; from four, keep three lands and one
  spell where possible. Lands go to the bottom off-color first.
- Multiplayer Commander: the first mulligan is free (CR 103.4c), so a first seven-card
  hand with 0, 1, 2, 6 or 7 lands goes back at no cost, and the starting player draws on
  turn one (CR 103.8c, 800.7).

Karsten ran a simulation; this module sums over every hypergeometric outcome instead, so
the same question always gets the same answer, to the last digit. It is pure: no I/O.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from math import comb

__all__ = ["DeckShape", "cast_probability", "sources_needed", "threshold"]

HAND = 7
MAX_TURN_FOR_THRESHOLD = 7
"""Karsten's consistency bar stops at 96% for seven-drops; later turns keep it."""


@dataclass(frozen=True)
class DeckShape:
    """What the model needs to know about a deck.

    `cards` is the library a game starts from (a Commander deck's 99, without the
    commander), `lands` how many of them are lands (a modal double-faced card with a land
    back counts), `multiplayer` whether the free mulligan and the turn-one draw apply.
    """

    cards: int
    lands: int
    multiplayer: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.lands <= self.cards:
            raise ValueError(f"A deck of {self.cards} cards can't hold {self.lands} lands")


def threshold(turn: int) -> float:
    """The probability that counts as consistent for a spell cast on `turn`: 89 + M %."""
    return (89 + min(max(turn, 1), MAX_TURN_FOR_THRESHOLD)) / 100


@functools.lru_cache(maxsize=65536)
def cast_probability(shape: DeckShape, sources: int, pips: int, turn: int) -> float | None:
    """P(at least `pips` sources by `turn` | at least `turn` lands by `turn`), after mulligans.

    `sources` lands of the deck produce the mana in question (sources <= lands). None
    when the condition can't happen (too few lands or cards to draw `turn` lands).
    """
    if not 0 <= sources <= shape.lands:
        raise ValueError(f"{sources} sources in a deck of {shape.lands} lands")
    if pips < 1 or turn < 1:
        raise ValueError(f"pips and turn must be positive, got {pips} and {turn}")
    draws = turn - 1 + (1 if shape.multiplayer else 0)
    if shape.cards < HAND + draws:
        return None
    joint = conditioned = 0.0
    reach = 1.0  # probability of getting to this hand (every earlier hand mulliganed)
    for hand, free in _stages(shape.multiplayer):
        mulligan = 0.0
        for colored, other, spells, chance in _sevens(shape, sources):
            lands_back, _ = _bottom(hand, colored + other, spells)
            other_back = min(other, lands_back)  # off-color lands go to the bottom first
            kept_colored = colored - (lands_back - other_back)
            kept_lands = colored + other - lands_back
            if not _keeps(hand, free, kept_lands):
                mulligan += chance
                continue
            both, enough_lands = _draws(
                shape, sources, (colored, other, spells), draws, kept_colored, kept_lands,
                pips, turn,
            )  # fmt: skip
            joint += reach * chance * both
            conditioned += reach * chance * enough_lands
        reach *= mulligan
    if conditioned == 0:
        return None
    return joint / conditioned


def sources_needed(shape: DeckShape, pips: int, turn: int) -> int | None:
    """The fewest sources that reach `threshold(turn)`; None if no number of lands can."""
    low, high = 0, shape.lands
    best = cast_probability(shape, high, pips, turn)
    if best is None or best < threshold(turn):
        return None
    while low < high:  # the probability grows with the sources: bisect
        middle = (low + high) // 2
        probability = cast_probability(shape, middle, pips, turn)
        if probability is not None and probability >= threshold(turn):
            high = middle
        else:
            low = middle + 1
    return low


def _stages(multiplayer: bool) -> list[tuple[int, bool]]:
    """(cards kept, whether this mulligan is free) for each hand a player may look at."""
    stages = [(7, False), (6, False), (5, False), (4, False)]
    return [(7, True), *stages] if multiplayer else stages


def _keeps(hand: int, free: bool, lands: int) -> bool:
    if hand == 7:
        return 3 <= lands <= 5 if free else 2 <= lands <= 5
    if hand in (6, 5):
        return 2 <= lands <= 4
    return True


def _bottom(hand: int, lands: int, spells: int) -> tuple[int, int]:
    """(lands, spells) a player puts on the bottom to keep `hand` of the seven drawn."""
    back = HAND - hand
    if back == 0:
        return 0, 0
    if hand == 6:
        return (0, 1) if spells >= 3 else (1, 0)
    keep_spells = hand - 3  # three lands and the rest spells, as near as the seven allow
    spells_back = min(back, max(0, spells - keep_spells))
    return back - spells_back, spells_back


def _sevens(shape: DeckShape, sources: int) -> list[tuple[int, int, int, float]]:
    """Every seven-card draw as (colored lands, other lands, spells, probability)."""
    return _sevens_cached(shape.cards, shape.lands, sources)


@functools.lru_cache(maxsize=4096)
def _sevens_cached(cards: int, lands: int, sources: int) -> list[tuple[int, int, int, float]]:
    others, spells = lands - sources, cards - lands
    total = comb(cards, HAND)
    hands = []
    for colored in range(min(sources, HAND) + 1):
        for other in range(min(others, HAND - colored) + 1):
            spell_count = HAND - colored - other
            ways = comb(sources, colored) * comb(others, other) * comb(spells, spell_count)
            if ways:
                hands.append((colored, other, spell_count, ways / total))
    return hands


def _draws(
    shape: DeckShape,
    sources: int,
    seven: tuple[int, int, int],
    draws: int,
    kept_colored: int,
    kept_lands: int,
    pips: int,
    turn: int,
) -> tuple[float, float]:
    """(P(enough sources and lands), P(enough lands)) over the draws after keeping.

    The draws come from the cards not among the seven (the bottomed cards lie under them).
    """
    colored, other, spells = seven
    left_colored = sources - colored
    left_other = shape.lands - sources - other
    left_spells = shape.cards - shape.lands - spells
    total = comb(shape.cards - HAND, draws)
    both = enough = 0
    for drawn_colored in range(min(left_colored, draws) + 1):
        for drawn_other in range(min(left_other, draws - drawn_colored) + 1):
            drawn_spells = draws - drawn_colored - drawn_other
            if kept_lands + drawn_colored + drawn_other < turn:
                continue
            ways = (
                comb(left_colored, drawn_colored)
                * comb(left_other, drawn_other)
                * comb(left_spells, drawn_spells)
            )
            enough += ways
            if kept_colored + drawn_colored >= pips:
                both += ways
    return both / total, enough / total
