"""The data dictionary: what every table, column and macro of the warehouse is.

Each is declared once, in a TOML file beside its SQL: `sql/marts/card_chroma.toml` beside
`card_chroma.sql`, `sql/tables/cards.toml` for a table no model creates, and
`sql/columns.toml` for the columns several tables describe alike (see `TableSpec` for
what a file holds: the description, column descriptions, types, the grain and the
relationships a build checks). The descriptions go into the database itself as `COMMENT
ON` at the end of every build (`apply_comments`), so any DuckDB client sees them;
`pipeline schema` prints them and `docs/schema.md` is made from a built warehouse's
comments (`render_markdown`). The raw Scryfall tables keep every field Scryfall sends:
the fields described get their own description, any other one a generic "loaded as sent".
"""

from __future__ import annotations

import functools
import glob
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from pipeline import sqlmodels
from pipeline.errors import SqlModelError

# -- the descriptions, from the files beside the SQL -----------------------------------------

SHARED_COLUMNS_FILE = "columns.toml"
TABLES_FOLDER = "tables"
"""Tables no SQL model creates (loaded from files, or written by Python) have their
description in `sql/tables/<table>.toml`; a model's is `sql/<layer>/<model>.toml`."""


@functools.cache
def placeholders() -> dict[str, str]:
    """Lists a description names, filled in from the Python that defines them."""
    from pipeline.abilities import Choice, Mechanism, SourceKind

    return {
        "{source_kinds}": ", ".join(SourceKind),
        "{mechanisms}": ", ".join(Mechanism),
        "{choices}": ", ".join(Choice),
    }


@dataclass(frozen=True)
class TableSpec:
    """What a table's or macro's TOML file declares.

    - `description`: the table (what one row is) or the macro;
    - `columns`: its own columns' descriptions (shared ones come from `sql/columns.toml`);
      both with their `{placeholders}` filled in when read, so that a reader that only
      wants the types does not import the ability parser that fills them;
    - `types`: the type each of some columns gets, whatever the file sent (loaded tables),
      or every column in order (tables Python creates from it);
    - `grain`: the columns that key one row, unique and never NULL: every build checks
      them (`warehouse.checks`), so a duplicate fails the build;
    - `relationships`: column -> "table.column" whose values it must be among;
    - `as_sent`: the table keeps every field Scryfall sends, described or not;
    - `sent_types`: every described field with the DuckDB type it has as Scryfall sends
      it, in order: what a first build loads the file with (`pipeline.cardtypes`).
    """

    name: str
    described: str
    column_texts: dict[str, str]
    types: dict[str, str]
    grain: tuple[str, ...]
    relationships: dict[str, str]
    as_sent: bool
    sent_types: dict[str, str]
    path: Path

    @property
    def description(self) -> str:
        return _fill(self.described)

    @property
    def columns(self) -> dict[str, str]:
        return {name: _fill(text) for name, text in self.column_texts.items()}


def _fill(text: str) -> str:
    if "{" not in text:
        return text
    for placeholder, value in placeholders().items():
        text = text.replace(placeholder, value)
    return text


@functools.cache
def specs(sql_dir: Path | None = None) -> dict[str, TableSpec]:
    """Every table and macro the SQL folder describes, by name."""
    root = sql_dir or sqlmodels.default_sql_dir()
    paths = sorted(root.glob("*/*.toml"))
    return {path.stem: _read_spec(_described_once(path.stem, paths)) for path in paths}


def _described_once(name: str, paths: list[Path]) -> Path:
    """The one file of `paths` that describes `name` (KeyError if none)."""
    found = [path for path in paths if path.stem == name]
    if len(found) > 1:
        raise SqlModelError(f"{name!r} is described twice: {', '.join(map(str, found))}")
    if not found:
        raise KeyError(name)
    return found[0]


