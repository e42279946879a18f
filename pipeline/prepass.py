"""Parse a bulk file's distinct costs and texts in a second process while DuckDB loads it.

DuckDB reads one gzip file on one core, so during the load the other core is idle. This
module uses it: a worker process streams the same file, collects the distinct mana costs
and distinct (name, type line, oracle text) faces exactly as `stg_scryfall__faces` defines
them, and parses each once. The build then only parses what the worker missed (nothing,
for Scryfall's own files), so the tables are the same with or without it.

It is an optimisation only: any problem (a pretty-printed file, a bad line, a crash of the
worker) makes it return nothing and the build parses everything itself. The worker is
`python -m pipeline.prepass FILE DIR PID [COLUMNS]`, handing its frames back as Arrow files.

Given the column types the build loads the cards with (COLUMNS, see
`pipeline.cardtypes`), it also checks every line against them while it reads,
and prints its verdict on one line of standard output as soon as it has read the file,
before it parses: whether the file fits those types, and which of their fields no line had.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from pipeline import cardtypes
from pipeline.files import GZIP_ERRORS, object_text, open_text, sniff

if TYPE_CHECKING:  # imported once the file is read: the verdict on its types comes first
    import polars as pl

    from pipeline import parse_stage


@dataclass(frozen=True)
class Parsed:
    """What the worker parsed: frames keyed by cost text and by face_text_key."""

    costs: pl.DataFrame
    symbols: pl.DataFrame
    abilities: parse_stage.AbilityFrames


def face_text_key(name: str | None, type_line: str | None, oracle_text: str | None) -> str:
    """The same key `stg_scryfall__faces` computes: md5 of the three texts joined by \\x1f."""
    text = f"{name or ''}\x1f{type_line or ''}\x1f{oracle_text or ''}"
    return hashlib.md5(text.encode("utf-8")).hexdigest()


def _get(card: Any, name: str) -> Any:
    """A field of a card or face, decoded as a dict (orjson) or a Struct (the guard's
    msgspec types); None when it is missing."""
    if isinstance(card, dict):
        return card.get(name)
    value = getattr(card, name, None)
    if value is None or type(value) in (str, list):
        return value
    if type(value).__name__ == "Raw":  # a JSON column: decode it as orjson would have
        return orjson.loads(bytes(value))
    return None if type(value).__name__ == "UnsetType" else value


def _faces(card: Any) -> Iterator[Any]:
    faces = _get(card, "card_faces")
    if isinstance(faces, list) and faces:
        yield from (f for f in faces if isinstance(f, dict) or hasattr(f, "__struct_fields__"))
    else:
        yield card


def _cards(path: Path, guard: cardtypes.Guard | None = None) -> Iterator[Any]:
    """Card objects of a JSON Lines file or a one-card-per-line array; raises otherwise.

    With a guard, each line is decoded into its types while they fit (a Struct), and as a
    dict from the first line that does not.
    """
    shape = sniff(path).shape
    if shape == "envelope":
        raise ValueError("an API list object is not read by the prepass")
    with open_text(path, fast=True) as text:
        for number, raw in enumerate(text, start=1):
            line = object_text(raw, shape)
            if not line:
                continue
            if guard is not None:
                typed = guard.decode(line, number)
                if typed is not None:
                    yield typed
                    continue
                guard = None
            card = orjson.loads(line)
            if not isinstance(card, dict):
                raise ValueError("not a card object")
            yield card


def _str_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def parse_file(
    path: Path,
    guard: cardtypes.Guard | None = None,
    on_read: Callable[[cardtypes.Verdict], None] | None = None,
) -> Parsed | None:
    """Stream `path` and parse its distinct costs and faces; None if it can't be read so.

    With a guard, `on_read` gets its verdict once the file is read (a file that can't be
    read does not fit), before the parsing starts.
    """
    costs: set[str] = set()
    faces: dict[str, parse_stage.FaceText] = {}
    readable = False
    try:
        for card in _cards(path, guard):
            for face in _faces(card):
                name = _str_or_none(_get(face, "name"))
                type_line = _str_or_none(_get(face, "type_line"))
                oracle_text = _str_or_none(_get(face, "oracle_text"))
                cost = _get(face, "mana_cost")
                if isinstance(cost, str):
                    costs.add(cost)
                key = face_text_key(name, type_line, oracle_text)
                if key not in faces:
                    faces[key] = (key, name, type_line, oracle_text)
        readable = True
    except (ValueError, UnicodeDecodeError):
        pass
    except GZIP_ERRORS:
        pass
    finally:
        if guard is not None and on_read is not None:
            verdict = guard.verdict()
            if not readable:
                verdict = cardtypes.Verdict(
                    False, verdict.problem or "the prepass could not read it"
                )
            on_read(verdict)
    if not readable:
        return None
    from pipeline import parse_stage

    cost_frame, symbol_frame = parse_stage.parse_mana_costs(sorted(costs))
    abilities = parse_stage.parse_face_texts(faces.values())
    return Parsed(cost_frame, symbol_frame, abilities)


_FRAMES = ("costs", "symbols", "faces", "activated", "mana", "issues")


def _frames(parsed: Parsed) -> dict[str, pl.DataFrame]:
    a = parsed.abilities
    frames = (parsed.costs, parsed.symbols, a.faces, a.activated, a.mana, a.issues)
    return dict(zip(_FRAMES, frames, strict=True))


def main(argv: list[str]) -> int:
    """`python -m pipeline.prepass FILE OUT_DIR PARENT_PID [COLUMNS]`: parse FILE, write
    Arrow files to OUT_DIR, and end as soon as the refresh PARENT_PID is gone. With
    COLUMNS (a JSON file of column types, `cardtypes.write_columns`), check every line
    against them and print the verdict as one line of JSON once FILE is read."""
    path, out, parent = Path(argv[0]), Path(argv[1]), int(argv[2])
    _exit_with_parent(parent)
    guard = None
    if len(argv) > 3:
        try:
            guard = cardtypes.Guard(cardtypes.read_columns(Path(argv[3])))
        except Exception as exc:  # types msgspec can't express: the build loads as usual
            _report(cardtypes.Verdict(False, f"no guard for these types: {exc}"))
    parsed = parse_file(path, guard, _report)
    if parsed is None:
        return 3
    for name, frame in _frames(parsed).items():
        frame.write_ipc(out / f"{name}.arrow")
    (out / "done").touch()
    return 0


def _report(verdict: cardtypes.Verdict) -> None:
    sys.stdout.write(verdict.to_json() + "\n")
    sys.stdout.flush()


def _exit_with_parent(parent: int) -> None:
    """End this worker when the refresh that started it dies (even by SIGKILL).

    The parent's pid comes from the command line, not from `os.getppid()` here: a refresh
    killed while this process was still importing has already made it an orphan.
    """

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.2)
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


class Prepass:
    """`parse_file(path)` in a separate Python process; `result()` waits, `close()` ends it.

    A plain subprocess rather than multiprocessing: forking would copy DuckDB's and
    polars' threads, and spawning would re-run the caller's main module.
    """

    def __init__(self, path: Path, work: Path, columns: cardtypes.Columns | None = None) -> None:
        self._dir = work / "prepass"
        self._dir.mkdir()
        command = [sys.executable, "-m", "pipeline.prepass", str(path), str(self._dir)]
        command.append(str(os.getpid()))
        if columns is not None:
            cardtypes.write_columns(columns, self._dir / "columns.json")
            command.append(str(self._dir / "columns.json"))
        self._guarded = columns is not None
        self._verdict: cardtypes.Verdict | None = None
        self._process = subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE if self._guarded else subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    def verdict(self) -> cardtypes.Verdict:
        """Whether the file fits the column types the worker was given (waits until it has
        read the file). Anything amiss (no types given, the worker died) says it does not."""
        if self._verdict is None:
            self._verdict = cardtypes.Verdict(False, "the prepass gave no verdict")
            if self._guarded and self._process.stdout is not None:
                line = self._process.stdout.readline()
                with contextlib.suppress(ValueError, KeyError, TypeError):
                    self._verdict = cardtypes.Verdict.from_json(line.decode("utf-8"))
        return self._verdict

    def result(self) -> Parsed | None:
        """The worker's frames, or None if it found the file unsuitable or failed."""
        import polars as pl

        from pipeline import parse_stage

        try:
            if self._process.stdout is not None:
                self._process.stdout.close()  # a verdict nobody asked for
            if self._process.wait() != 0 or not (self._dir / "done").exists():
                return None
            frames = {name: pl.read_ipc(self._dir / f"{name}.arrow") for name in _FRAMES}
            abilities = parse_stage.AbilityFrames(
                frames["faces"], frames["activated"], frames["mana"], frames["issues"]
            )
            return Parsed(frames["costs"], frames["symbols"], abilities)
        except (OSError, pl.exceptions.PolarsError):
            return None
        finally:
            self.close()

    def close(self) -> None:
        if self._process.poll() is None:
            self._process.kill()
        self._process.wait()
        if self._process.stdout is not None:
            self._process.stdout.close()
        shutil.rmtree(self._dir, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
