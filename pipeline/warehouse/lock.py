"""Where the warehouse is, what may be replaced, and one refresh at a time.

`--db`, `$PIPELINE_DB` or `outputs/cards.duckdb`, followed through symlinks; a path is
accepted only if it is absent or a warehouse this pipeline built. A lock file
(`<name>.lock`, flock) lets one refresh at a time build a warehouse; flock is released by
the kernel when its holder dies, so a killed refresh leaves no stale lock.
"""

from __future__ import annotations

import contextlib
import fcntl
import glob
import os
import re
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

from pipeline.errors import WarehouseError

DEFAULT_DB = Path("outputs") / "cards.duckdb"


def resolve_db(db: Path | str | None) -> Path:
    """--db, else $PIPELINE_DB, else outputs/cards.duckdb (relative to the current folder).

    A symlink is followed (see real_path). DuckDB opens only paths that are UTF-8 text:
    a name with other bytes is refused here, by name, not by DuckDB's "std::bad_cast".
    """
    given = str(db) if db else os.environ.get("PIPELINE_DB")
    if not given:
        return DEFAULT_DB
    if _not_utf8(given):
        shown = given.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
        raise WarehouseError(
            f"The warehouse path {shown!r} is not UTF-8 text, which DuckDB can't open: "
            "give a path whose names are UTF-8."
        )
    return real_path(Path(given))


def _not_utf8(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # bytes the file system gave that are no UTF-8 (surrogates)
        return True
    return False


def real_path(db: Path) -> Path:
    """Where the warehouse really is, if `db` is a symlink to it; else `db` as given.

    Everything of a warehouse lives beside the real file: the build is swapped in over it
    (a rename over the link would replace the link and leave the warehouse as it was),
    its lock is taken there (so refreshes through two paths still take turns), and its
    cache and reports are there.
    """
    return Path(os.path.realpath(db)) if db.is_symlink() else db


@contextlib.contextmanager
def refresh_lock(
    db: Path, *, wait: bool = False, on_wait: Callable[[str], None] | None = None
) -> Iterator[None]:
    """Hold `<db>.lock` so that only one refresh builds this warehouse at a time.

    flock is released by the kernel when the holder dies, so a killed refresh never
    leaves a stale lock behind. When the lock is taken: WarehouseError, or with `wait`,
    `on_wait(holder)` and then wait for it.
    """
    lock_path = db.with_name(db.name + ".lock")
    try:
        db.parent.mkdir(parents=True, exist_ok=True)
        opened = open(lock_path, "a+")  # noqa: SIM115 (closed by the with below)
    except OSError as exc:
        raise cannot_create(lock_path, exc) from exc
    with opened as handle:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.seek(0)
            holder = handle.read().strip() or "another process"
            if not wait:
                raise WarehouseError(
                    f"Another refresh ({holder}) is building {db} right now. Wait for it to "
                    "finish, or run with --wait to queue behind it."
                ) from None
            if on_wait is not None:
                on_wait(holder)
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        handle.seek(0)
        handle.truncate()
        handle.write(f"pid {os.getpid()}")
        handle.flush()
        try:
            yield
        finally:
            handle.seek(0)
            handle.truncate()
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def cannot_create(path: Path, exc: OSError) -> WarehouseError:
    """The error for a file or folder beside the warehouse that this user can't make."""
    return WarehouseError(
        f"Can't create {path}: {exc.strerror or exc}. Choose a folder this user can "
        "write to (--db, --cache-dir)."
    )


def aside(db: Path, kind: str) -> Path:
    """This process's `.<name>.<kind>-<pid>` beside the warehouse: the warehouse being
    built ("building") or the build's work folder ("work"), which `remove_leftovers`
    clears once the process is gone."""
    return db.with_name(f".{db.name}.{kind}-{os.getpid()}")


def remove_leftovers(db: Path) -> list[Path]:
    """Delete what refreshes that died left: half-built warehouses and their work folders.

    Call it while holding the lock, so no live build's files are touched.
    """
    removed = []
    for kind in ("building", "work"):
        # the name escaped: a warehouse "w[12].duckdb" must not match w1's live build
        prefix = f".{db.name}.{kind}-"
        for path in db.parent.glob(glob.escape(prefix) + "*"):
            if not re.match(r"\d+(?:\.|$)", path.name.removeprefix(prefix)):
                continue  # not a build's: "-<pid>", then DuckDB's own ".wal" and such
            with contextlib.suppress(OSError):  # what can't go is not reported as gone
                if path.is_dir() and not path.is_symlink():
                    shutil.rmtree(path)
                else:
                    path.unlink()
                removed.append(path)
    return removed
