"""Pips, sources and requirements of a deck: the rules, with no I/O.

What counts as a source of a color, card by card (each copy counts once):

- **Land sources**: main-deck lands whose own mana abilities could produce the color
  (`could_produce`: printed and intrinsic abilities, CR 106.7, 305.6), plus
  - fetch lands, for each color they can actually fetch: the colors the lands of this deck
    that match the search produce (`land_searches`: "an Island or Swamp card" finds any
    land with either type, basic or not; "a basic land card" only basics, CR 305.6,
    305.8). A land in the library is its front face (CR 712.8a), so a modal double-faced
    card's land back is never fetched;
  - modal double-faced cards whose back face is a land (Tangled Florahedron // Tangled
    Vale), for what the land face produces, as Karsten counts them; they also count as
    lands for the model.
- **Nonland sources**: other permanents (creatures, artifacts, enchantments,
  planeswalkers, battles) whose own mana abilities could produce the color: mana
  creatures, Moxen, rocks. Reported apart: Karsten's model counts lands only.
- **One-shot sources**: cards whose mana is spent once: rituals (spells that add mana,
  `mana_abilities.source_kind = 'spell'`) and makers of tokens that sacrifice for mana
  (Treasure, Eldrazi Spawn: `source_kind = 'token'`), and cards whose mana ability uses
  the card up from the hand or the graveyard (Simian Spirit Guide: `functions_in =
  'hand'`, CR 113.6m). A Treasure's ability is the token's, never the card's own, so a
  Treasure maker is never a nonland source; nor is a Spirit Guide, whose ability no
  permanent has.

Pips are the colored symbols of every spell the deck casts (chroma: a hybrid symbol counts
for each of its colors), from the same castable faces as the requirements, so the two never
disagree: an adventure's spell counts, a land face's printed cost never does.

Requirements (see `requirements`) come from each castable face of the main deck and the
commander: both halves of a split card, an adventure card's creature and adventure, both
faces of a spell // spell modal card, the front face of anything else. The number needed
is Karsten's model (`karsten`) for this deck's size and land count, plus one for a gold
cost's requirements; the probability is the model's with the deck's actual land sources.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from pipeline.abilities.owners import CardTraits
from pipeline.deck import karsten
from pipeline.deck.land_search import LandSearch
from pipeline.deck.requirements import MANA_ORDER, Requirement, colors_text, requirements, turn
from pipeline.errors import ManaCostError
from pipeline.mana import ManaCost, parse_mana_cost

__all__ = [
    "COLOR_COLUMNS",
    "SPELL_COLUMNS",
    "Card",
    "DeckCard",
    "DeckResult",
    "Face",
    "analyze",
]

COLOR_COLUMNS = (
    "deck",
    "color",
    "pips",
    "land_sources",
    "nonland_sources",
    "one_shot_sources",
    "needed",
    "deficit",
)
SPELL_COLUMNS = (
    "deck",
    "card",
    "count",
    "mana_cost",
    "turn",
    "requirement",
    "sources",
    "needed",
    "probability",
    "colors",
    "pips",
    "gold",
    "section",
)
CARD_COLUMNS = (
    "deck",
    "section",
    "card",
    "count",
    "kind",
    "land_colors",
    "fetched_colors",
    "nonland_colors",
    "one_shot_colors",
)
PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Planeswalker"})
SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host"})


@dataclass(frozen=True)
class Face:
    """One face of a card as the rules here need it.

    `produces`: the colors its own mana abilities could produce as a permanent (the
    face's share of `could_produce`); `one_shot`: colors of its spell and token mana, and of
    its mana abilities that work only from the hand or the graveyard.
    """

    index: int
    name: str
    mana_cost: str | None
    type_line: str
    produces: frozenset[str] = frozenset()
    one_shot: frozenset[str] = frozenset()
    searches: tuple[LandSearch, ...] = ()

    @property
    def supertypes(self) -> frozenset[str]:
        return frozenset(w for w in self._left.split() if w in SUPERTYPES)

    @property
    def types(self) -> frozenset[str]:
        return frozenset(w for w in self._left.split() if w not in SUPERTYPES)

    @property
    def subtypes(self) -> frozenset[str]:
        return CardTraits.read(self.type_line, "").subtypes  # the parser's one reader

    @property
    def _left(self) -> str:
        return self.type_line.partition("—")[0]


@dataclass(frozen=True)
class Card:
    """A card object of the warehouse: its faces in order."""

    key: str
    name: str
    layout: str
    faces: tuple[Face, ...]

    @property
    def land_faces(self) -> tuple[Face, ...]:
        """The faces it can be played as a land with: the front, and a modal double-faced
        card's land face, either of a land // land card (a Pathway), whose player picks
        the face as they play it (CR 712)."""
        if self.layout == "modal_dfc":
            return tuple(f for f in self.faces if "Land" in f.types)
        return (self.faces[0],) if "Land" in self.faces[0].types else ()

    @property
    def land_colors(self) -> frozenset[str]:
        """What it could produce as a land, whichever face it is played with."""
        return frozenset().union(*(face.produces for face in self.land_faces))

    @property
    def castable_faces(self) -> tuple[Face, ...]:
        """The faces cast as spells (CR 709 split, 715 adventure, 712 double-faced, 722 a
        prepared card's copy of its spell).

        A land has no mana cost to cast it by; where Scryfall prints an adventure's cost on
        the land face and none on the adventure (Ishgard, the Holy See // Faith & Grief;
        docs/rules.md#where-scryfall-puts-costs), the cost is the adventure's.
        """
        if self.layout in ("split", "adventure", "prepare"):
            on_land = next((f.mana_cost for f in self.faces if "Land" in f.types), None)
            spells = [f for f in self.faces if "Land" not in f.types]
            if on_land:
                spells = [f if f.mana_cost else replace(f, mana_cost=on_land) for f in spells]
            return tuple(f for f in spells if f.mana_cost)
        if self.layout == "modal_dfc":
            return tuple(f for f in self.faces if "Land" not in f.types)
        front = self.faces[0]
        return () if "Land" in front.types else (front,)

    @property
    def castable_costs(self) -> tuple[ManaCost, ...]:
        """The mana costs of `castable_faces` that parse: what the deck's pips count, the
        same spells its requirements come from (an adventure's and a modal card's other
        spell too, never a land face's cost)."""
        costs = []
        for face in self.castable_faces:
            try:
                costs.append(parse_mana_cost(face.mana_cost or ""))
            except ManaCostError:
                continue
        return tuple(costs)


@dataclass(frozen=True)
class DeckCard:
    """A decklist line resolved: the card, how many, which section."""

    card: Card
    count: int
    section: str


@dataclass
class DeckResult:
    """Everything `pipeline deck` shows about one deck: rows as tuples of the columns."""

    name: str
    shape: karsten.DeckShape
    colors: list[tuple] = field(default_factory=list)
    spells: list[tuple] = field(default_factory=list)
    cards: list[tuple] = field(default_factory=list)

    def color_dicts(self) -> list[dict]:
        return [dict(zip(COLOR_COLUMNS, row, strict=True)) for row in self.colors]

    def spell_dicts(self) -> list[dict]:
        return [dict(zip(SPELL_COLUMNS, row, strict=True)) for row in self.spells]


@dataclass(frozen=True)
class _Sources:
    land: dict[str, frozenset[str]]  # card key -> colors as a land source (with fetches)
    fetched: dict[str, frozenset[str]]
    nonland: dict[str, frozenset[str]]
    one_shot: dict[str, frozenset[str]]


def analyze(name: str, cards: Sequence[DeckCard]) -> DeckResult:
    """Count a deck's pips and sources and check every requirement against the model."""
    main = _merge(c for c in cards if c.section == "main")
    commanders = _merge(c for c in cards if c.section == "commander")
    size = sum(c.count for c in main)
    lands = sum(c.count for c in main if c.card.land_faces)
    shape = karsten.DeckShape(size, lands, multiplayer=bool(commanders) or size >= 99)
    sources = _sources(main)
    result = DeckResult(name, shape)

    spell_rows, needs = _spells(name, shape, [*commanders, *main], sources)
    result.spells = spell_rows
    pips = {color: 0 for color in MANA_ORDER}
    for entry in [*commanders, *main]:
        for cost in entry.card.castable_costs:
            for color, n in cost.chroma.items():
                pips[color] += entry.count * n
            pips["C"] += entry.count * sum(s.kind == "colorless" for s in cost.symbols)
    group_pips: dict[str, int] = {}
    for row in spell_rows:
        colors, row_pips, count = row[9], row[10], row[2]
        if len(colors) > 1:
            group_pips[colors] = group_pips.get(colors, 0) + row_pips * count
    rows = [c for c in MANA_ORDER if c != "C" or pips["C"] or "C" in needs]
    rows += sorted(
        (c for c in needs if len(c) > 1),
        key=lambda c: (len(c), [MANA_ORDER.index(x) for x in c]),
    )
    for colors in rows:
        wanted = set(colors)
        land = _count(main, sources.land, wanted)
        needed = needs.get(colors)
        result.colors.append(
            (
                name,
                colors,
                pips[colors] if len(colors) == 1 else group_pips.get(colors, 0),
                land,
                _count(main, sources.nonland, wanted),
                _count(main, sources.one_shot, wanted),
                needed,
                None if needed is None else land - needed,
            )
        )
    for entry in [*commanders, *_merge(c for c in cards if c.section != "commander")]:
        key = entry.card.key
        in_main = entry.section == "main"
        result.cards.append(
            (
                name,
                entry.section,
                entry.card.name,
                entry.count,
                "land" if entry.card.land_faces else _kind(entry.card),
                _listed(sources.land.get(key)) if in_main else _listed(entry.card.land_colors),
                _listed(sources.fetched.get(key)) if in_main else [],
                _listed(_nonland(entry.card)),
                _listed(_one_shot(entry.card)),
            )
        )
    return result


def _merge(entries: Iterable[DeckCard]) -> list[DeckCard]:
    """One entry per card and section, counts added, in the order first seen."""
    merged: dict[tuple[str, str], DeckCard] = {}
    for entry in entries:
        key = (entry.card.key, entry.section)
        if key in merged:
            entry = DeckCard(entry.card, merged[key].count + entry.count, entry.section)
        merged[key] = entry
    return list(merged.values())


def _kind(card: Card) -> str:
    return "permanent" if card.faces[0].types & PERMANENT_TYPES else "spell"


def _nonland(card: Card) -> frozenset[str]:
    if card.land_faces or not card.faces[0].types & PERMANENT_TYPES:
        return frozenset()
    return card.faces[0].produces


def _one_shot(card: Card) -> frozenset[str]:
    if card.land_faces:
        return frozenset()
    return frozenset().union(*(face.one_shot for face in card.faces))


def _sources(main: Sequence[DeckCard]) -> _Sources:
    # what each land of the deck could be found as: its front face only (CR 712.8a)
    fetchable = [
        (entry.card.key, entry.card.faces[0])
        for entry in main
        if "Land" in entry.card.faces[0].types
    ]
    land: dict[str, frozenset[str]] = {}
    fetched: dict[str, frozenset[str]] = {}
    nonland: dict[str, frozenset[str]] = {}
    one_shot: dict[str, frozenset[str]] = {}
    for entry in main:
        card = entry.card
        if card.land_faces:
            found = _fetched([s for f in card.land_faces for s in f.searches], fetchable)
            fetched[card.key] = found
            land[card.key] = card.land_colors | found
        nonland[card.key] = _nonland(card)
        one_shot[card.key] = _one_shot(card)
    return _Sources(land, fetched, nonland, one_shot)


def _fetched(searches: Sequence[LandSearch], lands: Sequence[tuple[str, Face]]) -> frozenset[str]:
    """Colors the lands a face's searches can find in this deck could produce."""
    colors: set[str] = set()
    for search in searches:
        if search.destination is None:
            continue
        for _, face in lands:
            if search.finds(face.supertypes, face.subtypes):
                colors |= face.produces
    return frozenset(colors)


def _count(main: Sequence[DeckCard], colors: dict[str, frozenset[str]], wanted: set[str]) -> int:
    return sum(e.count for e in main if colors.get(e.card.key, frozenset()) & wanted)


def _spells(
    name: str,
    shape: karsten.DeckShape,
    entries: Sequence[DeckCard],
    sources: _Sources,
) -> tuple[list[tuple], dict[str, int]]:
    main = [e for e in entries if e.section == "main"]
    rows: list[tuple] = []
    needs: dict[str, int] = {}
    for entry in entries:
        for face in entry.card.castable_faces:
            try:
                cost = parse_mana_cost(face.mana_cost or "")
            except ManaCostError:
                continue
            when = turn(cost)
            if when is None:
                continue
            spell = face.name or entry.card.name  # "Stomp", "Tangled Florahedron"
            for requirement in requirements(cost):
                have = _count(main, sources.land, set(requirement.colors))
                needed = _needed(shape, requirement, when)
                if needed is not None:
                    needs[requirement.colors] = max(needs.get(requirement.colors, 0), needed)
                probability = karsten.cast_probability(shape, have, requirement.pips, when)
                rows.append(
                    (
                        name,
                        spell,
                        entry.count,
                        face.mana_cost,
                        when,
                        requirement.text,
                        have,
                        needed,
                        None if probability is None else round(probability, 4),
                        requirement.colors,
                        requirement.pips,
                        requirement.gold,
                        entry.section,
                    )
                )
    return rows, needs


def _needed(shape: karsten.DeckShape, requirement: Requirement, when: int) -> int | None:
    needed = karsten.sources_needed(shape, requirement.pips, when)
    if needed is None:
        return None
    return needed + 1 if requirement.gold else needed


def _listed(colors: frozenset[str] | set[str] | None) -> list[str]:
    return list(colors_text(set(colors or ())))
