"""Regenerate tests/data/ from a folder of saved Scryfall API output.

Run from the repository root:

    .venv/bin/python tests/make_fixtures.py --source DIR [--cards FILE ...] [--dest DIR]

DIR holds the Scryfall files listed in SOURCE_FILES below; tests/data/README.md (which this
script also writes) says how to get each. Every fixture card is a real, unchanged Scryfall
card object, chosen by name in CARDS below for the edge case it exercises (the gwax/mtg_ssm
model). A name is looked up in the card files in order (by default cards-recent.jsonl.gz,
then cards-edge.json, then cards-2019.jsonl.gz in DIR; `--cards` names others, such as a
bulk download), and the first English printing found is taken, so each name appears once.
Names that no card file holds are printed and skipped. Outputs:

    cards.jsonl.gz     the cards, one JSON object a line, gzip (the 2026 jsonl bulk shape)
    cards.json         the same cards as a legacy bulk JSON array, one card a line
    rulings.json       every ruling in rulings-sample-*.json, as a legacy bulk JSON array
    rulings.jsonl.gz   the same rulings, one a line, gzip
    symbology.json     the /symbology response as-is
    sets.json          the /sets response, trimmed to the sets of the chosen cards
    bulk-data.json     a real /bulk-data response (legacy shape); tests/scryfall_server.py
                       takes each type's id, name and description from it

Output is deterministic (gzip mtime 0), so rerunning on the same sources changes nothing.

Edge cases asked for that the source data does not hold, so no card here has them:
{G/U/P}-style hybrid phyrexian costs, {C/W}-style costs (the README says cards-recent has
them; it does not), and {HW}/{HR}/{½}/{∞} anywhere except Little Girl's cost ({HW}) and the
oracle text of Mons's Goblin Waiters ({HR}), Cheap Ass ({½}) and Mox Lotus ({∞}). No card
name in the data starts with "Æ": Scryfall spells those names "Aether" (Aether Hub, Aether
Vial). Cards taken from cards-2019.jsonl.gz have the 2019 schema: no produced_mana,
keywords or finishes, even when they make mana (Sol Ring, Black Lotus, ...).
"""

from __future__ import annotations

import argparse
import collections
import gzip
import itertools
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

Card = dict[str, Any]

