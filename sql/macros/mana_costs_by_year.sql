-- grain: a table macro, mana_costs_by_year(): one row per release year, what the mana costs of
-- the cards first printed that year hold (first_printings(): distinct Oracle IDs dated by their
-- first printing): release_year, count_cards (all of them), pip_counts() (count_colored_cards,
-- chroma_w .. chroma_g, chroma_total) and hybrid_card_counts() (count_hybrid_cards ..
-- count_hybrid_phyrexian_cards)
create or replace macro mana_costs_by_year() as table
select
    year(released_at) as release_year,
    count(*) as count_cards,
    unnest(pip_counts(first_printings)),
    unnest(hybrid_card_counts(first_printings)),
from first_printings() as first_printings
group by release_year
