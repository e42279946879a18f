"""Safety (issue #7, part 5): `pipeline query` cannot change the warehouse or touch other
files, and the names and paths given to `pipeline export` cannot write outside the output
folder. Every test runs the real CLI against a real warehouse file and compares its
sha256, and the files around it, before and after.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

import pytest

import pipeline
from conftest import DATA, invoke, sha256
from pipeline.errors import WarehouseError
from pipeline.files import atomic_write
from pipeline.owned import LEDGER, OutputFolder
from pipeline.warehouse.lock import remove_leftovers


def tree(folder: Path) -> dict[str, tuple[int, str]]:
    """Every file under `folder`: (size, sha256), by relative path (symlinks as links)."""
    found = {}
    for path in sorted(folder.rglob("*")):
        if path.is_symlink():
            found[str(path.relative_to(folder))] = (-1, os.readlink(path))
        elif path.is_file():
            found[str(path.relative_to(folder))] = (path.stat().st_size, sha256(path))
    return found


# -- query is read-only and sealed off from other files -------------------------------------

READ_ONLY = "attached in read-only mode!"
NO_FILES = "file system operations are disabled by configuration"
LOCKED = "the configuration has been locked"

REFUSED = {
    "create table x (a int)": READ_ONLY,
    "drop table cards": READ_ONLY,
    "insert into cards (name) values ('x')": READ_ONLY,
    "update cards set name = 'x'": READ_ONLY,
    "delete from cards": READ_ONLY,
    "alter table cards rename to old_cards": READ_ONLY,
    "comment on table cards is 'changed'": READ_ONLY,
    "create or replace macro devotion(a, b) as 1": READ_ONLY,
    # several statements are refused before any runs
    "select 1; drop table card_chroma": "The SQL holds 2 statements",
    "begin; delete from cards; commit": "The SQL holds 3 statements",
    "attach '{db}' as again; drop table again.cards": "The SQL holds 2 statements",
    "attach '{db}' as again": "Unique file handle conflict",
    "attach '{db}' as again (read_only false)": "Unique file handle conflict",
    "attach '{dir}/new.duckdb' as other": NO_FILES,
    "copy cards to '{dir}/cards.csv'": NO_FILES,
    "export database '{dir}/dump'": NO_FILES,
    "select * from read_csv('{dir}/cards.duckdb.lock')": NO_FILES,
    "install httpfs": NO_FILES,
    "load httpfs": "Loading external extensions is disabled through configuration",
    "set enable_external_access = true": LOCKED,
    "reset enable_external_access": LOCKED,
    "set lock_configuration = false": LOCKED,
}


@pytest.mark.parametrize("sql", REFUSED)
def test_query_refuses_to_change_the_warehouse_or_touch_files(runner, db, sql):
    before_sha, before_files = sha256(db), tree(db.parent)
    text = sql.format(db=db, dir=db.parent)

    result = invoke(runner, "query", "--db", db, text)

    assert result.exit_code == 1
    assert result.stderr.startswith("Error: ")
    assert REFUSED[sql] in result.stderr
    assert "Traceback" not in result.stderr
    assert sha256(db) == before_sha
    assert tree(db.parent) == before_files  # nothing written beside it either


@pytest.mark.parametrize(
    "sql",
    ["checkpoint", "force checkpoint", "vacuum", "create temp table t as select 1 as a"],
)  # fmt: skip
def test_statements_that_run_still_change_nothing(runner, db, sql):
    before = (sha256(db), db.stat().st_mtime_ns, tree(db.parent))

    result = invoke(runner, "query", "--db", db, sql.format(db=db))

    assert result.exit_code == 0, result.output
    assert (sha256(db), db.stat().st_mtime_ns, tree(db.parent)) == before


@pytest.mark.parametrize("how", ["stdin", "--file"])
def test_sql_from_stdin_or_a_file_is_refused_the_same_way(runner, db, tmp_path, how):
    before = sha256(db)
    sql = "drop table cards"
    if how == "stdin":
        from pipeline.cli import app

        result = runner.invoke(app, ["query", "--db", str(db), "-"], input=sql)
    else:
        script = tmp_path / "evil.sql"
        script.write_text(sql, encoding="utf-8")
        result = invoke(runner, "query", "--db", db, "--file", script)

    assert result.exit_code == 1
    assert READ_ONLY in result.stderr
    assert sha256(db) == before


def test_the_python_api_is_read_only_and_sealed_too(db):
    before = sha256(db)
    with pipeline.open(db) as wh:
        with pytest.raises(WarehouseError, match="read-only mode"):
            wh.query("drop table cards")
        with pytest.raises(WarehouseError, match=NO_FILES):
            wh.sql(f"copy cards to '{db.parent}/cards.csv'")
        assert wh.query("select count(*) from cards")[1][0][0] > 0
    assert sha256(db) == before
    assert sorted(p.name for p in db.parent.iterdir()) == ["cards.duckdb"]


def test_two_open_warehouses_in_one_process_both_work_and_stay_sealed(db):
    """DuckDB shares one instance per file within a process; the second open used to fail
    with 'the configuration has been locked' while the first was still open."""
    with pipeline.open(db) as first, pipeline.open(db) as second:
        assert first.query("select count(*) from cards") == second.query(
            "select count(*) from cards"
        )
        with pytest.raises(WarehouseError, match=NO_FILES):
            second.query(f"copy cards to '{db.parent}/x.csv'")
        with pytest.raises(WarehouseError, match="read-only mode"):
            second.query("drop table cards")
    assert not (db.parent / "x.csv").exists()


@pytest.mark.parametrize(
    "target",
    ["cards.duckdb", "cards.duckdb.lock", "cards.duckdb.wal", ".cards.duckdb.building-42",
     "a link to the warehouse"],
)  # fmt: skip
def test_query_output_cannot_overwrite_the_warehouse_or_its_files(runner, db, target):
    (db.parent / "cards.duckdb.lock").touch()
    output = db.parent / target
    if target == "a link to the warehouse":
        output = db.parent.parent / "innocent.csv"
        output.symlink_to(db)
    before = tree(db.parent)

    result = invoke(runner, "query", "--db", db, "select 1 as a", "--output", output)

    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: --output {output} is the warehouse's own file; choose another file.\n"
    )
    assert tree(db.parent) == before


def test_a_refresh_that_cannot_make_its_work_folder_is_a_clear_error(runner, tmp_path):
    """Where the build can't make its work folder beside the warehouse (a folder this user
    may lock but not write in; here, a name one step too long for the filesystem), Error:
    naming it, not a traceback, and nothing left behind."""
    db = tmp_path / ("w" * 250)  # its lock's name fits in 255 bytes, the work folder's not
    source = DATA / "cards.jsonl.gz"

    result = invoke(runner, "refresh", "--db", db, "--from-file", source, "--no-reports")

    assert result.exit_code == 1
    assert re.fullmatch(
        rf"Error: Can't create {re.escape(str(tmp_path))}/\.w{{250}}\.work-\d+: File name too "
        r"long\. Choose a folder this user can write to \(--db, --cache-dir\)\.\n",
        result.stderr,
    ), result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [db.name + ".lock"]


def test_leftovers_are_removed_whatever_they_are(db):
    """A killed build's file or folder, whatever kind: removed, and reported only once gone."""
    (db.with_name(f".{db.name}.building-1")).mkdir()
    (db.with_name(f".{db.name}.work-2")).write_text("a file where a folder was\n")
    (db.with_name(f".{db.name}.work-3")).mkdir()
    (db.with_name(f".{db.name}.work-3") / "spill.tmp").write_text("x")

    removed = remove_leftovers(db)

    assert sorted(p.name for p in removed) == [
        ".cards.duckdb.building-1",
        ".cards.duckdb.work-2",
        ".cards.duckdb.work-3",
    ]
    assert sorted(p.name for p in db.parent.iterdir()) == ["cards.duckdb"]


