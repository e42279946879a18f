"""`pipeline refresh`: decide what changed, fetch it, build the warehouse, export its
reports.

A refresh compares Scryfall's `updated_at` for the chosen bulk file (and rulings) with
the last run recorded in the warehouse; when nothing changed it downloads nothing and
builds nothing. Downloads go to a cache folder (complete files only: see scryfall.py),
so a build that fails can be retried without downloading again.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeAlias

from pipeline import warehouse
from pipeline.bulk import CARD_BULK_TYPES, DEFAULT_BULK, FROM_FILE, RULINGS_BULK_TYPE
from pipeline.errors import DownloadError, PipelineError
from pipeline.files import atomic_write, sha256_file
from pipeline.owned import OutputFolder
from pipeline.progress import Reporter
from pipeline.scryfall import (
    API_URL,
    BulkItem,
    ScryfallClient,
    updated_at_moment,
)
from pipeline.warehouse import history as warehouse_history

if TYPE_CHECKING:
    from pipeline.export import ExportResult
    from pipeline.warehouse.read import Checked


@dataclass(frozen=True)
class RefreshOptions:
    db: Path
    bulk: str = DEFAULT_BULK
    api_url: str = API_URL
    cache_dir: Path | None = None
    from_file: Path | None = None
    rulings_file: Path | None = None
    sets_file: Path | None = None
    symbology_file: Path | None = None
    force: bool = False
    wait: bool = False
    reports: bool = True
    """Export the reports, charts and page beside the warehouse afterwards (after a
    refresh that rebuilt nothing, only when they are missing or older than it)."""
    as_of: date | None = None
    """--as-of: the date a --from-file build's prices and changes are of (issue 14)."""

    @property
    def cache(self) -> Path:
        return self.cache_dir or self.db.parent / "cache"


@dataclass
class RefreshResult:
    status: Literal["built", "unchanged"]
    db: Path
    message: str
    run: warehouse.RunRecord | None = None
    downloaded: list[Path] = field(default_factory=list)
    exported: ExportResult | None = None
    warnings: list[str] = field(default_factory=list)
    """What the user should act on, each without its "Warning: ": the CLI prints them on
    stderr, even with --quiet, which keeps them out of `message`."""
    every_printing: bool | None = None
    """Of an unchanged warehouse: whether it holds every printing (`pipeline_meta`), as
    read under the lock, which saves the report check opening it again."""


def refresh(
    options: RefreshOptions,
    *,
    reporter: Reporter | None = None,
    client: ScryfallClient | None = None,
) -> RefreshResult:
    """Bring the warehouse at `options.db` up to date with its source, then (unless
    `options.reports` is off) its reports."""
    reporter = reporter or Reporter(quiet=True)
    result = _refresh_warehouse(options, reporter, client)
    if options.reports:
        result.exported = _export_reports(result)
        if result.exported is not None:
            result.warnings += result.exported.history_damage_lines()
    return result


def _export_reports(result: RefreshResult) -> ExportResult | None:
    """Export the reports of a warehouse that is now up to date, when they need it.

    A failure here leaves the new warehouse in place, so its errors say so.
    """
    from pipeline import export  # charts and the page: only when reports are written

    try:
        if result.status == "unchanged" and not export.is_stale(
            result.db, every_printing=result.every_printing
        ):
            return None
        return export.export(result.db)
    except PipelineError as exc:
        done = "was built" if result.status == "built" else "is up to date"
        raise PipelineError(
            f"{result.db} {done}, but its reports were not exported: {exc} Run "
            "'pipeline export' to write them once that is mended."
        ) from exc
    except KeyboardInterrupt:
        raise KeyboardInterrupt(
            f"Interrupted while exporting the reports; {result.db} is up to date. Run "
            "'pipeline export' to write them."
        ) from None


FIRST_CARDS = date(1993, 8, 5)
"""Limited Edition Alpha's release: no card file is of a day before it (--as-of)."""


def _tomorrow() -> date:
    """The latest day --as-of may name: today in UTC, and a day for time zones ahead."""
    return (datetime.now(UTC) + timedelta(days=1)).date()


