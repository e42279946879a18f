"""Building a warehouse aside and swapping it in atomically.

A build writes `.<name>.building-<pid>` beside the warehouse: it loads the files, runs the
SQL models and the Python steps in an order their references allow, writes the data
dictionary and `refresh_runs`, checkpoints and closes the file, then `os.replace`s it over
the old one. Readers that opened the old warehouse keep reading it, new readers see the
new one, and a build that fails or is killed leaves the last good warehouse untouched.
"""

from __future__ import annotations

import contextlib
import errno
import os
import random
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, fields
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import duckdb

from pipeline import __version__, cardtypes, dictionary, sqlmodels
from pipeline.bulk import EVERY_PRINTING_BULK_TYPES, FROM_FILE
from pipeline.errors import SqlModelError, WarehouseError
from pipeline.files import replace_durably
from pipeline.warehouse import parse_cache
from pipeline.warehouse.checks import check_data
from pipeline.warehouse.issues import write_load_issues
from pipeline.warehouse.load import (
    KnownTypes,
    column_types,
    keep_from_previous,
    line_numbers,
    load_cards,
    load_records,
    repeated_ids,
)
from pipeline.warehouse.lock import aside, cannot_create
from pipeline.warehouse.read import (
    SCHEMA_VERSION,
    first_line,
    interruptible,
    sql_identifier,
    table_counts,
    table_names,
    view_names,
)

if TYPE_CHECKING:  # polars and the parsers load only when a build or a DataFrame needs them,
    import polars as pl  # which keeps `pipeline status` and a no-op refresh quick

    from pipeline import parse_stage, prepass


DEFAULT_MEMORY_LIMIT = "1GB"


@dataclass(frozen=True)
class Sources:
    """The local files one build reads. Missing optional files give empty tables."""

    cards: Path
    rulings: Path | None = None
    sets: Path | None = None
    symbology: Path | None = None
    previous: Path | None = None
    """A warehouse whose rulings, sets and symbols are kept when their file is not given."""


@dataclass
class RunRecord:
    """One row of `refresh_runs`: where the data came from and what the build did."""

    started_at: datetime
    bulk_type: str
    source: str
    source_sha256: str
    source_bytes: int
    source_mtime_ns: int | None = None
    upstream_updated_at: str | None = None
    rulings_source: str | None = None
    rulings_updated_at: str | None = None
    finished_at: datetime | None = None
    rows: dict[str, int] = field(default_factory=dict)
    stage_seconds: dict[str, float] = field(default_factory=dict)
    local_files: str | None = None
    """For --from-file builds: JSON of [role, path, bytes, mtime_ns] of every file read."""
    skipped_lines: list[int] = field(default_factory=list)
    """Lines of the bulk file that were not JSON objects (each one is in parse_issues)."""
    skipped_records: int = 0
    """Records of the bulk file that were not card objects (each one is in parse_issues)."""
    duplicate_ids: int = 0
    """Card ids that appeared more than once; each was loaded once (see load_cards)."""
    kept: dict[str, int] = field(default_factory=dict)
    """Rows of the tables taken from the previous warehouse (Sources.previous), by table."""
    texts_reused: int = 0
    """Distinct face texts taken from the parse cache of the warehouse replaced."""
    texts_parsed: int = 0
    """Distinct face texts parsed by this build (the others were reused)."""
    card_types: str = "sampled"
    """How the cards were typed: "previous" (the types of the warehouse replaced, which
    every card fit), "documented" (the data dictionary's, for a first build), "sampled"
    (DuckDB read the whole file for them), or "sampled: " and why the known ones did not
    fit (see load.KnownTypes)."""
    # -- history (issue 14; pipeline.warehouse.history) --
    as_of: date | None = None
    """--as-of: the date the data is of, for a local file (else its modification date)."""
    run_id: int | None = None
    """This run's refresh_runs.run_id, chosen by the history step (card_changes.refresh_id)."""
    notes: list[str] = field(default_factory=list)
    """What the refresh should tell the user besides its summary (history notes)."""
    warnings: list[str] = field(default_factory=list)
    """What the user should act on (a history file missing, data older than the history's):
    shown on stderr even by a quiet refresh, which prints nothing else."""


