"""The state of an Equations game, declared once: every field with its type and its bounds.

A card is always in exactly one place: a draw pile, a discard pile, a hand, or an equation
on the table (a row or, in the rearranging variant, face down). :class:`State` is what an
:class:`~mathplay.games.equations.EquationsGame` holds and its rules act on;
``to_dict``/``from_dict``, ``copy`` and ``==`` come from the declaration, and
:meth:`State.validate` is the one check of a state from outside (a saved game, a text
position): every field by its kind, then the rules that tie them together.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from mathplay.errors import InvalidState
from mathplay.games.base import Turn
from mathplay.games.equations.cards import CARD_ORDER, Pile, pile_of, sort_cards
from mathplay.games.equations.equation import EQUATIONS, Equation
from mathplay.games.equations.moves import Event, Phase, move_from_text
from mathplay.games.equations.rules import MAX_DECK, MAX_DRAW, Rules
from mathplay.games.game_fields import History, Nested, Random
from mathplay.games.randomness import GameRandom
from mathplay.games.schema import (
    MAX_HISTORY,
    MAX_NAME,
    MAX_PLAYERS,
    MAX_POINTS,
    Choice,
    Declared,
    FieldError,
    Flag,
    Keyed,
    Kind,
    ListOf,
    Maybe,
    Text,
    Whole,
    declared,
    load_fields,
)
from mathplay.games.seats import check_seats

__all__ = ["CARD", "State"]

CARD = Choice(tuple(CARD_ORDER))
"""A card of the game: a digit or an operator, written as the card shows it."""
_CARDS = ListOf(CARD, MAX_DECK)


class Hand(ListOf):
    """A hand: cards, kept in the order a hand is shown (a saved hand is sorted when read)."""

    def load(self, data: Any, where: str, context: Mapping[str, Any]) -> Any:
        return sort_cards(super().load(data, where, context))


class EquationKind(Kind):
    """An equation on the table, written ``{"left": [...], "right": [...], "face_down": [...]}``."""

    plain: ClassVar[bool] = False

    sides: ClassVar[dict[str, Kind]] = {"left": _CARDS, "right": _CARDS, "face_down": _CARDS}

    def check(self, value: Any, where: str) -> None:
        if not isinstance(value, Equation):
            raise FieldError("state.not_mapping", field=where, value=type(value).__name__)
        for name in self.sides:
            row = getattr(value, name)
            if type(row) is not tuple:
                raise FieldError("state.not_list", field=f"{where}.{name}", value="…")
            _CARDS.check(list(row), f"{where}.{name}")

    def load(self, data: Any, where: str, context: Mapping[str, Any]) -> Any:
        rows = load_fields(self.sides, data, where)
        return Equation(tuple(rows["left"]), tuple(rows["right"]), tuple(rows["face_down"]))

    def dump(self, value: Any) -> Any:
        return {name: list(getattr(value, name)) for name in self.sides}


@dataclass(slots=True, kw_only=True)
class State(Declared):
    """Everything about an Equations game: the rules, the players, the three equations,
    the hands, the draw and discard piles (last card on top), the scores, whose turn it is
    and where the turn stands, the turns played, the winner, what the player to move has
    done this turn (paid, passed, cards drawn), the turns in a row in which nobody could
    play or draw, the turns so far and the generator of every shuffle and seed."""

    rules: Rules = declared(Nested(Rules))
    players: list[str] = declared(ListOf(Text(MAX_NAME), MAX_PLAYERS, least=1))
    equations: list[Equation] = declared(ListOf(EquationKind(), EQUATIONS))
    hands: list[list[str]] = declared(ListOf(Hand(CARD, MAX_DECK), MAX_PLAYERS))
    draw_piles: dict[Pile, list[str]] = declared(Keyed(Pile, _CARDS))
    discards: dict[Pile, list[str]] = declared(Keyed(Pile, _CARDS))
    scores: list[int] = declared(ListOf(Whole(0, MAX_POINTS), MAX_PLAYERS))
    current_player: int = declared(Whole(0, MAX_PLAYERS - 1))
    phase: Phase = declared(Choice.of(Phase))
    turn: int = declared(Whole(0, MAX_HISTORY))
    winner: int | None = declared(Maybe(Whole(0, MAX_PLAYERS - 1)))
    paid: bool = declared(Flag())  # a rearrangement or face-down turn was paid this turn
    passed: bool = declared(Flag())  # the current player passed this turn
    drawn: int = declared(Whole(0, 2 * MAX_DRAW))  # cards drawn this turn
    idle_turns: int = declared(Whole(0, MAX_PLAYERS))  # turns in a row: a pass, no card drawn
    history: list[Turn] = declared(History(Turn, move_from_text, Event.from_dict), compare=False)
    rng: GameRandom = declared(Random())

    @classmethod
    def fresh(cls, rules: Rules, players: list[str], rng: GameRandom, first: int) -> State:
        """An empty table, every card in its draw pile (unshuffled), ``first`` to play."""
        return cls(
            rules=rules,
            players=players,
            equations=[Equation() for _ in range(EQUATIONS)],
            hands=[[] for _ in players],
            draw_piles={pile: list(rules.cards(pile)) for pile in Pile},
            discards={pile: [] for pile in Pile},
            scores=[0] * len(players),
            current_player=first,
            phase=Phase.PLAY,
            turn=0,
            winner=None,
            paid=False,
            passed=False,
            drawn=0,
            idle_turns=0,
            history=[],
            rng=rng,
        )

    @classmethod
    def refusal(cls, error: FieldError) -> InvalidState:
        """Data that does not fit the declaration: a saved game that cannot be read."""
        return InvalidState("equations.state_data", problem=error)

    def check(self) -> None:
        """The rules that tie the fields together (after every field's own check): one hand
        and one score per player, every card of the rules exactly once, each on its own
        deck's piles, no complete equation left on the table."""
        rules, count = self.rules, len(self.players)
        if len(self.equations) != EQUATIONS:
            raise InvalidState("equations.three_equations", count=len(self.equations))
        check_seats(self, "hands", "scores")
        Maybe(Whole(0, count - 1)).check(self.winner, "winner")
        Whole(0, count).check(self.idle_turns, "idle_turns")
        Whole(0, 2 * rules.draw).check(self.drawn, "drawn")
        for pile in Pile:
            for cards in (self.draw_piles[pile], self.discards[pile]):
                if any(pile_of(card) != pile for card in cards):
                    raise InvalidState("equations.wrong_pile", pile=str(pile))
        self._check_cards()
        check_not_complete(self.equations, rules)

    def _check_cards(self) -> None:
        """Every card of the rules in exactly one place."""
        places = [*self.hands, *self.draw_piles.values(), *self.discards.values()]
        places += [(*e.left, *e.right, *e.face_down) for e in self.equations]
        found = Counter(card for place in places for card in place)
        wanted = Counter(self.rules.cards())
        if found != wanted:
            extra, missing = found - wanted, wanted - found
            card = min(extra or missing)
            raise InvalidState(
                "equations.cards_mismatch", card=card, found=found[card], wanted=wanted[card]
            )


def check_not_complete(table: Sequence[Equation], rules: Rules) -> None:
    """Raise ``equations.table_complete`` for an equation of ``table`` that is complete (it
    would have been scored and cleared)."""
    for index, equation in enumerate(table):
        if equation.is_complete(rules):
            raise InvalidState("equations.table_complete", equation=index, text=equation.to_text())
