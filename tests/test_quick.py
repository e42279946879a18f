"""`pipeline query SQL` without typer (pipeline.quick): which command lines it takes, and
that on each of them it prints what the typer command prints, byte for byte."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import DATA
from pipeline.quick import PlainQuery, plain_query

REPO = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["query", "select 1"], PlainQuery("select 1", None, "table")),
        (["query", "select 1", "--db", "w.duckdb"], PlainQuery("select 1", "w.duckdb", "table")),
        (["query", "--db=w.duckdb", "select 1"], PlainQuery("select 1", "w.duckdb", "table")),
        (["query", "-f", "csv", "select 1"], PlainQuery("select 1", None, "csv")),
        (["query", "select 1", "--format=json"], PlainQuery("select 1", None, "json")),
        (["query", "-- why\nselect 1"], PlainQuery("-- why\nselect 1", None, "table")),
    ],
)
def test_the_plain_query_is_read_without_typer(args, expected):
    assert plain_query(args) == expected


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["status"],
        ["--version"],
        ["query"],
        ["query", "--help"],
        ["query", "-"],
        ["query", "   "],
        ["query", "select 1", "select 2"],
        ["query", "--file", "q.sql"],
        ["query", "select 1", "--output", "out.csv"],
        ["query", "select 1", "-o", "out.csv"],
        ["query", "select 1", "--db"],
        ["query", "select 1", "--db", ""],
        ["query", "select 1", "--db", "a", "--db", "b"],
        ["query", "select 1", "-f", "xml"],
        ["query", "select 1", "-fcsv"],
        ["query", "select 1", "-f=csv"],
        ["query", "select 1", "--"],
    ],
)
def test_any_other_command_line_goes_to_typer(args):
    assert plain_query(args) is None


def _run(entry: str, args: list[str], columns: int, **env_vars: str) -> tuple[int, str, str]:
    env = {**os.environ, "COLUMNS": str(columns), "PYTHONPATH": str(REPO), **env_vars}
    env.pop("PIPELINE_DB", None)
    done = subprocess.run(
        [sys.executable, "-c", entry, *args],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    return done.returncode, done.stdout, done.stderr


QUICK = "from pipeline.quick import main; main()"
TYPER = "from pipeline.cli import app; app(prog_name='pipeline')"


@pytest.mark.parametrize(
    ("args", "columns", "status"),
    [
        (["query", "select name, cmc from cards order by name limit 3", "--db", "DB"], 80, 0),
        (["query", "select * from cards where name = 'Llanowar Elves'", "--db=DB"], 60, 0),
        (
            ["query", "-f", "csv", "select name from cards order by name limit 3", "--db", "DB"],
            80,
            0,
        ),
        (
            [
                "query",
                "select name, colors from cards order by name limit 2",
                "--db",
                "DB",
                "--format",
                "json",
            ],
            80,
            0,
        ),
        (["query", "--db", "DB", "-- the count\nselect count(*) as n from cards"], 80, 0),
        (["query", "select 1 where false", "--db", "DB", "-f", "markdown"], 80, 0),
        (["query", "drop table cards", "--db", "DB"], 80, 1),
        (["query", "select 1", "--db", "MISSING"], 80, 1),
    ],
)
def test_the_quick_path_prints_what_typer_prints(
    fixture_warehouse, tmp_path, args, columns, status
):
    args = [
        a.replace("MISSING", str(tmp_path / "none.duckdb")).replace("DB", str(fixture_warehouse))
        for a in args
    ]
    assert plain_query(args) is not None  # the quick path is the one compared
    quick = _run(QUICK, args, columns)
    assert quick == _run(TYPER, args, columns)
    assert quick[0] == status


@pytest.mark.parametrize("entry", [QUICK, TYPER])
def test_a_table_written_to_a_pipe_has_every_column(fixture_warehouse, entry):
    """With no terminal (and no COLUMNS), 80 characters were assumed: `query ... >
    out.txt` kept only the first column, and said so only on stderr."""
    sql = "select name, type_line, oracle_text, mana_cost from cards where name = 'Fire // Ice'"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    env.pop("COLUMNS", None)
    done = subprocess.run(
        [sys.executable, "-c", entry, "query", sql, "--db", str(fixture_warehouse)],
        capture_output=True, text=True, env=env, check=False,
    )  # fmt: skip

    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0].split() == ["name", "type_line", "oracle_text", "mana_cost"]
    assert done.stderr == "(1 row)\n"


@pytest.mark.parametrize(
    "args",
    [
        ["refresh", "--from-file", "CARDS", "--db", "NEW"],
        ["refresh", "--api-url", "http://127.0.0.1:9/", "--db", "NEW"],  # no server: not reached
        ["export", "--db", "DB", "--out", "OUT"],
        ["changes", "--db", "DB"],
    ],
)
def test_a_bad_sql_folder_stops_the_commands_that_read_it_in_one_line(
    tmp_path, fixture_warehouse, args
):
    """A bad PIPELINE_SQL_DIR stops each command that reads the SQL folder with one line
    that says what to do, exit 1; a refresh before it reads or downloads anything."""
    names = {"CARDS": DATA / "cards.jsonl.gz", "NEW": tmp_path / "new.duckdb"}
    names |= {"DB": fixture_warehouse, "OUT": tmp_path / "out"}
    given = [str(names.get(a, a)) for a in args]
    status, _, stderr = _run(QUICK, given, 80, PIPELINE_SQL_DIR=str(tmp_path))

    assert (status, stderr) == (
        1,
        f"Error: PIPELINE_SQL_DIR={tmp_path} is not a folder of SQL models (it has no "
        "staging/ folder). Point it at a copy of the package's sql/ folder, or unset it to "
        "use the package's.\n",
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # no warehouse, lock or reports


@pytest.mark.parametrize("entry", [QUICK, TYPER])
def test_a_reader_that_stops_early_ends_the_query_quietly(fixture_warehouse, entry):
    """`pipeline query ... | head -1`: the pipe closes under a long result. Both entry
    points stop with status 1 and say nothing, as click does, not with a traceback."""
    args = ["query", "select range from range(300000)", "--db", str(fixture_warehouse)]
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    with subprocess.Popen(
        [sys.executable, "-c", entry, *args, "-f", "csv"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
    ) as process:  # fmt: skip
        assert process.stdout is not None and process.stderr is not None
        assert process.stdout.readline() == b"range\n"
        process.stdout.close()
        stderr = process.stderr.read()
        status = process.wait(timeout=60)

    assert (status, stderr) == (1, b"")
