"""Given/expect tests of the mana-cost models: a few rows in, one model run, exact rows out.

Each test gives the tables one model reads (tests/given_expect.py), runs that model and
compares every row it writes. Rules: which faces make a card's cost per layout (CR 709.4,
710.2, 712.4b, 712.8a, 715.4, 718.4), chroma (CR 207.2c), mana value (CR 202.3), devotion
(CR 700.5).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import duckdb
import pytest

from given_expect import TABLES, Models, card_id
from pipeline import warehouse
from pipeline.mana import devotion, parse_mana_cost
from pipeline.warehouse.build import run_parse_stage
from pipeline.warehouse.issues import ISSUE_COLUMNS

NULL = None


@pytest.fixture
def models(tmp_path: Path) -> Iterator[Models]:
    given = Models(tmp_path)
    yield given
    given.close()


def chroma(w: int = 0, u: int = 0, b: int = 0, r: int = 0, g: int = 0) -> dict[str, int]:
    return {"chroma_w": w, "chroma_u": u, "chroma_b": b, "chroma_r": r, "chroma_g": g}


# -- staging: stg_scryfall__faces ------------------------------------------------------------


DELVER_FACES = [
    {
        "name": "Delver of Secrets",
        "mana_cost": "{U}",
        "type_line": "Creature — Human Wizard",
        "oracle_text": "At the beginning of your upkeep, look at the top card of your library.",
        "colors": ["U"],
        "power": "1",
        "toughness": "1",
    },
    {
        "name": "Insectile Aberration",
        "mana_cost": "",
        "type_line": "Creature — Human Insect",
        "colors": ["U"],
        "power": "3",
        "toughness": "2",
    },
]
OKAUN_FACES = [
    {"name": "Okaun, Eye of Chaos", "mana_cost": "{4}{R}", "oracle_id": str(card_id(141))},
    {"name": "Okaun, Eye of Chaos", "mana_cost": "{4}{R}", "oracle_id": str(card_id(142))},
]


@pytest.fixture
def faces(models: Models) -> Models:
    models.given(
        "cards",
        [
            {  # single-faced: its own top-level fields, face 0
                "id": card_id(1),
                "oracle_id": card_id(101),
                "name": "Llanowar Elves",
                "layout": "normal",
                "mana_cost": "{G}",
                "type_line": "Creature — Elf Druid",
                "oracle_text": "{T}: Add {G}.",
                "colors": ["G"],
                "power": "1",
                "toughness": "1",
            },
            {  # a land: an empty cost, kept as "" (CR 202.1b)
                "id": card_id(2),
                "oracle_id": card_id(102),
                "name": "Forest",
                "layout": "normal",
                "mana_cost": "",
                "type_line": "Basic Land — Forest",
                "oracle_text": "({T}: Add {G}.)",
                "colors": [],
            },
            {  # transform: no top-level cost, one row per face in order
                "id": card_id(3),
                "oracle_id": card_id(103),
                "name": "Delver of Secrets // Insectile Aberration",
                "layout": "transform",
                "card_faces": DELVER_FACES,
            },
            {  # reversible: no top-level oracle_id, each face has its own
                "id": card_id(4),
                "name": "Okaun, Eye of Chaos // Okaun, Eye of Chaos",
                "layout": "reversible_card",
                "card_faces": OKAUN_FACES,
            },
            {  # an empty card_faces list is a single-faced card
                "id": card_id(5),
                "oracle_id": card_id(105),
                "name": "Ornithopter",
                "layout": "normal",
                "mana_cost": "{0}",
                "type_line": "Artifact Creature — Thopter",
                "card_faces": [],
                "loyalty": "3",
                "defense": "4",
            },
        ],
    )
    models.run("staging/stg_scryfall__faces.sql")
    return models


def test_staging_has_one_row_per_face_with_the_face_own_fields(faces):
    rows = faces.rows(
        "select card_id, face_index, is_multi_face, oracle_id, layout, name, mana_cost, "
        "type_line, colors, power, toughness, loyalty, defense "
        "from stg_scryfall__faces order by card_id, face_index"
    )
    assert rows == [
        (card_id(1), 0, False, card_id(101), "normal", "Llanowar Elves", "{G}",
         "Creature — Elf Druid", ["G"], "1", "1", NULL, NULL),
        (card_id(2), 0, False, card_id(102), "normal", "Forest", "",
         "Basic Land — Forest", [], NULL, NULL, NULL, NULL),
        (card_id(3), 0, True, card_id(103), "transform", "Delver of Secrets", "{U}",
         "Creature — Human Wizard", ["U"], "1", "1", NULL, NULL),
        (card_id(3), 1, True, card_id(103), "transform", "Insectile Aberration", "",
         "Creature — Human Insect", ["U"], "3", "2", NULL, NULL),
        (card_id(4), 0, True, card_id(141), "reversible_card", "Okaun, Eye of Chaos",
         "{4}{R}", NULL, NULL, NULL, NULL, NULL, NULL),
        (card_id(4), 1, True, card_id(142), "reversible_card", "Okaun, Eye of Chaos",
         "{4}{R}", NULL, NULL, NULL, NULL, NULL, NULL),
        (card_id(5), 0, False, card_id(105), "normal", "Ornithopter", "{0}",
         "Artifact Creature — Thopter", NULL, NULL, NULL, "3", "4"),
    ]  # fmt: skip


def test_card_faces_holds_the_faces_of_multi_face_cards_only(faces):
    """Single-faced cards (Llanowar Elves, Forest, Ornithopter) have no rows in card_faces;
    a transform card and a reversible card have one per face (CR 712)."""
    faces.run("marts/card_faces.sql")
    assert faces.rows("select card_id, face_index, name from card_faces order by all") == [
        (card_id(3), 0, "Delver of Secrets"),
        (card_id(3), 1, "Insectile Aberration"),
        (card_id(4), 0, "Okaun, Eye of Chaos"),
        (card_id(4), 1, "Okaun, Eye of Chaos"),
    ]


def test_staging_keys_each_face_text_as_md5_of_name_type_and_text(faces):
    """The parse step parses each key once; a missing text counts as '' in the key."""
    rows = faces.rows(
        "select name, type_line, oracle_text, face_text_key from stg_scryfall__faces "
        "order by card_id, face_index"
    )
    for name, type_line, oracle_text, key in rows:
        text = f"{name or ''}\x1f{type_line or ''}\x1f{oracle_text or ''}"
        assert key == hashlib.md5(text.encode()).hexdigest(), name
    # the two Okaun faces are one text; Insectile Aberration has no oracle text
    assert len({row[3] for row in rows}) == 6
    assert rows[3][2] is None


def test_staging_keys_a_face_without_texts_like_the_prepass_worker(models):
    """A missing name, type line or text is '' in the key, as in prepass.face_text_key:
    a NULL key would match nothing the worker parsed."""
    models.given(
        "cards",
        [{"id": card_id(1), "layout": "token", "card_faces": [{"mana_cost": ""}, {"name": "B"}]}],
    )
    models.run("staging/stg_scryfall__faces.sql")
    keys = models.rows("select face_text_key from stg_scryfall__faces order by face_index")
    assert keys == [
        (hashlib.md5(b"\x1f\x1f").hexdigest(),),
        (hashlib.md5(b"B\x1f\x1f").hexdigest(),),
    ]


def test_staging_keeps_a_card_whose_card_faces_holds_one_face(models):
    """Every card object has at least one face row, however many faces Scryfall lists."""
    models.given(
        "cards",
        [
            {"id": card_id(1), "layout": "art_series", "card_faces": [{"name": "A"}]},
            {"id": card_id(2), "layout": "normal", "name": "B", "card_faces": None},
        ],
    )
    models.run("staging/stg_scryfall__faces.sql")
    assert models.rows(
        "select card_id, face_index, is_multi_face, name from stg_scryfall__faces order by 1"
    ) == [(card_id(1), 0, True, "A"), (card_id(2), 0, False, "B")]


def test_layout_rules_combine_only_split_halves():
    """Split cards count both halves (CR 709.4, 709.4b); every other layout one face."""
    with duckdb.connect() as con:
        sql = (warehouse.default_sql_dir() / "staging/stg_rules__layout_costs.sql").read_text()
        con.execute(sql)
        rules = dict(
            con.execute("select layout, cost_faces from stg_rules__layout_costs").fetchall()
        )
    first_face = [
        *("normal", "flip", "transform", "modal_dfc", "meld", "adventure", "prepare"),
        *("prototype", "reversible_card", "leveler", "class", "case", "saga", "mutate"),
        *("battle", "host", "augment", "planar", "scheme", "vanguard", "token"),
        *("double_faced_token", "emblem", "art_series", "front_card"),
    ]
    assert rules == {"split": "all_faces"} | {layout: "first_face" for layout in first_face}


# -- intermediate: int_faces__mana_costs -------------------------------------------------------


def parsed(cost: str, mana_value: float | None, **counts: Any) -> dict[str, Any]:
    """A parsed_mana_costs row as the parse step writes it for a cost that parses."""
    return {
        "mana_cost": cost,
        "mana_value": mana_value,
        "is_infinite": counts.pop("is_infinite", False),
        "has_variable": counts.pop("has_variable", False),
        **chroma(**counts),
    }


PARSED_COSTS = [
    parsed("{1}{R}", 2.0, r=1),
    parsed("{1}{U}", 2.0, u=1),
    parsed("{2}{R}", 3.0, r=1),
    parsed("{U}", 1.0, u=1),
    parsed("", 0.0),
    parsed("{5}{W}{W}", 7.0, w=2),
    parsed("{3}{R}", 4.0, r=1),
    parsed("{5}", 5.0),
    parsed("{4}{R}", 5.0, r=1),
    parsed("{G}", 1.0, g=1),
    parsed("{1}{G}", 2.0, g=1),
    parsed("{X}{R}", 1.0, r=1, has_variable=True),
    parsed("{∞}", None, is_infinite=True),
    {"mana_cost": "!zidane", "error": "Expected '{'"},  # chroma etc. NULL: not parsed
]


def face(n: int, index: int, layout: str, cost: str | None) -> dict[str, Any]:
    return {"card_id": card_id(n), "face_index": index, "layout": layout, "mana_cost": cost}


@pytest.fixture
def int_faces(models: Models) -> Models:
    models.given(
        "stg_scryfall__faces",
        [
            face(1, 0, "split", "{1}{R}"),  # Fire // Ice: both halves (CR 709.4)
            face(1, 1, "split", "{1}{U}"),
            face(2, 0, "adventure", "{2}{R}"),  # Bonecrusher Giant: the main face (715.4)
            face(2, 1, "adventure", "{1}{R}"),
            face(3, 0, "transform", "{U}"),  # Delver: the front face (712.8a)
            face(3, 1, "transform", ""),
            face(4, 0, "meld", "{5}{W}{W}"),  # Bruna: its own cost (712.4b)
            face(4, 1, "meld", ""),
            face(5, 0, "flip", "{3}{R}"),  # Akki Lavarunner: the unflipped face (710.2)
            face(5, 1, "flip", ""),
            face(6, 0, "prototype", "{5}"),  # Rootwire Amalgam: the printed cost (718.4)
            face(7, 0, "reversible_card", "{4}{R}"),  # Okaun: the front face
            face(7, 1, "reversible_card", "{4}{R}"),
            face(8, 0, "some_future_layout", "{G}"),  # unknown: first face, flagged
            face(8, 1, "some_future_layout", "{1}{G}"),
            face(9, 0, "normal", ""),  # a land: no mana cost (CR 202.1b)
            face(10, 0, "normal", "!zidane"),  # a cost that does not parse
            face(11, 0, "modal_dfc", None),  # a face without a mana_cost field
            face(11, 1, "modal_dfc", "{X}{R}"),
            face(12, 0, "normal", "{∞}"),
        ],
    )
    models.given("parsed_mana_costs", PARSED_COSTS)
    models.run("staging/stg_rules__layout_costs.sql", "intermediate/int_faces__mana_costs.sql")
    return models


def test_int_faces_marks_the_faces_that_make_the_card_cost_per_layout(int_faces):
    rows = int_faces.rows(
        "select card_id, face_index, is_known_layout, is_in_card_cost "
        "from int_faces__mana_costs order by card_id, face_index"
    )
    assert rows == [  # a card's faces on one line
        (card_id(1), 0, True, True), (card_id(1), 1, True, True),  # split: the other half too
        (card_id(2), 0, True, True), (card_id(2), 1, True, False),
        (card_id(3), 0, True, True), (card_id(3), 1, True, False),
        (card_id(4), 0, True, True), (card_id(4), 1, True, False),
        (card_id(5), 0, True, True), (card_id(5), 1, True, False),
        (card_id(6), 0, True, True),
        (card_id(7), 0, True, True), (card_id(7), 1, True, False),
        # unknown layout: treated as first_face
        (card_id(8), 0, False, True), (card_id(8), 1, False, False),
        (card_id(9), 0, True, True),
        (card_id(10), 0, True, True),
        (card_id(11), 0, True, True), (card_id(11), 1, True, False),
        (card_id(12), 0, True, True),
    ]  # fmt: skip


def test_int_faces_joins_each_face_to_its_parsed_cost(int_faces):
    """A face whose cost did not parse keeps the error; NULL cost or none parsed gives 0s."""
    rows = int_faces.rows(
        "select card_id, face_index, mana_cost, parse_error, mana_value, is_infinite, "
        "has_variable, chroma_w, chroma_u, chroma_b, chroma_r, chroma_g "
        "from int_faces__mana_costs order by card_id, face_index"
    )
    assert rows == [
        (card_id(1), 0, "{1}{R}", NULL, 2.0, False, False, 0, 0, 0, 1, 0),
        (card_id(1), 1, "{1}{U}", NULL, 2.0, False, False, 0, 1, 0, 0, 0),
        (card_id(2), 0, "{2}{R}", NULL, 3.0, False, False, 0, 0, 0, 1, 0),
        (card_id(2), 1, "{1}{R}", NULL, 2.0, False, False, 0, 0, 0, 1, 0),
        (card_id(3), 0, "{U}", NULL, 1.0, False, False, 0, 1, 0, 0, 0),
        (card_id(3), 1, "", NULL, 0.0, False, False, 0, 0, 0, 0, 0),
        (card_id(4), 0, "{5}{W}{W}", NULL, 7.0, False, False, 2, 0, 0, 0, 0),
        (card_id(4), 1, "", NULL, 0.0, False, False, 0, 0, 0, 0, 0),
        (card_id(5), 0, "{3}{R}", NULL, 4.0, False, False, 0, 0, 0, 1, 0),
        (card_id(5), 1, "", NULL, 0.0, False, False, 0, 0, 0, 0, 0),
        (card_id(6), 0, "{5}", NULL, 5.0, False, False, 0, 0, 0, 0, 0),
        (card_id(7), 0, "{4}{R}", NULL, 5.0, False, False, 0, 0, 0, 1, 0),
        (card_id(7), 1, "{4}{R}", NULL, 5.0, False, False, 0, 0, 0, 1, 0),
        (card_id(8), 0, "{G}", NULL, 1.0, False, False, 0, 0, 0, 0, 1),
        (card_id(8), 1, "{1}{G}", NULL, 2.0, False, False, 0, 0, 0, 0, 1),
        (card_id(9), 0, "", NULL, 0.0, False, False, 0, 0, 0, 0, 0),
        (card_id(10), 0, "!zidane", "Expected '{'", 0.0, False, False, 0, 0, 0, 0, 0),
        (card_id(11), 0, NULL, NULL, 0.0, False, False, 0, 0, 0, 0, 0),
        (card_id(11), 1, "{X}{R}", NULL, 1.0, False, True, 0, 0, 0, 1, 0),
        (card_id(12), 0, "{∞}", NULL, 0.0, True, False, 0, 0, 0, 0, 0),
    ]


def test_int_faces_passes_the_face_identity_through(models):
    models.given(
        "stg_scryfall__faces",
        [
            {
                "card_id": card_id(1),
                "face_index": 0,
                "is_multi_face": False,
                "oracle_id": card_id(101),
                "name": "Llanowar Elves",
                "layout": "normal",
                "mana_cost": "{G}",
            }
        ],
    )
    models.given("parsed_mana_costs", [parsed("{G}", 1.0, g=1)])
    models.run("staging/stg_rules__layout_costs.sql", "intermediate/int_faces__mana_costs.sql")
    assert models.rows(
        "select card_id, face_index, is_multi_face, oracle_id, name, layout, mana_cost "
        "from int_faces__mana_costs"
    ) == [(card_id(1), 0, False, card_id(101), "Llanowar Elves", "normal", "{G}")]


# -- marts: face_chroma, card_chroma, mana_symbols -----------------------------------------


def int_face(
    n: int,
    index: int,
    cost: str | None,
    mana_value: float = 0.0,
    *,
    in_cost: bool = True,
    error: str | None = None,
    infinite: bool = False,
    variable: bool = False,
    **counts: int,
) -> dict[str, Any]:
    """An int_faces__mana_costs row (int_faces gives 0, never NULL, for counts)."""
    return {
        "card_id": card_id(n),
        "face_index": index,
        "oracle_id": card_id(100 + n),
        "name": f"card {n} face {index}",
        "layout": "normal",
        "mana_cost": cost,
        "is_known_layout": True,
        "is_in_card_cost": in_cost,
        "parse_error": error,
        "mana_value": mana_value,
        "is_infinite": infinite,
        "has_variable": variable,
        **chroma(**counts),
    }


def test_face_chroma_is_null_not_zero_for_a_cost_that_did_not_parse(models):
    models.given(
        "int_faces__mana_costs",
        [
            int_face(1, 0, "{1}{R}", 2.0, r=1),
            int_face(1, 1, "{1}{U}", 2.0, in_cost=False, u=1),
            int_face(2, 0, "!zidane", error="Expected '{'"),  # unknown counts, not 0
            int_face(3, 0, ""),  # a land: zero, not unknown
            int_face(4, 0, "{2}{∞}{R}", infinite=True, r=1),  # counts known, no mana value
            int_face(5, 0, "{X}{X}{G}", 1.0, variable=True, g=1),
        ],
    )
    models.run("marts/face_chroma.sql")
    rows = models.rows(
        "select card_id, face_index, oracle_id, name, mana_cost, chroma_w, chroma_u, chroma_b, "
        "chroma_r, chroma_g, mana_value, has_variable, is_in_card_cost "
        "from face_chroma order by card_id, face_index"
    )
    assert rows == [
        (card_id(1), 0, card_id(101), "card 1 face 0", "{1}{R}", 0, 0, 0, 1, 0, 2.0, False, True),
        (card_id(1), 1, card_id(101), "card 1 face 1", "{1}{U}", 0, 1, 0, 0, 0, 2.0, False, False),
        (card_id(2), 0, card_id(102), "card 2 face 0", "!zidane",
         NULL, NULL, NULL, NULL, NULL, NULL, False, True),
        (card_id(3), 0, card_id(103), "card 3 face 0", "", 0, 0, 0, 0, 0, 0.0, False, True),
        (card_id(4), 0, card_id(104), "card 4 face 0", "{2}{∞}{R}",
         0, 0, 0, 1, 0, NULL, False, True),
        (card_id(5), 0, card_id(105), "card 5 face 0", "{X}{X}{G}", 0, 0, 0, 0, 1, 1.0, True, True),
    ]  # fmt: skip


def card(n: int, name: str, cmc: float | None) -> dict[str, Any]:
    return {"id": card_id(n), "name": name, "cmc": cmc}


@pytest.fixture
def card_chroma(models: Models) -> Models:
    models.given(
        "int_faces__mana_costs",
        [
            # split, both halves red: chroma and mana value add up (CR 709.4b)
            # face order in the table does not matter; the card's oracle_id is face 0's
            int_face(1, 1, "{1}{R}", 2.0, r=1) | {"oracle_id": card_id(201)},
            int_face(1, 0, "{R}", 1.0, r=1),
            # adventure: the second face is not part of the card's cost
            int_face(2, 0, "{2}{G}", 3.0, g=1),
            int_face(2, 1, "{G}{G}", 2.0, in_cost=False, g=2),
            # split with one half unparsable: the card's counts are unknown
            int_face(3, 0, "{W}", 1.0, w=1),
            int_face(3, 1, "!zidane", error="Expected '{'"),
            int_face(4, 0, ""),  # a land
            int_face(5, 0, "{3}{R}", 4.0, r=1),  # cmc mismatch (Goblin War Party's cmc 2)
            # one half infinite: chroma known, mana value unknown
            int_face(6, 0, "{∞}", infinite=True),
            int_face(6, 1, "{B}", 1.0, b=1),
            int_face(7, 0, "{4}{R}", 5.0, r=1),  # reversible: no cmc to compare with
            # split with {X} in one half only
            int_face(8, 0, "{G}", 1.0, g=1),
            int_face(8, 1, "{X}{U}", 1.0, variable=True, u=1),
            int_face(9, 0, "{2/W}{W/U/P}", 3.0, w=2, u=1),  # hybrid symbols count per color
            # split, every color in both halves: each count is the sum of the halves
            int_face(10, 0, "{W}{U}{B}{R}{G}", 5.0, w=1, u=1, b=1, r=1, g=1),
            int_face(10, 1, "{W/U}{B/R}{G}", 3.0, w=1, u=1, b=1, r=1, g=1),
        ],
    )
    models.given(
        "cards",
        [
            card(1, "Red // Red", 3.0),
            card(2, "Adventurer // Trip", 3.0),
            card(3, "Broken // Half", 1.0),
            card(4, "Forest", 0.0),
            card(5, "Goblin War Party", 2.0),
            card(6, "Infinity // Black", 1.0),
            card(7, "Okaun", NULL),
            card(8, "Green // Blue", 2.0),
            card(9, "Hybrids", 3.0),
            card(10, "Five // Colors", 8.0),
        ],
    )
    models.run("marts/card_chroma.sql")
    return models


def test_card_chroma_adds_up_the_faces_in_the_card_cost(card_chroma):
    rows = card_chroma.rows(
        "select card_id, oracle_id, name, mana_cost, chroma_w, chroma_u, chroma_b, chroma_r, "
        "chroma_g, mana_value, has_variable, is_infinite, cmc, cmc_matches "
        "from card_chroma order by card_id"
    )
    assert rows == [
        (card_id(1), card_id(101), "Red // Red", "{R} // {1}{R}",
         0, 0, 0, 2, 0, 3.0, False, False, 3.0, True),
        (card_id(2), card_id(102), "Adventurer // Trip", "{2}{G}",
         0, 0, 0, 0, 1, 3.0, False, False, 3.0, True),
        (card_id(3), card_id(103), "Broken // Half", "{W} // !zidane",
         NULL, NULL, NULL, NULL, NULL, NULL, False, False, 1.0, NULL),
        (card_id(4), card_id(104), "Forest", "", 0, 0, 0, 0, 0, 0.0, False, False, 0.0, True),
        (card_id(5), card_id(105), "Goblin War Party", "{3}{R}",
         0, 0, 0, 1, 0, 4.0, False, False, 2.0, False),
        (card_id(6), card_id(106), "Infinity // Black", "{∞} // {B}",
         0, 0, 1, 0, 0, NULL, False, True, 1.0, NULL),
        (card_id(7), card_id(107), "Okaun", "{4}{R}", 0, 0, 0, 1, 0, 5.0, False, False, NULL, NULL),
        (card_id(8), card_id(108), "Green // Blue", "{G} // {X}{U}",
         0, 1, 0, 0, 1, 2.0, True, False, 2.0, True),
        (card_id(9), card_id(109), "Hybrids", "{2/W}{W/U/P}",
         2, 1, 0, 0, 0, 3.0, False, False, 3.0, True),
        (card_id(10), card_id(110), "Five // Colors", "{W}{U}{B}{R}{G} // {W/U}{B/R}{G}",
         2, 2, 2, 2, 2, 8.0, False, False, 8.0, True),
    ]  # fmt: skip


def test_card_chroma_has_one_row_per_card_and_integer_counts(card_chroma):
    [(rows, cards, kind)] = card_chroma.rows(
        "select count(*), count(distinct card_id), any_value(typeof(chroma_w)) from card_chroma"
    )
    assert (rows, cards, kind) == (10, 10, "INTEGER")


def test_mana_symbols_lists_each_face_symbols_with_its_cost_flag(models):
    models.given(
        "int_faces__mana_costs",
        [
            int_face(1, 0, "{1}{R}"),
            int_face(1, 1, "{G/U}", in_cost=False),
            int_face(2, 0, "{1}{R}"),  # the same cost on another card: its own rows
            int_face(3, 0, "!zidane", error="Expected '{'"),  # no symbols
            int_face(4, 0, ""),  # a land: no symbols
            int_face(5, 0, None),
        ],
    )
    models.given(
        "parsed_mana_symbols",
        [
            {"mana_cost": "{1}{R}", "position": 0, "symbol": "{1}", "kind": "generic",
             "colors": [], "mana_value": 1.0},
            {"mana_cost": "{1}{R}", "position": 1, "symbol": "{R}", "kind": "colored",
             "colors": ["R"], "mana_value": 1.0},
            {"mana_cost": "{G/U}", "position": 0, "symbol": "{G/U}", "kind": "hybrid",
             "colors": ["U", "G"], "mana_value": 1.0},
            {"mana_cost": "{2/B}", "position": 0, "symbol": "{2/B}", "kind": "monocolored_hybrid",
             "colors": ["B"], "mana_value": 2.0},  # a cost no face has
        ],
    )  # fmt: skip
    models.run("marts/mana_symbols.sql")
    rows = models.rows(
        "select card_id, face_index, position, symbol, kind, colors, mana_value, "
        "is_in_card_cost from mana_symbols order by card_id, face_index, position"
    )
    assert rows == [
        (card_id(1), 0, 0, "{1}", "generic", [], 1.0, True),
        (card_id(1), 0, 1, "{R}", "colored", ["R"], 1.0, True),
        (card_id(1), 1, 0, "{G/U}", "hybrid", ["U", "G"], 1.0, False),
        (card_id(2), 0, 0, "{1}", "generic", [], 1.0, True),
        (card_id(2), 0, 1, "{R}", "colored", ["R"], 1.0, True),
    ]


# -- macros: devotion (CR 700.5) ---------------------------------------------------------------


def symbol_rows(n: int, cost: str, *, face_index: int = 0, in_cost: bool = True) -> list[dict]:
    """mana_symbols rows of one face, from the Python parser's reading of `cost`."""
    return [
        {
            "card_id": card_id(n),
            "face_index": face_index,
            "position": position,
            "symbol": symbol.text,
            "kind": symbol.kind,
            "colors": list(symbol.colors),
            "mana_value": symbol.mana_value,
            "is_in_card_cost": in_cost,
        }
        for position, symbol in enumerate(parse_mana_cost(cost).symbols)
    ]


