-- grain: one row per release year
-- Hybrid, Phyrexian and colorless-hybrid usage over time: how many of the cards first printed each
-- year have each kind of symbol (CR 107.4e-f) in the mana cost of any face, and what share of the
-- year's cards that is. Cards are distinct oracle_ids dated by their first printing
-- (docs/rules.md#printings). Tokens, emblems, art series, planes, schemes and vanguards are left
-- out.
-- needs: every printing
with

per_year as (
    select
        year(released_at) as release_year,
        count(*) as count_cards,
        unnest(hybrid_card_counts(first_printings)),
    from first_printings() as first_printings
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
