"""The data dictionary: a description of every table, column and macro of the warehouse.

The descriptions live here and go into the database itself as `COMMENT ON` at the end of
every build (`apply_comments`), so any DuckDB client sees them (`duckdb_tables().comment`,
`duckdb_columns().comment`); `pipeline schema` prints them and `docs/schema.md` is made
from a built warehouse's comments (`render_markdown`). The raw Scryfall tables (`cards`,
`rulings`, `sets`, `symbols`) keep every field Scryfall sends: the fields known here get
their own description, any other one a generic "loaded as sent".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from pipeline.abilities import COST_COLUMNS, Choice, Mechanism, SourceKind

# -- the descriptions ---------------------------------------------------------------------

RAW_TABLES = frozenset({"cards", "rulings", "sets", "symbols"})
"""Tables loaded from Scryfall's JSON as sent: their columns follow the file."""

_CARD_ID = "Scryfall id of the card object (cards.id)."
_FACE_INDEX = "0-based face of the card object; a single-faced card is face 0."
_ORACLE_ID = (
    "Scryfall's Oracle ID: the same for every printing of one card (for a reversible "
    "card, its face's)."
)
_CHROMA = (
    "Chroma: mana symbols of {color} in the mana cost, a hybrid symbol counting for each "
    "of its colors (docs/rules.md#chroma); NULL when the cost does not parse."
)
_COST_PARTS = {name: doc for name, _, doc in COST_COLUMNS}


def _chroma_columns() -> dict[str, str]:
    names = {"w": "white", "u": "blue", "b": "black", "r": "red", "g": "green"}
    return {f"chroma_{c}": _CHROMA.format(color=name) for c, name in names.items()}