def test_leftovers_of_a_warehouse_named_like_a_pattern_are_only_its_own(tmp_path):
    """A warehouse "w[12].duckdb" once took w1.duckdb's live build for its own leftover
    (its name read as a glob) and deleted it mid-refresh."""
    other = tmp_path / ".w1.duckdb.building-7"
    other.mkdir()
    mine = tmp_path / ".w[12].duckdb.work-8"
    mine.mkdir()
    wal = tmp_path / ".w[12].duckdb.building-8.wal"  # DuckDB's, beside the build
    wal.write_text("")
    not_a_build = tmp_path / ".w[12].duckdb.work-notes"
    not_a_build.write_text("a user's file\n")

    removed = remove_leftovers(tmp_path / "w[12].duckdb")

    assert sorted(removed) == [wal, mine]
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        ".w1.duckdb.building-7",
        ".w[12].duckdb.work-notes",
    ]


# -- export writes only inside its output folder ----------------------------------------------

ESCAPES = [
    "../escaped",
    "../../escaped",
    "/tmp/escaped",
    "rpt_fixers/../../escaped",
    "../wh/cards.duckdb",
    "..",
    ".",
    "rpt_fixers.csv/..",
    "~/escaped",
]


@pytest.mark.parametrize("name", ESCAPES)
def test_export_names_cannot_reach_outside_the_output_folder(runner, db, tmp_path, name):
    out = tmp_path / "out"
    before = tree(tmp_path)

    result = invoke(runner, "export", name, "--db", db, "--out", out, "--quiet")

    assert result.exit_code == 1
    assert result.stderr.startswith(f"Error: No report called {name!r}.")
    assert result.stderr.rstrip().endswith("'pipeline export --list' lists them.")
    assert tree(tmp_path) == before
    assert not out.exists()
    assert not Path("/tmp/escaped").exists()


