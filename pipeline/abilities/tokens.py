"""The predefined tokens of CR 111.10, as data (`predefined_tokens.toml`).

A kind the rules add next year is one entry in that file, not code. `PredefinedTokens`
holds a set of definitions; the parser uses the package's file unless given another set.
"""

from __future__ import annotations

import functools
import re
import tomllib
from dataclasses import dataclass, field
from importlib import resources

from pipeline.abilities.clauses import WORD_COUNT
from pipeline.abilities.text import sentences, without_conditions

_CREATE = re.compile(r"\bcreates?\b", re.IGNORECASE)
_ITEMS = re.compile(r",? and |, ")
_QUANTITY = re.compile(rf"\s*(?:a|an|(?:up to )?(?:{WORD_COUNT}|X|\d+)|that many|a number of)\b")
_KIND = re.compile(r"\b([A-Z][a-z]+) tokens?\b")
_DESCRIBED = re.compile(r"\d+/\d+|X/X|\bcop(?:y|ies)\b")
"""Words of a token the effect describes itself: its power and toughness, or a copy."""


_COPY_OF = re.compile(r"\bcop(?:y|ies) of (?:(?!\b(?:and|then|creates?)\b)[^,.])*$")
"""What a copy is of, up to the kind named: a token that copies an object has the abilities
the object has (707.2), not the kind's definition; docs/rules.md gives it no row."""
_FORBIDS = re.compile(r"\bcan't create\b", re.IGNORECASE)
_WOULD_CREATE = re.compile(r"\bwould (?:create|be created)\b[^,]*,", re.IGNORECASE)
_CREATED = re.compile(r"([^,.]*?\btokens?) (?:are|is) created\b")
"""The passive voice: "that many Gold tokens are created instead" creates them."""
_COUNTED_BY = re.compile(r"\bfor each\b|, where\b|\bequal to\b")
"""Where the count of the tokens created begins: a token named after it is counted, not
created ("... token for each Treasure token you created this turn")."""
_NEXT_EFFECT = re.compile(r",? then\b|\. ")
"""Where the effect after a creation begins."""
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
    else:
        part = sentence[replaced.end() :]
    return _CREATED.sub(r"create \1", part) if " created" in part else part


def _without_counts(creating: str) -> str:
    """`creating` (from its first "create") without what counts the tokens: the words after
    a count are counted, not made, up to the next "create" ("create a 1/1 Pirate token for
    each opponent you have, then create a Treasure token": the Pirate and the Treasure)."""
    kept = []
    while creating:
        create = _CREATE.search(creating, 1)  # the next "create" after this one's
        part, rest = (
            (creating[: create.start()], creating[create.start() :]) if create else (creating, "")
        )
        # what follows the count is counted, and the next effect ("..., then you may
        # sacrifice a Food and a Treasure") makes no token
        kept.append(_NEXT_EFFECT.split(_COUNTED_BY.split(part, maxsplit=1)[0], maxsplit=1)[0])
        creating = rest
    return " ".join(kept)


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
            rf"\b(?P<name>{names})(?: artifact)? tokens?\b|\bgift an? (?P<gift>{names})\b"
            # "create two Treasures", "create two tapped Treasures", "create a Clue and a
            # Treasure": the kind named without "token", as an item of what is created
            rf"|(?:\bcreates?|,? and|,){_QUANTITY.pattern} (?:tapped )?(?P<bare>{names})s?\b"
            r"(?! (?:artifact )?tokens?\b)"
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
                or self._names.search(item) is not None  # a known kind ("Cursed Role")
                or _DESCRIBED.search(item[: kind.start()])
            ):
                continue
            found.append(kind[1])
        return found


