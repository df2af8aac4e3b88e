"""One source per lesson: the committed editions are what it writes, and they agree.

Every lesson source writes six notebooks (pupils' and teachers' editions in en, ja, pl). These
tests fail when a committed notebook is not up to date (run ``python tools/lessons.py``), when
two editions do not have the same exercises in the same order, when a pupils' edition holds an
answer or a teachers' section, or when a learning goal has no exercise.
"""

from __future__ import annotations

import importlib
import json
import re
from itertools import pairwise
from pathlib import Path

import nbformat
import pytest

from mathplay.i18n import LANGUAGES, catalog
from mathplay.i18n.notation import notation
from mathplay.lessons.source import (
    EDITIONS,
    SourceError,
    edition_path,
    lesson_sources,
    parse_lesson,
    write_notebook,
)

ROOT = Path(__file__).resolve().parents[2]
SOURCES = lesson_sources()
EDITION_IDS = [(s.name, lang, ed) for s in SOURCES for lang in LANGUAGES for ed in EDITIONS]


def _source(name):
    return next(s for s in SOURCES if s.name == name)


def _committed(name, language, edition):
    return nbformat.read(edition_path(ROOT, name, language, edition), as_version=4)


def _lesson(source):
    return importlib.import_module(f"mathplay.lessons.keys.{source.module}").LESSON


def _exercise_order(notebook):
    return [
        cell.metadata["mathplay"]["exercise"]
        for cell in notebook.cells
        if cell.metadata.get("mathplay", {}).get("role") == "question"
    ]


def _text(cell):
    """A cell's source and the text of its outputs."""
    parts = [cell.source]
    for output in cell.get("outputs", []):
        parts.append("".join(output.get("text", "")))
        parts.extend(str(v) for v in output.get("data", {}).values())
    return "\n".join(parts)


def test_there_are_lessons():
    assert [s.name for s in SOURCES] == [
        "01-order-of-operations",
        "02-biggest-expression",
        "03-sum-to-15",
        "04-triolet-moves",
    ]


@pytest.mark.parametrize(("name", "language", "edition"), EDITION_IDS)
def test_the_committed_notebook_is_what_the_source_writes(name, language, edition):
    written = nbformat.from_dict(write_notebook(_source(name), language, edition))
    committed = _committed(name, language, edition)
    assert committed.metadata["mathplay"] == written.metadata["mathplay"]
    assert [c.id for c in committed.cells] == [c.id for c in written.cells]
    for have, want in zip(committed.cells, written.cells, strict=True):
        assert (have.cell_type, have.source) == (want.cell_type, want.source), (
            f"{edition_path(ROOT, name, language, edition)} is out of date: "
            "run python tools/lessons.py"
        )
        assert have.metadata.get("mathplay") == want.metadata.get("mathplay")
        assert have.metadata.get("tags") == want.metadata.get("tags")


@pytest.mark.parametrize("name", [s.name for s in SOURCES])
def test_every_edition_has_the_same_exercises_in_the_same_order(name):
    source = _source(name)
    expected = list(_lesson(source).exercises)
    assert source.exercises == expected
    for language in LANGUAGES:
        for edition in EDITIONS:
            assert _exercise_order(_committed(name, language, edition)) == expected, (
                language,
                edition,
            )


@pytest.mark.parametrize("name", [s.name for s in SOURCES])
def test_every_learning_goal_has_an_exercise(name):
    lesson = _lesson(_source(name))
    assert lesson.goals >= 1
    covered = {exercise.goal for exercise in lesson.exercises.values()}
    assert covered == set(range(1, lesson.goals + 1))


