"""The ability parser's stages one by one (pipeline/abilities/): each rule, its edges.

Every expectation follows from a rule stated in the module's docstring or in
docs/rules.md#mana-production: what counts as a mention of adding mana (the detector), which
group a card belongs to (CR 205, 613.1f), which land types a sentence gives (305.6, 305.7),
which predefined tokens a sentence creates (111.10), what each add clause yields (106.1b).
"""

from __future__ import annotations

import pytest

from pipeline.abilities import (
    Choice,
    IssueKind,
    SourceKind,
    could_produce,
    leads_to,
    mentions_adding_mana,
    parse_face,
    predefined_tokens,
)
from pipeline.abilities.clauses import combine, read_add_clauses, symbol_types
from pipeline.abilities.landtypes import (
    BASIC_REMINDER,
    colors_of_types,
    intrinsic_ability,
    land_token_colors,
    type_changes,
    type_line_colors,
)
from pipeline.abilities.owners import CardTraits, belongs_to, grant_subject, holder_of_reminder
from pipeline.abilities.selftypes import (
    blank_quotes,
    made_by_the_ability,
    other_ranges,
    types_it_can_become,
    types_it_can_lose,
)
from pipeline.abilities.shapes import has_target, is_cost, is_mana_trigger, moves_library_card
from pipeline.abilities.text import card_names, paragraphs, self_names, self_pattern

# -- the detector -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Add {G}.",
        "add X {R}",
        "that player adds an additional {G}",
        "add an amount of {C} equal to its power",
        "Add one mana of any color.",
        "add three mana in any combination of colors",
        "add mana equal to that creature's power",
        "one mana of any type that a land you control could produce",
        "it produces {C} instead",
        "it produces colorless mana instead",
        "Plains produce {R}",
        "ADD {W}",  # any case
        'They have "Sacrifice this creature: Add 1 to your mana pool."',  # no symbol: pre-2018
        "adds X to his or her mana pool",
        "Put {G} into your mana pool.",  # a verb no template reads: reported, not silent
        "Lands you control tap for any color.",  # a replacement with no "mana": reported
        "Lands you control tap for a color of your choice instead of their normal mana.",
        "Lands your opponents control tap for colorless mana only.",
        # the effect after a trigger event that names mana added (probe oj)
        "Whenever you add {R}, add an additional {R}.",
        "Whenever you tap a Forest for mana, add an additional {G}.",
        # mana given by another verb, right after it: reported, not silent (probe on)
        "Whenever you tap a Plains for mana, you get an additional {W}.",
        "Whenever you tap an Island for mana, you get one additional mana of that type.",
        # ... given to another player (probe qa)
        "Whenever enchanted land is tapped for mana, its controller gets an additional {C}.",
        # a count before "additional", and quadrupling (probe qz)
        "Plains you control tap for two additional {W}.",
        "Quadruple the amount of each type of unspent mana you have.",
        # "get" with no "add" in the text, a type in words, "makes", a result's words (rc)
        "You get {B}{B}{B}{B}.",
        "Whenever you tap an Island for mana, you get one additional blue mana.",
        "Until end of turn, whenever you tap a Plains for mana, it makes an additional {W}.",
        "Mana produced by nonbasic lands is colorless.",
        # ... with "also" or another player as the one who gets it (probe re)
        "Whenever you tap a Plains for mana, you also get an additional {W}.",
        "{T}, Sacrifice this artifact: Its owner gets {B}{B}.",
        # ... after a duration's comma, and to several players (review)
        "Until end of turn, mana produced by lands is colorless.",
        "Your opponents get {R}.",
        # mana by its letter alone, a hobbyist's wording: reported, not dropped (probe tt)
        "Tap: Add W",
        "T: Add GG.",
    ],
)
def test_these_mention_adding_mana(text):
    assert mentions_adding_mana(text)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "add a lore counter",
        "add its power to this creature's toughness",
        "Gain the next level as a sorcery to add its ability.",
        "its mana value",
        "add {E}",  # energy is not mana (CR 107.14)
        "add {T}",
        "add {Q}",
        "you may spend mana as though it were mana of any color",
        "mana of any type can be spent to cast that spell",
        "lands that could produce any type of mana",
        "a basic land card that can produce mana of that color",
        "Spend this mana only to cast creature spells.",
        "add this card's mana cost to the spell's",
        "produce a token",
        "Whenever mana is added to your mana pool, draw a card.",
        "Put a +1/+1 counter on target creature. Your mana pool empties.",
        "Search your library for a card of any color.",
        "Activate only as a sorcery and only once each turn for any reason.",
        "Mana of any color may be spent to cast white spells you control.",
        # a trigger event that names mana added, no mana the ability adds (603.1; probe oj)
        "Whenever you add {R}, this enchantment deals 1 damage to each opponent.",
        "Whenever an opponent adds mana, you may draw a card.",
        "When you add one or more {W}, you gain 1 life.",
        "When this creature enters, you get {E}{E}.",  # energy, 107.14
        "Whenever a creature attacks, its controller gets {E}.",
        # a ban adds nothing (probe pz)
        "Players can't add {C}.",
        "Lands your opponents control can't produce mana of any color.",
        "Whenever you cast a spell, you get {E} for each mana spent to cast it.",
        '−6: You get an emblem with "You may spend mana as though it were mana of any color."',
        # mana produced as a condition's words, not the sentence's subject (probe re)
        "Creature spells you cast with mana produced by Treasures are white in addition to"
        " their other colors.",
        "It makes a choice.",
        # a word of capital and small letters is no mana letter
        "Add Bug to the list.",
        "add a +1/+1 counter",
        "Mana produced by Treasures you control can be spent only to cast spells that are red.",
    ],
)
def test_these_do_not(text):
    assert not mentions_adding_mana(text)


# -- text -----------------------------------------------------------------------------------


def test_paragraphs_keep_each_reminder_with_the_own_text_before_it():
    [p] = paragraphs('Flying, firebending 2 (Whenever it attacks, add {R}{R}.) and "{T}: Add {G}."')
    assert p.own == 'Flying, firebending 2 and "{T}: Add {G}."'
    assert p.masked == 'Flying, firebending 2 and "…"'
    assert p.quotes == ("{T}: Add {G}.",)
    assert [(r.text, r.before) for r in p.reminders] == [
        ("Whenever it attacks, add {R}{R}.", "Flying, firebending 2")
    ]
    assert p.unmask('and "…"') == 'and "{T}: Add {G}."'


def test_a_line_that_begins_in_lowercase_continues_the_paragraph_before():
    """Mad Science Fair Project breaks a sentence across lines ("On a 3 or lower,\ntarget
    player adds {C}."): the second line is the same ability's, read as one paragraph with
    the first line's index; the next line keeps its own index."""
    found = paragraphs("{T}: Roll a die. On a 3 or lower,\ntarget player adds {C}.\nFlying")
    assert [(p.index, p.text, p.own) for p in found] == [
        (0, "{T}: Roll a die. On a 3 or lower,\ntarget player adds {C}.",
         "{T}: Roll a die. On a 3 or lower, target player adds {C}."),
        (2, "Flying", "Flying"),
    ]  # fmt: skip


def test_the_names_a_card_calls_itself():
    assert self_names("Baylen, the Haymaker") >= {"Baylen, the Haymaker", "Baylen", "this land"}
    assert self_names(None) >= {"this creature", "This creature"}
    assert "Baylen" in self_pattern("Baylen, the Haymaker")


@pytest.mark.parametrize(
    ("name", "type_line", "names"),
    [
        # a legendary name with no comma: its first word too (CR 201)
        ("Hazoret the Fervent", "Legendary Creature — God", {"Hazoret the Fervent", "Hazoret"}),
        (
            "Rasputin Dreamweaver",
            "Legendary Creature — Human Wizard",
            {"Rasputin Dreamweaver", "Rasputin"},
        ),
        # ... but not an article, nor a word of its type line ("Sliver creatures" are others)
        ("The Tabernacle at Pendrell Vale", "Legendary Land", {"The Tabernacle at Pendrell Vale"}),
        ("Sliver Queen", "Legendary Creature — Sliver", {"Sliver Queen"}),
        ("Gideon of the Trials", "Legendary Planeswalker — Gideon", {"Gideon of the Trials"}),
        # a card that is not legendary is named in full ("Goblin" is not Goblin Lackey)
        ("Goblin Lackey", "Creature — Goblin", {"Goblin Lackey"}),
        ("Elvish Mystic", "Creature — Elf Druid", {"Elvish Mystic"}),
        # the part before a comma, as before; a one-word name is its only name
        (
            "Baylen, the Haymaker",
            "Legendary Creature — Rabbit Warrior",
            {"Baylen, the Haymaker", "Baylen"},
        ),
        ("Karakas", "Legendary Land", {"Karakas"}),
    ],
)
def test_a_legendary_card_is_named_by_its_shortened_name(name, type_line, names):
    assert card_names(name, type_line) == names


# -- costs and shapes (CR 602.1b, 603.1, 605) -----------------------------------------------


def shape_cases(reads, rule: str, table: list[tuple[str, bool]]) -> list:
    """One case per (text, expected) of `reads`, its id naming the rule and the text."""
    return [pytest.param(reads, text, expected, id=f"{rule}: {text}") for text, expected in table]


@pytest.mark.parametrize(
    ("reads", "text", "expected"),
    [
        *shape_cases(is_cost, "a cost is a list of actions (602.1b)", [
            ("{T}", True),
            ("{2}, Sacrifice an artifact", True),
            ("When this enters", False),  # a trigger condition (603.1)
            ("As long as you control a Forest. Then draw", False),  # a sentence
            ("Choose one.", False),
        ]),
        *shape_cases(is_mana_trigger, "the trigger of a triggered mana ability (605.1b)", [
            ("Whenever enchanted land is tapped for mana", True),
            ("Whenever a player taps a land for mana", True),
            ("Whenever you tap a Forest for {G}", True),
            ("Whenever a land's ability causes you to add mana", True),
            ("Whenever enchanted land becomes tapped for mana", True),
            ("Whenever you activate a mana ability of a land", True),
            ("Whenever a mana ability you control resolves", True),
            ("Whenever one or more mana is added to your mana pool", True),
            ("Whenever you add {R}", True),
            ("Whenever a player adds mana", True),
            ("Whenever a land you control produces {G}", True),
            # a relative clause describes an object, no event (probe ta72)
            ("Whenever a creature you control that produces mana attacks", False),
            ("Whenever a land you control which produces {G} becomes tapped", False),
            ("Whenever you cast a spell, add {R}.", False),  # the effect's add is no event
            ("Whenever you activate an ability, you can't activate mana abilities", False),
            ("Whenever you tap an untapped creature you control", False),
            ("At the beginning of your upkeep", False),
            ("When this creature enters", False),
        ]),
        *shape_cases(has_target, "has a target", [
            ("Target player adds {R}.", True),
            ("Add {R}. Spend this mana only on targets of your choice.", False),  # 106.6
            ("Add {R}. When that mana is spent to cast a spell, copy it and choose new targets.",
             False),  # a delayed trigger (603.7)
            ("Add {R}.", False),
            # "targets" the verb: another spell's targets (115.1)
            ("Add {U}. Activate only if you've cast a spell that targets two or more "
             "creatures this turn.", False),
            ("Add {B}{B}. Activate only if a spell that targets creatures was cast this turn.",
             False),
            ("Add {G}. Activate only if an ability which targets lands resolved this turn.",
             False),
            ("Add {R}. It deals 1 damage to each of up to two targets.", True),
        ]),
        *shape_cases(moves_library_card, "moves a card to or from a library (605.1a, 2026)", [
            ("Add {W}{U}. Draw a card.", True),
            ("{T}, Mill a card", True),
            ("Add {C}. Search your library for a basic land card.", True),
            ("Put the top card of your library into your graveyard", True),
            ("Add {B}. Put a card from your hand on top of your library.", True),
            ("Add two mana. Draw a card at the beginning of the next turn's upkeep.", False),
            ("Add {C}. When you spend this mana to cast an artifact spell, draw a card.",
             False),  # a delayed trigger (603.7): the draw is no part of the ability
            ("Add {R}.", False),
        ]),
    ],
)  # fmt: skip
def test_what_a_piece_of_an_ability_is(reads, text, expected):
    assert reads(text) is expected


# -- add clauses (CR 106.1b, 106.3) ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "colors", "amount", "choice"),
    [
        ("Add {R}{G}.", "RG", "2", Choice.FIXED),
        ("Add X {R}.", "R", "X", Choice.FIXED),
        ("Add 3 {C}.", "C", "3", Choice.FIXED),
        ("Add seven {R}.", "R", "7", Choice.FIXED),
        ("Add twice that much {G}.", "G", "twice that much", Choice.FIXED),
        ("Add {2}.", "C", "1", Choice.FIXED),  # generic in an effect: colorless (107.4c)
        ("Add {HR}.", "R", "1", Choice.FIXED),
        ("Add one mana of each color.", "WUBRG", "5", Choice.FIXED),
        ("Add two mana of each color.", "WUBRG", "10", Choice.FIXED),
        ("Add {W} or {U}.", "WU", "1", Choice.ONE_OF),
        ("Add {W}{W}, {W}{U}, or {U}{U}.", "WU", "2", Choice.ONE_OF),
        ("Add {G}, {W}, and {U}.", "WUG", "3", Choice.FIXED),
        ("Add one mana of any color.", "WUBRG", "1", Choice.ANY_COLOR),
        ("Add three mana of any one color.", "WUBRG", "3", Choice.ANY_COLOR),
        ("Add two mana in any combination of colors.", "WUBRG", "2", Choice.ANY_COMBINATION),
        ("Add X mana in any combination of {R} and/or {G}.", "RG", "X", Choice.ANY_COMBINATION),
        ("Add two mana in any combination of {W}, {U}, and/or {B}.", "WUB", "2",
         Choice.ANY_COMBINATION),
        ("Add two mana of different colors.", "WUBRG", "2", Choice.ANY_COMBINATION),
        ("Add one mana of each of two different colors.", "WUBRG", "2", Choice.ANY_COMBINATION),
        ("Add one mana of each of X different colors.", "WUBRG", "X", Choice.ANY_COMBINATION),
        ("Add two mana of different colors other than black.", "WURG", "2",
         Choice.ANY_COMBINATION),
        ("Add one mana of the chosen color.", "WUBRG", "1", Choice.ANY_COLOR),
        ("Add three mana of that type.", "WUBRGC", "3", Choice.ANY_TYPE),
        ("Add one mana of any type that a land you control could produce.", "WUBRGC", "1",
         Choice.ANY_TYPE),
        ("Add {G} for each Elf you control.", "G", "1 for each Elf you control", Choice.FIXED),
        ("Add X mana of any one color, where X is its power.", "WUBRG",
         "X, where X is its power", Choice.ANY_COLOR),
    ],
)  # fmt: skip
def test_each_add_clause_yields(text, colors, amount, choice):
    [found], unrecognised = read_add_clauses(text)
    assert ("".join(t for t in "WUBRGC" if t in found.colors), found.amount, found.choice) == (
        colors,
        amount,
        choice,
    )
    assert unrecognised == []


def test_an_add_clause_no_template_knows_is_returned_not_guessed():
    yields, unrecognised = read_add_clauses("Add {G}. Then add a heap of mana.")
    assert [y.colors for y in yields] == [frozenset("G")]
    assert unrecognised == ["add a heap of mana."]


