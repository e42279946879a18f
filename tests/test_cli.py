"""The analyst commands end to end: the real CLI against a real warehouse built from fixtures.

`query`, `card`, `schema` and `export`, each on its success and its error paths; and the
reports `refresh` leaves beside the warehouse. Data is checked on stdout, errors on stderr.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import os
from pathlib import Path

import duckdb
import pytest

from conftest import DATA, invoke
from pipeline import dictionary, reports
from pipeline.owned import LEDGER
from pipeline.warehouse.read import table_names

ROOT = Path(__file__).resolve().parents[1]
SCHEMA_DOC = ROOT / "docs" / "schema.md"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def csv_rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def build(runner, db: Path, *extra: str):
    return invoke(
        runner,
        "refresh", "--db", db, "--quiet",
        "--from-file", DATA / "cards.jsonl.gz",
        "--rulings-file", DATA / "rulings.json",
        "--sets-file", DATA / "sets.json",
        "--symbology-file", DATA / "symbology.json",
        *extra,
    )  # fmt: skip


# -- query -------------------------------------------------------------------------------


TWO_CARDS = (
    "select name, colors, produced_mana, loyalty, cmc, released_at from cards "
    "where name in ('Llanowar Elves', 'Fire // Ice') order by name"
)


def test_query_csv_is_the_documented_flat_form(runner, fixture_warehouse):
    result = invoke(runner, "query", TWO_CARDS, "--format", "csv", "--db", fixture_warehouse)

    assert result.exit_code == 0, result.output
    # NULL is an empty field, lists are JSON, dates ISO 8601
    assert result.stdout == (
        "name,colors,produced_mana,loyalty,cmc,released_at\n"
        'Fire // Ice,"[""R"",""U""]",,,4.0,2001-06-04\n'
        'Llanowar Elves,"[""G""]","[""G""]",,1.0,2024-11-15\n'
    )
    parsed = csv_rows(result.stdout)
    assert json.loads(parsed[1][1]) == ["R", "U"]


def test_query_json_keeps_lists_and_nulls(runner, fixture_warehouse):
    result = invoke(runner, "query", TWO_CARDS, "-f", "json", "--db", fixture_warehouse)

    assert result.exit_code == 0, result.output
    records = json.loads(result.stdout)
    assert [r["name"] for r in records] == ["Fire // Ice", "Llanowar Elves"]
    assert records[0]["colors"] == ["R", "U"]
    assert records[0]["produced_mana"] is None
    assert records[1]["produced_mana"] == ["G"]
    assert records[1]["released_at"] == "2024-11-15"


ODD_VALUES = (
    "select 'nan'::double as n, '-inf'::double as i, interval 3 day as d, '\\x00\\x01'::blob as b"
)


def test_query_json_is_valid_json_and_every_format_gives_a_value_one_form(
    runner, fixture_warehouse
):
    """JSON has no NaN or Infinity (json.dump wrote them bare, which no strict reader
    takes), no interval and no bytes; CSV wrote them otherwise ('3 days, 0:00:00')."""
    as_json = invoke(runner, "query", ODD_VALUES, "-f", "json", "--db", fixture_warehouse)
    as_csv = invoke(runner, "query", ODD_VALUES, "-f", "csv", "--db", fixture_warehouse)

    assert as_json.exit_code == 0 and as_csv.exit_code == 0, as_json.output + as_csv.output
    strict = json.loads(as_json.stdout, parse_constant=lambda c: pytest.fail(f"bare {c}"))
    assert strict == [{"n": "NaN", "i": "-Infinity", "d": 259200.0, "b": "0001"}]
    assert csv_rows(as_csv.stdout) == [
        ["n", "i", "d", "b"],
        ["NaN", "-Infinity", "259200.0", "0001"],
    ]


@pytest.mark.parametrize(
    ("sql", "error"),
    [("select 1; select 2", "The SQL holds 2 statements: run one at a time (only the last "
      "one's rows would be shown)."),
     (";", "The SQL holds no statement (only comments or ';')."),
     ("-- a note", "The SQL holds no statement (only comments or ';').")],
)  # fmt: skip
def test_query_runs_one_statement_never_drops_one_silently(runner, fixture_warehouse, sql, error):
    """DuckDB runs every statement and returns the last one's rows: the first's were lost."""
    result = invoke(runner, "query", sql, "--db", fixture_warehouse)

    assert result.exit_code == 1
    assert result.stderr == f"Error: {error}\n"


def test_query_json_keeps_every_character_of_a_string(runner, fixture_warehouse):
    """U+2028 and U+0085 are line breaks to str.splitlines, not to JSON: indenting the
    records by lines once wrote spaces into such strings."""
    sql = "select 'a' || chr(8232) || 'b' as s, 'x' || chr(133) || 'y' as t, 'p\nq' as u"
    result = invoke(runner, "query", sql, "-f", "json", "--db", fixture_warehouse)

    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == [{"s": "a\u2028b", "t": "x\x85y", "u": "p\nq"}]


def test_query_json_keeps_columns_of_one_name_apart(runner, fixture_warehouse):
    """A JSON object holds one value per key: the face's name once overwrote the card's.
    The keys are DuckDB's `.pl()` names, as the Python API's DataFrame columns are."""
    sql = (
        "select c.name, f.name, f.name as name_1 from cards c join card_faces f "
        "on f.card_id = c.id where c.name = 'Fire // Ice' order by f.face_index"
    )
    result = invoke(runner, "query", sql, "-f", "json", "--db", fixture_warehouse)

    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == [
        {"name": "Fire // Ice", "name_2": "Fire", "name_1": "Fire"},
        {"name": "Fire // Ice", "name_2": "Ice", "name_1": "Ice"},
    ]


def test_query_markdown_escapes_a_column_name_as_it_escapes_values(runner, fixture_warehouse):
    result = invoke(
        runner, "query", 'select 1 as "a|b"', "-f", "markdown", "--db", fixture_warehouse
    )

    assert result.exit_code == 0, result.output
    assert result.stdout == "| a\\|b |\n|---|\n| 1 |\n"


NOT_UTF8_SQL = (
    "Error: The SQL is not UTF-8 text (a byte at character 16 is no UTF-8): write or save it "
    "as UTF-8.\n"
)


def _pipeline(*args: str | bytes | Path, stdin: bytes = b"") -> tuple[int, str]:
    """The real command in a process of its own, given bytes as a shell gives them."""
    import subprocess
    import sys

    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "pipeline", *map(os.fsencode, args)],
        input=stdin, capture_output=True, env=env, check=False,
    )  # fmt: skip
    return done.returncode, done.stderr.decode("utf-8", "replace")


def test_sql_that_is_not_utf8_is_refused_by_name_wherever_it_comes_from(
    fixture_warehouse, tmp_path
):
    """A Latin-1 "é" once ended in tracebacks: UnicodeDecodeError from --file, DuckDB's
    TypeError from an argument or standard input (which Python reads as surrogates)."""
    script = tmp_path / "latin1.sql"
    script.write_bytes(b"select 1 -- caf\xe9\n")
    db = ("--db", fixture_warehouse)

    assert _pipeline("query", "--file", script, *db) == (
        1,
        f"Error: Can't read {script}: it is not UTF-8 text (invalid continuation byte); "
        "save it as UTF-8.\n",
    )
    assert _pipeline("query", b"select 1 -- caf\xe9", *db) == (1, NOT_UTF8_SQL)
    assert _pipeline("query", "-", *db, stdin=b"select 1 -- caf\xe9\n") == (1, NOT_UTF8_SQL)


def test_a_warehouse_path_that_is_not_utf8_is_refused_before_anything_is_made(tmp_path):
    db = os.fsencode(tmp_path / "new") + b"/w\xff.duckdb"
    status = _pipeline("refresh", "--from-file", DATA / "cards.jsonl.gz", "--db", db)

    assert status == (
        1,
        f"Error: The warehouse path '{tmp_path}/new/w\ufffd.duckdb' is not UTF-8 text, which "
        "DuckDB can't open: give a path whose names are UTF-8.\n",
    )
    assert not (tmp_path / "new").exists()


def test_query_markdown(runner, fixture_warehouse):
    result = invoke(
        runner,
        "query",
        "select name, colors from cards where name in ('Llanowar Elves', 'Fire // Ice') "
        "order by name",
        "-f",
        "markdown",
        "--db",
        fixture_warehouse,
    )

    assert result.exit_code == 0, result.output
    assert result.stdout == (
        '| name | colors |\n|---|---|\n| Fire // Ice | ["R","U"] |\n| Llanowar Elves | ["G"] |\n'
    )


def test_query_table_shows_rows_and_counts_them_on_stderr(runner, fixture_warehouse):
    result = invoke(runner, "query", TWO_CARDS, "--db", fixture_warehouse)

    assert result.exit_code == 0, result.output
    assert "Llanowar Elves" in result.stdout
    assert '["G"]' in result.stdout
    assert result.stderr.strip() == "(2 rows)"


def test_query_table_prints_brackets_as_text_not_markup(runner, fixture_warehouse):
    result = invoke(
        runner, "query", "select '[bold]x[/bold]' as \"[b]\"", "--db", fixture_warehouse
    )

    assert result.exit_code == 0, result.output
    assert "[bold]x[/bold]" in result.stdout
    assert "[b]" in result.stdout


def test_query_reads_sql_from_stdin(runner, fixture_warehouse):
    from pipeline.cli import app

    result = runner.invoke(
        app,
        ["query", "-", "--format", "csv", "--db", str(fixture_warehouse)],
        input="select count(*) as n from cards where name = 'Llanowar Elves'\n",
    )

    assert result.exit_code == 0, result.output
    assert result.stdout == "n\n1\n"


def test_query_reads_sql_from_a_file(runner, fixture_warehouse, tmp_path):
    sql = tmp_path / "q.sql"
    sql.write_text("-- how many\nselect count(*) as n from rulings\n", encoding="utf-8")

    result = invoke(runner, "query", "--file", sql, "-f", "csv", "--db", fixture_warehouse)

    assert result.exit_code == 0, result.output
    assert result.stdout == "n\n5\n"


def test_query_output_writes_a_file_and_prints_nothing(runner, fixture_warehouse, tmp_path):
    out = tmp_path / "sub" / "cards.csv"

    result = invoke(runner, "query", TWO_CARDS, "--output", out, "--db", fixture_warehouse)

    assert result.exit_code == 0, result.output
    assert result.stdout == ""
    # a drawn table is for screens: a file gets the flat form
    assert out.read_text(encoding="utf-8").startswith("name,colors,produced_mana")
    assert sorted(p.name for p in out.parent.iterdir()) == ["cards.csv"]  # no temp file


@pytest.mark.parametrize(
    "sql",
    [
        "delete from cards",
        "drop table card_chroma",
        "update cards set name = 'x'",
        "insert into rulings (comment) values ('x')",
        "create table t as select 1 as a",
        "alter table cards add column x int",
        "comment on table cards is 'x'",
        "create or replace macro devotion(a, b) as 0",
        "attach '{db}' as again; delete from again.cards",
        "copy cards to '{out}'",
        "set enable_external_access = true",
        "select 1; delete from cards",
    ],
    ids=lambda s: s.split()[0] + ("-multi" if ";" in s else ""),
)
def test_query_refuses_every_change_and_leaves_the_warehouse_untouched(
    runner, fixture_warehouse, tmp_path, sql
):
    before = digest(fixture_warehouse)
    out = tmp_path / "leak.csv"

    result = invoke(
        runner,
        "query",
        sql.format(db=fixture_warehouse, out=out),
        "--db",
        fixture_warehouse,
    )

    assert result.exit_code == 1, result.output
    assert result.stderr.startswith("Error: ")
    assert "Traceback" not in result.output
    assert digest(fixture_warehouse) == before
    assert not out.exists()


def test_query_sql_error_is_one_error_message(runner, fixture_warehouse):
    result = invoke(runner, "query", "select * from no_such_table", "--db", fixture_warehouse)

    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr.startswith("Error: Catalog Error: Table with name no_such_table")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([], "Error: No SQL given. Pass it as an argument, '-' for standard input, or --file"),
        (["   "], "Error: No SQL given."),
        (["select 1", "--file", "x.sql"], "Error: Give the SQL either as an argument or with"),
        (["--file", "no-such.sql"], "Error: Can't read no-such.sql: No such file or directory"),
    ],
)  # fmt: skip
def test_query_usage_errors(runner, fixture_warehouse, args, message):
    result = invoke(runner, "query", *args, "--db", fixture_warehouse)

    assert result.exit_code == 1
    assert result.stderr.startswith(message)


def test_query_without_a_warehouse_says_to_refresh(runner, tmp_path):
    db = tmp_path / "none.duckdb"

    result = invoke(runner, "query", "select 1", "--db", db)

    assert result.exit_code == 1
    assert result.stderr == f"Error: No warehouse at {db}. Run 'pipeline refresh' first.\n"
    assert not db.exists()


# -- card --------------------------------------------------------------------------------


def card_page(runner, db: Path, name: str) -> str:
    """The text page `card NAME` prints; the command must succeed."""
    result = invoke(runner, "card", name, "--db", db)
    assert result.exit_code == 0, result.output
    return result.stdout


def test_card_page_shows_cost_type_text_chroma_and_production(runner, fixture_warehouse):
    page = card_page(runner, fixture_warehouse, "llanowar elves")
    lines = page.splitlines()
    assert lines[0] == "Llanowar Elves"
    assert lines[1] == "normal · Foundations (fdn) #227 · 2024-11-15 · common"
    assert lines[3].split() == ["Llanowar", "Elves", "{G}"]
    assert lines[4].split() == ["Creature", "—", "Elf", "Druid", "1/1"]
    assert "  {T}: Add {G}." in lines
    assert "Chroma       W 0  U 0  B 0  R 0  G 1   mana value 1" in lines
    assert "Produces     could produce G · by any means G · Scryfall G (agrees)" in lines
    assert "  [activated] {T}: Add {G}." in lines
    assert "      → adds G · cost {T} · a mana ability" in lines


def test_card_page_finds_a_card_by_a_face_and_shows_every_face(runner, fixture_warehouse):
    page = card_page(runner, fixture_warehouse, "STOMP")
    assert page.startswith("Bonecrusher Giant // Stomp\nadventure · Throne of Eldraine (eld)")
    for text in ("Creature — Giant", "4/3", "Instant — Adventure", "{1}{R}", "{2}{R}"):
        assert text in page
    # an adventure's cost is its main face's (docs/rules.md#card-cost)
    assert "R 1  G 0   mana value 3   cost counted: {2}{R}" in page


def test_card_names_match_without_accents(runner, fixture_warehouse):
    page = card_page(runner, fixture_warehouse, "lim-dul's vault")
    assert page.startswith("Lim-Dûl's Vault\n")


def test_card_names_match_the_old_ligature_spelling(runner, fixture_warehouse):
    """Printed "Æther Vial", Scryfall's "Aether Vial": `deck` matched it, `card` did not."""
    page = card_page(runner, fixture_warehouse, "Æther Vial")
    assert page.startswith("Aether Vial\n")


