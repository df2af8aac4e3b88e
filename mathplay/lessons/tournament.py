"""Lesson 4's tournament: the Triolet bots play each other in seeded games, as a table and
a chart (below both the lesson's notebook and its exercises about the tournament)."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from mathplay.games.triolet import GreedyBot, RandomBot, StrategicBot, play_game
from mathplay.i18n import get_language, translate
from mathplay.lessons.pictures import pyplot

if TYPE_CHECKING:
    import pandas

__all__ = ["BOTS", "plot_tournament", "tournament"]

BOTS = ("Random", "Greedy", "Strategic")
"""The three computer players, by the names the tournament shows."""


def _bot(name: str, seed: int) -> Any:
    return {"Random": RandomBot(seed=seed), "Greedy": GreedyBot(), "Strategic": StrategicBot()}[
        name
    ]


def tournament(games: int = 4, seed: int = 0, language: str | None = None) -> pandas.DataFrame:
    """Each pair of bots plays ``games`` seeded games (each starts half of them): games,
    wins (a tie shares the win) and average score of each bot."""

    import pandas

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
