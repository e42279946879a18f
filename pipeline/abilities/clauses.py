"""Stage 2: add clauses, what follows "add"/"adds" (CR 106.3, 106.4).

One template per way the rules text names the mana an effect adds, read from the data
file add_clauses.toml (`_ADD_CLAUSES`): ``{G}``, ``{W} or {U}``, ``one mana of any color``,
``two mana in any combination of colors``, ``one mana of any type that a land you control
could produce``, ... A clause that mentions mana but matches no template is reported by the
caller, never guessed at.
"""

from __future__ import annotations

import functools
import re
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import resources

from pipeline.abilities.grammar import LIST_SEPARATOR, RESTRICTION
from pipeline.abilities.model import FIVE_COLORS, SIX_TYPES, Choice
from pipeline.errors import ManaCostError
from pipeline.mana import symbol_info

SYM = r"\{[^{}\s]+\}"
SYMS = rf"(?:{SYM})+"
_NUMBER_WORDS = {
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "10",
    "eleven": "11",
    "twelve": "12",
    "thirteen": "13",
    "fourteen": "14",
    "fifteen": "15",
    "sixteen": "16",
    "seventeen": "17",
    "eighteen": "18",
    "nineteen": "19",
    "twenty": "20",
    "one and one-half": "1.5",
}
WORD_COUNT = "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True))
"""A count in words, as text writes amounts and quantities (the longest first: "sixteen"
before "six")."""
_N = rf"(?P<n>(?:up to )?(?:X|\d+|{WORD_COUNT})|(?:twice |three times )?that (?:much|many))"
"""An amount: "two", "X", "up to three" (at most that many), "that much",
"that many", "twice that much"."""

MULTIPLY_MANA = r"(?:[Dd]ouble|[Tt]riple|[Qq]uadruple) the amount of"
"""Doubling an amount of mana adds as much again of it (CR 701.9, Double); tripling adds
twice as much again, quadrupling three times as much. Each adds more of the types there are
and never another type (docs/rules.md#mana-production)."""

ADD_VERB = re.compile(
    # (not a relative clause's capability, "with an ability that adds mana of any color", nor
    # another capability or a ban: "able to add {R}", "can add {C}", "Players can't add {C}")
    # (the verb's first letter first: the look-behinds only where a verb may start)
    r"(?=[AaDdTtQq])(?<!\bthat )(?<!\bwhich )(?<!\bable to )(?<!\bcan )(?<!\bcan't )"
    rf"(?<!\bcannot )\b(?:[Aa]dd|adds|{MULTIPLY_MANA})\b(?=[^.]*?(?:\{{|\bmana\b))"
)
"""An "add" that mentions mana: "Add {G}", "adds one mana". Not "add a lore counter".
"Double the amount of each type of unspent mana you have" (Doubling Cube) and "Triple the
amount of ..." are add clauses too (MULTIPLY_MANA)."""

_ADDITIONAL = re.compile(r"^(?:an additional |additional |(one|two|three|four|five|X) additional )")


def _without_additional(rest: str) -> str:
    """What an add clause adds, without "an additional" (the trigger adds it beside the
    mana produced, CR 605.1b): "an additional {G}" reads as "{G}", "one additional mana of
    any color" as "one mana of any color"."""
    additional = _ADDITIONAL.match(rest)
    if additional is None:
        return rest
    return (additional[1] + " " if additional[1] else "") + rest[additional.end() :]


_FOR_EACH_COLOR = re.compile(
    r"For each (?P<what>color|colored mana symbol) (?P<where>(?:among|in) [^,.]+), (?:you )?$"
)
"""What "that color" refers to in "For each color among permanents you control, add one
mana of that color" (Bloom Tender): one mana of each of those colors."""


@dataclass(frozen=True)
class Yield:
    """What one add clause produces."""

    template: str
    colors: frozenset[str]
    amount: str
    choice: Choice
    depends_on: str | None = None
    parts: tuple[Yield, ...] = ()
    """The clauses joined by "and" this one adds together ("{C} and one mana of that
    color"), each as read alone; empty for one clause."""


_Build = Callable[[str, re.Match[str]], Yield | None]
"""What a clause yields: given the clause's name (the yield's template) and its match."""


@dataclass(frozen=True)
class _Clause:
    name: str
    pattern: re.Pattern[str]
    build: _Build
    depends: str | None


def symbol_types(symbols: str) -> frozenset[str] | None:
    """The mana types a run of produced symbols adds: {G} -> G, {C} -> C, {HR} -> R.

    A generic symbol in an effect is colorless mana (older wording of {C}, CR 107.4c).
    None if a symbol is not a mana symbol (the clause is then unrecognised), an empty
    ``{}`` included.
    """
    types: set[str] = set()
    for text in re.findall(r"\{[^{}]*\}", symbols):
        try:
            symbol = symbol_info(text)
        except ManaCostError:
            return None
        if symbol.kind in ("colorless", "generic", "infinity"):
            types.add("C")
        elif symbol.kind in ("colored", "half") and symbol.colors:
            types.update(symbol.colors)
        else:
            return None
    return frozenset(types)


def _count(n: str) -> str:
    if n.startswith("up to "):
        return f"up to {_count(n.removeprefix('up to '))}"
    return number(n)


def number(word: str) -> str:
    """The digits a count stands for ("two": "2"; "3": "3")."""
    return _NUMBER_WORDS.get(word, word)


