"""Input that must not replace a good warehouse, or be counted twice (issue 12).

Files that hold no cards are refused (item 2); a card id that appears twice is loaded
once, with a warning (item 4); a JSON Lines file cut mid-line is refused (item 5); a
--from-file refresh keeps the rulings and sets it was not given (item 13); prices are
numbers (item 17). Every test refreshes a real warehouse from real files in tmp_path.
"""

from __future__ import annotations

import gzip
import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from conftest import DATA, assert_built, invoke, query, sha256

LINES = gzip.decompress((DATA / "cards.jsonl.gz").read_bytes()).decode().splitlines()
ALL_CARDS = 217


def refresh(runner, db: Path, source: Path, *extra: str | Path):
    return invoke(runner, "refresh", "--db", db, "--from-file", source, "--no-reports", *extra)


def assert_refused(runner, db: Path, source: Path, stderr: str) -> None:
    """A refresh from `source` exits 1 with exactly `stderr` and leaves `db` byte for byte."""
    before = sha256(db)
    result = refresh(runner, db, source)
    assert result.exit_code == 1
    assert result.stderr == stderr
    assert sha256(db) == before


# -- 2. a file that holds no cards ---------------------------------------------------------

SCRYFALL_ERROR = {
    "object": "error",
    "code": "not_found",
    "status": 404,
    "details": "No bulk data found with that type.",
}


def sets_list() -> list[dict[str, Any]]:
    return json.loads((DATA / "sets.json").read_text(encoding="utf-8"))["data"]


NOT_CARDS: dict[str, tuple[Any, str]] = {
    "a saved Scryfall error": (
        SCRYFALL_ERROR,
        "is a Scryfall error, not card data: No bulk data found with that type.",
    ),
    "an object that is not a card": (
        {"foo": 1},
        'holds no card objects (1 record, "object": none).',
    ),
    "a list of sets": (sets_list(), 'holds no card objects (84 records, "object": "set").'),
    "the /sets response": (
        json.loads((DATA / "sets.json").read_text(encoding="utf-8")),
        'holds no card objects (84 records, "object": "set").',
    ),
    "rulings": (
        json.loads((DATA / "rulings.json").read_text(encoding="utf-8")),
        'holds no card objects (5 records, "object": "ruling").',
    ),
}


@pytest.mark.parametrize("case", NOT_CARDS)
def test_a_file_without_cards_is_refused_and_the_warehouse_kept(runner, db, tmp_path, case):
    body, problem = NOT_CARDS[case]
    source = tmp_path / "cards.json"
    source.write_text(json.dumps(body), encoding="utf-8")

    assert_refused(
        runner,
        db,
        source,
        f"Error: {source} {problem} The warehouse was not changed; give a Scryfall card "
        "file (oracle_cards, default_cards, ...).\n",
    )


def _without_valid_ids(*, every: int) -> list[str]:
    """The file's lines with the id of every `every`-th card removed or not a UUID."""
    lines = []
    for n, line in enumerate(LINES):
        card = json.loads(line)
        if n % every == 0:
            if n % (2 * every) == 0:
                card.pop("id")
            else:
                card["id"] = "not-a-uuid"
        lines.append(json.dumps(card))
    return lines


def test_a_file_of_cards_without_a_valid_id_is_refused_and_the_warehouse_kept(runner, db, tmp_path):
    """Loaded, it would have been a warehouse of no cards, swapped in with exit 0, and a
    history recording every card removed."""
    source = tmp_path / "cards.jsonl"
    source.write_text("\n".join(_without_valid_ids(every=1)) + "\n", encoding="utf-8")

    assert_refused(
        runner,
        db,
        source,
        f"Error: {source} holds no card object with a valid id (a UUID): there is no card to "
        "load. The warehouse was not changed; give a Scryfall card file (oracle_cards, "
        "default_cards, ...).\n",
    )


def test_ids_that_are_no_uuid_are_each_left_out_not_taken_for_repeats(runner, tmp_path):
    source = tmp_path / "cards.jsonl"
    source.write_text("\n".join(_without_valid_ids(every=3)) + "\n", encoding="utf-8")
    db = tmp_path / "w.duckdb"

    result = refresh(runner, db, source)

    assert result.exit_code == 0, result.output
    assert "more than once" not in result.stdout
    left_out = len(range(0, len(LINES), 3))
    assert query(db, "select count(*) from cards") == [(ALL_CARDS - left_out,)]
    assert query(
        db, "select count(*) from parse_issues where field = 'id' and problem like '%not loaded%'"
    ) == [(left_out,)]


