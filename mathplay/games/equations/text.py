"""Equations positions as text, short enough for a bug report, a puzzle or a test.

::

    game: equations
    random: seed 3, draws 181
    players: Ana | Ben
    scores: 4 | 0
    hands: 2 3 5 7 + × | 0 1 4 9 − −
    to play: Ben
    phase: draw
    table:
      8 =
      = 5 {3}
      3 ×
    digit pile: 6 2 0 ...
    operator pile: + × ...
    digit discards: 7 7
    operator discards: -

Keys (any order; all but ``table`` may be left out of a hand-written position):

- ``random``, ``rules`` (the options that differ from the rules page's), ``players`` (as
  in every game; default two players), ``scores`` (default 0);
- ``hands``: each player's cards (``-`` none, ``?`` dealt from the piles);
- ``table``: the three equations, face-down cards (a variant) in braces after them;
- the piles, last card on top: ``digit pile``, ``operator pile``, ``digit discards``,
  ``operator discards``. Left out, every card not on the table or in a hand given is
  shuffled into the draw piles (with the seed) and the other hands are dealt;
- ``to play`` (a name), ``phase`` (``play``, ``draw``, ``draw again``, ``over``), ``turn``
  (turns played), ``this turn`` (``paid``, ``passed``, ``drew N``: what the player to move
  has done this turn), ``idle turns`` (turns in a row in which nobody played or drew),
  ``winner`` (a name, or ``none``; when the game is over).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mathplay.errors import InvalidState
from mathplay.games.base import player_names
from mathplay.games.equations.cards import Pile, read_cards, sort_cards
from mathplay.games.equations.moves import Phase, equation_from_text, equation_text
from mathplay.games.equations.rules import Rules
from mathplay.games.textpos import (
    cells_text,
    name_text,
    random_text,
    read_count,
    read_fields,
    read_random,
    read_rules,
    read_seat,
    rules_text,
    split_cells,
    write_fields,
)

if TYPE_CHECKING:
    from mathplay.games.equations.game import EquationsGame, Seeder

__all__ = ["game_from_text", "position_text"]

_PILES = {
    "digit pile": (True, Pile.DIGIT),
    "operator pile": (True, Pile.OPERATOR),
    "digit discards": (False, Pile.DIGIT),
    "operator discards": (False, Pile.OPERATOR),
}


def position_text(game: EquationsGame) -> str:
    """The text of ``game``'s position (history left out)."""
    count = len(game.players)
    done = [
        *(["paid"] if game._paid else []),
        *(["passed"] if game._passed else []),
        *([f"drew {game._drawn}"] if game._drawn else []),
    ]
    over = game.phase == Phase.OVER
    winner = "none" if game.winner is None else name_text(game.players[game.winner])
    piles = [
        (key, " ".join((game.draw_piles if draw else game.discards)[pile]) or "-")
        for key, (draw, pile) in _PILES.items()
    ]
    return write_fields(
        [
            ("game", "equations"),
            ("random", random_text(game._rng)),
            ("rules", rules_text(game.rules)),
            ("players", cells_text(name_text(name) for name in game.players)),
            ("scores", cells_text(str(score) for score in game.scores)),
            ("hands", cells_text(" ".join(game.hand(p)) for p in range(count))),
            ("to play", name_text(game.players[game.current_player])),
            ("phase", None if game.phase == Phase.PLAY else str(game.phase).replace("_", " ")),
            ("turn", str(game.turn) if game.turn else None),
            ("this turn", ", ".join(done) or None),
            ("idle turns", str(game._idle_turns) if game._idle_turns else None),
            ("winner", winner if over else None),
            ("table", ["  " + equation_text(e) for e in game.equations]),
            *piles,
        ]
    )


def game_from_text(cls: type[EquationsGame], text: str, seeder: Seeder | None) -> EquationsGame:
    """The game of a text position (see the module's docs); :class:`InvalidState` if the
    text is not one or the rules cannot produce it."""
    from mathplay.games.equations.state_check import check_state

    fields = read_fields(text, "equations")
    rules = read_rules(Rules, fields.line("rules"))
    rng = read_random(fields.line("random"))
    given, hands_text = fields.line("players"), fields.line("hands")
    scores_text = fields.line("scores")
    names = split_cells(given) if given is not None else None
    count = len(names) if names else len(split_cells(hands_text or scores_text or "- | -"))
    players = player_names(names or count, rules.min_players, rules.max_players)
    scores = [0] * count
    if scores_text is not None:
        cells = split_cells(scores_text, count, key="scores")
        scores = [read_count(cell, "scores") for cell in cells]
    hands: list[list[str] | None] = [None] * count
    if hands_text is not None:
        cells = split_cells(hands_text, count, key="hands")
        hands = [None if cell == "?" else sort_cards(_cards(cell, "hands")) for cell in cells]
    table = [equation_from_text(line) for line in fields.block("table") or []]
    if len(table) != 3:
        raise InvalidState("equations.three_equations", count=len(table))
    piles = {key: fields.line(key) for key in _PILES}
    phase_text = fields.line("phase", "play")
    phases = {str(p).replace("_", " "): p for p in Phase}
    if phase_text not in phases:
        raise InvalidState("game.text_value", key="phase", text=str(phase_text))
    done = [part.strip() for part in (fields.line("this turn") or "").split(",") if part.strip()]
    drew = [part for part in done if part.startswith("drew ")]
    if set(done) - {"paid", "passed", *drew} or len(drew) > 1:
        raise InvalidState("game.text_value", key="this turn", text=", ".join(done))
    winner_text = fields.line("winner")
    winner = None
    if winner_text not in (None, "none"):
        winner = read_seat(winner_text, players)
    turn_state = (
        read_seat(fields.line("to play"), players),
        phases[phase_text],
        read_count(fields.line("turn", "0"), "turn"),
        winner,
        "paid" in done,
        "passed" in done,
        read_count(drew[0].removeprefix("drew "), "this turn") if drew else 0,
        read_count(fields.line("idle turns", "0"), "idle turns"),
    )
    fields.check_all_read()
    game = cls.__new__(cls)
    if any(value is not None for value in piles.values()):
        draw = {pile: [] for pile in Pile}
        discard = {pile: [] for pile in Pile}
        for key, (is_draw, pile) in _PILES.items():
            (draw if is_draw else discard)[pile] = list(_cards(piles[key] or "-", key))
        known = [hand or [] for hand in hands]
        game._restore(rules, players, seeder, rng, draw, discard, table, known, scores, *turn_state)
    else:
        game._restore(rules, players, seeder, rng, scores=scores, current=turn_state[0])
        if None in hands:
            first = hands.index(None)
            if any(hand is not None for hand in hands[first:]):
                raise InvalidState("game.text_value", key="hands", text=str(hands_text))
            hands = hands[:first]
        game.deal_around(table, hands, scores)  # type: ignore[arg-type]
        game._restore(
            rules,
            players,
            seeder,
            game._rng,
            game.draw_piles,
            game.discards,
            game.equations,
            game.hands,
            scores,
            *turn_state,
        )
    check_state(game)
    return game


def _cards(text: str, key: str) -> tuple[str, ...]:
    if text.strip() == "-":
        return ()
    try:
        return read_cards(text.replace(" ", ""))
    except Exception:
        raise InvalidState("game.text_value", key=key, text=text) from None
