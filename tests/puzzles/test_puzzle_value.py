"""The Puzzle value and the generator's contract: seeds, languages, data, answers as typed."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathplay.errors import MathplayError
from mathplay.lessons.checks import CheckFailed, Feedback
from mathplay.puzzles import (
    KIND_NAMES,
    MAX_COUNT,
    Prompt,
    for_student,
    generate,
    get_kind,
    load_puzzle,
    make_puzzle,
)


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_same_arguments_same_puzzles_other_seed_other_puzzles(kind):
    first = generate(kind, seed=5, difficulty=2, count=4)
    again = generate(kind, seed=5, difficulty=2, count=4)
    other = generate(kind, seed=6, difficulty=2, count=4)
    assert first == again
    assert {p.key for p in first}.isdisjoint(p.key for p in other)
    # a puzzle's own seed makes it again, alone
    assert make_puzzle(kind, seed=first[2].seed, difficulty=2) == first[2]


def test_the_language_changes_the_words_not_the_puzzle():
    english = generate("best-expression", seed=3, difficulty=3, count=3, language="en")
    japanese = generate("best-expression", seed=3, difficulty=3, count=3, language="ja")
    assert [p.question for p in english] == [p.question for p in japanese]
    assert english[0].prompt.text != japanese[0].prompt.text
    assert "カード" in japanese[0].prompt.text
    assert english[0].in_language("pl").prompt.text.startswith("Użyj wszystkich kart")


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_to_dict_is_json_and_comes_back(kind):
    puzzle = generate(kind, seed=1, difficulty=3, language="pl")[0]
    data = json.loads(json.dumps(puzzle.to_dict()))
    assert data["prompt"] == puzzle.prompt.text and data["solution"] == puzzle.solution
    assert load_puzzle(data) == puzzle
    assert (data["kind"], data["difficulty"], data["seed"]) == (kind, 3, puzzle.seed)


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_prompt_is_text_and_a_picture(kind):
    puzzle = generate(kind, seed=2, difficulty=4)[0]
    prompt = puzzle.prompt
    assert isinstance(prompt, Prompt)
    assert str(prompt) == prompt.text and prompt.text.startswith(prompt.sentence)
    assert prompt._repr_html_() == puzzle._repr_html_() == prompt.html
    assert prompt.html.startswith("<p>") and "<script" not in prompt.html


def test_a_variant_per_student_always_the_same():
    puzzles = generate("precedence-trap", seed=9, difficulty=3, count=5)
    ana = for_student(puzzles, "Ana")
    assert for_student(puzzles, " ana ") == ana  # case and spaces do not matter
    assert for_student(puzzles, "Ben") != ana
    assert generate("precedence-trap", seed=9, difficulty=3, count=5, student="Ana") == ana
    assert [(p.kind, p.difficulty) for p in ana] == [(p.kind, p.difficulty) for p in puzzles]
    assert {p.key for p in ana}.isdisjoint(p.key for p in puzzles)
    assert for_student(puzzles, 7) == for_student(puzzles, "7")


@pytest.mark.parametrize(
    ("call", "message_id"),
    [
        (lambda: generate("sudoku"), "puzzles.unknown_kind"),
        (lambda: generate("best-expression", difficulty=6), "puzzles.bad_difficulty"),
        (lambda: generate("best-expression", difficulty="3"), "puzzles.bad_difficulty"),
        (lambda: generate("best-expression", count=0), "puzzles.bad_count"),
        (lambda: generate("best-expression", count=MAX_COUNT + 1), "puzzles.bad_count"),
        (lambda: generate("best-expression", seed=-1), "puzzles.bad_seed"),
        (lambda: generate("best-expression", language="de"), "i18n.unknown_language"),
        (lambda: for_student([], " "), "puzzles.bad_student"),
        (lambda: load_puzzle({"kind": "best-expression"}), "puzzles.bad_data"),
    ],
)
def test_bad_arguments_are_clear_errors(call, message_id):
    with pytest.raises(MathplayError) as info:
        call()
    assert info.value.message_id == message_id
    assert info.value.localized("en") != message_id


def test_kind_names_are_forgiving():
    assert get_kind("Best_Expression").name == "best-expression"


def test_checks_read_what_people_type_never_eval():
    puzzle = make_puzzle("best-expression", seed=0, difficulty=1)
    best = puzzle.answer["expression"]
    wide = best.translate(str.maketrans("0123456789+×", "０１２３４５６７８９＋＊"))
    assert puzzle.check(wide).correct
    assert puzzle.check(best.replace("×", "*").replace(" ", "")).correct
    with pytest.raises(CheckFailed) as info:
        puzzle.check("__import__('os')", strict=True)
    assert "is not a valid" in str(info.value) or "Unknown symbol" in str(info.value)


def test_unanswered_is_a_note_while_practising_and_a_failure_when_grading(monkeypatch):
    puzzle = make_puzzle("triolet-score", seed=4, difficulty=1, language="ja")
    note = puzzle.check()
    assert isinstance(note, Feedback) and note.kind == "todo" and "..." in note.text
    with pytest.raises(CheckFailed):
        puzzle.check(strict=True)
    monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")
    with pytest.raises(CheckFailed):
        puzzle.check()


def test_feedback_speaks_the_puzzles_language():
    puzzle = make_puzzle("precedence-trap", seed=2, difficulty=1, language="pl")
    right = "tak" if puzzle.answer["holds"] else "nie"
    assert puzzle.check(right).text.startswith("Dobrze!")
    japanese = puzzle.in_language("ja")
    assert japanese.check("はい" if puzzle.answer["holds"] else "いいえ").text.startswith("正解")


def test_trio_finder_reads_lists_and_none_words():
    puzzle = next(
        p for p in generate("trio-finder", seed=3, difficulty=2, count=30) if not p.answer["values"]
    )
    for said in ("none", "なし", "brak", "-", []):
        assert puzzle.check(said).correct


def test_triolet_moves_may_be_typed_in_any_order_and_full_width():
    puzzle = make_puzzle("triolet-best-move", seed=1, difficulty=2)
    move = puzzle.answer["move"]
    backwards = " ".join(reversed(move.split()))
    assert puzzle.check(backwards).correct
    assert puzzle.check(
        move.translate(str.maketrans("0123456789,=", "０１２３４５６７８９，＝"))
    ).correct
    with pytest.raises(CheckFailed) as info:
        puzzle.check("7 6 = 7", strict=True)
    assert "row,column=tile" in str(info.value)


@settings(max_examples=25, deadline=None)
@given(st.text(max_size=30))
def test_no_text_makes_a_check_crash(text):
    """Any typed answer is right or gets a message: never another exception."""
    for puzzle in _ONE_OF_EACH:
        try:
            puzzle.check(text)
        except CheckFailed as failed:
            assert str(failed)


_ONE_OF_EACH = [make_puzzle(kind, seed=8, difficulty=3) for kind in KIND_NAMES]
