-- grain: a scalar macro, devotion(card_id, colors): the number of mana symbols in the card's
-- mana cost (docs/rules.md#card-cost) with at least one of the given colors (CR 700.5,
-- docs/rules.md#devotion). A hybrid symbol counts once toward a pair: devotion(id, 'GW') of
-- {1}{G/W}{G/W} is 2, not 4.
-- colors: one or more of the letters WUBRG in either case, as pipeline.mana.devotion takes
-- them; anything else ('', 'C', 'GX') is an error, as in Python. NULL colors give NULL.
create or replace macro devotion(for_card_id, for_colors) as (
    case
        when for_colors is null then null
        when not regexp_full_match(upper(for_colors), '[WUBRG]+')
            then error('Devotion needs colors from WUBRG, got ''' || for_colors || '''')
        else (
            select count(*)
            from mana_symbols
            where
                mana_symbols.card_id = for_card_id
                and mana_symbols.is_in_card_cost
                and list_has_any(mana_symbols.colors, string_split(upper(for_colors), ''))
        )
    end
)
