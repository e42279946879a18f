"""Parse a bulk file's distinct costs and texts in a second process while DuckDB loads it.

DuckDB reads one gzip file on one core, so during the load the other core is idle. This
module uses it: a worker process streams the same file, collects the distinct mana costs
and distinct (name, type line, oracle text) faces exactly as `stg_scryfall__faces` defines
them, and parses each once. The build then only parses what the worker missed (nothing,
for Scryfall's own files), so the tables are the same with or without it.

It is an optimisation only: any problem (a pretty-printed file, a bad line, a crash of the
worker) makes it return nothing and the build parses everything itself.
"""

from __future__ import annotations

import hashlib
import multiprocessing
from collections.abc import Iterator
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import orjson
import polars as pl

from pipeline import parse_stage
from pipeline.files import open_text, sniff


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
    with open_text(path) as text:
        for raw in text:
            line = raw.strip()
            if shape == "array":
                line = line.removeprefix("[").removesuffix("]").strip().removesuffix(",")
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
    except (ValueError, OSError, EOFError, UnicodeDecodeError):
        return None
    cost_frame, symbol_frame = parse_stage.parse_mana_costs(sorted(costs))
    abilities = parse_stage.parse_face_texts(list(faces.values()), workers=1)
    return Parsed(cost_frame, symbol_frame, abilities)


def _work(path: Path, channel: Connection) -> None:
    try:
        channel.send(parse_file(path))
    except Exception:
        channel.send(None)
    finally:
        channel.close()


class Prepass:
    """`parse_file(path)` in a spawned process; `result()` waits for it, `close()` ends it."""

    def __init__(self, path: Path) -> None:
        # spawn, not fork: the parent may already hold DuckDB's threads
        context = multiprocessing.get_context("spawn")
        receiver, sender = context.Pipe(duplex=False)
        self._receiver = receiver
        self._process = context.Process(target=_work, args=(path, sender), daemon=True)
        self._process.start()
        sender.close()

    def result(self) -> Parsed | None:
        """The worker's frames, or None if it found the file unsuitable or died."""
        try:
            parsed = self._receiver.recv()
        except (EOFError, OSError):
            parsed = None
        self.close()
        return parsed if isinstance(parsed, Parsed) else None

    def close(self) -> None:
        if self._process.is_alive():
            self._process.kill()
        self._process.join()
        self._receiver.close()
