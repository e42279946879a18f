-- grain: one row per type of mana and card type
-- Mana producers per color and card type: how many cards of each type could produce each type of
-- mana with their own mana abilities (`could_produce`, CR 106.7), and how many lead to it by any
-- means (`produces`: spells, loyalty abilities, tokens they make, ...). Types: Artifact, Battle,
-- Creature, Enchantment, Instant, Kindred (Tribal counts as Kindred), Land, Planeswalker, Sorcery,
-- and Other for none of these; a card counts under each of its types (an Artifact Creature under
-- both, a modal double-faced card under its faces' types). Cards are distinct oracle_ids; tokens,
-- emblems, art series, planes, schemes and vanguards are left out. Every combination has a row,
-- zeros included.
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

mana_types as (
    select unnest(['W', 'U', 'B', 'R', 'G', 'C']) as mana_type
),

final as (
    select
        mana_types.mana_type,
        card_types.card_type,
        count(cards_by_type.card_key) filter (
            where list_contains(cards_by_type.could_produce, mana_types.mana_type)
        ) as count_could_produce,
        count(cards_by_type.card_key) filter (
            where list_contains(cards_by_type.produces, mana_types.mana_type)
        ) as count_produces,
    from mana_types
    cross join card_types
    left join cards_by_type on cards_by_type.card_type = card_types.card_type
    group by mana_types.mana_type, card_types.card_type
)

select * from final
order by list_position(['W', 'U', 'B', 'R', 'G', 'C'], mana_type), card_type
