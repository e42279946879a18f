-- grain: one row per release year
-- Hybrid, Phyrexian and colorless-hybrid usage over time: how many of the cards first printed each
-- year have each kind of symbol (CR 107.4e-f) in the mana cost of any face, and what share of the
-- year's cards that is. Cards are distinct oracle_ids dated by their first printing
-- (docs/rules.md#printings). Tokens, emblems, art series, planes, schemes and vanguards are left
-- out.
-- needs: every printing
with

final as (
    select
        release_year,
        count_cards,
        columns('^count_(\w*(?:hybrid|phyrexian))_cards$'),  -- count_hybrid_cards .. (five kinds)
        -- share_hybrid .. share_hybrid_phyrexian: each kind's cards over the year's cards
        round(columns('^count_(\w*(?:hybrid|phyrexian))_cards$') / count_cards, 4) as 'share_\1',
    from mana_costs_by_year()
)

select * from final
order by release_year nulls last
