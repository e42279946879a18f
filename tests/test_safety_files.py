"""Nothing destroyed (issue 12): no command replaces a file it does not own.

`query --output` writes special files through and keeps links (item 1); `--db` names
an absent path or a warehouse this pipeline built, and nothing else (items 3 and 9); a
warehouse reached through a symlink is rebuilt where it really is (item 6); queries
can't reach DuckDB's temp folder (item 12); `parquet` and `export` touch only their
own files (item 14). Every test runs the real CLI on real files in tmp_path.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import threading
from pathlib import Path

import duckdb
import pytest

from conftest import DATA, invoke, sha256
from pipeline.owned import LEDGER

REPO = Path(__file__).resolve().parents[1]


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


# -- 3 and 9. --db names an absent path or a warehouse this pipeline built -----------------


def not_a_warehouse(kind: str, folder: Path) -> Path:
    """A file that `--db` might name by mistake."""
    if kind == "the input file":
        path = folder / "cards.json"
        shutil.copy2(DATA / "cards.json", path)
    elif kind == "a CSV file":
        path = folder / "mydata.csv"
        path.write_text("name,count\nLlanowar Elves,4\n", encoding="utf-8")
    elif kind == "an empty file":
        path = folder / "cards.duckdb"
        path.touch()
    else:  # someone else's DuckDB database
        path = folder / "theirs.duckdb"
        with duckdb.connect(str(path)) as con:
            con.execute("create table sales as select 42 as amount")
    return path


KINDS = ["the input file", "a CSV file", "an empty file", "another DuckDB database"]


def what_it_is(kind: str) -> str:
    """What the error says a file of `kind` is, instead of a warehouse."""
    if kind == "another DuckDB database":
        return "a DuckDB database this pipeline did not build (it has no refresh_runs table)"
    return "not a DuckDB file"


@pytest.mark.parametrize("kind", KINDS)
def test_refresh_never_replaces_a_file_that_is_not_a_warehouse(runner, tmp_path, kind):
    target = not_a_warehouse(kind, tmp_path)
    before = sha256(target)
    source = tmp_path / "cards.json" if kind == "the input file" else DATA / "cards.jsonl.gz"

    result = invoke(runner, "refresh", "--db", target, "--from-file", source, "--no-reports")

    what = what_it_is(kind)
    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: {target} is not a warehouse: it is {what}. Refusing to replace it; "
        "choose another --db, e.g. outputs/cards.duckdb.\n"
    )
    assert sha256(target) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name]  # no lock, no cache


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("command", ["query", "status", "card", "schema", "export", "parquet"])
def test_reading_a_file_that_is_not_a_warehouse_says_so(runner, tmp_path, kind, command):
    target = not_a_warehouse(kind, tmp_path)
    args = {"query": ["select 1"], "card": ["Llanowar Elves"]}.get(command, [])

    result = invoke(runner, command, *args, "--db", target)

    what = what_it_is(kind)
    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: {target} is not a warehouse: it is {what}. Check --db (or $PIPELINE_DB).\n"
    )


@pytest.mark.parametrize("command", ["refresh", "query", "status"])
@pytest.mark.parametrize("given", ["a folder", "an empty string"])
def test_a_db_that_is_a_folder_is_refused_before_any_work(
    runner, tmp_path, monkeypatch, command, given
):
    monkeypatch.chdir(tmp_path)
    folder = tmp_path / "wh" if given == "a folder" else Path(".")
    folder.mkdir(exist_ok=True)
    args = {
        "refresh": ["--from-file", DATA / "cards.jsonl.gz", "--no-reports"],
        "query": ["select 1"],
    }.get(command, [])

    result = invoke(runner, command, *args, "--db", folder if given == "a folder" else "")

    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: --db {folder} is a folder, not a warehouse file; name the file, e.g. "
        f"--db {folder / 'cards.duckdb'}.\n"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == (["wh"] if given == "a folder" else [])


def test_a_warehouse_named_like_its_history_folder_is_refused_before_any_work(runner, tmp_path):
    """--db xh/history: the history folder went where the warehouse was to be, and the swap
    ended in IsADirectoryError's traceback, leaving xh/history/ behind."""
    db = tmp_path / "xh" / "history"

    result = invoke(runner, "refresh", "--from-file", DATA / "cards.jsonl.gz", "--db", db)

    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: --db {db}: a warehouse can't be named 'history', the name of the folder its "
        f"history is kept in beside it ({db}/history/). Name the file otherwise, e.g. "
        f"--db {tmp_path / 'xh' / 'cards.duckdb'}.\n"
    )
    assert not (tmp_path / "xh").exists()


# -- 6. a warehouse reached through a symlink ----------------------------------------------


@pytest.fixture
def linked(db: Path, tmp_path: Path) -> Path:
    """`link.duckdb` in another folder, a symlink to the warehouse `db`."""
    link = tmp_path / "elsewhere" / "link.duckdb"
    link.parent.mkdir()
    link.symlink_to(db)
    return link


