"""Check the ability parser's `produces` against Scryfall's `produced_mana`.

    python bench/validate_production.py [files...]

Files are Scryfall card objects, gzip JSON Lines (``.jsonl.gz``), JSON Lines, or one JSON
array; by default the three files under ``shared/data/scryfall``. Each card is parsed face
by face with `pipeline.abilities` (each distinct (oracle_text, type_line, name) once), and
its `produces` is compared with `produced_mana` as sets. Two figures:

- agreement over the cards that carry `produced_mana`;
- agreement over every card of the recent schema (one that has `keywords`, a field the
  2019 files lack), where a card without `produced_mana` must produce nothing.

Every difference is listed with the text behind it, grouped by a cause worked out from
the parse itself (never from a card's name or id: there are no overrides). Lines that
mention adding mana but parse to nothing are counted per file as parse issues.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipeline.abilities import (
    ANY_TYPE,
    MANA_TYPES,
    FaceAbilities,
    parse_face,
    produces,
)

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "scryfall"
DEFAULT_FILES = (
    DATA / "cards-recent.jsonl.gz",
    DATA / "cards-2019.jsonl.gz",
    DATA / "cards-edge.json",
)

# Causes, in the order they are tested; each is decided from the parse, not the card.
CAUSES = {
    "any_type_without_c": (
        "Scryfall lists only the five colors for 'one mana of any type' (CR 106.1b: "
        "colorless is a type too); the parser adds C"
    ),
    "unrecognised_line": "a line mentions adding mana but matches no template (parse issue)",
    "scryfall_lists_nothing": (
        "the text adds mana but Scryfall gives no produced_mana for the card"
    ),
    "scryfall_drops_last_symbol": (
        "Scryfall's list lacks exactly the last symbol of a printed list of options "
        "('{W}{W}, ..., {R}{R}, and {G}{G}'; '{G}, {W} , or {U}' with a stray space)"
    ),
    "scryfall_lists_fewer": "Scryfall lists fewer types than the text adds",
    "scryfall_lists_more": "Scryfall lists types no ability, token or grant in the text adds",
    "different": "Scryfall and the parser list different types",
}


@dataclass(frozen=True)
class Difference:
    name: str
    cause: str
    ours: tuple[str, ...]
    theirs: tuple[str, ...]
    lines: tuple[str, ...]


def read_cards(path: Path) -> Iterator[dict[str, Any]]:
    """Stream card objects from a .jsonl(.gz) file, or load a JSON array."""
    if path.name.endswith(".jsonl.gz"):
        with gzip.open(path, "rt", encoding="utf-8") as handle:
            for line in handle:
                if line.strip():
                    yield json.loads(line)
    elif path.suffix == ".jsonl":
        with path.open(encoding="utf-8") as handle:
            for line in handle:
                if line.strip():
                    yield json.loads(line)
    else:
        with path.open(encoding="utf-8") as handle:
            yield from json.load(handle)


def faces_of(card: dict[str, Any]) -> list[tuple[str | None, str | None, str | None]]:
    """(oracle_text, type_line, name) per face; a card without card_faces is one face."""
    faces = card.get("card_faces") or []
    if faces and any("oracle_text" in face for face in faces):
        return [(f.get("oracle_text"), f.get("type_line"), f.get("name")) for f in faces]
    return [(card.get("oracle_text"), card.get("type_line"), card.get("name"))]


def percent(part: int, whole: int) -> str:
    return f"{part}/{whole} = {100 * part / whole:.2f}%" if whole else "-"


def ordered(types: set[str]) -> tuple[str, ...]:
    return tuple(t for t in MANA_TYPES if t in types)


def classify(parsed: list[FaceAbilities], ours: set[str], theirs: set[str]) -> str:
    rows = [row for face in parsed for row in face.mana]
    issues = [issue for face in parsed for issue in face.issues]
    if ours - theirs == {"C"} and theirs <= ours and any(r.choice == ANY_TYPE for r in rows):
        return "any_type_without_c"
    if issues and not ours - theirs:
        return "unrecognised_line"
    if ours and not theirs:
        return "scryfall_lists_nothing"
    if theirs < ours and any(last_symbol_types(r.text) == ours - theirs for r in rows):
        return "scryfall_drops_last_symbol"
    if theirs < ours:
        return "scryfall_lists_fewer"
    if ours < theirs:
        return "scryfall_lists_more"
    return "different"


def last_symbol_types(text: str) -> set[str]:
    """The types of the last symbol of the first "Add {..}, ..., or {..}" list in `text`."""
    m = re.search(r"\b[Aa]dd ((?:\{[^{}]+\}[\s,]*(?:and |or )?)+)", text)
    if m is None:
        return set()
    last = re.findall(r"\{([^{}]+)\}", m[1])[-1]
    return {last} if last in MANA_TYPES else set()


def mana_lines(card: dict[str, Any], parsed: list[FaceAbilities]) -> tuple[str, ...]:
    """The text behind a difference: the rows' paragraphs and any unrecognised lines."""
    lines = [row.text for face in parsed for row in face.mana]
    lines += [f"UNRECOGNISED: {issue}" for face in parsed for issue in face.issues]
    if not lines:
        lines = [
            line
            for text, _, _ in faces_of(card)
            for line in (text or "").split("\n")
            if "dd" in line.lower()
        ]
    return tuple(dict.fromkeys(lines))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", type=Path, default=list(DEFAULT_FILES))
    parser.add_argument("--issues", action="store_true", help="print every parse issue")
    args = parser.parse_args(argv)

    cache: dict[tuple[str | None, str | None, str | None], FaceAbilities] = {}
    # file name -> [with produced_mana, of which agree, recent-schema cards, of which agree]
    counts: dict[str, list[int]] = {}
    differences: list[Difference] = []
    issues_by_file: dict[str, Counter[str]] = {}
    scryfall_values: Counter[str] = Counter()

    for path in args.files:
        issues: Counter[str] = Counter()
        tally = counts.setdefault(path.name, [0, 0, 0, 0])
        for card in read_cards(path):
            parsed = []
            for key in faces_of(card):
                if key not in cache:
                    cache[key] = parse_face(*key)
                parsed.append(cache[key])
            for face in parsed:
                issues.update(face.issues)
            is_recent = "keywords" in card or "produced_mana" in card
            if not is_recent:
                continue
            raw = card.get("produced_mana")
            theirs = set()
            if raw is not None:
                for value in raw:
                    scryfall_values[str(value)] += 1
                theirs = {str(v) for v in raw if str(v) in MANA_TYPES}
            ours = set(produces(parsed))
            same = ours == theirs
            tally[2] += 1
            tally[3] += same
            if raw is not None:
                tally[0] += 1
                tally[1] += same
            if not same:
                differences.append(
                    Difference(
                        name=card.get("name", "?"),
                        cause=classify(parsed, ours, theirs),
                        ours=ordered(ours),
                        theirs=ordered(theirs),
                        lines=mana_lines(card, parsed),
                    )
                )
        issues_by_file[path.name] = issues

    print("Agreement of produces with Scryfall's produced_mana (as sets)")
    print(f"  {'file':24} {'cards carrying produced_mana':>30} {'all recent-schema cards':>30}")
    total = [sum(column) for column in zip(*counts.values(), strict=True)]
    for name, (with_pm, with_pm_ok, recent, recent_ok) in [*counts.items(), ("all", total)]:
        if recent:
            print(
                f"  {name:24} {percent(with_pm_ok, with_pm):>30} {percent(recent_ok, recent):>30}"
            )
    odd = {v: n for v, n in scryfall_values.items() if v not in MANA_TYPES}
    if odd:
        print(f"  produced_mana values that are not a mana type (ignored): {odd}")
    print(f"  distinct faces parsed: {len(cache)}")

    print("\nParse issues (lines that mention adding mana but parse to nothing)")
    for name, issues in issues_by_file.items():
        print(f"  {name}: {sum(issues.values())} lines, {len(issues)} distinct")
        if args.issues:
            for line, count in sorted(issues.items()):
                print(f"      {count:4d}  {line}")

    grouped: dict[str, list[Difference]] = defaultdict(list)
    for difference in differences:
        grouped[difference.cause].append(difference)
    print(f"\nDifferences: {len(differences)} card objects (reprints counted each time)")
    for cause, explanation in CAUSES.items():
        found = grouped.get(cause, [])
        if not found:
            continue
        print(f"\n[{cause}] {len(found)} card objects: {explanation}")
        seen: set[tuple[str, tuple[str, ...], tuple[str, ...]]] = set()
        for d in sorted(found, key=lambda d: d.name):
            key = (d.name, d.ours, d.theirs)
            if key in seen:
                continue
            seen.add(key)
            ours, theirs = "".join(d.ours) or "-", "".join(d.theirs) or "-"
            print(f"  {d.name}: parser {ours}, scryfall {theirs}")
            for line in d.lines:
                print(f"      {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