def test_card_finds_a_name_written_as_a_decklist_may_write_it(runner, fixture_warehouse):
    """`deck` took "fire//ice" and `card` found nothing: one key matches names in both."""
    result = invoke(runner, "card", "fire//ice", "--db", fixture_warehouse)
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Fire // Ice\n")


@pytest.mark.parametrize(
    "name",
    ["Fire // Ice", "fire//ice", "Lim-Dûl's Vault", "LIMDULS VAULT", "Æther Vial", "Jötun Grunt",
     "Borrowing 100,000 Arrows", "Straße", "Dr. Julius Jumblemorph", "  Who//What  "],
)  # fmt: skip
def test_card_and_deck_match_names_by_the_same_key(name):
    from pipeline.card_page import _NORMAL
    from pipeline.deck.names import normalize

    with duckdb.connect() as con:
        found = con.execute(f"select {_NORMAL.format('$1')}", [name]).fetchone()
    assert found == (normalize(name),)


def test_card_exact_name_beats_a_longer_one(runner, fixture_warehouse):
    page = card_page(runner, fixture_warehouse, "Birds of Paradise")
    assert page.startswith("Birds of Paradise\n")
    assert "  {T}: Add one mana of any color." in page


def test_card_rulings_come_with_their_dates_in_order(runner, fixture_warehouse):
    page = card_page(runner, fixture_warehouse, "Derevi, Empyrial Tactician")
    rulings = page.split("Rulings (3)\n")[1]
    dates = [line.split()[0] for line in rulings.splitlines() if line.startswith("  2")]
    assert dates == ["2015-01-19", "2020-11-10", "2020-11-10"]
    assert "Derevi, Empyrial Tactician is banned" in rulings


