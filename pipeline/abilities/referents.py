"""What a pronoun, or an object an effect names, stands for.

The card itself ("it" after "this creature", or after a trigger that names the card), the
objects a trigger's event names (603.2), a target, a player, or other objects named before:
`owners` asks this whose an ability is, `landtypes` what a type change reaches. Everything
here reads the words of the text; nothing knows a card by name.
"""

from __future__ import annotations

import re

from pipeline.abilities.grammar import (
    COST_FIRST,
    DELAYED_WORDS,
    GRANT_OR_STATE,
    IN_CONDITION,
    INTERVENING_IF,
    INTO_A_LIBRARY_OR_GRAVEYARD,
    LIST_COMMA,
    NO_CONDITION,
    PLAYERS,
    PLAYERS_GROUP_WORDS,
    PLAYERS_POSSESSIVE,
    SENTENCE_SUBJECT,
    THEIRS,
    TO_A_HAND,
    TRIGGER,
    TURN_ORDER,
)
from pipeline.abilities.text import (
    ABILITY_WORD,
    CONDITIONS_FIRST,
    inside,
    last_sentence,
    without_conditions,
)

_POSSESSOR = (
    r"(?:(?:its (?:controller|owner)|that player|(?:each|target) opponent)'s|your opponents')"
)
"""A player's possessive before what they control ("its controller's", "your opponents'")."""
NAMES_ANOTHER = re.compile(
    # a target, not the verb of a spell that targets ("a spell that targets this creature")
    r"(?<!the )\b(?:[Tt]arget|(?<!that )(?<!which )targets) (?!of\b|opponents?\b|players?\b)\w"
    # a token, not "if it wasn't a token"
    r"|(?<!\bwas a )(?<!\bwasn't a )(?<!\bis a )(?<!\bisn't a )(?<!'s a )\btokens?\b"
    r"|\b(?:another|enchanted|equipped|that(?! targets\b)|all|each|up to \w+|any number of"
    r"|two|three)"
    # not a player ("each opponent who controls more lands than you"), nor a possessive,
    # which names a player ("that land's controller puts ... on it")
    r" (?!(?:other )?(?:opponent|player)s?\b)"
    r"(?:[\w-]+ ){0,4}?(?:creature|land|artifact|enchantment|permanent)s?\b(?!'s\b)"
    # "another nontoken Elf", "another outlaw": another object, whatever names it
    r"|\banother (?!(?:player|opponent|turn|spell|ability|one|target)\b|(?:[\w-]+ )?counters?\b)"
    r"[\w-]+"
    # "the creature with the greatest power", "the blocking creature", "the Elf you control
    # with ...": not "this creature", nor "the only creature you controlled", "the first
    # creature", "the number of lands", "the chosen creature type"
    r"|\bthe (?!only\b|number\b|first\b)(?:[\w-]+ ){0,2}?"
    r"(?:creature|land|artifact|enchantment|permanent)s?\b(?! types?\b)"
    r"|\bthe [A-Z][\w'-]*(?= (?:you control|an opponent controls)\b)"
    # a card, not one drawn ("each draw a card": it goes to a hand, no "it" of the effect)
    # (nor one discarded or milled: it goes to a graveyard, where no step of the effect
    # reaches it)
    r"|(?<![Dd]raw )(?<![Dd]raws )(?<![Dd]iscard )(?<![Dd]iscards )(?<![Mm]ill )(?<![Mm]ills )"
    r"\b(?:an?|another|the) (?:[\w-]+ ){0,4}?card\b(?! types?\b)"  # (not "a card type")
    # and cards named together ("exile the top three cards of your library")
    r"|\bthe (?:(?:top|bottom|exiled|revealed|chosen) )?(?:\w+ )?cards\b"
    # (not "draw a card if you control ...": a condition's words)
    r"|\ban? (?:(?!spells?\b|abilit|if\b|unless\b)[\w-]+,? ){0,3}?"
    r"(?!spells?\b|abilit|if\b|unless\b)[\w-]+ you control\b"
    r"|\ban? (?:[\w-]+,? ){0,6}?(?:creature|land|artifact|enchantment|permanent|planeswalker)"
    r"(?= (?:an opponent|target opponent|that player|defending player|they) controls?\b)"
    # the player's designated creature (903.3, 701.54)
    r"|\byour (?:commanders?|Ring-bearer)\b"
    # a player's permanents by a possessive ("untap its controller's lands", "your lands")
    rf"|\b(?:your|their|{_POSSESSOR}) (?:[\w-]+ )?"
    r"(?:creatures|lands|artifacts|enchantments|permanents)\b"
    # not a possessive ("loses life equal to that Elf's power": a count)
    r"|\bthat [A-Z][\w-]*(?: [A-Z][\w-]*)*(?![\w-]|'s\b| [A-Z])"
    r"|\b(?:another|all|each|up to \w+|any number of|two|three)(?: other)?"
    r" (?:(?:untapped|tapped|attacking|blocking) )?[A-Z][\w'-]*"
)
"""Another object named: a target ("target land you control", "up to two target lands", not
"the target of" a spell nor a player), a token ("create a 1/1 Saproling creature token and
put a counter on it"), a permanent named by a determiner ("enchanted land", "all lands you
control", "another creature", "a Forest you control", "that Island", and by a subtype:
"another Merfolk you control", "all Forests", "up to one other Elf") or a card ("return a
land card from your graveyard ... and it gains", "the exiled card")."""


_PLURAL_QUANTITY = re.compile(
    r"(?i)^(?:all|each|every|both|those|these|two|three|four|five|six|seven|x|[2-9]|\d\d+"
    r"|any number of|one or (?:more|two)|up to (?!one\b)\w+)\b"
)
"""The words that open a noun phrase of several objects ("all", "each", "up to two", "X",
"any number of"); "each" too, which "it" stands for none of ("tap each creature your
opponents control. It gains ...")."""
_ONE = re.compile(r"(?i)^(?:an?|another|target|that|this|enchanted|equipped|up to one)\b")
"""The words that open a noun phrase of one object ("target", "another", "up to one"); not
"the", "the other" or a possessive, whose noun says ("the other creatures", "your
commanders")."""
_QUANTITY_BEFORE = re.compile(
    r"(?i)\b(?P<quantity>up to \w+|any number of|one or (?:more|two)|two|three|four|five"
    r"|six|seven|X|[2-9]|\d\d+)(?: other)?(?: target)? $"
)
"""A quantity right before a noun phrase `NAMES_ANOTHER` starts at "target" or "other" ("X
target creatures", "any number of other target Kithkin")."""
_CONTROLLED = re.compile(r" (?:[\w']+ ){1,3}?(?:controls?|owns?)$")
_PLAYERS_POSSESSIVE = re.compile(rf"(?i){_POSSESSOR} ")
_BY_THE_NOUN = re.compile(r"(?i)(?:the|your|its|their|his|her)\b")
_PLURAL_NOUN = re.compile(r"[^su]s$")
"""A noun's plural "-s" (not "-ss" nor a singular "-us": "another Homunculus")."""


def is_plural(phrase: str, before: str = "", *, group: bool = False) -> bool:
    """Whether a noun phrase names several objects, which "it" stands for none of: by its
    quantity ("all", "each", "up to two", or one right `before` it, "X target creatures")
    or its one object ("target", "another", "up to one": "target Plains", "another target
    Cyclops"); without either, a `group` (a sentence's subject, "Merfolk you control") is
    several, another phrase by its noun ("tokens", its controller's verb aside: "lands an
    opponent controls")."""
    quantity = _QUANTITY_BEFORE.search(before)
    if quantity is not None:
        return quantity["quantity"].lower() != "up to one"
    if _PLURAL_QUANTITY.match(phrase):
        return True
    # (a player's possessive: "that player's lands", "each opponent's lands": the noun says)
    possessive = _PLAYERS_POSSESSIVE.match(phrase)
    if possessive is not None:
        return _PLURAL_NOUN.search(phrase[possessive.end() :].split(" ")[-1]) is not None
    if _ONE.match(phrase) or re.fullmatch(r"(?i)it|he|she|they", phrase):
        return False  # (a pronoun's number is what it stands for: decided elsewhere)
    noun = _PLURAL_NOUN.search(_CONTROLLED.sub("", phrase)) is not None
    return noun if _BY_THE_NOUN.match(phrase) else group or noun


def in_the_plural(named: re.Match[str]) -> bool:
    """Whether an object `NAMES_ANOTHER` found is named in the plural (`is_plural`), by its
    words to the end of the word the match ends in ("target c" of "X target creatures") and
    a kind after it ("target Plains card")."""
    end = _WORD_AND_KIND.match(named.string, named.end())
    words = named[0] + (end[0] if end else "")
    return is_plural(words, named.string[: named.start()])


_WORD_AND_KIND = re.compile(r"[\w-]*(?: (?:cards?|creatures?|tokens?|permanents?)\b)?")


_PLURAL_VERB = re.compile(r" (?:get|have|gain|lose|become|are)\b")
"""A subject's verb in the plural ("other creatures you control get +1/+0")."""


THEM = re.compile(
    r"\b(?:them|(?:those|both) (?:[\w-]+ )?(?:cards|creatures|permanents|objects)"
    r"|the exiled cards)\b"
)
"""Objects a step names again by a pronoun, "those", "both" or "the exiled cards" ("Return
those cards ...", "Return both cards ...")."""


_COUNTED = re.compile(r"\b(?:for each|the number of)\b[^.,;]*$")
"""Words that count objects before them ("for each creature token you control"): no object
a pronoun may stand for."""


