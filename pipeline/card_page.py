"""`pipeline card NAME`: one card as a card page shows it, from the warehouse.

Finding a card: the exact name first, ignoring case and accents (a face's name also
finds its card: "Stomp" finds "Bonecrusher Giant // Stomp"). When several card objects
have that name, by these rules in order: a game card beats a token (emblem, ...); a
card's own name beats a face's; then the newest printing that is not a promo,
digital-only or oversized, else the newest. The page lists the other cards that matched
(not other printings of the chosen card). With no exact match, `CardNotFound` carries the
closest names to choose from: names that contain the words given, then names that look
alike.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from pipeline import render
from pipeline.api import Warehouse
from pipeline.deck.names import LIGATURES
from pipeline.errors import PipelineError

MAX_SUGGESTIONS = 8
MAX_NAME = 200
"""Longer than any card name (the longest, of an Un-card, has 141 characters)."""


class CardNotFound(PipelineError):
    """No card has exactly that name; `suggestions` are the closest names."""

    def __init__(self, name: str, suggestions: Sequence[str], command: str = "card") -> None:
        self.name = name
        self.suggestions = list(suggestions)
        if suggestions:
            listed = "\n".join(f"  {s}" for s in suggestions)
            message = (
                f"No card named {name!r}. The closest names:\n{listed}\n"
                f"Run 'pipeline {command} \"NAME\"' with one of them."
            )
        else:
            message = (
                f"No card named {name!r}, and no name close to it. "
                f"Try part of the name, e.g. 'pipeline {command} bolt'."
            )
        super().__init__(message)


@dataclass(frozen=True)
class Face:
    index: int
    name: str | None
    mana_cost: str | None
    type_line: str | None
    oracle_text: str | None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None


@dataclass(frozen=True)
class ManaRow:
    """One row of `mana_abilities`: a way the card makes mana."""

    face_index: int
    source_kind: str
    text: str
    colors: list[str]
    amount: str | None
    choice: str | None
    depends_on: str | None
    restriction: str | None
    cost_text: str | None
    is_mana_ability: bool | None


@dataclass(frozen=True)
class Ruling:
    published_at: str
    source: str | None
    comment: str


@dataclass(frozen=True)
class OtherMatch:
    """Another card that has the name asked for (a token named like the card, ...)."""

    card_id: str
    name: str
    layout: str | None
    set_code: str | None
    collector_number: str | None


@dataclass
class CardPage:
    card_id: str
    oracle_id: str | None
    name: str | None  # None where Scryfall sent none (a row of parse_issues says so)
    layout: str | None
    set_code: str | None
    set_name: str | None
    collector_number: str | None
    rarity: str | None
    released_at: str | None
    faces: list[Face]
    chroma: dict[str, int | None]
    mana_value: float | None
    cost_counted: str | None
    printings: int
    first_released_at: str | None
    mana: list[ManaRow] = field(default_factory=list)
    could_produce: list[str] | None = None
    produces: list[str] | None = None
    scryfall_produced_mana: list[str] | None = None
    matches_scryfall: bool | None = None
    rulings: list[Ruling] = field(default_factory=list)
    other_matches: list[OtherMatch] = field(default_factory=list)
    asked: str | None = None
    """The name as given, when other cards matched it too."""
    prices: list[dict[str, Any]] = field(default_factory=list)
    """This printing's price_history, oldest first (issue 14): the chart's data."""
    prices_note: str | None = None
    """Why the prices could not be read (history files missing), if so."""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


# -- finding -------------------------------------------------------------------------------

_NORMAL = "lower(strip_accents({}))"
for _one, _two in LIGATURES.items():  # "Æther Vial" is "Aether Vial", as decklists match it
    _NORMAL = f"replace({_NORMAL}, '{_one}', '{_two}')"
_NORMAL = f"regexp_replace({_NORMAL}, '[^a-z0-9]', '', 'g')"
"""`pipeline.deck.names.normalize` in SQL: the one key a name is matched by, in a decklist
and by `pipeline card` ("fire//ice" is "Fire // Ice" to both; a test holds them equal)."""
_SAME_NAME = f"{_NORMAL.format('name')} = {_NORMAL.format('$1')}"


def find(wh: Warehouse, name: str) -> CardPage:
    """The card called `name`, or CardNotFound with the closest names."""
    wanted, found = _matches(wh, name)
    page = load(wh, found[0][0])
    chosen = found[0][1] or found[0][0]
    seen = {chosen}
    for card_id, oracle_id, other, layout, set_code, number in found[1:]:
        if (oracle_id or card_id) not in seen:  # the first (best) printing of each other card
            seen.add(oracle_id or card_id)
            page.other_matches.append(OtherMatch(card_id, other, layout, set_code, number))
    page.asked = wanted if page.other_matches else None
    return page


def choose(wh: Warehouse, name: str, command: str = "card") -> tuple[str, str | None, str]:
    """The card `find` would show for `name`, as (card_id, oracle_id, name), and no page;
    not found, the error names `command` to run again."""
    try:
        _, found = _matches(wh, name)
    except CardNotFound as exc:
        raise CardNotFound(exc.name, exc.suggestions, command) from None
    return found[0][0], found[0][1], found[0][2]


def _matches(wh: Warehouse, name: str) -> tuple[str, list[tuple[Any, ...]]]:
    """The name as asked, and the card objects that have it, best first (see the module)."""
    wanted = " ".join(name.split())
    if not wanted:
        raise PipelineError('Give a card name, e.g. pipeline card "Lightning Bolt".')
    if len(wanted) > MAX_NAME:  # not echoed back, nor compared with every name
        _, found = wh.query("select max(length(name)) from cards")
        raise PipelineError(
            f"No card has a name of {len(wanted):,} characters (the longest here has "
            f'{found[0][0]}). Give a card\'s name, e.g. pipeline card "Lightning Bolt".'
        )
    _, found = wh.query(
        f"""
        with matches as (
            select id, 0 as by_face from cards where {_SAME_NAME}
            union all
            select card_id, 1 from card_faces where {_SAME_NAME}
        )
        select
            cards.id::varchar, coalesce(cards.oracle_id, chroma.oracle_id)::varchar,
            cards.name, cards.layout, cards."set", cards.collector_number
        from cards
        inner join matches on matches.id = cards.id
        left join card_chroma as chroma on chroma.card_id = cards.id
        left join oracle_cards as per_card
            on per_card.card_key = coalesce(chroma.oracle_id, chroma.card_id)
        order by
            not coalesce(per_card.is_game_card, true),
            matches.by_face,
            coalesce(cards.promo, false) or coalesce(cards.digital, false)
                or coalesce(cards.oversized, false),
            cards.released_at desc nulls last,
            cards."set",
            cards.collector_number,
            cards.id
        """,
        [wanted],
    )  # fmt: skip
    if not found:
        raise CardNotFound(name, suggest(wh, wanted))
    return wanted, found


def suggest(wh: Warehouse, name: str, limit: int = MAX_SUGGESTIONS) -> list[str]:
    """Card names that contain every word of `name`, then names that look like it."""
    words = [w for w in name.lower().split() if w]
    contains = " and ".join(
        f"contains({_NORMAL.format('n.face_name')}, {_NORMAL.format(f'${i + 2}')})"
        for i in range(len(words))
    )
    _, rows = wh.query(
        f"""
        with names as (
            select name as card_name, name as face_name from cards
            union all
            select cards.name, card_faces.name
            from card_faces inner join cards on cards.id = card_faces.card_id
        ),
        scored as (
            select
                n.card_name,
                max(case when {contains} then 1 else 0 end) as has_words,
                max(jaro_winkler_similarity(
                    {_NORMAL.format("n.face_name")}, {_NORMAL.format("$1")}
                )) as likeness,
            from names as n
            where n.card_name is not null
            group by n.card_name
        )
        select card_name from scored
        where has_words = 1 or likeness >= 0.8
        order by has_words desc, likeness desc, card_name
        limit {int(limit)}
        """,
        [name, *words],
    )  # fmt: skip
    return [r[0] for r in rows]


def load(wh: Warehouse, card_id: str) -> CardPage:
    """Everything the page shows about one card object."""
    columns, rows = wh.query(
        """
        select
            cards.id::varchar as card_id, cards.oracle_id::varchar as oracle_id, cards.name,
            cards.layout, cards."set" as set_code, cards.set_name, cards.collector_number,
            cards.rarity, cards.released_at::varchar as released_at, cards.mana_cost,
            cards.type_line, cards.oracle_text, cards.power, cards.toughness, cards.loyalty,
            cards.defense,
            chroma.chroma_w, chroma.chroma_u, chroma.chroma_b, chroma.chroma_r, chroma.chroma_g,
            chroma.mana_value, chroma.mana_cost as cost_counted,
            coalesce(chroma.oracle_id, cards.oracle_id)::varchar as any_oracle_id,
        from cards
        left join card_chroma as chroma on chroma.card_id = cards.id
        where cards.id = $1::uuid
        """,
        [card_id],
    )
    card = dict(zip(columns, rows[0], strict=True))
    _, face_rows = wh.query(
        "select face_index, name, mana_cost, type_line, oracle_text, power, toughness, "
        "loyalty, defense from card_faces where card_id = $1::uuid order by face_index",
        [card_id],
    )
    faces = [Face(*r) for r in face_rows] or [
        Face(
            0,
            card["name"],
            card["mana_cost"],
            card["type_line"],
            card["oracle_text"],
            card["power"],
            card["toughness"],
            card["loyalty"],
            card["defense"],
        )
    ]
    oracle_id = card["any_oracle_id"]
    # A reversible card has no top-level oracle_id: its printings are found through the
    # oracle_id card_chroma takes from its front face.
    _, printings = wh.query(
        "select count(*), min(cards.released_at)::varchar from cards "
        "left join card_chroma as chroma on chroma.card_id = cards.id "
        "where coalesce(cards.oracle_id, chroma.oracle_id)::varchar = $1 "
        "or ($1 is null and cards.name = $2)",
        [oracle_id, card["name"]],
    )
    page = CardPage(
        card_id=card["card_id"],
        oracle_id=oracle_id,
        name=card["name"],
        layout=card["layout"],
        set_code=card["set_code"],
        set_name=card["set_name"],
        collector_number=card["collector_number"],
        rarity=card["rarity"],
        released_at=card["released_at"],
        faces=faces,
        chroma={c: card[f"chroma_{c.lower()}"] for c in "WUBRG"},
        mana_value=card["mana_value"],
        cost_counted=card["cost_counted"],
        printings=printings[0][0],
        first_released_at=printings[0][1],
    )
    _, mana_rows = wh.query(
        "select face_index, source_kind, text, colors, amount, choice, depends_on, "
        "restriction, cost_text, is_mana_ability from mana_abilities "
        "where card_id = $1::uuid order by face_index, mana_index",
        [card_id],
    )
    page.mana = [ManaRow(*r) for r in mana_rows]
    _, production = wh.query(
        "select could_produce, produces, scryfall_produced_mana, matches_scryfall "
        "from card_mana_production where card_id = $1::uuid",
        [card_id],
    )
    if production:
        (
            page.could_produce,
            page.produces,
            page.scryfall_produced_mana,
            page.matches_scryfall,
        ) = production[0]
    if oracle_id is not None:
        _, rulings = wh.query(
            "select published_at::varchar, source, comment from rulings "
            "where oracle_id = $1::uuid order by published_at, comment",
            [oracle_id],
        )
        page.rulings = [Ruling(*r) for r in rulings]
    _load_prices(wh, page)
    return page


def _load_prices(wh: Warehouse, page: CardPage) -> None:
    """The printing's price series, once the warehouse has a price history (issue 14)."""
    from pipeline.history import query

    asked = query.printing_prices(page.oracle_id, page.card_id)
    try:
        columns, rows = wh.history_query(asked)
    except PipelineError as exc:  # history files missing: the page shows the rest
        page.prices_note = str(exc).split("\n", 1)[0]
        return
    page.prices = [dict(zip(columns, row, strict=True)) for row in rows]


