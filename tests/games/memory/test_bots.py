"""Bots with memory: what they remember and forget, and how they use it."""

import pytest

from mathplay.errors import MathplayError
from mathplay.games.memory import (
    CHAOS,
    Chaos,
    Flip,
    ForgetfulBot,
    LimitedMemoryBot,
    MemoryBot,
    MemoryGame,
    PerfectMemoryBot,
    RandomBot,
    Rules,
    play_game,
)


def table(layout, players=2):
    return MemoryGame(players, seed=0, rules=Rules(grid=(1, len(layout.split()))), layout=layout)


def show(game, bots, *positions):
    """Flip ``positions`` (whoever's turn it is); every bot watches."""
    for position in positions:
        turn = game.apply(Flip(position))
        for bot in bots:
            bot.observe(turn)


def test_a_bot_remembers_numbers_turned_back_and_takes_the_known_pair():
    game = table("7 3 5 7 3 5")
    bot = PerfectMemoryBot()
    show(game, [bot], 0, 1, 2, 3)  # player 0 shows 7 and 3, player 1 shows 5 and 7
    assert bot.memory == {0: "7", 1: "3", 2: "5", 3: "7"}
    assert game.current_player == 0
    assert bot.choose_move(game) == Flip(0)
    show(game, [bot], 0)
    assert bot.choose_move(game) == Flip(3)
    show(game, [bot], 3)
    assert game.hand(0) == ("7", "7") and bot.memory == {1: "3", 2: "5"}


def test_the_second_card_is_the_remembered_partner_of_the_first():
    game = table("7 3 7 3 1 1")
    bot = PerfectMemoryBot(seed=4)
    show(game, [bot], 0, 1)  # 7 and 3 go back
    show(game, [bot], 4, 3)  # player 1: 1 and 3 go back; the bot has seen both 3s: a pair
    assert bot.choose_move(game) == Flip(1)
    show(game, [bot], 5)  # the bot's own first card is the other 1
    assert bot.choose_move(game) == Flip(4)


def test_a_bot_flips_cards_it_does_not_know():
    for seed in range(20):
        game = table("7 3 5 3 1 1 5 7")
        bot = PerfectMemoryBot(seed)
        show(game, [bot], 0, 1)
        assert bot.choose_move(game).position not in (0, 1)


def test_taken_and_shuffled_cards_are_forgotten():
    game = table(f"7 {CHAOS} 7 3 3 5 5 1 1")
    bot = PerfectMemoryBot()
    show(game, [bot], 0, 1)  # 7 goes back, chaos is taken: its owner must shuffle
    assert bot.memory == {0: "7"}
    bot.observe(game.apply(Chaos(8)))  # every face-down card
    assert bot.memory == {}


def test_limited_memory_keeps_the_latest_cards():
    game = table("1 2 3 4 5 6 1 2 3 4 5 6")
    bot = LimitedMemoryBot(3)
    show(game, [bot], 0, 1, 2, 3, 4, 5)
    assert bot.memory == {3: "4", 4: "5", 5: "6"}
    show(game, [bot], 3)  # seeing a card again refreshes it
    assert list(bot.memory) == [4, 5, 3]
    nothing = LimitedMemoryBot(0)
    show(game, [nothing], 6)
    assert nothing.memory == {}


def test_forgetting_happens_at_the_end_of_each_turn():
    game = table("1 2 3 4 5 6 1 2 3 4 5 6")
    never, always, sometimes = ForgetfulBot(0.0), ForgetfulBot(1.0), ForgetfulBot(0.5, seed=2)
    bots = [never, always, sometimes]
    show(game, bots, 0)
    assert always.memory == {0: "1"}, "within a turn nothing is forgotten"
    show(game, bots, 1, 2, 3, 4, 5, 6, 7)
    assert len(never.memory) == 8 and always.memory == {}
    assert 0 < len(sometimes.memory) < 8


def test_bots_do_not_peek_at_face_down_cards():
    first, second = table("7 3 5 1 3 5 1 7"), table("7 3 1 5 7 1 5 3")
    bot_one, bot_two = PerfectMemoryBot(seed=5), PerfectMemoryBot(seed=5)
    show(first, [bot_one], 0, 1)
    show(second, [bot_two], 0, 1)
    for _ in range(10):
        assert bot_one.choose_move(first) == bot_two.choose_move(second)


def test_chaos_choices():
    game = table(f"7 {CHAOS} 7 3 3 5 5 1 1")
    show(game, [], 0, 1)
    assert PerfectMemoryBot().choose_move(game) == Chaos(2)
    counts = {RandomBot(seed=s).choose_move(game).count for s in range(40)}
    assert counts <= set(range(2, 9)) and len(counts) > 3


def test_bot_settings_are_checked():
    for options in ({"capacity": -1}, {"capacity": 2.5}, {"forget": 1.5}, {"forget": "x"}):
        with pytest.raises(MathplayError) as info:
            MemoryBot(**options)
        assert info.value.message_id in ("memory.bot_capacity", "memory.bot_forget")
    assert repr(ForgetfulBot(0.25)) == "ForgetfulBot(0.25)"
    assert repr(LimitedMemoryBot(4)) == "LimitedMemoryBot(4)"
    assert repr(MemoryBot(3, 0.5)) == "MemoryBot(capacity=3, forget=0.5)"
    assert [repr(PerfectMemoryBot()), repr(RandomBot())] == ["PerfectMemoryBot()", "RandomBot()"]


def test_a_perfect_memory_collects_more_cards_than_none():
    more = 0
    for seed in range(30):
        bots = [PerfectMemoryBot(seed), RandomBot(seed)]
        game = play_game(bots, seed=seed, first_player=seed % 2)
        more += len(game.hand(0)) > len(game.hand(1))
    assert more >= 25
