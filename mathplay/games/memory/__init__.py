"""Memory Max: a memory card game whose finale is the best expression of your cards.

The rules are ``docs/rules/memory.md``. A quick game between two bots::

    >>> from mathplay.games.memory import MemoryGame, PerfectMemoryBot, RandomBot, play_game
    >>> game = play_game([PerfectMemoryBot(seed=1), RandomBot(seed=2)], seed=7)
    >>> game.is_terminal
    True

- :class:`Rules` — the options (deck, grid, goal, Y, players), defaults from the rules page;
- :class:`MemoryGame` — the state, with the contract of :class:`mathplay.games.base.Game`
  (``legal_moves()``, ``apply(move)``, ``outcome``, ``view(player)``, ``clone()``,
  ``to_dict()``, ``to_text()``, ...) and ``standings()``, ``results_table()``,
  ``check_expression()``; the finale (``Phase.FINALE``) is part of the game;
- moves :class:`Flip`, :class:`Chaos`, :class:`Stop` (after a pair), then :class:`Declare`
  or :class:`UseBest` in the finale; :class:`Event` is what a move showed;
- bots :class:`PerfectMemoryBot`, :class:`ForgetfulBot`, :class:`LimitedMemoryBot`,
  :class:`RandomBot` (all :class:`MemoryBot`);
- :func:`play_game`, :func:`memory_value` and :func:`plot_memory_value`: how much memory
  is worth, for the lessons.
"""

from mathplay.games.memory.bots import (
    ForgetfulBot,
    LimitedMemoryBot,
    MemoryBot,
    PerfectMemoryBot,
    RandomBot,
)
from mathplay.games.memory.cards import CHAOS, is_bonus, is_number, read_faces
from mathplay.games.memory.game import MemoryGame, Phase, Status
from mathplay.games.memory.moves import (
    Chaos,
    Declare,
    Event,
    EventKind,
    Flip,
    Move,
    Stop,
    UseBest,
    move_from_text,
)
from mathplay.games.memory.rules import GOALS, Goal, Rules, goal_distance
from mathplay.games.memory.scoring import ExpressionCheck, Standing, rank
from mathplay.games.memory.simulate import memory_value, play_game, plot_memory_value

__all__ = [
    "CHAOS",
    "GOALS",
    "Chaos",
    "Declare",
    "Event",
    "EventKind",
    "ExpressionCheck",
    "Flip",
    "ForgetfulBot",
    "Goal",
    "LimitedMemoryBot",
    "MemoryBot",
    "MemoryGame",
    "Move",
    "PerfectMemoryBot",
    "Phase",
    "RandomBot",
    "Rules",
    "Standing",
    "Status",
    "Stop",
    "UseBest",
    "goal_distance",
    "is_bonus",
    "is_number",
    "memory_value",
    "move_from_text",
    "play_game",
    "plot_memory_value",
    "rank",
    "read_faces",
]