KITCHEN_FINKS = "{1}{G/W}{G/W}"
MIXED = "{G}{W}{U}{B/G/P}{C}{R/W}{2/B}{S}"


@pytest.fixture(scope="module")
def devotion_models(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Models]:
    """One warehouse for every devotion test: they only read it."""
    models = Models(tmp_path_factory.mktemp("devotion"))
    models.given(
        "mana_symbols",
        [
            *symbol_rows(1, KITCHEN_FINKS),
            *symbol_rows(2, MIXED),
            # an adventure's second face is not part of the card's mana cost
            *symbol_rows(2, "{G}{G}{G}{W}", face_index=1, in_cost=False),
            *symbol_rows(3, "{G}{G}"),
        ],
    )
    models.run("macros/devotion.sql")
    yield models
    models.close()


def sql_devotion(models: Models, n: int, colors: str | None) -> Any:
    [(value,)] = models.rows("select devotion(?, ?)", [str(card_id(n)), colors])
    return value


@pytest.mark.parametrize(
    ("n", "colors", "expected"),
    [
        (1, "G", 2),
        (1, "W", 2),
        (1, "GW", 2),  # each hybrid symbol counts once toward the pair, not 4
        (1, "U", 0),
        (2, "G", 2),  # {G} and {B/G/P}; the other face's {G}{G}{G} is not in the cost
        (2, "W", 2),  # {W} and {R/W}
        (2, "B", 2),  # {B/G/P} and {2/B}
        (2, "GW", 4),  # {G} {W} {B/G/P} {R/W}: a symbol of one of the pair's colors counts
        (2, "UR", 2),  # {U} and {R/W}
        (2, "WUBRG", 6),  # every colored symbol once; {C} and {S} have no color
        (3, "G", 2),  # another card's symbols do not leak in
        (4, "G", 0),  # a card without symbols
    ],
)
def test_devotion_counts_symbols_of_any_of_the_colors_once(devotion_models, n, colors, expected):
    assert sql_devotion(devotion_models, n, colors) == expected


