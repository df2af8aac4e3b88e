"""The turn of the rules page, step by step: play, score, discard, re-seed, void, draw."""

from collections import Counter
from itertools import islice

import pytest

from mathplay.errors import InvalidState, MathplayError
from mathplay.games.equations import (
    Draw,
    EndTurn,
    Equation,
    EquationsGame,
    EventKind,
    Pass,
    Phase,
    Pile,
    Play,
    Rules,
    Side,
)


def left_digits(game, index):
    """A seeder: always a digit card, on the left."""
    return Pile.DIGIT, Side.LEFT


def kinds(game):
    return [event.kind for event in game.last_events]


def test_set_up(count_cards):
    game = EquationsGame(4, seed=3)
    assert game.players == ["Player 1", "Player 2", "Player 3", "Player 4"]
    for player in range(4):
        hand = game.hand(player)
        assert sum(c in "0123456789" for c in hand) == 4 and len(hand) == 6
    assert all(e.size == 1 for e in game.equations)
    assert count_cards(game) == Counter(Rules().cards())
    assert (game.current_player, game.phase, game.scores) == (0, Phase.PLAY, [0, 0, 0, 0])
    assert game == EquationsGame(4, seed=3)
    assert game != EquationsGame(4, seed=4)
    assert EquationsGame(["Ann", "Bo"], seed=1).players == ["Ann", "Bo"]


def test_the_seed_completes_a_seeded_8_by_playing_five_cards_at_once(count_cards):
    table = ["8 =", "3 + = 7", "= 5"]
    game = EquationsGame.from_text(table, "− 3 ÷ 3 7 2", seeder=left_digits)
    game.apply(Play.from_text("0: 8 [− 3 ÷ 3] = [7]"))
    assert game.scores == [4, 0]
    assert kinds(game) == [EventKind.PLAY, EventKind.COMPLETE, EventKind.SEED]
    assert game.last_events[1].text == "8 − 3 ÷ 3 = 7" and game.last_events[1].points == 4
    assert game.equations[0].size == 1 and game.equations[0].right == ()
    assert sorted(game.discards[Pile.DIGIT]) == ["3", "3", "7", "8"]
    assert sorted(game.discards[Pile.OPERATOR]) == ["÷", "−"]
    assert game.hand() == ("2",)
    assert game.phase == Phase.DRAW
    assert list(game.legal_moves()) == [Draw(2), Draw(1), Draw(0)]
    game.apply(Draw(2))  # the hand is still under 5: the rules offer 2 more cards, once
    assert game.phase == Phase.DRAW_AGAIN and len(game.hand()) == 3
    assert list(game.legal_moves())[-1] == EndTurn()
    game.apply(Draw(1))
    assert len(game.hand(0)) == 5
    assert (game.current_player, game.phase, game.turn) == (1, Phase.PLAY, 1)
    assert count_cards(game) == Counter(Rules().cards())


def test_one_card_can_complete():
    game = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "3 3 4 5 6 + ÷")
    game.apply(Play.of(1, ("4", "left", 2)))
    assert game.last_events[1].text == "3 + 4 = 7"
    assert game.scores == [2, 0]  # 5 cards with "=", minus 3


def test_a_play_that_completes_nothing_scores_nothing():
    game = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "3 3 4 5 6 + ÷")
    game.apply(Play.of(2, ("3", "right", 0)))
    assert game.equations[2].to_text() == "= 35"
    assert game.scores == [0, 0] and kinds(game) == [EventKind.PLAY]
    game.apply(Draw(0))  # 8 cards: no second draw
    assert (game.current_player, game.phase) == (1, Phase.PLAY)


def test_ending_the_turn_instead_of_drawing_again():
    game = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "− 3 ÷ 3 7 2", seeder=left_digits)
    game.apply(Play.from_text("0: 8 [− 3 ÷ 3] = [7]"))
    game.apply(Draw(1))
    game.apply(EndTurn())
    assert len(game.hand(0)) == 3 and game.current_player == 1


