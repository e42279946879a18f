"""History (issue 14): card_changes and price_history, recorded by every refresh.

Snapshots are the real fixture cards (tests/data/cards.jsonl.gz) with deliberate edits
written here, one JSON Lines file a day, refreshed with --from-file and --as-of:

    day 1  2026-07-01  every card but Mana Drain; Llanowar Elves usd 0.25
    day 2  2026-07-02  Mana Drain back (a card added); errata: Llanowar Elves' text, Kitchen
                       Finks' cost (its chroma follows), Ancient Tomb's text (its
                       could_produce follows); Dark Ritual legal in modern; new prices
    day 3  2026-07-03  Ornithopter gone (a card removed); new prices
    day 3 again, --force: nothing new
    days 4-10          prices only (Llanowar Elves up, Chromatic Lantern down); on day 10
                       Chromatic Lantern's rarity changes

Nothing is mocked: the refreshes are the real CLI, the kill is a real SIGKILL, the bulk
switch goes through the local Scryfall server.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import duckdb
import polars as pl
import pytest
from typer.testing import CliRunner

import pipeline
from conftest import DATA, fixture_cards, invoke, many_cards, python_output, wait_for
from pipeline import history
from pipeline.errors import PipelineError, WarehouseError
from scryfall_server import ScryfallServer

REPO = Path(__file__).resolve().parents[1]
DAY1 = date(2026, 7, 1)
NO_FILES = "file system operations are disabled by configuration"

ELVES = "Llanowar Elves"
LANTERN = "Chromatic Lantern"


def day(n: int) -> date:
    return DAY1 + timedelta(days=n - 1)


def edited_cards(n: int) -> list[dict[str, Any]]:
    """The snapshot of day `n` (see the module's docstring)."""
    cards = [json.loads(json.dumps(c)) for c in fixture_cards()]
    by_name = {c["name"]: c for c in cards}
    elves, lantern = by_name[ELVES], by_name[LANTERN]
    elves["prices"]["usd"] = "0.25"
    if n == 1:
        return [c for c in cards if c["name"] != "Mana Drain"]
    elves["oracle_text"] = "{T}: Add {G}. (This is an erratum.)"
    by_name["Kitchen Finks"]["mana_cost"] = "{2}{G/W}"
    by_name["Ancient Tomb"]["oracle_text"] = "{T}: Add {R}{R}. Ancient Tomb deals 2 damage to you."
    by_name["Dark Ritual"]["legalities"]["modern"] = "legal"
    elves["prices"]["usd"] = "0.40"
    lantern["prices"]["usd"] = "3.50"
    if n >= 3:
        cards = [c for c in cards if c["name"] != "Ornithopter"]
        elves["prices"]["usd"] = "0.55"
    if n >= 4:
        elves["prices"]["usd"] = str(Decimal("0.55") + Decimal("0.25") * (n - 3))
        lantern["prices"]["usd"] = str(Decimal("3.50") - Decimal("0.20") * (n - 3))
    if n == 10:
        lantern["rarity"] = "mythic"
    return cards


def priced(cards: list[dict[str, Any]]) -> int:
    """How many of `cards` have a price: the printings a snapshot holds."""
    return sum(1 for c in cards if any(v is not None for v in (c.get("prices") or {}).values()))


def write_cards(path: Path, cards: list[dict[str, Any]]) -> Path:
    with open(path, "w", encoding="utf-8") as out:
        for card in cards:
            out.write(json.dumps(card, ensure_ascii=False) + "\n")
    return path


def refresh(runner: CliRunner, db: Path, source: Path, *args: str | Path) -> Any:
    result = invoke(runner, "refresh", "--db", db, "--from-file", source, "--no-reports", *args)
    assert result.exit_code == 0, result.output
    return result


def rows(db: Path, sql: str, params: list[Any] | None = None) -> list[tuple[Any, ...]]:
    """Through the pipeline's own locked-down reader."""
    with pipeline.open(db) as wh:
        return wh.query(sql, params)[1]


def listed(db: Path) -> list[tuple[Any, ...]]:
    return rows(db, "select kind, as_of, refresh_id, file, rows, merged from history_snapshots "
                    "order by all")  # fmt: skip


def files_of(folder: Path) -> dict[str, str]:
    """Every file under the history folder, by relative path, with its sha256."""
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


@dataclass
class History:
    db: Path
    folder: Path
    sources: dict[int, Path]
    after_day3: list[tuple[Any, ...]]
    files_after_day3: dict[str, str]
    after_force: list[tuple[Any, ...]]
    files_after_force: dict[str, str]
    force_output: str


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> History:
    """A warehouse refreshed on ten days of edited snapshots, one --force in between."""
    runner = CliRunner()
    root = tmp_path_factory.mktemp("history")
    db = root / "wh" / "cards.duckdb"
    sources = {n: write_cards(root / f"day{n}.jsonl", edited_cards(n)) for n in range(1, 11)}
    for n in (1, 2, 3):
        refresh(runner, db, sources[n], "--as-of", day(n).isoformat())
    folder = history.folder(db)
    after_day3, files_after_day3 = listed(db), files_of(folder)
    forced = refresh(runner, db, sources[3], "--as-of", day(3).isoformat(), "--force")
    after_force, files_after_force = listed(db), files_of(folder)
    for n in range(4, 11):
        refresh(runner, db, sources[n], "--as-of", day(n).isoformat())
    return History(db, folder, sources, after_day3, files_after_day3, after_force,
                   files_after_force, forced.stdout)  # fmt: skip


def card_id(name: str) -> str:
    return next(c["id"] for c in fixture_cards() if c["name"] == name)


def oracle_id(name: str) -> str:
    return next(c["oracle_id"] for c in fixture_cards() if c["name"] == name)


# -- changes: every one exactly once, nothing when nothing changed --------------------------------


def test_every_change_is_recorded_exactly_once(built):
    found = rows(
        built.db,
        "select refresh_id, change, field, name, old_value, new_value from card_changes",
    )
    expected = [
        (2, "added", "card_id", "Mana Drain", None, card_id("Mana Drain")),
        (2, "added", "oracle_id", "Mana Drain", None, oracle_id("Mana Drain")),
        (2, "changed", "oracle_text", ELVES, "{T}: Add {G}.",
         "{T}: Add {G}. (This is an erratum.)"),
        (2, "changed", "mana_cost", "Kitchen Finks", "{1}{G/W}{G/W}", "{2}{G/W}"),
        (2, "changed", "chroma", "Kitchen Finks", '{"W":2,"U":0,"B":0,"R":0,"G":2}',
         '{"W":1,"U":0,"B":0,"R":0,"G":1}'),
        (2, "changed", "oracle_text", "Ancient Tomb",
         "{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you.",
         "{T}: Add {R}{R}. Ancient Tomb deals 2 damage to you."),
        (2, "changed", "could_produce", "Ancient Tomb", '["C"]', '["R"]'),
        (2, "changed", "legalities.modern", "Dark Ritual", "not_legal", "legal"),
        (3, "removed", "card_id", "Ornithopter", card_id("Ornithopter"), None),
        (3, "removed", "oracle_id", "Ornithopter", oracle_id("Ornithopter"), None),
        (11, "changed", "rarity", LANTERN, "rare", "mythic"),
    ]  # fmt: skip
    assert Counter(found) == Counter(expected)
    assert max(Counter(found).values()) == 1


def test_changes_carry_the_refresh_its_date_and_both_ids(built):
    found = rows(
        built.db,
        "select refresh_id, changed_at, card_id, oracle_id from card_changes "
        "where name = ? and field = 'oracle_text'",
        [ELVES],
    )
    [(refresh_id, changed_at, printing, card)] = found
    assert refresh_id == 2
    assert changed_at.isoformat().startswith("2026-07-02T00:00:00")  # --as-of, midnight UTC
    assert (printing, card) == (card_id(ELVES), oracle_id(ELVES))
    # card_changes.refresh_id is refresh_runs.run_id
    assert rows(built.db, "select count(*) from refresh_runs")[0][0] == 11


def test_a_refresh_that_finds_nothing_new_records_nothing(built):
    """The same export again (--force): no change, no price row, not one byte written."""
    assert built.after_force == built.after_day3
    assert built.files_after_force == built.files_after_day3
    assert "Warning" not in built.force_output
    # days 4-9 changed prices only: a snapshot each, no changes
    per_refresh = dict(rows(built.db, "select refresh_id, count(*) from card_changes group by all"))
    assert per_refresh == {2: 8, 3: 2, 11: 1}


# -- prices ---------------------------------------------------------------------------------------


def test_one_price_snapshot_per_day_with_decimal_prices(built):
    per_day = rows(built.db, "select as_of, count(*), count(distinct card_id) from price_history "
                             "group by all order by all")  # fmt: skip
    assert [d for d, _, _ in per_day] == [day(n) for n in range(1, 11)]
    assert all(count == distinct for _, count, distinct in per_day)
    assert per_day[-1][1] == priced(edited_cards(10))
    series = rows(built.db, "select as_of, usd, usd_foil, eur from price_history "
                            "where card_id = ? order by as_of", [card_id(ELVES)])  # fmt: skip
    assert [usd for _, usd, _, _ in series] == [
        Decimal("0.25"), Decimal("0.40"), Decimal("0.55"),
        *(Decimal("0.55") + Decimal("0.25") * k for k in range(1, 8)),
    ]  # fmt: skip
    assert {(foil, eur) for _, _, foil, eur in series} == {(Decimal("2.50"), Decimal("0.47"))}
    with pipeline.open(built.db) as wh:
        frame = wh.table("price_history")
    assert frame.schema["usd"] == pl.Decimal(12, 2)
    assert frame.schema["as_of"] == pl.Date


def test_as_of_is_the_files_modification_date_without_as_of(runner, tmp_path):
    source = write_cards(tmp_path / "cards.jsonl", edited_cards(1))
    noon = 1_784_203_200  # 2026-07-16 12:00 UTC
    os.utime(source, (noon, noon))
    db = tmp_path / "wh" / "cards.duckdb"
    refresh(runner, db, source)
    refresh(runner, db, source, "--force")  # the same export: one snapshot a day

    assert rows(db, "select as_of, count(*) from price_history group by all") == [
        (date(2026, 7, 16), priced(edited_cards(1)))
    ]
    assert rows(db, "select count(*) from card_changes") == [(0,)]


def test_as_of_needs_from_file_and_a_real_date(runner, tmp_path):
    db = tmp_path / "cards.duckdb"
    result = invoke(runner, "refresh", "--db", db, "--from-file", DATA / "cards.jsonl.gz",
                    "--as-of", "2026-13-01")  # fmt: skip
    assert result.exit_code == 1
    assert result.stderr == ("Error: --as-of '2026-13-01' is not a date: give it as YYYY-MM-DD.\n")
    result = invoke(runner, "refresh", "--db", db, "--as-of", "2026-07-01")
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: --as-of dates a local file's prices and changes; ")
    assert not db.exists()


def test_as_of_on_a_refresh_that_builds_nothing_says_it_was_not_used(runner, tmp_path):
    """A re-dating asked of an unchanged file was silently ignored: the snapshot kept its
    date and the user had no hint."""
    db = tmp_path / "cards.duckdb"
    first = invoke(runner, "refresh", "--db", db, "--from-file", DATA / "cards.jsonl.gz",
                   "--no-reports", "--as-of", "2026-07-01")  # fmt: skip
    again = invoke(runner, "refresh", "--db", db, "--from-file", DATA / "cards.jsonl.gz",
                   "--no-reports", "--as-of", "2026-06-01")  # fmt: skip

    assert first.exit_code == 0 and again.exit_code == 0, again.output
    assert again.stdout == (
        f"{db} is up to date with its source; nothing downloaded or rebuilt (use --force to "
        "rebuild anyway). --as-of 2026-06-01 was not used: it dates a build. The history "
        "keeps its snapshot of this file as it was dated; --force would add a second one, "
        "of that date.\n"
    )
    assert rows(db, "select distinct as_of from history_snapshots") == [(date(2026, 7, 1),)]


@pytest.mark.parametrize(
    ("as_of", "what"),
    [("2099-01-01", "in the future"), ("0001-01-01", "before the first cards"),
     ("1993-08-04", "before the first cards")],
)  # fmt: skip
def test_as_of_is_a_day_card_data_can_be_of(runner, tmp_path, as_of, what):
    """A snapshot of 2099 stayed the 'latest' one: the price movers compared today's prices
    with it, and the card page showed its price as the price now."""
    db = tmp_path / "cards.duckdb"
    result = invoke(runner, "refresh", "--db", db, "--from-file", DATA / "cards.jsonl.gz",
                    "--as-of", as_of)  # fmt: skip

    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: --as-of {as_of} is {what}: the history would keep that date, and the price "
        "reports compare by it. Give the day the file's data is of.\n"
    )
    assert not db.exists()


