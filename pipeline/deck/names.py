"""Match the names of a decklist to cards: ignoring case, accents and punctuation.

A name matches a card's full name ("Fire // Ice", "Fire/Ice", "fire ice") or, for split,
double-faced and adventure cards, its front face ("Bonecrusher Giant", "Tangled
Florahedron"). "Lim-Dul's Vault", "lim dûl's vault" and "LIMDULS VAULT" are one name.
When nothing matches, `closest` lists the nearest names to choose from, and `backs` the cards
a name is another face of ("Stomp"): a back face is not a deck entry (a list names the card it
holds, which a double-faced card's front face or its full name does), but the card it belongs
to is the answer the user wants to see. Pure: no I/O.
"""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["LIGATURES", "NameIndex", "normalize"]

LIGATURES = {"æ": "ae", "œ": "oe", "ß": "ss"}
"""Letters that are two in another spelling of a name ("Æther Vial", "Aether Vial"), in
lower case: no accent to strip, so Unicode's decomposition leaves them as they are."""
_LIGATURES = str.maketrans(
    {**LIGATURES, **{k.upper(): v for k, v in LIGATURES.items() if len(k.upper()) == 1}}
)  # "ß".upper() is "SS", already two letters


def normalize(name: str) -> str:
    """The key two spellings of one name share: letters and digits, lower case, no marks."""
    decomposed = unicodedata.normalize("NFKD", name.translate(_LIGATURES))
    return "".join(ch for ch in decomposed.casefold() if ch.isalnum() and ch.isascii())


@dataclass(frozen=True)
class Named:
    """A card as the index knows it: its key in the warehouse, its name, its front face and
    the names of its other faces."""

    key: str
    name: str
    front: str | None = None
    backs: tuple[str, ...] = ()


class NameIndex:
    """Full names first, front faces second; each key to the cards that have it."""

    def __init__(self, cards: Iterable[Named]) -> None:
        self._full: dict[str, list[Named]] = {}
        self._front: dict[str, list[Named]] = {}
        self._backs: dict[str, list[Named]] = {}
        for card in cards:
            self._full.setdefault(normalize(card.name), []).append(card)
            if card.front and card.front != card.name:
                self._front.setdefault(normalize(card.front), []).append(card)
            for back in card.backs:
                if back != card.front:
                    self._backs.setdefault(normalize(back), []).append(card)
        self._display = {k: v[0].name for k, v in {**self._front, **self._full}.items()}

    def find(self, name: str) -> Named | None:
        """The card `name` means, or None. A full name beats a front face's."""
        key = normalize(name)
        if not key:
            return None
        found = self._full.get(key) or self._front.get(key)
        return found[0] if found else None

    def closest(self, name: str, limit: int = 3) -> list[str]:
        """Up to `limit` card names that look most like `name`, best first."""
        key = normalize(name)
        if not key:
            return []
        keys = difflib.get_close_matches(key, list(self._display), n=limit, cutoff=0.6)
        return list(dict.fromkeys(self._display[k] for k in keys))

    def backs(self, name: str) -> list[str]:
        """The full names of the cards `name` is a face other than the front of, if it is no
        card's name or front face of its own."""
        key = normalize(name)
        if not key or key in self._full or key in self._front:
            return []
        return list(dict.fromkeys(card.name for card in self._backs.get(key, ())))
