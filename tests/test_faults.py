"""Network faults against the real local Scryfall: each one ends in a retry that succeeds or
in `Error: ...` and exit 1, the previous warehouse byte for byte as it was, and no partial
file that a later run could pick up (issue #7, part 1).

Every test starts from a copy of one warehouse built from 50 fixture cards, so "the old
warehouse is still there" is a sha256 and a row count (the server serves 310 cards).
Retries sleep through ScryfallClient's injectable `sleep`, so no test waits for real.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
import resource
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import duckdb
import pytest
import requests

import pipeline.refresh
from conftest import DATA, count_cards, invoke, sha256
from pipeline.bulk import DEFAULT_BULK as KIND
from pipeline.errors import DownloadError
from pipeline.refresh import RefreshOptions, refresh
from pipeline.scryfall import BulkItem, ScryfallClient
from scryfall_server import (
    Fault,
    ScryfallServer,
    drop_after,
    extra_bytes,
    index_without_download_fields,
    raw_body,
    status,
    truncate,
)

BASELINE_CARDS = 50
SERVER_CARDS = 310  # the test server's default_cards: the fixtures and earlier printings
REPO = Path(__file__).resolve().parents[1]


def leftovers(folder: Path) -> list[str]:
    """Partial downloads and half-built warehouses anywhere under `folder`."""
    return sorted(
        str(p.relative_to(folder))
        for p in folder.rglob("*")
        if p.name.endswith(".part") or ".building-" in p.name
    )


def last_run_sha(db: Path) -> str:
    with duckdb.connect(str(db), read_only=True) as con:
        row = con.execute(
            "select source_sha256 from refresh_runs order by run_id desc limit 1"
        ).fetchone()
    assert row is not None
    return str(row[0])


def file_requests(server: ScryfallServer, kind: str = KIND) -> int:
    return sum(1 for r in server.requests if r.path.startswith(f"/files/{kind}-"))


@dataclass(frozen=True)
class Warehouse:
    """A warehouse that a refresh is about to try to replace, and what it was before."""

    path: Path
    sha256: str

    def assert_untouched(self) -> None:
        assert sha256(self.path) == self.sha256, "the previous warehouse was changed"
        assert count_cards(self.path) == BASELINE_CARDS
        assert leftovers(self.path.parent) == []

    def assert_refused(self, result: Any, stderr: str) -> None:
        """The refresh exited 1 with exactly `stderr` and left this warehouse as it was."""
        assert result.exit_code == 1
        assert result.stderr == stderr
        self.assert_untouched()


@pytest.fixture(scope="module")
def baseline_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A good warehouse of the first 50 fixture cards, built once per module."""
    import gzip

    folder = tmp_path_factory.mktemp("baseline")
    lines = gzip.decompress((DATA / "cards.jsonl.gz").read_bytes()).splitlines()
    source = folder / "first-50.jsonl"
    source.write_bytes(b"\n".join(lines[:BASELINE_CARDS]) + b"\n")
    db = folder / "cards.duckdb"
    from typer.testing import CliRunner

    result: Any = invoke(
        CliRunner(), "refresh", "--from-file", source, "--db", db, "--quiet", "--no-reports"
    )
    assert result.exit_code == 0, result.output
    return db


@pytest.fixture
def warehouse(tmp_path: Path, baseline_db: Path) -> Warehouse:
    db = tmp_path / "cards.duckdb"
    shutil.copy2(baseline_db, db)
    return Warehouse(db, sha256(db))