def test_card_without_rulings_says_so(runner, fixture_warehouse):
    page = card_page(runner, fixture_warehouse, "Llanowar Elves")
    assert page.startswith("Llanowar Elves\n")
    assert page.endswith("Rulings: none in this warehouse\n")


def test_card_lists_other_ways_to_make_mana(runner, fixture_warehouse):
    page = card_page(runner, fixture_warehouse, "Esika, God of the Tree")
    assert "  [activated, face 0] {T}: Add one mana of any color." in page
    assert "  [granted, face 0] Other legendary creatures you control" in page
    assert "could produce W U B R G" in page


def test_card_json_has_the_whole_page(runner, fixture_warehouse):
    result = invoke(
        runner, "card", "Esika, God of the Tree", "-f", "json", "--db", fixture_warehouse
    )

    assert result.exit_code == 0, result.output
    page = json.loads(result.stdout)
    assert page["name"] == "Esika, God of the Tree // The Prismatic Bridge"
    assert [f["name"] for f in page["faces"]] == ["Esika, God of the Tree", "The Prismatic Bridge"]
    assert page["chroma"] == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 2}
    assert page["could_produce"] == ["W", "U", "B", "R", "G"]
    assert {m["source_kind"] for m in page["mana"]} == {"activated", "granted"}


