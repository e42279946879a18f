"""Activation costs (CR 602.1, 118): split ``{2}, {T}, Sacrifice ~`` into its parts."""

from __future__ import annotations

import re

from pipeline.abilities.model import CostParts
from pipeline.abilities.text import among, card_names, names_itself
from pipeline.errors import ManaCostError
from pipeline.mana import parse_mana_cost, symbol_info

_ITEMS: dict[str, re.Pattern[str]] = {
    "symbols": re.compile(r"(?:\{[^{}]+\})+"),  # {T}, {Q}, {E}, mana symbols
    "life": re.compile(r"Pay (?:\w+|X) life", re.IGNORECASE),  # 119.4
    "energy": re.compile(r"Pay (?:(?:\{E\})+|\w+ (?:or more )?\{E\})"),  # 107.14
    "sacrifice": re.compile(r"Sacrifice\b.*"),  # 701.21
    "discard": re.compile(r"Discard\b.*"),  # 701.9
}

_NAME_COMMA = "\x00"  # stands for the comma of a card name while a cost is split


def functions_in(items: list[str], name: str | None, type_line: str = "") -> str | None:
    """The zone where alone the ability works, from a cost item that takes the object
    itself from it ("Exile Simian Spirit Guide from your hand", "Discard this card": its
    hand, CR 113.6m) or that can be paid only there ("Reveal this card from your hand": a
    cost that can't be paid on the battlefield works where it can be, CR 113.6); None when
    no item does."""
    if any(_TAP_SYMBOL.search(i) for i in items):
        # {T} and {Q} tap and untap a permanent (107.5, 107.6): the object pays them on the
        # battlefield ("{T}, Exile Ishvel and a creature card from your graveyard")
        return None
    # most costs move nothing and name no object of their own ("Discard a card"): only
    # an item that may name the object is read further
    names = card_names(name, type_line)
    candidates = [
        i
        for i in items
        if (i.startswith("Discard ") or " from your " in i or " from exile" in i)
        and ("this " in i.lower() or any(n in i for n in names))
    ]
    if not candidates:
        return None

    def itself(words: str) -> bool:
        # "this Equipment card": the object as a card, whatever its type (the name's
        # words know only the usual ones)
        return names_itself(words, name, (), type_line) or bool(_THIS_CARD.fullmatch(words))

    def card_itself(words: str) -> bool:
        # beside other cards the object is a card too: "this card", "this creature card" or
        # its name; "this creature" there is the permanent ("{T}, Exile this creature and a
        # creature card from your graveyard": only the other card is in the graveyard)
        return words in names or words == "this card" or bool(_THIS_CARD.fullmatch(words))

    for item in candidates:
        if item.startswith("Discard ") and among(item.removeprefix("Discard "), itself):
            return "hand"  # "Discard this card and a Mountain card"
        # any action on the object "from your" zone: Exile, Put, Return, Shuffle, Reveal,
        # and a keyword action a later set adds ("Banish this card from your graveyard")
        verb = _VERB.match(item)
        if verb is None:
            continue
        rest = item[verb.end() :]
        for zone in _FROM_YOUR_ZONE.finditer(rest):
            # the object, one of the objects the item moves ("Exile this card and another
            # creature card from your graveyard"); a name may hold "and", read whole first
            objects = rest[: zone.start()]
            moved = itself(objects) or among(objects, card_itself)  # "Kaz and Pell"
            if moved and "\n" not in rest[zone.end() :]:
                return zone["zone"] or "exile"
    return None


_TAP_SYMBOL = re.compile(r"\{[TQ]\}")
_THIS_CARD = re.compile(r"this [\w-]+ card")
_VERB = re.compile(r"[A-Z][a-z]+ ")
_FROM_YOUR_ZONE = re.compile(r" from (?:your (?P<zone>hand|graveyard|library)|exile)\b")


def sacrifices_itself(sacrifice: str | None, name: str | None, type_line: str = "") -> bool:
    """Whether a cost's sacrifice item is the object itself ("Sacrifice Lotus Petal",
    "Sacrifice this artifact", "Sacrifice this Equipment"): the ability can be activated
    once, as the object leaves the battlefield paying for it (CR 701.21, 602.2)."""
    if not sacrifice:
        return False
    left, _, right = type_line.partition("—")
    own_types = {*left.split(), *right.split()}
    return sacrifice.startswith("Sacrifice ") and names_itself(
        sacrifice.removeprefix("Sacrifice "), name, own_types, type_line
    )


def parse_cost(cost_text: str, *, name: str | None = None, type_line: str = "") -> CostParts:
    """Split an activation cost into its parts (CR 602.1b, 118.12).

    Items are separated by commas; an item continues the one before when it does not
    start with a symbol or a capital letter ("Sacrifice an artifact, creature, or land").
    `name` is the card's name, whose comma does not separate items ("Remove a ki counter
    from Azamuki, Treachery Incarnate"); `type_line` tells whether it is legendary, and so
    named by a short form too ("Discard Bolvar" for Bolvar the Ember-Guide; `card_names`).
    """
    protected = cost_text
    if name and ", " in name:
        protected = cost_text.replace(name, name.replace(", ", _NAME_COMMA))
    items: list[str] = []
    for piece in re.split(r",\s*|(?<=\}) (?=[A-Z])", protected):
        piece = piece.replace(_NAME_COMMA, ", ")
        if items and not re.match(r"[{A-Z+−0-9]", piece):
            items[-1] += ", " + piece
        else:
            items.append(piece.strip())
    has_tap = has_untap = False
    mana: list[str] = []
    energy: list[str] = []
    found: dict[str, str] = {}
    other: list[str] = []
    for item in items:
        if _ITEMS["symbols"].fullmatch(item):
            for symbol in re.findall(r"\{[^{}]+\}", item):
                if symbol == "{T}":
                    has_tap = True
                elif symbol == "{Q}":
                    has_untap = True
                elif symbol == "{E}":
                    energy.append(symbol)
                elif is_mana_symbol(symbol):
                    mana.append(symbol)
                else:
                    other.append(symbol)
            continue
        for part in ("life", "energy", "sacrifice", "discard"):
            if _ITEMS[part].fullmatch(item) and part not in found:
                found[part] = item
                break
        else:
            other.append(item)
    cost_mana = "".join(mana)
    return CostParts(
        cost_text=cost_text,
        has_tap=has_tap,
        has_untap=has_untap,
        cost_mana=cost_mana,
        cost_mana_value=parse_mana_cost(cost_mana).mana_value,
        sacrifice=found.get("sacrifice"),
        life=found.get("life"),
        energy=found.get("energy") or ("".join(energy) or None),
        discard=found.get("discard"),
        other_cost=tuple(other),
        functions_in=functions_in(items, name, type_line),
    )


def is_mana_symbol(symbol: str) -> bool:
    try:
        symbol_info(symbol)
    except ManaCostError:
        return False
    return True
