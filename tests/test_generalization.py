"""Cards nobody has printed: the ability parser must follow the rules' mechanisms.

Every card here is invented, with a keyword, a token, a creature type or a replacement
effect the real data has never had. No code names any of them: a new keyword's reminder
text (CR 702, 207.2), a new predefined token's definition (111.10, a data entry), a grant
to a group the card belongs to (613.1f), a new replacement effect on mana (106.12b) and
a type change (305.7) are read by the general rules. The negatives matter as much: a
keyword whose reminder text makes no mana gives none, a group the card is not in gives it
nothing.
"""

from __future__ import annotations

import pytest

from pipeline.abilities import (
    Choice,
    FaceAbilities,
    Mechanism,
    PredefinedTokens,
    SourceKind,
    could_produce,
    leads_to,
    parse_face,
    produces,
)
from pipeline.abilities.tokens import definitions_text

# (source_kind, mechanism, via, colors, amount, choice, is_mana_ability) of each row
Row = tuple[SourceKind, Mechanism, str | None, str, str, Choice, bool]


def rows(parsed: FaceAbilities) -> list[Row]:
    return [
        (
            r.source_kind,
            r.mechanism,
            r.via,
            "".join(r.colors),
            r.amount,
            r.choice,
            r.is_mana_ability,
        )
        for r in parsed.mana
    ]


def summary(parsed: FaceAbilities) -> tuple[str, str, str]:
    """(could_produce, produces, leads_to) as strings."""
    return (
        "".join(could_produce([parsed])),
        "".join(produces([parsed])),
        "".join(leads_to([parsed])),
    )


def card_reads(
    text: str,
    type_line: str,
    name: str,
    expected_rows: list[Row],
    expected_summary: tuple[str, str, str],
    *,
    protects: str,
) -> object:
    """One invented card: its face, the rows it must give and its summary."""
    return pytest.param(text, type_line, name, expected_rows, expected_summary, id=protects)


# --------------------------------------------------------------------------------------
# 1. A keyword whose reminder text adds mana (CR 702, 207.2)
# --------------------------------------------------------------------------------------

GLIMMERBEND = "Whenever this creature blocks, add {G}{G}."


def test_new_keyword_on_the_card_itself_is_its_own_triggered_ability_cr_605_5a() -> None:
    """Glimmerbend 2 on a creature: it has the triggered ability its reminder states. A
    trigger on blocking is no mana ability (605.5a): it adds mana, but the creature could
    not produce G as a permanent in 106.7's sense."""
    parsed = parse_face(
        f"Flying\nGlimmerbend 2 ({GLIMMERBEND})", "Creature — Elf Warrior", "Thornwarden"
    )
    assert rows(parsed) == [
        (SourceKind.OTHER_ABILITY, Mechanism.KEYWORD, "Glimmerbend", "G", "2", Choice.FIXED, False)
    ]
    assert parsed.mana[0].ability_text == GLIMMERBEND
    assert summary(parsed) == ("", "G", "G")
    assert parsed.issues == ()


def test_new_keyword_with_x() -> None:
    parsed = parse_face(
        "Glimmerbend X, where X is this creature's power. (Whenever this creature blocks, "
        "add X {G}. This mana lasts until end of turn.)",
        "Creature — Elf Warrior",
        "Thornwarden Elder",
    )
    assert rows(parsed) == [
        (SourceKind.OTHER_ABILITY, Mechanism.KEYWORD, "Glimmerbend", "G", "X", Choice.FIXED, False)
    ]


KEYWORD_CARDS = [
    # A keyword that triggers on the land being tapped for mana is a triggered mana ability
    # (605.1b): the land could produce W.
    card_reads(
        "Sunwell (Whenever this land is tapped for mana, add an additional {W}.)\n{T}: Add {C}.",
        "Land",
        "Dawnspring Vale",
        [
            (SourceKind.TRIGGERED, Mechanism.KEYWORD, "Sunwell", "W", "1", Choice.FIXED, True),
            (SourceKind.ACTIVATED, Mechanism.PRINTED, None, "C", "1", Choice.FIXED, True),
        ],
        ("WC", "WC", "WC"),
        protects="new keyword whose trigger is a mana ability counts for could_produce (605.1b)",
    ),
    card_reads(
        "When this creature enters, create a 1/1 green Elf creature token with glimmerbend 1. "
        "(Whenever this creature blocks, add {G}.)",
        "Creature — Elf Druid",
        "Grove Caller",
        [(SourceKind.TOKEN, Mechanism.KEYWORD, "Glimmerbend", "G", "1", Choice.FIXED, False)],
        ("", "G", "G"),
        protects="new keyword on a token the card creates is the token's",
    ),
    card_reads(
        "Target creature gains glimmerbend 3 until end of turn. (Whenever it blocks, add "
        "{G}{G}{G}.)",
        "Instant",
        "Thicket's Gift",
        [(SourceKind.GRANTED, Mechanism.KEYWORD, "Glimmerbend", "G", "3", Choice.FIXED, False)],
        ("", "G", "G"),
        protects="new keyword granted to another creature is granted",
    ),
]


