"""What the solver returns: the best expression, its exact value, and why it is the best."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from mathplay.i18n import get_language, translate
from mathplay.i18n.notation import notation

__all__ = ["Proof", "Solution", "format_number", "row_text"]


def format_number(value: Fraction) -> str:
    """``7``, ``-7/2``: an exact value as people write it."""
    return str(value.numerator) if value.denominator == 1 else str(value)


def row_text(row: tuple[str, ...]) -> str:
    """A valid row of cards as an expression is written: ``"25 × 4 + 2 ÷ 97"``, a leading
    minus stuck to its number (the same text as the parsed expression gives)."""
    parts: list[str] = []
    number = ""
    for index, symbol in enumerate(row):
        if symbol.isdigit():
            number += symbol
        elif index == 0:  # a leading minus sign sticks to its number
            number = symbol
        else:
            parts.append(number)
            parts.append(symbol)
            number = ""
    parts.append(number)
    return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Proof:
    """Why nothing better exists: the kind of argument and the bound it used.

    ``kind``: ``"bound"`` (every other way is at most/at least ``bound``), ``"only"`` (a
    single value is possible), ``"exact_hit"``, ``"extreme"`` (the target lies beyond the
    largest or smallest value; ``extreme`` says which), ``"closest"`` (everything that
    could come closer was searched) or ``"not_proven"`` (time ran out).
    """

    kind: str
    bound: Fraction | None = None
    extreme: str = ""


@dataclass(frozen=True, slots=True)
class Solution:
    """A best expression for a hand of cards.

    - ``expression``: the text, using exactly the cards (each Y written as what it became);
    - ``value``: its exact value; ``cards``: the hand as given (canonical symbols, Y kept);
    - ``goal``: ``"max"``, ``"min"``, ``"zero"`` or ``("target", n)``;
    - ``row``: the cards in the order of the expression; ``wildcards``: what the Y cards
      became;
    - ``proven_optimal``: ``True`` unless a time limit stopped the search first;
    - ``bound``: the best any expression could do, as far as the search proved: an upper
      bound on the value for ``"max"``, a lower bound for ``"min"``, a lower bound on the
      distance to the target otherwise. Equal to the value (the distance) when proven.
    """

    expression: str
    value: Fraction
    cards: tuple[str, ...]
    goal: str | tuple[str, Fraction]
    proven_optimal: bool
    bound: Fraction | None
    row: tuple[str, ...] = ()
    wildcards: tuple[str, ...] = ()
    proof: Proof = field(default=Proof("bound"), repr=False, compare=False)

    def explain(self, language: str | None = None) -> str:
        """A short explanation of why nothing better exists (or what is still open), saying
        only what is true of this row (a hand without × hears nothing of ×), with × and ÷
        written as the language's school writes them."""
        lang = get_language() if language is None else language
        value = format_number(self.value)
        proof = self.proof
        if not self.proven_optimal:
            kind = "distance" if isinstance(self.goal, tuple) or self.goal == "zero" else self.goal
            trivial = self.bound is None or (kind == "distance" and self.bound == 0)
            bound_text = (
                ""
                if trivial
                else translate(f"search.bound.{kind}", lang, bound=format_number(self.bound))
            )
            reason = translate("search.proof.not_proven", lang, bound_text=bound_text).strip()
        elif proof.kind == "only":
            reason = translate("search.proof.only", lang)
        elif proof.kind == "exact_hit":
            reason = translate("search.proof.exact_hit", lang)
        elif proof.kind == "extreme":
            reason = translate(
                "search.proof.extreme",
                lang,
                extreme=translate(f"search.extreme.{proof.extreme}", lang),
                target=format_number(self._target()),
            )
        elif proof.kind == "closest":
            distance = abs(self.value - self._target())
            reason = translate("search.proof.closest", lang, distance=format_number(distance))
        else:
            bound = format_number(self.value if proof.bound is None else proof.bound)
            kind = "upper_bound" if self.goal == "max" else "lower_bound"
            signs = [sign for sign in ("+", "−") if sign in self._signs()]
            if not signs:
                kind += "_one_part"  # no + or −: the whole row is one part
            reason = translate(f"search.proof.{kind}", lang, bound=bound, signs=signs)
        if self.goal in ("max", "min"):
            how = "".join(translate(f"search.how.{key}", lang) for key in self._how())
            text = translate(
                f"search.explain.{self.goal}",
                lang,
                expression=self.expression,
                value=value,
                how=how,
                proof=reason,
            )
        else:
            target = self._target()
            text = translate(
                "search.explain.target",
                lang,
                expression=self.expression,
                value=value,
                distance=format_number(abs(self.value - target)),
                target=format_number(target),
                proof=reason,
            )
        if self.wildcards:
            text += " " + translate(
                "search.wildcards_became", lang, choices=", ".join(self.wildcards)
            )
        return notation(text, lang)

    def _signs(self) -> set[str]:
        """The signs of the row (what each Y became included)."""
        return {card for card in (self.row or self.cards) if card in "+−×÷"}

    def _how(self) -> list[str]:
        """How the best row of a ``"max"`` or ``"min"`` goal is built, said only of the signs
        this row holds (a hand without × hears nothing about ×)."""
        signs = self._signs()
        if self.goal == "max":
            if not signs:
                return ["max_digits"]
            how = ["max_times" if "×" in signs else "max_places"]
            return how + [
                key for sign, key in (("−", "max_minus"), ("÷", "max_divide")) if sign in signs
            ]
        how = [key for sign, key in (("−", "min_minus"), ("÷", "min_divide")) if sign in signs]
        return how or ["min_small" if signs else "min_digits"]

    def _target(self) -> Fraction:
        return self.goal[1] if isinstance(self.goal, tuple) else Fraction(0)
