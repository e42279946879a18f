"""Every warehouse table as Parquet (zstd), with a manifest other engines can read.

The folder is written aside (`.<dir>.tmp-<pid>`) and swapped in when complete, so a
reader never sees a mix of two exports or a half-written one. List, struct and map
columns stay nested; UUID columns are written as their canonical text, which every
engine (polars, Spark, Trino, pandas) reads the same way.
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pipeline import __version__, warehouse
from pipeline.errors import PipelineError

MANIFEST = "manifest.json"


@dataclass(frozen=True)
class ParquetTable:
    name: str
    file: str
    rows: int
    columns: list[dict[str, str]]


def export_parquet(db: Path, out_dir: Path) -> dict[str, Any]:
    """Write each table of the warehouse at `db` to `out_dir/<table>.parquet`.

    Returns the manifest, which is also written as `out_dir/manifest.json`.
    """
    con = warehouse.connect_readonly(db)
    staging = out_dir.with_name(f".{out_dir.name}.tmp-{os.getpid()}")
    try:
        warehouse.check_schema(con, db)
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir(parents=True)
        tables = []
        for name in warehouse.table_counts(con):
            tables.append(_export_table(con, name, staging))
        manifest = _manifest(con, tables)
        (staging / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
        _swap_in(staging, out_dir)
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
        name=name,
        file=path.name,
        rows=int(rows),
        columns=[
            {"name": col, "type": "VARCHAR" if kind == "UUID" else kind} for col, kind in columns
        ],
    )


def _manifest(con: Any, tables: list[ParquetTable]) -> dict[str, Any]:
    names, runs = warehouse.run_query(
        con,
        "select bulk_type, upstream_updated_at, source, source_sha256, finished_at "
        "from refresh_runs order by run_id desc limit 1",
    )
    upstream = dict(zip(names, runs[0], strict=True)) if runs else {}
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


def _swap_in(staging: Path, out_dir: Path) -> None:
    """Replace `out_dir` by the complete `staging` folder.

    Two renames: for the instant between them the folder is absent (a reader sees no
    export, never a mix of two). If the second rename fails, the old export is put back.
    """
    old = out_dir.with_name(f".{out_dir.name}.old-{os.getpid()}")
    if out_dir.exists():
        if not (out_dir / MANIFEST).exists() and any(out_dir.iterdir()):
            raise PipelineError(
                f"{out_dir} exists and is not a Parquet export of this pipeline (no "
                f"{MANIFEST}); choose an empty or new folder."
            )
        os.replace(out_dir, old)
    try:
        os.replace(staging, out_dir)
    except OSError:
        if old.exists():
            os.replace(old, out_dir)
        raise
    shutil.rmtree(old, ignore_errors=True)


def _sql_string(path: Path) -> str:
    return str(path).replace("'", "''")
