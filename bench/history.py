"""History benchmark (issue 14): what a year of history costs a refresh and a reader.

    python bench/history.py --source CARDS...            # 117k printings, a year: ~15 minutes
    python bench/history.py --bulk FILE --repeat 5       # any bulk file of printings

It makes (or reuses) the 117k-object bulk file of `bench/make_bulk.py`, builds a warehouse
from it, and gives it two histories:

- **none**: the warehouse as built, its one snapshot removed (an empty history);
- **a year**: 365 daily price snapshots of every printing that has a price (the build's own
  snapshot, each price moving every 1 to 5 days: ~43M rows at 117k printings) and 365
  refreshes' changes (~300 a day, a Standard rotation and two set releases among them),
  laid out exactly as 365 daily refreshes leave them (`pipeline.history`: eight
  single-refresh files merged into one, the rest single), listed in the warehouse and
  shown by its views.

Then it measures, on fresh copies of each:

1. the next day's refresh (`pipeline refresh --from-file DAY --as-of ... --force
   --no-reports`: 300 cards edited, so it records changes and a snapshot): wall seconds and
   the `history` stage of `refresh_runs.seconds_per_stage`, with a year against none; on a
   plain day, and on a day that merges (`--days 367` leaves seven single files, so the next
   refresh writes the eighth merged);
2. one card's price series through `pipeline.open()`: `price_history where oracle_id = ?`
   for 30 cards (the one with the most printings among them), and `wh.prices(name)`;
3. a year of `card_changes`: everything since the first day, one field over the year, a
   count by field.

Results go to `bench/results/history.json` and `history.md`, with the machine's load.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import time
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(REPO))

import make_bulk  # noqa: E402

from pipeline import history  # noqa: E402

RESULTS = HERE / "results"
FIRST_DAY = date(2025, 1, 1)
CHANGES_PER_DAY = 300


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", nargs="*", type=Path, default=[], metavar="CARDS",
                        help="card files bench/make_bulk.py builds the bulk file from")  # fmt: skip
    parser.add_argument("--bulk", type=Path, help="a bulk file to use as it is instead")
    parser.add_argument("--size", default="117k", help="objects in the made file (117k)")
    parser.add_argument("--days", type=int, default=365, help="days of history (365)")
    parser.add_argument("--repeat", type=int, default=7, help="refreshes per history (7)")
    parser.add_argument("--cards", type=int, default=30, help="cards whose series to read")
    parser.add_argument("--work", type=Path, default=make_bulk.WORK / "history")
    parser.add_argument("--results", type=Path, default=RESULTS)
    parser.add_argument("--pipeline", default=str(Path(sys.executable).with_name("pipeline")))
    parser.add_argument("--reads-only", type=Path, metavar="DB",
                        help="time only the reads (parts 2 and 3), on a warehouse with a year "
                        "of history (a copy of one made here); prints JSON")  # fmt: skip
    parser.add_argument(
        "--keep", action="store_true", help="keep the work folder (year/ is for --reads-only)"
    )
    args = parser.parse_args(argv)
    if args.reads_only:
        print(json.dumps(_reads(args.reads_only, args.cards, args.pipeline), indent=1))
        return 0

    bulk = args.bulk or _made(args)
    work = args.work
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    note(f"load average at start: {os.getloadavg()}")

    base = work / "base" / "cards.duckdb"
    note(f"building {base} from {bulk}")
    run([args.pipeline, "refresh", "--from-file", str(bulk), "--db", str(base), "--no-reports",
         "--quiet", "--as-of", (FIRST_DAY - timedelta(days=1)).isoformat()])  # fmt: skip
    day_file = work / "next-day.jsonl.gz"
    edited = _edit(bulk, day_file, CHANGES_PER_DAY)
    note(f"{day_file}: {edited} cards edited")

    empty = work / "none" / "cards.duckdb"
    _copy(base, empty)
    _strip(empty)
    year = work / "year" / "cards.duckdb"
    _copy(empty, year)
    started = time.perf_counter()
    facts = _synthesize(year, args.days)
    facts["seconds_to_make"] = round(time.perf_counter() - started, 1)
    note(f"synthesized {facts}")
    merge_day = None
    if args.days % history.MERGE_AT != history.MERGE_AT - 1:
        merge_days = args.days + (history.MERGE_AT - 1 - args.days % history.MERGE_AT)
        merge_day = work / "year-merge" / "cards.duckdb"
        _copy(empty, merge_day)
        note(f"synthesizing {merge_days} days, so that the next refresh merges")
        facts["merge_day_days"] = merge_days
        _synthesize(merge_day, merge_days)

    refreshes: dict[str, list[dict[str, Any]]] = {"none": [], "year": [], "year_merge": []}
    next_day = {
        "none": FIRST_DAY + timedelta(days=args.days),
        "year": FIRST_DAY + timedelta(days=args.days),
        "year_merge": FIRST_DAY + timedelta(days=facts.get("merge_day_days", args.days)),
    }
    for i in range(args.repeat):
        for label, source in (("none", empty), ("year", year), ("year_merge", merge_day)):
            if source is None:
                continue
            db = work / f"run-{label}-{i}" / "cards.duckdb"
            _copy(source, db)
            as_of = next_day[label].isoformat()
            refreshes[label].append(_refresh(args.pipeline, db, day_file, as_of))
            note(f"refresh {label} #{i + 1}: {refreshes[label][-1]}")
            shutil.rmtree(db.parent)
    reads = _reads(year, args.cards, args.pipeline)
    doc = {
        "written_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": _machine(),
        "git": _git(),
        "bulk": str(bulk.name),
        "days": args.days,
        "history": facts,
        "refresh": {k: v for k, v in refreshes.items() if v},
        "reads": reads,
        "load_average_end": os.getloadavg(),
    }
    args.results.mkdir(parents=True, exist_ok=True)
    (args.results / "history.json").write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    (args.results / "history.md").write_text(markdown(doc), encoding="utf-8")
    print(markdown(doc))
    if args.keep:
        note(f"kept {work}: the year's warehouse is {year}")
    else:
        shutil.rmtree(work, ignore_errors=True)
    return 0


def note(text: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)


def run(cmd: list[str], *, quiet: bool = False) -> None:
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL if quiet else None)


def _made(args: argparse.Namespace) -> Path:
    if not args.source:
        raise SystemExit(
            "history.py: give --source CARDS... (to make the bulk file) or --bulk FILE"
        )
    [path] = make_bulk.make([make_bulk.parse_size(args.size)], make_bulk.WORK, sources=args.source)
    return path


def _copy(db: Path, to: Path) -> None:
    """The warehouse and its history, as a backup would copy them."""
    to.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(db, to)
    src = history.folder(db)
    if src.exists():
        shutil.copytree(src, history.folder(to))


def _strip(db: Path) -> None:
    """Empty the history: no list rows, no files, views over nothing."""
    import duckdb

    from pipeline.warehouse.history import create_views

    shutil.rmtree(history.folder(db).parent)
    with duckdb.connect(str(db)) as con:
        con.execute(f"delete from {history.LIST_TABLE}")
        create_views(con, history.folder(db))


def _edit(bulk: Path, dest: Path, count: int) -> int:
    """The next day's file: `count` cards spread over the file get a new rarity or text."""
    with gzip.open(bulk, "rt", encoding="utf-8") as lines:
        total = sum(1 for _ in lines)
    step = max(total // count, 1)
    edited = 0
    with (
        gzip.open(bulk, "rt", encoding="utf-8") as src,
        gzip.open(dest, "wt", encoding="utf-8", compresslevel=1) as out,
    ):
        for n, line in enumerate(src):
            if n % step == 0 and edited < count:
                card = json.loads(line)
                if n % 2 and card.get("oracle_text"):
                    card["oracle_text"] += " (errata)"
                else:
                    card["rarity"] = "special"
                line = json.dumps(card, ensure_ascii=False) + "\n"
                edited += 1
            out.write(line)
    return edited


def _synthesize(db: Path, days: int) -> dict[str, Any]:
    """`days` days of prices and changes, as that many daily refreshes would leave them."""
    import duckdb

    from pipeline.warehouse.history import create_views, write_manifest

    folder = history.folder(db)
    for kind in history.KINDS:
        (folder / kind).mkdir(parents=True, exist_ok=True)
    con = duckdb.connect(str(db))
    con.execute("set preserve_insertion_order = true")
    con.execute(
        "create temp table base as select id::varchar as card_id, oracle_id::varchar as "
        "oracle_id, name, prices from cards where coalesce(prices.usd, prices.usd_foil, "
        "prices.usd_etched, prices.eur, prices.eur_foil, prices.tix) is not null"
    )
    con.execute("create temp table printings as select id::varchar as card_id, "
                "oracle_id::varchar as oracle_id, name from cards")  # fmt: skip
    per_day = con.execute("select count(*) from base").fetchall()[0][0]
    columns = history.column_names(history.PRICES)
    # each printing's prices move every 1 to 5 days (its own period, from its id), by up to
    # 10% either way, and stay put in between: about half of them change on any day
    wobble = ", ".join(
        f"round(prices.{p} * (1 + 0.1 * sin((hash(card_id) % 1000) "
        f"+ floor(d / (1 + hash(card_id) % 5)))), 2)::decimal(12,2) as {p}"
        for p in history.PRICE_FIELDS
    )
    groups = [list(range(i, min(i + history.MERGE_AT, days)))
              for i in range(0, days, history.MERGE_AT)]  # fmt: skip
    if days % history.MERGE_AT:  # the last ones stay single until the eighth comes
        tail = groups.pop()
        groups += [[d] for d in tail]
    rows = []
    rng = random.Random(14)
    for group in groups:
        merged = len(group) > 1
        first, last = FIRST_DAY + timedelta(group[0]), FIRST_DAY + timedelta(group[-1])
        refresh = group[-1] + 1
        name = history.file_name(first, last, refresh)
        daylist = ", ".join(str(d) for d in group)
        con.execute(
            f"copy (select {columns} from (select card_id, oracle_id, "
            f"date '{FIRST_DAY}' + d::integer as as_of, {wobble} "
            f"from base, unnest([{daylist}]) as t(d)) order by {history.SORT_KEYS['prices']}) "
            f"to '{folder / 'prices' / name}' (format parquet, compression zstd, "
            f"row_group_size {history.ROW_GROUP_ROWS})"
        )
        change_rows = _changes(con, group, rng)
        con.execute(
            f"copy (select * from _changes order by {history.SORT_KEYS['changes']}) "
            f"to '{folder / 'changes' / name}' (format parquet, compression zstd, "
            f"row_group_size {history.ROW_GROUP_ROWS})"
        )
        for d in group:
            as_of = FIRST_DAY + timedelta(d)
            rows.append(("prices", as_of, d + 1, f"prices/{name}", per_day, merged))
            rows.append(("changes", as_of, d + 1, f"changes/{name}", change_rows[d], merged))
    con.executemany(f"insert into {history.LIST_TABLE} values (?, ?, ?, ?, ?, ?)", rows)
    create_views(con, folder)
    cursor = con.execute(f"select * from {history.LIST_TABLE} order by all")
    names = [d[0] for d in cursor.description]
    write_manifest(folder, [dict(zip(names, r, strict=True)) for r in cursor.fetchall()])
    con.execute("checkpoint")
    con.close()
    size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
    return {
        "days": days,
        "printings_per_day": per_day,
        "price_rows": per_day * days,
        "change_rows": sum(r[4] for r in rows if r[0] == "changes"),
        "files": sum(1 for _ in folder.rglob("*.parquet")),
        "mb": round(size / 1e6, 1),
    }


def _changes(con: Any, group: list[int], rng: random.Random) -> dict[int, int]:
    """One refresh's changes a day: ~300 field changes, a rotation and two set releases."""
    con.execute("create or replace temp table _changes as select * from (select "
                "null::bigint as refresh_id, null::timestamptz as changed_at, null::varchar as "
                "card_id, null::varchar as oracle_id, null::varchar as name, null::varchar as "
                "change, null::varchar as field, null::varchar as old_value, null::varchar as "
                "new_value) where false")  # fmt: skip
    fields = [f for f in ("oracle_text", "rarity", "keywords", "chroma", "could_produce")]
    counts = {}
    for d in group:
        when = datetime(2025, 1, 1, 9, tzinfo=UTC) + timedelta(days=d)
        field = rng.choice(fields)
        con.execute(
            "insert into _changes select ?, ?, card_id, oracle_id, name, 'changed', ?, "
            f"'old ' || card_id, 'new ' || card_id from printings using sample "
            f"{CHANGES_PER_DAY} rows",
            [d + 1, when, field],
        )
        if d in (90, 270):  # a set release: 600 printings, 250 cards
            con.execute(
                "insert into _changes select ?, ?, card_id, oracle_id, name, 'added', "
                "'card_id', null, card_id from printings using sample 600 rows",
                [d + 1, when],
            )
        if d == 180:  # a Standard rotation
            con.execute(
                "insert into _changes select ?, ?, card_id, oracle_id, name, 'changed', "
                "'legalities.standard', 'legal', 'not_legal' from printings using sample 5000 rows",
                [d + 1, when],
            )
        counts[d] = con.execute(
            "select count(*) from _changes where refresh_id = ?", [d + 1]
        ).fetchall()[0][0]
    return counts


def _refresh(pipeline: str, db: Path, source: Path, as_of: str) -> dict[str, Any]:
    import duckdb

    load = os.getloadavg()[0]
    started = time.perf_counter()
    run([pipeline, "refresh", "--from-file", str(source), "--db", str(db), "--as-of", as_of,
         "--force", "--no-reports", "--quiet"])  # fmt: skip
    wall = time.perf_counter() - started
    with duckdb.connect(str(db), read_only=True) as con:
        stages = con.execute(
            "select seconds_per_stage from refresh_runs order by run_id desc limit 1"
        ).fetchall()[0][0]
        recorded = con.execute(
            f"select kind, sum(rows), any_value(merged) from {history.LIST_TABLE} "
            "where refresh_id = (select max(run_id) from refresh_runs) group by kind"
        ).fetchall()
    return {
        "wall_s": round(wall, 2),
        "history_s": round(stages.get("history", 0.0), 3),
        "build_s": round(sum(stages.values()), 2),
        "recorded": {k: {"rows": int(r), "merged": bool(m)} for k, r, m in recorded},
        "load_1min": round(load, 2),
    }


def _reads(db: Path, cards: int, pipeline_cmd: str) -> dict[str, Any]:
    """Reader timings on the year's warehouse: the API, free SQL and the command."""
    import pipeline

    opened = time.perf_counter()
    wh = pipeline.open(db)
    open_s = time.perf_counter() - opened
    # The API returns polars DataFrames and imports polars on its first one, whatever the
    # question: timed apart, so that "first" below is the first history query alone
    imported = time.perf_counter()
    import polars  # noqa: F401

    polars_s = time.perf_counter() - imported
    rng = random.Random(6)
    ids = wh.query("select oracle_id::varchar, count(*) as n, min(name) from cards "
                   "where prices.usd is not null group by 1 order by 1")[1]  # fmt: skip
    busiest = max(ids, key=lambda r: r[1])
    chosen = [c for c in rng.sample(ids, min(cards + 1, len(ids))) if c != busiest][:cards]

    def timed_calls(call: Any, cards: list[Any]) -> list[dict[str, Any]]:
        out = []
        for card in cards:
            t = time.perf_counter()
            frame = call(card)
            out.append({"ms": (time.perf_counter() - t) * 1000, "rows": frame.height})
        return out

    # the pipeline's own path: the name looked up, then the series read by DuckDB itself
    # (the first call opens that reader: what `pipeline prices` pays once per process)
    by_name = timed_calls(lambda c: wh.prices(c[2]), chosen)
    busiest_by_name = timed_calls(lambda c: wh.prices(c[2]), [busiest])[0]
    # free SQL through the locked-down reader (pyarrow datasets)
    free_sql = timed_calls(
        lambda c: wh.sql("select * from price_history where oracle_id = ?", [c[0]]), chosen
    )
    command = []
    for _, _, name in chosen[:3]:
        t = time.perf_counter()
        run([*pipeline_cmd.split(), "prices", name, "--db", str(db), "--format", "csv"],
            quiet=True)  # fmt: skip
        command.append(time.perf_counter() - t)
    year_start = FIRST_DAY.isoformat()
    timed: dict[str, Any] = {}
    for label, call in (
        ("all changes of the year (wh.changes(since=...))", lambda: wh.changes(since=year_start)),
        ("one field over the year (--field legalities)",
         lambda: wh.changes(since=year_start, field="legalities")),
        ("count by field over the year (free SQL)", lambda: wh.sql(
            "select field, count(*) from card_changes where changed_at >= ? group by all",
            [datetime(2025, 1, 1, tzinfo=UTC)])),
        ("rpt_price_movers", lambda: wh.report("price_movers")),
        ("rpt_changes_last_refresh", lambda: wh.report("changes_last_refresh")),
    ):  # fmt: skip
        seconds = []
        height = 0
        for _ in range(3):
            t = time.perf_counter()
            height = call().height
            seconds.append(time.perf_counter() - t)
        timed[label] = {"seconds": [round(s, 3) for s in seconds], "rows": height}
    wh.close()

    def summary(runs: list[dict[str, Any]]) -> dict[str, Any]:
        ms = [r["ms"] for r in runs]
        return {
            "cards": len(ms),
            "first_ms": round(ms[0], 1),
            "median_ms": round(statistics.median(ms), 1),
            "max_ms": round(max(ms), 1),
            "rows_median": statistics.median(r["rows"] for r in runs),
        }

    return {
        "open_ms": round(open_s * 1000, 1),
        "polars_import_ms": round(polars_s * 1000, 1),
        "prices_by_name": summary(by_name),
        "busiest": {
            "printings": busiest[1],
            "rows": busiest_by_name["rows"],
            "ms": round(busiest_by_name["ms"], 1),
        },
        "free_sql_by_oracle_id": summary(free_sql),
        "prices_command_s": [round(s, 2) for s in command],
        "queries": timed,
    }


def _machine() -> dict[str, Any]:
    import duckdb
    import pyarrow

    return {
        "cores": os.cpu_count(),
        "python": platform.python_version(),
        "duckdb": duckdb.__version__,
        "pyarrow": pyarrow.__version__,
        "platform": platform.platform(),
    }


def _git() -> dict[str, Any]:
    def git(*a: str) -> str:
        return subprocess.run(["git", *a], cwd=REPO, capture_output=True, text=True).stdout.strip()

    return {"commit": git("rev-parse", "--short", "HEAD"), "dirty": bool(git("status", "--short"))}


def markdown(doc: dict[str, Any]) -> str:
    h = doc["history"]
    lines = [
        "# History benchmark (issue 14)",
        "",
        f"Written by `bench/history.py` on {doc['written_at']}, commit {doc['git']['commit']}"
        f"{' (with uncommitted changes)' if doc['git']['dirty'] else ''}. Machine: "
        f"{doc['machine']['cores']} cores, Python {doc['machine']['python']}, DuckDB "
        f"{doc['machine']['duckdb']}, pyarrow {doc['machine']['pyarrow']}. Bulk file: "
        f"{doc['bulk']}.",
        "",
        f"A year of history: {h['days']} daily snapshots of {h['printings_per_day']:,} printings "
        f"with a price = {h['price_rows']:,} price rows, and {h['change_rows']:,} changes; "
        f"{h['files']} Parquet files, {h['mb']} MB.",
        "",
        "## 1. The next day's refresh (300 cards edited), with no history and with a year",
        "",
        "| history | wall s (each run) | history stage s (each run) | recorded | load avg |",
        "|---|---|---|---|---|",
    ]
    for label, runs in doc["refresh"].items():
        recorded = runs[0]["recorded"]
        what = ", ".join(
            f"{k} {v['rows']:,} rows{' (merged)' if v['merged'] else ''}"
            for k, v in sorted(recorded.items())
        )
        lines.append(
            f"| {label.replace('_', ' ')} | {', '.join(str(r['wall_s']) for r in runs)} | "
            f"{', '.join(str(r['history_s']) for r in runs)} | {what} | "
            f"{', '.join(str(r['load_1min']) for r in runs)} |"
        )
    medians = {k: statistics.median(r["wall_s"] for r in v) for k, v in doc["refresh"].items()}
    stage = {k: statistics.median(r["history_s"] for r in v) for k, v in doc["refresh"].items()}
    lines += [""]
    for label in ("year", "year_merge"):
        if label in medians:
            lines.append(
                f"- {label.replace('_', ' ')} against none: wall "
                f"{medians[label] - medians['none']:+.2f} s (median), history stage "
                f"{stage[label] - stage['none']:+.3f} s (median)."
            )
    r = doc["reads"]
    p, f, b = r["prices_by_name"], r["free_sql_by_oracle_id"], r["busiest"]
    lines += [
        "",
        "## 2. One card's price series, through `pipeline.open()`",
        "",
        f"- opening the warehouse: {r['open_ms']} ms",
        f"- importing polars, which the API's first DataFrame of a process needs, whatever "
        f"its question (timed apart from the calls below): {r.get('polars_import_ms', '-')} ms",
        f"- `wh.prices(name)` (the name looked up as `pipeline card` does, then the series "
        f"read by DuckDB itself), {p['cards']} cards chosen at random ({p['rows_median']:.0f} "
        f"rows each, median): first {p['first_ms']} ms (it opens the history reader), "
        f"median {p['median_ms']} ms, max {p['max_ms']} ms",
        f"- the card with the most printings ({b['printings']}, {b['rows']:,} rows): {b['ms']} ms",
        f'- free SQL, `wh.sql("select * from price_history where oracle_id = ?")` (through '
        f"pyarrow), the same cards: first {f['first_ms']} ms, median {f['median_ms']} ms, "
        f"max {f['max_ms']} ms",
        f"- `pipeline prices NAME --format csv`, a process each (wall s): "
        f"{', '.join(str(x) for x in r['prices_command_s'])}",
        "",
        "## 3. A year of card_changes, and the history reports",
        "",
        "| query | seconds (3 runs) | rows |",
        "|---|---|---:|",
    ]
    for label, q in r["queries"].items():
        lines.append(f"| {label} | {', '.join(str(x) for x in q['seconds'])} | {q['rows']:,} |")
    lines += [
        "",
        f"Load average at the end: {', '.join(f'{x:.2f}' for x in doc['load_average_end'])}.",
        "",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