def others_named(
    text: str, start: int = 0, end: int | None = None, *, count_moved: bool = True
) -> list[re.Match[str]]:
    """The other objects `text` names (`NAMES_ANOTHER`), not those a count only counts, nor
    one sacrificed: it is a new object in a graveyard (400.7), which no "it" of a later step
    gives an ability ("you may sacrifice another creature. If you do, it gains ...": the
    card), nor, unless `count_moved`, one taken off the battlefield otherwise
    (`moved_off_the_battlefield`: put into a hand, a library or a graveyard, exiled,
    destroyed), a new object there too (for what a step leaves "it" after it; the step's own
    "it" may still name it, "return it to the battlefield"); nor a relative pronoun's words,
    "that" before a verb ("the other creatures you control that share a creature type with
    it")."""
    return [
        m
        for m in NAMES_ANOTHER.finditer(text, start, len(text) if end is None else end)
        if not _COUNTED.search(text, 0, m.start())
        and not (m[0].startswith("each ") and text.endswith("for ", 0, m.start()))
        and not _SACRIFICED.search(text, 0, m.start())
        and (count_moved or not moved_off_the_battlefield(m, text))
        and not (m[0].startswith("that ") and RELATIVE_CLAUSE.match(text, m.start()))
    ]


_SACRIFICED = re.compile(
    # (a list's "or" and commas; "and" before the object found, or before another article)
    r"\b[Ss]acrifices? (?:and (?=an?\b|another\b|$)|(?!and\b|then\b)[\w-]+,? ){0,9}$"
)
"""Words of objects sacrificed, before the word `NAMES_ANOTHER` found ("sacrifice a
creature token", "sacrifice up to two other creatures", "sacrifice a Food token or another
creature"), not of a step after them ("sacrifice it and untap target land")."""


def moved_off_the_battlefield(named: re.Match[str], text: str, *, cards: bool = False) -> bool:
    """Whether the step that names an object takes it off the battlefield for good: puts it
    into a hand, a library or a graveyard ("return another land you control to its owner's
    hand", "put target land on top of its owner's library", "target player shuffles a
    creature they control into their library"), or exiles or sacrifices it and no later step
    of the text returns it now ("exile another target creature you control"; not "..., then
    return it to the battlefield"), or destroys it ("destroy target artifact": an
    indestructible or regenerated one stays, 702.12b, 701.19, but that is the board's state,
    not the text's; a sentence after that asks whether it survived names it,
    `moved_object_stays`): a new object in that zone (400.7), or none (111.7), which no later
    step of the effect changes or gives an ability ("If you do, it gains ...": not that
    land). Not by a step that may not happen or happens later (`_NOT_YET`); nor a card or a
    spell exiled from another zone ("exile target card from a graveyard", "exile the top
    card of your library", "exile target spell"), which by decision a grant's "it" after it
    may stand for, unless `cards` (a type change's: a land type reaches no card in exile)."""
    if _MOVING.search(text, 0, named.start()):
        return _PUT_AWAY.match(text, named.end()) is not None
    step = _as_the_owners_move(text, named.start())
    if step is not None:
        # "target creature's owner shuffles it into their library": that creature, moved
        moved = NAMES_ANOTHER.search(step)
        return moved is not None and moved_off_the_battlefield(moved, step, cards=cards)
    taken = _TAKING_AWAY.search(text, 0, named.start())
    return (
        taken is not None
        and (cards or _OF_ANOTHER_ZONE.match(text, named.start()) is None)
        and _NOT_YET_IN_ITS_STEP.match(text, named.end()) is None
        and _RETURNED.search(text, named.end()) is None
        # (a destruction that a later condition asks whether it survived)
        and not (taken[0].lower().startswith("destroy") and _SURVIVED.search(text, named.end()))
    )


_MOVING_VERBS = r"[Rr]eturns?|[Pp]uts?|[Ss]huffles?"
"""The verbs of a step that may put an object into a hand, a library or a graveyard."""
_OBJECT_WORDS_BEFORE = (
    r"(?:up to \w+ )?(?:(?:an)?other )?"
    r"(?:[Tt]arget (?:(?!(?:an?|the|to|of|with|that|attached|you)\b)[\w-]+ ){0,3})?$"
)
"""The words of one object before the word of it found: a quantity, "another", a target's
words ("put target creature token ...": the token is that creature)."""
_MOVING = re.compile(rf"\b(?:{_MOVING_VERBS}) {_OBJECT_WORDS_BEFORE}")
_AWAY = rf"(?:{TO_A_HAND}|{INTO_A_LIBRARY_OR_GRAVEYARD})"
_NOT_YET = re.compile(rf"\bunless\b|{DELAYED_WORDS}")
"""Words of a step that may not happen, or happens later ("... unless its controller pays
{3}", "... at the beginning of the next end step"): its object may still be on the
battlefield when a later step of the effect applies."""
_PUT_AWAY = re.compile(
    rf"(?:(?!\b(?:on)?to the battlefield\b)[^.;])*? {_AWAY}"
    rf"(?![^.;]*(?:{_NOT_YET.pattern}))"
)
"""An object put into a hand, a library or a graveyard, after its words ("return another
land you control to its owner's hand", "put target land on top of its owner's library"); not
by a step that may not happen or happens later (`_NOT_YET`)."""
_TAKING_VERBS = r"[Ee]xiles?|[Ss]acrifices?|[Dd]estroys?"
"""The verbs of a step that takes an object off the battlefield where it stands."""
_TAKING_AWAY = re.compile(rf"\b(?:{_TAKING_VERBS}) {_OBJECT_WORDS_BEFORE}")
"""Such a step's words before the object it takes ("destroy target ", "exile another ")."""
_OF_ANOTHER_ZONE = re.compile(
    r"(?:(?!with\b|that\b|who\b|and\b|an opponent\b|you\b)[\w-]+ ){0,4}?(?:cards?|spells?)\b"
    r"(?! types?\b)"
)
"""An object named as a card or a spell, in a zone other than the battlefield, by its words
before any qualifier ("target artifact card", "the top card", "target spell"; not "target
creature with power less than the number of cards in your hand", "that shares a card
type")."""
_NOT_YET_IN_ITS_STEP = re.compile(rf"[^.;]*?(?:{_NOT_YET.pattern})")
"""The words of a step after its object that say it may not happen, or happens later."""
_RETURNED = re.compile(
    r"\b[Rr]eturn (?:it|them|that card|those cards|the (?:exiled )?cards?) to the battlefield\b"
    # not later, in a delayed trigger ("... at the beginning of the next end step")
    rf"(?![^.]*(?:{DELAYED_WORDS}))"
)
"""A step that returns what an earlier one exiled or sacrificed to the battlefield now: back,
a permanent a later step may change."""


def moved_object_stays(clause: str, sentence_before: str) -> bool:
    """Whether the words before a pronoun in its sentence put back an object an earlier step
    moved off the battlefield ("Return that card to the battlefield ..., then it gains ..."),
    ask whether an object destroyed survived ("If it's still on the battlefield, it gains
    ..."), or open the branch where the step of the sentence before did not happen and it
    named an object by a target ("If you don't, it gains ..." after "you may exile target
    creature", chosen all the same, 601.2c; "If you can't" after "destroy target artifact";
    not after "you may put another creature you control on the bottom of its owner's
    library" or "target opponent may return a creature they control ...", which chose none):
    an object "it" may stand for."""
    return (
        ENTERS.search(clause) is not None
        or _SURVIVED.match(clause) is not None
        or (
            _DECLINED.match(clause) is not None
            and _OBJECT_TARGET.search(_declined_step(sentence_before)) is not None
        )
    )


_OPTIONAL_STEP = re.compile(
    r"(?:^|, (?:then )?|\bthen )(?P<step>(?:you|they|that player|its (?:controller|owner)"
    r"|defending player|(?:target|each|any|an?|that|the chosen) (?:opponent|player)"
    r"|target \w+'s (?:controller|owner)) may\b)"
)
"""A step a player may decline, from its subject on, opening a clause ("you may put ...",
"..., then target opponent may put ..."; not a relative clause's "may": "choose a land that
an opponent may tap")."""


def _declined_step_start(sentence: str) -> int:
    """Where the step of `sentence` a player may decline opens ("..., then you may put ...");
    0 where none does: the whole sentence is the step that failed ("sacrifice another
    creature. If you can't, ...")."""
    step = _OPTIONAL_STEP.search(sentence)
    return 0 if step is None else step.start("step")


def _declined_step(sentence: str) -> str:
    """The words of the step of `sentence` that "If you don't" or "If you can't" says was not
    taken (`_declined_step_start`)."""
    return sentence[_declined_step_start(sentence) :]


def chose_none(clause: str, sentence_before: str) -> bool:
    """Whether the words before a pronoun in its sentence open the branch where the step of
    the sentence before was not taken and that step named its objects by no target ("you may
    put a creature card from your hand onto the battlefield. If you don't, it gains ..."): an
    object not targeted is chosen as the step is taken (608.2c), so none was, and "it" stands
    for what it stood for before (probe tu91)."""
    return (
        _DECLINED.match(clause) is not None
        and _OBJECT_TARGET.search(_declined_step(sentence_before)) is None
    )


SURVIVED = (
    r"(?:(?: is| are|'s|'re) (?:still on the battlefield|indestructible)| survives?"
    r"| (?:wasn't|weren't|isn't|aren't|can't be) destroyed)\b"
)
"""The words of a condition after its object that ask whether a destroyed one survived."""


