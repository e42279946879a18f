-- grain: one row per window (7 or 30 days), direction (up or down) and place 1-20
-- Price movers: the printings whose US dollar price (Scryfall's usd, nonfoil) rose or fell
-- the most, in dollars, from the latest snapshot of price_history at least 7 (30) days
-- before the latest one to the latest one, ties broken by card id. A window without such an
-- earlier snapshot has no rows, so the report is empty until the history is a week old.
-- Printings without a usd price on either day are left out. Sorted by window, direction
-- and place.
with

latest_prices as (
    -- one day each, named by the history's constant macros (latest_price_day,
    -- price_day_before), so that the readers read that day's files only
    select card_id, as_of, usd from price_history where as_of = latest_price_day()
),

prices_7_days_before as (
    select card_id, as_of, usd from price_history where as_of = price_day_before(7)
),

prices_30_days_before as (
    select card_id, as_of, usd from price_history where as_of = price_day_before(30)
),

moves as (
    select 7 as window_days, before.card_id, before.as_of as since, before.usd as usd_before
    from prices_7_days_before as before
    union all
    select 30, before.card_id, before.as_of, before.usd
    from prices_30_days_before as before
),

ranked as (
    select
        moves.window_days,
        moves.card_id,
        moves.since,
        latest_prices.as_of,
        moves.usd_before,
        latest_prices.usd as usd_now,
        latest_prices.usd - moves.usd_before as change_usd,
        case when latest_prices.usd > moves.usd_before then 'up' else 'down' end as direction,
        row_number() over (
            partition by moves.window_days, latest_prices.usd > moves.usd_before
            order by abs(latest_prices.usd - moves.usd_before) desc, moves.card_id
        ) as place,
    from moves
    inner join latest_prices on latest_prices.card_id = moves.card_id
    where latest_prices.usd <> moves.usd_before  -- neither NULL, and a move
),

final as (
    select
        ranked.window_days,
        ranked.direction,
        ranked.place,
        cards.name,
        cards."set" as set_code,
        cards.collector_number,
        ranked.since as before_date,
        ranked.as_of,
        ranked.usd_before,
        ranked.usd_now,
        ranked.change_usd,
        round(100 * ranked.change_usd / nullif(ranked.usd_before, 0), 1) as change_pct,
        ranked.card_id,
    from ranked
    left join cards on cards.id::varchar = ranked.card_id
    where ranked.place <= 20
)

select * from final
order by window_days, direction desc, place
