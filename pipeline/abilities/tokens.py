"""The predefined tokens of CR 111.10, as data (`predefined_tokens.toml`).

A kind the rules add next year is one entry in that file, not code. `PredefinedTokens`
holds a set of definitions; the parser uses the package's file unless given another set.
"""

from __future__ import annotations

import functools
import operator
import re
import tomllib
from dataclasses import dataclass, field
from importlib import resources

from pipeline.abilities.clauses import WORD_COUNT
from pipeline.abilities.grammar import ENCHANTS_THEIRS, TURN_ORDER
from pipeline.abilities.grammar import THEIRS as THEIRS_WORDS
from pipeline.abilities.text import QUOTED, sentences, without_conditions

_CREATE = re.compile(r"\bcreates?\b", re.IGNORECASE)
_ITEMS = re.compile(r",? and |, ")
_QUANTITY = re.compile(
    rf"\s*(?:a|an|another|an additional|(?:up to )?(?:{WORD_COUNT}|X|\d+)|that many|a number of"
    r"|the same number of)\b"
)
_KIND = re.compile(r"\b((?:[A-Z][a-z'-]+ )*[A-Z][a-z]+) tokens?\b")
"""A kind of token by its name, of one word or more ("Hideaway token", "Treasure Idol
token", "Mishra's Powerstone token")."""
_DESCRIBED = re.compile(r"\d+/\d+|X/X|\bcop(?:y|ies)\b")
"""Words of a token the effect describes itself: its power and toughness, or a copy."""


_COPY_OF = re.compile(r"\bcop(?:y|ies) of (?:(?!\b(?:and|then|creates?)\b)[^,.])*$")
"""What a copy is of, up to the kind named: a token that copies an object has the abilities
the object has (707.2), not the kind's definition; docs/rules.md gives it no row."""
_FORBIDS = re.compile(r"\bcan't create\b", re.IGNORECASE)
_WOULD_CREATE = re.compile(r"\bwould (?:create|be created)\b[^,]*,", re.IGNORECASE)
_WOULD_BE_CREATED = re.compile(r"(?<=\bIf )([^,.]*?\btokens?) would be created\b")
"""A replacement's passive condition, read as the active "would create ..."."""
_CREATED = re.compile(r"([^,.]*?\btokens?) (?:are|is) created\b")
"""The passive voice: "that many Gold tokens are created instead" creates them; not an event
a trigger waits for (`_AWAITED_CREATION`)."""
_AWAITED_CREATION = re.compile(r"(?i)\b(?:whenever|when|next time)\b")
"""The words of a creation a trigger waits for, which creates nothing ("whenever a Treasure
token is created under your control", "the next time a Treasure token is created", 603.7,
probes wq68 wq97)."""
_COUNTED_BY = re.compile(r"\bfor each\b|, where\b|\bequal to\b")
"""Where the count of the tokens created begins: a token named after it is counted, not
created ("... token for each Treasure token you created this turn")."""
_NEXT_EFFECT = re.compile(
    r",? then\b|\. "
    # a clause of its own: a player's ("and target opponent sacrifices a Treasure token",
    # "and that creature's controller sacrifices ..."), or an imperative ("and destroy up
    # to one target Treasure token"); an item created is never one of these
    r"|,? and (?=(?:you|your|target|up to \w+ target|each|that(?! many)|the(?! same number)"
    r"|enchanted|any"
    r"|an? (?:opponent|player)"
    r"|defending player|its (?:controller|owner)|they)\b"
    r"|(?:destroy|exile|sacrifice|return|draw|discard|put|tap|untap|gain|lose|search|mill"
    r"|exchange)\b)"
    # a condition after the tokens ("create a Food token if you created a Treasure token
    # this turn", "... unless you control a Treasure token", 603.4): no token of its own
    r"|\b(?P<condition>if|unless)\b"
)
"""Where the effect after a creation begins: ", then", a new sentence, a clause of its own
("create a Blood token and target opponent sacrifices a Treasure token"), or a condition on
it."""
_ANOTHER_ITEM = re.compile(
    rf",? and (?={_QUANTITY.pattern} (?:[^,.]*?\btokens?\b|(?:tapped )?[A-Z][a-z]+s?\b))"
)
"""An item created after a count's words ("create a 1/1 red Pirate creature token for each
opponent you have and a Treasure token", "... and a Treasure": the Treasure too)."""
_FIRST_HAD_ITEM = re.compile(r" (?:both |either )?(?:an?|one|two|three|another) ")
"""The first item of a list of what a count's players have ("controls both an artifact")."""
_LISTS_WHAT_IS_HAD = re.compile(r"\b(?:both|either|who (?:controls?|owns?))\b")
"""Where a count names what its players control or own, which a list may go on (a player
controls a token, 111.2: "who has an empty hand and a Treasure token" lists nothing); not
what you have or control ("each opponent you have", "each creature you control with ..."),
nor what an object has ("each creature you control that has a +1/+1 counter on it")."""


