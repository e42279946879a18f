"""Reports, charts and the HTML page, exported from a real warehouse built from fixtures.

Each report is compared byte for byte with `tests/golden/<report>.csv`; `pytest
--update-golden` rewrites those files (and skips). The page must open with no network:
no http(s) URL in any src or href, charts embedded, nothing but relative links to CSVs.
"""

from __future__ import annotations

import csv
import io
import json
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from conftest import invoke, python_output
from pipeline import charts, export, reports
from pipeline.errors import PipelineError
from pipeline.owned import LEDGER, OutputFolder

GOLDEN = Path(__file__).resolve().parent / "golden"
REPORTS = reports.discover()
SVG = "{http://www.w3.org/2000/svg}svg"


@pytest.fixture(scope="module")
def exported(printings_warehouse: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One full export of the fixture warehouse of every printing (CSVs, charts, page)."""
    out = tmp_path_factory.mktemp("export")
    export.export(printings_warehouse, out)
    return out


def read_csv(path: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8"))))


# -- golden CSVs -------------------------------------------------------------------------


@pytest.mark.parametrize("report", REPORTS, ids=lambda r: r.name)
def test_report_matches_its_golden_csv(exported, report, update_golden):
    produced = (exported / report.filename).read_bytes()
    golden = GOLDEN / report.filename
    if update_golden:
        GOLDEN.mkdir(exist_ok=True)
        golden.write_bytes(produced)
        pytest.skip(f"rewrote {golden.name}")
    assert golden.exists(), f"no {golden}: run pytest --update-golden"
    assert produced == golden.read_bytes()


def test_every_golden_file_belongs_to_a_report():
    assert sorted(p.name for p in GOLDEN.glob("*.csv")) == sorted(r.filename for r in REPORTS)


def test_the_same_warehouse_gives_the_same_bytes(printings_warehouse, exported, tmp_path):
    export.export(printings_warehouse, tmp_path)

    names = sorted(p.name for p in exported.iterdir())
    assert names == sorted(p.name for p in tmp_path.iterdir())
    for name in names:
        if name != LEDGER:  # it holds the files' modification times
            assert (tmp_path / name).read_bytes() == (exported / name).read_bytes(), name
    ledgers = [
        json.loads((folder / LEDGER).read_text())["export"] for folder in (tmp_path, exported)
    ]
    hashes = [{name: f["sha256"] for name, f in ledger.items()} for ledger in ledgers]
    assert hashes[0] == hashes[1]


# -- what the reports say ------------------------------------------------------------------


@pytest.mark.parametrize("report", REPORTS, ids=lambda r: r.name)
def test_report_files_follow_the_house_style(report):
    sql = report.sql()
    assert sql.startswith("-- grain: one row per "), "first line states the grain"
    assert report.description, "a description follows the grain"
    assert "\nwith\n" in sql and "final as (" in sql and "\nselect * from final\n" in sql
    assert re.search(r"\norder by [^\n]+\n?$", sql), "ends with order by a unique key"
    assert not re.search(
        r"\b(create|insert|update|delete|drop)\b", sql.lower().split("\nwith\n")[1]
    )


def test_chroma_leaders_counts_hybrid_symbols_for_each_color(exported):
    rows = read_csv(exported / "rpt_chroma_leaders.csv")
    assert [r["color"] for r in rows[:1]] == ["W"]
    green = {r["name"]: r for r in rows if r["color"] == "G"}
    # Thranduil's {G/U} counts toward green and blue (docs/rules.md#chroma)
    blue = {r["name"] for r in rows if r["color"] == "U"}
    assert {n for n in green if "Thranduil" in n} and {n for n in blue if "Thranduil" in n}
    for color in "WUBRG":
        places = [int(r["place"]) for r in rows if r["color"] == color]
        assert places == list(range(1, len(places) + 1))
        chroma = [int(r["chroma"]) for r in rows if r["color"] == color]
        assert chroma == sorted(chroma, reverse=True)


def test_reports_count_distinct_cards_and_leave_out_tokens(exported):
    producers = {r["mana_type"]: r for r in read_csv(exported / "rpt_producers_by_color.csv")}
    assert list(producers) == ["W", "U", "B", "R", "G", "C"]
    for row in producers.values():
        assert int(row["count_lands"]) + int(row["count_nonlands"]) == int(
            row["count_could_produce"]
        )
    fixers = {r["name"] for r in read_csv(exported / "rpt_fixers.csv")}
    assert "Birds of Paradise" in fixers
    assert "Treasure" not in fixers  # a token, not a card in a deck
    years = read_csv(exported / "rpt_pips_by_year.csv")
    for row in years:
        if int(row["chroma_total"]):
            shares = sum(float(row[f"share_{c}"]) for c in "wubrg")
            assert shares == pytest.approx(1, abs=0.001)


def test_fixers_by_type_agrees_with_the_fixer_list(exported):
    fixers = read_csv(exported / "rpt_fixers.csv")
    by_type = {r["card_type"]: r for r in read_csv(exported / "rpt_fixers_by_type.csv")}
    lands = [f for f in fixers if "Land" in f["type_line"].split(" — ")[0]]
    assert int(by_type["Land"]["count_fixers"]) == len(lands)
    for row in by_type.values():
        parts = sum(int(row[f"count_{n}_colors"]) for n in ("three", "four", "five"))
        assert parts == int(row["count_fixers"])


def test_production_differences_explain_themselves(exported):
    rows = read_csv(exported / "rpt_production_vs_scryfall.csv")
    # the fixture cards that differ, and how: "any type that land/permanent produced"
    # includes colorless (CR 106.7) where Scryfall lists five colors; Urban Retreat's
    # "{G}, {W} , or {U}" loses {U} at Scryfall; Scryfall lists nothing for Doubling Cube's
    # doubling of mana, which adds mana (CR 701.9). Any change to this list must be explained.
    assert [(r["name"], r["only_scryfall"], r["only_pipeline"]) for r in rows] == [
        ("Doubling Cube // Doubling Cube", "[]", '["W","U","B","R","G","C"]'),
        ("Kinnan, Bonder Prodigy", "[]", '["C"]'),
        ("Mana Flare", "[]", '["C"]'),
        ("Urban Retreat", "[]", '["U"]'),
    ]
    for row in rows:
        only_scryfall = set(eval_list(row["only_scryfall"]))
        only_pipeline = set(eval_list(row["only_pipeline"]))
        assert only_scryfall or only_pipeline
        assert only_scryfall <= set(eval_list(row["scryfall_produced_mana"]))
        assert only_pipeline <= set(eval_list(row["produces"]))


def eval_list(text: str) -> list[str]:
    import json

    return json.loads(text) if text else []


def test_parse_issues_report_has_every_issue(printings_warehouse, exported):
    from pipeline.api import Warehouse

    with Warehouse(printings_warehouse) as wh:
        _, count = wh.query("select count(*) from parse_issues")
    assert len(read_csv(exported / "rpt_parse_issues.csv")) == count[0][0]


# -- charts and the page -------------------------------------------------------------------


@pytest.mark.parametrize("name", ["pips_by_year", "producers_by_color", "hybrid_by_year"])
def test_charts_are_valid_svg(exported, name):
    path = exported / f"chart_{name}.svg"
    root = ET.fromstring(path.read_bytes())
    assert root.tag == SVG
    text = path.read_text(encoding="utf-8")
    assert not re.search(r'(?:href|src)="https?://', text)
    assert "<dc:date>" not in text  # no clock time: same warehouse, same bytes


def test_a_chart_with_no_rows_says_so(tmp_path):
    drawn = charts.draw_all(
        {"rpt_pips_by_year": [], "rpt_producers_by_color": [], "rpt_hybrid_by_year": []},
        tmp_path,
    )

    assert [c.name for c in drawn] == ["pips_by_year", "producers_by_color", "hybrid_by_year"]
    for chart in drawn:
        assert ET.fromstring(chart.svg).tag == SVG
        assert chart.path.read_bytes() == chart.svg


def test_the_page_is_self_contained(exported):
    html = (exported / "report.html").read_text(encoding="utf-8")

    refs = re.findall(r'(?:src|href)="([^"]*)"', html)
    assert refs
    assert not [r for r in refs if re.match(r"(?i)https?:|//", r)]
    assert "<script" not in html and "<link" not in html and "@import" not in html
    images = re.findall(r'<img src="([^"]*)"', html)
    assert len(images) == 3
    assert all(src.startswith("data:image/svg+xml;base64,") for src in images)
    # every other link is a file of the export, beside the page, or an anchor in it
    for ref in refs:
        if ref.startswith(("data:", "#")):
            continue
        assert (exported / ref).is_file(), ref


def test_the_page_has_the_headline_tables(exported):
    html = (exported / "report.html").read_text(encoding="utf-8")

    for heading in (
        "The color pie over time",
        "Chroma leaders",
        "Mana producers",
        "Fixers by card type",
        "Hybrid and Phyrexian mana",
        "Where the pipeline and Scryfall disagree",
        "Parse issues",
        "All reports",
    ):
        assert f"<h2>{heading}</h2>" in html
    for report in REPORTS:
        assert f'<a href="{report.filename}">' in html
    assert "cards-and-printings.jsonl" in html  # where the data came from


# -- writing safely --------------------------------------------------------------------------


def test_a_full_export_removes_the_files_an_earlier_export_wrote_for_reports_gone(
    fixture_warehouse, tmp_path
):
    """Files an earlier export wrote (on the folder's ledger) for reports that no longer
    exist are removed; the user's files, even named like reports, stay."""
    (tmp_path / "rpt_renamed_long_ago.csv").write_text("x\n")
    (tmp_path / "chart_old.svg").write_text("<svg/>")
    OutputFolder(tmp_path, "export").record(
        [tmp_path / "rpt_renamed_long_ago.csv", tmp_path / "chart_old.svg"]
    )
    (tmp_path / "rpt_mine.csv").write_text("mine\n")
    (tmp_path / "notes.txt").write_text("mine")

    export.export(fixture_warehouse, tmp_path)

    assert not (tmp_path / "rpt_renamed_long_ago.csv").exists()
    assert not (tmp_path / "chart_old.svg").exists()
    assert (tmp_path / "rpt_mine.csv").read_text() == "mine\n"
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_an_export_never_replaces_a_file_it_did_not_write(fixture_warehouse, tmp_path):
    (tmp_path / "report.html").write_text("my page")

    with pytest.raises(
        PipelineError, match=r"already holds report\.html, which `pipeline export` has no record"
    ):
        export.export(fixture_warehouse, tmp_path)

    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.html"]
    assert (tmp_path / "report.html").read_text() == "my page"


def test_an_export_replaces_its_own_files_run_after_run(fixture_warehouse, tmp_path):
    first = export.export(fixture_warehouse, tmp_path)
    before = (tmp_path / "rpt_chroma_leaders.csv").read_text()
    (tmp_path / "rpt_chroma_leaders.csv").unlink()  # deleted by the user: written again

    second = export.export(fixture_warehouse, tmp_path)
    export.export(fixture_warehouse, tmp_path, ["chroma_leaders"])

    assert second.csvs == first.csvs
    assert (tmp_path / "rpt_chroma_leaders.csv").read_text() == before
    written = {p.name for p in [*second.csvs.values(), *second.charts, tmp_path / "report.html"]}
    assert OutputFolder(tmp_path, "export").written_before() == written


def test_a_report_changed_since_the_export_wrote_it_is_the_users(fixture_warehouse, tmp_path):
    """The ledger knows each file as written (size, time, SHA-256): a report the user
    edited, or replaced with a file of their own under its name, stops the next export
    before it writes anything, as a file of theirs would; moved away, it is written again."""
    export.export(fixture_warehouse, tmp_path)
    page = (tmp_path / "report.html").read_bytes()
    (tmp_path / "rpt_chroma_leaders.csv").write_text("my notes\n")
    (tmp_path / "report.html").unlink()

    with pytest.raises(PipelineError) as raised:
        export.export(fixture_warehouse, tmp_path)

    assert str(raised.value).startswith(
        f"{tmp_path} already holds rpt_chroma_leaders.csv (changed since `pipeline export` "
        "wrote it), which `pipeline export` has no record of writing there"
    )
    assert (tmp_path / "rpt_chroma_leaders.csv").read_text() == "my notes\n"
    assert not (tmp_path / "report.html").exists()  # nothing written

    (tmp_path / "rpt_chroma_leaders.csv").rename(tmp_path / "my-notes.csv")
    export.export(fixture_warehouse, tmp_path)
    assert (tmp_path / "report.html").read_bytes() == page
    assert (tmp_path / "my-notes.csv").read_text() == "my notes\n"


def test_a_copied_reports_folder_is_still_the_exports(fixture_warehouse, tmp_path):
    """A copy of the folder (new times, same bytes: a backup restored, `cp -r`) is
    still the export's to replace: the SHA-256 decides where the time changed."""
    export.export(fixture_warehouse, tmp_path / "a")
    shutil.copytree(tmp_path / "a", tmp_path / "b", copy_function=shutil.copy)

    export.export(fixture_warehouse, tmp_path / "b")


def test_a_changed_file_of_a_report_that_no_longer_exists_is_left(fixture_warehouse, tmp_path):
    (tmp_path / "rpt_renamed_long_ago.csv").write_text("x\n")
    OutputFolder(tmp_path, "export").record([tmp_path / "rpt_renamed_long_ago.csv"])
    (tmp_path / "rpt_renamed_long_ago.csv").write_text("the user's now\n")

    export.export(fixture_warehouse, tmp_path)

    assert (tmp_path / "rpt_renamed_long_ago.csv").read_text() == "the user's now\n"
    assert "rpt_renamed_long_ago.csv" not in OutputFolder(tmp_path, "export").written_before()


def test_the_warehouses_own_reports_folder_from_before_ledgers_is_taken_over(
    fixture_warehouse, tmp_path
):
    """reports/ beside the warehouse is the pipeline's; one filled by a version that kept
    no ledger is written over once, and has a ledger from then on."""
    db = tmp_path / "cards.duckdb"
    shutil.copy(fixture_warehouse, db)
    (tmp_path / "reports").mkdir()
    (tmp_path / "reports" / "report.html").write_text("an older export's page")

    result = export.export(db)

    assert result.page == tmp_path / "reports" / "report.html"
    assert "an older export" not in result.page.read_text()
    assert "report.html" in OutputFolder(tmp_path / "reports", "export").written_before()


def test_export_through_the_cli_names_the_file_it_would_replace(
    runner, fixture_warehouse, tmp_path
):
    (tmp_path / "chart_producers_by_color.svg").write_text("mine")

    result = invoke(runner, "export", "--db", fixture_warehouse, "--out", tmp_path)

    assert result.exit_code == 1
    assert result.stderr.startswith(
        f"Error: {tmp_path} already holds chart_producers_by_color.svg, which `pipeline export` "
        "has no record of writing there"
    )


def test_a_failing_report_names_itself_and_leaves_the_old_files(fixture_warehouse, tmp_path):
    sql_dir = tmp_path / "sql"
    shutil.copytree(reports.reports_sql_dir(), sql_dir / "reports")
    (sql_dir / "reports" / "rpt_zz_broken.sql").write_text(
        "-- grain: one row per nothing\nselect * from no_such_table\n"
    )
    out = tmp_path / "out"
    out.mkdir()
    (out / "rpt_pips_by_year.csv").write_text("old\n")

    with pytest.raises(PipelineError, match=r"^Report rpt_zz_broken failed: Catalog Error"):
        export.export(fixture_warehouse, out, sql_dir=sql_dir)

    # reports run before anything is written: a failure leaves the last export as it was
    assert sorted(p.name for p in out.iterdir() if p.name != LEDGER) == ["rpt_pips_by_year.csv"]
    assert (out / "rpt_pips_by_year.csv").read_text() == "old\n"


def test_export_through_the_cli_reports_a_broken_report(runner, fixture_warehouse, tmp_path):
    result = invoke(runner, "export", "no_such_report", "--db", fixture_warehouse)

    assert result.exit_code == 1
    assert result.stderr.startswith("Error: No report called 'no_such_report'.")


# -- the real files of issue #5 ------------------------------------------------------------


@pytest.mark.parametrize("name", ["cards-2019.jsonl.gz", "cards-recent.jsonl.gz"])
def test_the_real_files_give_reports_charts_and_pages(runner, tmp_path, shared_data, name):
    db = tmp_path / "cards.duckdb"
    result = invoke(runner, "refresh", "--db", db, "--from-file", shared_data / name)
    assert result.exit_code == 0, result.output
    out = db.parent / "reports"

    assert len(list(out.glob("rpt_*.csv"))) == len(REPORTS)
    years = read_csv(out / "rpt_pips_by_year.csv")
    assert len(years) >= 4
    leaders = read_csv(out / "rpt_chroma_leaders.csv")
    assert {r["color"] for r in leaders} == set("WUBRG")
    producers = read_csv(out / "rpt_producers_by_color.csv")
    assert all(int(r["count_could_produce"]) > 0 for r in producers)
    html = (out / "report.html").read_text(encoding="utf-8")
    assert html.count('<img src="data:image/svg+xml;base64,') == 3

    card = invoke(runner, "card", "llanowar elves", "--db", db)
    assert card.exit_code == 0, card.output
    assert "could produce G" in card.stdout
    schema = invoke(runner, "schema", "cards", "-f", "csv", "--db", db)
    assert schema.exit_code == 0, schema.output
    assert all(row[2] for row in csv.reader(io.StringIO(schema.stdout)))


# -- first printings (docs/rules.md#printings) ---------------------------------------------

PRINTING_REPORTS = [
    "rpt_hybrid_by_set",
    "rpt_hybrid_by_year",
    "rpt_pips_by_set",
    "rpt_pips_by_year",
]


def test_the_reports_that_need_every_printing_say_so():
    assert [r.name for r in REPORTS if r.needs_every_printing] == PRINTING_REPORTS


def test_a_card_counts_in_the_year_of_its_first_printing(exported):
    """Llanowar Elves and Dark Ritual were first printed in 1993 (lea) and reprinted until
    2024-2025: with every printing they count in 1993, not in the year of the fixture's
    printing."""
    years = {r["release_year"]: r for r in read_csv(exported / "rpt_pips_by_year.csv")}
    assert (years["1993"]["count_cards"], years["1993"]["chroma_g"]) == ("8", "3")


def test_one_printing_per_card_leaves_the_dated_reports_out(fixture_warehouse, tmp_path):
    """oracle_cards holds one printing per card, Scryfall's choice: release years and sets
    would be those of that printing, so those reports, their charts and the page's sections
    say why they are missing instead, and so does its list of the reports."""
    result = export.export(fixture_warehouse, tmp_path)

    assert result.not_written == dict.fromkeys(PRINTING_REPORTS, reports.ONE_PRINTING_PER_CARD)
    written = sorted(p.name for p in tmp_path.iterdir())
    assert not [n for n in written if n.removesuffix(".csv") in PRINTING_REPORTS]
    assert "chart_pips_by_year.svg" not in written and "chart_hybrid_by_year.svg" not in written
    assert "chart_producers_by_color.svg" in written
    page = (tmp_path / "report.html").read_text(encoding="utf-8")
    # the pie and the hybrid sections, and the list of every report
    assert page.count("not the first printing") == 3
    assert (
        '<p class="caveat">Not written: ' + ", ".join(PRINTING_REPORTS) + ". The warehouse "
    ) in page
    assert result.summary().endswith(
        "Not written: " + ", ".join(PRINTING_REPORTS) + ". " + reports.ONE_PRINTING_PER_CARD
    )


def test_asking_for_a_dated_report_of_one_printing_per_card_is_an_error(
    runner, fixture_warehouse, tmp_path
):
    result = invoke(runner, "export", "pips_by_year", "--db", fixture_warehouse, "--out", tmp_path)
    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: Can't write rpt_pips_by_year: {reports.ONE_PRINTING_PER_CARD}\n"
    )
    from pipeline.api import Warehouse
    from pipeline.errors import WarehouseError

    with Warehouse(fixture_warehouse) as wh, pytest.raises(WarehouseError) as error:
        wh.report("pips_by_year")
    assert str(error.value) == f"Can't run rpt_pips_by_year: {reports.ONE_PRINTING_PER_CARD}"


def test_a_warehouse_records_whether_it_holds_every_printing(
    fixture_warehouse, printings_warehouse
):
    from pipeline.api import Warehouse

    for db, expected in ((fixture_warehouse, False), (printings_warehouse, True)):
        with Warehouse(db) as wh:
            assert wh.query("select has_every_printing from pipeline_meta")[1] == [(expected,)]


def test_an_export_reads_the_history_through_duckdb_and_imports_no_pyarrow(
    fixture_warehouse, tmp_path
):
    """The reports run where DuckDB reads the history's Parquet files itself (as the
    pipeline's own history queries do), so a refresh's export does not import pyarrow
    (0.3-0.5 s) to show them to a locked-down connection."""
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from pipeline import export\n"
        f"done = export.export(Path({str(fixture_warehouse)!r}), Path({str(tmp_path)!r}))\n"
        "print(len(done.csvs), [m for m in ('pyarrow', 'pyarrow.dataset') if m in sys.modules])\n"
    )
    assert python_output(code) == f"{len(reports.discover()) - len(PRINTING_REPORTS)} []\n"


@pytest.mark.parametrize(
    ("sql", "kinds"),
    [
        ("copy (select 1) to 'x.csv'", "copy"),
        ("select 1; select 2", "select, select"),
        ("set threads = 1", "set"),
        ("-- nothing", "none"),
    ],
)
def test_a_report_is_run_only_if_it_is_one_select(fixture_warehouse, sql, kinds):
    """The reports' connection may read the history's files, and DuckDB would let another
    kind of statement write them: only a single select is run there."""
    import pipeline

    with pipeline.open(fixture_warehouse) as wh, pytest.raises(PipelineError) as error:
        wh.report_rows(sql)
    assert str(error.value) == f"A report is one select statement; this SQL holds: {kinds}."
