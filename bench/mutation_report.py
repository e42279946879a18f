"""What bench/mutation.py (Python, cosmic-ray) and bench/sql_mutation.py (SQL) share.

- `scratch_copy()`: a copy of the repository's code, SQL and tests in a temporary folder,
  removed at the end even on Ctrl-C or SIGTERM. Mutants are only ever written there: the
  working tree is never mutated.
- `Mutant` and `Equivalents`: one mutant's outcome, and the list of mutants known to be
  equivalent (bench/mutation_equivalents.toml), matched by file, operator (a glob such as
  "core/ReplaceBinaryOperator_BitOr_*" matches several), source line and, optionally,
  column, the line after it and the replacement (`to`), so an entry survives edits
  elsewhere in the file.
- `report()`: the score per file, killed / (mutants - equivalent), printed and written as
  a markdown table with the survivors and the equivalents, and every mutant's outcome as
  JSON beside it, so that `python bench/mutation_report.py bench/results/X.json` scores a
  run again after the equivalents list changed, without running the tests again.
"""

from __future__ import annotations

import ast
import contextlib
import dataclasses
import datetime
import fnmatch
import glob
import json
import shutil
import signal
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).resolve().parent.parent
EQUIVALENTS = ROOT / "bench" / "mutation_equivalents.toml"
RESULTS = ROOT / "bench" / "results"
COPIED = ("pipeline", "sql", "tests", "pyproject.toml")
"""What a scratch copy holds: the package, the SQL models, the tests and their config."""


@dataclass
class Mutant:
    """One mutation of one file and what the tests made of it."""

    file: str  # relative to the repository, e.g. "pipeline/mana.py"
    line: int  # 1-based
    col: int  # 0-based
    operator: str
    source_line: str  # the original line, stripped
    before: str  # the text replaced...
    after: str  # ...and what replaced it
    next_line: str = ""  # the line after it, stripped: tells apart identical lines
    outcome: str = "pending"  # killed | survived | error (the mutant can't run: killed)
    detail: str = ""
    equivalent_reason: str | None = None
    in_annotation: bool = False  # the mutated code is (inside) a type annotation

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"

    @property
    def killed(self) -> bool:
        return self.outcome in ("killed", "error")


@dataclass
class Equivalent:
    file: str
    operator: str
    line: str
    reason: str
    col: int | None = None
    next_line: str | None = None
    to: str | None = None
    in_annotation: bool = False  # any line: every mutant inside a type annotation matches
    used: bool = field(default=False, compare=False)


class Equivalents:
    """The mutants listed as equivalent, with the reason, in mutation_equivalents.toml."""

    def __init__(self, path: Path = EQUIVALENTS) -> None:
        self.path = path
        self.entries: list[Equivalent] = []
        if path.exists():
            data = tomllib.loads(path.read_text(encoding="utf-8"))
            for entry in data.get("equivalent", []):
                self.entries.append(
                    Equivalent(
                        file=entry["file"],
                        operator=entry["operator"],
                        line=entry.get("line", "").strip(),
                        reason=entry["reason"],
                        col=entry.get("col"),
                        next_line=entry.get("next_line"),
                        to=entry.get("to"),
                        in_annotation=entry.get("in_annotation", False),
                    )
                )

    def mark(self, mutant: Mutant) -> None:
        for entry in self.entries:
            if (
                fnmatch.fnmatchcase(mutant.file, entry.file)
                and fnmatch.fnmatchcase(mutant.operator, entry.operator)
                and (
                    mutant.in_annotation
                    if entry.in_annotation
                    else entry.line == mutant.source_line
                )
                and (entry.col is None or entry.col == mutant.col)
                and (entry.next_line is None or entry.next_line.strip() == mutant.next_line)
                and (entry.to is None or entry.to == mutant.after)
            ):
                entry.used = True
                mutant.equivalent_reason = entry.reason
                return

    def unused(self, files: Iterable[str]) -> list[Equivalent]:
        wanted = set(files)
        return [
            e
            for e in self.entries
            if any(fnmatch.fnmatchcase(f, e.file) for f in wanted) and not e.used
        ]


# ---------------------------------------------------------------------------------------
# The scratch copy


class _Stopped(Exception):
    pass


