"""The end of the game: best expressions, players' own expressions, ranking, the table."""

import itertools
from fractions import Fraction

import pytest

from mathplay.errors import ExpressionError, IllegalMove
from mathplay.expr import evaluate, parse_cards
from mathplay.games.memory import (
    CHAOS,
    Declare,
    Flip,
    MemoryGame,
    Rules,
    UseBest,
    goal_distance,
    rank,
)
from tests.fresh_python import loaded_after


def brute_force_distance(cards, rules):
    """The oracle: the best goal distance over every arrangement and every value of each Y."""
    fixed = [card for card in cards if card != "Y"]
    distances = []
    for fill in itertools.product(rules.wildcard_choices(), repeat=len(cards) - len(fixed)):
        for order in set(itertools.permutations(fixed + list(fill))):
            try:
                value = evaluate(parse_cards(order, rules.expr_rules()))
            except ExpressionError:
                continue
            distances.append(goal_distance(rules.goal, value))
    return min(distances, default=None)


def finished(layout, flips, players=2, **options):
    rules = Rules(grid=(1, len(layout.split())), **options)
    game = MemoryGame(players, seed=0, rules=rules, layout=layout)
    for position in flips:
        game.apply(Flip(position))
    assert game.in_finale and not game.is_terminal
    return game


def values(game):
    return [standing.value for standing in game.standings()]


def nines_and_sevens(**options):
    """Player 1 ends with 9 9 8 8 ×, player 2 with 7 7 +."""
    return finished("9 8 9 8 × 7 7 +", [0, 2, 1, 3, 4, 5, 5, 6, 7], **options)


def test_every_player_gets_their_best_expression():
    game = nines_and_sevens()
    assert game.hand(0) == ("9", "9", "8", "8", "×") and game.hand(1) == ("7", "7", "+")
    best = game.best_expression(0)
    assert best.value == 9604 and sorted(best.expression.replace(" ", "")) == sorted("98×98")
    assert values(game) == [Fraction(9604), Fraction(14)]
    first, second = game.standings()
    assert (first.rank, second.rank) == (1, 2)
    assert first.name == "Player 1" and first.cards == game.hand(0)
    assert first.expression == best.expression and not first.declared


def test_results_table():
    table = nines_and_sevens().results_table()
    assert list(table.columns) == [
        "player",
        "cards",
        "expression",
        "value",
        "rank",
        "declared",
        "best_expression",
        "best_value",
    ]
    assert table["player"].tolist() == ["Player 1", "Player 2"]
    assert table["cards"].tolist() == ["9 9 8 8 ×", "7 7 +"]
    assert table["value"].tolist() == [9604, 14] and table["rank"].tolist() == [1, 2]


def test_a_players_own_expression_is_checked_against_the_best():
    game = nines_and_sevens()
    check = game.check_expression(0, "99 * 88")
    assert check.expression == "99 × 88" and check.value == 8712
    assert not check.is_best and check.best.value == 9604
    assert game.check_expression(0, "98x98").is_best
    assert game.check_expression(1, "7+7").is_best
    assert game.declared == [None, None], "checking changes nothing"


def test_declared_expressions_count_in_the_results():
    game = nines_and_sevens()
    game.apply(Declare(0, "988×9"))
    assert game.declared == ["988 × 9", None] and game.current_player == 1
    first, second = game.standings()
    assert first.declared and first.value == 8892 and first.best.value == 9604
    assert second.value == 14 and not second.declared
    table = game.results_table()
    assert table.loc[0, "expression"] == "988 × 9" and table.loc[0, "best_value"] == 9604
    assert MemoryGame.from_dict(game.to_dict()) == game
    game.apply(UseBest(1))
    assert game.is_terminal and game.outcome.scores == (8892, 14) and game.outcome.winners == (0,)


def test_players_announce_in_any_order_and_the_first_waiting_is_to_play():
    game = finished("+ × 7 7 3 3", [0, 1, 2, 3, 4, 5], players=3)
    assert game.current_player == 0 and game.to_announce() == [0, 1, 2]
    game.apply(Declare(1, "3377"))
    assert game.current_player == 0 and game.to_announce() == [0, 2]
    game.apply(UseBest(2))
    assert game.current_player == 0 and game.outcome is None
    game.apply("player 0: best")
    assert game.is_terminal and game.outcome.ranks == (2, 1, 2)


