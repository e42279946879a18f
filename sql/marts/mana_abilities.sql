-- grain: one row per way a face produces mana or leads to mana (CR 106, 605): its own
-- activated and triggered mana abilities, basic land types (305.6), spell effects, loyalty
-- abilities, other abilities that add mana (605.5), tokens it creates, abilities it grants,
-- and replacements of tapped-for-mana events (106.12b); printed, or given by a rule the text
-- names (keyword reminder text, predefined tokens, grants to a group, basic land types)
create or replace table mana_abilities as
with

faces as (
    select card_id, face_index, face_text_key from stg_scryfall__faces
),

parsed as (
    select * from parsed_mana_abilities
),

final as (
    select
        faces.card_id,
        faces.face_index,
        parsed.mana_index,
        parsed.ability_index,
        parsed.text,
        parsed.ability_text,
        parsed.source_kind,
        parsed.mechanism,
        parsed.via,
        parsed.colors,
        parsed.amount,
        parsed.choice,
        parsed.depends_on,
        parsed.restriction,
        parsed.cost_text,
        parsed.has_tap,
        parsed.has_untap,
        parsed.cost_mana,
        parsed.cost_mana_value,
        parsed.sacrifice,
        parsed.life,
        parsed.energy,
        parsed.discard,
        parsed.other_cost,
        parsed.is_mana_ability,
        parsed.is_mana_ability_2026,
        parsed.is_mana_ability is distinct from parsed.is_mana_ability_2026
            as is_changed_by_2026_rules,
    from faces
    inner join parsed on parsed.face_text_key = faces.face_text_key
)

select * from final
