"""Each board on one screen, and played with the keyboard alone, in a real JupyterLab.

At 1024 × 700 (a Chromebook) and at 1400 × 1000, with JupyterLab's file browser open, every
board fits its output area without a sideways scroll, and what a pupil acts on is on screen
together with where they click (geometry from real bounding boxes). Then one move of each
game is played with ``page.keyboard`` only, and the focus ring is measured. Screenshots of
each board at both sizes go to ``test-artifacts/``.
"""

from __future__ import annotations

import re

import pytest
from labdriver import ARTIFACTS, cell_errors, open_and_run
from playwright.sync_api import expect

SIZES = [(1024, 700), (1400, 1000)]
CELLS = [
    "from mathplay.widgets import TrioletBoard\n"
    "TrioletBoard(['Ann', 'Bob'], seed=1, private_racks=False)",
    "from mathplay.widgets import EquationsTable\n"
    "EquationsTable(['Ann', 'Bob'], seed=2024, private_hands=False)",
    "from mathplay.games.memory import Rules\nfrom mathplay.widgets import MemoryGrid\n"
    "MemoryGrid(['Ann', 'Bob'], Rules(grid=(5, 8)), layout=' '.join(['7', '7', '3', '3'] * 10))",
]
BOARDS = {"triolet": 0, "equations": 1, "memory": 2}
# what a pupil acts on, per board: it must be on screen with the board's top on screen
ACTED_ON = {
    "triolet": [
        ".mathplay-squares .mathplay-row-7 button:nth-child(8)",  # the centre square
        ".mathplay-rack-tile",
        ".mathplay-triolet-preview",
        ".mathplay-triolet-confirm",
    ],
    "equations": [
        ".mathplay-eq-row",
        ".mathplay-hand-card",
        ".mathplay-eq-preview",
        ".mathplay-eq-confirm",
    ],
    "memory": [".mathplay-memory-card", ".mathplay-memory-card >> nth=39", ".mathplay-memory-turn"],
}


def _open(page, lab, name):
    path = lab.write_notebook(f"screens/{name}.ipynb", CELLS)
    open_and_run(page, lab, path)
    page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
    page.locator(".mathplay-memory").first.wait_for()
    page.wait_for_timeout(1200)  # the keyboard layers find their boards
    assert cell_errors(page) == []


def _box(locator):
    box = locator.bounding_box()
    assert box is not None, locator
    return box


@pytest.mark.parametrize(("width", "height"), SIZES, ids=["1024x700", "1400x1000"])
def test_every_board_fits_one_screen_beside_the_file_browser(lab, browser, width, height):
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.set_default_timeout(60_000)
    try:
        _open(page, lab, f"fit-{width}")
        assert _box(page.locator(".jp-FileBrowser").first)["width"] > 150  # the side panel
        scroller = page.locator(".jp-WindowedPanel-outer").first
        for name, nth in BOARDS.items():
            board = page.locator(".mathplay-board").nth(nth)
            board.evaluate("element => element.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(200)
            view = _box(scroller)
            area = board.locator("xpath=ancestor::div[contains(@class,'jp-OutputArea-output')]")
            widths = area.evaluate("e => [e.scrollWidth, e.clientWidth]")
            assert widths[0] <= widths[1], f"{name}: a sideways scroll {widths}"
            assert _box(board)["x"] + _box(board)["width"] <= view["x"] + view["width"] + 1
            for selector in ACTED_ON[name]:
                part = _box(board.locator(selector).first)
                assert view["y"] - 1 <= part["y"], (name, selector, part, view)
                assert part["y"] + part["height"] <= view["y"] + view["height"] + 1, (
                    name,
                    selector,
                    part,
                    view,
                )
                assert part["x"] + part["width"] <= view["x"] + view["width"] + 1
            if name == "triolet":  # the rack beside the squares (or right under them)
                grid, rack = (
                    _box(board.locator(".mathplay-squares")),
                    _box(board.locator(".mathplay-rack-tile").first),
                )
                beside = rack["x"] >= grid["x"] + grid["width"]
                under = 0 <= rack["y"] - (grid["y"] + grid["height"]) <= 60
                assert beside or under
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"board-{name}-{width}x{height}.png"))
    finally:
        context.close()


def _focused(page):
    return page.evaluate(
        "() => { const a = document.activeElement; const b = a && a.closest('.mathplay-board');"
        " return b ? [...document.querySelectorAll('.mathplay-board')].indexOf(b) : -1; }"
    )