TABLES: dict[str, tuple[str, dict[str, str]]] = {
    "cards": (
        "One row per Scryfall card object, every top-level field under Scryfall's own name "
        "(lists as lists, objects as structs); fields Scryfall adds later appear as new "
        "columns. With oracle_cards one row per card, with default_cards one per printing.",
        {
            "object": "Scryfall's object type: always 'card'.",
            "id": "Scryfall's unique id of this card object (printing).",
            "oracle_id": _ORACLE_ID.replace(" (for a reversible card, its face's)", "")
            + " NULL for reversible cards, whose faces carry it.",
            "multiverse_ids": "Gatherer multiverse ids of this printing.",
            "mtgo_id": "Magic Online id.",
            "mtgo_foil_id": "Magic Online id of the foil version.",
            "arena_id": "MTG Arena id.",
            "tcgplayer_id": "TCGplayer product id.",
            "tcgplayer_etched_id": "TCGplayer product id of the etched version.",
            "cardmarket_id": "Cardmarket product id.",
            "resource_id": "Scryfall's resource id.",
            "name": "The card's name; faces joined with ' // ' (e.g. 'Fire // Ice').",
            "lang": "Language code of this printing (en, ja, ...).",
            "released_at": "Date this printing was first released.",
            "uri": "Scryfall API URL of this card object.",
            "scryfall_uri": "Scryfall web page of this card.",
            "layout": "Scryfall layout: normal, split, flip, transform, modal_dfc, meld, "
            "adventure, token, ... (docs/rules.md#card-cost says which cost each has).",
            "highres_image": "Scryfall has a high-resolution scan.",
            "image_status": "Scryfall's image quality: missing, placeholder, lowres, highres_scan.",
            "image_uris": "Image URLs in several sizes (NULL for multi-face cards with per-face "
            "images).",
            "mana_cost": "Mana cost as printed, e.g. '{2}{W}{U}'; '' for no cost; split and "
            "adventure halves joined with ' // '; NULL for double-faced cards (see card_faces).",
            "cmc": "Scryfall's mana value (converted mana cost); card_chroma checks it.",
            "type_line": "Type line as printed; faces joined with ' // '.",
            "oracle_text": "Oracle (current rules) text; NULL for multi-face cards (see "
            "card_faces).",
            "colors": "The card's colors (W U B R G); NULL for multi-face cards whose faces "
            "carry them.",
            "color_identity": "Color identity (Commander): colors of the cost, text and indicator.",
            "color_indicator": "Colors of the color indicator, if printed.",
            "keywords": "Keywords of the card's text (Flying, Cycling, ...).",
            "produced_mana": "Scryfall's list of mana types the card can lead to (W U B R G C); "
            "absent from the 2019 schema. card_mana_production compares it.",
            "legalities": "Legality per format: legal, not_legal, restricted, banned.",
            "games": "Where this printing exists: paper, arena, mtgo.",
            "reserved": "On the Reserved List.",
            "game_changer": "On the Commander Game Changers list.",
            "foil": "Available in foil.",
            "nonfoil": "Available in nonfoil.",
            "finishes": "Finishes available: nonfoil, foil, etched.",
            "oversized": "An oversized card.",
            "promo": "A promotional printing.",
            "promo_types": "Kinds of promo (prerelease, buyabox, ...).",
            "reprint": "A reprint of an earlier card.",
            "variation": "A variation of another printing in the same set.",
            "variation_of": "Scryfall id of the printing this one is a variation of.",
            "set_id": "Scryfall id of the set.",
            "set": "Set code, e.g. 'eld'.",
            "set_name": "Set name.",
            "set_type": "Set type: core, expansion, masters, funny, promo, token, ...",
            "set_uri": "Scryfall API URL of the set.",
            "set_search_uri": "Scryfall API search of the set's cards.",
            "scryfall_set_uri": "Scryfall web page of the set.",
            "rulings_uri": "Scryfall API URL of the card's rulings.",
            "prints_search_uri": "Scryfall API search of the card's printings.",
            "collector_number": "Collector number within the set (text: '12a', '★').",
            "digital": "A digital-only printing (MTGO, Arena).",
            "rarity": "Rarity: common, uncommon, rare, mythic, special, bonus.",
            "flavor_text": "Flavor text.",
            "flavor_name": "Flavor name printed instead of the card name (Godzilla series, ...).",
            "card_back_id": "Scryfall id of the card back.",
            "artist": "Artist credited.",
            "artist_ids": "Scryfall ids of the artists.",
            "illustration_id": "Scryfall id of the illustration.",
            "border_color": "Border color: black, white, borderless, silver, gold.",
            "frame": "Frame edition: 1993, 1997, 2003, 2015, future.",
            "frame_effects": "Frame effects: legendary, showcase, extendedart, ...",
            "frame_effect": "Frame effect (older singular form of frame_effects).",
            "security_stamp": "Security stamp: oval, triangle, acorn, arena, ...",
            "full_art": "A full-art printing.",
            "textless": "A textless printing.",
            "booster": "Found in boosters.",
            "story_spotlight": "A story spotlight card.",
            "edhrec_rank": "Popularity rank on EDHREC.",
            "penny_rank": "Rank in Penny Dreadful.",
            "preview": "Where and when the card was previewed.",
            "prices": (
                "Prices on the day of the export, as numbers (DECIMAL(12,2), in each "
                "currency's units): usd, usd_foil, usd_etched, eur, eur_foil, tix; NULL where "
                "Scryfall has none."
            ),
            "related_uris": "Links to Gatherer, EDHREC and others.",
            "purchase_uris": "Links to stores.",
            "power": "Power as printed (text: '*', '1+*').",
            "toughness": "Toughness as printed (text).",
            "loyalty": "Starting loyalty as printed (text: 'X').",
            "defense": "Defense of a battle as printed (text).",
            "life_modifier": "Vanguard life modifier.",
            "hand_modifier": "Vanguard hand modifier.",
            "all_parts": "Related objects: tokens it makes, meld parts, combo pieces.",
            "card_faces": "The faces of a multi-face card as Scryfall sends them (see card_faces).",
            "watermark": "Watermark printed on the card.",
            "printed_name": "Name as printed, for non-English printings.",
            "printed_type_line": "Type line as printed, for non-English printings.",
            "printed_text": "Text as printed, for non-English printings.",
            "content_warning": "Scryfall advises against using this card's image.",
            "attraction_lights": "Lit attraction lights (Unfinity).",
            "image_updated_at": "When Scryfall last updated this card's images.",
        },
    ),
    "card_faces": (
        "One row per face of a multi-face card object (split, flip, transform, modal_dfc, "
        "adventure, meld, reversible, ...), from Scryfall's card_faces; single-faced cards "
        "have no rows here.",
        {
            "card_id": _CARD_ID,
            "face_index": "0-based position of the face in Scryfall's card_faces.",
            "name": "The face's name.",
            "mana_cost": "The face's mana cost as printed; '' for a face without one.",
            "type_line": "The face's type line.",
            "oracle_text": "The face's Oracle text.",
            "colors": "The face's colors.",
            "color_indicator": "Colors of the face's color indicator, if printed.",
            "oracle_id": "The face's Oracle ID (reversible cards), else the card's.",
            "power": "The face's power (text).",
            "toughness": "The face's toughness (text).",
            "loyalty": "The face's loyalty (text).",
            "defense": "The face's defense (text).",
            "layout": "The face's own layout, when Scryfall gives one (reversible cards).",
            "cmc": "The face's mana value as Scryfall gives it (reversible cards only).",
            "flavor_text": "The face's flavor text.",
            "artist": "The face's artist.",
            "printed_name": "The face's printed name, for non-English printings.",
            "face": "The whole face object as Scryfall sent it (JSON).",
        },
    ),
    "mana_symbols": (
        "One row per mana symbol in each face's mana cost (CR 107.4, 202.1), parsed with a "
        "closed vocabulary: nothing is guessed.",
        {
            "card_id": _CARD_ID,
            "face_index": _FACE_INDEX,
            "position": "0-based position of the symbol in the face's cost.",
            "symbol": "The symbol as printed, e.g. '{W/U}'.",
            "kind": "colored, generic, colorless, variable, hybrid, monocolored_hybrid, "
            "colorless_hybrid, phyrexian, hybrid_phyrexian, snow, half or infinity "
            "(docs/rules.md#mana-symbols).",
            "colors": "Colors the symbol counts for in chroma: both of a hybrid's, one of "
            "{2/W} or {C/W}, none for generic, {C}, {S}, {X}.",
            "mana_value": "The symbol's mana value (CR 202.3): {2/W} is 2, {X} 0, half 0.5; "
            "NULL for {∞}.",
            "is_in_card_cost": "The symbol is part of the card's mana cost outside the stack "
            "(docs/rules.md#card-cost): both halves of a split card, the front of a DFC, an "
            "adventure's main face.",
        },
    ),
    "face_chroma": (
        "One row per face of every card object (a single-faced card is face 0): chroma per "
        "color and mana value of that face's own mana cost.",
        {
            "card_id": _CARD_ID,
            "face_index": _FACE_INDEX,
            "oracle_id": _ORACLE_ID,
            "name": "The face's name (the card's, for a single-faced card).",
            "mana_cost": "The face's mana cost as printed.",
            **_chroma_columns(),
            "mana_value": "Mana value of the face's cost (CR 202.3); NULL when it does not "
            "parse or holds {∞}.",
            "has_variable": "The cost has {X}, {Y} or {Z} (0 off the stack, CR 107.3g).",
            "is_in_card_cost": "This face's cost is part of the card's mana cost outside the "
            "stack (docs/rules.md#card-cost).",
        },
    ),
    "card_chroma": (
        "One row per card object: chroma per color of the mana cost the card has outside the "
        "stack (docs/rules.md#card-cost: both halves of a split card, else the front or main "
        "face), its mana value, and a check against Scryfall's cmc.",
        {
            "card_id": _CARD_ID,
            "oracle_id": _ORACLE_ID,
            "name": "The card's name.",
            "mana_cost": "The cost counted: the faces in the card's cost, joined with ' // '.",
            **_chroma_columns(),
            "mana_value": "Mana value computed from the symbols (CR 202.3); NULL when the "
            "cost does not parse or holds {∞}.",
            "has_variable": "The cost has {X}, {Y} or {Z}.",
            "is_infinite": "The cost holds {∞} (an Un-card): mana value NULL.",
            "cmc": "Scryfall's cmc, for comparison.",
            "cmc_matches": "mana_value equals Scryfall's cmc; NULL when either is unknown. "
            "Mismatches are listed in parse_issues.",
        },
    ),
    "parse_issues": (
        "One row per problem found while loading and parsing: a file line that is not JSON, "
        "an unknown field or layout, a mana cost that does not parse, a mana value that "
        "differs from Scryfall's cmc, an unexpected produced_mana value, an oracle line about "
        "mana the ability parser did not recognise. Problems never abort a refresh; they "
        "land here.",
        {
            "card_id": "The card object concerned; NULL for a problem with the file itself.",
            "field": "Where the problem is: a card field ('mana_cost', "
            "'card_faces[1].mana_cost', 'cmc', ...) or 'file'.",
            "text": "The text that caused it (the cost, the line, the field name).",
            "problem": "What is wrong, in words (a cost error shows the symbol with a caret).",
        },
    ),
    "activated_abilities": (
        "One row per activated ability ('cost: effect', CR 602.1) of each face, loyalty "
        "abilities (CR 606) and the intrinsic '{T}: Add [symbol]' of basic land types "
        "(305.6) included.",
        {
            "card_id": _CARD_ID,
            "face_index": _FACE_INDEX,
            "ability_index": "0-based paragraph of the face's oracle text (-1 for an intrinsic "
            "ability the text does not show).",
            "effect_text": "The effect as printed (after the colon).",
            **_COST_PARTS,
            "is_loyalty": "A loyalty ability (CR 606): its cost_text is the loyalty cost.",
            "is_intrinsic": "The intrinsic mana ability of a basic land type (CR 305.6).",
        },
    ),
    "mana_abilities": (
        "One row per way a face produces mana or leads to mana (CR 106, 605): its own "
        "activated and triggered mana abilities, basic land types (305.6), spell effects, "
        "loyalty abilities, other abilities that add mana (605.5), tokens it creates, "
        "abilities it grants, and replacements of tapped-for-mana events (106.12b); printed, "
        "or given by a rule the text names (keyword reminder text, predefined tokens, grants "
        "to a group, basic land types). What each card's text gives, not a game in "
        "progress: which lands a Blood Moon meets is board state, out of scope.",
        {
            "card_id": _CARD_ID,
            "face_index": _FACE_INDEX,
            "mana_index": "0-based position of the row among the face's rows.",
            "ability_index": "0-based paragraph of the oracle text it comes from (-1 for an "
            "intrinsic ability the text does not show).",
            "text": "The paragraph as printed.",
            "ability_text": "The ability that adds the mana, as its object has it: the printed "
            "ability, a quoted one, a keyword's reminder text, a predefined token's definition "
            "(CR 111.10) or a basic land type's '{T}: Add [symbol].' (CR 305.6).",
            "source_kind": "Where it comes from: "
            + ", ".join(SourceKind)
            + " (docs/rules.md#source-kinds).",
            "mechanism": "How the parser knows the object has the ability: "
            + ", ".join(Mechanism)
            + ": printed in full, or given by a rule the text only names "
            "(docs/rules.md#mana-production).",
            "via": "What the mechanism went through: the keyword, the predefined token, the "
            "group the ability is granted to, or the basic land types; NULL when printed.",
            "colors": "Types of mana it could add, a subset of W U B R G C in that order; "
            "empty when it adds nothing of its own (Mana Reflection).",
            "amount": "How much: '1', '3', or the printed expression ('X, where X is ...').",
            "choice": "How the types are chosen: " + ", ".join(Choice) + ".",
            "depends_on": "What the types depend on (what other permanents could produce, a "
            "chosen color, ...); colors is then the upper bound and it may produce nothing "
            "(CR 106.5).",
            "restriction": "The 'Spend this mana only ...' sentence (CR 106.6), if any.",
            **_COST_PARTS,
            "is_mana_ability": "A mana ability under CR 605.1a/b (2025). For token and granted "
            "rows: the ability the token or other object gets.",
            "is_mana_ability_2026": "A mana ability under the August 2026 CR, whose 605.1a also "
            "requires that cost and effect move no card to or from a library.",
            "is_changed_by_2026_rules": "is_mana_ability and is_mana_ability_2026 differ.",
        },
    ),
    "card_mana_production": (
        "One row per card object: the mana types its own mana abilities could produce as a "
        "permanent (CR 106.7), every type it can lead to by any means (Scryfall's broad "
        "sense), and a comparison with Scryfall's produced_mana. Lists in W U B R G C order.",
        {
            "card_id": _CARD_ID,
            "oracle_id": "The card's Oracle ID (cards.oracle_id).",
            "name": "The card's name.",
            "could_produce": "Types its own activated and triggered mana abilities and basic "
            "land types could produce as a permanent (CR 106.7), faces merged; no board state.",
            "produces": "Types its text shows it can lead to (Scryfall's produced_mana sense): "
            "also spells, loyalty abilities, abilities it grants, tokens whose abilities it "
            "prints (reminder text included), replacement effects (CR 106.12b).",
            "leads_to": "Types it can lead to by the rules: produces, plus what the rules give "
            "the tokens it creates and the lands it changes without the text printing it "
            "(predefined tokens, CR 111.10; basic land types, CR 305.7).",
            "scryfall_produced_mana": "Scryfall's produced_mana, W U B R G C only; NULL when "
            "the file has no produced_mana at all (2019 schema).",
            "matches_scryfall": "produces equals scryfall_produced_mana; NULL when there is "
            "nothing to compare with.",
        },
    ),
    "report_cards": (
        "One row per game card object (tokens, emblems, art series, planes, schemes and "
        "vanguards left out): its printing, chroma, mana production, card types and hybrid "
        "symbols, and whether it is the first printing of its card. The shared base of the "
        "reports (sql/reports/).",
        {
            "card_id": _CARD_ID,
            "card_key": "The card: its Oracle ID as card_chroma takes it (for a reversible "
            "card, its front face's), else card_id.",
            "card_oracle_id": "The card object's own Oracle ID (cards.oracle_id); NULL for a "
            "reversible card.",
            "name": "The card's name.",
            "layout": "Scryfall layout: normal, split, flip, transform, modal_dfc, adventure, ...",
            "type_line": "Type line as printed; faces joined with ' // '.",
            "mana_cost": "The cost counted: the faces in the card's cost, joined with ' // '.",
            "mana_value": "Mana value computed from the symbols (CR 202.3); NULL when the "
            "cost does not parse or holds {∞}.",
            **_chroma_columns(),
            "could_produce": "Types its own mana abilities could produce as a permanent "
            "(CR 106.7), as in card_mana_production.",
            "produces": "Types it can lead to by any means, as in card_mana_production.",
            "scryfall_produced_mana": "Scryfall's produced_mana, W U B R G C only; NULL when "
            "the file has no produced_mana at all (2019 schema).",
            "released_at": "Release date of this printing.",
            "set_code": "Set code of this printing, e.g. 'eld'.",
            "set_name": "Set name of this printing.",
            "collector_number": "Collector number within the set (text: '12a', '★').",
            "card_types": "Its card types (Artifact, Battle, Creature, Enchantment, Instant, "
            "Kindred, Land, Planeswalker, Sorcery) from the words before each face's dash; "
            "Tribal counts as Kindred; empty for none of these.",
            "count_hybrid_symbols": "Hybrid symbols ({W/U}, CR 107.4e) in the mana costs of "
            "all its faces.",
            "count_monocolored_hybrid_symbols": "Monocolored hybrid symbols ({2/W}) in the "
            "mana costs of all its faces.",
            "count_colorless_hybrid_symbols": "Colorless hybrid symbols ({C/W}) in the mana "
            "costs of all its faces.",
            "count_phyrexian_symbols": "Phyrexian symbols ({W/P}, CR 107.4f) in the mana "
            "costs of all its faces.",
            "count_hybrid_phyrexian_symbols": "Hybrid Phyrexian symbols ({W/U/P}) in the mana "
            "costs of all its faces.",
            "printing_order": "Rank of this printing among all game cards by release date "
            "(unknown last), set code, collector number and card_id: the lowest of a card "
            "is its first printing.",
            "is_first_printing": "The first printing of card_key by printing_order, which "
            "stands for the card in the reports.",
        },
    ),
    "rulings": (
        "One row per ruling, from Scryfall's rulings bulk file; joins to cards on oracle_id.",
        {
            "oracle_id": "Oracle ID of the card the ruling is about.",
            "source": "Who made it: wotc or scryfall.",
            "published_at": "Date the ruling was published.",
            "comment": "The ruling's text.",
        },
    ),
    "sets": (
        "One row per set, from Scryfall's /sets.",
        {
            "id": "Scryfall id of the set.",
            "code": "Set code (cards.set).",
            "mtgo_code": "Magic Online code.",
            "arena_code": "MTG Arena code.",
            "tcgplayer_id": "TCGplayer group id.",
            "name": "Set name.",
            "uri": "Scryfall API URL of the set.",
            "scryfall_uri": "Scryfall web page of the set.",
            "search_uri": "Scryfall API search of the set's cards.",
            "released_at": "Release date.",
            "set_type": "core, expansion, masters, funny, promo, token, memorabilia, ...",
            "card_count": "Number of cards in the set.",
            "printed_size": "Number of cards printed in the set's numbering.",
            "digital": "Digital-only set.",
            "nonfoil_only": "All cards of the set are nonfoil.",
            "foil_only": "All cards of the set are foil.",
            "parent_set_code": "Code of the set this one belongs to (promos, tokens).",
            "block_code": "Code of the block.",
            "block": "Name of the block.",
            "icon_svg_uri": "URL of the set symbol.",
        },
    ),
    "symbols": (
        "One row per symbol of Scryfall's /symbology: mana symbols and the others ({T}, {Q}, "
        "{E}, ...).",
        {
            "symbol": "The symbol as written, e.g. '{W/U}'.",
            "svg_uri": "URL of the symbol's image.",
            "loose_variant": "The symbol without braces, where one is used.",
            "english": "The symbol in words.",
            "transposable": "The symbol can be written with its parts swapped.",
            "represents_mana": "A mana symbol.",
            "appears_in_mana_costs": "Can appear in a mana cost.",
            "mana_value": "Its mana value.",
            "cmc": "Its mana value (older name).",
            "hybrid": "A hybrid symbol.",
            "phyrexian": "A Phyrexian symbol.",
            "funny": "Only on Un-cards.",
            "colors": "Its colors.",
            "gatherer_alternates": "How Gatherer writes it.",
        },
    ),
    "refresh_runs": (
        "One row per refresh that built this warehouse or one it replaced: when, from which "
        "export and file, rows per table, seconds per stage.",
        {
            "run_id": "1, 2, 3, ... in build order.",
            "started_at": "When the refresh started.",
            "finished_at": "When the build finished.",
            "bulk_type": "Scryfall bulk type (oracle_cards, default_cards, ...) or 'file' for "
            "--from-file.",
            "upstream_updated_at": "Scryfall's updated_at of the export (NULL for a local file).",
            "source": "URL or path of the card file.",
            "source_sha256": "SHA-256 of the card file as downloaded.",
            "source_bytes": "Size of the card file in bytes.",
            "source_mtime_ns": "Modification time of a local file (no-op detection).",
            "rulings_source": "URL or path of the rulings file.",
            "rulings_updated_at": "Scryfall's updated_at of the rulings export.",
            "pipeline_version": "Version of the pipeline that built it.",
            "schema_version": "Schema version of the warehouse it built.",
            "rows_per_table": "Rows per table after the build.",
            "seconds_per_stage": "Seconds spent per build stage.",
            "local_files": (
                "For --from-file builds: a JSON list of [option, path, bytes, mtime_ns] of "
                "every local file read; a later --from-file refresh with the same list is a "
                "no-op."
            ),
        },
    ),
    "land_searches": (
        "One row per land card that a face's 'search your library for ...' asks for "
        "(fetch lands, land ramp): 'an Island or Swamp card' is one row, 'a Forest card and "
        "a Plains card' two. Read with the land types of CR 205.3i, 305.6 and 305.8; "
        "searches that can't find a land, and other players' searches, are left out.",
        {
            "card_id": _CARD_ID,
            "face_index": _FACE_INDEX,
            "search_index": "0-based position of the row among the face's land searches.",
            "text": "The sentence from 'Search your library for' to its end, as printed.",
            "quantity": "How many such cards it may find: 1 for 'a', 2 for 'up to two'; NULL "
            "for X, 'that many' or 'any number'.",
            "up_to": "It may find fewer ('up to two', 'any number of').",
            "basic": "Only basic lands: the card needs the supertype basic (CR 305.8), so "
            "Stomping Ground never matches 'a basic land card' but Wastes does.",
            "snow": "Only snow lands: the card needs the supertype snow.",
            "land_types": "Land types named (CR 205.3i); a card with any one of them matches, "
            "basic or not (CR 305.8): 'a Forest card' finds Stomping Ground. Empty: any land.",
            "named_type_colors": "Colors the basic land types it names tap for (CR 305.6), W U "
            "B R G order: U B for 'an Island or Swamp card'. What a deck can fetch also "
            "depends on its lands: `pipeline deck` counts those.",
            "destination": "Where the card found goes: battlefield or hand; NULL when the "
            "text says neither.",
            "tapped": "It enters the battlefield tapped.",
        },
    ),
    "pipeline_meta": (
        "One row: which pipeline built this warehouse and when.",
        {
            "schema_version": "Schema version; the pipeline refuses to read another one.",
            "pipeline_version": "Version of the pipeline that built it.",
            "built_at": "When it was built.",
        },
    ),
}

