"""Games built from data: ``from_dict`` (a saved game, checked) and ``from_text`` (a
position written for a lesson or a puzzle)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from mathplay.errors import InvalidState, MathplayError
from mathplay.games.equations.cards import Pile, pile_of, read_cards, sort_cards
from mathplay.games.equations.equation import Equation
from mathplay.games.equations.moves import Event
from mathplay.games.equations.rules import Rules

if TYPE_CHECKING:
    from mathplay.games.equations.game import EquationsGame, Seeder

__all__ = ["game_from_dict", "game_from_text"]


def game_from_dict(
    cls: type[EquationsGame], data: dict[str, Any], seeder: Seeder | None
) -> EquationsGame:
    """The game of :meth:`EquationsGame.to_dict`, checked: the right cards, each once."""
    from mathplay.games.equations.game import EQUATIONS, Phase

    try:
        rules = Rules.from_dict(data["rules"])
        game = object.__new__(cls)
        game._setup(data["players"], 0, rules, seeder, data["current_player"])
        game.equations = [
            Equation(read_cards(e["left"]), read_cards(e["right"]), read_cards(e["face_down"]))
            for e in data["equations"]
        ]
        game.hands = [sort_cards(read_cards(hand)) for hand in data["hands"]]
        game.draw_piles = {pile: list(read_cards(data["draw_piles"][pile])) for pile in Pile}
        game.discards = {pile: list(read_cards(data["discards"][pile])) for pile in Pile}
        game._scores = [_count(score) for score in data["scores"]]
        game.phase = Phase(data["phase"])
        game.turn = _count(data["turn"])
        game.winner = data["winner"]
        game._paid, game._passed = bool(data["paid"]), bool(data["passed"])
        game._drawn, game._idle_turns = _count(data["drawn"]), _count(data["idle_turns"])
        game.last_events = tuple(Event.from_dict(e) for e in data["last_events"])
        version, internal, gauss = data["rng"]
        game._rng = random.Random()
        game._rng.setstate((version, tuple(internal), gauss))
    except MathplayError as error:
        if isinstance(error, InvalidState):
            raise
        raise InvalidState("equations.state_data", problem=error.localized("en")) from None
    except (KeyError, TypeError, ValueError) as error:
        raise InvalidState("equations.state_data", problem=repr(error)) from None
    players = len(game.players)
    if len(game.equations) != EQUATIONS:
        raise InvalidState("equations.three_equations", count=len(game.equations))
    if len(game.hands) != players or len(game._scores) != players:
        raise InvalidState("equations.state_data", problem="one hand and one score per player")
    if game.winner is not None and not (
        isinstance(game.winner, int) and 0 <= game.winner < players
    ):
        raise InvalidState("equations.state_data", problem=f"winner {game.winner!r}")
    for pile in Pile:
        for cards in (game.draw_piles[pile], game.discards[pile]):
            if any(pile_of(card) != pile for card in cards):
                raise InvalidState("equations.wrong_pile", pile=str(pile))
    _check_cards(game)
    _check_not_complete(game.equations, rules)
    return game


def game_from_text(
    cls: type[EquationsGame],
    equations: str | Sequence[str],
    hand: str | Iterable[str],
    players: int | Sequence[str],
    seed: int | None,
    rules: Rules,
    other_hands: Sequence[str | Iterable[str]] | None,
    scores: Sequence[int] | None,
    seeder: Seeder | None,
) -> EquationsGame:
    """A position with these equations and this hand for player 0 (see ``from_text``)."""
    from mathplay.games.equations.game import EQUATIONS

    texts = (
        [line for line in equations.splitlines() if line.strip()]
        if isinstance(equations, str)
        else list(equations)
    )
    if len(texts) != EQUATIONS:
        raise InvalidState("equations.three_equations", count=len(texts))
    table = [Equation.from_text(text) for text in texts]
    _check_not_complete(table, rules)
    game = object.__new__(cls)
    game._setup(players, seed, rules, seeder, 0)
    count = len(game.players)
    if other_hands is not None and len(other_hands) != count - 1:
        raise InvalidState("equations.other_hands", count=len(other_hands), wanted=count - 1)
    if scores is not None:
        if len(scores) != count:
            raise InvalidState("equations.state_data", problem="one score per player")
        game._scores = [_count(score) for score in scores]
    given = [read_cards(hand), *(read_cards(h) for h in other_hands or ())]
    for card in [c for e in table for c in (*e.left, *e.right)] + [c for h in given for c in h]:
        pile = game.draw_piles[pile_of(card)]
        if card not in pile:
            raise InvalidState(
                "equations.too_many_cards", card=card, copies=rules.cards().count(card)
            )
        pile.remove(card)
    game.equations = table
    for pile in Pile:
        game._rng.shuffle(game.draw_piles[pile])
    for player in range(count):
        if player < len(given):
            game.hands[player] = sort_cards(given[player])
        else:
            dealt = [game._take(Pile.DIGIT) for _ in range(rules.deal_digits)]
            dealt += [game._take(Pile.OPERATOR) for _ in range(rules.deal_operators)]
            game.hands[player] = sort_cards(card for card in dealt if card is not None)
    game._events = []
    return game


def _check_cards(game: EquationsGame) -> None:
    """Every card of the rules in exactly one place."""
    places = [*game.hands, *game.draw_piles.values(), *game.discards.values()]
    places += [(*e.left, *e.right, *e.face_down) for e in game.equations]
    found = Counter(card for place in places for card in place)
    wanted = Counter(game.rules.cards())
    if found != wanted:
        extra, missing = found - wanted, wanted - found
        card = min(extra or missing)
        raise InvalidState(
            "equations.cards_mismatch", card=card, found=found[card], wanted=wanted[card]
        )


def _check_not_complete(table: Sequence[Equation], rules: Rules) -> None:
    for index, equation in enumerate(table):
        if equation.is_complete(rules):
            raise InvalidState("equations.table_complete", equation=index, text=equation.to_text())


def _count(value: Any) -> int:
    if not (isinstance(value, int) and not isinstance(value, bool) and value >= 0):
        raise InvalidState("equations.state_data", problem=f"{value!r} is not a count")
    return value