def test_new_keyword_granted_to_a_group_the_card_is_in_is_also_its_own() -> None:
    parsed = parse_face(
        "Elves you control have glimmerbend 1. (Whenever this creature blocks, add {G}.)",
        "Creature — Elf Druid",
        "Grove Marshal",
    )
    assert rows(parsed) == [
        (SourceKind.GRANTED, Mechanism.KEYWORD, "Glimmerbend", "G", "1", Choice.FIXED, False),
        (
            SourceKind.OTHER_ABILITY,
            Mechanism.GROUP_GRANT,
            "Elves you control",
            "G",
            "1",
            Choice.FIXED,
            False,
        ),
    ]


def test_new_keyword_granted_to_other_members_only_is_not_the_cards() -> None:
    parsed = parse_face(
        "Other Elves you control have glimmerbend 1. (Whenever this creature blocks, add {G}.)",
        "Creature — Elf Druid",
        "Grove Marshal",
    )
    assert [r.source_kind for r in parsed.mana] == [SourceKind.GRANTED]


def test_keyword_whose_reminder_text_makes_no_mana_gives_none() -> None:
    parsed = parse_face(
        "Shimmerstep 2 (Whenever this creature attacks, scry 2.)",
        "Creature — Human Scout",
        "Dune Runner",
    )
    assert (parsed.mana, parsed.issues) == ((), ())


# --------------------------------------------------------------------------------------
# 2. Predefined tokens (CR 111.10): data, not code
# --------------------------------------------------------------------------------------

EMBER_TOKENS = PredefinedTokens.from_toml(
    definitions_text()
    + """
[[token]]
name = "Ember"
types = "Artifact — Ember"
abilities = ["{T}, Sacrifice this token: Add {R}{R}."]
"""
)


def test_a_new_predefined_token_is_one_entry_in_the_definitions() -> None:
    """A token kind the rules add next year: its definition is data. The card never
    prints the ability; the rules give it to the token, so the card leads to R (leads_to)
    though its text shows none (produces)."""
    parsed = parse_face(
        "When this creature enters, create two Ember tokens.",
        "Creature — Goblin",
        "Ashcart Driver",
        tokens=EMBER_TOKENS,
    )
    assert rows(parsed) == [
        (SourceKind.TOKEN, Mechanism.PREDEFINED_TOKEN, "Ember", "R", "2", Choice.FIXED, True)
    ]
    assert parsed.mana[0].ability_text == "{T}, Sacrifice this token: Add {R}{R}."
    assert summary(parsed) == ("", "", "R")


def test_without_the_definition_the_same_text_makes_nothing() -> None:
    parsed = parse_face(
        "When this creature enters, create two Ember tokens.", "Creature — Goblin", None
    )
    assert parsed.mana == ()


TOKEN_CARDS = [
    card_reads(
        "Whenever this creature deals combat damage to a player, create a Treasure token.",
        "Creature — Monkey Pirate",
        "Dockside Thief",
        [(SourceKind.TOKEN, Mechanism.PREDEFINED_TOKEN, "Treasure", "WUBRG", "1",
          Choice.ANY_COLOR, True)],
        ("", "", "WUBRG"),
        protects="Treasure without reminder text leads to every color",
    ),
    card_reads(
        "When this creature enters, create a Gold token. (It's an artifact with "
        '"Sacrifice this token: Add one mana of any color.")',
        "Creature — Dwarf",
        "Gilded Prospector",
        [(SourceKind.TOKEN, Mechanism.PRINTED, "Gold", "WUBRG", "1", Choice.ANY_COLOR, True)],
        ("", "WUBRG", "WUBRG"),
        protects="a printed reminder is one row with the token's name",
    ),
]  # fmt: skip


