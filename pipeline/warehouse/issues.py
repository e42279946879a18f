"""The problems a load finds, each a row of `raw_load_issues` and then of parse_issues.

A bad line, a record that is not a card, a value of the wrong kind, an unknown field:
none stops a refresh; each is kept as a `LoadIssue` and reported.
"""

from __future__ import annotations

from typing import NamedTuple

import duckdb

ISSUE_COLUMNS = "card_id UUID, field VARCHAR, text VARCHAR, problem VARCHAR"


class LoadIssue(NamedTuple):
    """A problem found while loading a file: a row of `raw_load_issues`, then of
    `parse_issues`. `card_id` when the problem belongs to one card."""

    field: str
    text: str
    problem: str
    card_id: str | None = None


def write_load_issues(con: duckdb.DuckDBPyConnection, issues: list[LoadIssue]) -> None:
    con.execute(f"create table raw_load_issues ({ISSUE_COLUMNS})")
    if issues:  # one statement of four lists: a row per statement took 20 s for 29k
        con.execute(
            "insert into raw_load_issues select try_cast(unnest(?::varchar[]) as uuid), "
            "unnest(?::varchar[]), unnest(?::varchar[]), unnest(?::varchar[])",
            [
                [i.card_id for i in issues],
                [i.field for i in issues],
                [i.text for i in issues],
                [i.problem for i in issues],
            ],
        )