def test_a_symbol_that_is_not_mana_makes_the_clause_unrecognised():
    assert symbol_types("{T}") is None
    assert read_add_clauses("Add {T}.")[1] == ["Add {T}."]


def test_clauses_combine_into_one_row():
    yields, _ = read_add_clauses("Add {U}. If you played a land this turn, add {B} instead.")
    row = combine(yields, "Add {U}. If you played a land this turn, add {B} instead.")
    assert (row.colors, row.amount, row.choice) == (frozenset("UB"), "1", Choice.ONE_OF)
    yields, _ = read_add_clauses("Add {R}{R}, then add {R} for each Goblin.")
    row = combine(yields, "")
    assert (row.amount, row.choice) == ("2; 1 for each Goblin", Choice.FIXED)


# -- groups (CR 205, 613.1f) ------------------------------------------------------------------

ELF = CardTraits.read("Legendary Creature — Elf Druid", "")
TOKEN = CardTraits.read("Token Artifact Creature — Thopter", "")
SNOW_LAND = CardTraits.read("Basic Snow Land — Forest", "")
SHAPESHIFTER = CardTraits.read("Creature — Shapeshifter", "Changeling")


@pytest.mark.parametrize(
    ("group", "card", "expected"),
    [
        ("Elves you control", ELF, True),
        ("All Druids", ELF, True),
        ("Each creature you control", ELF, True),
        ("Legendary creatures you control", ELF, True),
        ("Nonlegendary creatures you control", ELF, False),
        ("Nontoken creatures you control", ELF, True),
        ("Nontoken creatures you control", TOKEN, False),
        ("Creature tokens you control", TOKEN, True),
        ("Artifact creatures you control", TOKEN, True),
        ("Artifact creatures you control", ELF, False),
        ("Permanents you control", ELF, True),
        ("Elves and Wizards you control", ELF, True),
        ("Goblins and Wizards you control", ELF, False),
        # "other" inside a list of two leaves out its own item only
        ("Druids and other Elves you control", ELF, True),
        # "A, B, and C" names three groups: the card is in it when it fits any one
        ("Artifacts, creatures, and lands you control", ELF, True),
        ("Artifacts, creatures, and lands you control", SNOW_LAND, True),
        ("Artifacts, enchantments, or planeswalkers you control", ELF, False),
        ("Artifacts, Goblins, or Elves you control", ELF, True),
        ("Non-Human creatures you control", ELF, True),
        ("Attacking creatures you control", ELF, True),  # state: taken as met
        ("Each creature you control with a counter on it", ELF, True),
        ("Other Elves you control", ELF, False),
        ("Elves your opponents control", ELF, False),
        ("Snow lands you control", SNOW_LAND, True),
        ("Basic lands you control", SNOW_LAND, True),
        ("Nonbasic lands", SNOW_LAND, False),
        ("Forests you control", SNOW_LAND, True),
        ("Slivers you control", SHAPESHIFTER, True),  # changeling: every creature type
        ("Green creatures you control", ELF, None),  # a color: the type line can't tell
        ("Elves with flying you control", ELF, True),  # a "with" condition: taken as met
        ("Elves that are tapped", ELF, True),
        ("Modified creatures you control", ELF, True),  # a state (CR 700.9): taken as met
        # a choice that may name the card's own type: taken as met (106.7)
        ("Each creature you control of the chosen type", ELF, True),
    ],
)
def test_whether_the_card_is_in_the_group(group, card, expected):
    assert belongs_to(group, card) is expected


@pytest.mark.parametrize(
    ("subtype", "written"),
    [("Elf", "Elves"), ("Mouse", "Mice"), ("Fungus", "Fungi"), ("Fox", "Foxes"),
     ("Faerie", "Faeries"), ("Ox", "Oxen"), ("Merfolk", "Merfolk"), ("Wolf", "Wolves")],
)  # fmt: skip
def test_a_subtype_is_found_in_its_plural(subtype, written):
    assert CardTraits.read(f"Creature — {subtype}", "").has_subtype(written)


def test_the_subject_of_a_grant():
    assert grant_subject("As long as it's your turn, creatures you control have") == (
        "creatures you control"
    )
    assert grant_subject("All Slivers have") == "All Slivers"
    assert grant_subject("draw a card") is None


def test_who_has_a_keywords_ability():
    card = CardTraits.read("Creature — Elf", "")
    holder, keyword = holder_of_reminder("Flying, glimmerbend 2", "Flying, glimmerbend 2",
                                         "this creature", card)  # fmt: skip
    assert (holder.owner, keyword) == ("self", "Glimmerbend")
    holder, keyword = holder_of_reminder(
        "Create a 1/1 Elf token with glimmerbend 1.",
        "Create a 1/1 Elf token with glimmerbend 1.",
        "this creature",
        card,
    )
    assert (holder.owner, keyword) == ("token", "Glimmerbend")
    assert holder_of_reminder("Draw a card.", "Draw a card.", "this creature", card) is None


# -- land types (CR 305.6, 305.7) -----------------------------------------------------------


@pytest.mark.parametrize(
    ("types", "colors", "depends_on"),
    [
        ("every basic land type", "WUBRG", None),
        ("every land type", "WUBRG", None),
        ("all basic land types", "WUBRG", None),
        ("Plains", "W", None),
        ("Forests", "G", None),
        ("Island and Swamp", "UB", None),
        ("Mountain, Forest, and Plains", "WRG", None),
        ("the basic land type of your choice", "WUBRG", "a chosen basic land type"),
        ("the chosen type", "WUBRG", "a chosen basic land type"),
    ],
)
def test_the_mana_of_named_land_types(types, colors, depends_on):
    assert ("".join(colors_of_types(types)[0]), colors_of_types(types)[1]) == (colors, depends_on)


def test_type_line_colors_are_a_lands_basic_types_cr_305_6():
    assert type_line_colors("Land — Swamp Forest") == ("B", "G")
    assert type_line_colors("Basic Snow Land — Island") == ("U",)
    assert type_line_colors("Creature — Forest Dryad") == ()  # not a land
    assert type_line_colors("Land — Cave") == ()
    assert type_line_colors("Land") == ()


def test_the_intrinsic_ability_is_written_as_reminder_text_writes_it():
    assert intrinsic_ability(("G",)) == "{T}: Add {G}."
    assert intrinsic_ability(("B", "G")) == "{T}: Add {B} or {G}."
    assert intrinsic_ability(("W", "U", "B")) == "{T}: Add {W}, {U}, or {B}."


@pytest.mark.parametrize(
    ("sentence", "subject", "is_self", "colors"),
    [
        ("Each land is a Swamp in addition to its other land types.", "Each land", False, "B"),
        ("Nonbasic lands are Mountains.", "Nonbasic lands", False, "R"),
        ("Enchanted land is an Island.", "Enchanted land", False, "U"),
        ("Until end of turn, target land becomes a Forest.", "target land", False, "G"),
        ("Lands you control are every basic land type.", "Lands you control", False, "WUBRG"),
        ("Rocky Vale is a Mountain.", "Rocky Vale", True, "R"),
        ("This land is every basic land type.", "This land", True, "WUBRG"),
        (
            "Lands you control gain all basic land types until end of turn.",
            "Lands you control",
            False,
            "WUBRG",
        ),
        ("Target land you control has all land types.", "Target land you control", False, "WUBRG"),
        ("Until end of turn, target land gains Island.", "target land", False, "U"),
        # "it": the land named before it, else the card itself
        ("Choose target land. It becomes a Mountain.", "target land", False, "R"),
        ("As long as enchanted land is untapped, it's a Forest.", "enchanted land", False, "G"),
        # in a trigger's effect, the land that set it off (any the event describes)
        ("Whenever a land you control enters, it becomes an Island.", "land you control",
         False, "U"),
        # a word between the article and "land" (it read no land and made no row)
        ("Whenever a nontoken land you control enters, it becomes a Swamp until end of turn.",
         "nontoken land you control", False, "B"),
        ("When another snow land enters, it becomes a Forest.", "another snow land", False, "G"),
        # a land a player plays: that player controls it (305.1)
        ("Whenever an opponent plays a land, it becomes a Swamp until end of turn.",
         "land an opponent controls", False, "B"),
        ("Whenever you play a land, it becomes a Forest.", "land you control", False, "G"),
        ("Whenever a player plays a land, it becomes an Island.", "land", False, "U"),
        ("Tidewash each land you control. Until end of turn, each of them becomes an Island.",
         "each land you control", False, "U"),
        # types as a type line writes them, a supertype before them
        ("Equipped creature is a Plains Island land in addition to its other types.",
         "Equipped creature", False, "WU"),
        ("Equipped creature is a snow Island land.", "Equipped creature", False, "U"),
        ("{2}: Until end of turn, it becomes a Forest.", "it", True, "G"),
        # a basic land type names the lands; a type named after "basic land type"
        ("Each Forest is an Island in addition to its other types.", "Each Forest", False, "U"),
        ("Forests you control are Mountains.", "Forests you control", False, "R"),
        ("Lands you control gain the basic land type Forest.", "Lands you control", False, "G"),
        # the subject of the sentence's last clause; "you may have" is no part of it
        ("All creatures become black and all lands become Swamps.", "all lands", False, "B"),
        ("You may have target land become a Plains.", "target land", False, "W"),
        ("{X}: X target lands become Forests.", "X target lands", False, "G"),
        # "... land": any object becomes a land of that type (Song of the Dryads)
        ("Enchanted permanent is a colorless Forest land.", "Enchanted permanent", False, "G"),
        ("Target creature loses all abilities and becomes a Forest land.", "Target creature",
         False, "G"),
        # what the subject loses or gets first is no part of it
        ("Enchanted land loses all land types and abilities and becomes a Swamp.",
         "Enchanted land", False, "B"),
        # two states before the lands ("tapped", "snow"): both the subject's
        ("All tapped snow lands are Forests.", "All tapped snow lands", False, "G"),
    ],
)  # fmt: skip
def test_a_type_change_and_its_subject_cr_305_7(sentence, subject, is_self, colors):
    [change] = type_changes(sentence, self_names("Rocky Vale"), mentions_land_types=False)
    assert (change.subject, change.is_self, "".join(change.colors)) == (subject, is_self, colors)


@pytest.mark.parametrize(
    "sentence",
    [
        "If it's a Forest, put it into your hand.",
        "If that card is a Plains, draw a card.",
        "Choose a creature type. Creatures of the chosen type get +1/+1.",
        "Search your library for a Forest card.",
        "Target creature gains all creature types.",
        "Each land has the chosen name.",
        "Whenever a land enters, if it's a Forest, draw a card.",
        "If you control a Forest, it becomes a 4/4.",
        "Choose a creature type. Each creature you control becomes that type.",
        # a condition on the types of objects named before is no type change
        "Whenever one or more Groves enter, if they are Forests, draw a card.",
        "Reveal two cards. If both are Forests, draw a card.",
        # a creature is no land (205.3d) unless a condition on it right before says so
        "Tap target creature. It becomes a Forest in addition to its other types.",
        "Tap target creature. If you control a land, it becomes a Forest in addition to its "
        "other types.",
    ],
)
def test_no_type_change(sentence):
    assert type_changes(sentence, self_names(None), mentions_land_types=False) == []


@pytest.mark.parametrize(
    ("sentence", "lands_unknown"),
    [
        # a word CR 205.3i does not list: a land type not listed yet, or no land (205.3d)
        ("Groves you control are Forests in addition to their other types.", True),
        ("Elves you control are Forests.", True),
        # whatever the plural verb, after a condition too
        ("Groves you control become Forests until end of turn.", True),
        ("Until end of turn, Groves you control are Forests.", True),
        ("Until end of turn, groves you control are Forests.", True),
        # permanents: the lands among them
        ("Until end of turn, permanents you control are Forests.", False),
        # a listed land type or "lands": lands
        ("Caves you control are Forests in addition to their other types.", False),
        ("Nonbasic lands are Mountains.", False),
    ],
)
def test_a_group_the_parser_cant_tell_is_lands_is_marked(sentence, lands_unknown):
    [change] = type_changes(sentence, self_names(None), mentions_land_types=False)
    assert (change.colors != (), change.lands_unknown) == (True, lands_unknown)


def test_a_group_the_parser_cant_tell_is_lands_is_reported_not_counted():
    """ "Groves you control are Forests" on an enchantment: Groves are lands only if Grove
    is a land type (205.3d), which the rules don't list; no row, a parse issue."""
    face = parse_face(
        "Groves you control are Forests in addition to their other types.",
        "Enchantment",
        "Grove Union",
    )
    assert (face.mana, [i.problem for i in face.issues]) == ((), [IssueKind.UNKNOWN_LAND_GROUP])
    # the card that is a Grove land names its own subtype: lands, counted
    own = parse_face(
        "Groves you control are Forests in addition to their other types.",
        "Land — Grove",
        "Heart of the Grove",
    )
    assert ([r.colors for r in own.mana], own.issues) == ([("G",), ("G",)], ())


def test_every_type_change_of_a_paragraph_is_read_past_one_that_is_not():
    """A subject that is no land, or a chosen type that is no land type, is skipped, and
    the sentences after it are still read."""
    not_a_land = "Target creature becomes a Forest. Target land becomes an Island."
    not_land_types = "Enchanted land is the chosen type. Target land becomes a Swamp."
    assert [c.colors for c in type_changes(not_a_land, set(), mentions_land_types=False)] == [
        ("U",)
    ]
    assert [c.colors for c in type_changes(not_land_types, set(), mentions_land_types=False)] == [
        ("B",)
    ]


def test_they_after_the_card_and_another_land_are_the_card_and_the_land_named_last():
    """ "Tap target nonbasic land. Untap this land and up to one other target land you
    control. They become Forests ...": "they" are the card and the land joined to it, the
    one named last, not the land the sentence before targets (305.7)."""
    text = (
        "{T}: Tap target nonbasic land. Untap this land and up to one other target land you "
        "control. They become Forests until end of turn."
    )
    changes = type_changes(text, self_names("Rocky Vale"), mentions_land_types=False)
    assert [(c.subject, c.is_self) for c in changes] == [
        ("it", True),
        ("target land you control", False),
    ]


@pytest.mark.parametrize(
    ("reminder", "is_basic"),
    [
        ("{T}: Add {G}.", True),
        ("{T}: Add {G} or {W}.", True),
        ("{T}: Add {W}, {U}, or {B}.", True),
        ("{T}: Add {}.", False),
        ("{T}: Add {G} or {}.", False),
        ("{T}: Add {G}. Draw a card.", False),
    ],
)
def test_the_reminder_text_of_basic_land_types(reminder, is_basic):
    assert (BASIC_REMINDER.match(reminder) is not None) == is_basic


def test_the_chosen_type_is_a_land_type_only_when_land_types_were_named():
    sentence = "Enchanted land is the chosen type."
    assert type_changes(sentence, set(), mentions_land_types=False) == []
    assert len(type_changes(sentence, set(), mentions_land_types=True)) == 1


def test_it_after_an_object_of_an_unknown_subtype_is_reported_not_the_card():
    """ "tidewash target Fen you control. (... it becomes an Island ...)": "it" is the Fen
    (a subtype CR 205.3i does not list), not the card; whether a Fen is a land the parser
    can't tell, so the change is reported. It was taken as the card's, and dropped."""
    [change] = type_changes(
        "When this creature enters, tidewash target Fen you control. Until end of turn, it "
        "becomes an Island in addition to its other types.",
        self_names("Test Wader"),
        mentions_land_types=False,
    )
    assert (change.subject, change.is_self, change.lands_unknown) == ("target Fen", False, True)