def resolve_targets(
    targets: list[str],
    tests: list[str] | None,
    named: dict[str, tuple[list[str], list[str]]],
    suffix: str,
    tests_for: Callable[[str], list[str]],
) -> tuple[list[str], list[str]]:
    """The files to mutate (relative to the repository) and the test files to run.

    Each target is a name of `named` (its globs and its tests) or a glob of its own, whose
    tests are `tests_for(target)`; only files ending in `suffix` count. `tests` given on
    the command line replace the targets' own.
    """
    files: list[str] = []
    default_tests: list[str] = []
    for target in targets:
        patterns, target_tests = named.get(target, ([target], []))
        for pattern in patterns:
            found = sorted(glob.glob(pattern, root_dir=ROOT, recursive=True))
            files += [f for f in found if f.endswith(suffix) and f not in files]
        for test in target_tests or tests_for(target):
            if test not in default_tests:
                default_tests.append(test)
    if not files:
        sys.exit(f"No {suffix} file matches {' '.join(targets)}")
    chosen = tests or default_tests
    if not chosen:
        sys.exit("No tests for these files: name them with --tests")
    missing = [t for t in chosen if not (ROOT / t.split("::")[0]).exists()]
    if missing:
        sys.exit(f"No such test file: {' '.join(missing)}")
    return files, chosen


@contextlib.contextmanager
def scratch_copy(prefix: str, keep: bool = False) -> Iterator[Path]:
    """A temporary copy of the repository's code, SQL and tests; removed when done.

    SIGTERM and SIGHUP are turned into an exception while it exists, so a killed run
    still removes it (Ctrl-C already raises KeyboardInterrupt). Only SIGKILL can leave
    it behind, in the system's temporary folder, never in the working tree.
    """
    root = Path(tempfile.mkdtemp(prefix=prefix))
    previous = {}

    def stop(signum: int, frame: FrameType | None) -> None:
        raise _Stopped(signal.Signals(signum).name)

    for signum in (signal.SIGTERM, signal.SIGHUP):
        previous[signum] = signal.signal(signum, stop)
    try:
        for name in COPIED:
            source = ROOT / name
            if source.is_dir():
                shutil.copytree(
                    source,
                    root / name,
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".hypothesis"),
                )
            else:
                shutil.copy2(source, root / name)
        yield root
    except _Stopped as exc:
        print(f"\nstopped by {exc}; removing {root}", file=sys.stderr)
        raise SystemExit(1) from None
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        if keep:
            print(f"kept the scratch copy: {root}", file=sys.stderr)
        else:
            shutil.rmtree(root, ignore_errors=True)


# ---------------------------------------------------------------------------------------
# Reporting


def score(killed: int, survived: int) -> str:
    total = killed + survived
    return f"{100 * killed / total:.1f}%" if total else "n/a"


