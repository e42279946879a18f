-- grain: one row per face of every card object (a single-faced card is face 0):
-- chroma per color and mana value of that face's own mana cost (docs/rules.md#chroma)
create or replace table face_chroma as
with

face_costs as (
    select * from int_faces__mana_costs
),

final as (
    select
        card_id,
        face_index,
        oracle_id,
        name,
        mana_cost,
        -- a cost that failed to parse has unknown counts, not zero (see parse_issues)
        case when parse_error is null then chroma_w end as chroma_w,
        case when parse_error is null then chroma_u end as chroma_u,
        case when parse_error is null then chroma_b end as chroma_b,
        case when parse_error is null then chroma_r end as chroma_r,
        case when parse_error is null then chroma_g end as chroma_g,
        case when parse_error is null and not is_infinite then mana_value end as mana_value,
        has_variable,
        is_in_card_cost,
    from face_costs
)

select * from final
