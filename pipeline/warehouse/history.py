"""History in and out of the warehouse: recorded by each build, read by every reader.

See `pipeline.history` for the layout and the atomicity scheme. Here:

- `record`: during a build, before the swap. Carries the committed list over from the
  warehouse being replaced (ATTACHed read-only; its `history_snapshots`, else the
  `snapshots.json` beside the files), compares the new build with it (`card_changes`),
  appends the day's prices, merges small files, writes the views. Returns a `Pending`
  whose `commit` (after the swap) deletes what the new list superseded and whose `abort`
  (a failed build) deletes what it wrote.
- `clean`: at the start of a refresh, under its lock: delete our files the committed list
  does not name (a killed refresh's, or merged ones a killed refresh did not delete).
- `register`: every read-only connection reads the history through pyarrow datasets of
  the committed files, registered (when the first SQL that reads them comes) as
  temporary views that stand in front of the warehouse's own views. DuckDB's
  `allowed_paths` would let the views read the files, but it lets `COPY ... TO` overwrite
  them too; pyarrow reads the files instead, and DuckDB itself keeps no access to any
  file.
- `open_reader`: the connection the pipeline's own history questions run on (a card's
  price series, the changes): DuckDB reads the committed files itself, about three times
  faster than through pyarrow, and may read no other file. It runs only the fixed,
  parameterised queries of `pipeline.history.query`, never a user's SQL, because DuckDB
  would let any SQL on it overwrite the files it may read.
- `prune`: `pipeline history prune --before DATE`, the one way history is deleted.
"""

from __future__ import annotations

import contextlib
import json
import shutil
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import duckdb

from pipeline import __version__, history
from pipeline.errors import WarehouseError
from pipeline.files import replace_durably
from pipeline.history import changes as changes_sql
from pipeline.warehouse.lock import aside, cannot_create
from pipeline.warehouse.read import (
    damaged_error,
    every_printing,
    first_line,
    is_damaged,
    latest_run,
    lock_down,
    open_fresh,
    reading,
    sql_string,
    table_columns,
    table_names,
)

if TYPE_CHECKING:
    from pipeline.warehouse.build import RunRecord


def _list_ddl() -> str:
    typed = ", ".join(f"{name} {kind}" for name, kind in history.list_columns())
    return f"create table {history.LIST_TABLE} ({typed})"


def _list_names() -> str:
    return ", ".join(name for name, _ in history.list_columns())


@dataclass
class Pending:
    """The history files one build wrote, committed or undone with its warehouse."""

    folder: Path
    written: list[Path] = field(default_factory=list)
    superseded: list[Path] = field(default_factory=list)
    listed: list[dict[str, Any]] = field(default_factory=list)

    def commit(self) -> None:
        """After the swap: delete the files merged into others; copy the list beside them.

        Only tidying: a refresh killed here leaves files the next one deletes.
        """
        for path in self.superseded:
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)
        with contextlib.suppress(OSError):
            write_manifest(self.folder, self.listed)

    def abort(self) -> None:
        """The build failed: its files never made it into a list."""
        for path in self.written:
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)


# -- recording (a build) ------------------------------------------------------------------------


def record(con: duckdb.DuckDBPyConnection, db: Path, run: RunRecord) -> Pending:
    """Record the new build's history; see the module's docstring."""
    folder = history.folder(db)
    pending = Pending(folder)
    con.execute(_list_ddl())
    previous = _attach_previous(con, db)
    con.execute("set preserve_insertion_order = true")  # files keep their sort order
    try:
        _carry_list(con, folder, previous, run)
        refresh_id = _next_refresh_id(con, folder)
        run.run_id = refresh_id
        as_of, changed_at = history.as_of_of(
            given=run.as_of,
            upstream_updated_at=run.upstream_updated_at,
            source_mtime_ns=run.source_mtime_ns,
            started_at=run.started_at,
        )
        later = con.execute(
            f"select max(as_of) from {history.LIST_TABLE} where as_of > ?", [as_of]
        ).fetchone()
        if later and later[0] is not None:
            run.warnings.append(
                f"this build's data is of {as_of.isoformat()}, before the history's "
                f"last snapshot ({later[0].isoformat()}): its prices join the series at that "
                "day, and its changes, counted against the warehouse it replaces, are dated "
                "before changes they undo. To fill in a history, load files oldest first."
            )
        missing = _missing_files(con, folder)
        if missing and not folder.is_dir():
            # copied or moved without its history: a new history starts beside it
            con.execute(f"delete from {history.LIST_TABLE}")
            run.notes.append(
                f"History: the {len(missing)} file{'s' if len(missing) != 1 else ''} of history "
                f"the warehouse listed {'are' if len(missing) != 1 else 'is'} not beside it "
                f"({folder} does not exist; was it copied without its history?), so a new "
                "history starts there."
            )
            missing = []
        elif missing:
            run.warnings.append(
                f"{len(missing)} history file{'s' if len(missing) != 1 else ''} the "
                f"warehouse lists {'are' if len(missing) != 1 else 'is'} missing from {folder} or "
                "unreadable "
                f"(e.g. {missing[0]}): restore {'them' if len(missing) != 1 else 'it'} from a "
                "backup; until then price_history and card_changes can't be read."
            )
        if previous:
            _record_changes(con, folder, pending, run, refresh_id, as_of, changed_at, missing)
        _record_prices(con, folder, pending, refresh_id, as_of, missing)
        create_views(con, folder, refresh_id)
        pending.listed = _list_rows(con)
    except OSError as exc:
        pending.abort()
        raise WarehouseError(
            f"Can't write the history in {folder}: {exc.strerror or exc}"
            + (f" ({exc.filename})" if exc.filename else "")
            + f". Check that the folder is writable; {db} and its history were not changed."
        ) from exc
    except duckdb.InterruptException:  # Ctrl-C: stop now, not after reading every file
        pending.abort()
        raise
    except duckdb.Error as exc:  # a listed file whose footer reads and its data not, say
        new = {str(p.relative_to(folder)) for p in pending.written}  # this build's own
        pending.abort()
        if is_damaged(exc, db):  # the warehouse it replaces, read for what changed
            raise damaged_error(exc, db) from exc
        listed = con.execute(f"select distinct file from {history.LIST_TABLE}").fetchall()
        damaged = unreadable_data(folder, sorted(r[0] for r in listed if r[0] not in new))
        raise WarehouseError(
            f"Can't record the history in {folder}: {first_line(exc)}. "
            + (
                f"Damaged: {', '.join(damaged)}; restore {'them' if len(damaged) > 1 else 'it'} "
                "from a backup, or run 'pipeline history prune --missing'"
                if damaged
                else "No history file reads as damaged"
            )
            + f"; {db} and its history were not changed."
        ) from exc
    except BaseException:
        pending.abort()
        raise
    finally:
        con.execute("set preserve_insertion_order = false")
        for table in (
            "_h_new_ids",
            "_h_old_ids",
            "_h_differ",
            "_h_new",
            "_h_old",
            "_h_changes",
            "_h_prices",
        ):
            con.execute(f"drop table if exists temp.{table}")
        if previous:
            con.execute("detach previous")
    return pending


