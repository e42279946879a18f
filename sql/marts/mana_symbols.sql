-- grain: one row per mana symbol in each face's mana cost (CR 107.4, 202.1)
create or replace table mana_symbols as
with

face_costs as (
    select * from int_faces__mana_costs
),

parsed_symbols as (
    select * from parsed_mana_symbols
),

final as (
    select
        face_costs.card_id,
        face_costs.face_index,
        parsed_symbols.position,
        parsed_symbols.symbol,
        parsed_symbols.kind,
        parsed_symbols.colors,
        parsed_symbols.mana_value,
        face_costs.is_in_card_cost,
    from face_costs
    inner join parsed_symbols on parsed_symbols.mana_cost = face_costs.mana_cost
)

select * from final
