"""The DuckDB warehouse: build it aside, swap it in atomically, read it safely.

The only module that imports `duckdb`. A build writes `.<name>.building-<pid>` beside the
warehouse, runs every step there, checkpoints and closes it, then `os.replace`s it over the
old file: readers that opened the old warehouse keep reading it, new readers see the new
one, and a build that fails or is killed leaves the last good warehouse untouched. A lock
file (`<name>.lock`, flock) lets one refresh at a time do this.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import duckdb

from pipeline import __version__
from pipeline.errors import InputFileError, SqlModelError, WarehouseError
from pipeline.files import JsonFile, object_text, open_text, read_envelope, sniff

if TYPE_CHECKING:  # polars and the parsers load only when a build or a DataFrame needs them,
    import polars as pl  # which keeps `pipeline status` and a no-op refresh quick

    from pipeline import prepass

SCHEMA_VERSION = 1
"""Bumped whenever a table or column the pipeline writes changes meaning or shape."""

DEFAULT_DB = Path("outputs") / "cards.duckdb"
SQL_LAYERS = ("staging", "intermediate", "marts", "macros")
"""Run order of the SQL models: each layer reads only from earlier ones (README, "SQL")."""

MAX_JSON_OBJECT = 64 * 1024 * 1024
DEFAULT_MEMORY_LIMIT = "1GB"

# Columns the SQL models read. A file that lacks one (the 2019 schema has no
# produced_mana, a file of reversible cards no top-level oracle_id) gets it as NULLs, so
# every later step can rely on it; everything else Scryfall sends is kept as it comes.
CARD_COLUMNS: dict[str, str] = {
    "id": "UUID",
    "oracle_id": "UUID",
    "name": "VARCHAR",
    "lang": "VARCHAR",
    "layout": "VARCHAR",
    "mana_cost": "VARCHAR",
    "cmc": "DOUBLE",
    "type_line": "VARCHAR",
    "oracle_text": "VARCHAR",
    "colors": "VARCHAR[]",
    "color_identity": "VARCHAR[]",
    "produced_mana": "VARCHAR[]",
    "keywords": "VARCHAR[]",
    "power": "VARCHAR",
    "toughness": "VARCHAR",
    "loyalty": "VARCHAR",
    "defense": "VARCHAR",
    "set": "VARCHAR",
    "set_name": "VARCHAR",
    "collector_number": "VARCHAR",
    "rarity": "VARCHAR",
    "released_at": "DATE",
    "card_faces": "JSON",
    "games": "VARCHAR[]",
    "digital": "BOOLEAN",
}
RULING_COLUMNS = {
    "oracle_id": "UUID",
    "source": "VARCHAR",
    "published_at": "DATE",
    "comment": "VARCHAR",
}
SET_COLUMNS = {
    "code": "VARCHAR",
    "name": "VARCHAR",
    "set_type": "VARCHAR",
    "released_at": "DATE",
    "card_count": "BIGINT",
    "parent_set_code": "VARCHAR",
    "digital": "BOOLEAN",
}
SYMBOL_COLUMNS = {
    "symbol": "VARCHAR",
    "english": "VARCHAR",
    "represents_mana": "BOOLEAN",
    "appears_in_mana_costs": "BOOLEAN",
    "mana_value": "DOUBLE",
    "hybrid": "BOOLEAN",
    "phyrexian": "BOOLEAN",
    "funny": "BOOLEAN",
    "colors": "VARCHAR[]",
}
ISSUE_COLUMNS = "card_id UUID, field VARCHAR, text VARCHAR, problem VARCHAR"

# Top-level card fields of Scryfall's card objects as documented in 2026. Any other field
# is loaded all the same, and reported once in parse_issues so nobody misses it.
KNOWN_CARD_FIELDS = frozenset(
    (
        "object",
        "id",
        "oracle_id",
        "multiverse_ids",
        "mtgo_id",
        "mtgo_foil_id",
        "arena_id",
        "tcgplayer_id",
        "tcgplayer_etched_id",
        "cardmarket_id",
        "resource_id",
        "name",
        "lang",
        "released_at",
        "uri",
        "scryfall_uri",
        "layout",
        "highres_image",
        "image_status",
        "image_uris",
        "mana_cost",
        "cmc",
        "type_line",
        "oracle_text",
        "colors",
        "color_identity",
        "color_indicator",
        "keywords",
        "produced_mana",
        "legalities",
        "games",
        "reserved",
        "game_changer",
        "foil",
        "nonfoil",
        "finishes",
        "oversized",
        "promo",
        "promo_types",
        "reprint",
        "variation",
        "variation_of",
        "set_id",
        "set",
        "set_name",
        "set_type",
        "set_uri",
        "set_search_uri",
        "scryfall_set_uri",
        "rulings_uri",
        "prints_search_uri",
        "collector_number",
        "digital",
        "rarity",
        "flavor_text",
        "flavor_name",
        "card_back_id",
        "artist",
        "artist_ids",
        "illustration_id",
        "border_color",
        "frame",
        "frame_effects",
        "frame_effect",
        "security_stamp",
        "full_art",
        "textless",
        "booster",
        "story_spotlight",
        "edhrec_rank",
        "penny_rank",
        "preview",
        "prices",
        "related_uris",
        "purchase_uris",
        "power",
        "toughness",
        "loyalty",
        "defense",
        "life_modifier",
        "hand_modifier",
        "all_parts",
        "card_faces",
        "watermark",
        "printed_name",
        "printed_type_line",
        "printed_text",
        "content_warning",
        "attraction_lights",
        "image_updated_at",
    )
)


@dataclass(frozen=True)
class Sources:
    """The local files one build reads. Missing optional files give empty tables."""

    cards: Path
    rulings: Path | None = None
    sets: Path | None = None
    symbology: Path | None = None


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
    """Lines of the bulk file that were not card objects (each one is in parse_issues)."""


# ---------------------------------------------------------------------------------------
# Locking and paths


def resolve_db(db: Path | str | None) -> Path:
    """--db, else $PIPELINE_DB, else outputs/cards.duckdb (relative to the current folder)."""
    if db:
        return Path(db)
    env = os.environ.get("PIPELINE_DB")
    return Path(env) if env else DEFAULT_DB


@contextlib.contextmanager
def refresh_lock(
    db: Path, *, wait: bool = False, on_wait: Callable[[str], None] | None = None
) -> Iterator[None]:
    """Hold `<db>.lock` so that only one refresh builds this warehouse at a time.

    flock is released by the kernel when the holder dies, so a killed refresh never
    leaves a stale lock behind. When the lock is taken: WarehouseError, or with `wait`,
    `on_wait(holder)` and then wait for it.
    """
    lock_path = db.with_name(db.name + ".lock")
    try:
        db.parent.mkdir(parents=True, exist_ok=True)
        opened = open(lock_path, "a+")  # noqa: SIM115 (closed by the with below)
    except OSError as exc:
        raise WarehouseError(
            f"Can't create {lock_path}: {exc.strerror or exc}. Choose a folder this user can "
            "write to (--db, --cache-dir)."
        ) from exc
    with opened as handle:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.seek(0)
            holder = handle.read().strip() or "another process"
            if not wait:
                raise WarehouseError(
                    f"Another refresh ({holder}) is building {db} right now. Wait for it to "
                    "finish, or run with --wait to queue behind it."
                ) from None
            if on_wait is not None:
                on_wait(holder)
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        handle.seek(0)
        handle.truncate()
        handle.write(f"pid {os.getpid()}")
        handle.flush()
        try:
            yield
        finally:
            handle.seek(0)
            handle.truncate()
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def remove_leftovers(db: Path) -> list[Path]:
    """Delete what refreshes that died left: half-built warehouses and their work folders.

    Call it while holding the lock, so no live build's files are touched.
    """
    removed = []
    for path in db.parent.glob(f".{db.name}.building-*"):
        path.unlink(missing_ok=True)
        removed.append(path)
    for path in db.parent.glob(f".{db.name}.work-*"):
        shutil.rmtree(path, ignore_errors=True)
        removed.append(path)
    return removed


# ---------------------------------------------------------------------------------------
# Reading


def connect_readonly(db: Path) -> duckdb.DuckDBPyConnection:
    """Open an existing warehouse read-only: nothing run through it can change the file."""
    if not db.exists():
        raise WarehouseError(f"No warehouse at {db}. Run 'pipeline refresh' first.")
    try:
        return duckdb.connect(str(db), read_only=True)
    except duckdb.Error as exc:
        raise WarehouseError(f"Can't open the warehouse {db}: {exc}") from exc


def schema_version(con: duckdb.DuckDBPyConnection) -> int | None:
    """The schema version a warehouse was built with; None for one that predates it."""
    try:
        row = con.execute("select schema_version from pipeline_meta").fetchone()
    except duckdb.Error:
        return None
    return int(row[0]) if row else None


def check_schema(con: duckdb.DuckDBPyConnection, db: Path) -> None:
    found = schema_version(con)
    if found != SCHEMA_VERSION:
        built = "an older version" if found is None or found < SCHEMA_VERSION else "a newer version"
        raise WarehouseError(
            f"The warehouse {db} was built by {built} of the pipeline (schema "
            f"{found if found is not None else 'unknown'}, this pipeline reads schema "
            f"{SCHEMA_VERSION}). Run 'pipeline refresh --force' to rebuild it."
        )


def last_run(db: Path) -> dict[str, Any] | None:
    """The newest `refresh_runs` row of the warehouse at `db`, or None."""
    if not db.exists():
        return None
    try:
        with duckdb.connect(str(db), read_only=True) as con:
            if schema_version(con) != SCHEMA_VERSION:
                return None
            cursor = con.execute("select * from refresh_runs order by run_id desc limit 1")
            row = cursor.fetchone()
            if row is None:
                return None
            names = [d[0] for d in cursor.description]
            return dict(zip(names, row, strict=True))
    except duckdb.Error:
        return None


def table_counts(con: duckdb.DuckDBPyConnection) -> dict[str, int]:
    """Rows per base table of the warehouse, by table name."""
    names = [
        r[0]
        for r in con.execute(
            "select table_name from duckdb_tables() where schema_name = 'main' "
            "and not internal order by table_name"
        ).fetchall()
    ]
    counts = {}
    for name in names:
        row = con.execute(f'select count(*) from "{name}"').fetchone()
        counts[name] = int(row[0]) if row else 0
    return counts


# ---------------------------------------------------------------------------------------
# Building


StageCallback = Callable[[str], None]


def build(
    db: Path,
    sources: Sources,
    run: RunRecord,
    *,
    on_stage: StageCallback | None = None,
    sql_dir: Path | None = None,
) -> RunRecord:
    """Build a complete warehouse from `sources` and swap it in for `db`.

    Order: load files -> staging SQL -> parse step (Python) -> intermediate -> marts.
    """
    db.parent.mkdir(parents=True, exist_ok=True)
    building = db.with_name(f".{db.name}.building-{os.getpid()}")
    building.unlink(missing_ok=True)
    sql_root = sql_dir or default_sql_dir()
    timer = _StageTimer(run.stage_seconds, on_stage)
    # Everything temporary of this build (DuckDB's spill files, unwrapped API lists, the
    # prepass worker's output) lives in one folder beside the warehouse, removed at the
    # end, or by the next refresh if this one is killed (remove_leftovers).
    work = db.with_name(f".{db.name}.work-{os.getpid()}")
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir()
    # the other core parses the file's distinct costs and texts during the load
    from pipeline import prepass

    worker = prepass.Prepass(sources.cards, work)
    try:
        con = duckdb.connect(str(building))
        try:
            _configure(con, work)
            with timer("load cards"):
                issues = load_cards(con, sources.cards, work)
                run.skipped_lines = _line_numbers(issues)
            with timer("load rulings, sets, symbols"):
                load_records(con, "rulings", sources.rulings, RULING_COLUMNS, work)
                load_records(con, "sets", sources.sets, SET_COLUMNS, work)
                load_records(con, "symbols", sources.symbology, SYMBOL_COLUMNS, work)
            _write_load_issues(con, issues)
            with timer("staging"):
                run_sql_layer(con, sql_root, "staging")
            with timer("parse"):
                run_parse_stage(con, worker.result())
            for layer in SQL_LAYERS[1:]:
                with timer(layer):
                    run_sql_layer(con, sql_root, layer)
            with timer("finish"):
                _drop_build_helpers(con)
                _write_meta(con)
                _create_refresh_runs(con, db)
                from pipeline.dictionary import apply_comments  # the data dictionary

                apply_comments(con)  # COMMENT ON every table, column and macro
            _record_run(con, run)  # after the timed stages, so it holds all of them
            con.execute("checkpoint")
        finally:
            con.close()
        _fsync(building)
        os.replace(building, db)
        _fsync_dir(db.parent)
    except BaseException as exc:
        building.unlink(missing_ok=True)
        building.with_name(building.name + ".wal").unlink(missing_ok=True)
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
    return run


def run_parse_stage(con: duckdb.DuckDBPyConnection, parsed: prepass.Parsed | None = None) -> None:
    """Parse each distinct mana cost and face text once; write the `parsed_*` tables.

    `parsed` holds what the prepass worker already parsed; only what it lacks is parsed
    here, so the tables are the same either way.
    """
    known_costs: set[str] = set()
    known_faces: set[str] = set()
    import polars as pl

    from pipeline import parse_stage

    cost_parts: list[pl.DataFrame] = []
    symbol_parts: list[pl.DataFrame] = []
    ability_parts: list[parse_stage.AbilityFrames] = []
    if parsed is not None:
        known_costs = set(parsed.costs["mana_cost"].to_list())
        known_faces = set(parsed.abilities.faces["face_text_key"].to_list())
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
    faces = [
        row
        for row in con.execute(
            "select distinct on (face_text_key) face_text_key, name, type_line, oracle_text "
            "from stg_scryfall__faces"
        ).fetchall()
        if row[0] not in known_faces
    ]
    if faces or not ability_parts:
        ability_parts.append(parse_stage.parse_face_texts(faces))

    _create_from_frame(con, "parsed_mana_costs", pl.concat(cost_parts))
    _create_from_frame(con, "parsed_mana_symbols", pl.concat(symbol_parts))
    for table, field_name in (
        ("parsed_face_abilities", "faces"),
        ("parsed_activated_abilities", "activated"),
        ("parsed_mana_abilities", "mana"),
        ("parsed_ability_issues", "issues"),
    ):
        frames = [getattr(part, field_name) for part in ability_parts]
        _create_from_frame(con, table, pl.concat(frames))


def _create_from_frame(con: duckdb.DuckDBPyConnection, table: str, frame: pl.DataFrame) -> None:
    con.register("_frame", frame.to_arrow())
    try:
        con.execute(f"create table {table} as select * from _frame")
    finally:
        con.unregister("_frame")


def default_sql_dir() -> Path:
    """The SQL models: `pipeline/sql` in an installed package, `sql/` in a source checkout.

    The second case is `python -m pipeline` run from the repository's root, where Python
    imports the package from the source tree, which has no `pipeline/sql`.
    `$PIPELINE_SQL_DIR` names another folder of models instead (the SQL mutation runner,
    bench/sql_mutation.py, points the tests at a mutated copy this way).
    """
    override = os.environ.get("PIPELINE_SQL_DIR")
    if override:
        return Path(override)
    try:
        return Path(str(resources.files("pipeline.sql")))
    except ModuleNotFoundError:
        checkout = Path(__file__).resolve().parent.parent / "sql"
        if not (checkout / "staging").is_dir():
            raise SqlModelError(
                f"The SQL models are missing (looked for pipeline.sql and {checkout}). "
                "Reinstall the package: pip install ."
            ) from None
        return checkout


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
        raise WarehouseError(f"PIPELINE_MEMORY_LIMIT={limit!r}: {_first_line(exc)}") from exc


def load_cards(
    con: duckdb.DuckDBPyConnection, path: Path, work: Path
) -> list[tuple[str, str, str]]:
    """Load a bulk card file into `cards`, every top-level field under its own name.

    DuckDB reads the file directly (gzip or not, JSON Lines or array), sampling the whole
    file for the schema so a field that appears on one card in 100k still gets a column.
    A file with broken lines is read again line by line: good lines load, each bad one
    becomes a (field, text, problem) issue naming its line.
    """
    source = sniff(path)
    if source.shape == "envelope":
        source = _envelope_as_ndjson(source, work)
    issues: list[tuple[str, str, str]] = []
    try:
        _create_from_json(con, "cards", source)
    except duckdb.Error as exc:
        if source.shape == "envelope" or "JSON" not in str(exc):
            raise InputFileError(f"Can't load {path}: {_first_line(exc)}") from exc
        clean, issues = _salvage_json_lines(source, work)
        try:
            _create_from_json(con, "cards", clean)
        except duckdb.Error as exc2:
            raise InputFileError(f"Can't load {path}: {_first_line(exc2)}") from exc2
    loaded = {r[0] for r in con.execute("describe cards").fetchall()}
    # Files of the 2019 schema have no produced_mana at all: nothing to compare with. In
    # newer files a card without it makes no mana (the models read this variable).
    con.execute("set variable scryfall_has_produced_mana = ?", ["produced_mana" in loaded])
    _add_missing_columns(con, "cards", CARD_COLUMNS)
    issues.extend(_conform_columns(con, "cards", CARD_COLUMNS))
    columns = [r[0] for r in con.execute("describe cards").fetchall()]
    for name in sorted(set(columns) - KNOWN_CARD_FIELDS):
        issues.append(("cards." + name, "", "unknown Scryfall field; loaded as a column as is"))
    return issues


_JSON_KINDS = {
    "VARCHAR": "('VARCHAR')",
    "UUID": "('VARCHAR')",
    "DATE": "('VARCHAR')",
    "DOUBLE": "('BIGINT', 'UBIGINT', 'DOUBLE')",
    "BOOLEAN": "('BOOLEAN')",
    "VARCHAR[]": "('ARRAY')",
}
_KIND_NAMES = {
    "VARCHAR": "a string",
    "UUID": "a UUID",
    "DATE": "a date",
    "DOUBLE": "a number",
    "BOOLEAN": "true or false",
    "VARCHAR[]": "a list of strings",
}


def _conform_columns(
    con: duckdb.DuckDBPyConnection, table: str, columns: dict[str, str]
) -> list[tuple[str, str, str]]:
    """Give each column the models read its documented type, whatever one card sent.

    One card with a number where Scryfall sends text (or a bad UUID or date) makes DuckDB
    type the whole column JSON (or VARCHAR), and every model reading it would fail. Such a
    value becomes NULL and an issue naming the card; every other card loads as it came.
    """
    issues: list[tuple[str, str, str]] = []
    present = {r[0]: r[1] for r in con.execute(f"describe {table}").fetchall()}
    for name, kind in columns.items():
        have = present.get(name)
        if have is None or have == kind or kind == "JSON" or kind not in _JSON_KINDS:
            continue
        column = f'"{name}"'
        if have == "JSON":
            scalar = f"case when json_type({column}) = 'VARCHAR' then {column} ->> '$' end"
            source = scalar if _JSON_KINDS[kind] == "('VARCHAR')" else column
            value = (
                f"case when json_type({column}) in {_JSON_KINDS[kind]} "
                f"then try_cast({source} as {kind}) end"
            )
        else:
            value = f"try_cast({column} as {kind})"
        bad = con.execute(
            f'select "id"::varchar, {column}::varchar from {table} '
            f"where {column} is not null and ({value}) is null"
        ).fetchall()
        for card_id, raw in bad:
            issues.append(
                (
                    name,
                    str(raw)[:200],
                    f"not {_KIND_NAMES[kind]} (card {card_id}); loaded as NULL",
                )
            )
        con.execute(f"alter table {table} alter column {column} set data type {kind} using {value}")
    return issues


def _line_numbers(issues: list[tuple[str, str, str]]) -> list[int]:
    """The numbers of the lines `_salvage_json_lines` reported ("line 4: ...")."""
    found = (text.split(":", 1)[0].removeprefix("line ") for f, text, _ in issues if f == "file")
    return sorted(int(n) for n in found if n.isdigit())


def _disk_full(exc: BaseException) -> str | None:
    """What failed, if `exc` (or an error it wraps) is a write that found no space."""
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, OSError) and seen.errno in (errno.ENOSPC, errno.EFBIG, errno.EDQUOT):
            return str(seen)
        if isinstance(seen, duckdb.Error) and any(
            text in str(seen) for text in ("No space left", "File too large", "quota exceeded")
        ):
            return _first_line(seen)
        seen = seen.__cause__
    return None


def _first_line(exc: BaseException) -> str:
    """DuckDB's message without the SQL it quotes (the user never wrote that SQL)."""
    return str(exc).strip().split("\n", 1)[0]


