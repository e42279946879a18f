"""The two answers a test of the production parser compares: what a face's own mana
abilities could produce and what the face leads to (docs/rules.md, "Could produce and
produces")."""

from __future__ import annotations

from pipeline.abilities import could_produce, leads_to, parse_face


def answers(text: str, type_line: str, name: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """`could_produce` and `leads_to` of the face with this text, type line and name."""
    face = parse_face(text, type_line, name)
    return could_produce([face]), leads_to([face])