def test_land_tokens_with_basic_land_types():
    assert land_token_colors("create a land token that is every basic land type") == (
        tuple("WUBRG"),
        None,
    )
    assert land_token_colors("create a tapped Forest land token") == (("G",), None)
    assert land_token_colors("create a 1/1 Elf creature token") is None
    # a token copy's exception gives it the type (707.9b); what it copies gives no row
    assert land_token_colors(
        "Create a token that's a copy of target land you control, except it's an Island in "
        "addition to its other types."
    ) == (("U",), None)


# -- predefined tokens (CR 111.10) ------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "created"),
    [
        ("Create a Treasure token.", ["Treasure"]),
        ("create two tapped Treasure tokens", ["Treasure"]),
        ("Create a Food token and a Treasure token.", ["Food", "Treasure"]),
        ("you create a Gold token", ["Gold"]),
        ("Gift a Treasure", ["Treasure"]),
        ("Gift a tapped Treasure", ["Treasure"]),  # a state, the same kind (probe rg)
        ("Sacrifice a Treasure token: create a Clue token.", ["Clue"]),
        ("Sacrifice a Treasure token.", []),
        ("Treasures you control have hexproof.", []),
        ("create a treasure token", ["Treasure"]),  # a name means the same in any case
        ("Create a cursed role token attached to it.", ["Cursed Role"]),
        ("gift a food", ["Food"]),
        # a copy has the copied object's abilities (707.2), not the kind's definition
        ("Create a token that's a copy of target Treasure token you control.", []),
        ("Create a token that's a copy of target artifact and a Treasure token.", ["Treasure"]),
        # a replacement's condition ends at its first comma (614): what the rest of the
        # sentence creates, a later comma too, is created
        (
            "If you would create a Treasure token, create a Food token instead, then scry 1.",
            ["Food"],
        ),
        # "those tokens plus ..." keeps the replaced tokens, in the passive as in the active
        (
            "If you would create one or more Treasure tokens, instead create those tokens "
            "plus an additional Food token.",
            ["Treasure", "Food"],
        ),
        (
            "If one or more Treasure tokens would be created under your control, those tokens "
            "plus an additional Food token are created instead.",
            ["Treasure", "Food"],
        ),
        (
            "If one or more Treasure tokens would be created under your control, that many "
            "Gold tokens are created instead.",
            ["Gold"],
        ),
        # a known name is the first word of another kind's, which no rule defines (probe pm)
        ("Create a Treasure Idol token.", []),
        ("create a Gold Nugget token and a Clue token", ["Clue"]),
        ("Create a Clue and a Treasure.", ["Clue", "Treasure"]),
        # ... or its last word (probe pq), not after a sentence's first word or "X"
        ("Create a Lost Treasure token.", []),
        ("create a Junk token and a Thran Powerstone token", ["Junk"]),
        ("Create Treasure tokens equal to that number.", ["Treasure"]),
        ("Create X Treasure tokens.", ["Treasure"]),
        ("Create a Young Hero Role token attached to it.", ["Young Hero Role"]),
        # a sentence's first word after another's, or after a parenthesis (a review)
        ("Create a Food token. Create Treasure tokens equal to that number.", ["Food", "Treasure"]),
        ("(Then return it.) Create Treasure tokens equal to that number.", ["Treasure"]),
    ],
)
def test_which_predefined_tokens_a_sentence_creates(sentence, created):
    assert [t.name for t in predefined_tokens().created(sentence)] == created


@pytest.mark.parametrize(
    ("sentence", "unknown"),
    [
        ("Create a Hideaway token.", ["Hideaway"]),  # a kind no definition has
        ("create two tapped Hideaway tokens", ["Hideaway"]),
        ("Create a Treasure token and a Hideaway token.", ["Hideaway"]),
        ("Create a Food token, a Hideaway token, and a Treasure token.", ["Hideaway"]),
        ("Create a Zuzz token.", ["Zuzz"]),
        ("Create an X/X Hideaway token.", []),  # the effect says what it is
        ("Create a token that's a copy of target Hideaway token you control.", []),
        ("Create X tokens that are copies of it.", []),  # "X" is a number, not a kind
        ("Create a Cursed Role token attached to target creature.", []),  # known: a Role
        ("Create a 1/1 white Spirit creature token with flying.", []),  # the effect says
        ("Create X 2/2 black Zombie tokens.", []),
        ("Create a token that's a copy of target Elf you control.", []),
        ('Create four 4/4 red Devil creature tokens and "…" Sacrifice the Devil tokens.', []),
        ("Sacrifice a Hideaway token.", []),  # not created
        ("Create two tapped tokens that are copies of it.", []),  # "tapped" is no kind
        ("Create a Treasure Idol token.", ["Treasure Idol"]),  # a known name's first word
        ("Create a Lost Treasure token.", ["Lost Treasure"]),  # ... or last
        ("Create a Mishra's Powerstone token.", ["Mishra's Powerstone"]),  # a possessive
    ],
)
def test_which_token_kinds_a_sentence_creates_that_no_definition_has(sentence, unknown):
    assert predefined_tokens().unknown_kinds(sentence) == unknown


def test_a_token_kind_without_rules_or_reminder_text_is_reported_never_guessed():
    """Nothing says what a Hideaway token does: the card is a parse issue, with no row."""
    text = "When this creature enters, create a Hideaway token."
    parsed = parse_face(text, "Creature — Elf", "Invented Elf")
    assert parsed.mana == ()
    assert [(i.text, i.problem.name) for i in parsed.issues] == [(text, "UNKNOWN_TOKEN")]
    with_reminder = text + ' (It\'s an artifact with "{T}: Draw a card.")'
    assert parse_face(with_reminder, "Creature — Elf", "Invented Elf").issues == ()


def test_a_role_without_reminder_text_is_a_known_kind():
    """Charming Scoundrel (2023) creates a Wicked Role with no reminder text."""
    text = (
        "Haste\nWhen Charming Scoundrel enters the battlefield, choose one —\n• Discard a card,"
        " then draw a card.\n• Create a Treasure token.\n• Create a Wicked Role token"
        " attached to target creature you control."
    )
    parsed = parse_face(text, "Creature — Human Rogue", "Charming Scoundrel")
    assert parsed.issues == ()
    assert [(r.source_kind, r.via) for r in parsed.mana] == [(SourceKind.TOKEN, "Treasure")]


def test_the_definitions_with_mana_abilities():
    tokens = predefined_tokens().by_name
    with_mana = sorted(n for n, t in tokens.items() if any("Add" in a for a in t.abilities))
    assert with_mana == ["Gold", "Powerstone", "Treasure"]


# -- the face parser's two-way detector ------------------------------------------------------


def test_the_detector_reports_a_paragraph_per_miss_and_nothing_else():
    parsed = parse_face(
        "{T}: Add {G}.\n{T}: Add a heap of mana.\nDraw a card.", "Artifact", "Two Lines"
    )
    assert [r.ability_index for r in parsed.mana] == [0]
    assert [(i.text, i.problem.name) for i in parsed.issues] == [
        ("{T}: Add a heap of mana.", "NO_ABILITY")
    ]


def test_an_unrecognised_clause_beside_a_recognised_one_is_reported():
    parsed = parse_face("{T}: Add {G}. Then add a heap of mana.", "Artifact", "Half Read")
    assert [r.colors for r in parsed.mana] == [("G",)]
    assert [i.problem.name for i in parsed.issues] == ["UNRECOGNISED_CLAUSE"]


def test_a_cost_of_energy_symbols_is_its_energy_payment_cr_107_14():
    from pipeline.abilities.costs import parse_cost

    parts = parse_cost("{E}{E}, {T}")
    assert (parts.has_tap, parts.cost_mana, parts.energy, parts.other_cost) == (
        True,
        "",
        "{E}{E}",
        (),
    )
    assert parse_cost("{T}").energy is None


def test_a_predefined_token_beside_a_printed_token_ability_is_its_own_row():
    """The predefined token's row merges only into an identical printed row (same colors,
    amount and choice); an Elf's {G} is not a Powerstone's {C}."""
    face = parse_face(
        'Create a 1/1 green Elf creature token with "{T}: Add {G}." Create a Powerstone token.',
        "Sorcery",
        "Sprout Test",
    )
    rows = [(m.mechanism.value, m.via, m.colors, m.amount, m.choice.value) for m in face.mana]
    assert rows == [
        ("printed", None, ("G",), "1", "fixed"),
        ("predefined_token", "Powerstone", ("C",), "1", "fixed"),
    ]
    assert face.issues == ()


@pytest.mark.parametrize(
    "text",
    [
        'Create a 1/1 green Elf creature token with "{T}: Add {G}." and a Treasure token.',
        'Create a 1/1 green Elf creature token with "{T}: Add {G}." Create a Treasure token.',
    ],
    ids=["one sentence", "two sentences"],
)
def test_a_period_inside_a_quoted_ability_does_not_end_the_creating_sentence(text):
    """'... with "{T}: Add {G}." and a Treasure token.' creates both tokens: the quote's
    period ends the quoted ability, not the sentence that names the Treasure."""
    face = parse_face(text, "Sorcery", "Sprout Test")
    rows = [(m.mechanism.value, m.via, m.colors) for m in face.mana]
    assert rows == [
        ("printed", None, ("G",)),
        ("predefined_token", "Treasure", ("W", "U", "B", "R", "G")),
    ]
    assert face.issues == ()


def test_own_sentences_put_each_quoted_ability_back_where_it_was():
    """A period inside a quote ends no sentence; a quote ending in one ends its sentence
    where a new one follows; the quotes return in order, each to its own."""
    [paragraph] = paragraphs(
        'Create a token with "A." and "B. C." Draw a card. Add "D." and "E." Then "F."'
    )
    assert paragraph.own_sentences() == [
        'Create a token with "A." and "B. C."',
        "Draw a card.",
        'Add "D." and "E."',
        'Then "F."',
    ]


def test_that_type_is_the_basic_land_type_chosen_before():
    """Terraformer: "Choose a basic land type. Each land you control becomes that type"."""
    [change] = type_changes(
        "Choose a basic land type. Each land you control becomes that type until end of turn.",
        self_names(None),
        mentions_land_types=True,
    )
    assert (change.subject, "".join(change.colors), change.depends_on) == (
        "Each land you control",
        "WUBRG",
        "a chosen basic land type",
    )


@pytest.mark.parametrize(
    ("text", "theirs"),
    [
        ("Destroy target artifact. Its controller creates a Treasure token.", True),
        ("Gift a Treasure (You may promise an opponent a gift as you cast this spell. If you "
         "do, they create a Treasure token before its other effects.)", True),
        ("Each opponent creates a Treasure token.", True),
        ("When this creature enters, create a Treasure token.", False),
        ("Each player creates a Treasure token.", False),  # you are one of them
        ("Target opponent creates a Treasure token. You create two Treasure tokens.", False),
        ("Gift a card (...). When this creature enters, if the gift was promised, create a "
         "Treasure token.", False),
        ("Draw a card.", False),  # no token at all
        # "you and ... each create": you too
        ("You and target opponent each create a Treasure token.", False),
        # "that player": the player named last, who may be you, or is an opponent
        ("Whenever a player casts their first spell each turn, that player creates a "
         "Treasure token.", False),
        ("Whenever an opponent casts their first spell each turn, that player creates a "
         "Treasure token.", True),
        # the card's combat damage is to an opponent; one who attacks you is an opponent
        ("Whenever this creature deals combat damage to a player, that player creates a "
         "Treasure token.", True),
        ("Whenever a player attacks you, that player creates a Treasure token.", True),
        ("Whenever a player casts a spell during an opponent's turn, that player creates a "
         "Treasure token.", False),
        ("You and up to one target opponent each create a Treasure token.", False),
        ("Each other player creates a Treasure token.", True),
        # another player named in lowercase, after a trigger or a comma, creates them too
        ("Exile X target creatures. For each creature exiled this way, its controller "
         "creates a 2/2 green Boar creature token.", True),
        ("When this creature enters, target opponent creates three 2/2 white Knight creature "
         "tokens with first strike.", True),
        ("When this creature dies, an opponent of your choice creates a Treasure token.", True),
        ("Whenever an opponent draws their second card each turn, that opponent creates a "
         "Treasure token.", True),
        ("When this creature dies, its owner creates a 2/2 black Zombie creature token.", True),
        ("Whenever this creature attacks, defending player creates a Treasure token.", True),
        # "that player" is the player named last: here the one this creature deals combat
        # damage to, an opponent, though an opponent was named before "a player"
        ("Whenever an opponent is dealt damage or this creature deals combat damage to a "
         "player, that player creates a Treasure token.", True),
        # clause by clause: the token created last is the one a quote after it belongs to
        ("Each opponent loses 1 life and you create a Treasure token.", False),
        ("Tap target creature an opponent controls and create a Treasure token.", False),
        ("Each opponent creates a Food token, then you create a Treasure token.", False),
        ("You create a Food token and target opponent creates a Treasure token.", True),
        ("Target opponent and you each create a Treasure token.", False),
        ("Your opponents each create a Treasure token.", True),
        ("Whenever an opponent creates a token, you create a Treasure token.", False),
        # "that player" named in a sentence before; players who are not you
        ("Choose a player. That player creates a Treasure token.", False),
        ("Target player draws two cards. That player creates a Treasure token.", False),
        ("Whenever a player other than you casts a spell, that player creates a Treasure "
         "token.", True),
        ("Whenever creatures you control deal combat damage to a player, that player creates "
         "a Treasure token.", True),
        ("Whenever creatures you control deal combat damage to one or more players, each of "
         "those players creates a Treasure token.", True),
        ("Any opponent may pay {2}. If a player does, that player creates a Treasure token.",
         True),
        ("Whenever a player casts a spell that targets one of your opponents, that player "
         "creates a Treasure token.", False),
        ("Each player who controls fewer lands than you creates a Treasure token.", True),
        ("Whenever a player plays a land, if that player controls more lands than you, that "
         "player creates a Treasure token.", True),
        ("Each player who attacked you this turn creates a Treasure token.", True),
        ("The player to your left creates a Treasure token.", True),
        ("Destroy target creature. That creature's controller creates a Treasure token.", True),
        ("Choose an opponent.\nAt the beginning of your upkeep, the chosen player creates a "
         "Treasure token.", True),
        ("Target opponent creates a Treasure token. It gains indestructible.", True),
        # players listed before "each create", none of them you: only another's
        ("Target opponent and target creature's controller each create a Treasure token.",
         True),
    ],
)  # fmt: skip
def test_whose_tokens_a_text_creates(text, theirs):
    """A token is its creator's (CR 111.2): `pipeline deck` counts no source another
    player's token gives, and no token's static ability of another player's reaches the
    card; a player who may be you ("that player" after "a player") makes yours."""
    from pipeline.abilities.tokens import created_by_another_player

    assert created_by_another_player(text) is theirs


def test_it_after_a_modes_bullet_is_the_subject_of_the_modes_sentence_before():
    """A mode opens with its bullet (700.2): "It" in the next sentence stands for the
    subject after the bullet, here the card itself, so the ability it gains is the card's
    own, not one granted to another object."""
    text = (
        "When this creature enters, choose one —\n"
        '• This creature gets +1/+1 until end of turn. It gains "{T}: Add {G}." until end '
        "of turn.\n"
        "• Draw a card."
    )
    face = parse_face(text, "Creature — Elf Druid", "Invented Druid")
    assert [(r.source_kind, r.colors) for r in face.mana] == [(SourceKind.ACTIVATED, ("G",))]


