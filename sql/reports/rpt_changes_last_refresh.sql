-- grain: one row per change the last refresh recorded
-- Changes in the last refresh: every row of card_changes the newest refresh found between
-- the warehouse it built and the one it replaced: printings (field card_id) and cards (field
-- oracle_id) added or removed, and each followed field that changed, with its old and new
-- value (lists and chroma as JSON; legalities one row per format, legalities.<format>).
-- Empty when that refresh found nothing, or was the warehouse's first. With default_cards a
-- change to a card is one row per printing. Sorted by field, name and ids.
with

final as (
    select
        changes.refresh_id,
        changes.changed_at,
        changes.change,
        changes.field,
        changes.name,
        changes.old_value,
        changes.new_value,
        changes.oracle_id,
        changes.card_id,
    from card_changes as changes
    where changes.refresh_id = last_refresh_id()  -- a constant: only that refresh's files
)

select * from final
order by field, name, oracle_id, card_id nulls first
