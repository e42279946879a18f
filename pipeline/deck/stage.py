"""The build step behind the `land_searches` table.

Runs after the parse step of a build: reads each distinct face text that searches a
library, parses it with `land_search.parse_land_searches` and writes `parsed_land_searches`
(one row per land card searched for, keyed by the face's `face_text_key`), which
`sql/marts/land_searches.sql` joins back to every face. Like the other `parsed_*` tables
it is dropped at the end of the build.
"""

from __future__ import annotations

from typing import Any, Protocol

import polars as pl

from pipeline.deck.land_search import LAND_TYPES, land_types_in, parse_land_searches

SCHEMA: dict[str, pl.DataType | type[pl.DataType]] = {
    "face_text_key": pl.String,
    "search_index": pl.Int32,
    "text": pl.String,
    "quantity": pl.Int32,
    "up_to": pl.Boolean,
    "basic": pl.Boolean,
    "snow": pl.Boolean,
    "land_types": pl.List(pl.String),
    "named_type_colors": pl.List(pl.String),
    "destination": pl.String,
    "tapped": pl.Boolean,
}


class Connection(Protocol):
    """The part of a DuckDB connection used here (warehouse.py owns `import duckdb`)."""

    def execute(self, query: str, parameters: object = ...) -> Any: ...

    def register(self, view_name: str, python_object: object) -> Any: ...

    def unregister(self, view_name: str) -> Any: ...


def land_search_rows(
    faces: list[tuple[str, str | None]], land_types: frozenset[str] = LAND_TYPES
) -> pl.DataFrame:
    """`parsed_land_searches` for (face_text_key, oracle_text) pairs."""
    rows = [
        {
            "face_text_key": key,
            "search_index": search.search_index,
            "text": search.text,
            "quantity": search.quantity,
            "up_to": search.up_to,
            "basic": search.basic,
            "snow": search.snow,
            "land_types": list(search.land_types),
            "named_type_colors": list(search.named_type_colors),
            "destination": search.destination,
            "tapped": search.tapped,
        }
        for key, text in faces
        for search in parse_land_searches(text, land_types)
    ]
    return pl.DataFrame(rows, schema=SCHEMA)


def write_parsed_land_searches(con: Connection) -> None:
    """Create `parsed_land_searches` from the staged faces (stg_scryfall__faces), with
    the land types of CR 205.3i and those the lands of this file have."""
    type_lines = con.execute(
        "select distinct type_line from stg_scryfall__faces where type_line like '%Land%—%'"
    ).fetchall()
    land_types = land_types_in(line for (line,) in type_lines)
    faces = con.execute(
        "select distinct on (face_text_key) face_text_key, oracle_text "
        "from stg_scryfall__faces where oracle_text ilike '%search your library for%'"
    ).fetchall()
    con.register("_parsed_land_searches", land_search_rows(faces, land_types).to_arrow())
    try:
        con.execute("create table parsed_land_searches as select * from _parsed_land_searches")
    finally:
        con.unregister("_parsed_land_searches")
