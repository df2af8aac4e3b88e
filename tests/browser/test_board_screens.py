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
SELECTED = "rgb(0, 114, 178)"  # a picked rack tile (RACK_STYLES in triolet_look.py)


def cells(language: str = "en") -> list[str]:
    """The three boards, in ``language``."""
    lang = f"language={language!r}"
    return [
        "from mathplay.widgets import TrioletBoard\n"
        f"TrioletBoard(['Ann', 'Bob'], seed=1, private_racks=False, {lang})",
        "from mathplay.widgets import EquationsTable\n"
        f"EquationsTable(['Ann', 'Bob'], seed=2024, private_hands=False, {lang})",
        "from mathplay.games.memory import Rules\nfrom mathplay.widgets import MemoryGrid\n"
        "MemoryGrid(['Ann', 'Bob'], Rules(grid=(5, 8)), "
        f"layout=' '.join(['7', '7', '3', '3'] * 10), {lang})",
        *([LONG_POLISH_EQUATIONS] if language == "en" else []),
    ]


# Polish words are longer, and an equation grows: the side panel stays beside the table
LONG_POLISH_EQUATIONS = """from mathplay.games.equations import EquationsGame
grown = EquationsGame.from_text(
    ["8 × 7 − 6 + 1 − 2 =", "3 + 4 × 2 − 1 = 7 + 4", "= 5"], "2 3 3 7 − ÷", players=["Ann", "Bob"]
)
EquationsTable(["Ann", "Bob"], game=grown, private_hands=False, language="pl")"""


# Japanese line breaking (the board's ``lang``): no line starts with 。 、 or the う of う。
JAPANESE_BREAKS = """board => {
  const found = [];
  const walker = document.createTreeWalker(board, NodeFilter.SHOW_TEXT);
  const rect = (node, i) => { const r = document.createRange(); r.setStart(node, i);
    r.setEnd(node, i + 1); const all = r.getClientRects(); return all.length ? all[0] : null; };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent;
    for (let i = 1; i < text.length; i++) {
      const starts = "。、".includes(text[i]) || (text[i] === "う" && text[i + 1] === "。");
      if (!starts) continue;
      const before = rect(node, i - 1), here = rect(node, i);
      if (before && here && here.width && here.top > before.top + before.height / 2)
        found.push(text.slice(Math.max(0, i - 8), i + 2));
    }
  }
  return found;
}"""
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


def _open(page, lab, name, language="en"):
    path = lab.write_notebook(f"screens/{name}.ipynb", cells(language))
    open_and_run(page, lab, path)
    page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
    # each keyboard layer has found its board (and set its lang)
    expect(page.locator(f".mathplay-board[data-mathplay-keys][lang={language}]")).to_have_count(3)
    assert cell_errors(page) == []


def _box(locator):
    box = locator.bounding_box()
    assert box is not None, locator
    return box


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_board_fits_one_screen_beside_the_file_browser(lab, browser, language):
    """One notebook, both window sizes (the page is resized: the boards follow its width)."""
    width, height = SIZES[0]
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.set_default_timeout(60_000)
    try:
        _open(page, lab, f"fit-{language}", language)
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_function(  # JupyterLab has laid itself out again at this width
                "w => { const n = document.querySelector('.jp-NotebookPanel');"
                " return n && Math.abs(n.getBoundingClientRect().right - w) < 80; }",
                arg=width,
            )
            _fits(page, language, f"{width}x{height}")
    finally:
        context.close()


def _fits(page, language, size):
    """Every board fits beside the side panel, what a pupil acts on is on screen together;
    a screenshot of each."""
    assert _box(page.locator(".jp-FileBrowser").first)["width"] > 150  # the side panel
    scroller = page.locator(".jp-WindowedPanel-outer").first
    for name, nth in BOARDS.items():
        board = page.locator(".mathplay-board").nth(nth)
        board.evaluate("element => element.scrollIntoView({block: 'start'})")
        view = _box(scroller)
        area = board.locator("xpath=ancestor::div[contains(@class,'jp-OutputArea-output')]")
        widths = area.evaluate("e => [e.scrollWidth, e.clientWidth]")
        assert widths[0] <= widths[1], f"{name} at {size}: a sideways scroll {widths}"
        assert _box(board)["x"] + _box(board)["width"] <= view["x"] + view["width"] + 1
        for selector in ACTED_ON[name]:
            part = _box(board.locator(selector).first)
            where = (name, size, selector, part, view)
            assert view["y"] - 1 <= part["y"], where
            assert part["y"] + part["height"] <= view["y"] + view["height"] + 1, where
            assert part["x"] + part["width"] <= view["x"] + view["width"] + 1, where
        if name == "triolet":  # the rack beside the squares (or right under them)
            grid, rack = (
                _box(board.locator(".mathplay-squares")),
                _box(board.locator(".mathplay-rack-tile").first),
            )
            beside = rack["x"] >= grid["x"] + grid["width"]
            under = 0 <= rack["y"] - (grid["y"] + grid["height"]) <= 60
            assert beside or under, size
        if language == "ja":
            assert board.evaluate(JAPANESE_BREAKS) == [], (name, size)
        if name == "equations" and size == "1400x1000":  # wide enough: the panel beside
            tables = [board] + ([page.locator(".mathplay-board").nth(3)] * (language == "en"))
            for table in tables:
                rows, side = (
                    _box(table.locator(".mathplay-eq-table")),
                    _box(table.locator(".mathplay-eq-player").first),
                )
                assert side["x"] >= rows["x"] + rows["width"], (size, language, rows, side)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        suffix = "" if language == "en" else f"-{language}"
        page.screenshot(path=str(ARTIFACTS / f"board-{name}-{size}{suffix}.png"))


