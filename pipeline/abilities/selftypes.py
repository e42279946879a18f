"""What the card's own text makes the card: the card types and subtypes it can become, those
it always has, those it can lose, and what it surely is as one of its abilities applies.

The text alone decides here; `owners.CardTraits` gathers the answers with the type line and
the group changes (which need `owners.belongs_to`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass

from pipeline.abilities.grammar import (
    ARTIFACT_SUBTYPES,
    BASIC,
    BASIC_TYPE_NAMES,
    CARD_TYPES,
    CHOOSES_BASIC_LAND_TYPE,
    CONTROL_CONDITION_WORDS,
    CONTROLLED,
    COST_FIRST,
    ENCHANTMENT_SUBTYPES,
    EXCEPTION,
    GROUP_MODIFIER,
    GROUP_RELATIVE,
    LISTED_LAND_TYPES,
    NONCREATURE_SUBTYPES,
    OTHERS_TURNS,
    OTHERWISE_OPENING,
    PLAYERS_POSSESSIVE,
    TRIGGER_OPENING,
    YOUR_GROUP_OPENING,
    YOUR_TURN,
    chooses_only_basic_land_types,
    offered_basic_types,
    other_control_opening,
    other_state_opening,
    other_turns_opening,
    otherwise_basic_types,
)
from pipeline.abilities.referents import (
    CARD_OR_GROUP,
    antecedent_is_self,
    others_named,
    pronoun_is_self,
    that_player,
    triggering_group,
)
from pipeline.abilities.text import (
    QUOTED,
    REMINDER,
    inside,
    last_sentence,
    line_before,
    names_itself,
    self_pattern,
    sentences,
)

_CREWED = re.compile(
    r"^Crew\b|\bIt's an artifact creature at \d+\+|^STATION \d+\+\n(?:.*\n)*?\d+/\d+$",
    re.MULTILINE,
)
"""Crew (a Vehicle crewed "becomes an artifact creature", 702.122a) and a Spacecraft's
station reminder ("It's an artifact creature at 8+"), or the power and toughness its
threshold prints ("STATION 8+ ... 6/6") where the reminder is left out; not a leveler's
("LEVEL 2-4 ... 3/3"), a creature's all along."""


_BECOMES_CREATURE = re.compile(
    r" (?:becomes|is) an? [^.]*?\b(?:creature|land)\b|\bin addition to its other (?:\w+ )?types\b"
)
"""A sentence that may make something a creature or a land: "This land becomes a 3/3
Elemental creature", "This Class is a 4/4 Elf Druid creature in addition to its other
types", "This creature is a Forest land in addition to its other types"; or give it a
subtype: "this creature is a Druid in addition to its other types"."""


_BECOMES_A_TYPE = re.compile(
    r" (?:becomes|is) an? (?:\d+/\d+ )?"
    # what it becomes, not the words of a clause after it ("is a Swamp in addition to its
    # other types and can't be blocked as long as defending player controls a nonbasic land")
    r"(?P<what>(?:(?! and (?!(?:white|blue|black|red|green)\b)| as long as | if | unless"
    r"| during | while )[^.,])*?)"
    r"\b(?P<type>creature|land)\b"
    # a basic land type the same effect gives with it ("becomes a 3/3 green Elemental
    # creature and a Forest", 305.7)
    rf"(?: and an? (?P<basic>{BASIC})\b)?"
)
_GETS_SUBTYPES = re.compile(
    r" (?:becomes|is) an? (?P<what>(?:[A-Z][\w'-]* )*(?:artifact|enchantment) (?:[A-Z][\w'-]* )*)"
    r"in addition to its other (?:creature )?types\b"
)
"""A card type, and subtypes with it, the card's text adds to its own ("This land is an
artifact in addition to its other types"); subtypes alone are `_BECOMES_SUBTYPES`'."""
_BECOMES_BASIC = re.compile(
    rf" (?:(?:becomes|is) (?:an? (?P<what>{BASIC})|(?:a land of )?(?P<every>every basic land type))"
    rf"|are (?P<plural>{BASIC})s?)\b"
)
"""A basic land type the card's text gives the card ("This land becomes a Forest until end
of turn"), or every one ("This land is every basic land type"), or the card beside others
("This land and other lands you control are Islands"), a land of every one too ("This
creature is a land of every basic land type", 205.1a)."""
_BECOMES_SUBTYPES = re.compile(
    # "become" of a subject that lists the card with others ("it and ... each become")
    r" (?:(?:becomes|is) an? |become |are )(?:\d+/\d+ )?"
    r"(?:(?:colorless|white|blue|black|red|green)(?:,| and|, and)? )*"
    r"(?P<what>[A-Z][\w'-]*(?:(?: |, |,? and )[A-Z][\w'-]*)*)"
    # a card type after them is `_BECOMES_A_TYPE`'s ("becomes a 3/3 Elemental creature"),
    # and each subtype before it too ("a 5/5 Giant Warrior creature")
    r"(?![\w'-]| (?:[A-Z]|(?:artifact|creature|enchantment|land)\b))",
    re.MULTILINE,
)
"""Subtypes with no card type ("This creature becomes a Faerie and gains flying until end
of turn", "becomes a blue Frog with base power and toughness 1/1", "This creature is a
Cleric, Rogue, Warrior, and Wizard in addition to its other types"): creature types that
replace the card's (205.1a) unless it keeps them."""
_SUBTYPE_WORD = re.compile(r"[A-Z][\w'-]*")
_BECOMES_CHOSEN = re.compile(
    r" (?:becomes|is) (?:a land of )?the (?:(?P<kind>creature|basic land) type of"
    r" (?:your|its controller's) choice|chosen (?P<named>(?:creature |basic land )?type))\b"
)
"""A subtype its controller chooses ("This land becomes the basic land type of your choice
until end of turn", "This creature is the chosen type"; "a land of the chosen type", its
card type too), replacing the card's of that kind (205.1a, 305.7)."""
_CHOOSES_KIND = re.compile(r"\b(?i:choose)s? an? (?P<kind>creature|basic land) type\b")
"""The choice "the chosen type" names ("As this land enters, choose a basic land type")."""
_HAVE_IT_BECOME = re.compile(r"\b(?:you may )?have (?P<object>this [a-z]+|it) become\b")
"""The causative "have this land become" (the same change as "this land becomes")."""
_CLAUSE_START = re.compile(r"[.:,—] (?:[Tt]hen )?")
"""Where the subject of a clause may start: after a sentence, a cost, a condition or a label
("Then this creature becomes ...": after "Then" too)."""


