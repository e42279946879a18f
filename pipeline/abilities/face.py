"""Stage 5: the face parser, paragraph by paragraph.

For each paragraph it reads the card's own ability (its shape, replacement effects, add
clauses), then the abilities the paragraph gives to other objects or that the rules give
without printing them in full: quoted abilities, keyword reminder text, predefined
tokens, land type changes and land tokens. Last, the detector checks both ways that every
mention of adding mana was accounted for.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from pipeline.abilities import grammar, landtypes, owners, referents, shapes
from pipeline.abilities.clauses import (
    ADD_VERB,
    CHOSEN_COLOR,
    CHOSEN_TYPE,
    COLOR_WORD,
    COLORS,
    EXCEPT,
    MANA_TYPE_WORDS,
    NAMES_A_COLOR_CHOICE,
    NON_COLORS,
    SYM,
    WORD_COUNT,
    Yield,
    colors_named,
    combine,
    number,
    read_add_clauses,
    symbol_types,
)
from pipeline.abilities.costs import parse_cost
from pipeline.abilities.detector import mentions_adding_mana, unread_wording
from pipeline.abilities.model import (
    FIVE_COLORS,
    MANA_TYPES,
    SIX_TYPES,
    ActivatedAbility,
    Choice,
    CostParts,
    FaceAbilities,
    IssueKind,
    ManaProduction,
    Mechanism,
    ParseIssue,
    SourceKind,
    cost_fields,
    is_own_mana_ability,
)
from pipeline.abilities.owners import (
    COMMAND_ZONE_TYPES,
    CREATES_TOKEN,
    LEAVES_EVENT,
    CardTraits,
    Holder,
    Owner,
)
from pipeline.abilities.text import (
    CONDITIONS_FIRST,
    MASK,
    NESTED_QUOTED,
    NEXT_QUOTE_IN_LIST,
    QUOTED,
    QUOTED_ANY,
    Paragraph,
    Reminder,
    among,
    card_names,
    last_sentence,
    masked_sentences,
    names_itself,
    paragraphs,
    self_names,
    self_pattern,
    sentences,
    without_conditions,
)
from pipeline.abilities.tokens import (
    YOURS,
    PredefinedTokens,
    predefined_tokens,
    token_creators,
)

_WOULD_PRODUCE = r"would (?:produce|add|make|tap for|(?:be|become) tapped for)"
"""A replacement's event on mana production: what a source "would produce", what a player
"would add" ("make" is "produce", as the result's "it makes {W} instead", probes vi26 vt33),
or that a source "would be tapped for" it, "become tapped for" or "tap for" (614.1a, probes we74
ww10)."""
_REPLACEMENT_CONDITION = re.compile(
    # not a past event or a capability in a condition: "If a land you control was tapped for
    # mana this turn, add {G} instead", "If this land wasn't tapped for mana during your last
    # turn, ...", "If you didn't tap another land for mana this turn, ...", "If you control
    # a land that could produce {G}, ..."
    r"(?<!\bwas )(?<!\bwere )(?<!\bbeen )(?<!\bbecame )(?<!\bwasn't )(?<!\bweren't )(?<!\bnot )"
    r"\btapped for\b[^,]*?\bmana\b"
    r"|(?<!\bdidn't )(?<!\bdid not )\btaps? [^,]*? for mana\b"
    rf"|\b{_WOULD_PRODUCE}\b"
    r"|^If tapped for mana\b"
    # "Forests you control tap for {G}{G} instead of {G}", "... tap for two mana of any one
    # color instead", "... produces {C} instead"
    # (not a relative clause's capability: "If you control another creature that taps for
    # {G}, add {G}{G} instead", "... another artifact that produces mana, ...")
    r"|(?<!\bthat )(?<!\bwhich )\b(?:taps?|be tapped)(?: [^.,]*?)? for"
    r" (?:\{[^.]*|[^.,]*?\bmana\b[^.,]*)\binstead\b"
    r"|(?<!\bcould )(?<!\bcan )(?<!\bthat )(?<!\bwhich )\bproduces? [^.]*?\binstead\b",
    re.IGNORECASE,
)
"""The event a replacement effect on mana production modifies (CR 106.12b)."""


_ADDITIONAL_COST = re.compile(r"\bAs an additional cost to cast this spell, (?P<cost>[^.]+)\.")
"""A spell's additional cost (601.2f), a paragraph of its own."""


def _beside_a_replacement(sentence: str) -> str:
    """A sentence's words but a replacement's own, which its reading reads or reports ("it
    makes {C} instead", "Lands tap for colorless mana instead of ..."): what follows its
    "instead" ("..., it produces {U} instead and you also get {R}")."""
    if not _replaces_production(sentence):
        return sentence
    return sentence.partition(" instead")[2]


def _choices_joined(said: list[str]) -> list[str]:
    """An effect's sentences `said`, a replacement's event and the branch of a choice that
    says its result one sentence ("If this land would produce {C}, you may pay {1}. If you
    do, it produces {R} instead.": 614.1a's "instead" applies to the event of the sentence
    before, probes we39 we81 we82), each branch its own ("... If you do, it produces {R}
    instead. If you don't, it produces {B} instead.": two, xb4; after a branch of no mana
    too, "If you do, draw a card. If you don't, it produces {R} instead", review)."""
    joined: list[str] = []
    event = None  # the last sentence that opens no branch: a replacement's event, maybe
    event_at = None  # where it stands in `joined`, None once it is read with a branch
    for sentence in said:
        if event is not None and grammar.CHOICES_BRANCH.match(sentence):
            # (the event is read only here, where a branch follows it: reading every sentence
            # as one cost a quarter more parse time, bench/results/notes.md)
            both = f"{event} {sentence}"
            if (
                _REPLACEMENT_CONDITION.search(event)
                and not _replaces_production(event)
                and _replaces_production(both)
            ):
                if event_at is not None:
                    del joined[event_at]  # the event is read with its branches, not alone
                    event_at = None
                joined.append(both)
                continue
            # a branch of no mana ("If you do, draw a card"): the event may have another
            joined.append(sentence)
            continue
        joined.append(sentence)
        event, event_at = sentence, len(joined) - 1
    return joined


def _now_and_later(said: list[str], triggered: bool) -> tuple[str, str]:
    """An ability's effect, its sentences `said`, split into what it adds as it resolves and
    what a delayed trigger it sets up adds ("{T}: Add {C}. At the beginning of your next main
    phase, add {R}{R}.": a separate triggered ability, CR 603.7, no mana ability, 605.5a);
    all of it "now" where it adds nothing sooner (`shapes.classify` says so). Where
    `triggered`, the first sentence opens with the trigger's own condition, no delayed
    trigger."""
    now: list[str] = []
    later: list[str] = []
    for i, sentence in enumerate(said):
        condition = shapes.TRIGGER_CONDITION.match(sentence) if triggered and i == 0 else None
        head = condition[0] if condition else ""
        sooner, afterwards = shapes.split_later(sentence[len(head) :])
        if shapes.adds_mana(afterwards):
            now.append(f"{head} {sooner}".strip())
            later.append(afterwards)
        else:
            now.append(sentence)
    if later and not any(map(shapes.adds_mana, now)):
        now, later = now + later, []
    return " ".join(now), " ".join(later)


def _effect_add_clauses(
    ability: str, triggered: bool, cost: CostParts | None = None
) -> tuple[list[Yield], list[str]]:
    """`read_add_clauses` of an ability's effect, after its `cost`: an "add" in a triggered
    ability's own condition is its event, not its mana (Caged Sun: "Whenever a land's
    ability causes you to add one or more mana of the chosen color, add an additional one
    mana ...")."""
    condition = shapes.TRIGGER_CONDITION.match(ability) if triggered else None
    cost_text = cost.cost_text if cost is not None else ""
    if condition is None:
        return read_add_clauses(ability, cost=cost_text)
    return read_add_clauses(ability[condition.end() :], condition[0])


_CAPABILITY = re.compile(r"\b(?:that|which)(?: (?:can|could|each|also))? $|\bable to $")
"""A relative clause or "able to" right before a verb: what an object can do, no event; not
"that Forest produces", a demonstrative, nor "that would add", a replacement's own."""


def _replaces_production(sentence: str) -> bool:
    """A sentence that is a replacement effect on mana production: one row of its own. Not
    a trigger whose own effect adds mana and chooses among its clauses ("Whenever you tap a
    Forest for mana, add an additional {G}, or an additional {G}{G} instead if you control
    an Elf": the tapping is its event, 603.2); a trigger that says what a permanent
    "produces ... instead" is read as the replacement it words."""
    if "instead" not in sentence or not any(
        # not a relative clause's capability ("another creature that can tap for {G}",
        # "lands that each produce {W}", "another land able to produce {U}")
        m[0].lower().startswith("would") or _CAPABILITY.search(sentence, 0, m.start()) is None
        for m in _REPLACEMENT_CONDITION.finditer(sentence)
    ):
        return False
    trigger = shapes.TRIGGER_CONDITION.match(sentence)
    adds = trigger is not None and ADD_VERB.search(sentence, trigger.end()) is not None
    return not adds or "instead of" in sentence  # "adds ... instead of any other type"


_IS_TAPPED_FOR = r"(?:is|are|becomes?|gets?) tapped for"
"""A replacement's event in the present ("Lands that are tapped for mana", Damping Sphere's
"If a land you control becomes tapped for two or more mana", "gets tapped for", probes ww16
xb15)."""
_RESULT_VERB = r"(?:produces?|adds?|makes?)"
"""The verbs of what a replacement makes instead ("it produces {B} instead", "add {G}
instead", "it makes {W} instead")."""
_REPLACEMENT_RESULT = re.compile(
    # (not the event's own "would add": "If a player would add {C}, that player loses 1
    # life instead" replaces mana with none, 614.1a)
    rf"\b(?:(?<!\bwould ){_RESULT_VERB}|(?:taps?|be tapped)(?: [^.,]*?)? for)\b "
    rf"(?P<what>(?:(?!\b{_RESULT_VERB}\b)[^.])*?)(?: instead\b|$)"
)
"""What a replacement produces instead: the last "produces ..." ("makes", "you may have it
make {W} instead", probe vi26) before "instead", or
before the end of the text searched (a clause of a list the next subject's ends: "Islands
you control produce {B} and Mountains you control produce {G} instead")."""
_ADDED_RESULT = re.compile(r", (?P<what>[^,.]*?) (?:is|are) added instead\b")
"""What a replacement adds instead in the passive ("If you would add {C} from a source, {G}
is added instead")."""
_NAMES_MANA = re.compile(r"\{|\bmana\b")
"""A mana symbol or the word: a result that may be mana, read or reported, never passed
over."""
_INSTEAD_RESULT = re.compile(r"\binstead (?:produces?|adds?) (?P<what>[^.]*)")
"""What a replacement produces instead when the result follows "instead" ("... that would
add colored mana instead add that much white mana", False Dawn): "add colored mana" before
it is the mana replaced, not the result."""
_COLOR = COLOR_WORD
_COLOR_OR_COLORLESS = f"(?:{'|'.join(MANA_TYPE_WORDS)})"
_AN_AMOUNT = (
    rf"(?:{WORD_COUNT}|X|\d+|that much|an additional) (?:mana\b|{_COLOR_OR_COLORLESS} mana\b|\{{)"
)
"""An amount of mana that opens a result ("one mana of any color", "two green mana", "two
{C}"), not of anything else ("and one less mana", "and one Island")."""
_RESULT_PHRASES = re.compile(
    # (not another clause's event: "..., and if a land you control would produce {C}, ...")
    r"\b(?<!\bwould )(?:produces?|adds?|(?:taps?|be tapped)(?: [^.,]*?)? for)\b "
    # a list of colors or symbols keeps its commas and "and" ("other than white, blue, or
    # black", "other than white and blue", "any nonwhite, nonblue color", "{W}, {U}, or
    # {B}"), as a list of amounts of mana its "and" ("{W} and one mana of any color"), a capability
    # its "could produce" ("one mana of any color that a land you control could produce"),
    # a combination its "and/or" ("two mana in any combination of {U} and/or {B}")
    rf"((?:(?!\b(?:and(?!/or\b| \{{| (?:non)?{_COLOR}\b| {_AN_AMOUNT})|(?<!could )produces?"
    r"|adds?|instead)\b)"
    rf"(?:[^,.]|,(?= (?:or |and |and/or )?(?:\{{|(?:non)?{_COLOR}\b))))*)"
)
"""Each "produce(s) ..." of a replacement's result ("Plains produce {R}, Islands ...")."""
_DEFINES_TOKEN = re.compile(r"(?:It's|It is|They're|They are|Each is|A \w+ token is)\b")
"""Reminder text that says what a token is ("(It's an artifact with ...)"): the kind is
defined where it is created, so it is no unknown kind."""

_CONDITION_THEN_TRIGGER = re.compile(
    r"(?:During [^,.]+?|As long as [^.]+?|Once (?:each turn|per turn|during [^,.]+?)), "
    r"(?=(?:when|whenever)\b)"
)
"""A condition before a triggered ability's "when" or "whenever": the ability triggers only
while it holds ("During your turn, whenever ...", "Once each turn, when ...", "Once during
each of your turns, whenever ...")."""
_LATER_TRIGGER = re.compile(r"(?:(?<=\. )|(?<=\" ))(?:When|Whenever|At the beginning)\b")
"""A sentence after the first that opens with a trigger condition: a triggered ability of
its own (603.1), in a paragraph that opened with a static one. (In a spell, or in an
activated or triggered ability's effect, such a sentence is a delayed trigger, 603.7.)"""
_KEPT_IN_ZONE = re.compile(
    r"\b(?:if|only if|while|as long as)\s+(?P<object>[^,.]+?) (?:is|are) "
    r"(?:(?:in|on top of|the top card of) (?:your |its owner's |the |a )?"
    r"(?P<zone>graveyard|hand|library|exile|command zone)\b(?! or on the battlefield)"
    # a status only a card in exile has: suspended (702.62b), foretold (702.143), plotted
    # (702.170)
    r"|(?:suspended|foretold|plotted)\b)",
    re.IGNORECASE,
)
"""A condition that names an object in a zone ("if Vessa is in the command zone", "if this
card is suspended", "if this card is on top of your library", "... is the top card of your
library"); the ability works there alone when the object is the card
(`FaceParser._working_elsewhere`)."""
_MOVES_FROM_ZONE = re.compile(
    r"\b(?:exile|return|put|shuffle)s? "
    # one object or a list of them ("target creature card, a land card, and this card")
    r"(?P<object>(?:(?!\b(?:exile|return|put|shuffle)s?\b|, then\b)[^.])+?) "
    r"from (?:your (?P<zone>graveyard|hand|library)|exile)\b",
    re.IGNORECASE,
)
"""An effect that moves an object out of a zone ("you may exile this card from your
graveyard", "Return this card from your graveyard to the battlefield"): the ability works
there alone when the object is the card (CR 113.6m, `FaceParser._working_elsewhere`)."""
_DISCARDS = re.compile(r"\b[Dd]iscards? (?P<object>[^,.]+?)(?=[,.]|$| and\b| then\b)")
"""An effect that discards an object: the card it names is in a hand (113.6m)."""
_PUT_INTO_GRAVEYARD = re.compile(r"\b(?:dies|is put into (?:a|your|its owner's) graveyard)\b")
"""A trigger event that puts the object into the graveyard first ("When this creature dies,
return it from your graveyard ..."): CR 113.6m's exception, the ability works on the
battlefield."""
_SACRIFICES = re.compile(r"\b[Ss]acrifices? (?P<object>[^,.:]+?)(?=[,.:]|$)")
"""An effect that sacrifices an object: the card it names is in the graveyard after."""
_PUTS_ITSELF_INTO_GRAVEYARD = re.compile(
    r"[Pp]ut (?P<object>.+?) into (?:your|its owner's) graveyard$"
)
"""A cost that puts the object into its graveyard ("Put this artifact into your graveyard"):
there first, CR 113.6m's exception."""
_EXILES = re.compile(r"\bexiles? (?P<object>[^,.:]+?)(?= from\b| until\b|[,.:]|$)", re.IGNORECASE)
"""A cost or effect that exiles an object ("Exile this artifact", "exile this creature,
then return it"): the card it names is in exile before the ability returns it from there
(CR 113.6m's exception)."""
_GRANTED_BY_VERB = re.compile(r"\b(?:has|have|gains?)(?:\s+[^.\"]*?\s+and)?\s*$")
"""A quote a grant verb introduces ('... Elves you control gain "', '... gain vigilance and
"'), not a token's "with"."""
_MAY_CREATE_TOKEN = re.compile(r"reate|[Gg]ift ")
"""Text that may create a token ("create", "created", "Gift a"): a cheap check before the
token patterns, which need one of them."""
_SPELL_TYPE = re.compile(r"\b(?:Instant|Sorcery)\b")
_LAND_TYPE = re.compile(r"\bLand\b")


@dataclass
class _Context:
    """What a modal bullet, or a row of a die roll's results, belongs to: the kind and
    cost of the paragraph before, and a trigger's condition ("Whenever you tap a Forest for
    mana, choose one —"), which decides whether each mode is a triggered mana ability
    (605.1b). `rolls_a_die`: that paragraph rolls a die, so a paragraph "2 — Add {W}." after
    it is one of its results (706), not an ability of its own."""

    kind: SourceKind | None = None
    cost: CostParts | None = None
    condition: str = ""
    rolls_a_die: bool = False


def ordered(colors: object) -> tuple[str, ...]:
    present = set(colors)  # type: ignore[call-overload]
    return tuple(t for t in MANA_TYPES if t in present)


_REMINDER_DEFINES = re.compile(
    r"^An? (?:[\w -]+? with (?P<keyword>[a-z][\w-]*)|(?P<kind>[A-Z][\w-]*)) (?:has|have|is)\b"
)
"""Reminder text that says what objects with a keyword, or of a kind, are or have ("A
creature with rootbond has ...", "A Treasure is an artifact with ...")."""
_COUNT = re.compile(r" for each | equal to | where | if | unless |,? then ")
"""Where a count, a condition or the next step follows what an effect makes ("create a Servo
token for each Treasure", "... token with flying if you sacrificed a Treasure this turn",
"..., then put a +1/+1 counter on each creature with verdancy")."""
_NEXT_CLAUSE = re.compile(
    r",? then |,? and (?=(?:until end of turn, )?(?:this|that|target|each|all|other)\b)"
)
"""Where a clause with a subject of its own follows another in a sentence."""


class FaceParser:
    """Collects the abilities of one face."""

    def __init__(
        self,
        oracle_text: str,
        type_line: str,
        name: str | None,
        tokens: PredefinedTokens | None = None,
    ) -> None:
        self.tokens = tokens or predefined_tokens()
        head = type_line.split("—")[0]
        self.type_line = type_line
        self.name = name
        self.is_spell = bool(_SPELL_TYPE.search(head))
        self.is_land = bool(_LAND_TYPE.search(head))
        # Scryfall's "Card" type is a non-game insert (a World Championship player's
        # biography): its text is prose, not abilities (CR 108.2 vs. 300.1).
        is_game_object = type_line.strip() != "Card"
        self.paragraphs = paragraphs(oracle_text) if oracle_text and is_game_object else []
        self.oracle_text = oracle_text
        self.activated: list[ActivatedAbility] = []
        self.mana: list[ManaProduction] = []
        self.issues: list[ParseIssue] = []
        self.context = _Context()

    @functools.cached_property
    def self_words(self) -> str:
        return self_pattern(self.name, self.own_types, self.type_line)

    @functools.cached_property
    def self_names(self) -> set[str]:
        return self_names(self.name, self.own_types, self.type_line)

    @functools.cached_property
    def own_types(self) -> set[str]:
        """The card types and subtypes the object can call itself by ("this Equipment"); a
        card type the rules do not list yet as a subtype is written too ("this Conduit")."""
        card = self.card
        return {
            *card.types,
            *card.subtypes,
            *card.replaced_subtypes,  # "this Forest" all the same
            *map(str.title, card.new_types),
        }

    def _destructible(self, ability: str) -> bool:
        """Whether a step of `ability` (its text up to a grant or a change) that destroys the
        card takes it away: its text as it stands then (`owners.as_it_is_destroyed`) gives it
        no way to survive (`owners.destructible`); False where it destroys nothing, and no
        step asks."""
        if owners.DESTROY.search(ability) is None:
            return False
        card = self.card  # a group it may be in, in some state ("with counters on them")
        return owners.destructible(
            owners.as_it_is_destroyed(self.oracle_text, ability, self._is_named),
            self.self_words,
            lambda group: owners.belongs_to(group, card),
        )

    @functools.cached_property
    def _enchants(self) -> bool | None:
        """What an Aura can enchant is what "enchanted ..." is (303.4a), read once per face
        from its Enchant keyword: True for lands only ("Enchant land creature",
        `_ENCHANTS_ONLY_LANDS`), False for no land ("Enchant nonland permanent",
        `_ENCHANTS_NONLAND`), None for either or no Enchant keyword."""
        if _ENCHANTS_NONLAND.search(self.oracle_text):
            return False
        return True if _ENCHANTS_ONLY_LANDS.search(self.oracle_text) else None

    @functools.cached_property
    def in_command_zone(self) -> bool:
        """An emblem, a plane, a scheme, a vanguard, a conspiracy or a dungeon: never a
        permanent, its abilities work from the command zone (CR 114, 901, 314, 902, 905,
        309), so none is a permanent's mana ability (106.7)."""
        card_types = self.type_line.partition("—")[0].lower().split()  # not CardTraits: cheap
        return not COMMAND_ZONE_TYPES.isdisjoint(card_types)

    @functools.cached_property
    def chooses_land_type(self) -> bool:
        """Whether "the chosen type" is a land type: the face has one chosen, in any
        paragraph ("As this land enters, choose a basic land type.")."""
        return any(grammar.CHOOSES_BASIC_LAND_TYPE.search(q.own) for q in self.paragraphs)

    @functools.cached_property
    def card(self) -> CardTraits:
        return CardTraits.read(self.type_line, self.oracle_text, self.name)

    def parse(self) -> FaceAbilities:
        self._intrinsic()
        for paragraph in self.paragraphs:
            self._paragraph(paragraph)
        self._limit_chosen_colors()
        self._own_production_replaced()
        self.mana.sort(key=lambda row: row.ability_index)
        self._detect()
        self._rules_text_lost()  # after the detector: the abilities were read, then lost
        self._met_only_without_its_text()
        return FaceAbilities(tuple(self.activated), tuple(self.mana), tuple(self.issues))

    def _own_production_replaced(self) -> None:
        """A replacement effect on the card's own production ("If this land would produce
        {C}, it produces one mana of any color instead"; "{T}: Add {C}. If it's night, this
        land produces {B} instead"): the card's mana abilities could produce what it
        produces instead (106.7 takes replacement effects into account). Each of the card's
        own mana ability rows gets a row of its own with the replacement's types, and so does
        each such row another replacement changes in turn (616.1f: "If a land you control
        would produce {C}, it produces {W} instead. If a land you control would produce {W},
        it produces {U} instead", probe vg143), each replacement once (616.1e)."""
        own = [
            (row, frozenset[int]())
            for row in self.mana
            if is_own_mana_ability(row.source_kind, row.is_mana_ability, row.functions_in)
        ]
        # the types replaced stay too: an upper bound, as the text shows them (106.7 reads
        # what could be produced, not what must be)
        # each replacement read once, for every row and every step of a chain: the object a
        # player taps is what produces the mana ("If you tap a land for {C}, it produces {U}
        # instead": the land), the amounts it replaces, whether it is a static ability
        replacements = [
            (
                row,
                tapped := _as_tapped(row.ability_text),
                _amounts_replaced(tapped),
                self._is_static_paragraph(row.ability_index),
            )
            for row in self.mana
            if row.source_kind == SourceKind.REPLACEMENT and row.colors
        ]
        while own:
            own = self._replaced_once(own, replacements)

    def _replaced_once(
        self,
        own: list[tuple[ManaProduction, frozenset[int]]],
        replacements: list[tuple[ManaProduction, str, tuple[float, float] | None, bool]],
    ) -> list[tuple[ManaProduction, frozenset[int]]]:
        """`_own_production_replaced`'s step: the rows each replacement (with its words as
        tapped, its amounts and whether it is static) makes of the card's rows `own` (each
        with the replacements already applied to it), added to its rows and returned with
        that replacement among those applied."""
        made = []
        for index, (replacement, tapped, amounts, static) in enumerate(replacements):
            for row, applied in own:
                if index in applied:
                    continue
                if any(
                    grammar.conditions_exclude(replacements[i][0].ability_text, tapped)
                    for i in applied
                ):
                    continue  # a replacement on a condition the one applied before excludes
                if any(
                    grammar.conditions_exclude(restriction, tapped)
                    for restriction in _activation_restrictions(row)
                ):
                    # the ability activated only when the replacement can't apply ("Activate
                    # only during your end step" and "... during an opponent's end step": it
                    # resolves at once, 605.3b; probes xp80-xp84)
                    continue
                if (
                    amounts
                    and (amount := _mana_count(row.amount)) is not None
                    and not amounts[0] <= amount <= amounts[1]
                ):
                    continue  # "would produce two or more mana" leaves "{T}: Add {G}" as it is
                if static and self._made_only_without_its_text(row):
                    continue  # the replacement, of its rules text, is lost then (305.7)
                # each subject the card is one of ("Plains you control produce {R} instead,
                # Islands you control produce {G} instead" on a Plains Island: both)
                subjects, unknown = self._replacing(
                    tapped,
                    row.colors,
                    static=static,
                    triggered=row.source_kind == SourceKind.TRIGGERED,
                )
                if unknown:
                    # "Green creatures you control tap for {G}{B} instead of {G}": the type
                    # line can't tell whether the card is one; reported, not guessed
                    text = self._paragraph_text(replacement.ability_index)
                    if (issue := ParseIssue(text, IssueKind.GROUP_UNKNOWN)) not in self.issues:
                        self.issues.append(issue)
                if not subjects:
                    continue
                results = {c for m in subjects for c in _result_of(m, replacement.colors)}
                replaced = dataclasses.replace(
                    row,
                    colors=ordered(results),
                    amount=replacement.amount,
                    choice=replacement.choice,
                    depends_on=_OWN_REPLACEMENT,
                )
                if applied and replaced in self.mana:
                    continue  # a result another order of the replacements gave already
                self.mana.append(replaced)
                made.append((replaced, applied | {index}))
        return made

    def _made_only_without_its_text(self, row: ManaProduction) -> bool:
        """Whether the card makes `row`'s mana only in states where it has lost its rules text
        (`CardTraits.text_lost`): the ability of a basic land type a change of its own gives
        it, setting its land types ("{2}: This land becomes a Swamp until end of turn", 305.7),
        where no state that keeps the text has that type."""
        if row.source_kind != SourceKind.INTRINSIC or row.mechanism != Mechanism.TYPE_CHANGE:
            return False
        types = {t for t, color in landtypes.BASIC_LAND_TYPES.items() if color in row.colors}
        return self._of_types_only_without_its_text(types)

    def _met_only_without_its_text(self) -> None:
        """A static ability of the card under a condition on its own basic land type ("{2}:
        This land becomes a Mountain until end of turn. As long as this land is a Mountain,
        it has ..."), where it has that type only while a change takes its rules text, this
        static among it (305.7): it never applies; read, then dropped (after the detector)."""
        conditioned = [(p, m) for p in self.paragraphs if (m := _AS_LONG_AS_IT_IS.search(p.own))]
        if not conditioned or not self.card.has_states:
            return  # most cards: no such condition (their traits, costly, are not read)
        never = set()
        for p, own_type in conditioned:
            if self._is_static_paragraph(p.index) and self._of_types_only_without_its_text(
                {own_type[1] or own_type[2]}
            ):
                never.add(p.index)
        self.mana = [row for row in self.mana if row.ability_index not in never]

    def _of_types_only_without_its_text(self, types: set[str]) -> bool:
        """Whether the card has one of `types` only in states where a change has taken its
        rules text (`CardTraits.text_lost`, 305.7): never while that text applies."""
        kept = [s for s in self.card.states() if not s.text_lost]
        return not any(types & (s.subtypes | s.always) for s in kept)

    def _replacing(
        self,
        replacement: str,
        colors: tuple[str, ...],
        *,
        static: bool = False,
        triggered: bool = False,
    ) -> tuple[list[re.Match[str]], bool]:
        """The subjects by which a replacement changes the card's own production of
        `colors`, if it does: each names the card, or a group the card is in ("If a land you
        control would produce {C}"; a `static` one of the card's text, in a state where the
        card keeps that text, 305.7), or its controller's mana of one of those types ("If you
        would add {C}, add {G} instead"; not "If you would add colored mana" for "{T}: Add
        {C}"; not "If a mana ability you activate would add {C}" for a `triggered` ability's,
        605.1b, probe xb85); and whether a group named by color may hold the card, which the
        type line can't tell. `replacement` is worded by the objects tapped (`_as_tapped`)."""
        found = []
        unknown = False
        for i, m in enumerate(_PRODUCING_SUBJECT.finditer(replacement)):
            # (the objects tapped, whatever follows: "Lands tapped for mana produce {B} instead",
            # probes we8 we30; the objects whose abilities add it, "Abilities of lands you
            # control that would add {C}", "If a land's ability would add {C}", we37 we68)
            subject = _EVENT_IN_SUBJECT.sub("", m["subject"])
            if triggered and _ACTIVATED_ONLY.search(subject):
                continue  # abilities activated: no triggered one's (605.1b)
            ability_of = _ABILITY_OF.fullmatch(subject)
            subject = (ability_of["of"] or ability_of["owner"]) if ability_of else subject
            if i and subject.lower() == "it":
                continue  # the result of the subject before ("If X would produce {C}, it ...")
            # only mana of a type the card makes: "If a land you control would produce {C},
            # ..." leaves "{T}: Add {G}" as it is, and so does "Elves you control tap for
            # {G}{G} instead of {G}" a {B} of its own
            if not _types_replaced(replacement, m) & set(colors):
                continue
            if _ADDS_ANY_MANA.fullmatch(subject):
                # (but mana from a source the card can't be: "If you would add {G} from a
                # creature's ability" on a land)
                source = _FROM_A_SOURCE.match(replacement, m.end())
                if m[0].endswith("would add") and not (source and self._not_a_source(source)):
                    found.append(m)
                continue
            if subject.lower() == "it":
                # "If this artifact has a charge counter on it, it produces {U} instead": what
                # the pronoun stands for, the card where the condition before names it alone
                before = replacement[: m.start("subject")]
                if referents.pronoun_is_self(before, replacement, self.self_words):
                    found.append(m)
                continue
            if names_itself(subject, self.name, self.own_types, self.type_line):
                found.append(m)
            elif self.card.is_permanent:
                member = owners.belongs_to(subject, self.card, keeping_its_text=static)
                if member:
                    found.append(m)
                unknown = unknown or (member is None and owners.names_a_color(subject))
        return found, unknown

    def _not_a_source(self, source: re.Match[str]) -> bool:
        """Whether the card is surely not the source `_FROM_A_SOURCE` names: another
        player's, one other than the card ("other than this artifact", "other than a land" on
        a land), one of a kind the card can't be ("a creature's ability" on a land)."""
        if source["theirs"]:
            return True
        if source["other"]:
            return any(map(self._surely_among, grammar.LIST_SEPARATOR.split(source["other"])))
        if source["source"]:
            return owners.belongs_to(source["source"], self.card) is False
        # "from a land an opponent controls or from this land": the card is one of them
        # where it may be any
        return all(map(self._surely_not, _OR_FROM.split(source["kind"])))

    def _surely_not(self, kind: str) -> bool:
        """Whether the card is surely not the source `kind` names ("a creature" on a land;
        "a land an opponent controls" on any card of yours; never "this land")."""
        if names_itself(kind, self.name, self.own_types, self.type_line):
            return False
        return _THEIRS.search(kind) is not None or owners.belongs_to(kind, self.card) is False

    def _surely_among(self, objects: str) -> bool:
        """Whether `objects` surely include the card: its own words ("this artifact") or a
        group it is in whatever its state ("a land" on a land; not "a creature" on a Vehicle,
        a creature only while crewed)."""
        return names_itself(
            objects, self.name, self.own_types, self.type_line
        ) or owners.surely_one_of(objects, self.card)

    def _rules_text_lost(self) -> None:
        """A land whose own static ability always sets its basic land types, keeping no
        other ("{T}: Add {C}. Lands you control are Swamps."), loses the abilities of its
        rules text (305.7): its mana abilities, printed or by a keyword, its grants to
        others and to itself (a grant depends on the loss of the ability that makes it,
        613.8a), the tokens its abilities would create, its replacements. The types its
        statics give, which started to apply in layer 4 before the loss in layer 6, stay
        with their abilities (613.6), the card's own and the lands' of its groups."""
        # a land by its type line, or always by its own static ("This creature is a Forest
        # land": its card types set too, 205.1a); most faces are neither, and their traits
        # are not read for this
        if not self.is_land and not _MADE_A_LAND.search(self.oracle_text):
            return
        if not (self.is_land or "land" in self.card.always) or not self.card.land_type_set:
            return
        # a mode's row judged with the trigger that offers it ("When you cycle this card,
        # choose one —\n• Add {R}{R}.")
        openings = self._mode_openings
        self.mana = [
            row
            for row in self.mana
            if _survives_the_loss(row, openings.get(row.ability_index, "") + row.text)
        ]

    def _limit_chosen_colors(self) -> None:
        """ "The chosen color" is one of the colors the choice offers: after "choose red or
        green" or "choose a color other than green", not any of the five (106.7 counts
        every type an ability could name, and no more); so is "the chosen type" after
        "choose black, red, or colorless"."""
        if "hoose" not in self.oracle_text:
            return
        face_offers = _offered_colors(self.oracle_text)
        for i, row in enumerate(self.mana):
            if _OWN_COLOR_CHOICE.search(row.ability_text):
                continue  # "{T}: Choose a color. Add one mana of that color.": its own
            # a quoted ability's own choice, which the face's leaves out ('Elves you control
            # have "{T}: Choose green or black. Add one mana of that color."')
            own = _offered_colors(row.ability_text) if "hoose" in row.ability_text else None
            offered = face_offers if own is None else own
            if offered is not None and row.depends_on in (CHOSEN_COLOR, CHOSEN_TYPE):
                # a symbol the ability's effect prints is another clause's ("Add {W} or one
                # mana of the chosen color"), whatever the choice offers; its cost's is paid,
                # a trigger's event names mana another source made ("Whenever a Forest you
                # control is tapped for {G}, add ...", 605.1b), and a spending restriction's
                # names what pays (106.6): none of them is made
                effect = row.ability_text.removeprefix(row.cost_text)
                effect = effect.replace(row.restriction or "", "")
                verb = ADD_VERB.search(effect)
                effect = effect[verb.start() :] if verb is not None else effect
                kept = [c for c in row.colors if c in offered or f"{{{c}}}" in effect]
                colors = ordered({*kept, *(set(row.colors) - FIVE_COLORS)})
                self.mana[i] = dataclasses.replace(row, colors=colors)

    # -- CR 305.6 ------------------------------------------------------------------

    def _intrinsic(self) -> None:
        """Each basic land type in the type line gives "{T}: Add [symbol]" (305.6).

        The separate abilities of a dual type (Bayou) are one row, as the reminder text
        shows them ("{T}: Add {B} or {G}.").
        """
        colors = landtypes.type_line_colors(self.type_line)
        if not colors:
            return
        # a land type a change that always applies replaces gives no ability (305.7: "Lands
        # you control are Islands" on a Forest, no "{T}: Add {G}")
        replaced = {landtypes.BASIC_LAND_TYPES.get(t) for t in self.card.replaced_subtypes}
        colors = tuple(c for c in colors if c not in replaced)
        if not colors:
            return
        ability = landtypes.intrinsic_ability(colors)
        printed = next(
            (
                paragraph
                for paragraph in self.paragraphs
                if not paragraph.own
                and any(
                    landtypes.BASIC_REMINDER.match(r.text) or ability in r.text
                    for r in paragraph.reminders
                )
            ),
            None,
        )
        index, text = (printed.index, printed.text) if printed else (-1, ability)
        cost = parse_cost("{T}")
        self.activated.append(
            ActivatedAbility(
                **cost_fields(cost),
                ability_index=index,
                effect_text=ability.split(": ", 1)[1],
                is_intrinsic=True,
            )
        )
        subtypes = self.type_line.split("—", 1)[1].split()
        via = " ".join(
            t
            for t in subtypes
            if t in landtypes.BASIC_LAND_TYPES and t not in self.card.replaced_subtypes
        )
        self._land_type_row(
            index, text, ability, colors, SourceKind.INTRINSIC, via, None, Mechanism.BASIC_LAND_TYPE
        )

    def _land_type_row(
        self,
        index: int,
        text: str,
        ability: str,
        colors: tuple[str, ...],
        kind: SourceKind,
        via: str | None,
        depends_on: str | None,
        mechanism: Mechanism = Mechanism.TYPE_CHANGE,
    ) -> None:
        self.mana.append(
            ManaProduction(
                **cost_fields(parse_cost("{T}")),
                ability_index=index,
                text=text,
                ability_text=ability,
                source_kind=kind,
                colors=colors,
                amount="1",
                choice=Choice.FIXED if len(colors) == 1 else Choice.ONE_OF,
                mechanism=mechanism,
                via=via,
                depends_on=depends_on,
                is_mana_ability=True,
                is_mana_ability_2026=True,
            )
        )

    # -- one paragraph -------------------------------------------------------------

    def _paragraph(self, p: Paragraph) -> None:
        if not p.own:
            return  # reminder text only: a land's basic types (above), a saga's rules
        start = len(self.mana)
        masked = p.masked
        result = self.context.rolls_a_die and shapes.SHAPES["result"].match(masked)
        bullet = shapes.SHAPES["bullet"].match(masked) or result
        if bullet:
            masked = bullet["effect"]
        else:
            self.context = _Context()
        if not bullet and (threshold := shapes.SHAPES["threshold"].match(masked)):
            masked = threshold["effect"]  # the card has the ability at N+ (721.2a): as met
        chapter = shapes.SHAPES["chapter"].match(masked)
        masked = chapter["effect"] if chapter else _without_ability_word(masked)
        masked, *later_abilities = _abilities(masked)
        unrecognised: list[str]
        if bullet and self.context.kind is not None:
            effect = f"{self.context.condition} {masked}".lstrip()
            unrecognised = self._own(p, masked, effect, self.context.kind, self.context.cost)
        elif chapter:
            self.context = _Context(SourceKind.OTHER_ABILITY)
            unrecognised = self._own(p, masked, masked, SourceKind.OTHER_ABILITY, None)
        elif loyalty := shapes.SHAPES["loyalty"].match(masked):
            cost = CostParts(cost_text=loyalty["cost"])
            self._activated(p, loyalty["effect"], cost, is_loyalty=True)
            self.context = _Context(SourceKind.LOYALTY, cost)
            unrecognised = self._own(p, masked, loyalty["effect"], SourceKind.LOYALTY, cost)
        elif (activated := shapes.SHAPES["activated"].match(masked)) and shapes.is_cost(
            activated["cost"]
        ):
            unrecognised = self._activated_ability(p, masked, activated)
        elif shapes.SHAPES["triggered"].match(masked) and self.is_spell:
            # an instant's or sorcery's "When ..." is a delayed trigger its effect sets up
            # (603.7), another ability than the spell, and never a permanent's
            self.context = _Context()
            unrecognised = self._own(p, masked, masked, None, None)
        elif shapes.SHAPES["triggered"].match(masked):
            unrecognised = self._triggered(p, masked)
        elif not self.is_spell and (opening := _CONDITION_THEN_TRIGGER.match(masked)):
            # "During your turn, whenever you tap a creature for mana, add ...": a triggered
            # ability that works only while the condition holds (603.1 lets a trigger
            # condition begin otherwise than "when"); its condition and event as usual
            rest = masked[opening.end() :]
            triggered = rest[:1].upper() + rest[1:]
            condition = shapes.TRIGGER_CONDITION.match(triggered)
            self.context = _Context(SourceKind.TRIGGERED, None, condition[0] if condition else "")
            # "As long as this card is in your graveyard, whenever ...": works there alone
            kept = self._working_elsewhere(opening[0], CostParts())
            elsewhere = kept if kept.functions_in is not None else None
            unrecognised = self._own(p, masked, triggered, SourceKind.TRIGGERED, elsewhere)
        elif not self.is_spell and (trigger := _LATER_TRIGGER.search(masked)):
            # a static sentence, then a triggered ability (603.1): "Enchanted land is a
            # Forest. Whenever it's tapped for mana, its controller adds an additional {G}."
            static, triggered = masked[: trigger.start()].rstrip(), masked[trigger.start() :]
            unrecognised = self._own(p, static, static, None, None)
            unrecognised += self._triggered(p, triggered)
        else:
            kind = SourceKind.SPELL if self.is_spell else None
            self.context = _Context(kind)
            unrecognised = self._own(p, masked, masked, kind, None)
        for ability in later_abilities:
            activated = shapes.SHAPES["activated"].match(ability)
            assert activated is not None  # `_abilities` splits only there
            unrecognised += self._activated_ability(p, ability, activated)
            masked = ability  # the last ability is the one a results table would follow
        if not result:  # a mode that rolls has its results too ("• Roll a d6.\n1—3 | ...")
            self.context.rolls_a_die = shapes.ROLLS_A_DIE.search(masked) is not None
        self._quoted(p)
        self._reminders(p)
        self._predefined_tokens(p)
        self._type_changes(p)
        self._land_tokens(p)
        if len(self.mana) > start:
            self.issues.extend(
                ParseIssue(p.text, IssueKind.UNRECOGNISED_CLAUSE) for _ in unrecognised[:1]
            )

    def _activated_ability(self, p: Paragraph, masked: str, activated: re.Match[str]) -> list[str]:
        """An activated ability, "[Cost]: [Effect.]" (602.1): its rows, and its kind and
        cost kept for the modes that may follow it."""
        parsed = parse_cost(activated["cost"], name=self.name, type_line=self.type_line)
        if MASK in activated["cost"]:
            # a quote in the cost ('Sacrifice a land with "{T}: Add {C}."') is read masked,
            # so that no colon or comma of it splits the cost, and shown as printed
            parsed = _unmasked_cost(p, parsed)
        cost = self._working_elsewhere(activated["effect"], parsed)
        self._activated(p, activated["effect"], cost, is_loyalty=False)
        self.context = _Context(SourceKind.ACTIVATED, cost)
        return self._own(p, masked, activated["effect"], SourceKind.ACTIVATED, cost)

    def _triggered(self, p: Paragraph, ability: str) -> list[str]:
        """A triggered ability: its rows, and its condition kept for the modes that may
        follow it (605.1b)."""
        condition = shapes.TRIGGER_CONDITION.match(ability)
        self.context = _Context(SourceKind.TRIGGERED, None, condition[0] if condition else "")
        return self._own(p, ability, ability, SourceKind.TRIGGERED, None)

    def _activated(self, p: Paragraph, effect: str, cost: CostParts, *, is_loyalty: bool) -> None:
        self.activated.append(
            ActivatedAbility(
                **cost_fields(cost),
                ability_index=p.index,
                effect_text=p.unmask(effect),
                is_loyalty=is_loyalty,
            )
        )

    # -- the card's own ability ----------------------------------------------------

    def _own(
        self,
        p: Paragraph,
        ability: str,
        effect: str,
        kind: SourceKind | None,
        cost: CostParts | None,
    ) -> list[str]:
        """Rows for the card's own ability: replacement effects on mana production, then
        add clauses. Returns the add clauses that matched no template.

        An add in a delayed trigger the ability sets up ("{T}: Add {C}. At the beginning of
        your next main phase, add {R}{R}.") is a row of its own: a separate triggered ability
        (CR 603.7) that waits for a phase, no mana ability (605.5a), while what the ability
        adds as it resolves stays one (605.1a)."""
        said = _choices_joined(sentences(effect))
        replaces = [_replaces_production(sentence) for sentence in said]
        for sentence, replacing in zip(said, replaces, strict=True):
            if replacing:
                self._replacement(p, sentence)
        now, later = _now_and_later(
            [sentence for sentence, replacing in zip(said, replaces, strict=True) if not replacing],
            kind == SourceKind.TRIGGERED and bool(said) and not replaces[0],
        )
        unrecognised = self._own_part(p, ability, now, kind, cost)
        if later:
            unrecognised += self._own_part(p, ability, later, None, None)
        return unrecognised

    def _own_part(
        self,
        p: Paragraph,
        ability: str,
        remaining: str,
        kind: SourceKind | None,
        cost: CostParts | None,
    ) -> list[str]:
        # a spell's additional cost, its own paragraph, may describe an object a clause
        # names ("As an additional cost to cast this spell, sacrifice a creature that isn't
        # red. / Add one mana of that creature's color.", 601.2f)
        extra = _ADDITIONAL_COST.search(self.oracle_text) if kind == SourceKind.SPELL else None
        reading_cost = CostParts(cost_text=extra["cost"]) if extra and cost is None else cost
        yields, unrecognised = _effect_add_clauses(
            remaining, kind == SourceKind.TRIGGERED, reading_cost
        )
        if not yields:
            return unrecognised
        found = combine(yields, remaining)
        targets = self._targets(remaining) or (cost is not None and self._targets(cost.cost_text))
        source_kind, is_mana = shapes.classify(kind, remaining, targets)
        if SourceKind.TRIGGERED in (kind, source_kind):
            # a triggered ability's condition, a mana ability or not ("Whenever a land you
            # control enters, if this card is in your graveyard, add {R}."); an activated
            # one's cost had it already
            cost = self._working_elsewhere(remaining, cost or CostParts())
        moves = shapes.moves_library_card(remaining) or (
            cost is not None and shapes.moves_library_card(cost.cost_text)
        )
        self._row(
            p,
            p.unmask(ability),
            found,
            cost or CostParts(),
            source_kind,
            is_mana=is_mana,
            is_mana_2026=is_mana and not (source_kind == SourceKind.ACTIVATED and moves),
            restriction=shapes.restriction(remaining),
        )
        return unrecognised

    def _targets(self, text: str) -> bool:
        """Whether an ability's text targets (`shapes.has_target`), the card's own names
        aside: "Target deals 1 damage to you" on a card named "Target, the Painted Golem"
        names the card (201.4)."""
        if self.name and self.name.startswith("Target"):
            for name in sorted(card_names(self.name, self.type_line), key=len, reverse=True):
                # the name as a subject ("Target deals 1 damage"), not "Target creature"
                text = re.sub(rf"\b{re.escape(name)}(?=[',.]| [a-z]+s\b)", "this permanent", text)
        return shapes.has_target(text)

    def _kept_elsewhere(self, text: str) -> bool:
        """Whether a condition of `text` keeps the card itself in another zone ("As long as
        Riftstone Portal is in your graveyard"; not "As long as a creature card is in your
        graveyard", a condition on another object, taken as met)."""
        return self._working_elsewhere(text, CostParts()).functions_in is not None

    def _working_elsewhere(self, ability: str, cost: CostParts) -> CostParts:
        """The cost, with `functions_in` the zone a condition of the ability keeps the
        object in ("if Vessa is in the command zone, add ...", "Activate only if this card
        is in your graveyard"): the ability does nothing on the battlefield (CR 603.4,
        602.5b), so it is no permanent's mana ability, as one whose cost takes the object
        from there (113.6m)."""
        if cost.functions_in is not None or not any(
            word in ability
            for word in (
                " is in ", " are in ", " on top of ", " top card of ", " from your ",
                " from exile", "discard", " suspended", " foretold", " plotted",
            )
        ):  # fmt: skip
            return cost  # most abilities: no zone named
        if self.name and "," in self.name:  # "As long as Kolvar, Ashen Regent is in ..."
            ability = ability.replace(self.name, "this card")
        for m in _KEPT_IN_ZONE.finditer(ability):
            # one of the conditions or objects joined ("if you control a Swamp and this
            # card is in your graveyard", "if this card and a Zombie card are in ...")
            if self._names_one_of(m["object"]):
                zone = "command" if m["zone"] == "command zone" else m["zone"] or "exile"
                return dataclasses.replace(cost, functions_in=zone)
        for m in _DISCARDS.finditer(ability):
            # "Then discard this card": the card is in its owner's hand (113.6m)
            if self._names_one_of(m["object"]):
                return dataclasses.replace(cost, functions_in="hand")
        for m in _MOVES_FROM_ZONE.finditer(ability):
            # an effect that moves the object out of a zone works in that zone (113.6m),
            # unless the cost or the trigger put it there first ("Sacrifice this artifact:
            # ... Then put this card from your graveyard on the bottom of your library", the
            # card among others: "Sacrifice this creature and another creature: ...")
            if not self._names_one_of(m["object"]) or self._only_beside_the_moved(m["object"]):
                continue
            zone = m["zone"] or "exile"
            if zone == "graveyard":
                sacrificed = re.sub(r"^[Ss]acrifice ", "", cost.sacrifice or "")
                first = (
                    (bool(sacrificed) and self._names_one_of(sacrificed))
                    # an earlier step of the effect ("Sacrifice this creature. You may return
                    # this card from your graveyard ...", 113.6m)
                    or any(
                        self._names_one_of(e["object"])
                        for e in _SACRIFICES.finditer(ability, 0, m.start())
                    )
                    or _PUT_INTO_GRAVEYARD.search(ability, 0, m.start()) is not None
                    # "{T}, Put this artifact into your graveyard: ..."
                    or any(
                        (put := _PUTS_ITSELF_INTO_GRAVEYARD.match(item)) is not None
                        and self._names_one_of(put["object"])
                        for item in cost.other_cost
                    )
                )
            else:  # "{T}, Exile this artifact: ... return this card from exile ..."
                exiles = [
                    *_EXILES.finditer(cost.cost_text),
                    *_EXILES.finditer(ability[: m.start()]),
                ]
                first = zone == "exile" and any(self._names_one_of(e["object"]) for e in exiles)
            if first:
                continue
            return dataclasses.replace(cost, functions_in=zone)
        return cost

    def _only_beside_the_moved(self, objects: str) -> bool:
        """Whether a list of objects moved "from your graveyard" names the card as a
        permanent before the last item, which the zone is said of ("Exile this creature and
        all creature cards from your graveyard": the cards are in the graveyard, the
        creature on the battlefield); "this card" is a card in a zone wherever it stands."""
        *before, last = grammar.LIST_SEPARATOR.split(objects)
        return (
            bool(before)
            and not self._names_one_of(last)
            and not re.search(r"\bthis (?:[a-z]+ )?card\b", objects, re.IGNORECASE)
        )

    def _gone_first(self, ability: str, upto: int | None = None, group: str = "") -> bool:
        """Whether the card has left the battlefield by the time the ability's effect
        applies: its cost sacrifices, exiles, returns or discards it, or can be paid only
        in another zone ("Sacrifice this creature: Creatures you control gain ...";
        "Channel — {1}{G}, Discard this card: ..."), or its trigger is the card leaving
        ("When this creature dies, ...", "When you cycle this card, ..."), or a step of its
        effect does ("When this creature enters, exile it."), and the effect does not
        return it before `upto` (where the grant stands, when known). A group it
        would be in gains the ability without it (611.2c: the group is fixed as the effect
        begins). Of a `group` of "you control", an opponent given control of it takes it
        out too; a return face down brings it back only into a group a face-down creature
        is in."""
        end = len(ability) if upto is None else upto
        as_written = ability[:end]  # (the text as the card prints it, before a mode's opening)
        label = _MODE_OR_RESULT.match(ability)
        if label is not None and self.context.kind is not None:
            # a mode, or a row of a die roll's results: its steps follow the trigger or the
            # cost of the ability that offers it ("When this creature enters, choose one —\n•
            # Return it to its owner's hand. Elves you control gain ...", 700.2; "roll a
            # d6.\n1—3 | Sacrifice this creature. Goblins you control gain ...", 706.2)
            cost = self.context.cost
            condition = self.context.condition
            opening = (
                f"{condition.rstrip()} " if condition else f"{cost.cost_text}: " if cost else ""
            )
            ability = opening + ability[label.end() :]
            end += len(opening) - label.end()
        word = shapes.SHAPES["ability_word"].match(ability)
        start = word.start("effect") if word else 0
        ability = ability[start:]
        end -= start
        event = LEAVES_EVENT.match(ability)
        if event is not None and owners.leaves_itself(event, self._is_named):
            # "When this creature dies, return it to the battlefield ...": the effect brings
            # it back before what follows applies (608.2c: in the order written)
            return not owners.returns_itself(
                ability[event.end() : end],
                self._is_named,
                under_any_control=owners.in_anyones_group(group),
            )
        shape = shapes.SHAPES["activated"].match(ability)
        if shape is None or not shapes.is_cost(shape["cost"]):
            # "When this creature enters, exile it. Creatures you control gain ...": a step
            trigger = grammar.TRIGGER.match(ability)
            return trigger is not None and owners.effect_takes_itself_away(
                trigger[0],
                ability[trigger.end() : end],
                self._is_named,
                self.name,
                self.type_line,
                self._in_group,
                group=group,
                destructible=self._destructible(as_written),
            )
        cost = parse_cost(shape["cost"], name=self.name, type_line=self.type_line)
        effect = ability[shape.start("effect") : end]
        if cost.functions_in is not None or owners.takes_itself_away(
            cost.cost_text, self._is_named, self._in_group
        ):
            # "{1}, Exile this creature: Return it to the battlefield ... Then ...": back first
            return not owners.returns_itself(
                effect,
                self._is_named,
                exiled_by=cost.cost_text,
                under_any_control=owners.in_anyones_group(group),
            )
        # "{2}{G}: Exile this creature. Elves you control gain ...": a step of the effect
        return owners.effect_takes_itself_away(
            shape["cost"],
            effect,
            self._is_named,
            self.name,
            self.type_line,
            self._in_group,
            group=group,
            destructible=self._destructible(as_written),
        )

    def _returned_first(self, ability: str) -> bool:
        """Whether the effect of an ability that works in another zone returns the card to
        the battlefield before `ability` ends (608.2c); its trigger's condition ("At the
        beginning of your upkeep, if this card is in your graveyard, ...") is no delay."""
        # "Whenever another creature you control dies, if this card is in your graveyard,
        # return that card ...": the pronouns stand for the trigger's object (603.2)
        return owners.returns_itself(
            without_conditions(ability),
            self._is_named,
            pronouns=owners.it_of_trigger(ability, self.card) is True,
        )

    def _in_group(self, group: str) -> bool:
        """Whether the card, a permanent, is surely one of `group` ("all Elves you
        control"; not "all tapped Elves you control")."""
        return self.card.is_permanent and owners.surely_one_of(group, self.card)

    def _may_be_in_group(self, group: str) -> bool | None:
        """Whether the card is one of a `group` a step names whole ("all creatures you
        control"): True surely, None maybe ("all tapped creatures you control"), False not
        (or no such group: "target creature")."""
        if self._in_group(group):
            return True
        whole = owners.names_whole_group(group)
        return None if whole and owners.belongs_to(group, self.card) is not False else False

    def _names_one_of(self, objects: str) -> bool:
        """Whether the card is one of the objects joined by "and" ("a creature card and
        this card")."""
        return among(objects, self._is_named)

    def _is_named(self, words: str) -> bool:
        """Whether `words` name the card ("this creature", its name)."""
        return names_itself(
            words.removeprefix("you control "), self.name, self.own_types, self.type_line
        )

    def _row(
        self,
        p: Paragraph,
        ability: str,
        found: Yield,
        cost: CostParts,
        source_kind: SourceKind,
        *,
        is_mana: bool,
        is_mana_2026: bool,
        restriction: str | None,
        mechanism: Mechanism = Mechanism.PRINTED,
        via: str | None = None,
    ) -> None:
        fields = cost_fields(cost)
        if self.in_command_zone and source_kind not in (SourceKind.TOKEN, SourceKind.GRANTED):
            fields["functions_in"] = fields["functions_in"] or "command"
        self.mana.append(
            ManaProduction(
                **fields,
                ability_index=p.index,
                text=p.text,
                ability_text=ability,
                source_kind=source_kind,
                colors=ordered(found.colors),
                amount=found.amount,
                choice=found.choice,
                mechanism=mechanism,
                via=via,
                depends_on=found.depends_on,
                restriction=restriction,
                is_mana_ability=is_mana,
                is_mana_ability_2026=is_mana_2026,
            )
        )

    def _replacement(self, p: Paragraph, sentence: str) -> None:
        """A replacement effect on mana production (CR 106.12b): Mana Reflection doubles
        what is produced (no types of its own); Contamination ("it produces {B} instead")
        names the type produced instead, Naked Singularity one per land type ("Plains
        produce {R}, Islands produce {G}, ..."), Pulse of Llanowar a color of your choice."""
        printed = sentence
        sentence = _as_tapped(sentence)  # "If you tap a land for {C}": not a result of {C}
        result = (
            _INSTEAD_RESULT.search(sentence)
            or _ADDED_RESULT.search(sentence)
            or _REPLACEMENT_RESULT.search(sentence)
        )
        what = result["what"] if result else ""
        condition = _REPLACEMENT_CONDITION.search(sentence)
        start = condition.end() if condition else 0
        after = sentence.find(", ", start)
        outcome = after + 2 if after >= 0 else start
        if branch := grammar.CHOICES_BRANCH.search(sentence, outcome):
            outcome = branch.end()  # the result after a payment's branch (`_choices_joined`)
        if result is None and not _NAMES_MANA.search(sentence[outcome:]):
            # a result that is no mana ("If a player would add {C}, that player loses 1 life
            # instead"): the event's mana is replaced with none (614.1a), no production
            return
        if condition and condition[0].lower().endswith("instead"):
            # the event that names its result ("Swamps you control produce {R} instead, and
            # Mountains you control produce {U} instead"): each result from there (the words
            # before it still read: "would be tapped for {B}" is an event, no result)
            outcome = condition.start()
        # the results may be the event's own words: "Plains produce {U}, Islands produce
        # {B}, and Swamps produce {R} instead of any other type"
        found_phrases = _RESULT_PHRASES.findall(sentence, outcome) or _RESULT_PHRASES.findall(
            sentence
        )
        phrases = [p.strip() for p in found_phrases] or [what]
        joined = " ".join(phrases)
        # what "that color" may name: the paragraph before this sentence too ("When this
        # creature enters, choose a color. Until end of turn, if a land ... that color")
        opening = p.masked[: max(p.masked.find(printed), 0)]
        colors, choice = _results_as_add_clauses(
            phrases, opening, sentence, self.oracle_text
        ) or _result_types(phrases)
        if (
            not colors
            and not re.search(r"\bthat (?:mana|type|color)\b", joined)
            and mentions_adding_mana(sentence)  # else the detector reports it (NO_MENTION)
        ):
            # a result that names a type no reading finds; "twice as much of that mana"
            # (Mana Reflection) keeps the types produced, and names none of its own
            self.issues.append(ParseIssue(p.text, IssueKind.UNRECOGNISED_CLAUSE))
        # what each result phrase produces, as its colors are read from them
        amount = "; ".join(phrases)
        found = Yield(
            "replacement", colors, amount, choice, "the mana the tapped permanent produces"
        )
        self._row(
            p,
            p.unmask(printed),
            found,
            CostParts(),
            SourceKind.REPLACEMENT,
            is_mana=False,
            is_mana_2026=False,
            restriction=None,
        )

    # -- abilities the paragraph gives to tokens or other objects --------------------

    def _quoted(self, p: Paragraph) -> None:
        """Quoted abilities that add mana: a token's (Treasure, Eldrazi Spawn), another
        object's (Chromatic Lantern), a group's (Gemhide Sliver), or the card's own.

        Reminder text is read only when the paragraph creates a token: it shows the
        token's abilities (111.10).
        """
        # (quoted ability, own text before it); a quote the text only names is no one's
        quotes: list[tuple[str, str | None]] = [
            (_with_action_reminder(p, m), p.own[: m.start()])
            for m in QUOTED.finditer(p.own)
            if not _only_named(m)
        ]
        reminded = [r for r in p.reminders if '"' in r.text and not self._puts_counter(r)]
        if not quotes and not reminded:
            return  # most paragraphs
        creates_token = _creates_token(p)
        if creates_token:
            # a reminder's quotes are the token's, unless the reminder follows a keyword a
            # group or object gains ("then Elves you control gain attunement. (...)")
            quotes += [
                (q, None)
                for r in reminded
                if self._states_tokens_keyword(p, r)
                for q in QUOTED.findall(r.text)
            ]
        list_start: str | None = None  # the text before the first quote of a list of them
        for quote, before in quotes:
            sides = self._creators_sides(p, before or p.own, creates_token)
            nested = NESTED_QUOTED.search(quote)
            ability = nested[1] if nested else quote
            # 'Elves you control have "{T}: Add {G}" and "{T}: Add {W}."': one holder
            if before is None or list_start is None or not NEXT_QUOTE_IN_LIST.search(before):
                # (a mode's after its ability's trigger)
                list_start = None if before is None else self._as_the_abilitys_effect(before, p)
            if ADD_VERB.search(ability):  # a holder is read only for a quote that adds mana
                for outer in self._holders_of_quote(list_start, creates_token):
                    holders = [outer]
                    if nested is not None:
                        within = quote[: nested.start()]
                        holders = list(
                            dict.fromkeys(
                                self._holder_within(within, outer, theirs=t) for t in sides
                            )
                        )
                    for holder in holders:
                        self._ability(p, ability, holder, Mechanism.PRINTED, None)
            else:
                # (the holder read only for a quote that changes land types)
                tokens_own = (
                    creates_token
                    and landtypes.MENTIONS_TYPES.search(ability) is not None
                    and any(
                        h.owner == Owner.TOKEN for h in self._holders_of_quote(list_start, True)
                    )
                )
                self._quoted_static(p, ability, tokens_own=tokens_own, sides=sides)

    def _states_tokens_keyword(self, p: Paragraph, reminder: Reminder) -> bool:
        """Whether a reminder in a paragraph that creates a token states the token's
        keyword, or no one else's: not one after a grant of the keyword to a group or
        another object ("create two Elf tokens, then Elves you control gain attunement")."""
        defines = _REMINDER_DEFINES.match(reminder.text)
        if defines is not None:
            # "(A creature with rootbond has ...)", "(A Treasure is an artifact with ...)":
            # the token's where its own description names that keyword or kind, the reminder
            # following it (702, 207.2); not a word of the trigger's event only ("Whenever a
            # creature with rootbond you control dies, create a Saproling token. (...)";
            # "Whenever you create a Treasure token, create a Kobold token. (...)", 603.1)
            word = defines["keyword"] or defines["kind"]
            sentence = without_conditions(last_sentence(reminder.before))
            created = CREATES_TOKEN.search(sentence)
            # the token's description, not a count after it ("for each Treasure you
            # sacrificed this turn")
            described = _COUNT.split(sentence[created.start() :])[0] if created else ""
            if created is not None and not re.search(
                rf"\b{re.escape(word)}\b", described, re.IGNORECASE
            ):
                return False
        found = owners.holder_of_reminder(p.own, reminder.before, self.self_words, self.card)
        return _is_tokens_keyword(found)

    def _puts_counter(self, reminder: Reminder) -> bool:
        """Whether a reminder states the ability of a counter the text puts somewhere: the
        counter's, not a token's ("create a Saproling token and put a bloom counter on this
        creature. (A creature with a bloom counter on it has ...)")."""
        if not owners.states_a_counters_ability(reminder.text):
            return False  # most reminders: no need to read the card's names and types
        found = owners.holder_of_counter(reminder.text, reminder.before, self.self_words, self.card)
        return found is not None

    def _quoted_static(
        self,
        p: Paragraph,
        ability: str,
        *,
        tokens_own: bool = False,
        sides: Sequence[bool] = (False,),
    ) -> None:
        """A quoted static ability that changes land types or what lands produce, whoever
        has it ('You get an emblem with "Lands you control are every basic land type in
        addition to their other types."'): the lands it changes have the types' abilities
        (305.7), and a replacement names the types produced instead (106.12b). "This"
        in the quote is the object that has it, so the lands are never the card's own; but
        the card is one of a group a token it creates names (`tokens_own`: '{3}, {T}:
        Create a Plant token with "Lands you control are Forests ..."' on a land: a Forest
        while the token is there, a state taken as met), as its controller sees it where
        another player may create it (`sides`, True for theirs: its "Lands your opponents
        control" are yours)."""
        if landtypes.MENTIONS_TYPES.search(ability):
            yours = tokens_own and self.card.is_permanent and not self._gone_first(p.own)
            for change in self._land_type_changes(p, ability, set()):
                ability_text = landtypes.intrinsic_ability(change.colors)
                self._land_type_row(
                    p.index, p.text, ability_text, change.colors,
                    SourceKind.GRANTED, change.subject, change.depends_on,
                )  # fmt: skip
                # the token's "Other creatures you control are Forest lands ..." is said
                # from the token: the card is one of them, a land where it makes lands
                group = owners.OTHER_THAN_IT.sub("", change.subject, count=1)
                groups = [owners.from_their_side(group) if t else group for t in sides]
                if (
                    yours
                    and (self.is_land or change.makes_land)
                    and any(owners.belongs_to(g, self.card) is True for g in groups)
                ):
                    self._land_type_row(
                        p.index, p.text, ability_text, change.colors,
                        SourceKind.INTRINSIC, change.subject, change.depends_on,
                    )  # fmt: skip
        if "instead" in ability:
            for sentence in filter(_replaces_production, _choices_joined(sentences(ability))):
                self._replacement(p, sentence)

    def _as_the_abilitys_effect(self, before: str, p: Paragraph) -> str:
        """A mode's text, or a die roll's result's, after the trigger of the ability that
        offers it (`p` the paragraph it opens): each mode is that ability's effect (700.2,
        706.2), so "When this creature enters, choose one —\n• It gains ..." says what "When
        this creature enters, it gains ..." does."""
        label = _MODE_OR_RESULT.match(before)
        if label is None:
            return before  # most paragraphs: the openings are not read for them
        opening = self._mode_openings.get(p.index)
        if opening is None:
            return before
        mode = _OPENING_PRONOUN.sub(lambda m: m[0].lower(), before[label.end() :], count=1)
        return f"{opening.rstrip()} {mode}"

    def _paragraph_text(self, index: int) -> str:
        """The text of the paragraph `index` ("" for none: a basic land type's ability)."""
        return next((q.text for q in self.paragraphs if q.index == index), "")

    def _is_static_paragraph(self, index: int) -> bool:
        """Whether the paragraph `index` is a static ability of the card (`_is_static`): not
        a mode or a die roll's result, which an activated or triggered ability or a spell
        offers (700.2, 706.2), nor a Saga's chapter ability, a triggered one (714.2b)."""
        text = self._paragraph_text(index)
        if _MODE_OR_RESULT.match(text) or shapes.SHAPES["chapter"].match(text):
            return False
        return _is_static(text)

    @functools.cached_property
    def _mode_openings(self) -> dict[int, str]:
        """What a mode or a die roll's result follows, by its paragraph's index: the words of
        the triggered ability that offers it before "choose one —" or the roll, its trigger
        and any intervening "if", which may name the card "it" stands for (603.4: "At the
        beginning of your end step, if this creature attacked this turn, choose one —")."""
        openings: dict[int, str] = {}
        opening = None
        for q in self.paragraphs:
            if _MODE_OR_RESULT.match(q.masked):
                if opening is not None:
                    openings[q.index] = opening
                continue
            ability = _without_ability_word(q.masked)
            offer = _OFFERS_MODES.search(ability) or _ROLLS_AT_END.search(ability)
            trigger = shapes.TRIGGER_CONDITION.match(ability)
            opening = ability[: offer.start()] if offer and trigger else None
        return openings

    def _holder_within(self, before: str, outer: Holder, *, theirs: bool = False) -> Holder:
        """Who has a quoted ability inside a quoted ability, from the outer ability's text
        before it: "this artifact" there is whoever has the outer ability ('Artifacts you
        control have "{1}: This artifact gains '{T}: Add {C}{C}'"': each of the group's
        artifacts), a group or another object is itself (613.1f at each step), and so is a
        token the outer ability creates ("When this creature dies, create a Treasure token
        with '...'"). A token another player creates (`theirs`) says "you" of that player
        (109.5): its "Lands you control" are theirs."""
        creates = CREATES_TOKEN.search(last_sentence(before)) is not None
        inner = owners.holder_of_quote(before, self.self_words, creates_token=creates)
        if outer.owner == Owner.TOKEN and inner.owner == Owner.GROUP and inner.group:
            # a token's "Other Elves you control have ..." leaves out the token, not the card
            # (its "other" is said from the token that has the ability)
            group = owners.OTHER_THAN_IT.sub("", inner.group, count=1)
            return Holder(Owner.GROUP, owners.from_their_side(group) if theirs else group)
        return outer if inner.owner == Owner.SELF else inner

    def _holders_of_quote(self, before: str | None, creates_token: bool) -> list[Holder]:
        """Who has a quoted ability (`_holder_of_quote`), and the card too where a compound
        subject joins it to the token the paragraph creates ("create a 1/1 Elf Warrior
        creature token, then this creature and that token each gain ...")."""
        holder = self._holder_of_quote(before, creates_token)
        joined = _WITH_THE_TOKEN.search(before) if creates_token and before else None
        # "It and that token each gain ...": beside the token, "it" is no token, but the card
        # or the trigger's object the card may be
        if joined and (
            (
                joined["self"].lower() == "it"
                and owners.it_beside_token_is_card(before or "", self.card)
            )
            or names_itself(joined["self"], self.name, self.own_types, self.type_line)
        ):
            return [Holder(Owner.SELF), Holder(Owner.TOKEN)]
        return [holder]

    def _holder_of_quote(self, before: str | None, creates_token: bool) -> Holder:
        """Who has a quoted ability: `before` is the paragraph's own text before it, or
        before the first quote of its list (None in reminder text)."""
        if before is None:
            return Holder(Owner.TOKEN)
        if creates_token:
            # the token the paragraph creates, unless the quote's own sentence creates no
            # token, or a grant verb, not "with", introduces it, and it goes to a group ("...
            # create a Treasure token. Goblins you control have ..."; "create a 1/1 Elf
            # token, then Elves you control gain ...") or to the card ("Whenever you
            # create a token, this creature gains ...")
            # the clause of the quote: "create a 1/1 Elf token, then this creature gains
            # ..." or "create a Food token and this creature gains ..." creates no token in
            # the clause after "then" or "and" (not "and a Treasure token with ...")
            clause = _NEXT_CLAUSE.split(without_conditions(last_sentence(before)))[-1]
            creates_here = CREATES_TOKEN.search(clause)
            if not creates_here or _GRANTED_BY_VERB.search(before):
                found = owners.holder_of_quote(before, self.self_words, creates_token=False)
                # the card only where its effect creates no token: "Whenever you create a
                # token, this creature gains ...", not a token copy's "except it has ..."
                if found.owner == Owner.GROUP or (found.owner == Owner.SELF and not creates_here):
                    return found
                # another object the quote's own sentence names ("create a Food token.
                # Target land becomes a 0/0 Elemental creature with ..."); not a pronoun,
                # which stands for the token ("Create a 1/1 Elf token. It has ...")
                if (
                    found.owner == Owner.OTHER
                    and not creates_here
                    and not _BACK_TO_IT.match(clause.lstrip())
                ):
                    return found
            return Holder(Owner.TOKEN)
        return owners.holder_of_quote(before, self.self_words, creates_token=False)

    def _reminders(self, p: Paragraph) -> None:
        """A keyword's reminder text restates the keyword's rule (CR 702, 207.2): the
        object with the keyword has that ability. Quotes in reminders are tokens'
        abilities (read above), and a reminder alone on its line that reads like a basic
        type's ("({T}: Add {G} or {U}.)") is the land's 305.6 ability; after a keyword
        ("Flying, glimmer ({T}: Add {U}.)") it is the keyword's."""
        for reminder in p.reminders:
            if not mentions_adding_mana(reminder.text):
                continue
            if landtypes.BASIC_REMINDER.match(reminder.text) and not p.own.strip():
                continue  # a line of its own: a land's basic types (305.6), read above
            if _states_action(reminder.text) and not owners.is_keyword_line(p.own):
                if reminder.before.endswith('"'):
                    continue  # the action of the quote before it: read with the quote
                # a keyword action's reminder restates what the action does (701, 207.2),
                # as part of the ability that takes the action: "{T}: Distill 1. (Add one
                # mana of any color.)", "Then stoke 1. (Put an ember counter on this
                # artifact. Then add {R} for each ember counter on it.)"
                effect = f"{self.context.condition} {reminder.text}".lstrip()
                action_kind = self.context.kind
                if action_kind in (SourceKind.ACTIVATED, SourceKind.TRIGGERED) and self._targets(
                    p.own
                ):
                    # the ability's own words target ("{T}: Target player distills 1."): no
                    # mana ability, whatever its reminder says (605.1a)
                    action_kind = None
                self._own(p, p.text, effect, action_kind, self.context.cost)
                continue
            reminder_sentences = _choices_joined(sentences(reminder.text))
            replacing = [x for x in reminder_sentences if _replaces_production(x)]
            if replacing and owners.is_keyword_line(p.own):
                # a keyword whose reminder is a replacement of mana ("Murkwater (If this land
                # would produce mana, it produces {U} instead.)"): the keyword's (702,
                # 106.12b); its other sentences read as they would be ("... Then add {B}.")
                for sentence in replacing:
                    self._replacement(p, sentence)
                rest = " ".join(x for x in reminder_sentences if x not in replacing)
                if not rest:
                    continue
                reminder = dataclasses.replace(reminder, text=rest)
            quotes = list(QUOTED.finditer(reminder.text))
            # a counter's ability, had where the text puts the counter, even beside a token
            # the paragraph creates ("create a Saproling token and put a bloom counter on
            # this creature")
            counter = owners.holder_of_counter(
                reminder.text, reminder.before, self.self_words, self.card
            )
            if counter is not None:
                # each sentence of the reminder states its own counter's ability ("A
                # creature with a bloom counter ... A land with a harvest counter ...")
                start = 0
                for quote in quotes:
                    stated = owners.holder_of_counter(
                        reminder.text[start:].lstrip(" ."), reminder.before, self.self_words,
                        self.card,
                    )  # fmt: skip
                    start = quote.end()
                    if stated is None or not ADD_VERB.search(quote[1]):
                        continue
                    holders, kind = stated
                    for holder in holders:
                        self._ability(p, quote[1], holder, Mechanism.COUNTER, kind)
                continue

            before = self._as_the_abilitys_effect(reminder.before, p)
            found = owners.holder_of_reminder(p.own, before, self.self_words, self.card)
            if found is not None and found[1] is not None:
                said = list(re.finditer(rf"\b{re.escape(found[1])}\b", before, re.IGNORECASE))
                if said and _NOT_A_GRANT.search(before, 0, said[-1].start()):
                    # "lose rootcall and can't have or gain rootcall. (...)": no one gains it
                    found = None
            keyword = found[1] if found else None
            defines = _REMINDER_DEFINES.match(reminder.text)
            named = defines["keyword"] if defines is not None else None
            if named and (keyword is None or keyword.lower() != named.lower()):
                # the keyword the reminder names ("A creature with rootbond has ..."), not
                # one the text before it ends with, nor one it grants ("Creatures you
                # control with sapflow have vigilance"): only a keyword line of the card's
                # own gives anyone this one
                keyword, found = named.capitalize(), None
            # a keyword means the same wherever it is printed (702.1): a keyword line of the
            # card's own names it bare ("Upwell"), so the card has it too, and so does
            # whoever another paragraph grants it ("Elves you control have upwell.")
            also: list[tuple[Paragraph, Holder]] = []
            if keyword is not None:
                # the keyword's number, as the reminder or the text before it states it
                # ("A creature with manaflow 2 has ...": no "Manaflow 1" of the card's own)
                number = re.search(
                    rf"\b{re.escape(keyword)} (\d+|X)\b", f"{reminder.text} {p.own}", re.IGNORECASE
                )
                if (found is None or found[0].owner != Owner.SELF) and self._has_keyword_line(
                    keyword, number[1] if number else None
                ):
                    also.append((p, Holder(Owner.SELF)))
                also += self._keyword_granted_elsewhere(keyword, p)
            if not self._is_what_has_it(reminder.text):
                # not the card, whatever is granted it: "Elves you control have rootcall.
                # (A creature token with rootcall has ...)" on a nontoken Elf
                also = [(q, kept) for q, h in also if (kept := _not_the_card(h)) is not None]
                if found is not None:
                    other = _not_the_card(found[0])
                    found = None if other is None else (other, found[1])
            if quotes and _creates_token(p) and _is_tokens_keyword(found):
                # a token's abilities, read with the quotes; the card's too if it has the
                # keyword ("Attunement\n... create a 1/1 Elf token with attunement. (...)")
                for q, other in also:
                    self._keyword_quotes(q, reminder, quotes, other, keyword)
                continue
            if found is None:
                # not after a keyword: the card's where it has the keyword the reminder names
                # ("Rootbond\nWhenever another creature with rootbond you control dies, you
                # gain 1 life. (A creature with rootbond has ...)"); else the detector reports
                # it if nothing else adds
                for q, other in also:
                    self._keyword_quotes(q, reminder, quotes, other, keyword)
                continue
            holder = found[0]
            if not quotes:
                for ability in _abilities_of(reminder.text):
                    if ADD_VERB.search(ability):
                        for q, each in [(p, holder), *also]:
                            self._ability(q, ability, each, Mechanism.KEYWORD, keyword)
            self._keyword_quotes(p, reminder, quotes, holder, keyword)
            for q, other in also:
                self._keyword_quotes(q, reminder, quotes, other, keyword)

    def _is_what_has_it(self, reminder: str) -> bool:
        """Whether the card may be what a keyword's reminder says has the ability ("(A land
        with sapflow has ...)": a creature with the keyword line "Sapflow" is no land, and
        has nothing by it)."""
        holder = _REMINDER_HOLDER.match(reminder)
        noun = holder["noun"] or holder["plural"] if holder else None
        return noun is None or owners.belongs_to(noun, self.card) is not False

    def _creators_sides(self, p: Paragraph, before: str, creates_token: bool) -> list[bool]:
        """Whose token a quote after `before` in `p` may be: False for yours, True for
        another player's (111.2; "each player creates": both; a player named before may be
        the one, "choose a player. That player creates ...")."""
        text = "\n".join([*self.oracle_text.split("\n")[: p.index], before])
        creators = token_creators(text) if creates_token else YOURS
        return [
            theirs for theirs in (False, True) if (creators.another if theirs else creators.you)
        ]

    def _keyword_granted_elsewhere(
        self, keyword: str, p: Paragraph
    ) -> list[tuple[Paragraph, Holder]]:
        """Who another paragraph grants `keyword` with no reminder of its own ("Elves you
        control have rootcall."; "{1}{G}: This creature gains rootcall until end of turn."):
        the keyword means what the reminder in `p` says (702.1). Not a keyword line (the
        card's, above), nor a paragraph with the keyword's reminder (read there)."""
        named = re.compile(rf"\b{re.escape(keyword)}\b(?: (?P<n>\d+|X)\b)?", re.IGNORECASE)
        # "Firebending 2 (... add {R}{R} ...)" says what firebending 2 does, not firebending 1
        reminded = named.search(p.own)
        n = reminded["n"] if reminded else None
        granted = []
        for q in self.paragraphs:
            if not named.search(q.own) or owners.is_keyword_line(q.own):
                continue
            if q is not p and any(named.search(r.text) for r in q.reminders):
                continue  # read with its own reminder
            for m in named.finditer(q.masked) if q is not p else ():
                if m["n"] != n:
                    continue
                if _NOT_A_GRANT.search(q.masked, 0, m.start()):
                    continue  # "lose rootcall and can't gain rootcall": no grant
                before = q.masked[: m.end("n") if m["n"] else m.end()]
                before = self._as_the_abilitys_effect(before, q)
                found = owners.holder_of_reminder(q.own, before, self.self_words, self.card)
                if found is not None and (found[1] or "").lower() == keyword.lower():
                    granted.append((q, found[0]))
            granted += self._keyword_granted_in_quotes(q, named, n, keyword)
        return granted

    def _keyword_granted_in_quotes(
        self, q: Paragraph, named: re.Pattern[str], n: str | None, keyword: str
    ) -> list[tuple[Paragraph, Holder]]:
        """Who a quoted ability grants `keyword` ('create a 1/1 Elf token with "Creatures
        you control have rootcall."'): the quote's holder's group, seen from its holder
        (`_holder_within`), the token's controller's."""
        granted = []
        creates = _creates_token(q)
        for quote in QUOTED.finditer(q.own):
            for m in named.finditer(quote[1]):
                said = quote[1][: m.end()]
                found = owners.holder_of_reminder(quote[1], said, self.self_words, self.card)
                if m["n"] != n or found is None or (found[1] or "").lower() != keyword.lower():
                    continue
                before = q.own[: quote.start()]
                sides = self._creators_sides(q, before, creates)
                before = self._as_the_abilitys_effect(before, q)
                for outer in self._holders_of_quote(before, creates):
                    inner = quote[1][: m.start()]
                    holders = [self._holder_within(inner, outer, theirs=t) for t in sides]
                    granted += [(q, holder) for holder in dict.fromkeys(holders)]
        return granted

    def _keyword_quotes(
        self,
        p: Paragraph,
        reminder: Reminder,
        quotes: list[re.Match[str]],
        holder: Holder,
        keyword: str | None,
    ) -> None:
        """The quotes of a keyword's reminder ('Attuned (This creature has "{T}: Add ...")'):
        "this creature", or "a creature with <the keyword>", is `holder`, whoever has the
        keyword; a group the quote names is the group."""
        for quote in quotes:
            if not ADD_VERB.search(quote[1]):
                continue
            inner = owners.holder_of_quote(
                reminder.text[: quote.start()], self.self_words, creates_token=False
            )
            granted = (
                holder if inner.owner == Owner.SELF or _names_keyword(inner, keyword) else inner
            )
            self._ability(p, quote[1], granted, Mechanism.KEYWORD, keyword)

    def _has_keyword_line(self, keyword: str, number: str | None = None) -> bool:
        """Whether a paragraph of the face is a keyword line naming `keyword` ("Flying,
        upwell"; "Wellbind 2"), with the `number` the reminder's ability is of, where it
        states one (702.1: "manaflow 1" is not "manaflow 2"; "Sapflow X, where X is ..." may
        be "sapflow 1", X being any number it counts, 107.3)."""
        named = re.compile(rf"(?:^|, ){re.escape(keyword)}\b(?: (?P<n>\d+|X)\b)?", re.IGNORECASE)
        return any(
            owners.is_keyword_line(q.own)
            and any(number is None or m["n"] in (None, number, "X") for m in named.finditer(q.own))
            for q in self.paragraphs
        )

    def _predefined_tokens(self, p: Paragraph) -> None:
        """A predefined token has the abilities the rules define for it (CR 111.10),
        printed as reminder text or not. When the reminder printed it, that row stands
        and only learns the token's name."""
        # the card's own text, and a keyword's reminder text, which states the keyword's
        # ability ("Plunder (When this creature enters, create a Treasure token.)", 702)
        texts = [p.own, *(r.text for r in p.reminders)]
        if not any(_MAY_CREATE_TOKEN.search(t) for t in texts):
            return  # most paragraphs: no "create", no gift
        reminded = [s for r in p.reminders for s in sentences(r.text)]
        for sentence in [*p.own_sentences(), *reminded]:
            if not _MAY_CREATE_TOKEN.search(sentence):
                continue
            # a quoted ability is read on its own ('... token with "Whenever you create a
            # Treasure token, ..."'; 'Creatures you control have "When this creature dies,
            # create a Treasure token."'), and the sentence without it
            quoted = [q for q in QUOTED.findall(sentence) if _MAY_CREATE_TOKEN.search(q)]
            tokens = [
                token
                for part in [QUOTED.sub('"…"', sentence), *quoted]
                for token in self.tokens.created(without_conditions(part))
            ]
            for token in dict.fromkeys(tokens):
                if _defined_in_text(token.name, sentence):
                    self._name_printed_token(p, token.name)
                    continue  # its abilities are the quoted ones, read as printed
                for ability in token.abilities:
                    if ADD_VERB.search(ability):
                        self._predefined_token_ability(p, token.name, ability)
        # a kind created by its name alone, unknown here, that no reminder text defines:
        # its abilities (mana or not) are nowhere to read, so it is reported, never guessed
        # at. The card's own text or a keyword's reminder creates it; a quoted ability's
        # token is another object's.
        created = [s for s in [*sentences(p.masked), *reminded] if _MAY_CREATE_TOKEN.search(s)]
        if any(map(self.tokens.unknown_kinds, created)) and not any(
            _DEFINES_TOKEN.match(r.text) or QUOTED_ANY.search(r.text) for r in p.reminders
        ):
            self.issues.append(ParseIssue(p.text, IssueKind.UNKNOWN_TOKEN))

    def _name_printed_token(self, p: Paragraph, name: str) -> None:
        """The printed token row of the paragraph learns the token's name (`via`)."""
        for i, row in enumerate(self.mana):
            printed = row.source_kind == SourceKind.TOKEN and row.mechanism == Mechanism.PRINTED
            if row.ability_index == p.index and printed and row.via is None:
                self.mana[i] = dataclasses.replace(row, via=name)
                return

    def _predefined_token_ability(self, p: Paragraph, name: str, ability: str) -> None:
        start = len(self.mana)
        self._ability(p, ability, Holder(Owner.TOKEN), Mechanism.PREDEFINED_TOKEN, name)
        for new in self.mana[start:]:
            for i, row in enumerate(self.mana[:start]):
                same = (row.colors, row.amount, row.choice) == (new.colors, new.amount, new.choice)
                if row.ability_index == p.index and row.source_kind == SourceKind.TOKEN and same:
                    self.mana[i] = dataclasses.replace(row, via=row.via or name)
                    del self.mana[start:]
                    return

    def _type_changes(self, p: Paragraph) -> None:
        """An effect that makes lands basic land types gives them the types' abilities
        (305.7): the lands it changes have them, and so does the card when it is one.
        Reminder text that quotes the ability ("(They have "{T}: Add {R}.")") prints it.
        Reminder text that states a keyword's or a keyword action's change ("Rewild target
        land. (It becomes a Forest in addition to its other types.)") is read after the
        paragraph's own text: it is the rule the keyword names (702, 701, 207.2). A mode's
        is read after its ability's trigger ("Whenever another land you control enters,
        choose one —\n• It becomes a Forest ...": the land that entered, 700.2)."""
        text = self._as_the_abilitys_effect(p.masked, p)
        stated = [
            r.text
            for r in p.reminders
            if landtypes.MENTIONS_TYPES.search(r.text) and not QUOTED_ANY.search(r.text)
        ]
        if stated:
            # after a sentence of its own: "Rangeling (This card is every land type ...)" is
            # the card's own change (305.7), its subject "This card"
            own = text if not text or text.endswith(".") else text + "."
            text = " ".join([own, *stated])
        elif not landtypes.MENTIONS_TYPES.search(text):
            return
        # a group the parser can't tell is lands holds the card all the same when it is a
        # land by its type line (or always by its own text) and one of the group ("Artifacts
        # you control are Islands in addition to their other types" on an artifact land: an
        # Island, 305.7); the others stay reported
        changes = self._land_type_changes(
            p,
            text,
            self.self_names,
            self.card.subtypes if self.is_land else frozenset(),
            keep_unknown=self.is_land or "land" in self.card.always,
        )
        printed = any(
            mentions_adding_mana(m[1] or m[2] or "")
            for reminder in p.reminders
            for m in QUOTED_ANY.finditer(reminder.text)
        )
        offered = landtypes.offered_colors(self.oracle_text) if self.chooses_land_type else None
        for change in changes:
            if offered is not None and change.depends_on is not None:  # "choose Forest or Island"
                change = dataclasses.replace(change, colors=ordered(set(change.colors) & offered))
            ability = landtypes.intrinsic_ability(change.colors)
            # the card is in the group it changes: a land, or any object a "... land" makes
            # one ("Each creature you control is a Forest land"); not when it has left the
            # battlefield first ("{2}, Sacrifice this land: Each land you control becomes
            # ...", 611.2c), nor while the ability works in another zone and has not returned
            # it ("{2}{G}: Return this card from your graveyard to the battlefield at the
            # beginning of the next end step. Each land you control becomes ...")
            at = _change_position(p, change)
            # a land by its type line, or by its own text ("This creature becomes a land in
            # addition to its other types", a state taken as met)
            can_be_land = self.is_land or change.makes_land or "land" in self.card.can_become
            back = self._back_under_anothers_control(p, at)
            member = (
                # a spell is never one of a group of permanents ("Kindred Instant — Elf":
                # "Elves you control become Forest lands ...")
                can_be_land
                and self.card.is_permanent
                and not change.is_self
                and not change.chosen  # another object, as a target is
                and not self._gone_first(p.own, at, change.subject)
                and not (self._kept_elsewhere(p.own) and not self._returned_first(p.own[:at]))
                # the objects the change finds before it applies: "Each nonland permanent you
                # control is a Forest land" makes the card one all the same (613.6), whatever
                # it always is after
                and self._belongs_as_its_controller_sees_it(
                    p, at, change.subject, self._as_it_applies(p, at).before_change(change.makes)
                )
            )
            if member is None and not change.lands_unknown and owners.names_a_color(change.subject):
                # "Green creatures you control are Forest lands ...": the type line can't
                # tell whether the card is one; its own copy not guessed, reported
                self.issues.append(ParseIssue(p.text, IssueKind.GROUP_UNKNOWN))
            is_self = change.is_self or (
                member is True and self._has_counter_named(change.subject, self.oracle_text)
            )
            if not change.is_self and not change.lands_unknown:
                mechanism = Mechanism.PRINTED if printed else Mechanism.TYPE_CHANGE
                self._land_type_row(
                    p.index, p.text, ability, change.colors, SourceKind.GRANTED,
                    change.subject, change.depends_on, mechanism,
                )  # fmt: skip
            # not where the card has left the battlefield first and is not back ("Return
            # this land to its owner's hand. It becomes a Forest ...", "{R}, Sacrifice this
            # land: It becomes a Forest ...", "Sacrifice this land. Return it ... at the
            # beginning of the next end step. It becomes ...": a new object, 400.7); a step
            # that may not happen, or happens later, leaves it, and a return under another
            # player's control brings it back as the change applies
            gone = self._left_for_good(p, at)
            # nor where the ability works in another zone and has not returned it ("Return
            # this card from your graveyard to your hand. It becomes a Plains land ..."), nor
            # on a spell, never a permanent
            elsewhere = (
                self._kept_elsewhere(p.own) and not self._returned_first(p.own[:at]) and not back
            )
            if is_self and can_be_land and self.card.is_permanent and not (gone or elsewhere):
                self._land_type_row(
                    p.index, p.text, ability, change.colors, SourceKind.INTRINSIC,
                    change.subject, change.depends_on,
                )  # fmt: skip

    def _names_card_in_trigger(self, opening: str) -> bool:
        """Whether a trigger's opening (or "As this land enters, ") makes "it" the card: its
        event names the card, or names no object and its intervening "if" names the card
        ("At the beginning of your upkeep, if this land is untapped,"); not "Whenever another
        land you control becomes tapped, if this land is untapped," (that land)."""
        event, _, condition = opening.partition(", if ")
        if re.search(self.self_words, event):
            return True
        return (
            bool(condition and re.search(self.self_words, condition))
            and referents.triggering_group(opening) is None
            and not owners.names_another_object(event)
        )

    def _quotes_its_group_has(self, text: str) -> list[str]:
        """The quoted abilities `text` gives a group the card is in ('Lands you control have
        "At the beginning of your upkeep, ... put a moss counter on it."'): the card has
        them too, and "this land" or "it" in them is the card (613.1f)."""
        return [
            m["quote"]
            for m in _GROUP_HAS_QUOTE.finditer(text)
            if owners.names_whole_group(m["group"]) and owners.belongs_to(m["group"], self.card)
        ]

    def _has_counter_named(self, subject: str, text: str) -> bool:
        """Whether the card can be a subject described by a counter ("A land with a flux
        counter on it is every basic land type"): only where the text puts that counter on
        the card ("This land enters tapped with a flux counter on it"), not on another
        ("on another target land you control"); where the text puts no such counter anywhere,
        the counter is a state taken as met; True for any other subject."""
        counter = grammar.WITH_COUNTER.search(subject)
        if counter is None:
            return True
        kind = rf"(?<![\w+/-]){re.escape(counter['kind'] or counter['kinds'])}"
        placed = rf"\b[Pp]uts?\b[^.]*?{kind} counters? on\b|\benters?\b[^.]*?{kind} counters? on\b"
        if not re.search(placed, text):
            return True  # no text of its own puts one anywhere: a state taken as met
        on_itself = (
            # "This land enters tapped with a flood counter on it", not a trigger on its
            # entering whose effect puts another object onto the battlefield with one
            rf"(?:{self.self_words}) enters\b[^.,]*?\bwith [^.]*?{kind} counters? on it\b"
            rf"|\bput [^.]*?{kind} counters? on (?:{self.self_words})\b"
        )
        # counters put on "it", not a card put "with a flood counter on it"
        put_on_it = re.compile(rf"\bput (?:[\w-]+ ){{1,5}}?{kind} counters? on it\b")
        # what enters as the card enters is the card ("As this land enters, you may reveal an
        # Island card from your hand. If you do, it enters with a tide counter on it", 614.12)
        enters_with = re.compile(
            rf"\bit enters (?:[\w-]+ )*?with (?:[\w-]+ ){{1,5}}?{kind} counters? on it\b"
        )
        if re.search(on_itself, text, re.IGNORECASE):
            return True
        # "As this land enters, you may put a flood counter on it" (614.12), or a trigger
        # that names the card ("When this land enters, you may pay 2 life. If you do, put
        # ..."), in a sentence after too, unless "it" is another object named first
        # ("choose another land you control and put a flood counter on it")
        for line in [*text.splitlines(), *self._quotes_its_group_has(text)]:
            as_enters = re.match(rf"As (?:{self.self_words}) enters, ", line)
            if as_enters and enters_with.search(line, as_enters.end()):
                return True
            opening = as_enters or grammar.TRIGGER_OPENING.match(line)
            # the card in the trigger's event, not in its intervening "if" ("Whenever another
            # land you control becomes tapped, if this land is untapped, put ... on it")
            if opening is None or not self._names_card_in_trigger(opening[0]):
                continue
            rest = line[opening.end() :] if opening else ""
            put = put_on_it.search(rest)
            if put and not owners.names_another_object(without_conditions(rest[: put.start()])):
                return True
        # on a group the card is in ("Put a flood counter on each land you control")
        for m in re.finditer(rf"\b[Pp]ut [^.]*?{kind} counters? on (?P<group>[^.,]+)", text):
            group = m["group"]
            if owners.names_whole_group(group) and owners.belongs_to(group, self.card):
                return True
        # on the object that set off a trigger the card can be one of ("Whenever a land you
        # control enters, put a flux counter on it"), a line's sentences each
        for sentence in (s for line in text.splitlines() for s in sentences(line)):
            put = re.search(
                rf"\bputs? [^.]*?{kind} counters? on (?:it|them|each of them)\b", sentence
            )
            if put and not owners.names_another_object(without_conditions(sentence[: put.start()])):
                # not after another object the effect named ("tap target land an opponent
                # controls and put a flood counter on it": that land)
                group = referents.triggering_group(sentence)
                if group is not None and owners.belongs_to(group, self.card) is not False:
                    return True
                # or on the card its trigger names ("When this land enters, put a flood
                # counter on it")
                # (in its event, not its intervening "if"; counters put, not a card put
                # "with a flood counter on it")
                trigger = grammar.TRIGGER_OPENING.match(sentence)
                counters = put_on_it.search(sentence)
                if (
                    group is None
                    and counters
                    and trigger
                    and self._names_card_in_trigger(trigger[0])
                ):
                    return True
        return False

    def _land_type_changes(
        self,
        p: Paragraph,
        text: str,
        self_names: set[str],
        land_types: frozenset[str] = frozenset(),
        *,
        keep_unknown: bool = False,
    ) -> list[landtypes.TypeChange]:
        """The type changes of `text` (`landtypes.type_changes`); one of a group the parser
        can't tell is lands is reported, not guessed either way, and left out, unless
        `keep_unknown` (for the card itself, a land by its type line: "Artifacts you control
        are Islands" on an artifact land)."""
        found = landtypes.type_changes(
            text,
            self_names,
            mentions_land_types=self.chooses_land_type,
            land_types=land_types,
            enchants_lands=self._enchants is True,
        )
        self.issues.extend(
            ParseIssue(p.text, IssueKind.UNKNOWN_LAND_GROUP) for c in found if c.lands_unknown
        )
        # what an Aura can enchant is what "enchanted permanent" is (303.4a): "Enchant nonland
        # permanent" leaves every land out (205.3d), unless the change makes it a land
        # ("Enchanted permanent is a colorless Island land")
        nonland = self._enchants is False
        return [
            change
            for change in found
            if (keep_unknown or not change.lands_unknown)
            and not (
                nonland and not change.makes_land and _ENCHANTED_PERMANENT.match(change.subject)
            )
        ]

    def _land_tokens(self, p: Paragraph) -> None:
        """A land token with basic land types has their abilities (305.6), created by the
        card's own text or by a keyword's reminder text, which states the keyword's ability
        ("Groveborn (When this creature enters, create a 0/1 green Forest Dryad land creature
        token.)", 702)."""
        if "onjure" in p.own:
            for conjured in _conjured_basics(p.own):
                # a card named a basic land type is that basic land, with its ability (305.6):
                # "conjure a card named Forest into your hand" (Alchemy's conjure makes a
                # card, as a token is made, the card's to play)
                colors = (landtypes.BASIC_LAND_TYPES[conjured["type"]],)
                self._land_type_row(
                    p.index, p.text, landtypes.intrinsic_ability(colors), colors,
                    SourceKind.TOKEN, "conjured card", None,
                )  # fmt: skip
        if "token" not in p.own and not any("token" in r.text for r in p.reminders):
            return
        # a quote's period inside a sentence ends none ('a copy of target land you control
        # with "{T}: Add {C}.", except it's a Forest'), one that ends it does ('... token with
        # "Sacrifice this token: Add {G}." Then untap ...'), and what a quote says is the
        # token's ability, not its types ('a Saproling token with "... a land that's a
        # Forest."'), in the card's own text and in reminder text alike
        for text in (p.own, *(r.text for r in p.reminders)):
            said = [
                s.replace(f'"{MASK}."', MASK).replace(f'"{MASK}"', MASK)
                for s in masked_sentences(text)
            ]
            for at, sentence in enumerate(said):
                self._land_token(p, sentence, said[:at])

    def _land_token(self, p: Paragraph, sentence: str, earlier: list[str]) -> None:
        """The row of a land token `sentence` creates, if it does; `earlier` are the
        sentences of its text before it, where the object a copy copies may be named."""
        # (the card's traits, costly, only where a land token may be made)
        if not CREATES_TOKEN.search(sentence) or not landtypes.LAND_TOKEN.search(sentence):
            return
        if self._enchants is False:
            # what the Aura can enchant is what "enchanted permanent" is (303.4a): "a copy of
            # enchanted permanent" on one with "Enchant nonland permanent" copies no land
            sentence = _ENCHANTED_PERMANENT.sub("enchanted nonland permanent", sentence)
        found = landtypes.land_token_colors(
            sentence,
            card_is_land=self.is_land or "land" in self.card.can_become,
            self_words=self.self_words,
            earlier=earlier,
        )
        if found is None:
            return
        colors, depends_on = found
        ability = landtypes.intrinsic_ability(colors)
        self._land_type_row(
            p.index, p.text, ability, colors, SourceKind.TOKEN, "land token", depends_on
        )

    def _ability(
        self, p: Paragraph, ability: str, holder: Holder, mechanism: Mechanism, via: str | None
    ) -> None:
        """Rows for an ability another object has, or the card has without printing it,
        parsed as a paragraph of its own ("{T}: Add {G}."), after an ability word as a
        paragraph is ('"Overflow — Whenever this land is tapped for mana, ..."', 207.2c)."""
        body = _without_ability_word(ability)
        shape = shapes.SHAPES["activated"].match(body)
        cost = (
            parse_cost(shape["cost"], name=self.name, type_line=self.type_line)
            if shape and shapes.is_cost(shape["cost"])
            else None
        )
        effect = shape["effect"] if cost is not None and shape else body
        # what a delayed trigger it sets up adds is a row of its own, no mana ability, as for
        # the card's own ability (603.7, 605.5a)
        now, later = _now_and_later(sentences(effect), cost is None)
        self._ability_part(p, ability, holder, mechanism, via, now, cost)
        if later:
            self._ability_part(p, ability, holder, mechanism, via, later, None, delayed=True)

    def _ability_part(
        self,
        p: Paragraph,
        ability: str,
        holder: Holder,
        mechanism: Mechanism,
        via: str | None,
        effect: str,
        cost: CostParts | None,
        *,
        delayed: bool = False,
    ) -> None:
        """The rows of `effect`, what the ability `ability` adds as it resolves after `cost`,
        or what a delayed trigger it sets up adds."""
        yields, unrecognised = _effect_add_clauses(effect, cost is None and not delayed, cost)
        issue = ParseIssue(p.text, IssueKind.UNRECOGNISED_CLAUSE)
        if unrecognised and issue not in self.issues:
            # a clause of a quote or reminder no template reads: reported as the card's own
            # would be, even where the paragraph's other rows hide it from the detector
            self.issues.append(issue)
        if not yields:
            return
        found = combine(yields, effect)
        # a mana ability or not by the same tests as the card's own (605.1a/b)
        kind: SourceKind | None = None  # a delayed trigger's: `shapes.classify` says what
        if not delayed:
            kind = SourceKind.ACTIVATED if cost is not None else SourceKind.TRIGGERED
        own, is_mana = shapes.classify(kind, effect, self._targets(effect))
        moves = cost is not None and (
            shapes.moves_library_card(effect) or shapes.moves_library_card(cost.cost_text)
        )

        def add(kind: SourceKind, row_mechanism: Mechanism, row_via: str | None) -> None:
            self._row(
                p,
                ability,
                found,
                cost or CostParts(),
                kind,
                is_mana=is_mana,
                is_mana_2026=is_mana and not moves,
                restriction=shapes.restriction(effect),
                mechanism=row_mechanism,
                via=row_via,
            )

        if holder.owner == Owner.SELF:
            # "As long as this card is in your hand, it has "{T}: Add {G}."": had there alone;
            # not after the effect returned it ("{2}{B}: Return this card from your graveyard
            # to the battlefield. It gains ...": on the battlefield, 608.2c)
            at = _position(p.own, ability, last=True)
            if not self._returned_first(p.own[:at]):
                cost = self._working_elsewhere(p.own, cost or CostParts())
            # gone when it gains it ("When this creature dies, return it to the battlefield
            # at the beginning of the next end step. It gains ...": the card in its
            # graveyard, and what returns later is a new object, 400.7): no permanent's;
            # back at once under another player's control, it is a permanent again
            # (608.2c), as after a return under its owner's
            add(SourceKind.GRANTED if self._left_for_good(p, at) else own, mechanism, via)
        elif holder.owner == Owner.TOKEN:
            add(SourceKind.TOKEN, mechanism, via)
        elif holder.owner == Owner.OTHER:
            add(SourceKind.GRANTED, mechanism, via)
        else:  # a group: its members have it, the card too if it is one (613.1f)
            add(SourceKind.GRANTED, mechanism, via)
            # the grant: what the effect does before its subject counts (else before the last
            # quote of its words, a token's quote of the same words coming first)
            at = _grant_position(p.own, holder.group, ability) if holder.group else None
            if at is None:
                at = _position(p.own, ability, last=True)
            # a static ability of the card's own text reaches it only while it keeps that
            # text (305.7), a resolved ability's effect whatever it becomes later, and so
            # does a grant the change itself makes ('lands you control are Swamps and have
            # "..."': one effect, 613.6)
            member = self._belongs_as_its_controller_sees_it(
                p,
                at,
                holder.group or "",
                self._as_it_applies(p, at),
                keeping_its_text=self._is_static_paragraph(p.index)
                and not _granted_with_a_type_change(p.text, ability),
            )
            gone = self._gone_first(p.own, at, holder.group or "")
            # an ability that works in another zone and returns the card to the battlefield
            # before the grant ("{3}{B}: Return this card from your graveyard to the
            # battlefield tapped. Creatures you control gain ...", 608.2c) finds it there
            elsewhere = self._kept_elsewhere(p.own) and not self._returned_first(p.own[:at])
            face_down = "face down" in p.own[:at] and owners.face_down_first(
                without_conditions(p.own[:at]),
                self._is_named,
                self._may_be_in_group,
                it_is_card=owners.it_of_trigger(p.own, self.card),
            )
            if face_down is not False:
                # turned or returned face down before the grant: a 2/2 creature with no
                # subtypes, in "Face-down creatures you control" and not in "Elves you
                # control" (708.2a); the group is fixed as the effect applies (611.2c); where
                # the step may not happen, either may hold it
                turned = owners.belongs_to(
                    owners.as_face_down(holder.group or ""), owners.FACE_DOWN_OBJECT
                )
                answers = (turned,) if face_down else (turned, member)
                member = True if True in answers else (None if None in answers else False)
            if elsewhere or gone or not self.card.is_permanent:
                # the card grants it from its graveyard, hand or exile, or has left the
                # battlefield when the effect applies, or is a spell ("Kindred Sorcery —
                # Elf" and "Elves you control have ..."): no permanent
                member = False
            if member is True:
                add(own, Mechanism.GROUP_GRANT, holder.group)
            elif member is None and self.card.is_permanent:
                self.issues.append(ParseIssue(p.text, IssueKind.GROUP_UNKNOWN))

    # -- the detector ----------------------------------------------------------------

    def _back_under_anothers_control(self, p: Paragraph, at: int | None) -> bool:
        """Whether the ability has put the card back on the battlefield under another
        player's control before `at` ("return it to the battlefield under target opponent's
        control. Each land that player controls becomes ..."; "Exile this creature: Return
        the exiled card ...", the card its own step exiled): a group is judged from that
        player's side then (`owners.from_their_side`), "that player controls" and "your
        opponents control" holding it, "you control" not (608.2c)."""
        end = len(p.own) if at is None else at
        return any(
            m["object"] != "the exiled card"
            or referents.exiled_itself(p.own[: m.end()], self.self_words)
            for m in _BACK_UNDER_ANOTHERS_CONTROL.finditer(p.own, 0, end)
        )

    def _left_for_good(self, p: Paragraph, at: int | None) -> bool:
        """Whether the card has left the battlefield before `at` (`_gone_first`) and is not
        back: a return at once under another player's control brings the card itself back
        (608.2c), though out of the groups of "you control"."""
        return self._gone_first(p.own, at) and not self._back_under_anothers_control(p, at)

    def _given_to_another(self, p: Paragraph, at: int | None) -> bool | None:
        """Whether the ability has given an opponent control of the card before `at`
        ("Target opponent gains control of this land. Then each land that player controls
        becomes ...", "When this creature enters, target opponent gains control of it"):
        theirs as the rest of the effect applies (608.2c); None where it may have
        (`owners.gives_itself_to_an_opponent`)."""
        before = p.own if at is None else p.own[:at]
        if "control of" not in before:
            return False  # most abilities
        shape = shapes.SHAPES["activated"].match(before)
        trigger = grammar.TRIGGER.match(before)
        if shape is not None and shapes.is_cost(shape["cost"]):
            opening, effect = shape["cost"], before[shape.start("effect") :]
        elif trigger is not None:
            opening, effect = trigger[0], before[trigger.end() :]
        else:
            opening, effect = "", before
        return owners.gives_itself_to_an_opponent(
            opening, effect, self._is_named, self.name, self.type_line
        )

    def _belongs_as_its_controller_sees_it(
        self,
        p: Paragraph,
        at: int | None,
        group: str,
        card: CardTraits,
        *,
        keeping_its_text: bool = False,
    ) -> bool | None:
        """Whether `card` (the card as the ability applies) is one of `group` as its
        controller sees it at `at` (`owners.belongs_to`): from the other side after a return
        under another player's control (`_back_under_anothers_control`) or once an opponent
        gains control of it (`_given_to_another`), from either where that may not happen."""
        given = True if self._back_under_anothers_control(p, at) else self._given_to_another(p, at)
        if given is False:
            sides = [group]  # most abilities
        else:
            theirs = owners.from_their_side(group)
            sides = [theirs] if given else [group, theirs]
        return owners.in_any(
            owners.belongs_to(side, card, keeping_its_text=keeping_its_text) for side in sides
        )

    def _as_it_applies(self, p: Paragraph, at: int | None) -> CardTraits:
        """The card as the ability of `p` applies at `at` (`owners.as_it_applies`)."""
        before = p.own if at is None else p.own[:at]
        return owners.as_it_applies(
            self.card, self.oracle_text, p.index, before, self.own_types, self.type_line
        )

    def _detect(self) -> None:
        """Both directions of the template-independent check (see `detector`)."""
        with_rows = {row.ability_index for row in self.mana}
        for p in self.paragraphs:
            text = _without_named_quotes(p.text)
            unread = ParseIssue(p.text, IssueKind.UNRECOGNISED_CLAUSE)
            if p.index not in with_rows and mentions_adding_mana(text):
                # no row at all: the clause a quote or reminder did not read is this issue
                self.issues = [i for i in self.issues if i != unread]
                self.issues.append(ParseIssue(p.text, IssueKind.NO_ABILITY))
            elif (
                p.index in with_rows
                and unread not in self.issues
                and unread_wording(text)  # (most paragraphs: none, the sentences not split)
                and unread_wording(" ".join(map(_beside_a_replacement, sentences(text))))
            ):
                # rows, and besides them mana in a wording no template reads ("{T}: Add {C}.
                # If you control a Plains, you also get {W}."), not a replacement's, whose
                # reading reports its own misses: not silently left short
                self.issues.append(unread)
        for row in self.mana:
            if not mentions_adding_mana(row.ability_text):
                self.issues.append(ParseIssue(row.ability_text, IssueKind.NO_MENTION))


_LIMITED_CHOICE = re.compile(
    rf"\b[Cc]hooses? (?:(?:a|one|two|three) colors? {EXCEPT} "
    rf"(?P<other>{COLORS})"
    rf"|(?:a|two|three) (?P<non>{NON_COLORS}) colors?"
    rf"|(?:either )?(?P<listed>{_COLOR_OR_COLORLESS}(?:(?:,|,? or) {_COLOR_OR_COLORLESS})+))\b"
)
"""A choice of a color (or type) that offers only some (CR 106.7 counts those alone): "choose
a color other than white or black", "choose a color that isn't green", "choose two colors
other than green", "choose a nongreen color", "choose a nonwhite, nonblue color", "choose
white or blue", "choose black, red, or colorless"."""


def _results_as_add_clauses(
    phrases: list[str], opening: str, sentence: str, oracle_text: str
) -> tuple[frozenset[str], Choice] | None:
    """The types of a replacement's results read as add clauses are, by the same templates
    (one definition of what "one mana of a color other than green" or "mana of that
    creature's color" is): None unless each phrase is one clause a template reads. A
    phrase with no amount ("produces mana of a color other than green instead") is the
    amount the event produced, "that much" (106.12b).

    A color chosen before is one the face's choice offers (Hall of Gemstone: "... chooses a
    color. ... produce mana of the chosen color instead"); "that color" and "that type"
    name what `_that_types` finds before them in the paragraph (`opening`, the text before
    the sentence) and the sentence. The symbols a result prints are its own whatever the
    choice ("{R} or one mana of the chosen color")."""
    colors: frozenset[str] = frozenset()
    choice = Choice.FIXED
    for phrase in phrases:
        clause = f"that much {phrase}" if phrase.startswith("mana ") else phrase
        yields, unread = read_add_clauses(f"Add {clause}.")
        if unread or len(yields) != 1:
            return None
        symbols = symbol_types("".join(re.findall(SYM, phrase))) or frozenset()
        event = sentence[: max(sentence.find(phrase), 0)]
        named_a_type = False  # whether a part names a type of its own
        for part in yields[0].parts or yields:
            if part.depends_on not in (CHOSEN_COLOR, CHOSEN_TYPE):
                colors |= part.colors
                named_a_type = True
                continue
            that = _THAT_COLOR_OR_TYPE.search(phrase)
            if that:
                named = _that_types(opening, event, that["what"], oracle_text)
            elif part.depends_on == CHOSEN_COLOR:
                named = _offered_colors(oracle_text) or part.colors
            else:
                named = frozenset()  # "the chosen type": a type the text doesn't say
            colors |= symbols | named
            named_a_type = named_a_type or bool(named)
        choice = yields[0].choice if named_a_type else Choice.FIXED
    return colors, Choice.ONE_OF if len(phrases) > 1 else choice


def _that_types(opening: str, event: str, kind: str, oracle_text: str) -> frozenset[str]:
    """What a result's "that color" (`kind` "color") or "that type" names. A color: a choice
    made before it in its paragraph ("When this creature enters, choose a color. ... it
    produces one mana of that color instead"; "an opponent chooses a color and you add one
    mana of that color instead") or the face's own ("As this artifact enters, choose white
    or blue."): the colors it offers. Else the types of the mana its sentence's event
    replaces ("If a Mountain you control would produce {R}, it produces two mana of that
    color instead": R; "would produce white or blue mana": W or U), not those of another
    sentence; else nothing of its own, the replaced mana's however it is ("If this land
    would produce mana of a color, it produces two mana of that color instead")."""
    if kind == "color":
        before = opening + event
        chose = list(NAMES_A_COLOR_CHOICE.finditer(before))
        if chose:
            return _offered_colors(before[chose[-1].start() :]) or FIVE_COLORS
        if _face_chooses_a_color(oracle_text):
            return _offered_colors(oracle_text) or FIVE_COLORS
    # the replaced types as the card's own row reads them (`_types_replaced`: "would
    # produce {W} while you control a nonwhite creature": W; "mana of a color other than
    # black", "nonblack mana": the others); colorless is no color (105.1)
    producing = _PRODUCING_SUBJECT.search(event)
    if producing is None or not _NAMES_A_TYPE.search(_event_words(event[producing.end() :])):
        return frozenset()
    types = _types_replaced(event, producing)
    return types - {"C"} if kind == "color" else types


_THAT_COLOR_OR_TYPE = re.compile(r"\bthat (?P<what>color|type)s?\b")
"""A result's "that color" or "that type" (`_that_types`)."""
_NAMES_A_TYPE = re.compile(
    r"\{[WUBRGC]\}|\b(?:non-?)?(?:white|blue|black|red|green|colorless|colored)\b"
)
"""Words that name or deny a type of mana: "mana" or "mana of a color" alone names none, and
"that color" after them is the replaced mana's own, no type of its own."""


def _result_types(phrases: list[str]) -> tuple[frozenset[str], Choice]:
    """The types of a replacement's results no add clause's template reads: the symbols they
    name ("that mana plus {G}"). Anything else names no type read here: the caller reports
    it, never guesses it from color words."""
    colors = symbol_types("".join(re.findall(SYM, " ".join(phrases)))) or frozenset()
    return colors, Choice.ONE_OF if len(phrases) > 1 else Choice.FIXED


_PRODUCING_SUBJECT = re.compile(
    # (what "would" makes a replacement, 614.1a, opened by "If" or a word of time: "Whenever
    # this land would produce {C}, ...", "Each time ...", probes vt77 vx26)
    r"(?:\b(?:[Ii]f|[Ww]hen(?:ever)?|[Ee]ach time) (?:[^,]* and )?|, (?:and )?(?:if )?|^| and |: )"
    r"(?:[Yy]ou may have )?"
    # (a replacement that applies once or a few times, 614.1: "The first time each turn",
    # "Each turn, the first time", "{1}: The next time ... this turn", "The fourth time",
    # probes vi76 vo vt34)
    r"(?:[Tt]he (?:first|second|third|\w+th|next)(?: \w+)? times? (?:(?:each|this) turn )?)?"
    r"(?P<subject>[^,]+?)"
    rf" (?:{_WOULD_PRODUCE}|produces?|taps? for|{_IS_TAPPED_FOR})\b"
)
"""The object whose production a replacement speaks of ("If this land would produce {C}",
"If this land would be tapped for mana", "this land produces {B} instead", "As long as ...,
if this land would produce", "If you control a Forest and this land would produce", "If
it's your turn and this land would produce", "you may have this land produce {W} instead",
"The first time each turn this land would produce", "The fourth time ...", "Whenever this land
would produce", "Each time ...", each of a list (", and if an Island you control would
produce"), "Plains you control produce {U} and Swamps you control produce {W} instead"), or
the player who adds the mana ("If you would add {C}, add {G} instead")."""


def _result_of(producing: re.Match[str], colors: tuple[str, ...]) -> tuple[str, ...]:
    """The types a replacement gives the production its subject speaks of: those its own
    clause names ("Forests you control tap for {G}{G} instead of {G}, and Plains you control
    tap for {W}{W} instead of {W}": a Forest's {G}), else all of the replacement's."""
    text = producing.string
    result = _REPLACEMENT_RESULT.search(text, producing.start("subject"), _clause_end(producing))
    # (only a result of symbols alone: not "{G}{G} or one mana of any color")
    symbols = result is not None and re.fullmatch(r"(?:\{[WUBRGC]\}|,|\s|or|and)+", result["what"])
    named = set(re.findall(r"\{([WUBRGC])\}", result["what"])) if result and symbols else set()
    return tuple(c for c in colors if c in named) or colors


_SAME_SUBJECT = re.compile(r"(?i:it|they|(?:that|those) [\w-]+)")
"""A result's subject that stands for the replacement's own ("it", "that land")."""


def _clause_end(producing: re.Match[str]) -> int:
    """Where the clause of a replacement's subject ends: at the next subject's clause, not
    at this one's result, whose subject stands for it ("..., it produces {U} instead",
    "..., that land produces {W}{U} instead"), or at the end of the text."""
    text = producing.string
    after = next(
        (
            m
            for m in _PRODUCING_SUBJECT.finditer(text, producing.end())
            if not _SAME_SUBJECT.fullmatch(m["subject"])
        ),
        None,
    )
    return after.start() if after else len(text)


_OTHER_ITEM = r"[^,.]+?"
_OR_FROM = re.compile(r" or (?:from (?:an? )?|an? (?=\w)|(?=this\b))")
"""Between sources named apart, each with its article ("from a creature or from a land",
"from a creature an opponent controls or a land"), not the items of one ("from a creature
or artifact you control")."""
_THEIRS = re.compile(grammar.THEIRS)
_FROM_A_SOURCE = re.compile(
    rf"[^,.]*? from (?:an? |one or more |(?:{WORD_COUNT}|\d+) or more )?(?:"
    # a list of the sources left out ("other than a land, a creature, or this artifact"), to
    # a condition after it ("other than a land during your turn")
    rf"sources? other than (?P<other>{_OTHER_ITEM}(?:,? (?:or|and) {_OTHER_ITEM}"
    rf"|, (?=(?:or |and )?(?:an?|this) ){_OTHER_ITEM})*)"
    r"(?=[,.]|$| (?:during|while|if|as long as|unless|(?:for )?the first time)\b)"
    # (another player's, of one word or more: "a basic land an opponent controls", "an
    # artifact or land your opponents control"; not "... or from this land")
    rf"|[A-Za-z](?:(?! from\b)[\w -])*? (?P<theirs>{grammar.THEIRS})(?! or (?:from|an?|this)\b)"
    # ("a creature's ability", "an Equipment's ability")
    r"|(?P<source>[A-Za-z](?:(?! or from\b)[\w -])*?)(?:'s? (?:mana )?abilit(?:y|ies)| sources?)\b"
    # a kind of source by its words, up to the result ("from a creature, add {G} instead",
    # "from a creature or artifact you control, ...", "from a nonland permanent", "from a
    # creature, artifact, or enchantment", "from a creature with power 4 or greater", "from
    # a Treasure, instead add ...", "Abilities ... that would add {C} from a creature add
    # {U} instead")
    r"|(?P<kind>[A-Za-z][^.]*?)"
    r"(?=, (?:instead )?(?:add|it|that|you)\b| adds?\b| while\b| during\b| if\b))"
)
"""The source a replaced mana comes from ("If you would add {G} from a creature's ability",
"... from a land source", "... from a source you don't control", "... from a permanent an
opponent controls"), or the ones it does not ("from a source other than a land", "... other
than Tarnveil", "from sources other than lands", "other than a land, a creature, or this
artifact")."""
_HOW_MUCH = rf"(?:{WORD_COUNT}|\d+|a single)"
_MANA_WORDS = rf"(?:(?:(?:{_COLOR_OR_COLORLESS}|colored) )?mana|\{{[WUBRGC]\}})"
_AMOUNT_REPLACED = re.compile(
    rf"\b(?:{_WOULD_PRODUCE}|{_IS_TAPPED_FOR}|taps? for) (?:"
    rf"(?:(?P<least>{_HOW_MUCH}) or more|at least (?P<at_least>{_HOW_MUCH})"
    rf"|more than (?P<over>{_HOW_MUCH})"
    rf"|(?:fewer|less) than (?P<under>{_HOW_MUCH})"
    rf"|(?P<most>{_HOW_MUCH}) or (?:less|fewer)|(?:at most|no more than) (?P<at_most>{_HOW_MUCH})"
    rf") {_MANA_WORDS}"
    rf"|(?P<least_after>{_HOW_MUCH}) {_MANA_WORDS} or more"
    rf"|(?P<most_after>{_HOW_MUCH}) {_MANA_WORDS} or less)(?![\w{{])"
    # (an amount alone, or symbols, of the event, not of a result: "tap for two mana of any
    # one color instead of ...", "tap for {G}{G} instead of {G}"; "are tapped for exactly one
    # mana" is an event, probe wj13)
    rf"|\b(?:{_WOULD_PRODUCE}|{_IS_TAPPED_FOR})"
    rf" (?:(?:(?:exactly|only) )?(?P<number>{_HOW_MUCH}) {_MANA_WORDS}"
    rf"|(?P<low>{_HOW_MUCH}) or (?P<high>{_HOW_MUCH}) {_MANA_WORDS}"
    rf"|(?P<symbols>(?:\{{[WUBRGC]\}}){{2,}})(?P<symbols_up> or more)?)(?![\w{{])"
)
"""A replacement of what is produced in some amount ("If a land you control would produce
two or more mana, it produces {C} instead", "at least two mana", "two mana or more", "more
than one {C}", "exactly one mana", "a single mana", "fewer than two mana", "at most one",
"one or two mana", "two green mana", "two or more colored mana", "would produce {C}{C}",
"{C}{C} or more", probes vp91 we wf wj, review): an ability that adds another amount is left
as it is."""


def _mana_count(amount: str) -> int | None:
    """How much mana an amount is, where it says: a number, or mana symbols alone ("{U}{U}",
    the amount of a row a replacement made, probe vp91); None for another amount ("X")."""
    if amount.isdigit():
        return int(amount)
    symbols = re.findall(r"\{[WUBRGC]\}", amount)
    return len(symbols) if symbols and "".join(symbols) == amount else None


def _amounts_replaced(replacement: str) -> tuple[float, float] | None:
    """The least and the most amount a replacement replaces (`_AMOUNT_REPLACED`): "two or
    more" 2 up, "more than one" anything over 1, "exactly one", "a single" or "one" 1, "one or
    two" 1 to 2, "fewer than two" and "at most one" up to 1, "{C}{C}" 2 ("{C}{C} or more" 2
    up); None where it says no amount."""
    found = _AMOUNT_REPLACED.search(replacement)
    if found is None:
        return None
    if found["symbols"]:
        n = found["symbols"].count("{")
        return float(n), math.inf if found["symbols_up"] else float(n)
    least = found["least"] or found["at_least"] or found["least_after"]
    if least:
        return _how_much(least), math.inf
    if found["over"]:
        return _how_much(found["over"]) + 0.5, math.inf
    if found["number"]:
        return _how_much(found["number"]), _how_much(found["number"])
    if found["low"]:
        return _how_much(found["low"]), _how_much(found["high"])
    if found["under"]:
        return 0.0, _how_much(found["under"]) - 0.5
    return 0.0, _how_much(found["most"] or found["at_most"] or found["most_after"])


def _how_much(words: str) -> float:
    """The amount `_HOW_MUCH` words say ("two", "3", "a single")."""
    return 1.0 if words == "a single" else float(number(words))


_TAPPED_BY_A_PLAYER = re.compile(
    r"\b(?:you|a player|any player|each player|(?P<opponent>an opponent)) (?P<would>would )?taps?"
    r" (?P<object>[^,]+?) for\b"
)
"""A replacement's event worded by the player who taps: "you tap a land for {C}" is "a land
is tapped for {C}", and "an opponent taps a land" is "a land an opponent controls" (a player
taps only permanents they control, 605.3a)."""


def _as_tapped(replacement: str) -> str:
    """`replacement` with its events worded by the object tapped (`_TAPPED_BY_A_PLAYER`):
    the object is the subject whose production is replaced, and the mana named after "for"
    is what it would produce, not a result."""

    def by_the_object(m: re.Match[str]) -> str:
        tapped = f"{m['object']} an opponent controls" if m["opponent"] else m["object"]
        return f"{tapped} {'would be' if m['would'] else 'is'} tapped for"

    return _TAPPED_BY_A_PLAYER.sub(by_the_object, replacement)


_EVENT_IN_SUBJECT = re.compile(r" tapped for mana$| that$")
"""Words of the event the subject's words end with ("Lands tapped for mana", "Lands that" of
"Lands that are tapped for mana", "Abilities you control that" of "... that would add",
probe wf54): no quality of the objects."""
_ACTIVATION_RESTRICTION = re.compile(r"\bActivate only (?P<when>[^.]*)")
"""An activated ability's restriction on when it may be activated (602.5)."""
_ITS_TAPPED = re.compile(r"\b(?:this [a-z]+|it)(?: is|'s) (?:un)?tapped\b")
"""A restriction on the card's own tapped state, which its {T} cost changes (not "if you
control an untapped Wizard", probe xy89)."""


def _activation_restrictions(row: ManaProduction) -> list[str]:
    """The conditions `row`'s "Activate only ..." restrictions set that still hold as it
    resolves, each alone ("during your turn and only if this land entered this turn": two,
    probe xw93; "as a sorcery" is during your main phase, 307.1, 602.5d, xw53). A restriction
    is checked as the activation begins, before the costs are paid (602.5, 601.2h): a time of
    the turn holds after them, a state only where the costs are mana and {T} alone and it is
    not the card's tapped state ("{T}, Sacrifice a Zombie: Add {C}. Activate only if you
    control a Zombie." may leave you none, review)."""
    costs_keep_states = not (
        row.sacrifice or row.life or row.energy or row.discard or row.other_cost
    )
    return [
        when
        for restriction in _ACTIVATION_RESTRICTION.finditer(row.ability_text)
        for part in re.split(r",? and only ", restriction["when"].removeprefix("only "))
        if (when := f"only {part}".replace("as a sorcery", "during your main phase"))
        and (grammar.A_TIME.search(when) or (costs_keep_states and not _ITS_TAPPED.search(when)))
    ]


_ACTIVATED_ONLY = re.compile(
    r"^(?:(?:an?|the|its|this [\w-]+'s|[\w-]+'s) )?activated (?:mana )?abilit|\byou activate\b",
    re.IGNORECASE,
)
"""A replacement's subject of activated abilities only ("If an activated ability of a land you
control would add {C}", "this land's activated ability", "a mana ability you activate"; not
"a land you control with an activated ability", review): no triggered mana ability's mana
(605.1b)."""
_ADDS_ANY_MANA = re.compile(
    r"(?i:you|(?:a|any|each) player|you or (?:an|any) opponent"
    # (its abilities: "Activated abilities you control that would add {C}", "Spells and
    # abilities you control that ...", "If an ability you control would add", probe we)
    # (or activate: "If a mana ability you activate would add {C}", probe ww14, 605.3a; "a
    # spell or ability you control", xb63)
    r"|(?:spells and )?(?:activated )?(?:mana )?abilities you (?:control|activate)"
    r"|an? (?:spell or )?(?:activated )?(?:mana )?ability you (?:control|activate))"
)
"""A player whose mana a replacement changes, whatever its source, or the abilities they
control ("Abilities you control that would add colored mana add that much {W} instead"): the
card's controller among them, who adds what the card's mana abilities produce (106.4,
605.1a)."""
_ABILITY_OF = re.compile(
    r"(?i:(?:an? |the )?(?:activated |mana )?abilit(?:y|ies) of (?P<of>[^,]+?)"
    r"|(?P<owner>(?:an?|this|enchanted|equipped) [\w -]+?)'s (?:activated |mana )?abilit(?:y|ies))"
)
"""A subject that names objects by their abilities ("Abilities of lands you control that",
"a mana ability of a land you control", "a land's ability", "this land's ability"): those
objects'."""


def _types_replaced(replacement: str, producing: re.Match[str]) -> frozenset[str]:
    """The types of mana a replacement changes, from what follows the subject's verb: those
    named after "would produce", "would add" or "would be tapped for" ("{C}", "colored
    mana"), or after "instead of" ("tap for {G}{G} instead of {G}"); any type where the
    verb says what is produced instead ("this land produces {B} instead", "instead of any
    other type")."""
    # (its own clause: not the next subject's "instead of {U}")
    rest = replacement[producing.end() : _clause_end(producing)]
    instead_of = re.search(r"\binstead of (?P<what>[^.,]*)", rest)
    # (by symbols or words: "instead of green mana", probes we5 we29; not "instead of any
    # other type")
    if instead_of and _NAMES_A_TYPE.search(instead_of["what"]):
        return _types_in_words(instead_of["what"])
    if producing[0].endswith(("would produce", "would add", "would tap for", "tapped for")):
        # (the event's words only, not its result's: "Lands that are tapped for mana produce
        # {B} instead", probe wf54)
        return _types_in_words(re.split(rf"\b{_RESULT_VERB}\b", rest, maxsplit=1)[0])
    return SIX_TYPES


def _types_in_words(what: str) -> frozenset[str]:
    """The types of mana the words after a replacement's verb name ("would add {C}", "would
    produce colored mana", "instead of {G}"): "{C}", "colored mana", "mana of any color",
    "red mana"; any type for "mana" alone; all but those a word denies ("nonblack mana",
    any other type, colorless too; "mana of a color other than green", the other colors)."""
    what = _event_words(what)
    other_than = _OTHER_THAN_TYPES.search(what)
    excepted = other_than[1] if other_than else ""
    denied = set(re.findall(r"\{([WUBRGC])\}", excepted)) | {
        t
        for w, t in MANA_TYPE_WORDS.items()
        if re.search(rf"\bnon-?{w}\b", what) or re.search(rf"\b{w}\b", excepted)
    }
    what = _OTHER_THAN_TYPES.sub("", what)
    # symbols and words alike ("{G} or colorless mana")
    found = set(re.findall(r"\{([WUBRGC])\}", what))
    # (colored: "mana of one color", "of two or more colors"; colorless is no color, 105.1)
    # (and "mana of a color", "of a single color", "of two or more different colors", probes
    # ww12 ww13 ww93 xb18)
    if re.search(r"\bcolored\b|\bof (?:[\w-]+ ){1,4}colou?rs?\b", what):
        found |= FIVE_COLORS
    found |= {t for w, t in MANA_TYPE_WORDS.items() if re.search(rf"\b{w}\b", what)}
    if denied:
        # (colorless is no color, 105.1: "a color other than green" is one of the four;
        # "{C} or mana of a color other than red", C or one of those four)
        if re.search(r"\bcolou?r\b", what):
            found |= FIVE_COLORS
        return frozenset((found or SIX_TYPES) - denied)
    return frozenset(found) or SIX_TYPES


def _event_words(what: str) -> str:
    """The words of the mana a replacement's event names, to the end of their list ("would
    produce {W}, {U}, or {C}, it produces ..."), not a condition after them ("would produce
    {C} while you control a green creature", "... for a black spell", "... in a turn you
    cast a blue spell", "... to cast a spell that isn't colorless", "... from a white
    creature", "... and black mana was spent to cast it", "... and white or blue creatures
    attacked", "... but you control no blue creatures"): an "and", "or" or "but" goes on with
    the list only before the rest of its items."""
    return _EVENT_WORDS_END.split(what, maxsplit=1)[0]


_TYPE_ITEM = rf"(?:\{{[WUBRGC]\}}|(?:non)?(?:{_COLOR_OR_COLORLESS}|colored)\b)"
_CONDITION_WORD = r"(?:while|if|as long as|unless|during|after|before|for|to|in|on|from)\b"
_LIST_ITEM_AHEAD = (
    rf"(?={_TYPE_ITEM}(?:(?:,? (?:or|and|and/or|but) |, ){_TYPE_ITEM})*(?: mana)?"
    rf"(?:,|$| {_CONDITION_WORD})|mana\b)"
)
"""After a list's "and", "or", "but" or comma: the rest of its items (symbols, types' words),
to "mana", the list's end or a condition; not a condition's words ("and white or blue
creatures you control attacked", "and black mana was spent")."""
_EVENT_WORDS_END = re.compile(
    rf",(?! (?:or |and )?{_LIST_ITEM_AHEAD})"
    rf"| {_CONDITION_WORD}"
    rf"| (?:and|but) (?!{_LIST_ITEM_AHEAD})"
)
"""Where the words of an event's mana end (`_event_words`)."""


_TYPE_WORD = r"(?:\{[WUBRGC]\}|white|blue|black|red|green|colorless)"
_OTHER_THAN_TYPES = re.compile(rf"\b{EXCEPT} ({_TYPE_WORD}(?:,? (?:or |and )?{_TYPE_WORD})*)")
"""The types an "other than" list denies ("a color other than white or blue", "other than
{R}", "any color except white", "mana other than colorless mana")."""


_ENCHANTS_NONLAND = re.compile(r"^Enchant [^\n(]*\bnonland\b", re.MULTILINE)
"""An Aura's enchant keyword that leaves every land out ("Enchant nonland permanent", 702.5a)."""
_ENCHANTED_PERMANENT = re.compile(r"[Ee]nchanted permanent\b")
_ENCHANTED_LAND_ITEM = (
    r"(?:(?:tapped|untapped|snow|basic|nonbasic|legendary|artifact|creature) )*"
    rf"(?:land|{grammar.LAND_SUBTYPES})(?: (?:creature|permanent|artifact|enchantment))?"
)
_ENCHANTS_ONLY_LANDS = re.compile(
    rf"^Enchant (?:{_ENCHANTED_LAND_ITEM}(?:,? (?:or|and) {_ENCHANTED_LAND_ITEM})*\b"
    # (whose qualities after it offer nothing else, whatever they narrow: "with flying", "an
    # opponent controls", "that isn't legendary", probes wn26 wn27; not "or creature")
    r"(?![^\n(]*\bor\b)"
    r"|(?:creature|permanent) that's a land\b(?![^\n(]*\bor\b))",
    re.M,
)
"""An Aura's enchant keyword that names only lands, by the word or land types before its noun
("Enchant land creature", "Enchant land you control", "Enchant Forest creature", "Enchant
Forest or Plains creature", "Enchant Forest creature or Plains creature", "... an opponent
controls", "... that isn't legendary"), or after it ("Enchant creature that's a land"),
probes wb28 wf87 wj61 wj62 wn26-wn28; not "Enchant creature or land", "Enchant creature
that isn't a land", "Enchant creature with a Mountain", 702.5a, 205.3d)."""
_GROUP_HAS_QUOTE = re.compile(
    r"(?:^|(?<=[.:] ))(?P<group>[^.\n\"]+?) (?:have|has|gains?) \"(?P<quote>[^\"]*)\"", re.MULTILINE
)
"""A quoted ability given to a group ('Lands you control have "..."')."""
_BACK_TO_IT = re.compile(r"(?:it|they|that|those|the|each of|both)\b", re.IGNORECASE)
"""A subject that stands for objects named before ("It has", "They have", "That token
gains")."""
_LATER_ABILITY = re.compile(r"(?<=\.) +(?=[{A-Z][^:\"]*?: )")
"""Where a sentence that may start an activated ability begins, after another sentence."""


def _unmasked_cost(p: Paragraph, cost: CostParts) -> CostParts:
    """A cost read from masked text, with its quoted abilities put back as printed."""
    return dataclasses.replace(
        cost,
        cost_text=p.unmask_piece(cost.cost_text),
        sacrifice=cost.sacrifice and p.unmask_piece(cost.sacrifice),
        discard=cost.discard and p.unmask_piece(cost.discard),
        other_cost=tuple(p.unmask_piece(item) for item in cost.other_cost),
    )


def _abilities(masked: str) -> list[str]:
    """A paragraph's own text, one item per activated ability it holds: Oracle text gives
    each ability its own line, but a text that runs two together ("{T}: Add {R}. {1}{R},
    {T}: This creature deals 1 damage to any target.") still holds two abilities, each
    "[Cost]: [Effect.]" (CR 602.1), and the second's target is not the first's."""
    first_stop = masked.find(". ")
    if first_stop < 0 or ": " not in masked[first_stop:]:
        return [masked]  # most paragraphs: no colon after a sentence's end
    parts = []
    start = 0
    for m in _LATER_ABILITY.finditer(masked):
        activated = shapes.SHAPES["activated"].match(masked[m.end() :])
        if activated and shapes.is_cost(activated["cost"]):
            parts.append(masked[start : m.start()])
            start = m.end()
    return [*parts, masked[start:]]


_OWN_COLOR_CHOICE = re.compile(rf"\b[Cc]hoose a color\b(?! {EXCEPT})")
"""A choice of any of the five colors ("Choose a color", not "a color other than ..." nor
"a color that isn't ...")."""
_RESOLVING_ABILITY = re.compile(r"(?:[^\"]*?: |(?:[^—\"]*— )?(?:When|Whenever|At)\b|• )")
"""A line of an activated ability, a triggered one or a mode: what it chooses, it chooses
as it resolves."""
_THAT_COLOR_ONLY = re.compile(
    rf"^(?!.*\bchosen color\b){_RESOLVING_ABILITY.pattern}.*\bthat color\b"
)
"""An activated or triggered ability whose color choice its own "that color" uses ("{1}:
Choose a color. This creature becomes that color until end of turn."; "Whenever this
creature attacks, choose a color. Creatures you control become that color ..."): a choice
of its own, which "the chosen color" of another ability is not. A choice as the card enters
("As this creature enters, choose a color other than black. This creature is that color.")
is the one "the chosen color" names."""


def _position(text: str, part: str, *, last: bool = False) -> int | None:
    """Where `part` stands in `text` (its last place if `last`), or None."""
    at = text.rfind(part) if last else text.find(part)
    return at if at >= 0 else None


def _grant_position(text: str, subject: str, ability: str) -> int | None:
    """Where the grant of `ability` to `subject` stands in `text`: at its verb, after the
    last mention of the subject before the quote (or, for a keyword's reminder, before the
    ability), not where the same words are a condition's ("if Elves you control have total
    power 6, return it ..., then Elves you control gain "...""), another verb's object
    ("sacrifice two Elves you control") or another effect's subject ("Elves you control get
    +1/+1"); a subject that swallowed an earlier step ("return it to the battlefield and Elves
    you control") has it before the verb too. Else the subject's first place, or None."""
    named = re.escape(subject) + _GRANT_VERB
    quote = named + rf'(?:(?!{re.escape(subject)})[^."]|"[^"]*")*?"{re.escape(ability)}'
    m = re.search(quote, text)
    if m is None:  # "Elves you control gain attunement. (... has "{T}: Add {G}.")"
        quoted = _position(text, ability, last=True)
        grants = list(re.finditer(named, text[:quoted]))
        m = grants[-1] if grants else None
    return m.start("verb") if m else _position(text, subject)


_GRANT_VERB = r"(?P<verb>(?: (?:each|also|all))? (?:gains?|ha(?:s|ve))\b)"
"""The verb of a grant after its subject ("Elves you control gain", "each also has")."""


def _change_position(p: Paragraph, change: landtypes.TypeChange) -> int | None:
    """Where a land type change stands in the paragraph's own text: its own words, not a
    condition's or another effect's mention of its subject ("if each land you control is
    untapped, return it ... Then each land you control becomes a Forest"), with the quotes
    they hold, from its subject where the clause's words hold an earlier step ("return it
    to its owner's hand and each land you control becomes a Swamp": after the return, 608.2c);
    else its subject's last place."""
    clause = p.unmask_piece(change.clause) if change.clause else ""
    at = p.own.find(clause) if clause else -1
    if at < 0:
        return _position(p.own, change.subject, last=True)
    return at + max(clause.rfind(change.subject), 0)


_MADE_A_LAND = re.compile(
    r"(?:\b(?:is|are|becomes?)|'s) (?:an? )?(?:(?:colorless|snow|basic|[A-Z][\w'-]*) )*"
    # (after creature types: "are Treefolk and Forest lands", "Elves, Druids, and Forest lands")
    r"(?:(?:and |, (?:and )?)(?:(?:snow|basic|[A-Z][\w'-]*) )*)*lands?\b"
)
"""A static or an effect that makes something a land ("This creature is a Forest land")."""


_OWN_REPLACEMENT = "a replacement effect of its own (106.7)"
"""What a row of the card's own mana ability, with the types a replacement of its own
production makes instead, depends on."""
_IS_OF_ITS_TYPE = rf"(?:(?:it|this \w+) is|it's) an? ({grammar.BASIC})(?: land)?"
_AS_LONG_AS_IT_IS = re.compile(
    # opening the ability, up to its comma or another condition it needs too ("As long as
    # this land is a Plains and you control a creature, ..."; not "... or ...", met
    # otherwise), or ending it ('This land has "..." as long as it's a Mountain.')
    # (in its other words: "While this land is a Mountain, ...", "If ...", "... while it's a
    # Mountain.", probes wm53-wm55; at its end, right after the quote it gives: not another
    # sentence's, "It can't be blocked if it's a Mountain", nor one of several, "... if you
    # control a Forest or if it's a Mountain", review)
    rf"^{grammar.WHILE} {_IS_OF_ITS_TYPE}(?:,| and )"
    rf"|\"\s*{grammar.WHILE} {_IS_OF_ITS_TYPE}\.?$"
)
"""A static ability's condition on the card's own basic land type."""
_BACK_UNDER_ANOTHERS_CONTROL = re.compile(
    r"\b(?:[Rr]eturn (?P<object>it|that card|this \w+|the exiled card)(?: from your graveyard)?"
    r" to|[Pp]ut (?:it|that card|this \w+) onto) the"
    r" battlefield (?:(?:tapped|face down|transformed) )*"
    + owners.UNDER_ANOTHERS_CONTROL
    # not later, in a delayed trigger
    + rf"(?![^.]*(?:{grammar.DELAYED_WORDS}))"
)
"""A return of the card to the battlefield at once under another player's control ("When
this creature dies, return it to the battlefield under target opponent's control"): back,
though not in a group of "you control" (`_gone_first`)."""


_CONJURE = re.compile(r"\b[Cc]onjures? [^.]*?(?=,? then\b|\.|$)")
"""A conjure step (Alchemy) and the cards it names, to the next step or its sentence's end."""
_NAMED_BASIC = re.compile(
    rf"\bcards? named (?:Snow-Covered )?(?P<type>{grammar.BASIC})(?![\w-]| [A-Z])"
)
"""A card named by a basic land type's name, a snow-covered one's too, not a longer name
("Mountain Goat")."""


def _conjured_basics(text: str) -> list[re.Match[str]]:
    """Each card a conjure step makes by a basic land's name ("conjure a card named Island
    into your hand and a card named Swamp into your graveyard"): that basic land."""
    return [b for c in _CONJURE.finditer(text) for b in _NAMED_BASIC.finditer(c[0])]


_MANA_OF_THAT_COLOR = re.compile(r"\bmana of that color\b")


def _choosing_lines(oracle_text: str) -> tuple[list[str], list[str]]:
    """The face's lines, and those whose color choice their own "that color" uses (an
    activated or triggered ability's own, `_THAT_COLOR_ONLY`). A quoted ability's own choice
    is the ability's, not the face's ('... have "Whenever this creature attacks, choose a
    color. It gains protection from that color."'): quotes are masked."""
    lines = QUOTED.sub(f'"{MASK}"', oracle_text).splitlines()
    return lines, [line for line in lines if _THAT_COLOR_ONLY.search(line)]


def _face_chooses_a_color(oracle_text: str) -> bool:
    """Whether the face makes a color choice of its own ("As this artifact enters, an
    opponent chooses a color"), which "that color" in another line may name; not an
    activated or triggered ability's, made as it resolves for its own effect however that
    names it (607), nor a quoted ability's."""
    lines, _ = _choosing_lines(oracle_text)
    return any(
        NAMES_A_COLOR_CHOICE.search(line) for line in lines if not _RESOLVING_ABILITY.match(line)
    )


def _offered_colors(oracle_text: str) -> frozenset[str] | None:
    """The colors the face's color choices offer, or None where a choice is any color. A
    line whose choice its own "that color" uses is its own: it does not widen "the chosen
    color" ("{1}: Choose a color. This creature becomes that color"), nor narrow it unless
    its own mana is of that color ("{2}: Choose a color other than white. This creature
    becomes that color" offers nothing to "the chosen color" of another line; "{T}: Choose
    white or blue. Add one mana of that color" offers W and U)."""
    lines, own = _choosing_lines(oracle_text)
    offering = [line for line in lines if line not in own or _MANA_OF_THAT_COLOR.search(line)]
    found = [m for line in offering for m in _LIMITED_CHOICE.finditer(line)]
    if not found or any(_OWN_COLOR_CHOICE.search(line) for line in lines if line not in own):
        return None
    offered: set[str] = set()
    for m in found:
        if m["other"] or m["non"]:
            offered |= FIVE_COLORS - colors_named(m[0])
        else:
            words = re.findall(_COLOR_OR_COLORLESS, m["listed"])
            offered |= {MANA_TYPE_WORDS[w] for w in words}
    return frozenset(offered)


_NAMES_ABILITY_BEFORE = re.compile(
    r"\b(?:los(?:e|es|t)|can't (?:have|gain)(?: or (?:have|gain))?)"
    r"\s+(?:\"[^\"]*\"(?:,| and| or)\s+)*$"
)
"""A quote the text takes away or denies ('Creatures your opponents control lose "{T}: Add
{G}." and can't have or gain "{T}: Add {G}."', probe wd49): no object gains it (613.1f,
113.10), so it is nobody's ability."""

_NAMES_ABILITY_AFTER = re.compile(r"\s*(?:in (?:its|their) (?:rules|Oracle) text)\b")
"""A quote the text only names as a card's wording ('Search your library for a creature
card with "{T}: Add {G}." in its rules text'): a condition on a card, no ability given."""


def _not_the_card(holder: Holder) -> Holder | None:
    """A holder without the card: none for the card itself, a group's other members."""
    if holder.owner == Owner.SELF:
        return None
    return Holder(Owner.OTHER, holder.group) if holder.owner == Owner.GROUP else holder


_REMINDER_HOLDER = re.compile(
    r"^(?:(?:An?|Each) (?P<noun>[\w -]+?)"
    r"|(?P<plural>(?!This\b)[A-Z][a-z]+(?: [a-z]+)*?(?:s|(?= with [\w-]+ have\b)))) with "
)
"""The kind of object a keyword's reminder says has its ability ("A land with sapflow",
"Each creature with sapflow", "Legendary artifact creatures with sapflow", "Fungi with
sapflow have": a plural by its verb where it ends in no "s")."""
_NOT_A_GRANT = re.compile(
    r"\b(?:lose|loses|can't (?:have|gain)(?: or (?:have|gain))?|don't have|doesn't have"
    r"|(?:that|who) (?:have|has)) $"
)
"""A keyword named as lost, denied or had, not granted ("lose rootcall and can't gain
rootcall"; "Creatures you control that have rootcall get +1/+1")."""
_OFFERS_MODES = re.compile(
    r"\b(?:[Cc]hoose|you may choose) (?:one|two|three|both|up to \w+|one or more|any number)\b"
    r"[^.]*(?:—\s*$|\.)"
)
_ROLLS_AT_END = re.compile(r"\b[Rr]oll (?:a|an|the|X|\w+) d\d+\b[^.]*\.\s*$")
_OPENING_PRONOUN = re.compile(r"^(?:It|They)\b")
_MODE_OR_RESULT = re.compile(r"• |\d+(?:[—-]\d+|\+)? (?:\||—) ")
"""What opens a mode ("• ", 700.2) or a row of a die roll's results ("1—3 | ", "20 | ", "1 —
", 706.2)."""


_WITH_THE_TOKEN = re.compile(
    r"(?:^|[,.:]\"? )(?:then )?(?P<self>[^,.:\"]+?) and (?:that|the) tokens? (?:each )?"
    r"(?:gains?|has|have)(?:\s+[^.\"]*?\s+and)?\s*$"
)
"""A compound subject of the card and the token created ("then this creature and that token
each gain "..."", also after a quote that ends a sentence: 'token with "{T}: Add {G}." This
creature and that token each gain "..."'): both have the quote."""


def _without_ability_word(text: str) -> str:
    """An ability's text without its ability word, which has no rules meaning (207.2c): not
    a trigger condition, which ends at a comma ("When this creature enters, choose one —"),
    whereas an ability word has none, whatever its first word ("At Dusk — Whenever ...")."""
    word = shapes.SHAPES["ability_word"].match(text)
    return word["effect"] if word and "," not in word["word"] else text


def _survives_the_loss(row: ManaProduction, ability: str) -> bool:
    """Whether a row stays when the land loses its rules text (305.7): an ability that
    works off the battlefield, where the card has all its text (113.6: "Channel — ...,
    Discard this card: Add {R}{R}{R}."; "When you cycle this card, create a Treasure
    token."), or a type change of its own static (613.6), not of an activated or triggered
    ability, lost before it can be activated or trigger ("{T}: Target land becomes an
    Island ..."), nor one a quoted ability makes, granted by a static that is lost.
    `ability` is the row's paragraph, a mode's after the trigger that offers it."""
    if row.functions_in is not None or _works_off_the_battlefield(ability):
        return True
    if row.depends_on == _OWN_REPLACEMENT or row.source_kind == SourceKind.TOKEN:
        return False  # a replacement of its own rules text; a token its ability creates
    if not _is_static(ability) or _made_by_a_quote(row):
        return False
    # the type change, and what the same effect grants with it ('Lands you control are
    # Swamps and have "{T}: Add {R}."': one effect, applying in layer 6 too, 613.6)
    return row.mechanism == Mechanism.TYPE_CHANGE or (
        row.mechanism in (Mechanism.PRINTED, Mechanism.GROUP_GRANT)
        and _granted_with_a_type_change(row.text, row.ability_text)
    )


def _granted_with_a_type_change(text: str, quoted: str) -> bool:
    """Whether the clause that grants the `quoted` ability sets the types of its subject too
    ('Lands you control are Swamps and have "{T}: Add {R}."', 'Lands you control have
    "{T}: Add {R}." and are Swamps.'), not another subject's ("Lands you control are
    Forests, and Treefolk you control have ...": two effects)."""
    at = text.find(f'"{quoted}')
    if at < 0:
        return False
    # (a list of quotes is one grant: 'have "{T}: Add {R}." and "{T}: Add {G}."')
    before = _QUOTES_BEFORE.sub("", last_sentence(text[:at]))
    subject = owners.grant_subject(before)
    change = landtypes.TYPE_CHANGE.search(before)
    if change is None and subject:
        # the change after the quote, said of the same subject
        after = _CHANGE_AFTER_QUOTES.match(text, at + 1 + len(quoted))
        change = landtypes.TYPE_CHANGE.search(f"{subject} {after[1]}") if after else None
    return change is not None and change["subject"].strip() == subject


_QUOTES_BEFORE = re.compile(r'\s*(?:"[^"]*",?(?:\s+and)?\s*)+$')
"""Quotes a list gives before the last one ('have "{T}: Add {R}." and ')."""
_CHANGE_AFTER_QUOTES = re.compile(
    r'"(?:,? (?:and )?"[^"]*")*,?\s+and ((?:are|is|becomes?) [^.\n]*)'
)
"""The rest of a list of quotes and a type change after it ('" and "{T}: Add {G}." and are
Swamps')."""


def _works_off_the_battlefield(paragraph: str) -> bool:
    """Whether an ability works with the card off the battlefield (113.6): its cost finds it
    in a hand or a graveyard ("Channel — {1}{R}, Discard this card: ...", "Exile this card
    from your graveyard: ...", not with "{T}", paid on the battlefield), its condition
    ("As long as this card is in your graveyard, ..."), or its trigger ("When you cycle this
    card, ...", "When this card is put into a graveyard from anywhere, ...", "When you draw
    this card, ..."); not a step of its effect that moves the card ("Return this card from
    your graveyard ..." after a cost paid on the battlefield)."""
    ability = _without_ability_word(paragraph)
    activated = shapes.SHAPES["activated"].match(ability)
    if activated and shapes.is_cost(activated["cost"]):
        cost = activated["cost"]
        return "{T}" not in cost and _COST_OFF_THE_BATTLEFIELD.search(cost) is not None
    return _OPENS_OFF_THE_BATTLEFIELD.match(ability) is not None


_COST_OFF_THE_BATTLEFIELD = re.compile(r"\b(?:[Dd]iscard|[Ee]xile|[Rr]eveal) this card\b")
_OPENS_OFF_THE_BATTLEFIELD = re.compile(
    r"As long as this card is in your (?:hand|graveyard)\b"
    r"|(?:When|Whenever) (?:[^,.]*?\b(?:cycle|discard|draw)(?: or (?:cycle|discard))? this card\b"
    r"|[^,.]+? is put into (?:a|your) graveyard from (?:anywhere|your (?:hand|library))\b)"
    # an intervening "if" that finds it there (603.4): "At the beginning of your upkeep, if
    # this card is in your graveyard, ..."
    r"|(?:At|When|Whenever) [^,.]*, if this card is in your (?:hand|graveyard)\b"
    r"|When you cast this spell\b"
)


def _made_by_a_quote(row: ManaProduction) -> bool:
    """Whether a type change row's subject is named only inside a quoted ability ('Islands
    you control have "{1}, {T}: Target land becomes a Swamp ..."'): the quote's."""
    subject = row.via
    if not subject:
        return False
    outside = QUOTED.sub('""', row.text)
    return subject not in outside and any(subject in quote for quote in QUOTED.findall(row.text))


def _is_static(paragraph: str) -> bool:
    """Whether a paragraph is a static ability: no cost before a colon (602.1), no trigger
    (603.1), no loyalty ability (606)."""
    ability = _without_ability_word(paragraph)
    activated = shapes.SHAPES["activated"].match(ability)
    return not (
        (activated and shapes.is_cost(activated["cost"]))
        or shapes.SHAPES["triggered"].match(ability)
        or shapes.SHAPES["loyalty"].match(ability)
    )


def _is_tokens_keyword(found: tuple[Holder, str | None] | None) -> bool:
    """Whether a reminder in a paragraph that creates a token, after what
    `owners.holder_of_reminder` found before it, states the token's keyword or no one
    else's: a reminder after a quote ('gains "... create a Treasure token." (It's an
    artifact with ...)') is the token's; one after a keyword is its holder's, the card's, a
    group's or the token's."""
    return found is None or not found[1] or found[0].owner == Owner.TOKEN


def _names_keyword(holder: Holder, keyword: str | None) -> bool:
    """Whether a holder is named by the keyword ("A creature with attunement has ..." in
    attunement's reminder text), or is a pronoun, which in the reminder can stand for
    nothing but what has the keyword ("Lands you control have wellspring. (They have
    ...)"): the object that has the keyword (702)."""
    if holder.owner == Owner.OTHER and (holder.group or "").lower() in ("it", "they"):
        return True
    named = rf"\bwith {re.escape(keyword)}\b" if keyword else None
    return named is not None and re.search(named, holder.group or "", re.IGNORECASE) is not None


def _only_named(quote: re.Match[str]) -> bool:
    """Whether a quoted ability of the text is one the text takes away or names as a
    card's wording, not one it gives."""
    text = quote.string
    before, after = text[: quote.start()], text[quote.end() :]
    return bool(
        _NAMES_ABILITY_BEFORE.search(before)
        or _NAMES_ABILITY_AFTER.match(after)
        or _describes_objects(before)
    )


_DESCRIBED_BY = re.compile(
    r"\b(?:with(?:out)?|that (?:ha(?:s|ve|d)|do(?:es)?(?:n't| not) have)"
    # (a condition on what an object has or had: "If that creature had "..."", "while it
    # has "..."", "unless it has "..."", probes wd75 wf79 wf80 wf83 wf85, review)
    rf"|(?:{grammar.WHILE}|[Uu]nless) [^,.:\"]*? ha(?:s|ve|d))\s+$"
)
_RELATIVE_AND_HAS = re.compile(
    r"\bthat(?:'s| is| are| isn't| aren't)\b"
    # no main verb before "and has" ("that's a Cave is also ... and has"), but a second
    # predicate of the clause may have its own ("that's an Elf or is a Druid and has")
    r"(?:(?!(?<!\band )(?<!\bor )\b(?:is|are|becomes?|gets?|gains?)\b)[^.:;\"])*?"
    r" (?:and|or) ha(?:s|ve)\s+$"
)
"""A relative clause's second predicate ("Each creature you control that's an Elf and has
"...""): it describes the objects, as "that has" does, unless what it describes is what
the clause creates or makes ("... is a 2/3 Treefolk creature that's still a land and has
"..."")."""
_GIVES_WITH = re.compile(
    r"\b(?:creates?|becomes?(?! (?:blocked|tapped|untapped|attached|the target)\b)"
    r"|(?:is|are)(?: also)? (?:an?|\d|X)\b|(?:it|that)'s an?|enters? with"
    r"|gets? an? (?:emblem|boon)|gets? an? \w+ named)\b",
    re.IGNORECASE,
)
"""A clause whose "with" gives the quote: a token created with it, an object that becomes
or is a creature with it ("becomes a 3/3 Elemental creature with ..."), one that enters
with it, an emblem or a boon the player gets with it (114, Alchemy's boons)."""


def _describes_objects(before: str) -> bool:
    """Whether a quote after "with" or "that has" describes the objects an effect acts on,
    a subject names or a condition checks ("Destroy each land with "{T}: Add {C}."", "for
    each creature you control that has ...", "sacrifice a creature with ...", "Each creature
    you control with "..." gets +1/+1", "Search your library for a land card with ...",
    "target land with ...", "as long as this creature has ..."): they have it already, none
    gains it (113.1a); not where the clause creates, becomes or is something with it."""
    relative = _RELATIVE_AND_HAS.search(before)
    if relative is None and not _DESCRIBED_BY.search(before):
        return False
    # the clause, from what it counts on ("create a token for each creature you control
    # with ...": the creatures counted are described), before a relative clause that
    # describes ("that's an Elf and has"): its "that's an" gives nothing
    head = before[: relative.start()] if relative else before
    clause = re.split(r"[.;:]\s|—|\bfor each\b|\bthe number of\b", head)[-1]
    # not a verb of the trigger event or condition the clause opens with, closed by its
    # comma ("When this Class becomes level 2, create a ... token with ...": the token's)
    opened = CONDITIONS_FIRST.match(clause)
    gives = _GIVES_WITH.search(clause, opened.end() if opened else 0)
    if gives is not None and gives[0].lower().startswith("that"):
        # "Each creature you control that's an Elf with ...": a relative clause describes,
        # and so does its second predicate ("that's a token and is an Elf with"); a verb
        # after it may give ("Each land you control that's a Forest is a 2/2 Dryad creature
        # with ...")
        gives = _GIVES_WITH.search(clause, gives.end())
        while (
            gives is not None
            and clause[: gives.start()].endswith(("and ", "or "))
            and gives[0].lower().startswith(("is ", "are "))
        ):
            gives = _GIVES_WITH.search(clause, gives.end())
    if gives is not None and _COPY_OF_OBJECT.search(clause, gives.end()):
        # "Create a token that's a copy of target creature you control with ...": the
        # object copied is described, the copy gets what it has (707.2)
        return True
    return (
        gives is None
        # a condition the clause opens, the verb within it ("Whenever you create a token
        # with ...", "If you would create a token with ...", "if it's an Elf with ...": an
        # event or a condition creates nothing, 603.1, 614.1a), or one after it ("create a
        # Goblin token if you control an artifact with ...": the artifact described)
        or _OPEN_CONDITION.search(clause, 0, gives.start()) is not None
        or _CONDITION_AFTER.search(clause, gives.end()) is not None
    )


_COPY_OF_OBJECT = re.compile(r"\bcop(?:y|ies) of (?:(?!\bexcept\b)[^\"])*$")
"""A copy of an object the clause names up to the quote, with no exception between
("a copy of another target creature you control with")."""
_OPEN_CONDITION = re.compile(r"(?:^|\b)(?:[Ww]hen(?:ever)?|[Ii]f|[Aa]s long as)\b[^,]*$")
"""A trigger or condition still open (no comma yet) where a verb stands."""
_CONDITION_AFTER = re.compile(r"\b(?:if|unless|as long as)\b[^,]*$")
"""A condition that holds the "with" after the verb that gives."""


def _without_named_quotes(text: str) -> str:
    """`text` without the quoted abilities it only takes away or names (`_only_named`):
    they add no mana, so the detector must not count their "Add" as a mention."""
    if '"' not in text:
        return text
    return QUOTED.sub(lambda m: '"…"' if _only_named(m) else m[0], text)


_ABILITY_START = re.compile(r"(?:When|Whenever|At the beginning)\b")


def _states_action(reminder: str) -> bool:
    """Whether a reminder states what a keyword action does (701, 207.2): one effect that
    adds mana ("(Add one mana of any color.)", "(To spark, you add {R} and this artifact
    deals 1 damage to you.)"), with no quote, trigger condition or cost of its own. A
    keyword ability's reminder is an ability ("({T}: Add {U}.)", "(Whenever ..., add ...)"),
    or grants one in a quote; an example ("(For example, ... you add {U}{U}{B}.)") only
    illustrates the ability before it."""
    return (
        '"' not in reminder
        and not reminder.startswith("For example")
        and ADD_VERB.search(reminder) is not None
        and len(_abilities_of(reminder)) == 1
        and not _starts_ability(reminder)
    )


def _with_action_reminder(p: Paragraph, quote: re.Match[str]) -> str:
    """A quoted ability, with the reminder right after the quote when that reminder states
    what the quote's keyword action does: 'Elves you control have "{T}: Distill 1." (Add
    one mana of any color.)' grants "{T}: Distill 1. Add one mana of any color." (701,
    207.2)."""
    before = p.own[: quote.end()]
    for reminder in p.reminders:
        if reminder.before == before and _states_action(reminder.text):
            return f"{quote[1]} {reminder.text}"
    return quote[1]


def _abilities_of(reminder: str) -> list[str]:
    """The abilities a keyword's reminder text states, one from each trigger condition or
    activation cost on: "(When this creature enters, add {G}. Whenever it becomes tapped
    for mana, add an additional {G}.)" is two, each judged on its own (605.1b); so is
    "(This artifact enters with a charge counter on it. Remove a charge counter from it:
    Add one mana of any color.)", whose second is an activated ability (602.1)."""
    found: list[str] = []
    for sentence in sentences(reminder):
        if found and not _starts_ability(sentence):
            found[-1] += " " + sentence
        else:
            found.append(sentence)
    return found


def _starts_ability(sentence: str) -> bool:
    """Whether a sentence of reminder text begins an ability of its own: a trigger
    condition (603.1) or a cost and a colon (602.1)."""
    if _ABILITY_START.match(sentence):
        return True
    activated = shapes.SHAPES["activated"].match(sentence)
    return activated is not None and shapes.is_cost(activated["cost"])


def _defined_in_text(name: str, sentence: str) -> bool:
    """Whether the sentence spells out the token it creates: 'a colorless Treasure artifact
    token with "{T}, Sacrifice this artifact: Add one mana of any color."' (the templating
    before predefined tokens, CR 111.4): its abilities are the quoted ones, not the
    definition's (111.10), which they may differ from. Without its card type it is the
    predefined token with one more ability: 'a Treasure token with "When this token is put
    into a graveyard ..."', 'a tapped Treasure token with "{T}, Sacrifice this token: Add
    {C}{C}."' (111.10)."""
    # "... Treasure artifact token named Onyx Coin with "..."": a name given to it too (111.4)
    spelled = rf"\b{re.escape(name)} artifact tokens?(?: named [^\"]*?)? with \""
    return re.search(spelled, sentence, re.IGNORECASE) is not None


def _creates_token(p: Paragraph) -> bool:
    """Whether the paragraph creates a token, in its own text or its reminder text."""
    return bool(
        CREATES_TOKEN.search(p.own) or any(CREATES_TOKEN.search(r.text) for r in p.reminders)
    )
