-- grain: one row per way a face produces mana or leads to mana (CR 106, 605): its own
-- activated and triggered mana abilities, basic land types (305.6), spell effects, loyalty
-- abilities, other abilities that add mana (605.5), tokens it creates, abilities it grants,
-- and replacements of tapped-for-mana events (106.12b); printed, or given by a rule the text
-- names (keyword reminder text, predefined tokens, grants to a group, basic land types)
-- columns: each face's key, then the parsed rows' own, declared once where they are
-- written (pipeline/parse_stage.py) and fanned out here to every face with that text
create or replace table mana_abilities as
select faces.card_id, faces.face_index, parsed.* exclude (face_text_key),
    parsed.is_mana_ability is distinct from parsed.is_mana_ability_2026
        as is_changed_by_2026_rules,
from stg_scryfall__faces as faces
inner join parsed_mana_abilities as parsed using (face_text_key)