def _symbols(choice: Choice) -> _Build:
    """{R}{G} (fixed), "seven {R}", "X {R}", "that much {G}"."""

    def build(template: str, m: re.Match[str]) -> Yield | None:
        types = symbol_types(m["syms"])
        if types is None:
            return None
        groups = m.groupdict()
        if groups.get("n"):
            amount = _count(groups["n"])
        elif groups.get("expr"):
            amount = f"equal to {groups['expr']}"
        else:
            amount = str(len(re.findall(r"\{", m["syms"])))
        return Yield(template, types, amount, choice)

    return build


def _symbol_options(choice: Choice) -> _Build:
    """{W} or {U}; {U}, {B}, or {R}; {W}{W}, {W}{U}, or {U}{U}; {W}{W}, ..., and {G}{G}."""

    def build(template: str, m: re.Match[str]) -> Yield | None:
        options = re.findall(SYMS, m["opts"])
        types = [symbol_types(option) for option in options]
        if any(t is None for t in types):
            return None
        colors = frozenset().union(*(t for t in types if t is not None))
        sizes = [len(re.findall(r"\{", option)) for option in options]
        if choice == Choice.FIXED:
            amount = str(sum(sizes))
        else:
            amount = " or ".join(dict.fromkeys(str(s) for s in sizes))
        return Yield(template, colors, amount, choice)

    return build


def _colors_of(choice: Choice, depends: str | None = None) -> _Build:
    """N mana of any color / of the chosen color / of any type that ... could produce.
    A clause of any type (Choice.ANY_TYPE, or "of any type" in its text) can add {C}."""

    def build(template: str, m: re.Match[str]) -> Yield | None:
        groups = m.groupdict()
        # "one mana of each of two different colors": two, one of each (n2)
        n = groups.get("n") or groups.get("n2")
        amount = _count(n) if n else "1"
        expr = groups.get("expr") or groups.get("expr2")  # "equal to" before or after
        if expr:
            amount = f"equal to {expr}"
        what = groups.get("what")
        colors = SIX_TYPES if choice == Choice.ANY_TYPE or what == "type" else FIVE_COLORS
        if groups.get("excluded") or groups.get("excluded_non"):
            colors = FIVE_COLORS - _excluded(groups)
        if groups.get("listed"):  # the types listed: "{R} and/or {G}", "{W}, {U}, and/or {B}"
            found = symbol_types("".join(re.findall(SYM, groups["listed"])))
            if found is None:
                return None
            colors = found
        depends_on = depends
        if groups.get("obj"):
            depends_on = (depends or "{obj}").format(obj=groups["obj"])
        final_choice = Choice.ANY_TYPE if colors == SIX_TYPES else choice
        return Yield(template, colors, amount, final_choice, depends_on)

    return build


def _excluded(groups: dict[str, str | None]) -> frozenset[str]:
    """The colors a clause leaves out: "other than green", "except white and blue", "any
    nongreen color" (groups excluded and excluded_non)."""
    return colors_named(groups.get("excluded") or groups.get("excluded_non") or "")


def colors_named(words: str) -> frozenset[str]:
    """The colors a list of color words names, "non" words too ("white and blue",
    "nonwhite, nonblue": W and U); what a choice or a clause leaves out."""
    return frozenset(MANA_TYPE_WORDS[w] for w in re.findall(COLOR_WORD, words))


def _each_color(depends: str | None) -> _Build:
    """ "one mana of each color": {W}{U}{B}{R}{G}, N of each; "of each color except green",
    of each of the four others. Of each color among some objects, or in a commander's color
    identity (`depends`): N of each of those, an upper bound of all five."""

    def build(template: str, m: re.Match[str]) -> Yield:
        n = _count(m["n"])
        if depends is None:
            colors = FIVE_COLORS - _excluded(m.groupdict())
            amount = str(len(colors) * int(n)) if n.isdigit() else f"{n} of each color"
            return Yield(template, colors, amount, Choice.FIXED)
        depends_on = depends.format(obj=m["obj"]) if "obj" in m.groupdict() else depends
        return Yield(template, FIVE_COLORS, f"{n} of each color", Choice.FIXED, depends_on)

    return build


MANA_TYPE_WORDS = {
    "white": "W",
    "blue": "U",
    "black": "B",
    "red": "R",
    "green": "G",
    "colorless": "C",
}
"""The type of mana each word names (CR 106.1)."""


def _named_type(choice: Choice, depends: str | None) -> _Build:
    """The one type of mana a word names: "Double the amount of unspent red mana you
    have" adds as much red again (701.9), "Triple ..." twice as much, whatever the amount
    is; "three colorless mana", that many; of a list of words, one of them ("red or
    green"), or each ("white and blue")."""

    def build(template: str, m: re.Match[str]) -> Yield:
        groups = m.groupdict()
        # one word, or a list of them ("one white, blue, or black mana": one of those)
        words = re.findall(r"[a-z]+", groups["named"].lower())
        named = frozenset(MANA_TYPE_WORDS[w] for w in words if w in MANA_TYPE_WORDS)
        # "or" offers one of them; "white and blue mana" is both
        one_of = len(named) > 1 and not re.search(r"\band\b", groups["named"])
        first = _count(groups.get("n") or "one")
        if len(named) > 1 and not one_of and first.isdigit():
            # a list joined by "and", each type its own count ("one white and one blue
            # mana", "white and two blue mana"; "one white, blue, and black mana": one each)
            total, count = 0, int(first)
            for w in words:
                if w in _NUMBER_WORDS:
                    count = int(number(w))
                elif w in MANA_TYPE_WORDS:
                    total, count = total + count, 1
            amount = str(total)
        elif groups.get("n"):
            amount = _count(groups["n"])
        elif groups.get("expr"):
            amount = f"equal to {groups['expr']}"
        else:
            amount = "1"  # "an additional black mana"
        return Yield(template, named, amount, Choice.ONE_OF if one_of else choice, depends)

    return build


