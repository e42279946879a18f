"""The history's questions, for `pipeline changes`, `pipeline prices` and the Python API.

Each function returns the SQL and its parameters; the CLI renders the rows, the API
returns a polars DataFrame of the same query. Filters are plain comparisons on the
view's own columns, so the readers' pyarrow datasets skip the files and row groups that
can't match (the files are sorted by oracle_id, and each covers a span of dates).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

from pipeline import history
from pipeline.errors import PipelineError
from pipeline.history.changes import FIELDS

CHANGE_KINDS = ("added", "removed", "changed")
FIELD_CHOICES = ("card_id", "oracle_id", *FIELDS, "legalities")
"""What --field takes: a field, or `legalities` for every format (`legalities.modern` for one)."""

PRICE_COLUMNS = [
    "as_of",
    "set_code",
    "collector_number",
    *history.PRICE_FIELDS,
    "card_id",
]


@dataclass(frozen=True)
class Query:
    sql: str
    params: list[Any]


def changes(
    *,
    since: date | None = None,
    field: str | None = None,
    change: str | None = None,
) -> Query:
    """card_changes rows: the last refresh's, or with `since` every one from that day on.

    `since` is a date (UTC): changes whose `changed_at` is that day or later. `field`: one
    field (`legalities` means every format). `change`: added, removed or changed.
    """
    where = []
    params: list[Any] = []
    if since is None:
        where.append("refresh_id = last_refresh_id()")  # a constant: its files only
    else:
        where.append("changed_at >= ?")
        params.append(datetime(since.year, since.month, since.day, tzinfo=UTC))
    if field is not None:
        field = check_field(field)
        if field == "legalities":
            where.append("field like 'legalities.%'")
        else:
            where.append("field = ?")
            params.append(field)
    if change is not None:
        if change not in CHANGE_KINDS:
            raise PipelineError(
                f"Unknown change {change!r}: choose one of {', '.join(CHANGE_KINDS)}."
            )
        where.append("change = ?")
        params.append(change)
    names = history.column_names(history.CHANGES)
    sql = (
        f"select {names} from {history.VIEWS[history.CHANGES]} "
        f"where {' and '.join(where)} "
        "order by refresh_id, field, name, oracle_id, card_id nulls first"
    )
    return Query(sql, params)


def check_field(field: str) -> str:
    """A --field value as card_changes writes it, or an error listing the choices."""
    wanted = field.strip().lower()
    if wanted in FIELD_CHOICES or (wanted.startswith("legalities.") and len(wanted) > 11):
        return wanted
    raise PipelineError(
        f"Unknown field {field!r}: choose one of {', '.join(FIELD_CHOICES)}, or "
        "legalities.<format> (e.g. legalities.modern)."
    )


def check_format(field: str | None, formats: Sequence[str]) -> None:
    """An empty answer to `legalities.<format>` for a format no card has is a typo, not
    "nothing changed": say which formats there are. (The history may hold a format Scryfall
    has since dropped, so this is asked only when the answer is empty.)"""
    if field is None:
        return
    wanted = check_field(field)
    if not wanted.startswith("legalities.") or wanted.removeprefix("legalities.") in formats:
        return
    raise PipelineError(
        f"No card has a format {wanted.removeprefix('legalities.')!r} in its legalities, and "
        f"the history has no change to it. Formats: {', '.join(formats) or 'none'}."
    )


def printings(oracle_id: str | None, card_id: str) -> Query:
    """How many printings of the card the warehouse holds (its oracle_id's card objects)."""
    if oracle_id is None:
        return Query("select count(*) from cards where id = ?::uuid", [card_id])
    return Query("select count(*) from cards where oracle_id = ?::uuid", [oracle_id])


def prices(oracle_id: str | None, card_id: str, *, since: date | None = None) -> Query:
    """The price series of every printing of a card (its oracle_id), with set and number.

    Printings the warehouse no longer has keep their rows (set and number empty). A card
    without an oracle_id gets its own printing's series.
    """
    where = ["p.oracle_id = ?"] if oracle_id is not None else ["p.card_id = ?"]
    params: list[Any] = [oracle_id if oracle_id is not None else card_id]
    if since is not None:
        where.append("p.as_of >= ?")
        params.append(since)
    sql = f"""
        select
            p.as_of, c."set" as set_code, c.collector_number,
            {", ".join(f"p.{name}" for name in history.PRICE_FIELDS)},
            p.card_id
        from {history.VIEWS[history.PRICES]} as p
        left join cards as c on c.id::varchar = p.card_id
        where {" and ".join(where)}
        order by c."set" nulls last, c.collector_number, p.card_id, p.as_of
    """
    return Query(sql, params)


def printing_prices(oracle_id: str | None, card_id: str) -> Query:
    """One printing's series, for the card page's chart."""
    where = "card_id = ?" + (" and oracle_id = ?" if oracle_id is not None else "")
    params: list[Any] = [card_id] + ([oracle_id] if oracle_id is not None else [])
    return Query(
        f"select as_of, {', '.join(history.PRICE_FIELDS)} "
        f"from {history.VIEWS[history.PRICES]} where {where} order by as_of",
        params,
    )


def snapshots() -> Query:
    """The committed list, one row per kind and day (`pipeline history list`)."""
    return Query(
        f"select kind, as_of, refresh_id, rows, file, merged from {history.LIST_TABLE} "
        "order by kind, as_of, refresh_id, file",
        [],
    )
