"""Memory Max positions as text, short enough for a bug report, a puzzle or a test.

::

    game: memory
    random: seed 7, draws 40
    rules: grid=[2,3] digits="37" operator_copies=1 wildcard_copies=1 chaos_copies=0
    players: Ana | Ben
    collected: 7 7 | +
    to play: Ben
    phase: second flip
    grid:
      .   . [3]
      3   Y   ×

Keys (any order; all but ``grid`` may be left out of a hand-written position):

- ``random``, ``rules`` (the options that differ from the rules page's), ``players`` (as
  in every game; default two players);
- ``grid``: the cards row by row, each face (``C`` is chaos) whether face down or up,
  ``[7]`` the card turned face up this turn, ``.`` a taken card; the last row may stop
  early (a deck smaller than the grid);
- ``collected``: each player's cards in the order taken; ``chaos used``: how many chaos
  cards are gone;
- ``to play`` (a name), ``phase`` (``first flip``, ``second flip``, ``chaos``, ``finale``,
  ``over``; default from the grid), ``turn`` (turns played), ``keep turn: yes`` (a chaos
  card to use after a pair: the player goes on after it), ``may stop: yes`` (after a
  pair, with ``Rules.may_stop_after_pair``);
- ``declared`` (in the finale): per player the expression announced, ``best`` (the best
  expression counts) or ``-`` (still to announce).
"""

from __future__ import annotations

from mathplay.errors import InvalidState
from mathplay.games.memory.cards import CHAOS, read_faces
from mathplay.games.memory.rules import Rules
from mathplay.games.memory.state import Phase, State
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
    read_yes,
    rules_text,
    split_cells,
    write_fields,
)

__all__ = ["grid_text", "position_text", "state_from_text"]

_PHASES = {"first flip", "second flip", "chaos", "finale", "over"}


def position_text(state: State) -> str:
    """The text of a game's position (history left out)."""
    count = len(state.players)
    cols = state.rules.grid[1]
    tokens = [_token(state, position) for position in range(len(state.grid))]
    rows = [
        " ".join(t.rjust(3) for t in tokens[at : at + cols]) for at in range(0, len(tokens), cols)
    ]
    declared = [(state.declared[p] or "best") if state.finished[p] else "-" for p in range(count)]
    phase = state.phase
    return write_fields(
        [
            ("game", "memory"),
            ("random", random_text(state.rng)),
            ("rules", rules_text(state.rules)),
            ("players", cells_text(name_text(name) for name in state.players)),
            (
                "collected",
                cells_text(" ".join(_face(f) for f in state.hand(p)) for p in range(count)),
            ),
            ("chaos used", str(len(state.discarded)) if state.discarded else None),
            ("to play", name_text(state.players[state.current_player])),
            ("phase", None if phase == Phase.FIRST_FLIP else str(phase).replace("_", " ")),
            ("turn", str(state.turn) if state.turn else None),
            ("keep turn", "yes" if phase == Phase.CHAOS and state.keep_turn_after_chaos else None),
            ("may stop", "yes" if state.may_stop else None),
            ("declared", cells_text(declared) if state.in_finale else None),
            ("grid", rows or ["-"]),
        ]
    )


