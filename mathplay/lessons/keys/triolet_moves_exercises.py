"""Lesson 4, Triolet moves: the builders of its exercises, each making an exercise
with its answer (teacher-side). The lesson's exercises and their variants:
:mod:`mathplay.lessons.keys.triolet_moves`.

Why the builders have a module of their own, holding no lesson and no key:
:mod:`mathplay.lessons.keys`.

The scores follow the rules page (docs/rules/triolet.md) through the engine's own
``score_move``; a wrong score is named by the slip that gives it
(:func:`mathplay.lessons.score_slips.score_slips`, shared with the triolet-score puzzles).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import cache, partial
from typing import Any

from mathplay.errors import shown
from mathplay.games.triolet import Board, Place, Rules, score_move
from mathplay.games.triolet.rules import TARGET
from mathplay.games.triolet.strategy import holding_chances
from mathplay.lessons.checks import (
    AnswerError,
    Exercise,
    Message,
    Reason,
    Verdict,
    format_number,
    judge_choice,
    judge_number,
    read_choice,
    read_number,
    right,
    wrong,
)
from mathplay.lessons.reasons import choice_only
from mathplay.lessons.score_slips import score_slips
from mathplay.lessons.tournament import BOTS, plot_tournament, tournament
from mathplay.lessons.triolet_positions import MOVES, show_move
from mathplay.lessons.which_move import LETTERS, choices_picture, which_moves

__all__ = [
    "average_exercise",
    "position_exercise",
    "random_wins_exercise",
    "read_bot",
    "safer_exercise",
    "score_exercise",
    "which_move_exercise",
]


def score_exercise(number: int, board_text: str, move_text: str, goal: int, kind: str = "score"):
    """How many points does the move ``move_text`` score on ``board_text``? ``kind``:
    ``"half"`` gives one of its lines."""
    board, move = Board.from_text(board_text), Place.from_text(move_text)
    score = score_move(board, move)
    slips = score_slips(board, move)
    premium = any(max(line.multipliers, default=1) > 1 for line in score.breakdown)
    triolet = any(line.kind == "triolet" for line in score.breakdown)
    hint = Message(
        "lessons.trio.hint_double"
        if premium
        else "lessons.trio.hint_triolet"
        if triolet
        else "lessons.trio.hint_pair"
    )

    def judge(answer: Any) -> Verdict:
        success = Message("lessons.trio.points_right", {"points": score.total})
        return judge_number(answer, score.total, success, hint=hint, mistakes=slips)

    first = score.breakdown[-1] if kind == "half" else score.breakdown[0]
    return Exercise(
        number,
        f"How many points does the move {move_text} score?",
        str(score.total),
        judge,
        goal=goal,
        typical=tuple(int(total) for total in slips),
        material=(move_text,),
        prompt=Message(f"lessons.moves.q.{kind}", {"move": move_text, "line": first.text()}),
        picture=lambda language: show_move(board, move, language),
        reader=read_number,
    )


def position_exercise(number: int, name: str, goal: int, kind: str = "score") -> Exercise:
    """:func:`score_exercise` on the lesson's position ``name``."""
    return score_exercise(number, *MOVES[name], goal=goal, kind=kind)


def safer_exercise(number: int, first: tuple[int, int], second: tuple[int, int]) -> Exercise:
    """Which pair is safer to leave open: the one whose missing tile is rarer?"""

    copies = Counter({v: n for v, n in enumerate(Rules().distribution) if n})
    chances = holding_chances(copies, 3)
    pairs = {"A": first, "B": second}
    risk = {k: chances.get(TARGET - sum(p), 0) for k, p in pairs.items()}
    safer = min(risk, key=risk.get)
    shown = {k: f"{a} + {b}" for k, (a, b) in pairs.items()}

    def params(letter: str) -> dict[str, Any]:
        a, b = pairs[letter]
        return {
            "pair": shown[letter],
            "needed": TARGET - a - b,
            "copies": copies[TARGET - a - b],
            "percent": round(100 * risk[letter]),
        }

    failures = {k: Message("lessons.moves.safer_wrong", params(k)) for k in pairs if k != safer}

    def judge(answer: Any) -> Verdict:
        return judge_choice(
            answer, safer, ("A", "B"), Message("lessons.moves.safer_right", params(safer)), failures
        )

    waits_for = {letter: params(letter)["copies"] for letter in pairs}
    read_letter = partial(read_choice, choices=("A", "B"))
    return Exercise(
        number,
        f"Which pair is safer to leave open: A {shown['A']} or B {shown['B']}?",
        safer,
        choice_only(judge),
        goal=3,
        typical=tuple(k for k in pairs if k != safer),
        material=(f"A: {shown['A']}",),
        prompt=Message("lessons.moves.q.safer", {"a": shown["A"], "b": shown["B"]}),
        reader=choice_only(read_letter),
        reason=Reason(Message("lessons.moves.reason_safer"), waits_for.get, read_letter),
    )


