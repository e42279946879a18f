"""The `pipeline` command: parse arguments, call one function, render its result.

Errors the user is expected to hit are `PipelineError`s: printed as `Error: <message>` on
stderr with exit status 1. Anything else is a bug and keeps its traceback.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text
from typer.core import TyperCommand

from pipeline import __version__, render, reports, warehouse
from pipeline.api import Warehouse
from pipeline.bulk import CARD_BULK_TYPES, DEFAULT_BULK
from pipeline.errors import ManaCostError, PipelineError
from pipeline.files import open_output
from pipeline.mana import COLORS, parse_mana_cost
from pipeline.progress import Reporter
from pipeline.refresh import RefreshOptions, refresh
from pipeline.scryfall import API_URL

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
    typer.Option(
        "--db",
        help="Warehouse file. Default: $PIPELINE_DB, else outputs/cards.duckdb.",
        show_default=False,
    ),
]
FormatOption = Annotated[
    str,
    typer.Option("--format", "-f", help="Output format: table, csv, json or markdown."),
]


def _stdout() -> Console:
    return Console(soft_wrap=True)


def fail(message: str) -> NoReturn:
    typer.echo(f"Error: {message}", err=True)
    raise typer.Exit(1)


INTERRUPTED = "Interrupted; the warehouse is unchanged"


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
    except KeyboardInterrupt:
        typer.echo(INTERRUPTED, err=True)
        raise typer.Exit(130) from None


def _version(value: bool) -> None:
    if value:
        typer.echo(f"pipeline {__version__}")
        raise typer.Exit()


@app.callback()
def main(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help="Show the version."),
    ] = False,
) -> None:
    """Run `pipeline refresh` first; then `status`, `query`, `card`, `schema`, `export`."""


# -- refresh ---------------------------------------------------------------------------


@app.command("refresh")
def refresh_command(
    db: DbOption = None,
    bulk: Annotated[
        str,
        typer.Option(
            help=f"Which Scryfall card file: {', '.join(CARD_BULK_TYPES)}. "
            "default_cards has every English printing (~117k objects, a ~40 MB download): "
            "what the reports by year and by set need. oracle_cards has one printing per "
            "card (~38k, Scryfall's choice, lighter), all_cards every printing in every "
            "language (~2.3 GB)."
        ),
    ] = DEFAULT_BULK,
    api_url: Annotated[
        str, typer.Option(help="Scryfall API base URL (a mirror or a test server).")
    ] = API_URL,
    from_file: Annotated[
        Path | None,
        typer.Option(
            help="Build from a local bulk file instead of downloading: .json, .json.gz, "
            ".jsonl or .jsonl.gz, recognised by content. No network is used.",
            show_default=False,
        ),
    ] = None,
    rulings_file: Annotated[
        Path | None,
        typer.Option(help="A local rulings file (same formats).", show_default=False),
    ] = None,
    sets_file: Annotated[
        Path | None,
        typer.Option(help="A local /sets response or array of sets.", show_default=False),
    ] = None,
    symbology_file: Annotated[
        Path | None,
        typer.Option(help="A local /symbology response.", show_default=False),
    ] = None,
    cache_dir: Annotated[
        Path | None,
        typer.Option(
            help="Where downloads are kept. Default: a 'cache' folder beside the warehouse.",
            show_default=False,
        ),
    ] = None,
    force: Annotated[
        bool, typer.Option("--force", help="Rebuild even if the source has not changed.")
    ] = False,
    wait: Annotated[
        bool,
        typer.Option("--wait", help="If another refresh is running, wait for it to finish."),
    ] = False,
    no_reports: Annotated[
        bool,
        typer.Option(
            "--no-reports",
            help="Don't export the reports afterwards (see 'pipeline export').",
        ),
    ] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="Print nothing but errors.")] = False,
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
    options = RefreshOptions(
        db=warehouse.resolve_db(db),
        bulk=bulk,
        api_url=api_url,
        cache_dir=cache_dir,
        from_file=from_file,
        rulings_file=rulings_file,
        sets_file=sets_file,
        symbology_file=symbology_file,
        force=force,
        wait=wait,
    )
    reporter = Reporter(quiet=quiet)
    with errors_to_exit():
        result = refresh(options, reporter=reporter)
    if not quiet:
        typer.echo(result.message)
    if no_reports or (result.status == "unchanged" and not reports.is_stale(result.db)):
        return
    try:
        exported = reports.export(result.db)
    except PipelineError as exc:
        fail(f"{result.db} is up to date, but its reports were not exported: {exc}")
    except KeyboardInterrupt:
        typer.echo(
            f"Interrupted while exporting the reports; {result.db} is up to date. Run "
            "'pipeline export' to write them.",
            err=True,
        )
        raise typer.Exit(130) from None
    if not quiet:
        typer.echo(exported.summary())


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
        _, runs = wh.query("select * from refresh_runs order by run_id desc limit 1")
        columns, _ = wh.query("select * from refresh_runs limit 0")
        counts = warehouse.table_counts(wh._con)
    run = dict(zip(columns, runs[0], strict=True)) if runs else {}
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
        sql = [a for a in args if _looks_like_sql(a)]
        rest = [a for a in args if not _looks_like_sql(a)]
        return super().parse_args(ctx, [*rest, "--", *sql] if sql else rest)


def _looks_like_sql(arg: str) -> bool:
    return arg.startswith("-") and any(c.isspace() for c in arg.split("=", 1)[0])


@app.command("query", cls=_SqlArgumentCommand)
def query_command(
    sql: Annotated[
        str | None,
        typer.Argument(help="The SQL to run, or - to read it from standard input."),
    ] = None,
    file: Annotated[
        Path | None, typer.Option("--file", help="Read the SQL from a file.", show_default=False)
    ] = None,
    fmt: FormatOption = "table",
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
    if fmt not in render.FORMATS:
        fail(f"Unknown format {fmt!r}: choose one of {', '.join(render.FORMATS)}.")
    path = warehouse.resolve_db(db)
    if output is not None and _is_warehouse_file(output, path):
        fail(f"--output {output} is the warehouse's own file; choose another file.")
    with errors_to_exit(), Warehouse(path) as wh:
        columns, rows = wh.query(text)
    if fmt == "table" and output is None:
        _print_result(columns, rows)
        return
    _emit(fmt, columns, rows, output)


def _print_result(columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
    """A query result as a table that fits the terminal; what it left out, on stderr."""
    width = _stdout().width
    lines, hidden = render.fit_table(columns, rows, width)
    typer.echo("".join(line + "\n" for line in lines), nl=False)
    typer.echo(f"({len(rows)} row{'s' if len(rows) != 1 else ''})", err=True)
    if hidden:
        typer.echo(
            f"{len(hidden)} of {len(columns)} columns hidden to fit {width} characters: "
            f"{', '.join(hidden)}. Use --format csv or --format json for every column.",
            err=True,
        )


def _is_warehouse_file(output: Path, db: Path) -> bool:
    """Would writing `output` replace the warehouse, its lock or WAL, or a build under way?"""
    target = output.resolve()
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
        if fmt == "table":
            fmt = "csv"  # a drawn table is for screens; a file gets the flat form
        with errors_to_exit(), _writing(output) as handle:
            render.write(fmt, columns, rows, handle)
        return
    if fmt == "table":
        table = Table(box=None, header_style="bold", pad_edge=False)
        for column in columns:
            table.add_column(Text(column), overflow="fold")
        for row in rows:
            table.add_row(*(Text(render.flat(v)) for v in row))  # text, never markup
        _stdout().print(table)
        typer.echo(f"({len(rows)} row{'s' if len(rows) != 1 else ''})", err=True)
    else:
        render.write(fmt, columns, rows, sys.stdout)


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
    fmt: FormatOption = "table",
) -> None:
    """Explain a mana cost.

    Each symbol's kind, colors and mana value; chroma per color.

    Hybrid symbols count toward chroma for each of their colors (RULES: CR 107.4e, the
    Eventide chroma rulings): {3}{U/R}{U/R} has two blue and two red.

    Every format gives the same facts: json one object (mana values as numbers, null for
    infinite; colors as lists), csv and markdown one field per row (symbols and colors as
    JSON).
    """
    if fmt not in render.FORMATS:
        fail(f"Unknown format {fmt!r}: choose one of {', '.join(render.FORMATS)}.")
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
    out = _stdout()
    table = Table("symbol", "kind", "colors", "mana_value", box=None, header_style="bold",
                  pad_edge=False)  # fmt: skip
    for s in parsed.symbols:
        table.add_row(s.text, s.kind, "".join(s.colors), _number(s.mana_value))
    out.print(table)
    chroma = "  ".join(f"{c} {parsed.chroma[c]}" for c in COLORS)
    out.print(f"chroma:     {chroma}", highlight=False)
    value = parsed.mana_value
    shown = "infinite ({∞})" if value is None else _number(value)
    note = "  (X, Y and Z count 0 off the stack, CR 107.3g)" if parsed.has_variable else ""
    out.print(f"mana value: {shown}{note}", highlight=False)
    out.print(f"colors:     {''.join(parsed.colors) or 'colorless'}", highlight=False)


def _json_number(value: float | None) -> int | float | None:
    """A mana value for JSON: 3 not 3.0, 0.5 as is, None for infinite ({∞}, CR 107.3f)."""
    if value is None:
        return None
    return int(value) if float(value).is_integer() else value


def _number(value: float | None) -> str:
    if value is None:
        return "∞"
    return str(int(value)) if float(value).is_integer() else str(value)


# -- export ----------------------------------------------------------------------------


@app.command("export")
def export_command(
    names: Annotated[
        list[str] | None,
        typer.Argument(
            help="Reports to write (e.g. rpt_pips_by_year or pips_by_year). Default: all of "
            "them, with the charts and the HTML page.",
            show_default=False,
        ),
    ] = None,
    list_reports: Annotated[
        bool, typer.Option("--list", help="Describe the reports instead of writing them.")
    ] = False,
    out: Annotated[
        Path | None,
        typer.Option(
            "--out",
            help="Folder to write into. Default: 'reports' beside the warehouse.",
            show_default=False,
        ),
    ] = None,
    fmt: Annotated[
        str, typer.Option("--format", "-f", help="Format of --list: table, csv, json, markdown.")
    ] = "table",
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="Print nothing but errors.")] = False,
    db: DbOption = None,
) -> None:
    """Write the reports, charts and HTML page.

    Each report is a SQL file of sql/reports/ and becomes <name>.csv in a 'reports'
    folder beside the warehouse (sorted on a unique key: the same warehouse gives the same
    bytes; lists as JSON, NULL as an empty field). With no NAMES, also chart_*.svg and
    report.html, a self-contained page with the charts and the headline tables. Every
    file is written aside and moved into place.

    Examples:

      pipeline export

      pipeline export --list

      pipeline export pips_by_year chroma_leaders --out /tmp/r
    """
    if list_reports:
        if fmt not in render.FORMATS:
            fail(f"Unknown format {fmt!r}: choose one of {', '.join(render.FORMATS)}.")
        with errors_to_exit():
            available = reports.select(reports.discover(), names) if names else reports.discover()
        if fmt == "table":
            brief = [(r.name, r.title, r.grain) for r in available]
            _emit(fmt, ["report", "what it shows", "grain"], brief, None)
        else:
            full = [(r.name, r.filename, r.grain, r.description) for r in available]
            _emit(fmt, ["report", "file", "grain", "description"], full, None)
        return
    path = warehouse.resolve_db(db)
    with errors_to_exit():
        result = reports.export(path, out, names or ())
    if quiet:
        return
    for name, csv_path in result.csvs.items():
        rows_written = result.rows[name]
        typer.echo(f"{csv_path}  ({rows_written:,} row{'s' if rows_written != 1 else ''})")
    for chart in result.charts:
        typer.echo(str(chart))
    if result.page is not None:
        typer.echo(f"{result.page}  (open it in a browser)")
    if result.skipped:
        typer.echo(f"Not written: {', '.join(result.skipped)}. {result.skipped_because}")


# -- parquet ---------------------------------------------------------------------------


@app.command("parquet")
def parquet_command(
    out: Annotated[
        Path | None,
        typer.Option(
            "--out",
            help="Folder to write into. Default: 'parquet' beside the warehouse.",
            show_default=False,
        ),
    ] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="Print nothing but errors.")] = False,
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
    name: Annotated[str, typer.Argument(help="The card's name, any case; accents optional.")],
    fmt: Annotated[
        str, typer.Option("--format", "-f", help="Output format: table (a page) or json.")
    ] = "table",
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
    if fmt not in ("table", "json"):
        fail(f"Unknown format {fmt!r}: choose table or json.")
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
        str | None,
        typer.Argument(help="A table (or macro) to describe column by column.", show_default=False),
    ] = None,
    fmt: FormatOption = "table",
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
    if fmt not in render.FORMATS:
        fail(f"Unknown format {fmt!r}: choose one of {', '.join(render.FORMATS)}.")
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
    if rows or fmt != "table":
        _emit(fmt, ["column", "type", "description"], rows, None)


# -- deck ------------------------------------------------------------------------------


@app.command("deck")
def deck_command(
    files: Annotated[
        list[str],
        typer.Argument(
            help="Decklists: MTG Arena exports, MTGO .txt or .dek files, or '4x Name' lines. "
            "- reads one from standard input.",
            show_default=False,
        ),
    ],
    fmt: FormatOption = "table",
    spells: Annotated[
        bool,
        typer.Option(
            "--spells", help="One row per spell and color requirement instead of per color."
        ),
    ] = False,
    html: Annotated[
        Path | None,
        typer.Option(
            "--html",
            help="Also write an SVG chart and an HTML page per deck into this folder.",
            show_default=False,
        ),
    ] = None,
    db: DbOption = None,
) -> None:
    """Colored pips against mana sources, per deck and color.

    For each deck and color: pips (chroma of the main deck and commander), land sources
    (fetch lands for the colors they can find in the deck, modal double-faced lands),
    nonland sources (mana creatures, Moxen, rocks), one-shot sources (rituals, Treasure
    makers), and the land sources Frank Karsten's model needs for the most demanding
    spell, with the deficit. Hybrid costs count sources of either color. README, "Decks",
    says what counts and why.

    Examples:

      pipeline deck mydeck.txt

      pipeline deck decks/*.txt --format csv > metagame.csv

      pipeline deck deck.dek --spells --html out/
    """
    if fmt not in render.FORMATS:
        fail(f"Unknown format {fmt!r}: choose one of {', '.join(render.FORMATS)}.")
    from pipeline.deck.load import analyze_decklists, read_decklists
    from pipeline.deck.output import table

    with errors_to_exit():
        decklists = read_decklists(files)
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
