"""Progress on a terminal, silence elsewhere.

Bars and spinners are drawn only when stderr is a terminal and --quiet is off, so cron
logs and pipes get a few plain lines (or none with --quiet), never control codes.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cached_property
from typing import TYPE_CHECKING

from pipeline.scryfall import ProgressCallback

if TYPE_CHECKING:  # rich loads when something is printed: a quiet or a no-op refresh
    from rich.console import Console  # prints nothing through it, and starts faster


class Reporter:
    """Tells the user what a long job is doing: to stderr, quietly when asked."""

    def __init__(self, *, quiet: bool = False, console: Console | None = None) -> None:
        self.quiet = quiet
        if console is not None:
            self.console = console
        self.live = not quiet and sys.stderr.isatty() and self.console.is_terminal

    @cached_property
    def console(self) -> Console:
        from rich.console import Console

        return Console(stderr=True)

    def info(self, message: str) -> None:
        if not self.quiet:
            self.console.print(message, highlight=False, soft_wrap=True)

    @contextmanager
    def download(self, label: str) -> Iterator[ProgressCallback]:
        """A byte-progress bar for one download (a no-op callback off a terminal)."""
        if not self.live:
            self.info(f"Downloading {label}")
            yield _ignore
            return
        from rich.progress import (
            BarColumn,
            DownloadColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TransferSpeedColumn,
        )

        columns = (
            TextColumn("{task.description}"),
            BarColumn(),
            DownloadColumn(),
            TransferSpeedColumn(),
            TimeElapsedColumn(),
        )
        with Progress(*columns, console=self.console, transient=True) as bar:
            task = bar.add_task(label, total=None)

            def update(done: int, total: int | None) -> None:
                bar.update(task, completed=done, total=total)

            yield update
        self.info(f"Downloaded {label}")

    @contextmanager
    def stages(self, title: str) -> Iterator[StageReporter]:
        """A spinner naming the current build stage (silent off a terminal)."""
        if not self.live:
            yield StageReporter(None)
            return
        from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

        columns = (SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn())
        with Progress(*columns, console=self.console, transient=True) as spinner:
            task = spinner.add_task(title, total=None)
            yield StageReporter(lambda name: spinner.update(task, description=f"{title}: {name}"))


class StageReporter:
    def __init__(self, update: object) -> None:
        self._update = update

    def __call__(self, name: str) -> None:
        if callable(self._update):
            self._update(name)


def _ignore(done: int, total: int | None) -> None:
    del done, total
