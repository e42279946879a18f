-- grain: one row per card object: chroma per color of the mana cost the card has outside the
-- stack and battlefield (docs/rules.md#card-cost: both halves of a split card, else the
-- front/main face), its mana value from the symbols (CR 202.3) and a check against Scryfall's
-- cmc (docs/rules.md#cmc-check)
create or replace table card_chroma as
with

face_costs as (
    select * from int_faces__mana_costs where is_in_card_cost
),

cards_source as (
    select id as card_id, name, cmc from cards
),

per_card as (
    select
        card_id,
        first(oracle_id order by face_index) as oracle_id,
        string_agg(mana_cost, ' // ' order by face_index) as mana_cost,
        bool_or(parse_error is not null) as has_parse_error,
        bool_or(is_infinite) as is_infinite,
        bool_or(has_variable) as has_variable,
        sum(chroma_w) as chroma_w,
        sum(chroma_u) as chroma_u,
        sum(chroma_b) as chroma_b,
        sum(chroma_r) as chroma_r,
        sum(chroma_g) as chroma_g,
        sum(mana_value) as mana_value,
    from face_costs
    group by card_id
),

final as (
    select
        per_card.card_id,
        per_card.oracle_id,
        cards_source.name,
        per_card.mana_cost,
        case when not has_parse_error then chroma_w::integer end as chroma_w,
        case when not has_parse_error then chroma_u::integer end as chroma_u,
        case when not has_parse_error then chroma_b::integer end as chroma_b,
        case when not has_parse_error then chroma_r::integer end as chroma_r,
        case when not has_parse_error then chroma_g::integer end as chroma_g,
        case when not has_parse_error and not is_infinite then mana_value end as mana_value,
        has_variable,
        is_infinite,
        cards_source.cmc,
        case
            when has_parse_error or is_infinite or cards_source.cmc is null then null
            else mana_value = cards_source.cmc
        end as cmc_matches,
    from per_card
    inner join cards_source on cards_source.card_id = per_card.card_id
)

select * from final
