"""The ledger of files each command wrote in an output folder (pipeline.owned)."""

from __future__ import annotations

import json
import os
import re
import threading

import pytest

from pipeline.errors import PipelineError
from pipeline.owned import LEDGER, OutputFolder


def test_only_files_on_the_commands_list_are_removed(tmp_path):
    for name in ("a.csv", "b.csv", "mine.csv", "deck.html"):
        (tmp_path / name).write_text(name)
    export = OutputFolder(tmp_path, "export")
    export.record([tmp_path / "a.csv", tmp_path / "b.csv"])
    OutputFolder(tmp_path, "deck --html").record([tmp_path / "deck.html"])

    export.remove_stale(keep=[tmp_path / "a.csv", tmp_path / "mine.csv"])

    assert sorted(p.name for p in tmp_path.iterdir()) == [LEDGER, "a.csv", "deck.html", "mine.csv"]


def test_a_command_never_claims_another_commands_file(tmp_path):
    """A page `deck --html` wrote is not export's to replace, and the message says whose."""
    (tmp_path / "report.html").write_text("a deck named 'report'")
    OutputFolder(tmp_path, "deck --html").record([tmp_path / "report.html"])

    with pytest.raises(PipelineError) as raised:
        OutputFolder(tmp_path, "export").reserve([tmp_path / "report.html"])
    assert str(raised.value).startswith(
        f"{tmp_path} already holds report.html (written by `pipeline deck --html`), which "
        "`pipeline export` has no record of writing there"
    )


def test_whose_file_it_is_whichever_the_command(tmp_path):
    (tmp_path / "a.html").write_text("export's")
    OutputFolder(tmp_path, "export").record([tmp_path / "a.html"])

    with pytest.raises(PipelineError, match=r"a\.html \(written by `pipeline export`\)"):
        OutputFolder(tmp_path, "deck --html").reserve([tmp_path / "a.html"])


EXPORT_NAMES = ("rpt_*.csv", "chart_*.svg", "report.html")


def test_a_folder_the_pipeline_owns_is_taken_over_only_while_it_has_no_ledger(tmp_path):
    """The warehouse's own reports/ folder, filled before ledgers: its files of export's
    names are taken as export's while export has no list there, every one of them (a
    partial export once listed only its own, and the next full export refused the rest);
    from its first list on, the list decides."""
    for name in ("report.html", "rpt_gone.csv", "chart_gone.svg", "notes.txt"):
        (tmp_path / name).write_text("an older export's, or the user's")
    folder = OutputFolder(tmp_path, "export")

    OutputFolder(tmp_path, "deck --html").reserve([tmp_path / "deck.html"])  # not export's
    folder.reserve([tmp_path / "rpt_a.csv"], adopt_without_ledger=EXPORT_NAMES)

    assert folder.written_before() == {"report.html", "rpt_gone.csv", "chart_gone.svg", "rpt_a.csv"}
    folder.remove_stale(keep=[tmp_path / "rpt_a.csv", tmp_path / "report.html"])
    assert sorted(p.name for p in tmp_path.iterdir()) == [LEDGER, "notes.txt", "report.html"]
    folder.record([tmp_path / "rpt_a.csv"])
    with pytest.raises(PipelineError, match=r"already holds report\.html, which"):
        folder.reserve([tmp_path / "report.html"], adopt_without_ledger=EXPORT_NAMES)


def test_a_file_on_another_commands_list_is_never_taken_over(tmp_path):
    """A deck page called report.html in the warehouse's reports/ folder: the refresh's
    export once overwrote it, taking the folder's files as its own."""
    OutputFolder(tmp_path, "deck --html").reserve([tmp_path / "report.html"])
    (tmp_path / "report.html").write_text("the deck's page")

    with pytest.raises(PipelineError, match=r"report\.html \(written by `pipeline deck --html`\)"):
        OutputFolder(tmp_path, "export").reserve(
            [tmp_path / "report.html"], adopt_without_ledger=EXPORT_NAMES
        )
    assert (tmp_path / "report.html").read_text() == "the deck's page"


