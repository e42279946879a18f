"""The prepass worker: an optimisation that must never change a single row."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import duckdb
import pytest

from conftest import DATA, fixture_cards, invoke, many_cards
from pipeline import prepass

TABLES = (
    "card_chroma",
    "face_chroma",
    "mana_symbols",
    "activated_abilities",
    "mana_abilities",
    "card_mana_production",
    "parse_issues",
)


def test_face_text_key_is_the_key_the_sql_computes():
    name, type_line, text = "Æther Vial", "Artifact", "{T}: Add {C}.\nLine — two"
    [(expected,)] = duckdb.sql(
        "select md5(? || chr(31) || ? || chr(31) || ?)", params=[name, type_line, text]
    ).fetchall()
    assert prepass.face_text_key(name, type_line, text) == expected
    [(empty,)] = duckdb.sql("select md5(chr(31) || chr(31))").fetchall()
    assert prepass.face_text_key(None, None, None) == empty


def test_parse_file_covers_every_face_and_cost_of_the_fixtures():
    parsed = prepass.parse_file(DATA / "cards.jsonl.gz")
    assert parsed is not None
    keys = set(parsed.abilities.faces["face_text_key"].to_list())
    costs = set(parsed.costs["mana_cost"].to_list())
    for card in fixture_cards():
        for face in card.get("card_faces") or [card]:
            key = prepass.face_text_key(
                face.get("name"), face.get("type_line"), face.get("oracle_text")
            )
            assert key in keys
            if "mana_cost" in face:
                assert face["mana_cost"] in costs


def test_parse_file_declines_what_it_cannot_stream(tmp_path):
    pretty = tmp_path / "pretty.json"
    pretty.write_text(json.dumps(fixture_cards()[:5], indent=2), encoding="utf-8")
    assert prepass.parse_file(pretty) is None
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"name": "x"}\n{not json\n', encoding="utf-8")
    assert prepass.parse_file(broken) is None


def _contents(db: Path) -> dict[str, list[tuple]]:
    with duckdb.connect(str(db), read_only=True) as con:
        return {t: sorted(map(repr, con.execute(f"select * from {t}").fetchall())) for t in TABLES}


@pytest.mark.parametrize("table", TABLES)
def test_tables_are_the_same_with_and_without_the_prepass(runner, tmp_path, table):
    # JSON Lines: the prepass parses everything. A pretty-printed array: it declines, and
    # the build parses everything itself.
    pretty = tmp_path / "cards.json"
    with gzip.open(DATA / "cards.jsonl.gz", "rt", encoding="utf-8") as handle:
        cards = [json.loads(line) for line in handle]
    pretty.write_text(json.dumps(cards, indent=1), encoding="utf-8")
    assert prepass.parse_file(pretty) is None
    built = {}
    for name, source in (("with", DATA / "cards.jsonl.gz"), ("without", pretty)):
        db = tmp_path / f"{name}.duckdb"
        assert invoke(runner, "refresh", "--from-file", source, "--db", db, "-q").exit_code == 0
        built[name] = _contents(db)[table]
    assert built["with"] == built["without"]
    assert built["with"]


def test_a_script_without_a_main_guard_runs_once(tmp_path):
    """The worker is its own `python -m`, so it never re-runs the caller's module."""
    import subprocess
    import sys

    marker = tmp_path / "runs.txt"
    script = tmp_path / "notebook_like.py"
    script.write_text(
        "from pathlib import Path\n"
        "from pipeline.refresh import RefreshOptions, refresh\n"
        f"with open({str(marker)!r}, 'a') as f: f.write('ran\\n')\n"
        f"refresh(RefreshOptions(db=Path({str(tmp_path / 'w.duckdb')!r}), "
        f"from_file=Path({str(DATA / 'cards.jsonl.gz')!r})))\n",
        encoding="utf-8",
    )
    subprocess.run([sys.executable, str(script)], check=True, cwd=tmp_path, timeout=120)
    assert marker.read_text() == "ran\n"
    assert (tmp_path / "w.duckdb").exists()


