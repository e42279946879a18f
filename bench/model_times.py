"""Seconds per SQL model of one refresh: which model a stage's time goes to.

    python bench/model_times.py FILE [--set NAME=VALUE ...] [--db PATH]

Runs `pipeline refresh --from-file FILE --force --no-reports` in this process into a
scratch warehouse (or --db), timing each SQL model the build runs, and prints the slowest
models, the build's own seconds per stage, and the warehouse's size. `--set` applies a
DuckDB setting to the build's connection after the pipeline's own (e.g. `--set
checkpoint_threshold=20GB`), to measure what a setting would change before adopting it.

A model's seconds include whatever DuckDB does during its statement: an automatic
checkpoint, for instance, is charged to the statement that crossed the WAL's threshold.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import duckdb

from pipeline import refresh as refresh_module
from pipeline import sqlmodels
from pipeline.progress import Reporter
from pipeline.warehouse import build


def _setting(text: str) -> tuple[str, str]:
    """NAME=VALUE, checked when the arguments are read, not halfway through a build."""
    name, equals, value = text.partition("=")
    if not (name and equals):
        raise argparse.ArgumentTypeError(f"{text!r} is not NAME=VALUE")
    return name, value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file", type=Path, help="a Scryfall bulk card file")
    parser.add_argument("--db", type=Path, help="warehouse to build (default: a scratch one)")
    parser.add_argument(
        "--set",
        dest="settings",
        type=_setting,
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a DuckDB setting for the build's connection (repeatable)",
    )
    parser.add_argument("--top", type=int, default=8, help="how many models to list")
    args = parser.parse_args(argv)
    settings: list[tuple[str, str]] = args.settings

    seconds: dict[str, float] = {}
    run_model, configure = build.run_model, build._configure

    def timed_model(con: duckdb.DuckDBPyConnection, model: sqlmodels.Model) -> None:
        started = time.perf_counter()
        run_model(con, model)
        seconds[model.path.name] = time.perf_counter() - started

    def configured(con: duckdb.DuckDBPyConnection, work: Path) -> None:
        configure(con, work)
        for name, value in settings:
            con.execute(f"set {name} = ?", [value])

    build.run_model, build._configure = timed_model, configured
    with tempfile.TemporaryDirectory() as scratch:
        db = args.db or Path(scratch) / "warehouse.duckdb"
        started = time.perf_counter()
        options = refresh_module.RefreshOptions(
            db=db, from_file=args.file, force=True, reports=False
        )
        run = refresh_module.refresh(options, reporter=Reporter(quiet=True)).run
        assert run is not None  # --force: always built
        total = time.perf_counter() - started
        size_mb = db.stat().st_size / 1e6
    print(f"refresh: {total:.2f} s, warehouse {size_mb:,.0f} MB", end="")
    print(f" ({', '.join(f'{n}={v}' for n, v in settings)})" if settings else "")
    print("stages: " + ", ".join(f"{k} {v:.2f}" for k, v in run.stage_seconds.items()))
    for name, spent in sorted(seconds.items(), key=lambda item: -item[1])[: args.top]:
        print(f"{spent:8.2f} s  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
