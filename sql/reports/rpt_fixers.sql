-- grain: one row per fixer
-- Fixers: every card whose own mana abilities could produce three or more of the five colors.
-- `could_produce` (CR 106.7): printed activated and triggered mana abilities and basic land types,
-- no board state; an ability whose colors depend on other permanents or on a choice counts with
-- every color it could name; colorless does not count. Cards are distinct oracle_ids (the first
-- printing stands for the card); tokens, emblems, art series, planes, schemes and vanguards are
-- left out. Sorted by number of colors, then name.
with

game_cards as (
    select * from report_cards
),

first_printings as (
    select * from game_cards where is_first_printing
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
