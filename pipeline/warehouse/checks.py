"""The build's data tests: every table's grain is its key, every relationship holds.

Each table's TOML file (the data dictionary) may declare a `grain`, the columns that key
one row, and `relationships`, columns whose values must be among another table's. At the
end of every build each grain is checked (no NULL in it, no two rows alike) and each
relationship (every value found in its target). A violation fails the build with a
message naming the table, the rule and an example: the last good warehouse stays.

The keys are checked by query, not made DuckDB primary keys: an index per table cost 40%
more disk and twice the build's finishing time on the 2019 cards, for a check that a
query does once (bench/results/notes.md). The data dictionary shows each table's key.
"""

from __future__ import annotations

import duckdb

from pipeline import dictionary
from pipeline.errors import SqlModelError
from pipeline.warehouse.read import sql_identifier


def check_data(con: duckdb.DuckDBPyConnection) -> None:
    """Enforce every declared grain and relationship of the tables the warehouse holds."""
    present = {
        name
        for (name,) in con.execute(
            "select table_name from duckdb_tables() where schema_name = 'main' and not internal"
        ).fetchall()
    }
    for spec in dictionary.specs().values():
        if spec.name not in present:
            continue
        if spec.grain:
            _primary_key(con, spec)
        for column, target in spec.relationships.items():
            _relationship(con, spec, column, target)


def _primary_key(con: duckdb.DuckDBPyConnection, spec: dictionary.TableSpec) -> None:
    problem = _grain_problem(con, spec)
    if problem is not None:
        raise SqlModelError(
            f"Data test failed: {spec.name} breaks its grain ({', '.join(spec.grain)}, "
            f"{_where(spec)}): {problem}. The warehouse was not replaced."
        )


def _grain_problem(con: duckdb.DuckDBPyConnection, spec: dictionary.TableSpec) -> str | None:
    """What breaks the grain: rows with a NULL in it, or two rows with one key; or None."""
    table = sql_identifier(spec.name)
    columns = ", ".join(sql_identifier(c) for c in spec.grain)
    nulls = " or ".join(f"{sql_identifier(c)} is null" for c in spec.grain)
    found = con.execute(
        f"select count(*) filter (where {nulls}), count(*) - count(distinct ({columns})) "
        f"from {table}"
    ).fetchone()
    if found is None or found == (0, 0):
        return None
    if found[0]:
        return f"{found[0]} rows have a NULL key"
    row = con.execute(
        f"select {columns}, count(*) from {table} group by all having count(*) > 1 "
        "order by all limit 1"
    ).fetchone()
    assert row is not None
    key = ", ".join(f"{c} = {v}" for c, v in zip(spec.grain, row, strict=False))
    return f"{row[-1]} rows have {key}"


def _relationship(
    con: duckdb.DuckDBPyConnection, spec: dictionary.TableSpec, column: str, target: str
) -> None:
    other, _, other_column = target.partition(".")
    found = con.execute(
        f"select count(*), any_value({sql_identifier(column)})::varchar "
        f"from {sql_identifier(spec.name)} "
        f"where {sql_identifier(column)} is not null and {sql_identifier(column)} not in "
        f"(select {sql_identifier(other_column)} from {sql_identifier(other)})"
    ).fetchone()
    if found and found[0]:
        raise SqlModelError(
            f"Data test failed: {found[0]} rows of {spec.name} have a {column} that is no "
            f"{target} (e.g. {found[1]}; {_where(spec)}). The warehouse was not replaced."
        )


def _where(spec: dictionary.TableSpec) -> str:
    return f"declared in {spec.path.parent.name}/{spec.path.name}"
