-- grain: one row per set that uses hybrid or Phyrexian mana
-- Hybrid, Phyrexian and colorless-hybrid usage by set: how many of the set's cards have each kind
-- of symbol (CR 107.4e-f: hybrid {W/U}, monocolored hybrid {2/W}, colorless hybrid {C/W},
-- Phyrexian {W/P}, hybrid Phyrexian {W/U/P}) in the mana cost of any face (an adventure's or a
-- back face's cost included), and how many such symbols they hold. Only sets with at least one
-- such card. Cards are distinct oracle_ids per set (docs/rules.md#printings: a set is whole only
-- with every printing); `count_cards` is all of the set's game cards. Tokens, emblems, art series,
-- planes, schemes and vanguards are left out.
-- needs: every printing
with

game_cards as (
    select * from report_cards
),

sets_source as (
    select
        code as set_code,
        name as set_name,
        set_type,
        released_at,
    from sets
),

set_cards as (
    -- one row per card per set: reprints within a set (variants, showcase frames) count once
    select * from game_cards
    qualify row_number() over (partition by set_code, card_key order by card_id) = 1
),

per_set as (
    select
        set_cards.set_code,
        min(set_cards.set_name) as set_name,
        min(set_cards.released_at) as first_card_released_at,
        count(*) as count_cards,
        count(*) filter (where set_cards.count_hybrid_symbols > 0)
            as count_hybrid_cards,
        count(*) filter (where set_cards.count_monocolored_hybrid_symbols > 0)
            as count_monocolored_hybrid_cards,
        count(*) filter (where set_cards.count_colorless_hybrid_symbols > 0)
            as count_colorless_hybrid_cards,
        count(*) filter (where set_cards.count_phyrexian_symbols > 0)
            as count_phyrexian_cards,
        count(*) filter (where set_cards.count_hybrid_phyrexian_symbols > 0)
            as count_hybrid_phyrexian_cards,
        coalesce(sum(set_cards.count_hybrid_symbols), 0) as count_hybrid_symbols,
        coalesce(sum(set_cards.count_monocolored_hybrid_symbols), 0)
            as count_monocolored_hybrid_symbols,
        coalesce(sum(set_cards.count_colorless_hybrid_symbols), 0)
            as count_colorless_hybrid_symbols,
        coalesce(sum(set_cards.count_phyrexian_symbols), 0) as count_phyrexian_symbols,
        coalesce(sum(set_cards.count_hybrid_phyrexian_symbols), 0)
            as count_hybrid_phyrexian_symbols,
    from set_cards
    group by set_cards.set_code
),

final as (
    select
        per_set.set_code,
        coalesce(sets_source.set_name, per_set.set_name) as set_name,
        sets_source.set_type,
        coalesce(sets_source.released_at, per_set.first_card_released_at) as released_at,
        per_set.* exclude (set_code, set_name, first_card_released_at),
    from per_set
    left join sets_source on sets_source.set_code = per_set.set_code
    where
        per_set.count_hybrid_cards + per_set.count_monocolored_hybrid_cards
        + per_set.count_colorless_hybrid_cards + per_set.count_phyrexian_cards
        + per_set.count_hybrid_phyrexian_cards > 0
)

select * from final
order by released_at nulls last, set_code
