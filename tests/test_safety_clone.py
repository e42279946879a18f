"""The tests behind the README's guarantees run on a fresh clone (issue 12, item 21).

The crash and concurrency tests used to take their big file from data beside the
repository and skip without it, so on a fresh clone the guarantees went untested. Here
they run in a copy of the repository that has nothing beside it, and must pass, not skip.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

# Every test that kills a refresh or queries one under way.
GUARANTEE_TESTS = [
    "tests/test_concurrency.py::test_killed_during_the_build_keeps_the_warehouse_and_the_next_run_recovers",
    "tests/test_concurrency.py::test_queries_during_a_refresh_see_the_last_good_warehouse",
    "tests/test_prepass.py::test_the_worker_ends_when_its_refresh_is_killed",
]


def copy_of_the_repository(dest: Path) -> Path:
    """The files a clone has (no virtualenv, caches or build output), and nothing beside."""
    ignore = shutil.ignore_patterns(
        ".venv", "__pycache__", "*.egg-info", ".pytest_cache", "outputs"
    )
    for name in ("pipeline", "sql", "tests"):
        shutil.copytree(REPO / name, dest / name, ignore=ignore)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(REPO / name, dest / name)
    return dest


def test_the_guarantee_tests_run_without_anything_beside_the_repository(tmp_path):
    clone = copy_of_the_repository(tmp_path / "lonely" / "repo")
    assert sorted(p.name for p in clone.parent.iterdir()) == ["repo"]  # no shared/ beside it

    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider",
         *GUARANTEE_TESTS],
        cwd=clone, capture_output=True, text=True, timeout=600,
    )  # fmt: skip

    summary = done.stdout.strip().splitlines()[-1]
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.fullmatch(rf"{len(GUARANTEE_TESTS)} passed in [\d.]+s( \(.*\))?", summary), summary
