"""Players for the equations game: a random one and a greedy one.

Both play the whole turn move by move (:meth:`choose_move` answers for every phase), so a
board can let a bot take a seat.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import ClassVar

from mathplay.deadline import Deadline
from mathplay.expr import DIGITS
from mathplay.games.base import GameRandom
from mathplay.games.bot import Bot
from mathplay.games.equations import legal
from mathplay.games.equations.cards import sort_cards
from mathplay.games.equations.equation import Equation, side_value
from mathplay.games.equations.finder import Completion, best_on_table
from mathplay.games.equations.game import EquationsGame, Phase
from mathplay.games.equations.moves import Draw, EndTurn, Move, Pass, Play
from mathplay.games.equations.rules import MAX_DECK, Rules
from mathplay.games.game_fields import BotRandom
from mathplay.games.schema import Flag, Kind, Whole

__all__ = ["GreedyBot", "RandomBot"]


class RandomBot(Bot):
    """Plays one random card at a random place, draws from random piles, and draws again
    or not at random."""

    name = "random"
    saved: ClassVar[Mapping[str, Kind]] = {"_rng": BotRandom()}

    def __init__(self, seed: int | None = None) -> None:
        self._rng = GameRandom(seed)

    def choose_move(self, game: EquationsGame) -> Move:
        if game.phase == Phase.PLAY:
            hand = game.hand()
            if not hand:
                return Pass()
            return self._rng.choice(list(legal.plays(game.equations, hand, 1)))
        draw = Draw(self._rng.randint(0, game.rules.draw))
        if game.phase == Phase.DRAW_AGAIN and self._rng.random() < 0.5:
            return EndTurn()
        return draw


class GreedyBot(Bot):
    """Completes the equation that scores most now (the hint); otherwise plays the one
    card that leaves the fewest one-card completions for the next player, dumping a card
    it holds most copies of. Draws so the hand keeps two digits for each operator, and
    always takes the second draw.

    ``max_cards``: the hint uses at most this many cards of a bigger hand (the most varied
    ones), which keeps a turn fast however many cards pile up. ``careful=False`` plays a
    random card when nothing completes (to measure what the care is worth).
    """

    name = "greedy"
    saved: ClassVar[Mapping[str, Kind]] = {
        "_rng": BotRandom(),
        "max_cards": Whole(0, MAX_DECK),
        "careful": Flag(),
    }

    def __init__(
        self, seed: int | None = None, *, max_cards: int = 9, careful: bool = True
    ) -> None:
        self._rng = GameRandom(seed)
        self.max_cards = max_cards
        self.careful = careful
        self.check_saved()

    def choose_move(self, game: EquationsGame) -> Move:
        if game.phase == Phase.PLAY:
            if not game.hand():
                return Pass()
            best = self.best_completion(game)
            if best is not None and best.score > 0:
                return best.play
            if not self.careful:
                return self._rng.choice(list(legal.plays(game.equations, game.hand(), 1)))
            return self._quiet_play(game)
        hand, draw = game.hand(), game.rules.draw
        digits = sum(card in DIGITS for card in hand)
        operators = len(hand) - digits

        def imbalance(drawn_digits: int) -> int:
            return abs(digits + drawn_digits - 2 * (operators + draw - drawn_digits))

        return Draw(min(range(draw, -1, -1), key=imbalance))

    def best_completion(
        self, game: EquationsGame, deadline: Deadline | None = None
    ) -> Completion | None:
        """The best completion with (at most ``max_cards`` of) the current hand."""
        hand = varied(game.hand(), self.max_cards)
        return best_on_table(game.equations, hand, game.rules, deadline=deadline)

    def _quiet_play(self, game: EquationsGame) -> Play:
        hand = game.hand()
        copies = Counter(hand)
        symbols = sorted(set(game.rules.cards()))
        options = list(legal.plays(game.equations, hand, 1))
        self._rng.shuffle(options)

        def cost(play: Play) -> tuple[int, int]:
            placement = play.placements[0]
            after = game.equations[placement.equation].inserted(
                [(placement.card, placement.side, placement.index)]
            )
            return one_card_completions(after, symbols, game.rules), -copies[placement.card]

        return min(options, key=cost)


def one_card_completions(equation: Equation, symbols: Iterable[str], rules: Rules) -> int:
    """How many single cards (symbol and place) would complete ``equation``."""
    options = (rules.leading_zero, rules.unary_minus)
    symbols = tuple(symbols)
    found = 0
    for row, other in ((equation.left, equation.right), (equation.right, equation.left)):
        target = side_value(other, *options)
        if target is None:  # one card goes into one side: the other must be finished
            continue
        for index in range(len(row) + 1):
            before, after = row[:index], row[index:]
            found += sum(
                side_value((*before, symbol, *after), *options) == target for symbol in symbols
            )
    return found


def varied(hand: Iterable[str], most: int) -> tuple[str, ...]:
    """At most ``most`` cards of ``hand``: one of each symbol first, then second copies,
    and so on; digits before operators in each round."""
    rounds: list[list[str]] = []
    for card, count in Counter(hand).items():
        for copy in range(count):
            if copy == len(rounds):
                rounds.append([])
            rounds[copy].append(card)
    chosen = [card for group in rounds for card in sort_cards(group)]
    return tuple(sort_cards(chosen[:most]))
