"""Write tests/data/decks/cards.jsonl.gz: the real cards the deck tests add to the fixtures.

Run from the repository root, like tests/make_fixtures.py (whose readers it uses):

    python tests/make_deck_fixtures.py --source DIR [--dest DIR]

The deck tests (tests/test_decks.py) build their warehouse from tests/data/cards.jsonl.gz
plus this file, so fetch lands, shock lands, Moxen, hybrid spells and rituals are there
without changing the shared fixtures, the golden reports or any count pinned to them.
Each card is a real, unchanged Scryfall object, looked up the way make_fixtures.py looks
up its own (cards-recent, then cards-edge, then cards-2019; the first English printing).
Output is deterministic. Also writes tests/data/decks/CARDS.md, the list with reasons.
"""

from __future__ import annotations

import sys
from pathlib import Path

from make_fixtures import (
    CARDS,
    DATA_TERMS,
    SOURCES,
    _md,
    _read_cards,
    fixture_parser,
    jsonl_gz,
)

DECK_CARDS: list[tuple[str, str]] = [
    # --- fetch lands (land_searches, CR 305.6 / 305.8) ---------------------------------
    ("Polluted Delta", "fetches an Island or Swamp card: any land with either type"),
    ("Wooded Foothills", "fetches a Mountain or Forest card"),
    ("Windswept Heath", "fetches a Forest or Plains card"),
    ("Verdant Catacombs", "fetches a Swamp or Forest card"),
    ("Evolving Wilds", "fetches a basic land card, tapped"),
    ("Fabled Passage", "fetches a basic land card, tapped"),
    ("Prismatic Vista", "fetches a basic land card, untapped"),
    ("Krosan Verge", "fetches a Forest card and a Plains card, and taps for {C}"),
    ("Bant Panorama", "fetches a basic Forest, Plains or Island card"),
    ("Myriad Landscape", "fetches up to two basic land cards that share a land type"),
    # --- lands with two basic land types: fetchable by either ---------------------------
    ("Stomping Ground", "Land — Mountain Forest"),
    ("Breeding Pool", "Land — Forest Island"),
    ("Watery Grave", "Land — Island Swamp"),
    ("Overgrown Tomb", "Land — Swamp Forest"),
    ("Sacred Foundry", "Land — Mountain Plains"),
    ("Temple Garden", "Land — Forest Plains"),
    ("Blood Crypt", "Land — Swamp Mountain"),
    ("Steam Vents", "Land — Island Mountain"),
    ("Godless Shrine", "Land — Plains Swamp"),
    ("Snow-Covered Island", "basic snow land"),
    # --- Moxen and rituals --------------------------------------------------------------
    ("Mox Pearl", "zero-cost artifact: {T}: Add {W}"),
    ("Mox Sapphire", "zero-cost artifact: {T}: Add {U}"),
    ("Mox Jet", "zero-cost artifact: {T}: Add {B}"),
    ("Mox Ruby", "zero-cost artifact: {T}: Add {R}"),
    ("Mox Emerald", "zero-cost artifact: {T}: Add {G}"),
    ("Mox Diamond", "discard a land; {T}: any color"),
    ("Seething Song", "ritual: {2}{R} adds {R}{R}{R}{R}{R}"),
    ("Desperate Ritual", "ritual with splice"),
    ("Manamorphose", "hybrid {1}{R/G} spell that adds two mana in any combination"),
    # --- hybrid and gold spells ------------------------------------------------------------
    ("Boros Reckoner", "hybrid {R/W}{R/W}{R/W}"),
    ("Figure of Destiny", "hybrid {R/W}"),
    ("Expansion // Explosion", "split: {U/R}{U/R} // {X}{U}{U}{R}{R}"),
    ("Electrolyze", "gold {1}{U}{R}"),
    # --- Karsten's example spells ----------------------------------------------------------
    ("Monastery Swiftspear", "{R}: Karsten's one-drop"),
    ("Lightning Bolt", "{R}"),
    ("Thoughtseize", "{B}"),
    ("Tarmogoyf", "{1}{G}"),
    ("Lord of Atlantis", "{U}{U}"),
    ("Goblin Chainwhirler", "{R}{R}{R}"),
    ("Wrath of God", "{2}{W}{W}"),
    ("Cryptic Command", "{1}{U}{U}{U}"),
    ("Liliana of the Veil", "{1}{B}{B}"),
    # --- ramp that finds lands, not a source of its own -----------------------------------
    ("Rampant Growth", "sorcery that fetches a basic land: not a source"),
    ("Cultivate", "sorcery that fetches two basic lands"),
    ("Fellwar Stone", "rock: any color an opponent's land could produce"),
]


def main(argv: list[str] | None = None) -> int:
    parser = fixture_parser(__doc__)
    parser.add_argument(
        "--dest", type=Path, default=Path(__file__).resolve().parent / "data" / "decks"
    )
    args = parser.parse_args(argv)
    shared = {name for name, _ in CARDS} & {name for name, _ in DECK_CARDS}
    if shared:
        raise SystemExit(f"already in tests/data/cards.jsonl.gz: {sorted(shared)}")
    wanted = {name for name, _ in DECK_CARDS}
    found: dict[str, tuple[dict, str]] = {}
    for file_name in SOURCES:  # earlier files win
        for card in _read_cards(args.source / file_name):
            name = card.get("name")
            if name in wanted and name not in found and card.get("lang", "en") == "en":
                found[name] = (card, file_name)
    missing = [name for name, _ in DECK_CARDS if name not in found]
    if missing:
        raise SystemExit(f"not in {args.source}: {missing}")
    cards = [found[name][0] for name, _ in DECK_CARDS]
    lines = [
        "# Cards added for the deck tests",
        "",
        "Generated by `tests/make_deck_fixtures.py`; do not edit by hand. `cards.jsonl.gz` "
        f"holds these {len(cards)} real card objects, unchanged; the deck tests build their "
        "warehouse from it and `../cards.jsonl.gz` together.",
        "",
        DATA_TERMS,
        "",
        "| name | layout | set | source | why |",
        "|---|---|---|---|---|",
    ]
    for name, why in DECK_CARDS:
        card, source = found[name]
        lines.append(f"| {_md(name)} | {card['layout']} | {card['set']} | {source} | {_md(why)} |")
    args.dest.mkdir(parents=True, exist_ok=True)
    outputs = {
        "cards.jsonl.gz": jsonl_gz(cards),
        "CARDS.md": ("\n".join(lines) + "\n").encode("utf-8"),
    }
    for file_name, data in outputs.items():
        tmp = args.dest / (file_name + ".tmp")
        tmp.write_bytes(data)
        tmp.replace(args.dest / file_name)
    print(f"{len(cards)} cards written to {args.dest}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
