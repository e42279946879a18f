"""Loading the cards with known column types, guarded against fields that changed.

`read_json(sample_size = -1)` reads the whole file twice: once, on one core, to find
every field and its type, then again to load it. Given the types (`columns =`), DuckDB
reads it once: on 117k cards the load takes about half the time. The types come from the
warehouse being replaced (`previous_types`) or, for a first build, from the data dictionary,
which types every field Scryfall sends (`documented_types`); either as a tree of nodes
(`Node`).

But DuckDB given types loses what they do not describe, silently: a field Scryfall adds
is dropped, at the top level or inside an object, and a VARCHAR column takes a number or
an object as text. So the prepass worker, which reads every line anyway, decodes each one
with msgspec into types made from the same tree (`Guard`): unknown fields are refused at
every level, and every value must be of its column's kind (a string for VARCHAR, a whole
number for BIGINT, a number for DOUBLE, a real date, UUID or time where DuckDB typed one,
...). It also notes the fields of the tree that no line has (`Guard.unseen`). Its verdict
(`Verdict`) decides: the file fits, and the cards stay as loaded, less the fields no line
had (`prune_sql`), so that a field Scryfall removed goes as it would with a fresh load; or
it does not, and the cards are loaded again with the whole file sampled, as without types.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import duckdb

Node = dict[str, Any]
"""A column type: {"type": "VARCHAR"} (any DuckDB scalar type), {"struct": [[name, Node],
...]}, {"list": Node} or {"map": Node} (keys are text). Plain JSON, for the worker."""

Columns = list[tuple[str, Node]]
"""The columns of `cards`, in order, with their types."""

PRICES = "prices"
"""Scryfall sends prices as text; the warehouse holds them as numbers (conform.PRICE_TYPE)."""


# -- the known types: the replaced warehouse's, or the data dictionary's -------------------


def from_duckdb(kind: Any) -> Node:
    """The node of a `duckdb.DuckDBPyType`."""
    if kind.id == "struct":
        return {"struct": [[name, from_duckdb(child)] for name, child in kind.children]}
    if kind.id == "list":
        return {"list": from_duckdb(kind.child)}
    if kind.id == "map":
        (_, key), (_, value) = kind.children
        if str(key) != "VARCHAR":
            raise ValueError(f"a map keyed by {key}")
        return {"map": from_duckdb(value)}
    return {"type": str(kind)}


def previous_types(con: duckdb.DuckDBPyConnection, previous: Path) -> Columns | None:
    """The columns of `cards` in the warehouse at `previous`, as Scryfall sends them.

    None when there is no such table (or a type this module does not know): the cards are
    then loaded with the whole file sampled.
    """
    import duckdb

    from pipeline.warehouse.read import table_names  # the warehouse package loads this one

    try:
        con.execute("attach ? as previous_types (read_only)", [str(previous)])
    except duckdb.Error:
        return None
    try:
        if "cards" not in table_names(con, database="previous_types"):
            return None
        relation = con.sql("select * from previous_types.main.cards limit 0")
        columns = [
            (n, from_duckdb(k)) for n, k in zip(relation.columns, relation.types, strict=True)
        ]
    except (duckdb.Error, ValueError):
        return None
    finally:
        con.execute("detach previous_types")
    columns = [(name, _as_sent(name, node)) for name, node in columns]
    return columns if all(_supported(node) for _, node in columns) else None


def documented_types() -> Columns:
    """The columns of `cards` as the data dictionary types every field Scryfall sends
    (`[sent_types]` of sql/tables/cards.toml), in its order: for a build with no
    warehouse to take them from. The fields no card had are dropped after the load, as
    with `previous_types`."""
    import duckdb

    from pipeline import dictionary

    sent = dictionary.table("cards").sent_types
    return [(name, from_duckdb(duckdb.sqltype(text))) for name, text in sent.items()]


def _as_sent(name: str, node: Node) -> Node:
    """Undo what the load did to a column: `prices` fields are text in the file."""
    if name == PRICES and "struct" in node:
        return {"struct": [[f, {"type": "VARCHAR"}] for f, _ in node["struct"]]}
    return node


SCALARS = {
    "VARCHAR": "str",
    "BIGINT": "int",
    "UBIGINT": "int",
    "DOUBLE": "float",
    "BOOLEAN": "bool",
    "UUID": "uuid",
    "DATE": "date",
    "TIMESTAMP": "datetime",
    "TIMESTAMP WITH TIME ZONE": "datetime",
    "JSON": "json",
    '"NULL"': "null",
}
"""The DuckDB types read_json infers, and the kind of JSON value each one takes."""


def _supported(node: Node) -> bool:
    if "type" in node:
        return node["type"] in SCALARS
    if "struct" in node:
        return bool(node["struct"]) and all(_supported(child) for _, child in node["struct"])
    return _supported(node["list"] if "list" in node else node["map"])


# -- SQL ----------------------------------------------------------------------------------


def _ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _string(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def type_sql(node: Node) -> str:
    """The DuckDB type of a node."""
    if "type" in node:
        return str(node["type"])
    if "struct" in node:
        fields = ", ".join(f"{_ident(n)} {type_sql(child)}" for n, child in node["struct"])
        return f"STRUCT({fields})"
    if "list" in node:
        return f"{type_sql(node['list'])}[]"
    return f"MAP(VARCHAR, {type_sql(node['map'])})"


def columns_sql(columns: Columns) -> str:
    """The `columns` argument of read_json: a struct of column names to type names."""
    return "{" + ", ".join(f"{_string(n)}: {_string(type_sql(k))}" for n, k in columns) + "}"


Path_ = tuple[str, ...]
"""A field's place: its column, then the fields of the objects inside it (lists and maps
are looked through: ("card_faces", "printed_name") is every face's printed_name)."""


