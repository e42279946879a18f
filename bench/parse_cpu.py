"""Measure the CPU time the ability parser spends on every distinct face of a card file.

    python bench/parse_cpu.py FILE [--repeat 3]

Reads a Scryfall JSONL file (gzip or plain), keeps each distinct (oracle text, type line,
name) of its faces once, as the pipeline parses each distinct text once, and prints how many
there are and the least CPU seconds (`time.process_time`) of `--repeat` passes of
`parse_face` over them. To compare two commits, run it from a worktree of each, alternating
(`PYTHONPATH=<tree> python bench/parse_cpu.py FILE`): the machine's speed moves more than the
parser's cost does between two runs.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from pathlib import Path

# after PYTHONPATH, so that PYTHONPATH=<tree> measures that tree's parser
sys.path.append(str(Path(__file__).resolve().parents[1]))

from pipeline.abilities import parse_face


def distinct_faces(path: Path) -> list[tuple[str, str, str]]:
    """Each distinct (text, type line, name) of the file's faces, sorted."""
    opener = gzip.open if path.suffix == ".gz" else open
    faces: set[tuple[str, str, str]] = set()
    with opener(path, "rt", encoding="utf-8") as lines:
        for line in lines:
            card = json.loads(line)
            for face in card.get("card_faces") or [card]:
                faces.add(
                    (
                        face.get("oracle_text") or "",
                        face.get("type_line") or card.get("type_line") or "",
                        face.get("name") or card["name"],
                    )
                )
    return sorted(faces)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file", type=Path, help="a Scryfall JSONL file, gzip or plain")
    parser.add_argument("--repeat", type=int, default=3, help="passes; the least is printed")
    args = parser.parse_args(argv)
    faces = distinct_faces(args.file)
    best = float("inf")
    for _ in range(args.repeat):
        start = time.process_time()
        for text, type_line, name in faces:
            parse_face(text, type_line, name)
        best = min(best, time.process_time() - start)
    print(f"{len(faces)} distinct faces, {best:.3f} CPU s (least of {args.repeat})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
