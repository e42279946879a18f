"""Stage 1: oracle text into paragraphs, with reminder text and quoted abilities set apart.

Reminder text (in parentheses, CR 207.2) is not the card's own text, but it is not noise
either: after a keyword it restates the keyword's rule (702), after a token it shows the
token's abilities (111.10), and a land's reminder shows its basic land types' abilities
(305.6). So each reminder is kept with the own text that comes before it, which tells
whose ability it describes. Quoted abilities (113.1a) are masked in the own text, so a
colon or an "add" inside a quote is never read as the card's own ability.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

REMINDER = re.compile(r"\s*\(([^()]*)\)")
"""Reminder text: a parenthesized aside (CR 207.2)."""

QUOTED = re.compile(r'"([^"]*)"')
"""A quoted ability the card gives to a token or to another object (CR 113.1a)."""

QUOTED_ANY = re.compile(r'"([^"]*)"|(?<![\w])\'([^\']*)\'(?![\w])')
"""A quoted ability in double or single quotes (reminder text may use either)."""

NEXT_QUOTE_IN_LIST = re.compile(r'"(?:,|,? and|,? or)? $')
"""The text between two quoted abilities of one list, which one holder has: '"..." and
"..."', '"...," "...," and "..."' (the list's commas inside the quotes)."""
NESTED_QUOTED = re.compile(r"(?:^|[\s(])'(?=[{A-Z+−0-9])(.+)'(?=[.,]?$|[.,]?\s)")
"""A quoted ability inside a quoted ability, in single quotes (Roar of the Fifth People)."""

_TYPOGRAPHIC = str.maketrans({"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'"})
_ANY_TYPOGRAPHIC = re.compile("[\u201c\u201d\u2018\u2019]")

MASK = "\u2026"  # what replaces a quoted ability in the text of the card's own ability
_MASKED = re.compile(f'"{MASK}"')

_SENTENCE = re.compile(r"[^.]+(?:\.|$)")

SELF_NOUNS = (
    "creature", "artifact", "land", "permanent", "enchantment", "Vehicle", "Saga", "card", "token",
)  # fmt: skip
"""What current text calls the object itself after "this" ("this creature", CR 201.4b),
whatever its types: a Vehicle is "this creature" when it attacks. An object is also "this"
any of its own card types and subtypes ("this Equipment", "this Spacecraft"; `self_nouns`)."""


@dataclass(frozen=True)
class Reminder:
    """One reminder text and the paragraph's own text before it (reminders removed)."""

    text: str
    before: str


@dataclass(frozen=True)
class Paragraph:
    """One paragraph (line) of oracle text, with any lines after it that continue its
    sentence (`_lines`); `index` is its first line's.

    `own` is the card's own text, reminder text removed; `masked` is `own` with quoted
    abilities replaced by ``"…"``, which are in `quotes`; `reminders` keeps each removed
    reminder with the own text before it.
    """

    index: int
    text: str
    own: str
    masked: str
    quotes: tuple[str, ...]
    reminders: tuple[Reminder, ...]

    def unmask(self, text: str) -> str:
        """Put the quoted abilities back into a piece of `masked` that starts it."""
        for quote in self.quotes:
            text = text.replace(f'"{MASK}"', f'"{quote}"', 1)
        return text

    def unmask_piece(self, piece: str) -> str:
        """Put the quoted abilities back into a piece of `masked` wherever it stands: the
        quotes before it are not its own."""
        before = self.masked[: max(self.masked.find(piece), 0)]
        for quote in self.quotes[before.count(f'"{MASK}"') :]:
            piece = piece.replace(f'"{MASK}"', f'"{quote}"', 1)
        return piece

    def own_sentences(self) -> list[str]:
        """The sentences of `own`, where `masked_sentences` ends them: a period inside a
        quoted ability ends that ability, not the sentence around it ('Create a token with
        "{T}: Add {G}." and a Treasure token.' is one sentence), but a quote that ends with
        a period before a new sentence ends its own ('... token with "{T}: Add {G}." Draw a
        card.' is two)."""
        quotes = iter(self.quotes)
        return [
            _MASKED.sub(lambda _: f'"{next(quotes)}"', sentence)
            for piece in masked_sentences(self.own)
            for sentence in _piece_sentences(piece)
        ]


