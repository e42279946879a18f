-- grain: a table macro, set_cards(): one row per game card per set it is printed in: reprints
-- within a set (variants, showcase frames) count once, by their lowest card id. Cards are
-- distinct oracle_ids per set (docs/rules.md#printings: a set is whole only with every printing)
create or replace macro set_cards() as table
select * from report_cards
qualify row_number() over (partition by set_code, card_key order by card_id) = 1
