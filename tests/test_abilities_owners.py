"""Whose ability is it (pipeline/abilities/owners.py): the card's, a token's, a group's.

Each expectation follows from the module's docstring and docs/rules.md#mana-production:
a group grant reaches the card when its type line puts it in the group (CR 205, 613.1f);
a keyword's reminder text belongs to whoever has the keyword (702, 207.2).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from production_answers import answers

from pipeline.abilities import Mechanism, SourceKind, could_produce, leads_to, parse_face
from pipeline.abilities.grammar import IN_CONDITION
from pipeline.abilities.owners import (
    CREATES_TOKEN,
    CardTraits,
    Holder,
    Owner,
    belongs_to,
    effect_takes_itself_away,
    grant_subject,
    holder_of_quote,
    holder_of_reminder,
    is_keyword_line,
    made_as_it_applies,
    names_a_color,
    returns_itself,
    takes_itself_away,
)
from pipeline.abilities.referents import (
    OBJECT_IN_EVENT,
    ability_words,
    others_named,
    that_player,
    triggering_group,
)
from pipeline.abilities.text import self_pattern

ELF = CardTraits.read("Creature — Elf Druid", "")
TOKEN_ELF = CardTraits.read("Token Creature — Elf", "")


def kinds(face):
    return [(r.source_kind, r.mechanism, r.via) for r in face.mana]


LEYLINE = (
    "If this card is in your opening hand, you may begin the game with it on the "
    'battlefield. Creature tokens you control have "{T}: Add {C}."'
)


# -- group membership (CR 205) ----------------------------------------------------------------


@pytest.mark.parametrize(
    "group",
    [
        "Other creatures you control",
        "Another target creature",
        "Target creature",
        "Enchanted creature",
        "Equipped creature",
        "Fortified land",
        "Those creatures",
        "Creatures your opponents control",
        "Creatures an opponent controls",
        "Creatures opponents control",
        "Creatures you don't control",
    ],
)
def test_words_that_leave_the_card_out_of_the_group(group):
    """ "Other", "target", "enchanted", ... and an opponent's objects never include the
    card itself, even when its types fit (613.1f applies to the group it names)."""
    assert belongs_to(group, ELF) is False


@pytest.mark.parametrize(
    ("group", "expected"),
    [
        ("Tapped creatures you control", True),
        ("Attacking creatures you control", True),
        ("Untapped creatures you control", True),
        ("Nontoken creatures you control", False),
        ("Creature tokens you control", True),
    ],
)
def test_a_token_is_in_a_group_named_by_state(group, expected):
    """A state word (tapped, attacking) is taken as met for a token as for a card; only
    "nontoken" leaves a token out."""
    assert belongs_to(group, TOKEN_ELF) is expected


@pytest.mark.parametrize(
    ("subtype", "written"),
    [
        ("Ally", "Allies"),
        ("Harpy", "Harpies"),
        ("Elf", "Elves"),
        ("Knife", "Knives"),
        ("Fungus", "Fungi"),
        ("Mouse", "Mice"),
        ("Ox", "Oxen"),
    ],
)
def test_a_subtype_is_found_in_its_english_plural(subtype, written):
    """A group names a subtype in its plural: -y makes -ies, -f and -fe make -ves."""
    card = CardTraits.read(f"Creature — {subtype}", "")
    assert card.has_subtype(written)
    assert belongs_to(f"{written} you control", card) is True


def test_a_subtype_is_not_found_in_a_plural_of_another_word():
    card = CardTraits.read("Creature — Elf", "")
    assert not card.has_subtype("Eves")
    assert not card.has_subtype("Elfves")
    assert not card.has_subtype("Elfies")


def test_a_subtype_the_cards_own_text_can_give_it_is_had_unless_told_otherwise():
    """An artifact its own text makes "a 2/2 Elf artifact creature" may be an Elf when a
    group is judged (205.3m, a state met): has_subtype counts what the card can become
    unless the caller asks whether it surely is one."""
    card = CardTraits.read(
        "Artifact", "{1}: Until end of turn, this artifact becomes a 2/2 Elf artifact creature."
    )
    assert card.has_subtype("Elves") is True
    assert card.has_subtype("Elves", surely=True) is False


@pytest.mark.parametrize(
    ("text", "dragon"),
    [
        # "it's" after a duration's condition is the card's, as "it is" is (probe tlx16)
        ("As long as this Vehicle is attacking, it's a Dragon in addition to its other "
         "types.\nCrew 3", True),
        ("As long as this Vehicle is attacking, it is a Dragon in addition to its other "
         "types.\nCrew 3", True),
        # not a reminder's "it's" of the spell ("If you cast this card for its bestow cost,
        # it's an Aura spell")
        ("Bestow {3}{W} (If you cast this card for its bestow cost, it's a Dragon Aura spell "
         "with enchant creature.)\nCrew 3", False),
    ],
)  # fmt: skip
def test_its_after_a_condition_is_a_change_of_the_cards_own_types(text, dragon):
    card = CardTraits.read("Artifact — Vehicle", text)
    assert card.has_subtype("Dragons") is dragon


def test_what_a_card_always_is_can_lose_and_surely_is_as_an_ability_applies():
    """`always` holds what an unconditional static ability of the card's own gives it,
    `can_lose` what its text can take away; `has_type(surely=True)` is the type line and
    `always` less `can_lose`; `as_surely` is the card in the state an ability needs."""
    vessa = CardTraits.read(
        "Legendary Creature — Human Druid",
        "Vessa is an artifact in addition to its other types.\n"
        "{1}: Until end of turn, Vessa becomes a Treefolk in addition to its other types.",
        "Vessa, Brass-Grafted",
    )
    assert vessa.always == frozenset({"artifact"})
    assert vessa.can_become == frozenset({"artifact", "Treefolk"})
    assert vessa.has_type("artifact", surely=True) is True
    assert vessa.has_subtype("Treefolk") is True
    assert vessa.has_subtype("Treefolk", surely=True) is False
    god = CardTraits.read(
        "Legendary Enchantment Creature — God",
        "As long as your devotion to green is less than five, Thessimar isn't a creature.",
        "Thessimar, God of Groves",
    )
    assert god.can_lose == frozenset({"creature"})
    assert god.has_type("creature") is True
    assert god.has_type("creature", surely=True) is False
    assert god.as_surely(frozenset({"creature"})).has_type("creature", surely=True) is True
    for keyword in ("Reconfigure {2}", "Bestow {3}{G}"):
        assert CardTraits.read("Artifact Creature — Equipment Ox", keyword).can_lose == {"creature"}
    # a sentence about another object takes nothing from the card
    other = CardTraits.read("Creature — Elf", "Target creature isn't a creature until end of turn.")
    assert other.can_lose == frozenset()
    # a condition, a duration, a cost, a trigger or a "becomes" is no "always"
    change = "this creature is an artifact in addition to its other types"
    for text in (
        f"As long as it's your turn, {change}.",
        f"During your turn, {change}.",
        f"If you control an artifact, {change}.",
        f"Unless you control an artifact, {change}.",
        f"While you control an artifact, {change}.",
        f"{change[0].upper()}{change[1:]} until end of turn.",
        f"{{1}}: {change[0].upper()}{change[1:]}.",
        f"Whenever this creature attacks, {change}.",
        f"At the beginning of combat on your turn, {change}.",
        "This creature becomes an artifact in addition to its other types.",
    ):
        assert CardTraits.read("Creature — Elf", text).always == frozenset(), text
    # a static sentence after another on its line is one too
    beside = CardTraits.read(
        "Creature — Elf", f"This creature can't block. {change[0].upper()}{change[1:]}."
    )
    assert beside.always == frozenset({"artifact"})
    # a land type on an object that is no land is none of its subtypes (205.3d)
    no_land = CardTraits.read(
        "Creature — Elf", "This creature is a Forest in addition to its other types."
    )
    assert no_land.always == no_land.can_become == frozenset()
    # only a type its type line prints can be taken away
    assert (
        CardTraits.read(
            "Creature — Elf", "As long as you control no artifacts, this creature isn't a land."
        ).can_lose
        == frozenset()
    )


def test_an_instant_is_not_a_permanent():
    """ "Permanents you control" are artifacts, battles, creatures, enchantments, lands and
    planeswalkers (CR 110.4): an instant that grants to them is not one of them."""
    instant = CardTraits.read("Instant", "")
    assert instant.is_permanent is False
    assert belongs_to("Permanents you control", instant) is False
    assert CardTraits.read("Sorcery", "").is_permanent is False
    assert CardTraits.read("Legendary Enchantment Creature — God", "").is_permanent is True
    assert CardTraits.read("Kindred Instant — Elf", "").is_permanent is False


GRANTED_ROW = (SourceKind.GRANTED, Mechanism.PRINTED, None)
"""The row of a quoted ability granted to a group or another object (613.1f)."""


def its_own(group: str) -> tuple[SourceKind, Mechanism, str]:
    """The row a card has for a quoted ability it grants to a group it is in."""
    return (SourceKind.ACTIVATED, Mechanism.GROUP_GRANT, group)


@pytest.mark.parametrize(
    ("text", "type_line", "name", "expected"),
    [
        pytest.param(
            'Until end of turn, permanents you control gain "{T}: Add one mana of any color."',
            "Instant",
            "Mana Surge",
            [GRANTED_ROW],
            id="an instant granting to permanents has no row of its own",
        ),
        pytest.param(
            'Permanents you control have "{T}: Add one mana of any color."',
            "Creature — Elf",
            "Mana Elder",
            [GRANTED_ROW, its_own("Permanents you control")],
            id="a creature granting to permanents has the ability too",
        ),
        pytest.param(
            'Creatures an opponent controls have "{T}: Add {C}."',
            "Creature — Elf",
            "Gift Giver",
            [GRANTED_ROW],
            id="a group an opponent controls does not include the card",
        ),
        # "Begin the game with ... tokens" (Leyline-style) creates a token only when the
        # same sentence names one: the grant to creature tokens is no token's own ability
        pytest.param(
            LEYLINE,
            "Enchantment",
            "Leyline of Tokens",
            [GRANTED_ROW],
            id="beginning the game with a card creates no token in the next sentence",
        ),
        # "This creature has "...", and creatures you control have "{T}: Add {G}."": the
        # card's grant to itself ends at its quote; the second quote belongs to "creatures
        # you control", a group the card is in (613.1f)
        pytest.param(
            'This creature has "{T}: Draw a card.", and creatures you control have "{T}: Add {G}."',
            "Creature — Elf",
            "Grower",
            [GRANTED_ROW, its_own("creatures you control")],
            id="a quote after the card's own quote is granted to its own subject",
        ),
        # an exchange of control gives the card to the opponent (108.4), even when the
        # sentence writes "exchange" after its trigger condition, in lowercase
        pytest.param(
            "When this creature enters, exchange control of this creature and target creature an "
            'opponent controls. Creatures you control gain "{T}: Add {G}." until end of turn.',
            "Creature — Elf Rogue",
            "Test Card",
            [GRANTED_ROW],
            id="a card whose control is exchanged first is out of creatures you control",
        ),
        # two steps that take the card away under conditions that are no complements (both
        # or neither may hold, 608.2c): the card may stay to get the grant
        pytest.param(
            "When this creature enters, scry 1. If you control a Swamp, return this creature to "
            "its owner's hand. If you control a Mountain, exile it. Elves you control gain "
            '"{T}: Add {G}." until end of turn.',
            "Creature — Elf Druid",
            "Test Card",
            [GRANTED_ROW, its_own("Elves you control")],
            id="steps under two conditions that are no complements may leave the card in",
        ),
        # "If you win the flip and you control a Forest" and "If you lose the flip" are no
        # complements (705.2): a won flip without a Forest takes neither step, and the card
        # may stay to get the grant (608.2c)
        pytest.param(
            "When this creature enters, flip a coin. If you win the flip and you control a "
            "Forest, return this creature to its owner's hand. If you lose the flip, exile it. "
            'Elves you control gain "{T}: Add {G}." until end of turn.',
            "Creature — Elf Druid",
            "Test Card",
            [GRANTED_ROW, its_own("Elves you control")],
            id="a won flip with a further condition is no complement of a lost flip",
        ),
        # "Those creatures" are the ones the sentence before chose: a group the card may be in
        # (613.1f), named without the space before it
        pytest.param(
            "When this creature enters, choose any number of creatures you control with total "
            'power 5 or less. Those creatures gain "{T}: Add {G}." until end of turn.',
            "Creature — Elf Druid",
            "Test Card",
            [GRANTED_ROW, its_own("creatures you control")],
            id="those creatures are the group the sentence before chose",
        ),
        pytest.param(
            "When this creature enters, untap a non-Elf creature you control and it gains "
            '"{T}: Add {G}." until end of turn.',
            "Creature — Elf Druid",
            "Test Card",
            [GRANTED_ROW],
            id="it after a non-Elf creature you control, a hyphenated word, is that creature",
        ),
        pytest.param(
            "{1}, Tap an untapped Forest, this creature and an untapped Elf you control: Target "
            'land gains "{T}: Add {G}." until end of turn.',
            "Creature — Human Druid",
            "Test Card",
            [GRANTED_ROW],
            id="the card named in a cost's list is no subject of the effect after the colon",
        ),
        pytest.param(
            "Wizards you control are Elves in addition to their other types.\n"
            'Elves you control have "{T}: Add {G}."',
            "Creature — Human Wizard",
            "Test Card",
            [GRANTED_ROW, its_own("Elves you control")],
            id="a group type change of a group whose word has a z makes the Wizard an Elf",
        ),
        pytest.param(
            'When Vessa, Zenith of Roots dies, Elves you control gain "{T}: Add {G}." until end '
            "of turn.",
            "Legendary Creature — Elf Druid",
            "Vessa, Zenith of Roots",
            [GRANTED_ROW],
            id="a dies trigger on a name whose part after the comma opens with Z is the card's",
        ),
        pytest.param(
            "When this creature enters, draw a card. Choose any number of other creatures you "
            'control. They gain "{T}: Add {G}." until end of turn.',
            "Creature — Elf Druid",
            "Test Card",
            [GRANTED_ROW],
            id="they after a choice in the sentence right before are the chosen, not the card",
        ),
        pytest.param(
            "Whenever this creature and at least one other Goblin attack, you gain 1 life. "
            "Create two 1/1 red Goblin creature tokens that are tapped and attacking. Untap "
            'those Goblins. They gain "{T}: Add {R}." until end of turn.',
            "Creature — Goblin Warrior",
            "Test Card",
            [(SourceKind.TOKEN, Mechanism.PRINTED, None)],
            id="those Goblins after tokens created in the sentence after the trigger's",
        ),
        pytest.param(
            'When this creature enters, an opponent gains control of it. It gains "{T}: Add '
            '{G}." until end of turn.',
            "Creature — Elf Druid",
            "Test Card",
            [(SourceKind.ACTIVATED, Mechanism.PRINTED, None)],
            id="an opponent is no subject it stands for: it is still the card",
        ),
        pytest.param(
            "Whenever this creature attacks, defending player gets a poison counter. It gains "
            '"{T}: Add {G}." until end of turn.',
            "Creature — Elf Druid",
            "Test Card",
            [(SourceKind.ACTIVATED, Mechanism.PRINTED, None)],
            id="defending player, lowercase after a comma, is no subject it stands for",
        ),
        pytest.param(
            'Whenever a creature you control specializes, it gains "{T}: Add {G}." until end of '
            "turn.",
            "Creature — Elf Druid",
            "Test Card",
            [GRANTED_ROW, its_own("creature you control")],
            id="a trigger's verb with a z in it: the card may be the creature that specializes",
        ),
    ],
)
def test_whose_rows_a_grant_gives(text, type_line, name, expected):
    """A grant's row is the group's or the object's; the card has one of its own only
    when it is in the group (613.1f). No case leaves an issue."""
    face = parse_face(text, type_line, name)
    assert kinds(face) == expected
    assert face.issues == ()


# -- the card itself ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "type_line", "expected"),
    [
        (
            'Ilsa has "{T}: Add {G}{G}" as long as you control a Forest.',
            "Ilsa of the Verdant Ring",
            "Legendary Creature — Elf Druid",
            [(SourceKind.ACTIVATED, ("G",), True, None)],
        ),
        (  # the cost names the card: it is discarded from the hand (CR 113.6m)
            "Discard Bolvar: Add {R}{R}{R}.",
            "Bolvar the Ember-Guide",
            "Legendary Creature — Elemental Spirit",
            [(SourceKind.ACTIVATED, ("R",), True, "hand")],
        ),
        (  # not legendary: "Goblin" is a group, not the card
            'Goblin creatures you control have "{T}: Add {R}."',
            "Goblin Banner",
            "Artifact",
            [(SourceKind.GRANTED, ("R",), True, None)],
        ),
    ],
)
def test_a_legendary_card_named_by_the_first_word_of_its_name(text, name, type_line, expected):
    """A legendary card whose name has no comma is named by its first word ("Ilsa" of Ilsa
    of the Verdant Ring, CR 201); the ability it grants "Ilsa" is its own."""
    face = parse_face(text, type_line, name)
    got = [(r.source_kind, r.colors, r.is_mana_ability, r.functions_in) for r in face.mana]
    assert got == expected


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        (  # "this artifact" in the group's ability: each artifact, the card one of them
            "Artifacts you control have “{1}: This artifact gains ‘{T}: Add {C}{C}’ until end "
            "of turn.”",
            "Artifact",
            [
                (SourceKind.GRANTED, Mechanism.PRINTED, None),
                (SourceKind.ACTIVATED, Mechanism.GROUP_GRANT, "Artifacts you control"),
            ],
        ),
        (  # the Saga has the outer ability; the creatures, the inner one (Roar of the Fifth
            # People's chapter)
            "I — This Saga gains \"Creatures you control have '{T}: Add {R}, {G}, or {W}.'\"",
            "Enchantment — Saga",
            [(SourceKind.GRANTED, Mechanism.PRINTED, None)],
        ),
        (  # a token the outer ability creates (Diabolical Salvation's Devils)
            'Create a 4/4 red Devil creature token with "When this creature dies, create a '
            "colorless Treasure artifact token with '{T}, Sacrifice this artifact: Add one "
            "mana of any color.'\"",
            "Sorcery",
            [(SourceKind.TOKEN, Mechanism.PRINTED, "Treasure")],
        ),
    ],
)
def test_a_quote_inside_a_quote_is_had_by_whom_the_outer_ability_names(text, type_line, expected):
    """613.1f at each step: the outer quote's text says who has the inner ability, and
    "this <type>" there is whoever has the outer one."""
    face = parse_face(text, type_line, "Test Nesting")
    assert [(r.source_kind, r.mechanism, r.via) for r in face.mana] == expected


def test_a_chapter_that_gives_the_saga_an_ability_gives_it_to_the_card():
    """ "II — This Saga gains "..."" (Down in the Valley's wording): after the chapter
    dash, the Saga itself is the subject, so the quoted mana ability is its own."""
    face = parse_face(
        "(As this Saga enters and after your draw step, add a lore counter.)\n"
        "I — Scry 2.\n"
        'II — This Saga gains "{T}: Add {G}."',
        "Enchantment — Saga",
        "Song of the Grove",
    )
    assert [(r.source_kind, r.colors, r.is_mana_ability) for r in face.mana] == [
        (SourceKind.ACTIVATED, ("G",), True)
    ]


def test_it_is_the_card_only_when_the_sentence_names_the_card():
    """ "As long as ~ is ..., it has" is the card; "As long as enchanted land is ..., it
    has" is the enchanted land: the pronoun refers to what the sentence named."""
    own = parse_face(
        'As long as Kor Elder is untapped, it has "{T}: Add {W}."', "Creature — Kor", "Kor Elder"
    )
    assert [r.source_kind for r in own.mana] == [SourceKind.ACTIVATED]
    other = parse_face(
        'Enchant land\nAs long as enchanted land is untapped, it has "{T}: Add {W}."',
        "Enchantment — Aura",
        "Bright Soil",
    )
    assert [r.source_kind for r in other.mana] == [SourceKind.GRANTED]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('Goblins you control get +1/+0. They also have "{T}: Add {R}."',
         [(SourceKind.GRANTED, None), (SourceKind.ACTIVATED, "Goblins you control")]),
        ('This creature gets +1/+1. It also has "{T}: Add {R}."',
         [(SourceKind.ACTIVATED, None)]),
        ('Target creature gets +2/+2 until end of turn. It gains "{T}: Add {R}." until end of '
         "turn.", [(SourceKind.GRANTED, None)]),
    ],
)  # fmt: skip
def test_a_pronoun_subject_stands_for_the_subject_of_the_sentence_before(text, expected):
    """ "They also have" after "Goblins you control get +1/+0.": the Goblins, the card
    among them (613.1f); "It also has" after "This creature gets ...": the card. Both were
    read as another object's, silently."""
    face = parse_face(text, "Creature — Goblin Warrior", "Test Foreman")
    assert [(r.source_kind, r.via) for r in face.mana] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # objects named only in the plural, in an effect, a subject or before "They ...":
        # "It" is none of them, it goes on standing for the trigger's card
        ("When this creature enters, reveal the top three cards of your library. Put all "
         "land cards revealed this way into your hand and the rest into your graveyard. It "
         'gains "{T}: Add {G}."', [SourceKind.ACTIVATED]),
        ("When this creature enters, tap all creatures your opponents control. They don't "
         "untap during their controllers' next untap step. It gains \"{T}: Add {G}.\"",
         [SourceKind.ACTIVATED]),
        ("Whenever this creature attacks, up to two target creatures defending player "
         "controls lose all abilities until end of turn. They can't block this turn. It "
         'gains "{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        # a plural read from the word a target ends in, from a subject's plural verb, in
        # an effect that says "it" of the card too; a choice of a color names nothing
        ("When this creature enters, tap one or two target creatures. It gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("When this creature enters, exile up to two target cards from graveyards. It gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("Whenever this creature attacks, other creatures you control get +1/+0 until end of "
         'turn. It gains "{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("When this creature enters, creatures target player controls lose flying until end "
         'of turn. It gains "{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("When this creature enters, untap all lands you control and put a +1/+1 counter on "
         'it. It gains "{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("When this creature enters, choose a color. Untap all lands you control. It gains "
         '"{T}: Add one mana of the chosen color." until end of turn.', [SourceKind.ACTIVATED]),
        # a quantity before "target", "each", a subject with another verb, "Each of them"
        ("When this creature enters, untap up to two target Merfolk you control. It gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("When this creature enters, tap each creature your opponents control. It gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("Whenever this creature attacks, Merfolk you control can't be blocked this turn. It "
         'gains "{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("When this creature enters, tap all creatures target opponent controls. Those "
         "creatures don't untap during their controller's next untap step. It gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("When this creature enters, untap up to two target Elves you control. Each of them "
         'gets +1/+1 until end of turn. It gains "{T}: Add {G}." until end of turn.',
         [SourceKind.ACTIVATED]),
        # a player's intervening "if", a cost's plural or gone objects name none
        ("At the beginning of combat on your turn, if you control another Elf, untap all lands "
         'you control. It gains "{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ('{G}, Tap two untapped Elves you control: Untap all Forests you control. It gains '
         '"{T}: Add {G}{G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("Exile a card from your graveyard: Untap all Zombies you control. It gains "
         '"{T}: Add {B}." until end of turn.', [SourceKind.ACTIVATED]),
        # "the other" and a possessive by their noun; cards of a library together; an
        # intervening "if" naming an object by an article
        ("Whenever this creature attacks, untap the other creatures you control. It gains "
         '"{T}: Add {G}{G}." until end of turn.', [SourceKind.ACTIVATED]),
        ('When this creature enters, untap your commanders. It gains "{T}: Add {G}." until end '
         "of turn.", [SourceKind.ACTIVATED]),
        ("When this creature enters, exile the top three cards of your library. Until end of "
         'turn, you may play those cards. It gains "{T}: Add {R}." until end of turn.',
         [SourceKind.ACTIVATED]),
        ("At the beginning of your end step, if a creature died this turn, untap all lands you "
         'control. It gains "{T}: Add {B}." until end of turn.', [SourceKind.ACTIVATED]),
        # "it" right after a step's trigger whose intervening "if" names objects by an
        # article, not by a definite word
        ("At the beginning of your end step, if a creature died this turn, it gains "
         '"{T}: Add {B}." until end of turn.', [SourceKind.ACTIVATED]),
        ("At the beginning of your upkeep, if equipped creature is untapped, it gains "
         '"{T}: Add {R}." until end of turn.', [SourceKind.GRANTED]),
        # "It" opening the effect right after a cost that names nothing it leaves behind
        ('{1}, Discard a card: It gains "{T}: Add {W}." until end of turn.',
         [SourceKind.ACTIVATED]),
        ('Exile a creature card from your graveyard: It gains "{T}: Add {G}." until end of '
         "turn.", [SourceKind.ACTIVATED]),
        ('Tap two untapped creatures you control: It gains "{T}: Add {G}." until end of turn.',
         [SourceKind.ACTIVATED]),
        # nor any object the cost moved to another zone, a new object there (400.7)
        ('Exile a creature you control: It gains "{T}: Add {W}." until end of turn.',
         [SourceKind.ACTIVATED]),
        ("Return a land you control to its owner's hand: It gains \"{T}: Add {U}.\" until end "
         "of turn.", [SourceKind.ACTIVATED]),
        ("Put a card from your hand on the bottom of your library: It gains \"{T}: Add {U}.\" "
         "until end of turn.", [SourceKind.ACTIVATED]),
        ('Exile the top card of your library: It gains "{T}: Add {W}." until end of turn.',
         [SourceKind.ACTIVATED]),
        # and after steps that name no object (probe kb)
        ("{1}, Exile a creature you control: You gain 2 life. It gains \"{T}: Add {B}{B}.\" "
         "until end of turn.", [SourceKind.ACTIVATED]),
        ("{1}, Return a land you control to its owner's hand: Scry 1. It gains \"{T}: Add "
         '{G}{G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("{1}{U}, Return a land you control to its owner's hand: Tap up to two target "
         'creatures. It gains "{T}: Add {U}." until end of turn.', [SourceKind.ACTIVATED]),
        # but one a later step brings back, or one the cost only marks, is that object
        ("Exile a creature you control: Return it to the battlefield under its owner's "
         'control. It gains "{T}: Add {R}." until end of turn.', [SourceKind.GRANTED]),
        ('{1}, Put a -1/-1 counter on a creature you control: It gains "{T}: Add {R}." until '
         "end of turn.", [SourceKind.GRANTED]),
        # a condition naming a number of objects names none; one naming an object by a
        # definite word of any kind does
        ("At the beginning of your upkeep, if there are three or more land cards in your "
         'graveyard, it gains "{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("At the beginning of your upkeep, if enchanted Forest is untapped, it gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        ("At the beginning of your upkeep, if equipped creature's power is 4 or greater, it "
         'gains "{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        # one object however its noun ends: "another target Cyclops", "target Plains"
        ("Whenever this creature attacks, untap another target Cyclops you control. It gains "
         '"{T}: Add {R}." until end of turn.', [SourceKind.GRANTED]),
        ("When this creature enters, untap target Plains you control. It gains "
         '"{T}: Add {W}{W}." until end of turn.', [SourceKind.GRANTED]),
        # the trigger's object, past objects named in the plural: the card where it is one
        # (603.2)
        ("Whenever an Elf you control attacks, untap all lands you control. It gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.GRANTED, SourceKind.ACTIVATED]),
        ("Whenever an Elf you control attacks, untap target land. It gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        # a singular in "-us": another object
        ("When this creature enters, put a +1/+1 counter on another Homunculus you control. It "
         'gains "{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        # one object named in the singular among them: "It" is that one
        ("Whenever this creature attacks, tap all creatures defending player controls and "
         'untap target land. It gains "{T}: Add {G}." until end of turn.',
         [SourceKind.GRANTED]),
        ("Whenever this creature attacks, tap target creature defending player controls. "
         "They don't untap during their controller's next untap step. It gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        # a plural subject and "They": not the card
        ("When this creature enters, up to two target creatures you control get +1/+1 until "
         'end of turn. They gain "{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        # a relative clause's "that" and "it" name no object (probe jn95)
        ("Whenever this creature attacks, untap the other creatures you control that share a "
         'creature type with it. It gains "{T}: Add {G}." until end of turn.',
         [SourceKind.ACTIVATED]),
        # a sentence naming objects again only by a pronoun in the plural (probe jn)
        ("Whenever this creature attacks, exile the top two cards of your library. You may "
         'play them this turn. It gains "{T}: Add {R}." until end of turn.',
         [SourceKind.ACTIVATED]),
        ("When this creature enters, look at the top three cards of your library. Put them "
         'back in any order. You gain 2 life. It gains "{T}: Add {U}." until end of turn.',
         [SourceKind.ACTIVATED]),
        ("When this creature enters, return up to two target creatures to their owners' hands. "
         'You may cast those cards this turn. It gains "{T}: Add {R}." until end of turn.',
         [SourceKind.ACTIVATED]),
        # a player's permanents named by a possessive are named in the plural (probe jn9)
        ("Whenever this creature attacks, untap its controller's lands. It gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        # but one in the singular is what "It" stands for
        ("When this creature enters, exile target creature an opponent controls. You may cast "
         'it this turn. It gains "{T}: Add {R}." until end of turn.', [SourceKind.GRANTED]),
    ],
)  # fmt: skip
def test_it_is_never_what_was_named_in_the_plural(text, expected):
    """ "It" stands for one object: past sentences whose objects are all named in the
    plural ("all land cards", "up to two target creatures ... lose all abilities", "They
    don't untap") it is the card its trigger named, as past a sentence only players act in.
    Each was read as another object's, silently (probe in)."""
    face = parse_face(text, "Creature — Elf Druid", "Test Caller")
    assert [r.source_kind for r in face.mana] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a cost's sacrifice, a step's trigger, "it and ..." after "If you do,"
        ('{B}, Sacrifice another creature: Put a +1/+1 counter on it. It gains "{T}: Add {G}." '
         "until end of turn.", [SourceKind.ACTIVATED]),
        ("At the beginning of combat on your turn, you may sacrifice a Food token or another "
         'creature. If you do, it gains "{T}: Add {G}{G}." until end of turn.',
         [SourceKind.ACTIVATED]),
        ("Whenever this creature attacks, you may sacrifice another creature. If you do, it and "
         'up to one other target creature you control each gain "{T}: Add {G}." until end of '
         "turn.", [SourceKind.ACTIVATED]),
        # an imperative sacrifice, its object named by a bare article (probe te59 te100)
        ('When this creature enters, sacrifice a land. It gains "{T}: Add {G}." until end of '
         "turn.", [SourceKind.ACTIVATED]),
        ('At the beginning of your upkeep, sacrifice a creature. It gains "{T}: Add {G}." until '
         "end of turn.", [SourceKind.ACTIVATED]),
        # but not a step that puts a counter on an object so named
        ('When this creature enters, put a +1/+1 counter on a creature. It gains "{T}: Add '
         '{G}." until end of turn.', [SourceKind.GRANTED]),
        # an object a step's trigger or a cost names besides: not the card
        ("At the beginning of your upkeep, if equipped creature is tapped, untap it. It gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        ('{1}, Tap an untapped creature you control: Put a +1/+1 counter on it. It gains '
         '"{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        ("At the beginning of your upkeep, exile the top card of your library. It gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
    ],
)  # fmt: skip
def test_it_is_never_an_object_sacrificed(text, expected):
    """A sacrificed object is gone (400.7): where a cost or an effect sacrifices one and
    nothing else is named, by a step's trigger either, "it" is the card. Each was read as
    another object's, silently (probes io, is)."""
    face = parse_face(text, "Creature — Elf Druid", "Test Caller")
    assert [r.source_kind for r in face.mana] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a library's cards put away in a sentence of their own: cards, no permanent (probes
        # iz100 jn71 ol28 tu63 ty31)
        ("When this creature enters, look at the top three cards of your library. Put one of "
         "them into your hand and the rest on the bottom of your library in any order. It "
         'gains "{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("When this creature enters, look at the top two cards of your library. Put one of "
         'them into your hand and the other into your graveyard. It gains "{T}: Add {G}." until '
         "end of turn.", [SourceKind.ACTIVATED]),
        # but one put onto the battlefield is a permanent "it" may stand for
        ("When this creature enters, look at the top three cards of your library. Put one of "
         "them onto the battlefield and the rest into your graveyard. It gains \"{T}: Add "
         '{G}." until end of turn.', [SourceKind.GRANTED]),
        # put into a hand or a library by the step: a new object there, and "it" the card
        ("Whenever this creature attacks, you may return a land you control to its owner's "
         'hand. If you do, it gains "{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("Whenever this creature attacks, you may return another creature you control to its "
         'owner\'s hand. If you do, it gains "{T}: Add {G}, {U}, or {R}." until end of turn.',
         [SourceKind.ACTIVATED]),
        ("When this creature enters, you may put another creature you control on top of its "
         'owner\'s library. If you do, it gains "{T}: Add {G}." until end of turn.',
         [SourceKind.ACTIVATED]),
        # and an imperative step, whatever the object's words (probe sy: read as that object)
        ("When this creature enters, return target creature an opponent controls to its "
         'owner\'s hand. It gains "{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("{1}{G}, {T}: Put target creature you control on top of its owner's library. It gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("{G}, {T}: Shuffle another target creature you control into its owner's library. It "
         'gains "{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("{2}, {T}: Return another artifact you control to its owner's hand, then draw a card. "
         'It gains "{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        # and in the same sentence, "it" its subject (probe te73)
        ("Whenever this creature attacks, return up to one other target attacking creature to "
         'its owner\'s hand, then it gains "{T}: Add {G}." until end of turn.',
         [SourceKind.ACTIVATED]),
        # not an object a later step puts back, nor one a step that may not happen moves
        # (review of the session's change: both read as the card)
        ("When this creature enters, return target creature you control to its owner's hand. "
         'Then return it to the battlefield under your control. It gains "{T}: Add {G}." until '
         "end of turn.", [SourceKind.GRANTED]),
        ("When this creature enters, return another target creature you control to its "
         'owner\'s hand, then put it onto the battlefield. It gains "{T}: Add {G}." until end of '
         "turn.", [SourceKind.GRANTED]),
        ("When this creature enters, return target creature to its owner's hand unless its "
         'controller pays {3}. If they do, it gains "{T}: Add {G}." until end of turn.',
         [SourceKind.GRANTED]),
        # ... nor one moved only later, nor one put back past a sentence only players act in,
        # nor a card from another zone in the same sentence (second review)
        ("When this creature enters, return target creature to its owner's hand at the "
         'beginning of the next end step. It gains "{T}: Add {G}." until end of turn.',
         [SourceKind.GRANTED]),
        ("When this creature enters, return target creature you control to its owner's hand. "
         'You gain 2 life. Then return it to the battlefield. It gains "{T}: Add {G}." until '
         "end of turn.", [SourceKind.GRANTED]),
        ("When this creature enters, return target creature card from your graveyard to your "
         'hand, then it gains "{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        # one destroyed or exiled, gone as a sacrificed one is, or put into a library by a
        # player the sentence names (probes tk18 ty72 ty53: the object's, silently)
        ("When this creature enters, destroy target artifact an opponent controls. It gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("Whenever this creature attacks, exile target artifact defending player controls. It "
         'gains "{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("When this creature enters, target player shuffles a creature they control into their "
         'library. It gains "{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        # but not one put back by the next sentence (tu69 fq88, read as the card by the first
        # draft of that change), nor one whose destruction may not happen
        ("When this creature enters, exile another target creature you control. Return that "
         "card to the battlefield under its owner's control, then it gains \"{T}: Add {G}.\" "
         "until end of turn.", [SourceKind.GRANTED]),
        ("When this creature enters, you may exile another target creature you control. If you "
         "do, return it to the battlefield under its owner's control. It gains \"{T}: Add {G}.\" "
         "until end of turn.", [SourceKind.GRANTED]),
        ("When this creature enters, destroy target artifact unless its controller pays {2}. It "
         'gains "{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        # (review of that change) nor one a condition asks whether it survived, nor one a
        # declined step would have taken, nor one cast from exile, nor a spell; but "it"
        # after a bounced object and a step on "it" is still the card
        ("When this creature enters, destroy target creature. If it's still on the "
         'battlefield, it gains "{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        ("When this creature enters, destroy target artifact. If you can't, it gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        ("When this creature enters, you may exile target creature. If you don't, it gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        ("When this creature enters, you may put another creature you control on the bottom of "
         'its owner\'s library. If you don\'t, it gains "{T}: Add {G}." until end of turn.',
         [SourceKind.ACTIVATED]),
        # a declined step that named its object by no target chose none, even one it would
        # have put onto the battlefield: "it" is still the card (probe tu91); taken, that
        # object
        ("When this creature enters, you may put a creature card from your hand onto the "
         'battlefield. If you don\'t, it gains "{T}: Add {G}." until end of turn.',
         [SourceKind.ACTIVATED]),
        ("When this creature enters, you may put a creature card from your hand onto the "
         'battlefield. If you do, it gains "{T}: Add {G}." until end of turn.',
         [SourceKind.GRANTED]),
        # not a condition that opens as a declined step does, nor a sentence whose declined
        # step follows one that named the object (review)
        ("When this creature enters, untap another creature you control. If you don't control "
         'a Forest, it gains "{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        ("When this creature enters, untap another creature you control, then you may put a "
         '+1/+1 counter on it. If you don\'t, it gains "{T}: Add {G}." until end of turn.',
         [SourceKind.GRANTED]),
        ("When this creature enters, exile target creature an opponent controls. You may cast "
         'that card this turn. It gains "{T}: Add {G}." until end of turn.',
         [SourceKind.GRANTED]),
        ('When this creature enters, exile target spell. It gains "{T}: Add {G}." until end of '
         "turn.", [SourceKind.GRANTED]),
        ("When this creature enters, you may return another creature you control to its "
         'owner\'s hand. If you do, untap it. It gains "{T}: Add {G}." until end of turn.',
         [SourceKind.ACTIVATED]),
        # (second review and probe um) "If you can't" after a step with no target, a
        # player's target, "the enchantment" surviving, a count of cards or a card type
        # beside the target, the owner moving "it", a token named by a target's words
        ("When this creature enters, sacrifice another creature. If you can't, it gains "
         '"{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("When this creature enters, target opponent may return a creature they control to its "
         'owner\'s hand. If they don\'t, it gains "{T}: Add {G}." until end of turn.',
         [SourceKind.ACTIVATED]),
        ("When this creature enters, destroy target enchantment. If the enchantment is still "
         'on the battlefield, it gains "{T}: Add {G}."', [SourceKind.GRANTED]),
        ("When this creature enters, exile target creature an opponent controls with power "
         "less than the number of cards in your hand. It gains \"{T}: Add {G}.\"",
         [SourceKind.ACTIVATED]),
        ("When this creature enters, exile target nonland permanent an opponent controls that "
         'shares a card type with this creature. It gains "{T}: Add {G}."',
         [SourceKind.ACTIVATED]),
        ("When this creature enters, target creature's owner shuffles it into their library. "
         'It gains "{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("When this creature enters, put target creature token an opponent controls into its "
         'owner\'s graveyard. It gains "{T}: Add {G}." until end of turn.',
         [SourceKind.ACTIVATED]),
        # (third review) a capital "Target" opening the step, not only the text; not
        # another object a target's words name ("attached to a creature you control")
        ('{T}: Target creature\'s controller sacrifices it. It gains "{T}: Add {G}." until end '
         "of turn.", [SourceKind.ACTIVATED]),
        ("When this creature enters, scry 1. Target creature's owner shuffles it into their "
         'library. It gains "{T}: Add {G}." until end of turn.', [SourceKind.ACTIVATED]),
        ("When this creature enters, destroy target Aura attached to a creature you control. It "
         'gains "{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        # not a card moved from another zone: never the permanent "it" stood for
        ("When this creature enters, return target creature card in your graveyard to your "
         'hand. It gains "{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        ('{G}, {T}: Return target land card from your graveyard to your hand. It gains "{T}: '
         'Add {G}." until end of turn.', [SourceKind.GRANTED]),
        ("Whenever this creature attacks, shuffle up to one target card from an opponent's "
         'graveyard into its owner\'s library. It gains "{T}: Add {G}." until end of turn.',
         [SourceKind.GRANTED]),
        # a card's words between "card" and its zone (probe tk13 tk35)
        ("When this creature enters, return target creature card with mana value 3 or less "
         'from your graveyard to your hand. It gains "{T}: Add {G}." until end of turn.',
         [SourceKind.GRANTED]),
        ("When this creature enters, return target card you own in exile to your hand. It "
         'gains "{T}: Add {G}." until end of turn.', [SourceKind.GRANTED]),
        # "on the top or bottom of" a library is in it (probe tk32)
        ("When this creature enters, put up to one target artifact or creature on the top or "
         'bottom of its owner\'s library. It gains "{T}: Add {G}." until end of turn.',
         [SourceKind.ACTIVATED]),
        # not one the step puts back onto the battlefield, nor one the next step moves
        ("When this creature enters, exile another target creature you control, then return it "
         'to the battlefield under its owner\'s control. It gains "{T}: Add {G}." until end of '
         "turn.", [SourceKind.GRANTED]),
        ("Whenever this creature attacks, tap target creature an opponent controls, then "
         'untap another target creature you control. It gains "{T}: Add {G}." until end of '
         "turn.", [SourceKind.GRANTED]),
    ],
)  # fmt: skip
def test_it_is_never_an_object_put_into_a_hand_or_a_library(text, expected):
    """An object a step returns to a hand or puts into a library is a new object there
    (400.7), as a sacrificed one is one in a graveyard: "it" after it is the card. Both
    were read as the returned object's, silently (probe sj65 sj100)."""
    face = parse_face(text, "Creature — Elf Druid", "Test Caller")
    assert [r.source_kind for r in face.mana] == expected


def test_a_duration_naming_the_card_is_no_antecedent() -> None:
    """ "gain control of that creature for as long as you control this creature. It gains
    ...": the duration names the card, but "it" stands for that creature, the object the
    effect acted on (probe iz32: read as the card, silently)."""
    face = parse_face(
        "Whenever a creature you control deals combat damage to a creature, gain control of "
        'that creature for as long as you control this creature. It gains "{T}: Add {B}."',
        "Creature — Vampire Knight",
        "Bloodspoil Duelist",
    )
    assert [r.source_kind for r in face.mana] == [SourceKind.GRANTED]
    assert could_produce([face]) == ()


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        # the exception of a copy is the copy's: this object (CR 707.9b)
        ('You may have this creature enter as a copy of a creature you control, except it has '
         '"{T}: Add one mana of any color."', "Creature — Shapeshifter", "WUBRG"),
        ("You may have this creature enter as a copy of any creature on the battlefield, "
         "except it's a Forest land in addition to its other types.", "Creature — Shapeshifter",
         "G"),
        # a copy of an object that may be a land is one, so a land type of the exception is
        # the copy's (707.2, 205.3d); not a copy of a creature or a nonland permanent
        ("You may have this creature enter as a copy of a land you control, except it's an "
         "Island in addition to its other types.", "Creature — Shapeshifter", "U"),
        ("{2}: This creature becomes a copy of target permanent until end of turn, except it's "
         "a Forest in addition to its other types.", "Creature — Shapeshifter", "G"),
        ("You may have this creature enter as a copy of a creature you control, except it's an "
         "Island in addition to its other types.", "Creature — Shapeshifter", ""),
        # the copied object's words to the exception, a list's last item too (review)
        ("You may have this creature enter as a copy of a creature, planeswalker, or land you "
         "control, except it's an Island in addition to its other types.",
         "Creature — Shapeshifter", "U"),
        ("You may have this creature enter as a copy of a nonland permanent you control, except "
         "it's an Island in addition to its other types.", "Creature — Shapeshifter", ""),
        # what the card becomes "with" (a manland's quoted ability)
        ('{T}: Add {W}.\n{2}{U}: Until end of turn, this land becomes a 2/2 blue Bird creature '
         'with flying and "{T}: Add {U}." It\'s still a land.', "Land", "WU"),
        # but not a group named "with" after the card in another clause
        ('As long as this creature is untapped, other creatures you control with flying have '
         '"{T}: Add {U}."', "Creature — Bird", ""),
    ],
)  # fmt: skip
def test_what_the_card_itself_becomes_or_copies_with(text, type_line, expected):
    """A copy's exception and what the card becomes "with" are the card's own abilities and
    types; they were read as another object's, silently. A land type of the exception is the
    card's where what it copies may be a land, whatever its own type line (probe st40:
    nothing, silently)."""
    face = parse_face(text, type_line, "Test Mimic")
    assert "".join(could_produce([face])) == expected


def test_a_keyword_the_card_becomes_with_is_its_own():
    """ "this land becomes a 3/3 Elemental creature with verdance 1. (Whenever this
    creature attacks, add {G}.)": the keyword is the card's, so its reminder's ability is
    too (an attack trigger: no mana ability, 605.5a). It was reported as unread."""
    face = parse_face(
        "{2}{G}: Until end of turn, this land becomes a 3/3 green Elemental creature with "
        "verdance 1. (Whenever this creature attacks, add {G}.) It's still a land.",
        "Land",
        "Test Vale",
    )
    assert [(r.source_kind, r.mechanism, r.via) for r in face.mana] == [
        (SourceKind.OTHER_ABILITY, Mechanism.KEYWORD, "Verdance")
    ]
    assert face.issues == ()


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        ("When this creature enters, put a bloom counter on it. (A creature with a bloom "
         'counter on it has "{T}: Add {G}.")', "Creature — Elf Druid",
         [(SourceKind.ACTIVATED, Mechanism.COUNTER, "bloom counter")]),
        ("When this creature enters, put a glimmer counter on target creature you control. (A "
         'creature with a glimmer counter on it has "{T}: Add {U}.")', "Creature — Elf Druid",
         [(SourceKind.GRANTED, Mechanism.COUNTER, "glimmer counter")]),
        ("Put a mana counter on each creature you control. (A creature with a mana counter on "
         'it has "{T}: Add {C}.")', "Sorcery",
         [(SourceKind.GRANTED, Mechanism.COUNTER, "mana counter")]),
        pytest.param(
            "When this land enters, put a bloom counter on this land and on each creature you "
            'control. (A creature with a bloom counter on it has "{T}: Add {G}.")', "Land",
            [(SourceKind.GRANTED, Mechanism.COUNTER, "bloom counter")],
            id="not the land named first, no creature; still each creature after it",
        ),
        pytest.param(
            "When this land enters, put a bloom counter on it and on each creature you control. "
            '(A creature with a bloom counter on it has "{T}: Add {G}.")', "Land",
            [(SourceKind.GRANTED, Mechanism.COUNTER, "bloom counter")],
            id="not 'it', the land, no creature; still each creature after it",
        ),
        pytest.param(
            "When this creature enters, put a bloom counter on target creature and a harvest "
            "counter on target land. (A creature with a bloom counter on it has \"{T}: Untap "
            'target permanent." A land with a harvest counter on it has "{T}: Add {G}{G}.")',
            "Creature — Elf Druid", [(SourceKind.GRANTED, Mechanism.COUNTER, "harvest counter")],
            id="the second sentence of the reminder, after a quote that adds no mana",
        ),
        pytest.param(
            "Whenever a land you control enters, put a bloom counter on it and on this creature. "
            '(A permanent with a bloom counter on it has "{T}: Add {G}.")', "Creature — Elf",
            [(SourceKind.GRANTED, Mechanism.COUNTER, "bloom counter"),
             (SourceKind.ACTIVATED, Mechanism.COUNTER, "bloom counter")],
            id="after the triggering land, the card named next gets a counter too",
        ),
        pytest.param(
            "When this creature enters, choose another outlaw you control and put a bloom "
            'counter on it. (A creature with a bloom counter on it has "{T}: Add {G}.")',
            "Creature — Elf Rogue", [(SourceKind.GRANTED, Mechanism.COUNTER, "bloom counter")],
            id="'it' is the other outlaw chosen, though a counter is named after it",
        ),
        pytest.param(
            "Whenever this creature attacks, put another frost-bloom counter on it. (A creature "
            'with a frost-bloom counter on it has "{T}: Add {G}.")', "Creature — Elf Druid",
            [(SourceKind.ACTIVATED, Mechanism.COUNTER, "frost-bloom counter")],
            id="'another' before a hyphenated counter's kind names no other object",
        ),
    ],
)  # fmt: skip
def test_a_counters_ability_goes_where_the_text_puts_the_counter(text, type_line, expected):
    """A counter's reminder text states what it gives (CR 122.1b): the object the text puts
    it on has the ability, the card itself or another. It was reported as unread."""
    face = parse_face(text, type_line, "Test Gardener")
    assert [(r.source_kind, r.mechanism, r.via) for r in face.mana] == expected
    assert face.issues == ()


def test_they_is_the_card_when_the_sentence_names_the_card():
    """A card named for two ("Yuri and Vek") is "they" in its own text: "Whenever Yuri and
    Vek attack, they gain ..." is the card's, as "it" is where the sentence names the card;
    it was read as other objects', silently."""
    face = parse_face(
        'Whenever Yuri and Vek attack, they gain "{T}: Add {U}{R}" until end of turn.',
        "Legendary Creature — Human Wizard",
        "Yuri and Vek, Storm Twins",
    )
    assert [r.source_kind for r in face.mana] == [SourceKind.ACTIVATED]


@pytest.mark.parametrize("pronoun", ["he", "she"])
def test_he_or_she_is_the_card(pronoun):
    face = parse_face(
        f'As long as you control a Forest, {pronoun} has "{{T}}: Add {{G}}."',
        "Legendary Creature — Elf",
        "Sylvan Elder",
    )
    assert [r.source_kind for r in face.mana] == [SourceKind.ACTIVATED]


# -- keywords (CR 702) -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("own", "keyword"),
    [
        ("Flying, glimmerbend 2", "Glimmerbend"),
        ("Jump-start", "Jump-start"),
        ("Cumulative upkeep {1}{G}", "Cumulative upkeep"),
        ("Trample, mana bloom X", "Mana bloom"),
        ("Glimmerbend X, where X is the number of Elves you control", "Glimmerbend"),
    ],
)
def test_a_keyword_line_of_its_own_gives_the_card_the_keyword(own, keyword):
    holder, name = holder_of_reminder(own, own, "this creature", ELF)
    assert (holder.owner, name) == (Owner.SELF, keyword)


def test_a_chapter_that_grants_a_keyword_is_no_keyword_line():
    """ "III — Creatures you control gain burnout until end of turn. (Sacrifice this
    creature: Add {R}{R}.)": the spaced dash follows a chapter, no keyword's cost, so the
    Saga (no creature) does not have the keyword; it was taken as the Saga's own, silently."""
    face = parse_face(
        "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after "
        "III.)\nIII — Creatures you control gain burnout until end of turn. (Sacrifice this "
        "creature: Add {R}{R}.)",
        "Enchantment — Saga",
        "Test Saga",
    )
    assert [r.source_kind for r in face.mana] == [SourceKind.GRANTED]


def test_a_line_that_starts_in_lowercase_is_not_a_keyword_line():
    """Keyword lines start with a capitalised keyword (702.1); a lowercase start is the
    rest of a sentence, which says nothing about who has the keyword."""
    assert holder_of_reminder("mana bloom 2", "mana bloom 2", "this creature", ELF) is None


def test_a_keyword_granted_to_a_group_in_the_last_sentence():
    """The sentence the keyword ends is the one that says who has it: a token created in
    an earlier sentence is not its holder."""
    before = "Create a 1/1 green Elf creature token. Creatures you control gain glimmerbend 1"
    holder, name = holder_of_reminder(before, before, "this creature", ELF)
    assert (holder.owner, holder.group, name) == (
        Owner.GROUP,
        "Creatures you control",
        "Glimmerbend",
    )


@pytest.mark.parametrize(
    ("own", "keyword"),
    [
        ("Zephyrbend 2", "Zephyrbend"),
        ("Trample, zephyrbend 2", "Zephyrbend"),
        ("Mana zeal 1", "Mana zeal"),
        ("Mana sink-bond {2}", "Mana sink-bond"),
        ("Ward {}", None),
    ],
)
def test_the_keyword_is_read_from_its_letters_whatever_they_are(own, keyword):
    """The parser knows no keyword by name (docs/rules.md#mana-production): any word, a
    z or a hyphen in it, and up to two lowercase words after it, followed by a number, X
    or a cost of mana symbols ({} is none) is the keyword."""
    holder, name = holder_of_reminder(own, own, "this creature", ELF)
    assert (holder.owner, name) == (Owner.SELF, keyword)


def test_spacing_before_the_final_period_does_not_hide_the_keyword():
    before = "Elves you control gain mana bloom ."
    holder, name = holder_of_reminder(before, before, "this creature", ELF)
    assert (holder.owner, holder.group, name) == (Owner.GROUP, "Elves you control", "Mana bloom")


def test_a_world_enchantment_is_an_enchantment_with_the_world_supertype():
    """Every word before the dash is a supertype or a card type, whatever its letters."""
    card = CardTraits.read("World Enchantment", "")
    assert (card.supertypes, card.types, card.is_token) == (
        frozenset({"world"}),
        frozenset({"enchantment"}),
        False,
    )


def test_the_card_types_leave_out_the_supertypes():
    """ "Legendary Snow Creature": its card type is creature; legendary and snow are
    supertypes (205.4), and no other supertype is read into it."""
    card = CardTraits.read("Legendary Snow Creature — Elf Druid", "")
    assert (card.supertypes, card.types, card.subtypes) == (
        frozenset({"legendary", "snow"}),
        frozenset({"creature"}),
        frozenset({"Elf", "Druid"}),
    )


@pytest.mark.parametrize(
    ("before", "subject"),
    [
        ("Coven — Creatures you control have", "Creatures you control"),
        ("Zombies you control have", "Zombies you control"),
        ("As long as you control a Zombie, Zombies you control gain", "Zombies you control"),
        ("Target creature regains", None),
        ("Until end of turn, zombies you control gain", "zombies you control"),
        ("Untap this creature, then target Elf gains", "target Elf"),
        ("Untap this creature, and target Elf gains", "target Elf"),
        # a predicate joined before the verb, keywords granted with the quote: neither is
        # the subject (both were read as part of it, or left no subject at all)
        ("Elves you control get +1/+0 and have", "Elves you control"),
        ("Nontoken creatures you control have vigilance and", "Nontoken creatures you control"),
        ("Creatures you control gain flying, trample, and", "Creatures you control"),
        # a list that opens the effect, after the cost and a condition: all of it
        (
            "{2}{G}: Until end of turn, Wolves, Elves, and Druids you control gain",
            "Wolves, Elves, and Druids you control",
        ),
        # a lowercase item, a word reminder text defines ("zealots"), is one of the list
        (
            "Warriors, zealots, and Knights you control have",
            "Warriors, zealots, and Knights you control",
        ),
        # a list after a condition that opens with a lowercase "all": all of it
        (
            "{G}: Until end of turn, all Elves, Druids, and Rangers you control gain",
            "all Elves, Druids, and Rangers you control",
        ),
        # a subject after another clause's own verb and "and": from its count, "three" too
        (
            "Target creature gets +1/+1 until end of turn and three target lands you control gain",
            "three target lands you control",
        ),
        # a relative clause's list whose first item is several words, one with a hyphen
        (
            "Creatures you control that are Assembly-Worker Artificers, Elves, or Druids have",
            "Creatures you control that are Assembly-Worker Artificers, Elves, or Druids",
        ),
    ],
)
def test_the_subject_of_a_grant(before, subject):
    """The subject runs from the start of its clause (after an ability word's dash, a
    comma) to "has/have/gains", a word of its own: any first letter, a to z."""
    assert grant_subject(before) == subject


@pytest.mark.parametrize(
    ("before", "holder"),
    [
        ("Elves have ", Holder(Owner.GROUP, "Elves")),
        ("Slivers in your graveyard have ", Holder(Owner.GROUP, "Slivers in your graveyard")),
        ("Enchanted lands have ", Holder(Owner.OTHER, "Enchanted lands")),
        ("Target creature gains ", Holder(Owner.OTHER, "Target creature")),
        ("Equipped creature has ", Holder(Owner.OTHER, "Equipped creature")),
        # capitalised words whose last ends in "ss", not a plural: one object's name
        ("Grove Princess gains ", Holder(Owner.OTHER, "Grove Princess")),
    ],
)
def test_a_plural_first_word_names_a_group(before, holder):
    """ "Elves have ...": a subject whose first word is a plural names a group; one that
    starts with an adjective ("Enchanted lands") or names one object does not."""
    assert holder_of_quote(before, "this creature", creates_token=False) == holder


def test_a_card_granting_itself_a_keyword_has_it():
    """ "As long as it's your turn, this creature has glimmerbend 1": the card has the
    keyword, so the reminder's ability is its own."""
    before = "As long as it's your turn, this creature has glimmerbend 1"
    holder, name = holder_of_reminder(before, before, "this creature|This creature", ELF)
    assert (holder, name) == (Holder(Owner.SELF), "Glimmerbend")


def test_beginning_the_game_with_a_card_creates_no_token_in_the_next_sentence():
    """ "Begin the game with ... tokens" (Leyline-style) creates a token only when the same
    sentence names one; a token named in the next sentence was created elsewhere."""
    assert CREATES_TOKEN.search(LEYLINE) is None


def test_a_token_card_has_no_token_card_type():
    """ "Token Creature — Elf": Token marks a token, it is no card type (111.4)."""
    card = CardTraits.read("Token Creature — Elf", "")
    assert (card.types, card.is_token) == (frozenset({"creature"}), True)


def test_a_gift_promises_a_token():
    """ "Gift a Food" (702.174) creates the token if the gift is promised; "gift a card" is
    no token."""
    assert CREATES_TOKEN.search("Gift a Food (You may promise an opponent a gift.)")
    assert CREATES_TOKEN.search("Gift a card (You may promise an opponent a gift.)") is None


def test_a_holder_is_a_value():
    holder = holder_of_quote("Elves you control have ", "this creature", creates_token=False)
    assert {holder: 1}[Holder(Owner.GROUP, "Elves you control")] == 1
    with pytest.raises(AttributeError):
        holder.group = "Goblins"  # type: ignore[misc]


def test_a_subject_starts_with_a_letter_not_with_a_costs_symbol():
    """In "{T}: Untap this creature then target Elf gains", the subject is the one after
    "then"; a cost's "{T}" starts no subject."""
    assert grant_subject("{T}: Untap this creature then target Elf gains") == "target Elf"


def test_a_comma_list_without_spaces_is_a_list_of_alternatives():
    assert belongs_to("Goblins,Elves", ELF) is True


def test_a_second_quantified_group_after_a_comma_without_a_space_is_judged_alone():
    """ "Other Goblins you control,and each Elf you control": two groups, each judged with
    its own quantifier (613.1f); "Other" leaves the card out of the first only."""
    assert belongs_to("Other Goblins you control,and each Elf you control", ELF) is True


def test_an_exception_that_lists_a_lowercase_card_type_after_or():
    """ "other than Elves or artifacts" (the "or a/an" of a list, not the "a" that opens
    "artifacts"): an artifact creature is excepted, so it is not in the group."""
    card = CardTraits.read("Artifact Creature — Construct", "")
    assert belongs_to("Creatures you control other than Elves or artifacts", card) is False


def test_a_card_that_is_every_creature_type_is_in_a_group_of_any_creature_type():
    """ "This creature is every creature type" (as changeling, 702.73): an Elf group
    includes a Shapeshifter that says so."""
    card = CardTraits.read("Creature — Shapeshifter", "This creature is every creature type.")
    assert belongs_to("Elves you control", card) is True


@pytest.mark.parametrize(
    ("type_line", "text", "expected"),
    [
        # a Kindred card's subtypes are creature types (205.3m): a changeling one is a Goblin
        ("Kindred Artifact — Shapeshifter", "Changeling (This card is every creature type.)",
         True),
        # a land its text makes a creature "with all creature types" (a state taken as met)
        ("Land", "{2}: Until end of turn, this land becomes a 2/2 blue Shapeshifter creature "
         "with all creature types. It's still a land.", True),
        # every creature type, but no creature: an artifact with no creature types
        ("Artifact", "This artifact is every creature type.", False),
        # changeling its text gives the nontoken creatures its controller controls (702.73)
        ("Creature — Elf", "Each nontoken creature you control has changeling.", True),
        # ... and after a condition's comma, "each" in lowercase
        ("Creature — Elf", "As long as you control a Forest, each creature you control has "
         "changeling.", True),
        # every creature type of the cards in hand, in the next sentence, is not the card's
        ("Creature — Shapeshifter", "This creature can't block. Each creature card in your "
         "hand is every creature type.", False),
    ],
)  # fmt: skip
def test_every_creature_type_on_what_is_or_becomes_a_creature(type_line, text, expected):
    """Changeling's every creature type puts a Kindred card, or a land its text makes a
    creature, in a group of Goblins; both were left out, silently."""
    assert belongs_to("Goblins you control", CardTraits.read(type_line, text)) is expected


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        ('Conduits you control have "{T}: Add {U} or {R}."', "Legendary Conduit — Ley", "UR"),
        ('As long as you control three or more Conduits, this Conduit has "{T}: Add {G}."',
         "Conduit", "G"),
        # an instant of a new type is no permanent
        ('Conduits you control gain "{T}: Add {G}." until end of turn.', "Instant Conduit", ""),
    ],
)  # fmt: skip
def test_a_card_type_the_rules_do_not_list_yet_is_the_cards_own(text, type_line, expected):
    """A card type the type line names and CR 205.2a does not list yet ("Conduit") is the
    card's: a group of Conduits holds it, and "this Conduit" names it. Both were missed
    silently."""
    face = parse_face(text, type_line, "Test Conduit")
    assert "".join(could_produce([face])) == expected


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        ("{T}: Distill 1. (Add one mana of any color. Spend this mana only to cast instant and "
         "sorcery spells.)", "Artifact", [(SourceKind.ACTIVATED, True)]),
        ("Distill 2. (Add two mana of any one color.)\nDraw a card.", "Instant",
         [(SourceKind.SPELL, False)]),
        ("Whenever you tap a Conduit for mana, distill 1. (Add one mana of any color.)",
         "Enchantment", [(SourceKind.TRIGGERED, True)]),
        # a target in the ability's own words: no mana ability (605.1a; probe sn)
        ("{T}: Target player distills 1. (That player adds one mana of any color.)",
         "Artifact", [(SourceKind.OTHER_ABILITY, False)]),
        # a reminder of more than "Add ...": an effect in the action's own words
        ("{T}: Add {C}. Then stoke 1. (Put an ember counter on this artifact. Then add {R} "
         "for each ember counter on it.)", "Artifact",
         [(SourceKind.ACTIVATED, True), (SourceKind.ACTIVATED, True)]),
        ("{2}, {T}: Add {C}{C}, then spark. (To spark, you add {R} and this artifact deals 1 "
         "damage to you.)", "Artifact",
         [(SourceKind.ACTIVATED, True), (SourceKind.ACTIVATED, True)]),
        # a verb after "and" that could pass for a keyword ("and sprouts") is the action
        ("{G}, {T}: This creature gains hexproof until end of turn and sprouts. (Add {G}{G}.)",
         "Creature — Plant Elemental", [(SourceKind.ACTIVATED, True)]),
        # the action of a quote: the quoted ability does what the reminder says (the Elf
        # has it too)
        ('Elves you control have "{T}: Distill 1." (Add one mana of any color.)',
         "Creature — Elf Druid", [(SourceKind.GRANTED, True), (SourceKind.ACTIVATED, True)]),
        ('As long as you control an Island, this creature has "{T}: Distill 2." (Add two mana '
         "of any one color.)", "Creature — Merfolk Wizard", [(SourceKind.ACTIVATED, True)]),
        # two actions, each with its reminder: the second is read after the first
        ("{T}: Distill 1. (Add one mana of any color.) Then stoke 1. (Put an ember counter on "
         "this artifact. Then add {R} for each ember counter on it.)", "Artifact",
         [(SourceKind.ACTIVATED, True), (SourceKind.ACTIVATED, True)]),
    ],
)  # fmt: skip
def test_a_keyword_actions_reminder_is_what_the_ability_does(text, type_line, expected):
    """A keyword action's reminder text restates what it does (CR 701, 207.2): "{T}: Distill
    1. (Add one mana of any color.)" adds it as the ability's own effect, with its kind and
    cost; after a quote, the quoted ability's. It was reported as unread ("Add ..."), or
    missed silently (an effect in other words, an action inside a quote)."""
    face = parse_face(text, type_line, "Test Still")
    assert [(r.source_kind, r.is_mana_ability) for r in face.mana] == expected
    assert face.issues == ()


def test_an_example_in_reminder_text_adds_nothing():
    """ "(For example, if the card's mana cost is {3}{U}{U}{B}, you add {U}{U}{B}.)"
    illustrates the ability before it; it is no effect of a keyword action."""
    face = parse_face(
        "{T}, Mill a card: For each colored mana symbol in the milled card's mana cost, add "
        "one mana of that color. Activate only as an instant. (For example, if the card's "
        "mana cost is {3}{U}{U}{B}, you add {U}{U}{B}.)",
        "Artifact",
        "Test Pendant",
    )
    assert [(r.colors, r.amount) for r in face.mana] == [(("W", "U", "B", "R", "G"), "1")]


def test_a_bare_keyword_of_the_cards_own_means_what_its_reminder_says_elsewhere():
    """ "Upwell" alone on a line, and "create a 1/1 Merfolk creature token with upwell.
    (Whenever you tap an Island for mana, add an additional {U}.)": a keyword means the same
    wherever it is printed (CR 702.1), so the card has the ability as the token does. The
    card's was missed, silently."""
    face = parse_face(
        "Upwell\nWhenever you cast a noncreature spell, create a 1/1 blue Merfolk creature "
        "token with upwell. (Whenever you tap an Island for mana, add an additional {U}.)",
        "Creature — Merfolk Wizard",
        "Test Tidecaller",
    )
    assert [(r.source_kind, r.via) for r in face.mana] == [
        (SourceKind.TOKEN, "Upwell"),
        (SourceKind.TRIGGERED, "Upwell"),
    ]


def test_the_holder_of_a_quote_is_read_from_the_sentence_the_quote_is_in():
    """ "Draw a card. Elves you control have "..."": the subject is in the quote's own
    sentence, the last one before it, not in an earlier one."""
    before = "Draw a card. Elves you control have "
    holder = holder_of_quote(before, "this creature", creates_token=False)
    assert holder == Holder(Owner.GROUP, "Elves you control")


@pytest.mark.parametrize(
    ("group", "expected"),
    [
        ("Each creature you control that isn't an Elf", False),
        ("Creatures you control that aren't Druids", False),
        ("Each creature you control that is not an Elf", False),
        ("Each creature you control that isn't a Goblin", True),
        ("Each creature you control that's a Goblin", False),
        ("Each creature you control that's an Elf", True),
        ("Creatures you control that are green", True),  # a color: taken as met, as before
        ("Creatures you control that are attacking", True),  # a state: taken as met
        # a list: any one of them
        ("Creatures you control that are Goblins or Elves", True),
        ("Creatures you control that are Goblins, Knights, or Clerics", False),
        ("Creatures you control that aren't Goblins or Elves", False),
        ("Creatures you control that aren't Goblins or Knights", True),
        # an item of several capitalised words is all of them, a Z too: not an Elf alone
        ("Creatures you control that are Elf Zombies", False),
        # a hyphenated word is one item: "non-Elf", which leaves the Elf out
        ("Each creature you control that's a non-Elf creature", False),
    ],
)
def test_a_relative_clause_on_types_decides_membership(group, expected):
    """CR 205, 613.1f: "that isn't an Elf" leaves an Elf out of the group; what the type
    line can't tell is taken as met, as the other conditions are."""
    assert belongs_to(group, ELF) is expected


@pytest.mark.parametrize(
    ("group", "expected"),
    [
        ("Creatures you control that are Elves or Assembly-Workers", True),
        ("Creatures you control that are Elves, Goblins, or Assembly-Workers", True),
        ("Creatures you control that aren't Elves or Assembly-Workers", False),
    ],
)
def test_a_hyphenated_subtype_in_a_relative_clauses_list_is_one_word(group, expected):
    """ "that are Elves or Assembly-Workers" (205.3m: Assembly-Worker is one creature type):
    an Assembly-Worker is one of the list, and "that aren't" leaves it out."""
    card = CardTraits.read("Artifact Creature — Assembly-Worker", "")
    assert belongs_to(group, card) is expected


@pytest.mark.parametrize(
    ("group", "type_line", "expected"),
    [
        # being attached is a state; the "creature" after it is not what the members are
        # (an Equipment was left out, silently)
        ("Each Equipment attached to a creature you control", "Artifact — Equipment", True),
        ("Auras attached to creatures you control", "Enchantment — Aura", True),
        ("Each Equipment attached to a creature you control", "Creature — Elf", False),
        # "As this creature enters, choose a creature type. Creatures you control of the
        # chosen type have ...": the choice may name the card's own type (it was reported
        # as a group the parser can't tell)
        ("Creatures you control of the chosen type", "Creature — Human Cleric", True),
        ("Each creature you control of the chosen creature type", "Creature — Elf", True),
        ("Creatures you control of the chosen type", "Enchantment", False),
    ],
)
def test_a_state_or_a_choice_in_a_groups_words_is_taken_as_met(group, type_line, expected):
    """What a member is attached to, or a type its controller chooses, says nothing of what
    the card is: taken as met (CR 106.7 asks what the card could have); the card's own
    types still decide."""
    assert belongs_to(group, CardTraits.read(type_line, "")) is expected


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        pytest.param(
            'Elves you control have "{T}: Add {G}" and "{T}: Add {W}."',
            "Creature — Elf Druid",
            [(SourceKind.GRANTED, ("G",), None),
             (SourceKind.ACTIVATED, ("G",), "Elves you control"),
             (SourceKind.GRANTED, ("W",), None),
             (SourceKind.ACTIVATED, ("W",), "Elves you control")],
            id="each ability of a quoted list goes to the same holder; the second once went "
            "to another object",
        ),
        pytest.param(
            "When this creature enters, create a 1/1 red Goblin creature token. Goblins you "
            'control have "{T}: Add {R}."',
            "Creature — Goblin",
            [(SourceKind.GRANTED, ("R",), None),
             (SourceKind.ACTIVATED, ("R",), "Goblins you control")],
            id="a grant after a token sentence is the group's, not the token's; it once "
            "became the token's",
        ),
        pytest.param(
            'Create a 0/1 Plant creature token. It has "{T}: Add {G}."',
            "Sorcery",
            [(SourceKind.TOKEN, ("G",), None)],
            id="'It has' after a token sentence is the token's",
        ),
        pytest.param(
            "{1}{U}: Wizards you control can't be blocked this turn. They also gain "
            '"{T}: Add {U}." until end of turn.',
            "Creature — Human Wizard",
            [(SourceKind.GRANTED, ("U",), None),
             (SourceKind.ACTIVATED, ("U",), "Wizards you control")],
            id="'They' after a sentence about Wizards you control is those Wizards, the card "
            "among them",
        ),
        pytest.param(
            "Whenever this creature becomes blocked by a non-Wall creature, gain control of it "
            'until end of turn. It gains "{T}: Add {R}." until end of turn.',
            "Creature — Goblin Warrior",
            [(SourceKind.GRANTED, ("R",), None)],
            id="'It' after the trigger named a non-Wall creature beside the card is that "
            "creature",
        ),
    ],
)  # fmt: skip
def test_the_holder_of_a_quoted_ability_cr_613_1f(text, type_line, expected):
    face = parse_face(text, type_line, "Test Holder")
    assert [(r.source_kind, r.colors, r.via) for r in face.mana] == expected


# -- the card's leave and return (611.2c, 608.2c) and "that player" ----------------------------


def _names_wren(words: str) -> bool:
    return words in ("this creature", "this card", "Wren and Rook")


@pytest.mark.parametrize(
    ("cost", "expected"),
    [
        ("{1}, Sacrifice this creature", True),
        ("{1}, Sacrifice a Forest and this creature", True),  # beside another object
        ("{2}, Sacrifice Wren and Rook", True),  # a name with "and" in it, whole
        ("Return this creature and another creature you control to their owners' hands", True),
        ("Put this card on the bottom of its owner's library", True),
        # the destinations an effect's step knows (400.7, 406), one definition for both
        ("Put this creature into its owner's graveyard", True),
        ("{1}, Return this creature and a land you control to their owner's hand", True),
        ("{1}, Sacrifice a Forest", False),
        ("{1}, Exile a card from your graveyard", False),
        # never on the battlefield: a cost paid in another zone (costs.functions_in, 113.6)
        ("{2}{G}, Exile this card from your graveyard", False),
        ("{T}, Sacrifice another creature and a land", False),
    ],
)
def test_a_cost_takes_the_card_away_when_it_names_the_card(cost, expected):
    assert takes_itself_away(cost, _names_wren) is expected


@pytest.mark.parametrize(
    ("effect", "expected"),
    [
        ("return it to the battlefield tapped. Elves you control gain", True),
        # "it" is one object: not the two Elves sacrificed first
        ("you may sacrifice two Elves you control. If you do, return it to the battlefield.",
         True),
        # ... but another single object named first is what "it" stands for
        ("exile up to one target creature you control, then return it to the battlefield.",
         False),
        ("return it to the battlefield under its owner's control at the beginning of the next "
         "end step.", False),
        ("return it to the battlefield under target opponent's control.", False),
        ("return this card and up to one target creature card to the battlefield.", True),
        pytest.param(
            "you may exile two creature cards from your graveyard. If you do, return it to the "
            "battlefield tapped.", True, id="'it' is not the two creature cards exiled first",
        ),
        pytest.param(
            "you may sacrifice two Merfolk you control. If you do, return it to the battlefield.",
            True, id="'it' is not two Merfolk, a plural without an s",
        ),
        pytest.param(
            "At the beginning of the next end step, return it to the battlefield tapped.",
            False, id="a delayed trigger's condition that opens the effect (603.7)",
        ),
        pytest.param(
            "you may exile a double-faced card from your graveyard. If you do, return it to the "
            "battlefield tapped.", False,
            id="'it' is the card exiled first, a hyphenated word before 'card' too",
        ),
        pytest.param(
            "create X 1/1 green Saproling creature tokens. Return it to the battlefield tapped.",
            True, id="'it' is not the X tokens created first, a plural in -s",
        ),
        pytest.param(
            "return target land card from your graveyard to your hand. Return this creature to "
            "the battlefield tapped.",
            True, id="a return to the hand ends at its period; the next sentence returns the card",
        ),
        pytest.param(
            "return it to the battlefield. At the beginning of the next end step, return it to "
            "its owner's hand.",
            True, id="a delayed trigger in the next sentence leaves the return now (603.7)",
        ),
        pytest.param(
            "if you control another Elf, return it to the battlefield.", True,
            id="an object a condition opening the effect names is no antecedent",
        ),
        pytest.param(
            "if {G}, {C}, or {W} was spent to cast another creature spell this turn, return it "
            "to the battlefield.", True,
            id="a list of mana symbols with {C} in it is the condition's",
        ),
        pytest.param(
            "if you control a Forest, non-Elf creature, or another Druid, return it to the "
            "battlefield.", True, id="a list item with a hyphenated word is the condition's",
        ),
    ],
)  # fmt: skip
def test_an_effect_returns_the_card_unless_it_waits_or_names_another_first(effect, expected):
    assert returns_itself(effect, _names_wren) is expected


OPPONENTS = "creatures an opponent controls"
ANYONE = "creatures that player controls"


@pytest.mark.parametrize(
    ("before", "expected"),
    [
        ("At the beginning of each opponent's upkeep, ", OPPONENTS),
        ("At the beginning of each player's upkeep, ", ANYONE),
        ("Whenever another player casts a spell, ", OPPONENTS),
        ("At the beginning of each other player's upkeep, ", OPPONENTS),
        ("Whenever a player other than you plays a land, ", OPPONENTS),
        # "another player" after the sentence named a player: other than that one, maybe you
        ("Whenever an opponent attacks another player, ", ANYONE),
        ("Whenever an opponent draws a card. Whenever another player casts a spell, ", OPPONENTS),
        ("Whenever a creature deals combat damage to a player, ", ANYONE),
        ("Whenever this creature deals combat damage to a player, ", OPPONENTS),
        # a player in the clause of "that player" is set against it, not what it stands for
        ("At the beginning of each opponent's upkeep, if another player controls more lands "
         "than that player, ", OPPONENTS),
        ("At the beginning of each player's upkeep, if an opponent controls more lands than "
         "that player, ", ANYONE),
    ],
)  # fmt: skip
def test_that_player_is_the_player_named_last_before_it(before, expected):
    assert that_player(ANYONE, before) == expected


def test_they_after_the_card_named_twice_joins_the_card_named_last():
    """ "Untap this creature and up to one other target creature you control, and they
    gain ...": "they" are the objects the card's last mention is joined to, the card among
    them, so the quoted ability is the card's own (CR 613.1f), though the trigger named the
    card first."""
    face = parse_face(
        "Whenever this creature attacks, untap this creature and up to one other target "
        'creature you control, and they gain "{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Test Card",
    )
    assert [(r.source_kind, r.colors) for r in face.mana] == [(SourceKind.ACTIVATED, ("G",))]


def test_they_joined_to_a_clause_stand_for_the_objects_it_named_last():
    """ "Untap target creature you control and all Elves you control and they gain ...":
    "they" are the Elves the clause named last, a group the card, an Elf, is in (CR 205,
    613.1f); not the target named first."""
    face = parse_face(
        "{1}{G}: Untap target creature you control and all Elves you control and they gain "
        '"{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Test Card",
    )
    assert [(r.source_kind, r.via) for r in face.mana] == [
        (SourceKind.GRANTED, None),
        (SourceKind.ACTIVATED, "all Elves"),
    ]


def test_a_comparison_with_you_ends_at_its_clauses_comma():
    """A player compared with you is an opponent only when "than you" ends the comparison
    itself; "other than you" after the clause's comma names another player, and "that player"
    after "each player's upkeep" may still be you (CR 102.1)."""
    before = (
        "At the beginning of each player's upkeep, if that player controls more lands than "
        "another player, each player other than you untaps "
    )
    assert that_player(ANYONE, before) == ANYONE


# -- what the card's own text makes it, and the groups its trigger names ----------------------


@pytest.mark.parametrize(
    "type_line",
    ["Conspiracy", "Scheme", "Ongoing Scheme", "Plane — Dominaria", "Phenomenon", "Emblem"],
)
def test_a_command_zone_card_is_no_permanent_and_no_new_card_type(type_line):
    """A conspiracy ("They're not permanents", CR 313.3), a scheme (Archenemy, 904), a plane
    or a phenomenon (Planechase, 901) and an emblem (114) stay in the command zone: their
    type is one of the command zone's, no card type the rules do not list yet, and no group
    of permanents holds them."""
    card = CardTraits.read(type_line, "")
    assert card.new_types == frozenset()
    assert card.is_permanent is False
    assert belongs_to("Permanents you control", card) is False


def test_a_card_whose_types_the_rules_list_has_no_new_card_type():
    """ "Creature — Elf": no card type outside CR 205.2a, none of the command zone's
    either; a group of planes or schemes is none the card is in."""
    card = CardTraits.read("Creature — Elf", "")
    assert card.new_types == frozenset()
    assert belongs_to("Planes you control", card) is False


@pytest.mark.parametrize(
    ("reminder", "group", "type_line"),
    [
        ("(Artifacts, legendaries, and Sagas are historic.)", "Historic permanents you control",
         "Enchantment — Saga"),
        ("(Assassins, Mercenaries, Pirates, Rogues, and Warlocks are outlaws.)",
         "Outlaws you control", "Creature — Human Rogue"),
        # any lowercase word, whatever its letters: a "z" too
        ("(Clerics, Monks, and Shamans are zealots.)", "Zealots you control",
         "Creature — Human Monk"),
        # a list that opens with any capital letter: a "Z" too
        ("(Zombies, Skeletons, and Spirits are undead.)", "Undead you control",
         "Creature — Zombie"),
        # the defined word ends at its own reminder's ".)", not at a later reminder's
        ("(Assassins, Mercenaries, Pirates, Rogues, and Warlocks are outlaws.) Whenever an "
         "outlaw you control attacks, it connives. (Draw a card, then discard a card.)",
         "Outlaws you control", "Creature — Human Rogue"),
        # two items joined by "and" alone, no comma: two names
        ("(Clerics and Monks are zealots.)", "Zealots you control", "Creature — Human Monk"),
    ],
)  # fmt: skip
def test_a_word_the_reminder_text_defines_names_the_objects_it_lists(reminder, group, type_line):
    """Reminder text that defines a word by the objects it names (CR 700.6's historic, the
    outlaws of Outlaws of Thunder Junction): a group named by the word is each of them, so the
    card is in it when it is one of them."""
    card = CardTraits.read(type_line, f'{group} have "{{T}}: Add {{W}}." {reminder}')
    assert belongs_to(group, card) is True


@pytest.mark.parametrize(
    ("type_line", "could"),
    [
        ("Legendary Land", ("W", "C")),
        ("Artifact Land", ("W", "C")),
        ("Enchantment Land", ("C",)),  # neither an artifact, legendary nor a Saga
    ],
)
def test_historic_is_the_rules_word_with_or_without_its_reminder(type_line, could):
    """ "Historic" is defined by the rules (CR 700.6: artifacts, legendaries and Sagas), so a
    group it names holds the card by its type line even with no reminder text, and opening a
    sentence it is no subtype."""
    face = parse_face(
        "{T}: Add {C}.\nHistoric permanents you control are Plains in addition to their other "
        "types.",
        type_line,
        "Test Land",
    )
    assert could_produce([face]) == could


def test_a_card_that_is_none_of_the_objects_a_defined_word_lists_is_not_in_its_group():
    """ "Outlaws you control ... (Assassins, Mercenaries, Pirates, Rogues, and Warlocks are
    outlaws.)": an Elf Druid is none of them, so the grant is the group's only (613.1f)."""
    face = parse_face(
        'Outlaws you control have "{T}: Add {B}." (Assassins, Mercenaries, Pirates, Rogues, '
        "and Warlocks are outlaws.)",
        "Creature — Elf Druid",
        "Test Card",
    )
    assert kinds(face) == [GRANTED_ROW]


@pytest.mark.parametrize(
    ("type_line", "text", "can_become"),
    [
        pytest.param(
            "Creature — Human Druid",
            "{2}{G}: Until end of turn, this creature becomes a Treefolk in addition to its "
            "other types. Untap target land.", {"Treefolk"},
            id="a subtype, not the land the next sentence targets",
        ),
        pytest.param(
            "Creature — Human Artificer",
            "As long as you control an artifact, this creature is an Assembly-Worker in "
            "addition to its other types.", {"Assembly-Worker"},
            id="a creature type with a hyphen in it",
        ),
        pytest.param(
            "Artifact",
            "{3}: Until end of turn, this artifact becomes a creature with base power and "
            "toughness 4/4.", {"creature"},
            id="a creature with no power, color or type before the word",
        ),
    ],
)  # fmt: skip
def test_the_types_the_cards_own_text_gives_it(type_line, text, can_become):
    """The types and subtypes the card's own text gives the card itself (205.1b: "in addition
    to its other types"), whole, and no word of the sentence after it."""
    card = CardTraits.read(type_line, text, "Test Shifter")
    assert card.can_become == frozenset(can_become)
    assert belongs_to("Lands you control", card) is False


def test_a_long_name_after_a_condition_is_the_subject_that_becomes_a_creature():
    """ "Until end of turn, Throne of the Wandering King becomes a 4/4 Elemental creature":
    the clause's subject starts after the condition's comma and is the card's whole name,
    however many words it has (201.4), so the land can be a creature (613.1d)."""
    card = CardTraits.read(
        "Legendary Land",
        "{1}{G}: Until end of turn, Throne of the Wandering King becomes a 4/4 Elemental "
        "creature. It's still a land.",
        "Throne of the Wandering King",
    )
    assert card.can_become == frozenset({"creature", "Elemental"})
    assert belongs_to("Creatures you control", card) is True


@pytest.mark.parametrize(
    ("sentence", "group"),
    [
        ("Whenever you play a land, if it's a Mountain, it gains ",
         "land you control that's a Mountain"),
        ("Whenever a creature you control attacks, if it's an Elf, put a +1/+1 counter on it, "
         "then scry 1.", "creature you control that's an Elf"),
        # a supertype before the kind (205.4): "basic", "snow", "legendary"
        ("Whenever a land you control enters, if it's a basic land, it becomes a Forest ",
         "land you control that's a basic land"),
        ("Whenever a creature you control dies, if it's a legendary creature, return it ",
         "creature you control that's a legendary creature"),
        # a list of qualities after "with" is taken as met, as one quality is (106.7)
        ("Whenever a creature you control with flying, first strike, or vigilance attacks, it "
         "gains ", "creature you control"),
    ],
)  # fmt: skip
def test_an_intervening_if_narrows_the_objects_a_trigger_names(sentence, group):
    """An intervening "if it's an Elf" (CR 603.4) narrows the objects the trigger event
    names to those of that kind ("that's an Elf"); the effect after the condition's comma is
    no part of the group."""
    assert triggering_group(sentence) == group


# -- a compound sentence, a pronoun and a keyword line (613.1f, 608.2c, 702.1) -------------


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        pytest.param(
            '{1}: This creature gets +1/+1 until end of turn and other Assembly-Workers gain '
            '"{T}: Add {C}." until end of turn.',
            "Artifact Creature — Assembly-Worker",
            [GRANTED_ROW],
            id="a hyphenated subtype after 'and other' is the grant's subject, not the card",
        ),
        pytest.param(
            'When this creature enters, untap another Class you control and it gains "{T}: Add '
            '{G}." until end of turn.',
            "Creature — Elf",
            [GRANTED_ROW],
            id="'it' after 'another Class' is that one object, though its word ends in s",
        ),
        pytest.param(
            "Lands you control are Forests in addition to their other types. Creatures you "
            'control have vigilance.\nCreatures you control have "{T}: Add {G}."',
            "Land",
            [
                (SourceKind.GRANTED, Mechanism.TYPE_CHANGE, "Lands you control"),
                (SourceKind.INTRINSIC, Mechanism.TYPE_CHANGE, "Lands you control"),
                GRANTED_ROW,
            ],
            id="a type change's types end at its sentence: the next one's 'Creatures' is none",
        ),
        pytest.param(
            "Untap all Wizards you control. Those Wizards gain \"{T}: Add {U}.\" until end of "
            "turn.",
            "Creature — Human Wizard",
            [GRANTED_ROW, its_own("all Wizards you control")],
            id="'those Wizards' are the Wizards the sentence before untapped, the card among them",
        ),
        pytest.param(
            'Whenever a Vampire Zombie you control attacks, it gains "{T}: Add {B}." until end '
            "of turn.",
            "Creature — Vampire Zombie",
            [GRANTED_ROW, its_own("Vampire Zombie you control")],
            id="'it' is the triggering Vampire Zombie, which the card may be (603.2)",
        ),
        pytest.param(
            'Max speed — Elves you control get +1/+1. They also have "{T}: Add {G}."',
            "Creature — Elf",
            [GRANTED_ROW, its_own("Elves you control")],
            id="'They' are the Elves after the ability word's dash (207.2c), the card among them",
        ),
    ],
)  # fmt: skip
def test_whose_quote_a_compound_or_a_pronoun_subject_names(text, type_line, expected):
    """The grant's subject is the clause's own (613.1f): "and other Assembly-Workers gain"
    leaves the card that "gets +1/+1" out; "it" is the object named last, "another Class"
    (608.2c), whatever letters end its word; and a group's type change (613.1d) gives the
    land only the types its own sentence names, no "creature" of the sentence after."""
    assert kinds(parse_face(text, type_line, "Test Card")) == expected


