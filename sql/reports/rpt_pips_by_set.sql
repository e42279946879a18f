-- grain: one row per set with at least one game card
-- Pips per color by set: chroma summed over the mana costs of the cards printed in each set
-- (docs/rules.md#chroma: a hybrid symbol counts for each of its colors). A card counts once per set
-- it is printed in (distinct oracle_ids per set; docs/rules.md#printings: a set is whole only with
-- every printing). `released_at` and `set_type` come from Scryfall's /sets
-- when the warehouse has them (else the set's earliest card date, and no type). Tokens, emblems,
-- art series, planes, schemes and vanguards are left out; a cost that does not parse adds no pips.
-- needs: every printing
with

final as (
    select
        game_sets.*,  -- the set's facts, then its counts from mana_costs_by_set()
        by_set.count_colored_cards,
        columns('^chroma_'),  -- chroma_w .. chroma_g, chroma_total
        by_set.avg_mana_value,
    from game_sets() as game_sets
    inner join mana_costs_by_set() as by_set using (set_code)
)

select * from final
order by released_at nulls last, set_code