def _counted_item(count: str, joint: re.Match[str]) -> bool:
    """Whether the token after `joint` ("and a Treasure token") is an item of the count's own
    list, of what its players control or have ("for each opponent who controls both an
    artifact and a Treasure token", "... controls an artifact, a creature, and a Treasure
    token"), not an item created after the count ("for each opponent dealt damage by a source
    you controlled and a Treasure token", "... who has a poison counter, and a Treasure
    token": a comma sets apart the second of two)."""
    had = list(_LISTS_WHAT_IS_HAD.finditer(count, 0, joint.start()))
    if not had:
        return False
    listed = count[had[-1].end() : joint.start()]
    if not _FIRST_HAD_ITEM.match(listed):
        return False  # "who has more cards in hand than you and a Treasure token": no list
    return not joint[0].startswith(",") or "," in listed


_OTHERWISE_ITEM = re.compile(
    rf",? (?:or|and) (?={_QUANTITY.pattern} [^,.]*?\btokens?\b"
    r"(?:[^,.]*?\b(?:otherwise|instead)\b| (?:if|unless)\b))"
)
"""An item created after a condition: where it fails ("create a Clue token if ..., or a
Treasure token otherwise"), or on a condition of its own ("create a Food token if you gained
life this turn and a Treasure token if you lost life this turn"); not one the condition names
("if you sacrificed a Clue or a Treasure token")."""


def _made(part: str) -> list[str]:
    """The words of `part` (after a count's removal) that name tokens made: up to the next
    effect, and an item after a condition ("..., or a Treasure token otherwise")."""
    end = _NEXT_EFFECT.search(part)
    if end is None:
        return [part]
    made = [part[: end.start()]]
    if end["condition"] and (item := _OTHERWISE_ITEM.search(part, end.end())):
        made += _made(part[item.end() :])
    return made


_SAME_TOKENS = re.compile(r"\b(?:one of each|those tokens|that token|twice that many)\b")


def _creating_part(sentence: str) -> str:
    """The part of a sentence that creates tokens: none where it forbids creating them, the
    replacing part after a replacement's condition ("If you would create a Treasure token,
    create a Food token instead": the Food; "If one or more Treasure tokens would be created
    under your control, that many Gold tokens are created instead": the Gold), in the
    active voice."""
    if _FORBIDS.search(sentence):
        return ""
    replaced = _WOULD_CREATE.search(sentence)
    if replaced is None or _SAME_TOKENS.search(sentence, replaced.end()):
        part = sentence  # "instead create those tokens plus ...", "one of each": the kinds named
        # and so in the passive: "If one or more Treasure tokens would be created ..., those
        # tokens plus an additional Food token are created instead" (the Treasures and Food)
        part = _WOULD_BE_CREATED.sub(r"would create \1", part)
    else:
        part = sentence[replaced.end() :]
    if " created" not in part:
        return part
    return _CREATED.sub(
        lambda m: m[0] if _AWAITED_CREATION.search(m[1]) else f"create {m[1]}", part
    )


def _without_counts(creating: str) -> str:
    """`creating` (from its first "create") without what counts the tokens: the words after
    a count are counted, not made, up to the next "create" ("create a 1/1 Pirate token for
    each opponent you have, then create a Treasure token": the Pirate and the Treasure), or
    up to an item after the count that is no item of the count's own list (`_counted_item`);
    and without the next effect or a condition (`_made`)."""
    kept = []
    while creating:
        create = _CREATE.search(creating, 1)  # the next "create" after this one's
        part, rest = (
            (creating[: create.start()], creating[create.start() :]) if create else (creating, "")
        )
        # what follows the count is counted, and the next effect ("..., then you may
        # sacrifice a Food and a Treasure") makes no token
        counted = _COUNTED_BY.split(part, maxsplit=1)
        # the first item after the count that is no item of the count's own list ("... that's
        # both an Elf and a Warrior, and a Treasure token": the Treasure)
        after_count = [
            counted[1][item.end() :]
            for item in (_ANOTHER_ITEM.finditer(counted[1]) if len(counted) > 1 else ())
            if not _counted_item(counted[1], item)
        ][:1]
        for made in [counted[0], *after_count]:
            kept += _made(made)
        creating = rest
    # (a comma between the parts: a copy's "copy of ..." ends at its own part)
    return ", ".join(kept)


