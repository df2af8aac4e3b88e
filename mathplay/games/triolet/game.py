"""A game of Triolet: bag, racks, scores, turns, extra turns, exchanges, passes and the end."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations
from typing import Any

from mathplay.errors import IllegalMove, InvalidState, MathplayError
from mathplay.games.base import Game, GameRandom, Outcome, player_names
from mathplay.games.triolet.board import Board
from mathplay.games.triolet.legality import check_move
from mathplay.games.triolet.movegen import MoveGenerator
from mathplay.games.triolet.moves import (
    Event,
    EventKind,
    Exchange,
    Move,
    Pass,
    Place,
    Placement,
    Turn,
    as_move,
    move_from_text,
)
from mathplay.games.triolet.rules import WILD, Rules, Tile
from mathplay.games.triolet.scoring import Score, score_move

__all__ = ["TrioletGame", "Turn"]


class TrioletGame(Game):
    """A Triolet game for 2–4 players (a count or a list of names); ``seed`` fixes the bag.

    ``apply(move)`` checks the move and raises :class:`IllegalMove` with the state unchanged
    if it is not allowed. Moves: :class:`Place`, :class:`Exchange`, :class:`Pass`, one
    :class:`Placement` or a list of them, or the text form (``"7,6=7 7,7=6"``,
    ``"exchange 3"``, ``"pass"``). The game ends when a player places their last tile with
    the bag empty (reason ``"last_tile"``) or after a round of passes (``"passes"``).
    """

    name = "triolet"
    over_message_id = "triolet.game_over"
    move_reader = staticmethod(move_from_text)
    event_type = Event
    _caches = ("_moves",)

    def __init__(
        self, players: int | Sequence[str] = 2, seed: int | None = 0, rules: Rules | None = None
    ) -> None:
        rules = rules if rules is not None else Rules()
        names = player_names(players, rules.min_players, rules.max_players)
        self._restore(rules, names, Board(rules), GameRandom(seed))

    def _restore(
        self,
        rules: Rules,
        players: list[str],
        board: Board,
        rng: GameRandom,
        bag: list[Tile] | None = None,
        racks: list[list[Tile]] | None = None,
        scores: list[int] | None = None,
        history: list[Turn] | None = None,
        current: int = 0,
        passes: int = 0,
        extra_turn: bool = False,
        over: bool = False,
    ) -> None:
        """Set every field of the state (the one place that does). ``bag=None``: every tile
        not on the board or a rack, in value order; ``racks=None``: deal them from the bag."""
        self.rules = rules
        self.players = players
        self.board = board
        self._rng = rng
        self._racks = racks if racks is not None else [[] for _ in players]
        self._bag = bag if bag is not None else self.unseen_in_order()
        self._scores = scores if scores is not None else [0] * len(players)
        self.history = history if history is not None else []
        self._current = current
        self._passes = passes
        self._extra_turn = extra_turn
        self._over = over
        self._moves: MoveGenerator | None = None
        if racks is None:
            for player in range(len(players)):
                self._refill(player)

    def unseen_in_order(self) -> list[Tile]:
        """Every tile not on the board or on a rack, in value order (wild tiles last): the
        bag of a game without exchanges."""
        rest = Counter(self.rules.all_tiles())
        rest.subtract(WILD if p.wild else p.value for p in self.board.tiles())
        for rack in self._racks:
            rest.subtract(rack)
        if any(n < 0 for n in rest.values()):
            raise InvalidState("triolet.tiles_lost")
        tiles = []
        for tile in self.rules.all_tiles():
            if rest[tile] > 0:
                rest[tile] -= 1
                tiles.append(tile)
        return tiles

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
        return self.move_generator().places()

    def move_generator(self) -> MoveGenerator:
        """The current player's placements, generated once per position (for the bots)."""
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

    def _listed_moves(self) -> Iterator[Move]:
        """The placements (made one by one, as they are asked for), then the exchanges,
        then the pass."""
        generator = self.move_generator()
        yield from map(generator.place, range(len(generator)))
        yield from self.legal_exchanges()
        yield Pass()

    def read_move(self, move: Any) -> Move:
        return as_move(move)

    def _check(self, move: Move) -> None:
        if isinstance(move, Place):
            self._check_rack(move.tiles, move)
            check_move(self.board, move, self.rules)
        elif isinstance(move, Exchange):
            self._check_exchange(move)
        elif not isinstance(move, Pass):
            raise IllegalMove("triolet.not_a_move", move=move, kind=type(move).__name__)

    def _apply(self, move: Move) -> Turn:
        if isinstance(move, Place):
            return self._place(move)
        if isinstance(move, Exchange):
            return self._exchange(move)
        if isinstance(move, Pass):
            return self._pass(move)
        raise IllegalMove("triolet.not_a_move", move=move, kind=type(move).__name__)

    def _outcome(self) -> Outcome:
        last = self.history[-1] if self.history else None
        reason = "passes" if last is None or isinstance(last.move, Pass) else "last_tile"
        return Outcome.ranked(self.scores, [-s for s in self._scores], reason)

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

    @property
    def passes(self) -> int:
        """Passes in a row so far (a round of them ends the game)."""
        return self._passes

    def winners(self) -> list[int]:
        """The players with the highest score (more than one on a tie)."""
        best = max(self._scores)
        return [p for p, score in enumerate(self._scores) if score == best]

    def score_of(self, move: Move | Iterable[Placement] | str) -> Score:
        """What a placement would score now, with its breakdown (the state is unchanged)."""

        def score(place: Move) -> Score:
            if not isinstance(place, Place):
                raise IllegalMove("triolet.not_a_placement", move=place, text=str(place))
            self._check_rack(place.tiles, place)
            return score_move(self.board, place, self.rules)

        return self._guarded(score, move)

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see: the board, scores, their own rack, how many tiles the
        others hold and the bag holds, and the history with other players' exchanged tiles
        left out."""
        player = self._player(player)
        history = []
        for turn in self.history:
            entry = {**turn.to_dict(), "end_bonus": turn.end_bonus, "extra_turn": turn.extra_turn}
            del entry["events"]
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
        other._restore(
            self.rules,
            list(self.players),
            self.board.copy(),
            self._rng.copy(),
            list(self._bag),
            [list(rack) for rack in self._racks],
            list(self._scores),
            list(self.history),
            self._current,
            self._passes,
            self._extra_turn,
            self._over,
        )
        return other

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data; :meth:`from_dict` rebuilds the same game (bag order and
        random state included, so the game goes on exactly as it would have)."""
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
            "rng": self._rng.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TrioletGame:
        """A game from :meth:`to_dict`'s data; :class:`InvalidState` if it cannot be one."""
        try:
            rules = Rules.from_dict(data["rules"])
            game = cls.__new__(cls)
            game._restore(
                rules,
                player_names(data["players"], rules.min_players, rules.max_players),
                Board.from_text(data["board"], rules),
                GameRandom.from_dict(data["rng"]),
                [_tile(t) for t in data["bag"]],
                [[_tile(t) for t in rack] for rack in data["racks"]],
                [_count(s) for s in data["scores"]],
                [],
                _count(data["current_player"]),
                _count(data["passes"]),
                bool(data["extra_turn"]),
                bool(data["over"]),
            )
            game.history = [Turn.from_dict(entry, cls) for entry in data["history"]]
            game.check_state()
        except MathplayError as err:
            if isinstance(err, InvalidState):
                raise
            raise InvalidState("triolet.bad_saved_game", problem=err.message_id) from err
        except (KeyError, TypeError, ValueError, IndexError) as err:
            raise InvalidState("triolet.bad_saved_game", problem=repr(err)) from err
        return game

    def to_text(self) -> str:
        """The position as text (see :mod:`mathplay.games.triolet.text`)::

        game: triolet
        random: seed 1, draws 6
        players: Ana | Ben
        scores: 23 | 0
        racks: 5 8 15 | 12 13 2
        to play: Ben
        board:
          .
          ...
          .  .  .  .  .  .  . 11  1
        """
        from mathplay.games.triolet.text import position_text

        return position_text(self)

    @classmethod
    def from_text(cls, text: str) -> TrioletGame:
        """The position of :meth:`to_text`, or a hand-written one: every key but ``board``
        may be left out (two players, no points, racks dealt from the bag, the bag holding
        every other tile, seed 0)."""
        from mathplay.games.triolet.text import game_from_text

        return game_from_text(cls, text)

    def check_state(self) -> None:
        """Raise :class:`InvalidState` if the rules cannot produce this state."""
        count, rules = len(self.players), self.rules
        if len(self._racks) != count or len(self._scores) != count:
            raise InvalidState("triolet.bad_saved_game", problem="one rack and score per player")
        if not 0 <= self._current < count or any(len(r) > rules.rack_size for r in self._racks):
            raise InvalidState("triolet.bad_saved_game", problem="current player or rack size")
        here = Counter(self._bag)
        for rack in self._racks:
            here.update(rack)
        here.update(WILD if p.wild else p.value for p in self.board.tiles())
        if here != Counter(rules.all_tiles()):
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
            self._rng.state,
        )

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
            return Turn(player, move, score.total, (Event(EventKind.END_BONUS, player, bonus),))
        extra = (
            score.replay
            and self.rules.replay_extra_turn
            and (self.rules.chain_extra_turns or not self._extra_turn)
        )
        if extra:
            self._extra_turn = True
            return Turn(player, move, score.total, (Event(EventKind.EXTRA_TURN, player),))
        self._next_player()
        return Turn(player, move, score.total)

    def _check_exchange(self, move: Exchange) -> None:
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

    def _exchange(self, move: Exchange) -> Turn:
        self._check_exchange(move)
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


def _count(value: Any) -> int:
    if type(value) is not int or value < 0:
        raise InvalidState("triolet.bad_saved_game", problem=f"{value!r} is not a count")
    return value
