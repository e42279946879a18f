-- grain: one row per parse issue
-- Parse issues: every problem found while loading and parsing (the parse_issues table), with the
-- card's name, set and layout: a line of the file that is not JSON, an unknown field or layout, a
-- mana cost that does not parse, a mana value that differs from Scryfall's cmc, an unexpected
-- produced_mana value, an oracle line about mana that the ability parser did not recognise.
-- Problems that are not about one card come first.
with

issues as (
    select * from parse_issues
),

cards_source as (
    select
        id as card_id,
        name,
        "set" as set_code,
        layout,
    from cards
),

final as (
    select
        issues.field,
        cards_source.name,
        cards_source.set_code,
        cards_source.layout,
        issues.text,
        issues.problem,
        issues.card_id,
    from issues
    left join cards_source on cards_source.card_id = issues.card_id
)

select * from final
order by field, card_id nulls first, text, problem
