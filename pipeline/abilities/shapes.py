"""Stage 3: the shape of a paragraph and what kind of ability it is (CR 602, 603, 605, 606).

One shape per paragraph of oracle text (`SHAPES`): loyalty ability (CR 606), activated
ability ``cost: effect`` (602.1), saga chapter (714.2), triggered ability (603.1), or
static text; a modal bullet (700.2) belongs to the paragraph before it. Then the tests
that decide whether an ability that adds mana is a mana ability (605.1a/b, 605.5).
"""

from __future__ import annotations

import re

from pipeline.abilities.grammar import LIST_COMMA, RESTRICTION, SPENDING_RESTRICTION
from pipeline.abilities.model import SourceKind
from pipeline.abilities.text import ABILITY_WORD, MASK, sentences

SHAPES: dict[str, re.Pattern[str]] = {
    # "I, II — Add {G}{G}." A chapter ability is a triggered ability (714.2b).
    "chapter": re.compile(r"^(?P<word>[IVX]+(?:, [IVX]+)*) — (?P<effect>.+)$"),
    # "• Add {R}." A mode of the spell or ability in the paragraph before (700.2).
    "bullet": re.compile(r"^• (?P<effect>.+)$"),
    # "2 — Add {W}.", "1—9 | Add {G}.", "20 | ...": a row of a die roll's results table
    # (706): part of the ability that rolled, the paragraph before (`ROLLS_A_DIE`).
    "result": re.compile(r"^\d+(?:\s*[—–-]\s*\d+|\+)?\s*(?:—|\|)\s+(?P<effect>.+)$"),
    # "8+ | Flying", "3+ | {T}: Add {C}{C}.": a station threshold's abilities (721.2a) in
    # the form "{N+}" is printed in, as a label before the ability
    "threshold": re.compile(r"^\d+\+\s*\|\s+(?P<effect>.+)$"),
    # "Max speed — ", "Exhaust — ", "{TK}{TK} — ": an ability word or flavor word
    # (207.2c, 207.2d) before the ability; it has no rules meaning.
    "ability_word": ABILITY_WORD,
    # "+1: Add {R}{R}.", "−10: ...", "0: ..." (606.3).
    "loyalty": re.compile(r"^(?P<cost>[+−-]?(?:\d+|X)): (?P<effect>.+)$"),
    # "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}." (602.1); a cost may name an object by a
    # quoted ability, masked ('Sacrifice a land with "{T}: Add {C}.": Add {G}{G}.')
    "activated": re.compile(
        r"^(?P<cost>(?!(?:When|Whenever|At|If|As|Until|For|Each|Choose)\b)"
        r"[{A-Z](?:[^:\"" + MASK + r"]|\"" + MASK + r"\.?\")*?): (?P<effect>.+)$"
    ),
    # "When ~ enters, add {R}{G}.", "Whenever enchanted land is tapped for mana, ..." (603.1)
    "triggered": re.compile(r"^(?P<effect>(?:When|Whenever|At)\b.+)$"),
}

ROLLS_A_DIE = re.compile(r"\broll (?:a|an|the|X|\w+)\b[^.]*?\b(?:d\d+s?|dice|die)\b", re.IGNORECASE)
"""An ability that rolls dice (706.1): "Roll a d20.", "roll a six-sided die", "roll three
six-sided dice", "roll two d6s"; the paragraphs of results after it ("1—9 | ...") are its
effect."""

_MANA_TAPPED = r"(?:(?:[\w-]+,? ){0,4}mana\b|\{[WUBRGC]\})"
"""The mana a permanent is tapped for or produces: "mana", "{G}", "two or more mana",
"colorless mana", "white, blue, or black mana"."""