@pytest.mark.parametrize(
    ("own", "expected"),
    [
        ("Firebending X, where X is the number of Elves you control.", True),
        # the X's definition ends at its period: a sentence after it is no keyword
        ("Draw X cards, where X is the number of Elves you control. Then discard a card.", False),
    ],
)
def test_a_keywords_x_is_defined_to_the_end_of_its_sentence(own, expected):
    """A keyword line may define its X after it (702.1), but only to the period: a line
    with a sentence after the definition is an effect, not keywords."""
    assert is_keyword_line(own) is expected


def test_it_after_the_cards_own_sentence_gains_the_keyword_whose_reminder_adds_mana():
    """ "Target creature gets -1/-0 .... This creature gets +1/+0 .... It gains firebending
    1": "It" stands for the subject of the sentence right before it, the card (702, 207.2),
    not for the target two sentences back."""
    face = parse_face(
        "{1}{R}: Target creature gets -1/-0 until end of turn. This creature gets +1/+0 until "
        "end of turn. It gains firebending 1 until end of turn. (Whenever this creature "
        "attacks, add {R}. This mana lasts until end of combat.)",
        "Creature — Human Warrior",
        "Test Card",
    )
    assert kinds(face) == [(SourceKind.OTHER_ABILITY, Mechanism.KEYWORD, "Firebending")]