# (name, why it is here). Order here is the order of the output files.
CARDS: list[tuple[str, str]] = [
    # --- layouts -------------------------------------------------------------------------
    ("Fire // Ice", "split: two castable halves, hybrid-free costs on each face"),
    ("Who // What // When // Where // Why", "split with five halves (Unhinged)"),
    ("Assure // Assemble", "split with hybrid {G/W} costs"),
    ("Crime // Punishment", "split from a recent set; Punishment costs {X}{B}{G}"),
    ("Consign // Oblivion", "split, aftermath half (Oblivion) from a recent printing"),
    ("Cut // Ribbons", "split, aftermath with {X}{B}{B}"),
    ("Akki Lavarunner // Tok-Tok, Volcano Born", "flip"),
    ("Erayo, Soratami Ascendant // Erayo's Essence", "flip; flipped face has no mana cost"),
    ("Delver of Secrets // Insectile Aberration", "transform; back face has no mana cost"),
    (
        "Chandra, Fire of Kaladesh // Chandra, Roaring Flame",
        "transform creature into planeswalker; front has {T}: Add {R}",
    ),
    (
        "Invasion of Ikoria // Zilortha, Apex of Ikoria",
        "transform battle (siege) with defense and an {X} cost",
    ),
    ("Tangled Florahedron // Tangled Vale", "modal_dfc: spell // land, both faces make {G}"),
    ("Esika, God of the Tree // The Prismatic Bridge", "modal_dfc with a mana-making front"),
    ("Shaile, Dean of Radiance // Embrose, Dean of Shadow", "modal_dfc, two creatures"),
    ("Peter Parker // Amazing Spider-Man", "modal_dfc from a 2025 set, no produced_mana"),
    ("Bonecrusher Giant // Stomp", "adventure"),
    ("Brazen Borrower // Petty Theft", "adventure from a recent set"),
    ("Bloomvine Regent // Claim Territory", "adventure-layout Omen card (Tarkir Dragonstorm)"),
    ("Scavenger Regent // Exude Toxin", "Omen half costs {X}{B}{B}"),
    ("Elusive Otter // Grove's Bounty", "adventure half costs {X}{G}"),
    ("Thranduil, Sindarin Liege // Silvan Rally", "adventure with hybrid {G/U} on both faces"),
    ("Bruna, the Fading Light", "meld part 1 (Eldritch Moon)"),
    ("Gisela, the Broken Blade", "meld part 2"),
    ("Brisela, Voice of Nightmares", "meld result: no mana cost"),
    ("Fang, Fearless l'Cie", "meld part 1 (Final Fantasy)"),
    ("Vanille, Cheerful l'Cie", "meld part 2"),
    ("Ragnarok, Divine Deliverance", "meld result: empty mana cost"),
    ("Hexdrinker", "leveler"),
    ("Joraga Treespeaker", "leveler whose level ability grants a mana ability"),
    ("History of Benalia", "saga"),
    ("Urza's Saga", "saga land: {T}: Add {C} is granted by a chapter"),
    ("Kraven's Last Hunt", "saga from a 2025 set, no produced_mana"),
    ("Druid Class", "class"),
    ("Innkeeper's Talent", "class from a recent set"),
    ("Case of the Locked Hothouse", "case"),
    ("Case of the Shattered Pact", "case with a generic-only cost"),
    ("Rootwire Amalgam", "prototype"),
    ("Snapdax, Apex of the Hunt", "mutate"),
    ("Ordinary Pony", "host (Unstable)"),
    ("Monkey-", "augment: name ends in a hyphen, no mana cost"),
    ("Robo-", "augment"),
    ("Tazeem", "planar: plane"),
    ("Chaotic Aether", "planar: phenomenon"),
    ("All in Good Time", "scheme"),
    ("Birds of Paradise Avatar", "vanguard, named after a mana producer"),
    ("Frenetic Efreet Avatar", "vanguard"),
    ("The Monarch", "token that is not a creature"),
    ("Treasure", "token: the Treasure mana ability itself"),
    ("Eldrazi Spawn", "token: sacrifice for {C}"),
    ("Eldrazi Scion", "token: sacrifice for {C}"),
    ("Angel // Angel", "double_faced_token"),
    ("The Initiative // Undercity", "double_faced_token, non-creature"),
    ("Pirate // Treasure", "double_faced_token with a Treasure face"),
    ("Chandra, Torch of Defiance Emblem", "emblem"),
    ("Aeromoeba // Aeromoeba", "art_series: faces without game text"),
    ("Doubling Cube // Doubling Cube", "reversible_card: no top-level oracle_id"),
    ("Okaun, Eye of Chaos // Okaun, Eye of Chaos", "reversible_card creature"),
    # --- mana-cost grammar -----------------------------------------------------------------
    ("Ornithopter", "cost {0}"),
    ("Emrakul, the Aeons Torn", "cost {15}: two-digit generic"),
    ("Gleemax", "cost {1000000}"),
    ("Walking Ballista", "cost {X}{X}"),
    ("Chalice of the Void", "cost {X}{X}"),
    ("Astral Cornucopia", "cost {X}{X}{X}"),
    ("Pest Infestation", "cost {X}{X}{G} from a recent set"),
    (
        "The Ultimate Nightmare of Wizards of the Coast® Customer Service",
        "cost {X}{Y}{Z}; ® in the name",
    ),
    ("Spectral Procession", "cost {2/W}{2/W}{2/W}: monocolored hybrid"),
    ("Reaper King", "cost {2/W}{2/U}{2/B}{2/R}{2/G}"),
    ("Defibrillating Current", "{2/x} hybrid in a recent set"),
    ("Kitchen Finks", "hybrid {G/W}{G/W}"),
    ("Spider Manifestation", "hybrid {R/G} in a recent set, and it makes {R} or {G}"),
    ("Mutagenic Growth", "phyrexian {G/P} alone"),
    ("Birthing Pod", "cost {3}{G/P}"),
    ("Gitaxian Probe", "phyrexian {U/P}"),
    ("Dismember", "cost {1}{B/P}{B/P}"),
    ("K'rrik, Son of Yawgmoth", "phyrexian {B/P} three times; apostrophe in the name"),
    ("Arcum's Astrolabe", "snow mana {S} in the cost"),
    ("Spatial Contortion", "colorless-specific {C} in the cost"),
    ("Warping Wail", "cost {1}{C}; makes an Eldrazi Scion (produced_mana C)"),
    ("Little Girl", "half mana {HW} in the cost (Unhinged)"),
    ("Mons's Goblin Waiters", "half mana {HR} in a mana ability"),
    ("Cheap Ass", "{½} in oracle text"),
    ("Flaccify", "{½}-cost reduction in oracle text"),
    ("Mox Lotus", "{T}: Add {∞}"),
    ("Ancestral Vision", "no mana cost at all (suspend), not a land"),
    ("Evermind", "no mana cost, not a land, splice"),
    ("A-Cauldron Familiar", "Alchemy rebalanced card: name starts with A-"),
    ("A-Cosmos Elixir", "Alchemy rebalanced card"),
    # --- non-ASCII names -------------------------------------------------------------------
    ("Lim-Dûl's Vault", "non-ASCII name (û)"),
    ("Jötun Grunt", "non-ASCII name (ö)"),
    ("Déjà Vu", "non-ASCII name (é, à)"),
    ("Juzám Djinn", "non-ASCII name (á)"),
    ("Dandân", "non-ASCII name (â)"),
    ("Ifh-Bíff Efreet", "non-ASCII name (í)"),
    ("Chicken à la King", "non-ASCII name in an Un-set"),
    ("Éowyn, Fearless Knight", "name starts with a non-ASCII letter"),
    ("Nazgûl", "non-ASCII name from a recent set"),
    ("Aether Vial", "Scryfall's spelling of an old Æther name"),
    # --- basic and simple lands ------------------------------------------------------------
    ("Plains", "basic land: {T}: Add {W} is implied by the type"),
    ("Island", "basic land"),
    ("Swamp", "basic land"),
    ("Mountain", "basic land"),
    ("Forest", "basic land"),
    ("Wastes", "basic land that makes {C}"),
    ("Snow-Covered Forest", "basic snow land"),
    ("Hallowed Fountain", "shock land: Plains Island types imply the mana abilities"),
    ("Reflecting Pool", "any type a land you control could produce"),
    ("Exotic Orchard", "any color a land an opponent controls could produce"),
    ("Command Tower", "any color in your commander's color identity"),
    ("Mystic Gate", "filter land: {W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}"),
    ("Ancient Ziggurat", "any color, spend only on creature spells"),
    ("Aether Hub", "energy: pay {E} for any color"),
    ("Kor Haven", "land with {C} and a non-mana ability"),
    ("City of Brass", "any color with damage"),
    ("Mana Confluence", "any color, pay 1 life"),
    ("Ancient Tomb", "{C}{C} with damage"),
    ("Eldrazi Temple", "{C}{C} restricted to Eldrazi"),
    ("Gaea's Cradle", "{G} for each creature you control"),
    ("Cabal Coffers", "{B} for each Swamp you control"),
    ("Nykthos, Shrine to Nyx", "mana equal to devotion"),
    ("Celestial Colonnade", "manland: two-color land that becomes a creature"),
    # --- classic mana producers (2019 schema: no produced_mana) ---------------------------
    ("Llanowar Elves", "the plainest mana ability: {T}: Add {G}"),
    ("Birds of Paradise", "{T}: Add one mana of any color"),
    ("Sol Ring", "{T}: Add {C}{C}"),
    ("Black Lotus", "sacrifice: three mana of any one color"),
    ("Pili-Pala", "{2}, {Q}: any color; untap symbol in the cost"),
    ("Wild Growth", "aura: additional {G} when the land is tapped for mana"),
    ("Mana Reflection", "doubles mana from permanents"),
    ("Chromatic Lantern", "lands gain any color; {T}: any color"),
    ("Dark Ritual", "instant that adds {B}{B}{B}"),
    ("Chandra, Torch of Defiance", "loyalty ability +1: Add {R}{R}"),
    ("Chandra, Flameshaper", "loyalty ability +2: Add {R}{R}{R} (recent, produced_mana)"),
    ("Dockside Extortionist", "Treasure maker (2019 schema)"),
    ("Smothering Tithe", "Treasure maker: produced_mana has all five colors"),
    ("Awakening Zone", "Eldrazi Spawn maker"),
    ("Kozilek's Predator", "Eldrazi Spawn maker on a creature"),
    ("Umbra Stalker", "chroma: counts mana symbols in the graveyard"),
    ("Gilded Lotus", "three mana of any one color"),
    ("Mind Stone", "{C} and a draw ability"),
    ("Grim Monolith", "{C}{C}{C}, does not untap"),
    ("Coalition Relic", "charge counters add mana later"),
    ("Lotus Cobra", "landfall: any color"),
    ("Priest of Titania", "{G} for each Elf"),
    ("Simian Spirit Guide", "mana ability from the hand: exile it, add {R}"),
    ("Lion's Eye Diamond", "discard hand, sacrifice: three mana of any one color"),
    ("Sakura-Tribe Elder", "ramps with a land, makes no mana itself"),
    ("Paradise Mantle", "equipment grants a mana ability"),
    ("Pentad Prism", "sunburst counters removed for mana"),
    ("Deathrite Shaman", "targeted ability that adds mana is not a mana ability; has rulings"),
    ("Derevi, Empyrial Tactician", "has rulings in rulings-sample-2.json"),
    # --- recent cards with produced_mana ---------------------------------------------------
    ("Elvish Archdruid", "{G} for each Elf you control"),
    ("Utopia Sprawl", "aura: additional mana of the chosen color"),
    ("Chrome Mox", "mana of the exiled card's colors"),
    ("Blossoming Sands", "gain land: {G} or {W}"),
    ("Hidden Grotto", "{C}, and {1}, {T}: any color (produced_mana has C)"),
    ("Lilypad Village", "{C}, and {U} spent only on creature spells"),
    ("Three Tree City", "amount of mana equal to creatures of the chosen type"),
    ("Baylen, the Haymaker", "mana from tapping two untapped tokens"),
    ("Helga, Skittish Seer", "{T}: Add X mana of any one color"),
    ("Brazen Collector", "attack trigger adds {R}"),
    ("Flamecache Gecko", "conditional ETB trigger adds {B}{R}"),
    ("Boommobile", "vehicle ETB adds four mana of any one color"),
    ("Pit Automaton", "{C}{C} spend only on abilities"),
    ("Radiant Lotus", "target player adds three mana per artifact"),
    ("Bleachbone Verge", "second color only if you control a land type"),
    ("Night Market", "one mana of the chosen color"),
    ("Vivi Ornitier", "{0}: X mana in any combination of {U} and/or {R}"),
    ("Ishgard, the Holy See // Faith & Grief", "adventure land: {T}: Add {W}"),
    ("Aclazotz, Deepest Betrayal // Temple of the Dead", "transform; the back face is a land"),
    ("Balamb Garden, SeeD Academy // Balamb Garden, Airborne", "transform; the front is a land"),
    ("Glóin the Mighty // Easy Pickings", "non-ASCII adventure creature that adds {R}{R}"),
    ("Bolg's Company", "sacrifice another Goblin: Add {B}{R}"),
    ("Desolation of Smaug", "sorcery adds four mana in any combination"),
    ("The Lonely Mountain", "Land — Mountain with reminder text ({T}: Add {R}.)"),
    ("The Misty Mountains Cold", "saga that makes Treasure"),
    ("Burn, Burn, Tree and Fern", "saga chapter that adds mana"),
    ("Hulking Raptor", "beginning of precombat main phase: add {G}{G}"),
    ("Sunken Citadel", "two mana of the chosen color, restricted"),
    ("Treasure Map // Treasure Cove", "transform; produced_mana from the Treasure it makes"),
    ("Delighted Halfling", "{C}, or any color for legendary spells"),
    ("Mount Doom", "{T}, Pay 1 life: Add {B} or {R}"),
    ("Great Hall of the Citadel", "two mana in any combination of colors"),
    ("Wizard's Rockets", "{X}, {T}, sacrifice: X mana in any combination"),
    ("Barad-dûr", "non-ASCII land with an {X}{X}{B} activation"),
    ("Commercial District", "Land — Mountain Forest: reminder-text mana"),
    ("Scene of the Crime", "artifact land, {C} or any color"),
    ("Crime Novelist", "trigger on sacrificing an artifact adds {R}"),
    ("Kinnan, Bonder Prodigy", "one mana of any type that permanent produced"),
    ("Mana Flare", "every player's lands make extra mana"),
    ("Leyline of Abundance", "additional {G} when a creature is tapped for mana"),
    ("Waste Not", "opponent's discard trigger adds {B}{B}"),
    ("Iridescent Tiger", "ETB adds {W}{U}{B}{R}{G}"),
    ("Narset's Rebuke", "instant adds {U}{R}{W}"),
    ("Abzan Devotee", "{1}: Add {W}, {B}, or {G}; once each turn"),
    ("Frontier Bivouac", "tri-land: {G}, {U}, or {R}"),
    ("Urban Retreat", 'real oracle text typo: "Add {G}, {W} , or {U}"'),
    ("Mox Jasper", "any color only if you control a Dragon"),
    ("Maelstrom of the Spirit Dragon", "any color for Dragon or Omen spells"),
    ("Troyan, Gutsy Explorer", "{G}{U} spent only on big or X spells"),
    ("Rootrider Faun", "{G}, and {1}, {T}: any color"),
    ("Mana Drain", "counterspell that later adds {C}"),
    ("Lotus Ring", "equipment grants a sacrifice mana ability"),
    ("Insidious Roots", "creature tokens gain an any-color ability"),
    ("A Realm Reborn", "other permanents gain an any-color ability"),
    ("Imprisoned in the Moon", "aura turns a permanent into a {C} land"),
    ("Rainveil Rejuvenator", "an amount of {G} equal to its power"),
    ("The Notary Hobbits", "{C} for each Halfling"),
    ("Carpet of Flowers", "X mana of any one color, X from opponents' Islands"),
    ("Starting Town", "{C}, or pay 1 life for any color"),
    ("Sidequest: Catch a Fish // Cooking Campsite", "transform enchantment into a land"),
    ("Gleaming Barrier", "death trigger makes a Treasure"),
    ("Goldvein Pick", "equipment: combat damage makes a Treasure"),
    ("Ugin, Eye of the Storms", "colorless planeswalker; produced_mana C"),
    # --- recent cards without produced_mana ------------------------------------------------
    ("Éomer, Marshal of Rohan", "non-ASCII name, recent, makes no mana"),
    ("Lórien Revealed", "non-ASCII name, islandcycling"),
    ("Ratcatcher Trainee // Pest Problem", "adventure that makes no mana"),
    ("Virtue of Persistence // Locthwain Scorn", "adventure on an enchantment"),
    ("Cheeky House-Mouse // Squeak By", "adventure, both halves cost {W}"),
]

