-- grain: one row per Scryfall layout the pipeline knows: which faces make up the card's mana cost
-- outside the stack and battlefield (docs/rules.md#card-cost), and whether its objects are game
-- cards (docs/rules.md#game-cards: tokens, emblems, art series, planes, schemes and vanguards
-- are not; the reports leave them out). A layout missing here is reported in parse_issues and
-- treated as `first_face`.
create or replace view stg_rules__layout_costs as
with

final as (
    select * from (values
        ('normal', 'first_face', true, 'the card''s one mana cost'),
        ('split', 'all_faces', true, 'CR 709.4, 709.4b: both halves combined (incl. aftermath, Rooms)'),
        ('flip', 'first_face', true, 'CR 710.1c, 710.2: the unflipped face'),
        ('transform', 'first_face', true, 'CR 712.8a: the front face (battles included)'),
        ('modal_dfc', 'first_face', true, 'CR 712.8a: the front face'),
        ('meld', 'first_face', true, 'CR 712.4b, 712.8g: each part''s own cost'),
        ('adventure', 'first_face', true, 'CR 715.4, 720.4: the main face (also Omen cards)'),
        ('prepare', 'first_face', true, 'CR 722.4 (2026): the main face'),
        ('prototype', 'first_face', true, 'CR 718.4: the normal printed cost'),
        ('reversible_card', 'first_face', true, 'each face is its own card; the card object counts its front face'),
        ('leveler', 'first_face', true, 'the card''s one mana cost'),
        ('class', 'first_face', true, 'the card''s one mana cost'),
        ('case', 'first_face', true, 'the card''s one mana cost'),
        ('saga', 'first_face', true, 'the card''s one mana cost'),
        ('mutate', 'first_face', true, 'the card''s one mana cost'),
        ('battle', 'first_face', true, 'CR 712.8a: the front face'),
        ('host', 'first_face', true, 'the card''s one mana cost (Un-card)'),
        ('augment', 'first_face', true, 'the card''s one mana cost (Un-card)'),
        ('planar', 'first_face', false, 'not a Magic card: no mana cost'),
        ('scheme', 'first_face', false, 'not a Magic card: no mana cost'),
        ('vanguard', 'first_face', false, 'not a Magic card: no mana cost'),
        ('token', 'first_face', false, 'tokens have the cost their creator copied, usually none'),
        ('double_faced_token', 'first_face', false, 'CR 712.8a: the front face'),
        ('emblem', 'first_face', false, 'not a card: no mana cost'),
        ('art_series', 'first_face', false, 'not a game card: no mana cost'),
        ('front_card', 'first_face', false, 'not a game card (2026): no mana cost')
    ) as t(layout, cost_faces, is_game_card, rule)
)

select * from final