def test_a_quote_of_another_objects_sentence_after_a_token_is_that_objects() -> None:
    """A token created in one sentence does not have the quote of the next, whose own
    subject names another object; a pronoun there stands for the token."""
    land = parse_face(
        "When this creature enters, create a Food token. Target land becomes a 0/0 Elemental "
        'creature with "{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Probe Card",
    )
    assert [r.source_kind for r in land.mana] == [SourceKind.GRANTED]
    spawn = parse_face(
        "You gain 3 life and create three 0/1 colorless Eldrazi Spawn creature tokens. They "
        'have "Sacrifice this creature: Add {C}."',
        "Sorcery",
        "Probe Card",
    )
    assert [r.source_kind for r in spawn.mana] == [SourceKind.TOKEN]


def test_a_group_after_a_clause_that_creates_a_token_is_the_subject_alone() -> None:
    face = parse_face(
        'When this creature enters, create a Food token and Elves you control gain "{T}: Add '
        '{G}." until end of turn.',
        "Creature — Elf Druid",
        "Probe Card",
    )
    assert kinds(face)[-1] == (SourceKind.ACTIVATED, Mechanism.GROUP_GRANT, "Elves you control")


def test_those_objects_after_it_and_another_target_include_the_card() -> None:
    """ "untap it and up to one other target Wizard you control. Those Wizards gain ...":
    "it" is the card the trigger named, so "those Wizards" hold it."""
    face = parse_face(
        "When this creature enters, untap it and up to one other target Wizard you control. "
        'Those Wizards gain "{T}: Add {U}." until end of turn.',
        "Creature — Human Wizard",
        "Probe Card",
    )
    assert could_produce([face]) == ("U",)


