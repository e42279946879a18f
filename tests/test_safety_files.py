"""Nothing destroyed (issue 12): no command replaces a file it does not own.

`query --output` writes special files through and keeps links (item 1); `--db` names
an absent path or a warehouse this pipeline built, and nothing else (items 3 and 9); a
warehouse reached through a symlink is rebuilt where it really is (item 6); queries
can't reach DuckDB's temp folder (item 12); `parquet` and `export` touch only their
own files (item 14). Every test runs the real CLI on real files in tmp_path.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import threading
from pathlib import Path

import pytest

from conftest import invoke


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def db(tmp_path: Path, fixture_warehouse: Path) -> Path:
    """A private copy of the fixture warehouse, in a folder of its own."""
    path = tmp_path / "wh" / "cards.duckdb"
    path.parent.mkdir()
    shutil.copy2(fixture_warehouse, path)
    return path


# -- 1. query --output ---------------------------------------------------------------------

ONE_ROW = "select 'Llanowar Elves' as name, 1 as n"
ONE_ROW_CSV = "name,n\nLlanowar Elves,1\n"


def test_output_dash_is_standard_output(runner, db, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)

    result = invoke(runner, "query", ONE_ROW, "--db", db, "--format", "csv", "--output", "-")

    assert result.exit_code == 0, result.output
    assert result.stdout == ONE_ROW_CSV
    assert not (tmp_path / "-").exists()


def test_output_to_a_fifo_writes_through_it_and_leaves_it_a_fifo(runner, db, tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()), daemon=True)
    reader.start()
    try:
        result = invoke(runner, "query", ONE_ROW, "--db", db, "--output", fifo)
    finally:
        reader.join(timeout=5)
        if reader.is_alive():  # nothing wrote to the FIFO: release the reader
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
            reader.join(timeout=5)

    assert result.exit_code == 0, result.output
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode), "the FIFO was replaced by a regular file"
    assert received == [ONE_ROW_CSV.encode()]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe", "wh"]


def test_output_through_a_symlink_writes_its_target_and_keeps_the_link(runner, db, tmp_path):
    target = tmp_path / "data" / "result.csv"
    target.parent.mkdir()
    target.write_text("old\n", encoding="utf-8")
    link = tmp_path / "latest.csv"
    link.symlink_to(target)

    result = invoke(runner, "query", ONE_ROW, "--db", db, "--output", link)

    assert result.exit_code == 0, result.output
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text(encoding="utf-8") == ONE_ROW_CSV
    assert sorted(p.name for p in target.parent.iterdir()) == ["result.csv"]  # no temp file


def test_output_to_a_folder_is_a_clear_error(runner, db, tmp_path):
    folder = tmp_path / "out"
    folder.mkdir()

    result = invoke(runner, "query", ONE_ROW, "--db", db, "--output", folder)

    assert result.exit_code == 1
    assert result.stderr == f"Error: --output {folder} is a folder; give a file name.\n"
    assert list(folder.iterdir()) == []
