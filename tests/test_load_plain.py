"""The load reads a gzip bulk file from a plain copy in the build's work folder, on every
core (issue 15); the copy never outlives the load, and a disk too full for it makes DuckDB
read the gzip file itself."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import duckdb

from conftest import DATA
from pipeline.warehouse.load import load_cards

FIXTURE_CARDS = 217


def test_a_gzip_file_loads_from_a_plain_copy_that_is_gone_after_the_load(tmp_path):
    work = tmp_path / "work"
    work.mkdir()
    con = duckdb.connect(str(tmp_path / "w.duckdb"))

    issues = load_cards(con, DATA / "cards.jsonl.gz", work)

    assert con.execute("select count(*) from cards").fetchone() == (FIXTURE_CARDS,)
    assert [i for i in issues if i.field in ("file", "id", "object")] == []
    assert list(work.iterdir()) == []


def test_a_copy_that_cannot_be_made_leaves_duckdb_reading_the_gzip_file(tmp_path):
    """Writes past 64 kB fail as on a full disk (the copy is ~900 kB); the cards load into
    an in-memory database all the same."""
    script = textwrap.dedent(
        f"""
        import resource, signal, sys
        from pathlib import Path
        import duckdb
        from pipeline.warehouse.load import load_cards
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (65536, 65536))
        work = Path({str(tmp_path)!r})
        con = duckdb.connect()
        load_cards(con, Path({str(DATA / "cards.jsonl.gz")!r}), work)
        print(con.execute("select count(*) from cards").fetchone()[0])
        print(sorted(p.name for p in work.iterdir()))
        """
    )

    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False
    )

    assert done.returncode == 0, done.stderr
    assert done.stdout == f"{FIXTURE_CARDS}\n[]\n"