PRINTINGS: list[tuple[str, str]] = [
    ("Llanowar Elves", "first printed 1993 (lea), reprinted through 2018; fixture: fdn 2024"),
    ("Dark Ritual", "first printed 1993 (lea), reprinted through 2018; fixture: fca 2025"),
    ("Mana Drain", "first printed 1994 (leg); fixture: otp 2024"),
    ("Chromatic Lantern", "first printed 2012 (rtr); fixture: fca 2025"),
    ("Elvish Archdruid", "first printed 2009 (m10); fixture: fdn 2024"),
]
"""Cards whose other printings go to printings.jsonl.gz: each card's fixture printing is its
latest, so a server that serves the fixtures as `oracle_cards` (the latest printing of each
card) and fixtures + printings as `default_cards` (every printing) behaves as Scryfall does."""

SOURCES = ("cards-recent.jsonl.gz", "cards-edge.json", "cards-2019.jsonl.gz")
"""The default card files, in DIR, searched in this order."""

SOURCE_FILES: tuple[tuple[str, str, str], ...] = (
    (
        "`cards-recent.jsonl.gz`, `cards-edge.json`, `cards-2019.jsonl.gz`",
        "Scryfall card objects, searched in that order for each name (these fixtures: cards of"
        " 2023-2026 sets, layout edge cases chosen by Scryfall client libraries, and every card"
        " of October 2019)",
        "any file of card objects, gzip JSON Lines or a JSON array: a bulk download from"
        " https://scryfall.com/docs/api/bulk-data (`default_cards` holds every English"
        " printing, tokens and emblems included), given with `--cards FILE` in place of these"
        " three",
    ),
    ("`sets-2023.json`", "a `/sets` response", "https://api.scryfall.com/sets"),
    ("`symbology-2023.json`", "a `/symbology` response", "https://api.scryfall.com/symbology"),
    ("`bulk-data-2023.json`", "a `/bulk-data` response", "https://api.scryfall.com/bulk-data"),
    (
        "`rulings-sample-*.json`",
        "rulings lists of fixture cards",
        "https://api.scryfall.com/cards/ID/rulings",
    ),
)

