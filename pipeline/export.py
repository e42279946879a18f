"""Export: the reports run against the warehouse, written as CSV beside it, with the
charts and the HTML page drawn from the same results.

`export` opens the warehouse read-only, runs each report of `pipeline.reports` and writes
`<name>.csv` into `<warehouse folder>/reports/` in the flat form of `pipeline.render`
(lists as JSON), each file written aside and moved into place. A full export also draws
the charts (`pipeline.charts`) and the page (`pipeline.html_report`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pipeline import charts, html_report, render
from pipeline.api import Warehouse
from pipeline.errors import PipelineError
from pipeline.files import atomic_write, write_file
from pipeline.owned import OutputFolder
from pipeline.reports import (
    ONE_PRINTING_PER_CARD,
    PREFIX,
    Report,
    Result,
    discover,
    select,
    unsupported,
)

REPORTS_FOLDER = "reports"
"""Reports go into this folder beside the warehouse (outputs/reports by default)."""

PAGE_NAME = "report.html"

EXPORT_NAMES = (f"{PREFIX}*.csv", f"{charts.CHART_PREFIX}*.svg", PAGE_NAME)
"""The names an export writes (every report is `rpt_<name>`): in the warehouse's own
reports/ folder, filled before ledgers were kept, the files of these names are its own."""


@dataclass
class ExportResult:
    """The files one export wrote, and the reports it left out and why."""

    out_dir: Path
    csvs: dict[str, Path] = field(default_factory=dict)
    rows: dict[str, int] = field(default_factory=dict)
    charts: list[Path] = field(default_factory=list)
    page: Path | None = None
    not_written: dict[str, str] = field(default_factory=dict)
    """The reports left out, each with why: a warehouse of one printing per card, or a
    history file missing (the rest of the export goes on)."""
    history_damaged: set[str] = field(default_factory=set)
    """The reports of `not_written` left out for a history file missing or unreadable:
    something for the user to mend, so `pipeline export` exits 1 and a refresh warns,
    where a report a warehouse of one printing per card can't have is only said."""

    def not_written_lines(self, *, damaged: bool | None = None) -> list[str]:
        """'Not written: A, B. Why.', one line per reason; with `damaged`, only those
        left out for a history file (True) or only the others (False)."""
        by_reason: dict[str, list[str]] = {}
        for name, why in self.not_written.items():
            if damaged is None or (name in self.history_damaged) == damaged:
                by_reason.setdefault(why, []).append(name)
        return [f"Not written: {', '.join(names)}. {why}" for why, names in by_reason.items()]

    def history_damage_lines(self) -> list[str]:
        """The lines of `not_written_lines` for the reports a damaged history left out."""
        return self.not_written_lines(damaged=True)

    def summary(self) -> str:
        parts = [f"{len(self.csvs)} report{'s' if len(self.csvs) != 1 else ''}"]
        if self.charts:
            parts.append(f"{len(self.charts)} chart{'s' if len(self.charts) != 1 else ''}")
        if self.page is not None:
            parts.append(self.page.name)
        listed = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]
        # the reports a damaged history left out are said apart (stderr, exit status)
        unsupported_lines = self.not_written_lines(damaged=False)
        return " ".join([f"Wrote {listed} to {self.out_dir}.", *unsupported_lines])


def default_out_dir(db: Path) -> Path:
    """Reports live beside the warehouse: `--db X/cards.duckdb` exports into `X/reports`."""
    return db.parent / REPORTS_FOLDER


# -- running and writing ---------------------------------------------------------------


def run(wh: Warehouse, report: Report) -> Result:
    try:
        columns, rows = wh.report_rows(report.sql())
    except PipelineError as exc:
        raise PipelineError(f"Report {report.name} failed: {exc}") from exc
    return Result(columns, rows)


def write_csv(dest: Path, result: Result) -> Path:
    """Write one report as CSV, through a temporary file beside `dest`."""
    try:
        with atomic_write(dest) as handle:
            render.write_csv(result.columns, result.rows, handle)
    except OSError as exc:
        raise PipelineError(f"Can't write {dest}: {exc.strerror or exc}") from exc
    return dest


