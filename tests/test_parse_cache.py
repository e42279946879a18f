"""A rebuild parses only the texts the warehouse it replaces did not parse with the same
code (issue 15): the rest comes from that warehouse's parse cache, and every table is what
a build that parsed every text makes. A cache made by other code, or one whose tables are
not shaped as the parse step's, is not used."""

from __future__ import annotations

import copy
import shutil
from pathlib import Path
from typing import Any

import duckdb

from conftest import build_from_file, fixture_cards, write_gzip_cards
from pipeline import prepass, warehouse
from pipeline.warehouse import parse_cache

RUN_TABLES = {"refresh_runs", "pipeline_meta", "history_snapshots", "card_changes"}
"""Tables about the run itself (times, ids, what changed since the last one)."""


def distinct_face_texts(cards: list[dict[str, Any]]) -> int:
    return len(
        {
            prepass.face_text_key(f.get("name"), f.get("type_line"), f.get("oracle_text"))
            for card in cards
            for f in card.get("card_faces") or [card]
        }
    )


def tables(db: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every table of the warehouse but the run's own, its rows sorted."""
    with duckdb.connect(str(db), read_only=True) as con:
        names = warehouse.table_names(con)
        return {
            name: con.execute(f'select * from "{name}" order by all').fetchall()
            for name in names
            if name not in RUN_TABLES
        }


def fresh_tables(tmp_path: Path, cards: Path) -> dict[str, list[tuple[Any, ...]]]:
    run = build_from_file(tmp_path / "fresh" / "w.duckdb", cards)
    assert run.texts_reused == 0
    return tables(tmp_path / "fresh" / "w.duckdb")


def test_a_rebuild_parses_no_text_again_and_builds_the_same_tables(tmp_path):
    cards = write_gzip_cards(tmp_path / "c.jsonl.gz", fixture_cards())
    db = tmp_path / "w" / "w.duckdb"
    first = build_from_file(db, cards)

    again = build_from_file(db, cards)

    every = distinct_face_texts(fixture_cards())
    assert (first.texts_reused, first.texts_parsed) == (0, every)
    assert (again.texts_reused, again.texts_parsed) == (every, 0)
    assert tables(db) == fresh_tables(tmp_path, cards)


def test_a_rebuild_parses_only_the_texts_that_changed(tmp_path):
    db = tmp_path / "w" / "w.duckdb"
    build_from_file(db, write_gzip_cards(tmp_path / "before.jsonl.gz", fixture_cards()))
    changed = copy.deepcopy(fixture_cards())
    elves = next(c for c in changed if c["name"] == "Llanowar Elves")
    elves["oracle_text"] = "{T}: Add {G} or {W}."  # one text, on one card, new
    after = write_gzip_cards(tmp_path / "after.jsonl.gz", changed)

    run = build_from_file(db, after)

    every = distinct_face_texts(changed)
    assert (run.texts_reused, run.texts_parsed) == (every - 1, 1)
    assert tables(db) == fresh_tables(tmp_path, after)
    with duckdb.connect(str(db), read_only=True) as con:
        assert con.execute(
            "select mana_abilities.colors from mana_abilities join cards on cards.id = card_id "
            "where cards.name = 'Llanowar Elves'"
        ).fetchall() == [(["W", "G"],)]


def test_a_cache_made_by_other_code_is_not_used(tmp_path):
    cards = write_gzip_cards(tmp_path / "c.jsonl.gz", fixture_cards())
    db = tmp_path / "w" / "w.duckdb"
    build_from_file(db, cards)
    with duckdb.connect(str(db)) as con:  # as a build of another version would have left it
        con.execute("update parse_cache.fingerprint set fingerprint = 'another version'")

    run = build_from_file(db, cards)

    assert (run.texts_reused, run.texts_parsed) == (0, distinct_face_texts(fixture_cards()))
    assert tables(db) == fresh_tables(tmp_path, cards)


def test_a_cache_whose_tables_changed_shape_is_parsed_again(tmp_path):
    """The worker was told to skip the cached texts; the build parses them itself."""
    cards = write_gzip_cards(tmp_path / "c.jsonl.gz", fixture_cards())
    db = tmp_path / "w" / "w.duckdb"
    build_from_file(db, cards)
    with duckdb.connect(str(db)) as con:
        con.execute("alter table parse_cache.parsed_mana_abilities drop column restriction")

    run = build_from_file(db, cards)

    assert (run.texts_reused, run.texts_parsed) == (0, distinct_face_texts(fixture_cards()))
    assert tables(db) == fresh_tables(tmp_path, cards)


def test_the_cache_holds_the_texts_of_the_last_build_only(tmp_path):
    db = tmp_path / "w" / "w.duckdb"
    build_from_file(db, write_gzip_cards(tmp_path / "all.jsonl.gz", fixture_cards()))
    fewer = fixture_cards()[:50]

    build_from_file(db, write_gzip_cards(tmp_path / "fewer.jsonl.gz", fewer))

    with duckdb.connect(str(db), read_only=True) as con:
        cached = con.execute("select count(*) from parse_cache.parsed_face_abilities").fetchone()
        assert cached == (distinct_face_texts(fewer),)
        assert con.execute("select fingerprint from parse_cache.fingerprint").fetchall() == [
            (parse_cache.fingerprint(),)
        ]


def test_the_fingerprint_changes_with_any_python_or_toml_file_of_the_package(tmp_path):
    package = Path(parse_cache.__file__).resolve().parent.parent
    ignore = shutil.ignore_patterns("__pycache__")
    copies = []
    for n in range(4):
        copies.append(tmp_path / f"p{n}" / "pipeline")
        shutil.copytree(package, copies[-1], ignore=ignore)
    with (copies[1] / "abilities" / "add_clauses.toml").open("a") as toml:
        toml.write("\n# one more line\n")
    (copies[2] / "abilities" / "new_rule.py").write_text("RULE = 1\n")
    (copies[3] / "notes.txt").write_text("not code\n")

    prints = [parse_cache.fingerprint(c) for c in copies]

    assert prints[0] == parse_cache.fingerprint()
    assert len({prints[0], prints[1], prints[2]}) == 3
    assert prints[3] == prints[0]