StageCallback = Callable[[str], None]


def build_and_swap(
    db: Path,
    sources: Sources,
    run: RunRecord,
    *,
    on_stage: StageCallback | None = None,
    sql_dir: Path | None = None,
    order_rng: random.Random | None = None,
) -> RunRecord:
    """Build a complete warehouse from `sources` and swap it in for `db`.

    Order: load files, then the SQL models and the parse step in the order their
    references allow (`build_plan`; `order_rng` picks any such order, which tests use to
    show the order changes nothing), then the dictionary and `refresh_runs`.
    """
    building = aside(db, "building")
    sql_root = sql_dir or sqlmodels.default_sql_dir()
    timer = _StageTimer(run.stage_seconds, on_stage)
    # Everything temporary of this build (DuckDB's spill files, unwrapped API lists, the
    # prepass worker's output) lives in one folder beside the warehouse, removed at the
    # end, or by the next refresh if this one is killed (remove_leftovers).
    work = aside(db, "work")
    try:
        db.parent.mkdir(parents=True, exist_ok=True)
        building.unlink(missing_ok=True)
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir()
    except OSError as exc:  # a folder this user may read, and lock, but not write in
        raise cannot_create(work, exc) from exc
    # the other core parses the file's distinct costs and texts during the load, and
    # checks that every card fits the types the cards are loaded with
    from pipeline import prepass

    origin, card_types, cached = _from_previous(db)
    skip = (cached.costs, cached.faces) if cached is not None else None
    worker = prepass.Prepass(sources.cards, work, card_types, skip)
    known = KnownTypes(card_types, worker.verdict)
    from pipeline.warehouse import history

    history_files: history.Pending | None = None
    try:
        con = duckdb.connect(str(building))
        try:
            with interruptible(con):  # Ctrl-C stops DuckDB mid-statement too
                _configure(con, work)
                with timer("load cards"):
                    issues = load_cards(con, sources.cards, work, known)
                    used = known.outcome == "used"
                    run.card_types = origin if used else f"sampled: {known.outcome}"
                    run.skipped_lines = line_numbers(issues)
                    run.skipped_records = sum(1 for i in issues if i.field == "object")
                    run.duplicate_ids = repeated_ids(issues)
                with timer("load rulings, sets, symbols"):
                    for table, path, columns in (
                        ("rulings", sources.rulings, column_types("rulings")),
                        ("sets", sources.sets, column_types("sets")),
                        ("symbols", sources.symbology, column_types("symbols")),
                    ):
                        if path is None and sources.previous is not None:
                            kept = keep_from_previous(con, table, sources.previous, columns)
                            if kept:
                                run.kept[table] = kept
                        else:
                            issues.extend(load_records(con, table, path, columns, work))
                write_load_issues(con, issues)
                for item in build_plan(sql_root, order_rng):
                    if item is LAND_SEARCH_STEP:
                        with timer(item.name):
                            from pipeline.deck.stage import write_parsed_land_searches

                            write_parsed_land_searches(con)  # for land_searches (decks)
                    elif isinstance(item, sqlmodels.Step):
                        with timer(item.name):
                            cache = db if cached is not None else None
                            reused = run_parse_stage(con, worker, cache)
                            run.texts_reused, run.texts_parsed = reused
                    else:
                        with timer(item.layer):
                            run_model(con, item)
                with timer("finish"):
                    parse_cache.keep(con)  # for the next build: it parses only new texts
                    _drop_build_helpers(con)
                    _write_meta(con, run)
                    _create_refresh_runs(con, db)
                with timer("history"):  # card_changes and price_history (issue 14)
                    history_files = history.record(con, db, run)
                with timer("finish"):
                    check_data(con)  # every grain a key, every relationship true, or no swap
                    # COMMENT ON every table, view (the history's) and macro
                    dictionary.apply_comments(con, table_names(con), view_names(con))
                _record_run(con, run)  # after the timed stages, so it holds all of them
                con.execute("checkpoint")
        finally:
            con.close()
        replace_durably(building, db)
    except BaseException as exc:
        building.unlink(missing_ok=True)
        building.with_name(building.name + ".wal").unlink(missing_ok=True)
        if history_files is not None:
            history_files.abort()  # never committed: no list names them
        full = _disk_full(exc)
        if full is not None:
            raise WarehouseError(
                f"Ran out of disk space building the new warehouse ({full}). Free some space "
                f"beside {db} (and in {tempfile.gettempdir()}), then run the refresh again; "
                f"{db} was not changed."
            ) from exc
        raise
    finally:
        worker.close()
        shutil.rmtree(work, ignore_errors=True)
    if history_files is not None:
        history_files.commit()  # after the swap: delete what the new list superseded
    return run


