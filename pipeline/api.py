"""The Python API: open the warehouse read-only and get polars DataFrames back.

    import pipeline
    wh = pipeline.open()                      # --db / $PIPELINE_DB / outputs/cards.duckdb
    wh.sql("select * from card_chroma where chroma_g >= 3")     # a polars DataFrame
    wh.table("card_chroma")
    wh.report("chroma_leaders")               # any report of `pipeline export --list`
    wh.changes(since="2026-07-01")            # card_changes; wh.prices("Mana Drain")

The CLI's `query`, `status`, `card` and `export` go through this same class.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from datetime import date
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

import duckdb

from pipeline import warehouse
from pipeline.errors import WarehouseError

if TYPE_CHECKING:
    import polars as pl

    from pipeline.deck.output import DeckFrames
    from pipeline.history.query import Query


class Warehouse:
    """A read-only connection to a built warehouse.

    Opened read-only and without access to other files (no COPY, ATTACH or read_csv), so
    nothing run through it can change the warehouse or write elsewhere.
    """

    history_note: str | None = None
    """Why the history reads empty, when the warehouse was copied without it (issue 14)."""
    history_damage: tuple[str, ...] = ()
    """Why the history's views that read missing or damaged files fail, one per view: a
    query of one fails with this message (`pipeline history prune --missing` clears it)."""

    _history: duckdb.DuckDBPyConnection | None = None
    """The connection of `history_query`, opened by its first call."""

    _closed = False

    _statement = 0
    """How many statements this handle has run: a streamed result (`query_rows`) is read
    on the connection they share, and the next statement replaces it."""

    def __init__(self, db: Path | str | None = None, *, check_schema: bool = True) -> None:
        self.path = warehouse.resolve_db(db)
        # taken before opening: a swap in between reads as replaced, never the reverse
        self._opened = warehouse.file_identity(self.path)
        self._con = warehouse.connect_readonly(self.path)
        try:
            if check_schema:
                warehouse.check_schema(self._con, self.path)
            # issue 14: the history's views, before the lock-down
            self._history_views = warehouse.register_history(self._con, self.path)
            self.history_note = self._history_views.note
            self.history_damage = tuple(self._history_views.damaged)
            warehouse.lock_down(self._con)
        except BaseException:
            self._con.close()
            raise

    # -- results as plain rows (what the CLI renders) ---------------------------------

    def query(
        self, sql: str, params: Sequence[Any] | None = None
    ) -> tuple[list[str], list[tuple[Any, ...]]]:
        """Run SQL; return (column names, rows). Errors become WarehouseError."""
        self._one_statement(sql, params)
        self._show_history_for(sql)
        return warehouse.run_query(self._statements(), sql, params)

    def query_rows(
        self, sql: str, params: Sequence[Any] | None = None
    ) -> tuple[list[str], Iterator[tuple[Any, ...]]]:
        """`query`, its rows read as they are iterated (a batch at a time, so a result of
        any size fits in memory), while this handle is open."""
        self._one_statement(sql, params)
        self._show_history_for(sql)
        con = self._statements()
        ours = self._statement

        def still_ours() -> None:
            if self._closed:
                raise WarehouseError(
                    "This handle was closed while a streamed result (query_rows) was being "
                    "read: read the rows before it closes (inside its `with` block)."
                )
            # DuckDB would go on with the other statement's result as if it were this one's
            if self._statement != ours:
                raise WarehouseError(
                    "Another query ran on this handle while a streamed result (query_rows) "
                    "was being read: read one result to its end first, or open another "
                    "handle (pipeline.open())."
                )

        return warehouse.stream_query(con, sql, params, before_fetch=still_ours)

    def _statements(self) -> duckdb.DuckDBPyConnection:
        """The connection, to run a statement on (see `_statement`)."""
        self._check_open()
        self._statement += 1
        # a streamed result not read to its end (query_rows, left at a `break`) holds the
        # connection until ended: end it, as the next statement would; that stream's next
        # read then says another query ran
        self._con.abort()
        return self._con

    def _check_open(self) -> None:
        if self._closed:
            raise WarehouseError(
                f"This handle on {self.path} is closed: open the warehouse again (pipeline.open())."
            )

    # -- results as DataFrames (what notebooks want) ------------------------------------

    def sql(self, sql: str, params: Sequence[Any] | None = None) -> pl.DataFrame:
        """Run SQL and return a polars DataFrame (lists stay lists)."""
        self._one_statement(sql, params)
        self._show_history_for(sql)
        return warehouse.run_arrow(self._statements(), sql, params)

    def _one_statement(self, sql: str, params: Sequence[Any] | None = None) -> None:
        """Refuse SQL of no statement or of several: DuckDB runs them all and returns
        only the last one's rows, so the others' would be lost without a word. And SQL
        that is no text, or parameters given as one string (each letter a parameter)."""
        _text(sql, "The SQL")
        if isinstance(params, str | bytes) or not isinstance(
            params, Sequence | Mapping | None
        ):  # a str is a Sequence: each letter would be a parameter
            raise WarehouseError(
                f"The parameters are a list of values: give [{params!r}], not {params!r}."
            )
        count = warehouse.statement_count(self._statements(), sql)
        if count == 0:
            raise WarehouseError("The SQL holds no statement (only comments or ';').")
        if count > 1:
            raise WarehouseError(
                f"The SQL holds {count} statements: run one at a time (only the last one's "
                "rows would be shown)."
            )

    def _show_history_for(self, sql: str) -> None:
        """The history's views, on the first SQL that reads them (`register_history`)."""
        try:
            self._history_views.show_for(self._statements(), sql)
        except OSError as exc:  # its files deleted since: a refresh merged or pruned them
            raise WarehouseError(
                f"Can't read the history of {self.path}: {exc}. If a refresh or a prune ran "
                "since this handle opened it, open it again (pipeline.open())."
            ) from exc

    def table(self, name: str) -> pl.DataFrame:
        """A whole table or view of the warehouse as a DataFrame (its name in any case, as
        `pipeline schema` takes it)."""
        _text(name, "The table's name")
        names = self.tables()
        found = next((n for n in names if n.lower() == name.lower()), None)
        if found is None:
            raise WarehouseError(f"No table {name!r} in {self.path}. Tables: {', '.join(names)}.")
        return self.sql(f'select * from "{found}"')

    def report(self, name: str) -> pl.DataFrame:
        """A report of sql/reports/ (`pipeline export --list` names them) as a DataFrame."""
        from pipeline import reports

        _text(name, "The report's name")
        [chosen] = reports.select(reports.discover(), [name])
        reason = reports.unsupported(chosen, self.has_every_printing())
        if reason is not None:
            raise WarehouseError(f"Can't run {chosen.name}: {reason}")
        return self.sql(chosen.sql())

    # -- what the warehouse is ----------------------------------------------------------

    def tables(self) -> list[str]:
        """Names of the warehouse's tables and views."""
        return warehouse.table_names(self._statements(), views=True)

    def table_counts(self) -> dict[str, int]:
        """Rows per table (views left out), by name."""
        try:
            return warehouse.table_counts(self._statements())
        except duckdb.Error as exc:
            raise self._read_error(exc) from exc

    def latest_run(self) -> dict[str, Any] | None:
        """The `refresh_runs` row of the build this warehouse is, by column name."""
        try:
            return warehouse.latest_run(self._statements())
        except duckdb.Error as exc:
            raise self._read_error(exc) from exc

    def _read_error(self, exc: duckdb.Error) -> WarehouseError:
        if warehouse.is_damaged(exc, self.path):
            return warehouse.damaged_error(exc, self.path)
        return WarehouseError(warehouse.first_line(exc))

    def has_every_printing(self) -> bool:
        """Whether it holds every printing of each card (`pipeline_meta`), which reports
        that date cards by their first printing need."""
        # a table of the build, never the history: straight to the connection
        _, rows = warehouse.run_query(
            self._statements(), "select has_every_printing from pipeline_meta"
        )
        return bool(rows and rows[0][0])

    def legality_formats(self) -> list[str]:
        """The formats the cards' `legalities` name, sorted (Scryfall adds one now and then)."""
        # a table of the build, never the history: straight to the connection
        _, present = warehouse.run_query(
            self._statements(),
            "select 1 from duckdb_columns() where database_name = current_database() "
            "and table_name = 'cards' and column_name = 'legalities'",
        )
        if not present:  # a file without legalities
            return []
        _, rows = warehouse.run_query(
            self._statements(),
            "select distinct unnest(json_keys(to_json(legalities))) as f from "
            "(select legalities from cards where legalities is not null limit 1) order by f",
        )
        return [r[0] for r in rows]

    def close(self) -> None:
        self._closed = True
        if self._history is not None:
            self._history.close()
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

        Returns `DeckFrames`: three polars DataFrames, one row per color, per spell
        requirement, per card (README, "Decks"), which unpack as `colors, spells, cards`,
        and `notes`, what the reader took on trust (the notes `pipeline deck` prints). Any
        format `pipeline deck` reads; `name` names the deck (default: the file's name, or
        "deck").
        """
        from pipeline.deck.load import analyze_decklists, decklist_from
        from pipeline.deck.output import frames

        if not isinstance(path_or_text, Path):
            _text(path_or_text, "The decklist (a file's path or the list's text)")
        if name is not None:
            _text(name, "The deck's name")
        decklist = decklist_from(path_or_text, name)
        return frames(analyze_decklists(self, [decklist]), decklist.notes)

    # -- history (issue 14) -----------------------------------------------------------

    def history_query(self, asked: Query) -> tuple[list[str], list[tuple[Any, ...]]]:
        """Run one of the pipeline's own history queries (`pipeline.history.query`):
        (column names, rows), as `query` gives them.

        They run on a connection of their own where DuckDB reads the history's Parquet
        files itself (`warehouse.open_history_reader`), about three times faster than
        `sql` and `query` read them; it takes only these fixed queries, never free SQL.
        """
        return warehouse.run_query(self._history_reader(), asked.sql, asked.params)

    def report_rows(self, sql: str) -> tuple[list[str], list[tuple[Any, ...]]]:
        """(column names, rows) of a report of sql/reports/ (one select, `pipeline.reports`),
        run as `history_query` runs its queries: DuckDB reads the history's files itself,
        so an export imports no pyarrow (0.3-0.5 s of every refresh). Only a single select
        is taken, since that connection may read those files and DuckDB would let another
        kind of statement write them."""
        try:
            statements = self._statements().extract_statements(sql)
        except duckdb.Error as exc:
            raise WarehouseError(warehouse.first_line(exc)) from exc
        if len(statements) != 1 or statements[0].type != duckdb.StatementType.SELECT:
            kinds = ", ".join(s.type.name.lower() for s in statements) or "none"
            raise WarehouseError(f"A report is one select statement; this SQL holds: {kinds}.")
        return warehouse.run_query(self._history_reader(), sql)

    def history_sql(self, asked: Query) -> pl.DataFrame:
        """`history_query` as a polars DataFrame."""
        return warehouse.run_arrow(self._history_reader(), asked.sql, asked.params)

    def _history_reader(self) -> duckdb.DuckDBPyConnection:
        """Opened on first use, and only onto the warehouse this handle opened: after a
        refresh swapped another in, its history is another's (and its files may be gone)."""
        self._check_open()
        if self._history is None:
            reader = warehouse.open_history_reader(self.path)
            if warehouse.file_identity(self.path) != self._opened:
                reader.close()
                raise WarehouseError(
                    f"The warehouse {self.path} was replaced (by a refresh) after this handle "
                    "opened it: open it again (pipeline.open()) to read its history."
                )
            self._history = reader
        return self._history

    def changes(
        self,
        since: date | str | None = None,
        field: str | None = None,
        change: str | None = None,
    ) -> pl.DataFrame:
        """card_changes as `pipeline changes` shows it: the last refresh's, or with `since`
        (a date or 'YYYY-MM-DD', UTC) every change from that day on; `field` and `change`
        narrow it (README, "History")."""
        from pipeline.history import query

        for value, what in ((field, "The field"), (change, "The change")):
            if value is not None:
                _text(value, what)
        asked = query.changes(since=_as_date(since, "since"), field=field, change=change)
        found = self.history_sql(asked)
        if found.is_empty():
            query.check_format(field, self.legality_formats())
        return found

    def prices(self, name: str, since: date | str | None = None) -> pl.DataFrame:
        """The price series of every printing of the card called `name` (found as `pipeline
        card` finds it): one row per printing and snapshot, as `pipeline prices` shows it."""
        from pipeline import card_page
        from pipeline.history import query

        _text(name, "The card's name")
        card_id, oracle_id, _ = card_page.choose(self, name)
        asked = query.prices(oracle_id, card_id, since=_as_date(since, "since"))
        return self.history_sql(asked)

    def snapshots(self) -> pl.DataFrame:
        """The history's committed snapshots: one row per kind, day and file."""
        from pipeline.history import query

        asked = query.snapshots()
        return self.sql(asked.sql, asked.params)


def _text(value: object, what: str) -> None:
    """Refuse an argument that should be text and is not: `wh.report(None)` would
    otherwise fail deep inside with an error that names no argument."""
    if not isinstance(value, str):
        raise WarehouseError(f"{what} must be text, not {type(value).__name__}.")


def _as_date(value: date | str | None, name: str) -> date | None:
    if value is None or isinstance(value, date):
        return value
    from pipeline.history import parse_date

    return parse_date(str(value), name)


def open(db: Path | str | None = None) -> Warehouse:
    """Open the warehouse read-only (`db`, else $PIPELINE_DB, else outputs/cards.duckdb)."""
    return Warehouse(db)