def load_records(
    con: duckdb.DuckDBPyConnection,
    table: str,
    path: Path | None,
    columns: dict[str, str],
    work: Path,
) -> None:
    """Load a rulings/sets/symbology file (any of the three JSON shapes) into `table`.

    With no file, the table is created empty with its documented columns.
    """
    if path is None or _holds_no_records(path):
        cols = ", ".join(f'"{name}" {kind}' for name, kind in columns.items())
        con.execute(f"create table {table} ({cols})")
        return
    source = sniff(path)
    if source.shape == "envelope":
        source = _envelope_as_ndjson(source, work)
    try:
        _create_from_json(con, table, source)
    except duckdb.Error as exc:
        raise InputFileError(f"Can't load {path} into {table}: {_first_line(exc)}") from exc
    if "object" in [r[0] for r in con.execute(f"describe {table}").fetchall()]:
        con.execute(f'alter table {table} drop column "object"')
    _add_missing_columns(con, table, columns)


def _holds_no_records(path: Path) -> bool:
    """An empty array or empty JSON Lines file: no rulings (say), not an unreadable file."""
    try:
        with open_text(path) as text:
            head = text.read(64).strip()
    except (OSError, EOFError, UnicodeDecodeError):
        return False  # sniff() names the problem
    return "".join(head.split()) in ("", "[]")


