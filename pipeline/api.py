"""The Python API: open the warehouse read-only and get polars DataFrames back.

    import pipeline
    wh = pipeline.open()                      # --db / $PIPELINE_DB / outputs/cards.duckdb
    wh.sql("select * from card_chroma where chroma_g >= 3")     # a polars DataFrame
    wh.table("card_chroma")
    wh.report("chroma_leaders")               # any report of `pipeline export --list`

The CLI's `query`, `status`, `card` and `export` go through this same class.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from pipeline import warehouse
from pipeline.errors import WarehouseError

if TYPE_CHECKING:
    import polars as pl

    from pipeline.deck.output import DeckFrames


class Warehouse:
    """A read-only connection to a built warehouse.

    Opened read-only and without access to other files (no COPY, ATTACH or read_csv), so
    nothing run through it can change the warehouse or write elsewhere.
    """

    def __init__(self, db: Path | str | None = None, *, check_schema: bool = True) -> None:
        self.path = warehouse.resolve_db(db)
        self._con = warehouse.connect_readonly(self.path)
        try:
            if check_schema:
                warehouse.check_schema(self._con, self.path)
            warehouse.lock_down(self._con)
        except BaseException:
            self._con.close()
            raise

    # -- results as plain rows (what the CLI renders) ---------------------------------

    def query(
        self, sql: str, params: Sequence[Any] | None = None
    ) -> tuple[list[str], list[tuple[Any, ...]]]:
        """Run SQL; return (column names, rows). Errors become WarehouseError."""
        return warehouse.run_query(self._con, sql, params)

    # -- results as DataFrames (what notebooks want) ------------------------------------

    def sql(self, sql: str, params: Sequence[Any] | None = None) -> pl.DataFrame:
        """Run SQL and return a polars DataFrame (lists stay lists)."""
        return warehouse.run_arrow(self._con, sql, params)

    def table(self, name: str) -> pl.DataFrame:
        """A whole table or view of the warehouse as a DataFrame."""
        if name not in self.tables():
            raise WarehouseError(
                f"No table {name!r} in {self.path}. Tables: {', '.join(self.tables())}."
            )
        return self.sql(f'select * from "{name}"')

    def report(self, name: str) -> pl.DataFrame:
        """A report of sql/reports/ (`pipeline export --list` names them) as a DataFrame."""
        from pipeline import reports

        [chosen] = reports.select(reports.discover(), [name])
        reason = reports.unsupported(self) if chosen.needs_every_printing else None
        if reason is not None:
            raise WarehouseError(f"Can't run {chosen.name}: {reason}")
        return self.sql(chosen.sql())

    def tables(self) -> list[str]:
        """Names of the warehouse's tables and views."""
        _, rows = self.query(
            "select table_name from information_schema.tables "
            "where table_schema = 'main' order by table_name"
        )
        return [r[0] for r in rows]

    def close(self) -> None:
        self._con.close()

    def __enter__(self) -> Warehouse:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    # -- decks (issue 13) -------------------------------------------------------------

    def deck(self, path_or_text: str | Path, name: str | None = None) -> DeckFrames:
        """Pips against mana sources of one decklist: a file's path, or its text.

        Returns `DeckFrames(colors, spells, cards)`, three polars DataFrames: one row per
        color, per spell requirement, per card (README, "Decks"). Any format `pipeline
        deck` reads; `name` names the deck (default: the file's name, or "deck").
        """
        from pipeline.deck.load import analyze_decklists, decklist_from
        from pipeline.deck.output import frames

        return frames(analyze_decklists(self, [decklist_from(path_or_text, name)]))


def open(db: Path | str | None = None) -> Warehouse:
    """Open the warehouse read-only (`db`, else $PIPELINE_DB, else outputs/cards.duckdb)."""
    return Warehouse(db)
