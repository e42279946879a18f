-- grain: one row per card type
-- Fixers by card type: how many cards of each type could produce three or more colors with their
-- own mana abilities, and how many reach three, four and all five. Types: Artifact, Battle,
-- Creature, Enchantment, Instant, Kindred (Tribal counts as Kindred), Land, Planeswalker, Sorcery,
-- and Other for none of these; a card counts under each of its types. `could_produce` as in
-- rpt_fixers (CR 106.7; colorless does not count); `count_fixers_by_any_means` uses `produces`
-- instead, where spells, loyalty abilities and tokens such as Treasure count. Cards are distinct
-- oracle_ids; tokens, emblems, art series, planes, schemes and vanguards are left out.
with

cards_by_type as (
    select
        card_type,
        card_key,
        count_colors(could_produce) as count_colors,
        count_colors(produces) as count_colors_by_any_means,
    from first_printings_by_type()
),

final as (
    select
        card_type,
        count(card_key) filter (where count_colors >= 3) as count_fixers,
        count(card_key) filter (where count_colors = 3) as count_three_colors,
        count(card_key) filter (where count_colors = 4) as count_four_colors,
        count(card_key) filter (where count_colors = 5) as count_five_colors,
        count(card_key) filter (where count_colors_by_any_means >= 3) as count_fixers_by_any_means,
        count(card_key) as count_cards,
    from cards_by_type
    group by card_type
)

select * from final
order by card_type