@dataclass(frozen=True)
class PredefinedToken:
    name: str
    types: str
    abilities: tuple[str, ...]


@dataclass(frozen=True)
class PredefinedTokens:
    """Token definitions by name, and what finds their creation in a sentence."""

    by_name: dict[str, PredefinedToken]
    _names: re.Pattern[str] = field(init=False, repr=False, compare=False)
    _by_folded: dict[str, PredefinedToken] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # A name is matched in any case: the rules spell it capitalized ("Treasure token"),
        # but other printings of the same text ("create a treasure token") mean the same.
        names = "|".join(re.escape(n) for n in sorted(self.by_name, key=len, reverse=True))
        pattern = (
            rf"\b(?P<name>{names})(?: artifact)? tokens?\b"
            rf"|\bgift an? (?:tapped )?(?P<gift>{names})\b"
            # "create two Treasures", "create two tapped Treasures", "create a Clue and a
            # Treasure": the kind named without "token", as an item of what is created; not
            # the first word of another kind's name ("create a Treasure Idol token")
            rf"|(?:\bcreates?|,? and|,? or|,){_QUANTITY.pattern} (?:tapped )?(?P<bare>{names})s?\b"
            r"(?! (?:artifact )?tokens?\b| (?-i:[A-Z]))"
        )
        object.__setattr__(self, "_names", re.compile(pattern, re.IGNORECASE))
        folded = {n.casefold(): t for n, t in self.by_name.items()}
        object.__setattr__(self, "_by_folded", folded)

    @classmethod
    def from_toml(cls, text: str) -> PredefinedTokens:
        entries = tomllib.loads(text)["token"]
        return cls(
            {
                e["name"]: PredefinedToken(e["name"], e["types"], tuple(e["abilities"]))
                for e in entries
            }
        )

    def created(self, sentence: str) -> list[PredefinedToken]:
        """The predefined tokens a sentence creates: "create two Treasure tokens", "create
        a Food token and a Treasure token", "Gift a Treasure" (702.174), in text order.
        A token named before any "create" is not created ("Sacrifice a Treasure token"),
        nor one a sentence forbids ("can't create Treasure tokens") or replaces ("If you
        would create a Treasure token, create a Food token instead": only the Food, 614)."""
        sentence = _creating_part(sentence)
        create = _CREATE.search(sentence)
        if create is not None:
            sentence = sentence[: create.start()] + _without_counts(sentence[create.start() :])
        found: dict[str, PredefinedToken] = {}
        for m in self._names.finditer(sentence):
            if (m["name"] or m["bare"]) and (create is None or m.start() < create.start()):
                continue
            if _COPY_OF.search(sentence, 0, m.start()):
                continue  # "a token that's a copy of target Treasure": the object's (707.2)
            if m["name"] and _ends_another_name(sentence, m.start()):
                continue  # "create a Lost Treasure token": a kind no rule defines
            token = self._by_folded[(m["name"] or m["gift"] or m["bare"]).casefold()]
            found.setdefault(token.name, token)
        return list(found.values())

    def unknown_kinds(self, sentence: str) -> list[str]:
        """Token kinds a sentence creates by a name alone that no definition here has:
        "create a Hideaway token" (a kind the rules add later), not "create a 1/1 white
        Soldier creature token", whose effect describes it, nor a known kind."""
        sentence = _creating_part(sentence)
        create = _CREATE.search(sentence)
        if create is None:
            return []
        found = []
        for item in _ITEMS.split(sentence[create.end() :]):  # "a Food token", "two ..."
            kind = _KIND.search(item)
            if (
                kind is None
                # not a token created: "the Devil tokens"; but "create Seed tokens equal to
                # ..." names the kind with no count before it
                or not (_QUANTITY.match(item) or _KIND.match(item.lstrip()))
                or kind[1].casefold() in self._by_folded  # a known kind ("Cursed Role")
                or _DESCRIBED.search(item[: kind.start()])
            ):
                continue
            found.append(kind[1])
        return found


def _ends_another_name(sentence: str, at: int) -> bool:
    """Whether the known name at `at` is the last word of another kind's name, a capitalized
    word before it ("create a Lost Treasure token", "a Thran Powerstone token"), not a
    sentence's first word ("Create Treasure tokens equal to ...") nor "X"."""
    word = _CAPITALIZED_BEFORE.search(sentence, 0, at)
    if word is None:
        return False
    before = sentence[: word.start()].rstrip()
    return bool(before) and before[-1] not in _SENTENCE_OPENERS


