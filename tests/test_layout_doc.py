"""docs/layout.md: where each concern lives, one line per file, generated from the files.

Each line is the file's own summary: a module's docstring's first line, a SQL model's or
report's header comment, a table's TOML description. A new file without one, or a summary
that changed, makes the page stale, and this test says how to regenerate it.
"""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LAYOUT_DOC = ROOT / "docs" / "layout.md"
WIDTH = 150

FOLDERS = {
    "pipeline": "the Python package: the CLI, the API, and one module per concern",
    "pipeline/abilities": "oracle text into mana abilities, one module per parse stage",
    "pipeline/deck": "decklists: pips against mana sources (Karsten's model)",
    "pipeline/history": "card_changes and price_history: what readers see of the history",
    "pipeline/warehouse": "the DuckDB warehouse: lock, load, build, checks, read, history",
    "sql/staging": "Scryfall's fields renamed and typed, one view or table per source",
    "sql/intermediate": "shared steps of the marts; dropped at the end of a build",
    "sql/marts": "the tables analysts query (each with its .toml description beside it)",
    "sql/macros": "macros stored in the warehouse (devotion, and the reports' shared parts)",
    "sql/reports": "the queries `pipeline export` writes as CSV",
    "sql/tables": "the descriptions of the loaded tables and the build's own tables",
}


def _shorten(text: str) -> str:
    text = " ".join(text.split())
    if len(text) <= WIDTH:
        return text
    return text[: WIDTH - 1].rsplit(" ", 1)[0] + "…"


def _python_summary(path: Path) -> str:
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
    return doc.split("\n\n")[0] if doc else ""


def _sql_summary(path: Path) -> str:
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("--"):
            break
        lines.append(line.removeprefix("--").strip())
    return " ".join(lines).removeprefix("grain: ")


def _toml_summary(path: Path) -> str:
    return str(tomllib.loads(path.read_text(encoding="utf-8")).get("description", ""))


def _data_summary(path: Path) -> str:
    """A package data file's first paragraph of comments (add_clauses.toml's)."""
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("#") or line.strip() == "#":
            break
        lines.append(line.removeprefix("#").strip())
    return " ".join(lines)


def render() -> str:
    out = [
        "# Where things are",
        "",
        "Generated from the files themselves (a module's docstring, a data file's first",
        "comments, a SQL file's header, a table's `.toml` description); do not edit by hand.",
        "After adding or renaming a file, regenerate it with",
        "`pytest tests/test_layout_doc.py --update-golden`.",
        "",
    ]
    for folder, about in FOLDERS.items():
        out += [f"## `{folder}/`: {about}", ""]
        base = ROOT / folder
        if folder.startswith("pipeline"):
            files = sorted([*base.glob("*.py"), *base.glob("*.toml")])
            summaries = [
                (p.name, _python_summary(p) if p.suffix == ".py" else _data_summary(p))
                for p in files
            ]
        elif folder == "sql/tables":
            summaries = [(p.name, _toml_summary(p)) for p in sorted(base.glob("*.toml"))]
        else:
            summaries = [(p.name, _sql_summary(p)) for p in sorted(base.glob("*.sql"))]
        out += [f"- `{name}`: {_shorten(summary)}" for name, summary in summaries]
        out.append("")
    return "\n".join(out)


def test_every_file_says_what_it_holds():
    text = render()
    missing = [line for line in text.splitlines() if line.startswith("- ") and line.endswith(": ")]
    assert missing == []


def test_docs_layout_md_is_generated_from_the_files(update_golden):
    text = render()
    if update_golden:
        LAYOUT_DOC.write_text(text, encoding="utf-8")
        pytest.skip("rewrote docs/layout.md")
    assert LAYOUT_DOC.read_text(encoding="utf-8") == text, (
        "docs/layout.md is out of date: run pytest tests/test_layout_doc.py --update-golden"
    )