_GIFT = r"\b[Gg]ift an? \w+"
_CREATES_OR_GIFTS = re.compile(rf"\b(?P<verb>[Cc]reates?)\b|{_GIFT}")
"""Where a sentence creates tokens: "Gift a Treasure" too (the chosen opponent creates it,
702.174)."""
_EACH_CREATE = re.compile(r"(?:^|[,:;] )(?P<subject>[^,.:;]*?) each create$")
"""A subject that lists players before "each create": "you and target opponent each
create" (you too), "your opponents each create"."""
_CLAUSE_SUBJECT = re.compile(r"(?:^|[,:;] |\. |\band |\bthen )(?P<subject>[^,.:;]*?)(?: may)? $")
"""The subject of "creates", after its clause's start: "that player", "each player who
controls fewer lands than you", "its controller"."""
_THEY_CREATE = re.compile(r"\b[Tt]hey (?:may )?$")
_REFERRED_PLAYER = re.compile(
    r"^(?:[Tt]hat player|[Tt]he chosen player|(?:[Ee]ach of )?[Tt]hose players)\b"
)
"""A player the text named before: the one named last (below)."""
_NOT_YOU = re.compile(
    r"\b(?:opponents?|defending player|(?:an)?other players?|other than you|than you"
    r"|attacked you|to your (?:left|right)|controller|owner)\b"
)
"""A player who is not you: an opponent, one compared with you, one who attacked you, the
one beside you, an object's controller or owner (by documented decision, another's)."""
_A_PLAYER = re.compile(
    r"\b(?:an?|each|target) player\b(?! attacks you\b| other than you\b| does\b)", re.IGNORECASE
)
"""A player who may be you ("Whenever a player casts ..., that player creates ..."), not
one who attacks you (506.1: an opponent), nor one other than you, nor "If a player does",
which refers back to the player offered the choice."""
_AN_OPPONENT = re.compile(
    r"\b(?:(?<!targets )(?<!targets one of )(?<!your )(?:your )?opponents?\b(?!'s)"
    r"|defending player"
    r"|player (?:attacks you|other than you)\b|\bplayer [^,.;]*? than you\b"
    r"|deals? combat damage to (?:a|one or more) players?)",
    re.IGNORECASE,
)
"""A player who is not you: an opponent, not "an opponent's turn" nor an opponent a spell
targets; the player attacking you, one other than you, one compared with you ("if that
player controls more lands than you"), or one creatures deal combat damage to (506.1,
510.1)."""


def created_by_another_player(text: str) -> bool:
    """Whether another player creates the token `text` creates last, the one a quote after
    it belongs to: it is theirs (CR 111.2: its creator owns it and it enters under their
    control), so "you" in its abilities is that player (109.5). "Each player creates"
    includes you, and so may "that player" after "a player" (the player named last, in that
    sentence or before it in `text`); a trigger's "Whenever an opponent creates a token"
    creates none."""
    creating = [s for s in sentences(text) if _CREATES_OR_GIFTS.search(s)]
    if not creating:
        return False
    last = creating[-1]
    effect = len(last) - len(without_conditions(last))
    verbs = list(_CREATES_OR_GIFTS.finditer(last, effect))
    return bool(verbs) and _creator_is_another(last, verbs[-1], text[: text.rfind(last)])


def _creator_is_another(sentence: str, verb: re.Match[str], earlier: str) -> bool:
    if verb["verb"] is None:
        return True  # a gift
    before = sentence[: verb.start()]
    if verb["verb"].lower() == "create":
        listed = _EACH_CREATE.search(before + "create")
        if listed is not None:
            return re.search(r"\b[Yy]ou\b", listed["subject"]) is None
        # "they create" (players named before); else "you create", or an imperative: you
        return _THEY_CREATE.search(before) is not None
    clause = _CLAUSE_SUBJECT.search(before)
    subject = clause["subject"] if clause else before
    if _REFERRED_PLAYER.match(subject):
        # the player named last, who may be you or is not
        named_before = earlier + " " + before[: len(before) - len(subject) - 1]
        named = [p.end() for p in _A_PLAYER.finditer(named_before)]
        opponent = [o.end() for o in _AN_OPPONENT.finditer(named_before)]
        return not named or (bool(opponent) and opponent[-1] >= named[-1])
    return _NOT_YOU.search(subject) is not None


def definitions_text() -> str:
    """The package's definitions file, as text."""
    files = resources.files("pipeline.abilities")
    return files.joinpath("predefined_tokens.toml").read_text(encoding="utf-8")


@functools.cache
def predefined_tokens() -> PredefinedTokens:
    """The predefined tokens of the rules (CR 111.10), from the package's file."""
    return PredefinedTokens.from_toml(definitions_text())
