"""The SQL models' run order comes from what each model reads, not from file names.

Rules tested: a model's references are the names after from/join and the macros it calls,
less its CTEs (comments and strings ignored); a name nothing provides, a cycle, a file
that creates another object, or a temporary one the warehouse would lose, is a clear
error; any order the references allow builds the same warehouse.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path

import duckdb
import pytest

from conftest import DATA
from pipeline import sqlmodels, warehouse
from pipeline.errors import SqlModelError
from pipeline.sqlmodels import Model, Step


@pytest.mark.parametrize(
    ("sql", "expected"),
    [
        ("create table t as select * from cards", {"cards"}),
        (
            "create table t as with a as (select * from cards), b as (select * from a "
            "join sets on true) select * from b",
            {"cards", "sets"},
        ),
        ("-- from nowhere\ncreate view v as select 'from x' as s from cards", {"cards"}),
        ("create table t as select * from unnest([1]) join main.sets on true", {"sets"}),
        ("create table t as select a.x is distinct from a.y from cards as a", {"cards"}),
        ("create table t as select devotion(id, 'G') from cards", {"cards", "devotion"}),
        ('create table t as select * from "Cards" left join rulings using (oracle_id)',
         {"cards", "rulings"}),
    ],
)  # fmt: skip
def test_a_model_reads_the_names_after_from_and_join_less_its_ctes(sql, expected):
    assert sqlmodels.reads(sql, macros={"devotion"}) == expected


def model(name: str, *reads: str, layer: str = "marts") -> Model:
    return Model(name, layer, Path(f"{name}.sql"), frozenset(reads))


def labels(items) -> list[str]:
    return [item.label for item in items]


def test_order_follows_references_not_names():
    """'aaa' reads 'zzz', so 'zzz' runs first though it sorts last."""
    order = sqlmodels.build_order([model("aaa", "zzz"), model("zzz", "cards")], sources=["cards"])
    assert labels(order) == ["marts/zzz.sql", "marts/aaa.sql"]


def test_a_python_step_runs_when_its_inputs_exist_and_before_its_readers():
    step = Step("parse", frozenset({"stg_x"}), frozenset({"parsed_x"}))
    order = sqlmodels.build_order(
        [model("m", "parsed_x"), model("stg_x", "cards", layer="staging")],
        sources=["cards"],
        steps=[step],
    )
    assert labels(order) == ["staging/stg_x.sql", "the parse step", "marts/m.sql"]


def test_a_name_nothing_provides_is_an_error_naming_the_file():
    with pytest.raises(SqlModelError) as error:
        sqlmodels.build_order([model("m", "card_chromma")], sources=["cards"])
    assert str(error.value) == (
        "marts/m.sql reads card_chromma, which no SQL model, build step or loaded table "
        "provides. Check the name, or add the model that creates it."
    )


def test_a_cycle_is_an_error_naming_it():
    with pytest.raises(SqlModelError) as error:
        sqlmodels.build_order(
            [model("a", "b"), model("b", "c"), model("c", "a"), model("d", "a")], sources=[]
        )
    assert str(error.value) == (
        "SQL models read each other in a cycle: marts/a.sql -> marts/b.sql -> marts/c.sql "
        "-> marts/a.sql."
    )


def test_two_providers_of_one_name_is_an_error():
    step = Step("parse", frozenset(), frozenset({"m"}))
    with pytest.raises(SqlModelError, match=r"'m' is created twice: by marts/m\.sql and the "):
        sqlmodels.build_order([model("m")], sources=[], steps=[step])


def test_a_file_must_create_the_object_it_is_named_after(tmp_path):
    (tmp_path / "marts").mkdir()
    (tmp_path / "marts" / "card_chroma.sql").write_text("create table chroma as select 1")
    with pytest.raises(SqlModelError) as error:
        sqlmodels.discover(tmp_path, layers=["marts"])
    assert str(error.value) == (
        "SQL model marts/card_chroma.sql must create exactly one object named 'card_chroma' "
        "(it creates chroma)."
    )


def test_only_the_builds_own_layers_may_create_temporary_objects(tmp_path):
    """A temporary table is written to memory, not into the warehouse file: cheap for what
    serves the build alone, lost for what the warehouse keeps."""
    for layer, name in (("staging", "stg_a"), ("intermediate", "int_b"), ("marts", "c")):
        (tmp_path / layer).mkdir()
        (tmp_path / layer / f"{name}.sql").write_text(
            f"create or replace temp table {name} as select 1"
        )
    assert [m.name for m in sqlmodels.discover(tmp_path, ["staging", "intermediate"])] == [
        "stg_a",
        "int_b",
    ]
    with pytest.raises(SqlModelError) as error:
        sqlmodels.discover(tmp_path)
    assert str(error.value) == (
        "SQL model marts/c.sql creates a temporary object, which the warehouse would not "
        "keep: only the build's own layers (staging, intermediate) may."
    )


def test_the_build_plan_of_the_shipped_models():
    """The plan the build runs, pinned: staging, the Python steps once the faces exist,
    the intermediate models once what they read exists, the marts in reference order, the
    macros (game_sets and mana_costs_by_set read set_cards)."""
    assert labels(warehouse.build_plan(warehouse.default_sql_dir())) == [
        "staging/stg_rules__layout_costs.sql",
        "staging/stg_scryfall__faces.sql",
        "the land searches step",
        "the parse step",
        "intermediate/int_faces__mana_costs.sql",
        "marts/activated_abilities.sql",
        "marts/card_chroma.sql",
        "marts/card_faces.sql",
        "marts/card_mana_production.sql",
        "intermediate/int_printings.sql",
        "marts/face_chroma.sql",
        "marts/land_searches.sql",
        "marts/mana_abilities.sql",
        "marts/mana_symbols.sql",
        "marts/oracle_cards.sql",
        "marts/parse_issues.sql",
        "marts/report_cards.sql",
        "macros/count_colors.sql",
        "macros/devotion.sql",
        "macros/first_printings.sql",
        "macros/first_printings_by_type.sql",
        "macros/hybrid_card_counts.sql",
        "macros/pip_counts.sql",
        "macros/mana_costs_by_year.sql",
        "macros/set_cards.sql",
        "macros/game_sets.sql",
        "macros/mana_costs_by_set.sql",
    ]


def contents(db: Path) -> dict[str, list[tuple]]:
    """Every table and view of a warehouse, rows sorted, and every macro's definition."""
    with duckdb.connect(str(db), read_only=True) as con:
        names = [
            r[0]
            for r in con.execute(
                "select table_name from information_schema.tables where table_schema = 'main' "
                "and table_name <> 'refresh_runs' and table_name <> 'pipeline_meta'"
            ).fetchall()
        ]
        found = {
            name: con.execute(f'select * from "{name}" order by all').fetchall() for name in names
        }
        found["macros"] = con.execute(
            "select function_name, macro_definition from duckdb_functions() "
            "where function_type = 'macro' and not internal order by all"
        ).fetchall()
    return found


