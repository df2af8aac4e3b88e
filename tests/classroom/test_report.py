"""The class report's table, misconception counts, chart data, scores CSV, copy flags and
practice sheets, on small classes made by hand."""

from __future__ import annotations

import pytest
from classkit import StubApi, collected, record

from mathplay.classroom.copies import find_copies
from mathplay.classroom.misconceptions import MISCONCEPTIONS
from mathplay.classroom.practice import file_name, write_practice
from mathplay.classroom.report import ClassReport
from mathplay.errors import MathplayError

LEFT = "lessons.order.left_to_right"
TIMES = "lessons.order.times_first"

CLASS = {
    "s1": [("right",), ("right",), ("right",)],
    "s2": [("wrong", LEFT, "2"), ("wrong", LEFT, "54"), ("empty",)],
    "s3": [("wrong", TIMES, "9"), ("right",), ("wrong", "lessons.wrong_number", "5")],
}


@pytest.fixture
def report():
    problems = {"s9": MathplayError("classroom.not_submitted", student="s9", assignment="ps1")}
    return ClassReport(collected(CLASS, problems), "en")


def test_statuses_are_pupil_by_exercise(report):
    statuses = report.statuses()
    assert list(statuses.index) == ["s1", "s2", "s3"]  # the pupil who could not be read: out
    assert statuses.to_dict("index") == {
        "s1": {1: "right", 2: "right", 3: "right"},
        "s2": {1: "wrong", 2: "wrong", 3: "empty"},
        "s3": {1: "wrong", 2: "right", 3: "wrong"},
    }


def test_the_table_names_the_misconception_of_each_wrong_answer_with_totals(report):
    table = report.table()
    assert list(table.columns) == ["Ex. 1", "Ex. 2", "Ex. 3", "Right"]
    assert table.index.name == "Pupil (course id)"
    assert table.to_dict("index") == {
        "s1": {"Ex. 1": "right", "Ex. 2": "right", "Ex. 3": "right", "Right": 3},
        "s2": {
            "Ex. 1": "wrong: worked left to right (× ÷ not first)",
            "Ex. 2": "wrong: worked left to right (× ÷ not first)",
            "Ex. 3": "empty",
            "Right": 0,
        },
        "s3": {"Ex. 1": "wrong: did × before ÷", "Ex. 2": "right", "Ex. 3": "wrong", "Right": 1},
        "Right": {"Ex. 1": 1, "Ex. 2": 2, "Ex. 3": 1, "Right": 4},
    }


def test_the_table_speaks_the_teachers_language():
    mine = collected(CLASS)
    ja, pl = ClassReport(mine, "ja").table(), ClassReport(mine, "pl").table()
    assert list(ja.columns) == ["練習1", "練習2", "練習3", "正解数"]
    assert ja.loc["s3", "練習1"] == "不正解：÷ より先に × を計算した"
    assert ja.loc["s2", "練習3"] == "無回答"
    assert list(pl.columns) == ["Zad. 1", "Zad. 2", "Zad. 3", "Dobrze"]
    assert pl.loc["s2", "Zad. 1"] == "źle: liczenie od lewej do prawej (× ÷ nie najpierw)"
    assert pl.loc["Dobrze", "Dobrze"] == 4
    with pytest.raises(MathplayError):
        ClassReport(mine, "de")


def test_misconceptions_are_counted_per_exercise_most_common_first(report):
    counts = report.misconceptions()
    assert counts.index.name == "Misconception"
    assert counts.to_dict("index") == {
        "worked left to right (× ÷ not first)": {"Ex. 1": 1, "Ex. 2": 1, "Ex. 3": 0, "All": 2},
        "did × before ÷": {"Ex. 1": 1, "Ex. 2": 0, "Ex. 3": 0, "All": 1},
    }
    assert counts.index[0] == "worked left to right (× ÷ not first)"  # the most common


