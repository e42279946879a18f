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
    # both verdicts: the script's own ability is unknown too, not a silent difference
    assert verdicts(forge, path)[:2] == (
        "Forge's script not understood",
        "Forge's script not understood",
    )


def test_a_script_without_oracle_text_is_not_compared(forge, tmp_path):
    """Old scripts have no `Oracle:` line: the parser has no text to read, which is no
    silent miss of the parser's."""
    path = script(
        tmp_path,
        "bivouac",
        "Name:Test Bivouac",
        "Types:Land",
        "A:AB$ Mana | Cost$ T | Produced$ G | SpellDescription$ Add {G} to your mana pool.",
    )
    assert verdicts(forge, path)[:2] == (
        "Forge's script has no Oracle text",
        "Forge's script has no Oracle text",
    )


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # Jack-in-the-Mox: a die roll's results (`ResultSubAbilities$`) are the ability's;
        # `Produced$ C | Amount$ 0` marks it a mana ability and makes no mana
        (["A:AB$ RollDice | Cost$ T | ResultSubAbilities$ 1:AddW | SubAbility$ Add0 | "
          "SpellDescription$ Roll a six-sided die. This ability has the indicated effect.",
          "SVar:AddW:DB$ Mana | Produced$ W | SpellDescription$ 2 — Add {W}.",
          "SVar:Add0:DB$ Mana | Produced$ C | Amount$ 0",
          "Oracle:{T}: Roll a six-sided die. This ability has the indicated effect.\\n"
          "1 — Sacrifice this artifact.\\n2 — Add {W}."],
         ("agree", "agree", "W", "W")),
        # Mana Screw: `WinSubAbility$` runs the mana effect when the coin flip is won
        (["A:AB$ FlipACoin | Cost$ 1 | WinSubAbility$ DBMana | SubAbility$ DBAdd0 | "
          "SpellDescription$ Flip a coin. If you win the flip, add {C}{C}.",
          "SVar:DBMana:DB$ Mana | Produced$ C | Amount$ 2",
          "SVar:DBAdd0:DB$ Mana | Produced$ C | Amount$ 0",
          "Oracle:{1}: Flip a coin. If you win the flip, add {C}{C}."],
         ("agree", "agree", "C", "C")),
    ],
)  # fmt: skip
def test_the_mana_a_roll_or_a_flip_adds_is_the_abilitys(forge, tmp_path, lines, expected):
    """Forge runs a die roll's results and a coin flip's outcomes as sub-abilities; the
    ability is a mana ability of the card's, as its text says (CR 605.1a)."""
    path = script(tmp_path, "chance", "Name:Test Chance", "Types:Artifact", *lines)
    assert verdicts(forge, path) == expected


def test_mana_drained_from_another_player_is_any_type(forge, tmp_path):
    """Drain Power: "you add the mana lost this way" is mana of whatever types the other
    player had, `DB$ DrainMana` in Forge's notation."""
    path = script(
        tmp_path,
        "drain",
        "Name:Test Drain",
        "Types:Sorcery",
        "A:SP$ ActivateAbility | ValidTgts$ Player | Type$ Land | ManaAbility$ True | "
        "SubAbility$ DBDrainMana | SpellDescription$ Target player activates a mana ability "
        "of each land they control. Then that player loses all unspent mana and you add the "
        "mana lost this way.",
        "SVar:DBDrainMana:DB$ DrainMana | Defined$ Targeted | DrainMana$ True",
        "Oracle:Target player activates a mana ability of each land they control. Then that "
        "player loses all unspent mana and you add the mana lost this way.",
    )
    assert verdicts(forge, path)[:3] == ("agree", "no mana either way", "WUBRGC")


def test_mana_only_emptied_from_a_pool_is_no_mana(forge, tmp_path):
    """Pygmy Hippo's `DrainMana` has no `DrainMana$ True`: the other player's mana is only
    emptied; what it adds is its delayed trigger's {C}."""
    path = script(
        tmp_path,
        "hippo",
        "Name:Test Hippo",
        "Types:Creature Hippo",
        "T:Mode$ AttackerUnblocked | ValidCard$ Card.Self | Execute$ TrigDrain | "
        "TriggerDescription$ Whenever CARDNAME attacks and isn't blocked, ...",
        "SVar:TrigDrain:DB$ DrainMana | Defined$ DefendingPlayer | SubAbility$ DBDelTrig | "
        "RememberDrainedMana$ True",
        "SVar:DBDelTrig:DB$ DelayedTrigger | Mode$ Phase | Phase$ Main2 | Execute$ TrigAddMana",
        "SVar:TrigAddMana:DB$ Mana | Produced$ C | Amount$ X",
        "Oracle:Whenever this creature attacks and isn't blocked, defending player loses all "
        "unspent mana. At the beginning of your next main phase this turn, you add an amount "
        "of {C} equal to the amount of mana that player lost this way.",
    )
    assert verdicts(forge, path)[2] == "C"


