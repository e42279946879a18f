"""Shapes of paragraphs and mana-ability tests (pipeline/abilities/shapes.py, CR 605).

Loyalty abilities are never mana abilities (605.1a); a triggered ability is a mana
ability when its trigger condition (its first sentence's event) is mana being produced
(605.1b), whatever the later sentences say.
"""

from __future__ import annotations

import pytest

from pipeline.abilities import Choice, SourceKind, parse_face
from pipeline.abilities.shapes import TRIGGER_CONDITION, classify, moves_library_card


@pytest.mark.parametrize("sign", ["−", "-"])
def test_a_loyalty_ability_with_either_minus_sign(sign):
    """Loyalty costs are written with a minus sign; older Oracle text (Rowan Kenrith) uses
    a hyphen-minus. Either way it is a loyalty ability, not a mana ability (605.1a)."""
    face = parse_face(
        f"+1: Scry 1.\n{sign}2: Add {{R}}{{R}}.", "Legendary Planeswalker — Chandra", "Chandra"
    )
    assert [
        (r.source_kind, r.cost_text, r.colors, r.amount, r.is_mana_ability) for r in face.mana
    ] == [(SourceKind.LOYALTY, f"{sign}2", ("R",), "2", False)]
    assert [(a.cost_text, a.is_loyalty) for a in face.activated] == [
        ("+1", True),
        (f"{sign}2", True),
    ]


def test_snowfall_a_triggered_mana_ability_of_three_sentences():
    """Snowfall: the trigger is "an Island is tapped for mana" (605.1b); the sentences
    after it (an "instead", a spending restriction) do not change what it triggers on."""
    face = parse_face(
        "Cumulative upkeep {U} (At the beginning of your upkeep, put an age counter on this "
        "permanent, then sacrifice it unless you pay its upkeep cost for each age counter on "
        "it.)\nWhenever an Island is tapped for mana, its controller may add an additional "
        "{U}. If that Island is snow, its controller may add an additional {U}{U} instead. "
        "Spend this mana only to pay cumulative upkeep costs.",
        "Enchantment",
        "Snowfall",
    )
    assert [
        (
            r.ability_index,
            r.source_kind,
            r.colors,
            r.amount,
            r.choice,
            r.restriction,
            r.is_mana_ability,
        )
        for r in face.mana
    ] == [
        (
            1,
            SourceKind.TRIGGERED,
            ("U",),
            "1 or 2",  # the second replaces the first ("instead")
            Choice.FIXED,
            "Spend this mana only to pay cumulative upkeep costs.",
            True,
        )
    ]
    assert face.issues == ()


def test_a_trigger_on_another_event_is_not_a_mana_ability_whatever_follows():
    """605.5a: "When this creature enters, add {G}." triggers on entering; a later
    sentence that mentions tapping for mana does not make it a mana ability."""
    assert classify(
        SourceKind.TRIGGERED,
        "When this creature enters, add {G}. Whenever a land is tapped for mana, scry 1.",
        False,
    ) == (SourceKind.OTHER_ABILITY, False)
    assert classify(
        SourceKind.TRIGGERED,
        "Whenever a land is tapped for mana, add {G}. Then scry 1.",
        False,
    ) == (SourceKind.TRIGGERED, True)


def test_classify_each_kind():
    assert classify(SourceKind.LOYALTY, "Add {R}.", False) == (SourceKind.LOYALTY, False)
    assert classify(SourceKind.ACTIVATED, "Add {R}.", False) == (SourceKind.ACTIVATED, True)
    assert classify(SourceKind.ACTIVATED, "Add {R}.", True) == (SourceKind.OTHER_ABILITY, False)
    assert classify(SourceKind.SPELL, "Add {R}.", False) == (SourceKind.SPELL, False)
    assert classify(None, "Add {R}.", False) == (SourceKind.OTHER_ABILITY, False)