def ascii_quotes(text: str) -> str:
    """Typographic quotation marks and apostrophes (“ ” ‘ ’) as Scryfall writes them: ASCII.

    Printed cards, articles and other databases use the typographic forms. A quotation
    mark the patterns here do not know would leave a quoted ability unmasked, and a grant
    ('Treasures you control have “{T}, ...: Add ...”') would read as the card's own.
    """
    # str.translate looks up every character: most texts have none of the four, and the
    # search that says so costs a tenth of it
    return text.translate(_TYPOGRAPHIC) if _ANY_TYPOGRAPHIC.search(text) else text


def _lines(oracle_text: str) -> list[tuple[int, str, str]]:
    """(index, text, text to read) of each paragraph: a line of the text, with the lines
    after it that begin in lowercase, which continue its sentence ("On a 3 or lower,\ntarget
    player adds {C}.", Mad Science Fair Project): the line's index, the lines as printed,
    and the lines joined by a space."""
    lines = oracle_text.split("\n")
    if not any(line[:1].islower() for line in lines[1:]):
        return [(index, line, line) for index, line in enumerate(lines)]  # most texts
    found: list[tuple[int, str, str]] = []
    for index, line in enumerate(lines):
        if found and line[:1].islower():
            first, printed, joined = found[-1]
            found[-1] = (first, f"{printed}\n{line}", f"{joined} {line}")
        else:
            found.append((index, line, line))
    return found


def paragraphs(oracle_text: str) -> list[Paragraph]:
    found = []
    for index, printed, text in _lines(oracle_text):
        reminders = []
        own_parts = []
        position = 0
        # most lines hold no reminder text and no quote: no pattern to run for them
        for m in REMINDER.finditer(text) if "(" in text else ():
            own_parts.append(text[position : m.start()])
            reminders.append(Reminder(m[1], "".join(own_parts).strip()))
            position = m.end()
        own_parts.append(text[position:])
        own = "".join(own_parts).strip()
        if '"' in own:
            quotes = tuple(m[1] for m in QUOTED.finditer(own))
            masked = QUOTED.sub(f'"{MASK}"', own)
        else:
            quotes, masked = (), own
        found.append(Paragraph(index, printed, own, masked, quotes, tuple(reminders)))
    return found


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


_SENTENCE_BREAK = re.compile(r'(?<=\.)\s+|(?<=\.")\s+(?=[A-Z])')
"""Where a sentence ends: after its period, or after a quoted ability that ends it
('... gain "{T}: Add {G}{G}." This creature gains "...')."""


def mask_quote(m: re.Match[str]) -> str:
    """A quoted ability (a `QUOTED` match) masked, its closing period kept: a period inside a
    quote ends no sentence of the text around it, one at its end may ('... has "{T}: Add
    {G}{G}. Spend this mana only ..." It also has ...')."""
    # (a nested quote's period ends the outer one: '"Creatures you control have '{T}: Add
    # {G}.'"')
    return f'"{MASK}."' if m[1].rstrip("'").endswith(".") else f'"{MASK}"'


def masked_sentences(text: str) -> list[str]:
    """The sentences of `text` with its quoted abilities masked (`mask_quote`): '... token
    with "Sacrifice this token: Add {G}." Then untap ...' is two, '... a copy of target land
    with "{T}: Add {C}.", except it's a Forest ...' one."""
    return _SENTENCE_BREAK.split(QUOTED.sub(mask_quote, text))


ABILITY_WORD = re.compile(r"^(?P<word>[A-Z{0-9][^—:\"]{0,48}?) — (?P<effect>.+)$")
"""An ability word or flavor word before the ability ("Max speed — ", "Exhaust — ", "{TK}{TK}
— "): no rules meaning (207.2c, 207.2d)."""

