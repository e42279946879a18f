-- grain: one row per game card object (tokens, emblems, art series, planes, schemes and
-- vanguards left out): its printing, chroma, mana production, card types and hybrid symbols,
-- and whether it is the first printing of its card (oracle_cards says which); the reports' shared
-- base
create or replace table report_cards as
with

printings as (
    select * from int_printings
),

symbols as (
    select * from mana_symbols
),

per_card as (
    select * from oracle_cards
),

symbols_per_card as (
    select
        card_id,
        count(*) filter (where kind = 'hybrid') as count_hybrid_symbols,
        count(*) filter (where kind = 'monocolored_hybrid') as count_monocolored_hybrid_symbols,
        count(*) filter (where kind = 'colorless_hybrid') as count_colorless_hybrid_symbols,
        count(*) filter (where kind = 'phyrexian') as count_phyrexian_symbols,
        count(*) filter (where kind = 'hybrid_phyrexian') as count_hybrid_phyrexian_symbols,
    from symbols
    -- a reversible card's faces are one card printed twice: its symbols count once
    where symbols.face_index = 0
        or symbols.card_id not in (select card_id from printings where layout = 'reversible_card')
    group by card_id
),

game_cards as (
    select
        printings.card_id,
        printings.card_key,
        printings.card_oracle_id,
        printings.name,
        printings.layout,
        printings.type_line,
        printings.mana_cost,
        printings.mana_value,
        printings.chroma_w,
        printings.chroma_u,
        printings.chroma_b,
        printings.chroma_r,
        printings.chroma_g,
        printings.could_produce,
        printings.produces,
        printings.scryfall_produced_mana,
        printings.released_at,
        printings.set_code,
        printings.set_name,
        printings.collector_number,
        per_card.first_card_id = printings.card_id as is_first_printing,
    from printings
    inner join per_card on per_card.card_key = printings.card_key
    where per_card.is_game_card
),

types_text as (
    select
        card_id,
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
    from game_cards
),

final as (
    select
        game_cards.*,
        list_filter(
            ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land',
                'Planeswalker', 'Sorcery'],
            lambda t: contains(types_text.supertypes_and_types, ' ' || t || ' ')
        ) as card_types,
        coalesce(columns(s.* exclude (card_id)), 0),  -- no symbols_per_card row: none of them
    from game_cards
    inner join types_text on types_text.card_id = game_cards.card_id
    left join symbols_per_card as s on s.card_id = game_cards.card_id
)

select * from final
