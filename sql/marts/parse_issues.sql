-- grain: one row per problem found while loading and parsing: a line of the file that is not
-- JSON, an unknown field or layout, a mana cost that does not parse, a mana value that differs
-- from Scryfall's cmc, an unexpected produced_mana value, an oracle line about mana that the
-- ability parser did not account for (its detector, both ways), a keyword read from reminder
-- text that Scryfall's keywords lack, a keyword that adds mana printed without its reminder
-- text (on the card, or on one face where another face explains it). A problem never aborts
-- a refresh; it lands here.
create or replace table parse_issues as
with

load_issues as (
    select * from raw_load_issues
),

face_costs as (
    select * from int_faces__mana_costs
),

card_chroma_checks as (
    select * from card_chroma
),

cards_source as (
    select
        id as card_id,
        name,
        layout,
        "set" as set_code,
        try_cast(produced_mana as varchar[]) as produced_mana,
        split_part(type_line, ' // ', 1) as first_type_line,
        try_cast(keywords as varchar[]) as keywords,
    from cards
),

cost_errors as (
    select
        card_id,
        case
            when is_multi_face then 'card_faces[' || face_index || '].mana_cost'
            else 'mana_cost'
        end as field,
        mana_cost as text,
        parse_error as problem,
    from face_costs
    where parse_error is not null
),

cmc_mismatches as (
    select
        checks.card_id,
        'cmc' as field,
        checks.mana_cost as text,
        'mana value ' || checks.mana_value || ' computed from the cost differs from Scryfall''s cmc '
        || checks.cmc
        || case
            when cards_source.layout = 'meld' and coalesce(checks.mana_cost, '') = ''
                then ': a melded permanent''s mana value is the total of its parts (CR 712.8g)'
            when cards_source.first_type_line like 'Land%' and checks.mana_cost <> ''
                then ': Scryfall gives the land face a mana cost, but lands have none '
                || '(CR 202.1b); likely the other face''s cost on the wrong face'
            else ''
        end as problem,
    from card_chroma_checks as checks
    inner join cards_source on cards_source.card_id = checks.card_id
    where checks.cmc_matches = false
),

unknown_layouts as (
    select
        min(card_id) as card_id,
        'layout' as field,
        layout as text,
        'unknown layout (' || count(distinct card_id) || ' cards): loaded, mana cost taken from the'
        || ' top-level or first face' as problem,
    from face_costs
    where not is_known_layout and layout is not null
    group by layout
),

missing_fields as (
    -- a card without an id is left out at load (every table is keyed by it) and reported there
    select card_id, field, name as text, 'card object lacks ' || field as problem
    from (
        select card_id, name, unnest(['name', 'layout', 'set']) as field,
            unnest([name is null, layout is null, set_code is null]) as is_missing,
        from cards_source
    )
    where is_missing
),

unexpected_produced_mana as (
    select card_id, 'produced_mana' as field, value as text,
        'not one of W U B R G C (CR 106.1b); ignored in comparisons' as problem,
    from (select card_id, unnest(produced_mana) as value from cards_source)
    where value not in ('W', 'U', 'B', 'R', 'G', 'C')
),

ability_issues as (
    select
        faces.card_id,
        case
            when faces.is_multi_face then 'card_faces[' || faces.face_index || '].oracle_text'
            else 'oracle_text'
        end as field,
        parsed.text,
        parsed.problem,
    from stg_scryfall__faces as faces
    inner join parsed_ability_issues as parsed on parsed.face_text_key = faces.face_text_key
),

keywords_read as (
    -- the keywords whose reminder text was read as an ability that adds mana, card by card
    select distinct faces.card_id, parsed.via, lower(parsed.via) as keyword, parsed.source_kind,
    from stg_scryfall__faces as faces
    inner join parsed_mana_abilities as parsed on parsed.face_text_key = faces.face_text_key
    where parsed.mechanism = 'keyword'
),

keyword_cross_check as (
    -- a keyword of the card's own whose reminder text adds mana should be among Scryfall's
    -- keywords for the card (only files of the modern schema carry keywords)
    select distinct
        keywords_read.card_id,
        'keywords' as field,
        keywords_read.via as text,
        'reminder text read as this keyword''s ability, but Scryfall''s keywords for the card '
        || 'lack it' as problem,
    from keywords_read
    inner join cards_source on cards_source.card_id = keywords_read.card_id
    where keywords_read.source_kind not in ('token', 'granted')
        and cards_source.keywords is not null
        and not list_contains(list_transform(cards_source.keywords, lambda k: lower(k)), keywords_read.keyword)
),

mana_keywords as (
    -- keywords whose reminder text, on some card of the file, adds mana: a keyword means the
    -- same wherever it is printed (CR 702.1)
    select distinct keyword from keywords_read
),

keywords_without_reminder as (
    -- one of the card's own keywords (Scryfall's list) is such a keyword, but no reminder
    -- text of it was read on the card: the rules give the card mana its text does not show
    select
        own.card_id,
        'keywords' as field,
        own.keyword as text,
        'a keyword whose reminder text adds mana on other cards, printed here without it: its '
        || 'mana is not counted (docs/rules.md#keyword-abilities)' as problem,
    from (select card_id, unnest(keywords) as keyword from cards_source) as own
    inner join mana_keywords on mana_keywords.keyword = lower(own.keyword)
    anti join keywords_read
        on keywords_read.card_id = own.card_id and keywords_read.keyword = lower(own.keyword)
),

face_keywords_without_reminder as (
    -- on a card of several faces, a face that prints a keyword whose reminder text another
    -- face's adds mana, without reminder text of its own: that face's mana is not counted
    -- (the card-level check above is satisfied by the other face)
    select distinct
        faces.card_id,
        'card_faces[' || faces.face_index || '].oracle_text' as field,
        keywords_read.via as text,
        'a keyword whose reminder text adds mana on another face, printed on this face '
        || 'without it: this face''s mana is not counted (docs/rules.md#keyword-abilities)'
        as problem,
    from stg_scryfall__faces as faces
    inner join keywords_read on keywords_read.card_id = faces.card_id
    where faces.is_multi_face
        and keywords_read.source_kind not in ('token', 'granted')
        -- a keyword line: at a line's start, or after a comma ("Flying, firebending 3")
        and regexp_matches(lower(faces.oracle_text), '(^|\n|, )' || keywords_read.keyword || '\b')
        and not exists (
            select 1
            from parsed_mana_abilities as parsed
            where parsed.face_text_key = faces.face_text_key
                and parsed.mechanism = 'keyword'
                and lower(parsed.via) = keywords_read.keyword
        )
),

final as (
    select * from load_issues
    union all select * from cost_errors
    union all select * from cmc_mismatches
    union all select * from unknown_layouts
    union all select * from missing_fields
    union all select * from unexpected_produced_mana
    union all select * from ability_issues
    union all select * from keyword_cross_check
    union all select * from keywords_without_reminder
    union all select * from face_keywords_without_reminder
)

select * from final
order by field, card_id nulls first, text, problem
