"""HTML and SVG text built from values: the one place a value is escaped.

Every page and chart the pipeline writes inserts values (card names, costs, Scryfall's
raw fields, a deck's name, numbers) through `html`, which escapes each one for element
text and for quoted attributes alike. A piece already built this way is `Html` and goes
in as it is, so pieces nest without being escaped twice, and no call site decides for
itself whether a value needs escaping.

    html('<td title="{name}">{count:,}</td>', name='Fire // Ice', count=1200)
"""

from __future__ import annotations

import string
from collections.abc import Iterable
from html import escape
from typing import Any


class Html(str):
    """Text that is already markup (made by `html` or `join`): inserted as it is."""

    __slots__ = ()


class _Escaping(string.Formatter):
    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, Html):
            return str(value)
        return escape(format(value, format_spec), quote=True)


_FORMATTER = _Escaping()


def html(template: str, /, *args: Any, **values: Any) -> Html:
    """`template` (str.format syntax) with each value formatted, then escaped unless it
    is `Html`. The template itself is trusted markup: never pass it a value."""
    return Html(_FORMATTER.vformat(template, args, values))


def escaped(value: Any) -> Html:
    """One value as text inside markup: what `html` does to each value it inserts."""
    return html("{}", value)


def join(parts: Iterable[Html], separator: str = "") -> Html:
    """Pieces of markup joined into one."""
    return Html(separator.join(parts))


def raw(trusted: str) -> Html:
    """A constant of the program's own (CSS, a fixed fragment) taken as markup."""
    return Html(trusted)