def test_a_compound_subject_at_the_start_of_the_text_is_one_subject() -> None:
    """The clause of "another target creature you control and it" starts at the text's
    start too: "it" there is not the target it is joined to."""
    from pipeline.abilities.referents import pronoun_is_self

    before = "another target creature you control and "
    sentence = before + "it each gain flying as long as this creature is untapped"
    assert pronoun_is_self(before, sentence, "this creature")


def test_a_group_of_several_capitalised_words_after_and_is_the_grants_subject() -> None:
    """ "This creature gets +1/+1 and Goblin Shamans gain ...": the Goblin Shamans' grant,
    not the card's (613.1f), as with one word ("and Goblins gain")."""
    face = parse_face(
        '{T}: This creature gets +1/+1 and Goblin Shamans gain "{T}: Add {R}." until end of turn.',
        "Creature — Elf",
        "Probe Card",
    )
    assert [r.source_kind for r in face.mana] == [SourceKind.GRANTED]


def test_an_object_named_with_a_comma_between_its_qualities_is_another() -> None:
    """ "choose a nonland, nontoken permanent an opponent controls. Return it ...": "it" is
    the chosen permanent, not the card."""
    assert not returns_itself(
        "choose a nonland, nontoken permanent an opponent controls. Return it to the "
        "battlefield tapped.",
        lambda words: words == "this creature",
    )


def test_a_singular_subtype_ending_in_or_is_excepted_whole() -> None:
    """'other than a Warrior or Cleric' excepts a Warrior: the list splits at the word "or",
    not at the letters that end "Warrior" (the card is no member, CR 205.3)."""
    warrior = CardTraits.read("Creature — Human Warrior", "")
    assert belongs_to("Each creature you control other than a Warrior or Cleric", warrior) is False


# -- survivors of the session-16 mutation sample (owners.py) ---------------------------------


def test_a_count_of_objects_after_and_leaves_the_grant_the_cards() -> None:
    """ "gets +1/+1 for each Aura and Equipment attached to it and has ...": "and
    Equipment" is part of what the card counts, no group with a grant verb of its own, so
    the quote is the card's (613.1f)."""
    face = parse_face(
        'This creature gets +1/+1 for each Aura and Equipment attached to it and has "{T}: Add '
        '{W}."',
        "Creature — Human Knight",
        "Gilded Paladin",
    )
    assert kinds(face) == [(SourceKind.ACTIVATED, Mechanism.PRINTED, None)]
    assert could_produce([face]) == ("W",)
    assert face.issues == ()


def test_a_second_grant_after_the_cards_compound_subject_is_the_next_groups() -> None:
    """ "This creature and other Elves you control have "...", and Goblins you control have
    "..."": the card's compound subject ends at its own quote; the second quote is the
    Goblins', a group an Elf is not in (613.1f)."""
    face = parse_face(
        'This creature and other Elves you control have "{T}: Add {G}.", and Goblins you '
        'control have "{T}: Add {R}."',
        "Creature — Elf Druid",
        "Grove Keeper",
    )
    assert kinds(face) == [(SourceKind.ACTIVATED, Mechanism.PRINTED, None), GRANTED_ROW]
    assert could_produce([face]) == ("G",)


def test_what_a_group_becomes_with_ends_at_its_clauses_quote() -> None:
    """ "Elves you control become 3/3 Elf Warriors with "...", and target land you control
    becomes a 0/0 Elemental creature with "{T}: Add {G}{G}."": the second quote is what the
    land becomes with, not the Elves' (the subject of "becomes ... with" is the clause's
    own, across no quote)."""
    face = parse_face(
        "{2}{G}, {T}: Until end of turn, Elves you control become 3/3 Elf Warriors with "
        '"This creature can\'t be blocked by more than one creature.", and target land you '
        'control becomes a 0/0 Elemental creature with "{T}: Add {G}{G}."',
        "Creature — Elf Druid",
        "Grove Keeper",
    )
    assert kinds(face) == [GRANTED_ROW]
    assert could_produce([face]) == ()


def test_it_after_another_object_the_trigger_names_is_that_object() -> None:
    """ "Whenever this creature deals combat damage to a creature an opponent controls, it
    becomes a 1/1 green Frog creature": "it" stands for the object named last before it, the
    opponent's creature, so the card can't become a Frog (docs/rules.md#grants-to-a-group)."""
    card = CardTraits.read(
        "Creature — Elf Druid",
        "Whenever this creature deals combat damage to a creature an opponent controls, it "
        "becomes a 1/1 green Frog creature with no abilities.",
        "Hexing Druid",
    )
    assert card.can_become == frozenset()
    assert belongs_to("Frogs you control", card) is False


def test_a_discard_cost_naming_the_card_by_another_word_works_from_the_hand() -> None:
    """ "Discard this snow card: ...": a cost paid from the hand (113.6m); the card is in no
    group of creatures you control when the effect makes them every creature type."""
    card = CardTraits.read(
        "Snow Creature — Shapeshifter",
        "Discard this snow card: Each creature you control is every creature type until end "
        "of turn.",
        "Mimic Wisp",
    )
    assert card.every_creature_type is False


def test_a_condition_opening_an_activated_abilitys_effect_covers_the_step_and_the_grant() -> None:
    """ "{1}{G}: If you control a Forest, return this creature to its owner's hand and Elves
    you control gain ...": the grant happens only if the return does, so the card is never
    one of the Elves that gain it (608.2c, 611.2c)."""
    face = parse_face(
        "{1}{G}: If you control a Forest, return this creature to its owner's hand and Elves "
        'you control gain "{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Grove Keeper",
    )
    assert kinds(face) == [GRANTED_ROW]
    assert could_produce([face]) == ()


def test_if_you_do_waits_for_the_step_right_before_it_only() -> None:
    """ "you may return it to its owner's hand. You may sacrifice a Forest. If you do, Elves
    you control gain ...": "If you do" waits for the sacrifice, not the return, which may not
    happen: the card may stay to gain it (603.12, 106.7)."""
    face = parse_face(
        "When this creature enters, you may return it to its owner's hand. You may sacrifice "
        'a Forest. If you do, Elves you control gain "{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Grove Keeper",
    )
    assert kinds(face) == [GRANTED_ROW, its_own("Elves you control")]


def test_a_list_after_a_dash_is_the_subject_without_the_label() -> None:
    """ "Max speed — Elves, Druids, and Rangers you control have ...": the list starts after
    the dash, and the card is in it (613.1f); a Saga creature's chapter likewise."""
    face = parse_face(
        'Start your engines!\nMax speed — Elves, Druids, and Rangers you control have "{T}: '
        'Add {G}."',
        "Creature — Elf Druid",
        "Grove Racer",
    )
    assert kinds(face) == [GRANTED_ROW, its_own("Elves, Druids, and Rangers you control")]
    saga = parse_face(
        'I — Elves, Druids, and Rangers you control gain "{T}: Add {G}." until end of turn.\n'
        "II — Draw a card.",
        "Enchantment Creature — Saga Elf",
        "Grove Tale",
    )
    assert kinds(saga) == [GRANTED_ROW, its_own("Elves, Druids, and Rangers you control")]
    assert could_produce([saga]) == ("G",)


def test_a_group_after_what_the_first_subject_gets_is_the_grants_subject() -> None:
    """ "Target creature gets +1/+0 and first strike until end of turn and Elves you control
    gain ...": "first strike" is what the target gets; the subject is the capitalised group
    after the last "and"."""
    face = parse_face(
        "{1}{G}, {T}: Target creature gets +1/+0 and first strike until end of turn and Elves "
        'you control gain "{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Grove Keeper",
    )
    assert kinds(face) == [GRANTED_ROW, its_own("Elves you control")]


def test_they_stand_for_the_group_of_the_sentence_right_before() -> None:
    """ "Scry 1. Untap all Elves you control. They gain ...": "they" are the Elves the
    sentence right before named, not anything of the first sentence."""
    face = parse_face(
        '{2}{G}, {T}: Scry 1. Untap all Elves you control. They gain "{T}: Add {G}." until '
        "end of turn.",
        "Creature — Elf Druid",
        "Grove Keeper",
    )
    assert kinds(face) == [GRANTED_ROW, its_own("all Elves you control")]
    assert could_produce([face]) == ("G",)


def test_a_trigger_on_a_two_word_subtype_names_that_kind_alone() -> None:
    """ "Whenever an Elf Warrior you control attacks, it gets +1/+1 ..., then it gains ...":
    the event's objects are Elf Warriors you control, the card among them; the words after
    the event are not part of the kind."""
    face = parse_face(
        "Whenever an Elf Warrior you control attacks, it gets +1/+1 until end of turn, then it "
        'gains "{T}: Add {G}." until end of turn.',
        "Creature — Elf Warrior",
        "Grove Keeper",
    )
    assert kinds(face) == [GRANTED_ROW, its_own("Elf Warrior you control")]
    assert face.issues == ()