def test_card_not_found_lists_the_closest_names(runner, fixture_warehouse):
    result = invoke(runner, "card", "llanowar", "--db", fixture_warehouse)

    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr == (
        "Error: No card named 'llanowar'. The closest names:\n"
        "  Llanowar Elves\n"
        "Run 'pipeline card \"NAME\"' with one of them.\n"
    )


def test_card_misspelt_name_suggests_names_that_look_alike(runner, fixture_warehouse):
    result = invoke(runner, "card", "Brids of Paradice", "--db", fixture_warehouse)

    assert result.exit_code == 1
    suggestions = result.stderr.splitlines()[1:-1]
    assert suggestions[0] == "  Birds of Paradise"
    assert "  Birds of Paradise Avatar" in suggestions


def test_card_nothing_close(runner, fixture_warehouse):
    result = invoke(runner, "card", "qqqqzzzz", "--db", fixture_warehouse)

    assert result.exit_code == 1
    assert result.stderr.startswith("Error: No card named 'qqqqzzzz', and no name close to it.")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["  "], "Error: Give a card name"),
    ],
)
def test_card_usage_errors(runner, fixture_warehouse, args, message):
    result = invoke(runner, "card", *args, "--db", fixture_warehouse)

    assert result.exit_code == 1
    assert result.stderr.startswith(message)


