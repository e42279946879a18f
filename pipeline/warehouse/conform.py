"""Each loaded column one type, whatever one card sent; each odd value NULL and an issue.

DuckDB types a column by every value it reads: one card with a number where the others
have text, or a string where they have a list, makes the column JSON for every card. A
column the models read gets its documented type; any other gets the type the cards'
values agree on; prices become numbers. Every value that does not fit becomes NULL and a
`LoadIssue` naming its card, and every other card loads as it came.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import duckdb
import orjson

from pipeline.warehouse.issues import LoadIssue
from pipeline.warehouse.read import sql_identifier, sql_string

_JSON_KINDS = {
    "VARCHAR": "('VARCHAR')",
    "UUID": "('VARCHAR')",
    "DATE": "('VARCHAR')",
    "DOUBLE": "('BIGINT', 'UBIGINT', 'DOUBLE')",
    "BIGINT": "('BIGINT', 'UBIGINT')",
    "BOOLEAN": "('BOOLEAN')",
    "VARCHAR[]": "('ARRAY')",
}


_KIND_NAMES = {
    "VARCHAR": "a string",
    "UUID": "a UUID",
    "DATE": "a date",
    "DOUBLE": "a number",
    "BIGINT": "a whole number",
    "BOOLEAN": "true or false",
    "VARCHAR[]": "a list of strings",
}


def conform_columns(
    con: duckdb.DuckDBPyConnection,
    table: str,
    columns: dict[str, str],
    work: Path,
    owned_elsewhere: tuple[str, ...] = (),
) -> list[LoadIssue]:
    """Give each column the type the cards agree on, whatever one card sent.

    One card with a number where Scryfall sends text (or a bad UUID or date, or a string
    where the others have a list or an object, or a list holding a number among strings)
    makes DuckDB type the whole column JSON (or VARCHAR), for every card. A column the
    models read gets its documented type (`_conform_documented`); any other column that
    came out JSON somewhere gets the type the other cards' values give it
    (`_conform_to_the_others`). Either way each value not of that kind becomes NULL and
    an issue naming the card; every other card loads as it came. The columns
    `owned_elsewhere` are left as they came, for their owner (`prices_as_numbers`).
    """
    issues: list[LoadIssue] = []
    present = {r[0]: r[1] for r in con.execute(f"describe {table}").fetchall()}
    for name, kind in columns.items():
        have = present.get(name)
        if have is None or have == kind or kind not in _JSON_KINDS:
            continue
        issues.extend(_conform_documented(con, table, name, have, kind))
    relation = con.sql(f"select * from {table} limit 0")
    for name, duck_type in zip(relation.columns, relation.types, strict=True):
        if name in owned_elsewhere:
            continue
        if columns.get(name, "JSON") == "JSON" and _holds_json(duck_type):
            issues.extend(_conform_to_the_others(con, table, name, work))
    return issues


def _holds_json(duck_type: Any) -> bool:
    """Whether a `duckdb.DuckDBPyType` is JSON, or has JSON inside (a list, a struct)."""
    if duck_type.id in ("struct", "list", "map", "array", "union"):
        return any(_holds_json(child) for _, child in duck_type.children)
    return str(duck_type) == "JSON"


def _labels(con: duckdb.DuckDBPyConnection, table: str) -> str:
    """SQL of two columns that say whose each value is in an issue: a label, and the card
    id (a card's; none for a ruling, set or symbol, named by its place in its file)."""
    if table != "cards":
        return f"'record ' || (rowid + 1) || ' of the {table} file', null::varchar"
    present = {r[0] for r in con.execute(f"describe {table}").fetchall()}
    card_id = '"id"::varchar' if "id" in present else "null::varchar"
    return f"'card ' || coalesce({card_id}, '?'), {card_id}"


def _issue(table: str, name: str, text: object, problem: str, card_id: str | None) -> LoadIssue:
    field = name if table == "cards" else f"{table}.{name}"
    return LoadIssue(field, str(text)[:200], problem, card_id)


def _conform_documented(
    con: duckdb.DuckDBPyConnection, table: str, name: str, have: str, kind: str
) -> list[LoadIssue]:
    """Make column `name` (DuckDB typed it `have`) of its documented type `kind`.

    Each value is asked its JSON kind (`to_json`), whatever DuckDB made of it: a struct
    is not text, even though DuckDB can cast it to text; a list of strings holds nothing
    but strings, even where DuckDB would cast a number or a list into one.
    """
    column = sql_identifier(name)
    value = column if have == "JSON" else f"to_json({column})"
    fits = f"json_type({value}) in {_JSON_KINDS[kind]}"
    if kind == "VARCHAR[]":
        return _conform_string_lists(con, table, name, value)
    if _JSON_KINDS[kind] == "('VARCHAR')":
        cast = f"try_cast({value} ->> '$' as {kind})"
    else:
        cast = f"try_cast({value} as {kind})"
    conformed = f"case when {fits} then {cast} end"
    nested = have.endswith("]") or have.startswith(("STRUCT(", "MAP(", "UNION("))
    raw = f"{value}::varchar" if nested else f"{column}::varchar"
    bad = con.execute(
        f"select {_labels(con, table)}, {raw} from {table} "
        f"where {column} is not null and ({conformed}) is null"
    ).fetchall()
    issues = [
        _issue(table, name, text, f"not {_KIND_NAMES[kind]} ({label}); loaded as NULL", card_id)
        for label, card_id, text in bad
    ]
    con.execute(f"alter table {table} alter column {column} set data type {kind} using {conformed}")
    return issues


def _conform_string_lists(
    con: duckdb.DuckDBPyConnection, table: str, name: str, value: str
) -> list[LoadIssue]:
    """Make column `name` a list of strings (its JSON `value`): of a list, the items that
    are strings are kept, and each other item is left out and reported, as an odd string
    in the list would be (`produced_mana` ["G", 1] keeps "G"); a list with no string
    left, or a value that is no list, is NULL and reported."""
    column = sql_identifier(name)
    items = f"json_extract({value}, '$[*]')"
    kept = f"list_filter({items}, lambda i: json_type(i) in ('VARCHAR', 'NULL'))"
    strings = f"list_transform({kept}, lambda i: i ->> '$')"
    is_list = f"json_type({value}) = 'ARRAY'"
    conformed = f"case when {is_list} and (len({kept}) > 0 or len({items}) = 0) then {strings} end"
    odd = f"len({kept}) < len({items})"
    issues = []
    for label, card_id, text, whole in con.execute(
        f"select {_labels(con, table)}, {value}::varchar, ({conformed}) is null "
        f"from {table} where {column} is not null and (not {is_list} or {odd}) order by all"
    ).fetchall():
        what = "loaded as NULL" if whole else "the items that are not strings were left out"
        problem = f"not {_KIND_NAMES['VARCHAR[]']} ({label}); {what}"
        issues.append(_issue(table, name, text, problem, card_id))
    con.execute(
        f"alter table {table} alter column {column} set data type VARCHAR[] using {conformed}"
    )
    return issues


def _conform_to_the_others(
    con: duckdb.DuckDBPyConnection, table: str, name: str, work: Path
) -> list[LoadIssue]:
    """Give column `name`, which DuckDB typed JSON (or with JSON inside), the type the
    cards' values agree on; each value that disagrees becomes NULL and an issue.

    What they agree on is the kind of JSON value most cards have at each place in it
    (`_AgreedKinds`). A value of another kind is NULL: the card's whole value when it is
    the whole value (a string where the others have an object), else only that part of
    it (one face's power, one format of legalities), the rest of the card's value kept.
    The values, so mended, are written aside and read again, so the column gets exactly
    the type, and each card exactly the value, that a file without the odd values gives
    (UUIDs and dates included); the column moves to the end of the table. When nothing
    is odd, or no card's
    value agrees, the column stays as it came: a field that is always `{}` is JSON in a
    fresh load too, and with nothing to go by nothing is thrown away.
    """
    column = sql_identifier(name)
    value = f"to_json({column})"
    # DuckDB gives each value's shape (json_structure: kinds, keys, list items merged) in
    # parallel; Python walks each distinct shape once, and one by one only the values
    # whose shape is mixed ("JSON": items or a key of two kinds) or odd
    shape = f"case when {value}::varchar = '{{}}' then '{{}}' else json_structure({value}) end"
    shapes = {
        text: (json.loads(text), count)
        for text, count in con.execute(
            f"select ({shape})::varchar, count(*) from {table} where {column} is not null "
            "group by all"
        ).fetchall()
    }
    mixed = [text for text, (parsed, _) in shapes.items() if _is_mixed(parsed)]
    in_shapes = f"({shape})::varchar in (select unnest(?::varchar[]))"
    values = (
        f"select rowid, {_labels(con, table)}, {value}::varchar from {table} "
        f"where {column} is not null and {in_shapes} order by rowid"
    )
    agreed = _AgreedKinds(name)
    for text, (parsed, count) in shapes.items():
        if text not in mixed:
            agreed.count(_skeleton(parsed), count)
    for *_, text in _batches(con.execute(values, [mixed])):
        agreed.count(_json_value(text))
    odd_shapes = [
        t for t, (parsed, _) in shapes.items() if t in mixed or agreed.odd(_skeleton(parsed))
    ]
    odd: dict[int, LoadIssue] = {}
    mended: dict[int, Any] = {}  # the odd values of which a part is kept
    others = "cards" if table == "cards" else "records"
    for row, label, card_id, text in _batches(con.execute(values, [odd_shapes])):
        found = _json_value(text)
        where = agreed.odd(found)
        if not where:
            continue
        if where.startswith(f"{name} "):  # the whole value
            problem = f"not {agreed.shape()} as the other {others} have it ({label}): {where}"
            problem += "; loaded as NULL"
        else:
            problem = f"not shaped as the other {others}' {name} ({label}): {where}"
            problem += "; that part loaded as NULL, the rest as it came"
            mended[row] = agreed.mended(found)
        odd[row] = _issue(table, name, text, problem, card_id)
    if not odd or len(odd) - len(mended) == agreed.rows:
        return []
    con.execute(
        "create or replace temp table odd_rows as select unnest(?::bigint[]) as row_id",
        [sorted(odd)],
    )
    fd, tmp = tempfile.mkstemp(suffix=".jsonl", dir=work)
    os.close(fd)
    agreed_values = (
        f"read_json('{sql_string(tmp)}', format = 'newline_delimited', records = true, "
        "sample_size = -1)"
    )
    try:
        con.execute(
            f"copy (select rowid as row_id, {value} as value from {table} "
            f"where {column} is not null and rowid not in (select row_id from odd_rows) "
            f"order by rowid) to '{sql_string(tmp)}' (format json)"
        )
        with open(tmp, "ab") as out:
            for row, value_kept in mended.items():
                out.write(orjson.dumps({"row_id": row, "value": value_kept}) + b"\n")
        # the type DuckDB reads the agreeing values as; the column is filled in place
        # (a table rebuilt around it costs ten times as much) and takes its name back
        kind = con.execute(f"describe select value from {agreed_values}").fetchall()[0][1]
        con.execute(f"alter table {table} add column _agreed {kind}")
        con.execute(
            f"update {table} set _agreed = agreed.value from {agreed_values} as agreed "
            f"where {table}.rowid = agreed.row_id"
        )
        con.execute(f"alter table {table} drop column {column}")
        con.execute(f"alter table {table} rename column _agreed to {column}")
    finally:
        Path(tmp).unlink(missing_ok=True)
        con.execute("drop table if exists odd_rows")
    return list(odd.values())


def _batches(cursor: duckdb.DuckDBPyConnection) -> Iterator[tuple[Any, ...]]:
    """The rows of a query, a batch at a time in memory."""
    while batch := cursor.fetchmany(10_000):
        yield from batch


_KINDS = {
    "object": "an object",
    "list": "a list",
    "string": "a string",
    "number": "a number",
    "boolean": "true or false",
}
"""The kinds of JSON value, most preferred first where as many cards have one as another."""

_Place = tuple[str | int, ...]
"""A place in a column's values: the column's name, then an object's key (a string) or
any item of a list (0)."""


def _is_mixed(shape: Any) -> bool:
    """Whether a json_structure() shape has a place of two kinds ("JSON")."""
    if isinstance(shape, list):
        return any(map(_is_mixed, shape))
    if isinstance(shape, dict):
        return any(map(_is_mixed, shape.values()))
    return shape == "JSON"


def _skeleton(shape: Any) -> Any:
    """A JSON value of a json_structure() shape that is not mixed: the same kinds at the
    same places, which is all `_AgreedKinds` asks of a value."""
    if isinstance(shape, list):
        return [_skeleton(item) for item in shape]
    if isinstance(shape, dict):
        return {key: _skeleton(item) for key, item in shape.items()}
    return {"VARCHAR": "", "BOOLEAN": False, "NULL": None}.get(shape, 0)  # else a number


def _json_value(text: str) -> Any:
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:  # a whole number of more than 64 bits
        return json.loads(text)


def _json_kind(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    return "list" if isinstance(value, list) else "object"


class _AgreedKinds:
    """The kind of JSON value most cards have at each place in one column's values.

    `count` each card's value (a card counts once for each kind it has at a place: a
    list of strings and a number counts for both), then ask `odd` of each value whether
    it has a value of another kind anywhere; a null agrees with anything, and a tie goes
    to the kind first in _KINDS. Only the counts are held, whatever the size of the file;
    cards whose values have the same shape are counted as one value (`cards`).
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self.rows = 0
        self._counts: dict[_Place, dict[str, int]] = {}
        self._main: dict[_Place, str] | None = None

    def count(self, value: Any, cards: int = 1) -> None:
        """Count one value, as the value of `cards` cards."""
        self.rows += cards
        found: set[tuple[_Place, str]] = set()
        self._kinds(value, (self.name,), found)
        for place, kind in found:
            kinds = self._counts.setdefault(place, {})
            kinds[kind] = kinds.get(kind, 0) + cards

    def _kinds(self, value: Any, place: _Place, found: set[tuple[_Place, str]]) -> None:
        if value is None:
            return
        kind = _json_kind(value)
        found.add((place, kind))
        if kind == "list":
            for item in value:
                self._kinds(item, (*place, 0), found)
        elif kind == "object":
            for key, item in value.items():
                self._kinds(item, (*place, key), found)

    @property
    def main(self) -> dict[_Place, str]:
        if self._main is None:
            order = list(_KINDS)
            self._main = {
                place: max(kinds, key=lambda k: (kinds[k], -order.index(k)))
                for place, kinds in self._counts.items()
            }
        return self._main

    def odd(self, value: Any, place: _Place | None = None) -> str:
        """Where `value` has a value of another kind than most cards there, in words
        ("legalities.standard is a number, not a string"); "" if nowhere."""
        place = place or (self.name,)
        if value is None:
            return ""
        kind, want = _json_kind(value), self.main[place]
        if kind != want:
            shown = "".join("[]" if step == 0 else f".{step}" for step in place[1:])
            return f"{self.name}{shown} is {_KINDS[kind]}" + (
                f", not {_KINDS[want]}" if len(place) > 1 else ""
            )
        items: list[tuple[_Place, Any]] = []
        if kind == "list":
            items = [((*place, 0), item) for item in value]
        elif kind == "object":
            items = [((*place, key), item) for key, item in value.items()]
        return next((where for p, item in items if (where := self.odd(item, p))), "")

    def mended(self, value: Any, place: _Place | None = None) -> Any:
        """`value` with each part of another kind than most cards have there made null."""
        place = place or (self.name,)
        if value is None or _json_kind(value) != self.main[place]:
            return None
        if isinstance(value, list):
            return [self.mended(item, (*place, 0)) for item in value]
        if isinstance(value, dict):
            return {key: self.mended(item, (*place, key)) for key, item in value.items()}
        return value

    def shape(self, place: _Place | None = None) -> str:
        """What most cards have, in words: "an object", "a list of strings"."""
        place = place or (self.name,)
        kind = self.main[place]
        if kind == "list" and (*place, 0) in self.main:
            inner = self.shape((*place, 0))
            if inner == _KINDS["boolean"]:
                return "a list of booleans"
            first, _, rest = inner.split(" ", 1)[1].partition(" ")
            return f"a list of {first}s {rest}".rstrip()
        return _KINDS[kind]


PRICE_TYPE = "DECIMAL(12,2)"
"""Scryfall gives prices as text with two decimals ("0.25"); the warehouse as numbers."""


def prices_as_numbers(con: duckdb.DuckDBPyConnection) -> list[LoadIssue]:
    """Make each field of `cards.prices` (usd, eur, tix, ...) a number (PRICE_TYPE).

    Text that is not a number becomes NULL and an issue naming the card, as does a card's
    `prices` that is no object (`conform_columns` leaves this column to this function: a
    price sent as a number, 1.5 for "1.5", is a price). Whatever fields the file has are
    kept, under their own names.
    """
    kind = {r[0]: r[1] for r in con.execute("describe cards").fetchall()}.get("prices")
    issues: list[LoadIssue] = []
    if kind is not None and kind.startswith("STRUCT("):
        fields = [r[0] for r in con.execute("describe select unnest(prices) from cards").fetchall()]
        values = {f: f"prices.{sql_identifier(f)}" for f in fields}
    elif kind == "JSON":  # one card sent something else than an object: ask each row
        issues = [
            LoadIssue(
                "prices",
                str(raw)[:200],
                f"not an object as the other cards have it (card {card_id}): prices is "
                f"{_KINDS[_json_kind(_json_value(raw))]}; loaded as NULL",
                card_id,
            )
            for card_id, raw in con.execute(
                "select id::varchar, prices::varchar from cards "
                "where json_type(prices) not in ('OBJECT', 'NULL') order by all"
            ).fetchall()
        ]
        fields = [
            r[0]
            for r in con.execute(
                # in the order the cards give them (usd first), as a struct would have them
                "select k from (select rowid as r, unnest(json_keys(prices)) as k, "
                "generate_subscripts(json_keys(prices), 1) as i from cards "
                "where json_type(prices) = 'OBJECT') group by k order by min((r, i))"
            ).fetchall()
        ]
        values = {
            f: f"""json_extract_string(prices, '$."{sql_string(f).replace('"', '""')}"')"""
            for f in fields
        }
    else:
        return []
    if not fields:
        return issues
    for name, value in values.items():
        for card_id, raw in con.execute(
            f"select id::varchar, ({value})::varchar from cards "
            f"where ({value}) is not null and try_cast({value} as {PRICE_TYPE}) is null"
        ).fetchall():
            issues.append(
                LoadIssue(
                    f"prices.{name}",
                    str(raw)[:200],
                    f"not a number (card {card_id}); loaded as NULL",
                    card_id,
                )
            )
    struct = ", ".join(f"{sql_identifier(f)} {PRICE_TYPE}" for f in fields)
    packed = ", ".join(
        f"{sql_identifier(f)} := try_cast({v} as {PRICE_TYPE})" for f, v in values.items()
    )
    con.execute(
        f"alter table cards alter column prices set data type struct({struct}) "
        f"using struct_pack({packed})"
    )
    return issues