def report(
    title: str,
    mutants: list[Mutant],
    equivalents: Equivalents,
    *,
    command: str,
    tests: list[str],
    tool: str,
    out: Path | None,
    date: str | None = None,
    commit: str | None = None,
) -> str:
    """Print the per-file table and the survivors; write the same as markdown to `out`."""
    date = date or f"{datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC"
    commit = commit or current_commit()
    files = sorted({m.file for m in mutants}, key=lambda f: (f.count("/"), f))
    lines = [f"# {title}", ""]
    lines += [
        f"- date: {date}",
        f"- commit: {commit}",
        f"- command: `{command}`",
        f"- tests: `{' '.join(tests)}`",
        f"- tool: {tool}",
        "- score = killed / (mutants - equivalent); a mutant that can't run counts as killed",
        "",
        "| module | mutants | killed | survived | equivalent | score |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    totals = [0, 0, 0, 0]
    for file in files:
        own = [m for m in mutants if m.file == file]
        killed = sum(m.killed for m in own)
        equivalent = sum(1 for m in own if not m.killed and m.equivalent_reason)
        survived = sum(1 for m in own if not m.killed and not m.equivalent_reason)
        for i, n in enumerate((len(own), killed, survived, equivalent)):
            totals[i] += n
        lines.append(
            f"| `{file}` | {len(own)} | {killed} | {survived} | {equivalent} | "
            f"{score(killed, survived)} |"
        )
    if len(files) > 1:
        lines.append(
            f"| all | {totals[0]} | {totals[1]} | {totals[2]} | {totals[3]} | "
            f"{score(totals[1], totals[2])} |"
        )
    survivors = [m for m in mutants if not m.killed and not m.equivalent_reason]
    lines += ["", f"## Survivors ({len(survivors)})", ""]
    lines += [_describe(m) for m in survivors] or ["None."]
    equivalent = [m for m in mutants if not m.killed and m.equivalent_reason]
    lines += ["", f"## Equivalent ({len(equivalent)})", ""]
    lines += [f"{_describe(m)}: {m.equivalent_reason}" for m in equivalent] or ["None."]
    listed_but_killed = [m for m in mutants if m.killed and m.equivalent_reason]
    stale = equivalents.unused(files)
    if listed_but_killed or stale:
        lines += ["", "## Equivalents list to update", ""]
        lines += [f"{_describe(m)}: listed as equivalent, but killed" for m in listed_but_killed]
        lines += [
            f"- `{e.file}` {e.operator} on `{e.line}`: no such mutant any more" for e in stale
        ]
    text = "\n".join(lines) + "\n"
    print(text)
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(text, encoding="utf-8")
        raw = {
            "title": title,
            "date": date,
            "commit": commit,
            "command": command,
            "tests": tests,
            "tool": tool,
            "mutants": [
                {k: v for k, v in dataclasses.asdict(m).items() if k != "equivalent_reason"}
                for m in mutants
            ],
        }
        out.with_suffix(".json").write_text(json.dumps(raw, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {out} and {out.with_suffix('.json').name}")
    return text


def annotation_spans(text: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(start, end) positions of the type annotations of a module that imports
    `from __future__ import annotations`, where they are strings never evaluated; none else."""
    tree = ast.parse(text)
    future = any(
        isinstance(node, ast.ImportFrom)
        and node.module == "__future__"
        and any(alias.name == "annotations" for alias in node.names)
        for node in tree.body
    )
    if not future:
        return []
    found: list[ast.expr] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.arg) and node.annotation is not None:
            found.append(node.annotation)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns:
            found.append(node.returns)
        elif isinstance(node, ast.AnnAssign):
            found.append(node.annotation)
    return [
        ((n.lineno, n.col_offset), (n.end_lineno or n.lineno, n.end_col_offset or 0)) for n in found
    ]


def rescore(raw_path: Path, equivalents: Equivalents | None = None) -> str:
    """Score a saved run again with the current equivalents list; rewrite its markdown."""
    raw = json.loads(raw_path.read_text(encoding="utf-8"))
    equivalents = equivalents or Equivalents()
    mutants = [Mutant(**m) for m in raw["mutants"]]
    spans = {}
    for mutant in mutants:  # runs saved before Mutant.in_annotation: from today's source
        if mutant.file.endswith(".py") and not mutant.in_annotation:
            if mutant.file not in spans:
                spans[mutant.file] = annotation_spans((ROOT / mutant.file).read_text("utf-8"))
            where = (mutant.line, mutant.col)
            mutant.in_annotation = any(s <= where < e for s, e in spans[mutant.file])
    for mutant in mutants:
        equivalents.mark(mutant)
    return report(
        raw["title"],
        mutants,
        equivalents,
        command=raw["command"],
        tests=raw["tests"],
        tool=raw["tool"],
        out=raw_path.with_suffix(".md"),
        date=raw["date"],
        commit=raw["commit"],
    )


def _describe(m: Mutant) -> str:
    change = f"`{_one_line(m.before)}` -> `{_one_line(m.after)}`"
    return f"- `{m.where}` {m.operator}: {change} in `{_one_line(m.source_line)}`"


def _one_line(text: str, limit: int = 90) -> str:
    text = " ".join(text.split()).replace("`", "'")
    return text if len(text) <= limit else text[: limit - 3] + "..."


def current_commit() -> str:
    """HEAD, and whether pipeline/, sql/ or tests/ differ from it."""

    def git(*args: str) -> str:
        return subprocess.run(
            ["git", *args], cwd=ROOT, capture_output=True, text=True, check=False
        ).stdout.strip()

    head = git("rev-parse", "--short", "HEAD") or "unknown"
    dirty = git("status", "--porcelain", "--", "pipeline", "sql", "tests")
    return head + (" (with uncommitted changes in pipeline/, sql/ or tests/)" if dirty else "")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: python bench/mutation_report.py bench/results/RUN.json ...")
    for name in sys.argv[1:]:
        rescore(Path(name))
