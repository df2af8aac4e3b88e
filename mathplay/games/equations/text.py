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

from collections.abc import Iterable, Sequence

from mathplay.errors import InvalidState
from mathplay.games.base import check_rules
from mathplay.games.equations.cards import Pile, read_cards, sort_cards
from mathplay.games.equations.deal import deal
from mathplay.games.equations.equation import EQUATIONS, Equation
from mathplay.games.equations.moves import Phase, equation_from_text, equation_text
from mathplay.games.equations.rules import Rules
from mathplay.games.equations.state import State, check_not_complete
from mathplay.games.randomness import GameRandom
from mathplay.games.schema import MAX_POINTS, ListOf, Whole
from mathplay.games.seats import player_names
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

__all__ = ["position_text", "state_from_table", "state_from_text"]

_PILES = {
    "digit pile": (True, Pile.DIGIT),
    "operator pile": (True, Pile.OPERATOR),
    "digit discards": (False, Pile.DIGIT),
    "operator discards": (False, Pile.OPERATOR),
}


def position_text(state: State) -> str:
    """The text of a game's position (history left out)."""
    done = [
        *(["paid"] if state.paid else []),
        *(["passed"] if state.passed else []),
        *([f"drew {state.drawn}"] if state.drawn else []),
    ]
    over = state.phase == Phase.OVER
    winner = "none" if state.winner is None else name_text(state.players[state.winner])
    piles = [
        (key, " ".join((state.draw_piles if draw else state.discards)[pile]) or "-")
        for key, (draw, pile) in _PILES.items()
    ]
    return write_fields(
        [
            ("game", "equations"),
            ("random", random_text(state.rng)),
            ("rules", rules_text(state.rules)),
            ("players", cells_text(name_text(name) for name in state.players)),
            ("scores", cells_text(str(score) for score in state.scores)),
            ("hands", cells_text(" ".join(hand) for hand in state.hands)),
            ("to play", name_text(state.players[state.current_player])),
            ("phase", None if state.phase == Phase.PLAY else str(state.phase).replace("_", " ")),
            ("turn", str(state.turn) if state.turn else None),
            ("this turn", ", ".join(done) or None),
            ("idle turns", str(state.idle_turns) if state.idle_turns else None),
            ("winner", winner if over else None),
            ("table", ["  " + equation_text(e) for e in state.equations]),
            *piles,
        ]
    )


def state_from_text(text: str) -> State:
    """The state of a text position (see the module's docs), validated as every way in
    is; :class:`InvalidState` if the text is not one or the rules cannot produce it."""
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
    table = [equation_from_text(line) for line in (fields.block("table") or [])[: EQUATIONS + 1]]
    if len(table) != EQUATIONS:
        raise InvalidState("equations.three_equations", count=len(fields.block("table") or []))
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
    current = read_seat(fields.line("to play"), players)
    state = State.fresh(rules, players, rng, current)
    if any(value is not None for value in piles.values()):
        for key, (is_draw, pile) in _PILES.items():
            cards = list(_cards(piles[key] or "-", key))
            (state.draw_piles if is_draw else state.discards)[pile] = cards
        state.equations = table
        state.hands = [hand or [] for hand in hands]
        state.scores = scores
    else:
        if None in hands:
            first = hands.index(None)
            if any(hand is not None for hand in hands[first:]):
                raise InvalidState("game.text_value", key="hands", text=str(hands_text))
            hands = hands[:first]
        deal(state, table, hands, scores)  # type: ignore[arg-type]
    state.phase = phases[phase_text]
    state.turn = read_count(fields.line("turn", "0"), "turn")
    state.winner = winner
    state.paid, state.passed = "paid" in done, "passed" in done
    state.drawn = read_count(drew[0].removeprefix("drew "), "this turn") if drew else 0
    state.idle_turns = read_count(fields.line("idle turns", "0"), "idle turns")
    fields.check_all_read()
    state.validate()
    return state


def state_from_table(
    equations: str | Sequence[str],
    hand: str | Iterable[str],
    players: int | Sequence[str],
    seed: int | None,
    rules: Rules,
    other_hands: Sequence[str | Iterable[str]] | None,
    scores: Sequence[int] | None,
) -> State:
    """A position the short way (``EquationsGame.from_text(equations, hand)``): these
    equations, this hand for player 0, ``other_hands`` for the others or a normal deal;
    the rest of the cards shuffled into the piles with ``seed``."""
    check_rules(rules, Rules, "equations.not_rules")
    texts = (
        [line for line in equations.splitlines() if line.strip()]
        if isinstance(equations, str)
        else list(equations)
    )
    if len(texts) != EQUATIONS:
        raise InvalidState("equations.three_equations", count=len(texts))
    table = [Equation.from_text(text) for text in texts]
    check_not_complete(table, rules)
    names = player_names(players, rules.min_players, rules.max_players)
    count = len(names)
    if other_hands is not None and len(other_hands) != count - 1:
        raise InvalidState("equations.other_hands", count=len(other_hands), wanted=count - 1)
    if scores is not None:
        scores = list(scores) if isinstance(scores, list | tuple) else scores
        ListOf(Whole(0, MAX_POINTS), count, least=count).check(scores, "scores")
    state = State.fresh(rules, names, GameRandom(seed), 0)
    given = [read_cards(hand), *(read_cards(h) for h in other_hands or ())]
    deal(
        state,
        table,
        [sort_cards(cards) for cards in given],
        None if scores is None else list(scores),
    )
    state.validate()
    return state


def _cards(text: str, key: str) -> tuple[str, ...]:
    if text.strip() == "-":
        return ()
    try:
        return read_cards(text.replace(" ", ""))
    except Exception:
        raise InvalidState("game.text_value", key=key, text=text) from None