@pytest.mark.parametrize(
    "reminder",
    [
        pytest.param("(It's a 2/2 black Zombie creature.)", id="it defines the kind, no quote"),
        pytest.param(
            '(Hideaway tokens are artifacts with "{T}: Draw a card.")',
            id="it prints the kind's ability, no definition",
        ),
    ],
)
def test_a_reminder_that_defines_or_prints_a_new_token_kind_leaves_no_issue(reminder):
    """A token kind no definition has is reported only where nothing says what it is: a
    reminder that defines it ("It's a ...") or prints its abilities in quotes is enough,
    either one (CR 111.3: the effect that creates a token may define it)."""
    text = f"When this creature enters, create a Hideaway token. {reminder}"
    assert parse_face(text, "Creature — Elf", "Invented Elf").issues == ()


@pytest.mark.parametrize(
    ("text", "changed"),
    [
        # what a creature gets in the sentence before is no part of the next one's subject
        ("Target creature gets -2/-2 until end of turn. Target land loses all abilities and "
         "becomes a Swamp.", ("Target land", ("B",))),
        # "those" and a word before "lands" name lands as "those lands" does
        ("Tap up to two target lands. Those two lands become Swamps until end of turn.",
         ("Those two lands", ("B",))),
        # a land type with a hyphen is one word: Power-Plant (205.3i), a land
        ("Tap target Power-Plant. It becomes a Forest until end of turn.",
         ("target Power-Plant", ("G",))),
        # the land types listed from the text's first word are all of the subject
        ("Forests, Plains, and Islands you control are Swamps in addition to their other "
         "types.", ("Forests, Plains, and Islands you control", ("B",))),
        # a condition right before the change that its object is a land: a land creature
        # (probe sdx1, no change before)
        ("Tap target creature. If it's a land, it becomes a Forest in addition to its other "
         "types until end of turn.", ("target creature", ("G",))),
        ("Tap target creature. If that creature is a land, it becomes a Forest in addition to "
         "its other types until end of turn.", ("that creature", ("G",))),
        # the types offered after the change's condition (probe tq65: the Mountain dropped)
        ("Target land becomes a Forest until end of turn if you control a Forest, or a "
         "Mountain otherwise.", ("Target land", ("R", "G"))),
        ("Target land becomes a Forest until end of turn if you control a Forest, or an Island "
         "if you don't.", ("Target land", ("U", "G"))),
        # and after a type no basic one (probes tu86 ue78: none read)
        ("Target land becomes a Desert until end of turn if you control a Desert, or a "
         "Mountain otherwise.", ("Target land", ("R",))),
        # ... not cutting a list of basic ones before it (review: "and an Island" lost)
        ("Target land becomes a Forest and an Island until end of turn if you control a "
         "Forest, or a Mountain otherwise.", ("Target land", ("U", "R", "G"))),
    ],
)  # fmt: skip
def test_the_lands_a_type_change_names(text, changed):
    """Each subject is lands, known as such (no `lands_unknown`), and another object's:
    they have the types' abilities (305.7)."""
    [change] = type_changes(text, self_names("Test Glade"), mentions_land_types=False)
    assert (change.subject, change.colors, change.is_self, change.lands_unknown) == (
        *changed,
        False,
        False,
    )


def test_a_land_card_in_a_list_of_land_types_from_the_text_start_becomes_the_new_type():
    """ "Forests, Plains, and Islands you control are Swamps" on a Forest: the card is one of
    them, a Swamp too, and can produce {B} (305.7)."""
    face = parse_face(
        "Forests, Plains, and Islands you control are Swamps in addition to their other types.",
        "Land — Forest",
        "Test Glade",
    )
    assert could_produce([face]) == ("B", "G")


def test_the_other_lands_an_event_names_beside_the_card_are_no_chosen_objects():
    """ "Whenever this land or another land you control enters, it becomes ...": "it" is the
    card or the other land; no player chose that land (`TypeChange.chosen` is False)."""
    changes = type_changes(
        "Whenever this land or another land you control enters, it becomes a Forest until end "
        "of turn.",
        self_names("Test Glade"),
        mentions_land_types=False,
    )
    assert [(c.subject, c.is_self, c.chosen) for c in changes] == [
        ("this land", True, False),
        ("another land you control", False, False),
    ]


@pytest.mark.parametrize(
    "text",
    [
        # the token is created after the trigger's comma, before another one
        "Landfall — Whenever a land you control enters, create a 0/1 green Plant creature "
        "token, then you gain 1 life. It's a Forest land in addition to its other types.",
        # the token is created after the land named, with a token created before it
        "Create a Food token. Untap target land you control, then create a 0/1 green Plant "
        "creature token. It's a Forest land in addition to its other types.",
    ],
)
def test_it_after_a_token_created_last_is_that_token(text):
    """ "It" stands for the object named last: the Plant token created, not the land the
    trigger or the effect named before it; the token is a Forest land, the card is not
    changed (305.7)."""
    face = parse_face(text, "Land", "Test Glade")
    rows = [(r.source_kind.value, r.via, r.colors) for r in face.mana]
    assert rows == [("granted", "a 0/1 green Plant creature token", ("G",))]
    assert (could_produce([face]), leads_to([face])) == ((), ("G",))


@pytest.mark.parametrize(
    "text",
    [
        # a Forest named before the land token is not the token's type
        "When this creature enters, you may return a Forest you control to its owner's hand "
        "and create a tapped colorless land token.",
        # a creature's copy is no land (205.3d): "land" later in the sentence does not make
        # it one
        "Create a token that's a copy of target creature you control, except it's a Forest "
        "Treefolk and it gets +1/+1 for each land you control.",
    ],
)
def test_no_land_token_with_a_basic_land_type(text):
    assert land_token_colors(text, card_is_land=False, self_words="this creature") is None
    face = parse_face(text, "Creature — Elf Druid", "Test Elf")
    assert (face.mana, face.issues) == ((), ())


def test_a_copy_of_the_card_is_no_land_unless_the_card_is_said_to_be_one():
    """`land_token_colors` takes the card for no land by default: a copy of "this creature",
    except it's a Forest, is no land (205.3d); the card said to be a land, it is."""
    sentence = (
        "Create a token that's a copy of this creature, except it's a Forest in addition to "
        "its other types."
    )
    assert land_token_colors(sentence, self_words="this creature") is None
    assert land_token_colors(sentence, card_is_land=True, self_words="this creature") == (
        ("G",),
        None,
    )


def test_a_cost_part_shows_its_quote_as_printed_where_a_comma_runs_into_the_next_word():
    """A text from elsewhere than Scryfall may print "artifact,creature": the cost's part,
    rejoined with ", ", is no piece of the masked text, and still gets its own quote back."""
    face = parse_face(
        '{T}, Sacrifice an artifact,creature, or land with "{T}: Add {C}.": Add {B}{B}.',
        "Land",
        "Test Quarry",
    )
    assert [row.sacrifice for row in face.mana] == [
        'Sacrifice an artifact, creature, or land with "{T}: Add {C}."'
    ]


_COPY_MAY_BE_A_LAND = [
    # "the returned card": the card the verb "return" took, here an artifact card, no land
    (
        "Test Recall",
        "Sorcery",
        "Return target artifact card from your graveyard to your hand. Create a token that's "
        "a copy of the returned card, except it's a Plains in addition to its other types.",
        "",
        "",
    ),
    # ... and a land card's copy is a Plains land
    (
        "Test Recall",
        "Sorcery",
        "Return target land card from your graveyard to your hand. Create a token that's a "
        "copy of the returned card, except it's a Plains in addition to its other types.",
        "",
        "W",
    ),
    # an instant or a sorcery card is never a land (300.2a): its copy is no Swamp
    (
        "Test Echo",
        "Sorcery",
        "Exile target sorcery card from a graveyard. Create a token that's a copy of it, "
        "except it's a Swamp in addition to its other types.",
        "",
        "",
    ),
    # "discards that card": the verb of "the discarded card" took "that card", any card
    (
        "Test Theft",
        "Sorcery",
        "Look at target opponent's hand and choose a card from it. That player discards that "
        "card. You create a token that's a copy of the discarded card, except it's a Plains in "
        "addition to its other types.",
        "",
        "W",
    ),
    # a verb that opens the effect took "it": "Exile it." after a card milled, any card
    (
        "Test Grave Theft",
        "Sorcery",
        "Target player mills a card. Exile it. Create a token that's a copy of the exiled "
        "card, except it's a Swamp in addition to its other types.",
        "",
        "B",
    ),
    # "one of them": one of the cards milled, any of which may be a land
    (
        "Test Sifting",
        "Sorcery",
        "Mill three cards. Create a token that's a copy of one of them, except it's an Island "
        "in addition to its other types.",
        "",
        "U",
    ),
    # "each of them": the creature cards exiled, none a land
    (
        "Test Sifting",
        "Sorcery",
        "Exile two target creature cards from graveyards. Create a token that's a copy of each "
        "of them, except it's a Forest in addition to its other types.",
        "",
        "",
    ),
    # a reflexive trigger's "When you do" (603.12) follows the sentence before as "If you
    # do": its condition says the card is an artifact, no land
    (
        "Test Tinkerer",
        "Creature — Human Artificer",
        "When this creature enters, look at the top card of your library. If it's an artifact "
        "card, you may pay {1}. When you do, create a token that's a copy of it, except it's a "
        "Forest in addition to its other types.",
        "",
        "",
    ),
    # the other branch of a condition after "; otherwise,": not a land card
    (
        "Test Seer",
        "Sorcery",
        "Look at the top card of your library. If it's a land card, you may put it into your "
        "hand; otherwise, create a token that's a copy of it, except it's a Plains in addition "
        "to its other types.",
        "",
        "",
    ),
    # ... and after "If it's not," that repeats only the condition's subject
    (
        "Test Seer",
        "Sorcery",
        "Mill a card. If it's a land card, return it to your hand. If it's not, create a "
        "token that's a copy of it, except it's an Island in addition to its other types.",
        "",
        "",
    ),
    # ... where the first branch is a nonland card's, the other is a land card's
    (
        "Test Seer",
        "Sorcery",
        "Mill a card. If it's a nonland card, return it to your hand; otherwise, create a "
        "token that's a copy of it, except it's an Island in addition to its other types.",
        "",
        "U",
    ),
    # adjectives joined by a comma, no "or": the card is both, an artifact and no land
    (
        "Test Seer",
        "Sorcery",
        "Mill a card. If it's a nonland, noncreature card, create a token that's a copy of it, "
        "except it's a Swamp in addition to its other types.",
        "",
        "",
    ),
    # a mana value no land card has (202.3)
    (
        "Test Seer",
        "Sorcery",
        "Mill a card. If that card's mana value is 3 or greater, create a token that's a copy "
        "of it, except it's a Mountain in addition to its other types.",
        "",
        "",
    ),
    # ... a choice with "or" may be a land
    (
        "Test Seer",
        "Sorcery",
        "Mill a card. If it's an artifact or land card, create a token that's a copy of it, "
        "except it's a Mountain in addition to its other types.",
        "",
        "R",
    ),
    # a trigger's event names any card: a card may be a land
    (
        "Test Scavenger",
        "Creature — Rat",
        "Whenever an opponent discards a card, you may pay {2}. If you do, create a token "
        "that's a copy of that card, except it's a Swamp in addition to its other types.",
        "",
        "B",
    ),
    # ... or a card of another card type, no land
    (
        "Test Scavenger",
        "Creature — Rat",
        "Whenever an opponent discards a creature card, you may pay {2}. If you do, create a "
        "token that's a copy of that card, except it's a Swamp in addition to its other types.",
        "",
        "",
    ),
    # ... "nonland": no land, though a permanent may be one
    (
        "Test Mimic",
        "Enchantment",
        "Whenever a nonland permanent an opponent controls is put into a graveyard from the "
        "battlefield, create a token that's a copy of it, except it's a Plains in addition to "
        "its other types.",
        "",
        "",
    ),
    # ... a spell: never a land (a land isn't cast, 305.9)
    (
        "Test Mimic",
        "Enchantment",
        "Whenever an opponent casts a permanent spell, you may pay {3}. If you do, create a "
        "token that's a copy of it, except it's a Plains in addition to its other types.",
        "",
        "",
    ),
    # ... a list of card types, commas within it, land among them
    (
        "Test Mimic",
        "Enchantment",
        "Whenever a creature, enchantment, or land an opponent controls is put into a "
        "graveyard from the battlefield, create a token that's a copy of it, except it's a "
        "Plains in addition to its other types.",
        "",
        "W",
    ),
    # "For each land sacrificed this way": each land the verb took, no "card" after "land"
    (
        "Test Offering",
        "Sorcery",
        "Sacrifice up to two lands. For each land sacrificed this way, create a token that's a "
        "copy of it, except it's a Mountain in addition to its other types.",
        "",
        "R",
    ),
    # ... and "For each creature sacrificed this way": no land
    (
        "Test Offering",
        "Sorcery",
        "Sacrifice up to two creatures. For each creature sacrificed this way, create a token "
        "that's a copy of it, except it's a Mountain in addition to its other types.",
        "",
        "",
    ),
    # "For each land card among them": each land card of the group named before
    (
        "Test Offering",
        "Sorcery",
        "Look at the top three cards of your library. For each land card among them, create a "
        "token that's a copy of it, except it's an Island in addition to its other types.",
        "",
        "U",
    ),
    # objects named together by "and": "those cards" is each of them, a land card among them
    (
        "Test Exhumation",
        "Sorcery",
        "Put target land card and target creature card from a graveyard on top of their "
        "owners' libraries. Create tokens that are copies of those cards, except they're "
        "Mountains in addition to their other types.",
        "",
        "R",
    ),
    # ... and "each card exiled this way" each object the verb took, the one after "and" too
    (
        "Test Exhumation",
        "Sorcery",
        "Exile target artifact card and up to one target land card from graveyards. For each "
        "card exiled this way, create a token that's a copy of it, except it's a Plains in "
        "addition to its other types.",
        "",
        "W",
    ),
    # ... no land among them
    (
        "Test Exhumation",
        "Sorcery",
        "Put target creature card and target artifact card from a graveyard on top of their "
        "owners' libraries. Create tokens that are copies of those cards, except they're "
        "Mountains in addition to their other types.",
        "",
        "",
    ),
    # the card's name is the card, not "the Plains" it ends in: a creature, no land
    (
        "Warden of the Plains",
        "Creature — Human Soldier",
        "At the beginning of your end step, tap Warden of the Plains and create a token that's "
        "a copy of it, except it's a Plains in addition to its other types.",
        "",
        "",
    ),
    # ... a land so named: its copy is a Swamp too
    (
        "Heart of the Swamp",
        "Land",
        "{T}: Add {C}.\n{4}, {T}: Untap Heart of the Swamp and create a token that's a copy of "
        "it, except it's a Swamp in addition to its other types.",
        "C",
        "BC",
    ),
    # a card exiled with the card by a linked ability (607.2a): "this enchantment" is where
    # it was exiled with, not what it is; any card may be a land
    (
        "Test Reliquary",
        "Enchantment",
        "When this enchantment enters, exile target card from an opponent's graveyard.\n"
        "Sacrifice this enchantment: Create a token that's a copy of a card exiled with this "
        "enchantment, except it's a Mountain in addition to its other types.",
        "",
        "R",
    ),
    # ... one named by another card type is no land
    (
        "Test Reliquary",
        "Enchantment",
        "When this enchantment enters, exile target creature card from an opponent's "
        "graveyard.\nSacrifice this enchantment: Create a token that's a copy of the creature "
        "card exiled with this enchantment, except it's a Mountain in addition to its other "
        "types.",
        "",
        "",
    ),
    # an exception that makes the copy a land in a clause of its own: a land, so a Swamp
    (
        "Test Transmutation",
        "Sorcery",
        "Create a token that's a copy of target artifact you control, except it's a Swamp and "
        "it's a land in addition to its other types.",
        "",
        "B",
    ),
    # ... not one that makes it no land
    (
        "Test Transmutation",
        "Sorcery",
        "Create a token that's a copy of target artifact you control, except it's a Swamp and "
        "it isn't legendary.",
        "",
        "",
    ),
    # the other branch that names the card: "it" is the card, here a land
    (
        "Test Dryad",
        "Land Creature — Dryad",
        "When this creature enters, reveal the top card of your library. If it's a land card, "
        "put it into your hand. Otherwise, tap this creature and create a token that's a copy "
        "of it, except it's a Forest in addition to its other types.",
        "",
        "G",
    ),
]


