"""The scale benchmark: DuckDB's floor, a full refresh and a no-op refresh, side by side.

    python bench/run.py --source CARDS...                        # 38k, 117k and 500k objects
    python bench/run.py --sizes 38k,117k --repeat 3 --source CARDS...

CARDS are Scryfall card files (a bulk download from https://scryfall.com/docs/api/bulk-data,
or any saved card objects; see make_bulk.py). For each size it makes (or reuses)
`bench/work/cards-<size>.jsonl.gz` from them with make_bulk.py, reads it once so the page
cache is warm for everyone, then runs, each in a fresh process so that peak memory is that
process's own:

  (a) floor    DuckDB alone: `create table cards as select * from read_json(file,
               sample_size = -1, ...)` into a new database file, checkpoint, close;
               the same read_json options and settings the pipeline's load uses.
  (b) refresh  `pipeline refresh --from-file F --db D --force --quiet` into a new D:
               everything a refresh does (cards, faces, symbols, chroma, abilities,
               production, reports: whatever the installed pipeline builds).
  (c) no-op    the same command without --force, right after (b): nothing changed.
  (d) query    `pipeline query "select 1" --db D` against that warehouse: the cold start
               of the command analysts run most (fastest of several runs).

It records wall seconds, CPU seconds, peak resident memory (`/usr/bin/time -v`, else
getrusage of a wrapper's child), the peak disk space a refresh takes beside the warehouse
(the new file, its work folder with any temporary files, the old warehouse it replaces),
the database sizes, the ratio b/a and the pipeline's own seconds per stage
(`refresh_runs.seconds_per_stage`), and writes
`bench/results/latest.json` and `bench/results/latest.md`. Sizes measured earlier and not
measured this time are kept in the results (each entry carries its own date and commit)
unless `--fresh`. `--baseline OLD.json` adds a table of every measure and stage, before
(OLD.json, a `latest.json` kept from an earlier run) and after (this one).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))

import make_bulk  # noqa: E402

RESULTS = HERE / "results"
TARGETS = {  # issue 15
    "ratio_max": 1.0,
    "ratio_sizes": ("38k", "117k"),
    "noop_seconds_max": 0.5,
    "peak_rss_mb_max": 1536,
    "peak_rss_size": "500k",
    "query_seconds_max": 0.3,
}
QUERY_RUNS = 5
"""Runs of (d), the query cold start; the fastest counts (each is a fresh process)."""

FLOOR = """
import sys, duckdb
src, db = sys.argv[1], sys.argv[2]
con = duckdb.connect(db)
con.execute("set preserve_insertion_order = false")
con.execute(
    "create table cards as select * from read_json(?, format = 'newline_delimited', "
    "compression = 'gzip', sample_size = -1)",
    [src],
)
con.execute("checkpoint")
con.close()
"""

RUN_INFO = """
import json, sys, duckdb
con = duckdb.connect(sys.argv[1], read_only=True)
row = con.execute(
    "select rows_per_table, seconds_per_stage from refresh_runs order by run_id desc limit 1"
).fetchone()
print(json.dumps({"rows": dict(row[0]), "stage_seconds": dict(row[1])}))
"""

VERSIONS = """
import json, sys, duckdb, polars, pyarrow
try:
    import pipeline
    version = pipeline.__version__
except Exception:
    version = None
print(json.dumps({"python": sys.version.split()[0], "duckdb": duckdb.__version__,
                  "polars": polars.__version__, "pyarrow": pyarrow.__version__,
                  "pipeline": version}))
"""

TIME_BIN = "/usr/bin/time"

# Without /usr/bin/time: a wrapper runs the command and reports its child's peak RSS.
RUSAGE_WRAPPER = """
import json, resource, subprocess, sys
code = subprocess.call(sys.argv[2:])
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
with open(sys.argv[1], "w") as out:
    json.dump({"maxrss_kb": usage.ru_maxrss, "user": usage.ru_utime,
               "sys": usage.ru_stime}, out)
