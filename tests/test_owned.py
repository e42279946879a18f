"""The ledger of files the pipeline wrote in an output folder (pipeline.owned)."""

from __future__ import annotations

import re

import pytest

from pipeline.errors import PipelineError
from pipeline.owned import LEDGER, OutputFolder


def test_only_files_on_the_ledger_are_removed(tmp_path):
    for name in ("a.csv", "b.csv", "mine.csv"):
        (tmp_path / name).write_text(name)
    folder = OutputFolder(tmp_path)
    folder.record([tmp_path / "a.csv", tmp_path / "b.csv"], replace=True)

    folder.remove_stale(keep=[tmp_path / "a.csv"])

    assert sorted(p.name for p in tmp_path.iterdir()) == [LEDGER, "a.csv", "mine.csv"]


def test_a_ledger_names_only_files_of_its_own_folder(tmp_path):
    """A ledger edited to name "../victim.txt" reaches nothing outside the folder."""
    out = tmp_path / "out"
    out.mkdir()
    (tmp_path / "victim.txt").write_text("keep")
    (out / LEDGER).write_text('["../victim.txt", "/etc/passwd", ".", "ok.csv", 3]')

    assert OutputFolder(out).written_before() == {"ok.csv"}
    OutputFolder(out).remove_stale(keep=[])
    assert (tmp_path / "victim.txt").read_text() == "keep"


def test_a_broken_ledger_says_how_to_recover(tmp_path):
    (tmp_path / LEDGER).write_text("[not json")

    start = re.escape(f"Can't read {tmp_path / LEDGER}, the list of files the pipeline wrote")
    with pytest.raises(PipelineError, match="^" + start):
        OutputFolder(tmp_path).claim([tmp_path / "a.csv"])


def test_claiming_a_new_folder_and_a_symlink_of_the_users(tmp_path):
    folder = OutputFolder(tmp_path / "new")
    folder.claim([tmp_path / "new" / "a.csv"])  # nothing there: nothing to refuse

    (tmp_path / "link.csv").symlink_to(tmp_path / "nowhere")  # a dangling link is a file too
    with pytest.raises(PipelineError, match=r"already holds link\.csv, which the pipeline"):
        OutputFolder(tmp_path).claim([tmp_path / "link.csv"])


def test_a_file_where_the_folder_should_be_is_named_as_such(tmp_path):
    (tmp_path / "out").write_text("mine")

    with pytest.raises(PipelineError, match=r"is a file, not a folder: give a folder"):
        OutputFolder(tmp_path / "out").claim([tmp_path / "out" / "a.csv"])
    assert (tmp_path / "out").read_text() == "mine"