def _refresh_warehouse(
    options: RefreshOptions, reporter: Reporter, client: ScryfallClient | None
) -> RefreshResult:
    if options.bulk not in CARD_BULK_TYPES:
        raise PipelineError(
            f"Unknown bulk type {options.bulk!r}. Choose one of: {', '.join(CARD_BULK_TYPES)}."
        )
    if options.as_of is not None and options.from_file is None:
        raise PipelineError(
            "--as-of dates a local file's prices and changes; it needs --from-file (a "
            "download is dated by Scryfall's updated_at)."
        )
    if options.as_of is not None and not FIRST_CARDS <= options.as_of <= _tomorrow():
        raise PipelineError(
            f"--as-of {options.as_of.isoformat()} is "
            f"{'in the future' if options.as_of > FIRST_CARDS else 'before the first cards'}: "
            "the history would keep that date, and the price reports compare by it. Give "
            "the day the file's data is of."
        )
    # a bad $PIPELINE_SQL_DIR stops the refresh now, not after a download
    warehouse.default_sql_dir()
    options = replace(options, db=warehouse.real_path(options.db))
    db = options.db
    checked = warehouse.check_for_refresh(db)
    try:
        return _refresh_checked(options, reporter, client, checked)
    finally:
        checked.close()


def _refresh_checked(
    options: RefreshOptions,
    reporter: Reporter,
    client: ScryfallClient | None,
    checked: Checked,
) -> RefreshResult:
    db = options.db
    for option, given in _local_files(options).items():
        if given is not None:
            local_file(option, given)

    def on_wait(holder: str) -> None:
        checked.close()  # not held open through another refresh's build
        reporter.info(f"Waiting for another refresh ({holder}) of {db}")

    with (
        warehouse.refresh_lock(db, wait=options.wait, on_wait=on_wait),
        _cache_lock(options, reporter),
    ):
        for leftover in warehouse.remove_leftovers(db):
            reporter.info(f"Removed {leftover.name}, left by a refresh that did not finish")
        # one open for what the refresh reads of it: the check's, if still the same file
        with warehouse.reading(db, checked) as con:
            for leftover in warehouse_history.clean(db, con):  # issue 14: files no list names
                reporter.info(f"Removed history file {leftover.name}, which no refresh committed")
            previous = warehouse.last_run(con)
            every_printing = warehouse.every_printing(con) if con is not None else None
        started = datetime.now(UTC)
        if options.from_file is not None:
            plan = _plan_from_files(options, previous, started)
        else:
            plan = _plan_from_api(options, previous, started, client, reporter)
        if plan is None:
            message = (
                f"{db} is up to date with its source; nothing downloaded or rebuilt "
                "(use --force to rebuild anyway)."
            )
            if options.as_of is not None:  # it dates a build, and there was none
                message += (
                    f" --as-of {options.as_of.isoformat()} was not used: it dates a build. "
                    "The history keeps its snapshot of this file as it was dated; --force "
                    "would add a second one, of that date."
                )
            return RefreshResult("unchanged", db, message, every_printing=every_printing)
        sources, run, downloaded = plan
        with reporter.stages(f"Building {db}") as on_stage:
            warehouse.build_and_swap(db, sources, run, on_stage=on_stage)
        if options.from_file is None:
            _prune_cache(options.cache, keep=[p for p in vars(sources).values() if p])
    cards = run.rows.get("cards", 0)
    seconds = sum(run.stage_seconds.values())
    message = f"Built {db}: {cards:,} cards from {run.source} in {seconds:.1f} s."
    for note in run.notes:  # history (issue 14)
        message += " " + note
    if skipped := run.skipped_lines:
        shown = ", ".join(str(n) for n in skipped[:5]) + (", ..." if len(skipped) > 5 else "")
        message += (
            f" Skipped {len(skipped)} unreadable line{'s' if len(skipped) != 1 else ''} of "
            f"the file (line {shown}): see parse_issues where field = 'file'."
        )
    if others := run.skipped_records:
        what = "record that is not a card object" if others == 1 else "records that are not"
        message += (
            f" Skipped {others} {what}{'' if others == 1 else ' card objects'}: see "
            "parse_issues where field = 'object'."
        )
    if run.kept:
        message += " " + _kept_message(run.kept, offline=options.from_file is not None)
    warnings = list(run.warnings)
    if shrunk := _shrunk(previous, cards):
        warnings.append(shrunk)
    side_files = {"rulings": sources.rulings, "sets": sources.sets, "symbols": sources.symbology}
    if empty := [t for t, p in side_files.items() if p is not None and not run.rows.get(t)]:
        warnings.append(
            f"the {_listing(empty)} file{'s' if len(empty) != 1 else ''} given held none, so "
            f"the warehouse has no {_listing(empty, 'and no')} now."
        )
    if repeated := run.duplicate_ids:
        warnings.append(
            f"{repeated} card id{' appears' if repeated == 1 else 's appear'} more than once "
            "in the file; each was loaded once, from its last copy: see parse_issues where "
            "field = 'id'."
        )
    return RefreshResult("built", db, message, run, downloaded, warnings=warnings)