@pytest.mark.parametrize(
    ("cost", "colors"),
    [(cost, colors) for cost in (KITCHEN_FINKS, MIXED) for colors in ("G", "GW", "WB", "UR", "RG")],
)
def test_devotion_macro_agrees_with_python(devotion_models, cost, colors):
    n = 1 if cost == KITCHEN_FINKS else 2
    assert sql_devotion(devotion_models, n, colors) == devotion(parse_mana_cost(cost), colors)


@pytest.mark.parametrize("colors", ["G", "gw", "Gw", "WUBRG", "GG", "", "C", "GX", "X", "G W", "1"])
def test_devotion_macro_accepts_what_python_accepts(devotion_models, colors):
    """Letters WUBRG in either case; anything else is the same error in both."""
    try:
        expected = devotion(parse_mana_cost(KITCHEN_FINKS), colors)
    except ValueError as exc:
        with pytest.raises(duckdb.InvalidInputException) as excinfo:
            sql_devotion(devotion_models, 1, colors)
        assert str(excinfo.value) == f"Invalid Input Error: {exc}"
    else:
        assert sql_devotion(devotion_models, 1, colors) == expected


def test_devotion_of_null_colors_is_null(devotion_models):
    assert sql_devotion(devotion_models, 1, None) is None


# -- the harness itself ------------------------------------------------------------------------


