-- grain: one row per release year
-- Pips per color by release year, the color pie over time: chroma summed over the mana costs of the
-- cards first printed each year, a hybrid symbol counting for each of its colors
-- (docs/rules.md#chroma); `share_*` is each color's part of the year's colored pips. Cards are
-- distinct oracle_ids dated by their first printing (docs/rules.md#printings). Tokens, emblems,
-- art series, planes, schemes and vanguards are left out; a cost that does not parse adds no pips.
-- needs: every printing
with

per_year as (
    select
        year(released_at) as release_year,
        count(*) as count_cards,
        unnest(pip_counts(first_printings)),
    from first_printings() as first_printings
    group by release_year
),

final as (
    select
        *,
        round(chroma_w / nullif(chroma_total, 0), 4) as share_w,
        round(chroma_u / nullif(chroma_total, 0), 4) as share_u,
        round(chroma_b / nullif(chroma_total, 0), 4) as share_b,
        round(chroma_r / nullif(chroma_total, 0), 4) as share_r,
        round(chroma_g / nullif(chroma_total, 0), 4) as share_g,
    from per_year
)

select * from final
order by release_year nulls last
