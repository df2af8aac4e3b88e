"""The options of the equations game (``docs/rules/equations.md``): defaults are the page's."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from mathplay.errors import MathplayError
from mathplay.expr import DIGITS, DIVIDE, MINUS, OPERATORS, PLUS, TIMES, ExprRules, normalize_symbol
from mathplay.games.equations.cards import CARD_ORDER, Pile, pile_of

__all__ = ["DEFAULT_DECK", "VARIANTS", "Rules"]

DEFAULT_DECK: tuple[tuple[str, int], ...] = (
    *((digit, 6) for digit in DIGITS),
    (PLUS, 7),
    (MINUS, 7),
    (TIMES, 7),
    (DIVIDE, 6),
)


@dataclass(frozen=True, slots=True)
class Rules:
    """How a game of Equations is played.

    - ``deck``: how many cards of each symbol (default 60 digit cards, six of each digit,
      and 27 operator cards: seven +, seven −, seven ×, six ÷);
    - ``operators``: the operators in the game; ``"+−"`` removes × and ÷ (gentle arithmetic);
    - ``target``: the points that win (15); ``penalty``: taken from every completion (3;
      4 is the anti-trivial variant); ``void_at``: an equation of this many cards, "="
      not counted, that is not complete after a play is void (10; ``None``: complex
      equations, no void rule);
    - ``leading_zero`` (``07``) and ``unary_minus`` (a side starting with −): off;
    - the deal (4 digit and 2 operator cards), the draw (2 cards after a play, 2 more once
      if the hand is then under ``refill_below`` = 5);
    - variants: ``rearrange`` (pay ``rearrange_one_cost`` = 1 point to rearrange one
      equation, ``rearrange_all_cost`` = 2 to rearrange all three or to turn a table card
      face down; ``rearrange_completes``: whether such a change may leave an equation
      complete, which then scores for the player who paid; off, the rules page's decision:
      an equation is completed by playing cards), ``trading`` (swap cards or cards for
      points by agreement),
      ``pass_hands`` (every hand goes to the player on the right after every turn);
    - ``min_players`` .. ``max_players``: 2 to 6.
    """

    deck: tuple[tuple[str, int], ...] = DEFAULT_DECK
    operators: str = "".join(OPERATORS)
    target: int = 15
    penalty: int = 3
    void_at: int | None = 10
    leading_zero: bool = False
    unary_minus: bool = False
    deal_digits: int = 4
    deal_operators: int = 2
    draw: int = 2
    refill_below: int = 5
    rearrange: bool = False
    rearrange_one_cost: int = 1
    rearrange_all_cost: int = 2
    rearrange_completes: bool = False
    trading: bool = False
    pass_hands: bool = False
    min_players: int = 2
    max_players: int = 6

    def __post_init__(self) -> None:
        set_field = object.__setattr__
        set_field(self, "deck", _checked_deck(self.deck))
        set_field(self, "operators", _checked_operators(self.operators))
        counts = {
            "target": (self.target, 1),
            "penalty": (self.penalty, 0),
            "deal_digits": (self.deal_digits, 0),
            "deal_operators": (self.deal_operators, 0),
            "draw": (self.draw, 0),
            "refill_below": (self.refill_below, 0),
            "rearrange_one_cost": (self.rearrange_one_cost, 0),
            "rearrange_all_cost": (self.rearrange_all_cost, 0),
            "min_players": (self.min_players, 1),
            "max_players": (self.max_players, self.min_players),
        }
        if self.void_at is not None:
            counts["void_at"] = (self.void_at, 2)
        for option, (value, least) in counts.items():
            if not (_is_int(value) and value >= least):
                raise MathplayError("equations.rules_number", option=option, least=least)
        flags = ("leading_zero", "unary_minus", "rearrange", "rearrange_completes", "trading")
        for option in (*flags, "pass_hands"):
            if not isinstance(getattr(self, option), bool):
                raise MathplayError("equations.rules_flag", option=option)

    def cards(self, pile: Pile | None = None) -> tuple[str, ...]:
        """Every card in the game (or in one ``pile``), in a fixed order; the game shuffles."""
        return tuple(
            symbol
            for symbol, copies in self.deck
            if (symbol in DIGITS or symbol in self.operators)
            and (pile is None or pile_of(symbol) == pile)
            for _ in range(copies)
        )

    def expr_rules(self) -> ExprRules:
        """How a side of an equation is read (leading zeros, unary minus)."""
        return ExprRules(leading_zero=self.leading_zero, unary_minus=self.unary_minus)

    def with_options(self, **options: Any) -> Rules:
        """A copy with some options changed."""
        return replace(self, **options)

    def to_dict(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        data["deck"] = [[symbol, copies] for symbol, copies in self.deck]
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rules:
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise MathplayError("equations.rules_unknown_option", option=unknown[0])
        return cls(**data)


def _checked_deck(deck: Any) -> tuple[tuple[str, int], ...]:
    pairs: Iterable[Any] = deck.items() if isinstance(deck, Mapping) else deck
    counts: dict[str, int] = {}
    try:
        for symbol, copies in pairs:
            card = normalize_symbol(symbol) if isinstance(symbol, str) else None
            if card not in CARD_ORDER or card in counts or not (_is_int(copies) and copies >= 0):
                raise MathplayError("equations.rules_deck", entry=f"{symbol!r}: {copies!r}")
            counts[card] = copies
    except (TypeError, ValueError) as error:
        if isinstance(error, MathplayError):
            raise
        raise MathplayError("equations.rules_deck", entry=repr(deck)) from None
    return tuple((card, counts[card]) for card in CARD_ORDER if card in counts)


def _checked_operators(operators: Any) -> str:
    symbols = [normalize_symbol(c) for c in str(operators) if not c.isspace()]
    if any(s not in OPERATORS for s in symbols) or len(set(symbols)) < len(symbols):
        raise MathplayError("equations.rules_operators", text=str(operators))
    return "".join(op for op in OPERATORS if op in symbols)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


VARIANTS: dict[str, Rules] = {
    "seed": Rules(),
    "rearranging": Rules(rearrange=True, target=20),
    "trading": Rules(trading=True),
    "passing_hands": Rules(pass_hands=True),
    "complex": Rules(void_at=None),
    "anti_trivial": Rules(penalty=4),
    "gentle": Rules(operators=PLUS + MINUS),
    "gentle_penalty": Rules(penalty=2, target=20),
}
"""The rules page's variants by name (rearranging and the gentle penalty raise the target
to 20, as the seed advises)."""
