-- grain: one row per land card that a face's "search your library for ..." asks for: a
-- fetch land's "an Island or Swamp card" is one row, Krosan Verge's "a Forest card and a
-- Plains card" two; searches that can't find a land are left out. Parsed in Python
-- (pipeline/deck/land_search.py, land types per CR 205.3i, 305.6 and 305.8)
-- columns: each face's key, then the parsed rows' own, declared once where they are
-- written (pipeline/deck/stage.py) and fanned out here to every face with that text
create or replace table land_searches as
select faces.card_id, faces.face_index, parsed.* exclude (face_text_key),
from stg_scryfall__faces as faces
inner join parsed_land_searches as parsed using (face_text_key)
