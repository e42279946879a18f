"""Read decklists and the warehouse, and hand `analysis` its cards.

The only part of pipeline.deck that does I/O: reading files (or standard input) and
querying the warehouse, read-only, through `Warehouse.query`.
"""

from __future__ import annotations

import codecs
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from pipeline.abilities.costs import sacrifices_itself
from pipeline.abilities.model import is_own_mana_ability
from pipeline.abilities.tokens import created_by_another_player
from pipeline.deck.analysis import Card, DeckCard, DeckResult, Face, analyze
from pipeline.deck.decklist import DeckError, Decklist, parse_decklist
from pipeline.deck.land_search import LandSearch
from pipeline.deck.names import Named, NameIndex
from pipeline.errors import WarehouseError

if TYPE_CHECKING:
    from pipeline.api import Warehouse

DECK_SUFFIXES = (".txt", ".dek", ".dec", ".deck")
ONE_SHOT_KINDS = ("spell", "token")


def read_decklists(paths: Sequence[str]) -> list[Decklist]:
    """Read each file (`-` is standard input) as one deck named after its file."""
    decklists = []
    stems = [Path(p).stem if p != "-" else "stdin" for p in paths]
    for path, stem in zip(paths, stems, strict=True):
        name = stem if stems.count(stem) == 1 else path
        if path == "-":
            decklists.append(parse_decklist(sys.stdin.read(), name, "standard input"))
            continue
        if not path.strip():  # Path("") is the current folder
            raise DeckError("An empty name is no decklist file: give a file's path, or -.")
        try:
            text = _decoded(Path(path).read_bytes())
        except FileNotFoundError:
            raise DeckError(f"No decklist at {path}. Check the path.") from None
        except (OSError, UnicodeDecodeError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) else "not UTF-8 text"
            raise DeckError(f"Can't read the decklist {path}: {reason}.") from exc
        decklists.append(parse_decklist(text, name, path))
    return decklists


def _decoded(data: bytes) -> str:
    """A decklist file's text: UTF-8 (a byte-order mark or not), or UTF-16 with its mark,
    as Windows Notepad saves "Unicode" text."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16")
    return data.decode("utf-8-sig")


def decklist_from(path_or_text: str | Path, name: str | None = None) -> Decklist:
    """A path to a decklist file, or a decklist's text (for `Warehouse.deck`)."""
    if isinstance(path_or_text, Path) or (
        "\n" not in path_or_text
        and (_exists(path_or_text) or path_or_text.lower().endswith(DECK_SUFFIXES))
    ):
        [decklist] = read_decklists([str(path_or_text)])
        return decklist if name is None else Decklist(name, decklist.source, decklist.entries)
    return parse_decklist(path_or_text, name or "deck", "the decklist text")


def _exists(text: str) -> bool:
    """Whether one line names a file or a folder (which read_decklists names as one); a
    line too long to be a path ("4 Forest 4 Island ...") names none."""
    if not text.strip():
        return False  # Path("") is the current folder, "" no path
    try:
        return Path(text).exists()
    except OSError:
        return False


def analyze_decklists(wh: Warehouse, decklists: Sequence[Decklist]) -> list[DeckResult]:
    """Match every name, load the cards, and analyze each deck (`analysis.analyze`)."""
    _require_land_searches(wh)
    index = _name_index(wh)
    resolved: list[list[tuple[str, int, str]]] = []
    unknown: list[str] = []
    for decklist in decklists:
        found = []
        for entry in decklist.entries:
            # the name as written first: a card's own brackets are no printing
            card = (entry.as_written and index.find(entry.as_written)) or index.find(entry.name)
            if card is None:
                hint = _unknown_name_hint(index, entry.name)
                unknown.append(f"  {decklist.source} line {entry.line}: {entry.name!r} ({hint})")
                continue
            found.append((card.key, entry.count, entry.section))
        resolved.append(found)
    if unknown:
        raise DeckError(
            f"{len(unknown)} card name{'s' if len(unknown) != 1 else ''} the warehouse "
            f"does not know:\n" + "\n".join(unknown) + "\nCorrect the names (case, accents "
            "and punctuation don't matter), or run 'pipeline refresh' if the cards are "
            "newer than the warehouse."
        )
    cards = _load_cards(wh, sorted({key for found in resolved for key, _, _ in found}))
    return [
        analyze(
            decklist.name,
            [DeckCard(cards[key], count, section) for key, count, section in found],
        )
        for decklist, found in zip(decklists, resolved, strict=True)
    ]


def _require_land_searches(wh: Warehouse) -> None:
    if "land_searches" not in wh.tables():
        raise WarehouseError(
            f"The warehouse {wh.path} predates decks (it has no land_searches table). Run "
            "'pipeline refresh --force' to rebuild it."
        )