_BESTOW = re.compile(r"^Bestow\b", re.MULTILINE)
_LIVING_METAL = re.compile(r"^Living metal\b", re.MULTILINE)
_ITS_AFTER_SENTENCE = re.compile(
    r"(?P<lead>(?<=\. )|\b(?:As long as [^,.]*|If (?:this [a-z]+|it)(?: is|'s) [^,.]*), )"
    r"(?P<i>[Ii])t's\b"
)
"""An "it's" that opens a sentence or follows a duration's condition ("As long as this Vehicle
is attacking, it's a Dragon ...") or one on the object's own state ("If this land is tapped,
it's a Mountain", probes yb59 yb78): "it is", as the changes are read (not a reminder's "If
you cast this card for its bestow cost, it's an Aura spell": the spell's)."""
_AND_ANOTHER_VERB = re.compile(r" (?:loses|gains|gets|has|is)\b[^.,:;]*? and$")
_AND_MORE_ITEMS = re.compile(r" and [^.,:;]*?$")
"""The objects after the first of a subject that lists several ("it and up to one other
target creature you control each become ...", "This creature and other creatures you
control are ...", "This land and lands you control other than Gates are Swamps"): each of
them, the first too."""


def _said_of_itself(
    oracle_text: str, at: int, name: str | None, own: set[str], type_line: str
) -> bool:
    """Whether the card is the subject of the clause that ends at `at` ("this land becomes
    ...", "Kolvar, Ashen Regent is ..."), or "It" after a sentence about the card ("{2}{G}:
    Untap this land. It becomes a 2/2 green Elf creature ..."), or "it" after a trigger
    event that names it ("When this land enters, it becomes ...")."""
    before = _subject_before(oracle_text, at)
    starts = [0, *(c.end() for c in _CLAUSE_START.finditer(before))]
    if any(names_itself(before[s:], name, own, type_line) for s in starts[-3:]):
        return True
    # the card last of the subject's items ("Target land and this land are Swamps"), not of
    # its exception's ("Lands you control other than Gates and this land")
    items = _subject_before(oracle_text, at, first_item=False).rpartition(" and ")
    if (
        items[1]
        and names_itself(items[2], name, own, type_line)
        and not re.search(EXCEPTION, last_sentence(items[0]))
    ):
        return True
    itself = self_pattern(name, own, type_line)
    if before.endswith(", it"):
        # "When this land enters, it becomes ...": the object the event named last;
        # "Whenever this land or another land you control enters, it ...": the card is one
        # the event names (603.2)
        sentence = last_sentence(before)
        group = triggering_group(sentence)
        if group is not None and CARD_OR_GROUP.match(group):
            return True
        return pronoun_is_self(sentence[: -len("it")], sentence, itself)
    previous = sentences(before[: -len("It")]) if before.endswith(". It") else []
    return bool(previous) and antecedent_is_self(previous, itself)


_SECTION = re.compile(
    r"^(?:[^\n:]*: )?Level \d+$|^STATION \d+\+$|^LEVEL \d+(?:-\d+|\+)$", re.MULTILINE
)
"""The line that opens a part of the text which works only from a level or a number of
counters on: a Class's level (716.2a), a Spacecraft's station threshold, a leveler's range
(711.2)."""
_CONDITIONAL = re.compile(
    r"\b(?:[Uu]ntil|[Aa]s long as|[Ii]f|[Uu]nless|[Dd]uring|[Ww]hile|[Ww]hen(?:ever)?|[Aa]t"
    r"|[Oo]therwise)\b|:"
)
"""A word that makes a sentence's change work only for a while or on a condition (the other
branch of the sentence before it, "Otherwise, ..."), or a cost or label before it."""


def always_applies(oracle_text: str, m: re.Match[str]) -> bool:
    """Whether the change `m` finds ("Vessa is an artifact in addition to its other types")
    is a static ability with no condition, always applying on the battlefield (604.1,
    611.3a): "is"/"are" and not "becomes", its line opened by no trigger, chapter or cost,
    its sentence without a condition ("until", "as long as", "if", ...), a quoted ability's
    words none of its own, and no part of a level or station threshold."""
    # where the change's own words start: a group's, after the sentence break its pattern
    # matched too
    at = m.start("group") if "group" in m.re.groupindex else m.start()
    section = _SECTION.search(oracle_text)
    if section is not None and section.start() < at:
        return False
    text = blank_quotes(oracle_text)  # a quote's "{T}:" and periods are none of the line's
    start = text.rfind("\n", 0, at) + 1
    # the sentence's end, not past the line's: a quote's period is blanked ('... and have
    # "{2}, {T}, Sacrifice this artifact: You gain 3 life."' ends its line)
    ends = [i for i in (text.find(".", m.end()), text.find("\n", m.end())) if i >= 0]
    line = text[start : min(ends, default=len(text))]
    if _OPENS_ABILITY.match(line) or ":" in text[start:at]:
        return False  # a trigger, a chapter, max speed or a cost opens the line
    # a condition is its own sentence's ("This creature can't block unless you control a
    # Forest. This creature is an Elf ...": the Elf always)
    cut = line.rfind(". ", 0, at - start)
    sentence = line[cut + 2 :] if cut >= 0 else line
    # a condition whose other branch sets basic land types too sets one of them always ("Lands
    # you control are Swamps if you control a Swamp, or Islands otherwise"; "This land is a
    # Mountain as long as you control a Desert; otherwise, it's a Plains"; "As long as it's
    # your turn, this land is a Plains. Otherwise, it's an Island.": probes tu41 ul87 um; not
    # "otherwise, it's a Forest in addition to its other types")
    subject = m["group"] if "group" in m.re.groupindex else _CLAUSE_OPENING.split(text[:at])[-1]
    end = min(ends, default=len(text))
    completed = _conditions_completed(sentence, subject, text[m.end() : end], text[end:])
    if completed is not None:
        sentence = completed.sub("", sentence)
    sentence = _EITHER_BRANCH.sub("", sentence)
    return not re.search(r"\bbecomes?\b", sentence) and _CONDITIONAL.search(sentence) is None