MANA_TRIGGER = re.compile(
    rf"(?:\b(?:is|are|becomes?)|'s) tapped for {_MANA_TAPPED}"  # Wild Growth, Utopia Sprawl
    # not a relative clause that describes an object ("a creature that taps for mana dies")
    rf"|(?<!\bthat )(?<!\bwhich )\btaps?(?: [^.]*?)? for {_MANA_TAPPED}"  # Mana Flare, Kinnan
    r"|\bability causes you to add\b"  # Caged Sun
    # the events of 605.1b, in the condition (no comma before them: the effect's own "add"
    # is no event): a mana ability activated or resolving, mana added to a mana pool
    # (not "an ability that isn't a mana ability")
    r"|\bWhen(?:ever)? [^,.]*?(?:\bactivates? [^,.]*?(?<!isn't a )(?<!not a )\bmana abilit"
    r"|(?<!isn't a )(?<!not a )\bmana abilit[^,.]*? (?:resolves|(?:is|are) activated)\b"
    r"|\bmana (?:is|are) (?:added|produced)\b"
    r"|(?<!\bthat )(?<!\bwhich )\badds? (?:[\w-]+ ){0,3}(?:mana\b|\{)"
    rf"|(?<!\bcould )(?<!\bcan )(?<!\bthat )(?<!\bwhich )\bproduces? {_MANA_TAPPED})"
)
"""The trigger events of a triggered mana ability (CR 605.1b, 106.12a): a permanent
tapped for mana (or that "taps for mana"), a mana ability activated or resolving, mana
added to a mana pool (or produced: "you add colorless mana", "an artifact adds two or more
mana", "mana is produced by a Forest"). "A spell that adds mana" describes the spell cast,
the event: no mana added."""

_TARGET = re.compile(
    r"(?<!\bsingle )(?<!\bnew )(?<!\bwhich )(?<!\bspell )(?<!\bability )"
    r"(?:(?<!\bthat )\btargets?|(?:^|(?<=[.:—•\"] ))Targets?"
    # (after "that", a target's word before the subject of the clause's own verb: "any type
    # that target nonbasic land you control could produce", "each color that target creature
    # is", "each artifact that target player controls" (or "drew", "cast", ...), probes vu38
    # nq131 wb40 wb41 wf92, reviews; not the verb, "spells that target Merfolk you
    # control", vx58)
    r"|(?<=\bthat )target(?= (?:player|opponent) [a-z]+\b"
    r"| (?:[\w-]+ ){0,2}[\w-]+(?: you control| an opponent controls)?"
    r" (?:could produce|produced|is|has|shares)\b))\b"
    r"(?! of\b| (?:an?|one|only|that|it|you|your|this|each)\b)",
)
"""An ability with a target is not a mana ability (605.1a, 605.1b, 605.5a). A target is
named by the word "target" before what it targets (115.1: "target creature", "any
target"); "was the target of a spell", "a spell that targets a creature" and "a spell
that targets two or more creatures" name another object's targets (the verb, after "that",
"which", "spell" or "ability", or before "a", "one", ...), but "that target land you
control could produce" names one (the clause's subject). Capitalized, only where a
sentence starts: elsewhere "Target" is a word of a name ("Sacrifice The Gilded Target:
...")."""


_MOVES_LIBRARY_CARD = re.compile(
    r"\bdraws? (?:a|an|one|two|three|X|that many) (?:additional )?cards?\b"
    r"|\bmills?\b|\bsearch(?:es)? (?:your|their|its owner's) library\b"
    r"|\bPut the top [^.]*? of (?:your|their) library\b"
    r"|\bexiles? the top [^.]*? of (?:your|their|target player's|that player's) library\b"
    r"|\b(?:into|on (?:the )?(?:top|bottom) of) (?:your|their|its owner's|their owner's) library\b"
    # the keyword actions that take a card from a library: surveil (701.25), connive (a
    # draw, 701.50), discover, explore, manifest, cloak, and Alchemy's seek
    # (as verbs: not "a spell with discover", "a creature that explores")
    r"|(?<!\bwith )(?<!\bthat )\b(?:surveils?|connives?|discover|explores?|manifests?|cloaks?"
    r"|seeks?)\b",
    re.IGNORECASE,
)
"""Moving a card to or from a library (CR 2026-08-07, 605.1a's new clause)."""
_TOP_OF_A_LIBRARY = re.compile(r"\btop [^.]*?\bof (?:your|their|target player's) library\b")
_PUT_ELSEWHERE = re.compile(
    r"\b(?:puts? (?:it|that card|them|those cards|one of them|[^.]*? among them)(?: face down)?"
    r" (?:into (?:your|their) (?:hand|graveyard)|onto the battlefield)"
    r"|exiles? (?:it|that card|them|those cards|one of them)\b)",
    re.IGNORECASE,
)
"""A card an effect looks at or reveals on top of a library, then puts elsewhere ("Look at
the top card of your library. You may put it into your hand.", "Reveal the top card of your
library. If it's a land card, put it into your hand."): moved from the library."""

