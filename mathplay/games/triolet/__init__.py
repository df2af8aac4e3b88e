"""Triolet: number tiles on a 15 × 15 board; two tiles in a line make 15 or less, three make
exactly 15 (a trio, 30 points). The rules, with every decision, are ``docs/rules/triolet.md``.

Playing a game::

    >>> from mathplay.games.triolet import TrioletGame, hint
    >>> game = TrioletGame(["Ana", "Ben"], seed=1)
    >>> game.rack()
    (1, 11, 0)
    >>> best = hint(game)          # the highest-scoring move now, with its breakdown
    >>> print(best)
    7,7=1 7,8=11
    (1 + 11) × 2 = 24
    Total: 24 points
    >>> turn = game.apply(best.move)
    >>> game.scores
    [24, 0]

The API a board widget or a lesson uses:

- ``TrioletGame(players=2, seed=0, rules=Rules())``: ``players`` is a count or a list of
  names. ``current_player``, ``rack(player=None)``, ``scores``, ``board``, ``history``
  (:class:`Turn`), ``is_terminal``, ``winners()``, ``is_extra_turn``, ``can_exchange``.
- ``game.legal_placements()``: every legal :class:`Place` for the current player (a wild
  tile with each value it may take); ``game.legal_moves()`` (lazy) adds the exchanges and
  the pass; ``game.legal_exchanges()``.
- ``game.apply(move)`` checks and plays a :class:`Place` (or one :class:`Placement`, or a
  list of them), an :class:`Exchange`, a :class:`Pass` or their text (``"7,6=7 7,7=6"``,
  ``"exchange 3 *"``, ``"pass"``) and returns the :class:`Turn`; if the move is not allowed
  it raises :class:`~mathplay.errors.IllegalMove` (``err.message_id``, ``err.params``,
  ``err.localized("ja")``) and leaves the game exactly as it was.
- ``game.score_of(move)``: the :class:`Score` a placement would get now.
- ``game.view(player)``: what that player may see (the other racks hidden), as plain data.
- ``game.clone()``, ``game.to_dict()`` / ``TrioletGame.from_dict(data)``,
  ``game.to_text()`` / ``TrioletGame.from_text(text)`` (a position as short text), ``==``;
  ``game.outcome`` at the end (the contract of :mod:`mathplay.games.base`).
- ``check_move(board, placements, rules=None)`` raises :class:`IllegalMove` with the
  reason; ``score_move(board, placements, rules=None)`` returns a :class:`Score`: ``total``,
  ``replay`` (a replay square was covered) and ``breakdown``, one :class:`ScoreLine` per
  scored line (``kind``, ``squares``, ``values``, ``multipliers``, ``points``,
  ``text()`` → ``"7 + 6 = 13"``) plus the triolet bonus.
- :class:`Board`: ``get(row, col)``, ``is_wild``, ``premium_at`` (``None``, ``"double"``,
  ``"triple"``, ``"replay"``), ``tiles()``, ``anchors()``, ``Board.from_text(text)`` /
  ``to_text()``; shown as a picture in a notebook.
- Bots (``choose_move(game)``): :class:`RandomBot`, :class:`GreedyBot`,
  :class:`StrategicBot`; :func:`hint`; :func:`play_game`.
- Rack tiles are numbers 0–15 and :data:`WILD` (``"*"``).
"""

from mathplay.games.triolet.board import Board
from mathplay.games.triolet.bots import (
    GreedyBot,
    Hint,
    RandomBot,
    StrategicBot,
    hint,
    play_game,
)
from mathplay.games.triolet.game import TrioletGame, Turn
from mathplay.games.triolet.legality import check_move
from mathplay.games.triolet.movegen import generate_placements
from mathplay.games.triolet.moves import (
    Exchange,
    Move,
    Pass,
    Place,
    Placement,
    move_from_text,
)
from mathplay.games.triolet.rules import WILD, Rules, Square, Tile
from mathplay.games.triolet.scoring import Score, ScoreLine, score_move

__all__ = [
    "WILD",
    "Board",
    "Exchange",
    "GreedyBot",
    "Hint",
    "Move",
    "Pass",
    "Place",
    "Placement",
    "RandomBot",
    "Rules",
    "Score",
    "ScoreLine",
    "Square",
    "StrategicBot",
    "Tile",
    "TrioletGame",
    "Turn",
    "check_move",
    "generate_placements",
    "hint",
    "move_from_text",
    "play_game",
    "score_move",
]