def antecedent_after_clause_is_self(
    clause: str, earlier: list[str], self_words: str, pronoun: str = "it"
) -> bool:
    """`antecedent_is_self` for a pronoun after `clause`, the words before it in its sentence:
    an object moved away before is gone unless the clause puts it back or asks whether it
    stayed (`moved_object_stays`), and a declined step's objects were never chosen
    (`chose_none`)."""
    earlier, clause = past_sibling_branches(clause, earlier)
    return antecedent_is_self(
        earlier,
        self_words,
        pronoun,
        gone_for_good=not moved_object_stays(clause, earlier[-1]),
        chose_none=chose_none(clause, earlier[-1]),
    )


_STEPS_PLAYER = r"(?:you|they|(?:that|the) (?:player|opponent))"
"""The player of a step a branch answers, named again ("If that opponent doesn't,", "If the
player doesn't,", probe vw7, review)."""
_NOT_DONE = r"(?:don't|doesn't|didn't|do not|does not|can't)"
BRANCH = re.compile(
    r"\s*(?:[Tt]hen )?(?:(?:[Ii]f|[Ww]hen)"
    rf" (?P<who>{_STEPS_PLAYER}|an? (?:player|opponent)|no (?:one|player|opponent))"
    rf" (?:(?P<taken>do|does|did)|{_NOT_DONE})|[Oo]therwise),"
)
"""A sentence that opens one branch of the step before it ("If you do,", "Then if you
don't,", "If no one does,", "When you do,", "Otherwise,"), with its comma: not a condition,
"If you don't control a Forest"."""


def branch_taken(branch: re.Match[str]) -> bool:
    """Whether a `BRANCH` is the one where its step was taken ("If you do,", "If a player
    does,"), not declined ("If you don't,", "If no one does,", "Otherwise,")."""
    return branch["taken"] is not None and not branch["who"].startswith("no ")


def sibling_branch(sentence: str) -> re.Match[str] | None:
    """The `BRANCH` `sentence` opens where it takes no optional step of its own, a sibling of
    the branches after it, which answer the same step; not "If you do, you may sacrifice
    this creature.", whose "If you do" after it answers that step."""
    branch = BRANCH.match(sentence)
    if branch is None or _OPTIONAL_STEP.search(sentence[branch.end() :].lstrip()):
        return None
    return branch


def _names_lasting(branch: str) -> bool:
    """Whether a branch names an object that is there whichever branch is taken: any but a
    token it creates."""
    return any("token" not in m[0] for m in others_named(branch))


def answers_a_step(before: str) -> bool:
    """Whether the clause `before` ends in opens a branch right after a sibling branch ("If
    you do, it becomes a Plains .... Otherwise, "): the other branch of the step before
    both, not of the sibling's own change (`past_sibling_branches`)."""
    clause = last_sentence(before)
    at = before.rfind(clause) if clause else -1
    sentence = last_sentence(before[:at].rstrip()) if at > 0 else ""
    return bool(BRANCH.match(clause) and sibling_branch(sentence))


def past_sibling_branches(clause: str, earlier: list[str]) -> tuple[list[str], str]:
    """The sentences a branch's pronoun looks back on and its `clause` as read: a branch
    ("If you don't, it ...") answers the step before its sibling branches, not them ("you may
    put a land card ... onto the battlefield. If you do, it becomes a Forest ... If you don't,
    it becomes an Island ...": the land card put or, declined, the card; 608.2c, probe vh),
    and "Otherwise," after "If you do," is "If you don't,". A sibling that names an object
    of its own is read still ("If they do, target land you control becomes a Plains .... If
    they don't, it becomes a Swamp ...": that land, chosen as the ability was put on the
    stack, 601.2c; "enchanted land"), but not for a token it creates, which the other branch
    never made ("If you do, create a Powerstone token. If you don't, it ...")."""
    if not BRANCH.match(clause):
        return earlier, clause
    step = len(earlier)
    while step > 1 and sibling_branch(earlier[step - 1]) and not _names_lasting(earlier[step - 1]):
        step -= 1
    otherwise = re.match(r"\s*(?:[Tt]hen )?[Oo]therwise,", clause)
    sibling = BRANCH.match(earlier[step]) if step < len(earlier) else None
    # (a step a condition opens answers "Otherwise" as that condition's other branch: "If
    # it's a land card, you may put it onto the battlefield. Otherwise, ...", review)
    optional = (
        _OPTIONAL_STEP.search(earlier[step - 1])
        if step == len(earlier)
        and not (_OPENS_WITH_IF.match(earlier[step - 1]) and not BRANCH.match(earlier[step - 1]))
        else None
    )
    if otherwise and ((sibling and branch_taken(sibling)) or optional):
        # "Otherwise" after "If you do", or right after the step a player may take ("you may
        # pay {1}. Otherwise, ...", probe vn73): where it was declined
        clause = _declined_words(sibling or optional) + clause[otherwise.end() :]
    return earlier[:step], clause


def _declined_words(taken: re.Match[str] | None) -> str:
    """The words of the branch where a step was declined, after the branch where it was
    `taken` ("If you do,": "If you don't,"; "If a player does,": "If no one does,") or after
    the step itself (`_OPTIONAL_STEP`: "you may ..." or "any player may ...")."""
    words = (taken["who"] if "who" in taken.re.groupindex else taken["step"]) if taken else ""
    if re.match(r"(?i)(?:a|any|each) (?:player|opponent)", words):
        return "If no one does,"
    return "If you don't," if words.startswith("you") else "If they don't,"


_OPENS_WITH_IF = re.compile(r"\s*(?:[Tt]hen )?[Ii]f\b")
"""A sentence opened by a condition."""


def without_declined_step(before: str) -> str:
    """The text before a pronoun without its clause's sibling branches (`past_sibling_branches`)
    and without the words of the step its clause says was declined and chose no object
    (`chose_none`), with the branch's own words, which name nothing: "When this land enters,
    you may reveal an Island card from your hand. If you don't, " is "When this land enters,
    " as what "it" may stand for (probe va37)."""
    clause = last_sentence(before)
    at = before.rfind(clause) if clause else -1
    previous = before[:at].rstrip() if at > 0 else ""
    # the sentences back to the step a branch answers, past its sibling branches
    earlier: list[str] = []
    rest = previous
    while (sentence := last_sentence(rest)) and (opens := rest.rfind(sentence)) >= 0:
        earlier.insert(0, sentence)
        if not (BRANCH.match(clause) and sibling_branch(sentence)):
            break
        rest = rest[:opens].rstrip()
    if not earlier:
        return before
    steps, read = past_sibling_branches(clause, earlier)
    sentence = steps[-1]
    declined = chose_none(read, sentence)
    if len(steps) == len(earlier) and not declined:
        return before
    opens = previous.rfind(sentence)
    after = before[at + len(clause) :]
    if not declined:  # the step's sentence, then the clause as read
        return f"{previous[: opens + len(sentence)]} {read}{after}"
    step = opens + _declined_step_start(sentence)
    return f"{previous[:step].rstrip()} {_DECLINED.sub('', read, count=1).lstrip()}{after}"


_SURVIVED = re.compile(rf"(?:[Tt]hen )?[Ii]f (?:it|(?:that|the) \w+|they|those \w+){SURVIVED}")
"""A condition on whether an object a step destroyed survived (702.12b, 701.19)."""
_DECLINED = re.compile(
    rf"(?:[Tt]hen )?[Ii]f (?:(?:{_STEPS_PLAYER}|an? (?:player|opponent)) {_NOT_DONE}"
    r"|no (?:one|player|opponent) does),"
)
"""The branch of an effect where a step a player may take was not taken, or could not be
("destroy target artifact. If you can't, ...": that artifact)."""
_OBJECT_TARGET = re.compile(r"\b[Tt]arget (?!opponents?\b|players?\b)")
"""A target that is an object, not a player."""
_USED_AGAIN = re.compile(r"\b(?:[Cc]ast|[Pp]lay) (?:it|them|that card|those cards)\b")
"""A step that casts or plays a card an earlier one exiled ("You may cast it this turn",
"you may play that card"): that card named again, which "it" after it stands for."""


_TARGET = re.compile(r"(?:up to \w+ )?(?:other |another )?target\b", re.IGNORECASE)


_OTHER_THAN_TARGET = re.compile(r"^((?:each|all|every) )other ", re.IGNORECASE)


def after_target(first: str, group: str) -> str:
    """A group after `first` ("Target creature and each other creature ..."): after a target,
    its "other" is other than the target (radiance), not the card, so it is left out; and
    "that player" is the player the target's group named ("Target land an opponent controls
    and each other land that player controls")."""
    if not _TARGET.match(first):
        return group
    return _OTHER_THAN_TARGET.sub(r"\1", that_player(group, first))


_PLAYER_NAMED = re.compile(
    r"\bduring (?:an|each) opponent's turn\b"  # a time, no player named
    # only an opponent is dealt combat damage by your creatures or attacks you (506.1)
    r"|(?P<opponent>\b(?:(?:each|target|an|that) opponent|opponent's"
    # your creatures damage or attack an opponent, and only an opponent attacks you
    r"|(?:this (?!turn\b)\w+|you control|you) (?:deals?|attacks?) (?:combat damage to )?"
    r"(?:a player|that player)|one of your opponents"
    r"|(?:a|each) player attacks you)\b)"
    # a player other than you, unless said after another player ("an opponent attacks
    # another player": other than that opponent, perhaps you)
    r"|(?P<other>\b(?:another player|each other player|other players|a player other than you)\b)"
    r"|\b(?:(?:each|target|a) player|player's)\b",
    re.IGNORECASE,
)


