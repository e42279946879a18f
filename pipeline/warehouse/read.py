"""Reading a built warehouse: read-only, locked down, fresh after every refresh.

Each connection attaches the file read-only to a DuckDB instance of its own (so a new
handle sees a warehouse swapped in after an older handle opened), with external access off
and the settings locked: nothing run through it can change the warehouse or touch another
file. Queries answer as (columns, rows) or polars DataFrames; Ctrl-C interrupts DuckDB
mid-statement.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import duckdb

from pipeline.errors import WarehouseError
from pipeline.render import distinct_names
from pipeline.warehouse.lock import DEFAULT_DB

if TYPE_CHECKING:  # polars and the parsers load only when a build or a DataFrame needs them,
    import polars as pl  # which keeps `pipeline status` and a no-op refresh quick
    import pyarrow as pa


SCHEMA_VERSION = 3
"""Bumped whenever a table or column the pipeline writes changes meaning or shape.

2: `cards.prices` holds numbers (DECIMAL(12,2)); `mana_abilities` says how each row was
found (ability_text, mechanism, via); `card_mana_production.leads_to`; `land_searches`.
3: `functions_in` of `activated_abilities` and `mana_abilities`; `could_produce` leaves out
the abilities that work only from the hand or the graveyard."""


def connect_readonly(db: Path) -> duckdb.DuckDBPyConnection:
    """Open an existing warehouse read-only: nothing run through it can change the file.

    Each call reads the warehouse that is at `db` now (see open_fresh), however many
    earlier connections are still open. The connection that checks it is a warehouse
    (check_db) is the one returned: opening the file costs a reader's cold start 30-50 ms.
    """
    con = _open_checked(db, replacing=False)
    assert con is not None  # a reader's db must exist, or _open_checked raised
    return con


def open_fresh(db: Path) -> duckdb.DuckDBPyConnection:
    """The warehouse at `db`, read-only, in a DuckDB instance of its own.

    `duckdb.connect(path)` shares one cached instance per path within a process, so it
    can return a warehouse that a refresh has since replaced. An in-memory instance that
    attaches the file (and detaches its own empty database) always reads what is at
    `db` now, under the name DuckDB would give it.
    """
    name = db.stem if db.stem not in ("memory", "system", "temp", "main", "") else "warehouse"
    con = duckdb.connect(":memory:")
    try:
        # the history's Parquet files are written once and never changed (a merge writes a
        # new file), so a connection keeps their footers instead of reading them per query
        con.execute("set parquet_metadata_cache = true")
        con.execute(f"attach '{sql_string(str(db))}' as {sql_identifier(name)} (read_only)")
        con.execute(f"use {sql_identifier(name)}")
        con.execute("detach memory")
    except BaseException:
        con.close()
        raise
    return con


def sql_string(text: str) -> str:
    return text.replace("'", "''")


def sql_identifier(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


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


def latest_run(
    con: duckdb.DuckDBPyConnection, *, database: str | None = None
) -> dict[str, Any] | None:
    """The newest `refresh_runs` row, by column name, or None: the one reading of "the
    run that built this warehouse" (status, export pages, Parquet manifests, refresh, the
    history's note of the warehouse being replaced: an attached `database`)."""
    table = f"{sql_identifier(database)}.refresh_runs" if database else "refresh_runs"
    cursor = con.execute(f"select * from {table} order by run_id desc limit 1")
    row = cursor.fetchone()
    if row is None:
        return None
    return dict(zip([d[0] for d in cursor.description], row, strict=True))


class Checked:
    """The warehouse a refresh's check opened (`check_for_refresh`), kept for its reads
    under the lock (`reading`): a no-op refresh then opens one DuckDB instance, not two
    (each costs 20-40 ms, bench/results/notes.md). It is given up when another refresh
    holds the lock (it would be held through the wait) and when the file at `db` is no
    longer the one it opened (a refresh swapped another in meanwhile)."""

    def __init__(self, con: duckdb.DuckDBPyConnection | None, file: tuple[int, int] | None) -> None:
        self._con = con
        self._file = file

    def take(self, db: Path) -> duckdb.DuckDBPyConnection | None:
        """The connection, if it still reads the file at `db` (the caller closes it)."""
        con, self._con = self._con, None
        if con is not None and file_identity(db) != self._file:
            con.close()
            return None
        return con

    def close(self) -> None:
        if self._con is not None:
            self._con.close()
            self._con = None