@cache
def _results(seed: int) -> dict[str, tuple[float, int]]:
    """Each bot's wins and average score in the tournament ``tournament(seed=seed)``."""
    table = tournament(seed=seed, language="en")
    return {bot: (float(wins), int(avg)) for bot, _, wins, avg in table.itertuples(index=False)}


def _tournament_picture(seed: int, language: str) -> tuple[Any, Any]:
    results = tournament(seed=seed, language=language)
    return results, plot_tournament(results)


def random_wins_exercise(number: int, seed: int = 0) -> Exercise:
    """Predict: how many of its 8 games does Random win (the tournament of ``seed``)?"""

    def judge(answer: Any) -> Verdict:
        wins = _results(seed)["Random"][0]
        given = read_number(answer)
        if given == Fraction(wins):
            return right("lessons.moves.random_right", wins=format_number(Fraction(wins)))
        return wrong("lessons.moves.random_wrong", given=given)

    def answer() -> str:
        return format_number(Fraction(_results(seed)["Random"][0]))

    return Exercise(
        number,
        "Predict: how many of its 8 games does Random win?",
        answer,
        judge,
        goal=4,
        typical=(4, 1),
        material=("of its 8 games",),
        prompt=Message("lessons.moves.q.random"),
        reader=read_number,
    )


def read_bot(answer: Any) -> str:
    """The computer player an answer names (``"greedy"``, ``" Random "``)."""
    given = answer.strip().casefold() if isinstance(answer, str) else None
    names = {name.casefold(): name for name in BOTS}
    if given not in names:
        bots = ", ".join(BOTS)
        raise AnswerError(wrong("lessons.moves.want_bot", answer=shown(answer), bots=bots))
    return names[given]


def average_exercise(number: int, seed: int = 0, which: str = "lowest") -> Exercise:
    """Which bot had the ``which`` (``"lowest"`` or ``"highest"``) average score in the
    tournament of ``seed``? Homework shows that tournament."""
    pick = min if which == "lowest" else max

    def averages() -> dict[str, int]:
        return {bot: avg for bot, (_, avg) in _results(seed).items()}

    def best() -> str:
        table = averages()
        return pick(table, key=table.get)

    def judge(answer: Any) -> Verdict:
        bot = read_bot(answer)
        points = averages()[bot]
        if bot == best():
            return right(f"lessons.moves.{which}_right", bot=bot, points=points)
        return wrong(f"lessons.moves.{which}_wrong", bot=bot, points=points)

    return Exercise(
        number,
        f"Which computer player had the {which} average score in the tournament?",
        best,
        choice_only(judge),
        goal=4,
        typical=("Greedy",) if which == "lowest" else ("Random",),
        material=(f"the {which} average",),
        prompt=Message(f"lessons.moves.q.{which}"),
        picture=lambda language: _tournament_picture(seed, language),
        reader=choice_only(read_bot),
        reason=Reason(
            Message("lessons.moves.reason_average"), lambda bot: averages()[bot], read_bot
        ),
    )


def which_move_exercise(number: int, name: str, goal: int = 3) -> Exercise:
    """Which of position ``name``'s three moves would you play? Right: the move worth the
    most; the feedback says what the chosen move scores now and leaves the opponent (after
    the right one, all three)."""
    _, rack, looks = which_moves(name)
    best = max(LETTERS, key=lambda letter: looks[letter].worth)
    others = [letter for letter in LETTERS if letter != best]

    def failure(letter: str) -> Message:
        kind = "gives_away" if looks[letter].points >= looks[best].points else "scores_less"
        return Message(f"lessons.moves.which_{kind}", {"chosen": looks[letter].summary(letter)})

    success = Message(
        "lessons.moves.which_right",
        {
            "best": looks[best].summary(best),
            "other1": looks[others[0]].summary(others[0]),
            "other2": looks[others[1]].summary(others[1]),
        },
    )

    def judge(answer: Any) -> Verdict:
        return judge_choice(answer, best, LETTERS, success, {k: failure(k) for k in others})

    read_letter = partial(read_choice, choices=LETTERS)
    moves = {letter: looks[letter].move for letter in LETTERS}
    points = {letter: looks[letter].points for letter in LETTERS}
    return Exercise(
        number,
        f"Which move would you play with the rack {rack}: A {moves['A']}, B {moves['B']} "
        f"or C {moves['C']}?",
        best,
        choice_only(judge),
        goal=goal,
        typical=tuple(others),
        material=(moves["A"],),
        prompt=Message(
            "lessons.moves.q.which",
            {"a": moves["A"], "b": moves["B"], "c": moves["C"], "rack": " ".join(map(str, rack))},
        ),
        picture=lambda language: choices_picture(name, language),
        reader=choice_only(read_letter),
        reason=Reason(Message("lessons.moves.reason_which"), points.get, read_letter),
    )
