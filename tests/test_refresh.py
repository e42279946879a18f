"""`pipeline refresh` end to end: a real local Scryfall, real downloads, real DuckDB files."""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import shutil
import time
from pathlib import Path

import duckdb
import pytest

from conftest import DATA, fixture_cards, invoke, python_output
from pipeline import __version__
from pipeline.bulk import DEFAULT_BULK as KIND
from pipeline.refresh import RefreshOptions, refresh
from pipeline.scryfall import API_MIN_INTERVAL, ScryfallClient
from pipeline.warehouse import read
from scryfall_server import ScryfallServer, status

FIXTURE_CARDS = fixture_cards()
FIXTURE_FACES = sum(len(card.get("card_faces", [])) for card in FIXTURE_CARDS)
PRINTINGS = [
    json.loads(line)
    for line in gzip.decompress((DATA / "printings.jsonl.gz").read_bytes()).splitlines()
]
SERVER_CARDS = FIXTURE_CARDS + PRINTINGS
"""What the test server's default_cards serves: the fixtures and five cards' earlier
printings (the default refresh downloads default_cards)."""
SERVER_FACES = sum(len(card.get("card_faces", [])) for card in SERVER_CARDS)


def rows(db: Path, sql: str) -> list[tuple]:
    with duckdb.connect(str(db), read_only=True) as con:
        return con.execute(sql).fetchall()


def refresh_cli(runner, server: ScryfallServer, db: Path, *extra: str):
    return invoke(runner, "refresh", "--api-url", server.url, "--db", db, "--quiet", *extra)


def file_requests(server: ScryfallServer) -> list[str]:
    return [r.path for r in server.requests if r.path.startswith("/files/")]


@pytest.mark.parametrize("shape", ["2026", "legacy"])
def test_refresh_builds_the_warehouse_from_either_index_shape(runner, tmp_path, shape):
    with ScryfallServer(DATA, index_shape=shape) as server:
        db = tmp_path / "cards.duckdb"
        result = refresh_cli(runner, server, db)
        assert result.exit_code == 0, result.output

        kind = "jsonl" if shape == "2026" else "json"
        assert file_requests(server) == [
            "/" + server.file_url(KIND, kind).split("/", 3)[3],
            "/" + server.file_url("rulings", kind).split("/", 3)[3],
        ]
        assert rows(db, "select count(*) from cards") == [(len(SERVER_CARDS),)]
        assert rows(db, "select count(*) from card_faces") == [(SERVER_FACES,)]
        assert rows(db, "select count(*) from rulings") == [(5,)]
        assert rows(db, "select count(*) from symbols")[0][0] > 70
        assert rows(db, "select count(*) from sets")[0][0] == 84

        [run] = rows(
            db,
            "select bulk_type, upstream_updated_at, source, source_sha256, source_bytes, "
            "rows_per_table['cards'], seconds_per_stage['load cards'] from refresh_runs",
        )
        item = server.index_item(KIND)
        wire = server.payload_bytes(KIND, kind)
        assert run[:5] == (
            KIND,
            item["updated_at"],
            server.file_url(KIND, kind),
            hashlib.sha256(wire).hexdigest(),
            len(wire),
        )
        assert run[5] == len(SERVER_CARDS)
        assert run[6] > 0


def test_every_request_names_the_app_and_accepts_json(runner, tmp_path, scryfall_server):
    assert refresh_cli(runner, scryfall_server, tmp_path / "w.duckdb").exit_code == 0
    assert scryfall_server.requests
    for request in scryfall_server.requests:
        assert request.headers["user-agent"] == f"mtg-pipeline/{__version__}"
        assert "application/json" in request.headers["accept"]


def test_unchanged_export_downloads_and_rebuilds_nothing(runner, tmp_path, scryfall_server):
    db = tmp_path / "w.duckdb"
    assert refresh_cli(runner, scryfall_server, db).exit_code == 0
    before = (db.stat().st_mtime_ns, hashlib.sha256(db.read_bytes()).hexdigest())
    scryfall_server.clear_requests()

    result = invoke(runner, "refresh", "--api-url", scryfall_server.url, "--db", db)

    assert result.exit_code == 0, result.output
    assert "up to date" in result.stdout
    assert [r.path for r in scryfall_server.requests] == ["/bulk-data"]
    assert (db.stat().st_mtime_ns, hashlib.sha256(db.read_bytes()).hexdigest()) == before


