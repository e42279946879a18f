"""Scryfall bulk data into a DuckDB warehouse: mana costs, chroma and mana abilities."""

__version__ = "0.1.0"
APP_NAME = "mtg-pipeline"
