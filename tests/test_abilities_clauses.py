"""Add clauses (pipeline/abilities/clauses.py): what follows "add" (CR 106.1b, 106.3).

Each expectation follows from a template the module's docstring names: the amount a
number word gives, the antecedent of "that color" (Bloom Tender), the symbols a clause
accepts as mana.
"""

from __future__ import annotations

import tomllib

import pytest

from pipeline.abilities import Choice, SourceKind, parse_face
from pipeline.abilities.clauses import Yield, definitions_text, read_add_clauses, symbol_types

WUBRG = frozenset("WUBRG")

NUMBER_WORDS = [
    ("one", "1"),
    ("two", "2"),
    ("three", "3"),
    ("four", "4"),
    ("five", "5"),
    ("six", "6"),
    ("seven", "7"),
    ("eight", "8"),
    ("nine", "9"),
    ("ten", "10"),
]


@pytest.mark.parametrize(("word", "number"), NUMBER_WORDS)
def test_a_number_word_counts_mana_of_any_one_color(word, number):
    """ "Add three mana of any one color" (Gilded Lotus): the word is the amount."""
    [found], unrecognised = read_add_clauses(f"Add {word} mana of any one color.")
    assert (found.template, found.colors, found.amount, found.choice) == (
        "any_color",
        WUBRG,
        number,
        Choice.ANY_COLOR,
    )
    assert unrecognised == []


@pytest.mark.parametrize(("word", "number"), NUMBER_WORDS)
def test_a_number_word_counts_a_symbol(word, number):
    """ "Add seven {R}" (Battle Hymn's style): the word counts the symbol."""
    [found], unrecognised = read_add_clauses(f"Add {word} {{R}}.")
    assert (found.template, found.colors, found.amount, found.choice) == (
        "counted_symbol",
        frozenset("R"),
        number,
        Choice.FIXED,
    )
    assert unrecognised == []


def test_one_and_one_half_mana():
    """Half mana (CR 107.4g): "add one and one-half {R}"."""
    [found], _ = read_add_clauses("Add one and one-half {R}.")
    assert (found.colors, found.amount) == (frozenset("R"), "1.5")


@pytest.mark.parametrize(
    ("text", "depends_on"),
    [
        (
            "For each color among permanents you control, add one mana of that color.",
            "the colors among permanents you control",
        ),
        (
            "For each colored mana symbol in its mana cost, add one mana of that color.",
            "the colored mana symbols in its mana cost",
        ),
    ],
)
def test_that_color_refers_to_the_for_each_before_it(text, depends_on):
    """Bloom Tender: one mana of each color the "For each ..." names, a combination."""
    [found], _ = read_add_clauses(text)
    assert (found.template, found.colors, found.amount, found.choice, found.depends_on) == (
        "chosen_color",
        WUBRG,
        "1",
        Choice.ANY_COMBINATION,
        depends_on,
    )


def test_for_each_color_leaves_a_clause_of_any_color_alone():
    """Only "that color" refers back to the "For each color ..."; "one mana of any color"
    is its own choice."""
    [found], _ = read_add_clauses(
        "For each color among permanents you control, add one mana of any color."
    )
    assert (found.template, found.amount, found.choice, found.depends_on) == (
        "any_color",
        "1",
        Choice.ANY_COLOR,
        None,
    )


def test_a_for_each_in_an_earlier_sentence_is_not_the_antecedent():
    [_, found], _ = read_add_clauses(
        "For each color among permanents you control, add {C}. Then add one mana of that color."
    )
    assert (found.template, found.choice, found.depends_on) == (
        "chosen_color",
        Choice.ANY_COLOR,
        "a chosen color",
    )


@pytest.mark.parametrize("symbols", ["{}", "{G}{}", "{T}", "{E}", "{W/U}"])
def test_a_run_with_a_symbol_that_adds_no_mana_type_is_none(symbols):
    """ "None if a symbol is not a mana symbol": an empty brace pair, {T} or {E} is none,
    and a hybrid symbol names no single type."""
    assert symbol_types(symbols) is None


def test_a_run_of_produced_symbols():
    assert symbol_types("{G}{C}{2}") == frozenset("GC")


def test_an_ability_that_adds_six_mana_of_one_color_is_a_mana_ability():
    face = parse_face(
        "{T}, Sacrifice this artifact: Add six mana of any one color.", "Artifact", "Big Lotus"
    )
    assert [(r.source_kind, r.amount, r.choice, r.is_mana_ability) for r in face.mana] == [
        (SourceKind.ACTIVATED, "6", Choice.ANY_COLOR, True)
    ]


def test_for_each_color_must_name_where_the_colors_are():
    """ "For each color among <where>, add one mana of that color": with nothing after
    "among", no set of colors is named, and "that color" is a color chosen elsewhere."""
    assert read_add_clauses("For each color among , add one mana of that color.") == (
        [Yield("chosen_color", WUBRG, "1", Choice.ANY_COLOR, "a chosen color")],
        [],
    )


def test_a_for_each_at_the_start_of_the_text_is_the_antecedent():
    """A spell's text can start with the "For each ...": it still names the colors."""
    [found], _ = read_add_clauses(
        "For each colored mana symbol in its mana cost, add one mana of that color."
    )
    assert (found.choice, found.depends_on) == (
        Choice.ANY_COMBINATION,
        "the colored mana symbols in its mana cost",
    )


def test_a_yield_is_a_value():
    """Equal clauses give equal yields, hashable and immutable like the rows they fill."""
    [first], _ = read_add_clauses("Add {G}{G}.")
    [second], _ = read_add_clauses("Add {G}{G}.")
    assert first == second
    assert {first: 1}[second] == 1
    with pytest.raises(AttributeError):
        first.amount = "3"  # type: ignore[misc]


