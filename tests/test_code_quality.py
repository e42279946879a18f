"""The lint, format and type checks, run by `pytest` like every other promise.

The README's one test command (and `.ci/run`) is `pytest`; these make it also run
`ruff check`, `ruff format --check` and `mypy pipeline` on the checkout, so a change that
breaks them fails the suite with the tools' own messages.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    "command",
    [
        ["ruff", "check", "."],
        ["ruff", "format", "--check", "."],
        ["mypy", "pipeline"],
    ],
    ids=["ruff check", "ruff format", "mypy"],
)
def test_the_checkout_passes(command: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
