"""The template-independent check: does a text mention mana being added?

The templates of `clauses` and `shapes` say what an ability adds; this module only asks
whether a text talks about adding mana at all. It knows no card and no template, so a
wording nobody has parsed yet still trips it. The face parser uses it both ways:

- a paragraph whose text (own text, reminder text and quoted abilities alike) mentions
  adding mana but yields no production row is reported as a parse issue;
- a production row whose ability text does not mention adding mana is reported too (the
  parser found mana where the text names none).
"""

from __future__ import annotations

import re

_UNREAD_WORDING = (
    # any other verb that puts mana in a pool ("Put {G} into your mana pool")
    r"\b(?:puts?|places?)\b[^.]*?\binto (?:your|its controller's|that player's|their) mana pool\b"
    # "you get an additional {W}", "its controller gets one mana of that type": mana given
    # by another verb, right after it (not energy, {E}, 107.14, nor "you get an emblem
    # with ...")
    r"|\b(?:you|they|controller|owner|player|opponents?)(?: also| may)? gets? "
    r"(?:(?:an?|one|two|three|X|\d+) )?(?:additional )?"
    r"(?:\{[WUBRGCS](?:/[WUBRGP])?\}"
    r"|(?:(?:white|blue|black|red|green|colorless) )?mana\b(?! value| cost))"
    # "it makes an additional {W}": another verb that puts a symbol's mana somewhere
    r"|\bmakes? (?:(?:an?|one|two|three|X|\d+) )?(?:additional )?\{[WUBRGCS](?:/[WUBRGP])?\}"
    # "Mana produced by nonbasic lands is colorless": a replacement worded by its result, the
    # phrase the subject of its sentence (after a condition's or a duration's comma too, or
    # opening a quoted ability), with its own verb: not "spells you cast with mana produced
    # by Treasures are white", nor a relative clause's "... only to cast spells that are red"
    # (the words first, then what stands before them: no word of a clause they would end)
    r"|\bmana produced by\b(?<!\w mana produced by)"
    r"(?:(?!\b(?:that|which|who)\b)[^.,])*? (?:is|are) (?:colorless|white|blue|black|red|green)\b"
    # "Forests you control tap for an additional {G}" (or "two additional {W}"), "Lands you
    # control tap for any color", "... tap for a color of your choice", "... tap for
    # colorless mana only": replacements; not a relative clause's capability ("Nonbasic
    # lands that tap for a color of your choice enter tapped")
    r"|\b(?:taps?|be tapped) for (?:an|one|two|three|X) additional \{(?![TQE]\})"
    r"|(?<!\bthat )(?<!\bwhich )\b(?:taps?|be tapped) for (?:any (?:one )?(?:color|type)"
    r"|an? colou?r of (?:your|their) choice|colorless mana)\b"
)
"""The wordings of adding or producing mana no template reads: a paragraph with one is
reported whatever else it yields (`unread_wording`), never silently left short."""

_MANA_NOUN = r"\bmana\b(?! (?:value|cost|abilit|symbol|pool))"
MENTIONS_ADDING_MANA = re.compile(
    # add {G}, add X {R}, adds an additional {G}, add up to two {C}, add either {W} or
    # {B}, add that many {R}: whatever words stand between the verb and the symbol, but a
    # cost ("spells that add mana cost {1} less")
    rf"\badds?\b(?:(?!\bcosts?\b)[^.{{}}\n])*?\{{(?![TQE]\}})[^{{}}]+\}}"
    # add one mana, add X mana, adds mana equal to, add the mana lost this way
    rf"|\badds?\b[^.]*?{_MANA_NOUN}"
    # the wording before Core Set 2019 names where the mana goes, whatever it names it by
    # ("Add 1 to your mana pool": no symbol, and "mana pool" is no mana)
    r"|\badds?\b[^.]*?\bto (?:your|its controller's|that player's|his or her|their) mana pool\b"
    # mana of any color, mana of any one color, mana of any type; not a permission to
    # spend mana as though it were of another type (CR 609.4b)
    r"|(?<!as though it were )\bmana of any (?:one )?(?:color|type)\b(?! (?:can|may) be spent)"
    # produces {R}, produce colorless mana, produces twice as much of that mana; not what
    # a permanent "could produce" (106.7), which names no mana being made
    rf"|(?<!could )(?<!can )\bproduces?\b[^.]*?(?:\{{(?![TQE]\}})|{_MANA_NOUN})"
    # "Double the amount of each type of unspent mana you have" (CR 701.9), "Triple ..."
    r"|\b(?:double|triple|quadruple) the amount of [^.]*?\bmana\b"
    # mana by its letter alone ("Add W", "T: Add GG"): no template reads it, so it is
    # reported, never dropped (the letters as printed, not a word such as "bug")
    r"|\badds? (?-i:[WUBRGC]+)\b(?!')"
    # "Forests you control tap for {G}{G} instead of {G}" (a replacement, CR 106.12b)
    r"|\b(?:taps?|be tapped) for (?:an? )?\{(?![TQE]\})"
    r"|\btaps? [^.,]*? for \{[^.]*\binstead\b"
    # and the wordings no template reads
    rf"|{_UNREAD_WORDING}",
    re.IGNORECASE,
)
"""The phrases that talk about adding mana (CR 106.3, 106.12b)."""
_UNREAD = re.compile(_UNREAD_WORDING, re.IGNORECASE)

_TRIGGER_EVENT = re.compile(r"\b(?:[Ww]henever|[Ww]hen) [^,.]*,")
"""A trigger's condition up to its comma ("Whenever you add {R}, ..."): an event that names
mana added, which the ability itself does not add (603.1)."""


_BAN = re.compile(r"\b(?:can't|cannot) (?:add|produce)\b[^.]*", re.IGNORECASE)
"""A ban on adding mana ("Players can't add {C}"): no mana added, nothing to read."""


def unread_wording(text: str) -> bool:
    """Whether `text` adds or produces mana in a wording no template reads (`_UNREAD_WORDING`):
    "{T}: Add {C}. If you control a Plains, you also get {W}." yields the {C} alone."""
    lowered = text.lower()
    if not any(w in lowered for w in (" get", "make", "mana pool", "produced by", " for ")):
        return False
    return _UNREAD.search(_BAN.sub("", _TRIGGER_EVENT.sub("", text))) is not None


def mentions_adding_mana(text: str) -> bool:
    """Whether `text` says that mana is added or produced, in any wording."""
    lowered = text.lower()
    may_mention = "add" in lowered or "mana" in lowered or "produce" in lowered
    # mana a player gets or an object makes, by its symbol ("You get {B}{B}{B}"; a type
    # in words is "mana", above)
    may_mention = may_mention or ("{" in lowered and (" get" in lowered or "make" in lowered))
    # "tap(s) ... for {G}{G} instead", "tap for any color", "... for a color of your choice"
    if not may_mention and not any(
        w in lowered for w in (" for {", " for any ", " of your choice")
    ):
        return False  # most text: no need to run the pattern
    return MENTIONS_ADDING_MANA.search(_BAN.sub("", _TRIGGER_EVENT.sub("", text))) is not None