def _from_previous(
    db: Path,
) -> tuple[str, cardtypes.Columns, parse_cache.Known | None]:
    """What a build takes from the warehouse it replaces: the column types to load the
    cards with and where they come from, and the texts its parse cache holds.

    The types are those of `cards` there ("previous"), so that a daily refresh keeps its
    columns as they were; else the data dictionary's ("documented")."""
    previous = cached = None
    if db.is_file():
        con = duckdb.connect()
        try:
            previous = cardtypes.previous_types(con, db)
            cached = parse_cache.known(con, db)
        finally:
            con.close()
    if previous is not None:
        return "previous", previous, cached
    return "documented", cardtypes.documented_types(), cached


def run_parse_stage(
    con: duckdb.DuckDBPyConnection,
    parsed: prepass.Parsed | prepass.Prepass | None = None,
    cache: Path | None = None,
) -> tuple[int, int]:
    """Parse each distinct mana cost and face text once; write the `parsed_*` tables.
    Returns how many face texts were taken from the parse cache, and how many parsed.

    With `cache` (the warehouse being replaced, whose parse cache this code made), the
    rows of the texts it holds are copied from it (`parse_cache.reuse`). `parsed` holds
    what the prepass worker already parsed, or is the worker itself, which then shares
    the faces still to parse with this process (`Prepass.parse`); only what they lack is
    parsed here, so the tables are the same either way.
    """
    import polars as pl

    from pipeline import parse_stage, prepass

    _write_parsed(con, *parse_stage.parse_mana_costs([]), [parse_stage.parse_face_texts([])])
    reused = parse_cache.reuse(con, cache) if cache is not None else None
    known_costs: set[str] = set(reused.costs) if reused is not None else set()
    known_faces: set[str] = set(reused.faces) if reused is not None else set()
    all_faces = [
        row
        for row in con.execute(
            "select distinct on (face_text_key) face_text_key, name, type_line, oracle_text "
            "from stg_scryfall__faces"
        ).fetchall()
        if row[0] not in known_faces
    ]
    if isinstance(parsed, prepass.Prepass):
        parsed = parsed.parse(all_faces)
    cost_parts: list[pl.DataFrame] = []
    symbol_parts: list[pl.DataFrame] = []
    ability_parts: list[parse_stage.AbilityFrames] = []
    if parsed is not None:
        known_costs.update(parsed.costs["mana_cost"].to_list())
        known_faces.update(parsed.abilities.faces["face_text_key"].to_list())
        cost_parts.append(parsed.costs)
        symbol_parts.append(parsed.symbols)
        ability_parts.append(parsed.abilities)

    costs = [
        r[0]
        for r in con.execute(
            "select distinct mana_cost from stg_scryfall__faces where mana_cost is not null"
        ).fetchall()
        if r[0] not in known_costs
    ]
    if costs or not cost_parts:
        cost_frame, symbol_frame = parse_stage.parse_mana_costs(costs)
        cost_parts.append(cost_frame)
        symbol_parts.append(symbol_frame)
    faces = [row for row in all_faces if row[0] not in known_faces]
    if faces or not ability_parts:
        ability_parts.append(parse_stage.parse_face_texts(faces))

    _write_parsed(con, pl.concat(cost_parts), pl.concat(symbol_parts), ability_parts)
    return (len(reused.faces) if reused is not None else 0), len(all_faces)