def test_a_word_ending_in_dd_is_not_the_add_verb():
    """ "odd" before "add {B}" is no add clause of its own: only "add" and "adds" are the
    verb, so nothing is reported unrecognised."""
    assert read_add_clauses("If the number is odd, add {B}.") == (
        [Yield("symbols", frozenset("B"), "1", Choice.FIXED)],
        [],
    )


def test_an_add_written_without_a_space_before_its_symbol():
    """ "Add{G}": the verb is followed by the mana it adds, space or no space (the
    detector accepts it too)."""
    assert read_add_clauses("Add{G}.") == (
        [Yield("symbols", frozenset("G"), "1", Choice.FIXED)],
        [],
    )


def test_an_amount_equal_to_ends_with_its_sentence():
    """Nykthos-style: "an amount of mana of that color equal to ..." counts up to the
    period; the next sentence is no part of the amount."""
    assert read_add_clauses(
        "Add an amount of mana of that color equal to your devotion to that color. Draw a card."
    ) == (
        [
            Yield(
                "chosen_color",
                WUBRG,
                "equal to your devotion to that color",
                Choice.ANY_COLOR,
                "a chosen color",
            )
        ],
        [],
    )


def test_an_unrecognised_clause_runs_to_the_end_of_its_own_sentence():
    """The clause reported is the one from its "add" to its sentence's end, not the last
    sentence of the text."""
    assert read_add_clauses("Add two mana of a strange kind. Draw a card.") == (
        [],
        ["Add two mana of a strange kind"],
    )


def test_a_noted_type_in_the_next_sentence_is_not_what_an_add_clause_adds():
    """ "~'s last noted type" (Jeweled Amulet) names what the add clause adds only in the
    clause's own sentence; a later sentence's noted type leaves the clause unrecognised."""
    assert read_add_clauses(
        "Add two mana of a type. The Amulet's last noted type becomes that type."
    ) == ([], ["Add two mana of a type"])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Add {C} or one mana of any color.",
         ("symbols|any_color", WUBRG | {"C"}, "1", Choice.ONE_OF)),
        ("Add {C}{C}{C} or one mana of any color.",
         ("symbols|any_color", WUBRG | {"C"}, "3 or 1", Choice.ONE_OF)),
        ("Add one mana of any color or {C}.",
         ("any_color|symbols", WUBRG | {"C"}, "1", Choice.ONE_OF)),
        ("Add two mana of any one color and two mana of any other color.",
         ("any_color&any_color", WUBRG, "4", Choice.ANY_COMBINATION)),
        ("Add {G} and {W}.", ("symbols&symbols", frozenset("GW"), "2", Choice.FIXED)),
        ("Add {G}{G} and one mana of any color.",
         ("symbols&any_color", WUBRG, "3", Choice.ANY_COMBINATION)),
        ("Add X mana of any one color and {C}.",
         ("any_color&symbols", WUBRG | {"C"}, "X and 1", Choice.ANY_COMBINATION)),
        # each clause with its own amount: an "and" ends the first clause's amount where
        # another clause follows it
        ("Add {B} for each Swamp you control and {R} for each Mountain you control.",
         ("symbols&symbols", frozenset("BR"),
          "1 for each Swamp you control and 1 for each Mountain you control", Choice.FIXED)),
        ("Add an amount of {G} equal to this creature's power and an amount of {U} equal to "
         "its toughness.",
         ("amount_of_symbol&amount_of_symbol", frozenset("GU"),
          "equal to this creature's power and equal to its toughness", Choice.FIXED)),
        ("Add an additional {G}, or an additional {G}{G} instead if you control an Elf.",
         ("symbols|symbols", frozenset("G"), "1 or 2", Choice.ONE_OF)),
        ("Add {G} for each Elf and Druid you control.",
         ("symbols", frozenset("G"), "1 for each Elf and Druid you control", Choice.FIXED)),
        # a list of three such clauses, its items joined by commas (probe qz24)
        ("Add {W} for each Plains you control, {U} for each Island you control, and {B} for"
         " each Swamp you control.",
         ("symbols&symbols&symbols", frozenset("WUB"),
          "1 for each Plains you control and 1 for each Island you control and 1 for each"
          " Swamp you control", Choice.FIXED)),
        # listed symbols joined by "or" alone (probe qz16)
        ("Add two mana in any combination of {W}, {U}, or {B}.",
         ("any_combination", frozenset("WUB"), "2", Choice.ANY_COMBINATION)),
        # ... and in an amount's template (probe rb15)
        ("Add an amount of mana in any combination of {W} or {R} equal to the number of"
         " creatures you control.",
         ("amount_combination", frozenset("WR"), "equal to the number of creatures you control",
          Choice.ANY_COMBINATION)),
        # a count and a type in an amount's words are the amount's (review)
        ("Add {R} for each instant and sorcery spell you cast this turn that cost one red"
         " mana.", ("symbols", frozenset("R"),
                    "1 for each instant and sorcery spell you cast this turn that cost one red"
                    " mana", Choice.FIXED)),
        # a count of mana a condition names as spent is no clause's (probe rb)
        ("Add {G}{G} if at least two green mana was spent to cast a spell this turn.",
         ("symbols", frozenset("G"), "2", Choice.FIXED)),
        # quadrupling, as doubling and tripling (701.9; probe qz79)
        ("Quadruple the amount of each type of unspent mana you have.",
         ("each_type_doubled", WUBRG | {"C"}, "equal to unspent mana you have",
          Choice.ANY_TYPE)),
    ],
)  # fmt: skip
def test_two_clauses_joined_are_both_read(text, expected):
    """CR 106.1: "Add {C} or one mana of any color" adds one or the other, "... and two
    mana of any other color" both: each clause is read, never only the first (which once
    dropped every color the second names)."""
    [found], unrecognised = read_add_clauses(text)
    assert (found.template, found.colors, found.amount, found.choice) == expected
    assert unrecognised == []