def test_a_refresh_through_a_symlink_rebuilds_the_warehouse_it_points_to(runner, db, linked):
    before = sha256(db)

    result = invoke(runner, "refresh", "--db", linked, "--from-file", DATA / "cards.json",
                    "--no-reports")  # fmt: skip

    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"Built {db}: 217 cards from {DATA / 'cards.json'} in ")
    assert linked.is_symlink() and os.readlink(linked) == str(db)  # still the link
    assert sha256(db) != before  # the warehouse itself was rebuilt
    with duckdb.connect(str(db), read_only=True) as con:
        assert con.execute("select source from refresh_runs order by run_id").fetchall() == [
            (str(DATA / "cards.jsonl.gz"),),
            (str(DATA / "cards.json"),),
        ]
    assert sorted(p.name for p in linked.parent.iterdir()) == ["link.duckdb"]  # no lock here


def test_refreshes_through_two_paths_to_one_warehouse_share_its_lock(runner, db, linked):
    from pipeline import warehouse

    before = sha256(db)
    with warehouse.refresh_lock(db):  # a refresh of the real path is under way
        result = invoke(runner, "refresh", "--db", linked, "--from-file", DATA / "cards.json",
                        "--no-reports")  # fmt: skip

    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: Another refresh (pid {os.getpid()}) is building {db} right now. Wait for it "
        "to finish, or run with --wait to queue behind it.\n"
    )
    assert sha256(db) == before
    assert linked.is_symlink()


# -- 12. DuckDB's temp folder is off limits to queries -------------------------------------

NO_FILES = "file system operations are disabled by configuration"


@pytest.mark.parametrize("folder", ["<db>.tmp", ".tmp"])
@pytest.mark.parametrize(
    "sql",
    ["copy (select 1 as a) to '{dir}/leak.csv'", "select * from read_csv('{dir}/secret.csv')",
     "select * from glob('{dir}/*')"],
    ids=["write", "read", "list"],
)  # fmt: skip
def test_queries_cannot_touch_duckdbs_temp_folders(runner, db, tmp_path, monkeypatch, folder, sql):
    """DuckDB lets a connection use its temp folder (`<db>.tmp`, or `.tmp` in the current
    folder) even with file access off; the warehouse's connections have none."""
    monkeypatch.chdir(tmp_path)
    temp = db.with_name(db.name + ".tmp") if folder == "<db>.tmp" else tmp_path / ".tmp"
    temp.mkdir()
    (temp / "secret.csv").write_text("a\n1\n", encoding="utf-8")

    result = invoke(runner, "query", "--db", db, sql.format(dir=temp))

    assert result.exit_code == 1
    assert result.stderr.startswith("Error: Permission Error: ")
    assert NO_FILES in result.stderr
    assert sorted(p.name for p in temp.iterdir()) == ["secret.csv"]


# -- 14. parquet and export touch only their own files -------------------------------------