def prune_sql(columns: Columns, unseen: Sequence[Path_], table: str = "cards") -> list[str] | None:
    """The statements that drop the fields no line of the file had from `table`.

    None if that would leave an object with no field (let a fresh load decide its type).
    """
    gone = {tuple(p) for p in unseen}
    statements = []
    for name, node in columns:
        if (name,) in gone:
            statements.append(f"alter table {table} drop column {_ident(name)}")
            continue
        inner = {p[1:] for p in gone if len(p) > 1 and p[0] == name}
        if not inner:
            continue
        pruned = _pruned(node, _ident(name), inner)
        if pruned is None:
            return None
        kind, value = pruned
        statements.append(
            f"alter table {table} alter column {_ident(name)} set data type {type_sql(kind)} "
            f"using {value}"
        )
    return statements


def _pruned(node: Node, value: str, gone: set[Path_], depth: int = 0) -> tuple[Node, str] | None:
    """`node` without the fields in `gone` (paths below it), and the SQL that makes such a
    value out of `value`."""
    if not gone:
        return node, value
    if "map" in node:
        return None  # objects keyed by any text: let a fresh load decide
    if "list" in node:
        item = f"x{depth}"
        inner = _pruned(node["list"], item, gone, depth + 1)
        if inner is None:
            return None
        kind, expression = inner
        return {"list": kind}, f"list_transform({value}, lambda {item}: {expression})"
    if "struct" not in node:
        return node, value
    fields = []
    parts = []
    for name, child in node["struct"]:
        if (name,) in gone:
            continue
        below = {p[1:] for p in gone if p[0] == name and len(p) > 1}
        inner = _pruned(child, f"{value}.{_ident(name)}", below, depth)
        if inner is None:
            return None
        kind, expression = inner
        fields.append([name, kind])
        parts.append(f"{_ident(name)} := {expression}")
    if not fields:
        return None
    packed = f"struct_pack({', '.join(parts)})"
    return {"struct": fields}, f"case when {value} is null then null else {packed} end"


# -- the guard, in the worker ---------------------------------------------------------------


@dataclass
class Verdict:
    """What the worker found: whether every line fits the types, and if not, the first
    line that did not and why; the fields no line had."""

    fits: bool
    problem: str = ""
    unseen: list[Path_] = field(default_factory=list)

    def to_json(self) -> str:
        return json.dumps(
            {"fits": self.fits, "problem": self.problem, "unseen": [list(p) for p in self.unseen]}
        )

    @classmethod
    def from_json(cls, text: str) -> Verdict:
        data = json.loads(text)
        return cls(bool(data["fits"]), str(data["problem"]), [tuple(p) for p in data["unseen"]])


