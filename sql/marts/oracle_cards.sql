-- grain: one row per card, a distinct Oracle ID (an object without one stands for itself): its
-- first printing in the warehouse stands for it (earliest release, then set, collector number and
-- id), with that printing's cost, chroma and mana production, and how many printings the
-- warehouse holds. What analysts read "per card"; `cards` and the other marts have a row per
-- printing when the warehouse holds every printing (docs/rules.md#printings)
create or replace table oracle_cards as
with

chroma as (
    select * from card_chroma
),

production as (
    select * from card_mana_production
),

layouts as (
    select * from stg_rules__layout_costs
),

cards_source as (
    select
        id as card_id,
        layout,
        type_line,
        released_at,
        "set" as set_code,
        collector_number,
    from cards
),

printings as (
    select
        coalesce(chroma.oracle_id, chroma.card_id) as card_key,
        chroma.card_id,
        chroma.name,
        cards_source.layout,
        cards_source.type_line,
        chroma.mana_cost,
        chroma.mana_value,
        chroma.chroma_w,
        chroma.chroma_u,
        chroma.chroma_b,
        chroma.chroma_r,
        chroma.chroma_g,
        production.could_produce,
        production.produces,
        production.leads_to,
        cards_source.released_at,
        cards_source.set_code,
        cards_source.collector_number,
        coalesce(layouts.is_game_card, true) as is_game_card,
        count(*) over (partition by coalesce(chroma.oracle_id, chroma.card_id))
            as count_printings,
    from chroma
    inner join cards_source on cards_source.card_id = chroma.card_id
    inner join production on production.card_id = chroma.card_id
    left join layouts on layouts.layout = cards_source.layout
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
