"""Reports: the SQL files of `sql/reports/`, found and described.

Each `sql/reports/<name>.sql` is one report: a single `select` whose header comment
starts with its grain and says what it counts (cards as distinct oracle_ids, which
layouts are left out, ...), and which ends with `order by` a unique key, so the same
warehouse always gives the same bytes. This module only reads those files;
`pipeline.export` runs them and writes the CSVs, the charts and the page.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pipeline.errors import PipelineError
from pipeline.sqlmodels import default_sql_dir

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


# -- discovery ------------------------------------------------------------------------


def reports_sql_dir(sql_dir: Path | None = None) -> Path:
    return (sql_dir or default_sql_dir()) / "reports"


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


def unsupported(report: Report, has_every_printing: bool) -> str | None:
    """Why `report` can't run on a warehouse, or None when it can."""
    if report.needs_every_printing and not has_every_printing:
        return ONE_PRINTING_PER_CARD
    return None


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