_YIELDS: dict[str, Callable[[Choice, str | None], _Build]] = {
    "symbols": lambda choice, _: _symbols(choice),
    "symbol_options": lambda choice, _: _symbol_options(choice),
    "colors_of": _colors_of,
    "each_color": lambda _choice, depends: _each_color(depends),
    "named_type": _named_type,
}
"""How each entry of add_clauses.toml turns its match into a yield (its `yields`)."""

COLOR_WORD = "(?:" + "|".join(w for w, t in MANA_TYPE_WORDS.items() if t in FIVE_COLORS) + ")"
"""A color's word ("white", ..., "green"), no "colorless" (105.1)."""
COLORS = rf"{COLOR_WORD}(?:(?:,|,? or|,? and) {COLOR_WORD})*"
"""A list of color words: "green", "white or black", "white, blue, and red"."""
NON_COLORS = rf"non{COLOR_WORD}(?:,? (?:and |or )?non{COLOR_WORD})*"
"""Colors left out by "non" words: "nongreen", "nonwhite, nonblue", "nonblack and nonred"."""
EXCEPT = r"(?:other than|except(?: for)?|but|that isn't|that is not)"
"""The words that leave colors out of a color or a choice of one ("any color other than
green", "each color except red", "a color that isn't white"): one definition for add
clauses, choices and replacements."""
OF_CHOICE = (
    r"(?:a|the) color of (?:your|their|(?:[a-z]+ ){0,2}(?:\w+(?:'s|s') )*\w+(?:'s|s')) choice"
)
"""A color a player picks as the effect resolves, whoever that is: "a color of your
choice", "... of their choice", "... of its controller's choice", "... of an opponent's
choice", "... of that player's choice", "... of enchanted land's controller's choice", "...
of your opponents' choice" (any of the five, 106.7)."""
_PLACEHOLDERS = {
    "N": _N,
    "OF_CHOICE": OF_CHOICE,
    "SYM": SYM,
    "SYMS": SYMS,
    "WORD_COUNT": WORD_COUNT,
    "COLORS": COLORS,
    "NON_COLORS": NON_COLORS,
    "EXCEPT": EXCEPT,
}
_PLACEHOLDER = re.compile(r"\{(" + "|".join(_PLACEHOLDERS) + r")\}")


def clauses_from_toml(text: str) -> tuple[_Clause, ...]:
    """The add clauses of a definitions file (add_clauses.toml's shape), in its order."""
    found = []
    for entry in tomllib.loads(text)["clause"]:
        pattern = re.sub(_PLACEHOLDER, lambda m: _PLACEHOLDERS[m[1]], entry["pattern"])
        depends = entry.get("depends")
        build = _YIELDS[entry["yields"]](Choice(entry["choice"]), depends)
        found.append(_Clause(entry["name"], re.compile(pattern), build, depends))
    return tuple(found)


def definitions_text() -> str:
    """The package's add clauses, as text (the examples included)."""
    files = resources.files("pipeline.abilities")
    return files.joinpath("add_clauses.toml").read_text(encoding="utf-8")


_ADD_CLAUSES = clauses_from_toml(definitions_text())
"""One template per way the rules text names the mana an effect adds, in the order they
are tried: the closed vocabulary of the grammar, as data (add_clauses.toml)."""

CHOSEN_COLOR = next(c.depends for c in _ADD_CLAUSES if c.name == "chosen_color")
"""The `depends_on` of "the chosen color", as add_clauses.toml's chosen_color clause says it:
the face parser narrows such a row to the colors the card's choice offers."""
CHOSEN_TYPE = next(c.depends for c in _ADD_CLAUSES if c.name == "chosen_type")
"""The `depends_on` of "the chosen type" (add_clauses.toml's chosen_type), narrowed likewise."""

_AMOUNT_TAILS: dict[str, re.Pattern[str]] = {
    "for_each": re.compile(r" for each (?P<x>[^.;]+)"),
    "where_x": re.compile(r",? where X is (?P<x>[^.]+)"),
    "equal_to": re.compile(r" equal to (?P<x>[^.]+)"),  # "Add {B} equal to the number of ..."
}

_OR_CLAUSE = re.compile(r",? or ")
"""Two clauses offered as a choice: "Add {C} or one mana of any color." (CR 106.1)"""

_AND_CLAUSE = re.compile(r",? and |, (?=\{[^.]*?,? and \{)")
"""Two clauses both added: "Add two mana of any one color and two mana of any other
color." (Open the Omenpaths), or a list's items ("Add {W} for each Plains you control, {U}
for each Island you control, and {B} for each Swamp you control")."""
_JOINT = re.compile(r",? (?:and|or) |, (?=\{[^.]*?,? and \{)")
"""Where an amount may end and another clause follow (`_before_joined_clause`)."""

_CLAUSE_END = re.compile(
    r"(?:,?\s*$|,?[.;:\"')]"  # the sentence, the quoted ability or the reminder ends
    r"|,? then\b"  # another effect follows: "add {R}{R}, then add {R} for each ..."
    r"|,? and "  # another effect: "and you gain 1 life" (another clause is read first)
    r"|, but "  # "Add {R}{R}, but this creature deals 2 damage to you"
    r"| instead\b| unless\b| if\b| otherwise\b| until\b| at the beginning\b"
    r"| at (?:the )?end of combat\b)"
)
"""What may follow a clause that is read to its end. Anything else ("Add {G} or{U}",
"Add {G}/{U}", "Add {R} twice") means the clause was read only in part: it is
reported as unrecognised, never taken for the part that was read (CR 106.1)."""


