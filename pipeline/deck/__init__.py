"""Decks: colored pips against mana sources (issue 13).

`pipeline deck FILE...` and `Warehouse.deck()` read decklists, match their names against
the warehouse, count each color's pips and sources and compare them with Frank Karsten's
model of how many sources a spell needs. The parts:

- `decklist`: reading Arena, MTGO .txt, MTGO .dek and plain `4x Name` lists (pure);
- `names`: matching names ignoring case, accents and punctuation (pure);
- `karsten`: the model (pure);
- `requirements`: from a mana cost to the sources it asks for (pure);
- `land_search`: "search your library for a ... land card", the warehouse's
  `land_searches` table (pure parser, and the build step that writes it);
- `analysis`: pips, sources and requirements of a deck (pure);
- `load`: the warehouse queries that feed `analysis`;
- `html`: the SVG chart and HTML page of a deck (pure text, written aside and renamed).
"""