_EITHER_BRANCH = re.compile(otherwise_basic_types())
"""A condition and the basic land types a change offers after it, in one clause."""
_CLAUSE_OPENING = re.compile(r"[,.;:\n] ?")
"""Where a clause's words start, its subject's: after a condition's comma or a sentence's
end."""
_OTHERWISE_COMPLETES = re.compile(
    r"\b(?:[Ii]f|[Aa]s long as|[Ww]hile|[Dd]uring|[Uu]nless|[Oo]therwise)\b"
)
"""The conditions an "Otherwise" branch completes: its sentence's ("During combat, this land
is a Mountain; otherwise, it's a Plains", "Unless you control a Zombie, ...; otherwise, ...",
probes xj89 xu38), and its own word."""
_NESTED_CONDITION = re.compile(
    r"\s*(?:[Dd]uring|[Aa]s long as|[Ii]f|[Ww]hile|[Uu]nless)\b[^,]*,"
    r"[^;.]*\b(?:if|as long as|unless|while|during)\b"
)
"""A sentence whose opening condition holds another after it ("During combat, this land is a
Mountain if you control a Goblin; otherwise, ..."): its "Otherwise" is the inner one's other
branch only, which leaves the outer condition's other branch open (review)."""
_TURNS_COMPLETE = re.compile(rf"\b(?:{YOUR_TURN}|{OTHERS_TURNS})\b")
"""The conditions a branch for the other turns completes: only the turns ("If you control a
Wizard, this land is an Island during your turn. During each other player's turn, ...":
not the Wizard, on which the first branch still depends)."""


_CONTROL_COMPLETES = re.compile(CONTROL_CONDITION_WORDS)
"""The condition a branch with the same condition denied completes: only that one."""


def _conditions_completed(
    sentence: str, subject: str, rest: str, after: str
) -> re.Pattern[str] | None:
    """The conditions of `sentence` whose other branch, in its own clause after the change, in
    `rest` ("...; otherwise, ..."), or in the sentence `after` it (". Otherwise, ...", or ".
    During each other player's turn, ..." after "During your turn"), sets basic land types
    of the same object with no condition of its own: the change's `subject` named again or
    by a pronoun ("...; otherwise, lands you control are Islands" after "Each land you
    control is a Swamp ...": probes up57 va61; not "Other lands you control are Islands
    ...; otherwise, each land you control is a Swamp"). None where there is no such
    branch."""
    otherwise = _other_branch(OTHERWISE_OPENING, _subject_words(subject))
    if (otherwise.search(rest) or otherwise.match(after)) and not _NESTED_CONDITION.match(sentence):
        return _OTHERWISE_COMPLETES
    # (in the next sentence, or in the same one, after the change and its condition: "This
    # land is a Swamp as long as you control a Rogue, and if you don't control a Rogue, it's
    # an Island", review)
    for opening, completed in (
        (other_turns_opening(sentence), _TURNS_COMPLETE),
        (other_control_opening(sentence), _CONTROL_COMPLETES),
    ):
        if opening is not None:
            branch = _other_branch(opening, _subject_words(subject))
            if branch.match(after) or branch.search(rest):
                return completed
    # (a state said and denied: "As long as you're the monarch, ... As long as you aren't
    # ...", read last, the rarest)
    if (state := other_state_opening(sentence)) is not None:
        branch = _other_branch(state[0], _subject_words(subject))
        if branch.match(after) or branch.search(rest):
            return re.compile(state[1])
    return None


def _subject_words(subject: str) -> str:
    """A subject as a pattern of the same objects named again, its first word in the singular
    or the plural ("Each land you control": "lands you control" too)."""
    words = re.sub(r"^(?:each|all) ", "", subject.strip().lower())
    if not words:
        return ""
    first, _, rest = words.partition(" ")
    named = re.escape(first.removesuffix("s")) + "s?" + (f" {re.escape(rest)}" if rest else "")
    return rf"(?:each |all )?{named}"


@functools.lru_cache(maxsize=64)
def _other_branch(opening: str, subject: str) -> re.Pattern[str]:
    """The other branch `_conditions_completed` looks for after its `opening` (compiled once
    per subject)."""
    named = rf"|(?i:{subject}) (?:is|are)" if subject else ""
    return re.compile(
        rf"{opening}(?:it's|it is|they're|they are{named}) (?:an? )?{BASIC}s?(?: lands?)?\b"
        # (setting them always: no other types kept, no ability of its own, no condition)
        r"(?![^.;]*\b(?:in addition|ha(?:s|ve)|if|as long as|during|until|unless)\b)"
    )


_OPENS_ABILITY = re.compile(
    r"(?:[^—.]*— )?(?:When|Whenever|At)\b|[IVX]+(?:, [IVX]+)* — |Max speed — "
)
"""A line's opening that makes it a triggered ability, a trigger (603.1) or a Saga's chapter
(714.2b), or an ability that works only on a condition: "Max speed — [ability]" means "as
long as you have max speed, this has [ability]"."""


@functools.lru_cache(maxsize=256)
def blank_quotes(text: str) -> str:
    """`text` with each quoted ability's words blanked, the positions kept (cached: each
    change `always_applies` judges asks it of the same text)."""
    return QUOTED.sub(lambda q: '"' + " " * (len(q[0]) - 2) + '"', text) if '"' in text else text


EVERY_CREATURE_TYPE = "every creature type"
"""In a change's types, that it makes the card every creature type too ("becomes a 2/2
creature with all creature types"): no subtype's name."""
NOT = "not "
"""Before a card type in a change's types, that the change takes it away ("not creature")."""
RULES_TEXT_LOST = f"{NOT}rules text"
"""In a change's types, that it takes the abilities of the card's rules text away: it sets the
basic land types of a card that is or becomes a land (305.7: "{2}: This land becomes a Swamp
until end of turn"; "As long as it's your turn, this land is an Island")."""


@dataclass(frozen=True)
class OwnChanges:
    """The card types and subtypes the card's text gives the card itself."""

    can_become: frozenset[str] = frozenset()
    always: frozenset[str] = frozenset()
    """Those it gives with no condition (`always_applies`)."""
    always_taken: frozenset[str] = frozenset()
    """The "not ..." words of the subtypes those always replace (205.1a, 305.7): "Lands
    you control are Islands" on a Forest, no Forest on the battlefield."""
    sets_land_type: bool = False
    """One of those sets its basic land types, keeping no other ("Lands you control are
    Swamps"): a land loses the abilities of its rules text then (305.7)."""
    changes: tuple[frozenset[str], ...] = ()
    """Each change that does not always apply, by the types it gives at once (with
    `EVERY_CREATURE_TYPE`): a state the card can be in."""
    of_groups: tuple[tuple[str, frozenset[str], int], ...] = ()
    """Changes of a group the card may be one of, each with that group and where it stands
    in the text, for the caller to judge ("Whenever a creature you control enters, it
    becomes a Warrior ...", 603.2: the card entering too; "all creatures lose all creature
    types")."""
    always_of_groups: tuple[tuple[str, frozenset[str], int], ...] = ()
    """Those of them that always apply ("Creatures you control lose all creature types."): the
    card's for good where it is surely one of the group, a state where it may be; the caller
    judges the group (`owners.surely_one_of`)."""


