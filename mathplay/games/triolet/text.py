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

from typing import TYPE_CHECKING

from mathplay.errors import InvalidState
from mathplay.games.base import player_names
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

if TYPE_CHECKING:
    from mathplay.games.triolet.game import TrioletGame

__all__ = ["game_from_text", "position_text"]

_EMPTY_TOKEN = "  ."


def position_text(game: TrioletGame) -> str:
    """The text of ``game``'s position (history left out)."""
    count = len(game.players)
    rows = []
    for line in game.board.to_text().splitlines():
        while line.endswith(_EMPTY_TOKEN) and line.strip() != ".":
            line = line[: -len(_EMPTY_TOKEN)].rstrip()
        rows.append(line or _EMPTY_TOKEN)
    while rows and rows[-1].strip() == ".":
        rows.pop()
    bag = list(game.bag)
    return write_fields(
        [
            ("game", "triolet"),
            ("random", random_text(game._rng)),
            ("rules", rules_text(game.rules)),
            ("players", cells_text(name_text(name) for name in game.players)),
            ("scores", cells_text(str(s) for s in game.scores)),
            ("racks", cells_text(_tiles_text(game.rack(p)) for p in range(count))),
            ("to play", name_text(game.players[game.current_player])),
            ("extra turn", "yes" if game.is_extra_turn else None),
            ("passes", str(game.passes) if game.passes else None),
            ("over", "yes" if game.is_terminal else None),
            ("bag", None if bag == game.unseen_in_order() else _tiles_text(bag) or "-"),
            ("board", rows),
        ]
    )


def game_from_text(cls: type[TrioletGame], text: str) -> TrioletGame:
    """The game of a text position (see the module's docs); :class:`InvalidState` if the
    text is not one or the rules cannot produce it."""
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
    bag = None if bag_text is None else _read_tiles(bag_text, "bag")
    state = (
        scores,
        [],
        read_seat(fields.line("to play"), players),
        read_count(fields.line("passes", "0"), "passes"),
        read_yes(fields.line("extra turn"), "extra turn"),
        read_yes(fields.line("over"), "over"),
    )
    fields.check_all_read()
    game = cls.__new__(cls)
    game._restore(rules, players, board, rng, bag, racks, *state)
    game.check_state()
    return game


def _tiles_text(tiles: tuple[Tile, ...] | list[Tile]) -> str:
    return " ".join(str(tile) for tile in tiles)


def _read_tiles(text: str, key: str) -> list[Tile]:
    tiles: list[Tile] = []
    for token in text.split():
        if token == WILD:
            tiles.append(WILD)
        elif token.isascii() and token.isdigit() and len(token) <= 9:
            tiles.append(int(token))
        elif token != "-":
            raise InvalidState("game.text_value", key=key, text=text)
    return tiles
