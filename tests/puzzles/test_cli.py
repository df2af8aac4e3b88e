"""The command line: ``mathplay puzzles ...`` through ``main([...])`` and one real process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from mathplay.cli import main
from mathplay.errors import MathplayError
from mathplay.puzzles import KIND_NAMES, generate, worksheet


def test_the_issue_example_writes_the_sheet_and_the_key(tmp_path, capsys):
    sheet, key = tmp_path / "sheet.html", tmp_path / "key.html"
    argv = ["puzzles", "--kind", "best-expression", "--count", "20", "--difficulty", "3"]
    argv += ["--seed", "7", "--lang", "ja", "--out", str(sheet), "--answers", str(key)]
    assert main(argv) == 0
    expected = worksheet(generate("best-expression", seed=7, difficulty=3, count=20, language="ja"))
    assert sheet.read_text(encoding="utf-8") == expected.sheet_html
    assert key.read_text(encoding="utf-8") == expected.key_html
    assert capsys.readouterr() == ("", "")


@pytest.mark.parametrize("form", ["json", "csv", "notebook"])
def test_formats(tmp_path, form):
    out = tmp_path / f"puzzles.{form}"
    argv = ["puzzles", "--kind", "trio-finder", "--count", "3", "--format", form]
    assert main([*argv, "--out", str(out), "--student", "Ana"]) == 0
    text = out.read_text(encoding="utf-8")
    puzzles = worksheet(generate("trio-finder", count=3), student="Ana").puzzles
    if form == "json":
        assert [d["solution"] for d in json.loads(text)] == [p.solution for p in puzzles]
    elif form == "csv":
        assert len(text.splitlines()) > 3 and text.startswith("number,kind")
    else:
        notebook = nbformat.reads(text, as_version=4)
        nbformat.validate(notebook)
        setup = next(c.source for c in notebook.cells if c.get("id") == "setup")
        assert f"'seed': {puzzles[0].seed}" in setup and "'variants': False" in setup


def test_without_out_the_sheet_goes_to_the_screen(capsys):
    assert main(["puzzles", "--kind", "precedence-trap", "--count", "2", "--format", "json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == 2


def test_help_explains_every_kind(capsys):
    assert main(["puzzles", "--help"]) == 0
    text = capsys.readouterr().out
    for kind in KIND_NAMES:
        assert f"\n  {kind}\n" in text
    assert "difficulty: 1" in text and "--answers" in text


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["puzzles", "--kind", "sudoku"], "invalid choice: 'sudoku'"),
        (
            ["puzzles", "--kind", "best-expression", "--count", "0"],
            "argument --count: must be from 1 to 200, not 0",
        ),
        (["puzzles", "--kind", "best-expression", "--difficulty", "six"], "whole number"),
        (["puzzles", "--kind", "best-expression", "--lang", "de"], "invalid choice: 'de'"),
        (["puzzles"], "--kind"),
        (["cook"], "invalid choice: 'cook'"),
        ([], "choose a command"),
        (["puzzles", "--kind", "best-expression", "--student", " "], "A student is given"),
    ],
)
def test_a_bad_argument_is_one_clear_line(argv, says, capsys):
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("mathplay: error: ") and says in err
    assert "Traceback" not in err


def test_a_file_that_cannot_be_written(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    argv = ["puzzles", "--kind", "missing-card", "--count", "1", "--out", str(blocker / "x.html")]
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot write" in err.lower()
    assert "a file stands where its folder should be" in err


def test_python_dash_m_mathplay_works_alike(tmp_path):
    out = tmp_path / "sheet.html"
    argv = ["puzzles", "--kind", "missing-card", "--count", "2", "--out", str(out)]
    done = subprocess.run(
        [sys.executable, "-m", "mathplay", *argv], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert (
        out.read_text(encoding="utf-8") == worksheet(generate("missing-card", count=2)).sheet_html
    )
    bad = subprocess.run(
        [sys.executable, "-m", "mathplay", "puzzles", "--kind", "x"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and bad.stdout == ""


def test_homework_writes_the_course_and_refuses_bad_arguments(tmp_path, capsys):
    out = tmp_path / "course"
    assert main(["homework", "--lesson", "3", "--lang", "ja", "--out", str(out)]) == 0
    written = capsys.readouterr().out.split()
    assert written == [
        str(out / "mathplay-course-key.json"),
        str(out / "nbgrader_config.py"),
        str(out / "source" / "03-sum-to-15" / "03-sum-to-15.ipynb"),
        str(out / "otter" / "03-sum-to-15" / "03-sum-to-15.ipynb"),
        str(out / "otter" / "03-sum-to-15" / "mathplay-grading.json"),
    ]
    assert (out / "mathplay-course-key.json").stat().st_mode & 0o077 == 0  # the teacher's only
    config = (out / "nbgrader_config.py").read_text(encoding="utf-8")
    assert 'c.ClearSolutions.code_stub = {"python": ""}' in config
    notebook = nbformat.read(out / "source" / "03-sum-to-15" / "03-sum-to-15.ipynb", as_version=4)
    setup = notebook.cells[1].source
    assert "'lesson': '03-sum-to-15'" in setup and "'language': 'ja'" in setup
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    for argv, says in [
        (["homework", "--lesson", "9"], "There is no lesson '9'"),
        (["homework", "--lesson", "1", "--kind", "trio-finder"], "not allowed with argument"),
        (["homework"], "one of the arguments --lesson --kind is required"),
        (["homework", "--lesson", "1", "--assignment", "a b"], "assignment name is letters"),
        (["homework", "--lesson", "1", "--feedback", "soon"], "invalid choice"),
    ]:
        assert main([*argv, "--out", str(out)]) == 2
        assert says in capsys.readouterr().err
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before
    assert main(["homework", "--lesson", "1", "--out", str(written[1])]) == 2
    assert "is a file, not a course folder" in capsys.readouterr().err


def test_a_changed_course_key_is_refused_and_nothing_is_written(tmp_path, capsys):
    out = tmp_path / "course"
    assert main(["homework", "--lesson", "1", "--out", str(out), "--assignment", "a"]) == 0
    key = out / "mathplay-course-key.json"
    for text in (key.read_text().replace('"version": 1', '"version": 2'), "{not json", ""):
        key.write_text(text)
        before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
        assert main(["homework", "--lesson", "2", "--out", str(out), "--lang", "pl"]) == 2
        assert "nie jest kluczem kursu mathplay" in capsys.readouterr().err
        assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before


def test_pupils_gets_a_notebook_per_pupil_signed_with_the_course_key(tmp_path, capsys):
    from mathplay.puzzles.grading import identify, load_course_key

    out = tmp_path / "course"
    assert main(["homework", "--lesson", "1", "--out", str(out), "--assignment", "ps1"]) == 0
    ids = tmp_path / "ids.txt"
    ids.write_text("ana\n\nben\n")
    release = out / "source" / "ps1" / "ps1.ipynb"
    capsys.readouterr()
    assert main(["pupils", str(release), "--course", str(out), "--ids", str(ids)]) == 0
    written = capsys.readouterr().out.split()
    assert written == [str(out / "pupils" / "ps1" / f"{s}.ipynb") for s in ("ana", "ben")]
    key = load_course_key(out)
    ana = json.loads(Path(written[0]).read_text(encoding="utf-8"))
    assert identify(key, ana) == ("ps1", "ana")
    assert "salt" not in json.dumps(ana)  # her numbers only, not everybody's
    forged = json.dumps(ana).replace("'id': 'ana'", "'id': 'ben'")
    with pytest.raises(MathplayError) as changed:
        identify(key, json.loads(forged))
    assert changed.value.message_id == "homework.bad_signature"
    with pytest.raises(MathplayError) as shared:
        identify(key, json.loads(release.read_text(encoding="utf-8")))
    assert shared.value.message_id == "homework.no_pupil"
    for bad, says in [("a/b\n", "cannot be a student id"), ("ana\nana\n", "listed twice")]:
        ids.write_text(bad)
        assert main(["pupils", str(release), "--course", str(out), "--ids", str(ids)]) == 2
        assert says in capsys.readouterr().err


def test_an_existing_nbgrader_config_is_kept_and_gets_the_stub(tmp_path):
    out = tmp_path / "course"
    out.mkdir()
    (out / "nbgrader_config.py").write_text("c = get_config()\nc.Exchange.course_id = 'x'\n")
    assert main(["homework", "--kind", "missing-card", "--count", "2", "--out", str(out)]) == 0
    config = (out / "nbgrader_config.py").read_text(encoding="utf-8")
    assert config.startswith("c = get_config()\nc.Exchange.course_id = 'x'\n")
    assert config.count("ClearSolutions.code_stub") == 1
    assert main(["homework", "--kind", "missing-card", "--count", "2", "--out", str(out)]) == 0
    assert (out / "nbgrader_config.py").read_text(encoding="utf-8") == config


@pytest.mark.parametrize(
    "answers", ["s.html", "./s.html", "sub/../s.html", "link.html", "hard.html"]
)
def test_the_sheet_is_never_the_answer_key(tmp_path, monkeypatch, capsys, answers):
    monkeypatch.chdir(tmp_path)
    Path("sub").mkdir()
    Path("s.html").write_text("last week's sheet")
    Path("link.html").symlink_to("s.html")
    os.link("s.html", "hard.html")
    argv = ["puzzles", "--kind", "missing-card", "--count", "1", "--out", "s.html"]
    assert main([*argv, "--answers", answers]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "answer key would be one file" in err
    assert Path("s.html").read_text() == "last week's sheet"


def test_a_full_disk_is_said_in_words_and_keeps_the_old_sheet(tmp_path, monkeypatch, capsys):
    sheet = tmp_path / "s.html"
    sheet.write_text("old sheet")

    def full(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    argv = ["puzzles", "--kind", "missing-card", "--count", "1", "--out", str(sheet)]
    assert main([*argv, "--lang", "pl"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "dysk jest pełny" in err and "None" not in err
    assert sheet.read_text() == "old sheet" and os.listdir(tmp_path) == ["s.html"]


def test_homework_leaves_no_temporary_file(tmp_path, capsys):
    assert main(["homework", "--kind", "missing-card", "--count", "1", "--out", str(tmp_path)]) == 0
    assert main(["homework", "--kind", "missing-card", "--count", "1", "--out", str(tmp_path)]) == 0
    everything = [p.name for p in tmp_path.rglob("*")]
    assert not [name for name in everything if name.endswith(".tmp")]