@functools.cache
def _read_spec(path: Path) -> TableSpec:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return TableSpec(
        name=path.stem,
        described=data["description"],
        column_texts=dict(data.get("columns", {})),
        types=dict(data.get("types", {})),
        grain=tuple(data.get("grain", ())),
        relationships=dict(data.get("relationships", {})),
        as_sent=bool(data.get("as_sent", False)),
        sent_types=dict(data.get("sent_types", {})),
        path=path,
    )


@functools.cache
def shared_columns(sql_dir: Path | None = None) -> dict[str, str]:
    """Descriptions several tables share: `sql/columns.toml`, and the cost columns as
    `pipeline.abilities.CostParts` declares them."""
    from pipeline.abilities import COST_COLUMNS  # only a build or `pipeline schema` needs it

    root = sql_dir or sqlmodels.default_sql_dir()
    data = tomllib.loads((root / SHARED_COLUMNS_FILE).read_text(encoding="utf-8"))
    return {**{name: doc for name, _, doc in COST_COLUMNS}, **data["columns"]}


def table(name: str) -> TableSpec:
    """The declaration of one table (KeyError if there is none).

    Reads that table's file only: the history's column lists come from here when a
    `pipeline query` starts, and reading all the files cost it ~25 ms (issue 15).
    """
    paths = sorted(sqlmodels.default_sql_dir().glob(f"*/{glob.escape(name)}.toml"))
    return _read_spec(_described_once(name, paths))


def column_description(table_name: str, column: str) -> str | None:
    """The description of one column, or None if the dictionary has none."""
    spec = specs().get(table_name)
    if spec is None:
        return None
    if column in spec.columns:
        return spec.columns[column]
    if column in shared_columns():
        return shared_columns()[column]
    if spec.as_sent:
        return f"Scryfall field {column}, loaded as sent."
    return None


# -- into the database --------------------------------------------------------------------


class Connection(Protocol):
    """The part of a DuckDB connection used here (warehouse.py owns `import duckdb`)."""

    def execute(self, query: str, parameters: object = ...) -> Any: ...


def apply_comments(con: Connection, tables: Sequence[str], views: Sequence[str] = ()) -> list[str]:
    """COMMENT ON every table of `tables` and view of `views` (the warehouse's), their
    columns, and every macro that the dictionary knows.

    Returns the tables and columns it has no description for (`table` or `table.column`),
    which the tests require to be none.
    """
    missing = []
    statements: list[str] = []  # run as one transaction: one commit, not one per comment
    kinds = {**dict.fromkeys(tables, "table"), **dict.fromkeys(views, "view")}
    for table, kind in sorted(kinds.items()):
        spec = specs().get(table)
        if spec is None:
            missing.append(table)
        else:
            key = f" Key: {', '.join(spec.grain)}." if spec.grain else ""
            statements.append(
                f"comment on {kind} {_ident(table)} is {_literal(spec.description + key)}"
            )
        for (column,) in con.execute(
            "select column_name from duckdb_columns() where schema_name = 'main' "
            "and database_name = current_database() and table_name = ? order by column_index",
            [table],
        ).fetchall():
            described = column_description(table, column)
            if described is None:
                missing.append(f"{table}.{column}")
                continue
            statements.append(
                f"comment on column {_ident(table)}.{_ident(column)} is {_literal(described)}"
            )
    for macro, function_type in con.execute(
        "select distinct function_name, function_type from duckdb_functions() "
        f"where schema_name = 'main' and function_type in {_MACRO_TYPES} and not internal"
    ).fetchall():
        if macro in specs():
            text = specs()[macro].description
            kind = "macro table" if function_type == "table_macro" else "macro"
            statements.append(f"comment on {kind} {_ident(macro)} is {_literal(text)}")
        else:
            missing.append(macro)
    if statements:
        con.execute("begin transaction;\n" + ";\n".join(statements) + ";\ncommit;")
    return missing