@pytest.mark.parametrize(
    "text",
    [
        "Add {G} or{U}.",
        "Add {G}/{U}.",
        "Add {R} or a card.",
        "Add {B} twice.",
        # a clause after a comma, not a list's item: a choice no template reads, not dropped
        "Add {G} for each Forest you control, {C} otherwise.",
    ],
)
def test_a_clause_read_only_in_part_is_unrecognised(text):
    """What follows a clause must end it (a period, a quote, "instead", "then", "and" with
    another effect): otherwise the clause was read only in part, and taking the part read
    would be a silent guess."""
    assert read_add_clauses(text) == ([], [text])


@pytest.mark.parametrize(
    "text",
    [
        "Add {R}.",
        "Add {R},",  # inside a quoted ability that goes on: "..., Add {R}," and ...
        'Add {R}."',
        "Add {R}.)",
        "Add {R})",  # a reminder that closes right after the clause, no period first
        "Add {R} to your mana pool.",
        "Add {R} to your mana pool for each tapped land your opponents control.",
        # (another player's pool, and the pool before the amount's words: probe so)
        "Add {R} to his or her mana pool.",
        "Add an amount of {R} to your mana pool equal to the sacrificed creature's power.",
        "Add {R}, then draw a card.",
        "Add {R} and you gain 1 life.",
        "Add {R}, and this creature deals 1 damage to you.",
        "Add {R} instead.",
        "Add {R} unless any player pays {1}.",
        "Add {R} until end of turn.",
        "Add {R} at the beginning of your next main phase.",
    ],
)
def test_what_may_end_a_clause(text):
    [found], unrecognised = read_add_clauses(text)
    assert (found.colors, unrecognised) == (frozenset("R"), [])


def test_a_color_chosen_elsewhere_is_any_color_and_names_the_choice():
    """Paliano, the High City: the colors were chosen while drafting."""
    [found], _ = read_add_clauses(
        "Add one mana of any color chosen as you drafted cards named Paliano, the High City."
    )
    assert (found.template, found.colors, found.choice, found.depends_on) == (
        "chosen_colors",
        WUBRG,
        Choice.ANY_COLOR,
        "the colors chosen as you drafted cards named Paliano, the High City",
    )


CLAUSE_FILE = tomllib.loads(definitions_text())["clause"]


@pytest.mark.parametrize(
    ("name", "example"),
    [(c["name"], example) for c in CLAUSE_FILE for example in c["examples"]],
)
def test_every_example_of_add_clauses_toml_reads_as_its_own_entry(name, example):
    """The grammar's closed vocabulary (pipeline/abilities/add_clauses.toml): each entry's
    examples are read by that entry, and by no entry before it, whole (nothing left over
    that would make the clause unrecognised)."""
    found, unrecognised = read_add_clauses(f"Add {example}.")
    assert ([y.template for y in found], unrecognised) == ([name], [])


def test_every_add_clause_has_an_example_and_a_known_yield():
    assert [c["name"] for c in CLAUSE_FILE if not c.get("examples")] == []
    assert {c["yields"] for c in CLAUSE_FILE} == {
        "symbols", "symbol_options", "colors_of", "each_color", "named_type"
    }  # fmt: skip
    assert len({c["name"] for c in CLAUSE_FILE}) == len(CLAUSE_FILE)  # one entry a name


@pytest.mark.parametrize(
    ("event", "colors", "choice"),
    [
        ("Whenever a basic land you control is tapped for {G},", ("G",), Choice.FIXED),
        ("Whenever a land you control is tapped for black mana,", ("B",), Choice.FIXED),
        ("Whenever you tap a land for {R} or {G},", ("R", "G"), Choice.ONE_OF),
        ("Whenever you tap a Forest for {G} or a Plains for {W},", ("W", "G"), Choice.ONE_OF),
        (
            "Whenever you tap a Forest for {G} and whenever you tap a Swamp for {B},",
            ("B", "G"),
            Choice.ONE_OF,
        ),
        ("Whenever you tap a Forest for {G} and a Swamp for {B},", ("B", "G"), Choice.ONE_OF),
        # a condition on some monocolored object names no one object's color
        ("Whenever you tap a Swamp for {B}, if you control a monocolored creature,", ("B",),
         Choice.FIXED),
    ],
)  # fmt: skip
def test_that_color_after_an_event_that_names_the_mana_is_one_of_its_types(event, colors, choice):
    """ "Whenever a basic land you control is tapped for {G}, add an additional one mana of
    that color": the color of the mana the event names (CR 605.1b), exactly that one; after
    "tapped for {R} or {G}", one of those two."""
    face = parse_face(
        f"{event} add an additional one mana of that color.", "Enchantment", "Test Font"
    )
    assert [(r.source_kind, r.colors, r.amount, r.choice) for r in face.mana] == [
        (SourceKind.TRIGGERED, colors, "1", choice)
    ]


@pytest.mark.parametrize(
    ("effect", "colors"),
    [
        # a color the effect chooses is the one "that color" names, not the event's
        ("choose another color and add one mana of that color.", ("W", "U", "B", "R")),
        ("choose blue or black, then add one mana of that color.", ("U", "B")),
        ("choose either red or white and add one mana of that color.", ("W", "R")),
        ("choose a color other than green, then add one mana of that color.", ("W", "U", "B", "R")),
        # none chosen: the event's mana (605.1b), or any color but it
        ("add an additional one mana of that color.", ("G",)),
        ("add one mana of any other color.", ("W", "U", "B", "R")),
    ],
)
def test_that_color_after_an_event_is_the_color_the_effect_chooses_first(effect, colors):
    """ "Whenever you tap a Forest for {G}, choose another color and add one mana of that
    color": a color other than green; "choose blue or black, then add ...": one of those two
    (106.7 counts what the choice offers)."""
    face = parse_face(f"Whenever you tap a Forest for {{G}}, {effect}", "Enchantment", "Test Rite")
    assert [(r.source_kind, r.colors) for r in face.mana] == [(SourceKind.TRIGGERED, colors)]


