"""Check the ability parser's `produces` against Scryfall's `produced_mana`.

    python bench/validate_production.py FILE [FILE ...] [--issues] [--differences]

FILEs are Scryfall card objects: gzip JSON Lines (``.jsonl.gz``), JSON Lines, or one JSON
array, such as a bulk file of `pipeline refresh`'s cache folder (a recent one: only the
modern schema has `produced_mana`). Each card is parsed face by face with `pipeline.abilities` (each
distinct (oracle_text, type_line, name) once) and its `produces` compared with
`produced_mana` as sets. It prints:

- agreement over the cards that carry `produced_mana` (the producers) and over every card
  of the modern schema (one with `keywords`), where no `produced_mana` means no mana;
- for each mechanism the parser follows beyond printed abilities (docs/rules.md, "Mana
  production"), how many cards of each file it touches, and how many cards lead to more
  mana by the rules (`leads_to`) than their text shows (`produces`);
- the parser's issues (its detector's findings) per file;
- every difference, grouped by a cause worked out from the parse itself (never from a
  card's name or id: there are no overrides).
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
    MANA_TYPES,
    Choice,
    FaceAbilities,
    Mechanism,
    SourceKind,
    leads_to,
    parse_face,
    predefined_tokens,
    produces,
)

CLASSES = {
    "keyword": "1. keyword reminder text that adds mana (CR 702, 207.2)",
    "predefined_token": "2. predefined tokens, reminder text printed or not (111.10)",
    "group_grant": "3. grants to a group the card belongs to (613.1f)",
    "replacement": "4. replacement effects on mana production (106.12b)",
    "type_change": "5. effects and tokens that give lands basic land types (305.7)",
}

CAUSES = {
    "any_type_without_c": (
        "Scryfall lists only the five colors for 'one mana of any type' (CR 106.1b: "
        "colorless is a type too); the parser adds C"
    ),
    "parse_issue": "the parser reports the card in parse_issues (nothing silent)",
    "scryfall_lists_nothing": "the text adds mana but Scryfall gives no produced_mana",
    "scryfall_drops_last_symbol": (
        "Scryfall's list lacks exactly the last symbol of a printed list of options "
        "('{W}{W}, ..., {R}{R}, and {G}{G}'; '{G}, {W} , or {U}' with a stray space)"
    ),
    "scryfall_lists_fewer": "Scryfall lists fewer types than the text adds",
    "silent_miss": "Scryfall lists a type the parser finds no way to make, with no parse issue",
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
    if path.name.endswith(".gz"):
        with gzip.open(path, "rt", encoding="utf-8") as handle:
            yield from (json.loads(line) for line in handle if line.strip())
    elif path.suffix == ".jsonl":
        with path.open(encoding="utf-8") as handle:
            yield from (json.loads(line) for line in handle if line.strip())
    else:
        with path.open(encoding="utf-8") as handle:
            yield from json.load(handle)


def faces_of(card: dict[str, Any]) -> list[tuple[str | None, str | None, str | None]]:
    """(oracle_text, type_line, name) per face; a card without card_faces is one face."""
    faces = card.get("card_faces") or []
    if faces and any("oracle_text" in face for face in faces):
        return [(f.get("oracle_text"), f.get("type_line"), f.get("name")) for f in faces]
    return [(card.get("oracle_text"), card.get("type_line"), card.get("name"))]


def classes_of(parsed: list[FaceAbilities]) -> set[str]:
    found = set()
    for row in (row for face in parsed for row in face.mana):
        if row.mechanism in (
            Mechanism.KEYWORD,
            Mechanism.PREDEFINED_TOKEN,
            Mechanism.GROUP_GRANT,
            Mechanism.TYPE_CHANGE,
        ):
            found.add(row.mechanism.value)
        if row.source_kind == SourceKind.TOKEN and row.via in predefined_tokens().by_name:
            found.add("predefined_token")  # printed by reminder text, and named by the rules
        if row.source_kind == SourceKind.REPLACEMENT:
            found.add("replacement")
    return found


def classify(parsed: list[FaceAbilities], ours: set[str], theirs: set[str]) -> str:
    rows = [row for face in parsed for row in face.mana]
    extra = ours - theirs
    if extra == {"C"} and theirs <= ours and any(r.choice == Choice.ANY_TYPE for r in rows):
        return "any_type_without_c"
    if any(face.issues for face in parsed):
        return "parse_issue"
    if ours and not theirs:
        return "scryfall_lists_nothing"
    if theirs < ours and any(last_symbol_types(r.text) == extra for r in rows):
        return "scryfall_drops_last_symbol"
    if theirs < ours:
        return "scryfall_lists_fewer"
    if theirs - ours:
        return "silent_miss"
    return "different"


def last_symbol_types(text: str) -> set[str]:
    """The types of the last symbol of the first "Add {..}, ..., or {..}" list in `text`."""
    m = re.search(r"\b[Aa]dd ((?:\{[^{}]+\}[\s,]*(?:and |or )?)+)", text)
    if m is None:
        return set()
    last = re.findall(r"\{([^{}]+)\}", m[1])[-1]
    return {last} if last in MANA_TYPES else set()


def mana_lines(card: dict[str, Any], parsed: list[FaceAbilities]) -> tuple[str, ...]:
    """The text behind a difference: the rows' paragraphs and the parser's issues."""
    lines = [row.text for face in parsed for row in face.mana]
    lines += [f"ISSUE ({i.problem.value}): {i.text}" for face in parsed for i in face.issues]
    if not lines:
        lines = [
            line
            for text, _, _ in faces_of(card)
            for line in (text or "").split("\n")
            if "dd" in line.lower()
        ]
    return tuple(dict.fromkeys(lines))


def percent(part: int, whole: int) -> str:
    return f"{part}/{whole} = {100 * part / whole:.2f}%" if whole else "-"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE")
    parser.add_argument("--issues", action="store_true", help="print every parse issue")
    parser.add_argument(
        "--differences",
        action="store_true",
        help="print every difference (by default: the"
        " causes that are not explained by a documented decision)",
    )
    args = parser.parse_args(argv)
    files = args.files
    missing = [f for f in files if not f.is_file()]
    if missing:
        parser.error(f"no such file: {', '.join(map(str, missing))}")

    cache: dict[tuple[str | None, str | None, str | None], FaceAbilities] = {}
    # file -> [producers, of which agree, modern-schema cards, of which agree]
    counts: dict[str, list[int]] = {}
    classes: dict[str, Counter[str]] = {}
    issues_by_file: dict[str, Counter[tuple[str, str]]] = {}
    differences: list[Difference] = []
    for path in files:
        tally = counts.setdefault(path.name, [0, 0, 0, 0])
        touched = classes.setdefault(path.name, Counter())
        issues = issues_by_file.setdefault(path.name, Counter())
        for card in read_cards(path):
            parsed = []
            for key in faces_of(card):
                if key not in cache:
                    cache[key] = parse_face(*key)
                parsed.append(cache[key])
            touched.update(classes_of(parsed))
            if set(leads_to(parsed)) != set(produces(parsed)):
                touched["beyond_text"] += 1
            for face in parsed:
                issues.update((i.problem.value, i.text) for i in face.issues)
            if "keywords" not in card and "produced_mana" not in card:
                continue  # the 2019 schema: nothing to compare with
            raw = card.get("produced_mana")
            theirs = {str(v) for v in raw or [] if str(v) in MANA_TYPES}
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
                        card.get("name", "?"),
                        classify(parsed, ours, theirs),
                        tuple(t for t in MANA_TYPES if t in ours),
                        tuple(t for t in MANA_TYPES if t in theirs),
                        mana_lines(card, parsed),
                    )
                )

    print("Agreement of produces with Scryfall's produced_mana (as sets)")
    print(f"  {'file':24} {'producers (with produced_mana)':>32} {'all modern-schema cards':>30}")
    total = [sum(column) for column in zip(*counts.values(), strict=True)]
    for name, (pm, pm_ok, modern, modern_ok) in [*counts.items(), ("all", total)]:
        if modern:
            print(f"  {name:24} {percent(pm_ok, pm):>32} {percent(modern_ok, modern):>30}")
    print(f"  distinct faces parsed: {len(cache)}")

    print("\nCards each mechanism touches (a row of mana production from it)")
    for key, label in CLASSES.items():
        per_file = ", ".join(f"{name} {c[key]}" for name, c in classes.items())
        print(f"  {label}: {per_file}")

    print("\nCards that lead to more mana by the rules than their text shows (leads_to > produces)")
    print("  " + ", ".join(f"{name} {c['beyond_text']}" for name, c in classes.items()))

    print("\nParse issues (the detector: mana mentioned but nothing found, or the reverse)")
    for name, issues in issues_by_file.items():
        print(f"  {name}: {sum(issues.values())} faces, {len(issues)} distinct")
        if args.issues:
            for (problem, line), count in sorted(issues.items()):
                print(f"      {count:4d}  [{problem}] {line}")

    grouped: dict[str, list[Difference]] = defaultdict(list)
    for difference in differences:
        grouped[difference.cause].append(difference)
    silent = len(grouped.get("silent_miss", []))
    print(f"\nDifferences: {len(differences)} card objects; silent misses: {silent}")
    for cause, explanation in CAUSES.items():
        found = grouped.get(cause, [])
        if not found:
            continue
        print(f"\n[{cause}] {len(found)} card objects: {explanation}")
        seen: set[tuple[str, tuple[str, ...], tuple[str, ...]]] = set()
        for d in sorted(found, key=lambda d: d.name):
            if (d.name, d.ours, d.theirs) in seen:
                continue
            seen.add((d.name, d.ours, d.theirs))
            print(
                f"  {d.name}: parser {''.join(d.ours) or '-'}, scryfall {''.join(d.theirs) or '-'}"
            )
            for line in d.lines:
                print(f"      {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
