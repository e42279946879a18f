-- grain: one row per card object, i.e. per printing: its card key (Oracle ID, else its own id),
-- its cost, chroma and mana production, and the printing's layout, type line, set and release;
-- is_game_card from the layout (stg_rules__layout_costs). What oracle_cards and report_cards
-- both start from
create or replace view int_printings as
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

front_faces as (
    select card_id, type_line from stg_scryfall__faces
    where face_index = 0
),

cards_source as (
    select
        id as card_id,
        layout,
        type_line,
        released_at,
        "set" as set_code,
        set_name,
        collector_number,
    from cards
),

final as (
    select
        chroma.card_id,
        coalesce(chroma.oracle_id, chroma.card_id) as card_key,
        production.oracle_id as card_oracle_id,
        chroma.name,
        cards_source.layout,
        -- a reversible card has no type line of its own: its front face's (one card printed
        -- twice), so a reversible artifact is an Artifact in the reports by type
        coalesce(cards_source.type_line, front_faces.type_line) as type_line,
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
        production.scryfall_produced_mana,
        cards_source.released_at,
        cards_source.set_code,
        cards_source.set_name,
        cards_source.collector_number,
        coalesce(layouts.is_game_card, true) as is_game_card,
    from chroma
    inner join cards_source on cards_source.card_id = chroma.card_id
    inner join production on production.card_id = chroma.card_id
    inner join front_faces on front_faces.card_id = chroma.card_id
    left join layouts on layouts.layout = cards_source.layout
)

select * from final