def test_a_script_whose_oracle_text_is_a_placeholder_is_not_compared(forge, tmp_path):
    """Forge writes `<Unsupported Variant>` for a card whose text differs by printing
    (Unstable's Everythingamajig): no text for the parser either."""
    path = script(
        tmp_path,
        "variant",
        "Name:Test Variant",
        "Types:Artifact",
        "A:AB$ Mana | Cost$ T | Produced$ C | SpellDescription$ Add {C}.",
        "Oracle:<Unsupported Variant>",
    )
    assert verdicts(forge, path)[:2] == (
        "Forge's script has no Oracle text",
        "Forge's script has no Oracle text",
    )


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


def test_mana_added_by_a_sub_ability_is_the_abilitys_own(forge, tmp_path):
    """Forge splits one ability into links: `SubAbility$` names an SVar that runs next."""
    path = script(
        tmp_path,
        "tender",
        "Name:Test Tender",
        "Types:Creature Elf Druid",
        "A:AB$ Mana | Cost$ T | Produced$ W | SubAbility$ DBManaU | SpellDescription$ Add.",
        "SVar:DBManaU:DB$ Mana | Produced$ U | SubAbility$ DBManaG",
        "SVar:DBManaG:DB$ Mana | Produced$ G",
        "Oracle:{T}: Add {W}{U}{G}.",
    )
    assert verdicts(forge, path) == ("agree", "agree", "WUG", "WUG")


def test_an_ability_whose_sub_ability_adds_mana_is_a_mana_ability(forge, tmp_path):
    """CR 605.1a: an ability that reveals, then adds mana, is a mana ability, though
    Forge's script gives its first link another API (`AB$ Reveal`)."""
    path = script(
        tmp_path,
        "seer",
        "Name:Test Seer",
        "Types:Creature Giant Shaman",
        "A:AB$ Reveal | Cost$ T | Defined$ You | SubAbility$ DBMana | SpellDescription$ Add.",
        "SVar:DBMana:DB$ Mana | Produced$ C | Amount$ 2",
        "Oracle:{T}: Reveal the top card of your library. Add {C}{C}.",
    )
    assert verdicts(forge, path) == ("agree", "agree", "C", "C")


def test_a_chain_of_sub_abilities_that_loops_is_read_once(forge):
    svars = {"One": "DB$ Mana | Produced$ R | SubAbility$ Two", "Two": "DB$ Draw | SubAbility$ One"}
    assert forge.ability_chain("AB$ Mill | SubAbility$ One", svars) == [
        "AB$ Mill | SubAbility$ One",
        svars["One"],
        svars["Two"],
    ]


def test_an_ability_with_a_target_is_not_a_mana_ability(forge, tmp_path):
    """CR 605.1a: "Target player adds" mana leads to mana, but not by a mana ability."""
    path = script(
        tmp_path,
        "idol",
        "Name:Test Idol",
        "Types:Artifact",
        "A:AB$ Mana | Cost$ T | Defined$ Targeted | ValidTgts$ Player | Produced$ Any"
        " | SpellDescription$ Target player adds one mana of any color.",
        "Oracle:{T}: Target player adds one mana of any color.",
    )
    assert verdicts(forge, path) == ("agree", "no mana either way", "WUBRG", "-")


def test_a_token_copy_of_a_named_card_is_counted_apart(forge, tmp_path):
    """Forge's script names the card the token copies; that card's abilities are in its
    own script, as the reminder text the parser reads says."""
    path = script(
        tmp_path,
        "explorer",
        "Name:Test Explorer",
        "Types:Creature Shapeshifter",
        "T:Mode$ ChangesZone | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ Copy",
        "SVar:Copy:DB$ CopyPermanent | DefinedName$ Test Vault | TokenTapped$ True",
        "Oracle:When this creature enters, create a tapped Test Vault token. (It's a land with"
        ' "{T}: Add {C}.")',
    )
    assert verdicts(forge, path) == (
        "differs only by a token copy of a named card (outside Forge's script)",
        "no mana either way",
        "-",
        "-",
    )