def _attach_previous(con: duckdb.DuckDBPyConnection, db: Path) -> bool:
    """ATTACH the warehouse being replaced as `previous`, if there is one that opens."""
    if not db.exists():
        return False
    try:
        con.execute("attach ? as previous (read_only)", [str(db)])
    except duckdb.Error:
        return False
    return True


def _has_table(con: duckdb.DuckDBPyConnection, catalog: str, table: str) -> bool:
    return table in table_names(con, database=catalog)


def _columns(con: duckdb.DuckDBPyConnection, catalog: str | None, table: str) -> frozenset[str]:
    return frozenset(name for name, _ in table_columns(con, table, database=catalog))


def _current(con: duckdb.DuckDBPyConnection) -> str:
    return str(con.execute("select current_database()").fetchall()[0][0])


def _carry_list(
    con: duckdb.DuckDBPyConnection, folder: Path, previous: bool, run: RunRecord
) -> None:
    """The committed list of the warehouse being replaced, else of snapshots.json."""
    if previous and _has_table(con, "previous", history.LIST_TABLE):
        try:
            con.execute(
                f"insert into {history.LIST_TABLE} ({_list_names()}) "
                f"select {_list_names()} from previous.{history.LIST_TABLE}"
            )
            return
        except duckdb.Error as exc:
            run.warnings.append(
                f"the history list of the warehouse being replaced could not be read "
                f"({first_line(exc)}); read {folder / history.MANIFEST} instead."
            )
    rows = read_manifest(folder)
    if rows:
        for row in rows:
            con.execute(
                f"insert into {history.LIST_TABLE} ({_list_names()}) values (?, ?, ?, ?, ?, ?)",
                [row.get(name) for name, _ in history.list_columns()],
            )
        run.notes.append(
            f"Took the history list from {folder / history.MANIFEST} ({len(rows)} entries): "
            "the warehouse being replaced had none."
        )


def _next_refresh_id(con: duckdb.DuckDBPyConnection, folder: Path) -> int:
    """One more than any refresh the warehouse, its list or the folder's file names know."""
    row = con.execute(
        f"select greatest((select coalesce(max(run_id), 0) from refresh_runs), "
        f"(select coalesce(max(refresh_id), 0) from {history.LIST_TABLE}))"
    ).fetchall()
    on_disk = max((f.refresh_id for f in history.our_files(folder)), default=0)
    return max(int(row[0][0]), on_disk) + 1


def _missing_files(con: duckdb.DuckDBPyConnection, folder: Path) -> list[str]:
    rows = con.execute(f"select distinct file from {history.LIST_TABLE} order by file").fetchall()
    return unreadable(folder, [r[0] for r in rows])


def unreadable(
    folder: Path, files: Sequence[str], con: duckdb.DuckDBPyConnection | None = None
) -> list[str]:
    """The `files` (relative to `folder`) that are gone, or that DuckDB can't open as
    Parquet: not whole (`history.is_whole_parquet`), or with a footer it can't read. What
    every reader of the history counts as missing. The footers are read in one call (a
    year's 700 files in some 40 ms), file by file only when one of them is bad. `con`: a
    connection with file access to read them with, else one of its own."""
    found = [f for f in files if not history.is_whole_parquet(folder / f)]
    whole = [f for f in files if f not in found]
    if not whole:
        return found
    with contextlib.ExitStack() as stack:
        reader = con or stack.enter_context(duckdb.connect())

        def footers_read(names: Sequence[str]) -> bool:
            try:
                reader.execute(
                    "select count(*) from parquet_file_metadata(?)",
                    [[str(folder / f) for f in names]],
                )
            except duckdb.Error:
                return False
            return True

        if not footers_read(whole):
            found += [f for f in whole if not footers_read([f])]
    return sorted(found, key=list(files).index)