def test_a_new_export_is_downloaded_and_recorded(runner, tmp_path, scryfall_server):
    db = tmp_path / "w.duckdb"
    assert refresh_cli(runner, scryfall_server, db).exit_code == 0
    scryfall_server.set_updated_at(KIND, "2026-11-28T21:04:11.000+00:00")
    scryfall_server.clear_requests()

    assert refresh_cli(runner, scryfall_server, db).exit_code == 0

    assert file_requests(scryfall_server) == [f"/files/{KIND}-20261128210411.jsonl.gz"]
    runs = rows(db, "select run_id, upstream_updated_at from refresh_runs order by run_id")
    assert [r[0] for r in runs] == [1, 2]
    assert runs[1][1] == "2026-11-28T21:04:11.000+00:00"
    # the cache keeps only the files the current warehouse was built from
    cached = sorted(p.name for p in (tmp_path / "cache").iterdir())
    assert [n for n in cached if n.startswith(KIND)] == [f"{KIND}-20261128210411.jsonl.gz"]


def test_force_rebuilds_from_the_cache_without_downloading(runner, tmp_path, scryfall_server):
    db = tmp_path / "w.duckdb"
    assert refresh_cli(runner, scryfall_server, db).exit_code == 0
    scryfall_server.clear_requests()

    assert refresh_cli(runner, scryfall_server, db, "--force").exit_code == 0

    assert file_requests(scryfall_server) == []  # the verified cached file is reused
    assert rows(db, "select count(*) from refresh_runs") == [(2,)]


@pytest.mark.parametrize("path", ["/bulk-data", "/files/"])
@pytest.mark.parametrize(
    "fault",
    [status(429, headers={"Retry-After": "0"}), status(500), status(503)],
    ids=["429", "500", "503"],
)
def test_429_and_5xx_are_retried_until_success(runner, tmp_path, scryfall_server, path, fault):
    scryfall_server.add_fault(path, fault)
    db = tmp_path / "w.duckdb"

    result = refresh_cli(runner, scryfall_server, db)

    assert result.exit_code == 0, result.output
    failed = [r for r in scryfall_server.requests if r.path.startswith(path)]
    assert len(failed) >= 2  # the faulty answer, then the retry
    assert rows(db, "select count(*) from cards") == [(len(SERVER_CARDS),)]


def test_429_without_retry_after_waits_30_seconds(tmp_path, scryfall_server):
    scryfall_server.add_fault("/bulk-data", status(429))
    waits: list[float] = []
    client = ScryfallClient(scryfall_server.url, sleep=waits.append)

    refresh(RefreshOptions(db=tmp_path / "w.duckdb"), client=client)

    assert 30.0 in waits


def test_429_retry_after_is_honoured(tmp_path, scryfall_server):
    scryfall_server.add_fault("/bulk-data", status(429, headers={"Retry-After": "7"}))
    waits: list[float] = []
    client = ScryfallClient(scryfall_server.url, sleep=waits.append)

    refresh(RefreshOptions(db=tmp_path / "w.duckdb"), client=client)

    assert 7.0 in waits


def test_persistent_5xx_gives_up_with_a_clear_message(runner, tmp_path, scryfall_server):
    scryfall_server.add_fault("/bulk-data", status(503, times=10))
    waits: list[float] = []
    client = ScryfallClient(scryfall_server.url, sleep=waits.append)

    with pytest.raises(Exception, match=r"HTTP 503.*run the refresh again later"):
        refresh(RefreshOptions(db=tmp_path / "w.duckdb"), client=client)

    assert len([r for r in scryfall_server.requests if r.path == "/bulk-data"]) == 4
    backoff = [w for w in waits if w >= 1.0]  # the others keep API calls 100 ms apart
    assert backoff == [1.0, 2.0, 4.0]  # exponential, bounded
    assert not (tmp_path / "w.duckdb").exists()


def test_api_calls_keep_100_ms_apart(scryfall_server):
    client = ScryfallClient(scryfall_server.url)
    start = time.monotonic()
    for _ in range(4):
        client.get_json("bulk-data")
    assert time.monotonic() - start >= 3 * API_MIN_INTERVAL


