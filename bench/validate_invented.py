"""Tally the parser against the invented texts of tests/invented_texts.jsonl.gz.

    python bench/validate_invented.py [FILE]

Each line of the file (JSONL, gzipped or plain) is one invented face (id, name, type_line,
text) with the `could_produce` and `leads_to` the rules give it, written by whoever invented
it, not read from the parser.
Prints how many the parser agrees with, how many differ with a parse issue (reported,
never guessed) and how many differ silently, then every difference. The test
`test_invented_texts_agree_with_the_rules_but_for_the_known_differences` holds the exact
list; this script gives the figures, for any file of that shape.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipeline.abilities import could_produce, leads_to, parse_face

DEFAULT = Path(__file__).resolve().parents[1] / "tests" / "invented_texts.jsonl.gz"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file", nargs="?", type=Path, default=DEFAULT)
    args = parser.parse_args(argv)
    raw = args.file.read_bytes()
    lines = (
        (gzip.decompress(raw) if args.file.suffix == ".gz" else raw).decode("utf-8").splitlines()
    )
    tally: Counter[str] = Counter()
    differences = []
    for case in map(json.loads, lines):
        parsed = parse_face(case["text"], case["type_line"], case["name"])
        got = ("".join(could_produce([parsed])), "".join(leads_to([parsed])))
        expected = (case["could_produce"], case["leads_to"])
        if got == expected:
            tally["agree"] += 1
            continue
        verdict = "differs, with a parse issue" if parsed.issues else "differs, SILENT"
        tally[verdict] += 1
        differences.append((case["id"], verdict, case["text"], expected, got))
    print(f"{len(lines)} invented faces ({args.file.name}): could_produce and leads_to")
    for verdict in ("agree", "differs, with a parse issue", "differs, SILENT"):
        print(f"  {tally[verdict]:5d}  {verdict}")
    for case_id, verdict, text, expected, got in differences:
        print(f"== {case_id} {verdict}: {text!r}")
        print(f"   expected could_produce {expected[0] or '-'}, leads_to {expected[1] or '-'}; "
              f"parser {got[0] or '-'}, {got[1] or '-'}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