def test_the_worker_ends_when_its_refresh_is_killed(tmp_path):
    """A SIGKILLed refresh leaves no worker parsing on (it watches its parent)."""
    import os
    import signal
    import subprocess
    import sys
    import time

    parent = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path; from pipeline.prepass import Prepass;"
            f"w = Path({str(tmp_path)!r}); p = Prepass(Path(sys.argv[1]), w);"
            "print(p._process.pid, flush=True); time.sleep(60)",
            str(many_cards(tmp_path / "cards.jsonl", 5_000)),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    worker = int(parent.stdout.readline())
    os.kill(parent.pid, signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(worker, 0)
        except ProcessLookupError:
            break
        with open(f"/proc/{worker}/stat") as stat:
            if stat.read().split()[2] == "Z":  # exited, waiting for init to reap it
                break
        time.sleep(0.1)
    else:
        os.kill(worker, signal.SIGKILL)
        raise AssertionError("the prepass worker outlived its parent")


def test_a_dead_build_work_folder_is_removed_by_the_next_refresh(runner, tmp_path):
    db = tmp_path / "w.duckdb"
    left = tmp_path / ".w.duckdb.work-99999"
    (left / "prepass").mkdir(parents=True)
    (left / "spill").mkdir()
    (left / "prepass" / "faces.arrow").write_bytes(b"half")
    result = invoke(runner, "refresh", "--from-file", DATA / "cards.jsonl.gz", "--db", db, "-q")
    assert result.exit_code == 0
    assert not left.exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".w.duckdb.")] == []


def _stg_faces() -> list[tuple]:
    faces = {}
    for card in fixture_cards():
        for face in card.get("card_faces") or [card]:
            key = prepass.face_text_key(
                face.get("name"), face.get("type_line"), face.get("oracle_text")
            )
            faces[key] = (key, face.get("name"), face.get("type_line"), face.get("oracle_text"))
    return list(faces.values())


def _counting(monkeypatch) -> list[int]:
    from pipeline import parse_stage

    parsed: list[int] = []
    real = parse_stage.parse_face_texts

    def count(faces):
        faces = list(faces)
        parsed.append(len(faces))
        return real(faces)

    monkeypatch.setattr(parse_stage, "parse_face_texts", count)
    return parsed


def test_a_finished_worker_leaves_the_build_nothing_to_parse(tmp_path, monkeypatch):
    worker = prepass.Prepass(DATA / "cards.jsonl.gz", tmp_path)
    worker._process.wait()
    parsed_here = _counting(monkeypatch)
    faces = _stg_faces()

    result = worker.parse(faces)

    assert parsed_here == []
    assert sorted(result.abilities.faces["face_text_key"].to_list()) == sorted(f[0] for f in faces)
    assert len(result.costs) > 0


def test_the_build_parses_every_chunk_a_failed_worker_left(tmp_path, monkeypatch):
    pretty = tmp_path / "cards.json"
    pretty.write_text(json.dumps(fixture_cards(), indent=1), encoding="utf-8")
    worker = prepass.Prepass(pretty, tmp_path)  # declines: exits without parsing
    worker._process.wait()
    parsed_here = _counting(monkeypatch)
    faces = _stg_faces()

    result = worker.parse(faces)

    chunks = [sum(1 for f in faces if prepass.chunk_of(f[0]) == n) for n in range(4)]
    assert parsed_here == chunks[::-1]  # from the last chunk to the first
    assert sorted(result.abilities.faces["face_text_key"].to_list()) == sorted(f[0] for f in faces)
    assert len(result.costs) == 0  # the build parses the costs itself


def test_the_worker_does_not_parse_the_texts_it_is_told_to_skip(tmp_path, monkeypatch):
    """The build takes them from the parse cache of the warehouse it replaces."""
    faces = _stg_faces()
    skipped_faces = {f[0] for f in faces[::2]}
    costs = {
        face["mana_cost"]
        for card in fixture_cards()
        for face in card.get("card_faces") or [card]
        if "mana_cost" in face
    }
    skipped_costs = set(sorted(costs)[::2])
    worker = prepass.Prepass(DATA / "cards.jsonl.gz", tmp_path, skip=(skipped_costs, skipped_faces))
    worker._process.wait()
    parsed_here = _counting(monkeypatch)
    rest = [f for f in faces if f[0] not in skipped_faces]

    result = worker.parse(rest)

    assert parsed_here == []  # the worker parsed every face it was not told to skip
    assert sorted(result.abilities.faces["face_text_key"].to_list()) == sorted(f[0] for f in rest)
    assert set(result.costs["mana_cost"].to_list()) == costs - skipped_costs