def test_file_host_downloads_are_not_rate_limited(tmp_path, scryfall_server):
    waits: list[float] = []
    client = ScryfallClient(scryfall_server.url.replace("127.0.0.1", "localhost"))
    client._sleep = waits.append  # the API host is "localhost"; files come from 127.0.0.1
    index = client.bulk_index()
    from pipeline.scryfall import BulkItem

    item = BulkItem.from_index(index[KIND])
    for n in range(3):
        client.download(item, tmp_path / f"f{n}.jsonl.gz")
    assert waits == []


def test_bulk_with_from_file_is_a_clear_error(runner, tmp_path):
    """--bulk with --from-file was ignored without a word: the file given is read."""
    result = invoke(runner, "refresh", "--db", tmp_path / "w.duckdb", "--bulk", "oracle_cards",
                    "--from-file", DATA / "cards.jsonl.gz")  # fmt: skip

    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: --bulk oracle_cards chooses which file to download; --from-file "
        f"{DATA / 'cards.jsonl.gz'} is read as it is. Give one of the two.\n"
    )
    assert not (tmp_path / "w.duckdb").exists()


def test_unknown_bulk_type_is_a_clear_error(runner, tmp_path, scryfall_server):
    result = invoke(
        runner, "refresh", "--api-url", scryfall_server.url, "--db", tmp_path / "w.duckdb",
        "--bulk", "every_card",
    )  # fmt: skip
    assert result.exit_code == 1
    assert result.stderr.startswith(
        "Error: Unknown bulk type 'every_card'. Choose one of: oracle_cards, default_cards, "
        "unique_artwork, all_cards."
    )
    assert scryfall_server.requests == []


@pytest.mark.parametrize("bulk", ["default_cards", "unique_artwork", "all_cards"])
def test_other_bulk_types_download_their_own_file(runner, tmp_path, scryfall_server, bulk):
    assert (
        refresh_cli(runner, scryfall_server, tmp_path / "w.duckdb", "--bulk", bulk).exit_code == 0
    )
    assert file_requests(scryfall_server)[0].startswith(f"/files/{bulk}-")


# -- offline --------------------------------------------------------------------------------


def _write_variants(tmp_path: Path) -> dict[str, Path]:
    """The fixture cards in all four formats, named to mislead: content decides."""
    lines = gzip.decompress((DATA / "cards.jsonl.gz").read_bytes())
    array = (DATA / "cards.json").read_bytes()
    variants = {
        "jsonl.gz": gzip.compress(lines),
        "jsonl": lines,
        "json": array,
        "json.gz": gzip.compress(array),
    }
    paths = {}
    for fmt, body in variants.items():
        path = tmp_path / f"cards-{fmt.replace('.', '-')}.dat"  # no helpful extension
        path.write_bytes(body)
        paths[fmt] = path
    # a pretty-printed array (as some tools save it) is an array too
    pretty = tmp_path / "pretty.jsonl"
    pretty.write_text(json.dumps(FIXTURE_CARDS[:10], indent=2), encoding="utf-8")
    paths["pretty array"] = pretty
    return paths


def test_from_file_reads_every_format_by_content(runner, tmp_path):
    for fmt, path in _write_variants(tmp_path).items():
        db = tmp_path / f"{path.stem}.duckdb"
        result = invoke(runner, "refresh", "--from-file", path, "--db", db, "--quiet")
        assert result.exit_code == 0, (fmt, result.output)
        expected = 10 if fmt == "pretty array" else len(FIXTURE_CARDS)
        assert rows(db, "select count(*) from cards") == [(expected,)], fmt


def test_from_file_rulings_in_any_shape(runner, tmp_path):
    for name in ("rulings.json", "rulings.jsonl.gz"):
        db = tmp_path / f"{name}.duckdb"
        result = invoke(
            runner, "refresh", "--from-file", DATA / "cards.jsonl.gz", "--rulings-file",
            DATA / name, "--db", db, "--quiet",
        )  # fmt: skip
        assert result.exit_code == 0, result.output
        assert rows(db, "select count(*), count(distinct oracle_id) from rulings") == [(5, 2)]