def test_small_files_are_merged_and_every_file_is_sorted_by_card(built):
    snapshots = listed(built.db)
    prices = [s for s in snapshots if s[0] == "prices"]
    merged = {s[3] for s in prices if s[5]}
    assert merged == {"prices/2026-07-01_2026-07-08.r9.parquet"}  # 8 days, then one a day
    assert [s[3] for s in prices if not s[5]] == [
        "prices/2026-07-09.r10.parquet",
        "prices/2026-07-10.r11.parquet",
    ]
    on_disk = set(files_of(built.folder)) - {history.MANIFEST}
    assert on_disk == {s[3] for s in snapshots}  # the merged days' own files are gone
    for relative in on_disk:
        table = pl.read_parquet(built.folder / relative)
        key = history.SORT_KEYS[relative.split("/")[0]].split(", ")
        assert table.select(key).rows() == table.sort(key, nulls_last=True).select(key).rows()


def test_a_merged_file_is_named_for_every_day_it_holds_even_when_backfilled(runner, tmp_path):
    """A file's name gives the first and last day of its rows, which cleaning and pruning
    read: also when the refresh that merges is back-dated (--as-of before days already
    recorded, a saved export loaded late)."""
    db = tmp_path / "wh" / "cards.duckdb"
    for n in range(2, 2 + history.MERGE_AT - 1):  # seven single days, 2026-07-02 to -08
        refresh(runner, db, write_cards(tmp_path / f"day{n}.jsonl", edited_cards(n)),
                "--as-of", day(n).isoformat())  # fmt: skip
    refresh(runner, db, write_cards(tmp_path / "day1.jsonl", edited_cards(1)),
            "--as-of", day(1).isoformat())  # fmt: skip

    folder = history.folder(db)
    [merged] = [f for f in history.our_files(folder) if f.kind == history.PRICES]
    assert merged.relative == "prices/2026-07-01_2026-07-08.r8.parquet"
    held = pl.read_parquet(merged.path)["as_of"]
    assert (held.min(), held.max()) == (merged.first, merged.last)


# -- history survives -----------------------------------------------------------------------------


def test_a_force_rebuild_keeps_the_history(runner, built, tmp_path):
    db = tmp_path / "wh" / "cards.duckdb"
    shutil.copytree(built.db.parent, db.parent)
    before = rows(db, "select * from price_history order by all")
    changes = rows(db, "select * from card_changes order by all")

    refresh(runner, db, built.sources[10], "--as-of", day(10).isoformat(), "--force")

    assert rows(db, "select * from price_history order by all") == before
    assert rows(db, "select * from card_changes order by all") == changes
    assert rows(db, "select count(*) from refresh_runs") == [(12,)]


