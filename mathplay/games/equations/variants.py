"""The paid and agreed moves of the variants: rearranging, turning a card face down, trading.

Functions of a :class:`~mathplay.games.equations.state.State`: each variant move has its
check (which changes nothing) and its run (with the list of events the move logs). An
equation a paid change leaves complete (``Rules.rearrange_completes``) is scored by the
game afterwards, as a play's is.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from mathplay.errors import IllegalMove, MathplayError
from mathplay.games.base import is_count, is_index
from mathplay.games.equations.cards import read_cards, sort_cards
from mathplay.games.equations.equation import EQUATIONS, Equation, Side
from mathplay.games.equations.moves import (
    Event,
    EventKind,
    Move,
    Phase,
    Rearrange,
    Trade,
    TurnFaceDown,
)
from mathplay.games.equations.state import State
from mathplay.games.equations.steps import check_owned, expect_phase, note
from mathplay.games.equations.turn_end import check_target

__all__ = [
    "check_face_down",
    "check_rearrange",
    "check_trade",
    "rearrange",
    "trade",
    "turn_face_down",
]


def _check_paying(state: State, move: Move) -> None:
    """A rearrangement or a face-down turn: the variant, before the play, once a turn."""
    expect_phase(state, move, Phase.PLAY)
    if not state.rules.rearrange:
        raise IllegalMove("equations.variant_off", move=move, variant="rearrange")
    if state.paid:
        raise IllegalMove("equations.paid_once", move=move)


def _check_affordable(state: State, move: Move, cost: int) -> None:
    points = state.scores[state.current_player]
    if points < cost:
        raise IllegalMove("equations.cannot_afford", move=move, cost=cost, points=points)


def _rearrange_cost(state: State, move: Rearrange) -> int:
    table, before = move.table, state.equations
    if (
        not isinstance(table, tuple)
        or len(table) != EQUATIONS
        or not all(isinstance(e, Equation) for e in table)
    ):
        raise IllegalMove("equations.rearrange_table", move=move)
    if any(new.face_down != old.face_down for new, old in zip(table, before, strict=True)):
        raise IllegalMove("equations.rearrange_face_down", move=move)
    changed = [i for i in range(EQUATIONS) if table[i] != before[i]]
    if not changed:
        raise IllegalMove("equations.rearrange_nothing", move=move)

    def cards(equations: Iterable[Equation]) -> Counter[str]:
        return Counter(card for e in equations for card in (*e.left, *e.right))

    if len(changed) == 1:
        index = changed[0]
        if cards([table[index]]) == cards([before[index]]):
            return state.rules.rearrange_one_cost
    if cards(table) != cards(before):
        raise IllegalMove("equations.rearrange_cards", move=move)
    return state.rules.rearrange_all_cost


def _check_not_complete(state: State, move: Move, table: Iterable[Equation]) -> None:
    if state.rules.rearrange_completes:
        return
    for index, equation in enumerate(table):
        if equation.is_complete(state.rules):
            raise IllegalMove("equations.complete_by_playing", move=move, equation=index)


def check_rearrange(state: State, move: Rearrange) -> None:
    _check_paying(state, move)
    _check_affordable(state, move, _rearrange_cost(state, move))
    _check_not_complete(state, move, move.table)


def rearrange(state: State, move: Rearrange, log: list[Event]) -> None:
    cost = _rearrange_cost(state, move)
    state.scores[state.current_player] -= cost
    state.equations = list(move.table)
    state.paid = True
    tables = "; ".join(e.to_text() for e in move.table)
    note(state, log, EventKind.REARRANGE, text=tables, points=-cost)


def _face_down_result(state: State, move: TurnFaceDown) -> Equation:
    if not is_index(move.equation, EQUATIONS):
        raise IllegalMove("equations.no_such_equation", move=move, equation=move.equation)
    if move.side not in tuple(Side):
        raise IllegalMove("equations.no_such_side", move=move, side=str(move.side))
    equation = state.equations[move.equation]
    row = equation.side(move.side)
    if not is_index(move.index, len(row)):
        raise IllegalMove("equations.no_such_card", move=move, index=move.index, most=len(row))
    rest = row[: move.index] + row[move.index + 1 :]
    left, right = (rest, equation.right) if move.side == Side.LEFT else (equation.left, rest)
    return Equation(left, right, (*equation.face_down, row[move.index]))


def check_face_down(state: State, move: TurnFaceDown) -> None:
    _check_paying(state, move)
    result = _face_down_result(state, move)
    _check_affordable(state, move, state.rules.rearrange_all_cost)
    _check_not_complete(state, move, [result])


def turn_face_down(state: State, move: TurnFaceDown, log: list[Event]) -> None:
    state.equations[move.equation] = _face_down_result(state, move)
    cost = state.rules.rearrange_all_cost
    state.scores[state.current_player] -= cost
    state.paid = True
    text = state.equations[move.equation].to_text()
    note(state, log, EventKind.FACE_DOWN, move.equation, text, -cost)


def check_trade(state: State, move: Trade) -> None:
    expect_phase(state, move, Phase.PLAY)
    if not state.rules.trading:
        raise IllegalMove("equations.variant_off", move=move, variant="trading")
    partner, me = move.partner, state.current_player
    if not is_index(partner, len(state.players)) or partner == me:
        raise IllegalMove("equations.trade_partner", move=move, player=partner)
    try:
        give, take = read_cards(move.give), read_cards(move.take)
    except (MathplayError, TypeError, ValueError):  # not cards at all
        raise IllegalMove("equations.trade_cards", move=move) from None
    if not (give or take):
        raise IllegalMove("equations.trade_cards", move=move)
    for points, owner in ((move.give_points, me), (move.take_points, partner)):
        if not (is_count(points) and points <= state.scores[owner]):
            raise IllegalMove("equations.trade_points", move=move, player=state.players[owner])
    check_owned(state, move, me, give)
    check_owned(state, move, partner, take)


def trade(state: State, move: Trade, log: list[Event]) -> None:
    me, partner = state.current_player, move.partner
    give, take = read_cards(move.give), read_cards(move.take)
    hands = state.hands
    for card in give:
        hands[me].remove(card)
    for card in take:
        hands[partner].remove(card)
    hands[me] = sort_cards(hands[me] + list(take))
    hands[partner] = sort_cards(hands[partner] + list(give))
    points = move.take_points - move.give_points
    state.scores[me] += points
    state.scores[partner] -= points
    text = f"{partner}: {' '.join(give)} / {' '.join(take)}"
    note(state, log, EventKind.TRADE, text=text, points=points)
    check_target(state, log)