DATA_TERMS = (
    "Card names and text are © Wizards of the Coast. The objects are Scryfall API output,"
    " used under Scryfall's API and data terms (https://scryfall.com/docs/api); Wizards'"
    " Fan Content Policy applies to the card content. They are here only as test fixtures."
)


def _read_cards(path: Path) -> Iterator[Card]:
    """Card objects from a JSON Lines file or a JSON array, gzip-compressed or not."""
    with open(path, "rb") as raw:
        compressed = raw.read(2) == b"\x1f\x8b"
    opener = gzip.open if compressed else open
    with opener(path, "rt", encoding="utf-8-sig") as f:
        head = f.read(1)
        while head.isspace():
            head = f.read(1)
        if head == "[":
            yield from json.loads(head + f.read())
            return
        for line in itertools.chain([head + f.readline()], f):
            if line.strip():
                yield json.loads(line)


def pick_cards(card_files: list[Path]) -> tuple[list[tuple[Card, str, str]], list[str]]:
    """Return [(card, source file name, why)] in CARDS order, and the names found nowhere."""
    wanted = {name for name, _ in CARDS}
    if len(wanted) != len(CARDS):
        dupes = [n for n, k in collections.Counter(n for n, _ in CARDS).items() if k > 1]
        raise SystemExit(f"duplicate names in CARDS: {dupes}")
    found: dict[str, tuple[Card, str]] = {}
    for path in card_files:  # earlier files win
        for card in _read_cards(path):
            name = card.get("name")
            if name in wanted and name not in found and card.get("lang", "en") == "en":
                found[name] = (card, path.name)
    picked = [(found[n][0], found[n][1], why) for n, why in CARDS if n in found]
    missing = [n for n, _ in CARDS if n not in found]
    return picked, missing