def test_an_older_schema_version_carries_its_history_into_the_new_one(runner, tmp_path):
    """A warehouse of schema 1 whose card_mana_production had no could_produce: the new
    build takes its history list, and compares only what both can tell."""
    db = tmp_path / "wh" / "cards.duckdb"
    one = write_cards(tmp_path / "day1.jsonl", edited_cards(1))
    two = write_cards(tmp_path / "day2.jsonl", edited_cards(2))
    refresh(runner, db, one, "--as-of", day(1).isoformat())
    kept = listed(db)
    with duckdb.connect(str(db)) as con:
        con.execute("update pipeline_meta set schema_version = 1")
        con.execute("alter table card_mana_production drop column could_produce")
    result = invoke(runner, "query", "--db", db, "select 1")
    assert "was built by an older version of the pipeline" in result.stderr

    refresh(runner, db, two, "--as-of", day(2).isoformat())  # no --force needed

    assert set(kept) < set(listed(db))
    assert rows(db, "select as_of from price_history group by all order by all") == [
        (day(1),), (day(2),)
    ]  # fmt: skip
    fields = rows(db, "select field from card_changes where name = 'Ancient Tomb'")
    assert fields == [("oracle_text",)]  # could_produce: unknown before, so not a change


def test_a_killed_refresh_leaves_the_history_as_it_was(runner, tmp_path):
    """SIGKILL once the refresh has written its history files, before its swap."""
    db = tmp_path / "wh" / "cards.duckdb"
    big = many_cards(tmp_path / "big.jsonl", 5_000)
    refresh(runner, db, big, "--as-of", day(1).isoformat())
    cards = [json.loads(line) for line in big.read_text(encoding="utf-8").splitlines()]
    for card in cards[:50]:
        card["rarity"] = "special"
    edited = write_cards(tmp_path / "edited.jsonl", cards)
    folder = history.folder(db)
    before = (hashlib.sha256(db.read_bytes()).hexdigest(), listed(db), files_of(folder))

    child = subprocess.Popen(
        [sys.executable, "-m", "pipeline", "refresh", "--db", str(db), "--from-file",
         str(edited), "--as-of", day(2).isoformat(), "--no-reports", "--quiet"],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        wait_for(lambda: new_files(folder, before[2]) or child.poll() is not None, timeout=60)
        os.kill(child.pid, signal.SIGKILL)
        assert child.wait(timeout=10) == -signal.SIGKILL
    finally:
        if child.poll() is None:
            child.kill()
        child.communicate(timeout=30)
    left = new_files(folder, before[2])
    assert left, "the refresh was not caught between writing its history and its swap"

    assert (hashlib.sha256(db.read_bytes()).hexdigest(), listed(db)) == before[:2]
    assert rows(db, "select count(*) from card_changes") == [(0,)]
    assert rows(db, "select max(as_of) from price_history") == [(day(1),)]

    refresh(runner, db, edited, "--as-of", day(2).isoformat())  # removes them, records anew

    assert not any((folder / name).exists() for name in left if name not in files_of(folder))
    assert rows(db, "select count(*), count(distinct card_id) from card_changes") == [(50, 50)]
    assert rows(db, "select count(distinct as_of) from price_history") == [(2,)]
    assert set(files_of(folder)) - {history.MANIFEST} == {s[3] for s in listed(db)}


def new_files(folder: Path, before: dict[str, str]) -> list[str]:
    return sorted(
        str(p.relative_to(folder)) for p in folder.rglob("*.parquet*")
        if str(p.relative_to(folder)) not in before
    )  # fmt: skip


def test_a_failed_refresh_leaves_the_history_as_it_was(runner, built, tmp_path):
    """The history can't be written (its prices folder is a file): nothing changes."""
    db = tmp_path / "wh" / "cards.duckdb"
    one = write_cards(tmp_path / "day1.jsonl", edited_cards(1))
    refresh(runner, db, one, "--as-of", day(1).isoformat())
    folder = history.folder(db)
    shutil.rmtree(folder / "prices")
    (folder / "prices").write_text("in the way\n", encoding="utf-8")
    before = (hashlib.sha256(db.read_bytes()).hexdigest(), files_of(folder))

    result = invoke(runner, "refresh", "--db", db, "--from-file", built.sources[2],
                    "--as-of", day(2).isoformat(), "--no-reports")  # fmt: skip

    assert result.exit_code == 1
    assert result.stderr.startswith(f"Error: Can't write the history in {folder}: ")
    assert result.stderr.endswith(f"{db} and its history were not changed.\n")
    assert (hashlib.sha256(db.read_bytes()).hexdigest(), files_of(folder)) == before


def test_files_no_list_names_are_removed_and_nothing_else(runner, built, tmp_path):
    db = tmp_path / "wh" / "cards.duckdb"
    shutil.copytree(built.db.parent, db.parent)
    folder = history.folder(db)
    orphan = folder / "prices" / "2026-07-11.r12.parquet"  # as a killed refresh leaves it
    shutil.copy(folder / "prices" / "2026-07-10.r11.parquet", orphan)
    half = folder / "changes" / ".2026-07-11.r12.parquet.tmp"
    half.write_bytes(b"half a file")
    merged = folder / "prices" / "2026-07-03.r3.parquet"  # merged into 2026-07-01_2026-07-08.r9
    shutil.copy(folder / "prices" / "2026-07-10.r11.parquet", merged)
    mine = folder / "prices" / "my-notes.parquet"
    mine.write_bytes(b"not ours")
    restored = folder / "changes" / "2026-06-30.r1.parquet"  # ours, but no refresh merged it
    shutil.copy(folder / "changes" / "2026-07-10.r11.parquet", restored)
    assert rows(db, "select count(distinct as_of) from price_history") == [(10,)]  # unlisted

    result = refresh(runner, db, built.sources[10], "--as-of", day(10).isoformat())

    assert "up to date" in result.stdout
    assert not orphan.exists() and not half.exists() and not merged.exists()
    assert mine.read_bytes() == b"not ours"
    assert restored.exists()


def test_without_its_warehouse_the_history_is_taken_from_snapshots_json(runner, built, tmp_path):
    db = tmp_path / "wh" / "cards.duckdb"
    shutil.copytree(built.db.parent, db.parent)
    db.unlink()
    kept = files_of(history.folder(db))

    result = refresh(runner, db, built.sources[10], "--as-of", day(10).isoformat())

    assert "Took the history list from" in result.stdout
    assert (
        files_of(history.folder(db)).items()
        >= {k: v for k, v in kept.items() if k != history.MANIFEST}.items()
    )
    assert rows(db, "select count(distinct as_of) from price_history") == [(10,)]
    assert rows(db, "select count(*) from card_changes") == [(11,)]


def test_the_warehouses_list_outranks_a_stale_snapshots_json(built, tmp_path):
    """snapshots.json is a copy of the warehouse's list, for recovery and other engines; when
    the two disagree (a copy restored from an older backup), the warehouse's list decides
    which files are committed, cleaning deletes none of them, and snapshots.json is made
    its copy again."""
    from pipeline.warehouse import history as stored

    db = tmp_path / "wh" / "cards.duckdb"
    shutil.copytree(built.db.parent, db.parent)
    folder = history.folder(db)
    manifest = folder / history.MANIFEST
    document = json.loads(manifest.read_text(encoding="utf-8"))
    document["files"] = document["files"][:1]  # names only the first file
    manifest.write_text(json.dumps(document), encoding="utf-8")
    before = files_of(folder)

    with pipeline.warehouse.reading(db) as con:
        found = stored.committed(db, con)
        deleted = stored.clean(db, con)

    assert found is not None
    assert sorted(r["file"] for r in found[0]) == sorted(row[3] for row in listed(db))
    assert found[1] == 11  # the last refresh's id, from refresh_runs and the list
    assert deleted == []
    after = files_of(folder)
    assert after.keys() == before.keys()
    assert {k: v for k, v in after.items() if k != history.MANIFEST} == {
        k: v for k, v in before.items() if k != history.MANIFEST
    }
    # and snapshots.json is written again from the warehouse's list
    restored = json.loads(manifest.read_text(encoding="utf-8"))["files"]
    assert sorted(entry["file"] for entry in restored) == sorted(row[3] for row in listed(db))


def test_without_any_list_no_history_file_is_deleted(runner, built, tmp_path):
    db = tmp_path / "wh" / "cards.duckdb"
    shutil.copytree(built.db.parent, db.parent)
    db.unlink()
    folder = history.folder(db)
    (folder / history.MANIFEST).unlink()
    kept = files_of(folder)

    refresh(runner, db, built.sources[10], "--as-of", day(10).isoformat())

    assert files_of(folder).items() >= kept.items()  # the old files stay, unlisted
    assert rows(db, "select count(distinct as_of) from price_history") == [(1,)]


def test_a_warehouse_copied_without_its_history_reads_none_and_starts_anew(runner, built, tmp_path):
    db = tmp_path / "elsewhere" / "cards.duckdb"
    db.parent.mkdir()
    shutil.copy2(built.db, db)

    assert rows(db, "select count(*) from cards") == [(len(edited_cards(10)),)]
    assert rows(db, "select count(*) from price_history") == [(0,)]
    prices = invoke(runner, "prices", ELVES, "--db", db)
    assert prices.exit_code == 0
    assert "Note: The history this warehouse lists (6 files) is not beside it: " in (prices.stderr)
    assert invoke(runner, "export", "--db", db, "--quiet").exit_code == 0

    result = refresh(runner, db, built.sources[10], "--as-of", day(11).isoformat(), "--force")

    assert (
        "History: the 6 files of history the warehouse listed are not beside it "
        f"({history.folder(db)} does not exist; was it copied without its history?), so a new "
        "history starts there." in result.stdout
    )
    assert rows(db, "select as_of, count(*) from price_history group by all") == [
        (day(11), priced(edited_cards(10)))
    ]


@pytest.mark.parametrize("damage", ["deleted", "written over", "cut short", "emptied"])
def test_missing_history_files_are_an_error_until_restored_or_dropped(
    runner, built, tmp_path, damage
):
    """A history file lost, or there but unreadable: the views say which and what to do,
    the card page and a refresh still work, and prune --missing forgets it."""
    db = tmp_path / "wh" / "cards.duckdb"
    shutil.copytree(built.db.parent, db.parent)
    folder = history.folder(db)
    lost = folder / "prices" / "2026-07-09.r10.parquet"
    if damage == "deleted":
        lost.unlink()
    elif damage == "written over":
        lost.write_text("garbage\n")
    elif damage == "cut short":
        lost.write_bytes(lost.read_bytes()[:-100])
    else:
        lost.write_bytes(b"")

    assert rows(db, "select count(*) from card_changes") == [(11,)]
    for sql in ("select count(*) from price_history",
                f"select usd from price_history where card_id = '{card_id(ELVES)}'"):  # fmt: skip
        result = invoke(runner, "query", "--db", db, sql)
        assert result.exit_code == 1
        assert result.stderr == (
            "Error: Invalid Input Error: 1 prices file of the history is missing from "
            f"{folder} or unreadable (e.g. prices/2026-07-09.r10.parquet): restore it from a "
            "backup, or run 'pipeline history prune --missing' to read the rest\n"
        )
    page = invoke(runner, "card", ELVES, "--db", db)
    assert page.exit_code == 0 and "Prices: Invalid Input Error: 1 prices file" in page.stdout
    result = refresh(runner, db, built.sources[10], "--as-of", day(11).isoformat(), "--force")
    assert result.exit_code == 0, result.output
    assert "Warning: 1 history file the warehouse lists is missing from" in result.stderr

    result = invoke(runner, "history", "prune", "--missing", "--db", db)

    assert result.exit_code == 0, result.output
    assert result.stdout == "Dropped 1 entry of missing files from the history's list.\n"
    assert rows(db, "select count(distinct as_of) from price_history") == [(10,)]  # 1-8, 10, 11


def test_prune_missing_drops_a_file_damaged_past_its_footer(runner, built, tmp_path):
    """Its magic bytes and footer read, its rows do not: no view can be read, and prune
    --missing, which reads every row of every file, finds it and drops it."""
    db = tmp_path / "wh" / "cards.duckdb"
    shutil.copytree(built.db.parent, db.parent)
    damaged = history.folder(db) / "prices" / "2026-07-09.r10.parquet"
    data = bytearray(damaged.read_bytes())
    data[8 : len(data) // 2] = b"Z" * (len(data) // 2 - 8)
    damaged.write_bytes(bytes(data))
    assert invoke(runner, "prices", ELVES, "--db", db).exit_code == 1

    result = invoke(runner, "history", "prune", "--missing", "--db", db)

    assert result.stdout == "Dropped 1 entry of missing files from the history's list.\n"
    assert invoke(runner, "prices", ELVES, "--db", db).exit_code == 0


def test_a_fifo_in_place_of_a_history_file_is_missing_and_blocks_nothing(built, tmp_path):
    """Opening a FIFO blocks until a writer comes: every open of the warehouse (even
    `select 1`) would hang. It is no history file, so it counts as missing."""
    db = tmp_path / "wh" / "cards.duckdb"
    shutil.copytree(built.db.parent, db.parent)
    lost = history.folder(db) / "prices" / "2026-07-09.r10.parquet"
    lost.unlink()
    os.mkfifo(lost)
    env = {**os.environ, "PYTHONPATH": str(REPO)}

    def query(sql: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "pipeline", "query", sql, "--db", str(db), "-f", "csv"],
            capture_output=True, text=True, env=env, timeout=60, check=False,
        )  # fmt: skip

    assert query("select 1 as one").stdout == "one\n1\n"
    prices = query("select count(*) from price_history")
    assert prices.returncode == 1
    assert "1 prices file of the history is missing from" in prices.stderr


def test_a_history_file_damaged_inside_is_named_and_can_be_dropped(runner, built, tmp_path):
    """Parquet's magic bytes intact, its footer overwritten: `prices` names the file and
    what to do, a refresh warns and succeeds, and prune --missing forgets the file."""
    db = tmp_path / "wh" / "cards.duckdb"
    shutil.copytree(built.db.parent, db.parent)
    folder = history.folder(db)
    damaged = folder / "prices" / "2026-07-09.r10.parquet"
    data = bytearray(damaged.read_bytes())
    data[4:-8] = b"A" * (len(data) - 12)  # keep "PAR1" at the start and the end
    damaged.write_bytes(bytes(data))

    prices = invoke(runner, "prices", ELVES, "--db", db)
    assert prices.exit_code == 1
    assert prices.stderr == (
        "Error: Invalid Input Error: 1 prices file of the history is missing from "
        f"{folder} or unreadable (e.g. prices/2026-07-09.r10.parquet): restore it from a "
        "backup, or run 'pipeline history prune --missing' to read the rest\n"
    )
    result = refresh(runner, db, built.sources[10], "--as-of", day(11).isoformat(), "--force")
    assert result.exit_code == 0, result.output
    assert "Warning: 1 history file the warehouse lists is missing from" in result.stderr

    result = invoke(runner, "history", "prune", "--missing", "--db", db)

    assert result.stdout == "Dropped 1 entry of missing files from the history's list.\n"
    assert rows(db, "select count(distinct as_of) from price_history") == [(10,)]
    assert invoke(runner, "prices", ELVES, "--db", db).exit_code == 0


def test_a_warehouse_built_before_the_history_reads_an_empty_one(runner, built, tmp_path):
    """Same schema version, no history objects: the reports and commands still run."""
    db = tmp_path / "wh" / "cards.duckdb"
    db.parent.mkdir()
    shutil.copy2(built.db, db)
    with duckdb.connect(str(db)) as con:
        for view in ("price_history", "card_changes"):
            con.execute(f"drop view {view}")
        for macro in ("latest_price_day", "price_day_before", "last_refresh_id"):
            con.execute(f"drop macro {macro}")
        con.execute("drop table history_snapshots")

    out = tmp_path / "reports"
    assert invoke(runner, "export", "--db", db, "--out", out, "--quiet").exit_code == 0
    assert (out / "rpt_price_movers.csv").read_text(encoding="utf-8").count("\n") == 1
    result = invoke(runner, "changes", "--db", db)
    assert result.exit_code == 0
    assert "Note: This warehouse was built before the pipeline kept a history" in result.stderr

    refresh(runner, db, built.sources[10], "--as-of", day(11).isoformat(), "--force")
    assert rows(db, "select count(distinct as_of) from price_history") == [(1,)]


def test_the_history_macros_are_constants_of_the_list(built):
    assert rows(
        built.db,
        "select latest_price_day(), price_day_before(7), price_day_before(30), last_refresh_id()",
    ) == [(day(10), day(3), None, 11)]


# -- every printing (default_cards): history is kept by printing ----------------------------------


def every_printing_cards(n: int) -> list[dict[str, Any]]:
    """The fixture cards and every earlier printing of five of them (as default_cards has
    them). Day 1 lacks Dark Ritual's Ice Age printing; day 2 has it back (a printing added,
    not a card), lacks Mana Drain's Legends printing (a printing removed, not a card), gives
    every printing of Llanowar Elves an erratum and Dark Ritual's Alpha printing a new price."""
    with gzip.open(DATA / "printings.jsonl.gz", "rt", encoding="utf-8") as lines:
        cards = fixture_cards() + [json.loads(line) for line in lines]
    if n == 1:
        return [c for c in cards if (c["name"], c["set"]) != ("Dark Ritual", "ice")]
    cards = [c for c in cards if (c["name"], c["set"]) != ("Mana Drain", "leg")]
    for card in cards:
        if card["name"] == ELVES:
            card["oracle_text"] = "{T}: Add {G}. (This is an erratum.)"
        if (card["name"], card["set"]) == ("Dark Ritual", "lea"):
            card["prices"]["usd"] = "215.50"
    return cards


def printing_id(name: str, set_code: str, n: int = 2) -> str:
    """The id of the printing of `name` in set `set_code`, in the snapshot of day `n`."""
    [found] = [
        c["id"] for c in every_printing_cards(n) if (c["name"], c["set"]) == (name, set_code)
    ]
    return found


def test_an_every_printing_warehouse_keeps_its_history_by_printing(runner, tmp_path):
    db = tmp_path / "wh" / "cards.duckdb"
    one = write_cards(tmp_path / "day1.jsonl", every_printing_cards(1))
    two = write_cards(tmp_path / "day2.jsonl", every_printing_cards(2))
    refresh(runner, db, one, "--as-of", day(1).isoformat())
    assert rows(db, "select has_every_printing from pipeline_meta") == [(True,)]
    refresh(runner, db, two, "--as-of", day(2).isoformat())
    forced = refresh(runner, db, two, "--as-of", day(2).isoformat(), "--force")

    elves = [c["id"] for c in every_printing_cards(2) if c["name"] == ELVES]
    assert len(elves) == 41
    found = rows(db, "select change, field, name, card_id, old_value, new_value from card_changes")
    expected = [
        ("added", "card_id", "Dark Ritual", printing_id("Dark Ritual", "ice"), None,
         printing_id("Dark Ritual", "ice")),
        ("removed", "card_id", "Mana Drain", printing_id("Mana Drain", "leg", 1),
         printing_id("Mana Drain", "leg", 1), None),
        *(("changed", "oracle_text", ELVES, printing, "{T}: Add {G}.",
           "{T}: Add {G}. (This is an erratum.)") for printing in elves),
    ]  # fmt: skip
    assert Counter(found) == Counter(expected)  # each once: no card (oracle_id) added or removed
    assert rows(db, "select count(distinct oracle_id) from card_changes") == [(3,)]
    assert "Warning" not in forced.stdout and "History:" not in forced.stdout

    per_day = rows(db, "select as_of, count(*), count(distinct card_id) from price_history "
                       "group by all order by all")  # fmt: skip
    assert per_day == [
        (day(1), priced(every_printing_cards(1)), priced(every_printing_cards(1))),
        (day(2), priced(every_printing_cards(2)), priced(every_printing_cards(2))),
    ]
    alpha = printing_id("Dark Ritual", "lea")
    assert rows(db, "select as_of, usd from price_history where card_id = ? order by as_of",
                [alpha]) == [(day(1), Decimal("209.00")), (day(2), Decimal("215.50"))]  # fmt: skip
    ice = printing_id("Dark Ritual", "ice")
    assert rows(db, "select as_of, usd from price_history where card_id = ?", [ice]) == [
        (day(2), Decimal("1.99"))
    ]


# -- --bulk switches ---------------------------------------------------------------------------


@pytest.fixture
def server() -> Iterator[ScryfallServer]:
    with ScryfallServer(DATA) as running:
        yield running


def test_switching_bulk_records_no_printings_and_adds_the_days_missing_prices(
    runner, server, tmp_path
):
    db = tmp_path / "wh" / "cards.duckdb"
    args = ["refresh", "--db", db, "--api-url", server.url, "--no-reports"]
    assert invoke(runner, *args, "--bulk", "oracle_cards").exit_code == 0
    oracle_day = rows(db, "select count(*) from price_history")[0][0]

    result = invoke(runner, *args)  # the default, default_cards

    assert result.exit_code == 0, result.output
    assert "the card file changed from oracle_cards to default_cards" in result.stdout
    assert rows(db, "select count(*) from card_changes") == [(0,)]
    per_day = rows(db, "select as_of, count(*), count(distinct card_id) from price_history "
                       "group by all")  # fmt: skip
    with gzip.open(DATA / "printings.jsonl.gz", "rt", encoding="utf-8") as lines:
        printings = [json.loads(line) for line in lines]
    extra = priced(printings)
    assert per_day == [(date(2026, 7, 15), oracle_day + extra, oracle_day + extra)]

    server.set_updated_at("default_cards", "2026-07-16T09:00:00.000+00:00")
    assert invoke(runner, *args, "--bulk", "default_cards").exit_code == 0
    assert rows(db, "select count(*) from card_changes") == [(0,)]
    assert rows(db, "select as_of, count(*) from price_history group by all order by all")[1] == (
        date(2026, 7, 16),
        oracle_day + extra,
    )


# -- read, never written --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sql",
    ["copy (select 1 as a) to '{folder}/prices/2026-08-01.r99.parquet'",
     "copy (select 1 as a) to '{folder}/leak.csv'",
     "select count(*) from read_parquet('{folder}/prices/*.parquet')",
     "select * from glob('{folder}/*')"],
    ids=["copy-parquet", "copy-csv", "read_parquet", "glob"],
)  # fmt: skip
def test_queries_read_the_history_but_cannot_touch_its_files(runner, built, sql):
    before = files_of(built.folder)

    result = invoke(runner, "query", "--db", built.db, sql.format(folder=built.folder))

    assert result.exit_code == 1
    assert NO_FILES in result.stderr
    assert files_of(built.folder) == before
    with pipeline.open(built.db) as wh:
        assert wh.sql("select count(*) as n from price_history").item() > 0
        with pytest.raises(WarehouseError, match=NO_FILES):
            wh.sql(sql.format(folder=built.folder))
    assert files_of(built.folder) == before


