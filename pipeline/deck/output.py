"""A deck's results as rows for the CLI's formats, or as polars DataFrames."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pipeline.deck.analysis import CARD_COLUMNS, COLOR_COLUMNS, SPELL_COLUMNS, DeckResult

if TYPE_CHECKING:
    import polars as pl


@dataclass(frozen=True)
class DeckFrames:
    """What `Warehouse.deck()` returns: one DataFrame per view of the deck(s), which
    unpack as `colors, spells, cards = wh.deck(...)`, and the reader's notes."""

    colors: pl.DataFrame
    """One row per deck and color (and color combination a requirement names)."""
    spells: pl.DataFrame
    """One row per spell and color requirement."""
    cards: pl.DataFrame
    """One row per card and section: what kind of source it is, for which colors."""
    notes: tuple[str, ...] = ()
    """What the reader took on trust and the user may want to check (a sideboard found by
    a blank line, ...): the notes `pipeline deck` prints. Not unpacked with the frames."""

    def __iter__(self) -> Iterator[pl.DataFrame]:
        return iter((self.colors, self.spells, self.cards))


def table(results: Sequence[DeckResult], *, spells: bool = False) -> tuple[list[str], list]:
    """(columns, rows) of every deck: per color, or with `spells` per requirement."""
    if spells:
        return list(SPELL_COLUMNS), [row for r in results for row in r.spells]
    return list(COLOR_COLUMNS), [row for r in results for row in r.colors]


def frames(results: Sequence[DeckResult], notes: Sequence[str] = ()) -> DeckFrames:
    import polars as pl

    def frame(rows: list, schema: dict) -> pl.DataFrame:
        return pl.DataFrame(rows, schema=schema, orient="row")

    integer, text = pl.Int64, pl.String
    color_schema = dict.fromkeys(COLOR_COLUMNS, integer) | {"deck": text, "color": text}
    spell_schema = dict.fromkeys(SPELL_COLUMNS, text) | {
        "count": integer,
        "turn": integer,
        "sources": integer,
        "needed": integer,
        "probability": pl.Float64,
        "pips": integer,
        "gold": pl.Boolean,
    }
    card_schema = dict.fromkeys(CARD_COLUMNS, pl.List(pl.String)) | {
        "deck": text,
        "section": text,
        "card": text,
        "count": integer,
        "kind": text,
    }
    return DeckFrames(
        colors=frame([row for r in results for row in r.colors], color_schema),
        spells=frame([row for r in results for row in r.spells], spell_schema),
        cards=frame([row for r in results for row in r.cards], card_schema),
        notes=tuple(notes),
    )
