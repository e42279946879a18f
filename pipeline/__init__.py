"""Scryfall bulk data into a DuckDB warehouse: mana costs, chroma and mana abilities.

`pipeline.open()` opens the warehouse read-only for notebooks (see pipeline.api).
"""

from __future__ import annotations

from typing import Any

__version__ = "0.1.0"
APP_NAME = "mtg-pipeline"

__all__ = ["APP_NAME", "Warehouse", "__version__", "open"]


def __getattr__(name: str) -> Any:
    # Imported on first use, so `import pipeline.mana` stays free of DuckDB and polars.
    if name in ("open", "Warehouse"):
        from pipeline import api

        return getattr(api, name)
    raise AttributeError(f"module 'pipeline' has no attribute {name!r}")
