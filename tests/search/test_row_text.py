"""The solution's text is written straight from its row of cards: the same text the parser
gives for that row."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from mathplay.expr import ExprRules, parse_cards
from mathplay.search.model.solution import row_text

numbers = st.one_of(
    st.sampled_from("0123456789"),
    st.from_regex(r"[1-9][0-9]{1,4}", fullmatch=True),
)
operators = st.sampled_from("+−×÷")


@st.composite
def rows(draw) -> tuple[str, ...]:
    """A valid row: numbers joined by operators, maybe after a leading minus."""
    parts = [draw(numbers)]
    for _ in range(draw(st.integers(0, 6))):
        parts += [draw(operators), draw(numbers)]
    row = [symbol for part in parts for symbol in part]
    if draw(st.booleans()):
        row.insert(0, "−")
    return tuple(row)


@given(rows())
def test_row_text_is_the_parsed_text(row: tuple[str, ...]) -> None:
    rules = ExprRules(unary_minus=True)
    assert row_text(row) == str(parse_cards(row, rules))


def test_row_text_examples() -> None:
    assert row_text(tuple("25×4+2÷97")) == "25 × 4 + 2 ÷ 97"
    assert row_text(tuple("−7+10")) == "−7 + 10"
    assert row_text(("8",)) == "8"
