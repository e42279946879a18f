"""Read a decklist in the formats people paste: Arena, MTGO .txt, MTGO .dek, `4x Name`.

- MTG Arena export: `4 Llanowar Elves (DOM) 168` under the headers `Deck`, `Sideboard`,
  `Commander` and `Companion` (and `About` / `Name ...`, which only name the deck);
- MTGO `.txt`: `4 Name` lines, a blank line, then the sideboard;
- MTGO `.dek`: XML, one `<Cards Quantity="4" Name="..." Sideboard="false"/>` per card;
- plain lists: `4x Name` or `4 x Name`; `SB: 2 Name` is a sideboard line.

Lines starting with `#` or `//` are comments, except a header written as one (`// Sideboard`,
`# Commander`), which starts its section as the header does. A line that is none of these
is an error naming it, never skipped. Names are kept as written; `names` matches them. Pure: no I/O.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from xml.parsers import expat

from pipeline.errors import PipelineError

__all__ = ["SECTIONS", "DeckError", "Decklist", "Entry", "parse_decklist"]

SECTIONS = ("commander", "companion", "main", "sideboard")
_HEADERS = {
    "deck": "main",
    "main": "main",
    "maindeck": "main",
    "main deck": "main",
    "mainboard": "main",
    "sideboard": "sideboard",
    "side board": "sideboard",
    "sb": "sideboard",
    "commander": "commander",
    "commanders": "commander",
    "companion": "companion",
    "about": "about",
}
_CARD_LINE = re.compile(r"^(?P<sb>SB:\s*)?(?P<count>\d+)\s*(?:[xX]\s+|\s+)(?P<name>\S.*)$")
# an Arena or Moxfield printing after the name: "(DOM) 168", "(PLST) KLD-157", "*F*"
_PRINTING = re.compile(r"(?:\s+\([A-Za-z0-9]{2,8}\)(?:\s+\S+)?)?(?:\s+\*[A-Z]\*)*\s*$")


class DeckError(PipelineError):
    """A decklist that can't be read, or names no card of the warehouse knows."""


@dataclass(frozen=True)
class Entry:
    """One card line: where it was, how many, the card's name, its section."""

    line: int
    count: int
    name: str
    section: str
    as_written: str = field(default="", compare=False)
    """The name with what the reader took for a printing ("(DOM) 168"), when it took one:
    a card whose name ends in brackets ("Hazmat Suit (Used)") is found by it."""


SIDEBOARD_MAX = 15
"""The most cards a constructed sideboard holds (CR 100.4a)."""


@dataclass(frozen=True)
class Decklist:
    name: str
    source: str
    entries: tuple[Entry, ...]
    notes: tuple[str, ...] = ()
    """What the reader took on trust and the user may want to check (see `_notes`)."""


def parse_decklist(text: str, name: str, source: str | None = None) -> Decklist:
    """Read `text` (any of the formats above) as the deck `name`, read from `source`."""
    source = source or name
    text = text.removeprefix("\ufeff")  # a byte-order mark (MTGO's .dek), from any source
    if text.lstrip().startswith("<"):
        entries, by_blank = _parse_dek(text, source), None
    else:
        entries, by_blank = _parse_text(text, source)
    notes = _notes(entries, by_blank, source)
    if not any(entry.section in ("main", "commander") for entry in entries):
        raise DeckError(
            f"{source} holds no main-deck cards. Give one card a line, e.g. '4 Lightning "
            "Bolt', in an Arena, MTGO (.txt or .dek) or '4x Name' list."
        )
    return Decklist(name, source, tuple(entries), notes)


def _notes(entries: list[Entry], by_blank: int | None, source: str) -> tuple[str, ...]:
    """A sideboard begun by MTGO's blank line (at line `by_blank`) that holds more cards
    than a sideboard can (CR 100.4a) is likely main-deck cards grouped by blank lines: say
    so, and read it as the layout says all the same (nothing guessed)."""
    if by_blank is None:
        return ()
    count = sum(e.count for e in entries if e.section == "sideboard" and e.line > by_blank)
    if count <= SIDEBOARD_MAX:
        return ()
    return (
        f"{source}: the {count} cards after the blank line {by_blank} are read as the "
        f"sideboard (MTGO's layout), though a sideboard holds {SIDEBOARD_MAX} at most. If "
        "they belong to the main deck, remove the blank lines.",
    )


