"""Cards nobody has printed: the ability parser must follow the rules' mechanisms.

Every card here is invented, with a keyword, a token, a creature type or a replacement
effect the real data has never had. No code names any of them: a new keyword's reminder
text (CR 702, 207.2), a new predefined token's definition (111.10, a data entry), a grant
to a group the card belongs to (613.1f), a new replacement effect on mana (106.12b) and
a type change (305.7) are read by the general rules. The negatives matter as much: a
keyword whose reminder text makes no mana gives none, a group the card is not in gives it
nothing.

The cards that need only their rows and summaries checked are data, in
tests/invented_cards.toml, under the same headings as the sections here: adding a case
is adding an entry there.
"""

from __future__ import annotations

import gzip
import json
import tomllib
from pathlib import Path
from typing import Any

import pytest

from pipeline.abilities import (
    Choice,
    FaceAbilities,
    IssueKind,
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


def read_without_issue(
    text: str, type_line: str, name: str, could: str, leads: str
) -> FaceAbilities:
    """The face parsed, after asserting its could_produce and leads_to and that it has no
    issue: the check of the probes' tables of wordings."""
    parsed = parse_face(text, type_line, name)
    assert summary(parsed)[0::2] == (could, leads)
    assert parsed.issues == ()
    return parsed


def summary(parsed: FaceAbilities) -> tuple[str, str, str]:
    """(could_produce, produces, leads_to) as strings."""
    return (
        "".join(could_produce([parsed])),
        "".join(produces([parsed])),
        "".join(leads_to([parsed])),
    )


INVENTED = tomllib.loads((Path(__file__).parent / "invented_cards.toml").read_text("utf-8"))
"""The invented cards of the tables below, as data: tests/invented_cards.toml says each field."""


def expected_rows(card: dict[str, Any]) -> list[Row]:
    """A [[card]]'s rows as `rows` gives them; an unknown kind or choice fails here."""
    return [
        (
            SourceKind(r["source_kind"]),
            Mechanism(r["mechanism"]),
            r.get("via"),
            r["colors"],
            r["amount"],
            Choice(r["choice"]),
            r["is_mana_ability"],
        )
        for r in card["rows"]
    ]


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
    "grant", INVENTED["grant"], ids=[g.get("why", g["text"]) for g in INVENTED["grant"]]
)
def test_grant_to_a_group_counts_for_the_card_when_it_is_a_member(grant: dict[str, str]) -> None:
    """Every [[grant]] of tests/invented_cards.toml: the card could produce U by the ability it
    grants only when it is in the group (613.1f)."""
    parsed = parse_face(grant["text"], grant["type_line"], "Zorblat Chieftain")
    assert [r.source_kind for r in parsed.mana if r.mechanism == Mechanism.PRINTED] == [
        SourceKind.GRANTED
    ]
    assert "".join(could_produce([parsed])) == grant["could_produce"]
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


@pytest.mark.parametrize(
    ("text", "colors", "choice"),
    [
        ("If a Forest you control would produce mana, it produces {G}{G} or one mana of any "
         "color instead.", "WUBRG", Choice.ONE_OF),
        ("If a land you control would produce mana, it produces colorless mana or one mana of "
         "any color instead.", "WUBRGC", Choice.ONE_OF),
        ("If a land you control would produce mana, it produces that much mana of any one "
         "color other than black instead.", "WURG", Choice.ANY_COLOR),
    ],
)  # fmt: skip
def test_a_replacement_counts_each_result_it_offers(text: str, colors: str, choice: Choice) -> None:
    """A replacement that offers several results ("{G}{G} or one mana of any color") could
    produce each (106.7); "other than black" leaves black out. Each was read in part,
    silently: the symbols alone, or colorless alone, or every color."""
    parsed = parse_face(text, "Enchantment", "Strange Flux")
    [row] = parsed.mana
    assert (row.source_kind, "".join(row.colors), row.choice) == (
        SourceKind.REPLACEMENT, colors, choice
    )  # fmt: skip
    assert summary(parsed) == ("", colors, colors)


# --------------------------------------------------------------------------------------
# 5. Type-changing effects that give lands basic land types (CR 305.7)
# --------------------------------------------------------------------------------------


def test_if_it_is_a_forest_sets_no_type() -> None:
    parsed = parse_face(
        "Reveal the top card of your library. If it's a Forest, put it into your hand.",
        "Sorcery",
        "Seek the Grove",
    )
    assert parsed.mana == ()


# --------------------------------------------------------------------------------------
# Every invented card of tests/invented_cards.toml: its rows and its summary
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("card", INVENTED["card"], ids=[c["protects"] for c in INVENTED["card"]])
def test_an_invented_card_gives_its_rows_and_summary(card: dict[str, Any]) -> None:
    """Every [[card]] of tests/invented_cards.toml, one a mechanism of the sections above."""
    parsed = parse_face(card["text"], card["type_line"], card["name"])
    assert rows(parsed) == expected_rows(card)
    assert summary(parsed) == (card["could_produce"], card["produces"], card["leads_to"])


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


@pytest.mark.parametrize(
    "text",
    [
        'Creatures your opponents control lose "{T}: Add {G}." and can\'t have or gain it.',
        'Lands you control lose "{T}: Add {G}" and "{T}: Add {U}."',
        'Target creature loses "{T}: Add {G}." until end of turn.',
        '{2}, {T}: Search your library for a creature card with "{T}: Add {G}." in its rules '
        "text, reveal it, put it into your hand, then shuffle.",
    ],
)
def test_a_quote_the_text_takes_away_or_names_is_nobodys_ability(text: str) -> None:
    """113.10: "loses" removes an ability, and a card's wording in a search is a condition;
    neither gives it to anyone, and neither is a mention of adding mana."""
    parsed = parse_face(text, "Enchantment", "Quiet Thing")
    assert (parsed.mana, parsed.issues) == ((), ())


@pytest.mark.parametrize(
    ("text", "type_line", "could", "leads"),
    [
        # 605.1b: the events of a triggered mana ability, in more words
        ("Whenever you tap a land for two or more mana, add an additional {C}.",
         "Enchantment", "C", "C"),
        ("Whenever you tap a land for colorless mana, add an additional {C}.",
         "Enchantment", "C", "C"),
        ("Whenever a land you control produces {C}, add an additional {C}.",
         "Enchantment", "C", "C"),
        ("Whenever you activate an ability that isn't a mana ability, add {C}.",
         "Artifact", "", "C"),
        # "at the beginning of this turn" is a time, not a delayed trigger (603.7)
        ("{T}: Add {G} for each creature you controlled at the beginning of this turn.",
         "Creature — Elf Druid", "G", "G"),
        # a choice an opponent makes limits the colors as the player's own does
        ("As this land enters, an opponent chooses red or green.\n"
         "{T}: Add one mana of the chosen color.", "Land", "RG", "RG"),
        # "or on the battlefield" keeps the card in its group, from any zone named
        ('As long as this card is in your graveyard or on the battlefield, creatures you '
         'control have "{T}: Add {G}."', "Creature — Plant Spirit", "G", "G"),
        # a relative clause's "also" names the type all the same
        ('Each Elf you control that\'s also a Druid has "{T}: Add {G}{G}."',
         "Creature — Elf Warrior", "", "G"),
        ("Whenever a creature you control attacks, add twice that much mana of any one color.",
         "Enchantment", "", "WUBRG"),
        ("{3}, {T}: Double the amount of unspent mana you have.", "Artifact", "WUBRGC",
         "WUBRGC"),
        # tripling (like doubling, 701.9) adds more of the types there are
        ("+2: Triple the amount of unspent mana you have.\n−3: Add {U}{U}{R}{R}.",
         "Legendary Planeswalker — Vessa", "", "WUBRGC"),
        ("{2}, {T}: Triple the amount of unspent red mana you have.", "Artifact", "R", "R"),
        # a Treasure named in a condition, an event or a count is not created (603.1, 603.4)
        ("Plunder's Share — Whenever you create a Treasure token, each opponent loses 1 life.",
         "Creature — Human Pirate", "", ""),
        ("Draw a card. Until end of turn, whenever you create a Treasure token, draw a card.",
         "Instant", "", ""),
        ("At the beginning of your end step, if you didn't create a Treasure token this turn, "
         "you lose 2 life.", "Creature — Human Pirate", "", ""),
        ("Create a 1/1 red Pirate creature token for each Treasure token you created this "
         "turn.", "Sorcery", "", ""),
        ("Whenever you cast a spell, create a Treasure token for each opponent.", "Enchantment",
         "", "WUBRG"),
        # in a paragraph that creates a token, a quote the card gives itself is its own
        ('Whenever you create a token, this creature gains "{T}: Add {G}." until end of turn.',
         "Creature — Elf Druid", "G", "G"),
        ('{2}: Create a 1/1 colorless Thopter artifact creature token with flying. This '
         'artifact gains "{T}: Add {C}." until end of turn.', "Artifact", "C", "C"),
        ('Threshold — As long as seven or more cards are in your graveyard, this creature has '
         '"{T}: Add {B}{B}." and "When this creature dies, create a 2/2 black Zombie creature '
         'token."', "Creature — Zombie", "B", "B"),
        # the card's own clause ends at another subject's "you control" (but "Hadrel and
        # other Elves you control have" is the card's, i16)
        ('Whenever this creature attacks, it gets +2/+0 until end of turn and other Dwarves '
         'you control gain "{T}: Add {R}." until end of turn.', "Creature — Dwarf Berserker",
         "", "R"),
        # states and designations a member may have are taken as met (106.7)
        ('Equipped creatures you control have "{T}: Add {R}."', "Creature — Dwarf Warrior",
         "R", "R"),
        ('Suspected creatures you control have "{T}: Add {B}."', "Creature — Human Rogue",
         "B", "B"),
        ("Commander creatures you control have \"{T}: Add one mana of any color in your "
         "commander's color identity.\"", "Legendary Creature — Human Noble", "WUBRG", "WUBRG"),
        # what the group loses first, and a choice of quotes, leave the subject as it is
        ('Lands you control lose all land types and have "{T}: Add one mana of any color."',
         "Land", "WUBRG", "WUBRG"),
        ('{1}, {T}: Creatures you control gain your choice of "{T}: Add {G}." or "{T}: Add '
         '{W}." until end of turn.', "Creature — Human Monk", "WG", "WG"),
        # a past event or a capability in a condition is no replacement of production
        ("{T}: Add {C}. If you control a land that could produce {G}, add {G} instead.",
         "Creature — Elf Druid", "GC", "GC"),
        ("{T}: Add {C}. If a land you control was tapped for mana this turn, add {G} instead.",
         "Creature — Elf Druid", "GC", "GC"),
        # "It" after a sentence whose condition holds a list stands for that sentence's subject
        ('As long as you control a Plains, an Island, and a Swamp, this creature gets +2/+2. '
         'It also has "{T}: Add {W}, {U}, or {B}."', "Creature — Human Wizard", "WUB", "WUB"),
        # a list of types as the subject, each a group the card may be in
        ('Elves, Druids, and Rangers you control have "{T}: Add {G}."', "Creature — Elf Druid",
         "G", "G"),
        ('Artifacts, creatures, and lands you control have "{T}: Add {C}."',
         "Artifact Creature — Construct", "C", "C"),
        ('Goblins, Dwarves, and Orcs you control have "{T}: Add {R}."', "Creature — Elf Druid",
         "", "R"),
        # "and this creature" names the card as a second subject
        ('Other Elves you control have "{T}: Add {G}." and this creature has "{T}: Add {W}."',
         "Creature — Elf Cleric", "W", "WG"),
        ('When this creature enters, another target creature you control and this creature '
         'each gain "{T}: Add {G}." until end of turn.', "Creature — Elf Scout", "G", "G"),
        # two type changes in one sentence, each with its own subject (305.7)
        ("Plains you control are Islands, and Swamps you control are Mountains.",
         "Enchantment", "", "UR"),
        ("Each Plains you control is an Island, and each Swamp you control is a Mountain.",
         "Enchantment", "", "UR"),
        ("Nonbasic lands are Mountains and basic lands are Swamps.", "Enchantment", "", "BR"),
        # and after a semicolon (probe uj99: the second dropped)
        ("{T}: Add {R}.\nGates you control are Mountains; Deserts you control are Swamps.",
         "Land — Gate", "R", "BR"),
        # the types of a condition's other branch, its pronoun the change's subject (probe
        # um25 um66: the Mountains dropped)
        ("Lands you control are Plains as long as you control a Plains; otherwise, they're "
         "Mountains.", "Enchantment", "", "WR"),
        ("Each land you control is a Swamp as long as you control a Zombie; otherwise, it's an "
         "Island.", "Enchantment", "", "UB"),
        ("Create a tapped 1/1 green Dryad creature token that's also a Forest land.", "Sorcery",
         "", "G"),
        ("As this land enters, choose a basic land type other than Mountain.\nThis land is the "
         "chosen type.", "Land", "WUBG", "WUBG"),
        # the probe "aj": amounts, times, targets and tokens in more words
        ("Whenever this creature deals combat damage to a player, add three times that much "
         "{R}.", "Creature — Dragon", "", "R"),
        ("{T}: Add {G} for each creature you controlled at the beginning of your turn.",
         "Creature — Elf Shaman", "G", "G"),
        ("{T}: Add {R}{R}{R}. At the beginning of the next end step, this creature deals 2 "
         "damage to target creature you control.", "Creature — Goblin Warrior", "R", "R"),
        ("{T}: Add {R}. If that mana is spent on an instant or sorcery spell with a single "
         "target, copy that spell. You may choose a new target for the copy.",
         "Creature — Human Wizard", "R", "R"),
        ("Whenever a land you control that could produce {R} enters, add {R}.",
         "Creature — Elemental", "", "R"),
        ("{T}: Add {C}. If a Forest you control has been tapped for mana this turn, add {G}{G} "
         "instead.", "Land", "GC", "GC"),
        ('When this creature enters, create a 1/1 red Pirate creature token with "Whenever you '
         'create a Treasure token, put a +1/+1 counter on this creature."',
         "Creature — Human Pirate", "", ""),
        ("At the beginning of your end step, create a number of 1/1 red Devil creature tokens "
         "equal to the number of Treasure tokens you created this turn.", "Creature — Devil",
         "", ""),
        ('Creatures you control have "When this creature dies, create a Treasure token."',
         "Creature — Human Pirate", "", "WUBRG"),
        # the probe "ak": an ability word that opens like a trigger; a trigger after a
        # sentence that ends in a quote; a zone condition on another object, taken as met;
        # a mode's grant to the card
        ("At Dusk — Whenever you tap a Swamp for mana, add an additional {B}.", "Artifact",
         "B", "B"),
        ("When All Else Fails — {T}, Sacrifice this artifact: Add three mana of any one color.",
         "Artifact", "WUBRG", "WUBRG"),
        ('Enchant creature\nEnchanted creature has "{T}: Add {G}." Whenever enchanted creature '
         "becomes tapped for mana, its controller adds an additional {G}.",
         "Enchantment — Aura", "G", "G"),
        ('As long as a creature card is in your graveyard, creatures you control have "{T}: Add '
         '{B}."', "Creature — Zombie Druid", "B", "B"),
        ('As long as Probe Card is in your graveyard, lands you control have "{T}: Add '
         '{G}."', "Land", "", "G"),
        ('As this creature enters, choose one —\n• This creature has "{T}: Add {W}{W}."\n'
         "• This creature has flying.", "Creature — Shapeshifter", "W", "W"),
        # a count of targets is the subject; a condition and a count of tokens change nothing
        ("Any number of target lands you control become Islands until end of turn.",
         "Sorcery", "", "U"),
        ("If target land is a Forest, destroy it. Otherwise, tap it.", "Sorcery", "", ""),
        ("Create a 1/1 green Saproling creature token for each land you control that's a "
         "Forest or a Swamp.", "Sorcery", "", ""),
        # a modal trigger's condition holds a list with commas; a comma that ends it does not
        ("Whenever you tap a Plains, Island, or Forest for mana, choose one —\n• Add an "
         "additional {W}.\n• You gain 1 life.", "Enchantment", "W", "W"),
        ("Whenever you tap an artifact, creature, or land for mana, choose one —\n• Add an "
         "additional {C}.\n• You gain 1 life.", "Enchantment", "C", "C"),
        ("Whenever you cast an instant, sorcery, or Aura spell, choose one —\n• Add {R}.\n"
         "• Scry 1.", "Enchantment", "", "R"),
        ("Whenever this creature attacks, Elves, Goblins, and Druids you control get +1/+0 "
         "until end of turn. Add {G}.", "Creature — Elf", "", "G"),
        # "a spell that adds mana" is the spell cast, no mana event (605.1b)
        ("Whenever you cast an instant or sorcery spell that adds mana, add {R}.",
         "Creature — Human Shaman", "", "R"),
        # a counter's reminder beside a token the sentence creates: the counter's, where the
        # text puts it; "it" after the token is the token
        ("When this creature enters, create a 1/1 green Saproling creature token and put a "
         'bloom counter on this creature. (A creature with a bloom counter on it has "{T}: '
         'Add {G}.")', "Creature — Fungus Druid", "G", "G"),
        ("When this creature enters, create a 1/1 green Saproling creature token and put a "
         'bloom counter on it. (A creature with a bloom counter on it has "{T}: Add {G}.")',
         "Creature — Fungus Druid", "", "G"),
        # dice rolled in other words, and a mode that rolls: the results are its effect (706)
        ("{2}, {T}: Roll three six-sided dice. This ability has the effect indicated by their "
         "total.\n3—9 | Add {C}.\n10—18 | Add {R}{R}{R}.", "Artifact", "RC", "RC"),
        ("{1}, {T}: Choose one —\n• Add {C}{C}.\n• Roll a d6.\n1—3 | Add {R}.\n4—6 | Add "
         "{G}{G}.", "Artifact", "RGC", "RGC"),
        # "it" in the sentence after one whose effect names the card last: the card; a
        # subject of its own after a clause with its own verb
        ('{1}{G}: Untap this creature. It gains "{T}: Add {G}{G}." until end of turn.',
         "Creature — Elf Druid", "G", "G"),
        ('When this creature enters, earthbend 2. It gains "{T}: Add {G}{G}" until end of '
         "turn.", "Creature — Human Ally", "", "G"),
        ("When this creature dies, you may exile another creature card from your graveyard. If "
         "you do, return this card to the battlefield tapped. It's a Forest land in addition "
         "to its other types.", "Creature — Treefolk", "G", "G"),
        ("When this creature enters, target creature you control gets +1/+1 until end of turn "
         'and Elves you control gain "{T}: Add {G}." until end of turn.',
         "Creature — Elf Warrior", "G", "G"),
        ("As long as you control a Forest, this creature gets +1/+1 and lands you control have "
         '"{T}: Add {G}."', "Creature — Elemental", "", "G"),
        # "A creature with <keyword>" in the keyword's reminder is whoever has the keyword; a
        # counter put on the card and on a group is both's
        ('Elves you control have attunement. (A creature with attunement has "{T}: Add '
         '{G}.")', "Creature — Elf Druid", "G", "G"),
        ('Elves you control have attunement. (A creature with attunement has "{T}: Add '
         '{G}.")', "Creature — Human Druid", "", "G"),
        ("When this creature enters, put a sap counter on it and on each other creature you "
         'control. (A creature with a sap counter on it has "{T}: Add {G}.")',
         "Creature — Elf Shaman", "G", "G"),
        # "that color" in a sentence that names the chosen color is the chosen color; a
        # spell's "When ..." is a delayed trigger, no permanent's ability
        ("As this land enters, choose a color.\n{T}: Add {W}. If you control a creature of "
         "the chosen color, add one mana of that color instead.", "Land", "WUBRG", "WUBRG"),
        ("{T}: Add {G} or {W}. If you control an Elf, add two mana of that color instead.",
         "Land", "WG", "WG"),
        ("When you next tap a land for mana this turn, add an additional three mana of any "
         "one color.", "Instant", "", "WUBRG"),
        # costs and effects that move the card out of a zone, a zone condition beside another:
        # no permanent's ability (113.6m)
        ("{1}{B}, Exile this card and another creature card from your graveyard: Add "
         "{B}{B}{B}.", "Creature — Zombie", "", "B"),
        ("Flash\n{1}, Put this card from exile into its owner's graveyard: Add {U}{U}.",
         "Creature — Spirit", "", "U"),
        ("{3}{B}: Return this card from your graveyard to the battlefield tapped, then add "
         "{B}{B}.", "Creature — Zombie", "", "B"),
        ("Whenever you tap a land for mana, if you control a Swamp and this card is in your "
         "graveyard, add an additional {B}.", "Creature — Spirit", "", "B"),
        # "this turn's end step" is a delayed trigger's time; each counter kind goes where the
        # text puts it; a quote describing a card in hand or a target is given to no one
        ("{T}: Add {G}. At the beginning of this turn's end step, add {W}.", "Artifact", "G",
         "WG"),
        ("When this creature enters, put a bloom counter on it and a harvest counter on up to "
         'one target land. (A creature with a bloom counter on it has "{T}: Add {G}." A land '
         'with a harvest counter on it has "{T}: Add {W}.")', "Creature — Elf Druid", "G",
         "WG"),
        ('When this creature enters, put a bloom counter on it. (A creature with a bloom '
         'counter on it has "{T}: Add {G}." A land with a harvest counter on it has "{T}: Add '
         '{W}.")', "Creature — Elf Druid", "G", "G"),
        ('Creature cards in your hand with "{T}: Add {G}." cost {1} less to cast.',
         "Enchantment", "", ""),
        ('Destroy target land with "{T}: Add {C}."', "Sorcery", "", ""),
        ('Draw two cards and create two colorless Treasure artifact tokens with "{T}, '
         'Sacrifice this artifact: Add one mana of any color."', "Sorcery", "", "WUBRG"),
        ('Target land becomes a 3/3 Elemental creature with haste and "{T}: Add {R}{R}." until '
         "end of turn. It's still a land.", "Instant", "", "R"),
        # a trigger's own "or ... instead if" chooses between its clauses, no replacement
        ("Whenever you tap a Forest for mana, add an additional {G}, or an additional {G}{G} "
         "instead if you control an Elf.", "Enchantment", "G", "G"),
        ("Enchant land\nWhenever enchanted land is tapped for mana, its controller adds one "
         "mana of any color instead of any other type.", "Enchantment — Aura", "", "WUBRG"),
        # two groups, each with its quantifier: "other" leaves the card out of its own only;
        # "you own" names a group as "you control" does
        ('Defender, reach\nEach Wall you control and each other creature you control with '
         'defender has "{T}: Add {G}."', "Creature — Wall", "G", "G"),
        # the creatures that crewed the card are others (702.122a: crew taps "other
        # untapped creatures"); not the card (ax36, u65)
        ('Whenever this Vehicle becomes crewed, each creature that crewed it gains "{T}: Add '
         '{R}." until end of turn.\nCrew 1', "Artifact — Vehicle", "", "R"),
        ('Saddle 2\nCreatures that saddled this Mount this turn have "{T}: Add {G}."',
         "Creature — Horse Mount", "", "G"),
        # after a target, "each other" is other than the target (radiance), so the card may
        # be one; not after a group
        ('{2}: Target creature you control and each other creature you control that shares '
         'a creature type with it gain "{T}: Add {C}." until end of turn.',
         "Creature — Human Shaman", "C", "C"),
        ('Each Elf you control and each other creature you control with reach have "{T}: Add '
         '{G}."', "Creature — Human Druid", "", "G"),
        ('Commander creatures you own have "{T}: Add {C}."', "Legendary Creature — Human Knight",
         "C", "C"),
        # a subtype the card's text gives it, whatever the condition: a member of the group
        ("As long as it's your turn, this creature is a Druid in addition to its other types.\n"
         'Druids you control have "{T}: Add {G}."', "Creature — Human", "G", "G"),
        # and a grant verb before other words ("gain vigilance and") is a grant, not "with"
        ('When this creature enters, create a 1/1 green Elf Warrior creature token, then Elves '
         'you control gain vigilance and "{T}: Add {G}." until end of turn.',
         "Creature — Elf Warrior", "G", "G"),
    ],
)  # fmt: skip
def test_wordings_the_white_box_probe_found(text: str, type_line: str, could: str, leads: str):
    """The probe "ah" read the parser's code and aimed at its lines: each of these was
    read wrong without an issue before the rule in its comment."""
    read_without_issue(text, type_line, "Probe Card", could, leads)


@pytest.mark.parametrize(
    ("name", "text", "could", "leads"),
    [
        ("Dr. Vasko, Rootbinder",
         'Dr. Vasko has "{T}: Add {G}{U}" as long as you have four or more energy.', "UG", "UG"),
        ("St. Alder's Spring",
         "{T}: Add {C}.\nWhenever St. Alder's Spring is tapped for mana, if you control a "
         "Cleric, add an additional {W}.", "WC", "WC"),
        ("Mr. Mortis, Gravekeeper",
         "Exile Mr. Mortis from your graveyard: Add {B}{B}{B}. Activate only as a sorcery.",
         "", "B"),
        ("Dr. Fennick, Grower",
         "When Dr. Fennick enters, put a bloom counter on it. (A creature with a bloom counter "
         'on it has "{T}: Add {G}.")', "G", "G"),
    ],
)  # fmt: skip
def test_a_period_in_the_cards_name_ends_no_sentence(
    name: str, text: str, could: str, leads: str
) -> None:
    """The card's name is one word of its text (CR 201.4): "Dr. Vasko has ..." is one
    sentence whose subject is the card, and every row gives the text back as printed."""
    parsed = read_without_issue(text, "Legendary Creature — Human Druid", name, could, leads)
    assert {row.text for row in parsed.mana} <= set(text.split("\n"))


@pytest.mark.parametrize(
    "text",
    [
        "Discard Ms. Tansy: Add {R}{R}{R}.",
        "Exile Ms. Tansy from your graveyard, Sacrifice Ms. Tansy: Add {B}{B}{B}. Activate only "
        "as a sorcery.",
        'As long as you control three or more artifacts, Ms. Tansy has "{T}: Add {C}{C}."',
    ],
)  # fmt: skip
def test_a_period_in_the_cards_name_is_given_back_in_every_field(text: str) -> None:
    """Every row of "Ms. Tansy" is the row of the same card named "Ms Tansy", the period
    written back in each text it names the card in."""
    dotted = parse_face(text, "Legendary Creature — Human", "Ms. Tansy, Witch")
    plain = parse_face(text.replace("Ms.", "Ms"), "Legendary Creature — Human", "Ms Tansy, Witch")
    assert dotted.mana and repr(dotted) == repr(plain).replace("Ms ", "Ms. ")


@pytest.mark.parametrize(
    ("text", "could", "leads"),
    [
        ('Whenever this creature attacks, untap target land you control and it gains "{T}: Add '
         '{G}{G}." until end of turn.', "", "G"),
        ('When this creature enters, untap up to two target lands you control, and they gain '
         '"{T}: Add {C}{C}." until end of turn.', "", "C"),
        ("When this creature enters, untap target land you control and it becomes a 3/3 "
         'Elemental creature with haste and "{T}: Add {R}{R}." until end of turn.', "", "R"),
        ('Whenever this creature attacks, it gets +1/+0 until end of turn and up to one target '
         'land gains "{T}: Add {R}{R}." until end of turn.', "", "R"),
        ("When this creature enters, return target creature card from your graveyard to the "
         "battlefield and put a bloom counter on it. (A creature with a bloom counter on it has "
         '"{T}: Add {G}.")', "", "G"),
        # what the reminder says has the counter's ability: a land, which the card is not
        ("Whenever a land you control enters, if this creature is untapped, put a growth "
         "counter on it. (A land with a growth counter on it has \"{T}: Add {G}{G}.\")", "", "G"),
        # the card named last before "it": its own
        ('{1}{G}: Put a +1/+1 counter on this creature, and it gains "{T}: Add {G}." until end '
         "of turn.", "G", "G"),
        ('Whenever this creature becomes the target of a spell, it gains "{T}: Add {G}." until '
         "end of turn.", "G", "G"),
        ('{1}{G}: This creature deals 1 damage to target creature and gains "{T}: Add {G}." '
         "until end of turn.", "G", "G"),
        ('{1}{G}: This creature and target land you control gain "{T}: Add {G}." until end of '
         "turn.", "G", "G"),
    ],
)  # fmt: skip
def test_it_after_a_target_stands_for_the_target(text: str, could: str, leads: str) -> None:
    """A pronoun stands for the object named last before it: a target named after the card
    ("untap target land you control and it gains ..."), not the card; and a target that heads
    a clause of its own ("and up to one target land gains") is that clause's subject."""
    read_without_issue(text, "Creature — Elf Druid", "Probe Card", could, leads)


def test_a_counter_put_on_the_card_and_on_a_group_gives_each_its_ability() -> None:
    parsed = parse_face(
        "When this creature enters, put a sap counter on it and on each other creature you "
        'control. (A creature with a sap counter on it has "{T}: Add {G}.")',
        "Creature — Elf Shaman",
        "Probe Card",
    )
    assert [(r.source_kind, r.mechanism, r.via) for r in parsed.mana] == [
        (SourceKind.ACTIVATED, Mechanism.COUNTER, "sap counter"),
        (SourceKind.GRANTED, Mechanism.COUNTER, "sap counter"),
    ]


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        ('Varro, Mossbound Sentinel', 'Legendary Creature — Treefolk Druid',
         'Varro, Mossbound Sentinel gets +2/+2 as long as you control four or more Forests. '
         'It also has "{T}: Add {G}{G}." as long as you control four or more Forests.',
         'G', 'G'),
        ('Emberstride Duelist', 'Creature — Human Warrior',
         'Whenever this creature attacks, it gets +1/+0 until end of turn. It also gains '
         '"{T}: Add {R}." until end of turn.',
         'R', 'R'),
        ('Rootbound Skirmisher', 'Creature — Elf Warrior',
         'Whenever this creature attacks, this creature and up to one target land you control '
         'gain indestructible until end of turn. They also gain "{T}: Add {G}." until end of '
         'turn.',
         'G', 'G'),
        ('Twinpetal Druid', 'Creature — Elf Druid',
         'As long as it\'s your turn, this creature has "{T}: Add {G}{G}. Spend this mana '
         'only to cast creature spells." It also has "{T}: Add {W}{W}. Spend this mana only '
         'to cast noncreature spells."',
         'WG', 'WG'),
        ('Gilt-Banner Knight', 'Creature — Human Knight',
         'Whenever this creature attacks, create a Treasure token. Then this creature gains '
         '"{T}: Add {W}{W}." until end of turn.',
         'W', 'WUBRG'),
        ('Barrowglen Warden', 'Creature — Elemental',
         'When this creature enters, return a land card from your graveyard to the '
         'battlefield tapped, and it gains "{T}: Add one mana of any color." for as long as '
         'you control this creature.',
         '', 'WUBRG'),
        ('Rousing Bloom', 'Enchantment — Aura',
         'Enchant land\nWhen this Aura enters, untap enchanted land and it gains "{T}: Add '
         'two mana of any one color." until end of turn.',
         '', 'WUBRG'),
        ('Loamstride Warden', 'Creature — Elemental',
         'Landfall — Whenever a land you control enters, this creature gets +1/+1 until end '
         'of turn and that land gains "{T}: Add {G}{G}." until end of turn.',
         '', 'G'),
        ('Cinderrush Berserker', 'Creature — Human Berserker',
         'Whenever this creature attacks, it gets +2/+0 until end of turn and two target '
         'lands each gain "{T}: Add {R}." until end of turn.',
         '', 'R'),
        ('Groveborn Charger', 'Creature — Elf Warrior',
         'Whenever this creature attacks, it gets +1/+0 for each Forest you control and gains '
         '"{T}: Add {G}." until end of turn.',
         'G', 'G'),
        ('Shieldmate Warden', 'Creature — Elf Soldier',
         'When this creature enters, another target creature you control and it each gain '
         '"{T}: Add {G}." until end of turn.',
         'G', 'G'),
        ('Duskwing Tormentor', 'Creature — Vampire',
         'Whenever this creature attacks, target opponent loses 1 life and it gains "{T}: Add '
         '{B}." until end of turn.',
         'B', 'B'),
        ('Forest Warden Ysolde', 'Legendary Creature — Elf Druid',
         'Whenever a Forest you control enters, it gains "{T}: Add {G}{G}." until end of '
         'turn.',
         '', 'G'),
        ('The Painted Target', 'Legendary Artifact',
         '{T}: Add {C}.\nWhenever you tap The Painted Target for mana, add an additional {R}.',
         'RC', 'RC'),
        ('Sproutcap Mystic', 'Creature — Fungus Druid',
         'When this creature enters, put a bloom counter on it, then scry 1. (A creature with '
         'a bloom counter on it has "{T}: Add {G}.")',
         'G', 'G'),
        ('Seedwell Oracle', 'Creature — Elf Druid',
         '{1}{G}, {T}: Put a bloom counter on this creature. Activate only as a sorcery. (A '
         'creature with a bloom counter on it has "{T}: Add {G}{G}.")',
         'G', 'G'),
        ('Mosscount Elder', 'Creature — Treefolk Druid',
         'When this creature enters, put a number of bloom counters on it equal to the number '
         'of Forests you control. (A creature with a bloom counter on it has "{T}: Add {G}.")',
         'G', 'G'),
        ('Petalstorm Dryad', 'Creature — Dryad',
         'When this creature enters, distribute three bloom counters among one, two, or three '
         'target creatures you control. (A creature with a bloom counter on it has "{T}: Add '
         '{G}.")',
         '', 'G'),
        ('Mr. Alder Quince, Orchardist', 'Legendary Creature — Human Druid',
         'When Mr. Alder Quince enters, put a harvest counter on it and a harvest counter on '
         'up to one target land you control. (A permanent with a harvest counter on it has '
         '"{T}: Add {G}{G}.")',
         'G', 'G'),
        ('Elfhame Hollow', 'Land',
         '{T}: Add {C}.\n{2}{G}: Untap this land. It becomes a 2/2 green Elf creature until '
         'end of turn. It\'s still a land.\nElves you control have "{T}: Add {G}."',
         'GC', 'GC'),
        ('Rootcall Bruiser', 'Creature — Elf Warrior',
         '{T}: Add {C}.\n{1}{G}: This creature gets +1/+1 until end of turn. It gains '
         'rootcall until end of turn. (Whenever this creature becomes tapped for mana, add an '
         'additional {G}.)',
         'GC', 'GC'),
        ('Wildroot Patron', 'Creature — Elf Druid',
         'Each creature you control with "{T}: Add {G}." gets +1/+1.',
         '', ''),
        ('Verdant Crossing', 'Land',
         '{T}: Add {C}.\n{2}{G}, {T}: Up to two other target lands you control each become '
         'Forests until end of turn.',
         'C', 'GC'),
    ],
)  # fmt: skip
def test_whose_ability_it_is_as_the_pronoun_probe_found(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """The probe "al" aimed at who has an ability: a pronoun stands for the object named
    last (the card, a target, a returned card, enchanted land, a token), a subject of its
    own after "and", "Then" opening a sentence, a counter put where the text says, "Target"
    in a name, a name that follows no article. Each was read wrong without an issue."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        ('Snowlace Font', 'Snow Enchantment',
         'Whenever you tap a snow Plains, snow Island, or snow Forest for mana, choose one '
         '—\n• Add an additional {W}.\n• Add an additional {U}.\n• Add an additional {G}.',
         'WUG', 'WUG'),
        ('Fourfold Lodestone', 'Artifact',
         'Whenever you tap an artifact, creature, enchantment, or land for mana, choose one '
         '—\n• Add an additional {C}.\n• You gain 1 life.',
         'C', 'C'),
        ('Braided Reliquary', 'Artifact',
         'Whenever you tap a Forest, an Island, or a Swamp for mana, choose one —\n• Add an '
         'additional {G}.\n• Add an additional {U}.\n• Add an additional {B}.',
         'UBG', 'UBG'),
        ('Seedhoarder Druid', 'Creature — Elf Druid',
         '{T}: Add {G}, then add {G}{G} at the beginning of your next main phase.',
         'G', 'G'),
        ('Ashcaller Kiln', 'Artifact',
         '{T}: Add {C}, and at the beginning of your next upkeep, add {B}{B}.',
         'C', 'BC'),
        ('Lanternwick Sage', 'Creature — Human Wizard',
         '{T}: Draw a card at the beginning of the next end step and add {U}.',
         'U', 'U'),
        ('Prismatic Relay', 'Artifact',
         '{T}: Add {C}, and when you next cast an artifact spell this turn, add one mana of '
         'any color.',
         'C', 'WUBRGC'),
        ('Thornpulse Druid', 'Creature — Elf Druid',
         'Whenever you tap a Forest for mana, add an additional {G}, and whenever you tap an '
         'Island for mana this turn, add an additional {U}.',
         'G', 'UG'),
        ('Gravecoin Ritualist', 'Creature — Human Cleric',
         '{1}, {T}: Add {G} and one mana of any color at the beginning of your next main '
         'phase.',
         '', 'WUBRG'),
        ('Cryptborn Thrall', 'Creature — Zombie',
         '{2}{B}: Return a creature card and this card from your graveyard to your hand. Then '
         'add {B}{B}.',
         '', 'B'),
        ('Sphere of Last Light', 'Artifact',
         '{T}, Sacrifice this artifact: Add one mana of any color. Then put this card from '
         'your graveyard on the bottom of your library.',
         'WUBRG', 'WUBRG'),
        ('Gravesong Tender', 'Creature — Zombie Druid',
         'Whenever you tap a Swamp for mana, if this card and a Zombie card are in your '
         'graveyard, add an additional {B}.',
         '', 'B'),
        ('Ashvault Reliquary', 'Artifact',
         '{T}: Exile this artifact and return an artifact card from your graveyard to your '
         'hand, then add {C}{C}{C}.',
         'C', 'C'),
        ('Vaultwarden Oracle', 'Creature — Human Wizard',
         'When this creature enters, exile up to one target creature an opponent '
         'controls.\nWhen this creature leaves the battlefield, return the exiled card to the '
         'battlefield under your control, and it gains "{T}: Add {B}."',
         '', 'B'),
        ('Loamwright Elder', 'Creature — Elf Druid',
         'When this creature enters, untap all lands you control and put a bloom counter on '
         'it. (A creature with a bloom counter on it has "{T}: Add {G}.")',
         'G', 'G'),
        ('Hedgewarden Druid', 'Creature — Elf Druid',
         'As long as this creature is untapped and you control two or more lands, it has '
         '"{T}: Add {C}{C}."',
         'C', 'C'),
        ('Oathbound Squire', 'Creature — Human Knight',
         'When this creature enters, another target creature you control gets +1/+1 until end '
         'of turn and it gains "{T}: Add {W}." until end of turn.',
         '', 'W'),
        ('Rootdrinker Champion', 'Creature — Elf Warrior',
         'This creature gets +1/+1 for each Elf and each Druid you control and has "{T}: Add '
         '{G}."',
         'G', 'G'),
        ('Ridgeline Pair', 'Creature — Elf Warrior',
         'Whenever another Elf you control enters, it and this creature get +1/+1 until end '
         'of turn. They also gain "{T}: Add {G}." until end of turn.',
         'G', 'G'),
        ('Mosshide Brute', 'Creature — Treefolk',
         'This creature\'s power is equal to the number of Forests you control. It has "{T}: '
         'Add {G}."',
         'G', 'G'),
        ('Canopy Standard-Bearer', 'Creature — Elf Druid',
         'Creatures you control that are Elves and lands you control have "{T}: Add {G}."',
         'G', 'G'),
        ('Elk Mother Brannoch', 'Legendary Creature — Human Druid',
         'Whenever another Elk you control enters, put a bloom counter on it. (A creature '
         'with a bloom counter on it has "{T}: Add {G}.")',
         '', 'G'),
        ('Island Sage Meroe', 'Legendary Creature — Merfolk Wizard',
         'Whenever an Island you control becomes tapped, untap that Island and it gains "{T}: '
         'Add {U}{U}." until end of turn.',
         '', 'U'),
        ('Sapgift Druid', 'Creature — Elf Druid',
         'When this creature enters, put a bloom counter on it and you gain 1 life. (A '
         'creature with a bloom counter on it has "{T}: Add {G}.")',
         'G', 'G'),
        ('Frostbound Cairn', 'Land',
         'This land enters tapped with a growth counter on it. (A land with a growth counter '
         'on it has "{T}: Add {G}{G}.")\n{T}: Add {C}.',
         'GC', 'GC'),
        ('Canopy Chorister', 'Creature — Elf Druid',
         'When this creature enters, put a bloom counter on this creature and each other Elf '
         'you control. (A creature with a bloom counter on it has "{T}: Add {G}.")',
         'G', 'G'),
        ('Oona Brisk Jr.', 'Legendary Creature — Elf Druid',
         'Whenever another Elf you control enters, untap Oona Brisk Jr. It gains "{T}: Add '
         '{G}{G}." until end of turn.',
         'G', 'G'),
        ('Bullseye Mystic', 'Creature — Human Shaman',
         '{T}: Add {R} and this creature gains "Whenever this creature deals damage, you gain '
         '1 life." Target creature can\'t block this turn.',
         '', 'R'),
        ('Tithe Collector Idol', 'Artifact',
         'Whenever a creature you control with "{T}: Add {G}." becomes tapped, you gain 1 '
         'life.',
         '', ''),
        ("Rootseeker's Map", 'Artifact',
         '{2}, {T}: Search your library for a land card with "{T}: Add {G}.", reveal it, put '
         'it into your hand, then shuffle.',
         '', ''),
        ('Barrowgrove Reaper', 'Creature — Elf Warrior',
         'Whenever this creature attacks, return up to one target creature card with mana '
         "value less than this creature's power from your graveyard to the battlefield. It's "
         'a Forest land in addition to its other types.',
         '', 'G'),
        ('Requiem Acolyte', 'Creature — Human Cleric',
         'Sacrifice this creature: Draw a card, and at the beginning of the next end step, '
         'return this card from your graveyard to your hand.',
         '', ''),
        ('Sapshell Sprout', 'Creature — Plant',
         'This creature enters with a sprout counter on it. (A creature with a sprout counter '
         'on it has "{T}: Add {G}.")',
         'G', 'G'),
    ],
)  # fmt: skip
def test_the_edges_of_the_days_rules_as_the_probe_found(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """The probe "am" aimed at the rules added the same day, too broad or too narrow: lists in
    a trigger condition, a delayed trigger inside one clause, ", and whenever" in an effect,
    an effect that moves the card from a zone (and 113.6m's exception), what "it" can stand
    for (number, conditions, compound subjects, "a Forest you control", "the exiled card"),
    where the objects a counter is put on end, a name's last period, "Target" after a quote,
    and a quote that only describes a card."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("text", "type_line", "could", "leads", "issue"),
    [
        # a creature's counter on a land: no one has its ability, and the mention is reported
        ('{T}: Add {C}.\n{3}, {T}: Put a bloom counter on this land. (A creature with a bloom '
         'counter on it has "{T}: Add {G}.")', "Land", "C", "C", "NO_ABILITY"),
        ('{T}: Add {C}.\nWhen this land enters, put a bloom counter on it. (A creature with a '
         'bloom counter on it has "{T}: Add {G}.")', "Land", "C", "C", "NO_ABILITY"),
    ],
)  # fmt: skip
def test_an_ability_no_one_is_known_to_have_is_reported(
    text: str, type_line: str, could: str, leads: str, issue: str
) -> None:
    parsed = parse_face(text, type_line, "Probe Card")
    assert summary(parsed)[0::2] == (could, leads)
    assert [i.problem.name for i in parsed.issues] == [issue]


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # an amount in any words before the symbol (up to, that many, eleven to twenty)
        ("Meager Cogwheel", "Artifact", "{T}: Add up to two {C}.", "C", "C"),
        ("Mountain Offering", "Sorcery", "Sacrifice any number of Mountains. Add that many {R}.",
         "", "R"),
        ("Twelvefold Reactor", "Artifact",
         "{T}, Sacrifice this artifact: Add twelve {C}. Activate only if you control twelve or "
         "more artifacts.", "C", "C"),
        ("Hoardbreaker Goblin", "Creature — Goblin",
         "Whenever you sacrifice one or more Treasures, add that many {R}.", "", "R"),
        # a predefined token named without "token", tapped or in a list (111.10)
        ("Tithe Collector", "Creature — Human", "When this creature enters, create two tapped "
         "Treasures.", "", "WUBRG"),
        ("Trove Finder", "Creature — Human", "When this creature enters, create a Clue and a "
         "Treasure.", "", "WUBRG"),
        ("Hoard Keeper", "Artifact", "Sacrifice a Clue and a Treasure: Draw a card.", "", ""),
        # a token after the count of others is created too
        ("Plunder Captain", "Creature — Human Pirate",
         "When this creature enters, create a 1/1 red Pirate creature token for each opponent "
         "you have, then create a Treasure token.", "", "WUBRG"),
        # mana added or produced, in other words, is a mana ability's event (605.1b)
        ("Colorless Resonator", "Artifact",
         "Whenever you add colorless mana, add an additional {C}.", "C", "C"),
        ("Grove Amplifier", "Enchantment",
         "Whenever mana is produced by a Forest you control, add an additional {G}.", "G", "G"),
        ("Landfall Conduit", "Artifact",
         "Whenever a mana ability of a land you control is activated, add {C}. This ability "
         "triggers only once each turn.", "C", "C"),
        ("Surge Capacitor", "Artifact",
         "Whenever an artifact you control adds two or more mana, add an additional {C}.",
         "C", "C"),
        # 113.6m's exception: the cost exiled the card before the effect returns it
        ("Phasing Idol", "Artifact",
         "{T}, Exile this artifact: Add three mana of any one color. At the beginning of the "
         "next end step, return this card from exile to the battlefield under its owner's "
         "control.", "WUBRG", "WUBRG"),
        ("Blinking Dryad", "Creature — Dryad",
         "Exile this creature: Add {G}{G}{G}. Return this creature from exile to the "
         "battlefield under its owner's control at the beginning of the next end step.",
         "G", "G"),
        # a choice that offers only some colors (106.7)
        ("Prism of Exclusion", "Artifact",
         "As this artifact enters, choose a nongreen color.\n{T}: Add one mana of the chosen "
         "color.", "WUBR", "WUBR"),
        ("Twin Prism", "Artifact",
         "As this artifact enters, choose two colors other than green.\n{T}: Add one mana of "
         "either of the chosen colors.", "WUBR", "WUBR"),
        ("Narrow Prism", "Artifact",
         "As this artifact enters, choose a color other than white or black.\n{T}: Add one "
         "mana of the chosen color.", "URG", "URG"),
    ],
)  # fmt: skip
def test_wordings_the_detector_probe_found_read(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """The probe "as" aimed at wordings of mana the templates might not read: amounts in
    other words, tokens named without "token", events of mana added in other words, an
    exile cost before a return from exile, choices that exclude colors."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # a list of subtypes heads the group after "Each", a condition or a cost (613.1f)
        ("Grove Marshal", "Creature — Elf Druid",
         'Each Elf, Druid, and Ranger you control has "{T}: Add {G}."', "G", "G"),
        ("Turn Warden", "Creature — Elf Scout",
         'As long as it\'s your turn, Elves, Scouts, and Rangers you control have "{T}: Add '
         '{G}."', "G", "G"),
        ("Pack Caller", "Creature — Wolf",
         '{2}{G}: Until end of turn, Wolves, Elves, and Druids you control gain "{T}: Add '
         '{G}."', "G", "G"),
        ("Hearth Ogre", "Creature — Goblin Warrior",
         'Each Goblin, Orc, and Ogre you control gets +1/+0 and has "{T}: Add {R}."', "R", "R"),
        ("Beast Warden", "Creature — Beast", 'Each Elf, Druid, and Ranger you control has '
         '"{T}: Add {G}."', "", "G"),
        # a state or designation, a participle or "non...", is taken as met
        ("Reserve Druid", "Creature — Elf", 'Nonattacking creatures you control have "{T}: '
         'Add {G}."', "G", "G"),
        ("Crew Battery", "Artifact — Vehicle", 'Crewed Vehicles you control have "{T}: Add '
         '{C}{C}."\nCrew 2', "C", "C"),
        ("Idle Relay", "Artifact — Equipment", 'Unattached Equipment you control have "{T}: '
         'Add {C}."\nEquip {2}', "C", "C"),
        ("Lone Sprout", "Creature — Plant", 'Unpaired creatures you control have "{T}: Add '
         '{G}."', "G", "G"),
        ("Warded Vale", "Land", '{T}: Add {C}.\nEnchanted lands you control have "{T}: Add one '
         'mana of any color."', "WUBRGC", "WUBRGC"),
        # the one object an Aura's "enchanted" names is still not the card
        ("Verdant Yoke", "Enchantment — Aura", 'Enchant creature\nEnchanted creature has "{T}: '
         'Add {G}."', "", "G"),
        # the card gone when the effect applies: its group gains it without the card (611.2c)
        ("Grovefall Martyr", "Creature — Elf", 'When this creature dies, creatures you control '
         'gain "{T}: Add {G}." until end of turn.', "", "G"),
        # nor does a type change its group gets then (be62)
        ("Mimic of the Last Rite", "Creature — Human Shapeshifter", "When this creature dies, "
         "creatures you control gain changeling until end of turn.\nElves you control have "
         '"{T}: Add {G}."', "", "G"),
        ("Fallen Grove Warden", "Creature — Human Druid", "When this creature dies, creatures "
         "you control become Elves in addition to their other types until end of turn.\nElves "
         'you control have "{T}: Add {G}."', "", "G"),
        ("Grove Herald", "Creature — Human Druid", "{1}: Creatures you control become Elves "
         "in addition to their other types until end of turn.\nElves you control have "
         '"{T}: Add {G}."', "G", "G"),  # the duration after "in addition"; the card stays
        # the leave check at the level of types: after an ability word, a cost that returns
        # the card to hand too; a return first puts it back (bk5-bk7)
        ("Last Rite Mimic", "Creature — Human Shapeshifter", "Last Rites — When this "
         "creature dies, creatures you control gain changeling until end of turn.\nElves you "
         'control have "{T}: Add {G}."', "", "G"),
        ("Tidebound Mimic", "Creature — Human Shapeshifter", "{U}, Return this creature to "
         "its owner's hand: Creatures you control gain changeling until end of turn.\nElves "
         'you control have "{T}: Add {G}."', "", "G"),
        ("Phoenix Mimic", "Creature — Human Shapeshifter", "When this creature dies, return it "
         "to the battlefield tapped. Creatures you control gain changeling until end of turn."
         '\nElves you control have "{T}: Add {G}."', "G", "G"),
        # a return that waits, or puts it under another's control, does not (bk1, bk2); one
        # after a payment does (bk3)
        ("Dusk Phoenix", "Creature — Elf Spirit", "When this creature dies, return it to the "
         "battlefield tapped under its owner's control at the beginning of the next end step. "
         'Creatures you control gain "{T}: Add {R}." until end of turn.', "", "R"),
        ("Traitor Phoenix", "Creature — Elf Spirit", "When this creature dies, return it to "
         "the battlefield under target opponent's control. Creatures you control gain \"{T}: "
         'Add {B}." until end of turn.', "", "B"),
        ("Tithed Phoenix", "Creature — Elf Spirit", "When this creature dies, you may pay "
         "{1}{G}. If you do, return it to the battlefield tapped. Creatures you control gain "
         '"{T}: Add {G}." until end of turn.', "G", "G"),
        # unless the effect returns it first (608.2c); not another card it returns
        ("Grovefall Phoenix", "Creature — Elf Spirit", "When this creature dies, return it to "
         "the battlefield tapped under its owner's control. Creatures you control gain "
         '"{T}: Add {G}." until end of turn.', "G", "G"),
        ("Grovefall Caller", "Creature — Elf", "When this creature dies, return target "
         "creature card from your graveyard to the battlefield. Creatures you control gain "
         '"{T}: Add {G}." until end of turn.', "", "G"),
        ("Sacrificial Sapling", "Creature — Plant", 'Sacrifice this creature: Creatures you '
         'control gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Verdant Channeler", "Creature — Elf", 'Channel — {2}{G}, Discard this card: '
         'Creatures you control gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Cyclewood Elder", "Creature — Elf", 'Cycling {2} ({2}, Discard this card: Draw a '
         'card.)\nWhen you cycle this card, creatures you control gain "{T}: Add {G}." until '
         'end of turn.', "", "G"),
        ("Driftroot Herald", "Creature — Elf", '{1}, Return this creature to its owner\'s '
         'hand: Elves you control gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Voidwalk Guardian", "Creature — Spirit", '{3}, Exile this creature: Creatures you '
         'control gain "{T}: Add {W}." until end of turn.', "", "W"),
        ("Gravewick Lantern", "Land", '{T}: Add {C}.\nWhen this land is put into a graveyard '
         'from the battlefield, lands you control gain "{T}: Add {B}." until end of turn.',
         "C", "BC"),
        # the object that set off a trigger is the card too where it can be (603.2)
        ("Thornlit Courier", "Creature — Elf Warrior", 'Whenever a creature you control '
         'attacks, it gains "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Vinebreach Raider", "Creature — Elf Warrior", 'Whenever one or more creatures you '
         'control attack, they gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Grovewatch Sentinel", "Creature — Elf Druid", 'Whenever this creature or another '
         'creature you control enters, it gains "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Mistwalker Bard", "Creature — Human Bard", 'Whenever another creature you control '
         'enters, it gains "{T}: Add {U}." until end of turn.', "", "U"),
        ("Rallying Stag", "Creature — Elk", 'Whenever an Elf you control enters, it gains '
         '"{T}: Add {G}." until end of turn.', "", "G"),
        # a type change's subject of several types, or the card beside a group (305.7)
        ("Mirefen Crossing", "Land — Forest", "Forests and Islands you control are Swamps in "
         "addition to their other types.", "BG", "BG"),
        ("Stoneheart Threshold", "Land", "{T}: Add {C}.\nThis land and each other land you "
         "control are Forests in addition to their other types.", "GC", "GC"),
        # a quote after "with" or "that has" describes what an effect acts on (113.1a)
        ("Landgrudge Ogre", "Creature — Ogre", 'When this creature enters, destroy each land '
         'that has "{T}: Add {C}."', "", ""),
        ("Tallying Golem", "Artifact Creature — Golem", '{T}: Add {C} for each creature you '
         'control with "{T}: Add {G}."', "C", "C"),
        ("Wastebound Sentry", "Creature — Eldrazi Drone", 'This creature gets +2/+2 as long '
         'as you control a land with "{T}: Add {C}."', "", ""),
        ("Shrine of Embers", "Legendary Planeswalker — Chandra", '−7: You get an emblem with '
         '"Mountains you control have \'{T}: Add {R}{R}.\'"', "", "R"),
        ("Wildshape Druid", "Creature — Elf Druid", '{1}{G}: Target land becomes a 3/3 '
         'Elemental creature with "{T}: Add {G}{G}." until end of turn.', "", "G"),
        # a pronoun opening a keyword's reminder is what has the keyword (702)
        ("Ley Conduit Nexus", "Land", '{T}: Add {C}.\nLands you control have wellspring. (They '
         'have "{T}: Add one mana of any color.")', "WUBRGC", "WUBRGC"),
        ("Sprouting Warden", "Creature — Elf", '{1}{G}: This creature gains attunement until '
         'end of turn. (It has "{T}: Add one mana of any color.")', "WUBRG", "WUBRG"),
        # "They" after an effect that names a group, whatever its verb
        ("Canopy Chanter", "Creature — Elf", 'When this creature enters, untap all creatures '
         'you control. They gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Veilwood Stalker", "Creature — Elf", '{1}{G}: Creatures you control can\'t be blocked '
         'by more than one creature this turn. They also gain "{T}: Add {G}." until end of '
         'turn.', "G", "G"),
        # the land that set off a trigger changes type, the card too where it can be
        ("Rootwake Hollow", "Land", "{T}: Add {C}.\nWhenever a land you control enters, it "
         "becomes a Forest in addition to its other types.", "GC", "GC"),
        ("Marshbloom Flats", "Land", "{T}: Add {C}.\nWhenever a Swamp you control enters, it "
         "becomes a Forest in addition to its other types.", "C", "GC"),
        ("Tidewater Druid", "Creature — Merfolk Druid", "Whenever a Forest you control enters, "
         "it becomes an Island in addition to its other types.", "", "U"),
        # a target of the delayed trigger an ability sets up is not the ability's (605.1a)
        ("Ember Lens", "Artifact", "{1}, {T}: Add {R}{R}, and when you next cast a red spell "
         "this turn, this artifact deals 1 damage to target creature.", "R", "R"),
        ("Bogmire Censer", "Artifact", "{T}: Add {B}, and at the beginning of the next end "
         "step, target opponent loses 1 life.", "B", "B"),
        ("Flashpoint Relay", "Artifact", "{T}: Add {R}. If that mana is spent on a spell that "
         "targets only one creature, that spell deals 1 additional damage to that creature.",
         "R", "R"),
        # "at end of combat" and "the next time" set up delayed triggers too (603.7)
        ("Warhorn Brazier", "Artifact", "{T}: Add {C}. At end of combat, add {R}.", "C", "RC"),
        ("Ashen Warband Shaman", "Creature — Goblin Shaman", "{T}: At end of combat, add "
         "{R}{R}{R}. Activate only during combat.", "", "R"),
        ("Duskfire Brazier", "Artifact", "{T}: Add {C}. The next time you tap a Mountain for "
         "mana this turn, add an additional {R}{R}.", "C", "RC"),
        # conditions a sentence opens with ("During your turn,", "Until your next turn,",
        # "Once each turn,") are no part of a subject or a list, and create nothing
        ("Grovecall Elder", "Creature — Elf Druid", 'During your turn, Elves, Druids, and '
         'Shamans you control have "{T}: Add {G}."', "G", "G"),
        ("Festival Runner", "Creature — Elf Druid", "During your turn, whenever you create a "
         'token, this creature gains "{T}: Add one mana of any color." until end of turn.',
         "WUBRG", "WUBRG"),
        ("Hoard Warden", "Creature — Human Pirate", "During your turn, whenever you create a "
         "Treasure token, put a +1/+1 counter on this creature.", "", ""),
        ("Gilded Respite", "Sorcery", "Draw two cards. Until your next turn, whenever you "
         "create a Treasure token, you gain 2 life.", "", ""),
        ("Coin Ledger", "Artifact", "Once each turn, when you create a Treasure token, draw a "
         "card.", "", ""),
        # a mode's "• " and a die roll's "1—9 | " open no subject
        ("Rootwake Chanter", "Creature — Elf Druid", "When this creature enters, choose one —\n"
         '• Creatures you control gain "{T}: Add {G}." until end of turn.\n• Put a +1/+1 '
         "counter on each creature you control.", "G", "G"),
        ("Dicefire Shaman", "Creature — Dwarf Cleric", "When this creature enters, roll a "
         'd20.\n1—9 | Creatures you control gain "{T}: Add {R}." until end of turn.\n10—20 | '
         'Creatures you control gain "{T}: Add {R}{R}." until end of turn.', "R", "R"),
        ("Tidal Gamble", "Sorcery", "Roll a d20.\n1—14 | Target land becomes an Island until "
         "end of turn.\n15—20 | Each land target player controls becomes an Island until end "
         "of turn.", "", "U"),
        # a list in the subject's relative clause; "those creatures" as "they"; every
        # creature type given to the creatures it controls; "face-up" a state; a name
        ("Tribe Caller", "Creature — Elf Ranger", 'Creatures you control that are Elves, '
         'Druids, or Rangers have "{T}: Add {G}."', "G", "G"),
        ("Order Keeper", "Creature — Kor Cleric", "Each creature you control that's a "
         'Cleric, Rogue, Warrior, or Wizard has "{T}: Add {W}."', "W", "W"),
        ("Rousing Druid", "Creature — Elf Druid", '{2}{G}, {T}: Untap all creatures you '
         'control. Until end of turn, those creatures gain "{T}: Add {G}."', "G", "G"),
        ("Mirror Shaper", "Creature — Shapeshifter", "Creatures you control are every "
         'creature type.\nElves you control have "{T}: Add {G}."', "G", "G"),
        ("Veiled Grove", "Creature — Elf", "Disguise {2}{G} (You may cast this card face down "
         "for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its disguise "
         'cost.)\nFace-up creatures you control have "{T}: Add one mana of any color."',
         "WUBRG", "WUBRG"),
        ("Hivebloom Drone", "Creature — Insect", "A deck can have any number of cards named "
         'Hivebloom Drone.\nCreatures you control named Hivebloom Drone have "{T}: Add {G}."',
         "G", "G"),
        ("Hive Herald", "Creature — Insect", 'Creatures you control named Hivebloom Drone have '
         '"{T}: Add {G}."', "", "G"),
        # the card gone when the grant applies: put into a graveyard from anywhere, into
        # exile; a name with "and" in it, exiled from the graveyard as a cost (113.6m)
        ("Ashen Witness", "Creature — Spirit", "When this creature is put into a graveyard "
         'from anywhere, creatures you control gain "{T}: Add {C}." until end of turn.', "",
         "C"),
        ("Fading Warden", "Creature — Elf", "When this creature dies or is put into exile "
         'from the battlefield, creatures you control gain "{T}: Add {G}." until end of turn.',
         "", "G"),
        ("Kaz and Pell, Grave-Tenders", "Legendary Creature — Zombie Druid", "Deathtouch\n{B}, "
         "Exile Kaz and Pell from your graveyard: Add {B}{B}{B}.", "", "B"),
        # a counter's reminder that states a type change, the counter on the card; an
        # opponent's land that "it" stands for is not the card
        ("Shifting Cairn", "Land — Cairn", "This land enters tapped with a flux counter on "
         "it. (A land with a flux counter on it is every basic land type in addition to its "
         "other types.)", "WUBRG", "WUBRG"),
        ("Grasping Mire", "Land", "{T}: Add {C}.\nWhenever a land an opponent controls "
         "enters, it becomes a Swamp in addition to its other types.", "C", "BC"),
        # "a land of every basic land type" makes the object a land of those types
        ("Omnisoil Drake", "Creature — Drake", "Flying\nThis creature is a land of every basic "
         "land type in addition to its other types.", "WUBRG", "WUBRG"),
        # a type change of a group the card is in by its type line gives it the types too
        ("Spirit Commons", "Land", '{T}: Add {C}.\nLands you control are 1/1 Spirit '
         'creatures in addition to their other types.\nSpirits you control have "{T}: Add '
         '{W}."', "WC", "WC"),
        ("Kinship Herald", "Creature — Human", "Creatures you control are Elves in addition "
         'to their other types.\nElves you control have "{T}: Add {G}."', "G", "G"),
        ("Forge Herald", "Creature — Human", "Artifacts you control are 1/1 Construct "
         'creatures.\nConstructs you control have "{T}: Add {C}."', "", "C"),
        # the edges of the same day's rules (probe "ba"): each rule in a wording it did not
        # list, and no wider than its mechanism
        ("Countwise Elder", "Creature — Elf", "When this creature enters, for each creature "
         "you control that taps for mana, add {G}.", "", "G"),
        ("Offering Adept", "Creature — Human Cleric", "When you sacrifice this creature, "
         'creatures you control gain "{T}: Add {R}." until end of turn.', "", "R"),
        ("Milled Warden", "Creature — Zombie", "When this creature is put into your graveyard "
         'from your library, creatures you control gain "{T}: Add {G}." until end of turn.',
         "", "G"),
        ("Verdant Harness", "Artifact — Equipment", 'As long as equipped creature has "{T}: Add '
         '{G}.", it gets +2/+2 and has trample.\nEquip {2}', "", ""),
        ("Spore Tender", "Creature — Fungus", "Create a 1/1 green Saproling creature token and "
         "untap up to two lands you control that are Forests.", "", ""),
        ("Spore Census", "Sorcery", "Create X 1/1 green Saproling creature tokens, where X is "
         "the number of lands you control that are Forests.", "", ""),
        ("Twinbloom Shrine", "Enchantment", "Whenever a land you control is tapped for {R} or "
         "{G}, add an additional one mana of that color.", "RG", "RG"),
        ("Tidal Echo", "Enchantment", "Whenever you tap a land for {U}, add an additional one "
         "mana of that color.", "U", "U"),
        ("Bound Prism", "Artifact", "As this artifact enters, choose red or green.\n{T}: Add "
         "one mana of the chosen color. Spend this mana only on costs that contain {B}.", "RG",
         "RG"),
        ("Broadback Elder", "Creature — Elf", "Each creature you control with toughness "
         'greater than this creature\'s power has "{T}: Add {G}."', "G", "G"),
        ("Stirring Cairn", "Land", '{T}: Add {C}.\nWhen this land enters, you may have it '
         "become a 3/3 Elemental creature with haste until end of turn. It's still a land.\n"
         'Creatures you control have "{T}: Add {G}."', "GC", "GC"),
        ("Forked Font", "Artifact", "{2}, {T}: Add either one mana of any color or {C}{C}.",
         "WUBRGC", "WUBRGC"),
        ("Contrary Prism", "Artifact", "As this artifact enters, choose a color.\n{T}: Add one "
         "mana of any color other than the chosen color.", "WUBRG", "WUBRG"),
        # who has a keyword a reminder quotes: after a self-grant with a duration or a
        # condition, in a paragraph that created a token, after a trigger on creating one;
        # the card with the keyword on a line of its own
        ("Saproling Herald", "Creature — Elf Druid", "When this creature enters, create a 1/1 "
         "green Saproling creature token. This creature gains attunement until end of turn. "
         '(A creature with attunement has "{T}: Add one mana of any color.")', "WUBRG",
         "WUBRG"),
        ("Token Attendant", "Creature — Elf", "Whenever you create a token, this creature "
         'gains attunement until end of turn. (A creature with attunement has "{T}: Add '
         '{G}{G}.")', "G", "G"),
        ("Sapflow Elder", "Creature — Treefolk", "This creature enters with two +1/+1 counters "
         "on it.\nWhenever you create a token, this creature gains sapflow until end of turn. "
         "(Remove a +1/+1 counter from this creature: Add {G}.)", "G", "G"),
        ("Tideward Mystic", "Creature — Merfolk Wizard", "Whenever you cast a noncreature "
         "spell, this creature gains attunement until your next turn. (A creature with "
         'attunement has "{T}: Add {U}.")', "U", "U"),
        ("Forestbound Seer", "Creature — Elf", "This creature has attunement as long as you "
         'control a Forest. (A creature with attunement has "{T}: Add {G}.")', "G", "G"),
        ("Sunward Acolyte", "Creature — Human Cleric", "This creature has attunement during "
         'your turn. (A creature with attunement has "{T}: Add {W}.")', "W", "W"),
        ("Warrior Kinsman", "Creature — Elf Warrior", "When this creature enters, create a 1/1 "
         'green Elf Warrior creature token, then this creature gains "{T}: Add {G}{G}." until '
         "end of turn.", "G", "G"),
        ("Attuned Mother", "Creature — Elf", "Attunement\nWhen this creature enters, create a "
         "1/1 green Elf creature token with attunement. (A creature with attunement has "
         '"{T}: Add {G}.")', "G", "G"),
        ("Attuned Elder", "Creature — Elf", "Attunement\nOther Elves you control have "
         'attunement. (A creature with attunement has "{T}: Add {G}.")', "G", "G"),
        # a land type chosen or "of your choice" may be a basic one; a list of land types
        # after the conditions a sentence opens with
        ("Shifting Hollow", "Land", "As this land enters, choose a land type.\nThis land is "
         "the chosen type in addition to its other types.\n{T}: Add {C}.", "WUBRGC", "WUBRGC"),
        ("Mutable Expanse", "Land", "{T}: Add {C}.\n{2}: This land becomes the land type of "
         "your choice until end of turn.", "WUBRGC", "WUBRGC"),
        ("Emberdeep Cave", "Land — Cave", "{T}: Add {C}.\nDuring your turn, Deserts, Caves, "
         "and Gates you control are Mountains in addition to their other types.", "RC", "RC"),
        # "up to two Treasures" creates them; a quote a condition checks gives nothing
        ("Raiding Quartermaster", "Creature — Human Pirate", "Raid — When this creature "
         "enters, if you attacked this turn, create up to two Treasures.", "", "WUBRG"),
        ("Bloomguard Elk", "Creature — Elk", 'As long as this creature has "{T}: Add {G}.", '
         "it gets +2/+2 and has trample.", "", ""),
        ("Conduit Sentinel", "Artifact Creature — Golem", "This creature gets +2/+2 as long "
         'as it has "{T}: Add {C}."', "", ""),
        # "any color other than ..." offers the others; "either ... or ..." is a choice
        ("Fourfold Prism", "Artifact", "{T}: Add one mana of any color other than green.",
         "WUBR", "WUBR"),
        ("Split Idol", "Artifact", "{T}: Add two mana of any one color other than white or "
         "black.", "URG", "URG"),
        ("Forked Path", "Land", "{T}: Add either {W} or {B}. This land deals 1 damage to you.",
         "WB", "WB"),
        # the lands of the next effect are no land token ("then untap each land ...")
        ("Sporewake Druid", "Creature — Fungus Druid", "When this creature enters, create a "
         "1/1 green Saproling creature token, then untap each land you control that's a "
         "Forest.", "", ""),
        # a group described by a quote ("that have", "with") is a group all the same
        ("Conduit Spire", "Land", '{T}: Add {C}.\nLands you control that have "{T}: Add {C}." '
         'also have "{T}: Add {R}."', "RC", "RC"),
        ("Verdant Captain", "Creature — Elf Druid", 'Creatures you control with "{T}: Add {G}." '
         'get +1/+1 and have "{T}: Add {W}."', "W", "W"),
        # the card named beside another kind in the event is one of the objects "it" may be
        ("Elfhome Steward", "Creature — Human Druid", "Whenever this creature or another Elf "
         'you control enters, it gains "{T}: Add {G}." until end of turn.', "G", "G"),
        # "both creatures" after a sentence naming the card and another; "your commander"
        ("Pairbond Ranger", "Creature — Elf Ranger", "As long as this creature is paired with "
         'another creature, both creatures have "{T}: Add {G}."', "G", "G"),
        ("Pairbond Druid", "Creature — Human Druid", "As long as this creature is paired with "
         'another creature, each of those creatures has "{T}: Add {U}."', "U", "U"),
        ("Gilded Regent", "Legendary Creature — Human Noble", 'Your commander has "{T}: Add '
         'one mana of any color."', "WUBRG", "WUBRG"),
        ("Gilded Herald", "Creature — Human Noble", 'Your commander has "{T}: Add one mana of '
         'any color."', "", "WUBRG"),
        # "that color" after a choice in its own sentence is the color chosen
        ("Prismcall Shaman", "Creature — Human Shaman", "Whenever you cast a multicolored "
         "spell, add {G}. Then choose a color of that spell and add one mana of that color.",
         "", "WUBRG"),
        # a strict comparison with the card's own power leaves the card out
        ("Runt Warden", "Creature — Elf", "Each creature you control with power less than "
         "this creature's power has \"{T}: Add {G}.\"", "", "G"),
        # an amount's "taps for mana" in the effect is no event of the trigger (605.1b)
        ("Rootcount Advisor", "Creature — Elf Advisor", "When this creature enters, add {G} "
         "for each creature you control that taps for mana.", "", "G"),
        # a land type after a creature's ("a 3/3 Elemental creature and a Forest")
        ("Wildgrowth Mantle", "Enchantment — Aura", "Enchant land\nEnchanted land is a 3/3 "
         "Elemental creature and a Forest in addition to its other types.", "", "G"),
        # a target beside a group is judged apart; "both ... and ..." asks for each type
        ("Sharing Druid", "Creature — Elf Druid", '{2}{G}: Creatures you control and target '
         'creature an opponent controls gain "{T}: Add {C}." until end of turn.', "C", "C"),
        ("Warband Seer", "Creature — Elf Druid", 'Creatures you control that are both Elves '
         'and Warriors have "{T}: Add {G}."', "", "G"),
        ("Warband Chief", "Creature — Elf Warrior", 'Creatures you control that are both '
         'Elves and Warriors have "{T}: Add {G}."', "G", "G"),
        # a land sacrificed for a change of land types is not among the lands changed
        ("Shifting Cairn", "Land", "{T}: Add {C}.\n{2}, Sacrifice this land: Each land you "
         "control becomes the basic land type of your choice until end of turn.", "C",
         "WUBRGC"),
        # "have this land become" a creature is the card's change as "this land becomes" is
        ("Stirring Barrow", "Land", "{T}: Add {C}.\nAt the beginning of combat on your turn, "
         "you may have this land become a 2/2 Elemental creature until end of turn. It's "
         'still a land.\nCreatures you control have "{T}: Add {G}."', "GC", "GC"),
        # an ability word inside a quote is no part of the ability (207.2c)
        ("Overflow Cistern", "Land", '{T}: Add {C}.\nLands you control have "Overflow — '
         'Whenever this land is tapped for mana, add an additional {U}."', "UC", "UC"),
        # the white-box probe "bc": the session's patterns where they must not apply, and
        # where they must in other words
        ("Rallying Druid", "Creature — Elf Druid", "{2}{G}, {T}: Untap up to two other target "
         'creatures you control. Those creatures gain "{T}: Add {G}." until end of turn.',
         "", "G"),
        ("Vinegraft Lizard", "Artifact Creature — Equipment Lizard", "Whenever this creature "
         'becomes attached to a creature, that creature gains "{T}: Add {G}." until end of '
         "turn.\nReconfigure {2}", "", "G"),
        ("Shifting Vale", "Land", "As this land enters, choose a land type other than "
         "Mountain.\nThis land is the chosen type.", "WUBG", "WUBG"),
        ("Dimmed Prism", "Artifact", "{T}: Add one mana of any color other than white, blue, "
         "or black.", "RG", "RG"),
        ("Warm Flux", "Enchantment", "If you tap a land for mana, it produces that much mana "
         "of any one color other than white, blue, or black instead.", "", "RG"),
        ("Thessa, Grove Matriarch", "Legendary Creature — Elf Druid", "Creatures you control "
         'with power less than Thessa\'s power have "{T}: Add {G}."', "", "G"),
        ("Mimic of Sands", "Creature — Shapeshifter", "Creatures you control are every "
         'creature type.\nDeserts you control have "{T}: Add {R}."', "", "R"),
        ("Kin of Every Grove", "Creature — Elf Warrior", "Each creature you control that's an "
         'Elf, a Druid, or a Ranger and has "{T}: Add {G}." gets +1/+1.', "", ""),
        ("Treefolk Pact", "Enchantment", "Each Forest you control is a 2/3 Treefolk creature "
         'that\'s still a land and has "{T}: Add {G}{G}."', "", "G"),
        ("Warlord's Herald", "Legendary Creature — Orc Warrior", "Whenever your commander "
         'attacks, it gains "{T}: Add {R}{R}." until end of turn.', "R", "R"),
        ("Bloomfeeder", "Creature — Elf Druid", "Whenever you put one or more +1/+1 counters "
         'on a creature you control, that creature gains "{T}: Add {G}." until end of turn.',
         "G", "G"),
        ("Shapeshift Herald", "Creature — Human Shapeshifter", "When this creature enters, "
         "creatures you control gain changeling until end of turn. (They're every creature "
         'type.)\nElves you control have "{T}: Add {G}."', "G", "G"),
        ("Coinsmith", "Creature — Dwarf Artificer", "When this creature enters, create a "
         'tapped Treasure token with "{T}, Sacrifice this token: Add {C}{C}."', "", "WUBRGC"),
        # the white-box probe "be": the same patterns' false positives, again
        ("Elfroot Census", "Sorcery", "Draw a card for each creature you control that's an "
         'Elf and has "{T}: Add {G}."', "", ""),
        ("Grovekeeper's Toll", "Creature — Elf", "Sacrifice a creature that's an Elf and has "
         '"{T}: Add {G}.": You gain 3 life.', "", ""),
        ("Kinward Elder", "Creature — Elf Druid", "Each creature you control that's an Elf "
         'and has "{T}: Add {G}." also has "{T}: Add {B}."', "B", "B"),
        ("Kinward Outsider", "Creature — Human Druid", "Each creature you control that's an "
         'Elf and has "{T}: Add {G}." also has "{T}: Add {B}."', "", "B"),
        ("Target, the Painted Golem", "Legendary Artifact Creature — Golem", "{T}: Add {B}. "
         "Target opponent loses 1 life.", "", "B"),
        ("Sacrificial Barrow", "Land", "{T}: Add {C}.\nSacrifice this land: Until end of turn, "
         "lands you control become 2/2 Elemental creatures. They're still lands.\nElementals "
         'you control have "{T}: Add {G}."', "C", "GC"),
        ("Quickened Barrow", "Land", "{T}: Add {C}.\n{4}{G}: Lands you control become 3/3 "
         "Elemental creatures with haste until end of turn.\nElementals you control have "
         '"{T}: Add {G}."', "GC", "GC"),
        ("Spirit Warden", "Creature — Human Cleric", "Nontoken creatures you control are "
         'Spirits in addition to their other types.\nSpirits you control have "{T}: Add {W}."',
         "W", "W"),
        ("Warband Drummer", "Creature — Goblin Warrior", "Whenever one or more creatures you "
         'control attack, those creatures gain "{T}: Add {R}." until end of turn.', "R", "R"),
        ("Armory Steward", "Creature — Human Soldier", "Whenever you attach an Equipment to a "
         'creature you control, that creature gains "{T}: Add {W}." until end of turn.', "W",
         "W"),
        ("Mutant Mimic", "Creature — Shapeshifter", 'Changeling\nMutagens you control have '
         '"{T}: Add {G}."', "", "G"),
        ("Ilsa of the Verdant Ring", "Legendary Creature — Elf Druid", "Creatures you control "
         'with power greater than Ilsa\'s power have "{T}: Add {G}."', "", "G"),
        ("Shimmer Hues", "Creature — Shapeshifter", "As this creature enters, choose red or "
         "green.\n{T}: Add one mana of the chosen color.\n{T}: Choose a color. Add one mana "
         "of that color. This creature becomes that color until end of turn.", "WUBRG",
         "WUBRG"),
        ("Flux Surveyor", "Land", "{T}: Add {C}.\n{2}, {T}: Put a flux counter on another "
         "target land you control. (A land with a flux counter on it is every basic land "
         "type in addition to its other types.)", "C", "WUBRGC"),
        ("Flux Welcome", "Land", "{T}: Add {C}.\nWhenever a land you control enters, put a "
         "flux counter on it. (A land with a flux counter on it is every basic land type in "
         "addition to its other types.)", "WUBRGC", "WUBRGC"),
        # "both creatures", "those creatures" after a sentence whose effect named the card
        # beside another; not after a trigger that only names it in its condition
        ("Brawlroot Ogre", "Creature — Ogre Warrior", "When this creature enters, it fights "
         "up to one target creature you don't control. Both creatures gain \"{T}: Add {R}.\" "
         "until end of turn.", "R", "R"),
        ("Dawnroot Shepherd", "Creature — Elf Druid", "At the beginning of combat on your "
         "turn, untap this creature and up to one other target creature you control. Those "
         'creatures gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Tillroot Shaman", "Creature — Elf Shaman", "When this creature enters, untap up to "
         'two target lands. Those lands gain "{T}: Add {G}." until end of turn.', "", "G"),
        # a replacement of the card's own production: it could produce those types (106.7)
        ("Nightfall Quarry", "Land", "{T}: Add {C}. If it's night, this land produces {B} "
         "instead.", "BC", "BC"),
        ("Gatewatch Sanctum", "Land", "{T}: Add {C}.\nAs long as you control three or more "
         "Gates, this land produces {W} instead.", "WC", "WC"),
        ("Ionized Flat", "Land", "{T}: Add {C}.\nAs long as you control a Spacecraft, if "
         "this land would produce {C}, it produces {U} instead.", "UC", "UC"),
        # and of a group the card is in: its own production too (bj7, bj8, bj15)
        ("Emberglass Flat", "Land", "{T}: Add {C}.\nIf a land you control would produce {C}, "
         "it produces {R} instead.", "RC", "RC"),
        ("Prism Commons", "Land", "{T}: Add {C}.\nLands you control tap for two mana of any "
         "one color instead of their normal mana.", "WUBRGC", "WUBRGC"),
        ("Verdant Engine", "Artifact Creature — Golem", "{T}: Add {C}.\nIf a permanent you "
         "control would produce {C}, it produces {G} instead.", "GC", "GC"),
        # not of a type a word denies: "nonblack", "a color other than green" (probe jx)
        ("Inkblot Seep", "Land", "{T}: Add {B}.\nIf a land you control would produce nonblack "
         "mana, it produces {C} instead.", "B", "BC"),
        ("Greenfire Totem", "Creature — Elf Shaman", "{T}: Add {R}.\nIf you would add mana of "
         "a color other than green, add that much {G} instead.", "RG", "RG"),
        # lists of them (probe kb)
        ("Azure Silt Flats", "Land", "{T}: Add {U}.\nIf a land you control would produce mana "
         "of a color other than white or blue, it produces {B} instead.", "U", "UB"),
        ("Stillwater Basin", "Land", "{T}: Add {U}.\nIf a land you control would produce "
         "nonwhite, nonblue mana, it produces {C} instead.", "U", "UC"),
        ("Coldfire Seep", "Land", "{T}: Add {R}.\nIf a land you control would produce nonblue "
         "mana other than {R}, it produces {U} instead.", "R", "UR"),
        ("Paleblight Flats", "Land", "{T}: Add {C}.\nIf a land you control would produce white, "
         "blue, or colorless mana, it produces {B} instead.", "BC", "BC"),
        # each subject's own result (probe kd109), each the card is one of (probe kh129)
        ("Prism Ferry", "Land — Plains Island", "Plains you control produce {R} instead, "
         "Islands you control produce {G} instead, and Swamps you control produce {W} "
         "instead.", "WURG", "WURG"),
        ("Emberrot Mire", "Land — Swamp", "Swamps you control produce {R} instead, and Mountains "
         "you control produce {U} instead.", "BR", "UBR"),
        ("Emberglass Shrine", "Enchantment", "If a land you control would produce {C}, it "
         "produces {R} instead.", "", "R"),  # no mana ability of its own to replace
        ("Blackened Font", "Enchantment", "If a land is tapped for mana, it produces {B} "
         "instead of any other type.", "", "B"),
        # "one mana of each color with the most votes": some of the five, an upper bound
        ("Thousand-Vote Chorus", "Enchantment", "Will of the council — At the beginning of "
         "your first main phase, each player votes for white, blue, black, red, or green. Add "
         "one mana of each color with the most votes or tied for most votes.", "", "WUBRG"),
        # a card's name that begins with "Target" is no target
        ("Target, the Painted Golem", "Legendary Artifact Creature — Golem", "{T}: Add {R}. "
         "Target deals 1 damage to you.", "R", "R"),
        # an ability's own "Choose a color. ... that color" is no choice of "the chosen color"
        ("Hueshift Sprite", "Creature — Faerie", "Flying\nAs this creature enters, choose red "
         "or green.\n{T}: Add one mana of the chosen color.\n{1}: Choose a color. This "
         "creature becomes that color until end of turn.", "RG", "RG"),
        # nor a limited choice of its own; "the color of your choice" is chosen as it
        # resolves, no earlier choice (bj1, bj21)
        ("Hueshift Warden", "Creature — Human", "As this creature enters, choose white or "
         "blue.\n{T}: Add one mana of the chosen color.\n{2}: Choose a color other than "
         "white. This creature becomes that color until end of turn.", "WU", "WU"),
        ("Twinchoice Lens", "Artifact", "As this artifact enters, choose red or green.\n{T}: "
         "Add one mana of the chosen color.\n{3}, {T}: Add one mana of the color of your "
         "choice.", "WUBRG", "WUBRG"),
        ("Paired Prism", "Artifact", "{T}: Choose white or blue. Add one mana of that color.",
         "WU", "WU"),
        # a chosen type is limited as a chosen color is; a cost's symbol is paid, not offered
        ("Tri-Forge Idol", "Artifact", "As this artifact enters, choose black, red, or "
         "colorless.\n{T}: Add one mana of the chosen type.", "BRC", "BRC"),
        ("Tidewarden Adept", "Creature — Human Druid", "As this creature enters, choose white "
         "or blue.\n{G}, {T}: Add two mana of the chosen color.", "WU", "WU"),
        # "that color" after an event that names the mana by its symbol is that color; "tapped
        # for mana" names none
        ("Verdant Echo", "Enchantment", "Whenever a basic land you control is tapped for {G}, "
         "add an additional one mana of that color.", "G", "G"),
        ("Prism Echo", "Enchantment", "Whenever a basic land you control is tapped for mana, "
         "add an additional one mana of that color.", "WUBRG", "WUBRG"),
        # named in words, or "that type", colorless too (bj5, bj14); "that type" after a
        # clause is one of its types (bj6)
        ("Nightwell Echo", "Enchantment", "Whenever a land you control is tapped for black "
         "mana, add an additional one mana of that color.", "B", "B"),
        ("Forgehum Echo", "Artifact", "Whenever you tap an artifact for {C}, add an additional "
         "one mana of that type.", "C", "C"),
        ("Dragonroost Spire", "Land", "{T}: Add {C} or {R}. If you control a Dragon, add two "
         "mana of that type instead.", "RC", "RC"),
        # a keyword action's reminder puts the counter, then states what it gives (701)
        ("Emberwake Rite", "Sorcery", "Kindle 2. (Put two ember counters on target land you "
         "control. A land with an ember counter on it has \"{T}, Remove an ember counter from "
         "this land: Add {R}{R}.\")\nDraw a card.", "", "R"),
        ("Cinderkeep", "Land", "{T}: Add {C}.\n{3}{R}, {T}: Kindle 1. Activate only as a "
         "sorcery. (Put an ember counter on target land you control. A land with an ember "
         "counter on it has \"{T}, Remove an ember counter from this land: Add {R}{R}.\")",
         "C", "RC"),
        ("Emberheart Druid", "Creature — Elf Druid", "When this creature enters, kindle 1. "
         "(Put an ember counter on this creature. A creature with an ember counter on it has "
         "\"{T}: Add {R}{R}.\")", "R", "R"),
        # the object an event done in the passive acts on set off the trigger: the card too
        # where it can be one, not with "another"
        ("Bloodroot Matriarch", "Legendary Creature — Elf Shaman", "Whenever one or more "
         '+1/+1 counters are put on a creature you control, that creature gains "{T}: Add {B}." '
         "until end of turn.", "B", "B"),
        ("Rootbraid Elder", "Creature — Elf Shaman", "Whenever a +1/+1 counter is put on "
         'another creature you control, that creature gains "{T}: Add {B}." until end of '
         "turn.", "", "B"),
        ("Auric Steward", "Creature — Human Cleric", "Whenever an Aura becomes attached to a "
         'creature you control, it gains "{T}: Add {W}." until end of turn.', "W", "W"),
        # a counter on the object that set off the trigger: the card too where it can be
        ("Charging Bloomkin", "Creature — Elf", 'Whenever a creature you control attacks, put '
         'a bloom counter on it. (A creature with a bloom counter on it has "{T}: Add {G}.")',
         "G", "G"),
        ("Sunpetal Glade", "Land — Forest", 'Whenever a Forest you control enters, put a sun '
         'counter on it. (A land with a sun counter on it has "{T}: Add {W}.")', "WG", "WG"),
        ("Bloomless Golem", "Artifact Creature — Golem", 'Whenever a land you control enters, '
         'put a growth counter on it. (A land with a growth counter on it has "{T}: Add '
         '{G}{G}.")', "", "G"),
        # "it" after an object named by a subtype ("another Merfolk", "all Forests", "a
        # Forest you control": once reported, as a subject "a Forest you control and it")
        ("Thornward Scout", "Creature — Elf Scout", 'Whenever this creature attacks, untap a '
         'Forest you control and it gains "{T}: Add {G}{G}." until end of turn.', "", "G"),
        ("Tidecaller Shaman", "Creature — Merfolk Shaman", 'Whenever this creature attacks, '
         'untap another Merfolk you control and it gains "{T}: Add {U}{U}." until end of '
         'turn.', "", "U"),
        ("Groveshepherd", "Creature — Elf", 'When this creature enters, untap all Forests '
         'you control and they gain "{T}: Add {G}{G}." until end of turn.', "", "G"),
        ("Elder of the Lone Path", "Creature — Elf", 'Whenever this creature attacks, untap '
         'up to one other Elf you control and it gains "{T}: Add {G}." until end of turn.',
         "", "G"),
        # the false-positive probe "bk" at this session's rules: each rule where it must not
        # apply, or in another wording
        ("Convoy Ace", "Creature — Human Pilot", "Whenever a Vehicle you control attacks, "
         'each creature that crewed it this turn gains "{T}: Add {R}." until end of turn.',
         "R", "R"),  # "it" is another Vehicle, which the Pilot may have crewed
        ("Hueborn Sentinel", "Creature — Human", "As this creature enters, choose a color "
         "other than black. This creature is that color.\n{T}: Add one mana of the chosen "
         "color.", "WURG", "WURG"),  # a choice as it enters is "the chosen color"
        ("Dryadic Accord", "Enchantment", "Each land you control that's a Forest is a 2/2 "
         'Dryad creature with "{T}: Add {G}{G}." in addition to its other types.', "", "G"),
        ("Ridgecall Outpost", "Land", "{T}: Add {C}.\nWhenever you play a land, if it's a "
         'Mountain, it gains "{T}: Add {R}{R}." until end of turn.', "C", "RC"),
        ("Mimic Foundry", "Creature — Human Artificer", "When this creature enters, create a "
         "token that's a copy of up to one target artifact token you control, then create a "
         "Treasure token.", "", "WUBRG"),
        ("Kinlight Chant", "Creature — Elf Druid", '{2}{G}, {T}: Target creature and each '
         'other creature that shares a creature type with it gain "{T}: Add {G}." until end '
         "of turn.", "G", "G"),
        ("Shadeward Cave", "Land — Cave", "{T}: Add {C}.\n{1}{B}, {T}: Target land and each "
         "other land that shares a land type with it become Swamps until end of turn.", "BC",
         "BC"),
        ("Spreading Gloom", "Land", "{T}: Add {C}.\n{3}, {T}: Target land an opponent controls "
         "and each other land that player controls become Swamps until end of turn.", "C",
         "BC"),
        ("Dawncount Idol", "Artifact", "{T}: Add {W} for each land you controlled when your "
         "turn began.", "W", "W"),
        ("Tricolor Echo", "Enchantment", "Whenever you tap a land for {W}, {U}, or {B}, add an "
         "additional one mana of that color.", "WUB", "WUB"),
        ("Rime Echo", "Enchantment", "Whenever you tap a snow Forest, a snow Island, or a snow "
         "Mountain for mana, add an additional one mana of any color.", "WUBRG", "WUBRG"),
        ("Tricolor Bloom", "Enchantment", "Whenever a land you control is tapped for white, "
         "blue, or black mana, add an additional one mana of that color.", "WUB", "WUB"),
        ("Saproling Census", "Sorcery", "Create a number of 1/1 green Saproling creature tokens "
         'with "{T}: Add {G}." equal to the number of Forests you control.', "", "G"),
        # the probe "bn" at the rules just before: a return after the grant, or of a target
        # the effect named, leaves the card gone; "Then" opening the grant's sentence; a
        # cost that puts the card into its library; a triggered ability's own color choice;
        # a relative clause's "and is"; "or has"; "becomes ... with" to a group; "that
        # player" as each player or an opponent; "They" after a cost
        ("Latewake Druid", "Creature — Elf Druid", "When this creature dies, creatures you "
         'control gain "{T}: Add {G}." until end of turn. Then return it to the battlefield '
         "tapped.", "", "G"),
        ("Flickerdeath Druid", "Creature — Elf Druid", "When this creature dies, exile up to "
         "one target creature you control, then return it to the battlefield under its "
         'owner\'s control. Creatures you control gain "{T}: Add {G}." until end of turn.',
         "", "G"),
        ("Thenwake Druid", "Creature — Elf Druid", "When this creature dies, return it to the "
         'battlefield tapped. Then creatures you control gain "{T}: Add {G}." until end of '
         "turn.", "G", "G"),
        ("Tuckaway Druid", "Creature — Elf Druid", "{2}{G}, Put this creature on the bottom "
         'of its owner\'s library: Creatures you control gain "{T}: Add {G}." until end of '
         "turn.", "", "G"),
        ("Battlehue Warden", "Creature — Human", "As this creature enters, choose green or "
         "blue.\n{T}: Add one mana of the chosen color.\nWhenever this creature attacks, "
         "choose a color. Creatures you control become that color until end of turn.", "UG",
         "UG"),
        ("Tokenwise Banner", "Artifact", "Each creature you control that's a token and is an "
         'Elf with "{T}: Add {G}." gets +1/+1.', "", ""),
        ("Cavebreaker", "Sorcery", "Destroy target land that's a Cave or has \"{T}: Add "
         '{C}."', "", ""),
        ("Elfshape Druid", "Creature — Elf Druid", "{2}{G}: Each creature you control that's "
         'an Elf becomes a 3/3 Elf Druid with "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Verdant Commons", "Land", "{T}: Add {C}.\nAt the beginning of each player's upkeep, "
         "each land that player controls becomes a Forest in addition to its other types "
         "until end of turn.", "GC", "GC"),
        ("Murkfall Outpost", "Land", "{T}: Add {C}.\nAt the beginning of each opponent's "
         "upkeep, lands that player controls become Swamps until end of turn.", "C", "BC"),
        ("Kinpulse Shaman", "Creature — Elf Shaman", "{1}{G}, {T}: Target creature and each "
         "other creature that shares a creature type with it get +1/+1 until end of turn. "
         'They gain "{T}: Add {G}." until end of turn.', "G", "G"),
        # the probe "bo" at the rules just before: a return before the grant after another
        # quote, from the graveyard, or after a cost that exiled the card; a cost putting
        # the card on top of its library; a quote's own cost is no cost of the card's; a
        # trigger's own color choice after an ability word; a main verb after a relative
        # clause gives; "becomes ... with haste and"; "that player" after combat damage or
        # before a comparison; "It" after the card's own "it"
        ("Sporewake Druid", "Creature — Elf Druid", "When this creature dies, create a 1/1 "
         'green Saproling creature token with "{T}: Add {C}." Then return this card to the '
         'battlefield tapped. Creatures you control gain "{T}: Add {G}." until end of turn.',
         "G", "GC"),
        ("Cyclewake Elder", "Creature — Elf", "Cycling {2}{G} ({2}{G}, Discard this card: Draw "
         "a card.)\nWhen you cycle this card, return it from your graveyard to the "
         'battlefield tapped. Then Elves you control gain "{T}: Add {G}." until end of turn.',
         "G", "G"),
        ("Blinkward Cleric", "Creature — Human Cleric", "{1}, Exile this creature: Return it "
         "to the battlefield under its owner's control. Then creatures you control gain "
         '"{T}: Add {W}." until end of turn.', "W", "W"),
        ("Topdeck Druid", "Creature — Elf Druid", "{1}{G}, Put this creature on top of its "
         'owner\'s library: Creatures you control gain "{T}: Add {G}." until end of turn.',
         "", "G"),
        ("Sacrificial Herald", "Creature — Human Shaman", 'Goblins you control have "Sacrifice '
         'this creature: Add {R}." Creatures you control are every creature type.\nElves you '
         'control have "{T}: Add {G}."', "RG", "RG"),
        ("Landfall Warden", "Creature — Human", "As this creature enters, choose green or "
         "white.\n{T}: Add one mana of the chosen color.\nLandfall — Whenever a land you "
         "control enters, choose a color. This creature gains protection from that color "
         "until end of turn.", "WG", "WG"),
        ("Plantbind", "Instant", "Target creature that's a token loses all abilities and "
         'becomes a 0/1 green Plant creature with "{T}: Add {G}." until end of turn.', "",
         "G"),
        ("Cavefire Ritualist", "Land — Cave", "{T}: Add {C}.\nEach land you control that's a "
         'Cave is also a 2/2 Elemental creature and has "{T}: Add {R}."', "RC", "RC"),
        ("Elfwar Chant", "Creature — Elf Warrior", "{2}{G}: Each Elf you control becomes a 4/4 "
         'Elf Warrior with trample and "{T}: Add {G}{G}." until end of turn.', "G", "G"),
        ("Raidsoil Totem", "Land", "{T}: Add {C}.\nWhenever a creature you control deals "
         "combat damage to a player, each land that player controls becomes a Swamp until "
         "end of turn.", "C", "BC"),
        ("Evenground Commons", "Land", "{T}: Add {C}.\nAt the beginning of each player's "
         "upkeep, if that player controls fewer lands than an opponent, each land that player "
         "controls becomes a Forest in addition to its other types until end of turn.", "GC",
         "GC"),
        ("Returning Grovecaller", "Creature — Elf Druid", "When this creature dies, return it "
         'to the battlefield. It gains "{T}: Add {G}." until end of turn.', "G", "G"),
        # the probe "bq" at the rules just before: a grant after a token's quote of the same
        # words; "it and up to one other ..."; "from exile" after a cost that exiled it; a
        # return after a land type change; the card's name in a cost; a quote in a cost; the
        # card's "it" only after its own leave trigger; "and creatures you control are every
        # creature type"; cards and tokens that are every creature type; "or is a Druid and
        # has"; "Whenever you attack a player"; "a creature deals combat damage" is anyone's
        ("Elfcall Martyr", "Creature — Elf Druid", "When this creature dies, create a 1/1 green "
         'Elf Warrior creature token with "{T}: Add {G}." Then return this card from your '
         'graveyard to the battlefield tapped. Elves you control gain "{T}: Add {G}." until '
         "end of turn.", "G", "G"),
        ("Relic Shuttle", "Artifact", "{1}, Exile this artifact: Return this card from exile to "
         "the battlefield under its owner's control. Then artifacts you control gain \"{T}: "
         'Add {C}." until end of turn.', "C", "C"),
        ("Grovefall Cairn", "Land", "{T}: Add {C}.\nWhen this land is put into a graveyard "
         "from the battlefield, each land you control becomes a Forest in addition to its "
         "other types until end of turn. Then return this card to the battlefield tapped.",
         "C", "GC"),
        ("Ysra Thornwise", "Legendary Creature — Human Druid", "{1}{G}, Sacrifice Ysra "
         "Thornwise: Creatures you control gain changeling until end of turn.\nElves you "
         'control have "{T}: Add {G}."', "", "G"),
        ("Quarry Offering", "Creature — Human Druid", 'Sacrifice this creature and a land with '
         '"{T}: Add {C}.": Creatures you control gain changeling until end of turn.\nElves '
         'you control have "{T}: Add {G}."', "", "G"),
        ("Spoils Raider", "Creature — Human Pirate", "Whenever this creature deals combat "
         "damage to a creature, gain control of it until end of turn. It gains \"{T}: Add "
         '{R}{R}." until end of turn.', "", "R"),
        ("Kinward Warden", "Creature — Human", 'As long as it\'s your turn, Elves you control '
         'have "{T}: Add {G}." and creatures you control are every creature type.', "G", "G"),
        ("Hand of Many Kinds", "Creature — Human", "Each creature card in your hand is every "
         'creature type.\nElves you control have "{T}: Add {G}."', "", "G"),
        ("Elfbond Banner", "Artifact", "Each creature you control that's an Elf or is a Druid "
         'and has "{T}: Add {G}." gets +1/+1.', "", ""),
        ("Raider's Toll", "Land", "{T}: Add {C}.\nWhenever you attack a player, each land that "
         "player controls becomes a Swamp until end of turn.", "C", "BC"),
        ("Island Tide", "Land", "{T}: Add {C}.\nWhenever a creature deals combat damage to a "
         "player, each land that player controls becomes an Island until end of turn.", "UC",
         "UC"),
        # the probe "bs" at the rules just before: the grant's place is its subject's; the
        # card's "it" after any trigger that names it alone; "that isn't an Elf and has";
        # "this turn" is no object; "one of your opponents", "another player"; every
        # creature type after a condition on cards or tokens, "get ... and are", "Nontoken";
        # "under their owners' control"; a cost returning the card and another
        ("Elfcall Revenant", "Creature — Elf Warrior", 'When this creature dies, Elves you '
         'control gain "{T}: Add {G}." until end of turn. Then return it to the battlefield '
         'tapped, and Druids you control gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Blinkstrike Raider", "Creature — Human Warrior", "Whenever this creature attacks, "
         "exile it, then return it to the battlefield tapped and attacking. It gains \"{T}: "
         'Add {R}." until end of turn.', "R", "R"),
        ("Outsider Banner", "Artifact", "Each creature you control that isn't an Elf and has "
         '"{T}: Add {G}." gets +1/+1.', "", ""),
        ("Fresh Blood Totem", "Land", "{T}: Add {C}.\nWhenever a creature that entered this "
         "turn deals combat damage to a player, each land that player controls becomes an "
         "Island until end of turn.", "UC", "UC"),
        ("Woundsoil Idol", "Land", "{T}: Add {C}.\nWhenever a creature deals combat damage to "
         "one of your opponents, each land that player controls becomes a Swamp until end of "
         "turn.", "C", "BC"),
        ("Crossfire Herald", "Creature — Human", "Whenever an opponent attacks another player, "
         'creatures that player controls gain "{T}: Add {W}." until end of turn.', "W", "W"),
        ("Grave Mimic", "Creature — Human Shapeshifter", "Delirium — As long as there are "
         "four or more card types among cards in your graveyard, this creature is every "
         'creature type.\nElves you control have "{T}: Add {G}."', "G", "G"),
        ("Kinmarch Banner", "Creature — Human", "Nontoken creatures you control are every "
         'creature type.\nElves you control have "{T}: Add {G}."', "G", "G"),
        ("Rallying Mimic", "Creature — Human", "Creatures you control get +1/+0 and are every "
         'creature type.\nElves you control have "{T}: Add {G}."', "G", "G"),
        ("Twinraise Druid", "Creature — Elf Druid", "When this creature dies, return it and up "
         "to one other target creature card from your graveyard to the battlefield under "
         'their owners\' control. Then Elves you control gain "{T}: Add {G}." until end of '
         "turn.", "G", "G"),
        ("Pairwise Retreat", "Creature — Human", 'Elves you control have "{T}: Add {G}."\n{1}, '
         "Return this creature and another creature you control to their owners' hands: "
         "Creatures you control gain changeling until end of turn.", "", "G"),
        # the probe "bu" at those rules: a cost takes the card away beside another object,
        # under a name with "and" in it, from the graveyard; "cycle or discard this card";
        # a land type change's subject before its verb, not a later object of the same words
        ("Hedgecutter Adept", "Creature — Human Druid", 'Elves you control have "{T}: Add '
         '{G}."\n{1}, Sacrifice a Forest and this creature: Creatures you control gain '
         "changeling until end of turn.", "", "G"),
        ("Wren and Rook, Hedge Keepers", "Legendary Creature — Human Druid", "Elves you "
         'control have "{T}: Add {G}."\n{2}, Sacrifice Wren and Rook: Creatures you control '
         "gain changeling until end of turn.", "", "G"),
        ("Tam and Ollo, Brook Wardens", "Legendary Creature — Human Druid", "Elves you "
         'control have "{T}: Add {G}."\nWhen Tam and Ollo dies, creatures you control gain '
         "changeling until end of turn.", "", "G"),
        ("Gravebloom Mystic", "Creature — Human Druid", 'Elves you control have "{T}: Add '
         '{G}."\n{2}{G}, Exile this card from your graveyard: Creatures you control gain '
         "changeling until end of turn.", "", "G"),
        ("Fernhallow Sentry", "Creature — Human Druid", 'Elves you control have "{T}: Add '
         '{G}."\nWhen you cycle or discard this card, creatures you control gain changeling '
         "until end of turn.\nCycling {1}{G}", "", "G"),
        ("Mirrorbog Shallows", "Land", "{T}: Add {C}.\n{3}, {T}, Sacrifice another land and "
         "this land: Each land you control becomes a Swamp until end of turn.", "C", "BC"),
        ("Ashen Sinkhole", "Land", "{T}: Add {C}.\nWhen this land is put into a graveyard "
         "from the battlefield, each land you control becomes a Swamp until end of turn. Then "
         "return this card to the battlefield tapped and untap each land you control.", "C",
         "BC"),
        # ... and the grant's subject before its verb: a plural sacrificed first is no "it"
        ("Tithebound Elder", "Creature — Elf Druid", "When this creature dies, you may "
         "sacrifice two Elves you control. If you do, return it to the battlefield tapped. "
         'Elves you control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Battalion Firestarter", "Creature — Goblin Warrior", "Battalion — Whenever this "
         "creature and at least two other creatures attack, untap it. It gains \"{T}: Add "
         '{R}." until end of turn.', "R", "R"),
        # "another player", "each other player", "a player other than you": not you
        ("Tollgate Sinkhole", "Land", "{T}: Add {C}.\nWhenever another player casts a spell, "
         "each land that player controls becomes a Swamp until end of turn.", "C", "BC"),
        ("Envious Reveler", "Creature — Human", "At the beginning of each other player's "
         'upkeep, creatures that player controls gain "{T}: Add {R}." until end of turn.', "",
         "R"),
        ("Borderland Surveyor", "Land", "{T}: Add {C}.\nWhenever a player other than you "
         "plays a land, each land that player controls becomes an Island until end of turn.",
         "C", "UC"),
        # the probe "bw" at those rules: a cost paid only in another zone; "Sacrifice a Forest
        # and this creature:" is the cost's object, no subject of the grant after it
        ("Hidden Grovecaller", "Creature — Human Druid", 'Elves you control have "{T}: Add '
         '{G}."\nReveal this card from your hand: Creatures you control gain changeling until '
         "end of turn.", "", "G"),
        ("Thicket Oathkeeper", "Creature — Elf Druid", "{1}, Sacrifice a Forest and this "
         'creature: Elves you control gain "{T}: Add {G}." until end of turn.', "", "G"),
        # the grant's and the change's place: their own words, not a condition's or another
        # effect's mention of the subject; "it" is not "each Elf you control"
        ("Oathgrove Revenant", "Creature — Elf Druid", "When this creature dies, if Elves you "
         "control have total power 6 or greater, return this card to the battlefield. Elves "
         'you control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Rallied Revenant", "Creature — Elf Druid", "When this creature dies, Elves you "
         "control get +1/+1 until end of turn. Return it to the battlefield tapped. Elves you "
         'control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Stonewake Hollow", "Land", "{T}: Add {C}.\nWhen this land is put into a graveyard "
         "from the battlefield, if each land you control is untapped, return it to the "
         "battlefield. Then each land you control becomes a Forest until end of turn.", "GC",
         "GC"),
        ("Thornwake Revenant", "Creature — Elf Druid", "When this creature dies, untap each "
         "Elf you control, then return it to the battlefield tapped. Elves you control gain "
         '"{T}: Add {G}." until end of turn.', "G", "G"),
        # a trigger is no sentence's subject; "they" after the card and others joined by "and"
        ("Sparkhide Brute", "Creature — Goblin Warrior", "Enrage — Whenever this creature is "
         'dealt damage, untap it. It gains "{T}: Add {R}." until end of turn.', "R", "R"),
        ("Warband Igniter", "Creature — Goblin Warrior", "Battalion — Whenever this creature "
         'and at least two other creatures attack, they gain "{T}: Add {R}." until end of '
         "turn.", "R", "R"),
        # "that player" is not a player named in its own clause, set against it
        ("Envy of the Meek", "Creature — Elf", "At the beginning of each opponent's upkeep, if "
         "another player controls more lands than that player, creatures that player controls "
         'gain "{T}: Add {G}." until end of turn.', "", "G"),
        # a step of the effect takes the card away before the grant (608.2c, 611.2c): by its
        # pronoun after a trigger naming it alone, by "this creature" after a cost, after "If
        # you do"; not a step it may skip, one in a delayed trigger, one of another object,
        # nor one a return undoes before the grant (by39, bk13, bs133)
        ("Rootbound Wanderer", "Creature — Elemental", "When this creature enters, exile it. "
         'Creatures you control gain "{T}: Add {G}." until end of turn. At the beginning of '
         "the next end step, return this card to the battlefield under its owner's control.",
         "", "G"),
        ("Stepaside Druid", "Creature — Elf Druid", "{2}{G}: Exile this creature. Elves you "
         'control gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Tithe of the Grove", "Creature — Elf Druid", "At the beginning of your end step, "
         'sacrifice this creature. If you do, Elves you control gain "{T}: Add {G}." until '
         "your next turn.", "", "G"),
        ("Offering Elf", "Creature — Elf Druid", "When this creature enters, you may "
         'sacrifice it. If you do, Elves you control gain "{T}: Add {G}." until end of turn.',
         "", "G"),
        # destroyed, it goes to its owner's graveyard (701.8a): read as staying (probe uc66),
        # but not where its text gives it a way to survive (702.12b, 701.19)
        ("Self-Felling Elf", "Creature — Elf Druid", "When this creature enters, destroy it. "
         'Elves you control gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Unbowed Elf", "Creature — Elf Druid", "Indestructible\nWhen this creature enters, "
         'destroy all creatures. Elves you control gain "{T}: Add {G}." until end of turn.',
         "G", "G"),
        ("Regrowing Elf", "Creature — Elf Druid", "{G}: Regenerate this creature.\nWhen this "
         'creature enters, destroy it. Elves you control gain "{T}: Add {G}." until end of '
         "turn.", "G", "G"),
        # ... a shield counter too; not indestructibility or regeneration of others (probe
        # um, second review)
        ("Shielded Elf", "Creature — Elf Druid", "This creature enters with a shield counter on "
         "it.\nWhen this creature enters, destroy all creatures. Elves you control gain "
         '"{T}: Add {G}." until end of turn.', "G", "G"),
        ("Martyr of the Grove", "Creature — Elf Monk", "Other creatures you control have "
         "indestructible.\nAt the beginning of your end step, destroy this creature. Elves you "
         'control gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Bog Tender", "Creature — Elf Wizard", "{1}{B}: Regenerate target Zombie.\n{2}{G}, "
         '{T}: Destroy this creature. Elves you control gain "{T}: Add {G}." until end of '
         "turn.", "", "G"),
        # ... nor a shield counter or a replacement of another's destruction, but a group it
        # is in made indestructible (probe up13 up14 up16)
        ("Warded Elf", "Creature — Elf Cleric", "{1}{G}: Put a shield counter on target "
         'creature.\n{G}: Destroy this creature. Elves you control gain "{T}: Add {G}." until '
         "end of turn.", "", "G"),
        ("Devoted Elf", "Creature — Elf Cleric", "If another creature you control would be "
         "destroyed, you may remove a +1/+1 counter from this creature instead.\n{G}: Destroy "
         'this creature. Elves you control gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Unbreakable Elf", "Creature — Elf Cleric", "Creatures you control have "
         'indestructible.\n{G}: Destroy this creature. Elves you control gain "{T}: Add {G}." '
         "until end of turn.", "G", "G"),
        # ... not a group it is not in, "it" of another, a replacement that moves it, and
        # "its owner puts it on top of their library" takes it (probe us)
        ("Graveborn Elf", "Creature — Elf Cleric", "Zombies you control have indestructible.\n"
         '{G}: Destroy this creature. Elves you control gain "{T}: Add {G}." until end of '
         "turn.", "", "G"),
        ("Mender Elf", "Creature — Elf Cleric", "Whenever another creature you control is dealt "
         'damage, regenerate it.\n{G}: Destroy this creature. Elves you control gain "{T}: Add '
         '{G}." until end of turn.', "", "G"),
        ("Fading Elf", "Creature — Elf Cleric", "If this creature would be destroyed, exile it "
         'instead.\n{G}: Destroy this creature. Elves you control gain "{T}: Add {G}." until '
         "end of turn.", "", "G"),
        ("Returning Elf", "Creature — Elf Cleric", "When this creature enters, its owner puts it "
         'on top of their library. Elves you control gain "{T}: Add {G}." until end of turn.',
         "", "G"),
        # ... but a replacement of its destruction that leaves it there, its own or its
        # group's (probes us74 up55)
        ("Martyr Elf", "Creature — Elf Cleric", "If this creature would be destroyed, put a "
         "+1/+1 counter on each other Elf you control instead.\n{G}: Destroy this creature. "
         'Elves you control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Warden Elf", "Creature — Elf Cleric", "If an Elf you control would be destroyed, "
         'regenerate it instead.\n{G}: Destroy this creature. Elves you control gain "{T}: Add '
         '{G}." until end of turn.', "G", "G"),
        # ... and its keyword with reminder text or beside another, a shield counter on
        # each creature it is one of (third review)
        ("Darksteel Elf", "Creature — Elf Cleric", 'Indestructible (Damage and effects that say '
         '"destroy" don\'t destroy this creature.)\n{G}: Destroy this creature. Elves you '
         'control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Warded Grove Elf", "Creature — Elf Cleric", "Ward {2}, indestructible\n{G}: Destroy "
         'this creature. Elves you control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Shieldbearer Elf", "Creature — Elf Cleric", "When this creature enters, put a shield "
         "counter on each creature you control.\n{G}: Destroy this creature. Elves you control "
         'gain "{T}: Add {G}." until end of turn.', "G", "G"),
        # ... and a shield counter put on "it" the card, an indestructible counter (122.1b),
        # indestructible beside another change or keyword, given by "It" after a step on
        # the card, or to "each creature you control" with "has" or "gains", or a condition
        # after its destruction that asks whether it survived (probe uw1 uw3 uw4 uw6 uw7
        # uw100); not indestructible or a shield counter of an "it" that is another object
        ("Shield-Wreathed Elf", "Creature — Elf Cleric", "When this creature enters, put a "
         "shield counter on it.\n{G}: Destroy this creature. Elves you control gain \"{T}: Add "
         '{G}." until end of turn.', "G", "G"),
        ("Adamant Elf", "Creature — Elf Cleric", "This creature enters with an indestructible "
         'counter on it.\n{G}: Destroy this creature. Elves you control gain "{T}: Add {G}." '
         "until end of turn.", "G", "G"),
        ("Steeled Elf", "Creature — Elf Cleric", "{2}{G}: This creature gets +1/+1 and gains "
         'indestructible until end of turn.\n{G}: Destroy this creature. Elves you control '
         'gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Winged Bulwark Elf", "Creature — Elf Cleric", "{2}{G}: This creature gains flying and "
         'indestructible until end of turn.\n{G}: Destroy this creature. Elves you control '
         'gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Waking Bulwark Elf", "Creature — Elf Cleric", "{W}: Untap this creature. It gains "
         'indestructible until end of turn.\n{G}: Destroy this creature. Elves you control '
         'gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Phalanx Elf", "Creature — Elf Cleric", "Each creature you control has indestructible "
         'as long as you control five or more Forests.\n{G}: Destroy this creature. Elves you '
         'control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Rallying Elf", "Creature — Elf Cleric", "{2}{G}: Each creature you control gains "
         'indestructible until end of turn.\n{G}: Destroy this creature. Elves you control '
         'gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Testing Elf", "Creature — Elf Cleric", "{G}: Destroy this creature. If it's still on "
         'the battlefield, Elves you control gain "{T}: Add {G}." until end of turn.', "G",
         "G"),
        ("Shieldgiver Elf", "Creature — Elf Cleric", "When this creature enters, put a shield "
         "counter on target creature. It gains indestructible until end of turn.\n{G}: Destroy "
         'this creature. Elves you control gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Bulwark Giver Elf", "Creature — Elf Cleric", "{W}: This creature gets +1/+1 and "
         "target creature gains indestructible until end of turn.\n{G}: Destroy this "
         'creature. Elves you control gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Sundering Elf", "Creature — Elf Cleric", "{G}: Destroy this creature and target "
         "artifact. If the artifact is still on the battlefield, Elves you control gain "
         '"{T}: Add {G}." until end of turn.', "", "G"),
        # ... and a group in some state, "get ... and gain" (probe va9, review); not
        # "another target creature you control", nor words of another object between the
        # card and the keyword, nor a survival question about another object or followed
        # by a step that takes the card (probe va14, review)
        ("Veteran Elf", "Creature — Elf Cleric", "Creatures you control with counters on them "
         'have indestructible.\n{G}: Destroy this creature. Elves you control gain "{T}: Add '
         '{G}." until end of turn.', "G", "G"),
        ("Stand Fast Elf", "Creature — Elf Cleric", "{2}{W}: Creatures you control get +1/+1 and "
         'gain indestructible until end of turn.\n{G}: Destroy this creature. Elves you '
         'control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Guardian-Giver Elf", "Creature — Elf Cleric", "{1}{W}: Another target creature you "
         "control gains indestructible until end of turn.\n{G}: Destroy this creature. Elves "
         'you control gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Lifelinked Elf", "Creature — Elf Cleric", "{W}: This creature gains lifelink until "
         "end of turn, and another target creature you control gains vigilance and "
         'indestructible until end of turn.\n{G}: Destroy this creature. Elves you control '
         'gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Haste-Giver Elf", "Creature — Elf Cleric", "Elves you control have haste and Goblins "
         "you control have first strike and indestructible.\n{G}: Destroy this creature. "
         'Elves you control gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Double Doom Elf", "Creature — Elf Cleric", "{G}: Destroy this creature. Then destroy "
         "target creature. If it survives, its controller loses 2 life. Elves you control "
         'gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Certain Doom Elf", "Creature — Elf Cleric", "{G}: Destroy this creature. If it's "
         "still on the battlefield, sacrifice it. Elves you control gain \"{T}: Add {G}.\" "
         "until end of turn.", "", "G"),
        # (second review and probe ve) the card by its name, counting words beside its
        # indestructible, ", then if it's still on the battlefield"; not a group's "with"
        # clause run into another subject's
        ("Ezrim, Grove Warden", "Legendary Creature — Elf Cleric", "{1}{G}: Regenerate Ezrim."
         '\n{G}: Destroy Ezrim. Elves you control gain "{T}: Add {G}." until end of turn.',
         "G", "G"),
        ("Kargan, Grove Warden", "Legendary Creature — Elf Cleric", "{R}: Kargan gains "
         'indestructible until end of turn.\n{G}: Destroy Kargan. Elves you control gain '
         '"{T}: Add {G}." until end of turn.', "G", "G"),
        ("Counting Elf", "Creature — Elf Cleric", "{2}{W}: This creature gets +1/+1 for each "
         "other creature you control and gains indestructible until end of turn.\n{G}: "
         'Destroy this creature. Elves you control gain "{T}: Add {G}." until end of turn.',
         "G", "G"),
        ("Then-Testing Elf", "Creature — Elf Cleric", "{G}: Destroy this creature, then if "
         "it's still on the battlefield, Elves you control gain \"{T}: Add {G}.\" until end "
         "of turn.", "G", "G"),
        ("Hasty Elf", "Creature — Elf Cleric", "Elves you control with power 2 or greater "
         "have haste, and other creatures you control have indestructible.\n{G}: Destroy "
         'this creature. Elves you control gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Flier-Warding Elf", "Creature — Elf Cleric", "Whenever you cast a spell, creatures "
         "you control with flying gain hexproof until end of turn and Goblins you control gain "
         'indestructible until end of turn.\n{G}: Destroy this creature. Elves you control '
         'gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Attack-Warding Elf", "Creature — Elf Cleric", "Whenever a creature you control with "
         "power 4 or greater attacks, another target creature you control gains "
         "indestructible until end of turn.\n{G}: Destroy this creature. Elves you control "
         'gain "{T}: Add {G}." until end of turn.', "", "G"),
        # (third review) a group "with" a list of qualities; not a survival question after
        # another step, nor "target Rhino" of a card named Rhino, nor a chosen object kept
        # before a declined step
        ("Winged Warden Elf", "Creature — Elf Cleric", "Creatures you control with flying and "
         'vigilance have indestructible.\n{G}: Destroy this creature. Elves you control gain '
         '"{T}: Add {G}." until end of turn.', "G", "G"),
        ("Twice-Doomed Elf", "Creature — Elf Cleric", "{G}: Destroy this creature, then "
         "destroy target creature, then if it's still on the battlefield, Elves you control "
         'gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Rhino, Grove Warden", "Legendary Creature — Human Druid", "{1}: Target Rhino gains "
         "indestructible until end of turn.\n{G}: Destroy Rhino. Creatures you control gain "
         '"{T}: Add {G}." until end of turn.', "", "G"),
        ("Chooser Elf", "Creature — Elf Cleric", "When this creature enters, choose a creature "
         "that an opponent may sacrifice, then you may pay {1}. If you don't, it gains \"{T}: "
         'Add {G}." until end of turn.', "", "G"),
        # (probe vi) a replacement that moves it in other words, or leaves the choice to
        # exile it; "would die" as "would be destroyed" (700.4); "can't be destroyed"
        # (702.12b); a replacement that returns it after moving it; "Non-Elf" whole; the card
        # excepted from a group; a quote given to others only; "it" of a trigger that names
        # the card or another (603.2)
        ("Wavering Elf", "Creature — Elf Cleric", "If this creature would be destroyed, you "
         'may exile it instead.\n{G}: Destroy this creature. Elves you control gain "{T}: Add '
         '{G}." until end of turn.', "", "G"),
        ("Shuffled Elf", "Creature — Elf Cleric", "If this creature would be destroyed, its "
         "owner shuffles it into their library instead.\n{G}: Destroy this creature. Elves "
         'you control gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Offered Elf", "Creature — Elf Cleric", "If this creature would be destroyed, "
         'sacrifice it instead.\n{G}: Destroy this creature. Elves you control gain "{T}: Add '
         '{G}." until end of turn.', "", "G"),
        ("Undying Oak Elf", "Creature — Elf Cleric", "If this creature would die, tap it "
         'instead.\n{G}: Destroy this creature. Elves you control gain "{T}: Add {G}." until '
         "end of turn.", "G", "G"),
        ("Unbroken Elf", "Creature — Elf Cleric", "This creature can't be destroyed.\n{G}: "
         'Destroy this creature. Elves you control gain "{T}: Add {G}." until end of turn.',
         "G", "G"),
        ("Blinking Elf", "Creature — Elf Cleric", "If this creature would be destroyed, exile "
         "it instead, then return it to the battlefield tapped.\n{G}: Destroy this creature. "
         'Elves you control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Outsider-Warding Elf", "Creature — Elf Cleric", "Non-Elf creatures you control have "
         'indestructible.\n{G}: Destroy this creature. Elves you control gain "{T}: Add {G}." '
         "until end of turn.", "", "G"),
        ("Selfless Elf", "Creature — Elf Cleric", "Each Elf you control other than this "
         'creature has indestructible.\n{G}: Destroy this creature. Elves you control gain '
         '"{T}: Add {G}." until end of turn.', "", "G"),
        ("Kin-Mending Elf", "Creature — Elf Cleric", 'Other Elves you control have "{G}: '
         'Regenerate this creature."\n{G}: Destroy this creature. Elves you control gain "{T}: '
         'Add {G}." until end of turn.', "", "G"),
        ("Kin-Sharing Elf", "Creature — Elf Cleric", 'Elves you control have "{G}: Regenerate '
         'this creature."\n{G}: Destroy this creature. Elves you control gain "{T}: Add {G}." '
         "until end of turn.", "G", "G"),
        ("Herald Elf", "Creature — Elf Cleric", "Whenever this creature or another Elf you "
         "control enters, it gains indestructible until end of turn.\n{G}: Destroy this "
         'creature. Elves you control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Goblin-Herald Elf", "Creature — Elf Cleric", "Whenever another Elf you control "
         "enters, it gains indestructible until end of turn.\n{G}: Destroy this creature. "
         'Elves you control gain "{T}: Add {G}." until end of turn.', "", "G"),
        # (probe vh) a branch answers the step before its sibling branches: "Otherwise" after
        # "If you do" declines it, and a step in one branch is none of the other's; a
        # sibling's target or enchanted land is still what "it" may stand for, its token
        # is not; "any player" names no object; nor does "have target opponent draw a card"
        ("Twofold Summoner", "Creature — Elf Druid", "When this creature enters, you may put "
         "a creature card from your hand onto the battlefield. If you do, it gains haste until "
         'end of turn. Otherwise, it gains "{T}: Add {G}."', "G", "G"),
        ("Recall Lantern", "Artifact", "{2}, {T}: You may return target land you control to "
         "its owner's hand. If you do, draw a card. Otherwise, it gains \"{T}: Add {B}\" until "
         "end of turn.", "", "B"),
        ("Tithed Drake", "Creature — Drake", "When this creature enters, you may pay {U}. If you "
         "don't, return this creature to its owner's hand. If you do, it gains \"{T}: Add {U}\" "
         "until end of turn.", "U", "U"),
        ("Offering Stone", "Creature — Golem", "When this creature enters, any player may "
         'sacrifice a creature. If a player does, it gains "{T}: Add {C}."', "C", "C"),
        ("Crossroads Lantern", "Artifact", "{1}, {T}: Target opponent may draw a card. If they "
         "do, target land you control becomes a Plains until end of turn. If they don't, it "
         "becomes a Swamp until end of turn.", "", "WB"),
        ("Forked Vale", "Land", "When this land enters, you may put a land card from your hand "
         "onto the battlefield tapped. If you do, it becomes a Forest in addition to its other "
         "types. If you don't, it becomes an Island in addition to its other types.\n{T}: Add "
         "{C}.", "UC", "UGC"),
        ("Recalled Marsh Warden", "Creature — Elf", "When this creature enters, you may return "
         "target land you control to its owner's hand. If you do, create a Powerstone token. "
         "If you don't, it becomes a Swamp until end of turn.", "", "BC"),
        ("Tolled Grove", "Land", "When this land enters, you may pay {2}. If you don't, "
         "sacrifice it. If you do, it becomes a Forest in addition to its other types.\n{T}: "
         "Add {C}.", "GC", "GC"),
        ("Gifting Plain", "Land", "When this land enters, you may have target opponent draw a "
         "card. If you do, it becomes a Plains in addition to its other types.\n{T}: Add {C}.",
         "WC", "WC"),
        # (review and probe vo) a replacement that moves the card by its own words, or
        # returns it only later, or phases it out; death by other words, on a condition, in
        # regeneration's words; "can't be destroyed by damage" is no survival (704.5g); a
        # group's member "with" a quality; a branch's condition with no comma, a branch with
        # an optional step of its own, a declined step's target only, "Otherwise" after "If
        # a player does"
        ("Thornwake Exile", "Creature — Elf Warrior",
         "If this creature would be destroyed, exile this creature instead.\nWhen this "
         "creature enters, destroy it. Elves you control gain \"{T}: Add {G}.\" until end "
         "of turn.",
         "", "G"),
        ("Dawnreturn Sentinel", "Creature — Elf Druid",
         "If this creature would be destroyed, exile it instead, then return it to the "
         "battlefield at the beginning of the next end step.\nWhen this creature enters, "
         "destroy it. Elves you control gain \"{T}: Add {G}.\" until end of turn.",
         "", "G"),
        ("Loamguard Tender", "Creature — Elf Druid",
         "If this creature would be put into a graveyard from the battlefield, tap it "
         "instead.\nWhen this creature enters, destroy it. Elves you control gain \"{T}: "
         "Add {G}.\" until end of turn.",
         "G", "G"),
        ("Suncycle Warden", "Creature — Elf Druid",
         "If this creature would be destroyed during your turn, tap it instead.\nWhen "
         "this creature enters, destroy it. Elves you control gain \"{T}: Add {G}.\" "
         "until end of turn.",
         "G", "G"),
        ("Flickerbark Ghost", "Creature — Elf Spirit",
         "If this creature would be destroyed, it phases out instead.\nWhen this creature "
         "enters, destroy it. Elves you control gain \"{T}: Add {G}.\" until end of turn.",
         "", "G"),
        ("Scarhide Elder", "Creature — Elf Druid",
         "This creature can't be destroyed by damage.\nWhen this creature enters, destroy "
         "it. Elves you control gain \"{T}: Add {G}.\" until end of turn.",
         "", "G"),
        ("Smallfolk Shelter", "Creature — Elf Druid",
         "If a creature you control with power 2 or less would be destroyed, tap it "
         "instead.\nWhen this creature enters, destroy it. Elves you control gain \"{T}: "
         "Add {G}.\" until end of turn.",
         "G", "G"),
        ("Ysmir, Oakheart", "Legendary Creature — Elf Druid",
         "If Ysmir would be destroyed, exile Ysmir instead.\nWhen Ysmir enters, destroy "
         "it. Elves you control gain \"{T}: Add {G}.\" until end of turn.",
         "", "G"),
        ("Blinkbark Survivor", "Creature — Elf Druid",
         "If this creature would be destroyed, exile it instead, then return this "
         "creature to the battlefield tapped.\nWhen this creature enters, destroy it. "
         "Elves you control gain \"{T}: Add {G}.\" until end of turn.",
         "G", "G"),
        ("Forestless Elf", "Creature — Elf Druid",
         "{1}: If you don't control a Forest, you may sacrifice this creature. If you do, "
         "Elves you control gain \"{T}: Add {G}.\" until end of turn.",
         "", "G"),
        ("Discarding Elf", "Creature — Elf Druid",
         "When this creature enters, you may discard a card. If you do, you may sacrifice "
         "this creature. If you do, Elves you control gain \"{T}: Add {G}.\" until end of "
         "turn.",
         "", "G"),
        ("Tolled Reclaimer", "Creature — Elf",
         "When this creature enters, return target land you control to its owner's hand. "
         "You may pay {2}. If you don't, it becomes a Swamp until end of turn.",
         "", ""),
        ("Recall Engine", "Artifact",
         "{1}, {T}: Return target land you control to its owner's hand. Then you may tap "
         "target creature you control. If you don't, it becomes a Forest until end of "
         "turn.",
         "", ""),
        ("Tapped Mender Elf", "Creature — Elf Druid",
         "If this creature would be destroyed, remove all damage from it and tap it "
         "instead, then you may exile target card from a graveyard and put it on the "
         "bottom of its owner's library.\n{G}: Destroy this creature. Elves you control "
         "gain \"{T}: Add {G}.\" until end of turn.",
         "G", "G"),
        ("Welcoming Golem", "Creature — Golem",
         "When this creature enters, any player may put a creature card from their hand "
         "onto the battlefield. If a player does, draw a card. Otherwise, it gains \"{T}: "
         "Add {C}.\"",
         "C", "C"),
        # (probe vn) "Then if you don't", "If no one does" and "If a player does" as branches;
        # "Otherwise" right after a step a player may take declines it, for a trigger's
        # object too
        ("Quillfen Herald", "Creature — Elf Druid",
         "When this creature enters, you may pay {G}. Then if you don't, sacrifice this "
         'creature. If you do, Elves you control gain "{T}: Add {G}." until end of turn.',
         "G", "G"),
        ("Cragspur Marauder", "Creature — Goblin Berserker",
         "When this creature enters, any opponent may pay {2}. If no one does, sacrifice this "
         'creature. If a player does, Goblins you control gain "{T}: Add {R}." until end of '
         "turn.", "R", "R"),
        ("Thistlewood Guide", "Creature — Elf Ranger",
         "Whenever a creature you control attacks, you may pay {1}. If you do, that creature "
         'gets +1/+0 until end of turn. Otherwise, it gains "{T}: Add {G}." until end of turn.',
         "G", "G"),
        # (probe vo) indestructible given to a subject the card may be in, as a grant's
        # subject is read: no "you control", a list, the card beside others, a relative
        # clause, a choice; not where the card is excepted, however worded
        ("Everbloom Herald", "Creature — Elf Cleric",
         "All creatures have indestructible.\nWhen this creature enters, destroy it. "
         "Elves you control gain \"{T}: Add {G}.\" until end of turn.",
         "G", "G"),
        ("Triad Canopy Chief", "Creature — Elf Warrior",
         "Elves, Druids, and Shamans you control have indestructible.\nWhen this creature "
         "enters, destroy it. Elves you control gain \"{T}: Add {G}.\" until end of turn.",
         "G", "G"),
        ("Bough-Sworn Captain", "Creature — Elf Knight",
         "This creature and other Elves you control have indestructible.\nWhen this "
         "creature enters, destroy it. Elves you control gain \"{T}: Add {G}.\" until end "
         "of turn.",
         "G", "G"),
        ("Selfless Grovekeeper", "Creature — Elf Druid",
         "Each Elf you control besides this creature has indestructible.\nWhen this "
         "creature enters, destroy it. Elves you control gain \"{T}: Add {G}.\" until end "
         "of turn.",
         "", "G"),
        ("Aloof Thicket-Lord", "Creature — Elf Noble",
         "Elves you control have indestructible, except for this creature.\nWhen this "
         "creature enters, destroy it. Elves you control gain \"{T}: Add {G}.\" until end "
         "of turn.",
         "", "G"),
        ("Selfspurning Ranger", "Creature — Elf Ranger",
         "Other than this creature, Elves you control have indestructible.\nWhen this "
         "creature enters, destroy it. Elves you control gain \"{T}: Add {G}.\" until end "
         "of turn.",
         "", "G"),
        ("Kinsight Oracle", "Creature — Elf Shaman",
         "Each creature you control that's an Elf has indestructible.\nWhen this creature "
         "enters, destroy it. Elves you control gain \"{T}: Add {G}.\" until end of turn.",
         "G", "G"),
        ("Warding Songweaver", "Creature — Elf Bard",
         "{2}{G}: Elves you control gain your choice of hexproof or indestructible until "
         "end of turn.\nWhen this creature enters, destroy it. Elves you control gain "
         "\"{T}: Add {G}.\" until end of turn.",
         "G", "G"),
        # (second review and probe vp) one of a group "among" it; a replacement left to a
        # player who moves it; an object named before, cards in a graveyard, an opponent's
        # group, a denied grant are no group of the card's; "Otherwise" after "any player
        # may"; a return under an opponent's control; a phased-out card; the card
        # or another, or one or more of a group, in a replacement; "dealt damage or
        # destroyed"; "can't be destroyed" said of a group
        ("Mightiest Elf", "Creature — Elf Druid",
         "{1}: Destroy this creature. Elves you control gain \"{T}: Add {G}.\" until end "
         "of turn.\nThe creature with the greatest power among creatures you control has "
         "indestructible.",
         "G", "G"),
        ("Opponent-Exiled Elf", "Creature — Elf Druid",
         "{1}: Destroy this creature. Elves you control gain \"{T}: Add {G}.\" until end "
         "of turn.\nIf this creature would be destroyed, target opponent may exile it "
         "instead.",
         "", "G"),
        ("Pumping Elf", "Creature — Elf Druid",
         "{1}: Destroy this creature. Elves you control gain \"{T}: Add {G}.\" until end "
         "of turn.\nTarget creature gets +2/+2 until end of turn. That creature gains "
         "indestructible until end of turn.",
         "", "G"),
        ("Graveward Elf", "Creature — Elf Druid",
         "{1}: Destroy this creature. Elves you control gain \"{T}: Add {G}.\" until end "
         "of turn.\nCreatures in your graveyard have indestructible.",
         "", "G"),
        ("Denying Elf", "Creature — Elf Druid",
         "{1}: Destroy this creature. Elves you control gain \"{T}: Add {G}.\" until end "
         "of turn.\nCreatures you control can't have indestructible.",
         "", "G"),
        ("Gifted-Back Elf", "Creature — Elf Druid",
         "{1}: Destroy this creature. Elves you control gain \"{T}: Add {G}.\" until end "
         "of turn.\nIf this creature would be destroyed, exile it instead, then return it "
         "to the battlefield under an opponent's control.",
         "", "G"),
        ("Tolling Golem", "Creature — Golem",
         "When this creature enters, any player may pay {2}. Otherwise, it gains \"{T}: "
         "Add {C}.\"",
         "C", "C"),
        ("Phantom Grovewalker", "Creature — Elf Druid",
         "If this creature would be destroyed, you may have it phase out instead.\nWhen "
         "this creature enters, destroy it. Elves you control gain \"{T}: Add {G}.\" "
         "until end of turn.",
         "", "G"),
        ("Packbond Warden", "Creature — Elf Druid",
         "If this creature or another Elf you control would be destroyed, tap it "
         "instead.\nWhen this creature enters, destroy it. Elves you control gain \"{T}: "
         "Add {G}.\" until end of turn.",
         "G", "G"),
        ("Kin Bulwark", "Creature — Elf Druid",
         "If one or more Elves you control would be destroyed, tap them instead.\nWhen "
         "this creature enters, destroy it. Elves you control gain \"{T}: Add {G}.\" "
         "until end of turn.",
         "G", "G"),
        ("Barkhide Bastion", "Creature — Elf Druid",
         "If this creature would be dealt damage or destroyed, tap it instead.\nWhen this "
         "creature enters, destroy it. Elves you control gain \"{T}: Add {G}.\" until end "
         "of turn.",
         "G", "G"),
        ("Everbark Host", "Creature — Elf Druid",
         "Elves you control can't be destroyed.\nWhen this creature enters, destroy it. "
         "Elves you control gain \"{T}: Add {G}.\" until end of turn.",
         "G", "G"),
        # (third review and probe vr) a trigger's objects only for a subject that refers
        # back; an opponent's group or cards in a graveyard by the group's head, not its
        # qualities; "Otherwise" after "If you do, you may ..."; "they", "those creatures",
        # "that creature" moved by a group's replacement; "another target player"; "can't
        # have or gain"; "that have indestructible" is a quality
        ("Rival-Warding Elf", "Creature — Elf Druid",
         "Whenever an Elf you control attacks, creatures your opponents control gain "
         "indestructible until end of turn.\n{1}: Destroy this creature. Creatures you "
         "control gain \"{T}: Add {G}.\" until end of turn.",
         "", "G"),
        ("Kindred-Warding Elf", "Creature — Elf Druid",
         "Creatures you control that share a card type with it have indestructible.\n{1}: "
         "Destroy this creature. Creatures you control gain \"{T}: Add {G}.\" until end "
         "of turn.",
         "G", "G"),
        ("Hand-Counting Elf", "Creature — Elf Druid",
         "Creatures you control with mana value less than or equal to the number of cards "
         "in your hand have indestructible.\n{1}: Destroy this creature. Creatures you "
         "control gain \"{T}: Add {G}.\" until end of turn.",
         "G", "G"),
        ("Reclaiming Vale", "Land",
         "{T}: Add {C}.\nWhen this land enters, you may pay {1}. If you do, you may "
         "return a land card from your graveyard to the battlefield. Otherwise, it "
         "becomes a Swamp until end of turn.",
         "BC", "BC"),
        ("Phasing Kin Elf", "Creature — Elf Druid",
         "If one or more Elves you control would be destroyed, they phase out "
         "instead.\n{1}: Destroy this creature. Creatures you control gain \"{T}: Add "
         "{G}.\" until end of turn.",
         "", "G"),
        ("Exiling Kin Elf", "Creature — Elf Druid",
         "If one or more creatures you control would be destroyed, exile those creatures "
         "instead.\n{1}: Destroy this creature. Creatures you control gain \"{T}: Add "
         "{G}.\" until end of turn.",
         "", "G"),
        ("Player-Exiled Elf", "Creature — Elf Druid",
         "If this creature would be destroyed, another target player exiles it "
         "instead.\n{1}: Destroy this creature. Creatures you control gain \"{T}: Add "
         "{G}.\" until end of turn.",
         "", "G"),
        ("Unwarded Elf", "Creature — Elf Druid",
         "Creatures can't have or gain indestructible.\n{1}: Destroy this creature. "
         "Creatures you control gain \"{T}: Add {G}.\" until end of turn.",
         "", "G"),
        ("Grave-Warding Elf", "Creature — Elf Druid",
         "Whenever an Elf you control enters, creature cards in your graveyard gain "
         "indestructible until end of turn.\n{1}: Destroy this creature. Creatures you "
         "control gain \"{T}: Add {G}.\" until end of turn.",
         "", "G"),
        ("Thornmantle Scout", "Creature — Elf Druid",
         "When this creature enters, destroy it. Elves you control gain \"{T}: Add {G}.\" "
         "until end of turn.\nCreatures you control that have indestructible get +1/+1.",
         "", "G"),
        ("Exilebark Shaman", "Creature — Elf Druid",
         "When this creature enters, destroy it. Elves you control gain \"{T}: Add {G}.\" "
         "until end of turn.\nIf an Elf you control would be destroyed, exile that "
         "creature instead.",
         "", "G"),
        ("Phasebloom Elf", "Creature — Elf Druid",
         "When this creature enters, destroy it. Elves you control gain \"{T}: Add {G}.\" "
         "until end of turn.\nIf an Elf you control would be destroyed, that Elf phases "
         "out instead.",
         "", "G"),
        # (probe vo59) a group regenerated that the card is in; not "each other Elf"
        ("Mosscloak Chorister", "Creature — Elf Cleric",
         "{G}: Regenerate each Elf you control.\nWhen this creature enters, destroy it. Elves "
         'you control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Mossward Chorister", "Creature — Elf Cleric",
         "{G}: Regenerate each other Elf you control.\nWhen this creature enters, destroy it. "
         'Elves you control gain "{T}: Add {G}." until end of turn.', "", "G"),
        # a step another player declines, named again "that opponent" (probe vw7 vw68 vw53)
        ("Grudging Ferry", "Land", "{T}: Add {C}.\n{2}, {T}: Target opponent may return target "
         "land you control to its owner's hand. If that opponent doesn't, it becomes an "
         "Island until end of turn.", "C", "UC"),
        ("Tithe Elf", "Creature — Elf Druid", "When this creature enters, sacrifice it unless "
         "target opponent pays {3}. If that opponent doesn't, Elves you control gain \"{T}: "
         "Add {G}.\" until end of turn.", "", "G"),
        # players in their turn order name no object (probe vw2)
        ("Sapvote Elder", "Creature — Elf Druid", "Will of the council — When this creature "
         "enters, starting with you, each player votes for sap or stone. If sap gets more "
         "votes, it gains \"{T}: Add {G}.\"", "G", "G"),
        # the card sacrificed before its change in the same sentence gets no type (probe vw89)
        ("Cinderbound Elemental", "Creature — Elemental", "When this creature enters, sacrifice "
         "it and it becomes a Mountain land in addition to its other types.", "", ""),
        # "that target land": a target (probe vu38)
        ("Echoing Manaweaver", "Creature — Human Wizard", "{T}: Add one mana of any type that "
         "target land you control could produce.", "", "WUBRGC"),
        ("Echoing Manaweaver", "Creature — Human Wizard", "{T}: Add one mana of any type that "
         "a land you control could produce.", "WUBRGC", "WUBRGC"),
        # a combination of symbols whose amount names colors: not a combination of an
        # object's colors (probe vu10, reported)
        ("Confluence of Embers", "Instant", "Converge — Add X mana in any combination of {R} "
         "and/or {G}, where X is the number of colors of mana spent to cast this spell.",
         "", "RG"),
        # "If the player doesn't" answers the step too; players "in turn order"; "it" after a
        # condition that names no object goes on standing for the card (review, probe vx55)
        ("Tithe Druid", "Creature — Elf Druid", "When this creature enters, sacrifice it unless "
         "target opponent pays {3}. If the player doesn't, Elves you control gain \"{T}: Add "
         "{G}.\" until end of turn.", "", "G"),
        ("Rootvote Elder", "Creature — Elf Druid", "When this creature enters, in turn order, "
         "each player votes for root or rot. If root gets more votes, it gains \"{T}: Add "
         "{G}{G}.\" Otherwise, it gains \"{T}: Add {B}.\"", "BG", "BG"),
        # "that target" before the subject of a clause's verb is a target, not the verb "spells
        # that target Merfolk you control" (probe vx58, review)
        ("Plainsmirror Idol", "Artifact", "{T}: Add one mana of any type that target Plains you "
         "control could produce.", "", "WUBRGC"),
        ("Tidecaller Idol", "Artifact", "{T}: Add {U}. Activate only if you've cast two or more "
         "spells this turn that target Merfolk you control.", "U", "U"),
        # a step another player takes, then yours; the card exiled by another player; "put
        # this card onto the battlefield" is a return (probe wa3 wa53 wa25)
        ("Grudging Shaman", "Creature — Elf Shaman", "When this creature enters, each opponent "
         "may draw a card, then you sacrifice this creature. Elves you control gain \"{T}: Add "
         "{G}.\" until end of turn.", "", "G"),
        ("Exiled Druid", "Creature — Elf Druid", "When this creature enters, target opponent "
         "exiles it. Elves you control gain \"{T}: Add {G}.\" until end of turn.", "", "G"),
        ("Blinkroot Elf", "Creature — Elf", "{1}{G}: Exile this creature, then put this card "
         "onto the battlefield under your control. Elves you control gain \"{T}: Add {G}.\" "
         "until end of turn.", "G", "G"),
        # the enchanted or equipped creature a land by the Aura's Enchant keyword or a
        # condition (303.4a, probe vz54 vz86 vz89); not under "Enchant creature or land"
        ("Arbor Graft", "Enchantment — Aura", "Enchant land creature\nEnchanted creature is a "
         "Forest in addition to its other types.", "", "G"),
        ("Conditional Grove", "Enchantment — Aura", "Enchant creature\nAs long as enchanted "
         "creature is a land, it's a Forest.", "", "G"),
        ("Quarry Brand", "Artifact — Equipment", "Equipped creature is a Mountain in addition to "
         "its other types as long as it's a land.\nEquip {1}", "", "R"),
        ("Loose Graft", "Enchantment — Aura", "Enchant creature or land\nEnchanted creature is "
         "a Forest in addition to its other types.", "", ""),
        # survival given after the card's own destruction in the same ability, or by a
        # trigger on its dying, comes too late (608.2c; probes vo16 vo61 vo97 vs28); given
        # before it, it still saves it
        ("Lateward Druid", "Creature — Elf Druid", "When this creature enters, destroy it. It "
         "gains indestructible until end of turn. Elves you control gain \"{T}: Add {G}.\" "
         "until end of turn.", "", "G"),
        ("Lateshield Druid", "Creature — Elf Druid", "When this creature enters, destroy it, "
         "then put a shield counter on it. Elves you control gain \"{T}: Add {G}.\" until end "
         "of turn.", "", "G"),
        ("Afterlife Cleric", "Creature — Elf Cleric", "When this creature dies, Elves you "
         "control gain indestructible until end of turn.\nWhen this creature enters, destroy "
         "it. Elves you control gain \"{T}: Add {G}.\" until end of turn.", "", "G"),
        # in a mode too (review)
        ("Modal Lateshield", "Creature — Elf Druid", "When this creature enters, choose one —\n• "
         "Destroy this creature, then put a shield counter on it. Creatures you control gain "
         "\"{T}: Add {G}.\" until end of turn.\n• You gain 3 life.", "", "G"),
        ("Forewarded Druid", "Creature — Elf Druid", "When this creature enters, it gains "
         "indestructible until end of turn. Then destroy it. Elves you control gain \"{T}: Add "
         "{G}.\" until end of turn.", "G", "G"),
        # one object a condition or the Aura's Enchant keyword makes a land, in other words;
        # not "Enchant creature that isn't a land" (probe wb, review)
        ("Grovewhile Graft", "Enchantment — Aura", "Enchant creature\nWhile enchanted creature "
         "is a land, it's a Forest in addition to its other types.", "", "G"),
        ("Swampwhile Graft", "Enchantment — Aura", "Enchant creature\nEnchanted creature is an "
         "Island in addition to its other types while it's a land.", "", "U"),
        ("Fenroot Graft", "Enchantment — Aura", "Enchant Forest creature\nEnchanted creature is "
         "a Swamp in addition to its other types.", "", "B"),
        ("Bogplate", "Artifact — Equipment", "As long as equipped creature is a land creature, "
         "it's a Swamp in addition to its other types.\nEquip {2}", "", "B"),
        ("Selfsame Graft", "Enchantment — Aura", "Enchant creature\nAs long as enchanted "
         "creature is a land, enchanted creature is a Forest.", "", "G"),
        ("Landwise Shift", "Sorcery", "Target creature becomes a Forest in addition to its other "
         "types until end of turn if it's a land.", "", "G"),
        ("Barren Graft", "Enchantment — Aura", "Enchant creature that isn't a land\nEnchanted "
         "creature is a Forest in addition to its other types.", "", ""),
        # "that target" before a clause's verb whatever the words between, or a player's
        # (probe wb40 wb41, review)
        ("Nonbasic Prism", "Artifact", "{T}: Add one mana of any type that target nonbasic land "
         "could produce.", "", "WUBRGC"),
        ("Rival Prism", "Artifact", "{T}: Add one mana of any color among permanents that target "
         "player controls.", "", "WUBRG"),
        ("Rival Forge", "Artifact", "{T}: Add {C} for each artifact that target player controls.",
         "", "C"),
        # a quote denied, or had in a condition, is given to no one (113.10, probes wd49 wd75)
        ("Quietus Engine", "Artifact Creature — Construct", "Creatures your opponents control "
         "lose \"{T}: Add {G}.\" and can't have or gain \"{T}: Add {G}.\"", "", ""),
        ("Vanishing Glyph", "Instant", "Target creature perpetually loses all abilities. If that "
         "creature had \"{T}: Add {G}.\", draw a card.", "", ""),
        # a replacement's result "that mana and an additional {G}" (probe we94)
        ("Verdant Surplus", "Artifact", "{T}: Add {C}.\nIf a source you control would produce "
         "{C}, it produces that mana and an additional {G} instead.", "GC", "GC"),
        # "each of those creatures" opening a sentence, "the exiled cards" the card among
        # them, "other than it" the card (probes wi20 wi62 wi99)
        ("Warband Howler", "Creature — Goblin Berserker", "Whenever this creature and at least "
         "two other creatures attack, untap them. Each of those creatures gains \"{T}: Add "
         "{R}.\" until end of turn.", "R", "R"),
        ("Tidefold Magus", "Creature — Human Wizard", "{2}{U}: Exile this creature and up to one "
         "other target creature you control. Return the exiled cards to the battlefield "
         "tapped under their owners' control. They gain \"{T}: Add {U}.\" until end of turn.",
         "U", "U"),
        ("Vanguard Elf", "Creature — Elf Warrior", "Whenever this creature attacks, each Elf you "
         "control other than it gains \"{T}: Add {G}.\" until end of turn.", "", "G"),
        # "a land and a Mountain" (probe wg95)
        ("Caldera Wyrmling", "Creature — Dragon", "{T}: Add {C}.\nAs long as you control five "
         "or more lands, this creature is a land and a Mountain in addition to its other "
         "types.", "RC", "RC"),
        # quotes that describe objects: "that don't have", "without", "while it has", "that
        # had" (probes wf79 wf80 wf83 wf85)
        ("Ungifted Elf", "Creature — Elf", "Creatures you control that don't have \"{T}: Add "
         "{G}.\" get +1/+1.", "", ""),
        ("Bare Elf", "Creature — Elf", "Creatures you control without \"{T}: Add {G}.\" get "
         "-1/-1.", "", ""),
        ("Hidden Elf", "Creature — Elf", "This creature has hexproof while it has \"{T}: Add "
         "{G}.\"", "", ""),
        ("Mourning Grove", "Enchantment", "Whenever a land that had \"{T}: Add {G}.\" is put "
         "into a graveyard from the battlefield, you gain 1 life.", "", ""),
        # land types before the Enchant line's noun, not elsewhere in it; "it's a land card"
        # no condition on the changed object (probe wf87 wf90, review)
        ("Twofold Graft", "Enchantment — Aura", "Enchant Forest or Plains creature\nEnchanted "
         "creature is a Swamp in addition to its other types.", "", "B"),
        ("Kinship Graft", "Enchantment — Aura", "Enchant creature that shares a creature type "
         "with a land you control\nEnchanted creature is a Forest in addition to its other "
         "types.", "", ""),
        ("Ridge Graft", "Enchantment — Aura", "Enchant creature with a Mountain\nEnchanted "
         "creature is a Swamp in addition to its other types.", "", ""),
        ("Seeker's Shift", "Sorcery", "Target creature becomes a Forest in addition to its other "
         "types until end of turn, and you may reveal the top card of your library and put it "
         "into your hand if it's a land card.", "", ""),
        # "that target player" with any verb of theirs (probes wf92 wf93)
        ("Grave Tithe", "Creature — Zombie", "{T}: Add {B} for each creature card that target "
         "player discarded this turn.", "", "B"),
        ("Spell Tithe", "Artifact", "{T}: Add {R} for each spell that target opponent cast this "
         "turn.", "", "R"),
        # a condition on the card's own type in "while" or "if" that only a change of its own
        # meets, which takes its rules text: never met (305.7, probes wm53-wm55)
        ("Molten Shift Quarry", "Land", "{T}: Add {C}.\n{2}: This land becomes a Mountain until "
         "end of turn.\nWhile this land is a Mountain, it has \"{T}: Add {B}.\"", "RC", "RC"),
        ("Molten Turn Quarry", "Land", "{T}: Add {C}.\n{2}: This land becomes a Mountain until "
         "end of turn.\nIf this land is a Mountain, it has \"{T}: Add {B}.\"", "RC", "RC"),
        # land words around the types (probes wj52 wj54); the condition of another clause
        # (wj59); an Enchant line of land items with a controller (wj61 wj62)
        ("Grove Engine", "Artifact", "This artifact is an artifact land and a Forest in addition "
         "to its other types.", "G", "G"),
        ("Grove Beast", "Creature — Beast", "This creature is a Forest and a land in addition to "
         "its other types.", "G", "G"),
        ("Sapling Graft", "Enchantment — Aura", "Enchant creature\nEnchanted creature is a "
         "Forest, and it gets +1/+1 as long as it's a land.", "", ""),
        ("Dual Grove Graft", "Enchantment — Aura", "Enchant Forest creature or Plains creature\n"
         "Enchanted creature is an Island in addition to its other types.", "", "U"),
        ("Rival Grove Graft", "Enchantment — Aura", "Enchant Forest creature an opponent "
         "controls\nEnchanted creature is a Swamp in addition to its other types.", "", "B"),
        # a condition on what a card is sets no type (review); an Enchant line of lands with
        # qualities (review); "that target opponent drew"; "each of those creatures" after a
        # duration; "unless it has" (review)
        ("Lucky Dig", "Sorcery", "Reveal the top card of your library. If it's a land and a "
         "Mountain, put it into your hand.", "", ""),
        ("Rival Bog Graft", "Enchantment — Aura", "Enchant land creature an opponent controls\n"
         "Enchanted creature is a Swamp.", "", "B"),
        ("Alloy Bog Graft", "Enchantment — Aura", "Enchant artifact land\nEnchanted artifact is "
         "a Swamp.", "", "B"),
        ("Drawn Tithe", "Artifact", "{T}: Add {R} for each card that target opponent drew this "
         "turn.", "", "R"),
        ("Warband Druid", "Creature — Elf", "Whenever one or more Elves you control attack, "
         "untap them. Until end of turn, each of those creatures gains \"{T}: Add {G}.\"", "G",
         "G"),
        ("Picky Doom", "Sorcery", "Destroy target creature unless it has \"{T}: Add {G}.\"",
         "", ""),
        # one object a condition says is a land in other words, and a group "as long as
        # they're lands" (probes wn12 wn13 wn17); an Enchant line of lands whatever narrows
        # them, or "creature that's a land" (wn26 wn27 wn28); the card's own type condition
        # after its grant in "if" (wn87)
        ("Swampsnare Totem", "Artifact", "{2}, {T}: Tap target creature. If it's also a land, "
         "it becomes a Swamp until end of turn.", "", "B"),
        ("Ridgesnare Idol", "Enchantment", "At the beginning of your upkeep, tap target "
         "creature an opponent controls. If the tapped creature is a land, it becomes a "
         "Mountain until end of turn.", "", "R"),
        ("Verdant Claim", "Enchantment", "Creatures you control are Forests in addition to their "
         "other types as long as they're lands.", "", "G"),
        ("Common Bog Graft", "Enchantment — Aura", "Enchant land creature that isn't "
         "legendary\nEnchanted creature is a Swamp in addition to its other types.", "", "B"),
        ("Grounded Graft", "Enchantment — Aura", "Enchant land creature without flying\n"
         "Enchanted creature is an Island in addition to its other types.", "", "U"),
        ("Stonebound Graft", "Enchantment — Aura", "Enchant creature that's a land\nEnchanted "
         "creature is a Mountain in addition to its other types.", "", "R"),
        ("Molten If Quarry", "Land", "{T}: Add {C}.\n{2}: This land becomes a Mountain until "
         "end of turn.\nThis land has \"{T}: Add {B}.\" if it's a Mountain.", "RC", "RC"),
        # a token a trigger's event names is created by no one (603.7, probes wq68 wq97)
        ("Hoardwatch", "Instant", "Draw a card. This turn, whenever a Treasure token is created "
         "under your control, you gain 2 life.", "", ""),
        ("Hoard Omen", "Instant", "Scry 2. You gain 3 life the next time a Treasure token is "
         "created under your control this turn.", "", ""),
        # the card's own type condition only right after the quote it gives, alone; a
        # condition's "it" that is another card; "that's a land or an artifact"; "and a land
        # you control untaps" another clause (review)
        ("Blocked Quarry", "Land", "{T}: Add {C}.\n{2}: This land becomes a Mountain until end "
         "of turn.\nAs long as you control a Forest, this land has \"{T}: Add {G}.\" It can't "
         "be blocked if it's a Mountain.", "RGC", "RGC"),
        ("Either Quarry", "Land", "{T}: Add {C}.\n{2}: This land becomes a Mountain until end "
         "of turn.\nThis land has \"{T}: Add {G}.\" if you control a Forest or if it's a "
         "Mountain.", "RGC", "RGC"),
        ("Revealing Shift", "Sorcery", "Choose a creature. Reveal the top card of your library. "
         "If it's a land, the chosen creature becomes a Forest until end of turn.", "", ""),
        ("Loose Stone Graft", "Enchantment — Aura", "Enchant creature that's a land or an "
         "artifact\nEnchanted creature is a Forest.", "", ""),
        ("Untapping Shift", "Sorcery", "Target creature becomes a Forest and a land you control "
         "untaps.", "", ""),
        # an artifact's or enchantment's subtype its own text gives it (205.3g, 205.3h, probe
        # xc79); not one of another card type's (205.3d)
        ("Gilded Mimic Coffer", "Artifact", "This artifact is a Treasure in addition to its "
         'other types.\nTreasures you control have "{T}: Add {G}."', "G", "G"),
        ("Quiet Votive", "Enchantment", "This enchantment is a Shrine in addition to its other "
         'types.\nShrines you control have "{T}: Add {W}."', "W", "W"),
        ("Votive Coffer", "Artifact", "This artifact is a Shrine in addition to its other "
         'types.\nShrines you control have "{T}: Add {W}."', "", "W"),
        ("Coffer Hound", "Creature — Dog", "This creature is a Treasure in addition to its "
         'other types.\nTreasures you control have "{T}: Add {G}."', "", "G"),
        # "each of them" after the card and others a trigger names (603.2, probe xi48); not
        # after another object alone
        ("Warpath Kindler", "Creature — Elf Shaman", "Whenever this creature and at least one "
         'other creature attack, each of them gains "{T}: Add {R}." until end of turn.', "R",
         "R"),
        ("Warpath Caller", "Creature — Elf Shaman", "Whenever another creature you control "
         'attacks, each of them gains "{T}: Add {R}." until end of turn.', "", "R"),
        ("Sproutcall Scout", "Creature — Faerie Scout", "Flying\nWhenever this creature "
         "attacks, it gains sproutcall until your next end step. (A creature with sproutcall "
         'has "{T}: Add {G}.")', "G", "G"),
        # until the beginning of your next upkeep, until end of combat on your next turn,
        # until you lose control of it (probes xu52 xu54 xu55)
        ("Rootsong Shaman", "Creature — Elf Shaman", "{1}{G}: Elves you control gain rootsong "
         "until the beginning of your next upkeep. (A creature with rootsong has \"{T}: Add "
         '{G}.")', "G", "G"),
        ("Glowsap Knight", "Creature — Elf Knight", "Whenever this creature attacks, it gains "
         "glowsap until end of combat on your next turn. (A creature with glowsap has \"{T}: "
         'Add {W}.")', "W", "W"),
        ("Hearthsong Chief", "Creature — Goblin Warrior", "When this creature enters, Goblins "
         "you control gain hearthsong until you lose control of this creature. (A creature "
         'with hearthsong has "{T}: Add {R}.")', "R", "R"),
        # a keyword granted until the end of your next turn, until end of combat, unless,
        # except during or if a condition holds (probe xh)
        ("Rootcall Herald", "Creature — Elf Druid", "When this creature enters, Elves you "
         "control gain rootcall until the end of your next turn. (A creature with rootcall has "
         '"{T}: Add {G}.")', "G", "G"),
        ("Rootcall Charger", "Creature — Elf Warrior", "Whenever this creature attacks, Elves "
         "you control gain rootcall until end of combat. (A creature with rootcall has \"{T}: "
         'Add {G}.")', "G", "G"),
        ("Rootcall Warden", "Creature — Elf Warrior", "Elves you control have rootcall unless "
         'it\'s your turn. (A creature with rootcall has "{T}: Add {G}.")', "G", "G"),
        ("Rootcall Keeper", "Creature — Elf Druid", "Elves you control have rootcall except "
         'during your turn. (A creature with rootcall has "{T}: Add {G}.")', "G", "G"),
        ("Rootcall Ranger", "Creature — Elf Ranger", "This creature has rootcall if you control "
         'a Forest. (A creature with rootcall has "{T}: Add {G}.")', "G", "G"),
        # a keyword granted "while" a condition holds (probes wv51 wv67)
        ("Rootcall Sprout", "Creature — Elf", "This creature has rootcall while it's your turn. "
         '(A creature with rootcall has "{T}: Add {G}.")', "G", "G"),
        ("Rootcall Chorus", "Creature — Elf Rogue", "Elves you control have rootcall while it's "
         'an opponent\'s turn. (A creature with rootcall has "{T}: Add {G}.")', "G", "G"),
        ("Tapped Herald", "Creature — Goblin Warrior", 'Tapped commander creatures you control '
         'have "{T}: Add {R}."', "", "R"),
        # "If no one does" declines a step as "If you don't" does (probe ve9)
        ("Browbeaten Envoy", "Creature — Human Cleric", "When this creature enters, any "
         'opponent may sacrifice a creature. If no one does, it gains "{T}: Add {W}." until '
         "end of turn.", "W", "W"),
        # "Commander creatures" in a list is that item's alone (second review)
        ("Goblin Herald", "Creature — Goblin Warrior", 'Goblins and commander creatures you '
         'control have "{T}: Add {R}."', "R", "R"),
        # a replacement worded "it makes ... instead" makes the mana it names (re28)
        ("Draining Haze", "Enchantment", "If a land would produce mana, it makes colorless "
         "mana instead.", "", "C"),
        # other turns' branch of a group's change, by its pronoun (probe va66); targets
        # listed "and/or" (va82); "Commander creatures" are legendary (903.3, probe vd85);
        # "that have no basic land types" on a Forest (mf52)
        ("Tidal Reckoning", "Enchantment", "During your turn, lands you control are Swamps. "
         "During each other player's turn, they're Islands.", "", "UB"),
        # ... not a singular "it" (second review)
        ("Tidal Misreckoning", "Enchantment", "During your turn, lands you control are Swamps. "
         "During each other player's turn, it's an Island.", "", "B"),
        ("Molten Shift", "Sorcery", "Tap up to two target artifacts and/or lands. They become "
         "Mountains until end of turn.", "", "R"),
        ("Forge Hopeful", "Creature — Goblin Warrior", 'Commander creatures you own have "{T}: '
         'Add {R}."', "", "R"),
        ("Forge Exemplar", "Legendary Creature — Goblin Warrior", 'Commander creatures you own '
         'have "{T}: Add {R}."', "R", "R"),
        ("Rootspire Grove", "Land — Forest", "Lands you control that have no basic land types "
         "are Mountains.", "G", "RG"),
        # "it" a target's owner moves is that creature, not the card (probe up29: the card
        # read as gone from "each land you control")
        ("Tidal Vault", "Land", "{T}: Add {C}.\n{2}{U}, {T}: Target creature's owner shuffles "
         "it into their library. Then each land you control becomes an Island until end of "
         "turn.", "UC", "UC"),
        ("Wavering Elf", "Creature — Elf Druid", "When this creature enters, you may exile "
         'it. Elves you control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Doomed Elf", "Creature — Elf Druid", 'When this creature enters, Elves you control '
         'gain "{T}: Add {G}." until end of turn. At the beginning of the next end step, '
         "sacrifice it.", "G", "G"),
        ("Grovewarden Exile", "Creature — Elf Druid", "When this creature enters, exile "
         'target creature an opponent controls. Elves you control gain "{T}: Add {G}." until '
         "end of turn.", "G", "G"),
        ("Blinkroot Elf", "Creature — Elf Druid", "When this creature enters, exile it, then "
         'return it to the battlefield tapped. Elves you control gain "{T}: Add {G}." until '
         "end of turn.", "G", "G"),
        ("Carrion Elf", "Creature — Elf Druid", "Whenever another creature you control dies, "
         'exile it. Elves you control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        # "It" after the card's own return: the trigger that named it alone may open an
        # earlier sentence of the ability, or the cost took it (bq26, bq107); "the creature
        # with the greatest power" is another object (bs84)
        ("Tollkeeper's Shade", "Creature — Spirit", "When this creature dies, you may pay "
         "{2}. If you do, return it to the battlefield tapped under its owner's control. It "
         'gains "{T}: Add {W}."', "W", "W"),
        ("Flickerveil Spirit", "Creature — Spirit", "{2}, Exile this creature: Return it to "
         "the battlefield under its owner's control. It gains \"{T}: Add {W}.\" until end "
         "of turn.", "W", "W"),
        ("Gravetithe Shade", "Creature — Spirit", "When this creature dies, you may pay {2}. "
         "If you do, return target creature card from your graveyard to the battlefield. It "
         'gains "{T}: Add {W}."', "", "W"),
        ("Grasping Wraith", "Creature — Spirit", "When this creature dies, you may pay {2}. "
         "If you do, gain control of the creature with the greatest power among creatures "
         'an opponent controls until end of turn. Untap it. It gains "{T}: Add {B}{B}." until '
         "end of turn.", "", "B"),
        # the probe "bz" at those rules: the grant stands at its verb after the subject's
        # last mention before the quote (or the keyword's reminder), not at a condition's or
        # another effect's; a change's words hold their quotes; "It" after "untap it" is the
        # triggering object, the card where it is one; a condition's "this creature is" heads
        # no sentence; "they" after the card and others is the object named last; "that
        # player" is cut from a player only when compared with it ("than that player")
        ("Hollowpine Revenant", "Creature — Elf Warrior", "When this creature dies, if Elves you "
         "control have total power 6 or greater, return it to the battlefield tapped, then Elves "
         "you control gain \"{T}: Add {G}.\" until end of turn.", "G", "G"),
        ("Oathroot Martyr", "Creature — Elf Warrior", "When this creature dies, you may "
         "sacrifice two Elves you control. If you do, return it to the battlefield tapped and "
         "Elves you control gain \"{T}: Add {G}.\" until end of turn.", "G", "G"),
        ("Tanglewood Heir", "Creature — Elf Warrior", "When this creature dies, if Elves you "
         "control have total power 6 or greater, return it to the battlefield tapped. Then Elves "
         "you control gain attunement until end of turn. (A creature with attunement has \"{T}: "
         "Add {G}.\")", "G", "G"),
        ("Wyldspur Champion", "Creature — Elf Warrior", "When this creature dies, Elves you "
         "control get +1/+1 until end of turn, then return it to the battlefield tapped and "
         "Elves you control gain \"{T}: Add {G}.\" until end of turn.", "G", "G"),
        ("Fallowmere Oracle", "Creature — Elf Warrior", "When this creature dies, you may pay "
         "{2}{G}. If you do, return this card to the battlefield and each Elf you control gains "
         "\"{T}: Add {G}.\" until end of turn.", "G", "G"),
        ("Emberwrack Flats", "Land", "{T}: Add {C}.\nWhen this land is put into a graveyard from "
         "the battlefield, each land you control gains \"{T}: Add {R}.\" and becomes a Mountain "
         "until end of turn. Then return this card to the battlefield tapped and untap each land "
         "you control.", "C", "RC"),
        ("Loamtender Elf", "Creature — Elf Druid", "Whenever an Elf you control becomes tapped, "
         "untap it. It gains \"{T}: Add {G}.\" until end of turn. This ability triggers only "
         "once each turn.", "G", "G"),
        ("Dewmorning Marshal", "Creature — Human Warrior", "At the beginning of combat on your "
         "turn, if you control an Elf and this creature is untapped, untap target land you "
         "control. It gains \"{T}: Add {G}.\" until end of turn.", "", "G"),
        ("Warhorn Vanguard", "Creature — Human Warrior", "Battalion — Whenever this creature and "
         "at least two other creatures attack, untap all lands you control and they gain \"{T}: "
         "Add {R}.\" until end of turn.", "", "R"),
        ("Blackmarsh Fen", "Land", "{T}: Add {C}.\nWhen this land enters, choose an opponent and "
         "tap all lands that player controls. Until end of turn, each land that player controls "
         "becomes a Swamp.", "C", "BC"),
        ("Candor Shoals", "Land", "{T}: Add {C}.\n{3}, {T}: Target opponent reveals their hand. "
         "If that player reveals no land cards, each land that player controls becomes an Island "
         "until end of turn.", "C", "UC"),
        ("Tithe Mire", "Land", "{T}: Add {C}.\nWhen this land enters, target opponent may "
         "sacrifice a nonbasic land. If that player doesn't, each land that player controls "
         "becomes a Swamp until end of turn.", "C", "BC"),
        # a status only a card in exile has keeps the ability there (702.62b); a face-down
        # card has none of its abilities, and face up it is no face-down creature (708.2)
        ("Echo of the Sunken Vault", "Creature — Spirit", "Suspend 4—{U} (Rather than cast "
         "this card from your hand, you may pay {U} and exile it with four time counters on "
         "it. At the beginning of your upkeep, remove a time counter. When the last is "
         "removed, you may cast it without paying its mana cost.)\nWhenever you tap a land "
         "for mana, if this card is suspended, add an additional {U}.", "", "U"),
        ("Hooded Masquerader", "Creature — Human Rogue", 'Face-down creatures you control have '
         '"{T}: Add one mana of any color."\nDisguise {2}{B} (You may cast this card face '
         "down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its "
         "disguise cost.)", "", "WUBRG"),
        # the probe "ca" at the effect's own steps: "it" after an opening that names another
        # object is that object; a step that may not happen ("If you don't", "unless", "may"
        # without "If/When you do" before the grant) or that sits in a quote leaves the card;
        # an intervening "if" covers the grant too (603.4); phasing out (702.26b); "their
        # owners' hands"; "return those cards"; "the only creature", "the number of lands"
        # and "wasn't a token" name no other object; the cost opening an earlier sentence;
        # "Then this creature gets"
        ("Tidebreak Harness", "Artifact — Equipment", "Equipped creature gets +1/+0.\nWhenever "
         "equipped creature deals combat damage to a player, return it to its owner's hand. Then "
         "artifacts you control gain \"{T}: Add {U}.\" until end of turn.\nEquip {1}{U}", "U", "U"),
        ("Lanternward Sentinel", "Creature — Spirit Cleric", "Flying\nWhenever a Spirit you "
         "control becomes the target of a spell or ability an opponent controls, return it to "
         "its owner's hand. Then Spirits you control gain \"{T}: Add {W}.\" until end of turn.",
         "W", "W"),
        ("Briarcall Skirmisher", "Creature — Elf Warrior", "Whenever this creature attacks, you "
         "may pay {1}{G}. If you don't, sacrifice it. Then Elves you control gain \"{T}: Add "
         "{G}.\" until end of turn.", "G", "G"),
        ("Lastlight Revenant", "Creature — Spirit Elf", "When this creature dies, if it was the "
         "only creature you controlled, return it to the battlefield tapped. Then creatures you "
         "control gain \"{T}: Add {G}.\" until end of turn.", "G", "G"),
        ("Kelpmire Phasewalker", "Creature — Merfolk Wizard", "{2}{G}: Exile this creature and "
         "up to one other target creature you control, then return those cards to the "
         "battlefield under their owners' control. Creatures you control gain \"{T}: Add {G}.\" "
         "until end of turn. Activate only as a sorcery.", "G", "G"),
        ("Rootbond Martyr", "Creature — Elf Druid", "When this creature enters, you may "
         "sacrifice it. When you do, Elves you control gain \"{T}: Add {G}.\" until end of turn.",
         "", "G"),
        ("Veilstep Elf", "Creature — Elf Rogue", "{2}{G}: This creature phases out. Elves you "
         "control gain \"{T}: Add {G}.\" until end of turn.", "", "G"),
        ("Hollowgrove Recluse", "Creature — Elf Druid", "When this creature enters, if you "
         "control no other Elves, return it to its owner's hand. Then Elves you control gain "
         "\"{T}: Add {G}.\" until end of turn.", "", "G"),
        ("Stonepyre Conscript", "Creature — Human Soldier", "{T}, Sacrifice another creature: "
         "Exile it. Then creatures you control gain \"{T}: Add {R}.\" until end of turn.",
         "R", "R"),
        ("Fenwick Quickleaf", "Creature — Elf Rogue", "When this creature enters, you may exile "
         "it. If you do, draw two cards. Elves you control gain \"{T}: Add {G}.\" until end of "
         "turn.", "G", "G"),
        ("Cindercloak Agent", "Creature — Elf Assassin", "When this creature enters, up to one "
         "target creature an opponent controls gains \"Whenever this creature attacks or blocks, "
         "sacrifice this creature.\" Creatures you control gain \"{T}: Add {B}.\" until end of "
         "turn.", "B", "B"),
        ("Earthcount Revenant", "Creature — Elf Spirit", "When this creature dies, return it to "
         "the battlefield tapped with a number of +1/+1 counters on it equal to the number of "
         "lands you control. It gains \"{T}: Add {G}.\" until your next turn.", "G", "G"),
        ("Ashcoil Phoenix", "Creature — Phoenix", "Flying\n{2}{R}, Exile this creature: Return "
         "it to the battlefield under its owner's control. Put a +1/+1 counter on it. It gains "
         "\"{T}: Add {R}.\" until end of turn.", "R", "R"),
        ("Gloomhollow Mage", "Creature — Elf Wizard", "When this creature enters, return up to "
         "one target creature card from your graveyard to your hand. Then this creature gets "
         "+1/+1 until end of turn. It gains \"{T}: Add {B}.\" until end of turn.", "B", "B"),
        ("Cragtooth Levy", "Creature — Elf Warrior", "When this creature enters, return it to "
         "its owner's hand unless you sacrifice an Elf. Elves you control gain \"{T}: Add {G}.\" "
         "until end of turn.", "G", "G"),
        ("Copyborn Wraith", "Creature — Spirit", "When this creature dies, if it wasn't a token, "
         "return it to the battlefield tapped. Creatures you control gain \"{T}: Add {B}.\" "
         "until end of turn.", "B", "B"),
        ("Revoltwood Skulker", "Creature — Elf Rogue", "Revolt — At the beginning of your end "
         "step, if a permanent you controlled left the battlefield this turn, return this "
         "creature to its owner's hand. Then Elves you control gain \"{T}: Add {G}.\" until end "
         "of turn.", "", "G"),
        ("Brookhollow Usher", "Creature — Elf Wizard", "{1}{U}: Return this creature and up to "
         "one other target creature you control to their owners' hands. Elves you control gain "
         "\"{T}: Add {G}.\" until end of turn.", "", "G"),
        # the probe "cc" at those rules: "another nontoken Elf", "your commander", "the
        # blocking creature", "a creature an opponent controls" name another object; a
        # condition or "unless" conditions a step only in its own clause, a delayed trigger
        # only before it; "the exiled cards", "both cards" come back; "Then it phases out",
        # "you may have it phase out. If you do", "exile it face down", "put it into its
        # owner's graveyard"; a count names nothing; a spell that targets the card is none;
        # "When you cast this spell" finds the card a spell; a leave trigger of another
        # object lets the effect's own steps count; "that are face down"
        ("Thornshade Infiltrator", "Creature — Elf Ninja", "Whenever another nontoken Elf you "
         "control deals combat damage to a player, return it to its owner's hand. Then Elves you "
         "control gain \"{T}: Add {G}.\" until end of turn.", "G", "G"),
        ("Grovecrown Steward", "Creature — Elf Warrior", "Whenever your commander deals combat "
         "damage to a player, return it to its owner's hand. Then Elves you control gain \"{T}: "
         "Add {G}.\" until end of turn.", "G", "G"),
        ("Skullbreak Raider", "Creature — Goblin Warrior", "Whenever this creature becomes "
         "blocked, choose the blocking creature with the greatest power. Return it to its "
         "owner's hand. Then Goblins you control gain \"{T}: Add {R}.\" until end of turn.",
         "R", "R"),
        ("Spellward Magus", "Creature — Human Wizard", "When this creature enters, choose a "
         "creature an opponent controls. Return it to its owner's hand. Wizards you control gain "
         "\"{T}: Add {U}.\" until end of turn.", "U", "U"),
        ("Quillbark Forager", "Creature — Elf Druid", "When this creature enters, exile it, then "
         "draw a card if you control another Elf. Elves you control gain \"{T}: Add {G}.\" until "
         "end of turn.", "", "G"),
        ("Brinecrest Tactician", "Creature — Merfolk Wizard", "When this creature enters, return "
         "it to its owner's hand, then each opponent mills two cards unless they pay {1}. "
         "Merfolk you control gain \"{T}: Add {U}.\" until end of turn.", "", "U"),
        ("Whisperleaf Envoy", "Creature — Elf Druid", "When this creature enters, draw a card if "
         "you control another Elf. Otherwise, return this creature to its owner's hand. Then "
         "Elves you control gain \"{T}: Add {G}.\" until end of turn.", "G", "G"),
        ("Sporecap Courier", "Creature — Elf Druid", "When this creature enters, return it to "
         "its owner's hand, and at the beginning of the next end step, draw a card. Elves you "
         "control gain \"{T}: Add {G}.\" until end of turn.", "", "G"),
        ("Mirrorward Cleric", "Creature — Human Cleric", "{2}{W}, {T}: Exile this creature and "
         "up to one other target creature you control, then return the exiled cards to the "
         "battlefield under their owners' control. Creatures you control gain \"{T}: Add {W}.\" "
         "until end of turn.", "W", "W"),
        ("Gatewatch Specter", "Creature — Spirit", "Whenever this creature blocks, exile it and "
         "up to one target creature it's blocking. Return those cards to the battlefield under "
         "their owners' control at end of combat. Spirits you control gain \"{T}: Add {W}.\" "
         "until end of turn.", "", "W"),
        ("Vaultstep Sentinel", "Creature — Human Soldier", "{3}{W}: Exile this creature and up "
         "to one other target creature you control. At the beginning of the next end step, "
         "return those cards to the battlefield under their owners' control. Creatures you "
         "control gain \"{T}: Add {W}.\" until end of turn.", "", "W"),
        ("Flickerglass Savant", "Creature — Human Wizard", "When this creature enters, scry 2. "
         "Then it phases out. Wizards you control gain \"{T}: Add {U}.\" until end of turn.",
         "", "U"),
        ("Fernshadow Recluse", "Creature — Elf Druid", "When this creature enters, you may have "
         "it phase out. If you do, Elves you control gain \"{T}: Add {G}.\" until end of turn.",
         "", "G"),
        ("Gloomtide Reaver", "Creature — Merfolk Rogue", "Whenever this creature deals combat "
         "damage to a player, exile it face down. You may cast it for as long as it remains "
         "exiled. Merfolk you control gain \"{T}: Add {U}.\" until end of turn.", "", "U"),
        ("Withering Oakling", "Creature — Elf Druid", "At the beginning of your end step, if "
         "this creature has no +1/+1 counters on it, put it into its owner's graveyard. Elves "
         "you control gain \"{T}: Add {G}.\" until end of turn.", "", "G"),
        ("Cairnmarch Ghoul", "Creature — Zombie", "When this creature enters, you gain 1 life "
         "for each creature token you control. Then return it to its owner's hand. Zombies you "
         "control gain \"{T}: Add {B}.\" until end of turn.", "", "B"),
        ("Charnel Revenant", "Creature — Zombie", "When this creature dies, return it to the "
         "battlefield tapped under its owner's control with a +1/+1 counter on it for each "
         "creature card in your graveyard. It gains \"{T}: Add {B}.\" until end of turn.",
         "B", "B"),
        ("Shieldbearer Initiate", "Creature — Human Soldier", "Heroic — Whenever you cast a "
         "spell that targets this creature, it phases out. Soldiers you control gain \"{T}: Add "
         "{W}.\" until end of turn.", "", "W"),
        ("Sprigcall Herald", "Creature — Elf Druid", "When you cast this spell, Elves you "
         "control gain \"{T}: Add {G}.\" until end of turn.", "", "G"),
        ("Homing Cudgel", "Artifact — Equipment", "Equipped creature gets +2/+0.\nWhenever "
         "equipped creature dies, return this Equipment to its owner's hand. Then artifacts you "
         "control gain \"{T}: Add {C}.\" until end of turn.\nEquip {2}", "", "C"),
        ("Inkwell Investigator", "Creature — Human Detective", "Disguise {2}{W} (You may cast "
         "this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time "
         "for its disguise cost.)\nDetectives and face-down creatures you control have \"{T}: "
         "Add {C}.\"", "C", "C"),
        ("Veiled Quartermaster", "Creature — Human Detective", "Disguise {2}{W} (You may cast "
         "this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time "
         "for its disguise cost.)\nCreatures you control that are face down have \"{T}: Add "
         "{C}.\"", "", "C"),
        # the probe "ce" at those rules: a delayed time or an "if" in the step's own clause,
        # not an earlier clause's "if"; "a Zombie" in a trigger names another object; "another
        # time counter" names none, nor a count ("for each time you've cast your commander"),
        # nor "another target player", nor a card drawn; a name with "with" in it; "the
        # exiled card" comes back, not under another player's control; face-down groups
        # joined to others
        ("Thicketborne Courier", "Creature — Elf Druid", "When this creature enters, return it "
         "to its owner's hand at the beginning of the next end step. Elves you control gain "
         "\"{T}: Add {G}.\" until end of turn.", "G", "G"),
        ("Loneroot Sentinel", "Creature — Elf Scout", "When this creature enters, return it to "
         "its owner's hand if you control no other Elves. Elves you control gain \"{T}: Add "
         "{G}.\" until end of turn.", "G", "G"),
        ("Fernlight Mystic", "Creature — Elf Shaman", "When this creature enters, you gain 2 "
         "life if you control a Forest, then return it to its owner's hand. Elves you control "
         "gain \"{T}: Add {G}.\" until end of turn.", "", "G"),
        ("Shadeglass Infiltrator", "Creature — Human Ninja", "Whenever this creature deals "
         "combat damage to a player, return it to its owner's hand and that player discards a "
         "card unless they pay 2 life. Ninjas you control gain \"{T}: Add {B}.\" until end of "
         "turn.", "", "B"),
        ("Cryptmarrow Abbot", "Creature — Zombie Cleric", "Whenever a Zombie dies, exile it. "
         "Zombies you control gain \"{T}: Add {B}.\" until end of turn.", "B", "B"),
        ("Epochstride Seer", "Creature — Human Wizard", "Whenever this creature deals combat "
         "damage to a player, put another time counter on it, then exile it with its time "
         "counters on it. If it doesn't have suspend, it gains suspend. (At the beginning of "
         "your upkeep, remove a time counter. When the last is removed, you may cast it without "
         "paying its mana cost. If it's a creature, it has haste.) Wizards you control gain "
         "\"{T}: Add {U}.\" until end of turn.", "", "U"),
        ("Veteran of the Zone", "Creature — Human Advisor", "When this creature enters, put a "
         "+1/+1 counter on it for each time you've cast your commander from the command zone "
         "this game. It gains \"{T}: Add {C}.\" until end of turn.", "C", "C"),
        ("Tokenwright Envoy", "Creature — Elf Artificer", "When this creature enters, you gain 1 "
         "life for each artifact token and each creature token you control. Then return it to "
         "its owner's hand. Elves you control gain \"{T}: Add {G}.\" until end of turn.", "", "G"),
        ("Dances with Embers", "Creature — Elf Shaman", "{2}{G}: Exile Dances with Embers. Elves "
         "you control gain \"{T}: Add {G}.\" until end of turn.", "", "G"),
        ("Tidetrader Envoy", "Creature — Human Wizard", "{3}{U}, {T}: Exile this creature and up "
         "to one other target creature you control, then return those cards to the battlefield "
         "under target opponent's control. Wizards you control gain \"{T}: Add {U}.\" until end "
         "of turn.", "", "U"),
        ("Phasegate Sentinel", "Creature — Human Soldier", "{2}{W}, {T}: Exile this creature. "
         "Return the exiled card to the battlefield under its owner's control. Soldiers you "
         "control gain \"{T}: Add {W}.\" until end of turn.", "W", "W"),
        ("Cloakroom Investigator", "Creature — Human Detective", "Disguise {2}{W} (You may cast "
         "this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time "
         "for its disguise cost.)\nFace-down creatures you control and Detectives you control "
         "have \"{T}: Add {C}.\"", "C", "C"),
        ("Ledgerglass Sleuth", "Creature — Human Detective", "Disguise {2}{W} (You may cast this "
         "card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for "
         "its disguise cost.)\nEach creature you control that's face down or a Detective has "
         "\"{T}: Add {C}.\"", "C", "C"),
        ("Gladeward Emissary", "Creature — Elf Advisor", "Whenever this creature attacks, you "
         "and another target player each draw a card. Then return it to its owner's hand. Elves "
         "you control gain \"{T}: Add {G}.\" until end of turn.", "", "G"),
        # "They're Forests in addition to their other types": the contraction is the verb
        ("Reclaimed Wilds", "Sorcery", "Return up to two target land cards from your "
         "graveyard to the battlefield tapped. They're Forests in addition to their other "
         "types.", "", "G"),
        # the probe "cg" at those rules: the card's name masked in the opening; "the exiled
        # card" only after the card's own exile; "Sacrifice this creature and exile ..." is two
        # steps; a choice or a condition over the step's sentence; "If you do, return it and
        # Elves you control gain"; "another counter of that kind", "Draw a card"; a face-down
        # group's qualities or other groups; the card first of a moved list
        ("Warden of a Hundred Gates", "Legendary Creature — Human Soldier", "Vigilance\nWhenever "
         "Warden of a Hundred Gates deals combat damage to a player, return it to its owner's "
         "hand. Soldiers you control gain \"{T}: Add {W}.\" until end of turn.", "", "W"),
        ("Relic Warden", "Artifact Creature — Construct", "When this creature enters, exile up "
         "to one target artifact an opponent controls.\n{2}{W}, Sacrifice this creature: Return "
         "the exiled card to the battlefield under its owner's control. Artifacts you control "
         "gain \"{T}: Add {W}.\" until end of turn.", "", "W"),
        ("Deathgrove Ritualist", "Creature — Elf Shaman", "{2}{G}: Sacrifice this creature and "
         "exile up to two other target creatures you control, then return the exiled cards to "
         "the battlefield under their owners' control. Elves you control gain \"{T}: Add {G}.\" "
         "until end of turn.", "", "G"),
        ("Thornwatch Sentry", "Creature — Elf Scout", "When this creature enters, scry 1, and if "
         "you control no other Elves, return it to its owner's hand. Elves you control gain "
         "\"{T}: Add {G}.\" until end of turn.", "G", "G"),
        ("Lichenmoor Tithe-Elf", "Creature — Elf Druid", "When this creature enters, you may pay "
         "{G}. If you don't, you lose 2 life and return it to its owner's hand. Elves you "
         "control gain \"{T}: Add {G}.\" until end of turn.", "G", "G"),
        ("Leafshed Courier", "Creature — Elf Scout", "When this creature enters, you may discard "
         "a card and return this creature to its owner's hand. Elves you control gain \"{T}: Add "
         "{G}.\" until end of turn.", "G", "G"),
        ("Hourglass Adept", "Creature — Human Wizard", "At the beginning of your end step, exile "
         "this creature with a time counter on it unless you pay {1}{U}. Wizards you control "
         "gain \"{T}: Add {U}.\" until end of turn.", "U", "U"),
        ("Walks with Ash", "Legendary Creature — Spirit Warrior", "When Walks with Ash enters, "
         "sacrifice Walks with Ash at the beginning of the next end step. Spirits you control "
         "gain \"{T}: Add {W}.\" until end of turn.", "W", "W"),
        ("Thornpledge Elf", "Creature — Elf Warrior", "When this creature enters, you may "
         "sacrifice another Elf. If you do, return this creature to its owner's hand and Elves "
         "you control gain \"{T}: Add {G}.\" until end of turn.", "", "G"),
        ("Loomwarden Spirit", "Creature — Spirit", "Whenever this creature becomes the target of "
         "a spell or ability an opponent controls, for each kind of counter on it, put another "
         "counter of that kind on it. Then it phases out. Spirits you control gain \"{T}: Add "
         "{W}.\" until end of turn.", "", "W"),
        ("Deepcurrent Scholar", "Creature — Merfolk Wizard", "When this creature enters, scry 2. "
         "Draw a card. Then return it to its owner's hand. Merfolk you control gain \"{T}: Add "
         "{U}.\" until end of turn.", "", "U"),
        ("Veiled Countersmith", "Creature — Human Rogue", "Disguise {2}{B} (You may cast this "
         "card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for "
         "its disguise cost.)\nFace-down creatures you control with one or more +1/+1 counters "
         "on them have \"{T}: Add {C}.\"", "", "C"),
        ("Alleyway Fence", "Creature — Human Rogue", "Disguise {2}{B} (You may cast this card "
         "face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its "
         "disguise cost.)\nDetectives and face-down creatures you control have \"{T}: Add {C}.\"",
         "", "C"),
        ("Ambush Cloakmaster", "Creature — Human Rogue", "Disguise {2}{B} (You may cast this "
         "card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for "
         "its disguise cost.)\nAttacking face-down creatures you control have \"{T}: Add {C}.\"",
         "", "C"),
        ("Shadowbadge Detective", "Creature — Human Detective", "Disguise {2}{B} (You may cast "
         "this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time "
         "for its disguise cost.)\nEach creature you control that's face down or suspected has "
         "\"{T}: Add {C}.\"", "C", "C"),
        ("Ossuary Scavenger", "Creature — Zombie Rat", "{3}{B}: Return this card, a creature "
         "card, and a land card from your graveyard to your hand. Add {B}.", "", "B"),
        # a keyword's reminder: several mana in any combination of the card's colors
        ("Tributary Scholar", "Creature — Merfolk Wizard", "Tithe 2 (When this creature "
         "enters, add two mana in any combination of its colors.)", "", "WUBRG"),
        # a station threshold's "N+ | " label before an ability (721.2a) is no part of it
        ("Driftwake Hauler", "Artifact — Spacecraft", "Station (Tap another creature you "
         "control: Put charge counters equal to its power on this Spacecraft. Station only as "
         "a sorcery. It's an artifact creature at 8+.)\n3+ | {T}: Add {C}{C}.\n8+ | Flying",
         "C", "C"),
        ("Cindervault Planet", "Land — Planet", "{T}: Add {C}.\nStation (Tap another creature "
         "you control: Put charge counters equal to its power on this land. Station only as a "
         "sorcery.)\n10+ | {R}, {T}: Add {R}{R}{R}.", "RC", "RC"),
        # a quote "with" describes inside a trigger's event or a condition, after a relative
        # clause, or after a creation whose condition holds it (bj9, bj10, bj11, bj20)
        ("Tokenwise Scholar", "Creature — Human Wizard", 'Whenever you create a token with '
         '"{T}: Add {C}.", draw a card.', "", ""),
        ("Doubled Vault", "Enchantment", 'If you would create a token with "{T}: Add one mana '
         'of any color.", create two of those tokens instead.', "", ""),
        ("Scrapheap Boss", "Creature — Goblin", "When this creature enters, create a 1/1 red "
         'Goblin creature token if you control an artifact with "{T}: Add {C}."', "", ""),
        ("Elfward Banner", "Artifact", "Each creature you control that's an Elf with \"{T}: "
         'Add {G}." gets +1/+1.', "", ""),
        ("Sprocket Foundry", "Artifact", "When this artifact enters, create a colorless "
         'artifact token named Sprocket with "{T}: Add {C}."', "", "C"),
        # a condition before "whenever" (603.1): still a triggered mana ability (605.1b)
        ("Verdant Accompanist", "Creature — Elf", "During your turn, whenever you tap a "
         "creature for mana, add an additional {G}.", "G", "G"),
        ("Oncetide Keeper", "Artifact", "Once each turn, when you tap a land for mana, add an "
         "additional {C}.", "C", "C"),
        ("Turnward Idol", "Artifact", "Once during each of your turns, whenever you tap a land "
         "for mana, add an additional one mana of any color.", "WUBRG", "WUBRG"),
        # the event ends at the condition's comma, and a relative clause describes (bj4, bj19)
        ("Rootgrave Mourner", "Creature — Elf Shaman", "Whenever a creature you control that "
         "taps for mana dies, add {G}{G}.", "", "G"),
        ("Forgeblood Raider", "Creature — Goblin Warrior", "Whenever this creature attacks, you "
         "may tap an untapped Mountain you control for mana. If you do, add an additional "
         "{R}{R}.", "", "R"),
        # "when this turn began" is a time, no delayed trigger (bj22)
        ("Dawnroll Tender", "Creature — Elf Druid", "{T}: Add {G} for each creature you "
         "controlled when this turn began.", "G", "G"),
        # "other" before a list of subtypes leaves the card out of every item; a plural event
        ("Dawnglade Ranger", "Creature — Elf Ranger", 'Each other Elf, Druid, and Ranger you '
         'control has "{T}: Add {G}."', "", "G"),
        ("Glade Outrider", "Creature — Human Ranger", 'Other Elves, Druids, and Rangers you '
         'control have "{T}: Add {G}."', "", "G"),
        ("Massing Pollenkin", "Creature — Insect", 'Flying\nWhenever one or more creatures you '
         'control enter, they gain "{T}: Add {G}." until end of turn.', "G", "G"),
        # land subjects in more words: owned, adjectives, any relative clause, exceptions
        ("Hearthmoss Commons", "Enchantment", "Lands you own are Forests in addition to their "
         "other types.", "", "G"),
        ("Overlapping Meadows", "Enchantment", "Untapped nonbasic lands you control are Islands "
         "in addition to their other types.", "", "U"),
        ("Tideturn Surveyor", "Creature — Merfolk Scout", "Lands you control that entered this "
         "turn are Islands in addition to their other types.", "", "U"),
        ("Covenant of Roots", "Land", "{T}: Add {C}.\nEach land you control other than this "
         "land is a Forest in addition to its other types.", "C", "GC"),
        # a condition that names a land changes no type (Akoum Hellkite's "If that land is a
        # Mountain")
        ("Cinder Roc", "Creature — Dragon", "Landfall — Whenever a land you control enters, "
         "this creature deals 1 damage to any target. If that land is a Mountain, this "
         "creature deals 2 damage instead.", "", ""),
        # a second clause after "and" with its own "an additional"
        ("Mossveil Cairn", "Enchantment", "Whenever you tap a Forest for mana, add an "
         "additional {G}, and an additional {U} if you control an Island.", "UG", "UG"),
        # a group with its own grant verb after the card's predicate is the grant's subject
        ("Sylvan Packleader", "Creature — Wolf", '{G}: This creature gets +1/+1 until end of '
         'turn and other Elves gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Human Grovewarden", "Creature — Human Druid", '{1}{G}: This creature gets +1/+1 until '
         'end of turn and Elves gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Thicket Sentinel", "Creature — Elf", '{G}: This creature gets +1/+1 and gains '
         '"{T}: Add {G}." until end of turn.', "G", "G"),
        # an effect that discards the card: it works from the hand (113.6m)
        ("Cinderpalm Imp", "Creature — Imp", "Flying\n{B}: Add {B}{B}. Then discard this "
         "card.", "", "B"),
        ("Seedfall Sprite", "Creature — Faerie", "Flying\nWhenever you tap a Forest for mana, "
         "you may discard this card. If you do, add an additional {G}{G}.", "", "G"),
        ("Grim Archivist", "Creature — Human", "{T}: Add {B}. Then discard a card.", "B", "B"),
        # land types listed before a type change's subject are of it
        ("Four-Rivers Delta", "Land — Forest Island", "Forests, Islands, and Swamps you "
         "control are Mountains in addition to their other types.", "URG", "URG"),
        ("Tidemoss Verge", "Land — Forest", "Each Forest and each Island you control is also a "
         "Swamp.", "BG", "BG"),
        # "it" or "they" in a type change after lands named by "all", a land type, "any
        # number of"; not after a type a sentence gives ("is a Swamp")
        ("Verdant Awakener", "Creature — Elf", "When this creature enters, untap all lands "
         "you control. They become Forests in addition to their other types until end of "
         "turn.", "", "G"),
        ("Sunward Cartographer", "Creature — Human", "When this creature enters, choose a "
         "Plains you control. It becomes an Island in addition to its other types until end of "
         "turn.", "", "U"),
        ("Shoreline Muster", "Sorcery", "Choose any number of lands you control. They become "
         "Islands until end of turn.", "", "U"),
        # the edges the probe "au" found of the rules above: a creature type in "-ing" and
        # a card type are no states; an event without "you control", with any verb, after
        # an ability word, narrowed by "if it's"; quotes that describe what is counted,
        # blocked or checked; "other" of one item; a condition with commas or a zone before
        # "whenever"; "isn't a mana ability"; "at end of combat" ending a clause; "The next
        # time ... would" (a shield, 615); a token sacrificed after one created; land types
        # that are no basic ones listed before a subject
        ("Halfling Warden", "Creature — Human Scout", 'Each Halfling you control has "{T}: '
         'Add {G}."', "", "G"),
        ("Shire Elder", "Creature — Halfling Rogue", 'Non-Halfling creatures you control have '
         '"{T}: Add {B}."', "", "B"),
        ("Kindred Banner", "Creature — Elf Warrior", 'Kindred permanents you control have '
         '"{T}: Add {G}."', "", "G"),
        ("Sproutcaller Druid", "Creature — Elf Druid", 'Whenever a creature enters, it gains '
         '"{T}: Add {G}." until end of turn.', "G", "G"),
        ("Trailfinder", "Creature — Human Scout", 'Whenever a creature you control explores, '
         'it gains "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Elfsight Captain", "Creature — Human Warrior", 'Whenever a creature you control '
         'attacks, if it\'s an Elf, it gains "{T}: Add {G}." until end of turn.', "", "G"),
        ("Growth Hollow", "Land", '{T}: Add {C}.\nLandfall — Whenever a land you control '
         'enters, put a growth counter on it. (A land with a growth counter on it has "{T}: Add '
         '{G}.")', "GC", "GC"),
        ("Saproling Census", "Sorcery", 'Create a 1/1 green Saproling creature token for each '
         'creature you control with "{T}: Add {G}."', "", ""),
        ("Blockwise Elf", "Creature — Elf Warrior", 'Whenever this creature becomes blocked by '
         'a creature with "{T}: Add {G}.", it gets +2/+2 until end of turn.', "", ""),
        ("Tapwatch Scout", "Creature — Elf Scout", 'Whenever a land you control becomes tapped, '
         'if it has "{T}: Add {C}.", you gain 1 life.', "", ""),
        ("Mixed Muster", "Creature — Elf Ranger", 'Elves, Druids, and other Rangers you control '
         'have "{T}: Add {G}."', "G", "G"),
        ("Crypt Vintner", "Creature — Vampire", "As long as this card is in your graveyard, "
         "whenever you tap a Swamp for mana, add an additional {B}.", "", "B"),
        ("Triad Druid", "Creature — Elf Druid", "As long as you control a Forest, an Island, and "
         "a Swamp, whenever you tap a land for mana, add an additional {G}.", "G", "G"),
        ("Nonmana Battery", "Artifact", "Whenever an ability of a permanent you control that "
         "isn't a mana ability is activated, add {C}.", "", "C"),
        ("Dusk Brazier", "Land", "{T}: Add {C}.\n{1}, {T}: Add {R}{R} at end of combat.", "C",
         "RC"),
        ("Shield Lantern", "Artifact", "{T}: Add {W}. The next time a source of your choice "
         "would deal damage to target creature this turn, prevent that damage.", "", "W"),
        ("Clue Broker", "Creature — Human Detective", "When this creature enters, create a Clue "
         "token, then you may sacrifice a Food and a Treasure. If you do, draw two cards.", "",
         ""),
        ("Dune Hollows", "Land — Desert", "{T}: Add {C}.\nAll Deserts and all Caves you control "
         "are Mountains in addition to their other types.", "RC", "RC"),
        # a type change after what the subject has first, or with a creature's power,
        # toughness and other subtypes
        ("Overgrowth Mantle", "Enchantment — Aura", 'Enchant land\nEnchanted land has "{T}: '
         'Add {C}{C}." and is a Forest in addition to its other types.', "", "GC"),
        ("Thornwall Sanctum", "Land — Forest", 'Forests you control have "{T}: Add {G}{G}." and '
         "are Islands in addition to their other types.", "UG", "UG"),
        ("Dryadic Binding", "Enchantment — Aura", "Enchant creature\nEnchanted creature is a "
         "0/1 green Forest Dryad land creature in addition to its other types.", "", "G"),
        ("Wayward Sprouting", "Instant", "Target creature becomes a 0/2 Forest Treefolk land "
         "creature until end of turn.", "", "G"),
        # a land token a keyword's reminder text creates (305.6, 702)
        ("Seedwalker Elder", "Creature — Elf", "Groveborn (When this creature enters, create a "
         "tapped 0/1 green Forest Dryad land creature token.)", "", "G"),
        # a reminder after a keyword a group gains is the group's, though the paragraph
        # creates tokens; after a quote that creates a Treasure, still the Treasure's
        ("Glade Mustercaller", "Creature — Elf Druid", "When this creature enters, create two "
         "1/1 green Elf Warrior creature tokens, then Elves you control gain attunement until "
         'end of turn. (A creature with attunement has "{T}: Add {G}.")', "G", "G"),
        ("Muster Banner", "Creature — Elf Druid", "When this creature enters, create two 1/1 "
         "green Elf Warrior creature tokens. Elves you control have attunement. (A creature "
         'with attunement has "{T}: Add {G}.")', "G", "G"),
        ("Prospecting Pick", "Artifact — Equipment", 'Equipped creature gets +1/+1 and has '
         '"Whenever this creature attacks, create a Treasure token." (It\'s an artifact with '
         '"{T}, Sacrifice this artifact: Add one mana of any color.")\nEquip {2}', "",
         "WUBRG"),
        # "Each other creature ... is every creature type" leaves the card as it is
        ("Mirrorscale Hierarch", "Creature — Human Wizard", "Each other creature you control "
         'is every creature type.\nElves you control have "{T}: Add {G}."', "", "G"),
        # a past event is a condition, no replacement; "your last turn" is a time
        ("Dawnroot Conduit", "Land", "{T}: Add {C}. If a creature you control became tapped for "
         "mana this turn, add {G}{G} instead.", "GC", "GC"),
        ("Remembrance Engine", "Artifact", "{T}: Add {C} for each land you controlled at the "
         "beginning of your last turn.", "C", "C"),
        # but not when the trigger is another's death
        ("Grove Mourner", "Creature — Elf", 'Whenever another creature you control dies, '
         'creatures you control gain "{T}: Add {G}." until end of turn.', "G", "G"),
    ],
)  # fmt: skip
def test_groups_the_silent_probe_found(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """The probe "ar" hunted silent misses in the parser's code: a group's list of subtypes
    after "Each", a condition or a cost; states a member may have in other words; a group
    the card has left by the time the effect applies; "it" for the object that set off a
    trigger, which may be the card; a type change's compound subject; a quote that only
    describes what an effect acts on; pronouns in a keyword's reminder and after an effect
    that names a group."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("text", "type_line", "issues"),
    [
        # mana the clause's sentence names that no clause read, or "tap for" in more words
        ("{T}: Add {G} for each Forest you control, plus {C}.", "Land", ["NO_ABILITY"]),
        ("Forests you control tap for an additional {G}.", "Enchantment", ["NO_ABILITY"]),
        # a word between "add" and the symbol no template reads
        ("Whenever you tap a Forest for mana, add another {G}.", "Creature — Elf",
         ["NO_ABILITY"]),
        ("Add another {R}{R}{R}.", "Instant", ["NO_ABILITY"]),
        ("Trample\nRootbound (Whenever you tap a Forest for mana, add another {G}.)",
         "Creature — Elemental", ["NO_ABILITY"]),
        # an unreadable clause in a quote, beside a readable one, or beside a token's row
        ('Elves you control have "{T}: Add {G}" and "{T}: Add one mana of the color that '
         'corresponds to the chosen basic land type."', "Creature — Elf",
         ["UNRECOGNISED_CLAUSE"]),
        ('{T}: Add {C}. Until end of turn, target creature you control gains "{T}: Add two '
         'mana of the same color as this artifact."', "Artifact", ["UNRECOGNISED_CLAUSE"]),
        ('When this creature enters, create a Treasure token and a 0/1 colorless Eldrazi '
         'Spawn creature token with "Sacrifice this token: Add {C}, or {C}{C} as long as you '
         'control another Eldrazi."', "Creature — Eldrazi", ["UNRECOGNISED_CLAUSE"]),
    ],
)  # fmt: skip
def test_a_clause_no_template_reads_is_reported_wherever_it_is(
    text: str, type_line: str, issues: list[str]
) -> None:
    """Every miss visible: a clause the templates don't read is a parse issue in the card's
    own text, a quote or a reminder, even where other rows of its paragraph hide it from
    the detector."""
    parsed = parse_face(text, type_line, "Probe Card")
    assert [i.problem.name for i in parsed.issues] == issues


def test_a_counters_ability_no_object_it_is_put_on_can_have_is_reported() -> None:
    """ "Put a growth counter on each nonland permanent you control. (A land with a growth
    counter on it has ...)": no nonland permanent is a land, so no one has the ability; the
    reminder's mana is reported, not counted (probe fy61)."""
    parsed = parse_face(
        "At the beginning of your end step, put a growth counter on each nonland permanent "
        'you control. (A land with a growth counter on it has "{T}: Add {G}.")',
        "Enchantment",
        "Verdant Census",
    )
    assert (parsed.mana, [i.problem.name for i in parsed.issues]) == ((), ["NO_ABILITY"])


def test_a_cost_that_names_adding_mana_is_no_mention_of_it() -> None:
    parsed = parse_face(
        "Instant and sorcery spells you cast that add mana cost {1} less to cast.",
        "Enchantment",
        "Ritual Scholar",
    )
    assert parsed.issues == ()


def test_a_station_thresholds_label_leaves_the_ability_its_cost() -> None:
    parsed = parse_face(
        "{T}: Add {C}.\nStation (Tap another creature you control: Put charge counters equal "
        "to its power on this land. Station only as a sorcery.)\n10+ | {R}, {T}: Add {R}{R}{R}.",
        "Land — Planet",
        "Cindervault Planet",
    )
    assert [(r.cost_text, r.colors, r.source_kind, r.is_mana_ability) for r in parsed.mana] == [
        ("{T}", ("C",), SourceKind.ACTIVATED, True),
        ("{R}, {T}", ("R",), SourceKind.ACTIVATED, True),
    ]


def test_a_quote_given_to_the_card_and_the_token_it_creates_is_both_s() -> None:
    parsed = parse_face(
        "When this creature enters, create a 1/1 green Elf Warrior creature token, then this "
        'creature and that token each gain "{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Probe Card",
    )
    assert [(r.source_kind, r.colors) for r in parsed.mana] == [
        (SourceKind.ACTIVATED, ("G",)),
        (SourceKind.TOKEN, ("G",)),
    ]
    assert summary(parsed)[0::2] == ("G", "G")


def test_a_group_other_than_a_type_the_card_has_leaves_it_out() -> None:
    """An "other than" excepts from the group; the card is in it unless it is what follows.
    A capitalized word it is not may be its own name: the name decides; with none, it is
    reported, never guessed."""
    text = 'Creatures you control other than {} have "{{T}}: Add {{W}}."'
    human = "Creature — Human Cleric"
    assert summary(parse_face(text.format("Humans"), human, "Probe Card"))[0] == ""
    assert summary(parse_face(text.format("this creature"), human, "Probe Card"))[0] == ""
    assert summary(parse_face(text.format("tokens"), human, "Probe Card"))[0] == "W"
    elves = parse_face(text.format("Elves"), human, "Probe Card")
    assert (summary(elves)[0], elves.issues) == ("W", ())
    assert summary(parse_face(text.format("Probe"), human, "Probe Card"))[0] == "W"
    nameless = parse_face(text.format("Elves"), human, None)
    assert [i.problem.name for i in nameless.issues] == ["GROUP_UNKNOWN"]


def test_a_quote_after_lose_and_have_is_given() -> None:
    parsed = parse_face(
        'Creatures you control lose flying and have "{T}: Add {G}."', "Enchantment", "Grove Law"
    )
    assert summary(parsed) == ("", "G", "G")


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # "where X is ...": a number defined, no subject "It" could stand for
        ("Goblin Tallyman", "Creature — Goblin Warrior", "Whenever this creature attacks, it "
         "deals X damage to each opponent, where X is the number of Goblins you control. It "
         'gains "{T}: Add {R}." until end of turn.', "R", "R"),
        ("Hedge Grower", "Creature — Elf Druid", "When this creature enters, put X +1/+1 "
         "counters on it, where X is your devotion to green. It gains \"{T}: Add {G}{G}.\" "
         "until end of turn.", "G", "G"),
        # an effect only players act in names no object: "It" is what the trigger named
        ("Dawn Herald", "Creature — Human Cleric", "When this creature enters, you gain 3 "
         'life. It gains "{T}: Add {W}." until end of turn.', "W", "W"),
        ("Archive Courier", "Creature — Vedalken Advisor", "Whenever this creature attacks, "
         'each player draws a card. It gains "{T}: Add {U}." until end of turn.', "U", "U"),
        # but a keyword action may name an object of its own (earthbend: a target land)
        ("Stone Caller", "Creature — Human Ally", "When this creature enters, earthbend 3. It "
         'gains "{T}: Add {G}." until end of turn.', "", "G"),
        # a state excepted is one the card may lack, and then it is a member
        ("Veiled Marshal", "Creature — Human Detective", "Disguise {1}{W}\nCreatures you "
         'control other than face-down creatures have "{T}: Add {W}."', "W", "W"),
        ("Reserve Captain", "Creature — Human Soldier", "Creatures you control other than "
         'attacking creatures have "{T}: Add {W}."', "W", "W"),
        ("Lone Elf", "Creature — Elf Druid", "Creatures you control other than Elves have "
         '"{T}: Add {G}."', "", "G"),
        # a player compared with you is not you; compared with an opponent, may be
        ("Envy Shrine", "Land", "{T}: Add {C}.\nAt the beginning of each player's upkeep, if "
         "that player controls more lands than you, each land that player controls becomes an "
         "Island until end of turn.", "C", "UC"),
        ("Parity Shrine", "Land", "{T}: Add {C}.\nAt the beginning of each player's upkeep, "
         "if that player controls fewer lands than an opponent, each land that player "
         "controls becomes an Island until end of turn.", "UC", "UC"),
        # "untap them", "untap those creatures": the objects the trigger named, the card
        # among them where it is of their kind
        ("Bramble Rouser", "Creature — Goblin Shaman", "Whenever one or more Goblins you "
         'control become tapped, untap those creatures. They gain "{T}: Add {R}." until end '
         "of turn.", "R", "R"),
        ("Bramble Watcher", "Creature — Human Shaman", "Whenever one or more Goblins you "
         'control become tapped, untap them. They gain "{T}: Add {R}." until end of turn.',
         "", "R"),
        ("Bramble Elder", "Creature — Goblin Shaman", "Whenever one or more other Goblins you "
         'control become tapped, untap them. They gain "{T}: Add {R}." until end of turn.',
         "", "R"),
        # a trigger that names the card and others: "They" stands for all, the card too
        ("Vanguard Piper", "Creature — Elf Warrior", "Whenever this creature and at least one "
         'other Elf attack, untap each of them. They gain "{T}: Add {G}." until end of turn.',
         "G", "G"),
        ("Rearguard Piper", "Creature — Elf Warrior", "Whenever at least two other Elves "
         'attack, untap each of them. They gain "{T}: Add {G}." until end of turn.', "", "G"),
        # an object a condition names is none "it" stands for: the card is returned
        ("Thicket Scout", "Creature — Elf Scout", "When this creature enters, scry 2 if you "
         "control another Elf, then return it to its owner's hand. Elves you control gain "
         '"{T}: Add {G}." until end of turn.', "", "G"),
        ("Thicket Keeper", "Creature — Elf Scout", "When this creature enters, draw a card "
         "unless you control a Forest, then return it to its owner's hand. Elves you control "
         'gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Thicket Warden", "Creature — Elf Scout", "When this creature enters, tap another "
         "target Elf you control, then return it to its owner's hand. Elves you control gain "
         '"{T}: Add {G}." until end of turn.', "G", "G"),
    ],
)  # fmt: skip
def test_antecedents_and_exceptions_the_sixteenth_session_mended(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """Known silent misses of the probes bz-cg, mended by rules: what "It" and "They" stand
    for after an effect that names no object, counts ("where X is"), names one only in a
    condition, or refers back to a trigger's objects ("untap them"); an excepted state; a
    player compared with you."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        ("Greenshift Druid", "Creature — Elf Druid", "{T}: Add {C}.\nIf you would add {C}, add "
         "{G} instead.", "GC", "GC"),
        ("Greyshift Idol", "Artifact", "{T}: Add {R}.\nIf you would add colored mana, add that "
         "much {C} instead.", "RC", "RC"),
        ("Ashen Idol", "Artifact", "{T}: Add {R}.\nIf you would add red mana, add that much "
         "black mana instead.", "BR", "BR"),
        # a type the card does not make is not replaced
        ("Ember Idol", "Artifact", "{T}: Add {G}.\nIf you would add red mana, add that much "
         "black mana instead.", "G", "BG"),
    ],
)  # fmt: skip
def test_a_replacement_of_your_mana_changes_the_cards_own_of_the_types_it_names(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """ "If you would add {C}, add {G} instead": the card's controller adds what its mana
    abilities make (605.1a), so the replacement changes the card's own production of the
    types it names (106.7), the type replaced kept as an upper bound."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # a group's or the card's replacement of a type the card never makes
        ("Tarnroot Flats", "Land", "{T}: Add {G}.\nIf a land you control would produce {C}, it "
         "produces {B} instead.", "G", "BG"),
        ("Bloomtap Elder", "Creature — Elf Druid", "{T}: Add {B}.\nElves you control tap for "
         "{G}{G} instead of {G}.", "B", "BG"),
        ("Quiet Cairn", "Land", "{T}: Add {G}.\nIf this land would produce {C}, it produces "
         "{R} instead.", "G", "RG"),
        # and of one it makes
        ("Mossfold Elder", "Creature — Elf Druid", "{T}: Add {G}.\nElves you control tap for "
         "{G}{G} instead of {G}.", "G", "G"),
        # the subject however worded: "would be tapped for", "it" after a condition naming
        # the card, "you may have this land produce", the second of a list
        ("Prism Cistern", "Land", "{T}: Add {C}.\nIf a land you control would be tapped for "
         "mana, it produces mana of a color of your choice instead.", "WUBRGC", "WUBRGC"),
        ("Charged Idol", "Artifact", "{T}: Add {C}.\nIf this artifact has a charge counter on "
         "it, it produces {U} instead.", "UC", "UC"),
        ("Shrine Spring", "Land", "{T}: Add {U}. If you control a Shrine, you may have this "
         "land produce {W} instead.", "WU", "WU"),
        ("Marsh Crossing", "Land — Island Swamp", "Plains you control produce {U} and Swamps "
         "you control produce {W} instead of any other type.", "WUB", "WUB"),
        ("Tidemark Flats", "Land", "{T}: Add {C}.\nYou may have this land produce {U} instead as "
         "long as you control an Island.", "UC", "UC"),
        ("Grovewatch Ruin", "Land", "{T}: Add {C}.\nIf you control a Forest and this land would "
         "produce {C}, it produces {G} instead.", "GC", "GC"),
        # a list of the types replaced; the result of the clause whose subject the card is
        ("Umbral Sink", "Land", "{T}: Add {C}.\nIf a land you control would produce {W}, {U}, or "
         "{C}, it produces {B} instead.", "BC", "BC"),
        ("Twofold Grove", "Land — Forest", "({T}: Add {G}.)\nForests you control tap for {G}{G} "
         "instead of {G}, and Plains you control tap for {W}{W} instead of {W}.", "G", "WG"),
        # a list's first clause, which the next subject ends (probe jn57)
        ("Mirrorpool Atoll", "Land — Island", "If tapped for mana, Islands you control produce "
         "{B} and Mountains you control produce {G} instead of any other type.", "UB", "UBG"),
        ("Tidal Concord", "Land — Island", "If a Plains you control would produce {W}, it "
         "produces {U} instead, and if an Island you control would produce {U}, it produces "
         "{W} instead.", "WU", "WU"),
        ("Envious Flats", "Land", "{T}: Add {C}.\nIf an opponent controls more lands than you "
         "and this land would produce {C}, it produces one mana of any color instead.",
         "WUBRGC", "WUBRGC"),
        ("Turnkeeper Vale", "Land", "{T}: Add {C}.\nIf it's your turn and this land would "
         "produce {C}, it produces {R} instead.", "RC", "RC"),
        ("Brackish Delta", "Land — Island", "Swamps you control tap for {B}{B} instead of {B}, "
         "and Islands you control tap for two mana of any one color instead of {U}.", "WUBRG",
         "WUBRG"),
        # symbols and words in one list of types replaced
        ("Silted Ford", "Land", "{T}: Add {C}.\nIf a land you control would produce {G} or "
         "colorless mana, it produces {U} instead.", "UC", "UC"),
        ("Ember Terrace", "Land — Mountain", "If a land you control would produce {C} or red "
         "mana, it produces {G} instead.", "RG", "RG"),
        # a condition after the types replaced names none; "If ... and ... and this land";
        # each clause's own result and event
        ("Verdant Sluice", "Land", "{T}: Add {G}.\nIf a land you control would produce {C} "
         "while you control a green creature, it produces {U} instead.", "G", "UG"),
        ("Ember Sluice", "Land", "{T}: Add {G}.\nIf this land would produce mana while you "
         "control a red permanent, it produces {R} instead.", "RG", "RG"),
        ("Twin Spire", "Land", "{T}: Add {C}.\nIf you control a Forest and an Island and this "
         "land would produce {C}, it produces one mana of any color instead.", "WUBRGC",
         "WUBRGC"),
        ("Mirror Mire", "Land — Swamp", "If a Plains you control would produce {W}, it produces "
         "{U} instead, and if a Swamp you control would produce {B}, it produces {R} instead.",
         "BR", "UBR"),
        ("Doubling Glade", "Land", "{T}: Add {G}.\nIf a Forest you control would produce {G}, "
         "it produces {G}{G} instead, and if a land you control would produce {C}, it produces "
         "{R} instead.", "G", "RG"),
        # "it" another object's
        ("Tidal Lantern", "Artifact", "{T}: Add {C}.\nIf a land you control would produce "
         "mana, it produces {U} instead.", "C", "UC"),
    ],
)  # fmt: skip
def test_a_replacement_changes_the_cards_own_mana_of_a_type_it_makes(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """A replacement the card's own production is subject to (106.7) changes only mana of a
    type it makes: "If a land you control would produce {C}" leaves a land's {G} as it is,
    "Elves you control tap for {G}{G} instead of {G}" an Elf's {B}; its subject is read
    however worded (probe je: each was read the other way, silently)."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # an exception of several words, one of which the card is not
        ("Gearwright Adept", "Artifact Creature — Construct", 'Artifacts you control other than '
         'artifact lands have "{T}: Add {C}."', "C", "C"),
        ("Rimebound Sentry", "Snow Creature — Soldier", 'Snow permanents you control other than '
         'snow lands have "{T}: Add {C}."', "C", "C"),
        ("Verdant Keeper", "Creature — Elf", 'Permanents you control other than nonbasic lands '
         'have "{T}: Add {G}."', "G", "G"),
        ("Cinder Bastion", "Artifact Land", 'Artifacts you control other than artifact lands '
         'have "{T}: Add {R}."', "", "R"),
        # "except (for)", set off by commas or not
        ("Shieldline Captain", "Creature — Human Soldier", 'Each creature you control, except '
         'for Walls, has "{T}: Add {W}."', "W", "W"),
        ("Rampart Keeper", "Creature — Wall", 'Each creature you control, except for Walls, has '
         '"{T}: Add {W}."', "", "W"),
        ("Goblin Stoker", "Creature — Elf", 'All creatures except Goblins have "{T}: Add {R}."',
         "R", "R"),
        # a negated state; a condition up to a group joined after it; "whose"
        ("Restful Monk", "Creature — Elf Monk", 'Each creature you control that isn\'t '
         'attacking has "{T}: Add {G}."', "G", "G"),
        ("Skyforge Relic", "Artifact", 'Creatures you control with flying and artifacts you '
         'control have "{T}: Add {C}."', "C", "C"),
        ("Swollen Ogre", "Creature — Ogre", 'Each creature you control whose power is greater '
         'than its base power has "{T}: Add {R}."', "R", "R"),
        # "except this creature": all but the card; an exception with a quality the card
        # may lack; a count's "and ... you control" inside a condition; a joined group of
        # several words
        ("Lone Warden", "Creature — Human Wizard", 'Creatures you control except this creature '
         'have "{T}: Add {U}."', "", "U"),
        ("Grounded Elder", "Creature — Elf Druid", 'Each creature you control, except for '
         'creatures with flying, has "{T}: Add {G}."', "G", "G"),
        ("Ridge Totem", "Land — Mountain", '({T}: Add {R}.)\nCreatures you control whose power is '
         'greater than the number of Forests and Mountains you control have "{T}: Add {G}."',
         "R", "RG"),
        ("Shrine of Vigil", "Enchantment — Shrine", "Creatures you control with toughness less "
         'than the number of Auras and Shrines you control have "{T}: Add {W}."', "", "W"),
        ("Skyforge Beacon", "Artifact", "Creatures you control with flying and noncreature "
         'artifacts you control have "{T}: Add {U}."', "U", "U"),
        # "other than" the card with a quality of the group's
        ("Counterbound Elder", "Creature — Elf Druid", "Each creature you control other than "
         'this creature with a +1/+1 counter on it has "{T}: Add {G}."', "", "G"),
        ("Ysolde, Grove Warden", "Legendary Creature — Elf Druid", "Each creature you control "
         'other than Ysolde with power 2 or less has "{T}: Add {G}."', "", "G"),
        # an exception of a kind with a quality: irregular plurals, a list; "on it" the
        # group's quality
        ("Skyless Tidecaller", "Creature — Merfolk Wizard", "Creatures you control other than "
         'Merfolk with flying have "{T}: Add {U}."', "U", "U"),
        ("Reachless Warden", "Creature — Elf Druid", "Creatures you control other than Elves, "
         'Druids, and Rangers with reach have "{T}: Add {G}."', "G", "G"),
        ("Veteran Drillmaster", "Creature — Human Soldier", "Each creature you control other "
         'than Humans with a +1/+1 counter on it has "{T}: Add {W}."', "", "W"),
        # "Those creatures" with the group's relative clause, or named in one
        ("Outsider Captain", "Creature — Elf Warrior", "Whenever this creature attacks, untap "
         "each creature you control that isn't an Elf. Those creatures gain \"{T}: Add {G}.\" "
         "until end of turn.", "", "G"),
        ("Kinbound Raider", "Creature — Orc Warrior", "Whenever this creature attacks, untap "
         "each other creature that shares a creature type with this creature. Those creatures "
         'gain "{T}: Add {R}." until end of turn.', "", "R"),
        # devoid: colorless (702.114a)
        ("Null Drone", "Creature — Eldrazi Drone", 'Devoid (This card has no color.)\nColorless '
         'creatures you control have "{T}: Add {C}."', "C", "C"),
        ("Void Tender", "Creature — Eldrazi", 'Devoid (This card has no color.)\nGreen creatures '
         'you control have "{T}: Add {G}."', "", "G"),
        ("Null Drone", "Creature — Eldrazi Drone", "Flying, devoid\nColorless creatures you "
         'control have "{T}: Add {C}."', "C", "C"),
    ],
)  # fmt: skip
def test_whether_the_card_is_in_a_group_by_its_exceptions_states_and_colorlessness(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """The card is in a group unless an exception names what it is, all of an item's words
    ("other than artifact lands" keeps an artifact creature), "except (for)" as "other
    than"; a state a relative clause denies is one it may lack; a condition ends where
    another group joins; devoid makes it colorless. Probe jf: each was left out, silently
    or reported."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        ("Cairn Gate", "Land", "This land enters tapped.\nWhen this land enters, return up to two "
         "target land cards from your graveyard to your hand. It becomes a Forest in addition "
         "to its other types until end of turn.\n{T}: Add {C}.", "GC", "GC"),
        ("Cairn Rise", "Land", "When this land enters, return target land card from your "
         "graveyard to the battlefield tapped. Untap all lands you control. It becomes a Forest "
         "in addition to its other types until end of turn.\n{T}: Add {C}.", "C", "GC"),
        ("Plainsward Cairn", "Land", "{T}: Add {C}.\n{4}, {T}: Return up to two target Plains "
         "cards from your graveyard to your hand. It becomes a Plains in addition to its other "
         "types until end of turn.", "WC", "WC"),
        ("Tidewarden Cairn", "Land", "{T}: Add {C}.\n{2}, {T}: Untap up to two target Plains "
         "you control. It becomes an Island in addition to its other types until end of "
         "turn.", "UC", "UC"),
        # a land card put onto the battlefield: that land, milled, revealed, a Forest card
        ("Millstone Cairn", "Land", "{T}: Add {C}.\nWhen this land enters, mill a card. If you "
         "milled a land card this way, return it to the battlefield tapped. It becomes a Swamp "
         "in addition to its other types.", "C", "BC"),
        ("Seer's Cairn", "Land", "{T}: Add {C}.\nWhen this land enters, reveal the top card of "
         "your library. If it's a Forest card, you may put it onto the battlefield tapped. It "
         "becomes an Island in addition to its other types until end of turn.", "C", "UC"),
        # a land card put onto the battlefield: that land
        ("Seekers' Cairn", "Land", "{T}: Add {C}.\nWhen this land enters, look at the top two "
         "cards of your library. You may put a land card from among them onto the battlefield "
         "tapped. It becomes a Forest in addition to its other types until end of turn.", "C",
         "GC"),
        # a land named in the singular, whoever controls it
        ("Mire Shaman", "Creature — Human Shaman", "When this creature enters, tap target land "
         "an opponent controls. It becomes a Swamp until your next turn.", "", "B"),
        # one of the lands named together, tapped or untapped (probe jl); a chosen land a
        # condition names (probe jq)
        ("Forked Path", "Land", "{T}: Add {C}.\nWhen this land enters, choose two target lands "
         "you control. Untap one of them and tap the other. It becomes a Forest in addition to "
         "its other types until end of turn.", "C", "GC"),
        ("Shadowed Fork", "Land", "{T}: Add {C}.\nWhen this land enters, choose two target "
         "lands an opponent controls. Tap one of them. It becomes a Swamp in addition to its "
         "other types until end of turn.", "C", "BC"),
        ("Chosen Gate", "Land", "{T}: Add {C}.\nAs this land enters, choose another land you "
         "control.\nAt the beginning of your upkeep, if the chosen land is untapped, it becomes "
         "an Island in addition to its other types until end of turn.", "C", "UC"),
        # but not a card of a library put into a hand
        ("Ashfall Geyser", "Land", "{T}: Add {C}.\nWhen this land enters, look at the top three "
         "cards of your library. Put one of them into your hand and the rest on the bottom of "
         "your library in any order. It becomes a Mountain in addition to its other types "
         "until end of turn.", "RC", "RC"),
    ],
)  # fmt: skip
def test_it_of_a_type_change_is_never_lands_named_in_the_plural(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """ "It becomes a Forest" after "return up to two target land cards" is the card, after
    "Untap all lands you control" the land returned before them: "it" is one object (probe
    jg: both were read the other way, silently)."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("text", "could", "leads"),
    [
        # lands of every basic land type, the card among them: it loses its rules text (305.7)
        ("{T}: Add {C}.\nCreatures you control are lands of every basic land type.", "WUBRG",
         "WUBRG"),
        # in addition to their other types: it keeps it
        ("{T}: Add {C}.\nCreatures you control are lands of every basic land type in addition "
         "to their other types.", "WUBRGC", "WUBRGC"),
    ],
)  # fmt: skip
def test_a_group_made_lands_of_every_basic_land_type(text: str, could: str, leads: str) -> None:
    """ "Creatures you control are lands of every basic land type": each is a land with the
    five types' abilities (305.6), and where the types are set, not added, the card loses
    its own rules text (305.7). Read as no type change at all, silently (probe ip131)."""
    read_without_issue(text, "Creature — Elemental Avatar", "Terraform Sovereign", could, leads)


@pytest.mark.parametrize(
    ("text", "could", "leads"),
    [
        # one effect: the grant keeps applying to the lands the type change applies to
        ('{T}: Add {C}.\nLands you control are Swamps and have "{T}: Add {R}."', "BR", "BR"),
        ('{T}: Add {C}.\nLands you control are Swamps in addition to their other types and '
         'have "{T}: Add {R}."', "BRC", "BRC"),
        # the type change after the grant, said of the same subject (probe jx63)
        ('{T}: Add {C}.\nLands you control have "{T}: Add {R}." and are Swamps.', "BR", "BR"),
        # a list of quotes, either side of the change (probe kb)
        ('{T}: Add {C}.\nLands you control have "{T}: Add {R}" and "{T}: Add {G}" and are '
         "Swamps.", "BRG", "BRG"),
        ('{T}: Add {C}.\nLands you control have "{T}: Add {R}", "{T}: Add {G}", and "{T}: Add '
         '{W}" and are Swamps.', "WBRG", "WBRG"),
        ('{T}: Add {C}.\nLands you control are Swamps and have "{T}: Add {R}" and "{T}: Add '
         '{G}."', "BRG", "BRG"),
        # a change after a quote's end, of the lands: the card's own rules text lost
        ('{T}: Add {C}.\nLands you control have "{T}: Add {R}." Lands you control are '
         "Swamps.", "B", "B"),
        ('{T}: Add {C}.\nCreatures you control have "{T}: Add {G}." and lands you control are '
         "Swamps.", "B", "B"),
        # a grant to another subject, or in another sentence: lost with the rules text
        ('Lands you control are Forests and Islands, and Treefolk you control have "{T}: Add '
         '{B}."', "UG", "UG"),
        ('{T}: Add {C}.\nLands you control are Swamps. Creatures you control have "{T}: Add '
         '{R}."', "B", "B"),
    ],
)  # fmt: skip
def test_a_grant_in_the_clause_that_sets_a_lands_type_keeps_applying(
    text: str, could: str, leads: str
) -> None:
    """'Lands you control are Swamps and have "{T}: Add {R}."' on a land: one effect that
    started to apply in layer 4 goes on applying in layer 6 though the ability is lost
    (613.6, 305.7), so the lands, the card among them, have the grant; a grant to another
    subject is a second effect, lost with the rules text. Read as lost and reported, or the
    grant not read (probe hy)."""
    read_without_issue(text, "Land", "Gloomforge Reach", could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # a group of basic land types with no controller: every player's, the card among them
        ("Marrow Creek", "Land — Forest", "Forests and Islands are Swamps.", "B", "B"),
        # the card a duration names is no antecedent, in the pronoun's own sentence too
        ("Tidebinder Adept", "Creature — Merfolk Wizard", "When this creature enters, untap "
         "target land. For as long as you control this creature, it has \"{T}: Add {U}.\"",
         "", "U"),
        # a land card returned to the battlefield: that land
        ("Gravecrop Cairn", "Land", "{T}: Add {C}.\nWhen this land enters, mill three cards. "
         "You may return a land card milled this way to the battlefield tapped. It becomes a "
         "Swamp in addition to its other types.", "C", "BC"),
        # a keyword's number, the reminder's: "Manaflow 1" has no "manaflow 2" ability
        ("Gearcaller Adept", "Creature — Human Artificer", "Manaflow 1\nWhen this creature "
         "enters, create a 1/1 colorless Thopter artifact creature token with flying and "
         'manaflow 2. (A creature with manaflow 2 has "{T}: Add {C}{C}.")', "", "C"),
        # but "Sapflow X" may be "sapflow 1": X is any number it counts (107.3; probe jx131)
        ("Verdant Coil", "Creature — Plant", "Sapflow X, where X is the number of Forests you "
         "control\nOther Plants you control have sapflow 1. (A creature with sapflow 1 has "
         '"{T}: Add {G}.")', "G", "G"),
        # "on them": the exception's quality, which the card may lack
        ("Oakcrown Matriarch", "Creature — Elf Noble", "Each creature you control other than "
         'Elves with +1/+1 counters on them has "{T}: Add {G}."', "G", "G"),
    ],
)  # fmt: skip
def test_groups_durations_and_returned_lands_the_last_probes_found(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """ "Forests and Islands are Swamps" reaches the card, a Forest (305.7); "For as long as
    you control this creature, it has ..." after a target is the target's; a land card
    returned to the battlefield is what "It" stands for; "other than Elves with +1/+1
    counters on them" keeps an Elf that may have none (probes hu, jn, jl)."""
    read_without_issue(text, type_line, name, could, leads)


def test_a_replacement_of_your_colored_mana_leaves_the_cards_colorless_as_it_is() -> None:
    parsed = parse_face(
        "{T}: Add {C}.\nIf you would add colored mana, add that much {C} instead.",
        "Artifact",
        "Hollow Idol",
    )
    assert [(r.source_kind, r.colors, r.depends_on) for r in parsed.mana] == [
        (SourceKind.ACTIVATED, ("C",), None),
        (SourceKind.REPLACEMENT, ("C",), "the mana the tapped permanent produces"),
    ]


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # the card or spell a player's event counts is the object "it" stands for
        ("Second Sight Elf", "Creature — Elf Wizard",
         "Whenever you draw your third card each turn, exile it. Elves "
         'you control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Spell Sink Elf", "Creature — Elf Wizard",
         "Whenever an opponent casts their first spell each turn, put it "
         'on top of its owner\'s library. Elves you control gain "{T}: '
         'Add {G}." until end of turn.', "G", "G"),
        # another player's choice before a clause of your own leaves your step certain
        ("Tithe Elf", "Creature — Elf Druid",
         "Whenever this creature attacks, defending player may gain 2 "
         'life and you exile this creature. Elves you control gain "{T}: '
         'Add {G}." until end of turn.', "", "G"),
        ("Tithe Elder", "Creature — Elf Druid",
         "Whenever this creature attacks, you may gain 2 life and exile "
         'this creature. Elves you control gain "{T}: Add {G}." until '
         "end of turn.", "G", "G"),
        # the grant waits for another player's step ("If that player does", 603.12)
        ("Offered Elf", "Creature — Elf Druid",
         "When this creature enters, target opponent may put this "
         "creature on the bottom of its owner's library. If that player "
         'does, Elves you control gain "{T}: Add {G}." until end of '
         "turn.", "", "G"),
        # "into their owner's library", "its owner shuffles it into their library"
        ("Recycler Idol", "Artifact",
         "{3}, {T}: Shuffle this artifact and target card from a "
         "graveyard into their owner's library. Artifacts you control "
         'gain "{T}: Add {C}." until end of turn.', "", "C"),
        ("Tidal Elf", "Creature — Elf Druid",
         "Whenever this creature blocks, its owner shuffles it into "
         'their library. Elves you control gain "{T}: Add {G}." until '
         "end of turn.", "", "G"),
        # "that entered face down this turn": a past event the face-up card may have had
        ("Unveiled Scout", "Creature — Human Scout",
         "Disguise {1}{W}\nWhen this creature is turned face up, "
         "creatures you control that entered face down this turn gain "
         '"{T}: Add {W}." until end of turn.', "W", "W"),
        # "the exiled card" is the card only after the cost exiled it (607.2a)
        ("Blinking Elf", "Creature — Elf Druid",
         "{1}{G}, Exile this creature: Return the exiled card to the "
         "battlefield under its owner's control. Elves you control gain "
         '"{T}: Add {G}." until end of turn.', "G", "G"),
        ("Lost Elf", "Creature — Elf Druid",
         "{1}{G}, Sacrifice this creature: Return the exiled card to the "
         "battlefield under its owner's control. Elves you control gain "
         '"{T}: Add {G}." until end of turn.', "", "G"),
        # "They're" after tokens created or lands put onto the battlefield: those
        ("Grove Seeder", "Creature — Faerie Druid",
         "When this creature enters, create three 1/1 green Saproling "
         "creature tokens. They're Forest lands in addition to their "
         "other types.", "", "G"),
        ("Ridge Planting", "Sorcery",
         "Put up to three land cards from your hand onto the "
         "battlefield. They're also Mountains.", "", "R"),

        # a step on a group the card is in takes it too; "return them" brings the group back
        ("Dawnshift Paladin", "Creature — Human Knight",
         "{2}{W}, {T}: All creatures you control phase out. Humans you "
         'control gain "{T}: Add {W}." until end of turn.', "", "W"),
        ("Homeward Piper", "Creature — Elf Bard",
         "When this creature enters, return all Elves you control to "
         'their owners\' hands. Creatures you control gain "{T}: Add '
         '{G}." until end of turn.', "", "G"),
        ("Homeward Shepherd", "Creature — Human Bard",
         "When this creature enters, return all Elves you control to "
         'their owners\' hands. Creatures you control gain "{T}: Add '
         '{G}." until end of turn.', "G", "G"),
        ("Homeward Elder", "Creature — Elf Bard",
         "When this creature enters, return all other Elves you control "
         'to their owners\' hands. Elves you control gain "{T}: Add {G}." '
         "until end of turn.", "G", "G"),
        ("Flickering Warband", "Creature — Goblin Shaman",
         "When this creature enters, exile all Goblins you control, then "
         "return them to the battlefield under their owners' control. "
         'Goblins you control gain "{T}: Add {R}." until end of turn.', "R", "R"),

    ],
)  # fmt: skip
def test_the_effects_own_steps_and_type_changes_as_probe_cm_found(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """The white-box probe "cm" at the effect's own steps found false positives and misses:
    the object a player's event counts, a choice of another player, a grant waiting for
    another player's step, two more wordings of a shuffle into the library, a past "entered
    face down", "the exiled card" after the cost's exile, "They're" after tokens or lands
    put onto the battlefield, and a step on a group the card is in."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        ("Tidecall Herald", "Creature — Merfolk Wizard",
         "Whenever this creature attacks, choose one —\n• Put this "
         "creature on top of its owner's library. Merfolk you control "
         'gain "{T}: Add {U}." until end of turn.\n• Draw a card.', "", "U"),
        ("Tidecall Sage", "Creature — Merfolk Wizard",
         "When this creature enters, choose one —\n• Return it to its "
         'owner\'s hand. Merfolk you control gain "{T}: Add {U}." until '
         "end of turn.\n• Scry 2.", "", "U"),
        ("Tidecall Elder", "Creature — Merfolk Wizard",
         "When this creature enters, choose one —\n• Return it to its "
         'owner\'s hand.\n• Merfolk you control gain "{T}: Add {U}." until '
         "end of turn.", "U", "U"),
        ("Tidecall Adept", "Creature — Merfolk Wizard",
         "{2}{U}: Choose one —\n• Exile this creature. Merfolk you "
         'control gain "{T}: Add {U}." until end of turn.\n• Scry 1.', "", "U"),

    ],
)  # fmt: skip
def test_a_modes_steps_follow_the_trigger_or_cost_that_offers_it(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """A step that takes the card away inside a mode comes before that mode's grant
    (608.2c); "it" there is what the trigger named; a grant in another mode is not after
    it."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        ("Coinflip Raider", "Creature — Goblin Rogue",
         "When this creature enters, flip a coin. If you win the flip, "
         "exile this creature. If you lose the flip, sacrifice it. "
         'Goblins you control gain "{T}: Add {R}." until end of turn.', "", "R"),
        ("Coinflip Scout", "Creature — Goblin Rogue",
         "When this creature enters, flip a coin. If you win the flip, "
         "return it to its owner's hand. If you lose the flip, draw a "
         'card. Goblins you control gain "{T}: Add {R}." until end of '
         "turn.", "R", "R"),
        ("Tithing Tidecaller", "Creature — Merfolk Wizard",
         "At the beginning of your upkeep, you may pay {1}. If you do, "
         "put this creature on the bottom of its owner's library. "
         "Otherwise, return it to its owner's hand. Merfolk you control "
         'gain "{T}: Add {U}." until end of turn.', "", "U"),
        ("Tithing Tidesinger", "Creature — Merfolk Wizard",
         "At the beginning of your upkeep, you may pay {1}. If you do, "
         "put this creature on the bottom of its owner's library. If you "
         'don\'t, you lose 2 life. Merfolk you control gain "{T}: Add '
         '{U}." until end of turn.', "U", "U"),
        ("Tithing Tidewatcher", "Creature — Merfolk Wizard",
         "At the beginning of your upkeep, you may pay {1}. If you do, "
         "you may return this creature to its owner's hand. If you "
         'don\'t, exile it. Merfolk you control gain "{T}: Add {U}." '
         "until end of turn.", "U", "U"),
        ("Forkpath Seer", "Creature — Merfolk Wizard",
         "When this creature enters, draw a card. If you control an "
         "Island, return it to its owner's hand. Otherwise, exile it. "
         'Merfolk you control gain "{T}: Add {U}." until end of turn.', "", "U"),
        ("Forkpath Sage", "Creature — Merfolk Wizard",
         "When this creature enters, draw a card. If you control an "
         "Island, return it to its owner's hand. Otherwise, scry 1. "
         'Merfolk you control gain "{T}: Add {U}." until end of turn.', "U", "U"),
        # the branches come after a step that takes the card and one that brings it back
        ("Blinkflip Raider", "Creature — Goblin Rogue",
         "When this creature enters, exile it, then return it to the battlefield under its "
         "owner's control. Flip a coin. If you win the flip, exile this creature. If you lose "
         'the flip, sacrifice it. Goblins you control gain "{T}: Add {R}." until end of turn.',
         "", "R"),

    ],
)  # fmt: skip
def test_steps_in_two_complementary_branches_take_the_card_either_way(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """ "If you win the flip, exile this creature. If you lose the flip, sacrifice it.":
    each step alone may not happen, but one of them does (705.2; "If you do" and "If you
    don't", "If ..." and "Otherwise"), so the card is gone before the grant; not where one
    branch keeps it or has a choice of its own."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        ("Pledged Squire", "Creature — Human Soldier",
         "{2}: Target opponent gains control of this creature. Creatures "
         'you control gain "{T}: Add {W}." until end of turn.', "", "W"),
        ("Pledged Herald", "Creature — Human Soldier",
         "{2}: Target opponent gains control of this creature. All "
         'creatures gain "{T}: Add {W}." until end of turn.', "W", "W"),
        ("Swapping Knight", "Creature — Human Knight",
         "{3}{W}, {T}: Exchange control of this creature and target "
         'creature an opponent controls. Humans you control gain "{T}: '
         'Add {W}." until end of turn.', "", "W"),
        ("Seizing Knight", "Creature — Human Knight",
         "{3}{W}, {T}: Gain control of target creature an opponent "
         'controls. Humans you control gain "{T}: Add {W}." until end of '
         "turn.", "W", "W"),
        ("Wavering Knight", "Creature — Human Knight",
         "{3}{W}: You may have target opponent gain control of this "
         'creature. Humans you control gain "{T}: Add {W}." until end of '
         "turn.", "W", "W"),

    ],
)  # fmt: skip
def test_an_opponent_given_control_of_the_card_takes_it_out_of_your_groups(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """A step that gives an opponent control of the card ("Target opponent gains control of
    this creature", "Exchange control of this creature and ...") takes it out of a later
    grant's group of "you control" (611.2c), not out of a group of any controller's; a
    choice ("You may have ...") leaves it, an upper bound."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # "this land or another land ... enters, it becomes a creature": the card may be it
        ("Stirring Vale", "Land",
         'Creatures you control have "{T}: Add {G}."\nWhenever this land '
         "or another land you control enters, it becomes a 2/2 Elemental "
         "creature until end of turn. It's still a land.", "G", "G"),
        ("Still Vale", "Land",
         'Creatures you control have "{T}: Add {G}."\nWhenever another '
         "land you control enters, it becomes a 2/2 Elemental creature "
         "until end of turn. It's still a land.", "", "G"),
        # "less than this Vehicle's power": never the card itself
        ("Towering Hauler", "Artifact — Vehicle",
         "Creatures you control with power less than this Vehicle's "
         'power have "{T}: Add {G}."\nCrew 2', "", "G"),
        # "other than" a name: the card's own name decides, whatever else it is
        ("Sunforge Pilgrim", "Creature — Human Cleric",
         'Creatures you control other than Elves have "{T}: Add {W}."', "W", "W"),
        # an ability that works in the graveyard and returns the card before the grant
        ("Cryptbloom Risen", "Creature — Zombie Druid",
         "{3}{B}: Return this card from your graveyard to the "
         'battlefield tapped. Creatures you control gain "{T}: Add {B}." '
         "until end of turn.", "B", "B"),
        ("Tamsin, Glade Warden", "Legendary Creature — Human Druid",
         'Creatures you control other than Tamsin have "{T}: Add {G}."', "", "G"),
        ("Cryptbloom Sleeper", "Creature — Zombie Druid",
         "{3}{B}: Return this card from your graveyard to your hand. "
         'Creatures you control gain "{T}: Add {B}." until end of turn.', "", "B"),
        ("Cryptbloom Keeper", "Creature — Zombie Druid",
         "As long as this card is in your graveyard, creatures you "
         'control have "{T}: Add {B}."', "", "B"),

    ],
)  # fmt: skip
def test_members_the_mutants_and_probe_cp_found(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """Two surviving mutants gave the rules' answer (a trigger naming the card or another
    land, "this Vehicle's power"), and the black-box probe "cp" found a name excepted and a
    return from the graveyard before a grant."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # an effect only players act in: "It"/"They" are the trigger's objects
        ("Raidhorn Goblin", "Creature — Goblin Warrior",
         "Whenever a Goblin you control attacks, each opponent loses 1 "
         'life. It gains "{T}: Add {R}." until end of turn.', "R", "R"),
        ("Raidhorn Human", "Creature — Human Warrior",
         "Whenever a Goblin you control attacks, each opponent loses 1 "
         'life. It gains "{T}: Add {R}." until end of turn.', "", "R"),
        ("Millstone Goblin", "Creature — Goblin Rogue",
         "Whenever this creature attacks, defending player mills two "
         'cards. It gains "{T}: Add {R}." until end of turn.', "R", "R"),
        # "and you gain" ends no subject
        ("Drain Goblin", "Creature — Goblin Shaman",
         "When this creature enters, target player loses 2 life and you "
         'gain 2 life. It gains "{T}: Add {R}." until end of turn.', "R", "R"),
        ("Warband Goblin", "Creature — Goblin Warrior",
         "Whenever one or more Goblins you control attack, each opponent "
         'loses 1 life. They gain "{T}: Add {R}." until end of turn.', "R", "R"),
        # "those Goblins" refers back as "those creatures" does
        ("Rousing Goblin", "Creature — Goblin Shaman",
         "Whenever one or more Goblins you control become tapped, untap "
         'those Goblins. They gain "{T}: Add {R}." until end of turn.', "R", "R"),
        # an excepted item of two words is both ("Goblin tokens")
        ("Token-Shy Goblin", "Creature — Goblin Shaman",
         'Goblins you control other than Goblin tokens have "{T}: Add '
         '{R}."', "R", "R"),
        ("Crowd-Shy Goblin", "Creature — Goblin Shaman",
         'Creatures you control other than Goblin creatures have "{T}: '
         'Add {R}."', "", "R"),
        # "the exiled cards" after the cost exiled the card among others
        ("Blinkstep Knight", "Creature — Human Knight",
         "{2}{W}, Exile this creature and another target creature you "
         "control: Return the exiled cards to the battlefield under "
         'their owners\' control. Creatures you control gain "{T}: Add '
         '{W}." until end of turn.', "W", "W"),
        # a step and a grant under one condition: the grant waits for the step
        ("Bargain Elf", "Creature — Elf Druid",
         "When this creature enters, target opponent may discard a card. "
         "If that player does, exile this creature and Elves you control "
         'gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Tollkeeper Elf", "Creature — Elf Druid",
         "When this creature enters, you may pay {1}. If you don't, "
         'exile this creature and Elves you control gain "{T}: Add {G}." '
         "until end of turn.", "", "G"),
        ("Tollkeeper Elder", "Creature — Elf Druid",
         "When this creature enters, you may pay {1}. If you don't, you "
         'may exile this creature and Elves you control gain "{T}: Add '
         '{G}." until end of turn.', "G", "G"),
        ("Offering Elf", "Creature — Elf Druid",
         "When this creature enters, any opponent may exile this "
         'creature. If a player does, Elves you control gain "{T}: Add '
         '{G}." until end of turn.', "", "G"),
        # "It's a Forest land" after a token created: the token's, not the land's
        ("Sprouting Vale", "Land",
         "{T}: Add {C}.\nWhenever a land you control enters, create a 1/1 "
         "green Saproling creature token. It's a Forest land in addition "
         "to its other types.", "C", "GC"),

    ],
)  # fmt: skip
def test_the_newest_rules_where_probe_cn_found_them_short(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """The white-box probe "cn" at the session's newest rules found them too narrow: players
    acting after a trigger on a group, "defending player", "and you gain", "those Goblins",
    a two-word exception, "the exiled cards", a grant under the step's own condition ("If
    that player does", "If a player does", "If you don't"), and a token after a trigger's
    land."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        ("Turncloak Goblin", "Creature — Goblin Rogue",
         "Whenever this creature attacks, defending player gains control "
         'of it. Goblins you control gain "{T}: Add {R}." until end of '
         "turn.", "", "R"),
        ("Ebbing Merrow", "Creature — Merfolk Wizard",
         "When this creature enters, return all Merfolk you control to "
         'their owner\'s hand. Merfolk you control gain "{T}: Add {U}." '
         "until end of turn.", "", "U"),
        ("Flickering Horde", "Creature — Goblin Shaman",
         "{3}{R}: Exile all Goblins you control, then return those cards "
         "to the battlefield under their owner's control. Goblins you "
         'control gain "{T}: Add {R}." until end of turn.', "R", "R"),
        ("Shifting Bog", "Land",
         "{T}: Add {C}.\nWhen this land enters, return a land you control "
         "to its owner's hand. Then each land you control becomes a "
         "Swamp until end of turn.", "BC", "BC"),
        ("Sinking Bog", "Land",
         "{T}: Add {C}.\nWhen this land enters, return all lands you "
         "control to their owners' hands. Then each land you control "
         "becomes a Swamp until end of turn.", "C", "BC"),

        # a return face down brings back a 2/2 creature with no subtypes (708.2a)
        ("Masked Goblin", "Creature — Goblin Rogue",
         "{2}{R}: Exile this creature, then return it to the battlefield "
         'face down under your control. Goblins you control gain "{T}: '
         'Add {R}." until end of turn.', "", "R"),
        ("Masked Captain", "Creature — Goblin Rogue",
         "{2}{R}: Exile this creature, then return it to the battlefield "
         'face down under your control. Creatures you control gain "{T}: '
         'Add {R}." until end of turn.', "R", "R"),
        ("Unmasked Goblin", "Creature — Goblin Rogue",
         "{2}{R}: Exile this creature, then return it to the battlefield "
         'face up under your control. Goblins you control gain "{T}: Add '
         '{R}." until end of turn.', "R", "R"),

    ],
)  # fmt: skip
def test_steps_on_the_card_as_probe_cs_found(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """The black-box probe "cs" (when the card is on the battlefield and who controls it):
    "defending player gains control of it", "their owner's hand" and "under their owner's
    control" as Oracle writes them for one owner, "a land you control", one of a group,
    which may be another, and a return face down."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # a cost that takes a whole group the card is in takes it
        ("Pyre Elf", "Creature — Elf Shaman",
         "Sacrifice all Elves you control: Creatures you control gain "
         '"{T}: Add {G}." until end of turn.', "", "G"),
        ("Pyre Human", "Creature — Human Shaman",
         "Sacrifice all Elves you control: Creatures you control gain "
         '"{T}: Add {G}." until end of turn.', "G", "G"),
        # a step on a group with a state the card may lack may leave it
        ("Weary Elf", "Creature — Elf Druid",
         "{2}{G}: Return all tapped Elves you control to their owners' "
         'hands. Untapped creatures you control gain "{T}: Add {G}." '
         "until end of turn.", "G", "G"),
        # a discarded card is no object "it" stands for; complementary branches
        ("Cache Elf", "Creature — Elf Rogue",
         "When this creature enters, you may discard a card. If you do, "
         "return this creature to its owner's hand. Otherwise, sacrifice "
         'it. Elves you control gain "{T}: Add {G}." until end of turn.', "", "G"),
        # "you may have target opponent gain control of it. If you do, ..."
        ("Pledging Elf", "Creature — Elf Druid",
         "When this creature enters, you may have target opponent gain "
         'control of it. If you do, Elves you control gain "{T}: Add '
         '{G}." until end of turn.', "", "G"),
        # "this land or another land ... it becomes": the card and the others
        ("Rippling Vale", "Land",
         "Whenever this land or another land you control enters, it "
         "becomes an Island in addition to its other types until end of "
         "turn.", "U", "U"),
        # an exception of two subtypes ("Elf Warriors") is both
        ("Hedge Marshal", "Creature — Elf Druid",
         'Elves you control other than Elf Warriors have "{T}: Add {G}."', "G", "G"),
        ("Hedge Warrior", "Creature — Elf Warrior",
         'Elves you control other than Elf Warriors have "{T}: Add {G}."', "", "G"),
        # "It" after the card's return from the graveyard: on the battlefield
        ("Gravebloom Zombie", "Creature — Zombie",
         "{2}{B}{B}: Return this card from your graveyard to the "
         'battlefield. It gains "{T}: Add {B}." until end of turn.', "B", "B"),
        # tokens counted in a condition are not created
        ("Token-Counting Vale", "Land",
         "{T}: Add {C}.\nWhenever a land you control enters, if you "
         "control two or more creature tokens, it becomes a Swamp in "
         "addition to its other types until end of turn.", "BC", "BC"),
        # "it" goes on standing for the card across sentences
        ("Tribute Elf", "Creature — Elf Druid",
         "{1}: Target opponent gains control of this creature. Untap it. "
         'It gains "{T}: Add {G}." until end of turn.', "G", "G"),
        # "those Goblins" after a trigger joining the card to others
        ("Warband Piper", "Creature — Goblin Warrior",
         "Whenever this creature and at least one other Goblin attack, "
         'untap those Goblins. They gain "{T}: Add {R}." until end of '
         "turn.", "R", "R"),
        # "nontoken" is no state the card may lack
        ("Phasing Mystic", "Creature — Merfolk Wizard",
         "{2}{U}: Each nontoken creature you control phases out. "
         'Creatures you control gain "{T}: Add {U}." until end of turn.', "", "U"),

    ],
)  # fmt: skip
def test_the_newest_rules_where_probe_cq_found_them_short(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """The white-box probe "cq" at the rules of the hour before: whole groups in costs, a
    state in a step's group, a discarded card, "have ... gain control", a trigger naming
    the card or another land, two-subtype exceptions, a return before "It gains", tokens
    in a condition, "it" across sentences, "those Goblins" after a joined trigger."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # a step's group as it names it, "with ..." included; a group without a plural -s
        ("Shimmering Elf", "Creature — Elf Druid",
         "{1}{G}: Each creature you control with power 2 or less phases "
         'out. Elves you control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Ebbing Sage", "Creature — Merfolk Wizard",
         "{1}{U}: Merfolk you control phase out. Wizards you control "
         'gain "{T}: Add {U}." until end of turn.', "", "U"),
        # an exchange with a permanent of your own does nothing (701.12b)
        ("Swapping Elf", "Creature — Elf Rogue",
         "{1}{G}: Exchange control of this creature and target creature. "
         'Elves you control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        # "that player" an opponent where the text says so (506.1); "target player" may be you
        ("Turncoat Elf", "Creature — Elf Rogue",
         "Whenever this creature deals combat damage to a player, that "
         'player gains control of it. Elves you control gain "{T}: Add '
         '{G}." until end of turn.', "", "G"),
        ("Pledged Elf", "Creature — Elf Rogue",
         "When this creature enters, target player gains control of it. "
         'Elves you control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        # a token sacrificed is none created
        ("Larder Vale", "Land",
         "{T}: Add {C}.\nWhenever a land you control enters, you may "
         "sacrifice a Food token. If you do, it becomes a Forest in "
         "addition to its other types until end of turn.", "GC", "GC"),
        # an exception of several words ("Human Soldier tokens")
        ("Barracks Sergeant", "Creature — Human Soldier",
         'Humans you control other than Human Soldier tokens have "{T}: '
         'Add {W}."', "W", "W"),
        ("Barracks Recruit", "Token Creature — Human Soldier",
         'Humans you control other than Human Soldier tokens have "{T}: '
         'Add {W}."', "", "W"),
        # the intervening if opens the trigger; the trigger's "At the beginning" is no delay
        ("Upkeep Wraith", "Creature — Spirit",
         "At the beginning of your upkeep, if this card is in your "
         "graveyard, you may return it to the battlefield. If you do, it "
         'gains "{T}: Add {B}." until end of turn.', "B", "B"),
        # "They" after the card and another returned together
        ("Twin Pyre", "Creature — Zombie",
         "{3}{B}: Return this card and up to one other target creature "
         'card from your graveyard to the battlefield. They gain "{T}: '
         'Add {B}." until end of turn.', "B", "B"),
        # "It gains" while the card is in its graveyard: no permanent's
        ("Lingering Wight", "Creature — Zombie",
         "When this creature dies, return it to the battlefield under "
         "its owner's control at the beginning of the next end step. It "
         'gains "{T}: Add {B}." until end of turn.', "", "B"),
        # "those Goblins" hold the card only where it is a Goblin
        ("Warband Watcher", "Creature — Human Warrior",
         "Whenever this creature and at least two Goblins attack, untap "
         'those Goblins. They gain "{T}: Add {R}." until end of turn.', "", "R"),
        ("Packleader Elf", "Creature — Elf Scout",
         "Whenever this creature and at least one other Elf attack, "
         'those Elves gain "{T}: Add {G}." until end of turn.', "G", "G"),

    ],
)  # fmt: skip
def test_the_newest_rules_where_probe_ct_found_them_wrong(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """The white-box probe "ct" at the rules of the hour before: a step's group with a
    condition, "Merfolk you control", an exchange of your own permanents, "that player", a
    token sacrificed, a long exception, an intervening if in the opening, "They" after a
    joint return, "It gains" in the graveyard, and "those Goblins" by kind."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # a whole group of several words; how a step exiles ("with three time counters")
        ("Veilward Druid", "Creature — Elf Druid",
         "{2}{G}: Nontoken Elves you control phase out. Druids you "
         'control gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Timelost Wizard", "Creature — Merfolk Wizard",
         "{2}{U}: Exile each Merfolk you control with three time "
         'counters on it. Wizards you control gain "{T}: Add {U}." until '
         "end of turn.", "", "U"),
        # but "with a +1/+1 counter on it" says which: the card may not be one
        ("Countermarked Druid", "Creature — Elf Druid",
         "{2}{G}: Each Elf you control with a +1/+1 counter on it phases "
         'out. Druids you control gain "{T}: Add {G}." until end of '
         "turn.", "G", "G"),
        # an opponent's creature described further
        ("Bartering Elf", "Creature — Elf Rogue",
         "{2}{G}: Exchange control of this creature and target creature "
         "an opponent controls with mana value 3 or less. Elves you "
         'control gain "{T}: Add {G}." until end of turn.', "", "G"),
        # a token targeted is there for "It" to stand for
        ("Seedling Vale", "Land",
         "{T}: Add {C}.\nWhenever a land you control enters, put a +1/+1 "
         "counter on target creature token you control. It becomes a "
         "Forest land in addition to its other types until end of turn.", "C", "GC"),
        # an object an intervening if names is none
        ("Swampbound Wight", "Creature — Zombie",
         "At the beginning of your upkeep, if this card is in your "
         "graveyard and you control a Swamp, return it to the "
         'battlefield. It gains "{T}: Add {B}." until end of turn.', "B", "B"),
        # "it and up to one other ...": "They" hold the card
        ("Gravepair Wight", "Creature — Zombie",
         "When this creature dies, return it and up to one other target "
         "creature card from your graveyard to the battlefield tapped. "
         'They gain "{T}: Add {B}." until end of turn.', "B", "B"),
        ("Wardpair Elf", "Creature — Elf Druid",
         "Whenever this creature blocks, untap it and up to one other "
         'target creature you control. They gain "{T}: Add {G}." until '
         "end of turn.", "G", "G"),
        # "those Elf Warriors", "those Merfolk", "those Elves" by kind
        ("Warpack Elf", "Creature — Elf Warrior",
         "Whenever this creature and at least one other Elf Warrior "
         'attack, those Elf Warriors gain "{T}: Add {G}." until end of '
         "turn.", "G", "G"),
        ("Tidepack Merrow", "Creature — Merfolk Warrior",
         "Whenever this creature and at least one other Merfolk attack, "
         'those Merfolk gain "{T}: Add {U}." until end of turn.', "U", "U"),
        ("Grovecall Elf", "Creature — Elf Druid",
         "Whenever one or more Elves you control attack, those Elves "
         'gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Grovecall Human", "Creature — Human Druid",
         "Whenever one or more Elves you control attack, those Elves "
         'gain "{T}: Add {G}." until end of turn.', "", "G"),
        # a land a condition counts is none "it" stands for
        ("Rootbound Flat", "Land",
         "{T}: Add {C}.\n{1}: Untap this land. If you control a Forest, "
         "it becomes a Forest in addition to its other types until end "
         "of turn.", "GC", "GC"),

    ],
)  # fmt: skip
def test_the_newest_rules_where_probes_cw_and_cy_found_them_short(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """The white-box probe "cw" at the rules of the half hour before and the black-box
    probe "cy" (pronouns): whole groups of several words, how a step exiles, an exchange
    described further, a targeted token, an intervening if's objects, "it and up to one
    other", "those" by kind, and a land a condition counts."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # counters that say which creatures; only an exile's "with three time counters" says how
        ("Grown Druid", "Creature — Elf Druid",
         "{2}{G}: Each creature you control with two or more +1/+1 "
         'counters on it phases out. Elves you control gain "{T}: Add '
         '{G}." until end of turn.', "G", "G"),
        ("Hourglass Wizard", "Creature — Human Wizard",
         "{2}{U}: Exile each creature you control with three or more "
         'time counters on it. Wizards you control gain "{T}: Add {U}." '
         "until end of turn.", "U", "U"),
        ("Fading Wizard", "Creature — Human Wizard",
         "{2}{U}: Each creature you control with two +1/+1 counters on "
         'it phases out. Wizards you control gain "{T}: Add {U}." until '
         "end of turn.", "U", "U"),
        # a choice in the step's group may leave the card out of it
        ("Chosen Druid", "Creature — Elf Druid",
         "As this creature enters, choose a creature type.\n{2}{G}: "
         "Creatures you control of the chosen type phase out. Elves you "
         'control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        # "those Cats" after "Cat tokens": the trigger's objects, tokens and all
        ("Pride Warrior", "Creature — Cat Warrior",
         "Whenever one or more Cat tokens you control attack, those Cats "
         'gain "{T}: Add {W}." until end of turn.', "", "W"),
        # a land any player's "controls" condition counts; a land it is about
        ("Ridge Sentinel", "Land",
         "{T}: Add {C}.\n{1}: Untap this land. If an opponent controls a "
         "Mountain, it becomes a Mountain in addition to its other types "
         "until end of turn.", "RC", "RC"),
        ("Larder Flat", "Land",
         "{T}: Add {C}.\n{1}: Untap this land. If you control a Food "
         "token, it becomes a Forest in addition to its other types "
         "until end of turn.", "GC", "GC"),
        ("Plainsward", "Enchantment — Aura",
         "Enchant land\nAs long as you control enchanted land, it's a "
         "Plains in addition to its other types.", "", "W"),

    ],
)  # fmt: skip
def test_the_newest_rules_where_probe_cz_found_them_wrong(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """The white-box probe "cz" at the rules cw and cy brought: counters that say which
    creatures, a choice in a step's group, "those Cats" after "Cat tokens", and the lands a
    condition counts or is about."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # a bare group of capitalised words ("Goblin Shamans") holds the card of its kind
        ("Kiln Shaman", "Creature — Goblin Shaman",
         "{1}{R}: This creature gets +1/+0 until end of turn and Goblin "
         'Shamans gain "{T}: Add {R}." until end of turn.', "R", "R"),
        ("Kiln Mystic", "Creature — Goblin Shaman",
         '{1}: Goblin Shamans gain "{T}: Add {R}." until end of turn.', "R", "R"),
        # qualities before a group after "and" ("other attacking Goblins"): theirs
        ("Raid Leader", "Creature — Goblin Warrior",
         "Whenever this creature attacks, it gets +1/+0 until end of "
         'turn and other attacking Goblins gain "{T}: Add {R}." until '
         "end of turn.", "", "R"),
        ("Raid Marshal", "Creature — Human Warrior",
         "Whenever this creature attacks, it gets +1/+0 until end of "
         'turn and attacking Goblin Warriors gain "{T}: Add {R}." until '
         "end of turn.", "", "R"),
        # a changeling is surely of the chosen type (702.73a)
        ("Mimic Adept", "Creature — Shapeshifter",
         "Changeling\nAs this creature enters, choose a creature "
         "type.\n{2}{U}: Each creature you control of the chosen type "
         'phases out. Shapeshifters you control gain "{T}: Add {U}." '
         "until end of turn.", "", "U"),
        # "those creatures" after targets the effect named: the targets
        ("Grove Tactician", "Creature — Elf Druid",
         "Whenever one or more Elves you control attack, put a +1/+1 "
         "counter on each of up to two target creatures you control, and "
         'those creatures gain "{T}: Add {G}." until end of turn.', "", "G"),
        # "with two different kinds of counters" says which, not how
        ("Patchwork Wurm", "Creature — Wurm",
         "{3}{G}: Exile each creature you control with two different "
         'kinds of counters on it. Wurms you control gain "{T}: Add '
         '{G}." until end of turn.', "G", "G"),
        # a land "one or more opponents control" counts is none "it" stands for
        ("Shoal Flat", "Land",
         "{T}: Add {C}.\n{1}: Untap this land. If you control another Island, it becomes an "
         "Island in addition to its other types until end of turn.", "UC", "UC"),
        ("Border Flat", "Land",
         "{T}: Add {C}.\n{1}: Untap this land. If one or more opponents "
         "control a Forest, it becomes a Forest in addition to its other "
         "types until end of turn.", "GC", "GC"),

    ],
)  # fmt: skip
def test_the_newest_rules_where_probe_db_found_them_wrong(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """The white-box probe "db" at the rules the mutants and cz brought: bare groups of
    capitalised words, qualities before a group after "and", a changeling of the chosen
    type, "those creatures" after targets, counters that say which, and a land a condition
    of opponents counts."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # "you attack with one or more Elves": the attacking Elves, which you control
        ("Warhorn Elder", "Creature — Elf Warrior",
         "Whenever you attack with one or more Elves, untap them. They "
         'gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Warhorn Herald", "Creature — Human Warrior",
         "Whenever you attack with one or more Elves, those Elves gain "
         '"{T}: Add {G}." until end of turn.', "", "G"),
        ("Warhorn Hexer", "Creature — Elf Shaman",
         "Whenever an opponent attacks with one or more creatures, those "
         'creatures gain "{T}: Add {B}." until end of turn.', "", "B"),
        ("Wildrun Pack", "Creature — Elf Warrior",
         "Whenever you attack with one or more non-Human creatures, "
         'untap them. They gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Wildrun Tamer", "Creature — Human Warrior",
         "Whenever you attack with one or more non-Human creatures, "
         'untap them. They gain "{T}: Add {G}." until end of turn.', "", "G"),
        # a trigger's objects "of the chosen type": the card may be of it
        ("Totem Rallier", "Creature — Human Scout",
         "As this creature enters, choose a creature type.\nWhenever one "
         "or more creatures you control of the chosen type attack, untap "
         'them. They gain "{T}: Add {R}." until end of turn.', "R", "R"),
        # a card whose text makes it the chosen type is surely of it (by
        # its name too), so a step on that group takes it
        ("Brass Mimic", "Artifact Creature — Shapeshifter",
         "As Brass Mimic enters, choose a creature type.\nBrass Mimic is "
         "the chosen type in addition to its other types.\n{3}: Exile "
         "each creature you control of the chosen type. Shapeshifters "
         'you control gain "{T}: Add {C}." until end of turn.', "", "C"),
        ("Pewter Mimic", "Artifact Creature — Shapeshifter",
         "As this creature enters, choose a creature type.\nTarget "
         "creature is the chosen type in addition to its other "
         "types.\n{3}: Each creature you control of the chosen type "
         'phases out. Shapeshifters you control gain "{T}: Add {C}." '
         "until end of turn.", "C", "C"),
        # "Up to one target creature" is no name of the card: it is not surely of the type
        ("Tin Mimic", "Artifact Creature — Shapeshifter",
         "As this creature enters, choose a creature type.\n{1}: Up to one "
         "target creature becomes the chosen type in addition to its other "
         "types.\n{3}: Each creature you control of the chosen type phases "
         'out. Shapeshifters you control gain "{T}: Add {C}." until end of '
         "turn.", "C", "C"),
        # "This creature has <keyword> and <group> have": the group's quote
        ("Grovecall Warden", "Creature — Elf Druid",
         "This creature has trample and each other Elf you control has "
         '"{T}: Add {G}."', "", "G"),
        ("Grovecall Elder", "Creature — Elf Druid",
         "As long as you control a Forest, this creature has vigilance "
         'and Elf Druids you control have "{T}: Add {G}."', "G", "G"),
        ("Grovecall Sage", "Creature — Human Druid",
         "This creature has reach and Elves you control have "
         '"{T}: Add {G}."', "", "G"),
        ("Grovecall Keeper", "Creature — Human Druid",
         'This creature has reach and "{T}: Add {G}."', "G", "G"),
        # an object named with a list of qualities is "it", not the card
        ("Tidewrit Exiler", "Creature — Human Wizard",
         "{3}{U}: Choose an artifact, enchantment, or planeswalker an "
         "opponent controls. Exile it. Wizards you control gain "
         '"{T}: Add {U}." until end of turn.', "U", "U"),
        ("Tidewrit Recaller", "Creature — Elf Wizard",
         "When this creature enters, choose an untapped, nontoken "
         "creature you control. Put it on top of its owner's library. "
         "Elves you control gain "
         '"{T}: Add {G}." until end of turn.', "G", "G"),
        # a condition runs past its list's commas: no item is what "it" stands for
        ("Triple Fork Gate", "Land",
         "{T}: Add {C}.\n{1}: Untap this land. If an opponent controls a "
         "Mountain, a Forest, or a Swamp, it becomes a Swamp in addition "
         "to its other types until end of turn.", "BC", "BC"),
        ("Tokenwise Scout", "Creature — Elf Scout",
         "Whenever this creature attacks, if you control an artifact, "
         'creature, or enchantment token, it gains "{T}: Add {G}." until '
         "end of turn.", "G", "G"),
        # a copy's exception is the object's that becomes the copy
        ("Mirror Lesson", "Sorcery",
         "Until end of turn, target artifact becomes a copy of another "
         'target artifact, except it has "{T}: Add {U}."', "", "U"),
        ("Mirrorhand Adept", "Creature — Shapeshifter",
         "When this creature enters, target creature an opponent controls "
         "becomes a copy of this creature until end of turn, except it "
         'has "{T}: Add {U}."', "", "U"),
        ("Mirrorhand Mimic", "Creature — Shapeshifter",
         "When this creature enters, it becomes a copy of up to one other "
         "target creature until end of turn, except it has "
         '"{T}: Add {U}."', "U", "U"),
        # complementary branches in either order, after "Then if", and
        # "If that player does"/"If that player doesn't"
        ("Coinspin Druid", "Creature — Elf Druid",
         "{1}{G}: Flip a coin. If you lose the flip, return this "
         "creature to its owner's hand. If you win the flip, put it on "
         "the bottom of its owner's library. Elves you control gain "
         '"{T}: Add {G}." until end of turn.', "", "G"),
        ("Tidecall Seer", "Creature — Merfolk Wizard",
         "{2}{U}: Draw a card. Then if you have seven or more cards in "
         "hand, exile this creature. Otherwise, return it to its owner's "
         'hand. Merfolk you control gain "{T}: Add {U}." until end of '
         "turn.", "", "U"),
        ("Dreadwager Ghoul", "Creature — Zombie",
         "Whenever this creature attacks, target opponent may sacrifice "
         "a creature. If that player does, exile this creature. If that "
         "player doesn't, return it to its owner's hand. Zombies you "
         'control gain "{T}: Add {B}." until end of turn.', "", "B"),
        # a player compared with you strictly is not you; "no more than
        # you" and a comparison with another count may be
        ("Tallyhold Elder", "Creature — Elf Druid",
         "At the beginning of each player's upkeep, if you have more "
         "life than that player, creatures that player controls gain "
         '"{T}: Add {G}." until end of turn.', "", "G"),
        ("Tallyhold Warden", "Creature — Elf Druid",
         "At the beginning of each player's upkeep, if that player has "
         "no more life than you, creatures that player controls gain "
         '"{T}: Add {G}." until end of turn.', "G", "G"),
        ("Tallyhold Sage", "Creature — Elf Druid",
         "At the beginning of each player's upkeep, if that player "
         "controls fewer lands than you have cards in hand, creatures "
         'that player controls gain "{T}: Add {G}." until end of turn.', "G", "G"),
        # a land any condition names by an article is no antecedent (counted, cast, looked for)
        ("Ashvent Quarry", "Land",
         "{T}: Add {C}.\n{1}: Untap this land. If you cast a red spell "
         "this turn or you don't control a Mountain, it becomes a "
         "Mountain in addition to its other types until end of turn.", "RC", "RC"),
        ("Gravemoss Hollow", "Land",
         "{T}: Add {C}.\n{1}: Untap this land. If there are two or more "
         "Swamp cards in your graveyard, it becomes a Swamp in addition "
         "to its other types until end of turn.", "BC", "BC"),
        # a changeling is of a chosen creature type, not of a chosen card type
        ("Shifting Archivist", "Creature — Shapeshifter",
         "Changeling\nAs this creature enters, choose a card "
         "type.\n{3}{U}: Exile each permanent you control of the chosen "
         'type. Shapeshifters you control gain "{T}: Add {U}." until end '
         "of turn.", "U", "U"),
        ("Crowd Mimic", "Creature — Shapeshifter",
         "Changeling\nAs this creature enters, target opponent chooses a "
         "creature type.\n{2}{U}: Return each creature you control of the "
         "chosen type to its owner's hand. Shapeshifters you control "
         'gain "{T}: Add {U}." until end of turn.', "", "U"),
        # turned or returned face down before its own grant: a 2/2 with no
        # subtypes, in the face-down group (708.2a, 611.2c); a static grant not
        ("Veilshift Mystic", "Creature — Human Wizard",
         "{2}{U}: Turn this creature face down. Face-down creatures you "
         'control gain "{T}: Add {U}." until end of turn.', "U", "U"),
        ("Veilshift Adept", "Creature — Human Wizard",
         "{2}{U}: Turn this creature face down. Wizards you control gain "
         '"{T}: Add {U}." until end of turn.', "", "U"),
        ("Veilshift Revenant", "Creature — Zombie Wizard",
         "{4}{B}: Return this card from your graveyard to the "
         'battlefield face down. Zombies you control gain "{T}: Add '
         '{B}." until end of turn.', "", "B"),
        ("Veilshift Phantom", "Creature — Spirit",
         "{3}{W}: Exile this creature, then return it to the battlefield "
         "face down under your control. Creatures you control that are "
         'face down gain "{T}: Add {W}." until end of turn.', "W", "W"),
        ("Veilshift Keeper", "Creature — Spirit",
         'Face-down creatures you control have "{T}: Add {W}."', "", "W"),
        # "Those Elves" after "untap them": the trigger's objects
        ("Canopy Chieftain", "Creature — Elf Warrior",
         "Whenever one or more Elves you control become tapped, untap "
         'them. Those Elves gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Canopy Steward", "Creature — Human Warrior",
         "Whenever one or more Elves you control become tapped, untap "
         'them. Those Elves gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Canopy Outrider", "Creature — Elf Warrior",
         "Whenever one or more other Elves you control attack, untap "
         'them. Those Elves gain "{T}: Add {G}." until end of turn.', "", "G"),
        # "those creatures" after the card and a target the effect named: both
        ("Thornpact Captain", "Creature — Elf Warrior",
         "Whenever this creature attacks, untap it and up to one other "
         'target creature you control, and those creatures gain "{T}: '
         'Add {G}." until end of turn.', "G", "G"),
        ("Thornpact Herald", "Creature — Elf Warrior",
         "Whenever this creature attacks, untap up to two other target "
         'creatures you control, and those creatures gain "{T}: Add '
         '{G}." until end of turn.', "", "G"),
        # "It" after the card the trigger's effect named last is the card
        ("Quarrygate Ridge", "Land",
         "{T}: Add {C}.\nWhenever an opponent plays a Mountain, tap this "
         "land. It becomes a Mountain in addition to its other types "
         "until end of turn.", "RC", "RC"),
        ("Quarrygate Scar", "Land",
         "{T}: Add {C}.\nWhenever an opponent plays a Mountain, untap it. "
         "It becomes a Forest in addition to its other types until end "
         "of turn.", "C", "GC"),
        # a branch that brings the card back pairs with no other
        ("Flickerbet Rogue", "Creature — Human Rogue",
         "{2}{U}: Flip a coin. If you lose the flip, exile this "
         "creature, then return it to the battlefield under its owner's "
         "control. If you win the flip, return it to its owner's hand. "
         'Rogues you control gain "{T}: Add {U}." until end of turn.', "U", "U"),
        ("Flickerbet Goblin", "Creature — Goblin",
         "{1}{R}: Roll a six-sided die. If the result is 4 or higher, "
         "exile this creature, then return it to the battlefield tapped. "
         'Otherwise, sacrifice it. Goblins you control gain "{T}: Add '
         '{R}." until end of turn.', "R", "R"),
        # a number of additional mana beside the mana the event produced
        ("Festival Bloom", "Enchantment — Aura",
         "Enchant land\nWhenever enchanted land is tapped for mana, its "
         "controller adds three additional mana of any one color.", "WUBRG", "WUBRG"),
        # a type change while the card works in its graveyard leaves it out
        ("Barrowmoss Flats", "Land",
         "{T}: Add {C}.\nAs long as this card is in your graveyard, each "
         "land you control is a Swamp in addition to its other types.", "C", "BC"),
        ("Barrowmoss Dell", "Land",
         "{T}: Add {C}.\n{1}{G}: Return this card from your graveyard to "
         "your hand. Each land you control becomes a Forest in addition "
         "to its other types until end of turn. Activate only as a "
         "sorcery.", "C", "GC"),
        ("Barrowmoss Vale", "Land",
         "{T}: Add {C}.\n{3}{G}: Return this card from your graveyard to "
         "the battlefield tapped. Each land you control becomes a Forest "
         "in addition to its other types until end of turn.", "GC", "GC"),
        # "that card" after a trigger on another object is that object
        ("Gravecall Warden", "Creature — Zombie Knight",
         "Whenever a nontoken creature you control dies, if this card is "
         "in your graveyard, you may pay {1}{B}. If you do, return that "
         'card to the battlefield. Zombies you control gain "{T}: Add '
         '{B}." until end of turn.', "", "B"),
        # probe dh at this session's rules: "three or more"; a four-item list
        ("Trampling Horde", "Creature — Elf Warrior",
         "Whenever you attack with three or more creatures, untap them. "
         'They gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Brazen Usurper", "Creature — Goblin Rogue",
         "Whenever this creature attacks, gain control of an artifact, "
         "creature, enchantment, or planeswalker defending player "
         'controls until end of turn. Untap it. It gains "{T}: Add {R}." '
         "until end of turn.", "", "R"),
        # a comparison of the same count; "no" of another condition; a
        # comparison that conditions only its own clause
        ("Envious Grovekeeper", "Creature — Elf Druid",
         "At the beginning of each player's upkeep, if you control more "
         "creatures than that player controls, creatures that player "
         'controls gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Grudging Grovekeeper", "Creature — Elf Druid",
         "At the beginning of each player's upkeep, if that player "
         "controls no Elves and has more cards in hand than you, "
         'creatures that player controls gain "{T}: Add {G}." until end '
         "of turn.", "", "G"),
        ("Generous Grovekeeper", "Creature — Elf Druid",
         "At the beginning of each player's upkeep, that player mills "
         "two cards if that player has fewer cards in hand than you. "
         'Creatures that player controls gain "{T}: Add {G}." until end '
         "of turn.", "G", "G"),
        # a step that may not happen; a group step; "it" of another object or
        # of one the card may be
        ("Hesitant Masker", "Creature — Human Wizard",
         "{2}{U}: You may turn this creature face down. Wizards you "
         'control gain "{T}: Add {U}." until end of turn.', "U", "U"),
        ("Mass Masquerade", "Creature — Shapeshifter",
         "{4}: Turn each creature you control face down. Face-down "
         'creatures you control gain "{T}: Add {C}." until end of turn.', "C", "C"),
        ("Shadow Handler", "Creature — Human Rogue",
         "Whenever another Rogue you control deals combat damage to a "
         "player, turn it face down. Face-down creatures you control "
         'gain "{T}: Add {B}." until end of turn.', "", "B"),
        ("Shadow Captain", "Creature — Human Rogue",
         "Whenever a Rogue you control deals combat damage to a player, "
         'turn it face down. Face-down creatures you control gain "{T}: '
         'Add {B}." until end of turn.', "B", "B"),
        # the chosen type only while something is so; by a short name
        ("Daytime Mimic", "Creature — Shapeshifter",
         "As this creature enters, choose a creature type.\nThis creature "
         "is the chosen type in addition to its other types during your "
         "turn.\n{2}: Exile each creature you control of the chosen type. "
         'Shapeshifters you control gain "{T}: Add {C}." until end of '
         "turn.", "C", "C"),
        ("Ysolde, Kin of Many", "Legendary Creature — Elf Shapeshifter",
         "As Ysolde enters, choose a creature type.\nYsolde is the chosen "
         "type in addition to its other types.\n{2}{G}: Each creature you "
         "control of the chosen type phases out. Elves you control gain "
         '"{T}: Add {G}." until end of turn.', "", "G"),
        # a card put onto the battlefield as a copy; "attacking Knights"
        ("Gravecast Mirror", "Creature — Shapeshifter",
         "{4}{U}: Put a creature card from your graveyard onto the "
         "battlefield under your control as a copy of this creature, "
         'except it has "{T}: Add {U}."', "", "U"),
        # "it" after a spell cast is the spell, which enters as the copy
        ("Echoing Visage", "Creature — Shapeshifter",
         "Whenever you cast a Shapeshifter spell, you may have it enter "
         'as a copy of this creature, except it has "{T}: Add {U}."', "", "U"),
        ("Charging Squire", "Creature — Human Knight",
         "{1}: This creature gets +1/+0 until end of turn and attacking "
         'Knights gain "{T}: Add {W}." until end of turn.', "W", "W"),
        # parser gaps the mutants of the session-16 sample found: "Elf creatures"
        # after "and"; "nontoken Elves" after a clause with its own verb; a
        # relative list of several-word items; "This creature and that token"
        # after a quote; a counter the card enters with, in another paragraph
        ("Grovecall Herbalist", "Creature — Human Druid",
         "{T}: This creature gets +1/+1 until end of turn and Elf "
         'creatures gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Thicket Vanguard", "Creature — Elf Druid",
         "{1}{G}, {T}: Target creature gets +1/+1 until end of turn and "
         'nontoken Elves you control gain "{T}: Add {G}." until end of '
         "turn.", "G", "G"),
        ("Kinward Canopy", "Creature — Elf Druid",
         "Creatures you control that are Elf Warriors, Elf Druids, or "
         'Elf Rangers have "{T}: Add {G}."', "G", "G"),
        ("Sproutcaller Adept", "Creature — Elf Druid",
         "When this creature enters, create a 1/1 green Elf creature "
         'token with "{T}: Add {G}." This creature and that token each '
         'gain "{T}: Add {R}." until end of turn.', "R", "RG"),
        ("Floodmark Channel", "Land",
         "This land enters tapped with a flood counter on it.\n{T}: Add "
         "{C}.\nEach land with a flood counter on it is an Island in "
         "addition to its other types.", "UC", "UC"),
        # probes dq and dv at the newest rules
        ("Skulking Pathfinder", "Creature — Elf Rogue",
         "Whenever this creature attacks, defending player may scry 1 "
         "and you turn this creature face down. Elves you control gain "
         '"{T}: Add {G}." until end of turn.', "", "G"),
        ("Veiled Tender", "Creature — Elf Rogue",
         "{2}{G}: You gain 2 life if you control a Forest, then turn "
         'this creature face down. Elves you control gain "{T}: Add '
         '{G}." until end of turn.', "", "G"),
        ("Masquerade Conductor", "Artifact Creature — Construct",
         "{3}: Turn all untapped creatures you control face down. "
         'Face-down creatures you control gain "{T}: Add {C}." until end '
         "of turn.", "C", "C"),
        ("Sharing Elder", "Creature — Elf Druid",
         "At the beginning of each player's upkeep, that player gains 1 "
         "life if that player has less life than you, and creatures that "
         'player controls gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Banner Mimic", "Creature — Human Shapeshifter",
         "As this creature enters, choose a creature type.\nThis creature "
         "is the chosen type in addition to its other types and has "
         "vigilance as long as you control a Plains.\n{2}{W}: Exile each "
         "creature you control of the chosen type. Humans you control "
         'gain "{T}: Add {W}." until end of turn.', "", "W"),
        ("Banner Marshal", "Creature — Human Soldier",
         "As this creature enters, choose a creature type.\nCreatures you "
         "control are the chosen type in addition to their other "
         "types.\n{2}{W}: Exile each creature you control of the chosen "
         'type. Humans you control gain "{T}: Add {W}." until end of '
         "turn.", "", "W"),
        ("Tidal Evictor", "Creature — Merfolk Wizard",
         "When this creature enters, choose an artifact, battle, "
         "creature, enchantment, or land an opponent controls. Return it "
         'to its owner\'s hand. Merfolk you control gain "{T}: Add {U}." '
         "until end of turn.", "U", "U"),
        ("Undying Mimic", "Creature — Zombie Shapeshifter",
         "When this creature dies, you may put it onto the battlefield "
         "as a copy of another target creature you control, except it "
         'has "{T}: Add {B}."', "B", "B"),
        ("Cragmaw Idol", "Artifact",
         "Lands you control are Mountains in addition to their other "
         "types.\n{1}: This artifact becomes a land in addition to its "
         "other types until end of turn.", "R", "R"),
        ("Gearbound Sentry", "Creature — Human Soldier",
         "This creature is an artifact in addition to its other "
         'types.\nArtifacts you control have "{T}: Add {C}."', "C", "C"),
        ("Tidecopy Adept", "Creature — Shapeshifter",
         "Whenever you cast another Shapeshifter spell, you may have it "
         "enter as a copy of this creature, except it's an Island land "
         "in addition to its other types.", "", "U"),
        ("Mirrorpool Flats", "Land",
         "{T}: Add {C}.\n{2}, {T}: Target land you control becomes a copy "
         "of this land until end of turn, except it's a Swamp in "
         "addition to its other types.", "C", "BC"),
        ("Chosen Meadow", "Land",
         "{T}: Add {C}.\nAs this land enters, choose another land you "
         "control.\nThe chosen land is a Plains in addition to its other "
         "types.", "C", "WC"),
        ("Fateroll Sentinel", "Creature — Elf Scout",
         "When this creature enters, roll a d20.\n1—9 | Exile this "
         'creature. Elves you control gain "{T}: Add {G}." until end of '
         "turn.\n10—20 | Draw a card.", "", "G"),
        # a choice that can't name the card's type (and guards where it can)
        ("Outcast Warden", "Creature — Goblin",
         "As this creature enters, choose a creature type other than "
         'Goblin.\nCreatures you control of the chosen type have "{T}: '
         'Add {R}."', "", "R"),
        ("Outcast Chieftain", "Creature — Goblin Warrior",
         "As this creature enters, choose a creature type other than "
         'Goblin.\nCreatures you control of the chosen type have "{T}: '
         'Add {R}."', "R", "R"),
        ("Forged Sigil", "Artifact",
         "As this artifact enters, choose creature or land.\nPermanents "
         'you control of the chosen type have "{T}: Add {C}."', "", "C"),
        ("Forged Idol", "Artifact Creature — Golem",
         "As this creature enters, choose artifact or "
         "enchantment.\nPermanents you control of the chosen type have "
         '"{T}: Add {C}."', "C", "C"),
        # "with three +1/+1 counters on it" says which objects a step exiles
        ("Thornweight Culler", "Creature — Elf Warrior",
         "{2}{G}: Exile each creature you control with three +1/+1 "
         'counters on it. Elves you control gain "{T}: Add {G}." until '
         "end of turn.", "G", "G"),
        ("Timebound Culler", "Creature — Elf Warrior",
         "{2}{G}: Exile each Elf you control with three time counters on "
         'it. Elves you control gain "{T}: Add {G}." until end of turn.', "", "G"),
        # "It becomes a copy ..., except it has" after a sentence about the card
        ("Mirrorwake Sprite", "Creature — Faerie Shapeshifter",
         "{2}{U}: Untap this creature. It becomes a copy of target "
         'creature you control until end of turn, except it has "{T}: '
         'Add {U}."', "U", "U"),
        ("Mirrorwake Thief", "Creature — Human Rogue",
         "{2}{U}: Untap target creature an opponent controls. It becomes "
         'a copy of this creature until end of turn, except it has "{T}: '
         'Add {U}."', "", "U"),
        # "each attacking Knight", and "Each of them" as "they"
        ("Banner Knight", "Creature — Human Knight",
         "Whenever you attack, untap each attacking Knight. They gain "
         '"{T}: Add {W}." until end of turn.', "W", "W"),
        ("Banner Herald", "Creature — Human Cleric",
         "Whenever you attack, untap each attacking Knight. Each of them "
         'gains "{T}: Add {W}." until end of turn.', "", "W"),
        ("Banner Captain", "Creature — Human Knight",
         "{2}{W}: Untap all Knights you control. Each of them gains "
         '"{T}: Add {W}." until end of turn.', "W", "W"),
        # a copy's exception for a trigger's object the card may be
        ("Echo of the Brood", "Creature — Elf Shapeshifter",
         "Whenever a creature you control enters, you may have it become "
         'a copy of this creature until end of turn, except it has "{T}: '
         'Add {G}."', "G", "G"),
        ("Echo of the Other", "Creature — Elf Shapeshifter",
         "Whenever another creature you control enters, you may have it "
         'become a copy of this creature, except it has "{T}: Add {G}."', "", "G"),
        # a die roll's results in two branches that cover every result (and a gap)
        ("Bonecast Augur", "Creature — Goblin Shaman",
         "{1}{R}: Roll a six-sided die. If the result is 4 or higher, "
         "sacrifice this creature. If the result is 3 or less, return it "
         'to its owner\'s hand. Goblins you control gain "{T}: Add {R}." '
         "until end of turn.", "", "R"),
        ("Bonecast Gambler", "Creature — Goblin Shaman",
         "{1}{R}: Roll a six-sided die. If the result is 1, sacrifice "
         "this creature. If the result is 3 or higher, return it to its "
         'owner\'s hand. Goblins you control gain "{T}: Add {R}." until '
         "end of turn.", "R", "R"),
        # probe dw at the newest rules
        ("Shroudwake Elemental", "Creature — Elemental",
         "When this creature dies, exile it, then put that card onto the "
         "battlefield face down. Face-down creatures you control gain "
         '"{T}: Add {C}." until end of turn.', "C", "C"),
        ("Shroudwake Elf", "Creature — Elf Rogue",
         "When this creature enters, exile it. Then put that card onto "
         'the battlefield face down. Elves you control gain "{T}: Add '
         '{G}." until end of turn.', "", "G"),
        ("Fleeting Kinship", "Creature — Human Shapeshifter",
         "As this creature enters, choose a creature type.\nAs long as "
         "you control a Plains, creatures you control are the chosen "
         "type in addition to their other types.\n{2}{W}: Each creature "
         "you control of the chosen type phases out. Humans you control "
         'gain "{T}: Add {W}." until end of turn.', "W", "W"),
        ("Steadfast Kinship", "Creature — Human Shapeshifter",
         "As this creature enters, choose a creature type.\nEach creature "
         "you control is the chosen type in addition to its other "
         "types.\n{2}{W}: Each creature you control of the chosen type "
         'phases out. Humans you control gain "{T}: Add {W}." until end '
         "of turn.", "", "W"),
        ("Wildgrove Caller", "Creature — Elf Druid",
         "{1}{G}: This creature gets +1/+1 until end of turn and Elf "
         'creatures gain "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Warband Roster", "Creature — Human Ranger",
         "Creatures you control that are Elf Warriors, Human Rangers, or "
         'Dwarf Berserkers have "{T}: Add {R}."', "R", "R"),
        ("Warband Muster", "Creature — Elf Shaman",
         "Creatures you control that are Elf Warriors or Elf Druids have "
         '"{T}: Add {G}."', "", "G"),
        ("Mirage Quarry", "Land",
         "{T}: Add {C}.\nWhenever another land you control enters, you "
         "may have it become a copy of this land until end of turn, "
         "except it's a Plains in addition to its other types.", "C", "WC"),
        ("Floodgate Sluice", "Land",
         "{T}: Add {C}.\n{1}, {T}: Put a flood counter on each other land "
         "you control.\nLands you control with flood counters on them are "
         "Islands in addition to their other types.", "C", "UC"),
        ("Jackpot Goblin", "Creature — Goblin",
         "{T}: Roll a six-sided die. This ability has the indicated "
         "effect.\n1 — Exile this creature. Goblins you control gain "
         '"{T}: Add {R}." until end of turn.\n2-6 — Draw a card.', "", "R"),
        # "It and that token": the card and the token
        ("Sporecaller Elder", "Creature — Fungus Druid",
         "When this creature enters, create a 1/1 green Saproling "
         'creature token. It and that token each gain "{T}: Add {B}." '
         "until end of turn.", "B", "B"),
        # probe dz at the newest rules
        ("Hollowmask Mimic", "Creature — Goblin Shapeshifter",
         "As this creature enters, choose a creature type other than "
         "Goblin.\nThis creature is the chosen type in addition to its "
         "other types.\nCreatures you control of the chosen type have "
         '"{T}: Add {R}."', "R", "R"),
        ("Hollowmask Outcast", "Creature — Goblin",
         "As this creature enters, choose a creature type other than "
         "Goblin.\nCreatures you control that aren't of the chosen type "
         'have "{T}: Add {R}."', "R", "R"),
        ("Hollowmask Pretender", "Creature — Goblin",
         "As this creature enters, choose a creature type other than "
         "Goblin.\nDuring your turn, this creature is the chosen type in "
         "addition to its other types.\nCreatures you control of the "
         'chosen type have "{T}: Add {R}."', "R", "R"),
        ("Hollowmask Marshal", "Creature — Human Soldier",
         "As this creature enters, choose a creature type.\nEach tapped "
         "creature you control is the chosen type in addition to its "
         "other types.\n{2}{W}: Exile each creature you control of the "
         'chosen type. Creatures you control gain "{T}: Add {W}." until '
         "end of turn.", "W", "W"),
        ("Hollowmask Steward", "Creature — Human Soldier",
         "As this creature enters, choose a creature type.\nCreatures you "
         "control are the chosen type in addition to their other "
         "types.\nEach creature you control that isn't of the chosen type "
         'has "{T}: Add {W}."', "", "W"),
        ("Rival's Hollow", "Land",
         "{T}: Add {C}.\nWhenever an opponent plays a land, you may have "
         "it become a copy of this land until end of turn, except it's a "
         "Forest in addition to its other types.", "C", "GC"),
        ("Mirrorlake Basin", "Land",
         "{T}: Add {C}.\n{2}, {T}: Untap another target land you control. "
         "It becomes a copy of this land until end of turn, except it's "
         "a Swamp in addition to its other types.", "C", "BC"),
        ("Sproutbind Elder", "Creature — Human Druid",
         "Whenever an Elf you control enters, create a 1/1 green "
         'Saproling creature token. It and that token each gain "{T}: '
         'Add {B}." until end of turn.', "", "B"),
        ("Raging Packlord", "Creature — Elf Warrior",
         "Whenever one or more Elves you control attack, untap them. "
         'Each of them gains "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Chosen Pair", "Creature — Elf Druid",
         "When this creature enters, choose up to two creatures you "
         'control. Each of them gains "{T}: Add {G}." until end of turn.', "", "G"),
        ("Crowned Sentry", "Legendary Creature — Human Knight",
         'Each creature you control that\'s a legendary Elf has "{T}: Add '
         '{G}."', "", "G"),
        ("Token Warden", "Creature — Elf Druid",
         'Each creature you control that\'s an Elf token has "{T}: Add '
         '{G}."', "", "G"),
        ("Tidemark Basin", "Land",
         "{T}: Add {C}.\n{1}, {T}: Put a flood counter on each land you "
         "control.\nLands you control with flood counters on them are "
         "Islands in addition to their other types.", "UC", "UC"),
        ("Ebbmark Basin", "Land",
         "{T}: Add {C}.\nLands you control with flood counters on them "
         "are Islands in addition to their other types.\nAt the beginning "
         "of your end step, remove all flood counters from lands you "
         "control.", "UC", "UC"),
        ("Bloomrock Terrace", "Land",
         "{T}: Add {C}.\n{1}, {T}: Put a +1/+1 counter on another target "
         "land you control.\nEach land you control with a +1/+1 counter "
         "on it is a Forest in addition to its other types.", "C", "GC"),
        ("Sproutbind Kin", "Creature — Elf Druid",
         "Whenever an Elf you control enters, create a 1/1 green "
         'Saproling creature token. It and that token each gain "{T}: '
         'Add {B}." until end of turn.', "B", "B"),
        ("Shiftsoil Terrace", "Land",
         "{T}: Add {C}.\n{3}: Untap this land. It becomes a copy of "
         "target land you control until end of turn, except it's a "
         "Forest in addition to its other types.", "GC", "GC"),
        # probe eb: counters on "each of them", "Those lands" after the card and
        # a target, the card's name in "X or another Elf"
        ("Bloomstride Scout", "Creature — Elf Scout",
         "Whenever this creature and at least two other creatures "
         "attack, put a bloom counter on each of them. (A creature with "
         'a bloom counter on it has "{T}: Add {G}.")', "G", "G"),
        ("Twinfield Commons", "Land",
         "{T}: Add {C}.\n{3}, {T}: Untap this land and up to one other "
         "target land you control. Those lands become Plains until end "
         "of turn.", "WC", "WC"),
        ("Ysmera, Grove Herald", "Legendary Creature — Elf Druid",
         "Whenever Ysmera or another Elf you control enters, it gains "
         '"{T}: Add {G}." until end of turn.', "G", "G"),
        # probe ea at the newest rules
        ("Outcast Drummer", "Creature — Goblin",
         "As this creature enters, choose a creature type other than "
         "Goblin.\nWhen this creature dies, choose one —\n• Draw a card.\n• "
         "You gain 2 life.\nCreatures you control of the chosen type have "
         '"{T}: Add {R}."', "", "R"),
        ("Outcast Herald", "Creature — Goblin",
         "As this creature enters, choose a color and a creature type "
         "other than Goblin.\nCreatures you control of the chosen type "
         'have "{T}: Add one mana of the chosen color."', "", "WUBRG"),
        ("Outcast Warcaller", "Creature — Goblin",
         "As this creature enters, choose a creature type other than "
         "Goblin.\nAttacking Goblins you control are the chosen type in "
         "addition to their other types.\nCreatures you control of the "
         'chosen type have "{T}: Add {R}."', "R", "R"),
        ("Outcast Mimic", "Creature — Goblin",
         "As this creature enters, choose a creature type other than "
         "Goblin.\n{1}{R}: This creature becomes the chosen type in "
         "addition to its other types until end of turn.\nCreatures you "
         'control of the chosen type have "{T}: Add {R}."', "R", "R"),
        ("Hollowgate Estate", "Land",
         "{T}: Add {C}.\n{1}, {T}: Choose another land you control. You "
         "may have it become a copy of this land until end of turn, "
         "except it's a Mountain in addition to its other types.", "C", "RC"),
        ("Hollowgate Ward", "Land",
         "{T}: Add {C}.\nAt the beginning of your upkeep, you may have "
         "target land you control become a copy of this land until end "
         "of turn, except it's an Island in addition to its other types.", "C", "UC"),
        ("Treasurer's Mirror", "Land",
         "When this land enters, create a Treasure token. Then you may "
         "have this land become a copy of target land you control until "
         "end of turn, except it's a Swamp in addition to its other "
         "types.", "B", "WUBRG"),
        ("Oathblade Squire", "Artifact — Equipment",
         "Whenever equipped creature attacks, create a 1/1 white Soldier "
         'creature token. It and that token each gain "{T}: Add {W}." '
         "until end of turn.\nEquip {2}", "", "W"),
        ("Cabal Steward", "Creature — Human Cleric",
         "When this creature enters, choose any number of creatures you "
         'control. Each of them gains "{T}: Add {B}." until end of turn.', "", "B"),
        ("Tidewatch Basin", "Land",
         "{T}: Add {C}.\nWhenever a land you control enters, tap target "
         "land an opponent controls and put a flood counter on it.\nLands "
         "with flood counters on them are Islands in addition to their "
         "other types.", "C", "UC"),
        # probe ec at the newest rules
        ("Ritewarden Seer", "Creature — Elf",
         "As this creature enters, choose a creature type other than "
         "Elf.\nWhenever another creature you control enters, it becomes "
         "the chosen type in addition to its other types until end of "
         'turn.\nCreatures you control of the chosen type have "{T}: Add '
         '{G}."', "", "G"),
        ("Bloomcharge Captain", "Creature — Elf Warrior",
         "Whenever this creature and at least one other creature attack, "
         "untap up to two other target creatures you control and put a "
         "bloom counter on each of them. (A creature with a bloom "
         'counter on it has "{T}: Add {G}.")', "", "G"),
        ("Bloomcharge Herald", "Creature — Elf Warrior",
         "Whenever one or more Elves you control attack, put a bloom "
         "counter on each of them. (A creature with a bloom counter on "
         'it has "{T}: Add {G}.")', "G", "G"),
        ("Bryndle, Bloom Herald", "Legendary Creature — Elf Druid",
         "Whenever Bryndle or another Elf you control enters, put a "
         "bloom counter on it. (A creature with a bloom counter on it "
         'has "{T}: Add {G}.")', "G", "G"),
        ("Thornhold, Root Citadel", "Legendary Land",
         "Whenever Thornhold or another land you control enters, it "
         "becomes a Forest in addition to its other types until end of "
         "turn.", "G", "G"),
        ("Saproling Mirror", "Land",
         "When this land enters, create a 1/1 green Saproling creature "
         "token, then you may have this land become a copy of target "
         "land you control, except it's a Forest in addition to its "
         "other types.", "G", "G"),
        ("Floodmark Weir", "Land",
         "{T}: Add {C}.\nEach land with a flood counter on it is an "
         "Island in addition to its other types.\nWhenever one or more "
         "lands you control enter, put a flood counter on each of them.", "UC", "UC"),
        # "untap those Goblin Shamans. They gain": the trigger's objects (mutant #42)
        ("Kilnhorn Shaman", "Creature — Goblin Shaman",
         "Whenever one or more Goblin Shamans you control become tapped, "
         'untap those Goblin Shamans. They gain "{T}: Add {R}." until '
         "end of turn.", "R", "R"),
        # the card's legendary name, comma and all, in its own dies trigger (mutant #13)
        ("Ysolde, Grove Keeper", "Legendary Creature — Elf Druid",
         'When Ysolde, Grove Keeper dies, Elves you control gain "{T}: '
         'Add {G}." until end of turn.', "", "G"),
        # a quoted ability's own color choice is no choice of the face's (mutant #66)
        ("Banner of the Vale", "Artifact",
         "As this artifact enters, choose a color other than black.\n{T}: "
         "Add one mana of the chosen color.\nCreatures you control have "
         '"Whenever this creature attacks, choose a color. This creature '
         'gains protection from that color until end of turn."', "WURG", "WURG"),
        # of two copies in one sentence, the exception is the last one's (mutant #53)
        ("Twinned Reflection", "Creature — Shapeshifter",
         "{3}{U}: This creature becomes a copy of target creature and "
         "another target creature you control becomes a copy of this "
         'creature until end of turn, except it has "{T}: Add {U}."', "", "U"),
    ],
)  # fmt: skip
def test_the_silent_misses_mended_in_the_seventeenth_session(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """Silent misses of the probes mended by rules: the creatures a player attacks
    with (508.1a); a trigger's objects of the chosen type, and a card its text makes the
    chosen type; a group after the card's own keyword and "and", with a grant verb of its
    own; an object named with a list of qualities ("an artifact, creature, or enchantment an
    opponent controls", "a nonland, nontoken permanent you control"); a condition's list;
    the exception of a copy another object becomes; complementary branches; a player
    compared with you; a land a condition names; a changeling and a chosen card type; the
    card turned face down before its grant; "those" objects of a trigger, and of an effect
    that named the card; "It" after the card the trigger's effect named; a branch that
    returns the card; "two additional mana"; a type change from the graveyard; "that card"
    after a trigger on another object; probe dh's finds at those rules; the gaps the
    mutants found; probes dq and dv: face-down steps' doubts, a group made the chosen type,
    "put it onto the battlefield", a die roll's rows, types the card's text gives it, a
    copy's land type exception, "The chosen land"; a choice the card's type can't meet;
    power and toughness counters that say which objects are exiled; "It becomes a copy"
    after a sentence about the card; "each attacking Knight" and "Each of them"; a copy's
    exception for a trigger's object; a die roll's results in two branches; probe dw's finds
    (a face-down "put", the chosen type of a group, "Elf creatures", lists of several-word
    items, a copy of a land for a trigger's object, counters on them, "1 —" result rows);
    probe dz's (choices and the chosen type, a land's copy exception, "It and that token",
    "Each of them", relative items with qualities, where counters are put); probes eb's, ea's
    and ec's."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # a token copy's plural exception is the tokens' (probe ee)
        ("Mirage Spire", "Land",
         "{T}: Add {C}.\n{5}, {T}: Create two tokens that are copies of "
         "this land, except they're Islands in addition to their other "
         "types.", "C", "UC"),
        # a distributive "each" after a pronoun (probe ee)
        ("Bogland Herald", "Creature — Human Shaman",
         "Whenever this creature attacks, untap up to two target lands "
         "you control. They each become a Swamp in addition to their "
         "other types until end of turn.", "", "B"),
        # a legendary name whose epithet opens with "the" in its own leaving trigger (probe eg)
        ("Keld, the Undergrowth", "Legendary Creature — Human Druid",
         "When Keld, the Undergrowth leaves the battlefield, Druids you "
         'control gain "{T}: Add {G}." until end of turn.', "", "G"),
        # a quoted ability's own limited color choice limits its own mana (probe eg)
        ("Prism of Exclusion", "Artifact — Equipment",
         'Equipped creature has "{T}: Choose a color other than green or '
         'blue. Add one mana of that color."\nEquip {2}', "", "WBR"),
        # ... granted to a group the card is in (probe eg)
        ("Ember Chanter", "Creature — Goblin Shaman",
         'Goblins you control have "{T}: Choose red or white. Add one '
         'mana of that color."', "WR", "WR"),
        # "it" of a trigger the card may set off becomes the chosen type (probe eg)
        ("Warband Inductor", "Creature — Goblin",
         "As this creature enters, choose a creature type other than "
         "Goblin.\nWhenever a creature you control attacks, it becomes "
         "the chosen type in addition to its other types until end of "
         'turn.\nCreatures you control of the chosen type have "{T}: Add '
         '{R}."', "R", "R"),
        # "one or more other lands": the kind is "other lands", never "other" (probe ec)
        ("Emberfall Herald", "Creature — Elemental",
         "Landfall — Whenever one or more other lands you control enter, "
         "they become Mountains in addition to their other types until "
         "end of turn.", "", "R"),
        # a creature type's choice with "other than" before a basic land type's (probe ec)
        ("Frontier Surveyor", "Creature — Human Scout",
         "As this creature enters, choose a creature type other than "
         "Human and a basic land type.\nLands you control are the chosen "
         "basic land type in addition to their other types.", "", "WUBRG"),
        # "an enchanted creature you control" in a trigger is a state the card may be in (probe ec)
        ("Halo-Bearer Acolyte", "Creature — Human Cleric",
         "Whenever an enchanted creature you control attacks, it gains "
         '"{T}: Add {W}." until end of turn.', "W", "W"),
        # a sentence that only chooses a color names no object for "each of them" (probe ec)
        ("Prismroot Caller", "Creature — Elf Druid",
         "Whenever this creature attacks, untap all Druids you control. "
         'Then choose a color. Each of them gains "{T}: Add one mana of '
         'the chosen color." until end of turn.', "WUBRG", "WUBRG"),
        # the card named beside a target made the chosen type (probe ec)
        ("Banner-Sworn Captain", "Creature — Human",
         "As this creature enters, choose a creature type other than "
         "Human.\n{2}: Until end of turn, this creature and up to two "
         "other target creatures you control each become the chosen type "
         "in addition to their other types.\nCreatures you control of the "
         'chosen type have "{T}: Add {W}."', "W", "W"),
        # the land you tap for mana is yours, the card too (probe ea)
        ("Miremark Sluice", "Land",
         "{T}: Add {C}.\nWhenever you tap a land for mana, put a mire "
         "counter on it.\nLands you control with mire counters on them "
         "are Swamps in addition to their other types.", "BC", "BC"),
        # a land a player chose is another object, as a target is, for a land type (probe ea)
        ("Wayshrine Commons", "Land",
         "{T}: Add {C}.\n{2}, {T}: Choose a land you control. It becomes "
         "an Island in addition to its other types until end of turn.", "C", "UC"),
        # ... and for a copy's exception
        ("Wayshrine Echo", "Land",
         "{T}: Add {C}.\nAt the beginning of your upkeep, choose a land "
         "you control. It becomes a copy of this land until end of turn, "
         "except it's a Mountain in addition to its other types.", "C", "RC"),
        # a trigger's object under an opponent's control, by either wording (probe ea)
        ("Scorchfield Border", "Land",
         "{T}: Add {C}.\nWhenever a land enters under an opponent's "
         "control, it becomes a Mountain in addition to its other types "
         "until end of turn.", "C", "RC"),
        ("Tarnished Ford", "Land",
         "{T}: Add {C}.\nWhenever a land an opponent controls becomes "
         "tapped, you may have it become a copy of this land until end "
         "of turn, except it's a Swamp in addition to its other types.", "C", "BC"),
        # a quote after the object a token copies describes that object (probe ek)
        ("Seedcopy Ritualist", "Creature — Elf Druid",
         "When this creature enters, create a token that's a copy of "
         'target land you control with "{T}: Add {G}."', "", ""),
        # the card's name with 'the' or another object in a leaving trigger: the card may stay
        ("Orsa, the Ember Matron", "Legendary Creature — Goblin Shaman",
         "Whenever Orsa, the Ember Matron or another Goblin you control "
         'dies, Goblins you control gain "{T}: Add {R}." until end of '
         "turn.", "R", "R"),
        # "each become copies of this land, except they're": the targets' (probe ei)
        ("Verdant Replica Field", "Land",
         "{T}: Add {C}.\n{4}, {T}: Up to three other target lands you "
         "control each become copies of this land until end of turn, "
         "except they're Forests in addition to their other types.", "C", "GC"),
        # a pronoun after a token copy of this land is the token, a land (probe ei)
        ("Mirrored Bog", "Land",
         "{T}: Add {C}.\n{3}, {T}: Create a token that's a copy of this "
         "land. It's a Mountain in addition to its other types.", "C", "RC"),
        # "a basic land type" names no land for "They" to stand for (probe em)
        ("Tidegate Terrace", "Land",
         "{T}: Add {C}.\n{3}: Untap each land you control. Then choose a "
         "basic land type. They become that type until end of turn.", "WUBRGC", "WUBRGC"),
        # "it" of a trigger that names the card, beside a target, made the chosen type (probe em)
        ("Shieldwall Sergeant", "Creature — Human",
         "As this creature enters, choose a creature type other than "
         "Human.\nWhenever this creature blocks, it and up to one other "
         "target creature you control each become the chosen type in "
         "addition to their other types until end of turn.\nCreatures you "
         'control of the chosen type have "{T}: Add {W}."', "W", "W"),
        # "Whenever you tap another land for mana": never the card (probe em)
        ("Fenmouth Sluice", "Land",
         "{T}: Add {C}.\nWhenever you tap another land for mana, it "
         "becomes a Swamp in addition to its other types until end of "
         "turn.", "C", "BC"),
        # "that land's controller" names a player, and "puts" a counter (probe em)
        ("Mirewatch Tower", "Land",
         "{T}: Add {C}.\nWhenever a player taps a land for mana, that "
         "land's controller puts a mire counter on it.\nLands with mire "
         "counters on them are Swamps in addition to their other types.", "BC", "BC"),
        # a choice of a land and a basic land type (probe em)
        ("Cartographer's Post", "Land",
         "{T}: Add {C}.\n{2}, {T}: Choose an untapped land you control "
         "and a basic land type. That land becomes the chosen type until "
         "end of turn.", "C", "WUBRGC"),
        # a quoted ability's period ends no sentence of a token copy's exception (probe em)
        ("Drowned Facsimile", "Sorcery",
         "Create a token that's a copy of target land you control with "
         '"{T}: Add {B}.", except it\'s an Island in addition to its '
         "other types.", "", "U"),
        # the card joined to another land that become copies, "except they're" (probe em)
        ("Twinned Grove", "Land",
         "{T}: Add {C}.\n{5}, {T}: This land and target land you control "
         "each become copies of target nonbasic land until end of turn, "
         "except they're Forests in addition to their other types.", "GC", "GC"),
        # "That token" after a token copy of this land (probe em)
        ("Echo Quarry", "Land",
         "{T}: Add {C}.\n{5}, {T}: Create a token that's a copy of this "
         "land. That token is a Swamp in addition to its other types.", "C", "BC"),
        # a quote that ends a sentence ends it: the next one's lands make no land token (probe es)
        ("Saproling Muster", "Sorcery",
         'Create a 1/1 green Saproling creature token with "Sacrifice '
         'this token: Add {G}." Then untap each land you control that\'s '
         "a Mountain.", "", "G"),
        # a choice of several lands and a basic land type (probe es)
        ("Surveyor's Decree", "Sorcery",
         "Choose up to three lands you control and a basic land type. "
         "Those lands become the chosen type until end of turn.", "", "WUBRG"),
        # "it" beside a target after an ability word's trigger (probe es)
        ("Oathsworn Squire", "Creature — Human",
         "As this creature enters, choose a creature type other than "
         "Human.\nHeroic — Whenever you cast a spell that targets this "
         "creature, it and up to one other target creature you control "
         "each become the chosen type in addition to their other types "
         "until end of turn.\nCreatures you control of the chosen type "
         'have "{T}: Add {W}."', "W", "W"),
        # ... and "it" last in the subject (probe es)
        ("Oathsworn Page", "Creature — Human",
         "As this creature enters, choose a creature type other than "
         "Human.\nWhen this creature enters, target creature you control "
         "and it each become the chosen type in addition to their other "
         'types.\nCreatures you control of the chosen type have "{T}: Add '
         '{W}."', "W", "W"),
        # the card named last among lands that become copies (probe es)
        ("Borrowed Peaks", "Land",
         "{T}: Add {C}.\n{3}, {T}: Target land an opponent controls and "
         "this land each become copies of target basic land until end of "
         "turn, except they're Mountains in addition to their other "
         "types.", "RC", "RC"),
        # "Each land of that type" after a land type's choice (probe es)
        ("Drowning Decree", "Enchantment",
         "As this enchantment enters, choose a land type.\nEach land of "
         "that type is an Island in addition to its other types.", "", "U"),
        # a counter the card's own trigger puts "on it" (probe es)
        ("Siltbed Marsh", "Land",
         "This land enters tapped.\nWhen this land enters, put a silt "
         "counter on it.\n{T}: Add {C}.\nLands you control with silt "
         "counters on them are Swamps in addition to their other types.", "BC", "BC"),
        # a land type on a creature that is no land gives it none (205.3d, probe et)
        ("Cragborn Brute", "Creature — Goblin",
         "This creature is a Mountain in addition to its other "
         'types.\nMountains you control have "{T}: Add {R}{R}."', "", "R"),
        # "it", the trigger's object, beside a target: "They" may be the card (known cz54, cz59)
        ("Goblin Rabblerouser", "Creature — Goblin",
         "Whenever a Goblin you control becomes blocked, untap it and up "
         'to one other target creature you control. They gain "{T}: Add '
         '{R}." until end of turn.', "R", "R"),
        # the objects of a "die" trigger returned: "They" may be the card (known cz134)
        ("Spirit Reaper's Vigil", "Creature — Spirit Cleric",
         "Whenever one or more Spirits you control die, return those "
         "Spirits to the battlefield under their owner's control. They "
         'gain "{T}: Add {W}." until end of turn.', "W", "W"),
        # a card drawn or discarded is no antecedent of a type change (known db124)
        ("Tideglass Outpost", "Land",
         "{T}: Add {C}.\n{2}: Untap this land. Draw a card, then discard "
         "a card. It becomes a Swamp in addition to its other types "
         "until end of turn.", "BC", "BC"),
        # a token exiled ceases to exist: "it" is the trigger's land (known cz92)
        ("Vanishing Wharf", "Land",
         "{T}: Add {C}.\nWhenever a land you control enters, you may "
         "exile a Clue token you control. If you do, it becomes a Swamp "
         "in addition to its other types until end of turn.", "BC", "BC"),
        # a relative list of land types in a type change's subject (known dw150)
        ("Sunken Gallery", "Land — Town",
         "{T}: Add {C}.\nLands you control that are Towns, Gates, or "
         "Caves are Islands in addition to their other types.", "UC", "UC"),
        # a step's group with a relative clause of type the card's type line meets (known cw18)
        ("Mistveil Recaller", "Creature — Human Wizard",
         "{3}{U}: Return each creature you control that's a Wizard to "
         'its owner\'s hand. Humans you control gain "{T}: Add {U}." '
         "until end of turn.", "", "U"),
        ("Mistveil Recaller B", "Creature — Human Cleric",
         "{3}{U}: Return each creature you control that's a Wizard to "
         'its owner\'s hand. Humans you control gain "{T}: Add {U}." '
         "until end of turn.", "U", "U"),
        # a step's comparison with the card's own value that it meets (known cw21)
        ("Ironbark Sentinel", "Creature — Elf Warrior",
         "{2}{G}: Return each creature you control with toughness less "
         "than or equal to this creature's toughness to its owner's "
         'hand. Warriors you control gain "{T}: Add {G}." until end of '
         "turn.", "", "G"),
        # an exchange with a permanent "that player controls", an opponent (known cw31)
        ("Pactbreaker Rogue", "Creature — Goblin Rogue",
         "Whenever this creature deals combat damage to a player, you "
         "may exchange control of this creature and target artifact that "
         'player controls. If you do, Rogues you control gain "{T}: Add '
         '{B}." until end of turn.', "", "B"),
        # a token's own quote in reminder text gives it no land type (probe eu)
        ("Skycall Drake", "Creature — Drake",
         "Flying\nSkycall (When this creature enters, create a 1/1 blue "
         'Bird creature token with flying and "This token can\'t block '
         'unless you control a land that\'s an Island.")', "", ""),
        # "tokens equal to the number of lands ... that are Mountains": no land token (probe eu)
        ("Emberrally Captain", "Creature — Goblin",
         "When this creature enters, create a number of 1/1 red Goblin "
         "creature tokens equal to the number of lands you control that "
         "are Mountains.", "", ""),
        # a condition's "land" after a type gives no card type (205.3d, probe eu)
        ("Tidebound Brute", "Creature — Elemental",
         "This creature is an Island in addition to its other types as "
         "long as you control an artifact land.", "", ""),
        # a searched land put with a counter is not the card entering with one (probe eu)
        ("Mirebound Vale", "Land",
         "{T}: Add {C}.\nWhen this land enters, you may search your "
         "library for a basic land card, put it onto the battlefield "
         "tapped with a mire counter on it, then shuffle.\nEach land with "
         "a mire counter on it is a Swamp in addition to its other "
         "types.", "C", "BC"),
        # a token's quote that ends a sentence: the next sentence's grant is the card's (probe eu)
        ("Warband Drummer", "Creature — Goblin",
         "Whenever this creature attacks, create a 1/1 red Goblin "
         'creature token with haste and "This token attacks each combat '
         'if able." This creature gains "{T}: Add {R}." until end of '
         "turn.", "R", "R"),
        # ... and its type change is read (probe eu)
        ("Thopter Surveyor", "Creature — Human Artificer",
         "When this creature enters, create a 1/1 colorless Thopter "
         'artifact creature token with flying and "This token can\'t '
         'block." Then target land you control becomes a Swamp in '
         "addition to its other types until end of turn.", "", "B"),
        # "Each of those lands" after a choice of lands and a land type (probe eu)
        ("Twin Surveyance", "Sorcery",
         "Choose two lands you control and a basic land type. Each of "
         "those lands becomes the chosen type until end of turn.", "", "WUBRG"),
        # "five lands" and a land type (probe eu)
        ("Quintuple Survey", "Sorcery",
         "Choose five lands you control and a basic land type. They "
         "become the chosen type until end of turn.", "", "WUBRG"),
        # "Each land chosen this way" (probe eu)
        ("Shared Groves", "Sorcery",
         "Each player chooses two lands they control. Each land chosen "
         "this way becomes a Forest in addition to its other types until "
         "end of turn.", "", "G"),
        # "Each land of that type an opponent controls" (probe eu)
        ("Sundering Decree", "Sorcery",
         "Choose a basic land type. Each land of that type an opponent "
         "controls becomes a Plains until end of turn.", "", "W"),
        # "Lands you control of that type" may hold the card (probe eu)
        ("Saltmarsh Crossing", "Land — Island",
         "({T}: Add {U}.)\nAs this land enters, choose a basic land "
         "type.\nLands you control of that type are Swamps in addition to "
         "their other types.", "UB", "UB"),
        # an intervening "if" with a list before "it and ... each become" (probe eu)
        ("Concord Herald", "Creature — Human",
         "As this creature enters, choose a creature type other than "
         "Human.\nWhen this creature enters, if you control a Forest, a "
         "Plains, and an Island, it and up to one other target creature "
         "you control each become the chosen type in addition to their "
         "other types.\nCreatures you control of the chosen type have "
         '"{T}: Add {W}."', "W", "W"),
        # "it" after a trigger naming the card, beside a target, copies (probe eu)
        ("Mirrorwell Ford", "Land",
         "{T}: Add {C}.\nWhen this land enters, it and target land you "
         "control each become copies of target basic land until end of "
         "turn, except they're Islands in addition to their other types.", "UC", "UC"),
        # "Those lands become copies" after the card and a target (probe eu)
        ("Echoing Crag", "Land",
         "{T}: Add {C}.\n{3}, {T}: Untap this land and up to one other "
         "target land you control. Those lands become copies of target "
         "basic land until end of turn, except they're Mountains in "
         "addition to their other types.", "RC", "RC"),
        # a counter on the card its intervening "if" names (probe eu)
        ("Siltwater Bend", "Land",
         "{T}: Add {C}.\nAt the beginning of your end step, if this land "
         "is tapped, put a silt counter on it.\nLands you control with "
         "silt counters on them are Swamps in addition to their other "
         "types.", "BC", "BC"),
        # a counter on the card a trigger names after a reminder line (probe eu)
        ("Mossgrown Hollow", "Land — Forest",
         "({T}: Add {G}.)\nWhenever this land or another Forest you "
         "control becomes tapped, put a moss counter on it.\nEach land "
         "with a moss counter on it is a Plains in addition to its other "
         "types.", "WG", "WG"),
        # "except it isn't legendary and it's a Mountain" (probe eu)
        ("Borrowed Summit", "Sorcery",
         "Create a token that's a copy of target land you control, "
         "except it isn't legendary and it's a Mountain in addition to "
         "its other types.", "", "R"),
        # "As this land enters, you may put a silt counter on it" (614.12, probe ex)
        ("Siltwash Flat", "Land",
         "As this land enters, you may put a silt counter on it. If you "
         "don't, it enters tapped.\n{T}: Add {C}.\nLands you control with "
         "silt counters on them are Swamps in addition to their other "
         "types.", "BC", "BC"),
        # a basic land type chosen: a land with none is never of it (probe ex)
        ("Wayfarer's Beacon", "Land",
         "{T}: Add {C}.\nAs this land enters, choose a basic land "
         'type.\nLands you control of the chosen type have "{T}: Add '
         '{R}{R}."', "C", "RC"),
        # "it and this creature each gain": the card named second (probe ex)
        ("Kinwarden Elder", "Creature — Elf",
         "Whenever another Elf you control enters, it and this creature "
         'each gain "{T}: Add {G}." until end of turn.', "G", "G"),
        # a token sacrificed is no antecedent: "it" is the card its trigger names (probe ex)
        ("Larder Grove", "Land",
         "{T}: Add {C}.\nWhenever this land becomes tapped, you may "
         "sacrifice a Food token. If you do, it becomes a Forest in "
         "addition to its other types until end of turn.", "GC", "GC"),
        # a land card revealed and put onto the battlefield is "It" (probe ex)
        ("Prospector's Shaft", "Land",
         "{T}: Add {C}.\n{4}, {T}: Reveal the top card of your library. "
         "If it's a land card, you may put it onto the battlefield "
         "tapped. It's a Mountain in addition to its other types.", "C", "RC"),
        # a condition after tokens holds the land named in it (probe ex)
        ("Gravepit Muster", "Sorcery",
         "Create a 2/2 black Zombie creature token. Create two of those "
         "tokens instead if you control a land that's a Swamp.", "", ""),
        # a token copy of an artifact made an Island is no land (205.3d, probe ex)
        ("Tidecopy Ritual", "Sorcery",
         "Create a token that's a copy of target artifact you control, "
         "except it's an Island in addition to its other types.", "", ""),
        # "As this land enters" and a counter put in the next sentence (probe ez)
        ("Mireward Gate", "Land",
         "As this land enters, you may pay 3 life. If you do, put a mire "
         "counter on it.\n{T}: Add {C}.\nEach land with a mire counter on "
         "it is a Swamp in addition to its other types.", "BC", "BC"),
        # ... not one put on another land it chooses (probe ez)
        ("Mireward Keep", "Land",
         "As this land enters, choose another land you control and put a "
         "mire counter on it.\n{T}: Add {C}.\nEach land with a mire "
         "counter on it is a Swamp in addition to its other types.", "C", "BC"),
        # a basic land type chosen: a land that can become one may be of it (probe ez)
        ("Shifting Foundry", "Land",
         "{T}: Add {C}.\nAs this land enters, choose a basic land "
         "type.\n{2}: This land becomes a Mountain until end of "
         'turn.\nLands you control of the chosen type have "{T}: Add '
         '{R}{R}."', "RC", "RC"),
        # "other than Forest" on a Forest: never of the chosen type (probe ez)
        ("Elderwood Cairn", "Land — Forest",
         "({T}: Add {G}.)\nAs this land enters, choose a basic land type "
         "other than Forest.\nLands you control of the chosen type have "
         '"{T}: Add {C}{C}."', "G", "GC"),
        # "choose Swamp or Mountain" on a land that is neither (probe ez)
        ("Twinfen Marker", "Land",
         "{T}: Add {C}.\nAs this land enters, choose Swamp or "
         'Mountain.\nLands you control of the chosen type have "{T}: Add '
         '{G}{G}."', "C", "GC"),
        # an object exiled and returned is "It" (probe ez)
        ("Flickerroot Sage", "Creature — Elf Druid",
         "When this creature enters, exile another target creature you "
         "control, then return that card to the battlefield under its "
         "owner's control. It's a Mountain land in addition to its other "
         "types.", "", "R"),
        # a land sacrificed is no antecedent (probe ez)
        ("Sunken Offering", "Land",
         "{T}: Add {C}.\nWhen this land enters, you may sacrifice another "
         "land you control. If you do, it becomes an Island in addition "
         "to its other types.", "UC", "UC"),
        # the card named after a land card put onto the battlefield (probe ez)
        ("Seer's Outlook", "Land",
         "{T}: Add {C}.\n{2}, {T}: Reveal the top card of your library. "
         "If it's a land card, you may put it onto the battlefield "
         "tapped. Then untap this land. It becomes an Island until end "
         "of turn.", "UC", "UC"),
        # "If that card is a land card, you may put it onto the battlefield" (probe ez)
        ("Tidewatch Ritual", "Enchantment",
         "At the beginning of your end step, reveal the top card of your "
         "library. If that card is a land card, you may put it onto the "
         "battlefield. It's an Island in addition to its other types.", "", "U"),
        # a token copy of the creature itself made a Swamp is no land (205.3d, probe ez)
        ("Mirrorborn Regent", "Legendary Creature — Human Noble",
         "When this creature enters, create a token that's a copy of it, "
         "except it isn't legendary and it's a Swamp in addition to its "
         "other types.", "", ""),
        # a copy of a permanent may be of a land (probe ez)
        ("Permanence Copy", "Sorcery",
         "Create a token that's a copy of target permanent you control, "
         "except it's a Swamp in addition to its other types.", "", "B"),
        # a copy of "it", the land that entered (probe ez)
        ("Landfall Echo", "Enchantment",
         "Whenever a land you control enters, create a token that's a "
         "copy of it, except it's a Swamp in addition to its other "
         "types.", "", "B"),
        # "except it's a 2/2 green Forest Treefolk land creature" (probe ez)
        ("Grovecall Reanimation", "Sorcery",
         "Create a token that's a copy of target creature card in your "
         "graveyard, except it's a 2/2 green Forest Treefolk land "
         "creature.", "", "G"),
        # "put a number of bloom counters on it" as the card enters (probe fb)
        ("Bloomstep Terrace", "Land",
         "As this land enters, put a number of bloom counters on it "
         "equal to the number of Forests you control.\n{T}: Add {C}.\nEach "
         "land with a bloom counter on it is a Forest in addition to its "
         "other types.", "GC", "GC"),
        # a trigger naming the card, its counter in the next sentence (probe fb)
        ("Tidemark Jetty", "Land",
         "When this land enters, you may pay {1}. If you do, put a flood "
         "counter on it.\n{T}: Add {C}.\nEach land with a flood counter on "
         "it is an Island in addition to its other types.", "UC", "UC"),
        # "This land becomes a Swamp" in a quote other lands have is not the card's (probe fb)
        ("Shifting Commons", "Land",
         "{T}: Add {C}.\nAs this land enters, choose a basic land "
         'type.\nLands you control of the chosen type have "{T}: Add one '
         'mana of any color."\nOther lands you control have "{2}: This '
         'land becomes a Swamp until end of turn."', "C", "WUBRGC"),
        # a basic land type chosen "other than Plains or Mountain" (probe fb)
        ("Ridgeline Cairn", "Land — Mountain",
         "({T}: Add {R}.)\nAs this land enters, choose a basic land type "
         "other than Plains or Mountain.\nLands you control of the chosen "
         'type have "{T}: Add {C}{C}."', "R", "RC"),
        # "If it's a basic land card, put it onto the battlefield" (probe fb)
        ("Geode Diviner", "Creature — Dwarf",
         "When this creature enters, reveal the top card of your "
         "library. If it's a basic land card, put it onto the "
         "battlefield tapped. It's a Mountain in addition to its other "
         "types.", "", "R"),
        # "If a land card was milled this way, return it to the battlefield" (probe fb)
        ("Silt Dredge", "Land",
         "{T}: Add {C}.\n{2}, {T}: Mill a card. If a land card was milled "
         "this way, return it to the battlefield tapped. It's an Island "
         "in addition to its other types.", "C", "UC"),
        # a copy of "it", the exiled creature card, is no land (probe fb)
        ("Grave Facsimile", "Land",
         "{T}: Add {C}.\n{4}, {T}: Exile target creature card from a "
         "graveyard. Create a token that's a copy of it, except it's a "
         "Forest in addition to its other types.", "C", "C"),
        # a copy of any card may be of a land card (probe fb)
        ("Relic Echo", "Sorcery",
         "Create a token that's a copy of target card in your graveyard, "
         "except it's a Swamp in addition to its other types.", "", "B"),
        # "nonland, nontoken permanent": its copy is no land (probe fb)
        ("Nonland Replica", "Sorcery",
         "Create a token that's a copy of target nonland, nontoken "
         "permanent you control, except it's a Mountain in addition to "
         "its other types.", "", ""),
        # "sacrifice a creature and create a token that's a copy of it": the creature (probe fb)
        ("Sacrificial Echo", "Enchantment",
         "Whenever a land you control enters, sacrifice a creature and "
         "create a token that's a copy of it, except it's an Island in "
         "addition to its other types.", "", ""),
        # a relative list of card types in the plural (mutant #44's gap)
        ("Assembly Foreman", "Artifact Creature — Construct",
         "Permanents you control that are artifacts, creatures, or lands "
         'have "{T}: Add {C}."', "C", "C"),
        # "those attacking Goblins" after the card and another Goblin attack (mutant #37's gap)
        ("Warband Skirmisher", "Creature — Goblin Warrior",
         "Whenever this creature and at least one other Goblin attack, "
         'those attacking Goblins gain "{T}: Add {R}." until end of '
         "turn.", "R", "R"),
        # "Then" opens no subject for "They" (mutant #46's gap)
        ("Grovetender Adept", "Creature — Elf Druid",
         "{2}{G}: Untap target land. Then Elves you control get +1/+1 "
         'until end of turn. They gain "{T}: Add {G}." until end of '
         "turn.", "G", "G"),
        # "They" after two groups joined by "and" (mutant #39's gap)
        ("Banner Marshal", "Creature — Human Knight",
         "Whenever you attack, untap each attacking Knight and each "
         'attacking Cleric. They gain "{T}: Add {W}." until end of turn.', "W", "W"),
        # numbers in a condition's list (mutant #26's gap)
        ("Rootbound Returner", "Creature — Elf",
         "When this creature dies, if its mana value is 1, 2, or 3 and "
         "you control another Elf, return it to the battlefield tapped. "
         'Elves you control gain "{T}: Add {G}." until end of turn.', "G", "G"),
        # "It's a Zombie ... and has" after the card's own return (probe fe)
        ("Restless Acolyte", "Creature — Human Cleric",
         "When this creature dies, return it to the battlefield tapped "
         "under its owner's control. It's a Zombie in addition to its "
         'other types and has "{T}: Add {B}."', "B", "B"),
        # "it" after another land's trigger with the card in its intervening "if" (probe fd)
        ("Floodgate Watch", "Land",
         "{T}: Add {C}.\nWhenever another land you control becomes "
         "tapped, if this land is untapped, put a flood counter on "
         "it.\nEach land with a flood counter on it is an Island in "
         "addition to its other types.", "C", "UC"),
        # a replacement's counter after a condition that counts other lands (probe fd)
        ("Siltbank Ford", "Land",
         "As this land enters, if you control three or more other lands, "
         "put a silt counter on it.\n{T}: Add {C}.\nEach land with a silt "
         "counter on it is a Swamp in addition to its other types.", "BC", "BC"),
        # a land card put "with a flood counter on it" by the card's trigger (probe fd)
        ("Floodplain Escort", "Land",
         "When this land enters, you may put a land card from your hand "
         "onto the battlefield tapped with a flood counter on it.\n{T}: "
         "Add {C}.\nEach land with a flood counter on it is an Island in "
         "addition to its other types.", "C", "UC"),
        # a copy of an Elemental card: no land (probe fd)
        ("Elemental Echo", "Sorcery",
         "Create a token that's a copy of target Elemental card in your "
         "graveyard, except it's a Mountain in addition to its other "
         "types.", "", ""),
        # a copy of the Cave a trigger names (probe fd)
        ("Cave Echo", "Enchantment",
         "Whenever a Cave you control enters, create a tapped token "
         "that's a copy of it, except it's a Swamp in addition to its "
         "other types.", "", "B"),
        # "tap that land and create a token that's a copy of it" (probe fd)
        ("Tapped Echo", "Enchantment",
         "Whenever a land you control enters, tap that land and create a "
         "tapped token that's a copy of it, except it's a Swamp in "
         "addition to its other types.", "", "B"),
        # a copy of the permanent a trigger names (probe fd)
        ("Gravewake Echo", "Enchantment",
         "Whenever a nontoken permanent you control is put into a "
         "graveyard from the battlefield, create a token that's a copy "
         "of it, except it's a Forest in addition to its other types.", "", "G"),
        # a land creature's copy of "this creature" (probe fd)
        ("Stonebody Colossus", "Land Creature — Elemental",
         "{T}: Add {C}.\n{5}: Create a token that's a copy of this "
         "creature, except it's a Swamp in addition to its other types.", "C", "BC"),
        # "other than Island or Swamp": the three others (probe fd)
        ("Drybrook Vale", "Land",
         "As this land enters, choose a basic land type other than "
         "Island or Swamp.\nThis land is the chosen type.", "WRG", "WRG"),
        # "If the milled card is a land card, return it" (probe fd)
        ("Millstone Quarry", "Land",
         "{T}: Add {C}.\n{2}, {T}: Mill a card. If the milled card is a "
         "land card, return it to the battlefield tapped. It's a Forest "
         "in addition to its other types.", "C", "GC"),
    ],
)  # fmt: skip
def test_the_silent_misses_mended_in_the_eighteenth_session(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """Silent misses of the eighteenth session's probes mended by rules, each in a wording
    of its own: a token copy's plural exception; "They each become"; a legendary name with
    "the" after its comma; a quoted ability's own limited choice; "it" of a trigger the card
    may set off made the chosen type; and known misses of probes ea and ec: "one or more other
    lands", a creature type's choice "other than" one before a land type's, "an enchanted
    creature you control", a sentence that only chooses a color, the card beside a target
    made the chosen type, the land you tap for mana, a land a player chose, a trigger's land
    an opponent controls; a quote after the object a token copies; probe ei's (a leaving
    trigger of the card or another object, copies joined in the plural, token copies of a
    land); probe em's (a land type's choice, "it" beside a target, "another land" tapped, a
    possessive, a land and a land type chosen, a quote's period, the card joined to copies,
    "That token"); probe es's (a quote that ends a sentence, several lands chosen, "it"
    beside a target after an ability word or last, the card last among copies, "of that
    type", a counter on the card from its own trigger) and et's (a land type on no land);
    known misses of probes cz and db ("it and up to one other target", a "die" trigger's
    objects returned, a card drawn, a token exiled), dw ("Lands you control that are Caves,
    Deserts, or Spheres") and cw (a step on "each creature you control that's a Soldier",
    "with power less than or equal to this creature's power", an exchange with "that player"
    an opponent); probe eu's (quotes in land tokens' sentences, a condition after a type,
    lands chosen and "of that type", the card joined to copies, counters the card's trigger
    puts on it); probe ex's ("As this land enters", a basic land type chosen, the card named
    second, objects gone, a land card put, a condition after tokens, a copy of no land) and
    ez's (the same rules' edges: a replacement's later sentence, basic land type choices,
    objects exiled and returned, copies of "it" and of permanents) and fb's (their edges
    again); the gaps the session's mutation sample showed (a relative list of card types,
    "those attacking Goblins", "Then" before a subject, groups joined by "and", numbers in a
    list); probe fe's ("It's a Spirit ... and has") and fd's (counters and copies again,
    "other than" lists)."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        ("Cairn Mirror", "Artifact",
         "{2}, {T}: Exile a land card from your graveyard. Create a "
         "tapped token that's a copy of it, except it's a Mountain in "
         "addition to its other types.", "", "R"),
        ("Silt Echo", "Sorcery",
         "Exile target card from an opponent's graveyard. Create a token "
         "that's a copy of the exiled card, except it's a Plains in "
         "addition to its other types.", "", "W"),
        ("Reef Memory", "Instant",
         "Exile target land card from your graveyard. Then create a "
         "token that's a copy of that card, except it's an Island in "
         "addition to its other types.", "", "U"),
        ("Tundra Mirage", "Enchantment",
         "Whenever a land you control enters, you may sacrifice a Food. "
         "If you do, create a tapped token that's a copy of it, except "
         "it's a Swamp in addition to its other types.", "", "B"),
        ("Mire Reader", "Creature — Human Druid",
         "When this creature enters, mill three cards, then exile the "
         "top card of your library. If it's a land card, create a token "
         "that's a copy of it, except it's a Forest in addition to its "
         "other types.", "", "G"),
        ("Grave Mimic", "Creature — Shapeshifter",
         "When this creature enters, exile target creature card from a "
         "graveyard. Create a token that's a copy of it, except it's a "
         "Forest in addition to its other types.", "", ""),
        ("Bone Mimic", "Creature — Shapeshifter",
         "When this creature enters, exile target card from a graveyard. "
         "If it was a creature card, create a token that's a copy of it, "
         "except it's a Swamp in addition to its other types.", "", ""),
        ("Pyre Echo", "Enchantment",
         "Whenever a nontoken creature you control dies, you may pay "
         "{2}. If you do, create a token that's a copy of it, except "
         "it's a Mountain in addition to its other types.", "", ""),
        ("Kiln Echo", "Artifact",
         "Whenever a land you control enters, you may sacrifice a "
         "creature. If you do, create a token that's a copy of it, "
         "except it's a Mountain in addition to its other types.", "", ""),
        ("Fd78 variant", "Instant",
         "Until end of turn, target land you control becomes the basic "
         "land type of your choice other than Plains.", "", "UBRG"),
        ("Fd78 variant2", "Creature — Merfolk Wizard",
         "{1}{U}, {T}: Target land becomes the basic land type of its "
         "controller's choice other than Island, Swamp, or Mountain "
         "until end of turn.", "", "WG"),
        ("Fd78 plain", "Instant",
         "Target land becomes the basic land type of your choice until "
         "end of turn.", "", "WUBRG"),
        ("Maelis Quorn, Keeper of Roots", "Legendary Creature — Human Shaman",
         'Elves you control have "{T}: Add {G}."\n{2}{G}, Sacrifice '
         "Maelis: Until end of turn, creatures you control gain "
         "changeling.", "", "G"),
        ("Dovran Kell, Ashen Herald", "Legendary Creature — Human Warrior",
         'Goblins you control have "{T}: Add {R}."\nWhenever Dovran '
         "attacks, creatures you control gain changeling until end of "
         "turn.", "R", "R"),
        ("Twinflicker Adept", "Creature — Human Wizard",
         "When this creature enters, exile it and another target "
         "creature you control. Return them to the battlefield under "
         'their owner\'s control. They gain "{T}: Add {U}." until end of '
         "turn.", "U", "U"),
        ("Gatewatch Drillmaster", "Creature — Human Soldier",
         "{2}{W}: Exile target creature you control and up to one other "
         "target creature you control. Return those cards to the "
         'battlefield under their owner\'s control. They gain "{T}: Add '
         '{W}." until end of turn.', "", "W"),
        ("Orchard Keeper's Class", "Enchantment — Class",
         "When this Class becomes level 3, create a 1/1 green Squirrel "
         'creature token with "{T}: Add {G}."', "", "G"),
        ("Seedcart Hauler", "Artifact — Vehicle",
         "Whenever this Vehicle becomes crewed, create a 0/1 green Plant "
         'creature token with "{T}: Add {G}."\nCrew 2', "", "G"),
        ("Rootwarden Class", "Enchantment — Class",
         "When this Class becomes level 2, destroy each creature with "
         '"{T}: Add {G}."', "", ""),
        ("Verdant Reflection", "Enchantment",
         "Whenever a creature you control enters, if it's a land, you "
         "may pay {1}. If you do, create a tapped token that's a copy of "
         "it, except it's an Island in addition to its other types.", "", "U"),
        ("Grave Reflection", "Creature — Spirit",
         "Whenever a creature you control dies, you may exile it. If "
         "it's a land card, create a token that's a copy of it, except "
         "it's a Swamp in addition to its other types.", "", "B"),
        ("Floodgate Keep", "Land",
         "{T}: Add {C}.\nEach land you control with three or more tide "
         "counters on it is an Island in addition to its other "
         "types.\n{2}, {T}: Put a tide counter on target land you control "
         "other than this land.", "C", "UC"),
        ("Floodgate Spire", "Land",
         "{T}: Add {C}.\nEach land you control with two or more tide "
         "counters on it is an Island in addition to its other "
         "types.\n{2}, {T}: Put a tide counter on this land.", "UC", "UC"),
        ("Oathbound Mesa", "Land",
         "As this land enters, you may sacrifice a creature. If you do, "
         "it enters with an oath counter on it. Otherwise, it enters "
         "tapped.\n{T}: Add {C}.\nEach land you control with an oath "
         "counter on it is a Mountain in addition to its other types.", "RC", "RC"),
        ("Lichen Terrace", "Land",
         '{T}: Add {C}.\nLands you control have "At the beginning of your '
         "end step, if this land is tapped, put a lichen counter on "
         'it."\nEach land with a lichen counter on it is a Swamp in '
         "addition to its other types.", "BC", "BC"),
        ("Lichen Loom", "Land",
         '{T}: Add {C}.\nCreatures you control have "At the beginning of '
         'your end step, put a lichen counter on it."\nEach permanent '
         "with a lichen counter on it is a Swamp in addition to its "
         "other types.", "C", "BC"),
        ("Echoing Cairn", "Land",
         "{T}: Add {C}.\n{4}, {T}: Exile target creature card from your graveyard, "
         "then sacrifice this land. Create a tapped token that's a copy "
         "of it, except it's an Island in addition to its other types.", "C", "UC"),
        ("Mirrorbark Dryad", "Creature — Dryad",
         "{4}, {T}: Exile this creature. Create a token that's a copy of "
         "it, except it's a Forest in addition to its other types.", "", ""),
        ("Stormscale Mimic", "Enchantment",
         "Whenever a land you control enters, you may exile target "
         "Elemental you control. If you do, create a token that's a copy "
         "of it, except it's a Forest in addition to its other types.", "", ""),
        ("Pasture Herald", "Enchantment",
         "Whenever a creature you control enters, you gain 1 life for "
         "each land you control. Then you may pay {2}. If you do, create "
         "a token that's a copy of it, except it's a Forest in addition "
         "to its other types.", "", ""),
        ("Pasture Warden", "Enchantment",
         "Whenever a creature you control enters, you may pay life equal "
         "to the number of lands you control. If you do, create a token "
         "that's a copy of it, except it's a Plains in addition to its "
         "other types.", "", ""),
        ("Lichen Causeway", "Land",
         '{T}: Add {C}.\nNonland permanents you control have "At the beginning of '
         "your end step, if this permanent is tapped, put a lichen "
         'counter on it."\nEach land with a lichen counter on it is '
         "a Swamp in addition to its other types.", "C", "BC"),
        ("Rallied Returner", "Creature — Human Soldier",
         "When this creature enters, exile it and up to one other target "
         "creature you control. Return those cards to the battlefield "
         "under their owner's control, then create two 1/1 white Soldier "
         'creature tokens. They gain "{T}: Add {W}." until end of turn.', "", "W"),
        ("Val Corrin, Drowned Library", "Legendary Land",
         "{T}: Add {C}.\n{4}, {T}: Exile target creature card with mana "
         "value 4 or less from a graveyard. Create a token that's a copy "
         "of it, except it's an Island in addition to its other types.", "C", "C"),
        ("Lan Reed, Wandering Scout", "Legendary Creature — Human Scout",
         "Whenever a land you control enters, you may pay {1}. If you "
         "do, create a tapped token that's a copy of it, except it's a "
         "Plains in addition to its other types.", "", "W"),
        ("Marrow Archivist", "Creature — Zombie Wizard",
         "When this creature enters, exile target land card from a "
         "graveyard. Put two +1/+1 counters on target creature you "
         "control. Create a token that's a copy of the exiled card, "
         "except it's a Swamp in addition to its other types.", "", "B"),
        ("Thornbinder's Echo", "Sorcery",
         "Exile target creature card from your graveyard, then untap "
         "target land you control. Create a token that's a copy of the "
         "exiled card, except it's a Forest in addition to its other "
         "types.", "", ""),
        ("Tidal Divination", "Sorcery",
         "Reveal the top card of your library. If it's a land card, put "
         "it into your hand. Otherwise, create a token that's a copy of "
         "it, except it's an Island in addition to its other types.", "", ""),
        ("Kiln Divination", "Sorcery",
         "Exile the top card of your library. If it isn't a land card, "
         "create a token that's a copy of it, except it's a Mountain in "
         "addition to its other types.", "", ""),
        ("Forge Divination", "Sorcery",
         "Exile the top card of your library. If it's an artifact or "
         "land card, create a token that's a copy of it, except it's a "
         "Mountain in addition to its other types.", "", "R"),
        ("Grovekeeper's Memory", "Enchantment",
         "Whenever a nontoken permanent you control is put into a "
         "graveyard from the battlefield, if it wasn't a land, you may "
         "pay {2}. If you do, create a token that's a copy of it, except "
         "it's a Forest in addition to its other types.", "", ""),
        ("Plainsward Litany", "Sorcery",
         "Exile any number of target land cards from your graveyard. For "
         "each card exiled this way, create a tapped token that's a copy "
         "of it, except it's a Plains in addition to its other types.", "", "W"),
        ("Usurping Facsimile", "Instant",
         "Exile target nonland permanent. Its controller creates a token "
         "that's a copy of that permanent, except it's a Forest in "
         "addition to its other types.", "", ""),
        ("Shorebound Facsimile", "Instant",
         "Return target Island you control to its owner's hand. Create a "
         "token that's a copy of it, except it's a Swamp in addition to "
         "its other types.", "", "B"),
        ("Gravebound Pair", "Creature — Zombie",
         "When this creature dies, you may exile it and another target "
         "creature card from your graveyard. If you do, return those "
         "cards to the battlefield tapped under your control. They gain "
         '"{T}: Add {B}." until end of turn.', "B", "B"),
        ("Twin-Banner Standard", "Artifact",
         "As this artifact enters, choose two colors.\n{T}: Add one mana "
         "of each of the chosen colors. Activate only as a sorcery.", "WUBRG", "WUBRG"),
        ("Bicolor Lens", "Artifact",
         "As this artifact enters, choose two colors other than "
         "green.\n{1}, {T}: Add one mana of each of the chosen colors.", "WUBR", "WUBR"),
        ("Dredged Ruins", "Sorcery",
         "Mill five cards. For each land card milled this way, you may "
         "pay {1}. If you do, create a tapped token that's a copy of it, "
         "except it's an Island in addition to its other types.", "", "U"),
        ("Rubble Census", "Sorcery",
         "Reveal the top three cards of your library. For each land card "
         "revealed this way, create a tapped token that's a copy of it, "
         "except it's a Mountain in addition to its other types. Then "
         "put the revealed cards on the bottom of your library in a "
         "random order.", "", "R"),
        ("Glimpse of the Wilds", "Instant",
         "Reveal the top card of your library. If it isn't a land card, "
         "put it into your hand. Otherwise, create a token that's a copy "
         "of it, except it's a Forest in addition to its other types.", "", "G"),
        ("Vault of Relics", "Sorcery",
         "Exile target artifact card with mana value 1 or greater from a "
         "graveyard. Create a token that's a copy of it, except it's a "
         "Swamp in addition to its other types.", "", ""),
        ("Cartographer's Echo", "Sorcery",
         "Search your library for a basic land card, reveal it, put it "
         "into your hand, then shuffle. Create a tapped token that's a "
         "copy of it, except it's a Plains in addition to its other "
         "types.", "", "W"),
        ("Excavated Shard", "Sorcery",
         "Exile target permanent card with mana value 2 or greater from "
         "your graveyard. Create a token that's a copy of it, except "
         "it's a Forest in addition to its other types.", "", ""),
        ("Marsh Census", "Sorcery",
         "Exile target creature card from a graveyard. For each Forest "
         "you control, create a token that's a copy of it, except it's a "
         "Forest in addition to its other types.", "", ""),
        ("Twin Exhumation", "Sorcery",
         "Exile up to two target creature cards from graveyards. For "
         "each card exiled this way, create a token that's a copy of it, "
         "except it's a Plains in addition to its other types.", "", ""),
        ("Twin Quarrying", "Sorcery",
         "Exile up to two target land cards from graveyards. For each "
         "card exiled this way, create a tapped token that's a copy of "
         "it, except it's a Plains in addition to its other types.", "", "W"),
        ("Sifted Depths", "Sorcery",
         "Exile the top two cards of your library. For each nonland card "
         "exiled this way, create a token that's a copy of that card, "
         "except it's a Swamp in addition to its other types.", "", ""),
        ("Shared Echo", "Sorcery",
         "Exile target creature card from your graveyard. Target player "
         "draws a card. Create a token that's a copy of it, except it's "
         "a Forest in addition to its other types.", "", ""),
        ("Seer's Fork", "Sorcery",
         "Reveal the top card of your library. If it's a creature card, "
         "put it into your hand. Otherwise, create a token that's a copy "
         "of it, except it's an Island in addition to its other types.", "", "U"),
        ("Mill Echo", "Creature — Human Rogue",
         "When this creature enters, mill two cards. If a land card was "
         "milled this way, create a tapped token that's a copy of it, "
         "except it's a Mountain in addition to its other types.", "", "R"),
        ("Crossroads Reading", "Sorcery",
         "Exile target card from your graveyard. If it's an artifact, "
         "enchantment, or land card, create a token that's a copy of it, "
         "except it's a Plains in addition to its other types.", "", "W"),
        ("Stoneflesh Echo", "Enchantment",
         "Whenever a creature you control dies, if it was a land "
         "creature, create a tapped token that's a copy of it, except "
         "it's a Swamp in addition to its other types.", "", "B"),
        ("Fork of Fates", "Sorcery",
         "Reveal the top card of your library. If the revealed card is a "
         "land card, put it into your hand. Otherwise, create a token "
         "that's a copy of it, except it's a Mountain in addition to its "
         "other types.", "", ""),
        ("Ruin Duplicator", "Sorcery",
         "Exile target artifact or land card from a graveyard. Create a "
         "token that's a copy of it, except it's a Swamp in addition to "
         "its other types.", "", "B"),
        ("Surveyor's Echo", "Sorcery",
         "Search your library for a basic land card, reveal it, put it "
         "into your hand, then shuffle. Create a tapped token that's a "
         "copy of the revealed card, except it's an Island in addition "
         "to its other types.", "", "U"),
        ("Tidecaller's Fork", "Sorcery",
         "Reveal the top card of your library. If it's a land card, put "
         "it into your hand. Otherwise, exile target land card from a "
         "graveyard and create a token that's a copy of it, except it's "
         "a Swamp in addition to its other types.", "", "B"),
        ("Grove Twinning", "Creature — Elf Druid",
         "When this creature dies, exile it and each other Elf card from "
         "your graveyard. Return those cards to the battlefield under "
         'your control. Elves you control gain "{T}: Add {G}." until end '
         "of turn.", "G", "G"),
        ("Bonded Return", "Creature — Elf Shaman",
         "When this creature dies, exile it and another target creature "
         "card from your graveyard. Return both cards to the battlefield "
         'under your control. Elves you control gain "{T}: Add {G}." '
         "until end of turn.", "G", "G"),
        ("Kin Flicker", "Creature — Elf Warrior",
         "When this creature enters, you may exile it and another target "
         "Elf you control. If you do, return those cards to the "
         'battlefield under their owner\'s control. They gain "{T}: Add '
         '{G}." until end of turn.', "G", "G"),
        ("Echoes of the Deep", "Sorcery",
         "Exile the top X cards of your library. For each card exiled "
         "this way, create a tapped token that's a copy of it, except "
         "it's a Swamp in addition to its other types.", "", "B"),
        ("Tomb Sifter", "Creature — Zombie",
         "When this creature enters, mill three cards. For each card "
         "milled this way, you may pay {1}. If you do, create a tapped "
         "token that's a copy of it, except it's an Island in addition "
         "to its other types.", "", "U"),
        ("Hollow Diviner", "Creature — Human Wizard",
         "When this creature enters, reveal the top card of your "
         "library. If it's a creature card, you may pay {2}. If you do, "
         "create a token that's a copy of it, except it's a Forest in "
         "addition to its other types.", "", ""),
        ("Discarded Memories", "Sorcery",
         "Discard two cards. For each card discarded this way, create a "
         "tapped token that's a copy of it, except it's a Mountain in "
         "addition to its other types.", "", "R"),
        ("Mountainfall", "Sorcery",
         "Until end of turn, nonbasic lands lose all abilities and "
         "become Mountains.", "", "R"),
        ("Verdant Mandate", "Enchantment",
         "Each permanent you control is a Forest in addition to its "
         "other types.", "", "G"),
        ("Grove Canopy", "Land",
         "{T}: Add {C}.\nAs long as you control seven or more lands, "
         "permanents you control are Forests in addition to their other "
         "types.", "GC", "GC"),
        ("Thicket Unmaking", "Enchantment",
         "Nonland permanents you control are Forests in addition to "
         "their other types.", "", ""),
        ("Elvish Rootcall", "Kindred Sorcery — Elf",
         "Until end of turn, each Elf you control becomes a Forest land "
         "in addition to its other types.", "", "G"),
        ("Overgrowth Decree", "Sorcery",
         "Until end of turn, permanents you control that aren't lands "
         "become Forests in addition to their other types.", "", ""),
        ("Ironbark Dominion", "Enchantment",
         "Nonland, nontoken permanents you control are Islands in "
         "addition to their other types.", "", ""),
        ("Nonland Sprouting", "Enchantment",
         "Until end of turn, each nonland permanent you control becomes "
         "a Forest land in addition to its other types.", "G", "G"),
        ("Barkskin Graft", "Enchantment — Aura",
         "Enchant nonland permanent\nEnchanted permanent is a Swamp in "
         "addition to its other types.", "", ""),
        ("Mossy Graft", "Enchantment — Aura",
         "Enchant permanent\nEnchanted permanent is a Forest in addition "
         "to its other types.", "", "G"),
        ("Bloomwright Effigy", "Kindred Artifact — Elf",
         "{1}, {T}: Put a bloom counter on each Elf you control. (A "
         'creature with a bloom counter on it has "{T}: Add {G}.")', "", "G"),
        ("Tidal Dominion", "Enchantment",
         "Permanents you control that aren't land creatures are Swamps "
         "in addition to their other types.", "", "B"),
        ("Cargo Hauler", "Artifact — Vehicle",
         'Artifacts you control that aren\'t creatures have "{T}: Add '
         '{C}."\nCrew 3 (Tap any number of creatures you control with '
         "total power 3 or more: This Vehicle becomes an artifact "
         "creature until end of turn.)", "C", "C"),
        ("Sunlit Commons", "Land",
         "{T}: Add {C}.\nLands you control that aren't land creatures are "
         "Plains in addition to their other types.", "WC", "WC"),
        ("Hollowmark Steward", "Creature — Human Druid",
         "Whenever a creature you control that isn't a Human enters, it "
         'gains "{T}: Add {G}." until end of turn.', "", "G"),
        ("Hallowed Steward", "Creature — Elf Druid",
         "Whenever a creature you control that isn't a token enters, it "
         'gains "{T}: Add {G}." until end of turn.', "G", "G"),
        ("Bramblehide Elder", "Creature — Treefolk",
         "At the beginning of your upkeep, put a bloom counter on each "
         "nonland permanent you control. (A creature or land with a "
         'bloom counter on it has "{T}: Add {G}.")', "G", "G"),
    ],
)  # fmt: skip
def test_the_silent_misses_mended_in_the_nineteenth_session(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """Known silent misses mended in the nineteenth session, each in a wording of its own:
    the object a token copies named by "it", "that card" or "the exiled card" for a card
    the ability named before, in an earlier sentence too, or said to be a land card by a
    condition, or the land of the trigger when the effect names no object (fb80, fd32,
    fd33, fd34, fg22, fg81), and where that object is a creature, no land; "the basic land
    type of your choice other than" some (fd78); a legendary card's first name alone, of the
    part before its comma ("Sacrifice Ysra" on "Ysra Thornwise, Grove Warden": bs1, bs11);
    "they" after "those cards" or "them" that stood for the card and another (cw92); and
    probe fj's: a trigger event's "becomes" is no verb that gives a token's quote ("When this
    Class becomes level 2, create ... token with ...", fj25); and probe fk's: "if it's a
    land" in a trigger's intervening "if" (fk150), a group "with two or more ... counters on
    it" (fk7), "it enters with a ... counter on it" after "As this land enters" (fk21, fk126),
    a counter put by a quote a group the card is in has (fk42), not by one creatures have;
    and where these rules must not apply: the card named after another object, another
    object named by a subtype only, lands counted, tokens named after "those cards"; and
    probe fl's, at those rules' edges: the card's name a whole word, "the exiled card" the
    one exiled, "that permanent" one of that noun, a condition's objects and its negation or
    "Otherwise", "For each", an object named by a land type, "those cards" the card returns
    among after a "dies" trigger; probe fp's "one mana of each of the chosen colors" (a
    clause read, not only reported: fp2, ah31); probe fr's: "For each land card milled this
    way, ... a copy of it" (fr4, fr137), "Otherwise" after "If it's a nonland card" (fr9),
    "Search your library for a land card" (fr46), a mana value no land card has (fr18,
    fl55); and probe fq's, at those rules' edges: "For each" a count or the cards an effect
    took, a card a player draws, a condition's objects and lists, "Otherwise" after other
    conditions or with an object of its own, "artifact or land card", "the revealed card"
    after "reveal it", the card returned among "both cards" or after "each other Elf card" or
    "another target Elf"; and probe fs's: "the top X cards", cards taken by a number ("Mill
    three cards"), a condition before "If you do"; and probe fu's: "lose all abilities and
    become" in the plural, a group of permanents (the lands among them), a Kindred spell never
    one of the group its type change makes lands; and probe fw's: permanents "that aren't
    lands" or "Nonland, nontoken", an Aura's "Enchant nonland permanent", a counter's
    reminder naming creatures on a Kindred artifact in the group; and probe fy's: "that
    aren't land creatures", "that aren't creatures" read from the type line (a Vehicle);
    and probe ga's: "that aren't land creatures" in a group's relative clause, a trigger's
    object named with a relative clause ("Whenever a creature you control that isn't a token
    enters, it ..."), a counter's reminder naming "a creature or land"."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        ("Anchorstone Bastion", "Land",
         "{T}: Add {C}.\nWhenever you attach an Aura, Equipment, or "
         'Fortification to a land you control, it gains "{T}: Add '
         '{G}." until end of turn.', "GC", "GC"),
        ("Anchorstone Smith", "Creature — Dwarf Artificer",
         "Whenever you attach an Aura, Equipment, or Fortification to "
         'a land you control, it gains "{T}: Add {G}." until end of '
         "turn.", "", "G"),
        ("Ironclad Recruit", "Creature — Human Soldier",
         "As long as you control an Equipment, this creature is an "
         "artifact in addition to its other types. Nonartifact "
         'creatures you control have "{T}: Add {W}."', "W", "W"),
        ("Thornwall Keep", "Land",
         "{T}: Add {C}.\n{3}{G}: If you control four or more Forests, "
         "this land becomes a 5/5 green Treefolk creature until end of"
         " turn. It's still a land. Noncreature lands you control gain"
         ' "{T}: Add {G}." until end of turn.', "GC", "GC"),
        ("Mirrorkin Adept", "Creature — Shapeshifter",
         "{1}{U}: Creatures you control gain changeling until end of "
         "turn. (They're every creature type.)\nNon-Wizard creatures "
         'you control have "{T}: Add {U}."', "U", "U"),
        ("Crowd of Faces", "Creature — Shapeshifter",
         "As long as you control three or more creatures, this "
         "creature is every creature type.\nNon-Sliver creatures you "
         'control have "{T}: Add {C}."', "C", "C"),
        ("Sometime Knight", "Creature — Human",
         "During your turn, this creature is a Knight in addition to "
         "its other types.\nCreatures you control other than Knights "
         'have "{T}: Add {W}."', "W", "W"),
        ("Sleepless Titan", "Enchantment Creature — Avatar",
         "Impending 4—{2}{G}{G} (If you cast this spell for its "
         "impending cost, it enters with four time counters and isn't "
         "a creature until the last is removed. At the beginning of "
         "your end step, remove a time counter from it.)\nNoncreature "
         'enchantments you control have "{T}: Add {G}."', "G", "G"),
        ("Glimmer Licid", "Creature — Licid",
         "{W}, {T}: This creature loses this ability and becomes an "
         "Aura enchantment with enchant creature. Attach it to target "
         "creature you control.\nEnchanted creature has vigilance.\n"
         'Enchantments you control that aren\'t creatures have "{T}: '
         'Add {W}."', "W", "W"),
        ("Stonebrook Gorge", "Land",
         "{T}: Add {C}.\n{2}{R}: This land becomes a 3/3 red Elemental "
         "creature until end of turn. It's still a land.\nNonland "
         'permanents you control have "{T}: Add {R}."', "C", "RC"),
        ("Gravel Raider", "Artifact — Vehicle",
         "Raid — Whenever this Vehicle attacks, noncreature artifacts "
         'you control gain "{T}: Add {R}." until end of turn.\nCrew 2 '
         "(Tap any number of untapped creatures you control with total"
         " power 2 or more: This Vehicle becomes an artifact creature "
         "until end of turn.)", "", "R"),
        ("Phalanx Wagon", "Artifact — Vehicle",
         "Whenever this Vehicle and at least two other creatures "
         'attack, noncreature artifacts you control gain "{T}: Add '
         '{C}." until end of turn.\nCrew 1 (Tap any number of untapped '
         "creatures you control with total power 1 or more: This "
         "Vehicle becomes an artifact creature until end of turn.)", "", "C"),
        ("Bulwark Carriage", "Artifact — Vehicle",
         "As long as this Vehicle is blocking, noncreature artifacts "
         'you control have "{T}: Add {W}."\nCrew 3 (Tap any number of '
         "untapped creatures you control with total power 3 or more: "
         "This Vehicle becomes an artifact creature until end of "
         "turn.)", "", "W"),
        ("Umbral Corsair", "Artifact — Spacecraft",
         "Station (Tap another creature you control: Put charge "
         "counters equal to its power on this Spacecraft. Station only"
         " as a sorcery. It's an artifact creature at 4+.)\n7+ | "
         'Noncreature artifacts you control have "{T}: Add {B}."\n7+ | '
         "Flying", "", "B"),
        ("Quiet Tender", "Artifact — Spacecraft",
         "Station (Tap another creature you control: Put charge "
         "counters equal to its power on this Spacecraft. Station only"
         " as a sorcery.)\nSTATION 4+\nNoncreature artifacts you control"
         ' have "{T}: Add {C}."\n2/4', "", "C"),
        ("Drifting Tender", "Artifact — Spacecraft",
         "Station (Tap another creature you control: Put charge "
         "counters equal to its power on this Spacecraft. Station only"
         " as a sorcery.)\nSTATION 3+\nNoncreature artifacts you control"
         ' have "{T}: Add {C}."\nSTATION 8+\nFlying\n4/4', "C", "C"),
        ("Class of the Elk Wardens", "Enchantment — Class",
         "(Gain the next level as a sorcery to add its ability.)\nWhen "
         "this Class enters, you gain 3 life.\n{2}{G}: Level 2\n"
         'Enchantments you control that aren\'t creatures have "{T}: '
         'Add {G}."\nThis Class is a 3/3 Elk creature in addition to '
         "its other types.", "", "G"),
        ("Brass Apprentice", "Creature — Human Artificer",
         "Level up {2}\nLEVEL 2-5\nNonartifact creatures you control "
         'have "{T}: Add {C}."\nThis creature is an artifact in '
         "addition to its other types.\n3/3\nLEVEL 6+\n5/5", "", "C"),
        ("Class of the Gilded Hall", "Enchantment — Class",
         "(Gain the next level as a sorcery to add its ability.)\nWhen "
         "this Class enters, scry 1.\n{1}{W}: Level 2\nEnchantments you "
         "control are artifacts in addition to their other types.\n"
         "{3}{W}: Level 3\nNonartifact enchantments you control have "
         '"{T}: Add {W}."', "", "W"),
        ("Tinker Prodigy", "Creature — Human Artificer",
         'Level up {1}\nLEVEL 1-3\n2/2\nArtifacts you control have "{T}: '
         'Add {C}."\nLEVEL 4+\n4/4', "", "C"),
        ("Pall Bringer", "Creature — Human Cleric",
         "All creatures are Zombies in addition to their other types.\n"
         'Non-Zombie creatures you control have "{T}: Add {B}."', "", "B"),
        ("Rustfield Works", "Land",
         "{T}: Add {R}.\nAll lands are artifacts in addition to their "
         'other types.\nNonartifact lands you control have "{T}: Add '
         '{C}."', "R", "RC"),
        ("Convoy Marshal", "Artifact — Vehicle",
         "Vehicles you control are artifact creatures in addition to "
         "their other types.\nNoncreature artifacts you control have "
         '"{T}: Add {C}."', "", "C"),
        ("Brassbark Druid", "Creature — Elf Druid",
         "This creature is an artifact in addition to its other types."
         "\nNonartifact creatures you control are Forest lands in "
         "addition to their other types.", "", "G"),
        ("Mirewatch Fen", "Land",
         "This land is a Swamp in addition to its other types.\nLands "
         "you control that aren't Swamps are Mountains in addition to "
         "their other types.", "B", "BR"),
        ("Scrap Golem Foundry", "Creature — Construct",
         'Noncreature, nonland permanents you control have "{T}: Add '
         '{C}."', "", "C"),
        ("Vaultworks Spire", "Artifact Land",
         "{T}: Add {C}.\nNonland, noncreature artifacts you control "
         'have "{T}: Add {U}."', "C", "UC"),
        ("Cogsmith Brawler", "Creature — Dwarf Warrior",
         "This creature gets +1/+1 for each Equipment you control. "
         "It's an artifact in addition to its other types.\nNonartifact"
         ' creatures you control have "{T}: Add {R}."', "", "R"),
        ("Hearthwood Sage", "Creature — Human Druid",
         "Level up {1}{G} ({1}{G}: Put a level counter on this. Level "
         "up only as a sorcery.)\nLEVEL 2-4\n2/3\nLands you control have "
         '"{T}: Add {W}."\nLEVEL 5+\n4/5\nThis creature is a Forest land '
         "in addition to its other types.", "G", "WG"),
        ("Hearthwood Elder", "Creature — Human Druid",
         "Level up {1}{G} ({1}{G}: Put a level counter on this. Level "
         'up only as a sorcery.)\nLands you control have "{T}: Add '
         '{W}."\nLEVEL 5+\n4/5\nThis creature is a Forest land in '
         "addition to its other types.", "WG", "WG"),
        ("Shoal Nymph", "Enchantment Creature — Nymph",
         "Bestow {3}{U} (If you cast this card for its bestow cost, "
         "it's an Aura spell with enchant creature. It becomes a "
         "creature again if it's not attached to a creature.)\n"
         "Enchanted creature gets +1/+1.\nEach Aura you control has "
         '"{T}: Add {U}."', "U", "U"),
        ("Shapeshift Hollow", "Land",
         "{T}: Add {C}.\n{2}: This land becomes a 3/3 creature with all"
         " creature types until end of turn. It's still a land.\nNon-"
         'Goblin creatures you control have "{T}: Add {R}."', "C", "RC"),
        ("Cragshift Hollow", "Land",
         "{T}: Add {C}.\n{2}: This land becomes a 3/3 Elemental "
         "creature until end of turn. It's still a land.\nNon-Goblin "
         'creatures you control have "{T}: Add {R}."', "RC", "RC"),
        ("Twofold Barrow", "Land",
         "{T}: Add {C}.\n{1}: This land becomes a 2/2 Elf creature "
         "until end of turn. It's still a land.\n{3}: This land becomes"
         " a 4/4 Giant creature until end of turn. It's still a land.\n"
         'Creatures you control that aren\'t Elves have "{T}: Add {W}."', "WC", "WC"),
        ("Ironbound Tender", "Artifact — Vehicle",
         "As long as this Vehicle is an artifact creature, noncreature"
         ' artifacts you control have "{T}: Add {B}."\nCrew 2 (Tap any '
         "number of untapped creatures you control with total power 2 "
         "or more: This Vehicle becomes an artifact creature until end"
         " of turn.)", "", "B"),
        ("Corsair Longboat", "Artifact — Vehicle",
         "Whenever this Vehicle and at least one other Pirate attack, "
         'noncreature artifacts you control gain "{T}: Add {R}." until'
         " end of turn.\nCrew 1 (Tap any number of untapped creatures "
         "you control with total power 1 or more: This Vehicle becomes"
         " an artifact creature until end of turn.)", "", "R"),
        ("Shieldwall Cart", "Artifact — Vehicle",
         "As long as this Vehicle is blocking, it gets +0/+2. "
         'Noncreature artifacts you control have "{T}: Add {G}."\nCrew '
         "2 (Tap any number of untapped creatures you control with "
         "total power 2 or more: This Vehicle becomes an artifact "
         "creature until end of turn.)", "G", "G"),
        ("Tideveil Nymph", "Enchantment Creature — Nymph",
         "Bestow {3}{U} (If you cast this card for its bestow cost, "
         "it's an Aura spell with enchant creature. It becomes a "
         "creature again if it's not attached to a creature.)\nWhenever"
         ' this creature blocks, Auras you control gain "{T}: Add '
         '{U}." until end of turn.\nEnchanted creature gets +1/+1.', "", "U"),
        ("Emberclaw Outcrop", "Land",
         "{T}: Add {C}.\n{1}{R}: This land becomes a 2/2 red Goblin "
         'creature with "This creature can\'t block if you control no '
         'other creatures." until end of turn. It\'s still a land. '
         'Noncreature lands you control gain "{T}: Add {R}." until end'
         " of turn.", "C", "RC"),
        ("The Rootwaking", "Enchantment — Saga",
         "(As this Saga enters and after your draw step, add a lore "
         "counter. Sacrifice after III.)\nI — Create a Food token.\nII —"
         " This Saga becomes a 5/5 green Treefolk creature until end "
         'of turn. Noncreature enchantments you control gain "{T}: Add'
         ' {G}." until end of turn.\nIII — You gain 3 life.', "", "G"),
        ("Reefrunner Skiff", "Artifact — Vehicle",
         "Whenever this Vehicle attacks, noncreature artifacts you "
         "control become Island lands in addition to their other types"
         " until end of turn.\nCrew 2 (Tap any number of untapped "
         "creatures you control with total power 2 or more: This "
         "Vehicle becomes an artifact creature until end of turn.)", "", "U"),
        ("Gravecall Mire", "Land",
         "{T}: Add {C}.\n{2}{B}: This land becomes a 2/2 black Zombie "
         "creature until end of turn. It's still a land. Noncreature "
         "lands you control become Swamps until end of turn.", "C", "BC"),
        ("Tale of the Goblin King", "Enchantment Creature — Saga Human",
         "(As this Saga enters and after your draw step, add a lore "
         "counter. Sacrifice after III.)\nI — Non-Goblin creatures you "
         'control gain "{T}: Add {R}." until end of turn.\nII — This '
         "creature is a Goblin in addition to its other types.\nIII — "
         "Draw a card.\n2/2", "R", "R"),
        ("Brassplate Artificer", "Creature — Human Artificer",
         "This creature is an artifact in addition to its other types "
         'and has "{T}: Add {C}."\nNonartifact creatures you control '
         'have "{T}: Add {B}."', "C", "BC"),
        ("Tidewatch Recruit", "Creature — Human Wizard",
         "This creature can't attack unless you control an Island. "
         "This creature is a Merfolk in addition to its other types.\n"
         'Non-Merfolk creatures you control have "{T}: Add {U}."', "", "U"),
        ("Warband Drummer", "Creature — Human Shaman",
         "Creatures you control are Goblins in addition to their other"
         " types and have haste.\nNon-Goblin creatures you control have"
         ' "{T}: Add {R}."', "", "R"),
        ("Oathsworn Captain", "Creature — Human Soldier",
         "Each Human you control is a Knight in addition to its other "
         'types.\nCreatures you control other than Knights have "{T}: '
         'Add {W}."', "", "W"),
        ("Cybertronic Hauler", "Artifact — Vehicle",
         "Living metal (As long as it's your turn, this Vehicle is "
         'also a creature.)\nArtifact creatures you control have "{T}: '
         'Add {R}."', "R", "R"),
        ("Thornback Ridge", "Land",
         "{T}: Add {C}.\n{3}{G}: This land becomes a 4/4 green Beast "
         'creature with "Whenever this creature attacks, you gain 2 '
         'life. Scry 1." until end of turn. It\'s still a land.\nNonland'
         ' creatures you control have "{T}: Add {G}."', "C", "GC"),
        ("Animate Bastion", "Land",
         "{T}: Add {C}.\nAll lands are 2/2 creatures that are still "
         'lands.\nCreatures you control have "{T}: Add {W}."', "WC", "WC"),
        ("Warding Bulwark", "Land",
         "{T}: Add {C}.\nLands you control are 0/1 blue and black Wall "
         "creatures in addition to their other types.\nCreatures you "
         'control have "{T}: Add {U}."', "UC", "UC"),
        ("Shifting Adept", "Creature — Human Shaman",
         'Level up {1}\nLEVEL 1-3\n2/2\nGoblins you control have "{T}: '
         'Add {R}."\nLEVEL 4+\n4/4\nThis creature is every creature type.', "", "R"),
        ("Mimic Harness", "Artifact Creature — Equipment Spirit",
         "Equipped creature gets +1/+1 and is every creature type.\n"
         'Elves you control have "{T}: Add {G}."\nReconfigure {2} ({2}:'
         " Attach to target creature you control; or unattach from a "
         "creature. Reconfigure only as a sorcery. While attached, "
         "this isn't a creature.)", "", "G"),
        ("Herald of Many Shapes", "Creature — Human Wizard",
         "Each creature spell you cast is every creature type.\nDragons"
         ' you control have "{T}: Add {R}."', "", "R"),
        ("Grovecaller Hierophant", "Creature — Human Cleric",
         "{2}: Target land you control becomes a 2/2 creature with all"
         " creature types until end of turn. It's still a land.\n"
         'Spirits you control have "{T}: Add {W}."', "", "W"),
        ("Vaultkeeper Construct", "Artifact Creature — Construct",
         "Noncreature, nontoken, nonland permanents you control have "
         '"{T}: Add {B}."', "", "B"),
        ("Blessed Vanguard", "Creature — Human Knight",
         "Each creature you control with a +1/+1 counter on it is "
         'every creature type.\nGoblins you control have "{T}: Add '
         '{R}."', "R", "R"),
        ("Mirrorbloom Charm", "Enchantment — Aura",
         "Enchant nonland permanent\nAt the beginning of your end step,"
         " create a token that's a copy of enchanted permanent, except"
         " it's a Swamp in addition to its other types.", "", ""),
        ("Mirrorbloom Sigil", "Enchantment — Aura",
         "Enchant permanent\nAt the beginning of your end step, create "
         "a token that's a copy of enchanted permanent, except it's a "
         "Swamp in addition to its other types.", "", "B"),
        # (a grant an ability makes as it resolves, which the change does not take away as
        # it takes a static of the card's own text, 305.7)
        ("Shifting Fen", "Land — Swamp",
         "({T}: Add {B}.)\n{1}: This land becomes a Mountain until end "
         'of turn.\n{1}: Lands you control that aren\'t Swamps gain "{T}: Add'
         ' {W}." until end of turn.', "WBR", "WBR"),
        ("Unmoored Grove", "Land — Forest",
         "({T}: Add {G}.)\n{2}: Until end of turn, this land loses all "
         "land types and becomes a Plains.\n{1}: Lands you control that "
         'aren\'t Forests gain "{T}: Add {B}." until end of turn.', "WBG", "WBG"),
        ("Ascendant Squire", "Creature — Human Soldier",
         "{3}: This creature becomes a 4/4 Angel creature with flying "
         "until end of turn.\nNon-Human creatures you control have "
         '"{T}: Add {W}."', "W", "W"),
        ("Faceless Cutpurse", "Creature — Goblin Rogue",
         "{1}: This creature loses all creature types until end of "
         'turn.\nNon-Goblin creatures you control have "{T}: Add {R}."', "R", "R"),
        ("Prowling Harness", "Artifact Creature — Equipment Cat",
         "Equipped creature gets +1/+1.\nArtifacts you control that "
         'aren\'t Cats have "{T}: Add {C}."\nReconfigure {2} ({2}: '
         "Attach to target creature you control; or unattach from a "
         "creature. Reconfigure only as a sorcery. While attached, "
         "this isn't a creature.)", "C", "C"),
        ("Thessa, God of Tides", "Legendary Enchantment Creature — God",
         "Indestructible\nAs long as your devotion to blue is less than"
         " five, Thessa isn't a creature.\nEnchantments you control "
         'that aren\'t Gods have "{T}: Add {U}."', "U", "U"),
        ("Barkskin Elder", "Creature — Treefolk",
         "{1}: This creature becomes a Forest land in addition to its "
         "other types until end of turn.\nNoncreature lands you control"
         ' have "{T}: Add {W}."', "G", "WG"),
        ("Mimic Ruins", "Land",
         "{T}: Add {C}.\n{2}: This land becomes a 2/2 creature with all"
         " creature types until end of turn. It's still a land. Non-"
         'Goblin creatures you control gain "{T}: Add {R}." until end '
         "of turn.", "C", "RC"),
        ("Varnak, the Iron Gale", "Legendary Artifact — Vehicle",
         "Whenever Varnak, the Iron Gale attacks, noncreature "
         'artifacts you control gain "{T}: Add {B}." until end of '
         "turn.\nCrew 3 (Tap any number of untapped creatures you "
         "control with total power 3 or more: This Vehicle becomes an "
         "artifact creature until end of turn.)", "", "B"),
        ("Guise Weaver", "Creature — Elf Wizard",
         "{1}: This creature gains changeling until end of turn.\n"
         'Goblins you control have "{T}: Add {R}."', "R", "R"),
        ("Thousand-Face Drifter", "Creature — Shapeshifter",
         "This creature has changeling.\nNon-Goblin creatures you "
         'control have "{T}: Add {R}."', "", "R"),
        ("Unity Prophet", "Creature — Human Cleric",
         "{3}: Until end of turn, all creatures gain all creature "
         'types.\nMerfolk you control have "{T}: Add {U}."', "U", "U"),
        ("Many-Named Raider", "Creature — Human Warrior",
         "Whenever this creature attacks, it gains all creature types "
         'until end of turn.\nElves you control have "{T}: Add {G}."', "G", "G"),
        ("Golemcraft Workshop", "Enchantment",
         'Noncreature artifacts you control have "{2}: This artifact '
         'becomes a 3/3 Golem artifact creature until end of turn."\n'
         'Artifact creatures you control have "{T}: Add {C}."', "", "C"),
        ("Bark Mantle", "Artifact — Equipment",
         'Equipped creature has "{1}: This creature becomes a Treefolk'
         ' in addition to its other types until end of turn."\nTreefolk'
         ' you control have "{T}: Add {G}."\nEquip {2}', "", "G"),
        ("Spirit Herald", "Creature — Human Cleric",
         "When this creature enters, create a 1/1 white Spirit "
         'creature token with flying and "{1}: This creature becomes '
         'an Elf in addition to its other types until end of turn."\n'
         'Elves you control have "{T}: Add {G}."', "", "G"),
        ("Pyrrha, God of the Forge", "Legendary Enchantment Creature — God",
         "Indestructible\nAs long as your devotion to red is less than "
         "five, Pyrrha isn't a creature.\n{3}: Pyrrha becomes an "
         "artifact in addition to its other types until end of turn.\n"
         'Noncreature artifacts you control have "{T}: Add {R}."', "R", "R"),
        ("Canopy Warleader", "Creature — Human Warrior",
         "{1}{G}: This creature gains trample until end of turn and "
         'other creatures you control that are Elves gain "{T}: Add '
         '{G}." until end of turn.', "", "G"),
        ("Canopy Caller", "Creature — Human Shaman",
         "{1}{G}: This creature gets +1/+1 until end of turn and your "
         'other Elves gain "{T}: Add {G}." until end of turn.', "", "G"),
        ("Canopy Chieftain", "Creature — Elf Warrior",
         "{1}{G}: This creature gets +1/+1 until end of turn and other"
         ' creatures you control that are Elves gain "{T}: Add {G}." '
         "until end of turn.", "", "G"),
        ("Warcry Sergeant", "Creature — Human Soldier",
         "Whenever a creature you control enters, it becomes a Knight "
         "in addition to its other types until end of turn.\nKnights "
         'you control have "{T}: Add {W}."', "W", "W"),
        ("Warcry Veteran", "Creature — Human Soldier",
         "Whenever another creature you control enters, it becomes a "
         "Knight in addition to its other types until end of turn.\n"
         'Knights you control have "{T}: Add {W}."', "", "W"),
        ("Tide of Forgetting", "Creature — Human Wizard",
         "{T}: Add {U}.\n{3}: Until end of turn, creatures you control "
         "lose all creature types.\nNon-Human creatures you control "
         'have "{T}: Add {B}."', "UB", "UB"),
        ("Grey Conclave", "Creature — Goblin Shaman",
         "Creatures you control lose all creature types.\nNon-Goblin "
         'creatures you control have "{T}: Add {R}."', "R", "R"),
        ("Fading Banners", "Creature — Human Soldier",
         "{1}: Until end of turn, nontoken creatures you control lose "
         "all creature types.\nNon-Human creatures you control have "
         '"{T}: Add {W}."', "W", "W"),
        ("Martyr of Sameness", "Creature — Elf Cleric",
         "Sacrifice this creature: Until end of turn, all creatures "
         "lose all creature types.\nNon-Elf creatures you control have "
         '"{T}: Add {G}."', "", "G"),
        ("Tidewall Sentry", "Creature — Merfolk Soldier",
         "Whenever a creature you control blocks, it loses all "
         "creature types until end of turn.\nNon-Merfolk creatures you "
         'control have "{T}: Add {U}."', "U", "U"),
        ("Shapeless Drifter", "Creature — Shapeshifter",
         "Changeling (This card is every creature type.)\n{2}: This "
         "creature loses all creature types until end of turn.\nNon-"
         'Sliver creatures you control have "{T}: Add {B}."', "B", "B"),
        ("Aurel, God of Oaths", "Legendary Enchantment Creature — God",
         "Indestructible\nAs long as your devotion to white is less "
         "than five, Aurel isn't a creature.\nAurel is a Knight in "
         "addition to its other types.\nEnchantments you control that "
         'aren\'t Knights have "{T}: Add {W}."', "W", "W"),
        ("Demonsworn Acolyte", "Creature — Human Warlock",
         "Whenever this creature attacks, it becomes a 5/5 black Demon"
         " creature with flying until end of turn. Humans you control "
         'gain "{T}: Add {B}." until end of turn.', "", "B"),
        ("Mask of Many Crowns", "Creature — Human Noble",
         "Creatures you control with a +1/+1 counter on them have "
         'changeling.\nNon-Elf creatures you control have "{T}: Add '
         '{G}."', "G", "G"),
        ("Corsair Galley", "Artifact — Vehicle",
         'Creatures you control have "{1}: This creature becomes a '
         'Pirate in addition to its other types until end of turn."\n'
         'Pirates you control have "{T}: Add {U}."\nCrew 2 (Tap any '
         "number of untapped creatures you control with total power 2 "
         "or more: This Vehicle becomes an artifact creature until end"
         " of turn.)", "U", "U"),
        ("Forgebound Hound", "Artifact Creature — Equipment Dog",
         "Equipped creature gets +1/+1.\nNoncreature artifacts you "
         'control have "{3}: This artifact becomes a 3/3 Golem '
         'artifact creature until end of turn."\nGolems you control '
         'have "{T}: Add {B}."\nReconfigure {2} ({2}: Attach to target '
         "creature you control; or unattach from a creature. "
         "Reconfigure only as a sorcery. While attached, this isn't a "
         "creature.)", "B", "B"),
        ("Oathbound Squire", "Creature — Human Soldier",
         'This creature has "{T}: Add {C}." and "{1}: This creature '
         "becomes a Knight in addition to its other types until end of"
         ' turn."\nKnights you control have "{T}: Add {W}."', "WC", "WC"),
        ("Forge Decree", "Enchantment",
         'Artifacts you control have "{2}: This artifact becomes a 3/3'
         ' Golem artifact creature until end of turn."\nGolems you '
         'control have "{T}: Add {R}."', "", "R"),
    ],
)  # fmt: skip
def test_the_silent_misses_mended_in_the_twentieth_session(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """Known gaps and probes' silent misses mended in the twentieth session, each in a wording of
    its own: a trigger's attach event with a list of objects ("Whenever you attach an Aura,
    Equipment, or Fortification to a land you control, it gains ...": the land, the card
    among them where it is one; a mutant of the nineteenth session found it). And probe
    gg's, at the edges of the session's first rules: a change under a condition or in a step
    that may not happen is no sure one, nor changeling until end of turn, nor a conditional
    "every creature type"; "other than Knights" holds a card that is a Knight only during
    your turn; impending and a change that sets its card types ("becomes an Aura
    enchantment", 205.1a; not "It's still a land") take a type away; an ability word before
    the card's attack trigger, "this Vehicle and at least two other creatures attack", "As
    long as this Vehicle is blocking"; a threshold label ("7+ |"), a threshold that prints a
    power and toughness, a level's line after the grant, a level's or range's group change,
    a leveler's power and toughness (no Spacecraft's); "All creatures are Zombies", "are
    artifact creatures"; a change that changes what another applies to (613.8a);
    "Noncreature, nonland permanents" (both); "It's an artifact" after a sentence about the
    card. And probe gi's: a leveler's ranges exclude each other, a grant at one never
    reaching the card that only another range makes a land (r48 too), a grant before any
    range every level's; a card with bestow is an Aura, bestowed. And what a change gives at
    once: "becomes a 3/3 creature with all creature types" is never a non-Goblin creature
    (ga20, gi129), another change's creature may be one that isn't an Elf. And probe gl's, a
    second round at those rules: "As long as this Vehicle is an artifact creature", "and at
    least one other Pirate attack", a condition's own sentence only, an attacking or
    blocking card with bestow no Aura, a quote's "if" no step's condition, a Saga's chapter
    a trigger (an earlier chapter before a later one's change), a land type change's group
    judged as the ability applies, a quote's colon and periods none of the line's, a
    condition of another sentence of the line, "... and have haste", "Each Human you control
    is a Knight", living metal, a quote before "It's still a land", "creatures that are
    still lands", several colors, a leveler's other range's every creature type, every
    creature type given to another object (equipped, a spell, a target), three "non" words.
    And probe gk's last: "a copy of enchanted permanent" on an Aura with "Enchant nonland
    permanent" copies no land (303.4a). And probe gp's, a third round at the states: a
    change that sets a subtype takes the card's others of its kind (305.7: "becomes a
    Mountain" is no Swamp; 205.1a: "becomes a 4/4 Angel creature" no Human), "loses all
    creature types", a card type taken with its creature types (205.3d: a reconfigured Cat,
    a God not a creature), "in addition to its other types until end of turn" keeps them, a
    change combined with what the text takes away (a noncreature artifact God), every
    creature type from the ability's own step, "has changeling", "gains changeling until end
    of turn", "all creatures gain all creature types", "it gains all creature types"; a
    legendary name with its comma in the card's attack trigger; a quoted ability the card
    can't have (an Equipment's, a token's, another group's) none of its changes. And a gap a
    surviving mutant showed: a group after "and" with its own grant verb and a relative
    clause ("... and other creatures you control that are Elves gain ...") or "your other
    Elves". And probe gr's, a fourth round aimed at false positives (none found): "it" after
    a trigger's event of a group the card is in ("Whenever a creature you control enters, it
    becomes a Knight ...", 603.2; not "another creature"), a group's "lose all creature
    types". And probe gv's, a fifth round (25 of its 41 mended this session): a group's
    "lose all creature types" in more wordings, not after the card left (611.2c), a
    trigger's object's; a loss of creature types takes those changeling and its own statics
    gave (613.7); what the ability's own steps take away ("it becomes a 5/5 black Demon
    creature": no Human then); every creature type of a group "with" a state never sure. And
    more of gv's: a quote given to a group the card may be in by the rest of its text (a
    crewed Vehicle, a reconfigured Equipment) is its own, and a second quote of a list its
    holder's; the quote's own words never put the card in the group."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # an intervening "if" with a supertype narrows the trigger's group (603.4)
        ("Rimeward Cairn", "Land — Swamp",
         "Landfall — Whenever a land you control enters, if it's a snow land, it becomes an "
         "Island in addition to its other types until end of turn.", "B", "UB"),
        ("Rimeward Cairn", "Snow Land — Swamp",
         "Landfall — Whenever a land you control enters, if it's a snow land, it becomes an "
         "Island in addition to its other types until end of turn.", "UB", "UB"),
        # a player is no object "It" may stand for (109.1)
        ("Gloom Courier", "Creature — Vampire Rogue",
         "Whenever this creature attacks, each opponent loses 1 life. It gains \"{T}: Add "
         "{B}.\" until end of turn.", "B", "B"),
        ("Gloom Courier", "Creature — Vampire Rogue",
         "Whenever this creature attacks, up to two target players each lose 1 life. It gains "
         "\"{T}: Add {B}.\" until end of turn.", "B", "B"),
        # "each of those lands" after a trigger of other lands: those lands (603.2)
        ("Verdant Choir", "Land",
         "{T}: Add {C}.\nWhenever one or more other lands you control enter, each of those "
         "lands becomes a Forest in addition to its other types until end of turn.", "C", "GC"),
        # a keyword printed bare and named by a reminder after another sentence: the card's
        ("Mossbinder", "Creature — Elf Druid",
         "Mossbind\nWhenever another creature with mossbind you control dies, you gain 1 "
         "life. (A creature with mossbind has \"{T}: Add {G}.\")", "G", "G"),
        ("Mossbinder", "Creature — Elf Druid",
         "Mossbind\nWhenever another creature with mossbind you control dies, create a 1/1 "
         "green Saproling creature token. (A creature with mossbind has \"{T}: Add {G}.\")",
         "G", "G"),
        # a token's change of "creatures you control": not another player's token (111.2),
        # nor one made after the card left (611.2c)
        ("Turncoat Herald", "Creature — Human Rogue",
         "When this creature enters, each opponent creates a 1/1 red Goblin creature token "
         "with \"Other creatures you control are Goblins in addition to their other "
         "types.\"\nGoblins you control have \"{T}: Add {R}.\"", "", "R"),
        ("Turncoat Herald", "Creature — Human Rogue",
         "When this creature dies, create a 1/1 red Goblin creature token with \"Other "
         "creatures you control are Goblins in addition to their other types.\"\nGoblins "
         "you control have \"{T}: Add {R}.\"", "", "R"),
        ("Turncoat Herald", "Creature — Human Rogue",
         "When this creature enters, create a 1/1 red Goblin creature token with \"Other "
         "creatures you control are Goblins in addition to their other types.\"\nGoblins "
         "you control have \"{T}: Add {R}.\"", "R", "R"),
        # probe hq: a group change's group as a list, with "snow" or "named", after ", and";
        # a list of subtypes ends before the next clause's subject (205.1a, 305.7)
        ("Marshgate Span", "Land — Forest", "Forests and Mountains you control are Swamps.",
         "B", "B"),
        ("Tidal Confluence", "Land — Forest",
         "Each Forest and each Plains you control is an Island.", "U", "U"),
        ("Frostmere", "Snow Land — Forest", "Snow lands you control are Islands.", "U", "U"),
        ("Riverbend Ford", "Land — Forest",
         "Mountains you control are Plains, and Forests you control are Islands.", "U", "WU"),
        ("Lone Spire", "Land", "{T}: Add {C}.\nEach land you control named Lone Spire is a "
         "Mountain.", "R", "R"),
        ("Tidecaller Ruins", "Land — Forest",
         "Lands you control are Islands, and creatures you control are Merfolk in addition to "
         "their other types.", "U", "U"),
        # a type set to every basic land type, or the chosen one, of the card or its group,
        # takes the rules text's abilities, grants and triggers too (305.7, 613.8a); a
        # limited choice offers only its types
        ("Prism Vault", "Land", "{T}: Add {C}.\nLands you control are every basic land "
         "type.", "WUBRG", "WUBRG"),
        ("Mirage Commons", "Land", "{T}: Add {C}.\nAs this land enters, choose Forest or "
         "Mountain.\nThis land is the chosen type.", "RG", "RG"),
        ("Shifting Basin", "Land — Swamp", "As this land enters, choose a basic land type "
         "other than Swamp.\nThis land is the chosen type.", "WURG", "WURG"),
        ("Commons of Choice", "Land", "{T}: Add {C}.\nAs this land enters, choose a basic "
         "land type.\nLands you control are the chosen type.", "WUBRG", "WUBRG"),
        ("Tollgate Ruins", "Land", "As this land enters, choose a basic land type.\nThis land "
         "is the chosen type.\nWhenever this land is tapped for mana, add an additional "
         "{C}.", "WUBRG", "WUBRG"),
        ("Mire Lantern", "Land — Plains", "Plains you control are Swamps.\nSwamps you "
         "control have \"{T}: Add {R}.\"", "B", "B"),
        # a subject listing the card beside a group ("This creature and other creatures you
        # control are ..."): the card's change too; a step under the condition of the
        # grant's own sentence happens with it (608.2c)
        ("Kin of the Pack", "Creature — Human Druid",
         "This creature and other creatures you control are Wolves in addition to their other "
         "types.\nWolves you control have \"{T}: Add {G}.\"", "G", "G"),
        ("Kin of the Pack", "Creature — Wolf Druid",
         "This creature and each other creature you control are Elves.\nWolves you control "
         "have \"{T}: Add {G}.\"", "", "G"),
        # probe hv: a keyword granted as a quote is, to the same subject (the trigger's
        # object, "they" with the card, "that creature", "those Elves", "untap them. They")
        ("Sapgrove Warden", "Creature — Elf Druid",
         "Whenever a creature you control attacks, it gains thornsap until end of turn. (A "
         "creature with thornsap has \"{T}: Add {G}.\")", "G", "G"),
        ("Sapgrove Warden", "Creature — Elf Druid",
         "Whenever one or more Elves you control attack, untap them. They gain thornsap until "
         "end of turn. (A creature with thornsap has \"{T}: Add {G}.\")", "G", "G"),
        ("Sapgrove Warden", "Creature — Human Druid",
         "Whenever one or more Elves you control attack, untap them. They gain thornsap until "
         "end of turn. (A creature with thornsap has \"{T}: Add {G}.\")", "", "G"),
        # "It" after a sentence only players act in ("Draw a card", "Scry 1", "You gain 2
        # life"), or one whose subject is "it" whatever its verb: the card
        ("Tidewatch Adept", "Creature — Merfolk Wizard",
         "When this creature enters, surveil 2. It gains \"{T}: Add {U}.\" until end of "
         "turn.", "U", "U"),
        ("Tidewatch Adept", "Creature — Merfolk Wizard",
         "Whenever this creature attacks, each opponent mills a card. You draw a card. It "
         "gains \"{T}: Add {U}.\" until end of turn.", "U", "U"),
        ("Cinder Duelist", "Creature — Goblin Warrior",
         "Whenever this creature blocks, it deals 1 damage to target creature an opponent "
         "controls. It gains \"{T}: Add {R}.\" until end of turn.", "R", "R"),
        # probe hu: lists of groups, each with its modifier or "you control", and a second
        # change's list after ", and", for the card and for the rows of other lands
        ("Rimeglass Fen", "Snow Land — Plains",
         "Snow Plains and snow Forests you control are Islands.", "U", "U"),
        ("Mirewall Crossing", "Land — Plains",
         "{T}: Add {C}.\nPlains you control and Forests you control are Swamps.", "B", "B"),
        ("Twinbasin Ford", "Land — Plains",
         "Each Plains you control and each Mountain you control is an Island.", "U", "U"),
        ("Sundered Causeway", "Land — Swamp",
         "Swamps you control are Islands, and Plains and Forests you control are Mountains.",
         "U", "UR"),
        # a group the card is in only while its own change makes it a creature: a state,
        # never always (613.1d)
        ("Verdant Colossus Ruins", "Land",
         "{T}: Add {C}.\nLand creatures you control are Forests.\n{2}{G}: This land becomes "
         "a 4/4 green Elemental creature until end of turn. It's still a land.", "GC", "GC"),
        # "you and target opponent each create", "that player" after "a player": you too
        ("Kinship Envoy", "Creature — Human Advisor",
         "When this creature enters, you and target opponent each create a 1/1 green Elf "
         "creature token with \"Other creatures you control are Elves in addition to their "
         "other types.\"\nElves you control have \"{T}: Add {G}.\"", "G", "G"),
        # a player with a relative clause or a count is no object "It" may stand for
        ("Dawnward Herald", "Creature — Human Cleric",
         "Whenever this creature attacks, each opponent who controls more creatures than you "
         "loses 1 life. It gains \"{T}: Add {W}.\" until end of turn.", "W", "W"),
        ("Dawnward Herald", "Creature — Human Cleric",
         "Whenever this creature attacks, target opponent loses 1 life for each creature they "
         "control. It gains \"{T}: Add {W}.\" until end of turn.", "W", "W"),
        # a land's own "is every basic land type", its own replacement lost with its rules
        # text (305.7); "a land type" may be a nonbasic one, which leaves the rules text
        ("Prism of the Wilds", "Land", "This land is every basic land type.\n{1}, {T}: Add "
         "{C}{C}.", "WUBRG", "WUBRG"),
        ("Emberfall Mire", "Land", "{T}: Add {C}.\nLands you control are Swamps.\nIf a land "
         "you control would produce {B}, it produces {G} instead.", "B", "B"),
        ("Shifting Frontier", "Land", "As this land enters, choose a land type.\nThis land "
         "is the chosen type.\n{T}: Add {C}.", "WUBRGC", "WUBRGC"),
        # a land one of its own tokens' statics changes: of that type while the token is
        # there, its own ability lost then or not (305.7)
        ("Seedwell Terrace", "Land",
         "{T}: Add {C}.\n{4}, {T}: Create a 0/1 green Plant creature token with \"Lands you "
         "control are Forests in addition to their other types.\"", "GC", "GC"),
        # a token's static: "Other creatures you control are Forest lands" makes the card
        # one; another player's token's "Lands you control have ..." is none of the card's
        ("Grovebinder Dryad", "Creature — Dryad",
         "When this creature enters, create a 1/1 green Dryad creature token with \"Other "
         "creatures you control are Forest lands in addition to their other types.\"", "G",
         "G"),
        ("Contested Embassy", "Land",
         "{T}: Add {C}.\n{5}, {T}: Target opponent creates a 1/1 green Plant creature token "
         "with \"Lands you control have '{T}: Add {G}.'\"", "C", "GC"),
        # probe hy: a creature its own static makes a land, set to a basic land type, loses
        # its rules text (205.1a, 305.7); a group judged by what the card always is; "lose
        # all land types and are"; the card beside others with "are"
        ("Rootbound Colossus", "Creature — Treefolk",
         "This creature is a Mountain land.\n{T}: Add {G}.", "R", "R"),
        ("Ironroot Bastion", "Land",
         "This land is an artifact in addition to its other types.\nArtifact lands you "
         "control are Swamps.\n{T}: Add {C}.", "B", "B"),
        ("Bleakmoor Expanse", "Land",
         "{T}: Add {C}.\nLands you control lose all land types and are Plains.", "W", "W"),
        ("Tidemark Beacon", "Land",
         "{T}: Add {C}.\nThis land and other lands you control are Islands.", "U", "U"),
        # probe hz: "It" past sentences only players act in ("Discard a card.", "Scry 1.",
        # "Proliferate."), "They" after "it and up to one other target creature ... each"
        ("Loamcaller Adept", "Creature — Elf Druid",
         "{1}{G}: Untap this creature. Scry 1. It gains \"{T}: Add {G}.\" until end of "
         "turn.", "G", "G"),
        ("Loamcaller Adept", "Creature — Elf Druid",
         "When this creature enters, discard a card, then proliferate. It gains \"{T}: Add "
         "{G}.\" until end of turn.", "G", "G"),
        ("Loamcaller Adept", "Creature — Elf Druid",
         "When this creature enters, it and up to one other target creature you control each "
         "get +1/+1 until end of turn. They gain thornsap until end of turn. (A creature with "
         "thornsap has \"{T}: Add {G}.\")", "G", "G"),
        # a keyword in a list ("haste and thornsap"), for a while ("until that token leaves
        # the battlefield"); a reminder of a keyword no one is granted is no one's but the
        # card's with the keyword line
        ("Loamcaller Adept", "Creature — Elf Druid",
         "Whenever this creature attacks, it gains haste and thornsap until end of turn. (A "
         "creature with thornsap has \"{T}: Add {G}.\")", "G", "G"),
        ("Loamcaller Adept", "Creature — Elf Druid",
         "When this creature enters, create a 1/1 green Saproling creature token. This "
         "creature gains thornsap until that token leaves the battlefield. (A creature with "
         "thornsap has \"{T}: Add {G}.\")", "G", "G"),
        ("Loamcaller Adept", "Creature — Elf Druid",
         "Thornsap\nCreatures you control with thornsap have vigilance. (A creature with "
         "thornsap has \"{T}: Add {G}.\")", "G", "G"),
        # the trigger's object past sentences only players act in
        ("Scrollkeeper Elf", "Creature — Elf Wizard",
         "Whenever an Elf you control attacks, you may draw a card. If you do, discard a "
         "card. It gains \"{T}: Add {G}.\" until end of turn.", "G", "G"),
        # "that Goblin" after a trigger's Goblin: that object, the card too if it is one
        ("Warcry Lookout", "Creature — Goblin Scout",
         "Whenever a Goblin you control becomes blocked, that Goblin gains emberkin until end "
         "of turn. (A creature with emberkin has \"{T}: Add {R}.\")", "R", "R"),
        # probe ib: a clause after an amount joined by "or"; a color chosen since the
        # clause before; a condition's "that taps for {G}" is no replacement's event
        ("Warband Totem", "Artifact",
         "{T}: Add {R} for each Goblin you control, or {C}{C} if you control no Goblins.",
         "RC", "RC"),
        ("Prism Lantern", "Artifact",
         "{2}, {T}: Add {G}. Choose a color. Add one mana of that color.", "WUBRG", "WUBRG"),
        ("Grovewatch Idol", "Artifact",
         "{T}: Add {C}. If you control another creature that taps for {G}, add {G}{G} "
         "instead.", "GC", "GC"),
        # probe ic: "from your graveyard" said of the last listed object, not of "this
        # creature" before it; a cost that puts the card into its graveyard (113.6m)
        ("Cryptkeeper Ghoul", "Creature — Zombie",
         "{T}: Add {B}{B}. Exile this creature and all creature cards from your graveyard.",
         "B", "B"),
        ("Phoenix Brazier", "Artifact",
         "{T}, Put this artifact into your graveyard: Add {R}{R}. At the beginning of the "
         "next end step, return this card from your graveyard to the battlefield.", "R", "R"),
        # probe ie: a list of symbols in an amount is the amount's; "an additional" after
        # the joint; a relative clause's "can tap for", "able to produce"; an earlier step
        # that sacrifices the card
        ("Confluence Shrine", "Land",
         "{T}: Add {C} for each land you control that could produce {G} or {W}.", "C", "C"),
        ("Bog Reliquary", "Enchantment",
         "Whenever you tap a Swamp for mana, add an additional {B} for each Zombie you "
         "control and an additional {R} for each Devil you control.", "BR", "BR"),
        ("Grovewatch Idol", "Artifact",
         "{T}: Add {C}. If you control another land able to produce {U}, add {U} instead.",
         "UC", "UC"),
        ("Cinder Phoenix", "Creature — Phoenix",
         "{T}: Add {R}{R}. Sacrifice this creature. You may return this card from your "
         "graveyard to your hand.", "R", "R"),
        # probe if: "It" past a player-only sentence opening "Then", or one with a condition
        # at its end naming another object; "They" that the sentence before a player-only
        # one named; "It" after "It deals ..." past the sentence before
        ("Scrollkeeper Elf", "Creature — Elf Wizard",
         "When this creature enters, you gain 1 life. Then scry 1. It gains \"{T}: Add "
         "{G}.\" until end of turn.", "G", "G"),
        ("Scrollkeeper Elf", "Creature — Elf Wizard",
         "When this creature enters, draw a card if you control another Elf. It gains "
         "\"{T}: Add {G}.\" until end of turn.", "G", "G"),
        ("Scrollkeeper Elf", "Creature — Human Wizard",
         "When this creature enters, Elves you control get +1/+1 until end of turn. You gain "
         "2 life. They also gain \"{T}: Add {G}.\" until end of turn.", "", "G"),
        ("Emberline Adept", "Creature — Goblin Shaman",
         "{R}: Untap this creature. It deals 1 damage to each opponent. It gains \"{T}: Add "
         "{R}.\" until end of turn.", "R", "R"),
        # whose token: "each other player", "you and up to one target opponent each", "that
        # player" after "a player attacks you", a token of a sentence another player creates
        ("Borderwatch Keep", "Land",
         "{T}: Add {C}.\nWhenever a player attacks you, that player creates a 0/1 green Plant "
         "creature token with \"Lands you control are Forests in addition to their other "
         "types.\"", "C", "GC"),
        ("Borderwatch Keep", "Land",
         "{T}: Add {C}.\n{3}, {T}: You and up to one target opponent each create a 0/1 green "
         "Plant creature token with \"Lands you control are Forests in addition to their "
         "other types.\"", "GC", "GC"),
        ("Borderwatch Keep", "Land",
         "{T}: Add {C}.\n{3}, {T}: Target opponent creates a 0/1 green Plant creature token "
         "with \"Lands you control are Forests in addition to their other types.\" You "
         "create a 1/1 white Soldier creature token.", "C", "GC"),
        ("Oathbreaker Sage", "Creature — Elf Druid",
         "When this creature enters, you may sacrifice a land. If you do, it becomes a Human "
         "until end of turn and Elves you control gain \"{T}: Add {G}.\" until end of turn.",
         "", "G"),
    ],
)  # fmt: skip
def test_the_misses_mended_in_the_twenty_second_session(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """Probe hr's misses (a white-box round at the twenty-first session's rules), each in a
    wording of its own: an intervening "if it's a snow land" narrows the trigger's group
    (603.4); "each opponent", "up to two target players" are players, so "It" after them is
    the card; "each of those lands" after "one or more other lands ... enter" is those
    lands, never the card; a keyword line "Mossbind" gives the card the ability a later
    reminder states, with a token or not (702.1); a token's "Other creatures you control
    are ..." reaches the card only where the card's controller creates it while the card
    is on the battlefield (111.2, 611.2c). And probe hq's (a sixth white-box round at what a
    card surely is): a group change whose group lists nouns, says "snow" or "named", or
    follows another change after ", and", whose list of subtypes ends before the next
    clause's subject; a land that its own static sets to every basic land type, or to the
    chosen one (whichever it is), loses all its rules text makes, its grants and triggers
    too (305.7, 613.8a); a limited choice of a basic land type offers only its types; a
    subject listing the card beside a group; a step under the grant's own condition. And
    probe hv's (a white-box round at pronouns): a keyword is granted to the subject a quote
    would be, a trigger's object or "they" among them; "It" after a sentence only players
    act in, an imperative "draw", "scry", "surveil" or "mill" and a capital "You" too, or
    after one whose subject is "it" with any verb, stands for the card. And probe hu's (a
    white-box round at this session's rules): groups that list nouns with their own
    modifiers or "you control", a second change's list after ", and"; a group the card is
    in only while a change of its own lasts is no sure one; "you and target opponent each
    create", "that player" after "a player"; a player with a relative clause or a count;
    a land's own "every basic land type"; a replacement of its own lost with its rules
    text; "choose a land type", which may be a nonbasic one; a land in the group its own
    token's static changes. And probe hy's: a creature its own static makes a land of a
    basic land type, a group judged by what the card always is, "lose all land types and
    are", "This land and other lands you control are"; a token's "Other creatures you
    control are Forest lands" on a creature card; another player's token's "Lands you
    control have". And probe hz's: "It" past sentences only players act in, "They" after
    "it and up to one other target creature ... each"; a keyword in a list or held until a
    token leaves; a reminder of a keyword no one is granted; whose token it is, sentence by
    sentence. And probes ib's and ic's: an add clause after an amount joined by "or"; a
    color chosen since the clause before; a relative clause's "that taps for {G}"; a zone
    said of the last listed object; a cost that puts the card into its graveyard. And probes
    ie's and if's: a list of symbols in an amount, "an additional" after a joint, a
    capability named as "can tap for" or "able to produce", an earlier step that sacrifices
    the card; "It" past "Then scry 1." or past a condition naming another object, "They"
    that a sentence before a player-only one named, "It" after "It deals ..."."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("name", "type_line", "text"),
    [
        # a keyword the text grants no one (the grant is trample)
        ("Thornsap Grove", "Enchantment",
         'Creatures you control with thornsap have trample. (A creature with thornsap has '
         '"{T}: Add {G}.")'),
        # a trigger event creates nothing (603.1), and the Kobold is no Treasure
        ("Hoard Tinkerer", "Creature — Kobold Artificer",
         "Whenever you create a Treasure token, create a 1/1 colorless Thopter artifact "
         'creature token with flying. (A Treasure is an artifact with "{T}, Sacrifice this '
         'artifact: Add one mana of any color.")'),
    ],
)  # fmt: skip
def test_a_reminder_no_object_of_the_text_has_is_no_ones(
    name: str, type_line: str, text: str
) -> None:
    """A reminder that explains what objects with a keyword, or of a kind, have, where the
    text gives no object that keyword or kind: no row is anyone's, and its "Add", which no
    template reads, is reported."""
    parsed = parse_face(text, type_line, name)
    assert summary(parsed)[0::2] == ("", "")
    assert [i.problem for i in parsed.issues] == [IssueKind.NO_ABILITY]


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        ("Quillback Harness", "Artifact Creature — Equipment Lizard",
         "Equipped creature has vigilance.\nNoncreature artifacts you "
         'control have "{T}: Add {R}."\nReconfigure {2} ({2}: Attach to'
         " target creature you control; or unattach from a creature. "
         "Reconfigure only as a sorcery. While attached, this isn't a "
         "creature.)", "R", "R"),
        ("Elk of the Dawn Meadow", "Enchantment Creature — Elk",
         "Bestow {3}{G} (If you cast this card for its bestow cost, "
         "it's an Aura spell with enchant creature. It becomes a "
         "creature again if it's not attached to a creature.)\n"
         'Enchantments you control that aren\'t creatures have "{T}: '
         'Add {G}."', "G", "G"),
        ("Brakkos, God of Forges", "Legendary Enchantment Creature — God",
         "Indestructible\nAs long as your devotion to red is less than "
         "five, Brakkos isn't a creature.\nNoncreature enchantments you"
         ' control have "{T}: Add {R}."', "R", "R"),
        ("Copperleaf Shaman", "Creature — Elf Shaman",
         "This creature is an artifact in addition to its other types."
         '\nNonartifact creatures you control have "{T}: Add {G}."', "", "G"),
        ("Thrasca, Veteran Scout", "Legendary Creature — Human Scout",
         "Thrasca is a Warrior in addition to its other types.\nEach "
         'creature you control that isn\'t a Warrior has "{T}: Add '
         '{W}."', "", "W"),
        ("Grovecall Herald", "Creature — Human Shaman",
         "Creatures you control are Elves in addition to their other "
         'types.\nNon-Elf creatures you control have "{T}: Add {G}."', "", "G"),
        ("Sentinel Skiff", "Artifact — Vehicle",
         "Whenever this Vehicle blocks, noncreature artifacts you "
         'control gain "{T}: Add {C}." until end of turn.\nCrew 1 (Tap '
         "any number of untapped creatures you control with total "
         "power 1 or more: This Vehicle becomes an artifact creature "
         "until end of turn.)", "", "C"),
        ("Harrow Skiff", "Artifact — Vehicle",
         "Whenever Harrow Skiff deals combat damage to a player, put a"
         " charge counter on each noncreature artifact you control. "
         '(An artifact with a charge counter on it has "{T}: Add '
         '{C}.")\nCrew 2 (Tap any number of untapped creatures you '
         "control with total power 2 or more: This Vehicle becomes an "
         "artifact creature until end of turn.)", "", "C"),
        ("Starwake Frigate", "Artifact — Spacecraft",
         "Station (Tap another creature you control: Put charge "
         "counters equal to its power on this Spacecraft. Station only"
         " as a sorcery. It's an artifact creature at 5+.)\nSTATION 8+\n"
         'Noncreature artifacts you control have "{T}: Add {U}."\n'
         "Flying\n4/4", "", "U"),
        ("Dusklight Corvette", "Artifact — Spacecraft",
         "Station (Tap another creature you control: Put charge "
         "counters equal to its power on this Spacecraft. Station only"
         " as a sorcery. It's an artifact creature at 9+.)\nSTATION 4+\n"
         'Noncreature artifacts you control have "{T}: Add {U}."\n'
         "STATION 9+\nFlying\n5/5", "U", "U"),
        ("Class of the Rooted Grove", "Enchantment — Class",
         "(Gain the next level as a sorcery to add its ability.)\nWhen "
         "this Class enters, you gain 2 life.\n{1}{G}: Level 2\nThis "
         "Class is a 3/3 Treefolk creature in addition to its other "
         "types.\n{3}{G}: Level 3\nEnchantments you control that aren't "
         'creatures have "{T}: Add {G}."', "", "G"),
        ("Class of the Late Bloom", "Enchantment — Class",
         "(Gain the next level as a sorcery to add its ability.)\nWhen "
         "this Class enters, you gain 2 life.\n{1}{G}: Level 2\n"
         'Noncreature enchantments you control have "{T}: Add {G}."\n'
         "{3}{G}: Level 3\nThis Class is a 5/5 Treefolk creature in "
         "addition to its other types.", "G", "G"),
        ("Mossgate Watch", "Land",
         "{T}: Add {C}.\n{2}{G}: Until end of turn, this land becomes a"
         " 4/4 green Treefolk creature with reach. It's still a land. "
         'Noncreature lands you control gain "{T}: Add {G}{G}." until '
         "end of turn.", "C", "GC"),
        ("Convoy Outrider", "Artifact — Vehicle",
         "Whenever another Vehicle you control attacks, noncreature "
         'artifacts you control gain "{T}: Add {R}." until end of '
         "turn.\nCrew 2 (Tap any number of untapped creatures you "
         "control with total power 2 or more: This Vehicle becomes an "
         "artifact creature until end of turn.)", "R", "R"),
        ("Duskbrass Adept", "Creature — Human Artificer",
         "As long as it's your turn, this creature is an artifact in "
         "addition to its other types.\nNonartifact creatures you "
         'control have "{T}: Add {B}."', "B", "B"),
        ("Gearbound Prowler", "Artifact — Vehicle",
         'Noncreature artifacts you control have "{T}: Add {C}."\nCrew '
         "3 (Tap any number of untapped creatures you control with "
         "total power 3 or more: This Vehicle becomes an artifact "
         "creature until end of turn.)", "C", "C"),
    ],
)  # fmt: skip
def test_what_the_card_surely_is_as_a_group_that_excludes_a_type_applies(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """What "noncreature", "Non-Elf" and "that aren't creatures" ask: whether the card
    can be without the type as the ability applies (probe ga's known differences, each
    in a wording of its own). It can where its text can take the type away (reconfigure,
    bestow, a God's "isn't a creature"), not where its text always gives it ("is an
    artifact in addition to its other types", a group's change it is in), nor where the
    ability's own situation makes it one (its attack, block or combat damage trigger, a
    station threshold at or above its reminder's, a Class level at or above the one that
    makes it a creature, a sentence of the same ability that made it one); and where
    these must not apply: another Vehicle's attack, a lower threshold or level, a change
    that applies only on your turn, a Vehicle's static grant."""
    read_without_issue(text, type_line, name, could, leads)


# --------------------------------------------------------------------------------------
# Invented texts of the probes: the summaries they must give, but for known differences
# --------------------------------------------------------------------------------------

INVENTED_TEXTS = [
    json.loads(line)
    for line in gzip.decompress((Path(__file__).parent / "invented_texts.jsonl.gz").read_bytes())
    .decode("utf-8")
    .splitlines()
]
"""86,113 faces invented in six hundred and thirty-two probes of the parser (2026-12-03 to -08):
plausible wordings of next sets' cards (the fifth, 2025-2026 cards as a prober remembered them;
"f", card types, layouts and ability kinds; "g", what follows "add" and the sentences around it;
"h", a fictional 2027 set's new keywords, tokens, costs and subtypes; "i", the text's form:
names, punctuation, labels, choices across paragraphs; "j", real cards of the 2020-2022 sets the
development files lack, as a prober remembered their Oracle text; "l", the edges of the
products: Alchemy, Un-sets, Universes Beyond, command-zone cards; "m", mechanisms in
combination; "n", 349 texts full of mana words that make no mana, and 28 beside them that do;
"o", real cards of the 2025-2026 sets as a prober remembered them; "p", mana abilities' costs,
who adds the mana, land types and land tokens, replacements and multipliers, and texts that make
no mana; "q", grants to qualified groups, token variants, keywords whose reminder text adds
mana, triggers around mana, and texts that make no mana; "r", the structure of abilities: die
rolls' results, coin flips, Classes, Cases, Sagas, levelers, Spree, modes, ability words,
Stations, Rooms, costs, zones, delayed triggers; "s", who has the ability: grants to groups,
tokens, type changes, replacements, subjects; "t", what follows "add" in wordings the others did
not use; "u", triggered mana abilities, tapping for mana, and what Auras, Equipment and Vehicles
give; "v", card kinds and zones: faces of double-faced and split cards, Battles, planeswalkers,
commanders, the command zone, Attractions, hand and graveyard; "w", the grammar around the mana:
chained clauses, conditions, nested quotes, self-references, typography, pronouns, line breaks;
"x", effects that give, copy or remove abilities; "y", timing, duration and conditions; "ab",
groups named by creature types and other qualities; "z", a fictional 2027 block's keywords,
keyword actions, counters, tokens, land types and a new card type; "ac", real cards of the
Commander and Universes Beyond products of 2019-2025 as a prober remembered them; "ad", the
mechanics of the 2025-2026 sets and new keywords and keyword actions; "ae", near misses: texts
that mention mana and make none, and producers in unusual grammar; "af" and "ag", real cards of
the products of 2025-2026 and of 2022-2025 the development files lack, as a prober remembered
them; "ai", real cards of the 2019 file in the wording of 2026; "ah", white-box: texts aimed at
the lines the parser's code draws, in plausible Oracle wording; "aj", the same aimed at add
clauses, costs, classification and tokens; "ak", at the structure of a text: paragraphs,
sentences, ability words, modes, pronouns, zones; "al", at whose an ability is: pronouns,
targets, the card's names, counters, compound subjects; "an", black-box again: a 2027 Standard
set's cards in current templating; "am", white-box at the edges of the rules added the same day;
"ao", black-box: a 2027 Commander product's and a crossover's cards; "ap", white-box at the
newest rules again; "aq", black-box: a 2027 Universes Beyond set and its Commander decks; "ar",
white-box hunting silent misses in the parser's own patterns; "as", white-box at the detector:
wordings of mana no template may read; "at", black-box: a 2027 set of creature types and lands,
aimed at the rules those two brought; "au", white-box at the edges of the rules of the same day;
"av", black-box: real cards of 2023-2026 as a prober remembered them; "aw", black-box: a 2027
set's new keywords, keyword actions, a token and multi-part cards; "ax", black-box: a 2027
Commander product and a crossover; "ay", white-box hunting silent misses in the parser's
patterns again; "az", black-box: a 2027 set's file as a real set's looks; "ba", white-box at the
edges of the rules of the same day; "bb", black-box: a 2027 Commander precon and a
Jumpstart-style product; "bc", white-box: the same day's patterns where they must not apply;
"bd", black-box: a 2027 multiplayer Commander set; "be", white-box: those patterns' false
positives again; "bf", black-box: a 2027 land-centric set; "bg", black-box: a 2027 set and its
Commander decks, run on the session's final parser; "bh", black-box: real cards of the premier
sets of late 2025 and 2026 as a prober remembered them; "bi", black-box: real cards of the
Commander and supplemental products of 2024-2026 as a prober remembered them; "bj", white-box
hunting silent misses in the sentence shapes the parser reads; "bk", white-box: false positives
at the fourteenth session's rules; "bl", black-box: a 2027 artifact, Vehicle and Mount set and
its Commander decks; "bm", black-box: real cards of the 2020-2022 sets as a prober remembered
them; "bn", white-box: false positives at the rules "bk" brought; "bo", the same at the rules
"bn" brought; "bp", black-box: a 2027 set of multicolor factions and its Commander decks; "bq",
white-box: false positives at the rules "bo" brought; "br", black-box: a 2027 Universes Beyond
set; "bs", white-box: false positives at the rules "bq" brought; "bt", black-box: a 2027 horror
set, run once on the session's final parser; "bu", white-box: false positives at the rules "bs"
brought; "bv", black-box: a 2027 set of Auras, Equipment, land type changes and clones; "bw",
white-box: false positives at the rules "bu" brought; "bx", black-box: a 2027 set of resources
and restrictions; "by", black-box: cards whose mana is subtle under the rules; "bz", white-box:
false positives at the rules "bw" brought; "ca", white-box: false positives at the rules "bz"
and the effect's own steps brought; "cb", black-box: cards whose mana turns on zones, card kinds
and time; "cd", black-box: a 2027 set's whole file in a real set's proportions, run once; "cc",
white-box: false positives at the rules "ca" brought; "ce", the same at the rules "cc" brought;
"cf", black-box: real cards of 2017-2026 a judge finds tricky, run once; "ch", black-box: a 2027
Commander product of flicker, sacrifice and recursion; "cg", white-box: false positives at the
rules "ce" brought; "ci", black-box: a 2027 set and its Commander decks, run once on the
session's final parser; "cj", black-box: a 2027 Universes Beyond set of Vehicles, Spacecraft and
tokens, run once; "ck", black-box: faces whose mana is subtle under the rules, run once; "cl",
black-box: real cards of 2003-2016 as a prober remembered them, run once; "cm", white-box: false
positives at the effect's own steps and the rules "cg" brought; "cn", white-box: the rules "cm"
and the sixteenth session's first mends brought; "co", black-box: a 2027 land-magic set's whole
file, run once; "cp", black-box: who has an ability and when, run once; "cq", white-box: the
rules "cn", "cp" and the mutants brought; "cr", black-box: real cards of 1993-2002 as a prober
remembered them, run once; "cs", black-box: when the card is on the battlefield and who controls
it, run once; "ct", white-box: the rules "cq" and "cs" brought; "cu", black-box: real cards of
2024-2026 as a prober remembered them, run once; "cv", black-box: what mana is made, run once;
"cw", white-box: the rules "ct" brought; "cx", black-box: a 2027 recursion set and its Commander
decks, run once; "cy", black-box: which object a pronoun stands for, run once; "cz", white-box:
the rules "cw" and "cy" brought; "da", black-box: a 2027 Universes Beyond fantasy set and its
Commander decks, run once; "db", white-box: the rules "cz" and the mutants brought; "dc",
black-box: real cards of 2017-2023 as a prober remembered them, run once; "dd", black-box: a
2027 set and its Commander decks, run once on the session's final parser; "dk", black-box:
abilities gained, lost or copied, run once; "df", black-box: a 2027 reprint set of real cards of
every era, run once; "dg", white-box: the sixteenth session's last rules; "dh", white-box: the
seventeenth session's first rules; "di", black-box: a 2027 set of artificers and elemental magic
and its Commander decks, run once; "dj", black-box: which objects a group or an event holds, run
once; "dq", white-box: the seventeenth session's later rules; "du", black-box: a 2027 set of
sea-faring trade guilds, run once; "dv", black-box: what the card is when a grant or a type
change applies, run once; "dw", white-box: the rules dq and dv brought; "dy", black-box: which
face or part of a card an ability belongs to and when it works, run once; "dz", white-box: the
rules dw brought; "do", black-box: real cards of the Commander products of 2011-2023 as a prober
remembered them, run once; "ea", white-box: the rules dz brought; "eb", black-box: what a
pronoun, "that" or "those" stands for when several objects are around, run once; "ec",
white-box: the rules ea and eb brought; "ed", black-box: a 2027 set of clockwork cities and wild
forests and its Commander decks, run once on the session's final parser; "ee", black-box: a 2027
desert set of caravans and ruins and its Commander decks, run once; "ef", black-box: conditions
and limits around mana abilities, run once; "eg", white-box: the seventeenth session's last
rules; "eh", black-box: real cards of the Universes Beyond products of 2020-2026 as a prober
remembered them, run once; "ei", white-box: the eighteenth session's first rules; "ej",
black-box: a 2027 set of sky-islands and airship crews and its Commander decks, run once; "ek",
black-box: other objects the card creates, moves or hands over, run once; "el", black-box: real
cards of the supplemental sets of 2016-2024 as a prober remembered them, run once; "em",
white-box: the rules of probes ec, ei and ek's mends; "en", black-box: a 2027 set of haunted
marshes and its Commander decks, run once; "eo", black-box: legendary names and self-reference,
run once; "es", white-box: the rules em brought; "et", black-box: several abilities interacting
on one face, run once; "eu", white-box: the rules es and et brought; "ev", black-box: land
types, run once; "ew", black-box: four 2027 Commander decks' new cards, run once; "ex",
white-box: the rules eu brought; "ey", black-box: a 2027 set of mountain monasteries and
storm-callers, run once; "ez", white-box: the rules ex brought; "fa", black-box: a 2027 set of
sunken cities and salvage crews, run once; "fb", white-box: the rules ez brought; "fc",
black-box: a 2027 core set and its starter decks, run once; "fd", white-box: the rules fb
brought; "fe", black-box: a 2027 set of wizard-colleges and familiars, run once; "ff",
black-box: a 2027 carnival set, run once on the session's final parser; "fg", black-box,
adversarial: token copies, counters and chosen types together, run once on the session's final
parser; "fh", black-box: a 2027 set of tundra clans and aurora-spirits, run once on the
session's final parser; "fi", black-box: a 2027 savanna set; "fj", black-box: levels, chapters,
stations, doors and other multi-part layouts; "fk", white-box at the last rules of the
eighteenth session; "fl", white-box at this session's first rules; "fm", black-box: what a mana
ability's effect adds; "fn", black-box: a 2027 science-fantasy crossover set; "fp", white-box at
the add clauses, costs and line shapes; "fo", black-box: real cards of 2025-2026 as a prober
remembered them; "fr", black-box: tokens that copy cards and permanents; "fq", white-box at the
copy rules of the session again; "fs", white-box: false positives of those rules on realistic
cards; "ft", black-box: real cards of 2020-2022 as a prober remembered them; "fu", white-box:
false positives of the newest rules on realistic type changes and card counts (fu15's answer
corrected after the run, as its prober said: a group of permanents is the lands among them);
"fv", black-box: a 2027 Modern-Horizons-style set; "fw", white-box: groups of permanents, plural
losses of abilities and Kindred spells; "fx", black-box: a 2027 set of caves and fungal
kingdoms; "fy", white-box: enchant restrictions, "nonland" and counters' reminders on groups;
"fz", black-box: real Commander and supplemental cards of 2023-2026 from memory; "ga",
white-box: negated relative clauses on cards that can become what they name; "gb", black-box: a
2027 set of colossal beasts; "gc", black-box: a 2027 set of river deltas, run once on the
session's final parser; "gd", black-box: a 2027 set of sky-cities and airships, run once; "gf",
black-box: a 2027 set about alchemy and mana itself, run once; "gh", black-box: invented cards
of the 2024-2026 sets' mechanics, run once; "gg", white-box: the rules of what a card surely is
as a group that excludes a type applies; "gi", black-box: cards whose type changes on the
battlefield and groups named by what they are not, run once; "gj", black-box: a 2027 Commander
product, run once; "gm", black-box: invented cards in the style of the 2010-2016 blocks, run
once; "gn", black-box: invented cards in the style of the 2017-2022 sets, run once; "gl",
white-box: a second round at the rules of what a card surely is; "gk", white-box: the copy
rule's referents again, its leads_to order corrected by its prober after the run; "gp",
white-box: a third round, at the states a card can be in; "gq", black-box: real cards whose
types change on the battlefield, as a prober remembered them, run once; "gs", black-box: a 2027
set of shapeshifters and masks, run once; "gt", black-box: a 2027 lands-matter set, run once;
"gr", white-box: a fourth round, aimed at false positives of the rules of what a card surely is;
"gv", white-box: a fifth round at the states; "gu", white-box: the copy rule, a second round;
"gw", black-box: a 2027 set of storm-chasers, run once on the session's final parser; "gx",
black-box: a 2027 gothic-horror set, run once; "gy", black-box: real cards of every era that
make mana in unusual ways, as a prober remembered them, run once; "gz", black-box: a 2027
Masters-style cube cross-section, run once; "ha", white-box: the core grammar of add clauses,
costs and choices; "hb", white-box: a sixth round at the states, on the rules of subtypes a
change replaces; "hc", black-box: faces of every unusual layout, run once (hc41's leads_to order
corrected by its prober); "hd", white-box: holders of quotes and tokens; "hf", black-box: a 2027
set of guilds and merchants, run once; "hg", black-box: real cards of 2025-2026 as a prober
remembered them, run once; "he", white-box: a seventh round at the states and the rules hb and
hd brought, half aimed at false positives (he7, he38, he40 and he103 corrected by their prober
after the run: a target is another object, docs/rules.md); "hi", black-box: a 2027 set of
deep-sea kingdoms, run once; "hh", white-box: an eighth round, half aimed at false positives;
"hj", white-box: a ninth round; "hk", black-box: a 2027 supplemental set of type-changing and
Kindred, run once; "hl", white-box: land types and what they give, half aimed at false
positives; black-box, run once: "hm", real cards of 2020-2024 from memory; "hn", a 2027 set of
seasons, counters, snow and triggered mana; "ho", a 2027 horror set of tokens, copies and "could
produce"; "hp", digital and supplemental products and reminder text naming mana; white-box:
"hq", a sixth round at what a card surely is (subtypes a change replaces, chosen types, group
changes); "hr", the twenty-first session's other new rules; black-box, run once: "hs", a 2027
set of planar lands and land type changes; "ht", real cards famous for mana rules from memory;
white-box: "hu", the twenty-second session's new rules; "hv", pronouns and trigger objects;
black-box, run once: "hw", a 2027 multiplayer set of politics and whose tokens; "hx", a 2027
tribal set of keywords defined by reminder text; white-box: "hy", land types and rules text lost
again; "hz", the session's keyword holders, players and tokens' creators; black-box, run once:
"ia", a 2027 set of artifacts and machines; white-box: "ib", the add clause's grammar; "ic",
zones, times and costs; black-box, run once: "id", a 2027 set of graveyards and recursion;
white-box: "ie", the session's clause joints, replacements and zones; "if", pronouns past
player-only sentences; black-box, run once: "ig", a 2027 set of dungeons, Classes, Sagas, Rooms
and Cases; "ih", real cards of 2003-2015 from memory; white-box: "ii", a land set to a basic
land type (305.7), ii65 corrected by its prober after the run (a target is another object);
"ij", whose tokens a card creates and who holds what they carry; black-box, run once: "ik", a
2027 set of river pirates and trade; "il", real cards of 1993-2002 from memory; white-box: "im",
who may create a token, clause by clause; "in", what "It" and "They" stand for after this
session's pronoun rules; white-box: "io", keywords granted elsewhere, sacrificed objects and
modes; "ip", a land set to a basic type, a second round; black-box, run once: "ir", a 2027 set
of elemental benders and keywords defined by reminder text; white-box: "is", the rules those
three brought; "iq", who may create a token, a second round; black-box, run once: "it", real
cards of 2016-2019 from memory; white-box: "iu", who may create a token, a third round aimed at
false positives; "iv", what works off the battlefield, keyword grants, sacrifices and modes,
aimed at false positives; black-box, run once: "iw", a 2027 desert-world set; "ix", real
multiplayer and Commander cards of 2011-2026 from memory; white-box: "iy", real cards whose
wordings touch the session's rules, from memory; "iz", what "It" and "They" stand for, aimed at
false positives; "ja", real cards whose pronouns and triggers touch the session's rules, from
memory; black-box, run once: "jb", real cards of 2023-2026 from memory; "jc", real cards of
2020-2022 from memory; "jd", a 2027 set of clockwork artificers; white-box: "je", replacement
effects and an add clause's choices; "jf", whether the card is in a granted group; black-box,
run once: "jh", a 2027 Commander product of five-color legends; white-box: "jg", the rules the
five before brought, aimed at false positives; "ji", the same again after its mends; black-box,
run once: "jj", a 2027 gothic-horror set; "jk", real cards of the Modern Horizons, Commander
Legends, Conspiracy, Battlebond and Unfinity sets from memory; white-box: "jl", the number rules
rewritten after "ji"; "jm", real cards whose wordings touch the session's rules, from memory;
"jn", the rules "jl" brought; "jo", who may create a token, a fourth round; black-box, run once:
"jp", a 2027 set of sky pirates and storm elementals; white-box: "jq", the newest pronoun and
token rules; "jr", keywords defined by reminder text and predefined tokens; black-box, run once:
"js", real cards of 2024-2026 from memory; "jt", a 2027 science-fiction set of Spacecraft and
station; "ju", a 2027 set of Classes, Sagas, Rooms, Cases and level up; "jv", a 2027 Commander
product of politics (gifts, votes, tokens for opponents); "jw", a 2027 set of druids and elves;
white-box: "jx", the last session's newest rules; black-box, run once: "jz", a 2027 set of mana
merchants (filters, snow, storage); "ka", real cards of 2008-2018 from memory; white-box: "kb",
the rules "jx" brought; "kc", what the card itself is or becomes; black-box, run once: "kg",
Alchemy's digital-only cards; white-box: "kf", land type changes; "kd", the rules "kb" brought;
"ke", how the words after "add" are read; black-box, run once: "ki", a 2027 set of rivers and
trade guilds; white-box: "kh", the rules "kd" and "ke" brought; "km", the rules "kh" brought;
black-box, run once: "kn", real cards of 1993-2007 from memory; "ko", real cards of 2023-2024
from memory, on the session's last main; black-box, run once: "kp", real cards of 2020-2022 from
memory; "kq", a 2027 set of the Eldrazi and colorless mana; "kr", a 2027 set of artifacts and
machines; white-box: "ks", grants to a group and whether the card is in it; "kt", tokens; "ku",
replacement effects on mana; black-box, run once: "kv", a 2027 horror set (day and night,
double-faced cards, graveyards); "kw", real cards of 2025-2026 from memory; white-box: "kx", the
rules "ks", "kt" and "ku" brought; "ky", which abilities count and keyword abilities; black-box,
run once: "kz", a 2027 set of dinosaurs and caves; "la", a 2027 Commander product of five-color
decks; white-box: "lb", the rules "kx" brought; black-box, run once: "lc", real land cycles from
memory; "ld", a 2027 set of Slivers and shared abilities; white-box: "le", the rules "lb"
brought; black-box, run once: "lf", a 2027 set of time travel and exile; "lg", a 2027 set of
inventors and energy; white-box: "lh", the rules of the session's last two hours; "li", what the
card is by unusual type lines; white-box: "lj", the rules "lh" and "li" brought; black-box, run
once: "lk", card names that are traps for a parser; white-box: "ll", the rules "lj" brought;
"lm", the rules "ll" brought; black-box, run once: "ln", a 2027 set of pirates and treasure, on
the session's first main; white-box: "lo", the rules "lm" brought; black-box, run once: "lp", a
2027 set of fae courts and bargains; "lq", a 2027 set of desert nomads; "lr", starships and
planets; "ls", racing and speed; "lt", an RPG world of Universes Beyond; white-box: "lu", the
last session's groups, counters, quotes and "that color"; "lv", its tokens, replacements and
every creature type; "lw", every creature type and "historic"; black-box, run once: "lx", gods
and devotion; "ly", real Commander cards of 2023-2025 from memory; white-box: "lz", lists with
lands and group words; black-box, run once: "ma", a typal set; "mb", snow and ice; white-box:
"mc", the rules "lz" brought; black-box, run once: "md", a Phyrexian set; "me", a guild set;
white-box: "mf", the rules "mc" brought; black-box, run once: "mg", monsters and mutation; "mh",
unusual mana templating; white-box: "mi", the rules "mf" brought; black-box, run once: "mj",
dragons and hoards; "mk", a science-fiction Universes Beyond set; white-box: "ml", the rules
"mi" brought; black-box, run once: "mm", ninjas and spirits; "mn", real lands of 2020-2023 from
memory; white-box: "mo", the rules "ml" brought; black-box, run once: "mp", plants, fungi and
decay; white-box: "mq", the rules "mo" brought; black-box, run once: "mr", vampires and blood;
"ms", group hug and politics; white-box: "mt", the rules "mq" and "ms" brought; black-box, run
once: "mu", elemental spirits and seasons; twenty-eighth session, black-box, run once: "mv",
wizards and spellslingers; "mw", planeswalkers, emblems and battles; "mx", the undead and the
graveyard; "my", real mana artifacts and creatures of 2009-2019 from memory; white-box: "mz",
every creature type, "historic" and "your" groups; "na", lists of land items and color groups;
"nb", mana "from a source" and "that color"; "nc", colors that depend on a choice; "nd", copies
that are lands; "ne", the rules "mz" and "na" brought; black-box, run once: "nf", an acorn set
of Attractions and Contraptions; white-box: "ng", the rules "nb" to "nd" brought; black-box, run
once: "nh", a kingdom at war and its Curses; white-box: "ni", groups named by a player's
possessive; "nj", what the card itself is or becomes; "nk", the rules "ni" brought; black-box,
run once: "nl", shapeshifters and mimics; white-box: "nm", add clauses that name an object's
colors or a choice; "nn", the rules "nk" and "nm" brought; black-box, run once: "no", heists and
betrayals; "np", real Auras, Equipment and Fortifications from memory; white-box: "nq", the
rules "nn" brought; "nr", who creates a token, against the player rules; "ns", the rules "nq"
and "nr" brought; black-box, run once: "nt", a Commander product of Curses and shared fortunes;
white-box: "nu", the rules "ns" brought; black-box, run once: "nv", mercenaries and contracts;
twenty-ninth session, white-box: "nw", whose permanents a player word names; "nx", which color
an add clause names; "ny", tokens and copies; "nz", land type changes; black-box, run once:
"oa", clockwork cities and gearsmiths; "ob", druids and the turning seasons; white-box: "oc",
the rules "nw" to "nz" brought; black-box, run once: "od", desert caravans and oases; "oe",
five-color dragons and their hoards; white-box: "of", replacements and triggers on mana;
black-box, run once: "og", real cards of 2020-2022 as a prober remembered them; white-box: "oh",
the rules "oc" to "of" brought; "oi", what the card itself is and its costs; "oj", silent misses
and the detector; "ok", which abilities are mana abilities; black-box, run once: "om", time
travel and paradoxes; white-box: "ol", pronouns and "that player"; "on", the rules of the hour
before, hunting silent misses; black-box, run once: "oo", giant insects and hive minds; "oq",
group hug and table politics; white-box: "op", the players grammar.PLAYERS gained; thirtieth
session, white-box: "or", replacements of mana production; "ot", the structure of a face;
black-box, run once: "os", a 2027 set's new mechanics; white-box: "ou", the rules "or" and
"ot" brought; "ow", whose groups the card is in; black-box, run once: "ov", every way next
year's cards make mana; white-box: "ox", the rules "ou" brought; "oz", hunting silent
misses; "oy", the rules "ox" brought; "pb", the rules "oy" brought; black-box, run once:
"pa", rivers and trade; "pc", a Commander product built around mana itself; white-box: "pd",
the rules "pb" brought; black-box, run once: "pe", gods and shrines; "pf", a Universes Beyond
saga; white-box: "pg", land type changes, 150 faces and 70 more its prober aimed at the one
gap it found; "ph", the rules "pd" to "pg" brought, "pi", those "ph" brought, and "pj",
those "pi" brought, 100 faces each; thirty-first session, black-box, run once: "pk", a
pirate-and-dinosaur exploration set, 150 faces and 25 more its prober aimed at harder cases
("pkx"); "pl", a gothic-horror set; "pp", a Commander product about lands; "pr", a
science-fiction set of machines; white-box: "pm", tokens; "pn", replacements' results and
"that color"; "po", the rules the hour before wrote for a change of the card's land types
for a while; "pq", those "pm" and "pn" brought; "ps", those "po" and "pq" brought; "pt",
pronouns; "pv", which object a type change's pronoun names; "py", those "pv" brought;
"pz", add clauses; "qa", triggered mana abilities; "qb", the rules "py" and a review
brought; "qe", those "qb" brought; "qg", those "qe" brought; "qh", hunting silent misses,
100 faces and 115 more its prober aimed at the lines it read ("qhw" to "qhz"); "qi", the
rules "qg" brought; "qk", all the session's new rules; "qm", grant subjects and legendary
names; 100 faces each but "pm" and "qh";
black-box, run once: "pu", a paper set of digital mechanics; "pw", five-color decks and
fixing; "px", a winter set; "qc", elves, druids and treefolk; "qd", artifacts and
Urza's lands; "qf", gods and devotion; "qj", outlaws and deserts, "ql", group games, and "qn",
a science-fantasy saga, 100 faces each), each with
the could_produce and leads_to the rules give it (CR 106.7, docs/rules.md), written by the
prober, not read from the parser (bo64's and bu64's could_produce corrected in the twenty-eighth
session by a changed decision, as probes mq, mz, ne and ni showed: a target player may be the
card's controller, 115.1; fb46's, gp9's, gp10's, gv20's, gv22's, gv30's, gv33's, gv36's,
hb147's and nj85's in the thirty-first by 305.7, as probe pg showed: a change that sets the
card's basic land types for a while takes its own static grant then, and so, as a
review showed, gv50's, gv143's, hb63's and hb64's (a chosen basic type, a trigger's "it");
mq72's by 400.7, as
probe pv showed: a land returned to its owner's hand is no antecedent of "It becomes a
Swamp", a new object there, so "It" is the card, as after a sacrifice; pv4's and pv97's
by 400.7 too, as probe qb showed: the card exiled and returned only at the next end step
is not back when "It's a Plains" applies; pgz5's and po55's by 205.1b, as a review
showed: "It's still a land" keeps the land's types, so a Forest given then is given in
addition and its rules text stays). The probes' silent
misses were fixed by general rules; what differs still is below, by id."""

KNOWN_DIFFERENCES = {
    # reported, never guessed: a wording no template reads (typos, non-Oracle forms)
    "a86": "issue",  # "{t}: add {g}." (lower case)
    "a89": "issue",  # "Add {G} or{U}."
    "a90": "issue",  # "any colour"
    "a91": "issue",  # "Add {G}{G." (a broken symbol)
    "a92": "issue",  # "Adds {R}." as an ability's effect
    "a225": "issue",  # "Add {R/G}." (a hybrid symbol is no mana)
    "a226": "issue",  # "Add {G}/{U}."
    "b639": "issue",  # "... the color of your choice among colors of cards exiled with ..."
    "ds8": "issue",  # "... you add one additional mana of that type instead."
    # silent, and known: a typo with no colon reads as static text adding mana (its row is
    # no mana ability); "If this land would produce {C}, it produces one mana of any color
    # instead": the C replaced is kept in could_produce, an upper bound
    # (docs/rules.md#replacement-effects)
    "a85": "SILENT",
    "dr9": "SILENT",
    # a keyword with no reminder text (Firebending 2): its ability is Scryfall's `keywords`
    # business, which parse_face is not given (docs/rules.md#mana-production)
    "ep88": "SILENT",
    # the 2027 probe: the same gap (a keyword printed without reminder text, on the card,
    # a token or a grant); a token kind the rules don't define, reported (h33-h37, also
    # beside other reminder text, with no count, or created in reminder text); a land
    # subtype CR 205.3i does not list yet (Grove), named on a card that is no Grove itself,
    # reported (h121)
    "h33": "issue",
    "h34": "issue",
    "h35": "issue",
    "h36": "issue",
    "h37": "issue",
    "h46": "SILENT",
    "h75": "issue",
    "h76": "SILENT",
    "h77": "SILENT",
    "h78": "SILENT",
    "h79": "SILENT",
    "h80": "SILENT",
    "h81": "SILENT",
    "h121": "issue",
    # "create a tapped Mountain token" (a token named by a land type alone) and "it produces
    # an additional {G}" (no "instead", no trigger): wordings no rule reads, reported
    "p84": "issue",
    "p125": "issue",
    # the edges of the products: "It perpetually gains" after the card returned itself
    # (l200: "it" is read as another object), Unhinged's "one and a half mana"
    "l39": "issue",
    "l200": "SILENT",
    # a group named by a color the card's text gives it ("is all colors"): a color group
    # is reported, the type line can't tell (docs/rules.md); devoid's colorless is read
    "ab87": "issue",
    # "it" after "target Fen" (a land type CR 205.3i does not list: reported, lands or
    # not); a keyword granted by an emblem's quote whose reminder follows the quote
    "z119": "issue",
    "z107": "issue",
    # the probes of the 2025-2026 sets and of near misses: firebending with no reminder
    # text, printed or granted (as ep88, h76); an ability of {T} that works only in the
    # hand or graveyard, which the prober left out of leads_to as a cost no card there can
    # pay, but which leads_to, like Scryfall's produced_mana and CR 106.7, does not judge
    # (docs/rules.md#could-produce)
    "ad27": "SILENT",
    "ad44": "SILENT",
    "ae73": "SILENT",
    "ae74": "SILENT",
    # the second white-box probe, what is left: clauses no template reads, reported (aj1 a
    # list of options ending in "one mana of any color", aj3 "each color of unspent mana")
    "aj1": "issue",
    "aj3": "issue",
    # the white-box probe "ar" (2026-12-04, twelfth session), aimed at the parser's own
    # patterns: what it found and no general rule reads yet, by kind (ar75/ar76's answers
    # corrected in the twenty-first session, as their prober doubted and probe hd showed:
    # "create a Treasure token and this creature gains ..." is the card's quote, 613.1f)
    # reported: "tap for an additional {G}"
    "ar90": "issue",
    # the white-box probe "as" (2026-12-04), aimed at the detector: reported, never
    # guessed (wordings no template reads: 'add another {G}', an unread
    # clause in a quote or reminder, '{C/P}', 'as though ... a Forest')
    "as1": "issue",
    "as20": "issue",
    "as24": "issue",
    "as28": "issue",
    "as47": "issue",
    "as48": "issue",
    "as53": "issue",
    # the probes of the thirteenth session: keywords printed without reminder text (aw3
    # siphon, aw13 reservoir, aw19 kindle; as ep88); a token kind the rules don't define,
    # reported (aw24); a group named by a color, reported (aw70)
    "aw3": "SILENT",
    "aw13": "SILENT",
    "aw19": "SILENT",
    "aw24": "issue",
    "aw70": "issue",
    # the second false-positive probe "be", what is left: a card named "Target ..." whose
    # self-reference reads "Target creature gains" as the card (be21); "less than its
    # power" (be74: "its" may be another object's)
    **{f"be{n}": "SILENT" for n in (21, 74)},
    # probes "bj" and "bk" (fourteenth session): a verb no Oracle text uses ("Put {G} into
    # your mana pool"), reported (bj13, bk93); "Those creatures" after "each creature that
    # crewed it" on a Pilot (bk19)
    "bj13": "issue",
    "bk19": "SILENT",
    "bk93": "issue",
    # "each creature that crewed it" on a Vehicle, after "another Vehicle" (bn28: "it" is
    # read as the card wherever the card is a Vehicle)
    "bn28": "SILENT",
    # probe "ca", reported: a keyword's reminder after a later sentence (ca67)
    "ca67": "issue",
    # probe "cw": a return under an opponent's control before "it gains" (cw85)
    "cw85": "SILENT",
    # probe "cy": a legendary name whose first word is a pronoun ("It That Blooms": "It
    # gains" read as its short name, cy83)
    "cy83": "SILENT",
    # probe "cz": a creature token tapped before "it becomes" (cz93: read as the token's;
    # the prober reads "it" as the trigger's land)
    "cz93": "SILENT",
    # probe "db": "other than the chosen creature" (db37, db39); "Each player exiles" (db90)
    **{f"db{n}": "SILENT" for n in (37, 39, 90)},
    # probe "ch": a group named by a color, reported (ch63, as ab87)
    "ch63": "issue",
    # the seventeenth session's probes, by documented decision (docs/rules.md): abilities
    # of other objects ("has all activated abilities of all Forests you control", dk57); a
    # type change beside "loses all abilities", whose row stands (dk139); a target, a chosen
    # object or one named by an article is another object's row (dj84, dh44, dh45)
    **{f"dk{n}": "SILENT" for n in (57, 139)},
    **{f"dh{n}": "SILENT" for n in (44, 45)},
    "dj84": "SILENT",
    # probe dv: a target turned face down is another object's (dv23, as dj84)
    "dv23": "SILENT",
    # probes ea and eb, not read yet: a group made the chosen type by a quality the card has
    # printed ("Creatures you control with flying", ea20)
    "ea20": "SILENT",
    # probe ec, not read yet: a token's copy exception after "You may have it become a copy"
    # (ec34); by documented decision, a target is another object, the card never one made
    # the chosen type by "Target creature you control becomes ..." (ec24, as dj84)
    **{f"ec{n}": "SILENT" for n in (24, 34)},
    # probe et, not read: two type changes where one changes what the other's group holds
    # ("Islands you control are Swamps. Swamps you control are Forests": the dependency of
    # 613.8a, which the parser does not order, et9); "any of this creature's colors" after
    # "This creature is the chosen color" of a limited choice (et36)
    **{f"et{n}": "SILENT" for n in (9, 36)},
    # probe ev, by documented decision (docs/rules.md, predefined tokens): a token copy gives
    # no row, whatever the types its target must have ("a copy of target Forest you
    # control", ev54, as dk57)
    "ev54": "SILENT",
    # probe fb: a copy of an enchantment "except it's a Plains" is no land by decision,
    # though an enchantment land's would be one (fb150)
    "fb150": "SILENT",
    # probe fg (the session's final parser): a counter's reminder naming lands on a creature
    # that puts it only on itself ("put a verdure counter on this creature. (A land with a
    # verdure counter on it is a Forest ...)": read as a grant to such lands, where
    # docs/rules.md would report it, fg86); a group named by a color, reported (fg145)
    "fg86": "SILENT",
    # probe fy, not read: a counter's reminder that makes a land type, its counters put on
    # nonland permanents only (fy71: 205.3d gives them no land type); "it" for a trigger's
    # object named with a relative clause, "a permanent you control that isn't a land" (fy138:
    # the trigger's group is not read, so "a land" in the clause is taken for it)
    "fy71": "SILENT",
    # probe gc: a group named by a land type only another face of the set has ("Terraces you
    # control are Forests"), reported as documented (gc110)
    "gc110": "issue",
    # probe gw: the same, "Thunderheads you control are Islands" on an enchantment (gw51)
    "gw51": "issue",
    # the nineteenth session's probes: a copy of an object named in another paragraph ("As
    # an additional cost to cast this spell, discard a land card" before "a copy of the
    # discarded card", fl45), not read (docs/rules.md); a clause no template reads,
    # reported: "two mana of the same color" (fm136)
    "fl45": "SILENT",
    # probe gu, by documented decision (docs/rules.md, token copies): a creature its own text
    # can make a land is a land as its copy's object (gu54; 707.2 copies no type change);
    # "a card exiled with this artifact" is any card, the paragraph that exiled it not read
    # (gu70; 607.2a links it to a creature card there)
    **{f"gu{n}": "SILENT" for n in (54, 70)},
    # probe he, not read yet (docs/rules.md): a limited choice's chosen type ("choose a
    # creature type other than Elf. This creature is the chosen type" read as any type)
    **{f"he{n}": "SILENT" for n in (18, 82)},
    # probe hh, not read yet (docs/rules.md): one group change applying to what another
    # made ("Lands you control are Islands. Islands you control are Swamps.", 613.8a, hh60)
    "hh60": "SILENT",
    # probe hq, not read yet (docs/rules.md): a group change replacing a land type the
    # card's own static gives ("is a Forest land in addition ..." and "Lands you control
    # are Islands", hq103); by documented decision, a target is another object, never the
    # card a counter's group change then holds (hq27, as ec24)
    **{f"hq{n}": "SILENT" for n in (27, 103)},
    # probe hu, by documented decision, a token made while the card is in a graveyard never
    # changes the card (hu129)
    **{f"hu{n}": "SILENT" for n in (129,)},
    # probe hv: a keyword's reminder after another sentence, reported (hv115)
    "hv115": "issue",
    # probe hx: a keyword counter's reminder whose ability is the keyword's of the next
    # reminder sentence, reported (hx82)
    "hx82": "issue",
    # probe hy, not read yet (docs/rules.md): a list of groups of different controllers
    # (hy7); "choose Desert or Swamp" (hy33)
    **{f"hy{n}": "SILENT" for n in (7, 33)},
    # probe hz, not read yet: a keyword whose reminder follows another sentence, reported
    # (hz98)
    "hz98": "issue",
    # probe ib: a wording no template reads, reported ("a color of a permanent you control",
    # ib10); by documented decision (docs/rules.md, choices), "the chosen color" where another
    # line's or a trigger's own choice is unlimited is any color, an upper bound (ib69, ib70)
    "ib10": "issue",
    **{f"ib{n}": "SILENT" for n in (69, 70)},
    # probe ii, not read yet (docs/rules.md): "Forests you control are Swamps" after the
    # card's own "is a Forest in addition ..." (ii132, as hq103); "This land is the chosen
    # types" after choosing two (ii150)
    **{f"ii{n}": "SILENT" for n in (132, 150)},
    # probe in: "creatures blocking it lose ..." before "It", reported (in132)
    "in132": "issue",
    # probe ip, not read yet: "When this land enters, choose a basic land type" (chosen as a
    # trigger resolves, after the land kept its text a while, ip93); by documented decision,
    # a target is another object: "Put a flood counter on target land" puts none on the
    # card for "Lands you control with flood counters on them are Islands" (ip121, as hq27)
    **{f"ip{n}": "SILENT" for n in (93, 121)},
    # probe is: "Whenever an opponent loses life during your turn, this creature gains
    # rootcall", the reminder in another sentence, reported (is63, is65)
    **{f"is{n}": "issue" for n in (63, 65)},
    # probe iq, by documented decision (docs/rules.md, tokens): "that player" is the player
    # named last, "each opponent" too (iq2, iq3, iq92), "its controller" another's (iq21);
    # not read yet: a token given to an opponent after it is created (iq59), "each other
    # player" after another player's event (iq74), votes (iq107), a replacement's tokens
    # (iq122)
    **{f"iq{n}": "SILENT" for n in (2, 3, 21, 59, 74, 92, 107, 122)},
    # probe iu, not read yet: "that player" after a trigger that names the card by its name
    # (iu39); probe iv: "{T}, Sacrifice this land: Add {B}{B}. Then if this card is in your
    # graveyard, ..." read as working from the graveyard (iv6)
    **{f"iu{n}": "SILENT" for n in (39,)},
    **{f"iv{n}": "SILENT" for n in (6,)},
    # probe id: a counter a return to the battlefield puts on another card, reported (id104)
    "id104": "issue",
    # probe ie, reported: mana in words after an amount or a clause, a condition's symbol
    # after it ("with {G}{G} in its mana cost", "that could produce {R}"), "or ... if"
    # after another effect (ie38 ie41); not read yet (docs/rules.md): a
    # name holding "and" or a bare "or" in a list moved from the graveyard (ie109 ie127
    # ie128)
    **{f"ie{n}": "issue" for n in (38, 41)},
    **{f"ie{n}": "SILENT" for n in (109, 127, 128)},
    # probe jf, by documented decision (docs/rules.md, grants to a group): a condition on
    # mana value is taken as met, on a land too (jf76)
    "jf76": "SILENT",
    # probe jn, not read yet (docs/rules.md): "It" past a sentence about one card of a library
    # (jn72), a grant to a group another clause's type change empties (jn113 jn114); "that has
    # flying" after "each creature you control", reported (jn36); by documented decision, "other
    # than Goblins with +1/+1 counters on them" is the Goblins' quality (jn46, as jl59)
    **{f"jn{n}": "SILENT" for n in (46, 72, 113, 114)},
    "jn36": "issue",
    # probe jq, not read yet (docs/rules.md): "if the chosen creature's power is greater than this
    # creature's power, it gains" (jq135); probe jr: a keyword whose reminder names lands, granted
    # to an enchanted creature, which may be a land (jr93, read as the creature's)
    "jq135": "SILENT",
    # probe jq, by documented decision (docs/rules.md, pronouns): "It" right after a cost
    # that returns an object to a hand is the card, the object being a new one there
    # (400.7), as after one that exiles it or puts it on a library (jq27 jq45 jq122)
    **{f"jq{n}": "SILENT" for n in (27, 45, 122)},
    "jr93": "SILENT",
    # probe js: a keyword printed with no reminder text (js58 Iroh's "Firebending 2", as ep88)
    "js58": "SILENT",
    # probe jx, reported: a group by color on a face whose color the text doesn't show (jx144,
    # "Devoid creature spells ..." being no keyword line)
    "jx144": "issue",
    # probe kd, not read yet (docs/rules.md, type changes): "This land is a Cave. Deserts
    # you control are Mountains." on a Desert, read as a Desert (kd139)
    "kd139": "SILENT",
    # probe ke, reported, never guessed: an amount that runs into another clause's mana
    # ("plus {C}", ke3 ke10 ke11), "twice" and "X times" (ke57 ke147)
    **{f"ke{n}": "issue" for n in (3, 10, 11, 57, 147)},
    # probe kg, by documented decision: a basic land another player conjures is that land,
    # its mana in leads_to as another player's token's is (kg102; docs/rules.md, tokens)
    "kg102": "SILENT",
    # probe kh: "plus {C}" after an amount, reported (kh3)
    "kh3": "issue",
    # probe km, reported: a clause after a condition's mana cost or payment (km148), "plus
    # one mana of any color" (km36); not read yet (docs/rules.md): a pronoun
    # for a player's permanents a possessive named ("Untap your creatures. They become ...",
    # "Those lands" after "each opponent's lands"; km125 km129)
    **{f"km{n}": "issue" for n in (36, 148)},
    **{f"km{n}": "SILENT" for n in (125, 129)},
    # probe hl: "Each creature you control is a Forest ..." reported, as "Creatures you
    # control are Forests ..." is (the lands among them: which, the type line can't tell)
    "hl75": "issue",
    "fg145": "issue",
    # probe kr, by documented decision (docs/rules.md, type changes): "Artifacts you control
    # are Islands ..." on a nonland artifact, a group the parser can't tell is lands, reported
    # (kr93); probe ks: "Creatures your team controls", reported (ks54)
    "kr93": "issue",
    "ks54": "issue",
    # probe ku, reported: a replacement that "produces an additional ..." with no "instead"
    # (ku4 ku5 ku118 ku140 ku141), "Lands you control tap for any color." with no "mana" (ku8)
    **{f"ku{n}": "issue" for n in (4, 5, 8, 118, 140, 141)},
    # probe lb, reported: "tap for any color", "... for a color of your choice instead of their
    # normal mana", "... for colorless mana only", "tap for an additional {C}" with no "mana"
    # or no "instead" (lb139 lb141 lb142 lb144 lb147 lb148 lb150); "Colorless artifacts you
    # control are Swamps" on an artifact land, whose color the type line doesn't show (lb111)
    **{f"lb{n}": "issue" for n in (111, 139, 141, 142, 144, 147, 148, 150)},
    # probe lh, by documented decision (docs/rules.md, grants to a group): "Creatures you
    # control that your opponents own" may hold the card, controlled by a player who doesn't
    # own it, a state taken as met (lh133); reported: "Your commander has ..." on a planeswalker
    # whose text lets it be the commander (lh128), "Other artifacts you control are Mountains"
    # (lh142, as kr93); probe li, not read yet: a lowercase group word that ends in "-ing", read
    # as a participle's state ("Each dwelling you control", li100)
    "lh133": "SILENT",
    **{f"lh{n}": "issue" for n in (128, 142)},
    "li100": "SILENT",
    # probe lj, reported by documented decision (docs/rules.md, type changes): groups named by
    # a word other than a land type ("Legendary artifacts", "Artifact creatures", "Untapped
    # artifacts", "Each other artifact", ...), whose lands the parser can't tell (lj120 lj123
    # lj125 lj130 lj131 lj137 lj139 lj142 lj143); not read yet (docs/rules.md): "from a
    # source other than a creature" on a Vehicle, a
    # creature only while crewed (lj149)
    **{f"lj{n}": "issue" for n in (120, 123, 125, 130, 131, 137, 139, 142, 143)},
    "lj149": "SILENT",
    # probe ll, reported by the same decision: groups named by another word than a land type,
    # the card's own membership where a target or a condition decides it ("Put a charge
    # counter on target artifact", "As long as you control three or more other artifacts, this
    # artifact is a land"), "Colorless artifacts" (ll114 ll115 ll116 ll120 ll122 ll123
    # ll125 ll128 ll132 ll134 ll135 ll137 ll142 ll144 ll146)
    **{
        f"ll{n}": "issue"
        for n in (114, 115, 116, 120, 122, 123, 125, 128, 132, 134, 135, 137, 142, 144, 146)
    },
    # probe lm, reported by the same decision: groups "with two or more ... counters" (lm135
    # lm138 lm148 lm150); not read yet (docs/rules.md): every creature type from a quoted
    # ability the card's group gains (lm129)
    **{f"lm{n}": "issue" for n in (135, 138, 148, 150)},
    "lm129": "SILENT",
    # probe lo, not read yet: a grant after an imperative clause with "without flying, and"
    # before its subject ("Tap target creature without flying, and Merfolk you control gain
    # ...", lo89, read as the keyword list of one group)
    "lo89": "SILENT",
    # probe lu, reported: malformed quotes ('"{T}: Add {G}, {W}."', lu60 lu95) and, by
    # documented decision, "Colorless artifacts" (lu50) and a counter put on "target artifact
    # you control" (lu82, with lu40 lu78 lu80 silent: a target is another object, as is the
    # target a quoted ability is given to, lu91); not read yet (docs/rules.md, "that color"):
    # "that color" in a second trigger (lu137)
    **{f"lu{n}": "issue" for n in (50, 60, 82, 95)},
    **{f"lu{n}": "SILENT" for n in (40, 78, 80, 91, 137)},
    # probes lv lw lz, not read yet (docs/rules.md, every creature type): a group listed
    # with other objects (lv149 lw132), a quoted ability the card's group gains (lz131, as
    # lm129); reported: "Each creature you control that's a land" (lz146)
    **{"lv149": "SILENT", "lw132": "SILENT"},
    **{"lz131": "SILENT", "lz146": "issue"},
    # probe mc, reported: a list with an item of a land type ("Creatures and Deserts you
    # control", mc38); by documented decision, a group's color the type line can't tell is
    # one the card may have ("Multicolored creatures you control" on a card the prober took as
    # colorless, mc139)
    **{"mc38": "issue", "mc139": "SILENT"},
    # probe mf, reported by documented decision: a land type change of a group named by color
    # (mf57 mf58 mf96 mf97)
    **{f"mf{n}": "issue" for n in (57, 58, 96, 97)},
    # probe mg, by documented decision, a keyword condition is taken as met ("Creatures with
    # mutate you control", mg131, as "with flying")
    "mg131": "SILENT",
    # probe mi, by documented decision, a group named by color is one the type line can't
    # tell, a land's too, reported ("Nonblack lands you control", mi88; "Colorless lands",
    # mi89)
    **{"mi88": "issue", "mi89": "issue"},
    # probe mq, by documented decision: a target or a chosen object is another object, never
    # the card (mq13 mq42 mq91 mq108 mq110 mq120), and a type change's subject is lands
    # ("Whenever a creature you control attacks, it becomes an Island" on a land creature,
    # mq98 mq117); not read yet (docs/rules.md, type changes): "They" after a target between
    # (mq39); "It" for a token copy (mq69); "If you do, it" after "a creature attacks you"
    # (mq90); "It" after "put a counter on target creature" on a land (mq127)
    **{f"mq{n}": "SILENT" for n in (13, 42, 91, 98, 108, 110, 117, 120, 127)},
    **{f"mq{n}": "SILENT" for n in (39, 69, 90)},
    # probe mt, not read yet (docs/rules.md): "its controller may have it become a Plains"
    # (mt47); "Lands with vine counters on them" where the text puts them only on others'
    # lands (mt135)
    **{"mt47": "SILENT", "mt135": "SILENT"},
    # probe mz, by documented decision: a target object is another object (mz26); not read
    # yet: "Untap your creatures. They become every creature type" (mz96, as km125)
    **{"mz26": "SILENT", "mz96": "SILENT"},
    # probe na, reported by documented decision: a group named by color, the card's color
    # the type line can't tell ("Colorless lands you control", "Each nongreen land",
    # "Nongreen permanents", na35 na36 na82 na88 na93 na143)
    **{f"na{n}": "issue" for n in (35, 36, 82, 88, 93, 143)},
    # probe nb, not read yet: "from a source other than a creature" on a Vehicle (nb88, as
    # lj149)
    "nb88": "SILENT",
    # probe ne, reported: "Creatures your team controls" (ne25), by documented decision a
    # group named by color (ne27, "Your green creatures"), a creature type item beside a land
    # type's, as mc38 (ne67, "All Forests and all Saprolings are Swamps"); not read yet:
    # the card's own land type set by a list whose first item is another player's ("Each
    # creature an opponent controls and each land you control is a Forest", ne59)
    **{"ne25": "issue", "ne27": "issue", "ne67": "issue", "ne59": "SILENT"},
    # probe ng, by documented decision: counters only a target gets, a target another object
    # (ng109 ng140, as mt135); a state taken as met, "that share a color with a creature you
    # control" on a colorless land (ng146, its prober unsure)
    **{f"ng{n}": "SILENT" for n in (109, 140, 146)},
    # probe ni, reported: "Target player's lands each add an additional {G} when tapped for
    # mana this turn" (ni75)
    "ni75": "issue",
    # probe nj, not read yet: a change that ends before a later ability applies ("until end
    # of combat", then "At the beginning of your end step, Plants you control gain ...",
    # nj53); by documented decision a type change's subject is lands (nj67, as mq98)
    **{f"nj{n}": "SILENT" for n in (53, 67)},
    # probe nm, reported: an add clause no template reads, "the color that corresponds to
    # the chosen basic land type" (nm114)
    "nm114": "issue",
    # probe nn: nn47's and nn149's leads_to corrected after the run, as their prober judged
    # its own answers wrong (305.7: the card's own {C} is lost)
    # probe nq, reported: by documented decision a group named by color (nq93 nq94); not
    # read yet: "an opponent of your
    # choice becomes the chosen player" (nq69), a second, unrelated "choose a player" beside
    # "choose an opponent" (nq71)
    **{f"nq{n}": "issue" for n in (93, 94)},
    **{f"nq{n}": "SILENT" for n in (69, 71)},
    # probe ns, not read yet: the player "Enchant creature you control"'s creature deals
    # combat damage to, an opponent (ns15); "each opponent of that player" (ns26); "that
    # player" after "each opponent's upkeep, if you're the monarch" (ns42); "Your
    # Ring-bearer", a creature you choose (ns81); "that player" after "the upkeep of
    # enchanted creature's controller" (ns106)
    **{f"ns{n}": "SILENT" for n in (15, 26, 42, 81, 106)},
    # probe nu, not read yet: "the monarch" after "Otherwise" or "If you do" once you may
    # have become it (nu9 nu15), after "each opponent's end step" (nu102) or when your
    # creature damaged it (nu150); "defending player" after "a player is attacked" or
    # "you're attacked" (nu29 nu35 nu118); "its controller" of an object an earlier sentence
    # or another event names another player's ("destroy target creature an opponent controls.
    # Creatures its controller controls ...", "if an opponent controlled it", "an opponent
    # casts", "an opponent sacrifices", "a creature card an opponent owns"; nu58 nu61 nu63
    # nu66 nu67 nu125 nu128); "the monarch and each other player creates" (nu108, its prober
    # unsure of the wording)
    **{
        f"nu{n}": "SILENT"
        for n in (9, 15, 29, 35, 58, 61, 63, 66, 67, 102, 108, 118, 125, 128, 150)
    },
    # probe nw, reported: "Creatures your team controls" (nw19, as ne25), "creatures the
    # attacking player controls" (nw82); not read yet: "defending player's creatures" after
    # "Whenever a creature attacks", who may be you (nw25); "Up to one target player's lands
    # "Each opponent's creatures and your creatures have ..." (nw81)
    **{"nw19": "issue", "nw82": "issue"},
    **{f"nw{n}": "SILENT" for n in (25, 81)},
    # probe nx, reported: "any color in your commander's color identity other than green"
    # (nx120)
    "nx120": "issue",
    # probe oc, reported by documented decision: a group the type line can't tell is lands
    # made a basic land type ("Artifacts you control are Islands ...", "Creatures and
    # artifacts you control are Swamps" on a nonland artifact; oc81 oc98, as mf57)
    **{"oc81": "issue", "oc98": "issue"},
    # probe of, reported by documented decision: a replacement of a group named by color,
    # the card's color the type line can't tell ("Green creatures you control tap for {G}{B}
    # instead of {G}", of123 of124)
    **{f"of{n}": "issue" for n in (123, 124)},
    # probe oh, not read yet: a creature type a group change names on a planeswalker, whose
    # own subtypes no list closes ("Planeswalkers you control are Soldiers ...", oh20); a
    # list whose first item only sometimes holds the card, its second always ("Lands the
    # monarch controls and lands you control are Swamps", oh138)
    **{f"oh{n}": "SILENT" for n in (20, 138)},
    # probe ok, by documented decision (docs/rules.md, modes): each mode judged by itself,
    # the mana mode a mana ability though another mode has a target (ok14, its prober unsure)
    "ok14": "SILENT",
    # probe oj, reported: a verb no Oracle text uses ("Put {W}{W} into your mana pool", oj12,
    # as bj13)
    "oj12": "issue",
    # probe ol, not read yet: forms already named ("It" after one card of a library, ol27
    # as jn; "Those lands" after "each opponent's lands", ol102 as km; "If you do, it"
    # after "a creature attacks you", ol121 as mq90) and "It" after "look at that player's
    # hand. Draw a card." (ol142)
    **{f"ol{n}": "SILENT" for n in (27, 102, 121, 142)},
    # probe on, reported: mana given by "you get" (on2 on36 on129), "it produces an
    # additional {R}" as a trigger's effect (on28 on76 on102), "two mana of the same color as
    # a permanent you control" (on32)
    **{f"on{n}": "issue" for n in (2, 28, 32, 36, 76, 102, 129)},
    # probe op, not read yet: "the monarch" in a grant after "if you aren't the monarch"
    # (op3 op51), "the active player" in a trigger of an opponent's upkeep (op13 op64)
    **{f"op{n}": "SILENT" for n in (3, 13, 51, 64)},
    # probe or, reported: "it produces an additional {G}" with no "instead" (or125); so
    # "Mountains you control tap for an additional {R}" (ou77 ou105)
    **{"or125": "issue", "ou77": "issue", "ou105": "issue"},
    # probe pf, reported by documented decision: a token kind no rule defines, created with
    # no reminder text ("create an Heirloom token", pf135; another face of the probe
    # defines it)
    "pf135": "issue",
    # probe pq, reported: "a color of your choosing", no Oracle wording (pq12)
    "pq12": "issue",
    # probe pu, as ep88 and h76: a keyword printed without reminder text that other faces
    # print (pu6 pu27 pu102; in a refresh, a parse_issues row by Scryfall's `keywords`)
    **{i: "SILENT" for i in ("pu6", "pu27", "pu102")},
    # probes pz and qa, reported: "Add {W} twice" (pz19, as documented), "its controller gets
    # an additional {C}" (qa93, no template reads "gets")
    **{"pz19": "issue", "qa93": "issue"},
    # probe qb, reported: "you get an additional {W}" and "<player> gets ..." (qb17 qb48 qb63
    # qb77 qb78, as documented), "become Swamps and gain ..." (qb39), a group judged as
    # printed made a type that keeps its own grant (qb75); by its prober unsure, "It"
    # after a land exiled and returned only later (qb25) or returned to a hand by a
    # trigger on another land (qb59), 400.7 against the documented fallback to the card
    **{f"qb{n}": "issue" for n in (17, 39, 48, 63, 75, 77, 78)},
    **{f"qb{n}": "SILENT" for n in (25, 59)},
    # probe qh, reported by documented decision: a group named by color (qh19)
    "qh19": "issue",
    # probe qi, by its prober unsure, no Oracle wording: "As long as it's your turn, it has
    # ..." with no antecedent (qi93 qi94)
    **{f"qi{n}": "SILENT" for n in (93, 94)},
    # probe pg, reported by documented decision: a group the type line can't tell is lands
    # made a basic land type ("Artifacts you control are Islands", "Each creature you
    # control is a Forest", "Elves you control are Forests"; pg46 pg104 pg105, as oc81)
    **{f"pg{n}": "issue" for n in (46, 104, 105)},
    # probe pb, reported: "one mana of each of two different colors among ..." (pb107 pb147)
    **{"pb107": "issue", "pb147": "issue"},
    # probe oy, reported: "the named color" after "name a color" (oy109, an older wording);
    # by documented decision "that color" names the face's own choice, not the color the
    # event names (oy5, its prober unsure); not read yet: a replacement whose result is the
    # next sentence's "It produces ..." (oy37)
    "oy109": "issue",
    **{"oy5": "SILENT", "oy37": "SILENT"},
    # probe ox, reported: "two mana in any combination of white and blue mana" (ox50, a
    # wording its prober doubted; Oracle text writes "of {W} and/or {U}")
    "ox50": "issue",
    # probe ow, reported by documented decision: a group the type line can't tell is lands
    # made a basic land type ("Artifacts you control are Islands ...", ow34, as oc81)
    "ow34": "issue",
    # probe qt, reported by documented decision: groups the type line can't tell are lands
    # ("Artifacts you control are Plains", qt13 qt44 qt88, as oc81) or holds (a color,
    # "Colorless lands you control", qt89)
    **{f"qt{n}": "issue" for n in (13, 44, 88, 89)},
    # probe qv, reported: a subject whose set-off words no grammar reads ("Lands you
    # control, bar this one, are Plains", qv13); probe qw, by documented decision: groups
    # named by color (qw40 qw63 qw81 qw82, as qh19)
    "qv13": "issue",
    **{f"qw{n}": "issue" for n in (40, 63, 81, 82)},
    # probe qx, by documented decision: a keyword printed bare whose reminder another face
    # prints, "Firebending 2" (qx54; a refresh reports it through Scryfall's keywords)
    "qx54": "SILENT",
    # probe qy, reported: subjects with words set off by commas no grammar reads ("bar this
    # one", "including this one", "save for this one", "Gates included", "Islands aside",
    # "this one among them": qy1 qy2 qy67 qy68 qy93 qy95)
    **{f"qy{n}": "issue" for n in (1, 2, 67, 68, 93, 95)},
    # probe qz, reported: "any type other than colorless" (qz81), "tap for two additional
    # {W}" (qz100)
    **{f"qz{n}": "issue" for n in (81, 100)},
    # probe rb, reported: "tap for two additional {W}" and "tap for an additional {C}", no
    # template (rb9 rb10 rb42 rb58 rb59 rb72 rb89 rb90, as documented); lists of clauses
    # not ending in "and {X}" or with words among symbols (rb2 rb3 rb21 rb44 rb45 rb53 rb55
    # rb80 rb92)
    **{f"rb{n}": "issue" for n in (2, 3, 9, 10, 21, 42, 44, 45, 53, 55, 58, 59, 72, 80)},
    **{f"rb{n}": "issue" for n in (89, 90, 92)},
    # probe rc, reported: mana given by "gets", "makes" or "produces an additional", and a
    # replacement worded by its result ("Mana produced by nonbasic lands is colorless"), no
    # template (rc3 rc4 rc17 rc19 rc42 rc43 rc81); "tap for an additional {G}" (rc53)
    **{f"rc{n}": "issue" for n in (3, 4, 17, 19, 42, 43, 53, 81)},
    # probe re, reported as rc: mana a player "gets" or an object "makes", a replacement
    # worded by its result (re4 re5 re6 re27 re29 re30 re31 re46 re56 re57 re58 re59 re60
    # re77 re93; re28's "it makes colorless mana instead" read since the thirty-sixth session)
    **{f"re{n}": "issue" for n in (4, 5, 6, 27, 29, 30, 31, 46, 56, 57, 58, 59, 60, 77)},
    "re93": "issue",
    # probe rh, by documented decision: "Outlaws" without its reminder read as a subtype the
    # card lacks (rh27); reported: a replacement worded by its result (rh92), a party's
    # members (rhx4 rhx5)
    **{"rh27": "SILENT", "rh92": "issue", "rhx4": "issue", "rhx5": "issue"},
    # probe rj, reported: a list of clauses with mana in words (rj4), mana a player "gets"
    # (rj9 rj40 rj41 rj62), replacements worded by their result (rj10 rj43 rj71 rj82 rj83)
    **{f"rj{n}": "issue" for n in (4, 9, 10, 40, 41, 43, 62, 71, 82, 83)},
    # probe rn, reported by documented decision: a group the type line can't tell is lands
    # ("Artifacts you control are Swamps ...", rn79, as oc81)
    "rn79": "issue",
    # probe ro, reported as rc: mana a player "gets" or an object "makes" (ro8 ro35 ro44),
    # "tap for an additional {G}" (ro61), replacements worded by their result (ro9 ro90)
    **{f"ro{n}": "issue" for n in (8, 9, 35, 44, 61, 90)},
    # probe rt, reported as rc: mana a player "gets", beside an add clause read or alone (rt1
    # rt26 rt50 rt51 rt76 rt100), or "put into your mana pool" (rt34 rt69)
    **{f"rt{n}": "issue" for n in (1, 26, 34, 50, 51, 69, 76, 100)},
    # probe rw, reported as rc: "tap for an additional {G}" (rw51), mana a player "gets"
    # (rw52 rw89), a replacement worded by its result (rw77)
    **{f"rw{n}": "issue" for n in (51, 52, 77, 89)},
    # probe rx, by documented decision: a die roll's row judged alone, as a mode is, a
    # target in another row (rxe25, docs/rules.md, Modes); reported: cleave's bracketed
    # words in an add clause (rxf19)
    **{"rxe25": "SILENT", "rxf19": "issue"},
    # probe rz, reported: "it produces an additional {R}" with no "instead" (rz65, as
    # documented)
    "rz65": "issue",
    # probe sd, by documented decision: "It" after a step that moved the object it names
    # away, a new object (400.7), read as the card (sd31 sdx14 sdx16, docs/rules.md, type
    # changes)
    **{f"sd{n}": "SILENT" for n in ("31", "x14", "x16")},
    # probe sn, reported as documented: a keyword's reminder after another sentence than the
    # keyword's (snx3); sn21 sn46 sn69 sn96 corrected after the run by documented decision (a
    # replacement of the card's own production is in could_produce, 106.7)
    "snx3": "issue",
    # probe sp, reported: a keyword granted to a group whose reminder is a replacement of mana
    # ("Lands you control have murkwater. (If this land would produce mana, ...)", sp44)
    "sp44": "issue",
    # probe sr, not read yet: a replacement of the tokens the card creates in another
    # paragraph ("If you would create one or more Treasure tokens, create that many Food
    # tokens instead." beside "create a Treasure token", sr64)
    "sr64": "SILENT",
    # probes st and sy, by documented decision: a grant to the card gone from the
    # battlefield, or to another object gone, or its type change, is another object's, in
    # leads_to ("When this creature dies, return it to the battlefield at the beginning of
    # the next end step. It gains ...", st43; "exile target artifact card from a graveyard.
    # It gains ...", st100; sy5 sy6 sy7 sy8 sy27 sy55 sy91 sy95)
    **{f"st{n}": "SILENT" for n in ("43", "100")},
    **{f"sy{n}": "SILENT" for n in ("5", "6", "7", "8", "27", "55", "91", "95")},
    # probe sy, by documented decision: "It" after a card moved from a graveyard to a hand or
    # a library is that card, never the permanent it stood for (sy29 sy32); not read yet,
    # the prober unsure: "They" after a step whose only object is gone, beside a trigger
    # that names the card with other attackers, read as the object gone (sy83)
    **{f"sy{n}": "SILENT" for n in ("29", "32", "83")},
    # probe tb, reported: wordings no template reads, "you get {W}{W}" (as documented) and
    # "Add one mana of the type that land could produce" (tb17 tb27)
    **{f"tb{n}": "issue" for n in ("17", "27")},
    # probe tf, reported by documented decision: a group named by color holds the card or
    # not, its own copy not guessed (tf24); probe tj, by documented decision: a keyword
    # printed without its reminder (firebending) shows no mana in the face's own text
    # (tj78; the warehouse reports it from Scryfall's keywords)
    "tf24": "issue",
    "tj78": "SILENT",
    # probe tk, by documented decision (docs/rules.md, pronouns): "It gains" after an exiled
    # permanent is the card's, as after a sacrificed one (tk14)
    "tk14": "SILENT",
    # probe ts, a group named by a card type the parser can't tell holds lands (ts98, as
    # sv80)
    "ts98": "issue",
    # probe tt (a hobbyist's wordings), reported: "colour", "{u}", "T :", mana by its letter
    # alone (tt8 tt10 tt21 tt38 tt46 tt53 tt91); by documented decision, "~" and "CARDNAME"
    # are no name of the card (tt61 tt_x1 tt_x4)
    **{f"tt{n}": "issue" for n in ("8", "10", "21", "38", "46", "53", "91")},
    **{f"tt{n}": "SILENT" for n in ("61", "_x1", "_x4")},
    # probe tu, reported as documented: mana by its letter alone (tu14 tu15 tu35 tu36 tu58
    # tu59 tu82 tu83 tu100)
    **{f"tu{n}": "issue" for n in ("14", "15", "35", "36", "58", "59", "82", "83", "100")},
    # probe tz, reported: a list of conditioned clauses with amounts (tzy2), "twice that
    # much" (tzy3), an alternative after "unless" (tzy5) or after "instead" (tzy10)
    **{f"tzy{n}": "issue" for n in ("2", "3", "5", "10")},
    # probe sv: a type change beside "loses all abilities", whose row stands by documented
    # decision (sv44, as dk139); a group named by a card type the parser can't tell holds
    # lands, reported by documented decision (sv80)
    "sv44": "SILENT",
    "sv80": "issue",
    # probe uc, by documented decision (docs/rules.md, pronouns, as st43): "It gains" after
    # the card exiled and returned only at the next end step is a grant to another object
    # (uc73, the prober unsure); probe ug, reported as
    # documented: hybrid and Phyrexian symbols, mana by its letter alone (ug23 ug24 ug46
    # ug72 ug93)
    "uc73": "SILENT",
    **{f"ug{n}": "issue" for n in ("23", "24", "46", "72", "93")},
    # probe uj, by documented decision (docs/rules.md, pronouns):
    # a type change's "It" after a card exiled from a graveyard is the card (uj13 uj55 uj91,
    # as ji117 and py46), and reported: an alternative after a condition that names mana,
    # "if you control a land that could produce {U}; {C} otherwise" (uj32)
    **{f"uj{n}": "SILENT" for n in ("13", "55", "91")},
    "uj32": "issue",
    # probe ve, by documented decision (docs/rules.md, pronouns): "it" after a declined step
    # that named a target is that target, the object named last ("you may have it fight
    # target creature you don't control. If you don't, it gains ...", ve100)
    "ve100": "SILENT",
    # probe vg, reported: "tap for an additional {G}" (vg121); by documented decision:
    # "twice as much of that mana" names no type (vg21), mana kept from emptying is no
    # production (vg39)
    **{"vg121": "issue", "vg21": "SILENT", "vg39": "SILENT"},
    # probe vk, reported by documented decision (as sv80): a group named by a card type the
    # parser can't tell holds lands, "Artifact creatures you control are Forests ..." (vk36),
    # "Enchantments you control are Forests ..." (vk59)
    **{"vk36": "issue", "vk59": "issue"},
    # probe vo, not read yet: regeneration given to a token "with" a quote (vo15) or by a
    # list of groups (vo19), "it" of a trigger's
    # object after a condition or a step on it (vo63 vo64 vo87), a face-down return (vo77);
    # around the destruction: indestructible taken before it, regeneration denied after it,
    # or given by a trigger that can't have happened yet (vo43 vo57 vo58)
    **{f"vo{n}": "SILENT" for n in ("15", "19", "63", "64", "87", "77")},
    **{f"vo{n}": "SILENT" for n in ("43", "57", "58")},
    # probes vp vr vs, not read yet: a replacement that turns the card face down, whose group
    # decides whether it stays in it (vp29 vr41); a return in the next sentence of a group's
    # replacement (vr50); two types on conditions of different words after "and" (vr54);
    # a chain through "twice as much" (vr84)
    **{f"vp{n}": "SILENT" for n in ("29",)},
    **{f"vr{n}": "SILENT" for n in ("41", "50", "54", "84")},
    # probe vx, not read yet: conditions that cover every state without denying each other
    # ("a Zombie or a Vampire" and "no Zombies", "an Elf" and "no Elf tokens": vx7 vx8), a
    # grant to a group on a condition that can't hold while the card is in it (vx66 vx70)
    **{f"vx{n}": "SILENT" for n in ("7", "8", "66", "70")},
    # probe wb, not read yet: conditions with lists, excluding one another ("no Elves or
    # Druids" against "an Elf", "a Forest and an Island" against "no Islands": wb5 wb11);
    # reported: a color an object "shares with" the card (wb43), the other branch of "another
    # Zombie" read as the Zombie's (wb87)
    **{"wb5": "SILENT", "wb11": "SILENT", "wb43": "issue", "wb87": "issue"},
    # probe wd, not read yet: a type change of a conjured card named by "It" (wd94)
    "wd94": "SILENT",
    # probe we, not read yet: "snow mana" (we23), "using a land's ability" (we3), "from any
    # source except a land" (we58), conditions on life totals that exclude each other (we86)
    **{f"we{n}": "SILENT" for n in ("3", "23", "58", "86")},
    # probes wf wg wi, not read yet: counts denied in other words ("three or more" against
    # "two or fewer", "exactly one" against "two or more": wf96 wf98), a land animated "with
    # changeling" in a group of a creature type (wg63), the card's own static taking all
    # creatures' abilities (wg88), land types of the card listed with a target (wi95) or
    # reported (wi13), an inclusion set off by commas (wi72)
    **{"wf96": "SILENT", "wf98": "SILENT", "wg63": "SILENT", "wg88": "SILENT"},
    **{"wi13": "issue", "wi72": "SILENT", "wi95": "SILENT"},
    # probes wj wk wl wm, not read yet: the amount of "instead of {G}{G}" (wj8) or joined to a
    # type (wj91), a group "that don't have" or "without" a quote the card lacks (wj26 wj44
    # wj72), "the exiled cards" after a cost (wj70), a vote's colors (wk38), a token spelled
    # out in a nested quote (wl38), "a Gate and a Mountain" (wm47), "in which case" (wm75),
    # "one or fewer" (wm92), the other branch with a grant
    # (wm95); reported: "exactly two mana of any one color" as a result (wj76), "your team
    # controls" (wk37)
    **{f"wj{n}": "SILENT" for n in ("8", "26", "44", "70", "72", "91")},
    **{"wj76": "issue", "wk37": "issue", "wk38": "SILENT", "wl38": "SILENT"},
    **{f"wm{n}": "SILENT" for n in ("47", "75", "92", "95")},
    # probes wn wp wq, not read yet: a land's own "as long as it's a land" (wn25), "each of
    # those creatures" a blocker's attackers after a condition (wn43), a group "that don't
    # have" a quote the card lacks (wn76, as wj26), a token spelled out with a keyword
    # before its quote or in a nested quote (wq7 wq26 wq75), a third level of quotes
    # (wq55); reported: "add {G} as well" (wp17)
    **{f"wn{n}": "SILENT" for n in ("25", "43", "76")},
    **{f"wq{n}": "SILENT" for n in ("7", "26", "55", "75")},
    "wp17": "issue",
    # probes wt-xo of the thirty-ninth session, not read yet: a type change's other branch on
    # a group that holds the card (wv5 wv15 wv73), in other words ("At all other times",
    # "unless you control a Zombie", "it's an Island otherwise" after a comma, "no Elf
    # creatures" against "an Elf": wv8 wv9 wv18 wv98), creature types set on every branch
    # (wv10 wv80 wv94), a grant on a turn the card's own type change excludes (wv55, as
    # vx66), "outside of combat" (wv44), "during your upkeep and you control" (xh3), a turn
    # condition followed by another (xh4), a second type on a condition of its own (xh44),
    # life totals that cover every case (xl9), a negated step as a branch (xl12), the card
    # by its name in a state (xl76), "the basic land type
    # of your choice" as a branch (xl98); "If you tap a permanent for mana, add an
    # additional {R}" with no "whenever" (ww28); a loss of all abilities of the card's own
    # static, or in the same effect as a type change (wz14 wz19 wz31 wz47 wz71 wz86, as
    # dk139 wg88), "loses all land types and becomes a Swamp" with no duration (wz85); a
    # grant on a condition the card itself denies (xd26 xd78, as vx66); "The creature with
    # the greatest power among creatures you control" (xi16), "including this creature"
    # (xi72, as wi72); an object chosen is another by the documented decision (xi35 xi74
    # xm27 xm69); a vote's Treasure (xm33); "each of the chosen types" (xm42, as probe ii);
    # reported: "any of the colors of creatures you control" (wy79), "Mana produced by lands
    # is colorless" (xe48), cleave brackets in an add clause (xg9), a vote's colors (xm20),
    # "the color associated with the chosen type" (xm71), "other than the chosen color"
    # (xm79), "each color not chosen this way" (xm85)
    **{f"wv{n}": "SILENT" for n in ("5", "8", "9", "10", "15", "18", "44", "55", "73")},
    **{f"wv{n}": "SILENT" for n in ("80", "94", "98")},
    **{f"wz{n}": "SILENT" for n in ("14", "19", "31", "47", "71", "85", "86")},
    **{f"xh{n}": "SILENT" for n in ("3", "4", "44")},
    **{f"xl{n}": "SILENT" for n in ("9", "12", "76", "98")},
    **{f"xm{n}": "SILENT" for n in ("27", "33", "42", "69")},
    **{"ww28": "SILENT", "xd26": "SILENT", "xd78": "SILENT"},
    **{"xi16": "SILENT", "xi35": "SILENT", "xi72": "SILENT", "xi74": "SILENT"},
    **{"wy79": "issue", "xe48": "issue", "xg9": "issue"},
    **{"xm20": "issue", "xm71": "issue", "xm79": "issue", "xm85": "issue"},
    # probes xp xq xs xt, not read yet: "it's day" against "Activate only if it's night"
    # (xp82: exclusive, not a denial), "unless ..., in which case" (xq9 xq58 xq67, as wm75),
    # a grant on the branch its type change leaves (xq12), a second type after "and an" or
    # "it's" in the other branch (xq13), "it produces ... instead" in a later sentence for
    # the card (xq14 xq31 xq63), a land subtype on the branch where the creature is no land
    # (xq46 xq90), the other branch of a group holding the card (xq65 xq98, as wv5), a
    # second quote on a condition of its own (xq78), counts that cover every case (xq79, as
    # wf96), a branch that also grants (xq81, as wm95); reported: a keyword before another
    # in a list, the reminder's (xp76)
    **{f"xq{n}": "SILENT" for n in ("9", "12", "13", "14", "31", "46", "58", "63", "65")},
    **{f"xq{n}": "SILENT" for n in ("67", "78", "79", "81", "90", "98")},
    **{"xp82": "SILENT", "xp76": "issue"},
    # probes xu xv xw xx, not read yet: "instead unless you control a Swamp or an Island" (xu4,
    # a list, as wb5), "unless it's tapped" against "is tapped" (xu28, xu79's "attacking"),
    # "they" for a group in the other branch on a face that is no land (xu41 xu72 xu73 xu74),
    # "If you aren't the active player" (xu76), "no cards in hand" against "one or more"
    # (xu77), a branch that also grants (xu97, as wm95), a condition the card always meets
    # (xu99, as vx66); an ability lost in the only state it works in, by the card's own type
    # change (xw58 xw60 xw79 xw82, as ps53), a triggered mana ability's window against a
    # replacement's or an intervening "if" (xw61 xw87); a copy's exception "and it's a
    # Forest" after another (xx5 xx59 xx83), "except it has" a quoted type change of lands
    # (xx95), a group of copies the card's own text makes it no member of (xx63)
    **{f"xu{n}": "SILENT" for n in ("4", "28", "41", "72", "73", "74", "76", "77", "79")},
    **{"xu97": "SILENT", "xu99": "SILENT"},
    **{f"xw{n}": "SILENT" for n in ("58", "60", "61", "79", "82", "87")},
    **{f"xx{n}": "SILENT" for n in ("5", "59", "63", "83", "95")},
    # probes xy xz ya yb, not read yet: an activation restriction against a replacement's
    # condition through a choice of steps, a past event ("you attacked this turn", "you've
    # cast a spell this turn"), a step's "and ..." condition, a quality ("an untapped
    # Wizard"), a count in other words, "once each turn" against "the second time" (xy15
    # xy18 xy48 xy89 ya9 ya19 ya43 ya64 ya69 ya80); "unless ..., in which case" (yb5 yb26
    # yb51 yb52 yb68 yb69 yb87, as wm75; reported: yb84); reported: a keyword before another
    # in a list, the reminder's (xy52, as xp76)
    **{f"xy{n}": "SILENT" for n in ("15", "18", "48", "89")},
    **{f"ya{n}": "SILENT" for n in ("9", "19", "43", "64", "69", "80")},
    **{f"yb{n}": "SILENT" for n in ("5", "26", "51", "52", "68", "69", "87")},
    **{"xy52": "issue", "yb84": "issue"},
}


def test_invented_texts_agree_with_the_rules_but_for_the_known_differences() -> None:
    differ = {}
    for case in INVENTED_TEXTS:
        parsed = parse_face(case["text"], case["type_line"], case["name"])
        got = ("".join(could_produce([parsed])), "".join(leads_to([parsed])))
        if got != (case["could_produce"], case["leads_to"]):
            differ[case["id"]] = "issue" if parsed.issues else "SILENT"
    assert differ == KNOWN_DIFFERENCES


@pytest.mark.parametrize(
    ("name", "type_line", "text", "could", "leads"),
    [
        # "becomes a ... creature" with no "in addition" nor "still": its card types set,
        # no enchantment or artifact then (205.1a); with them, or "artifact creature" (205.1b),
        # kept
        ("Shedding Idol", "Enchantment", "{2}{G}: This enchantment becomes a 4/4 Treefolk "
         'creature until end of turn.\nEnchantment creatures you control have "{T}: Add {G}."',
         "", "G"),
        ("Shedding Idol", "Enchantment", "{2}{G}: This enchantment becomes a 4/4 Treefolk "
         "creature in addition to its other types until end of turn.\nEnchantment creatures "
         'you control have "{T}: Add {G}."', "G", "G"),
        ("Servo Effigy", "Artifact", "{1}: This artifact becomes a 1/1 Servo creature until end "
         'of turn.\nArtifact creatures you control have "{T}: Add {C}."', "", "C"),
        ("Servo Effigy", "Artifact", "{1}: This artifact becomes a 1/1 Servo artifact creature "
         'until end of turn.\nArtifact creatures you control have "{T}: Add {C}."', "C", "C"),
        # a subtype another change of its own took is not put back for a group change of
        # another kind (613.8a): the Knight is no Soldier
        ("Promoted Squire", "Creature — Human Soldier", "This creature is a Knight.\nSoldiers "
         "you control are Plains lands in addition to their other types.", "", "W"),
        # a creature type and land types in one change (probe kd)
        ("Turnbark Druid", "Creature — Elf Druid", "This creature is a Human.\nElves you "
         "control are Treefolk and Forest lands in addition to their other types.", "", "G"),
        ("Thicket Anointer", "Creature — Human Druid", "Creatures you control are green "
         "Treefolk Druids and Forest lands in addition to their other types.", "G", "G"),
        ("Thicket Anointer", "Creature — Human Druid", "Creatures you control are Plant "
         "creatures and Forest lands in addition to their other types.", "G", "G"),
        ("Outcast Barkwarden", "Creature — Elf Druid", "This creature is a Human.\nNon-Elf "
         "creatures you control are Treefolk and Forest lands in addition to their other "
         "types.", "G", "G"),
        ("Promoted Squire", "Creature — Human Soldier", "This creature is a Knight in addition "
         "to its other types.\nSoldiers you control are Plains lands in addition to their "
         "other types.", "W", "W"),
    ],
)  # fmt: skip
def test_what_the_card_becomes_decides_the_groups_it_is_in(
    name: str, type_line: str, text: str, could: str, leads: str
) -> None:
    """A change that sets the card's types takes those it doesn't keep, for the groups
    its own text names after it: read as an enchantment creature, an artifact creature, a
    Soldier still, silently (probe kc)."""
    read_without_issue(text, type_line, name, could, leads)


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        ("Creature — Elf Warrior", 'When this creature enters, Elves you control perpetually '
         'gain "{T}: Add {G}."', "G", "G"),
        ("Creature — Shapeshifter", "Changeling (This card is every creature type.)\nWhen this "
         'creature enters, Elves you control perpetually gain "{T}: Add {G}."', "G", "G"),
        ("Creature — Elf Warrior", "When this creature enters, other Elves you control "
         'perpetually gain "{T}: Add {G}."', "", "G"),
        ("Creature — Human Warrior", 'When this creature enters, Elves you control perpetually '
         'gain "{T}: Add {G}."', "", "G"),
    ],
)  # fmt: skip
def test_a_perpetual_grant_to_a_group_reaches_the_card_in_it(
    type_line: str, text: str, could: str, leads: str
) -> None:
    """Alchemy's "perpetually gain" is a grant like any other: the card gets it where it is
    one of the group. Its subject was read as "Elves you control perpetually", which no card
    fits, and reported (probe kg)."""
    read_without_issue(text, type_line, "Vanguard Captain", could, leads)


@pytest.mark.parametrize(
    ("text", "leads"),
    [
        ("Choose a land type. Target land becomes that land type until end of turn.", "WUBRG"),
        ("Target land becomes the basic land type of an opponent's choice until end of turn. "
         "Draw a card.", "WUBRG"),
        ("Choose a basic land type. Target land becomes that type until end of turn.", "WUBRG"),
    ],
)  # fmt: skip
def test_a_land_type_chosen_by_anyone_or_named_that_land_type(text: str, leads: str) -> None:
    """ "that land type" after "Choose a land type", and a type of an opponent's choice, may
    be any basic land type (205.3i, 305.7): each was no type change at all, silently
    (probe kf)."""
    read_without_issue(text, "Instant", "Shifting Terrain", "", leads)


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        # a color the effect chooses, not the event's mana (605.1b)
        ("Enchantment", "Whenever you tap a Forest for {G}, choose a color other than green, "
         "then add one mana of that color.", "WUBR", "WUBR"),
        ("Enchantment — Aura", "Enchant land\nWhenever enchanted land is tapped for {U}, its "
         "controller chooses a color and adds one mana of that color.", "WUBRG", "WUBRG"),
        ("Creature — Human Wizard", "{T}: Add {G}. Then choose a nongreen color and add one "
         "mana of that color.", "WUBRG", "WUBRG"),
        # the chosen colors, as the choice limits them
        ("Artifact", "As this artifact enters, choose two colors other than green.\n{T}: Add "
         "{C}.\n{T}, Pay 1 life: Add two mana in any combination of the chosen colors.",
         "WUBRC", "WUBRC"),
        # "either" before "an additional"; a clause ended by "but"; no mana after "instead
        # of"; a number and a type in words; "equal to" before "in any combination"
        ("Creature — Elf Warrior", "Whenever you tap a Forest for mana, add either an "
         "additional {G} or an additional {W}.", "WG", "WG"),
        ("Creature — Gremlin", "{T}: Add {R}{R}, but this creature deals 2 damage to you.",
         "R", "R"),
        ("Land", "{T}: Add {C}. If you control a Forest, add {G} instead of {C}.", "GC", "GC"),
        ("Artifact", "{T}: Add three colorless mana. Activate only as a sorcery.", "C", "C"),
        ("Artifact", "{T}: Add an amount of mana equal to the number of artifacts you control "
         "in any combination of {W} and/or {U}.", "WU", "WU"),
        # (probe kh) an amount's own words, no other clause's mana; a mana cost's symbols; a
        # relative clause's "adds"; words for one of two types; "an additional black mana"
        ("Creature — Human Wizard", "{T}: Add {C} for each land you control that could "
         "produce mana of a color other than green.", "C", "C"),
        ("Creature — Elf Druid", "{T}: Add {G}{G} if you control a creature with {G}{G} in its "
         "mana cost.", "G", "G"),
        ("Creature — Elf Druid", "{T}: Add {G} for each creature you control with an ability "
         "that adds mana of any color.", "G", "G"),
        ("Creature — Elf Druid", "{T}: Add one red or green mana.", "RG", "RG"),
        ("Enchantment", "Whenever a Swamp you control is tapped for mana, its controller adds "
         "an additional black mana.", "B", "B"),
        ("Creature — Human Shaman", "{T}: Add an amount of mana equal to this creature's power "
         "in any combination of colors that lands you control could produce.", "WUBRG",
         "WUBRG"),
        ("Artifact", "Imprint — When this artifact enters, you may exile a card from your "
         "hand.\n{T}: Add two mana in any combination of the colors of the exiled card.",
         "WUBRG", "WUBRG"),
        # keywords granted before the quotes, after a comma (probe kh138)
        ("Creature — Elf Druid", 'Creatures you control have haste, "{T}: Add {G}", and '
         '"{T}: Add {R}".', "RG", "RG"),
        ("Creature — Elf Druid", 'Creatures you control have haste, trample, and "{T}: Add '
         '{G}."', "G", "G"),
        # a list of denied colors in a choice; an event of two symbols (605.1b)
        ("Enchantment", "Whenever a Plains you control is tapped for {W}, choose a nonwhite, "
         "nonblue color and add one mana of that color.", "BRG", "BRG"),
        ("Enchantment", "Whenever an Island you control is tapped for {U}{U}, add an additional "
         "one mana of that color.", "U", "U"),
    ],
)  # fmt: skip
def test_add_clauses_the_white_box_probe_found(
    type_line: str, text: str, could: str, leads: str
) -> None:
    """Add clauses read to their end (probe ke): each was read as the event's color, any
    color, or not at all."""
    read_without_issue(text, type_line, "Clause Test", could, leads)


@pytest.mark.parametrize(
    "text",
    [
        "{T}: Add {G} for each land you control that could produce {G}, or {C} if you control "
        "no such lands.",
        "{T}: Add {G} for each Forest you control, plus {C}.",
        "{T}: Add an amount of {U} equal to the number of permanents you control that could "
        "produce {U}, or {C}{C} if you control none.",
    ],
)
def test_an_add_clause_that_runs_into_another_clauses_mana_is_reported(text: str) -> None:
    """An amount or a clause that would swallow another clause's mana, by symbols or in
    words, is a parse issue, never a reading that drops it (probe ke: each was silent)."""
    assert parse_face(text, "Creature — Human Wizard", "Clause Test").issues


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        # no add clause in a capability or a ban
        ("Artifact Creature — Golem", "{T}: Add {C} for each artifact you control able to add "
         "{R}.", "C", "C"),
        # a mana cost's list of symbols; three words of types; "the two chosen colors"
        ("Creature — Elf Druid", "{T}: Add {G}{G} if you control a creature with {G} or {W} in "
         "its mana cost.", "G", "G"),
        ("Creature — Human Cleric", "{T}: Add one white, blue, or black mana.", "WUB", "WUB"),
        ("Artifact", "As this artifact enters, choose two colors other than black.\n{T}: Add "
         "two mana in any combination of the two chosen colors.", "WURG", "WURG"),
        ("Artifact", "As this artifact enters, choose two nonblue colors.\n{T}: Add one mana of "
         "any of the chosen colors.", "WBRG", "WBRG"),
        # "a source you control" is any permanent of yours (106.4)
        ("Artifact", "{T}: Add {C}{C}.\nIf a source you control would produce {C}, it produces "
         "one mana of any color instead.", "WUBRGC", "WUBRGC"),
        # the replaced types of a subject's own clause, not the next one's "instead of"
        ("Land — Plains", "Plains you control produce {U} instead, and Islands you control tap "
         "for {U}{U} instead of {U}.", "WU", "WU"),
        # creature types listed before the land types, and what the card then loses (305.7)
        ("Creature — Human Druid", "Creatures you control are Elves, Druids, and Forest lands "
         "in addition to their other types.", "G", "G"),
        ("Creature — Human Druid", "Creatures you control are Treefolk and snow Forest lands "
         "in addition to their other types.", "G", "G"),
        ("Creature — Human Druid", "{T}: Add {R}.\nCreatures you control are Treefolk and "
         "Forest lands.", "G", "G"),
        # a player's permanents by a possessive: none "It" stands for
        ("Creature — Human Rogue", "Whenever this creature attacks, tap that player's lands. "
         'It gains "{T}: Add {B}{B}." until end of turn.', "B", "B"),
        ("Creature — Human Rogue", "Whenever this creature becomes tapped, tap your opponents' "
         'lands. It gains "{T}: Add {W}." until end of turn.', "W", "W"),
    ],
)  # fmt: skip
def test_what_the_last_white_box_probe_found(
    type_line: str, text: str, could: str, leads: str
) -> None:
    """Probe km aimed at the rules of probe kh: each was read wrong, silently or reported."""
    read_without_issue(text, type_line, "Probe Test", could, leads)


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        # a group every player's holds the card always: its land type set, {C} lost (305.7)
        ("Land", "{T}: Add {C}.\nLands every player controls are Islands.", "U", "U"),
        ("Land", "{T}: Add {C}.\nEvery player's lands are Islands.", "U", "U"),
        # one player who may be you or not: only sometimes, its own {C} kept
        ("Land", "{T}: Add {C}.\nThe monarch's lands are Islands.", "UC", "UC"),
        ("Land", "{T}: Add {C}.\nAll creatures get +1/+1.\nLands the monarch controls are "
         "Islands.", "UC", "UC"),
        ("Land", "{T}: Add {C}.\nTarget player's lands are Islands.", "UC", "UC"),
        # a possessive subject is a group, not a player, for the pronoun after it
        ("Creature — Elf", "All players' creatures get +1/+1. They have \"{T}: Add {G}.\"",
         "G", "G"),
    ],
)  # fmt: skip
def test_whose_lands_a_player_word_names(type_line: str, text: str, could: str, leads: str) -> None:
    """The session review's findings: "every player" and "all players" hold the card always,
    the monarch or a target player only sometimes (115.1, 724); a group of a player who may
    be you found however the rest of the text reads."""
    read_without_issue(text, type_line, "Test Card", could, leads)