@pytest.mark.parametrize(
    ("ability", "colors"),
    [
        # a choice before the clause before, unused by it
        (
            "{T}: Choose a color. Add {G}. If you control a permanent of that color, add two"
            " mana of that color instead.",
            ("W", "U", "B", "R", "G"),
        ),
        # a choice after it, limited
        (
            "{T}: Add {G}. Then choose white or black and add one mana of that color.",
            ("W", "B", "G"),
        ),
        # an object's color named after it
        (
            "{T}: Add {R}. Then reveal the top card of your library. If it's a monocolored card,"
            " add one mana of that color.",
            ("W", "U", "B", "R", "G"),
        ),
        (
            "{T}: Add {G}. If you control a multicolored permanent, choose one of its colors and"
            " add one mana of that color.",
            ("W", "U", "B", "R", "G"),
        ),
        # nothing named since: the clause before's color
        (
            "{T}: Add {G} or {W}. If you control a Plains, add two mana of that color instead.",
            ("W", "G"),
        ),
        # a color a condition names by its word, not "non..."; "of a different color": any
        # other than the clause before's
        (
            "{T}: Add {C}. If you control a red permanent, add one mana of that color instead.",
            ("R", "C"),
        ),
        (
            "{T}: Add {G}. If you control a nongreen permanent, add one mana of that color.",
            ("G",),
        ),
        # after no color added, "non..." names the colors the object may have: all but that
        (
            "{T}: Add {C}. If you control a nonwhite permanent, add one mana of that color"
            " instead.",
            ("U", "B", "R", "G", "C"),
        ),
        # the trigger event's words before the first clause; after a clause, that clause's
        (
            "Whenever you cast a white spell, you may tap this creature. If you do, add one mana"
            " of that color.",
            ("W",),
        ),
        (
            "Whenever you cast a red spell, add {G}. If you control a Forest, add two mana of"
            " that color instead.",
            ("G",),
        ),
        # a choice of an object or a player is no choice of a color: the color named after
        (
            "{T}: Choose a creature you control. If it's red, add one mana of that color."
            " Otherwise, add {C}.",
            ("R", "C"),
        ),
        (
            "{T}: Choose one of your opponents. If they control a blue permanent, add one mana"
            " of that color.",
            ("U",),
        ),
        # the nearest: the condition's color before the event's
        (
            "Whenever you cast a red spell, if you control a blue permanent, add one mana of that"
            " color.",
            ("U",),
        ),
        (
            "{T}: Add {W}. Then if you control a permanent of a different color, add one mana of"
            " that color.",
            ("W", "U", "B", "R", "G"),
        ),
        (
            "{T}: Add {W}. Then if you control a permanent of a different color, add one mana of"
            " that type.",
            ("W",),
        ),
        # "the color of your choice" is a choice: any color, not the color of the creature
        # changed (nor a target's)
        (
            "{T}: Choose a white creature you control. It becomes the color of your choice until"
            " end of turn. Add one mana of that color.",
            ("W", "U", "B", "R", "G"),
        ),
        (
            "Whenever you cast a red spell, creatures you control become the color of your"
            " choice until end of turn. Add one mana of that color.",
            ("W", "U", "B", "R", "G"),
        ),
        # a spending or an activation restriction names no color of the mana: the clause
        # before's
        (
            "{T}: Add {U}{U}. Spend this mana only to cast red spells. If you control a Wizard,"
            " add three mana of that color instead.",
            ("U",),
        ),
        (
            "{T}: Add {B}. Activate only if you control a white or red creature. If you control"
            " a Vampire, add two mana of that color instead.",
            ("B",),
        ),
        (
            "{T}: Add {W} or {U}. When you spend this mana to cast a black spell, you gain 1"
            " life. If you control another Wizard, add two mana of that color instead.",
            ("W", "U"),
        ),
        # the choice already used by the clause before: that clause's color, the chosen one
        (
            "{T}: Choose a color. Add one mana of that color. If you control a permanent of"
            " that color, add two mana of that color instead.",
            ("W", "U", "B", "R", "G"),
        ),
    ],
)
def test_that_color_is_the_nearest_color_named_before_it(ability, colors):
    """ "That color" stands for a color chosen or named since the last clause that used one,
    else for the clause before's mana (docs/rules.md, add clauses)."""
    face = parse_face(ability, "Creature — Elf Druid", "Test Druid")
    assert [r.colors for r in face.mana] == [colors]


@pytest.mark.parametrize(
    ("ability", "colors", "depends_on"),
    [
        # an object's color by its possessive or by what it is: any of the five, the type
        # line not telling
        ("Sacrifice an artifact creature: Add {C} and one mana of its color.",
         ("W", "U", "B", "R", "G", "C"), "its colors"),
        ("{T}, Reveal a card from your hand: Add one mana of that card's color.",
         ("W", "U", "B", "R", "G"), "that card's colors"),
        ("{T}: Add one mana of any color this creature is.", ("W", "U", "B", "R", "G"),
         "the colors of this creature"),
        # colors left out by "non..." or "except"
        ("{T}: Add one mana of any nongreen color.", ("W", "U", "B", "R"), None),
        ("{T}: Add one mana of any color except red.", ("W", "U", "B", "G"), None),
    ],
)  # fmt: skip
def test_an_objects_color_and_a_color_left_out_are_read(ability, colors, depends_on):
    """ "One mana of its color", "... of that card's color", "... of any color this creature
    is" name an object's colors (any of the five, 106.7); "any nongreen color" and "any color
    except red" leave those out, as "other than" does."""
    face = parse_face(ability, "Artifact", "Test Prism")
    assert [(r.colors, r.depends_on) for r in face.mana] == [(colors, depends_on)]


