"""The grammar of card text the parser's stages share.

Card types (CR 205.2a), the commas of a list, a condition, a trigger's opening and its
intervening "if" (603.1, 603.4), an activated ability's cost (602.1) and a sentence's
subject: words, not cards; nothing here knows a card by name.
"""

from __future__ import annotations

import re

GRANT_OR_STATE = r"(?:gains?|has|have|gets?|becomes?|is|are)\b"


TRIGGER = re.compile(r"(?:When|Whenever|At)\b[^,]*, ")
"""A triggered ability's condition, up to its effect (603.1)."""
EFFECT_VERB = (
    r"(?:activate|adapt|amass|attach|become|bolster|cast|clash|cloak|collect|connive|counter"
    r"|create|destroy|discard|discover|double|draw|endure|exchange|exert|exile|explore|fight"
    r"|flip|forage|gain|goad|incubate|investigate|learn|lose|look|manifest|mill|pay|play"
    r"|populate|proliferate|put|regenerate|return|reveal|roll|sacrifice|scry|search|shuffle"
    r"|support|surveil|suspect|take|tap|triple|untap|transform|venture)\b"
)
"""A verb an effect's clause opens with, an imperative (the keyword actions of CR 701 and the
rules' other verbs: "scry 1", "create a Treasure token", "untap it"): what follows it up to
"and" is that clause's, not a subject of the next one."""
OPENS_WITH_A_VERB = rf"(?:[Yy]ou )?(?i:{EFFECT_VERB})"
"""A clause that opens with its verb ("scry 1", "You gain 1 life"): a subject after its
"and" is the next clause's ("scry 1 and it becomes a Forest"); a card named by a verb ("Mill
Pond") is the caller's to tell apart."""
IN_PLAY = r"(?: on the battlefield)?"
"""Where a group's permanents are, after its noun ("All lands on the battlefield"): every
permanent is there (110.1), whoever controls it; the words name no other group."""
CONDITION_WORD = r"(?:if|only if|unless|as long as|while|when|whenever)"
"""The words that open a condition or a trigger's event ("If that land is a Forest", "As
long as it's your turn", "Whenever ..."): what follows says when, not what."""
EXCEPTION = r"\b(?:other than|except(?: for)?)"
"""The words that open a group's exception ("other than Elves", "except for Walls")."""
ON_A_LIBRARY = r"(?:on (?:the )?(?:top or bottom|top|bottom)|\w+ from the (?:top|bottom)) of"
"""Where in a library an effect puts an object ("on top of", "on the bottom of", "on the top
or bottom of", "second from the top of"): in the library all the same, a new object there
(400.7)."""
_OWNERS = r"(?:(?:its|their) owners?'?s?|your|their)"
TO_A_HAND = rf"to {_OWNERS} hands?\b"
INTO_A_LIBRARY_OR_GRAVEYARD = (
    rf"(?:into|{ON_A_LIBRARY}) {_OWNERS} (?:librar(?:y|ies)|graveyards?)\b"
)
"""Where an effect or a cost puts an object off the battlefield into a hand, a library or a
graveyard ("to its owner's hand", "on top of its owner's library", "into their library",
"into its owner's graveyard"): a new object there (400.7, 406)."""
DELAYED_WORDS = r"\bat the beginning of\b|\bat end of combat\b"
"""The words of a delayed trigger's condition (603.7)."""


INTERVENING_IF = re.compile(r"^\s*if [^,.]*, ")
"""An intervening "if" right after a trigger's event (603.4): the ability does nothing
unless it holds, so what the effect does under it all happens or none does."""


PERMANENT_TYPES = frozenset(
    {"artifact", "battle", "creature", "enchantment", "land", "planeswalker"}
)


CARD_TYPES = PERMANENT_TYPES | {"instant", "sorcery", "kindred", "tribal"}
"""The card types of CR 205.2a (and "tribal", kindred's older name)."""


CARD_TYPE_WORDS = "|".join(sorted(CARD_TYPES | {"permanent", "spell", "token"}))


BASIC_TYPE_NAMES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
"""The basic land types (205.3i), in the WUBRG order of their mana (305.6)."""
BASIC = "(?:" + "|".join(BASIC_TYPE_NAMES) + ")"
"""A basic land type's word in a pattern."""


OTHERWISE_OPENING = r"[;.] [Oo]therwise, "
"""Where the other branch of a condition opens, after a semicolon or in the next sentence
("...; otherwise, it's a Plains", "... Otherwise, they're Mountains")."""


def plurals(word: str) -> set[str]:
    """The ways a subtype is written in a group, by English plurals: Elf, Elves; Mouse,
    Mice; Fungus, Fungi; Goose, Geese; Cyclops, Cyclopes; Child, Children."""
    forms = {word, word + "s", word + "es", word + "en"}
    if word.endswith("y"):
        forms.add(word[:-1] + "ies")
    if word.endswith("f"):
        forms.add(word[:-1] + "ves")
    if word.endswith("fe"):
        forms.add(word[:-2] + "ves")
    if word.endswith("us"):
        forms.add(word[:-2] + "i")
    if word.endswith("ouse"):
        forms.add(word[:-4] + "ice")
    if word.endswith("oose"):  # Goose, Geese
        forms.add(word[:-4] + "eese")
    if word.endswith("ops"):  # Cyclops, Cyclopes
        forms.add(word[:-1] + "es")
    if word.endswith("ild"):  # Child, Children
        forms.add(word + "ren")
    return forms