def export(
    db: Path,
    out_dir: Path | None = None,
    names: Sequence[str] = (),
    *,
    sql_dir: Path | None = None,
) -> ExportResult:
    """Run the reports against the warehouse at `db` and write them into `out_dir`.

    With no `names`, every report, the charts and the HTML page are written, and files
    that an earlier export left for reports that no longer exist are removed. With
    `names`, only those reports' CSVs. Only files an export wrote are ever replaced or
    removed (`pipeline.owned`): the user's own files in `out_dir` stay as they are.
    """
    available = discover(sql_dir)
    chosen = select(available, names) if names else available
    out = out_dir or default_out_dir(db)
    done = ExportResult(out)
    results: dict[str, Result] = {}
    with Warehouse(db) as wh:
        every_printing = wh.has_every_printing()
        for report in chosen:
            if reason := unsupported(report, every_printing):
                done.not_written[report.name] = reason
        if names and done.not_written:
            [reason, *_] = done.not_written.values()
            raise PipelineError(f"Can't write {', '.join(done.not_written)}: {reason}")
        chosen = [r for r in chosen if r.name not in done.not_written]
        csvs = [out / r.filename for r in chosen]
        planned = (
            csvs
            if names
            else [*csvs, *charts.paths([r.name for r in chosen], out), out / PAGE_NAME]
        )
        folder = OutputFolder(out, "export")
        # Reserved before any report runs: a refusal costs no query, and a run killed
        # half-way leaves no file the next would take for someone else's. The
        # warehouse's own reports/ folder was filled before ledgers: its files are ours.
        own = out.resolve() == default_out_dir(db).resolve()
        folder.reserve(planned, adopt_without_ledger=EXPORT_NAMES if own else ())
        for report in chosen:
            try:
                results[report.name] = run(wh, report)
            except PipelineError as exc:
                # a history file missing: that report is left out, the rest written (the
                # command then fails, a refresh warns); asked for by name, it fails at once
                damage = next((d for d in wh.history_damage if d in str(exc)), None)
                if names or damage is None:
                    raise
                done.not_written[report.name] = f"{damage[0].upper()}{damage[1:]}."
                done.history_damaged.add(report.name)
        chosen = [r for r in chosen if r.name in results]
        meta = _warehouse_facts(wh) if not names else {}
        meta["printings_note"] = None if every_printing else ONE_PRINTING_PER_CARD
    for report in chosen:
        result = results[report.name]
        done.csvs[report.name] = write_csv(out / report.filename, result)
        done.rows[report.name] = len(result.rows)
    if names:
        return done

    drawn = charts.draw_all({name: r.records() for name, r in results.items()}, out)
    done.charts = [c.path for c in drawn]
    meta["not_written"] = done.not_written_lines()
    page = write_file(out / PAGE_NAME, html_report.build_page(chosen, results, drawn, meta))
    done.page = page
    # what this export wrote, and nothing else: a report left out (a history file missing)
    # must not leave an earlier export's CSV or chart beside this warehouse's
    written = [*done.csvs.values(), *done.charts, page]
    folder.remove_stale(keep=written)
    folder.record(written)
    return done


def is_stale(
    db: Path,
    out_dir: Path | None = None,
    *,
    sql_dir: Path | None = None,
    every_printing: bool | None = None,
) -> bool:
    """True when a report, chart or the page is missing or older than the warehouse.

    Which reports it has depends on whether it holds `every_printing`; read from the
    warehouse unless the caller has read it.
    """
    out = out_dir or default_out_dir(db)
    page = out / PAGE_NAME
    if every_printing is None:
        try:
            with Warehouse(db) as wh:
                every_printing = wh.has_every_printing()
        except PipelineError:
            return True
    reports = [r for r in discover(sql_dir) if not unsupported(r, every_printing)]
    expected = [out / r.filename for r in reports] + [page]
    try:
        built = db.stat().st_mtime_ns
        return any(not p.exists() or p.stat().st_mtime_ns < built for p in expected)
    except OSError:
        return True


def _warehouse_facts(wh: Warehouse) -> dict[str, Any]:
    """What the page says about the warehouse: its source, when it was built, its size."""
    run = wh.latest_run() or {}
    facts: dict[str, Any] = {
        name: run[name]
        for name in ("source", "bulk_type", "upstream_updated_at", "finished_at")
        if name in run
    }
    _, counts = wh.query(
        "select count(*), count(distinct coalesce(oracle_id, card_id)) from card_chroma"
    )
    facts["count_card_objects"], facts["count_cards"] = counts[0]
    facts["warehouse"] = wh.path.name
    return facts