_CAPITALIZED_BEFORE = re.compile(r"\b[A-Z][a-z'-]+ $")
_SENTENCE_OPENERS = frozenset('.:;!?"()—•,\n')
"""Characters after which a word opens a sentence or a clause of its own (a comma too, where
`_creating_part` joined a sentence's parts)."""


_GIFT = r"\b[Gg]ift an? \w+"
_CREATES_OR_GIFTS = re.compile(rf"\b(?P<verb>[Cc]reates?)\b|{_GIFT}")
"""Where a sentence creates tokens: "Gift a Treasure" too (the chosen opponent creates it,
702.174)."""
_CLAUSE_START = re.compile(r"^|[,:;] |\. |\n(?:• )?|\b(?:and|then|Then) ")
"""Where a clause, and the subject of its verb, may start."""
_LISTED = re.compile(
    r"(?:^|[,:;] |\. |\b(?:then|Then) )(?:Then )?(?P<listed>[^,.:;]*?) each (?:[^,.:;]*? and )?$"
)
"""Players listed before "each create", or before "each" and a verb "and create" joins:
"you and target opponent each create", "you and target opponent each sacrifice a creature
and create"."""
_LIST_ITEM = re.compile(r",? and |, ")
_CAUSED = re.compile(
    r"\b(?:you (?:may )?|may )have (?P<subject>(?:(?:target|an?|each|that) )?(?:player|opponent)"
    r"[^,.:;]*)$"
)
"""The causative's player: "you may have target opponent create ..." (that opponent)."""
_REFERRED = re.compile(
    r"^(?:[Tt]hat player|[Tt]he chosen players?|(?:[Ee]ach of )?(?:[Tt]hose players|them)"
    r"|[Tt]hey)$"
)
"""A player the text named before."""
_RELATIVE = re.compile(r" (?:who|that|whose|with) ")
_ADVERBS = re.compile(r"^(?:(?:also|instead|then|Then)\b ?)+")
"""Words before an imperative "create" that name no player ("also create ...")."""
_STARTING_WITH = re.compile(rf",? {TURN_ORDER},?")
"""The order players act in ("each player, starting with you, creates"): no clause."""
_PLAYER_WORD = re.compile(r"\b(?:players?|opponents?|you|monarch|they|controller|owner)\b")
"""A word a subject of "create" has: a clause without one is a list in a subject's relative
clause ("each player who controls an artifact and an enchantment creates")."""
_NOT_YOU_HEAD = re.compile(
    r"\b(?:opponents?|(?:an)?other players?|other than you|to your (?:left|right)|controller"
    r"|owner)\b"
)
"""A player who is not you by the words that name them: an opponent, another player, the
one beside you, an object's controller or owner (by documented decision, another's)."""
_UNNEGATED = r"(?:(?!\b(?:no|not)\b|n't\b)[^,.;])*?"
"""Words up to a comparison with no negation among them (not "who doesn't control more
lands than you", which you meet too)."""
_COMPARED_WITH_YOU = (
    # (not a comparison you meet too: "as many or more"; a negation before it, `_UNNEGATED`)
    r"(?<!\bor )"
    r"(?:more|fewer|less|greater|higher|lower)\b[^,.;]*? than (?:you|yours)\b"
    # (nor one with another of your counts: "more creatures than you have cards in hand")
    r"(?! (?:have|has|had|control) \w)"
)
"""A strict comparison of a player with you ("more life than you", "less than yours"),
which you never meet."""
_BY_YOURS = r"(?:(?! by )[\w -])+? you control(?:led)?"
"""Objects you control named after "by" ("by a creature you control"), not an object that
only something of yours is attached to ("by a creature enchanted by an Aura you control":
that creature may be another player's, 301.5d, 303.4e)."""
_NOT_YOU_RELATIVE = re.compile(
    rf"^{_UNNEGATED}\b{_COMPARED_WITH_YOU}"
    r"|\b(?:attacked you|you attacked|(?:dealt combat damage|attacked)(?: this turn)? by"
    r" (?:this \w+"
    rf"|(?:an?|one or more|two or more|\w+) {_BY_YOURS}"
    r"|[\w-]+s you control(?:led)?|your creatures))\b"
)
"""A player defined from you or from what you control: compared with you, who attacked
you, whom you or your creatures attacked or dealt combat damage (506.1, 508.1b)."""
_ATTACKING = re.compile(r"\b(?:the|that) attacking player\b")
_YOU_AMONG = re.compile(r"\b(?:[Yy]ou and [^.,;]+?|[^.;]+?,? and you) each\b")
"""Players listed with you, whom a "they" stands for (a list's commas too: "Target
opponent, target creature's controller, and you each ...")."""
_POSSESSIVE = re.compile(r"\b\w+s?'s?(?= )")
"""A possessive ("their owners'", "that player's"): names a player only as an owner of
something, no subject."""
_DEFENDING = re.compile(r"\b(?:defending player|the player it's attacking)\b")
"""The player a creature attacks: not you where the attacker is yours (508.1b)."""
_ATTACKS_AN_OPPONENT = re.compile(
    r"\b(?:attacks?|attacking) (?:(?:another )?one of your (?:other )?opponents|an opponent"
    r"|a player other than you)\b"
)
"""An attack on a player who is not you, in the event or an intervening "if" ("if it's
attacking one of your opponents", 603.4): its defending player is not you (508.1b)."""
_THEIRS_ATTACK = re.compile(
    r"\b(?:an? (?:player|opponent)|an opponent controls|creatures? an opponent controls"
    r"|creatures your opponents control"
    # any creature's attack, an opponent's too ("Whenever one or more creatures attack",
    # "Whenever an Elf attacks")
    r"|(?:[Ww]henever|[Ww]hen) (?:an?|one or more|another|enchanted|equipped)"
    r" (?!(?:(?!\battacks?\b)[^,.])*\byou control\b)[\w' -]+?)"
    r" attacks?\b"
)
"""An attack another player may make, whose defending player may be you (an attacker
not of yours: "Whenever a creature attacks you or a planeswalker you control" too)."""
_YOURS_MAY_ATTACK = re.compile(
    r"\b(?:[Ww]henever|[Ww]hen) (?:an?|(?:one|two|three|\w+) or more|another|enchanted|equipped)"
    r" (?!(?:(?!\battacks?\b)[^,.])*\b(?:an opponent|your opponents|you don't) controls?\b)"
    # (a creature, not a player: "Whenever an opponent attacks with ...", that opponent)
    r"(?!(?:opponents?|players?)\b)[\w' -]+? attacks?\b"
)
"""An attack by creatures that may be yours ("Whenever one or more creatures attack"): its
attacking player may be you."""
_MAY_BE_YOU = re.compile(r"\b(?:players?|monarch)\b", re.IGNORECASE)
_CHOSEN = re.compile(
    r"\b[Cc]hoose (?:an?|up to \w+|any number of|one or more|target|two|three)"
    r" (?P<who>player|opponent)s?"
    r"\b(?P<not_you> other than you\b)?"
)
_PLAYER_NAMED = re.compile(
    # who may be you: a player, each, any, target player; players chosen or targeted; the
    # player another attacks
    r"(?P<maybe>\b(?:an?|each|any|target) player\b"
    rf"(?! attacks you\b| other than you\b| does\b| {_UNNEGATED}{_COMPARED_WITH_YOU}"
    r"| (?:is|are|was|were) dealt combat damage(?: this turn)? by"
    rf" (?:{_BY_YOURS}|your creatures))"
    r"|\b(?:up to \w+|any number of|one or more|two|three)(?: target)? players\b"
    # ("an opponent becomes the monarch", "if an opponent is the monarch": the same player
    # again, no other)
    r"|(?<!\bbecomes )(?<!\bis )\bthe monarch\b|\bthe player with\b|\benchanted player\b"
    # another than the player who attacks: you, maybe ("an opponent attacks another player")
    r"|(?<=\battacks )another player\b)"
    # who is not: an opponent (not one a spell targets or a player attacks, nor "an
    # opponent's turn"), the player attacking you, one other than you or compared with you,
    # one attacked or dealt combat damage (506.1, 508.1b, 510.1)
    # (nor an object's controller: "a creature an opponent controls")
    r"|(?P<other>\b(?<!targets )(?<!targets one of )(?<!targets an )(?<!attacks )(?<!attacks an )"
    r"(?<!attacks one of )(?<!one or more of )(?<!than an )(?<!your )"
    r"(?:your )?opponents?\b(?!'s| controls?\b)"
    r"|\b(?:beginning of (?:each|an) |under an )opponent's\b"
    r"|\bdefending player\b|\bplayer (?:attacks you|other than you)\b|\b(?:an)?other player\b"
    rf"|\bplayer {_UNNEGATED}{_COMPARED_WITH_YOU}"
    # attacked or dealt combat damage by what you control (506.1, 508.1b)
    # (not a creature only your Aura or Equipment is attached to: "a creature enchanted by an
    # Aura you control deals combat damage to a player", which may be you, 301.5d, 303.4e)
    r"|\b(?:(?<!\bAura )(?<!\bEquipment )you control|this \w+)"
    r"(?: (?:with|that|that's|which) [^,.]*?)?"
    r" (?:deals? combat damage to|attacks?)"
    r" (?:(?:a|one or more) players?|the monarch)\b"
    r"|\bplayers? (?:is|are|was|were) dealt combat damage(?: this turn)? by "
    rf"(?:{_BY_YOURS}|your creatures|this \w+)\b"
    r"|\byou attack (?:a|one or more) players?\b)",
    re.IGNORECASE,
)
"""Players a text names, by whether they may be you (`maybe`) or are not (`other`): "that
player" stands for the one named last."""