def test_given_tables_have_the_columns_the_build_writes(models):
    """The given tables must look like the build's, or the tests above prove nothing."""
    models.given(
        "cards",
        [{"id": card_id(1), "name": "Llanowar Elves", "layout": "normal", "mana_cost": "{G}"}],
    )
    models.con.execute(f"create table raw_load_issues ({ISSUE_COLUMNS})")
    models.con.execute("set variable scryfall_has_produced_mana = true")
    models.run("staging/stg_scryfall__faces.sql", "staging/stg_rules__layout_costs.sql")
    run_parse_stage(models.con)
    models.run(
        "intermediate/int_faces__mana_costs.sql",
        "marts/mana_symbols.sql",
        "marts/card_chroma.sql",
        "marts/card_mana_production.sql",
    )
    for table, given in TABLES.items():
        built = dict(
            models.rows(
                "select column_name, data_type from information_schema.columns "
                "where table_name = ? order by ordinal_position",
                [table],
            )
        )
        assert {name: built.get(name) for name in given} == given, table


# -- marts: parse_issues ---------------------------------------------------------------------


def issue_card(n: int, name: str | None, layout: str | None, type_line: str, **fields: Any):
    return {
        "id": card_id(n),
        "name": name,
        "layout": layout,
        "type_line": type_line,
        "set": "tst",
        **fields,
    }


