"""Equations: the balance card game (``docs/rules/equations.md``), its move finder and bots.

Three equations lie on the table; players insert digit and operator cards so that both
sides have the same value, and score the cards of every equation they complete (the "="
card included) minus a penalty of 3. The first to 15 points wins.

>>> from mathplay.games.equations import Equation, best_completion, completing_moves
>>> Equation.from_text("8 − 3 ÷ 3 = 7").score()
4
>>> [c.text for c in completing_moves("8 =", "− 3 ÷ 3 7")]
['8 − 3 ÷ 3 = 7', '8 − 7 = 3 ÷ 3']
>>> best_completion("8 =", "− 3 ÷ 3 7").score
4

A turn, move by move
--------------------
A board (one click per move) and a bot (:meth:`choose_move` for every phase) drive the same
small steps; ``game.phase`` says which step is next and ``legal_moves()`` lists the moves
of that step (lazily: a hand can be played in very many ways, single cards first)::

    Phase.PLAY        Play(...)          cards from the hand into ONE equation (both sides,
                                         any gaps); completion, scoring, discards,
                                         re-seeding and the void rule happen at once
                      Pass()             only with an empty hand
                      Rearrange(...), TurnFaceDown(...)   variant, before the play, paid
                      Trade(...)         variant, before the play, by agreement
    Phase.DRAW        Draw(digits)       2 cards: ``digits`` from the digit pile, the rest
                                         from the operator pile
    Phase.DRAW_AGAIN  Draw(digits)       only when the hand is under 5: 2 more cards, once
                      EndTurn()          or not
    Phase.OVER        (nothing)          ``winner`` reached the target

The turn passes (and, in the passing-hands variant, every hand moves to the player on
the right) after the last draw. ``last_events`` tells what the last move made happen.

The parts
---------
- :class:`Rules` (every option and variant of the rules page; :data:`VARIANTS` by name);
- :class:`Equation` (``from_text("8 = 7")``, ``to_text()``, ``is_complete()``,
  ``score()``) and :class:`Side`;
- :class:`EquationsGame`: ``legal_moves()``, ``apply(move)``, ``hint()``,
  ``completions(i)``, ``view(player)``, ``clone()``, ``to_dict()``/``from_dict()``,
  ``from_text(equations, hand)`` for lessons and puzzles, a ``seeder`` hook;
- moves :class:`Play` (of :class:`Placement`), :class:`Draw`, :class:`EndTurn`,
  :class:`Pass`, :class:`Rearrange`, :class:`TurnFaceDown`, :class:`Trade`; :class:`Event`;
- the move finder :func:`completing_moves`, :func:`best_completion` and
  :func:`best_on_table` (exact), with :class:`Completion`; :func:`timed_hint` (a
  :class:`Hint` within a time limit); :func:`brute_force_completions` is the slow
  reference for tests;
- bots :class:`RandomBot`, :class:`GreedyBot`; :func:`play_game`, :func:`tournament`.
"""

from mathplay.games.equations.bots import GreedyBot, RandomBot
from mathplay.games.equations.cards import Pile, sort_cards
from mathplay.games.equations.equation import Equation, Side, side_value
from mathplay.games.equations.finder import (
    Completion,
    best_completion,
    best_on_table,
    completing_moves,
)
from mathplay.games.equations.game import EquationsGame, Phase, Seeder, random_seeder
from mathplay.games.equations.hint import Hint, hint_rounds, timed_hint
from mathplay.games.equations.moves import (
    Draw,
    EndTurn,
    Event,
    EventKind,
    Move,
    Pass,
    Placement,
    Play,
    Rearrange,
    Trade,
    TurnFaceDown,
)
from mathplay.games.equations.oracle import brute_force_completions
from mathplay.games.equations.rules import DEFAULT_DECK, VARIANTS, Rules
from mathplay.games.equations.simulate import TournamentResult, play_game, tournament
from mathplay.games.equations.turn_end import draw_choices

__all__ = [
    "DEFAULT_DECK",
    "VARIANTS",
    "Completion",
    "Draw",
    "EndTurn",
    "Equation",
    "EquationsGame",
    "Event",
    "EventKind",
    "GreedyBot",
    "Hint",
    "Move",
    "Pass",
    "Phase",
    "Pile",
    "Placement",
    "Play",
    "RandomBot",
    "Rearrange",
    "Rules",
    "Seeder",
    "Side",
    "TournamentResult",
    "Trade",
    "TurnFaceDown",
    "best_completion",
    "best_on_table",
    "brute_force_completions",
    "completing_moves",
    "draw_choices",
    "hint_rounds",
    "play_game",
    "random_seeder",
    "side_value",
    "sort_cards",
    "timed_hint",
    "tournament",
]