sys.exit(code)
"""


# -- measuring one process --------------------------------------------------------------


def measure(cmd: list[str], *, label: str, watch: Path | None = None) -> dict[str, Any]:
    """Run `cmd` in a fresh process: wall s, CPU s, peak RSS MB. Raises if it fails.

    With `watch`, also the peak disk space used in that folder while it ran, above what
    the folder held when it started (`peak_disk_mb`).
    """
    fd, stats_path = tempfile.mkstemp(prefix="bench-", suffix=".txt")
    os.close(fd)
    use_time = Path(TIME_BIN).exists()
    if use_time:
        full = [TIME_BIN, "-v", "-o", stats_path, *cmd]
    else:
        full = [sys.executable, "-c", RUSAGE_WRAPPER, stats_path, *cmd]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    disk_start = disk_peak = folder_bytes(watch) if watch else 0
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        start = time.perf_counter()
        proc = subprocess.Popen(full, stdout=out, stderr=err, text=True)
        tree_peak = 0.0
        while proc.poll() is None:
            tree_peak = max(tree_peak, tree_pss_mb(proc.pid))
            if watch:
                disk_peak = max(disk_peak, folder_bytes(watch))
            time.sleep(SAMPLE_SECONDS)
        wall = time.perf_counter() - start
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    text = Path(stats_path).read_text()
    Path(stats_path).unlink(missing_ok=True)
    if proc.returncode != 0:
        raise RuntimeError(
            f"{label} failed (exit {proc.returncode}):\n{' '.join(cmd)}\n"
            f"{stdout[-2000:]}{stderr[-4000:]}"
        )
    if use_time:
        fields = {}
        for line in text.splitlines():
            key, _, value = line.strip().rpartition(": ")
            fields[key] = value
        rss_kb = int(fields["Maximum resident set size (kbytes)"])
        cpu = float(fields["User time (seconds)"]) + float(fields["System time (seconds)"])
    else:
        usage = json.loads(text)
        rss_kb = int(usage["maxrss_kb"])
        cpu = usage["user"] + usage["sys"]
    measured = {
        "wall_s": round(wall, 3),
        "cpu_s": round(cpu, 2),
        "peak_rss_mb": round(rss_kb / 1024),
        "peak_tree_pss_mb": round(tree_peak),
        "load_avg_1m": round(load, 2) if load is not None else None,
    }
    if watch:
        measured["peak_disk_mb"] = round((disk_peak - disk_start) / 1e6)
    return measured


SAMPLE_SECONDS = 0.05


def folder_bytes(folder: Path) -> int:
    """Disk space the files under `folder` take (allocated blocks), hidden ones included."""
    total = 0
    pending = [folder]
    while pending:
        with contextlib.suppress(OSError):
            for entry in os.scandir(pending.pop()):
                with contextlib.suppress(OSError):
                    if entry.is_dir(follow_symlinks=False):
                        pending.append(Path(entry.path))
                    elif entry.is_file(follow_symlinks=False):
                        total += entry.stat(follow_symlinks=False).st_blocks * 512
    return total


def tree_pss_mb(root: int) -> float:
    """Proportional set size of a process and all its descendants, MB (Linux; else 0).

    A refresh may fork workers: their memory counts too, and PSS shares the pages they
    share with their parent instead of counting them once per process.
    """
    total_kb = 0
    pending = [root]
    while pending:
        pid = pending.pop()
        with contextlib.suppress(OSError, ValueError):
            for task in Path(f"/proc/{pid}/task").iterdir():
                pending.extend(int(c) for c in (task / "children").read_text().split())
        with contextlib.suppress(OSError, ValueError, IndexError):
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total_kb += int(line.split()[1])
                    break
    return total_kb / 1024


def file_mb(path: Path) -> float:
    total = sum(p.stat().st_size for p in (path, Path(f"{path}.wal")) if p.exists())
    return round(total / 1e6, 1)


def folder_mb(path: Path) -> float:
    total = sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) if path.is_dir() else 0
    return round(total / 1e6, 1)


def remove_db(path: Path) -> None:
    for p in (path, Path(f"{path}.wal"), Path(f"{path}.lock")):
        p.unlink(missing_ok=True)


def warm(path: Path) -> None:
    with open(path, "rb") as handle:
        while handle.read(1 << 24):
            pass


def combine(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The fastest wall and CPU time over repeats, the highest peak RSS; every run kept.

    The fastest run is the one other processes disturbed least (a shared machine only
    ever adds time); the median and every wall time are kept beside it.
    """
    return {
        "wall_s": min(r["wall_s"] for r in runs),
        "wall_median_s": round(statistics.median(r["wall_s"] for r in runs), 3),
        "cpu_s": min(r["cpu_s"] for r in runs),
        "peak_rss_mb": max(r["peak_rss_mb"] for r in runs),
        "peak_tree_pss_mb": max(r["peak_tree_pss_mb"] for r in runs),
        "peak_mb": max(max(r["peak_rss_mb"], r["peak_tree_pss_mb"]) for r in runs),
        "walls_s": [r["wall_s"] for r in runs],
        "load_avg_1m": [r["load_avg_1m"] for r in runs],
        **(
            {"peak_disk_mb": max(r["peak_disk_mb"] for r in runs)}
            if all("peak_disk_mb" in r for r in runs)
            else {}
        ),
    }


