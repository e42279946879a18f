"""Mutation testing of the Python modules with cosmic-ray, on a scratch copy of the repo.

    python bench/mutation.py mana                      # pipeline/mana.py and its tests
    python bench/mutation.py 'pipeline/abilities/*.py' --tests tests/test_abilities.py
    python bench/mutation.py warehouse --out bench/results/mutation-warehouse.md

Each target is a name from TARGETS or a module path (globs allowed, so a package such as
pipeline/abilities/ is one argument: 'pipeline/abilities/*.py'). For each module file,
cosmic-ray (pip install -e '.[mutation]') writes one mutant at a time into a copy of the
repository in a temporary folder and runs the tests there: the working tree is never
mutated, and the copy is removed at the end, on Ctrl-C or on SIGTERM too. Besides
cosmic-ray's own operators, the regex operators of bench/mutation_operators.py mutate
raw-string patterns, where the mana grammar keeps its vocabulary (--no-regex to skip).

It prints the score per module, killed / (mutants - equivalent), lists the survivors, and
writes the same as markdown (default bench/results/mutation-<name>.md). Equivalent
mutants, with the reason, are listed in bench/mutation_equivalents.toml.

The tests run in the copy with `$PYTHONPATH` and `$PIPELINE_SQL_DIR` pointing into it; tests
that need the large Scryfall files skip there, as on a clone without them.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shlex
import shutil
import sqlite3
import subprocess
import sys
import threading
import time
from importlib import metadata
from pathlib import Path
from typing import Any

from mutation_report import (
    ROOT,
    Equivalents,
    Mutant,
    annotation_spans,
    current_commit,
    report,
    resolve_targets,
    scratch_copy,
)

TARGETS: dict[str, tuple[list[str], list[str]]] = {
    "mana": (["pipeline/mana.py"], ["tests/test_mana.py", "tests/test_mana_command.py"]),
    # the parser is a package; the fast unit tests first, so -x stops early on a kill
    "abilities": (
        ["pipeline/abilities/*.py"],
        [
            "tests/test_abilities_parts.py",
            "tests/test_abilities_tokens.py",
            "tests/test_abilities_text.py",
            "tests/test_abilities_costs.py",
            "tests/test_abilities_clauses.py",
            "tests/test_abilities_shapes.py",
            "tests/test_abilities_owners.py",
            "tests/test_abilities_face.py",
            "tests/test_generalization.py",
            "tests/test_abilities.py",
            "tests/test_production_models.py",
        ],
    ),
    "warehouse": (
        ["pipeline/warehouse/*.py"],
        [
            "tests/test_refresh.py",
            "tests/test_bad_data.py",
            "tests/test_faults.py",
            "tests/test_reliability.py",
            "tests/test_sql_models.py",
            "tests/test_sql_given_expect.py",
            "tests/test_history.py",
            "tests/test_safety_data.py",
            "tests/test_safety_files.py",
            "tests/test_known_types.py",
            "tests/test_load_plain.py",
            "tests/test_sqlmodels.py",
            "tests/test_safety_cli.py",
            "tests/test_api.py",
        ],
    ),
}

PYTEST = "-m pytest -x -q -p no:cacheprovider --hypothesis-seed=0"
"""Stop at the first failure (a killed mutant needs one); the same Hypothesis examples each run."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("targets", nargs="+", help=f"{', '.join(TARGETS)} or module paths/globs")
    parser.add_argument("--tests", nargs="+", help="test files to run (default: the target's)")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per mutant")
    parser.add_argument("--out", type=Path, help="markdown report (default under bench/results)")
    parser.add_argument("--name", help="name of the run, for the default --out")
    parser.add_argument("--keep", action="store_true", help="keep the scratch copy")
    parser.add_argument(
        "--sample",
        type=float,
        help="run only this fraction of each module's mutants, a seeded random sample "
        "(an estimate of the score when the whole run would take hours)",
    )
    parser.add_argument("--seed", type=int, default=16, help="seed of --sample")
    parser.add_argument(
        "--no-regex",
        action="store_true",
        help="only cosmic-ray's own operators, not bench/mutation_operators.py's",
    )
    args = parser.parse_args(argv)

    modules, tests = resolve(args.targets, args.tests)
    name = args.name or "-".join(Path(t).stem.replace("*", "all") for t in args.targets)
    out = args.out or ROOT / "bench" / "results" / f"mutation-{name}.md"
    print(f"modules: {' '.join(modules)}\ntests: {' '.join(tests)}", flush=True)

    equivalents = Equivalents()
    mutants: list[Mutant] = []
    commit = current_commit()  # what the copy holds
    with scratch_copy("mutation-", keep=args.keep) as copy:
        env = dict(os.environ, PYTHONPATH=str(copy), PIPELINE_SQL_DIR=str(copy / "sql"))
        env.pop("PIPELINE_DB", None)
        if not args.no_regex:
            register_regex_operators(copy)
        test_command = f"{shlex.quote(sys.executable)} {PYTEST} {' '.join(tests)}"
        baseline = subprocess.run(
            shlex.split(test_command), cwd=copy, env=env, capture_output=True, text=True
        )
        if baseline.returncode != 0:
            print(baseline.stdout[-4000:], baseline.stderr[-2000:], file=sys.stderr)
            print("The tests fail on the unmutated copy: fix them first.", file=sys.stderr)
            return 2
        for module in modules:
            mutants += run_module(
                copy, module, test_command, args.timeout, env, sample=args.sample, seed=args.seed
            )
    for mutant in mutants:
        equivalents.mark(mutant)
    command = "python bench/mutation.py " + " ".join(
        shlex.quote(a) for a in (argv if argv is not None else sys.argv[1:])
    )
    report(
        f"Mutation run: {name}",
        mutants,
        equivalents,
        command=command,
        tests=tests,
        tool=f"cosmic-ray {metadata.version('cosmic-ray')}"
        + ("" if args.no_regex else " with the regex/* operators of bench/mutation_operators.py")
        + (
            f"; a seeded sample (--seed {args.seed}) of {args.sample:.0%} of each module's mutants"
            if args.sample
            else ""
        ),
        out=out,
        commit=commit,
    )
    return 0


