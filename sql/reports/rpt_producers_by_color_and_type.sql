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
    from first_printings
),

cards_by_type as (
    select
        *,
        unnest(case when len(card_types) = 0 then ['Other'] else card_types end) as card_type,
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