TURN_ORDER = r"(?:[Ii]n turn order(?:,? starting with [^,.]+)?|[Ss]tarting with [^,.]+)"
"""The order players act in ("starting with you", "in turn order", "starting with the player
to your left"): no clause of its own, no object named (probes vw2 vx55, review)."""


BRANCHES_APART = r"(?:[.;]\s+|,? (?:and|but) )"
"""What sets a condition's other branch apart from the first: the end of a sentence or of a
clause ("...; during each other player's turn, it's a Forest", probe vt8), or "and" or "but"
("..., and during each other player's turn, it's a Swamp", probes vn57 vx17)."""
_IS_NOT = r"(?:'s not| isn't| is not)"
_OTHER_TURNS_NAMES = (
    r"(?:each other player's turn|another player's turn|other players' turns"
    r"|(?:all )?other turns|(?:a |each )?turns? other than (?:yours|your own)"
    r"|turns? that (?:isn't|aren't) yours)"
)
CHOICES_BRANCH = re.compile(
    r"(?:If (?:you|they|that player|its controller|a player|no one|an opponent|any player)"
    r" (?:do|does|don't|doesn't|do not|does not)|Otherwise), "
)
"""A sentence that opens with the branch of a choice the sentence before offers ("you may pay
{1}. If you do, ...", "its controller may pay 2 life. If they don't, ...", "each opponent
may pay 1 life. If a player does (or If no one does), ...", probes xb2 xb57), or the other
branch of such a branch ("Otherwise, ...", xh59): it goes on with that sentence, whose
choice it is (a replacement's event, 614.1a, and its result after a payment)."""
WHILE = r"(?:[Aa]s long as|[Ii]f|[Ww]hile)"
"""The words that open a condition under which something holds (not "unless")."""
_IT_IS_YOUR_TURN = r"it(?:'s| is) your turn"
_IT_IS_NOT_YOUR_TURN = rf"it(?:{_IS_NOT} your turn|(?:'s| is) another player's turn)"
_YOURS_WHILE = rf"{WHILE} {_IT_IS_YOUR_TURN}"
# (or "it isn't" alone after the turn it denies: "... as long as it's your turn and a Swamp
# as long as it isn't", "If it isn't, ...", probes wv3 wv12)
_OTHERS_WHILE = rf"{WHILE} (?:{_IT_IS_NOT_YOUR_TURN}|it{_IS_NOT}(?=[,.;]|$))"
YOUR_TURN = rf"(?:(?<![Ee]xcept )(?<![Oo]ther than )[Dd]uring your turn|{_YOURS_WHILE}(?=[,.;]|$))"
_YOUR_TURN_DENIED = (
    rf"(?:[Uu]nless {_IT_IS_YOUR_TURN}|(?:[Ee]xcept|[Oo]ther than) during your turn)"
)
"""Your turn denied ("Unless it's your turn", "Except during your turn", "Other than during
your turn"): the other players' turns (probes wv28 wv29 xh8 xl10 xl11)."""
OTHERS_TURNS = (
    rf"(?:[Dd]uring {_OTHER_TURNS_NAMES}|{_OTHERS_WHILE}(?=[,.;]|$)"
    rf"|{_YOUR_TURN_DENIED}(?=[,.;]|$))"
)
"""The turns of the other players, every turn that is not yours, in any of their words
("During another player's turn", "As long as it isn't your turn", "If it's not your turn",
probes vt52-vt55 vx15): the other branch of "During your turn" (not "During each opponent's
turn", which leaves a teammate's out)."""


def other_turns_opening(sentence: str) -> str | None:
    """Where the other branch of a "During your turn" condition in `sentence` opens, set
    apart (`BRANCHES_APART`: "During your turn, this land is an Island. During each other
    player's turn, it's a Swamp."), and the reverse; None for a sentence of neither."""
    other = _other_turns(sentence)
    return None if other is None else rf"{BRANCHES_APART}{other}, "


def _other_turns(sentence: str) -> str | None:
    """The words of the turns the first turns' condition in `sentence` leaves out: the other
    players' (`OTHERS_TURNS`) after "During your turn", or the reverse ("During turns that
    aren't yours, ..., and during your turn, ...", probe vx89); None for a sentence of
    neither."""
    yours = re.search(rf"\b{YOUR_TURN}\b", sentence)
    others = re.search(rf"\b{OTHERS_TURNS}\b", sentence)
    if yours is not None and (others is None or yours.start() < others.start()):
        return OTHERS_TURNS
    return None if others is None else YOUR_TURN


_YOUR_TURN_WORDS = rf"(?i:during your turn|{_YOURS_WHILE})"
_OTHERS_TURNS_WORDS = rf"(?i:during {_OTHER_TURNS_NAMES}|{_OTHERS_WHILE})"
"""`YOUR_TURN` and `OTHERS_TURNS` inside a clause: "as long as it's your turn" followed by
more than a comma or a period ("... as long as it's your turn and Islands as long as it's
not your turn")."""