def test_card_without_a_warehouse_says_to_refresh(runner, tmp_path):
    result = invoke(runner, "card", "Llanowar Elves", "--db", tmp_path / "none.duckdb")

    assert result.exit_code == 1
    assert "Run 'pipeline refresh' first." in result.stderr


# -- schema ------------------------------------------------------------------------------


def test_every_table_column_and_macro_has_a_description(fixture_warehouse):
    with duckdb.connect(str(fixture_warehouse), read_only=True) as con:
        tables = con.execute(
            "select table_name from duckdb_tables() where schema_name = 'main' "
            "and not internal and coalesce(comment, '') = ''"
        ).fetchall()
        columns = con.execute(
            "select table_name || '.' || column_name from duckdb_columns() "
            "where schema_name = 'main' and not internal and coalesce(comment, '') = ''"
        ).fetchall()
        macros = con.execute(
            "select function_name from duckdb_functions() where schema_name = 'main' "
            "and function_type in ('macro', 'table_macro') and not internal "
            "and coalesce(comment, '') = ''"
        ).fetchall()
    assert (tables, columns, macros) == ([], [], [])


def test_the_dictionary_describes_every_mart_column_it_knows_by_name(fixture_warehouse):
    """A column the marts gain must get a real description, not the raw-table fallback."""
    with duckdb.connect(str(fixture_warehouse), read_only=True) as con:
        missing = dictionary.apply_comments(_ReadOnly(con), table_names(con))
    assert missing == []


class _ReadOnly:
    """Runs the catalog queries of apply_comments and skips its COMMENT transaction."""

    def __init__(self, con: duckdb.DuckDBPyConnection) -> None:
        self.con = con

    def execute(self, query: str, parameters: object = None):
        if query.startswith(("comment on", "begin transaction")):
            return None
        return self.con.execute(query, parameters or [])


