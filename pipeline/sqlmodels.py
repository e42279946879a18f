"""The SQL models of `sql/`: what each one creates and reads, and the order to run them in.

Each file `sql/<layer>/<name>.sql` creates one object called `<name>` (a view, a table or
a macro; a temporary one only in the layers that serve the build alone). What it reads are
the names after `from` and `join`, and the macros it calls, less its own CTEs. Every name
read must be another model, a table the build loads before any model runs (the sources),
or a table a Python step of the build writes. The build runs the models and steps in a
topological order of those references, so a file's name and folder never decide when it
runs; a cycle, or a name nothing provides, is a SqlModelError that names the files.

The layers (staging, intermediate, marts, macros) say what a model is for; among models
ready at the same time the order is by layer, then name, so a build is repeatable. Reports
(`sql/reports/`) are queries `pipeline export` runs against a built warehouse, not models.
"""

from __future__ import annotations

import os
import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from pipeline.errors import SqlModelError

BUILD_LAYERS = ("staging", "intermediate", "marts", "macros")
"""The folders whose files are models the build runs."""

_COMMENT = re.compile(r"--[^\n]*")
_STRING = re.compile(r"'(?:[^']|'')*'")
_READ = re.compile(
    r"(?<!\bdistinct )\b(?:from|join)\s+(\"?[A-Za-z_][\w.]*\"?)(?![\w.\"])(?!\s*\()", re.I
)
_CTE = re.compile(r"\b([A-Za-z_]\w*)\s+as\s*\(", re.I)
_CREATES = re.compile(
    r"\bcreate\s+(?:or\s+replace\s+)?(temp\s+|temporary\s+)?(?:view|table|macro)\s+"
    r"\"?([A-Za-z_]\w*)\"?",
    re.I,
)
BUILD_ONLY_LAYERS = ("staging", "intermediate")
"""The layers that serve the build alone (dropped before the swap): their models may create
temporary objects, which a build writes to memory, not into the warehouse file."""


@dataclass(frozen=True)
class Model:
    """One SQL file: the object it creates, its layer and file, and the names it reads."""

    name: str
    layer: str
    path: Path
    reads: frozenset[str]

    @property
    def label(self) -> str:
        return f"{self.layer}/{self.path.name}"

    @property
    def writes(self) -> frozenset[str]:
        return frozenset({self.name})


@dataclass(frozen=True)
class Step:
    """A step of the build done in Python: the tables it reads and the ones it writes."""

    name: str
    reads: frozenset[str]
    writes: frozenset[str]
    layer: str = field(default="python")

    @property
    def label(self) -> str:
        return f"the {self.name} step"


def default_sql_dir() -> Path:
    """The SQL models: `pipeline/sql` in an installed package, `sql/` in a source checkout.

    The second case is `python -m pipeline` run from the repository's root, where Python
    imports the package from the source tree, which has no `pipeline/sql`.
    `$PIPELINE_SQL_DIR` names another folder of models instead (the SQL mutation runner,
    bench/sql_mutation.py, points the tests at a mutated copy this way).
    """
    override = os.environ.get("PIPELINE_SQL_DIR")
    if override:
        if not (Path(override) / "staging").is_dir():
            raise SqlModelError(
                f"PIPELINE_SQL_DIR={override} is not a folder of SQL models (it has no "
                "staging/ folder). Point it at a copy of the package's sql/ folder, or "
                "unset it to use the package's."
            )
        return Path(override)
    try:
        return Path(str(resources.files("pipeline.sql")))
    except ModuleNotFoundError:
        checkout = Path(__file__).resolve().parent.parent / "sql"
        if not (checkout / "staging").is_dir():
            raise SqlModelError(
                f"The SQL models are missing (looked for pipeline.sql and {checkout}). "
                "Reinstall the package: pip install ."
            ) from None
        return checkout