def test_that_color_in_a_riders_own_sentence_is_its_events():
    """A rider on spending the mana names no color of it, but in its own sentence it is the
    event "that color" stands for: "When you spend this mana to cast a green spell, add one
    mana of that color" adds green."""
    face = parse_face(
        "{T}: Add {U}. When you spend this mana to cast a green spell, add one mana of that color.",
        "Creature — Elf Druid",
        "Test Druid",
    )
    assert [r.colors for r in face.mana] == [("U",), ("G",)]


# --- session 26 triage of clauses-sample40-seed26-session26 -----------------------------


def test_one_additional_mana_keeps_its_count():
    """Kinnan, Bonder Prodigy: "add one additional mana of any type that permanent
    produced" adds one mana beside the mana produced (605.1b): "one" is the amount, and
    "additional" no part of the clause."""
    assert read_add_clauses("Add one additional mana of any type that permanent produced.") == (
        [
            Yield(
                "could_produce", WUBRG | {"C"}, "1", Choice.ANY_TYPE, "the types permanent produced"
            )
        ],
        [],
    )


def test_any_color_other_than_one_leaves_that_color_out():
    """ "one mana of any color other than green": the four others (106.7 counts only
    what the clause could name)."""
    [found], _ = read_add_clauses("Add one mana of any color other than green.")
    assert (found.template, found.colors, found.choice) == (
        "any_color_but",
        frozenset("WUBR"),
        Choice.ANY_COLOR,
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Add one white, blue, or black mana.", (frozenset("WUB"), "1", Choice.ONE_OF)),
        ("Add one red or green mana.", (frozenset("RG"), "1", Choice.ONE_OF)),
        ("Add three colorless mana.", (frozenset("C"), "3", Choice.FIXED)),
        ("Add white and blue mana.", (frozenset("WU"), "2", Choice.FIXED)),
        ("Add one white, blue, and black mana.", (frozenset("WUB"), "3", Choice.FIXED)),
        ("Add white and two blue mana.", (frozenset("WU"), "3", Choice.FIXED)),
        ("Add one white or one blue mana.", (frozenset("WU"), "1", Choice.ONE_OF)),
        ("Add one white and one blue mana.", (frozenset("WU"), "2", Choice.FIXED)),
        ("Add two red and one green mana.", (frozenset("RG"), "3", Choice.FIXED)),
    ],
)
def test_mana_named_by_type_words(text, expected):
    """ "one white, blue, or black mana" is one of the three types a word names (CR
    106.1); "three colorless mana" is exactly that type; "white and blue mana" both."""
    [found], unrecognised = read_add_clauses(text)
    assert (found.template, (found.colors, found.amount, found.choice), unrecognised) == (
        "typed_amount",
        expected,
        [],
    )


def test_only_a_row_of_the_chosen_color_is_limited_by_the_choice():
    """ "choose white or black" limits "the chosen color" to those two (106.7), not an
    ability of the same face that adds one mana of any color."""
    face = parse_face(
        "As this creature enters, choose white or black.\n{T}: Add one mana of the chosen"
        " color.\n{1}, {T}: Add one mana of any color.",
        "Creature — Human Cleric",
        "Test Acolyte",
    )
    assert [r.colors for r in face.mana] == [("W", "B"), ("W", "U", "B", "R", "G")]


def test_an_if_condition_ends_a_clause():
    """ "Add {B} if you control a Swamp": the condition follows the clause, which is read
    whole."""
    assert read_add_clauses("Add {B} if you control a Swamp.") == (
        [Yield("symbols", frozenset("B"), "1", Choice.FIXED)],
        [],
    )


def test_for_each_color_leaves_a_clause_of_fixed_symbols_alone():
    """Only "that color" refers back to a "For each color among ..."; "{G}" is green
    whatever the colors among them."""
    assert read_add_clauses("For each color among permanents you control, add {G}.") == (
        [Yield("symbols", frozenset("G"), "1", Choice.FIXED)],
        [],
    )


def test_that_color_is_the_color_of_the_clause_right_before_it():
    """ "Add {C}, then add {G} or {W}. If ..., add two mana of that color instead": the
    color of the nearest clause before, {G} or {W}, not of the first one ({C})."""
    found, _ = read_add_clauses(
        "Add {C}, then add {G} or {W}. If you control a Plains, add two mana of that color instead."
    )
    assert found[-1] == Yield("chosen_color", frozenset("GW"), "2", Choice.ONE_OF)


def test_that_color_in_a_later_sentence_is_not_the_clauses_own():
    """ "add one mana of the chosen color. Spend mana of that color only ...": the clause
    names the chosen color; the next sentence's "that color" does not make it the
    trigger event's {G}."""
    assert read_add_clauses(
        "add one mana of the chosen color. Spend mana of that color only to cast creature spells.",
        "Whenever you tap a Forest for {G},",
    ) == ([Yield("chosen_color", WUBRG, "1", Choice.ANY_COLOR, "a chosen color")], [])


@pytest.mark.parametrize(
    ("event", "effect", "expected"),
    [
        # colorless is a type of mana (106.1b): "that type" after {C} is colorless
        (
            "Whenever you tap an artifact for {C},",
            "add an additional one mana of that type.",
            Yield("chosen_type", frozenset("C"), "1", Choice.FIXED),
        ),
        # colorless is no color (105.1): "that color" after {G} or {C} is green
        (
            "Whenever you tap a permanent for {G} or {C},",
            "add an additional one mana of that color.",
            Yield("chosen_color", frozenset("G"), "1", Choice.FIXED),
        ),
    ],
)
def test_that_type_after_colorless_mana_of_an_event(event, effect, expected):
    assert read_add_clauses(effect, event) == ([expected], [])