_THAN_YOU = re.compile(
    r"\b(?:that|a|the active) player (?:has|controls)\b[^.,;]*? (?<!\bno )"
    r"(?:more|fewer|less|greater)\b[^.,;]*? than you(?! (?:have|has|had|control) \w)\b"
    r"|\byou (?:have|control)\b[^.,;]*? (?<!\bno )(?:more|fewer|less|greater)\b"
    r"[^.,;]*? than that player(?! (?:has|had|controls) \w)\b"
)
"""A player compared with you, strictly ("if that player has more cards in hand than you",
"if a player controls more lands than you, ... that player",
"if you control more creatures than that player", "... than that player controls"): never
you. Not "no more ... than you", which you meet too, nor a comparison with another of your
counts ("more creatures than you have cards in hand")."""


def _compared_with_you(before: str) -> bool:
    """Whether "that player" is compared with you (`_THAN_YOU`) where the comparison covers
    the text after `before`: in the conditions its sentence or its ability opens with (an
    intervening "if", 603.4); not in another clause's own condition ("that player loses 1
    life if that player has more life than you. Creatures that player controls gain ...",
    "that player draws a card if ..., and creatures that player controls gain ...")."""
    line = before.rsplit("\n", 1)[-1]
    openings = [CONDITIONS_FIRST.match(line), CONDITIONS_FIRST.match(last_sentence(line))]
    return any(o is not None and _THAN_YOU.search(o[0]) for o in openings)


PLAYERS_GROUP = re.compile(rf"^(?P<player>{PLAYERS_POSSESSIVE}) {PLAYERS_GROUP_WORDS}")
"""A group named by a player's possessive ("Each player's lands", "Your opponents'
creatures", "Target opponent's lands with ...")."""


def as_controlled(group: str) -> str:
    """A group named by a player's possessive as the permanents that player controls (110.2):
    "Each player's lands" is "lands each player controls", "Your opponents' creatures"
    "creatures your opponents control", "That player's lands" "lands that player controls"
    (`that_player` reads whom it names)."""
    m = PLAYERS_GROUP.match(group)
    if m is None:
        return group
    player = m["player"].removesuffix("'s").removesuffix("'")
    player = player[0].lower() + player[1:]
    verb = "control" if player.endswith("s") else "controls"  # "your opponents control"
    return f"{m['words']} {player} {verb}{m['rest'] or ''}"


_ENCHANTED_PLAYER_NAMED = re.compile(r"\benchanted player\b", re.IGNORECASE)
_ITS_CONTROLLER = re.compile(
    r"\b(?:its|their|(?:equipped|that|the chosen|target) [a-z]+'s) (?:controller|owner)s?"
    r" controls?\b"
)
"""An object's controller or owner as a group's ("lands its controller controls"); an
enchanted object's is the Aura's enchant keyword's (`owners.belongs_to`)."""


def that_player(group: str, before: str, self_words: str = "") -> str:
    """`group` with "that player controls" read as the player the text names last before
    its first "that player": an opponent after "At the beginning of each opponent's upkeep",
    "Target land an opponent controls" or "deals combat damage to a player", and a player
    other than you after "another player", "each other player's" or "a player other than
    you" (but "another player" after a player the sentence named first, "an opponent attacks
    another player", is other than that one), so the card is not among them; after "each
    player's upkeep" it may be you, and the words stay as they are (a group the card may be
    in). The card named by its name in `before` (`self_words`, as `self_mention` finds it)
    is "this card" (201.4: "Whenever Vess, the Crimson Vow deals combat damage to a player"
    is the card's own damage, to an opponent)."""
    group = as_controlled(group)
    if self_words:
        before = self_mention(self_words).sub("this card", before)
    if (its := _ITS_CONTROLLER.search(group)) is not None:
        # an object's controller: another player where the text before names that object as
        # theirs ("Whenever a creature an opponent controls dies, its controller's lands": a
        # trigger's object by its own words, not a condition's "if an opponent controls
        # more creatures"), else a player who may be you (the card's own, a target land, "a
        # creature")
        sentence = last_sentence(before)
        event = triggering_group(sentence)
        if event is not None:
            theirs = event.endswith(" an opponent controls")
        else:
            theirs = re.search(THEIRS, without_conditions(sentence)) is not None
        mine = "an opponent controls" if theirs else "you control"
        return group[: its.start()] + mine + group[its.end() :]
    if "that player controls" not in group:
        return group
    if _compared_with_you(before):
        # "if that player has more cards in hand than you": a player compared with you is
        # not you
        return group.replace("that player controls", "an opponent controls")
    first = before.find("that player")
    end = first if first >= 0 else len(before)
    # a player that "that player" is compared with in its clause is not what it stands for
    # ("At the beginning of each opponent's upkeep, if another player controls more lands
    # than that player, ...": the opponent)
    compared = first >= 0 and before.endswith("than ", 0, end)
    clause = before.rfind(", ", 0, end) if compared else -1
    named = [
        m
        for m in _PLAYER_NAMED.finditer(before, 0, clause if clause > 0 else end)
        if not m[0].lower().startswith("during")
    ]
    enchanted = list(_ENCHANTED_PLAYER_NAMED.finditer(before, 0, end))
    # (the last named, its "player's" inside "enchanted player's" too)
    if enchanted and (not named or enchanted[-1].end() >= named[-1].start()):
        # "At the beginning of enchanted player's upkeep, ... that player controls": the
        # player the Aura enchants, whom its enchant keyword decides (`owners.belongs_to`)
        return group.replace("that player controls", "enchanted player controls")
    if not named:
        return group
    other = named[-1]["other"] and not (
        len(named) > 1 and "." not in before[named[-2].end() : named[-1].start()]
    )
    if named[-1]["opponent"] or other:
        return group.replace("that player controls", "an opponent controls")
    return group


def ability_words(sentence: str) -> str:
    """The last line of `sentence`, its ability word dropped (207.2c): the ability's words."""
    line = sentence.rsplit("\n", 1)[-1]
    word = ABILITY_WORD.match(line)
    return word["effect"] if word else line


def _says_it_alone(effect: str, pronoun: str = "they") -> bool:
    """Whether an effect says "it" and names no other object it could stand for; for a
    later "it", none in the singular ("untap all lands you control and put a +1/+1 counter
    on it. It gains ...")."""
    others = others_named(effect)
    if pronoun == "it":
        others = [m for m in others if not in_the_plural(m)]
    return re.search(r"\bit\b", effect) is not None and not others


def names_no_object(effect: str) -> bool:
    """Whether an effect only players act in and it names no object a pronoun may stand
    for ("you gain 3 life", "you and another target player each draw a card"; nor one a
    step surely puts into a hand or a library, a new object there, 400.7: "you may return a
    land you control to its owner's hand"); not an imperative keyword action, which may name
    objects of its own ("earthbend 2": a target land, 701.65)."""
    # "Then scry 1."; a condition at its end names no object the effect acts on ("draw a
    # card if you control another Elf")
    effect = _THEN.sub("", effect)
    acted = before_trailing_condition(effect)
    # "them" after cards of a library or a hand stands for those cards ("look at the top
    # two cards of your library, then put them back in any order"; "draw two cards, then
    # put one of them on the bottom of your library")
    cards = _LIBRARY_CARDS.search(acted)
    pronouns = acted
    if cards is not None:
        pronouns = acted[: cards.end()] + _THEM_ALONE.sub("", acted[cards.end() :])
    return (
        _PLAYERS_ACT.match(effect) is not None
        # not "they" of a player ("for each land they control", "unless they discard")
        and re.search(rf"\b(?:it|they(?!'ve\b|(?: each)? {_PLAYER_VERBS})|them)\b", pronouns)
        is None
        and not others_named(
            OF_A_LIBRARY.sub("", acted), count_moved=_NOT_YET.search(effect) is not None
        )
        # a card put onto the battlefield is a permanent "it" may stand for ("put one of
        # them onto the battlefield tapped if it's a land card")
        and not ENTERS.search(effect)
    )


ENTERS = re.compile(r"\b(?:onto|to) the battlefield\b")
"""A step that puts an object onto the battlefield: a permanent "it" and "they" may stand
for, whatever zone it came from."""
_FROM_ANOTHER_ZONE = re.compile(
    r"\bfrom among them\b"
    # (the card's words between: "target creature card with mana value 3 or less from your
    # graveyard", "target card you own in exile")
    # (not cards a count counts: "the number of cards in your hand")
    r"|(?<!\bnumber of )(?<!\beach )\bcards?\b[^.,;]*?"
    r" (?:(?:from|in) (?:[\w']+ ){1,2}(?:hand|graveyard|library)|in exile)\b"
)
"""Cards an effect moves from another zone: new objects, not those a pronoun stood for."""


_LIBRARY_CARDS = re.compile(
    r"\b(?:[Dd]raws? (?:\w+|X) cards"
    r"|(?:[Ll]ook at|[Rr]eveal) the top (?:\w+|X) cards of [\w' ]*?library)\b"
)
"""Cards of a library or a hand a player draws, looks at or reveals: "them" after them
stands for those cards, no permanent."""
_THEM_ALONE = re.compile(r"\bthem\b")
OF_A_LIBRARY = re.compile(r"\bthe top (?:\w+ )?cards of [\w' ]*?library\b")
"""Cards of a library looked at together, none a permanent a pronoun may stand for ("look at
the top two cards of your library, then put them back"); not the top card alone, which a
step may put onto the battlefield."""


def before_trailing_condition(effect: str) -> str:
    """An effect's words before a condition at its end ("draw a card if you control another
    Elf"): the objects a condition names are none the effect acts on."""
    return _TRAILING_CONDITION.split(effect, maxsplit=1)[0]


_THEN = re.compile(r"^(?:[Tt]hen|Otherwise),? ")
_TRAILING_CONDITION = re.compile(r",? (?:if|unless) ")
_PLAYER_VERBS = (
    r"(?:control|own|lose|gain|draw|drew|cast|discard|pay|sacrifice|mill|scry|may|do|don't"
    r"|can't)\b"
)
"""What only a player does: "they" before it is a player (109.1)."""


