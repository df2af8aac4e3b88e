"""EquationsTable in a real JupyterLab, played by real clicks in a headless Chromium.

The play notebook is run as a child would run it; the same gestures are replayed on a
headless table in this process (where the bot answers at once), and the page must show what
that engine state says.
"""

from concurrent.futures import ThreadPoolExecutor

from labdriver import cell_errors, eventually, open_and_run, screenshot, start_the_app
from playwright.sync_api import expect

from mathplay.games.equations import GreedyBot, Rules, Side
from mathplay.i18n import translate
from mathplay.widgets import EquationsTable

NOTEBOOK = "notebooks/play-equations.ipynb"


def plain(action, *args):
    """Run ``action(*args)`` away from Playwright's event loop: there a table works as in
    plain Python (bots answer at once), as in the headless tests."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(action, *args).result()


def table_on_page(page, nth=0):
    table = page.locator(".mathplay-equations:visible").nth(nth)
    table.wait_for()
    return table


def side_on_page(table, equation, side):
    return table.locator(".mathplay-eq-row").nth(equation).locator(f".mathplay-eq-side-{side}")


def cards_on_page(table):
    """Every equation's cards as shown: [[left cards, right cards], ...]."""
    return [
        [
            [
                t.strip()
                for t in side_on_page(table, e, s)
                .locator(".mathplay-eq-card:visible")
                .all_inner_texts()
            ]
            for s in ("left", "right")
        ]
        for e in range(3)
    ]


def cards_of(twin):
    return [[[s for s, _ in twin.row_items(e, side)] for side in Side] for e in range(3)]


def hand_on_page(table):
    return [t.strip() for t in table.locator(".mathplay-hand-card:visible").all_inner_texts()]


def shows_twin(table, twin):
    """Wait until the page shows the twin's table and hand (each widget's update lands in
    its own message: the turn line may come before the hand)."""
    eventually(lambda: cards_on_page(table), cards_of(twin), what="the equations")
    eventually(lambda: hand_on_page(table), list(twin.hand()), what="the hand")


def gestures_for(completion, hand, before):
    """The clicks that build a completion: each new card, left to right, into its gap."""
    free = list(range(len(hand)))
    steps = []
    for side in Side:
        table = before.side(side)
        matched = 0
        for position, card in enumerate(completion.equation.side(side)):
            if matched < len(table) and card == table[matched]:
                matched += 1
                continue
            index = next(i for i in free if hand[i] == card)
            free.remove(index)
            steps.append((index, str(side), position))
    return steps


def show_the_whole_table(page, table):
    """Close the file browser and make the window tall, so the screenshot shows it all."""
    page.evaluate(
        "async () => { await window.jupyterapp.commands.execute('application:toggle-left-area'); }"
    )
    page.set_viewport_size({"width": 1400, "height": 1300})
    table.scroll_into_view_if_needed()