def types_it_can_become(
    oracle_text: str, name: str | None, own: set[str], type_line: str
) -> OwnChanges:
    """The card types and subtypes the card's text gives the card itself: crewed, bestowed,
    "This land becomes a 3/3 Elemental creature", "This creature is a Druid in addition to
    its other types", "{1}: This land becomes a Forest until end of turn"."""
    # "you may have this land become a 2/2 Elemental creature": "this land becomes ...";
    # "... It's an artifact in addition to its other types": "It is"
    oracle_text = _HAVE_IT_BECOME.sub(r"\g<object> becomes", oracle_text)
    changes: list[frozenset[str]] = []
    always: set[str] = set()
    always_taken: set[str] = set()
    land_type_set: list[bool] = []
    if _CREWED.search(oracle_text):
        changes.append(frozenset({"artifact", "creature"}))
    if _BESTOW.search(oracle_text):
        # bestowed, an Aura on the battlefield and no creature (702.103b)
        changes.append(frozenset({"Aura", f"{NOT}creature"}))
    if _LIVING_METAL.search(oracle_text):
        changes.append(frozenset({"creature"}))  # on its controller's turn (702.161a)
    oracle_text = _ITS_AFTER_SENTENCE.sub(r"\g<lead>\g<i>t is", oracle_text)
    of_groups: list[tuple[str, frozenset[str], int]] = []
    if _may_change_types(oracle_text):
        _read_changes(
            oracle_text,
            name,
            own,
            type_line,
            changes,
            always,
            always_taken,
            of_groups,
            land_type_set,
        )
    for m in _LOSES_TYPES.finditer(oracle_text):
        # "this creature loses all creature types until end of turn"; "Whenever a creature
        # you control attacks, it loses all creature types ..." (the card too, 603.2)
        if m["kind"] == "land" and _AND_BECOMES_BASIC.match(oracle_text, m.end()):
            continue  # one change with the type it sets, `_BECOMES_BASIC`'s (305.7)
        if _said_of_itself(oracle_text, m.start(), name, own, type_line):
            changes.append(_losses(m["kind"], own))
        elif (group := _trigger_group(oracle_text, m.start())) is not None:
            of_groups.append((group, _losses(m["kind"], own), m.start()))
    always_of_groups: list[tuple[str, frozenset[str], int]] = []
    for m in _GROUP_LOSES_TYPES.finditer(oracle_text):
        # "Creatures you control lose all creature types.", or "Until end of turn, all
        # creatures lose all creature types"
        lost = (m["group"], _losses(m["kind"], own), m.start("group"))
        (always_of_groups if always_applies(oracle_text, m) else of_groups).append(lost)
    for given, taken in _sets_its_types(oracle_text, name, own, type_line):
        # "becomes an Aura enchantment": an enchantment that is no creature at once; the
        # state `_read_changes` found for the same words takes those card types too ("This
        # enchantment becomes a 4/4 Treefolk creature": no enchantment then, 205.1a)
        denied = {f"{NOT}{t}" for t in taken}
        same = [c for c in changes if {w for w in c if not w.startswith(NOT)} == given]
        changes = [c | denied if c in same else c for c in changes]
        if not same:
            changes.append(given | denied)
    if "land" not in own | always and not any("land" in change for change in changes):
        # a land type on an object that is no land is none of its subtypes (205.3d): "This
        # creature is a Forest in addition to its other types" makes it no Forest
        changes = [change - LISTED_LAND_TYPES for change in changes]
        always -= LISTED_LAND_TYPES
    found = {w for w in frozenset().union(*changes) if not w.startswith(NOT)} | always
    kept = tuple(change for change in changes if change and not change <= always)
    return OwnChanges(
        frozenset(found - {EVERY_CREATURE_TYPE}),
        frozenset(always),
        frozenset(always_taken),
        any(land_type_set),
        kept,
        tuple(of_groups),
        tuple(always_of_groups),
    )


def _may_change_types(text: str) -> bool:
    """Whether a sentence of `text` may give something card types or subtypes (most texts
    don't: the changes are read only then)."""
    return any(
        p.search(text) is not None
        for p in (_BECOMES_CREATURE, _BECOMES_BASIC, _BECOMES_SUBTYPES, _BECOMES_CHOSEN)
    )