def unreadable_data(folder: Path, files: Sequence[str]) -> list[str]:
    """`unreadable`, and the files whose every row and column can't be read as their kind
    declares (damage past the footer, another table's file): what `prune --missing`
    drops, and what a refresh that failed reading the history names. Reads every file."""
    found = unreadable(folder, files)
    with duckdb.connect() as con:
        for file in files:
            if file in found:
                continue
            names = history.column_names(file.split("/", 1)[0])
            try:
                con.execute(
                    f"select bit_xor(hash({names})) from read_parquet(?)", [str(folder / file)]
                ).fetchall()
            except duckdb.Error:
                found.append(file)
    return sorted(found, key=list(files).index)


def _schema_version(con: duckdb.DuckDBPyConnection, prefix: str) -> int | None:
    """pipeline_meta.schema_version of the new build ('') or the one it replaces."""
    try:
        row = con.execute(f"select schema_version from {prefix}pipeline_meta").fetchone()
    except duckdb.CatalogException:  # a warehouse older than the versions
        return None
    return int(row[0]) if row and row[0] is not None else None


def _record_changes(
    con: duckdb.DuckDBPyConnection,
    folder: Path,
    pending: Pending,
    run: RunRecord,
    refresh_id: int,
    as_of: date,
    changed_at: datetime,
    missing: Sequence[str],
) -> None:
    """Compare the new build with the warehouse it replaces; write what changed."""
    if not _has_table(con, "previous", "cards") or not _has_table(con, "previous", "card_faces"):
        return
    new = changes_sql.Catalog(
        "",
        _columns(con, None, "cards"),
        _columns(con, None, "card_chroma"),
        _columns(con, None, "card_mana_production"),
        _schema_version(con, ""),
    )
    old = changes_sql.Catalog(
        "previous.",
        _columns(con, "previous", "cards"),
        _columns(con, "previous", "card_chroma"),
        _columns(con, "previous", "card_mana_production"),
        _schema_version(con, "previous."),
    )
    fields = changes_sql.compared_fields(new, old)
    # first every card's hash, then text for the cards whose hash differs
    con.execute(f"create temp table _h_new_ids as {changes_sql.card_hashes_sql(new, fields)}")
    con.execute(f"create temp table _h_old_ids as {changes_sql.card_hashes_sql(old, fields)}")
    con.execute(
        "create temp table _h_differ as select card_id from temp._h_new_ids as n "
        "inner join temp._h_old_ids as o using (card_id) where n.h <> o.h"
    )
    con.execute(
        "create temp table _h_new as "
        + changes_sql.card_values_sql(new, fields, only="temp._h_differ")
    )
    con.execute(
        "create temp table _h_old as "
        + changes_sql.card_values_sql(old, fields, only="temp._h_differ")
    )
    formats: list[str] = []
    if "legalities" in fields:
        formats = sorted(_formats(con, "") & _formats(con, "previous."))
    previous_bulk = _previous_bulk_type(con)
    switched = None
    if previous_bulk is not None and previous_bulk != run.bulk_type:
        switched = f"the card file changed from {previous_bulk} to {run.bulk_type}"
    else:
        before, now = every_printing(con, database="previous"), every_printing(con)
        if before is not None and now is not None and before != now:
            # two local files: one of every printing, one of a printing per card
            kinds = {True: "every printing", False: "a printing per card"}
            switched = f"the card file changed from one of {kinds[before]} to one of {kinds[now]}"
    printings = switched is None
    if switched is not None:
        run.notes.append(
            f"History: {switched}, so printings added or removed by the switch are not "
            "recorded as changes (cards added or removed, and changes to the printings both "
            "files hold, are)."
        )
    sql = changes_sql.changes_sql(
        fields,
        formats,
        printings=printings,
        new_ids="temp._h_new_ids",
        old_ids="temp._h_old_ids",
        new="temp._h_new",
        old="temp._h_old",
    )
    con.execute(
        "create temp table _h_changes as select * from ("
        + sql
        + ") as t(refresh_id, changed_at, card_id, oracle_id, name, change, field, "
        "old_value, new_value)",
        [refresh_id, changed_at],
    )
    rows = con.execute("select count(*) from temp._h_changes").fetchall()[0][0]
    if rows:
        _write(con, folder, pending, history.CHANGES, "temp._h_changes", refresh_id, missing,
               today=[(as_of, refresh_id, int(rows))])  # fmt: skip


def _formats(con: duckdb.DuckDBPyConnection, prefix: str) -> set[str]:
    rows = con.execute(
        f"select distinct unnest(json_keys(to_json(legalities))) from "
        f"(select legalities from {prefix}cards where legalities is not null limit 1)"
    ).fetchall()
    return {r[0] for r in rows}


def _previous_bulk_type(con: duckdb.DuckDBPyConnection) -> str | None:
    """The card file (bulk type, or 'file') the warehouse being replaced was built from."""
    try:
        run = latest_run(con, database="previous")
    except duckdb.Error:
        return None
    return str(run["bulk_type"]) if run and run.get("bulk_type") is not None else None