def test_the_pipelines_own_history_reader_reaches_the_listed_files_and_nothing_else(
    built, tmp_path
):
    """`pipeline prices`, the card page and wh.prices/changes read the files through DuckDB
    itself (warehouse.open_history_reader); that connection may read the committed files
    and no other file, and gives the rows the locked-down reader gives."""
    from pipeline import warehouse
    from pipeline.history import query

    other = tmp_path / "other.csv"
    other.write_text("a\n1\n", encoding="utf-8")
    unlisted = built.folder / "prices" / "unlisted.parquet"
    shutil.copy2(next((built.folder / "prices").glob("*.parquet")), unlisted)
    before = files_of(built.folder)
    asked = query.prices(None, card_id(ELVES))
    with pipeline.open(built.db) as wh:
        free_sql = wh.query(asked.sql, asked.params)
    con = warehouse.open_history_reader(built.db)
    try:
        assert warehouse.run_query(con, asked.sql, asked.params) == free_sql
        assert len(free_sql[1]) == 10
        for sql in (f"select * from read_csv('{other}')",
                    f"select count(*) from read_parquet('{unlisted}')",
                    f"copy (select 1 as a) to '{tmp_path / 'leak.csv'}'",
                    f"attach '{tmp_path / 'x.duckdb'}' as x",
                    "set enable_external_access = true"):  # fmt: skip
            with pytest.raises(WarehouseError):
                warehouse.run_query(con, sql)
    finally:
        con.close()
        after = files_of(built.folder)
        unlisted.unlink()
    assert after == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.csv"]