def _tab_into(page, nth, selector, presses):
    """Tab (counting the presses) until the focus is on ``selector`` in board ``nth`` (no
    press if it is there already)."""
    for _ in range(12):
        page.wait_for_timeout(150)
        inside = page.evaluate(
            "([nth, selector]) => { const b = document.querySelectorAll('.mathplay-board')[nth];"
            " return b.contains(document.activeElement) &&"
            " document.activeElement.matches(selector); }",
            [nth, selector],
        )
        if inside:
            return
        page.keyboard.press("Tab")
        presses.append("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def _focus_cell(page, index):
    """Start from the board's own cell (the notebook's active cell, not a click)."""
    page.evaluate(
        """(index) => { const panel = window.jupyterapp.shell.currentWidget;
             panel.content.activeCellIndex = index; panel.content.activeCell.node.focus(); }""",
        index,
    )


def _luminance(rgb):
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(one, two):
    light, dark = sorted((_luminance(one), _luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_a_move_of_each_game_with_the_keyboard_alone(lab, browser):
    context = browser.new_context(viewport={"width": 1024, "height": 700})
    page = context.new_page()
    page.set_default_timeout(60_000)
    try:
        _open(page, lab, "keys")
        keys = page.keyboard

        # Triolet, rack 1 11 0: the 11 on the centre, the 1 beside it, confirmed.
        triolet = page.locator(".mathplay-board").nth(0)
        triolet.evaluate("element => element.scrollIntoView({block: 'start'})")
        _focus_cell(page, 0)
        presses: list[str] = []
        _tab_into(page, 0, ".mathplay-squares button", presses)
        label = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
        assert label == "row 7, column 7, centre mark, empty"
        ring = page.evaluate("() => getComputedStyle(document.activeElement).boxShadow")
        rings = re.findall(r"rgb\((\d+), (\d+), (\d+)\) 0px 0px 0px (\d+)px", ring)
        (inner, inner_px), (outer, outer_px) = [
            (tuple(int(c) for c in found[:3]), int(found[3])) for found in rings
        ]
        assert int(outer_px) - int(inner_px) >= 2  # the dark ring: 3 px wide
        assert _contrast(outer, (255, 255, 255)) >= 3 and _contrast(outer, inner) >= 3
        for key in ("2", "Enter", "ArrowRight", "1", "Enter"):
            keys.press(key)
            presses.append(key)
            page.wait_for_timeout(250)
        expect(triolet.locator(".mathplay-triolet-preview")).to_contain_text("Allowed!")
        assert _focused(page) == 0  # the focus stayed on the board, on the square
        assert page.evaluate("() => document.activeElement.getAttribute('aria-label')") == (
            "row 7, column 8, your tile 1, not confirmed"
        )
        keys.press("c")
        presses.append("c")
        expect(triolet.locator(".mathplay-triolet-result")).to_contain_text("Your move: 24 points.")
        assert len(presses) <= 15, presses
        assert _focused(page) == 0

        # Memory: the first two cards, a pair of 7s.
        memory = page.locator(".mathplay-board").nth(2)
        memory.evaluate("element => element.scrollIntoView({block: 'start'})")
        _focus_cell(page, 2)
        presses = []
        _tab_into(page, 2, ".mathplay-memory-card", presses)
        for key in ("Enter", "ArrowRight", "Enter"):
            keys.press(key)
            presses.append(key)
            page.wait_for_timeout(300)
        expect(memory.locator(".mathplay-memory-news")).to_contain_text("A pair for Ann")
        assert _focused(page) == 2

        # Equations: a hand card into the first gap of equation 1, confirmed, then a draw.
        table = page.locator(".mathplay-board").nth(1)
        table.evaluate("element => element.scrollIntoView({block: 'start'})")
        _focus_cell(page, 1)
        presses = []
        _tab_into(page, 1, ".mathplay-hand-card", presses)
        for key in ("Enter", "Shift+Tab", "Enter"):  # pick, to the equations, put it down
            keys.press(key)
            presses.append(key)
            page.wait_for_timeout(300)
        expect(table.locator(".mathplay-eq-pending")).to_have_count(1)
        preview = table.locator(".mathplay-eq-preview")
        expect(preview).to_contain_text("Allowed")
        _tab_into(page, 1, ".mathplay-eq-confirm", presses)
        keys.press("Enter")
        expect(table.locator(".mathplay-eq-turn")).to_contain_text("Ann, draw 2 cards")
        _tab_into(page, 1, ".mathplay-eq-draw", presses)
        keys.press("Enter")
        expect(table.locator(".mathplay-eq-turn")).to_contain_text("Your turn, Bob")
        assert _focused(page) == 1
    finally:
        context.close()