def chroma_check(n: int, cost: str | None, mana_value: float, cmc: float, matches: bool | None):
    return {
        "card_id": card_id(n),
        "mana_cost": cost,
        "mana_value": mana_value,
        "cmc": cmc,
        "cmc_matches": matches,
    }


def stg_face(n: int, index: int, key: str, *, multi: bool = False) -> dict[str, Any]:
    return {
        "card_id": card_id(n),
        "face_index": index,
        "is_multi_face": multi,
        "face_text_key": key,
    }


def ability(key: str, source_kind: str, mechanism: str, via: str | None) -> dict[str, Any]:
    return {"face_text_key": key, "source_kind": source_kind, "mechanism": mechanism, "via": via}


CMC_DIFFERS = "mana value {} computed from the cost differs from Scryfall's cmc {}"
MELD_NOTE = ": a melded permanent's mana value is the total of its parts (CR 712.8g)"
LAND_NOTE = (
    ": Scryfall gives the land face a mana cost, but lands have none (CR 202.1b); likely the"
    " other face's cost on the wrong face"
)
ODD_MANA = "not one of W U B R G C (CR 106.1b); ignored in comparisons"
KEYWORD_LACKING = (
    "reminder text read as this keyword's ability, but Scryfall's keywords for the card lack it"
)
KEYWORD_BARE = (
    "a keyword whose reminder text adds mana on other cards, printed here without it: its mana"
    " is not counted (docs/rules.md#keyword-abilities)"
)


