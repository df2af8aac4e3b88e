"""Triolet players: :class:`RandomBot`, :class:`GreedyBot`, :class:`StrategicBot`, and
:func:`hint` (the best move now, with its score breakdown).

Every bot has ``choose_move(game) -> move`` and never changes the game it is given.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from mathplay.games.base import GameRandom
from mathplay.games.bot import Bot, play
from mathplay.games.game_fields import BotRandom
from mathplay.games.schema import Kind, Real, Whole
from mathplay.games.triolet.game import TrioletGame
from mathplay.games.triolet.movegen import placeable_values
from mathplay.games.triolet.moves import Exchange, Move, Pass, Place
from mathplay.games.triolet.rules import MAX_VALUE, WILD, Rules, Tile
from mathplay.games.triolet.scoring import Score, score_move
from mathplay.games.triolet.strategy import (
    expected_best_spot,
    holding_chances,
    trio_spots,
    unseen_tiles,
)

__all__ = ["GreedyBot", "Hint", "RandomBot", "StrategicBot", "hint", "play_game"]

_WEIGHT = Real(-1000.0, 1000.0)  # a StrategicBot's weights (points)


@dataclass(frozen=True)
class Hint:
    """The best placement now and its score, line by line."""

    move: Place
    score: Score

    def text(self, language: str | None = None) -> str:
        return f"{self.move}\n{self.score.text(language)}"

    def __str__(self) -> str:
        return self.text()


def hint(game: TrioletGame) -> Hint | None:
    """The highest-scoring placement for the current player, or ``None`` if there is none."""
    best = _best_now(game)
    if best is None:
        return None
    return Hint(best, score_move(game.board, best, game.rules))


def _best_now(game: TrioletGame) -> Place | None:
    """The highest-scoring placement (the first in generation order on a tie)."""
    generator = game.move_generator()
    if not len(generator):
        return None
    _, best = max(generator.scored(), key=lambda scored: (scored[0], -scored[1]))
    return generator.place(best)


def _no_placement(game: TrioletGame) -> Move:
    """When no tile fits: exchange the whole rack if a tile the player cannot see (in the
    bag or on another rack) would fit somewhere, else pass (so a stuck game ends). After
    three rounds without a placed tile, pass anyway."""
    rounds = 3 * len(game.players)
    recent = game.history[-rounds:]
    stuck = len(recent) == rounds and not any(isinstance(t.move, Place) for t in recent)
    useful = placeable_values(game.board) & set(unseen_tiles(game, game.current_player))
    if game.can_exchange and useful and not stuck:
        return Exchange(game.rack())
    return Pass()


class RandomBot(Bot):
    """Plays a random legal placement (exchanges or passes only when it has none)."""

    saved: ClassVar[Mapping[str, Kind]] = {"_rng": BotRandom()}

    def __init__(self, seed: int | None = 0) -> None:
        self._rng = GameRandom(seed)

    def choose_move(self, game: TrioletGame) -> Move:
        generator = game.move_generator()
        if not len(generator):
            return _no_placement(game)
        return generator.place(self._rng.randrange(len(generator)))


class GreedyBot(Bot):
    """Plays the placement that scores the most now (the first one on a tie)."""

    def choose_move(self, game: TrioletGame) -> Move:
        best = _best_now(game)
        return _no_placement(game) if best is None else best


def play_game(
    bots: Sequence[Bot], seed: int = 0, rules: Rules | None = None, names: Sequence[str] = ()
) -> TrioletGame:
    """Play a whole game, one bot per player in turn order; return the finished game."""
    game = TrioletGame(list(names) or len(bots), seed=seed, rules=rules)
    play(game, bots)
    return game


class StrategicBot(Bot):
    """Weighs each good move by what it scores now and what it leaves behind.

    - the next player's best *trio spot* (an empty square where one tile makes a trio),
      weighed by the chance that they hold the tile for it (:mod:`.strategy`): fewer open
      trios, none on double or triple squares;
    - an extra turn from a replay square (``replay_value``);
    - the tiles kept: big tiles are hard to place (``big_tile_cost`` per point above
      ``big_tile_from``), a wild tile is worth keeping for a better move (``wild_value``).

    Only the ``candidates`` highest-scoring moves are weighed. The defaults were tuned against
    :class:`GreedyBot` on seeds the tournament (``bench/triolet_tournament.py``) does not use.
    """

    saved: ClassVar[Mapping[str, Kind]] = {
        "candidates": Whole(1, 1000),
        "threat_weight": _WEIGHT,
        "baseline": _WEIGHT,
        "replay_value": _WEIGHT,
        "wild_value": _WEIGHT,
        "big_tile_cost": _WEIGHT,
        "big_tile_from": Whole(0, MAX_VALUE),
    }

    def __init__(
        self,
        candidates: int = 12,
        threat_weight: float = 1.0,
        baseline: float = 15.0,
        replay_value: float = 30.0,
        wild_value: float = 10.0,
        big_tile_cost: float = 2.0,
        big_tile_from: int = 8,
    ) -> None:
        self.candidates = candidates
        self.threat_weight = threat_weight
        self.baseline = baseline
        self.replay_value = replay_value
        self.wild_value = wild_value
        self.big_tile_cost = big_tile_cost
        self.big_tile_from = big_tile_from
        self.check_saved()

    def choose_move(self, game: TrioletGame) -> Move:
        generator = game.move_generator()
        if not len(generator):
            return _no_placement(game)
        ranked = sorted(generator.scored(), key=lambda scored: (-scored[0], scored[1]))
        player = game.current_player
        following = (player + 1) % len(game.players)
        chances = holding_chances(unseen_tiles(game, player), len(game.rack(following)))
        best, best_value = generator.place(ranked[0][1]), float("-inf")
        for total, n in ranked[: self.candidates]:
            move = generator.place(n)
            value = total + self._outlook(game, move, chances)
            if value > best_value:
                best, best_value = move, value
        return best

    def _outlook(self, game: TrioletGame, move: Place, chances: dict[Tile, float]) -> float:
        """What the move is worth beyond its score."""
        board = game.board.placed(move.placements)
        index = board.layout.index
        squares = [index(p.row, p.col) for p in move.placements]
        extra = game.rules.replay_extra_turn and any(i in board.layout.replays for i in squares)
        threat = expected_best_spot(trio_spots(board), chances, self.baseline)
        value = -self.threat_weight * threat * (0.5 if extra else 1.0)
        if extra:
            value += self.replay_value
        if WILD in move.tiles:
            value -= self.wild_value
        kept = list(game.rack())
        for tile in move.tiles:
            kept.remove(tile)
        big = sum(max(0, t - self.big_tile_from) for t in kept if t != WILD)
        return value - self.big_tile_cost * big