def test_raw_scryfall_fields_get_a_description_even_when_new():
    assert dictionary.column_description("cards", "mana_cost").startswith("Mana cost as printed")
    assert (
        dictionary.column_description("cards", "brand_new_field")
        == "Scryfall field brand_new_field, loaded as sent."
    )
    assert dictionary.column_description("card_chroma", "brand_new_field") is None


def test_schema_lists_the_tables_with_their_descriptions(runner, fixture_warehouse):
    result = invoke(runner, "schema", "-f", "csv", "--db", fixture_warehouse)

    assert result.exit_code == 0, result.output
    rows = csv_rows(result.stdout)
    assert rows[0] == ["table", "description"]
    described = {name: text for name, text in rows[1:]}
    for table in ("cards", "card_chroma", "mana_abilities", "card_mana_production", "devotion"):
        assert described[table], table
    assert described["card_chroma"].startswith("One row per card object: chroma per color")


def test_schema_of_a_macro_says_what_it_is_in_every_format(runner, fixture_warehouse):
    """A macro has no columns: csv, json and markdown printed nothing but a header."""
    result = invoke(runner, "schema", "devotion", "-f", "json", "--db", fixture_warehouse)

    assert result.exit_code == 0, result.output
    [row] = json.loads(result.stdout)
    assert (row["column"], row["type"]) == ("devotion", "macro")
    assert row["description"].startswith("devotion(card_id, colors): number of mana symbols")


def test_schema_of_a_table_lists_its_columns(runner, fixture_warehouse):
    result = invoke(runner, "schema", "card_chroma", "-f", "csv", "--db", fixture_warehouse)

    assert result.exit_code == 0, result.output
    rows = csv_rows(result.stdout)
    assert rows[0] == ["column", "type", "description"]
    assert [r[0] for r in rows[1:6]] == ["card_id", "oracle_id", "name", "mana_cost", "chroma_w"]
    assert rows[5][1] == "INTEGER"
    assert "hybrid symbol counting for each of its colors" in rows[5][2]


def test_schema_table_format_heads_with_the_table_description(runner, fixture_warehouse):
    result = invoke(runner, "schema", "mana_symbols", "--db", fixture_warehouse)

    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("mana_symbols: One row per mana symbol")
    assert "is_in_card_cost" in result.stdout


def test_schema_of_an_unknown_table(runner, fixture_warehouse):
    result = invoke(runner, "schema", "nope", "--db", fixture_warehouse)

    assert result.exit_code == 1
    assert result.stderr.startswith("Error: No table 'nope' in the warehouse. Tables: ")
    assert "card_chroma" in result.stderr


def test_docs_schema_md_is_generated_from_the_warehouse(fixture_warehouse, update_golden):
    from pipeline.api import Warehouse

    with Warehouse(fixture_warehouse) as wh:
        text = dictionary.render_markdown(dictionary.catalog(wh))
    if update_golden:
        SCHEMA_DOC.parent.mkdir(exist_ok=True)
        SCHEMA_DOC.write_text(text, encoding="utf-8")
        pytest.skip("rewrote docs/schema.md")
    assert SCHEMA_DOC.read_text(encoding="utf-8") == text, (
        "docs/schema.md is out of date: run pytest tests/test_cli.py --update-golden"
    )


# -- export ------------------------------------------------------------------------------


def test_export_list_names_every_report(runner):
    result = invoke(runner, "export", "--list", "-f", "json")

    assert result.exit_code == 0, result.output
    listed = json.loads(result.stdout)
    files = sorted(p.stem for p in (ROOT / "sql" / "reports").glob("*.sql"))
    assert [r["report"] for r in listed] == files
    for report in listed:
        assert report["file"] == report["report"] + ".csv"
        assert report["grain"].startswith("one row per")
        assert len(report["description"]) > 80


def test_export_list_as_a_table(runner):
    result = invoke(runner, "export", "--list")

    assert result.exit_code == 0, result.output
    assert "rpt_pips_by_year" in result.stdout
    assert "Chroma leaders" in result.stdout


def test_export_named_reports_only(runner, printings_warehouse, tmp_path):
    out = tmp_path / "out"

    result = invoke(
        runner, "export", "pips_by_year", "rpt_fixers", "--out", out, "--db", printings_warehouse
    )

    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in out.iterdir()) == [
        LEDGER,
        "rpt_fixers.csv",
        "rpt_pips_by_year.csv",
    ]
    assert result.stdout.splitlines()[0].startswith(f"{out / 'rpt_pips_by_year.csv'}  (")