@pytest.fixture
def parse_issues(models: Models) -> Models:
    models.given(
        "raw_load_issues",
        [{"card_id": NULL, "field": "line 3", "text": "{", "problem": "not JSON"}],
    )
    models.given(
        "cards",
        [
            issue_card(1, "Broken", "normal", "Creature — Elf"),
            issue_card(2, "Whole // Broken", "split", "Instant // Instant"),
            issue_card(3, "Melded", "meld", "Legendary Creature — Eldrazi"),
            issue_card(4, "Melded Without Cost", "meld", "Legendary Creature — Angel"),
            issue_card(5, "Forest Back", "modal_dfc", "Land // Creature — Elf"),
            issue_card(6, "Bare Land", "normal", "Land"),
            issue_card(7, "Meld Part", "meld", "Creature — Human"),
            issue_card(8, "Agrees", "normal", "Land — Forest"),
            issue_card(9, "No Cmc", "normal", "Creature — Elf"),
            issue_card(10, "Future One", "mystery", "Creature"),
            issue_card(11, "Future Two", "mystery", "Creature"),
            issue_card(12, "Nameless Layout", None, "Creature"),
            issue_card(13, None, "normal", "Creature"),
            issue_card(22, "Setless", "normal", "Creature", set=None),
            issue_card(14, "Odd Mana", "normal", "Land", produced_mana=["G", "X", "C"]),
            issue_card(15, "Odd Text", "normal", "Creature"),
            issue_card(16, "Odd Back", "transform", "Creature // Creature"),
            issue_card(17, "Plain Text", "normal", "Creature"),
            # Surge is read from its reminder text here; Old Burst, a mana keyword, is not
            issue_card(
                18, "Keyworded", "normal", "Creature", keywords=["Flying", "Surge", "Old Burst"]
            ),
            issue_card(19, "Old Schema", "normal", "Creature"),  # keywords NULL: not compared
            # Old Burst adds mana by k19's reminder text; this card has it, printed bare (its
            # one row names Old Burst, but not as a keyword's)
            issue_card(20, "Bare Keyword", "normal", "Creature", keywords=["Flying", "Old Burst"]),
            # a name that only a row of another mechanism has is no mana keyword
            issue_card(21, "Not Mana", "normal", "Creature", keywords=["Not A Keyword"]),
        ],
    )
    models.given(
        "int_faces__mana_costs",
        [
            int_face(1, 0, "!zidane", error="Expected '{'"),
            int_face(2, 0, "{W}", 1.0, w=1) | {"is_multi_face": True},
            int_face(2, 1, "{W/", error="Unclosed symbol") | {"is_multi_face": True},
            # two faces of one unknown layout and two cards: one row, the first card, 2 cards
            int_face(11, 0, "{G}", 1.0, g=1) | {"layout": "mystery", "is_known_layout": False},
            int_face(10, 0, "{G}", 1.0, g=1) | {"layout": "mystery", "is_known_layout": False},
            int_face(10, 1, "{G}", 1.0, g=1) | {"layout": "mystery", "is_known_layout": False},
            # no layout at all: reported as a missing field, not as an unknown layout
            int_face(12, 0, "{1}", 1.0) | {"layout": None, "is_known_layout": False},
            int_face(17, 0, "{G}", 1.0, g=1),
        ],
    )
    models.given(
        "card_chroma",
        [
            chroma_check(3, "", 0.0, 7.0, False),  # meld back face: no cost of its own
            chroma_check(4, NULL, 0.0, 9.0, False),
            chroma_check(5, "{G}", 1.0, 0.0, False),  # a land face with a cost
            chroma_check(6, "", 0.0, 1.0, False),  # a land without one: no note
            chroma_check(7, "{3}", 3.0, 10.0, False),  # a meld part with a cost: no note
            chroma_check(8, "", 0.0, 0.0, True),
            chroma_check(9, "{G}", 1.0, NULL, NULL),
        ],
    )
    models.given(
        "stg_scryfall__faces",
        [
            stg_face(15, 0, "k15"),
            stg_face(16, 0, "k16a", multi=True),
            stg_face(16, 1, "k16b", multi=True),
            stg_face(17, 0, "k17"),
            stg_face(18, 0, "k18"),
            stg_face(19, 0, "k19"),
            stg_face(20, 0, "k20"),
        ],
    )
    models.given(
        "parsed_ability_issues",
        [
            {"face_text_key": "k15", "text": "Add {Q}.", "problem": "unaccounted mana line"},
            {"face_text_key": "k16b", "text": "Add {G}?", "problem": "unaccounted mana line"},
            {"face_text_key": "nowhere", "text": "Add {R}.", "problem": "no face has this"},
        ],
    )
    models.given(
        "parsed_mana_abilities",
        [
            ability("k17", "printed", "activated", NULL),
            ability("k18", "printed", "keyword", "Mana Burst"),  # not among the keywords
            ability("k18", "printed", "keyword", "surge"),  # among them, case aside
            ability("k18", "token", "keyword", "Token Burst"),  # the token's, not the card's
            ability("k18", "granted", "keyword", "Granted Burst"),
            ability("k18", "printed", "triggered", "Not A Keyword"),
            ability("k19", "printed", "keyword", "Old Burst"),
            ability("k20", "token", "predefined_token", "Old Burst"),
        ],
    )
    models.run("marts/parse_issues.sql")
    return models


def test_parse_issues_reports_each_problem_once_with_its_field(parse_issues):
    rows = parse_issues.rows("select card_id, field, text, problem from parse_issues")
    assert rows == [
        (card_id(2), "card_faces[1].mana_cost", "{W/", "Unclosed symbol"),
        (card_id(16), "card_faces[1].oracle_text", "Add {G}?", "unaccounted mana line"),
        (card_id(3), "cmc", "", CMC_DIFFERS.format(0.0, 7.0) + MELD_NOTE),
        (card_id(4), "cmc", NULL, CMC_DIFFERS.format(0.0, 9.0) + MELD_NOTE),
        (card_id(5), "cmc", "{G}", CMC_DIFFERS.format(1.0, 0.0) + LAND_NOTE),
        (card_id(6), "cmc", "", CMC_DIFFERS.format(0.0, 1.0)),
        (card_id(7), "cmc", "{3}", CMC_DIFFERS.format(3.0, 10.0)),
        (card_id(18), "keywords", "Mana Burst", KEYWORD_LACKING),
        (card_id(18), "keywords", "Old Burst", KEYWORD_BARE),
        (card_id(20), "keywords", "Old Burst", KEYWORD_BARE),
        (card_id(10), "layout", "mystery",
         "unknown layout (2 cards): loaded, mana cost taken from the top-level or first face"),
        (card_id(12), "layout", "Nameless Layout", "card object lacks layout"),
        (NULL, "line 3", "{", "not JSON"),
        (card_id(1), "mana_cost", "!zidane", "Expected '{'"),
        (card_id(13), "name", NULL, "card object lacks name"),
        (card_id(15), "oracle_text", "Add {Q}.", "unaccounted mana line"),
        (card_id(14), "produced_mana", "X", ODD_MANA),
        (card_id(22), "set", "Setless", "card object lacks set"),
    ]  # fmt: skip


# -- marts: card_mana_production -------------------------------------------------------------


def produced(key: str, could: list[str], produces: list[str], leads_to: list[str]):
    return {
        "face_text_key": key,
        "could_produce": could,
        "produces": produces,
        "leads_to": leads_to,
    }


@pytest.fixture
def production_inputs(models: Models) -> Models:
    models.given(
        "cards",
        [
            # keywords present: a modern-schema object, its produced_mana is compared
            {"id": card_id(1), "oracle_id": card_id(101), "name": "Two Faces", "keywords": [],
             "produced_mana": ["U", "G"]},
            {"id": card_id(2), "oracle_id": card_id(102), "name": "Claims More", "keywords": [],
             "produced_mana": ["G", "W"]},
            {"id": card_id(3), "oracle_id": card_id(103), "name": "Makes None", "keywords": []},
            # no keywords: predates produced_mana, nothing to compare with
            {"id": card_id(4), "oracle_id": card_id(104), "name": "Old Object",
             "produced_mana": ["C"]},
            # no face row at all: still one row, producing nothing
            {"id": card_id(5), "oracle_id": card_id(105), "name": "Faceless", "keywords": []},
        ],
    )  # fmt: skip
    models.given(
        "stg_scryfall__faces",
        [
            stg_face(1, 0, "front", multi=True),
            stg_face(1, 1, "back", multi=True),
            stg_face(2, 0, "elf"),
            stg_face(3, 0, "vanilla"),
            stg_face(4, 0, "elf"),
        ],
    )
    models.given(
        "parsed_face_abilities",
        [
            # lists as the parser writes them, in any order: the mart orders them W U B R G C
            produced("front", ["G", "C"], ["G"], ["G", "C"]),
            produced("back", ["U", "G"], ["U", "G"], ["U", "B", "G"]),
            produced("elf", ["G"], ["G"], ["G"]),
            produced("vanilla", [], [], []),
        ],
    )
    return models


def card_mana_production(
    inputs: Models, columns: str, *, scryfall_has_produced_mana: bool
) -> list[tuple[Any, ...]]:
    """The mart run on `inputs`, told whether the card file has Scryfall's produced_mana:
    the `columns` of its rows in card order."""
    has = "true" if scryfall_has_produced_mana else "false"
    inputs.con.execute(f"set variable scryfall_has_produced_mana = {has}")
    inputs.run("marts/card_mana_production.sql")
    return inputs.rows(f"select {columns} from card_mana_production order by card_id")