def test_from_file_twice_is_a_no_op_unless_the_file_changes(runner, tmp_path):
    source = tmp_path / "cards.jsonl.gz"
    shutil.copy(DATA / "cards.jsonl.gz", source)
    db = tmp_path / "w.duckdb"
    assert invoke(runner, "refresh", "--from-file", source, "--db", db).exit_code == 0

    again = invoke(runner, "refresh", "--from-file", source, "--db", db)
    assert "up to date" in again.stdout

    source.write_bytes(gzip.compress(gzip.decompress(source.read_bytes())[:-1] + b"\n"))
    changed = invoke(runner, "refresh", "--from-file", source, "--db", db)
    assert changed.stdout.startswith("Built")
    assert rows(db, "select count(*) from refresh_runs") == [(2,)]


@pytest.fixture
def up_to_date(runner, tmp_path) -> tuple[Path, Path]:
    """(file, warehouse): a warehouse built from a copy of the fixture cards, which a
    refresh from the same file leaves as it is (a no-op)."""
    source = tmp_path / "cards.jsonl.gz"
    shutil.copy(DATA / "cards.jsonl.gz", source)
    db = tmp_path / "w.duckdb"
    assert invoke(runner, "refresh", "--from-file", source, "--db", db).exit_code == 0
    return source, db


def test_a_no_op_refresh_opens_the_warehouse_once_and_loads_no_rich(up_to_date):
    """A no-op refresh, what a cron job runs most days, costs little more than its start-up
    (issue 15: < 0.5 s). Each DuckDB instance costs 20-40 ms, so the warehouse is opened
    once: to check it is one, and the same connection serves every read of it under the
    lock; the reports' check reads nothing more; rich, for the terminal's bars, is not
    loaded."""
    source, db = up_to_date
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from pipeline.refresh import RefreshOptions, refresh\n"
        "from pipeline.warehouse import read\n"
        "opened, real = [], read.open_fresh\n"
        "read.open_fresh = lambda db: opened.append(db) or real(db)\n"
        f"done = refresh(RefreshOptions(db=Path({str(db)!r}), from_file=Path({str(source)!r})))\n"
        "print(done.status, len(opened), done.exported, 'rich' in sys.modules)\n"
    )
    assert python_output(code) == "unchanged 1 None False\n"


def test_a_refresh_reads_the_warehouse_it_checked_only_if_no_other_was_swapped_in_since(
    runner, tmp_path, monkeypatch
):
    """The check's connection is kept for the reads under the lock; a warehouse another
    refresh swapped in between the check and the lock is opened anew, not read stale."""
    cards = fixture_cards()
    for name, count in (("all", len(cards)), ("few", 3)):
        source = tmp_path / f"{name}.jsonl"
        source.write_text("".join(json.dumps(c) + "\n" for c in cards[:count]))
        db = tmp_path / f"{name}.duckdb"
        assert invoke(runner, "refresh", "--from-file", source, "--db", db).exit_code == 0
    db, other = tmp_path / "all.duckdb", tmp_path / "few.duckdb"
    opened = []
    real = read.open_fresh
    monkeypatch.setattr(read, "open_fresh", lambda path: opened.append(path) or real(path))

    def cards_read(swap: bool) -> int:
        checked = read.check_for_refresh(db)
        if swap:
            shutil.copy(other, tmp_path / "swapped.duckdb")
            (tmp_path / "swapped.duckdb").replace(db)  # a new file at db, as a swap leaves it
        with read.reading(db, checked) as con:
            assert con is not None
            return con.execute("select count(*) from cards").fetchall()[0][0]

    assert (cards_read(swap=False), len(opened)) == (len(cards), 1)
    assert (cards_read(swap=True), len(opened)) == (3, 3)


def test_the_command_line_imports_no_pydantic(up_to_date):
    """typer 0.29 coerces every parameter through pydantic, which costs every command but
    the plain query ~0.1 s of imports (a no-op refresh: 0.51-0.78 s against 0.49-0.51 s
    with typer 0.28, bench/results/notes.md); pyproject.toml keeps typer below 0.29."""
    source, db = up_to_date
    code = (
        "import sys\n"
        "from pipeline.cli import app\n"
        "try:\n"
        f"    app(['refresh', '--from-file', {str(source)!r}, '--db', {str(db)!r}])\n"
        "except SystemExit as done:\n"
        "    print(done.code, 'pydantic' in sys.modules)\n"
    )
    assert python_output(code).splitlines()[-1] == "0 False"