def test_symbols_equal_to_an_amount():
    """ "Add {B} equal to the number of Swamps you control": that many {B}, no X."""
    assert read_add_clauses("Add {B} equal to the number of Swamps you control.") == (
        [
            Yield(
                "symbols", frozenset("B"), "equal to the number of Swamps you control", Choice.FIXED
            )
        ],
        [],
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Add {B} if you control a Swamp, or {C} otherwise.",
         ("symbols|symbols", frozenset("BC"), "1", Choice.ONE_OF)),
        ("Add {R} if you control a Mountain or {C} if you don't.",
         ("symbols|symbols", frozenset("RC"), "1", Choice.ONE_OF)),
        # words after the condition name mana too ("in any combination", a count and a type)
        ("Add {G}{G} if you control a Forest, or two mana in any combination of colors "
         "otherwise.", ("symbols|any_combination", WUBRG, "2", Choice.ONE_OF)),
        ("Add {W} if you control another Gate, or one colorless mana otherwise.",
         ("symbols|typed_amount", frozenset("WC"), "1", Choice.ONE_OF)),
        # a verb of the condition ("paid") makes no {C} after it paid
        ("Add {B}{B} if you paid life this turn, or {C} otherwise.",
         ("symbols|symbols", frozenset("BC"), "2 or 1", Choice.ONE_OF)),
        # a list of conditioned clauses: each item offered (probe tk8 tk78)
        ("Add {W} if you control a Plains, {U} if you control an Island, or {C} otherwise.",
         ("symbols|symbols|symbols", frozenset("WUC"), "1", Choice.ONE_OF)),
        # after a semicolon (probe ud26, reported before), past an "or" inside the condition
        ("Add {U} if you control an Island; {C} otherwise.",
         ("symbols|symbols", frozenset("UC"), "1", Choice.ONE_OF)),
        ("Add {B} if you control a Swamp or a Forest; {C} otherwise.",
         ("symbols|symbols", frozenset("BC"), "1", Choice.ONE_OF)),
        ("Add {W} if you control another Gate; one colorless mana otherwise.",
         ("symbols|typed_amount", frozenset("WC"), "1", Choice.ONE_OF)),
        ("Add two colorless mana if you control a Sanctuary, one mana of any color if you "
         "control a Gate, or {C} otherwise.",
         ("typed_amount|any_color|symbols", WUBRG | {"C"}, "2 or 1", Choice.ONE_OF)),
        # after an amount and its condition
        ("Add {B} for each Zombie you control if you control a Necromancer, or {C}{C} "
         "otherwise.", ("symbols|symbols", frozenset("BC"),
                        "1 for each Zombie you control if you control a Necromancer or 2",
                        Choice.ONE_OF)),
    ],
)  # fmt: skip
def test_a_clause_offered_after_a_clauses_condition_is_an_alternative(text, expected):
    """ "Add {B} if you control a Swamp, or {C} otherwise": the first "or" of the
    condition's sentence after which a whole clause reads offers that clause (CR 106.1);
    each was reported before (probe tg102)."""
    [found], unrecognised = read_add_clauses(text)
    assert (found.template, found.colors, found.amount, found.choice) == expected
    assert unrecognised == []


@pytest.mark.parametrize(
    "text",
    [
        # an amount that runs into another clause's symbols, after "plus"
        "Add {G} for each Forest you control, plus {C}.",
        "Add an amount of {G} equal to the number of Forests you control plus {C}.",
    ],
)
def test_mana_left_unread_after_a_condition_makes_the_clause_unrecognised(text):
    """Mana after a clause that no clause reads would be dropped by reading the clause
    alone: the clause is reported, never read in part."""
    assert read_add_clauses(text) == ([], [text])


def test_a_list_of_symbols_with_colorless_in_an_amount():
    """ "that could produce {W}, {C}, or {G}" is a list within the amount ({C} as much as
    a color), not another clause's mana after "or"."""
    assert read_add_clauses(
        "Add {C} for each land you control that could produce {W}, {C}, or {G}."
    ) == (
        [
            Yield(
                "symbols",
                frozenset("C"),
                "1 for each land you control that could produce {W}, {C}, or {G}",
                Choice.FIXED,
            )
        ],
        [],
    )


def test_an_and_after_a_list_of_symbols_in_an_amount_may_join_another_clause():
    """ "for each creature you control with {G} or {W} in its mana cost and {R} for each
    Mountain": the "or" between symbols is the amount's, the "and" later joins {R}."""
    [found], unrecognised = read_add_clauses(
        "Add {G} for each creature you control with {G} or {W} in its mana cost and {R} for"
        " each Mountain you control."
    )
    assert (found.template, found.colors, found.amount, unrecognised) == (
        "symbols&symbols",
        frozenset("GR"),
        "1 for each creature you control with {G} or {W} in its mana cost and 1 for each"
        " Mountain you control",
        [],
    )


def test_a_type_chosen_and_a_fixed_symbol_both_added_are_a_combination():
    """ "one mana of any type ... and {C}": a chosen part and a fixed part, so the mana
    added is a combination, not one type chosen for all."""
    [found], _ = read_add_clauses(
        "Add one mana of any type that a land you control could produce and {C}."
    )
    assert (found.template, found.amount, found.choice) == (
        "could_produce&symbols",
        "2",
        Choice.ANY_COMBINATION,
    )


def test_a_lowercase_double_the_amount_is_an_add_clause():
    """ "If you control a Forest, double the amount of unspent green mana you have": the
    verb after a condition is lowercase, and still adds green (701.9)."""
    [found], _ = read_add_clauses(
        "If you control a Forest, double the amount of unspent green mana you have."
    )
    assert (found.template, found.colors) == ("one_type_doubled", frozenset("G"))


@pytest.mark.parametrize(
    ("ability", "expected"),
    [
        # the clause "instead" replaces adds the same color: its fixed choice stays
        (
            "{T}: Add {G}. If you control an Elf, add {G}{G} instead.",
            (("G",), "1 or 2", Choice.FIXED),
        ),
        # a fixed part and a chosen color: clauses that choose differently
        (
            "{T}, Sacrifice this creature: Add {C}{C}, then add one mana of any color.",
            (("W", "U", "B", "R", "G", "C"), "2; 1", Choice.ONE_OF),
        ),
    ],
)
def test_the_choice_of_an_ability_with_several_clauses(ability, expected):
    face = parse_face(ability, "Creature — Elf Druid", "Test Druid")
    assert [(r.colors, r.amount, r.choice) for r in face.mana] == [expected]


