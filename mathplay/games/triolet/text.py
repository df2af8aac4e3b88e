"""Triolet positions as text, short enough for a bug report, a puzzle or a test.

::

    game: triolet
    random: seed 1, draws 6
    rules: exchange_min_bag=null
    players: Ana | Ben
    scores: 23 | 0
    racks: 5 8 15 | 12 * 2
    to play: Ben
    board:
      .
      .
      .  .  .  .  .  .  . 11  1

Keys (any order; all but ``board`` may be left out of a hand-written position):

- ``random``: the seed and how far the bag's generator has gone (default: seed 0, none);
- ``rules``: the options that differ from the rules page's (JSON values);
- ``players`` (default: Player 1 and Player 2), ``scores`` (default 0), ``racks`` (rack
  tiles, ``*`` wild; default: dealt from the bag in seat order);
- ``to play`` (a name; default the first player), ``extra turn: yes`` (a replay square),
  ``passes`` (in a row), ``over: yes``;
- ``bag``: the tiles in the bag in order, written only when it is not simply every other
  tile in value order (after an exchange);
- ``board``: one row per line, ``.`` empty, ``7`` a tile, ``7*`` a wild tile as 7; rows
  and tokens left out at the end are empty.
"""

from __future__ import annotations

from mathplay.errors import InvalidState
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
from mathplay.games.triolet.board import Board
from mathplay.games.triolet.rules import WILD, Rules, Tile
from mathplay.games.triolet.state import State

__all__ = ["position_text", "state_from_text"]

_EMPTY_TOKEN = "  ."


def position_text(state: State) -> str:
    """The text of a game's position (history left out)."""
    rows = []
    for line in state.board.to_text().splitlines():
        while line.endswith(_EMPTY_TOKEN) and line.strip() != ".":
            line = line[: -len(_EMPTY_TOKEN)].rstrip()
        rows.append(line or _EMPTY_TOKEN)
    while rows and rows[-1].strip() == ".":
        rows.pop()
    bag = state.bag
    return write_fields(
        [
            ("game", "triolet"),
            ("random", random_text(state.rng)),
            ("rules", rules_text(state.rules)),
            ("players", cells_text(name_text(name) for name in state.players)),
            ("scores", cells_text(str(s) for s in state.scores)),
            ("racks", cells_text(_tiles_text(rack) for rack in state.racks)),
            ("to play", name_text(state.players[state.current_player])),
            ("extra turn", "yes" if state.extra_turn else None),
            ("passes", str(state.passes) if state.passes else None),
            ("over", "yes" if state.over else None),
            ("bag", None if bag == state.unseen_in_order() else _tiles_text(bag) or "-"),
            ("board", rows),
        ]
    )


def state_from_text(text: str) -> State:
    """The state of a text position (see the module's docs), validated as every way in
    is; :class:`InvalidState` if the text is not one or the rules cannot produce it."""
    fields = read_fields(text, "triolet")
    rules = read_rules(Rules, fields.line("rules"))
    rng = read_random(fields.line("random"))
    given = fields.line("players")
    names = split_cells(given) if given is not None else None
    scores_text, racks_text = fields.line("scores"), fields.line("racks")
    count = len(names) if names else len(split_cells(scores_text or racks_text or "- | -"))
    players = player_names(names or count, rules.min_players, rules.max_players)
    board = Board.from_text("\n".join(fields.block("board") or []), rules)
    scores = [0] * count
    if scores_text is not None:
        scores = [read_count(s, "scores") for s in split_cells(scores_text, count, key="scores")]
    racks = None
    if racks_text is not None:
        racks = [_read_tiles(r, "racks") for r in split_cells(racks_text, count, key="racks")]
    bag_text = fields.line("bag")
    state = State(
        rules=rules,
        players=players,
        board=board,
        bag=[] if bag_text is None else _read_tiles(bag_text, "bag"),
        racks=racks if racks is not None else [[] for _ in players],
        scores=scores,
        current_player=read_seat(fields.line("to play"), players),
        passes=read_count(fields.line("passes", "0"), "passes"),
        extra_turn=read_yes(fields.line("extra turn"), "extra turn"),
        over=read_yes(fields.line("over"), "over"),
        history=[],
        rng=rng,
    )
    fields.check_all_read()
    if bag_text is None:
        state.bag = state.unseen_in_order()
    if racks is None:
        state.deal()
    state.validate()
    return state


def _tiles_text(tiles: tuple[Tile, ...] | list[Tile]) -> str:
    return " ".join(str(tile) for tile in tiles)


def _read_tiles(text: str, key: str) -> list[Tile]:
    tiles: list[Tile] = []
    for token in text.split():
        if token == WILD:
            tiles.append(WILD)
        elif token.isascii() and token.isdigit() and len(token) <= 2:
            tiles.append(int(token))
        elif token != "-":
            raise InvalidState("game.text_value", key=key, text=text)
    return tiles