# -- showing ---------------------------------------------------------------------------------


def render_text(page: CardPage, width: int = 88) -> str:
    """The card page as plain text, `width` columns wide."""
    width = max(width, 50)
    out: list[str] = [page.name if page.name is not None else f"(no name: card {page.card_id})"]
    where = " ".join(
        p
        for p in (
            page.set_name,
            f"({page.set_code})" if page.set_code else None,
            f"#{page.collector_number}" if page.collector_number else None,
        )
        if p
    )
    facts = [page.layout, where, page.released_at, page.rarity]
    if page.printings > 1:
        facts.append(f"{page.printings} printings, first {page.first_released_at}")
    out.append(" · ".join(f for f in facts if f))
    if page.other_matches:
        others = ", ".join(
            f"{m.name} ({m.layout}, {m.set_code} #{m.collector_number})" for m in page.other_matches
        )
        out.extend(textwrap.wrap(f"Also named {page.asked!r}: {others}", width))
    for face in page.faces:
        out.append("")
        out.extend(_face_lines(face, width))
    out.append("")
    chroma = "  ".join(
        f"{c} {page.chroma[c] if page.chroma[c] is not None else '?'}" for c in "WUBRG"
    )
    value = "?" if page.mana_value is None else render.mana_value(page.mana_value)
    counted = f"   cost counted: {page.cost_counted}" if len(page.faces) > 1 else ""
    out.append(f"Chroma       {chroma}   mana value {value}{counted}")
    out.append(
        f"Produces     could produce {_types(page.could_produce)}"
        f" · by any means {_types(page.produces)}"
        f" · Scryfall {_scryfall(page)}"
    )
    out.extend(_price_lines(page, width))
    out.append("")
    if page.mana:
        out.append("Mana abilities and other ways it makes mana")
        for row in page.mana:
            out.extend(_mana_lines(row, len(page.faces) > 1, width))
    else:
        out.append("Mana abilities: none")
    out.append("")
    if page.rulings:
        out.append(f"Rulings ({len(page.rulings)})")
        for ruling in page.rulings:
            out.extend(
                textwrap.wrap(
                    ruling.comment,
                    width,
                    initial_indent=f"  {ruling.published_at}  ",
                    subsequent_indent=" " * 14,
                )
            )
    else:
        out.append("Rulings: none in this warehouse")
    return "\n".join(out) + "\n"


