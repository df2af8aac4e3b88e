"""What a player may see of an Equations game, and a quick look at it for a notebook.

Functions of a :class:`~mathplay.games.equations.state.State` (they read it, never change it).
"""

from __future__ import annotations

from typing import Any

from mathplay.games.equations.cards import sort_cards
from mathplay.games.equations.state import State

__all__ = ["summary", "view"]


def view(state: State, player: int) -> dict[str, Any]:
    """What ``player`` sees: the table (each equation's cards, text and number of face-down
    cards), the scores, their own hand; of the others only how many cards they hold, of the
    draw piles only their size; the discard piles face up; what the last move showed."""
    return {
        "player": player,
        "players": list(state.players),
        "current_player": state.current_player,
        "phase": str(state.phase),
        "turn": state.turn,
        "scores": list(state.scores),
        "target": state.rules.target,
        "winner": state.winner,
        "equations": [
            {
                "left": list(e.left),
                "right": list(e.right),
                "text": e.to_text(),
                "face_down": len(e.face_down),
            }
            for e in state.equations
        ],
        "hand": list(state.hands[player]),
        "hand_sizes": [len(hand) for hand in state.hands],
        "draw_piles": {str(pile): len(cards) for pile, cards in state.draw_piles.items()},
        "discards": {str(pile): sort_cards(cards) for pile, cards in state.discards.items()},
        "last_events": [
            event.to_dict() for event in (state.history[-1].events if state.history else ())
        ],
    }


def summary(state: State) -> str:
    """The table and the current player's hand, for a quick look."""
    lines = [f"{i}: {e.to_text()}" for i, e in enumerate(state.equations)]
    scores = ", ".join(f"{n} {s}" for n, s in zip(state.players, state.scores, strict=True))
    lines.append(f"scores: {scores}")
    hand = " ".join(state.hands[state.current_player])
    lines.append(f"{state.players[state.current_player]} ({state.phase}): {hand}")
    return "\n".join(lines)