def test_a_basic_land_type_given_to_other_lands_gives_its_ability(forge, tmp_path):
    """CR 305.7: a land that becomes an Island has "{T}: Add {U}"; not the card's own."""
    path = script(
        tmp_path,
        "harbinger",
        "Name:Test Harbinger",
        "Types:Creature Merfolk Wizard",
        "S:Mode$ Continuous | Affected$ Land.nonBasic | AddType$ Island | RemoveLandTypes$ True"
        " | Description$ Nonbasic lands are Islands.",
        "Oracle:Nonbasic lands are Islands.",
    )
    assert verdicts(forge, path) == ("agree", "no mana either way", "U", "-")


@pytest.mark.parametrize(
    ("choice", "forge_types"),
    [("Basic Land", ("WUBRG", "WUBRG")), ("Creature", ("-", "-"))],
)
def test_a_chosen_type_given_to_the_card_itself_is_read_by_the_choice(
    forge, tmp_path, choice, forge_types
):
    """`ChosenType` is a basic land type only where the script chooses a land type."""
    path = script(
        tmp_path,
        "passage",
        "Name:Test Passage",
        "Types:Land",
        "R:Event$ Moved | ValidCard$ Card.Self | Destination$ Battlefield | ReplaceWith$ Choose",
        f"SVar:Choose:DB$ ChooseType | ETB$ True | Type$ {choice}",
        "S:Mode$ Continuous | Affected$ Card.Self | AddType$ ChosenType | RemoveLandTypes$ True",
        "Oracle:As this land enters, choose a type.\\nThis land is the chosen type.",
    )
    card = forge.read_script(path)
    assert (forge.ordered(card.forge), forge.ordered(card.own)) == forge_types


def test_every_basic_land_type_given_to_a_group(forge, tmp_path):
    """`AllBasicLandType` gives all five (CR 305.7), to lands the card remembers."""
    path = script(
        tmp_path,
        "bending",
        "Name:Test Bending",
        "Types:Instant",
        "A:SP$ Effect | StaticAbilities$ Grant | RememberObjects$ Valid Land.YouCtrl",
        "SVar:Grant:Mode$ Continuous | Affected$ Permanent.IsRemembered"
        " | AddType$ AllBasicLandType",
        "Oracle:Lands you control gain all basic land types until end of turn.",
    )
    card = forge.read_script(path)
    assert (forge.ordered(card.forge), forge.ordered(card.own)) == ("WUBRG", "-")


def test_a_replacement_of_mana_production_names_its_types(forge, tmp_path):
    """CR 106.12b: `Event$ ProduceMana` replaced by a `ReplaceMana` of a type leads to it,
    as the parser's replacement rows do; a color word is its symbol."""
    path = script(
        tmp_path,
        "darkness",
        "Name:Test Darkness",
        "Types:Enchantment",
        "R:Event$ ProduceMana | ActiveZones$ Battlefield | ValidCard$ Land | ReplaceWith$ ToB",
        "SVar:ToB:DB$ ReplaceMana | ReplaceType$ Black",
        "Oracle:If a land is tapped for mana, it produces {B} instead of any other type.",
    )
    assert verdicts(forge, path) == ("agree", "no mana either way", "B", "-")


def test_a_replacement_of_another_event_is_not_read(forge, tmp_path):
    """Mana emptying (CR 500.4) is no production: "that mana becomes red" is not read."""
    path = script(
        tmp_path,
        "phoenix",
        "Name:Test Phoenix",
        "Types:Creature Human Noble",
        "R:Event$ LoseMana | ValidPlayer$ You | ReplaceWith$ ToRed",
        "SVar:ToRed:DB$ ReplaceMana | ReplaceType$ Red",
        "Oracle:If you would lose unspent mana, that mana becomes red instead.",
    )
    assert forge.ordered(forge.read_script(path).forge) == "-"