def test_export_everything(runner, printings_warehouse, tmp_path):
    out = tmp_path / "out"

    result = invoke(runner, "export", "--out", out, "--db", printings_warehouse)

    assert result.exit_code == 0, result.output
    names = sorted(p.name for p in out.iterdir())
    expected_csvs = sorted(r.filename for r in reports.discover())
    assert [n for n in names if n.endswith(".csv")] == expected_csvs
    assert [n for n in names if n.endswith(".svg")] == [
        "chart_hybrid_by_year.svg",
        "chart_pips_by_year.svg",
        "chart_producers_by_color.svg",
    ]
    assert "report.html" in names
    assert len(names) == len(expected_csvs) + 5  # and the ledger: nothing else, no temp files
    assert LEDGER in names
    assert result.stdout.splitlines()[-1] == f"{out / 'report.html'}  (open it in a browser)"


def test_export_quiet_prints_nothing(runner, fixture_warehouse, tmp_path):
    result = invoke(runner, "export", "-q", "--out", tmp_path, "--db", fixture_warehouse)

    assert result.exit_code == 0, result.output
    assert result.output == ""


def test_export_unknown_report_suggests_one(runner, fixture_warehouse, tmp_path):
    result = invoke(runner, "export", "pips_by_yaer", "--out", tmp_path, "--db", fixture_warehouse)

    assert result.exit_code == 1
    assert result.stderr == (
        "Error: No report called 'pips_by_yaer'. Did you mean rpt_pips_by_year? "
        "'pipeline export --list' lists them.\n"
    )
    assert list(tmp_path.iterdir()) == []


def test_export_without_a_warehouse_says_to_refresh(runner, tmp_path):
    result = invoke(runner, "export", "--db", tmp_path / "none.duckdb")

    assert result.exit_code == 1
    assert "Run 'pipeline refresh' first." in result.stderr
    assert not (tmp_path / "reports").exists()


def test_export_into_a_folder_it_cannot_write(runner, fixture_warehouse, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")

    result = invoke(runner, "export", "--out", blocker / "sub", "--db", fixture_warehouse)

    assert result.exit_code == 1
    assert result.stderr.startswith("Error: Can't write")
    assert "Traceback" not in result.output


# -- refresh leaves the reports beside the warehouse -------------------------------------


def test_refresh_exports_the_reports_beside_the_warehouse(printings_warehouse):
    out = printings_warehouse.parent / "reports"
    assert sorted(p.name for p in out.glob("rpt_*.csv")) == sorted(
        r.filename for r in reports.discover()
    )
    assert (out / "report.html").is_file()
    assert len(list(out.glob("chart_*.svg"))) == 3


def test_a_refresh_of_one_printing_per_card_leaves_the_dated_reports_out(fixture_warehouse):
    out = fixture_warehouse.parent / "reports"
    assert sorted(p.name for p in out.glob("rpt_*.csv")) == sorted(
        r.filename for r in reports.discover() if not r.needs_every_printing
    )
    assert [p.name for p in out.glob("chart_*.svg")] == ["chart_producers_by_color.svg"]


def test_refresh_no_reports_then_a_no_op_refresh_fills_them_in(runner, tmp_path):
    db = tmp_path / "w" / "cards.duckdb"
    out = db.parent / "reports"

    assert build(runner, db, "--no-reports").exit_code == 0
    assert not out.exists()

    result = invoke(runner, "refresh", "--db", db, "--from-file", DATA / "cards.jsonl.gz",
                    "--rulings-file", DATA / "rulings.json", "--sets-file", DATA / "sets.json",
                    "--symbology-file", DATA / "symbology.json")  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "up to date" in result.stdout
    count = len([r for r in reports.discover() if not r.needs_every_printing])
    assert result.stdout.splitlines()[-1].startswith(
        f"Wrote {count} reports, 1 chart and report.html"
    )
    page = out / "report.html"
    stamp = page.stat().st_mtime_ns

    # fresh reports and an unchanged source: nothing to do
    again = build(runner, db)
    assert again.exit_code == 0, again.output
    assert page.stat().st_mtime_ns == stamp


def test_refresh_reports_follow_the_db_option(runner, tmp_path):
    db = tmp_path / "elsewhere" / "mine.duckdb"

    result = build(runner, db)

    assert result.exit_code == 0, result.output
    assert (db.parent / "reports" / "rpt_chroma_leaders.csv").is_file()
    assert not (tmp_path / "reports").exists()


def test_refresh_says_the_warehouse_is_fine_when_only_the_reports_fail(runner, tmp_path):
    db = tmp_path / "cards.duckdb"
    (tmp_path / "reports").write_text("a file where the reports folder would go")

    result = build(runner, db)

    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: {db} was built, but its reports were not exported: {tmp_path / 'reports'} "
        "is a file, not a folder: give a folder to write into (one that does not exist yet "
        "is made). Run 'pipeline export' to write them once that is mended.\n"
    )
    assert db.is_file()
    assert invoke(runner, "query", "select count(*) from cards", "--db", db).exit_code == 0


