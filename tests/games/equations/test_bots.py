"""The bots play legal moves whole games long, and the greedy one plays greedily."""

from mathplay.games.equations import (
    Draw,
    EquationsGame,
    GreedyBot,
    Phase,
    Play,
    RandomBot,
    legal,
    play_game,
    tournament,
)
from mathplay.games.equations.bots import one_card_completions, varied


def test_whole_games_are_legal_and_reproducible():
    bots = [GreedyBot(1), RandomBot(2), RandomBot(3)]
    game = play_game(bots, seed=11)
    assert game.is_terminal and game.winner == 0 and game.scores[0] >= 15
    again = play_game([GreedyBot(1), RandomBot(2), RandomBot(3)], seed=11)
    assert again == game


def test_greedy_takes_the_best_completion():
    game = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "− 3 ÷ 3 7 2")
    move = GreedyBot().choose_move(game)
    assert move == game.hint().play and game.hint().score == 6


def test_greedy_draws_two_digits_for_each_operator():
    bot = GreedyBot()
    game = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "1 2 3 4 5 6")
    game.apply(Play.of(2, ("1", "right", 0)))
    assert bot.choose_move(game) == Draw(0)
    game = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "1 + × ÷ −")
    game.apply(Play.of(2, ("+", "right", 1)))
    assert bot.choose_move(game) == Draw(2)


def test_greedy_leaves_the_fewest_one_card_completions():
    game = EquationsGame.from_text(["8 =", "3 + = 7", "= 6"], "9 9 9 9 ×")
    assert game.hint() is None
    move = GreedyBot(seed=4).choose_move(game)
    symbols = sorted(set(game.rules.cards()))

    def danger(play):
        p = play.placements[0]
        after = game.equations[p.equation].inserted([(p.card, p.side, p.index)])
        return one_card_completions(after, symbols, game.rules)

    options = list(legal.plays(game.equations, game.hand(), 1))
    assert danger(move) == min(danger(p) for p in options)
    assert danger(move) == 0


def test_one_card_completions_counts_single_cards():
    from mathplay.games.equations import Equation, Rules

    # 3 + _ = 7: only a 4 after the +; "3 + = 7" also completes as "3 + 4 = 7" only
    assert one_card_completions(Equation.from_text("3 + = 7"), "0123456789+−×÷", Rules()) == 1
    assert one_card_completions(Equation.from_text("8 = 8"), "0123456789+−×÷", Rules()) == 0


def test_random_bot_answers_every_phase():
    game = EquationsGame(2, seed=3)
    bot = RandomBot(seed=1)
    phases = set()
    for _ in range(60):
        phases.add(game.phase)
        game.apply(bot.choose_move(game))
    # one card played, two drawn: the hand never drops under 5, so no second draw
    assert phases == {Phase.PLAY, Phase.DRAW}
    assert game.turn == 30 and len(game.hand(0)) == 6 + 15


def test_varied_keeps_one_of_each_first():
    assert varied(["1", "1", "1", "1", "2", "+", "+", "×"], 4) == ("1", "2", "+", "×")
    assert varied(["1", "1", "1", "1", "2", "+", "+", "×"], 6) == ("1", "1", "2", "+", "+", "×")


def test_greedy_beats_random():
    result = tournament(
        [lambda s: GreedyBot(s), lambda s: RandomBot(s)], ["greedy", "random"], games=6, seed=5
    )
    assert result.games == 6 and result.wins == [6, 0] and result.no_winner == 0
    assert result.win_rates() == [1.0, 0.0]
    assert sum(result.seat_wins) == 6