@pytest.mark.parametrize(
    "text",
    [
        "Exile the top card of your library.",
        "Exile the top  of your library.",
        "Exiles the top two cards of target player's library.",
        "Put the top card of your library into your graveyard.",
        "Put the top  of your library into your graveyard.",
    ],
)
def test_exiling_or_putting_from_the_top_of_a_library_moves_a_card(text):
    """CR 605.1a (2026): an ability that moves a card from a library is not a mana
    ability; "the top ... of" a library, whatever (or nothing) stands between."""
    assert moves_library_card(text) is True


@pytest.mark.parametrize(
    ("text", "moves"),
    [
        # keyword actions that take a card from a library (probe sg)
        ("Connive.", True),
        ("Surveil 1.", True),
        ("Discover 2.", True),
        ("This creature explores.", True),
        ("Seek a land card.", True),
        # a card looked at or revealed on top, then put elsewhere
        ("Look at the top card of your library. You may put it into your hand.", True),
        ("Reveal the top card of your library. If it is a land card, put it into your hand.",
         True),
        # one only looked at, or a library's order changed, moves none
        ("Look at the top card of your library.", False),
        ("Scry 1.", False),
        # put back, or a keyword in a restriction, moves none (second review)
        ("Look at the top two cards of your library, then put them back in any order.", False),
        ("Add {G}. Activate only if you control a creature that explores.", False),
        # a sentence opening with its verb (second review)
        ("Reveal the top card of your library. Put it into your hand if it's a land card.",
         True),
    ],
)  # fmt: skip
def test_a_card_moved_from_a_library_by_a_keyword_or_a_look(text, moves):
    """CR 605.1a (2026): what takes a card from a library, by a keyword action or by a look
    at its top then a put."""
    assert moves_library_card(text) is moves


def test_a_granted_triggered_mana_ability_of_two_sentences():
    """A quoted triggered ability is a mana ability by its trigger (605.1b), its first
    sentence, whatever its second says."""
    face = parse_face(
        'Elves you control have "Whenever this creature is tapped for mana, add an '
        'additional {G}. This ability triggers only once each turn."',
        "Enchantment",
        "Elvish Hymn",
    )
    assert [(r.source_kind, r.colors, r.is_mana_ability) for r in face.mana] == [
        (SourceKind.GRANTED, ("G",), True)
    ]


def test_a_spending_restriction_is_its_own_sentence():
    """ "Spend this mana only to cast creature spells." is the restriction; a sentence
    after it ("Activate only as a sorcery.") is not part of it."""
    face = parse_face(
        "{T}: Add {G}. Spend this mana only to cast creature spells. Activate only as a sorcery.",
        "Artifact",
        "Seed Jar",
    )
    assert [r.restriction for r in face.mana] == ["Spend this mana only to cast creature spells."]


def test_a_single_chapter_number_is_a_chapter():
    """ "I — ..." is a chapter ability (714.2b) as "I, II — ..." is: a triggered ability
    on a lore counter, so a "Whenever ..." in its effect is the delayed trigger it sets up,
    not its own trigger condition, and it is no mana ability."""
    face = parse_face(
        "I — Whenever a land is tapped for mana this turn, its controller adds an additional "
        "{G}.\nII — Draw a card.",
        "Enchantment — Saga",
        "Saga of Growth",
    )
    assert [
        (r.ability_index, r.source_kind, r.colors, r.amount, r.is_mana_ability) for r in face.mana
    ] == [(0, SourceKind.OTHER_ABILITY, ("G",), "1", False)]


