-- grain: one row per card whose mana production differs from Scryfall's
-- Mana production that differs from Scryfall: each card whose `produces` (the pipeline's answer by
-- any means: its own mana abilities, spells, loyalty abilities, tokens it creates, abilities it
-- grants) is not Scryfall's produced_mana, with the difference both ways, `could_produce` (own
-- mana abilities only, CR 106.7) and the oracle text to judge by. Each row is a question for the
-- ability parser or for Scryfall. Empty when the file has no produced_mana (2019 schema). Cards
-- are distinct oracle_ids (the first printing stands for the card); every layout is kept, since
-- tokens make mana too.
with

production as (
    select * from card_mana_production
),

cards_source as (
    select
        id as card_id,
        layout,
        type_line,
        oracle_text,
        released_at,
        "set" as set_code,
        collector_number,
    from cards
),

faces as (
    select card_id, string_agg(oracle_text, ' // ' order by face_index) as faces_text
    from card_faces
    group by card_id
),

differing as (
    select
        coalesce(production.oracle_id, production.card_id) as card_key,
        production.*,
        cards_source.* exclude (card_id),
        faces.faces_text,
    from production
    inner join cards_source on cards_source.card_id = production.card_id
    left join faces on faces.card_id = production.card_id
    where production.matches_scryfall = false
),

first_printings as (
    select * from differing
    qualify row_number() over (
        partition by card_key
        order by released_at nulls last, set_code, collector_number, card_id
    ) = 1
),

final as (
    select
        name,
        layout,
        scryfall_produced_mana,
        produces,
        list_filter(scryfall_produced_mana, lambda t: not list_contains(produces, t))
            as only_scryfall,
        list_filter(produces, lambda t: not list_contains(scryfall_produced_mana, t))
            as only_pipeline,
        could_produce,
        type_line,
        coalesce(oracle_text, faces_text) as oracle_text,
        card_key as oracle_id,
    from first_printings
)

select * from final
order by name, oracle_id
