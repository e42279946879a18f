"""The predefined tokens a sentence creates and who creates them (pipeline/abilities/tokens.py).

Every expectation follows from a rule the module's docstrings state or from CR 111.2 (a
token's creator owns it and controls it as it enters), 111.10 (the predefined tokens), 707.2
(a copy has the copied object's abilities), 508.1b (the defending player is the one an
attacker attacks) and docs/rules.md#mana-production. The cases were written against the
survivors of a mutation run of the module (bench/results/
mutation-tokens-sample50-seed25-session25-triage.md): each names a wording a card prints
whose answer one of them changed.
"""

from __future__ import annotations

import pytest

from pipeline.abilities import predefined_tokens
from pipeline.abilities.tokens import created_by_another_player, token_creators

_YOU, _THEY, _EITHER = (True, False), (False, True), (True, True)

# -- which predefined tokens a sentence creates (CR 111.10) ----------------------------------


@pytest.mark.parametrize(
    ("sentence", "created"),
    [
        # the kind named without "token" right after "create": created, not a kind named
        # before the creation ("Sacrifice a Treasure")
        ("When this creature enters, create two tapped Treasures.", ["Treasure"]),
        ("Whenever this creature attacks, create a Treasure.", ["Treasure"]),
        # a token named after the count ("for each", "equal to") is counted, not created
        ("At the beginning of your end step, create a 1/1 red Pirate creature token for each "
         "Treasure token you created this turn.", []),
        ("At the beginning of your end step, create a number of 1/1 red Pirate creature tokens "
         "equal to the number of Treasure tokens you created this turn.", []),
        # the copied object's kind is the copy's (707.2), but a creation after it still counts
        ("{2}, {T}: Create a token that's a copy of target Treasure token you control, then "
         "create a Food token.", ["Food"]),
        ("Create a token that's a copy of target Clue token you control and a Treasure token.",
         ["Treasure"]),
        # a token a condition after the creation names is no token made (603.4)
        ("At the beginning of your end step, create a Food token if you created a Treasure "
         "token this turn.", ["Food"]),
        ("When this creature enters, create a 1/1 red Kobold creature token unless you control "
         "a Treasure token.", []),
        ("Create a Food token, or a Clue token if you control a Treasure token.", ["Food", "Clue"]),
        ("Then create a Blood token if you control three or more Treasure tokens.", ["Blood"]),
        ("Whenever an opponent casts a spell, create a Junk token unless that player sacrifices "
         "a Treasure token.", ["Junk"]),
        # nor one a player's clause joined by "and" names
        ("When this creature enters, create a Blood token and target opponent sacrifices a "
         "Treasure token.", ["Blood"]),
        ("When this creature enters, create a Map token, and you may sacrifice a Treasure "
         "token.", ["Map"]),
        # an item joined by "or", or named by "another", is created
        ("When this creature dies, create a Food or a Treasure.", ["Food", "Treasure"]),
        ("If you do, create another Treasure.", ["Treasure"]),
        # an item after the count's words is created too
        ("Create a 1/1 red Pirate creature token for each opponent you have and a Treasure "
         "token.", ["Treasure"]),
        ("Create a Clue token and a Food token.", ["Clue", "Food"]),
        ("Create X Food tokens and that many Treasure tokens.", ["Food", "Treasure"]),
        # an item after a condition, made otherwise, is made
        ("Create a Clue token if that player controls more lands than you, or a Treasure "
         "token otherwise.", ["Clue", "Treasure"]),
        ("When this creature enters, create a Food token if you have 10 or less life, or two "
         "Treasure tokens otherwise.", ["Food", "Treasure"]),
        # a clause of its own after "and", a player's or an imperative, makes none
        ("Whenever this creature attacks, create a Blood token and defending player "
         "sacrifices a Treasure token.", ["Blood"]),
        ("Create a Blood token and that creature's controller sacrifices a Treasure token.",
         ["Blood"]),
        ("When this creature enters, create a Food token and each other player sacrifices a "
         "Treasure token.", ["Food"]),
        ("When this creature enters, create a Clue token and destroy up to one target "
         "Treasure token an opponent controls.", ["Clue"]),
        ("Create a Treasure token and you gain 1 life.", ["Treasure"]),
        # a token a condition's list names is no token made; one with a condition of its own is
        ("When this creature enters, create a Blood token if you sacrificed a Clue or a "
         "Treasure token this turn.", ["Blood"]),
        ("Create a Map token if you control a Clue, a Food, or a Treasure token.", ["Map"]),
        ("Whenever this creature attacks, create a Food token unless defending player controls "
         "an artifact and a Treasure token.", ["Food"]),
        ("At the beginning of your end step, create a Food token if you gained life this turn "
         "and a Treasure token if you lost life this turn.", ["Food", "Treasure"]),
        # more clauses of their own after "and"
        ("Create a Blood token and your opponents each sacrifice a Treasure token.", ["Blood"]),
        ("Create a Blood token and enchanted player sacrifices a Treasure token.", ["Blood"]),
        ("Create a Blood token and up to one target opponent sacrifices a Treasure token.",
         ["Blood"]),
        ("Create a Clue token and exchange control of target Treasure token an opponent controls "
         "and target artifact you control.", ["Clue"]),
        ("Create a Food token and up to two Treasure tokens.", ["Food", "Treasure"]),
        ("When this creature enters, create a Blood token and an opponent of your choice "
         "sacrifices a Treasure token.", ["Blood"]),
        ("When this creature enters, create a 1/1 white Human creature token for each opponent "
         "who controls both an untapped legendary creature and a Treasure token.", []),
        ("Create two Food tokens and the same number of Treasure tokens.", ["Food", "Treasure"]),
        ("Create a 1/1 red Pirate creature token for each opponent dealt damage this turn by a "
         "source you controlled and a Treasure token.", ["Treasure"]),
        # after a count with a clause of its own, an item made
        ("Create a 1/1 red Pirate creature token for each opponent who attacked you this turn "
         "and a Treasure token.", ["Treasure"]),
        # the count's own clause: counted, not made
        ("When this creature enters, create a 1/1 white Spirit creature token with flying for "
         "each opponent who controls both an artifact and a Treasure token.", []),
    ],
)  # fmt: skip
def test_which_predefined_tokens_a_sentence_creates(sentence, created):
    assert [t.name for t in predefined_tokens().created(sentence)] == created