def test_a_list_of_subtypes_may_open_with_a_z() -> None:
    """ "Zombies, Skeletons, and Vampires you control have ...": every item of the list,
    whatever its first letter, is in the subject; the Zombie is in the group (613.1f)."""
    face = parse_face(
        'Zombies, Skeletons, and Vampires you control have "{T}: Add {B}."',
        "Creature — Zombie Wizard",
        "Grave Caller",
    )
    assert kinds(face) == [GRANTED_ROW, its_own("Zombies, Skeletons, and Vampires you control")]
    assert could_produce([face]) == ("B",)


def test_a_relative_clause_of_an_earlier_clause_is_no_list_of_the_subject() -> None:
    """ "Each creature you control that's a Zombie gets +1/+1, and each Vampire you control
    has ...": the grant is the Vampires'; the Zombies of the clause before are no part of its
    subject, so a Zombie gets no row of its own (613.1f)."""
    face = parse_face(
        "Each creature you control that's a Zombie gets +1/+1, and each Vampire you control "
        'has "{T}: Add {B}."',
        "Creature — Zombie Wizard",
        "Grave Caller",
    )
    assert kinds(face) == [GRANTED_ROW]
    assert could_produce([face]) == ()


def test_a_counter_of_another_kind_on_the_card_gives_it_nothing() -> None:
    """ "put a growth counter on it and a bloom counter on up to one other target land":
    only the land gets the bloom counter whose ability the reminder states (122.1b); the
    card gets a growth counter."""
    face = parse_face(
        "When this land enters, put a growth counter on it and a bloom counter on up to one "
        "other target land you control. (A land with a bloom counter on it has "
        '"{T}: Add {G}.")',
        "Land",
        "Verdant Terrace",
    )
    assert kinds(face) == [(SourceKind.GRANTED, Mechanism.COUNTER, "bloom counter")]
    assert could_produce([face]) == ()


# -- mutation sample at 374e316 (session 17): survivors ----------------------------------


def test_a_lowercase_plural_with_its_own_grant_verb_after_and_is_its_own_subject():
    """ "... and zombies gain "..."": a plural after "and" with a grant verb of its own
    heads the grant (any lowercase plural, a "z" in it too); the quote is the group's, not
    the Elf's, so the card itself could produce nothing (613.1f)."""
    face = parse_face(
        '{1}{G}: This creature gets +1/+1 until end of turn and zombies gain "{T}: Add {B}." '
        "until end of turn.",
        "Creature — Elf Druid",
        "Grave Tender",
    )
    assert kinds(face) == [(SourceKind.GRANTED, Mechanism.PRINTED, None)]
    assert could_produce([face]) == ()


def test_card_traits_are_an_immutable_hashable_value():
    """CardTraits is a value read from the type line: two reads are equal and hash alike,
    and none can be changed after it is read."""
    import dataclasses

    card = CardTraits.read("Creature — Elf Druid", "")
    assert hash(card) == hash(CardTraits.read("Creature — Elf Druid", ""))
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.is_token = True  # type: ignore[misc]


def test_a_land_that_becomes_a_creature_after_an_ability_word_is_in_a_creature_group() -> None:
    """ "Metalcraft — This land is a 2/2 Construct artifact creature ...": the ability word's
    dash opens the clause whose subject is the land, so the land can be a creature and the
    grant to creatures you control reaches it (613.1d, 613.1f)."""
    face = parse_face(
        "Metalcraft — This land is a 2/2 Construct artifact creature as long as you control "
        'three or more artifacts.\nCreatures you control have "{T}: Add {G}."',
        "Land",
        "Foundry Hollow",
    )
    assert (SourceKind.ACTIVATED, Mechanism.GROUP_GRANT, "Creatures you control") in kinds(face)
    assert could_produce([face]) == ("G",)


def test_a_group_type_change_after_an_ability_word_gives_the_card_the_type() -> None:
    """ "Coven — Creatures you control are Elves in addition to their other types": the
    change after the ability word's dash makes this Human an Elf (613.1d), so the grant to
    Elves you control reaches it (613.1f)."""
    face = parse_face(
        "Coven — Creatures you control are Elves in addition to their other types.\n"
        'Elves you control have "{T}: Add {G}."',
        "Creature — Human Druid",
        "Grove Matron",
    )
    assert (SourceKind.ACTIVATED, Mechanism.GROUP_GRANT, "Elves you control") in kinds(face)
    assert could_produce([face]) == ("G",)


def test_a_step_on_a_group_the_card_may_not_be_in_does_not_take_it_away() -> None:
    """ "Return all tapped Elves you control to their owners' hands": where `in_group`
    can't tell whether the card is one of the group (None: it may be untapped), the step
    is not taken as taking the card away; only a sure member is (611.2c)."""

    def names_card(words: str) -> bool:
        return words.lower() == "this creature"

    effect = "Return all tapped Elves you control to their owners' hands. "
    args = ("{2}{G}: ", effect, names_card, "Grove Warden", "Creature — Elf Druid")
    assert effect_takes_itself_away(*args, lambda group: None, group="Elves you control") is False
    assert effect_takes_itself_away(*args, lambda group: True, group="Elves you control") is True


def test_a_face_down_return_leaves_the_card_out_of_a_group_named_by_color() -> None:
    """ "Exile this creature, then return it to the battlefield face down ... Green
    creatures you control gain": the face-down 2/2 that returns is colorless (708.2a), a new
    object (400.7) in no group of green creatures, so the grant does not reach the card."""
    face = parse_face(
        "{2}{G}: Exile this creature, then return it to the battlefield face down under your "
        'control. Green creatures you control gain "{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Grove Warden",
    )
    assert kinds(face) == [(SourceKind.GRANTED, Mechanism.PRINTED, None)]
    assert could_produce([face]) == ()


def test_a_type_change_of_a_group_the_type_line_cant_place_the_card_in_gives_it_nothing() -> None:
    """ "All outlaws you control are Elves ...": with no reminder defining outlaws, the type
    line can't tell whether this Human Druid is one (`belongs_to` is None), so it is not
    taken to become an Elf, and the grant to Elves you control does not reach it."""
    face = parse_face(
        "All outlaws you control are Elves in addition to their other types.\n"
        'Elves you control have "{T}: Add {G}."',
        "Creature — Human Druid",
        "Grove Matron",
    )
    assert kinds(face) == [(SourceKind.GRANTED, Mechanism.PRINTED, None)]
    assert could_produce([face]) == ()


def test_a_delayed_trigger_in_a_later_sentence_does_not_delay_the_return() -> None:
    """ "Exile this creature. Return the exiled card to the battlefield ... At the beginning
    of the next end step, draw a card.": only the return's own sentence says when it
    happens; it returns now (608.2c), so the grant after it reaches the card (611.2c)."""
    face = parse_face(
        "{2}{G}: Exile this creature. Return the exiled card to the battlefield under its "
        "owner's control. At the beginning of the next end step, draw a card. Creatures you "
        'control gain "{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Grove Warden",
    )
    assert (SourceKind.ACTIVATED, Mechanism.GROUP_GRANT, "Creatures you control") in kinds(face)
    assert could_produce([face]) == ("G",)


def test_an_object_only_counted_at_the_start_of_the_effect_is_no_antecedent() -> None:
    """ "Whenever one or more Elves you control attack, for each Elf token you control,
    those Elves gain ...": the tokens are only counted, even where the count opens the
    effect; "those Elves" are the attackers the trigger names, the card among them (603.2),
    so the grant reaches it."""
    face = parse_face(
        "Whenever one or more Elves you control attack, for each Elf token you control, those "
        'Elves gain "{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Grove Warden",
    )
    assert (SourceKind.ACTIVATED, Mechanism.GROUP_GRANT, "Elves you control") in kinds(face)
    assert could_produce([face]) == ("G",)


def test_a_list_of_card_types_with_token_in_a_condition_names_no_antecedent() -> None:
    """ "if you control an artifact, token, creature, or enchantment, it gains ...": the
    whole list, "token" among the items (a permanent, a spell and a token are listed like
    card types), is the condition's; none of it is what "it" stands for, which is the card
    the trigger names, so the quote is the card's own (603.4)."""
    face = parse_face(
        "When this creature enters, if you control an artifact, token, creature, or "
        'enchantment, it gains "{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Grove Warden",
    )
    assert kinds(face) == [(SourceKind.ACTIVATED, Mechanism.PRINTED, None)]
    assert could_produce([face]) == ("G",)


def test_a_list_in_a_trigger_condition_with_an_item_from_the_end_of_the_alphabet() -> None:
    """ "Whenever you tap a Swamp, Zombie, or Skeleton for mana, add an additional {B}.":
    the list's commas, before any capitalized item (a "Z" one too), are inside the trigger
    condition, so the trigger is on tapping for mana: a triggered mana ability (605.1b)."""
    face = parse_face(
        "Whenever you tap a Swamp, Zombie, or Skeleton for mana, add an additional {B}.",
        "Creature — Vampire",
        "Grave Warden",
    )
    assert kinds(face) == [(SourceKind.TRIGGERED, Mechanism.PRINTED, None)]
    assert face.mana[0].is_mana_ability is True
    assert could_produce([face]) == ("B",)


@pytest.mark.parametrize(
    "group",
    ["Creatures you control that are artifacts", "Creatures you control that are Angels"],
)
def test_a_type_word_starting_with_a_is_not_read_as_an_article(group: str) -> None:
    """ "that are artifacts", "that are Angels": the "a" or "An" opening the type is part
    of its word, not an article; an Elf Druid is neither, so it is not in the group (205)."""
    assert belongs_to(group, ELF) is False
    face = parse_face(f'{group} have "{{T}}: Add {{C}}."', "Creature — Elf Druid", "Grove Warden")
    assert kinds(face) == [(SourceKind.GRANTED, Mechanism.PRINTED, None)]
    assert could_produce([face]) == ()


def test_a_group_beyond_the_cards_own_power_named_by_a_z_name_leaves_it_out() -> None:
    """ "with power less than Zada's power" on Zada, Hedron Grinder: the card's power is
    never less than itself, so it is no member and the grant does not reach it (a short name
    from the end of the alphabet as any other, 201.4)."""
    face = parse_face(
        'Creatures you control with power less than Zada\'s power have "{T}: Add {R}."',
        "Legendary Creature — Goblin Ally",
        "Zada, Hedron Grinder",
    )
    assert kinds(face) == [(SourceKind.GRANTED, Mechanism.PRINTED, None)]
    assert could_produce([face]) == ()


def test_an_excepted_subtype_ends_before_the_lowercase_words_after_it() -> None:
    """ "Creatures you control other than Elves each gain ...": the exception is "Elves"
    alone (its further words are capitalized subtypes or a kind), so this Elf is excepted
    and the grant does not reach it."""
    face = parse_face(
        'Creatures you control other than Elves each gain "{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Grove Warden",
    )
    assert kinds(face) == [(SourceKind.GRANTED, Mechanism.PRINTED, None)]
    assert could_produce([face]) == ()


def test_cards_returned_to_hand_by_a_trigger_gain_nothing_the_card_can_tap_for() -> None:
    """ "... return those creature cards to your hand. They gain ...": "they" are the cards
    the trigger named, now in a hand; an ability a card gains there is no mana ability of
    it as a permanent (106.7, 400.7: cast again, it is a new object), so the card could
    produce nothing."""
    face = parse_face(
        "Whenever one or more creature cards are put into your graveyard from anywhere, return "
        'those creature cards to your hand. They gain "{T}: Add {G}." until end of turn.',
        "Creature — Elf Warrior",
        "Grove Warden",
    )
    assert kinds(face) == [(SourceKind.GRANTED, Mechanism.PRINTED, None)]
    assert could_produce([face]) == ()


def test_it_two_sentences_after_its_trigger_is_still_the_triggering_card() -> None:
    """ "Whenever this creature attacks, you may pay {G}. If you do, you gain 1 life. It
    gains ...": the sentences between name no object, so "it" is still the card the trigger
    named (the opening is found however many sentences back), and the quote is its own."""
    face = parse_face(
        "Whenever this creature attacks, you may pay {G}. If you do, you gain 1 life. It gains "
        '"{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Grove Warden",
    )
    assert could_produce([face]) == ("G",)


def test_a_counter_the_card_enters_with_reaches_it_when_a_color_the_type_line_cant_tell() -> None:
    """ "This creature enters with a growth counter on it. (A green creature with a growth
    counter on it has ...)": the card enters with the counter (614.1c); whether it is green
    the type line can't tell, a condition taken as met, so the ability is the card's."""
    face = parse_face(
        "This creature enters with a growth counter on it. (A green creature with a growth "
        'counter on it has "{T}: Add {G}.")',
        "Creature — Elf Druid",
        "Grove Warden",
    )
    assert kinds(face) == [(SourceKind.ACTIVATED, Mechanism.COUNTER, "growth counter")]
    assert could_produce([face]) == ("G",)


def test_it_after_a_delayed_trigger_whose_if_names_another_object_is_the_card() -> None:
    """ "At the beginning of the next end step, if this creature blocked another creature
    this turn, you gain 2 life. It gains ...": the delayed trigger (603.7) opens the
    sentence before; the objects its intervening "if" names (603.4) are the condition's,
    none an antecedent, so "it" is still the card and the quote its own."""
    face = parse_face(
        "{1}{G}: Draw a card. At the beginning of the next end step, if this creature blocked "
        'another creature this turn, you gain 2 life. It gains "{T}: Add {G}." until end of '
        "turn.",
        "Creature — Elf Druid",
        "Grove Warden",
    )
    assert could_produce([face]) == ("G",)


def test_it_after_a_sentence_whose_lowercase_as_long_as_names_the_card_is_its_subject() -> None:
    """ "Until end of turn, as long as you control an Elf and this creature is untapped,
    target land you control gains hexproof. It gains ...": the card is named only in the
    condition ("as long as", lowercase after a comma); the sentence's subject is the land,
    which "it" stands for, so the quote is not the card's."""
    face = parse_face(
        "{1}{G}: Until end of turn, as long as you control an Elf and this creature is "
        'untapped, target land you control gains hexproof. It gains "{T}: Add {G}." until '
        "end of turn.",
        "Creature — Elf Druid",
        "Grove Warden",
    )
    assert kinds(face) == [(SourceKind.GRANTED, Mechanism.PRINTED, None)]
    assert could_produce([face]) == ()


# -- referents and grammar: what the readers name, word by word (CR 603.2, 603.4) -------------


@pytest.mark.parametrize(
    ("text", "objects"),
    [
        # a subtype after "that" ends with its word; an object the next sentence names is
        # its own
        (
            "Untap that Elf. Then put a +1/+1 counter on target creature",
            ["that Elf", "target c"],
        ),
        # any subtype, whatever its first letter
        ("Exile that Zombie", ["that Zombie"]),
        # a hyphenated subtype is one word
        ("Put a +1/+1 counter on each Assembly-Worker", ["each Assembly-Worker"]),
    ],
)
def test_each_object_named_after_a_determiner_and_a_subtype_is_found_apart(
    text: str, objects: list[str]
) -> None:
    assert [m[0] for m in others_named(text)] == objects


def test_the_words_of_an_ability_are_those_of_its_last_line() -> None:
    """A keyword line with no period stays at the front of the next sentence; the ability's
    words are the last line's."""
    assert (
        ability_words("Flying\nWhenever this creature attacks, untap it")
        == "Whenever this creature attacks, untap it"
    )


@pytest.mark.parametrize(
    ("sentence", "group"),
    [
        # any lowercase word before the kind's noun stays in the group
        (
            "Whenever a frozen land you control becomes untapped, it gains flying",
            "frozen land you control",
        ),
        # the object an attach event names is before the trigger's comma, not in the effect
        (
            "Whenever you attach an Equipment, draw a card. Then you may attach it to a creature "
            "you control, and it gains flying",
            None,
        ),
        # an ability word after a keyword line with no period (207.2c)
        (
            "Vigilance\nPack tactics — Whenever you attack with one or more Elves, they gain "
            "flying",
            "Elves you control",
        ),
        # a sentence that opens with an effect opens with no event
        (
            "Add {G}. Pack tactics — Whenever you attack with one or more Elves, they gain flying",
            None,
        ),
    ],
)
def test_the_triggering_group_is_read_from_the_event_the_sentence_opens_with(
    sentence: str, group: str | None
) -> None:
    assert triggering_group(sentence) == group


def test_an_object_a_trigger_names_by_a_hyphenated_word_and_a_subtype_is_one() -> None:
    """ "deals combat damage to a face-down Elf": an object the event names beside the card."""
    found = OBJECT_IN_EVENT.search(
        "Whenever this creature deals combat damage to a face-down Elf, "
    )
    assert found is not None and found[0] == "a face-down Elf"


@pytest.mark.parametrize(
    ("text", "conditions"),
    [
        # a hyphenated subtype in a list of the condition
        (
            "If you control a Goblin, an Assembly-Worker, or a Kobold, it gains flying.",
            ["If you control a Goblin, an Assembly-Worker, or a Kobold,"],
        ),
        # the condition ends before an effect that is a verb and a number
        ("If you control a Forest, scry 2, and untap target land.", ["If you control a Forest,"]),
    ],
)
def test_a_condition_runs_to_the_comma_that_ends_it_past_the_commas_of_a_list(
    text: str, conditions: list[str]
) -> None:
    assert [m[0] for m in IN_CONDITION.finditer(text)] == conditions


def test_what_the_part_of_the_text_an_ability_is_in_makes_the_card():
    """A leveler's ranges exclude each other (711.2a): "LEVEL 3+" has none of what "LEVEL
    1-2" makes the card; a Class's levels add up (716.2a); a station threshold below the one
    its reminder names makes it no creature; a trigger on another object's attack makes
    nothing."""
    leveler = (
        "Level up {1}\nLEVEL 1-2\nThis creature is an artifact in addition to its other types.\n"
        '2/2\nLEVEL 3+\nNonartifact creatures you control have "{T}: Add {G}."\n4/4'
    )
    own = {"creature", "Elf"}
    assert made_as_it_applies(leveler, 3, "", "Elf", own, "Creature — Elf") == {"artifact"}
    assert made_as_it_applies(leveler, 6, "", "Elf", own, "Creature — Elf") == frozenset()
    klass = (
        "{1}: Level 2\nThis Class is a 2/2 Elf creature in addition to its other types.\n"
        "{2}: Level 3\nCreatures you control get +1/+1."
    )
    assert made_as_it_applies(
        klass, 4, "", None, {"enchantment", "Class"}, "Enchantment — Class"
    ) == {
        "creature",
        "Elf",
    }
    station = "Station (... It's an artifact creature at 6+.)\nSTATION 3+\nFlying\nSTATION 6+\n3/3"
    ship = ({"artifact", "Spacecraft"}, "Artifact — Spacecraft")
    assert made_as_it_applies(station, 2, "", None, *ship) == frozenset()
    assert made_as_it_applies(station, 4, "", None, *ship) == {"artifact", "creature"}
    vehicle = ({"artifact", "Vehicle"}, "Artifact — Vehicle")
    for event, made in (
        ("Whenever this Vehicle attacks, ", {"creature"}),
        ("Whenever this Vehicle becomes crewed, ", {"creature"}),
        ("Whenever another Vehicle you control attacks, ", set()),
        ("Whenever this Vehicle becomes tapped, ", set()),
    ):
        assert made_as_it_applies(event, 0, event, None, *vehicle) == made, event


def test_a_group_holds_the_card_in_one_of_its_states_at_once():
    """`states`: a group that names a type and excludes another holds the card only where
    one state has both, each change with all it gives at once ("becomes a 3/3 creature with
    all creature types": a creature that is every creature type), a change that sets the
    card's types without the ones it takes away (205.1a)."""
    hollow = CardTraits.read(
        "Land",
        "{2}: This land becomes a 3/3 creature with all creature types until end of turn. "
        "It's still a land.",
    )
    assert len(hollow.states()) == 2  # as printed, and with its one change
    assert all(state.exact and not state.has_states for state in hollow.states())
    assert belongs_to("Creatures you control", hollow) is True
    assert belongs_to("Creatures you control that aren't Elves", hollow) is False
    assert belongs_to("Non-Elf lands you control", hollow) is True
    licid = CardTraits.read(
        "Creature — Licid",
        "{G}, {T}: This creature loses this ability and becomes an Aura enchantment with "
        "enchant creature.",
    )
    assert belongs_to("Noncreature enchantments you control", licid) is True
    assert belongs_to("Noncreature Auras you control", licid) is True
    assert belongs_to("Noncreature artifacts you control", licid) is False
    plain = CardTraits.read("Creature — Elf", "Flying")
    assert not plain.has_states
    assert plain.states() == (replace(plain, exact=True),)


def test_a_clause_that_excludes_a_type_the_card_lacks_holds_it_surely():
    """ "Creatures you control that aren't Elves": a Goblin is surely one (none of the
    clause's items fits it), whatever state it is in; an Elf is surely none."""
    from pipeline.abilities.owners import surely_one_of

    goblin = CardTraits.read("Creature — Goblin Shaman", "")
    assert surely_one_of("Creatures you control that aren't Elves", goblin) is True
    assert surely_one_of("Creatures you control that aren't Elves", ELF) is False


def test_an_other_inside_a_list_leaves_the_card_out_of_its_own_item():
    """ "Elves, Druids, and other Rangers you control": "other" is of the last item only,
    and leaves the card out of it (a Ranger is no "other Ranger" of its own), so a Human
    Ranger is in none of the items."""
    ranger = CardTraits.read("Creature — Human Ranger", "")
    assert belongs_to("Elves, Druids, and other Rangers you control", ranger) is False


def test_an_exception_of_two_capitalised_words_is_one_item():
    """ "Creatures you control other than Elf Zombies": the exception is Elf Zombies, so an
    Elf Druid is in the group, an Elf Zombie is not."""
    text = 'Creatures you control other than Elf Zombies have "{T}: Add {G}."'
    group = "Creatures you control other than Elf Zombies"
    druid = CardTraits.read("Creature — Elf Druid", text, "Grove Warden")
    zombie = CardTraits.read("Creature — Elf Zombie", text, "Grove Warden")
    assert belongs_to(group, druid) is True
    assert belongs_to(group, zombie) is False


def test_a_card_that_is_none_of_a_defined_word_is_surely_not_in_its_group():
    """ "Outlaws you control ... (Assassins, Mercenaries, Pirates, Rogues, and Warlocks are
    outlaws.)": an Elf Druid is surely none of them (False, not "can't tell")."""
    card = CardTraits.read(
        "Creature — Elf Druid",
        'Outlaws you control have "{T}: Add {B}." (Assassins, Mercenaries, Pirates, Rogues, '
        "and Warlocks are outlaws.)",
    )
    assert belongs_to("Outlaws you control", card) is False


def test_a_quote_that_describes_a_group_is_put_back_into_its_name():
    """'Lands you control that have "{T}: Add {C}." also have ...': the group's name keeps
    the quote that describes its members, not the mask the parser read it through."""
    holder = holder_of_quote(
        'Lands you control that have "{T}: Add {C}." also have ',
        "this creature",
        creates_token=False,
    )
    assert holder == Holder(Owner.GROUP, 'Lands you control that have "{T}: Add {C}."')


@pytest.mark.parametrize(
    ("before", "holder"),
    [
        # capitalised words, the last a plural: a group, however many words come before it
        ("Elf Druid Warriors have ", Holder(Owner.GROUP, "Elf Druid Warriors")),
        # the last word ends in "ss": one object's name, whatever the words before it
        ("Sylvan High Priestess gains ", Holder(Owner.OTHER, "Sylvan High Priestess")),
    ],
)
def test_the_last_of_several_capitalised_words_tells_a_group_from_a_name(before, holder):
    """ "Elf Druid Warriors have": the last word of a subject of capitalised words decides
    whether it is a plural (a group) or a name (one object)."""
    assert holder_of_quote(before, "this creature", creates_token=False) == holder


def test_a_copy_put_onto_the_battlefield_is_named_in_its_own_clause():
    """ "Put a +1/+1 counter on this creature, then put a creature card from your hand onto
    the battlefield as a copy of ...": the copy is the creature card, not the card the
    clause before named."""
    from pipeline.abilities.owners import copy_subject

    before = (
        "Put a +1/+1 counter on this creature, then put a creature card from your hand onto "
        "the battlefield as a copy of "
    )
    assert copy_subject(before, "this creature") == "a creature card from your hand"


@pytest.mark.parametrize(
    "effect",
    [
        "Exchange control of this creature and target creature. "
        "Tap each creature an opponent controls. ",
        "Exchange control of this creature and target creature, "
        "then tap each creature an opponent controls. ",
    ],
)
def test_an_exchange_with_a_creature_of_anyone_does_not_surely_take_the_card(effect):
    """ "Exchange control of this creature and target creature": the target may be your own
    (the exchange then does nothing, 701.12b), so the card stays in "Elves you control"; an
    opponent named in a later clause or sentence is no part of the exchange."""

    def names_card(words: str) -> bool:
        return words.lower() == "this creature"

    args = (
        "When this creature enters, ",
        effect,
        names_card,
        "Grove Warden",
        "Creature — Elf Druid",
    )
    assert effect_takes_itself_away(*args, lambda group: None, group="Elves you control") is False