def test_real_clicks_complete_an_equation_draw_and_the_bot_answers(lab, page):
    open_and_run(page, lab, NOTEBOOK)
    assert cell_errors(page) == []
    seed = start_the_app(page)  # Ann against the computer (hard: GreedyBot), game 2024
    table = table_on_page(page)
    twin = plain(  # its hints are exact: no time limit in this (busy) process
        lambda: EquationsTable(
            ["Ann", ("Robo", GreedyBot(seed=1))], Rules(), seed, hint_time_limit=None
        )
    )
    shows_twin(table, twin)
    show_the_whole_table(page, table)

    gap = table.locator(".mathplay-eq-slot").first
    idle = gap.evaluate("b => getComputedStyle(b).backgroundColor")
    table.locator(".mathplay-hand-card").first.click()  # picking a card lights every gap
    expect(table.locator(".mathplay-hand-selected")).to_have_count(1)
    expect(gap).to_have_css("background-color", "rgb(240, 228, 66)")
    table.locator(".mathplay-hand-card").first.click()  # and putting it back darkens them
    expect(gap).to_have_css("background-color", idle)
    assert idle != "rgb(240, 228, 66)"

    table.locator(".mathplay-eq-hint").click()  # the hint: the engine's best completion
    plain(twin.hint)
    best = twin.hint_found.completion
    expect(table.locator(".mathplay-eq-hint-line")).to_contain_text(
        translate(
            "widgets.equations.hint_best", "en", equation=best.play.equation + 1, points=best.score
        )
    )
    before = twin.game.equations[best.play.equation]
    pending = table.locator(".mathplay-eq-pending")
    steps = gestures_for(best, twin.hand(), before)
    for placed, (index, side, position) in enumerate(steps, 1):  # by real clicks
        table.locator(".mathplay-hand-card").nth(index).click()
        expect(table.locator(".mathplay-hand-selected")).to_have_count(1)  # picked
        side_on_page(table, best.play.equation, side).locator(".mathplay-eq-slot").nth(
            position
        ).click()
        plain(twin.pick_card, index)
        plain(twin.click_slot, best.play.equation, side, position)
        # the next click needs this card down and the hand redrawn (each its own message)
        expect(pending).to_have_count(placed)
        eventually(lambda: hand_on_page(table), list(twin.hand()), what="the hand")
    preview = table.locator(".mathplay-eq-preview")
    expect(preview).to_contain_text(
        translate(
            "widgets.equations.preview_complete",
            "en",
            cards=best.equation.card_count,
            penalty=3,
            points=best.score,
        )
    )
    expect(pending).to_have_count(len(best.play.placements))
    eventually(lambda: cards_on_page(table), cards_of(twin), what="the equations")
    page.wait_for_timeout(500)  # MathJax draws the sides
    table.evaluate("element => element.scrollIntoView()")
    screenshot(page, "equations-board-preview")

    table.locator(".mathplay-eq-confirm").click()
    plain(twin.confirm)
    turn = table.locator(".mathplay-eq-turn")
    expect(turn).to_contain_text("Ann, draw 2 cards: choose the piles.")
    table.locator(".mathplay-eq-draw").first.click()  # two digit cards
    plain(twin.draw, 2)
    expect(turn).to_contain_text("Ann, your hand is small (under 5 cards): draw 2 more cards")
    eventually(lambda: hand_on_page(table), list(twin.hand()), what="the hand")
    table.evaluate("element => element.scrollIntoView()")
    screenshot(page, "equations-board-draw-again")
    table.locator(".mathplay-eq-draw").first.click()  # and two more
    plain(twin.draw_again, 2)  # here the bot answers at once; in the kernel after delays
    expect(turn).to_contain_text("Your turn, Ann", timeout=60_000)
    assert twin.game.scores[0] == best.score and twin.game.current_player == 0
    players = table.locator(".mathplay-eq-player")
    expect(players.nth(0)).to_contain_text(
        translate("widgets.equations.points", "en", points=best.score)
    )
    expect(players.nth(1)).to_contain_text(
        translate("widgets.equations.points", "en", points=twin.game.scores[1])
    )
    shows_twin(table, twin)
    for sentence in twin.news():
        expect(table.locator(".mathplay-eq-log")).to_contain_text(sentence)

    side = next(s for s in ("left", "right") if twin.row_items(0, s))  # a bad click
    side_on_page(table, 0, side).locator(".mathplay-eq-card").first.click()
    expect(table).to_contain_text("Cards on the table never move")
    table.evaluate("element => element.scrollIntoView()")
    screenshot(page, "equations-board")


def test_bots_play_a_whole_game_in_the_kernel_and_the_summary_shows(lab, page):
    path = lab.write_notebook(
        "scratch/equations-bots.ipynb",
        [
            "from mathplay.games.equations import GreedyBot\n"
            "from mathplay.widgets import EquationsTable\n"
            "bots = EquationsTable([('Robo', GreedyBot(1)), ('Tina', GreedyBot(2))], seed=5,"
            " bot_delay=0)\nbots",
        ],
    )
    open_and_run(page, lab, path)
    assert cell_errors(page) == []
    table = table_on_page(page)
    summary = table.locator(".mathplay-eq-summary")
    summary.wait_for(timeout=60_000)
    twin = plain(EquationsTable, [("Robo", GreedyBot(1)), ("Tina", GreedyBot(2))], Rules(), 5)
    game = twin.game
    expect(summary).to_contain_text(f"Game over! The winner: {game.players[game.winner]}")
    expect(summary).to_contain_text(f"Turns played: {game.turn}")
    eventually(lambda: cards_on_page(table), cards_of(twin), what="the equations")
    expect(table.locator(".mathplay-eq-new-game")).to_be_visible()
    show_the_whole_table(page, table)
    screenshot(page, "equations-game-over")
