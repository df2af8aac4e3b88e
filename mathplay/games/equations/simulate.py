"""Bots playing whole games and tournaments (for the lessons and ``bench/``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from mathplay.games.bot import Bot, play
from mathplay.games.equations.game import EquationsGame
from mathplay.games.equations.rules import Rules

__all__ = ["TournamentResult", "play_game", "tournament"]


def play_game(
    bots: Sequence[Bot],
    *,
    seed: int = 0,
    rules: Rules = Rules(),
    first_player: int = 0,
    max_turns: int = 1000,
) -> EquationsGame:
    """Play one game: bot ``i`` in seat ``i``, until someone wins or ``max_turns`` turns
    have been played (then the game is left unfinished: no winner)."""
    game = EquationsGame(len(bots), seed, rules, first_player=first_player)
    play(game, bots, until=lambda game: game.turn >= max_turns)
    return game


@dataclass
class TournamentResult:
    """Games won by each bot of the lineup (``None``: no winner), by seat too."""

    names: list[str]
    games: int = 0
    wins: list[int] = field(default_factory=list)
    seat_wins: list[int] = field(default_factory=list)
    no_winner: int = 0
    turns: int = 0
    points: list[int] = field(default_factory=list)

    def win_rates(self) -> list[float]:
        return [w / self.games if self.games else 0.0 for w in self.wins]


def tournament(
    make_bots: Sequence[Callable[[int], Bot]],
    names: Sequence[str],
    *,
    games: int = 100,
    seed: int = 0,
    rules: Rules = Rules(),
    max_turns: int = 1000,
) -> TournamentResult:
    """Play ``games`` games of ``len(make_bots)`` players. Game ``g`` deals from seed
    ``seed + g`` and rotates the lineup by ``g`` seats, so every bot plays every seat
    equally often; ``make_bots[i](s)`` makes bot ``i`` for a game (``s`` seeds it)."""
    count = len(make_bots)
    result = TournamentResult(list(names), 0, [0] * count, [0] * count, 0, 0, [0] * count)
    for g in range(games):
        shift = g % count
        lineup = [(i + shift) % count for i in range(count)]  # seat -> bot
        bots = [make_bots[bot](seed * 1000 + g * count + seat) for seat, bot in enumerate(lineup)]
        game = play_game(bots, seed=seed + g, rules=rules, max_turns=max_turns)
        result.games += 1
        result.turns += game.turn
        for seat, bot in enumerate(lineup):
            result.points[bot] += game.scores[seat]
        if game.winner is None:
            result.no_winner += 1
        else:
            result.wins[lineup[game.winner]] += 1
            result.seat_wins[game.winner] += 1
    return result
