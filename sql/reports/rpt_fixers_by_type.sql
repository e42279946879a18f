-- grain: one row per card type
-- Fixers by card type: how many cards of each type could produce three or more colors with their
-- own mana abilities, and how many reach three, four and all five. Types: Artifact, Battle,
-- Creature, Enchantment, Instant, Kindred (Tribal counts as Kindred), Land, Planeswalker, Sorcery,
-- and Other for none of these; a card counts under each of its types. `could_produce` as in
-- rpt_fixers (CR 106.7; colorless does not count); `count_fixers_by_any_means` uses `produces`
-- instead, where spells, loyalty abilities and tokens such as Treasure count. Cards are distinct
-- oracle_ids; tokens, emblems, art series, planes, schemes and vanguards are left out.
with

game_cards as (
    select * from report_cards
),

first_printings as (
    select * from game_cards where is_first_printing
),

card_types as (
    select unnest([
        'Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land',
        'Planeswalker', 'Sorcery', 'Other'
    ]) as card_type
),

typed_cards as (
    select
        *,
        len(list_filter(could_produce, lambda t: t != 'C')) as count_colors,
        len(list_filter(produces, lambda t: t != 'C')) as count_colors_by_any_means,
    from first_printings
),

cards_by_type as (
    select
        *,
        unnest(case when len(card_types) = 0 then ['Other'] else card_types end) as card_type,
    from typed_cards
),

final as (
    select
        card_types.card_type,
        count(cards_by_type.card_key) filter (where cards_by_type.count_colors >= 3)
            as count_fixers,
        count(cards_by_type.card_key) filter (where cards_by_type.count_colors = 3)
            as count_three_colors,
        count(cards_by_type.card_key) filter (where cards_by_type.count_colors = 4)
            as count_four_colors,
        count(cards_by_type.card_key) filter (where cards_by_type.count_colors = 5)
            as count_five_colors,
        count(cards_by_type.card_key) filter (where cards_by_type.count_colors_by_any_means >= 3)
            as count_fixers_by_any_means,
        count(cards_by_type.card_key) as count_cards,
    from card_types
    left join cards_by_type on cards_by_type.card_type = card_types.card_type
    group by card_types.card_type
)

select * from final
order by card_type
