-- grain: an aggregate macro, hybrid_card_counts(cards): over a group of report_cards rows (pass
-- the row, e.g. `unnest(hybrid_card_counts(set_cards))` in a query grouping `set_cards`), how
-- many cards have each kind of hybrid or Phyrexian symbol in their mana cost (CR 107.4e-f):
-- count_hybrid_cards, count_monocolored_hybrid_cards, count_colorless_hybrid_cards,
-- count_phyrexian_cards and count_hybrid_phyrexian_cards, as a struct
create or replace macro hybrid_card_counts(cards) as {
    count_hybrid_cards: count(*) filter (where cards.count_hybrid_symbols > 0),
    count_monocolored_hybrid_cards: count(*) filter (
        where cards.count_monocolored_hybrid_symbols > 0
    ),
    count_colorless_hybrid_cards: count(*) filter (where cards.count_colorless_hybrid_symbols > 0),
    count_phyrexian_cards: count(*) filter (where cards.count_phyrexian_symbols > 0),
    count_hybrid_phyrexian_cards: count(*) filter (where cards.count_hybrid_phyrexian_symbols > 0),
}
