-- grain: one row per face of every card object; a card without card_faces is one face (index 0)
-- A table, not a view: the parse step and nearly every model read it, and as a view it
-- would unnest card_faces and hash every text once per reader (measured: bench/results/notes.md).
-- A temporary one: it serves the build only, and a table of the database file costs three
-- times as much to write (compressed, for good) as one held in memory (notes.md, issue 15).
create or replace temp table stg_scryfall__faces as
with

cards_source as (
    select
        id as card_id,
        try_cast(oracle_id as uuid) as card_oracle_id,
        name,
        layout,
        mana_cost,
        type_line,
        oracle_text,
        try_cast(colors as varchar[]) as colors,
        power,
        toughness,
        loyalty,
        defense,
        to_json(card_faces) as faces_json,
    from cards
),

single_faced as (
    select
        card_id,
        0 as face_index,
        false as is_multi_face,
        layout,
        name,
        mana_cost,
        type_line,
        oracle_text,
        card_oracle_id as oracle_id,
        colors,
        power,
        toughness,
        loyalty,
        defense,
        null::json as face,
    from cards_source
    where coalesce(json_array_length(faces_json), 0) = 0
),

faces_unnested as (
    select
        card_id,
        card_oracle_id,
        layout,
        generate_subscripts(json_extract(faces_json, '$[*]'), 1) - 1 as face_index,
        unnest(json_extract(faces_json, '$[*]')) as face,
    from cards_source
    where json_array_length(faces_json) > 0
),

multi_faced as (
    select
        card_id,
        face_index,
        true as is_multi_face,
        layout,
        face ->> 'name' as name,
        face ->> 'mana_cost' as mana_cost,
        face ->> 'type_line' as type_line,
        face ->> 'oracle_text' as oracle_text,
        coalesce(try_cast(face ->> 'oracle_id' as uuid), card_oracle_id) as oracle_id,
        try_cast(face -> 'colors' as varchar[]) as colors,
        face ->> 'power' as power,
        face ->> 'toughness' as toughness,
        face ->> 'loyalty' as loyalty,
        face ->> 'defense' as defense,
        face,
    from faces_unnested
),

final as (
    select
        *,
        -- one key per distinct (name, type line, text): the ability parser reads each once
        md5(
            coalesce(name, '') || chr(31) || coalesce(type_line, '') || chr(31)
            || coalesce(oracle_text, '')
        ) as face_text_key,
    from (
        select * from single_faced
        union all by name
        select * from multi_faced
    )
)

select * from final