def test_an_ability_activated_from_the_hand_is_not_the_permanents(forge, tmp_path):
    """CR 113.6m: `ActivationZone$ Hand` works only from the hand: it leads to mana, but is
    no mana ability of the permanent (`could_produce`)."""
    path = script(
        tmp_path,
        "guide",
        "Name:Test Guide",
        "Types:Creature Elf Spirit",
        "A:AB$ Mana | Cost$ ExileFromHand<1/CARDNAME> | ActivationZone$ Hand | Produced$ G"
        " | SpellDescription$ Add {G}.",
        "Oracle:Exile this card from your hand: Add {G}.",
    )
    assert verdicts(forge, path) == ("agree", "no mana either way", "G", "-")


@pytest.mark.parametrize(
    ("affected", "own"),
    [
        ("Creature.YouCtrl", "G"),  # the card is a creature it controls (613.1f)
        ("Card.Druid+YouCtrl", "G"),  # one of its subtypes
        ("Creature.YouCtrl+HasCounters", "G"),  # a state, taken as met as the parser takes it
        ("Creature.Other+YouCtrl", "-"),  # not the card
        ("Card.Goblin+YouCtrl", "-"),  # a type it lacks
        ("Creature.Green+YouCtrl", "-"),  # a quality its type line can't tell
    ],
)
def test_an_ability_granted_to_a_group_the_card_is_in_is_its_own(forge, tmp_path, affected, own):
    path = script(
        tmp_path,
        "hierophants",
        "Name:Test Hierophants",
        "Types:Creature Human Druid",
        f"S:Mode$ Continuous | Affected$ {affected} | AddAbility$ Mana"
        " | Description$ Creatures you control have {T}: Add {G}.",
        "SVar:Mana:AB$ Mana | Cost$ T | Produced$ G | SpellDescription$ Add {G}.",
        'Oracle:Creatures you control have "{T}: Add {G}."',
    )
    assert forge.ordered(forge.read_script(path).own) == own


def test_a_land_type_granted_to_a_group_the_card_is_in_is_its_own(forge, tmp_path):
    """Ashaya: "Nontoken creatures you control are Forest lands": the card is one."""
    path = script(
        tmp_path,
        "ashaya",
        "Name:Test Ashaya",
        "Types:Legendary Creature Elemental",
        "S:Mode$ Continuous | Affected$ Creature.nonToken+YouCtrl | AddType$ Forest & Land",
        "Oracle:Nontoken creatures you control are Forest lands in addition to their other types.",
    )
    assert verdicts(forge, path) == ("agree", "agree", "G", "G")


def test_mana_a_keywords_cost_adds(forge, tmp_path):
    """Braid of Fire: "Cumulative upkeep—Add {R}" (`AddMana<1/R>`) leads to {R}; paying a
    cost is no mana ability."""
    path = script(
        tmp_path,
        "braid",
        "Name:Test Braid",
        "Types:Enchantment",
        "K:Cumulative upkeep:AddMana<1/R>:Add {R}.",
        "Oracle:Cumulative upkeep—Add {R}.",
    )
    card = forge.read_script(path)
    assert (forge.ordered(card.forge), forge.ordered(card.own)) == ("R", "-")


def test_an_edition_without_collector_numbers_lists_its_cards(forge, tmp_path):
    """Older edition files write "C AEther Burst": rarity and name, the script's "Aether"."""
    edition = tmp_path / "ody.txt"
    edition.write_text(
        "[metadata]\nCode=ODY\n[cards]\nC AEther Burst\nR Mirari\n12 U Test Card @A\n"
    )
    assert forge.edition_names([edition]) == {"Aether Burst", "Mirari", "Test Card"}


def test_the_second_chosen_land_type_is_every_one(forge, tmp_path):
    """`ChosenType2`, after two basic land types are chosen, is any of the five (305.7)."""
    path = script(
        tmp_path,
        "terrain",
        "Name:Test Terrain",
        "Types:Enchantment",
        "K:ETBReplacement:Other:ChooseTwo",
        "SVar:ChooseTwo:DB$ ChooseType | Type$ Basic Land | SubAbility$ ChooseSecond",
        "S:Mode$ Continuous | Affected$ Land.Basic+ChosenType | AddType$ ChosenType2",
        "Oracle:As this enchantment enters, choose two basic land types.\\nBasic lands of the "
        "first chosen type are the second chosen type.",
    )
    assert verdicts(forge, path) == ("agree", "no mana either way", "WUBRG", "-")


