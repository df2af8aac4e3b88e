"""Tokenizer and precedence parser: typed text or cards to an expression tree.

Linear time, no recursion, a hard length limit: no text can make it slow. Never uses
``eval``; SymPy is not involved.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mathplay.errors import ExpressionError, shown
from mathplay.expr.cards import (
    DIGITS,
    DIVIDE,
    EQUALS,
    MINUS,
    OPERATORS,
    TIMES,
    WILDCARD,
    normalize_symbol,
    split_cards,
    symbol_error,
)
from mathplay.expr.tree import Expr, Number, Sum, Term

__all__ = ["ExprRules", "Token", "parse", "parse_cards", "split_equation", "tokenize"]


@dataclass(frozen=True, slots=True)
class ExprRules:
    """How a row of cards is read (the rules pages' options).

    - ``concatenate``: adjacent digit cards form one number (``2``,``5`` is 25);
    - ``leading_zero``: a multi-digit number may start with 0 (``07``);
    - ``unary_minus``: an expression may start with a minus sign;
    - ``max_length``: the longest text accepted, in characters.
    """

    concatenate: bool = True
    leading_zero: bool = False
    unary_minus: bool = False
    max_length: int = 1000


@dataclass(frozen=True, slots=True)
class Token:
    """One card symbol and where it stood in the text."""

    symbol: str
    start: int
    end: int


def tokenize(text: str, rules: ExprRules = ExprRules()) -> list[Token]:
    """The card symbols of ``text``; white space is skipped."""
    if not isinstance(text, str):
        raise ExpressionError("expr.not_text", text=shown(text), kind=type(text).__name__)
    if len(text) > rules.max_length:
        raise ExpressionError(
            "expr.too_long", text=text[:40] + "…", length=len(text), limit=rules.max_length
        )
    tokens = []
    for index, char in enumerate(text):
        if char.isspace():
            continue
        symbol = normalize_symbol(char)
        if symbol is None:
            raise symbol_error(text, index)
        tokens.append(Token(symbol, index, index + 1))
    return tokens


def split_equation(tokens: list[Token]) -> list[list[Token]]:
    """Split tokens at every ``=`` into the sides of an equation."""
    sides: list[list[Token]] = [[]]
    for token in tokens:
        if token.symbol == EQUALS:
            sides.append([])
        else:
            sides[-1].append(token)
    return sides


def parse(text: str, rules: ExprRules = ExprRules()) -> Expr:
    """Parse one expression (no ``=``) typed by a person or shown by cards."""
    tokens = tokenize(text, rules)
    return parse_tokens(tokens, text, rules, where=(0, len(text)))


def parse_cards(cards: str | Iterable[str], rules: ExprRules = ExprRules()) -> Expr:
    """Parse a row of cards: a list like ``["1", "2", "+", "3"]`` or a card string."""
    symbols = split_cards(cards)
    text = " ".join(symbols)
    tokens = [Token(symbol, 2 * i, 2 * i + 1) for i, symbol in enumerate(symbols)]
    if len(symbols) > rules.max_length:
        raise ExpressionError(
            "expr.too_long", text=text[:40] + "…", length=len(symbols), limit=rules.max_length
        )
    return parse_tokens(tokens, text, rules, where=(0, len(text)))


def parse_tokens(tokens: list[Token], text: str, rules: ExprRules, where: tuple[int, int]) -> Expr:
    """Build the tree from tokens of one side; ``where`` locates an empty side."""
    if not tokens:
        raise ExpressionError("expr.empty", text=text, span=where)
    numbers: list[Number] = []
    operators: list[Token] = []
    negative = False
    run: list[Token] = []  # digit tokens of the number being read

    def close_number() -> None:
        digits = "".join(t.symbol for t in run)
        span = (run[0].start, run[-1].end)
        if len(digits) > 1 and digits[0] == "0" and not rules.leading_zero:
            raise ExpressionError("expr.leading_zero", text=text, span=span, number=digits)
        numbers.append(Number(digits, span))
        run.clear()

    previous: Token | None = None
    for token in tokens:
        symbol = token.symbol
        if symbol in DIGITS:
            if run and not rules.concatenate:
                raise ExpressionError(
                    "expr.digits_not_joined",
                    text=text,
                    span=(run[-1].start, token.end),
                    first=run[-1].symbol,
                    second=symbol,
                )
            run.append(token)
        elif symbol in OPERATORS:
            if run:
                close_number()
            elif previous is None:
                if symbol == MINUS and rules.unary_minus:
                    negative = True
                    previous = token
                    continue
                message = "expr.unary_minus" if symbol == MINUS else "expr.leading_operator"
                raise ExpressionError(message, text=text, span=(token.start, token.end), op=symbol)
            else:
                raise ExpressionError(
                    "expr.two_operators",
                    text=text,
                    span=(previous.start, token.end),
                    first=previous.symbol,
                    second=symbol,
                )
            operators.append(token)
        elif symbol == EQUALS:
            raise ExpressionError(
                "expr.unexpected_equals", text=text, span=(token.start, token.end)
            )
        elif symbol == WILDCARD:
            raise ExpressionError("expr.wildcard", text=text, span=(token.start, token.end))
        previous = token
    if not run:
        assert previous is not None
        raise ExpressionError(
            "expr.dangling_operator",
            text=text,
            span=(previous.start, previous.end),
            op=previous.symbol,
        )
    close_number()
    return _build(numbers, [t.symbol for t in operators], negative, text, where)


def _build(
    numbers: list[Number], ops: list[str], negative: bool, text: str, where: tuple[int, int]
) -> Expr:
    """Group numbers into terms (× ÷ first), then terms into a sum."""
    terms: list[Term | Number] = []
    term_ops: list[str] = []
    current: list[tuple[str, Number]] = []
    first = numbers[0]
    for op, number in zip(ops, numbers[1:], strict=True):
        if op in (TIMES, DIVIDE):
            current.append((op, number))
        else:
            terms.append(_term(first, current))
            term_ops.append(op)
            first, current = number, []
    terms.append(_term(first, current))
    if len(terms) == 1 and not negative:
        return terms[0]
    span = (numbers[0].span[0], numbers[-1].span[1]) if numbers[0].span else where
    return Sum(terms[0], tuple(zip(term_ops, terms[1:], strict=True)), negative, span)


def _term(first: Number, rest: list[tuple[str, Number]]) -> Term | Number:
    if not rest:
        return first
    end = rest[-1][1].span
    span = (first.span[0], end[1]) if first.span and end else None
    return Term(first, tuple(rest), span)