def _read_changes(
    oracle_text: str,
    name: str | None,
    own: set[str],
    type_line: str,
    changes: list[frozenset[str]],
    always: set[str],
    always_taken: set[str],
    of_groups: list[tuple[str, frozenset[str], int]],
    land_type_set: list[bool],
) -> None:
    """The changes of `types_it_can_become` its sentences make, into `changes` or, where
    they always apply, `always` (and the subtypes they replace, `always_taken`); those of an
    object a trigger's event names, which the card may be, into `of_groups` with that
    event's group."""

    def said_of_itself(m: re.Match[str]) -> bool:
        return _said_of_itself(oracle_text, m.start(), name, own, type_line)

    def add(
        m: re.Match[str], words: set[str], taken: set[str] | None = None, *, chosen: bool = False
    ) -> None:
        if taken is None:
            taken = subtypes_replaced(oracle_text, m, words, own)
        if said_of_itself(m):
            # a chosen type: one of the states, never always (which, the text can't tell),
            # but what every choice takes is taken, and sets the card's basic land types
            # whichever is chosen (305.7: "This land is the chosen type")
            if not chosen and always_applies(oracle_text, m):
                always.update(words)
                always_taken.update(taken)
                land_type_set.append(sets_basic_land_types(oracle_text, m, words))
            else:
                lost = rules_text_taken(oracle_text, m, words, own | always)
                changes.append(frozenset(words | taken | lost))
                if chosen and words & set(BASIC_TYPE_NAMES) and always_applies(oracle_text, m):
                    always_taken.update(taken)
                    land_type_set.append(
                        sets_basic_land_types(oracle_text, m, words)
                        and chooses_only_basic_land_types(oracle_text)
                    )
        elif (group := _trigger_group(oracle_text, m.start())) is not None:
            # ("Whenever a land you control enters, it becomes a Swamp ...": the card too)
            lost = rules_text_taken(oracle_text, m, words, own | always)
            of_groups.append((group, frozenset(words | taken | lost), m.start()))

    for m in _GETS_SUBTYPES.finditer(oracle_text):
        add(m, set(m["what"].split()))  # "is a Druid in addition to its other types"
    quotes = [q.span() for q in QUOTED.finditer(oracle_text)]
    for m in _BECOMES_BASIC.finditer(oracle_text):
        # not "This land" of a quoted ability given to other lands
        # not "becomes an Island land", `_BECOMES_A_TYPE`'s whole, its card type set too
        if not inside(m.start(), quotes) and not oracle_text.startswith(" land", m.end()):
            # "{1}: This land becomes a Forest until end of turn"
            add(m, set(BASIC_TYPE_NAMES) if m["every"] else {m["what"] or m["plural"]})
    for m in _BECOMES_A_TYPE.finditer(oracle_text):
        words = {m["type"]}
        for word in m["what"].split():
            if word.lower() in CARD_TYPES:
                words.add(word.lower())
            elif word[:1].isupper():
                words.add(word)  # a subtype: "a 3/3 green Elemental creature"
        if m["basic"]:
            words.add(m["basic"])
        if _WITH_EVERY_TYPE.match(oracle_text, m.end()):
            words.add(EVERY_CREATURE_TYPE)  # "becomes a 2/2 creature with all creature types"
        add(m, words)
    for m in _BECOMES_SUBTYPES.finditer(oracle_text):
        words = set(_SUBTYPE_WORD.findall(m["what"]))
        # a land type, an artifact's or an enchantment's: `_BECOMES_BASIC`'s, or no change
        # of a creature's types (a quote here is one the card may have: `CardTraits.read`)
        if not words & NONCREATURE_SUBTYPES:
            if _WITH_EVERY_TYPE.match(oracle_text, m.end()):
                words.add(EVERY_CREATURE_TYPE)  # "becomes a Shapeshifter with all creature types"
            add(m, words)  # "This creature becomes a Faerie until end of turn"
        elif "land" in own and words <= LISTED_LAND_TYPES - set(BASIC_TYPE_NAMES):
            # a land's nonbasic land types ("This land becomes a Desert until end of
            # turn"): set, the others taken (205.1a), its rules text kept (305.7 sets basic
            # ones only); on no land, no land type (205.3d)
            add(m, words)
        elif words <= (ARTIFACT_SUBTYPES if "artifact" in own else set()) | (
            ENCHANTMENT_SUBTYPES if "enchantment" in own else set()
        ):
            # an artifact's artifact types, an enchantment's enchantment types ("This
            # artifact is a Treasure in addition to its other types", probe xc79; 205.3g,
            # 205.3h: on an object of another card type, none of its subtypes, 205.3d)
            add(m, words)
    for m in _BECOMES_CHOSEN.finditer(oracle_text):
        kind = chosen_kind(oracle_text, m)
        if kind is None:
            continue  # "the chosen type" of a choice the text does not name
        for words, taken in chosen_states(oracle_text, m, kind, own):
            add(m, words, taken, chosen=True)


_LOSES_TYPES = re.compile(r" loses all (?P<kind>creature|land) types\b")
_AND_BECOMES_BASIC = re.compile(rf" and becomes an? {BASIC}\b")
"""After "loses all land types", the basic land type the same change sets ("this land loses
all land types and becomes a Plains"): its own types taken as any such change takes them."""
_GROUP_LOSES_TYPES = re.compile(
    r"(?:^|[.:—,] )(?P<group>(?:(?:[Aa]ll|[Ee]ach) )?(?:other )?"
    r"(?:(?:[Nn]on-?[A-Za-z][a-z]*|[Ll]egendary|[Aa]rtifact|[Ee]nchantment|[Ll]and"
    r"|[A-Za-z][a-z]+(?:ing|ed)) )*"
    r"(?:[Cc]reatures?|[Ll]ands?|[Pp]ermanents?)(?: you control)?) loses? all"
    r" (?P<kind>creature|land) types\b",
    re.MULTILINE,
)


def _losses(kind: str, own: set[str]) -> frozenset[str]:
    """The "not ..." words of losing all creature types or all land types: the card's own,
    and for creature types every one it has by any means (changeling, its own statics; the
    loss comes later, 613.3 and 613.7)."""
    if kind == "land":
        return frozenset(f"{NOT}{t}" for t in _land_types(own))
    return frozenset({f"{NOT}{t}" for t in _creature_types(own)} | {ALL_CREATURE_TYPES_LOST})


ALL_CREATURE_TYPES_LOST = f"{NOT}{EVERY_CREATURE_TYPE}"
"""In a change's types, that it takes every creature type away, however the card had it."""


def _trigger_group(oracle_text: str, at: int) -> str | None:
    """The group a trigger's event names where "it" or "they" ends the text before `at` after
    it ("Whenever a creature you control enters, it becomes ..."): the objects the event
    names, which the card may be one of (603.2)."""
    before = _subject_before(oracle_text, at)
    # "it", or "they" after an event of several objects ("Whenever one or more creatures you
    # control attack, they become ...")
    pronoun = next((p for p in (", it", ". It", ", they", ". They") if before.endswith(p)), "")
    if not pronoun:
        return None
    sentence = last_sentence(before)
    if pronoun[0] == "," and (group := triggering_group(sentence)) is not None:
        return group
    # "It" opening a later sentence of the ability, or "it" after that sentence's condition
    # ("put a +1/+1 counter on it. It becomes a Zombie ..."; "you may pay {1}. If you do, it
    # becomes ..."): the trigger's object, where nothing since names another ("create a
    # token that's a copy of it. It's a Spirit ...": the token)
    earlier = sentences(before[: len(before) - len(sentence)])
    group = triggering_group(earlier[0]) if earlier else None
    said = sentence[: -len(pronoun) + 2]
    since = [earlier[0].partition(", ")[2], *earlier[1:], said] if earlier else []
    return None if group is None or any(others_named(s) for s in since) else group


_THEN_IT = re.compile(r"\. Then it$")


def _subject_before(oracle_text: str, at: int, *, first_item: bool = True) -> str:
    """The line's text before `at`, up to the subject of the verb there: of the first verb
    ("This creature loses this ability and becomes ...", "it gains flying and becomes
    ...", "This creature is green in addition to its other colors and is a Forest land"),
    the first of several listed ("it and up to one other target creature you control each
    become ...", unless not `first_item`), and "... Then it" as "... It" (the object the
    sentence before named)."""
    before = _AND_ANOTHER_VERB.sub("", _THEN_IT.sub(". It", line_before(oracle_text, at)))
    return _AND_MORE_ITEMS.sub("", before) if first_item else before


def _land_types(own: set[str]) -> set[str]:
    return own & LISTED_LAND_TYPES


def _creature_types(own: set[str]) -> set[str]:
    """The card's creature types: its subtypes but the land, artifact and enchantment types
    a card that is also a creature may have (Equipment, Vehicle, Aura)."""
    return {t for t in own if t[:1].isupper()} - NONCREATURE_SUBTYPES