# -- who creates the token a text creates last (CR 111.2) -------------------------------------


@pytest.mark.parametrize(
    ("text", "creators"),
    [
        # players listed before "each create" after a trigger's comma: only the listed
        ("When this creature enters, your opponents each create a Treasure token.", _THEY),
        # "you ... and create": yours, though a player was named in the trigger (Lotho,
        # Corrupt Shirriff); no list of players before "each"
        ("Whenever a player casts their second spell each turn, you lose 1 life and create a "
         "Treasure token.", _YOU),
        # a relative clause's list after a comma: the subject is the player it qualifies,
        # not the trigger's opponent before the comma
        ("Whenever an opponent casts a spell, each player who controls an artifact and an "
         "enchantment creates a Treasure token.", _EITHER),
        # combat damage by any creature may be dealt to you; "you control" after the
        # trigger's comma is no part of "by a creature"
        ("Whenever a player is dealt combat damage by a creature, if you control a Dragon, "
         "that player creates a Treasure token.", _EITHER),
        # combat damage by creatures you control, a hyphenated type's plural, is never to you
        ("Each player who was dealt combat damage by Assembly-Workers you control this turn "
         "creates a Treasure token.", _THEY),
        # "the chosen player" is the one chosen ("choose an opponent"), not the last named
        ("When this creature enters, choose an opponent. Each player draws a card. The chosen "
         "player creates a Treasure token.", _THEY),
        # "that player" after an opponent's upkeep or control, another player or defending
        # player: not you, though another ability named "target player" before
        ("{T}: Target player mills two cards.\nAt the beginning of each opponent's upkeep, "
         "that player creates a Treasure token.", _THEY),
        ("{T}: Target player mills two cards.\nWhenever a nontoken creature enters under an "
         "opponent's control, that player creates a Treasure token.", _THEY),
        ("{T}: Target player mills two cards.\nWhenever another player casts a spell, that "
         "player creates a Treasure token.", _THEY),
        ("{T}: Target player mills two cards.\nWhenever this creature attacks, defending "
         "player discards a card. Then that player creates a Treasure token.", _THEY),
        # an attack by creatures you control, a list of types with commas: defending player
        # is an opponent (508.1b); an attack by an opponent's: the attacking player is one
        ("Whenever a Knight, Soldier, or Warrior you control attacks, defending player "
         "creates a Treasure token.", _THEY),
        ("Whenever a Knight, Soldier, or Warrior an opponent controls attacks, the attacking "
         "player creates a Treasure token.", _THEY),
        # a quote with no closing period (Shelob, Child of Ungoliant) is masked too: the
        # text's own "create" is yours
        # "that player" after "the attacking player" is the attacking player, who may be you
        # where any creature's attack triggers it (508.1a)
        ("Whenever one or more creatures attack, the attacking player may pay {1}. If they "
         "do, that player creates a Treasure token.", _EITHER),
        ("Whenever one or more creatures attack you, the attacking player may pay {1}. If "
         "they do, that player creates a Treasure token.", _THEY),
        # an intervening "if" that denies the attack at you leaves you among the attackers
        ("Whenever one or more creatures attack, if none of them are attacking you, the "
         "attacking player creates a Treasure token.", _EITHER),
        ("Whenever one or more creatures attack, if any of them are attacking you, the "
         "attacking player creates a Treasure token.", _THEY),
        # players by what they did in the step before: some of those it named
        ("When this creature enters, each opponent discards a card. Each player who "
         "discarded a creature card this way creates a Treasure token.", _THEY),
        ("When this creature enters, each player discards a card. Each player who discarded "
         "a creature card this way creates a Treasure token.", _EITHER),
        ("Whenever another creature dealt damage this turn by a Spider you controlled dies, "
         "create a token that's a copy of that creature, except it's a Food artifact with "
         '"{2}, {T}, Sacrifice this artifact: You gain 3 life," and it loses all other card '
         "types.", _YOU),
        # the player an Aura enchants: an opponent by "Enchant opponent" (303.4a), else
        # maybe you; "that player" after "enchanted player's upkeep" alike
        ("Enchant opponent\nAt the beginning of your upkeep, enchanted player creates a "
         "Treasure token.", _THEY),
        ("Enchant player\nAt the beginning of your upkeep, enchanted player creates a "
         "Treasure token.", _EITHER),
        ("Enchant player\nAt the beginning of enchanted player's upkeep, that player creates "
         "a Treasure token.", _EITHER),
        ("Enchant opponent\nAt the beginning of enchanted player's upkeep, that player "
         "creates a Treasure token.", _THEY),
        # the monarch where an intervening "if" says it is not you (603.4)
        ("At the beginning of your end step, if you aren't the monarch, the monarch creates a "
         "Treasure token.", _THEY),
        ("{2}, {T}: If you're not the monarch, the monarch creates a Treasure token.", _THEY),
        # unless you became the monarch since (608.2c)
        ("At the beginning of your end step, if you aren't the monarch, you become the "
         "monarch. Then the monarch creates a Treasure token.", _EITHER),
        # the player attacking a player the text names: anyone else, you too
        ("Enchant opponent\nWhenever enchanted player is attacked, the attacking player "
         "creates a Treasure token.", _EITHER),
        ("Whenever a player other than you is attacked, the attacking player creates a "
         "Treasure token.", _EITHER),
        # not where the attackers are another player's (508.1b)
        ("Whenever an opponent is attacked by one or more creatures you don't control, the "
         "attacking player creates a Treasure token.", _THEY),
        ("Whenever an opponent is attacked, if none of the attacking creatures are yours, the "
         "attacking player creates a Treasure token.", _THEY),
    ],
)  # fmt: skip
def test_who_may_create_the_token_a_text_creates_last(text, creators):
    found = token_creators(text)
    assert (found.you, found.another) == creators
    assert created_by_another_player(text) is (creators == _THEY)


