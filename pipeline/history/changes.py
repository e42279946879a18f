"""What changed between two warehouses: the SQL behind `card_changes`.

Both warehouses are read with the same SQL, one value per card object and field, as text
(lists and objects as compact JSON, the project's flat form). A field is compared only
when both warehouses can say what it is: a column the older file did not have (2019-era
files lack `produced_mana` and `keywords`) or a table an older pipeline did not build is
unknown, not empty, so it yields no rows.

The fields, as the issue lists them:

- text and cost: name, mana_cost, type_line, oracle_text;
- characteristics: power, toughness, loyalty, defense, colors, color_identity, keywords;
- legalities, one row per format both warehouses know (`legalities.modern`);
- produced_mana, rarity;
- the project's own chroma (`{"W":0,"U":2,...}`, from card_chroma) and could_produce
  (card_mana_production), between warehouses of one schema version only: a new version
  may count them anew (schema 3 left abilities that work from the hand out of
  could_produce), which is no change of the card's.

A multi-face card whose field is not at the top level (a transform card's mana_cost, a
modal card's power) gets its faces' values joined with ' // ' ('' for a face without
one), so an erratum of either face is seen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

FACE_TEXT_FIELDS = (
    "mana_cost",
    "type_line",
    "oracle_text",
    "power",
    "toughness",
    "loyalty",
    "defense",
)
"""Fields a multi-face card may carry only on its faces (card_faces has every one)."""

TOP_LIST_FIELDS = ("color_identity", "keywords", "produced_mana")
"""Lists Scryfall gives at the top level only."""

FIELDS = (
    "name",
    *FACE_TEXT_FIELDS,
    "colors",
    *TOP_LIST_FIELDS,
    "rarity",
    "chroma",
    "could_produce",
)
"""Every field `card_changes` follows besides legalities (`legalities.<format>`), in the
order its rows are written; plus `card_id` and `oracle_id` for cards added and removed."""

CHROMA_COLORS = ("w", "u", "b", "r", "g")


@dataclass(frozen=True)
class Catalog:
    """What one warehouse has: its prefix in SQL ('' or 'previous.') and its columns."""

    prefix: str
    card_columns: frozenset[str]
    chroma_columns: frozenset[str]
    production_columns: frozenset[str]
    schema_version: int | None = None
    """The pipeline's schema the warehouse was built with (pipeline_meta)."""

    @property
    def has_chroma(self) -> bool:
        return {"card_id", *(f"chroma_{c}" for c in CHROMA_COLORS)} <= self.chroma_columns

    @property
    def has_could_produce(self) -> bool:
        return {"card_id", "could_produce"} <= self.production_columns


def compared_fields(new: Catalog, old: Catalog) -> list[str]:
    """The fields both warehouses can tell (see the module's docstring)."""
    fields = []
    for name in FIELDS:
        if name == "name" or name == "rarity" or name in TOP_LIST_FIELDS:
            if name in new.card_columns and name in old.card_columns:
                fields.append(name)
        elif name in (*FACE_TEXT_FIELDS, "colors"):
            # the same source on both sides: the top-level column, or the faces alone
            if (name in new.card_columns) == (name in old.card_columns):
                fields.append(name)
        elif new.schema_version != old.schema_version:
            continue  # the project's own fields: a new schema may count them anew
        elif name == "chroma":
            if new.has_chroma and old.has_chroma:
                fields.append(name)
        elif name == "could_produce" and new.has_could_produce and old.has_could_produce:
            fields.append(name)
    if "legalities" in new.card_columns and "legalities" in old.card_columns:
        fields.append("legalities")
    return fields


def card_hashes_sql(catalog: Catalog, fields: Sequence[str]) -> str:
    """One row per card object of `catalog`: card_id (UUID), oracle_id, name, and one hash of
    every compared field's value as stored (no text made: the first, cheap pass).

    Two warehouses hash a field alike when its type is alike; when the types differ (a new
    format in legalities) every card is a candidate and the text pass decides.
    """
    p = catalog.prefix
    cols = catalog.card_columns
    parts = []
    face_fields = []
    for name in fields:
        if name in ("name", "rarity", *TOP_LIST_FIELDS, "legalities"):
            parts.append(f"c.{name}")
        elif name in (*FACE_TEXT_FIELDS, "colors"):
            if name in cols:
                parts.append(f"c.{name}")
            face_fields.append(name)
        elif name == "chroma":
            parts += [f"ch.chroma_{c}" for c in CHROMA_COLORS]
        elif name == "could_produce":
            parts.append("mp.could_produce")
    if face_fields:
        parts.append("f.faces")
    faces = ", ".join(face_fields) or "face_index"
    oracle = "coalesce(c.oracle_id, f.oracle_id)" if "oracle_id" in cols else "f.oracle_id"
    return f"""
    with faces as (
        select
            card_id,
            arg_min(oracle_id, face_index) as oracle_id,
            hash(list(({faces}) order by face_index)) as faces,
        from {p}card_faces
        group by card_id
    )
    select
        c.id as card_id,
        {oracle}::varchar as oracle_id,
        c.name::varchar as card_name,
        hash({", ".join(parts) or "0"}) as h,
    from {p}cards as c
    left join faces as f on f.card_id = c.id
    {_joins(p, fields)}
    """


def _joins(p: str, fields: Sequence[str]) -> str:
    joins = []
    if "chroma" in fields:
        joins.append(f"left join {p}card_chroma as ch on ch.card_id = c.id")
    if "could_produce" in fields:
        joins.append(f"left join {p}card_mana_production as mp on mp.card_id = c.id")
    return "\n    ".join(joins)


