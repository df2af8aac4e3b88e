"""TrioletBoard in a real JupyterLab, played by real clicks in a headless Chromium.

The play notebook is run as a child would run it; the same gestures are replayed on a
headless board in this process (where the bot answers at once), and the page must show what
that engine state says.
"""

import time
from concurrent.futures import ThreadPoolExecutor

from labdriver import cell_errors, eventually, open_and_run, screenshot, start_the_app
from playwright.sync_api import expect

from mathplay.games.triolet import WILD, GreedyBot, Rules, StrategicBot, hint
from mathplay.i18n import translate
from mathplay.widgets import TrioletBoard
from mathplay.widgets.triolet_look import SQUARE_STYLES, Look
from mathplay.widgets.triolet_text import breakdown_text

NOTEBOOK = "notebooks/play-triolet.ipynb"


def plain(action, *args):
    """Run ``action(*args)`` away from Playwright's event loop: there a board works as in
    plain Python (bots answer at once), as in the headless tests."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(action, *args).result()


def board_on_page(page):
    """The board of the notebook in view (JupyterLab may keep other notebooks open)."""
    board = page.locator(".mathplay-triolet:visible").first
    board.wait_for()
    return board


def square_labels(board):
    return [text.strip() for text in board.locator(".mathplay-squares button").all_inner_texts()]


def twin_labels(twin):
    return [label.strip() for row in twin.view.grid.rows for label, _ in row.options]


def painted(board):
    """Each square's background colour and outline style, as the browser draws them."""
    return board.locator(".mathplay-squares button").evaluate_all(
        "bs => bs.map(b => { const s = getComputedStyle(b);"
        " return [s.backgroundColor, s.outlineStyle]; })"
    )


def twin_painted(twin):
    """What ``painted`` must give for the twin's looks."""
    outlines = {Look.HINT: "dashed", Look.PENDING: "solid"}
    return [
        [_rgb(SQUARE_STYLES[look][0]), outlines.get(look, "none")]
        for look, _ in twin.view.grid.shown
    ]


def shown(board):
    """The squares' labels and the rack tiles' colours on the page."""
    colours = board.locator(".mathplay-rack-tile").evaluate_all(
        "ts => ts.map(t => getComputedStyle(t).backgroundColor)"
    )
    return square_labels(board), colours


def rack_colours(twin):
    return [_rgb(tile.style.button_color) for tile in twin.view.rack_tiles]


def assert_squares_match(board, twin, timeout=60.0):
    """The page's squares show the twin's labels and colours (waiting for late updates)."""
    deadline = time.monotonic() + timeout
    while (square_labels(board), painted(board)) != (twin_labels(twin), twin_painted(twin)):
        if time.monotonic() > deadline:
            assert square_labels(board) == twin_labels(twin)
            assert painted(board) == twin_painted(twin)
        time.sleep(0.2)


def _rgb(colour):
    red, green, blue = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgb({red}, {green}, {blue})"


def gestures_for(move, rack):
    """The clicks that put a placement down: a rack tile, a square (a number for a wild)."""
    rack = list(rack)
    steps = []
    for p in move.placements:
        index = rack.index(WILD if p.wild else p.value)
        rack[index] = None
        steps += [("pick_tile", index), ("click_square", p.row, p.col)]
        if p.wild:
            steps.append(("choose_wild_value", p.value))
    return steps


def click(board, step):
    """Do one gesture with a real click on the page."""
    name, *args = step
    if name == "pick_tile":
        board.locator(".mathplay-rack-tile").nth(args[0]).click()
    elif name == "click_square":
        board.locator(".mathplay-squares button").nth(args[0] * 15 + args[1]).click()
    else:
        board.locator(".mathplay-triolet-values button").nth(args[0]).click()


def show_the_whole_board(page, board):
    """Close the file browser and make the window tall, so the screenshot shows it all."""
    page.evaluate(
        "async () => { await window.jupyterapp.commands.execute('application:toggle-left-area'); }"
    )
    page.set_viewport_size({"width": 1400, "height": 1250})
    board.scroll_into_view_if_needed()