def test_a_predefined_token_without_mana_gives_none() -> None:
    parsed = parse_face("Create a Clue token.", "Sorcery", "Look Closer")
    assert (parsed.mana, parsed.issues) == ((), ())


def test_sacrificing_a_named_token_creates_none() -> None:
    parsed = parse_face("Sacrifice a Treasure: Draw a card.", "Artifact", "Coin Slot")
    assert parsed.mana == ()


# --------------------------------------------------------------------------------------
# 3. Grants to a group the card belongs to (CR 613.1f)
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "type_line", "could"),
    [
        ('Zorblats you control have "{T}: Add {U}."', "Creature — Zorblat Wizard", "U"),
        ('All Zorblats have "{T}: Add {U}."', "Creature — Zorblat", "U"),
        ('Each Zorblat you control has "{T}: Add {U}."', "Creature — Zorblat", "U"),
        ('Creatures you control have "{T}: Add {U}."', "Artifact Creature — Golem", "U"),
        ('Artifacts you control have "{T}: Add {U}."', "Artifact Creature — Golem", "U"),
        ('Nontoken creatures you control have "{T}: Add {U}."', "Creature — Golem", "U"),
        # a changeling is every creature type (702.73)
        ('Changeling\nZorblats you control have "{T}: Add {U}."', "Creature — Shapeshifter", "U"),
        # not in the group
        ('Other Zorblats you control have "{T}: Add {U}."', "Creature — Zorblat", ""),
        ('Zorblats you control have "{T}: Add {U}."', "Creature — Human Wizard", ""),
        ('Creatures you control have "{T}: Add {U}."', "Enchantment", ""),
        ('Creature tokens you control have "{T}: Add {U}."', "Creature — Golem", ""),
        ('Zorblats your opponents control have "{T}: Add {U}."', "Creature — Zorblat", ""),
        ('Enchanted creature has "{T}: Add {U}."', "Enchantment — Aura", ""),
        (
            'As long as this card is in your graveyard, lands you control have "{T}: Add {U}."',
            "Land",
            "",
        ),
    ],
)
def test_grant_to_a_group_counts_for_the_card_when_it_is_a_member(
    text: str, type_line: str, could: str
) -> None:
    parsed = parse_face(text, type_line, "Zorblat Chieftain")
    assert [r.source_kind for r in parsed.mana if r.mechanism == Mechanism.PRINTED] == [
        SourceKind.GRANTED
    ]
    assert "".join(could_produce([parsed])) == could
    assert "".join(produces([parsed])) == "U"


def test_a_group_named_by_color_is_reported_not_guessed() -> None:
    """The type line can't tell a card's color: no own row, and an issue says so."""
    parsed = parse_face(
        'Blue creatures you control have "{T}: Add {U}."', "Creature — Zorblat", "Azure One"
    )
    assert [r.source_kind for r in parsed.mana] == [SourceKind.GRANTED]
    assert [i.problem.name for i in parsed.issues] == ["GROUP_UNKNOWN"]


# --------------------------------------------------------------------------------------
# 4. Replacement effects and additional mana (CR 106.12b)
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "colors", "amount"),
    [
        ("If a creature you control would produce mana, it produces {B} instead.", "B", "{B}"),
        (
            "If an artifact is tapped for mana, it produces {U}{U} instead of any other type and "
            "amount.",
            "U",
            "{U}{U}",
        ),
        (
            "If a land you control is tapped for three or more mana, it produces colorless mana "
            "instead of any other type.",
            "C",
            "colorless mana",
        ),
        (
            "If tapped for mana, Islands produce {G} and Forests produce {U} instead of any "
            "other type.",
            "UG",
            "{G}; {U}",
        ),
    ],
)
def test_new_replacement_effect_on_mana_production(text: str, colors: str, amount: str) -> None:
    parsed = parse_face(text, "Enchantment", "Strange Flux")
    assert rows(parsed) == [
        (SourceKind.REPLACEMENT, Mechanism.PRINTED, None, colors, amount, Choice.ONE_OF
         if len(colors) > 1 else Choice.FIXED, False)
    ]  # fmt: skip
    assert summary(parsed) == ("", colors, colors)