def sets_basic_land_types(oracle_text: str, m: re.Match[str], words: set[str]) -> bool:
    """Whether the change `m` finds sets basic land types, keeping no other (305.7)."""
    return bool(words & set(BASIC_TYPE_NAMES)) and not keeps_its_types(oracle_text, m)


def rules_text_taken(
    oracle_text: str, m: re.Match[str], words: set[str], own: Iterable[str]
) -> frozenset[str]:
    """`RULES_TEXT_LOST` where the change `m` finds, giving `words` to a card of the types
    and subtypes `own` (what it always is too), sets the basic land types of a land (305.7),
    in the state it makes: a chosen type's state too, whichever choice offers it ("the land
    type of your choice": the Island it may be); else nothing."""
    sets = sets_basic_land_types(oracle_text, m, words) and not _STILL_A.match(
        oracle_text, _sentence_end(oracle_text, m.end())
    )
    return frozenset({RULES_TEXT_LOST}) if sets and "land" in {*own, *words} else frozenset()


def _sentence_end(text: str, at: int) -> int:
    """Where the sentence at `at` ends, after its period (or the text's end)."""
    end = text.find(".", at)
    return len(text) if end < 0 else end + 1


_STILL_A = re.compile(r" (?:It's|It is|They're|They are) still an? \w+")
"""The next sentence keeps the object's earlier types, subtypes among them ("It's still a
land", 205.1b): a basic land type given then is given in addition, its rules text kept
(305.7)."""


def chosen_kind(oracle_text: str, m: re.Match[str]) -> str | None:
    """The kind of subtype a change `_BECOMES_CHOSEN` (or a group's) finds sets: "creature"
    or "basic land", from its own words or the text's choice ("choose a creature type")."""
    if m["kind"]:
        return m["kind"]
    named = m["named"].removesuffix("type").strip()
    if named:
        return named
    choice = _CHOOSES_KIND.search(oracle_text)
    if choice is not None:
        return choice["kind"]
    # "choose Island or Swamp"
    return "basic land" if CHOOSES_BASIC_LAND_TYPE.search(oracle_text) else None


def chosen_states(
    oracle_text: str, m: re.Match[str], kind: str, own: set[str]
) -> list[tuple[set[str], set[str]]]:
    """The states a change to a chosen subtype puts the card in, each as what it gives and
    what it takes: which type is chosen the text can't tell, so for a creature type one
    where it is any of them (each at once, as a state taken as met) and, unless it keeps its
    own ("in addition to its other types"), one where it is none of its own; for a basic
    land type, one for each type the choice offers."""
    keeps = keeps_its_types(oracle_text, m)
    if kind != "creature":
        # a basic land type: one of the few the choice offers ("other than Forest", "Island
        # or Swamp"), each replacing the card's land types (305.7)
        taken = set() if keeps else set(_losses("land", own))
        offered = offered_basic_types(oracle_text) or BASIC_TYPE_NAMES
        return [({t}, taken) for t in BASIC_TYPE_NAMES if t in offered]
    states = [({EVERY_CREATURE_TYPE}, set[str]())]
    if not keeps:
        states.append((set(), set(_losses("creature", own))))
    return states


_KEEPS = re.compile(r"\bin addition to (?:its|their) other (?:\w+ and )?(?:\w+ )?types\b")
_CLAUSE_BREAK = re.compile(
    r", (?:and|then) (?=(?:this|that|target|each|all|other|it)\b"
    r"|[^,.]*? (?:becomes?|is|are|gains?|gets?|ha(?:s|ve)|loses?)\b)|; "
    # "becomes a Beast and other creatures you control become Beasts in addition ..."
    r"| and (?=(?:each|all|other)\b[^,.]*? (?:becomes?|are|is)\b)"
)
"""Where a clause with a subject of its own follows ("..., and each other creature you
control becomes ..."), not the end of a list ("with flying, vigilance, and lifelink")."""


def keeps_its_types(oracle_text: str, m: re.Match[str]) -> bool:
    """Whether the change `m` finds keeps the object's other types: "in addition to its
    other types" (205.1b) in the change's own clause, not in the next one ("becomes a
    Beast, and each other creature you control becomes a Beast in addition to its other
    types"), and not "in addition to its other colors"."""
    clause = _sentence_after(oracle_text, m)
    cut = _CLAUSE_BREAK.search(clause, len(m[0]))
    return _KEEPS.search(clause[: cut.start()] if cut else clause) is not None


def subtypes_replaced(
    oracle_text: str, m: re.Match[str], words: set[str], own: set[str]
) -> set[str]:
    """The subtypes of the card a change `m` finds, setting its subtypes to those of
    `words`, takes away, as "not ..." words (205.1a): "This land becomes an Island" or "As
    long as it's your turn, this land is an Island" its other land types (305.7); "becomes a
    5/5 red Dragon creature" or "Creatures you control are Zombies" every creature type it
    has, however it had it (a changeling's too: the change applies after, 613.3); none where
    the change keeps them ("in addition to its other types", 205.1b) or gives every creature
    type."""
    if keeps_its_types(oracle_text, m):
        return set()
    subtypes = {w for w in words if w[:1].isupper()}
    taken: set[str] = set()
    if subtypes & LISTED_LAND_TYPES:
        taken |= {f"{NOT}{t}" for t in _land_types(own) - subtypes}
    if subtypes - NONCREATURE_SUBTYPES and EVERY_CREATURE_TYPE not in words:
        taken |= _losses("creature", own) - {f"{NOT}{t}" for t in subtypes}
    return taken


def _sentence_after(text: str, m: re.Match[str]) -> str:
    end = text.find(".", m.end())
    return text[m.start() : len(text) if end < 0 else end]


_WITH_EVERY_TYPE = re.compile(r"[^.]*?\bwith all creature types\b")