def test_real_clicks_play_a_move_the_bot_answers_and_the_hint_shows(lab, page):
    open_and_run(page, lab, NOTEBOOK)
    assert cell_errors(page) == []
    seed = start_the_app(page)  # Ann against the computer (medium: GreedyBot), game 2024
    board = board_on_page(page)
    twin = plain(TrioletBoard, ["Ann", ("Robo", GreedyBot())], Rules(), seed)
    assert board.locator(".mathplay-squares button").count() == 225
    assert_squares_match(board, twin)
    rack = board.locator(".mathplay-rack-tile")
    assert [t.strip() for t in rack.all_inner_texts()] == [
        b.description for b in twin.view.rack_tiles
    ]
    show_the_whole_board(page, board)

    best = hint(twin.game)  # the hint shows the best first move on the board
    board.locator(".mathplay-triolet-hint").click()
    plain(twin.hint)
    assert twin.hint_found == best
    expect(board.locator(".widget-html", has_text="Hint: the best move now is")).to_have_count(1)
    assert_squares_match(board, twin)  # the hint's squares: dashed outlines

    for step in gestures_for(best.move, twin.rack()):  # Ann plays it, by real clicks,
        click(board, step)  # each one shown (picked tile, tile down) before the next
        plain(getattr(twin, step[0]), *step[1:])
        eventually(lambda: shown(board), (twin_labels(twin), rack_colours(twin)), what=step)
    preview = board.locator(".mathplay-triolet-preview")
    expect(preview).to_contain_text(f"Allowed! {breakdown_text(best.score, 'en')}")
    assert_squares_match(board, twin)
    screenshot(page, "triolet-board-preview")

    board.locator(".mathplay-triolet-confirm").click()
    plain(twin.confirm)  # here the bot answers at once; in the kernel after a short delay
    turn = board.locator(".mathplay-triolet-turn")
    expect(turn).to_contain_text("Your turn, Ann", timeout=30_000)
    robo = twin.game.history[-1]
    assert robo.player == 1 and twin.game.scores[0] == best.score.total
    expect(board.locator(".mathplay-triolet-player").nth(1)).to_contain_text(
        translate("widgets.triolet.points", "en", points=robo.points)
    )
    assert_squares_match(board, twin)

    occupied = twin.game.board.tiles()[0]  # a bad click: the board says why, nothing moves
    board.locator(".mathplay-squares button").nth(occupied.row * 15 + occupied.col).click()
    expect(board).to_contain_text(
        f"Square ({occupied.row}, {occupied.col}) already has a tile: choose an empty square."
    )
    screenshot(page, "triolet-board")


def test_bots_play_a_whole_game_in_the_kernel_and_the_summary_shows(lab, page):
    path = lab.write_notebook(
        "scratch/triolet-bots.ipynb",
        [
            "from mathplay.games.triolet import GreedyBot, StrategicBot\n"
            "from mathplay.widgets import TrioletBoard\n"
            "bots = TrioletBoard([('Robo', GreedyBot()), ('Tina', StrategicBot())], seed=5,"
            " bot_delay=0)\nbots",
        ],
    )
    open_and_run(page, lab, f"{path}?reset")  # ?reset: no tabs restored from the last test
    assert cell_errors(page) == []
    board = board_on_page(page)
    summary = board.locator(".mathplay-triolet-summary")
    summary.wait_for(timeout=120_000)
    twin = plain(TrioletBoard, [("Robo", GreedyBot()), ("Tina", StrategicBot())], Rules(), 5)
    game = twin.game
    winner = game.players[game.winners()[0]]
    expect(summary).to_contain_text(f"Game over! The winner: {winner}")
    expect(summary).to_contain_text(f"{max(game.scores)} points")
    assert_squares_match(board, twin)
    expect(board.locator(".mathplay-triolet-new-game")).to_be_visible()
    show_the_whole_board(page, board)
    screenshot(page, "triolet-game-over")
