"""Parse a bulk file's distinct costs and texts in a second process while DuckDB loads it.

A worker process streams the same file as the load, collects the distinct mana costs and
distinct (name, type line, oracle text) faces exactly as `stg_scryfall__faces` defines
them, and parses each once, in chunks. The build, once its own load is done, parses the
chunks the worker has not reached (`Prepass.parse`), so both cores parse; it parses only
what the worker did not, so the tables are the same with or without it.

It is an optimisation only: any problem (a pretty-printed file, a bad line, a crash of the
worker) makes it return nothing and the build parses everything itself. The worker is
`python -m pipeline.prepass FILE DIR PID [--columns COLUMNS] [--skip SKIP]`, handing its
frames back as Arrow files. It skips the costs and faces SKIP lists: those the build takes
from the parse cache of the warehouse it replaces (`pipeline.warehouse.parse_cache`).

Given the column types the build loads the cards with (COLUMNS, see
`pipeline.cardtypes`), it also checks every line against them while it reads,
and prints its verdict on one line of standard output as soon as it has read the file,
before it parses: whether the file fits those types, and which of their fields no line had.
"""

from __future__ import annotations

import codecs
import contextlib
import hashlib
import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from pipeline import cardtypes
from pipeline.files import GZIP_ERRORS, fast_gzip, is_gzip, sniff

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
    dict from the first line that does not. Lines are read as bytes: both decoders take
    UTF-8 as it is (and refuse it when it is not), which saves decoding every line twice.
    """
    shape = sniff(path).shape
    if shape == "envelope":
        raise ValueError("an API list object is not read by the prepass")
    opener = fast_gzip().open if is_gzip(path) else open
    with opener(path, "rb") as data:
        for number, raw in enumerate(data, start=1):
            line = raw.strip()
            if number == 1:
                line = line.removeprefix(codecs.BOM_UTF8)
            if shape == "array":
                line = line.removeprefix(b"[").removesuffix(b"]").strip().removesuffix(b",")
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


def read_file(
    path: Path,
    guard: cardtypes.Guard | None = None,
    on_read: Callable[[cardtypes.Verdict], None] | None = None,
) -> tuple[set[str], dict[str, parse_stage.FaceText]] | None:
    """Stream `path`: its distinct costs, and its distinct faces by face_text_key; None if
    it can't be read so.

    With a guard, `on_read` gets its verdict once the file is read (a file that can't be
    read does not fit).
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
                problem = verdict.problem or "the prepass could not read the file"
                verdict = cardtypes.Verdict(False, problem)
            on_read(verdict)
    return (costs, faces) if readable else None


def parse_file(path: Path) -> Parsed | None:
    """Stream `path` and parse its distinct costs and faces; None if it can't be read so."""
    found = read_file(path)
    if found is None:
        return None
    from pipeline import parse_stage

    costs, faces = found
    cost_frame, symbol_frame = parse_stage.parse_mana_costs(sorted(costs))
    abilities = parse_stage.parse_face_texts(sorted(faces.values()))
    return Parsed(cost_frame, symbol_frame, abilities)


CHUNKS = 4
"""The faces are parsed in this many parts, by the first hex digit of their key: the worker
takes them from the first, the build (once its load is done) from the last (see
`Prepass.parse`), so that both cores parse when both are free."""


def chunk_of(key: str) -> int:
    return int(key[0], 16) * CHUNKS // 16


_ABILITY_FRAMES = ("faces", "activated", "mana", "issues")


def _write(frames: dict[str, pl.DataFrame], folder: Path, marker: Path) -> None:
    """Write Arrow files, then `marker`: a reader that sees the marker finds them whole."""
    for name, frame in frames.items():
        frame.write_ipc(folder / f"{marker.stem}-{name}.arrow")
    marker.touch()


def _ability_frames(abilities: parse_stage.AbilityFrames) -> dict[str, pl.DataFrame]:
    return dict(
        zip(
            _ABILITY_FRAMES,
            (abilities.faces, abilities.activated, abilities.mana, abilities.issues),
            strict=True,
        )
    )