@pytest.mark.parametrize("name", [s.name for s in SOURCES])
def test_pupils_editions_hold_no_answer_and_no_teachers_section(name):
    lesson = _lesson(_source(name))
    for language in LANGUAGES:
        notebook = _committed(name, language, "pupil")
        assert notebook.metadata["mathplay"]["edition"] == "pupil"
        for cell in notebook.cells:
            meta = cell.metadata.get("mathplay", {})
            assert not meta.get("teacher"), cell.source
            assert "teacher_notes" not in cell.source and "answer_key" not in cell.source
            if meta.get("role") == "answer":
                number = meta["exercise"]
                assert cell.source == f"answer_{number} = ...\ncheck({number}, answer_{number})"
        for exercise in lesson.exercises.values():
            answer = str(exercise.answer)
            for cell in notebook.cells:
                meta = cell.metadata.get("mathplay", {})
                if meta.get("exercise") == exercise.number or meta.get("reveal") == exercise.number:
                    continue
                text = _text(cell)
                for material in exercise.material:
                    assert notation(material, language) not in text, (
                        f"{language}: exercise {exercise.number}'s {material!r} is shown "
                        f"outside the exercise: {cell.source[:80]!r}"
                    )
                if any(c.isdigit() for c in answer) and not answer.isdigit() and len(answer) > 2:
                    assert notation(answer, language) not in text, (language, exercise.number)


@pytest.mark.parametrize("name", [s.name for s in SOURCES])
def test_pupils_read_short_code_and_no_jargon(name):
    """No 25-line loop, no format specs like ``!s:<5`` or ``:.2%``, no test markers, no raw
    fractions like 1689913205/3, no string quotes around worked steps, no "seeded"."""
    for language in LANGUAGES:
        notebook = _committed(name, language, "pupil")
        for cell in notebook.cells:
            if cell.cell_type == "code":
                lines = [line for line in cell.source.splitlines() if line.strip()]
                assert len(lines) <= 10, cell.source
                assert "!s:" not in cell.source and "lambda" not in cell.source
                assert not re.search(r"\{[^}]*:[.,<>^]", cell.source), cell.source
                assert "NBVAL" not in cell.source and " for " not in cell.source, cell.source
                for output in cell.outputs:
                    shown = output.get("data", {}).get("text/plain", "")
                    assert not re.match(r"'.*'$", shown), (cell.source, shown)
            else:
                assert not re.search(r"seed|シード|ziarn", cell.source, re.I), cell.source
            text = _text(cell)
            assert "seed's" not in text and not re.search(r"\d{5,}/\d", text), text[:200]


def test_a_question_shows_its_board_before_the_answer_cell():
    """Lesson 4 asks about "the move below": the board comes between question and answer."""
    notebook = _committed("04-triolet-moves", "pl", "pupil")
    roles = [
        (c.metadata["mathplay"]["exercise"], c.metadata["mathplay"]["role"])
        for c in notebook.cells
        if "role" in c.metadata.get("mathplay", {})
    ]
    for n in (1, 2, 3, 4):
        assert roles[roles.index((n, "question")) + 1] == (n, "shows")
        assert roles[roles.index((n, "question")) + 2] == (n, "answer")
    shows = [c for c in notebook.cells if c.metadata.get("mathplay", {}).get("role") == "shows"]
    assert all("show_move" in c.source and c.outputs for c in shows)


@pytest.mark.parametrize("name", [s.name for s in SOURCES])
def test_reveal_cells_are_committed_without_their_output(name):
    for language in LANGUAGES:
        for edition in EDITIONS:
            for cell in _committed(name, language, edition).cells:
                if "reveal" in cell.metadata.get("mathplay", {}):
                    assert cell.outputs == [] and cell.execution_count is None


@pytest.mark.parametrize("name", [s.name for s in SOURCES])
def test_teachers_editions_add_notes_for_every_exercise_and_a_plan(name):
    source = _source(name)
    for language in LANGUAGES:
        notebook = _committed(name, language, "teacher")
        notes = [
            cell.metadata["mathplay"]["exercise"]
            for cell in notebook.cells
            if cell.metadata.get("mathplay", {}).get("role") == "notes"
        ]
        assert notes == source.exercises
        teacher_only = [c for c in notebook.cells if c.metadata.get("mathplay", {}).get("teacher")]
        assert any("45" in cell.source for cell in teacher_only), "a 45-minute plan"
        assert f"mathplay homework --lesson {name} --lang {language}" in teacher_only[-1].source
        for cell in notebook.cells:
            if cell.metadata.get("mathplay", {}).get("role") == "notes":
                assert cell.outputs, "the notes are shown"