def card_values_sql(catalog: Catalog, fields: Sequence[str], only: str) -> str:
    """One row per card object of `catalog` whose id is in the table `only` (the candidates of
    the first pass): card_id, oracle_id, name and each field as text."""
    p = catalog.prefix
    cols = catalog.card_columns
    values = []
    for name in fields:
        if name in ("name", "rarity"):
            values.append(f"c.{name}::varchar")
        elif name in FACE_TEXT_FIELDS:
            values.append(f"coalesce(c.{name}, f.{name})" if name in cols else f"f.{name}")
        elif name == "colors":
            top = "to_json(c.colors)::varchar"
            values.append(f"coalesce({top}, f.colors)" if name in cols else "f.colors")
        elif name in TOP_LIST_FIELDS or name == "legalities":
            values.append(f"to_json(c.{name})::varchar")
        elif name == "chroma":
            pairs = ", ".join(f"'{c.upper()}', ch.chroma_{c}" for c in CHROMA_COLORS)
            values.append(
                f"case when ch.card_id is null then null else json_object({pairs})::varchar end"
            )
        elif name == "could_produce":
            values.append("to_json(mp.could_produce)::varchar")
        else:  # pragma: no cover - FIELDS and this function list the same names
            raise ValueError(name)
    selected = ",\n        ".join(f'{v} as "{n}"' for v, n in zip(values, fields, strict=True))
    oracle = "coalesce(c.oracle_id, f.oracle_id)" if "oracle_id" in cols else "f.oracle_id"
    faces = ",\n            ".join(
        f"case when count({n}) = 0 then null else array_to_string("
        f"list(coalesce({n}, '') order by face_index), ' // ') end as {n}"
        for n in FACE_TEXT_FIELDS
    )
    return f"""
    with faces as (
        select
            card_id,
            arg_min(oracle_id, face_index) as oracle_id,
            to_json(list(colors order by face_index))::varchar as colors,
            {faces}
        from {p}card_faces
        where card_id in (select card_id from {only})
        group by card_id
    )
    select
        c.id::varchar as card_id,
        {oracle}::varchar as oracle_id,
        c.name::varchar as card_name,
        {selected}
    from {p}cards as c
    left join faces as f on f.card_id = c.id
    {_joins(p, fields)}
    where c.id in (select card_id from {only})
    """


def changes_sql(
    fields: Sequence[str],
    formats: Sequence[str],
    *,
    printings: bool,
    new_ids: str,
    old_ids: str,
    new: str,
    old: str,
) -> str:
    """Every change from the old warehouse to the new one.

    `new_ids`, `old_ids`: tables of `card_hashes_sql`'s shape (every card); `new`, `old`:
    tables of `card_values_sql`'s shape (the cards whose hashes differ). Parameters: $1
    refresh_id, $2 changed_at. `printings`: record printings (card ids) added and removed;
    off when the two were built from different card files (see README, "History"). Cards
    (oracle ids) added and removed are always recorded.
    """
    head = "select $1::bigint as refresh_id, $2::timestamptz as changed_at"
    parts = []
    if printings:
        parts += [
            f"{head}, n.card_id::varchar, n.oracle_id, n.card_name, 'added', 'card_id', null, "
            f"n.card_id::varchar from {new_ids} as n anti join {old_ids} as o using (card_id)",
            f"{head}, o.card_id::varchar, o.oracle_id, o.card_name, 'removed', 'card_id', "
            f"o.card_id::varchar, null from {old_ids} as o anti join {new_ids} as n "
            "using (card_id)",
        ]
    for change, here, there, values in (
        ("added", new_ids, old_ids, "null, x.oracle_id"),
        ("removed", old_ids, new_ids, "x.oracle_id, null"),
    ):
        parts.append(
            f"{head}, null, x.oracle_id, x.card_name, '{change}', 'oracle_id', {values} "
            f"from (select oracle_id, min(card_name) as card_name from {here} "
            f"where oracle_id is not null group by oracle_id) as x "
            f"where x.oracle_id not in (select oracle_id from {there} where oracle_id is not null)"
        )
    plain = [f for f in fields if f != "legalities"]
    differs = " or ".join(f'n."{f}" is distinct from o."{f}"' for f in fields) or "false"
    pairs = (
        "select n.card_id, n.oracle_id, n.card_name, "
        + ", ".join(f'o."{f}" as "old_{f}", n."{f}" as "new_{f}"' for f in fields)
        + f" from {new} as n inner join {old} as o using (card_id) where {differs}"
    )
    for name in plain:
        parts.append(
            f"{head}, card_id, oracle_id, card_name, 'changed', '{name}', "
            f'"old_{name}", "new_{name}" from pairs '
            f'where "old_{name}" is distinct from "new_{name}"'
        )
    if "legalities" in fields and formats:
        listed = ", ".join(f"'{f}'" for f in formats)
        parts.append(
            f"{head}, card_id, oracle_id, card_name, 'changed', 'legalities.' || fmt, "
            "json_extract_string(old_legalities, fmt), json_extract_string(new_legalities, fmt) "
            f"from pairs, unnest([{listed}]) as formats(fmt) "
            "where old_legalities is distinct from new_legalities and "
            "json_extract_string(old_legalities, fmt) is distinct from "
            "json_extract_string(new_legalities, fmt)"
        )
    body = "\nunion all\n".join(parts)
    return f"with pairs as ({pairs})\n{body}"