def test_a_number_an_older_script_produces_is_colorless(forge, tmp_path):
    """Older scripts write generic mana as a number (`Produced$ 1`): colorless (CR 106.1b)."""
    path = script(
        tmp_path,
        "ring",
        "Name:Test Ring",
        "Types:Artifact",
        "A:AB$ Mana | Cost$ T | Produced$ 2 | SpellDescription$ Add {C}{C}.",
        "Oracle:{T}: Add {C}{C}.",
    )
    assert verdicts(forge, path) == ("agree", "agree", "C", "C")


def test_an_ability_an_effect_gives_the_card_itself_is_its_own(forge, tmp_path):
    """A Saga chapter's "this Saga gains "{T}: Add {C}."" (`Animate | Defined$ Self |
    Abilities$`): the card's own mana ability from then on (613.1f)."""
    path = script(
        tmp_path,
        "saga",
        "Name:Test Saga",
        "Types:Enchantment Land Saga",
        "K:Chapter:1:Animate1",
        "SVar:Animate1:DB$ Animate | Defined$ Self | Abilities$ ABMana | Duration$ Permanent",
        "SVar:ABMana:AB$ Mana | Cost$ T | Produced$ C | SpellDescription$ Add {C}.",
        "Oracle:(As this Saga enters and after your draw step, add a lore counter.)\\nI — This "
        'Saga gains "{T}: Add {C}."',
    )
    assert verdicts(forge, path) == ("agree", "agree", "C", "C")


def test_a_replacement_and_a_grant_to_the_card_in_one_script(forge, tmp_path):
    """Both read from one script: the replacement's types, and the grant's by the card's
    own type line (read once per face, whatever lines come between)."""
    path = script(
        tmp_path,
        "both",
        "Name:Test Both",
        "Types:Creature Human Druid",
        "R:Event$ ProduceMana | ActiveZones$ Battlefield | ValidCard$ Land | ReplaceWith$ ToB",
        "SVar:ToB:DB$ ReplaceMana | ReplaceType$ B",
        "S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddAbility$ Mana",
        "SVar:Mana:AB$ Mana | Cost$ T | Produced$ G | SpellDescription$ Add {G}.",
        "Oracle:If a land is tapped for mana, it produces {B} instead of any other type.\\n"
        'Creatures you control have "{T}: Add {G}."',
    )
    card = forge.read_script(path)
    assert (forge.ordered(card.forge), forge.ordered(card.own)) == ("BG", "G")


def test_a_list_of_names_keeps_the_cards_it_names_by_any_face(forge, tmp_path, capsys):
    """`--names FILE`: a card named by its back face alone (Adanto, the First Fort of Legion's
    Landing) is kept; a card the file does not name is not compared."""
    folder = tmp_path / "scripts"
    folder.mkdir()
    script(folder, "elf", "Name:Test Elf", "Types:Creature Elf", "Oracle:{T}: Add {G}.")
    script(
        folder,
        "landing",
        "Name:Test Landing",
        "Types:Enchantment",
        "Oracle:Draw a card.",
        "ALTERNATE",
        "Name:Test Fort",
        "Types:Land",
        "A:AB$ Mana | Cost$ T | Produced$ W | SpellDescription$ Add {W}.",
        "Oracle:{T}: Add {W}.",
    )
    names = tmp_path / "names.txt"
    names.write_text("# a comment\n\nTest Fort\n", encoding="utf-8")
    assert forge.listed_names([names]) == {"Test Fort"}
    forge.main([str(folder), "--names", str(names)])
    assert "1 cards." in capsys.readouterr().out


def test_each_color_among_some_objects_is_any_color(forge, tmp_path):
    """Faeburrow Elder's script: `Produced$ Special EachColorAmong_Valid Permanent.YouCtrl`,
    one mana of each color among permanents you control, any of the five."""
    path = script(
        tmp_path,
        "faeburrow_elder",
        "Name:Faeburrow Elder",
        "Types:Creature Treefolk Druid",
        "A:AB$ Mana | Cost$ T | Produced$ Special EachColorAmong_Valid Permanent.YouCtrl"
        " | SpellDescription$ Add mana.",
        "Oracle:Vigilance\\nFaeburrow Elder gets +1/+1 for each color among permanents you"
        " control.\\n{T}: For each color among permanents you control, add one mana of that"
        " color.",
    )
    card = forge.read_script(path)
    assert card.unresolved == set()
    assert verdicts(forge, path)[:2] == ("agree", "agree")
