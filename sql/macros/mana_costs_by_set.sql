-- grain: a table macro, mana_costs_by_set(): one row per set with at least one game card, what
-- the mana costs of its cards hold (set_cards(): a card counts once per set it is printed in):
-- set_code; pip_counts() (count_colored_cards, chroma_w .. chroma_g, chroma_total);
-- avg_mana_value, rounded to 2 places; hybrid_card_counts() (count_hybrid_cards ..
-- count_hybrid_phyrexian_cards); and each kind's symbols summed (count_hybrid_symbols ..
-- count_hybrid_phyrexian_symbols). The set's own facts are game_sets()'s, joined on set_code
create or replace macro mana_costs_by_set() as table
select
    set_code,
    unnest(pip_counts(set_cards)),
    round(avg(mana_value), 2) as avg_mana_value,
    unnest(hybrid_card_counts(set_cards)),
    coalesce(sum(columns('^count_\w+_symbols$')), 0),  -- each kind's symbols summed
from set_cards() as set_cards
group by set_code
