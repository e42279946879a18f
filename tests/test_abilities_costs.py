"""Activation costs (pipeline/abilities/costs.py): a cost split into its parts (CR 602.1b).

Items are separated by commas; an item that starts with neither a symbol nor a capital
letter continues the one before ("Sacrifice an artifact, creature, or land"); each kind
of payment has its column (118.3, 119.4, 107.14, 701.9, 701.21).
"""

from __future__ import annotations

from pipeline.abilities import CostParts, parse_cost


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


def test_a_discard_of_a_list_after_two_other_items():
    cost = parse_cost("{2}, {T}, Discard an artifact, creature, or land card")
    assert (cost.cost_mana, cost.has_tap, cost.discard, cost.other_cost) == (
        "{2}",
        True,
        "Discard an artifact, creature, or land card",
        (),
    )


def test_items_are_separated_by_commas_with_or_without_a_space():
    cost = parse_cost("{2},{T},Pay 2 life")
    assert (cost.cost_mana, cost.has_tap, cost.life, cost.other_cost) == (
        "{2}",
        True,
        "Pay 2 life",
        (),
    )


def test_an_item_that_is_the_verb_discard_alone_is_the_discard():
    """An item that starts with the word "Discard" is the discard payment (701.9)."""
    cost = parse_cost("{T}, Discard")
    assert (cost.has_tap, cost.discard, cost.other_cost) == (True, "Discard", ())


def test_a_word_that_only_starts_like_discard_is_not_a_discard():
    cost = parse_cost("{T}, Discarded Relic")
    assert (cost.discard, cost.other_cost) == (None, ("Discarded Relic",))


def test_the_untap_symbol():
    cost = parse_cost("{Q}")
    assert (cost.has_tap, cost.has_untap, cost.cost_mana) == (False, True, "")
    assert CostParts().has_untap is False
    assert CostParts().has_tap is False


def test_an_empty_pair_of_braces_is_an_other_cost_not_a_symbol():
    """ "{}" is no symbol (CR 107): the item is kept as a cost the parser does not know,
    never dropped."""
    cost = parse_cost("{}, {T}")
    assert (cost.has_tap, cost.cost_mana, cost.other_cost) == (True, "", ("{}",))