def test_they_and_other_subjects_after_a_trigger_naming_the_card_with_a_kind():
    """ "Whenever this creature and at least one other Goblin attack, untap those Goblins.
    Target creature gains ...": only "they" or "those Goblins" stands for the Goblins the
    trigger named with the card; another subject (a target) is its own."""
    before = (
        "Whenever this creature and at least one other Goblin attack, untap those Goblins. "
        "Target creature gains "
    )
    holder = holder_of_quote(before, "this creature", creates_token=False)
    assert holder == Holder(Owner.OTHER, "Target creature")


def test_both_creatures_stand_for_the_objects_of_the_sentence_just_before():
    """ "When this creature enters, it fights up to one target creature you don't control.
    Then tap two target creatures. Both creatures gain ...": "both" are the two targets the
    sentence just before named, not the card an earlier sentence named."""
    before = (
        "When this creature enters, it fights up to one target creature you don't control. "
        "Then tap two target creatures. Both creatures gain "
    )
    holder = holder_of_quote(before, "this creature", creates_token=False)
    assert holder == Holder(Owner.OTHER, "Both creatures")


def test_they_after_every_member_of_a_group_stands_for_the_group():
    """ "Untap every Elf you control. They gain ...": "every", as "each" and "all", names a
    whole group, which "they" in the next sentence stands for."""
    before = "{2}{G}: Untap every Elf you control. They gain "
    holder = holder_of_quote(before, "this creature", creates_token=False)
    assert holder == Holder(Owner.GROUP, "every Elf you control")


@pytest.mark.parametrize(
    ("before", "group"),
    [
        ("When this creature enters, untap the other creatures you control. Until end of turn, "
         "they gain ", "the other creatures you control"),
        ("When this creature enters, untap other creatures you control. They gain ",
         "other creatures you control"),
        ("When this creature enters, untap creatures you control. They gain ",
         "creatures you control"),
        ("{1}{G}, {T}: Untap other tapped creatures you control. They gain ",
         "other tapped creatures you control"),
        ("Whenever this creature attacks, untap the other nontoken creatures you control. "
         "They gain ", "the other nontoken creatures you control"),
    ],
)  # fmt: skip
def test_they_after_the_other_members_of_a_group_keeps_the_other(before, group):
    """ "untap the other creatures you control. They gain ...": "they" stands for the
    group with its "other", which leaves the card out; it was read as "creatures you
    control", the card among them (probe jn73)."""
    holder = holder_of_quote(before, "this creature", creates_token=False)
    assert holder == Holder(Owner.GROUP, group)


def test_a_change_in_a_later_sentence_of_a_triggered_or_activated_line_is_no_static_one():
    """`always_applies` reads what opens the line, not only the change's own sentence: a
    trigger, a Saga's chapter or a cost before it makes the whole line one ability that
    works only then (603.1, 714.2b, 602.1), whatever its later sentences say."""
    change = "This creature is an artifact in addition to its other types."
    for opening in (
        "Whenever this creature attacks, draw a card.",
        "At the beginning of your upkeep, scry 1.",
        "{1}: Draw a card.",
        "II — Draw a card.",
    ):
        text = f"{opening} {change}"
        assert CardTraits.read("Creature — Elf", text).always == frozenset(), text
    # the same sentence after a static one is static
    assert CardTraits.read("Creature — Elf", f"Flying. {change}").always == {"artifact"}


def _produces(text: str, type_line: str, name: str = "Probe") -> str:
    return "".join(could_produce([parse_face(text, type_line, name)]))


def test_a_subtype_set_with_no_card_type_word_replaces_the_creature_types():
    """ "This creature becomes a Vampire until end of turn" sets its creature types (205.1a):
    a Human then is no Human, so a grant to creatures that aren't Humans reaches it; "in
    addition to its other types" keeps them (205.1b), and it stays a Human."""
    grant = 'Creatures you control that aren\'t Humans have "{T}: Add {B}."'
    sets = f"{{2}}{{B}}: This creature becomes a Vampire until end of turn.\n{grant}"
    keeps = (
        "{2}{B}: This creature becomes a Vampire in addition to its other types until end of "
        f"turn.\n{grant}"
    )
    assert _produces(sets, "Creature — Human Noble") == "B"
    assert _produces(keeps, "Creature — Human Noble") == ""


def test_a_change_that_always_sets_a_creature_type_takes_the_printed_ones_for_good():
    """ "Creatures you control are Spirits." always applies, setting the card's creature types
    (205.1a, 613.1d): on the battlefield this Human Cleric is a Spirit and no Human."""
    statics = "Creatures you control are Spirits.\n"
    line = "Creature — Human Cleric"
    assert _produces(f'{statics}Humans you control have "{{T}}: Add {{W}}."', line) == ""
    assert _produces(f'{statics}Spirits you control have "{{T}}: Add {{W}}."', line) == "W"
    assert (
        _produces(f'{statics}Non-Human creatures you control have "{{T}}: Add {{W}}."', line) == "W"
    )
    traits = CardTraits.read(line, statics)
    assert traits.subtypes == frozenset()  # Human and Cleric: both creature types
    assert traits.always == {"Spirits"}


def test_a_land_type_set_by_is_for_a_while_takes_the_others():
    """ "As long as it's your turn, this land is a Mountain" sets its land type (305.7): a
    Forest then is no Forest, one of "Lands you control that aren't Forests" an ability's
    effect names as it resolves; a static of its own text, lost then, never reaches it."""
    change = "As long as it's your turn, this land is a Mountain.\n"
    grant = 'Lands you control that aren\'t Forests gain "{T}: Add {U}." until end of turn.'
    assert _produces(f"{change}{{1}}: {grant}", "Land — Forest") == "URG"
    static = 'Lands you control that aren\'t Forests have "{T}: Add {U}."'
    assert _produces(f"{change}{static}", "Land — Forest") == "RG"


def test_a_type_change_of_a_group_named_with_a_state_or_a_relative_clause_is_read():
    """A group change's group may carry a participle, a relative clause or "with"
    ("Attacking creatures you control are Berserkers ..."): the card gets the types where it
    may be one of them, a state taken as met, never always (the card may not attack)."""
    berserkers = (
        "Attacking creatures you control are Berserkers in addition to their other types.\n"
    )
    line = "Creature — Human Warrior"
    assert _produces(f'{berserkers}Berserkers you control have "{{T}}: Add {{R}}."', line) == "R"
    assert (
        _produces(
            f'{berserkers}Creatures you control that aren\'t Berserkers have "{{T}}: Add {{R}}."',
            line,
        )
        == "R"
    )
    knights = (
        "Each creature you control that's a Human is a Knight in addition to its other types.\n"
    )
    grant = 'Knights you control have "{T}: Add {W}."'
    assert _produces(f"{knights}{grant}", "Creature — Human Soldier") == "W"
    assert _produces(f"{knights}{grant}", "Creature — Elf Soldier") == ""


def test_a_choice_of_a_creature_type_is_any_type_or_none_of_its_own():
    """ "becomes the creature type of your choice" (205.1a): the card may be an Elf then, or
    no longer the Elf it was; with "in addition to its other types" it stays one."""
    choice = "{1}: This creature becomes the creature type of your choice until end of turn.\n"
    kept = (
        "{1}: This creature becomes the creature type of your choice in addition to its other "
        "types until end of turn.\n"
    )
    not_elves = 'Non-Elf creatures you control have "{T}: Add {G}."'
    goblins = 'Goblins you control have "{T}: Add {R}."'
    assert _produces(choice + not_elves, "Creature — Elf Rogue") == "G"
    assert _produces(kept + not_elves, "Creature — Elf Rogue") == ""
    assert _produces(choice + goblins, "Creature — Elf Rogue") == "R"


def test_it_in_the_sentence_after_a_triggers_object_is_that_object():
    """ "Whenever a creature you control enters, tap it. It becomes a Scout ...": "It" is the
    object the trigger's sentence called "it", which the card entering may be (603.2); not
    where the event leaves the card out ("another creature")."""
    grant = '\nScouts you control have "{T}: Add {G}."'
    change = "tap it. It becomes a Scout in addition to its other types until end of turn."
    line = "Creature — Human Ranger"
    assert _produces(f"Whenever a creature you control enters, {change}{grant}", line) == "G"
    assert _produces(f"Whenever another creature you control enters, {change}{grant}", line) == ""


def test_a_trigger_object_change_reaches_a_vehicle_that_may_be_crewed():
    """A Vehicle crewed is an artifact creature (702.122a), so it may be "a creature you
    control" that attacks, and the trigger's change is one it may get."""
    text = (
        "Whenever a creature you control attacks, it becomes a Pirate in addition to its other "
        'types until end of turn.\nPirates you control have "{T}: Add {U}."\nCrew 2'
    )
    assert _produces(text, "Artifact — Vehicle") == "U"
    assert _produces(text.replace("\nCrew 2", ""), "Artifact — Vehicle") == ""


def test_an_abilitys_step_that_takes_every_creature_type_comes_before_its_grant():
    """ "Whenever this creature attacks, it loses all creature types until end of turn. Elves
    you control gain ...": the grant applies after the loss (608.2c), to no Elf the card is."""
    text = (
        "Whenever this creature attacks, it loses all creature types until end of turn. Elves "
        'you control gain "{T}: Add {G}." until end of turn.'
    )
    assert _produces(text, "Creature — Elf Scout") == ""
    assert (
        _produces(
            text.replace("it loses all creature types", "it gets +1/+0"), "Creature — Elf Scout"
        )
        == "G"
    )


@pytest.mark.parametrize(
    ("sentence", "group"),
    [
        ("Whenever a creature attacks you, it", "creature an opponent controls"),
        ("Whenever a creature deals combat damage to you, it", "creature an opponent controls"),
        ("Whenever a creature you control attacks, it", "creature you control"),
    ],
)
def test_an_object_that_attacks_you_is_an_opponents(sentence, group):
    """A creature that attacks you or deals combat damage to you is an opponent's (508.1b):
    a trigger's "it" then never stands for the card."""
    assert triggering_group(sentence) == group


def test_a_land_type_a_change_always_replaces_gives_no_ability():
    """ "Lands you control are Islands" on a Forest: on the battlefield it is an Island and
    no Forest, so it has "{T}: Add {U}." and not its printed type's "{T}: Add {G}." (305.7);
    "Nonbasic lands are Mountains" names every player's nonbasic land, this one too."""
    islands = parse_face("Lands you control are Islands.", "Land — Forest", "Test Marsh")
    assert could_produce([islands]) == ("U",)
    own = [r.via for r in islands.mana if r.source_kind == SourceKind.INTRINSIC]
    assert own == ["Lands you control"]  # no row via "Forest"
    moon = parse_face("Nonbasic lands are Mountains.", "Land — Forest Island", "Test Tropics")
    assert could_produce([moon]) == ("R",)
    kept = parse_face(
        "Lands you control are Islands in addition to their other types.", "Land — Forest", "T"
    )
    assert could_produce([kept]) == ("U", "G")


def test_a_group_step_before_a_grant_changes_what_the_card_is_as_the_grant_applies():
    """ "{2}: Creatures you control become Zombies until end of turn. Humans you control gain
    ...": the first step makes the card a Zombie and no Human before the grant (608.2c,
    205.1a); with "in addition to their other types" it stays a Human."""
    grant = ' Humans you control gain "{T}: Add {W}." until end of turn.'
    sets = "{2}: Creatures you control become Zombies until end of turn." + grant
    keeps = (
        "{2}: Creatures you control become Zombies in addition to their other types until end"
        " of turn." + grant
    )
    assert _produces(sets, "Creature — Human Cleric") == ""
    assert _produces(keeps, "Creature — Human Cleric") == "W"


def test_a_subject_listing_the_card_first_with_others_changes_the_card():
    """ "This creature and up to one other target creature you control each become Zombies
    until end of turn": the card is one of the subject, so it is a Zombie then (and no
    Human, 205.1a); a subject of other objects only does not change it."""
    grant = '\nZombies you control have "{T}: Add {B}."'
    line = "Creature — Human Warrior"
    listed = "{1}{B}: This creature and up to one other target creature you control each become"
    assert _produces(f"{listed} Zombies until end of turn.{grant}", line) == "B"
    others = "{1}{B}: Up to two other target creatures you control each become"
    assert _produces(f"{others} Zombies until end of turn.{grant}", line) == ""


def test_a_tokens_static_type_change_reaches_the_card_as_a_state():
    """A token the card creates with "Creatures you control are every creature type." makes
    the card every creature type while the token is there (613.1d), a state taken as met:
    a grant to Elves reaches it; never what it always is, so a grant to non-Elves does too."""
    token = (
        "When this creature enters, create a 2/2 blue Shapeshifter creature token with "
        'changeling and "Creatures you control are every creature type."\n'
    )
    line = "Creature — Human Wizard"
    assert _produces(token + 'Elves you control have "{T}: Add {G}."', line) == "G"
    assert _produces(token + 'Non-Elf creatures you control have "{T}: Add {G}."', line) == "G"
    alone = "When this creature enters, create a 2/2 blue Shapeshifter creature token.\n"
    assert _produces(alone + 'Elves you control have "{T}: Add {G}."', line) == ""


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        pytest.param(
            "{T}: This creature deals 1 damage to you.\nWhenever a creature deals damage to "
            "you, it becomes a Spirit in addition to its other types until end of turn.\n"
            'Spirits you control have "{T}: Add {W}."',
            "Creature — Human Monk",
            "W",
            id="damage to you, not combat damage: the card's own ability may deal it",
        ),
        pytest.param(
            "Max speed — Creatures you control are Zombies.\n"
            'Elves you control have "{T}: Add {G}."',
            "Creature — Elf Pilot",
            "G",
            id="max speed is a condition: the change is a state, not always",
        ),
        pytest.param(
            "{5}: This creature becomes a 5/5 Giant Warrior creature until end of turn.\n"
            'Non-Warrior creatures you control have "{T}: Add {C}."',
            "Creature — Human Warrior",
            "",
            id="each subtype before the card type: always a Warrior",
        ),
        pytest.param(
            "This creature is an Angel with flying, vigilance, and lifelink in addition to its "
            'other types.\nElves you control have "{T}: Add {G}."',
            "Creature — Elf Cleric",
            "G",
            id="a list's last 'and' is no clause of its own: it keeps its types",
        ),
        pytest.param(
            "Creatures you control lose all creature types.\n"
            'Elves you control have "{T}: Add {G}."',
            "Creature — Elf Shaman",
            "",
            id="a static loss of every creature type is for good",
        ),
        pytest.param(
            "Islands you control are Swamps.",
            "Land — Plains Island",
            "B",
            id="the change's own group judged as printed (613.6)",
        ),
        pytest.param(
            "Landfall — Whenever a land you control enters, tap target land an opponent "
            "controls. Then it becomes a Swamp until end of turn.",
            "Land — Forest",
            "G",
            id="'Then it' after a target land is that land, not the trigger's",
        ),
        pytest.param(
            "{1}: This creature becomes a Spirit until end of turn, and creatures you control "
            "become Spirits in addition to their other types until end of turn.\n"
            'Non-Human creatures you control have "{T}: Add {W}."',
            "Creature — Human Cleric",
            "W",
            id="'in addition' in the next clause, of a group: the card's own is replaced",
        ),
        pytest.param(
            "This creature can't block unless you control a Swamp. Creatures you control are "
            'Zombies.\nElves you control have "{T}: Add {G}."',
            "Creature — Elf Warlock",
            "",
            id="a condition of the sentence before is none of a group change's",
        ),
        pytest.param(
            "Creatures you control have menace and are Zombies in addition to their other "
            'creature types.\nZombies you control have "{T}: Add {B}."',
            "Creature — Human Warlock",
            "B",
            id="'have menace and are Zombies': a group change after another step",
        ),
        pytest.param(
            "Artifact creatures you control lose all creature types.\n"
            'Elves you control have "{T}: Add {G}."',
            "Artifact Creature — Elf Construct",
            "",
            id="a group named with a modifier the type line has: a loss for good",
        ),
        pytest.param(
            "Whenever a creature you control attacks, it gains flying and becomes a Spirit in "
            'addition to its other types until end of turn.\nSpirits you control have "{T}: '
            'Add {W}."',
            "Creature — Human Soldier",
            "W",
            id="the trigger's 'it' is the subject of the second verb too",
        ),
        pytest.param(
            "Whenever a creature attacks a planeswalker you control, it becomes a Spirit in "
            'addition to its other types until end of turn.\nSpirits you control have "{T}: '
            'Add {W}."',
            "Creature — Human Soldier",
            "",
            id="a creature attacking your planeswalker is an opponent's",
        ),
        pytest.param(
            'When this creature enters, create a 2/2 black Zombie creature token with "Other '
            'creatures you control are Zombies in addition to their other types."\nZombies '
            'you control have "{T}: Add {B}."',
            "Creature — Human Warlock",
            "B",
            id="a token's 'Other creatures you control' include the card",
        ),
        pytest.param(
            "Nonartifact creatures you control lose all creature types.\n"
            'Elves you control have "{T}: Add {G}."',
            "Creature — Elf Druid",
            "",
            id="a 'non...' group the card surely is in: a loss for good",
        ),
        pytest.param(
            "Attacking creatures you control lose all creature types.\n"
            'Non-Elf creatures you control have "{T}: Add {C}."',
            "Creature — Elf Druid",
            "C",
            id="a group in a state: a loss as a state taken as met",
        ),
        pytest.param(
            "{2}: Until end of turn, this creature becomes a Beast and other creatures you "
            "control become Beasts in addition to their other types.\n"
            'Non-Elf creatures you control have "{T}: Add {C}."',
            "Creature — Elf Druid",
            "C",
            id="'and other creatures ... become' opens a clause of its own",
        ),
    ],
)
def test_the_seventh_and_eighth_rounds_edges(text, type_line, expected):
    """What probes he and hh found at the edges of the rules of subtype changes (205.1a,
    305.7, 613.6, 508.1b) and of "it" (608.2c): each answer as the rules give it."""
    assert _produces(text, type_line) == expected


def test_a_static_change_ends_with_its_line_where_its_only_period_is_a_quotes():
    """ "Artifacts you control are Foods ... and have "{2}, {T}, Sacrifice this artifact: You
    gain 3 life."": the line's only period is the quote's, and the next line's cost colon is
    none of this static change's; the card, an artifact, is always a Food (611.3a)."""
    text = (
        'Artifacts you control are Foods in addition to their other types and have "{2}, {T}, '
        'Sacrifice this artifact: You gain 3 life."\n{1}, {T}, Sacrifice a Food: Draw a card.'
    )
    assert CardTraits.read("Legendary Artifact Creature — Human Citizen", text).always == {"Food"}


def test_an_attack_trigger_names_the_card_by_a_name_with_commas():
    """ "Whenever Tom, Bert, and William attack": the card attacking is a creature (508.1a),
    so "noncreature artifacts you control" leaves it out as the grant applies."""
    text = (
        'Whenever Tom, Bert, and William attack, noncreature artifacts you control gain "{T}: '
        'Add {C}." until end of turn.\nCrew 3'
    )
    face = parse_face(text, "Legendary Artifact — Vehicle", "Tom, Bert, and William")
    assert could_produce([face]) == ()


def test_it_after_a_later_sentences_condition_is_the_triggers_object():
    """ "Whenever a creature you control enters, you may pay {1}. If you do, it becomes a
    Spirit ...": nothing since the trigger names another object, so "it" is the entering
    creature, the card too (603.2); not after "create a token", which names one."""
    grant = '\nSpirits you control have "{T}: Add {W}."'
    change = "If you do, it becomes a Spirit in addition to its other types until end of turn."
    line = "Creature — Human Wizard"
    pay = f"Whenever a creature you control enters, you may pay {{1}}. {change}{grant}"
    assert _produces(pay, line) == "W"
    token = f"Whenever a creature you control enters, create a Food token. {change}{grant}"
    assert _produces(token, line) == ""


@pytest.mark.parametrize(
    ("text", "colorless"),
    [
        ("Devoid (This card has no color.)\nFlying", True),
        ("Devoid\nFlying", True),
        ("Flying, devoid", True),
        ("Ward {2}, devoid", True),
        # a line that opens with the word but is no keyword line (probe jx144)
        ("Devoid creature spells you cast cost {1} less to cast.", False),
        ("Flying\nOther colorless creatures you control get +1/+1.", False),
    ],
)
def test_only_a_devoid_keyword_line_makes_the_card_colorless(text, colorless):
    """Devoid makes the card colorless (702.114a) where it is a keyword of the card's own,
    on a keyword line; a sentence that begins with the word is about other spells."""
    assert CardTraits.read("Creature — Eldrazi", text).colorless is colorless


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        # a list of singular card types after "each": a card of any of them is a member
        ('Each artifact, creature, and land you control has "{T}: Add {C}."', "Artifact", ("C",)),
        (
            'Each artifact, enchantment, and land you control has "{T}: Add {W}."',
            "Enchantment Creature — Nymph",
            ("W",),
        ),
        (
            'Each artifact, enchantment, and land you control has "{T}: Add {W}."',
            "Creature — Elf",
            (),
        ),
        # a list of keywords in the condition is one condition, taken as met
        (
            'Creatures you control with flying, first strike, or trample have "{T}: Add {W}."',
            "Creature — Human Soldier",
            ("W",),
        ),
        (
            "Flying\nEach creature you control with flying, reach, or vigilance has"
            ' "{T}: Add {U}."',
            "Creature — Bird Wizard",
            ("U",),
        ),
        (
            'Creatures you control without flying, reach, or trample have "{T}: Add {G}."',
            "Creature — Elf",
            ("G",),
        ),
        # every creature type for a while, a state taken as met (702.73a); but no battle type
        (
            "{2}: Until end of turn, this creature becomes every creature type.\nElves you"
            ' control have "{T}: Add {G}."',
            "Creature — Human Rogue",
            ("G",),
        ),
        ('Changeling\nSieges you control have "{T}: Add {R}."', "Creature — Shapeshifter", ()),
        (
            "{1}: Creatures you control become every creature type until end of turn.\nElves you"
            ' control have "{T}: Add {G}."',
            "Creature — Human Scout",
            ("G",),
        ),
        (
            "As long as this creature is attacking, it's every creature type.\nElves you control"
            ' have "{T}: Add {G}."',
            "Creature — Human Scout",
            ("G",),
        ),
        ('Changeling\nElves you control have "{T}: Add {R}."', "Creature — Shapeshifter", ("R",)),
        # a group made every creature type, any group the card may be in by its type line: a
        # subtype's, a state's; not one it can't be
        *(
            (
                f'{group} every creature type.\nElves you control have "{{T}}: Add {{G}}."',
                type_line,
                produced,
            )
            for group, type_line, produced in (
                ("Knights you control are", "Creature — Human Knight", ("G",)),
                ("Knights you control are", "Creature — Human Soldier", ()),
                ("Each Knight you control is", "Creature — Human Knight", ("G",)),
                ("Attacking creatures you control are", "Creature — Human Scout", ("G",)),
                ("Creatures you control that are enchanted are", "Creature — Human", ("G",)),
                ("Creatures your opponents control are", "Creature — Human Scout", ()),
                ("Equipped creature is", "Creature — Human Scout", ()),
                # the words before a group's noun and its relative clauses, as for grants
                ("Historic creatures you control are", "Legendary Creature — Human", ("G",)),
                ("Historic creatures you control are", "Creature — Human", ()),
                ("Artifact creatures you control are", "Artifact Creature — Golem", ("G",)),
                ("Each creature you control that isn't a Human is", "Creature — Merfolk", ("G",)),
                ("Each creature you control that isn't a Human is", "Creature — Human", ()),
                ("Colorless creatures you control are", "Creature — Human", ("G",)),
                (
                    "Creatures you control that were put onto the battlefield this turn are",
                    "Creature — Zombie",
                    ("G",),
                ),
                (
                    "Creatures you control that share a creature type with this creature are",
                    "Creature — Human",
                    ("G",),
                ),
            )
        ),
        # a token's own "This creature is every creature type" is the token's, not the card's
        (
            "When this creature enters, create a 2/2 blue Shapeshifter creature token with"
            ' "This creature is every creature type."\nElves you control have "{T}: Add {G}."',
            "Creature — Human Wizard",
            (),
        ),
        # an object a trigger's event names, which the card may be (603.2); "have it become"
        (
            "Whenever a creature you control attacks, it becomes every creature type until end"
            ' of turn.\nElves you control have "{T}: Add {G}."',
            "Creature — Human Scout",
            ("G",),
        ),
        (
            "Whenever a land you control becomes tapped, it becomes every creature type until"
            ' end of turn.\nElves you control have "{T}: Add {G}."',
            "Creature — Human Scout",
            (),
        ),
        # "they" after an event of several objects: those objects (603.2), whoever controls
        # them as the event says
        (
            "Whenever one or more creatures you control attack, they become every creature type"
            ' until end of turn.\nElves you control have "{T}: Add {G}."',
            "Creature — Human Scout",
            ("G",),
        ),
        (
            "Whenever one or more creatures you control attack, untap them. They become every"
            ' creature type until end of turn.\nElves you control have "{T}: Add {G}."',
            "Creature — Human Scout",
            ("G",),
        ),
        (
            "Whenever one or more creatures your opponents control attack, they become every"
            ' creature type until end of turn.\nElves you control have "{T}: Add {G}."',
            "Creature — Human Scout",
            (),
        ),
        (
            "When this creature enters, you may have it become every creature type until end of"
            ' turn.\nElves you control have "{T}: Add {G}."',
            "Creature — Human Scout",
            ("G",),
        ),
        # a creature type "with all creature types" is every one (205.3m, 702.73a)
        (
            "{1}{U}: This creature becomes a Shapeshifter with all creature types until end of"
            ' turn.\nMerfolk you control have "{T}: Add {U}."',
            "Creature — Human Wizard",
            ("U",),
        ),
        (
            "{1}{U}: This creature becomes a Shapeshifter until end of turn.\nMerfolk you"
            ' control have "{T}: Add {U}."',
            "Creature — Human Wizard",
            (),
        ),
        # a list of quotes with its commas inside them: one holder, every ability of it
        (
            'Slivers you control have "{T}: Add {B}," "{T}: Add {R}," and "{T}: Add {G}."',
            "Legendary Creature — Sliver",
            ("B", "R", "G"),
        ),
        (
            'Other Slivers you control have "{T}: Add {B}," "{T}: Add {R}," and "{T}: Add {G}."',
            "Creature — Sliver",
            (),
        ),
        # a strict comparison with the card's own power leaves it out, in "whose ... is" too
        (
            "Each creature you control whose power is less than this creature's power has"
            ' "{T}: Add {G}."',
            "Creature — Giant Druid",
            (),
        ),
        (
            "Each creature you control whose power is less than or equal to this creature's"
            ' power has "{T}: Add {G}."',
            "Creature — Giant Druid",
            ("G",),
        ),
        # "Commanders you control": a legendary creature may be one (903.3)
        ('Commanders you control have "{T}: Add {W}."', "Legendary Creature — Human Noble", ("W",)),
        ('Commanders you control have "{T}: Add {W}."', "Creature — Human Knight", ()),
        # both participles are states a member may have
        (
            'Enchanted and equipped creatures you control have "{T}: Add {W}."',
            "Creature — Human Knight",
            ("W",),
        ),
        # a relative clause's "non..." with its card type: both words
        (
            'Each permanent you control that\'s a noncreature artifact has "{T}: Add {C}."',
            "Enchantment",
            (),
        ),
        (
            'Each permanent you control that\'s a noncreature artifact has "{T}: Add {C}."',
            "Artifact",
            ("C",),
        ),
    ],
)
def test_the_twenty_sixth_sessions_group_edges(text, type_line, expected):
    """Whether the card is one of the group a grant names (docs/rules.md, grants to a group)."""
    assert could_produce([parse_face(text, type_line, "Test Card")]) == expected