def state_from_text(text: str) -> State:
    """The state of a text position (see the module's docs), validated as every way in
    is; :class:`InvalidState` if the text is not one or the rules cannot produce it."""
    fields = read_fields(text, "memory")
    rules = read_rules(Rules, fields.line("rules"))
    rng = read_random(fields.line("random"))
    given, collected_text = fields.line("players"), fields.line("collected")
    names = split_cells(given) if given is not None else None
    count = len(names) if names else len(split_cells(collected_text or "- | -"))
    players = player_names(names or count, rules.min_players, rules.max_players)
    hands = [[] for _ in players]
    if collected_text is not None:
        cells = split_cells(collected_text, count, key="collected")
        hands = [list(_faces(cell, "collected")) for cell in cells]
    chaos_used = read_count(fields.line("chaos used", "0"), "chaos used")
    grid_tokens, flipped = _grid(fields.block("grid") or [], rules)
    cards: list[str] = []
    grid: list[int | None] = []
    taken: list[int] = []
    for position, token in enumerate(grid_tokens):
        grid.append(None if token is None else position)
        cards.append(token or "")
        if token is None:
            taken.append(position)
    pieces = [*((p, face) for p in range(count) for face in hands[p])]
    if len(pieces) + chaos_used != len(taken):
        raise InvalidState("memory.invalid_state", detail=InvalidState("memory.rule_one_place"))
    pieces += [(None, CHAOS)] * chaos_used
    collected: list[list[int]] = [[] for _ in players]
    discarded: list[int] = []
    for position, (owner, face) in zip(taken, pieces, strict=True):
        cards[position] = face
        (discarded if owner is None else collected[owner]).append(position)
    phase_text = fields.line("phase")
    if phase_text is not None and phase_text not in _PHASES:
        raise InvalidState("game.text_value", key="phase", text=phase_text)
    down = [p for p, token in enumerate(grid_tokens) if token is not None and p != flipped]
    default = Phase.SECOND_FLIP if flipped is not None else Phase.FIRST_FLIP
    phase = Phase(phase_text.replace(" ", "_")) if phase_text else default
    if phase_text is None and not down:
        phase = Phase.FINALE
    declared, finished = _declared(fields.line("declared"), count)
    first = next((p for p in range(count) if not finished[p]), 0)
    state = State(
        rules=rules,
        players=players,
        cards=rules.check_layout(cards),
        grid=grid,
        collected=collected,
        discarded=discarded,
        declared=declared,
        finished=finished,
        flipped=flipped,
        phase=phase,
        current_player=read_seat(
            fields.line("to play"), players, first if phase == Phase.FINALE else 0
        ),
        turn=read_count(fields.line("turn", "0"), "turn"),
        keep_turn_after_chaos=read_yes(fields.line("keep turn"), "keep turn"),
        may_stop=read_yes(fields.line("may stop"), "may stop"),
        history=[],
        rng=rng,
    )
    fields.check_all_read()
    state.validate()
    return state


def grid_text(state: State, reveal: bool = False) -> str:
    """The grid as everyone sees it: ``?`` face down, ``.`` taken, ``C`` chaos, the face-up
    card's face; ``reveal`` shows every face."""
    rows, cols = state.rules.grid
    cells = []
    for position in range(rows * cols):
        face = state.face(position) if position < len(state.grid) else None
        if position >= len(state.grid):
            cells.append(" ")
        elif face is None:
            cells.append(".")
        elif position == state.flipped or reveal:
            cells.append(_face(face))
        else:
            cells.append("?")
    return "\n".join(" ".join(cells[r * cols : (r + 1) * cols]).rstrip() for r in range(rows))


def _token(state: State, position: int) -> str:
    face = state.face(position)
    if face is None:
        return "."
    face = _face(face)
    return f"[{face}]" if position == state.flipped else face


def _face(face: str) -> str:
    return "C" if face == CHAOS else face


def _faces(text: str, key: str) -> tuple[str, ...]:
    tokens = [CHAOS if t == "C" else t for t in text.split()]
    try:
        return read_faces(tokens)
    except Exception:
        raise InvalidState("game.text_value", key=key, text=text) from None


def _grid(rows: list[str], rules: Rules) -> tuple[list[str | None], int | None]:
    """The face (``None``: taken) at each position, and the face-up position."""
    rows_wanted, cols = rules.grid
    if rows == ["-"]:
        return [], None
    if len(rows) > rows_wanted:
        raise InvalidState("game.text_value", key="grid", text=f"{len(rows)} rows")
    tokens: list[str | None] = []
    flipped = None
    for number, row in enumerate(rows):
        cells = row.split()
        if len(cells) > cols or (len(cells) < cols and number < len(rows) - 1):
            raise InvalidState("game.text_value", key="grid", text=row.strip())
        for cell in cells:
            if cell == ".":
                tokens.append(None)
                continue
            if cell.startswith("[") and cell.endswith("]"):
                if flipped is not None:
                    raise InvalidState("game.text_value", key="grid", text=row.strip())
                flipped, cell = len(tokens), cell[1:-1]
            tokens.append(_faces(cell, "grid")[0] if cell else "")
    return tokens, flipped


def _declared(value: str | None, count: int) -> tuple[list[str | None], list[bool]]:
    if value is None:
        return [None] * count, [False] * count
    cells = split_cells(value, count, key="declared")
    declared = [None if cell in ("best", "") else cell for cell in cells]
    finished = [cell != "" for cell in cells]
    return declared, finished
