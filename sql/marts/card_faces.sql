-- grain: one row per face of a multi-face card object (split, flip, transform, modal_dfc,
-- adventure, reversible, ...); single-faced cards have no rows here
create or replace table card_faces as
with

faces as (
    select * from stg_scryfall__faces where is_multi_face
),

final as (
    select
        card_id,
        face_index,
        name,
        mana_cost,
        type_line,
        oracle_text,
        colors,
        try_cast(face -> 'color_indicator' as varchar[]) as color_indicator,
        oracle_id,
        power,
        toughness,
        loyalty,
        defense,
        face ->> 'layout' as layout,
        try_cast(face ->> 'cmc' as double) as cmc,
        face ->> 'flavor_text' as flavor_text,
        face ->> 'artist' as artist,
        face ->> 'printed_name' as printed_name,
        face,
    from faces
)

select * from final