_TO_A_MANA_POOL = re.compile(
    r" to (?:your|his or her|their|its controller's|that player's) mana pool\b"
)
"""Where the wording before Core Set 2019 put the mana added: no part of what is added."""


def read_add_clauses(
    text: str, event: str = "", *, cost: str = ""
) -> tuple[list[Yield], list[str]]:
    """Every add clause in `text` (quoted abilities already masked); `event` is the trigger
    condition of the ability `text` is the effect of, if any, `cost` its cost (which may
    describe an object a clause names: "Sacrifice a nongreen creature: Add one mana of that
    creature's color").

    Returns what each recognised clause yields, and the clauses that mention mana but
    match no template (each from its "add" to the end of its sentence).
    """
    # the wording before Core Set 2019 names the pool the mana goes to, anywhere in the
    # clause ("Add {B}{B} to your mana pool", "adds one mana to his or her mana pool of any
    # type that land produced", "Add an amount of {B} to your mana pool equal to ...")
    text = _TO_A_MANA_POOL.sub("", text)
    event_mana = _MANA_OF_EVENT.search(event)
    yields: list[Yield] = []
    unrecognised: list[str] = []
    # where a color choice that "that color" may stand for can start: after the last clause
    # that used one ("{T}: Choose a color. Add {G}. If you control a permanent of that
    # color, add two mana of that color instead": the chosen color, unused by "Add {G}")
    choice_since = 0
    for verb in ADD_VERB.finditer(text):
        rest = text[verb.end() :].lstrip()
        # "Add either {W} or {B}", "either one mana of any color or {C}{C}": the same
        # choice without "either" (106.1); "either an additional {G} or ..." too
        rest = _without_additional(rest.removeprefix("either "))
        found = _read_one_clause(rest)

        if found is None:
            unrecognised.append(text[verb.start() :].split(". ")[0])
            continue
        # "add {C} and one mana of that color": "that color" read as the clause's last part,
        # the parts before it added to what it stands for
        joined = (
            found.parts[:-1]
            if found.parts[-1:] and found.parts[-1].template in _THAT_TEMPLATES
            else ()
        )
        if joined:
            found = found.parts[-1]
        # The antecedent ends right before this "add" ($); it names no period or comma,
        # so it is in the same sentence without bounding the search to that sentence.
        antecedent = _FOR_EACH_COLOR.search(text[: verb.start()])
        if antecedent and found.template == "chosen_color":
            what = "colors" if antecedent["what"] == "color" else "colored mana symbols"
            found = Yield(
                found.template,
                found.colors,
                found.amount,
                Choice.ANY_COMBINATION,
                f"the {what} {antecedent['where']}",
            )
        elif (
            found.template in _THAT_TEMPLATES
            and _THAT_COLOR.match(rest)
            and event_mana is not None
            and _ANOTHER_COLOR.search(text, choice_since, verb.start())
        ):
            # "Whenever you tap a Forest for {G}, choose another color and add one mana of
            # that color": a color the event's mana is not; after an event of several
            # ("... for {R} or {G}"), any: each is another than one of them
            found = Yield(
                found.template, _other_than_event(event_mana), found.amount, Choice.ONE_OF, None
            )
        elif found.template == "any_color" and not yields and _ANY_OTHER_COLOR.match(rest):
            # "Whenever you tap a Forest for {G}, add one mana of any other color": other
            # than the event's mana, as `_ANOTHER_COLOR`'s choice; "Whenever you cast a blue
            # spell, ...": than the one color its words name
            named = _colors_named(event, yields)
            if event_mana is not None:
                others = _other_than_event(event_mana)
            else:
                others = FIVE_COLORS - named if len(named) == 1 else FIVE_COLORS
            if others != FIVE_COLORS:
                found = Yield("any_color_but", others, found.amount, found.choice)
        elif (
            found.template in _THAT_TEMPLATES
            and (that := _THAT_COLOR.match(rest))
            and event_mana is not None
            and (colors := _event_types(event_mana["colors"], that["kind"]))
            # (not a color the effect chooses first: "Whenever you tap a Forest for {G},
            # choose a color other than green, then add one mana of that color")
            and not NAMES_A_COLOR_CHOICE.search(text, choice_since, verb.start())
        ):
            # "Whenever a basic land you control is tapped for {G}, add an additional one
            # mana of that color": the color of the mana the trigger event names (605.1b);
            # "tapped for black mana", "tap an artifact for {C}, ... that type" alike
            choice = Choice.FIXED if len(colors) == 1 else Choice.ONE_OF
            found = Yield(found.template, colors, found.amount, choice, None)
        elif (
            found.template in _THAT_TEMPLATES
            and (that := _THAT_COLOR.match(rest))
            and that["kind"] == "color"
            and not NAMES_A_COLOR_CHOICE.search(text, choice_since, verb.start())
            # (for the first clause, else the trigger event's: "Whenever you cast a white
            # spell, ... add one mana of that color")
            and (
                named := _colors_named(text[choice_since : verb.start()], yields)
                or (_colors_named(event, yields) if not yields else frozenset())
            )
        ):
            # "If you control a red permanent, add one mana of that color": the color the
            # text since names; "a permanent of a different color": any other than the
            # clause before's
            choice = Choice.FIXED if len(named) == 1 else Choice.ONE_OF
            found = Yield(found.template, named, found.amount, choice, None)
        elif (
            found.template in _THAT_TEMPLATES
            and yields
            and (that := _THAT_COLOR.match(rest))
            and not NAMES_A_COLOR_CHOICE.search(text, choice_since, verb.start())
        ):
            # "Add {G} or {W}. If ..., add two mana of that color instead": the color of
            # the mana the clause before added, one of its colors, not any color; unless
            # the text since names another ("If you control a creature of the chosen
            # color, add one mana of that color instead": the chosen one; "Then choose a
            # color of that spell and add one mana of that color", "Add {G}{G}. Choose a
            # color. Add one mana of that color": the one chosen); "that type" is one of
            # its types, colorless too
            before = yields[-1]
            kept = before.colors if that["kind"] == "type" else before.colors & FIVE_COLORS
            if kept:
                found = Yield(found.template, kept, found.amount, before.choice, None)
        elif (
            found.depends_on is not None
            and (
                described := _described_colors(
                    f"{event} {cost} {text[: verb.start()]}", found.depends_on
                )
            )
            is not None
        ):
            # "Sacrifice a nongreen creature: Add one mana of that creature's color": one the
            # object its words describe may have
            found = Yield(
                found.template,
                described | (found.colors - FIVE_COLORS),
                found.amount,
                found.choice,
                found.depends_on,
            )
        if joined:
            found = functools.reduce(_both, (*joined, found))
        yields.append(found)
        if joined or found.template in _THAT_TEMPLATES:
            choice_since = verb.end()
    return yields, unrecognised


