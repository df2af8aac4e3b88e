"""What every board says about its players, in English, Japanese and Polish, and its "New game"
button, there at any time, with the game number that deals the same game again.

The lessons seat "You" against "Computer" (あなた / コンピューター, Ty / Komputer): a board
speaks to "You" without the name and calls nobody "Computer (computer)".
"""

from __future__ import annotations

import re

import pytest

from mathplay.games.equations import GreedyBot as EquationsBot
from mathplay.games.equations import Phase
from mathplay.games.memory import ForgetfulBot
from mathplay.games.triolet import GreedyBot as TrioletBot
from mathplay.games.triolet import hint
from mathplay.i18n import translate
from mathplay.lessons.checks import Feedback
from mathplay.widgets import EquationsTable, MemoryGrid, TrioletBoard
from mathplay.widgets.parts import strip_tags

LANGUAGES = ("en", "ja", "pl")
BOARDS = {
    "triolet": (TrioletBoard, TrioletBot, ".mathplay-triolet"),
    "equations": (EquationsTable, EquationsBot, ".mathplay-equations"),
    "memory": (MemoryGrid, lambda: ForgetfulBot(0.3, seed=1), ".mathplay-memory"),
}
TURN = {  # the turn line for "You", in each language
    "triolet": {
        "en": "Your turn: pick a tile, then a square.",
        "ja": "あなたの番です。タイルを選んでから、マスを選ぼう。",
        "pl": "Twoja kolej: wybierz płytkę, a potem pole.",
    },
    "equations": {
        "en": "Your turn: pick a card from your hand, then a gap ▾ in one equation.",
        "ja": "あなたの番です。手札からカードを選んで、等式のすき間▾をクリックしよう。",
        "pl": "Twoja kolej: wybierz kartę z ręki, a potem szczelinę ▾ w jednym równaniu.",
    },
    "memory": {
        "en": "Your turn: flip two cards.",
        "ja": "あなたの番です。カードを2枚めくろう。",
        "pl": "Twoja kolej: odwróć dwie karty.",
    },
}


def text(widget) -> str:
    return strip_tags(widget.value)


def players_text(board) -> str:
    if isinstance(board, MemoryGrid):
        return " ".join(text(line) for line in board.player_lines)
    return text(board.view.players)


def seats(language: str, bot, computer: str | None = None):
    you = translate("widgets.you", language)
    return [you, (computer or translate("widgets.computer", language), bot)]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", sorted(BOARDS))
def test_you_is_spoken_to_and_computer_is_not_computer_computer(game, language):
    board_class, bot_class, _ = BOARDS[game]
    board = board_class(seats(language, bot_class()), seed=7, language=language)
    turn = text(board.turn_line if game == "memory" else board.view.turn_line)
    assert turn == TURN[game][language]
    shown = players_text(board)
    computer = translate("widgets.computer", language)
    assert computer in shown and translate("widgets.bot", language) not in shown
    other = board_class(seats(language, bot_class(), "Robo"), seed=7, language=language)
    assert f"Robo {translate('widgets.bot', language)}" in players_text(other).replace("\xa0", " ")
    robo_turn = board.tr(f"widgets.{game}.bot_playing", player=computer)
    assert robo_turn.count(computer) == 1 and "（" not in robo_turn  # not コンピューター（…）
    board.set_language("en")  # あなた, Ty: "You" in any language
    turn = text(board.turn_line if game == "memory" else board.view.turn_line)
    assert turn == TURN[game]["en"] and not re.search(r"\bYou\b|あなた|\bTy\b", turn)


@pytest.mark.parametrize(
    ("language", "draw"),
    [
        ("en", "Draw 2 cards: choose the piles."),
        ("ja", "山からカードを2枚引こう。どの山から引くか選んでね。"),
        ("pl", "Dobierz 2 karty: wybierz stosy."),
    ],
)
def test_you_draw_without_your_name(language, draw):
    table = EquationsTable(seats(language, EquationsBot()), seed=11, language=language)
    table.apply_move(EquationsBot().choose_move(table.game))
    assert table.game.phase == Phase.DRAW and table.turn_text() == draw
    ann = EquationsTable(["Ann", ("Robo", EquationsBot())], seed=11, language="en")
    ann.apply_move(EquationsBot().choose_move(ann.game))
    assert ann.turn_text() == "Ann, draw 2 cards: choose the piles."


def first_move(board) -> None:
    """A person's first move on any board."""
    if isinstance(board, TrioletBoard):
        board.apply_move(hint(board.game).move)
    elif isinstance(board, EquationsTable):
        board.apply_move(EquationsBot().choose_move(board.game))
    else:
        board.flip(0)


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_new_game_at_any_time_asks_first_and_deals_a_new_numbered_game(game):
    board_class, bot_class, _ = BOARDS[game]
    board = board_class(["Ann", ("Robo", bot_class())], language="pl")
    control = board.new_game_control
    first = board.seed
    assert 0 < first < 100_000 and text(control.number) == f"Gra numer {first}"
    again = board_class(["Ann", ("Robo", bot_class())], seed=first)
    assert again.game == board.game  # the number deals the same game
    first_move(board)
    played = board.game
    assert control.button.layout.display is None and control.button.description == "Nowa gra"
    control.button.click()  # in the middle of a game: a question first
    assert control.asking and control.confirm.layout.display == "flex"
    assert text(control.question) == "Zacząć nową grę? Ta gra się skończy."
    control.no.click()
    assert board.game is played and not control.asking and control.confirm.layout.display == "none"
    control.button.click()
    control.yes.click()
    assert board.game is not played and board.game.history == [] and not control.asking
    assert text(control.number) == f"Gra numer {board.seed}"
    board.new_game(first)  # a deal typed again
    assert board.game == again.game and board.seed == first
    board.new_game("4821")  # not a number: said, and nothing changes
    assert board.game == again.game and board.seed == first and board.message
    fresh = board.game
    control.button.click()  # nothing played yet: nothing to lose, no question
    assert board.game is not fresh and not control.asking


def test_two_boards_deal_different_games():
    seeds = {TrioletBoard(["Ann", "Bob"]).seed for _ in range(5)}
    assert len(seeds) > 1


def test_the_moves_box_keeps_each_expression_on_one_line():
    table = EquationsTable(["Ann", ("Robo", EquationsBot())], seed=3)
    for _ in range(12):
        if table.game.is_terminal:
            break
        table.apply_move(EquationsBot().choose_move(table.game))
    log = table.view.log_box.value
    kept = re.findall(r'<span style="white-space:nowrap">([^<]*)</span>', log)
    assert kept and all("=" in part for part in kept if " = " in part)
    for line in re.findall(r"<li>(.*?)</li>", log):
        outside = re.sub(r"<span[^>]*>[^<]*</span>", "", line)
        assert not re.search(r"\d\s*[−×÷+=]\s*\d", outside), line


@pytest.mark.parametrize("kind", ["good", "wrong", "todo"])
def test_feedback_icons_are_drawn_not_emoji(kind):
    shown = Feedback("Right!", kind)._repr_html_()
    assert "<svg" in shown and not re.search("[\u2705\u274c\u270f\ufe0f]", shown)
