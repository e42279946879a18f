"""The exceptions the pipeline raises on purpose.

Every error a user is expected to hit is a `PipelineError`; the CLI prints it as
`Error: <message>` and exits 1. Anything else is a bug and keeps its traceback.
"""

from __future__ import annotations


class PipelineError(Exception):
    """An error with a message meant for the user: what failed and what to do."""


class DownloadError(PipelineError):
    """A request to Scryfall (or a mirror) failed in a way retrying did not fix."""


class InputFileError(PipelineError):
    """A local or downloaded data file can't be read as Scryfall data."""


class WarehouseError(PipelineError):
    """The warehouse is missing, locked, outdated, or a statement against it failed."""


class SqlModelError(PipelineError):
    """A SQL file under sql/ failed while building the warehouse."""


class ManaCostError(PipelineError, ValueError):
    """A string that is not a valid mana cost (CR 107.4, 202.1).

    Carries the source text and the (start, end) span of the offending symbol, and
    renders like packaging's parser errors::

        Not a mana symbol: {Q}
            {2}{Q}
               ~~^
    """

    def __init__(self, message: str, source: str, span: tuple[int, int]) -> None:
        super().__init__(message)
        self.message = message
        self.source = source
        self.span = span

    def __str__(self) -> str:
        start, end = self.span
        width = max(end - start, 1)
        marker = " " * start + "~" * (width - 1) + "^"
        return f"{self.message}\n    {self.source}\n    {marker}"