def test_card_mana_production_unions_faces_and_compares_with_scryfall(production_inputs):
    rows = card_mana_production(
        production_inputs,
        "card_id, oracle_id, name, could_produce, produces, leads_to, scryfall_produced_mana, "
        "matches_scryfall",
        scryfall_has_produced_mana=True,
    )
    assert rows == [
        (card_id(1), card_id(101), "Two Faces", ["U", "G", "C"], ["U", "G"], ["U", "B", "G", "C"],
         ["U", "G"], True),
        (card_id(2), card_id(102), "Claims More", ["G"], ["G"], ["G"], ["W", "G"], False),
        (card_id(3), card_id(103), "Makes None", [], [], [], [], True),
        (card_id(4), card_id(104), "Old Object", ["G"], ["G"], ["G"], NULL, NULL),
        (card_id(5), card_id(105), "Faceless", [], [], [], [], True),
    ]  # fmt: skip


def test_card_mana_production_compares_nothing_in_a_file_without_produced_mana(
    production_inputs,
):
    rows = card_mana_production(
        production_inputs,
        "card_id, produces, scryfall_produced_mana, matches_scryfall",
        scryfall_has_produced_mana=False,
    )
    assert rows == [
        (card_id(1), ["U", "G"], NULL, NULL),
        (card_id(2), ["G"], NULL, NULL),
        (card_id(3), [], NULL, NULL),
        (card_id(4), ["G"], NULL, NULL),
        (card_id(5), [], NULL, NULL),
    ]


# -- marts: oracle_cards and report_cards ----------------------------------------------------


def printing(
    n: int,
    oracle: int | None,
    layout: str,
    released: str | None,
    set_code: str,
    number: str,
    type_line: str | None = "Creature — Elf",
) -> dict[str, Any]:
    return {"id": card_id(n), "oracle_id": card_id(oracle) if oracle else NULL,
            "name": f"card {n}", "layout": layout, "type_line": type_line,
            "released_at": released, "set": set_code, "set_name": f"Set {set_code}",
            "collector_number": number}  # fmt: skip


def given_front_faces(models: Models, cards: list[dict[str, Any]]) -> None:
    """stg_scryfall__faces' first face of each card, with the card's type line."""
    rows = [{"card_id": c["id"], "face_index": 0, "type_line": c["type_line"]} for c in cards]
    models.given("stg_scryfall__faces", rows)


@pytest.fixture
def printings(models: Models) -> Models:
    cards = [
        printing(1, 101, "normal", "2020-01-01", "bbb", "5"),
        printing(2, 101, "normal", "2019-01-01", "zzz", "1"),  # the earliest: stands for 101
        printing(3, 101, "normal", NULL, "aaa", "1"),  # no date: last
        printing(4, NULL, "normal", "2018-01-01", "ccc", "1"),  # no oracle id: itself
        printing(5, 105, "token", "2018-01-01", "ttt", "1", "Token Creature — Elf"),
        printing(6, 106, "mystery", "2018-01-01", "mmm", "1", NULL),  # unknown layout
        printing(7, 107, "split", "2021-01-01", "aaa", "2", "Tribal Instant — Elf // Sorcery"),
        printing(8, 107, "split", "2021-01-01", "aaa", "10", "Tribal Instant — Elf // Sorcery"),
        printing(9, NULL, "normal", "2017-01-01", "ddd", "1", "Artifact Land — Forest"),
    ]
    models.given("cards", cards)
    given_front_faces(models, cards)
    models.given(
        "card_chroma",
        [
            {"card_id": c["id"], "oracle_id": c["oracle_id"], "name": c["name"],
             "mana_cost": "{G}", "mana_value": 1.0, **chroma(g=1)}
            for c in cards
        ],
    )  # fmt: skip
    models.given(
        "card_mana_production",
        [
            {"card_id": c["id"], "oracle_id": c["oracle_id"], "could_produce": ["G"],
             "produces": ["G"] if n % 2 else [], "leads_to": ["G"],
             "scryfall_produced_mana": ["G"]}
            for n, c in enumerate(cards, start=1)
        ],
    )  # fmt: skip
    models.run(
        "staging/stg_rules__layout_costs.sql",
        "intermediate/int_printings.sql",
        "marts/oracle_cards.sql",
    )
    return models


def test_oracle_cards_has_one_row_per_oracle_id_its_first_printing(printings):
    rows = printings.rows(
        "select card_key, first_card_id, layout, is_game_card, produces, first_released_at, "
        "first_set_code, count_printings from oracle_cards order by first_card_id"
    )
    assert rows == [
        (card_id(101), card_id(2), "normal", True, [], date(2019, 1, 1), "zzz", 3),
        (card_id(4), card_id(4), "normal", True, [], date(2018, 1, 1), "ccc", 1),
        (card_id(105), card_id(5), "token", False, ["G"], date(2018, 1, 1), "ttt", 1),
        (card_id(106), card_id(6), "mystery", True, [], date(2018, 1, 1), "mmm", 1),
        # the same day and set: collector numbers compare as text
        (card_id(107), card_id(8), "split", True, [], date(2021, 1, 1), "aaa", 2),
        (card_id(9), card_id(9), "normal", True, ["G"], date(2017, 1, 1), "ddd", 1),
    ]


NOT_GAME_CARDS = {
    "token", "double_faced_token", "emblem", "art_series", "front_card",  # not cards of a deck
    "planar", "scheme", "vanguard",  # cards of other games, played beside Magic
}  # fmt: skip
GAME_CARDS = {
    "normal", "split", "flip", "transform", "modal_dfc", "meld", "adventure", "prepare",
    "prototype", "reversible_card", "leveler", "class", "case", "saga", "mutate", "battle",
    "host", "augment",
}  # fmt: skip


def test_every_known_layout_is_a_game_card_or_not_as_the_rules_doc_says(models):
    """Which layouts' objects the reports count (docs/rules.md#game-cards): every layout the
    table knows, one printing of each; a layout added to the table without a decision
    here fails the first assertion."""
    models.run("staging/stg_rules__layout_costs.sql")
    known = {layout for (layout,) in models.rows("select layout from stg_rules__layout_costs")}
    assert known == GAME_CARDS | NOT_GAME_CARDS
    cards = [printing(n, n, layout, "2020-01-01", "set", "1") for n, layout in enumerate(known, 1)]
    models.given("cards", cards)
    given_front_faces(models, cards)
    models.given(
        "card_chroma",
        [{"card_id": c["id"], "oracle_id": c["oracle_id"], **chroma()} for c in cards],
    )
    models.given("card_mana_production", [{"card_id": c["id"]} for c in cards])
    models.run("intermediate/int_printings.sql", "marts/oracle_cards.sql")
    rows = models.rows("select layout, is_game_card from oracle_cards")
    assert {layout for layout, is_game in rows if is_game} == GAME_CARDS
    assert {layout for layout, is_game in rows if not is_game} == NOT_GAME_CARDS


