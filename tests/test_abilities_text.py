"""Paragraphs, reminders and quotes (pipeline/abilities/text.py, CR 207.2, 113.1a)."""

from __future__ import annotations

from pipeline.abilities.text import NESTED_QUOTED, last_sentence, paragraphs


def test_paragraphs_are_values():
    """Parsing the same text twice gives equal paragraphs, usable as keys (each one and
    its reminders are immutable)."""
    text = "Flying (This creature can't be blocked except by creatures with flying.)"
    first, second = paragraphs(text), paragraphs(text)
    assert first == second
    assert len({*first, *second}) == 1
    assert {first[0].reminders[0]: 1}[second[0].reminders[0]] == 1


def test_the_last_sentence():
    assert last_sentence("Create a Treasure token. Creatures you control gain haste") == (
        "Creatures you control gain haste"
    )
    assert last_sentence("Sacrifice a land. Draw a card. Then add {G}.") == "Then add {G}."
    assert last_sentence("") == ""


def test_a_nested_quote_ends_before_a_period_a_comma_or_a_space():
    """Roar of the Fifth People: "... have '{T}: Add {R}, {G}, or {W}.'" The inner quote
    ends at its closing single quote, whether the outer text ends there, or goes on after
    a comma, a period or a space."""
    for outer, inner in [
        ("Creatures you control have '{T}: Add {G}.'", "{T}: Add {G}."),
        ("Creatures you control have '{T}: Add {G}.',", "{T}: Add {G}."),
        ("Creatures you control have '{T}: Add {G}.'.", "{T}: Add {G}."),
        ("Creatures you control have '{T}: Add {G}.', and draw", "{T}: Add {G}."),
    ]:
        found = NESTED_QUOTED.search(outer)
        assert found is not None and found[1] == inner, outer


def test_a_single_quoted_word_is_not_a_nested_ability():
    """A nested quoted ability starts like an ability (a capital, a symbol, a number or a
    loyalty sign); a word someone says in single quotes is not one."""
    assert (
        NESTED_QUOTED.search("{T}: Add {G}. Activate only if you said 'please' this turn.") is None
    )