@pytest.mark.parametrize(("name", "type_line", "text", "produced", "led_to"), _COPY_MAY_BE_A_LAND)
def test_a_token_copy_excepted_a_land_type_is_a_land_only_where_its_object_may_be_one(
    name, type_line, text, produced, led_to
):
    """A token that's a copy of an object "except it's a Forest" has the Forest's mana ability
    only where the object copied may be a land (205.3d, 707.9b): what the words that name it
    say, what the verb that took it took, what a condition or the trigger's event says it
    is (docs/rules.md, token copies)."""
    face = parse_face(text, type_line, name)
    assert face.issues == ()
    assert ("".join(could_produce([face])), "".join(leads_to([face]))) == (produced, led_to)


_COPY_RULE_READ_FURTHER = [
    # the object a verb took, named after its noun: the same object as "the exiled card"
    (
        "Test Grave Mold",
        "Sorcery",
        "Exile target artifact card from your graveyard. Create a token that's a copy of the "
        "card exiled this way, except it's a Plains in addition to its other types.",
        "",
        "",
    ),
    # ... any card may be a land
    (
        "Test Grave Mold",
        "Sorcery",
        "Exile target card from your graveyard. Create a token that's a copy of the card "
        "exiled this way, except it's a Plains in addition to its other types.",
        "",
        "W",
    ),
    # a condition's kind with a mana value no land has (202.3)
    (
        "Test Diviner",
        "Sorcery",
        "Look at the top card of your library. If it's an artifact or permanent card with mana "
        "value 2 or greater, create a token that's a copy of it, except it's a Swamp in "
        "addition to its other types.",
        "",
        "",
    ),
    # ... not one every land has
    (
        "Test Diviner",
        "Sorcery",
        "Look at the top card of your library. If it's a permanent card with mana value 2 or "
        "less, create a token that's a copy of it, except it's a Swamp in addition to its "
        "other types.",
        "",
        "B",
    ),
    # kinds listed each with its article
    (
        "Test Diviner",
        "Sorcery",
        "Mill two cards. If the milled card is an enchantment card or an artifact card, create "
        "a token that's a copy of it, except it's a Swamp in addition to its other types.",
        "",
        "",
    ),
    # ... one of them a land
    (
        "Test Diviner",
        "Sorcery",
        "Mill a card. If it's an enchantment card or a land card, create a token that's a copy "
        "of it, except it's a Swamp in addition to its other types.",
        "",
        "B",
    ),
    # the other branch of a condition every land meets: no land (110.4)
    (
        "Test Diviner",
        "Sorcery",
        "Mill a card. If it's a permanent card, return it to your hand. Otherwise, create a "
        "token that's a copy of it, except it's a Swamp in addition to its other types.",
        "",
        "",
    ),
    # ... and with a condition of its own: both hold
    (
        "Test Diviner",
        "Sorcery",
        "Mill a card. If it's a land card, return it to your hand. Otherwise, if it's an "
        "artifact or permanent card, create a token that's a copy of it, except it's a Swamp "
        "in addition to its other types.",
        "",
        "",
    ),
    # ... where the condition before leaves lands out, the branch's own says
    (
        "Test Diviner",
        "Sorcery",
        "Mill a card. If it's a creature card, return it to your hand. Otherwise, if it's a "
        "permanent card, create a token that's a copy of it, except it's a Swamp in addition "
        "to its other types.",
        "",
        "B",
    ),
    # a mana value no land has, said with "has" or "odd" (a land's is 0, 202.3)
    (
        "Test Diviner",
        "Sorcery",
        "Mill a card. If the milled card has mana value 5 or greater, create a token that's a "
        "copy of it, except it's a Swamp in addition to its other types.",
        "",
        "",
    ),
    (
        "Test Diviner",
        "Sorcery",
        "Reveal the top card of your library. If that card's mana value is odd, create a "
        "token that's a copy of it, except it's a Swamp in addition to its other types.",
        "",
        "",
    ),
    # ... "even" holds a land
    (
        "Test Diviner",
        "Sorcery",
        "Reveal the top card of your library. If that card's mana value is even, create a "
        "token that's a copy of it, except it's a Swamp in addition to its other types.",
        "",
        "B",
    ),
    # an event whose object is a spell: never a land (305.9)
    (
        "Test Echo",
        "Enchantment",
        "Whenever a permanent spell an opponent controls is countered, create a token that's a "
        "copy of it, except it's a Swamp in addition to its other types.",
        "",
        "",
    ),
    # ... a permanent may be one
    (
        "Test Echo",
        "Enchantment",
        "Whenever a permanent an opponent controls is put into a graveyard from the "
        "battlefield, create a token that's a copy of it, except it's a Swamp in addition to "
        "its other types.",
        "",
        "B",
    ),
    # a trigger's intervening "if you cast it": a spell, never a land (305.9)
    (
        "Test Echo",
        "Enchantment",
        "Whenever a nontoken permanent you control enters, if you cast it from your hand, "
        "create a token that's a copy of it, except it's a Swamp in addition to its other "
        "types.",
        "",
        "",
    ),
    # ... not where it wasn't cast
    (
        "Test Echo",
        "Enchantment",
        "Whenever a nontoken permanent you control enters, if you didn't cast it, create a "
        "token that's a copy of it, except it's a Swamp in addition to its other types.",
        "",
        "B",
    ),
    # an object that leaves lands out by a relative clause
    (
        "Test Mirror",
        "Instant",
        "Create a token that's a copy of target permanent an opponent controls that isn't a "
        "land, except it's a Swamp in addition to its other types.",
        "",
        "",
    ),
    # ... or whose kinds a relative clause lists, none a land
    (
        "Test Mirror",
        "Instant",
        "Create a token that's a copy of target permanent you control that's an artifact or "
        "creature, except it's a Swamp in addition to its other types.",
        "",
        "",
    ),
    # ... one of them a land type
    (
        "Test Mirror",
        "Instant",
        "Create a token that's a copy of target permanent you control that's a Forest or an "
        "Island, except it's a Swamp in addition to its other types.",
        "",
        "B",
    ),
    # a relative clause after a copy's object is that object's, not the token's types (a
    # copy's abilities are its object's, 707.2, and give no row)
    (
        "Test Mirror",
        "Instant",
        "Create a token that's a copy of target permanent you control that's a Swamp.",
        "",
        "",
    ),
    # ... while the copy's exception is the token's
    (
        "Test Mirror",
        "Instant",
        "Create a token that's a copy of target land you control that's a Swamp, except it's "
        "an Island in addition to its other types.",
        "",
        "U",
    ),
    # an exception that makes the copy a land and a land type at once (707.9b)
    (
        "Test Mirror",
        "Instant",
        "Create a token that's a copy of target enchantment you control, except it's a land "
        "and a Swamp in addition to its other types.",
        "",
        "B",
    ),
    # a sentence after the copy that gives "that token" a land type: the token's, a land
    # where the object it copies may be one
    (
        "Test Mirror",
        "Instant",
        "Create a token that's a copy of target permanent an opponent controls. That token is "
        "a Swamp in addition to its other types.",
        "",
        "B",
    ),
    # ... not where that object is no land
    (
        "Test Mirror",
        "Instant",
        "Create a token that's a copy of target nonland permanent an opponent controls. That "
        "token is a Swamp in addition to its other types.",
        "",
        "",
    ),
    (
        "Test Mirror",
        "Instant",
        "Create a 2/2 black Zombie creature token. That token is a Swamp in addition to its "
        "other types.",
        "",
        "",
    ),
]


@pytest.mark.parametrize(
    ("name", "type_line", "text", "produced", "led_to"), _COPY_RULE_READ_FURTHER
)
def test_a_token_copy_excepted_a_land_type_reads_its_object_conditions_and_event(
    name, type_line, text, produced, led_to
):
    """The copy rule (a copy "except it's a Forest" is one only where its object may be a
    land, docs/rules.md, token copies) reads the object's relative clause ("that isn't a
    land", "that's an artifact or creature"), "the card exiled this way", a condition's kinds
    with their articles and mana value, the other branch of a condition every land meets, a
    mana value no land has ("has mana value 5 or greater", "is odd"), a spell's event and
    "if you cast it" (305.9); a relative clause after the object is not the token's types,
    and "except it's a land and a Swamp" makes a land; "That token is a Swamp" after a copy
    is the token's."""
    face = parse_face(text, type_line, name)
    assert face.issues == ()
    assert ("".join(could_produce([face])), "".join(leads_to([face]))) == (produced, led_to)


# -- what the card's own text makes it (selftypes) ---------------------------------------


def test_a_quoted_abilitys_words_are_blanked_and_every_other_character_kept_in_place():
    """A quoted ability's words are none of the text around it (its "{T}:" is no cost of the
    line, its period ends no sentence of it): `blank_quotes` blanks them between the quote
    marks and keeps every other character where it was, as the changes it is asked about are
    found by their positions in the text as printed."""
    text = (
        'Druids you control have "{T}: Add {G}."\n'
        "This creature is a Druid in addition to its other types."
    )
    blanked = blank_quotes(text)
    assert blanked == (
        'Druids you control have "' + " " * len("{T}: Add {G}.") + '"\n'
        "This creature is a Druid in addition to its other types."
    )
    assert len(blanked) == len(text)


@pytest.mark.parametrize(
    ("name", "type_line", "own", "text", "changes"),
    [
        # a creature type set (205.1a) takes every creature type the card had, however it had
        # it ("not every creature type"), never the one given: the land was none, and is an Ape
        ("Treetop Village", "Land", {"land"},
         "This land enters tapped.\n{T}: Add {G}.\n{1}{G}: This land becomes a 3/3 green Ape "
         "creature with trample until end of turn. It's still a land.",
         [{"creature", "Ape", "not every creature type"}]),
        # ... and none of its land types: still a land, it is still a Forest
        ("Wildheart Thicket", "Land — Forest", {"land", "Forest"},
         "({T}: Add {G}.)\n{3}{G}{G}: This land becomes a 5/5 green Treefolk creature with "
         "trample until end of turn. It's still a land.",
         [{"creature", "Treefolk", "not every creature type"}]),
        # a land type set takes the card's other land types and its rules text (305.7), not
        # its creature types
        ("Test Arbor", "Land Creature — Forest Dryad", {"land", "creature", "Forest", "Dryad"},
         "({T}: Add {G}.)\n{1}{U}: This creature becomes an Island until end of turn.",
         [{"Island", "not Forest", "not rules text"}]),
        # bestowed, an Aura and no creature (702.103b); "It becomes a creature again" names no
        # creature type, so the card is still a Wolf
        ("Nyxborn Wolf", "Enchantment Creature — Wolf", {"enchantment", "creature", "Wolf"},
         "Bestow {4}{G} (If you cast this card for its bestow cost, it's an Aura spell with "
         "enchant creature. It becomes a creature again if it's not attached to a creature.)\n"
         "Enchanted creature gets +3/+1.",
         [{"Aura", "not creature"}, {"creature"}]),
        # "in addition to" keeps them only in the change's own sentence: another line's
        # "in addition to their other types" is another change's
        ("Test Cleric", "Creature — Human Cleric", {"creature", "Human", "Cleric"},
         "{4}{W}: This creature becomes a 4/4 Angel creature with flying until end of turn.\n"
         "Other Clerics you control are Angels in addition to their other types.",
         [{"creature", "Angel", "not Human", "not Cleric", "not every creature type"}]),
    ],
)  # fmt: skip
def test_a_change_that_sets_a_subtype_takes_the_cards_others_of_that_kind_only(
    name, type_line, own, text, changes
):
    """A change that sets a subtype takes the card's others of that kind, as "not ..."
    words of the change (docs/rules.md): a creature type its creature types (205.1a), a land
    type its land types (305.7); not those of the other kind, not the subtype it gives, and
    nothing where its own sentence says "in addition to its other types"."""
    found = types_it_can_become(text, name, own, type_line).changes
    assert found == tuple(frozenset(change) for change in changes)


def test_a_change_that_sets_the_card_types_of_a_trigger_takes_the_printed_ones():
    """ "... it becomes a 2/2 Soldier creature." sets the card types (205.1a): the
    enchantment is no enchantment then, though the sentence ends on the change itself, with
    no "with" or "until" after it."""
    text = (
        "When an opponent casts a creature spell, if this enchantment is an enchantment, it "
        "becomes a 2/2 Soldier creature."
    )
    assert types_it_can_lose(text, "Opal Caryatid", {"enchantment"}, "Enchantment") == {
        "enchantment"
    }
    # and the one state it puts the card in: a Soldier creature that is no enchantment at
    # once, and no other creature type (probe kc: a second state kept the enchantment)
    changes = types_it_can_become(text, "Opal Caryatid", {"enchantment"}, "Enchantment").changes
    assert changes == (
        frozenset({"creature", "Soldier", "not enchantment", "not every creature type"}),
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "Until end of turn, this creature is a Pirate in addition to its other types.",
        "As long as you control two or more artifacts, this creature is a Pirate in addition "
        "to its other types.",
        "This creature is a Pirate in addition to its other types if you control two or more "
        "artifacts.",
        "This creature is a Pirate in addition to its other types unless you control a Forest.",
        "This creature is a Pirate in addition to its other types while you control two or "
        "more artifacts.",
        "During your turn, this creature is a Pirate in addition to its other types.",
        "This creature is a Pirate in addition to its other types during your turn.",
    ],
)
def test_a_condition_in_the_changes_sentence_makes_it_no_change_that_always_applies(sentence):
    """A static change applies always only where its sentence has no condition: "until",
    "as long as", "if", "unless", "while" or "during" (docs/rules.md, 611.3a) make it a
    state the card can be in, not what it always is."""
    own, type_line = {"creature", "Human"}, "Creature — Human"
    found = types_it_can_become(f"Menace\n{sentence}", None, own, type_line)
    assert (found.always, found.changes) == (frozenset(), (frozenset({"Pirate"}),))
    # the same change with no condition always applies
    plain = "Menace\nThis creature is a Pirate in addition to its other types."
    unconditional = types_it_can_become(plain, None, own, type_line)
    assert (unconditional.always, unconditional.changes) == (frozenset({"Pirate"}), ())