@dataclass(frozen=True)
class Creators:
    """Who may create a token: the card's controller (`you`), another player (`another`),
    or either ("each player creates", "that player" after "a player", who may be you)."""

    you: bool
    another: bool

    def __or__(self, other: Creators) -> Creators:
        return Creators(self.you or other.you, self.another or other.another)


YOURS = Creators(you=True, another=False)
THEIRS = Creators(you=False, another=True)
EITHER = Creators(you=True, another=True)


def token_creators(text: str) -> Creators:
    """Who creates the token `text` creates last, the one a quote after it belongs to (CR
    111.2: its creator owns it and it enters under their control, and "you" in its abilities
    is that player, 109.5): read clause by clause, from the subject of its "create" (a
    trigger's "Whenever an opponent creates a token" creates none), "that player" the player
    the text named last (`_PLAYER_NAMED`). A text that creates nothing: yours."""
    # (the quotes' own "create": '... token with "When this token dies, create a Food
    # token."' is the token's ability, no creation of the text's)
    masked = QUOTED.sub(_masked_in_place, text)
    creating = [s for s in sentences(masked) if _CREATES_OR_GIFTS.search(s)]
    if not creating:
        return YOURS
    last = creating[-1]
    effect = len(last) - len(without_conditions(last))
    verbs = list(_CREATES_OR_GIFTS.finditer(last, effect))
    if not verbs:
        return YOURS
    return _creators(last, verbs[-1], masked[: masked.rfind(last)])