def _record_prices(
    con: duckdb.DuckDBPyConnection,
    folder: Path,
    pending: Pending,
    refresh_id: int,
    as_of: date,
    missing: Sequence[str],
) -> None:
    """Append the day's prices of every printing not yet recorded for that day."""
    columns = _columns(con, None, "cards")
    if "prices" not in columns:
        return
    kinds = _struct_fields(con, "cards", "prices")
    values = [
        f"prices.{name}::decimal(12,2)" if name in kinds else "null::decimal(12,2)"
        for name in history.PRICE_FIELDS
    ]
    selected = ", ".join(f"{v} as {n}" for v, n in zip(values, history.PRICE_FIELDS, strict=True))
    oracle = "c.oracle_id" if "oracle_id" in columns else "null"
    con.execute(
        f"""
        create temp table _h_prices as
        select
            c.id::varchar as card_id,
            coalesce({oracle}, f.oracle_id)::varchar as oracle_id,
            ?::date as as_of,
            {selected}
        from cards as c
        left join (
            select card_id, arg_min(oracle_id, face_index) as oracle_id
            from card_faces group by card_id
        ) as f on f.card_id = c.id
        where coalesce({", ".join(values)}) is not null
        """,
        [as_of],
    )
    # one price per printing and day: what an earlier refresh recorded for this day stays
    recorded = [
        r[0]
        for r in con.execute(
            f"select distinct file from {history.LIST_TABLE} where kind = ? and as_of = ?",
            [history.PRICES, as_of],
        ).fetchall()
    ]
    readable = [f for f in recorded if f not in missing]
    if readable:
        con.execute(
            f"delete from temp._h_prices where card_id in (select card_id from "
            f"read_parquet({_file_list(folder, readable)}) where as_of = ?)",
            [as_of],
        )
    rows = con.execute("select count(*) from temp._h_prices").fetchall()[0][0]
    if not rows:
        return
    _write(con, folder, pending, history.PRICES, "temp._h_prices", refresh_id, missing,
           today=[(as_of, refresh_id, int(rows))])  # fmt: skip


def _struct_fields(con: duckdb.DuckDBPyConnection, table: str, column: str) -> set[str]:
    rows = con.execute(
        f"select distinct unnest(json_keys(to_json({column}))) from "
        f"(select {column} from {table} where {column} is not null limit 1)"
    ).fetchall()
    return {r[0] for r in rows}


def _write(
    con: duckdb.DuckDBPyConnection,
    folder: Path,
    pending: Pending,
    kind: str,
    rows_from: str,
    refresh_id: int,
    missing: Sequence[str],
    *,
    today: list[tuple[date, int, int]],
) -> None:
    """Write one refresh's rows of `kind`; merge the small files when there are enough.

    `today`: the list rows of this refresh's data, (as_of, refresh_id, rows).
    """
    names = history.column_names(kind)
    single = [
        r[0]
        for r in con.execute(
            f"select distinct file from {history.LIST_TABLE} where kind = ? and not merged "
            "order by file",
            [kind],
        ).fetchall()
    ]
    merge = len(single) + 1 >= history.MERGE_AT and not set(single) & set(missing)
    if merge:
        span = con.execute(
            f"select min(as_of), max(as_of) from {history.LIST_TABLE} "
            f"where kind = ? and file in (select unnest(?::varchar[]))",
            [kind, single],
        ).fetchall()[0]
        first = min(span[0], *(d for d, _, _ in today))
        last = max(span[1], *(d for d, _, _ in today))
        source = (
            f"select {names} from read_parquet({_file_list(folder, single)}) "
            f"union all select {names} from {rows_from}"
        )
    else:
        first = min(d for d, _, _ in today)
        last = max(d for d, _, _ in today)
        source = f"select {names} from {rows_from}"
    relative = f"{kind}/{history.file_name(first, last, refresh_id)}"
    target = folder / relative
    target.parent.mkdir(parents=True, exist_ok=True)
    _write_parquet(con, pending, f"select * from ({source})", kind, target)
    if merge:
        con.execute(
            f"update {history.LIST_TABLE} set file = ?, merged = true "
            f"where kind = ? and file in (select unnest(?::varchar[]))",
            [relative, kind, single],
        )
        pending.superseded += [folder / name for name in single]
    for as_of, refresh, rows in today:
        con.execute(
            f"insert into {history.LIST_TABLE} ({_list_names()}) values (?, ?, ?, ?, ?, ?)",
            [kind, as_of, refresh, relative, rows, merge],
        )


def _file_list(folder: Path, files: Sequence[str]) -> str:
    """A DuckDB list literal of the absolute paths of `files` (relative to `folder`)."""
    where = folder.resolve()  # once: the files themselves are never links
    return "[" + ", ".join(f"'{sql_string(str(where / f))}'" for f in files) + "]"


def _list_rows(con: duckdb.DuckDBPyConnection) -> list[dict[str, Any]]:
    cursor = con.execute(
        f"select {_list_names()} from {history.LIST_TABLE} order by kind, as_of, refresh_id, file"
    )
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]