def test_query_output_never_replaces_the_warehouses_history(runner, tmp_path):
    db = tmp_path / "cards.duckdb"
    assert build(runner, db, "--no-reports").exit_code == 0
    history = tmp_path / "history" / "cards.duckdb"
    before = {p: digest(p) for p in history.rglob("*") if p.is_file()}
    targets = [history / "snapshots.json", *history.glob("prices/*.parquet"), history / "new.csv"]
    assert len(targets) == 3

    for target in targets:
        result = invoke(runner, "query", "select 1 as a", "--db", db, "--output", target)

        assert result.exit_code == 1
        assert result.stderr == (
            f"Error: --output {target} is the warehouse's own file; choose another file.\n"
        )
    assert {p: digest(p) for p in history.rglob("*") if p.is_file()} == before


@pytest.mark.parametrize("target", ["cards.duckdb", "cards.duckdb.lock", "cards.duckdb.wal"])
def test_query_output_never_replaces_the_warehouse_files(runner, tmp_path, target):
    db = tmp_path / "cards.duckdb"
    assert build(runner, db, "--no-reports").exit_code == 0
    before = {p.name: digest(p) for p in tmp_path.iterdir() if p.is_file()}

    result = invoke(runner, "query", "select 1 as a", "--db", db, "--output", tmp_path / target)

    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: --output {tmp_path / target} is the warehouse's own file; choose another file.\n"
    )
    assert {p.name: digest(p) for p in tmp_path.iterdir() if p.is_file()} == before


def test_card_reversible_printings_come_from_its_faces_oracle_id(runner, fixture_warehouse):
    """Reversible cards have no top-level oracle_id; the page still counts their printings."""
    import json as _json

    result = invoke(runner, "card", "Doubling Cube // Doubling Cube", "--db", fixture_warehouse,
                    "--format", "json")  # fmt: skip
    assert result.exit_code == 0
    page = _json.loads(result.stdout)
    assert page["printings"] == 1
    assert page["first_released_at"] == "2022-12-02"


MEASURE_QUERY = """
import os, resource, sys
from pipeline.quick import PlainQuery, run_query
status = run_query(PlainQuery(sys.argv[1], sys.argv[2], sys.argv[3]))
if os.path.exists("/proc/self/status"):  # VmHWM: this program's own peak (ru_maxrss keeps
    # the forking process's, from before the exec)
    with open("/proc/self/status") as found:
        peak = next(int(line.split()[1]) for line in found if line.startswith("VmHWM:"))
else:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024  # bytes on macOS
print(status, peak, file=sys.stderr)
"""


@pytest.mark.parametrize("fmt", ["csv", "json", "table"])
def test_a_result_larger_than_memory_would_hold_is_written_as_it_is_read(
    fixture_warehouse, tmp_path, fmt
):
    """`query` held every row in Python before printing one: a big result took the
    machine's memory (a 5-billion-row cross join was OOM-killed). 400,000 rows of 1,000
    characters held at once take more than 800 MB; streamed, a batch at a time."""
    import subprocess
    import sys

    sql = "select repeat('x', 1000) as s from range(400000)"
    done = subprocess.run(
        [sys.executable, "-c", MEASURE_QUERY, sql, str(fixture_warehouse), fmt],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=False,
    )  # fmt: skip

    *notes, last = done.stderr.splitlines()
    status, peak_kb = (int(x) for x in last.split())
    assert status == 0, done.stderr
    assert peak_kb < 400_000, f"peak {peak_kb:,} KB"
    if fmt == "table":
        assert notes == [
            "(400,000 rows)",
            "The first 10,000 are drawn; --format csv or json writes every row.",
        ]