def _write_parsed(
    con: duckdb.DuckDBPyConnection,
    costs: pl.DataFrame,
    symbols: pl.DataFrame,
    abilities: list[parse_stage.AbilityFrames],
) -> None:
    """Add parsed rows to the `parsed_*` tables; the first call (with no rows) creates them
    with the columns `parse_stage` gives them."""
    import polars as pl

    from pipeline import parse_stage

    frames = {"costs": costs, "symbols": symbols}
    for each in fields(parse_stage.AbilityFrames):
        frames[each.name] = pl.concat([getattr(part, each.name) for part in abilities])
    for table, (frame_name, _) in parse_cache.TABLES.items():
        con.register("_frame", frames[frame_name].to_arrow())
        try:
            con.execute(f"create table if not exists {table} as select * from _frame limit 0")
            con.execute(f"insert into {table} select * from _frame")
        finally:
            con.unregister("_frame")


def _configure(con: duckdb.DuckDBPyConnection, work: Path) -> None:
    # Rows need no insertion order (every report sorts), which lets DuckDB stream
    # large files without buffering; spill to this build's own folder if memory runs low.
    con.execute("set preserve_insertion_order = false")
    con.execute("set temp_directory = ?", [str(work / "spill")])
    # DuckDB would take 80% of RAM; a bulk file of any size builds within this (the rest
    # spills), so a refresh fits a laptop beside everything else. $PIPELINE_MEMORY_LIMIT
    # (a DuckDB size such as '4GB') overrides it.
    limit = os.environ.get("PIPELINE_MEMORY_LIMIT", DEFAULT_MEMORY_LIMIT)
    try:
        con.execute("set memory_limit = ?", [limit])
    except duckdb.Error as exc:
        raise WarehouseError(f"PIPELINE_MEMORY_LIMIT={limit!r}: {first_line(exc)}") from exc


def _disk_full(exc: BaseException) -> str | None:
    """What failed, if `exc` (or an error it wraps) is a write that found no space."""
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, OSError) and seen.errno in (errno.ENOSPC, errno.EFBIG, errno.EDQUOT):
            return str(seen)
        if isinstance(seen, duckdb.Error) and any(
            text in str(seen) for text in ("No space left", "File too large", "quota exceeded")
        ):
            return first_line(seen)
        seen = seen.__cause__
    return None


SOURCE_TABLES = ("cards", "rulings", "sets", "symbols", "raw_load_issues")
"""The tables the build loads before any SQL model runs."""


PARSE_STEP = sqlmodels.Step(
    "parse",
    reads=frozenset({"stg_scryfall__faces"}),
    writes=frozenset(parse_cache.TABLES),
)
"""The Python step: each distinct cost and face text parsed once (run_parse_stage)."""


LAND_SEARCH_STEP = sqlmodels.Step(
    "land searches",
    reads=frozenset({"stg_scryfall__faces"}),
    writes=frozenset({"parsed_land_searches"}),
)
"""The Python step that reads "search your library for ... land card" (pipeline.deck)."""


def build_plan(
    sql_root: Path, rng: random.Random | None = None
) -> list[sqlmodels.Model | sqlmodels.Step]:
    """The SQL models and the parse step, in an order their references allow."""
    models = sqlmodels.discover(sql_root)
    steps = [PARSE_STEP, LAND_SEARCH_STEP]
    return sqlmodels.build_order(models, sources=SOURCE_TABLES, steps=steps, rng=rng)


def run_model(con: duckdb.DuckDBPyConnection, model: sqlmodels.Model) -> None:
    """Run one SQL model; it creates the one object named after its file."""
    try:
        con.execute(model.path.read_text(encoding="utf-8"))
    except duckdb.Error as exc:
        raise SqlModelError(f"SQL model {model.label} failed: {exc}") from exc


def _drop_build_helpers(con: duckdb.DuckDBPyConnection) -> None:
    """Staging views, intermediate views and parser tables only serve the build."""
    for name, kind in con.execute(
        "select table_name, table_type from information_schema.tables "
        "where table_schema = 'main' and (table_name like 'stg\\_%' escape '\\' "
        "or table_name like 'int\\_%' escape '\\' or table_name like 'parsed\\_%' escape '\\' "
        "or table_name like 'raw\\_%' escape '\\')"
    ).fetchall():
        con.execute(f'drop {"view" if kind == "VIEW" else "table"} if exists "{name}" cascade')


