"""Stage 4: whose ability is it? The card's, a token's, or another object's.

A quoted ability (CR 113.1a) or a keyword's reminder text (702, 207.2) describes an
ability of *some* object; the text around it says which:

- a token the paragraph creates (111.10: "create ... token with ...");
- the card itself ("~ has", "this creature gains", a keyword line of its own);
- a group ("Creatures you control have ...", "All Slivers have ..."): every member has it,
  the card included when its own types and characteristics put it in the group (613.1f);
- any other object (enchanted, equipped or target permanents, "other" creatures).

Everything here reads the card's own type line; nothing knows a card or keyword by name.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from enum import StrEnum

from pipeline.abilities.costs import parse_cost
from pipeline.abilities.grammar import (
    BASIC,
    BASIC_TYPE_NAMES,
    CARD_TYPES,
    CONTROLLED,
    COST_FIRST,
    DELAYED_WORDS,
    EFFECT_VERB,
    ENCHANTS_THEIRS,
    EXCEPTION,
    GRANT_OR_STATE,
    GROUP_MODIFIER,
    GROUP_RELATIVE,
    IN_CONDITION,
    IN_PLAY,
    INTERVENING_IF,
    INTO_A_LIBRARY_OR_GRAVEYARD,
    LIST_SEPARATOR,
    NONCREATURE_SUBTYPES,
    NOT_YOU_PLAYER,
    OPENS_WITH_A_VERB,
    PERMANENT_TYPES,
    PLAYERS_GROUP_WORDS,
    PLAYERS_POSSESSIVE,
    SENTENCE_SUBJECT,
    THE_PLAYER_WITH_THE_MOST,
    THEIRS,
    TO_A_HAND,
    TRIGGER,
    TRIGGER_OPENING,
    WHILE,
    YOUR_GROUP_OPENING,
    chooses_only_basic_land_types,
    plurals,
)
from pipeline.abilities.referents import (
    BRANCH,
    CARD_OR_GROUP,
    JOINED,
    NAMES_ANOTHER,
    OBJECT_IN_EVENT,
    OF_A_LIBRARY,
    PLAYERS_GROUP,
    RELATIVE_CLAUSE,
    SURVIVED,
    THEM,
    ability_opening,
    ability_words,
    after_target,
    antecedent_after_clause_is_self,
    antecedent_is_self,
    as_controlled,
    before_trailing_condition,
    branch_taken,
    effect_names_self,
    in_the_plural,
    is_plural,
    last_exiled,
    moves_a_card_back,
    names_no_object,
    names_only_plural,
    others_named,
    pronoun_is_self,
    self_mention,
    sibling_branch,
    that_player,
    triggering_group,
)
from pipeline.abilities.selftypes import (
    ALL_CREATURE_TYPES_LOST,
    EVERY_CREATURE_TYPE,
    NOT,
    RULES_TEXT_LOST,
    OwnChanges,
    ability_steps,
    always_applies,
    blank_quotes,
    chosen_kind,
    chosen_states,
    every_creature_type,
    its_part,
    keeps_its_types,
    made_by_the_ability,
    other_ranges,
    rules_text_taken,
    sets_basic_land_types,
    subtypes_replaced,
    types_it_can_become,
    types_it_can_lose,
)
from pipeline.abilities.text import (
    ABILITY_WORD,
    CONDITIONS_FIRST,
    MASK,
    NEXT_QUOTE_IN_LIST,
    QUOTED,
    among,
    ascii_quotes,
    card_names,
    inside,
    last_sentence,
    line_before,
    mask_quote,
    masked_sentences,
    names_itself,
    self_pattern,
    sentences,
    without_conditions,
)
from pipeline.abilities.tokens import token_creators


class Owner(StrEnum):
    """Who has an ability the text describes."""

    SELF = "self"  # the card itself
    TOKEN = "token"  # a token the paragraph creates
    GROUP = "group"  # a group of objects; the card may belong to it
    OTHER = "other"  # other objects only


@dataclass(frozen=True)
class Holder:
    """The owner of an ability, and for a group the words that name it."""

    owner: Owner
    group: str | None = None


CREATES_TOKEN = re.compile(
    r"\bcreates?\b[^.]*?\btokens?\b|\bgift an? (?!card\b)\w+"
    r"|\bbegin the game with\b[^.]*?\btokens?\b",
    re.IGNORECASE,
)
"""Creating a token, or promising one as a gift (CR 111.2, 702.174)."""

_GRANT_VERB = r"(?:has|have|gains?)"

_AND_TARGET = (
    r"\band (?:up to \w+ |two |three |four |X )?(?:another |other )?"
    r"(?:target|that|each|all|enchanted|equipped)\b(?:(?! and )[^.\"])*? " + GRANT_OR_STATE
)
"""A clause of its own whose subject is another object: "... and up to one target land
gains", "... and that land gains", "... and each other attacking Elf gains"; not a count
("for each Elf and each Druid you control and has")."""

_AND_GROUP = (
    r"\band (?:your )?(?:other |another )?(?:(?:[a-z]+ing|nontoken|untapped|tapped) )*"
    r"(?:[A-Z][\w'-]* )*(?:[A-Z][\w'-]*|[a-z]+s) (?:gains?|has|have)\b"
)
"""A group named by a subtype or a plural after "and", with its own grant verb ("this
creature gets +1/+1 until end of turn and other Elves gain ...", "... and Elf creatures
gain ...", "... and your other Elves gain ..."): the grant's subject."""
_AND_YOU_CONTROL = (
    r"\band (?:(?!\b(?:gains?|has|have)\b| and )[^.\"])*?\byou control "
    r"(?:that (?:are|is) [^.\",]*? )?" + GRANT_OR_STATE
)
"""A group after "and" ("it gets +2/+0 and other Dwarves you control gain", "... and other
creatures you control that are Elves gain"): the grant's subject; not a count before it ("it
gets +1/+0 for each Forest you control and gains")."""


_LINE_LABEL = r"(?:• |[^|.]*\| )"
"""What opens a mode ("• ") or a row of a die roll's results ("1—9 | "): no part of a subject
after it (700.2, 706)."""
_SELF_SUBJECT_START = re.compile(rf"(?:^{_LINE_LABEL}?|[.,:—] |\b[Tt]hen |\bexcept |\band )")
_PRONOUN_SUBJECT = re.compile(r"\b(?:it|they|he|she|each of them)\b")
"""A pronoun subject ("each of them" is "they", each of the objects they stand for, probe
xi48)."""
_EXCEPTION_OPEN = re.compile(
    rf"{EXCEPTION}(?! (?:it|its|they|their)\b) (?:(?!\b{GRANT_OR_STATE})[^.,;:])*$"
)
"""A group's exception whose list goes on up to here ("other than Gates and ..."), its
group's verb not reached ("other than Humans get +1/+1 and this creature has ...": over);
not a copy's ("except its name is ... and it has ...", 707.9b)."""
_IT_AFTER_COST = re.compile(r"It\b")
"""The pronoun opening an activated ability's effect ("{1}, Discard a card: It gains ...")."""
_SELF_SUBJECT_REST = re.compile(
    # not across a group's "you control" ("it gets +2/+0 and other Dwarves you control
    # gain") or a target that heads a clause of its own ("it gets +1/+0 and up to one
    # target land gains"), unless the object heads the subject ("Hadrel and other Elves you
    # control have"); nor out of a cost ("Sacrifice a Forest and this creature: Elves you
    # control gain": the cost's object)
    r"(?:(?: and [^.\":]*? |(?:(?!"
    + _AND_YOU_CONTROL
    + "|"
    + _AND_TARGET
    + "|"
    + _AND_GROUP
    + r")[^.\":])*? )?"
    + _GRANT_VERB
    # to the sentence's end, but not across a subject of its own after "and" ("This creature
    # has reach and Elf Warriors you control have ...": the Elf Warriors' quote)
    + r"\b(?:(?!"
    + _AND_YOU_CONTROL
    + "|"
    + _AND_TARGET
    + "|"
    + _AND_GROUP
    + r")[^.\"])*"
    # "This creature and each other Elf you control become 3/3 Elf Druids with"
    r"|(?: and [^.\"]*?)?(?: is| are|'s| becomes?) [^.\"]*?\bwith\b"
    r"(?:(?!\b(?:has|have|gains?)\b)[^.\"])*)"
)
"""A grant to the object itself ("As long as ~ is renowned, it has ...", "{1}: This
creature gains ..."): after the start of a clause (`_SELF_SUBJECT_START`), the words that
name the object or a pronoun, then this to the sentence's end; what it becomes "with"
('this land becomes a 2/2 Bird creature with flying and "..."'), and the exception of a copy
(", except it has "..."", CR 707.9b: the copy is this object). In three parts, so that only
the short pattern of the card's names is compiled per card (`_grants_itself`)."""

_DESCRIBING_QUOTE = (
    rf"(?:(?<=\bwith )|(?<=\bthat have )|(?<=\bthat has )|(?<=\band have )|(?<=\band has ))"
    rf'"{MASK}\.?"'
)
"""A quoted ability, masked, that describes the members of a subject ('Lands you control
that have "{T}: Add {C}." also have ...', "Each creature you control that's an Elf and has
"..." also has ...")."""
_SUBJECT = re.compile(
    rf"(?:^{_LINE_LABEL}?(?:Then )?|[.;:—] (?:Then )?|, (?:and |then )?|\bthen |\" (?:and |or )?)"
    # (Alchemy's "perpetually gain" a grant like any other)
    # (not a condition's words: "As long as it's your turn, creatures you control are Elves
    # and have": the creatures)
    r"(?!(?i:as long as|if|unless|during|while)\b)"
    r"(?P<subject>[A-Za-z](?:(?!\bthen\b)[^.,;:\"—]|" + _DESCRIBING_QUOTE + r")*?)"
    r"(?: also| perpetually)?"
    # what the subject gets, loses or is first: "... get +1/+0 and have", "lose all land
    # types and have", "It's a Spirit in addition to its other types and has", "Lands you
    # control are Swamps and have"; and a choice
    # of quotes: "gain your choice of "...""
    r"(?:(?:\s+(?:gets?|loses?|" + _GRANT_VERB + r")\b|(?<!\bthat)'s\b"
    # (not a relative clause's: "that are Caves", "that's a Druid or is an Elf")
    r"|(?<!\bthat)(?<!\bwhich)(?<!\bwho)(?<!\bor)(?<!\band)\s+(?:is|are)\b)[^.\"]*?\s+and)?"
    # (keywords granted before the quote: "have vigilance and", "have haste,")
    r"\s+(?:" + _GRANT_VERB + r"(?:\s+[^.\"]*?(?:\s+and|,)|\s+your choice of)?"
    # "Each Elf you control becomes a 3/3 Elf Druid with ...": what it becomes has it
    r"|becomes?\b[^.\"]*?\bwith(?:\s+[^.\"]*?\s+and)?)\s*$"
)
"""The subject of a grant, from the start of its clause, of an activated ability's effect
("{G}: Creatures you control gain ...") or after another grant's quote ('... "{T}: Add
{G}" and lands you control have ...') to "has/have/gains", without an "also": after a
comma, a conjunction that joins the clause ("…, then target Elf gains") is not part of it.
A predicate joined before the verb ("Elves you control get +1/+0 and have") and keywords
granted with the quote ("have vigilance and") are not part of it either."""

_KEYWORD_LINE = re.compile(r"[A-Z][^.:\"]*(?:(?<! )—[^:\"]*)?")
"""Keywords, and a keyword's cost after a dash written close ("Ward—Pay 2 life."): a dash
with spaces around it follows a label, a chapter or an ability word ("III — ...")."""
_NOT_KEYWORD_LINE = re.compile(
    r"\b(?:has|have|gains?|gets?|creates?|is|are|you|your|target|each|when|whenever)\b",
    re.IGNORECASE,
)

_WHERE_X = re.compile(r",? where X is [^.]*\.?$")
_TRAILING = re.compile(
    r"(?:,? where X is [^,.]*"
    r"|\s+until (?:(?:the beginning of |the end of )?(?:end of (?:turn|combat)"
    r"|(?:your|the) next (?:turn|end step|upkeep))(?: on your next turn)?"
    r"|you lose control of [^.]*|[^.]*? leaves the battlefield)"
    r"|\s+(?:for as long as|as long as|while|during) [^.]*"
    # (a condition's own clause only: not "if this creature attacked this turn, choose one
    # — ...", nor the keyword of "except it has verdance 2")
    r"|\s+(?:unless|except during|if) [^.,—\n]*|\.)+$"
)
"""What may follow a keyword granted: its X, how long, while what ("gains attunement until
your next turn", "until the end of your next turn", "until your next end step", "until the
beginning of the next end step", "until end of combat (on your next turn)", "until you lose
control of this creature", "has attunement as long as you control a Forest", "... while it's
your turn", "... unless it's your turn", "... if you control a Forest", "... during your
turn", "... until that token leaves the battlefield"; probes wv51 wv67 xh xp37 xu52-xu57)."""
_KEYWORD_AT_END = re.compile(
    r"(?:^|, (?:and )?|\band |\bwith |\b(?:has|have|gains?) )"
    # not the verb, its subject or a list's "and" ("it gains haste and sapflow": sapflow)
    r"(?P<keyword>(?!(?:has|have|gains?|and)\b)[A-Za-z][\w'-]*"
    r"(?: (?!(?:has|have|gains?|and)\b)[a-z][\w'-]*){0,2}?)"
    r"(?: (?:\d+|X)| ?(?:\{[^{}]+\})+)?$"
)


@dataclass(frozen=True)
class CardTraits:
    """The card's own characteristics a group can name: from its type line (CR 205)."""

    supertypes: frozenset[str]
    types: frozenset[str]
    subtypes: frozenset[str]
    is_token: bool
    every_creature_type: bool  # changeling (CR 702.73) or "is every creature type"
    every_creature_type_always: bool = False
    """It is every creature type with no condition (changeling, "This creature is every
    creature type"), not only for a while ("gain changeling until end of turn")."""
    never_chosen_type: bool = False
    """Its text's choice can't name a type of its own ("choose a creature type other than Elf"
    on an Elf, "choose artifact or creature" on an enchantment): no group "of the chosen
    type" holds it."""
    of_chosen_type: bool = False
    """It is surely of the type its controller chose: its text makes it that type ("This
    creature is the chosen type in addition to its other types"), or it is every creature
    type and the choice is of a creature type (702.73a; not of a card type). A group "of the
    chosen type" surely holds it."""
    can_become: frozenset[str] = frozenset()
    """Card types and subtypes its own text can give it: a Vehicle crewed is an artifact
    creature (702.122a), a Spacecraft stationed too, "This land becomes a 3/3 Elemental
    creature", a Class at a level "is a 4/4 Elf Druid creature". A group of those is one it
    can be in, as a state taken as met."""
    always: frozenset[str] = frozenset()
    """Those of `can_become` its text gives it with no condition, a static ability of its
    own that always applies on the battlefield (613.1d): "Vessa is an artifact in addition
    to its other types", "Nonland permanents you control are artifacts in addition to their
    other types" on a creature. "Noncreature"/"that aren't artifacts" never holds it."""
    can_lose: frozenset[str] = frozenset()
    """Card types of its type line its text can take away: reconfigure attached (702.151b),
    bestowed (702.103b), "As long as your devotion to green is less than five, Thessimar isn't
    a creature". A group of non-members of those ("Enchantments you control that aren't
    creatures") is one it can be in."""
    changes: tuple[frozenset[str], ...] = ()
    """Each change of `can_become` that does not always apply, by what it gives at once
    (`selftypes.OwnChanges.changes`): "becomes a 2/2 creature with all creature types" is a
    creature that is an Elf, never one that isn't."""
    exact: bool = False
    """One of `states`: what it can be is what it surely is."""
    text_lost: bool = False
    """One of `states` where a change has set its basic land types as a land: it has none of
    its rules text's abilities then (305.7), so none of its statics reaches it."""
    replaced_subtypes: frozenset[str] = frozenset()
    """Subtypes of its type line a change of its text that always applies replaces (205.1a,
    305.7: "Lands you control are Islands" on a Forest), none of `subtypes` on the
    battlefield; words its text may still call it by ("this Forest")."""
    land_type_set: bool = False
    """A change of its text that always applies sets its basic land types, keeping no other
    ("Lands you control are Swamps" on a land): as a land it has none of its rules text's
    abilities (305.7), that change's own still applying (613.6)."""
    colorless: bool = False
    """It is colorless whatever its mana cost: devoid, a characteristic-defining ability of
    its own (702.114a). A group of a color holds it only where that color is colorless."""
    name: str | None = None
    """Its name, which a group may name ("Creatures you control named Hivebloom Drone")."""
    defined_words: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """Words the card's reminder text defines by the objects they name, each with those
    names: "(Artifacts, legendaries, and Sagas are historic.)" (CR 700.6), "(Assassins,
    Mercenaries, Pirates, Rogues, and Warlocks are outlaws.)". A group named by one
    ("Historic permanents you control") is every object it names."""
    enchants_theirs: bool = False
    """Its enchant keyword names only another player or another player's object ("Enchant
    opponent", "Enchant creature an opponent controls", 303.4a, 702.5): the enchanted player,
    or the enchanted object's controller, is an opponent."""
    chooses_an_opponent: bool = False
    """Its text chooses an opponent ("choose an opponent", "... a player other than you") and
    no player who may be you: "the chosen player" is one."""

    @classmethod
    def read(cls, type_line: str, oracle_text: str, name: str | None = None) -> CardTraits:
        # subtypes as text names them: Scryfall's type lines write "Urza’s", text "Urza's"
        left, _, right = ascii_quotes(type_line).partition("—")
        words = left.split()
        is_token = "Token" in words
        lowered = {w.lower() for w in words if w != "Token"}
        types = frozenset(lowered - _SUPERTYPES)
        subtypes = frozenset(right.split())
        own = {*types, *subtypes}
        printed = cls(
            supertypes=frozenset(lowered & _SUPERTYPES),
            types=types,
            subtypes=subtypes,
            is_token=is_token,
            every_creature_type=False,
            every_creature_type_always=False,
            colorless=_DEVOID.search(oracle_text) is not None,
            name=name,
            defined_words=_defined_words(oracle_text),
            enchants_theirs=ENCHANTS_THEIRS.search(oracle_text) is not None,
            chooses_an_opponent=_CHOOSES_AN_OPPONENT.search(oracle_text) is not None
            and _CHOOSES_A_PLAYER.search(oracle_text) is None,
        )
        every = [
            always
            for m, always in _made_every_creature_type(oracle_text, printed, own, type_line)
            if not _gone_first(line_before(oracle_text, m.end()), name, own, type_line, oracle_text)
        ]
        printed = replace(
            printed, every_creature_type=bool(every), every_creature_type_always=any(every)
        )
        # a quoted ability the card can't have is none of its own changes ('Equipped creature
        # has "{1}: This creature becomes a Treefolk ..."'); one a group it is in has is
        # what its text outside quotes can take away, read once for both uses (a quote's
        # "isn't a creature" is another object's ability, or not yet the card's)
        can_lose = types_it_can_lose(blank_quotes(oracle_text), name, own, type_line)
        itself = types_it_can_become(
            _others_quotes_blanked(oracle_text, printed, own, type_line, can_lose),
            name,
            own,
            type_line,
        )
        # a group change's group judged by what the card's own changes may make it (a
        # Vehicle crewed is one of "Creatures you control"), not by another group change
        group = _types_its_group_gets(
            oracle_text,
            replace(
                printed,
                can_become=itself.can_become,
                always=itself.always,
                changes=itself.changes,
            ),
            type_line,
        )
        tokens = _tokens_group_changes(oracle_text, printed, own, type_line)
        # a group change that always applies, of a group the card surely is in, is for good
        # ("Creatures you control lose all creature types."); of one it may be in, a state
        for_good = [e for e in itself.always_of_groups if surely_one_of(e[0], printed)]
        of_groups_may = [
            *itself.of_groups,
            *(e for e in itself.always_of_groups if e not in for_good),
        ]
        # subtypes a change that always applies replaces are none of its own on the
        # battlefield ("Creatures you control are Zombies" on an Elf, 205.1a)
        replaced = itself.always_taken | group.always_taken
        replaced = replaced.union(*(words for _, words, _ in for_good))
        lost_all = ALL_CREATURE_TYPES_LOST in replaced
        replaced_subtypes = printed.subtypes & {w.removeprefix(NOT) for w in replaced}
        card = replace(
            printed,
            subtypes=printed.subtypes - replaced_subtypes,
            replaced_subtypes=replaced_subtypes,
            land_type_set=itself.sets_land_type or group.sets_land_type,
            every_creature_type=any(not always for always in every)
            or (printed.every_creature_type and not lost_all),
            every_creature_type_always=printed.every_creature_type_always and not lost_all,
            can_become=itself.can_become
            | group.can_become
            | {w for c in tokens for w in c if not w.startswith(NOT)} - {EVERY_CREATURE_TYPE},
            always=itself.always | group.always,
            can_lose=can_lose & types,
            changes=itself.changes + group.changes + tokens,
        )
        # a change of an object a trigger names, or of a group, that the card may be, as
        # its own changes may make it ("Whenever a creature you control attacks, it becomes
        # a Pirate ..." on a Vehicle: crewed, a creature that attacks)
        of_groups = tuple(
            words
            for named, words, at in of_groups_may
            if belongs_to(named, card) is not False
            # not after a cost or a trigger took the card away first (611.2c)
            and not _gone_first(line_before(oracle_text, at), name, own, type_line, oracle_text)
        )
        gets = frozenset(w for words in of_groups for w in words if not w.startswith(NOT))
        card = replace(
            card,
            can_become=card.can_become | gets - {EVERY_CREATURE_TYPE},
            changes=card.changes + of_groups,
        )
        return _with_chosen_type(card, oracle_text, type_line)

    def definition(self, word: str) -> tuple[str, ...]:
        """The names a word stands for, as the card's reminder text defines it ("outlaws",
        "outlaw") or, with no reminder, as the rules do ("historic", 700.6)."""
        for defined, names in self.defined_words + _RULES_DEFINED_WORDS:
            if word in (defined, defined.removesuffix("s")):
                return names
        return ()

    @property
    def new_types(self) -> frozenset[str]:
        """Card types its type line names that CR 205.2a does not list yet ("Conduit"):
        no supertype, no command-zone or non-game card's type."""
        return self.types - CARD_TYPES - COMMAND_ZONE_TYPES - _NOT_GAME_TYPES

    @property
    def is_permanent(self) -> bool:
        """A permanent card type, or a card type the rules do not list yet, whose text
        treats it as one ("Conduits you control"): no instant or sorcery is one."""
        return bool(self.types & PERMANENT_TYPES) or bool(
            self.new_types and not self.types & {"instant", "sorcery"}
        )

    def has_type(self, card_type: str, *, surely: bool = False) -> bool:
        """Whether the card can be of `card_type` (its type line, or what its text can make
        it, as a state met), or with `surely` is in every state (its type line and what its
        text always makes it, less what its text can take away)."""
        if surely:
            return card_type in (self.types | self.always) - self.can_lose
        return card_type in self.types or card_type in self.can_become

    def has_subtype(self, word: str, *, surely: bool = False) -> bool:
        # every creature type on a creature, or on a Kindred card, whose subtypes are
        # creature types (205.3m); on one its text can make a creature, as a state met
        creature = any(self.has_type(t, surely=surely) for t in ("creature", "kindred", "tribal"))
        noncreature = any(word in plurals(t) for t in NONCREATURE_SUBTYPES)
        every = self.every_creature_type_always if surely else self.every_creature_type
        if every and creature and word[:1].isupper() and not noncreature:
            return True
        subtypes = self.subtypes | (self.always if surely else self.can_become)
        # a group's change stores the plural it printed ("Creatures you control are Elves"):
        # "Non-Elf" names it too
        return any(word in plurals(s) or s in plurals(word) for s in subtypes)

    def before_change(self, made: frozenset[str]) -> CardTraits:
        """The card as a type change of its text that makes objects `made` finds it: the
        group the change applies to is judged before it applies (613.6), after the card's
        other changes ("This creature is an artifact ..." before "Nonartifact creatures you
        control are Forest lands": the first changes what the second applies to, 613.8a)."""
        if not self.always & made and not self.replaced_subtypes:
            return self
        # and the subtypes of the kind it makes that a change that always applies replaced,
        # the change's own group judged as printed ("Islands you control are Swamps" on an
        # Island, 613.6; "Gates you control are the chosen type" on a Gate, whichever type is
        # chosen); not those of another kind, which another change took ("This creature is
        # a Knight. Soldiers you control are Plains lands ...": no Soldier then, 613.8a)
        restored = frozenset(
            t
            for t in self.replaced_subtypes
            if any(
                (t in NONCREATURE_SUBTYPES) == (m in NONCREATURE_SUBTYPES)
                for m in made
                if m[:1].isupper()  # a subtype, not a card type
            )
        )
        return replace(
            self,
            always=self.always - made,
            subtypes=self.subtypes | restored,
            replaced_subtypes=self.replaced_subtypes - restored,
        )

    @property
    def _creature_types(self) -> frozenset[str]:
        return self._creature_types_of(self.subtypes)

    @staticmethod
    def _creature_types_of(words: Iterable[str]) -> frozenset[str]:
        return frozenset(t for t in words if t[:1].isupper() and t not in NONCREATURE_SUBTYPES)

    def _taken_by(self, change: frozenset[str]) -> tuple[set[str], bool]:
        """The types a change's "not ..." words take from the card, and whether it takes
        every creature type: taking "creature" or all creature types takes those it has
        however it had them, printed or by its own statics (205.3d; a later loss, 613.7)."""
        taken = {w.removeprefix(NOT) for w in change if w.startswith(NOT)}
        lost_all = "creature" in taken or ALL_CREATURE_TYPES_LOST in change
        if lost_all:
            taken |= self._creature_types | self._creature_types_of(self.always)
        return taken, lost_all

    @property
    def has_states(self) -> bool:
        """Whether what the card can be differs from what it surely is (`states`)."""
        return not self.exact and bool(
            self.can_become - self.always
            or self.changes
            or self.can_lose
            or self.every_creature_type != self.every_creature_type_always
        )

    def states(self) -> tuple[CardTraits, ...]:
        """The card in each state its text can put it in, each `exact`: with what it always
        is; without what its text can take away; with each change that does not always
        apply, all it gives at once; with all of them (a state taken as met, as before). A
        group holds the card where it holds it in one state: "Creatures you control that
        aren't Elves" asks for a creature that is no Elf at the same time."""
        if not self.has_states:
            return (replace(self, exact=True),)
        base = replace(
            self,
            can_become=self.always,
            can_lose=frozenset(),
            changes=(),
            exact=True,
            every_creature_type=self.every_creature_type_always,
        )
        found = [base]
        every = {EVERY_CREATURE_TYPE} if self.every_creature_type else set()
        # all at once: what each change gives and takes ("Aura" with "not creature")
        together = frozenset().union(*self.changes, self.can_become - self.always, every)
        lost = frozenset(f"{NOT}{t}" for t in self.can_lose)
        for change in (frozenset(), *self.changes, together):
            # each with and without what its text can take away ("Kharos isn't a creature"
            # while "Kharos becomes an artifact ...": a noncreature artifact)
            found += self._in_state(base, change, every)
            if lost and not {w.removeprefix(NOT) for w in lost} & change:
                found += self._in_state(base, change | lost, every)
        return tuple(dict.fromkeys(found))  # each once: one change is all of them

    def _in_state(
        self, base: CardTraits, change: frozenset[str], every: set[str]
    ) -> list[CardTraits]:
        """The card exact in the state `change` puts it in: none where the change takes away
        what it surely is ("Whenever this creature attacks": no bestowed Aura then)."""
        raw = {w.removeprefix(NOT) for w in change if w.startswith(NOT)}
        if raw & self.always - self._creature_types:
            return []
        taken, lost_all = self._taken_by(change)
        always, every_type = self.always, base.every_creature_type or EVERY_CREATURE_TYPE in change
        if lost_all:
            always -= self._creature_types_of(self.always)
            every_type = EVERY_CREATURE_TYPE in change and ALL_CREATURE_TYPES_LOST not in change
        made = always | {w for w in change if not w.startswith(NOT)} - every
        return [
            replace(
                base,
                types=self.types - taken,
                subtypes=self.subtypes - taken,
                can_become=made,
                always=made,
                every_creature_type=every_type,
                every_creature_type_always=every_type,
                text_lost=RULES_TEXT_LOST in change,
            )
        ]

    def as_surely(self, made: frozenset[str]) -> CardTraits:
        """The card in a state where it surely is what `made` names: as an ability applies
        that works only then ("Whenever this Vehicle attacks": a creature, 508.1a); "not
        ..." words what it surely is not then ("it loses all creature types. Elves you
        control gain ...")."""
        if not made:
            return self
        if any(w.startswith(NOT) for w in made):
            # what it takes first, then what it gives: "becomes a 2/2 Elf creature" takes
            # every creature type the card had and makes it an Elf (205.1a)
            taken, lost_all = self._taken_by(made)
            card = replace(
                self,
                types=self.types - taken,
                subtypes=self.subtypes - taken,
                always=self.always - taken,
                can_become=self.can_become - taken,
                every_creature_type=self.every_creature_type and not lost_all,
                every_creature_type_always=self.every_creature_type_always and not lost_all,
            )
            return card.as_surely(frozenset(w for w in made if not w.startswith(NOT)))
        every = EVERY_CREATURE_TYPE in made
        made = made - {EVERY_CREATURE_TYPE}
        return replace(
            self,
            can_become=self.can_become | made,
            always=self.always | made,
            can_lose=self.can_lose - made,
            every_creature_type=self.every_creature_type or every,
            every_creature_type_always=self.every_creature_type_always or every,
        )


FACE_DOWN_OBJECT = CardTraits(
    supertypes=frozenset(),
    types=frozenset({"creature"}),
    subtypes=frozenset(),
    is_token=False,
    every_creature_type=False,
)
"""A face-down permanent: a 2/2 creature with no name, subtypes or mana cost (708.2a)."""

_DEFINES_WORD = re.compile(r"\((?P<names>[A-Z][\w' ,-]*?) are (?P<word>[a-z]+)\.\)")
"""Reminder text that defines a word as the objects it names ("(Artifacts, legendaries, and
Sagas are historic.)")."""


_RULES_DEFINED_WORDS = (("historic", ("artifacts", "legendaries", "Sagas")),)
"""Words the rules define by the objects they name, read so with or without the reminder:
an object is historic if it is an artifact, legendary or a Saga (CR 700.6)."""


def _defined_words(oracle_text: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple(
        (
            m["word"],
            tuple(n for n in re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", m["names"]) if n),
        )
        for m in _DEFINES_WORD.finditer(oracle_text)
    )


def as_it_applies(
    card: CardTraits, oracle_text: str, line: int, before: str, own: set[str], type_line: str
) -> CardTraits:
    """The card as the ability on line `line` of its text applies, `before` being that
    ability's words up to the point read: surely what `made_as_it_applies` finds, and in a
    leveler's range no type only another range gives it (711.2a: the ranges exclude each
    other)."""
    lines = oracle_text.split("\n")
    others = other_ranges(lines, line)
    if others:  # the card as that range's text and the rest make it, no other range's
        kept = "\n".join(t for i, t in enumerate(lines) if i not in others)
        card = CardTraits.read(type_line, kept, card.name)
    return card.as_surely(made_as_it_applies(oracle_text, line, before, card.name, own, type_line))


def made_as_it_applies(
    oracle_text: str, line: int, before: str, name: str | None, own: set[str], type_line: str
) -> frozenset[str]:
    """What the card surely is as the ability on line `line` of its text applies, `before`
    being that ability's words up to the point read: what the ability's situation makes it
    (`selftypes.made_by_the_ability`), and what the lines of the part of the text it is in
    always make it (`selftypes.its_part`)."""
    made = made_by_the_ability(before, name, own, type_line)
    steps = ability_steps(before)
    if steps is not None and _A_GROUP.search(steps):
        made |= _made_by_group_steps(steps, name, type_line)
    part = its_part(oracle_text, line)
    if part is not None:
        body, stationed = part
        made |= CardTraits.read(type_line, body, name).always
        if stationed:
            made |= {"artifact", "creature"}
    return made


def _made_by_group_steps(steps: str, name: str | None, type_line: str) -> frozenset[str]:
    """What the steps of an ability (`selftypes.ability_steps`) that change a group the card
    surely is in made it, given and taken ("{2}: Creatures you control become Zombies until
    end of turn. Humans you control gain ...": a Zombie, no Human, 608.2c)."""
    printed = CardTraits.read(type_line, "", name)
    own = {*printed.types, *printed.subtypes}
    group = _types_its_group_gets(steps, printed, type_line, surely=True)
    steps_made = types_it_can_become(steps, name, own, type_line)
    losses = [*steps_made.of_groups, *steps_made.always_of_groups]
    return frozenset().union(
        group.always,
        group.always_taken,
        *group.changes,
        *(words for named, words, _ in losses if surely_one_of(named, printed)),
    )


_CARD_TYPE_CHOICE = "(?:" + "|".join(sorted(PERMANENT_TYPES)) + ")"
"""A permanent card type's word ("artifact", ..., "planeswalker")."""
_GROUP_NOUNS = (
    r"[A-Za-z][a-z'-]+(?: you control)?"
    # a later item by a subtype, or quantified by a card type too ("and each creature")
    r"(?:(?:,|,? and|,? or) (?:(?:each |all )(?:[a-z]+ )?[A-Za-z]|(?:[a-z]+ )?[A-Z])[a-z'-]+"
    r"(?: you control)?"
    # or a card type ("Creatures and lands you control", "... and legendary artifacts")
    rf"|(?:,|,? and|,? or) (?:[a-z]+ )?(?:{_CARD_TYPE_CHOICE}|permanent)s?\b)*"
)
"""A group's noun, or a list of them ("Forests, Islands, and Mountains", "Each Forest and
each Island", "Snow Forests and snow Islands", "Forests you control and Islands you
control", "Each land you control and each creature you control"): any of them
(`belongs_to`)."""
_NEXT_GROUP = r"[A-Z][\w'-]*(?: (?:and|or) [A-Z][\w'-]*)* you control\b"
"""The group of the next clause ("..., and Forests and Plains you control are ..."), not a
list of types that a comma ends ("are Islands and Swamps, and Mountains you control")."""
_BASIC_PLURAL = "(?:" + "|".join(t if t.endswith("s") else t + "s" for t in BASIC_TYPE_NAMES) + ")"
"""The basic land types in the plural ("Forests", "Plains")."""
_GROUP_GETS_TYPES = re.compile(
    # (after a quote's end too: 'have "{T}: Add {R}." Lands you control are Swamps.', 'have
    # "..." and lands you control are Swamps')
    rf"(?:^|[.:—]\"? |, (?:and )?|\" and )(?P<group>(?:[Aa]ll |[Ee]ach |[Ee]very )"
    # ("Each of the lands you control", "All of your lands", "All lands on the battlefield")
    rf"(?:of (?:the |{YOUR_GROUP_OPENING}))?(?:{GROUP_MODIFIER},? )*"
    rf"{_GROUP_NOUNS}{IN_PLAY}(?: {CONTROLLED})?(?:{GROUP_RELATIVE})?"
    # (a player's, who may be you: "Lands each player controls")
    rf"|(?:{GROUP_MODIFIER},? )*{_GROUP_NOUNS} {CONTROLLED}"
    rf"(?:{GROUP_RELATIVE})?"
    # "Your creatures are Elves" (110.2: those you control)
    rf"|(?:{YOUR_GROUP_OPENING}|{PLAYERS_POSSESSIVE} )(?:{GROUP_MODIFIER},? )*{_GROUP_NOUNS}"
    rf"(?:{GROUP_RELATIVE})?"
    # every player's, named by what they are not ("Nonbasic lands are Mountains") or by
    # basic land types ("Forests and Islands are Swamps")
    r"|[Nn]on-?[A-Za-z][a-z]* [a-z]+s"
    rf"|{_BASIC_PLURAL}(?:(?:,|,? and|,? or) {_BASIC_PLURAL})*"
    # or by a relative clause only ("Lands with the same name as this land are Islands")
    rf"|[Ll]ands(?:{GROUP_RELATIVE})) "
    r"(?:each )?"  # a distributive "each" ("Your lands each become Islands")
    # "get -1/-0 and become Frogs", "gain flying and become Faeries", "have menace and are",
    # "lose all land types and are Swamps"
    # (a quoted ability too: 'have "{T}: Add {R}." and are Swamps')
    r"(?:(?:gets?|gains?|ha(?:s|ve)|loses?) (?:\"[^\"]*\"|[^.\"])*? and )?(?:are|is|becomes?) "
    r"(?:the (?:(?P<kind>creature|basic land) type of (?:your|its controller's) choice"
    r"|chosen (?P<named>(?:creature |basic land )?type))\b"
    r"|(?P<land_of>(?:a )?lands? of )?(?P<every>every basic land type)\b"
    r"|(?:an? )?(?:\d+/\d+ )?(?:(?:colorless|white|blue|black|red|green)(?:,| and|, and)? )*"
    # a list of subtypes goes on after a comma or "and" with another subtype, not with a
    # clause of its own (", and creatures you control are ...", ", and Forests you control")
    rf"(?P<what>(?:[A-Z][\w'-]*(?:,? (?:and )?(?=[A-Z])(?!{_NEXT_GROUP})| ))*"
    r"(?:(?:artifact|enchantment|land) )?[A-Z]?[a-z]+)\b"
    r"(?=[ .,;]|$))",
    re.MULTILINE,
)
"""A type change of a group ("Lands you control are 1/1 Spirit creatures in addition to
their other types", "Creatures you control are Elves and Warriors ...", "Creatures you
control become the creature type of your choice"): the card gets the types too where it
may be one of the group by its type line (613.1d), a state ("Attacking creatures you
control", "Each creature you control that's a Human") taken as met."""


_TAKES_AWAY = re.compile(
    r"\b(?:(?:Sacrifice|Exile|Discard) (?P<object>[^,:]+?)(?=,|:|$)"
    rf"|Return (?P<returned>[^,:]+?) {TO_A_HAND}"
    rf"|(?:Put|Shuffle) (?P<put>[^,:]+?) {INTO_A_LIBRARY_OR_GRAVEYARD})",
    re.IGNORECASE,
)


def exiles_itself(cost: str, names_card: Callable[[str], bool]) -> bool:
    """Whether a cost exiles the card, alone or among others ("Exile this creature")."""
    return any(
        m[0].lower().startswith("exile") and among(m["object"], names_card)
        for m in _TAKES_AWAY.finditer(cost)
    )


def takes_itself_away(
    cost: str,
    names_card: Callable[[str], bool],
    in_group: Callable[[str], bool | None] | None = None,
) -> bool:
    """Whether a cost takes the card off the battlefield before the effect applies (611.2c):
    sacrificed, exiled, discarded, returned to hand, put into its library or graveyard,
    named "this creature" or by its name ("Sacrifice Ysra Thornwise"), alone or among others
    ("Sacrifice a Forest and this land"; a name with "and" in it is one: "Sacrifice Wren and
    Rook"), or, with `in_group`, a whole group it is surely in ("Sacrifice all Elves you
    control"). A cost paid in another zone is `costs.functions_in`'s."""
    for m in _TAKES_AWAY.finditer(cost):
        objects = m["object"] or m["returned"] or m["put"]
        if among(objects, names_card) or (
            in_group is not None and _WHOLE_GROUP.match(objects) and in_group(objects) is True
        ):
            return True
    return False


LEAVES_EVENT = re.compile(
    # the object, a legendary name with its comma too ("When Kolvar, Ashen Regent dies,";
    # "When Vessa, the Rootmother dies,")
    r"(?:When|Whenever) (?:(?P<object>[^,]+?(?:, (?:the )?[A-Z][^,]*?)?)"
    r" (?:dies|leaves the battlefield|is put into "
    r"(?:a|your|its owner's) graveyard(?: from [^,]+?)?"
    r"|is put into exile(?: from [^,]+?)?|is exiled)"
    r"(?: or (?:dies|is put into [^,]+?|is exiled|leaves the battlefield))?"
    r"|you (?:discard|cycle|sacrifice)(?: or (?:discard|cycle|sacrifice))? (?P<own>[^,]+?)"
    r"|you (?P<cast>cast this spell))"
    r"\b,"
)
"""A trigger event that takes the card off the battlefield ("When this creature dies", "When
you cycle this card") or finds it a spell ("When you cast this spell", 601.2i): its effect
applies with the card elsewhere."""


def leaves_itself(event: re.Match[str], names_card: Callable[[str], bool]) -> bool:
    """Whether a `LEAVES_EVENT` is the card's own: it leaves, or it is the spell cast. Not
    an event of the card or another object ("Whenever Fennick, the Bramble Herald or
    another Elf you control dies"): the other one may leave while the card stays (603.2)."""
    if event["cast"] is not None:
        return True
    objects = event["object"] or event["own"]
    if " or " in objects and not names_card(objects.strip()):
        return False
    return among(objects, names_card)


def _gone_first(
    line: str, name: str | None, own_types: Iterable[str], type_line: str, oracle_text: str
) -> bool:
    """Whether an ability line takes the card off the battlefield before its effect
    applies, by its cost or by a trigger on it leaving (611.2c), and does not return it
    first (`returns_itself`): a group it names is then fixed without the card. `line` is
    the line up to the group, `oracle_text` the card's whole text (whether it may survive a
    destruction of its own, `destructible`). `face` reads the parsed ability more closely (a
    step on a group the card is in, too: its traits are what this reads them for)."""

    def names_card(words: str) -> bool:
        return names_itself(words, name, own_types, type_line)

    # quotes masked: a quoted ability's cost ('Goblins you control have "Sacrifice this
    # creature: Add {R}."') is the quote's, and one in a cost ('a land with "..."') no colon
    as_written = line  # (to find it in the text)
    line = QUOTED.sub(MASK, line)
    cost = COST_FIRST.match(line)
    if (
        cost
        and (
            takes_itself_away(cost[0], names_card)
            # "Reveal this card from your hand": a cost paid only in another zone (113.6)
            or parse_cost(cost[0][:-2], name=name, type_line=type_line).functions_in is not None
        )
    ):
        # "{1}, Exile this creature: Return it to the battlefield ...": back first
        return not returns_itself(line[cost.end() :], names_card, exiled_by=cost[0])
    opening = cost
    if opening is None:
        word = ABILITY_WORD.match(line)
        line = word["effect"] if word else line
        event = LEAVES_EVENT.match(line)
        if event is not None and leaves_itself(event, names_card):
            return not returns_itself(line[event.end() :], names_card)
        opening = TRIGGER.match(line)
        if opening is None:
            return False
    # a step of the effect, after the cost or the trigger
    return effect_takes_itself_away(
        opening[0],
        line[opening.end() :],
        names_card,
        name,
        type_line,
        destructible=destructible(
            as_it_is_destroyed(oracle_text, as_written, names_card),
            self_pattern(name, own_types, type_line),
        ),
    )


DESTROY = re.compile(r"\b[Dd]estroys?\b")
"""A step that destroys an object (701.8a), whoever does it."""


def as_it_is_destroyed(oracle_text: str, line: str, names_card: Callable[[str], bool]) -> str:
    """The card's text as it stands when the last step of `line` (an ability's text up to a
    grant or a change) that destroys an object happens: without the words of that ability
    after the step, which have not happened yet (608.2c: "destroy it. It gains indestructible
    ...", "destroy it, then put a shield counter on it", probes vo16 vo61 vr95 vs28), nor an
    ability that triggers on the card's own leaving the battlefield, which comes too late
    ("When this creature dies, Elves you control gain indestructible ...", vo97); the whole
    text where `line` destroys nothing or is not found in it."""
    steps = list(DESTROY.finditer(line))
    start = oracle_text.find(line)
    if not steps or start < 0:
        return oracle_text
    # (to the end of the step's line: a mode's, where the ability spans several)
    end = oracle_text.find("\n", start + steps[-1].end())
    text = oracle_text[: start + steps[-1].end()] + (oracle_text[end:] if end >= 0 else "")
    return "\n".join(
        kept
        for kept in text.split("\n")
        if (event := LEAVES_EVENT.match(ability_words(kept))) is None
        or not leaves_itself(event, names_card)
    )


_CLAUSE_VERB = rf"(?:{EFFECT_VERB}|you\b)"
"""A verb (or "you") after "and" that opens a clause of its own, not another object."""

_TAKE_AWAY_STEP = re.compile(
    # (whoever does it: "target opponent exiles it", probe wa53)
    r"\b(?:[Ss]acrifices?|[Ee]xiles?|(?P<destroyed>[Dd]estroys?))"
    r" (?P<object>[^,.]+?)(?=[,.]|$| then\b| and "
    + _CLAUSE_VERB
    # (or a clause of a subject's own: "Exile target card from a graveyard and creatures you
    # control gain ...")
    + r"| and [^,.]*? (?:gains?|ha(?:s|ve)|gets?|becomes?)\b"
    # (or the clause of the change the text is read up to: "sacrifice this creature and it
    # becomes a Mountain land ...", probe vw89)
    + r"| and $)"
    rf"|\b[Rr]eturns? (?P<returned>[^,.]+?) {TO_A_HAND}"
    rf"|\b(?:[Pp]uts?|[Ss]huffles?) (?P<put>[^,.]+?) {INTO_A_LIBRARY_OR_GRAVEYARD}"
    r"|(?:^|[.,:] )(?:[Tt]hen )?(?:(?P<may_have>[Yy]ou may have) )?"
    r"(?P<phased>[^,.]+?) phases? out\b"
    # a change of control to an opponent: out of the groups "you control" names (108.4)
    # (an exchange with a permanent of your own does nothing, 701.12b)
    r"|\b[Ee]xchange control of (?P<exchanged>[^,.]+?"
    r"(?:opponent controls|you don't control|that player controls)\b"
    r"[^,.]*)(?=[,.]|$)"
    r"|\b(?P<giver>(?:[Tt]arget|[Aa]n|[Ee]ach) opponent(?: of your choice)?|[Dd]efending player"
    r"|[Tt]hat player)(?P<may_gain> may)? gains? control of (?P<given>[^,.]+?)"
    r"(?=[,.]|$| until\b| unless\b)"
)
"""A step of an effect that takes an object off the battlefield: sacrificed, exiled,
destroyed (701.8a), returned to its owner's hand, put into its owner's library or graveyard
(701.21, 406, 400.7),
or phased out, treated as though it does not exist (702.26b); or out of its controller's
groups, its control exchanged or given to an opponent."""

_HOW_MOVED = re.compile(r" (?:with|face (?:down|up)|until|instead|unless)\b.*$")
"""How, how long or whether a step moves the object ("exile it with three time counters on
it", "exile it face down", "sacrifice this creature unless you pay {W}"): not part of what
it names."""

_UNCERTAIN_BEFORE = re.compile(
    r"^\s*(?:[Tt]hen )?(?:[Ii]f\b|Otherwise\b)|, (?:and |then )?if\b[^,.]*, $"
    # a choice, but not another player's before a clause of your own ("that player may draw
    # a card and you return this creature", "..., then you sacrifice this creature", probe
    # wa3)
    r"|\bmay\b(?!.*\b(?:and|then) you\b)"
)
"""A condition over a step: opening its sentence ("If you don't, you lose 2 life and return
it", "Then if you control no Forests, return it ...", "Otherwise, return this creature
..."), right before it ("scry 1, and if you control no other Elves, return it"), or a
choice ("you may discard a card and return this creature"): the step may not happen; not the
condition of an earlier clause ("you gain 2 life if you control a Forest, then return it")."""
_COMPLEMENTARY = frozenset(
    frozenset(pair)
    for pair in (
        ("If you do", "If you don't"),
        ("If they do", "If they don't"),
        ("If that player does", "If that player doesn't"),
        ("If you win the flip", "If you lose the flip"),
    )
)
"""The pairs of conditions that open the two branches of which exactly one always happens, in
either order: "If you do" and "If you don't" (a player's choice, made by "they" or "that
player" too), "If you win the flip" and "If you lose the flip" (705.2: a flip is won or
lost); and any "If ..." with the next sentence's "Otherwise" (`_complements`)."""
_CLAUSE_AFTER = r"(?:(?! and | then\b)[^,.])*?"
_UNCERTAIN_AFTER = re.compile(_CLAUSE_AFTER + r"\b(?:unless|if)\b")
"""An "unless" or "if" in the step's own clause ("return it to its owner's hand unless you
sacrifice an Elf", "... if you control no other Elves"), not in a clause after it ("and that
player discards a card unless ...")."""
_DELAYED_AFTER = re.compile(f"{_CLAUSE_AFTER}(?:{DELAYED_WORDS})")
"""A delayed time in the step's own clause ("return it to its owner's hand at the beginning
of the next end step", 603.7)."""
_OPENING_CONDITION = re.compile(
    r"^\s*(?:[Tt]hen )?(?P<words>(?:If|When|if) [^,.]*|Otherwise)(?:, |$)"
)
"""A condition that opens a sentence ("If you do, ", "If you don't, ", "Otherwise, "): it
covers all the sentence does, the step and a grant after it alike."""
_SENTENCE_END = re.compile(r"[^.]*\.\s*")
"""The rest of a sentence, up to the next one."""
_THEY_BACK = re.compile(
    r"\breturn (?:(?P<several>them|those (?:cards|creatures|permanents)|both (?:cards|creatures)"
    r"|the exiled (?:cards|creatures|permanents))|the exiled card) to the battlefield\b",
    re.IGNORECASE,
)
"""A return of the objects a step took together ("Exile this creature and up to one other
target creature you control, then return those cards ..."), or of the card a step exiled
("Exile this creature. Return the exiled card ...")."""


def _opening_as_read(opening: str, name: str | None, type_line: str) -> tuple[str, bool]:
    """A trigger condition's or a cost's words with the card's names as "this card"
    ("Warden of a Hundred Gates": the card), and whether they name another object first,
    which "it" in the effect then stands for (`_step_takes_card`)."""
    for words in sorted(card_names(name, type_line), key=len, reverse=True):
        opening = opening.replace(words, "this card")
    another_first = OBJECT_IN_EVENT.search(opening) is not None or _names_another_one(
        opening, len(opening)
    )
    return opening, another_first


def _kept_there(objects: str = "it") -> str:
    """After "would be destroyed,": a replacement that leaves the object `objects` name on the
    battlefield (614.1), not one that moves it in its own words, whoever does it ("exile it
    instead", "you may exile it instead": it is destroyed if you don't; "its owner shuffles
    it into their library instead", "sacrifice it instead", "exile this creature instead",
    "it phases out instead": probes vi vo vp), unless it returns it there now ("exile it
    instead, then return it to the battlefield tapped": the card there, a new object, 400.7,
    when a later step looks; not at the next end step, nor under an opponent's control). Not
    a move of another object the replacement names ("..., then you may exile target card
    from a graveyard and put it on the bottom ...")."""
    moved = (
        rf"\b(?:exile|return|put|shuffle|sacrifice)s? (?:{objects})\b"
        r"(?! (?:on)?to the battlefield\b)"
        rf"|\b(?:{objects}) phases? out\b"
    )
    back = (
        rf"\breturn (?:{objects}) to the battlefield\b"
        rf"(?![^.]*(?:{DELAYED_WORDS}|\bunder (?:the control of an? (?:opponent|player)"
        r"|an opponent's control)))"
    )
    # (up to another object it names, not a player: "target opponent may exile it instead")
    own = r"(?:(?!\b(?:target|another)\b(?! (?:target )?(?:opponent|player)s?\b))[^.])*?"
    return rf"(?!{own}(?:{moved})(?![^.]*?{back}))"


_KEPT_THERE = _kept_there()
_REPLACED_DEATH = (
    r"would (?:be (?:[\w ]+? or )?destroyed|die|be put into (?:a|its owner's) graveyard from the"
    r" battlefield)"
    r"(?: [^,.]*?)?"
)
"""A replacement's event of a permanent's destruction: its destruction, or its death, which
the destruction is (700.4: "If this creature would die, tap it instead", probe vi25; "would
be put into a graveyard from the battlefield", vo4), on a condition too ("would be destroyed
during your turn", vo5; "The next time this creature would be destroyed this turn", the
words of regeneration, 701.19, vo78)."""
_SURVIVAL_ASKED = re.compile(
    rf"(?:[^.]*\.\s+|[^.,]*, then )[Ii]f (?:it|this \w+){SURVIVED}[^,.]*, [^.]*$"
)
"""The sentence of the grant, right after the card's own destruction, opened by a condition
that asks whether it survived ("Destroy this creature. If it's still on the battlefield,
Elves you control gain ..."; not after another step, "Then destroy target creature. If it
survives, ...", nor where the grant follows in a sentence of its own)."""


def effect_takes_itself_away(
    opening: str,
    effect: str,
    names_card: Callable[[str], bool],
    name: str | None = None,
    type_line: str = "",
    in_group: Callable[[str], bool | None] | None = None,
    *,
    group: str = "",
    destructible: bool = False,
) -> bool:
    """Whether `effect` (up to a grant) takes the card off the battlefield in a step of its
    own and no later step brings it back first (608.2c: the steps happen in the order
    written; 611.2c: a group is fixed as its effect begins): "When this creature enters,
    exile it. Creatures you control gain ..."; "{2}{G}: Exile this creature. Elves you
    control gain ..."; "sacrifice this creature. If you do, ...". `opening` is the trigger
    condition or the cost before the effect: "it" is the card where it names no other
    object ("Whenever equipped creature deals combat damage ...", "Sacrifice another
    creature: Exile it") and the effect named no other one before the step. Not a step in a
    quote, nor one in a delayed trigger ("At the beginning of the next end step, sacrifice
    it"), nor one that may not happen ("If you don't, sacrifice it", "unless you pay {2}",
    "you may exile it"), unless the grant waits for it ("you may exile it. If you do, Elves
    you control gain ..."): as a cost may be unpaid, CR 106.7 takes the card as staying.
    With `in_group` (whether the card is one of a group: `belongs_to`), a step on a group the
    card is in takes it too ("Each creature you control phases out", "return all Elves you
    control to their owners' hands"). Where the grant's `group` is the controller's ("Elves
    you control"), a step that gives an opponent control of the card takes it out too
    ("Target opponent gains control of this creature", "Exchange control of this creature
    and target creature an opponent controls"); a return face down brings back a 2/2
    creature with no name nor subtypes (708.2a), in the group only if such a one is. A step
    that destroys the card takes it only where it is `destructible` (its text gives it no
    way to survive: `destructible()`)."""
    yours = re.search(r"\byou control\b", group, re.IGNORECASE) is not None
    # an intervening "if" (603.4): the ability does nothing unless it holds, the grant too
    effect = INTERVENING_IF.sub("", QUOTED.sub(MASK, effect), count=1)
    opening, another_first = _opening_as_read(opening, name, type_line)
    last = None
    branches: list[tuple[int, str, re.Match[str]]] = []
    for m in _TAKE_AWAY_STEP.finditer(effect):
        if m["destroyed"] and (not destructible or _SURVIVAL_ASKED.match(effect, m.end())):
            # it may survive: indestructible (702.12b) or regenerated (701.19); or what
            # follows asks whether it did ("If it's still on the battlefield, ..."), the
            # card there where it goes on
            continue
        if not _step_takes_card(m, opening, effect, names_card, in_group, yours, another_first):
            continue
        before = effect[effect.rfind(". ", 0, m.start()) + 1 : m.start()]
        objects = _step_objects(m).strip()
        if (
            _DELAYED.search(before)
            or _DELAYED.search(objects)
            or _DELAYED_AFTER.match(effect, m.end())
        ):
            continue
        optional = _may_not_happen(before, effect, m, objects)
        # the grant waits for the step: in the next sentence ("If you do, Elves you control
        # gain ...", 603.12) or in the step's own, under the same condition ("If you don't,
        # return this creature to its owner's hand and Elves you control gain ...")
        condition = _OPENING_CONDITION.match(before)
        # the step's only doubt is the condition opening its sentence
        only_condition = condition is not None and not _may_not_happen(
            before[condition.end() :], effect, m, objects
        )
        waits = _what_follows_waits_for(effect, m) or (
            only_condition and "." not in effect[m.end() :]
        )
        if optional and not waits:
            if only_condition and condition and condition[0].endswith(", "):
                # one of two branches, maybe (paired below)
                branches.append((effect.rfind(". ", 0, m.start()) + 1, condition["words"], m))
            continue
        last = m
    last = _taken_either_way(branches, last, effect, names_card)
    return last is not None and not _back_first(last, effect, names_card, group)


_OWN_WORDS = (
    r"(?:\bfor each (?:(?!\band\b)[^.;,])*"
    r"|(?!\b(?:target|another|other|each|all|it|they|you control)\b)[^.;])*?"
)
"""Words of a step that name no other object it acts on ("+1/+1 until end of turn", "flying,
vigilance,", "+1/+1 for each Wizard you control")."""
_SURVIVAL = (
    rf"(?:(?:gets? {_OWN_WORDS} and )?(?:gains?|ha(?:s|ve)) (?:{_OWN_WORDS}\band )?indestructible"
    r"|can't be destroyed(?! by\b))\b"
)
"""Indestructible given (702.12b), beside other keywords or a change of power and toughness
("gains flying and indestructible", "gets +1/+1 and gains indestructible"; not "... and
another target creature you control gains indestructible"), or what it means said in words,
"can't be destroyed" (702.12b, probe vi41; not "can't be destroyed by damage", which a
"destroy" effect still destroys, 704.5g)."""
_KEEPING_COUNTERS = r"(?:shield|indestructible) counters?"
"""Counters by which a permanent survives its destruction: a shield counter (122.1c) or the
keyword counter indestructible (122.1b)."""


@functools.lru_cache(maxsize=256)
def _may_survive_destruction(self_words: str) -> re.Pattern[str]:
    """Words by which the card, which `self_words` name ("this creature", its name: "Regenerate
    Ezrim"), may survive its destruction: indestructible as its keyword or given to it
    (702.12b), its own regeneration (701.19), a shield or an indestructible counter on it
    (122.1c, 122.1b) or a replacement of its destruction that leaves it on the battlefield
    ("If this creature would be destroyed, tap it instead", 614.1); not those of others
    ("Regenerate target Zombie", "If another creature you control would be destroyed"), nor
    a replacement that moves it ("exile it instead"). Indestructible given to a group is
    `_given_to_a_group_it_may_be_in`'s; the same words of "it" are `_SURVIVAL_OF_IT`'s."""
    # (not another object of its name or type: "target Rhino", "another Elf")
    itself = (
        r"(?<!\ba )(?<!\ban )(?<!another )(?<!that )(?<!each )(?<![Tt]arget )"
        # (nor the card excepted from a group: "Each Elf you control other than this creature
        # has indestructible", probe vi93 vi94 vo13)
        r"(?<!other than )(?<!except )(?<!except for )(?<!but )(?<!besides )"
        rf"(?:[Tt]his \w+|{self_words})"
    )
    it_or_itself = rf"it|this \w+|{self_words}"  # a replacement's words for the card
    return re.compile(
        # a keyword line, with others and reminder text ("Ward {2}, indestructible")
        r"(?m)^(?i:(?:[^.\n]*, )?indestructible(?:, [^.\n]*)?(?: \(.*\))?)$"
        rf"|\b{itself} {_SURVIVAL}"
        rf"|\b[Rr]egenerate {itself}(?!\w)"
        rf"|\b{_KEEPING_COUNTERS} on (?:{itself}|each (?!other\b)[\w ]*?you control)(?!\w)"
        rf"|\b{itself} enters with [\w ]*?{_KEEPING_COUNTERS} on it\b"
        # a replacement that keeps it on the battlefield (not "..., exile it instead")
        # (itself or another of a group: "If this creature or another Elf you control would
        # be destroyed", probe vp33)
        rf"|\b{itself}(?: or another [\w -]+? you control)? {_REPLACED_DEATH},"
        rf" {_kept_there(it_or_itself)}"
    )


_SURVIVAL_OF_IT = re.compile(
    rf"\b(?:(?P<subject>[Ii]t) {_SURVIVAL}|regenerate (?P<regenerated>it)\b"
    rf"|{_KEEPING_COUNTERS} on (?P<on>it)\b)"
)
"""Those words of an object "it" stands for ("When this creature enters, put a shield counter
on it"): the card's where "it" is (`pronoun_is_self`), not another's ("put a shield counter
on target creature. It gains ..." is that creature's)."""
_THEM = r"it|them|they|th(?:at|ose) \w+"
"""The words of a replacement's objects, one or more of a group ("they phase out instead",
"exile those creatures instead", "exile that creature instead")."""
_MEMBER_KEPT_THERE = re.compile(
    # (not "another" creature; a word with a hyphen whole, "Non-Elf creatures", probe vi43)
    rf"(?i)\bif (?:an?|one or more) (?P<one>(?!other\b)[\w-]+(?: [\w-]+){{0,2}} you control"
    rf"(?: with [^,.]*?)?) {_REPLACED_DEATH}, {_kept_there(_THEM)}"
)
"""A replacement of a group's member's destruction that leaves it there ("If a Zombie you
control would be destroyed, regenerate it instead"): the card's where it may be one of them.
Indestructible given to a group is `_given_to_a_group_it_may_be_in`'s."""


def destructible(
    oracle_text: str, self_words: str, in_group: Callable[[str], bool | None] | None = None
) -> bool:
    """Whether a step of the card's own that destroys it surely takes it off the battlefield:
    its text gives it no way to survive (`_may_survive_destruction`; `_SURVIVAL_OF_IT` where
    "it" is the card, which `self_words` name), nor indestructible to a group it may be in
    (`in_group`: `belongs_to`; without it, any group may hold it)."""
    oracle_text = _without_others_quotes(oracle_text, self_words, in_group)
    if _may_survive_destruction(self_words).search(oracle_text):
        return False
    for m in _SURVIVAL_OF_IT.finditer(oracle_text):
        it = m.start(m.lastgroup or 0)
        line = oracle_text.rfind("\n", 0, it) + 1
        dot = oracle_text.rfind(". ", line, it)
        start = dot + 2 if dot >= 0 else line
        end = oracle_text.find(".", it)
        sentence = oracle_text[start : end if end >= 0 else len(oracle_text)]
        if start == it:  # "It gains ...": what the sentences before it named
            earlier = sentences(oracle_text[line:start])
            if earlier and antecedent_is_self(earlier, self_words):
                return False
        else:  # the object named last before "it", or the trigger's object (603.2)
            if pronoun_is_self(oracle_text[start:it], sentence, self_words) or _its_triggers_object(
                oracle_text[line:it], in_group
            ):
                return False
    return not _given_to_a_group_it_may_be_in(oracle_text, self_words, in_group) and not any(
        in_group is None or in_group(m["one"]) is not False
        for m in _MEMBER_KEPT_THERE.finditer(oracle_text)
    )


_GRANTED_SURVIVAL = re.compile(
    # (not denied: "can't have indestructible", "don't have ...")
    # (nor a quality: "Creatures you control that have indestructible get +1/+1", probe vr4)
    r"\b(?<!can't )(?<!don't )(?<!doesn't )(?<!can't have or )(?<!that )(?<!which )(?<!with )"
    r"(?:gets? [^.;]*? and )?(?P<verb>gains?|ha(?:s|ve))"
    r" (?:your choice of [^.;]*? or )?"
    rf"(?:{_OWN_WORDS}\band )?indestructible\b|(?P<cant> )can't be destroyed\b(?! by\b)"
)
"""Indestructible given to a subject, beside other words ("gains flying and indestructible",
"gain your choice of hexproof or indestructible", probe vo55), or said in its words ("Elves
you control can't be destroyed", 702.12b, vo56 vp78: its subject read as a grant's)."""
_EXCEPTED = r"(?:other than|except(?: for)?|besides|but)"
"""The words that leave an object out of a group ("other than this creature")."""


def _given_to_a_group_it_may_be_in(
    text: str, self_words: str, in_group: Callable[[str], bool | None] | None
) -> bool:
    """Whether indestructible is given to a subject the card may be one of, read as a grant's
    subject (`grant_subject`: "All creatures have indestructible", "Elves, Druids, and
    Shamans you control have ...", "Each creature you control that's an Elf has ...", "This
    creature and other Elves you control have ...", probe vo), or regenerated ("Regenerate
    each Elf you control"), not where the card is
    excepted ("Each Elf you control besides this creature has ...", "Other than this
    creature, Elves you control have ...", "..., except for this creature"), nor a pronoun
    (`_SURVIVAL_OF_IT`'s)."""
    excepted = re.compile(rf"(?i)\b{_EXCEPTED},? (?:this \w+|{self_words})\b")
    masked = QUOTED.sub(f'"{MASK}"', text)
    for m in _GRANTED_SURVIVAL.finditer(masked):
        line = masked.rfind("\n", 0, m.start()) + 1
        dot = masked.rfind(". ", line, m.start())
        sentence = masked[dot + 2 if dot >= 0 else line : m.start()]
        verb = " have" if m["cant"] else masked[m.start() : m.end("verb")]
        subject = grant_subject(f"{sentence}{verb} ")
        if not subject:
            continue
        end = masked.find(".", m.end())
        rest = masked[m.end() : end if end >= 0 else len(masked)]
        if _REFERS_BACK_SUBJECT.match(subject):
            # but the objects of the trigger the line opens with ("Whenever an Elf you control
            # enters, that creature gains indestructible ...", 603.2)
            if _its_triggers_object(sentence[: sentence.rfind(subject)], in_group):
                return True
            continue
        if _NOT_ITS_GROUP.search(_QUALITIES.split(subject, maxsplit=1)[0]):
            continue
        if excepted.search(sentence) or excepted.search(rest):
            continue
        # (one of a group: "The creature with the greatest power among creatures you control")
        among = re.search(r"\bamong (.+)$", subject)
        if self_mention(self_words).match(subject) or in_group is None:
            return True
        if in_group(among[1] if among else subject) is not False:
            return True
    # (a group regenerated, 701.19: "{G}: Regenerate each Elf you control", probe vo59)
    return any(
        in_group is None or in_group(m["group"]) is not False
        for m in _GROUP_REGENERATED.finditer(masked)
    )


_GROUP_REGENERATED = re.compile(
    r"\b[Rr]egenerate (?P<group>(?:each|all|every) [^.;,\"]+?)(?= and\b|[.;,]|$)"
)
"""A group regenerated ("Regenerate each Elf you control"): its members may survive their
destruction (701.19)."""


_REFERS_BACK_SUBJECT = re.compile(r"(?i)(?:it|they|them|that|those|each of (?:them|those))\b")
"""A subject that stands for objects named before: a pronoun ("That creature gains
indestructible", `_SURVIVAL_OF_IT`'s words for "it"), the trigger's objects perhaps."""
_QUALITIES = re.compile(r"\b(?:with|without|that|which|who)\b")
"""Where a group's qualities start, after its head ("Creatures you control with mana value
...")."""
_NOT_ITS_GROUP = re.compile(
    r"(?i)\b(?:in (?:your|an?|their|each|a player's|an opponent's) (?:\w+ )?(?:graveyard|hand"
    r"|library|exile)|cards?\b|(?:your opponents|an opponent|that player) controls?\b)"
)
"""A group's head that names no group the card is in on the battlefield: cards in another
zone, another player's objects (review); not words of its qualities ("that share a card
type with it")."""


_QUOTE_HOLDER = re.compile(r"(?:^|[.:\n]\s*|, )(?P<holder>[^.:,\n\"]*?) (?:ha(?:s|ve)|gains?) \"$")
"""The object a quote is given to, right before it ('Other Elves you control have "'): its
"this creature" is that object (113.1a, 113.7)."""


def _without_others_quotes(
    text: str, self_words: str, in_group: Callable[[str], bool | None] | None
) -> str:
    """`text` with each quote given to objects that can't be the card blanked ('Other Elves
    you control have "{G}: Regenerate this creature."': their regeneration, not the card's,
    probe vi69); quotes whose holder may be the card, or is (`self_words`), kept."""

    def blank_if_others(q: re.Match[str]) -> str:
        holder = _QUOTE_HOLDER.search(text, 0, q.start() + 1)
        words = holder["holder"] if holder else ""
        if re.fullmatch(rf"(?i:this \w+)|{self_words}", words):
            return q[0]
        others = re.match(r"(?i)(?:an)?other\b|target\b", words) is not None or (
            in_group is not None and bool(words) and in_group(words) is False
        )
        return f'"{MASK}"' if others else q[0]

    return QUOTED.sub(blank_if_others, text) if '"' in text else text


def _its_triggers_object(before: str, in_group: Callable[[str], bool | None] | None) -> bool:
    """Whether "it" right after a trigger condition, `before` it on its line, is the object
    of the trigger's event, which may be the card (603.2: "Whenever this creature or another
    Elf you control enters, it gains indestructible ...", probe vi72; not "Whenever another
    Elf you control enters")."""
    trigger = TRIGGER.fullmatch(ability_words(before))
    group = triggering_group(before) if trigger else None
    return group is not None and (in_group is None or in_group(group) is not False)


def gives_itself_to_an_opponent(
    opening: str,
    effect: str,
    names_card: Callable[[str], bool],
    name: str | None = None,
    type_line: str = "",
) -> bool | None:
    """Whether a step of `effect` gives an opponent control of the card, as
    `effect_takes_itself_away` reads a change of control ("Target opponent gains control
    of this land", "When this creature enters, target opponent gains control of it",
    "Exchange control of this creature and target creature an opponent controls"): the rest
    of the effect finds the card in that player's groups (608.2c). True where it surely
    does by then (or what follows waits for it: "you may have target opponent gain control
    of it. If you do, ..."), None where it may ("If you control no Forests, target opponent
    gains control of this land."), else False."""
    opening, another_first = _opening_as_read(opening, name, type_line)
    found: list[bool | None] = [False]
    for m in _TAKE_AWAY_STEP.finditer(effect):
        if not (m["given"] or m["exchanged"]) or not _step_takes_card(
            m, opening, effect, names_card, None, True, another_first
        ):
            continue
        before = effect[effect.rfind(". ", 0, m.start()) + 1 : m.start()]
        waits = _what_follows_waits_for(effect, m)
        if not _may_not_happen(before, effect, m, _step_objects(m)) or waits:
            found.append(True)  # surely, or "If they do, ...": once theirs
        elif waits is None:
            found.append(None)  # "If they don't, ...": while yours, as if never given
    return in_any(found)


def _what_follows_waits_for(effect: str, step: re.Match[str]) -> bool | None:
    """Whether what follows a step of `effect` happens only where the step happened ("you
    may exile it. If you do, ..."): True; only where it did not ("If they don't, ...",
    "Otherwise, ..."): False; None for neither. After "unless they pay {2}" in the step's own
    clause, "If they do" is the payment, which stops the step: the other way round."""
    # the next sentence, the last, opens a branch ("If you do", "When you do", 603.12)
    end = _SENTENCE_END.match(effect, step.end())
    branch = BRANCH.match(effect, end.end()) if end else None
    if branch is None or "." in effect[branch.end() :]:
        return None
    happened = branch_taken(branch)
    not_happened = not happened
    if sibling_branch(effect[effect.rfind(". ", 0, step.start()) + 1 : step.start()]):
        # the step is itself one branch of a step before it, and what follows the other
        # ("you may pay {U}. If you don't, return this creature to its owner's hand. If you
        # do, it gains ...": where it was not taken, probe vh)
        return False
    # (the step's own "unless", not another clause's: "exile it and each opponent loses 2
    # life unless they pay {2}")
    own_unless = re.search(r"\bunless\b", step[0]) and not re.search(
        r"\band\b[^,.]*\bunless\b", step[0]
    )
    if own_unless or re.match(r" unless\b", effect[step.end() :]):
        return not_happened
    return happened


def _step_takes_card(
    m: re.Match[str],
    opening: str,
    effect: str,
    names_card: Callable[[str], bool],
    in_group: Callable[[str], bool | None] | None,
    yours: bool,
    another_first: bool,
) -> bool:
    """Whether a step of `_TAKE_AWAY_STEP` is done to the card: it names the card, or "it"
    where nothing else was named first, or a whole group the card is surely in; a change of
    control only where the grant's group is the controller's (`yours`) and the new
    controller an opponent."""
    if (m["exchanged"] or m["given"]) and not yours:
        return False  # the card changes control, and stays in groups of any controller's
    that_players = (m["giver"] or "").lower() == "that player" or (
        m["exchanged"] is not None and "that player controls" in m["exchanged"]
    )
    if that_players:
        # an opponent where the text named one ("deals combat damage to a player, that
        # player gains control of it", 506.1); else it may be you
        named = that_player("that player controls", f"{opening}{effect[: m.start()]}")
        if named != "an opponent controls":
            return False
    objects = _step_objects(m).strip()
    moved = _HOW_MOVED.sub("", objects)  # but a name may hold "with" (Dances with Embers)
    it = among(moved, lambda part: part.lower() == "it")
    return (
        among(objects, names_card)
        or among(moved, names_card)
        or (it and not another_first and not _names_another_one(effect, m.start()))
        # the group as the step names it, its conditions included ("Each creature you
        # control with power 2 or less phases out": the card may not be one), not how it
        # moves ("Exile each Merfolk you control with three time counters on it")
        or (
            in_group is not None
            and _WHOLE_GROUP.match(objects) is not None
            and in_group(
                _COUNTERS_ON_IT.sub("", objects) if m[0].lower().startswith("exile") else objects
            )
            is True
        )
    )


def _taken_either_way(
    branches: list[tuple[int, str, re.Match[str]]],
    last: re.Match[str] | None,
    effect: str,
    names_card: Callable[[str], bool],
) -> re.Match[str] | None:
    """The last step that surely takes the card, where two steps in complementary branches
    take it either way ("If you win the flip, return it to its owner's hand. If you lose
    the flip, exile it."): `branches` are the steps under a condition, with where their
    sentence starts and the condition's words."""
    for (first_start, first, first_step), (start, second, step) in itertools.pairwise(branches):
        if (
            first_start == effect.rfind(". ", 0, start - 1) + 1  # the sentence before
            and _complements(first, second)
            and (last is None or step.start() > last.start())
            # not where the first branch brings the card back ("If you win the flip, exile
            # this creature, then return it to the battlefield. If you lose the flip, ...")
            and not returns_itself(effect[first_step.end() : start], names_card)
        ):
            last = step
    return last


def _back_first(
    last: re.Match[str], effect: str, names_card: Callable[[str], bool], group: str
) -> bool:
    """Whether a later step brings the card taken by `last` back before the grant, as an
    object of the grant's `group`: a return face down brings back a 2/2 with no name nor
    subtypes (708.2a), in the group only if such a one is."""
    rest = effect[last.end() :]
    anyones = in_anyones_group(group)
    back = returns_itself(rest, names_card, under_any_control=anyones) or _returns_them(last, rest)
    if back and group and _FACE_DOWN_RETURN.search(rest):
        # "exile it, then return it to the battlefield face down": a new object with none
        # of the card's subtypes ("Elves you control" leaves it out, "Creatures" not)
        # ("Face-down creatures you control gain ...": the returned one is, 708.2)
        return bool(_FACE_DOWN.search(group)) or belongs_to(group, FACE_DOWN_OBJECT) is True
    return back


_FACE_DOWN_RETURN = re.compile(r"\b(?:to|onto) the battlefield face down\b")
"""A return face down (708.2a): a new object, a 2/2 creature with none of the card's names or
subtypes (`FACE_DOWN_OBJECT`)."""


_WHOLE_GROUP = re.compile(
    r"(?:[Aa]ll|[Ee]ach|[Ee]very) "
    r"|(?!(?:[Aa]n?|[Oo]ne|[Aa]nother|[Tt]arget|[Uu]p)\b)(?:[\w'-]+ ){0,3}you control\b"
)
"""A group a step takes whole ("all Elves you control", "Elves you control", "Merfolk you
control", "Nontoken Elves you control"), not one of it ("a land you control": another may
be chosen)."""


def names_whole_group(objects: str) -> bool:
    """Whether a step's objects are a group it takes whole (`_WHOLE_GROUP`)."""
    return _WHOLE_GROUP.match(objects) is not None


_COUNTERS_ON_IT = re.compile(
    r" with (?:two|three|four|five|six|X|\d+) (?!or\b|[+-]\d)[\w+/-]+ counters on"
    r" (?:it|them|each of them)\b"
)
"""How a step exiles objects, not which ("with three time counters on it", as suspend puts
them, 702.62a); "with a +1/+1 counter on it" is which, and so is "with two +1/+1 counters on
it": a card in exile keeps no power and toughness counters to count."""


def _complements(first: str, second: str) -> bool:
    """Whether the branch the condition `second` opens happens exactly when the one `first`
    opens does not: "Otherwise" after any "If" ("Then if ..." too), or the two of a pair of
    `_COMPLEMENTARY` in either order."""
    if second == "Otherwise":
        return first[:3].lower() == "if "
    ranges = sorted(r for r in map(_result_range, (first, second)) if r is not None)
    if len(ranges) == 2:
        # "If the result is 1 or 2, ... If the result is 3 or higher, ...": every result (706.2)
        (low, high), (next_low, last) = ranges
        return low == 1 and next_low == high + 1 and last == _NO_END
    return frozenset((first, second)) in _COMPLEMENTARY


_NO_END = 10**9
_RESULT = re.compile(
    r"If the result is (?P<low>\d+)"
    r"(?: or (?:(?P<up>higher|greater|more)|(?P<down>less|lower|fewer)|(?P<next>\d+)))?"
)


def _result_range(condition: str) -> tuple[int, int] | None:
    """The results of a die roll a condition names ("If the result is 1 or 2": (1, 2); "3 or
    higher": (3, no end); "2 or less": (1, 2)), or None."""
    m = _RESULT.fullmatch(condition)
    if m is None:
        return None
    low = int(m["low"])
    if m["up"]:
        return low, _NO_END
    if m["down"]:
        return 1, low
    high = int(m["next"]) if m["next"] else low
    return (low, high) if high in (low, low + 1) else None


def _step_objects(step: re.Match[str]) -> str:
    """What a step of `_TAKE_AWAY_STEP` takes away."""
    names = ("object", "returned", "put", "phased", "exchanged", "given")
    return next((step[n] for n in names if step[n]), "")


def _may_not_happen(before: str, effect: str, step: re.Match[str], objects: str) -> bool:
    """Whether a step of `effect` may not happen: a condition or a choice over it, in the
    words `before` it in its sentence or in its own clause ("... with a counter on it unless
    ...", "you may have it phase out")."""
    return bool(
        _UNCERTAIN_BEFORE.search(before)
        or _UNCERTAIN_AFTER.match(effect, step.end())
        or re.search(r"\b(?:unless|if)\b", objects)
        or step["may_have"]
        or step["may_gain"]
    )


def _returns_them(step: re.Match[str], rest: str) -> bool:
    """Whether `rest` returns now the objects `step` took with the card ("Exile this
    creature and up to one other target creature you control, then return those cards to
    the battlefield") or the card it exiled ("Return the exiled card"; after a sacrifice,
    "the exiled card" is another ability's, 607.2a), not in a delayed trigger ("... at end of
    combat") nor under another player's control."""
    objects = _step_objects(step)
    several = " and " in objects or _is_group(objects.strip())  # "all Elves you control"
    exiled = step[0].lower().startswith("exile")
    for m in _THEY_BACK.finditer(rest):
        if not (several if m["several"] else exiled):
            continue  # "the exiled card" is the card only after its own exile
        start = rest.rfind(". ", 0, m.start()) + 1
        end = rest.find(". ", m.end())
        if not _NOT_BACK_NOW.search(rest[start : len(rest) if end < 0 else end]):
            return True  # not delayed, nor under another player's control
    return False


_RETURNS_TO_BATTLEFIELD = re.compile(
    r"\breturn (?P<object>[^,.]+?)(?: from (?:(?:your|its owner's) )?(?:graveyard|hand|exile))?"
    r" to the battlefield\b"
    # "When this creature dies, you may put it onto the battlefield as a copy of ..."
    # (the card in any words: "put this card onto the battlefield", probe wa25; one step's
    # object, not past another "put", review)
    r"|\bput (?P<put>(?:(?!\bput\b)[^,.])+?)"
    r"(?: from (?:(?:your|its owner's) )?(?:graveyard|hand|exile))? onto the battlefield\b",
    re.IGNORECASE,
)
_DELAYED = re.compile(DELAYED_WORDS, re.IGNORECASE)
"""A delayed trigger's condition inside an effect (603.7)."""
UNDER_ANOTHERS_CONTROL = (
    r"\bunder (?!your\b|its owner's\b|their owner's\b|their owners'(?!\w))[\w' ]+?\bcontrol\b"
)
"""Under a player's control other than the object's controller's or owner's ("under target
opponent's control")."""
_NOT_BACK_NOW = re.compile(_DELAYED.pattern + "|" + UNDER_ANOTHERS_CONTROL, re.IGNORECASE)
"""A return that does not bring the card back under its controller's control now: in a
delayed trigger (603.7) or under another player's control."""
_NOT_BACK_YET = re.compile(_DELAYED.pattern, re.IGNORECASE)
"""A return that does not bring the card back now, under anyone's control: a delayed
trigger's (603.7)."""


def in_anyones_group(group: str) -> bool:
    """Whether a group holds permanents of a player other than the card's controller too
    ("Each land", "Each land that player controls", "Lands your opponents control"; not
    "Lands you control", "Your lands"): the card back under another player's control may be
    one of them."""
    return bool(group) and not re.search(
        r"\byou control\b|\byour (?!opponents?\b)", group, re.IGNORECASE
    )


def returns_itself(
    effect: str,
    names_card: Callable[[str], bool],
    *,
    exiled_by: str = "",
    pronouns: bool = True,
    under_any_control: bool = False,
) -> bool:
    """Whether the effect of a trigger on the card leaving returns the card to the
    battlefield ("When this creature dies, return it to the battlefield tapped", "..., you
    may pay {1}{G}. If you do, return it ..."; "it" and "that card" are the card there, and
    "the exiled card" where `exiled_by`, the cost, exiled it: "{G}, Exile this creature:
    Return the exiled card ..."), so what the effect does after it finds the card back
    (608.2c); not later, nor under another player's control ("at the beginning of the next
    end step", "under target opponent's control", unless `under_any_control`, for a group
    of any player's permanents, `in_anyones_group`). Without `pronouns`, "it" and "that card"
    stand for another object (a trigger's: "Whenever another creature you control dies, ...
    return that card ...")."""
    own = {"it", "that card"} if pronouns else set()
    if exiles_itself(exiled_by, names_card) or _exiled_first(effect, names_card, own):
        own |= {"the exiled card", "the exiled cards"}  # the card alone or among others
    not_back = _NOT_BACK_YET if under_any_control else _NOT_BACK_NOW
    return any(
        _returns_card(effect, m, names_card, own, not_back)
        for m in _RETURNS_TO_BATTLEFIELD.finditer(effect)
    )


def _exiled_first(effect: str, names_card: Callable[[str], bool], own: set[str]) -> bool:
    """Whether the last exile of the effect before "the exiled card" took the card, by its
    words or a pronoun that stands for it ("When this creature dies, exile it, then return
    the exiled card ...")."""
    exiled = last_exiled(effect, effect.find("the exiled card"))
    return exiled is not None and (exiled in own or names_card(exiled))


def _returns_card(
    effect: str,
    m: re.Match[str],
    names_card: Callable[[str], bool],
    own: set[str],
    not_back: re.Pattern[str],
) -> bool:
    """Whether the return `m` of `effect` brings the card back now (`returns_itself`)."""
    start = effect.rfind(". ", 0, m.start()) + 1
    end = effect.find(". ", m.end())
    if not_back.search(effect[start : len(effect) if end < 0 else end]):
        return False
    # "it" is the card unless the effect named another object first ("exile up to one
    # target creature you control, then return it": the target)
    objects = m["object"] or m["put"]
    pronoun = among(objects, lambda part: part.lower() in own)
    # "it and up to one target creature"
    if pronoun and not _names_another_one(effect, m.start()):
        return True
    # the objects a step before took with the card ("exile it and up to one other target
    # creature card from your graveyard. Return those cards to the battlefield")
    if "it" in own and THEM.fullmatch(objects) and _IT_AND_OTHERS.search(effect, 0, m.start()):
        return True
    return among(objects, names_card)


_IT_AND_OTHERS = re.compile(r"\bit and (?:up to \w+ |each )?(?:other|another)\b")
"""A step that takes the card ("it") and another object with it."""


_TURNS_FACE_DOWN = re.compile(r"\b[Tt]urn (?P<object>[^,.]+?) face down\b")
"""A step that turns objects face down (708.2: "Turn this creature face down")."""
_FACE_DOWN_WORDS = re.compile(r"\b[Ff]ace-down |,? (?:that (?:are|is) |that's )face down\b")
"""The words by which a group holds face-down objects only (`as_face_down`)."""


def face_down_first(
    effect: str,
    names_card: Callable[[str], bool],
    in_group: Callable[[str], bool | None],
    *,
    it_is_card: bool | None = True,
) -> bool | None:
    """Whether a step of `effect` turns the card face down ("Turn this creature face down",
    "Turn all creatures you control face down") or returns it to the battlefield face down
    ("exile it, then return it to the battlefield face down"): after it, the card is a 2/2
    creature with no name nor subtypes (708.2a), `FACE_DOWN_OBJECT`, which "Face-down
    creatures you control" holds and "Elves you control" doesn't. None where the step may not
    happen ("You may turn this creature face down", "If ..., turn ...", a group the card may be
    in: `in_group` answers True for surely, None for maybe) or may be another's:
    `it_is_card` says whether "it" stands for the card, another object (False: "Whenever
    another creature you control deals combat damage to a player, turn it face down") or
    one of a trigger's objects the card may be (None: "Whenever a creature you control
    ...")."""
    own = {"it", "that card"} if it_is_card is not False else set()
    steps = [
        m
        for m in _TURNS_FACE_DOWN.finditer(effect)
        if (m["object"].lower() in own and not _names_another_one(effect, m.start()))
        or among(m["object"], names_card)
        or in_group(m["object"]) is not False
    ] + [
        m
        for m in _RETURNS_TO_BATTLEFIELD.finditer(effect)
        if effect.startswith(" face down", m.end())
        and _returns_card(effect, m, names_card, own, _NOT_BACK_NOW)
    ]
    if not steps:
        return False
    step = min(steps, key=lambda m: m.start())
    before = COST_FIRST.sub("", effect[effect.rfind(". ", 0, step.start()) + 1 : step.start()])
    uncertain = (
        _UNCERTAIN_BEFORE.search(before)
        or _UNCERTAIN_AFTER.match(effect, step.end())
        or (it_is_card is None and not among(step["object"], names_card))
        # a group the card may be in, not surely ("Turn all tapped creatures you control")
        or (step.re is _TURNS_FACE_DOWN and in_group(step["object"]) is None)
    )
    return None if uncertain else True


def as_face_down(group: str) -> str:
    """A group as the face-down card is judged against it: its face-down words met
    ("Face-down creatures you control": "creatures you control")."""
    return _FACE_DOWN_WORDS.sub("", group)


def _names_another_one(effect: str, end: int) -> bool:
    """Whether `effect` names, before `end`, another object "it" may stand for: not
    several ("When this creature dies, you may sacrifice two Elves you control. If you do,
    return it": the card; "untap each Elf you control, then return it")."""
    conditions = [c.span() for c in IN_CONDITION.finditer(effect, 0, end)]
    return any(
        not (in_the_plural(m) or m[0].startswith("each "))  # "untap each Elf you control"
        # an object a condition names is none ("draw a card if you control another Elf,
        # then return it")
        and not inside(m.start(), conditions)
        for m in others_named(effect, 0, end)
    )


def _others_quotes_blanked(
    oracle_text: str, printed: CardTraits, own: set[str], type_line: str, can_lose: frozenset[str]
) -> str:
    """`oracle_text` with each quoted ability the card can't have blanked (positions kept):
    one given to a subject the card is not one of ("Equipped creature has ...", "Lands you
    control have ..." on an enchantment), or to a token the text creates (no subject).
    `can_lose`: what the card's text outside quotes can take from it."""
    if '"' not in oracle_text:
        return oracle_text
    # what the card can be by the rest of its text (a Vehicle crewed, a reconfigured
    # Equipment): a group it may be in has the quote ('Creatures you control have "..."')
    rest = blank_quotes(oracle_text)
    may_be = replace(
        printed,
        can_become=types_it_can_become(rest, printed.name, own, type_line).can_become,
        can_lose=can_lose,
    )
    blanked = oracle_text
    theirs = False
    for quote in QUOTED.finditer(oracle_text):
        before = oracle_text[oracle_text.rfind("\n", 0, quote.start()) + 1 : quote.start()]
        if not NEXT_QUOTE_IN_LIST.search(before):  # 'has "..." and "..."': the same holder's
            subject = grant_subject(last_sentence(before).rstrip())
            theirs = subject is None or (
                not names_itself(subject, printed.name, own, type_line)  # 'This creature has'
                and belongs_to(subject, may_be) is False
            )
        if theirs:
            start, end = quote.span()
            blanked = f'{blanked[:start]}"{" " * (end - start - 2)}"{blanked[end:]}'
    return blanked


_A_GROUP = re.compile(
    # (a group of a player who may be you: "Lands every player controls")
    rf" you control |\b(?:[Aa]ll|[Ee]ach|[Ee]very) |\b(?:players?|monarch) controls? "
    # (a player's group before its verb: "Your creatures are ...", "Each player's lands
    # become ...", not every "your hand")
    rf"|\b(?:{YOUR_GROUP_OPENING}|{PLAYERS_POSSESSIVE} )(?:[\w,-]+ )*?(?:[\w-]+s|[A-Z][\w'-]*)"
    r"(?: each)? (?:are|become|gains?|have|lose|get)\b"
    r"|\b[Nn]on-?\w+ \w+s (?:are|become)\b"
    rf"|\b{_BASIC_PLURAL} (?:are|become)\b"
    r"|(?:^|(?<=\n)|[.:—] )Lands (?:with|without|that|named)\b"
)


OTHER_THAN_IT = re.compile(r"(?<![\w'])[Oo]ther ")
"""A group's "other" ("Other Elves you control", "each other creature you control"), said
from the object that has the ability: not the card where a token has it."""


_CONTROLLED_BY = re.compile(
    r"\b(?:you control|your opponents control|you don't control|an opponent controls)\b"
)


def from_their_side(text: str) -> str:
    """The groups of another player's ability (their token's), as the card's controller
    sees them: its "you" is that player (109.5), so "you control" is an opponent's, and
    "your opponents control", "you don't control" and "an opponent controls" are yours,
    among others'."""
    return _CONTROLLED_BY.sub(
        lambda m: "an opponent controls" if m[0] == "you control" else "you control", text
    )


def _tokens_group_changes(
    oracle_text: str, printed: CardTraits, own: set[str], type_line: str
) -> tuple[frozenset[str], ...]:
    """The type changes a token the card creates makes, by a quoted static ability, to a
    group the card is in ('create a 2/2 Shapeshifter creature token with changeling and
    "Creatures you control are every creature type."'): each a state of the card while the
    token is on the battlefield, taken as met, never what it always is (613.1d)."""
    if '"' not in oracle_text or CREATES_TOKEN.search(oracle_text) is None:
        return ()  # most cards: no token with a quoted ability
    found: list[frozenset[str]] = []
    for quote in QUOTED.finditer(oracle_text):
        sentence = last_sentence(oracle_text[: quote.start()])
        if CREATES_TOKEN.search(sentence) is None or grant_subject(sentence.rstrip()):
            continue  # a quote given to a subject, not a token's ("with")
        if _gone_first(
            line_before(oracle_text, quote.start()), printed.name, own, type_line, oracle_text
        ):
            continue  # not after a cost or a trigger took the card away first (611.2c)
        # "Other creatures you control are ...": said from the token, the card among them
        said = OTHER_THAN_IT.sub("", quote[0].strip('"'))
        creators = token_creators(oracle_text[: quote.start()])
        # another player's token: "you" in its quote is that player (111.2, 109.5)
        sides = [said] * creators.you + [from_their_side(said)] * creators.another
        for ability in sides:
            found += _token_changes_group(ability, printed, own, type_line)
    return tuple(found)


def _token_changes_group(
    ability: str, printed: CardTraits, own: set[str], type_line: str
) -> list[frozenset[str]]:
    """The states a token's static `ability` puts the card in (`_tokens_group_changes`)."""
    changes = _types_its_group_gets(ability, printed, type_line)
    found = list(changes.changes)
    if changes.always:
        found.append(changes.always | changes.always_taken)
    if _made_every_creature_type(ability, printed, own, type_line, of_groups_only=True):
        found.append(frozenset({EVERY_CREATURE_TYPE}))  # "... are every creature type"
    # "Creatures you control lose all creature types."
    losses = types_it_can_become(ability, printed.name, own, type_line)
    found += [
        words
        for named, words, _ in (*losses.of_groups, *losses.always_of_groups)
        if belongs_to(named, printed)
    ]
    return found


def _made_every_creature_type(
    oracle_text: str,
    printed: CardTraits,
    own: set[str],
    type_line: str,
    *,
    of_groups_only: bool = False,
) -> list[tuple[re.Match[str], bool]]:
    """Where the text makes the card every creature type (`every_creature_type`), each with
    whether it always does: as one of a group, where it may be one by its type line, always
    only where it surely is one ("Knights you control are every creature type" on a Knight;
    "Attacking creatures you control ...": a state). With `of_groups_only`, the text is
    another object's ability (a token's), whose "This creature" is that object."""
    found = []
    made = [
        (m, always, group)
        for m, always, group in every_creature_type(oracle_text, printed.name, own, type_line)
        if group is not None or not of_groups_only
    ]
    may_be = printed
    if any(group is not None for _, _, group in made):
        # what the card can be by the rest of its text: a Vehicle crewed is one of
        # "Creatures you control"
        rest = blank_quotes(oracle_text)
        may_be = replace(
            printed, can_become=types_it_can_become(rest, printed.name, own, type_line).can_become
        )
    for m, always, group in made:
        if group is not None:
            if belongs_to(group, may_be) is False:
                continue
            always = always and surely_one_of(group, printed)
        found.append((m, always))
    return found


def _types_its_group_gets(
    oracle_text: str, printed: CardTraits, type_line: str, *, surely: bool = False
) -> OwnChanges:
    """The card types and subtypes a type change of a group the card is in gives it, and
    those of them it always has (`always_applies`): a group judged by the printed type
    line, so one change does not make the card a member of the next ("Lands you control are
    1/1 Spirit creatures ..." and "Spirits you control have ..." on a land: the land is a
    Spirit)."""
    changes: list[frozenset[str]] = []
    always: set[str] = set()
    always_taken: set[str] = set()
    land_type_set = False
    # "Lands you control, except for Caves, are Mountains": the group's own exception
    if ", except" in oracle_text or ", other than" in oracle_text:
        oracle_text = SET_OFF_EXCEPTION.sub(r" \1", oracle_text)
    if _A_GROUP.search(oracle_text) is None:
        return OwnChanges()  # most cards: no group of theirs
    own = {*printed.types, *printed.subtypes}
    # a group it surely is in, by what it always is: not by what its changes may make it
    # ("Land creatures you control are Forests" on a land that becomes a creature until end
    # of turn: a state, not always, 613.1d)
    sure = replace(printed, can_become=printed.always, changes=())
    for m in _GROUP_GETS_TYPES.finditer(oracle_text):
        line = line_before(oracle_text, m.end())
        if belongs_to(m["group"], printed) is not True or _gone_first(
            line, printed.name, own, type_line, oracle_text
        ):
            continue  # "Sacrifice this land: ... lands you control become ...": not it
        if surely and not surely_one_of(m["group"], sure):
            continue  # with `surely`, a group the card surely is in
        if m["what"] is None and not m["every"]:
            # "the creature type of your choice", "the chosen type"
            kind = chosen_kind(oracle_text, m)
            if kind is None:
                continue
            # each state, never always (which, the text can't tell)
            states = chosen_states(oracle_text, m, kind, own)
            changes += [
                frozenset(w | t | rules_text_taken(oracle_text, m, w, own | printed.always))
                for w, t in states
            ]
            if (
                kind == "basic land"
                and always_applies(oracle_text, m)
                and surely_one_of(m["group"], sure)
            ):
                # but whichever is chosen, it sets the card's basic land types (305.7)
                always_taken |= states[0][1]
                basic = chooses_only_basic_land_types(oracle_text)  # not "a land type"
                land_type_set |= basic and not keeps_its_types(oracle_text, m)
            continue
        # "Lands you control are every basic land type" (305.7); "Creatures you control are
        # lands of every basic land type": lands too
        words = (
            set(BASIC_TYPE_NAMES) | ({"land"} if m["land_of"] else set())
            if m["every"]
            else _types_named(m["what"])
        )
        card_types = {w for w in words | own | printed.can_become if w[:1].islower()}
        if card_types <= _CLOSED_SUBTYPE_TYPES:
            # a subtype only a card of its type can have (205.3d): on a card of types whose
            # subtypes are all known (land, artifact, enchantment, battle), a word none of
            # them is, a creature type: "Lands you control are Spirits" makes no land a Spirit
            words = {w for w in words if not w[:1].isupper() or w in NONCREATURE_SUBTYPES}
        if not words:
            continue  # "Creatures you control are tapped": no type
        taken = subtypes_replaced(oracle_text, m, words, own)
        # "Attacking creatures you control are Warriors": a state the card may lack, so
        # never always
        if always_applies(oracle_text, m) and surely_one_of(m["group"], sure):
            always |= words
            always_taken |= taken
            land_type_set |= sets_basic_land_types(oracle_text, m, words)
        else:
            lost = rules_text_taken(oracle_text, m, words, own | printed.always)
            changes.append(frozenset(words | taken | lost))
    return OwnChanges(
        frozenset(always) | {w for c in changes for w in c if not w.startswith(NOT)},
        frozenset(always),
        frozenset(always_taken),
        land_type_set,
        tuple(changes),
    )


_CLOSED_SUBTYPE_TYPES = frozenset({"land", "artifact", "enchantment", "battle"})
"""Card types whose subtypes NONCREATURE_SUBTYPES lists in full (205.3g-i, 205.3q)."""


def _types_named(what: str) -> set[str]:
    """The types a change names ("1/1 Spirit creatures", "Elves and Warriors", "Islands")."""
    words = set()
    for word in re.findall(r"[A-Za-z][\w'-]*", what):
        singular = _singular_type(word)
        if singular is not None:
            words.add(singular)  # "creatures": a card type
        elif word[:1].isupper():
            # "Spirit", or a plural ("Elves") that groups name as such; a land type or
            # another noncreature one by its name ("Islands": Island, which 305.7 reads)
            words.add(next((t for t in NONCREATURE_SUBTYPES if word in plurals(t)), word))
    return words


_LIMITED_CHOICE = re.compile(
    r"\b(?i:choose)s? (?:(?:a color and )?a creature type other than (?P<but>[A-Z][\w'-]*)"
    rf"|(?P<types>{_CARD_TYPE_CHOICE}(?:(?:, | or |, or ){_CARD_TYPE_CHOICE})+))\b"
)
"""A choice of a type limited by the text ("choose a creature type other than Elf", "choose
artifact or creature"), which may leave out every type of the card's own."""


def _with_chosen_type(card: CardTraits, oracle_text: str, type_line: str) -> CardTraits:
    """The card's traits with what its text says of the type a player chooses: it is surely
    of it (`of_chosen_type`: "This creature is the chosen type ...", always; a changeling and
    a choice of a creature type; "Creatures you control are the chosen type ...", a group it
    is surely in), or never (`never_chosen_type`: the text's only choice can name no type of
    the card's, and nothing makes it the chosen type, even for a while)."""
    if "chosen" not in oracle_text and "hoose" not in oracle_text:
        return card  # most cards: no choice, no chosen type (the fields' defaults)
    names = card_names(card.name, type_line)
    groups = list(_GROUP_MADE_CHOSEN.finditer(oracle_text))
    made = [
        m
        for m in _IS_CHOSEN_TYPE.finditer(oracle_text)
        # "It is the chosen type" (static: the card); not "It becomes ...", which an
        # effect does to the object it names (a target, another creature), unless that is
        # the object of a trigger the card may be ("Whenever a creature you control enters,
        # it becomes the chosen type ...", 603.2)
        if m["who"].lower() == "this"
        or m["who"] in names
        or (m["who"].lower() == "it" and (m["verb"] == "is" or _it_may_be_card(m, card)))
    ]
    surely = (
        any(not m["condition"] and not _UNTIL_OR_WHILE.match(oracle_text, m.end()) for m in made)
        or (card.every_creature_type and _CHOOSES_CREATURE_TYPE.search(oracle_text) is not None)
        or any(
            _always(m)
            and not _UNTIL_OR_WHILE.match(oracle_text, m.end())
            and surely_one_of(m["group"], card)
            for m in groups
        )
    )
    # a group the card may be in made the chosen type, even for a while ("Attacking Elves you
    # control are the chosen type", "Until end of turn, Elves you control become ..."), or
    # one named beside the card ("this creature and up to one other target creature you
    # control each become ...")
    group_made = any(  # not cards in a hand or graveyard ("Creature cards in your hand are")
        "card" not in m["group"].lower()
        and not ENDS_IN_PRONOUN.fullmatch(m["group"])  # "it becomes ...": another's, maybe
        and (
            belongs_to(m["group"], card) is not False
            or any(
                _part_names_card(part, m["group"], names, oracle_text[: m.start("group")], card)
                for part in m["group"].split(" and ")
            )
        )
        for m in groups
    )
    never = not made and not surely and not group_made and _never_chosen(oracle_text, card)
    return replace(card, of_chosen_type=surely, never_chosen_type=never)


def _part_names_card(part: str, group: str, names: set[str], before: str, card: CardTraits) -> bool:
    """Whether one of the objects a compound subject joins may be the card: "this creature",
    its name, or "it" for the card or the object of the trigger that opens the sentence
    ("When this creature enters, it and up to one other target creature you control each
    become ...", after an ability word or with an intervening "if" too), or beside the
    token the effect created ("It and that token each become ...", `it_beside_token_is_card`).
    `before` is the text before the subject."""
    part = re.sub(r"(?i) each$", "", part.strip())
    if part.lower().startswith("this ") or part in names:
        return True
    if part.lower() != "it":
        return False
    line = before[before.rfind("\n") + 1 :]
    if re.search(r"\bthat token\b", group, re.IGNORECASE):
        return it_beside_token_is_card(line, card)
    return TRIGGER_OPENING.fullmatch(line) is not None and it_of_trigger(line, card) is not False


def _it_may_be_card(made: re.Match[str], card: CardTraits) -> bool:
    """Whether the "it" an `_IS_CHOSEN_TYPE` sentence makes the chosen type may be the card:
    the object of the trigger that opens the sentence, where the card may be one."""
    condition = made["condition"]
    return (
        condition is not None
        and TRIGGER.match(condition) is not None
        and it_of_trigger(condition, card) is not False
    )


_TYPE_CHOICE = re.compile(
    r"\b(?i:choose)s? (?:a color and )?(?:an? (?:creature |card |land |basic land )?type\b"
    rf"|{_CARD_TYPE_CHOICE}(?:, | or ))"
)
"""A choice of a type (not of a mode, a color, a name or an object): "choose a creature
type", "choose artifact or creature"."""


def _never_chosen(oracle_text: str, card: CardTraits) -> bool:
    """Whether the text's only choice of a type can name none of the card's own types: a
    basic land type, where the card has and can get none; a limited one (`_LIMITED_CHOICE`)
    whose excluded creature type is all of the card's, and it is no changeling; or one of
    card types, none of which it is or can become."""
    if len(_TYPE_CHOICE.findall(oracle_text)) > 1:
        return False
    basic = _BASIC_LAND_TYPE_CHOICE.search(oracle_text)
    if basic is not None:
        # a basic land type chosen: the card is of it only where it has or can get one the
        # choice offers ("other than Swamp" on a Swamp; "choose Forest or Island" on neither)
        if basic["named"]:
            offered = set(re.findall(_BASIC_TYPE_WORD, basic["named"]))
        else:
            offered = set(BASIC_TYPE_NAMES) - set(
                re.findall(_BASIC_TYPE_WORD, basic["other"] or "")
            )
        return not (card.subtypes | card.can_become) & offered
    choice = _LIMITED_CHOICE.search(oracle_text)
    if choice is None:
        return False
    if choice["but"]:
        return not card.every_creature_type and card.subtypes <= {choice["but"]}
    offered = set(re.split(r", or |, | or ", choice["types"]))
    return not (card.types | card.can_become) & offered


_BASIC_TYPE_WORD = rf"\b{BASIC}\b"
_BASIC_LAND_TYPE_CHOICE = re.compile(
    rf"\b(?i:choose)s? (?:an? basic land type(?: other than (?P<other>{_BASIC_TYPE_WORD}"
    rf"(?:(?:,|,? or|,? and) {_BASIC_TYPE_WORD})*))?"
    rf"|(?P<named>{_BASIC_TYPE_WORD}(?:(?:,|,? or) {_BASIC_TYPE_WORD})+))"
)
"""A choice of a basic land type, all five but one or those named ("choose Forest or
Island")."""
_CHOOSES_CREATURE_TYPE = re.compile(r"\b(?i:choose)s? a creature type\b")
"""A choice of a creature type, by you or another player ("an opponent chooses ...")."""
_IS_CHOSEN_TYPE = re.compile(
    r"(?:^|[.:—] )(?P<condition>[^.:—]*?, )?"
    r"(?P<who>[Tt]his(?= [a-z]+ (?:is|becomes))|[Ii]t|[A-Z][^.:—,]*?)(?: [a-z]+)?"
    r" (?P<verb>is|becomes) the chosen (?:creature )?type\b",
    re.MULTILINE,
)
"""A sentence making an object the chosen type: the card's where it names the card ("This
creature is the chosen type in addition to its other types", "Metallic Mimic is ...", a
legendary card's short name, 201.4b), always or after a condition ("As long as it's your
turn, this creature is ...")."""
_GROUP_MADE_CHOSEN = re.compile(
    r"(?:^|(?P<delimiter>[.:—,]) )(?P<group>[A-Za-z][^.:—,]*?) (?P<verb>are|is|becomes?)"
    r" the chosen (?:creature )?type\b",
    re.MULTILINE,
)
"""A sentence or clause that makes a group the chosen type, always or for a while
("Creatures you control are the chosen type in addition to their other types", "Until end of
turn, Elves you control become ...")."""


def _always(made: re.Match[str]) -> bool:
    """Whether a `_GROUP_MADE_CHOSEN` clause makes its group the chosen type always: a
    sentence of its own, not after a condition or a duration ("Until end of turn, creatures
    you control are ..."), nor "become"; "Creatures you control are ...", "Each creature you
    control is ..." (the trailing "as long as ..." is `_UNTIL_OR_WHILE`'s)."""
    group = made["group"]
    return (
        made["delimiter"] != ","
        and group[:1].isupper()
        and (
            made["verb"] == "are"
            or (made["verb"] == "is" and group.startswith(("Each ", "Every ")))
        )
    )


_UNTIL_OR_WHILE = re.compile(
    r"(?: in addition to (?:its|their) other (?:creature )?types)?,?"
    r" (?:as long as|during|until|if)\b"
)
"""What follows a sentence's words when it makes something so only while or until another
thing is ("... in addition to its other types as long as it's attacking"; not "... and has
first strike during your turn", the first strike's)."""
_SUPERTYPES = frozenset({"basic", "legendary", "snow", "world", "ongoing", "elite"})


COMMAND_ZONE_TYPES = frozenset(
    {"emblem", "plane", "phenomenon", "scheme", "vanguard", "conspiracy", "dungeon"}
)
"""Card types of the command zone (114, 901, 314, 902, 905, 309): never a permanent."""
_NOT_GAME_TYPES = frozenset({"card", "hero", "summon"})
"""Words of the type lines of non-game inserts and old frames, no card type of 205.2a."""
_STATE_WORDS = frozenset(
    {"tapped", "untapped", "attacking", "blocking", "blocked", "unblocked", "modified", "nontoken"}
    # states and designations the rules give a permanent, which a member may have (taken
    # as met): "Equipped creatures you control" (301.5), "Saddled Mounts" (702.171b),
    # "Suspected creatures" (701.60), "Commander creatures" (903.3), "Goaded", ...
    | {"equipped", "enchanted", "saddled", "suspected", "goaded", "monstrous", "renowned"}
    | {"exerted", "paired", "harnessed", "commander"}
    # face up or face down (708: morph, disguise, manifest, cloak)
    | {"face-up", "face-down"}
)
_FACE_DOWN = re.compile(r"\b[Ff]ace-down\b|(?<!n't )(?<!not )(?<!entered )\bface down\b(?! or )")
"""A group of face-down permanents: "Face-down creatures you control", "Creatures you
control that are face down and attacking" (708.2); not "that aren't face down", nor "that's
face down or suspected", whose other quality the card may have, nor "that entered face down
this turn", a past event the face-up card may have had."""
_JOINED_GROUPS = re.compile(
    r" and (?=[A-Z]|(?:each |all )?(?:face-down|creature|artifact|land|token|nontoken)\w* )"
    r"| or (?=an? [A-Z])"
)
"""Where a group ends and another begins ("Detectives and face-down creatures you control",
"that's face down or a Detective"), not qualities of one ("attacking or blocking")."""

_DEVOID = re.compile(r"^(?:[\w{} ]+, )*[Dd]evoid(?=$|,| \()", re.MULTILINE)
"""Devoid on a keyword line of the card's own (702.114a): the keyword ends the line, or a
comma or its reminder follows it; not "Devoid creature spells you cast cost {1} less"."""
_COLOR_WORDS = frozenset(
    {"white", "blue", "black", "red", "green", "colorless", "multicolored", "monocolored"}
)


def names_a_color(group: str) -> bool:
    """Whether a group's words name a color or its absence ("Green creatures you control",
    "Nonblack creatures"), which the type line can't tell (202.2: the mana cost decides)."""
    words = re.findall(r"[A-Za-z]+(?:-[A-Za-z]+)?", group)
    return any(w.lower().removeprefix("non").lstrip("-") in _COLOR_WORDS for w in words)


# "Equipped creature" is the Equipment's; "Equipped creatures you control", "Enchanted
# lands you control", "Enchanted and equipped creatures you control" or "an equipped
# creature you control" a state
_NOT_OURS = (
    r"target|(?<!\ban )(?<!\ba )(?<!\beach )(?:enchanted|equipped)(?!(?: (?:and|or) \w+)? \w+s\b)"
    r"|fortified|those"
    r"|your opponents|an opponent"
    r"|opponents|you don't control"
)
_NOT_MEMBER = re.compile(rf"\b(?:other(?! than\b)|another|{_NOT_OURS})\b", re.IGNORECASE)


_NOT_MEMBER_OF_ITEM = re.compile(rf"\b(?:{_NOT_OURS})\b", re.IGNORECASE)
"""`_NOT_MEMBER` but "other" and "another", which in a list leave out their own item only."""


_ITEM = (
    r"(?:(?-i:(?:(?!(?:or|and|an?|the)\b)[a-z][\w-]* )*[A-Z][\w'-]*(?: [A-Z][\w'-]*)*"
    r"(?: tokens?)?)"
    r"|(?:(?:artifact|enchantment|land|legendary|snow|basic|non[\w-]+) "
    r"(?=(?:artifact|enchantment|land|creature|planeswalker)s?\b))?[\w-]+)"
)
"""An item of a relative clause's list: capitalised words together, with the qualities
before them and "token" after ("Elf Warriors", "a legendary Elf", "an Elf token"), or a
word, a card type with the one before it ("a land creature", "artifact creatures", "a
noncreature artifact")."""
_TYPE_CONDITION = re.compile(
    r"\b(?:that|which|who)(?:'s|\s+(?:is|are))(?P<negated>n't|\s+not)?\s+(?:also\s+)?"
    r"(?P<both>both\s+)?(?:an?\s+)?"
    rf"(?P<what>{_ITEM}(?:(?:,? or|,? and|,) (?:an? )?(?!ha(?:s|ve)\b){_ITEM})*)",
    re.IGNORECASE,
)
"""A relative clause on what each member is ("... that isn't an Elf", "... that's a
Goblin", "... that are Knights or Clerics": any one of them, "... that are Elf Warriors or
Human Rangers": each item whole; "... that are both Elves and Warriors": each of them):
where the type line tells, it decides; anything else (a color, a state) is taken as met, as
the other conditions are."""
_NAMED_GROUP = re.compile(r"\bnamed (?P<name>[^,.;\"]+)$")
"""The members' name, which ends the group ("... named Hivebloom Drone")."""
_YOUR_COMMANDER = re.compile(r"your commanders?|commanders? you (?:control|own)", re.IGNORECASE)
"""The player's commander (903.3): a group of one the card may be in ("Commanders you control"
too)."""
_COMMANDER_STATE = re.compile(
    r"(?i)(?:each |all )?(?:other )?(?:(?!and\b|or\b)[\w-]+ )*?commanders?"
    r" (?:creatures?|permanents?)(?: you (?:own|control))?(?: (?:with|that)\b.*)?"
)
"""A group of commanders named by the designation ("Commander creatures you own"): each a
legendary creature card, as "your commander" is (903.3), the rest of the group read as
usual."""
_NAMED_BEFORE = re.compile(r"^(?:both|each of (?:those|these|them|the two)) ", re.IGNORECASE)
"""Objects named before ("both creatures", "each of those creatures"), a group of their kind
(`holder_of_quote` keeps it for the card only where those named it)."""
_BEYOND_ITS_OWN = re.compile(
    # "power less than this creature's power", "... than this creature's", "... than that
    # of this creature", "greater power than this creature"; a name for "this creature"
    r"\b(?:(?P<value>power|toughness|mana value) (?:is )?(?:less|greater)"
    r"|(?:less|lesser|greater) (?P<value2>power|toughness|mana value)) than"
    r" (?:that of |those of )?(?P<whose>this [A-Za-z]+|[A-Z][^,.;]*?)"
    r"(?:'s (?P<other>power|toughness|mana value)\b|'s\b|(?= have| has| gets?| gains?|$))"
)


_AT_MOST_ITS_OWN = re.compile(
    r" (?:with|whose) (?P<value>power|toughness|mana value) (?:is )?(?:less|greater) than or"
    r" equal to"
    r" this [A-Za-z]+'s (?P=value)$"
)
"""A comparison with the same value of the card that the card itself meets."""
_ITS_OWN_NAME = re.compile(r" with the same name as this [A-Za-z]+$")
"""A name the card always has: its own (201.2)."""
_ANOTHER_NAME = re.compile(
    r" with (?:a different name (?:than|from)|a name other than) this [A-Za-z]+\b"
)
"""A name the card never has: another than its own (201.2)."""
_NO_BASIC_LAND_TYPE = re.compile(
    r" (?:with(?:out(?: a)?| no)|that (?:ha(?:s|ve) no|(?:don't|doesn't|do not|does not) have"
    r"(?: an?)?))"
    r" basic land types?$"
)
"""Lands of no basic land type (205.3i), by "with" or a relative clause: never the card
where it always has one (`_has_basic_land_type`)."""


def _has_basic_land_type(card: CardTraits) -> bool:
    """Whether the card always has a basic land type: by its type line, or by its own text
    ("This land is a Forest in addition to its other types", applied before a change that
    depends on it, 613.8)."""
    return bool((card.subtypes | card.always) & set(BASIC_TYPE_NAMES))


def _beyond_its_own(group: str, card: CardTraits) -> bool:
    """Whether the members are compared strictly with the same value of the card ("with
    power less than this creature's power", "whose power is less than this creature's
    power", "with greater power than this creature", "... than that of this creature", "...
    than Thessa's power" on Thessa, Grove
    Matriarch): the card, equal to itself, is never one; "toughness greater than this
    creature's power" compares two values, which the card may meet."""
    found = _BEYOND_ITS_OWN.search(group)
    if found is None or found["other"] not in (None, found["value"] or found["value2"]):
        return False  # (two values compared: "toughness greater than this creature's power")
    whose = found["whose"]
    legendary = "Legendary" if "legendary" in card.supertypes else ""  # short names (201.4)
    return whose.startswith("this ") or whose in card_names(card.name, legendary)


_CREWED_IT = re.compile(
    r"\bthat (?:crewed|saddled) (?P<what>it|this \w+|(?-i:[A-Z])[^,.;]*?)(?= this turn\b|[,.;]|$)",
    re.IGNORECASE,
)
"""The creatures that crewed or saddled the card: crew and saddle tap other creatures
(702.122a, 702.171a), never the card itself. "It" is the card only where the card is a
Vehicle or a Mount; on a Pilot, "Whenever a Vehicle you control attacks, each creature that
crewed it ..." is another Vehicle, which the card may have crewed."""
_SECOND_WORD = (
    r"(?: (?-i:[A-Z])[\w-]*)*"
    r"(?: (?:tokens?|creatures?|cards?|permanents?|lands?|artifacts?|enchantments?)\b)?"
)
"""The further words of an excepted item: subtypes ("Elf Warriors") and a kind ("Goblin
tokens", "Human Soldier tokens", "artifact lands", "snow lands"); a capital letter whatever
the pattern's case ("other than Elves or artifacts": two items)."""
_OTHER_THAN = re.compile(
    r"\b(?:other than|except(?: for)?(?! (?:it|they|that)\b)) (?:an? )?"
    rf"(?P<what>[\w-]+{_SECOND_WORD}"
    rf"(?:(?:,? or|,? and|,) (?:an? )?[\w-]+{_SECOND_WORD})*)",
    re.IGNORECASE,
)
"""An exception to a group ("creatures you control other than Elves", "Each creature you
control except for Walls"): the card is no member when it is what follows; a capitalized
word the card is not may still be its name ("other than Tamsin"), which the type line can't
tell."""
_LIST_ITEM = re.compile(r",\s*(?:or\s+|and\s+)?(?:an?\s+)?|\s+(?:or|and)\s+(?:an?\s+)?")


def _singular_type(word: str) -> str | None:
    lowered = word.lower()
    for card_type in CARD_TYPES | {"permanent"}:
        if lowered in (card_type, card_type + "s"):
            return card_type
    return None


_LIST_CONTROLLER = re.compile(rf" (?:{CONTROLLED}|{THEIRS})$")
"""Whose permanents a list's last item names ("... you control", "... your opponents
control", "... you don't control")."""
_CONTROLS = re.compile(r"\bcontrols?\b")
_DISTRIBUTIVE_EACH = re.compile(r" each$")
"""A group's distributive "each" after it ("Your lands each become ..."): the same group."""
_EACH_GROUP = re.compile(r"(?:,\s*|\s+)(?:and|or)\s+(?=(?:each|all|every|target)\b)", re.IGNORECASE)
"""Where a second group with its own quantifier begins: "... and each other creature ...",
or a target beside a group ("Creatures you control and target creature an opponent
controls")."""


_OF_THE_CHOSEN_TYPE = re.compile(
    r"\b(?P<negated>(?:isn't|aren't|not) )?of (?:the chosen (?:creature |card )?|that )type\b"
)
"""A group's members of the type a player chose, or not of it ("Creatures you control of the
chosen type", "... that aren't of the chosen type")."""


_YOUR_GROUP = re.compile(
    rf"^(?:all |(?:all|each|one|any) of )?{YOUR_GROUP_OPENING}{PLAYERS_GROUP_WORDS}",
    re.IGNORECASE,
)
"""A group named by "your" and a plural ("your creatures", "your nontoken Elves", "your
creatures with flying", "your Merfolk"; "each of your lands", "all of your lands", "one of
your lands")."""
_OF_THE_GROUP = re.compile(
    rf"^(?:(?:all|each) of (?:the |(?={PLAYERS_POSSESSIVE} ))"
    rf"|all (?={PLAYERS_POSSESSIVE} ))",
    re.IGNORECASE,
)
"""A group's members as "of" the group ("Each of the lands you control", "All of the lands
...", "Each of target player's lands", "All your opponents' lands": the lands, whose the
words after say; "each of your" is `_YOUR_GROUP`'s)."""
_ON_THE_BATTLEFIELD = re.compile(r" on the battlefield(?= you control\b| with\b| that\b|$)")
"""Where a group's members are, right after its noun ("All lands on the battlefield"): every
permanent is there (110.1), whoever controls it; not a clause's ("Lands that have been on the
battlefield since ...")."""


_ONE_PLAYER_WHO_MAY_BE_YOU = (
    r"\b(?:a player|(?:up to (?:one|two) )?target player|the monarch|the active player"
    rf"|{THE_PLAYER_WITH_THE_MOST}) controls?\b"
)
_MAY_BE_YOURS = re.compile(
    rf"\b(?:each player|all players|every player) controls?\b|{_ONE_PLAYER_WHO_MAY_BE_YOU}",
    re.IGNORECASE,
)
"""A player who may be the card's controller, whose permanents the card may be one of:
every player ("Lands each player controls"), one a player targets, who may be themself
(115.1, "Creatures target player controls"), the monarch."""
_SOMETIMES_YOURS = re.compile(_ONE_PLAYER_WHO_MAY_BE_YOU, re.IGNORECASE)
"""One player who may be you or not ("Lands the monarch controls", "target player's
lands"): a group the card may be in, never surely (`surely_one_of`)."""
_AN_OPPONENTS = re.compile(
    r"\b(?:(?:each|target|that|the chosen) opponent|defending player|each other player"
    rf"|{NOT_YOU_PLAYER}) controls?\b",
    re.IGNORECASE,
)
"""An opponent, however named ("each opponent controls", "defending player controls")."""
_ENCHANTED_PLAYER = re.compile(
    r"\b(?:enchanted player|enchanted [a-z]+'s controller) controls?\b", re.IGNORECASE
)
"""The player an Aura enchants, or the enchanted object's controller: an opponent where the
Aura's enchant keyword says so (`CardTraits.enchants_theirs`), else a player who may be you
(the enchanted object's owner too, who may be another than its controller, 108.3)."""
_ENCHANTED_OWNER = re.compile(r"\benchanted [a-z]+'s owner controls?\b", re.IGNORECASE)
"""The enchanted object's owner: a player who may be you, whoever controls the object."""
_CHOSEN_PLAYER = re.compile(r"\bthe chosen player controls?\b", re.IGNORECASE)
"""The player the card's text chose: an opponent where it chose only opponents, else
anyone."""
_CHOOSES_AN_OPPONENT = re.compile(
    r"\b[Cc]hooses? (?:an|target|one of your) opponents?\b"
    r"|\b[Cc]hooses? (?:a player other than you|another player)\b"
)
"""A choice of an opponent only (`CardTraits.chooses_an_opponent`)."""
_CHOOSES_A_PLAYER = re.compile(
    r"\b[Cc]hooses? (?:an opponent and )?(?:a|target) player\b(?! other than you)"
)
"""A choice of a player who may be you, which "the chosen player" may stand for."""


_NAMES_A_PLAYER = re.compile(r"player|opponent|monarch|controller|owner", re.IGNORECASE)
"""A word one of the player patterns below needs: most groups have none ("Elves you
control"), and `_whose` leaves them as they are at once."""


_YOU_AMONG_CONTROLLERS = re.compile(
    r"\b(?:you and (?:an?|target|each|that|the chosen) [\w' ]+?"
    r"|(?:an?|target|each|that|the chosen) [\w' ]+? and you) control\b"
)
"""Several players' permanents, yours among them ("Each land you and target opponent
control"): the card, under your control, is one."""


def _whose(group: str, card: CardTraits) -> str:
    """A group's player as "you control" or "an opponent controls" where the words and the
    card's own choice or enchant keyword tell: a player's possessive ("Each player's lands")
    as what that player controls, then who that player may be."""
    group = _YOU_AMONG_CONTROLLERS.sub("you control", as_controlled(group))
    if _NAMES_A_PLAYER.search(group) is None:
        return group
    theirs = "an opponent controls"
    group = _ENCHANTED_PLAYER.sub(theirs if card.enchants_theirs else "you control", group)
    group = _ENCHANTED_OWNER.sub("you control", group)
    group = _CHOSEN_PLAYER.sub(theirs if card.chooses_an_opponent else "you control", group)
    return _AN_OPPONENTS.sub(theirs, _MAY_BE_YOURS.sub("you control", group))


def belongs_to(group: str, card: CardTraits, *, keeping_its_text: bool = False) -> bool | None:
    """Whether the card is one of `group` in one of its `states` (`_belongs_in_state`); with
    `keeping_its_text`, one where it has its rules text, as a static ability of that text
    reaches it only then ("{3}: This land becomes an Island until end of turn." and "Islands
    you control have ...": never the card, 305.7)."""
    if card.has_states:
        states = [s for s in card.states() if not (keeping_its_text and s.text_lost)]
        return in_any(_belongs_in_state(group, state) for state in states)
    return _belongs_in_state(group, card)


def _belongs_in_state(group: str, card: CardTraits) -> bool | None:
    """Whether the card is one of `group` ("Creatures you control", "All Slivers",
    "Each creature you control with a counter on it"): True, False, or None when the
    words name something the type line can't tell (a color, say).

    Only types, subtypes and supertypes decide (CR 205); conditions on the object's state
    or counters ("attacking", "with a counter on it") are taken as met, as CR 106.7 takes
    costs as payable: the answer is what the card could have.

    Several groups, each with its quantifier ("Each Wall you control and each other creature
    you control with defender"), are each judged alone: "other" leaves the card out of its
    own group only. After a target, "each other" is other than the target (radiance's
    "Target creature and each other creature that shares a color with it"), not the card:
    the card is in that group if it is of its kind.
    """
    # "your creatures" is "creatures you control" (the permanents of a player, 110.2), with
    # a distributive "each" or not ("Your lands each become ...")
    group = _DISTRIBUTIVE_EACH.sub("", group)
    group = _ON_THE_BATTLEFIELD.sub("", _OF_THE_GROUP.sub("", group))
    group = _YOUR_GROUP.sub(r"\g<words> you control\g<rest>", group)
    group = _whose(group, card)
    chosen = _OF_THE_CHOSEN_TYPE.search(group)
    if chosen and (card.of_chosen_type if chosen["negated"] else card.never_chosen_type):
        # "choose a creature type other than Elf" on an Elf; "that isn't of the chosen type"
        # on a card that always is
        return False
    groups = _EACH_GROUP.split(group)
    if len(groups) > 1:
        groups[1:] = [after_target(groups[0], g) for g in groups[1:]]
        # the list's controller after its last item is every item's ("Each land and each
        # creature your opponents control"), where an item names none of its own
        if whose := _LIST_CONTROLLER.search(groups[-1]):
            groups[:-1] = [g if _CONTROLS.search(g) else g + whose[0] for g in groups[:-1]]
        return in_any(belongs_to(g, card) for g in groups if g.strip())
    other = _OTHER_THAN.search(group)
    # face-down objects as an exception ("other than face-down creatures") leave the
    # face-up card in the group
    if _FACE_DOWN.search(group, 0, other.start() if other else len(group)):
        # face down the card has none of its abilities, this grant among them, and face up
        # it is none of the group (708.2); it may be in a group joined to that one
        others = [g for g in _JOINED_GROUPS.split(group) if not _FACE_DOWN.search(g)]
        return in_any(belongs_to(g, card) for g in others)
    if other:  # "Creatures you control other than Elves": all but those
        # those "with flying" (or "without ..."): a quality the card may lack, as a state
        # (of a kind, not the card's "other than this creature with a counter on it"; nor
        # a quality of each member: "other than Humans with a +1/+1 counter on it")
        qualified = (
            re.match(r",? with(?:out)? (?![^,.]*\bon it\b)", group[other.end() :])
            and is_plural(other["what"], group=True)
            and other["what"] not in card_names(card.name, "Legendary")
        )
        excepted = False if qualified else _is_excepted(other["what"], card)
        if excepted is not False:
            return None if excepted is None else False
        group = group[: other.start()] + group[other.end() :]
    if _beyond_its_own(group, card):
        return False  # "with power less than this creature's power": never the card itself
    if _has_basic_land_type(card) and _NO_BASIC_LAND_TYPE.search(group):
        return False  # "Lands you control without basic land types" on a Plains
    if _ANOTHER_NAME.search(group):
        return False  # "with a different name than this creature": never its own (201.2)
    crewed = _CREWED_IT.search(group)
    if crewed and (
        crewed["what"].lower().startswith("this ")
        or crewed["what"] in card_names(card.name, "Legendary")
        or (crewed["what"] == "it" and card.subtypes & {"Vehicle", "Mount"})
    ):
        return False  # "each creature that crewed it": other creatures (702.122a, 702.171a)
    named = _NAMED_GROUP.search(group)
    if named:  # "Creatures you control named Hivebloom Drone": by name (201.2)
        if card.name is None:
            return None
        if named["name"].strip().lower() != card.name.lower():
            return False
        group = group[: named.start()]
    if CARD_OR_GROUP.match(group):
        return True  # "this creature or another Elf you control": the card is named
    if _COMMANDER_STATE.fullmatch(group.strip()) and "legendary" not in card.supertypes:
        return False  # "Commander creatures you own": legendary ones only (903.3, as below)
    if _YOUR_COMMANDER.fullmatch(group.strip()):
        # a legendary creature can be a commander (903.3); another legendary card only
        # where its text says so, which is not read here
        if "legendary" not in card.supertypes:
            return False
        return True if "creature" in card.types else None
    group = _NAMED_BEFORE.sub("", group)  # "both creatures": the creatures
    relative = _TYPE_CONDITION.search(group)
    if relative and _clause_fits(relative, card) is False:
        return False
    return _fits_the_words(group, card)


def in_any(answers: Iterable[bool | None]) -> bool | None:
    """Whether the card is in one of several groups: True where it is in one, None where
    one can't tell, else False."""
    found = list(answers)
    return True if True in found else (None if None in found else False)


def _is_excepted(what: str, card: CardTraits) -> bool | None:
    """Whether the card is among the objects of "other than ...": True, False, or None where
    the list names a name or a type the card's unknown name may be."""
    excepted = [w for w in _LIST_ITEM.split(what) if w]
    if any(w.lower().split()[0] == "this" for w in excepted):
        # "other than this creature", "other than Gates and this land": all but the card
        return True
    # the card is excepted where it is each word of an item ("Goblin tokens": a Goblin that
    # is a token); an item with a state ("other than face-down creatures", "other than
    # tapped creatures") is one the card may lack, and then it is a member
    if True in [
        _all_words_fit(w.split(), card, surely=True)
        for w in excepted
        if not any(_is_state(word) for word in w.split())
    ]:
        return True
    capitalized = [w for w in excepted if w[:1].isupper()]
    if capitalized and card.name is None:
        return None  # "other than Elves" or "other than Tamsin" (the card's name)
    legendary = "Legendary" if "legendary" in card.supertypes else ""
    return bool(set(capitalized) & card_names(card.name, legendary))  # "Tamsin" on Tamsin


def _clause_fits(relative: re.Match[str], card: CardTraits) -> bool | None:
    """Whether the card is what a relative clause of type (`_TYPE_CONDITION`) says, by its
    type line: True surely ("that's a Soldier" on a Soldier, "that isn't an Elf" on no Elf),
    False never ("that isn't an Elf" on an Elf, "that are both Elves and Warriors" on no
    Warrior, "that's a Goblin" on no Goblin), None where the type line can't tell."""
    items = [w.split() for w in _LIST_ITEM.split(relative["what"]) if w]
    # "that aren't creatures" reads the type line as "noncreature" does: a Vehicle is one
    # until crewed
    negated = bool(relative["negated"])
    # a state the card may lack is a negated item it may not be ("that isn't attacking":
    # the card, untapped at home, is a member), as states are taken as met
    fits = [
        False
        if negated and any(map(_is_state, words))
        else _all_words_fit(words, card, surely=negated)
        for words in items
    ]
    if not fits:
        return None
    if relative["negated"]:
        return False if True in fits else (True if all(f is False for f in fits) else None)
    if relative["both"]:
        return False if False in fits else (True if all(f is True for f in fits) else None)
    return True if True in fits else (False if all(f is False for f in fits) else None)


_NON_ADJECTIVES = re.compile(r"\b([Nn]on[\w-]+), (?=non[\w-]+[ ,])")
"""A comma between two "non-" adjectives of one noun ("Noncreature, nonland permanents"):
no list of alternatives."""


_MEMBER_CONDITION = re.compile(
    r"\b(?:with|without|that|which|who|whose|\w+ed (?:to|by)"
    r"|of (?:the chosen (?:creature )?|that )type)\b",
    re.IGNORECASE,
)
"""Where a group's words stop naming what a member is and start naming its state."""
_JOINED_GROUP = re.compile(r",? (?:and|or) (?:other )?(?:[\w-]+ ){1,3}?you control\b")
"""Another group joined after a condition ("... with flying and noncreature artifacts you
control")."""
_COUNT = re.compile(r"\b(?:number of|for each)\b")


def _without_member_conditions(group: str) -> str:
    """A group's words without its members' conditions ("Creatures you control with power 2
    or less"), each up to another group joined after it ("Creatures you control with flying
    and artifacts you control"), not within a count ("with toughness less than the number
    of Auras and Shrines you control": one condition)."""
    condition = _MEMBER_CONDITION.search(group)
    if condition is None:
        return group
    for joined in _JOINED_GROUP.finditer(group, condition.end()):
        if not _COUNT.search(group, condition.end(), joined.start()):
            return group[: condition.start()] + _without_member_conditions(group[joined.start() :])
    return group[: condition.start()]


def _fits_the_words(group: str, card: CardTraits) -> bool | None:
    """Whether the card is what the group's words name, by types, subtypes and
    supertypes: any of a list's items ("Elves, Druids, and Rangers")."""
    # a relative clause or a participle ("Each Equipment attached to a creature you
    # control") says what state a member is in, not what it is; "of the chosen type" is a
    # choice the card's controller makes, which may name the card's own type (106.7: what
    # the card could have)
    words = _without_member_conditions(group)
    # "Noncreature, nonland permanents": adjectives of one noun, each of which a member is
    words = _NON_ADJECTIVES.sub(r"\g<1> ", words)
    # "other" before a list is of every item ("Other Elves, Druids, and Rangers"), inside
    # it of its own ("Elves, Druids, and other Rangers")
    alternatives = re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or|and/or)\s+", words)
    own_other = len(alternatives) > 1 and not re.match(
        r"\s*(?:(?:all|each|every)\s+)?(?:other|another)\b", words, re.IGNORECASE
    )
    if (_NOT_MEMBER_OF_ITEM if own_other else _NOT_MEMBER).search(words):
        return False
    answers: list[bool | None] = []
    for alternative in alternatives:
        alternative = re.sub(r"\byou (?:control|own)\b", "", alternative, flags=re.IGNORECASE)
        alternative = re.sub(r"^\s*(?:all|each|every|an?)\b", "", alternative, flags=re.IGNORECASE)
        if own_other and re.search(r"\b(?:other|another)\b", alternative, re.IGNORECASE):
            answers.append(False)
        elif alternative.strip():
            answers.append(_all_words_fit(alternative.split(), card))
    if not answers:
        return None
    return in_any(answers)


def surely_one_of(group: str, card: CardTraits) -> bool:
    """Whether the card is one of `group` whatever state it is in: `belongs_to` takes a state
    or a condition as met, which a step that takes the group away may not meet ("Return all
    tapped Elves you control": the card may be untapped, and stay)."""
    # "with power less than or equal to this creature's power": the card, equal to itself,
    # always is one
    group = _ITS_OWN_NAME.sub("", _AT_MOST_ITS_OWN.sub("", group))
    if card.name and group.endswith(f" named {card.name}"):
        group = group.removesuffix(f" named {card.name}")  # its own name, always (201.2)
    if not _has_basic_land_type(card):
        # ("Lands you control without basic land types are Plains": the set of lands it
        # changes is fixed when it starts to apply, 613.6, so the card is one)
        group = _NO_BASIC_LAND_TYPE.sub("", group)
    if _SOMETIMES_YOURS.search(as_controlled(group)):
        return False  # "The monarch's lands": only while its controller is the monarch
    relative = _TYPE_CONDITION.search(group)
    if relative is not None and relative.end() == len(group.rstrip()):
        # a relative clause on what the card is, which its type line decides ("each creature
        # you control that's a Soldier" on a Soldier): the group without it; one on its
        # state ("that are tapped") it may not be in
        if _clause_fits(relative, card) is not True or any(
            map(_is_state, relative["what"].split())
        ):
            return False
        group = group[: relative.start()].rstrip()
    words = re.sub(r"\byou control\b.*$", "", group).split()
    # "nontoken" is no state: the type line tells whether the card is a token (111.1)
    states = [w for w in words if _is_state(w) and w.lower() != "nontoken"]
    if "of the chosen type" in group and card.of_chosen_type:
        group = group.replace(" of the chosen type", "")
    if states or re.search(r"\b(?:with|without|that|which|who|chosen)\b", group):
        return False
    return belongs_to(group, card) is True


def _all_words_fit(words: list[str], card: CardTraits, *, surely: bool = False) -> bool | None:
    verdict: bool | None = True
    for word in words:
        fits = _word_fits(word, card, surely=surely)
        if fits is False:
            return False
        if fits is None:
            verdict = None
    return verdict


def _is_state(word: str) -> bool:
    """A state or designation a member may have, taken as met: the rules' own ("tapped",
    "equipped", "commander") and any participle ("crewed", "unpaired", "attacking"), and a
    past participle opening a sentence ("Unattached Equipment", "Crewed Vehicles"); a
    capitalized "-ing" word is a creature type (Halfling, Inkling), and card types are read
    before this (Kindred)."""
    lowered = word.lower()
    if lowered in _STATE_WORDS or not word.isalpha():
        return lowered in _STATE_WORDS
    # capitalized, only a past participle: creature types end in "-ing" (Halfling, Inkling)
    return lowered.endswith(("ed", "ing")) if word.islower() else lowered.endswith("ed")


def _word_fits(word: str, card: CardTraits, *, surely: bool = False) -> bool | None:
    """Whether the card can be what `word` names: by its type line and the types its text
    can give it; with `surely`, whether it is in every state (for "non...": a Vehicle is a
    noncreature artifact until crewed, a creature that reconfigures one while attached)."""
    lowered = word.lower()
    if lowered in _COLOR_WORDS or lowered == "colored":
        if card.colorless:  # devoid (702.114a): no color, whatever its mana cost
            return lowered == "colorless"
        return None  # a color: the type line can't tell (CR 202.2 reads the mana cost)
    if lowered == "nontoken":
        return not card.is_token
    if lowered in ("token", "tokens"):
        return card.is_token
    defined = card.definition(lowered)
    if defined:  # "historic": an artifact, a legendary object or a Saga
        each = [_word_fits(name, card, surely=surely) for name in defined]
        return True if True in each else (None if None in each else False)
    supertype = next((s for s in _SUPERTYPES if lowered in plurals(s)), None)
    if supertype is not None:  # "legendary", "legendaries"
        return supertype in card.supertypes
    card_type = _singular_type(word)
    # (a source of mana is any object that produces it, 106.4: a permanent of the group)
    if card_type == "permanent" or lowered in ("source", "sources"):
        return card.is_permanent
    if card_type is not None:  # before the states: "Kindred" is a card type
        return card.has_type(card_type, surely=surely)
    if _is_state(word):
        return True
    if any(lowered in plurals(new) for new in card.new_types):
        return True  # its own card type, one the rules do not list yet: "Conduits"
    if lowered.startswith("non"):  # "nonland"; a bare "non" names nothing the line can tell
        inner = word[3:].lstrip("-")
        if _is_state(inner):  # "nonattacking": a state too, taken as met
            return True
        fits = _word_fits(inner, card, surely=not surely)
        return None if fits is None else not fits
    if word[:1].isupper():
        return card.has_subtype(word, surely=surely)
    return None  # a color, a creature's name, ...: the type line can't tell


def grant_subject(sentence_before: str) -> str | None:
    """The group or object in "<subject> has/have/gains" at the end of `sentence_before`,
    with the list it ends, when a sentence opens with one ("Elves, Druids, and Rangers you
    control have": all three; a comma there may also end a condition, which opens with no
    list)."""
    # "Each creature you control, except for Walls, has": the exception is the subject's
    sentence_before = SET_OFF_EXCEPTION.sub(r" \1", sentence_before)
    m = _SUBJECT.search(sentence_before)
    if m is None:
        return None
    joined = _JOINED_SUBJECT.search(sentence_before, m.start("subject"), m.end("subject"))
    if joined is not None and _COUNT.search(
        sentence_before, joined.start(), joined.start("subject")
    ):
        joined = None  # "whose power is greater than the number of Forests and Mountains ..."
    if joined is not None:  # "target creature gets +1/+1 and Elves you control gain"
        return sentence_before[joined.start("subject") : m.end("subject")].strip()
    # the list opens the effect: after the cost and the conditions ("{2}{G}: Until end of
    # turn, Wolves, Elves, and Druids you control gain ...")
    cost = COST_FIRST.match(sentence_before)
    conditions = CONDITIONS_FIRST.match(sentence_before, cost.end() if cost else 0)
    effect = conditions.end() if conditions else cost.end() if cost else 0
    before_subject = sentence_before[effect : m.start("subject")]
    if re.search(rf"{EXCEPTION}\b[^.;:]*$", before_subject):
        # the end of an exception's list ("Creatures you control other than Elves, Druids,
        # and Rangers with reach have"): the whole group
        return sentence_before[effect : m.end("subject")].strip()
    listed = (
        _LISTED_BEFORE.search(before_subject)
        or RELATIVE_LIST_BEFORE.search(before_subject)
        or _KEYWORDS_LISTED_BEFORE.search(before_subject)
    )
    start = effect + listed.start() if listed else m.start("subject")
    return sentence_before[start : m.end("subject")].strip()


SET_OFF_EXCEPTION = re.compile(
    rf", ({EXCEPTION} (?!(?:it|they|that)\b)[^,.;\"]+?"
    # a list of exceptions too, up to the group's verb ("except for Caves, Deserts, and
    # Gates, are")
    r"(?:, (?:and |or )?[^,.;\"]+?)*),"
    r"(?= (?:are|is|has|have|gains?|gets?|becomes?|loses?)\b|\s*$)"
)
"""An exception set off by commas inside a subject ("Each creature you control, except for
Walls, has ...", "Lands you control, other than this land, are ...")."""


_JOINED_SUBJECT = re.compile(
    r"(?:(?<!\bthat )(?<!\bwhich )\b(?:gets?|loses?|has|have|gains?|is|are|becomes?|creates?)\b"
    # (or a clause that opens with its verb: "Exile target card from a graveyard and Elves
    # you control gain ...")
    rf"|(?:^|(?<=: )|(?<=, )|(?<=\bthen )){OPENS_WITH_A_VERB})"
    r".*? and "
    r"(?P<subject>(?:(?:[a-z]+ing|nontoken|untapped|tapped) )*"  # "attacking Humans"
    r"(?:[A-Z]|(?:each|all|other|another|target|that|enchanted|equipped|up to"
    r"|two|three|four)\b|\w+s you control\b).*)"
)
"""A subject of its own after a clause that has its own verb: in "target creature you
control gets +1/+1 until end of turn and Elves you control gain ..." or "scry 1 and Elves you
control gain ...", the Elves gain it;
what the first subject gets before "and" ("gets +1/+0 and first strike") is no subject."""


_CHOSEN_BEFORE = re.compile(
    r"(?:[^:\"]*: )?(?:[Tt]hen )?(?:[Yy]ou may )?[Cc]hoose"
    r" (?!(?:one|two|three)(?: or (?:both|more))? —"
    r"|an? (?:color|number|mode|(?:creature |card |basic land |land )?type)\b)"
)
"""A sentence that chooses objects ("choose any number of creatures you control", "choose
two of them"), not modes ("choose one —")."""
_CHOOSES_NO_OBJECT = re.compile(
    r"(?:[Tt]hen )?[Cc]hoose an? (?:color|number|(?:creature |basic land |land )?type)\.\s*"
)
"""A sentence that only chooses a color, a number or a type ("Then choose a color."): it
names no object a later pronoun could stand for."""


def named_as_this(sentence: str, self_words: str) -> str:
    """A trigger that names the card by its name beside others ("Whenever Sylvanor or
    another Elf you control enters", older text's "Whenever Ezuri or another ...") as current
    text writes it, "this card or another ...", which `triggering_group` reads (201.4b)."""
    return re.sub(
        rf"^((?:[^—.]*— )?(?:When|Whenever) )(?![Tt]his )(?:{self_words}) or ",
        r"\1this card or ",
        sentence,
    )


def holder_of_quote(before: str, self_words: str, *, creates_token: bool) -> Holder:
    """Who has a quoted ability, from the paragraph's text before the quote. A pronoun
    subject ("They also have", "It has") stands for the subject of the sentence before
    ("Goblins you control get +1/+0. They also have ..."; "This creature gets +1/+1. It
    also has ...")."""
    *earlier, sentence = (named_as_this(part, self_words) for part in masked_sentences(before))
    if creates_token:
        return Holder(Owner.TOKEN)
    if _grants_itself(sentence, self_words, earlier):
        return Holder(Owner.SELF)
    copied = _holder_of_a_copy(sentence, self_words, earlier)
    if copied is not None:
        return copied
    while earlier and _CHOOSES_NO_OBJECT.fullmatch(earlier[-1]):
        # "untap all Elves you control. Then choose a color. They gain ...": the Elves
        earlier.pop()
    subject = grant_subject(sentence)
    if subject is None:
        return Holder(Owner.OTHER)
    before_subject = sentence[: max(sentence.rfind(subject), 0)]
    excepted_it = re.search(rf"({EXCEPTION} )it\b", subject)
    if excepted_it and pronoun_is_self(before_subject, sentence, self_words):
        # "Whenever this creature attacks, each Elf you control other than it gains ...": the
        # card "it" stands for, excepted (probe wi99)
        subject = (
            f"{subject[: excepted_it.start()]}{excepted_it[1]}this permanent"
            f"{subject[excepted_it.end() :]}"
        )
    if subject.lower() == "each of them":
        subject = "they"  # "Each of them gains ...": each of the objects "they" stands for
    if not re.search(rf"\b(?:{WHILE}|[Uu]nless)\b", before_subject):
        # "untap them. Each of those creatures gains ...", "Until end of turn, each of those
        # ...": as "Those creatures gain ..." (probe wi20, review; not after a condition that
        # names them, "As long as this creature is paired with another creature, each of
        # those creatures has ...")
        subject = re.sub(r"(?i)^each of (?=those )", "", subject)
    those = _THOSE.fullmatch(subject) is not None
    found = _holder_of_objects_named_before(subject, those, earlier, sentence, self_words)
    if found is not None:
        return found
    if subject.lower() in ("it", "they") or those:
        referred = _subject_referred_to(subject, those, earlier, sentence, self_words)
        if isinstance(referred, Holder):
            return referred
        subject = referred
    return _holder_of_subject(subject, those, earlier, sentence, self_words, before)


def _holder_of_a_copy(sentence: str, self_words: str, earlier: list[str]) -> Holder | None:
    """The holder of "except it has" after a copy the trigger's object becomes ("Whenever a
    nontoken creature you control enters, you may have it become a copy of this creature,
    except it has ..."): the object that entered, the card too where it is one (603.2).
    None where the sentence has no such copy."""
    excepted = _EXCEPT_IT.search(sentence)
    copied = copy_subject(sentence[: excepted.start()], self_words, earlier) if excepted else None
    if copied is None or ENDS_IN_PRONOUN.fullmatch(copied) is None:
        return None
    group = triggering_group(sentence)
    return Holder(Owner.GROUP, group) if group else None


def _holder_of_objects_named_before(
    subject: str, those: bool, earlier: list[str], sentence: str, self_words: str
) -> Holder | None:
    """The holder where the subject stands for objects a clause, the sentence before or the
    trigger named with or without the card ("untap all Forests you control and they gain";
    "Both creatures gain"; "Those Goblins gain"; "Each of them gains" after a choice); None
    for other subjects."""
    joined = _PRONOUN_JOINED.fullmatch(subject)
    named = list(NAMES_ANOTHER.finditer(joined["clause"])) if joined else []
    if named:
        # "untap all Forests you control and they gain": the objects the clause named last
        last = re.sub(r"^up to \w+ ", "", named[-1][0])
        plural = _is_group(last) or in_the_plural(named[-1])
        return Holder(Owner.GROUP if plural else Owner.OTHER, last)
    both = those or _NAMED_BEFORE.match(subject) is not None
    # (not the card a relative clause names: "untap each creature that crewed it. Those
    # creatures gain ...": the crew, the Vehicle none of them)
    if both and earlier and effect_names_self(RELATIVE_CLAUSE.sub("", earlier[-1]), self_words):
        # "When this creature enters, it fights up to one target creature ... Both creatures
        # gain ..."; "untap this creature and up to one other target creature you control.
        # Those creatures gain ...": the objects the sentence before named, the card among
        # them ("each of those creatures", which names them so)
        return Holder(Owner.GROUP, re.sub(r"(?i)^those ", "each of those ", subject))
    of_kind = _joined_by_kind(subject, earlier, sentence, self_words)
    if of_kind is not None:
        return Holder(Owner.GROUP, of_kind)
    if both or subject.lower() == "they":
        beside = _trigger_object_beside_target(earlier)
        if beside is not None:
            return Holder(Owner.GROUP, beside)
    if (
        subject.lower() == "they"
        and earlier
        and _CHOSEN_BEFORE.match(without_conditions(earlier[-1]))
    ):
        # "Choose any number of creatures you control. Each of them gains ...": the chosen
        # objects, other objects (as targets are)
        return Holder(Owner.OTHER, subject)
    return None


def _subject_referred_to(
    subject: str, those: bool, earlier: list[str], sentence: str, self_words: str
) -> Holder | str:
    """What "it", "they" or "those ..." refers to in the sentence before: the card itself
    (a `Holder`), that sentence's subject, or the group it named last ("Untap all creatures
    you control. They gain ..."); the subject unchanged where nothing came before.
    `sentence` is the subject's, up to the quoted ability."""
    if not earlier:
        return subject
    plural = subject.lower() == "they"
    pronoun = "they" if plural else subject.lower()
    # (not an object moved away before and put back since, or not moved: "exile another
    # target creature you control. Return that card to the battlefield ..., then it gains
    # ..."; "If you don't, it gains ...")
    if antecedent_after_clause_is_self(sentence, earlier, self_words, pronoun):
        return Holder(Owner.SELF)
    # past sentences only players act in ("Untap all Elves you control. Scry 1. They gain
    # ..."): the sentence before them
    earlier = _past_player_only(earlier)
    antecedent = SENTENCE_SUBJECT.match(earlier[-1])
    if antecedent is not None:
        return antecedent["subject"]
    if not (plural or those):
        return subject
    # "Untap all creatures you control. They gain ...": the group the sentence before named
    # last, whatever its verb
    effect = without_conditions(COST_FIRST.sub("", earlier[-1]))
    # not objects chosen ("Choose up to two creatures you control. They gain ...": the chosen
    # ones, other objects)
    groups = [
        m
        for m in _GROUP_NAMED.finditer(effect)
        if not re.search(r"\b[Cc]hoose (?:up to \w+ |\w+ )?$", effect[: m.start()])
    ]
    if not groups:
        return subject
    # two groups joined by "and" are both ("untap each attacking Knight and each attacking
    # Soldier. They gain ...")
    if len(groups) > 1 and effect[groups[-2].end() : groups[-1].start()] == " and ":
        return effect[groups[-2].start() : groups[-1].end()]
    return groups[-1][0]


def _holder_of_subject(
    subject: str, those: bool, earlier: list[str], sentence: str, self_words: str, before: str
) -> Holder:
    """The holder a subject names, once pronouns are resolved: objects named before, the
    objects of a trigger, a group (the card among them where it is one) or another object."""
    if _NAMED_BEFORE.match(subject):
        # "As long as this creature is paired with another creature, both creatures have
        # ...": the objects the sentence named before, the card among them if it named it
        named_self = self_mention(self_words).search(sentence[: sentence.rfind(subject)])
        return Holder(Owner.GROUP if named_self else Owner.OTHER, subject)
    those_now = subject.lower().startswith("those ") and not earlier
    trigger = TRIGGER.match(ability_words(sentence)) if those_now else None
    if trigger:
        if others_named(sentence[trigger.end() : sentence.rfind(subject)]):
            # the objects the effect named since ("put a counter on each of up to two target
            # creatures you control, and those creatures gain ..."): targets, not the card,
            # unless the effect named it among them ("put a +1/+1 counter on it and on up to
            # one other target creature you control, and those creatures gain ...")
            if effect_names_self(sentence[: sentence.rfind(subject)], self_words):
                return Holder(Owner.GROUP, re.sub(r"(?i)^those ", "each of those ", subject))
            return Holder(Owner.OTHER, subject)
        # "Whenever one or more Cat tokens you control attack, those Cats gain ...": the
        # objects the trigger names, "tokens" and all
        group = triggering_group(sentence)
        if group is not None:
            return Holder(Owner.GROUP, group)
    if those and earlier and (group := _triggering_group(earlier)) is not None:
        # "Whenever one or more Goblins you control attack, untap them. Those Goblins gain
        # ...": the trigger's objects, which the sentence before referred to
        return Holder(Owner.GROUP, group)
    if _is_group(subject):
        group = that_player(subject, before, self_words)
        return Holder(Owner.GROUP, _quotes_put_back(group, before))
    if _TRIGGERING_OBJECT.fullmatch(subject):
        # the object that set off the trigger: any one of those the event describes, the
        # card too where it is one (603.2: "a creature you control" is the card as well),
        # in the trigger's sentence or after it, where that sentence's "it" stood for it
        # ("Whenever an Elf you control becomes tapped, untap it. It gains ...")
        group = (
            triggering_group(sentence)
            if not earlier
            else _triggering_group(earlier, singular=subject.lower() == "it")
        )
        if group is not None:
            return Holder(Owner.GROUP, group)
    return Holder(Owner.OTHER, subject)


_KIND = r"(?:[A-Z][\w'-]* )*[A-Z][\w'-]*"
"""A kind of objects by its subtypes ("Goblins", "Elf Warriors", "Merfolk")."""


def _joined_by_kind(
    subject: str | None, earlier: list[str], sentence: str, self_words: str
) -> str | None:
    """The objects of a kind a trigger names with the card ("Whenever this creature and at
    least one other Goblin attack, untap those Goblins. They gain ..."; "..., those Elves
    gain ..."), as a group the card is in only where it is of that kind ("each of those
    Goblins"): None for other subjects."""
    if subject is None:
        return None
    if _THOSE.fullmatch(subject) and earlier:
        # "untap those Goblins. Those Goblins gain ...": the trigger's, as "They" would be
        those, opening = subject, ability_opening(earlier)
    elif _THOSE.fullmatch(subject):
        trigger = TRIGGER.match(ability_words(sentence))
        those, opening = subject, trigger[0] if trigger else None
    elif subject.lower() == "they" and earlier:
        named = re.search(rf"\bthose {_KIND}", earlier[-1])
        those, opening = (named[0] if named else ""), ability_opening(earlier)
    else:
        return None
    if those and opening and re.search(rf"(?:{self_words}){JOINED.pattern}", opening):
        return f"each of t{those[1:]}"  # "each of those Goblins": by their kind
    return None


def _past_player_only(earlier: list[str]) -> list[str]:
    """The sentences before a pronoun without the last ones that only players act in ("you
    may draw a card. If you do, discard a card."): what the pronoun stands for is named
    before them; the first sentence always stays."""
    while len(earlier) > 1 and names_no_object(without_conditions(earlier[-1])):
        earlier = earlier[:-1]
    return earlier


def _triggering_group(earlier: list[str], *, singular: bool = False) -> str | None:
    """The triggering objects a pronoun opening a sentence stands for: those of the trigger
    of the sentence before, where that sentence's effect named nothing else and referred to
    them ("it", "them", "those creatures"), past sentences only players act in ("Whenever an
    Elf you control enters, you may draw a card. If you do, discard a card. It gains ..."),
    and for a `singular` pronoun past objects named in the plural ("Whenever an Elf you
    control attacks, untap all lands you control. It gains ...")."""
    if moves_a_card_back(earlier):
        return None  # "mill a card. If it's a land card, return it to the battlefield."
    earlier = _past_player_only(earlier)
    previous = ability_words(earlier[-1])
    trigger = TRIGGER.match(previous)
    if trigger is None:
        acted = without_conditions(previous)
        if len(earlier) > 1 and _REFERS_BACK.search(acted) and not _others_than_its_own(acted):
            # a step that only refers back to them ("Untap them. They gain ..."): they go on
            # standing for the trigger's objects of the sentences before
            group = _triggering_group(earlier[:-1])
            event = next((t[0] for e in earlier if (t := TRIGGER.match(ability_words(e)))), "")
            return group if group is not None and _that_one_is(acted, group, event) else None
        return None
    effect = previous[trigger.end() :]
    # "untap it", or of several ("Whenever one or more Elves you control become tapped,
    # untap them"; "untap those creatures"), or an effect only players act in ("Whenever an
    # Elf you control attacks, you gain 1 life. It gains ...")
    # (an intervening "if" names no object the effect acts on, 603.4)
    acted = without_conditions(effect)
    if not (
        _REFERS_BACK.search(acted)
        or names_no_object(acted)
        or (singular and names_only_plural(acted))
    ):
        return None
    others = _others_than_its_own(before_trailing_condition(acted))
    if [m for m in others if not (singular and in_the_plural(m))]:
        return None  # not "if you control another Elf", which names no object acted on
    group = triggering_group(previous)
    return group if group is not None and _that_one_is(acted, group, trigger[0]) else None


def _that_one_is(effect: str, group: str, event: str) -> bool:
    """Whether each "that creature" or "that Elf" of an effect is the trigger's object of
    `group`, not another object the `event` names by that noun ("Whenever an Elf you control
    becomes blocked by a creature, gain control of that creature": the blocker)."""
    for m in _THAT_ONE.finditer(effect):
        noun = m[0].split(" ", 1)[1].removesuffix("'s")
        named = len(re.findall(rf"\b{re.escape(noun)}s?\b", event, re.IGNORECASE))
        if named - bool(re.search(rf"\b{re.escape(noun)}s?\b", group, re.IGNORECASE)) > 0:
            return False
    return True


def _trigger_object_beside_target(earlier: list[str]) -> str | None:
    """The trigger's objects where the sentence before names "it" or "them", the objects that
    set off the trigger, first and beside a target ("Whenever an Elf you control attacks,
    untap it and up to one other target creature you control. They gain ..."; "Whenever one
    or more Elves you control attack, untap them and target land you control. They gain
    ..."): the card too where it is one of them (603.2). None otherwise."""
    if not earlier:
        return None
    previous = ability_words(earlier[-1])
    trigger = TRIGGER.match(previous)
    if trigger is None:
        return None
    effect = previous[trigger.end() :]
    it = re.search(r"\b(?:it|them) and (?:up to \w+ )?(?:other |another )?target\b", effect)
    if it is None or others_named(effect[: it.start()]):
        return None
    return triggering_group(previous)


_THAT_ONE = re.compile(rf"that (?:creature|permanent|{_KIND})")
"""The trigger's object named again ("untap that Elf", "that creature", 603.2)."""
_REFERS_BACK = re.compile(rf"\b(?:it|them|they|those (?:[A-Za-z]+s|{_KIND})|{_THAT_ONE.pattern})\b")
"""Words of an effect for the objects its trigger named ("untap them", "untap those Elf
Warriors", "untap that Elf")."""


def _others_than_its_own(effect: str) -> list[re.Match[str]]:
    """The other objects an effect names, not the trigger's own named again ("that Elf"),
    nor a library's cards ("look at the top two cards of your library")."""
    return [
        m
        for m in others_named(effect)
        if not _THAT_ONE.fullmatch(m[0]) and not OF_A_LIBRARY.match(effect, m.start())
    ]


_THOSE = re.compile(rf"(?i:those )(?:(?:attacking|blocking|tapped|untapped) )?(?:[a-z]+s|{_KIND})")
"""A subject that stands for the objects the sentence before named, as "they" does ("Untap
all creatures you control. Until end of turn, those creatures gain ...")."""
_GROUP_NAMED = re.compile(
    # with a relative clause on what its members are ("each creature you control that isn't
    # an Elf")
    r"\b(?:[Aa]ll|[Ee]ach|[Ee]very) [^.,;]*? you control\b"
    r"(?: that(?:'s| is| are| isn't| aren't| is not| are not| has| have) [^.,;]*)?"
    # "untap each attacking Knight": a group by its states and a subtype
    r"|\b(?:[Aa]ll|[Ee]ach|[Ee]very) (?:(?:[a-z]+ing|tapped|untapped|nontoken|other) )+"
    r"[A-Z][\w'-]*\b"
    r"|\b(?:(?:up to \w+ )?(?:other )?target |(?:the )?other (?:[a-z][\w-]* ){0,2}?)?"
    r"[A-Z]?[a-z]+s you control\b"
    # "untap your creatures": a player's permanents by "your" (110.2)
    r"|\byour (?!opponent)(?:[a-z][\w-]* ){0,2}"
    r"(?:creatures|lands|artifacts|enchantments|permanents|planeswalkers|[A-Z][a-z'-]+s)\b"
)
"""A group of permanents an effect names: "all creatures you control", "each Treefolk you
control", "lands you control" (a word without a quantifier counts when plural), with what
qualifies it ("up to two other target creatures you control", "the other creatures you
control", "other tapped creatures you control"), or by its states and a
subtype ("each attacking Knight")."""
_PRONOUN_JOINED = re.compile(r"(?P<clause>.+) and (?:it|they)", re.IGNORECASE)
"""A pronoun subject joined to a clause of the same effect ("untap another Merfolk you
control and it gains"): it stands for what that clause named last."""
_TRIGGERING_OBJECT = re.compile(
    r"(?i:it|they|(?:that|those) (?:creature|land|permanent|artifact)s?)"
    rf"|(?i:those|that) {_KIND}"  # "those Elves", "those Elf Warriors", "that Elf"
)
"""A pronoun for the object a trigger event names."""


def _quotes_put_back(subject: str, before: str) -> str:
    """A subject read from masked text with the quotes that describe its members put back
    ('Lands you control that have "{T}: Add {C}."'): the last quotes of `before` are its."""
    masks = list(_MASKED_QUOTE.finditer(subject))
    if not masks:
        return subject
    quotes = QUOTED.findall(before)[-len(masks) :]
    for mask, quote in zip(reversed(masks), reversed(quotes), strict=True):
        subject = f'{subject[: mask.start()]}"{quote}"{subject[mask.end() :]}'
    return subject


_MASKED_QUOTE = re.compile(rf'"{MASK}\.?"')


_LIST_JOINT = f"(?:{LIST_SEPARATOR.pattern})"
_LISTED_BEFORE = re.compile(
    r"(?:^|(?<=[.;:—] ))(?:(?:(?:[Ee]ach|[Aa]ll|[Ee]very) (?:other )?|[Oo]ther "
    rf"|{YOUR_GROUP_OPENING})?"  # "Your Goblins, Kobolds, and " before "Orcs have"
    rf"(?:(?:[A-Z][\w'-]*|[a-z]+s|non[\w-]+){_LIST_JOINT})+"
    # singular card types after "each" ("Each artifact, creature, and land you control has")
    rf"|(?:[Ee]ach|[Ee]very) (?:other )?(?:(?:{_CARD_TYPE_CHOICE}|non[\w-]+){_LIST_JOINT})+)$"
)
"""The items of a list before a grant's subject, from the sentence's start: "Elves, Druids,
and " before "Rangers you control have", "Artifacts, creatures, and " before "lands ...",
"Noncreature, nonland, " before "nontoken permanents ...", "Each artifact, creature, and "
before "land you control has"."""

_KEYWORDS_LISTED_BEFORE = re.compile(
    r"(?:^|(?<=[.;:—] ))[A-Z][^.,;:\"—]*? with(?:out)? (?:[a-z]+(?: [a-z]+)?, (?:and |or )?)+$"
)
"""The items of a list of keywords in the subject's "with" or "without", before its last:
"Creatures you control with flying, first strike, " before "or trample have"."""

RELATIVE_LIST_BEFORE = re.compile(
    r"(?:^|(?<=[.;:—] ))[A-Z][^.,;:\"—]*? "
    r"(?:(?:that|which|who)(?:'s| (?:is|are))(?:n't| not)? (?:also )?|other than |except (?:for )?)"
    # items named by subtypes, or card types in the plural ("that are artifacts, creatures, ")
    r"(?:(?:an? )?(?:(?:[A-Z][\w'-]* )*[A-Z][\w'-]*"
    r"|(?:artifact|creature|enchantment|land|planeswalker|battle)s)(?:, and |, or |, ))+$"
)
"""The items of a list in a relative clause of the subject, before its last: "Creatures you
control that are Elves, Druids, " before "or Rangers have" (items of several words too: "Elf
Warriors, Elf Druids, "), or of a list the clause or an exception denies ("that aren't
Goblins, Rangers, ", "other than Caves, Deserts, ")."""


def holder_of_reminder(
    own_text: str, before: str, self_words: str, card: CardTraits
) -> tuple[Holder, str | None] | None:
    """Who has the ability a keyword's reminder text restates, and the keyword.

    The reminder follows the keyword (CR 702): on a keyword line of the card's own, the
    card has it; in "create ... tokens with <keyword>", the tokens; in "<subject>
    gains/has <keyword>", the subject. None when the text before it is none of these.
    """
    clause = _TRAILING.sub("", before.strip()).rstrip()
    keyword = _KEYWORD_AT_END.search(clause)
    name = keyword["keyword"].capitalize() if keyword else None
    if is_keyword_line(own_text):
        return Holder(Owner.SELF), name
    # the clause the keyword ends: "create two Elf tokens, then Elves you control gain
    # attunement" grants it to the Elves, not the tokens
    sentence = re.split(r",? then ", last_sentence(clause))[-1]
    if CREATES_TOKEN.search(without_conditions(sentence)):  # not "Whenever you create a token"
        return Holder(Owner.TOKEN), name
    grant = re.search(rf"^(?P<before>.*?\b{_GRANT_VERB})\b[^.]*$", sentence)
    if grant is None:
        # "this land becomes a 3/3 Elemental creature with verdance 1": the card's
        return (Holder(Owner.SELF), name) if _grants_itself(sentence, self_words) else None
    # the keyword is granted as a quoted ability is, to the same subject ("This creature
    # gets +1/+1 until end of turn. It gains rootcall ...": the card; "Whenever a creature
    # you control enters, it gains sapflow": the trigger's object, 603.2)
    earlier = sentences(QUOTED.sub(mask_quote, clause))[:-1]
    holder = holder_of_quote(
        " ".join([*earlier, f"{grant['before']} "]), self_words, creates_token=False
    )
    return holder, name


_AFTER_OBJECTS = re.compile(
    r",? then |, and |,? equal to | for each "
    r"| and (?!on\b|each\b|all\b|another\b|other\b|target\b|up to\b|an?\b|[A-Z])"
)
"""What may follow the objects a counter is put on: the next effect ("on it, then scry 1";
"on it and you gain 1 life") or the count; not another object ("and each other Elf you
control", "and a harvest counter on ...")."""

_PUTS_COUNTERS = re.compile(
    r"\b(?:put|distribute)s? (?:[\w+/-]+ ){0,4}?(?P<kind>[\w-]+) counters? (?:on|among) "
    r"(?P<target>[^.]+)",
    re.IGNORECASE,
)
"""An effect that puts counters on objects, the first kind it names ("put a bloom counter on
it and a harvest counter on ...", "distribute three bloom counters among ...")."""

_COUNTER_JOINT = re.compile(
    r",? and (?:(?:an?|\w+) (?P<kind>[\w-]+) counters? )?on |,? and (?=(?:each|all|another)\b)"
)
"""Between two objects a counter is put on: "it and on each other creature", "it and a
harvest counter on up to one target land" (that one gets a harvest counter)."""

_COUNTER_REMINDER = re.compile(
    r"^(?P<action>(?:[^.\"]+\. )*?)"
    r"An? (?P<holder>[\w -]+?) with an? (?P<kind>[\w-]+) counter on it (?:has|have)\b",
    re.IGNORECASE,
)
"""Reminder text that states what a kind of counter gives ("(A creature with a bloom counter
on it has "{T}: Add {G}.")", as a keyword counter's does, CR 122.1b), after what a keyword
action does, if it says ("(Put two ember counters on target land you control. A land with an
ember counter on it has ...)", 701): `action`."""


def states_a_counters_ability(reminder: str) -> bool:
    """Whether reminder text states what a kind of counter gives (`holder_of_counter`)."""
    return _COUNTER_REMINDER.match(reminder) is not None


def holder_of_counter(
    reminder: str, before: str, self_words: str, card: CardTraits
) -> tuple[list[Holder], str] | None:
    """Who has the ability a counter's reminder text states, and the counter ("bloom
    counter"): each object the text before it puts the counter on ("put a bloom counter on
    it" after "When this creature enters", the card; "on target creature", another; "on each
    creature you control", a group; "on it and on each other creature you control", the card
    and the group). The reminder says what has it ("A land with a growth counter on it has
    ..."): "it" is the card only if the card can be one. None when the reminder states no
    counter's ability, or the text puts no such counter anywhere."""
    stated = _COUNTER_REMINDER.match(reminder)
    if stated is None:
        return None
    before = f"{before} {stated['action']}"  # a keyword action's reminder may put them
    # the sentence that puts the counter: the last before the reminder that does
    put = None
    kind = stated["kind"].lower()
    targets: list[str] = []
    for sentence in reversed(sentences(QUOTED.sub(f'"{MASK}"', before))):
        sentence = named_as_this(sentence, self_words)
        put = _PUTS_COUNTERS.search(sentence)
        if put is None:
            continue
        # to the end of the objects: not what the effect does next ("on it, then scry 1")
        # nor how many ("on it equal to the number of Forests you control"); each object
        # after "and a harvest counter on" gets that kind
        objects = _AFTER_OBJECTS.split(put["target"].strip())[0]
        put_kind, start = put["kind"].lower(), 0
        for joint in _COUNTER_JOINT.finditer(objects):
            if put_kind == kind:
                targets.append(objects[start : joint.start()])
            put_kind, start = (joint["kind"] or put_kind).lower(), joint.end()
        if put_kind == kind:
            targets.append(objects[start:])
        if targets:
            break
    if not targets:
        # "This land enters tapped with a growth counter on it" (614.1c): the card's
        enters = re.search(
            rf"^(?:{self_words}) enters\b[^.]*?\bwith (?:[\w-]+ ){{1,4}}?"
            rf"{re.escape(stated['kind'])} counters? on it\b",
            last_sentence(before),
            re.IGNORECASE,
        )
        if enters is None or belongs_to(stated["holder"], card) is False:
            return None
        return [Holder(Owner.SELF)], f"{stated['kind'].lower()} counter"
    holders = []
    assert put is not None  # found with its targets above
    for target in targets:
        trigger = TRIGGER.match(ability_words(sentence))
        joined = trigger is not None and re.search(
            rf"(?:{self_words}){JOINED.pattern}", trigger[0], re.IGNORECASE
        )
        effect = sentence[trigger.end() if trigger else 0 : put.start()]
        if target.lower() in ("them", "each of them") and joined and not others_named(effect):
            # "Whenever this creature and at least one other creature attack, put a bloom
            # counter on each of them": the card among them, and the others
            if belongs_to(stated["holder"], card) is not False:
                holders.append(Holder(Owner.SELF))
            holders.append(Holder(Owner.OTHER, target))
            continue
        of_trigger = _TRIGGERING_OBJECT.fullmatch(target) or target.lower() == "each of them"
        group = triggering_group(sentence) if of_trigger else None
        if group is not None:
            # the object that set off the trigger ("Whenever a creature you control attacks,
            # put a bloom counter on it"): any the event describes, the card too where it is
            # one and can be what the reminder names
            fits = belongs_to(stated["holder"], card) is not False
            holders.append(Holder(Owner.GROUP, group) if fits else Holder(Owner.OTHER, target))
            continue
        named = re.fullmatch(self_words, target)
        itself = named or (
            target == "it"
            and pronoun_is_self(sentence[: put.start("target")], sentence, self_words)
        )
        if itself and belongs_to(stated["holder"], card) is not False:
            holders.append(Holder(Owner.SELF))
        elif named:
            continue  # "A creature with a bloom counter ..." on this land: no ability of it
        elif itself and re.search(rf"\b{re.escape(stated['holder'])}", sentence[: put.start()]):
            # "it" stands for an object of the kind the reminder names, named before it
            # ("Whenever a land you control enters, if this creature is untapped, put a
            # growth counter on it. (A land with ...)"): that one
            holders.append(Holder(Owner.OTHER, target))
        elif itself:
            continue  # the card, which can't be what the reminder names: no one's
        elif NO_LAND_AMONG.search(target) and _LANDS_ONLY.fullmatch(stated["holder"]):
            # "on each nonland permanent you control" or "... that isn't a land. (A land
            # with ...)": no land gets one
            continue
        elif re.match(rf"(?:each|all)\b(?! of)|(?:each|all) of {YOUR_GROUP_OPENING}", target, re.I):
            # (not "one of your lands": one chosen, another object by documented decision)
            # a group, the card among its members only if it can be what the reminder names
            # ("put a bloom counter on each Elf you control. (A creature with ...)" on a
            # Kindred artifact: the Elf creatures'; "each of your creatures", 110.2)
            fits = belongs_to(stated["holder"], card) is not False
            holders.append(Holder(Owner.GROUP if fits else Owner.OTHER, target))
        else:
            holders.append(Holder(Owner.OTHER, target))
    return holders, f"{stated['kind'].lower()} counter"


NO_LAND_AMONG = re.compile(
    r"\bnonland\b|\bthat (?:aren't|isn't|are not|is not) (?:an? )?lands?\b(?! creatures?\b)",
    re.IGNORECASE,
)
"""A group that leaves every land out ("each nonland permanent", "permanents you control that
aren't lands"; not "that aren't land creatures"): no land is one, nor gets a land type
(205.3d)."""
_LANDS_ONLY = re.compile(r"(?:an? |each )?(?:basic |nonbasic |snow )?lands?", re.IGNORECASE)
"""A reminder's holder that is lands only ("A land with ..."; not "A creature or land")."""


def is_keyword_line(own_text: str) -> bool:
    """A paragraph that is only keywords ("Flying, firebending 2"): no sentence (702.1),
    though a keyword's X may be defined after it ("Firebending X, where X is ..."), its cost
    may follow a dash ("Wellspring—Return a land you control to its owner's hand."), and a
    keyword may name a quality ("Hexproof from each color")."""
    keywords = _WHERE_X.sub("", own_text)
    named = _FROM_QUALITY.sub("", keywords.split("—", 1)[0])
    return bool(_KEYWORD_LINE.fullmatch(keywords)) and not _NOT_KEYWORD_LINE.search(named)


_FROM_QUALITY = re.compile(r"\bfrom (?:each|every|all) \w+")
"""'Protection from each color', 'hexproof from each color' (702.16, 702.11): a keyword."""


def _is_group(subject: str) -> bool:
    """A subject that names a group, not one object: "All Slivers", "Each creature you
    control", "Creatures your opponents control", "Elves", "Target creature and each other
    creature that shares a creature type with it", "attacking Humans" (its states first)."""
    subject = re.sub(r"^(?:(?:[a-z]+ing|nontoken|untapped|tapped) )+(?=\S)", "", subject)
    subject = _DISTRIBUTIVE_EACH.sub("", subject)  # "your Zombies each gain ..."
    words = subject.split()
    first = words[0] if words else ""
    return bool(
        re.match(r"(?:all|each|every|other|both)\b", subject, re.IGNORECASE)
        or _YOUR_GROUP.match(subject) is not None  # "your creatures"
        or PLAYERS_GROUP.match(subject) is not None  # "each player's creatures"
        # "Goblin Shamans", "Elf Druids": capitalised words, the last a plural
        or (
            len(words) > 1
            and all(w[:1].isupper() for w in words)
            and words[-1].endswith("s")
            and not words[-1].endswith(("ss", "'s"))
        )
        or re.search(r"\b(?:and|or) (?:each|all|every)\b", subject, re.IGNORECASE)
        # "Elf creatures", "Goblin artifacts": subtypes before a card type in the plural
        or re.fullmatch(
            r"(?:(?![A-Z][a-z]*(?:ed|ing)\b|Target\b)[A-Z][\w'-]* )+"
            r"(?:creature|artifact|enchantment|land|permanent)s",
            subject,
        )
        or _YOUR_COMMANDER.fullmatch(subject)
        or re.search(r"\b(?:controls?|you own)\b", subject)
        or (
            first.endswith("s")
            and not first.endswith("ss")
            and first.lower() not in ("this", "its")
        )
    )


def _grants_itself(sentence: str, self_words: str, earlier: list[str] | None = None) -> bool:
    """Whether `sentence` grants its quote to the card itself: its subject names the card,
    or is a pronoun that stands for it; a copy's exception is the copy's (`earlier`: the
    sentences before, for what a pronoun opening this one stands for)."""
    names_self = self_mention(self_words)
    for start in _SELF_SUBJECT_START.finditer(sentence):
        named = names_self.match(sentence, start.end())
        pronoun = None if named else _PRONOUN_SUBJECT.match(sentence, start.end())
        if pronoun is None and named is None and start[0] == ": ":
            pronoun = _IT_AFTER_COST.match(sentence, start.end())  # "{1}, Discard a card: It"
        subject = named or pronoun
        if subject is None or not _SELF_SUBJECT_REST.fullmatch(sentence, subject.end()):
            continue
        if start[0].strip() == "except" and not names_a_copy(sentence[: start.start()]):
            continue  # "Creatures you control except this creature have ...": all but it
        if start[0].strip() == "and" and _EXCEPTION_OPEN.search(sentence, 0, start.start()):
            continue  # "Lands you control other than Gates and this land have ...": too
        word = pronoun[0].lower().replace("each of them", "they") if pronoun else ""
        if pronoun is None or word not in ("it", "they"):  # "he", "she": a name
            return True
        if start[0].strip() == "except":  # a copy's exception: the copy's (707.9b)
            return copy_subject(sentence[: start.start()], self_words, earlier) is None
        if pronoun_is_self(sentence[: pronoun.start()], sentence, self_words, word):
            return True
        clause = sentence[: pronoun.start()]
        if (
            earlier
            and not others_named(without_conditions(clause))
            # (not an object moved away before and put back since, or not moved: "exile
            # another target creature you control. Return that card to the battlefield ...,
            # then it gains"; "you may exile target creature. If you don't, it gains ...")
            and antecedent_after_clause_is_self(clause, earlier, self_words, word)
        ):
            # opening its clause, what it stood for before ("you may sacrifice another
            # creature. If you do, it and up to one other target creature you control each
            # gain ...": the card its trigger named)
            return True
        # a pronoun for another object may be joined to the card ("it and this creature
        # each gain ..."): the next start is read too
    return False


_BECOMES_COPY = re.compile(
    r"(?:^|[.:,—] |\bhave |\band )(?P<subject>(?:(?!\band\b)[^.:,])*?) (?:enters?|becomes?)\b"
    r"(?: tapped)?(?: as)? (?:a copy|copies) of\b"
    r"|\b[Pp]ut (?P<put>[^.:,]*?) onto the battlefield(?: tapped)?(?: under [^.:,]*? control)?"
    r" as a copy of\b"
)
"""The object that becomes, enters or is put onto the battlefield as a copy ("You may have
this creature enter as a copy of ...", "Target creature becomes a copy of ...", "put a
creature card from your hand onto the battlefield as a copy of ..."): its exception is that
object's."""


def names_a_copy(text: str) -> bool:
    """Whether `text` has an object become, enter or be put onto the battlefield as a copy
    (`_BECOMES_COPY`), not a token created as one ("create a token that's a copy of ...")."""
    return _BECOMES_COPY.search(text) is not None


def copy_subject(before: str, self_words: str, earlier: list[str] | None = None) -> str | None:
    """The words that name the object an exception ("..., except it has ...", "..., except
    it's an Island") is about, the one that becomes, enters or is put onto the battlefield as
    a copy (707.9b: "Another target land you control becomes a copy of this land ...";
    "Target creature becomes a copy of another target creature ..."), where it is not the
    card; None where it is the card ("This creature becomes a copy ...", "It becomes ..."
    after a sentence about the card, `earlier`), or where no such object is named."""
    copies = list(_BECOMES_COPY.finditer(before))
    if not copies:
        return None
    copy = copies[-1]
    named = "subject" if copy["subject"] is not None else "put"
    words = re.sub(r"^(?:(?:[Tt]hen )?you may )?have ", "", copy[named])  # "you may have X"
    if self_mention(self_words).search(words):
        return None
    sentence = before.rfind(". ", 0, copy.start(named)) + 1
    if not ENDS_IN_PRONOUN.fullmatch(words) or _SPELL_CAST.search(
        before, sentence, copy.start(named)
    ):
        # "Whenever you cast a creature spell, you may have it enter as a copy ..."
        return words
    if triggering_group(before) is not None:
        # "Whenever an opponent plays a land, you may have it become a copy ...": the object
        # of the trigger's event (603.2)
        return words
    # the pronoun stands for what the words before it named ("When this land enters, you may
    # have it become ..."), not the card the copy is of ("... a copy of this land"); else for
    # what the sentence before named ("Untap this creature. It becomes a copy ...", "Choose
    # another land you control. You may have it become a copy ...")
    prefix = before[: copy.end(named) - 2]
    if pronoun_is_self(prefix, prefix, self_words):
        return None
    if earlier and not others_named(without_conditions(prefix[sentence:])):
        return None if antecedent_is_self(earlier, self_words) else words
    return words


def names_another_object(effect: str) -> bool:
    """Whether an effect names an object other than the card for a pronoun to stand for."""
    return bool(others_named(effect))


def it_of_trigger(ability: str, card: CardTraits) -> bool | None:
    """Whether "it" in the effect of `ability` may stand for the card, as far as its trigger
    tells: True where the trigger names no object of a kind ("When this creature enters,
    ..."), None where that object may be the card ("Whenever a creature you control deals
    combat damage to a player, ...", 603.2), False where it can't ("Whenever another creature
    you control ...")."""
    group = triggering_group(ability)
    if group is None:
        return True
    return None if belongs_to(group, card) is not False else False


def it_beside_token_is_card(before: str, card: CardTraits) -> bool:
    """Whether "It" in "It and that token each gain ..." may stand for the card: where the
    ability's effect names nothing but the token, "It" is the card ("When this creature
    enters, create a 1/1 Saproling creature token. It and that token ...") or the object of
    the trigger's event, the card too where it is one ("Whenever an Elf you control enters,
    ...", 603.2); not after "Untap target land ... and create a Plant token", nor where the
    event's object is another ("Whenever another creature you control enters")."""
    if (it := it_of_trigger(before, card)) is not True:
        return it is None  # the trigger's object, the card perhaps
    trigger = TRIGGER.match(ability_words(before))
    if trigger and re.search(r"\b(?:equipped|enchanted) \w+", trigger[0]):
        return False  # "Whenever equipped creature attacks, ...": that creature
    effect = without_conditions(COST_FIRST.sub("", before))
    return not [m for m in NAMES_ANOTHER.finditer(effect) if "token" not in m[0]]


ENDS_IN_PRONOUN = re.compile(r"(?:.* )?(?i:it|they|them)")
"""Words that name an object by a pronoun ("it", "you may have it", "have them"): what it
stands for is read from the text before."""
_EXCEPT_IT = re.compile(r", except (?:it|they) (?:has|have)\s*$")
"""A copy's exception that grants the quote after it (707.9b)."""
_SPELL_CAST = re.compile(r"\bcasts? (?:an?|your next) (?:[\w-]+ )*?spell\b")
"""A spell a trigger or effect names as cast: what "it" stands for after it (601.2)."""
