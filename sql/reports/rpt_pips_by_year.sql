-- grain: one row per release year
-- Pips per color by release year, the color pie over time: chroma summed over the mana costs of the
-- cards first printed each year, a hybrid symbol counting for each of its colors
-- (docs/rules.md#chroma); `share_*` is each color's part of the year's colored pips. Cards are
-- distinct oracle_ids dated by their first printing (docs/rules.md#printings). Tokens, emblems,
-- art series, planes, schemes and vanguards are left out; a cost that does not parse adds no pips.
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
        year(released_at) as release_year,
        count(*) as count_cards,
        count(*) filter (
            where chroma_w + chroma_u + chroma_b + chroma_r + chroma_g > 0
        ) as count_colored_cards,
        coalesce(sum(chroma_w), 0) as chroma_w,
        coalesce(sum(chroma_u), 0) as chroma_u,
        coalesce(sum(chroma_b), 0) as chroma_b,
        coalesce(sum(chroma_r), 0) as chroma_r,
        coalesce(sum(chroma_g), 0) as chroma_g,
    from first_printings
    group by release_year
),

final as (
    select
        release_year,
        count_cards,
        count_colored_cards,
        chroma_w,
        chroma_u,
        chroma_b,
        chroma_r,
        chroma_g,
        chroma_w + chroma_u + chroma_b + chroma_r + chroma_g as chroma_total,
        round(chroma_w / nullif(chroma_total, 0), 4) as share_w,
        round(chroma_u / nullif(chroma_total, 0), 4) as share_u,
        round(chroma_b / nullif(chroma_total, 0), 4) as share_b,
        round(chroma_r / nullif(chroma_total, 0), 4) as share_r,
        round(chroma_g / nullif(chroma_total, 0), 4) as share_g,
    from per_year
)

select * from final
order by release_year nulls last
