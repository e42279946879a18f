-- grain: one row per release year
-- Pips per color by release year, the color pie over time: chroma summed over the mana costs of the
-- cards first printed each year, a hybrid symbol counting for each of its colors
-- (docs/rules.md#chroma); `share_*` is each color's part of the year's colored pips. Cards are
-- distinct oracle_ids dated by their first printing (docs/rules.md#printings). Tokens, emblems,
-- art series, planes, schemes and vanguards are left out; a cost that does not parse adds no pips.
-- needs: every printing
with

final as (
    select
        release_year,
        count_cards,
        count_colored_cards,
        columns('^chroma_'),  -- chroma_w .. chroma_g, chroma_total
        round(columns('^chroma_([wubrg])$') / nullif(chroma_total, 0), 4) as 'share_\1',
    from mana_costs_by_year()
)

select * from final
order by release_year nulls last
