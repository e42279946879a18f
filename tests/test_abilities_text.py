"""Paragraphs, reminders and quotes (pipeline/abilities/text.py, CR 207.2, 113.1a)."""

from __future__ import annotations

import re

import pytest

from pipeline.abilities import SourceKind, parse_face
from pipeline.abilities.text import (
    NESTED_QUOTED,
    Reminder,
    ascii_quotes,
    last_sentence,
    names_itself,
    paragraphs,
    self_pattern,
    sentences,
)


def test_paragraphs_are_values():
    """Parsing the same text twice gives equal paragraphs, usable as keys (each one and
    its reminders are immutable)."""
    text = "Flying (This creature can't be blocked except by creatures with flying.)"
    first, second = paragraphs(text), paragraphs(text)
    assert first == second
    assert len({*first, *second}) == 1
    assert {first[0].reminders[0]: 1}[second[0].reminders[0]] == 1


def test_typographic_quotes_and_apostrophes_become_ascii():
    assert ascii_quotes("“Add {G}.” ‘Add {R}.’ Urza’s") == "\"Add {G}.\" 'Add {R}.' Urza's"


def test_text_with_typographic_quotes_parses_as_scryfalls_ascii_text():
    """Text copied from a printed card or an article: “ ” still delimit a granted ability,
    so the grant stays a grant (113.1a), not an ability of the card's own; ’ is an
    apostrophe, in the text and in the name the text refers to."""
    scryfall = (
        'Treasures you control have "{T}, Sacrifice this artifact: Add two mana of any one'
        " color.\"\n{T}: Add {R}. Spend this mana only on Dragon's Hoard's abilities."
    )
    typographic = scryfall.replace('"', "“", 1).replace('"', "”", 1).replace("'", "’")
    parsed = parse_face(typographic, "Artifact", "Dragon’s Hoard")
    assert parsed == parse_face(scryfall, "Artifact", "Dragon's Hoard")
    assert [row.source_kind for row in parsed.mana] == [SourceKind.GRANTED, SourceKind.ACTIVATED]


def test_an_object_calls_itself_this_and_any_of_its_own_types():
    """ "this Equipment" is the object itself when it is an Equipment (CR 201.4b); the
    nouns of every object's text ("this creature") stay, whatever its types."""
    pattern = self_pattern(None, {"artifact", "Equipment"})
    said = ["this Equipment", "This artifact", "this creature", "this Spacecraft", "this turn"]
    assert [s for s in said if re.fullmatch(pattern, s)] == [
        "this Equipment",
        "This artifact",
        "this creature",
    ]
    assert not re.fullmatch(self_pattern(None), "this Equipment")


@pytest.mark.parametrize(
    ("words", "own_types", "expected"),
    [
        ("Baylen, the Haymaker", (), True), ("Baylen", (), True),
        ("this Equipment", {"Equipment"}, True), ("This artifact card", (), True),
        ("this card", (), True), ("this Equipment", (), False),
        ("this Equipment card", (), False), ("Baylen the", (), False),
        ("another creature", (), False), ("this creature cards", (), False),
        ("this turn", {"Equipment"}, False), ("", (), False),
    ],
)  # fmt: skip
def test_names_itself_is_a_whole_match_of_the_self_pattern(words, own_types, expected):
    """`names_itself` answers what `self_pattern` does, from end to end, with no pattern
    of the card's name compiled."""
    name, type_line = "Baylen, the Haymaker", "Legendary Creature — Rabbit Warrior"
    assert (re.fullmatch(self_pattern(name, own_types, type_line), words) is not None) is expected
    assert names_itself(words, name, own_types, type_line) is expected


@pytest.mark.parametrize(
    ("type_line", "source_kinds"),
    [
        ("Artifact — Equipment", [SourceKind.ACTIVATED]),  # its own: it is an Equipment
        ("Artifact — Spacecraft", [SourceKind.GRANTED]),  # "this Equipment" is another object
    ],
)
def test_an_ability_an_object_gives_this_subtype_of_its_own_is_its_own(type_line, source_kinds):
    face = parse_face(
        'As long as you control three or more artifacts, this Equipment has "{T}: Add {C}{C}."',
        type_line,
        "Invented Relic",
    )
    assert [row.source_kind for row in face.mana] == source_kinds


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


def test_a_single_quote_inside_a_name_does_not_open_a_nested_ability():
    """A nested quoted ability opens after a space or a parenthesis; an apostrophe inside
    a word ("Ka'Zul") is part of the word, even before a capital, and a plural possessive
    ("opponents'") is no closing quote."""
    assert (
        NESTED_QUOTED.search(
            "{T}: Add {B}. Activate only if Ka'Zul is in one of your opponents' graveyards."
        )
        is None
    )


def test_an_empty_pair_of_parentheses_is_an_empty_reminder():
    """Whatever is in parentheses is reminder text (CR 207.2), nothing included: it is
    taken out of the own text all the same."""
    [p] = paragraphs("Flying ()")
    assert (p.own, p.reminders) == ("Flying", (Reminder("", "Flying"),))


def test_a_reminder_ends_at_its_first_closing_parenthesis():
    """A stray closing parenthesis after a reminder is own text, not more of the
    reminder."""
    [p] = paragraphs("Flying (It can fly.) Trample)")
    assert (p.own, p.reminders) == ("Flying Trample)", (Reminder("It can fly.", "Flying"),))


def test_a_doubled_period_is_no_sentence_of_its_own():
    assert sentences("Draw a card.. Add {G}.") == ["Draw a card.", "Add {G}."]
    assert last_sentence("Sacrifice a land. Add {G}..") == "Add {G}."


def test_a_legendary_name_is_known_by_its_first_part():
    """ "Kel, the Sower" is called "Kel" in its own text (CR 201.4b), not "the Sower"."""
    pattern = self_pattern("Kel, the Sower")
    names = ["Kel, the Sower", "Kel", "the Sower", "this creature"]
    assert [n for n in names if re.fullmatch(pattern, n)] == [
        "Kel, the Sower",
        "Kel",
        "this creature",
    ]
