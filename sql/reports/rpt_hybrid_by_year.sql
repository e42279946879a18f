-- grain: one row per release year
-- Hybrid, Phyrexian and colorless-hybrid usage over time: how many of the cards first printed each
-- year have each kind of symbol (CR 107.4e-f) in the mana cost of any face, and what share of the
-- year's cards that is. Cards are distinct oracle_ids dated by their first printing
-- (docs/rules.md#printings). Tokens, emblems, art series, planes, schemes and vanguards are left
-- out.
-- needs: every printing
with

game_cards as (
    select * from report_cards
),

first_printings as (
    select * from game_cards where is_first_printing
),

per_year as (
    select
        year(first_printings.released_at) as release_year,
        count(*) as count_cards,
        count(*) filter (where first_printings.count_hybrid_symbols > 0)
            as count_hybrid_cards,
        count(*) filter (where first_printings.count_monocolored_hybrid_symbols > 0)
            as count_monocolored_hybrid_cards,
        count(*) filter (where first_printings.count_colorless_hybrid_symbols > 0)
            as count_colorless_hybrid_cards,
        count(*) filter (where first_printings.count_phyrexian_symbols > 0)
            as count_phyrexian_cards,
        count(*) filter (where first_printings.count_hybrid_phyrexian_symbols > 0)
            as count_hybrid_phyrexian_cards,
    from first_printings
    group by release_year
),

final as (
    select
        *,
        round(count_hybrid_cards / count_cards, 4) as share_hybrid,
        round(count_monocolored_hybrid_cards / count_cards, 4) as share_monocolored_hybrid,
        round(count_colorless_hybrid_cards / count_cards, 4) as share_colorless_hybrid,
        round(count_phyrexian_cards / count_cards, 4) as share_phyrexian,
        round(count_hybrid_phyrexian_cards / count_cards, 4) as share_hybrid_phyrexian,
    from per_year
)

select * from final
order by release_year nulls last
