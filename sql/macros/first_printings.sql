-- grain: a table macro, first_printings(): one row per game card, a distinct Oracle ID, by its
-- first printing (report_cards.is_first_printing, docs/rules.md#printings): the reports' cards
-- when each card counts once
create or replace macro first_printings() as table
select * from report_cards
where is_first_printing