_CONDITION_END = r"(?=[,.;]|$| and (?:(?! and )[^,.;])*? would\b)"
"""Where a condition's words end: at its clause's end, or at the "and" that joins it to a
replacement's event ("If you control a Zombie and this land would produce {C}, ...", probe
vt39; not an "and" of its own, "a Forest and an Island and this land would ...", review)."""
_CONTROL_CONDITION = re.compile(
    rf"\b(?:{WHILE}|(?P<unless>[Uu]nless)) you (?P<negated>don't |do not )?control"
    rf" (?P<no>no )?(?P<what>[^,.;]+?){_CONDITION_END}"
)
CONTROL_CONDITION_WORDS = rf"\b(?:{WHILE}|[Uu]nless) you (?:don't |do not )?control\b"
"""A condition on what you control, said or denied ("as long as you control a Zombie", "If
you don't control a Zombie", "If you control no Elves", "while you control no Plains",
"Unless you control a Zombie", probe xq76): its words, which its other branch completes."""
_HOW_MANY = re.compile(
    # ("one or more" and "at least one" are "an": any of them)
    r"(?:(?:an?|one or more|at least one|any) |(?P<least>\w+) or more |at least (?P<at_least>\w+) "
    r"|fewer than (?P<fewer>\w+) )?"
    r"(?P<other>another |other )?(?P<noun>.+?)(?P<qualities> (?:with|without|that|who|named)\b.*)?$"
)
"""What a condition on what you control counts: how many, "other" or not, the noun and its
qualities ("two or more Elves", "another Zombie", "a creature with power 4 or greater")."""
_ANY_NUMBER = r"(?:an? |\w+ or more |at least \w+ |any )?"
"""The words of one or more of some objects, however many ("an Elf", "two or more Elves",
"any Elves"): each can't hold with "no Elves"."""


def other_control_opening(sentence: str) -> str | None:
    """Where the other branch of a condition on what you control in `sentence` opens, set
    apart (`BRANCHES_APART`), the same condition denied ("This land is a Swamp as long as
    you control a Zombie. If you don't control a Zombie, it's an Island.", probe ve67; "If
    you control an Elf, ... If you control no Elves, ...", probe vt18), and the reverse; None
    for a sentence of neither."""
    found = _control_denial(sentence, complement=True)
    return None if found is None else rf"{BRANCHES_APART}{found[1]}, "


def _denied_by_words(condition: re.Match[str]) -> bool:
    """Whether a `_CONTROL_CONDITION`'s words deny what you control: "don't control", or
    "Unless you control" ("Unless you control a Zombie" is "If you don't control a Zombie",
    probes xq76 xu5-xu8; "Unless you don't control ..." is "If you control ...", xu50)."""
    return bool(condition["negated"]) != bool(condition["unless"])


def _control_denial(sentence: str, *, complement: bool = False) -> tuple[re.Match[str], str] | None:
    """The first condition on what you control in `sentence` and its words denied, whatever
    the number the noun is in ("an Elf": "no Elves", "one or more Children": "a Child",
    "another Zombie": "no other Zombies", "two or more Wizards": "fewer than two Wizards",
    probes vt vx), and the reverse; None for a sentence with no such condition. A denial
    ("no Elves") excludes any number of them ("two or more Elves"), but only "an Elf" is its
    `complement`, the other branch that with it covers every case ("If you don't control a
    Goblin" and "If you control two or more Goblins" leave one Goblin out, probes xy32
    xy75)."""
    condition = _CONTROL_CONDITION.search(sentence)
    if condition is None:
        return None
    what = condition["what"]
    if condition["unless"] and condition["no"]:
        return None  # ("Unless you control no Elves": a denial denied, read no further)
    negated = _denied_by_words(condition)
    counted = _HOW_MANY.match(what)
    assert counted is not None  # every group is optional but the noun
    head, _, last = counted["noun"].rpartition(" ")
    forms = "|".join(map(re.escape, sorted(_word_forms(last), key=len, reverse=True)))
    qualities = re.escape(counted["qualities"] or "")
    # (the noun whole: "no Ants" denies no Antelope, review)
    noun = rf"{re.escape(head + ' ') if head else ''}(?:{forms})(?![\w-]){qualities}"
    if counted["other"]:
        one = any_number = r"(?:another |(?:one or more |any )?other )"
        none = "no other "
    else:  # ("no Elves" denies "another Elf" too, review)
        one, any_number, none = (
            r"(?:an? |one or more |at least one |any )?",
            rf"(?:another |{_ANY_NUMBER})",
            "no ",
        )
    least = counted["least"] or counted["at_least"]
    if negated and least:  # "don't control two or more Elves": that many
        other = rf"control (?:{least} or more|at least {least}) {noun}"
    elif negated and (fewer := counted["fewer"]):  # "don't control fewer than two"
        other = (
            rf"(?:control fewer than {fewer}"
            rf"|(?:don't|do not) control (?:{fewer} or more|at least {fewer})) {noun}"
        )
    elif negated or condition["no"]:  # denied: any of them (its complement: one or more)
        other = rf"control {one if complement else any_number}{noun}"
    elif least:
        other = rf"(?:(?:don't|do not) control {re.escape(what)}|control fewer than {least} {noun})"
    elif fewer := counted["fewer"]:
        other = rf"control {fewer} or more {noun}"
    else:  # one of them denied (not "don't control two or more Elves", review)
        other = rf"(?:(?:don't|do not) control {one}{noun}|control {none}{noun})"
        # (or "Unless" the same words: "As long as you control a Zombie, ... Unless you
        # control a Zombie, ...", probe xy34)
        return condition, rf"(?:{WHILE} you {other}|[Uu]nless you control {re.escape(what)})"
    return condition, rf"{WHILE} you {other}"


