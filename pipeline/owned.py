"""Output folders: each command overwrites and removes only the files it wrote there.

A folder such as `export --out DIR` or `deck --html DIR` may hold the user's own files,
some perhaps named like the pipeline's (`report.html`, `rpt_mine.csv`), and the files of
another command. Each folder the pipeline writes into keeps a ledger, `.pipeline-written`:
for each command, the files it wrote. A later run of that command replaces or removes only
files on its own list; if one it would write exists and is not on it, the command stops
before writing anything, naming the file and whose it is.
"""

from __future__ import annotations

import contextlib
import fcntl
import fnmatch
import json
import os
import stat
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from pipeline.errors import PipelineError
from pipeline.files import write_file

LEDGER = ".pipeline-written"

Ledger = dict[str, set[str]]
"""The files each command wrote in one folder, by the command's name."""


@dataclass(frozen=True)
class OutputFolder:
    """A folder one command writes files into (`writer`: "export", "deck --html"), and
    the folder's ledger."""

    path: Path
    writer: str

    def ledger(self) -> Ledger | None:
        """Every command's files in this folder; None where there is no ledger."""
        path = self.path / LEDGER
        try:
            mode = path.lstat().st_mode
        except OSError:
            # none, or no folder to hold one: the write that follows says what is wrong
            return None
        if not stat.S_ISREG(mode):  # a FIFO would block the read, a link lead elsewhere
            raise self._broken("it is not a regular file")
        try:
            found = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise self._broken(str(exc)) from exc
        if not isinstance(found, dict) or not all(isinstance(v, list) for v in found.values()):
            raise self._broken("it is not a list of files for each command")
        # plain names in this folder only: a ledger edited to name another folder's file
        # reaches nothing
        return {
            str(writer): {n for n in names if isinstance(n, str) and _is_plain_name(n)}
            for writer, names in found.items()
        }

    def _broken(self, why: str) -> PipelineError:
        return PipelineError(
            f"Can't read {self.path / LEDGER}, the record of the files the pipeline wrote "
            f"in {self.path}: {why}. Delete it; the pipeline then replaces no file there "
            "that it would write (outside a warehouse's own reports/ folder, whose files "
            "it takes for its own), so move those away too."
        )

    def written_before(self) -> set[str]:
        """The files this command wrote here, as the ledger says."""
        return (self.ledger() or {}).get(self.writer, set())

    def reserve(self, files: Iterable[Path], *, adopt_without_ledger: Sequence[str] = ()) -> None:
        """Put `files` on this command's list before writing them, or stop, writing
        nothing, if one exists that this command did not write. Checked and recorded
        under the folder's lock: of two commands about to write one name, one stops.

        `adopt_without_ledger`: patterns of this command's names, for a folder the
        pipeline owns (the warehouse's own reports/) and filled before it kept ledgers.
        While this command has no list there, the files matching them are taken as its
        own (all of them, so that a later run may replace or remove each), except those
        on another command's list.
        """
        files = list(files)
        if self.path.exists() and not self.path.is_dir():
            raise PipelineError(
                f"{self.path} is a file, not a folder: give a folder to write into (one "
                "that does not exist yet is made)."
            )
        with self._locked():
            ledger = self.ledger() or {}
            if adopt_without_ledger and self.writer not in ledger:
                ledger[self.writer] = self._unlisted_matching(ledger, adopt_without_ledger)
            self._check(files, ledger)
            self._write(ledger, {p.name for p in files} | ledger.get(self.writer, set()))

    def _unlisted_matching(self, ledger: Ledger, patterns: Sequence[str]) -> set[str]:
        listed = {n for names in ledger.values() for n in names}
        return {
            p.name
            for p in self.path.iterdir()
            if p.name not in listed and any(fnmatch.fnmatchcase(p.name, g) for g in patterns)
        }

    def _check(self, files: list[Path], ledger: Ledger) -> None:
        mine = ledger.get(self.writer, set())
        others = {n: w for w, names in ledger.items() if w != self.writer for n in names}
        # another command's name counts even before its file exists: it may be writing it
        theirs = sorted(
            p.name
            for p in files
            if p.name in others or ((p.exists() or p.is_symlink()) and p.name not in mine)
        )
        if not theirs:
            return
        listed = ", ".join(
            f"{name} (written by `pipeline {others[name]}`)" if name in others else name
            for name in theirs
        )
        raise PipelineError(
            f"{self.path} already holds {listed}, which `pipeline {self.writer}` has no "
            "record of writing there (a file of yours, another command's, or one written "
            "before the pipeline kept records); it was left as it is and nothing was "
            "written. Move it away, or choose another folder."
        )

    def record(self, files: Iterable[Path]) -> None:
        """Make `files` the whole of this command's list (after a full run: what an
        earlier run wrote and this one did not is gone). Other commands' lists stay."""
        with self._locked():
            self._write(self.ledger() or {}, {p.name for p in files})

    def _write(self, ledger: Ledger, names: set[str]) -> None:
        ledger[self.writer] = names
        text = json.dumps({w: sorted(n) for w, n in sorted(ledger.items())}, indent=1)
        write_file(self.path / LEDGER, text + "\n")

    def remove_stale(self, keep: Iterable[Path]) -> None:
        """Delete the files on this command's list that are not in `keep` (an earlier
        run's, for reports that no longer exist)."""
        kept = {p.name for p in keep}
        for name in sorted(self.written_before() - kept):
            path = self.path / name
            try:
                if path.is_symlink() or not path.is_dir():  # a folder made since: not ours
                    path.unlink(missing_ok=True)
            except OSError as exc:
                raise PipelineError(f"Can't remove {path}: {exc.strerror or exc}") from exc

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        """Hold the folder's lock while the ledger is read and written again, so that two
        commands writing into one folder at once keep each other's lists."""
        try:
            self.path.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDONLY)
        except OSError as exc:
            raise PipelineError(f"Can't write in {self.path}: {exc.strerror or exc}") from exc
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            os.close(fd)  # releases the lock


def _is_plain_name(name: str) -> bool:
    return name not in ("", ".", "..", LEDGER) and Path(name).name == name and "\\" not in name
