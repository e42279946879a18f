-- grain: a scalar macro, count_colors(mana_types): how many of the five colors a list of mana
-- types (W U B R G C) holds; colorless does not count (CR 105.1, 106.7: a fixer is a card that
-- could produce three or more colors). NULL gives NULL.
create or replace macro count_colors(mana_types) as (
    len(list_filter(mana_types, lambda t: t != 'C'))
)