def test_records_that_are_not_cards_are_skipped_and_named(runner, tmp_path):
    ruling = json.loads((DATA / "rulings.json").read_text(encoding="utf-8"))[0]
    source = tmp_path / "cards.jsonl"
    source.write_text("\n".join([*LINES[:10], json.dumps(ruling), *LINES[10:]]) + "\n")
    db = tmp_path / "w.duckdb"

    result = refresh(runner, db, source)

    assert result.exit_code == 0, result.output
    assert result.stdout.endswith(
        " Skipped 1 record that is not a card object: see parse_issues where field = 'object'.\n"
    )
    assert query(db, "select count(*) from cards") == [(ALL_CARDS,)]
    assert query(db, "select card_id, text, problem from parse_issues where field = 'object'") == [
        (None, "ruling", 'not a card object ("object": "ruling"); skipped')
    ]


# -- 4. a card id twice --------------------------------------------------------------------


def test_a_card_id_twice_is_loaded_once_and_never_counted_twice(runner, tmp_path):
    source = tmp_path / "twice.jsonl"
    source.write_text("\n".join(LINES + LINES) + "\n", encoding="utf-8")  # a file concatenated
    db = tmp_path / "w.duckdb"

    result = refresh(runner, db, source)

    assert_built(result, db, source, ALL_CARDS, "")
    assert result.stderr == (
        f"Warning: {ALL_CARDS} card ids appear more than once in the file; each was loaded "
        "once, from its last copy: see parse_issues where field = 'id'.\n"
    )
    assert query(db, "select count(*), count(distinct id) from cards") == [(ALL_CARDS, ALL_CARDS)]
    assert query(
        db, "select chroma_g, chroma_w, mana_value from card_chroma where name = 'Kitchen Finks'"
    ) == [(2, 2, 3.0)]
    finks = "4c14ca74-fc08-46ea-926f-82d987f6798e"
    assert query(
        db, "select text, problem from parse_issues where field = 'id' and card_id = ?", [finks]
    ) == [("Kitchen Finks", "the card id appears 2 times in the file; the last copy was loaded")]
    assert query(db, "select count(*) from parse_issues where field = 'id'") == [(ALL_CARDS,)]


@pytest.mark.parametrize("shape", ["jsonl", "array"])
def test_the_last_copy_of_a_card_id_wins(runner, tmp_path, shape):
    finks = next(json.loads(ln) for ln in LINES if '"Kitchen Finks"' in ln)
    newer = dict(finks, mana_cost="{2}{G/W}{G/W}", cmc=4.0, name="Kitchen Finks (errata)")
    lines = [*LINES, json.dumps(newer)]
    source = tmp_path / f"cards.{shape}"
    text = "[\n" + ",\n".join(lines) + "\n]\n" if shape == "array" else "\n".join(lines) + "\n"
    source.write_text(text, encoding="utf-8")
    db = tmp_path / "w.duckdb"

    result = refresh(runner, db, source, "--quiet")

    assert result.exit_code == 0, result.output
    assert query(
        db, "select name, mana_value from card_chroma where card_id = ?", [finks["id"]]
    ) == [("Kitchen Finks (errata)", 4.0)]


# -- 5. a JSON Lines file cut mid-line -----------------------------------------------------


@pytest.mark.parametrize("compressed", [False, True], ids=["jsonl", "jsonl.gz"])
def test_a_json_lines_file_cut_mid_line_is_refused(runner, db, tmp_path, compressed):
    text = "\n".join(LINES) + "\n"
    cut = text[: text.index(LINES[100]) + 500]  # 100 whole lines, then half a card
    source = tmp_path / ("cut.jsonl.gz" if compressed else "cut.jsonl")
    data = cut.encode("utf-8")
    source.write_bytes(gzip.compress(data) if compressed else data)

    assert_refused(
        runner,
        db,
        source,
        f"Error: {source} ends in the middle of line 101, which is not a whole JSON object: "
        "the file is cut short, and cards after that line are missing. Download it again.\n",
    )


def test_a_last_line_without_a_newline_that_parses_is_a_whole_card(runner, tmp_path):
    source = tmp_path / "cards.jsonl"
    source.write_text("\n".join(LINES), encoding="utf-8")  # no final newline: still whole
    db = tmp_path / "w.duckdb"

    result = refresh(runner, db, source, "--quiet")

    assert result.exit_code == 0, result.output
    assert query(db, "select count(*) from cards") == [(ALL_CARDS,)]


# -- 13. rulings and sets a --from-file refresh was not given -----------------------------


def counts(db: Path) -> tuple[int, int, int]:
    [found] = query(
        db,
        "select (select count(*) from rulings), (select count(*) from sets), "
        "(select count(*) from symbols)",
    )
    return found