_OWN_COMBAT = re.compile(
    # a name with commas too ("Whenever Tom, Bert, and William attack")
    r"(?:[^—.]*— )?(?:(?:When|Whenever) (?P<subject>[^,]+?(?:, [^,]+?){0,2})"
    r"(?: and (?:at least )?(?:one|two|\w+)(?: or more)? other [\w-]+)?"
    r" (?:attacks?|blocks?|becomes (?:crewed|blocked)|deals combat damage)\b"
    r"|[Aa]s long as (?P<state>[^,]+?) is (?:attacking|blocking"
    r"|an? (?P<types>(?:(?:artifact|enchantment|land) )*creature))\b)"
)
"""A trigger event or a condition only a creature meets, or that says what the card is ("As
long as this Vehicle is an artifact creature"): the card attacking or blocking (508.1a,
509.1a; a permanent that stops being a creature leaves combat, 506.4), crewed
(702.122a makes it an artifact creature) or dealing combat damage (510.1), after an ability
word too ("Max speed — Whenever this Vehicle attacks")."""
_STATION_CREATURE = re.compile(r"\bIt's an artifact creature at (?P<at>\d+)\+")
_STATION_THRESHOLD = re.compile(r"STATION (?P<at>\d+)\+")
_THRESHOLD_LABEL = re.compile(r"(?P<at>\d+)\+ \| ")
"""A station threshold written as a label of its line ("8+ | Flying"), docs/rules.md."""
_POWER_TOUGHNESS_LINE = re.compile(r"^\d+/\d+$", re.MULTILINE)
_CHAPTER = re.compile(r"[IVX]+(?:, [IVX]+)* — ")
"""A Saga's chapter ability: a triggered ability (714.2b)."""
_STEP_CONDITION = re.compile(r"\b(?:[Ii]f|[Aa]s long as|[Uu]nless|[Yy]ou may|[Ww]hile)\b")
"""A step of an effect that may not happen ("If you control three or more Forests, this
land becomes ..."; "You may have it become ...")."""


def other_ranges(lines: list[str], line: int) -> set[int]:
    """The lines of a leveler's ranges other than the one line `line` is in: none where the
    line is in none (the part before the first range is every level's)."""
    headers = [i for i, text in enumerate(lines) if _SECTION.fullmatch(text)]
    if not any(i < line and lines[i].startswith("LEVEL") for i in headers):
        return set()
    found: set[int] = set()
    for start, end in zip(headers, [*headers[1:], len(lines)], strict=True):
        if lines[start].startswith("LEVEL") and not start < line < end:
            found.update(range(start, end))
    return found


def stationed_creature_at(lines: list[str], threshold: int) -> bool:
    """Whether a Spacecraft with `threshold` charge counters is an artifact creature: its
    reminder says so at that number or fewer, or a threshold at or below it prints a power
    and toughness."""
    stationed = _STATION_CREATURE.search("\n".join(lines))
    if stationed is not None:
        return int(stationed["at"]) <= threshold
    reached = False
    for text in lines:
        station = _STATION_THRESHOLD.fullmatch(text)
        if station is not None:
            reached = int(station["at"]) <= threshold
        elif reached and _POWER_TOUGHNESS_LINE.fullmatch(text):
            return True
    return False


_STOPS_BEING = re.compile(
    r" (?:isn't|is not) an? (?P<type>artifact|creature|enchantment|land)\b"
    r"|^(?P<keyword>Reconfigure|Bestow|Impending)\b",
    re.MULTILINE,
)
"""What takes a card type of its type line away: "Thessimar isn't a creature" (a God's
devotion), reconfigure (attached, it isn't a creature, 702.151b), bestow (an Aura on the
battlefield, not a creature, 702.103b), impending (not a creature while it has a time
counter, 702.176a)."""
_SETS_ITS_TYPES = re.compile(
    r" becomes an? (?P<what>[^.]*?)(?= with | until |,|\.|$)(?P<rest>[^.\n]*\.?[^.\n]*)",
    re.MULTILINE,
)
"""A change that sets the card's types (205.1a): "becomes an Aura enchantment with enchant
creature" leaves it no creature, unless it keeps them ("in addition to its other types",
"It's still a land", 205.1b)."""
_STILL = re.compile(r"\bstill an? (?P<type>artifact|creature|enchantment|land)\b")


def types_it_can_lose(
    oracle_text: str, name: str | None, own: set[str], type_line: str
) -> frozenset[str]:
    """The card types the card's text can take from the card itself (`can_lose`)."""
    lost: set[str] = set()
    for m in _STOPS_BEING.finditer(oracle_text):
        if m["keyword"] is not None:
            lost.add("creature")
        elif _said_of_itself(oracle_text, m.start(), name, own, type_line):
            lost.add(m["type"])
    for _, taken in _sets_its_types(oracle_text, name, own, type_line):
        lost |= taken
    return frozenset(lost)


def _sets_its_types(
    oracle_text: str, name: str | None, own: set[str], type_line: str
) -> list[tuple[frozenset[str], frozenset[str]]]:
    """Each change of the card's text that sets its card types (`_SETS_ITS_TYPES`): the
    types and subtypes it gives, and the card types of its type line it takes away."""
    found = []
    reminders = [r.span() for r in REMINDER.finditer(oracle_text)]
    # a quote's own sentences are none of the change's ('with "Whenever this creature
    # attacks, you gain 1 life. Scry 1." It's still a land.')
    for m in _SETS_ITS_TYPES.finditer(blank_quotes(oracle_text)):
        named = {w.lower() for w in m["what"].split()} & CARD_TYPES
        # not bestow's reminder, "It becomes a creature again ...": what it was (702.103f)
        if not named or "in addition to" in m[0] or inside(m.start(), reminders):
            continue
        if _said_of_itself(oracle_text, m.start(), name, own, type_line):
            kept = {k["type"] for k in _STILL.finditer(m["rest"])}
            subtypes = {w for w in m["what"].split() if w[:1].isupper()}
            taken = (own & CARD_TYPES) - named - kept
            if taken:  # else the same change `_read_changes` finds
                found.append((frozenset(named | subtypes), frozenset(taken)))
    return found


_CHANGELING = re.compile(r"^Changeling\b", re.MULTILINE)
_IS_EVERY_TYPE = re.compile(
    r"(?: (?:is|becomes)|'s|(?<=\b[Tt]hey) become) every creature type"
    r"| (?:(?:has|gains) (?:changeling|all creature types)"
    r"|becomes an? [^.]*?\bwith all creature types)\b"
)
_EVERY_TYPE_GROUP_NOUN = rf"(?:{GROUP_MODIFIER},? )*(?:[Cc]reatures?|[Pp]ermanents?|[A-Z][\w'-]*)"
_CONTROLLED = rf"(?: {CONTROLLED})"
_GROUP_EVERY_TYPE = re.compile(
    r"(?:^|[.:—,•]\"? |\band |\b[Tt]hen )"
    rf"(?P<group>(?:[Aa]ll |[Ee]ach ){_EVERY_TYPE_GROUP_NOUN}{_CONTROLLED}?"
    rf"|{_EVERY_TYPE_GROUP_NOUN}{_CONTROLLED}|{YOUR_GROUP_OPENING}{_EVERY_TYPE_GROUP_NOUN}"
    rf"|{PLAYERS_POSSESSIVE} {_EVERY_TYPE_GROUP_NOUN})"
    rf"(?P<relative>{GROUP_RELATIVE})? "
    r"(?:gets? [^.]*? and )?(?:are|is|have|has|gains?|becomes?) "
    r"(?:every creature type|all creature types|changeling)\b",
    re.MULTILINE,
)
"""A group made every creature type ("Creatures you control are every creature type",
"Knights you control are ...", "Attacking creatures you control gain changeling", "Each
creature you control with a +1/+1 counter on it is ..."): the caller judges whether the
card is one of it (`owners.belongs_to`)."""


