"""The end of a turn in Equations: passing, drawing, the next player, the end of the game.

:class:`TurnEnd` is part of :class:`~mathplay.games.equations.EquationsGame` (a mixin, for
a file of one idea): a pass (only with an empty hand), a draw from the piles (a pile's
discards are shuffled in when it runs out, then the other deck is used), a second draw while
the hand is small, the turn passing on (with the hands, in that variant), and the end: a
player reaching the target, or a round in which nobody could play or draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mathplay.errors import IllegalMove
from mathplay.games.base import is_index
from mathplay.games.equations.cards import Pile, pile_of, sort_cards
from mathplay.games.equations.data import GameState
from mathplay.games.equations.moves import Draw, EndTurn, EventKind, Move, Pass, Phase

__all__ = ["TurnEnd"]


class TurnEnd(GameState):
    """Pass, Draw and EndTurn for :class:`EquationsGame`, and how a turn and a game end."""

    if TYPE_CHECKING:  # the game's own (a stub here would come first in the game's MRO)

        def _expect_phase(self, move: Move, *phases: Phase) -> None: ...

        def _log(self, kind: EventKind, *args: Any, **kwargs: Any) -> None: ...

    def _take(self, pile: Pile) -> str | None:
        """The top card of ``pile``: its discards are shuffled in when it is empty; the
        other deck is used when both are empty; ``None`` when every pile is empty."""
        for source in (pile, Pile.OPERATOR if pile == Pile.DIGIT else Pile.DIGIT):
            cards = self.draw_piles[source]
            if not cards and self.discards[source]:
                cards += self.discards[source]
                self.discards[source].clear()
                self._rng.shuffle(cards)
                self._log(EventKind.RECYCLE, None, text=str(source))
            if cards:
                return cards.pop()
        return None

    def _check_pass(self, move: Pass) -> None:
        self._expect_phase(move, Phase.PLAY)
        if self.hands[self._current]:
            raise IllegalMove("equations.must_play", move=move)

    def _pass(self, _: Pass) -> None:
        self._passed = True
        self._log(EventKind.PASS)
        self.phase = Phase.DRAW

    def _check_draw(self, move: Draw) -> None:
        self._expect_phase(move, Phase.DRAW, Phase.DRAW_AGAIN)
        if not is_index(move.digits, self.rules.draw + 1):
            raise IllegalMove("equations.draw_count", move=move, most=self.rules.draw)

    def _draw(self, move: Draw) -> None:
        hand = self.hands[self._current]
        wanted = [Pile.DIGIT] * move.digits + [Pile.OPERATOR] * (self.rules.draw - move.digits)
        drawn = [card for card in map(self._take, wanted) if card is not None]
        hand[:] = sort_cards(hand + drawn)
        self._drawn += len(drawn)
        self._log(EventKind.DRAW, text=" ".join(str(pile_of(card)) for card in drawn))
        if self.phase == Phase.DRAW and len(hand) < self.rules.refill_below:
            self.phase = Phase.DRAW_AGAIN
        else:
            self._end_turn()

    def _check_end_turn(self, move: EndTurn) -> None:
        self._expect_phase(move, Phase.DRAW_AGAIN)

    def _end_turn_move(self, _: EndTurn) -> None:
        self._end_turn()

    def _end_turn(self) -> None:
        count = len(self.players)
        if self.rules.pass_hands:
            self.hands = [self.hands[(player + 1) % count] for player in range(count)]
            self._log(EventKind.PASS_HANDS)
        idle = self._passed and not self._drawn
        self._idle_turns = self._idle_turns + 1 if idle else 0
        self._current = (self._current + 1) % count
        self.turn += 1
        self.phase = Phase.PLAY
        self._paid = self._passed = False
        self._drawn = 0
        if self._idle_turns >= count:  # nobody can play or draw any more
            best = max(self._scores)
            leaders = [p for p, score in enumerate(self._scores) if score == best]
            self._finish(leaders[0] if len(leaders) == 1 else None)

    def _check_target(self) -> None:
        leaders = [p for p, score in enumerate(self._scores) if score >= self.rules.target]
        if leaders:
            self._finish(max(leaders, key=lambda p: self._scores[p]))

    def _finish(self, winner: int | None) -> None:
        self.winner = winner
        self.phase = Phase.OVER
        self._log(EventKind.WIN, player=winner)
