-- grain: one row per window (7 or 30 days), direction (up or down) and place 1-20
-- Price movers: the printings whose US dollar price (Scryfall's usd, nonfoil) rose or fell
-- the most, in dollars, from the latest snapshot of price_history at least 7 (30) days
-- before the latest one to the latest one, ties broken by card id. A window without such an
-- earlier snapshot has no rows, so the report is empty until the history is a week old.
-- Printings without a usd price on either day are left out. Sorted by window, direction
-- and place.
with

days as (
    select distinct as_of from history_snapshots where kind = 'prices'
),

latest as (
    select max(as_of) as as_of from days
),

windows as (
    select
        span.window_days,
        (select max(days.as_of) from days
         where days.as_of <= (select as_of from latest) - span.window_days) as since,
    from (values (7), (30)) as span(window_days)
),

recent_prices as (
    -- a plain range on as_of, which the readers push into the Parquet scan
    select card_id, as_of, usd
    from price_history
    where as_of >= (select min(since) from windows) and usd is not null
),

moves as (
    select
        windows.window_days,
        windows.since,
        now_price.as_of,
        now_price.card_id,
        then_price.usd as usd_before,
        now_price.usd as usd_now,
        now_price.usd - then_price.usd as change_usd,
    from windows
    inner join recent_prices as now_price
        on now_price.as_of = (select as_of from latest)
    inner join recent_prices as then_price
        on then_price.card_id = now_price.card_id and then_price.as_of = windows.since
    where now_price.usd <> then_price.usd
),

ranked as (
    select
        *,
        case when change_usd > 0 then 'up' else 'down' end as direction,
        row_number() over (
            partition by window_days, change_usd > 0
            order by abs(change_usd) desc, card_id
        ) as place,
    from moves
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
