"""The `pipeline` command's entry point: `pipeline query SQL` runs without typer.

`pipeline query` is the command analysts run most, and issue 15 holds its cold start
under 0.3 s. The full command line imports typer and every command's modules: 0.04-0.07 s
more than this path (0.33-0.38 s against 0.39-0.44 s with typer 0.28; typer 0.29, which
imports pydantic, cost 0.25 CPU s more: bench/results/notes.md).

So the plain form of the command, `pipeline query SQL [--db DB] [--format F | -f F]`, each
option at most once, is read here and run with the same functions as `pipeline.cli`'s
query. Anything else (--help, --file, --output, SQL from standard input, an unknown
option or format, no SQL) goes to the typer application, which gives the help and the
errors. tests/test_quick.py runs both on the same arguments and compares their output.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import sys
from collections.abc import Iterable, Sequence
from typing import NamedTuple, NoReturn

from pipeline.errors import PipelineError

INTERRUPTED = "Interrupted; the warehouse is unchanged"


class PlainQuery(NamedTuple):
    sql: str
    db: str | None
    fmt: str


def main() -> None:
    """Run the `pipeline` command (the console script)."""
    _stop_on_sigterm_as_on_ctrl_c()
    plain = plain_query(sys.argv[1:])
    if plain is not None:
        try:
            status = run_query(plain)
            sys.stdout.flush()
        except BrokenPipeError:
            # the reader stopped reading (`| head`): exit as the typer commands do (click
            # silences the stream and exits 1), not with a traceback
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            status = 1
        _exit(status)
    try:
        from pipeline.cli import app

        app(prog_name="pipeline")
    except KeyboardInterrupt:
        # Each command reports a Ctrl-C and exits 130 (cli.errors_to_exit); one that
        # surfaces once more on the way out must not end the process by SIGINT instead
        _exit(INTERRUPTED_STATUS)
    except SystemExit as done:
        _exit(done.code)
    except PipelineError as exc:
        # the pipeline's own errors say what to do; one raised outside a command's
        # handler (while reading the options' defaults, say) too, without a traceback
        sys.stderr.write(f"Error: {exc}\n")
        _exit(1)


def _stop_on_sigterm_as_on_ctrl_c() -> None:
    """SIGTERM (`kill`, a service manager stopping a job) stops a command as Ctrl-C does:
    DuckDB's work interrupted, the build's files removed, the message, exit 130. By
    default it ended the process at once and left a half-built warehouse's files (GBs for
    all_cards) until the next refresh."""
    import signal

    def as_ctrl_c(signum: int, frame: object) -> None:
        signal.raise_signal(signal.SIGINT)

    with contextlib.suppress(ValueError):  # not the main thread (an embedding program)
        signal.signal(signal.SIGTERM, as_ctrl_c)


INTERRUPTED_STATUS = 130
"""The exit status of a command stopped by Ctrl-C (128 + SIGINT), as shells report it."""


def report_interrupt(exc: KeyboardInterrupt) -> int:
    """Say what a Ctrl-C left (the pipeline's own message, else INTERRUPTED); the status.

    One Ctrl-C can arrive twice: as DuckDB's interrupted statement (warehouse.interruptible)
    and as Python's own pending handler. The command is already stopping, so SIGINT is
    ignored from here on: a second KeyboardInterrupt must not cut the message short.
    """
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    sys.stderr.write((str(exc) or INTERRUPTED) + "\n")
    sys.stderr.flush()
    return INTERRUPTED_STATUS


def _exit(status: str | int | None) -> NoReturn:
    """End the process with `status`; an interrupted command, at once.

    CPython notes a KeyboardInterrupt raised inside exec() of a string as unhandled even
    once it has been handled, and then ends a `python -m` or console-script process by
    SIGINT whatever status it was given. dataclasses and namedtuple define their methods
    with exec() while a module imports, so a Ctrl-C that lands there (a refresh
    interrupted while its build imports the ability parser) would turn exit 130 into a
    death by signal. Every cleanup of the command has run by now (its `finally` blocks);
    only the interpreter's own shutdown is skipped.
    """
    if status != INTERRUPTED_STATUS:
        sys.exit(status)
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(INTERRUPTED_STATUS)


def looks_like_sql(arg: str) -> bool:
    """'-- a comment' is SQL, not an option: an argument that starts with '-' and has
    whitespace before any '=' can't be an option name."""
    return arg.startswith("-") and any(c.isspace() for c in arg.split("=", 1)[0])


def plain_query(args: Sequence[str]) -> PlainQuery | None:
    """The SQL, --db and --format of `query SQL [--db DB] [--format F]`; None for any
    other command line, which the typer application then reads."""
    from pipeline import render

    if not args or args[0] != "query":
        return None
    options: dict[str, str] = {}
    sql: list[str] = []
    rest = list(args[1:])
    while rest:
        arg = rest.pop(0)
        if looks_like_sql(arg) or not arg.startswith("-"):
            sql.append(arg)
            continue
        # --name=value; click reads -f=csv as -f with the value '=csv'
        name, equals, value = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        name = {"-f": "--format"}.get(name, name)
        if name not in ("--db", "--format") or name in options:
            return None
        if not equals:
            if not rest:
                return None
            value = rest.pop(0)
        options[name] = value
    if len(sql) != 1 or sql[0] == "-" or not sql[0].strip():
        return None
    fmt = options.get("--format", "table")
    if fmt not in tuple(render.Format) or options.get("--db") == "":
        return None
    return PlainQuery(sql[0], options.get("--db"), fmt)


def run_query(query: PlainQuery) -> int:
    """What `pipeline query` prints for `query`; its exit status."""
    from pipeline import warehouse
    from pipeline.api import Warehouse

    try:
        with Warehouse(warehouse.resolve_db(query.db)) as wh:
            columns, rows = wh.query_rows(query.sql)
            print_result(query.fmt, columns, rows)  # the rows are read as they are written
    except PipelineError as exc:
        sys.stderr.write(f"Error: {exc}\n")
        return 1
    except KeyboardInterrupt as exc:
        return report_interrupt(exc)
    return 0


TABLE_ROWS = 10_000
"""The most rows a terminal table draws; the rest are counted. Every other format writes
every row, as it is read."""


def print_result(fmt: str, columns: Sequence[str], rows: Iterable[Sequence[object]]) -> None:
    """A query's result on standard output in `fmt`; a table fits the terminal, and the
    row count and any columns it left out go to standard error. Written to a file or a
    pipe, a table has every column: no terminal's width to fit, unless COLUMNS says one.
    `pipeline query` of both entry points prints through this."""
    from pipeline import render

    if fmt != "table":
        render.write(fmt, columns, rows, sys.stdout)
        return
    width = sys.maxsize
    if sys.stdout.isatty() or "COLUMNS" in os.environ:
        from rich.console import Console  # the terminal's width, as pipeline.cli measures it

        width = Console(soft_wrap=True).width
    rows = iter(rows)
    drawn = list(itertools.islice(rows, TABLE_ROWS))
    lines, hidden = render.fit_table(columns, drawn, width)
    sys.stdout.write("".join(line + "\n" for line in lines))
    sys.stdout.flush()
    more = sum(1 for _ in rows)  # counted after the table is on the screen
    total = len(drawn) + more
    sys.stderr.write(f"({total:,} row{'s' if total != 1 else ''})\n")
    if more:
        sys.stderr.write(
            f"The first {TABLE_ROWS:,} are drawn; --format csv or json writes every row.\n"
        )
    if hidden:
        sys.stderr.write(
            f"{len(hidden)} of {len(columns)} columns hidden to fit {width} characters: "
            f"{', '.join(hidden)}. Use --format csv or --format json for every column.\n"
        )


if __name__ == "__main__":
    main()
