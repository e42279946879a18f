-- grain: one row per land card that a face's "search your library for ..." asks for: a
-- fetch land's "an Island or Swamp card" is one row, Krosan Verge's "a Forest card and a
-- Plains card" two; searches that can't find a land are left out. Parsed in Python
-- (pipeline/deck/land_search.py, land types per CR 205.3i, 305.6 and 305.8)
create or replace table land_searches as
with

faces as (
    select card_id, face_index, face_text_key from stg_scryfall__faces
),

parsed as (
    select * from parsed_land_searches
),

final as (
    select
        faces.card_id,
        faces.face_index,
        parsed.search_index,
        parsed.text,
        parsed.quantity,
        parsed.up_to,
        parsed.basic,
        parsed.snow,
        parsed.land_types,
        parsed.named_type_colors,
        parsed.destination,
        parsed.tapped,
    from faces
    inner join parsed on parsed.face_text_key = faces.face_text_key
)

select * from final
