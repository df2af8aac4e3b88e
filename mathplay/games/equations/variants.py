"""The paid and agreed moves of the variants: rearranging, turning a card face down, trading.

:class:`Variants` is part of :class:`~mathplay.games.equations.EquationsGame` (a mixin, for
a file of one idea): each variant move has its check (which changes nothing) and its run.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from mathplay.errors import IllegalMove, MathplayError
from mathplay.games.base import is_count, is_index
from mathplay.games.equations.cards import read_cards, sort_cards
from mathplay.games.equations.equation import Equation, Side
from mathplay.games.equations.moves import (
    EventKind,
    Move,
    Phase,
    Rearrange,
    Trade,
    TurnFaceDown,
)

if TYPE_CHECKING:
    from mathplay.games.equations.rules import Rules

__all__ = ["EQUATIONS", "Variants"]

EQUATIONS = 3


class Variants:
    """Rearrange, TurnFaceDown and Trade for :class:`EquationsGame`."""

    rules: Rules
    players: list[str]
    equations: list[Equation]
    hands: list[list[str]]
    _scores: list[int]
    _current: int
    _paid: bool
    phase: Phase

    def _expect_phase(self, move: Move, *phases: Any) -> None:
        raise NotImplementedError

    def _check_owned(self, move: Move, player: int, cards: Iterable[str]) -> None:
        raise NotImplementedError

    def _log(self, kind: EventKind, *args: Any, **kwargs: Any) -> None:
        raise NotImplementedError

    def _check_target(self) -> None:
        raise NotImplementedError

    def _complete(self, index: int) -> None:
        raise NotImplementedError

    def _check_paying(self, move: Move) -> None:
        """A rearrangement or a face-down turn: the variant, before the play, once a turn."""
        self._expect_phase(move, Phase.PLAY)
        if not self.rules.rearrange:
            raise IllegalMove("equations.variant_off", move=move, variant="rearrange")
        if self._paid:
            raise IllegalMove("equations.paid_once", move=move)

    def _check_affordable(self, move: Move, cost: int) -> None:
        points = self._scores[self._current]
        if points < cost:
            raise IllegalMove("equations.cannot_afford", move=move, cost=cost, points=points)

    def _rearrange_cost(self, move: Rearrange) -> int:
        table = move.table
        if (
            not isinstance(table, tuple)
            or len(table) != EQUATIONS
            or not all(isinstance(e, Equation) for e in table)
        ):
            raise IllegalMove("equations.rearrange_table", move=move)
        if any(
            new.face_down != old.face_down for new, old in zip(table, self.equations, strict=True)
        ):
            raise IllegalMove("equations.rearrange_face_down", move=move)
        changed = [i for i in range(EQUATIONS) if table[i] != self.equations[i]]
        if not changed:
            raise IllegalMove("equations.rearrange_nothing", move=move)

        def cards(equations: Iterable[Equation]) -> Counter[str]:
            return Counter(card for e in equations for card in (*e.left, *e.right))

        if len(changed) == 1:
            index = changed[0]
            if cards([table[index]]) == cards([self.equations[index]]):
                return self.rules.rearrange_one_cost
        if cards(table) != cards(self.equations):
            raise IllegalMove("equations.rearrange_cards", move=move)
        return self.rules.rearrange_all_cost

    def _check_rearrange(self, move: Rearrange) -> None:
        self._check_paying(move)
        self._check_affordable(move, self._rearrange_cost(move))
        self._check_not_complete(move, move.table)

    def _check_not_complete(self, move: Move, table: Iterable[Equation]) -> None:
        if self.rules.rearrange_completes:
            return
        for index, equation in enumerate(table):
            if equation.is_complete(self.rules):
                raise IllegalMove("equations.complete_by_playing", move=move, equation=index)

    def _rearrange(self, move: Rearrange) -> None:
        cost = self._rearrange_cost(move)
        self._scores[self._current] -= cost
        self.equations = list(move.table)
        self._paid = True
        tables = "; ".join(e.to_text() for e in move.table)
        self._log(EventKind.REARRANGE, text=tables, points=-cost)
        self._complete_rearranged()

    def _complete_rearranged(self) -> None:
        """With ``Rules.rearrange_completes``, score the equations a paid change completed."""
        for index in range(EQUATIONS):
            if self.phase != Phase.OVER and self.equations[index].is_complete(self.rules):
                self._complete(index)

    def _face_down_result(self, move: TurnFaceDown) -> Equation:
        if not is_index(move.equation, EQUATIONS):
            raise IllegalMove("equations.no_such_equation", move=move, equation=move.equation)
        if move.side not in tuple(Side):
            raise IllegalMove("equations.no_such_side", move=move, side=str(move.side))
        equation = self.equations[move.equation]
        row = equation.side(move.side)
        if not is_index(move.index, len(row)):
            raise IllegalMove("equations.no_such_card", move=move, index=move.index, most=len(row))
        rest = row[: move.index] + row[move.index + 1 :]
        left, right = (rest, equation.right) if move.side == Side.LEFT else (equation.left, rest)
        return Equation(left, right, (*equation.face_down, row[move.index]))

    def _check_face_down(self, move: TurnFaceDown) -> None:
        self._check_paying(move)
        result = self._face_down_result(move)
        self._check_affordable(move, self.rules.rearrange_all_cost)
        self._check_not_complete(move, [result])

    def _turn_face_down(self, move: TurnFaceDown) -> None:
        self.equations[move.equation] = self._face_down_result(move)
        cost = self.rules.rearrange_all_cost
        self._scores[self._current] -= cost
        self._paid = True
        text = self.equations[move.equation].to_text()
        self._log(EventKind.FACE_DOWN, move.equation, text, -cost)
        self._complete_rearranged()

    def _check_trade(self, move: Trade) -> None:
        self._expect_phase(move, Phase.PLAY)
        if not self.rules.trading:
            raise IllegalMove("equations.variant_off", move=move, variant="trading")
        partner = move.partner
        if not is_index(partner, len(self.players)) or partner == self._current:
            raise IllegalMove("equations.trade_partner", move=move, player=partner)
        try:
            give, take = read_cards(move.give), read_cards(move.take)
        except MathplayError:
            raise IllegalMove("equations.trade_cards", move=move) from None
        if not (give or take):
            raise IllegalMove("equations.trade_cards", move=move)
        for points, owner in ((move.give_points, self._current), (move.take_points, partner)):
            if not (is_count(points) and points <= self._scores[owner]):
                raise IllegalMove("equations.trade_points", move=move, player=self.players[owner])
        self._check_owned(move, self._current, give)
        self._check_owned(move, partner, take)

    def _trade(self, move: Trade) -> None:
        me, partner = self._current, move.partner
        give, take = read_cards(move.give), read_cards(move.take)
        for card in give:
            self.hands[me].remove(card)
        for card in take:
            self.hands[partner].remove(card)
        self.hands[me] = sort_cards(self.hands[me] + list(take))
        self.hands[partner] = sort_cards(self.hands[partner] + list(give))
        points = move.take_points - move.give_points
        self._scores[me] += points
        self._scores[partner] -= points
        text = f"{partner}: {' '.join(give)} / {' '.join(take)}"
        self._log(EventKind.TRADE, text=text, points=points)
        self._check_target()
