"""Activation costs (pipeline/abilities/costs.py): a cost split into its parts (CR 602.1b).

Items are separated by commas; an item that starts with neither a symbol nor a capital
letter continues the one before ("Sacrifice an artifact, creature, or land"); each kind
of payment has its column (118.3, 119.4, 107.14, 701.9, 701.21).
"""

from __future__ import annotations

from typing import Any

import pytest

from pipeline.abilities import CostParts, parse_cost
from pipeline.abilities.costs import sacrifices_itself


def test_a_sacrifice_of_a_list_of_types_after_two_other_items():
    cost = parse_cost("{1}, {T}, Sacrifice an artifact, creature, or land")
    assert cost == CostParts(
        cost_text="{1}, {T}, Sacrifice an artifact, creature, or land",
        has_tap=True,
        has_untap=False,
        cost_mana="{1}",
        cost_mana_value=1.0,
        sacrifice="Sacrifice an artifact, creature, or land",
        life=None,
        energy=None,
        discard=None,
        other_cost=(),
    )


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        pytest.param(
            "{2}, {T}, Discard an artifact, creature, or land card",
            {
                "cost_mana": "{2}",
                "has_tap": True,
                "discard": "Discard an artifact, creature, or land card",
                "other_cost": (),
            },
            id="a discard of a list after two other items",
        ),
        pytest.param(
            "{2},{T},Pay 2 life",
            {"cost_mana": "{2}", "has_tap": True, "life": "Pay 2 life", "other_cost": ()},
            id="items are separated by commas with or without a space",
        ),
        # an item that starts with the word "Discard" is the discard payment (701.9)
        pytest.param(
            "{T}, Discard",
            {"has_tap": True, "discard": "Discard", "other_cost": ()},
            id="an item that is the verb discard alone is the discard",
        ),
        pytest.param(
            "{T}, Discarded Relic",
            {"discard": None, "other_cost": ("Discarded Relic",)},
            id="a word that only starts like discard is not a discard",
        ),
        pytest.param(
            "{Q}",
            {"has_tap": False, "has_untap": True, "cost_mana": ""},
            id="the untap symbol",
        ),
        # "{}" is no symbol (CR 107): the item is kept as a cost the parser does not know,
        # never dropped
        pytest.param(
            "{}, {T}",
            {"has_tap": True, "cost_mana": "", "other_cost": ("{}",)},
            id="an empty pair of braces is an other cost not a symbol",
        ),
    ],
)
def test_a_cost_has_these_parts(text: str, parts: dict[str, Any]) -> None:
    """The parts each case is about, as parse_cost reads them."""
    cost = parse_cost(text)
    assert {name: getattr(cost, name) for name in parts} == parts


def test_a_cost_of_no_items_neither_taps_nor_untaps():
    assert CostParts().has_untap is False
    assert CostParts().has_tap is False


@pytest.mark.parametrize(
    ("sacrifice", "name", "type_line", "expected"),
    [
        ("Sacrifice Lotus Petal", "Lotus Petal", "Artifact", True),
        ("Sacrifice Black Lotus", "Black Lotus", "Artifact", True),
        ("Sacrifice this artifact", "Chromatic Sphere", "Artifact", True),
        ("Sacrifice this Equipment", "Test Gear", "Artifact — Equipment", True),
        ("Sacrifice Jaya", "Jaya, Fiery Negotiator", "Legendary Creature — Human", True),
        ("Sacrifice a creature", "Ashnod's Altar", "Artifact", False),
        ("Sacrifice another artifact", "Test Engine", "Artifact", False),
        ("Sacrifice Lotus Petal", "Lotus Bloom", "Artifact", False),
        (None, "Sol Ring", "Artifact", False),
    ],
)
def test_a_cost_that_sacrifices_the_object_itself(sacrifice, name, type_line, expected):
    """CR 701.21: the object leaves paying for it, so its ability makes mana once (the
    deck loader counts such a permanent as a one-shot source, as a Treasure)."""
    assert sacrifices_itself(sacrifice, name, type_line) is expected