def test_a_full_export_writes_only_inside_the_output_folder(runner, db, tmp_path):
    out = tmp_path / "out"
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "rpt_fixers.csv").write_text("mine\n", encoding="utf-8")
    victim = outside / "victim.txt"
    victim.write_text("do not touch\n", encoding="utf-8")
    out.mkdir()
    # a report file an earlier export wrote, now a symlink to a file outside: replaced,
    # never written through
    (out / "rpt_fixers.csv").symlink_to(victim)
    (out / "chart_pips_by_year.svg").symlink_to(victim)
    OutputFolder(out, "export").record([out / "rpt_fixers.csv", out / "chart_pips_by_year.svg"])
    before = tree(tmp_path)

    result = invoke(runner, "export", "--db", db, "--out", out, "--quiet")

    assert result.exit_code == 0, result.output
    after = tree(tmp_path)
    changed = {k for k in after if before.get(k) != after[k]} | set(before) - set(after)
    assert changed and all(k.startswith("out/") for k in changed), changed
    written = sorted(p.name for p in out.iterdir())
    assert "report.html" in written
    assert "rpt_fixers.csv" in written
    assert not any(n.endswith(".tmp") for n in written)  # no temp files
    assert [n for n in written if n.startswith(".")] == [LEDGER]
    for name in written:
        path = out / name
        assert not path.is_symlink() and path.is_file(), name
    assert victim.read_text(encoding="utf-8") == "do not touch\n"


def test_a_full_export_never_writes_through_a_symlink_of_the_users(runner, db, tmp_path):
    """A symlink the user put in the folder under a report's name is theirs: the export
    stops, and neither the link nor its target changes."""
    out = tmp_path / "out"
    out.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("do not touch\n", encoding="utf-8")
    (out / "rpt_fixers.csv").symlink_to(victim)
    before = tree(tmp_path)

    result = invoke(runner, "export", "--db", db, "--out", out, "--quiet")

    assert result.exit_code == 1
    assert "already holds rpt_fixers.csv, which `pipeline export` has no record" in result.stderr
    assert tree(tmp_path) == before