def _parse_text(text: str, source: str) -> tuple[list[Entry], int | None]:
    """The entries, and the blank line that began the sideboard (MTGO's layout), if one did."""
    lines = text.splitlines()
    by_blank = None
    has_headers = any(_header(line) for line in lines)
    section = "main"
    entries: list[Entry] = []
    bad: list[str] = []
    for number, raw in enumerate(lines, start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line:
            # MTGO: the sideboard follows the first blank line after the main deck
            if not has_headers and section == "main" and entries:
                section, by_blank = "sideboard", number
            continue
        header = _header(line)
        if line.startswith(("#", "//")) and not header:
            continue
        if header:
            section = header
            continue
        if section == "about":  # Arena's "About" section: "Name My Deck"
            continue
        match = _CARD_LINE.match(line)
        if match is None:
            bad.append(f"  {source} line {number}: {_shown(line)}")
            continue
        written = match.group("name").strip()
        card = _PRINTING.sub("", written).strip()
        count = int(match.group("count"))
        if count == 0 or not card:
            bad.append(f"  {source} line {number}: {_shown(line)}")
            continue
        in_section = "sideboard" if match.group("sb") else section
        entries.append(Entry(number, count, card, in_section, written if written != card else ""))
    if bad:
        raise DeckError(
            f"{len(bad)} line{'s' if len(bad) != 1 else ''} of {source} "
            f"{'are' if len(bad) != 1 else 'is'} not a card line like '4 Lightning Bolt' or "
            "'4x Lightning Bolt', nor a header (Deck, Sideboard, Commander, Companion):\n"
            + "\n".join(bad)
            + "\nFix or remove them, then run the command again."
        )
    return entries, by_blank


def _shown(line: str) -> str:
    """A line quoted in an error, at most 200 characters of it: a 2 MB line once went to
    stderr whole."""
    return repr(line) if len(line) <= 200 else repr(line[:200]) + f" ... ({len(line):,} characters)"


def _header(line: str) -> str | None:
    """The section a header line starts. A card section's header may be written as a
    comment (`// Sideboard`, as several sites export it): it starts the section all the
    same, where the cards after it once stayed in the main deck."""
    text = line.strip()
    commented = text.startswith(("#", "//"))
    found = _HEADERS.get(text.lstrip("#/").rstrip(":").strip().lower())
    return found if not commented or found in SECTIONS else None


def _parse_dek(text: str, source: str) -> list[Entry]:
    """MTGO's XML: <Deck><Cards CatID=".." Quantity="4" Sideboard="false" Name=".."/></Deck>."""
    parser = expat.ParserCreate()
    entries: list[Entry] = []
    bad: list[str] = []

    def refuse_doctype(*_: object) -> None:
        # no DTD, so no entity expansion: an MTGO deck never has one
        raise DeckError(f"{source} has a DOCTYPE; an MTGO .dek file has none.")

    def start(tag: str, attributes: dict[str, str]) -> None:
        if tag != "Cards":
            return
        line = parser.CurrentLineNumber
        quantity, card = attributes.get("Quantity"), attributes.get("Name", "").strip()
        if quantity is None or not card:
            bad.append(f"  {source} line {line}: a Cards element without Quantity or Name")
            return
        if not quantity.strip().isdigit() or int(quantity) == 0:
            bad.append(
                f"  {source} line {line}: Quantity={quantity!r} of {card!r} is not a "
                "number of copies (1 or more)"
            )
            return
        sideboard = attributes.get("Sideboard", "false").lower() == "true"
        entries.append(Entry(line, int(quantity), card, "sideboard" if sideboard else "main"))

    parser.StartDoctypeDeclHandler = refuse_doctype
    parser.StartElementHandler = start
    try:
        parser.Parse(text, True)
    except expat.ExpatError as exc:
        raise DeckError(
            f"{source} is not a readable MTGO .dek (XML) file: {expat.errors.messages[exc.code]}"
            f" at line {exc.lineno}."
        ) from exc
    if bad:
        raise DeckError(f"{source} has cards it does not name or count:\n" + "\n".join(bad))
    return entries