def create_views(
    con: duckdb.DuckDBPyConnection, folder: Path, last_refresh: int | None = None
) -> None:
    """The warehouse's own views: exactly the files its list names, by absolute path.

    For DuckDB clients that open the warehouse themselves (with file access); the
    pipeline's own readers stand pyarrow datasets of the same files in front of them
    (`register`). Rewritten by every refresh, so a moved warehouse is right again after
    its next refresh.
    """
    for kind in history.KINDS:
        columns = history.columns(kind)
        names = ", ".join(name for name, _ in columns)
        files = [
            r[0]
            for r in con.execute(
                f"select distinct file from {history.LIST_TABLE} where kind = ? order by file",
                [kind],
            ).fetchall()
        ]
        typed = ", ".join(f"null::{kind_} as {name}" for name, kind_ in columns)
        missing = unreadable(folder, files)
        if missing:
            body = _failing_select(columns, _missing_message(folder, kind, missing))
        elif files:
            body = f"select {names} from read_parquet({_file_list(folder, files)})"
        else:
            body = f"select {typed} where false"
        con.execute(f"create or replace view {history.VIEWS[kind]} as {body}")
    _create_macros(con, last_refresh)


def _create_macros(con: duckdb.DuckDBPyConnection, last_refresh: int | None) -> None:
    """Macros that give the history's days and the last refresh as constants.

    A filter like `as_of = price_day_before(7)` is then a literal by the time DuckDB
    plans the query, so the readers push it into the Parquet scan; the same filter with a
    subquery (`as_of = (select max(as_of) ...)`) would read every file.
    """
    days = [
        r[0]
        for r in con.execute(
            f"select distinct as_of from {history.LIST_TABLE} where kind = ? order by as_of",
            [history.PRICES],
        ).fetchall()
    ]
    listed = "[" + ", ".join(f"DATE '{d.isoformat()}'" for d in days) + "]::date[]"
    last = last_refresh
    if last is None:  # prune: the warehouse's own newest refresh
        last = con.execute("select max(run_id) from refresh_runs").fetchall()[0][0]
    con.execute(f"create or replace macro latest_price_day() as list_max({listed})")
    con.execute(
        "create or replace macro price_day_before(days) as list_max(list_filter("
        f"{listed}, lambda d: d <= latest_price_day() - days::integer))"
    )
    con.execute(
        f"create or replace macro last_refresh_id() as {int(last) if last is not None else 'null'}"
        "::bigint"
    )


# -- snapshots.json -----------------------------------------------------------------------------


def write_manifest(folder: Path, rows: Sequence[dict[str, Any]]) -> None:
    """`snapshots.json`: the committed list, for backups, recovery and other engines."""
    from pipeline.files import atomic_write

    if not rows and not folder.exists():
        return
    document = {
        "about": "The files of this history that the warehouse's last refresh committed "
        "(its history_snapshots table). Read only these: any other file here was left by a "
        "refresh that did not finish, and the next refresh deletes it.",
        "pipeline_version": __version__,
        "files": [
            {
                key: (value.isoformat() if isinstance(value, date | datetime) else value)
                for key, value in row.items()
            }
            for row in rows
        ],
    }
    with atomic_write(folder / history.MANIFEST) as out:
        json.dump(document, out, indent=1)
        out.write("\n")


def read_manifest(folder: Path) -> list[dict[str, Any]]:
    """The list `snapshots.json` holds ([] if there is none or it can't be read)."""
    path = folder / history.MANIFEST
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
        rows = list(document["files"])
    except (OSError, ValueError, KeyError, TypeError):
        return []
    out = []
    for row in rows:
        try:
            out.append(
                {
                    "kind": str(row["kind"]),
                    "as_of": date.fromisoformat(row["as_of"]),
                    "refresh_id": int(row["refresh_id"]),
                    "file": str(row["file"]),
                    "rows": int(row["rows"]),
                    "merged": bool(row["merged"]),
                }
            )
        except (KeyError, TypeError, ValueError):
            continue
    return out


# -- cleaning (the start of a refresh) ------------------------------------------------------------


def committed(
    db: Path, con: duckdb.DuckDBPyConnection | None
) -> tuple[list[dict[str, Any]], int] | None:
    """The committed list and the highest refresh id committed: the warehouse's (`con`, the
    warehouse at `db` opened by `read.reading`), else snapshots.json's; None if neither has
    a list."""
    if con is not None:
        try:
            cursor = con.execute(f"select {_list_names()} from {history.LIST_TABLE}")
            names = [d[0] for d in cursor.description]
            rows = [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]
            runs = con.execute("select coalesce(max(run_id), 0) from refresh_runs").fetchall()
            top = max([int(runs[0][0]), *(int(r["refresh_id"]) for r in rows)])
            return rows, top
        except duckdb.Error:
            pass
    rows = read_manifest(history.folder(db))
    if not rows:
        return None
    return rows, max(int(r["refresh_id"]) for r in rows)


