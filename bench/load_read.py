"""How long DuckDB takes to load a bulk card file, by the ways the build could read it.

    python bench/load_read.py FILE [--rounds N]

FILE is a gzip JSON Lines bulk file (`bench/work/cards-38k.jsonl.gz`, say). Each round, in
turn, into a new database file beside a scratch copy: the plain copy made with ISA-L (as
`pipeline.files.decompress` makes it), then `read_json` with the data dictionary's column
types from the gzip file and from that copy, and with the whole file sampled from the copy.
Prints wall seconds of each, round by round: the figures behind `load_cards` reading a file
it has types for as it is (bench/results/notes.md, "Issue 15, sixth session").
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import duckdb

from pipeline import cardtypes
from pipeline.files import decompress


def _load(folder: Path, source: Path, compression: str, columns: str | None) -> float:
    db = folder / "load.duckdb"
    db.unlink(missing_ok=True)
    con = duckdb.connect(str(db))
    con.execute("set preserve_insertion_order = false")
    typed = f"columns = {columns}, records = true" if columns else "sample_size = -1"
    start = time.perf_counter()
    con.execute(
        "create table cards as select * from read_json(?, format = 'newline_delimited', "
        f"compression = ?, {typed})",
        [str(source), compression],
    )
    con.execute("checkpoint")
    seconds = time.perf_counter() - start
    con.close()
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file", type=Path)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    columns = cardtypes.columns_sql(cardtypes.documented_types())
    with tempfile.TemporaryDirectory(dir=args.file.parent) as scratch:
        folder = Path(scratch)
        plain = folder / "cards.jsonl"
        print("round  copy s  typed gzip s  typed copy s  sampled copy s")
        for round_number in range(1, args.rounds + 1):
            plain.unlink(missing_ok=True)
            start = time.perf_counter()
            decompress(args.file, plain)
            copy = time.perf_counter() - start
            gzip_typed = _load(folder, args.file, "gzip", columns)
            plain_typed = _load(folder, plain, "none", columns)
            sampled = _load(folder, plain, "none", None)
            print(
                f"{round_number:5}  {copy:6.2f}  {gzip_typed:12.2f}  {plain_typed:12.2f}  "
                f"{sampled:14.2f}"
            )


if __name__ == "__main__":
    main()