def _shrunk(previous: dict[str, Any] | None, cards: int) -> str | None:
    """A warning when the new warehouse holds less than half the cards of the one it
    replaced: a file given by mistake (a sample, one set) succeeds, so say so at once."""
    before = int(((previous or {}).get("rows_per_table") or {}).get("cards") or 0)
    if before == 0 or cards * 2 >= before:
        return None
    return (
        f"the new warehouse holds {cards:,} card{'s' if cards != 1 else ''}, where the one "
        f"it replaced held {before:,}; if that file was not the one you meant, refresh "
        "again from the right one."
    )


def _kept_message(kept: dict[str, int], *, offline: bool) -> str:
    """What a refresh kept of the previous warehouse, and why."""
    options = {"rulings": "--rulings-file", "sets": "--sets-file", "symbols": "--symbology-file"}
    tables = [f"{table} ({rows:,})" for table, rows in kept.items()]
    if offline:
        why = f"no {_listing([options[table] for table in kept], 'or')} was given."
    else:
        why = (
            "Scryfall sent none (no rulings in its bulk-data index, or an empty /sets or "
            "/symbology list)."
        )
    return f"Kept the {_listing(tables)} of the previous warehouse: {why}"


def _listing(items: list[str], last: str = "and") -> str:
    return ", ".join(items[:-1]) + f" {last} " + items[-1] if len(items) > 1 else items[0]


@contextlib.contextmanager
def _cache_lock(options: RefreshOptions, reporter: Reporter) -> Iterator[None]:
    """Take turns with refreshes of other warehouses that use the same cache folder.

    Two warehouses in one folder share `cache/` by default; without turns, one refresh
    deletes the other's `.part` download when it starts and its bulk files when it
    prunes. Taken after the warehouse's own lock, and only for downloads.
    """
    if options.from_file is not None:
        yield
        return

    def waiting(holder: str) -> None:
        reporter.info(f"Waiting for another refresh ({holder}) that is using {options.cache}")

    with warehouse.refresh_lock(options.cache / "cache", wait=True, on_wait=waiting):
        yield  # (the lock file is cache/cache.lock)


# -- offline ---------------------------------------------------------------------------


Plan: TypeAlias = "tuple[warehouse.Sources, warehouse.RunRecord, list[Path]]"
"""A string: evaluated, it would import the build (`pipeline.warehouse.build`, its loader and
checks) at every command's start, which a no-op refresh never needs (~15 ms)."""


def _plan_from_files(
    options: RefreshOptions, previous: dict[str, Any] | None, started: datetime
) -> Plan | None:
    assert options.from_file is not None
    path = local_file("from-file", options.from_file)
    stat = path.stat()
    rulings = options.rulings_file.resolve() if options.rulings_file else None
    # What the files do not give comes from the warehouse being replaced (see Sources).
    keep = previous is not None and None in (rulings, options.sets_file, options.symbology_file)
    local_files = _fingerprint(
        {
            "from-file": path,
            "rulings-file": rulings,
            "sets-file": options.sets_file,
            "symbology-file": options.symbology_file,
        }
    )
    if (
        not options.force
        and previous is not None
        and previous["bulk_type"] == FROM_FILE
        and previous.get("local_files") == local_files
    ):
        return None  # the same files, sizes and modification times: the same data
    run = warehouse.RunRecord(
        started_at=started,
        bulk_type=FROM_FILE,
        source=str(path),
        source_sha256=sha256_file(path),
        source_bytes=stat.st_size,
        source_mtime_ns=stat.st_mtime_ns,
        rulings_source=str(rulings) if rulings else None,
        local_files=local_files,
        as_of=options.as_of,
    )
    if keep and rulings is None and previous is not None:
        run.rulings_source = previous.get("rulings_source")
        run.rulings_updated_at = previous.get("rulings_updated_at")
    sources = warehouse.Sources(
        cards=path,
        rulings=rulings,
        sets=options.sets_file,
        symbology=options.symbology_file,
        previous=options.db if keep else None,
    )
    return sources, run, []


