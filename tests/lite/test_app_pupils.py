"""An app page of the static site as a new pupil meets it, on a 1024 × 700 screen, offline:
a welcome with no notebook words, the board in the first screen with "How to play" one click
away, a new deal at every load and at "New game", and a saved game that goes on after a
reload (the browser's storage: store.js, in the boards' save format).

Two loads of one page in one browser profile (the second with ``?lang=pl``, as the landing
page links it); every request off the site fails and fails the test.
"""

from __future__ import annotations

import re

from boardplay import BOARD_TIMEOUT, REPLY_TIMEOUT, code_on_page
from labdriver import screenshot, start_the_app
from playwright.sync_api import expect

NOTEBOOK = "notebooks/play-triolet.ipynb"
SCREEN = {"width": 1024, "height": 700}
NOTEBOOK_WORDS = ("Jupyter", "Shift + Enter", "code cell", "run it again", "Bot(", "seed")


def squares(board) -> list[str]:
    return [t.strip() for t in board.locator(".mathplay-squares button").all_inner_texts()]


def first_move(page, board) -> None:
    """Put the first rack tile on the centre square (a wild tile as 5), confirm, and wait
    for the computer's answer."""
    board.locator(".mathplay-rack-tile").first.click()
    board.locator(".mathplay-squares button").nth(7 * 15 + 7).click()
    picker = board.locator(".mathplay-triolet-picker")
    if picker.is_visible():
        picker.locator("button").nth(5).click()
    confirm = board.locator(".mathplay-triolet-confirm")
    expect(confirm).to_be_enabled()
    confirm.click()
    turn = board.locator(".mathplay-triolet-turn")
    expect(turn).to_contain_text("Your turn, Ann", timeout=REPLY_TIMEOUT)
    expect(board.locator(".mathplay-triolet-log li")).to_have_count(2)


def test_a_pupil_plays_saves_reloads_and_goes_on(site_server, page):
    page.set_viewport_size(SCREEN)  # a fresh profile, every request off the site failing
    page.goto(site_server.app_url(NOTEBOOK))
    app = page.locator(".mathplay-app")
    app.locator(".mathplay-app-play").wait_for(timeout=BOARD_TIMEOUT)
    words = page.locator("body").inner_text()  # the welcome: no notebook words, no code
    assert "Welcome to Triolet!" in words and "Who plays?" in words
    assert [w for w in NOTEBOOK_WORDS if w in words] == [] and code_on_page(page) == 0
    screenshot(page, "app-welcome")
    seats = app.locator(".mathplay-app-seat:visible")  # a third seat's row, made when added
    names = app.locator(".mathplay-app-seat:visible .mathplay-app-name input")
    expect(seats).to_have_count(2)
    app.locator(".mathplay-app-add-player").click()
    expect(seats).to_have_count(3)
    expect(names.nth(2)).to_have_value("Player 3")
    expect(names.nth(0)).to_have_value("Player 1")  # two people now: no one is "You"
    app.locator(".mathplay-app-remove-player").click()
    expect(seats).to_have_count(2)
    expect(names.nth(0)).to_have_value("You")

    first = start_the_app(page, names=("Ann",), number=None)  # a new deal, its number shown
    board = page.locator(".mathplay-triolet")
    squares_box = board.locator(".mathplay-squares").bounding_box()
    rack = board.locator(".mathplay-rack-tile").first.bounding_box()
    confirm = board.locator(".mathplay-triolet-confirm").bounding_box()
    bottom = squares_box["y"] + squares_box["height"]
    assert bottom <= SCREEN["height"] and squares_box["x"] + squares_box["width"] <= 1024
    assert rack["y"] + rack["height"] <= SCREEN["height"] > confirm["y"] + confirm["height"]
    assert [w for w in NOTEBOOK_WORDS if w in page.locator("body").inner_text()] == []
    how = app.locator(".mathplay-app-how")
    app.locator(".mathplay-app-how-button").click()  # the rules: one click away
    expect(how).to_contain_text("Three tiles in a line make exactly 15: a trio, 30 points.")
    app.locator(".mathplay-app-how-button").click()
    expect(how).to_be_hidden()
    screenshot(page, "app-board")

    number = app.locator(".mathplay-game-number")
    app.locator(".mathplay-new-game").click()  # nothing played yet: a new deal at once
    expect(number).not_to_have_text(f"Game number {first}")
    first_move(page, board)
    played = squares(board)
    dealt = int(re.search(r"\d+", number.inner_text())[0])
    app.locator(".mathplay-app-save").click()
    expect(app).to_contain_text("Saved! This browser keeps the game")

    page.goto(site_server.app_url(NOTEBOOK) + "?lang=pl")  # a reload, in Polish
    saved = app.locator(".mathplay-app-saved-game")
    saved.first.wait_for(timeout=BOARD_TIMEOUT)
    expect(app.locator(".mathplay-app-play")).to_have_text("Graj!")
    expect(saved).to_have_count(1)
    expect(saved).to_contain_text(f"Ann i Computer · 2 ruchy · Gra numer {dealt}")
    again = start_the_app(page, names=(), number=None)  # this load deals another game
    assert again != first
    app.locator(".mathplay-app-saves-button").click()
    saved.locator(".mathplay-app-go-on").click()  # "Graj dalej": the saved game goes on
    expect(number).to_have_text(f"Gra numer {dealt}")
    expect(board.locator(".mathplay-triolet-turn")).to_contain_text("Twoja kolej, Ann")
    assert squares(board) == played
    expect(board.locator(".mathplay-triolet-log li")).to_have_count(2)
    screenshot(page, "app-going-on")
