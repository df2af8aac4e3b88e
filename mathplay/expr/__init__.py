"""Cards and exact expressions: the vocabulary every game shares.

>>> from mathplay.expr import parse, evaluate, equation_holds
>>> evaluate("8 − 3 ÷ 3")
Fraction(7, 1)
>>> equation_holds("7÷2×2=7")
True
>>> str(parse("12+3*4"))
'12 + 3 × 4'
"""

from mathplay.errors import ExpressionError
from mathplay.expr.cards import (
    DIGITS,
    DIVIDE,
    EQUALS,
    MINUS,
    OPERATORS,
    PLUS,
    TIMES,
    WILDCARD,
    card_kind,
    normalize_symbol,
    split_cards,
)
from mathplay.expr.evaluation import equation_holds, evaluate, parse_equation, sides_equal
from mathplay.expr.parser import ExprRules, parse, parse_cards, tokenize
from mathplay.expr.sympy_bridge import to_latex, to_sympy, value_latex
from mathplay.expr.tree import Expr, Number, Sum, Term

__all__ = [
    "DIGITS",
    "DIVIDE",
    "EQUALS",
    "MINUS",
    "OPERATORS",
    "PLUS",
    "TIMES",
    "WILDCARD",
    "Expr",
    "ExprRules",
    "ExpressionError",
    "Number",
    "Sum",
    "Term",
    "card_kind",
    "equation_holds",
    "evaluate",
    "normalize_symbol",
    "parse",
    "parse_cards",
    "parse_equation",
    "sides_equal",
    "split_cards",
    "to_latex",
    "to_sympy",
    "tokenize",
    "value_latex",
]