CONDITIONS_FIRST = re.compile(
    r"(?:[^—.]*— *)?(?:(?:until (?:end of turn|your next turn)|during [^,]*?\bturns?"
    r"|once (?:each turn|per turn|during [^,]*?\bturns?)|when|whenever|at"
    r"|if(?![^,]*\bwould\b)|as long as|otherwise)"
    r"\b[^,]*, *)+",
    re.IGNORECASE,
)
"""The ability word, trigger events and conditions a sentence opens with, each up to its
comma ("Plunder's Share — Whenever you create a Treasure token, "; "Otherwise, "; "Until
end of turn, whenever ..., "; "At the beginning of your end step, if you didn't create ...,
"; "During your turn, "; "Once each turn, when ..."; "Once during each of your turns, whenever
..."); not a replacement's "If ... would", which
`tokens` reads (614.1a)."""


def without_conditions(sentence: str) -> str:
    """The sentence after the ability word, trigger events and conditions it opens with:
    a trigger's event or a condition creates nothing ("Whenever you create a Treasure
    token, draw a card", 603.1; "if you didn't create a Treasure token this turn, ...",
    603.4); the effect after them may."""
    conditions = CONDITIONS_FIRST.match(sentence)
    return sentence[conditions.end() :] if conditions else sentence


def inside(position: int, spans: Iterable[tuple[int, int]]) -> bool:
    """Whether `position` falls in one of `spans` (a condition's words, say)."""
    return any(start <= position < end for start, end in spans)


def last_sentence(text: str) -> str:
    """The sentence `text` ends in (a trailing period belongs to it), its quoted abilities
    masked; a quote that ends a sentence ends it (`masked_sentences`)."""
    pieces = [piece for piece in masked_sentences(text) if piece.strip()]
    found = _piece_sentences(pieces[-1]) if pieces else []
    return found[-1] if found else ""


def _piece_sentences(piece: str) -> list[str]:
    """The sentences of a piece of `masked_sentences`, the period `mask_quote` kept at a
    quote's end dropped again: the piece's own periods end its sentences, no quote's."""
    return sentences(piece.replace(f'"{MASK}."', f'"{MASK}"'))


def self_nouns(own_types: Iterable[str] = ()) -> list[str]:
    """The nouns that follow "this" when the object names itself: `SELF_NOUNS`, and its own
    card types and subtypes (`own_types`, as its type line writes them: "Equipment")."""
    return [*SELF_NOUNS, *sorted(set(own_types))]  # a noun twice in a pattern is harmless


def card_names(name: str | None, type_line: str = "") -> set[str]:
    """The card's name and the shortened names text gives a legendary card (CR 201): the
    part before a comma ("Baylen" for "Baylen, the Haymaker"); and, when the type line is
    legendary's, the first word of that part or of a name without a comma ("Hazoret" for
    "Hazoret the Fervent", "Rasputin" for "Rasputin Dreamweaver", "Ysra" for "Ysra
    Thornwise, Grove Warden"), unless that word is an article or a word of the type line
    ("Sliver Queen" is a Sliver: "Sliver creatures" are others)."""
    if not name:
        return set()
    # (a comma as the parser reads the name, `NAME_COMMA`, is one too)
    short = re.split(f"[,{NAME_COMMA}] ", name, maxsplit=1)[0]
    names = {name, short}
    first, _, rest = short.partition(" ")
    type_words = set(type_line.replace("—", " ").split())
    if (
        rest
        and "Legendary" in type_words
        and first not in ("The", "A", "An")
        and first not in type_words
    ):
        names.add(first)
    return names


def self_names(name: str | None, own_types: Iterable[str] = (), type_line: str = "") -> set[str]:
    """The card's name, its short forms, and the words current text uses for itself."""
    return {
        *card_names(name, type_line),
        *(f"{article} {noun}" for article in ("this", "This") for noun in self_nouns(own_types)),
    }


