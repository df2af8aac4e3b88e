"""Lesson 4, Triolet moves: scoring a move, what it leaves open, and a bot tournament.

The scores follow the rules page (docs/rules/triolet.md) through the engine's own
``score_move``; the boards are drawn as the puzzles draw them (premium squares under new
tiles marked ² or ³, a legend for every sign shown).

>>> check(3, 86)
✅ Right! 86 points.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from html import escape
from typing import TYPE_CHECKING, Any

from mathplay.games.triolet import Board, Place, score_move
from mathplay.i18n import get_language, translate
from mathplay.lessons.checks import (
    Exercise,
    Lesson,
    Message,
    Verdict,
    judge_choice,
    judge_number,
    read_number,
    right,
    wrong,
)
from mathplay.lessons.sum_to_15 import TARGET, pair_risk_table, trio_exercise

if TYPE_CHECKING:
    import pandas

__all__ = [
    "BOTS",
    "LESSON",
    "MOVES",
    "answer_key",
    "check",
    "pair_risk_table",
    "plot_tournament",
    "position",
    "show_move",
    "teacher_notes",
    "tournament",
]

MOVES: dict[str, tuple[str, str]] = {
    "example1": (".\n.\n. . . 9", "3,3=6 3,4=7"),
    "example2": (".\n.\n. . . . 6\n. . . . 8", "1,3=7 1,4=1 1,5=7"),
    "two_pairs": (".\n.\n. . . 5", "3,3=4 3,4=6"),
    "trio_and_pair": (".\n. . . . 6\n. . . 8", "2,4=3 2,5=4"),
    "triolet": (".\n.\n. . . 6", "3,3=0 3,4=5 3,5=10"),
    "double": (".\n.\n.\n. . . . 10", "4,4=4 4,5=9 4,6=2"),
}
"""Positions: the board (``Board.from_text``) and the move (``Place.from_text``); ``double``
is the rules page's worked example (124)."""


def position(name: str) -> tuple[Board, Place]:
    """The board and the move of position ``name``."""
    board, move = MOVES[name]
    return Board.from_text(board), Place.from_text(move)


@dataclass(frozen=True)
class MovePicture:
    """A board after a move: new tiles framed (² or ³ on a double or triple square), the
    premium squares still free, and a legend in the pupil's language."""

    text: str
    html: str

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        return self.html


def show_move(board: Board, move: Place, language: str | None = None) -> MovePicture:
    """The part of the board around ``move``, once played, with a legend."""
    from mathplay.puzzles.render import board_html, board_legend, board_text
    from mathplay.puzzles.triolet_positions import with_tiles

    language = get_language() if language is None else language
    after = with_tiles(board, move.placements)
    marks = {p.square: "new" for p in move.placements}
    legend = board_legend(after, marks, language)
    return MovePicture(
        f"{board_text(after, marks)}\n{legend}",
        f'{board_html(after, marks)}<p style="font-size:0.8em;color:#444">{escape(legend)}</p>',
    )


# ----- the tournament -------------------------------------------------------------------
BOTS = ("Random", "Greedy", "Strategic")
"""The three computer players, by the names the tournament shows."""


def _bot(name: str, seed: int) -> Any:
    from mathplay.games.triolet import GreedyBot, RandomBot, StrategicBot

    return {"Random": RandomBot(seed=seed), "Greedy": GreedyBot(), "Strategic": StrategicBot()}[
        name
    ]


def tournament(games: int = 4, seed: int = 0, language: str | None = None) -> pandas.DataFrame:
    """Each pair of bots plays ``games`` seeded games (each starts half of them): games,
    wins (a tie shares the win) and average score of each bot."""
    from itertools import combinations

    import pandas

    from mathplay.games.triolet import play_game

    played = {name: [0, 0.0, 0] for name in BOTS}  # games, wins, points
    for one, two in combinations(BOTS, 2):
        for game_number in range(games):
            game_seed = seed + game_number
            seats = (one, two) if game_number % 2 == 0 else (two, one)
            game = play_game([_bot(name, game_seed) for name in seats], seed=game_seed)
            winners = game.winners()
            for seat, name in enumerate(seats):
                played[name][0] += 1
                played[name][1] += 1 / len(winners) if seat in winners else 0
                played[name][2] += game.scores[seat]
    language = get_language() if language is None else language

    def head(key: str) -> str:
        return translate(f"lessons.moves.table.{key}", language)

    return pandas.DataFrame(
        {
            head("bot"): list(BOTS),
            head("games"): [played[n][0] for n in BOTS],
            head("wins"): [played[n][1] for n in BOTS],
            head("average"): [round(played[n][2] / played[n][0]) for n in BOTS],
        }
    )


def plot_tournament(results: pandas.DataFrame) -> Any:
    """Two bar charts: wins, and average points, of each bot (the bots' names and numbers
    only; the lesson's text says what the bars are)."""
    import matplotlib.pyplot as plt

    names = list(results.iloc[:, 0])
    figure, (wins, points) = plt.subplots(1, 2, figsize=(9, 3))
    colours = ["#999", "#4a90d9", "#e07b39"]
    wins.bar(names, results.iloc[:, 2], color=colours)
    points.bar(names, results.iloc[:, 3], color=colours)
    plt.close(figure)
    return figure