@pytest.mark.parametrize(
    ("text", "kind", "is_mana"),
    [
        ("{T}: At the beginning of your next main phase, add {G}{G}.",
         SourceKind.OTHER_ABILITY, False),
        ("{T}: Add {C}{C} at the beginning of your next main phase.",
         SourceKind.OTHER_ABILITY, False),
        ('Equipped creature has "{T}: At the beginning of your next main phase, add {R}."',
         SourceKind.GRANTED, False),
        ("{T}: Add {G}. At the beginning of the next end step, draw a card.",
         SourceKind.ACTIVATED, True),  # the mana now, only the card later
        # the delayed trigger ends another clause of the sentence: the mana is added now
        ("{1}, {T}, Sacrifice this artifact: Add one mana of any color and draw a card at the "
         "beginning of the next turn's upkeep.", SourceKind.ACTIVATED, True),
        ("Sacrifice this artifact: Add {B}{B}{B}, and you lose 3 life at the beginning of your "
         "next upkeep.", SourceKind.ACTIVATED, True),
        ("Whenever you tap a Plains for mana, add an additional {W}, and you gain 1 life at the "
         "beginning of the next end step.", SourceKind.TRIGGERED, True),
        # ... and the clause that adds it: later
        ("{T}: Draw a card, then add {C}{C} at the beginning of your next main phase.",
         SourceKind.OTHER_ABILITY, False),
    ],
)  # fmt: skip
def test_mana_added_in_a_delayed_trigger_is_no_mana_ability(text, kind, is_mana):
    """CR 605.1a: an activated ability is a mana ability if it could add mana as it
    resolves; one that sets up a delayed trigger adds none then, and the trigger waits for
    a phase (603.7, 605.5a). It was counted as the card's mana ability."""
    [row] = parse_face(text, "Artifact — Equipment", "Test Relic").mana
    assert (row.source_kind, row.is_mana_ability) == (kind, is_mana)


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        # Jack-in-the-Mox (Unhinged's wording): the {T} ability rolls, each result is its
        # effect; an ability without a target that could add mana is a mana ability (605.1a)
        ("{T}: Roll a six-sided die. This ability has the indicated effect.\n"
         "1 — Sacrifice this artifact and you lose 5 life.\n2 — Add {W}.\n3 — Add {U}.",
         "Artifact",
         [(2, SourceKind.ACTIVATED, ("W",), "{T}", True),
          (3, SourceKind.ACTIVATED, ("U",), "{T}", True)]),
        # Adventures in the Forgotten Realms' table: a spell's results are the spell's
        ("Roll a d20.\n1—9 | Add {R}.\n10—19 | Add {R}{R}.\n20 | Add {R}{R}{R}.",
         "Instant",
         [(1, SourceKind.SPELL, ("R",), "", False),
          (2, SourceKind.SPELL, ("R",), "", False),
          (3, SourceKind.SPELL, ("R",), "", False)]),
        # a trigger on attacking rolls: its results add mana, and it is no mana ability
        ("Whenever this creature attacks, roll a d20.\n1—14 | Add {G}.\n15—20 | Add {G}{G}.",
         "Creature — Elf",
         [(1, SourceKind.OTHER_ABILITY, ("G",), "", False),
          (2, SourceKind.OTHER_ABILITY, ("G",), "", False)]),
        # no roll before it: "2 —" is read as an ability word, as before (static text)
        ("Flying\n2 — Add {W}.",
         "Creature — Bird",
         [(1, SourceKind.OTHER_ABILITY, ("W",), "", False)]),
    ],
)  # fmt: skip
def test_a_die_rolls_results_are_the_effect_of_the_ability_that_rolled(text, type_line, expected):
    """A paragraph that rolls a die (CR 706) is followed by its results table, one
    paragraph per result ("2 — Add {W}.", "1—9 | ..."): each result is part of that
    ability, as a modal bullet is part of the paragraph before it (700.2). Jack-in-the-Mox's
    results were read as static text, so it could produce nothing (Forge's script: a mana
    ability)."""
    face = parse_face(text, type_line, "Test Roller")
    assert [
        (r.ability_index, r.source_kind, r.colors, r.cost_text, r.is_mana_ability)
        for r in face.mana
    ] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("{T}: Add {R}. {1}{R}, {T}: This creature deals 1 damage to any target.",
         [("{T}", SourceKind.ACTIVATED, True)]),
        ("{2}, {T}: Target player mills two cards. {T}: Add {U}.",
         [("{T}", SourceKind.ACTIVATED, True)]),
    ],
)  # fmt: skip
def test_two_activated_abilities_run_together_are_two(text, expected):
    """Each "[Cost]: [Effect.]" is an activated ability of its own (CR 602.1), though a
    text runs two into one line: the damage ability's target is not the mana ability's,
    and the mill ability's cost is not its cost. Both were read as one ability with a
    target, no mana ability, silently."""
    face = parse_face(text, "Creature — Human Shaman", "Test Adept")
    assert [(r.cost_text, r.source_kind, r.is_mana_ability) for r in face.mana] == expected
    assert len(face.activated) == 2


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("Whenever you tap a land for mana, if Vessa is in the command zone, add an additional "
         "{C}.", "command"),
        ("Whenever you tap a Swamp for mana, if this card is in your graveyard, add an "
         "additional {B}.", "graveyard"),
        ("Whenever you tap a land for mana, if a creature card is in your graveyard, add {C}.",
         None),  # another card's zone: the ability works on the battlefield
        ("Whenever you tap a land for mana, if Vessa is in the command zone or on the "
         "battlefield, add {C}.", None),  # eminence: the battlefield too
        # a condition joined to another; effects that move the card from the zone (113.6m)
        ("Whenever you tap a land for mana, if you control a Swamp and this card is in your "
         "graveyard, add an additional {B}.", "graveyard"),
        ("Whenever you tap a Swamp for mana, you may exile this card from your graveyard. If "
         "you do, add an additional {B}{B}.", "graveyard"),
        ("{3}{B}: Return this card from your graveyard to the battlefield tapped, then add "
         "{B}{B}.", "graveyard"),
        ("{3}{B}: Return target creature card from your graveyard to your hand, then add {B}.",
         None),  # another card
        # a trigger that is no mana ability keeps its zone too; a status of exile (702.62b)
        ("Whenever a land you control enters, if this card is in your graveyard, add {R}.",
         "graveyard"),
        ("At the beginning of your upkeep, if this card is suspended, add {C}.", "exile"),
        # the top of a library is in it (probe ot); another card there keeps the card nowhere
        ("Whenever you tap an Island for mana, if this card is on top of your library, add an "
         "additional {U}.", "library"),
        ("{T}: Add {G}. Activate only if this card is on top of your library.", "library"),
        ("Whenever you tap a Plains for mana, if this card is the top card of your library, "
         "add an additional {W}.", "library"),
        ("Whenever you tap a Plains for mana, if the top card of your library is a land card, "
         "add an additional {W}.", None),
        ("{T}: Add {G} if a land card is on top of your library.", None),
        # the card last of a list the effect moves (113.6m)
        ("{2}{B}: Exile target creature card, a land card, and this card from your graveyard. "
         "Add {B}{B}.", "graveyard"),
        ("{2}{B}: Exile target creature card from your graveyard, then draw a card. Add {B}.",
         None),
    ],
)  # fmt: skip
def test_a_condition_that_keeps_the_card_in_another_zone(text, zone):
    """An intervening "if" checked as the ability triggers and resolves (CR 603.4) that
    names the object in another zone, or an effect that moves the object out of a zone
    (113.6m): the ability does nothing on the battlefield, so it is no permanent's mana
    ability (106.7), `functions_in` names the zone."""
    face = parse_face(text, "Legendary Creature — Dragon", "Vessa, Hoard Keeper")
    assert [r.functions_in for r in face.mana] == [zone]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an activated ability that only sets up a "whenever": it adds nothing as it resolves
        ("{T}: Until end of turn, whenever you tap a land for mana, add an additional {G}.",
         [(SourceKind.OTHER_ABILITY, False)]),
        # a trigger on entering whose effect sets up a trigger on tapping for mana
        ("When this creature enters, until end of turn, whenever you tap a land for mana, add "
         "an additional {G}.", [(SourceKind.OTHER_ABILITY, False)]),
        # "When you cast your next ... spell this turn, add": a delayed trigger on casting
        ("{T}: Add {C}. When you cast your next creature spell this turn, add {G}{G}.",
         [(SourceKind.ACTIVATED, True), (SourceKind.OTHER_ABILITY, False)]),
        ("{T}: When you cast your next instant or sorcery spell this turn, add {U}{U}.",
         [(SourceKind.OTHER_ABILITY, False)]),
        # the trigger's own condition, a list with commas in it, is still its event
        ("Whenever a player taps a Mountain, Forest, or Plains for mana, that player adds one "
         "mana of any type that land produced.", [(SourceKind.TRIGGERED, True)]),
        # "and whenever" joins a second event to the condition (603.2): no delayed trigger
        ("Whenever you tap a Forest for mana and whenever you tap a creature for mana, add an "
         "additional {G}.", [(SourceKind.TRIGGERED, True)]),
        ("Whenever a land you control is tapped for mana or whenever an artifact you control "
         "is tapped for mana, add an additional {C}.", [(SourceKind.TRIGGERED, True)]),
        ("Whenever this creature attacks and whenever it blocks, add {R}.",
         [(SourceKind.OTHER_ABILITY, False)]),
    ],
)  # fmt: skip
def test_a_when_or_whenever_inside_an_effect_is_a_delayed_trigger(text, expected):
    """CR 603.7: a "when" or "whenever" in an ability's effect sets up a delayed triggered
    ability, which is not the card's; the ability adds nothing as it resolves (605.1a), and
    a trigger on entering is no mana ability whatever it sets up (605.5a). Each of these
    was counted as the card's own mana ability."""
    face = parse_face(text, "Creature — Elf Druid", "Test Sower")
    assert [(r.source_kind, r.is_mana_ability) for r in face.mana] == expected


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("{1}{B}: Return this card from your graveyard to the battlefield tapped.", "graveyard"),
        ("{2}: Put this card from your hand onto the battlefield. Activate only as a sorcery.",
         "hand"),
        ("{1}{B}: Return target creature card from your graveyard to your hand.", None),
    ],
)  # fmt: skip
def test_an_activated_ability_that_moves_the_card_from_a_zone_works_there(text, zone):
    """CR 113.6m names cost and effect alike: an ability that moves the object out of a zone
    works in that zone alone, mana or not (`activated_abilities.functions_in`)."""
    [ability] = parse_face(text, "Creature — Skeleton", "Probe Card").activated
    assert ability.functions_in == zone