_TRIGGER_WORDS = re.compile(r"\b(?:[Ww]hen|[Ww]henever|at the beginning of)\b")
"""The words of a trigger condition (CR 603.1)."""

_NEXT_TIME = r"[Tt]he next time\b(?![^.]*\bwould\b)"
"""'The next time ...', a delayed trigger (603.7); not 'The next time ... would', a
replacement's shield (615)."""

_DELAYED_TRIGGER = re.compile(
    rf"(?:When|Whenever|At the beginning of|At (?:the )?end of combat|{_NEXT_TIME})\b"
)
"""A sentence of an effect that is a delayed triggered ability it creates (CR 603.7):
"When that mana is spent to cast ..., copy that spell"."""

_JOINED = r"(?:(?<!\band )(?<!\bor )|(?<=, and )|(?<=, or ))"
"""Not a trigger word joined to the one before it: "Whenever you tap a Forest for mana and
whenever you tap a creature for mana, ..." is one trigger condition with two events (603.2);
after a comma, ", and whenever ..." is a delayed trigger the effect sets up (603.7)."""

_NOT_A_TIME = r"(?! (?:this|the|your|that)(?: last)? turn\b(?!'s))"
"""Not "at the beginning of this turn" (or "your last turn"), a time ("Add {G} for each
creature you controlled at the beginning of this turn"); "at the beginning of this turn's end
step" is a trigger."""

_NOT_A_TIME_BEGAN = r"(?! (?:this|the|your) turn (?:began|started)\b)"
"""Not "when this turn began", a time ("Add {G} for each creature you controlled when this
turn began")."""

_SETS_UP_DELAYED_TRIGGER = re.compile(
    r"\b(?:at the beginning of" + _NOT_A_TIME + rf"|{_JOINED}when{_NOT_A_TIME_BEGAN}"
    rf"|{_JOINED}whenever"
    rf"|at (?:the )?end of combat|{_NEXT_TIME})\b",
    re.IGNORECASE,
)
"""A sentence whose action happens later, in a delayed trigger (603.7): "Draw a card at the
beginning of the next turn's upkeep" (Astrolabe), "When you spend this mana to cast ...",
"When you cast your next creature spell this turn, add ...", "Until end of turn, whenever
you tap a land for mana, add ...". "At the beginning of this turn" is a time, no trigger
("Add {G} for each creature you controlled at the beginning of this turn")."""

_CLAUSE_JOINT = re.compile(
    r",? (?:and|then) "
    r"(?!\{|an? (?:additional|amount)\b|(?:one|two|three|four|five|X|that much|that many)\b)"
)
"""Where one clause of a sentence ends and the next begins: a delayed trigger inside a
clause ("..., and you lose 3 life at the beginning of your next upkeep") is that clause's.
An "and" before what an add clause adds ("Add {G} and one mana of any color ...") joins no
clause."""

_OPENS_WITH_DELAYED_TRIGGER = re.compile(
    r"(?:until end of turn, |this turn, )?(?:at the beginning of"
    + _NOT_A_TIME
    + rf"|when\b|whenever\b|at (?:the )?end of combat\b|{_NEXT_TIME})",
    re.IGNORECASE,
)