def main(argv: list[str]) -> int:
    """`python -m pipeline.prepass FILE OUT_DIR PARENT_PID [--columns COLUMNS] [--skip
    SKIP]`: parse FILE, write Arrow files to OUT_DIR, and end as soon as the refresh
    PARENT_PID is gone. With COLUMNS (a JSON file of column types,
    `cardtypes.write_columns`), check every line against them and print the verdict as one
    line of JSON once FILE is read. The costs and face_text_keys SKIP lists (`write_skip`)
    are not parsed.

    OUT_DIR gets `costs-*.arrow` and `costs.done`, then for each chunk of the faces, in
    order, `started-N`, its `chunk-N-*.arrow` and `chunk-N.done`."""
    path, out, parent = Path(argv[0]), Path(argv[1]), int(argv[2])
    options = dict(zip(argv[3::2], argv[4::2], strict=True))
    _exit_with_parent(parent)
    guard = None
    if "--columns" in options:
        try:
            guard = cardtypes.Guard(cardtypes.read_columns(Path(options["--columns"])))
        except Exception as exc:  # types msgspec can't express: the build loads as usual
            _report(cardtypes.Verdict(False, f"no guard for these types: {exc}"))
    found = read_file(path, guard, _report)
    if found is None:
        return 3
    from pipeline import parse_stage

    costs, faces = found
    if "--skip" in options:
        skip_costs, skip_faces = read_skip(Path(options["--skip"]))
        costs -= skip_costs
        faces = {key: face for key, face in faces.items() if key not in skip_faces}
    cost_frame, symbol_frame = parse_stage.parse_mana_costs(sorted(costs))
    _write({"costs": cost_frame, "symbols": symbol_frame}, out, out / "costs.done")
    chunks: list[list[parse_stage.FaceText]] = [[] for _ in range(CHUNKS)]
    for key, face in sorted(faces.items()):
        chunks[chunk_of(key)].append(face)
    for number, chunk in enumerate(chunks):
        (out / f"started-{number}").touch()
        abilities = parse_stage.parse_face_texts(chunk)
        _write(_ability_frames(abilities), out, out / f"chunk-{number}.done")
    return 0


def write_skip(costs: Collection[str], faces: Collection[str], path: Path) -> None:
    """The file of costs and face_text_keys the worker is not to parse (`--skip`)."""
    path.write_bytes(orjson.dumps({"costs": sorted(costs), "faces": sorted(faces)}))


def read_skip(path: Path) -> tuple[set[str], set[str]]:
    data = orjson.loads(path.read_bytes())
    return set(data["costs"]), set(data["faces"])


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

    def __init__(
        self,
        path: Path,
        work: Path,
        columns: cardtypes.Columns | None = None,
        skip: tuple[Collection[str], Collection[str]] | None = None,
    ) -> None:
        """Start the worker on the file at `path`; with `columns`, it checks every card
        against them; it parses neither the costs nor the face_text_keys of `skip`."""
        self._dir = work / "prepass"
        self._dir.mkdir()
        command = [sys.executable, "-m", "pipeline.prepass", str(path), str(self._dir)]
        command.append(str(os.getpid()))
        if columns is not None:
            cardtypes.write_columns(columns, self._dir / "columns.json")
            command += ["--columns", str(self._dir / "columns.json")]
        if skip is not None:
            write_skip(*skip, self._dir / "skip.json")
            command += ["--skip", str(self._dir / "skip.json")]
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

    def parse(self, faces: Sequence[parse_stage.FaceText]) -> Parsed:
        """Every face of `faces` parsed, the worker's parts with the build's own, and the
        costs the worker parsed (none if it failed). Ends the worker.

        The worker parses the chunks of the faces from the first (`CHUNKS`); this parses
        them from the last, until it reaches one the worker has done or is doing. So when
        the worker is already done (a large file, whose load outlasts it), this parses
        nothing, and otherwise both cores share what is left.
        """
        import polars as pl

        from pipeline import parse_stage

        chunks: list[list[parse_stage.FaceText]] = [[] for _ in range(CHUNKS)]
        for face in sorted(faces):
            chunks[chunk_of(face[0])].append(face)
        parts: dict[int, parse_stage.AbilityFrames] = {}
        try:
            number = CHUNKS - 1
            while number >= 0 and not (self._dir / f"chunk-{number}.done").exists():
                started = (self._dir / f"started-{number}").exists()
                if started and self._process.poll() is None:
                    time.sleep(0.01)  # the worker is on it: wait for it
                    continue
                parts[number] = parse_stage.parse_face_texts(chunks[number])
                number -= 1
            for number in range(CHUNKS):
                if number not in parts:
                    parts[number] = self._read_chunk(number) or parse_stage.parse_face_texts(
                        chunks[number]
                    )
            abilities = parse_stage.AbilityFrames(
                *(
                    pl.concat([getattr(parts[n], name) for n in range(CHUNKS)])
                    for name in _ABILITY_FRAMES
                )
            )
            costs = self._read("costs", ("costs", "symbols"))
            if costs is None:  # the caller parses every cost
                return Parsed(*parse_stage.parse_mana_costs([]), abilities)
            return Parsed(costs["costs"], costs["symbols"], abilities)
        finally:
            self.close()

    def _read(self, marker: str, names: Sequence[str]) -> dict[str, pl.DataFrame] | None:
        import polars as pl

        if not (self._dir / f"{marker}.done").exists():
            return None
        try:
            return {n: pl.read_ipc(self._dir / f"{marker}-{n}.arrow") for n in names}
        except (OSError, pl.exceptions.PolarsError):
            return None

    def _read_chunk(self, number: int) -> parse_stage.AbilityFrames | None:
        from pipeline import parse_stage

        frames = self._read(f"chunk-{number}", _ABILITY_FRAMES)
        return parse_stage.AbilityFrames(**frames) if frames is not None else None

    def close(self) -> None:
        if self._process.poll() is None:
            self._process.kill()
        self._process.wait()
        if self._process.stdout is not None:
            self._process.stdout.close()
        shutil.rmtree(self._dir, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
