"""Games built from data: ``from_dict`` (a saved game, checked) and ``from_text`` (a
position written for a lesson or a puzzle)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from mathplay.errors import InvalidState, MathplayError
from mathplay.games.base import GameRandom
from mathplay.games.equations.cards import Pile, pile_of, read_cards, sort_cards
from mathplay.games.equations.equation import Equation
from mathplay.games.equations.rules import Rules

if TYPE_CHECKING:
    from mathplay.games.equations.game import EquationsGame, Seeder

__all__ = ["check_state", "game_from_dict", "game_from_table"]


def game_from_dict(
    cls: type[EquationsGame], data: dict[str, Any], seeder: Seeder | None
) -> EquationsGame:
    """The game of :meth:`EquationsGame.to_dict`, checked: the right cards, each once."""
    from mathplay.games.equations.game import Phase

    try:
        rules = Rules.from_dict(data["rules"])
        game = object.__new__(cls)
        game._setup(data["players"], 0, rules, seeder, data["current_player"])
        game._restore(
            rules,
            game.players,
            seeder,
            GameRandom.from_dict(data["rng"]),
            {pile: list(read_cards(data["draw_piles"][pile])) for pile in Pile},
            {pile: list(read_cards(data["discards"][pile])) for pile in Pile},
            [
                Equation(read_cards(e["left"]), read_cards(e["right"]), read_cards(e["face_down"]))
                for e in data["equations"]
            ],
            [sort_cards(read_cards(hand)) for hand in data["hands"]],
            [_count(score) for score in data["scores"]],
            game.current_player,
            Phase(data["phase"]),
            _count(data["turn"]),
            data["winner"],
            bool(data["paid"]),
            bool(data["passed"]),
            _count(data["drawn"]),
            _count(data["idle_turns"]),
        )
        game.history = game._history_from(data["history"])
    except MathplayError as error:
        if isinstance(error, InvalidState):
            raise
        raise InvalidState("equations.state_data", problem=error.reason("en")) from None
    except (KeyError, TypeError, ValueError) as error:
        raise InvalidState("equations.state_data", problem=repr(error)) from None
    check_state(game)
    return game


def check_state(game: EquationsGame) -> None:
    """Raise :class:`InvalidState` if the rules cannot produce ``game``'s state."""
    from mathplay.games.equations.game import EQUATIONS

    players = len(game.players)
    if len(game.equations) != EQUATIONS:
        raise InvalidState("equations.three_equations", count=len(game.equations))
    if len(game.hands) != players or len(game.scores) != players:
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
    _check_not_complete(game.equations, game.rules)


def game_from_table(
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
    if scores is not None and len(scores) != count:
        raise InvalidState("equations.state_data", problem="one score per player")
    given = [read_cards(hand), *(read_cards(h) for h in other_hands or ())]
    game.deal_around(
        table,
        [sort_cards(cards) for cards in given],
        None if scores is None else [_count(score) for score in scores],
    )
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