def discover(sql_root: Path, layers: Sequence[str] = BUILD_LAYERS) -> list[Model]:
    """Every model under `sql_root`, with what it reads (from its text alone)."""
    files = [(layer, path) for layer in layers for path in sorted((sql_root / layer).glob("*.sql"))]
    texts = {path: path.read_text(encoding="utf-8") for _, path in files}
    for layer, path in files:
        found = _CREATES.findall(_code(texts[path]))
        creates = [name.lower() for _, name in found]
        if creates != [path.stem]:
            raise SqlModelError(
                f"SQL model {layer}/{path.name} must create exactly one object named "
                f"{path.stem!r} (it creates {', '.join(creates) or 'nothing'})."
            )
        if found[0][0] and layer not in BUILD_ONLY_LAYERS:
            raise SqlModelError(
                f"SQL model {layer}/{path.name} creates a temporary object, which the "
                "warehouse would not keep: only the build's own layers "
                f"({', '.join(BUILD_ONLY_LAYERS)}) may."
            )
    macros = {path.stem for layer, path in files if layer == "macros"}
    return [
        Model(path.stem, layer, path, reads(texts[path], macros) - {path.stem})
        for layer, path in files
    ]


def reads(sql: str, macros: Iterable[str] = ()) -> frozenset[str]:
    """The tables, views and macros a statement reads, less its own CTEs."""
    code = _code(sql)
    names = set()
    for match in _READ.finditer(code):
        name = match[1].strip('"').lower()
        if "." in name:
            schema, _, table = name.partition(".")
            if schema != "main":
                continue  # alias.column after "is distinct from", or another catalog
            name = table
        names.add(name)
    names |= {m for m in macros if re.search(rf"\b{re.escape(m)}\s*\(", code)}
    return frozenset(names - {c.lower() for c in _CTE.findall(code)})


def build_order(
    models: Sequence[Model],
    *,
    sources: Iterable[str],
    steps: Sequence[Step] = (),
    rng: random.Random | None = None,
) -> list[Model | Step]:
    """Models and steps in an order where each runs after everything it reads.

    `sources` are the tables present before any model runs. Without `rng` the order is
    fixed (layer, then name, among those ready); with one it is any valid order, which a
    test uses to show that the order changes nothing.
    """
    items: list[Model | Step] = [*models, *steps]
    provider: dict[str, Model | Step] = {}
    for item in items:
        for name in item.writes:
            if name in provider:
                raise SqlModelError(
                    f"{name!r} is created twice: by {provider[name].label} and {item.label}."
                )
            provider[name] = item
    available = set(sources)
    for item in items:
        missing = sorted(item.reads - available - provider.keys())
        if missing:
            raise SqlModelError(
                f"{item.label} reads {', '.join(missing)}, which no SQL model, build step or "
                "loaded table provides. Check the name, or add the model that creates it."
            )
    needs = {item.label: {provider[n].label for n in item.reads if n in provider} for item in items}
    layer_rank = {layer: i for i, layer in enumerate(BUILD_LAYERS)}
    pending = list(items)
    order: list[Model | Step] = []
    done: set[str] = set()
    while pending:
        ready = [item for item in pending if needs[item.label] <= done]
        if not ready:
            raise SqlModelError(f"SQL models read each other in a cycle: {_cycle(pending, needs)}.")
        if rng is None:
            chosen = min(ready, key=lambda i: (layer_rank.get(i.layer, -1), i.name))
        else:
            chosen = rng.choice(ready)
        order.append(chosen)
        done.add(chosen.label)
        pending.remove(chosen)
    return order


def _cycle(pending: list[Model | Step], needs: dict[str, set[str]]) -> str:
    """One cycle among items none of which can run: follow what each still waits for."""
    waiting = {item.label for item in pending}
    path = [pending[0].label]
    while True:
        following = min(needs[path[-1]] & waiting)
        if following in path:
            return " -> ".join([*path[path.index(following) :], following])
        path.append(following)


def _code(sql: str) -> str:
    """The statement without comments and string literals."""
    return _STRING.sub("''", _COMMENT.sub("", sql))
