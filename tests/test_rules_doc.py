"""docs/rules.md is the project's rules document: every citation of one of its anchors resolves."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "docs" / "rules.md"

# Where citations live: the README, the docs, the code, the SQL and the tests.
CITING = ("README.md", "docs", "pipeline", "sql", "tests", "bench")
CITATION = re.compile(r"(?:docs/)?rules\.md#([\w-]+)")
# the team's notes, which a clone of the repository does not have
NOTES = re.compile(r"\b(?:RULES|USERS|STYLE)\.md\b")
# what a user gets: these never name a path outside the repository
PRODUCT = ("README.md", "docs", "pipeline", "sql")
OUTSIDE = re.compile(r"(?<!\.)\.\./|\bshared/(?:data|docs)\b|/work/|/home/")


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors() -> set[str]:
    text = RULES.read_text(encoding="utf-8")
    return {slug(m[1]) for m in re.finditer(r"^#{1,6} (.+)$", text, re.MULTILINE)}


def citing_files() -> list[Path]:
    """The tracked text files under CITING (untracked scratch files don't count)."""
    listed = subprocess.run(
        ["git", "ls-files", "--", *CITING],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if listed.returncode != 0:  # not a git checkout (an sdist): walk the folders instead
        return [
            p
            for name in CITING
            for p in ([ROOT / name] if (ROOT / name).is_file() else (ROOT / name).rglob("*"))
            if p.is_file()
        ]
    return [ROOT / line for line in listed.stdout.splitlines() if line]


def text_lines() -> list[tuple[Path, int, str]]:
    """Every line of the tracked text files under CITING."""
    return [
        (path, n, line)
        for path in citing_files()
        if path.suffix in {".md", ".py", ".sql", ".sh", ".toml"} and path.is_file()
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
    ]


def citations() -> list[tuple[str, str]]:
    return [
        (f"{path.relative_to(ROOT)}:{n}", m[1])
        for path, n, line in text_lines()
        for m in CITATION.finditer(line)
    ]


def test_nothing_cites_the_teams_notes():
    """Rules are cited by CR number and docs/rules.md: the notes the project was written
    from are not in a clone."""
    assert [f"{p.relative_to(ROOT)}:{n}" for p, n, line in text_lines() if NOTES.search(line)] == []


def test_the_product_names_no_path_outside_the_repository():
    """The README, the docs, the package and the SQL stand alone (tests and benchmarks
    may look beside the repository for the optional large files)."""
    found = [
        f"{p.relative_to(ROOT)}:{n}: {line.strip()}"
        for p, n, line in text_lines()
        if p.relative_to(ROOT).parts[0] in PRODUCT and OUTSIDE.search(line)
    ]
    assert found == []


def test_slug_matches_github():
    assert slug("Mana production: mechanisms and decisions") == (
        "mana-production-mechanisms-and-decisions"
    )
    assert slug("Could produce") == "could-produce"


def test_anchor_table_lists_only_real_headings():
    """The table of anchors at the top of rules.md names headings that exist."""
    text = RULES.read_text(encoding="utf-8")
    listed = re.findall(r"^\| \[`#([\w-]+)`\]\(#([\w-]+)\)", text, re.MULTILINE)
    assert listed, "rules.md has no table of anchors"
    for shown, target in listed:
        assert shown == target
        assert target in anchors(), target


@pytest.mark.parametrize(("where", "anchor"), citations())
def test_every_citation_names_a_heading(where, anchor):
    assert anchor in anchors(), f"{where} cites rules.md#{anchor}, which has no heading"


def test_rules_doc_is_cited():
    """At least the SQL models cite it, so the test above is not vacuous."""
    assert len(citations()) >= 5