def test_a_bad_declaration_changes_nothing(assert_illegal):
    game = nines_and_sevens()
    assert_illegal(game, Declare(0, "98×9"), "memory.card_missing")
    assert_illegal(game, Declare(1, "77+1"), "memory.card_extra")
    assert_illegal(game, Declare(2, "7+7"), "memory.unknown_player")
    game.apply(Declare(1, "7 + 7"))
    assert_illegal(game, Declare(1, "7+7"), "memory.already_declared")
    assert_illegal(game, UseBest(1), "memory.already_declared")
    before = game.to_dict()
    with pytest.raises(ExpressionError) as info:
        game.apply(Declare(0, "98×98+"))
    assert info.value.message_id == "expr.dangling_operator"
    assert game.to_dict() == before


def test_y_is_one_card_that_becomes_a_digit_or_an_operator():
    game = finished("9 9 Y 4 4 +", [0, 1, 3, 4, 2, 5])
    assert game.hand(0) == ("9", "9", "4", "4", "Y", "+")
    best = game.best_expression(0)
    assert best.value == 9998, "Y becomes a third 9: 9994 + 4"
    assert brute_force_distance(game.hand(0), game.rules) == -9998
    assert game.check_expression(0, "9994 + 4").is_best
    assert game.check_expression(0, "99 × 4 + 4").value == 400, "Y as ×"
    for text, message_id in [
        ("99 + 44", "memory.wildcard_unused"),
        ("999 + 444", "memory.card_extra"),
        ("9 9 + 44 + 1", "memory.card_extra"),
    ]:
        with pytest.raises(IllegalMove) as info:
            game.check_expression(0, text)
        assert info.value.message_id == message_id
    with pytest.raises(ExpressionError) as info:
        game.check_expression(0, "99Y + 44")
    assert info.value.message_id == "expr.wildcard"


def test_what_y_may_become_is_a_rule(assert_illegal):
    game = finished("9 9 Y 4 4 +", [0, 1, 3, 4, 2, 5], wildcard_values="+-")
    assert_illegal(game, Declare(0, "999+44"), "memory.wildcard_value")
    best = game.best_expression(0)
    assert best.value == 99 + 4 + 4 == -brute_force_distance(game.hand(0), game.rules)
    game.apply(Declare(0, "99 − 4 + 4"))
    assert game.standings()[0].value == 99


def test_a_player_with_no_valid_expression_ranks_last():
    game = finished("+ × 7 7 3 3", [0, 1, 2, 3, 4, 5], players=3)
    assert game.hand(0) == ("+", "×") and game.hand(1) == ("7", "7", "3", "3")
    assert game.hand(2) == ()
    assert game.best_expression(0) is None and game.best_expression(2) is None
    assert values(game) == [None, 7733, None]
    assert [s.rank for s in game.standings()] == [2, 1, 2]
    table = game.results_table()
    assert table["player"].tolist() == ["Player 2", "Player 1", "Player 3"]
    assert table["expression"].isna().tolist() == [False, True, True]
    assert table["value"].isna().tolist() == [False, True, True]


def test_chaos_cards_are_not_part_of_the_expression():
    game = finished(f"{CHAOS} 7 7 {CHAOS} 3 3", [1, 2, 4, 5, 0, 3])
    assert game.hand(0) == ("7", "7", "3", "3") and game.discarded == [0, 3]
    assert values(game)[0] == 7733


@pytest.mark.parametrize("goal", ["max", "min", "zero", ("target", 100)])
@pytest.mark.parametrize(
    ("concatenate", "layout", "hand"),
    [
        (True, "7 7 1 1 Y ÷ 3 3 +", ("7", "7", "1", "1", "Y", "÷")),
        (False, "7 7 1 1 + + Y", ("7", "7", "1", "1", "+", "+", "Y")),
    ],
)
def test_other_goals_agree_with_brute_force(goal, concatenate, layout, hand):
    game = finished(layout, range(len(layout.split())), goal=goal, concatenate=concatenate)
    assert game.hand(0) == hand
    best = game.best_expression(0)
    assert isinstance(best.value, Fraction)
    assert goal_distance(goal, best.value) == brute_force_distance(game.hand(0), game.rules)
    assert game.check_expression(0, best.expression).is_best


@pytest.mark.parametrize(
    ("values", "goal", "ranks"),
    [
        ([5, 5, 3, None], "max", [1, 1, 3, 4]),
        ([5, 5, 3, None], "min", [2, 2, 1, 4]),
        ([-2, 2, 1], "zero", [2, 2, 1]),
        ([90, 110, 100, None, None], ("target", 100), [2, 2, 1, 4, 4]),
        ([None, None], "max", [1, 1]),
    ],
)
def test_ranks_follow_the_goal_and_ties_share(values, goal, ranks):
    assert rank([None if v is None else Fraction(v) for v in values], goal) == ranks


def test_importing_the_game_loads_no_heavy_library():
    heavy = ("pandas", "sympy", "matplotlib", "ipywidgets")
    assert loaded_after("import mathplay.games.memory", heavy) == []