@pytest.mark.parametrize(
    ("effect", "expected"),
    [
        pytest.param(
            "Whenever you tap an untapped creature you control for convoke to cast a spell with "
            "mana value 5 or greater, add {G}.",
            (SourceKind.OTHER_ABILITY, False),
            id="tapped for convoke: no mana ability, whatever 'mana' follows",
        ),
        pytest.param(
            "Whenever you tap a land for mana, add {G}.",
            (SourceKind.TRIGGERED, True),
            id="tapped for mana",
        ),
    ],
)
def test_a_permanent_tapped_for_something_other_than_mana_sets_off_no_mana_ability(
    effect, expected
):
    """A triggered mana ability triggers from a mana ability or from mana being added (CR
    605.1b): a creature tapped for convoke (702.51a) pays for a spell without adding mana,
    so the trigger is another event (605.5a), though "mana value" comes later."""
    assert classify(SourceKind.TRIGGERED, effect, False) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        "Whenever one or more creatures, artifacts, enchantments, or lands you control are put "
        "into a graveyard from the battlefield, add {C}.",
        "Whenever an artifact, creature, or enchantment you control is put into a graveyard "
        "from the battlefield, add {C}.",
    ],
)
def test_a_comma_within_a_list_of_card_types_does_not_end_a_trigger_condition(sentence):
    """A comma between card types, singular or plural ("creatures, artifacts, enchantments,
    or lands"), is a list's (`grammar.LIST_COMMA`): the trigger condition (603.1) ends at the
    comma before the effect, so "add {C}" is the whole effect."""
    condition = TRIGGER_CONDITION.match(sentence)
    assert condition is not None
    assert sentence[condition.end() :] == " add {C}."