def test_a_refresh_that_shrinks_the_warehouse_by_half_says_so(runner, db, tmp_path):
    """A file given by mistake (a sample, one set) builds as any other: the refresh warns
    at once that the warehouse now holds less than half the cards it held."""
    cards = fixture_cards()
    halved = (len(cards) + 1) // 2
    half = tmp_path / "half.jsonl"
    half.write_text("".join(json.dumps(c) + "\n" for c in cards[:halved]))
    few = tmp_path / "few.jsonl"
    few.write_text("".join(json.dumps(c) + "\n" for c in cards[:3]))

    kept = invoke(runner, "refresh", "--from-file", half, "--db", db, "--no-reports")
    shrunk = invoke(runner, "refresh", "--from-file", few, "--db", db, "--no-reports")

    assert kept.exit_code == 0 and kept.stderr == ""  # exactly half: fine
    assert shrunk.exit_code == 0
    assert shrunk.stderr == (
        f"Warning: the new warehouse holds 3 cards, where the one it replaced held {halved}; "
        "if that file was not the one you meant, refresh again from the right one.\n"
    )


def test_from_file_missing_is_a_clear_error(runner, tmp_path):
    result = invoke(
        runner, "refresh", "--from-file", tmp_path / "nope.json", "--db", tmp_path / "w"
    )
    assert result.exit_code == 1
    assert "no such file" in result.stderr


def test_pipeline_db_environment_variable_chooses_the_warehouse(runner, tmp_path, monkeypatch):
    db = tmp_path / "from-env.duckdb"
    monkeypatch.setenv("PIPELINE_DB", str(db))
    result = invoke(runner, "refresh", "--from-file", DATA / "cards.jsonl.gz", "--quiet")
    assert result.exit_code == 0
    assert db.exists()


# -- the real files of ../shared/data ---------------------------------------------------------


def test_the_2019_file_loads_every_card_and_face(runner, tmp_path, shared_data):
    source = shared_data / "cards-2019.jsonl.gz"
    db = tmp_path / "w.duckdb"
    result = invoke(runner, "refresh", "--from-file", source, "--db", db)
    assert result.exit_code == 0, result.output
    with gzip.open(source, "rt", encoding="utf-8") as handle:
        faces = sum(len(json.loads(line).get("card_faces", [])) for line in handle)
    assert rows(db, "select count(*) from cards") == [(45_851,)]
    assert rows(db, "select count(*) from card_faces") == [(faces,)]
    assert faces == 771


@pytest.mark.parametrize(
    ("name", "count"), [("cards-edge.json", 409), ("cards-recent.jsonl.gz", 3_675)]
)
def test_the_edge_and_recent_files_load(runner, tmp_path, shared_data, name, count):
    db = tmp_path / "w.duckdb"
    result = invoke(runner, "refresh", "--from-file", shared_data / name, "--db", db, "--quiet")
    assert result.exit_code == 0, result.output
    assert rows(db, "select count(*) from cards") == [(count,)]
    # reversible cards have no top-level oracle_id: their faces carry one each
    if name == "cards-edge.json":
        assert rows(
            db,
            "select count(*) from card_faces f join cards c on c.id = f.card_id "
            "where c.layout = 'reversible_card' and f.oracle_id is null",
        ) == [(0,)]


# -- status -----------------------------------------------------------------------------------


def test_status_without_a_warehouse_says_what_to_do(runner, tmp_path):
    result = invoke(runner, "status", "--db", tmp_path / "none.duckdb")
    assert result.exit_code == 1
    assert "No warehouse at" in result.stderr
    assert "Run 'pipeline refresh'" in result.stderr


def test_status_reports_source_and_rows(runner, tmp_path, scryfall_server):
    db = tmp_path / "w.duckdb"
    assert refresh_cli(runner, scryfall_server, db).exit_code == 0
    result = invoke(runner, "status", "--db", db)
    assert result.exit_code == 0
    out = result.stdout
    assert KIND in out
    assert scryfall_server.index_item(KIND)["updated_at"] in out
    assert re.search(rf"^cards\s+{len(SERVER_CARDS)}\s*$", out, re.MULTILINE)