def _masked_in_place(quote: re.Match[str]) -> str:
    """A quote masked in as many characters, its closing period kept: a period at its end
    may end a sentence of the text around it (`text.mask_quote`)."""
    inner = quote[1]
    if inner.rstrip("'").endswith("."):
        return f'"{"_" * (len(inner) - 1)}."'
    return f'"{"_" * len(inner)}"'


def created_by_another_player(text: str) -> bool:
    """Whether only another player may create the token `text` creates last
    (`token_creators`)."""
    return token_creators(text) == THEIRS


def _creators(sentence: str, verb: re.Match[str], earlier: str) -> Creators:
    """Who may create the tokens of `verb` in `sentence`: the players listed before "each
    create", else the subject of its clause (the whole noun phrase, a relative clause's
    lists and "starting with you" in it; a second verb's, the first's; a causative's
    player), `earlier` the text before the sentence."""
    if verb["verb"] is None:
        return THEIRS  # a gift: the chosen opponent creates it
    before = sentence[: verb.start()]
    if verb["verb"].lower() == "create" and (listed := _LISTED.search(before)):
        # "you and target opponent each create": each of them
        found = [
            _players(item, earlier + before[: listed.start("listed")])
            for item in _LIST_ITEM.split(listed["listed"])
        ]
        return functools.reduce(operator.or_, found)
    before = _STARTING_WITH.sub(lambda m: " " * len(m[0]), before)
    starts = [m.end() for m in _CLAUSE_START.finditer(before)]
    start = starts[-1]
    # a clause with no player in a relative clause the subject began before it ("each
    # player who controls an artifact and an enchantment creates")
    for earlier_start in reversed(starts[:-1]):
        if _PLAYER_WORD.search(before[start:]) or not before[start:].strip():
            break
        if _RELATIVE.search(before[earlier_start:]) and _PLAYER_WORD.search(before[earlier_start:]):
            start = earlier_start
    subject = _ADVERBS.sub("", re.sub(r"(?: may| each)+ $|\s+$", "", before[start:]).strip())
    if not subject and verb["verb"] == "creates":
        # "That player discards that card and creates ...", "target opponent draws a card,
        # then creates ...": the subject of the verbs before
        for k in range(len(starts) - 2, -1, -1):
            first = re.match(r"(?P<subject>.+?) \w+s\b", before[starts[k] :])
            if first is not None and _PLAYER_WORD.search(first["subject"]):
                start, subject = starts[k], first["subject"]
                break
    caused = _CAUSED.search(subject)
    if caused is not None:
        start += caused.start("subject")
        subject = caused["subject"]
    return _players(subject, earlier + before[:start])


