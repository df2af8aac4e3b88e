"""Lesson 4, Triolet moves: scoring a move, what it leaves open, and a bot tournament.

The scores follow the rules page (docs/rules/triolet.md) through the engine's own
``score_move``; the boards are drawn as the puzzles draw them (premium squares under new
tiles marked ² or ³, a legend for every sign shown).

>>> check(3, 86)
✅ Right! 86 points.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache, partial
from typing import TYPE_CHECKING, Any

from mathplay.errors import shown
from mathplay.games.triolet import Board, Place, Score, score_move
from mathplay.games.triolet.picture import board_picture
from mathplay.i18n import get_language, translate
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
from mathplay.lessons.feedback import Check
from mathplay.lessons.pictures import pyplot
from mathplay.lessons.reasons import choice_only
from mathplay.lessons.sum_to_15 import TARGET, pair_risk_table

if TYPE_CHECKING:
    import pandas

__all__ = [
    "BOTS",
    "MOVES",
    "check",
    "pair_risk_table",
    "plot_tournament",
    "position",
    "score_slips",
    "show_move",
    "tournament",
    "without_premiums",
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
    language = get_language() if language is None else language
    marks = {p.square: "new" for p in move.placements}
    return MovePicture(*board_picture(board.placed(move.placements), marks, language))


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
    plt = pyplot()

    names = list(results.iloc[:, 0])
    figure, (wins, points) = plt.subplots(1, 2, figsize=(9, 3))
    colours = ["#999", "#4a90d9", "#e07b39"]
    wins.bar(names, results.iloc[:, 2], color=colours)
    points.bar(names, results.iloc[:, 3], color=colours)
    plt.close(figure)
    return figure


# ----- the exercises --------------------------------------------------------------------
def without_premiums(score: Score) -> int:
    """The total of the same lines with every double and triple square forgotten."""
    total = 0
    for line in score.breakdown:
        if line.kind == "trio":
            total += line.points // line.multiplier
        elif line.kind == "triolet":
            total += line.points
        else:
            total += sum(line.counted)
    return total


def score_slips(board: Board, move: Place) -> dict[Fraction, Message]:
    """The totals the usual slips give on this move, the likeliest first, each with the
    message that names it: a premium square forgotten, or counted on every line, the
    triolet bonus forgotten or multiplied, a line left out, the trio alone."""
    score = score_move(board, move)
    found: dict[Fraction, Message] = {}

    def slip(total: int, key: str, **params: Any) -> None:
        if total != score.total:
            found.setdefault(
                Fraction(total), Message(f"lessons.trio.{key}", {"value": total, **params})
            )

    lines = [line for line in score.breakdown if line.kind != "triolet"]
    bonus = sum(line.points for line in score.breakdown if line.kind == "triolet")
    for line in lines:
        times = max(line.multipliers)
        if times > 1:
            tile = line.values[line.multipliers.index(times)]
            key = (
                {2: "no_double", 3: "no_triple"}[times]
                if line.kind == "trio"
                else "no_premium_pair"
            )
            slip(without_premiums(score), key, tile=tile, times=times)
    trios = [line for line in lines if line.kind == "trio"]
    if bonus:
        slip(score.total - bonus, "no_bonus")
        times = max((line.multiplier for line in trios), default=1)
        if times in (2, 3):
            slip(score.total + bonus * (times - 1), {2: "bonus_doubled", 3: "bonus_tripled"}[times])
    everywhere = score_move(board, move, replace(board.rules, premium_group="all")).total
    times = max((max(line.multipliers) for line in lines), default=1)
    if times in (2, 3):
        slip(everywhere, {2: "pair_doubled", 3: "pair_tripled"}[times])
    for line in lines:
        if line.kind == "pair":
            slip(score.total - line.points, "forgot_pair")
    if trios and len(score.breakdown) > 1:
        slip(trios[0].points, "trio_only")
    return found


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


check = Check(lesson="triolet-moves")
"""The pupils' check: right or wrong, and what a wrong answer shows (never an answer)."""