def test_from_file_rebuilds_when_any_local_file_changes(runner, tmp_path):
    rulings = tmp_path / "rulings.json"
    shutil.copy(DATA / "rulings.json", rulings)
    db = tmp_path / "w.duckdb"
    base = ["refresh", "--from-file", DATA / "cards.jsonl.gz", "--db", db]
    with_files = [*base, "--rulings-file", rulings, "--sets-file", DATA / "sets.json"]
    assert invoke(runner, *with_files).stdout.startswith("Built")
    assert "up to date" in invoke(runner, *with_files).stdout

    rulings.write_text("[]\n", encoding="utf-8")  # same path, new content
    assert invoke(runner, *with_files).stdout.startswith("Built")
    assert rows(db, "select count(*) from rulings") == [(0,)]

    # dropping a file is a change too; the sets the warehouse had are kept (issue 12), and
    # a table the warehouse did not have (symbols, here dropped) is kept as none
    with duckdb.connect(str(db)) as con:
        con.execute("drop table symbols")
    dropped = [*base, "--rulings-file", rulings]
    dropped_run = invoke(runner, *dropped)
    built = dropped_run.stdout
    assert built.startswith("Built")
    assert built.splitlines()[0].endswith(
        " Kept the sets (84) of the previous warehouse: no --sets-file was given."
    )
    assert dropped_run.stderr == (
        "Warning: the rulings file given held none, so the warehouse has no rulings now.\n"
    )
    assert rows(db, "select count(*) from sets") == [(84,)]
    assert rows(db, "select count(*) from symbols") == [(0,)]


def test_a_missing_optional_file_is_named_before_anything_is_built(runner, tmp_path):
    result = invoke(
        runner, "refresh", "--from-file", DATA / "cards.jsonl.gz", "--db", tmp_path / "w.duckdb",
        "--sets-file", tmp_path / "no-sets.json",
    )  # fmt: skip
    assert result.exit_code == 1
    assert result.stderr == f"Error: --sets-file {tmp_path / 'no-sets.json'}: no such file.\n"
    assert not (tmp_path / "w.duckdb").exists()


def test_refresh_runs_records_every_stage_and_its_own_row(fixture_warehouse):
    [(stages, counted)] = rows(
        fixture_warehouse,
        "select seconds_per_stage, rows_per_table['refresh_runs'] from refresh_runs",
    )
    assert next(iter(stages)) == "load cards"
    assert "finish" in stages
    assert counted == 1


def test_the_build_names_each_stage_as_it_starts(tmp_path):
    """A refresh's spinner shows the stage under way (`on_stage`): each stage is named when
    it starts (a layer of SQL models before each of its models), in the order
    refresh_runs.seconds_per_stage records them."""
    from datetime import UTC, datetime

    from pipeline import warehouse

    cards = DATA / "cards.jsonl.gz"
    started: list[str] = []
    run = warehouse.RunRecord(datetime.now(UTC), "file", str(cards), "", 0)
    run = warehouse.build_and_swap(
        tmp_path / "cards.duckdb", warehouse.Sources(cards), run, on_stage=started.append
    )
    assert list(dict.fromkeys(started)) == [
        "load cards",
        "load rulings, sets, symbols",
        "staging",
        "land searches",
        "parse",
        "intermediate",
        "marts",
        "macros",
        "finish",
        "history",
    ]
    assert list(dict.fromkeys(started)) == list(run.stage_seconds)
    assert started[:3] == ["load cards", "load rulings, sets, symbols", "staging"]


def test_a_row_for_a_build_table_must_have_its_declared_columns(tmp_path):
    """refresh_runs is written from its TOML [types]: a row whose fields differ from them (a
    RunRecord field added without its column) is refused, naming both lists, instead of
    being written by position into the wrong columns."""
    from pipeline.errors import SqlModelError
    from pipeline.warehouse.build import _create_table_sql, _insert_row

    con = duckdb.connect()
    con.execute(_create_table_sql("pipeline_meta"))
    with pytest.raises(SqlModelError, match=r"^pipeline_meta: the row's fields \['version'\]"):
        _insert_row(con, "pipeline_meta", {"version": "1"})
    assert con.execute("select count(*) from pipeline_meta").fetchone() == (0,)