@pytest.mark.parametrize(
    ("text", "type_line", "could"),
    [
        # "your creatures" is "creatures you control" (110.2): the card among them
        (
            'When this creature enters, untap your creatures. Each of them gains "{T}: Add'
            ' {G}." until end of turn.',
            "Creature — Elf Bard",
            ("G",),
        ),
        # with a quality after the plural, as after "you control"; a list; qualities before
        ('Your Plants and Treefolk have "{T}: Add {G}."', "Creature — Plant", ("G",)),
        ('Your Plants and Treefolk have "{T}: Add {G}."', "Creature — Human", ()),
        # a subtype whose plural has no "s"; a distributive "each"
        ('Your Merfolk have "{T}: Add {U}."', "Creature — Merfolk Wizard", ("U",)),
        (
            'When this creature enters, your Zombies each gain "{T}: Add {B}." until end of turn.',
            "Creature — Zombie",
            ("B",),
        ),
        ('Your Treefolk have "{T}: Add {G}."', "Creature — Elf", ()),
        # a list of three after "your"
        ('Your Goblins, Kobolds, and Orcs have "{T}: Add {R}."', "Creature — Goblin", ("R",)),
        ('Your Kobolds, Elves, and Orcs have "{T}: Add {R}."', "Creature — Goblin", ()),
        (
            'When this creature enters, untap your legendary creatures. Each of them gains "{T}:'
            ' Add {G}." until end of turn.',
            "Legendary Creature — Elf",
            ("G",),
        ),
        ('Flying\nYour creatures with flying have "{T}: Add {U}."', "Creature — Bird", ("U",)),
        ('Your creatures that are Treefolk have "{T}: Add {G}."', "Creature — Treefolk", ("G",)),
        ('Your creatures that are Treefolk have "{T}: Add {G}."', "Creature — Elf", ()),
        (
            'When this creature enters, untap your lands. They gain "{T}: Add {G}." until end'
            " of turn.",
            "Creature — Elf Bard",
            (),
        ),
        (
            "When this creature enters, untap your opponents' creatures. They gain \"{T}: Add"
            ' {G}." until end of turn.',
            "Creature — Elf Bard",
            (),
        ),
        # as the group a type change names, every creature type included, and the objects
        # of a trigger's event ("one or more of your creatures")
        (
            'Your creatures are every creature type.\nElves you control have "{T}: Add {G}."',
            "Creature — Human",
            ("G",),
        ),
        (
            'Your other creatures are every creature type.\nElves you control have "{T}: Add {G}."',
            "Creature — Human",
            (),
        ),
        (
            "Whenever you attack, your attacking creatures become every creature type until end"
            ' of turn.\nElves you control have "{T}: Add {G}."',
            "Creature — Human",
            ("G",),
        ),
        (
            "Your creatures are Elves in addition to their other types.\nElves you control have"
            ' "{T}: Add {G}."',
            "Creature — Human",
            ("G",),
        ),
        (
            'Whenever one or more of your creatures attack, they gain "{T}: Add {R}." until end'
            " of turn.",
            "Creature — Human Warrior",
            ("R",),
        ),
        (
            'Whenever one or more of your other creatures attack, they gain "{T}: Add {R}."'
            " until end of turn.",
            "Creature — Human Warrior",
            (),
        ),
    ],
)
def test_a_group_named_by_your_holds_the_card_where_its_type_does(text, type_line, could):
    """A player's permanents named by "your" ("untap your creatures") are that player's
    group, the card in it where it is of its kind; "your opponents'" are theirs."""
    assert could_produce([parse_face(text, type_line, "Test Herald")]) == could


@pytest.mark.parametrize(
    ("text", "could", "leads"),
    [
        # a land type set, no other kept: the card's own {C} is lost (305.7)
        ("{T}: Add {C}.\nYour lands are Islands.", ("U",), ("U",)),
        ("{T}: Add {C}.\nYour lands are Islands in addition to their other types.", ("U", "C"),
         ("U", "C")),
        ("{T}: Add {C}.\nYour other lands are Islands in addition to their other types.",
         ("C",), ("U", "C")),
        ("{T}: Add {C}.\nEach of your lands is an Island in addition to its other types.",
         ("U", "C"), ("U", "C")),
        ("{T}: Add {C}.\n{2}, {T}: Your lands each become Islands in addition to their other "
         "types until end of turn.", ("U", "C"), ("U", "C")),
        ("{T}: Add {C}.\nYour lands other than Caves, Deserts, or Spheres are Islands in "
         "addition to their other types.", ("U", "C"), ("U", "C")),
        # "all of your", "each of the", "all of the" lands, and every land there is (probe qr)
        ("{T}: Add {C}.\nAll of your lands are Islands.", ("U",), ("U",)),
        ("{T}: Add {C}.\nEach of the lands you control is an Island.", ("U",), ("U",)),
        ("{T}: Add {C}.\nAll of the lands you control are Islands in addition to their other "
         "types.", ("U", "C"), ("U", "C")),
        ("{T}: Add {C}.\nAll lands on the battlefield are Islands.", ("U",), ("U",)),
        ("{T}: Add {C}.\nEach land on the battlefield is an Island in addition to its other "
         "land types.", ("U", "C"), ("U", "C")),
        # another player's lands, by "of the": not the card's
        ("{T}: Add {C}.\nEach of the lands your opponents control is an Island.", ("C",),
         ("U", "C")),
        # any quantifier, relative clause or set-off exception (probes qs, qt)
        ("{T}: Add {C}.\nEvery land you control is an Island.", ("U",), ("U",)),
        ("{T}: Add {C}.\nEvery other land you control is an Island.", ("C",), ("U", "C")),
        ("{T}: Add {C}.\nEvery nonbasic land is an Island.", ("U",), ("U",)),
        ("{T}: Add {C}.\nLands you control, other than this land, are Islands.", ("C",),
         ("U", "C")),
        ("{T}: Add {C}.\nLands you control without counters on them are Islands.", ("U", "C"),
         ("U", "C")),
        ("{T}: Add {C}.\nNon-Plains lands you control are Islands.", ("U",), ("U",)),
        ("{T}: Add {C}.\nAll of your opponents' lands are Islands.", ("C",), ("U", "C")),
        ("{T}: Add {C}.\nAll your opponents' lands are Islands.", ("C",), ("U", "C")),
        # a target player may be you
        ("{T}: Add {C}.\nEach of target player's lands becomes an Island until end of turn.",
         ("U", "C"), ("U", "C")),
        # the card's own: not surely, as another player may control it ("you" owns none)
        ("{T}: Add {C}.\nLands you own are Islands.", ("U", "C"), ("U", "C")),
    ],
)  # fmt: skip
def test_lands_named_by_your_get_the_land_types_a_change_gives(text, could, leads):
    """ "Your lands are Islands" is "Lands you control are Islands" (110.2, 305.7): the card
    among them, but for "other"."""
    assert answers(text, "Land", "Test Hollow") == (could, leads)


@pytest.mark.parametrize(
    ("text", "type_line", "could"),
    [
        # the card is none of the items the clause denies: in the group
        ('Creatures you control that aren\'t Goblins, Rangers, or Wizards have "{T}: Add {G}."',
         "Creature — Elf Druid", ("G",)),
        ('Creatures you control other than Goblins, Rangers, or Wizards have "{T}: Add {G}."',
         "Creature — Elf Druid", ("G",)),
        # the card is one of them, first, in the middle or last: not
        ('Creatures you control that aren\'t Elves, Rangers, or Wizards have "{T}: Add {G}."',
         "Creature — Elf Druid", ()),
        ('Creatures you control that aren\'t Goblins, Elves, or Wizards have "{T}: Add {G}."',
         "Creature — Elf Druid", ()),
        ('Creatures you control other than Goblins, Rangers, or Elves have "{T}: Add {G}."',
         "Creature — Elf Druid", ()),
        # a land type change of such a group: set, keeping none of the card's own (305.7)
        ("{T}: Add {C}.\nLands you control that aren't Caves, Spheres, or Towns are Swamps.",
         "Land — Desert", ("B",)),
        ("{T}: Add {C}.\nLands you control other than Caves, Spheres, or Towns are Swamps.",
         "Land — Desert", ("B",)),
        ("{T}: Add {C}.\nLands you control that aren't Caves, Deserts, or Spheres are Swamps.",
         "Land — Desert", ("C",)),
        ("{T}: Add {C}.\nLands you control other than Caves, Deserts, or Spheres are Swamps.",
         "Land — Desert", ("C",)),
        # an exception set off by commas, a list of them too
        ("{T}: Add {C}.\nLands you control, except for Caves, are Mountains.", "Land — Desert",
         ("R",)),
        ("{T}: Add {C}.\nLands you control, except for Caves, Deserts, and Gates, are "
         "Mountains.", "Land", ("R",)),
        ("{T}: Add {C}.\nLands you control, except for Caves, Deserts, and Gates, are "
         "Mountains.", "Land — Desert", ("C",)),
        ('Creatures you control, except for Humans, Elves, and Dwarves, have "{T}: Add {W}."',
         "Creature — Orc Cleric", ("W",)),
        ('Creatures you control, except for Humans, Elves, and Dwarves, have "{T}: Add {W}."',
         "Creature — Elf Cleric", ()),
        ("{T}: Add {C}.\nLands you control, except for Deserts, are Mountains.", "Land — Desert",
         ("C",)),
        ("{T}: Add {C}.\nLands and creatures you control, except for Mountains, are Mountains "
         "in addition to their other types.", "Land", ("R", "C")),
        # ", and" before the last item; a list of items before the exception; a trigger's
        ("{T}: Add {C}.\nLands you control other than Caves, Deserts, and Spheres are Swamps.",
         "Land — Gate", ("B",)),
        ("{T}: Add {C}.\nCreatures and lands you control other than Caves, Deserts, or Spheres "
         "are Forests in addition to their other types.", "Land — Desert", ("C",)),
        ("{T}: Add {C}.\nCreatures and lands you control other than Caves, Deserts, or Spheres "
         "are Forests in addition to their other types.", "Land — Gate", ("G", "C")),
        ('Whenever a creature you control that isn\'t a Goblin, Ranger, or Wizard attacks, it '
         'gains "{T}: Add {U}." until end of turn.', "Creature — Human Soldier", ("U",)),
        ('Whenever a creature you control that isn\'t a Goblin, Ranger, or Wizard attacks, it '
         'gains "{T}: Add {U}." until end of turn.', "Creature — Goblin Soldier", ()),
    ],
)  # fmt: skip
def test_a_list_a_relative_clause_or_an_exception_denies_is_read_whole(text, type_line, could):
    """ "that aren't X, Y, or Z" and "other than X, Y, or Z" leave out every item of the list,
    not its first or its last only: the card is in the group where it is none of them."""
    assert could_produce([parse_face(text, type_line, "Test Card")]) == could


@pytest.mark.parametrize(
    ("text", "type_line", "could", "leads"),
    [
        # every player's: the card's controller one of them
        ("{T}: Add {C}.\nEach player's lands are Plains in addition to their other types.",
         "Land", ("W", "C"), ("W", "C")),
        ("{T}: Add {C}.\nLands each player controls are Plains in addition to their other "
         "types.", "Land", ("W", "C"), ("W", "C")),
        ('Each player\'s creatures have "{T}: Add {W}."', "Creature — Human", ("W",), ("W",)),
        # another player's: the lands change, the card is none of them
        ("{T}: Add {C}.\nYour opponents' lands are Swamps in addition to their other types.",
         "Land", ("C",), ("B", "C")),
        ("{T}: Add {C}.\n{2}, {T}: Target opponent's lands become Mountains until end of turn.",
         "Land", ("C",), ("R", "C")),
        ('Your opponents\' creatures have "{T}: Add {W}."', "Creature — Human", (), ("W",)),
        # the player an Aura enchants
        ("Enchant player\nEnchanted player's lands are Swamps.", "Enchantment — Aura Curse",
         (), ("B",)),
        # a player targeted or chosen may be the card's controller (115.1)
        ("{T}: Add {C}.\n{4}, {T}: Target player's lands become Plains until end of turn.",
         "Land", ("W", "C"), ("W", "C")),
        ("{T}: Add {C}.\n{2}, {T}: Each land target player controls becomes a Swamp until end "
         "of turn.", "Land", ("B", "C"), ("B", "C")),
        ('{T}: Target player\'s creatures gain "{T}: Add {R}." until end of turn.',
         "Creature — Human", ("R",), ("R",)),
        ('{1}: Creatures target player controls become every creature type until end of turn.'
         '\nElves you control have "{T}: Add {G}."', "Creature — Human", ("G",), ("G",)),
        # an object's controller: you, unless the text names the object another player's
        ("{T}: Add {C}.\n{2}, {T}: Tap target land. Its controller's lands become Swamps until "
         "end of turn.", "Land", ("B", "C"), ("B", "C")),
        ("{T}: Add {C}.\nWhenever a creature an opponent controls dies, its controller's lands "
         "become Mountains until end of turn.", "Land", ("C",), ("R", "C")),
        ("Enchant land\nEnchanted land's controller's lands are Forests in addition to their "
         "other types.", "Enchantment — Aura", (), ("G",)),
        ('Enchant land\nEnchantments enchanted land\'s controller controls have "{T}: Add {U}."',
         "Enchantment — Aura", ("U",), ("U",)),
        ('Enchant land an opponent controls\nEnchantments enchanted land\'s controller controls '
         'have "{T}: Add {U}."', "Enchantment — Aura", (), ("U",)),
        # whose object "its" is: the trigger's, not a condition's another player
        ("Whenever a creature you control attacks, if an opponent controls more creatures than "
         'you, creatures its controller controls gain "{T}: Add {G}." until end of turn.',
         "Creature — Elf", ("G",), ("G",)),
        ('Whenever a creature an opponent controls attacks, creatures its controller controls '
         'gain "{T}: Add {G}." until end of turn.', "Creature — Elf", (), ("G",)),
        # "that player" a creature deals combat damage to: an opponent (506.1)
        ("{T}: Add {G}.\nWhenever this creature deals combat damage to a player, that player's "
         "lands become Mountains until end of turn.", "Land Creature — Elemental", ("G",),
         ("R", "G")),
        # a land type after the possessive
        ("Each player's Plains are Swamps.", "Enchantment", (), ("B",)),
        ("({T}: Add {W}.)\nEach player's Plains are Swamps.", "Land — Plains", ("B",), ("B",)),
        # the player chosen: an opponent where the text chose one
        ('As this creature enters, choose an opponent.\nCreatures the chosen player controls '
         'have "{T}: Add {W}."', "Creature — Human", (), ("W",)),
        ('As this creature enters, choose a player.\nCreatures the chosen player controls '
         'have "{T}: Add {W}."', "Creature — Human", ("W",), ("W",)),
        ('As this creature enters, choose a player other than you.\nCreatures the chosen '
         'player controls have "{T}: Add {W}."', "Creature — Human", (), ("W",)),
        ('As this creature enters, choose another player.\nCreatures the chosen player '
         'controls have "{T}: Add {W}."', "Creature — Human", (), ("W",)),
        ('Creatures the player with the least life controls have "{T}: Add {B}."',
         "Creature — Human", ("B",), ("B",)),
        ('{T}: Add {C}.\nAs this land enters, choose an opponent and a player. Lands the chosen '
         'player controls have "{T}: Add {W}."', "Land", ("W", "C"), ("W", "C")),
        ('As this creature enters, choose one of your opponents.\nCreatures the chosen opponent '
         'controls have "{T}: Add {R}."', "Creature — Human", (), ("R",)),
        # the player an Aura enchants, or the enchanted object's controller: an opponent where
        # the enchant keyword says so (303.4a)
        ('Enchant opponent\nPermanents enchanted player controls have "{T}: Add {C}."',
         "Enchantment — Aura Curse", (), ("C",)),
        ('Enchant player\nPermanents enchanted player controls have "{T}: Add {C}."',
         "Enchantment — Aura Curse", ("C",), ("C",)),
        ("Enchant creature an opponent controls\nEnchanted creature's controller's permanents "
         'have "{T}: Add {C}."', "Enchantment — Aura", (), ("C",)),
        # "that player" after "enchanted player's upkeep": the enchanted player
        ("Enchant opponent\nAt the beginning of enchanted player's upkeep, enchantments that "
         'player controls gain "{T}: Add {B}." until end of turn.', "Enchantment — Aura Curse",
         (), ("B",)),
        ("Enchant player\nAt the beginning of enchanted player's upkeep, enchantments that "
         'player controls gain "{T}: Add {B}." until end of turn.', "Enchantment — Aura Curse",
         ("B",), ("B",)),
        # its owner may be you, whoever controls it (108.3)
        ("Enchant creature an opponent controls\nEnchantments enchanted creature's owner "
         'controls have "{T}: Add {U}."', "Enchantment — Aura", ("U",), ("U",)),
        # players who may be you, and one who is not
        ('Creatures up to one target player controls gain "{T}: Add {G}." until end of turn.',
         "Creature — Elf", ("G",), ("G",)),
        ('Creatures the monarch controls have "{T}: Add {W}."', "Creature — Human", ("W",),
         ("W",)),
        ("{T}: Add {C}.\nEach land a player other than you controls is a Swamp in addition to "
         "its other types.", "Land", ("C",), ("B", "C")),
        # every creature type for "that player" an opponent, and an opponent's object's
        # controller
        ('Whenever this creature deals combat damage to a player, creatures that player '
         'controls become every creature type until end of turn.\nGoblins you control have '
         '"{T}: Add {R}."', "Creature — Human", (), ("R",)),
        ("Whenever a creature an opponent controls enters, its controller's creatures gain "
         'changeling until end of turn.\nGoblins you control have "{T}: Add {R}."',
         "Creature — Human", (), ("R",)),
    ],
)  # fmt: skip
def test_a_group_named_by_a_players_possessive_is_that_players_permanents(
    text, type_line, could, leads
):
    """ "Each player's lands" are the lands each player controls, the card's among them;
    "Your opponents' lands", "Target opponent's lands" another player's (110.2): a grant
    or a type change reaches them, and the card where it is one of them."""
    assert answers(text, type_line, "Test Warden") == (could, leads)


def test_under_your_control_names_no_group_of_yours():
    """ "... for each nontoken creature that died under your control this turn. Those
    tokens have ...": "your control" is no group; the quote is the tokens' (Vile Redeemer)."""
    face = parse_face(
        "Devoid (This card has no color.)\nFlash\nWhen you cast this spell, you may pay {C}. If"
        " you do, create a 1/1 colorless Eldrazi Scion creature token for each nontoken"
        ' creature that died under your control this turn. Those tokens have "Sacrifice this'
        ' creature: Add {C}."',
        "Creature — Eldrazi",
        "Vile Redeemer",
    )
    assert [r.source_kind for r in face.mana] == [SourceKind.TOKEN]


# --- session 28 triage of referents-sample20-seed28-session28 ---


@pytest.mark.parametrize(
    ("text", "could", "leads"),
    [
        # the sentence before names a target last: "It" is that creature, not the card the
        # sentence before that untapped (the mutant reads past a sentence that names an object)
        ('{1}{G}: Untap this creature. Untap target creature you control. It gains "{T}: Add '
         '{G}." until end of turn.', (), ("G",)),
        # "It" whose subject is "it" ("It gets ...") stands for what that "it" stood for: the
        # object the sentence right before it named last, not the ability's first sentence's
        ('When this creature enters, untap it. Then untap target creature you control. It gets '
         '+1/+1 until end of turn. It gains "{T}: Add {G}." until end of turn.', (), ("G",)),
        ('{1}{G}: Untap target creature you control. Untap this creature. It gets +1/+1 until '
         'end of turn. It gains "{T}: Add {G}." until end of turn.', ("G",), ("G",)),
        # past a reflexive trigger's sentence only players act in ("When you do, scry 1."), "It"
        # goes on standing for the object the sentence before it named last: the card, not the
        # target the ability's first sentence tapped
        ("Whenever this creature attacks, tap target creature defending player controls. You "
         "may put a +1/+1 counter on this creature. When you do, scry 1. It gains "
         '"{T}: Add {G}{G}." until end of turn.', ("G",), ("G",)),
        # a card a player mills goes to a graveyard: no permanent "It" stands for, so "It" is
        # still the card the trigger named ("each player mills a card", lowercase "mills")
        ('Whenever this creature attacks, each player mills a card. It gains "{T}: Add {G}." '
         "until end of turn.", ("G",), ("G",)),
        # and so does a card a player draws (lowercase "draws": it goes to a hand)
        ('Whenever this creature attacks, each player draws a card. It gains "{T}: Add {G}." '
         "until end of turn.", ("G",), ("G",)),
        # and a card a player discards, to a graveyard too
        ('Whenever this creature attacks, each player discards a card. It gains "{T}: Add '
         '{G}." until end of turn.', ("G",), ("G",)),
        # an imperative keyword action on counters names no object (701.34), in lowercase
        # after the trigger's comma too
        ('Whenever this creature attacks, proliferate. It gains "{T}: Add {G}." until end of '
         "turn.", ("G",), ("G",)),
        # but a card a step took (discarded) that the next step puts onto the battlefield is
        # what "It" stands for after: a new permanent (400.7), not the card
        ("When this creature enters, discard a card. If it's a land card, return it to the "
         'battlefield. It gains "{T}: Add {G}." until end of turn.', (), ("G",)),
        # a token the sentence before creates is one object, "It" (111.1)
        ("When this creature enters, create a 1/1 green Saproling creature token. It gains "
         '"{T}: Add {G}." until end of turn.', (), ("G",)),
        # a target a relative clause describes by the card ("that shares a creature type with
        # this creature") is the object named last, not the card the clause names
        ("When this creature enters, put a +1/+1 counter on target creature that shares a "
         'creature type with this creature. It gains "{T}: Add {G}." until end of turn.', (),
         ("G",)),
        # past "Scry 1.", "It" goes on standing for the target the cost's ability named
        ('{T}: Target creature you control gets +1/+1 until end of turn. Scry 1. It gains '
         '"{T}: Add {W}." until end of turn.', (), ("W",)),
        # "seven target creatures" are several, whatever the number: "It" is none of them
        ('When this creature enters, tap seven target creatures. It gains "{T}: Add {G}." '
         "until end of turn.", ("G",), ("G",)),
    ],
)  # fmt: skip
def test_it_opening_a_sentence_stands_for_the_object_named_last_before_it(text, could, leads):
    """A pronoun subject stands for the subject of the sentence before, else the object that
    sentence's effect named last (docs/rules.md, "A pronoun subject ..."); a sentence only
    players act in (a reflexive "When you do, scry 1.", "each player mills a card": the card
    goes to a graveyard, 400.7) names none, and "It" goes on standing for what it stood for.
    Whether the card gains the quoted mana ability decides `could_produce`."""
    assert answers(text, "Creature — Elf Druid", "Test Druid") == (could, leads)