# -- online ----------------------------------------------------------------------------


def _plan_from_api(
    options: RefreshOptions,
    previous: dict[str, Any] | None,
    started: datetime,
    client: ScryfallClient | None,
    reporter: Reporter,
) -> Plan | None:
    client = client or ScryfallClient(options.api_url)
    index = client.bulk_index()
    if options.bulk not in index:
        raise DownloadError(
            f"The bulk-data index at {client.api_url}/bulk-data has no {options.bulk!r} "
            f"entry (it lists: {', '.join(sorted(index)) or 'nothing'}). "
            "Check --bulk and --api-url."
        )
    cards_item = BulkItem.from_index(index[options.bulk])
    rulings_item = None
    if options.rulings_file is None and RULINGS_BULK_TYPE in index:
        rulings_item = BulkItem.from_index(index[RULINGS_BULK_TYPE])
    rulings_version = rulings_item.updated_at if rulings_item else None
    if (
        not options.force
        and previous is not None
        and previous["bulk_type"] == options.bulk
        and previous["upstream_updated_at"] == cards_item.updated_at
        and previous["rulings_updated_at"] == rulings_version
    ):
        reporter.info(f"Scryfall's {options.bulk} is still the export of {cards_item.updated_at}.")
        return None

    cache = _cache_folder(options)
    for name in cache.written_before():
        # a download a killed refresh left half-done: never read, never kept
        (cache.path / f"{name}.part").unlink(missing_ok=True)
    downloaded: list[Path] = []
    cards_path, sha, size = _fetch(client, cards_item, cache, reporter, downloaded)
    rulings_path = options.rulings_file
    if rulings_item is not None:
        rulings_path, _, _ = _fetch(client, rulings_item, cache, reporter, downloaded)
    sets_path = options.sets_file or _fetch_list(client, "sets", cache)
    symbology_path = options.symbology_file or _fetch_list(client, "symbology", cache)
    # What Scryfall did not send (no rulings in its index, an empty /sets) comes from the
    # warehouse being replaced, as in an offline refresh: an outage is no news
    keep = previous is not None and None in (rulings_path, sets_path, symbology_path)
    run = warehouse.RunRecord(
        started_at=started,
        bulk_type=options.bulk,
        source=cards_item.url,
        source_sha256=sha,
        source_bytes=size,
        upstream_updated_at=cards_item.updated_at,
        rulings_source=rulings_item.url if rulings_item else _str_or_none(options.rulings_file),
        rulings_updated_at=rulings_version,
    )
    if keep and rulings_path is None and previous is not None:
        run.rulings_source = previous.get("rulings_source")
        run.rulings_updated_at = previous.get("rulings_updated_at")
    if older := _older_export(previous, options.bulk, cards_item.updated_at):
        run.warnings.append(older)
    sources = warehouse.Sources(
        cards_path,
        rulings_path,
        sets_path,
        symbology_path,
        previous=options.db if keep else None,
    )
    return sources, run, downloaded


CACHE_NAMES = (*(f"{kind}-*" for kind in (*CARD_BULK_TYPES, RULINGS_BULK_TYPE)), "*.json")
"""The names a refresh writes in its cache: in the default cache beside the warehouse,
filled before the cache kept a ledger, the files of these names are taken as its own."""


def _cache_folder(options: RefreshOptions) -> OutputFolder:
    """The cache as a folder the refresh owns files in (`pipeline.owned`): a --cache-dir
    that holds the user's own files keeps them; only the refresh's are replaced or pruned."""
    folder = OutputFolder(options.cache, "refresh")
    folder.reserve([], adopt_without_ledger=CACHE_NAMES if options.cache_dir is None else ())
    return folder


