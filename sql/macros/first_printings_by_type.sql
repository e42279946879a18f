-- grain: a table macro, first_printings_by_type(): one row per card type and game card of that
-- type (first printings), a card under each of its types (an Artifact Creature under both) and
-- under Other when it has none of them; a type no card has gets one row whose card columns are
-- NULL, so a count of `card_key` per type is zero there. Types: Artifact, Battle, Creature,
-- Enchantment, Instant, Kindred (Tribal counts as Kindred), Land, Planeswalker, Sorcery, Other.
create or replace macro first_printings_by_type() as table
with

card_types as (
    select unnest([
        'Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land',
        'Planeswalker', 'Sorcery', 'Other'
    ]) as card_type
),

cards_by_type as (
    select
        *,
        unnest(case when len(card_types) = 0 then ['Other'] else card_types end) as card_type,
    from first_printings()
)

select
    card_types.card_type,
    cards_by_type.* exclude (card_type),
from card_types
left join cards_by_type on cards_by_type.card_type = card_types.card_type
