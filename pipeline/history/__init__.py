"""History: what changed between refreshes, and prices over time (issue 14).

Where it lives: `history/<warehouse file name>/` beside the warehouse (so
`outputs/history/cards.duckdb/`), in plain Parquet that any engine reads:

- `prices/<as_of>.r<refresh>.parquet`: one refresh's price snapshot, one row per printing
  that has a price (`columns(PRICES)`), sorted by oracle_id, card_id;
- `changes/<as_of>.r<refresh>.parquet`: one refresh's changes (`columns(CHANGES)`);
- `<first>_<last>.r<refresh>.parquet` in either folder: up to `MERGE_AT` such files merged
  into one (sorted by oracle_id, card_id, as_of), so that a card's series reads a few
  dozen files a year, not one a day;
- `snapshots.json`: a copy of the committed list, for backups and other engines.

Atomicity: a refresh writes its new files (under a temporary name, then renamed) before
the warehouse is swapped in, and the new warehouse holds the list of committed files
(`history_snapshots`, carried over from the warehouse it replaces, whatever its schema
version). The warehouse's views (`price_history`, `card_changes`) read exactly the files
that list names, so one rename commits the warehouse and its history together. A file
of ours that the committed list does not name was left by a refresh that failed or was
killed, or was merged into another: the next refresh deletes it. A refresh never deletes a
file the list names; only `pipeline history prune --before DATE` does.

This package holds what needs no database: paths, file names, columns, dates. The SQL
that records and reads history is in `pipeline.warehouse.history`, the queries behind the
commands and the API in `pipeline.history.query`.
"""

from __future__ import annotations

import functools
import os
import re
import stat
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path

FOLDER = "history"
"""History lives in `<warehouse folder>/history/<warehouse file name>/`."""

MANIFEST = "snapshots.json"

PRICES = "prices"
CHANGES = "changes"
KINDS = (PRICES, CHANGES)

VIEWS = {PRICES: "price_history", CHANGES: "card_changes"}
"""The view over each kind of file, in the warehouse and in every reader."""

LIST_TABLE = "history_snapshots"

MERGE_AT = 8
"""Once this many single-refresh files of a kind would exist, a refresh writes them (and
its own rows) as one merged file instead: a refresh of 117k printings merges at most 8
days (under 1M rows) and a year of daily prices is about 50 files."""

ROW_GROUP_ROWS = 16384
"""Rows per Parquet row group: small enough that a card's rows are a small read, large
enough that a year's footers stay small, which the first query of a process reads
(bench/results/notes.md: 8192, 16384 and 32768 measured)."""

PRICE_FIELDS = ("usd", "usd_foil", "usd_etched", "eur", "eur_foil", "tix")


@functools.cache
def columns(kind: str) -> tuple[tuple[str, str], ...]:
    """The columns and types of one kind's files and view, in order, as
    `sql/tables/<view>.toml` declares them (the data dictionary): the one definition of the
    files' schema and the views'. price_history: card_id and oracle_id as text (as `pipeline
    parquet` writes UUIDs), so that every engine reads them alike; prices DECIMAL(12,2).

    Read when first asked, not at import: every command imports this module, and reading
    the dictionary cost a `pipeline query` ~15 ms (issue 15)."""
    from pipeline import dictionary

    return tuple(dictionary.table(VIEWS[kind]).types.items())


def column_names(kind: str) -> str:
    """The names of `columns(kind)`, comma-separated: the select list of its files."""
    return ", ".join(name for name, _ in columns(kind))


@functools.cache
def list_columns() -> tuple[tuple[str, str], ...]:
    """`history_snapshots`: one row per kind, date and refresh; kept in this shape from
    schema 2 on, so that any later pipeline can carry it over (declared as `columns`)."""
    from pipeline import dictionary

    return tuple(dictionary.table(LIST_TABLE).types.items())


SORT_KEYS = {
    PRICES: "oracle_id, card_id, as_of",
    CHANGES: "refresh_id, oracle_id, card_id, field",
}
"""How rows are ordered inside each file: a card's prices are adjacent, so the row-group
statistics on oracle_id let a reader skip everything else."""