def register_regex_operators(copy: Path) -> None:
    """Make bench/mutation_operators.py a cosmic-ray operator provider, in the copy only.

    cosmic-ray finds providers by entry point; a dist-info folder on the copy's PYTHONPATH
    declares one, so nothing is installed into the environment.
    """
    shutil.copy2(ROOT / "bench" / "mutation_operators.py", copy / "mutation_operators.py")
    info = copy / "bench_mutation_operators-0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: bench-mutation-operators\nVersion: 0\n", encoding="utf-8"
    )
    (info / "entry_points.txt").write_text(
        "[cosmic_ray.operator_providers]\nregex = mutation_operators:Provider\n", encoding="utf-8"
    )


def resolve(targets: list[str], tests: list[str] | None) -> tuple[list[str], list[str]]:
    """Module files (relative to the repository) and the test files to run against them:
    a module's own tests/test_<name>.py when no target names its tests."""

    def tests_for(target: str) -> list[str]:
        guess = f"tests/test_{Path(target).stem}.py"
        return [guess] if (ROOT / guess).exists() else []

    return resolve_targets(targets, tests, TARGETS, ".py", tests_for)


def run_module(
    copy: Path,
    module: str,
    test_command: str,
    timeout: float,
    env: dict[str, str],
    sample: float | None = None,
    seed: int = 16,
) -> list[Mutant]:
    """One cosmic-ray session over one module file of the copy (or a sample of it)."""
    stem = module.replace("/", "_")
    config = copy / f"cosmic-ray-{stem}.toml"
    session = copy / f"cosmic-ray-{stem}.sqlite"
    config.write_text(
        "[cosmic-ray]\n"
        f"module-path = {json.dumps(module)}\n"
        f"timeout = {timeout}\n"
        "excluded-modules = []\n"
        f"test-command = {json.dumps(test_command)}\n"
        '\n[cosmic-ray.distributor]\nname = "local"\n',
        encoding="utf-8",
    )
    cosmic_ray = [sys.executable, "-m", "cosmic_ray.cli"]
    subprocess.run([*cosmic_ray, "init", str(config), str(session)], cwd=copy, env=env, check=True)
    total = _count(session, "work_items")
    if sample:
        total = _keep_sample(session, sample, random.Random(f"{seed}:{module}"))
    print(f"{module}: {total} mutants", flush=True)
    done = threading.Event()
    watcher = threading.Thread(target=_progress, args=(session, total, done), daemon=True)
    watcher.start()
    try:
        subprocess.run(
            [*cosmic_ray, "exec", str(config), str(session)], cwd=copy, env=env, check=True
        )
    finally:
        done.set()
        watcher.join()
    dump = subprocess.run(
        [*cosmic_ray, "dump", str(session)],
        cwd=copy,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    text = (copy / module).read_text(encoding="utf-8")
    source = text.splitlines()
    annotations = annotation_spans(text)
    mutants = []
    for line in dump.splitlines():
        item, result = json.loads(line)
        if result and result.get("worker_outcome") == "skipped":
            continue  # left out of the sample
        spec = item["mutations"][0]
        row, col = spec["start_pos"]
        before, after = _changed_lines(result.get("diff") or "") if result else ("", "")
        mutant = Mutant(
            file=module,
            line=row,
            col=col,
            operator=spec["operator_name"],
            source_line=source[row - 1].strip(),
            next_line=source[row].strip() if row < len(source) else "",
            before=before,
            after=after,
            in_annotation=any(start <= (row, col) < end for start, end in annotations),
        )
        if result is None:
            mutant.outcome = "pending"
        elif result["test_outcome"] == "survived":
            mutant.outcome = "survived"
        elif result["test_outcome"] == "killed":
            mutant.outcome = "killed"
        else:
            mutant.outcome = "error"
            mutant.detail = (result.get("output") or "")[-300:]
        mutants.append(mutant)
    pending = [m for m in mutants if m.outcome == "pending"]
    if pending:
        raise SystemExit(f"{module}: {len(pending)} mutants were not run")
    return sorted(mutants, key=lambda m: (m.line, m.col, m.operator))


def _keep_sample(session: Path, fraction: float, rng: random.Random) -> int:
    """Mark all but a seeded random `fraction` of the session's mutants skipped; how many
    are kept."""
    from cosmic_ray.work_db import WorkDB, use_db
    from cosmic_ray.work_item import WorkerOutcome, WorkResult

    def where(item: Any) -> tuple[tuple[str, str, int], ...]:
        # job ids are random UUIDs: order by what each mutant is, so a seed picks the same
        # mutants at the same commit, run after run
        return tuple((str(m.module_path), m.operator_name, m.occurrence) for m in item.mutations)

    with use_db(str(session), WorkDB.Mode.open) as db:
        ids = [item.job_id for item in sorted(db.work_items, key=where)]
        keep = set(rng.sample(ids, min(len(ids), max(1, round(len(ids) * fraction)))))
        for job_id in ids:
            if job_id not in keep:
                db.set_result(job_id, WorkResult(worker_outcome=WorkerOutcome.SKIPPED))
    return len(keep)


def _changed_lines(diff: str) -> tuple[str, str]:
    minus = [line[1:] for line in diff.splitlines() if line.startswith("-")]
    plus = [line[1:] for line in diff.splitlines() if line.startswith("+")]
    minus = [line for line in minus if not line.startswith("--")]
    plus = [line for line in plus if not line.startswith("++")]
    return " / ".join(s.strip() for s in minus), " / ".join(s.strip() for s in plus)


def _count(session: Path, table: str) -> int:
    with sqlite3.connect(session) as con:
        return int(con.execute(f"select count(*) from {table}").fetchone()[0])


def _progress(session: Path, total: int, done: threading.Event) -> None:
    start = time.monotonic()
    while not done.wait(30):
        try:
            finished = _count(
                session, "work_results where worker_outcome not in ('SKIPPED', 'skipped')"
            )
        except sqlite3.Error:
            continue
        elapsed = time.monotonic() - start
        print(f"  {finished}/{total} mutants run ({elapsed / 60:.0f} min)", flush=True)


if __name__ == "__main__":
    sys.exit(main())