# -- session 26: the survivors of mutation-tokens-sample50-seed25-session25-after ------------


def _creators(text):
    found = token_creators(text)
    return found.you, found.another


def test_a_line_of_the_text_starts_a_clause():
    # a modal's first mode is on the line after "Choose one ... —", in the same sentence: its
    # subject starts at the bullet, not at "Choose one that ..." (whose relative clause would
    # hide the opponent)
    text = (
        "Choose one that hasn't been chosen —\n• Each opponent creates a Treasure token.\n"
        "• Draw a card."
    )
    assert _creators(text) == _THEY


def test_starting_with_you_orders_the_players_and_ends_no_subject():
    # "starting with you," is cut out alone: the subject after it is still "each player",
    # you among them (the order players act in names no creator)
    text = "When this creature enters, starting with you, each player may create a Treasure token."
    assert _creators(text) == _EITHER


@pytest.mark.parametrize(
    "text",
    [
        # creatures an opponent controls attack you or another opponent: defending player
        # may be you (508.1b); "two or more" is no determiner of the "Whenever" form
        "Whenever two or more creatures your opponents control attack, defending player "
        "creates a Treasure token.",
        # a hyphenated word in the attacker's words ("face-down", "non-Human"): any
        # player's creature, so defending player may be you
        "Whenever a face-down creature attacks, defending player creates a Treasure token.",
        "Whenever a non-Human creature attacks, defending player creates a Treasure token.",
    ],
)
def test_defending_player_of_an_attack_another_player_may_make_may_be_you(text):
    assert _creators(text) == _EITHER
    assert created_by_another_player(text) is False


