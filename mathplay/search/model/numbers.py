"""Numbers made from a multiset of digit cards: the largest, the smallest, the best products.

A digit multiset is a tuple of ten counts (``counts[v]`` copies of digit ``v``; the shared
:data:`~mathplay.core.multiset.Counts`). Every function returns digit strings (``"907"``),
so leading zeros stay visible when the rules allow them, or ``None`` when the rules make
the request impossible.

:func:`max_product` deals the digits in descending order, each to the number that is
currently smallest. That is optimal: in any arrangement, look at the first digit that does
not go to a smallest number ``b`` but to a larger one ``a``; swapping the two numbers'
remaining tails changes the product by ``(a − b)(α·10^q − β·10^p)`` (tails ``α`` of ``p``
digits and ``β`` of ``q`` digits), which is positive because ``α`` starts with a larger digit
than ``β`` (equal digits are simply dealt the other way round). So every best arrangement
deals like the greedy one. Zeros go last: each one multiplies the product by ten wherever it
ends up.
"""

from __future__ import annotations

from mathplay.core.multiset import Counts, digits_of, subtract
from mathplay.expr import ExprRules

__all__ = [
    "Counts",
    "can_form",
    "digits_of",
    "largest_number",
    "led_numbers",
    "max_product",
    "smallest_number",
    "smallest_sum_numbers",
    "subtract",
]


def _is_valid(text: str, rules: ExprRules) -> bool:
    if len(text) > 1 and not rules.concatenate:
        return False
    return len(text) == 1 or text[0] != "0" or rules.leading_zero


def largest_number(counts: Counts, rules: ExprRules) -> str | None:
    """All the digits as one number, as large as possible (digits in descending order)."""
    text = "".join(str(d) for d in reversed(digits_of(counts)))
    return text if text and _is_valid(text, rules) else None


def smallest_number(counts: Counts, rules: ExprRules, *, nonzero: bool = False) -> str | None:
    """All the digits as one number, as small as possible; ``nonzero``: it must not be 0.

    Without leading zeros: the smallest non-zero digit first, then the rest ascending.
    """
    digits = digits_of(counts)
    if not digits or (nonzero and not any(digits)):
        return None
    if len(digits) > 1 and not rules.leading_zero:
        lead = next((d for d in digits if d), None)
        if lead is None:
            return None
        digits.remove(lead)
        digits.insert(0, lead)
    text = "".join(map(str, digits))
    return text if _is_valid(text, rules) else None


def max_product(
    counts: Counts, parts: int, rules: ExprRules, *, nonzero: bool = False
) -> tuple[int, tuple[str, ...]] | None:
    """The largest product of ``parts`` numbers made of exactly these digits, and the numbers.

    ``nonzero``: every number must be non-zero (divisors). ``None`` when impossible.
    """
    digits = digits_of(counts)
    if parts == 0:
        return (1, ()) if not digits else None
    if len(digits) < parts or (not rules.concatenate and len(digits) != parts):
        return None
    nonzero_digits = [d for d in reversed(digits) if d]
    zeros = len(digits) - len(nonzero_digits)
    if len(nonzero_digits) >= parts:
        numbers = [0] * parts
        texts = [""] * parts
        for digit in [*nonzero_digits, *([0] * zeros)]:
            smallest = min(range(parts), key=numbers.__getitem__)
            numbers[smallest] = numbers[smallest] * 10 + digit
            texts[smallest] += str(digit)
        product = 1
        for number in numbers:
            product *= number
        return product, tuple(texts)
    if nonzero:
        return None
    return _zero_product(nonzero_digits, zeros, parts, rules)


def _zero_product(
    nonzero_digits: list[int], zeros: int, parts: int, rules: ExprRules
) -> tuple[int, tuple[str, ...]] | None:
    """``parts`` numbers with product 0 (fewer non-zero digits than numbers), if possible."""
    zero_numbers = parts - len(nonzero_digits)
    spare = zeros - zero_numbers
    if spare < 0:
        return None
    texts = [str(d) for d in nonzero_digits] + ["0"] * zero_numbers
    if spare:
        if not rules.concatenate:
            return None
        if nonzero_digits:
            texts[0] += "0" * spare
        elif rules.leading_zero:
            texts[-1] += "0" * spare
        else:
            return None
    return 0, tuple(texts)


def can_form(counts: Counts, numbers: int, nonzero: int, rules: ExprRules) -> bool:
    """Whether exactly these digits can be written as ``numbers`` numbers, ``nonzero`` of
    which are not 0 (divisors), under the rules."""
    size = sum(counts)
    nonzero_digits = size - counts[0]
    if nonzero_digits < nonzero or size < numbers:
        return False
    if not rules.concatenate:
        return size == numbers
    # spare digits must follow a non-zero first digit (or anything, with leading zeros)
    return rules.leading_zero or size == numbers or nonzero_digits > 0


def smallest_sum_numbers(digits: list[int], count: int, rules: ExprRules) -> list[str] | None:
    """``count`` numbers from all ``digits`` with the smallest sum: balanced lengths, zeros in
    the highest places that may hold a zero, then the other digits smallest first."""
    if count == 0:
        return [] if not digits else None
    if len(digits) < count or (not rules.concatenate and len(digits) != count):
        return None
    short, longer = divmod(len(digits), count)
    lengths = [short + 1] * longer + [short] * (count - longer)
    places = [
        (length - 1 - p, index) for index, length in enumerate(lengths) for p in range(length)
    ]
    places.sort(key=lambda place: -place[0])
    may_hold_zero = [
        place
        for place in places
        if rules.leading_zero or lengths[place[1]] == 1 or place[0] < lengths[place[1]] - 1
    ]
    zeros = digits.count(0)
    if zeros > len(may_hold_zero):
        return None
    zero_places = may_hold_zero[:zeros]
    other_places = [place for place in places if place not in zero_places]
    numbers = [[0] * length for length in lengths]
    for (power, index), digit in zip(other_places, sorted(d for d in digits if d), strict=True):
        numbers[index][lengths[index] - 1 - power] = digit
    return ["".join(map(str, n)) for n in numbers]


def led_numbers(counts: list[int], parts: int, rules: ExprRules) -> list[str] | None:
    """``parts`` non-zero numbers holding all the digits, each starting non-zero (none for
    ``parts`` 0 and no digits); ``None`` if they cannot."""
    if parts == 0:
        return None if any(counts) else []
    digits = digits_of(tuple(counts))
    nonzero = sorted((d for d in digits if d), reverse=True)
    if len(nonzero) < parts or (not rules.concatenate and len(digits) != parts):
        return None
    numbers = [[d] for d in nonzero[:parts]]
    numbers[0] += nonzero[parts:] + [0] * (len(digits) - len(nonzero))
    return ["".join(map(str, n)) for n in numbers]
