"""Parse a bulk file's distinct costs and texts in a second process while DuckDB loads it.

DuckDB reads one gzip file on one core, so during the load the other core is idle. This
module uses it: a worker process streams the same file, collects the distinct mana costs
and distinct (name, type line, oracle text) faces exactly as `stg_scryfall__faces` defines
them, and parses each once. The build then only parses what the worker missed (nothing,
for Scryfall's own files), so the tables are the same with or without it.

It is an optimisation only: any problem (a pretty-printed file, a bad line, a crash of the
worker) makes it return nothing and the build parses everything itself. The worker is
`python -m pipeline.prepass FILE DIR`, handing its frames back as Arrow files.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
import polars as pl

from pipeline import parse_stage
from pipeline.files import GZIP_ERRORS, object_text, open_text, sniff


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


def _faces(card: dict[str, Any]) -> Iterator[dict[str, Any]]:
    faces = card.get("card_faces")
    if isinstance(faces, list) and faces:
        yield from (f for f in faces if isinstance(f, dict))
    else:
        yield card


def _cards(path: Path) -> Iterator[dict[str, Any]]:
    """Card objects of a JSON Lines file or a one-card-per-line array; raises otherwise."""
    shape = sniff(path).shape
    if shape == "envelope":
        raise ValueError("an API list object is not read by the prepass")
    with open_text(path, fast=True) as text:
        for raw in text:
            line = object_text(raw, shape)
            if line:
                card = orjson.loads(line)
                if not isinstance(card, dict):
                    raise ValueError("not a card object")
                yield card


def _str_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def parse_file(path: Path) -> Parsed | None:
    """Stream `path` and parse its distinct costs and faces; None if it can't be read so."""
    try:
        costs: set[str] = set()
        faces: dict[str, parse_stage.FaceText] = {}
        for card in _cards(path):
            for face in _faces(card):
                name = _str_or_none(face.get("name"))
                type_line = _str_or_none(face.get("type_line"))
                oracle_text = _str_or_none(face.get("oracle_text"))
                cost = face.get("mana_cost")
                if isinstance(cost, str):
                    costs.add(cost)
                key = face_text_key(name, type_line, oracle_text)
                if key not in faces:
                    faces[key] = (key, name, type_line, oracle_text)
    except (ValueError, UnicodeDecodeError):
        return None
    except GZIP_ERRORS:
        return None
    cost_frame, symbol_frame = parse_stage.parse_mana_costs(sorted(costs))
    abilities = parse_stage.parse_face_texts(faces.values())
    return Parsed(cost_frame, symbol_frame, abilities)


_FRAMES = ("costs", "symbols", "faces", "activated", "mana", "issues")


def _frames(parsed: Parsed) -> dict[str, pl.DataFrame]:
    a = parsed.abilities
    frames = (parsed.costs, parsed.symbols, a.faces, a.activated, a.mana, a.issues)
    return dict(zip(_FRAMES, frames, strict=True))


def main(argv: list[str]) -> int:
    """`python -m pipeline.prepass FILE OUT_DIR PARENT_PID`: parse FILE, write Arrow files
    to OUT_DIR, and end as soon as the refresh PARENT_PID is gone."""
    path, out, parent = Path(argv[0]), Path(argv[1]), int(argv[2])
    _exit_with_parent(parent)
    parsed = parse_file(path)
    if parsed is None:
        return 3
    for name, frame in _frames(parsed).items():
        frame.write_ipc(out / f"{name}.arrow")
    (out / "done").touch()
    return 0


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

    def __init__(self, path: Path, work: Path) -> None:
        self._dir = work / "prepass"
        self._dir.mkdir()
        self._process = subprocess.Popen(
            [sys.executable, "-m", "pipeline.prepass", str(path), str(self._dir), str(os.getpid())],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    def result(self) -> Parsed | None:
        """The worker's frames, or None if it found the file unsuitable or failed."""
        try:
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
        shutil.rmtree(self._dir, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
