-- grain: one row per type of mana (W U B R G C)
-- Mana producers per color: how many cards could produce each type of mana (CR 106.1b) with their
-- own mana abilities as a permanent, lands and nonlands apart; how many lead to it by any means;
-- how many Scryfall's produced_mana lists. `could_produce` (CR 106.7): activated and triggered
-- mana abilities and basic land types, printed abilities only, no board state. `produces`: also
-- spells, loyalty abilities, tokens the card makes. The Scryfall count is empty (unknown) when the
-- file has no produced_mana (2019 schema). Cards are distinct oracle_ids (the first printing
-- stands for the card); tokens, emblems, art series, planes, schemes and vanguards are left out.
with

game_cards as (
    select * from report_cards
),

first_printings as (
    select
        *,
        regexp_matches(coalesce(type_line, ''), '\bLand\b') as is_land,
    from game_cards
    where is_first_printing
),

mana_types as (
    select unnest(['W', 'U', 'B', 'R', 'G', 'C']) as mana_type
),

final as (
    select
        mana_types.mana_type,
        count(*) filter (
            where list_contains(first_printings.could_produce, mana_types.mana_type)
        ) as count_could_produce,
        count(*) filter (
            where list_contains(first_printings.could_produce, mana_types.mana_type)
            and first_printings.is_land
        ) as count_lands,
        count(*) filter (
            where list_contains(first_printings.could_produce, mana_types.mana_type)
            and not first_printings.is_land
        ) as count_nonlands,
        count(*) filter (
            where list_contains(first_printings.produces, mana_types.mana_type)
        ) as count_produces,
        case
            -- no produced_mana at all in the file (2019 schema): unknown, not zero
            when count(first_printings.scryfall_produced_mana) > 0 then count(*) filter (
                where list_contains(first_printings.scryfall_produced_mana, mana_types.mana_type)
            )
        end as count_scryfall_produced_mana,
    from mana_types
    cross join first_printings
    group by mana_types.mana_type
)

select * from final
order by list_position(['W', 'U', 'B', 'R', 'G', 'C'], mana_type)