_PLAYERS_ACT = re.compile(
    # a keyword action on cards of a library or hand, or on counters or a dungeon, names
    # no permanent "it" may stand for ("draw a card", "scry 2", "mill two cards", "discard
    # a card", "proliferate", "venture into the dungeon": 701.9, 701.22, 701.13, 701.8,
    # 701.34, 701.49), nor does looking at or revealing a library's top cards
    # (in their turn order or not: "starting with you, each player votes ...", probe vw2)
    rf"(?:{TURN_ORDER}, )?"
    rf"(?:[Yy]ou|{PLAYERS}|its controller|[Tt]hey(?=(?: each)? {_PLAYER_VERBS})"
    r"|[Cc]hoose (?:up to \w+ |any number of )?(?:target )?(?:opponents?|players?)\b"
    # a choice of a color, a number or a type names no object ("Choose a color.")
    r"|[Cc]hoose an? (?:color|number|(?:creature |card |basic land |land )?type)\b"
    r"|(?:[Dd]raw|[Ss]cry|[Ss]urveil|[Mm]ill|[Dd]iscard|[Pp]roliferate|[Vv]enture into"
    r"|(?:[Ll]ook at|[Rr]eveal) the top)(?=\W))\b"
)


def effect_names_self(sentence: str, self_words: str) -> bool:
    """Whether the effect of a sentence, its trigger condition and other conditions aside,
    names the card: by its names ("untap this creature and ...") or by "it" standing for it
    ("When this creature enters, it fights ...")."""
    effect = without_conditions(COST_FIRST.sub("", sentence))
    if self_mention(self_words).search(effect):
        return True
    # "it fights ...", "untap it and up to one other target Wizard you control": "it" is the
    # card where nothing else was named before it
    it = re.search(r"\bit\b", effect)
    return it is not None and pronoun_is_self(effect[: it.start()], sentence, self_words)


_OBJECTS_OF_EVENT = (
    r"(?P<self>this [\w ]+? or )?"
    # ("one or more of your creatures": those you control, 110.2)
    r"(?P<quantity>an?|(?:one|two|three) or more(?P<yours> of your(?! opponent))?|another"
    r"|your(?= commander)"
    r"|an opponent's|another player's) "
    # the kind's noun, never "other" ("one or more other lands you control enter": "other
    # lands", not "other" with the verb "lands")
    r"(?P<what>(?:(?!(?:an?|the)\b)[a-z]+ )*?(?!other\b)[\w-]+?s?"
    r"(?: [A-Z][\w-]*| creatures?| tokens?)*)"
    # "with flying, first strike, or vigilance": a list of qualities
    rf"(?P<control> you control| {THEIRS})?"
    r"(?P<chosen> of the chosen (?:creature )?type)?"
    # what each of them is or isn't ("a creature you control that isn't a token", "... that
    # isn't a Goblin, Ranger, or Wizard")
    r"(?P<relative> that (?:is|are|isn't|aren't)(?: not)? (?:an? )?[\w -]+?"
    r"(?:,(?: or| and)? (?:an? )?[\w -]+?)*)?"
    r"(?: with (?:[^,]*?, )*?(?:or |and )?[^,]*?)?"
)
"""The objects a trigger event names (`_EVENT_OBJECT`, `_ACTED_ON_OBJECT`)."""


_CONDITION_OF_KIND = (
    r"(?: if it's (?P<condition>an? (?:(?:basic|nonbasic|snow|legendary) )?[\w-]+),)?"
)


_EVENT_OBJECT = re.compile(
    rf"(?:[^—.]*— )?(?:When|Whenever) {_OBJECTS_OF_EVENT}"
    r" (?P<verb>[a-z]+s|enter|attack|block|deal|become|die|leave)\b(?P<rest>[^,]*),"
    + _CONDITION_OF_KIND
)
"""A trigger event of one object, or several, of a kind the card may be ("Whenever a
creature you control attacks", "Landfall — Whenever a land you control enters", "Whenever
a creature enters", "Whenever one or more creatures you control attack", "Whenever a
creature you control with a +1/+1 counter on it explores"): "another" excludes the card
but for "this creature or another ...", which names it; an intervening "if it's an Elf"
(603.4) narrows the kind."""


_ACTED_ON_OBJECT = re.compile(
    r"(?:[^—.]*— )?(?:When|Whenever) (?P<actor>[^,]*?) "
    r"(?:(?:is|are) put on|becomes? attached to|puts? [^,]*? counters? on"
    # "Whenever you cast a spell that targets a land you control": the object targeted
    r"|casts? [^,]*? that targets?"
    # "Whenever you attach an Aura, Equipment, or Fortification to a land you control"
    rf"|attach(?:es)? (?:[^,]|{LIST_COMMA})*? to) "
    rf"{_OBJECTS_OF_EVENT}," + _CONDITION_OF_KIND
)
"""A trigger event of something done to an object of a kind the card may be ("Whenever one
or more +1/+1 counters are put on a creature you control", "Whenever you put one or more
+1/+1 counters on a creature you control", "Whenever an Aura becomes attached to a creature
you control", "Whenever you cast a spell that targets a land you control"): that object set
off the trigger; not the card where the card does it ("Whenever this creature becomes
attached to a creature": another, 301.5c)."""


_PLAYED_OBJECT = re.compile(
    r"(?:[^—.]*— )?(?:When|Whenever) (?P<player>you|an opponent|a player) (?:plays?|taps?) "
    rf"{_OBJECTS_OF_EVENT}(?: for mana)?," + _CONDITION_OF_KIND
)
"""A trigger event of a player playing a land ("Whenever an opponent plays a land") or
tapping a permanent ("Whenever you tap a land for mana"): that player controls the land it
played (305.1), or the permanent it tapped (only a permanent's controller activates its
abilities, 602.2)."""


_PLAYER_CONTROLS = {"you": " you control", "an opponent": " an opponent controls", "a player": ""}


_ATTACKED_WITH = re.compile(
    r"(?:[^—.]*— )?(?:When|Whenever) (?P<player>you|an opponent|a player) attacks? with "
    rf"{_OBJECTS_OF_EVENT},"
)
"""A trigger event of a player attacking with objects ("Whenever you attack with one or
more Elves"): the attacking creatures, which that player controls (508.1a)."""


CARD_OR_GROUP = re.compile(r"this [\w ]+? or ")
"""A group that names the card first ("this creature or another Elf you control", the objects
a trigger event names: `triggering_group`)."""


_AT_YOU = re.compile(
    r"attacks? (?:you\b(?! control)|an? (?:planeswalker you control|battle you protect)\b)"
    r"|deals? combat damage to you\b"
)
"""An event's object attacking you, the controller, or a planeswalker you control or a
battle you protect, or dealing you combat damage: a creature of an opponent's (508.1b,
510.1), not one that deals you other damage."""


def triggering_group(sentence: str) -> str | None:
    """The objects a pronoun in a trigger's effect may stand for, as a group the card is
    judged against: those the event describes ("Whenever a Forest you control enters, it
    ...": "Forest you control"; "Whenever a counter is put on a creature you control, that
    creature ...": "creature you control"); "another" leaves the card out, unless the event
    names the card beside it. None where the sentence opens with no such event."""
    if played := _PLAYED_OBJECT.match(sentence):
        group = f"{played['what']}{_PLAYER_CONTROLS[played['player']]}"
        if played["quantity"] == "another":  # "Whenever you tap another land for mana"
            group = f"another {group}"
        # "Whenever you play a land, if it's a Mountain, ..." (603.4)
        return f"{group} that's {played['condition']}" if played["condition"] else group
    if attacked := _ATTACKED_WITH.match(sentence):
        return f"{attacked['what']}{_PLAYER_CONTROLS[attacked['player']]}"
    event = _ACTED_ON_OBJECT.match(sentence) or _EVENT_OBJECT.match(sentence)
    if event is None:
        return None
    # "another", an event done to the card ("Whenever a creature crews this Vehicle"), or
    # done by it ("Whenever this creature becomes attached to a creature")
    parts = event.groupdict()
    done_to_card = "this " in (parts.get("rest") or "")
    done_by_card = "this " in (parts.get("actor") or "")
    apart = (event["quantity"] == "another" or done_to_card or done_by_card) and not event["self"]
    if event["quantity"] == "your":  # "Whenever your commander attacks": 903.3
        return f"your {event['what']}"
    # "of the chosen type": the card too, whose controller may choose its type (106.7)
    # another player's however worded ("that an opponent controls", "controlled by an
    # opponent", "an opponent's land"): "an opponent controls", no relative clause on a kind
    control = " you control" if event["yours"] else event["control"] or ""
    if (control and control != " you control") or event["quantity"].endswith("'s"):
        control = " an opponent controls"
    under = re.search(
        r"\bunder (?P<whose>your|an opponent's|another player's) control\b", parts.get("rest") or ""
    )
    if under and not control:  # "Whenever a land enters under an opponent's control"
        control = " you control" if under["whose"] == "your" else " an opponent controls"
    if not control and _AT_YOU.match(f"{parts.get('verb') or ''}{parts.get('rest') or ''}"):
        # "Whenever a creature attacks you": an opponent's, none of yours (508.1b)
        control = " an opponent controls"
    group = f"{event['what']}{control}{event['chosen'] or ''}{event['relative'] or ''}"
    if re.match(r"(?:enchanted|equipped) ", group) and event["quantity"] in ("a", "an"):
        # "Whenever an equipped creature you control attacks": any one in that state, not
        # the Equipment's own creature ("Equipped creature", `_NOT_OURS`)
        group = f"{event['quantity']} {group}"
    if event["condition"]:
        group += f" that's {event['condition']}"
    if event["self"]:  # "this creature or another Elf you control": the card, whatever it is
        return f"{event['self']}{event['quantity']} {group}"
    return f"another {group}" if apart else group