def _players(subject: str, named_before: str) -> Creators:
    """Who a subject of "create" is: you (or no subject, an imperative), a player named
    before, a player who is not you, or one who may be you."""
    if not subject or re.fullmatch(r"[Yy]ou", subject):
        return YOURS
    # the attack of its own ability's line, not another ability's words ("Creatures
    # attacking a player other than you get +1/+0."; "Creatures can't attack you unless")
    line = named_before.rsplit("\n", 1)[-1]
    if _ATTACKING.search(subject):
        # "Whenever one or more creatures attack you, the attacking player": not you, nor
        # where the attack is at a planeswalker of yours or an intervening "if" says it is
        # at you (508.1b, 603.4)
        if _ATTACKS_YOURS.search(line):
            return THEIRS
        attacker = _PLAYER_ATTACKS.search(line)
        if attacker is not None:
            # "Whenever an opponent attacks another player": that opponent
            return THEIRS if _NOT_YOU_HEAD.search(attacker["who"]) else EITHER
        if _YOURS_MAY_ATTACK.search(line):
            return EITHER  # "Whenever one or more creatures attack": yours among them
        if _PLAYER_ATTACKED.search(line):
            # "Whenever enchanted player is attacked": anyone but that player, you too; not
            # where the attackers are another player's ("by creatures you don't control",
            # "if none of the attacking creatures are yours", 508.1b)
            return THEIRS if _ATTACKERS_THEIRS.search(line) else EITHER
        subject = "that player"  # the player an attack named
    if subject.lower() == "the monarch" and _BECOMES_THE_MONARCH.search(line):
        subject = "that player"  # "Whenever an opponent becomes the monarch, the monarch"
    not_you = _NOT_YOU_MONARCH.search(line)
    if (
        subject.lower() == "the monarch"
        and not_you
        and not _YOU_BECOME_MONARCH.search(line, not_you.end())
    ):
        # "if you aren't the monarch, the monarch creates ...": not you (603.4), unless you
        # became the monarch since ("..., you become the monarch. Then the monarch creates")
        return THEIRS
    if _DID_IT_THIS_WAY.fullmatch(subject):
        # "Each opponent discards a card. Each player who discarded a creature card this way
        # creates ...": players among those the step before named; any, you too, where it
        # named none ("Destroy all creatures. Each player who controlled a creature destroyed
        # this way creates ...")
        if not _PLAYER_NAMED.search(named_before):
            return EITHER
        subject = "those players"
    if subject.lower() in ("they", "those players") and _they_include_you(named_before):
        return EITHER  # "you and target opponent each draw a card. Then they each create"
    if _REFERRED.match(subject):
        attacker = next(reversed(list(_ATTACKING.finditer(named_before))), None)
        if attacker is not None and not _PLAYER_NAMED.search(named_before, attacker.end()):
            # "the attacking player may pay {1}. If they do, that player creates ...": the
            # attacking player, named last
            return _players(attacker[0], named_before[: attacker.start()])
        chosen = list(_CHOSEN.finditer(named_before))
        if subject.lower().startswith("the chosen player") and chosen:
            last = chosen[-1]
            return THEIRS if last["who"] == "opponent" or last["not_you"] else EITHER
        # not a player another is compared with ("if a player has more life than each other
        # player, that player": the first)
        named = [
            m
            for m in _PLAYER_NAMED.finditer(named_before)
            if not _COMPARED_TO.search(named_before, 0, m.start())
        ]
        if named and named[-1][0].lower() == "enchanted player":
            return _enchanted_player(named_before)  # "enchanted player's upkeep, that player"
        return EITHER if named and named[-1]["maybe"] else THEIRS
    # players other than one who is not you may be you ("each player other than defending
    # player", "other than the chosen opponent")
    subject = _OTHER_THAN_ANOTHER.sub("", subject)
    if _DEFENDING.search(subject):
        if _ATTACKS_AN_OPPONENT.search(line):
            return THEIRS  # "attacks one of your opponents": the one it attacks (508.1b)
        return EITHER if _THEIRS_ATTACK.search(line) else THEIRS
    head = _RELATIVE.split(subject, maxsplit=1)[0]
    # a player qualified by relative clauses joined by "or" may be you where any of them may
    # ("who has fewer cards in hand than you or who has no cards in hand")
    alternatives = _OR_RELATIVE.split(subject)
    if _NOT_YOU_HEAD.search(head) or all(map(_NOT_YOU_RELATIVE.search, alternatives)):
        return THEIRS
    if head.lower() == "enchanted player":
        return _enchanted_player(named_before)
    return EITHER if _MAY_BE_YOU.search(head) else YOURS


