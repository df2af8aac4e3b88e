"""A game of Triolet: bag, racks, scores, turns, extra turns, exchanges, passes and the end."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations
from typing import Any

from mathplay.errors import IllegalMove, MathplayError
from mathplay.games.base import Game, GameRandom, Outcome, check_rules, is_index, state_field
from mathplay.games.seats import player_names
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
from mathplay.games.triolet.picture import game_html
from mathplay.games.triolet.rules import WILD, Rules, Tile
from mathplay.games.triolet.scoring import Score, score_move
from mathplay.games.triolet.state import State
from mathplay.games.triolet.text import position_text, state_from_text

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
    move_types = (Place, Exchange)
    event_type = Event
    state_type = State
    _caches = ("_moves",)
    __slots__ = ("_moves",)

    state: State

    def __init__(
        self, players: int | Sequence[str] = 2, seed: int | None = 0, rules: Rules | None = None
    ) -> None:
        rules = rules if rules is not None else Rules()
        check_rules(rules, Rules)
        names = player_names(players, rules.min_players, rules.max_players)
        self.state = State.fresh(rules, names, GameRandom(seed))
        self._fresh_caches()

    board = state_field("board", "The board and the tiles on it.")

    def unseen_in_order(self) -> list[Tile]:
        """Every tile not on the board or on a rack, in value order (wild tiles last): the
        bag of a game without exchanges."""
        return self.state.unseen_in_order()

    # -- the shared interface ----------------------------------------------------------------
    current_player = state_field("current_player", "The seat of the player to move.")

    @property
    def is_terminal(self) -> bool:
        return self.state.over

    @property
    def scores(self) -> list[int]:
        return list(self.state.scores)

    def legal_placements(self) -> list[Place]:
        """Every legal placement for the current player (none once the game is over)."""
        return self.move_generator().places()

    def move_generator(self) -> MoveGenerator:
        """The current player's placements, generated once per position (for the bots)."""
        if self._moves is None:
            state = self.state
            rack = [] if state.over else state.racks[state.current_player]
            self._moves = MoveGenerator(state.board, rack, state.rules)
        return self._moves

    def legal_exchanges(self) -> list[Exchange]:
        """Every different exchange of 1–3 rack tiles, if the bag is full enough."""
        if self.state.over or not self.can_exchange:
            return []
        rack = self.state.racks[self.state.current_player]
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

    as_move = staticmethod(as_move)

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
        return Outcome.ranked(self.scores, [-s for s in self.state.scores], reason)

    # -- what players see -------------------------------------------------------------------
    def rack(self, player: int | None = None) -> tuple[Tile, ...]:
        """The tiles on a rack (default: the current player's)."""
        state = self.state
        return tuple(state.racks[state.current_player if player is None else self._player(player)])

    @property
    def bag(self) -> tuple[Tile, ...]:
        """The tiles in the bag (the engine's view: players only see how many)."""
        return tuple(self.state.bag)

    @property
    def can_exchange(self) -> bool:
        least = self.rules.exchange_min_bag
        return least is not None and len(self.state.bag) >= least

    @property
    def is_extra_turn(self) -> bool:
        """Whether the current player is playing an extra turn (from a replay square)."""
        return self.state.extra_turn

    @property
    def passes(self) -> int:
        """Passes in a row so far (a round of them ends the game)."""
        return self.state.passes

    def winners(self) -> list[int]:
        """The players with the highest score (more than one on a tie)."""
        scores = self.state.scores
        best = max(scores)
        return [p for p, score in enumerate(scores) if score == best]

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
        state = self.state
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
            "current_player": state.current_player,
            "board": state.board.to_text(),
            "rack": list(state.racks[player]),
            "rack_sizes": [len(rack) for rack in state.racks],
            "bag_size": len(state.bag),
            "scores": self.scores,
            "extra_turn": state.extra_turn,
            "is_terminal": state.over,
            "history": history,
        }

    # -- text ---------------------------------------------------------------------------
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
        return position_text(self.state)

    @classmethod
    def from_text(cls, text: str) -> TrioletGame:
        """The position of :meth:`to_text`, or a hand-written one: every key but ``board``
        may be left out (two players, no points, racks dealt from the bag, the bag holding
        every other tile, seed 0)."""
        return cls._of(state_from_text(text))

    def __repr__(self) -> str:
        state = self.state
        scores = ", ".join(f"{n}: {s}" for n, s in zip(state.players, state.scores, strict=True))
        now = "over" if state.over else f"{state.players[state.current_player]} to play"
        return f"<TrioletGame {scores}; {now}; bag {len(state.bag)}>"

    def _repr_html_(self) -> str:
        state = self.state
        scores = list(zip(state.players, state.scores, strict=True))
        to_move = None if state.over else state.current_player
        return game_html(state.board, scores, to_move, len(state.bag))

    # -- playing --------------------------------------------------------------------------
    def _place(self, move: Place) -> Turn:
        state = self.state
        player = state.current_player
        rack = state.racks[player]
        self._check_rack(move.tiles, move)
        score = score_move(state.board, move, state.rules)
        put, index = state.board._put, state.board.layout.index
        for p in move.placements:
            put(index(p.row, p.col), p.value, p.wild)
            rack.remove(WILD if p.wild else p.value)
        state.scores[player] += score.total
        state.refill(player)
        state.passes = 0
        if not state.bag and not rack:
            bonus = self._end_bonus(player)
            state.scores[player] += bonus
            state.over = True
            return Turn(player, move, score.total, (Event(EventKind.END_BONUS, player, bonus),))
        rules = state.rules
        extra = (
            score.replay
            and rules.replay_extra_turn
            and (rules.chain_extra_turns or not state.extra_turn)
        )
        if extra:
            state.extra_turn = True
            return Turn(player, move, score.total, (Event(EventKind.EXTRA_TURN, player),))
        self._next_player()
        return Turn(player, move, score.total)

    def _check_exchange(self, move: Exchange) -> None:
        least = self.rules.exchange_min_bag
        if least is None:
            raise IllegalMove("triolet.exchange_off", move=move)
        bag = len(self.state.bag)
        if bag < least:
            raise IllegalMove("triolet.exchange_bag_small", move=move, bag=bag, least=least)
        if not move.tiles:
            raise IllegalMove("triolet.exchange_empty", move=move)
        self._check_rack(move.tiles, move)

    def _exchange(self, move: Exchange) -> Turn:
        self._check_exchange(move)
        state = self.state
        player = state.current_player
        rack = state.racks[player]
        for tile in move.tiles:
            rack.remove(tile)
        rack.extend(state.draw() for _ in move.tiles)
        state.bag.extend(move.tiles)
        state.passes = 0
        self._next_player()
        return Turn(player, move)

    def _pass(self, move: Pass) -> Turn:
        state = self.state
        player = state.current_player
        state.passes += 1
        if state.rules.passes_end_game and state.passes >= len(state.players) and self._stuck():
            state.over = True
        else:
            self._next_player()
        return Turn(player, move)

    def _stuck(self) -> bool:
        """Whether a round of passes ends the game: nobody can place a tile (the seed), or
        any round of passes (``Rules.passes_end_only_when_stuck=False``)."""
        state = self.state
        if not state.rules.passes_end_only_when_stuck:
            return True
        return not any(
            MoveGenerator(state.board, rack, state.rules).places() for rack in state.racks if rack
        )

    def _check_rack(self, tiles: Sequence[Tile], move: Move) -> None:
        state = self.state
        missing = Counter(tiles) - Counter(state.racks[state.current_player])
        if WILD in missing:
            raise IllegalMove("triolet.wild_not_in_rack", move=move)
        if missing:
            raise IllegalMove("triolet.not_in_rack", move=move, tile=next(iter(missing)))

    def _end_bonus(self, player: int) -> int:
        if not self.rules.end_bonus:
            return 0
        return sum(
            t
            for other, rack in enumerate(self.state.racks)
            if other != player
            for t in rack
            if t != WILD
        )

    def _next_player(self) -> None:
        state = self.state
        state.extra_turn = False
        state.current_player = (state.current_player + 1) % len(state.players)

    def _player(self, player: int) -> int:
        if not is_index(player, len(self.players)):
            raise MathplayError("triolet.no_such_player", player=player, count=len(self.players))
        return player