def _fetch(
    client: ScryfallClient,
    item: BulkItem,
    cache: OutputFolder,
    reporter: Reporter,
    downloaded: list[Path],
) -> tuple[Path, str, int]:
    """The cached file of this export, downloading it first unless it is already there."""
    stamp = re.sub(r"\D", "", item.updated_at)[:14] or "undated"  # YYYYmmddHHMMSS
    suffix = ".jsonl.gz" if item.shape == "jsonl" else ".json"
    dest = cache.path / f"{item.type}-{stamp}{suffix}"
    expected = item.compressed_size  # the bytes a download stored (2026 index)
    if (
        expected is not None
        and dest.name in cache.written_before()
        and dest.exists()
        and dest.stat().st_size != expected
    ):
        # a download of the refresh's, cut or changed since: not the bytes Scryfall
        # serves under this export's name, so no one's work; fetched again
        dest.unlink()
    cache.reserve([dest])  # a file of the user's of that name stops the refresh here
    if dest.exists():
        return dest, sha256_file(dest), dest.stat().st_size
    with reporter.download(f"{item.type} ({item.updated_at})") as progress:
        result = client.download(item, dest, progress=progress)
    downloaded.append(dest)
    return dest, result.sha256, result.bytes


def _older_export(previous: dict[str, Any] | None, bulk: str, updated_at: str) -> str | None:
    """A warning when Scryfall now serves an export older than the one the warehouse was
    built from (a mirror behind, a rollback): built all the same, but its prices and
    changes are dated before the last ones in the history."""
    if previous is None or previous.get("bulk_type") != bulk:
        return None
    before = str(previous.get("upstream_updated_at") or "")
    try:
        older = updated_at_moment(updated_at) < updated_at_moment(before)
    except ValueError:
        return None
    if not older:
        return None
    return (
        f"Scryfall's {bulk} is the export of {updated_at}, older than the one the "
        f"warehouse was built from ({before}); its prices and changes are dated so in the "
        "history. If --api-url names a mirror, it may be behind."
    )


def _fetch_list(client: ScryfallClient, path: str, cache: OutputFolder) -> Path | None:
    """Save an API list (`/sets`, `/symbology`) as one list object in the cache; None when
    Scryfall sent an empty list (there is always a set and a symbol: an outage)."""
    items = client.get_list(path)
    if not items:
        return None
    dest = cache.path / f"{path}.json"
    cache.reserve([dest])
    with atomic_write(dest) as out:
        json.dump({"object": "list", "has_more": False, "data": items}, out)
    return dest


def _prune_cache(cache: Path, keep: list[Path]) -> None:
    """Delete the refresh's bulk files of older exports once a build from newer ones
    succeeded; only files on its list (`.pipeline-written`), never the user's."""
    folder = OutputFolder(cache, "refresh")
    kept = [p for p in keep if p.parent.resolve() == cache.resolve()]
    folder.remove_stale(keep=kept)
    folder.record(kept)


def _fingerprint(files: dict[str, Path | None]) -> str:
    """Which local files a build reads, with their sizes and modification times.

    Any change to one of them (or a file added or dropped) makes the next refresh rebuild;
    a missing optional file is a clear error before anything is built.
    """
    rows = []
    for option, path in files.items():
        if path is None:
            continue
        resolved = local_file(option, path)
        stat = resolved.stat()
        rows.append([option, str(resolved), stat.st_size, stat.st_mtime_ns])
    return json.dumps(rows)


def _local_files(options: RefreshOptions) -> dict[str, Path | None]:
    """The local files a refresh was given, by option name."""
    return {
        "from-file": options.from_file,
        "rulings-file": options.rulings_file,
        "sets-file": options.sets_file,
        "symbology-file": options.symbology_file,
    }


def local_file(option: str, path: Path) -> Path:
    """`path` resolved, if it is a regular file; else an error saying what it is."""
    resolved = path.resolve()
    if resolved.is_dir():
        raise PipelineError(
            f"--{option} {path} is a folder, not a file; give a Scryfall data file."
        )
    if not resolved.exists():
        raise PipelineError(f"--{option} {path}: no such file.")
    if not resolved.is_file():
        raise PipelineError(
            f"--{option} {path} is not a regular file (a device, FIFO or socket); give a "
            "Scryfall data file."
        )
    return resolved


def _str_or_none(value: Path | None) -> str | None:
    return str(value) if value is not None else None
