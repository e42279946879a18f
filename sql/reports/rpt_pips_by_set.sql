-- grain: one row per set with at least one game card
-- Pips per color by set: chroma summed over the mana costs of the cards printed in each set
-- (docs/rules.md#chroma: a hybrid symbol counts for each of its colors). A card counts once per set
-- it is printed in (distinct oracle_ids per set; docs/rules.md#printings: a set is whole only with
-- every printing). `released_at` and `set_type` come from Scryfall's /sets
-- when the warehouse has them (else the set's earliest card date, and no type). Tokens, emblems,
-- art series, planes, schemes and vanguards are left out; a cost that does not parse adds no pips.
-- needs: every printing
with

per_set as (
    select
        set_code,
        unnest(pip_counts(set_cards)),
        round(avg(mana_value), 2) as avg_mana_value,
    from set_cards() as set_cards
    group by set_code
),

final as (
    select *  -- the set's facts, then its counts (set_code once: the join is on it)
    from game_sets()
    inner join per_set using (set_code)
)

select * from final
order by released_at nulls last, set_code