def _enchanted_player(text: str) -> Creators:
    """The player an Aura enchants: an opponent where its enchant keyword says so ("Enchant
    opponent"), else one who may be its controller ("Enchant player", 303.4a)."""
    return THEIRS if ENCHANTS_THEIRS.search(text) else EITHER


_PLAYER_ATTACKED = re.compile(r"\b(?:player|opponent|other than you) is attacked\b")
"""An attack on a player the text names: the attacking player is another, who may be you."""
_ATTACKERS_THEIRS = re.compile(
    rf"\bby (?:one or more |two or more )?creatures (?:{THEIRS_WORDS})"
    r"|\bnone of the attacking creatures are yours\b"
)
"""Attackers that are another player's, whose attacking player is not you."""
_NOT_YOU_MONARCH = re.compile(r"\b[Ii]f you(?: aren't|(?:'re| are) not) the monarch\b")
"""A condition that the monarch is not you (603.4: checked again as the ability resolves)."""
_YOU_BECOME_MONARCH = re.compile(r"\byou become the monarch\b")
"""You becoming the monarch after such a condition: "the monarch" then is you."""


_DID_IT_THIS_WAY = re.compile(r"(?:[Ee]ach|[Aa]) player who [^.;]+? this way")
"""Players by what they did in the step before ("each player who discarded a creature card
this way"): some of the players that step named."""
_BECOMES_THE_MONARCH = re.compile(r"\b(?:becomes|is) the monarch\b")
"""An event or a condition that names who the monarch is ("Whenever an opponent becomes the
monarch", "if an opponent is the monarch"): "the monarch" after it is that player."""
_ATTACKS_YOURS = re.compile(
    r"(?<!\bnone of them are )(?<!\bnot )(?<!n't )"
    r"\battack(?:s|ing)? (?:you|a planeswalker you control)\b"
)
"""An attack at you or your planeswalker: its attacking player is not you (508.1b); not one
an intervening "if" denies ("if none of them are attacking you": you may be attacking)."""
_PLAYER_ATTACKS = re.compile(
    r"\b(?P<who>an opponent|a player|target opponent|each opponent|another player) attacks\b"
)
"""A player the event says attacks: the attacking player (508.1a)."""
_COMPARED_TO = re.compile(r"\bthan (?:each |any |every |an? |all )?$")
"""Words before a player another is compared with ("more life than each other player")."""
_OTHER_THAN_ANOTHER = re.compile(r" other than (?!you\b)[^,.;]*")
"""An exception of a player who is not you ("other than defending player"): the players
left may be you."""
_OR_RELATIVE = re.compile(r",? or (?=(?:who|that|whose|with) )")
"""Where relative clauses joined by "or" part ("who has ... or who has ...")."""


def _they_include_you(named_before: str) -> bool:
    """Whether "they" (players) stands for players you are among: those listed with you in
    the last sentence that names players, past sentences that say "they" again ("They each
    lose 1 life.") or name no player at all ("Put those cards into their owners' hands.")."""
    for sentence in reversed(sentences(named_before)):
        if _YOU_AMONG.search(sentence):
            return True
        rest = sentence.strip().removeprefix("Then ")
        if (
            rest
            and not re.match(r"[Tt]hey\b", rest)
            and _PLAYER_WORD.search(_POSSESSIVE.sub("", rest))
        ):
            return False
    return False


def definitions_text() -> str:
    """The package's definitions file, as text."""
    files = resources.files("pipeline.abilities")
    return files.joinpath("predefined_tokens.toml").read_text(encoding="utf-8")


@functools.cache
def predefined_tokens() -> PredefinedTokens:
    """The predefined tokens of the rules (CR 111.10), from the package's file."""
    return PredefinedTokens.from_toml(definitions_text())
