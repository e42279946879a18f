-- grain: a table macro, game_sets(): one row per set with at least one game card: its code, and
-- its name, type and release date from Scryfall's /sets when the warehouse has them (else the
-- name on its cards, no type, and its earliest card's date); and `count_cards`, how many game
-- cards it has (set_cards(): reprints within the set count once)
create or replace macro game_sets() as table
with

sets_source as (
    select
        code as set_code,
        name as set_name,
        set_type,
        released_at,
    from sets
),

per_set as (
    select
        set_code,
        min(set_name) as set_name,
        min(released_at) as first_card_released_at,
        count(*) as count_cards,
    from set_cards()
    group by set_code
)

select
    per_set.set_code,
    coalesce(sets_source.set_name, per_set.set_name) as set_name,
    sets_source.set_type,
    coalesce(sets_source.released_at, per_set.first_card_released_at) as released_at,
    per_set.count_cards,
from per_set
left join sets_source on sets_source.set_code = per_set.set_code
