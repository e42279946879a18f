"""Reports: the SQL files of `sql/reports/`, exported as CSV beside the warehouse.

Each `sql/reports/<name>.sql` is one report: a single `select` whose header comment
starts with its grain and says what it counts (cards as distinct oracle_ids, which
layouts are left out, ...), and which ends with `order by` a unique key, so the same
warehouse always gives the same bytes. `export` runs them against the warehouse opened
read-only and writes `<name>.csv` into `<warehouse folder>/reports/` in the flat form of
`pipeline.render` (lists as JSON), each file written aside and moved into place. A full
export also draws the charts (`pipeline.charts`) and the HTML page
(`pipeline.html_report`) from the same results.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pipeline import render, warehouse
from pipeline.api import Warehouse
from pipeline.errors import PipelineError
from pipeline.files import atomic_write

REPORTS_FOLDER = "reports"
"""Reports go into this folder beside the warehouse (outputs/reports by default)."""

PAGE_NAME = "report.html"
PREFIX = "rpt_"


@dataclass(frozen=True)
class Report:
    """One report: `sql/reports/<name>.sql`, exported as `<name>.csv`.

    Its header comment gives the grain on the first line (`-- grain: one row per set`),
    then a description whose words up to the first colon are its title.
    """

    name: str
    path: Path
    grain: str
    description: str
    needs_every_printing: bool = False
    """Its header says `-- needs: every printing`: it dates cards by their first printing or
    counts whole sets, which only a warehouse of every printing supports."""

    @property
    def filename(self) -> str:
        return f"{self.name}.csv"

    @property
    def title(self) -> str:
        """What it shows, in a few words: the description up to its first colon."""
        head, colon, _ = self.description.partition(": ")
        return head if colon else self.name

    def sql(self) -> str:
        return self.path.read_text(encoding="utf-8")


@dataclass(frozen=True)
class Result:
    """What a report returned: column names and rows."""

    columns: list[str]
    rows: list[tuple[Any, ...]]

    def records(self) -> list[dict[str, Any]]:
        return [dict(zip(self.columns, row, strict=True)) for row in self.rows]


@dataclass
class ExportResult:
    """The files one export wrote, and the reports it left out and why."""

    out_dir: Path
    csvs: dict[str, Path] = field(default_factory=dict)
    rows: dict[str, int] = field(default_factory=dict)
    charts: list[Path] = field(default_factory=list)
    page: Path | None = None
    skipped: list[str] = field(default_factory=list)
    skipped_because: str | None = None

    def summary(self) -> str:
        parts = [f"{len(self.csvs)} report{'s' if len(self.csvs) != 1 else ''}"]
        if self.charts:
            parts.append(f"{len(self.charts)} charts")
        if self.page is not None:
            parts.append(self.page.name)
        listed = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]
        text = f"Wrote {listed} to {self.out_dir}."
        if self.skipped:
            text += f" Not written: {', '.join(self.skipped)}. {self.skipped_because}"
        return text


# -- discovery ------------------------------------------------------------------------


def reports_sql_dir(sql_dir: Path | None = None) -> Path:
    return (sql_dir or warehouse.default_sql_dir()) / "reports"


def discover(sql_dir: Path | None = None) -> list[Report]:
    """Every report of `sql/reports/`, by name."""
    found = []
    for path in sorted(reports_sql_dir(sql_dir).glob("*.sql")):
        grain, description, needs = describe(path.read_text(encoding="utf-8"))
        found.append(Report(path.stem, path, grain, description, needs == "every printing"))
    return found


def describe(sql: str) -> tuple[str, str, str | None]:
    """A report's (grain, description, needs) from its header comment (the leading `--`
    lines): `-- grain: ...` first, `-- needs: ...` anywhere, the rest the description."""
    lines = []
    needs = None
    for line in sql.splitlines():
        stripped = line.strip()
        if not stripped.startswith("--"):
            break
        text = stripped.removeprefix("--").strip()
        if text.startswith("needs:"):
            needs = text.removeprefix("needs:").strip()
        else:
            lines.append(text)
    if not lines or not lines[0].startswith("grain:"):
        return "", " ".join(lines), needs
    grain = lines[0].removeprefix("grain:").strip()
    return grain, " ".join(line for line in lines[1:] if line), needs


ONE_PRINTING_PER_CARD = (
    "The warehouse holds one printing per card (Scryfall's oracle_cards or unique_artwork), "
    "so release years and sets would be those of the printing Scryfall chose, not the first "
    "printing. Refresh with --bulk default_cards (the default) for these reports."
)


def unsupported(wh: Warehouse) -> str | None:
    """Why the reports that need every printing can't run on this warehouse, or None."""
    _, rows = wh.query("select has_every_printing from pipeline_meta")
    return None if rows and rows[0][0] else ONE_PRINTING_PER_CARD