@pytest.mark.parametrize("name", [s.name for s in SOURCES])
def test_each_edition_speaks_its_language(name):
    for language in LANGUAGES:
        for edition in EDITIONS:
            notebook = _committed(name, language, edition)
            code = "\n".join(c.source for c in notebook.cells if c.cell_type == "code")
            assert f'mathplay.set_language("{language}")' in code
            answers = [
                "".join(o.get("text", "")) + str(o.get("data", {}).get("text/plain", ""))
                for c in notebook.cells
                if c.metadata.get("mathplay", {}).get("role") == "answer"
                for o in c.outputs
            ]
            waiting = {"en": "not answered yet", "ja": "まだ答えていません", "pl": "nie ma jeszcze"}
            assert answers and all(waiting[language] in a for a in answers)


@pytest.mark.parametrize("name", [s.name for s in SOURCES])
def test_typical_wrong_answers_are_judged_wrong(name):
    lesson = _lesson(_source(name))
    for exercise in lesson.exercises.values():
        assert exercise.material, exercise.number
        assert lesson.check(exercise.number, exercise.answer, language="en").correct
        for answer in exercise.typical:
            assert lesson.check(exercise.number, answer, language="en").kind == "wrong", (
                exercise.number,
                answer,
            )


def test_japanese_text_uses_school_words_and_full_width_punctuation():
    for source in SOURCES:
        for cell in source.cells:
            text = cell.texts.get("ja", "")
            assert "方程式" not in text, "等式 in school maths, and the game is 等式ゲーム"
            # no space after a sentence (a table's "|" may follow)
            assert not re.search(r"[。！？] +[^|\s]", text), (cell.line, text)
    # what pupils read besides the lesson: its feedback, homework, puzzles, the reader's errors
    for message_id, texts in catalog().items():
        # the boards and the Equations engine too: a pupil plays the board at the lesson's end
        assert "方程式" not in texts["ja"], (message_id, texts["ja"])
        if message_id.split(".")[0] in ("lessons", "homework", "puzzles", "expr"):
            assert not re.search(r"[。！？] +[^|\s]", texts["ja"]), (message_id, texts["ja"])


def test_the_source_format_is_checked():
    good = "%% lesson 09-sample module=order_of_operations\n%% markdown\n%en\nA\n%ja\nあ\n%pl\nA\n"
    source = parse_lesson(good + "%% exercise 3\n%en\nQ\n%ja\n問\n%pl\nP\n%% code teacher\nx = 1\n")
    assert (source.name, source.module, source.exercises) == (
        "09-sample",
        "order_of_operations",
        [3],
    )
    notebook = write_notebook(source, "pl", "pupil")
    assert [c["source"] for c in notebook["cells"]] == [
        "A",
        "P",
        "answer_3 = ...\ncheck(3, answer_3)",
    ]
    shown = parse_lesson(
        good + "%% exercise 3\n%en\nQ\n%ja\n問\n%pl\nP\n%% code exercise=3 check\nx\n"
    )
    cells = write_notebook(shown, "en", "pupil")["cells"]
    assert [c["source"] for c in cells] == ["A", "Q", "x", "answer_3 = ...\ncheck(3, answer_3)"]
    assert cells[2]["metadata"] == {
        "mathplay": {"exercise": 3, "role": "shows"},
        "tags": ["nbval-check-output"],
    }
    teacher = write_notebook(source, "ja", "teacher")
    assert teacher["cells"][-2]["source"] == "x = 1"
    assert "mathplay homework --lesson 09-sample --lang ja" in teacher["cells"][-1]["source"]
    assert json.dumps(teacher, ensure_ascii=False).count("teacher_notes(3)") == 1
    for bad, says in [
        ("%% markdown\n%en\nA\n", "starts with"),
        (good + "%% markdown\n%en\nonly English\n", "no text in ja, pl"),
        (good + "%% exercise\n%en\nQ\n%ja\nQ\n%pl\nQ\n", "needs its number"),
        (good + "%% picture\n", "unknown cell kind"),
        (good + "%de\n", "unknown marker"),
        (good + "%% code exercise=3\nx\n", "follows its exercise"),
    ]:
        with pytest.raises(SourceError, match=says):
            parse_lesson(bad)