def clean(db: Path, con: duckdb.DuckDBPyConnection | None) -> list[Path]:
    """Delete the files of ours that no refresh committed, or that were merged into others.

    Call it holding the refresh lock, with the warehouse at `db` opened by `read.reading`
    (None when there is none). Deleted: half-written files (`.tmp`); files of a
    refresh newer than any the committed list or refresh_runs knows (one that failed or
    was killed); single-day files whose day a listed merged file covers with a later
    refresh (merged into it, by a refresh killed before it deleted them); files of the same
    kind and refresh as a listed one (a refresh writes one file of each kind, so the other
    is what a prune killed before deleting it rewrote into the listed one). Nothing else,
    and nothing at all without a list, so a history folder brought back from a backup is
    never deleted. Also rewrites snapshots.json from the warehouse's list when a refresh was
    killed between its swap and writing it.
    """
    folder = history.folder(db)
    if not folder.is_dir():
        return []
    removed = []
    for path in history.temporary_files(folder):
        path.unlink(missing_ok=True)
        removed.append(path)
    found = committed(db, con)
    if found is None:
        return removed
    rows, top = found
    listed = {str(r["file"]) for r in rows}
    ours = history.our_files(folder)
    spans = [f for f in ours if f.relative in listed and f.first != f.last]
    committed_runs = {(f.kind, f.refresh_id) for f in ours if f.relative in listed}
    for f in ours:
        if f.relative in listed:
            continue
        merged = f.first == f.last and any(
            m.kind == f.kind and m.first <= f.first <= m.last and m.refresh_id >= f.refresh_id
            for m in spans
        )
        rewritten = (f.kind, f.refresh_id) in committed_runs
        if f.refresh_id > top or merged or rewritten:
            f.path.unlink(missing_ok=True)
            removed.append(f.path)
    if {_key(r) for r in read_manifest(folder)} != {_key(r) for r in rows}:
        with contextlib.suppress(OSError):
            write_manifest(folder, sorted(rows, key=_key))
    return removed


def _key(row: dict[str, Any]) -> tuple[Any, ...]:
    return (row["kind"], row["as_of"], row["refresh_id"], row["file"])


# -- reading (every read-only connection) ---------------------------------------------------------

_ARROW_TYPES = {
    "VARCHAR": "string",
    "DATE": "date32",
    "BIGINT": "int64",
    "DECIMAL(12,2)": "decimal",
    "TIMESTAMP WITH TIME ZONE": "timestamptz",
}


@dataclass
class Shown:
    """What `register` did for a reader: the note to give its user, and the views whose
    pyarrow datasets it has not made yet (`show_for`)."""

    folder: Path
    note: str | None = None
    damaged: list[str] = field(default_factory=list)
    """Why each view whose files are missing or unreadable fails (`_missing_message`)."""
    pending: dict[str, list[str]] = field(default_factory=dict)
    """View name -> its files, for the views `show_for` has yet to register."""
    _views: list[str] | None = None
    _readers: dict[str, set[str]] | None = None

    def show_for(self, con: duckdb.DuckDBPyConnection, sql: str) -> None:
        """Register the dataset of each pending view that `sql` may read: SQL that names the
        view, or a view or macro of the warehouse that reads it.

        Importing pyarrow and listing the files costs a reader about 0.1 s, which a query
        that reads no history (`pipeline query "select 1"`) should not pay. A name hidden
        from the text (built by string functions inside `query_table`) finds the warehouse's
        own view, which the lock-down stops from reading the files: an error, never a file
        read that the lock-down forbids.
        """
        if not self.pending:
            return
        text = sql.lower()
        if self._readers is None:
            if self._views is None:
                self._views = _view_names(con)
            if "(" not in text and not any(name in text for name in self._views):
                # Without a call, SQL reaches the history only through a view it names.
                # Naming none, it reads none, and the macros need not be listed: that
                # lists every function DuckDB has, about 30 ms of a cold `select 1`.
                return
            definitions = _definitions(con)  # one catalog read for every pending view
            self._readers = {view: _readers_of(view, definitions) for view in self.pending}
        for view in [v for v in self.pending if any(n in text for n in self._readers[v])]:
            con.register(view, _dataset(self.folder, _KIND_OF_VIEW[view], self.pending.pop(view)))


_KIND_OF_VIEW = {view: kind for kind, view in history.VIEWS.items()}


def _view_names(con: duckdb.DuckDBPyConnection) -> list[str]:
    """The names of the warehouse's views, in lower case."""
    views = con.execute("select lower(view_name) from duckdb_views() where not internal")
    return [name for (name,) in views.fetchall()]


def _definitions(con: duckdb.DuckDBPyConnection) -> list[tuple[str, str]]:
    """(name, SQL) of each view and macro of the warehouse, in lower case."""
    return con.execute(
        "select lower(view_name), lower(sql) from duckdb_views() where not internal "
        "union all select lower(function_name), lower(coalesce(macro_definition, '')) "
        "from duckdb_functions() where function_type in ('macro', 'table_macro') "
        "and not internal"
    ).fetchall()


def _readers_of(view: str, definitions: list[tuple[str, str]]) -> set[str]:
    """`view` and the names of the views and macros of `definitions` that read it, directly
    or through one another, in lower case."""
    names = {view.lower()}
    while True:
        more = {name for name, text in definitions if any(n in text for n in names)} - names
        if not more:
            return names
        names |= more


