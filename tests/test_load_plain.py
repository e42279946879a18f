"""A sampled load reads a gzip bulk file from a plain copy in the build's work folder, on
every core (issue 15); the copy never outlives the load, and a disk too full for it makes
DuckDB read the gzip file itself. A load with known types reads the gzip file as it is."""

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


def _known_types(columns):
    """KnownTypes with the verdict the prepass worker would give, worked out here."""
    from pipeline import cardtypes, prepass
    from pipeline.warehouse.load import KnownTypes

    guard = cardtypes.Guard(columns)
    prepass.read_file(DATA / "cards.jsonl.gz", guard)
    return KnownTypes(columns, guard.verdict)


def test_a_gzip_file_that_fits_the_known_types_is_read_as_it_is(tmp_path, monkeypatch):
    """DuckDB given the types reads gzip about as fast as a plain copy: no copy is made."""
    from pipeline import cardtypes
    from pipeline.warehouse import load

    copies: list[str] = []
    real = load.decompress
    monkeypatch.setattr(
        load, "decompress", lambda src, dest: copies.append(dest.name) or real(src, dest)
    )
    con = duckdb.connect()
    fits = _known_types(cardtypes.documented_types())
    load_cards(con, DATA / "cards.jsonl.gz", tmp_path, fits)

    assert (fits.outcome, copies) == ("used", [])
    assert con.execute("select count(*) from cards").fetchone() == (FIXTURE_CARDS,)

    columns = [(n, k) for n, k in cardtypes.documented_types() if n != "legalities"]
    misfit = _known_types(columns)  # every card has a field these types lack
    load_cards(duckdb.connect(), DATA / "cards.jsonl.gz", tmp_path, misfit)

    assert misfit.outcome.startswith("line 1: Object contains unknown field `legalities`")
    assert copies == ["cards.jsonl"]  # the sampled load reads a plain copy