def test_a_from_file_refresh_keeps_the_rulings_sets_and_symbols_it_was_not_given(runner, db):
    before = counts(db)
    assert before[0] == 5 and before[1] == 84 and before[2] > 0
    rulings = query(db, "select * from rulings order by all")

    result = refresh(runner, db, DATA / "cards.json")

    assert result.exit_code == 0, result.output
    assert result.stdout.endswith(
        f" Kept the rulings ({before[0]}), sets ({before[1]}) and symbols ({before[2]}) of "
        "the previous warehouse: no --rulings-file, --sets-file or --symbology-file was "
        "given.\n"
    )
    assert counts(db) == before
    assert query(db, "select rulings_source from refresh_runs order by run_id") == [
        (str(DATA / "rulings.json"),),
        (str(DATA / "rulings.json"),),
    ]
    assert query(db, "select * from rulings order by all") == rulings


def test_a_file_that_is_given_replaces_its_table_and_the_rest_is_kept(runner, db, tmp_path):
    empty = tmp_path / "no-rulings.json"
    empty.write_text("[]", encoding="utf-8")
    before = counts(db)

    result = refresh(runner, db, DATA / "cards.json", "--rulings-file", empty)

    assert result.exit_code == 0, result.output
    assert result.stdout.endswith(
        f" Kept the sets ({before[1]}) and symbols ({before[2]}) of the previous warehouse: "
        "no --sets-file or --symbology-file was given.\n"
    )
    assert result.stderr == (
        "Warning: the rulings file given held none, so the warehouse has no rulings now.\n"
    )
    assert counts(db) == (0, before[1], before[2])


def test_a_first_build_has_nothing_to_keep(runner, tmp_path):
    db = tmp_path / "new.duckdb"

    result = refresh(runner, db, DATA / "cards.json")

    assert result.exit_code == 0, result.output
    assert "Kept" not in result.stdout
    assert counts(db) == (0, 0, 0)


# -- 17. prices are numbers ---------------------------------------------------------------


def test_prices_are_decimal_numbers(fixture_warehouse):
    [(kind,)] = query(fixture_warehouse, "select typeof(prices) from cards limit 1")
    assert kind == (
        "STRUCT(usd DECIMAL(12,2), usd_foil DECIMAL(12,2), usd_etched DECIMAL(12,2), "
        "eur DECIMAL(12,2), eur_foil DECIMAL(12,2), tix DECIMAL(12,2))"
    )
    assert query(fixture_warehouse, "select prices from cards where name = 'Llanowar Elves'") == [
        ({"usd": None, "usd_foil": Decimal("2.50"), "usd_etched": None, "eur": Decimal("0.47"),
          "eur_foil": None, "tix": None},)
    ]  # fmt: skip
    # sums and comparisons work as on numbers, not as on text ('10.00' < '9.00')
    assert query(
        fixture_warehouse,
        "select count(*) from cards where prices.usd_foil > 9 and prices.usd_foil < 10",
    ) == query(
        fixture_warehouse,
        "select count(*) from cards where try_cast(prices.usd_foil as double) between 9 and 10",
    )


def test_a_price_that_is_not_a_number_is_null_and_reported(runner, tmp_path):
    finks = next(json.loads(ln) for ln in LINES if '"Kitchen Finks"' in ln)
    odd = dict(finks, prices={"usd": "N/A", "eur": "1.25", "tix": None})
    source = tmp_path / "cards.jsonl"
    source.write_text(
        "\n".join(ln for ln in LINES if '"Kitchen Finks"' not in ln) + "\n" + json.dumps(odd),
        encoding="utf-8",
    )
    db = tmp_path / "w.duckdb"

    result = refresh(runner, db, source, "--quiet")

    assert result.exit_code == 0, result.output
    assert query(db, "select prices.usd, prices.eur from cards where id = ?", [finks["id"]]) == [
        (None, Decimal("1.25"))
    ]
    assert query(db, "select card_id::varchar, text, problem from parse_issues "
                    "where field = 'prices.usd'") == [
        (finks["id"], "N/A", f"not a number (card {finks['id']}); loaded as NULL")
    ]  # fmt: skip


def test_the_data_dictionary_says_prices_are_numbers(runner, fixture_warehouse):
    result = invoke(runner, "schema", "cards", "--format", "csv", "--db", fixture_warehouse)

    assert result.exit_code == 0, result.output
    [line] = [ln for ln in result.stdout.splitlines() if ln.startswith("prices,")]
    assert line.endswith(
        ",\"Prices on the day of the export, as numbers (DECIMAL(12,2), in each currency's "
        'units): usd, usd_foil, usd_etched, eur, eur_foil, tix; NULL where Scryfall has none."'
    )