_ADDS = re.compile(r"\b[Aa]dds?\b")
_TRIGGER_WORD = re.compile(rf"\b{_JOINED}(?:[Ww]hen|[Ww]henever)\b")


def is_cost(cost_text: str) -> bool:
    """A cost is a list of actions (602.1b): no sentence, no trigger condition (603.1).
    This keeps prose with a colon ("... this game of the Magic: The Gathering® trading
    card game", Bureaucracy) from reading as an activated ability."""
    return (
        ". " not in cost_text
        and not cost_text.endswith(".")
        and not _TRIGGER_WORDS.search(cost_text)
    )


def restriction(text: str) -> str | None:
    found = SPENDING_RESTRICTION.search(text)
    return found[0] if found else None


def has_target(text: str) -> bool:
    """Whether the ability targets (CR 115.1). A delayed trigger the effect sets up ("When
    that mana is spent ..., copy that spell and you may choose new targets", CR 603.7)
    is a separate ability, the sentences after it included ("... copy that spell. You may
    choose new targets for the copy."), and a spending restriction is not a target. The
    first sentence is the ability's own, its trigger condition included ("Whenever you tap
    a Swamp for mana, add {B} and target opponent loses 1 life")."""
    for i, s in enumerate(sentences(SPENDING_RESTRICTION.sub("", text))):
        if i > 0 and _DELAYED_TRIGGER.match(s):
            return False  # this sentence and the rest are the delayed trigger's
        # a clause that sets up a delayed trigger is that trigger's too ("Add {B}, and at
        # the beginning of the next end step, target opponent loses 1 life")
        own = TRIGGER_CONDITION.match(s) if i == 0 else None
        head = own[0] if own else ""
        if _TARGET.search(head + split_later(s[len(head) :])[0]):
            return True
    return False


def moves_library_card(text: str) -> bool:
    """Whether a cost or effect moves a card to or from a library, now (not later).

    Delayed triggers the effect sets up ("Draw a card at the beginning of the next turn's
    upkeep", "When that mana is spent ...") are separate abilities and do not count.
    """
    # (not a delayed trigger's, nor a restriction's words: "Activate only if you control a
    # creature that explores", "Spend this mana only to cast a spell with discover")
    said = [
        s
        for s in sentences(text.replace(MASK, ""))
        if not _SETS_UP_DELAYED_TRIGGER.search(s) and not RESTRICTION.match(s)
    ]
    if any(_MOVES_LIBRARY_CARD.search(s) for s in said):
        return True
    top = next((i for i, s in enumerate(said) if _TOP_OF_A_LIBRARY.search(s)), None)
    return top is not None and any(_PUT_ELSEWHERE.search(s) for s in said[top:])


def adds_mana(sentence: str) -> bool:
    """Whether a sentence says "add"/"adds" (what it adds is the add clauses' business)."""
    return _ADDS.search(sentence) is not None


def adds_later(effect: str) -> bool:
    """Whether every sentence that adds mana adds it in a delayed trigger ("At the beginning
    of your next main phase, add {G}{G}"): the ability then adds none as it resolves, and
    the trigger waits for a phase (CR 603.7, 605.1a, 605.5a), so neither is a mana ability."""
    adding = [s for s in sentences(effect) if adds_mana(s)]
    return bool(adding) and all(map(adds_later_in, adding))


def adds_later_in(sentence: str) -> bool:
    """Whether a sentence adds mana only in a delayed trigger (see `split_later`)."""
    now, later = split_later(sentence)
    return adds_mana(later) and not adds_mana(now)