class Guard:
    """Decodes card lines with msgspec into the types of `columns`, refusing any field the
    types do not have and any value not of its column's kind; notes the fields seen."""

    def __init__(self, columns: Columns) -> None:
        import msgspec

        self._msgspec = msgspec
        self._count = 0
        self._seen = _Seen()
        root = self._struct([[name, node] for name, node in columns], self._seen)
        self._decoder = msgspec.json.Decoder(root)
        self.problem = ""

    def decode(self, line: bytes | str, number: int) -> Any:
        """The card of one line as a msgspec Struct, or None if it does not fit the types
        (then `problem` says why, for the first such line)."""
        try:
            card = self._decoder.decode(line)
        except (self._msgspec.ValidationError, self._msgspec.DecodeError) as exc:
            if not self.problem:
                self.problem = f"line {number}: {exc}"
            return None
        if not self._seen.done:
            self._seen.visit(card)
        return card

    def verdict(self) -> Verdict:
        if self.problem:
            return Verdict(False, self.problem)
        return Verdict(True, unseen=sorted(self._seen.unseen_paths()))

    # -- msgspec types ------------------------------------------------------------------

    def _type(self, node: Node, seen: _Seen | None) -> Any:
        import datetime

        msgspec = self._msgspec
        if "struct" in node:
            assert seen is not None
            return self._struct(node["struct"], seen)
        if "list" in node:
            return list[self._type(node["list"], seen)]  # type: ignore[misc]
        if "map" in node:
            return dict[str, self._type(node["map"], seen)]  # type: ignore[misc]
        return {
            "str": str,
            "int": int,
            "float": float,
            "bool": bool,
            "uuid": str,  # DuckDB refuses a bad UUID itself (and the cards load sampled)
            "date": datetime.date,
            "datetime": datetime.datetime,
            "json": msgspec.Raw,
            "null": type(None),
        }[SCALARS[node["type"]]]

    def _struct(self, fields: list[list[Any]], seen: _Seen) -> Any:
        msgspec = self._msgspec
        self._count += 1
        seen.unseen = {name for name, _ in fields}
        members = []
        for name, child in fields:
            kid = None
            if _has_struct(child):
                kid = seen.add_kid(name)
            kind = self._type(child, kid)
            members.append((name, kind | None | msgspec.UnsetType, msgspec.UNSET))
        return msgspec.defstruct(
            f"Card{self._count}", members, kw_only=True, forbid_unknown_fields=True
        )


def _has_struct(node: Node) -> bool:
    if "struct" in node:
        return True
    if "list" in node:
        return _has_struct(node["list"])
    if "map" in node:
        return _has_struct(node["map"])
    return False


class _Seen:
    """The fields of one object type that no line has had yet, and of the object types
    inside it; `done` once every one has been seen (checking then costs nothing).

    It visits every line until then, and a file may never have some of the fields the
    types name (a first build's, from the dictionary), so a visit does as little as it
    can: `live` holds only the object types inside not yet done.
    """

    def __init__(self) -> None:
        from msgspec import UNSET  # once here, not at each visit (~0.2 s of 38k lines)

        self.unset = UNSET
        self.unseen: set[str] = set()
        self.kids: dict[str, _Seen] = {}
        self.live: list[tuple[str, _Seen]] = []
        self.done = False

    def add_kid(self, name: str) -> _Seen:
        kid = self.kids[name] = _Seen()
        self.live.append((name, kid))
        return kid

    def visit(self, value: Any) -> None:
        if isinstance(value, list):
            for item in value:
                self.visit(item)
            return
        if isinstance(value, dict):
            for item in value.values():
                self.visit(item)
            return
        unset = self.unset
        if value is None or value is unset:
            return
        if self.unseen:
            self.unseen = {name for name in self.unseen if getattr(value, name) is unset}
        if self.live:
            for name, kid in self.live:
                kid.visit(getattr(value, name))
            self.live = [(name, kid) for name, kid in self.live if not kid.done]
        self.done = not self.unseen and not self.live

    def unseen_paths(self, prefix: Path_ = ()) -> Iterator[Path_]:
        for name in self.unseen:
            yield (*prefix, name)
        for name, kid in self.kids.items():
            if name not in self.unseen:
                yield from kid.unseen_paths((*prefix, name))


def write_columns(columns: Columns, path: Path) -> None:
    path.write_text(json.dumps([[n, k] for n, k in columns]), encoding="utf-8")


def read_columns(path: Path) -> Columns:
    return [(str(n), k) for n, k in json.loads(path.read_text(encoding="utf-8"))]
