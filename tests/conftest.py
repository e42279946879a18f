"""Shared fixtures: real data, a real local Scryfall server, real DuckDB files, the real CLI."""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import duckdb
import pytest
from typer.testing import CliRunner

from scryfall_server import ScryfallServer

TESTS = Path(__file__).resolve().parent
DATA = TESTS / "data"
SHARED = TESTS.parents[1] / "shared" / "data" / "scryfall"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        help="Rewrite tests/golden/ from the current output (the tests that do so skip).",
    )


@pytest.fixture
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden"))


@pytest.fixture
def shared_data() -> Path:
    """The large real files beside the repository (../shared/data/scryfall)."""
    if not SHARED.is_dir():
        pytest.skip(f"{SHARED} is not there")
    return SHARED


@pytest.fixture
def scryfall_server() -> Iterator[ScryfallServer]:
    """A local Scryfall in the 2026 index shape (jsonl_download_uri, compressed_size)."""
    with ScryfallServer(DATA, index_shape="2026") as server:
        yield server


@pytest.fixture
def legacy_server() -> Iterator[ScryfallServer]:
    """A local Scryfall in the legacy index shape (download_uri, gzip content-encoding)."""
    with ScryfallServer(DATA, index_shape="legacy") as server:
        yield server


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


def invoke(runner: CliRunner, *args: str | Path) -> object:
    """Run the real `pipeline` CLI in-process."""
    from pipeline.cli import app

    return runner.invoke(app, [str(a) for a in args], catch_exceptions=False)


def refresh_from_file(runner: CliRunner, source: Path, db: Path, *extra: str | Path) -> Any:
    """`pipeline refresh --from-file SOURCE --db DB --no-reports EXTRA...`, in-process."""
    return invoke(runner, "refresh", "--from-file", source, "--db", db, "--no-reports", *extra)


def built_from_file(runner: CliRunner, source: Path, db: Path) -> Path:
    """The warehouse `refresh_from_file` builds, which must succeed."""
    result = refresh_from_file(runner, source, db, "--quiet")
    assert result.exit_code == 0, result.output
    return db


