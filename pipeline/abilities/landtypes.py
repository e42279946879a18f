"""Basic land types and their abilities (CR 305.6, 305.7).

Each basic land type gives its land "{T}: Add [symbol]" (305.6), printed or not. An
effect that makes a land a basic land type gives it that ability too (305.7): "Each land
is a Swamp in addition to its other land types" (Urborg), "Nonbasic lands are Mountains"
(Blood Moon), "Enchanted land is an Island", or a token "that is every basic land type".
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from pipeline.abilities.grammar import (
    BASIC,
    BASIC_TYPE_NAMES,
    BRANCHES_APART,
    CONDITION_WORD,
    CONTROLLED,
    EXCEPTION,
    IN_CONDITION,
    IN_PLAY,
    LAND_SUBTYPES,
    LIST_SEPARATOR,
    LISTED_LAND_TYPES,
    NOT_YOU_PLAYER,
    OPENS_WITH_A_VERB,
    OTHERS_TURNS,
    OTHERWISE_OPENING,
    PLAYERS,
    PLAYERS_POSSESSIVE,
    THEIRS,
    TRIGGER_OPENING,
    WHILE,
    WITH_COUNTER,
    YOUR_GROUP_OPENING,
    YOUR_TURN,
    offered_basic_types,
    other_turns_opening,
    otherwise_basic_types,
)
from pipeline.abilities.model import FIVE_COLORS, MANA_TYPES
from pipeline.abilities.owners import (
    CREATES_TOKEN,
    ENDS_IN_PRONOUN,
    NO_LAND_AMONG,
    RELATIVE_LIST_BEFORE,
    SET_OFF_EXCEPTION,
    copy_subject,
    named_as_this,
    names_a_copy,
    names_another_object,
)
from pipeline.abilities.referents import (
    DURATION,
    after_target,
    answers_a_step,
    in_the_plural,
    moved_object_stays,
    moved_off_the_battlefield,
    others_named,
    self_mention,
    that_player,
    triggering_group,
    without_declined_step,
)
from pipeline.abilities.text import inside, last_sentence, sentences, without_conditions

BASIC_LAND_TYPES: dict[str, str] = dict(zip(BASIC_TYPE_NAMES, "WUBRG", strict=True))
"""Each basic land type and the mana its intrinsic ability adds (CR 305.6)."""

_BASIC = BASIC  # a basic land type's word


_CHOOSER = r"(?:your|its controller's|their|(?:an?|target|that) (?:opponent|player)'s)"
"""Whoever chooses a land type ("of your choice", "of an opponent's choice"): the land gets
one of the types all the same."""
_CHOSEN_TYPE = (
    r"(?:(?:the (?:(?:first|second) )?chosen|that) (?:basic land |land )?type"
    r"|the (?:basic )?land types? with the most votes(?: or tied for (?:the )?most votes)?)"
)
"""A type chosen before: "the chosen type", "that type" or "that land type" (after "Choose a
(basic) land type"), "the second chosen type" (after "choose two basic land types"), or
voted for, one of those the vote offered ("the basic land type with the most votes or tied
for most votes" after "each player votes for Mountain or Forest", 701.38)."""


def _types(group: str) -> str:
    return (
        rf"(?P<{group}>(?:every|all) (?:basic )?land types?"
        # a list of types, not the subject of the next clause ("Plains you control are
        # Islands, and Swamps you control are Mountains")
        rf"|{_BASIC}s?(?:(?:,|,? and|,? or)? (?:an? )?{_BASIC}s?\b"
        rf"(?!(?: (?:and|or) {_BASIC}s?)* you control\b| (?:is|are)\b))*"
        # a land type of a choice may be a basic one (205.3i), but for those excepted
        rf"|(?:the )?(?:basic )?land type of {_CHOOSER} choice"
        rf"(?: other than {_BASIC}(?:(?:,|,? or|,? and) {_BASIC})*)?"
        rf"|(?:the )?basic land types? {_BASIC}(?:(?:,|,? and|,? or) {_BASIC})*"
        rf"|{_CHOSEN_TYPE}"
        # a type no basic one, where the change offers basic ones otherwise ("becomes a Desert
        # until end of turn if you control a Desert, or a Mountain otherwise": those)
        rf"|(?!{_BASIC}s?\b)[A-Z][\w'-]*(?=[^.]*?{otherwise_basic_types(tag=group + '_either')}))"
    )


TYPE_CHANGE = re.compile(
    # a clause starts the sentence, or follows ", and", " and" or a semicolon ("Plains you
    # control are Islands, and Swamps you control are Mountains")
    # or follows a quoted ability that ended the sentence before ('... token with "...".
    # Then target land ...', masked)
    r"(?:^|\. |: |, (?:and )?|; |— |• |\| |\bthen | and |\" (?=[A-Z]))"
    # (a quote inside the subject describes it: 'Each land with "..." is a Swamp')
    r"(?P<subject>(?:[^.,;:—•|\"]|\"(?! [A-Z]))*?)"
    # what the subject has or gains or is first: "Enchanted land has "..." and is a Forest",
    # "This creature is green in addition to its other colors and is a Forest land", "Lands
    # you control are snow and are Islands"
    # (a list of quotes too: 'have "...", "...", and "..." and are Swamps')
    r"(?:\s+(?:ha(?:s|ve)|gains?|gets?|is|are)\b(?:[^.,;:]|,(?= (?:and )?\"))*?\s+and)?"
    # ("it's", not a player's possessive: "Each player's Plains are Swamps")
    r"(?<!\bthat)(?P<verb> is| are|(?<!player)(?<!opponent)(?<!controller)(?<!owner)'s|'re"
    r"|(?: perpetually)? (?:becomes?|gains?)| ha(?:s|ve))"
    r"(?: also)? "
    # a creature too, and the land types: "are 1/1 green Saproling creatures and Forest lands",
    # "is a 3/3 Elemental creature and a Forest"
    rf"(?:(?:an? )?\d+/\d+ [\w ]*?creatures? and (?=[\w ]*?\blands?\b|(?:an? )?{_BASIC}\b)"
    # creature types and a land type: "are Treefolk and Forest lands", "are green Treefolk
    # Druids and Forest lands", "are Plant creatures and Forest lands"
    r"|(?:an? )?(?:(?:white|blue|black|red|green) )?(?:[A-Z][\w'-]*(?:,? | ))*?[A-Z][\w'-]*"
    rf"(?: creatures?)?,? and (?=(?:an? )?(?:snow )?{_BASIC}s? lands?\b))?"
    # a choice before the types ("becomes your choice of a Forest or an Island"), as after
    # them ("a Forest or an Island of your choice")
    rf"(?:{_CHOOSER} choice of )?"
    # a land first, then its types: "is a land and a Mountain in addition to ..." (probe
    # wg95)
    r"(?P<land_first>(?:an? )?(?:artifact |creature )?lands? and )?"
    r"(?:an? |the (?!basic land type \w))?(?:\d+/\d+ )?"
    r"(?:(?:colorless|white|blue|black|red|green) )?(?:(?:snow|basic) )?"
    # "a land of every basic land type" ("lands of ..."): a land, of those types
    r"(?P<land_of>lands? of )?"
    + _types("types")
    # other subtypes of a creature it also is: "a 0/1 green Forest Dryad land creature"
    + r"(?:(?: [A-Z][\w-]*)*(?= (?:land )?creatures?\b))?"
    # (or after them, its own clause's end: "is a Forest and a land in addition to ...",
    # probe wj54; not "... and a land you control untaps", review)
    r"(?P<land> and an? (?:artifact |creature )?land(?=[.,;]| in addition\b| until\b| as long\b)"
    r"| (?:artifact |creature )?lands?\b)?"
)
"""A sentence that makes something a basic land type (305.7); its subject starts a
sentence, a clause, an activated ability's effect ("{1}, {T}: Target land becomes ..."), or
follows a label ("I — ", "Solved — ", an ability word: no rules meaning, 207.2c; a mode's
"• ", a die roll's "1—14 | "). A
permanent may also gain or have types ("Lands you control gain all basic land types").
"That is", "that's" and "that are" start a relative clause of the subject, not the verb
("Each land that isn't a Forest is a Forest"). With "land" after the types ("Enchanted
permanent is a colorless Forest land", Song of the Dryads) any object becomes a land of
those types, and has their abilities (305.6)."""


@functools.cache
def _land_subject(land_types: str = LAND_SUBTYPES) -> re.Pattern[str]:
    return re.compile(
        # "Your other lands are Islands", "Each of your lands", "All of your lands": those
        # you control; "Each of the lands you control", "All of the lands ...": the lands;
        # a player's by a possessive ("Each player's lands", "Target opponent's lands")
        # ("All your opponents' lands", "All of target player's lands")
        rf"(?:(?:(?:[Ee]ach|[Aa]ll) of|[Aa]ll) (?:{YOUR_GROUP_OPENING}|the |{PLAYERS_POSSESSIVE} )"
        rf"|{YOUR_GROUP_OPENING}|{PLAYERS_POSSESSIVE} )?"
        # ("Non-Plains lands you control", "Non-Desert lands": all but those of the type)
        rf"(?:(?:each|all|every|enchanted|target|nonbasic|basic|other|legendary|nontoken"
        rf"|non-?(?:{land_types})"
        # a number, of targets or not, before other words ("two untapped lands you control")
        r"|(?:up to )?(?:one|two|three|four|five|six|seven|X|\d+|any number of)"
        r"(?: other| another)?(?: target)?"
        # lands an effect puts onto the battlefield ("Put up to two land cards from your
        # hand onto the battlefield tapped. They're also Mountains.")
        r"|up to (?:one|two|three|four|five|X|\d+)"
        r"|that|those|the chosen|an?|another|untapped|tapped|snow|any number of) )*(?:\w+ )??"
        # a permanent may be a land: the lands among them ("Each permanent you control is a
        # Forest", 205.3d)
        rf"(?:lands?|(?<!nonland )permanents?|(?:{land_types})s?)(?: tokens?)?"
        # "Each land of that type target player controls" (the chosen type's lands, whoever
        # controls them), "Each land chosen this way"
        r"(?: of (?:the (?:(?:first|second) )?chosen|that) type| chosen this way)?" + IN_PLAY +
        # every one there, whoever controls it ("All lands on the battlefield")
        # land cards, wherever they are (an Alchemy "perpetually" reaches them there)
        r"(?: cards?(?: (?:in|you own in) your (?:hand|library|graveyard)"
        r"(?:(?:,|,? and|,? or) (?:your )?(?:hand|library|graveyard))*)?)?"
        # "you control", "target player controls", "one of your opponents controls", "up to
        # one target player controls" (as "Up to one target player's lands" reads), "a
        # player other than you controls"
        rf"(?: (?:[\w']+ ){{1,4}}(?:controls?|own)| {CONTROLLED}| {NOT_YOU_PLAYER} controls?)?"
        rf"(?: with(?:out)? [^,]*| that(?:'s)? [^,]*| {EXCEPTION} [^,]*"
        r"| named [^,]*"
        r"| of the (?:(?:first|second) )?chosen type| of that type)?(?: each)?",
        re.IGNORECASE,
    )


_LAND_SUBJECT = _land_subject()
"""Only a land or lands can be made a land type here, named as lands or by a land type
("Each Forest", "Forests you control", "Deserts you control", "a nontoken land" that "it"
stands for), whoever controls them ("each land target player controls"), with or without a
relative clause ("each land that isn't a Forest", "Basic lands of the first chosen type") or
a distributive "each" ("two target lands each become"): "if you control a Forest" sets no
type. A land's own subtypes are land types too, whether 205.3i lists them yet or not
(`type_changes`'s `land_types`)."""

_CONDITION = re.compile(rf"(?i)^{CONDITION_WORD}\b")

_NAMES_A_LAND = re.compile(
    # not a type the sentence gives ("Enchanted land is a Swamp"): an object named
    r"(?<!\bis )(?<!\bare )(?<!\bbecomes )(?<!\bbecome )(?<!\balso )"
    r"\b(?:target|enchanted|that|the chosen|an?|another|each|all|any number of|up to \w+"
    r"|two|three|four|five|X) "
    # not a land type ("choose a basic land type"): a type, no object
    # (or a list of card types whose last item is one: "target artifact or land")
    rf"(?:\w+ |(?:[\w-]+,? ){{1,3}}(?:and/)?or )??(?:lands?|{_BASIC}s?)\b(?! types?\b)"
    r"(?: (?:you|an opponent|target player|that player|its controller|(?:each|an) opponent)"
    r" controls?\b)?"
    # one land of those named, tapped or untapped ("choose two target lands. Untap one of
    # them and tap the other. It becomes ...": the other; not a card put into a hand)
    r"|(?:(?<=\btap )|(?<=\buntap ))(?:one of them|the other)\b(?=[.,;]| and\b)",
    re.IGNORECASE,
)
"""An earlier land that "it" or "they" stands for, with whoever controls it: "Choose target
land. It becomes a Mountain."; "if the chosen land is untapped, it becomes an Island";
"untap all lands you control. They become Forests"; "choose a Plains you control. It
becomes an Island"; "Whenever a land an opponent controls enters, it becomes a Swamp" (not
the card's)."""

_TOKENS = re.compile(
    r"\b(?:an?|one|two|three|four|five|X|\d+|that many) (?:[\w/+-]+ ){0,4}?tokens?\b",
    re.IGNORECASE,
)
"""Tokens a text names ("create two 0/1 green Plant creature tokens. They're Forest lands"):
the objects named last before the pronoun, after a land the trigger named too
(`_tokens_named` keeps those there for it to stand for)."""


_BY_ARTICLE = re.compile(r"(?i:an?|another|one|two|three|\d+|X) ")


def _counted(named: re.Match[str], conditions: list[tuple[int, int]]) -> bool:
    """Whether an object named by an article stands in a condition that counts it."""
    return inside(named.start(), conditions) and _BY_ARTICLE.match(named[0]) is not None


def _tokens_named(text: str) -> list[re.Match[str]]:
    """The tokens `text` names that are there for "it" to stand for (created, targeted):
    not those its conditions count ("if you control two or more creature tokens, it becomes
    ..."), nor one sacrificed or exiled, which ceases to exist (111.7: "you may sacrifice a
    Food token. If you do, it becomes ...")."""
    conditions = [c.span() for c in IN_CONDITION.finditer(text)]
    return [
        m
        for m in _TOKENS.finditer(text)
        if not inside(m.start(), conditions)
        and not re.search(r"\b(?:sacrifices?|exiles?) $", text[: m.start()], re.IGNORECASE)
    ]


_NAMES_AN_OBJECT = re.compile(
    # not a card drawn or discarded: it goes to a hand or a graveyard, where no type change
    # of the effect reaches it ("draw a card. It becomes an Island": not the card drawn)
    r"(?<![Dd]raw )(?<![Dd]iscard )"
    # (not a player's: "have target opponent draw a card", probe vh90)
    r"\b(?:target|enchanted|equipped|that|a|an|another|each)"
    r" (?:(?!(?:opponent|player)s?\b)[\w-]+ ){0,3}?"
    r"(?:creature|permanent|artifact|enchantment|card)s?\b|" + _TOKENS.pattern,
    re.IGNORECASE,
)
"""An earlier object "it" may stand for ("another nontoken creature ... return it to the
battlefield ... It's a Forest land"; tokens created): then "it" is not the card itself."""

_NAMES_AN_UNKNOWN = re.compile(r"\b(?:target|enchanted|another|each) [A-Z][\w'-]*s?\b")
"""An earlier object named by a subtype the parser does not know ("tidewash target Fen you
control. (... it becomes an Island ...)"): "it" is that object, whether lands or not, so the
change is reported (`lands_unknown`), not taken as the card's own."""

BASIC_REMINDER = re.compile(r"^\{T\}: Add \{[^{}\s]+\}(?:(?:,| or|, or) \{[^{}\s]+\})*\.$")
"""The reminder text of basic land types in the oracle text: "({T}: Add {G} or {W}.)"."""

_TOKEN_STOP = r"\b(?:for each|then|where|and|equal to|the number of|if|unless|as long as)\b"
"""Words a land token's description doesn't run across (`LAND_TOKEN`)."""
_LAND_QUALITIES = r"(?:(?:artifact|enchantment|creature|legendary|snow|basic) )*"
"""The other card types and supertypes of a land made one ("an artifact land")."""
LAND_TOKEN = re.compile(
    # not across a count ("a Saproling token for each land you control that's a Forest",
    # "X Saproling tokens, where X is the number of lands ... that are Forests") nor into the
    # next effect ("a Saproling token, then untap each land ... that's a Forest"; "... and
    # untap up to two lands you control that are Forests"; "... tokens equal to the number of
    # lands you control that are Forests"); nor, for "that's", across a copy's object: "a
    # token that's a copy of target land you control that's a Forest" says what the object
    # copied is, not the token, whose abilities are that object's (707.2)
    r"\btokens?\b(?:"
    rf"(?:(?!{_TOKEN_STOP}|\bcop(?:y|ies) of\b)[^.])*?\b(?:that (?:is|are)|that's)"
    rf"|(?:(?!{_TOKEN_STOP})[^.])*?\bexcept (?:[^.,]*? and )?(?:it's|it is|they're|they are)"
    r") "
    # (a copy's exception may make it a land and a land type at once: "except it's a land
    # and an Island in addition to its other types", "an artifact land and a Mountain")
    rf"(?:also )?(?:an? {_LAND_QUALITIES}land and )?(?:an? )?(?:\d+/\d+ )?"
    r"(?:(?:white|blue|black|red|green|colorless) )*"
    r"(?:(?:snow|basic) )?"
    + _types("types")
    + r"|\b"
    + _types("types2")
    + r"(?: [A-Z][\w'-]*)* land(?: creature)? tokens?\b"
)
"""A land token with basic land types: "a colorless land token named Everywhere that is
every basic land type", "a Forest Dryad land creature token" (other subtypes between), "a
token that's a copy of target land, except it's an Island" (the exception is the copy's,
707.9b: its other abilities are the copied object's, and give no row)."""


@dataclass(frozen=True)
class TypeChange:
    """Lands made basic land types: the types' colors and the sentence's subject."""

    colors: tuple[str, ...]
    subject: str
    is_self: bool
    depends_on: str | None
    makes_land: bool = False
    """The subject becomes a land ("is a Forest land"), whatever it was."""
    lands_unknown: bool = False
    """The subject is a group named by a word the parser can't tell is a land type
    ("Groves you control are Forests" on a card that is no Grove): lands if it is one (an
    object gains no subtype its card types don't have, CR 205.3d), else nothing changes."""
    clause: str = ""
    """The change's words as the text prints them, from its subject: where it stands among
    the effect's steps ("each land you control becomes a Swamp")."""
    chosen: bool = False
    """The subject is an object a player chose ("Choose a land you control. It becomes a
    Plains"): another object, as a target is, whatever its words (docs/rules.md)."""

    @property
    def makes(self) -> frozenset[str]:
        """What the change makes its subject: the basic land types of its colors, and a
        land where it makes one."""
        types = {name for name, color in BASIC_LAND_TYPES.items() if color in self.colors}
        return frozenset(types | ({"land"} if self.makes_land else set()))


_CHOSEN = re.compile(rf"{_CHOSEN_TYPE}$")
"""A change's types that are a type chosen before (`_CHOSEN_TYPE`)."""


def colors_of_types(types: str) -> tuple[tuple[str, ...], str | None]:
    """The mana of the named basic land types, and what it depends on for a choice."""
    if re.fullmatch(r"(?:every|all) (?:basic )?land types?", types):
        return tuple(t for t in MANA_TYPES if t in FIVE_COLORS), None
    if "choice" in types or _CHOSEN.match(types):
        # "of your choice other than Mountain or Forest": any but those
        excepted = types.partition(" other than ")[2]
        gone = {c for name, c in BASIC_LAND_TYPES.items() if re.search(rf"\b{name}", excepted)}
        chosen = tuple(t for t in MANA_TYPES if t in FIVE_COLORS and t not in gone)
        return chosen, "a chosen basic land type"
    found = {c for name, c in BASIC_LAND_TYPES.items() if re.search(rf"\b{name}", types)}
    return tuple(t for t in MANA_TYPES if t in found), None


def type_line_colors(type_line: str) -> tuple[str, ...]:
    """The mana of the basic land types in a land's type line (305.6)."""
    if "—" not in type_line or not re.search(r"\bLand\b", type_line.split("—")[0]):
        return ()
    subtypes = type_line.split("—", 1)[1].split()
    found = {BASIC_LAND_TYPES[t] for t in subtypes if t in BASIC_LAND_TYPES}
    return tuple(t for t in MANA_TYPES if t in found)


def intrinsic_ability(colors: tuple[str, ...]) -> str:
    """The 305.6 ability of these types as one line, as reminder text shows a dual's."""
    symbols = [f"{{{c}}}" for c in colors]
    if len(symbols) == 1:
        effect = f"Add {symbols[0]}."
    elif len(symbols) == 2:
        effect = f"Add {symbols[0]} or {symbols[1]}."
    else:
        effect = f"Add {', '.join(symbols[:-1])}, or {symbols[-1]}."
    return f"{{T}}: {effect}"


def offered_colors(oracle_text: str) -> frozenset[str] | None:
    """The mana of the basic land types the face's land type choices offer, or None where
    one of them is any basic land type (`offered_basic_types`)."""
    offered = offered_basic_types(oracle_text)
    return None if offered is None else frozenset(BASIC_LAND_TYPES[t] for t in offered)


MENTIONS_TYPES = re.compile(
    rf"\b(?:{_BASIC}|basic land types?|(?:every|all) land types?|{_CHOSEN_TYPE}"
    rf"|land type of {_CHOOSER} choice)"
)


_QUALITIES = (
    r"(?:(?:[Ll]egendary|[Ss]now|[Tt]apped|[Uu]ntapped|[Nn]ontoken|[Aa]rtifact|[Ee]nchantment"
    r"|[Cc]reature|[Oo]ther) )*"
)
"""Words before a group's word that qualify it ("Legendary artifacts", "tapped artifact",
"Each other artifact")."""
_WITH_COUNTERS = rf"(?: {WITH_COUNTER.pattern})?"
"""A condition on the members' counters ("Each artifact you control with a charge counter on
it"), a state taken as met."""
_PLURAL_GROUP = re.compile(
    rf"(?:[Aa]ll )?(?:[A-Z][a-z'-]+ )?{_QUALITIES}[A-Za-z][\w'-]*s"
    # a second item, an irregular plural too ("Elves and Treefolk you control"), with its own
    # "all" ("All Forests and all Saprolings")
    rf"(?: and (?:all )?{_QUALITIES}(?:[a-z][\w'-]*s|[A-Z][\w'-]*))?"
    rf"{IN_PLAY}(?: you control)?"
    # a subtype whose plural has no "s" ("Treefolk you control are Forests")
    rf"{_WITH_COUNTERS}|[A-Z][\w'-]* you control"
)
"""A group named by a plural subtype or card type, qualities before it ("Groves you control",
"Elves you control", "permanents you control" after a condition, "Legendary artifacts you
control", "Artifact creatures you control", "Treefolk you control"): a land type CR 205.3i
does not list yet, or no land (`TypeChange.lands_unknown`)."""
_EACH_OF_GROUP = re.compile(
    rf"[Ee]ach {_QUALITIES}[A-Za-z][\w'-]*(?: and (?:each )?{_QUALITIES}[A-Za-z][\w'-]*)?"
    rf"{IN_PLAY}(?: you control)?" + _WITH_COUNTERS
)
"""A group named by "each" and a singular subtype or card type, or two ("Each creature you
control is a Forest ...", "Each creature and artifact you control is ..."): the same as the
plural's."""
_LIST_QUANTIFIER = re.compile(
    r"(?:(?:[Ee]ach|[Aa]ll|(?:(?:[Uu]p to )?(?:one|two|three|four|five|X|any number of) )?"
    r"[Tt]arget) )?(?:[Oo]ther )?"
)
"""The words before a list's first item that are the whole list's ("Each", "Other", "up to two
target"), or before a later item its own ("Each land and each creature you control")."""
_ITEM_QUALITIES = (
    r"(?:(?i:snow|basic|nonbasic|legendary|untapped|tapped|other|nontoken"
    r"|(?:non-?)?(?:white|blue|black|red|green)|colorless|colored|multicolored) )*"
)
"""The qualities a list's item may have of its own ("snow lands", "basic land", "other
lands", "colorless lands")."""
_ITEM_AND_REST = re.compile(
    rf"(?P<item>{_ITEM_QUALITIES}(?:[\w'-]+ )*?[\w'-]+)"
    # whose they are, or what else they are: the whole list's after its last item
    r"(?P<rest> (?:(?:you|its controller|its owner|their controllers?|their owners?"
    rf"|{PLAYERS}) (?:controls?|own)|{THEIRS}|with|that|other than|except|named)\b.*)?"
)
"""A list's item, its qualities and words, and the rest, after the last item the whole
list's ("creatures your opponents control", "snow lands you control", "face-down creatures
you control")."""
_LIST_CLAUSE = re.compile(r" (?:that|which|who|with|without|other than|except)\b")
"""Where a list's relative clause or exception begins."""
_LANDS_ITEM = re.compile(rf"{_ITEM_QUALITIES}(?i:lands?)(?: tokens?)?")
"""An item that names lands, with qualities of its own ("lands", "snow lands", "land
tokens")."""
_NONLAND_BEFORE = re.compile(r"\b[Nn]onland, $")
"""The first of a subject's adjectives, before the comma that starts the clause
("Nonland, nontoken permanents you control are ...")."""
_PLURAL_VERB = re.compile(r"(?: perpetually)? (?:are|become|gain|have)|'re")
"""The verb of a plural subject ("Groves you control are Forests", "... become Forests until
end of turn")."""
_SINGULAR_VERB = re.compile(r"(?: perpetually)? (?:is|becomes|gains|has)")
"""The verb of a subject of each member of a group ("Each creature you control is ...")."""


def type_changes(
    masked: str,
    self_names: set[str],
    *,
    mentions_land_types: bool,
    land_types: frozenset[str] = frozenset(),
    enchants_lands: bool = False,
) -> list[TypeChange]:
    """Every sentence of a paragraph that makes lands basic land types (305.7).

    `self_names` are the words that name the card itself ("this land", its name);
    `land_types` the subtypes of the land's own type line, land types whether CR 205.3i
    lists them yet or not ("Land — Grove": "Groves you control are Forests");
    `enchants_lands`, that the card is an Aura that can enchant only lands ("Enchant land
    creature": the enchanted creature is a land, 303.4a).
    """
    new_types = sorted(land_types - LISTED_LAND_TYPES)
    subject_pattern = (
        _land_subject("|".join([LAND_SUBTYPES, *map(re.escape, new_types)]))
        if new_types
        else _LAND_SUBJECT
    )
    if not MENTIONS_TYPES.search(masked):
        return []
    # "Lands and creatures you control, except for Mountains, are ...": the subject's own
    # and any other words set off before the verb ("Lands you control, bar this one, are
    # Plains"): the subject's too, read or reported (`_unread_lands`)
    masked = _SET_OFF.sub(_set_off, SET_OFF_EXCEPTION.sub(r" \1", masked))
    found = []
    for m in TYPE_CHANGE.finditer(masked):
        if _CONDITION.match(m["subject"]):
            # "If it's a land and a Mountain, ...", "If it's a Forest land card, ...": a
            # condition on what it is, no change (review)
            continue
        changed = _what_changes(m, masked, self_names)
        if changed is None:
            continue
        subject, is_self = changed.subject, changed.is_self
        if _only_cards_elsewhere(subject) and "perpetually" not in m["verb"]:
            # "Land cards in your hand are Forests": so only while there; one played is a
            # new object (400.7), none of them; a "perpetually" change stays with it
            continue
        # with "land" after the types, any object becomes a land of those types ("Target
        # creature loses all abilities and becomes a Forest land"), and so does the card a
        # copy of an object that may be a land (an upper bound); else only lands can
        makes_land = bool(m["land"] or m["land_of"] or m["land_first"]) or (
            is_self and changed.surely_lands
        )
        lands_unknown = False
        # a condition that the object a pronoun stands for is a land says it is one when the
        # change applies ("Tap target creature. If it's a land, it becomes a Forest ...": a
        # land creature, 205.3d; "As long as enchanted creature is a land, it's a Forest",
        # "Equipped creature is a Mountain ... as long as it's a land", probe vz), and so
        # does the Aura's own Enchant keyword (303.4a: "Enchant land creature")
        lands = (
            makes_land
            or changed.surely_lands
            or _said_to_be_a_land(masked, m)
            or bool(enchants_lands and re.fullmatch(r"(?i)enchanted \w+", subject))
        )
        # a subject that names no lands by its words: a list with lands among its items, or a
        # group the parser can't tell is lands
        of_group = (
            not lands and not is_self and not _fits_each(subject_pattern, changed.head or subject)
        )
        if of_group and (land_item := _lands_item(subject, subject_pattern)) is not None:
            # "Each creature and land you control is a Forest": a land type is only a land's
            # (205.3d), and "land" names every land the list's other items hold ("Nonland
            # creatures and lands you control": the lands)
            subject = land_item
        elif not makes_land and (
            NO_LAND_AMONG.search(subject) or _NONLAND_BEFORE.search(masked, 0, m.start("subject"))
        ):
            # "Nonland, nontoken permanents", "permanents that aren't lands": no land type
            # (205.3d), unless the change makes them lands ("... become Forest lands")
            continue
        elif of_group:
            plural_group = (
                _PLURAL_VERB.fullmatch(m["verb"]) and _PLURAL_GROUP.fullmatch(subject)
            ) or (_SINGULAR_VERB.fullmatch(m["verb"]) and _EACH_OF_GROUP.fullmatch(subject))
            if not plural_group and not changed.named_unknown and not _unread_lands(subject):
                continue
            lands_unknown = True
        if _CHOSEN.match(m["types"]) and not mentions_land_types:
            continue  # "the chosen type" is a creature type unless land types were named
        colors, depends_on = colors_of_types(m["types"])
        otherwise = _TYPES_OTHERWISE.match(masked, m.end()) or _TYPES_ON_ANOTHER_CONDITION.match(
            masked, m.end()
        )
        if otherwise is not None and depends_on is None:
            # "becomes a Forest until end of turn if you control a Forest, or a Mountain
            # otherwise": either (probe tq65)
            both = set(colors) | set(colors_of_types(otherwise["types"])[0])
            colors = tuple(t for t in MANA_TYPES if t in both)
        # the land types listed before the subject are of it ("Forests, Islands, and Swamps
        # you control are Mountains"; "Each Forest and each Island you control is ...")
        types_before = _LAND_LIST_BEFORE.search(masked, 0, m.start("subject"))
        listed = (
            masked[types_before.start() : m.start("subject")] if types_before else changed.listed
        )
        if listed and not is_self and subject_pattern.fullmatch(subject):
            subject = listed + subject
        clause = masked[m.start("subject") : m.end()]
        found.append(
            TypeChange(
                colors, subject, is_self, depends_on, makes_land, lands_unknown, clause,
                changed.chosen,
            )
        )  # fmt: skip
        if changed.others_too:  # the other lands the event names: "another land you control"
            found.append(
                TypeChange(colors, changed.others_too, False, depends_on, makes_land, False, clause)
            )
    return found


_NAMES_LANDS = re.compile(
    # (not the type a copy's exception gives: "except it's a land in addition to its other
    # types and it's a Forest"; not "land cards")
    rf"(?<!\bit's a )(?<!\bit is a )\b(?:lands?|{_BASIC}s?)\b(?! cards?\b)",
    re.IGNORECASE,
)
"""A word of a subject that names lands ("lands", "Forests"): one the grammar did not read
is reported (`_unread_lands`)."""
_IN_ANOTHER_ZONE = r"\bin (?:[\w']+ )+(?:hands?|librar(?:y|ies)|graveyards?)\b"
"""In a hand, a library or a graveyard ("in each player's graveyard"): not on the
battlefield."""
_NO_CHANGED_LANDS = re.compile(rf"(?i)\b{CONDITION_WORD}\b|{_IN_ANOTHER_ZONE}")
"""A subject's words that change no land on the battlefield: a condition's ("If that land
is a Forest"), or cards in another zone's ("Lands in each player's graveyard")."""


def _unread_lands(subject: str) -> bool:
    """Whether a subject names lands in words the grammar does not read ("Lands you control,
    bar this one, are Plains"): reported with the groups the parser can't tell are lands,
    never silently dropped."""
    return bool(_NAMES_LANDS.search(subject)) and not _NO_CHANGED_LANDS.search(subject)


_CARDS_ELSEWHERE = re.compile(rf"\bcards? (?:[\w' ]+ )?{_IN_ANOTHER_ZONE}")
"""Cards a subject names in a hand, a library or a graveyard, not on the battlefield."""


def _only_cards_elsewhere(subject: str) -> bool:
    """Whether every item of a subject that names lands names cards in another zone ("Each
    land card in your library"; not "Land cards in your hand and lands you control")."""
    items = [i for i in LIST_SEPARATOR.split(subject) if _NAMES_LANDS.search(i)]
    return bool(_CARDS_ELSEWHERE.search(subject)) and all(_CARDS_ELSEWHERE.search(i) for i in items)


_SET_OFF = re.compile(r", ([^,.;\"]+?),(?= (?:are|is|becomes?)\b)")
"""Words set off by commas right before a type change's verb: part of its subject, but for
a condition or a duration (`_set_off`)."""
_SET_OFF_CONDITION = re.compile(rf"(?:{CONDITION_WORD}|until|for as long as|during)\b")


def _set_off(m: re.Match[str]) -> str:
    """Set-off words as part of the subject ("Lands you control, bar this one, are ..."),
    or dropped where they are a condition or a duration ("Each land, as long as it's
    untapped, is a Swamp": a state taken as met; "Each land you control, until end of turn,
    becomes ...")."""
    return "" if _SET_OFF_CONDITION.match(m[1]) else f" {m[1]}"


def _fits_each(pattern: re.Pattern[str], subject: str) -> bool:
    """Whether the subject names lands, or each item of a list names some ("Snow Forests and
    snow Islands you control", "Each Forest you control and each Island you control")."""
    return pattern.fullmatch(subject) is not None or all(
        pattern.fullmatch(item) for item in LIST_SEPARATOR.split(subject)
    )


def _lands_item(subject: str, land_subject: re.Pattern[str]) -> str | None:
    """The item "land(s)" of a subject that lists it with others (qualities of its own
    before it), with the list's own quantifier and, where the last item names them, its
    controller: "land you control" of "Each creature and land you control", "lands your
    opponents control" of "Lands and creatures your opponents control", "Other snow lands you
    control" of "Other creatures and snow lands you control". None for any other subject,
    or where the item so read names no lands (`land_subject`)."""
    # a relative clause or an exception after the items is the whole list's, its own list
    # inside it ("Creatures and lands you control other than Caves, Deserts, or Spheres")
    clause = _LIST_CLAUSE.search(subject)
    tail = subject[clause.start() :] if clause else ""
    items = LIST_SEPARATOR.split(subject[: len(subject) - len(tail)])
    items[-1] += tail
    if len(items) < 2:
        return None
    opening = _item_and_rest(items[0])[0]
    last = _item_and_rest(items[-1])[1]
    if last is None:
        return None
    rest = last["rest"] or ""
    cards = re.search(r"\bcards?\b", last["item"]) is not None
    for at, item in enumerate(items):
        own, named = _item_and_rest(item)
        if named is None or not _LANDS_ITEM.fullmatch(named["item"]):
            continue
        if cards and not named["rest"]:
            return None  # "Creature and land cards you own ...": cards, no lands (205.3d)
        # its own quantifier or the list's; its own controller ("Lands you control and
        # creatures your opponents control"), or the list's, the last item's
        candidate = (
            (own or opening) + named[0] + ("" if named["rest"] or at == len(items) - 1 else rest)
        )
        return candidate if land_subject.fullmatch(candidate.removesuffix(tail)) else None
    return None


def _item_and_rest(item: str) -> tuple[str, re.Match[str] | None]:
    """An item's own quantifier ("each" of "each creature you control"), and the rest."""
    quantifier = _LIST_QUANTIFIER.match(item)
    own = quantifier[0] if quantifier else ""
    return own, _ITEM_AND_REST.fullmatch(item, len(own))


@dataclass(frozen=True)
class _Changed:
    """What a type change's subject names, its pronouns resolved."""

    subject: str
    is_self: bool
    others_too: str = ""
    """The other lands an event names beside the card ("this land or another land you
    control"): they change too."""
    named_unknown: bool = False
    """The subject is an object named before by a word of no known land type."""
    listed: str = ""
    """Land types listed before the subject ("Each Forest and each Island")."""
    chosen: bool = False
    """The subject stands for an object a player chose (`TypeChange.chosen`)."""
    surely_lands: bool = False
    """The subject stands for objects that are surely lands, whatever their words: tokens that
    are copies of a land ("Create two tokens that are copies of this land. They're Islands
    ...", 707.2), a land card put onto the battlefield ("If it's a land card, you may put it
    onto the battlefield. It's a Forest ...")."""
    head: str = ""
    """The group a relative list qualifies ("Lands you control" of "Lands you control that
    are Caves, Deserts, or Spheres"): the words that say whether they are lands."""


def _what_changes(m: re.Match[str], masked: str, self_names: set[str]) -> _Changed | None:
    """The lands the subject of `TYPE_CHANGE`'s match `m` names; None for a token's copy."""
    before = masked[: m.start("subject")]
    words = _names_pattern(self_names)
    relative = RELATIVE_LIST_BEFORE.search(before[before.rfind("\n") + 1 :])
    # (the subject opens with the last item's "or", or after its "and")
    if relative and (re.match(r"(?:or|and) ", m["subject"]) or relative[0].endswith(" and ")):
        # "Lands you control that are Caves, Deserts, or Spheres are Swamps" (or "that
        # aren't", "other than"): the list's last item ends the subject, which starts before
        # the list
        whole = relative[0] + m["subject"]
        head = re.split(r" (?:that|which|who|other than|except)\b", whole, maxsplit=1)[0]
        return _Changed(that_player(whole, before, words), False, head=head)
    subject, listed, excepted, beside_self = _subject_words(m["subject"], self_names)
    if (cut := m["subject"].rfind(subject)) > 0:
        # the words before the subject are the text before it too: what "it" may stand for
        # ("Untap this land and it becomes a Plains": this land)
        before = masked[: m.start("subject") + cut]
    pronoun = subject.lower()
    changed = None
    branch = (
        _OTHER_BRANCH_OF.search(before) or _other_turns_branch_of(before)
        if pronoun in ("it", "they")
        else None
    )
    if (
        branch is not None
        and not _CONDITION.match(branch["subject"])
        # (in its number: "it's an Island" is no branch of "lands you control are Swamps")
        and not (pronoun == "it" and _PLURAL_VERB.fullmatch(branch["verb"]))
        # (nor where the change before is itself a step's branch: "If you do, it becomes a
        # Plains .... Otherwise, it becomes a Mountain ...", probe vh76)
        and not answers_a_step(before)
    ):
        # "Lands you control are Plains as long as ...; otherwise, they're Mountains": the
        # subject of the change whose other branch this is (probe um); not a condition's
        # words ("If it's a Forest, draw a card. Otherwise, it becomes ..."), nor a copy's
        # exception (the copy's, read below)
        changed = _what_changes(branch, masked, self_names)
        if changed is not None:
            return changed
    if excepted and pronoun in ("it", "they"):
        # "... enter as a copy of a creature, except it's a Forest land" (707.9b): the copy
        # is this object; a token's copy ("create a token that's a copy of ...", "create
        # two tokens that are copies of ..., except they're ...") is not
        last = last_sentence(before)
        if CREATES_TOKEN.search(last) and not names_a_copy(last):
            return None
        copy_of = _copy_of(before, words)
        joined = _card_joined_to(last_sentence(before), words)
        if joined is not None:
            # "This land and up to one other target land you control each become copies of
            # ..., except they're Mountains": the card, and the other land too
            changed = _Changed(joined[0], True, others_too=joined[1])
        elif copy_of is not None and copy_of[0].lower() == "those lands":
            # "Untap this land and target land you control. Those lands become copies of
            # ...": the lands the sentence before named, the card among them
            text_before = before[: before.rfind(last_sentence(before))]
            changed = _land_named_before("those lands", text_before, self_names)
        elif copy_of is not None:
            changed = _Changed(copy_of[0], subject in self_names or beside_self, chosen=copy_of[1])
        elif pronoun == "it":
            # the card a copy of an object that may be a land is one (707.2: "You may have
            # this creature enter as a copy of a land you control, except it's an Island")
            copied = _ITSELF_A_COPY_OF.findall(last)
            changed = _Changed(
                subject, True, surely_lands=bool(copied) and _object_may_be_land(copied[-1])
            )
    if changed is None and pronoun in (
        "it",
        "they",
        "each of them",
        "that land",
        "those lands",
        "each of those lands",
    ):
        changed = _lands_of_trigger(subject, before, words, self_names)
    if (
        changed is None
        and pronoun
        in (
            "it",
            "they",
            "each of them",
            "each of those lands",
            "those lands",
            "that token",
            "those tokens",
        )
        and not _CONDITION.match(m["subject"])
    ):
        changed = _land_named_before(subject, without_declined_step(before), self_names)
    if changed is None:
        changed = _Changed(subject, subject in self_names or beside_self)
    return replace(changed, subject=that_player(changed.subject, before, words), listed=listed)


def _card_joined_to(sentence: str, words: str) -> tuple[str, str] | None:
    """The words naming the card and the other objects where the subject of a copy in
    `sentence` joins them with "and", in either order ("This land and up to one other target
    land you control each become copies ...", "Target land you control and this land each
    become copies ..."), "it" for the card its trigger names too ("When this land enters, it
    and up to one other target land you control each become copies ..."); else None."""
    if not words:
        return None
    card = f"(?:(?i:{words})|it)"
    become = r"(?: each)? become (?:copies|a copy) of\b"
    start = r"(?:^|[.:,—] )"
    first = re.search(rf"{start}(?P<card>{card}) and (?P<others>[^.:,]+?){become}", sentence)
    joined = first or re.search(
        rf"{start}(?P<others>[^.:,]+?) and (?P<card>{card}){become}", sentence
    )
    if joined is None:
        return None
    subject_start = joined.start("card") if first else joined.start("others")
    opening = sentence[:subject_start]
    names_card = rf"(?:[^—.]*— )?(?:When|Whenever)\b[^,]*\b(?:{words})\b[^,]*, "
    if joined["card"] == "it" and not re.fullmatch(names_card, opening):
        return None  # "it" is the card only after a trigger that names it
    return joined["card"], joined["others"]


_CLAUSE_BEFORE = re.compile(rf"{OPENS_WITH_A_VERB}[^,]*? and ")
"""A clause of its own before a type change's subject, opening with its verb."""


def _subject_words(raw: str, self_names: set[str]) -> tuple[str, str, bool, bool]:
    """The subject of a type change without the words around it: the subject, the land
    types listed before it, whether it follows "except" (a copy's exception), and whether
    the card is named beside it."""
    subject = re.sub(r"^(?:Until end of turn|For as long as [^,]*), |^[Tt]hen ", "", raw)
    # "Enchanted land loses all land types and abilities and becomes a Swamp": the land, and
    # "Lands you control lose all abilities and become Mountains": the lands
    subject = re.sub(r" (?:loses?|gains?|gets?) [^,]*? and$", "", subject)
    # "all creatures become black and all lands": the clause after the one with its own
    # verb; "Forests and Islands you control" is one subject, the card perhaps in it
    # (or a clause opening with its verb: "scry 1 and it becomes ...", "create a Treasure
    # token and that land becomes ..."; not the card's name, "Mill Pond and each other land")
    clause = _CLAUSE_BEFORE.match(subject)
    if clause and clause[0].removesuffix(" and ") not in self_names:
        subject = subject[clause.end() :]
    verb = r"\b(?:becomes?|are|is|ha(?:s|ve)|gets?|gains?|loses?)\b[^,]*? and "
    subject = re.split(verb, subject)[-1]
    subject = re.sub(r"^[Yy]ou may have ", "", subject)  # "you may have target land become"
    # the card beside a group ("This land and each other land you control"); quantified
    # groups, each its own, are the subject's items ("Each land and each creature you
    # control", "All lands and all creatures": the lands among them change too)
    # (not in the subject's exception: "Lands you control other than Gates and this land")
    unexcepted = re.split(rf" {EXCEPTION} ", subject, maxsplit=1)[0]
    beside_self = any(part in self_names for part in unexcepted.split(" and "))
    listed = ""  # land types listed before the subject: "Each Forest and each Island"
    if re.search(r" and (?:all|each|every) ", subject, re.IGNORECASE) and beside_self:
        head, _, subject = subject.rpartition(" and ")
        listed = f"{head} and " if _LAND_LIST_BEFORE.fullmatch(f"{head} and ") else ""
        subject = after_target(head, subject)  # "Target land and each other land ..."
    excepted = subject.startswith("except ")
    subject = subject.removeprefix("except ")
    # a distributive "each" after a pronoun names the same objects ("They each become a
    # Forest"): the pronoun
    subject = re.sub(r"^((?i:they|those lands)) each$", r"\1", subject)
    return subject, listed, excepted, beside_self


def _copy_of(before: str, words: str) -> tuple[str, bool] | None:
    """The object that becomes a copy with "except it's ...", where not the card: another
    ("Another target land you control becomes a copy of this land ..., except it's an
    Island"); one named by a pronoun is the trigger's land ("Whenever another land you
    control enters, you may have it become a copy of this land ..., except it's a
    Mountain") or the land the sentences before named ("Untap target land you control. It
    becomes a copy ..."), and whether a player chose it ("Choose a land you control. It
    becomes a copy ...")."""
    if not words:
        return None
    sentence = last_sentence(before)
    sentences_before = sentences(before[: before.rfind(sentence)])
    copy_of = copy_subject(sentence, words, sentences_before)
    if copy_of is None or not ENDS_IN_PRONOUN.fullmatch(copy_of):
        return None if copy_of is None else (copy_of, False)
    group = triggering_group(sentence)
    if group:
        return group, False
    text_before = " ".join(sentences_before)
    lands = list(_NAMES_A_LAND.finditer(text_before))
    if not lands:
        return copy_of, False
    return lands[-1][0], _is_chosen(lands[-1], text_before)


def _is_chosen(named: re.Match[str], text: str) -> bool:
    """Whether an object the text names is one a player chooses ("choose a land you
    control", "choose up to two lands")."""
    return re.search(r"\b[Cc]hooses? $", text[: named.start()]) is not None


def _lands_of_trigger(
    subject: str, before: str, words: str, self_names: set[str]
) -> _Changed | None:
    """The land that set off the trigger, for a pronoun or "that land": any the event
    describes, the card too where it is one ("Whenever a land you control enters, it
    becomes a Forest"), and the card where the event names it ("Whenever this land or
    another land you control enters": the card and the others, 603.2). None where the
    sentence before is no such trigger, or where the pronoun is the tokens the effect
    created ("Whenever a land you control enters, create a 0/1 green Plant creature token.
    It's a Forest land ..."), another object it named ("tap target land an opponent
    controls. Then it becomes ...") or the card it named last ("Whenever an opponent plays
    a Mountain, untap this land. It becomes ...")."""
    previous = last_sentence(before)
    if words:
        previous = named_as_this(previous, words)
    group = triggering_group(previous)
    if group is None:
        return None
    effect = previous.split(", ", 1)[-1]
    if subject.lower() not in ("that land", "those lands", "each of those lands") and (
        _tokens_named(effect)
        or _last_named(without_conditions(previous), self_names) >= 0
        # another object the effect names ("tap target land an opponent controls. Then it
        # becomes a Swamp": that land; one returned to a hand leaves "it" the card, 400.7)
        or (previous.rstrip().endswith(".") and others_named(effect))
    ):
        return None
    card, named_first, others = group.partition(" or ")
    if named_first and card in self_names:
        return _Changed(card, True, others_too=others)
    return _Changed(group, False)


def _land_named_before(subject: str, before: str, self_names: set[str]) -> _Changed:
    """What "it", "they", "each of them", "those lands" or "that token" stands for outside a
    trigger: the land named before ("target land ... It becomes"), else the card itself,
    unless the card is named after it ("exile another creature card ... return this card to
    the battlefield. It's a Forest land"): the object named last."""
    # not a land a condition names by an article, counted or looked for ("Untap this land.
    # If you control a Forest, it becomes a Forest ...": the land untapped; "If you played a
    # Mountain this turn,", "If there is a Forest card in your graveyard,"), but one it is
    # about ("As long as enchanted land is untapped, it's a Forest"; "As long as you control
    # enchanted land, it's a Plains")
    conditions = [c.span() for c in IN_CONDITION.finditer(before)]
    # an object the step before moved is still there in the branch where it was declined
    # ("you may return target land you control to its owner's hand. If you don't, it
    # becomes a Swamp ...": that land, probe vh39), that step's objects only
    # (the words before the pronoun in its sentence, none where it opens one)
    clause = "" if re.search(r"[.\n]\s*$", before) else last_sentence(before)
    at = before.rfind(clause) if clause else -1
    step = last_sentence(before[:at].rstrip()) if at > 0 else ""
    opens = before.rfind(step, 0, at) if step else -1
    staying = (
        [(opens, opens + len(step))] if opens >= 0 and moved_object_stays(clause, step) else []
    )

    def there(m: re.Match[str]) -> bool:
        return inside(m.start(), staying) or not moved_off_the_battlefield(m, before, cards=True)

    # "it" stands for no object named in the plural ("return up to two target land cards
    # ... It becomes a Forest ...": the card; "Untap all lands you control. It becomes ...":
    # what was named before them)
    singular = subject.lower() == "it"
    lands = [
        m
        for m in _NAMES_A_LAND.finditer(before)
        if not _counted(m, conditions) and there(m) and not (singular and in_the_plural(m))
    ]
    earlier = lands or [
        m
        for m in _NAMES_AN_OBJECT.finditer(before)
        if not _counted(m, conditions) and there(m) and not (singular and in_the_plural(m))
    ]
    put = _LAND_CARD_PUT.search(before)
    if (
        put
        and (not earlier or earlier[-1].start() < put.end())
        and _last_named(before, self_names) < put.start()
    ):
        # "If it's a land card, you may put it onto the battlefield. It's a Forest ...": the
        # land card put onto the battlefield
        return _Changed("that land", False, surely_lands=True)
    tokens = _tokens_named(before)
    if tokens and earlier and tokens[-1].start() > earlier[-1].start():
        earlier = tokens  # created after the land named ("a land ... create a token")
    elif tokens and not lands and re.search(r"\btokens?$", subject, re.IGNORECASE):
        # "Create a token that's a copy of target permanent you control. That token is an
        # Island ...": the token named, not the object it copies, a land where that object
        # is one (`_copies_may_be_land`); a land named before is read as it was
        earlier = tokens
    unknown = (
        []
        if earlier
        else [
            m
            for m in _NAMES_AN_UNKNOWN.finditer(before)
            if not _counted(m, conditions) and there(m) and not (singular and in_the_plural(m))
        ]
    )
    named = earlier or unknown
    joined = (
        subject.lower() != "it"
        and bool(named)
        and _last_named(before[: named[-1].start()], self_names) >= 0
        and re.search(
            r" and (?:up to \w+ |at least \w+ )?(?:other |another )?$",
            before[: named[-1].start()],
        )
        is not None
    )
    if named and _last_named(before, self_names) > named[-1].start():
        named = []
    if not named:
        return _Changed(subject, True)
    if joined:
        # "Untap this land and up to one other target land you control. They become
        # Forests ...": the card and the other land
        return _Changed("it", True, others_too=named[-1][0], named_unknown=not earlier)
    chosen = _is_chosen(named[-1], before)
    copies = _COPIES_A_LAND.match(before, named[-1].end()) is not None or _copies_may_be_land(
        before, named[-1].end()
    )
    # one of lands named together, as "that land" ("Untap one of them and tap the other")
    words = (
        "that land" if re.fullmatch(r"(?i)one of them|the other", named[-1][0]) else named[-1][0]
    )
    return _Changed(words, False, named_unknown=not earlier, chosen=chosen, surely_lands=copies)


_LAND_CARD_PUT = re.compile(
    r"\b[Ii]f (?:(?:it's|it is|that card is|the (?:revealed|milled|discarded) card is) an?"
    rf" (?:basic )?(?:land|{_BASIC}) card"
    r"|an? (?:basic )?land card was (?:milled|discarded|revealed|exiled) this way"
    r"|you (?:milled|discarded|revealed|exiled) an? (?:basic )?land card this way),"
    r" (?:you may )?"
    r"(?:put|return) (?:it|that card) (?:onto|to) the battlefield\b"
    r"|\b(?:[Pp]ut|[Rr]eturn) (?:up to one |an? )(?:basic )?land card [^.]*?(?:onto|to) the"
    r" battlefield\b"
)
"""A card revealed or drawn put onto the battlefield where it is a land card, or a land card
put onto it ("You may put a land card from among them onto the battlefield tapped."): "it"
after it is that land."""


def _copies_may_be_land(before: str, at: int) -> bool:
    """Whether the tokens named before `at` are copies of an object its words say may be a
    land ("a token that's a copy of target permanent you control. That token is an Island":
    a land where that permanent is one, as a copy's exception makes it, 707.9b)."""
    copy = _COPY_OF_OBJECT.match(before, at)
    return copy is not None and _object_may_be_land(copy["copied"])


_OTHER_BRANCH_OF = re.compile(rf"{TYPE_CHANGE.pattern}[^.;]*{OTHERWISE_OPENING}$")
"""A change whose condition's other branch the text after it opens ("Lands you control are
Plains as long as you control a Plains; otherwise, ...")."""
_OTHER_TURNS_BRANCH_OF = re.compile(
    rf"{TYPE_CHANGE.pattern}[^.;]*?(?P<turns>{BRANCHES_APART}(?:{OTHERS_TURNS}|{YOUR_TURN}), )$"
)


def _other_turns_branch_of(before: str) -> re.Match[str] | None:
    """A change whose "During your turn" condition's other branch the text after it opens,
    the other players' turns, or the reverse ("During your turn, lands you control are
    Swamps. During each other player's turn, ...": probe va66)."""
    m = _OTHER_TURNS_BRANCH_OF.search(before)
    if m is None:
        return None
    opening = other_turns_opening(last_sentence(before[: m.start("turns") + 1]))
    return m if opening is not None and re.fullmatch(opening, m["turns"]) else None


_TYPES_OTHERWISE = re.compile(rf"[^.]*?{otherwise_basic_types('types')}")
"""The types a change offers after its condition ("... if you control a Forest, or a Mountain
otherwise")."""
_TYPES_ON_ANOTHER_CONDITION = re.compile(
    # (not what the condition asks for: "as long as you control a Zombie and a Forest during
    # your turn", probe vn17; but after a comma, a clause of its own: "... as long as you
    # control a Cleric, and an Island as long as ...", vn18, or before its own condition of
    # the same word: "a Swamp if you control a Zombie and an Island if you control a Cleric",
    # review)
    rf" (?P<when>{_SET_OFF_CONDITION.pattern})"
    r"(?:[^.;]*?, and|(?:(?!\b(?:control|controls|have|has|with|among)\b)[^.;])*? and|"
    rf"[^.;]*? and(?= (?:an? )?{_BASIC}s?(?: lands?)? (?P=when))) (?:an? )?"
    rf"(?P<types>{_BASIC}s?(?: lands?)?) {_SET_OFF_CONDITION.pattern}"
)
"""The types a change offers on a condition of their own, after its first types' ("is a
Swamp during your turn and an Island during each opponent's turn", probe va71): the object
is one or the other, or neither, when each applies."""


def _said_to_be_a_land(masked: str, m: re.Match[str]) -> bool:
    """Whether a condition on the change's subject says it is a land as the change applies:
    right before it, on that object ("As long as enchanted creature is a land, it's a Forest",
    "If the tapped creature is a land, it becomes a Mountain"; not "If it's a land, the
    chosen creature becomes ...", whose "it" is another card, review), or after it ("...
    as long as it's a land" of one object, "... as long as they're lands")."""
    subject = m["subject"]
    before = _IF_A_LAND.search(masked, 0, m.start("subject"))
    if before is not None and (
        subject.lower() == "it" or (before["object"] or "it").lower() == subject.lower()
    ):
        return True
    after = _A_LAND_AFTER.match(masked, m.end())
    return after is not None and (
        not after["one"] or re.fullmatch(_ONE_OBJECT, subject) is not None
    )


_ONE_OBJECT = r"(?i:it|(?:that|enchanted|equipped|target|the(?: \w+)?) \w+)"
"""A subject that is one object, which "it" in a condition on it stands for."""
_IF_A_LAND = re.compile(
    rf"\b{WHILE} (?:it's|(?P<object>{_ONE_OBJECT}) is) (?:also )?a land(?: creature)?, $"
)
"""A condition right before a change that its subject is a land ("If it's a land, it becomes
a Forest ...", "As long as enchanted creature is a land creature, it's a Swamp", "While
...", probes vz wb)."""
_A_LAND_AFTER = re.compile(
    rf"[^.;,]*?\b{WHILE} (?:(?P<one>it(?:'s| is) a land\b(?! card))|they(?:'re| are) lands\b)"
)
"""The same condition after the change ("... is a Mountain ... as long as it's a land",
"... while it's a land", "Creatures you control are Forests ... as long as they're lands",
probe wn17)."""
_ITSELF_A_COPY_OF = re.compile(r"\b(?:as|becomes?) a copy of (.*?)(?=, except\b|[.]|$)")
"""The object the card enters as or becomes a copy of, up to its exception ("a creature,
planeswalker, or land you control")."""
_COPY_OF_OBJECT = re.compile(r" (?:that's a copy|that are copies) of (?P<copied>[^.,]*)")
"""The object tokens copy, up to the end of its words."""
_COPIES_A_LAND = re.compile(r" (?:that's a copy|that are copies) of [^.,]*?\blands?\b")
"""What follows tokens that are copies of a land ("two tokens that are copies of this
land", "a token that's a copy of target land you control")."""


_LAND_LIST_BEFORE = re.compile(
    rf"(?:^|(?<=[.:—] )|(?<=, ))(?:(?:[Ee]ach |[Aa]ll )?(?:{LAND_SUBTYPES})s?(?: you control)?"
    r"(?:, and |, or |, | and | or ))+$"
)
"""Land types listed before a type change's subject, from its sentence's start or after the
conditions it opens with ("During your turn, Deserts, Caves, and Gates you control are
...", "Each Forest you control and each Island you control is ...")."""


def _names_pattern(self_names: set[str]) -> str:
    """The card's names as one alternation, the longest first ("" where it has none)."""
    return "|".join(re.escape(n) for n in sorted(self_names, key=len, reverse=True))


def _last_named(text: str, self_names: set[str]) -> int:
    """Where `text` last names the card by one of `self_names`; -1 if it does not."""
    if not self_names:
        return -1
    names = _names_pattern(self_names)
    # "this creature's power" names a quality of the card, not the card as an object, and
    # "a copy of this land" what another object copies, not the card as one acted on; nor
    # does a duration ("for as long as you control this creature")
    durations = [d.span() for d in DURATION.finditer(text)]
    found = [
        m.start()
        for m in re.finditer(rf"(?<![\w'])(?<!copy of )(?<!copies of )(?:{names})(?!\w|'s\b)", text)
        if not inside(m.start(), durations)
    ]
    return found[-1] if found else -1


def land_token_colors(
    sentence: str,
    *,
    card_is_land: bool = False,
    self_words: str = "",
    earlier: Sequence[str] = (),
) -> tuple[tuple[str, ...], str | None] | None:
    """The basic land types' mana of a land token the sentence creates, if any; not a copy
    of an object named by another card type made a land type, not a land, by its exception
    ("a copy of target legendary creature you control, except ... it's a Forest": a creature
    gets no land subtype, 205.3d; "..., except it's a Forest land" makes it one). `earlier`
    are the sentences of the ability before it, where a pronoun's object may be named."""
    m = LAND_TOKEN.search(sentence)
    if m is None:
        return None
    copy = _COPY_EXCEPTED.search(m[0])
    if (
        copy is not None
        and not _COPY_MADE_LAND.match(sentence, m.end())  # "except it's a Forest land"
        # "except it's a land in addition to its other types and it's a Forest"
        and not _EXCEPTED_A_LAND.search(sentence, m.start())
        and not _copies_a_land(
            copy["copied"], sentence[: m.start()], card_is_land, self_words, earlier
        )
    ):
        return None
    return colors_of_types(m["types"] or m["types2"])


_COPY_MADE_LAND = re.compile(r"(?: [A-Z][\w'-]*)* land\b")
"""The word that makes a copy's exception a land ("except it's a Forest Dryad land creature")."""
_EXCEPTED_A_LAND = re.compile(
    r"\bexcept\b[^.]*?\b(?:it's|it is|they're|they are) (?:also )?(?:an? )?(?:[A-Z][\w'-]* )*"
    rf"{_LAND_QUALITIES}lands?\b"
)
"""An exception that makes the copy a land in a clause of its own, before or after the one
that gives it a land type ("except it's a land in addition to its other types and it's a
Forest"): the copy is a land, whatever it copies (707.9b), so it may be a Forest (205.3d)."""
_CARD_TYPE_WORD = re.compile(
    r"\b(?:creature|artifact|enchantment|planeswalker|battle|instant|sorcery)\b", re.IGNORECASE
)
"""Card types other than land (205.2a): an object named by one only is no land (an instant or
a sorcery never is one, 300.2a/305.9: a land can't be cast)."""


def _copies_a_land(
    copied: str, before: str, card_is_land: bool, self_words: str, earlier: Sequence[str] = ()
) -> bool:
    """Whether the object a token copies may be a land, so that "except it's a Forest" makes
    the copy one: the card itself where it is a land ("this land", "this creature" on a land
    creature); an object named a land or a permanent, or any card or token (`_may_be_land`);
    an object named before by a pronoun or "that card" (`_referent_may_be_land`). Not
    "nonland", nor an object named by another card type ("target creature you control"):
    its copy is no land (205.3d, docs/rules.md)."""
    if NO_LAND_AMONG.search(copied):
        return False  # "target nonland permanent", "target permanent that isn't a land"
    if self_words and re.fullmatch(f"(?:{self_words})", copied):
        return card_is_land
    refers = _REFERS_BACK.fullmatch(_THIS_WAY.sub(r"the \g<verb> \g<noun>", copied))
    if refers:
        return _referent_may_be_land(refers, before, earlier, card_is_land, self_words)
    return _object_may_be_land(copied)


def _object_may_be_land(copied: str) -> bool:
    """Whether an object a copy names by its words may be a land (`_may_be_land`), as a
    relative clause after them says too, and not of a mana value no land has (202.3)."""
    if NO_LAND_AMONG.search(copied):
        return False  # "target nonland permanent", "target permanent that isn't a land"
    relative = _RELATIVE_KINDS.search(copied)
    if relative is not None and not _relative_may_be_land(relative):
        return False  # "target permanent you control that's a creature or Vehicle"
    return _may_be_land(copied) and not _NO_LAND_VALUE.search(copied)


_RELATIVE_KINDS = re.compile(
    r"\bthat(?:'s| is| are) (?:an? )?(?P<kinds>[\w-]+(?:(?:,|,? or) (?:an? )?[\w-]+)*"
    r"(?: [\w-]+)?)$"
)
"""A relative clause that says what kind the object copied is ("target permanent you control
that's a creature or Vehicle", "... an artifact or enchantment creature": an artifact, or an
enchantment creature): it is one of them, as well as what its noun names."""
_THIS_WAY = re.compile(
    r"\b(?:the|each|(?:each|one|any) of the) (?P<noun>cards?|tokens?|permanents?)"
    r" (?P<verb>exiled|milled|revealed|discarded|chosen|returned|sacrificed) this way$"
)
"""An object an effect before took, named after its noun ("the card exiled this way", "each
card exiled this way"): the same object as "the exiled card" (`_REFERS_BACK`)."""


def _relative_may_be_land(relative: re.Match[str]) -> bool:
    """Whether one of the kinds a relative clause lists may be a land ("that's a Forest or
    a Plains"; not "that's a creature or Vehicle": a creature is no land by the docs'
    decision, and a Vehicle is an artifact subtype no land has, 205.3d)."""
    kinds = re.split(r",? or (?:an? )?|, (?:an? )?", relative["kinds"])
    return any(_may_be_land(f"a {kind} card") for kind in kinds)


def _may_be_land(named: str) -> bool:
    """Whether an object named by its kind may be a land: named a land, a land type or a
    permanent, or any card or token ("target land you control", "target Forest you control",
    "target permanent you control", "target card in your graveyard", "the top card of your
    library"), not one of a subtype no land has ("target Dragon card", "target Saproling
    token") nor "nonland" or another card type."""
    if re.search(r"\bnonland\b", named):
        return False
    named = _LINKED.sub("", named)  # "the card exiled with this artifact": any card
    if _LAND_KIND.search(named):
        return True
    if _CARD_TYPE_WORD.search(named):
        return False
    kind = _ANY_CARD.match(named)
    if kind is None:
        return False
    subtypes = set(re.findall(r"\b[A-Z][\w'-]*", kind["words"])) - {"X"}  # "the top X cards"
    return subtypes <= LISTED_LAND_TYPES  # "target card"; not "target Dragon card"


def _referent_may_be_land(
    refers: re.Match[str],
    before: str,
    earlier: Sequence[str],
    card_is_land: bool,
    self_words: str,
) -> bool:
    """Whether the object a pronoun, "that card" or "the exiled card" stands for may be a
    land (`refers`, a `_REFERS_BACK` match): what a condition of its sentence says it is ("If
    it was a land card, create ..."; "If it isn't a land card, ..."; "If a land card was
    milled this way, ..."); each object of a "For each ... this way" that opens it ("For each
    land card milled this way, create ..."; "For each card exiled this way": the cards
    exiled); else the object the ability's effect named last before it, in its sentence or
    the ones before, outside conditions ("you may exile a land card from your graveyard. If
    you do, create a token that's a copy of it"; "exile up to one target creature card ... a
    copy of it": that card, no land), of the same noun ("that card", "that permanent") or the
    one its verb took ("the exiled card"; "the revealed card" after "reveal it": what "it"
    stands for), the card where it is named last, and after "Otherwise" that names none, the
    other branch of the condition before; else the object of the ability's trigger, as its
    intervening "if" says it was ("if it was a land", "if it wasn't a land"), or as its
    event names it ("Whenever a land you control enters", "Whenever a Desert you control
    enters"), the card where the event names it ("When this land enters, create a token
    that's a copy of it")."""
    # the sentence's own condition, or the one its "If you do" follows ("If it's a creature
    # card, you may exile it. If you do, create a token that's a copy of it")
    # the sentence an "If you do" follows: its condition and its "For each" go on
    offered = earlier[-1] if earlier and _IF_YOU_DO.match(before) else None
    # the other branch of a condition: "If it's a land card, ...; otherwise, create ...",
    # "If it's a land card, .... If it isn't, create ..."
    names_self = self_mention(self_words) if self_words else re.compile("(?!)")
    other = _other_branch(before, earlier[-1] if earlier else "", names_self)
    if other is not None:
        return other
    said = _said_to_be_land(before)
    if said is None and offered is not None:
        said = _said_to_be_land(offered)
    if said is not None:
        return said
    # "For each land card milled this way, create a token that's a copy of it", and so in the
    # "If you do" of a choice the "for each" offers ("..., you may pay {1}. If you do, ...")
    each = _FOR_EACH.search(before) or (_FOR_EACH.search(offered) if offered else None)
    if each is not None:
        if each["kind"].strip():
            return _may_be_land(f"each {each['kind']}card")
        if each["verb"]:
            refers = _REFERS_BACK.fullmatch(f"the {each['verb']} card") or refers
    said_all = [*earlier, before]
    trigger = TRIGGER_OPENING.match(said_all[0])
    for at in range(len(said_all) - 1, -1, -1):
        start = trigger.end() if at == 0 and trigger is not None else 0
        text = said_all[at]
        conditions = [c.span() for c in IN_CONDITION.finditer(text)]
        # (the card's own name is the card, not an object its words name: "the Forest" of
        # "Keeper of the Forest", 201.5)
        selves = [m.span() for m in names_self.finditer(text, start)]
        objects = [
            m
            for m in _NAMED_OBJECT.finditer(text, start)
            if not _REFERS_BACK.fullmatch(m[0])
            and not inside(m.start(), conditions)
            and not inside(m.start(), selves)
        ]
        named = [m for m in objects if _fits(refers, m)]
        found = max(
            (m.start() for m in names_self.finditer(text, start) if _fits(refers, m)), default=-1
        )
        last = named[-1] if named and named[-1].start() > found else None
        # (a verb that opens the effect took it too: "Exile it. Create ... the exiled card")
        took_it = _took_it(refers, text, max(found, last.start() if last else -1, start - 1))
        if took_it is not None:
            # "Search your library for a land card, reveal it, ... a copy of the revealed
            # card": what "it" (or "that card") stands for there
            it = _REFERS_BACK.fullmatch(took_it["taken"])
            assert it is not None
            return _referent_may_be_land(
                it, text[: took_it.start()], said_all[:at], card_is_land, self_words
            )
        if last is not None:
            return any(
                _may_be_land(m[0]) and not _NO_LAND_VALUE.match(text, m.end())
                for m in _joined(last, objects)
            )
        if found >= 0:
            return card_is_land  # "exile this land. Create a token that's a copy of it"
        unconditioned = "".join(
            " " if inside(k, conditions) else c for k, c in enumerate(text[start:], start)
        )
        if not (refers["verb"] or refers["noun"]) and names_another_object(
            re.sub(r"\bth(?:at|ose) lands?\b", "", unconditioned)
        ):
            return False  # "exile another target Dragon you control ... a copy of it"
    if trigger is None:
        return False
    if names_self.search(trigger["event"]):
        return card_is_land  # "When this land enters, create a token that's a copy of it"
    said = _said_to_be_land(f"{trigger['condition'] or ''},")
    if said is not None:
        return said  # "if it was a land", "if it wasn't a land", "if it was a creature"
    return _event_may_be_land(trigger["event"])


_SPELL_EVENT = re.compile(
    r"\bcasts? (?:a|an|another|your|their|its|the)\b"
    r"|^(?:When|Whenever) (?:an?|another|the|target) (?:(?!(?:or|and)\b)[\w-]+ ){0,3}spells?\b"
)
"""An event whose object is a spell: one cast ("Whenever you cast a permanent spell") or
named a spell ("Whenever a permanent spell you control is countered"): a spell is never a
land, whatever it would be as a permanent (a land isn't cast, 305.1, 305.9)."""


def _event_may_be_land(event: str) -> bool:
    """Whether the object a trigger's event names may be a land: one named a land, a land
    type or a permanent ("Whenever a land you control enters", "Whenever an artifact,
    creature, or land you control is put into a graveyard"), or any card ("Whenever you
    discard a card", "Whenever a card is put into your graveyard from your library"); not
    "nonland" ("another nonland permanent"), a card named by another card type ("a creature
    card"), nor a spell cast ("Whenever you cast a permanent spell")."""
    if _SPELL_EVENT.search(event):
        return False
    event = re.sub(r"\bnonland,? (?:[\w-]+,? )*?(?:permanents?|cards?)\b", "", event)
    if _LAND_KIND.search(event):
        return True
    return any(_may_be_land(card[0]) for card in _ANY_CARD.finditer(event))


def _joined(last: re.Match[str], objects: list[re.Match[str]]) -> list[re.Match[str]]:
    """The objects named together with `last` by "and" ("target land card and target
    creature card", "target creature card and up to one target land card"): what the verb
    took, or "them" stands for, is each of them, any of which may be the land."""
    at = objects.index(last)
    first = after = at
    text = last.string
    while first > 0 and _AND.fullmatch(text, objects[first - 1].end(), objects[first].start()):
        first -= 1
    while after + 1 < len(objects) and _AND.fullmatch(
        text, objects[after].end(), objects[after + 1].start()
    ):
        after += 1
    return objects[first : after + 1]


_AND = re.compile(r",? and ")


def _took_it(refers: re.Match[str], text: str, after: int) -> re.Match[str] | None:
    """Where the verb of "the revealed card" took an object named before by a pronoun or
    "that card" ("reveal it", "That player discards that card"), after `after`; its group
    `taken` is those words."""
    if not refers["verb"]:
        return None
    verb = _VERB_OF[refers["verb"].lower()]
    taken = r"(?P<taken>it|them|th(?:at|ose) (?:cards?|tokens?|permanents?))"
    found = list(re.finditer(rf"\b{verb}s? {taken}\b", text, re.IGNORECASE))
    return found[-1] if found and found[-1].start() > after else None


def _fits(refers: re.Match[str], named: re.Match[str]) -> bool:
    """Whether an object named may be the one `refers` stands for: any for a pronoun, one of
    its noun for "that card" or "that permanent", one its verb took for "the exiled card"
    ("Exile target land card", "you may exile a creature card from among them")."""
    if refers["verb"]:
        verb = _VERB_OF[refers["verb"].lower()]
        took = rf"\b{verb}s? (?:(?:up to )?(?:one|two|three|four|five|X|\d+) |any number of )?$"
        return re.search(took, named.string[: named.start()], re.IGNORECASE) is not None
    if refers["noun"]:
        noun = refers["noun"].lower().rstrip("s")
        return noun == "object" or re.search(rf"\b{noun}s?\b", named[0]) is not None
    return True


def _said_to_be_land(sentence: str) -> bool | None:
    """What a condition of `sentence` says the object a pronoun stands for is, as to being a
    land: "If it was a land card," or "If it's an artifact, creature, or land card," (whether
    it may be one), "If it isn't a land card," (no land), "If a land card was milled this
    way,", "If its mana value is 2 or greater," (no land card has it, 202.3); None where no
    condition says."""
    said = [
        *_SAID_TO_BE.finditer(sentence),
        *_VALUE_SAID.finditer(sentence),
        *_CAST_SAID.finditer(sentence),
    ]
    if not said:
        return None
    last = max(said, key=lambda m: m.start())
    if last.re is not _SAID_TO_BE:
        return False  # a mana value no land has (202.3), or a spell cast (305.9)
    if not last["negated"] and _NO_LAND_VALUE.match(last["value"] or ""):
        return False  # "If it's a permanent card with mana value 3 or greater," (202.3)
    kinds = _kinds(last)
    if last["negated"]:
        return False if "land" in kinds else None
    listed = last["kinds"] or last["put"]
    if "," in listed and " or " not in listed:
        # adjectives, not a choice: "a noncreature, nonland card" is both
        return all(_may_be_land(f"a {kind} card") for kind in kinds)
    return any(_may_be_land(f"a {kind} card") for kind in kinds)


_VALUE_SAID = re.compile(
    r"\b[Ii]f (?:(?:its|that card's|the (?:exiled|milled|revealed|discarded) card's) mana value"
    r" (?:is|was)"
    r"|(?:it|that card|the (?:exiled|milled|revealed|discarded) card) (?:has|had) mana value)"
    r" (?:[1-9]\d* or greater|greater than \d+|odd),"
)
"""A condition that the object's mana value is one no land card has ("If its mana value was
4 or greater,", "If that card has mana value 4 or greater,", "If its mana value is odd,"): a
land has no mana cost, so its mana value is 0, which is even (202.3)."""
_CAST_SAID = re.compile(r"\b[Ii]f (?:you|its controller|that player) cast it\b[^,.]*,")
"""A condition that the object was cast: a spell, never a land (a land isn't cast, 305.9)."""


def _kinds(said: re.Match[str]) -> list[str]:
    """The kinds a `_SAID_TO_BE` condition lists ("an artifact, creature, or land card":
    artifact, creature, land)."""
    listed = re.split(r",? or (?:an? )?|, (?:an? )?", said["kinds"] or said["put"])
    return [re.sub(r" (?:card|permanent)$", "", kind) for kind in listed]


def _other_branch(sentence: str, sentence_before: str, names_self: re.Pattern[str]) -> bool | None:
    """Whether "it" in the other branch of a condition may be a land (`_otherwise_land`): a
    sentence that opens "Otherwise," or "If it isn't," (the condition before, negated), or
    the part of one after "; otherwise," (the condition of its first part); None where no
    such branch is, or where it names an object, the card or a condition of its own
    ("Otherwise, if it's a creature card, ...", "Otherwise, sacrifice this creature and
    create a token that's a copy of it")."""
    first, semicolon, branch = sentence.rpartition("; otherwise, ")
    if not semicolon:
        opening = _OTHER_BRANCH.match(sentence)
        if opening is None:
            return None
        first, branch = sentence_before, sentence[opening.end() :]
    # (the kind its own condition names is no object: "Otherwise, if it's a permanent card")
    unsaid = _SAID_TO_BE.sub(" ", branch)
    if _NAMED_OBJECT.search(unsaid) or names_self.search(unsaid):
        return None
    otherwise = _otherwise_land(first)
    if _SAID_TO_BE.search(branch):
        # "If it's a land card, .... Otherwise, if it's a permanent card, ...": both hold,
        # so it is no land whatever its own condition names; else that condition says
        return False if otherwise is False else None
    return otherwise


_OTHER_BRANCH = re.compile(
    r"\s*(?:Otherwise|If (?:it|that card) (?:is|was)(?:n't| not)|If not|If it's not),"
)
"""The opening of a sentence that is the other branch of the condition before it:
"Otherwise," or a negation that repeats only its subject ("If it isn't,")."""


def _otherwise_land(sentence_before: str) -> bool | None:
    """Whether "it" in the other branch of the condition of `sentence_before` may be a land
    ("If it's a land card, ... Otherwise": no land; "If it's a nonland card, ... Otherwise"
    or "If it isn't a land card, ... Otherwise": a land); None where it says no such
    thing."""
    said = list(_SAID_TO_BE.finditer(sentence_before))
    if not said:
        return None
    kinds = _kinds(said[-1])
    if said[-1]["negated"]:
        return True if kinds == ["land"] else None  # "If it isn't a land card"
    if said[-1]["value"] and not _LAND_VALUE.match(said[-1]["value"]):
        return None  # "If it's a permanent card with mana value 2 or greater": lands aren't
    if "land" in kinds or "permanent" in kinds:
        # "If it's a land card", "If it's a creature or land card", "If it's a permanent
        # card": every land is one (land is a permanent type, 110.4)
        return False
    return True if kinds == ["nonland"] else None


_REFERS_BACK = re.compile(
    # "one of them", "each of them": one of the objects "them" stands for, any of which may be
    # the one copied
    r"(?i:(?:(?:one|each|any|either|both|all) of )?"
    r"(?:it|them|th(?:at|ose) (?P<noun>cards?|tokens?|objects?|permanents?))"
    r"|the (?P<verb>exiled|milled|revealed|discarded|chosen|returned|sacrificed)"
    r" (?:cards?|tokens?|permanents?))"
)
"""How a copy names an object named before it ("a copy of it", "a copy of that card", "a
copy of that permanent", "a copy of the exiled card", "a copy of one of them")."""
_FOR_EACH = re.compile(
    r"(?:^|, )[Ff]or each (?P<kind>(?:[\w-]+ )*?)(?:cards? |permanents? )?"
    r"(?:(?P<verb>exiled|milled|revealed|discarded|chosen|returned|sacrificed) this way"
    r"|among (?:them|those cards)),"
)
"""A "for each" that opens a sentence's effect over the objects an effect took or a group
named before: "it" after it is each of them ("For each land card milled this way, ...",
"For each land sacrificed this way, ...", "For each land card among them, ...")."""
_IF_YOU_DO = re.compile(r"\s*(?:If|When) you do\b")
"""An effect that follows the choice of the sentence before: "If you do", or a reflexive
trigger's "When you do" (603.12), whose object is the one that sentence is about."""
_LAND_VALUE = re.compile(r" with mana value (?:0|\d+ or less|less than [1-9]\d*)$")
"""A mana value every land card has: 0 (202.3)."""
_NO_LAND_VALUE = re.compile(r" with mana value [1-9]\d* or greater\b")
"""A mana value no land card has (a land has no mana cost, 202.3)."""
_VERB_OF = {
    "exiled": "exile",
    "milled": "mill",
    "revealed": "reveal",
    "discarded": "discard",
    "chosen": "choose",
    "returned": "return",
    "sacrificed": "sacrifice",
}
"""The verb that took the object "the exiled card" or "the chosen card" names."""
_KIND = r"[\w-]+(?: (?:creature|card|permanent))?"
_KINDS = rf"{_KIND}(?:(?:,|,? or) (?:an? )?{_KIND})*"
_SAID_TO_BE = re.compile(
    r"\b[Ii]f (?:(?:it|that card|that permanent|the (?:exiled|milled|revealed|discarded) card)"
    r"(?:(?P<negated>(?: was| is|'s)(?:n't| not))|(?: was| is|'s)) an? "
    rf"(?P<kinds>{_KINDS})(?: card| permanent)?"
    rf"|an? (?P<put>{_KINDS}) card was (?:milled|discarded|revealed|exiled) this way)"
    r"(?P<value> with mana value [^,.]*)?,"
)
"""A condition that says what the object a pronoun stands for is ("If it was a land card,",
"If it isn't a land card,", "if it was a land creature,", "If it's an artifact, creature, or
land card,", "If it's a creature card or a Vehicle card,", "If a land card was milled this
way,"), with the mana value it says it has ("If it's a permanent card with mana value 3 or
greater,")."""
_OBJECT_KIND = (
    r"(?:creature|artifact|enchantment|permanent|card|land|planeswalker|battle|token"
    rf"|{LAND_SUBTYPES})s?"
)
_NAMED_OBJECT = re.compile(
    r"(?<![Dd]raw )(?<![Dd]raws )"
    r"\b(?:(?<![Ff]or )(?i:each)|(?i:target|an?|another|the|that|those|all|up to \w+(?: target)?)"
    r"|(?:one|two|three|four|five|X|\d+)(?= (?:[\w-]+ )?(?:cards|tokens)\b))"
    r" (?!number\b)(?:(?!(?:an?|the|players?|opponents?|you|to|from|of|in|on|with)\b)"
    r"[\w/+-]+ ){0,3}?"
    rf"{_OBJECT_KIND}(?:(?:,|,? or) {_OBJECT_KIND})*(?: {_OBJECT_KIND})?\b(?!'s)"
)
"""An object an effect names, with the words before its noun ("a land card", "target
card", "up to one target creature card", "the top card", "a 1/1 Saproling creature token",
"target Forest you control"); not one counted ("for each land you control", "For each card
exiled this way", "the number of lands"), nor a card drawn (it goes to a hand)."""
_LINKED = re.compile(r" exiled with\b.*$")
"""Where a card was put by a linked ability ("the card exiled with this artifact", 607.2a):
the object named after "with" is the card's, not the kind of the card exiled."""
_ANY_CARD = re.compile(
    r"\b(?i:target|an?|another|the|that|those|each|your|up to \w+(?: target)?|one|two|three"
    r"|four|five|X|\d+) (?P<words>(?:[\w-]+ )*?)"
    r"(?:cards?|tokens?)\b"
)
"""A card or token named by no card type, which may be any ("target card", "the top card",
"target Forest card", "your second card" a player draws)."""


_LAND_KIND = re.compile(
    r"\b(?:lands?|permanents?|" + "|".join(sorted(LISTED_LAND_TYPES)) + r")s?\b"
)
"""Words a trigger's event names a land by, or a permanent that may be one."""
_COPY_EXCEPTED = re.compile(r"\bcop(?:y|ies) of (?P<copied>[^.]*?),? except\b")
"""The object a token copies, up to the exception that changes the copy."""