_STATE_CONDITION = re.compile(
    # (not one of a choice: "while you control a Forest or while you're the monarch", review)
    rf"(?<!\bor )\b(?:{WHILE}|(?P<unless>[Uu]nless)) (?P<subject>you|this (?!turn\b|way\b)[a-z]+|it"
    r"|(?P<some>an? (?:opponent|player)|no (?:opponent|player)))"
    r"(?P<verb>'re not|'re| are not| aren't| are|'s not|'s| is not| isn't| is"
    r"| don't have| do not have| have| controls)"
    rf" (?P<what>(?:(?! (?:or|and) )[^,.;])+?){_CONDITION_END}"
)
"""A condition on a state that holds or not, said or denied: yours ("as long as you're the
monarch", "you have the city's blessing"), the card's ("As long as this land is untapped"),
another player's ("an opponent controls more lands than you", "no opponent controls ...");
of one state, not a list ("you're the monarch or ..."); "Unless" denies it ("Unless you're the
monarch, ...", probe xl78)."""
_DENIED_VERB = {
    **dict.fromkeys(("'re", " are"), r"(?:'re not| are not| aren't)"),
    **dict.fromkeys(("'re not", " are not", " aren't"), r"(?:'re| are)"),
    **dict.fromkeys(("'s", " is"), r"(?:'s not| is not| isn't)"),
    **dict.fromkeys(("'s not", " is not", " isn't"), r"(?:'s| is)"),
    " have": r" (?:don't|do not) have",
    **dict.fromkeys((" don't have", " do not have"), r" have"),
}
"""The verbs of `_STATE_CONDITION` denied."""
_ANTONYMS = {"tapped": "untapped", "untapped": "tapped"}
"""The states of a permanent of which it is always one (110.5): of the card itself only, not
of an "it" that may stand for an object that is gone (review)."""


def _state_denial(sentence: str) -> tuple[re.Match[str], str] | None:
    """The first condition on a state in `sentence` (`_STATE_CONDITION`) and its words denied
    ("you're the monarch": "you're not (aren't) the monarch", or "you aren't" alone before
    the clause's end, probe xl43; "this land is untapped": "this land (or it) is tapped" or
    "isn't untapped"; "an opponent controls more lands than you": "no opponent controls
    ..."), and the reverse; None for a sentence with no such condition (probes vx7 wm90 xj3
    xj26 xj45 xj47)."""
    condition = _STATE_CONDITION.search(sentence)
    if condition is None:
        return None
    subject, verb, what = condition["subject"], condition["verb"], condition["what"]
    # (the card said again or by "it": "As long as this land is untapped, ... As long as it's
    # tapped, ...")
    said = rf"(?:{re.escape(subject)}|it)" if subject.startswith("this ") else re.escape(subject)
    if condition["unless"]:
        # the state said: "Unless you're the monarch" and "As long as you're the monarch"
        return condition, rf"{WHILE} {said}{re.escape(verb)} {re.escape(what)}"
    if condition["some"]:
        if verb != " controls":
            return None
        kind = subject.split()[-1]
        other = f"no {kind}" if not subject.startswith("no ") else rf"(?:an? {kind}|any {kind}s?)"
        denied = rf"{WHILE} {other} controls? {re.escape(what)}"
        if not subject.startswith("no "):
            denied = rf"(?:{denied}|[Uu]nless {re.escape(subject)} controls {re.escape(what)})"
        return condition, denied
    if verb not in _DENIED_VERB:
        return None
    denied = rf"{said}{_DENIED_VERB[verb]}(?: {re.escape(what)}|(?=[,.;]))"
    if (antonym := _ANTONYMS.get(what)) is not None and subject.startswith("this "):
        denied = rf"(?:{denied}|{said}(?:'s| is) {antonym})"
    # (or "Unless" the same words: "As long as you're the monarch, ... Unless you're the
    # monarch, ...", probes xy33 xy36)
    unless = rf"[Uu]nless {said}{re.escape(verb)} {re.escape(what)}"
    return condition, rf"(?:{WHILE} {denied}|{unless})"


def other_state_opening(sentence: str) -> tuple[str, str] | None:
    """Where the other branch of a condition on a state in `sentence` opens, set apart
    (`BRANCHES_APART`): the same condition denied (`_state_denial`); with the words of both,
    which that branch completes (in the same sentence too: "..., but as long as you don't have
    the city's blessing, it's a Forest", probe xl19). None for a sentence of neither."""
    found = _state_denial(sentence)
    if found is None:
        return None
    condition, denied = found
    return rf"{BRANCHES_APART}{denied}, ", rf"{re.escape(condition[0])}|{denied}"


_ENDINGS = ("", "f", "fe", "y", "us", "ouse", "oose", "ops")
"""The endings of a word in the singular that `plurals` changes."""


def _word_forms(word: str) -> set[str]:
    """A noun in the singular and the plural whichever it is in ("Elves": Elf, Elves; "Geese":
    Goose; "Cyclopes": Cyclops, probe vx2 vx4), by `plurals`."""
    singulars = {
        word[: len(word) - n] + ending
        for n in range(5)
        if len(word) > n
        for ending in _ENDINGS
        if word in plurals(word[: len(word) - n] + ending)
    }
    return {word, *plurals(word), *singulars, *(p for s in singulars for p in plurals(s))}


_COMBAT_STEPS = frozenset({"beginning of combat", "declare attackers", "declare blockers",
                           "combat damage", "end of combat"})  # fmt: skip