def test_a_reversible_cards_symbols_count_once_an_adventures_both_faces(models):
    """A reversible card is one card printed twice (docs/rules.md#card-cost): its hybrid
    symbols count once, and its type line, which Scryfall gives only on its faces, is its
    front face's; an adventure's two costs are two costs."""
    cards = [printing(1, 1, "reversible_card", "2020-01-01", "sld", "1", type_line=NULL),
             printing(2, 2, "adventure", "2020-01-01", "eld", "2")]  # fmt: skip
    models.given("cards", cards)
    models.given(
        "stg_scryfall__faces",
        [{"card_id": card_id(1), "face_index": 0, "type_line": "Artifact"},
         {"card_id": card_id(1), "face_index": 1, "type_line": "Artifact"},
         {"card_id": card_id(2), "face_index": 0, "type_line": "Creature — Human Knight"},
         {"card_id": card_id(2), "face_index": 1, "type_line": "Sorcery — Adventure"}],
    )  # fmt: skip
    models.given(
        "card_chroma",
        [{"card_id": c["id"], "oracle_id": c["oracle_id"], **chroma()} for c in cards],
    )
    models.given("card_mana_production", [{"card_id": c["id"]} for c in cards])
    models.given(
        "mana_symbols",
        [{"card_id": card_id(n), "face_index": face, "position": 0, "kind": "hybrid"}
         for n in (1, 2) for face in (0, 1)],
    )  # fmt: skip
    models.run(
        "staging/stg_rules__layout_costs.sql",
        "intermediate/int_printings.sql",
        "marts/oracle_cards.sql",
        "marts/report_cards.sql",
    )
    assert models.rows(
        "select card_id, count_hybrid_symbols, card_types from report_cards order by card_id"
    ) == [(card_id(1), 1, ["Artifact"]), (card_id(2), 2, ["Creature"])]


def test_report_cards_keeps_game_cards_with_types_and_hybrid_counts(printings):
    printings.given(
        "mana_symbols",
        [
            {"card_id": card_id(1), "kind": kind}
            for kind in ("hybrid", "hybrid", "monocolored_hybrid", "colorless_hybrid",
                         "phyrexian", "hybrid_phyrexian", "hybrid_phyrexian", "colored")
        ] + [{"card_id": card_id(9), "kind": "phyrexian"}],
    )  # fmt: skip
    printings.run("marts/report_cards.sql")
    rows = printings.rows(
        "select card_id, card_key, card_oracle_id, is_first_printing, card_types, "
        "count_hybrid_symbols, count_monocolored_hybrid_symbols, count_colorless_hybrid_symbols, "
        "count_phyrexian_symbols, count_hybrid_phyrexian_symbols from report_cards "
        "order by card_id"
    )
    creature = ["Creature"]
    assert rows == [
        (card_id(1), card_id(101), card_id(101), False, creature, 2, 1, 1, 1, 2),
        (card_id(2), card_id(101), card_id(101), True, creature, 0, 0, 0, 0, 0),
        (card_id(3), card_id(101), card_id(101), False, creature, 0, 0, 0, 0, 0),
        (card_id(4), card_id(4), NULL, True, creature, 0, 0, 0, 0, 0),
        # the token (card 5) is not a game card
        (card_id(6), card_id(106), card_id(106), True, [], 0, 0, 0, 0, 0),
        (card_id(7), card_id(107), card_id(107), False, ["Instant", "Kindred", "Sorcery"],
         0, 0, 0, 0, 0),
        (card_id(8), card_id(107), card_id(107), True, ["Instant", "Kindred", "Sorcery"],
         0, 0, 0, 0, 0),
        (card_id(9), card_id(9), NULL, True, ["Artifact", "Land"], 0, 0, 0, 1, 0),
    ]  # fmt: skip


# -- the reports' macros: pip_counts, hybrid_card_counts, game_sets ------------------------------


def test_hybrid_card_counts_counts_cards_with_at_least_one_symbol_of_each_kind(models):
    """A card counts under a kind when its cost has one symbol of it or more: 0 symbols
    never, 1 symbol as much as 3 (CR 107.4e-f kinds; rpt_hybrid_by_set, _by_year)."""
    kinds = ["hybrid", "monocolored_hybrid", "colorless_hybrid", "phyrexian", "hybrid_phyrexian"]
    columns = ", ".join(f"count_{k}_symbols integer" for k in kinds)
    models.con.execute(f"create table cards (grp integer, {columns})")
    rows = [
        (1, 0, 0, 0, 0, 0),
        (1, 1, 1, 1, 1, 1),
        (1, 3, 0, 1, 2, 0),
        (2, 0, 0, 0, 0, 0),
    ]
    models.con.executemany("insert into cards values (?, ?, ?, ?, ?, ?)", rows)
    models.run("macros/hybrid_card_counts.sql")
    assert models.rows(
        "select grp, unnest(hybrid_card_counts(cards)) from cards group by grp order by grp"
    ) == [(1, 2, 1, 2, 2, 1), (2, 0, 0, 0, 0, 0)]


def test_pip_counts_sums_each_color_and_counts_cards_with_colored_pips(models):
    """Pips per color summed over the group; a card counts as colored when any color has a
    pip (docs/rules.md#chroma; rpt_pips_by_set, _by_year), and the total is the five
    colors'. A group whose every cost is unparsable (chroma NULL) has 0 pips, not NULL."""
    models.con.execute(
        "create table cards (grp integer, chroma_w integer, chroma_u integer, "
        "chroma_b integer, chroma_r integer, chroma_g integer)"
    )
    rows = [
        (1, 2, 0, 0, 0, 1),
        (1, 0, 0, 0, 0, 0),
        (1, 0, 1, 1, 0, 0),
        (2, 0, 0, 0, 0, 0),
        (3, None, None, None, None, None),
    ]
    models.con.executemany("insert into cards values (?, ?, ?, ?, ?, ?)", rows)
    models.run("macros/pip_counts.sql")
    assert models.rows(
        "select grp, unnest(pip_counts(cards)) from cards group by grp order by grp"
    ) == [(1, 2, 2, 1, 1, 0, 1, 5), (2, 0, 0, 0, 0, 0, 0, 0), (3, 0, 0, 0, 0, 0, 0, 0)]


def test_game_sets_falls_back_to_the_cards_name_and_earliest_date(models):
    """A set /sets knows takes its name, type and date from there; one it does not takes
    the name on its cards (the first in sort order, so the same data gives the same name)
    and its earliest card's date (rpt_pips_by_set, rpt_hybrid_by_set)."""
    models.con.execute(
        "create table report_cards (card_id varchar, card_key varchar, set_code varchar, "
        "set_name varchar, released_at date)"
    )
    models.con.executemany(
        "insert into report_cards values (?, ?, ?, ?, ?)",
        [
            ("a1", "A", "new", "Brand New: Promos", "2024-03-01"),
            ("a2", "B", "new", "Brand New", "2024-01-15"),
            ("a3", "B", "new", "Brand New", "2024-02-01"),  # a reprint in the set: once
            ("b1", "A", "old", "Old Name On Cards", "2001-01-01"),
        ],
    )
    models.con.execute(
        "create table sets (code varchar, name varchar, set_type varchar, released_at date)"
    )
    models.con.execute("insert into sets values ('old', 'Old Set', 'expansion', '2000-10-02')")
    models.run("macros/set_cards.sql", "macros/game_sets.sql")
    assert models.rows("select * from game_sets() order by set_code") == [
        ("new", "Brand New", None, date(2024, 1, 15), 2),
        ("old", "Old Set", "expansion", date(2000, 10, 2), 1),
    ]
