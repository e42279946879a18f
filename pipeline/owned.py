"""Output folders: each command overwrites and removes only the files it wrote there.

A folder such as `export --out DIR` or `deck --html DIR` may hold the user's own files,
some perhaps named like the pipeline's (`report.html`, `rpt_mine.csv`), and the files of
another command. Each folder the pipeline writes into keeps a ledger, `.pipeline-written`:
for each command, the files it wrote, each with its size, modification time and SHA-256 as
written. A later run of that command replaces or removes only files on its own list that
are still as it wrote them; if one it would write exists and is not on it, or was changed
since (the user saved their own file under that name), the command stops before writing
anything, naming the file and whose it is. A changed file it would only remove is left.
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
from pipeline.files import sha256_file, write_file

LEDGER = ".pipeline-written"

Fingerprint = dict[str, int | str]
"""A file as a command wrote it: `size`, `mtime_ns` and `sha256` of its bytes."""

Ledger = dict[str, dict[str, Fingerprint | None]]
"""The files each command wrote in one folder, by the command's name, with each file's
fingerprint; None where the ledger has none (listed before ledgers kept fingerprints, or
reserved by a run that has not finished): that file is trusted by its name alone."""

_FINGERPRINT_KEYS = {"size": int, "mtime_ns": int, "sha256": str}


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
        if not isinstance(found, dict) or not all(
            isinstance(v, list | dict) for v in found.values()
        ):
            raise self._broken("it is not a list of files for each command")
        ledger: Ledger = {}
        for writer, files in found.items():
            # a list: names only, as ledgers were before they kept fingerprints
            entries = files.items() if isinstance(files, dict) else ((n, None) for n in files)
            # plain names in this folder only: a ledger edited to name another folder's
            # file reaches nothing
            ledger[str(writer)] = {
                name: self._fingerprint_of(name, value)
                for name, value in entries
                if isinstance(name, str) and _is_plain_name(name)
            }
        return ledger

    def _fingerprint_of(self, name: str, value: object) -> Fingerprint | None:
        found = read_fingerprint(value)
        if value is not None and found is None:
            raise self._broken(f"the entry of {name} is not a size, time and SHA-256")
        return found

    def _broken(self, why: str) -> PipelineError:
        return PipelineError(
            f"Can't read {self.path / LEDGER}, the record of the files the pipeline wrote "
            f"in {self.path}: {why}. Delete it; the pipeline then replaces no file there "
            "that it would write (outside a warehouse's own reports/ folder, whose files "
            "it takes for its own), so move those away too."
        )

    def written_before(self) -> set[str]:
        """The files this command wrote here, as the ledger says."""
        return set((self.ledger() or {}).get(self.writer, {}))

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
            # fingerprints of the files about to be written are dropped: a run killed
            # half-way leaves them trusted by name, not refused as changed
            mine = ledger.get(self.writer, {})
            self._write(ledger, {**mine, **{p.name: None for p in files}})

    def _unlisted_matching(
        self, ledger: Ledger, patterns: Sequence[str]
    ) -> dict[str, Fingerprint | None]:
        listed = {n for names in ledger.values() for n in names}
        return {
            p.name: None
            for p in self.path.iterdir()
            if p.name not in listed and any(fnmatch.fnmatchcase(p.name, g) for g in patterns)
        }

    def _check(self, files: list[Path], ledger: Ledger) -> None:
        mine = ledger.get(self.writer, {})
        others = {n: w for w, names in ledger.items() if w != self.writer for n in names}
        theirs: dict[str, str] = {}
        for path in files:
            if path.name in others:
                # another command's name counts even before its file exists: it may be
                # writing it
                theirs[path.name] = f" (written by `pipeline {others[path.name]}`)"
            elif path.exists() or path.is_symlink():
                if path.name not in mine:
                    theirs[path.name] = ""
                elif not as_written(path, mine[path.name]):
                    theirs[path.name] = f" (changed since `pipeline {self.writer}` wrote it)"
        if not theirs:
            return
        listed = ", ".join(f"{name}{whose}" for name, whose in sorted(theirs.items()))
        raise PipelineError(
            f"{self.path} already holds {listed}, which `pipeline {self.writer}` has no "
            "record of writing there (a file of yours, another command's, one changed "
            "since it was written, or one written before the pipeline kept records); it "
            "was left as it is and nothing was written. Move it away, or choose another "
            "folder."
        )

    def record(self, files: Iterable[Path]) -> None:
        """Make `files`, as they are now, the whole of this command's list (after a full
        run: what an earlier run wrote and this one did not is gone). Other commands'
        lists stay."""
        written = {p.name: fingerprint(p) for p in files}
        with self._locked():
            self._write(self.ledger() or {}, written)

    def record_written(self, files: Iterable[Path]) -> None:
        """Fingerprint `files`, as they are now, on this command's list, which keeps its
        other files (a command that adds files to a folder, never removing any)."""
        written = {p.name: fingerprint(p) for p in files}
        with self._locked():
            ledger = self.ledger() or {}
            self._write(ledger, {**ledger.get(self.writer, {}), **written})

    def _write(self, ledger: Ledger, files: dict[str, Fingerprint | None]) -> None:
        ledger[self.writer] = files
        text = json.dumps({w: dict(sorted(f.items())) for w, f in sorted(ledger.items())}, indent=1)
        write_file(self.path / LEDGER, text + "\n")

    def remove_stale(self, keep: Iterable[Path]) -> None:
        """Delete the files on this command's list that are not in `keep` (an earlier
        run's, for reports that no longer exist), if they are still as it wrote them."""
        kept = {p.name for p in keep}
        mine = (self.ledger() or {}).get(self.writer, {})
        for name in sorted(set(mine) - kept):
            path = self.path / name
            try:
                # a folder made since, or a file changed since: not ours
                if as_written(path, mine[name]) and (path.is_symlink() or not path.is_dir()):
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


def read_fingerprint(value: object) -> Fingerprint | None:
    """A fingerprint read from JSON; None where `value` is none."""
    if not isinstance(value, dict) or any(
        type(value.get(key)) is not kind for key, kind in _FINGERPRINT_KEYS.items()
    ):
        return None
    return {key: value[key] for key in _FINGERPRINT_KEYS}


def fingerprint(path: Path) -> Fingerprint | None:
    """`path` as it is now; None where it is missing or not a regular file (never one
    the pipeline writes): that name is then trusted as it was before fingerprints."""
    try:
        status = path.lstat()
        if not stat.S_ISREG(status.st_mode):
            return None
        digest = sha256_file(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise PipelineError(f"Can't read {path}: {exc.strerror or exc}") from exc
    return {"size": status.st_size, "mtime_ns": status.st_mtime_ns, "sha256": digest}


def as_written(path: Path, written: Fingerprint | None) -> bool:
    """Whether `path` is still the file its fingerprint describes: the same size and
    time, or, where the time changed (a copy of the folder, a backup restored), the same
    bytes."""
    if written is None:
        return True
    try:
        status = path.lstat()
        if not stat.S_ISREG(status.st_mode) or status.st_size != written["size"]:
            return False
        return status.st_mtime_ns == written["mtime_ns"] or sha256_file(path) == written["sha256"]
    except OSError:
        return False


def _is_plain_name(name: str) -> bool:
    return name not in ("", ".", "..", LEDGER) and Path(name).name == name and "\\" not in name