_MOMENTS = {
    # the steps of each phase (500.1, 501.1, 506.1, 512.1) and the two main phases (505.1)
    "untap step": {"untap"},
    "upkeep": {"upkeep"},
    "draw step": {"draw"},
    "beginning phase": {"untap", "upkeep", "draw"},
    "precombat main phase": {"first main"},
    "first main phase": {"first main"},
    "postcombat main phase": {"second main"},
    "second main phase": {"second main"},
    "main phase": {"first main", "second main"},
    "combat phase": _COMBAT_STEPS,
    "combat": _COMBAT_STEPS,
    **{f"{step} step": {step} for step in _COMBAT_STEPS},
    "end step": {"end"},
    "cleanup step": {"cleanup"},
    "ending phase": {"end", "cleanup"},
}
_MOMENT_NAMES = "|".join(sorted(_MOMENTS, key=len, reverse=True))
_MOMENT = rf"(?:{_MOMENT_NAMES})s?"
A_TIME = re.compile(rf"\b(?:during|turns?|step|phase|{_MOMENT_NAMES})\b")
"""Words of a time of the turn (a turn, a step or phase, 500.1): a condition no cost paid
can change."""
_OTHER_PLAYERS = (
    r"(?:(?:each|an|your) opponent's|your opponents'|each other player's|another player's)"
)
_OTHER_PLAYERS_TURNS = rf"(?:{_OTHER_PLAYERS} turns?)"
_NOT_DENIED = r"(?<!\bor )(?<![Uu]nless )(?<![Ee]xcept )(?<![Oo]ther than )"
"""Before a condition's words: not one of a choice ("... or during your end step"), nor words
a negation denies ("Unless it's your turn", "except during combat", "Other than during your
turn": probes wv41 xh8, review)."""
_ON = r"(?:(?:(?!\bor\b)[\w ])+? (?:on|of) )?"  # a step or phase of the turn, not a choice
_YOURS = rf"(?i:during {_ON}your turns?|(?:during|it(?:'s| is)) your {_MOMENT}|{_IT_IS_YOUR_TURN})"
_NOT_YOURS = (
    rf"(?i:during {_ON}(?:{_OTHER_TURNS_NAMES}|{_OTHER_PLAYERS_TURNS})"
    rf"|during {_OTHER_PLAYERS} {_MOMENT}|{_IT_IS_NOT_YOUR_TURN}"
    rf"|it(?:'s| is) {_OTHER_PLAYERS_TURNS}|{_YOUR_TURN_DENIED})"
)
"""The words of a condition on your turn, or on turns that can't be yours, every other
player's or only opponents' (probes vx12 vx98, "during combat on an opponent's turn", wb21,
"it's an opponent's turn", review), wherever in a condition they stand: no turn is
both. A step of a turn is that turn's ("during your upkeep", "during each opponent's end
step", probe wv26), and "each of your turns" yours (wv50); "unless it's your turn",
"except during your turn" and "other than during your turn" deny yours (wv28 wv29 xh8)."""
_DENIED_TIME = re.compile(
    rf"\b(?:[Uu]nless|[Ee]xcept|[Oo]ther than) (?:during|it(?:'s| is))"
    rf" (?P<words>(?:(?! or )[^,.;])*?\b(?:turns?|{_MOMENT})){_CONDITION_END}"
)
"""A turn or step of one a negation denies ("Unless it's an opponent's turn", "Except during
combat"; not a choice, "except during combat or your end step", nor another thing, "except
it's a Forest"): it can't hold with its words said alone ("during an opponent's turn",
probes xh1 xh2 xh98)."""


_DURING_A_MOMENT = re.compile(
    rf"{_NOT_DENIED}\b(?:[Dd]uring|it(?:'s| is)) (?:(?!(?:not|or|and)\b)[\w']+ ){{0,2}}?"
    rf"(?P<moment>{_MOMENT_NAMES})s?\b(?!, (?:[\w']+ ){{0,2}}?{_MOMENT}\b)"
    # (of a turn named after it: "during combat on your turn")
    rf"(?: (?:on|of) (?:[\w']+ ){{0,3}}?turns?)?{_CONDITION_END}"
)
"""A condition on one step or phase of a turn, alone ("during your upkeep", "during each
opponent's end step", "during combat", "it's your upkeep", probe xb32; not one of a choice,
"during your upkeep or draw step", "during your upkeep, draw step, or end step", xb26; nor
one a negation denies, "it's not your upkeep", "except during combat", nor a past event's,
"If a creature died during combat this turn", review)."""


def _moments(condition: str) -> frozenset[str] | None:
    """The steps a condition of `_DURING_A_MOMENT` lets happen, None for one of no step."""
    found = _DURING_A_MOMENT.search(condition)
    return frozenset(_MOMENTS[found["moment"]]) if found else None