_PRONOUN_SUBJECT = re.compile(
    rf"(?:[^.]*, )?{NO_CONDITION}(?:[Tt]hen )?"
    # (not "they" of players: "If they don't, they lose 3 life.")
    rf"(?P<subject>[Ii]t|[Tt]hey(?! {_PLAYER_VERBS})) (?!'s\b)[a-z]+s?\b"
)
"""A pronoun opening a clause as its subject, with any verb ("When this creature enters, it
deals 2 damage to ...")."""


def moves_a_card_back(earlier: list[str]) -> bool:
    """Whether the last of `earlier` puts "it" or "them" onto the battlefield after a sentence
    before it took a card away, milled, drew, discarded, revealed or sacrificed it ("mill a
    card. If it's a land card, return it to the battlefield."; "you may sacrifice another
    creature. When you do, return it ..."): the pronoun after stands for that card, now a
    new permanent (400.7), not the card of the ability."""
    last = earlier[-1] if earlier else ""
    if not re.search(r"\b(?:it|them)\b[^.]*\b(?:onto|to) the battlefield\b", last):
        return False
    if _SELF_LEFT.match(ability_words(earlier[0])):
        return False  # "When this creature dies, ... return it": the card that died, maybe
    return any(_TAKES_A_CARD.search(sentence) for sentence in earlier)


_SELF_LEFT = re.compile(
    r"(?:When|Whenever) this \w+ (?:dies|leaves the battlefield|is put into a graveyard)\b"
)


_TAKES_A_CARD = re.compile(
    r"\b(?:[Mm]ills?|[Dd]raws?|[Dd]iscards?|[Ss]urveil|[Rr]eveals?|[Ss]acrifices?)"
    r" (?!this\b)(?:an?|another|\w+ cards?|that|\d|X|up to)\b"
)
"""A step that takes a card from a library, a hand or the battlefield (not "sacrifice this
creature")."""


_EXILE_STEP = re.compile(r"\b[Ee]xiles? (?P<object>[^,.]+?)(?=[,.]| then\b| and\b| from\b|$)")
"""An exile step and the object it takes ("exile it", "Exile this creature from your
graveyard")."""


def _last_exile(text: str, at: int) -> re.Match[str] | None:
    steps = list(_EXILE_STEP.finditer(text, 0, max(at, 0)))
    return steps[-1] if steps else None


def last_exiled(text: str, at: int) -> str | None:
    """What the last exile step of `text` before `at` took ("it", "this creature", "target
    card"): the object "the exiled card" at `at` names; None where no step exiled one."""
    step = _last_exile(text, at)
    return step["object"] if step else None


def exiled_itself(text: str, self_words: str) -> bool:
    """Whether the object the last exile before "the exiled card" in `text` took is the
    card ("Exile this creature. Return the exiled card ..."; "When this creature dies, exile
    it, then return the exiled card ...", where "it" stands for the card)."""
    step = _last_exile(text, text.rfind("the exiled card"))
    if step is None:
        return False
    if step["object"] == "it":
        before = last_sentence(text[: step.start("object")])
        return pronoun_is_self(before, before, self_words)
    return re.match(rf"(?:{self_words}|this card)\b", step["object"]) is not None


def antecedent_is_self(
    earlier: list[str],
    self_words: str,
    pronoun: str = "it",
    *,
    gone_for_good: bool = True,
    chose_none: bool = False,
) -> bool:
    """Whether "it" or "they" opening a sentence stands for the card, from the sentence
    before: its subject when it has one that gets, has or is something ("This creature gets
    +1/+1. It also has ..."; "Varro, Mossbound Sentinel gets ..."; "this creature and each
    other Elf you control get +1/+1. They also gain ...", the card among them; "it gets
    +1/+0. It also gains ...", whatever "it" stands for there), else the object that
    sentence's effect named last ("{1}{G}: Untap this creature. It gains ..."; "When this
    creature dies, return it to the battlefield. It gains ...", whose "it" is the card its
    trigger named, in that sentence or an earlier one of the ability; "{2}, Exile this
    creature: Return it to the battlefield ...", the card its cost took), not its cost's or
    its trigger's ("When this creature enters, earthbend 2. It gains ..."). `earlier` are
    the sentences before the pronoun's, the last one the sentence before; `chose_none`, that
    the pronoun's clause is the branch where that sentence's step was not taken and chose no
    object (`chose_none`): none it names, as for a sentence that names none."""
    if moves_a_card_back(earlier):
        return False
    previous = earlier[-1]
    # a card an earlier step exiled and this one casts or plays is named again, what "it"
    # after may stand for ("exile target creature an opponent controls. You may cast that
    # card this turn. It gains ...")
    gone_for_good = gone_for_good and _USED_AGAIN.search(previous) is None
    # "Battalion — Whenever this creature ...": no rules meaning
    word = ABILITY_WORD.match(previous)
    previous = word["effect"] if word else previous
    names_self = rf"(?:{self_words})"
    # the card heads the subject, alone or among others ("it and this creature get ...")
    heads = (
        rf"(?:[^.]*, )?(?:[Tt]hen )?{NO_CONDITION}(?:[^.,]*? and )?{names_self}(?:'s [\w ]+?)?"
        r"(?: and [^.]*?)?(?: each)? (?:gets?|ha(?:s|ve)|gains?|loses?|becomes?|is|are)\b"
    )
    if re.match(heads, previous):
        return True
    antecedent = SENTENCE_SUBJECT.match(previous) or _PRONOUN_SUBJECT.match(previous)
    plural_subject = False
    if (
        antecedent is not None
        and pronoun == "it"
        and (
            is_plural(antecedent["subject"], group=True)
            or _PLURAL_VERB.match(previous, antecedent.end("subject"))
        )
    ):
        # "it" is none of objects named in the plural ("up to two target creatures ... lose
        # all abilities until end of turn. It gains ..."; "other creatures you control get
        # +1/+0"): what the effect names decides, below ("they" may be players, whose
        # sentence is read as before)
        antecedent = None
        plural_subject = True
    elif antecedent is None and pronoun == "it":
        # and a subject in the plural with another verb ("Merfolk you control can't be
        # blocked this turn."; "Those creatures don't untap ...")
        lead = _LEADING_SUBJECT.match(without_conditions(COST_FIRST.sub("", previous)))
        plural_subject = lead is not None and is_plural(lead["subject"], group=True)
    if antecedent is not None:
        subject = antecedent["subject"]
        if pronoun == "they" and re.match(r"[Ii]t and ", subject):
            # "it and up to one other target creature you control each get +1/+1. They
            # gain ...": among them what that "it" stands for
            subject = "it"
        if subject.lower() in ("it", "they"):
            # whatever its verb ("it deals 1 damage to target creature. It gains ..."):
            # what that pronoun stood for, in that sentence or, opening it, before it
            before = previous[: antecedent.start("subject")]
            # (or after words that name no object: "If root gets more votes, it gains ...
            # Otherwise, it gains ...", probe vx55)
            names_none = not before.strip() or not (
                others_named(before) or re.search(names_self, before)
            )
            if names_none and len(earlier) > 1:
                return antecedent_is_self(earlier[:-1], self_words, subject.lower())
            return pronoun_is_self(before, previous, self_words, subject.lower())
        return re.fullmatch(names_self, subject) is not None
    effect = without_conditions(COST_FIRST.sub("", previous))
    if "the exiled card" in effect and exiled_itself(" ".join(earlier), self_words):
        # "{2}, Exile this creature: Return the exiled card to the battlefield. It gains
        # ...": the card its own step exiled, back; "the exiled cards", those it exiled with
        # others, as "those cards" ("Exile this creature and up to one other target
        # creature you control. Return the exiled cards ... They gain ...", probe wi62)
        effect = effect.replace("the exiled cards", "those cards")
        effect = effect.replace("the exiled card", "this card")
        self_words = f"{self_words}|this card"
    # "Return this card and up to one other target creature card ... They gain ...": the
    # card among them, and so after "untap it and up to one other target creature", where
    # "it" is the card
    if pronoun_is_self(effect, effect, self_words, pronoun):
        return True
    it_first = re.match(r"(?:you may )?(?P<verb>\w+ )it and ", effect)
    if pronoun == "they" and it_first and effect_names_self(previous, self_words):
        joined = f"{it_first['verb']}this card{effect[it_first.end('verb') + len('it') :]}"
        if pronoun_is_self(joined, joined, f"{self_words}|this card", pronoun):
            return True
    if (
        _says_it_alone(effect, pronoun)
        and len(earlier) > 1
        # (what a step moved away and this one puts back is no card's: "return target
        # creature to its owner's hand. Then return it to the battlefield. It gains ...")
        and antecedent_is_self(
            earlier[:-1], self_words, gone_for_good=gone_for_good and not ENTERS.search(effect)
        )
    ):
        # "it" goes on standing for what it stood for ("Target opponent gains control of this
        # creature. Untap it. It gains ...")
        return True
    if (
        pronoun == "they"
        and len(earlier) > 1
        and THEM.search(effect)
        and not others_named(effect)
        and not _FROM_ANOTHER_ZONE.search(effect)
        and antecedent_is_self(earlier[:-1], self_words, pronoun)
    ):
        # and so does "they" for what "those cards" or "them" stood for ("Exile it and up to
        # one other target creature you control. Return those cards to the battlefield ...
        # They gain ...": the card among them)
        return True
    # (nor, for "it", objects named only in the plural or gone: "return target creature an
    # opponent controls to its owner's hand. It gains ...")
    names_none = (
        # (a declined step's objects were never chosen: those of the words before it count)
        (chose_none and OBJECT_IN_EVENT.search(effect[: _declined_step_start(effect)]) is None)
        or names_no_object(effect)
        or (
            pronoun == "it"
            and (
                names_only_plural(effect, plural_subject)
                or (gone_for_good and names_only_objects_gone(effect))
                or (len(earlier) > 1 and puts_away_cards_looked_at(effect, earlier[-2]))
            )
        )
    )
    if names_none and len(earlier) > 1:
        # "it" goes on standing for what it stood for past a sentence only players act in
        # ("{1}{G}: Untap this creature. Scry 1. It gains ..."; "Elves you control get
        # +1/+1. You gain 2 life. They also gain ...": the Elves), unless that sentence
        # opens with a trigger of its own, which may name it ("At the beginning of the
        # next end step, if this creature blocked ..., you gain 2 life. It gains ...")
        if TRIGGER.match(ability_words(previous)) is None:
            return antecedent_is_self(
                earlier[:-1], self_words, pronoun, gone_for_good=gone_for_good
            )
        if antecedent_is_self(earlier[:-1], self_words, pronoun, gone_for_good=gone_for_good):
            return True
    opening = ability_opening(
        earlier, singular=pronoun == "it", put_back=not gone_for_good, last_chose_none=chose_none
    )
    if opening is None:
        return False
    # an opening that names no object but the card's ("At the beginning of combat on your
    # turn, you may sacrifice another creature. If you do, it gains ..."), nor any a cost
    # moved to another zone where the effect names none after it ("{1}, Exile a creature
    # you control: You gain 2 life. It gains ...", 400.7)
    moved_gone = names_none or names_only_plural(effect, plural_subject)
    names_nothing = pronoun == "it" and opening_names_nothing(opening, nothing_since=moved_gone)
    if re.search(names_self, opening) is None and not names_nothing:
        return False
    if (
        re.search(r"\b(?:them|they|those (?:creatures|permanents))\b", effect)
        and not others_named(effect)
        and re.search(names_self + JOINED.pattern, opening)
    ):
        # the objects a trigger names with the card ("Whenever this creature and at least
        # two other creatures attack, put a +1/+1 counter on each of them. They gain ..."):
        # the card among them
        return True
    # an effect that names no object at all ("you and another target player each draw a
    # card") leaves "it" the object its opening named, as one that says "it" alone does
    if not (_says_it_alone(effect, pronoun) or names_none):
        return False
    # the effect's own "it", with nothing else named, stood for the card its cost took ("{2},
    # Exile this creature: Return it to the battlefield ... It gains ...") or its trigger
    # named alone ("When this creature dies, return it to the battlefield. It gains ...";
    # "When this creature dies, you may pay {2}. If you do, return it ... It gains ..."), in
    # that sentence or an earlier one of the ability; not an object the trigger names
    # beside it ("deals combat damage to a creature, gain control of it")
    # (an object an intervening if names is none: "if this card is in your graveyard and
    # you control a Swamp")
    event = re.sub(r"\bif [^,]*, $", "", _without_gone_by_cost(opening, nothing_since=moved_gone))
    return OBJECT_IN_EVENT.search(re.sub(names_self, "", event)) is None