_THAT_COLOR = re.compile(r"[^.]*?\bmana of that (?P<kind>color|type)\b")
"""A clause whose color (or type) is the one the clause before it added, or the one the
trigger event names (`_MANA_OF_EVENT`)."""
_THAT_TEMPLATES = ("chosen_color", "chosen_type")
"""The add clauses whose color or type is named elsewhere ("that color", "that type")."""


_OBJECT_OF_COLOR = re.compile(r"^(?:that|the [a-z]+ed) (?P<noun>[a-z]+)'s colors?$")
"""An object's color a clause names by the object named before ("that creature's color",
"the exiled card's colors")."""


_COLOR_ITEM = rf"(?:{COLOR_WORD}|colorless|both|either|an? [\w-]+\b(?! that\b))"
"""An item of a relative clause's list of colors, or an alternative to them ("a Cleric"),
not another object's own description ("or a creature that's white")."""
_RELATIVE_OF_COLOR = re.compile(
    # whoever controls it or whose zone it is in ("an opponent controls", "you don't
    # control", "from an opponent's graveyard"), and a "with" phrase ("with a +1/+1 counter
    # on it") before the clause
    r"(?: [\w' ]+? (?:controls?|don't control)| from [\w' ]+? graveyard"
    r"| in [\w' ]+? (?:hand|graveyard))?(?: with [^,.:;]+?)?"
    r" that(?:(?P<not_verb> isn't| aren't)|'s|'re| is| are)(?P<not> not| neither)?"
    # its colors, or the alternatives to them ("that's white or a Cleric"), up to what
    # else the clause requires ("that's green and has flying") or the next step
    rf" (?P<what>{_COLOR_ITEM}(?:(?:,? (?:or|nor|and/or) |, (?:or |nor )?"
    rf"|,? and (?={COLOR_WORD}\b)){_COLOR_ITEM})*)"
)
"""A relative clause that says what colors an object is ("that's red or green", "that isn't
white", "that's neither white nor blue", "... from your graveyard that's blue or black")."""
_TOLD_BY = re.compile(r"\b(?:by|than|among|[a-z]+ing) $")
"""Words before a description of another object than the one named, which it is told by
("a creature blocked by a red creature", "a creature blocking a green creature"); not what
a step acts on ("Remove a counter from a green creature", "attached to a white creature")."""


def _described_colors(before: str, depends_on: str) -> frozenset[str] | None:
    """The colors the object of `depends_on` may have by the words that named it last in
    `before`, before its noun or in a relative clause after it ("Sacrifice a red or green
    creature", "a nongreen creature": all but green; "a creature you control that's red or
    green", "a creature that isn't white"; "a colorless creature": none, 105.2c), each of
    several it may be ("a red creature or a white creature"); None where they leave a color
    open ("Sacrifice a creature", "a creature that's white or a Cleric")."""
    of = _OBJECT_OF_COLOR.match(depends_on)
    if of is None:
        return None
    named = [
        m
        for m in re.finditer(
            rf"\b(?:an?|another|target|one) (?P<words>(?:[\w-]+,? )*?){of['noun']}\b", before
        )
        if not _TOLD_BY.search(before, 0, m.start())
    ]
    if not named:
        return None
    # the last description, and those it is an alternative to ("a red creature or a white
    # creature", "a creature that's red or a creature that's white")
    relatives = {m.start(): _RELATIVE_OF_COLOR.match(before, m.end()) for m in named}
    chosen = [named[-1]]
    for earlier in reversed(named[:-1]):
        relative = relatives[earlier.start()]
        end = relative.end() if relative else earlier.end()
        if not re.fullmatch(r",? or |, ", before[end : chosen[0].start()]):
            break
        chosen.insert(0, earlier)
    colors: set[str] = set()
    for m in chosen:
        described = _colors_of_words(m["words"], relatives[m.start()])
        if described is None:
            return None
        colors |= described
    return frozenset(colors)