def test_the_void_rule():
    table = ["1 + 1 + 1 + 1 + 1 =", "= 2", "3 ="]
    game = EquationsGame.from_text(table, "1 2 3 ×", seeder=left_digits)
    game.apply(Play.of(0, ("×", "right", 0)))  # 10 cards, not complete: void
    assert kinds(game) == [EventKind.PLAY, EventKind.VOID, EventKind.SEED]
    assert game.equations[0].size == 1 and game.scores == [0, 0]
    assert len(game.discards[Pile.DIGIT]) == 5 and len(game.discards[Pile.OPERATOR]) == 5
    # the same play with no void rule: the equation stays
    complex_game = EquationsGame.from_text(table, "1 2 3 ×", rules=Rules(void_at=None))
    complex_game.apply(Play.of(0, ("×", "right", 0)))
    assert complex_game.equations[0].to_text() == "1 + 1 + 1 + 1 + 1 = ×"
    # a long equation that completes scores: 11 cards with "=" − 3
    scoring = EquationsGame.from_text(table, "5 2 3 ×", seeder=left_digits)
    scoring.apply(Play.of(0, ("5", "right", 0)))
    assert scoring.scores == [8, 0] and EventKind.VOID not in kinds(scoring)


def test_the_end_at_the_target():
    game = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "− 3 ÷ 3 7 2", scores=[12, 14])
    game.apply(Play.from_text("0: 8 [− 3 ÷ 3] = [7]"))
    assert game.is_terminal and game.winner == 0 and game.scores == [16, 14]
    assert kinds(game)[-1] == EventKind.WIN
    assert list(game.legal_moves()) == []


def test_a_score_never_goes_below_zero():
    game = EquationsGame.from_text(["3 =", "= 5", "= 6"], "3 1 2 +", rules=Rules(penalty=4))
    game.apply(Play.of(0, ("3", "right", 0)))
    assert game.scores == [0, 0] and game.last_events[1].points == -1


def test_recycling_a_discard_pile(count_cards):
    game = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "3 4 5 6 7 +")
    data = game.to_dict()
    data["discards"]["digit"] = data["draw_piles"]["digit"]
    data["draw_piles"]["digit"] = []
    game = EquationsGame.from_dict(data)
    game.apply(Play.of(2, ("3", "right", 0)))
    game.apply(Draw(2))
    assert EventKind.RECYCLE in kinds(game)
    assert game.discards[Pile.DIGIT] == [] and len(game.draw_piles[Pile.DIGIT]) == 60 - 13 - 2
    assert count_cards(game) == Counter(Rules().cards())


def test_an_empty_deck_gives_the_other_deck():
    game = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "3 4 5 6 7 +")
    data = game.to_dict()
    data["hands"][1] += data["draw_piles"]["digit"]  # every other digit card is in a hand
    data["draw_piles"]["digit"] = []
    game = EquationsGame.from_dict(data)
    game.apply(Play.of(2, ("3", "right", 0)))
    operators = len(game.draw_piles[Pile.OPERATOR])
    game.apply(Draw(2))
    assert game.hand(0)[:4] == ("4", "5", "6", "7") and len(game.hand(0)) == 7
    assert len(game.draw_piles[Pile.OPERATOR]) == operators - 2
    assert game.last_events[0].text == "operator operator"


def test_an_empty_hand_passes_and_a_game_nobody_can_play_ends():
    rules = Rules(deck={"1": 3}, operators="", deal_digits=0, deal_operators=0)
    game = EquationsGame(2, seed=0, rules=rules)
    assert list(game.legal_moves()) == [Pass()]
    game.apply(Pass())
    game.apply(Draw(2))  # nothing left to draw
    assert game.phase == Phase.DRAW_AGAIN
    game.apply(EndTurn())
    game.apply(Pass())
    game.apply(Draw(0))
    game.apply(EndTurn())
    assert game.is_terminal and game.winner is None


def test_passing_hands_to_the_right():
    rules = Rules(pass_hands=True)
    others = ["1 1 1 1 1 1", "2 2 2 2 2 2"]
    table = ["8 =", "3 + = 7", "= 5"]
    game = EquationsGame.from_text(table, "3 4 5 6 7 +", players=3, other_hands=others, rules=rules)
    game.apply(Play.of(2, ("3", "right", 0)))
    game.apply(Draw(0))
    assert game.hand(0) == ("1",) * 6  # from the player after me
    assert game.hand(1) == ("2",) * 6
    assert game.hand(2)[:4] == ("4", "5", "6", "7")  # mine went to the player on my right
    assert kinds(game)[-1] == EventKind.PASS_HANDS


