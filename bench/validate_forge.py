"""Check the ability parser against Forge's card scripts: an independent rules engine.

    python bench/validate_forge.py FORGE_CARDS [FORGE_CARDS ...] [--edition FILE ...]
        [--names FILE ...] [--all]

FORGE_CARDS are folders of Forge card scripts (`forge-gui/res/cardsfolder` of a clone of
https://github.com/Card-Forge/forge, or any folder below it), read recursively; `--edition`
keeps only the cards named in the `[cards]` section of Forge edition files
(`forge-gui/res/editions/<set>.txt`), so a set the parser was never shown can be checked on
its own, and `--names` the cards a file names (`bench/results/forge-2019-names.txt`).
Forge's engine is written independently of this project and of Scryfall: where a script's
mana differs from what the parser reads in the script's own oracle text, one of the two is
wrong.

Each face's `Oracle:` text, `Types:` and `Name:` are parsed with `pipeline.abilities` (each
distinct face once) and the card's `leads_to` (every type it can lead to by the rules) is
compared, as a set, with the types Forge's script makes (and, apart, the card's own mana
abilities, `could_produce`, with the script's own activated abilities and triggers on mana,
CR 605.1a/b):

- every `Produced$` of a mana ability, anywhere in the script (the card's own abilities,
  spells, and abilities it grants: Forge writes all of them as `AB$ Mana`, `DB$ Mana` or
  `SP$ Mana`); a color or C as written, a number as colorless (older scripts' `Produced$
  1`), `Any`, `AnyDifferent`, `Chosen` or `ColorIdentity` as any color; `ManaReflected` as
  any color, or any type with `ColorOrType$ Type`; `DrainMana$ True` (the mana another
  player lost, added to yours: Drain Power) as any type;
- the intrinsic ability of each basic land type in `Types:` (CR 305.6), and of each one
  an effect gives a permanent (305.7): `AddType$` of a static, `Types$` of an `Animate`
  effect or `AddTypes$` of a copy; `AllBasicLandType` as every one, `ChosenType` as every
  one where the script chooses a land type (`ChooseType | Type$ Basic Land`);
- the abilities of the predefined tokens (CR 111.10) a `TokenScript$` names
  ("c_a_treasure_sac": a Treasure), as the rules define them;
- the types a replacement of mana production names (CR 106.12b: the `DB$ ReplaceMana` an
  `Event$ ProduceMana` replaces with, by `ReplaceType$`, `ReplaceColor$` or `ReplaceMana$`;
  a color word as its symbol, `Any` and `Chosen` as any color; `ReplaceAmount$` alone names
  none), as the parser's `leads_to` counts them. A replacement of another event is not read
  (`Event$ LoseMana`, "that mana becomes red instead": mana emptying, CR 500.4, which the
  parser does not read either);
- mana a keyword's cost adds (`AddMana<1/R>`: Braid of Fire's "Cumulative upkeep—Add {R}").

The card's own mana abilities are its activated abilities (`A:AB$`) and its triggers on
mana (`T:Mode$ TapsForMana` or `ManaAdded`, whose `Execute$` names the effect) that add
mana, with the sub-abilities each runs (`SubAbility$`, an SVar, followed link by link, and
each result of a die roll, `ResultSubAbilities$`): an
ability whose mana is added by a sub-ability (`AB$ Reveal | SubAbility$ DBMana`) is one.
Not one: a loyalty ability (`Planeswalker$ True`), an ability with a target (`ValidTgts$`,
`Defined$ Targeted`) anywhere in its chain (CR 605.1a/b), or one activated from another
zone (`ActivationZone$ Hand`: "Exile Elvish Spirit Guide from your hand", not the
permanent's, CR 113.6m). The basic land types an effect gives the card itself (`Affected$
Card.Self`, `Defined$ Self`) count too, and so does an ability a static grants (`AddAbility$`)
to a group the card is in by its own types (`Affected$ Creature.YouCtrl` on a creature,
`Card.Shaman+YouCtrl` on a Shaman; not `.Other`, nor a quality the type line can't tell), and
one an effect gives the card itself (`Animate | Defined$ Self | Abilities$`: a Saga chapter's
"this Saga gains "{T}: Add {C}."").

Three kinds of ability Forge keeps outside the card's script: a keyword's (the script names
the keyword, the engine's code holds its ability), a token's (the script names a token
script: `TokenScript$`) other than a predefined one, and a token copy of a card the script
names (`CopyPermanent | DefinedName$ Mutavault`: the named card's script holds its
abilities). A card whose only differences are rows the parser found by those mechanisms is
counted apart, by kind, not as a disagreement. Any other difference is printed with the
card's text and the parser's issues: a difference with no issue is a silent miss, the one
kind of result that must not happen.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipeline.abilities import (
    MANA_TYPES,
    FaceAbilities,
    Mechanism,
    SourceKind,
    could_produce,
    leads_to,
    parse_face,
    predefined_tokens,
)
from pipeline.abilities.landtypes import BASIC_LAND_TYPES

ANY_COLOR_WORDS = {"Any", "AnyDifferent", "Chosen", "ColorIdentity"}
SKIP_WORDS = {"Combo", "Special"}
EACH_COLOR_AMONG = "EachColorAmong"
"""`Produced$ Special EachColorAmong_Valid <filter>`: each color among some objects (Faeburrow
Elder's "For each color among permanents you control, add one mana of that color")."""
# Forge writes a type line as one list of words; the card types end the part before the
# em dash (CR 205.1a), so the words after the last one are subtypes
CARD_TYPES = {
    "Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant",
    "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery", "Tribal",
    "Vanguard",
}  # fmt: skip
# how a script shows a keyword (given by a `K:` line, a static or an effect) and a token
KEYWORD_IN_SCRIPT = re.compile(r"^K:|AddKeyword\$|\bKW\$", re.M)
TOKEN_SCRIPT = re.compile(r"TokenScript\$ ?([^|]+)")
NAMED_COPY = re.compile(r"\bCopyPermanent\b.*\bDefinedName\$")
# what each predefined token (CR 111.10) can make, parsed once from the rules' wording in the
# package's definitions, by its name as Forge's token scripts spell it ("treasure")
PREDEFINED = {
    name.lower(): set(could_produce([parse_face("\n".join(t.abilities), t.types, t.name)]))
    for name, t in predefined_tokens().by_name.items()
}
MANA_ABILITY = re.compile(r"\b(?:AB|DB|SP)\$ ?Mana\b")
PRODUCED = re.compile(r"Produced\$ ?([^|]+)")
SUB_ABILITY = re.compile(r"\b(?:Sub|WinSub|LoseSub|HeadsSub|TailsSub)Ability\$ ?(\w+)")
"""A sub-ability an ability runs, always or by a coin flip's outcome (Mana Screw's
`WinSubAbility$ DBMana`)."""
RESULT_SUB_ABILITY = re.compile(r"(?:\bResultSubAbilities\$ ?|,)[\d-]+:(\w+)")
TARGETS = re.compile(r"\bValidTgts\$|\bDefined\$ ?Targeted")
# the types an effect gives (a static's `AddType$`, an `Animate`'s `Types$`, a copy's
# `AddTypes$`), a list joined by "&" or ","; and what gives the card itself a type
TYPE_GRANT = re.compile(r"\b(?:AddTypes?|Types)\$ ?([^|]+)")
TO_ITSELF = re.compile(r"\b(?:Affected\$ ?Card\.Self|Defined\$ ?Self)\b")
CHOOSE_LAND_TYPE = re.compile(r"\bChooseType\b.*\bType\$ ?[^|]*\bLand\b")
REPLACE_MANA = re.compile(r"\bDB\$ ?ReplaceMana\b")
REPLACES_PRODUCTION = re.compile(r"\bEvent\$ ?ProduceMana\b.*?\bReplaceWith\$ ?(\w+)")
REPLACED_WITH = re.compile(r"\bReplace(?:Type|Color|Mana)\$ ?([^|]+)")
COLOR_NAMES = {
    "White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G", "Colorless": "C",
}  # fmt: skip
KEYWORD_COST_MANA = re.compile(r"\bAddMana<\d+/([^>]+)>")
OTHER_ZONE = re.compile(r"\bActivationZone\$ ?(?!Battlefield\b)\w+")
GRANT = re.compile(r"^S:.*\bAffected\$ ?([^|]+?) *\|.*\bAddAbility\$ ?([^|]+)")
GAINS_ITSELF = re.compile(r"\bAnimate\b(?=.*\bDefined\$ ?Self\b).*?\bAbilities\$ ?([^|]+)")
AFFECTED = re.compile(r"\bAffected\$ ?([^|]+?) *(?:\||$)")

OUTSIDE_SCRIPT = "differs only by a keyword's or token's ability (outside Forge's script)"
NAMED_CARD_COPY = "differs only by a token copy of a named card (outside Forge's script)"


class Face(NamedTuple):
    """One face as the parser takes it (and a key of its cache)."""

    name: str
    type_line: str
    oracle: str


@dataclass
class Card:
    path: Path
    faces: list[Face]
    forge: set[str]
    own: set[str]
    unresolved: set[str]
    script: str


def type_line(words: str) -> str:
    """Forge's `Types:` as Scryfall writes a type line: "Legendary Creature — Elf Druid"."""
    parts = words.split()
    last = max((i for i, w in enumerate(parts) if w in CARD_TYPES), default=len(parts) - 1)
    head, tail = parts[: last + 1], parts[last + 1 :]
    return " ".join(head) + (" — " + " ".join(tail) if tail else "")


def read_script(path: Path) -> Card:
    script = path.read_text(encoding="utf-8", errors="replace")
    faces: list[Face] = []
    forge: set[str] = set()
    own: set[str] = set()
    unresolved: set[str] = set()
    replacing = set(REPLACES_PRODUCTION.findall(script))  # the SVars production is replaced by
    # the faces of a double-faced, split, adventure or flip card follow each other,
    # separated by a line "ALTERNATE"
    for part in re.split(r"^ALTERNATE\s*$", script, flags=re.M):
        # the face's types, as a static's `Affected$` names them ("Creature", "Shaman")
        types_line = re.search(r"^Types:(.*)$", part, re.M)
        words = set(types_line[1].split()) if types_line else set()
        fields: dict[str, str] = {}
        svars: dict[str, str] = {}
        for line in part.splitlines():
            key, _, value = line.partition(":")
            fields.setdefault(key.strip(), value.strip())
            if key == "SVar":
                svar, _, value = value.partition(":")
                svars[svar] = value
                if svar in replacing and REPLACE_MANA.search(value):
                    named = (w for m in REPLACED_WITH.finditer(value) for w in m[1].split())
                    replaced, unknown = types_of(named)
                    forge |= replaced
                    unresolved |= unknown
            made, unknown = forge_production(line)
            granted = granted_land_types(line, script)
            forge |= made | predefined_token_production(line) | granted
            unresolved |= unknown
            if granted and (TO_ITSELF.search(line) or affects_itself(line, words)):
                own |= granted
        types = type_line(fields.get("Types", ""))
        intrinsic = {BASIC_LAND_TYPES[w] for w in types.split() if w in BASIC_LAND_TYPES}
        forge |= intrinsic
        own |= intrinsic | own_mana_abilities(part, svars, words)
        oracle = fields.get("Oracle", "").replace("\\n", "\n")
        faces.append(Face(fields.get("Name", ""), types, oracle))
    return Card(path, faces, forge, own, unresolved, script)


def own_mana_abilities(face: str, svars: dict[str, str], own_types: set[str]) -> set[str]:
    """The types one face's own mana abilities make (CR 605.1a/b): its activated ones
    (`A:AB$`, not a loyalty ability, not activated from another zone), the triggers on
    mana (`T:Mode$ TapsForMana` or `ManaAdded`, the effect an SVar that `Execute$` names)
    that add mana, and the abilities a static grants to a group the card is in (613.1f),
    with their sub-abilities, and that have no target."""
    made: set[str] = set()
    for line in face.splitlines():
        grant = GRANT.match(line)
        if grant and includes_itself(grant[1], own_types):
            made |= named_abilities_production(grant[2], svars)
        gains = GAINS_ITSELF.search(line)  # an effect: "Urza's Saga gains "{T}: Add {C}.""
        if gains:
            made |= named_abilities_production(gains[1], svars)
        if line.startswith("A:AB$") and "Planeswalker$ True" not in line:
            if not OTHER_ZONE.search(line):
                made |= mana_ability_production(ability_chain(line, svars))
        elif re.match(r"T:Mode\$ (?:TapsForMana|ManaAdded)\b", line):
            execute = re.search(r"Execute\$ ?(\w+)", line)
            if execute and execute[1] in svars:
                made |= mana_ability_production(ability_chain(svars[execute[1]], svars))
    return made


def affects_itself(line: str, own_types: set[str]) -> bool:
    """Whether a static's `Affected$` on this line includes the card itself."""
    affected = AFFECTED.search(line)
    return affected is not None and includes_itself(affected[1], own_types)


def named_abilities_production(names: str, svars: dict[str, str]) -> set[str]:
    """The types the mana abilities an `AddAbility$` or `Abilities$` list names make (SVar
    names joined by "&" or ",")."""
    made: set[str] = set()
    for name in re.split(r"\s*[,&]\s*", names.strip()):
        if name in svars:
            made |= mana_ability_production(ability_chain(svars[name], svars))
    return made


def includes_itself(affected: str, own_types: set[str]) -> bool:
    """Whether a static's `Affected$` names the card itself by its own type line: a list of
    alternatives ("Creature.YouCtrl,Land.YouCtrl"), each a type (or `Card`, `Permanent`)
    and qualities joined by "+". The controller's, `Self`, `nonToken` (a card is none), one
    of the card's types, and a state taken as met as the parser takes it (`HasCounters`,
    `counters_...`: docs/rules.md, grants to a group) keep it in; any other ("Other",
    "nonElf", a color) leaves it out."""
    for alternative in affected.split(","):
        base, _, qualities = alternative.strip().partition(".")
        if base not in ("Card", "Permanent") and base not in own_types:
            continue
        if all(
            q in ("YouCtrl", "YouOwn", "Self", "nonToken", "HasCounters")
            or q.startswith("counters_")
            or q in own_types
            for q in qualities.split("+")
            if q
        ):
            return True
    return False


def ability_chain(ability: str, svars: dict[str, str]) -> list[str]:
    """An ability and the sub-abilities it may run (`SubAbility$`, a coin flip's
    `WinSubAbility$`, each result of a die roll's `ResultSubAbilities$ 1:DBSac,2:AddW`, each
    an SVar), each once: a chain that comes back to a link ends there."""
    chain = [ability]
    seen: set[str] = set()
    for link in chain:  # grows as it is read
        subs = [m[1] for m in SUB_ABILITY.finditer(link)]
        subs += [m[1] for m in RESULT_SUB_ABILITY.finditer(link)]
        for sub in subs:
            if sub not in seen and sub in svars:
                seen.add(sub)
                chain.append(svars[sub])
    return chain


def mana_ability_production(chain: list[str]) -> set[str]:
    """The types an ability chain adds, if it is a mana ability: an ability with a target
    is not one (CR 605.1a/b), whatever it adds."""
    if any(TARGETS.search(link) for link in chain):
        return set()
    return {color for link in chain for color in forge_production(link)[0]}


def granted_land_types(line: str, script: str) -> set[str]:
    """The types made by the intrinsic abilities (CR 305.6) of the basic land types an effect
    on one script line gives (305.7); `ChosenType` is every one where the script has a land
    type chosen."""
    made: set[str] = set()
    for grant in TYPE_GRANT.finditer(line):
        for word in re.split(r"[\s,&]+", grant[1]):
            if word in BASIC_LAND_TYPES:
                made.add(BASIC_LAND_TYPES[word])
            elif word == "AllBasicLandType" or (
                word in ("ChosenType", "ChosenType2") and CHOOSE_LAND_TYPE.search(script)
            ):
                made |= set(BASIC_LAND_TYPES.values())
    return made


DRAIN_MANA = re.compile(r"\b(?:AB|DB|SP)\$ ?DrainMana\b.*\bDrainMana\$ ?True\b")
"""Forge's effect that empties a player's mana pool into yours (Drain Power); without
`DrainMana$ True` it only empties it (Pygmy Hippo, whose delayed trigger adds {C})."""
NO_AMOUNT = re.compile(r"\|\s*Amount\$\s*0\s*(?:\||$)")
"""A mana effect of `Amount$ 0` makes no mana: Forge's way of marking an ability whose
other effects add it as a mana ability (Jack-in-the-Mox's `Produced$ C | Amount$ 0`)."""


def forge_production(line: str) -> tuple[set[str], set[str]]:
    """The types one script line's mana ability makes, and the words not understood."""
    if "ManaReflected" in line:
        return set("WUBRGC" if "ColorOrType$ Type" in line else "WUBRG"), set()
    if DRAIN_MANA.search(line):  # "you add the mana lost this way": whatever types it was
        return set(MANA_TYPES), set()
    if costs := KEYWORD_COST_MANA.findall(line):
        return types_of(w for found in costs for w in found.split())
    if not MANA_ABILITY.search(line) or NO_AMOUNT.search(line):
        return set(), set()
    return types_of(w for produced in PRODUCED.finditer(line) for w in produced[1].split())


def types_of(words: Iterable[str]) -> tuple[set[str], set[str]]:
    """The types Forge's words name (`R`, `Red`, `Any`, `Chosen`; a number, in older
    scripts' `Produced$ 1`, is generic mana: colorless; `EachColorAmong_Valid` and its filter,
    any color), and the words not understood (`Special` and `Combo` only announce the words
    after them)."""
    made: set[str] = set()
    unknown: set[str] = set()
    queue = iter(words)
    for word in queue:
        if word.startswith(EACH_COLOR_AMONG):
            # "Special EachColorAmong_Valid Permanent.YouCtrl": one mana of each color among
            # the objects its filter (the next word) names, any of the five
            made |= set("WUBRG")
            next(queue, None)
        elif word in ANY_COLOR_WORDS:
            made |= set("WUBRG")
        elif word in COLOR_NAMES:
            made.add(COLOR_NAMES[word])
        elif word and set(word) <= set(MANA_TYPES):
            made |= set(word)
        elif word.isdigit():
            made.add("C")
        elif word not in SKIP_WORDS:
            unknown.add(word)
    return made, unknown


def predefined_token_production(line: str) -> set[str]:
    """The types the predefined tokens (CR 111.10) a script line creates can make.

    Forge names a token by its script ("c_a_treasure_sac"); a word of that name that is a
    predefined token's name is that token (`PREDEFINED`).
    """
    return {
        color
        for scripts_named in TOKEN_SCRIPT.findall(line)
        for token_script in scripts_named.replace(",", " ").split()
        for word in token_script.split("_")
        for color in PREDEFINED.get(word, ())
    }


def ordered(types: set[str]) -> str:
    return "".join(t for t in MANA_TYPES if t in types) or "-"


def listed_names(paths: list[Path]) -> set[str]:
    """The card names of `--names` files: one a line, blank lines and `#` comments skipped."""
    return {
        line.strip()
        for path in paths
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    }


def edition_names(paths: list[Path]) -> set[str]:
    names: set[str] = set()
    for path in paths:
        section = ""
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("["):
                section = line.strip()
            elif section == "[cards]" and line.strip():
                # "12 R Card Name @Artist": number, rarity, name, then the artist; older
                # files have no number ("C AEther Burst", whose script says "Aether")
                match = re.match(r"(?:\S+\s+)?(?:[CURMSLT])\s+(.+?)(?:\s+@.*)?$", line.strip())
                if match:
                    names.add(match[1].replace("AE", "Ae"))
    return names


def scripts(folders: list[Path]) -> Iterator[Path]:
    for folder in folders:
        yield from sorted(p for p in folder.rglob("*.txt") if not p.name.startswith("_"))


NO_ORACLE = "Forge's script has no Oracle text"
_ORACLE_TEXT = re.compile(r"^(?!\s*<[^<>]*>\s*$)\s*\S")
"""An `Oracle:` line with text on it, not a placeholder ("<Unsupported Variant>")."""
NOT_UNDERSTOOD = "Forge's script not understood"


def incomparable(card: Card) -> str | None:
    """Why the card can't be compared at all: a script with no `Oracle:` line (an old
    one), or one that holds a placeholder in angle brackets (`Oracle:<Unsupported
    Variant>`: Unstable's variants, whose text differs by printing), leaves the parser
    nothing to read; a `Produced$` word the validator does not know (`Produced$ Special
    ...`) leaves Forge's side unknown."""
    if not any(_ORACLE_TEXT.search(face.oracle) for face in card.faces):
        return NO_ORACLE
    return NOT_UNDERSTOOD if card.unresolved else None


def classify_own(card: Card, parsed: list[FaceAbilities]) -> str:
    """The card's own mana abilities: the parser's `could_produce` against the script's."""
    ours = set(could_produce(parsed))
    if ours == card.own:
        return "agree" if ours else "no mana either way"
    why = incomparable(card)
    if why:
        return why
    issues = [issue for face in parsed for issue in face.issues]
    return "differs, with a parse issue" if issues else "differs, SILENT"


def classify(card: Card, parsed: list[FaceAbilities]) -> str:
    ours = set(leads_to(parsed))
    if ours != card.forge and (why := incomparable(card)):
        return why
    if ours == card.forge:
        return "agree" if ours else "no mana either way"
    # the types of the rows Forge keeps outside the card's script, where the script
    # shows it has the keyword or makes the token
    outside = {
        color
        for face in parsed
        for row in face.mana
        if (row.mechanism == Mechanism.KEYWORD and KEYWORD_IN_SCRIPT.search(card.script))
        or (row.source_kind == SourceKind.TOKEN and TOKEN_SCRIPT.search(card.script))
        for color in row.colors
    }
    if card.forge <= ours and ours - card.forge <= outside:
        return OUTSIDE_SCRIPT
    # a token copy of a card the script names: that card's abilities are in its own script
    named_copy = {
        color
        for face in parsed
        for row in face.mana
        if row.source_kind == SourceKind.TOKEN and NAMED_COPY.search(card.script)
        for color in row.colors
    }
    if card.forge <= ours and ours - card.forge <= outside | named_copy:
        return NAMED_CARD_COPY
    issues = [issue for face in parsed for issue in face.issues]
    return "differs, with a parse issue" if issues else "differs, SILENT"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="+", type=Path, metavar="FORGE_CARDS")
    parser.add_argument("--edition", type=Path, action="append", default=[], metavar="FILE")
    parser.add_argument(
        "--names",
        type=Path,
        action="append",
        default=[],
        metavar="FILE",
        help="keep only the cards named in FILE, one name a line (any face's name)",
    )
    parser.add_argument("--all", action="store_true", help="print agreeing cards too")
    args = parser.parse_args(argv)
    wanted = (
        edition_names(args.edition) | listed_names(args.names)
        if args.edition or args.names
        else None
    )
    cache: dict[Face, FaceAbilities] = {}
    counts: Counter[str] = Counter()
    own_counts: Counter[str] = Counter()
    shown: list[tuple[str, Card, list[FaceAbilities]]] = []
    for path in scripts(args.folders):
        card = read_script(path)
        # an edition lists a card by its front face's name, or by all its faces' names; a
        # list of names may name any face
        names = {*(f.name for f in card.faces), " // ".join(f.name for f in card.faces)}
        if wanted is not None and not names & wanted:
            continue
        parsed = []
        for face in card.faces:
            if face not in cache:
                cache[face] = parse_face(face.oracle, face.type_line, face.name)
            parsed.append(cache[face])
        kind = classify(card, parsed)
        counts[kind] += 1
        own_kind = classify_own(card, parsed)
        own_counts[own_kind] += 1
        if args.all or kind not in ("agree", "no mana either way"):
            shown.append((kind, card, parsed))
        if own_kind.startswith("differs"):
            shown.append(("own mana abilities " + own_kind, card, parsed))
    for kind, card, parsed in sorted(shown, key=lambda s: (s[0], str(s[1].path))):
        print(f"== {kind}: {card.path.name}")
        print(
            f"   leads to: Forge {ordered(card.forge)}, parser {ordered(set(leads_to(parsed)))};"
            f" own mana abilities: Forge {ordered(card.own)},"
            f" parser {ordered(set(could_produce(parsed)))}"
        )
        if card.unresolved:
            print(f"   not understood: {' '.join(sorted(card.unresolved))}")
        for face, abilities in zip(card.faces, parsed, strict=True):
            print(f"   [{face.name} | {face.type_line}] " + face.oracle.replace("\n", " / "))
            for issue in abilities.issues:
                print(f"   issue: {issue.problem}: {issue.text}")
    print(f"\n{sum(counts.values()):,} cards.")
    summary("Every type the card leads to (`leads_to`)", counts)
    summary("The card's own mana abilities (`could_produce`)", own_counts)
    return 0


def summary(title: str, counts: Counter[str]) -> None:
    makers = sum(counts.values()) - counts["no mana either way"]
    print(f"{title}: {makers:,} cards make mana by Forge's script or the parser")
    for kind, n in sorted(counts.items(), key=lambda kv: -kv[1]):
        if kind != "no mana either way":
            print(f"  {n:6,}  {kind}")


if __name__ == "__main__":
    sys.exit(main())