def conditions_exclude(first: str, second: str) -> bool:
    """Whether `first` and `second` say conditions that can't both be met: one on your turn,
    the other on turns not yours ("... during your turn, ..." and "... during each opponent's
    turn, ..."), or one's condition on what you control denied in full by the other ("If
    you control a Zombie and ..." and "If you control no Zombies and ...", probes vt38 vt39;
    not "If you control no Elf tokens", nor a condition one of several, "during another
    player's turn or during your end step", probe vx), or each on a step or phase the other's
    doesn't hold ("during your upkeep" and "during your end step", "during combat" and
    "during your precombat main phase": a moment of a turn is in one step only, 500.1;
    probes ww59 ww99), or one a negation denies and the same words said alone ("Unless it's
    an opponent's turn" and "during an opponent's turn", xh1), or a state and its denial
    ("If you're the monarch" and "If you aren't the monarch", xj; "Unless you control a
    Zombie" and "If you control a Zombie", xq76)."""
    if (moments := _moments(first)) and (others := _moments(second)) and not moments & others:
        return True

    def alone(words: str) -> str:
        return rf"{_NOT_DENIED}{words}{_CONDITION_END}"

    for one, other in ((first, second), (second, first)):
        if re.search(alone(_YOURS), one) and re.search(alone(_NOT_YOURS), other):
            return True
        for negation in _DENIED_TIME.finditer(one):
            said = rf"(?:[Dd]uring|[Ii]t(?:'s| is)) {re.escape(negation['words'])}"
            if re.search(alone(said), other):
                return True
        if (state := _state_denial(one)) is not None and re.search(alone(state[1]), other):
            return True
        if (found := _control_denial(one)) is None:
            continue
        condition, denied = found
        if _denied_by_words(condition) or condition["no"]:
            # none of them denied: any of them, whatever more it is ("If you control no
            # Zombies" and "If you control two or more Zombie tokens", probe vx94), not one
            # of several ("a Zombie or a Skeleton")
            if re.search(rf"(?<!\bor ){denied}(?![^,.;]*\bor\b)", other):
                return True
        elif re.search(alone(denied), other):
            return True
    return False


def otherwise_basic_types(group: str = "", *, tag: str = "") -> str:
    """A change's condition and the basic land types it offers after it (" if you control a
    Forest, or a Mountain otherwise"; " as long as it's your turn, or a Mountain otherwise",
    probe wv4; " ..., or an Island if you don't"; " during your turn
    and an Island during each other player's turn", the turns' two branches, probe va71),
    those in the named `group` if one is given: its types on the other branch. `tag` (or else
    `group`) names the groups of its conditions apart where a pattern holds this more than
    once."""
    types = rf"{BASIC}s?(?: lands?)?(?: in addition to (?:its|their) other types)?"
    # which condition opened the clause says which closes it
    is_if, yours = f"{tag or group}_if", f"{tag or group}_yours"
    return (
        rf" (?:(?P<{is_if}>(?:if|as long as|while|during) [^.]*?,? or)"
        rf"|(?P<{yours}>{_YOUR_TURN_WORDS}),? and"
        rf"|{_OTHERS_TURNS_WORDS},? and)"
        rf" (?:an? )?{rf'(?P<{group}>{types})' if group else types}"
        rf" (?({is_if})(?:otherwise|if (?:you|they) (?:don't|didn't))"
        rf"|(?({yours}){_OTHERS_TURNS_WORDS}|{_YOUR_TURN_WORDS}))\b"
    )


CHOOSES_BASIC_LAND_TYPE = re.compile(
    # "a land type and a basic land type", "a creature type other than Elf and a basic land
    # type", "a land you control and a basic land type", "any number of lands you control
    # and a basic land type"
    r"\b(?:chooses?|votes? for) (?:(?:an?|one|two|three|four|five|X|any number of|up to \w+)"
    r" [^.,]*? and )?"
    # "a land type" may be a basic one (205.3i), so it counts too
    r"(?:an?|one|two|three|four|five|any number of) (?:basic )?land types?\b"
    # "a basic land type other than Mountain", "... other than Plains or Island"
    rf"(?: other than (?P<other>{BASIC}(?:(?:,|,? or|,? and) {BASIC})*))?"
    rf"|\b(?:chooses?|votes? for) (?P<named>{BASIC}(?:(?:,|,? or) {BASIC})+)\b",
    re.IGNORECASE,
)
"""A choice of basic land types, after which "the chosen type" is one (305.7): not a
creature type, nor "a nonbasic land type", nor Domain's "basic land types among ..."; "a
land type" may be a basic one (205.3i), so it counts too ("other than Mountain" likewise).
"Choose Forest or Island" offers those two only (`offered_basic_types`). A vote is a choice
each player makes (701.38): "each player votes for Mountain or Forest" offers those two."""


def chooses_only_basic_land_types(oracle_text: str) -> bool:
    """Whether the text's land type choices offer basic land types only ("choose a basic
    land type", "choose Island or Swamp"): not "a land type", which may be a Desert, whose
    setting leaves a land its rules text (305.7 sets basic ones only)."""
    found = list(CHOOSES_BASIC_LAND_TYPE.finditer(oracle_text))
    return bool(found) and all(
        m["named"] is not None or re.search(r"\bbasic land types?\b", m[0], re.IGNORECASE)
        for m in found
    )


def offered_basic_types(oracle_text: str) -> frozenset[str] | None:
    """The basic land types the text's land type choices offer, or None where it makes no
    such choice or one of them is any basic land type."""
    found = list(CHOOSES_BASIC_LAND_TYPE.finditer(oracle_text))
    if not found or any(m["named"] is None and m["other"] is None for m in found):
        return None
    offered: set[str] = set()
    for m in found:
        named = m["named"] or m["other"]
        listed = {t for t in BASIC_TYPE_NAMES if re.search(rf"\b{t}", named, re.IGNORECASE)}
        # "choose Forest or Island": those; "other than Mountain": every one but those
        offered |= listed if m["named"] is not None else set(BASIC_TYPE_NAMES) - listed
    return frozenset(offered)


