"""Local data files: tell their format apart by content, and write files atomically."""

from __future__ import annotations

import glob
import gzip
import hashlib
import json
import os
import re
import shutil
import stat
import tempfile
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import IO, Any, Literal, cast

from pipeline.errors import InputFileError, PipelineError

Shape = Literal["ndjson", "array", "envelope"]


@dataclass(frozen=True)
class JsonFile:
    """A JSON data file and how it is laid out.

    shape: `ndjson` (one object per line: Scryfall's 2026 bulk files), `array` (one JSON
    array: the legacy bulk files), or `envelope` (an API list object, `{"object": "list",
    "data": [...]}`, as `/sets` and `/symbology` answer).
    """

    path: Path
    gzip: bool
    shape: Shape


GZIP_MAGIC = b"\x1f\x8b"


def is_gzip(path: Path) -> bool:
    """Whether a file is gzip-compressed, by its magic bytes (not its name)."""
    with open(path, "rb") as handle:
        return handle.read(2) == GZIP_MAGIC


OTHER_FORMATS = {
    GZIP_MAGIC: "gzip compressed twice",
    b"BZh": "bzip2 compressed",
    b"PK\x03\x04": "a zip archive",
    b"\xfd7zXZ\x00": "xz compressed",
    b"\x28\xb5\x2f\xfd": "zstd compressed",
    b"7z\xbc\xaf\x27\x1c": "a 7z archive",
}
"""Formats told by their magic bytes that the pipeline does not read, once any gzip layer
is taken off (a layer of gzip inside it too, then)."""


def other_format(path: Path) -> str | None:
    """What `path` is, if its content (gzip or not) starts with another format's magic."""
    try:
        with open(path, "rb") as raw:
            compressed = raw.read(2) == GZIP_MAGIC
        with gzip.open(path, "rb") if compressed else open(path, "rb") as handle:
            head = handle.read(8)
    except (OSError, EOFError, zlib.error):  # zlib's: damaged deflate data
        return None
    found = next((name for magic, name in OTHER_FORMATS.items() if head.startswith(magic)), None)
    if found == OTHER_FORMATS[GZIP_MAGIC]:
        return found if compressed else None  # plain gzip: read as it is
    return f"{found}, inside gzip" if found and compressed else found


def cannot_read(path: Path, exc: Exception) -> InputFileError:
    """The error for a data file that can't be read as text: what it is instead, if its
    magic bytes tell, else why it is not UTF-8, else what reading it raised."""
    kind = other_format(path)
    if kind is not None:
        return InputFileError(
            f"Can't read {path}: it is {kind}. The pipeline reads JSON or JSON Lines, plain "
            "or gzip compressed once, as Scryfall serves them: unpack it first."
        )
    if isinstance(exc, UnicodeDecodeError):
        return InputFileError(
            f"Can't read {path}: it is not UTF-8 text ({exc.reason}), so not JSON. Give a "
            "Scryfall JSON or JSON Lines file, plain or gzip compressed."
        )
    if isinstance(exc, EOFError):
        return InputFileError(
            f"Can't read {path}: its gzip stream ends before its data does ({exc}): the file "
            "is cut short. Download it again."
        )
    if is_damaged_gzip(exc):
        return InputFileError(
            f"Can't read {path}: its gzip data is damaged ({exc}). Download it again."
        )
    return InputFileError(f"Can't read {path}: {exc}")


def open_text(path: Path, *, fast: bool = False) -> IO[str]:
    """Open a text file that may be gzip-compressed, told apart by its magic bytes.

    `fast` decompresses with ISA-L (see `fast_gzip`): its errors are then GZIP_ERRORS.
    """
    if is_gzip(path):
        module = fast_gzip() if fast else gzip
        return module.open(path, "rt", encoding="utf-8-sig")  # type: ignore[no-any-return]
    return open(path, encoding="utf-8-sig")


def fast_gzip() -> ModuleType:
    """`isal.igzip` (Intel's ISA-L), a drop-in for the standard `gzip` module that
    decompresses Scryfall's files about four times as fast; `gzip` where it is missing."""
    try:
        from isal import igzip
    except ImportError:  # a platform without isal's wheels: slower, the same bytes
        return gzip
    return igzip


def _gzip_errors() -> tuple[type[Exception], ...]:
    try:
        from isal.isal_zlib import error as isal_error
    except ImportError:
        return (OSError, EOFError, zlib.error)
    return (OSError, EOFError, zlib.error, cast("type[Exception]", isal_error))


