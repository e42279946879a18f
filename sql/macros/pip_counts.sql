-- grain: an aggregate macro, pip_counts(cards): over a group of report_cards rows (pass the
-- row, e.g. `unnest(pip_counts(set_cards))` in a query grouping `set_cards`), how many cards
-- have colored pips and the pips of each color summed, a hybrid symbol counting for each of its
-- colors (docs/rules.md#chroma): count_colored_cards, chroma_w, chroma_u, chroma_b, chroma_r
-- and chroma_g, and chroma_total (all five), as a struct
create or replace macro pip_counts(cards) as {
    count_colored_cards: count(*) filter (
        where cards.chroma_w + cards.chroma_u + cards.chroma_b + cards.chroma_r + cards.chroma_g > 0
    ),
    chroma_w: coalesce(sum(cards.chroma_w), 0),
    chroma_u: coalesce(sum(cards.chroma_u), 0),
    chroma_b: coalesce(sum(cards.chroma_b), 0),
    chroma_r: coalesce(sum(cards.chroma_r), 0),
    chroma_g: coalesce(sum(cards.chroma_g), 0),
    chroma_total: coalesce(
        sum(cards.chroma_w + cards.chroma_u + cards.chroma_b + cards.chroma_r + cards.chroma_g), 0
    ),
}