def test_the_chart_draws_those_counts_the_most_common_on_top(report):
    figure = report.chart()
    (axes,) = figure.axes
    labels = [label.get_text() for label in axes.get_yticklabels()]
    assert labels == ["did × before ÷", "worked left to right (× ÷ not first)"]  # bottom up
    bars = {
        (container.get_label(), round(patch.get_y() + patch.get_height() / 2)): patch.get_width()
        for container in axes.containers
        for patch in container
    }
    assert bars == {("Ex. 1", 0): 1, ("Ex. 1", 1): 1, ("Ex. 2", 0): 0, ("Ex. 2", 1): 1}
    assert [t.get_text() for t in axes.get_legend().get_texts()] == ["Ex. 1", "Ex. 2"]
    assert axes.get_title() == "Misconceptions in ps1, the most common first"


def test_a_class_without_misconceptions_has_an_empty_chart():
    report = ClassReport(collected({"s1": [("right",), ("empty",)]}), "pl")
    assert report.misconceptions().empty
    assert report.chart().axes[0].get_yticklabels() == []


def test_the_scores_csv_has_one_row_a_pupil_as_moodle_imports_it(report):
    assert report.scores_csv() == "username,ps1\ns1,3\ns2,0\ns3,1\ns9,\n"


def test_the_graders_points_win_over_the_count_of_right_answers():
    from dataclasses import replace

    mine = collected(CLASS)
    mine.submissions["s2"] = replace(mine.submissions["s2"], points=1.5)  # a manual grade
    assert ClassReport(mine).scores_csv() == "username,ps1\ns1,3\ns2,1.5\ns3,1\n"


# ----- copies ---------------------------------------------------------------------------
MODELS = {
    "ana": {1: "10", 2: "20", 3: "yes", 4: "A"},
    "ben": {1: "11", 2: "21", 3: "no", 4: "B"},
    "cleo": {1: "12", 2: "22", 3: "yes", 4: "C"},
    "dan": {1: "13", 2: "23", 3: "no", 4: "A"},
}


def _class(answers: dict[str, dict[int, str]]):
    work = {}
    for student, given in answers.items():
        rows = []
        for n in range(1, 5):
            answer = given.get(n)
            if answer is None:
                rows.append(("empty",))
            else:
                right = answer == MODELS[student][n]
                rows.append(("right" if right else "wrong", None, answer))
        work[student] = rows
    return collected(work)


def test_answers_that_fit_a_classmates_numbers_are_flagged():
    mine = _class(
        {
            "ana": dict(MODELS["ana"]),
            "ben": {1: "11", 2: "21", 3: "yes", 4: "B"},  # one yes/no slip: not a copy
            "cleo": {1: "10", 2: "20", 3: "yes", 4: "A"},  # Ana's answers
            "dan": {1: "10", 2: "99", 3: "no"},  # one fits Ana's, not enough
        }
    )
    flags = find_copies(mine, StubApi(MODELS), "key")
    # Cleo's 3 is Ana's ("yes"): right for Cleo too, so not compared
    assert [(f.student, f.like, f.matches, f.compared) for f in flags] == [("cleo", "ana", 3, 3)]


def test_an_answer_is_only_graded_on_classmates_whose_answer_differs():
    api = StubApi(MODELS)
    copied = dict(MODELS["ben"])
    mine = _class({"ana": copied, "ben": dict(MODELS["ben"]), "cleo": dict(MODELS["cleo"])})
    (flag,) = find_copies(mine, api, "key")
    assert (flag.student, flag.like, flag.matches, flag.compared) == ("ana", "ben", 4, 4)
    assert ("cleo", 3, "no") not in api.graded  # Cleo's 3 is Ana's ("yes"): no need
    assert ("cleo", 1, "11") in api.graded