def file_identity(path: Path) -> tuple[int, int] | None:
    """Which file is at `path` (None: none): a refresh swaps a new one in by rename, a new
    inode, so a reader that kept this can tell that the warehouse it opened was replaced."""
    try:
        found = path.stat()
    except OSError:
        return None
    return found.st_dev, found.st_ino


def check_for_refresh(db: Path) -> Checked:
    """`check_db(db, replacing=True)`, keeping what it opened for `reading`."""
    file = file_identity(db)  # before opening: a swap in between reads as replaced
    return Checked(_open_checked(db, replacing=True), file)


@contextlib.contextmanager
def reading(db: Path, checked: Checked | None = None) -> Iterator[duckdb.DuckDBPyConnection | None]:
    """The warehouse at `db` opened once (`open_fresh`, or what `checked` holds) for a
    refresh's reads under its lock, or None when there is no file there or DuckDB can't
    open it.

    Opening a DuckDB instance costs 20-40 ms, a no-op refresh's largest cost after its
    imports (bench/results/notes.md): its reads share this one.
    """
    con = checked.take(db) if checked is not None else None
    if con is None and db.exists():
        with contextlib.suppress(duckdb.Error):
            con = open_fresh(db)
    try:
        yield con
    finally:
        if con is not None:
            con.close()


def last_run(con: duckdb.DuckDBPyConnection | None) -> dict[str, Any] | None:
    """The newest `refresh_runs` row of a warehouse (`reading`), or None when there is no
    warehouse of this schema."""
    if con is None:
        return None
    try:
        if schema_version(con) != SCHEMA_VERSION:
            return None
        return latest_run(con)
    except duckdb.Error:
        return None


def every_printing(con: duckdb.DuckDBPyConnection, *, database: str | None = None) -> bool | None:
    """`pipeline_meta.has_every_printing` of a warehouse: the current database or an
    attached one; None when it does not say (a warehouse from before issue 17, or none)."""
    table = f"{sql_identifier(database)}.pipeline_meta" if database else "pipeline_meta"
    try:
        rows = con.execute(f"select has_every_printing from {table}").fetchall()
    except duckdb.Error:
        return None
    return bool(rows[0][0]) if rows and rows[0][0] is not None else None


def table_names(
    con: duckdb.DuckDBPyConnection, *, database: str | None = None, views: bool = False
) -> list[str]:
    """The tables (and with `views`, the views) of a database's main schema, sorted: the
    current database, or an attached one by name."""
    names = _names(con, "duckdb_tables", "table_name", database)
    return sorted(names + view_names(con, database=database)) if views else names


def view_names(con: duckdb.DuckDBPyConnection, *, database: str | None = None) -> list[str]:
    """The views of a database's main schema, sorted (the history's)."""
    return _names(con, "duckdb_views", "view_name", database)


def table_columns(
    con: duckdb.DuckDBPyConnection, table: str, *, database: str | None = None, schema: str = "main"
) -> list[tuple[str, str]]:
    """The columns of a table, in order, with their types: of the current database, or an
    attached one by name; [] if there is no such table."""
    return con.execute(
        f"select column_name, data_type from duckdb_columns() where {_database(database)} "
        "and schema_name = ? and table_name = ? order by column_index",
        [*([] if database is None else [database]), schema, table],
    ).fetchall()


def _database(database: str | None) -> str:
    """The condition on `database_name` that picks `database` (a parameter), or the current
    database."""
    return "database_name = " + ("current_database()" if database is None else "?")


def _names(
    con: duckdb.DuckDBPyConnection, function: str, column: str, database: str | None
) -> list[str]:
    rows = con.execute(
        f"select {column} from {function}() where {_database(database)} "
        f"and schema_name = 'main' and not internal order by 1",
        [] if database is None else [database],
    ).fetchall()
    return [name for (name,) in rows]


def table_counts(con: duckdb.DuckDBPyConnection) -> dict[str, int]:
    """Rows per base table of the warehouse, by table name."""
    counts = {}
    for name in table_names(con):
        row = con.execute(f"select count(*) from {sql_identifier(name)}").fetchone()
        counts[name] = int(row[0]) if row else 0
    return counts


