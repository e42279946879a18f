"""Every warehouse table as Parquet (zstd), with a manifest other engines can read.

The folder is written aside (`.<dir>.tmp-<pid>`) and swapped in when complete, so a
reader never sees a mix of two exports or a half-written one. List, struct and map
columns stay nested; UUID columns are written as their canonical text, which every
engine (polars, Spark, Trino, pandas) reads the same way.

The export owns only the files its manifest lists (and the manifest), as it wrote them
(each table's `written`: size, time and SHA-256): anything else a user keeps in the folder
is carried over into the new one, and a file of theirs named like a new table, or a listed
one changed since, stops the export rather than being overwritten. What an export killed
half-way left beside the folder is cleared by the next one, by the same rule.
"""

from __future__ import annotations

import glob
import json
import os
import shutil
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pipeline import __version__, warehouse
from pipeline.errors import PipelineError
from pipeline.files import is_running
from pipeline.owned import Fingerprint, as_written, fingerprint, read_fingerprint

MANIFEST = "manifest.json"


@dataclass(frozen=True)
class ParquetTable:
    name: str
    file: str
    rows: int
    columns: list[dict[str, str]]
    written: Fingerprint | None
    """The file as written (`pipeline.owned`): a later export replaces it only unchanged."""


def export_parquet(db: Path, out_dir: Path) -> dict[str, Any]:
    """Write each table of the warehouse at `db` to `out_dir/<table>.parquet`.

    Returns the manifest, which is also written as `out_dir/manifest.json`.
    """
    # through a link, the folder it names: the swap renames folders, and renaming the
    # link itself would leave the real folder emptied behind it
    out_dir = Path(os.path.realpath(out_dir))
    con = warehouse.connect_readonly(db)
    staging = out_dir.with_name(f".{out_dir.name}.tmp-{os.getpid()}")
    try:
        warehouse.check_schema(con, db)
        _clear_leftovers(out_dir)
        ours = _own_files(out_dir)  # before any work: refuses a folder that is not an export
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir(parents=True)
        tables = [_export_table(con, name, staging) for name in warehouse.table_names(con)]
        manifest = _manifest(con, tables)
        (staging / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
        _swap_in(staging, out_dir, ours)
        return manifest
    except OSError as exc:
        raise PipelineError(f"Can't write Parquet files to {out_dir}: {exc}") from exc
    finally:
        con.close()
        shutil.rmtree(staging, ignore_errors=True)


def _export_table(con: Any, name: str, folder: Path) -> ParquetTable:
    described = warehouse.run_query(con, f'describe "{name}"')[1]
    columns = [(str(r[0]), str(r[1])) for r in described]
    select = ", ".join(
        f'"{col}"::varchar as "{col}"' if kind == "UUID" else f'"{col}"' for col, kind in columns
    )
    path = folder / f"{name}.parquet"
    warehouse.run_query(
        con,
        f"copy (select {select} from \"{name}\") to '{_sql_string(path)}' "
        "(format parquet, compression zstd)",
    )
    [(rows,)] = warehouse.run_query(con, f'select count(*) from "{name}"')[1]
    return ParquetTable(
        written=fingerprint(path),
        name=name,
        file=path.name,
        rows=int(rows),
        columns=[
            {"name": col, "type": "VARCHAR" if kind == "UUID" else kind} for col, kind in columns
        ],
    )


def _manifest(con: Any, tables: list[ParquetTable]) -> dict[str, Any]:
    run = warehouse.latest_run(con) or {}
    fields = ("bulk_type", "upstream_updated_at", "source", "source_sha256", "finished_at")
    upstream = {name: run[name] for name in fields if name in run}
    if upstream.get("finished_at") is not None:
        upstream["built_at"] = upstream.pop("finished_at").isoformat()
    return {
        "format": "parquet",
        "compression": "zstd",
        "schema_version": warehouse.SCHEMA_VERSION,
        "pipeline_version": __version__,
        "exported_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "upstream": upstream,
        "notes": "UUID columns are written as text; lists, structs and maps stay nested.",
        "tables": [vars(t) for t in tables],
    }


def _own_files(out_dir: Path) -> set[str] | None:
    """The names in `out_dir` that belong to its export; None if there is no folder yet.
    A listed file changed since the export wrote it is the user's: the export stops."""
    if not out_dir.exists():
        return None
    listed = _listed_files(out_dir)
    if listed is None:
        if any(out_dir.iterdir()):
            raise PipelineError(
                f"{out_dir} exists and is not a Parquet export of this pipeline (no readable "
                f"{MANIFEST}); choose an empty or new folder."
            )
        return set()
    for name, written in sorted(listed.items()):
        path = out_dir / name
        if os.path.lexists(path) and not as_written(path, written):
            raise PipelineError(
                f"{path} changed since the last Parquet export wrote it (its {MANIFEST} "
                "gives its size and SHA-256 as written); move it away, then export again."
            )
    return set(listed)


def _listed_files(folder: Path) -> dict[str, Fingerprint | None] | None:
    """The files a folder's manifest lists, and the manifest, each with its fingerprint
    as written (None: a manifest from before they were kept, or malformed: trusted by
    name); None without a manifest."""
    try:
        manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
        tables = {str(t["file"]): read_fingerprint(t.get("written")) for t in manifest["tables"]}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    return {MANIFEST: None, **tables}


def _swap_in(staging: Path, out_dir: Path, ours: set[str] | None) -> None:
    """Replace the export in `out_dir` by the complete one in `staging`.

    The user's own files (`out_dir` less `ours`) move into `staging` first, then two
    renames swap the folders: for the instant between them the folder is absent (a
    reader sees no export, never a mix of two). If a step fails, everything is put back.
    """
    if ours is None:
        os.replace(staging, out_dir)
        return
    for name in sorted(set(os.listdir(staging)) - ours):
        if os.path.lexists(out_dir / name):
            raise PipelineError(
                f"{out_dir / name} is not a file of the last Parquet export (its {MANIFEST} "
                "does not list it); move it away, then export again."
            )
    old = out_dir.with_name(f".{out_dir.name}.old-{os.getpid()}")
    moved: list[str] = []
    try:
        for name in sorted(set(os.listdir(out_dir)) - ours):
            os.rename(out_dir / name, staging / name)
            moved.append(name)
        os.replace(out_dir, old)
    except OSError:
        _move(moved, staging, out_dir)
        raise
    try:
        os.replace(staging, out_dir)
    except OSError:
        os.replace(old, out_dir)
        _move(moved, staging, out_dir)
        raise
    _clear(old, ours, out_dir)


def _move(names: list[str], source: Path, dest: Path) -> None:
    for name in names:
        os.rename(source / name, dest / name)


def _clear(folder: Path, ours: set[str], out_dir: Path) -> None:
    """Delete the export's own files in `folder`; move anything else back to `out_dir`.

    Something the user saved into the folder at the instant of a swap is not lost; a
    file that can't go back (its name is taken) stays, and so does the folder.
    """
    for path in list(folder.iterdir()):
        if path.name in ours and not path.is_dir():
            path.unlink()
        elif not os.path.lexists(out_dir / path.name):
            out_dir.mkdir(parents=True, exist_ok=True)
            os.rename(path, out_dir / path.name)
    if not any(folder.iterdir()):
        folder.rmdir()


def _clear_leftovers(out_dir: Path) -> None:
    """Clear what exports that were killed left beside `out_dir` (not live ones').

    A staging folder with its manifest is a complete export: if its run was killed in the
    middle of the swap (the old folder moved aside, this one not yet in), the swap is
    finished; otherwise its own files go and the user's return to `out_dir`.
    """
    for kind in ("tmp", "old"):
        for folder in sorted(out_dir.parent.glob(f".{glob.escape(out_dir.name)}.{kind}-*")):
            pid = folder.name.rsplit("-", 1)[1]
            if not pid.isdigit() or is_running(int(pid)) or not folder.is_dir():
                continue
            listed = _listed_files(folder)
            if kind == "tmp" and listed is None:  # killed before its manifest: all ours
                shutil.rmtree(folder)
            elif kind == "tmp" and not os.path.lexists(out_dir):
                os.replace(folder, out_dir)
            else:
                _clear(folder, set(listed or ()), out_dir)


def _sql_string(path: Path) -> str:
    return str(path).replace("'", "''")
