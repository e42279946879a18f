-- grain: one row per game card object (tokens, emblems, art series, planes, schemes and
-- vanguards left out): its printing, chroma, mana production, card types and hybrid symbols,
-- and whether it is the first printing of its card (oracle_cards says which); the reports' shared
-- base
create or replace table report_cards as
with

chroma as (
    select * from card_chroma
),

production as (
    select * from card_mana_production
),

symbols as (
    select * from mana_symbols
),

per_card as (
    select * from oracle_cards
),

cards_source as (
    select
        id as card_id,
        layout,
        type_line,
        released_at,
        "set" as set_code,
        set_name,
        collector_number,
    from cards
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
    group by card_id
),

game_cards as (
    select
        chroma.card_id,
        coalesce(chroma.oracle_id, chroma.card_id) as card_key,
        production.oracle_id as card_oracle_id,
        chroma.name,
        cards_source.layout,
        cards_source.type_line,
        chroma.mana_cost,
        chroma.mana_value,
        chroma.chroma_w,
        chroma.chroma_u,
        chroma.chroma_b,
        chroma.chroma_r,
        chroma.chroma_g,
        production.could_produce,
        production.produces,
        production.scryfall_produced_mana,
        cards_source.released_at,
        cards_source.set_code,
        cards_source.set_name,
        cards_source.collector_number,
        per_card.first_card_id = chroma.card_id as is_first_printing,
    from chroma
    inner join cards_source on cards_source.card_id = chroma.card_id
    inner join production on production.card_id = chroma.card_id
    inner join per_card on per_card.card_key = coalesce(chroma.oracle_id, chroma.card_id)
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
        coalesce(s.count_hybrid_symbols, 0) as count_hybrid_symbols,
        coalesce(s.count_monocolored_hybrid_symbols, 0) as count_monocolored_hybrid_symbols,
        coalesce(s.count_colorless_hybrid_symbols, 0) as count_colorless_hybrid_symbols,
        coalesce(s.count_phyrexian_symbols, 0) as count_phyrexian_symbols,
        coalesce(s.count_hybrid_phyrexian_symbols, 0) as count_hybrid_phyrexian_symbols,
    from game_cards
    inner join types_text on types_text.card_id = game_cards.card_id
    left join symbols_per_card as s on s.card_id = game_cards.card_id
)

select * from final
