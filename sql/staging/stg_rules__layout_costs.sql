-- grain: one row per Scryfall layout the pipeline knows: which faces make up the card's mana cost
-- outside the stack and battlefield (docs/rules.md#card-cost). A layout missing here is reported in
-- parse_issues and treated as `first_face`.
create or replace view stg_rules__layout_costs as
with

final as (
    select * from (values
        ('normal', 'first_face', 'the card''s one mana cost'),
        ('split', 'all_faces', 'CR 709.4, 709.4b: both halves combined (incl. aftermath, Rooms)'),
        ('flip', 'first_face', 'CR 710.1c, 710.2: the unflipped face'),
        ('transform', 'first_face', 'CR 712.8a: the front face (battles included)'),
        ('modal_dfc', 'first_face', 'CR 712.8a: the front face'),
        ('meld', 'first_face', 'CR 712.4b, 712.8g: each part''s own cost'),
        ('adventure', 'first_face', 'CR 715.4, 720.4: the main face (also Omen cards)'),
        ('prepare', 'first_face', 'CR 722.4 (2026): the main face'),
        ('prototype', 'first_face', 'CR 718.4: the normal printed cost'),
        ('reversible_card', 'first_face', 'each face is its own card; the card object counts its front face'),
        ('leveler', 'first_face', 'the card''s one mana cost'),
        ('class', 'first_face', 'the card''s one mana cost'),
        ('case', 'first_face', 'the card''s one mana cost'),
        ('saga', 'first_face', 'the card''s one mana cost'),
        ('mutate', 'first_face', 'the card''s one mana cost'),
        ('battle', 'first_face', 'CR 712.8a: the front face'),
        ('host', 'first_face', 'the card''s one mana cost (Un-card)'),
        ('augment', 'first_face', 'the card''s one mana cost (Un-card)'),
        ('planar', 'first_face', 'not a Magic card: no mana cost'),
        ('scheme', 'first_face', 'not a Magic card: no mana cost'),
        ('vanguard', 'first_face', 'not a Magic card: no mana cost'),
        ('token', 'first_face', 'tokens have the cost their creator copied, usually none'),
        ('double_faced_token', 'first_face', 'CR 712.8a: the front face'),
        ('emblem', 'first_face', 'not a card: no mana cost'),
        ('art_series', 'first_face', 'not a game card: no mana cost'),
        ('front_card', 'first_face', 'not a game card (2026): no mana cost')
    ) as t(layout, cost_faces, rule)
)

select * from final
