"""The command line a new user meets (issue 12): errors they can act on, output they can
read. Ctrl-C (item 9), messages that say what is wrong (item 10), wide results (item 11),
`mana` formats that agree (item 15), report names in any case (item 19), `card` choosing
by stated rules (item 20). The real CLI against real warehouses and files.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import duckdb
import pytest

import pipeline
from conftest import DATA, fixture_cards, invoke, many_cards, sha256
from pipeline.bulk import DEFAULT_BULK as KIND
from pipeline.owned import LEDGER
from scryfall_server import ScryfallServer

REPO = Path(__file__).resolve().parents[1]

# -- 19. report names in any case -----------------------------------------------------------


def test_report_names_are_matched_in_any_case(runner, printings_warehouse, tmp_path):
    out = tmp_path / "out"

    result = invoke(runner, "export", "RPT_FIXERS", "Pips_By_Year", "--db", printings_warehouse,
                    "--out", out)  # fmt: skip

    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in out.iterdir() if p.name != LEDGER) == [
        "rpt_fixers.csv",
        "rpt_pips_by_year.csv",
    ]
    with pipeline.open(printings_warehouse) as wh:
        assert wh.report("FIXERS").equals(wh.report("rpt_fixers"))


def test_an_unknown_report_in_capitals_suggests_the_right_name(runner, tmp_path):
    result = invoke(runner, "export", "PIPS_BY_YEER", "--db", tmp_path / "none.duckdb")

    assert result.exit_code == 1
    assert result.stderr == (
        "Error: No report called 'PIPS_BY_YEER'. Did you mean rpt_pips_by_year? "
        "'pipeline export --list' lists them.\n"
    )


# -- 15. mana: every format gives the same facts --------------------------------------------

HYBRID = {
    "cost": "{3}{U/R}{U/R}",
    "symbols": [
        {"symbol": "{3}", "kind": "generic", "colors": [], "mana_value": 3},
        {"symbol": "{U/R}", "kind": "hybrid", "colors": ["U", "R"], "mana_value": 1},
        {"symbol": "{U/R}", "kind": "hybrid", "colors": ["U", "R"], "mana_value": 1},
    ],
    "chroma": {"W": 0, "U": 2, "B": 0, "R": 2, "G": 0},
    "mana_value": 5,
    "colors": ["U", "R"],
}


def test_mana_json_gives_numbers_as_numbers_and_colors_as_lists(runner):
    result = invoke(runner, "mana", "{3}{U/R}{U/R}", "--format", "json")

    assert result.exit_code == 0, result.output
    body = json.loads(result.stdout)
    assert body == HYBRID
    assert [type(s["mana_value"]) for s in body["symbols"]] == [int, int, int]
    assert type(body["mana_value"]) is int


def test_mana_csv_and_markdown_carry_the_symbols_too(runner):
    csv_out = invoke(runner, "mana", "{3}{U/R}{U/R}", "--format", "csv")
    markdown = invoke(runner, "mana", "{3}{U/R}{U/R}", "--format", "markdown")

    assert csv_out.exit_code == 0 and markdown.exit_code == 0
    fields = dict(list(csv.reader(io.StringIO(csv_out.stdout)))[1:])
    assert json.loads(fields["symbols"]) == HYBRID["symbols"]
    assert json.loads(fields["colors"]) == ["U", "R"]
    assert (fields["chroma_u"], fields["chroma_r"], fields["mana_value"]) == ("2", "2", "5")
    symbols = json.dumps(HYBRID["symbols"], ensure_ascii=False, separators=(",", ":"))
    assert f"| symbols | {symbols} |" in markdown.stdout.splitlines()


def test_an_infinite_mana_value_is_null_in_json_not_a_string(runner):
    body = json.loads(invoke(runner, "mana", "{∞}", "--format", "json").stdout)
    assert body["mana_value"] is None
    assert body["symbols"][0]["mana_value"] is None


# -- 10. messages that say what is wrong -------------------------------------------------


@pytest.mark.parametrize(
    ("given", "problem"),
    [("/etc", "is a folder, not a file"),
     ("/dev/null", "is not a regular file (a device, FIFO or socket)")],
)  # fmt: skip
@pytest.mark.parametrize("option", ["--from-file", "--rulings-file"])
def test_a_local_file_that_is_not_a_file_says_what_it_is(runner, tmp_path, option, given, problem):
    args = ["--from-file", DATA / "cards.json"] if option != "--from-file" else []

    result = invoke(runner, "refresh", "--db", tmp_path / "w.duckdb", option, given, *args)

    assert result.exit_code == 1
    assert result.stderr == f"Error: {option} {given} {problem}; give a Scryfall data file.\n"
    assert list(tmp_path.iterdir()) == []


def test_an_empty_file_says_it_is_empty(runner, tmp_path):
    empty = tmp_path / "cards.json"
    empty.touch()

    result = invoke(runner, "refresh", "--db", tmp_path / "w.duckdb", "--from-file", empty)

    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: {empty} is empty: there is no JSON in it. Download it again, or give "
        "another file.\n"
    )


def test_a_wrong_api_url_says_to_check_it(runner, tmp_path, scryfall_server):
    api = scryfall_server.url + "/v2"

    result = invoke(runner, "refresh", "--db", tmp_path / "w.duckdb", "--api-url", api)

    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: GET {api}/bulk-data failed with HTTP 404: No route for /v2/bulk-data. "
        f"Check --api-url: {api} does not answer as Scryfall's API does "
        "(https://api.scryfall.com).\n"
    )


def test_an_offline_refresh_suggests_from_file(runner, tmp_path, monkeypatch):
    import functools

    import pipeline.refresh
    from pipeline.scryfall import ScryfallClient

    monkeypatch.setattr(pipeline.refresh, "ScryfallClient",
                        functools.partial(ScryfallClient, sleep=lambda _: None))  # fmt: skip
    with socket.socket() as unused:  # a port nothing listens on: the connection is refused
        unused.bind(("127.0.0.1", 0))
        port = unused.getsockname()[1]

    result = invoke(runner, "refresh", "--db", tmp_path / "w.duckdb", "--api-url",
                    f"http://127.0.0.1:{port}")  # fmt: skip

    assert result.exit_code == 1
    assert re.fullmatch(
        rf"Error: Could not reach http://127\.0\.0\.1:{port}/bulk-data: .+\. Check the "
        r"network \(or --api-url\) and run the refresh again, or build from a bulk file you "
        r"have with --from-file FILE\.\n",
        result.stderr,
    ), result.stderr


@pytest.mark.parametrize("newline", ["\n", " "])
def test_sql_that_starts_with_a_comment_is_sql_not_an_option(runner, fixture_warehouse, newline):
    sql = f"-- how many cards{newline}\nselect count(*) as n from cards"

    result = invoke(runner, "query", sql, "--format", "csv", "--db", fixture_warehouse)

    assert result.exit_code == 0, result.output
    assert result.stdout == "n\n217\n"


def test_options_still_work_after_sql_that_starts_with_a_comment(runner, fixture_warehouse):
    result = invoke(runner, "query", "--db", fixture_warehouse, "-- one\nselect 1 as n",
                    "-f", "json")  # fmt: skip

    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == [{"n": 1}]


def test_a_huge_card_name_is_not_echoed_back(runner, fixture_warehouse):
    with pipeline.open(fixture_warehouse) as wh:
        longest = wh.sql("select max(length(name)) from cards").item()

    result = invoke(runner, "card", "x" * 100_000, "--db", fixture_warehouse)

    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: No card has a name of 100,000 characters (the longest here has {longest}). "
        'Give a card\'s name, e.g. pipeline card "Lightning Bolt".\n'
    )


# -- 9. Ctrl-C -------------------------------------------------------------------------------

INTERRUPTED = "Interrupted; the warehouse is unchanged\n"
# minutes of work, in constant memory
LONG_QUERY = "select count(*) from range(1000000000000) as t(n) where hash(n) % 1000003 = 7"


def start(*args: str | Path) -> subprocess.Popen[str]:
    """`python -m pipeline ARGS` in a process group of its own, as a shell runs a job."""
    return subprocess.Popen(
        [sys.executable, "-m", "pipeline", *map(str, args)],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        start_new_session=True,
    )  # fmt: skip


def ctrl_c(child: subprocess.Popen[str]) -> tuple[str, str]:
    """What Ctrl-C at a terminal does: SIGINT to every process of the job."""
    os.killpg(child.pid, signal.SIGINT)
    try:
        return child.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)
        raise AssertionError("Ctrl-C did not stop it within 30 s") from None


def wait_for(condition: Callable[[], object], child: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 60
    while not condition():
        assert child.poll() is None, child.communicate()
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def test_ctrl_c_during_a_build_exits_130_and_keeps_the_warehouse(db, tmp_path):
    big = many_cards(tmp_path / "big.jsonl", 5_000)
    before = sha256(db)
    child = start("refresh", "--db", db, "--from-file", big, "--no-reports")
    wait_for(lambda: list(db.parent.glob(".cards.duckdb.building-*")), child)
    time.sleep(0.5)  # well into the load

    out, err = ctrl_c(child)

    assert (child.returncode, out, err) == (130, "", INTERRUPTED)
    assert sha256(db) == before
    assert sorted(p.name for p in db.parent.iterdir()) == ["cards.duckdb", "cards.duckdb.lock"]


def test_sigterm_during_a_build_stops_it_as_ctrl_c_does(db, tmp_path):
    """kill (or a service manager) ended the refresh at once, silently, leaving the
    half-built warehouse, its WAL and work folder until the next refresh."""
    big = many_cards(tmp_path / "big.jsonl", 5_000)
    before = sha256(db)
    child = start("refresh", "--db", db, "--from-file", big, "--no-reports")
    wait_for(lambda: list(db.parent.glob(".cards.duckdb.building-*")), child)
    time.sleep(0.5)  # well into the load

    child.terminate()
    out, err = child.communicate(timeout=30)

    assert (child.returncode, out, err) == (130, "", INTERRUPTED)
    assert sha256(db) == before
    assert sorted(p.name for p in db.parent.iterdir()) == ["cards.duckdb", "cards.duckdb.lock"]


def test_ctrl_c_during_a_download_exits_130_and_leaves_no_part_file(db):
    before = sha256(db)
    with ScryfallServer(DATA) as server:
        server.set_delay(f"/files/{KIND}", 0.2)
        child = start("refresh", "--db", db, "--api-url", server.url, "--no-reports")
        wait_for(lambda: list((db.parent / "cache").glob("*.part")), child)

        out, err = ctrl_c(child)

    assert (child.returncode, out) == (130, "")
    assert err.endswith(INTERRUPTED)
    assert sha256(db) == before
    assert list((db.parent / "cache").glob("*.part")) == []


def test_ctrl_c_during_a_query_stops_it_at_once(db):
    child = start("query", "--db", db, LONG_QUERY)
    time.sleep(2)  # DuckDB is busy counting
    assert child.poll() is None, child.communicate()

    started = time.monotonic()
    out, err = ctrl_c(child)

    assert (child.returncode, out, err) == (130, "", INTERRUPTED)
    assert time.monotonic() - started < 10


def test_a_ctrl_c_that_duckdb_reports_first_is_still_an_interrupt():
    """DuckDB checks for signals itself: its check can run Python's handler and raise
    RuntimeError("Query interrupted") before the thread that watches for Ctrl-C has read
    the byte the signal wrote (a Ctrl-C'd query ended in a traceback, 1 run in 30). The
    byte is there already: it is read before the error is judged."""
    from pipeline.warehouse import interruptible

    con = duckdb.connect()
    with pytest.raises(KeyboardInterrupt), interruptible(con):
        fd = signal.set_wakeup_fd(-1)
        signal.set_wakeup_fd(fd)
        os.write(fd, bytes([signal.SIGINT]))  # what Python's signal handler writes
        raise RuntimeError("Query interrupted")


def test_a_ctrl_c_during_an_import_still_exits_130(db, tmp_path):
    """CPython notes a KeyboardInterrupt raised inside exec() of a string as unhandled even
    once it is handled, and then ends a `python -m` process by SIGINT (status -2) whatever
    exit status it was given. dataclasses define their methods so while a module imports:
    a refresh Ctrl-C'd as its build imported the ability parser printed its message, then
    died by SIGINT (1 run in 20). An interrupted command must still exit 130."""
    (tmp_path / "interrupted_refresh.py").write_text(
        "import sys\n"
        "import pipeline.cli\n"
        "def refresh(*args, **kwargs):\n"
        "    exec('raise KeyboardInterrupt')  # a Ctrl-C while an import defines a class\n"
        "pipeline.cli.refresh = refresh\n"
        f"sys.argv = ['pipeline', 'refresh', '--db', {str(db)!r}, '--from-file', 'x.json']\n"
        "from pipeline.quick import main\n"
        "main()\n"
    )
    command = [sys.executable, "-m", "interrupted_refresh"]  # as `python -m pipeline` runs
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True)

    assert (done.returncode, done.stdout, done.stderr) == (130, "", INTERRUPTED)


def test_an_interrupt_that_escapes_the_command_still_exits_130():
    """Python ends a process whose main module lets a KeyboardInterrupt escape by SIGINT
    itself (status -2), after a traceback. A Ctrl-C surfacing once more after a command
    has reported its own must not do that: the entry point maps it to 130, silently."""
    code = (
        "import sys\n"
        "import pipeline.cli\n"
        "def app(**_):\n"
        "    raise KeyboardInterrupt\n"
        "pipeline.cli.app = app\n"
        "sys.argv = ['pipeline', 'status']\n"
        "from pipeline.quick import main\n"
        "main()\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True)

    assert (done.returncode, done.stdout, done.stderr) == (130, "", "")


# -- 11. wide results fit the terminal ------------------------------------------------------


def query_table(runner, db: Path, sql: str, width: int):
    from pipeline.cli import app

    return runner.invoke(app, ["query", sql, "--db", str(db)], env={"COLUMNS": str(width)})


def test_a_wide_result_fits_the_terminal_and_names_the_hidden_columns(runner, fixture_warehouse):
    sql = "select * from cards where name = 'Llanowar Elves'"
    with pipeline.open(fixture_warehouse) as wh:
        columns, [card] = wh.query(sql)

    result = query_table(runner, fixture_warehouse, sql, 100)

    assert result.exit_code == 0, result.output
    header, row = result.stdout.splitlines()
    shown = header.split()
    hidden = columns[len(shown) :]
    assert shown == columns[: len(shown)] and len(shown) >= 2 and hidden
    assert max(len(header), len(row)) <= 100
    assert row.split()[: len(shown)] == [str(v) for v in card[: len(shown)]]
    assert result.stderr == (
        f"(1 row)\n{len(hidden)} of {len(columns)} columns hidden to fit 100 characters: "
        f"{', '.join(hidden)}. Use --format csv or --format json for every column.\n"
    )


def test_long_values_are_cut_with_an_ellipsis_and_every_column_shown(runner, fixture_warehouse):
    sql = "select repeat('x', 500) as long_text, 'a\nb' as two_lines, 7 as n"

    result = query_table(runner, fixture_warehouse, sql, 80)

    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        "long_text" + " " * 33 + "two_lines  n",
        "x" * 39 + "…  a↵b        7",
    ]
    assert result.stderr == "(1 row)\n"


def test_a_column_wider_than_the_terminal_is_cut_to_it(runner, fixture_warehouse):
    result = query_table(runner, fixture_warehouse, "select 'abcdefghijklmnopqrstuvwxyz' as a", 20)

    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == ["a", "abcdefghijklmnopqrs…"]


# -- 20. card: which card, which printing ----------------------------------------------------


def printing(base: dict, title: str, n: str, **changes: object) -> dict:
    """A copy of a real card under another name and id (`title`/`n`); oracle ids by title."""
    import uuid

    made = dict(base, name=title, **changes)
    made["id"] = str(uuid.uuid5(uuid.NAMESPACE_URL, f"card/{title}/{n}"))
    made.setdefault("oracle_id", str(uuid.uuid5(uuid.NAMESPACE_URL, f"oracle/{title}")))
    return made


@pytest.fixture(scope="module")
def namesakes(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A warehouse where two names are ambiguous, as in Scryfall's default_cards:
    'Soldier' is a card and two tokens (newer than it); 'Lightning Bolt' has four printings,
    the newest a digital one and a promo."""
    from typer.testing import CliRunner

    cards = [c for c in fixture_cards() if c["name"] != "Llanowar Elves"]
    elves = next(c for c in fixture_cards() if c["name"] == "Llanowar Elves")
    token = {"layout": "token", "type_line": "Token Creature — Soldier", "mana_cost": ""}
    bolt = {"mana_cost": "{R}", "cmc": 1.0, "colors": ["R"], "type_line": "Instant",
            "oracle_text": "Lightning Bolt deals 3 damage to any target.",
            "oracle_id": "4457ed35-7c10-48c8-9776-456485fdf070"}  # fmt: skip
    for key in ("power", "toughness", "produced_mana"):
        elves.pop(key, None)
    cards += [
        printing(elves, "Soldier", "1", set="ptk", set_name="Portal Three Kingdoms",
                 collector_number="12", released_at="1999-05-01"),
        printing(elves, "Soldier", "t1", oracle_id="11111111-0000-0000-0000-000000000001",
                 set="tdom", collector_number="2", released_at="2018-04-27", **token),
        printing(elves, "Soldier", "t2", oracle_id="11111111-0000-0000-0000-000000000002",
                 set="tm20", collector_number="3", released_at="2019-07-12", **token),
        printing(elves, "Lightning Bolt", "m11", set="m11", collector_number="149",
                 released_at="2010-07-16", **bolt),
        printing(elves, "Lightning Bolt", "sta", set="sta", collector_number="42",
                 released_at="2021-04-23", **bolt),
        printing(elves, "Lightning Bolt", "promo", set="plg21", collector_number="1",
                 released_at="2023-01-01", promo=True, **bolt),
        printing(elves, "Lightning Bolt", "digital", set="prm", collector_number="9",
                 released_at="2024-01-01", digital=True, **bolt),
    ]  # fmt: skip
    folder = tmp_path_factory.mktemp("namesakes")
    source = folder / "cards.jsonl"
    source.write_text("".join(json.dumps(c) + "\n" for c in cards), encoding="utf-8")
    db = folder / "cards.duckdb"
    result = invoke(CliRunner(), "refresh", "--db", db, "--from-file", source, "--quiet",
                    "--no-reports")  # fmt: skip
    assert result.exit_code == 0, result.output
    return db


def test_a_card_beats_tokens_of_its_name_and_the_page_lists_them(runner, namesakes):
    result = invoke(runner, "card", "soldier", "--db", namesakes)

    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[:3] == [
        "Soldier",
        "normal · Portal Three Kingdoms (ptk) #12 · 1999-05-01 · common",
        "Also named 'soldier': Soldier (token, tm20 #3), Soldier (token, tdom #2)",
    ]


def test_the_json_page_lists_the_other_matches(runner, namesakes):
    result = invoke(runner, "card", "Soldier", "--db", namesakes, "--format", "json")

    page = json.loads(result.stdout)
    assert page["layout"] == "normal"
    assert [(m["name"], m["layout"], m["set_code"], m["collector_number"])
            for m in page["other_matches"]] == [
        ("Soldier", "token", "tm20", "3"), ("Soldier", "token", "tdom", "2")
    ]  # fmt: skip


def test_the_printing_shown_is_the_newest_that_is_not_a_promo_or_digital(runner, namesakes):
    result = invoke(runner, "card", "Lightning Bolt", "--db", namesakes, "--format", "json")

    page = json.loads(result.stdout)
    assert (page["set_code"], page["collector_number"], page["released_at"]) == (
        "sta", "42", "2021-04-23"
    )  # fmt: skip
    assert page["printings"] == 4
    assert page["other_matches"] == []  # other printings of the same card are not others