# -- history (issue 14) -------------------------------------------------------------------
# Kept in one block apart from the rest, to move as one into the descriptions' new home.
# history_snapshots is a table of the warehouse; price_history and card_changes are views
# of the Parquet files under history/<warehouse file name>/ (pipeline.history).

_HISTORY_CARD_ID = "Scryfall id of the printing (cards.id), as text."
_HISTORY_ORACLE_ID = (
    "Oracle ID of the card (for a reversible card, its first face's), as text: the same for "
    "every printing."
)
_HISTORY_PRICE = (
    "Scryfall's {what} price that day, as a number (DECIMAL(12,2)); NULL when Scryfall had none."
)

TABLES |= {
    "history_snapshots": (
        "One row per kind of history, day and file: the committed list of the files in the "
        "history folder beside the warehouse (history/cards.duckdb/ for cards.duckdb). The "
        "views price_history and card_changes "
        "read exactly the files listed here; a refresh carries the list over, so history "
        "survives --force and new schema versions. Changed only by a refresh and by "
        "'pipeline history prune'.",
        {
            "kind": "'prices' (a day's price snapshot) or 'changes' (one refresh's changes).",
            "as_of": "The date of the data: Scryfall's updated_at of the export (UTC), or for "
            "--from-file its --as-of or modification date.",
            "refresh_id": "The refresh that recorded it (refresh_runs.run_id).",
            "file": "The Parquet file holding its rows, relative to the history folder; "
            "several days share a merged file.",
            "rows": "Rows it has in that file.",
            "merged": "The file merges several refreshes' files (written to keep a card's "
            "price series a few dozen files a year).",
        },
    ),
    "price_history": (
        "One row per printing and day the pipeline saw a price for it: a snapshot of "
        "cards.prices at every refresh of a new export (a view of the Parquet files in "
        "the history folder's prices/). The first price recorded for a printing and day stays. "
        "Filter on oracle_id (and card_id) to read one card quickly: the files are sorted by it.",
        {
            "card_id": _HISTORY_CARD_ID,
            "oracle_id": _HISTORY_ORACLE_ID,
            "as_of": "The date of the prices: Scryfall's updated_at of the export (UTC), or for "
            "--from-file its --as-of or modification date.",
            "usd": _HISTORY_PRICE.format(what="US dollar (TCGplayer market)"),
            "usd_foil": _HISTORY_PRICE.format(what="US dollar foil"),
            "usd_etched": _HISTORY_PRICE.format(what="US dollar etched foil"),
            "eur": _HISTORY_PRICE.format(what="euro (Cardmarket)"),
            "eur_foil": _HISTORY_PRICE.format(what="euro foil"),
            "tix": _HISTORY_PRICE.format(what="MTGO tickets (Cardhoarder)"),
        },
    ),
    "card_changes": (
        "One row per change a refresh found between the warehouse it built and the one it "
        "replaced: printings (card_id) and cards (oracle_id) added or removed, and each "
        "followed field that changed (a view of the Parquet files in the history folder's "
        "changes/). Nothing is recorded when nothing changed; the first "
        "refresh of a warehouse has nothing to compare with.",
        {
            "refresh_id": "The refresh that found it (refresh_runs.run_id).",
            "changed_at": "When the data that shows it is from: Scryfall's updated_at of the "
            "export, or for --from-file its --as-of (midnight UTC) or modification time.",
            "card_id": _HISTORY_CARD_ID + " NULL for a card added or removed (field oracle_id).",
            "oracle_id": _HISTORY_ORACLE_ID,
            "name": "The card's name (the new one, or the old one for a removal).",
            "change": "'added', 'removed' or 'changed'.",
            "field": "What changed: card_id (a printing added or removed), oracle_id (a card "
            "added or removed), or a field: name, mana_cost, type_line, oracle_text, power, "
            "toughness, loyalty, defense, colors, color_identity, keywords, produced_mana, "
            "rarity, chroma (card_chroma's five counts), could_produce (card_mana_production), "
            "legalities.FORMAT. A multi-face card's faces are joined with ' // '.",
            "old_value": "The value before, as text (lists and chroma as JSON); NULL for an "
            "addition or a value that was absent.",
            "new_value": "The value after, as text (lists and chroma as JSON); NULL for a "
            "removal or a value now absent.",
        },
    ),
}
HISTORY_MACROS = {
    "latest_price_day": "latest_price_day(): the newest as_of of price_history (NULL before "
    "any), as a constant: `where as_of = latest_price_day()` reads one day's files only.",
    "price_day_before": "price_day_before(days): the newest as_of of price_history at least "
    "`days` days before latest_price_day() (NULL if none), as a constant, for comparisons "
    "over 7 or 30 days that read only the days they compare.",
    "last_refresh_id": "last_refresh_id(): the run_id of the refresh that built this "
    "warehouse, as a constant: `card_changes where refresh_id = last_refresh_id()`.",
}