def test_combat_damage_by_creatures_only_your_auras_enchant_may_be_dealt_to_you():
    # a creature enchanted by your Aura may be another player's (301.5d, 303.4e) and deal
    # combat damage to you: "Auras you control" after the second "by" is no creature of yours
    text = (
        "Each player who was dealt combat damage this turn by creatures enchanted by Auras "
        "you control creates a Treasure token."
    )
    assert _creators(text) == _EITHER


@pytest.mark.parametrize(
    "text",
    [
        "Whenever an opponent becomes the monarch, each player creates a Treasure token.",
        "At the beginning of your upkeep, if an opponent is the monarch, each player creates a "
        "Treasure token.",
    ],
)
def test_only_the_monarch_is_the_player_an_event_makes_the_monarch(text):
    # "each player" after "an opponent becomes/is the monarch" is each player, you among them;
    # only the subject "the monarch" stands for that opponent
    assert _creators(text) == _EITHER


def test_they_stands_for_you_and_another_over_a_sentence_that_says_they_again():
    # "Then they each lose 1 life." names no new players: the last "they" is still you and
    # target opponent (the sentence starts with a lowercase "they" once "Then " is cut)
    text = (
        "You and target opponent each draw a card. Then they each lose 1 life. Then they each "
        "create a Treasure token."
    )
    assert _creators(text) == _EITHER


# -- session 26: the survivors of mutation-tokens-sample50-seed26-session26 ------------------


def _made(sentence):
    return [t.name for t in predefined_tokens().created(sentence)]


@pytest.mark.parametrize(
    ("sentence", "created"),
    [
        # ", where X is ..." begins the count: a token named after it is counted, not made
        ("Create X Food tokens, where X is the number of Treasure tokens you control.", ["Food"]),
        ("When this creature enters, create X 1/1 red Pirate creature tokens, where X is the "
         "number of Treasure tokens you control.", []),
    ],
)  # fmt: skip
def test_where_x_is_begins_the_count(sentence, created):
    assert _made(sentence) == created


@pytest.mark.parametrize(
    "sentence",
    [
        # a hyphenated word in the count's own item ("a face-down creature", "an
        # Assembly-Worker") keeps the item listed: the Treasure after "and" is counted
        "When this creature enters, create a 1/1 white Spirit creature token with flying for "
        "each opponent who controls both a face-down creature and a Treasure token.",
        "When this creature enters, create a 1/1 white Spirit creature token with flying for "
        "each opponent who controls both an Assembly-Worker and a Treasure token.",
    ],
)
def test_a_hyphenated_item_of_the_counts_own_list_is_still_listed(sentence):
    assert _made(sentence) == []


@pytest.mark.parametrize(
    "sentence",
    [
        # a quoted ability is read on its own (face.py) and may hold several sentences: a
        # token the next sentence names ("You may sacrifice a Treasure token.") is no token made
        "When this creature dies, create a Food token. You may sacrifice a Treasure token. If "
        "you do, draw a card.",
        # "equal to" inside the count's words ("for each creature ... with power equal to its
        # toughness") ends no count: the item after "and" is made, as after one count word
        "When this creature enters, create a 1/1 green Squirrel creature token for each "
        "creature you control with power equal to its toughness and a Food token.",
    ],
)
def test_the_food_token_is_made_and_no_token_named_after_it(sentence):
    assert _made(sentence) == ["Food"]


@pytest.mark.parametrize(
    "text",
    [
        # only the subject "the monarch" stands for the player the event names; "up to one
        # target player" and "the player with the most life" may be you (115.1, 111.2)
        "Whenever an opponent becomes the monarch, up to one target player creates a Treasure "
        "token.",
        "At the beginning of your end step, if an opponent is the monarch, the player with the "
        "most life creates a Treasure token.",
    ],
)
def test_a_subject_other_than_the_monarch_is_not_the_new_monarch(text):
    assert _creators(text) == _EITHER
    assert created_by_another_player(text) is False