LAND_SUBTYPES = (
    "Cave|Desert|Forest|Gate|Island|Lair|Locus|Mine|Mountain|Plains|Planet|Power-Plant"
    "|Sphere|Swamp|Tower|Town|Urza's"
)
"""The land types of CR 205.3i: a subject named by one is lands ("Deserts you control")."""
LISTED_LAND_TYPES = frozenset(LAND_SUBTYPES.split("|"))
ARTIFACT_SUBTYPES = frozenset(
    [
        *("Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food"),
        *("Fortification", "Gold", "Incubator", "Infinity", "Junk", "Lander", "Map"),
        *("Mutagen", "Powerstone"),
        *("Spacecraft", "Treasure", "Vehicle"),
    ]
)
"""The artifact types (205.3g)."""
ENCHANTMENT_SUBTYPES = frozenset(
    [
        *("Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room"),
        *("Rune", "Saga", "Shard", "Shrine"),
    ]
)
"""The enchantment types (205.3h)."""
NONCREATURE_SUBTYPES = frozenset(
    # with the battle types (205.3q): no creature type, so no card that is every creature
    # type is one ("Deserts you control", "Equipment ...")
    {*LAND_SUBTYPES.split("|"), *ARTIFACT_SUBTYPES, *ENCHANTMENT_SUBTYPES, "Siege"}
)
"""Subtypes that are no creature type: the land types (205.3i), the artifact types (205.3g),
the enchantment types (205.3h) and the battle types (205.3q)."""


LIST_COMMA = (
    r",(?="
    + r"|".join(
        [
            r" (?:or|and) ",  # "a Plains, Island, or Forest"
            r" (?:an? )?(?:snow |basic )?[A-Z][\w'-]*,",  # "a Forest, a snow Island, or ..."
            r" \{[WUBRGC]\},",  # "for {W}, {U}, or {B},"
            r" \d+,",  # "if its mana value is 1, 2, or 3"
            r" [a-z][\w'-]*(?: [a-z][\w'-]*)?, (?:or|and) ",  # "an artifact, creature, or land"
            # "an artifact, creature, enchantment, or land"; "creatures, artifacts, or lands"
            rf" (?:{CARD_TYPE_WORDS})s?,",
        ]
    )
    + r")"
)
"""A comma within a list, not the one that ends a condition ("Whenever you tap a Plains,
Island, or Forest for mana, choose one —"; "If you control a Forest, an Island, or a Swamp,
it becomes ..."; "for {W}, {U}, or {B}"; "an artifact, creature, enchantment, or land"): a
comma before "or"/"and", a capitalized item or a symbol, or a card type (205.2a) and the
next comma."""


IN_CONDITION = re.compile(rf"\b(?i:if|as long as|unless)\b(?:[^,.]|{LIST_COMMA})*,")
"""A condition ("if you control two or more lands,", "If you control a Plains, an Island, or
a Swamp,"): an object it names is no antecedent."""


TRIGGER_OPENING = re.compile(
    rf"(?:[^—.]*— )?(?P<event>(?:When|Whenever|At)\b(?:[^,]|{LIST_COMMA})*), "
    rf"(?:(?P<condition>if (?:[^,.]|{LIST_COMMA})*), )?"
)
"""A sentence's opening that is a trigger condition only, after an ability word, its event
apart from its intervening "if" (603.4): "At the beginning of your upkeep, if this land is
untapped, "; an event may list its objects ("Whenever an artifact, creature, or land you
control is put into a graveyard, ", `LIST_COMMA`)."""


COST_FIRST = re.compile(r"^[^:\"]*: ")
"""An activated ability's cost, before its effect (its conditions: `without_conditions`)."""


NO_CONDITION = r"(?!(?:[Ww]hen(?:ever)?|[Aa]t|[Ii]f|[Aa]s long as)\b)"
"""Not a trigger's or a condition's opening: what follows is no sentence's subject."""


LIST_SEPARATOR = re.compile(r",? (?:and/or|and|or) |, ")
"""What separates the items of a list ("Forests, Islands, and Mountains", "artifacts and/or
lands", "this creature and all creature cards")."""


THE_PLAYER_WITH_THE_MOST = (
    r"[Tt]he player with the (?:most|least|fewest|highest|lowest) \w+(?: in hand| total)?"
)
"""A player named by a count ("the player with the most life", "... the most cards in hand",
"... the highest life total"): any player, you too."""


PLAYERS = (
    r"(?:(?:[Uu]p to (?:one|two|three) )?(?:[Tt]arget|[Ee]ach(?: other)?|[Ee]very|[Aa]ll|[Aa]ny"
    r"|[Aa]n?|[Aa]nother(?: target)?|[Tt]hat|[Dd]efending|[Tt]he chosen) (?:player|opponent)s?"
    r"|(?:[Ee]ach of )?[Yy]our opponents|[Tt]he monarch|[Tt]he active player"
    rf"|{THE_PLAYER_WITH_THE_MOST})"
)
"""Players named by a noun phrase ("up to one target opponent", "each other player", "your
opponents", "every player", "all players", "any player", "the monarch", "the player with the
most life"): no object a pronoun may stand for (109.1)."""


SENTENCE_SUBJECT = re.compile(
    r"(?:[^.:\"]*: )?(?:[^.]*, )?"
    # a trigger or a condition is no subject ("Whenever this creature is dealt damage, ...")
    + NO_CONDITION
    # "where X is the number of ...": a number defined; "you gain 3 life", "up to one target
    # opponent loses 2 life", "each other player ...": a player, no object (109.1)
    + rf"(?!(?:[Tt]hen )?(?:where X\b|[Yy]ou\b|{PLAYERS}\b(?!')))"
    r"(?:[Tt]hen )?(?P<subject>[A-Za-z][^.,;:\"—]*?)(?<!\b[Yy]ou)"
    # (not a player's life: "they lose 3 life", 119.3)
    r" (?:gets?|ha(?:s|ve)|gains?|loses?|becomes?|is|are)\b(?! (?:\w+ )?life\b)"
)
"""The subject of a sentence, after an activated ability's cost and a leading condition ("As
long as ..., ", commas of a list in it too), up to its verb: what a pronoun in the next
sentence stands for."""