def test_that_player_after_a_target_player_may_be_you():
    """ "At the beginning of each opponent's upkeep, target player mills two cards. Lands that
    player controls ...": "that player" is the target player, the one the text named last
    before it, who may be the card's controller (115.1, docs/rules.md: a target or chosen
    player may be the card's controller), not the opponent of the upkeep: the card may become
    a Swamp."""
    assert answers(
        "{T}: Add {C}.\nAt the beginning of each opponent's upkeep, target player mills two "
        "cards. Lands that player controls become Swamps until end of turn.",
        "Land",
        "Test Warden",
    ) == (("B", "C"), ("B", "C"))


def test_it_after_a_trigger_naming_the_card_and_another_object_is_not_the_card():
    """ "Whenever this creature and another Elf you control attack, you gain 1 life. It gains
    ...": the event names another object beside the card (603.2), so "it" after a sentence
    only players act in is not the card alone (docs/rules.md: not an object the trigger
    names beside it); "they" after "put a +1/+1 counter on each of them" is the card among
    them, but this effect says no "them"."""
    assert answers(
        "Whenever this creature and another Elf you control attack, you gain 1 life. It gains "
        '"{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Test Druid",
    ) == ((), ("G",))


@pytest.mark.parametrize("trigger", ["When this creature enters", "Whenever this creature attacks"])
def test_it_second_in_a_compound_subject_after_a_trigger_is_the_card(trigger):
    """ "When this creature enters, another target creature you control and it each gain ...":
    "it", the second of a compound subject, is not the target it is joined to but the card
    the trigger named (docs/rules.md: "another target creature you control and this creature
    each gain ..." names the card as a second subject), after the trigger's comma too."""
    assert answers(
        f"{trigger}, another target creature you control and it each gain "
        '"{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Test Druid",
    ) == (("G",), ("G",))


def test_another_player_named_in_a_later_sentence_is_not_you():
    """ "Each player draws a card, then target player mills a card. Choose another player.
    Lands that player controls ...": "another player" is other than you (109.5); a player
    the sentence before named (target player) does not make it "another" than that one, as
    in "an opponent attacks another player", where both are in one sentence: the card is
    none of those lands."""
    assert answers(
        "{T}: Add {C}.\n{2}, {T}: Each player draws a card, then target player mills a card. "
        "Choose another player. Lands that player controls become Swamps until end of turn.",
        "Land",
        "Test Warden",
    ) == (("C",), ("B", "C"))


@pytest.mark.parametrize(
    ("sentence", "group"),
    [
        ("Whenever a creature you control with flying attacks, it gains flying",
         "creature you control"),
        ("Whenever a creature you control with power 4 or greater enters, it gains flying",
         "creature you control"),
        ("Whenever an Elf you control with a +1/+1 counter on it attacks, it gains flying",
         "Elf you control"),
        # a relative clause's kind with a hyphen ("that isn't a Power-Plant")
        ("Whenever a land you control that isn't a Power-Plant becomes tapped, it gains flying",
         "land you control that isn't a Power-Plant"),
        # "another" leaves the card out of the lands a player taps (602.2)
        ("Whenever you tap another land for mana, it gains flying", "another land you control"),
    ],
)  # fmt: skip
def test_a_trigger_objects_single_with_quality_is_read_past(sentence, group):
    """A quality after "with" that names no list ("with flying", "with power 4 or greater")
    is read past as a list of qualities is: the group is the kind and its controller, which
    the card may be in (a quality may change, 613)."""
    assert triggering_group(sentence) == group


def test_a_trigger_objects_with_quality_keeps_the_card_in_the_group():
    """ "Whenever a creature you control with power 4 or greater attacks, it gains ...": "it"
    is the attacking creature (603.2), which may be the card."""
    assert answers(
        "Whenever a creature you control with power 4 or greater attacks, it gains "
        '"{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Test Druid",
    ) == (("G",), ("G",))


def test_they_after_those_cards_is_the_card_among_them():
    """ "Exile this creature and up to one other target creature you control. Return those
    cards to the battlefield ... They gain ...": "those cards" stand for the cards the
    sentence before exiled, the card among them, and "They" for what "those cards" stood for
    (docs/rules.md: "they" after "those cards" or "them" that stood for them); the card
    returns as a new object (400.7) that the effect goes on to name."""
    assert answers(
        "{2}{W}: Exile this creature and up to one other target creature you control. Return "
        "those cards to the battlefield under their owners' control. They gain "
        '"{T}: Add {W}." until end of turn.',
        "Creature — Human Cleric",
        "Test Cleric",
    ) == (("W",), ("W",))


def test_they_after_those_cards_reads_the_sentence_right_before():
    """ "Tap target creature an opponent controls. Exile this creature and up to one other
    target creature you control. Return those cards ... They gain ...": "those cards" are
    the cards the sentence right before exiled, the card among them, not the creature the
    ability's first sentence tapped."""
    assert answers(
        "{2}{W}: Tap target creature an opponent controls. Exile this creature and up to one "
        "other target creature you control. Return those cards to the battlefield under their "
        'owners\' control. They gain "{T}: Add {W}." until end of turn.',
        "Creature — Human Cleric",
        "Test Cleric",
    ) == (("W",), ("W",))


@pytest.mark.parametrize(
    "effect",
    [
        "exile it and up to one other target creature you control. Return the exiled cards to "
        "the battlefield under their owners' control.",
        "exile it and up to one other target creature you control. Return those cards to the "
        "battlefield under their owners' control.",
        "exile it and another target creature you control. Return both cards to the "
        "battlefield under their owners' control.",
    ],
)
def test_the_cards_a_step_took_with_the_card_return_it(effect):
    """ "exile it and up to one other target creature you control. Return the exiled cards
    (those cards, both cards) to the battlefield": the objects the step before took with the
    card, the card among them, come back now (608.2c, docs/rules.md: "they" after "those
    cards" or "them" that stood for them)."""
    assert returns_itself(effect, _names_wren) is True


@pytest.mark.parametrize(
    ("text", "objects"),
    [
        # "the" and a subtype a player controls, whatever its first letter
        ("Put a +1/+1 counter on the Zombie you control with the greatest power",
         ["the Zombie"]),
        ("Untap the Elf an opponent controls with the least power", ["the Elf"]),
        # a hyphenated subtype is one word
        ("Untap the Assembly-Worker you control with the greatest power",
         ["the Assembly-Worker"]),
    ],
)  # fmt: skip
def test_the_and_a_subtype_you_control_is_an_object_named(text, objects):
    assert [m[0] for m in others_named(text)] == objects


def test_they_after_it_and_another_target_is_the_card_among_them():
    """ "When this creature enters, untap it and up to one other target creature you control.
    They gain ...": "it" is the card the trigger named, and "They" the card and that target
    (docs/rules.md: "untap it and up to one other target creature you control. They gain
    ..." where "it" is the card)."""
    assert answers(
        "When this creature enters, untap it and up to one other target creature you control. "
        'They gain "{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Test Druid",
    ) == (("G",), ("G",))


@pytest.mark.parametrize(
    "condition",
    ["if you control fewer lands than that player", "if that player controls more lands than you"],
)
def test_that_player_compared_with_you_is_an_opponent(condition):
    """An intervening "if" that compares "that player" with you strictly (603.4) makes it
    another player, whichever of the two the sentence names first: "At the beginning of each
    player's upkeep, if you control fewer lands than that player, lands that player controls
    ...": the card is none of those lands."""
    assert answers(
        f"{{T}}: Add {{C}}.\nAt the beginning of each player's upkeep, {condition}, lands that "
        "player controls become Plains until end of turn.",
        "Land",
        "Test Warden",
    ) == (("C",), ("W", "C"))


def test_an_intervening_if_with_a_hyphenated_subtype_narrows_the_trigger_objects():
    """ "Whenever a land you control enters, if it's a Power-Plant, it becomes ...": the
    intervening "if" (603.4) narrows "it" to a Power-Plant, a hyphenated subtype as any other;
    an Urza's Mine is none."""
    assert answers(
        "{T}: Add {C}.\nLandfall — Whenever a land you control enters, if it's a Power-Plant, it "
        "becomes a Forest in addition to its other types until end of turn.",
        "Land — Urza's Mine",
        "Test Mine",
    ) == (("C",), ("G", "C"))
    assert (
        triggering_group("Whenever you play a land, if it's a Power-Plant, it gains flying")
        == "land you control that's a Power-Plant"
    )


def test_they_after_objects_in_the_plural_is_those_objects():
    """ "When this creature enters, untap up to two other target Elves you control and they
    gain ...": "they" stands for the objects named last, in the plural as "they" is, not the
    card the trigger named ("other": the card is none of them)."""
    assert answers(
        "When this creature enters, untap up to two other target Elves you control and they "
        'gain "{T}: Add {G}." until end of turn.',
        "Creature — Elf Druid",
        "Test Druid",
    ) == ((), ("G",))


@pytest.mark.parametrize(
    ("text", "objects"),
    [
        ("Exile that Assembly-Worker", ["that Assembly-Worker"]),
        ("Untap that Power-Plant", ["that Power-Plant"]),
    ],
)
def test_that_and_a_hyphenated_subtype_is_an_object_named(text, objects):
    """ "that Assembly-Worker", "that Power-Plant": a hyphenated subtype is one word after
    "that" as after "each" (205.3)."""
    assert [m[0] for m in others_named(text)] == objects


@pytest.mark.parametrize(
    ("text", "type_line", "could", "leads"),
    [
        # "They" after a sentence that names objects in the plural stands for them, not for
        # the card a sentence before untapped
        ('{1}{G}: Untap this creature. Untap all other Elves you control. They gain "{T}: Add '
         '{G}." until end of turn.', "Creature — Elf Druid", (), ("G",)),
        # an intervening "if" naming an object by a definite word ("the creature with the
        # greatest power"): "it" is that creature, not the card (603.4)
        ("At the beginning of combat on your turn, if you control the creature with the "
         'greatest power, it gains "{T}: Add {G}." until end of turn.', "Creature — Elf Druid",
         (), ("G",)),
        # "that crewed this Vehicle" is a relative clause of the target: "It" is the target
        ("Whenever this Vehicle attacks, put a +1/+1 counter on target creature that crewed "
         'this Vehicle this turn. It gains "{T}: Add {C}." until end of turn.',
         "Artifact — Vehicle", (), ("C",)),
        # an intervening "if" that names objects in the plural: "they" are those, not the card
        ("At the beginning of combat on your turn, if you control three or more Elves, they gain "
         '"{T}: Add {G}." until end of turn.', "Creature — Elf Druid", (), ("G",)),
    ],
)  # fmt: skip
def test_a_pronoun_stands_for_the_other_objects_named_before_it(text, type_line, could, leads):
    """ "They" after objects in the plural, "it" after a definite object an intervening "if"
    names, and "It" after a target a relative clause describes by the card are those
    objects (docs/rules.md: the object its effect named last), not the card."""
    assert answers(text, type_line, "Test Card") == (could, leads)


def test_a_spell_that_targets_the_card_names_no_object_before_it_phases_out():
    """ "Whenever you cast a spell that targets this creature, it phases out. Soldiers you
    control gain ...": the spell is no object the event names beside the card (docs/rules.md:
    "a spell that targets this creature" names none), so "it" is the card, which phases out
    before the grant (702.26b, 611.2c) and is none of the Soldiers that gain it."""
    assert answers(
        "Heroic — Whenever you cast a spell that targets this creature, it phases out. Soldiers "
        'you control gain "{T}: Add {W}." until end of turn.',
        "Creature — Human Soldier",
        "Test Soldier",
    ) == ((), ("W",))


def test_that_player_is_the_one_its_own_clause_named_last():
    """ "... target opponent mills a card and that player loses 1 life. Lands that player
    controls ...": "that player" is the target opponent named right before it, not the
    player of "each player's upkeep" (no comparison with "than" sets a clause apart): the
    card is none of those lands."""
    assert answers(
        "{T}: Add {C}.\nAt the beginning of each player's upkeep, target opponent mills a card "
        "and that player loses 1 life. Lands that player controls become Swamps until end of "
        "turn.",
        "Land",
        "Test Warden",
    ) == (("C",), ("B", "C"))


@pytest.mark.parametrize(
    ("before", "expected"),
    [
        ("Whenever Vess, the Crimson Vow deals combat damage to a player, ", OPPONENTS),
        ("Whenever Vess deals combat damage to a player, ", OPPONENTS),
        # another object by a name: whoever it hits, you too
        ("Whenever Vessa deals combat damage to a player, ", ANYONE),
    ],
)  # fmt: skip
def test_that_player_after_the_card_named_by_its_name_is_as_after_this_creature(before, expected):
    """The card's name in the trigger is the card (201.4): its combat damage is dealt to an
    opponent, as "Whenever this creature deals combat damage to a player" reads."""
    self_words = self_pattern("Vess, the Crimson Vow", (), "Legendary Creature — Vampire")
    assert that_player(ANYONE, before, self_words) == expected


def test_a_grant_to_that_players_creatures_after_the_card_by_name_is_not_the_cards():
    """ "Whenever Vess, the Crimson Vow deals combat damage to a player, creatures that player
    controls gain ...": an opponent's creatures, never the card (probe qm34)."""
    assert answers(
        "Flying\nWhenever Vess, the Crimson Vow deals combat damage to a player, creatures "
        'that player controls gain "{T}: Add {B}." until end of turn.',
        "Legendary Creature — Vampire Noble",
        "Vess, the Crimson Vow",
    ) == ((), ("B",))


def test_that_player_after_a_target_opponent_opening_the_text_is_an_opponent():
    """The player named at the very start of the words before "that player" counts too
    ("Target opponent mills two cards. Lands that player controls ...")."""
    assert (
        that_player("lands that player controls", "Target opponent mills two cards. ")
        == "lands an opponent controls"
    )


# -- survivors of mutation run owners-sample04-seed31 ----------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "Whenever this creature and at least one other creature attack, put a bloom counter "
            'on each of them. (A green creature with a bloom counter on it has "{T}: Add {G}.")',
            [(SourceKind.ACTIVATED, Mechanism.COUNTER, "bloom counter"),
             (SourceKind.GRANTED, Mechanism.COUNTER, "bloom counter")],
            id="the card among 'each of them'",
        ),
        pytest.param(
            "When this creature enters, put a bloom counter on each creature you control. (A "
            'green creature with a bloom counter on it has "{T}: Add {G}.")',
            [(SourceKind.GRANTED, Mechanism.COUNTER, "bloom counter"),
             (SourceKind.ACTIVATED, Mechanism.GROUP_GRANT, "each creature you control")],
            id="the card among each creature you control",
        ),
    ],
)  # fmt: skip
def test_a_counter_holder_of_a_colour_the_type_line_cant_tell_may_be_the_card(text, expected):
    """A counter's reminder naming a colour ("A green creature with a bloom counter on it
    has ...", CR 122.1b): the type line can't tell the card's colour (105.2), so the card
    may be that holder (belongs_to answers None, not False) and keeps its share of the
    counter's ability."""
    face = parse_face(text, "Creature — Elf Druid", "Test Gardener")
    assert [(r.source_kind, r.mechanism, r.via) for r in face.mana] == expected
    assert face.issues == ()


def test_a_changeling_made_surely_a_creature_is_still_every_creature_type():
    """Changeling is every creature type in every state (702.73a): the card as an ability
    applies that makes it surely a creature ("Whenever this creature attacks", `as_surely`)
    can still be an Elf, and that state adds no other (it is what it surely is)."""
    card = CardTraits.read(
        "Creature — Shapeshifter", "Changeling (This card is every creature type.)"
    )
    applied = card.as_surely(frozenset({"creature"}))
    assert (applied.every_creature_type, applied.every_creature_type_always) == (True, True)
    assert applied.has_subtype("Elves") is True
    assert applied.has_states is False


def test_a_list_of_subtypes_ends_before_the_next_clauses_group_of_any_letter():
    """ "Elves you control are Warriors, and Zombies you control are Skeletons": the Elves
    become Warriors only; "Zombies you control" opens the next clause (a group of its own,
    whatever letter it starts with), not a subtype of the list (205.3, 613.1d). So the Elf
    is no Zombie and gets none of the Zombies' ability."""
    assert answers(
        "Elves you control are Warriors, and Zombies you control are Skeletons.\nZombies you "
        'control have "{T}: Add {B}."',
        "Creature — Elf",
        "Test Card",
    ) == ((), ("B",))


def test_a_return_is_judged_by_its_own_sentence_not_an_earlier_ones_control():
    """ "When this creature dies, each opponent may put a creature card ... onto the
    battlefield under their control. Return this card to the battlefield tapped. Elves you
    control gain ...": "under their control" is the earlier sentence's, of another object;
    the return's own sentence brings the card back now under its owner's control (608.2c),
    so the Elf is among the Elves that gain the ability."""
    assert answers(
        "When this creature dies, each opponent may put a creature card from their hand onto "
        "the battlefield under their control. Return this card to the battlefield tapped. "
        'Elves you control gain "{T}: Add {G}." until end of turn.',
        "Creature — Elf",
        "Test Card",
    ) == (("G",), ("G",))


def test_blanking_other_objects_quotes_keeps_the_cards_own_quote_in_place():
    """Quotes granted to groups the card is not in are other objects' abilities, blanked
    before the card's own changes are read; blanking two of them must not shift the text, so
    the card's own quote after them ('This creature has "{1}: This creature becomes a
    Dragon ..."', 113.1a) changes the card just as it does alone."""
    own = 'This creature has "{1}: This creature becomes a Dragon until end of turn."'
    alone = CardTraits.read("Creature — Elf", own)
    after_others = CardTraits.read(
        "Creature — Elf",
        'Goblins you control have "{T}: Add {R}." Wizards you control have "{T}: Add {U}." ' + own,
    )
    assert (after_others.can_become, after_others.always) == (alone.can_become, alone.always)
    assert after_others.always == frozenset({"Dragon"})


@pytest.mark.parametrize(
    "group",
    [
        "Each creature you control that's a face-down creature or a Zombie",
        "Each face-down creature or a Zombie you control",
    ],
)
def test_a_group_joined_by_or_to_face_down_ones_reaches_the_face_up_card(group):
    """A face-up Zombie is none of the face-down creatures (708.2), but "or a Zombie" is a
    group of its own joined to them, whatever letter its subtype starts with: the card is in
    it (205.3)."""
    assert belongs_to(group, CardTraits.read("Creature — Zombie", "")) is True


def test_a_colour_after_a_hyphenated_word_is_still_named():
    """ "Non-Human black creatures you control": the hyphenated word is one word, and the
    colour after it is still named (202.2: the mana cost, not the type line, decides)."""
    assert names_a_color("Non-Human black creatures you control") is True
    assert names_a_color("Non-Human creatures you control") is False


def test_they_after_three_groups_are_the_last_two_joined_by_and():
    """ "Tap each Goblin you control, then untap each Elf you control and each Druid you
    control. They gain ...": "they" are the objects the last step names, both groups that
    "and" joins (the Elves and the Druids), not the Goblins nor only the Elves: the Druid
    card gains it."""
    face = parse_face(
        "{1}: Tap each Goblin you control, then untap each Elf you control and each Druid you "
        'control. They gain "{T}: Add {G}." until end of turn.',
        "Creature — Human Druid",
        "Test Card",
    )
    assert kinds(face) == [
        (SourceKind.GRANTED, Mechanism.PRINTED, None),
        (
            SourceKind.ACTIVATED,
            Mechanism.GROUP_GRANT,
            "each Elf you control and each Druid you control",
        ),
    ]
    assert (could_produce([face]), leads_to([face])) == (("G",), ("G",))


def test_a_group_of_another_kind_after_those_goblins_is_not_them():
    """ "Whenever this creature and at least one other Goblin attack, untap those Goblins.
    Wizards you control gain ...": the Wizards are a group of their own, not "those
    Goblins" the trigger named with the card; the Goblin card is no Wizard (205.3), so it
    gains nothing."""
    face = parse_face(
        "Whenever this creature and at least one other Goblin attack, untap those Goblins. "
        'Wizards you control gain "{T}: Add {U}." until end of turn.',
        "Creature — Goblin Warrior",
        "Test Card",
    )
    assert kinds(face) == [(SourceKind.GRANTED, Mechanism.PRINTED, None)]
    assert (could_produce([face]), leads_to([face])) == ((), ("U",))


def test_they_are_those_goblins_of_the_sentence_right_before():
    """ "Whenever this creature and at least one other Goblin attack, you gain 1 life. Untap
    those Goblins. They gain ...": "they" are "those Goblins" of the sentence right before,
    the attacking Goblins, the card among them where it is a Goblin (603.2, 608.2c)."""
    face = parse_face(
        "Whenever this creature and at least one other Goblin attack, you gain 1 life. Untap "
        'those Goblins. They gain "{T}: Add {R}." until end of turn.',
        "Creature — Goblin Warrior",
        "Test Card",
    )
    assert kinds(face) == [
        (SourceKind.GRANTED, Mechanism.PRINTED, None),
        (SourceKind.ACTIVATED, Mechanism.GROUP_GRANT, "each of those Goblins"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Whenever one or more Elves you control attack, untap them. Tap all creatures your "
        'opponents control. Untap them. They gain "{T}: Add {G}." until end of turn.',
        "Whenever an Elf you control attacks, untap it. Tap target creature an opponent "
        'controls. Untap it. It gains "{T}: Add {G}." until end of turn.',
    ],
)
def test_a_pronoun_after_refers_back_through_each_sentence_not_past_another_object(text):
    """ "..., untap them. Tap all creatures your opponents control. Untap them. They gain
    ...": "Untap them" refers back to the sentence right before it, whose objects are the
    opponents' creatures, not to the trigger's Elves two sentences back; the Elf card gains
    nothing."""
    face = parse_face(text, "Creature — Elf", "Test Card")
    assert kinds(face) == [(SourceKind.GRANTED, Mechanism.PRINTED, None)]
    assert (could_produce([face]), leads_to([face])) == ((), ("G",))


@pytest.mark.parametrize(
    "sentence",
    [
        "{2}{G}: Until end of turn, other Elves, Druids, and Rangers you control gain",
        "As long as you control a Forest, other Elves, Druids, and Rangers you control have",
    ],
)
def test_a_list_opened_by_a_lowercase_other_after_a_condition_is_the_whole_subject(sentence):
    """After a cost and a leading condition the effect opens in lowercase ("Until end of turn,
    other Elves, Druids, and Rangers you control gain"): "other" is of every item of the
    list, which is the whole subject (not "Rangers you control" alone)."""
    assert grant_subject(sentence) == "other Elves, Druids, and Rangers you control"


def test_a_counter_put_on_each_elf_and_zombie_reaches_the_zombie_card():
    """ "Put a bloom counter on each Elf and Zombie you control. (A creature with a bloom
    counter on it has ...)": "and Zombie" goes on the list of objects (a subtype, whatever
    its letter), not a next effect; the Zombie card gets a counter and the ability (122.1b)."""
    face = parse_face(
        "When this creature enters, put a bloom counter on each Elf and Zombie you control. "
        '(A creature with a bloom counter on it has "{T}: Add {G}.")',
        "Creature — Zombie",
        "Test Gardener",
    )
    assert kinds(face) == [
        (SourceKind.GRANTED, Mechanism.COUNTER, "bloom counter"),
        (SourceKind.ACTIVATED, Mechanism.GROUP_GRANT, "each Elf and Zombie you control"),
    ]
    assert face.issues == ()


@pytest.mark.parametrize(
    ("type_line", "could"),
    [("Creature — Goblin Warrior", ("R",)), ("Creature — Human Wizard", ())],
)
def test_those_goblins_named_again_in_the_next_sentence_are_the_triggers(type_line, could):
    """ "Whenever this creature and at least one other Goblin attack, untap those Goblins.
    Those Goblins gain ...": the Goblins that attacked, the card among them where it is a
    Goblin (603.2), as "They gain ..." reads them (a mutant of the thirty-first session's
    run showed the card left out)."""
    assert answers(
        "Whenever this creature and at least one other Goblin attack, untap those Goblins. "
        'Those Goblins gain "{T}: Add {R}." until end of turn.',
        type_line,
        "Test Card",
    ) == (could, ("R",))
