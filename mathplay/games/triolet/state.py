"""The state of a Triolet game, declared once: every field with its type and its bounds.

:class:`State` is what a :class:`~mathplay.games.triolet.TrioletGame` holds and its rules
act on; ``to_dict``/``from_dict``, ``copy`` and ``==`` come from the declaration, and
:meth:`State.validate` is the one check of a state from outside (a saved game, a text
position): every field by its kind, then the rules that tie them together (one rack and
one score per player, every tile of the rules exactly once on the board, a rack or the bag).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from mathplay.errors import InvalidState, MathplayError
from mathplay.games.game_fields import History, Nested, Random
from mathplay.games.randomness import GameRandom
from mathplay.games.schema import (
    MAX_HISTORY,
    MAX_NAME,
    MAX_PLAYERS,
    MAX_POINTS,
    Declared,
    FieldError,
    Flag,
    Kind,
    ListOf,
    Text,
    Whole,
    declared,
    describe,
)
from mathplay.games.seats import check_seats
from mathplay.games.triolet.board import Board
from mathplay.games.triolet.moves import Event, Turn, move_from_text
from mathplay.games.triolet.rules import (
    MAX_COPIES,
    MAX_RACK,
    MAX_SIZE,
    MAX_VALUE,
    MAX_WILD,
    WILD,
    Rules,
    Tile,
)

__all__ = ["State", "TileKind"]

MAX_TILES = (MAX_VALUE + 1) * MAX_COPIES + MAX_WILD
"""The most tiles any rules may have."""


class TileKind(Kind):
    """A tile on a rack or in the bag: a value 0–15, or ``"*"`` (a wild tile)."""

    def check(self, value: Any, where: str) -> None:
        if not (value == WILD and type(value) is str) and not (
            type(value) is int and 0 <= value <= MAX_VALUE
        ):
            raise FieldError(
                "state.not_choice", field=where, value=describe(value), known="0–15, *"
            )


class BoardKind(Kind):
    """The board, written as its text (:meth:`Board.to_text`), read with the state's rules."""

    plain: ClassVar[bool] = False
    shared: ClassVar[bool] = False

    text = Text(4 * MAX_SIZE * (MAX_SIZE + 1))

    def check(self, value: Any, where: str) -> None:
        if not isinstance(value, Board):
            raise FieldError("state.not_text", field=where, value=describe(value))

    def load(self, data: Any, where: str, context: Mapping[str, Any]) -> Any:
        self.text.check(data, where)
        try:
            return Board.from_text(data, context["rules"])
        except MathplayError as error:
            raise FieldError("state.bad_part", field=where, problem=error) from None

    def dump(self, value: Any) -> Any:
        return value.to_text()

    def copy(self, value: Any) -> Any:
        return value.copy()


TILE = TileKind()


@dataclass(slots=True, kw_only=True)
class State(Declared):
    """Everything about a Triolet game: the rules, the players, the board, the bag (in
    draw order), the racks, the scores, whose turn it is, the passes in a row, an extra
    turn being played, whether the game is over, the turns so far and the generator the
    bag is drawn with."""

    rules: Rules = declared(Nested(Rules))
    players: list[str] = declared(ListOf(Text(MAX_NAME), MAX_PLAYERS, least=1))
    board: Board = declared(BoardKind())
    bag: list[Tile] = declared(ListOf(TILE, MAX_TILES))
    racks: list[list[Tile]] = declared(ListOf(ListOf(TILE, MAX_RACK), MAX_PLAYERS))
    scores: list[int] = declared(ListOf(Whole(0, MAX_POINTS), MAX_PLAYERS))
    current_player: int = declared(Whole(0, MAX_PLAYERS - 1))
    passes: int = declared(Whole(0, MAX_HISTORY))
    extra_turn: bool = declared(Flag())
    over: bool = declared(Flag())
    history: list[Turn] = declared(History(Turn, move_from_text, Event.from_dict), compare=False)
    rng: GameRandom = declared(Random())

    @classmethod
    def fresh(cls, rules: Rules, players: list[str], rng: GameRandom) -> State:
        """A new game: an empty board, every tile in the bag, racks dealt in seat order."""
        state = cls(
            rules=rules,
            players=players,
            board=Board(rules),
            bag=list(rules.all_tiles()),
            racks=[[] for _ in players],
            scores=[0] * len(players),
            current_player=0,
            passes=0,
            extra_turn=False,
            over=False,
            history=[],
            rng=rng,
        )
        state.deal()
        return state

    @classmethod
    def refusal(cls, error: FieldError) -> InvalidState:
        """Data that does not fit the declaration: a saved game that cannot be read."""
        return InvalidState("triolet.bad_saved_game", problem=error)

    def deal(self) -> None:
        """Fill every rack from the bag, in seat order."""
        for player in range(len(self.players)):
            self.refill(player)

    def refill(self, player: int) -> None:
        """Draw tiles onto ``player``'s rack until it is full or the bag is empty."""
        rack, bag, size = self.racks[player], self.bag, self.rules.rack_size
        while len(rack) < size and bag:
            rack.append(self.draw())

    def draw(self) -> Tile:
        """A tile drawn from the bag at random."""
        return self.bag.pop(self.rng.randrange(len(self.bag)))

    def unseen_in_order(self) -> list[Tile]:
        """Every tile not on the board or on a rack, in value order (wild tiles last): the
        bag of a game without exchanges."""
        rest = Counter(self.rules.all_tiles())
        rest.subtract(WILD if p.wild else p.value for p in self.board.tiles())
        for rack in self.racks:
            rest.subtract(rack)
        if any(n < 0 for n in rest.values()):
            raise InvalidState("triolet.tiles_lost")
        tiles = []
        for tile in self.rules.all_tiles():
            if rest[tile] > 0:
                rest[tile] -= 1
                tiles.append(tile)
        return tiles

    def check(self) -> None:
        """The rules that tie the fields together (after every field's own check)."""
        rules = self.rules
        check_seats(self, "racks", "scores")
        for player, rack in enumerate(self.racks):
            ListOf(TILE, rules.rack_size).check(rack, f"racks[{player}]")
        if self.board.rules != rules:
            raise FieldError("state.bad_value", field="board", value="…")
        here = Counter(self.bag)
        for rack in self.racks:
            here.update(rack)
        here.update(WILD if p.wild else p.value for p in self.board.tiles())
        if here != Counter(rules.all_tiles()):
            raise InvalidState("triolet.tiles_lost")