def _colors_of_words(words: str, relative: re.Match[str] | None) -> frozenset[str] | None:
    """The colors an object may have by the words before its noun and a relative clause
    after it (`_described_colors`); None where they leave any color open."""
    own = set(_colors_in(words))
    excluded = set(_colors_left_out(words))
    colorless = re.search(r"\bcolorless\b", words) is not None
    if relative is not None:
        # each alternative of the clause's list must name a color ("white or a Cleric" may
        # be any; "black, green, or both" names two)
        what = relative["what"].strip().replace(" nor ", " or ")
        negated = bool(relative["not_verb"] or relative["not"])
        items = [i for i in LIST_SEPARATOR.split(what) if i not in ("both", "either")]
        # "colorless" names no color to add (105.2c): "that's colorless or red" red, "that's
        # colorless" none, "neither colorless nor green" colored but green
        colors_named = [i for i in items if i != "colorless"]
        said = [_colors_in(i) for i in colors_named]
        if all(said):
            if negated:
                excluded |= set().union(*said)
            else:
                own |= set().union(*said)
                colorless = colorless or not colors_named
        elif not own and not excluded and not colorless:
            return None
    if own:
        return frozenset(own - excluded)
    if excluded:
        return FIVE_COLORS - excluded
    return frozenset() if colorless else None


def _colors_named(since: str, yields: list[Yield]) -> frozenset[str]:
    """The colors the words before a "that color" clause name, since the last clause that
    used one: a color's word ("a red permanent"), any but those "non" words leave out ("a
    nonred permanent") where the clause before added no color, or a color other than the
    clause before's ("a permanent of a different color", "of another color"); none else (a
    choice of colors is `NAMES_A_COLOR_CHOICE`'s), and none a restriction names: what the
    mana may pay for (106.6) or when the ability may be activated (602.5b) is no color of the
    mana ("Spend this mana only to cast red spells", "Activate only if you control a white
    creature", "When you spend this mana to cast a black spell, you gain 1 life")."""
    since = RESTRICTION.sub("", since)
    named = _colors_in(since)
    if named:
        return named
    before = yields[-1].colors & FIVE_COLORS if yields else frozenset()
    excluded = _colors_left_out(since)
    if excluded and not before:
        # "{T}: Add {C}. If you control a nonwhite permanent, add one mana of that color
        # instead": one of its colors, none it lacks; after a color added, that color
        # ("Add {W}. If you control a nonwhite creature, add two mana of that color")
        return FIVE_COLORS - excluded
    if _OTHER_COLOR_NAMED.search(since) and yields:
        return FIVE_COLORS - before if len(before) == 1 else FIVE_COLORS
    return frozenset()


_COLOR_NAMED = re.compile(rf"(?<![\w-])({COLOR_WORD})\b")
"""A color's own word, not after "non" ("nonred")."""
_NON_COLOR_NAMED = re.compile(rf"\b[Nn]on-?({COLOR_WORD})\b")
"""A color an object lacks ("a nonwhite permanent")."""


def _colors_in(words: str) -> frozenset[str]:
    """The colors words name by their own words ("a red permanent"; not "nonred")."""
    return frozenset(MANA_TYPE_WORDS[w.lower()] for w in _COLOR_NAMED.findall(words))


def _colors_left_out(words: str) -> frozenset[str]:
    """The colors "non" words leave out ("a nonwhite permanent": white)."""
    return frozenset(MANA_TYPE_WORDS[w.lower()] for w in _NON_COLOR_NAMED.findall(words))


_OTHER_COLOR_NAMED = re.compile(r"\bof (?:a different|another) color\b")
"""An object of another color than the mana the clause before added."""
NAMES_A_COLOR_CHOICE = re.compile(
    rf"\bchosen color\b|\b{OF_CHOICE}|\bcolor of (?:your|their) choice\b"
    r"|\b[Cc]hooses? (?:a|one|two|three|another|a different)"
    rf"(?:,? (?:and |or )?non{COLOR_WORD})* colors?\b"
    r"|\ba colou?r (?:is )?chosen\b"  # "a color is chosen at random", "a color chosen"
    rf"|\b[Cc]hooses? (?:either )?{COLOR_WORD}(?:, {COLOR_WORD})*,? or {COLOR_WORD}\b"
    r"|\bone of (?:its|their) colors\b"
    # (one object: not "none of the creatures you control is monocolored")
    r"|\b(?:it's (?:a )?monocolored|(?:it|(?<!\bof )(?<!\bon )(?<!\bamong )(?:that|the) [\w ]+?)"
    r" (?:(?:is|was) (?:a )?monocolored|(?:is|was|has) exactly one color))\b"
)
"""A color chosen or named since the last clause that used one, which "that color" after
it stands for: any color ("becomes the color of your choice", "a color is chosen at
random"), some ("choose a nongreen color", "choose blue or black": the
face's choices limit it), another than the trigger event's (`_ANOTHER_COLOR`), or an
object's ("If it's a monocolored card, add one mana of that color", "If that card is
monocolored", "choose one of its colors and add ..."; not "if you control a monocolored
creature" nor "if each creature you control is monocolored", no one object's)."""
_ANOTHER_COLOR = re.compile(r"\b[Cc]hooses? (?:another|a different) color\b")
"""A choice of a color other than the one the trigger event's mana has ("Whenever you tap a
Forest for {G}, choose another color and add one mana of that color": not green)."""
_ANY_OTHER_COLOR = re.compile(r"[^.]*?\bof any other color\b")
"""A color other than one named before ("... for {G}, add one mana of any other color")."""
_EVENT_TYPE = rf"(?:(?:\{{[WUBRGC]\}})+|\b(?:{'|'.join(MANA_TYPE_WORDS)})\b)"
_MANA_OF_EVENT = re.compile(
    r"\b(?:(?:is|are|becomes?) tapped|taps? [^,{]*?) for "
    rf"(?P<colors>{_EVENT_TYPE}(?:,? (?:or |and/or |and whenever [^,{{]*? for |and (?=an? ))?"
    rf"(?:an? [^,{{]*? for )?{_EVENT_TYPE})*)[^{{]*$"
)
"""A trigger event that names the types of the mana produced, by their symbols or words:
"Whenever a basic land you control is tapped for {G}, ...", "Whenever you tap a land for
{R} or {G}, ...", "... is tapped for black mana", "Whenever you tap a Forest for {G} or a
Plains for {W}", "... for {G} and a Swamp for {B}", "... for {G} and whenever you tap a
Swamp for {B}" (605.1b); "that color" or "that type" after it is one of those."""