@pytest.fixture
def waits(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """Make the CLI's ScryfallClient record its waits instead of sleeping them."""
    recorded: list[float] = []
    monkeypatch.setattr(
        pipeline.refresh,
        "ScryfallClient",
        functools.partial(ScryfallClient, sleep=recorded.append),
    )
    return recorded


@pytest.fixture(params=["2026", "legacy"])
def server(request: pytest.FixtureRequest) -> Iterator[ScryfallServer]:
    """The local Scryfall in both index shapes: jsonl + compressed_size, and legacy
    download_uri + size with Content-Encoding: gzip."""
    with ScryfallServer(DATA, index_shape=request.param) as s:
        yield s


def refresh_cli(runner, server: ScryfallServer, db: Path, *extra: str) -> Any:
    """The real CLI, in-process (reports are another issue's business: not written)."""
    return invoke(
        runner, "refresh", "--api-url", server.url, "--db", db, "--quiet", "--no-reports", *extra
    )


def fmt(server: ScryfallServer) -> str:
    return "jsonl" if "jsonl_download_uri" in server.index_item(KIND) else "json"


def assert_built_from_the_whole_file(server: ScryfallServer, db: Path) -> None:
    """The new warehouse holds every served card, built from the exact bytes served."""
    payload = server.payload_bytes(KIND, fmt(server))  # type: ignore[arg-type]
    assert last_run_sha(db) == hashlib.sha256(payload).hexdigest()
    assert count_cards(db) == SERVER_CARDS
    assert leftovers(db.parent) == []


def backoffs(waits: list[float]) -> list[float]:
    """The retry waits (the others, < 0.1 s, keep API calls 100 ms apart)."""
    return [w for w in waits if w >= 1.0]


# -- transient faults: one retry, then success -------------------------------------------------


@pytest.mark.parametrize(
    "fault",
    [drop_after(1000), drop_after(0), truncate(5000), extra_bytes(16)],
    ids=["connection dropped mid-body", "dropped before the body", "truncated gzip",
         "body longer than the index says"],
)  # fmt: skip
def test_a_broken_transfer_is_retried_and_only_the_whole_file_is_used(
    runner, server, warehouse, waits, fault: Fault
):
    server.add_fault(f"/files/{KIND}", fault)

    result = refresh_cli(runner, server, warehouse.path)

    assert result.exit_code == 0, result.output
    assert file_requests(server) == 2  # the broken transfer, then the retry
    assert backoffs(waits) == [1.0]
    assert_built_from_the_whole_file(server, warehouse.path)
    cached = sorted(p.name for p in (warehouse.path.parent / "cache").iterdir())
    assert [n for n in cached if n.startswith(KIND)] == [
        server.file_url(KIND, fmt(server)).rsplit("/", 1)[1]  # type: ignore[arg-type]
    ]


@pytest.mark.parametrize(
    ("fault", "backoff"),
    [(status(503), [1.0]), (status(429, headers={"Retry-After": "0"}), [])],
    ids=["503", "429 Retry-After: 0"],
)
@pytest.mark.parametrize("path", ["/bulk-data", f"/files/{KIND}"])
def test_503_or_429_then_success(runner, scryfall_server, warehouse, waits, path, fault, backoff):
    """Status handling does not depend on the index shape: the 2026 one is enough."""
    server = scryfall_server
    server.add_fault(path, fault)

    result = refresh_cli(runner, server, warehouse.path)

    assert result.exit_code == 0, result.output
    assert sum(1 for r in server.requests if r.path.startswith(path)) == 2
    assert backoffs(waits) == backoff
    if fault.code == 429:
        assert 0.0 in waits  # Retry-After: 0 honoured as given
    assert_built_from_the_whole_file(server, warehouse.path)


@pytest.mark.parametrize(
    ("headers", "wait"),
    [({"Retry-After": "7"}, 7.0), ({"Retry-After": "2.5"}, 2.5), ({}, 30.0),
     ({"Retry-After": "soon"}, 30.0)],
    ids=["Retry-After: 7", "Retry-After: 2.5", "no Retry-After", "unreadable Retry-After"],
)  # fmt: skip
@pytest.mark.parametrize("target", ["index", "bulk file"])
def test_429_waits_retry_after_else_30_seconds(tmp_path, server, headers, wait, target):
    waits: list[float] = []
    client = ScryfallClient(server.url, sleep=waits.append)
    item = BulkItem.from_index(client.bulk_index()[KIND])
    path = "/bulk-data" if target == "index" else f"/files/{KIND}"
    server.add_fault(path, status(429, headers=headers))
    waits.clear()

    if target == "index":
        client.bulk_index()
    else:
        client.download(item, tmp_path / "cards.gz")
        assert (tmp_path / "cards.gz").read_bytes() == server.payload_bytes(
            KIND,
            fmt(server),  # type: ignore[arg-type]
        )

    assert backoffs(waits) == [wait]
    assert sum(1 for r in server.requests if r.path.startswith(path)) == (
        3 if target == "index" else 2
    )


def test_429_really_waits_retry_after_seconds(tmp_path, scryfall_server):
    """The one test that sleeps for real: the client does not come back early."""
    import time

    scryfall_server.add_fault("/bulk-data", status(429, headers={"Retry-After": "1"}))
    client = ScryfallClient(scryfall_server.url)
    start = time.monotonic()
    client.bulk_index()
    assert time.monotonic() - start >= 1.0
    assert [r.path for r in scryfall_server.requests] == ["/bulk-data", "/bulk-data"]


# -- faults that do not go away: a clear message, exit 1, nothing changed ---------------------


def expect_download_failure(url: str, reason: str) -> str:
    return (
        rf"Error: Downloading {re.escape(url)} failed 4 times: {reason}\. "
        r"Nothing was changed; run the refresh again later\.\n"
    )


PERSISTENT = {
    "connection dropped": (
        drop_after(1000, times=4),
        r"the connection broke after \d+ bytes \(Connection broken: "
        r"IncompleteRead\(\d+ bytes read, \d+ more expected\)\)",
    ),
    "truncated gzip": (truncate(5000, times=4), r"the gzip stream is truncated \(5000 bytes"
                       r" received\)"),
    "trailing bytes": (
        extra_bytes(16, times=4),
        r"the body goes on after the end of its gzip stream \(b'(\\x00){8}'\.\.\.\): "
        r"it is longer than the file",
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", PERSISTENT)
def test_a_transfer_that_keeps_breaking_fails_cleanly_and_the_next_run_recovers(
    runner, server, warehouse, waits, case
):
    fault, reason = PERSISTENT[case]
    server.add_fault(f"/files/{KIND}", fault)
    url = server.file_url(KIND, fmt(server))  # type: ignore[arg-type]

    result = refresh_cli(runner, server, warehouse.path)

    assert result.exit_code == 1
    assert re.fullmatch(expect_download_failure(url, reason), result.stderr), result.stderr
    assert file_requests(server) == 4
    assert backoffs(waits) == [1.0, 2.0, 4.0]
    warehouse.assert_untouched()
    assert not list((warehouse.path.parent / "cache").glob(f"{KIND}*"))

    # the fault clears: the next run downloads the whole file again and uses only that
    server.clear_requests()
    assert refresh_cli(runner, server, warehouse.path).exit_code == 0
    assert file_requests(server) == 1
    assert_built_from_the_whole_file(server, warehouse.path)


def test_http_retries_and_broken_transfers_share_one_budget_of_4_requests(
    runner, server, warehouse, waits
):
    """Two 503s then two cut-short bodies: the fifth request would succeed, but a file
    is asked for at most 4 times in all, never 4 per kind of failure."""
    server.add_fault(f"/files/{KIND}", status(503, times=2))
    server.add_fault(f"/files/{KIND}", truncate(5000, times=2))
    url = server.file_url(KIND, fmt(server))  # type: ignore[arg-type]

    result = refresh_cli(runner, server, warehouse.path)

    assert result.exit_code == 1
    assert re.fullmatch(
        expect_download_failure(url, r"the gzip stream is truncated \(5000 bytes received\)"),
        result.stderr,
    ), result.stderr
    assert file_requests(server) == 4
    assert backoffs(waits) == [1.0, 2.0, 4.0]
    warehouse.assert_untouched()


@pytest.mark.parametrize("claimed", ["larger", "smaller"])
def test_a_body_whose_size_disagrees_with_the_index_is_never_used(
    runner, server, warehouse, waits, claimed
):
    real = len(server.payload_bytes(KIND, fmt(server)))  # type: ignore[arg-type]
    decoded = server.index_item(KIND).get("size")
    size = (decoded or real) * 2 if claimed == "larger" else 1000
    server.override_index_size(KIND, size)
    url = server.file_url(KIND, fmt(server))  # type: ignore[arg-type]

    result = refresh_cli(runner, server, warehouse.path)

    if decoded is None:  # 2026 index: compressed_size counts the bytes on the wire
        reason = (
            f"received {real} bytes but the index gives {size}"
            if claimed == "larger"
            else f"body is longer than the {size} bytes the index gives"
        )
    else:  # legacy index: size counts the decoded JSON
        reason = f"decoded {decoded} bytes but the index gives {size}"
    warehouse.assert_refused(
        result,
        f"Error: Downloading {url} failed 4 times: {reason}. "
        "Nothing was changed; run the refresh again later.\n",
    )
    assert file_requests(server) == 4
    assert not list((warehouse.path.parent / "cache").glob(f"{KIND}*"))


@pytest.mark.parametrize(
    ("code", "advice", "expected_backoffs"),
    [
        pytest.param(
            429,
            "Scryfall is rate-limiting this machine; wait a minute and run the refresh again.",
            [30.0, 30.0, 30.0],
            id="429-rate-limited-waits-30s",
        ),
        pytest.param(
            503,
            "Scryfall is having trouble; run the refresh again later.",
            [1.0, 2.0, 4.0],
            id="503-trouble-backs-off-1-2-4s",
        ),
    ],
)
@pytest.mark.parametrize("path", ["/bulk-data", f"/files/{KIND}"])
def test_fault_that_never_ends_gives_up_with_what_to_do(
    runner, server, warehouse, waits, path, code, advice, expected_backoffs
):
    server.add_fault(path, status(code, times=4))
    url = (
        server.url + "/bulk-data"
        if path == "/bulk-data"
        else server.file_url(
            KIND,
            fmt(server),  # type: ignore[arg-type]
        )
    )

    result = refresh_cli(runner, server, warehouse.path)

    warehouse.assert_refused(
        result,
        f"Error: GET {url} failed with HTTP {code}: Test server fault: HTTP {code}. {advice}\n",
    )
    assert backoffs(waits) == expected_backoffs


def test_404_for_the_bulk_file_is_not_retried_and_says_what_to_do(runner, server, warehouse, waits):
    server.add_fault(f"/files/{KIND}", status(404, details="No such file."))
    url = server.file_url(KIND, fmt(server))  # type: ignore[arg-type]

    result = refresh_cli(runner, server, warehouse.path)

    warehouse.assert_refused(
        result,
        f"Error: GET {url} failed with HTTP 404: No such file. The file may have been "
        "replaced by a newer export; run the refresh again to read a fresh index.\n",
    )
    assert file_requests(server) == 1


def test_an_index_without_download_fields_is_a_clear_error(runner, server, warehouse, waits):
    server.add_fault("/bulk-data", index_without_download_fields())

    result = refresh_cli(runner, server, warehouse.path)

    warehouse.assert_refused(
        result,
        f"Error: The bulk-data index entry '{KIND}' has neither 'jsonl_download_uri' "
        "nor 'download_uri', so there is nothing to download. Try again later, or load a "
        "file you have with --from-file.\n",
    )
    assert [r.path for r in server.requests] == ["/bulk-data"]


def test_a_refresh_that_fails_after_some_downloads_keeps_the_warehouse(
    runner, scryfall_server, warehouse, waits
):
    """Cards arrive, rulings do not: nothing is built, and the complete cards file is kept
    (verified) so the next run downloads only what is missing."""
    server = scryfall_server
    server.add_fault("/files/rulings", status(404))

    result = refresh_cli(runner, server, warehouse.path)

    assert result.exit_code == 1
    assert "HTTP 404" in result.stderr
    warehouse.assert_untouched()

    server.clear_requests()
    assert refresh_cli(runner, server, warehouse.path).exit_code == 0
    assert file_requests(server, KIND) == 0
    assert file_requests(server, "rulings") == 1
    assert_built_from_the_whole_file(server, warehouse.path)


# -- partial files are never read -------------------------------------------------------------


def test_a_partial_download_left_behind_is_deleted_not_used(runner, server, warehouse, waits):
    """A killed refresh left the first 5,000 bytes of this very export as `.part`, and a
    half-built warehouse: the next refresh deletes both and downloads the whole file."""
    name = server.file_url(KIND, fmt(server)).rsplit("/", 1)[1]  # type: ignore[arg-type]
    cache = warehouse.path.parent / "cache"
    cache.mkdir()
    payload = server.payload_bytes(KIND, fmt(server))  # type: ignore[arg-type]
    (cache / f"{name}.part").write_bytes(payload[:5000])
    building = warehouse.path.parent / ".cards.duckdb.building-999999"
    building.write_bytes(b"half a warehouse")
    building.with_name(building.name + ".wal").write_bytes(b"its log")

    result = refresh_cli(runner, server, warehouse.path)

    assert result.exit_code == 0, result.output
    assert file_requests(server) == 1
    assert_built_from_the_whole_file(server, warehouse.path)
    assert sorted(p.name for p in warehouse.path.parent.iterdir()) == [
        "cache",
        "cards.duckdb",
        "cards.duckdb.lock",
        "history",  # the prices of the export it built (issue 14)
    ]


def test_api_level_failure_raises_download_error_and_keeps_the_warehouse(
    scryfall_server, warehouse
):
    """The Python API gives the same guarantee as the CLI (the CLI adds only exit 1)."""
    scryfall_server.add_fault(f"/files/{KIND}", truncate(5000, times=4))
    client = ScryfallClient(scryfall_server.url, sleep=lambda _: None)

    with pytest.raises(DownloadError, match=r"failed 4 times: the gzip stream is truncated"):
        refresh(RefreshOptions(db=warehouse.path), client=client)

    warehouse.assert_untouched()


# -- a full disk ---------------------------------------------------------------------------------


def _file_size_limit(nbytes: int):
    """Make writes past `nbytes` fail with EFBIG in the child, as a full disk fails them."""

    def limit() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (nbytes, nbytes))

    return limit


def _refresh_with_limit(server: ScryfallServer, db: Path, nbytes: int):
    return subprocess.run(
        [sys.executable, "-m", "pipeline", "refresh", "--api-url", server.url, "--db", str(db),
         "--quiet", "--no-reports"],
        capture_output=True, text=True, timeout=60, cwd=REPO,
        preexec_fn=_file_size_limit(nbytes),
    )  # fmt: skip


def test_a_full_disk_during_download_is_a_clear_error(scryfall_server, warehouse):
    done = _refresh_with_limit(scryfall_server, warehouse.path, 60_000)

    part = (
        warehouse.path.parent
        / "cache"
        / (scryfall_server.file_url(KIND).rsplit("/", 1)[1] + ".part")
    )
    size = scryfall_server.index_item(KIND)["compressed_size"]
    assert done.returncode == 1
    assert done.stderr == (
        f"Error: Can't write {part}: File too large. Free some disk space (the file is "
        f"{size:,} bytes) or choose another --cache-dir, and run the refresh again. The "
        "warehouse was not changed.\n"
    )
    warehouse.assert_untouched()


@pytest.mark.parametrize(
    "limit", [400_000, 1_500_000], ids=["while loading the cards", "at the final checkpoint"]
)
def test_a_full_disk_during_the_build_keeps_the_warehouse(scryfall_server, warehouse, limit):
    """The build fails wherever the disk fills up (a DuckDB FatalException at the
    checkpoint used to come out as a traceback), and says so."""
    import tempfile

    done = _refresh_with_limit(scryfall_server, warehouse.path, limit)

    db = re.escape(str(warehouse.path))
    assert done.returncode == 1
    assert re.fullmatch(
        r"Error: Ran out of disk space building the new warehouse \(.*Could not write file "
        rf'"{re.escape(str(warehouse.path.parent))}/\.cards\.duckdb\.building-\d+(\.wal)?": '
        rf"File too large\)\. Free some space beside {db} \(and in "
        rf"{re.escape(tempfile.gettempdir())}\), then run the refresh again; {db} was not "
        r"changed\.\n",
        done.stderr,
    ), done.stderr
    warehouse.assert_untouched()


@pytest.mark.parametrize("where", ["--db", "--cache-dir"])
def test_a_folder_that_cannot_be_made_is_a_clear_error(runner, tmp_path, scryfall_server, where):
    """A path under a file (a typo, a mount that is not there): Error:, not a traceback."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder\n", encoding="utf-8")
    db = blocker / "cards.duckdb" if where == "--db" else tmp_path / "cards.duckdb"
    extra = ("--cache-dir", str(blocker / "cache")) if where == "--cache-dir" else ()

    result = refresh_cli(runner, scryfall_server, db, *extra)

    lock = blocker / ("cards.duckdb.lock" if where == "--db" else "cache/cache.lock")
    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: Can't create {lock}: {'File exists' if where == '--db' else 'Not a directory'}. "
        "Choose a folder this user can write to (--db, --cache-dir).\n"
    )
    assert scryfall_server.requests == []


def test_a_stalled_transfer_times_out_and_is_retried(tmp_path, scryfall_server, warehouse):
    """A connection that stops sending (no error, no close) ends with the read timeout,
    counts as a broken transfer, and is retried; here it stalls every time."""
    scryfall_server.set_delay(f"/files/{KIND}", 2.0)
    waits: list[float] = []
    client = ScryfallClient(scryfall_server.url, timeout=(5.0, 0.3), sleep=waits.append)

    with pytest.raises(DownloadError) as failure:
        refresh(RefreshOptions(db=warehouse.path), client=client)

    url = scryfall_server.file_url(KIND)
    assert re.fullmatch(
        rf"Downloading {re.escape(url)} failed 4 times: the connection broke after \d+ bytes "
        r"\(.*Read timed out\.\)\. Nothing was changed; run the refresh again later\.",
        str(failure.value),
    ), str(failure.value)
    assert file_requests(scryfall_server) == 4
    assert backoffs(waits) == [1.0, 2.0, 4.0]
    warehouse.assert_untouched()


# -- an index or a server that asks too much ------------------------------------------------


def test_a_429_that_asks_for_hours_stops_the_refresh_at_once(runner, scryfall_server, warehouse):
    """Retry-After: 100000 once made a refresh sleep 28 hours in silence."""
    scryfall_server.add_fault(f"/files/{KIND}", status(429, headers={"Retry-After": "100000"}))

    result = refresh_cli(runner, scryfall_server, warehouse.path, "--force")

    assert result.exit_code == 1
    assert result.stderr.startswith(
        "Error: Scryfall is rate-limiting this machine and asks it to wait 100,000 s ("
    )
    assert result.stderr.endswith("): run the refresh again after that.\n")
    warehouse.assert_untouched()


@pytest.mark.parametrize(
    ("updated_at", "what"),
    [("garbage", "is not a date and time"), ("", "is not a date and time"),
     ("9999-12-31T23:59:59-01:00", "is in the future"),  # in UTC, past datetime's range
     ("2999-01-01T00:00:00+00:00", "is in the future")],
)  # fmt: skip
def test_an_export_dated_nonsense_is_refused(runner, scryfall_server, warehouse, updated_at, what):
    """updated_at dates the history: 'garbage' was dated today, year 9999 a snapshot of
    that year, and one date past datetime's range raised OverflowError."""
    index = requests.get(f"{scryfall_server.url}/bulk-data", timeout=10).json()
    for item in index["data"]:
        item["updated_at"] = updated_at
    scryfall_server.add_fault("/bulk-data", raw_body(json.dumps(index).encode()))

    result = refresh_cli(runner, scryfall_server, warehouse.path, "--force")

    warehouse.assert_refused(
        result,
        f"Error: The bulk-data index gives {KIND!r} an updated_at of {updated_at!r}, which "
        f"{what}: the index is broken, and that date would date the history. Try again later, "
        "or check --api-url.\n",
    )


def test_an_index_entry_that_is_no_object_is_passed_over(runner, scryfall_server, warehouse):
    index = requests.get(f"{scryfall_server.url}/bulk-data", timeout=10).json()
    index["data"] = ["x", None, *index["data"]]
    scryfall_server.add_fault("/bulk-data", raw_body(json.dumps(index).encode()))

    result = refresh_cli(runner, scryfall_server, warehouse.path, "--force")

    assert result.exit_code == 0, result.output


def test_an_api_url_that_is_no_url_is_named(runner, tmp_path):
    result = invoke(runner, "refresh", "--api-url", "http://[::1", "--db", tmp_path / "c.duckdb")

    assert result.exit_code == 1
    assert result.stderr == "Error: --api-url 'http://[::1' is not a URL (Invalid IPv6 URL).\n"