@pytest.mark.parametrize("name", [s.name for s in SOURCES])
def test_each_lesson_has_a_prediction_and_faded_practice(name):
    """A predict-before-you-run question, and a half-done exercise followed by one alone."""
    source = _source(name)
    texts = [source.exercise_text(n, "en").lower() for n in source.exercises]
    assert any("predict first" in text for text in texts)
    half = next(i for i, text in enumerate(texts) if "half done" in text)
    assert "on your own" in texts[half + 1]
    for language, word in (("ja", "予想"), ("pl", "przewiduj")):
        assert any(word in source.exercise_text(n, language) for n in source.exercises)


@pytest.mark.parametrize("name", [s.name for s in SOURCES])
def test_a_prediction_is_revealed_only_after_it_is_answered(name):
    """Predict first: nothing between the question and its answer cell shows a committed
    output, and the first code cell after the answer is the exercise's reveal cell (run by
    the pupil, committed empty). Lesson 2's table of sums and products once came first."""
    source = _source(name)
    predictions = [
        n for n in source.exercises if "predict first" in source.exercise_text(n, "en").lower()
    ]
    assert predictions
    for language in LANGUAGES:
        for edition in EDITIONS:
            cells = _committed(name, language, edition).cells
            for number in predictions:
                roles = [c.metadata.get("mathplay", {}) for c in cells]
                asked = roles.index({"exercise": number, "role": "question"})
                answered = next(
                    i
                    for i, r in enumerate(roles)
                    if r.get("role") == "answer" and r["exercise"] == number
                )
                assert all(not c.get("outputs") for c in cells[asked + 1 : answered])
                after = [c for c in cells[answered + 1 :] if c.cell_type == "code"]
                after = [c for c in after if c.metadata.get("mathplay", {}).get("role") != "notes"]
                assert after[0].metadata["mathplay"].get("reveal") == number, (language, number)


@pytest.mark.parametrize("name", [s.name for s in SOURCES])
def test_polish_editions_write_numbers_the_polish_way(name):
    """85 320 and 5,75% in Polish: "85,320" would read as eighty-five and a bit."""
    for edition in EDITIONS:
        for cell in _committed(name, "pl", edition).cells:
            text = _text(cell)
            assert not re.search(r"\d,\d{3}(?!\d)", text), (cell.source[:60], text[:300])
            assert not re.search(r"\d\.\d+ ?%", text), (cell.source[:60], text[:300])


UNPLUGGED = {
    "en": "### Unplugged activities",
    "ja": "### コンピューターを使わない活動",
    "pl": "### Zajęcia bez komputera",
}


@pytest.mark.parametrize("name", [s.name for s in SOURCES])
def test_teachers_plan_fills_45_minutes_and_unplugged_activities_follow(name):
    """The plan's rows run from minute 0 to 45 without a gap; the unplugged activities the
    plan points to are there, in every language."""
    for language in LANGUAGES:
        teacher_only = [
            c.source
            for c in _committed(name, language, "teacher").cells
            if c.metadata.get("mathplay", {}).get("teacher")
        ]
        (plan,) = [s for s in teacher_only if re.search(r"^### .*45", s, re.M)]
        rows = [tuple(map(int, r)) for r in re.findall(r"^\| *(\d+)[–〜](\d+) *\|", plan, re.M)]
        assert rows and rows[0][0] == 0 and rows[-1][1] == 45, (language, rows)
        assert all(a[1] == b[0] for a, b in pairwise(rows)), (language, rows)
        assert any(UNPLUGGED[language] in s for s in teacher_only), language


GENDERED = r"\w(łeś|łaś|łbyś|łabyś)\b|\w\(a\)|\buczni|\buczeń"


@pytest.mark.parametrize("name", [s.name for s in SOURCES])
def test_polish_editions_do_not_assume_a_gender(name):
    """No "zrobiłeś/zrobiłaś", "(a)" or the masculine "uczniowie" for the class: a pupil (and a
    class) of any gender reads the same text."""
    for edition in EDITIONS:
        for cell in _committed(name, "pl", edition).cells:
            text = cell.source if cell.cell_type == "markdown" else _text(cell)
            assert not re.search(GENDERED, text, re.I), (edition, text[:200])
    for message_id, texts in catalog().items():  # feedback and homework a notebook may show
        if message_id.split(".")[0] in ("lessons", "homework", "puzzles", "expr"):
            assert not re.search(GENDERED, texts["pl"], re.I), (message_id, texts["pl"])