def _focused(page):
    return page.evaluate(
        "() => { const a = document.activeElement; const b = a && a.closest('.mathplay-board');"
        " return b ? [...document.querySelectorAll('.mathplay-board')].indexOf(b) : -1; }"
    )


NEXT_FRAMES = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"


def _tab_into(page, nth, selector, presses):
    """Tab (counting the presses) until the focus is on ``selector`` in board ``nth`` (no
    press if it is there already)."""
    for _ in range(12):
        page.evaluate(NEXT_FRAMES)  # the keyboard layer's roving stops are up to date
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
    where = page.evaluate(
        "() => [document.activeElement.className, document.activeElement.outerHTML.slice(0, 160)]"
    )
    raise AssertionError(f"Tab never reached {selector}: the focus is on {where}")


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


# What a redraw does to the focused button (a new one in its place), then a key at once
KEY_RIGHT_AFTER_A_REDRAW = """async () => {
  const old = document.activeElement;
  old.replaceWith(old.cloneNode(true));
  await Promise.resolve();
  document.activeElement.dispatchEvent(
    new KeyboardEvent("keydown", {key: "ArrowRight", bubbles: true}));
  return document.activeElement.getAttribute("aria-label");
}"""


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

        def focus_on(label):  # wait for the state, never for time
            page.wait_for_function(
                "label => document.activeElement.getAttribute('aria-label') === label",
                arg=label,
            )

        # a redraw replaces the focused square, a key comes before the next frame: it counts
        assert page.evaluate(KEY_RIGHT_AFTER_A_REDRAW) == "row 7, column 8, empty"
        keys.press("ArrowLeft")
        focus_on("row 7, column 7, centre mark, empty")

        tiles = triolet.locator(".mathplay-rack-tile")
        # each key, then the state it makes (the next key needs it)
        steps = [
            ("2", lambda: expect(tiles.nth(1)).to_have_css("background-color", SELECTED)),
            (
                "Enter",
                lambda: focus_on("row 7, column 7, centre mark, your tile 11, not confirmed"),
            ),
            ("ArrowRight", lambda: focus_on("row 7, column 8, empty")),
            ("1", lambda: expect(tiles.nth(0)).to_have_css("background-color", SELECTED)),
            ("Enter", lambda: focus_on("row 7, column 8, your tile 1, not confirmed")),
        ]
        for key, made in steps:
            keys.press(key)
            presses.append(key)
            made()
        expect(triolet.locator(".mathplay-triolet-preview")).to_contain_text("Allowed!")
        expect(triolet.locator(".mathplay-triolet-confirm")).to_be_enabled()
        assert _focused(page) == 0
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
        for step, key in enumerate(("Enter", "ArrowRight", "Enter")):
            keys.press(key)
            presses.append(key)
            if step == 0:  # the first card is face up
                expect(memory.locator(".mathplay-memory-card").first).to_have_attribute(
                    "title", re.compile(r", 7(,|$)")
                )
            if step == 1:  # on the second card
                expect(memory.locator(".mathplay-memory-card").nth(1)).to_be_focused()
        expect(memory.locator(".mathplay-memory-news")).to_contain_text("A pair for Ann")
        assert _focused(page) == 2

        # Equations: a hand card into the first gap of equation 1, confirmed, then a draw.
        table = page.locator(".mathplay-board").nth(1)
        table.evaluate("element => element.scrollIntoView({block: 'start'})")
        _focus_cell(page, 1)
        presses = []
        _tab_into(page, 1, ".mathplay-hand-card", presses)
        for step, key in enumerate(("Enter", "Shift+Tab", "Enter")):  # pick, to a gap, put
            keys.press(key)
            presses.append(key)
            if step == 0:  # the card is picked: the gaps light up
                expect(table).to_have_class(re.compile(r"\bmathplay-eq-picking\b"))
            if step == 1:  # on a gap
                expect(table.locator(".mathplay-eq-slot:focus")).to_have_count(1)
        expect(table.locator(".mathplay-eq-pending")).to_have_count(1)
        preview = table.locator(".mathplay-eq-preview")
        expect(preview).to_contain_text("Allowed")
        expect(table.locator(".mathplay-eq-confirm")).to_be_enabled()  # its own message
        _tab_into(page, 1, ".mathplay-eq-confirm", presses)
        keys.press("Enter")
        expect(table.locator(".mathplay-eq-turn")).to_contain_text("Ann, draw 2 cards")
        expect(table.locator(".mathplay-eq-draw").first).to_be_visible()  # its own message
        _tab_into(page, 1, ".mathplay-eq-draw", presses)
        keys.press("Enter")
        expect(table.locator(".mathplay-eq-turn")).to_contain_text("Your turn, Bob")
        assert _focused(page) == 1
    finally:
        context.close()