def test_any_order_the_references_allow_builds_the_same_warehouse(tmp_path):
    sources = warehouse.Sources(
        cards=DATA / "cards.jsonl.gz", rulings=DATA / "rulings.json", sets=DATA / "sets.json",
        symbology=DATA / "symbology.json",
    )  # fmt: skip
    built = []
    for seed in (1, 2, 3):
        db = tmp_path / f"cards-{seed}.duckdb"
        run = warehouse.RunRecord(
            started_at=datetime.now(UTC), bulk_type="file", source="test",
            source_sha256="", source_bytes=0,
        )  # fmt: skip
        plan = warehouse.build_plan(warehouse.default_sql_dir(), random.Random(seed))
        warehouse.build_and_swap(db, sources, run, order_rng=random.Random(seed))
        built.append((labels(plan), contents(db)))
    orders = [order for order, _ in built]
    assert len(set(map(tuple, orders))) == 3, "the seeds should give three different orders"
    assert built[1][1] == built[0][1]
    assert built[2][1] == built[0][1]


def test_every_name_the_warehouse_package_exports_resolves():
    """`pipeline.warehouse` loads its build modules on first use (a reader's cold start
    needs none of them): each name it exports still comes from its module, aliases too."""
    from pipeline.warehouse.build import build_and_swap
    from pipeline.warehouse.history import open_reader, register

    assert [name for name in warehouse.__all__ if not hasattr(warehouse, name)] == []
    assert warehouse.build_and_swap is build_and_swap
    assert (warehouse.open_history_reader, warehouse.register_history) == (open_reader, register)
    with pytest.raises(AttributeError, match="no attribute 'build_everything'"):
        warehouse.build_everything  # noqa: B018
