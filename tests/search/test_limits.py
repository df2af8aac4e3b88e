"""How much a search may take: a default time limit, and no hand beyond what a game deals.

The largest hand is asked of Memory Max's ``Rules`` (the search stands below the games and
cannot ask them itself): every card of the largest deck the rules accept, chaos cards
aside (they are used at once and never stay in a hand), all taken by one player.
"""

from fractions import Fraction

import pytest

from mathplay.errors import MathplayError
from mathplay.games.memory import Rules
from mathplay.search import DEFAULT_TIME_LIMIT, MAX_CARDS, best_expression, count_arrangements
from mathplay.search.pipeline import solver

COPIES = ("digit_copies", "operator_copies", "wildcard_copies")
CEILING = 1_000  # copies of a card no sensible bound allows


def _accepts(**options) -> bool:
    try:
        Rules(**options)
    except MathplayError:
        return False
    return True


def most_copies(option: str) -> int:
    """The most copies of a card ``Rules`` accept for ``option`` (digits pair up: even)."""
    step = 2 if option == "digit_copies" else 1
    most = 0
    while most + step <= CEILING and _accepts(**{option: most + step}):
        most += step
    return most


def largest_hand() -> int:
    most = {option: most_copies(option) for option in COPIES}
    if max(most.values()) >= CEILING - 1:
        pytest.skip("Memory Max's Rules bound no count of copies yet (issue 25 §1)")
    deck = Rules(**most, chaos_copies=0).deck_size
    rules = Rules(**most, chaos_copies=0, grid=(1, deck))  # a grid that holds the deck
    rules.check_fits(rules.deck_size)
    return rules.deck_size


def test_the_largest_hand_searched_is_the_largest_a_game_can_deal():
    assert largest_hand() == MAX_CARDS


def test_a_hand_beyond_it_is_refused_with_a_clear_message():
    for search in (best_expression, count_arrangements):
        with pytest.raises(MathplayError) as info:
            search("9 +" * (MAX_CARDS // 2) + " 9")
        assert info.value.message_id == "search.too_many_cards"
        assert info.value.params == {"count": MAX_CARDS + 1, "limit": MAX_CARDS}
    assert best_expression("9 +" * ((MAX_CARDS - 1) // 2) + " 9").proven_optimal


def test_a_search_has_a_default_time_limit_and_none_when_asked(monkeypatch):
    given = []

    class Spy(solver.Deadline):
        def __init__(self, seconds):
            given.append(seconds)
            super().__init__(seconds)

    monkeypatch.setattr(solver, "Deadline", Spy)
    best_expression("9 8 + 1 × 7")
    best_expression("9 8 + 1 × 7", time_limit=None)
    best_expression("9 8 + 1 × 7", time_limit=2)
    assert given == [DEFAULT_TIME_LIMIT, None, 2.0]
    assert 0 < DEFAULT_TIME_LIMIT < 60


@pytest.mark.parametrize(
    "cards, goal",
    [
        (["Y"] * 12, ("target", Fraction(22, 7))),  # took 43 s and 408 MB without a limit
        (list("9876543210" * 8) + list("+−×÷" * 10), ("target", Fraction(22, 7))),
    ],
)
def test_a_hard_search_stops_in_time_with_its_best_so_far_and_a_bound(cards, goal):
    solution = best_expression(cards, goal, time_limit=0.3)
    assert not solution.proven_optimal
    distance = abs(solution.value - goal[1])
    assert solution.bound is not None and 0 <= solution.bound <= distance