NAME_PERIOD = "\u2024"  # one dot leader
"""A period of the card's name ("Dr. Vasko", "St. Alder's Spring") as the parser reads the
text (`keep_name_marks`): the name is one word of the text that stands for the object
(CR 201.4), so its period ends no sentence. `parse_face` writes the periods back."""
NAME_COMMA = "\u201a"  # single low-9 quotation mark
"""A comma of the card's name ("Sela, Grove-Sage") as the parser reads the text: the name
stands for the object whole (201.4), so its comma ends no trigger condition ("Whenever
Sela, Grove-Sage attacks, ...") nor clause. `parse_face` writes the commas back."""
NAME_COLON = "\ua789"  # modifier letter colon
"""A colon of the card's name ("Circle of Protection: Red") as the parser reads the text:
no cost ends there ("Exile Relic Guardian: Dawn from your graveyard: Add {W}{W}.", 602.1).
`parse_face` writes the colons back."""
NAME_MARKS = {".": NAME_PERIOD, ",": NAME_COMMA, ":": NAME_COLON}
"""Each punctuation mark of a name and the character the parser reads it as."""
TO_NAME_MARKS = str.maketrans("".join(NAME_MARKS), "".join(NAME_MARKS.values()))
FROM_NAME_MARKS = str.maketrans("".join(NAME_MARKS.values()), "".join(NAME_MARKS))


def keep_name_marks(text: str, name: str | None, type_line: str) -> tuple[str, str | None]:
    """`text` and `name` with the periods, commas and colons of the card's names
    (`card_names`) written as `NAME_MARKS` gives wherever the text names the card; both as
    given when no name has one."""
    if name is None or not any(mark in name for mark in NAME_MARKS):
        return text, name  # most names
    marked = sorted(
        (n for n in card_names(name, type_line) if any(mark in n for mark in NAME_MARKS)),
        key=len,
        reverse=True,
    )
    for marked_name in marked:  # the full name first: "Dr. Ilse Marrow, Botanist"
        text = re.sub(
            re.escape(marked_name) + r"(?P<new_sentence>(?=\s+[A-Z]|\s*$))?",
            _name_with_marks_kept,
            text,
        )
    return text, _marked_name(name)


def _marked_name(words: str) -> str:
    return words.translate(TO_NAME_MARKS)


def _name_with_marks_kept(m: re.Match[str]) -> str:
    """The name matched with its marks as `NAME_MARKS` gives, but for a last period before a
    new sentence: that one ends the sentence too ("untap Oona Brisk Jr. It gains ..."), as
    one period does in print."""
    kept = _marked_name(m[0])
    return kept[:-1] + "." if m["new_sentence"] is not None and m[0].endswith(".") else kept


_THIS_NOUN = re.compile(r"[Tt]his (?P<noun>.+?)(?: card)?")


def names_itself(
    words: str, name: str | None, own_types: Iterable[str] = (), type_line: str = ""
) -> bool:
    """Whether `words` are, whole, a name of this object: what `self_pattern` matches
    from end to end, found without compiling a pattern of the card's name, which costs a
    face more than reading its text (no noun of `self_nouns` ends in " card")."""
    if words in card_names(name, type_line):
        return True
    this = _THIS_NOUN.fullmatch(words)
    return this is not None and this["noun"] in self_nouns(own_types)


def among(objects: str, names_card: Callable[[str], bool]) -> bool:
    """Whether `names_card` holds for `objects` or for one of them joined by "and" or
    listed ("a Forest and this land", "this card, a creature card, and a land card"); a name
    with "and" or a comma in it is read whole first ("Wren and Rook")."""
    return names_card(objects.strip()) or any(
        names_card(part.strip()) for part in _LIST.split(objects) if part.strip()
    )


_LIST = re.compile(r",? and |, (?:or )?")
"""The joints of a list of objects ("this card, a creature card, and a land card")."""


def self_pattern(name: str | None, own_types: Iterable[str] = (), type_line: str = "") -> str:
    """Words that name this object (CR 201.4b): its name, the short form of a legendary
    name ("Baylen" for "Baylen, the Haymaker"; older text names the card: "Sacrifice
    Black Lotus"), and "this creature", "this Equipment" and the like in current text, at a
    sentence's start too ("II — This Saga gains ...")."""
    printed = [re.escape(n) for n in sorted(card_names(name, type_line), key=len, reverse=True)]
    nouns = "|".join(re.escape(noun) for noun in self_nouns(own_types))
    return "|".join([*printed, rf"[Tt]his (?:{nouns})(?: card)?"])  # "this creature card"


def line_before(text: str, at: int) -> str:
    """The text of the line `at` is on, up to `at`."""
    return text[text.rfind("\n", 0, at) + 1 : at]
