"""The Python step of a build: parse each distinct mana cost and oracle text once.

The staging views name every face of every card; this step pulls the distinct mana costs
and distinct (name, type line, oracle text) triples out of DuckDB, parses each once with
the pure parsers in `mana` and `abilities`, and hands the results back as `parsed_*` tables
(through Arrow, no row-by-row inserts). The SQL models join them back to the faces.
"""

from __future__ import annotations

from typing import Any

import polars as pl

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
