-- grain: one row per activated ability ("cost: effect", CR 602.1) of each face, loyalty
-- abilities (CR 606) and the intrinsic "{T}: Add [symbol]" of basic land types (305.6)
-- included; so analysts can ask, e.g., which creatures have {T} or {Q} abilities (302.6)
create or replace table activated_abilities as
with

faces as (
    select card_id, face_index, face_text_key from stg_scryfall__faces
),

parsed as (
    select * from parsed_activated_abilities
),

final as (
    select
        faces.card_id,
        faces.face_index,
        parsed.ability_index,
        parsed.cost_text,
        parsed.effect_text,
        parsed.has_tap,
        parsed.has_untap,
        parsed.cost_mana,
        parsed.cost_mana_value,
        parsed.sacrifice,
        parsed.life,
        parsed.energy,
        parsed.discard,
        parsed.other_cost,
        parsed.is_loyalty,
        parsed.is_intrinsic,
    from faces
    inner join parsed on parsed.face_text_key = faces.face_text_key
)

select * from final