def test_export_into_the_warehouse_folder_leaves_the_warehouse_alone(runner, db):
    before = sha256(db)

    result = invoke(runner, "export", "--db", db, "--out", db.parent, "--quiet")

    assert result.exit_code == 0, result.output
    assert sha256(db) == before
    assert (db.parent / "report.html").is_file()


def test_export_out_pointing_at_the_warehouse_file_is_an_error(runner, db):
    before = sha256(db)

    result = invoke(runner, "export", "--db", db, "--out", db, "--quiet")

    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: {db} is a file, not a folder: give a folder to write into (one that does "
        "not exist yet is made).\n"
    )
    assert sha256(db) == before


def test_written_files_get_the_usual_permissions_not_private_ones(tmp_path):
    """atomic_write goes through mkstemp, whose files are 0600: reports that other users
    (or a web server) read must get what open() would give, 0666 less the umask."""
    old = os.umask(0o022)
    try:
        with atomic_write(tmp_path / "report.csv") as handle:
            handle.write("a\n1\n")
        os.umask(0o027)
        with atomic_write(tmp_path / "private.csv") as handle:
            handle.write("a\n1\n")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "report.csv").stat().st_mode) == 0o644
    assert stat.S_IMODE((tmp_path / "private.csv").stat().st_mode) == 0o640


def test_the_refresh_lock_refuses_a_second_holder_at_once_unless_told_to_wait(tmp_path):
    """`warehouse.refresh_lock` (the API behind `refresh` and `history prune`) does not
    queue by default: a second holder is refused at once, naming the first."""
    import threading

    from pipeline import warehouse

    db = tmp_path / "cards.duckdb"
    outcome: list[BaseException | None] = []

    def second_holder() -> None:
        try:
            with warehouse.refresh_lock(db):
                outcome.append(None)
        except WarehouseError as exc:
            outcome.append(exc)

    with warehouse.refresh_lock(db):
        other = threading.Thread(target=second_holder, daemon=True)
        other.start()
        other.join(timeout=10)  # a lock that waited would still be waiting
        assert not other.is_alive()
    [refused] = outcome
    assert str(refused) == (
        f"Another refresh (pid {os.getpid()}) is building {db} right now. Wait for it to "
        "finish, or run with --wait to queue behind it."
    )


def test_a_warehouse_from_before_schema_versions_is_told_to_rebuild(tmp_path):
    """The first warehouses had refresh_runs but no pipeline_meta: readers name it as built
    by an older pipeline and say how to rebuild it, instead of failing on the missing
    table."""
    import duckdb

    db = tmp_path / "cards.duckdb"
    with duckdb.connect(str(db)) as con:
        con.execute("create table refresh_runs (run_id integer)")

    with pytest.raises(WarehouseError) as error:
        pipeline.open(db)

    assert str(error.value) == (
        f"The warehouse {db} was built by an older version of the pipeline (schema unknown, "
        f"this pipeline reads schema {pipeline.warehouse.SCHEMA_VERSION}). Run 'pipeline "
        "refresh --force' to rebuild it."
    )


def test_a_damaged_warehouse_is_named_as_damaged_with_what_to_do(runner, db):
    """A warehouse file cut short: `status` ended in DuckDB's traceback, and every refresh
    failed "Can't record the history", which blamed the history and never the file."""
    cut = db.read_bytes()[:1_000_000]
    db.write_bytes(cut)
    status = invoke(runner, "status", "--db", db)
    refresh = invoke(
        runner, "refresh", "--from-file", DATA / "cards.jsonl.gz", "--db", db, "--no-reports"
    )

    damaged = (
        rf"^Error: {re.escape(str(db))} can't be read: the file is damaged \(IO Error: Could "
        rf"not read enough bytes from file \"{re.escape(str(db.resolve()))}\": .*\)\. Move it "
        r"aside or delete it, then run 'pipeline refresh' to build a new one\.\n$"
    )
    assert status.exit_code == 1 and re.match(damaged, status.stderr), status.stderr
    assert refresh.exit_code == 1 and re.match(damaged, refresh.stderr), refresh.stderr
    assert db.read_bytes() == cut