def test_the_seeder_hook():
    def operators_right(game, index):
        return "operator", "right"

    game = EquationsGame(2, seed=5, seeder=operators_right)
    assert all(e.left == () and e.right[0] in "+−×÷" for e in game.equations)
    with pytest.raises(MathplayError) as info:
        EquationsGame(2, seeder=lambda game, index: ("middle", "left"))
    assert info.value.message_id == "equations.bad_seeder"


def test_the_view_hides_other_hands_and_the_piles():
    table = ["8 =", "3 + = 7", "= 5"]
    game = EquationsGame.from_text(table, "3 4 5 6 7 +", other_hands=["1 1 2 2 + +"])
    view = game.view(1)
    assert view["hand"] == ["1", "1", "2", "2", "+", "+"]
    assert view["hand_sizes"] == [6, 6]
    assert [e["text"] for e in view["equations"]] == ["8 =", "3 + = 7", "= 5"]
    assert view["equations"][1] == {
        "left": ["3", "+"],
        "right": ["7"],
        "text": "3 + = 7",
        "face_down": 0,
    }
    assert view["draw_piles"] == {"digit": 60 - 13, "operator": 27 - 4}
    assert set(view) == {
        "player",
        "players",
        "current_player",
        "phase",
        "turn",
        "scores",
        "target",
        "winner",
        "equations",
        "hand",
        "hand_sizes",
        "draw_piles",
        "discards",
        "last_events",
    }  # no other hand, no pile order, no random generator
    assert game.view(0)["hand"] == ["3", "4", "5", "6", "7", "+"]
    with pytest.raises(MathplayError):
        game.view(2)


def test_legal_moves_are_lazy_and_single_cards_come_first():
    game = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "3 4 5 6 7 +")
    moves = list(islice(game.legal_moves(), 200))
    singles = [m for m in moves if len(m.cards) == 1]
    assert moves[: len(singles)] == singles  # single cards first
    # 6 cards x 11 gaps, less a card before an equal table card (3, +, 7, 5): same result
    assert len(singles) == 6 * 11 - 4
    results = set()
    for card in game.hand():
        for index, equation in enumerate(game.equations):
            for side in Side:
                for at in range(len(equation.side(side)) + 1):
                    results.add((index, equation.inserted([(card, side, at)])))
    assert len(results) == len(singles)
    assert {
        (
            m.equation,
            game.equations[m.equation].inserted([(p.card, p.side, p.index) for p in m.placements]),
        )
        for m in singles
    } == results


def test_every_listed_play_is_legal_and_different():
    game = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "3 3 +")
    plays = list(game.legal_moves())
    assert len(plays) == len(set(plays))
    outcomes = set()
    for play in plays:
        copy = game.clone()
        copy.apply(play)
        outcomes.add(
            (
                play.equation,
                tuple(p.card for p in play.placements),
                str(copy.to_dict()["equations"]),
            )
        )
    assert len(outcomes) == len(plays)


def test_hint_and_completions():
    game = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "− 3 ÷ 3 7 2")
    hint = game.hint()
    assert (hint.text, hint.score, hint.play.equation) == ("3 ÷ 3 + 72 = 73", 6, 1)
    assert [c.score for c in game.completions(0)] == [5, 5, 4, 4, 4, 4]
    assert "8 − 3 ÷ 3 = 7" in {c.text for c in game.completions(0)}
    with pytest.raises(MathplayError):
        game.completions(3)


@pytest.mark.parametrize(
    ("equations", "hand", "message_id"),
    [
        (["8 =", "= 5"], "1", "equations.three_equations"),
        (["8 =", "= 5", "3 = 3"], "1", "equations.table_complete"),
        (["8 =", "= 5", "= 4"], "7 7 7 7 7 7 7", "equations.too_many_cards"),
        (["8 =", "= 5", "= 4"], "×", "equations.too_many_cards"),
    ],
)
def test_bad_positions(equations, hand, message_id):
    rules = Rules(operators="+−")
    with pytest.raises(InvalidState) as info:
        EquationsGame.from_text(equations, hand, rules=rules)
    assert info.value.message_id == message_id


def test_text_with_one_equation_per_line():
    game = EquationsGame.from_text("8 =\n3 + = 7\n= 5\n", "1 2")
    assert [e.to_text() for e in game.equations] == ["8 =", "3 + = 7", "= 5"]
    assert Equation.from_text("8 =") == game.equations[0]
