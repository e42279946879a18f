"""Parse "search your library for ... land card" into what the search can find.

Fetch lands are the reason: Polluted Delta finds "an Island or Swamp card", Evolving
Wilds "a basic land card", Krosan Verge "a Forest card and a Plains card". What they can
fetch depends on the rules for land types, not on their names:

- CR 305.6: the basic land types are Plains, Island, Swamp, Mountain and Forest, and a
  land with one has the intrinsic ability to tap for that color (Plains W, Island U,
  Swamp B, Mountain R, Forest G). A search for "a Forest card" finds any card with the
  subtype Forest, basic or not: Stomping Ground (Land — Mountain Forest) too, which then
  makes red as well as green.
- CR 305.8: a land is basic only if it has the supertype basic. "A basic land card" finds
  Plains or Wastes (a basic with no basic land type) but never Stomping Ground; "a basic
  Forest card" needs both.
- CR 205.3i lists the land types; a search naming only Gate (Maze's End) finds Gates.
  A land's subtypes are land types, so a build also takes as land types the subtypes of
  every card whose only card type is Land (`land_types_in`): a land type printed next
  year is known without a new list.

One `LandSearch` per card the search asks for: "a Forest card and a Plains card" is two.
Searches that can't find a land (a creature card, "a nonland card") and other players'
searches ("their library", "each player searches") are not returned. Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from pipeline.abilities.landtypes import BASIC_LAND_TYPES
from pipeline.abilities.owners import CardTraits

__all__ = [
    "BASIC_LAND_TYPES",
    "LAND_TYPES",
    "LandSearch",
    "land_types_in",
    "parse_land_searches",
]

LAND_TYPES = frozenset(
    (
        *BASIC_LAND_TYPES,
        *("Cave", "Cloud", "Desert", "Gate", "Lair", "Locus", "Mine", "Planet"),
        *("Power-Plant", "Sphere", "Tower", "Town", "Urza's"),
    )
)
"""The land types of CR 205.3i."""


def land_types_in(type_lines: Iterable[str | None]) -> frozenset[str]:
    """`LAND_TYPES` and the subtypes of every type line whose only card type is Land.

    A subtype of a land is a land type (205.3i); a land that is also a creature (Dryad
    Arbor, "Land Creature — Forest Dryad") or an enchantment ("Enchantment Land — Urza's
    Saga") has other kinds of subtypes too, so only Land-only type lines count. The type line
    is read as the parser reads it (`CardTraits`: Scryfall's "Urza’s" is text's "Urza's").
    """
    found = set(LAND_TYPES)
    for type_line in type_lines:
        card = CardTraits.read(type_line or "", "")
        if card.types == {"land"}:
            found.update(card.subtypes)
    return frozenset(found)


_QUANTITIES = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}

_SENTENCE = re.compile(r"search your library for (?P<rest>[^.]*)\.?", re.IGNORECASE)
# one thing searched for: "a basic Forest card", "up to two land cards"
_ITEM = re.compile(
    r"\b(?P<quantity>(?:up to )?(?:a|an|one|two|three|four|five|x|that many)|any number of"
    r"|a number of)\s+(?P<what>.+?)\s+cards?\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"[\w'-]+")


@dataclass(frozen=True)
class LandSearch:
    """One card a "search your library for ..." can put into play or into hand.

    `land_types` are the land types named (any one matches; empty: any land), `basic`
    and `snow` the supertypes required. `quantity` is None for X, "that many" or "any
    number"; `up_to` says the search may find fewer. `destination` is "battlefield" or
    "hand" (None when the text says neither), `tapped` whether it enters tapped.
    """

    search_index: int
    text: str
    quantity: int | None
    up_to: bool
    basic: bool
    snow: bool
    land_types: tuple[str, ...]
    destination: str | None
    tapped: bool

    @property
    def named_type_colors(self) -> tuple[str, ...]:
        """Colors the basic land types it names tap for (CR 305.6), in WUBRG order."""
        named = {BASIC_LAND_TYPES[t] for t in self.land_types if t in BASIC_LAND_TYPES}
        return tuple(c for c in "WUBRG" if c in named)

    def finds(self, supertypes: frozenset[str], subtypes: frozenset[str]) -> bool:
        """Whether a land card with these supertypes and subtypes matches (305.8, 305.6)."""
        if self.basic and "Basic" not in supertypes:
            return False
        if self.snow and "Snow" not in supertypes:
            return False
        return not self.land_types or bool(subtypes.intersection(self.land_types))


def parse_land_searches(
    oracle_text: str | None, land_types: frozenset[str] = LAND_TYPES
) -> list[LandSearch]:
    """Every land card the face's "search your library for ..." sentences ask for;
    `land_types` are the subtypes that make a search a land search (`land_types_in`)."""
    found: list[LandSearch] = []
    for sentence in _SENTENCE.finditer(oracle_text or ""):
        rest = sentence.group("rest")
        lowered = rest.lower()
        destination = (
            "battlefield"
            if "onto the battlefield" in lowered
            else "hand"
            if "into your hand" in lowered
            else None
        )
        tapped = "onto the battlefield tapped" in lowered
        for item in _ITEM.finditer(_search_part(rest)):
            search = _land_search(
                item, len(found), sentence.group(0), destination, tapped, land_types
            )
            if search is not None:
                found.append(search)
    return found


def _search_part(rest: str) -> str:
    """The words naming what is searched for: up to ", reveal", ", put", " and put"."""
    return re.split(r",?\s+(?:and\s+)?(?:put|reveal|then|shuffle)\b", rest, maxsplit=1)[0]


def _land_search(
    item: re.Match[str],
    index: int,
    text: str,
    destination: str | None,
    tapped: bool,
    land_types: frozenset[str],
) -> LandSearch | None:
    basic = snow = land = False
    named: list[str] = []
    for word in _WORD.findall(item.group("what")):  # "basic Forest, Plains, or Island"
        if word.lower() == "basic":
            basic = True
        elif word.lower() == "snow":
            snow = True
        elif word.lower() == "land":  # not "nonland"
            land = True
        elif word in land_types:
            named.append(word)
    if not land and not named:
        return None  # a creature card, a nonland card, a Treefolk card...
    quantity_text = item.group("quantity").lower()
    count = quantity_text.removeprefix("up to ")
    return LandSearch(
        search_index=index,
        text=text.strip(),
        quantity=_QUANTITIES.get(count),
        up_to=quantity_text.startswith("up to") or quantity_text == "any number of",
        basic=basic,
        snow=snow,
        land_types=tuple(dict.fromkeys(named)),
        destination=destination,
        tapped=tapped,
    )