def _other_than_event(event_mana: re.Match[str]) -> frozenset[str]:
    """The colors other than the trigger event's mana: other than each it names where it is
    produced together ("... for {W}{U}"); any where it names alternatives ("... for {R} or
    {G}": each is another than one of them)."""
    named = _event_types(event_mana["colors"], "color")
    alternatives = len(named) > 1 and re.search(r"\bor\b|,", event_mana["colors"])
    return FIVE_COLORS if alternatives else FIVE_COLORS - named


def _event_types(colors: str, kind: str) -> frozenset[str]:
    """The types an event's words or symbols name; "that color" leaves colorless out."""
    named = re.findall(_EVENT_TYPE, colors)
    found = {symbol for run in named for symbol in re.findall(r"\{([WUBRGC])\}", run)}
    found |= {MANA_TYPE_WORDS[w] for w in named if w in MANA_TYPE_WORDS}
    return frozenset(found if kind == "type" else found & FIVE_COLORS)


def _read_one_clause(rest: str) -> Yield | None:
    for clause in _ADD_CLAUSES:
        m = clause.pattern.match(rest)
        if m is None:
            continue
        m = _before_joined_clause(clause.pattern, rest, m)
        if any(_JOINED_SYMBOL.search(m[g] or "") for g in ("expr", "expr2") if g in m.groupdict()):
            return None  # an amount that ran into another clause's mana
        found = clause.build(clause.name, m)
        if found is None:
            return None
        tail = rest[m.end() :]
        for kind, tail_pattern in _AMOUNT_TAILS.items():
            t = tail_pattern.match(tail)
            if t is None:
                continue
            t = _before_joined_clause(tail_pattern, tail, t)
            if _JOINED_MANA.search(t["x"]):
                # "for each other Goblin, or one mana of any color otherwise", "for each
                # Forest you control, plus {C}": mana of another clause, no amount's
                return None
            if kind == "for_each":
                amount = f"{found.amount} for each {t['x']}"
            elif kind == "equal_to":
                amount = f"equal to {t['x']}"
            else:
                amount = f"{found.amount}, where X is {t['x']}"
            found = Yield(found.template, found.colors, amount, found.choice, found.depends_on)
            tail = tail[t.end() :]
            break
        otherwise = _alternative_after_condition(tail)
        if otherwise is not None:
            # "Add {B} if you control a Swamp, or {C} otherwise": a choice of the two
            return _either(found, otherwise)
        alternative = _OR_CLAUSE.match(tail)
        if alternative:
            # "an additional {G}, or an additional {G}{G} instead": each its own amount
            other = _read_one_clause(_without_additional(tail[alternative.end() :]))
            return None if other is None else _either(found, other)

        also = _AND_CLAUSE.match(tail)
        if also and (other := _read_one_clause(_without_additional(tail[also.end() :]))):
            return _both(found, other)
        return found if _CLAUSE_END.match(tail) and not _unread_mana(tail) else None
    return None


def _alternative_after_condition(tail: str) -> Yield | None:
    """The clause offered after a clause's condition ("{B} if you control a Swamp, or {C}
    otherwise"; "{R} if you control a Mountain or {C} if you don't"; a list's next item,
    itself conditioned: "{W} if you control a Plains, {U} if you control an Island, or {C}
    otherwise"): the first "or" or comma of the condition's sentence after which a whole
    clause reads; None where none does ("if you control a Swamp or a Forest"), or where the
    condition before it names mana no clause read."""
    if not tail.startswith(" if "):
        return None
    end = re.search(r"\.(?:\s|$)", tail)
    for joint in _CONDITION_JOINT.finditer(tail, 0, end.start() if end else len(tail)):
        other = _read_one_clause(_without_additional(tail[joint.end() :]))
        if other is not None:
            return None if _unread_mana(tail[: joint.start()]) else other
    return None


_CONDITION_JOINT = re.compile(r",? or |, |; ")
"""Where a clause's condition may end and another clause be offered (a semicolon too: "{U} if
you control an Island; {C} otherwise")."""


_WORD_MANA = re.compile(
    # (one group around the alternatives: callers put words before the pattern)
    r"(?:\b(?:(?:one|two|three|four|five|X) )?mana (?:of (?:an?|any|the|that|each|its|their)"
    r"|in any combination)\b"
    # a count and a type in words ("or one red mana otherwise", "two colorless mana")
    # (not mana a condition counts as spent: "if two green mana was spent to cast it")
    r"|\b(?:one|two|three|four|five|X) (?:white|blue|black|red|green|colorless) mana\b"
    r"(?! (?:was|were) spent\b))"
)
"""Mana named in words ("one mana of any color", "two mana in any combination of colors",
"mana of a color of your choice", "one mana of its color", "one colorless mana")."""
_JOINED_SYMBOL = re.compile(
    # (not a list of symbols: "that could produce {G}, {W}, or {U}")
    r"(?<!\}, \{[WUBRGC]\}), or \{|\bplus \{"
    # (an item of a list of clauses: "for each Plains you control, {U} for each ...")
    r"|(?<!\}), \{(?![TQE]\})"
)
"""A symbol of another clause an amount ran into ("for each Zombie you control if ..., or
{C}{C} otherwise", "equal to ... that could produce {U}, or {C}{C} if you control none",
"plus {C}"): a clause read to there would drop it."""
_JOINED_MANA = re.compile(rf"{_JOINED_SYMBOL.pattern}|(?:\b(?:or|plus)|,) {_WORD_MANA.pattern}")
"""Mana of another clause, by symbols or in words after "or" or a list's comma ("..., or
one mana of any color otherwise", "for each Plains you control, one blue mana for each
..."), not an amount's own words ("that could produce mana of a color other than green",
"the amount of mana of that color spent", "that cost one red mana")."""
_MANA_SYMBOL = re.compile(rf"\{{[WUBRGCS](?:/[WUBRGP])?\}}|{_WORD_MANA.pattern}")
_NOT_PRODUCED = re.compile(
    r"\b(?:pay|pays|paid|costs?|spend|spent|add|adds)\b|\binstead of\b", re.IGNORECASE
)