def split_later(sentence: str) -> tuple[str, str]:
    """(now, later): the clauses of a sentence that happen as the ability resolves, and
    those a delayed trigger it sets up does (CR 603.7). A trigger that opens the sentence
    covers all of it ("At the beginning of your next main phase, add {G}"); one inside a
    clause covers that clause ("Add {B}{B}{B}, and you lose 3 life at the beginning of your
    next upkeep" adds its mana now; "Add {C}, and at the beginning of your next upkeep, add
    {B}{B}" adds {C} now and {B}{B} later; "Draw a card at the beginning of the next end
    step and add {U}" adds {U} now)."""
    lowered = sentence.lower()
    if not any(w in lowered for w in ("when", "at the beginning", "end of combat", "next time")):
        return sentence, ""  # most sentences: no pattern to run
    if _SETS_UP_DELAYED_TRIGGER.search(sentence) is None:
        return sentence, ""

    if _OPENS_WITH_DELAYED_TRIGGER.match(sentence):
        return "", sentence
    now: list[str] = []
    later: list[str] = []
    start = 0
    for clause_end in [*(j.start() for j in _CLAUSE_JOINT.finditer(sentence)), len(sentence)]:
        clause = sentence[start:clause_end]
        (later if _SETS_UP_DELAYED_TRIGGER.search(clause) else now).append(clause)
        joint = _CLAUSE_JOINT.match(sentence, clause_end)
        start = joint.end() if joint else clause_end
    return ", ".join(now), ", ".join(later)


_EFFECT_ADDS = re.compile(r", (?:for each\b|(?:[\w' ]+? )?adds? )")
"""Where an effect that adds mana begins after its trigger condition ("..., add {G} for each
creature you control that taps for mana", "..., for each creature ... that taps for mana, add
{G}"): what follows is no event."""


TRIGGER_CONDITION = re.compile(rf"(?:When|Whenever|At)\b(?:[^,]|{LIST_COMMA})*,")
"""A trigger condition, to the comma that ends it: not one within a list ("Whenever you tap
a Plains, Island, or Forest for mana, choose one —"; "a Forest, an Island, or a Swamp";
"a snow Forest, a snow Island, or ..."; "for {W}, {U}, or {B}"; "an artifact, creature,
enchantment, or land"; `LIST_COMMA`)."""


def is_mana_trigger(condition: str) -> bool:
    """Whether a trigger condition is one of a triggered mana ability (CR 605.1b); read to
    the effect's "add", whose own words ("for each creature that taps for mana") are no
    event."""
    effect = _EFFECT_ADDS.search(condition)
    return MANA_TRIGGER.search(condition[: effect.start()] if effect else condition) is not None


def classify(kind: SourceKind | None, effect: str, targets: bool) -> tuple[SourceKind, bool]:
    """(source_kind, is_mana_ability) of an ability the object itself has (CR 605.1, 605.5).

    `kind` is the paragraph's shape: ACTIVATED, LOYALTY, TRIGGERED, SPELL, or None for
    static text.
    """
    if kind == SourceKind.ACTIVATED:
        if targets or adds_later(effect):
            return SourceKind.OTHER_ABILITY, False
        return SourceKind.ACTIVATED, True
    if kind == SourceKind.LOYALTY:
        return SourceKind.LOYALTY, False  # 605.1a: not a loyalty ability
    if kind == SourceKind.TRIGGERED:
        # the event is in the condition; a "when" or "whenever" after it ("When this
        # creature enters, until end of turn, whenever you tap a land for mana, add ...")
        # is a delayed trigger the effect sets up (603.7), and so is the rest
        first = sentences(effect)[0] if effect else ""
        nested = _TRIGGER_WORD.search(first, 1)
        condition = first[: nested.start()] if nested else first
        after = effect[len(condition) if nested else len(first.split(" ", 1)[0]) :]
        # the event ends at the condition's comma ("Whenever this creature attacks, you may
        # tap an untapped Mountain for mana. ...": attacking is the event)
        own = TRIGGER_CONDITION.match(condition)
        condition = own[0] if own else condition
        if is_mana_trigger(condition) and not targets and not adds_later(after):
            return SourceKind.TRIGGERED, True  # 605.1b
        return SourceKind.OTHER_ABILITY, False  # 605.5a: triggers on another event
    if kind == SourceKind.SPELL:
        return SourceKind.SPELL, False  # 605.5b: a spell that adds mana is not a mana ability
    return SourceKind.OTHER_ABILITY, False  # static text that sets up a delayed trigger, etc.
