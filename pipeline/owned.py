"""Output folders: the pipeline overwrites and removes only the files it wrote there.

A folder such as `export --out DIR` or `deck --html DIR` may hold the user's own files,
some perhaps named like the pipeline's (`report.html`, `rpt_mine.csv`). Each folder the
pipeline writes into keeps a ledger, `.pipeline-written`, of the files it wrote. A later
run replaces or removes only files on that ledger; if one it would write exists and is not
on it, the command stops before writing anything, naming the file.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from pipeline.errors import PipelineError
from pipeline.files import atomic_write

LEDGER = ".pipeline-written"


@dataclass(frozen=True)
class OutputFolder:
    """A folder the pipeline writes files into, and its ledger of them."""

    path: Path

    def written_before(self) -> set[str] | None:
        """The names the ledger lists; None where there is no ledger (a new folder)."""
        try:
            names = json.loads((self.path / LEDGER).read_text(encoding="utf-8"))
        except OSError:
            # none, or no folder to hold one: the write that follows says what is wrong
            return None
        except ValueError as exc:
            raise PipelineError(
                f"Can't read {self.path / LEDGER}, the list of files the pipeline wrote "
                f"there: {exc}. Delete it to let the pipeline write into {self.path} again "
                "(it will then refuse to replace any file it would write that exists)."
            ) from exc
        if not isinstance(names, list):
            return set()
        # a plain name in this folder only: a ledger edited to name another folder's file
        # reaches nothing
        return {n for n in names if isinstance(n, str) and _is_plain_name(n)}

    def claim(self, files: Iterable[Path], *, adopt_without_ledger: bool = False) -> None:
        """Stop before writing `files` if one exists that the pipeline did not write.

        `adopt_without_ledger`: a folder the pipeline owns (the warehouse's own reports/)
        and filled before it kept ledgers; its files are taken as the pipeline's once.
        """
        if self.path.exists() and not self.path.is_dir():
            raise PipelineError(
                f"{self.path} is a file, not a folder: give a folder to write into (one "
                "that does not exist yet is made)."
            )
        before = self.written_before()
        if before is None and adopt_without_ledger:
            return
        theirs = sorted(
            p.name for p in files if (p.exists() or p.is_symlink()) and p.name not in (before or ())
        )
        if theirs:
            listed = ", ".join(theirs)
            raise PipelineError(
                f"{self.path} already holds {listed}, which the pipeline did not write; "
                "it was left as it is and nothing was written. Move it away, or choose "
                "another folder."
            )

    def record(self, files: Iterable[Path], *, replace: bool) -> None:
        """Put `files` on the ledger: as the whole of it (`replace`), or beside what's there."""
        names = {p.name for p in files}
        if not replace:
            names |= self.written_before() or set()
        ledger = self.path / LEDGER
        try:
            with atomic_write(ledger) as handle:
                json.dump(sorted(names), handle, indent=0)
                handle.write("\n")
        except OSError as exc:
            raise PipelineError(f"Can't write {ledger}: {exc.strerror or exc}") from exc

    def remove_stale(self, keep: Iterable[Path]) -> None:
        """Delete the files on the ledger that are not in `keep` (an earlier run's)."""
        kept = {p.name for p in keep}
        for name in sorted((self.written_before() or set()) - kept):
            (self.path / name).unlink(missing_ok=True)


def _is_plain_name(name: str) -> bool:
    return name not in ("", ".", "..", LEDGER) and Path(name).name == name and "\\" not in name