@pytest.mark.parametrize(
    ("ability", "colors"),
    [
        # the words that named the object: the colors it may have (probe nn)
        ("{T}, Sacrifice a nongreen creature: Add one mana of that creature's color.",
         ("W", "U", "B", "R")),
        ("{T}, Sacrifice a red or green creature: Add one mana of that creature's color.",
         ("R", "G")),
        ("Whenever a nonblack creature you control dies, add one mana of that creature's color.",
         ("W", "U", "R", "G")),
        # each alternative, a relative clause, none for a colorless one (105.2c; probe sa)
        ("Sacrifice a red creature or a white creature: Add one mana of that creature's color.",
         ("W", "R")),
        ("Tap an untapped creature you control that's red or green: Add one mana of that"
         " creature's color.", ("R", "G")),
        ("Sacrifice a colorless creature or a red creature: Add one mana of that creature's"
         " color.", ("R",)),
        # none named: any
        ("{T}, Sacrifice a creature: Add one mana of that creature's color.",
         ("W", "U", "B", "R", "G")),
        ("Sacrifice a white creature or an artifact creature: Add one mana of that creature's"
         " color.", ("W", "U", "B", "R", "G")),
        # a relative clause denied, listed or after a zone; not one with another alternative,
        # nor an object another is told by (review, probe se)
        ("Sacrifice a creature that's not green: Add one mana of that creature's color.",
         ("W", "U", "B", "R")),
        ("Sacrifice a creature you control that isn't white: Add one mana of that creature's"
         " color.", ("U", "B", "R", "G")),
        ("Sacrifice a creature that's neither white nor blue: Add one mana of that creature's"
         " color.", ("B", "R", "G")),
        ("Sacrifice a creature that's red, white, or blue: Add one mana of that creature's"
         " color.", ("W", "U", "R")),
        ("Exile a creature card from your graveyard that's blue or black: Add one mana of that"
         " card's color.", ("U", "B")),
        ("Sacrifice a creature that's white or a Cleric: Add one mana of that creature's"
         " color.", ("W", "U", "B", "R", "G")),
        ("Whenever a creature blocked by a red creature dies, add one mana of that creature's"
         " color.", ("W", "U", "B", "R", "G")),
        ("Whenever a creature blocking a green creature dies, add one mana of that creature's"
         " color.", ("W", "U", "B", "R", "G")),
        # a clause after another player's controls or a "with" phrase; "colorless" denied is
        # colored (probe sh)
        ("Whenever a creature an opponent controls that's black or red dies, add one mana of"
         " that creature's color.", ("B", "R")),
        ("Sacrifice a creature with power 3 or greater that's red: Add one mana of that"
         " creature's color.", ("R",)),
        ("Sacrifice a creature that's neither colorless nor green: Add one mana of that"
         " creature's color.", ("W", "U", "B", "R")),
        # the clause's colors only, up to what else it requires or the next step; each
        # description with its own clause; whoever controls it (second review, probe sp)
        ("{T}, Sacrifice a creature that's green and has flying: Add one mana of that"
         " creature's color.", ("G",)),
        ("{T}, Sacrifice a creature that's green or white, then draw a card: Add one mana of"
         " that creature's color.", ("W", "G")),
        ("Sacrifice a creature that's blue and black: Add one mana of that creature's color.",
         ("U", "B")),
        ("{T}, Sacrifice a creature that's red or a creature that's white: Add one mana of that"
         " creature's color.", ("W", "R")),
        ("Sacrifice a creature that's colorless or red: Add one mana of that creature's color.",
         ("R",)),
        ("Whenever a creature your opponents control that's white dies, add one mana of that"
         " creature's color.", ("W",)),
        ("Sacrifice a creature with a +1/+1 counter on it that's white: Add one mana of that"
         " creature's color.", ("W",)),
        # what a step acts on is the object named, not another it is told by
        ("Remove a +1/+1 counter from a green creature you control: Add one mana of that"
         " creature's color.", ("G",)),
    ],
)  # fmt: skip
def test_an_objects_color_is_one_the_words_that_named_it_allow(ability, colors):
    face = parse_face(ability, "Artifact", "Test Altar")
    assert [r.colors for r in face.mana] == [colors]


def test_a_spells_additional_cost_describes_the_object_whose_color_it_adds():
    """ "As an additional cost to cast this spell, sacrifice a creature that isn't red." in a
    paragraph of its own is the spell's cost (601.2f): "that creature's color" is one of the
    four others (probe sa)."""
    face = parse_face(
        "As an additional cost to cast this spell, sacrifice a creature that isn't red.\nAdd"
        " one mana of that creature's color.",
        "Instant",
        "Test Rite",
    )
    assert [r.colors for r in face.mana] == [("W", "U", "B", "G")]


@pytest.mark.parametrize(
    ("event", "colors"),
    [
        # mana produced together: another than each (probe lj)
        ("Whenever you tap a land for {W}{U}, choose another color and add one mana of that"
         " color.", ("B", "R", "G")),
        ("Whenever you tap a land for {W}{U}, add one mana of any other color.", ("B", "R", "G")),
        # one color an event names by its word (probe rs)
        ("Whenever you cast a blue spell, add one mana of any other color.",
         ("W", "B", "R", "G")),
    ],
)  # fmt: skip
def test_another_color_after_an_event_is_other_than_each_color_it_names(event, colors):
    face = parse_face(event, "Enchantment", "Test Rite")
    assert [r.colors for r in face.mana] == [colors]