def register(con: duckdb.DuckDBPyConnection, db: Path, *, native: bool = False) -> Shown:
    """Show the warehouse's history to a read-only connection, before it is locked down.

    The views the warehouse holds read Parquet through DuckDB by the paths its last
    refresh saw, which a locked-down connection may not do; temporary views of the same
    names over the committed files beside the warehouse now stand in front of them: over
    pyarrow datasets of the files, made when the first SQL that reads them comes
    (`Shown.show_for`), or with `native` (`open_reader` only) over DuckDB's own
    `read_parquet`, at once. A warehouse without history keeps its own views (which read
    no file) and costs nothing here. The note says when the history the warehouse lists
    is not beside it at all (a copy without it): its views are empty. Files missing from a
    history folder that is there make the views fail, saying which.
    """
    folder = history.folder(db)
    rows = _listed_files(con)
    if rows is None:
        _before_history(con)
        return Shown(
            folder,
            "This warehouse was built before the pipeline kept a history: price_history and "
            "card_changes are empty until its next refresh (pipeline refresh --force).",
        )
    if not rows:
        return Shown(folder)
    if not folder.is_dir():
        for kind in history.KINDS:
            typed = ", ".join(f"null::{t} as {n}" for n, t in history.columns(kind))
            con.execute(f"create or replace temp view {history.VIEWS[kind]} as "
                        f"select {typed} where false")  # fmt: skip
        return Shown(
            folder,
            f"The history this warehouse lists ({len(rows)} files) is not beside it: {folder} "
            "does not exist, so price_history and card_changes are empty here. Copy the "
            "history folder along with the warehouse to read it.",
        )
    shown = Shown(folder)
    for kind in history.KINDS:
        files = [f for k, f in rows if k == kind]
        if not files:
            continue
        view = history.VIEWS[kind]
        # the pipeline's own history readers check each footer; every other open of the
        # warehouse (`pipeline query`) only the magic bytes: it must stay quick to start
        if native:
            missing = unreadable(folder, files, con)
        else:
            missing = [f for f in files if not history.is_whole_parquet(folder / f)]
        if missing:
            message = _missing_message(folder, kind, missing)
            shown.damaged.append(message)
            body = _failing_select(history.columns(kind), message)
            con.execute(f"create or replace temp view {view} as {body}")
        elif native:
            names = history.column_names(kind)
            body = f"select {names} from read_parquet({_file_list(folder, files)})"
            con.execute(f"create or replace temp view {view} as {body}")
        else:
            shown.pending[view] = files
    return shown


def _listed_files(con: duckdb.DuckDBPyConnection) -> list[tuple[str, str]] | None:
    """(kind, file) of every file the warehouse's list names; None before the history."""
    try:
        rows = con.execute(
            f"select kind, file from {history.LIST_TABLE} group by all order by all"
        ).fetchall()
    except duckdb.Error:
        return None
    return [(str(kind), str(file)) for kind, file in rows]


def _dataset(folder: Path, kind: str, files: Sequence[str]) -> Any:
    """A pyarrow dataset of `files` (relative to `folder`), typed as the view declares."""
    import pyarrow as pa
    import pyarrow.dataset as ds

    schema = pa.schema([(n, _arrow_type(pa, t)) for n, t in history.columns(kind)])
    return ds.dataset([str(folder / f) for f in files], schema=schema, format="parquet")


def open_reader(db: Path) -> duckdb.DuckDBPyConnection:
    """A connection for the pipeline's own history queries (see the module): the warehouse
    read-only, its history's views read by DuckDB, and no file but the committed history
    files within reach. The caller has checked the warehouse (a `Warehouse` opened it)."""
    con = open_fresh(db)
    try:
        register(con, db, native=True)
        folder = history.folder(db).resolve()
        files = [folder / file for _, file in _listed_files(con) or []]
        lock_down(con, readable=[f for f in files if f.is_file()])
    except BaseException:
        con.close()
        raise
    return con


def _before_history(con: duckdb.DuckDBPyConnection) -> None:
    """A warehouse built before the history (same schema version): empty views and macros
    in its place, so the reports and commands run and find nothing."""
    empty = {
        history.LIST_TABLE: history.list_columns(),
        **{kind: history.columns(kind) for kind in history.KINDS},
    }
    for kind, columns in empty.items():
        typed = ", ".join(f"null::{t} as {n}" for n, t in columns)
        con.execute(
            f"create or replace temp view {history.VIEWS.get(kind, kind)} as "
            f"select {typed} where false"
        )
    for macro, kind in (("latest_price_day", "date"), ("last_refresh_id", "bigint")):
        con.execute(f"create or replace temp macro {macro}() as null::{kind}")
    con.execute("create or replace temp macro price_day_before(days) as null::date")


def _failing_select(columns: Sequence[tuple[str, str]], message: str) -> str:
    """A select of the view's columns that fails with `message` however it is queried:
    each column is an error, and so is the row (for count(*))."""
    error = f"error('{sql_string(message)}')"
    typed = ", ".join(f"{error}::{kind} as {name}" for name, kind in columns)
    return f"select {typed} from range(1) where {error} is null"


def _missing_message(folder: Path, kind: str, missing: Sequence[str]) -> str:
    many = len(missing) != 1
    return (
        f"{len(missing)} {kind} file{'s' if many else ''} of the history "
        f"{'are' if many else 'is'} missing from {folder} or unreadable (e.g. {missing[0]}): "
        f"restore {'them' if many else 'it'} from a backup, or run 'pipeline history prune "
        "--missing' to read the rest"
    )


def _arrow_type(pa: Any, duckdb_type: str) -> Any:
    kind = _ARROW_TYPES[duckdb_type]
    if kind == "decimal":
        return pa.decimal128(12, 2)
    if kind == "timestamptz":
        return pa.timestamp("us", tz="UTC")
    return getattr(pa, kind)()


