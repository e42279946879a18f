"""The Python step of a build: parse each distinct mana cost and oracle text once.

The staging views name every face of every card; this step pulls the distinct mana costs
and distinct (name, type line, oracle text) triples out of DuckDB, parses each once with
the pure parsers in `mana` and `abilities`, and hands the results back as `parsed_*` tables
(through Arrow, no row-by-row inserts). The SQL models join them back to the faces.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import polars as pl

from pipeline.abilities import (
    COST_COLUMNS,
    CostParts,
    cost_fields,
    could_produce,
    leads_to,
    parse_face,
    produces,
)
from pipeline.errors import ManaCostError
from pipeline.mana import COLORS, parse_mana_cost

MANA_COST_SCHEMA: dict[str, pl.DataType | type[pl.DataType]] = {
    "mana_cost": pl.String,
    "error": pl.String,
    "mana_value": pl.Float64,
    "is_infinite": pl.Boolean,
    "has_variable": pl.Boolean,
    "symbol_count": pl.Int32,
    **{f"chroma_{c.lower()}": pl.Int32 for c in COLORS},
}
MANA_SYMBOL_SCHEMA: dict[str, pl.DataType | type[pl.DataType]] = {
    "mana_cost": pl.String,
    "position": pl.Int32,
    "symbol": pl.String,
    "kind": pl.String,
    "colors": pl.List(pl.String),
    "mana_value": pl.Float64,
}


def parse_mana_costs(costs: list[str]) -> tuple[pl.DataFrame, pl.DataFrame]:
    """Parse distinct cost strings: (one row per cost, one row per symbol).

    A cost that fails to parse gets its error text and NULL counts (never a guess).
    """
    cost_rows: list[dict[str, Any]] = []
    symbol_rows: list[dict[str, Any]] = []
    for text in costs:
        try:
            cost = parse_mana_cost(text)
        except ManaCostError as exc:
            cost_rows.append({"mana_cost": text, "error": str(exc)})
            continue
        infinite = any(s.mana_value is None for s in cost.symbols)
        chroma = cost.chroma
        cost_rows.append(
            {
                "mana_cost": text,
                "error": None,
                "mana_value": cost.mana_value,
                "is_infinite": infinite,
                "has_variable": cost.has_variable,
                "symbol_count": len(cost.symbols),
                **{f"chroma_{c.lower()}": chroma[c] for c in COLORS},
            }
        )
        for position, symbol in enumerate(cost.symbols):
            symbol_rows.append(
                {
                    "mana_cost": text,
                    "position": position,
                    "symbol": symbol.text,
                    "kind": symbol.kind,
                    "colors": list(symbol.colors),
                    "mana_value": symbol.mana_value,
                }
            )
    return (
        pl.DataFrame(cost_rows, schema=MANA_COST_SCHEMA),
        pl.DataFrame(symbol_rows, schema=MANA_SYMBOL_SCHEMA),
    )


FACE_SCHEMA: dict[str, pl.DataType | type[pl.DataType]] = {
    "face_text_key": pl.String,
    "could_produce": pl.List(pl.String),
    "produces": pl.List(pl.String),
    "leads_to": pl.List(pl.String),
}
_POLARS_TYPES: dict[str, pl.DataType | type[pl.DataType]] = {
    "VARCHAR": pl.String,
    "BOOLEAN": pl.Boolean,
    "DOUBLE": pl.Float64,
    "VARCHAR[]": pl.List(pl.String),
}
COST_SCHEMA: dict[str, pl.DataType | type[pl.DataType]] = {
    name: _POLARS_TYPES[sql_type] for name, sql_type, _ in COST_COLUMNS
}
# The column order of the activated_abilities and mana_abilities marts (they select these
# columns as they are): an ability's cost before its effect, the flags last
ACTIVATED_SCHEMA: dict[str, pl.DataType | type[pl.DataType]] = {
    "face_text_key": pl.String,
    "ability_index": pl.Int32,
    **COST_SCHEMA,
    "effect_text": pl.String,
    "is_loyalty": pl.Boolean,
    "is_intrinsic": pl.Boolean,
}
MANA_SCHEMA: dict[str, pl.DataType | type[pl.DataType]] = {
    "face_text_key": pl.String,
    "mana_index": pl.Int32,
    "ability_index": pl.Int32,
    "text": pl.String,
    "ability_text": pl.String,
    "source_kind": pl.String,
    "mechanism": pl.String,
    "via": pl.String,
    "colors": pl.List(pl.String),
    "amount": pl.String,
    "choice": pl.String,
    "depends_on": pl.String,
    "restriction": pl.String,
    **COST_SCHEMA,
    "is_mana_ability": pl.Boolean,
    "is_mana_ability_2026": pl.Boolean,
}
ISSUE_SCHEMA: dict[str, pl.DataType | type[pl.DataType]] = {
    "face_text_key": pl.String,
    "text": pl.String,
    "problem": pl.String,
}


@dataclass(frozen=True)
class AbilityFrames:
    faces: pl.DataFrame
    activated: pl.DataFrame
    mana: pl.DataFrame
    issues: pl.DataFrame


FaceText = tuple[str, str | None, str | None, str | None]


def parse_face_texts(faces: Iterable[FaceText]) -> AbilityFrames:
    """Parse distinct (face_text_key, name, type_line, oracle_text) rows with `abilities`.

    Per face it also keeps `could_produce`, `produces` and `leads_to` as the ability parser
    defines them, so a card's answer is the union over its faces (each is a union over
    faces). Runs in the prepass worker during the load
    (see prepass.py), and in the build for whatever the worker did not cover.
    """
    face_rows: list[dict[str, Any]] = []
    activated_rows: list[dict[str, Any]] = []
    mana_rows: list[dict[str, Any]] = []
    issue_rows: list[dict[str, Any]] = []
    for key, name, type_line, oracle_text in faces:
        parsed = parse_face(oracle_text, type_line, name)
        face_rows.append(
            {
                "face_text_key": key,
                "could_produce": list(could_produce([parsed])),
                "produces": list(produces([parsed])),
                "leads_to": list(leads_to([parsed])),
            }
        )
        for ability in parsed.activated:
            activated_rows.append(
                {
                    "face_text_key": key,
                    "ability_index": ability.ability_index,
                    "effect_text": ability.effect_text,
                    "is_loyalty": ability.is_loyalty,
                    "is_intrinsic": ability.is_intrinsic,
                    **_cost_columns(ability),
                }
            )
        for index, row in enumerate(parsed.mana):
            mana_rows.append(
                {
                    "face_text_key": key,
                    "mana_index": index,
                    "ability_index": row.ability_index,
                    "text": row.text,
                    "ability_text": row.ability_text,
                    "source_kind": row.source_kind.value,
                    "mechanism": row.mechanism.value,
                    "via": row.via,
                    "colors": list(row.colors),
                    "amount": row.amount,
                    "choice": row.choice.value,
                    "depends_on": row.depends_on,
                    "restriction": row.restriction,
                    "is_mana_ability": row.is_mana_ability,
                    "is_mana_ability_2026": row.is_mana_ability_2026,
                    **_cost_columns(row),
                }
            )
        issue_rows.extend(
            {"face_text_key": key, "text": issue.text, "problem": issue.problem.value}
            for issue in parsed.issues
        )
    return AbilityFrames(
        pl.DataFrame(face_rows, schema=FACE_SCHEMA),
        pl.DataFrame(activated_rows, schema=ACTIVATED_SCHEMA),
        pl.DataFrame(mana_rows, schema=MANA_SCHEMA),
        pl.DataFrame(issue_rows, schema=ISSUE_SCHEMA),
    )


def _cost_columns(cost: CostParts) -> dict[str, Any]:
    return {**cost_fields(cost), "other_cost": list(cost.other_cost)}