def test_another_color_after_an_event_of_two_colors_is_any():
    """ "Whenever you tap a land for {R} or {G}, choose another color and add ...": red after
    green, green after red, so any of the five could be added (106.7)."""
    face = parse_face(
        "Whenever you tap a land for {R} or {G}, choose another color and add one mana of that"
        " color.",
        "Enchantment",
        "Test Rite",
    )
    assert [r.colors for r in face.mana] == [("W", "U", "B", "R", "G")]


def test_that_color_after_each_creature_is_monocolored_is_the_clause_befores():
    """ "If each creature you control is monocolored, add two mana of that color instead": no
    one object's color, so "that color" is the clause before's."""
    face = parse_face(
        "{T}: Add {B} or {R}. If each creature you control is monocolored, add two mana of that"
        " color instead.",
        "Creature — Human Shaman",
        "Test Shaman",
    )
    assert [r.colors for r in face.mana] == [("B", "R")]


@pytest.mark.parametrize(
    "condition",
    [
        "If that card is monocolored",
        "If the revealed card is monocolored",
        "If it was monocolored",
        "If the top card of your library is monocolored",
        "If it has exactly one color",
    ],
)
def test_that_color_after_one_named_objects_color_is_any(condition):
    """ "Reveal the top card of your library. If that card is monocolored, add one mana of that
    color instead": the card's color, any of the five."""
    face = parse_face(
        f"{{T}}: Add {{R}}. Reveal the top card of your library. {condition}, add one mana of"
        " that color instead.",
        "Artifact",
        "Test Lens",
    )
    assert [r.colors for r in face.mana] == [("W", "U", "B", "R", "G")]


@pytest.mark.parametrize(
    "condition",
    [
        "If none of the creatures you control is monocolored",
        "If each of the cards in your hand is monocolored",
        "If each creature on the battlefield is monocolored",
        "If each creature among the creatures you control has exactly one color",
    ],
)
def test_that_color_after_a_quantified_group_is_the_clause_befores(condition):
    """ "If none of the creatures you control is monocolored, add two mana of that color
    instead": no one object's color, so the clause before's."""
    face = parse_face(
        f"{{T}}: Add {{W}} or {{U}}. {condition}, add two mana of that color instead.",
        "Creature — Human Wizard",
        "Test Wizard",
    )
    assert [r.colors for r in face.mana] == [("W", "U")]


# --- session 29 triage of clauses-sample30-seed29-session29 -----------------------------


def test_one_mana_of_each_color_except_one_is_one_of_each_other():
    """ "one mana of each color except green": one each of the four others, all added."""
    assert read_add_clauses("Add one mana of each color except green.") == (
        [Yield("each_color_but", frozenset("WUBR"), "4", Choice.FIXED)],
        [],
    )


@pytest.mark.parametrize(
    "text",
    [
        "Add {C} if you control a creature with {G} in its mana cost.",
        "Add {C} if the revealed card has {R} in that card's mana cost.",
        # an empty pair of braces among them does not make the symbol produced
        "Add {C} if you control a creature with {R}{} in its mana cost.",
    ],
)
def test_the_symbols_of_a_mana_cost_a_condition_names_are_not_produced(text):
    """ "if you control a creature with {G} in its mana cost": the {G} is a mana cost's
    (202.1), no mana the clause adds, so the clause is read whole: {C}."""
    assert read_add_clauses(text) == ([Yield("symbols", frozenset("C"), "1", Choice.FIXED)], [])


C_PART = Yield("symbols", frozenset("C"), "1", Choice.FIXED)
W_THAT = Yield("chosen_color", frozenset("W"), "1", Choice.FIXED)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "{T}: Add {W}. If you control a Plains, add {C} and one mana of that color.",
            Yield(
                "symbols&chosen_color", frozenset("CW"), "2", Choice.FIXED, None, (C_PART, W_THAT)
            ),
        ),
        (
            "{T}: Add {W}. If you control a Plains, add {C} and {C} and one mana of that color.",
            Yield(
                "symbols&symbols&chosen_color",
                frozenset("CW"),
                "3",
                Choice.FIXED,
                None,
                (C_PART, C_PART, W_THAT),
            ),
        ),
    ],
)
def test_that_color_after_other_mana_in_a_joined_clause_is_the_clause_befores(text, expected):
    """ "add {C} and one mana of that color": "that color" reads as it would alone (the
    clause before's white), and every part before it is added too (106.1)."""
    yields, unrecognised = read_add_clauses(text)
    assert (yields[-1], unrecognised) == (expected, [])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a color a condition names: that one, fixed
        (
            "If you control a red permanent, add one mana of that color.",
            Yield("chosen_color", frozenset("R"), "1", Choice.FIXED),
        ),
        # "of a different color": any of the four other than the clause right before's
        (
            "{T}: Add {W}. Then if you control a permanent of a different color, add one mana"
            " of that color.",
            Yield("chosen_color", frozenset("UBRG"), "1", Choice.ONE_OF),
        ),
        (
            "{T}: Add {W}. Add {G}. Then if you control a permanent of a different color, add"
            " one mana of that color.",
            Yield("chosen_color", frozenset("WUBR"), "1", Choice.ONE_OF),
        ),
        # "that type" after {C}: colorless, a type of mana (106.1b)
        (
            "{T}: Add {C}. If you control an artifact, add two mana of that type instead.",
            Yield("chosen_type", frozenset("C"), "2", Choice.FIXED),
        ),
        # a choice the first clause used is no antecedent after it: the clause before's {G}
        (
            "{T}: Choose a color. Add one mana of that color. Then add {G}. If you control a"
            " Forest, add one mana of that color.",
            Yield("chosen_color", frozenset("G"), "1", Choice.FIXED),
        ),
    ],
)
def test_the_colors_and_the_choice_that_color_stands_for(text, expected):
    """ "That color" stands for the nearest color named before it, since the last clause that
    used one, else for the clause before's mana (docs/rules.md, Choices): its colors and
    whether one of them is chosen."""
    yields, unrecognised = read_add_clauses(text)
    assert (yields[-1], unrecognised) == (expected, [])