@pytest.mark.parametrize(
    ("sentence", "created"),
    [
        # the count's own list of what its players control or have: counted
        ("Create a 1/1 white Spirit creature token with flying for each opponent who controls "
         "an artifact, a creature, and a Treasure token.", []),
        ("Create a 1/1 white Spirit creature token with flying for each opponent who controls "
         "a creature with power 4 or greater and a Treasure token.", []),
        # an item after a count that lists nothing, or set apart by a comma: made
        ("Create a 1/1 white Soldier creature token for each opponent who has more cards in "
         "hand than you and a Treasure token.", ["Treasure"]),
        ("Create a 1/1 red Devil creature token for each opponent who has a poison counter, "
         "and a Treasure token.", ["Treasure"]),
        ("Create a 1/1 green Elf Warrior creature token for each creature you control that's "
         "both an Elf and a Warrior, and a Treasure token.", ["Treasure"]),
        ("Create a Map token for each opponent you have and the same number of Treasure "
         "tokens.", ["Map", "Treasure"]),
        # what an object has is no list of the count's players: the item after it is made
        ("Create a 1/1 green Squirrel creature token for each creature you control that has a "
         "+1/+1 counter on it and a Treasure token.", ["Treasure"]),
        # an item named without "token", and one after a copy's count
        ("Create a 1/1 red Pirate creature token for each opponent you have and a Treasure.",
         ["Treasure"]),
        ("Create a token that's a copy of target artifact you control for each opponent you "
         "have and the same number of Treasure tokens.", ["Treasure"]),
        # a player controls a token (111.2): "who has an empty hand and a Treasure token"
        # lists nothing the players have, the Treasure is made
        ("Create a 1/1 white Spirit creature token for each opponent who has an empty hand and "
         "a Treasure token.", ["Treasure"]),
    ],
)  # fmt: skip
def test_an_item_after_a_count_is_made_unless_the_count_lists_it(sentence, created):
    """A token after a count's words is counted when it is an item of what the count's players
    control or have, else made (docs/rules.md, predefined tokens)."""
    assert [t.name for t in predefined_tokens().created(sentence)] == created


def test_players_who_did_something_this_way_are_among_those_named_across_a_list():
    # a list of what they did, commas and all, before "this way"
    found = token_creators(
        "When this creature enters, each opponent discards a card. Each player who discarded "
        "an artifact card, a creature card, or a land card this way creates a Treasure token."
    )
    assert (found.you, found.another) == _THEY


# -- session 26: the survivors of mutation-tokens-sample50-seed26-session26-after ------------


@pytest.mark.parametrize(
    ("sentence", "created"),
    [
        # ", then" begins the next effect: the Treasure sacrificed after it is no token made
        ("When this creature enters, create a Food token, then you may sacrifice a Treasure "
         "token.", ["Food"]),
        # "and any opponent ..." is a clause of its own, a player's: the Treasure it names is
        # sacrificed, not made
        ("When this creature enters, create a Clue token and any opponent may sacrifice a "
         "Treasure token.", ["Clue"]),
    ],
)  # fmt: skip
def test_the_next_effect_after_a_creation_makes_no_token(sentence, created):
    assert [t.name for t in predefined_tokens().created(sentence)] == created


def test_a_delayed_whenever_in_lowercase_is_an_attack_another_player_may_make():
    # "until end of turn, whenever a creature attacks": any player's creature, so defending
    # player may be you (508.1b), as after a capitalized "Whenever"
    text = (
        "{1}{R}: Until end of turn, whenever a creature attacks, defending player creates a "
        "Treasure token."
    )
    assert _creators(text) == _EITHER
    assert created_by_another_player(text) is False


def test_the_attacking_player_of_a_hyphenated_attacker_may_be_you():
    # "Whenever a non-Human creature attacks": any player's creature, yours too, so the
    # attacking player may be you (508.1a), not only another player
    text = "Whenever a non-Human creature attacks, the attacking player creates a Blood token."
    assert _creators(text) == _EITHER
    assert created_by_another_player(text) is False


def test_players_who_did_something_this_way_after_a_step_that_names_no_player_may_be_you():
    # "destroy all creatures" names no player: any player may have controlled one (111.2)
    found = token_creators(
        "When this creature enters, destroy all creatures. Each player who controlled a "
        "creature destroyed this way creates a Treasure token."
    )
    assert (found.you, found.another) == _EITHER
