"""The DuckDB warehouse: where it is, how it is built and swapped in, how it is read.

The only package that imports `duckdb`. One module per concern:

- `lock`: where the warehouse is (`--db`, `$PIPELINE_DB`, symlinks followed) and one
  refresh at a time (`refresh_lock`), and what killed refreshes left;
- `load`: Scryfall's files into tables, every problem a `LoadIssue` (`issues`);
- `conform`: each loaded column one type, the documented one or the one the cards agree
  on, every value that does not fit NULL and an issue;
- `build`: the build beside the warehouse (models and steps in reference order, the data
  dictionary, `refresh_runs`) and the atomic swap;
- `parse_cache`: the parse step's results kept in the warehouse, so that the next build
  parses only new texts;
- `checks`: the data tests every build runs before its swap (grain, relationships);
- `read`: read-only, locked-down connections, queries, and what a warehouse is;
- `history`: card_changes and price_history, recorded by each build beside the warehouse
  and shown to every reader (issue 14).
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

from pipeline.warehouse.lock import (
    DEFAULT_DB,
    real_path,
    refresh_lock,
    remove_leftovers,
    resolve_db,
)
from pipeline.warehouse.read import (
    SCHEMA_VERSION,
    check_db,
    check_for_refresh,
    check_schema,
    connect_readonly,
    damaged_error,
    every_printing,
    file_identity,
    first_line,
    interruptible,
    is_damaged,
    last_run,
    latest_run,
    lock_down,
    reading,
    run_arrow,
    run_query,
    schema_version,
    statement_count,
    stream_query,
    table_counts,
    table_names,
)

if TYPE_CHECKING:
    from pipeline.sqlmodels import default_sql_dir
    from pipeline.warehouse.build import (
        LAND_SEARCH_STEP,
        PARSE_STEP,
        RunRecord,
        Sources,
        build_and_swap,
        build_plan,
    )
    from pipeline.warehouse.history import open_reader as open_history_reader
    from pipeline.warehouse.history import register as register_history
    from pipeline.warehouse.issues import LoadIssue
    from pipeline.warehouse.load import column_types

_ON_FIRST_USE: dict[str, tuple[str, ...]] = {
    "pipeline.sqlmodels": ("default_sql_dir",),
    "pipeline.warehouse.build": (
        "LAND_SEARCH_STEP",
        "PARSE_STEP",
        "RunRecord",
        "Sources",
        "build_and_swap",
        "build_plan",
    ),
    "pipeline.warehouse.history": ("open_history_reader=open_reader", "register_history=register"),
    "pipeline.warehouse.issues": ("LoadIssue",),
    "pipeline.warehouse.load": ("column_types",),
}
"""Names whose modules load on first use (`name` or `name=attribute of the module`): a
reader (`pipeline query "select 1"`, issue 15's 0.3 s cold start) needs `read` and `lock`,
not the build's SQL models, loader and checks."""

_SOURCE_OF = {
    name: (module, attribute or name)
    for module, names in _ON_FIRST_USE.items()
    for name, _, attribute in (entry.partition("=") for entry in names)
}


def __getattr__(name: str) -> Any:
    if name not in _SOURCE_OF:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module, attribute = _SOURCE_OF[name]
    value = getattr(import_module(module), attribute)
    globals()[name] = value  # once: later lookups find it without this function
    return value


__all__ = [
    "DEFAULT_DB",
    "LAND_SEARCH_STEP",
    "PARSE_STEP",
    "SCHEMA_VERSION",
    "LoadIssue",
    "RunRecord",
    "Sources",
    "build_and_swap",
    "build_plan",
    "check_db",
    "check_for_refresh",
    "check_schema",
    "column_types",
    "connect_readonly",
    "damaged_error",
    "default_sql_dir",
    "every_printing",
    "file_identity",
    "first_line",
    "interruptible",
    "is_damaged",
    "last_run",
    "latest_run",
    "lock_down",
    "open_history_reader",
    "reading",
    "real_path",
    "refresh_lock",
    "register_history",
    "remove_leftovers",
    "resolve_db",
    "run_arrow",
    "run_query",
    "schema_version",
    "statement_count",
    "stream_query",
    "table_counts",
    "table_names",
]
