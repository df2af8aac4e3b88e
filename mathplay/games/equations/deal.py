"""Setting out an Equations table: the rules page's set-up, or a given position dealt around.

:func:`deal` takes the cards of a given table and of the given hands out of the draw piles,
shuffles the piles with the game's generator and deals every other player as the rules page
says (4 digit cards, 2 operator cards). A new game is :func:`deal` with an empty table and
no hand given (the game then seeds the three equations).
"""

from __future__ import annotations

from collections.abc import Sequence

from mathplay.errors import InvalidState
from mathplay.games.equations.cards import Pile, pile_of, sort_cards
from mathplay.games.equations.equation import Equation
from mathplay.games.equations.moves import Event
from mathplay.games.equations.state import State
from mathplay.games.equations.turn_end import take

__all__ = ["deal"]


def deal(
    state: State,
    table: Sequence[Equation],
    hands: Sequence[Sequence[str]],
    scores: list[int] | None = None,
) -> None:
    """Lay out ``table`` and ``hands`` (of the first players) on a fresh ``state``: those
    cards leave the draw piles (``equations.too_many_cards`` if the deck has no such card
    left), which are shuffled, and the other players are dealt as usual."""
    rules = state.rules
    given = [c for e in table for c in (*e.left, *e.right, *e.face_down)]
    for card in given + [c for hand in hands for c in hand]:
        pile = state.draw_piles[pile_of(card)]
        if card not in pile:
            copies = rules.cards().count(card)
            raise InvalidState("equations.too_many_cards", card=card, copies=copies)
        pile.remove(card)
    state.equations = list(table)
    if scores is not None:
        state.scores = scores
    for pile in Pile:
        state.rng.shuffle(state.draw_piles[pile])
    unseen: list[Event] = []  # nothing is recycled at the set-up: no event to show
    for player in range(len(state.players)):
        if player < len(hands):
            state.hands[player] = list(hands[player])
            continue
        dealt = [take(state, Pile.DIGIT, unseen) for _ in range(rules.deal_digits)]
        dealt += [take(state, Pile.OPERATOR, unseen) for _ in range(rules.deal_operators)]
        state.hands[player] = sort_cards(card for card in dealt if card is not None)
