-- grain: one row per card object: the mana types its own mana abilities could produce as a
-- permanent (CR 106.7), every type its text shows it can lead to (Scryfall's broad sense),
-- every type it can lead to by the rules, and a comparison with Scryfall's produced_mana;
-- lists in W U B R G C order (docs/rules.md#mana-production)
create or replace table card_mana_production as
with

faces as (
    select card_id, face_text_key from stg_scryfall__faces
),

parsed_faces as (
    select * from parsed_face_abilities
),

cards_source as (
    select
        id as card_id,
        oracle_id,
        name,
        try_cast(produced_mana as varchar[]) as produced_mana,
        -- Scryfall added keywords and produced_mana to card objects in the same era; an
        -- object without keywords predates both, so its missing produced_mana says nothing
        getvariable('scryfall_has_produced_mana') and keywords is not null
            as is_comparable,
    from cards
),

per_card as (
    -- a card's answer is the union over its faces (Scryfall merges faces; docs/rules.md#merging-faces)
    select
        faces.card_id,
        list_distinct(flatten(list(parsed_faces.could_produce))) as could_produce,
        list_distinct(flatten(list(parsed_faces.produces))) as produces,
        list_distinct(flatten(list(parsed_faces.leads_to))) as leads_to,
    from faces
    inner join parsed_faces on parsed_faces.face_text_key = faces.face_text_key
    group by faces.card_id
),

final as (
    select
        cards_source.card_id,
        cards_source.oracle_id,
        cards_source.name,
        list_filter(['W', 'U', 'B', 'R', 'G', 'C'], lambda t: list_contains(per_card.could_produce, t))
            as could_produce,
        list_filter(['W', 'U', 'B', 'R', 'G', 'C'], lambda t: list_contains(per_card.produces, t))
            as produces,
        list_filter(['W', 'U', 'B', 'R', 'G', 'C'], lambda t: list_contains(per_card.leads_to, t))
            as leads_to,
        case
            -- a 2019-schema object has no produced_mana at all: nothing to compare with
            when not cards_source.is_comparable then null
            else list_filter(
                ['W', 'U', 'B', 'R', 'G', 'C'],
                lambda t: list_contains(coalesce(cards_source.produced_mana, []), t)
            )
        end as scryfall_produced_mana,
    from cards_source
    left join per_card on per_card.card_id = cards_source.card_id
)

select
    *,
    case when scryfall_produced_mana is not null then produces = scryfall_produced_mana end
        as matches_scryfall,
from final