def test_a_handle_reads_no_history_of_a_warehouse_swapped_in_after_it_opened(built, tmp_path):
    """The history reader opens on first use; by then a refresh may have replaced the
    warehouse, whose history is not the one this handle's tables go with."""
    db = tmp_path / "wh" / "cards.duckdb"
    shutil.copytree(built.db.parent, db.parent)
    with pipeline.open(db) as wh:
        shutil.copy2(db, db.with_name("new.duckdb"))
        db.with_name("new.duckdb").replace(db)  # as a refresh swaps its build in
        with pytest.raises(WarehouseError, match=r"was replaced .* open it again"):
            wh.prices(ELVES)
    with pipeline.open(db) as wh:
        assert wh.prices(ELVES).height == 10


def test_sql_that_reads_no_history_does_not_load_it(built):
    """`pipeline query "select 1"`, the command analysts run most, pays nothing for the
    history: pyarrow (which reads the files for the locked-down connection) and the ability
    parser (which fills the dictionary's descriptions) are imported only once SQL names
    the history, and then it reads all of it; the build's modules, never."""
    code = (
        "import sys, pipeline\n"
        f"wh = pipeline.open({str(built.db)!r})\n"
        "print(wh.query('select count(*) from cards')[1][0][0])\n"
        "lazy = ('pyarrow', 'pipeline.abilities', 'pipeline.warehouse.build')\n"
        "print([m for m in lazy if m in sys.modules])\n"
        "print(wh.query('select count(*) from price_history')[1][0][0])\n"
        "print('pyarrow.dataset' in sys.modules)\n"
    )
    printed = python_output(code)
    cards = rows(built.db, "select count(*) from cards")[0][0]
    prices = sum(priced(edited_cards(n)) for n in range(1, 11))
    assert printed.splitlines() == [str(cards), "[]", str(prices), "True"]


