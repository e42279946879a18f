"""Given/expect tests of single SQL models: a few rows in, one model run, rows out.

A `Models` is one real DuckDB file in the test's tmp_path. `given(table, rows)` creates a
table a model reads, with the column types the build gives it (`TABLES`), and inserts the
rows (dicts; a column left out is NULL). `run("marts/card_chroma.sql")` runs one model file
of the SQL folder, the one the build uses (`$PIPELINE_SQL_DIR` when set, so the SQL
mutation runner can point the tests at a mutated copy). `rows(sql)` reads the result.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import duckdb

from pipeline import warehouse

MANA_COST_COLUMNS = {
    "mana_cost": "VARCHAR",
    "error": "VARCHAR",
    "mana_value": "DOUBLE",
    "is_infinite": "BOOLEAN",
    "has_variable": "BOOLEAN",
    "symbol_count": "INTEGER",
    **{f"chroma_{c}": "INTEGER" for c in "wubrg"},
}
"""`parsed_mana_costs`, as the parse step writes it: one row per distinct cost text."""

MANA_SYMBOL_COLUMNS = {
    "mana_cost": "VARCHAR",
    "position": "INTEGER",
    "symbol": "VARCHAR",
    "kind": "VARCHAR",
    "colors": "VARCHAR[]",
    "mana_value": "DOUBLE",
}
"""`parsed_mana_symbols`: one row per symbol of each distinct cost text."""

FACE_COLUMNS = {
    "card_id": "UUID",
    "face_index": "BIGINT",
    "is_multi_face": "BOOLEAN",
    "oracle_id": "UUID",
    "name": "VARCHAR",
    "layout": "VARCHAR",
    "mana_cost": "VARCHAR",
    "type_line": "VARCHAR",
    "oracle_text": "VARCHAR",
    "face_text_key": "VARCHAR",
}
"""The columns of `stg_scryfall__faces` that int_faces__mana_costs, int_printings and the
marts read."""

INT_FACE_COLUMNS = {
    **{
        name: kind
        for name, kind in FACE_COLUMNS.items()
        if name not in ("face_text_key", "oracle_text", "type_line")
    },
    "is_known_layout": "BOOLEAN",
    "is_in_card_cost": "BOOLEAN",
    "parse_error": "VARCHAR",
    "mana_value": "DOUBLE",
    "is_infinite": "BOOLEAN",
    "has_variable": "BOOLEAN",
    **{f"chroma_{c}": "INTEGER" for c in "wubrg"},
}
"""`int_faces__mana_costs`: what the marts read."""

SYMBOL_COLUMNS = {
    "card_id": "UUID",
    "face_index": "BIGINT",
    "position": "INTEGER",
    "symbol": "VARCHAR",
    "kind": "VARCHAR",
    "colors": "VARCHAR[]",
    "mana_value": "DOUBLE",
    "is_in_card_cost": "BOOLEAN",
}
"""`mana_symbols`: what the devotion macro reads."""

CHROMA_COLUMNS = {
    "card_id": "UUID",
    "oracle_id": "UUID",
    "name": "VARCHAR",
    "mana_cost": "VARCHAR",
    **{f"chroma_{c}": "INTEGER" for c in "wubrg"},
    "mana_value": "DOUBLE",
    "has_variable": "BOOLEAN",
    "is_infinite": "BOOLEAN",
    "cmc": "DOUBLE",
    "cmc_matches": "BOOLEAN",
}
"""`card_chroma`: what parse_issues, oracle_cards and report_cards read."""

PRODUCTION_COLUMNS = {
    "card_id": "UUID",
    "oracle_id": "UUID",
    "name": "VARCHAR",
    "could_produce": "VARCHAR[]",
    "produces": "VARCHAR[]",
    "leads_to": "VARCHAR[]",
    "scryfall_produced_mana": "VARCHAR[]",
    "matches_scryfall": "BOOLEAN",
}
"""`card_mana_production`: what oracle_cards and report_cards read."""

TABLES: dict[str, dict[str, str]] = {
    "cards": warehouse.column_types("cards"),
    "raw_load_issues": {
        "card_id": "UUID",
        "field": "VARCHAR",
        "text": "VARCHAR",
        "problem": "VARCHAR",
    },
    "parsed_mana_costs": MANA_COST_COLUMNS,
    "parsed_mana_symbols": MANA_SYMBOL_COLUMNS,
    # the parse step's ability tables, with the columns the marts read
    "parsed_face_abilities": {
        "face_text_key": "VARCHAR",
        "could_produce": "VARCHAR[]",
        "produces": "VARCHAR[]",
        "leads_to": "VARCHAR[]",
    },
    "parsed_mana_abilities": {
        "face_text_key": "VARCHAR",
        "source_kind": "VARCHAR",
        "mechanism": "VARCHAR",
        "via": "VARCHAR",
    },
    "parsed_ability_issues": {"face_text_key": "VARCHAR", "text": "VARCHAR", "problem": "VARCHAR"},
    "stg_scryfall__faces": FACE_COLUMNS,
    "int_faces__mana_costs": INT_FACE_COLUMNS,
    "mana_symbols": SYMBOL_COLUMNS,
    "card_chroma": CHROMA_COLUMNS,
    "card_mana_production": PRODUCTION_COLUMNS,
}


def card_id(n: int) -> uuid.UUID:
    """A readable card (or oracle) id: card_id(7) is 00000000-0000-0000-0000-000000000007."""
    return uuid.UUID(int=n)


class Models:
    """One DuckDB file in tmp_path holding given tables and the models run on them."""

    def __init__(self, tmp_path: Path, sql_dir: Path | None = None) -> None:
        self.sql_dir = sql_dir or warehouse.default_sql_dir()
        self.con = duckdb.connect(str(tmp_path / "given.duckdb"))

    def close(self) -> None:
        self.con.close()

    def given(self, table: str, rows: Iterable[Mapping[str, Any]]) -> None:
        """Create `table` with its build-time columns and insert `rows` (missing keys NULL)."""
        columns = TABLES[table]
        rows = list(rows)
        unknown = {key for row in rows for key in row} - set(columns)
        assert not unknown, f"{table} has no column {sorted(unknown)}"
        ddl = ", ".join(f'"{name}" {kind}' for name, kind in columns.items())
        self.con.execute(f"create table {table} ({ddl})")
        if rows:
            marks = ", ".join("?" for _ in columns)
            self.con.executemany(
                f"insert into {table} values ({marks})",
                [[_value(row.get(name)) for name in columns] for row in rows],
            )

    def run(self, *models: str) -> None:
        """Run model files of the SQL folder in order, e.g. "marts/card_chroma.sql"."""
        for model in models:
            self.con.execute((self.sql_dir / model).read_text(encoding="utf-8"))

    def rows(self, sql: str, params: list[Any] | None = None) -> list[tuple[Any, ...]]:
        return self.con.execute(sql, params or []).fetchall()


def _value(value: Any) -> Any:
    """Card faces go in as JSON text; UUIDs as text; everything else as it is."""
    if isinstance(value, list) and value and isinstance(value[0], dict):
        return json.dumps(value)
    if isinstance(value, uuid.UUID):
        return str(value)
    return value
