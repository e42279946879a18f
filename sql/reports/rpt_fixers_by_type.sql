-- grain: one row per card type
-- Fixers by card type: how many cards of each type could produce three or more colors with their
-- own mana abilities, and how many reach three, four and all five. Types: Artifact, Battle,
-- Creature, Enchantment, Instant, Kindred (Tribal counts as Kindred), Land, Planeswalker, Sorcery,
-- and Other for none of these; a card counts under each of its types. `could_produce` as in
-- rpt_fixers (CR 106.7; colorless does not count); `count_fixers_by_any_means` uses `produces`
-- instead, where spells, loyalty abilities and tokens such as Treasure count. Cards are distinct
-- oracle_ids; tokens, emblems, art series, planes, schemes and vanguards are left out.
with

production as (
    select * from card_mana_production
),

cards_source as (
    select
        id as card_id,
        layout,
        type_line,
        released_at,
        "set" as set_code,
        collector_number,
    from cards
),

game_cards as (
    select
        coalesce(production.oracle_id, production.card_id) as card_key,
        production.* exclude (oracle_id),
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

card_types as (
    select unnest([
        'Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land',
        'Planeswalker', 'Sorcery', 'Other'
    ]) as card_type
),

types_text as (
    select
        *,
        -- the words before each face's dash, never subtypes; Tribal was renamed Kindred
        ' ' || replace(
            array_to_string(
                list_transform(
                    string_split(coalesce(type_line, ''), ' // '),
                    lambda face: split_part(face, ' — ', 1)
                ),
                ' '
            ),
            'Tribal',
            'Kindred'
        ) || ' ' as supertypes_and_types,
    from first_printings
),

typed_cards as (
    select
        types_text.*,
        len(list_filter(could_produce, lambda t: t != 'C')) as count_colors,
        len(list_filter(produces, lambda t: t != 'C')) as count_colors_by_any_means,
        list_filter(
            ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land',
                'Planeswalker', 'Sorcery'],
            lambda t: contains(supertypes_and_types, ' ' || t || ' ')
        ) as types,
    from types_text
),

cards_by_type as (
    select
        *,
        unnest(case when len(types) = 0 then ['Other'] else types end) as card_type,
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