WITH_COUNTER = re.compile(
    r"\bwith (?:an? (?P<kind>[\w+/-]+) counter"
    r"|(?:(?:at least )?(?:one|two|three|four|five|six|X|\d+)(?: or more)? )?"
    r"(?P<kinds>[\w+/-]+) counters) on (?:it|them)\b"
)
"""A group or object described by a counter on it ("A land with a flux counter on it", "Lands
you control with flood counters on them", "Each land you control with two or more flood
counters on it"): a state taken as met, unless the text decides who has one."""


GROUP_MODIFIER = (
    r"(?:[Oo]ther|[Nn]on-?[A-Za-z][a-z]*|[A-Za-z][a-z]+(?:ing|ed)|[Ll]egendary|[Hh]istoric"
    r"|[Aa]rtifact|[Ee]nchantment|[Ll]and|[Tt]oken|[Ss]now|[Bb]asic"
    r"|[Ww]hite|[Bb]lue|[Bb]lack|[Rr]ed|[Gg]reen|[Cc]olorless|[Mm]ulticolored|[Mm]onocolored)"
)
"""A word before a group's noun ("other", "Non-Human", "Attacking", "Legendary", "Historic",
"Artifact", "Snow")."""
GROUP_RELATIVE = (
    r" that(?:'s| is| are| was| were| isn't| aren't| is not| are not| wasn't| weren't"
    r"| share| shares| have| has) [^.]*?| (?:with|without|named|other than|except(?: for)?) [^.]*?"
)
"""A group's relative clause, "with", "named" or an exception ("Each creature you control
that's a Human", "Creatures you control that are Elves or Druids", "... that were put onto
the battlefield this turn", "... that share a creature type with it", "Creatures you
control with a +1/+1 counter on them", "Lands you control without basic land types", "Each
land you control named ...", "Lands you control other than Caves or Deserts"), up to the
change's verb."""


SPENDING_RESTRICTION = re.compile(
    r"(?:Spend this mana only|This mana can't be spent|You can't spend this mana)[^.]*\."
)
"""A restriction on spending the mana (CR 106.6): what it may pay for, no color it has."""
RESTRICTION = re.compile(
    rf"{SPENDING_RESTRICTION.pattern}|\b(?:Activate (?:this ability )?only"
    r"|When you spend this mana)\b[^.]*\."
)
"""A spending or an activation restriction (106.6, 602.5b), or a rider on spending the mana
("When you spend this mana to cast a black spell, you gain 1 life."), a whole sentence: no
color of the mana (not the sentence whose add clause "that color" is in, "When you spend
this mana to cast a green spell, add one mana of that color": green), and no step of the
ability ("Activate only if you control a creature that explores")."""


NOT_YOU_PLAYER = r"(?:a|each) player other than you"
"""A player named as not you: an opponent (102.3)."""


CONTROLLED = rf"(?:you control|{PLAYERS} controls?)"
"""Whose a group's permanents are ("you control", "target player controls", "each player
controls")."""


PLAYERS_POSSESSIVE = (
    rf"(?:{PLAYERS}|[Ee]nchanted player"
    r"|(?:[Ii]ts|[Tt]heir|(?:[Ee]nchanted|[Ee]quipped|[Tt]hat|[Tt]he chosen|[Tt]arget) [a-z]+'s)"
    r" (?:controller|owner)s?)"
    r"(?:'s|')"
)
"""A player named by a possessive, whose permanents a group names ("Each player's lands",
"Your opponents' creatures", "Target opponent's lands", "Enchanted player's lands", "Its
controller's lands", "Enchanted land's controller's lands")."""


PLAYERS_GROUP_WORDS = (
    r"(?P<words>(?:[\w-]+,? (?:and |or )?)*?"
    # a plural, or a subtype whose plural has no "s" ("Merfolk", "Treefolk")
    r"(?:[\w-]+s|(?-i:[A-Z])[\w'-]*)(?: and [\w-]+)?)"
    r"(?P<rest> (?:with|without|that|who|whose|other than) .*)?$"
)
"""The words of a group a player's word opens ("your creatures", "each player's nontoken
Elves, Druids, and Dryads", "your Merfolk with flying"): its nouns, then its relative clause
or exception."""


YOUR_GROUP_OPENING = r"[Yy]our (?!opponent|team\b)"
""""Your" opening a group of the player's permanents ("your creatures", "your other lands",
"your attacking creatures": those you control, 110.2), never another player's ("your
opponents' lands", "your team")."""


THEIRS = (
    r"(?:(?:you|they) don't control"
    r"|(?:that )?(?:an opponent|another player|one of your opponents) controls"
    r"|(?:that )?your opponents control|controlled by (?:an opponent|another player)"
    r"|opponent's|another player's)\b"
)
"""What makes an object another player's ("a land an opponent controls", "creatures your
opponents control", "an opponent's land"), never the card's controller's."""


ENCHANTS_THEIRS = re.compile(rf"^Enchant (?:opponent\b|[^\n(]*?\b{THEIRS})", re.MULTILINE)
"""An Aura's enchant keyword naming only another player or another player's object ("Enchant
opponent", "Enchant creature an opponent controls", 303.4a, 702.5): the enchanted player, or
the enchanted object's controller, is an opponent."""