def select(available: Sequence[Report], names: Sequence[str]) -> list[Report]:
    """The reports called `names` (with or without the `rpt_` prefix, in any case), in the
    given order."""
    by_name = {r.name: r for r in available}
    chosen: list[Report] = []
    for name in names:
        stem = name.lower().removesuffix(".sql").removesuffix(".csv")
        report = by_name.get(stem) or by_name.get(PREFIX + stem)
        if report is None:
            close = difflib.get_close_matches(PREFIX + stem.removeprefix(PREFIX), by_name, n=1)
            hint = f" Did you mean {close[0]}?" if close else ""
            raise PipelineError(
                f"No report called {name!r}.{hint} 'pipeline export --list' lists them."
            )
        if report not in chosen:
            chosen.append(report)
    return chosen


def default_out_dir(db: Path) -> Path:
    """Reports live beside the warehouse: `--db X/cards.duckdb` exports into `X/reports`."""
    return db.parent / REPORTS_FOLDER


# -- running and writing ---------------------------------------------------------------


def run(wh: Warehouse, report: Report) -> Result:
    try:
        columns, rows = wh.query(report.sql())
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
    `names`, only those reports' CSVs.
    """
    available = discover(sql_dir)
    chosen = select(available, names) if names else available
    out = out_dir or default_out_dir(db)
    done = ExportResult(out)
    results: dict[str, Result] = {}
    with Warehouse(db) as wh:
        reason = unsupported(wh)
        if reason is not None:
            done.skipped = [r.name for r in chosen if r.needs_every_printing]
            done.skipped_because = reason
            if names and done.skipped:
                raise PipelineError(f"Can't write {', '.join(done.skipped)}: {reason}")
            chosen = [r for r in chosen if not r.needs_every_printing]
        for report in chosen:
            results[report.name] = run(wh, report)
        meta = _warehouse_facts(wh) if not names else {}
        meta["printings_note"] = reason
    for report in chosen:
        result = results[report.name]
        done.csvs[report.name] = write_csv(out / report.filename, result)
        done.rows[report.name] = len(result.rows)
    if names:
        return done

    # Imported here: matplotlib takes a moment to load, and only a full export needs it.
    from pipeline import charts, html_report

    drawn = charts.draw_all({name: r.records() for name, r in results.items()}, out)
    done.charts = [c.path for c in drawn]
    page = out / PAGE_NAME
    html = html_report.build_page(chosen, results, drawn, meta)
    try:
        with atomic_write(page) as handle:
            handle.write(html)
    except OSError as exc:
        raise PipelineError(f"Can't write {page}: {exc.strerror or exc}") from exc
    done.page = page
    _remove_stale(out, keep={*done.csvs.values(), *done.charts, page})
    return done


def is_stale(db: Path, out_dir: Path | None = None, *, sql_dir: Path | None = None) -> bool:
    """True when a report, chart or the page is missing or older than the warehouse."""
    out = out_dir or default_out_dir(db)
    page = out / PAGE_NAME
    try:
        with Warehouse(db) as wh:
            every_printing = unsupported(wh) is None
    except PipelineError:
        return True
    reports = [r for r in discover(sql_dir) if every_printing or not r.needs_every_printing]
    expected = [out / r.filename for r in reports] + [page]
    try:
        built = db.stat().st_mtime_ns
        return any(not p.exists() or p.stat().st_mtime_ns < built for p in expected)
    except OSError:
        return True


def _remove_stale(out: Path, keep: set[Path]) -> None:
    """Delete report CSVs and charts of an earlier export that this one did not write."""
    from pipeline.charts import CHART_PREFIX

    for path in [*out.glob(f"{PREFIX}*.csv"), *out.glob(f"{CHART_PREFIX}*.svg")]:
        if path not in keep:
            path.unlink(missing_ok=True)


def _warehouse_facts(wh: Warehouse) -> dict[str, Any]:
    """What the page says about the warehouse: its source, when it was built, its size."""
    columns, rows = wh.query(
        "select source, bulk_type, upstream_updated_at, finished_at "
        "from refresh_runs order by run_id desc limit 1"
    )
    facts: dict[str, Any] = dict(zip(columns, rows[0], strict=True)) if rows else {}
    _, counts = wh.query(
        "select count(*), count(distinct coalesce(oracle_id, card_id)) from card_chroma"
    )
    facts["count_card_objects"], facts["count_cards"] = counts[0]
    facts["warehouse"] = wh.path.name
    return facts
