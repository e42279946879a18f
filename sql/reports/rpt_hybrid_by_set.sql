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

final as (
    select
        game_sets.*,  -- the set's facts, then its counts from mana_costs_by_set()
        -- count_hybrid_cards .. count_hybrid_phyrexian_cards, then the same kinds' symbols
        columns('^count_\w*(hybrid|phyrexian)_(cards|symbols)$'),
    from game_sets() as game_sets
    inner join mana_costs_by_set() as by_set using (set_code)
    where
        by_set.count_hybrid_cards + by_set.count_monocolored_hybrid_cards
        + by_set.count_colorless_hybrid_cards + by_set.count_phyrexian_cards
        + by_set.count_hybrid_phyrexian_cards > 0
)

select * from final
order by released_at nulls last, set_code
