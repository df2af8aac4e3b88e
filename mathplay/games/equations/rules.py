"""The options of the equations game (``docs/rules/equations.md``): defaults are the page's."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from mathplay.errors import MathplayError
from mathplay.expr import DIGITS, DIVIDE, MINUS, OPERATORS, PLUS, TIMES, ExprRules, normalize_symbol
from mathplay.games.equations.cards import CARD_ORDER, Pile, pile_of
from mathplay.games.schema import (
    MAX_PLAYERS,
    Choice,
    FieldError,
    Fixed,
    Flag,
    Maybe,
    Text,
    TupleOf,
    Whole,
    check_declared,
    declaration,
    declared,
    describe,
)

__all__ = ["DEFAULT_DECK", "MAX_COPIES", "MAX_DECK", "MAX_DRAW", "VARIANTS", "Rules"]

MAX_COPIES = 30
"""The most cards of one symbol (the rules page's deck has 6 or 7: four decks fit)."""
MAX_DECK = len(CARD_ORDER) * MAX_COPIES
"""The most cards of any deck."""
MAX_DRAW = 10
"""The most cards drawn after a play (the rules page: 2); a board shows one button for each
choice of piles."""
MAX_TARGET = 999
"""The most points a game may be played to (the rules page: 15, 20 in two variants)."""
MAX_SMALL = 99
"""The most of a penalty, a price, a deal, a void size or a hand size to refill below."""

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

    deck: tuple[tuple[str, int], ...] = declared(
        TupleOf(Fixed((Choice(tuple(CARD_ORDER)), Whole(0, MAX_COPIES))), len(CARD_ORDER)),
        default=DEFAULT_DECK,
    )
    operators: str = declared(Text(len(OPERATORS)), default="".join(OPERATORS))
    target: int = declared(Whole(1, MAX_TARGET), default=15)
    penalty: int = declared(Whole(0, MAX_SMALL), default=3)
    void_at: int | None = declared(Maybe(Whole(2, MAX_SMALL)), default=10)
    leading_zero: bool = declared(Flag(), default=False)
    unary_minus: bool = declared(Flag(), default=False)
    deal_digits: int = declared(Whole(0, MAX_SMALL), default=4)
    deal_operators: int = declared(Whole(0, MAX_SMALL), default=2)
    draw: int = declared(Whole(0, MAX_DRAW), default=2)
    refill_below: int = declared(Whole(0, MAX_SMALL), default=5)
    rearrange: bool = declared(Flag(), default=False)
    rearrange_one_cost: int = declared(Whole(0, MAX_SMALL), default=1)
    rearrange_all_cost: int = declared(Whole(0, MAX_SMALL), default=2)
    rearrange_completes: bool = declared(Flag(), default=False)
    trading: bool = declared(Flag(), default=False)
    pass_hands: bool = declared(Flag(), default=False)
    min_players: int = declared(Whole(1, MAX_PLAYERS), default=2)
    max_players: int = declared(Whole(1, MAX_PLAYERS), default=6)

    def __post_init__(self) -> None:
        """The one check of a set of rules (every way in: a call, a saved game, a text):
        the deck and the operators made canonical, every option by its declared kind and
        bounds, then the options together."""
        set_field = object.__setattr__
        set_field(self, "deck", _checked_deck(self.deck))
        set_field(self, "operators", _checked_operators(self.operators))
        try:
            check_declared(self)
        except FieldError as error:
            raise _rules_error(error) from None
        if self.max_players < self.min_players:
            raise MathplayError(
                "equations.rules_number",
                option="max_players",
                least=self.min_players,
                most=MAX_PLAYERS,
            )

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
        if not isinstance(data, Mapping):
            raise MathplayError("equations.rules_unknown_option", option=type(data).__name__)
        known = {f.name for f in fields(cls)}
        unknown = sorted(map(str, set(data) - known))
        if unknown:
            raise MathplayError("equations.rules_unknown_option", option=unknown[0][:40])
        return cls(**data)


def _rules_error(error: FieldError) -> MathplayError:
    """The rules page's words for an option that does not fit its declaration."""
    option = error.field.partition("[")[0]
    kind = declaration(Rules).get(option)
    if option == "deck":
        return MathplayError("equations.rules_deck", entry=error.params.get("value", ""))
    if isinstance(kind, Flag):
        return MathplayError("equations.rules_flag", option=option)
    whole = kind.inner if isinstance(kind, Maybe) else kind
    least, most = (whole.least, whole.most) if isinstance(whole, Whole) else (0, 0)
    return MathplayError("equations.rules_number", option=option, least=least, most=most)


def _checked_deck(deck: Any) -> tuple[tuple[str, int], ...]:
    """The deck as ``(card, copies)`` pairs in card order: from pairs or a mapping, each
    symbol once (``-`` read as −). The copies are checked by the declaration."""
    pairs: Iterable[Any] = deck.items() if isinstance(deck, Mapping) else deck
    counts: dict[str, int] = {}
    try:
        for number, (symbol, copies) in enumerate(pairs):
            card = normalize_symbol(symbol) if isinstance(symbol, str) else None
            if card not in CARD_ORDER or card in counts or number >= len(CARD_ORDER):
                raise MathplayError(
                    "equations.rules_deck", entry=f"{describe(symbol)}: {describe(copies)}"
                )
            counts[card] = copies
    except (TypeError, ValueError) as error:
        if isinstance(error, MathplayError):
            raise
        raise MathplayError("equations.rules_deck", entry=describe(deck)) from None
    return tuple((card, counts[card]) for card in CARD_ORDER if card in counts)


def _checked_operators(operators: Any) -> str:
    text = operators if isinstance(operators, str) else describe(operators)
    symbols = [normalize_symbol(c) for c in text[:20] if not c.isspace()]
    wrong = any(s not in OPERATORS for s in symbols) or len(set(symbols)) < len(symbols)
    if wrong or len(text) > 20:
        raise MathplayError("equations.rules_operators", text=text[:40])
    return "".join(op for op in OPERATORS if op in symbols)


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