def _create_from_json(con: duckdb.DuckDBPyConnection, table: str, source: JsonFile) -> None:
    fmt = "array" if source.shape == "array" else "newline_delimited"
    con.execute(
        f"create or replace table {table} as select * from read_json(?, format = ?, "
        "compression = ?, sample_size = -1, maximum_object_size = ?, records = true)",
        [str(source.path), fmt, "gzip" if source.gzip else "none", MAX_JSON_OBJECT],
    )


def _envelope_as_ndjson(source: JsonFile, work: Path) -> JsonFile:
    """API list objects are small: unwrap `data` to a JSON Lines file in the build's folder."""
    items = read_envelope(source.path)
    fd, tmp = tempfile.mkstemp(suffix=".jsonl", dir=work)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        for item in items:
            out.write(json.dumps(item, ensure_ascii=False) + "\n")
    return JsonFile(Path(tmp), False, "ndjson")


def _salvage_json_lines(
    source: JsonFile, work: Path
) -> tuple[JsonFile, list[tuple[str, str, str]]]:
    """Re-read a file whose JSON DuckDB rejected, one line at a time.

    Scryfall writes one card per line in both shapes (the legacy array as `[`, then
    `{...},` lines, then `]`), so a line is the unit of damage: keep every line that
    parses as an object, report the others by line number.
    """
    issues: list[tuple[str, str, str]] = []
    fd, tmp = tempfile.mkstemp(suffix=".jsonl", dir=work)
    good = 0
    number = 0
    closed = source.shape != "array"  # an array must end with "]", or the file is cut short
    with os.fdopen(fd, "w", encoding="utf-8") as out, open_text(source.path) as text:
        try:
            for number, raw in enumerate(text, start=1):
                if source.shape == "array":
                    closed = raw.rstrip().endswith("]") or (closed and not raw.strip())
                line = object_text(raw, source.shape)
                if not line:
                    continue
                try:
                    obj = json.loads(line)
                except ValueError as exc:
                    issues.append(
                        ("file", f"line {number}: {line[:200]}", f"malformed JSON: {exc}")
                    )
                    continue
                if not isinstance(obj, dict):
                    issues.append(("file", f"line {number}: {line[:200]}", "not a JSON object"))
                    continue
                out.write(line + "\n")
                good += 1
        except (OSError, EOFError, UnicodeDecodeError) as exc:
            Path(tmp).unlink(missing_ok=True)
            raise InputFileError(f"Can't read {source.path}: {exc}") from exc
    if not closed:
        Path(tmp).unlink(missing_ok=True)
        raise InputFileError(
            f"{source.path} ends at line {number} before its JSON array is closed: the file "
            "is cut short, and cards after that line are missing. Download it again."
        )
    if good == 0:
        Path(tmp).unlink(missing_ok=True)
        raise InputFileError(
            f"{source.path} holds no readable card objects ({len(issues)} bad lines)."
        )
    return JsonFile(Path(tmp), False, "ndjson"), issues


