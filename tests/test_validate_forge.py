"""bench/validate_forge.py reads Forge's card scripts as Forge means them.

The figures it prints (how often the parser agrees with an independent rules engine, and
every silent miss) are only as good as its reading of Forge's notation. The scripts here
are written for these tests in that notation (`Produced$`, `TokenScript$`, `K:` lines,
faces separated by `ALTERNATE`); they are not Forge's own files.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench" / "validate_forge.py"


@pytest.fixture(scope="module")
def forge() -> ModuleType:
    spec = importlib.util.spec_from_file_location("validate_forge", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["validate_forge"] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def script(tmp_path: Path, name: str, *lines: str) -> Path:
    path = tmp_path / f"{name}.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def verdicts(forge: ModuleType, path: Path) -> tuple[str, str, str, str]:
    """(leads_to verdict, own-abilities verdict, Forge's types, Forge's own types)."""
    card = forge.read_script(path)
    parsed = [forge.parse_face(f.oracle, f.type_line, f.name) for f in card.faces]
    return (
        forge.classify(card, parsed),
        forge.classify_own(card, parsed),
        forge.ordered(card.forge),
        forge.ordered(card.own),
    )


def test_a_mana_ability_the_parser_reads_alike_agrees(forge, tmp_path):
    path = script(
        tmp_path,
        "elf",
        "Name:Test Elf",
        "ManaCost:G",
        "Types:Creature Elf Druid",
        "PT:1/1",
        "A:AB$ Mana | Cost$ T | Produced$ Combo G W | SpellDescription$ Add {G} or {W}.",
        "Oracle:{T}: Add {G} or {W}.",
    )
    assert verdicts(forge, path) == ("agree", "agree", "WG", "WG")


def test_a_type_line_is_read_as_scryfall_writes_it(forge):
    assert forge.type_line("Legendary Snow Land Forest Island") == (
        "Legendary Snow Land — Forest Island"
    )
    assert forge.type_line("Instant") == "Instant"


def test_a_basic_land_type_gives_its_intrinsic_ability(forge, tmp_path):
    """CR 305.6: a Forest taps for {G} whatever its script spells out."""
    path = script(
        tmp_path,
        "grove",
        "Name:Test Grove",
        "Types:Land Forest Island",
        "Oracle:({T}: Add {G} or {U}.)\\nThis land enters tapped.",
    )
    assert verdicts(forge, path) == ("agree", "agree", "UG", "UG")


def test_a_predefined_token_counts_by_its_script_name(forge, tmp_path):
    """Forge names a Treasure by its token script; the rules' definition says what it makes."""
    path = script(
        tmp_path,
        "pirate",
        "Name:Test Pirate",
        "Types:Creature Human Pirate",
        "T:Mode$ ChangesZone | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ Make",
        "SVar:Make:DB$ Token | TokenScript$ c_a_treasure_sac",
        "Oracle:When this creature enters, create a Treasure token.",
    )
    assert verdicts(forge, path) == ("agree", "no mana either way", "WUBRG", "-")


def test_a_keyword_forge_keeps_in_its_code_is_counted_apart(forge, tmp_path):
    """Forge's script names the keyword; its mana lives in Forge's code, not the script."""
    path = script(
        tmp_path,
        "bender",
        "Name:Test Bender",
        "Types:Creature Human Monk",
        "K:Firebending:2",
        "Oracle:Firebending 2 (Whenever this creature attacks, add {R}{R}. This mana lasts "
        "until end of combat.)",
    )
    assert verdicts(forge, path)[:3] == (
        "differs only by a keyword's or token's ability (outside Forge's script)",
        "no mana either way",
        "-",
    )


def test_a_difference_without_a_parse_issue_is_called_silent(forge, tmp_path):
    """The oracle text here makes no mana, so the parser raises nothing; Forge's script
    says {B}: exactly the kind of disagreement the validator exists to show."""
    path = script(
        tmp_path,
        "odd",
        "Name:Test Oddity",
        "Types:Artifact",
        "A:AB$ Mana | Cost$ T | Produced$ B | SpellDescription$ Add {B}.",
        "Oracle:{T}: Draw a card.",
    )
    assert verdicts(forge, path)[:2] == ("differs, SILENT", "differs, SILENT")


def test_a_produced_word_it_does_not_know_is_reported(forge, tmp_path):
    path = script(
        tmp_path,
        "strange",
        "Name:Test Strange",
        "Types:Artifact",
        "A:AB$ Mana | Cost$ T | Produced$ Special_New | SpellDescription$ Add mana.",
        "Oracle:{T}: Add {C}.",
    )
    card = forge.read_script(path)
    assert card.unresolved == {"Special_New"}
    assert verdicts(forge, path)[0] == "Forge's script not understood"


def test_the_faces_of_a_two_faced_script_are_read_apart(forge, tmp_path):
    path = script(
        tmp_path,
        "pair",
        "Name:Front Test",
        "Types:Sorcery",
        "Oracle:Draw a card.",
        "ALTERNATE",
        "Name:Back Test",
        "Types:Land",
        "A:AB$ Mana | Cost$ T | Produced$ R | SpellDescription$ Add {R}.",
        "Oracle:{T}: Add {R}.",
    )
    card = forge.read_script(path)
    assert [(f.name, f.type_line) for f in card.faces] == [
        ("Front Test", "Sorcery"),
        ("Back Test", "Land"),
    ]
    assert verdicts(forge, path) == ("agree", "agree", "R", "R")


def test_an_edition_file_lists_its_cards_by_name(forge, tmp_path):
    edition = tmp_path / "Test Set.txt"
    edition.write_text(
        "[metadata]\nCode=TST\n[cards]\n1 C Test Elf @An Artist\n2 R Front Test\n[tokens]\n"
        "c_a_treasure_sac\n",
        encoding="utf-8",
    )
    assert forge.edition_names([edition]) == {"Test Elf", "Front Test"}