_BY_AN_ARTICLE = re.compile(
    r"(?i)(?:an?|another|each|all|any|one or more|two|three|four|five|six|seven|X|\d+)\b"
)
"""An object named by an article or a quantifier ("a creature", "another Elf", "three or
more land cards"), not by a definite word ("equipped creature", "that creature")."""
_DEFINITE = re.compile(
    r"\b(?:enchanted|equipped|fortified|that|the chosen) (?!player\b|opponent\b)[\w-]+"
)
"""An object named by a definite word, of any kind ("enchanted Forest", "equipped
creature's power", "fortified land", "the chosen creature")."""


def _without_gone_by_cost(opening: str, *, nothing_since: bool = False) -> str:
    """An ability's opening without what its cost sacrifices, discards or exiles; for a
    pronoun with `nothing_since` (no step of the effect between the cost and it names an
    object), without any object the cost moved to another zone."""
    gone = _MOVED_BY_COST if nothing_since else _GONE_BY_COST
    return gone.sub("", opening) if COST_FIRST.match(opening) else opening


def opening_names_nothing(opening: str, *, nothing_since: bool = False) -> bool:
    """Whether a trigger on a step or a phase, or a cost, names no object but those it
    sacrifices, discards or exiles ("At the beginning of combat on your turn, ..."; "{B},
    Sacrifice another creature: ..."), nor an intervening "if" by a player or an article
    (603.4: "if you control another Elf", "if a creature died this turn"; not "if equipped
    creature is tapped", that creature), nor anything in the singular: "it" after it, with
    nothing else named, has only the card to stand for (a sacrificed creature is gone,
    400.7; `nothing_since`: for "it" with no object named since the cost, `_MOVED_BY_COST`)."""
    acted = _without_gone_by_cost(opening, nothing_since=nothing_since)
    acted = re.sub(r"\bif (?:you|an?|another|no)\b[^,]*, $", "", acted)
    return (
        (COST_FIRST.match(opening) is not None or opening.startswith("At the beginning of "))
        and all(map(in_the_plural, others_named(acted)))
        and OBJECT_IN_EVENT.search(acted) is None
        and _DEFINITE.search(acted) is None  # "the upkeep of enchanted creature's controller"
    )


_GONE_BY_COST = re.compile(
    r"\b(?:[Ss]acrifice|[Dd]iscard|[Ee]xile(?=[^,:]*\bfrom (?:your|a) (?:graveyard|hand)\b))"
    r" [^,:]*"
)
"""A cost's sacrifice of objects, or a card it discards or exiles from a graveyard or a hand:
gone once paid (400.7), none a pronoun of the effect stands for."""
_MOVED_BY_COST = re.compile(
    r"\b(?:[Ss]acrifice|[Dd]iscard|[Ee]xile|[Rr]eturn|[Pp]ut(?![^,:]*\bcounters?\b)) [^,:]*"
)
"""Any object a cost moves to another zone ("Exile a creature you control", "Put a card from
your hand on the bottom of your library", "Exile the top card of your library"): a new
object there (400.7), which "It" opening the effect, or after steps that name no object
("Scry 1. It gains ..."), is not; a later step may bring it back, and a pronoun after that
step stands for it ("Exile a creature you control: Return it to the battlefield. It gains
...")."""
_LEADING_SUBJECT = re.compile(
    r"(?P<subject>[A-Za-z][\w' -]*?)"
    r" (?:can't|can|don't|doesn't|attack|block|deal|fight|untap|phase)\b"
)
"""A subject with a verb `SENTENCE_SUBJECT` does not read ("Merfolk you control can't be
blocked")."""


def names_only_objects_gone(effect: str) -> bool:
    """Whether an imperative step names objects and every one leaves the battlefield for a
    graveyard, a hand, a library or exile (`moved_off_the_battlefield`: "sacrifice another
    creature", "return target creature an opponent controls to its owner's hand", "put
    target artifact you control on top of its owner's library", "destroy target artifact",
    "exile target creature an opponent controls"): new objects there (400.7), none "it"
    stands for after."""
    acted = before_trailing_condition(_THEN.sub("", effect))
    # the object's owner or controller moving "it", that object ("target creature's owner
    # shuffles it into their library"): as the step moving it
    acted = _as_the_owners_move(acted) or acted
    return (
        _NOT_YET.search(effect) is None
        # a sacrifice, an exile or a destruction, whatever words name its object, or a move
        # to a hand, a library or a graveyard
        and (
            _TAKES.match(acted) is not None
            or (_LEAVES.match(acted) is not None and _PUT_AWAY.match(acted) is not None)
        )
        and not others_named(acted, count_moved=False)
        and re.search(r"\b(?:it|they|them)\b", acted) is None
        and not ENTERS.search(acted)
        # (not cards moved from another zone, never the permanents "it" may stand for)
        and not _FROM_ANOTHER_ZONE.search(acted)
    )


_OWNER_MOVES_IT = re.compile(
    rf"(?P<object>(?:[Aa]nother )?[Tt]arget [\w -]+?)'s (?:owner|controller)"
    rf" (?P<verb>(?:{_MOVING_VERBS})|exiles|sacrifices) it\b"
)
"""A step in which the owner or controller of an object named by its target moves "it",
that object ("target creature's owner shuffles it into their library")."""


def _as_the_owners_move(text: str, at: int = 0) -> str | None:
    """`text` from `at` with the step at `at` in which an object's owner or controller moves
    "it" written as that move of the object ("target creature's owner shuffles it into their
    library" as "shuffles target creature into their library"); None where no such step
    opens there."""
    owner = _OWNER_MOVES_IT.match(text, at)
    if owner is None:
        return None
    return f"{owner['verb']} {owner['object']}{text[owner.end() :]}"


def puts_away_cards_looked_at(effect: str, sentence_before: str) -> bool:
    """Whether a step puts away the cards of a library the sentence before looked at or
    revealed ("Look at the top three cards of your library. Put one of them into your hand
    and the rest on the bottom of your library in any order."): cards, never a permanent "it"
    stands for after it (400.7; not one put onto the battlefield)."""
    return (
        _LIBRARY_CARDS.search(sentence_before) is not None
        and _PUTS_THEM_AWAY.match(effect) is not None
        and not ENTERS.search(effect)
        and not others_named(effect)
    )