def test_sql_that_reads_the_history_through_a_view_or_macro_is_shown_it(built):
    """The history's datasets are registered for SQL that names a view or macro reading
    them, however indirectly, and only once; other SQL leaves them pending."""
    from pipeline.warehouse.history import Shown

    files = sorted({row[3] for row in listed(built.db) if row[0] == history.PRICES})
    con = duckdb.connect()
    con.execute("create view price_history as select null::int as usd where false")
    con.execute("create view dear as select * from price_history where usd > 1")
    con.execute("create macro dearest() as table select * from dear")
    shown = Shown(built.folder, pending={"price_history": files})

    shown.show_for(con, "select 1 from cards")
    assert list(shown.pending) == ["price_history"]
    shown.show_for(con, "SELECT * FROM Dearest()")
    assert shown.pending == {}
    total = rows(built.db, "select count(*) from price_history")[0][0]
    assert con.execute("select count(*) from price_history").fetchall() == [(total,)]


def test_history_files_deleted_after_a_handle_opened_are_a_clear_error(built, tmp_path):
    db = tmp_path / "wh" / "cards.duckdb"
    shutil.copytree(built.db.parent, db.parent)
    with pipeline.open(db) as wh:
        for parquet in (history.folder(db) / "prices").glob("*.parquet"):
            parquet.unlink()  # as a prune or a refresh's merge deletes files
        with pytest.raises(WarehouseError, match=r"^Can't read the history of .*open it again"):
            wh.sql("select count(*) from price_history")
        assert wh.query("select count(*) from cards")[1] == rows(db, "select count(*) from cards")


def test_other_engines_read_the_files_snapshots_json_lists(built):
    manifest = json.loads((built.folder / history.MANIFEST).read_text(encoding="utf-8"))
    files = sorted({entry["file"] for entry in manifest["files"] if entry["kind"] == "prices"})
    frame = pl.read_parquet([built.folder / f for f in files])
    assert frame.height == rows(built.db, "select count(*) from price_history")[0][0]
    # and DuckDB, opening the warehouse itself, reads the same through the warehouse's views
    with duckdb.connect(str(built.db), read_only=True) as con:
        assert con.execute("select count(*) from price_history").fetchall() == [(frame.height,)]
        assert con.execute("select count(*) from card_changes").fetchall() == [(11,)]


# -- commands, reports, the card page, the API ----------------------------------------------------


def test_changes_command_shows_the_last_refresh_or_everything_since_a_date(runner, built):
    last = invoke(runner, "changes", "--db", built.db, "--format", "csv")
    assert last.exit_code == 0, last.output
    assert [r.split(",")[4:7] for r in last.stdout.splitlines()] == [
        ["name", "change", "field"], [LANTERN, "changed", "rarity"]
    ]  # fmt: skip

    since = invoke(runner, "changes", "--db", built.db, "--since", "2026-07-03", "-f", "json")
    assert {(r["refresh_id"], r["name"]) for r in json.loads(since.stdout)} == {
        (3, "Ornithopter"), (11, LANTERN)
    }  # fmt: skip

    legal = invoke(runner, "changes", "--db", built.db, "--since", "2026-01-01",
                   "--field", "legalities", "-f", "json")  # fmt: skip
    assert [(r["field"], r["old_value"], r["new_value"]) for r in json.loads(legal.stdout)] == [
        ("legalities.modern", "not_legal", "legal")
    ]
    added = invoke(runner, "changes", "--db", built.db, "--since", "2026-01-01",
                   "--change", "added", "-f", "json")  # fmt: skip
    assert {r["field"] for r in json.loads(added.stdout)} == {"card_id", "oracle_id"}


@pytest.mark.parametrize(
    ("args", "message"),
    [(["--field", "flavor"], "Unknown field 'flavor': choose one of card_id, oracle_id, name, "),
     (["--since", "last week"], "--since 'last week' is not a date: give it as YYYY-MM-DD."),
     (["--change", "edited"], "Unknown change 'edited': choose one of added, removed, changed."),
     (["--field", "legalities.modrn"], "No card has a format 'modrn' in its legalities, and the "
      "history has no change to it. Formats: ")],
)  # fmt: skip
def test_changes_command_usage_errors(runner, built, args, message):
    result = invoke(runner, "changes", "--db", built.db, *args)
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: " + message)


def test_a_format_the_cards_have_is_no_error_when_nothing_changed_in_it(runner, built):
    result = invoke(runner, "changes", "--db", built.db, "--field", "legalities.legacy")
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        # written to no terminal, the table has every column (no width to fit)
        "refresh_id  changed_at  card_id  oracle_id  name  change  field  old_value  new_value\n"
    )


