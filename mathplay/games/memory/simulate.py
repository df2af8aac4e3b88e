"""Bots playing many games: how much is a good memory worth? (Material for the lessons.)"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from mathplay.games.bot import play
from mathplay.games.memory.bots import ForgetfulBot, MemoryBot, PerfectMemoryBot
from mathplay.games.memory.game import MemoryGame
from mathplay.games.memory.rules import Rules

if TYPE_CHECKING:
    import matplotlib.figure
    import pandas

__all__ = ["duel", "memory_value", "play_game", "plot_memory_value"]


def play_game(
    bots: Sequence[MemoryBot], *, seed: int = 0, rules: Rules = Rules(), first_player: int = 0
) -> MemoryGame:
    """Play one game to its end (the finale too: each bot lets its best expression
    count): bot ``i`` sits in seat ``i``; every bot sees every move."""
    game = MemoryGame(len(bots), seed, rules, first_player=first_player)
    play(game, bots)
    return game


def duel(
    make_bot: Callable[[int], MemoryBot],
    make_opponent: Callable[[int], MemoryBot],
    *,
    games: int = 100,
    seed: int = 0,
    rules: Rules = Rules(),
) -> dict[str, float]:
    """Play ``games`` two-player games, the bot in seat 0 and the opponent in seat 1.

    Game ``g`` uses the deal ``seed + g`` (so every duel with the same seed meets the same
    deals) and the players take turns to start. Returns the wins, draws and losses of the
    bot, its win rate (a draw counts half) with a 95 % Wilson interval, and the mean number
    of cards each side collected.
    """
    wins = draws = cards = opponent_cards = 0
    for g in range(games):
        bots = [make_bot(seed + 2 * g), make_opponent(seed + 2 * g + 1)]
        game = play_game(bots, seed=seed + g, rules=rules, first_player=g % 2)
        mine, theirs = (standing.rank for standing in game.standings())
        wins += mine < theirs
        draws += mine == theirs
        cards += len(game.hand(0))
        opponent_cards += len(game.hand(1))
    rate = (wins + draws / 2) / games if games else 0.0
    low, high = _wilson(rate, games)
    return {
        "games": games,
        "wins": wins,
        "draws": draws,
        "losses": games - wins - draws,
        "win_rate": rate,
        "low": low,
        "high": high,
        "cards": cards / games if games else 0.0,
        "opponent_cards": opponent_cards / games if games else 0.0,
    }


def memory_value(
    capacities: Sequence[int | None] = (0, 1, 2, 4, 6, 8, 12, 16, None),
    forget: Sequence[float] = (0.0, 0.1, 0.25, 0.5, 0.75, 1.0),
    *,
    opponent: Callable[[int], MemoryBot] = PerfectMemoryBot,
    games: int = 100,
    seed: int = 0,
    rules: Rules = Rules(),
) -> pandas.DataFrame:
    """How much memory is worth: a bot's win rate against ``opponent`` as its memory grows.

    One row per bot: first :class:`LimitedMemoryBot` for each number of cards remembered in
    ``capacities`` (``None``: all of them), then :class:`ForgetfulBot` for each chance to
    forget a card per turn in ``forget``; each plays :func:`duel` (``games`` games) on the
    same deals. Columns: ``model`` (``"remembers"`` or ``"forgets"``), ``setting``,
    ``opponent`` and the figures of :func:`duel`.
    """
    import pandas

    def limited(capacity: int | None) -> Callable[[int], MemoryBot]:
        return lambda s: MemoryBot(capacity=capacity, seed=s)

    def forgetful(p: float) -> Callable[[int], MemoryBot]:
        return lambda s: ForgetfulBot(p, seed=s)

    subjects = [("remembers", "all" if c is None else c, limited(c)) for c in capacities]
    subjects += [("forgets", p, forgetful(p)) for p in forget]
    opponent_name = repr(opponent(seed))
    rows = [
        {"model": model, "setting": setting, "opponent": opponent_name}
        | duel(make, opponent, games=games, seed=seed, rules=rules)
        for model, setting, make in subjects
    ]
    return pandas.DataFrame.from_records(rows)


def plot_memory_value(table: pandas.DataFrame) -> matplotlib.figure.Figure:
    """Win rate (with its 95 % interval) against memory: a panel per memory model, a line
    per opponent. ``table`` is one or more :func:`memory_value` tables put together."""
    from matplotlib.figure import Figure

    models = list(dict.fromkeys(table["model"]))
    figure = Figure(figsize=(5 * len(models), 3.6), layout="constrained")
    axes = figure.subplots(1, len(models), squeeze=False)[0]
    titles = {"remembers": "cards remembered", "forgets": "chance to forget a card per turn"}
    for ax, model in zip(axes, models, strict=True):
        for opponent, rows in table[table["model"] == model].groupby("opponent", sort=False):
            labels = [str(setting) for setting in rows["setting"]]
            rate = rows["win_rate"].to_numpy()
            errors = [rate - rows["low"].to_numpy(), rows["high"].to_numpy() - rate]
            ax.errorbar(labels, rate, yerr=errors, marker="o", capsize=3, label=f"vs {opponent}")
        ax.axhline(0.5, color="grey", linestyle=":", linewidth=1)
        ax.set_ylim(0, 1)
        ax.set_xlabel(titles.get(model, model))
        ax.set_ylabel("win rate")
        ax.legend(fontsize="small")
    return figure


def _wilson(rate: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate over ``games`` games."""
    if not games:
        return 0.0, 1.0
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * ((rate * (1 - rate) / games + z * z / (4 * games * games)) ** 0.5)
    half /= 1 + z * z / games
    return max(0.0, min(rate, centre - half)), min(1.0, max(rate, centre + half))