# ----- practice sheets --------------------------------------------------------------------
def test_each_pupil_with_a_misconception_gets_a_sheet_that_targets_it(report, tmp_path):
    sheets = report.practice()
    assert [(s.student, s.misconceptions) for s in sheets] == [
        ("s2", ("left_to_right",)),
        ("s3", ("times_before_divide",)),
    ]
    target = MISCONCEPTIONS[LEFT]
    assert [(p.kind, p.difficulty) for p in sheets[0].sheet.puzzles] == [
        (target.kind, target.difficulty)
    ] * 2
    assert sheets[0].sheet.student == "s2" and "s2" in sheets[0].sheet.sheet_html
    again = report.practice()
    assert [p.key for p in again[0].sheet.puzzles] == [p.key for p in sheets[0].sheet.puzzles]
    written = write_practice(sheets, tmp_path)
    names = sorted(str(p.relative_to(tmp_path)) for p in written)
    assert len(names) == len(set(names)) and "homework/mathplay-course-key.json" in names
    assert "practice-s2.html" in names and "practice-s2-key.html" in names
    assert "homework/source/practice-s2/practice-s2.ipynb" in names
    assert "homework/otter/practice-s3/practice-s3.ipynb" in names


def test_a_practice_sheet_is_in_the_pupils_language():
    mine = collected(CLASS, language="ja")
    (first, _) = ClassReport(mine, "pl").practice()
    assert first.sheet.language == "ja" and "もう少し練習しよう" in first.sheet.sheet_html


def test_every_misconception_has_words_and_a_puzzle_that_practises_it():
    from mathplay.i18n import LANGUAGES, translate
    from mathplay.puzzles import KIND_NAMES

    for verdict, found in MISCONCEPTIONS.items():
        assert found.kind in KIND_NAMES and 1 <= found.difficulty <= 5, verdict
        for language in LANGUAGES:
            # its name; for a lesson's verdict also why a pupil answers so (teachers' notes)
            for words in ("mis", "why") if verdict.startswith("lessons.") else ("mis",):
                message_id = f"classroom.{words}.{found.key}"
                assert translate(message_id, language) != message_id, (verdict, language)


def test_every_misconception_a_lesson_knows_is_named():
    """Each wrong verdict a lesson's typical answers get names a misconception (or is a plain
    'wrong number'): a new one in a lesson shows up here."""
    from mathplay.puzzles.assignments import lesson_named

    plain = {"lessons.want_value", "lessons.wrong_number"}
    for lesson in "1234":
        exercises = lesson_named(lesson)
        for number, exercise in exercises.exercises.items():
            for variant in (exercise, *exercises.variants.get(number, ())):
                for answer in variant.typical:
                    verdict = exercises.judge(variant, answer)
                    if not verdict.correct and verdict.message_id not in plain:
                        assert verdict.message_id in MISCONCEPTIONS, (lesson, number, answer)


def test_file_names_keep_a_safe_id_and_hash_any_other():
    assert file_name("s07") == "s07"
    assert file_name("Ana María") != file_name("Ana  María")
    assert all(c.isalnum() or c in "-_" for c in file_name("../../etc/passwd"))
    assert file_name("日本").startswith("pupil-")


def test_the_report_page_shows_every_name_as_text_never_as_html():
    from mathplay.classroom.practice import practice_sheets
    from mathplay.classroom.writing import report_html

    hostile = "<img src=x onerror=alert(1)>"  # a handed-in file's name, a gradebook's id
    work = {**CLASS, f"s4{hostile}": CLASS["s2"]}
    problems = {hostile: MathplayError("classroom.not_notebook", student=hostile, file="x")}
    mine = ClassReport(collected(work, problems), "ja")
    sheets = practice_sheets("ps1", mine.misconception_keys(), "en")
    page = report_html(mine, b"PNG", sheets)
    assert "<img src=x" not in page  # in the table, the remarks and the practice sheets' links
    assert page.count("&lt;img src=x onerror=alert(1)&gt;") == 3
    assert page.startswith('<!DOCTYPE html>\n<html lang="ja">')
    assert '<img alt="" src="data:image/png;base64,UE5H">' in page
    assert 'href="practice/practice-s2.html">s2</a>: 左から順に計算した' in page
    assert "<table" in page and "不正解：左から順に計算した（× ÷ を先にしていない）" in page


def test_a_record_shows_itself_as_version_1():
    assert record("s1", 2, "wrong", LEFT, "2").to_dict() == {
        "version": 1,
        "assignment": "ps1",
        "student": "s1",
        "exercise": 2,
        "status": "wrong",
        "verdict": LEFT,
        "answer": "2",
    }