def test_a_listed_name_that_became_a_folder_is_left_alone(tmp_path):
    folder = OutputFolder(tmp_path, "export")
    folder.record([tmp_path / "rpt_old.csv"])
    (tmp_path / "rpt_old.csv").mkdir()

    folder.remove_stale(keep=[])

    assert (tmp_path / "rpt_old.csv").is_dir()


def test_recording_into_a_new_folder_makes_it_and_a_blocked_one_is_an_error(tmp_path):
    OutputFolder(tmp_path / "a" / "b", "export").record([tmp_path / "a" / "b" / "x"])
    assert (tmp_path / "a" / "b" / LEDGER).is_file()

    (tmp_path / "file").write_text("in the way")
    with pytest.raises(PipelineError, match=r"^Can't write in .*file/sub: Not a directory$"):
        OutputFolder(tmp_path / "file" / "sub", "export").record([])


def test_recording_keeps_the_other_commands_lists(tmp_path):
    OutputFolder(tmp_path, "deck --html").record([tmp_path / "d.html"])
    OutputFolder(tmp_path, "export").record([tmp_path / "a.csv"])
    OutputFolder(tmp_path, "export").reserve([tmp_path / "b.csv"])

    assert json.loads((tmp_path / LEDGER).read_text()) == {
        "deck --html": {"d.html": None},
        "export": {"a.csv": None, "b.csv": None},  # none written yet: no fingerprint
    }