GZIP_ERRORS = _gzip_errors()
"""What reading a broken gzip stream raises (a cut file, bad deflate data, a bad CRC)."""


def is_damaged_gzip(exc: BaseException) -> bool:
    """Whether `exc` says the gzip stream itself is broken (bad deflate data, a CRC that
    does not match), not that the disk or the system failed (the other OSErrors)."""
    return isinstance(exc, gzip.BadGzipFile) or (
        isinstance(exc, GZIP_ERRORS) and not isinstance(exc, OSError)
    )


READ_ERRORS: tuple[type[Exception], ...] = (*GZIP_ERRORS, UnicodeDecodeError)
"""What reading a data file as text can raise: a broken gzip stream, bytes not UTF-8."""


def decompress(path: Path, dest: Path) -> None:
    """Write the bytes gzip file `path` holds to `dest` (ISA-L where installed).

    Raises one of GZIP_ERRORS if the stream is broken, or an OSError if `dest` can't be
    written (a full disk); `dest` may then hold part of the data.
    """
    with fast_gzip().open(path, "rb") as compressed, open(dest, "wb") as plain:
        shutil.copyfileobj(compressed, plain, 1 << 20)


def sniff(path: Path) -> JsonFile:
    """Look inside `path` (not at its name) to see how its JSON is laid out."""
    if not path.is_file():
        raise InputFileError(f"No such file: {path}")
    try:
        compressed = is_gzip(path)
        with open_text(path) as text:
            head = text.read(1 << 16)
            first_line = head.split("\n", 1)[0] if "\n" in head else head + text.readline()
            rest = head.split("\n", 1)[1] if "\n" in head else ""
            second_line = rest.split("\n", 1)[0] if "\n" in rest else rest + text.readline()
    except READ_ERRORS as exc:  # gzip.BadGzipFile is an OSError
        raise cannot_read(path, exc) from exc
    start = head.lstrip()[:1]
    if not start:
        raise InputFileError(
            f"{path} is empty: there is no JSON in it. Download it again, or give another file."
        )
    if start == "[":
        if not compressed and not _ends_with(path, b"]"):
            # DuckDB reads `[{...},` up to the end of the file without complaint
            raise InputFileError(
                f"{path} does not end with the ']' that closes its JSON array: the file is cut "
                "short, so cards are missing, or something follows the array. Download it "
                "again."
            )
        return JsonFile(path, compressed, "array")
    if start != "{":
        raise InputFileError(
            f"{path} is not JSON or JSON Lines (it starts with {head.lstrip()[:20]!r})."
        )
    try:
        first = json.loads(first_line)
    except ValueError:
        # A pretty-printed single object: only an API envelope is laid out like that.
        # Unless the next line is a whole object: then it is JSON Lines whose first line
        # is broken (the load reports that line and keeps the rest).
        if _is_object(second_line):
            return JsonFile(path, compressed, "ndjson")
        return JsonFile(path, compressed, "envelope")
    if isinstance(first, dict) and first.get("object") == "list" and "data" in first:
        return JsonFile(path, compressed, "envelope")
    return JsonFile(path, compressed, "ndjson")


def _ends_with(path: Path, suffix: bytes) -> bool:
    """Whether the file's last non-blank bytes are `suffix` (read from the end: cheap)."""
    with open(path, "rb") as handle:
        size = handle.seek(0, os.SEEK_END)
        handle.seek(max(0, size - 4096))
        return handle.read().rstrip().endswith(suffix)


def _is_object(line: str) -> bool:
    """Whether `line` is one whole JSON object (a JSON Lines record)."""
    try:
        return isinstance(json.loads(line), dict)
    except ValueError:
        return False


def object_text(line: str, shape: Shape) -> str:
    """One line of a bulk file as the text of its object, or "" for none.

    Scryfall writes one card per line in both shapes; the legacy array wraps them as
    `[`, `{...},` lines, `]`, so those marks are stripped from array lines.
    """
    text = line.strip()
    if shape == "array":
        text = text.removeprefix("[").removesuffix("]").strip().removesuffix(",")
    return text