def every_creature_type(
    oracle_text: str, name: str | None, own: set[str], type_line: str
) -> list[tuple[re.Match[str], bool, str | None]]:
    """Where the card's text makes it every creature type (702.73), each with whether it
    always does and the group it does so as one of, for the caller to judge: changeling; a
    sentence about the card ("This creature is every creature type", "this land becomes a
    2/2 creature with all creature types", "Until end of turn, this creature becomes every
    creature type", "you may have it become ..."), not about another object ("Equipped
    creature ... is every creature type", "Each creature spell you cast is ..."); an object
    a trigger's event names, which the card may be ("Whenever a creature you control
    attacks, it becomes ...", 603.2); a group ("Creatures you control are every creature
    type", "... gain changeling until end of turn")."""
    found: list[tuple[re.Match[str], bool, str | None]] = [
        (m, True, None) for m in _CHANGELING.finditer(oracle_text)
    ]
    # "you may have it become every creature type": "it becomes ..." (a shorter text, its
    # positions on the same line as the original's)
    oracle_text = _HAVE_IT_BECOME.sub(r"\g<object> becomes", oracle_text)
    quotes = [q.span() for q in QUOTED.finditer(oracle_text)]
    for m in _IS_EVERY_TYPE.finditer(oracle_text):
        if inside(m.start(), quotes):
            continue
        if _said_of_itself(oracle_text, m.start(), name, own, type_line):
            found.append((m, always_applies(oracle_text, m), None))
        elif (group := _trigger_group(oracle_text, m.start())) is not None:
            found.append((m, False, group))
    # "Creatures you control with a +1/+1 counter on them are every creature type": a state
    # the card may lack, so always only where the caller finds it surely one of the group
    # (whose they are as the text says: "that player" a creature dealt damage to, "its
    # controller" of an opponent's creature)
    found += [
        (
            m,
            always_applies(oracle_text, m),
            that_player(
                m["group"] + (m["relative"] or ""),
                oracle_text[: m.start("group")],
                self_pattern(name, own, type_line),
            ),
        )
        for m in _GROUP_EVERY_TYPE.finditer(oracle_text)
        if not inside(m.end(), quotes)  # a quoted ability's, another object's
    ]
    return found


def made_by_the_ability(
    before: str, name: str | None, own: set[str], type_line: str
) -> frozenset[str]:
    """What the card surely is as an ability applies, from that ability's words up to the
    point read (`before`): a creature where its trigger or its condition is the card
    attacking, blocking, crewed or dealing combat damage (`_OWN_COMBAT`); what the same
    activated or triggered ability surely made the card before ("{1}{W}: This land becomes a
    2/2 Soldier creature until end of turn. ... Lands you control that aren't creatures gain
    ...", 608.2c), not in a step that may not happen."""
    made: set[str] = set()
    combat = _OWN_COMBAT.match(before)
    # a trigger's event holds for all its effect; a condition for its own sentence ("As long
    # as this Vehicle is attacking, it gets +1/+0. Noncreature artifacts ...": not the second)
    if (
        combat is not None
        and names_itself(combat["subject"] or combat["state"], name, own, type_line)
        and not (combat["state"] and ". " in before[combat.end() :])
    ):
        made |= set(combat["types"].split()) if combat["types"] else {"creature"}
    steps = (
        ability_steps(before) if _may_change_types(before) or _LOSES_TYPES.search(before) else None
    )
    if steps is not None:
        steps_made = types_it_can_become(steps, name, own, type_line)
        # all its steps give and take ("it loses all creature types", "becomes a 4/4 Dragon
        # creature": no Human then), every creature type too
        made |= steps_made.can_become | {w for c in steps_made.changes for w in c}
    return frozenset(made)


def ability_steps(before: str) -> str | None:
    """An activated or triggered ability's words up to the point read (`before`) as the
    steps that surely happened: its opening (a cost, a trigger, a Saga's chapter, which "it"
    may stand for: "Whenever this creature attacks, it loses all creature types") and each
    sentence of its effect not on a condition (608.2c), and the sentence of the point read,
    whose condition is the point's own ("If you do, it loses all creature types and Elves
    you control gain ...": both or neither). None for a static ability."""
    opening = COST_FIRST.match(before) or TRIGGER_OPENING.match(before) or _CHAPTER.match(before)
    if opening is None:
        return None
    effect = blank_quotes(before)[opening.end() :]  # not a quote's own "if"
    earlier = sentences(effect)
    # the sentence the point is in, unfinished; none where `before` ends a sentence
    point = "" if not earlier or effect.rstrip().endswith(".") else earlier.pop()
    steps = [s for s in earlier if not _STEP_CONDITION.search(s)]
    return before[: opening.end()] + " ".join([*steps, point])


def its_part(oracle_text: str, line: int) -> tuple[str, bool] | None:
    """The part of the text line `line` is in, where it works only from a level or a number
    of counters on: the lines that apply with it (a Class at that level or higher has the
    lower levels' lines too, 716.2a; a leveler in a range only that range's, 711.2a; each
    line of the part whether before or after the ability's), and whether a Spacecraft there
    is an artifact creature (`stationed_creature_at`, 721.2a). None for most lines."""
    lines = oracle_text.split("\n")
    headers = [i for i, text in enumerate(lines) if _SECTION.fullmatch(text)]
    opened = [i for i in headers if i < line]
    label = _THRESHOLD_LABEL.match(lines[line]) if line < len(lines) else None
    if not opened and label is None:
        return None  # most cards: no level, no threshold
    body: list[str] = []
    threshold = int(label["at"]) if label else None
    if opened:
        current = opened[-1]
        end = next((i for i in headers if i > current), len(lines))
        if lines[current].startswith("LEVEL"):
            body = lines[current + 1 : end]  # a leveler's ranges exclude each other
        else:  # a Class's levels and a station's thresholds add up
            body = [text for i, text in enumerate(lines[:end]) if i not in headers]
        station = _STATION_THRESHOLD.fullmatch(lines[current])
        threshold = int(station["at"]) if station else threshold
    stationed = threshold is not None and stationed_creature_at(lines, threshold)
    return "\n".join(body), stationed
