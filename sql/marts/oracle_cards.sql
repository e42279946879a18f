-- grain: one row per card, a distinct Oracle ID (an object without one stands for itself): its
-- first printing in the warehouse stands for it (earliest release, then set, collector number and
-- id), with that printing's cost, chroma and mana production, and how many printings the
-- warehouse holds. What analysts read "per card"; `cards` and the other marts have a row per
-- printing when the warehouse holds every printing (docs/rules.md#printings)
create or replace table oracle_cards as
with

printings as (
    select
        *,
        count(*) over (partition by card_key) as count_printings,
    from int_printings
),

final as (
    select
        card_key,
        card_id as first_card_id,
        name,
        layout,
        type_line,
        is_game_card,
        mana_cost,
        mana_value,
        chroma_w,
        chroma_u,
        chroma_b,
        chroma_r,
        chroma_g,
        could_produce,
        produces,
        leads_to,
        released_at as first_released_at,
        set_code as first_set_code,
        count_printings,
    from printings
    qualify row_number() over (
        partition by card_key
        order by released_at nulls last, set_code, collector_number, card_id
    ) = 1
)

select * from final