# ----- the exercises --------------------------------------------------------------------
def score_exercise(number: int, name: str, goal: int, kind: str = "score", **slips: int):
    """How many points does position ``name``'s move score? ``slips``: message id suffix →
    the total that mistake gives."""
    board, move = position(name)
    score = score_move(board, move)
    known = {v: Message(f"lessons.trio.{slip}", {"value": v}) for slip, v in slips.items()}
    hint = Message("lessons.trio.hint_double" if "no_double" in slips else "lessons.trio.hint_pair")
    if "no_bonus" in slips:
        hint = Message("lessons.trio.hint_triolet")

    def judge(answer: Any) -> Verdict:
        success = Message("lessons.trio.points_right", {"points": score.total})
        return judge_number(answer, score.total, success, hint=hint, mistakes=known)

    first = score.breakdown[-1] if kind == "half" else score.breakdown[0]
    return Exercise(
        number,
        f"How many points does the move {MOVES[name][1]} score?",
        str(score.total),
        judge,
        goal=goal,
        typical=tuple(slips.values()) or (score.total - first.points,),
        material=(MOVES[name][1],),
        prompt=Message(f"lessons.moves.q.{kind}", {"move": MOVES[name][1], "line": first.text()}),
    )


def safer_exercise(number: int, first: tuple[int, int], second: tuple[int, int]) -> Exercise:
    """Which pair is safer to leave open: the one whose missing tile is rarer?"""
    from collections import Counter

    from mathplay.games.triolet import Rules
    from mathplay.games.triolet.strategy import holding_chances

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

    return Exercise(
        number,
        f"Which pair is safer to leave open: A {shown['A']} or B {shown['B']}?",
        safer,
        judge,
        goal=3,
        typical=tuple(k for k in pairs if k != safer),
        material=(f"A: {shown['A']}",),
        prompt=Message("lessons.moves.q.safer", {"a": shown["A"], "b": shown["B"]}),
    )


@cache
def _averages() -> dict[str, int]:
    """Each bot's average score in the lesson's tournament (``tournament()``)."""
    results = tournament(language="en")
    return dict(zip(results.iloc[:, 0], results.iloc[:, 3], strict=True))


@cache
def _random_wins() -> float:
    """The games Random wins in the lesson's tournament (of 8)."""
    results = tournament(language="en")
    return float(results.iloc[list(results.iloc[:, 0]).index("Random"), 2])


def _judge_random_wins(answer: Any) -> Verdict:
    wins = _random_wins()
    given = read_number(answer)
    if given == Fraction(wins):
        return right("lessons.moves.random_right", wins=int(wins))
    return wrong("lessons.moves.random_wrong", given=given, wins=int(wins))


def _judge_lowest(answer: Any) -> Verdict:
    averages = _averages()
    lowest = min(averages, key=averages.get)
    given = answer.strip().casefold() if isinstance(answer, str) else None
    names = {name.casefold(): name for name in BOTS}
    if given not in names:
        return wrong("lessons.moves.want_bot", answer=repr(answer), bots=", ".join(BOTS))
    if names[given] == lowest:
        return right("lessons.moves.lowest_right", bot=lowest, points=averages[lowest])
    return wrong("lessons.moves.lowest_wrong", bot=names[given], points=averages[names[given]])


EXERCISES = [
    score_exercise(1, "two_pairs", goal=1, kind="half", forgot_pair=10),
    score_exercise(2, "trio_and_pair", goal=1, forgot_pair=30),
    score_exercise(3, "triolet", goal=2, forgot_pair=80, no_bonus=36, trio_only=30),
    score_exercise(
        4, "double", goal=2, bonus_doubled=174, no_double=94, forgot_pair=110, pair_doubled=128
    ),
    safer_exercise(5, (2, 3), (6, 8)),
    trio_exercise(6, (8, 1), rack=(2, 6, 9), goal=3),
    Exercise(
        7,
        "Predict: how many of its 8 games does Random win?",
        str(int(_random_wins())),
        _judge_random_wins,
        goal=4,
        typical=(4, 1),
        material=("of its 8 games",),
        prompt=Message("lessons.moves.q.random"),
    ),
    Exercise(
        8,
        "Which computer player had the lowest average score in the tournament?",
        "Random",
        _judge_lowest,
        goal=4,
        typical=("Greedy",),
        material=("the lowest average",),
        prompt=Message("lessons.moves.q.lowest"),
    ),
]

VARIANTS = {
    5: [safer_exercise(5, a, b) for a, b in (((1, 2), (7, 7)), ((5, 9), (4, 4)), ((3, 3), (9, 4)))],
    6: [
        trio_exercise(6, tiles, rack=rack, goal=3)
        for tiles, rack in (((7, 2), (3, 6, 8)), ((9, 4), (2, 5, 11)), ((5, 5), (1, 5, 8)))
    ],
}
"""Other pairs and racks for the exercises that have them (for homework)."""

LESSON = Lesson("triolet-moves", EXERCISES, goals=4, variants=VARIANTS)
check = LESSON.check
answer_key = LESSON.answer_key
teacher_notes = LESSON.teacher_notes