# -- one size ---------------------------------------------------------------------------


def bench_size(
    count: int,
    *,
    sources: list[Path],
    work: Path,
    python: str,
    pipeline: list[str],
    repeat: int,
    keep: bool,
    rebuild: bool = True,
) -> dict[str, Any]:
    label = make_bulk.size_label(count)
    (bulk,) = make_bulk.make([count], work, sources=sources, progress=True)
    meta_path = bulk.with_name(bulk.name.removesuffix(".jsonl.gz") + ".meta.json")
    meta = json.loads(meta_path.read_text())
    warm(bulk)
    floor_db = work / f"floor-{label}.duckdb"
    db = work / f"warehouse-{label}" / "cards.duckdb"
    db.parent.mkdir(parents=True, exist_ok=True)
    build = [*pipeline, "refresh", "--from-file", str(bulk), "--db", str(db), "--quiet"]

    floors, refreshes, rebuilds, noops, queries = [], [], [], [], []
    floor_mb = warehouse_mb = reports_mb = 0.0
    for attempt in range(repeat):
        note(f"{label} #{attempt + 1}: (a) floor")
        remove_db(floor_db)
        floors.append(measure([python, "-c", FLOOR, str(bulk), str(floor_db)], label="floor"))
        floor_mb = file_mb(floor_db)
        remove_db(floor_db)
        note(f"{label} #{attempt + 1}: (b) refresh --force, {floors[-1]['wall_s']:.1f} s floor")
        remove_db(db)
        refreshes.append(measure([*build, "--force"], label="refresh", watch=db.parent))
        refreshes[-1]["info"] = json.loads(
            subprocess.check_output([python, "-c", RUN_INFO, str(db)], text=True)
        )
        warehouse_mb = file_mb(db)
        reports_mb = folder_mb(db.parent / "reports")
        if rebuild:
            note(f"{label} #{attempt + 1}: (b') --force over (b), {refreshes[-1]['wall_s']:.1f} s")
            rebuilds.append(measure([*build, "--force"], label="rebuild", watch=db.parent))
            rebuilds[-1]["info"] = json.loads(
                subprocess.check_output([python, "-c", RUN_INFO, str(db)], text=True)
            )
        note(f"{label} #{attempt + 1}: (c) no-op refresh")
        noops.append(measure(build, label="no-op refresh"))
        note(f"{label} #{attempt + 1}: (d) query cold start, {QUERY_RUNS} runs")
        query = [*pipeline, "query", "select 1", "--db", str(db)]
        queries.extend(measure(query, label="query") for _ in range(QUERY_RUNS))
    if not keep:
        shutil.rmtree(db.parent, ignore_errors=True)
    # the stages of the fastest refresh, the one the table reports
    info = min(refreshes, key=lambda r: r["wall_s"])["info"]
    floor, refresh, noop = combine(floors), combine(refreshes), combine(noops)
    query_cold = combine(queries)
    floor["db_mb"] = floor_mb
    refresh["db_mb"] = warehouse_mb
    refresh["reports_mb"] = reports_mb
    refresh["stage_seconds"] = {k: round(v, 2) for k, v in info["stage_seconds"].items()}
    refresh["outside_stages_s"] = round(refresh["wall_s"] - sum(info["stage_seconds"].values()), 2)
    refresh["rows"] = info["rows"]
    extra: dict[str, Any] = {}
    if rebuilds:
        again = combine(rebuilds)
        fastest = min(rebuilds, key=lambda r: r["wall_s"])["info"]
        again["stage_seconds"] = {k: round(v, 2) for k, v in fastest["stage_seconds"].items()}
        extra = {"rebuild": again, "ratio_rebuild": round(again["wall_s"] / floor["wall_s"], 2)}
    return {
        "size": label,
        "measured_at": now(),
        "commit": git_state(),
        "repeat": repeat,
        "file": {
            "path": str(bulk.relative_to(REPO)) if bulk.is_relative_to(REPO) else str(bulk),
            "objects": meta["objects"],
            "distinct_oracle_keys": meta["distinct_oracle_keys"],
            "mb_gzip": round(meta["bytes_gzip"] / 1e6, 1),
            "mb_uncompressed": round(meta["bytes_uncompressed"] / 1e6, 1),
            "sources": [name for name, _ in meta["recipe"]["sources"]],
        },
        "floor": floor,
        "refresh": refresh,
        "noop": noop,
        "query": query_cold,
        "ratio": round(refresh["wall_s"] / floor["wall_s"], 2),
        "ratio_cpu": round(refresh["cpu_s"] / floor["cpu_s"], 2),
        **extra,
    }