def test_commands_recording_at_once_lose_no_name(tmp_path):
    """The ledger is read and written again under the folder's lock."""

    def record(writer: str) -> None:
        for i in range(20):
            OutputFolder(tmp_path, writer).reserve([tmp_path / f"{writer}-{i}"])

    threads = [threading.Thread(target=record, args=(w,)) for w in ("a", "b", "c")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    ledger = OutputFolder(tmp_path, "a").ledger() or {}
    assert {w: len(n) for w, n in ledger.items()} == {"a": 20, "b": 20, "c": 20}


def test_a_ledger_names_only_files_of_its_own_folder(tmp_path):
    """A ledger edited to name "../victim.txt" reaches nothing outside the folder."""
    out = tmp_path / "out"
    out.mkdir()
    (tmp_path / "victim.txt").write_text("keep")
    names = '["../victim.txt", "zz/victim.txt", "/etc/passwd", ".", "ok.csv", 3]'
    (out / LEDGER).write_text('{"export": ' + names + "}")

    assert OutputFolder(out, "export").written_before() == {"ok.csv"}
    OutputFolder(out, "export").remove_stale(keep=[])
    assert (tmp_path / "victim.txt").read_text() == "keep"


def test_a_broken_ledger_says_how_to_recover(tmp_path):
    (tmp_path / LEDGER).write_text("[not json")

    start = re.escape(f"Can't read {tmp_path / LEDGER}, the record of the files the pipeline")
    with pytest.raises(PipelineError, match="^" + start):
        OutputFolder(tmp_path, "export").reserve([tmp_path / "a.csv"])


def test_claiming_a_new_folder_and_a_symlink_of_the_users(tmp_path):
    folder = OutputFolder(tmp_path / "new", "export")
    folder.reserve([tmp_path / "new" / "a.csv"])  # nothing there: nothing to refuse

    (tmp_path / "link.csv").symlink_to(tmp_path / "nowhere")  # a dangling link is a file too
    with pytest.raises(PipelineError, match=r"already holds link\.csv, which `pipeline export`"):
        OutputFolder(tmp_path, "export").reserve([tmp_path / "link.csv"])


def test_a_file_where_the_folder_should_be_is_named_as_such(tmp_path):
    (tmp_path / "out").write_text("mine")

    with pytest.raises(PipelineError, match=r"is a file, not a folder: give a folder"):
        OutputFolder(tmp_path / "out", "export").reserve([tmp_path / "out" / "a.csv"])
    assert (tmp_path / "out").read_text() == "mine"


def test_a_name_another_command_reserved_is_refused_before_its_file_exists(tmp_path):
    """Two commands about to write one name at once: the second stops."""
    OutputFolder(tmp_path, "deck --html").reserve([tmp_path / "report.html"])

    with pytest.raises(PipelineError, match=r"report\.html \(written by `pipeline deck"):
        OutputFolder(tmp_path, "export").reserve([tmp_path / "report.html"])


@pytest.mark.parametrize(
    "ledger", ["fifo", "folder", "list", "number lists", "fingerprint without sha256"]
)
def test_a_ledger_that_is_no_ledger_is_named_not_read(tmp_path, ledger):
    """A FIFO would block a read for ever; a folder or another shape is no record."""
    path = tmp_path / LEDGER
    if ledger == "fifo":
        os.mkfifo(path)
    elif ledger == "folder":
        path.mkdir()
    elif ledger == "list":
        path.write_text('["a.csv"]')
    elif ledger == "number lists":
        path.write_text('{"export": 3}')
    else:
        path.write_text('{"export": {"a.csv": {"size": 1, "mtime_ns": 2}}}')

    with pytest.raises(PipelineError, match="^" + re.escape(f"Can't read {path}, the record")):
        OutputFolder(tmp_path, "export").reserve([tmp_path / "a.csv"])


def test_a_file_changed_since_it_was_written_is_no_longer_the_commands(tmp_path):
    """Same size and time, or same bytes under a new time (a copy): still the command's.
    Other bytes, a link in its place, or a file where a name was written that is gone:
    the user's. Refused before writing, left when it would only be removed."""
    export = OutputFolder(tmp_path, "export")
    names = ["kept.csv", "copied.csv", "edited.csv", "linked.csv", "stale.csv"]
    for name in names:
        (tmp_path / name).write_text("as written\n")
    export.record(tmp_path / n for n in names)
    (tmp_path / "copied.csv").write_text("as written\n")  # same bytes, a new time
    os.utime(tmp_path / "copied.csv", ns=(1, 1))
    (tmp_path / "edited.csv").write_text("as edited\n")  # the same size
    os.utime(tmp_path / "edited.csv", ns=(1, 1))
    (tmp_path / "linked.csv").unlink()
    (tmp_path / "linked.csv").symlink_to(tmp_path / "kept.csv")
    (tmp_path / "stale.csv").write_text("the user's own\n")

    for name in ("kept.csv", "copied.csv"):
        export.reserve([tmp_path / name])
    for name in ("edited.csv", "linked.csv", "stale.csv"):
        with pytest.raises(
            PipelineError, match=re.escape(f"{name} (changed since `pipeline export` wrote it)")
        ):
            export.reserve([tmp_path / name])

    export.remove_stale(keep=[])

    assert sorted(p.name for p in tmp_path.iterdir()) == [
        LEDGER,
        "edited.csv",
        "linked.csv",
        "stale.csv",
    ]


def test_a_ledger_of_names_only_trusts_its_names(tmp_path):
    """Ledgers kept names only before they kept fingerprints: those files stay the
    command's, and its next record fingerprints them."""
    (tmp_path / "a.csv").write_text("older")
    (tmp_path / LEDGER).write_text('{"export": ["a.csv"], "deck --html": ["d.html"]}')
    export = OutputFolder(tmp_path, "export")

    export.reserve([tmp_path / "a.csv"])
    (tmp_path / "a.csv").write_text("newer")
    export.record([tmp_path / "a.csv"])

    ledger = json.loads((tmp_path / LEDGER).read_text())
    assert ledger["deck --html"] == {"d.html": None}
    assert ledger["export"]["a.csv"]["size"] == 5


def test_recording_written_files_keeps_the_commands_other_files(tmp_path):
    """`deck --html` adds pages run after run and removes none: each run fingerprints its
    own pages and keeps the earlier runs'."""
    deck = OutputFolder(tmp_path, "deck --html")
    for name in ("one.html", "two.html"):
        deck.reserve([tmp_path / name])
        (tmp_path / name).write_text(name)
        deck.record_written([tmp_path / name])

    ledger = json.loads((tmp_path / LEDGER).read_text())
    assert sorted(ledger["deck --html"]) == ["one.html", "two.html"]
    assert all(ledger["deck --html"][name] is not None for name in ("one.html", "two.html"))
