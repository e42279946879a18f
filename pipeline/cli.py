"""The `pipeline` command: parse arguments, call one function, render its result.

Errors the user is expected to hit are `PipelineError`s: printed as `Error: <message>` on
stderr with exit status 1. Anything else is a bug and keeps its traceback.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer
from typer.core import TyperCommand

from pipeline import __version__, history, render, reports, warehouse
from pipeline.api import Warehouse
from pipeline.bulk import CARD_BULK_TYPES, DEFAULT_BULK
from pipeline.errors import ManaCostError, PipelineError
from pipeline.files import open_output
from pipeline.mana import COLORS, parse_mana_cost
from pipeline.progress import Reporter
from pipeline.quick import looks_like_sql, print_result, report_interrupt
from pipeline.refresh import RefreshOptions, refresh
from pipeline.scryfall import API_URL

if TYPE_CHECKING:  # rich loads when a command prints a table: a no-op refresh starts faster
    from rich.console import Console

app = typer.Typer(
    help=(
        "Scryfall's card data in a local DuckDB warehouse: mana costs parsed into symbols "
        "and per-color chroma, oracle text parsed into mana abilities, CSV reports."
    ),
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
    rich_markup_mode=None,
)

DbOption = Annotated[
    Path | None,
    typer.Option("--db", help="Warehouse file. Default: $PIPELINE_DB, else outputs/cards.duckdb."),
]
FormatOption = Annotated[
    render.Format, typer.Option("--format", "-f", help="Output format.", case_sensitive=False)
]
QuietOption = Annotated[
    bool, typer.Option("--quiet", "-q", help="Print nothing but errors and warnings.")
]
WaitOption = Annotated[
    bool, typer.Option("--wait", help="If another refresh is running, wait for it to finish.")
]
"""For the commands that take the refresh lock: `refresh` and `history prune`."""
CardNameArgument = Annotated[
    str, typer.Argument(help="The card's name, any case; accents optional.")
]
"""`card` and `prices` find a card the same way (`card_page`)."""


class PageFormat(StrEnum):
    """`pipeline card --format`: the page as a terminal shows it, or JSON."""

    TABLE = "table"
    JSON = "json"


def _stdout() -> Console:
    from rich.console import Console

    return Console(soft_wrap=True)


def fail(message: str) -> NoReturn:
    typer.echo(f"Error: {message}", err=True)
    raise typer.Exit(1)


@contextmanager
def errors_to_exit() -> Iterator[None]:
    """Map the pipeline's own errors to `Error: ...` and exit status 1, Ctrl-C to exit 130.

    Every command but a refresh only reads the warehouse, and a refresh interrupted
    before its swap leaves it as it was (the swap is one rename).
    """
    try:
        yield
    except PipelineError as exc:
        fail(str(exc))
    except KeyboardInterrupt as exc:  # one raised by the pipeline says what it left
        raise typer.Exit(report_interrupt(exc)) from None


def _version(value: bool) -> None:
    if value:
        typer.echo(f"pipeline {__version__}")
        raise typer.Exit()


@app.callback()
def main(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version.")
    ] = False,
) -> None:
    """Run `pipeline refresh` first; then `status`, `query`, `card`, `schema`, `export`."""


# -- refresh ---------------------------------------------------------------------------


@app.command("refresh")
def refresh_command(
    db: DbOption = None,
    bulk: Annotated[
        str | None,
        typer.Option(
            help=f"Which Scryfall card file to download: {', '.join(CARD_BULK_TYPES)}. "
            "default_cards has every English printing (~117k objects, a ~40 MB download): "
            "what the reports by year and by set need. oracle_cards has one printing per "
            "card (~38k, Scryfall's choice, lighter), all_cards every printing in every "
            f"language (~2.3 GB). Default: {DEFAULT_BULK}."
        ),
    ] = None,
    api_url: Annotated[
        str, typer.Option(help="Scryfall API base URL (a mirror or a test server).")
    ] = API_URL,
    from_file: Annotated[
        Path | None,
        typer.Option(
            help="Build from a local bulk file instead of downloading: .json, .json.gz, "
            ".jsonl or .jsonl.gz, recognised by content. No network is used."
        ),
    ] = None,
    rulings_file: Annotated[
        Path | None, typer.Option(help="A local rulings file (same formats).")
    ] = None,
    sets_file: Annotated[
        Path | None, typer.Option(help="A local /sets response or array of sets.")
    ] = None,
    symbology_file: Annotated[
        Path | None, typer.Option(help="A local /symbology response.")
    ] = None,
    cache_dir: Annotated[
        Path | None,
        typer.Option(
            help="Where downloads are kept. Default: a 'cache' folder beside the warehouse."
        ),
    ] = None,
    force: Annotated[
        bool, typer.Option("--force", help="Rebuild even if the source has not changed.")
    ] = False,
    as_of: Annotated[
        str | None,
        typer.Option(
            "--as-of",
            help="With --from-file: the date (YYYY-MM-DD) the file's prices and changes are "
            "of in the history. Default: the file's modification date.",
        ),
    ] = None,
    wait: WaitOption = False,
    no_reports: Annotated[
        bool,
        typer.Option(
            "--no-reports", help="Don't export the reports afterwards (see 'pipeline export')."
        ),
    ] = False,
    quiet: QuietOption = False,
) -> None:
    """Build the warehouse from Scryfall's bulk data, if it changed.

    Downloads Scryfall's bulk data (or reads a local file) and rebuilds the warehouse.
    Does nothing when Scryfall's export has not changed since the last refresh. The new
    warehouse is built beside the old one and replaces it only when complete, so a failed
    refresh leaves the last good warehouse as it was.

    Then exports the reports, charts and HTML page into a 'reports' folder beside the
    warehouse (as 'pipeline export' does) unless --no-reports is given; after a refresh
    that rebuilt nothing, only when they are missing or older than the warehouse.
    """
    if bulk is not None and from_file is not None:
        fail(
            f"--bulk {bulk} chooses which file to download; --from-file {from_file} is read "
            "as it is. Give one of the two."
        )
    options = RefreshOptions(
        db=warehouse.resolve_db(db),
        bulk=bulk or DEFAULT_BULK,
        api_url=api_url,
        cache_dir=cache_dir,
        from_file=from_file,
        rulings_file=rulings_file,
        sets_file=sets_file,
        symbology_file=symbology_file,
        force=force,
        wait=wait,
        reports=not no_reports,
    )
    with errors_to_exit():
        if as_of is not None:  # history (issue 14)
            from pipeline.history import parse_date

            options = replace(options, as_of=parse_date(as_of, "--as-of"))
        result = refresh(options, reporter=Reporter(quiet=quiet))
    if not quiet:
        typer.echo(result.message)
        if result.exported is not None:
            typer.echo(result.exported.summary())
    for warning in result.warnings:  # to act on: shown even by a quiet refresh
        typer.echo(f"Warning: {warning}", err=True)


# -- status ----------------------------------------------------------------------------


@app.command("status")
def status_command(db: DbOption = None) -> None:
    """Which warehouse, built when, from what.

    Its path, when it was built, from which upstream version and file, rows per table.
    """
    path = warehouse.resolve_db(db)
    if not path.exists():
        fail(f"No warehouse at {path} yet. Run 'pipeline refresh' to build one.")
    with errors_to_exit(), Warehouse(path) as wh:
        run = wh.latest_run()
        counts = wh.table_counts()
    out = _stdout()
    out.print(f"Warehouse: {path.resolve()}", highlight=False)
    if run:
        out.print(f"Built:     {run['finished_at']:%Y-%m-%d %H:%M:%S %Z}", highlight=False)
        source = run["bulk_type"] if run["bulk_type"] != "file" else "local file"
        out.print(f"Source:    {source}: {run['source']}", highlight=False)
        if run["upstream_updated_at"]:
            out.print(
                f"Upstream:  Scryfall export of {run['upstream_updated_at']}", highlight=False
            )
        out.print(
            f"File:      {run['source_bytes']:,} bytes, sha256 {run['source_sha256']}",
            highlight=False,
        )
        if run["rulings_source"]:
            out.print(f"Rulings:   {run['rulings_source']}", highlight=False)
        stages = run["seconds_per_stage"] or {}
        out.print(
            f"Build:     {sum(stages.values()):.1f} s ("
            + ", ".join(f"{k} {v:.1f} s" for k, v in stages.items())
            + ")",
            highlight=False,
        )
    from rich.table import Table

    table = Table("table", "rows", box=None, pad_edge=False)
    for name, count in counts.items():
        table.add_row(name, f"{count:,}")
    out.print(table)


# -- query -----------------------------------------------------------------------------


class _SqlArgumentCommand(TyperCommand):
    """`query`, whose SQL may start with a comment: click takes '-- count...' for an option.

    An argument that starts with '-' and has whitespace before any '=' can't be an option
    name; it is moved behind '--', where click reads it as the SQL argument.
    """

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        sql = [a for a in args if looks_like_sql(a)]
        rest = [a for a in args if not looks_like_sql(a)]
        return super().parse_args(ctx, [*rest, "--", *sql] if sql else rest)


@app.command("query", cls=_SqlArgumentCommand)
def query_command(
    sql: Annotated[
        str | None, typer.Argument(help="The SQL to run, or - to read it from standard input.")
    ] = None,
    file: Annotated[Path | None, typer.Option("--file", help="Read the SQL from a file.")] = None,
    fmt: FormatOption = render.Format.TABLE,
    output: Annotated[
        Path | None,
        typer.Option("--output", "-o", help="Write to this file instead of the screen."),
    ] = None,
    db: DbOption = None,
) -> None:
    """Run SQL against the warehouse (read-only).

    Statements that would change the warehouse are refused. In CSV and Markdown, NULL is
    an empty field and lists, structs and maps are JSON (["W","U"]); JSON output keeps
    them as JSON values.

    Examples:

      pipeline query "select name, chroma_g from card_chroma order by chroma_g desc limit 5"

      echo "select count(*) from cards" | pipeline query - --format csv
    """
    text = _read_sql(sql, file)
    path = warehouse.resolve_db(db)
    if output is not None and _is_warehouse_file(output, path):
        fail(f"--output {output} is the warehouse's own file; choose another file.")
    with errors_to_exit(), Warehouse(path) as wh:
        columns, rows = wh.query_rows(text)  # read as they are written: any size fits
        if output is None:
            print_result(fmt, columns, rows)
        else:
            _write_to(output, fmt, columns, rows)


def _is_warehouse_file(output: Path, db: Path) -> bool:
    """Would writing `output` replace the warehouse, its lock or WAL, a build under way,
    or a file of its history (README, "History")?"""
    target = output.resolve()
    if target.is_relative_to(history.folder(db).resolve()):
        return True
    if target.parent != db.resolve().parent:
        return False
    name = db.name
    return target.name in (name, f"{name}.lock", f"{name}.wal") or target.name.startswith(
        f".{name}.building-"
    )


def _read_sql(sql: str | None, file: Path | None) -> str:
    if file is not None and sql is not None:
        fail("Give the SQL either as an argument or with --file, not both.")
    if file is not None:
        try:
            text = file.read_text(encoding="utf-8")
        except OSError as exc:
            fail(f"Can't read {file}: {exc.strerror}")
        except UnicodeDecodeError as exc:
            fail(f"Can't read {file}: it is not UTF-8 text ({exc.reason}); save it as UTF-8.")
    elif sql == "-":
        text = sys.stdin.read()
    else:
        text = sql or ""
    if not text.strip():
        fail("No SQL given. Pass it as an argument, '-' for standard input, or --file F.sql.")
    return text


def _emit(
    fmt: str, columns: Sequence[str], rows: Sequence[Sequence[Any]], output: Path | None
) -> None:
    if output is not None:
        _write_to(output, fmt, columns, rows)
        return
    if fmt == "table":
        from rich.table import Table
        from rich.text import Text

        table = Table(box=None, header_style="bold", pad_edge=False)
        for column in columns:
            table.add_column(Text(column), overflow="fold")
        for row in rows:
            table.add_row(*(Text(render.flat(v)) for v in row))  # text, never markup
        _stdout().print(table)
        typer.echo(f"({len(rows)} row{'s' if len(rows) != 1 else ''})", err=True)
    else:
        render.write(fmt, columns, rows, sys.stdout)


def _write_to(output: Path, fmt: str, columns: Sequence[str], rows: render.RowStream) -> None:
    if fmt == "table":
        fmt = "csv"  # a drawn table is for screens; a file gets the flat form
    with errors_to_exit(), _writing(output) as handle:
        render.write(fmt, columns, rows, handle)


@contextmanager
def _writing(path: Path) -> Iterator[Any]:
    """--output: `-` is standard output; see files.open_output for everything else."""
    if str(path) == "-":
        yield sys.stdout
        return
    try:
        with open_output(path) as handle:
            yield handle
    except IsADirectoryError as exc:
        raise PipelineError(f"--output {path} is a folder; give a file name.") from exc
    except OSError as exc:
        raise PipelineError(f"Can't write {path}: {exc.strerror or exc}") from exc


# -- mana ------------------------------------------------------------------------------


@app.command("mana")
def mana_command(
    cost: Annotated[
        str, typer.Argument(help='A mana cost as Scryfall writes it: "{3}{U/R}{U/R}".')
    ],
    fmt: FormatOption = render.Format.TABLE,
) -> None:
    """Explain a mana cost.

    Each symbol's kind, colors and mana value; chroma per color.

    Hybrid symbols count toward chroma for each of their colors (RULES: CR 107.4e, the
    Eventide chroma rulings): {3}{U/R}{U/R} has two blue and two red.

    Every format gives the same facts: json one object (mana values as numbers, null for
    infinite; colors as lists), csv and markdown one field per row (symbols and colors as
    JSON).
    """
    try:
        parsed = parse_mana_cost(cost)
    except ManaCostError as exc:
        fail(str(exc))
    # One record for every format: JSON as it is, CSV and Markdown as field/value rows in
    # the flat form (symbols and colors as JSON), the table drawn from it.
    symbols = [
        {
            "symbol": s.text,
            "kind": s.kind,
            "colors": list(s.colors),
            "mana_value": _json_number(s.mana_value),
        }
        for s in parsed.symbols
    ]
    body: dict[str, Any] = {
        "cost": cost,
        "symbols": symbols,
        "chroma": parsed.chroma,
        "mana_value": _json_number(parsed.mana_value),
        "colors": list(parsed.colors),
    }
    if fmt == "json":
        typer.echo(json.dumps(body, ensure_ascii=False, indent=2))
        return
    if fmt != "table":
        summary = [
            ("cost", cost),
            ("symbols", symbols),
            *((f"chroma_{c.lower()}", parsed.chroma[c]) for c in COLORS),
            ("mana_value", body["mana_value"]),
            ("colors", body["colors"]),
        ]
        _emit(fmt, ["field", "value"], summary, None)
        return
    from rich.table import Table

    out = _stdout()
    table = Table("symbol", "kind", "colors", "mana_value", box=None, header_style="bold",
                  pad_edge=False)  # fmt: skip
    for s in parsed.symbols:
        table.add_row(s.text, s.kind, "".join(s.colors), render.mana_value(s.mana_value))
    out.print(table)
    chroma = "  ".join(f"{c} {parsed.chroma[c]}" for c in COLORS)
    out.print(f"chroma:     {chroma}", highlight=False)
    value = parsed.mana_value
    shown = "infinite ({∞})" if value is None else render.mana_value(value)
    note = "  (X, Y and Z count 0 off the stack, CR 107.3g)" if parsed.has_variable else ""
    out.print(f"mana value: {shown}{note}", highlight=False)
    out.print(f"colors:     {''.join(parsed.colors) or 'colorless'}", highlight=False)


def _json_number(value: float | None) -> int | float | None:
    """A mana value for JSON: 3 not 3.0, 0.5 as is, None for infinite ({∞}, CR 107.3f)."""
    if value is None:
        return None
    return int(value) if float(value).is_integer() else value


# -- export ----------------------------------------------------------------------------


@app.command("export")
def export_command(
    names: Annotated[
        list[str] | None,
        typer.Argument(
            help="Reports to write (e.g. rpt_pips_by_year or pips_by_year). Default: all of "
            "them, with the charts and the HTML page."
        ),
    ] = None,
    list_reports: Annotated[
        bool, typer.Option("--list", help="Describe the reports instead of writing them.")
    ] = False,
    out: Annotated[
        Path | None,
        typer.Option(
            "--out", help="Folder to write into. Default: 'reports' beside the warehouse."
        ),
    ] = None,
    fmt: Annotated[
        render.Format,
        typer.Option("--format", "-f", help="Format of --list.", case_sensitive=False),
    ] = render.Format.TABLE,
    quiet: QuietOption = False,
    db: DbOption = None,
) -> None:
    """Write the reports, charts and HTML page.

    Each report is a SQL file of sql/reports/ and becomes <name>.csv in a 'reports'
    folder beside the warehouse (sorted on a unique key: the same warehouse gives the same
    bytes; lists as JSON, NULL as an empty field). With no NAMES, also chart_*.svg and
    report.html, a self-contained page with the charts and the headline tables. Every
    file is written aside and moved into place. In the --out folder, only files an export
    wrote are replaced or removed: one of yours with the same name stops the export. A
    report that reads a history file that is missing or damaged is left out: the rest are
    written, then the command exits 1 naming it.

    Examples:

      pipeline export

      pipeline export --list

      pipeline export pips_by_year chroma_leaders --out /tmp/r
    """
    if list_reports:
        with errors_to_exit():
            available = reports.select(reports.discover(), names) if names else reports.discover()
        if fmt == "table":
            brief = [(r.name, r.title, r.grain) for r in available]
            _emit(fmt, ["report", "what it shows", "grain"], brief, None)
        else:
            full = [(r.name, r.filename, r.grain, r.description) for r in available]
            _emit(fmt, ["report", "file", "grain", "description"], full, None)
        return
    from pipeline.export import export  # the charts and the page: only when writing

    path = warehouse.resolve_db(db)
    with errors_to_exit():
        result = export(path, out, names or ())
    if not quiet:
        for name, csv_path in result.csvs.items():
            rows_written = result.rows[name]
            typer.echo(f"{csv_path}  ({rows_written:,} row{'s' if rows_written != 1 else ''})")
        for chart in result.charts:
            typer.echo(str(chart))
        if result.page is not None:
            typer.echo(f"{result.page}  (open it in a browser)")
        for line in result.not_written_lines(damaged=False):
            typer.echo(line)
    if damage := result.history_damage_lines():
        # the rest is written, but a report is missing until the history is mended: a
        # script that runs the export must not take it for complete
        fail(" ".join(damage))


# -- parquet ---------------------------------------------------------------------------


@app.command("parquet")
def parquet_command(
    out: Annotated[
        Path | None,
        typer.Option(
            "--out", help="Folder to write into. Default: 'parquet' beside the warehouse."
        ),
    ] = None,
    quiet: QuietOption = False,
    db: DbOption = None,
) -> None:
    """Write every warehouse table as Parquet, for Spark, Trino, pandas or DuckDB.

    One <table>.parquet per table (zstd; lists, structs and maps kept nested; UUIDs as
    text) and manifest.json (tables, rows, column types, upstream export, schema
    version). The folder is written aside and swapped in whole.

    Example:

      pipeline parquet --out /data/mtg
    """
    from pipeline.parquet import export_parquet

    path = warehouse.resolve_db(db)
    target = out or path.parent / "parquet"
    with errors_to_exit():
        manifest = export_parquet(path, target)
    if not quiet:
        rows = sum(t["rows"] for t in manifest["tables"])
        typer.echo(f"{target}: {len(manifest['tables'])} tables, {rows:,} rows, manifest.json")


# -- card ------------------------------------------------------------------------------


@app.command("card")
def card_command(
    name: CardNameArgument,
    fmt: Annotated[
        PageFormat, typer.Option("--format", "-f", help="A page, or JSON.", case_sensitive=False)
    ] = PageFormat.TABLE,
    db: DbOption = None,
) -> None:
    """Show a card as its card page would.

    Cost, type line and text of each face, chroma, its mana abilities and what it could
    produce, and its rulings with their dates.

    The exact name is looked up first (a face's name finds its card); otherwise the
    closest names are listed to choose from, and the exit status is 1. When several cards
    have the name, a card beats a token and the others are listed; the printing shown is
    the newest that is not a promo, digital-only or oversized.

    Examples:

      pipeline card "lightning bolt"

      pipeline card Stomp --format json
    """
    from pipeline import card_page

    with errors_to_exit(), Warehouse(warehouse.resolve_db(db)) as wh:
        page = card_page.find(wh, name)
    if fmt == "json":
        typer.echo(json.dumps(render.jsonable(page.to_dict()), ensure_ascii=False, indent=2))
        return
    width = min(_stdout().width, 100)
    typer.echo(card_page.render_text(page, width), nl=False)


# -- schema ----------------------------------------------------------------------------


@app.command("schema")
def schema_command(
    table: Annotated[
        str | None, typer.Argument(help="A table (or macro) to describe column by column.")
    ] = None,
    fmt: FormatOption = render.Format.TABLE,
    db: DbOption = None,
) -> None:
    """Describe the tables, or the columns of one.

    The data dictionary: what each table holds, or each column of TABLE.

    The descriptions are stored in the warehouse itself (COMMENT ON), so any DuckDB
    client sees them too; docs/schema.md is generated from them.

    Examples:

      pipeline schema

      pipeline schema card_chroma --format markdown
    """
    from pipeline import dictionary

    with errors_to_exit(), Warehouse(warehouse.resolve_db(db)) as wh:
        docs = dictionary.catalog(wh)
    if table is None:
        _emit(fmt, ["table", "description"], [(d.name, d.description) for d in docs], None)
        return
    by_name = {d.name: d for d in docs}
    doc = by_name.get(table) or by_name.get(table.lower())
    if doc is None:
        fail(f"No table {table!r} in the warehouse. Tables: {', '.join(by_name)}.")
    if fmt == "table":
        _stdout().print(f"{doc.name}: {doc.description}", highlight=False, markup=False)
    rows = [
        (c.name, dictionary.short_type(c.data_type) if fmt == "table" else c.data_type,
         c.description)
        for c in doc.columns
    ]  # fmt: skip
    if not rows and fmt != "table":  # a macro has no columns: one row says what it is
        rows = [(doc.name, doc.kind, doc.description)]
    if rows or fmt != "table":
        _emit(fmt, ["column", "type", "description"], rows, None)


# -- deck ------------------------------------------------------------------------------


@app.command("deck")
def deck_command(
    files: Annotated[
        list[str],
        typer.Argument(
            help="Decklists: MTG Arena exports, MTGO .txt or .dek files, or '4x Name' lines. "
            "- reads one from standard input."
        ),
    ],
    fmt: FormatOption = render.Format.TABLE,
    spells: Annotated[
        bool,
        typer.Option(
            "--spells", help="One row per spell and color requirement instead of per color."
        ),
    ] = False,
    html: Annotated[
        Path | None,
        typer.Option(
            "--html", help="Also write an SVG chart and an HTML page per deck into this folder."
        ),
    ] = None,
    db: DbOption = None,
) -> None:
    """Colored pips against mana sources, per deck and color.

    For each deck and color: pips (chroma of every spell the main deck and commander
    cast, an adventure's too), land sources (fetch lands for the colors they can find in
    the deck, modal double-faced lands), nonland sources (mana creatures, Moxen, rocks),
    one-shot sources (rituals, Treasure makers, Spirit Guides), and the land sources Frank
    Karsten's model needs for the most demanding spell, with the deficit. Hybrid costs
    count sources of either color. README, "Decks", says what counts and why.

    Examples:

      pipeline deck mydeck.txt

      pipeline deck decks/*.txt --format csv > metagame.csv

      pipeline deck deck.dek --spells --html out/
    """
    from pipeline.deck.load import analyze_decklists, read_decklists
    from pipeline.deck.output import table

    with errors_to_exit():
        decklists = read_decklists(files)
        for note in (n for d in decklists for n in d.notes):
            typer.echo(f"Note: {note}", err=True)
        with Warehouse(warehouse.resolve_db(db)) as wh:
            results = analyze_decklists(wh, decklists)
    columns, rows = table(results, spells=spells)
    _emit(fmt, columns, rows, None)
    if html is not None:
        from pipeline.deck.html import write_pages

        with errors_to_exit():
            written = write_pages(results, html)
        for path in written:
            typer.echo(str(path), err=True)


# == history (issue 14) =========================================================================
# Kept together at the end: `changes`, `prices`, `history list` and `history prune`. History
# lives beside the warehouse (README, "History"); pipeline.history says how.

history_app = typer.Typer(
    help="The history beside the warehouse: list its snapshots, or delete the old ones.",
    no_args_is_help=True,
    rich_markup_mode=None,
)
app.add_typer(history_app, name="history")


@app.command("changes")
def changes_command(
    since: Annotated[
        str | None,
        typer.Option(
            help="Every change from this date (YYYY-MM-DD, UTC) on. Default: the changes "
            "of the last refresh."
        ),
    ] = None,
    field: Annotated[
        str | None,
        typer.Option(
            help="Only this field: name, mana_cost, type_line, oracle_text, power, toughness, "
            "loyalty, defense, colors, color_identity, keywords, produced_mana, rarity, "
            "chroma, could_produce, legalities (every format) or legalities.<format>; "
            "card_id or oracle_id for printings or cards added and removed."
        ),
    ] = None,
    change: Annotated[str | None, typer.Option(help="Only added, removed or changed.")] = None,
    fmt: FormatOption = render.Format.TABLE,
    db: DbOption = None,
) -> None:
    """What changed between refreshes: card_changes.

    Printings and cards added or removed, and changes to the fields analysts follow
    (text, cost, characteristics, legalities per format, produced_mana, rarity, chroma,
    could_produce), each with its old and new value. Without --since, the changes the
    last refresh found.

    Examples:

      pipeline changes

      pipeline changes --since 2026-07-01 --field legalities --format csv
    """
    from pipeline.history import parse_date, query

    with errors_to_exit():
        asked = query.changes(
            since=parse_date(since, "--since") if since is not None else None,
            field=field,
            change=change,
        )
        with Warehouse(warehouse.resolve_db(db)) as wh:
            columns, rows = wh.history_query(asked)
            if not rows:
                query.check_format(field, wh.legality_formats())
            _history_note(wh)
    print_result(fmt, columns, rows)


def _history_note(wh: Warehouse) -> None:
    if wh.history_note:
        typer.echo(f"Note: {wh.history_note}", err=True)


@app.command("prices")
def prices_command(
    name: CardNameArgument,
    since: Annotated[str | None, typer.Option(help="Only from this date (YYYY-MM-DD) on.")] = None,
    fmt: FormatOption = render.Format.TABLE,
    db: DbOption = None,
) -> None:
    """The price series of a card's printings: price_history.

    One row per printing and snapshot: its set and collector number and Scryfall's usd,
    usd_foil, usd_etched, eur, eur_foil and tix that day. The card is found as
    'pipeline card' finds it.

    Examples:

      pipeline prices "llanowar elves"

      pipeline prices "mana drain" --since 2026-01-01 --format csv
    """
    from pipeline import card_page
    from pipeline.history import parse_date, query

    with errors_to_exit():
        start = parse_date(since, "--since") if since is not None else None
        with Warehouse(warehouse.resolve_db(db)) as wh:
            card_id, oracle_id, found = card_page.choose(wh, name, "prices")
            asked = query.prices(oracle_id, card_id, since=start)
            columns, rows = wh.history_query(asked)
            counted = query.printings(oracle_id, card_id)
            held = wh.query(counted.sql, counted.params)[1][0][0]
            _history_note(wh)
    if fmt == "table":
        priced = len({row[-1] for row in rows})
        days = len({row[0] for row in rows})
        typer.echo(
            f"{found}: {held} printing{'s' if held != 1 else ''} here; prices of {priced} "
            f"printing{'s' if priced != 1 else ''} on {days} day{'s' if days != 1 else ''}",
            err=True,
        )
    print_result(fmt, columns, rows)


@history_app.command("list")
def history_list_command(fmt: FormatOption = render.Format.TABLE, db: DbOption = None) -> None:
    """The history's committed snapshots: one row per kind (prices, changes), day and file."""
    from pipeline.history import query

    asked = query.snapshots()
    with errors_to_exit(), Warehouse(warehouse.resolve_db(db)) as wh:
        columns, rows = wh.query(asked.sql, asked.params)
        _history_note(wh)
    print_result(fmt, columns, rows)


@history_app.command("prune")
def history_prune_command(
    before: Annotated[
        str | None,
        typer.Option(
            help="Delete every price snapshot and every refresh's changes dated before this "
            "day (YYYY-MM-DD)."
        ),
    ] = None,
    missing: Annotated[
        bool,
        typer.Option(
            "--missing",
            help="Drop from the warehouse's list the history files that are missing or "
            "unreadable (lost, and not to be restored), so the rest can be read again.",
        ),
    ] = False,
    wait: WaitOption = False,
    quiet: QuietOption = False,
    db: DbOption = None,
) -> None:
    """Delete the history dated before a day: the only way history is deleted.

    Takes the refresh lock; the warehouse's list of snapshots changes in one swap, then the
    files only the old list named are deleted (an interrupted prune is finished by running
    it again). Handles opened before keep reading the old list until they are reopened.

    Example:

      pipeline history prune --before 2025-01-01
    """
    from pipeline.history import parse_date
    from pipeline.warehouse import history as warehouse_history

    if before is None and not missing:
        fail("Say what to delete: --before DATE, or --missing for files that are gone.")
    path = warehouse.resolve_db(db)
    with errors_to_exit():
        day = parse_date(before, "--before") if before is not None else None
        warehouse.check_db(path, replacing=False)
        with warehouse.refresh_lock(
            path,
            wait=wait,
            on_wait=lambda holder: typer.echo(f"Waiting for another refresh ({holder})", err=True),
        ):
            warehouse.remove_leftovers(path)
            with warehouse.reading(path) as con:
                warehouse_history.clean(path, con)
            result = warehouse_history.prune(path, day, missing=missing)
    if quiet:
        return
    parts = []
    if "prices" in result.removed_rows:
        days = result.removed_days["prices"]
        parts.append(
            f"{days} day{'s' if days != 1 else ''} of prices "
            f"({result.removed_rows['prices']:,} rows)"
        )
    if "changes" in result.removed_rows:
        runs = result.removed_days["changes"]
        parts.append(
            f"the changes of {runs} refresh{'es' if runs != 1 else ''} "
            f"({result.removed_rows['changes']:,} rows)"
        )
    if parts:
        typer.echo(f"Deleted {' and '.join(parts)} dated before {day} from the history of {path}.")
    elif day is not None:
        typer.echo(f"Nothing in the history of {path} is dated before {day}.")
    if missing:
        n = result.forgotten
        typer.echo(
            f"Dropped {n} entr{'ies' if n != 1 else 'y'} of missing files from the history's list."
            if n
            else "No history file is missing."
        )
