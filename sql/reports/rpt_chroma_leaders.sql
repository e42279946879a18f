-- grain: one row per color (W U B R G) and place, 1 to 10
-- Chroma leaders: the ten cards with the most mana symbols of each color in their cost. Chroma
-- counts the symbols of a color in the card's mana cost, a hybrid symbol for each of its colors
-- (docs/rules.md#chroma). Cards are distinct oracle_ids (the first printing stands for the card);
-- tokens, emblems, art series, planes, schemes and vanguards are left out; Un-cards and digital
-- cards stay in. Ties are broken by lower mana value, then name; `count_tied` says how many cards
-- share that chroma, so a tie at the cut-off shows.
with

by_color as (
    select
        card_key,
        name,
        mana_cost,
        mana_value,
        type_line,
        unnest(['W', 'U', 'B', 'R', 'G']) as color,
        unnest([chroma_w, chroma_u, chroma_b, chroma_r, chroma_g]) as chroma,
    from first_printings()
),

ranked as (
    select
        *,
        row_number() over (
            partition by color order by chroma desc, mana_value nulls last, name, card_key
        ) as place,
        count(*) over (partition by color, chroma) as count_tied,
    from by_color
    where chroma > 0
),

final as (
    select
        color,
        place,
        chroma,
        count_tied,
        name,
        mana_cost,
        mana_value,
        type_line,
    from ranked
    where place <= 10
)

select * from final
order by list_position(['W', 'U', 'B', 'R', 'G'], color), place