def first_line(exc: BaseException) -> str:
    """DuckDB's message without the SQL it quotes (the user never wrote that SQL)."""
    return str(exc).strip().split("\n", 1)[0]


def is_damaged(exc: BaseException, db: Path) -> bool:
    """Whether DuckDB failed to read the warehouse file itself (cut short, overwritten):
    its IO errors name the file they read, in quotes."""
    return isinstance(exc, duckdb.IOException) and f'"{db.resolve()}"' in str(exc)


def damaged_error(exc: BaseException, db: Path) -> WarehouseError:
    """What to do about a warehouse file DuckDB can't read (`is_damaged`)."""
    return WarehouseError(
        f"{db} can't be read: the file is damaged ({first_line(exc)}). Move it aside or "
        "delete it, then run 'pipeline refresh' to build a new one."
    )


def statement_count(con: duckdb.DuckDBPyConnection, sql: str) -> int:
    """How many statements `sql` holds; a syntax error is DuckDB's message. SQL read from
    the command line or standard input in another encoding holds bytes that are no UTF-8
    (as surrogates), which DuckDB can't take: refused by name."""
    try:
        sql.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise WarehouseError(
            "The SQL is not UTF-8 text (a byte at character "
            f"{exc.start + 1} is no UTF-8): write or save it as UTF-8."
        ) from exc
    try:
        return len(con.extract_statements(sql))
    except duckdb.Error as exc:
        raise WarehouseError(str(exc).strip()) from exc


def run_query(
    con: duckdb.DuckDBPyConnection, sql: str, params: Sequence[Any] | None = None
) -> tuple[list[str], list[tuple[Any, ...]]]:
    """Run one statement; return (column names, rows). DuckDB errors become WarehouseError."""
    columns, rows = stream_query(con, sql, params)
    return columns, list(rows)


QUERY_BATCH = 10_000
"""Rows a streamed result holds in memory at a time (`stream_query`)."""


def stream_query(
    con: duckdb.DuckDBPyConnection,
    sql: str,
    params: Sequence[Any] | None = None,
    *,
    before_fetch: Callable[[], None] | None = None,
) -> tuple[list[str], Iterator[tuple[Any, ...]]]:
    """Run one statement; return its column names and its rows, fetched QUERY_BATCH at a
    time as they are read, so a result of any size goes out in bounded memory (`run_query`
    holds all of it). The rows are there while `con` is open and runs no other statement
    (`before_fetch` may raise to say it did); errors become WarehouseError."""
    try:
        with interruptible(con):
            cursor = con.execute(sql, params or [])
    except duckdb.Error as exc:
        raise WarehouseError(str(exc).strip()) from exc
    if cursor is None or cursor.description is None:
        return [], iter(())

    def rows() -> Iterator[tuple[Any, ...]]:
        while True:
            if before_fetch is not None:
                before_fetch()
            try:
                with interruptible(con):
                    batch = cursor.fetchmany(QUERY_BATCH)
            except duckdb.Error as exc:
                raise WarehouseError(str(exc).strip()) from exc
            if not batch:
                return
            yield from batch

    return [d[0] for d in cursor.description], rows()


def run_arrow(
    con: duckdb.DuckDBPyConnection, sql: str, params: Sequence[Any] | None = None
) -> pl.DataFrame:
    """Run one statement and return its result as a polars DataFrame."""
    import polars as pl

    try:
        # con.sql (not execute) hands Arrow the result without an extra copy; UUIDs
        # arrive as text
        with interruptible(con):
            relation = con.sql(sql, params=params or None)
            if relation is None:
                return pl.DataFrame()
            frame = pl.from_arrow(_for_polars(relation.to_arrow_table()))
    except duckdb.Error as exc:
        raise WarehouseError(str(exc).strip()) from exc
    assert isinstance(frame, pl.DataFrame)
    return _integers_as_integers(frame)


