"""Turn (columns, rows) into text: CSV, JSON, Markdown, or a terminal table.

One flat form for CSV and Markdown, the same in `pipeline query` and in every report:
NULL is an empty field; lists, structs and maps are JSON (`["W","U"]`,
`{"usd":"0.25"}`), so a list survives a round trip and never changes encoding between
releases; dates are ISO 8601; UUIDs are their canonical text. A value JSON has no form
for is given one form in every format: an interval as its seconds, bytes as hex, a float
that is not finite as NaN, Infinity or -Infinity (a string in JSON, which has no such
number).
"""

from __future__ import annotations

import csv
import datetime as dt
import decimal
import json
import math
import uuid
from collections.abc import Iterable, Sequence
from enum import StrEnum
from typing import IO, Any


class Format(StrEnum):
    """How a command prints rows: `--format` of every command that prints rows."""

    TABLE = "table"
    CSV = "csv"
    JSON = "json"
    MARKDOWN = "markdown"


MAX_CELL = 40
"""Widest a value is drawn in a terminal table (longer ones end in '…')."""

Rows = Sequence[Sequence[Any]]
RowStream = Iterable[Sequence[Any]]
"""Rows as they are read: the CSV, JSON and Markdown writers take each once, in order."""


def flat(value: Any) -> str:
    """A cell value as text in the documented flat form."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return value
    if isinstance(value, list | tuple | dict):
        return json.dumps(jsonable(value), ensure_ascii=False, separators=(",", ":"))
    if isinstance(value, dt.datetime | dt.date | dt.time):
        return value.isoformat()
    if isinstance(value, float | dt.timedelta | bytes):  # as JSON gives them: one form
        return str(jsonable(value))
    return str(value)


def jsonable(value: Any) -> Any:
    """A value as plain JSON types (for --format json and the flat form)."""
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [jsonable(v) for v in value]
    if isinstance(value, uuid.UUID | dt.datetime | dt.date | dt.time):
        return value.isoformat() if not isinstance(value, uuid.UUID) else str(value)
    if isinstance(value, decimal.Decimal):
        value = float(value)
    if isinstance(value, dt.timedelta):  # an interval: its seconds
        value = value.total_seconds()
    if isinstance(value, float) and not math.isfinite(value):  # no JSON number: text
        return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
    if isinstance(value, bytes):
        return value.hex()
    return value


def mana_value(value: float | None) -> str:
    """A mana value as text: 3 not 3.0, 0.5 as is, ∞ for an infinite one ({∞}, CR 107.3f)."""
    if value is None:
        return "∞"
    return str(int(value)) if float(value).is_integer() else str(value)


def write_csv(columns: Sequence[str], rows: RowStream, out: IO[str]) -> None:
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(columns)
    for row in rows:
        writer.writerow([flat(v) for v in row])


def distinct_names(columns: Sequence[str]) -> list[str]:
    """Column names told apart as DuckDB's `.pl()` does: `i`, `i_1` for two columns named
    `i` (`select *` of a join), where a record or a DataFrame can hold only one."""
    names: list[str] = []
    for name in columns:
        unique, n = name, 0
        while unique in names or (n and unique in columns):
            n += 1
            unique = f"{name}_{n}"
        names.append(unique)
    return names


def write_json(columns: Sequence[str], rows: RowStream, out: IO[str]) -> None:
    """A JSON array of objects, one per row, lists kept as JSON lists: the text
    `json.dump(records, indent=2)` gives, written a record at a time. Columns of one name
    are keys `name`, `name_1` (`distinct_names`): a JSON object keeps one of each key."""
    keys = distinct_names(columns)
    opened = False
    for row in rows:
        record = dict(zip(keys, (jsonable(v) for v in row), strict=True))
        text = json.dumps(record, ensure_ascii=False, indent=2, allow_nan=False)
        # json.dumps escapes every newline inside a string, so its "\n" are its own line
        # breaks (textwrap would also break at U+2028 and U+0085, inside strings)
        out.write((",\n  " if opened else "[\n  ") + text.replace("\n", "\n  "))
        opened = True
    out.write("\n]\n" if opened else "[]\n")


def write_markdown(columns: Sequence[str], rows: RowStream, out: IO[str]) -> None:
    def cell(value: Any) -> str:
        return flat(value).replace("|", "\\|").replace("\n", "<br>")

    out.write("| " + " | ".join(map(cell, columns)) + " |\n")
    out.write("|" + "|".join("---" for _ in columns) + "|\n")
    for row in rows:
        out.write("| " + " | ".join(cell(v) for v in row) + " |\n")


def fit_table(columns: Sequence[str], rows: Rows, width: int) -> tuple[list[str], list[str]]:
    """A result as the lines of a table at most `width` characters wide, the way DuckDB's
    own shell draws one; and the columns left out to fit.

    Values are in the flat form on one line (a newline drawn as '↵'), cut at MAX_CELL
    with '…'; numbers align right. Columns are kept from the left while they fit; the
    first is cut to the width if it alone is wider.
    """
    from rich.cells import cell_len, set_cell_size

    def cut(text: str, limit: int) -> str:
        if cell_len(text) <= limit:
            return text
        return set_cell_size(text, max(limit - 1, 0)) + "…"

    heads = [cut(c, MAX_CELL) for c in columns]
    cells = [[cut(flat(v).replace("\r\n", "\n").replace("\n", "↵"), MAX_CELL) for v in row]
             for row in rows]  # fmt: skip
    widths = [max([cell_len(h)] + [cell_len(r[i]) for r in cells]) for i, h in enumerate(heads)]
    shown, used = 0, 0
    for w in widths:
        if used + w + (2 if shown else 0) > width:
            break
        used += w + (2 if shown else 0)
        shown += 1
    if shown == 0 and columns:  # one column wider than the terminal: cut it to fit
        shown, widths[0] = 1, width
        heads[0] = cut(heads[0], width)
        cells = [[cut(r[0], width), *r[1:]] for r in cells]
    values = [[row[i] for row in rows if row[i] is not None] for i in range(shown)]
    numeric = [bool(v) and all(_is_number(x) for x in v) for v in values]

    def line(texts: Sequence[str]) -> str:
        padded = [
            " " * (widths[i] - cell_len(t)) + t
            if numeric[i]
            else t + " " * (widths[i] - cell_len(t))
            for i, t in enumerate(texts[:shown])
        ]
        return "  ".join(padded).rstrip()

    return [line(heads), *(line(r) for r in cells)], list(columns[shown:])


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float | decimal.Decimal) and not isinstance(value, bool)


def write(fmt: str, columns: Sequence[str], rows: RowStream, out: IO[str]) -> None:
    """Write in a Format except `table` (which the CLI draws: see fit_table)."""
    writers = {"csv": write_csv, "json": write_json, "markdown": write_markdown}
    writers[fmt](columns, rows, out)