_FILE_NAME = re.compile(
    r"(?P<first>\d{4}-\d{2}-\d{2})(?:_(?P<last>\d{4}-\d{2}-\d{2}))?\.r(?P<refresh>\d+)\.parquet"
)


PARQUET_MAGIC = b"PAR1"


def is_whole_parquet(path: Path) -> bool:
    """Whether `path` is there and reads as a Parquet file: it begins and ends with
    Parquet's magic bytes. A history file lost, emptied, cut short or written over is not,
    and counts as missing (it can't be read either way)."""
    try:
        if not stat.S_ISREG(path.stat().st_mode):  # a FIFO would block the open below
            return False
        with open(path, "rb") as handle:
            head = handle.read(len(PARQUET_MAGIC))
            handle.seek(-len(PARQUET_MAGIC), os.SEEK_END)
            return head == PARQUET_MAGIC and handle.read() == PARQUET_MAGIC
    except OSError:  # none, a folder, or shorter than the magic bytes
        return False


def folder(db: Path) -> Path:
    """The history of the warehouse at `db` (its real path, symlinks followed)."""
    return db.parent / FOLDER / db.name


def file_name(first: date, last: date, refresh_id: int) -> str:
    """`2026-07-15.r42.parquet`, or `2026-07-08_2026-07-15.r49.parquet` for a merged file."""
    span = first.isoformat() if first == last else f"{first.isoformat()}_{last.isoformat()}"
    return f"{span}.r{refresh_id}.parquet"


@dataclass(frozen=True)
class OurFile:
    """A file of ours in the history folder, as its name describes it."""

    path: Path
    kind: str
    first: date
    last: date
    refresh_id: int

    @property
    def relative(self) -> str:
        """As the committed list names it: `prices/2026-07-15.r42.parquet`."""
        return f"{self.kind}/{self.path.name}"


def our_files(history: Path) -> list[OurFile]:
    """Every Parquet file named as a refresh names them, in prices/ and changes/."""
    found = []
    for kind in KINDS:
        for path in sorted((history / kind).glob("*.parquet")):
            match = _FILE_NAME.fullmatch(path.name)
            if match is None:
                continue
            try:
                first = date.fromisoformat(match["first"])
                last = date.fromisoformat(match["last"] or match["first"])
            except ValueError:
                continue
            found.append(OurFile(path, kind, first, last, int(match["refresh"])))
    return found


def temporary_files(history: Path) -> list[Path]:
    """Files a refresh was writing when it stopped (written as `.<name>.tmp`)."""
    return [p for kind in KINDS for p in sorted((history / kind).glob(".*.tmp"))]


def parse_date(value: str, option: str) -> date:
    """A DATE given on the command line (`--as-of`, `--since`, `--before`), YYYY-MM-DD."""
    from pipeline.errors import PipelineError

    try:
        return date.fromisoformat(value.strip())
    except ValueError:
        raise PipelineError(f"{option} {value!r} is not a date: give it as YYYY-MM-DD.") from None


def as_of_of(
    *,
    given: date | None,
    upstream_updated_at: str | None,
    source_mtime_ns: int | None,
    started_at: datetime,
) -> tuple[date, datetime]:
    """The date a build's data is of, and the moment its changes are dated (UTC).

    `--as-of` when given (its midnight, UTC); else Scryfall's `updated_at` of the export;
    else the local file's modification time; else when the refresh started.
    """
    if given is not None:
        return given, datetime(given.year, given.month, given.day, tzinfo=UTC)
    moment = None
    if upstream_updated_at:
        from pipeline.scryfall import updated_at_moment

        try:
            moment = updated_at_moment(upstream_updated_at)
        except ValueError:
            moment = None
    if moment is None and source_mtime_ns is not None:
        moment = datetime.fromtimestamp(source_mtime_ns / 1e9, tz=UTC)
    if moment is None:
        moment = started_at
    moment = moment.astimezone(UTC)
    return moment.date(), moment