def test_prices_command_gives_every_printings_series(runner, built):
    result = invoke(runner, "prices", "llanowar elves", "--db", built.db, "-f", "json")
    assert result.exit_code == 0, result.output
    found = json.loads(result.stdout)
    assert [r["as_of"] for r in found] == [day(n).isoformat() for n in range(1, 11)]
    assert {(r["set_code"], r["collector_number"], r["card_id"]) for r in found} == {
        ("fdn", "227", card_id(ELVES))
    }
    assert found[0]["usd"] == 0.25 and found[-1]["usd"] == 2.3

    since = invoke(runner, "prices", ELVES, "--db", built.db, "--since", "2026-07-09")
    assert since.exit_code == 0
    # the printings the warehouse holds, and how many of them the prices cover (a card
    # with 28 printings and no prices once read "0 printings")
    assert since.stderr.startswith(f"{ELVES}: 1 printing here; prices of 1 printing on 2 days\n")

    missing = invoke(runner, "prices", "llanowar elfs", "--db", built.db)
    assert missing.exit_code == 1
    assert missing.stderr.startswith("Error: No card named 'llanowar elfs'. The closest names:")
    assert missing.stderr.endswith("Run 'pipeline prices \"NAME\"' with one of them.\n")


def test_the_card_page_draws_the_price_once_there_is_a_history(runner, built, fixture_warehouse):
    page = invoke(runner, "card", ELVES, "--db", built.db)
    assert page.exit_code == 0, page.output
    lines = page.stdout.splitlines()
    start = lines.index(next(line for line in lines if line.startswith("Prices (")))
    assert lines[start] == (
        "Prices (usd, 10 snapshots, 2026-07-01 .. 2026-07-10)   now $2.30 · low $0.25 · high $2.30"
    )
    assert lines[start + 1].startswith("  $2.30 ┤") and lines[start + 1].endswith("█")
    assert lines[start + 4].startswith("  $0.25 ┤▁")
    assert lines[start + 5].strip() == "2026-07-01 .. 2026-07-10"
    as_json = json.loads(invoke(runner, "card", ELVES, "--db", built.db, "-f", "json").stdout)
    assert len(as_json["prices"]) == 10 and as_json["prices"][-1]["usd"] == 2.3
    # one snapshot is no history yet
    first = invoke(runner, "card", ELVES, "--db", fixture_warehouse)
    assert "Prices" not in first.stdout


def test_the_history_reports(built, tmp_path):
    from pipeline import export

    export.export(built.db, tmp_path, ["changes_last_refresh", "price_movers"])
    changes = pl.read_csv(tmp_path / "rpt_changes_last_refresh.csv")
    assert changes.select("refresh_id", "change", "field", "name", "old_value",
                          "new_value").rows() == [
        (11, "changed", "rarity", LANTERN, "rare", "mythic")
    ]  # fmt: skip
    movers = pl.read_csv(tmp_path / "rpt_price_movers.csv", infer_schema=False)
    assert movers.select("window_days", "direction", "place", "name", "before_date", "as_of",
                         "usd_before", "usd_now", "change_usd").rows() == [
        ("7", "up", "1", ELVES, "2026-07-03", "2026-07-10", "0.55", "2.30", "1.75"),
        ("7", "down", "1", LANTERN, "2026-07-03", "2026-07-10", "3.50", "2.10", "-1.40"),
    ]  # fmt: skip


def test_the_api_returns_the_history_as_dataframes(built):
    with pipeline.open(built.db) as wh:
        changes = wh.changes(since="2026-07-01")
        legal = wh.changes(since=date(2026, 7, 1), field="legalities.modern")
        last = wh.changes()
        prices = wh.prices("Llanowar Elves")
        snapshots = wh.snapshots()
        movers = wh.report("price_movers")
        assert "legacy" in wh.legality_formats() and "modern" in wh.legality_formats()
        with pytest.raises(PipelineError, match=r"^No card has a format 'modrn' in its "):
            wh.changes(field="legalities.modrn")
        assert "price_history" in wh.tables() and "card_changes" in wh.tables()
        assert wh.tables().count("price_history") == 1
    assert isinstance(changes, pl.DataFrame) and changes.height == 11
    assert legal["name"].to_list() == ["Dark Ritual"]
    assert last["field"].to_list() == ["rarity"]
    assert prices.height == 10 and prices.schema["usd"] == pl.Decimal(12, 2)
    assert prices.schema["as_of"] == pl.Date
    assert snapshots.columns == ["kind", "as_of", "refresh_id", "rows", "file", "merged"]
    assert movers.height == 2 and movers.schema["change_usd"] == pl.Decimal(13, 2)


def test_history_list_shows_the_committed_snapshots(runner, built):
    result = invoke(runner, "history", "list", "--db", built.db, "-f", "csv")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "kind,as_of,refresh_id,rows,file,merged"
    assert len(lines) == 1 + 3 + 10  # the changes of refreshes 2, 3 and 11; ten days of prices


# -- prune ----------------------------------------------------------------------------------------


def test_prune_deletes_what_is_dated_before_the_day_and_nothing_else(runner, built, tmp_path):
    db = tmp_path / "wh" / "cards.duckdb"
    shutil.copytree(built.db.parent, db.parent)
    folder = history.folder(db)
    kept = rows(db, "select * from price_history where as_of >= ? order by all", [day(5)])

    result = invoke(runner, "history", "prune", "--before", "2026-07-05", "--db", db)

    assert result.exit_code == 0, result.output
    assert result.stdout == (
        "Deleted 4 days of prices (495 rows) and the changes of 2 refreshes (10 rows) dated "
        f"before 2026-07-05 from the history of {db}.\n"
    )
    assert rows(db, "select * from price_history order by all") == kept
    assert rows(db, "select refresh_id from card_changes") == [(11,)]
    assert (
        set(files_of(folder)) - {history.MANIFEST}
        == {s[3] for s in listed(db)}
        == {
            "prices/2026-07-05_2026-07-08.r9.parquet",
            "prices/2026-07-09.r10.parquet",
            "prices/2026-07-10.r11.parquet",
            "changes/2026-07-10.r11.parquet",
        }
    )
    again = invoke(runner, "history", "prune", "--before", "2026-07-05", "--db", db)
    assert again.stdout == f"Nothing in the history of {db} is dated before 2026-07-05.\n"
    # and the next refresh goes on from there
    refresh(runner, db, built.sources[10], "--as-of", day(11).isoformat(), "--force")
    assert rows(db, "select count(distinct as_of) from price_history") == [(7,)]


def test_a_prune_killed_before_deleting_is_finished_by_the_next(runner, built, tmp_path):
    """A prune swaps its list in, then deletes the files the old list named. Killed between
    the two, it leaves them unlisted: the next refresh (or prune) deletes the merged file it
    rewrote; running the prune again deletes the files wholly before its day; an unlisted
    file that is not wholly before the day stays."""
    db = tmp_path / "wh" / "cards.duckdb"
    shutil.copytree(built.db.parent, db.parent)
    folder = history.folder(db)
    original = files_of(folder)
    invoke(runner, "history", "prune", "--before", "2026-07-05", "--db", db)
    deleted = sorted(set(original) - set(files_of(folder)))
    assert deleted == [
        "changes/2026-07-02.r2.parquet",
        "changes/2026-07-03.r3.parquet",
        "prices/2026-07-01_2026-07-08.r9.parquet",  # rewritten as 2026-07-05_2026-07-08.r9
    ]
    for relative in deleted:  # as if the prune was killed before deleting them
        shutil.copy2(built.folder / relative, folder / relative)
    # an unlisted file of ours dated on the day itself: not the prune's to delete
    shutil.copy2(folder / "changes/2026-07-02.r2.parquet", folder / "changes/2026-07-05.r3.parquet")
    listed_after = files_of(folder).keys() - set(deleted) - {"changes/2026-07-05.r3.parquet"}

    from pipeline.warehouse import history as stored

    with pipeline.warehouse.reading(db) as con:
        assert stored.clean(db, con) == [folder / "prices/2026-07-01_2026-07-08.r9.parquet"]
    again = invoke(runner, "history", "prune", "--before", "2026-07-05", "--db", db)

    assert again.stdout == f"Nothing in the history of {db} is dated before 2026-07-05.\n"
    assert files_of(folder).keys() == listed_after | {"changes/2026-07-05.r3.parquet"}
    missing = invoke(runner, "history", "prune", "--missing", "--db", db)
    assert missing.stdout == "No history file is missing.\n"