def _for_polars(table: pa.Table) -> pa.Table:
    """An Arrow result as polars can hold it, as DuckDB's own `.pl()` would give it.

    - Columns named alike (`select 1 as i, 2 as i`, `select *` of a join) are told apart
      as DuckDB does: `i`, `i_1`; polars refuses two columns of one name.
    - An INTERVAL column becomes a duration: polars refuses Arrow's month-day-nano
      intervals. A month counts as 30 days, as DuckDB converts an interval to Python's
      timedelta and `pipeline query` prints it (`render.jsonable`). One inside a list or a
      struct is refused with what to do instead (polars panics on it).
    """
    import pyarrow as pa

    interval = pa.month_day_nano_interval()
    table = table.rename_columns(distinct_names(table.column_names))
    for index, field in enumerate(table.schema):
        if field.type == interval:
            micros = [
                None
                if v is None
                else (v.months * 30 + v.days) * 86_400_000_000 + v.nanoseconds // 1000
                for v in table.column(index).to_pylist()
            ]
            duration = pa.duration("us")
            table = table.set_column(
                index, pa.field(field.name, duration), pa.array(micros, duration)
            )
        elif interval_inside(field.type):
            raise WarehouseError(
                f"Column {field.name!r} holds intervals inside a {field.type}, which a polars "
                "DataFrame can't hold: give their seconds in the SQL (epoch(...)) or their "
                "text (cast(... as varchar))."
            )
    return table


def interval_inside(type_: pa.DataType) -> bool:
    """Whether a nested Arrow type holds an interval anywhere inside it."""
    import pyarrow as pa

    if type_ == pa.month_day_nano_interval():
        return True
    return any(interval_inside(type_.field(i).type) for i in range(type_.num_fields))


def _integers_as_integers(frame: pl.DataFrame) -> pl.DataFrame:
    """DuckDB's sums of integers (HUGEINT) reach Arrow as DECIMAL(38,0): make them Int64.

    A value beyond Int64 (never a count) keeps its column as it came.
    """
    import polars as pl

    for name, dtype in frame.schema.items():
        if isinstance(dtype, pl.Decimal) and dtype.scale == 0:
            try:
                frame = frame.with_columns(pl.col(name).cast(pl.Int64, strict=True))
            except pl.exceptions.InvalidOperationError:
                continue
    return frame