def test_what_scryfall_does_not_send_is_kept_from_the_last_warehouse(runner, tmp_path):
    """An index without its rulings entry, or an empty /sets answer, once emptied those
    tables with exit 0 (and a warning about 'files given' that no one gave). An outage is
    no news: they are kept from the warehouse being replaced, and the refresh says so."""
    import requests

    from scryfall_server import raw_body

    db = tmp_path / "cards.duckdb"
    with ScryfallServer(DATA) as server:
        assert refresh_cli(runner, server, db).exit_code == 0
        counts = "select (select count(*) from rulings), (select count(*) from sets)"
        assert rows(db, counts) == [(5, 84)]
        index = requests.get(f"{server.url}/bulk-data", timeout=10).json()
        index["data"] = [item for item in index["data"] if item["type"] != "rulings"]
        server.add_fault("/bulk-data", raw_body(json.dumps(index).encode()))
        server.add_fault("/sets", raw_body(b'{"object": "list", "has_more": false, "data": []}'))

        result = invoke(runner, "refresh", "--api-url", server.url, "--db", db, "--force")

    assert result.exit_code == 0, result.output
    assert rows(db, counts) == [(5, 84)]
    assert (
        "Kept the rulings (5) and sets (84) of the previous warehouse: Scryfall sent none (no "
        "rulings in its bulk-data index, or an empty /sets or /symbology list)."
    ) in result.stdout
    assert "held none" not in result.stdout


def test_an_export_older_than_the_last_one_is_built_with_a_warning(runner, tmp_path):
    """A mirror behind, or a rollback: the export is built, but its prices and changes are
    dated before the history's last ones; it passed without a word."""
    db = tmp_path / "cards.duckdb"
    with ScryfallServer(DATA) as server:
        server.set_updated_at(KIND, "2026-07-16T09:00:00+00:00")
        assert refresh_cli(runner, server, db).exit_code == 0
        server.set_updated_at(KIND, "2026-07-14T09:00:00+00:00")

        result = invoke(runner, "refresh", "--api-url", server.url, "--db", db, "--no-reports")

    assert result.exit_code == 0, result.output
    assert (
        f"Warning: Scryfall's {KIND} is the export of 2026-07-14T09:00:00+00:00, older than "
        "the one the warehouse was built from (2026-07-16T09:00:00+00:00); its prices and "
        "changes are dated so in the history. If --api-url names a mirror, it may be behind.\n"
    ) in result.stderr


def test_a_cached_download_cut_since_is_fetched_again(runner, tmp_path):
    """A cached export cut short after its download was reused by every refresh, each
    failing on the broken gzip, --force or not."""
    db = tmp_path / "cards.duckdb"
    with ScryfallServer(DATA) as server:
        assert refresh_cli(runner, server, db).exit_code == 0
        [cached] = (tmp_path / "cache").glob(f"{KIND}-*.jsonl.gz")
        whole = cached.read_bytes()
        cached.write_bytes(whole[: len(whole) // 2])
        server.clear_requests()

        result = refresh_cli(runner, server, db, "--force")

        assert result.exit_code == 0, result.output
        assert cached.read_bytes() == whole
        assert len(file_requests(server)) == 1  # the cut file; the rulings' is whole


def test_a_cache_dir_of_the_users_keeps_the_users_files(runner, tmp_path):
    """--cache-dir naming a folder of one's own: files named like the pipeline's bulk files
    were deleted when it pruned old exports, and a sets.json overwritten. Only files the
    refresh wrote there are replaced or pruned; one it would write stops it first."""
    mine = tmp_path / "mine"
    mine.mkdir()
    backups = ["oracle_cards-backup.jsonl.gz", "default_cards-2020.jsonl.gz", "notes.part"]
    for name in backups:
        (mine / name).write_text("the user's")
    db = tmp_path / "w" / "cards.duckdb"
    with ScryfallServer(DATA) as server:
        first = refresh_cli(runner, server, db, "--cache-dir", str(mine))
        server.set_updated_at(KIND, "2026-11-28T21:04:11.000+00:00")
        second = refresh_cli(runner, server, db, "--cache-dir", str(mine))
        assert (first.exit_code, second.exit_code) == (0, 0), first.output + second.output
        assert [(mine / n).read_text() for n in backups] == ["the user's"] * 3
        assert len(list(mine.glob(f"{KIND}-2*.jsonl.gz"))) == 2  # the user's, the latest

        (mine / "sets.json").unlink()
        # the user's now, not the refresh's, though its name is on the refresh's list
        (mine / "sets.json").write_text('{"mine": 1}')
        third = refresh_cli(runner, server, db, "--cache-dir", str(mine), "--force")

    assert third.exit_code == 1
    assert (
        "already holds sets.json (changed since `pipeline refresh` wrote it), which "
        "`pipeline refresh` has no record"
    ) in third.stderr
    assert (mine / "sets.json").read_text() == '{"mine": 1}'