MACROS: dict[str, str] = {
    "devotion": "devotion(card_id, colors): number of mana symbols in the card's mana cost "
    "with at least one of the given colors (CR 700.5). A hybrid symbol counts once toward a "
    "pair: devotion(id, 'GW') of {1}{G/W}{G/W} is 2.",
}
MACROS |= HISTORY_MACROS  # issue 14, described in the history block above


def column_description(table: str, column: str) -> str | None:
    """The description of one column, or None if the dictionary has none."""
    entry = TABLES.get(table)
    if entry is not None and column in entry[1]:
        return entry[1][column]
    if table in RAW_TABLES:
        return f"Scryfall field {column}, loaded as sent."
    return None


# -- into the database --------------------------------------------------------------------


class Connection(Protocol):
    """The part of a DuckDB connection used here (warehouse.py owns `import duckdb`)."""

    def execute(self, query: str, parameters: object = ...) -> Any: ...


def apply_comments(con: Connection) -> list[str]:
    """COMMENT ON every table, column and macro of the warehouse that the dictionary knows.

    Returns the tables and columns it has no description for (`table` or `table.column`),
    which the tests require to be none.
    """
    missing = []
    statements: list[str] = []  # run as one transaction: one commit, not one per comment
    tables = con.execute(
        "select table_name, 'table' from duckdb_tables() where schema_name = 'main' "
        "and not internal and database_name = current_database() union all "
        "select view_name, 'view' from duckdb_views() where schema_name = 'main' "
        "and not internal and database_name = current_database() order by 1"
    ).fetchall()  # views: the history's (issue 14)
    for table, kind in tables:
        entry = TABLES.get(table)
        if entry is None:
            missing.append(table)
        else:
            statements.append(f"comment on {kind} {_ident(table)} is {_literal(entry[0])}")
        for (column,) in con.execute(
            "select column_name from duckdb_columns() where schema_name = 'main' "
            "and database_name = current_database() and table_name = ? order by column_index",
            [table],
        ).fetchall():
            text = column_description(table, column)
            if text is None:
                missing.append(f"{table}.{column}")
                continue
            statements.append(
                f"comment on column {_ident(table)}.{_ident(column)} is {_literal(text)}"
            )
    for (macro,) in con.execute(
        "select distinct function_name from duckdb_functions() where schema_name = 'main' "
        "and function_type = 'macro' and not internal"
    ).fetchall():
        if macro in MACROS:
            statements.append(f"comment on macro {_ident(macro)} is {_literal(MACROS[macro])}")
        else:
            missing.append(macro)
    if statements:
        con.execute("begin transaction;\n" + ";\n".join(statements) + ";\ncommit;")
    return missing