def _build_fixture_warehouse(folder: Path, cards: Path) -> Path:
    from pipeline.cli import app

    db = folder / "cards.duckdb"
    result = CliRunner().invoke(
        app,
        [
            "refresh",
            "--db", str(db),
            "--from-file", str(cards),
            "--rulings-file", str(DATA / "rulings.json"),
            "--sets-file", str(DATA / "sets.json"),
            "--symbology-file", str(DATA / "symbology.json"),
            "--quiet",
        ],
        catch_exceptions=False,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    return db


@pytest.fixture(scope="session")
def fixture_warehouse(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A warehouse built once from tests/data (cards, rulings, sets, symbology), offline:
    one printing per card, as from Scryfall's oracle_cards.

    Read-only by convention: tests that change a warehouse build their own.
    """
    return _build_fixture_warehouse(
        tmp_path_factory.mktemp("fixture-warehouse"), DATA / "cards.jsonl.gz"
    )


@pytest.fixture(scope="session")
def printings_warehouse(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fixture cards and the earlier printings of five of them (printings.jsonl.gz):
    every printing of those cards, as from Scryfall's default_cards. Read-only."""
    folder = tmp_path_factory.mktemp("printings-warehouse")
    cards = folder / "cards-and-printings.jsonl"
    cards.write_bytes(
        gzip.decompress((DATA / "cards.jsonl.gz").read_bytes())
        + gzip.decompress((DATA / "printings.jsonl.gz").read_bytes())
    )
    return _build_fixture_warehouse(folder, cards)


@pytest.fixture
def db(tmp_path: Path, fixture_warehouse: Path) -> Path:
    """A private copy of the fixture warehouse (the fixture cards, rulings and sets), in a
    folder of its own: a test may change it, or the files beside it."""
    return private_copy(fixture_warehouse, tmp_path)


def private_copy(warehouse: Path, tmp_path: Path) -> Path:
    """A copy of `warehouse` alone in a new folder `wh` under `tmp_path`."""
    path = tmp_path / "wh" / "cards.duckdb"
    path.parent.mkdir()
    shutil.copy2(warehouse, path)
    return path


def wait_for(condition: Callable[[], object], timeout: float = 30.0) -> None:
    """Poll `condition` until it is true; an AssertionError after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {condition}")
        time.sleep(0.02)


def python_output(code: str) -> str:
    """What `code` prints when a fresh Python runs it: what a module imports shows only
    in a process of its own."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def assert_built(result: Any, db: Path, source: Path, cards: int, then: str) -> None:
    """The refresh exited 0 and printed `Built DB: N cards from SOURCE in T s.` and then
    what the regular expression `then` matches, to the end (with `then` empty, nothing)."""
    assert result.exit_code == 0, result.output
    built = rf"Built {re.escape(str(db))}: {cards} cards from {re.escape(str(source))} in "
    rest = " " + then if then else r"\n"
    assert re.fullmatch(built + r"\d+\.\d s\." + rest, result.stdout), result.stdout


def query(db: Path, sql: str, params: list[Any] | None = None) -> list[tuple]:
    """What `sql` returns from the warehouse `db`, opened read-only."""
    with duckdb.connect(str(db), read_only=True) as con:
        return con.execute(sql, params or []).fetchall()


def count_cards(db: Path) -> int:
    [(count,)] = query(db, "select count(*) from cards")
    return int(count)


def sorted_fields(type_text: str) -> str:
    """A DuckDB type with the fields of each struct in name order: the same type whether
    the fields came in the data dictionary's order or in the order a file has them."""

    def text(kind: Any) -> str:
        if kind.id == "struct":
            return "STRUCT(" + ", ".join(sorted(f"{n} {text(c)}" for n, c in kind.children)) + ")"
        if kind.id == "list":
            return text(kind.child) + "[]"
        return str(kind)

    return text(duckdb.sqltype(type_text))


def write_gzip_cards(path: Path, cards: list[dict[str, Any]]) -> Path:
    """`cards` as a gzip JSON Lines bulk file at `path`."""
    text = "".join(json.dumps(card, ensure_ascii=False) + "\n" for card in cards)
    path.write_bytes(gzip.compress(text.encode("utf-8")))
    return path


def build_from_file(db: Path, cards: Path) -> Any:
    """Build the warehouse at `db` from the card file `cards` in-process; its RunRecord."""
    from datetime import UTC, datetime

    from pipeline import warehouse

    run = warehouse.RunRecord(datetime.now(UTC), "file", str(cards), "", 0)
    return warehouse.build_and_swap(db, warehouse.Sources(cards), run)


def fixture_cards() -> list[dict]:
    """The fixture card objects, as Scryfall sent them."""
    with gzip.open(DATA / "cards.jsonl.gz", "rt", encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


def many_cards(dest: Path, count: int) -> Path:
    """A JSON Lines bulk file of `count` distinct cards made from the fixture cards.

    Copy n of a fixture card gets its own id and oracle_id (uuid5 of the old one and n)
    and its name numbered, so nothing is a duplicate and the build parses every face: a
    file that builds like a real one of its size, from this repository's data alone (the
    crash and concurrency tests need a build that lasts a few seconds).
    """
    import uuid

    cards = fixture_cards()
    with open(dest, "w", encoding="utf-8") as out:
        for n in range(count):
            card = dict(cards[n % len(cards)])  # only top-level fields change
            copy = n // len(cards)
            if copy:
                for key in ("id", "oracle_id"):
                    if card.get(key):
                        card[key] = str(uuid.uuid5(uuid.UUID(card[key]), str(copy)))
                card["name"] = f"{card['name']} {copy}"
            out.write(json.dumps(card, ensure_ascii=False) + "\n")
    return dest
