"""Scryfall's bulk card files: which there are, what each holds, which one is the default.

Kept apart from `scryfall` (the HTTP client) so the build and the CLI can name them without
importing `requests`.
"""

from __future__ import annotations

CARD_BULK_TYPES = ("oracle_cards", "default_cards", "unique_artwork", "all_cards")
"""Scryfall's card files: one printing per card (~38k objects), every English printing
(~117k), one printing per artwork (~55k), every printing in every language (~2.3 GB)."""

EVERY_PRINTING_BULK_TYPES = ("default_cards", "all_cards")
"""The card files that hold every printing of every card: what first printings, release
years and whole sets need (docs/rules.md#printings). oracle_cards holds one printing per
card, Scryfall's choice and usually a recent one; unique_artwork one per artwork."""

DEFAULT_BULK = "default_cards"
"""What `pipeline refresh` downloads: every printing, so the reports' first printings,
years and sets are true (docs/rules.md#printings)."""

RULINGS_BULK_TYPE = "rulings"

FROM_FILE = "file"
"""`refresh_runs.bulk_type` of a build from --from-file."""
