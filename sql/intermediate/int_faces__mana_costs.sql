-- grain: one row per face of every card: its parsed mana cost, and whether the face's cost
-- is part of the card's mana cost outside the stack and battlefield (docs/rules.md#card-cost)
create or replace view int_faces__mana_costs as
with

faces as (
    select * from stg_scryfall__faces
),

layout_costs as (
    select * from stg_rules__layout_costs
),

parsed_costs as (
    select * from parsed_mana_costs
),

final as (
    select
        faces.card_id,
        faces.face_index,
        faces.is_multi_face,
        faces.oracle_id,
        faces.name,
        faces.layout,
        faces.mana_cost,
        layout_costs.layout is not null as is_known_layout,
        case coalesce(layout_costs.cost_faces, 'first_face')
            when 'all_faces' then true
            else faces.face_index = 0
        end as is_in_card_cost,
        parsed_costs.error as parse_error,
        coalesce(parsed_costs.mana_value, 0) as mana_value,
        coalesce(parsed_costs.is_infinite, false) as is_infinite,
        coalesce(parsed_costs.has_variable, false) as has_variable,
        -- chroma_w .. chroma_g, in the parse step's order: none for a cost that did not parse
        coalesce(columns('^chroma_[wubrg]$'), 0),
    from faces
    left join layout_costs on layout_costs.layout = faces.layout
    left join parsed_costs on parsed_costs.mana_cost = faces.mana_cost
)

select * from final