def test_a_parquet_re_export_keeps_the_files_the_user_put_in_its_folder(runner, db, tmp_path):
    out = tmp_path / "pq"
    assert invoke(runner, "parquet", "--db", db, "--out", out, "--quiet").exit_code == 0
    (out / "notes.txt").write_text("mine\n", encoding="utf-8")
    (out / "my-query.parquet").write_bytes(b"my own parquet")
    (out / "analysis").mkdir()
    (out / "analysis" / "result.csv").write_text("a\n1\n", encoding="utf-8")
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    # an earlier export wrote a table this one does not: that file was ours, and goes
    (out / "dropped_table.parquet").write_bytes(b"old table")
    manifest["tables"].append({"name": "dropped_table", "file": "dropped_table.parquet"})
    (out / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")

    result = invoke(runner, "parquet", "--db", db, "--out", out, "--quiet")

    assert result.exit_code == 0, result.output
    assert (out / "notes.txt").read_text(encoding="utf-8") == "mine\n"
    assert (out / "my-query.parquet").read_bytes() == b"my own parquet"
    assert (out / "analysis" / "result.csv").read_text(encoding="utf-8") == "a\n1\n"
    assert not (out / "dropped_table.parquet").exists()
    tables = json.loads((out / "manifest.json").read_text(encoding="utf-8"))["tables"]
    assert sorted(p.name for p in out.iterdir()) == sorted(
        ["analysis", "manifest.json", "my-query.parquet", "notes.txt"] + [t["file"] for t in tables]
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pq", "wh"]  # nothing left aside


def test_a_parquet_file_changed_since_the_export_wrote_it_stops_the_next(runner, db, tmp_path):
    """The manifest keeps each table's file as written: one the user replaced under its
    name is theirs, and stays; a copy of the folder (new times, same bytes) is still the
    export's."""
    out, copy = tmp_path / "pq", tmp_path / "copy"
    assert invoke(runner, "parquet", "--db", db, "--out", out, "--quiet").exit_code == 0
    shutil.copytree(out, copy, copy_function=shutil.copy)
    (out / "sets.parquet").write_bytes(b"the user's own sets")

    result = invoke(runner, "parquet", "--db", db, "--out", out, "--quiet")

    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: {out / 'sets.parquet'} changed since the last Parquet export wrote it (its "
        "manifest.json gives its size and SHA-256 as written); move it away, then export "
        "again.\n"
    )
    assert (out / "sets.parquet").read_bytes() == b"the user's own sets"
    assert invoke(runner, "parquet", "--db", db, "--out", copy, "--quiet").exit_code == 0


def test_a_parquet_export_through_a_link_writes_into_the_folder_it_names(runner, db, tmp_path):
    """The swap renames folders: done on the link, it emptied the real folder, put a
    folder in the link's place and failed every later export."""
    real, link = tmp_path / "real", tmp_path / "link"
    assert invoke(runner, "parquet", "--db", db, "--out", real, "--quiet").exit_code == 0
    (real / "notes.txt").write_text("mine")
    link.symlink_to(real)

    result = invoke(runner, "parquet", "--db", db, "--out", link, "--quiet")

    assert result.exit_code == 0, result.output
    assert link.is_symlink() and link.resolve() == real
    assert (real / "notes.txt").read_text() == "mine"
    assert (real / "cards.parquet").is_file() and (real / "manifest.json").is_file()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []


def test_a_parquet_export_never_overwrites_a_user_file_named_like_a_table(runner, db, tmp_path):
    out = tmp_path / "pq"
    assert invoke(runner, "parquet", "--db", db, "--out", out, "--quiet").exit_code == 0
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    manifest["tables"] = [t for t in manifest["tables"] if t["name"] != "sets"]
    (out / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    (out / "sets.parquet").write_bytes(b"the user's own sets")  # not the export's any more

    result = invoke(runner, "parquet", "--db", db, "--out", out, "--quiet")

    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: {out / 'sets.parquet'} is not a file of the last Parquet export (its "
        "manifest.json does not list it); move it away, then export again.\n"
    )
    assert (out / "sets.parquet").read_bytes() == b"the user's own sets"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pq", "wh"]


KILLED_PARQUET = """
import sys, time
from pathlib import Path
import pipeline.parquet as parquet

def stop_before_the_swap(*args):  # the export is killed at its last step
    print("ready", flush=True)
    time.sleep(60)

parquet._swap_in = stop_before_the_swap
parquet.export_parquet(Path(sys.argv[1]), Path(sys.argv[2]))
"""

KILLED_IN_THE_SWAP = """
import os, sys, time
from pathlib import Path
import pipeline.parquet as parquet

real_replace = os.replace

def replace_then_stop(source, dest):  # killed between the two renames of the swap
    real_replace(source, dest)
    print("ready", flush=True)
    time.sleep(60)

parquet.os.replace = replace_then_stop
parquet.export_parquet(Path(sys.argv[1]), Path(sys.argv[2]))
"""

KILLED_WRITE = """
import sys, time
from pathlib import Path
from pipeline.files import atomic_write

with atomic_write(Path(sys.argv[1])) as handle:  # killed half-way through writing a report
    handle.write("report_id,half\\n")
    handle.flush()
    print("ready", flush=True)
    time.sleep(60)
"""


def killed_midway(script: str, *args: Path) -> None:
    """Run `script` in a child process and SIGKILL it once it prints 'ready'."""
    child = subprocess.Popen([sys.executable, "-c", script, *map(str, args)],
                             stdout=subprocess.PIPE, text=True, cwd=REPO)  # fmt: skip
    try:
        assert child.stdout is not None and child.stdout.readline() == "ready\n"
    finally:
        child.kill()
        child.communicate(timeout=30)


def test_what_a_killed_parquet_export_left_is_removed_by_the_next(runner, db, tmp_path):
    out = tmp_path / "pq"
    killed_midway(KILLED_PARQUET, db, out)
    left = sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".pq."))
    assert len(left) == 1 and left[0].startswith(".pq.tmp-"), left

    result = invoke(runner, "parquet", "--db", db, "--out", out, "--quiet")

    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pq", "wh"]


def test_a_parquet_export_killed_in_its_swap_loses_no_user_file(runner, db, tmp_path):
    out = tmp_path / "pq"
    assert invoke(runner, "parquet", "--db", db, "--out", out, "--quiet").exit_code == 0
    (out / "notes.txt").write_text("mine\n", encoding="utf-8")
    killed_midway(KILLED_IN_THE_SWAP, db, out)
    assert not out.exists()  # killed with the old export moved aside, the new one not in

    result = invoke(runner, "parquet", "--db", db, "--out", out, "--quiet")

    assert result.exit_code == 0, result.output
    assert (out / "notes.txt").read_text(encoding="utf-8") == "mine\n"
    assert (out / "manifest.json").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pq", "wh"]


def test_what_a_killed_report_export_left_is_removed_by_the_next(runner, db, tmp_path):
    out = tmp_path / "reports"
    out.mkdir()
    killed_midway(KILLED_WRITE, out / "rpt_fixers.csv")
    assert [p.name.endswith(".tmp") for p in out.iterdir()] == [True]

    result = invoke(runner, "export", "--db", db, "--out", out, "--quiet")

    assert result.exit_code == 0, result.output
    assert [p.name for p in out.iterdir() if p.name.startswith(".")] == [LEDGER]