@pytest.mark.parametrize(
    ("before", "made"),
    [
        ("{2}{G}: This land becomes a 3/3 Elemental creature until end of turn. It's still a "
         "land. ", {"creature", "Elemental", "not every creature type"}),
        # a step that may not happen, its condition last ("... if you control ...") or first
        ("{2}{G}: This land becomes a 3/3 Elemental creature until end of turn if you control "
         "three or more Forests. It's still a land. ", set()),
        ("{2}{G}: If you control three or more Forests, this land becomes a 3/3 Elemental "
         "creature until end of turn. It's still a land. ", set()),
        # ... or a change that lasts only while a condition holds
        ("{2}{G}: This land becomes a 3/3 Elemental creature for as long as you control three "
         "or more Forests. It's still a land. ", set()),
    ],
)  # fmt: skip
def test_what_the_same_ability_made_the_card_not_in_a_step_that_may_not_happen(before, made):
    """What the same activated ability surely made the card before the point read (608.2c),
    not in a step whose sentence has a condition, wherever in the sentence "if" stands."""
    assert made_by_the_ability(before, None, {"land"}, "Land") == made


_HUMAN = ("Creature — Human", {"creature", "Human"})
_VEHICLE = ("Artifact — Vehicle", {"artifact", "Vehicle"})


@pytest.mark.parametrize(
    ("card", "before", "made"),
    [
        # attacking, the card is a creature (508.1a) ...
        (_VEHICLE, "Whenever this Vehicle attacks, draw a card. ", {"creature"}),
        # ... with another creature of a hyphenated type
        (_VEHICLE, "Whenever this Vehicle and at least one other Assembly-Worker attack, ",
         {"creature"}),
        # "you may" is a step that may not happen; the trigger's own situation still holds
        (_HUMAN, "Whenever this creature attacks, you may have it become a Dragon in addition "
         "to its other types until end of turn. ", {"creature"}),
        (_HUMAN, "Whenever this creature attacks, it becomes a Dragon in addition to its other "
         "types until end of turn. ", {"creature", "Dragon"}),
    ],
)  # fmt: skip
def test_what_a_combat_trigger_of_the_card_surely_makes_it(card, before, made):
    """A trigger on the card attacking makes it surely a creature as the ability applies
    (508.1a; "this Vehicle and at least one other Pirate attack" too, docs/rules.md), and what
    the ability's steps make it adds to that, not a step that may not happen ("you may")."""
    type_line, own = card
    assert made_by_the_ability(before, None, own, type_line) == made


def test_a_levelers_other_ranges_are_left_out_not_its_own():
    """A leveler's ranges exclude each other (711.2a): the lines of the ability's own range
    and those before the first range are the card's, those of every other range are not."""
    lines = [
        "Level up {2}{G} ({2}{G}: Put a level counter on this. Level up only as a sorcery.)",
        "LEVEL 2-5",
        "3/3",
        "Reach",
        "LEVEL 6+",
        "5/5",
        "This creature is a Forest land in addition to its other types.",
        'Lands you control have "{T}: Add {G}."',
    ]
    assert other_ranges(lines, 7) == {1, 2, 3}
    assert other_ranges(lines, 3) == {4, 5, 6, 7}
    assert other_ranges(lines, 0) == set()  # before the first range: every level's


@pytest.mark.parametrize(
    ("type_line", "text", "produced"),
    [
        # "they" of players (109.1): "If they don't, they lose 3 life." names no object
        ("Creature — Spirit", "When this creature enters, each opponent may discard a card. "
         'If they don\'t, they lose 3 life. It gains "{T}: Add {B}." until end of turn.', "B"),
        # "Otherwise, ..." opens a players' sentence as "Then ..." does
        ("Creature — Human Advisor", "When this creature enters, you may pay {2}. If you do, "
         'draw a card. Otherwise, you gain 2 life. It gains "{T}: Add {W}." until end of '
         "turn.", "W"),
        # cards of a library are "them" ("put them back"), no permanent
        ("Creature — Elf Druid", "When this creature enters, look at the top two cards of "
         "your library, then put them back in any order. It gains \"{T}: Add {G}.\" until "
         "end of turn.", "G"),
        ("Creature — Merfolk Wizard", "When this creature enters, draw two cards, then put "
         'one of them on the bottom of your library. It gains "{T}: Add {U}." until end of '
         "turn.", "U"),
        # the trigger's Elf, which the card is (603.2): a condition's "another Elf" and a
        # count's "that Elf's power" name no other object acted on
        ("Creature — Elf Warrior", "Whenever an Elf you control attacks, draw a card if you "
         'control another Elf. It gains "{T}: Add {G}." until end of turn.', "G"),
        ("Creature — Elf Warrior", "Whenever an Elf you control attacks, each opponent loses "
         'life equal to that Elf\'s power. It gains "{T}: Add {G}." until end of turn.', "G"),
        # "Untap them." only refers back: "They" are still the trigger's Goblins
        ("Creature — Goblin Warrior", "Whenever one or more Goblins you control attack, each "
         'opponent loses 1 life. Untap them. They gain "{T}: Add {R}." until end of turn.',
         "R"),
        # a sacrificed creature is a new object in a graveyard (400.7): "it" is the card
        ("Creature — Human Warlock", "Whenever this creature attacks, you may sacrifice "
         'another creature. If you do, it gains "{T}: Add {B}{B}." until end of turn.', "B"),
        # "they" of the opponents chosen; a possessive of two words; "that Elf" is the
        # trigger's Elf again (603.2)
        ("Creature — Elf Warrior", "Whenever an Elf you control attacks, choose up to two "
         'target opponents. They each lose 1 life. It gains "{T}: Add {G}." until end of '
         "turn.", "G"),
        ("Creature — Elf Warrior", "Whenever an Elf you control attacks, you gain life equal "
         'to that Elf Warrior\'s power. It gains "{T}: Add {G}." until end of turn.', "G"),
        ("Creature — Elf Druid", "Whenever an Elf you control becomes tapped, you may pay "
         '{G}. If you do, untap that Elf. It gains "{T}: Add {G}." until end of turn.', "G"),
        # the trigger's Elves beside a target: the card among them (603.2)
        ("Creature — Elf Warrior", "Whenever one or more Elves you control attack, untap them "
         'and target land you control. They gain "{T}: Add {G}{G}." until end of turn.', "G"),
        # a mode after a trigger and its intervening "if", which names the card (603.4)
        ("Creature — Human Knight", "At the beginning of your end step, if this creature "
         "attacked this turn, choose one —\n• It gains \"{T}: Add {W}.\" until end of turn."
         "\n• You gain 2 life.", "W"),
        # a mode is the ability's effect after its trigger (700.2): "It" is the card
        ("Creature — Elf Warrior", "Whenever this creature attacks, choose one —\n• It gains "
         'sapflow until end of turn. (A creature with sapflow has "{T}: Add {G}.")\n• It gets '
         "+2/+0 until end of turn.", "G"),
    ],
)  # fmt: skip
def test_it_stands_for_the_card_past_sentences_that_name_no_other_object(type_line, text, produced):
    """A pronoun opening a sentence goes on standing for the card, or for the trigger's
    object the card is, past sentences that only players act in or only refer back: the
    card itself produces what "it" gains."""
    face = parse_face(text, type_line, "Invented Card")
    assert "".join(could_produce([face])) == produced
    assert "".join(leads_to([face])) == produced


@pytest.mark.parametrize(
    ("type_line", "text"),
    [
        # another object acted on: the target, not the card
        ("Creature — Elf Warrior", "Whenever an Elf you control attacks, untap target land "
         'you control. It gains "{T}: Add {G}." until end of turn.'),
        # "them" of permanents, not of library cards
        ("Creature — Elf Druid", "When this creature enters, untap up to two target lands. "
         'Scry 1. They gain "{T}: Add {G}." until end of turn.'),
        # cards put onto the battlefield from a library or a hand are permanents "it" and
        # "they" stand for, not the card
        ("Creature — Elf Druid", "When this creature enters, look at the top two cards of "
         "your library and you may put one of them onto the battlefield tapped if it's a land "
         'card. It gains "{T}: Add {G}." until end of turn.'),
        ("Creature — Elf Druid", "When this creature enters, draw two cards, then put any "
         "number of land cards from your hand onto the battlefield tapped. They gain "
         '"{T}: Add {G}." until end of turn.'),
        ("Creature — Elf Druid", "When this creature enters, reveal the top four cards of "
         "your library. Put any number of land cards from among them onto the battlefield "
         'tapped. They gain "{T}: Add {G}." until end of turn.'),
        # another mode's trigger names another object: "It" is that object
        ("Creature — Elf Warrior", "Whenever another Elf you control attacks, choose one —\n"
         '• It gains "{T}: Add {G}." until end of turn.\n• It gets +2/+0 until end of turn.'),
    ],
)  # fmt: skip
def test_it_stands_for_another_object_a_sentence_acts_on(type_line, text):
    """Where the sentence before, or the trigger, names another object, "it" and "they" are
    that object: the card produces nothing, what it leads to is the grant's."""
    face = parse_face(text, type_line, "Invented Card")
    assert "".join(could_produce([face])) == ""
    assert "".join(leads_to([face])) == "G"


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        # another player's token says "you" of that player (109.5): its "your opponents"
        # are the card's controller among others
        ("Creature — Spirit Advisor", "When this creature enters, each opponent creates a 1/1 "
         "white Spirit creature token with \"Creatures your opponents control have '{T}: Add "
         "{W}.'\"", "W", "W"),
        ("Land", "{T}: Add {C}.\n{4}, {T}: Each opponent creates a 1/1 white Spirit creature "
         'token with "Lands your opponents control are Plains in addition to their other '
         'types."', "WC", "WC"),
        ("Land", "{T}: Add {C}.\n{4}, {T}: Each opponent creates a 0/1 green Plant creature "
         'token with "Lands you control are Forests in addition to their other types."',
         "C", "GC"),
        # the token created last carries the quote: here the opponent's
        ("Land", "{T}: Add {C}.\n{4}, {T}: You create a Food token and target opponent "
         "creates a 0/1 green Plant creature token with \"Lands you control are Forests in "
         'addition to their other types."', "C", "GC"),
        # and here yours, though an opponent is named first
        ("Land", "{T}: Add {C}.\n{3}, {T}: Each opponent loses 1 life and you create a 0/1 "
         "green Plant creature token with \"Lands you control have '{T}: Add {G}.'\"",
         "GC", "GC"),
    ],
)  # fmt: skip
def test_another_players_tokens_groups_are_seen_from_their_side(type_line, text, could, leads):
    """Whose token it is decides whether its groups hold the card: "you control" of an
    opponent's token is theirs, its "your opponents control" the card's controller's."""
    face = parse_face(text, type_line, "Invented Card")
    assert "".join(could_produce([face])) == could
    assert "".join(leads_to([face])) == leads


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        # abilities that work off the battlefield keep working there (113.6)
        ("Land", "Lands you control are Swamps.\nChannel — {1}{R}, Discard this card: Add "
         "{R}{R}{R}.", "B", "BR"),
        ("Land", "Lands you control are Swamps.\nWhen you cycle this card, create a Treasure "
         "token.\nCycling {2}", "B", "WUBRG"),
        ("Land", "Lands you control are every basic land type.\nExile this card from your "
         "graveyard: Add {C}{C}.", "WUBRG", "WUBRGC"),
        # its group is judged before the change takes its Gate type away (613.6)
        ("Land — Gate", "As this land enters, choose a basic land type.\nGates you control "
         "are the chosen type.\n{T}: Add {C}.", "WUBRG", "WUBRG"),
        # a type change a quoted ability makes goes with the grant that is lost
        ("Land", 'Lands you control are Islands.\nIslands you control have "{1}, {T}: Target '
         'land becomes a Swamp until end of turn."', "U", "U"),
    ],
)  # fmt: skip
def test_what_a_land_set_to_basic_types_keeps_off_the_battlefield(type_line, text, could, leads):
    """305.7 takes the rules text of the land on the battlefield: its abilities that work
    from a hand or a graveyard stay, its grants and their type changes go."""
    face = parse_face(text, type_line, "Invented Land")
    assert "".join(could_produce([face])) == could
    assert "".join(leads_to([face])) == leads


@pytest.mark.parametrize(
    ("type_line", "text", "produced"),
    [
        # its own static sets its basic land type (305.7): the activated ability's type
        # change is lost with the rest of its rules text
        ("Land", "Lands you control are Swamps.\n{1}, {T}: Target land becomes an Island "
         "until end of turn.", "B"),
        ("Land", "Lands you control are Swamps.\n{T}: Lands you control become Forests "
         "until end of turn.", "B"),
        # a creature its own static makes a land, however worded (205.1a)
        ("Creature — Human Shaman", "{T}: Add {C}.\nCreatures you control are Forest lands.",
         "G"),
        ("Creature — Elf Druid", "{T}: Add {R}.\nThis creature is a colorless Forest land.",
         "G"),
        ("Creature — Plant", "This creature enters tapped. It's a Forest land.\n{T}: Add {R}.",
         "G"),
        # the subject of the second verb is the first's: the card, its colors kept only
        ("Creature — Elf Druid", "{T}: Add {R}.\nThis creature is green in addition to its "
         "other colors and is a Forest land.", "G"),
        ("Creature — Elemental", "This creature is a land of every basic land type.\n{T}: Add "
         "{C}.", "WUBRG"),
        ("Creature — Shapeshifter", "As this creature enters, choose a basic land type.\nThis "
         "creature is a land of the chosen type.\n{T}: Add {C}.", "WUBRG"),
    ],
)  # fmt: skip
def test_a_land_its_own_static_sets_to_basic_types_keeps_only_its_statics_types(
    type_line, text, produced
):
    """305.7: a land set to a basic land type loses all its rules text; the types its static
    abilities give stay (613.6), those its activated abilities would give never come."""
    face = parse_face(text, type_line, "Invented Card")
    assert "".join(could_produce([face])) == produced


@pytest.mark.parametrize(
    ("type_line", "text", "rows"),
    [
        # the reminder on the token's keyword; a group the card is in has it too
        ("Creature — Elf Warrior", "When this creature enters, create a 1/1 green Elf creature "
         'token with rootcall. (A creature with rootcall has "{T}: Add {G}.")\nElves you '
         "control have rootcall.",
         [(SourceKind.TOKEN, None), (SourceKind.GRANTED, "Rootcall"),
          (SourceKind.ACTIVATED, "Elves you control")]),
        # the card gains it by its own activated ability
        ("Creature — Human Druid", "{1}{G}: This creature gains rootcall until end of turn.\n"
         "Whenever this creature attacks, create a 1/1 green Elf creature token with "
         'rootcall. (A creature with rootcall has "{T}: Add {G}.")',
         [(SourceKind.ACTIVATED, "Rootcall"), (SourceKind.TOKEN, None)]),
        # a keyword line's reminder, granted to others without one
        ("Creature — Faerie Wizard", "Flying, glimmer ({T}: Add {U}.)\nOther Faeries you "
         "control have glimmer.",
         [(SourceKind.ACTIVATED, "Glimmer"), (SourceKind.GRANTED, "Glimmer")]),
        # the keyword line gives the card what the reminder gives a land, and it is none
        ("Creature — Dryad", 'Sapflow\nLands you control have sapflow. (A land with sapflow '
         'has "{T}: Add {G}.")',
         [(SourceKind.GRANTED, "Sapflow")]),
        # a token's quote grants it: the token's controller's creatures, the card too
        ("Creature — Human Shaman", "When this creature enters, create a 1/1 green Elf "
         'creature token with "Creatures you control have rootcall." (A creature with '
         'rootcall has "{T}: Add {G}.")',
         [(SourceKind.GRANTED, "Rootcall"), (SourceKind.ACTIVATED, "Creatures you control")]),
        # an opponent's token: their creatures, not the card
        ("Creature — Human Shaman", "When this creature enters, each opponent creates a 1/1 "
         'green Elf creature token with "Creatures you control have rootcall." (A creature '
         'with rootcall has "{T}: Add {G}.")',
         [(SourceKind.GRANTED, "Rootcall")]),
        # the reminder of firebending 2 says nothing of what firebending 1 adds
        ("Creature — Human Soldier", "Firebending 2 (Whenever this creature attacks, add "
         "{R}{R}. This mana lasts until end of combat.)\nOther Soldiers you control have "
         "firebending 1.",
         [(SourceKind.OTHER_ABILITY, "Firebending")]),
    ],
)  # fmt: skip
def test_a_keyword_granted_elsewhere_has_the_ability_its_reminder_states(type_line, text, rows):
    """A keyword means the same wherever it is printed (702.1): whoever another paragraph
    grants it to, with no reminder there, has the ability the keyword's reminder states."""
    face = parse_face(text, type_line, "Invented Card")
    assert [(r.source_kind, r.via) for r in face.mana] == rows


