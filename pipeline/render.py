"""Turn (columns, rows) into text: CSV, JSON, Markdown, or a terminal table.

One flat form for CSV and Markdown, the same in `pipeline query` and in every report:
NULL is an empty field; lists, structs and maps are JSON (`["W","U"]`,
`{"usd":"0.25"}`), so a list survives a round trip and never changes encoding between
releases; dates are ISO 8601; UUIDs are their canonical text.
"""

from __future__ import annotations

import csv
import datetime as dt
import decimal
import json
import uuid
from collections.abc import Sequence
from typing import IO, Any

FORMATS = ("table", "csv", "json", "markdown")

Rows = Sequence[Sequence[Any]]


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
        return float(value)
    if isinstance(value, dt.timedelta):
        return value.total_seconds()
    if isinstance(value, bytes):
        return value.hex()
    return value


def write_csv(columns: Sequence[str], rows: Rows, out: IO[str]) -> None:
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(columns)
    for row in rows:
        writer.writerow([flat(v) for v in row])


def write_json(columns: Sequence[str], rows: Rows, out: IO[str]) -> None:
    """A JSON array of objects, one per row, lists kept as JSON lists."""
    records = [dict(zip(columns, (jsonable(v) for v in row), strict=True)) for row in rows]
    json.dump(records, out, ensure_ascii=False, indent=2)
    out.write("\n")


def write_markdown(columns: Sequence[str], rows: Rows, out: IO[str]) -> None:
    def cell(value: Any) -> str:
        return flat(value).replace("|", "\\|").replace("\n", "<br>")

    out.write("| " + " | ".join(columns) + " |\n")
    out.write("|" + "|".join("---" for _ in columns) + "|\n")
    for row in rows:
        out.write("| " + " | ".join(cell(v) for v in row) + " |\n")


def write(fmt: str, columns: Sequence[str], rows: Rows, out: IO[str]) -> None:
    """Write in one of FORMATS except `table` (which the CLI draws with rich)."""
    writers = {"csv": write_csv, "json": write_json, "markdown": write_markdown}
    writers[fmt](columns, rows, out)