def read_envelope(path: Path) -> list[Any]:
    """The `data` list of an API list object (small files: /sets, /symbology)."""
    try:
        with open_text(path) as text:
            body = json.load(text)
    except (OSError, ValueError, EOFError) as exc:
        raise InputFileError(f"Can't read {path} as JSON: {exc}") from exc
    if isinstance(body, list):
        return body
    if not isinstance(body, dict) or not isinstance(body.get("data"), list):
        raise InputFileError(f"{path} is not a Scryfall list object (no 'data' list).")
    if body.get("has_more") is True:
        # one page of a search or a list: loading it would replace the whole warehouse
        total = body.get("total_cards")
        of = f" of {total:,}" if isinstance(total, int) else ""
        raise InputFileError(
            f"{path} is one page of a longer Scryfall list ('has_more' is true): it holds "
            f"{len(body['data']):,}{of} objects, and the others are on the pages after it. "
            "Nothing was changed; save every page into one file (their 'data' lists "
            "joined), or give a bulk file."
        )
    return body["data"]


@contextmanager
def atomic_write(dest: Path, mode: str = "w") -> Iterator[IO[Any]]:
    """Write `dest` through a temporary file beside it, renamed only on success.

    The temporary file is `.<name>.<pid>-<random>.tmp`; one that a killed writer left
    behind is removed by the next write of the same file.
    """
    dest.parent.mkdir(parents=True, exist_ok=True)
    remove_dead_temps(dest)
    fd, tmp = tempfile.mkstemp(
        prefix=f".{dest.name}.{os.getpid()}-", suffix=".tmp", dir=dest.parent
    )
    try:
        encoding = None if "b" in mode else "utf-8"
        newline = None if "b" in mode else ""
        with os.fdopen(fd, mode, encoding=encoding, newline=newline) as handle:
            yield handle
            handle.flush()
            # mkstemp makes the file private (0600); give it the mode open() would have
            os.fchmod(handle.fileno(), _new_file_mode())
            os.fsync(handle.fileno())
        os.replace(tmp, dest)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_file(dest: Path, content: str | bytes) -> Path:
    """Write a whole file the pipeline makes (a page, a chart, a ledger) through
    `atomic_write`; a failure is a PipelineError naming the file."""
    try:
        with atomic_write(dest, "wb" if isinstance(content, bytes) else "w") as handle:
            handle.write(content)
    except OSError as exc:
        raise PipelineError(f"Can't write {dest}: {exc.strerror or exc}") from exc
    return dest


def sha256_file(path: Path) -> str:
    """The SHA-256 of a file's bytes, read in 1 MB pieces."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while chunk := handle.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def remove_dead_temps(dest: Path) -> None:
    """Delete the temporary files of `dest` whose writer is no longer running."""
    pattern = re.compile(rf"\.{re.escape(dest.name)}\.(\d+)-\w+\.tmp")
    for path in dest.parent.glob(f".{glob.escape(dest.name)}.*.tmp"):
        found = pattern.fullmatch(path.name)
        if found and not is_running(int(found[1])):
            path.unlink(missing_ok=True)


def is_running(pid: int) -> bool:
    """Whether a process with this id exists (a reused id counts: the safe side)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process
    return True


@contextmanager
def open_output(dest: Path) -> Iterator[IO[str]]:
    """Open a file the user named for writing text, without destroying what is there.

    A new path or a regular file is written aside and renamed into place (through a
    symlink: its target, so the link stays a link). Anything else (a FIFO, a device
    such as /dev/null or a terminal) is written through: renaming over it would replace
    the special file with a regular one, for every user of the machine.
    """
    try:
        mode = os.stat(dest).st_mode  # follows symlinks
    except FileNotFoundError:
        mode = None
    if mode is not None and stat.S_ISDIR(mode):
        raise IsADirectoryError(f"{dest} is a folder")
    if mode is not None and not stat.S_ISREG(mode):
        with open(dest, "w", encoding="utf-8", newline="") as handle:
            yield handle
        return
    with atomic_write(Path(os.path.realpath(dest))) as handle:
        yield handle


def _new_file_mode() -> int:
    """The permissions a new file gets from open(): 0666 less the process umask."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return 0o666 & ~int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)  # no /proc: read the umask by setting it, then put it back
    os.umask(mask)
    return 0o666 & ~mask


def replace_durably(done: Path, dest: Path) -> None:
    """Move a complete file over `dest` so that a crash leaves the old file or the new one:
    flush it, rename it, flush the folder's entry."""
    fsync_path(done)
    os.replace(done, dest)
    fsync_path(dest.parent, folder=True)


def fsync_path(path: Path, *, folder: bool = False) -> None:
    """Flush a file, or a folder's entries (a rename in it), to disk. A folder that can't
    be opened for it (some filesystems) is left as it is: the data itself was flushed."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        if folder:
            return
        raise
    try:
        os.fsync(fd)
    except OSError:
        if not folder:
            raise
    finally:
        os.close(fd)