# -- the machine and the code -----------------------------------------------------------


def machine(python: str) -> dict[str, Any]:
    info: dict[str, Any] = {
        "nproc": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None,
        "cpu_count": os.cpu_count(),
        "cpu_model": platform.processor() or platform.machine(),
        "kernel": platform.release(),
    }
    with contextlib.suppress(OSError, ValueError, IndexError, subprocess.CalledProcessError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                info["cpu_model"] = line.split(":", 1)[1].strip()
                break
    with contextlib.suppress(OSError, ValueError, IndexError, subprocess.CalledProcessError):
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                info["ram_gb"] = round(int(line.split()[1]) / 1024 / 1024, 1)
    with contextlib.suppress(OSError, ValueError, IndexError, subprocess.CalledProcessError):
        quota = Path("/sys/fs/cgroup/cpu.max").read_text().split()
        if quota[0] != "max":
            info["cgroup_cpus"] = round(int(quota[0]) / int(quota[1]), 2)
    with contextlib.suppress(OSError, ValueError, IndexError, subprocess.CalledProcessError):
        info.update(json.loads(subprocess.check_output([python, "-c", VERSIONS], text=True)))
    return info


def git_state() -> dict[str, Any]:
    def git(*args: str) -> str:
        return subprocess.check_output(["git", "-C", str(REPO), *args], text=True).strip()

    try:
        dirty = [
            line[3:] for line in git("status", "--porcelain", "--", "pipeline", "sql").splitlines()
        ]
        return {"head": git("rev-parse", "--short", "HEAD"), "uncommitted": dirty}
    except (OSError, subprocess.CalledProcessError):
        return {"head": None, "uncommitted": []}


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def note(text: str) -> None:
    print(f"[{datetime.now().strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)


# -- reporting --------------------------------------------------------------------------


def size_key(label: str) -> int:
    return make_bulk.parse_size(label)


def check_targets(results: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    checks = []
    for size in TARGETS["ratio_sizes"]:
        ratio = results.get(size)
        if ratio:
            checks.append(
                {
                    "target": f"b/a <= {TARGETS['ratio_max']} on {size}",
                    "measured": ratio["ratio"],
                    "met": ratio["ratio"] <= TARGETS["ratio_max"],
                }
            )
    noops = [r["noop"]["wall_s"] for r in results.values()]
    if noops:
        checks.append(
            {
                "target": f"no-op refresh < {TARGETS['noop_seconds_max']} s (every size)",
                "measured": max(noops),
                "met": max(noops) < TARGETS["noop_seconds_max"],
            }
        )
    queries = [r["query"]["wall_s"] for r in results.values() if "query" in r]
    if queries:
        checks.append(
            {
                "target": f'`pipeline query "select 1"` cold start < '
                f"{TARGETS['query_seconds_max']} s (every size)",
                "measured": max(queries),
                "met": max(queries) < TARGETS["query_seconds_max"],
            }
        )
    big = results.get(TARGETS["peak_rss_size"])
    if big:
        checks.append(
            {
                "target": f"refresh peak memory < {TARGETS['peak_rss_mb_max']} MB on "
                f"{TARGETS['peak_rss_size']}",
                "measured": big["refresh"]["peak_mb"],
                "met": big["refresh"]["peak_mb"] < TARGETS["peak_rss_mb_max"],
                "floor_peak_mb": big["floor"]["peak_mb"],
            }
        )
    return checks


def markdown(doc: dict[str, Any]) -> str:
    m = doc["machine"]
    results = sorted(doc["results"].values(), key=lambda r: size_key(r["size"]))
    lines = [
        "# Benchmark results",
        "",
        f"Written by `bench/run.py` on {doc['written_at']}. Machine: {m.get('nproc')} cores "
        f"({m.get('cpu_model')}), {m.get('ram_gb')} GB RAM; Python {m.get('python')}, "
        f"DuckDB {m.get('duckdb')}, polars {m.get('polars')}.",
        "",
        "(a) floor: DuckDB alone loads the file into a table. (b) refresh: `pipeline refresh "
        "--from-file F --force` into a new warehouse, everything included. (b') the same "
        "again over the warehouse (b) built, as a daily `--force` refresh runs. (c) no-op: "
        'the refresh without --force, nothing changed. (d) query: `pipeline query "select '
        "1\"` from a cold start. Load avg: the machine's mean 1-minute "
        "load average when (b) started (2 or more on 2 cores means other work competed). "
        "Wall seconds are the fastest of the repeats (the median is in "
        "latest.json). Peak memory is the larger of the process's peak resident set "
        "(`/usr/bin/time -v`) and the peak proportional set size of the process and every "
        "worker it forks (sampled every 50 ms). CPU s is user + system time, workers "
        "included. Peak disk is the most space the refresh took in the warehouse's folder "
        "while it ran, above what was there before: the new warehouse, its work folder "
        "(temporary files included), and for (b') beside the old warehouse it replaces.",
        "",
        "| size | objects | file MB gz / raw | (a) floor s | (b) refresh s | b/a "
        "| (b') again s (b'/a) | (c) no-op s | (d) query s | peak memory MB a / b / c "
        "| peak disk MB b / b' | CPU s a / b (b/a) | DB MB a / b | load avg | commit |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for r in results:
        f, a, b, c = r["file"], r["floor"], r["refresh"], r["noop"]
        commit = r["commit"]["head"] or "?"
        if r["commit"]["uncommitted"]:
            commit += "+dirty"
        if r.get("label"):
            commit += f" ({r['label']})"
        again = (
            f"{r['rebuild']['wall_s']:.1f} ({r['ratio_rebuild']:.2f})" if "rebuild" in r else "-"
        )
        query = f"{r['query']['wall_s']:.2f}" if "query" in r else "-"
        disks = [b.get("peak_disk_mb"), r.get("rebuild", {}).get("peak_disk_mb")]
        disk = " / ".join("-" if d is None else f"{d:,}" for d in disks)
        loads = [x for x in b.get("load_avg_1m", []) if x is not None]
        load = f"{statistics.mean(loads):.1f}" if loads else "?"
        lines.append(
            f"| {r['size']} | {f['objects']:,} | {f['mb_gzip']:.0f} / {f['mb_uncompressed']:.0f} "
            f"| {a['wall_s']:.1f} | {b['wall_s']:.1f} | **{r['ratio']:.2f}** | {again} "
            f"| {c['wall_s']:.2f} | {query} | {a['peak_mb']:,} / {b['peak_mb']:,} / "
            f"{c['peak_mb']:,} | {disk} | {a['cpu_s']:.0f} / {b['cpu_s']:.0f} "
            f"({r['ratio_cpu']:.2f}) | {a['db_mb']:.0f} / {b['db_mb']:.0f} | {load} | {commit} |"
        )
    checks = check_targets(doc["results"])
    if checks:
        lines += ["", "Targets (issue 15):", ""]
        for check in checks:
            mark = "met" if check["met"] else "**not met**"
            lines.append(f"- {check['target']}: {check['measured']} ({mark})")
    stages = sorted({s for r in results for s in r["refresh"]["stage_seconds"]})
    if stages:
        order = list(results[-1]["refresh"]["stage_seconds"])
        stages = order + [s for s in stages if s not in order]
        lines += [
            "",
            "Seconds per stage of the fastest (b), from `refresh_runs.seconds_per_stage`; "
            "*outside the stages* is the rest of its wall time: start-up and imports, the "
            "sha256 of the file, the swap, and the reports, charts and HTML page the CLI "
            "exports after the build:",
            "",
            "| stage | " + " | ".join(r["size"] for r in results) + " |",
            "|---|" + "---:|" * len(results),
        ]
        for stage in stages:
            cells = [
                f"{r['refresh']['stage_seconds'][stage]:.2f}"
                if stage in r["refresh"]["stage_seconds"]
                else ""
                for r in results
            ]
            lines.append(f"| {stage} | " + " | ".join(cells) + " |")
        totals = [f"{sum(r['refresh']['stage_seconds'].values()):.2f}" for r in results]
        lines.append("| *sum of stages* | " + " | ".join(totals) + " |")
        outside = [f"{r['refresh'].get('outside_stages_s', 0):.2f}" for r in results]
        lines.append("| *outside the stages* | " + " | ".join(outside) + " |")
    lines += [
        "",
        "Files: "
        + "; ".join(
            f"{r['size']} = {r['file']['objects']:,} objects, "
            f"{r['file']['distinct_oracle_keys']:,} distinct oracle ids"
            for r in results
        )
        + ". Made by `bench/make_bulk.py` from "
        + (", ".join(f"`{name}`" for name in sources_of(results)) or "Scryfall card files")
        + ".",
        "",
    ]
    if doc.get("baseline"):
        lines += comparison(doc["baseline"], doc["results"])
    return "\n".join(lines)


def comparison(baseline: dict[str, Any], results: dict[str, dict[str, Any]]) -> list[str]:
    """Before (an earlier latest.json) and after (this run): every measure, every stage."""
    before = baseline["results"]
    sizes = sorted((s for s in results if s in before), key=size_key)
    if not sizes:
        return []

    def get(r: dict[str, Any], *keys: str) -> Any:
        for key in keys:
            if not isinstance(r, dict) or key not in r:
                return None
            r = r[key]
        return r

    rows: list[tuple[str, tuple[str, ...], str]] = [
        ("(a) floor s", ("floor", "wall_s"), ".1f"),
        ("(b) refresh s", ("refresh", "wall_s"), ".1f"),
        ("b/a", ("ratio",), ".2f"),
        ("(b') again s", ("rebuild", "wall_s"), ".1f"),
        ("b'/a", ("ratio_rebuild",), ".2f"),
        ("(c) no-op s", ("noop", "wall_s"), ".2f"),
        ("(d) query s", ("query", "wall_s"), ".2f"),
        ("(b) peak memory MB", ("refresh", "peak_mb"), ",.0f"),
        ("(b) peak disk MB", ("refresh", "peak_disk_mb"), ",.0f"),
        ("(b') peak disk MB", ("rebuild", "peak_disk_mb"), ",.0f"),
        ("(b) CPU s", ("refresh", "cpu_s"), ".1f"),
        ("warehouse MB", ("refresh", "db_mb"), ".0f"),
    ]
    stages = list(
        dict.fromkeys(
            stage
            for doc in (before, results)
            for size in sizes
            for stage in doc[size]["refresh"]["stage_seconds"]
        )
    )
    rows += [(f"stage: {stage}", ("refresh", "stage_seconds", stage), ".2f") for stage in stages]
    rows.append(("outside the stages", ("refresh", "outside_stages_s"), ".2f"))
    rows.append(("load avg at (b)", ("refresh", "load_avg_1m"), "load"))

    def cell(r: dict[str, Any], keys: tuple[str, ...], fmt: str) -> str:
        value = get(r, *keys)
        if value is None:
            return "-"
        if fmt == "load":
            loads = [x for x in value if x is not None]
            return f"{statistics.mean(loads):.1f}" if loads else "-"
        return format(value, fmt)

    head = " | ".join(f"{size} before | {size} after" for size in sizes)
    commits = {
        f"{b['commit']['head']}" + (f" ({b['label']})" if b.get("label") else "")
        for b in (before[size] for size in sizes)
    }
    lines = [
        "",
        f"## Before and after (before: {', '.join(sorted(commits))}, "
        f"measured {baseline.get('written_at', '?')})",
        "",
        f"| measure | {head} |",
        "|---|" + "---:|---:|" * len(sizes),
    ]
    for label, keys, fmt in rows:
        cells = [
            f"{cell(before[size], keys, fmt)} | {cell(results[size], keys, fmt)}" for size in sizes
        ]
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    lines.append("")
    return lines


def sources_of(results: list[dict[str, Any]]) -> list[str]:
    """The card files the measured bulk files were made from, in order, each once."""
    return list(dict.fromkeys(name for r in results for name in r["file"].get("sources", [])))


def write_results(doc: dict[str, Any], out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    doc["targets"] = check_targets(doc["results"])
    (out / "latest.json").write_text(json.dumps(doc, indent=2) + "\n")
    (out / "latest.md").write_text(markdown(doc))


COMPILE = """
import compileall, os, pipeline
compileall.compile_dir(os.path.dirname(pipeline.__file__), quiet=1)
"""


def compile_bytecode(python: str) -> None:
    """Compile the pipeline package that `python` imports (PYTHONPATH included), as
    `pip install` does: with PYTHONDONTWRITEBYTECODE set and no __pycache__ (an editable
    install, a scratch copy of the repo), every command would otherwise compile each
    module it imports, up to 0.12 CPU s a start-up (the whole package, measured) that no
    installed pipeline pays."""
    with contextlib.suppress(subprocess.CalledProcessError, OSError):
        subprocess.run([python, "-c", COMPILE], check=True, capture_output=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--source",
        nargs="+",
        type=Path,
        required=True,
        metavar="CARDS",
        help="Scryfall card files to build the bulk files from (see make_bulk.py)",
    )
    parser.add_argument(
        "--sizes",
        type=make_bulk.parse_sizes,
        default=make_bulk.DEFAULT_SIZES,
        help="e.g. 38k,117k,500k",
    )
    parser.add_argument("--repeat", type=int, default=1, help="runs per measurement (median)")
    parser.add_argument("--work", type=Path, default=make_bulk.WORK, help="bulk files, DBs")
    parser.add_argument("--results", type=Path, default=RESULTS, help="where latest.* go")
    default_pipeline = Path(sys.executable).with_name("pipeline")
    parser.add_argument(
        "--pipeline",
        default=str(default_pipeline) if default_pipeline.exists() else "pipeline",
        help="the pipeline command (default: the one beside this Python)",
    )
    parser.add_argument("--python", default=sys.executable, help="Python with duckdb for the floor")
    parser.add_argument(
        "--label", default=None, help="a note stored with each result (e.g. what was tried)"
    )
    parser.add_argument("--keep", action="store_true", help="keep the built warehouses")
    parser.add_argument(
        "--no-rebuild",
        dest="rebuild",
        action="store_false",
        help="skip (b'), the --force refresh over the warehouse (b) built",
    )
    parser.add_argument("--fresh", action="store_true", help="drop earlier sizes' results")
    parser.add_argument(
        "--baseline",
        type=Path,
        default=None,
        metavar="OLD.json",
        help="an earlier latest.json: add a before/after table of every measure and stage",
    )
    args = parser.parse_args(argv)
    if shutil.which(args.pipeline.split()[0]) is None:
        parser.error(f"no pipeline command {args.pipeline!r}")
    doc: dict[str, Any] = {"results": {}}
    latest = args.results / "latest.json"
    if latest.exists() and not args.fresh:
        doc["results"] = json.loads(latest.read_text()).get("results", {})
    doc["machine"] = machine(args.python)
    if args.baseline:
        baseline = json.loads(args.baseline.read_text())
        doc["baseline"] = {
            "path": args.baseline.name,
            "written_at": baseline.get("written_at"),
            "results": baseline["results"],
        }
    elif latest.exists() and not args.fresh:
        kept = json.loads(latest.read_text()).get("baseline")
        if kept:
            doc["baseline"] = kept
    compile_bytecode(args.python)
    for count in args.sizes:
        result = bench_size(
            count,
            sources=args.source,
            work=args.work,
            python=args.python,
            pipeline=args.pipeline.split(),
            repeat=args.repeat,
            keep=args.keep,
            rebuild=args.rebuild,
        )
        if args.label:
            result["label"] = args.label
        doc["results"][result["size"]] = result
        doc["written_at"] = now()
        doc["results"] = dict(sorted(doc["results"].items(), key=lambda kv: size_key(kv[0])))
        write_results(doc, args.results)
        note(
            f"{result['size']}: floor {result['floor']['wall_s']:.1f} s, refresh "
            f"{result['refresh']['wall_s']:.1f} s (b/a {result['ratio']:.2f}), no-op "
            f"{result['noop']['wall_s']:.2f} s, refresh peak memory "
            f"{result['refresh']['peak_mb']} MB"
        )
    print((args.results / "latest.md").read_text())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