_PUTS_THEM_AWAY = re.compile(
    r"[Pp]ut (?:(?:one|two|three|X|any number|up to \w+) of )?them (?:into|on)\b"
)
"""A step that puts cards "them" stands for somewhere ("Put one of them into your hand", "Put
them on the bottom of your library")."""
_TAKES = re.compile(rf"(?:{_TAKING_VERBS})\b")
_LEAVES = re.compile(rf"(?:{_MOVING_VERBS})\b")


def names_only_plural(effect: str, plural_subject: bool = False) -> bool:
    """Whether every object an effect names is named in the plural ("put all land cards
    revealed this way into your hand"; "tap all creatures your opponents control"; its
    `plural_subject`, "other creatures you control get +1/+0"; a pronoun in the plural, "you
    may play them this turn"), which "it" does not stand for (its number is one): nor does
    the effect say "it" or "one of" itself (but for a relative clause's "it": "untap the
    other creatures you control that share a creature type with it")."""
    # (objects put into a hand or a library are named all the same: "return up to two target
    # creatures to their owners' hands. It gains ...": the card)
    others = others_named(effect)
    return (
        (bool(others) or plural_subject or THEM.search(effect) is not None)
        and all(map(in_the_plural, others))
        and re.search(r"\bit\b|\bone of\b", RELATIVE_CLAUSE.sub("", effect)) is None
    )


def ability_opening(
    earlier: list[str],
    *,
    singular: bool = False,
    put_back: bool = False,
    last_chose_none: bool = False,
) -> str | None:
    """The trigger condition or the cost that opens the ability the last of `earlier` ends,
    when none of its sentences names another object after it ("When this creature dies, you
    may pay {2}. If you do, return it ..."; "{2}{R}, Exile this creature: Return it ... Put
    a +1/+1 counter on it."), or, for a `singular` pronoun, no object named in the singular
    ("tap up to two target creatures. ... It gains ..."); None for an ability with
    neither. `put_back`: a later step, past `earlier`, puts back what a step of them moved
    off the battlefield ("... If you do, return it to the battlefield"), an object named
    all the same; `last_chose_none`, that the objects the last of `earlier` names were never
    chosen (`chose_none`)."""
    for i in range(len(earlier) - 1, -1, -1):
        line = ability_words(earlier[i])
        opening = TRIGGER.match(line) or COST_FIRST.match(line)
        if opening:
            # a trigger's intervening "if" (603.4) opens it too ("At the beginning of your
            # upkeep, if this card is in your graveyard, you may return it ...")
            condition = INTERVENING_IF.match(line[opening.end() :])
            end = opening.end() + (condition.end() if condition and opening.re is TRIGGER else 0)
            rest = [line[end:], *earlier[i + 1 :]]
            if last_chose_none:  # up to the step declined ("..., then you may put ...")
                rest[-1] = rest[-1][: _declined_step_start(rest[-1])]
            # not an object a condition at a sentence's end names ("draw a card if you
            # control another Elf")
            acted = [_TRAILING_CONDITION.split(s, maxsplit=1)[0] for s in rest]
            # (not one taken off the battlefield, a new object elsewhere, unless a step puts
            # an object back onto the battlefield: "Then return it to the battlefield")
            back = put_back or any(ENTERS.search(s) for s in acted)
            named = [m for s in acted for m in others_named(s, count_moved=back)]
            if singular:
                named = [m for m in named if not in_the_plural(m)]
            return None if named else line[:end]
        if "\n" in earlier[i]:
            return None  # the ability's first line: neither
    return None


OBJECT_IN_EVENT = re.compile(
    r"\b(?:an?|another|target|each|one or more) (?:[\w-]+ ){0,2}?"
    r"(?:creature|permanent|artifact|land|enchantment|planeswalker|card)s?\b"
    # a subtype ("Whenever a Zombie dies", "Whenever a nontoken Elf dies")
    r"|\b(?i:an?|another|target|each|one or more) (?:[a-z][\w-]* ){0,2}?[A-Z][\w'-]*\b"
    r"(?! spells?\b)"  # a spell is no object on the battlefield ("an Aura spell")
    # the card or spell a player's event counts ("Whenever you draw your second card each
    # turn, exile it"; "Whenever an opponent casts their second spell each turn")
    r"|\b(?:your|their) (?:first|second|third|fourth|next) (?:card|spell)\b",
)
"""An object a trigger's event names beside the card ("deals combat damage to a creature");
a spell or ability that targets it is none ("becomes the target of a spell")."""


def self_mention(self_words: str) -> re.Pattern[str]:
    """Where the text names the card by `self_words`, as a word of its own; a name follows
    no article, "another", "that", "each" or "target" ("a Forest you control" is no card
    named "Forest Warden Ysolde"). One pattern for every reader, so re's cache compiles it
    once per card."""
    return re.compile(
        rf"(?<![\w'])(?<!\ba )(?<!\ban )(?<!\banother )(?<!\bthat )(?<!\beach )(?<!\btarget )"
        rf"(?:{self_words})(?!\w)"
    )


_PRONOUN_AS_SUBJECT = re.compile(r"(?:it|they) (?:gains?|ha(?:s|ve)|becomes?|is|are|gets?)\b")
"""A pronoun that is its clause's subject, not an object a step acts on."""


def pronoun_is_self(before: str, sentence: str, self_words: str, pronoun: str = "it") -> bool:
    """Whether "it" or "they" after `before`, in `sentence`, stands for the card: for the
    object named last before it, the card ("When this creature enters, put a counter on
    it"), not a target or a token named since ("untap target land you control and it gains
    ...");
    with no object named before it, for the card when the sentence names the card."""
    names_self = self_mention(self_words)
    # not the card a duration names ("gain control of that creature for as long as you
    # control this creature": that creature), nor one a relative clause of another object
    # names ("each other creature that shares a creature type with this creature")
    aside = [m.span() for m in (*DURATION.finditer(before), *RELATIVE_CLAUSE.finditer(before))]
    named = [m.end() for m in names_self.finditer(before) if not inside(m.start(), aside)]
    conditions = [c.span() for c in IN_CONDITION.finditer(before)]
    # nor what a cost before it took away ("Exile a creature card from your graveyard: It
    # gains ...": gone, 400.7)
    # (and, right after the cost, no object the cost moved to another zone: "Exile a
    # creature you control: It gains ...")
    cost = COST_FIRST.match(before)
    right_after = cost is not None and cost.end() == len(before)
    gone_by = _MOVED_BY_COST if right_after else _GONE_BY_COST
    gone = [g.span() for g in gone_by.finditer(before, 0, cost.end())] if cost else []
    # nor, for a subject "it" ("..., then it gains ..."), an object a step put into a hand or
    # a library (400.7); one "it" a step acts on may be it ("then return it to the
    # battlefield")
    subject = (
        sentence.startswith(before)
        and _PRONOUN_AS_SUBJECT.match(sentence, len(before)) is not None
        and not _FROM_ANOTHER_ZONE.search(before)  # a card's move: that card's
    )
    others = [
        m
        for m in others_named(before, named[-1] if named else 0, count_moved=not subject)
        if not inside(m.start(), conditions + gone) and not (pronoun == "it" and in_the_plural(m))
    ]
    comma = max(before.rfind(", "), before.rfind(": "))
    clause = comma + 2 if comma >= 0 else 0
    joined = before[others[-1].start() :] if others else ""
    compound = joined.endswith(" and ") and not re.search(r"\b" + GRANT_OR_STATE, joined)
    if others and compound and others[-1].start() == clause:
        # the second of a compound subject ("another target creature you control and it
        # each gain"): not the object it is joined to
        others.pop()

    if (
        pronoun == "they"
        and named
        and others
        and JOINED.fullmatch(before, named[-1], others[0].start())
        # one object joined to it, however many words name it ("another target Elf")
        and not re.search(r"[,.;]| and ", before[others[0].start() : others[-1].start()])
    ):
        return True  # "this creature and at least two other creatures attack, they": among them
    # (the card a duration of the sentence names is none: "untap target land. For as long as
    # you control this creature, it has ...")
    spans = [d.span() for d in DURATION.finditer(sentence)]
    mentioned = any(not inside(m.start(), spans) for m in names_self.finditer(sentence))
    if not others and not named and not mentioned and pronoun == "it":
        # right after an opening that names no object but the card's ("At the beginning of
        # your end step, if a creature died this turn, it gains ..."; "{1}, Discard a card: It
        # gains ...")
        # (not after a condition naming an object by a definite word: "if equipped creature
        # is untapped, it gains ...": that creature)
        line = ability_words(before)
        opening = TRIGGER.match(line) or COST_FIRST.match(line)
        definite = any(
            inside(m.start(), conditions) and not _BY_AN_ARTICLE.match(m[0])
            for m in NAMES_ANOTHER.finditer(before)
        ) or any(inside(m.start(), conditions) for m in _DEFINITE.finditer(before))
        return (
            opening is not None
            and not definite
            and opening_names_nothing(opening[0], nothing_since=right_after)
        )
    return not others and (bool(named) or mentioned)


RELATIVE_CLAUSE = re.compile(
    r"\b(?:that|which|who)(?= (?:is|are|was|were|isn't|aren't|wasn't|weren't|has|have|had"
    r"|shares?|attacked|blocked|dealt|crewed|entered|died|became|becomes)\b|'s\b)[^,.;]*"
)
"""A relative clause of an object ("that shares a creature type with this creature", "that
crewed it"), not the determiner "that" ("untap that creature and this creature")."""
DURATION = re.compile(r"\b(?i:for as long as|until)\b[^,.;]*")
"""A duration ("for as long as you control this creature", "Until end of turn"), whose
objects are none the effect acts on."""


JOINED = re.compile(r" and (?:at least |up to )?(?:another )?")
"""The words that join the card to the objects named after it in one subject ("this creature
and at least two other creatures")."""