def _unread_mana(tail: str) -> bool:
    """Whether the rest of a clause's sentence names mana no clause read: "Add {B} if you
    control a Swamp; {C} otherwise" read as {B} alone would drop the {C}, and so would
    "... plus one mana of any color". A symbol after another add, or one that is
    paid or spent in its own clause, is not this clause's business, nor are a mana cost's
    symbols a condition names."""
    sentence = re.split(r"\.(?:\s|$)", tail, maxsplit=1)[0]
    for found in _MANA_SYMBOL.finditer(sentence):
        # (a verb of its own clause: "pay {1}", not "if you paid life this turn, or {C}")
        clause = max(sentence.rfind(", ", 0, found.start()), 0)
        if _NOT_PRODUCED.search(sentence, clause, found.start()):
            return False
        if not _IN_A_MANA_COST.match(sentence, found.end()):
            return True
    return False


_IN_A_MANA_COST = re.compile(
    r"(?:\{[^}]*\}|,? or |, )* in (?:its|their|that [\w']+|the) mana costs?\b"
)
"""Symbols of a mana cost a condition names ("if you control a creature with {G}{G} in its
mana cost"), no mana produced."""


def _before_joined_clause(pattern: re.Pattern[str], text: str, m: re.Match[str]) -> re.Match[str]:
    """`m`, a match of `pattern` at the start of `text`, or the same pattern matched up to
    an "and" or "or" inside the amount it ends with, when it joins another add clause
    ("Add {B} for each Swamp you control and {R} for each Mountain you control": each color
    its count, CR 106.1; "Add {R} for each Goblin you control, or {C}{C} if you control no
    other Goblins": a choice of the two). An "and" or "or" within the amount joins no clause
    ("for each Elf and Druid you control")."""
    ending = [m.start(g) for g in m.groupdict() if m.end(g) == m.end() and m.start(g) >= 0]
    if not ending:
        return m
    for joint in _JOINT.finditer(text, min(ending), m.end()):
        if text.endswith("}", 0, joint.start()):
            continue  # a list of symbols in the amount ("that could produce {G} or {W}")
        if _read_one_clause(_without_additional(text[joint.end() :])) is not None:
            shorter = pattern.match(text, 0, joint.start())
            if shorter is not None:
                return shorter
    return m


def _both(first: Yield, second: Yield) -> Yield:
    """ "two mana of any one color and two mana of any other color": all of it."""
    if first.amount.isdigit() and second.amount.isdigit():
        amount = str(int(first.amount) + int(second.amount))
    else:
        amount = f"{first.amount} and {second.amount}"
    # two colors chosen apart, or a fixed part and a chosen one: a combination
    same = first.choice == second.choice and first.choice != Choice.ANY_COLOR
    choice = first.choice if same else Choice.ANY_COMBINATION
    return Yield(
        f"{first.template}&{second.template}",
        first.colors | second.colors,
        amount,
        choice,
        _depends(first, second),
        (*(first.parts or (first,)), *(second.parts or (second,))),
    )


def _either(first: Yield, second: Yield) -> Yield:
    """ "{C} or one mana of any color": one of the two, the union of their types."""
    amounts = " or ".join(dict.fromkeys((first.amount, second.amount)))
    return Yield(
        f"{first.template}|{second.template}",
        first.colors | second.colors,
        amounts,
        Choice.ONE_OF,
        _depends(first, second),
    )


def _depends(*yields: Yield) -> str | None:
    """What the types of several clauses depend on, each once, in order."""
    return "; ".join(dict.fromkeys(y.depends_on for y in yields if y.depends_on)) or None


def combine(yields: Sequence[Yield], text: str) -> Yield:
    """One row for an ability with several add clauses: the union of the types and the
    amounts joined by "; " ("Add {R}{R}, then add {R} for each ...": "2; 1 for each ..."),
    or by " or " where one clause replaces another ("... add {U}{U} instead": "1 or 2").
    The choice is `one_of` when the replacing clause adds other types ("Add {U}. If you
    played a land this turn, add {B} instead.") or the clauses choose differently;
    otherwise the clauses' common choice."""
    if len(yields) == 1:
        return yields[0]
    colors = frozenset().union(*(y.colors for y in yields))
    instead = re.search(r"\binstead\b", text) is not None
    amount = (" or " if instead else "; ").join(dict.fromkeys(y.amount for y in yields))
    choices = {y.choice for y in yields}
    replaced = instead and len({y.colors for y in yields}) > 1
    choice = choices.pop() if len(choices) == 1 and not replaced else Choice.ONE_OF
    return Yield("+".join(y.template for y in yields), colors, amount, choice, _depends(*yields))