_MACRO_TYPES = "('macro', 'table_macro')"
"""duckdb_functions().function_type of the warehouse's macros: scalar macros (devotion) and
table macros (first_printings)."""


def _ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _literal(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


# -- out of the database ------------------------------------------------------------------


class Queryable(Protocol):
    def query(
        self, sql: str, params: Sequence[Any] | None = None
    ) -> tuple[list[str], list[tuple[Any, ...]]]: ...


@dataclass(frozen=True)
class ColumnDoc:
    name: str
    data_type: str
    description: str


@dataclass(frozen=True)
class TableDoc:
    name: str
    kind: str
    description: str
    columns: tuple[ColumnDoc, ...]


def catalog(wh: Queryable) -> list[TableDoc]:
    """Every table and macro of the warehouse with its description, as stored in it."""
    # the warehouse's own tables and views (a reader's temporary views of the history
    # stand in front of the views, issue 14, and are left out)
    _, tables = wh.query(
        "select table_name, coalesce(comment, '') from duckdb_tables() "
        "where schema_name = 'main' and not internal and database_name = current_database() "
        "union all select view_name, coalesce(comment, '') from duckdb_views() "
        "where schema_name = 'main' and not internal and database_name = current_database() "
        "order by 1"
    )
    _, columns = wh.query(
        "select table_name, column_name, data_type, coalesce(comment, '') "
        "from duckdb_columns() where schema_name = 'main' and not internal "
        "and database_name = current_database() order by table_name, column_index"
    )
    _, macros = wh.query(
        "select function_name, any_value(coalesce(comment, '')), "
        "any_value(parameters)::varchar from duckdb_functions() where schema_name = 'main' "
        f"and function_type in {_MACRO_TYPES} and not internal "
        "and database_name = current_database() group by function_name "
        "order by function_name"
    )
    by_table: dict[str, list[ColumnDoc]] = {}
    for table, column, data_type, comment in columns:
        by_table.setdefault(table, []).append(ColumnDoc(column, data_type, comment))
    docs = [
        TableDoc(name, "table", comment, tuple(by_table.get(name, ()))) for name, comment in tables
    ]
    docs += [TableDoc(name, "macro", comment, ()) for name, comment, _ in macros]
    return docs


def render_markdown(docs: Sequence[TableDoc]) -> str:
    """docs/schema.md: every table and its columns, every macro, as the warehouse says."""
    out = [
        "# The warehouse's tables and columns",
        "",
        "Generated from the descriptions stored in a warehouse built from the test fixtures "
        "(`COMMENT ON`, written by `pipeline/dictionary.py`); do not edit by hand. After "
        "changing a description, regenerate it with `pytest tests/test_cli.py "
        "--update-golden`. `pipeline schema` and `pipeline schema TABLE` print the same "
        "descriptions from any warehouse.",
        "",
        "`cards`, `rulings`, `sets` and `symbols` hold every field Scryfall sends, so their "
        "columns follow the file a warehouse is built from; the fields listed are those of "
        "the fixture files.",
        "",
        "| table | one row per / what it is |",
        "|---|---|",
    ]
    for doc in docs:
        out.append(f"| [`{doc.name}`](#{doc.name}) | {_md(doc.description)} |")
    for doc in docs:
        out += ["", f"## {doc.name}", "", _md(doc.description), ""]
        if doc.kind == "macro":
            continue
        out += ["| column | type | description |", "|---|---|---|"]
        out += [
            f"| `{c.name}` | `{_md(short_type(c.data_type))}` | {_md(c.description)} |"
            for c in doc.columns
        ]
    return "\n".join(out) + "\n"


def short_type(data_type: str, width: int = 40) -> str:
    """A column type short enough for a table: long STRUCTs become STRUCT(...)."""
    if len(data_type) <= width:
        return data_type
    head, _, _ = data_type.partition("(")
    suffix = "[]" if data_type.endswith("[]") else ""
    return f"{head}(...){suffix}"


def _md(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")
