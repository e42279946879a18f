-- grain: one row per set with at least one game card
-- Pips per color by set: chroma summed over the mana costs of the cards printed in each set
-- (docs/rules.md#chroma: a hybrid symbol counts for each of its colors). A card counts once per set
-- it is printed in (distinct oracle_ids per set; docs/rules.md#printings: a set is whole only with
-- every printing). `released_at` and `set_type` come from Scryfall's /sets
-- when the warehouse has them (else the set's earliest card date, and no type). Tokens, emblems,
-- art series, planes, schemes and vanguards are left out; a cost that does not parse adds no pips.
-- needs: every printing
with

game_cards as (
    select * from report_cards
),

sets_source as (
    select
        code as set_code,
        name as set_name,
        set_type,
        released_at,
    from sets
),

set_cards as (
    -- one row per card per set: reprints within a set (variants, showcase frames) count once
    select * from game_cards
    qualify row_number() over (partition by set_code, card_key order by card_id) = 1
),

per_set as (
    select
        set_code,
        min(set_name) as set_name,
        min(released_at) as first_card_released_at,
        count(*) as count_cards,
        count(*) filter (
            where chroma_w + chroma_u + chroma_b + chroma_r + chroma_g > 0
        ) as count_colored_cards,
        coalesce(sum(chroma_w), 0) as chroma_w,
        coalesce(sum(chroma_u), 0) as chroma_u,
        coalesce(sum(chroma_b), 0) as chroma_b,
        coalesce(sum(chroma_r), 0) as chroma_r,
        coalesce(sum(chroma_g), 0) as chroma_g,
        round(avg(mana_value), 2) as avg_mana_value,
    from set_cards
    group by set_code
),

final as (
    select
        per_set.set_code,
        coalesce(sets_source.set_name, per_set.set_name) as set_name,
        sets_source.set_type,
        coalesce(sets_source.released_at, per_set.first_card_released_at) as released_at,
        per_set.count_cards,
        per_set.count_colored_cards,
        per_set.chroma_w,
        per_set.chroma_u,
        per_set.chroma_b,
        per_set.chroma_r,
        per_set.chroma_g,
        per_set.chroma_w + per_set.chroma_u + per_set.chroma_b + per_set.chroma_r
        + per_set.chroma_g as chroma_total,
        per_set.avg_mana_value,
    from per_set
    left join sets_source on sets_source.set_code = per_set.set_code
)

select * from final
order by released_at nulls last, set_code
