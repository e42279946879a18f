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

_CREATE = re.compile(r"\bcreates?\b", re.IGNORECASE)


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

    def __post_init__(self) -> None:
        names = "|".join(re.escape(n) for n in sorted(self.by_name, key=len, reverse=True))
        pattern = rf"\b(?P<name>{names})(?: artifact)? tokens?\b|\b[Gg]ift an? (?P<gift>{names})\b"
        object.__setattr__(self, "_names", re.compile(pattern))

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
        A token named before any "create" is not created ("Sacrifice a Treasure token")."""
        create = _CREATE.search(sentence)
        found: dict[str, PredefinedToken] = {}
        for m in self._names.finditer(sentence):
            if m["name"] and (create is None or m.start() < create.start()):
                continue
            name = m["name"] or m["gift"]
            found.setdefault(name, self.by_name[name])
        return list(found.values())


def definitions_text() -> str:
    """The package's definitions file, as text."""
    files = resources.files("pipeline.abilities")
    return files.joinpath("predefined_tokens.toml").read_text(encoding="utf-8")


@functools.cache
def predefined_tokens() -> PredefinedTokens:
    """The predefined tokens of the rules (CR 111.10), from the package's file."""
    return PredefinedTokens.from_toml(definitions_text())
