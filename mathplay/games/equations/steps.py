"""What the steps of an Equations turn share: the phase a move expects, the cards a player
must hold, the check of a play, and the events a step logs for everyone at the table.

Functions of a :class:`~mathplay.games.equations.state.State`; a check changes nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from mathplay.errors import IllegalMove, MathplayError
from mathplay.games.base import is_index
from mathplay.games.equations.cards import read_cards, sort_cards
from mathplay.games.equations.equation import EQUATIONS, Side
from mathplay.games.equations.moves import Event, EventKind, Move, Phase, Placement, Play
from mathplay.games.equations.state import State

__all__ = ["check_owned", "check_play", "expect_phase", "note"]

_WHAT_NOW = {
    Phase.PLAY: "equations.play_first",
    Phase.DRAW: "equations.draw_now",
    Phase.DRAW_AGAIN: "equations.draw_again_or_end",
    Phase.OVER: "equations.game_over",
}


def expect_phase(state: State, move: Move, *phases: Phase) -> None:
    """Raise what the player should do now if the turn is not in one of ``phases``."""
    if state.phase not in phases:
        raise IllegalMove(_WHAT_NOW[state.phase], move=move)


def check_owned(state: State, move: Move, player: int, cards: Iterable[str]) -> None:
    """Raise ``equations.not_in_hand`` unless ``player`` holds all of ``cards``."""
    missing = Counter(cards) - Counter(state.hands[player])
    if missing:
        raise IllegalMove(
            "equations.not_in_hand", move=move, card=sort_cards(missing.elements())[0]
        )


def check_play(state: State, move: Play) -> None:
    """Cards of the current player's hand, each to a place of one equation."""
    expect_phase(state, move, Phase.PLAY)
    placements = move.placements
    if not isinstance(placements, tuple | list) or not placements:
        raise IllegalMove("equations.empty_play", move=move)
    for p in placements:
        if not isinstance(p, Placement):
            raise IllegalMove("equations.not_a_placement", move=move, item=repr(p))
        if not (isinstance(p.card, str) and len(p.card) == 1 and _is_card(p.card)):
            raise IllegalMove("equations.not_a_card", move=move, card=str(p.card))
        if not is_index(p.equation, EQUATIONS):
            raise IllegalMove("equations.no_such_equation", move=move, equation=p.equation)
        if p.side not in tuple(Side):
            raise IllegalMove("equations.no_such_side", move=move, side=str(p.side))
        row = state.equations[p.equation].side(p.side)
        if not is_index(p.index, len(row) + 1):
            raise IllegalMove("equations.no_such_place", move=move, index=p.index, most=len(row))
    if move.equation is None:
        raise IllegalMove("equations.two_equations", move=move)
    check_owned(state, move, state.current_player, read_cards(move.cards))


def note(
    state: State,
    log: list[Event],
    kind: EventKind,
    equation: int | None = None,
    text: str = "",
    points: int = 0,
    *,
    player: int | None = -1,
) -> None:
    """Log what everyone at the table saw (``player`` -1: the player to move)."""
    who = state.current_player if player == -1 else player
    log.append(Event(kind, who, equation, text, points))


def _is_card(card: str) -> bool:
    try:
        read_cards(card)
    except MathplayError:
        return False
    return True