def _ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _literal(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


# -- out of the database ------------------------------------------------------------------


class Queryable(Protocol):
    def query(
        self, sql: str, params: Sequence[Any] | None = None
    ) -> tuple[list[str], list[tuple[Any, ...]]]: ...


@dataclass(frozen=True)
class ColumnDoc:
    name: str
    data_type: str
    description: str


@dataclass(frozen=True)
class TableDoc:
    name: str
    kind: str
    description: str
    columns: tuple[ColumnDoc, ...]


def catalog(wh: Queryable) -> list[TableDoc]:
    """Every table and macro of the warehouse with its description, as stored in it."""
    # the warehouse's own tables and views (a reader's temporary views of the history
    # stand in front of the views, issue 14, and are left out)
    _, tables = wh.query(
        "select table_name, coalesce(comment, '') from duckdb_tables() "
        "where schema_name = 'main' and not internal and database_name = current_database() "
        "union all select view_name, coalesce(comment, '') from duckdb_views() "
        "where schema_name = 'main' and not internal and database_name = current_database() "
        "order by 1"
    )
    _, columns = wh.query(
        "select table_name, column_name, data_type, coalesce(comment, '') "
        "from duckdb_columns() where schema_name = 'main' and not internal "
        "and database_name = current_database() order by table_name, column_index"
    )
    _, macros = wh.query(
        "select function_name, any_value(coalesce(comment, '')), "
        "any_value(parameters)::varchar from duckdb_functions() where schema_name = 'main' "
        "and function_type = 'macro' and not internal group by function_name "
        "order by function_name"
    )
    by_table: dict[str, list[ColumnDoc]] = {}
    for table, column, data_type, comment in columns:
        by_table.setdefault(table, []).append(ColumnDoc(column, data_type, comment))
    docs = [
        TableDoc(name, "table", comment, tuple(by_table.get(name, ()))) for name, comment in tables
    ]
    docs += [TableDoc(name, "macro", comment, ()) for name, comment, _ in macros]
    return docs


def render_markdown(docs: Sequence[TableDoc]) -> str:
    """docs/schema.md: every table and its columns, every macro, as the warehouse says."""
    out = [
        "# The warehouse's tables and columns",
        "",
        "Generated from the descriptions stored in a warehouse built from the test fixtures "
        "(`COMMENT ON`, written by `pipeline/dictionary.py`); do not edit by hand. After "
        "changing a description, regenerate it with `pytest tests/test_cli.py "
        "--update-golden`. `pipeline schema` and `pipeline schema TABLE` print the same "
        "descriptions from any warehouse.",
        "",
        "`cards`, `rulings`, `sets` and `symbols` hold every field Scryfall sends, so their "
        "columns follow the file a warehouse is built from; the fields listed are those of "
        "the fixture files.",
        "",
        "| table | one row per / what it is |",
        "|---|---|",
    ]
    for doc in docs:
        out.append(f"| [`{doc.name}`](#{doc.name}) | {_md(doc.description)} |")
    for doc in docs:
        out += ["", f"## {doc.name}", "", _md(doc.description), ""]
        if doc.kind == "macro":
            continue
        out += ["| column | type | description |", "|---|---|---|"]
        out += [
            f"| `{c.name}` | `{_md(short_type(c.data_type))}` | {_md(c.description)} |"
            for c in doc.columns
        ]
    return "\n".join(out) + "\n"


def short_type(data_type: str, width: int = 40) -> str:
    """A column type short enough for a table: long STRUCTs become STRUCT(...)."""
    if len(data_type) <= width:
        return data_type
    head, _, _ = data_type.partition("(")
    suffix = "[]" if data_type.endswith("[]") else ""
    return f"{head}(...){suffix}"


def _md(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")