def _add_missing_columns(
    con: duckdb.DuckDBPyConnection, table: str, columns: dict[str, str]
) -> None:
    present = {r[0] for r in con.execute(f"describe {table}").fetchall()}
    for name, kind in columns.items():
        if name not in present:
            con.execute(f'alter table {table} add column "{name}" {kind}')


def _write_load_issues(con: duckdb.DuckDBPyConnection, issues: list[tuple[str, str, str]]) -> None:
    con.execute(f"create table raw_load_issues ({ISSUE_COLUMNS})")
    if issues:
        con.executemany(
            "insert into raw_load_issues values (null, ?, ?, ?)", [list(i) for i in issues]
        )


def run_sql_layer(con: duckdb.DuckDBPyConnection, sql_root: Path, layer: str) -> None:
    """Run every `.sql` file of one layer, alphabetically; each creates one object."""
    for path in sorted((sql_root / layer).glob("*.sql")):
        try:
            con.execute(path.read_text(encoding="utf-8"))
        except duckdb.Error as exc:
            raise SqlModelError(f"SQL model {layer}/{path.name} failed: {exc}") from exc


def _drop_build_helpers(con: duckdb.DuckDBPyConnection) -> None:
    """Staging views, intermediate views and parser tables only serve the build."""
    for name, kind in con.execute(
        "select table_name, table_type from information_schema.tables "
        "where table_schema = 'main' and (table_name like 'stg\\_%' escape '\\' "
        "or table_name like 'int\\_%' escape '\\' or table_name like 'parsed\\_%' escape '\\' "
        "or table_name like 'raw\\_%' escape '\\')"
    ).fetchall():
        con.execute(f'drop {"view" if kind == "VIEW" else "table"} if exists "{name}" cascade')


