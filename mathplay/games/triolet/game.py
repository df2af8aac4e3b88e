"""A game of Triolet: bag, racks, scores, turns, extra turns, exchanges, passes and the end."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from mathplay.errors import IllegalMove, InvalidState, MathplayError
from mathplay.games.base import player_names
from mathplay.games.triolet.board import Board
from mathplay.games.triolet.movegen import MoveGenerator
from mathplay.games.triolet.moves import (
    Exchange,
    Move,
    Pass,
    Place,
    Placement,
    as_move,
    move_from_text,
)
from mathplay.games.triolet.rules import WILD, Rules, Tile
from mathplay.games.triolet.scoring import Score, score_move

__all__ = ["TrioletGame", "Turn"]


@dataclass(frozen=True)
class Turn:
    """One turn of the history: who played what, the points it scored, the end bonus it
    won (the last tile of the game) and whether it earned an extra turn."""

    player: int
    move: Move
    points: int = 0
    end_bonus: int = 0
    extra_turn: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "move": str(self.move),
            "points": self.points,
            "end_bonus": self.end_bonus,
            "extra_turn": self.extra_turn,
        }


class TrioletGame:
    """A Triolet game for 2–4 players (a count or a list of names); ``seed`` fixes the bag.

    ``apply(move)`` checks the move and raises :class:`IllegalMove` with the state unchanged
    if it is not allowed. Moves: :class:`Place`, :class:`Exchange`, :class:`Pass`, one
    :class:`Placement` or a list of them, or the text form (``"7,6=7 7,7=6"``,
    ``"exchange 3"``, ``"pass"``).
    """

    def __init__(
        self, players: int | Sequence[str] = 2, seed: int | None = 0, rules: Rules | None = None
    ) -> None:
        self.rules = rules if rules is not None else Rules()
        self.players = player_names(players, self.rules.min_players, self.rules.max_players)
        self.board = Board(self.rules)
        self._rng = random.Random(seed)
        self._bag: list[Tile] = self.rules.all_tiles()
        self._racks: list[list[Tile]] = [[] for _ in self.players]
        self._scores = [0] * len(self.players)
        self.history: list[Turn] = []
        self._current = 0
        self._passes = 0
        self._extra_turn = False
        self._over = False
        self._moves: MoveGenerator | None = None
        for player in range(len(self.players)):
            self._refill(player)

    # -- the shared interface ----------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self._current

    @property
    def is_terminal(self) -> bool:
        return self._over

    @property
    def scores(self) -> list[int]:
        return list(self._scores)

    def legal_placements(self) -> list[Place]:
        """Every legal placement for the current player (none once the game is over)."""
        return self._generator().places()

    def _generator(self) -> MoveGenerator:
        """The current player's move generator (kept until the next move)."""
        if self._moves is None:
            rack = [] if self._over else self._racks[self._current]
            self._moves = MoveGenerator(self.board, rack, self.rules)
        return self._moves

    def legal_exchanges(self) -> list[Exchange]:
        """Every different exchange of 1–3 rack tiles, if the bag is full enough."""
        if self._over or not self.can_exchange:
            return []
        rack = self._racks[self._current]
        tiles = {
            Exchange(chosen).tiles
            for size in range(1, len(rack) + 1)
            for chosen in combinations(rack, size)
        }
        return [Exchange(t) for t in sorted(tiles, key=lambda t: (len(t), [str(x) for x in t]))]

    def legal_moves(self) -> list[Move]:
        """Every legal move: the placements, then the exchanges, then the pass."""
        if self._over:
            return []
        return [*self.legal_placements(), *self.legal_exchanges(), Pass()]

    def apply(self, move: Move | Placement | Iterable[Placement] | str) -> Turn:
        """Check and play ``move`` for the current player; return the turn it made."""
        move = as_move(move)
        if self._over:
            raise IllegalMove("triolet.game_over", move=move)
        if isinstance(move, Place):
            turn = self._place(move)
        elif isinstance(move, Exchange):
            turn = self._exchange(move)
        else:
            turn = self._pass(move)
        self.history.append(turn)
        self._moves = None
        return turn

    # -- what players see -------------------------------------------------------------------
    def rack(self, player: int | None = None) -> tuple[Tile, ...]:
        """The tiles on a rack (default: the current player's)."""
        return tuple(self._racks[self._current if player is None else self._player(player)])

    @property
    def bag(self) -> tuple[Tile, ...]:
        """The tiles in the bag (the engine's view: players only see how many)."""
        return tuple(self._bag)

    @property
    def can_exchange(self) -> bool:
        least = self.rules.exchange_min_bag
        return least is not None and len(self._bag) >= least

    @property
    def is_extra_turn(self) -> bool:
        """Whether the current player is playing an extra turn (from a replay square)."""
        return self._extra_turn

    def winners(self) -> list[int]:
        """The players with the highest score (more than one on a tie)."""
        best = max(self._scores)
        return [p for p, score in enumerate(self._scores) if score == best]

    def score_of(self, move: Move | Iterable[Placement] | str) -> Score:
        """What a placement would score now, with its breakdown (the state is unchanged)."""
        place = as_move(move)
        if not isinstance(place, Place):
            raise IllegalMove("triolet.not_a_placement", move=place, text=str(place))
        self._check_rack(place.tiles, place)
        return score_move(self.board, place, self.rules)

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see: the board, scores, their own rack, how many tiles the
        others hold and the bag holds, and the history with other players' exchanged tiles
        left out."""
        player = self._player(player)
        history = []
        for turn in self.history:
            entry = turn.to_dict()
            if isinstance(turn.move, Exchange) and turn.player != player:
                entry["move"] = "exchange"
                entry["count"] = len(turn.move.tiles)
            history.append(entry)
        return {
            "players": list(self.players),
            "player": player,
            "current_player": self._current,
            "board": self.board.to_text(),
            "rack": list(self._racks[player]),
            "rack_sizes": [len(rack) for rack in self._racks],
            "bag_size": len(self._bag),
            "scores": self.scores,
            "extra_turn": self._extra_turn,
            "is_terminal": self._over,
            "history": history,
        }

    # -- copies, saving, comparing ----------------------------------------------------------
    def clone(self) -> TrioletGame:
        other = TrioletGame.__new__(TrioletGame)
        other.rules = self.rules
        other.players = list(self.players)
        other.board = self.board.copy()
        other._rng = random.Random()
        other._rng.setstate(self._rng.getstate())
        other._bag = list(self._bag)
        other._racks = [list(rack) for rack in self._racks]
        other._scores = list(self._scores)
        other.history = list(self.history)
        other._current = self._current
        other._passes = self._passes
        other._extra_turn = self._extra_turn
        other._over = self._over
        other._moves = None
        return other

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data; :meth:`from_dict` rebuilds the same game (bag order and
        random state included, so the game goes on exactly as it would have)."""
        version, state, gauss = self._rng.getstate()
        return {
            "rules": self.rules.to_dict(),
            "players": list(self.players),
            "board": self.board.to_text(),
            "bag": list(self._bag),
            "racks": [list(rack) for rack in self._racks],
            "scores": self.scores,
            "current_player": self._current,
            "passes": self._passes,
            "extra_turn": self._extra_turn,
            "over": self._over,
            "history": [turn.to_dict() for turn in self.history],
            "rng": [version, list(state), gauss],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TrioletGame:
        """A game from :meth:`to_dict`'s data; :class:`InvalidState` if it cannot be one."""
        try:
            return cls._from_dict(data)
        except MathplayError as err:
            if isinstance(err, InvalidState):
                raise
            raise InvalidState("triolet.bad_saved_game", problem=err.message_id) from err
        except (KeyError, TypeError, ValueError, IndexError) as err:
            raise InvalidState("triolet.bad_saved_game", problem=repr(err)) from err

    @classmethod
    def _from_dict(cls, data: dict[str, Any]) -> TrioletGame:
        game = cls.__new__(cls)
        game.rules = Rules.from_dict(data["rules"])
        rules = game.rules
        game.players = player_names(data["players"], rules.min_players, rules.max_players)
        count = len(game.players)
        game.board = Board.from_text(data["board"], rules)
        game._bag = [_tile(t) for t in data["bag"]]
        game._racks = [[_tile(t) for t in rack] for rack in data["racks"]]
        game._scores = [int(s) for s in data["scores"]]
        game._current = int(data["current_player"])
        game._passes = int(data["passes"])
        game._extra_turn = bool(data["extra_turn"])
        game._over = bool(data["over"])
        game.history = [_turn_from_dict(entry) for entry in data["history"]]
        version, state, gauss = data["rng"]
        game._rng = random.Random()
        game._rng.setstate((version, tuple(state), gauss))
        game._moves = None
        if len(game._racks) != count or len(game._scores) != count:
            raise InvalidState("triolet.bad_saved_game", problem="one rack and score per player")
        if not 0 <= game._current < count or any(len(r) > rules.rack_size for r in game._racks):
            raise InvalidState("triolet.bad_saved_game", problem="current player or rack size")
        game._check_tiles()
        return game

    def _check_tiles(self) -> None:
        """Every tile of the game is in the bag, on a rack or on the board, exactly once."""
        here = Counter(self._bag)
        for rack in self._racks:
            here.update(rack)
        here.update(WILD if p.wild else p.value for p in self.board.tiles())
        if here != Counter(self.rules.all_tiles()):
            raise InvalidState("triolet.tiles_lost")

    def _key(self) -> tuple[Any, ...]:
        return (
            self.rules,
            self.players,
            self.board,
            self._bag,
            self._racks,
            self._scores,
            self._current,
            self._passes,
            self._extra_turn,
            self._over,
            self.history,
            self._rng.getstate(),
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TrioletGame):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]  # a game changes as it is played

    def __repr__(self) -> str:
        scores = ", ".join(f"{n}: {s}" for n, s in zip(self.players, self._scores, strict=True))
        state = "over" if self._over else f"{self.players[self._current]} to play"
        return f"<TrioletGame {scores}; {state}; bag {len(self._bag)}>"

    def _repr_html_(self) -> str:
        from mathplay.games.triolet.html import game_html

        return game_html(self)

    # -- playing --------------------------------------------------------------------------
    def _place(self, move: Place) -> Turn:
        player = self._current
        rack = self._racks[player]
        self._check_rack(move.tiles, move)
        score = score_move(self.board, move, self.rules)
        index = self.board.layout.index
        for p in move.placements:
            self.board._put(index(p.row, p.col), p.value, p.wild)
            rack.remove(WILD if p.wild else p.value)
        self._scores[player] += score.total
        self._refill(player)
        self._passes = 0
        if not self._bag and not rack:
            bonus = self._end_bonus(player)
            self._scores[player] += bonus
            self._over = True
            return Turn(player, move, score.total, bonus)
        extra = (
            score.replay
            and self.rules.replay_extra_turn
            and (self.rules.chain_extra_turns or not self._extra_turn)
        )
        if extra:
            self._extra_turn = True
        else:
            self._next_player()
        return Turn(player, move, score.total, extra_turn=extra)

    def _exchange(self, move: Exchange) -> Turn:
        least = self.rules.exchange_min_bag
        if least is None:
            raise IllegalMove("triolet.exchange_off", move=move)
        if len(self._bag) < least:
            raise IllegalMove(
                "triolet.exchange_bag_small", move=move, bag=len(self._bag), least=least
            )
        if not move.tiles:
            raise IllegalMove("triolet.exchange_empty", move=move)
        self._check_rack(move.tiles, move)
        player = self._current
        rack = self._racks[player]
        for tile in move.tiles:
            rack.remove(tile)
        drawn = [self._draw() for _ in move.tiles]
        rack.extend(drawn)
        self._bag.extend(move.tiles)
        self._passes = 0
        self._next_player()
        return Turn(player, move)

    def _pass(self, move: Pass) -> Turn:
        player = self._current
        self._passes += 1
        if self.rules.passes_end_game and self._passes >= len(self.players) and self._stuck():
            self._over = True
        else:
            self._next_player()
        return Turn(player, move)

    def _stuck(self) -> bool:
        """Whether a round of passes ends the game: nobody can place a tile (the seed), or
        any round of passes (``Rules.passes_end_only_when_stuck=False``)."""
        if not self.rules.passes_end_only_when_stuck:
            return True
        return not any(
            MoveGenerator(self.board, rack, self.rules).places() for rack in self._racks if rack
        )

    def _check_rack(self, tiles: Sequence[Tile], move: Move) -> None:
        missing = Counter(tiles) - Counter(self._racks[self._current])
        if WILD in missing:
            raise IllegalMove("triolet.wild_not_in_rack", move=move)
        if missing:
            raise IllegalMove("triolet.not_in_rack", move=move, tile=next(iter(missing)))

    def _end_bonus(self, player: int) -> int:
        if not self.rules.end_bonus:
            return 0
        return sum(
            t
            for other, rack in enumerate(self._racks)
            if other != player
            for t in rack
            if t != WILD
        )

    def _next_player(self) -> None:
        self._extra_turn = False
        self._current = (self._current + 1) % len(self.players)

    def _draw(self) -> Tile:
        return self._bag.pop(self._rng.randrange(len(self._bag)))

    def _refill(self, player: int) -> None:
        rack = self._racks[player]
        while len(rack) < self.rules.rack_size and self._bag:
            rack.append(self._draw())

    def _player(self, player: int) -> int:
        if not (type(player) is int and 0 <= player < len(self.players)):
            raise MathplayError("triolet.no_such_player", player=player, count=len(self.players))
        return player


def _tile(token: Any) -> Tile:
    if token == WILD:
        return WILD
    if type(token) is int and token >= 0:
        return token
    raise InvalidState("triolet.bad_saved_game", problem=f"tile {token!r}")


def _turn_from_dict(entry: dict[str, Any]) -> Turn:
    return Turn(
        player=int(entry["player"]),
        move=move_from_text(entry["move"]),
        points=int(entry["points"]),
        end_bonus=int(entry["end_bonus"]),
        extra_turn=bool(entry["extra_turn"]),
    )