def _unknown_name_hint(index: NameIndex, name: str) -> str:
    """What to tell the user about a name that matches no card: the card it is a back face
    of, else the closest names."""
    if backs := index.backs(name):
        return f"a back face of {' or '.join(backs)}: name the card by its front face"
    closest = index.closest(name)
    return f"closest: {', '.join(closest)}" if closest else "no close match"


def _name_index(wh: Warehouse) -> NameIndex:
    """Every game card once (its newest printing stands for it), with its faces in order. A
    game card is one `report_cards` holds: the layout rules say which layouts are."""
    _, rows = wh.query(
        """
        with faces as (
            select card_id, list(name order by face_index) as names
            from card_faces
            group by card_id
        )
        select c.id::varchar, c.name, coalesce(f.names, [])
        from cards as c
        inner join report_cards as game on game.card_id = c.id
        left join faces as f on f.card_id = c.id
        qualify row_number() over (
            partition by coalesce(c.oracle_id::varchar, c.id::varchar)
            order by c.released_at desc nulls last, c.id
        ) = 1
        order by c.name, c.id
        """
    )
    return NameIndex(
        Named(key, name, faces[0], tuple(faces[1:])) if faces else Named(key, name)
        for key, name, faces in rows
    )


def _load_cards(wh: Warehouse, keys: list[str]) -> dict[str, Card]:
    """The matched cards with their faces, own and one-shot mana, and land searches."""
    _, card_rows = wh.query(
        """
        select c.id::varchar, c.name, c.layout
        from cards as c
        where list_contains(?::varchar[], c.id::varchar)
        """,
        [keys],
    )
    _, face_rows = wh.query(
        """
        select f.card_id::varchar, f.face_index, f.name, f.mana_cost, f.type_line
        from card_faces as f
        where list_contains(?::varchar[], f.card_id::varchar)
        union all
        select c.id::varchar, 0, c.name, c.mana_cost, c.type_line
        from cards as c
        where list_contains(?::varchar[], c.id::varchar)
            and not exists (select 1 from card_faces as f where f.card_id = c.id)
        order by 1, 2
        """,
        [keys, keys],
    )
    _, mana_rows = wh.query(
        """
        select card_id::varchar, face_index, source_kind, colors, is_mana_ability,
            functions_in, sacrifice, text
        from mana_abilities
        where list_contains(?::varchar[], card_id::varchar)
        """,
        [keys],
    )
    _, search_rows = wh.query(
        """
        select card_id::varchar, face_index, search_index, text, quantity, up_to, basic,
            snow, land_types, destination, tapped
        from land_searches
        where list_contains(?::varchar[], card_id::varchar)
        order by card_id, face_index, search_index
        """,
        [keys],
    )
    own: dict[tuple[str, int], set[str]] = {}
    one_shot: dict[tuple[str, int], set[str]] = {}
    named = {(key, index): (name, type_line) for key, index, name, _, type_line in face_rows}
    for key, face_index, kind, colors, is_mana_ability, functions_in, sacrifice, text in mana_rows:
        at = (key, face_index)
        if kind == "token" and created_by_another_player(text or ""):
            continue  # "Its controller creates a Treasure token": the opponent's mana
        if is_own_mana_ability(kind, is_mana_ability, functions_in) and not sacrifices_itself(
            sacrifice, *named.get(at, (None, ""))
        ):  # could_produce's rule, and more than once: Lotus Petal's is once
            own.setdefault(at, set()).update(colors or ())
        elif kind in ONE_SHOT_KINDS or is_own_mana_ability(kind, is_mana_ability, None):
            # a spell, a token, an ability that uses the card up from the hand (a Spirit
            # Guide's, CR 113.6m) or sacrifices it (Lotus Petal): mana once
            one_shot.setdefault(at, set()).update(colors or ())
    searches: dict[tuple[str, int], list[LandSearch]] = {}
    for key, face_index, *fields in search_rows:
        index, text, quantity, up_to, basic, snow, types, destination, tapped = fields
        searches.setdefault((key, face_index), []).append(
            LandSearch(index, text, quantity, up_to, basic, snow, tuple(types), destination, tapped)
        )
    faces: dict[str, list[Face]] = {}
    for key, face_index, name, mana_cost, type_line in face_rows:
        at = (key, face_index)
        faces.setdefault(key, []).append(
            Face(
                index=face_index,
                name=name or "",
                mana_cost=mana_cost,
                type_line=type_line or "",
                produces=frozenset(own.get(at, ())),
                one_shot=frozenset(one_shot.get(at, ())),
                searches=tuple(searches.get(at, ())),
            )
        )
    return {
        key: Card(key=key, name=name, layout=layout, faces=tuple(faces[key]))
        for key, name, layout in card_rows
    }