def _write_meta(con: duckdb.DuckDBPyConnection, run: RunRecord) -> None:
    con.execute(_create_table_sql("pipeline_meta"))
    values = {
        "schema_version": SCHEMA_VERSION,
        "pipeline_version": __version__,
        "built_at": datetime.now(UTC),
        "has_every_printing": _has_every_printing(con, run.bulk_type),
    }
    _insert_row(con, "pipeline_meta", values)


def _has_every_printing(con: duckdb.DuckDBPyConnection, bulk_type: str) -> bool:
    """Whether the cards loaded are every printing of each card, so that a card's earliest
    printing here is its first printing (docs/rules.md#printings). Scryfall's bulk type
    says so; a local file is taken as every printing when some card has more than one."""
    if bulk_type in EVERY_PRINTING_BULK_TYPES:
        return True
    if bulk_type != FROM_FILE:
        return False
    found = con.execute(
        "select exists (select 1 from oracle_cards where count_printings > 1)"
    ).fetchone()
    return bool(found and found[0])


def _create_refresh_runs(con: duckdb.DuckDBPyConnection, db: Path) -> None:
    """Create `refresh_runs` (its columns: sql/tables/refresh_runs.toml) with the history of
    the warehouse being replaced."""
    con.execute(_create_table_sql("refresh_runs"))
    if db.exists():
        with contextlib.suppress(duckdb.Error):
            con.execute("attach ? as previous (read_only)", [str(db)])
            try:
                con.execute("insert into refresh_runs by name select * from previous.refresh_runs")
            finally:
                con.execute("detach previous")


def _record_run(con: duckdb.DuckDBPyConnection, run: RunRecord) -> None:
    """Add this run's row to `refresh_runs` (its own row included in the counts)."""
    run.rows = table_counts(con)
    run.rows["refresh_runs"] = run.rows.get("refresh_runs", 0) + 1
    run.finished_at = datetime.now(UTC)
    if run.run_id is None:
        row = con.execute("select coalesce(max(run_id), 0) + 1 from refresh_runs").fetchone()
        run.run_id = row[0] if row else 1
    values: dict[str, Any] = {
        "run_id": run.run_id,
        "started_at": run.started_at,
        "finished_at": run.finished_at,
        "bulk_type": run.bulk_type,
        "upstream_updated_at": run.upstream_updated_at,
        "source": run.source,
        "source_sha256": run.source_sha256,
        "source_bytes": run.source_bytes,
        "source_mtime_ns": run.source_mtime_ns,
        "rulings_source": run.rulings_source,
        "rulings_updated_at": run.rulings_updated_at,
        "pipeline_version": __version__,
        "schema_version": SCHEMA_VERSION,
        "rows_per_table": run.rows,
        "seconds_per_stage": {k: round(v, 3) for k, v in run.stage_seconds.items()},
        "local_files": run.local_files,
    }
    _insert_row(con, "refresh_runs", values)


def _create_table_sql(table: str) -> str:
    """`create table` for a table Python writes, from the [types] of its TOML file."""
    types = dictionary.table(table).types
    columns = ", ".join(f"{sql_identifier(name)} {kind}" for name, kind in types.items())
    return f"create table {sql_identifier(table)} ({columns})"


def _insert_row(con: duckdb.DuckDBPyConnection, table: str, values: dict[str, Any]) -> None:
    """Insert one row by column name; the names must be the table's declared columns."""
    declared = dictionary.table(table).types
    if list(values) != list(declared):
        raise SqlModelError(
            f"{table}: the row's fields {list(values)} are not its declared columns "
            f"{list(declared)} (sql/tables/{table}.toml)."
        )
    placeholders = ", ".join(f"?::{kind}" for kind in declared.values())
    con.execute(
        f"insert into {sql_identifier(table)} by position values ({placeholders})",
        [values[name] for name in declared],
    )


class _StageTimer:
    def __init__(self, seconds: dict[str, float], on_stage: StageCallback | None) -> None:
        self.seconds = seconds
        self.on_stage = on_stage

    @contextlib.contextmanager
    def __call__(self, name: str) -> Iterator[None]:
        if self.on_stage is not None:
            self.on_stage(name)
        start = time.perf_counter()
        yield
        self.seconds[name] = self.seconds.get(name, 0.0) + time.perf_counter() - start
