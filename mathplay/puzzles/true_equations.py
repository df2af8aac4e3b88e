"""Random expressions and true equations, the raw material of the equation puzzles."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from mathplay.errors import ExpressionError
from mathplay.expr import DIVIDE, MINUS, PLUS, TIMES, evaluate, parse_cards
from mathplay.lessons.steps import show_steps

__all__ = ["expression_worth", "random_expression", "side_steps", "true_equation"]

LARGEST_RIGHT = 99


def random_expression(rng: random.Random, operators: Sequence[str], largest: int) -> str:
    """Numbers from 1 to ``largest`` joined by one operator drawn from each of
    ``operators`` (``["+−", "×"]``: a + or a −, then a ×). A ÷ always divides its term
    exactly (by a divisor other than 1 when there is one)."""
    first = rng.randrange(1, largest + 1)
    tokens, term = [str(first)], first
    for choices in operators:
        op = rng.choice(choices)
        if op == DIVIDE:
            divisors = [d for d in range(2, largest + 1) if term % d == 0] or [1]
            number = rng.choice(divisors)
            term //= number
        else:
            number = rng.randrange(1, largest + 1)
            term = term * number if op == TIMES else number
        tokens += [op, str(number)]
    return " ".join(tokens)


def expression_worth(rng: random.Random, value: int) -> str | None:
    """``a op b`` worth exactly ``value`` (numbers 1–99), or ``None``."""
    ways = []
    if value >= 2:
        a = rng.randrange(1, value)
        ways.append(f"{a} {PLUS} {value - a}")
    divisors = [d for d in range(2, value) if value % d == 0 and value // d > 1]
    if divisors:
        d = rng.choice(divisors)
        ways.append(f"{d} {TIMES} {value // d}")
    b = rng.randrange(1, 10)
    if value + b <= LARGEST_RIGHT:
        ways.append(f"{value + b} {MINUS} {b}")
    b = rng.randrange(2, 6)
    if 0 < value * b <= LARGEST_RIGHT:
        ways.append(f"{value * b} {DIVIDE} {b}")
    return rng.choice(ways) if ways else None


def true_equation(
    rng: random.Random, operators: Sequence[str], largest: int, right_expression: bool
) -> str | None:
    """``left = right``: a random left side worth a whole number from 0 to 99, and a right
    side that is that number or (``right_expression``) a one-operator expression worth it;
    ``None`` when this draw does not give one."""
    left = random_expression(rng, operators, largest)
    value = evaluate(left)
    if value.denominator != 1 or not 0 <= value <= LARGEST_RIGHT:
        return None
    right = expression_worth(rng, int(value)) if right_expression else str(value)
    return None if right is None else f"{left} = {right}"


def side_steps(row: Iterable[str]) -> str | ExpressionError:
    """A side of an equation worked out step by step (``8 − 3 ÷ 3 = 8 − 1 = 7``), or the
    reason it is not a finished expression."""
    try:
        return show_steps(parse_cards(tuple(row)))
    except ExpressionError as err:
        return err
