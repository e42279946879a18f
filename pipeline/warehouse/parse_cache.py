"""The parse step's results kept in the warehouse, so that the next build parses only the
texts it has not parsed before.

A build keeps its `parsed_*` tables (what `pipeline.parse_stage` made of each distinct mana
cost and face text) in the schema `parse_cache` of the new warehouse, with a fingerprint of
the pipeline's code. The next build over that warehouse, if its code has the same
fingerprint, copies the rows of the texts its file still has (`reuse`) and parses only the
others; the prepass worker is told which to skip (`Known`). The parser is a pure function
of a text and the code, so the tables are the same as if every text were parsed again. Any
change to the code (a new version, an edited rule) gives another fingerprint: everything is
parsed again. The schema holds the current file's texts only, so it never grows beyond one
build's; the data dictionary, which describes the `main` schema, does not list it.
"""

from __future__ import annotations

import functools
import hashlib
from dataclasses import dataclass
from pathlib import Path

import duckdb

from pipeline.warehouse.read import sql_string, table_columns

SCHEMA = "parse_cache"

TABLES = {
    "parsed_mana_costs": ("costs", "mana_cost"),
    "parsed_mana_symbols": ("symbols", "mana_cost"),
    "parsed_face_abilities": ("faces", "face_text_key"),
    "parsed_activated_abilities": ("activated", "face_text_key"),
    "parsed_mana_abilities": ("mana", "face_text_key"),
    "parsed_ability_issues": ("issues", "face_text_key"),
}
"""The parse step's tables: the `parse_stage` frame each one is made of (mana costs and
their symbols, or a field of `AbilityFrames`), and the text it is keyed by: a mana cost,
or a face's face_text_key (stg_scryfall__faces)."""

_FINGERPRINT = f"{SCHEMA}.fingerprint"
_SOURCE = "parse_cache_source"
"""The name the warehouse being replaced is attached under, to read its cache."""


@dataclass(frozen=True)
class Known:
    """The texts a previous build parsed with this code: mana costs and face_text_keys."""

    costs: frozenset[str]
    faces: frozenset[str]


@functools.cache
def fingerprint(package: Path | None = None) -> str:
    """sha256 of every Python and TOML file of the pipeline package (paths and bytes): the
    parser's code and everything it reads, so that no change to it can go unnoticed."""
    root = package or Path(__file__).resolve().parent.parent
    digest = hashlib.sha256()
    for path in sorted(p for p in root.rglob("*") if p.suffix in (".py", ".toml")):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def known(con: duckdb.DuckDBPyConnection, previous: Path) -> Known | None:
    """The texts cached in the warehouse at `previous` (the one being replaced), if its
    cache was made by this code; None otherwise (no cache, another fingerprint, a cache
    that can't be read)."""
    try:
        con.execute(f"attach '{sql_string(str(previous))}' as {_SOURCE} (read_only)")
    except duckdb.Error:
        return None
    try:
        row = con.execute(f"select fingerprint from {_SOURCE}.{_FINGERPRINT}").fetchone()
        if row is None or row[0] != fingerprint():
            return None
        costs = con.execute(f"select mana_cost from {_SOURCE}.{SCHEMA}.parsed_mana_costs")
        cost_texts = frozenset(c for (c,) in costs.fetchall())
        faces = con.execute(f"select face_text_key from {_SOURCE}.{SCHEMA}.parsed_face_abilities")
        return Known(cost_texts, frozenset(f for (f,) in faces.fetchall()))
    except duckdb.Error:
        return None
    finally:
        con.execute(f"detach {_SOURCE}")


def reuse(con: duckdb.DuckDBPyConnection, previous: Path) -> Known | None:
    """Fill the build's (empty) `parsed_*` tables from the cache of the warehouse at
    `previous`, with the rows of the texts `stg_scryfall__faces` has, and return those
    texts. None if the cache can't be read after all, or its tables have other columns
    than the build's: then the tables stay empty, and the build parses every text."""
    try:
        con.execute(f"attach '{sql_string(str(previous))}' as {_SOURCE} (read_only)")
    except duckdb.InterruptException:
        raise  # Ctrl-C: stop the build, don't parse instead
    except duckdb.Error:
        return None
    try:
        for table, (_, key) in TABLES.items():
            cached = table_columns(con, table, database=_SOURCE, schema=SCHEMA)
            if cached != table_columns(con, table):
                raise LookupError(f"{SCHEMA}.{table} is not shaped as the parse step's")
            con.execute(
                f"insert into {table} select * from {_SOURCE}.{SCHEMA}.{table} "
                f"where {key} in (select {key} from stg_scryfall__faces)"
            )
    except duckdb.InterruptException:
        raise
    except (duckdb.Error, LookupError):
        for table in TABLES:
            con.execute(f"delete from {table}")
        return None
    finally:
        con.execute(f"detach {_SOURCE}")
    costs = con.execute("select mana_cost from parsed_mana_costs").fetchall()
    faces = con.execute("select face_text_key from parsed_face_abilities").fetchall()
    return Known(frozenset(c for (c,) in costs), frozenset(f for (f,) in faces))


def keep(con: duckdb.DuckDBPyConnection) -> None:
    """Copy the build's `parsed_*` tables into the cache schema, with this code's
    fingerprint, for the next build."""
    con.execute(f"create schema {SCHEMA}")
    for table in TABLES:
        con.execute(f"create table {SCHEMA}.{table} as select * from main.{table}")
    con.execute(f"create table {_FINGERPRINT} as select ? as fingerprint", [fingerprint()])
    for table in (*(f"{SCHEMA}.{t}" for t in TABLES), _FINGERPRINT):
        con.execute(f"comment on table {table} is '{sql_string(_COMMENT)}'")


_COMMENT = (
    "The parse step's results per distinct text, kept for the next refresh, which parses "
    "only the texts it has not seen (pipeline/warehouse/parse_cache.py)."
)