def other_printings(card_files: list[Path], cards: list[Card]) -> list[Card]:
    """Every English printing of the PRINTINGS cards in `card_files` but the fixture's own,
    oldest first; each fixture printing must be the newest of its card."""
    fixtures = {c["name"]: c for c in cards}
    wanted = {name for name, _ in PRINTINGS}
    found: dict[str, Card] = {}
    for path in card_files:
        for card in _read_cards(path):
            if card.get("name") in wanted and card.get("lang", "en") == "en":
                found.setdefault(card["id"], card)
    printings = [c for c in found.values() if c["id"] != fixtures[c["name"]]["id"]]
    for card in printings:
        if card["released_at"] > fixtures[card["name"]]["released_at"]:
            raise SystemExit(f"{card['name']}: the fixture printing is not the newest")
    return sorted(printings, key=lambda c: (c["released_at"], c["set"], c["collector_number"]))


def _dump(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def legacy_array(objects: list[Any]) -> bytes:
    """Scryfall's legacy bulk layout: a JSON array with one object a line."""
    return ("[\n" + ",\n".join(_dump(o) for o in objects) + "\n]").encode("utf-8")


def jsonl_gz(objects: list[Any]) -> bytes:
    text = "".join(_dump(o) + "\n" for o in objects)
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


def _pretty(obj: Any) -> bytes:
    return (json.dumps(obj, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def _md(text: str) -> str:
    return text.replace("|", "\\|")


def readme(picked: list[tuple[Card, str, str]], rulings_files: list[str], sizes: dict) -> str:
    layouts = collections.Counter(card["layout"] for card, _, _ in picked)
    with_pm = sum("produced_mana" in card for card, _, _ in picked)
    by_source = collections.Counter(src for _, src, _ in picked)
    lines = [
        "# Test fixtures: real Scryfall objects",
        "",
        "Generated by `tests/make_fixtures.py` from a folder of saved Scryfall API output. Do"
        " not edit by hand: change the `CARDS` list in the script and rerun, from the"
        " repository root,",
        "",
        "    .venv/bin/python tests/make_fixtures.py --source DIR",
        "",
        "Output is deterministic, so a rerun on the same sources leaves `git diff` empty.",
        "",
        "The source folder is not part of the repository. It holds these files (the fixtures"
        " here were made from copies that public projects saved):",
        "",
        "| file | what it is | how to get it |",
        "|---|---|---|",
        *(f"| {name} | {what} | {how} |" for name, what, how in SOURCE_FILES),
        "",
        "Regenerating from newer downloads changes the fixtures (newer printings, oracle text"
        " and sets) and so the expected reports: run `pytest --update-golden` and review the"
        " diff.",
        "",
        DATA_TERMS,
        "",
        "| file | what it is |",
        "|---|---|",
        f"| `cards.jsonl.gz` | {len(picked)} card objects, unchanged, one per line, gzip: the"
        " shape of a 2026 `jsonl_download_uri` bulk file |",
        "| `cards.json` | the same cards as a legacy bulk file: a JSON array, one card per line"
        " (`[`, `{...},`, ..., `{...}`, `]`); Scryfall serves it with `Content-Encoding: gzip` |",
        f"| `printings.jsonl.gz` | {sizes['printings']} earlier printings of "
        + ", ".join(name for name, _ in PRINTINGS)
        + ", whose fixture printing is the newest: `cards.jsonl.gz` is these cards' `oracle_cards`"
        " (the latest printing), the two files together their `default_cards` (every"
        " printing) |",
        f"| `rulings.json` | the {sizes['rulings']} real rulings from"
        f" {', '.join(rulings_files)}, as a legacy JSON array |",
        "| `rulings.jsonl.gz` | the same rulings, one per line, gzip |",
        "| `symbology.json` | the `/symbology` response (2023) as-is: it lacks `{C/W}`-style"
        " symbols |",
        f"| `sets.json` | the `/sets` response (2023) trimmed to the {sizes['sets']} sets of the"
        " fixture cards it lists; sets released after it are absent"
        f" ({', '.join(sizes['missing_sets']) or 'none'}) |",
        "| `bulk-data.json` | a real `/bulk-data` response (2023, legacy shape);"
        " `tests/scryfall_server.py` takes each type's `id`, `name` and `description` from it |",
        "",
        f"Cards by source: {dict(sorted(by_source.items()))}. Cards from `cards-2019.jsonl.gz`"
        " have the 2019 schema (no `produced_mana`, `keywords`, `finishes`), even the ones that"
        f" make mana. {with_pm} cards carry `produced_mana`.",
        "",
        "Layouts: "
        + ", ".join(f"{k} {v}" for k, v in sorted(layouts.items(), key=lambda kv: (-kv[1], kv[0])))
        + ".",
        "",
        "| name | layout | set | source | produced_mana | why |",
        "|---|---|---|---|---|---|",
    ]
    for card, src, why in picked:
        pm = "".join(card["produced_mana"]) if "produced_mana" in card else ""
        lines.append(
            f"| {_md(card['name'])} | {card['layout']} | {card['set']} | {src} | {pm} |"
            f" {_md(why)} |"
        )
    return "\n".join(lines) + "\n"


def fixture_parser(doc: str) -> argparse.ArgumentParser:
    """The command line of a script that makes fixtures from saved Scryfall output: the
    first line of its docstring, and --source (this script's and make_deck_fixtures.py's)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument(
        "--source",
        type=Path,
        required=True,
        help="folder of saved Scryfall output (see tests/data/README.md)",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = fixture_parser(__doc__)
    parser.add_argument(
        "--cards",
        type=Path,
        action="append",
        help="a card file to pick cards from, searched in the order given "
        f"(default: {', '.join(SOURCES)} in --source)",
    )
    parser.add_argument("--dest", type=Path, default=Path(__file__).resolve().parent / "data")
    args = parser.parse_args(argv)
    source: Path = args.source
    dest: Path = args.dest
    card_files: list[Path] = args.cards or [source / name for name in SOURCES]
    missing_files = [str(p) for p in [source, *card_files] if not p.exists()]
    if missing_files:
        parser.error(f"not found: {', '.join(missing_files)} (see tests/data/README.md)")
    dest.mkdir(parents=True, exist_ok=True)

    picked, missing = pick_cards(card_files)
    for name in missing:
        print(f"not found, skipped: {name}", file=sys.stderr)
    cards = [card for card, _, _ in picked]

    rulings: list[Card] = []
    rulings_files = sorted(p.name for p in source.glob("rulings-sample-*.json"))
    for file_name in rulings_files:
        rulings.extend(json.loads((source / file_name).read_text(encoding="utf-8"))["data"])
    oracle_ids = {c.get("oracle_id") for c in cards}
    orphans = {r["oracle_id"] for r in rulings} - oracle_ids
    if orphans:
        print(f"rulings whose card is not a fixture: {sorted(orphans)}", file=sys.stderr)

    sets_in = json.loads((source / "sets-2023.json").read_text(encoding="utf-8"))
    codes = {c["set"] for c in cards}
    kept_sets = [s for s in sets_in["data"] if s["code"] in codes]
    missing_sets = sorted(codes - {s["code"] for s in kept_sets})
    if missing_sets:
        print(f"sets not in sets-2023.json: {missing_sets}", file=sys.stderr)
    sets_out = {"object": "list", "has_more": False, "data": kept_sets}

    printings = other_printings(card_files, cards)
    outputs = {
        "cards.jsonl.gz": jsonl_gz(cards),
        "printings.jsonl.gz": jsonl_gz(printings),
        "cards.json": legacy_array(cards),
        "rulings.json": legacy_array(rulings),
        "rulings.jsonl.gz": jsonl_gz(rulings),
        "symbology.json": (source / "symbology-2023.json").read_bytes(),
        "sets.json": _pretty(sets_out),
        "bulk-data.json": (source / "bulk-data-2023.json").read_bytes(),
    }
    info = {
        "rulings": len(rulings),
        "sets": len(kept_sets),
        "missing_sets": missing_sets,
        "printings": len(printings),
    }
    outputs["README.md"] = readme(picked, rulings_files, info).encode("utf-8")
    for file_name, data in outputs.items():
        tmp = dest / (file_name + ".tmp")
        tmp.write_bytes(data)
        tmp.replace(dest / file_name)

    layouts = collections.Counter(c["layout"] for c in cards)
    with_pm = sum("produced_mana" in c for c in cards)
    total = sum(len(d) for d in outputs.values())
    print(f"{len(cards)} cards ({with_pm} with produced_mana), {len(rulings)} rulings")
    print("layouts:", dict(sorted(layouts.items())))
    print(f"wrote {len(outputs)} files to {dest}, {total:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