def _write_meta(con: duckdb.DuckDBPyConnection) -> None:
    con.execute(
        "create table pipeline_meta as select ? as schema_version, ? as pipeline_version, "
        "now() as built_at",
        [SCHEMA_VERSION, __version__],
    )


REFRESH_RUNS_DDL = """
create table refresh_runs (
    run_id bigint,
    started_at timestamptz,
    finished_at timestamptz,
    bulk_type varchar,
    upstream_updated_at varchar,
    source varchar,
    source_sha256 varchar,
    source_bytes bigint,
    source_mtime_ns bigint,
    rulings_source varchar,
    rulings_updated_at varchar,
    pipeline_version varchar,
    schema_version integer,
    rows_per_table map(varchar, bigint),
    seconds_per_stage map(varchar, double),
    local_files varchar
)
"""


def _create_refresh_runs(con: duckdb.DuckDBPyConnection, db: Path) -> None:
    """Create `refresh_runs` with the history of the warehouse being replaced."""
    con.execute(REFRESH_RUNS_DDL)
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
    row = con.execute("select coalesce(max(run_id), 0) + 1 from refresh_runs").fetchone()
    run_id = row[0] if row else 1
    con.execute(
        "insert into refresh_runs values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "map(?::varchar[], ?::bigint[]), map(?::varchar[], ?::double[]), ?)",
        [
            run_id,
            run.started_at,
            run.finished_at,
            run.bulk_type,
            run.upstream_updated_at,
            run.source,
            run.source_sha256,
            run.source_bytes,
            run.source_mtime_ns,
            run.rulings_source,
            run.rulings_updated_at,
            __version__,
            SCHEMA_VERSION,
            list(run.rows),
            list(run.rows.values()),
            list(run.stage_seconds),
            [round(v, 3) for v in run.stage_seconds.values()],
            run.local_files,
        ],
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


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_dir(path: Path) -> None:
    with contextlib.suppress(OSError):
        _fsync(path)