def test_prune_needs_a_date_and_a_warehouse(runner, tmp_path):
    result = invoke(runner, "history", "prune", "--before", "soon", "--db",
                    tmp_path / "cards.duckdb")  # fmt: skip
    assert result.exit_code == 1
    assert result.stderr == "Error: --before 'soon' is not a date: give it as YYYY-MM-DD.\n"
    result = invoke(runner, "history", "prune", "--before", "2026-01-01", "--db",
                    tmp_path / "cards.duckdb")  # fmt: skip
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: No warehouse at ")


@pytest.mark.parametrize("older_schema", [False, True])
def test_the_projects_own_fields_are_compared_within_one_schema_only(
    runner, tmp_path, older_schema
):
    """A new schema may count chroma or could_produce anew (schema 3 left abilities that
    work from the hand out of could_produce): the first refresh after it recorded every
    such card as changed, though no card did. Within one schema a difference is a change."""
    db = tmp_path / "cards.duckdb"
    refresh(runner, db, DATA / "cards.jsonl.gz", "--as-of", "2026-07-01")
    with duckdb.connect(str(db)) as con:  # as an older pipeline (or the same one) built it
        con.execute("update card_mana_production set could_produce = ['W'] where name = ?",
                    [ELVES])  # fmt: skip
        if older_schema:
            con.execute("update pipeline_meta set schema_version = schema_version - 1")

    refresh(runner, db, DATA / "cards.jsonl.gz", "--as-of", "2026-07-02", "--force")

    changed = rows(db, "select field, name, old_value, new_value from card_changes")
    assert changed == ([] if older_schema else [("could_produce", ELVES, '["W"]', '["G"]')])


def test_a_refresh_whose_history_lost_a_file_still_exports_the_other_reports(runner, tmp_path):
    """The price movers report reads the history: with a file of it gone, the refresh's
    export failed and the refresh, which had built and swapped in the new warehouse, said
    'up to date' and exited 1, every day until the file came back. The report left out
    leaves no CSV of an earlier export beside the new ones, and the page says why. The
    warehouse is good, so the refresh succeeds, but the warnings to act on go to stderr,
    where a quiet refresh (a scheduled one) shows them too: they were part of the summary,
    which --quiet does not print."""
    db = tmp_path / "cards.duckdb"
    for n in (1, 5, 9):  # a week of prices: the movers compare the 9th with the 1st
        refresh(runner, db, DATA / "cards.jsonl.gz", "--as-of", f"2026-04-0{n}", "--force")
    assert invoke(runner, "export", "--db", db).exit_code == 0
    movers = tmp_path / "reports" / "rpt_price_movers.csv"
    assert movers.is_file()  # the 9th's movers
    for lost in (tmp_path / "history" / db.name / "prices").glob("2026-04-01.*"):
        lost.unlink()

    result = invoke(runner, "refresh", "--db", db, "--from-file", DATA / "cards.jsonl.gz",
                    "--as-of", "2026-04-12", "--force", "--quiet")  # fmt: skip

    assert result.exit_code == 0, result.output
    assert result.stdout == ""
    left_out = (
        "Not written: rpt_price_movers. 1 prices file of the history is missing from "
        f"{tmp_path / 'history' / db.name} or unreadable (e.g. prices/2026-04-01.r1.parquet): "
        "restore it from a backup, or run 'pipeline history prune --missing' to read the rest."
    )
    assert result.stderr == (
        "Warning: 1 history file the warehouse lists is missing from "
        f"{tmp_path / 'history' / db.name} or unreadable (e.g. prices/2026-04-01.r1.parquet): "
        "restore it from a backup; until then price_history and card_changes can't be read.\n"
        f"Warning: {left_out}\n"
    )
    assert (tmp_path / "reports" / "rpt_chroma_leaders.csv").is_file()
    assert not movers.exists()
    page = (tmp_path / "reports" / "report.html").read_text(encoding="utf-8")
    assert (
        '<p class="caveat">Not written: rpt_price_movers. 1 prices file of the history is '
        "missing from "
    ) in page


def test_an_export_that_left_out_a_report_for_a_lost_history_file_exits_1(runner, tmp_path):
    """`pipeline export` with a history file gone wrote the other reports, printed one
    line among its list of files and exited 0 (with --quiet, nothing at all): a script
    running it took the export for complete. It still writes the rest, and then fails."""
    db = tmp_path / "cards.duckdb"
    for n in (1, 9):
        refresh(runner, db, DATA / "cards.jsonl.gz", "--as-of", f"2026-04-0{n}", "--force")
    assert invoke(runner, "export", "--db", db).exit_code == 0
    for lost in (tmp_path / "history" / db.name / "prices").glob("2026-04-01.*"):
        lost.unlink()
    (tmp_path / "reports" / "rpt_chroma_leaders.csv").unlink()

    result = invoke(runner, "export", "--db", db, "--quiet")

    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr == (
        "Error: Not written: rpt_price_movers. 1 prices file of the history is missing from "
        f"{tmp_path / 'history' / db.name} or unreadable (e.g. prices/2026-04-01.r1.parquet): "
        "restore it from a backup, or run 'pipeline history prune --missing' to read the "
        "rest.\n"
    )
    assert (tmp_path / "reports" / "rpt_chroma_leaders.csv").is_file()  # the rest: written
    assert not (tmp_path / "reports" / "rpt_price_movers.csv").exists()


def test_a_build_dated_before_the_last_snapshot_is_built_with_a_warning(runner, tmp_path):
    """Loading an older file after a newer one dates its changes before the changes they
    undo (`changes --since` then read 'added', then 'removed', while the card is there):
    built all the same, as an older Scryfall export is, with a warning saying so."""
    db = tmp_path / "wh" / "cards.duckdb"
    first = write_cards(tmp_path / "day1.jsonl", edited_cards(1))
    second = write_cards(tmp_path / "day2.jsonl", edited_cards(2))
    refresh(runner, db, second, "--as-of", day(2).isoformat())
    in_order = refresh(runner, db, second, "--as-of", day(3).isoformat(), "--force")
    late = refresh(runner, db, first, "--as-of", day(1).isoformat(), "--force")

    assert "Warning: this build's data is of" not in in_order.output
    assert (
        f"Warning: this build's data is of {day(1).isoformat()}, before the history's last "
        f"snapshot ({day(3).isoformat()}): its prices join the series at that day, and its "
        "changes, counted against the warehouse it replaces, are dated before changes they "
        "undo. To fill in a history, load files oldest first."
    ) in " ".join(late.output.split())


@pytest.mark.parametrize(
    ("field", "heading"),
    [
        ("usd_etched", "Prices (usd etched, 2 snapshots, 2026-07-01 .. 2026-07-02)   now $2"),
        ("eur_foil", "Prices (eur foil, 2 snapshots, 2026-07-01 .. 2026-07-02)   now €2"),
        ("tix", "Prices (tix, 2 snapshots, 2026-07-01 .. 2026-07-02)   now 2"),
    ],
)
def test_the_price_chart_names_the_field_and_its_currency_sign(field, heading):
    """A field is named as the card page's columns are, with its currency's sign (tix: none)."""
    from pipeline.history.chart import render

    points = [(date(2026, 7, 1), Decimal(1)), (date(2026, 7, 2), Decimal(2))]
    assert render(field, points)[0].startswith(heading + " · low ")
