"""The expression tree: numbers, terms (× ÷) and sums (+ −), as frozen dataclasses.

School precedence makes every bracket-free expression a sum of signed terms, each term a
product of numbers multiplied or divided left to right. The tree has exactly that shape, so
it is never deeper than three levels, however long the expression:

- :class:`Number` — one number, from one or more adjacent digit cards (``digits="25"``);
- :class:`Term` — ``first`` then ``(op, number)`` pairs with ``op`` in ``× ÷``;
- :class:`Sum` — ``first`` then ``(op, term)`` pairs with ``op`` in ``+ −``, and ``negative``
  for a leading minus sign (only when the rules allow unary minus).

:func:`mathplay.expr.parse` always builds the smallest node: a lone number is a
:class:`Number`, a lone product a :class:`Term`. ``span`` fields say where a node stood in the
source text; they take no part in equality. A tree writes itself as text (``str``) and as
LaTeX (:func:`to_latex`); its exact value is :func:`mathplay.expr.evaluate`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from mathplay.expr.cards import DIVIDE, MINUS, PLUS, TIMES

__all__ = ["Expr", "Number", "Sum", "Term", "to_latex", "value_latex"]

_LATEX_OPS = {PLUS: "+", MINUS: "-", TIMES: r"\times", DIVIDE: r"\div"}

Span = tuple[int, int] | None


class Expr:
    """Base of the three node types."""

    __slots__ = ()

    def numbers(self) -> tuple[Number, ...]:
        raise NotImplementedError

    def cards(self) -> tuple[str, ...]:
        """The cards of this expression, in order (each digit its own card)."""
        out: list[str] = []
        for token in self.tokens():
            if isinstance(token, Number):
                out.extend(token.digits)
            else:
                out.append(token)
        return tuple(out)

    def tokens(self) -> list[Number | str]:
        """Numbers and operator symbols in reading order (a leading minus included)."""
        raise NotImplementedError

    def __str__(self) -> str:
        parts: list[str] = []
        pending_sign = ""
        for index, token in enumerate(self.tokens()):
            if isinstance(token, Number):
                parts.append(pending_sign + token.digits)
                pending_sign = ""
            elif index == 0:  # a leading minus sign sticks to its number
                pending_sign = token
            else:
                parts.append(token)
        return " ".join(parts)

    def _repr_latex_(self) -> str:
        return f"${to_latex(self)}$"


@dataclass(frozen=True, slots=True)
class Number(Expr):
    """A number made of one or more adjacent digit cards."""

    digits: str
    span: Span = field(default=None, compare=False, repr=False)

    @property
    def number(self) -> int:
        return int(self.digits)

    def numbers(self) -> tuple[Number, ...]:
        return (self,)

    def tokens(self) -> list[Number | str]:
        return [self]

    def cards(self) -> tuple[str, ...]:
        return tuple(self.digits)


@dataclass(frozen=True, slots=True)
class Term(Expr):
    """Numbers joined by × and ÷, worked left to right."""

    first: Number
    rest: tuple[tuple[str, Number], ...]
    span: Span = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if any(op not in (TIMES, DIVIDE) for op, _ in self.rest):
            raise ValueError("a term joins numbers with × and ÷ only")

    def numbers(self) -> tuple[Number, ...]:
        return (self.first, *(n for _, n in self.rest))

    def tokens(self) -> list[Number | str]:
        out: list[Number | str] = [self.first]
        for op, number in self.rest:
            out += [op, number]
        return out


@dataclass(frozen=True, slots=True)
class Sum(Expr):
    """Terms joined by + and −, worked left to right; ``negative``: a leading minus."""

    first: Term | Number
    rest: tuple[tuple[str, Term | Number], ...]
    negative: bool = False
    span: Span = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if any(op not in (PLUS, MINUS) for op, _ in self.rest):
            raise ValueError("a sum joins terms with + and − only")

    def terms(self) -> tuple[Term | Number, ...]:
        return (self.first, *(t for _, t in self.rest))

    def numbers(self) -> tuple[Number, ...]:
        return tuple(n for t in self.terms() for n in t.numbers())

    def tokens(self) -> list[Number | str]:
        out: list[Number | str] = [MINUS] if self.negative else []
        out += self.first.tokens()
        for op, term in self.rest:
            out.append(op)
            out += term.tokens()
        return out


def zero_divisor(expr: Expr) -> Number | None:
    """The first number divided by that is 0 (there are no brackets, so a zero divisor is
    always a written 0), or ``None``."""
    terms = expr.terms() if isinstance(expr, Sum) else (expr,)
    for term in terms:
        if isinstance(term, Term):
            for op, number in term.rest:
                if op == DIVIDE and number.number == 0:
                    return number
    return None


def term_value(term: Term | Number) -> Fraction:
    """Exact value of a term; raises ``ZeroDivisionError`` (callers turn it into an error)."""
    if isinstance(term, Number):
        return Fraction(term.number)
    value = Fraction(term.first.number)
    for op, number in term.rest:
        value = value * number.number if op == TIMES else value / number.number
    return value


def sum_value(expr: Expr) -> Fraction:
    """Exact value of any node; raises ``ZeroDivisionError`` on a zero divisor."""
    if not isinstance(expr, Sum):
        return term_value(expr)  # type: ignore[arg-type]
    value = -term_value(expr.first) if expr.negative else term_value(expr.first)
    for op, term in expr.rest:
        value = value + term_value(term) if op == PLUS else value - term_value(term)
    return value


def to_latex(expr: Expr) -> str:
    r"""School notation, in the cards' order: ``8 - 3 \div 3``, ``12 + 3 \times 4``."""
    parts: list[str] = []
    tokens = expr.tokens()
    for index, token in enumerate(tokens):
        if isinstance(token, Number):
            parts.append(token.digits)
        elif index == 0:
            parts.append("-")
        else:
            parts.append(_LATEX_OPS[token])
    text = " ".join(parts)
    return text.replace("- ", "-", 1) if tokens and tokens[0] == MINUS else text


def value_latex(value: Fraction) -> str:
    r"""An exact value in LaTeX as SymPy writes it, without SymPy (a board never loads it):
    ``7``, ``\frac{7}{3}``, ``- \frac{7}{3}``."""
    if value.denominator == 1:
        return str(value.numerator)
    fraction = rf"\frac{{{abs(value.numerator)}}}{{{value.denominator}}}"
    return f"- {fraction}" if value < 0 else fraction
