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
    -- keyed by the card object's own Oracle ID, so each printing of a reversible card counts
    select * replace (coalesce(card_oracle_id, card_id) as card_key), from game_cards
    qualify row_number() over (
        partition by coalesce(card_oracle_id, card_id) order by printing_order
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