ADDITIONAL_MANA_CARDS = [
    card_reads(
        "Whenever an Island you control is tapped for mana, add an additional {U}.",
        "Creature — Zorblat",
        "Tide Tender",
        [(SourceKind.TRIGGERED, Mechanism.PRINTED, None, "U", "1", Choice.FIXED, True)],
        ("U", "U", "U"),
        protects="additional mana is a triggered mana ability (605.1b)",
    ),
]


# --------------------------------------------------------------------------------------
# 5. Type-changing effects that give lands basic land types (CR 305.7)
# --------------------------------------------------------------------------------------


TYPE_CHANGE_CARDS = [
    card_reads(
        "Each land you control is a Mountain in addition to its other types.",
        "Land",
        "Emberfield",
        [
            (SourceKind.GRANTED, Mechanism.TYPE_CHANGE, "Each land you control", "R", "1",
             Choice.FIXED, True),
            (SourceKind.INTRINSIC, Mechanism.TYPE_CHANGE, "Each land you control", "R", "1",
             Choice.FIXED, True),
        ],
        ("R", "R", "R"),
        protects="a land that makes lands you control Mountains is one itself",
    ),
    card_reads(
        "Target land becomes a Mountain until end of turn. (It has '{T}: Add {R}.')",
        "Instant",
        "Sudden Magma",
        [(SourceKind.GRANTED, Mechanism.PRINTED, "Target land", "R", "1", Choice.FIXED, True)],
        ("", "R", "R"),
        protects="a type change whose reminder quotes the ability prints it",
    ),
    card_reads(
        "Enchant land\nEnchanted land is a Swamp.",
        "Enchantment — Aura",
        "Bog",
        [(SourceKind.GRANTED, Mechanism.TYPE_CHANGE, "Enchanted land", "B", "1", Choice.FIXED,
          True)],
        ("", "", "B"),
        protects="a type change without reminder text leads to mana by the rules only",
    ),
    card_reads(
        "When this creature enters, create a tapped colorless land token named Anywhere that "
        "is every basic land type.",
        "Creature — Zorblat",
        "Pathmaker",
        [(SourceKind.TOKEN, Mechanism.TYPE_CHANGE, "land token", "WUBRG", "1", Choice.ONE_OF,
          True)],
        ("", "", "WUBRG"),
        protects="a land token with every basic land type",
    ),
]  # fmt: skip


def test_if_it_is_a_forest_sets_no_type() -> None:
    parsed = parse_face(
        "Reveal the top card of your library. If it's a Forest, put it into your hand.",
        "Sorcery",
        "Seek the Grove",
    )
    assert parsed.mana == ()


# --------------------------------------------------------------------------------------
# Every invented card of the tables above: its rows and its summary
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "type_line", "name", "expected_rows", "expected_summary"),
    [*KEYWORD_CARDS, *TOKEN_CARDS, *ADDITIONAL_MANA_CARDS, *TYPE_CHANGE_CARDS],
)
def test_an_invented_card_gives_its_rows_and_summary(
    text: str,
    type_line: str,
    name: str,
    expected_rows: list[Row],
    expected_summary: tuple[str, str, str],
) -> None:
    parsed = parse_face(text, type_line, name)
    assert rows(parsed) == expected_rows
    assert summary(parsed) == expected_summary


# --------------------------------------------------------------------------------------
# The detector: never silent
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "{T}: Add a blob of mana.",  # a wording no template knows
        "Whenever you cast a spell, add mana equal to its power in some new way.",
        "Fizzbend (Whenever this creature attacks, you add a spark of mana.)",
        "At the beginning of your upkeep, this artifact produces {R} for you.",
    ],
)
def test_a_mention_of_adding_mana_that_yields_nothing_is_an_issue(text: str) -> None:
    parsed = parse_face(text, "Artifact Creature — Zorblat", "Odd Engine")
    assert parsed.mana == ()
    assert [(i.text, i.problem.name) for i in parsed.issues] == [(text, "NO_ABILITY")]


@pytest.mark.parametrize(
    "text",
    [
        "You may spend mana as though it were mana of any color to cast creature spells.",
        "Mana of any type can be spent to activate this creature's abilities.",
        "Whenever a land an opponent controls is tapped for mana, tap all lands that player "
        "controls that could produce any type of mana that land could produce.",
        "Add a lore counter.",
    ],
)
def test_spending_and_could_produce_are_not_mentions_of_adding_mana(text: str) -> None:
    assert parse_face(text, "Enchantment", "Quiet Thing").issues == ()
