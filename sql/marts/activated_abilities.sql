-- grain: one row per activated ability ("cost: effect", CR 602.1) of each face, loyalty
-- abilities (CR 606) and the intrinsic "{T}: Add [symbol]" of basic land types (305.6)
-- included; so analysts can ask, e.g., which creatures have {T} or {Q} abilities (302.6)
-- columns: each face's key, then the parsed rows' own, declared once where they are
-- written (pipeline/parse_stage.py) and fanned out here to every face with that text
create or replace table activated_abilities as
select faces.card_id, faces.face_index, parsed.* exclude (face_text_key),
from stg_scryfall__faces as faces
inner join parsed_activated_abilities as parsed using (face_text_key)