def _price_lines(page: CardPage, width: int) -> list[str]:
    """The price chart, once the history has prices for this printing (issue 14)."""
    from pipeline.history import chart

    if page.prices_note:
        return ["", *textwrap.wrap(f"Prices: {page.prices_note}", width)]
    series = chart.pick_series(page.prices)
    if series is None:
        return []
    return ["", *chart.render(series[0], series[1], width=width)]


def _face_lines(face: Face, width: int) -> list[str]:
    lines = [_two_ends(f"  {face.name or ''}", face.mana_cost or "", width)]
    stats = _stats(face)
    lines.append(_two_ends(f"  {face.type_line or ''}", stats, width))
    for paragraph in (face.oracle_text or "").splitlines():
        lines.extend(
            textwrap.wrap(paragraph, width, initial_indent="  ", subsequent_indent="  ") or [""]
        )
    return lines


def _stats(face: Face) -> str:
    if face.power is not None or face.toughness is not None:
        return f"{face.power}/{face.toughness}"
    if face.loyalty is not None:
        return f"loyalty {face.loyalty}"
    if face.defense is not None:
        return f"defense {face.defense}"
    return ""


def _mana_lines(row: ManaRow, multi_face: bool, width: int) -> list[str]:
    label = row.source_kind + (f", face {row.face_index}" if multi_face else "")
    head = textwrap.wrap(
        row.text, width, initial_indent=f"  [{label}] ", subsequent_indent="      "
    )
    detail = [f"adds {_types(row.colors)}"]
    if row.amount and row.amount != "1":
        detail.append(f"amount {row.amount}")
    if row.choice and row.choice != "fixed":
        detail.append(row.choice.replace("_", " "))
    if row.depends_on:
        detail.append(f"depends on {row.depends_on}")
    if row.cost_text:
        detail.append(f"cost {row.cost_text}")
    detail.append("a mana ability" if row.is_mana_ability else "not a mana ability")
    if row.restriction:
        detail.append(row.restriction)
    tail = textwrap.wrap(
        " · ".join(detail), width, initial_indent="      → ", subsequent_indent="        "
    )
    return head + tail


def _two_ends(left: str, right: str, width: int) -> str:
    gap = width - len(left) - len(right)
    return left + " " * max(gap, 2) + right if right else left


def _types(types: Sequence[str] | None) -> str:
    if types is None:
        return "?"
    return " ".join(types) if types else "none"


def _scryfall(page: CardPage) -> str:
    if page.scryfall_produced_mana is None:
        return "? (no produced_mana in this file)"
    verdict = ""
    if page.matches_scryfall is not None:
        verdict = "(agrees)" if page.matches_scryfall else "(differs)"
    return f"{_types(page.scryfall_produced_mana)} {verdict}".rstrip()