# -- pruning ------------------------------------------------------------------------------------


@dataclass
class PruneResult:
    removed_rows: dict[str, int] = field(default_factory=dict)
    removed_days: dict[str, int] = field(default_factory=dict)
    forgotten: int = 0
    """List entries dropped because their files were missing (--missing)."""


def prune(db: Path, before: date | None = None, *, missing: bool = False) -> PruneResult:
    """Delete every snapshot and change dated before `before`, files and list entries alike;
    with `missing`, drop from the list the entries whose files are gone.

    The warehouse is copied aside, its list and views changed there, and swapped in; the
    files only its old list named are deleted after the swap, so an interrupted prune
    leaves the history as it was, and running it again finishes it. Call it holding the
    refresh lock.
    """
    result = PruneResult()
    folder = history.folder(db)
    with reading(db) as con:
        has_list = con is not None and _has_table(con, _current(con), history.LIST_TABLE)
        found = committed(db, con) if has_list else None
    if found is None:
        return result
    rows, _ = found
    # every row is read: of every file with --missing, else of the files the day's prune
    # deletes or rewrites (a gone one just leaves the list)
    asked = [r for r in rows if missing or (before is not None and r["as_of"] < before)]
    gone = set(unreadable_data(folder, sorted({str(r["file"]) for r in asked})))
    forget = [r for r in rows if str(r["file"]) in gone] if missing else []
    dropped = [r for r in rows if before is not None and r["as_of"] < before and r not in forget]
    # files an interrupted prune left: ours, unlisted, and wholly before the day
    listed = {str(r["file"]) for r in rows}
    leftovers = [
        f.path
        for f in history.our_files(folder)
        if before is not None and f.relative not in listed and f.last < before
    ]
    for path in leftovers:
        path.unlink(missing_ok=True)
    if not dropped and not forget:
        return result
    for r in dropped:
        result.removed_rows[r["kind"]] = result.removed_rows.get(r["kind"], 0) + int(r["rows"])
        result.removed_days[r["kind"]] = result.removed_days.get(r["kind"], 0) + 1
    result.forgotten = len(forget)
    building = aside(db, "building")
    try:
        building.unlink(missing_ok=True)
        shutil.copyfile(db, building)
    except OSError as exc:
        raise cannot_create(building, exc) from exc
    pending = Pending(folder)
    try:
        con = duckdb.connect(str(building))
        try:
            con.execute("set preserve_insertion_order = true")
            for relative in sorted({str(r["file"]) for r in dropped}):
                if relative in gone:
                    continue  # nothing to delete or rewrite: its rows just leave the list
                kind = relative.split("/", 1)[0]
                kept = [r for r in rows if r["file"] == relative and r not in dropped]
                if kept:
                    _rewrite_kept(con, folder, pending, kind, relative, kept, before)
                pending.superseded.append(folder / relative)
            if before is not None:
                con.execute(f"delete from {history.LIST_TABLE} where as_of < ?", [before])
            if forget:
                con.execute(
                    f"delete from {history.LIST_TABLE} where file in (select unnest(?::varchar[]))",
                    [sorted(gone)],
                )
            create_views(con, folder)
            pending.listed = _list_rows(con)
            con.execute("checkpoint")
        finally:
            con.close()
        replace_durably(building, db)
    except BaseException:
        building.unlink(missing_ok=True)
        pending.abort()
        raise
    pending.commit()
    return result


def _rewrite_kept(
    con: duckdb.DuckDBPyConnection,
    folder: Path,
    pending: Pending,
    kind: str,
    relative: str,
    kept: list[dict[str, Any]],
    before: date | None,
) -> None:
    """Write the part of a merged file that prune keeps as a new file; point the list at it."""
    names = history.column_names(kind)
    source = f"read_parquet({_file_list(folder, [relative])})"
    if kind == history.PRICES:
        where = "as_of >= ?"
        params: list[Any] = [before]
    else:
        where = "refresh_id in (select unnest(?::bigint[]))"
        params = [[int(r["refresh_id"]) for r in kept]]
    first = min(r["as_of"] for r in kept)
    last = max(r["as_of"] for r in kept)
    refresh = max(int(r["refresh_id"]) for r in kept)
    new_relative = f"{kind}/{history.file_name(first, last, refresh)}"
    target = folder / new_relative
    _write_parquet(
        con, pending, f"select {names} from {source} where {where}", kind, target, params
    )
    con.execute(
        f"update {history.LIST_TABLE} set file = ? where file = ? and as_of >= ?",
        [new_relative, relative, first],
    )


def _write_parquet(
    con: duckdb.DuckDBPyConnection,
    pending: Pending,
    query: str,
    kind: str,
    target: Path,
    params: list[Any] | None = None,
) -> None:
    """Write `query`'s rows, sorted for readers, as one history file: aside, flushed, then
    renamed into place. Both paths go on `pending`, so a failed build removes them."""
    temporary = target.with_name(f".{target.name}.tmp")
    pending.written.append(temporary)
    con.execute(
        f"copy ({query} order by {history.SORT_KEYS[kind]}) "
        f"to '{sql_string(str(temporary))}' (format parquet, compression zstd, "
        f"row_group_size {history.ROW_GROUP_ROWS})",
        params or [],
    )
    pending.written.append(target)
    replace_durably(temporary, target)
