"""A move on each board of an app page, by real clicks, and the bot's reply; a hint.

The app pages (Voila on a server, Voici in the static site) show the play notebooks' app
without code: its welcome first, where the players' names and the game number 2024 are typed,
then the board. The moves to click are worked out by the engine in this process.
"""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor

from labdriver import start_the_app
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from mathplay.games.memory import ForgetfulBot, is_number
from mathplay.games.memory import Rules as MemoryRules
from mathplay.games.triolet import WILD, GreedyBot, Rules, hint
from mathplay.widgets import MemoryGrid, TrioletBoard
from mathplay.widgets.triolet_text import placement_label

CODE = (".jp-CodeCell .jp-InputArea", ".jp-InputArea-editor", ".cm-editor")  # a code cell
REPLY_TIMEOUT = 90_000
# the first board of a page: a cold kernel start (Pyodide in Voici) on a busy 2-core machine
# took up to 93 s in a suite run; wait for the board as patiently as the Lite tests do
BOARD_TIMEOUT = 300_000
PICKED = "rgb(0, 114, 178)"  # a picked rack tile (RACK_STYLES in triolet_look.py)
ANNS_TURN = re.compile(r"Ann, your turn|Your turn, Ann")  # the board's words for it, either way


def plain(action, *args):
    """Run ``action(*args)`` away from Playwright's event loop (as in plain Python)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(action, *args).result()


def code_on_page(page) -> int:
    """How many code cells (or editors) the page shows."""
    return sum(page.locator(f"{selector}:visible").count() for selector in CODE)


def play_triolet(page) -> None:
    """Ask for a hint, play it by clicking tiles and squares, see the bot reply."""
    seed = start_the_app(page, timeout=BOARD_TIMEOUT)
    board = page.locator(".mathplay-triolet").first
    twin = plain(TrioletBoard, ["Ann", ("Robo", GreedyBot())], Rules(), seed)
    best = hint(twin.game)
    board.locator(".mathplay-triolet-hint").click()
    expect(board).to_contain_text("Hint: the best move now is", timeout=REPLY_TIMEOUT)
    rack = list(twin.rack())
    for placement in best.move.placements:
        index = rack.index(WILD if placement.wild else placement.value)
        rack[index] = None
        tile = board.locator(".mathplay-rack-tile").nth(index)
        tile.click()  # each click shown before the next (picked, then down)
        expect(tile).to_have_css("background-color", PICKED)
        square = board.locator(".mathplay-squares button").nth(placement.row * 15 + placement.col)
        square.click()
        if placement.wild:
            expect(board.locator(".mathplay-triolet-picker")).to_be_visible()
            board.locator(".mathplay-triolet-values button").nth(placement.value).click()
        expect(square).to_have_text(re.compile(rf"^\s*{re.escape(placement_label(placement))}\s*$"))
    expect(board.locator(".mathplay-triolet-preview")).to_contain_text("Allowed!")
    board.locator(".mathplay-triolet-confirm").click()
    players = board.locator(".mathplay-triolet-player")
    expect(players.nth(0)).to_contain_text(f"{best.score.total} points")
    expect(board.locator(".mathplay-triolet-turn")).to_contain_text(
        ANNS_TURN, timeout=REPLY_TIMEOUT
    )
    expect(players.nth(1)).not_to_contain_text("· 0 points")


def play_equations(page) -> None:
    """Ask for a hint, put it on the table, confirm, draw, see the bot reply."""
    start_the_app(page, timeout=BOARD_TIMEOUT)
    table = page.locator(".mathplay-equations").first
    table.locator(".mathplay-eq-hint").click()
    expect(table.locator(".mathplay-eq-hint-line")).to_contain_text(
        "complete equation", timeout=REPLY_TIMEOUT
    )
    table.locator(".mathplay-eq-use-hint").click()
    expect(table.locator(".mathplay-eq-preview")).to_contain_text("Complete!")
    table.locator(".mathplay-eq-confirm").click()
    turn = table.locator(".mathplay-eq-turn")
    draw = table.locator(".mathplay-eq-draw:visible")
    # The play is taken when the draw is offered: until then the turn line still says
    # "Ann, your turn" from before the click (a loaded machine answers late).
    expect(draw.first).to_be_visible(timeout=REPLY_TIMEOUT)
    for _ in range(5):  # draw 2 cards (and 2 more while the hand is short)
        expect(draw.first.or_(turn.filter(has_text=ANNS_TURN))).to_be_visible(timeout=REPLY_TIMEOUT)
        if ANNS_TURN.search(turn.inner_text()) or not draw.count():
            break
        text = turn.inner_text()
        try:  # a redraw may take the button away between the look and the click: look again
            draw.first.click(timeout=10_000)
        except PlaywrightTimeout:
            continue
        expect(turn).not_to_have_text(text, timeout=REPLY_TIMEOUT)
    expect(turn).to_contain_text(ANNS_TURN, timeout=REPLY_TIMEOUT)
    expect(table.locator(".mathplay-eq-player").nth(0)).not_to_contain_text("· 0 points")


def play_memory(page) -> None:
    """Flip two cards that do not match, let the bot play its turn."""
    seed = start_the_app(page, timeout=BOARD_TIMEOUT)
    board = page.locator(".mathplay-memory").first
    twin = plain(MemoryGrid, ["Ann", ("Robo", ForgetfulBot(0.3, seed=1))], MemoryRules(), seed)
    faces = twin.game.cards
    first = next(p for p in range(len(faces)) if is_number(faces[p]))
    second = next(p for p in range(len(faces)) if is_number(faces[p]) and faces[p] != faces[first])
    cards = board.locator(".mathplay-memory-card")
    cards.nth(first).click()
    expect(cards.nth(first)).to_have_text(faces[first])
    cards.nth(second).click()
    board.locator(".mathplay-memory-continue").click()
    expect(board).to_contain_text(ANNS_TURN, timeout=REPLY_TIMEOUT)


PLAY = {
    "notebooks/play-triolet.ipynb": play_triolet,
    "notebooks/play-equations.ipynb": play_equations,
    "notebooks/play-memory.ipynb": play_memory,
}
