-- grain: one row per release year
-- Hybrid, Phyrexian and colorless-hybrid usage over time: how many of the cards first printed each
-- year have each kind of symbol (CR 107.4e-f) in the mana cost of any face, and what share of the
-- year's cards that is. Cards are distinct oracle_ids dated by their first printing in the file
-- (with oracle_cards, the printing Scryfall chose). Tokens, emblems, art series, planes, schemes
-- and vanguards are left out.
with

symbols as (
    select * from mana_symbols
),

chroma as (
    select * from card_chroma
),

cards_source as (
    select
        id as card_id,
        layout,
        released_at,
        "set" as set_code,
        collector_number,
    from cards
),

game_cards as (
    select
        coalesce(chroma.oracle_id, chroma.card_id) as card_key,
        cards_source.*,
    from chroma
    inner join cards_source on cards_source.card_id = chroma.card_id
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

symbols_per_card as (
    select
        card_id,
        count(*) filter (where kind = 'hybrid') as hybrid,
        count(*) filter (where kind = 'monocolored_hybrid') as monocolored_hybrid,
        count(*) filter (where kind = 'colorless_hybrid') as colorless_hybrid,
        count(*) filter (where kind = 'phyrexian') as phyrexian,
        count(*) filter (where kind = 'hybrid_phyrexian') as hybrid_phyrexian,
    from symbols
    group by card_id
),

per_year as (
    select
        year(first_printings.released_at) as release_year,
        count(*) as count_cards,
        count(*) filter (where s.hybrid > 0) as count_hybrid_cards,
        count(*) filter (where s.monocolored_hybrid > 0) as count_monocolored_hybrid_cards,
        count(*) filter (where s.colorless_hybrid > 0) as count_colorless_hybrid_cards,
        count(*) filter (where s.phyrexian > 0) as count_phyrexian_cards,
        count(*) filter (where s.hybrid_phyrexian > 0) as count_hybrid_phyrexian_cards,
    from first_printings
    left join symbols_per_card as s on s.card_id = first_printings.card_id
    group by release_year
),

final as (
    select
        *,
        round(count_hybrid_cards / count_cards, 4) as share_hybrid,
        round(count_monocolored_hybrid_cards / count_cards, 4) as share_monocolored_hybrid,
        round(count_colorless_hybrid_cards / count_cards, 4) as share_colorless_hybrid,
        round(count_phyrexian_cards / count_cards, 4) as share_phyrexian,
        round(count_hybrid_phyrexian_cards / count_cards, 4) as share_hybrid_phyrexian,
    from per_year
)

select * from final
order by release_year nulls last
