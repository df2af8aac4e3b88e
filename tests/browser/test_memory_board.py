"""MemoryGrid in a real JupyterLab, played by real clicks in a headless Chromium.

The play notebook is run as a child would run it; the same gestures are replayed on a
headless board in this process, and the page must show what that engine state says.
"""

from labdriver import (
    cell_errors,
    eventually,
    open_and_run,
    run_a_new_cell,
    screenshot,
    start_the_app,
)
from playwright.sync_api import expect

from mathplay.games.memory import ForgetfulBot, Rules, is_number
from mathplay.widgets import MemoryGrid

NOTEBOOK = "notebooks/play-memory.ipynb"


def card_labels(board):
    return board.locator(".mathplay-memory-card").all_inner_texts()


def wait_for_turn(board, text):
    board.locator(".widget-html", has_text=text).first.wait_for(timeout=60_000)


def test_real_clicks_play_the_boards_of_the_play_notebook(lab, page):
    open_and_run(page, lab, NOTEBOOK)
    assert cell_errors(page) == []
    seed = start_the_app(page)  # Ann against the computer (medium: forgets some), game 2024
    flip_cards_and_let_the_bot_play(page, seed)
    run_a_new_cell(page, QUICK_GAME)  # the notebook's "With code": a quick game on 8 cards
    play_a_quick_game_to_the_results(page)


QUICK_GAME = """from mathplay.games.memory import Rules
from mathplay.widgets import MemoryGrid

MemoryGrid(["Ann", "Bob"], Rules(grid=(2, 4)), layout="9 4 9 4 + × 7 7")"""


def flip_cards_and_let_the_bot_play(page, seed):
    board = page.locator(".mathplay-memory").first
    board.wait_for()
    eventually(lambda: card_labels(board), ["?"] * 40, what="the cards")
    twin = MemoryGrid(["Ann", ("Robo", ForgetfulBot(0.3, seed=1))], Rules(), seed=seed)
    faces = twin.game.cards
    first = next(p for p in range(40) if is_number(faces[p]))
    second = next(p for p in range(40) if is_number(faces[p]) and faces[p] != faces[first])
    cards = board.locator(".mathplay-memory-card")
    cards.nth(first).click()
    board.locator(".mathplay-memory-up").wait_for()
    assert cards.nth(first).inner_text() == faces[first]
    cards.nth(second).click()
    board.locator(".mathplay-memory-continue").wait_for()
    assert board.locator(".mathplay-memory-back").all_inner_texts() == [
        faces[min(first, second)],
        faces[max(first, second)],
    ]
    wait_for_turn(board, "Remember these cards!")
    screenshot(page, "memory-board")
    for position in (first, second):
        twin.flip(position)
    twin.continue_turn()  # the bot plays its turn at once here, with delays in the kernel
    board.locator(".mathplay-memory-continue").click()
    wait_for_turn(board, "Your turn, Ann")
    twin_cards = [card.description.strip() for card in twin.cards]
    eventually(lambda: card_labels(board), twin_cards, what="the cards")
    assert twin.game.turn == 2
    players = board.locator(".mathplay-memory-player").all_inner_texts()
    assert [f"{len(twin.game.hand(p))} cards" in players[p] for p in (0, 1)] == [True, True]
    screenshot(page, "memory-board-after-bot")


def play_a_quick_game_to_the_results(page):
    board = page.locator(".mathplay-memory").nth(1)
    board.wait_for()
    cards = board.locator(".mathplay-memory-card")
    # layout 9 4 9 4 + × 7 7: Ann takes 9 9 and 4 4, flips + and 7; Bob takes 7 7 and ×
    for position in (0, 2, 1, 3, 4, 6, 6, 7, 5):
        cards.nth(position).click()
        expect(cards.nth(position)).not_to_have_text("?")
    finale = board.locator(".mathplay-memory-finale")
    finale.wait_for()
    build(finale, ["9", "4", "+", "9", "4"])
    finale.locator(".widget-html", has_text="= 188").first.wait_for()
    finale.locator(".mathplay-memory-declare").click()
    expect(finale).to_contain_text("Ann announced 94 + 94 = 188.")
    expect(finale).to_contain_text("Still to announce: Bob.")  # no give-away before Bob
    expect(finale).not_to_contain_text("994 + 4")
    finale.get_by_role("button", name="Bob", exact=True).click()
    build(finale, ["7", "×", "7"])
    finale.locator(".mathplay-memory-declare").click()
    rows = finale.locator(".mathplay-memory-results tr")
    expect(rows).to_have_count(3)
    expect(finale).to_contain_text("Game over! The winner: Ann")
    assert [row.split("\t") for row in rows.all_inner_texts()[1:]] == [
        ["★ 1", "Ann", "94 + 94 (announced)", "188", "998"],
        ["2", "Bob", "7 × 7 (announced)", "49", "49"],
    ]
    screenshot(page, "memory-finale")


def build(finale, symbols):
    """Click the cards in order, each time the first free card with that symbol, and wait
    until the kernel has put it in the row (it greys out) before the next: a click must
    never land on a card already used whose update has not reached the page yet."""
    cards = finale.locator(".mathplay-memory-builder:visible .mathplay-builder-card")

    def faces():
        return [text.strip() for text in cards.all_inner_texts()]

    eventually(lambda: sorted(faces()), sorted(symbols), what="this player's builder")
    shown = faces()
    used: set[int] = set()
    for symbol in symbols:
        index = next(i for i, face in enumerate(shown) if face == symbol and i not in used)
        used.add(index)
        cards.nth(index).click()
        expect(cards.nth(index)).to_be_disabled()
