"""Karsten's model (pipeline.deck.karsten) against the numbers he published.

The published numbers are from Frank Karsten, "How Many Sources Do You Need to
Consistently Cast Your Spells? A 2022 Update" (TCGplayer Infinite, 2022-08-02): the
summary table of sources needed per mana cost and deck size, and the probabilities he
quotes for the Rakdos Midrange example. The model is implemented from the assumptions the
article states, never from the table; these tests are how we know it is his model.
"""

from __future__ import annotations

import pytest

from pipeline.deck.karsten import DeckShape, cast_probability, sources_needed, threshold

# Mana cost, then the sources needed in 60-, 80-, 99- and 40-card decks, as published.
PUBLISHED = {
    "5C": (9, 12, 14, 6),
    "4C": (9, 14, 15, 6),
    "3C": (10, 15, 16, 7),
    "2C": (12, 16, 18, 8),
    "5CC": (12, 17, 20, 8),
    "1C": (13, 18, 19, 9),
    "4CC": (13, 19, 22, 9),
    "C": (14, 19, 19, 9),
    "3CC": (15, 20, 23, 10),
    "4CCC": (16, 22, 26, 10),
    "2CC": (16, 23, 26, 11),
    "3CCC": (17, 24, 28, 11),
    "1CC": (18, 25, 28, 12),
    "2CCC": (19, 26, 30, 13),
    "CC": (21, 28, 30, 14),
    "1CCC": (21, 29, 33, 14),
    "1CCCC": (22, 31, 36, 15),
    "CCC": (23, 32, 36, 16),
    "CCCC": (24, 34, 39, 17),
}
# His assumed lands per deck size; 99-card decks play by multiplayer Commander rules.
DECKS = {
    60: DeckShape(60, 25),
    80: DeckShape(80, 35),
    99: DeckShape(99, 41, multiplayer=True),
    40: DeckShape(40, 17),
}
# The 60-card deck at 20 and 30 lands, from his table for other land counts.
PUBLISHED_BY_LANDS = {
    20: (7, 8, 9, 10, 10, 11, 11, 12, 12, 12, 13, 14, 15, 15, 18, 17, 18, 19, 20),
    30: (10, 11, 12, 13, 15, 14, 16, 15, 17, 19, 19, 20, 21, 22, 23, 24, 26, 27, 29),
}


def _cost(cost: str) -> tuple[int, int]:
    """'2CC' -> (pips 2, turn 4): C is a colored symbol, the digit generic mana."""
    pips = cost.count("C")
    return pips, int(cost.rstrip("C") or 0) + pips


def _model_table(shape: DeckShape) -> dict[str, int | None]:
    return {cost: sources_needed(shape, *_cost(cost)) for cost in PUBLISHED}


@pytest.mark.parametrize("size", [60, 40, 99])
def test_model_reproduces_the_published_table_cell_for_cell(size):
    """The issue asks for +-1 in every cell of the 40- and 60-card tables; every cell of
    those and of the Commander table comes out exactly."""
    column = list(DECKS).index(size)
    published = {cost: row[column] for cost, row in PUBLISHED.items()}

    assert _model_table(DECKS[size]) == published


def test_model_is_within_one_source_of_the_80_card_table():
    """One cell differs: 4C, where the model says 13 and the article 14. In every other
    column 4C needs at most one source more than 5C; there it would need two."""
    published = {cost: row[1] for cost, row in PUBLISHED.items()}
    model = _model_table(DECKS[80])

    differences = {c: (model[c], published[c]) for c in PUBLISHED if model[c] != published[c]}
    assert differences == {"4C": (13, 14)}


@pytest.mark.parametrize(
    ("lands", "differences"),
    [
        (30, {}),
        # 95.7% at 12 sources, just under the 96% bar. Only games with 7 lands in the first
        # 13 cards count (about 8% of them with 20 lands), so a simulation's estimate of
        # this cell rests on few games
        (20, {"4CCC": (13, 12)}),
    ],
)
def test_model_is_within_one_source_of_the_60_card_tables_for_other_land_counts(lands, differences):
    published = dict(zip(PUBLISHED, PUBLISHED_BY_LANDS[lands], strict=True))
    model = _model_table(DeckShape(60, lands))

    assert {c: (model[c], published[c]) for c in published if model[c] != published[c]} == (
        differences
    )
    assert round(cast_probability(DeckShape(60, 20), 12, 3, 7), 4) == 0.9574


@pytest.mark.parametrize(
    ("sources", "pips", "turn", "published"),
    [
        (14, 1, 1, 91.3),  # Thoughtseize with 14 untapped black sources
        (15, 1, 1, 93.2),  # ... with 15
        (19, 2, 4, 98.5),  # Chandra, Torch of Defiance with 19 red sources
        (18, 2, 4, 97.4),  # ... with 18
        (19, 2, 3, 94.8),  # Lifebane Zombie with 19 black sources
        (18, 2, 3, 92.5),  # ... with 18
    ],
)
def test_model_gives_the_probabilities_of_the_rakdos_example(sources, pips, turn, published):
    """The article's Rakdos Midrange deck (24 lands and an MDFC: 25) quotes these."""
    probability = cast_probability(DeckShape(60, 25), sources, pips, turn)

    assert round(probability * 100, 1) == published


def test_threshold_is_89_plus_mana_value_up_to_96_percent():
    assert [threshold(turn) for turn in range(1, 10)] == [
        0.90, 0.91, 0.92, 0.93, 0.94, 0.95, 0.96, 0.96, 0.96,
    ]  # fmt: skip


def test_more_sources_never_lower_the_probability():
    shape = DeckShape(60, 25)
    chances = [cast_probability(shape, k, 2, 3) for k in range(26)]

    assert chances == sorted(chances)
    assert chances[0] == 0.0
    assert chances[25] == 1.0  # every land is a source and 3 lands were drawn


def test_the_free_mulligan_and_turn_one_draw_lower_commander_requirements():
    """Karsten: incorporating them lowered one- and two-drop requirements by up to 3-4."""
    commander = DeckShape(99, 41, multiplayer=True)
    duel = DeckShape(99, 41, multiplayer=False)

    assert sources_needed(commander, 1, 1) == 19
    assert sources_needed(duel, 1, 1) == 23
    assert sources_needed(commander, 2, 2) == 30
    assert sources_needed(duel, 2, 2) == 34


def test_no_probability_without_a_way_to_draw_enough_lands():
    assert cast_probability(DeckShape(60, 0), 0, 1, 1) is None
    assert cast_probability(DeckShape(60, 3), 3, 1, 4) is None  # never 4 lands
    assert sources_needed(DeckShape(60, 3), 1, 4) is None
    assert cast_probability(DeckShape(8, 4), 4, 1, 3) is None  # 7 + 2 draws > 8 cards


def test_sources_must_be_lands():
    with pytest.raises(ValueError, match="26 sources in a deck of 25 lands"):
        cast_probability(DeckShape(60, 25), 26, 1, 1)
    with pytest.raises(ValueError, match="can't hold 61 lands"):
        DeckShape(60, 61)