# ---------------------------------------------------------------------------------------
# Queries


def run_query(
    con: duckdb.DuckDBPyConnection, sql: str, params: Sequence[Any] | None = None
) -> tuple[list[str], list[tuple[Any, ...]]]:
    """Run one statement; return (column names, rows). DuckDB errors become WarehouseError."""
    try:
        cursor = con.execute(sql, params or [])
        if cursor is None or cursor.description is None:  # no statement (only comments)
            return [], []
        return [d[0] for d in cursor.description], cursor.fetchall()
    except duckdb.Error as exc:
        raise WarehouseError(str(exc).strip()) from exc


def run_arrow(
    con: duckdb.DuckDBPyConnection, sql: str, params: Sequence[Any] | None = None
) -> pl.DataFrame:
    """Run one statement and return its result as a polars DataFrame."""
    import polars as pl

    try:
        # con.sql (not execute) hands Arrow the result without an extra copy; UUIDs
        # arrive as text
        relation = con.sql(sql, params=params or None)
        if relation is None:
            return pl.DataFrame()
        frame = pl.from_arrow(relation.to_arrow_table())
    except duckdb.Error as exc:
        raise WarehouseError(str(exc).strip()) from exc
    assert isinstance(frame, pl.DataFrame)
    return frame


def lock_down(con: duckdb.DuckDBPyConnection) -> None:
    """Forbid a read-only connection to touch any other file (COPY, ATTACH, read_csv...).

    The warehouse itself is already protected by read_only; this also stops a query from
    writing files elsewhere or attaching the warehouse a second time for writing.

    DuckDB shares one database instance among the connections a process opens to the
    same file, settings included: a second Warehouse of the same file finds it locked
    down already, and must not try (and fail) to set the locked settings again.
    """
    locked = con.execute(
        "select current_setting('lock_configuration'), current_setting('enable_external_access')"
    ).fetchone()
    if locked is not None and locked[0] and not locked[1]:
        return
    con.execute("set enable_external_access = false")
    con.execute("set lock_configuration = true")
