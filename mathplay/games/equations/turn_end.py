"""The end of a turn in Equations: passing, drawing, the next player, the end of the game.

Functions of a :class:`~mathplay.games.equations.state.State` (and the list of events the
move logs): a pass (only with an empty hand), a draw from the piles (a pile's discards are
shuffled in when it runs out, then the other deck is used), a second draw while the hand is
small, the turn passing on (with the hands, in that variant), and the end: a player
reaching the target, or a round in which nobody could play or draw.
"""

from __future__ import annotations

from mathplay.errors import IllegalMove
from mathplay.games.base import is_index
from mathplay.games.equations.cards import Pile, pile_of, sort_cards
from mathplay.games.equations.moves import Draw, EndTurn, Event, EventKind, Pass, Phase
from mathplay.games.equations.state import State
from mathplay.games.equations.steps import expect_phase, note

__all__ = [
    "check_draw",
    "check_end_turn",
    "check_pass",
    "check_target",
    "draw",
    "end_turn",
    "pass_turn",
    "take",
]


def take(state: State, pile: Pile, log: list[Event]) -> str | None:
    """The top card of ``pile``: its discards are shuffled in when it is empty; the other
    deck is used when both are empty; ``None`` when every pile is empty."""
    for source in (pile, Pile.OPERATOR if pile == Pile.DIGIT else Pile.DIGIT):
        cards = state.draw_piles[source]
        discards = state.discards[source]
        if not cards and discards:
            cards += discards
            discards.clear()
            state.rng.shuffle(cards)
            note(state, log, EventKind.RECYCLE, None, text=str(source))
        if cards:
            return cards.pop()
    return None


def check_pass(state: State, move: Pass) -> None:
    expect_phase(state, move, Phase.PLAY)
    if state.hands[state.current_player]:
        raise IllegalMove("equations.must_play", move=move)


def pass_turn(state: State, log: list[Event]) -> None:
    state.passed = True
    note(state, log, EventKind.PASS)
    state.phase = Phase.DRAW


def check_draw(state: State, move: Draw) -> None:
    expect_phase(state, move, Phase.DRAW, Phase.DRAW_AGAIN)
    if not is_index(move.digits, state.rules.draw + 1):
        raise IllegalMove("equations.draw_count", move=move, most=state.rules.draw)


def draw(state: State, move: Draw, log: list[Event]) -> None:
    hand = state.hands[state.current_player]
    count = state.rules.draw
    wanted = [Pile.DIGIT] * move.digits + [Pile.OPERATOR] * (count - move.digits)
    drawn = [card for card in (take(state, pile, log) for pile in wanted) if card is not None]
    hand[:] = sort_cards(hand + drawn)
    state.drawn += len(drawn)
    note(state, log, EventKind.DRAW, text=" ".join(str(pile_of(card)) for card in drawn))
    if state.phase == Phase.DRAW and len(hand) < state.rules.refill_below:
        state.phase = Phase.DRAW_AGAIN
    else:
        end_turn(state, log)


def check_end_turn(state: State, move: EndTurn) -> None:
    expect_phase(state, move, Phase.DRAW_AGAIN)


def end_turn(state: State, log: list[Event]) -> None:
    """The turn passes on (with the hands, in that variant); a round in which nobody could
    play or draw ends the game."""
    count = len(state.players)
    if state.rules.pass_hands:
        state.hands = [state.hands[(player + 1) % count] for player in range(count)]
        note(state, log, EventKind.PASS_HANDS)
    idle = state.passed and not state.drawn
    state.idle_turns = state.idle_turns + 1 if idle else 0
    state.current_player = (state.current_player + 1) % count
    state.turn += 1
    state.phase = Phase.PLAY
    state.paid = state.passed = False
    state.drawn = 0
    if state.idle_turns >= count:  # nobody can play or draw any more
        best = max(state.scores)
        leaders = [p for p, score in enumerate(state.scores) if score == best]
        _finish(state, leaders[0] if len(leaders) == 1 else None, log)


def check_target(state: State, log: list[Event]) -> None:
    """The game ends when a player reaches the target (the most points wins)."""
    scores = state.scores
    leaders = [p for p, score in enumerate(scores) if score >= state.rules.target]
    if leaders:
        _finish(state, max(leaders, key=lambda p: scores[p]), log)


def _finish(state: State, winner: int | None, log: list[Event]) -> None:
    state.winner = winner
    state.phase = Phase.OVER
    note(state, log, EventKind.WIN, player=winner)