_YOU, _THEY, _EITHER = (True, False), (False, True), (True, True)


@pytest.mark.parametrize(
    ("text", "creators"),
    [
        # the subject of the clause that creates, not the sentence's first words
        ("Whenever this creature deals combat damage to a player, you draw a card and that "
         "player creates a Treasure token.", _THEY),
        ("Choose an opponent. You gain 3 life and the chosen player creates a Treasure token.",
         _THEY),
        ("Each opponent loses 2 life and target player creates a Treasure token.", _EITHER),
        ("Each player who controls more lands than an opponent creates a Treasure token.",
         _EITHER),
        ("Choose an opponent. You draw a card. Then that player creates a Treasure token.",
         _THEY),
        ("That player discards that card and creates a Treasure token.", _THEY),
        # "the chosen player" is the one chosen, not the player named last
        ("Choose a player. Each opponent loses 1 life. The chosen player creates a Treasure "
         "token.", _EITHER),
        ("Choose an opponent. Target player draws a card. The chosen player creates a "
         "Treasure token.", _THEY),
        # "create" after another subject than you
        ("Each opponent may create a Treasure token.", _THEY),
        ("You may have target opponent create a Treasure token.", _THEY),
        ("Each player may discard a card. If they do, they create a Treasure token.", _EITHER),
        ("Each opponent may sacrifice a creature. If they do, they create a Treasure token.",
         _THEY),
        # players who may be you, and who are not
        ("Any player may pay {3}. If a player does, that player creates a Treasure token.",
         _EITHER),
        ("Choose up to two players. Each of those players creates a Treasure token.", _EITHER),
        ("Any number of target players each create a Treasure token.", _EITHER),
        ("Opponents who attacked you this turn each create a Treasure token.", _THEY),
        ("At the beginning of each opponent's upkeep, that player creates a Treasure token.",
         _THEY),
        ("Whenever a creature enters under an opponent's control, that player creates a "
         "Treasure token.", _THEY),
        ("Whenever a player attacks one of your opponents, that player creates a Treasure "
         "token.", _EITHER),
        ("Whenever you attack a player, that player creates a Treasure token.", _THEY),
        ("Whenever an opponent attacks another player, that player creates a Treasure token.",
         _EITHER),
        ("Each player creates a Treasure token.", _EITHER),
        ("Create a Treasure token.", _YOU),
        # the order players act in, and relative clauses with lists, within the subject
        ("Each player, starting with you, may create a Treasure token.", _EITHER),
        ("Each player who controls an artifact and an enchantment creates a Treasure token.",
         _EITHER),
        ("Each opponent who controls a Forest, an Island, or a Swamp creates a Treasure "
         "token.", _THEY),
        ("Each opponent who doesn't have a creature card in their graveyard creates a "
         "Treasure token.", _THEY),
        # players defined from you, and attacked or damaged by what you control
        ("Each player whose life total is less than yours creates a Treasure token.", _THEY),
        ("Each player with fewer cards in hand than you creates a Treasure token.", _THEY),
        ("Each player you attacked this turn creates a Treasure token.", _THEY),
        ("Each player dealt combat damage by this creature this turn creates a Treasure "
         "token.", _THEY),
        ("Whenever a creature you control attacks a player, that player creates a Treasure "
         "token.", _THEY),
        ("Whenever a creature an opponent controls deals combat damage to a player, that "
         "player creates a Treasure token.", _EITHER),
        # the monarch, the player with the most life: maybe you
        ("At the beginning of your end step, the monarch creates a Treasure token.", _EITHER),
        ("At the beginning of the monarch's end step, that player creates a Treasure token.",
         _EITHER),
        ("Choose the player with the most life. That player creates a Treasure token.",
         _EITHER),
        ("Whenever another player casts a spell, that player creates a Treasure token.",
         _THEY),
        # plural and chosen players
        ("Choose up to two players. Each of them creates a Treasure token.", _EITHER),
        ("Choose any number of opponents. The chosen players each create a Treasure token.",
         _THEY),
        ("Choose a player other than you. The chosen player creates a Treasure token.",
         _THEY),
        # a condition's player creates nothing: "also create" is yours
        ("Create a Treasure token. If an opponent controls more lands than you, also create a "
         "Treasure token.", _YOU),
        ("Create a Food token. If a player controls ten or more lands, instead create a "
         "Treasure token.", _YOU),
        # the subject of the verbs before "then creates", "and creates"
        ("Target opponent draws a card, then creates a Treasure token.", _THEY),
        ("Each opponent discards a card, loses 2 life, and creates a Treasure token.", _THEY),
        ("Each player mills two cards, then creates a Treasure token.", _EITHER),
        ("Each opponent mills two cards. Then they each create a Treasure token.", _THEY),
        ("You and target opponent each draw a card. Then they each create a Treasure token.",
         _EITHER),
        # a perfect tense, no causative
        ("Each opponent you have attacked this turn creates a Treasure token.", _THEY),
        # whose attack it is decides who defends and who attacks (508.1b)
        ("Whenever a player attacks one of your opponents, that attacking player creates a "
         "Treasure token.", _EITHER),
        ("Whenever one or more creatures attack you, the attacking player creates a Treasure "
         "token.", _THEY),
        ("Whenever a creature an opponent controls attacks, defending player creates a "
         "Treasure token.", _EITHER),
        ("Whenever a creature an opponent controls attacks, the player it's attacking creates "
         "a Treasure token.", _EITHER),
        ("Each player who was dealt combat damage by this creature this turn creates a "
         "Treasure token.", _THEY),
        ("Each player attacked by a creature you control this turn creates a Treasure token.",
         _THEY),
        ("Each player who was attacked by a non-Human creature you control this turn creates "
         "a Treasure token.", _THEY),
        ("You and target opponent each draw a card. Then those players each create a "
         "Treasure token.", _EITHER),
        ("Whenever a creature you control with flying deals combat damage to a player, that "
         "player creates a Treasure token.", _THEY),
        # opponents a spell targets, players attack or a player is compared with
        ("Whenever a player attacks one or more of your opponents, that player creates a "
         "Treasure token.", _EITHER),
        ("Whenever a player casts a spell that targets an opponent, that player creates a "
         "Treasure token.", _EITHER),
        ("Choose one or more players. The chosen players each create a Treasure token.",
         _EITHER),
        # a quote's own "create" is the token's ability, no creation of the text's
        ('Target opponent creates a 1/1 Spirit creature token with "When this token dies, '
         'create a Food token." and flying.', _THEY),
        # a quote's closing period ends the sentence around it: the Treasure is yours
        ('Target opponent creates a 1/1 white Soldier creature token with "This creature '
         "can't block.\" Create a Treasure token.", _YOU),
        # a trigger's "creates" (its condition) creates no token: a text creating none is
        # yours
        ("Whenever an opponent creates a token, draw a card.", _YOU),
        # a causative's player named by "that player": the one this creature dealt combat
        # damage to (510.1), not you
        ("Whenever this creature deals combat damage to a player, you may have that player "
         "create a Treasure token.", _THEY),
        # "with ..." after what you control reaches no further than its sentence: the
        # creature attacking a player may be another player's, attacking you
        ("Creatures you control with flying get +1/+1. Whenever a creature attacks a player, "
         "that player creates a Treasure token.", _EITHER),
        # the subject of "and creates" is that of the clause right before it, the nearest
        # player with a verb, not one of an earlier clause
        ("When this creature enters, if it was kicked, each player draws a card and target "
         "opponent discards a card and creates a Treasure token.", _THEY),
        ("Each player draws a card, then target opponent discards a card and creates a "
         "Treasure token.", _THEY),
        # after "you and target opponent each ...", only "they" stands for both of them
        ("You and target opponent each draw a card. Then your opponents each create a "
         "Treasure token.", _THEY),
        # "the chosen player" is the one chosen last, not one an earlier ability chose
        ("As this creature enters, choose an opponent.\nWhenever this creature attacks, choose "
         "a player. The chosen player creates a Treasure token.", _EITHER),
        # "may" after the subject is no part of it: "that player may create" is the player
        # named last, and "they may create" the players named before
        ("Whenever an opponent casts a spell, that player may create a Treasure token.",
         _THEY),
        ("Each opponent may sacrifice a creature. If they do, they may create a Treasure "
         "token.", _THEY),
        # the player who attacks you is not you (508.1b), though a player who may be you
        # was named in an ability before
        ("When this creature enters, each player draws a card.\nWhenever a player attacks "
         "you, that player creates a Treasure token.", _THEY),
        # "they" stands for you among others only where the sentence right before it lists
        # you: after "Then each opponent discards", the opponents
        ("You and target opponent each draw two cards. Then each opponent discards a card. "
         "Then they each create a Treasure token.", _THEY),
        ("You and target opponent each draw a card. Each opponent discards a card. Then they "
         "each create a Treasure token.", _THEY),
        # a list with commas that ends in you: you among them
        ("Target opponent, target creature's controller, and you each draw a card. Then they "
         "each create a Treasure token.", _EITHER),
        # a player compared with you is not you, though "a player" may be
        ("At the beginning of your end step, if a player has more cards in hand than you, "
         "that player creates a Treasure token.", _THEY),
        ("When this creature enters, choose a player whose life total is greater than yours. "
         "That player creates a Treasure token.", _THEY),
        # but a comparison you meet too may be you
        ("When this creature enters, each player who controls no more lands than you creates "
         "a Treasure token.", _EITHER),
        # any creature's attack may be at you: its defending player may be you
        ("Whenever one or more creatures attack, defending player creates a Treasure token.",
         _EITHER),
        ("Whenever an Elf attacks, the player it's attacking creates a Treasure token.",
         _EITHER),
        ("Whenever one or more creatures your opponents control attack, defending player "
         "creates a Treasure token.", _EITHER),
        # combat damage your creatures dealt is never to you; noncombat damage may be
        ("At the beginning of your end step, each player who was dealt combat damage by one "
         "or more creatures you control this turn creates a Treasure token.", _THEY),
        ("At the beginning of your end step, each player who was dealt combat damage by Elves "
         "you control this turn creates a Treasure token.", _THEY),
        ("At the beginning of your end step, each player who was dealt damage by this creature "
         "this turn creates a Treasure token.", _EITHER),
        ("Whenever a player is dealt combat damage by a creature you control, that player "
         "creates a Treasure token.", _THEY),
        ("When this creature enters, each player who controls as many or more lands than you "
         "creates a Treasure token.", _EITHER),
        ("Whenever another creature attacks, defending player creates a Treasure token.",
         _EITHER),
        ("Whenever a creature you control attacks one of your opponents, defending player "
         "creates a Treasure token.", _THEY),
        # (probe jx) a comparison you meet too, or one with another of your counts, may be
        # you; one with you, strictly, is not
        ("At the beginning of your end step, each player whose life total isn't less than "
         "yours creates a Treasure token.", _EITHER),
        ("At the beginning of your upkeep, each player who controls more creatures than you "
         "have cards in hand creates a Treasure token.", _EITHER),
        ("When this creature enters, choose a player with no more cards in hand than you. "
         "That player creates a Treasure token.", _EITHER),
        ("At the beginning of your upkeep, each opponent who controls more lands than you "
         "control creates a Treasure token.", _THEY),
        # a creature only your Aura or Equipment is attached to may be another player's,
        # dealing damage to you
        ("Whenever a player is dealt combat damage by a creature enchanted by an Aura you "
         "control, that player creates a Treasure token.", _EITHER),
        ("Whenever a creature equipped by an Equipment you control deals combat damage to a "
         "player, that player creates a Treasure token.", _EITHER),
        # an attack not at you, in the event or an intervening "if"; an attack by a creature
        # you don't control may be at you
        ("Whenever a creature an opponent controls attacks a player other than you, defending "
         "player creates a Treasure token.", _THEY),
        ("Whenever a creature attacks, if it's attacking one of your opponents, defending "
         "player creates a Treasure token.", _THEY),
        ("Whenever a creature you don't control attacks, defending player creates a Treasure "
         "token.", _EITHER),
        ("Whenever a creature attacks you or a planeswalker you control, defending player "
         "creates a Treasure token.", _EITHER),
        # (probe jo) the attacking player after an attack your creatures may make
        ("Whenever one or more creatures attack, the attacking player creates a Treasure "
         "token.", _EITHER),
        ("Whenever a creature an opponent controls attacks, the attacking player creates a "
         "Treasure token.", _THEY),
        # players listed with you before "each" and a verb "and create" joins
        ("When this creature enters, you and target opponent each sacrifice a creature and "
         "create a Treasure token.", _EITHER),
        # "they" past sentences that say "they" again or name no player
        ("When this creature enters, you and target opponent each draw a card. They each lose "
         "1 life. Then they each create a Treasure token.", _EITHER),
        ("When this creature enters, you and target opponent each reveal the top card of your "
         "library. Put those cards into their owners' hands. Then they each create a Treasure "
         "token.", _EITHER),
        # players other than one who is not you may be you
        ("Whenever this creature attacks, each player other than defending player creates a "
         "Treasure token.", _EITHER),
        ("When this creature enters, choose an opponent. Each player other than the chosen "
         "opponent creates a Treasure token.", _EITHER),
        ("When this creature enters, each player other than you creates a Treasure token.",
         _THEY),
        # relative clauses joined by "or": you may meet one of them
        ("At the beginning of your upkeep, each player who has fewer cards in hand than you or "
         "who has no cards in hand creates a Treasure token.", _EITHER),
        # a player compared with another is not "that player"; "the monarch" an opponent
        # becomes is that opponent
        ("At the beginning of your end step, if a player has more life than each other "
         "player, that player creates a Treasure token.", _EITHER),
        ("Whenever an opponent becomes the monarch, that player creates a Treasure token.",
         _THEY),
        # (probe kb) a negation anywhere before the comparison; "this turn" before "by"; a
        # relative clause of your creature; an attack at another opponent; the attack of
        # the trigger's own line, not another ability's
        ("At the beginning of your upkeep, each player who doesn't control more lands than "
         "you creates a Treasure token.", _EITHER),
        ("At the beginning of your upkeep, each player who does not control more lands than "
         "you creates a Treasure token.", _EITHER),
        ("At the beginning of your end step, each player who was dealt combat damage this "
         "turn by a creature you control creates a Treasure token.", _THEY),
        ("Whenever a creature you control that's enchanted deals combat damage to a player, "
         "that player creates a Treasure token.", _THEY),
        ("Whenever an opponent attacks one of your other opponents, defending player creates "
         "a Treasure token.", _THEY),
        ("Creatures attacking a player other than you get +1/+0.\nWhenever a creature "
         "attacks, defending player creates a Treasure token.", _EITHER),
        # (probe kd) an opponent attacking is the attacking player; another line's attack
        # says nothing of this one's; "the monarch" an opponent becomes or is
        ("Whenever an opponent attacks with one or more creatures, the attacking player "
         "creates a Treasure token.", _THEY),
        ("Whenever a creature you control attacks, it gets +1/+0 until end of turn.\nWhenever "
         "a creature an opponent controls attacks, the attacking player creates a Treasure "
         "token.", _THEY),
        ("Creatures can't attack you unless their controller pays {1} for each of them.\n"
         "Whenever one or more creatures attack, the attacking player creates a Treasure "
         "token.", _EITHER),
        ("At the beginning of your end step, if an opponent is the monarch, that player "
         "creates a Treasure token.", _THEY),
        ("Whenever an opponent becomes the monarch, the monarch creates a Treasure token.",
         _THEY),
        # (probe kh) a player attacking is the attacking player; an attack at your
        # planeswalker or, by an intervening "if", at you is another player's; "two or more
        # creatures" may be yours; the monarch an opponent is; combat damage to the monarch
        ("Whenever an opponent attacks another player, the attacking player creates a "
         "Treasure token.", _THEY),
        ("Whenever a player attacks, the attacking player creates a Treasure token.", _EITHER),
        ("Whenever a creature attacks a planeswalker you control, the attacking player creates "
         "a Treasure token.", _THEY),
        ("Whenever a creature attacks, if it's attacking you, the attacking player creates a "
         "Treasure token.", _THEY),
        ("Whenever two or more creatures attack, the attacking player creates a Treasure "
         "token.", _EITHER),
        ("At the beginning of your end step, if an opponent is the monarch, the monarch creates "
         "a Treasure token.", _THEY),
        ("Whenever a creature you control deals combat damage to the monarch, that player "
         "creates a Treasure token.", _THEY),
    ],
)  # fmt: skip
def test_who_may_create_the_token_a_text_creates_last(text, creators):
    """The creator of a token is read from the subject of the clause that creates it (CR
    111.2): you, another player, or either where the player may be you."""
    from pipeline.abilities.tokens import token_creators

    found = token_creators(text)
    assert (found.you, found.another) == creators


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        # each player's token: the opponents' say "your opponents" of you too (109.5)
        ("Land", "{T}: Add {C}.\n{4}, {T}: Each player creates a 1/1 black Spirit creature token "
         'with "Lands your opponents control are Swamps in addition to their other types."',
         "BC", "BC"),
        ("Land", "{T}: Add {C}.\n{3}, {T}: Target opponent creates a 0/1 green Plant creature "
         'token with "Lands you don\'t control are Swamps in addition to their other types."',
         "BC", "BC"),
        # the grant after a nested quote is a sentence of its own, not the token's
        ("Creature — Human Druid", "When this creature enters, target opponent creates a 1/1 "
         "green Saproling creature token with \"Creatures you control have '{T}: Add {G}.'\" "
         'Creatures you control have "{T}: Add {W}."', "W", "WG"),
    ],
)  # fmt: skip
def test_tokens_either_player_may_create_are_seen_from_both_sides(type_line, text, could, leads):
    """A token each player creates, or another player does, says "you" of its controller:
    its groups hold the card as that player sees them."""
    face = parse_face(text, type_line, "Invented Card")
    assert "".join(could_produce([face])) == could
    assert "".join(leads_to([face])) == leads


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        # lost or denied, not granted
        ("Creature — Human Warlock", "Creatures your opponents control lose rootcall and "
         "can't gain rootcall.\nWhenever a creature with rootcall dies, you gain 1 life. (A "
         'creature with rootcall has "{T}: Add {G}.")', "", ""),
        # the card gains a keyword that gives a land's ability: no land, nothing
        ("Creature — Treefolk Druid", 'Lands you control have sapflow. (A land with sapflow '
         'has "{T}: Add {G}{G}.")\n{2}: This creature gains sapflow until end of turn.', "", "G"),
        # a reminder of a token's ability or a subtype's: not the card's
        ("Creature — Elf Druid", "Rootcall\nAt the beginning of your upkeep, create a 1/1 "
         "green Saproling creature token with rootcall. (A creature token with rootcall has "
         '"{T}: Add {G}.")', "", "G"),
        ("Creature — Elf Warrior", "Sapflow\nForests you control have sapflow. (A Forest with "
         'sapflow has "{T}: Add {G}{G}.")', "", "G"),
        # a mode of a trigger on the card grants the card the keyword (700.2)
        ("Creature — Human Warrior", "When this creature enters, create a 1/1 green Elf "
         'creature token with rootcall. (A creature with rootcall has "{T}: Add {G}.")\n'
         "Whenever this creature attacks, choose one —\n• It gains rootcall until end of "
         "turn.\n• It gets +2/+0 until end of turn.", "G", "G"),
        # a sacrificed token is no antecedent (400.7)
        ("Creature — Zombie Rogue", "Whenever this creature attacks, you may sacrifice a "
         'creature token. If you do, it gains "{T}: Add {B}{B}." until end of turn.', "B", "B"),
        # "choose up to one —" offers modes too; a die roll's result is its trigger's effect
        ("Creature — Human Soldier", "At the beginning of your end step, if this creature "
         'attacked this turn, choose up to one —\n• It gains "{T}: Add {W}." until your next '
         "turn.\n• You gain 2 life.", "W", "W"),
        ("Creature — Goblin Shaman", "At the beginning of your upkeep, if this creature is "
         'tapped, roll a d6.\n1—3 | Untap it. It gains "{T}: Add {R}." until end of turn.\n'
         "4—6 | This creature deals 1 damage to each opponent.", "R", "R"),
        # a mode's type change: the land that entered (700.2), not the card
        ("Land", "{T}: Add {C}.\nWhenever another land you control enters, choose one —\n• It "
         "becomes a Forest in addition to its other types until end of turn.\n• You gain 1 "
         "life.", "C", "GC"),
    ],
)  # fmt: skip
def test_keywords_granted_elsewhere_modes_and_results_follow_their_abilities(
    type_line, text, could, leads
):
    """A keyword's reminder gives its ability to whom a grant names, where that holder is
    what the reminder says has it (702.1); a mode or a die roll's result is the effect of
    the ability that offers it, after its trigger and intervening "if" (700.2, 706.2)."""
    face = parse_face(text, type_line, "Invented Card")
    assert "".join(could_produce([face])) == could
    assert "".join(leads_to([face])) == leads


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        # modes offered in a sentence that ends in a period (700.2)
        ("Creature — Zombie", "Whenever a land you control enters, choose one. If you control "
         "eight or more lands, you may choose both instead.\n• Untap target creature.\n• It "
         "becomes a Swamp in addition to its other types.", "", "B"),
        # objects sacrificed together, none an antecedent (400.7)
        ("Creature — Vampire Noble", "Whenever this creature attacks, you may sacrifice a "
         'creature token and a Blood token. If you do, it gains "{T}: Add {B}{R}." until end '
         "of turn.", "BR", "BR"),
        # a keyword denied is one denied by the verb before it, not another keyword's
        ("Creature — Elf Scout", "Each creature you control that doesn't have flying has "
         "rootcall.\nWhenever a creature with rootcall you control attacks, scry 1. (A "
         'creature with rootcall has "{T}: Add {G}.")', "G", "G"),
        # the card's keyword line gives only what the reminder's kind has
        ("Creature — Plant", 'Sapflow (A land with sapflow has "{T}: Add {G}.")', "", ""),
        ("Artifact", 'Sapflow (Creatures with sapflow have "{T}: Add {G}.")\n{2}, {T}: You '
         "gain 2 life.", "", ""),
        ("Land", '{T}: Add {C}.\nSapflow (A nonland permanent with sapflow has "{T}: Add '
         '{G}.")', "C", "C"),
        ("Creature — Elf Druid", "Elves you control have rootcall. (A creature token with "
         'rootcall has "{T}: Add {G}.")\n{3}{G}: Create a 1/1 green Elf creature token.', "",
         "G"),
        # a land set to a basic type keeps what works off the battlefield (113.6) ...
        ("Land", "{T}: Add {C}.\nLands you control are Swamps.\nChannel — {2}{G}, Discard this "
         'card: Create a 3/3 green Beast creature token with "{T}: Add {G}."', "B", "BG"),
        ("Land", "{T}: Add {C}.\nLands you control are Swamps.\nAs long as this card is in your "
         'graveyard, lands you control have "{T}: Add {R}."', "B", "BR"),
        ("Land", "{T}: Add {C}.\nLands you control are Swamps.\nCycling {2} ({2}, Discard this "
         "card: Draw a card.)\nWhen you cycle this card, choose one —\n• Add {R}{R}.\n• Add "
         "{W}{W}.", "B", "WBR"),
        ("Land", "{T}: Add {C}.\nLands you control are Swamps.\nWhen this card is put into a "
         "graveyard from anywhere, create a Treasure token.", "B", "WUBRG"),
        # ... and loses its triggers' type changes, in modes and die results too
        ("Land", "{T}: Add {C}.\nLands you control are Swamps.\nWhenever a land you control "
         "enters, choose one —\n• It becomes a Forest in addition to its other types.\n• You "
         "gain 1 life.", "B", "B"),
        ("Land", "{T}: Add {C}.\nLands you control are Swamps.\nWhenever another land you "
         "control enters, roll a d6.\n1—3 | It becomes a Mountain in addition to its other "
         "types.\n4—6 | You gain 1 life.", "B", "B"),
    ],
)  # fmt: skip
def test_modes_sacrifices_keyword_kinds_and_what_a_land_keeps_second_round(
    type_line, text, could, leads
):
    """Probe is's faces, each the rule it names: modes after their trigger, sacrificed
    objects, a keyword denied or held by a kind, and what a land set to a basic type
    keeps."""
    face = parse_face(text, type_line, "Invented Card")
    assert "".join(could_produce([face])) == could
    assert "".join(leads_to([face])) == leads


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        # a step or a cost paid on the battlefield moves the card: the ability is the
        # battlefield's, lost with the rest (305.7)
        ("Land", "Lands you control are Swamps.\n{T}, Sacrifice this land: Add {C}{C}. At the "
         "beginning of the next end step, return this card from your graveyard to the "
         "battlefield tapped.", "B", "B"),
        ("Land", "Lands you control are Mountains.\n{T}, Exile this card: Add {U}{U}{U}.", "R",
         "R"),
        ("Land", "Lands you control are Plains.\nWhen this land is put into a graveyard from "
         "the battlefield, create a Treasure token. Then return this card to the battlefield "
         "tapped.", "W", "W"),
        # triggers that find the card in a library, a hand or a graveyard keep working
        ("Land", "This land is a Plains.\nWhen this land is put into a graveyard from "
         "anywhere, create a Treasure token.", "W", "WUBRG"),
        ("Land", "Lands you control are Swamps.\nWhen this card is put into your graveyard "
         "from your library, create a Treasure token.", "B", "WUBRG"),
        ("Land", "Lands you control are Islands.\nWhen you draw this card, you may reveal it. "
         "When you do, create a Treasure token.", "U", "WUBRG"),
        ("Land", "Lands you control are Islands.\nWhen a spell or ability an opponent controls "
         "causes you to discard this card, create two Treasure tokens.", "U", "WUBRG"),
        ("Land", "Lands you control are Mountains.\nAt the beginning of your upkeep, if this "
         "card is in your graveyard, you may create a Treasure token.", "R", "WUBRG"),
        # "that have rootcall" asks what a creature has; it grants nothing
        ("Creature — Elf Druid", "When this creature enters, create a 1/1 green Elf Warrior "
         'creature token with rootcall. (A creature with rootcall has "{T}: Add {G}.")\n'
         "Creatures you control that have rootcall get +1/+1.", "", "G"),
        # a list of sacrificed objects; a roll's sentence going on after the die
        ("Creature — Human Artificer", "When this creature enters, you may sacrifice a Food, "
         'a Clue, or a Blood token. If you do, it gains "{T}: Add {U}."', "U", "U"),
        ("Creature — Elf Warrior", "Whenever this creature attacks, roll a d20 and add the "
         "number of Elves you control.\n1—9 | It gets +1/+1 until end of turn.\n10+ | It "
         'gains "{T}: Add {G}{G}." until end of turn.', "G", "G"),
    ],
)  # fmt: skip
def test_what_works_off_the_battlefield_and_what_a_grant_is_third_round(
    type_line, text, could, leads
):
    """Probe iv's faces: an ability works off the battlefield by its cost, condition or
    trigger, not by a step of its effect (113.6); a keyword a relative clause asks about is
    not granted; sacrificed lists and die rolls as probe is left them."""
    face = parse_face(text, type_line, "Invented Card")
    assert "".join(could_produce([face])) == could
    assert "".join(leads_to([face])) == leads


