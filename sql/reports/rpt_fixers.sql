-- grain: one row per fixer
-- Fixers: every card whose own mana abilities could produce three or more of the five colors.
-- `could_produce` (CR 106.7): printed activated and triggered mana abilities and basic land types,
-- no board state; an ability whose colors depend on other permanents or on a choice counts with
-- every color it could name; colorless does not count. Cards are distinct oracle_ids (the first
-- printing stands for the card); tokens, emblems, art series, planes, schemes and vanguards are
-- left out. Sorted by number of colors, then name.
with

production as (
    select * from card_mana_production
),

cards_source as (
    select
        id as card_id,
        layout,
        type_line,
        mana_cost,
        released_at,
        "set" as set_code,
        collector_number,
    from cards
),

game_cards as (
    select
        coalesce(production.oracle_id, production.card_id) as card_key,
        production.*,
        cards_source.* exclude (card_id),
    from production
    inner join cards_source on cards_source.card_id = production.card_id
    where coalesce(cards_source.layout, '') not in (
        'token', 'double_faced_token', 'emblem', 'art_series', 'planar', 'scheme',
        'vanguard', 'front_card'
    )
),

first_printings as (
    select * from game_cards
    qualify row_number() over (
        partition by card_key
        order by released_at nulls last, set_code, collector_number, card_id
    ) = 1
),

final as (
    select
        name,
        type_line,
        len(list_filter(could_produce, lambda t: t != 'C')) as count_colors,
        could_produce,
        produces,
        set_code as first_set,
        released_at as first_released_at,
        card_key as oracle_id,
    from first_printings
    where count_colors >= 3
)

select * from final
order by count_colors desc, name, oracle_id