@contextlib.contextmanager
def interruptible(con: duckdb.DuckDBPyConnection) -> Iterator[None]:
    """Let Ctrl-C stop the statement `con` runs, not only the Python around it.

    Python runs its SIGINT handler between bytecodes; inside DuckDB's C++ code only when
    DuckDB checks for signals, which not every operator does, so a long statement could go
    on to its end. A thread woken by the signal itself (signal.set_wakeup_fd) interrupts
    the connection; whatever DuckDB then raises ("Query interrupted", an InterruptException
    or, when its own check ran Python's handler first, a RuntimeError) becomes the
    KeyboardInterrupt it stands for. Off the main thread (where no signal arrives) this
    does nothing.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    reader, writer = socket.socketpair()
    writer.setblocking(False)
    previous = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    interrupted = threading.Event()

    def watch() -> None:
        while data := reader.recv(64):  # b"" once the writer is closed
            if signal.SIGINT in data:
                interrupted.set()
                con.interrupt()
            if previous != -1:  # whoever listened before (an event loop) hears it too
                with contextlib.suppress(OSError):
                    os.write(previous, data)

    watcher = threading.Thread(target=watch, name="ctrl-c", daemon=True)
    watcher.start()
    watching = True

    def stop_watching() -> None:
        """Stop the watcher once it has read every byte already written."""
        nonlocal watching
        if watching:
            watching = False
            signal.set_wakeup_fd(previous)
            writer.close()
            watcher.join()  # it reads what is left, then b"" ends it
            reader.close()

    try:
        yield
    except Exception as exc:
        # The signal's byte is in the socket before anything the Ctrl-C causes is raised,
        # but DuckDB's own check can raise first, before the watcher has read it (a
        # Ctrl-C'd query then ended in a traceback, 1 run in 30): read it all, then decide.
        stop_watching()
        if interrupted.is_set():
            raise KeyboardInterrupt from exc
        raise
    finally:
        stop_watching()


def lock_down(con: duckdb.DuckDBPyConnection, *, readable: Sequence[Path] = ()) -> None:
    """Forbid a read-only connection to touch any other file (COPY, ATTACH, read_csv...).

    The warehouse itself is already protected by read_only; this also stops a query from
    writing files elsewhere or attaching the warehouse a second time for writing. The
    connection has a DuckDB instance of its own (open_fresh), so its settings are its
    own to lock.

    DuckDB lets a connection read and write its temp folder (`.tmp` in the current folder,
    or `<db>.tmp`) even with file access off, so queries get none: they run in memory
    and never spill to disk.

    `readable`: files (absolute paths) the connection may still read. DuckDB lets it write
    them as well (COPY ... TO with use_tmp_file false), so a connection given any runs
    only the pipeline's own queries (`history.open_reader`), never a user's SQL.
    """
    con.execute("set temp_directory = ''")
    if readable:
        listed = ", ".join(f"'{sql_string(str(path))}'" for path in readable)
        con.execute(f"set allowed_paths = [{listed}]")
    con.execute("set enable_external_access = false")
    con.execute("set lock_configuration = true")


def check_db(db: Path, *, replacing: bool) -> None:
    """Refuse a warehouse path that is not absent or a warehouse this pipeline built.

    Checked before any work, so a typo costs no build and a refresh never replaces a
    file it does not own: the input file, a CSV, someone else's DuckDB database.
    `replacing`: for a refresh, which may create the file; readers need it to exist.
    """
    con = _open_checked(db, replacing=replacing)
    if con is not None:
        con.close()


def _history_folder_name() -> str:
    from pipeline.history import FOLDER  # the history's names load the dictionary: late

    return FOLDER


def _open_checked(db: Path, *, replacing: bool) -> duckdb.DuckDBPyConnection | None:
    """check_db's checks; the warehouse opened read-only, or None where `replacing` and
    there is no file yet."""
    if db.is_dir():
        raise WarehouseError(
            f"--db {db} is a folder, not a warehouse file; name the file, e.g. "
            f"--db {db / DEFAULT_DB.name}."
        )
    if replacing and db.name == _history_folder_name():
        raise WarehouseError(
            f"--db {db}: a warehouse can't be named {db.name!r}, the name of the folder its "
            f"history is kept in beside it ({db.parent / db.name}/{db.name}/). Name the "
            f"file otherwise, e.g. --db {db.parent / DEFAULT_DB.name}."
        )
    if not db.exists():
        if replacing:
            return None
        raise WarehouseError(f"No warehouse at {db}. Run 'pipeline refresh' first.")
    con, problem = _open_warehouse(db)
    if con is None:
        advice = (
            "Refusing to replace it; choose another --db, e.g. outputs/cards.duckdb."
            if replacing
            else "Check --db (or $PIPELINE_DB)."
        )
        raise WarehouseError(f"{db} is not a warehouse: it is {problem}. {advice}")
    return con


_OPEN_ATTEMPTS = 5
"""How many times a reader opens a warehouse that refreshes keep replacing under it."""


def _identity(db: Path) -> tuple[int, int, int] | None:
    """Which file is at `db` now: a swap puts another inode there."""
    try:
        status = db.stat()
    except OSError:
        return None
    return status.st_ino, status.st_size, status.st_mtime_ns


DUCKDB_MAGIC = b"DUCK"
"""Bytes 8-11 of every DuckDB database file."""


def _open_warehouse(db: Path) -> tuple[duckdb.DuckDBPyConnection | None, str]:
    """The existing file at `db` opened read-only if it is a warehouse this pipeline built;
    else None and what the file is."""
    if not db.is_file():
        return None, "not a regular file"
    try:
        with open(db, "rb") as handle:
            header = handle.read(12)
    except OSError as exc:
        return None, f"a file this user can't read ({exc.strerror or exc})"
    if header[8:12] != DUCKDB_MAGIC:
        return None, "not a DuckDB file"
    for attempt in range(_OPEN_ATTEMPTS):
        identity = _identity(db)
        try:
            con = open_fresh(db)
            try:
                is_ours = "refresh_runs" in table_names(con)
            except BaseException:
                con.close()
                raise
            break
        except duckdb.Error as exc:
            # DuckDB's read-only ATTACH reads the path more than once: a refresh that swaps
            # a new warehouse in meanwhile ("Could not read enough bytes", "Metadata block
            # index ... exceeds") is no broken file; the new one is read again
            if _identity(db) != identity and attempt + 1 < _OPEN_ATTEMPTS:
                continue
            return None, f"a DuckDB file that can't be opened ({first_line(exc)})"
    if not is_ours:
        con.close()
        return None, "a DuckDB database this pipeline did not build (it has no refresh_runs table)"
    return con, ""