@pytest.mark.parametrize(
    ("type_line", "text", "could", "leads"),
    [
        # "that creature" the event names besides the trigger's Elf: the blocker
        ("Creature — Elf Warrior", "Whenever an Elf you control becomes blocked by a "
         "creature, gain control of that creature until end of turn. Untap it. It gains "
         '"{T}: Add {G}." until end of turn.', "", "G"),
        # a card a step took and the next puts onto the battlefield is "it" after (400.7)
        ("Artifact Creature — Golem", "When this creature enters, mill two cards. If a land "
         "card was milled this way, return it to the battlefield tapped. It gains \"{T}: Add "
         '{C}{C}."', "", "C"),
        ("Creature — Elf Scout", "Whenever an Elf you control attacks, mill a card. If it's a "
         "land card, return it to the battlefield tapped. It gains \"{T}: Add {G}.\" until "
         "end of turn.", "", "G"),
        ("Creature — Human Artificer", "When this creature enters, you may sacrifice an "
         "artifact or creature. When you do, return it to the battlefield under its owner's "
         'control. It gains "{T}: Add {C}."', "", "C"),
        # unless the card itself left: "return it" may be the card that died
        ("Creature — Zombie Cleric", "When this creature dies, you may sacrifice another "
         "creature. If you do, return it to the battlefield under its owner's control. It "
         'gains "{T}: Add {B}."', "B", "B"),
        # objects chosen are those objects
        ("Creature — Elf Druid", "When this creature enters, you may choose any number of "
         'untapped Elves you control. They gain "{T}: Add {G}." until end of turn.', "", "G"),
        # "they" of players, and a library's seven cards, name no permanent
        ("Creature — Vampire Warrior", "When this creature enters, each opponent loses 1 life "
         "for each spell they've cast this turn. It gains \"{T}: Add {B}.\"", "B", "B"),
        ("Creature — Devil", "When this creature enters, target opponent loses life equal to "
         'the number of cards they drew this turn. It gains "{T}: Add {R}."', "R", "R"),
        ("Creature — Merfolk Wizard", "When this creature enters, look at the top seven cards "
         'of your library, then put them back in any order. It gains "{T}: Add {U}."', "U",
         "U"),
    ],
)  # fmt: skip
def test_what_it_stands_for_after_other_objects_cards_moved_back_and_choices(
    type_line, text, could, leads
):
    """Probe iz's faces: "It" and "They" stand for another object the event names, a card a
    step moved and the next put onto the battlefield, or objects chosen; for the card past
    players' sentences and a library's cards."""
    face = parse_face(text, type_line, "Invented Card")
    assert "".join(could_produce([face])) == could
    assert "".join(leads_to([face])) == leads
