"""Every board in the pseudo-locale (every message 40 % longer and accented), laid out by a
real JupyterLab in a real Chromium 1024 px wide, the file browser open: no text is cut or
spills out of its box, no board is wider than its cell, no two panels overlap.

One notebook holds every board (Triolet, Equations and its variants, Memory Max and its
finale, the ExpressionBuilder, Pick 15, the app's welcome with its seats and "How to play",
the Equations set-up) and each lesson's feedback, each in a state that shows its longer
messages (a refused move, a preview, a game over); its first cell switches the
pseudo-locale on in the kernel as ``tests/i18n/test_pseudo_locale.py`` does
(``tests/i18n/pseudo.py``). What is measured is the real layout (bounding boxes,
``scrollWidth``); a screenshot of each board at fault goes to
``test-artifacts/pseudo-<board>.png``.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from labdriver import ARTIFACTS, cell_errors, open_and_run

I18N = Path(__file__).resolve().parents[1] / "i18n"
sys.path.insert(0, str(I18N))

from pseudo import PSEUDO, write_locale  # noqa: E402

WIDTH, HEIGHT = 1024, 1400  # tall: a whole board in view, for its screenshot


def boards(language: str) -> dict[str, str]:
    """Board name -> the cell that shows it, in ``language``."""
    lang = f"language={language!r}"
    return {
        "triolet": "from mathplay.games.triolet import GreedyBot\n"
        "from mathplay.widgets import TrioletBoard\n"
        f"board = TrioletBoard(['Ann', 'Bob'], seed=1, private_racks=False, {lang})\n"
        "board.pick_tile(0)\nboard.click_square(0, 0)  # not through the centre: refused\n"
        "board",
        "triolet-over": "TrioletBoard([('Ann', GreedyBot()), ('Ben', GreedyBot())], seed=5, "
        f"bot_delay=0, {lang})",
        "equations": "from mathplay.games.equations import GreedyBot\n"
        "from mathplay.widgets import EquationsTable\n"
        f"table = EquationsTable(['Ann', 'Bob'], seed=2024, private_hands=False, {lang})\n"
        "table.pick_card(0)\ntable.click_slot(0, 'left', 0)  # a card put down: the preview\n"
        "table.pick_card(1)\ntable.click_slot(0, 0, 0)  # no such side: refused\ntable",
        "equations-trading": "EquationsTable(['Ann', 'Ben', ('Robo', GreedyBot())], "
        f"rules='trading', seed=1, bot_delay=0, private_hands=False, {lang})",
        "equations-rearranging": "EquationsTable(['Ann', 'Ben'], rules='rearranging', seed=1, "
        f"private_hands=False, {lang})",
        "equations-over": "EquationsTable([('Ann', GreedyBot()), ('Ben', GreedyBot())], seed=4, "
        f"bot_delay=0, hint_time_limit=None, {lang})",
        "memory": "from mathplay.games.memory import Rules\n"
        "from mathplay.widgets import MemoryGrid\n"
        f"grid = MemoryGrid(['Ann', 'Bob'], seed=1, look_time=0, {lang})\n"
        "grid.flip(0)\ngrid",
        "memory-finale": MEMORY_FINALE.format(lang=lang, steps="finale.finale.select(0)\n"),
        "memory-results": MEMORY_FINALE.format(
            lang=lang,
            steps="finale.finale.declare(0)\nfinale.finale.select(1)\nfinale.finale.declare(1)\n"
            "finale.finale.show_results()\n",
        ),
        "builder": "from mathplay.widgets.builder import ExpressionBuilder\n"
        f"builder = ExpressionBuilder('1 2 + 3 Y', {lang})\n"
        "builder.click_card(0)\nbuilder.click_card(2)\nbuilder.check()\nbuilder",
        "pick15": f"from mathplay.widgets.pick15 import PickFifteenBoard\nPickFifteenBoard({lang})",
        "app-welcome": f"from mathplay.widgets import GameApp\nGameApp('triolet', {lang})",
        "app-how": f"app = GameApp('equations', {lang})\napp.toggle_how()\napp",
        "equations-setup": "from mathplay.widgets import EquationsSetup\n"
        f"EquationsSetup(seed=1, {lang})",
        "lesson-feedback": LESSON_FEEDBACK.format(lang=lang),
    }


# each lesson's feedback on exercise 1: a wrong answer, and one that cannot be read
LESSON_FEEDBACK = """import importlib
from IPython.display import display
for lesson in ("order_of_operations", "biggest_expression", "sum_to_15", "triolet_moves"):
    for answer in (0, "7 +"):
        display(importlib.import_module(f"mathplay.lessons.{{lesson}}").check(1, answer, {lang}))"""


MEMORY_FINALE = """finale = MemoryGrid(['Ann', 'Bob'], Rules(grid=(2, 4)), seed=1,
                    layout='9 4 9 4 + × 7 7', look_time=0, {lang})
for place in (0, 2, 1, 3, 4, 6, 7, 5):
    finale.flip(place)
{steps}finale"""


# Every fault of the layout in one output area: a sideways scroll; a text cut by a box that
# clips (a button's label under an ellipsis, a slider's label) or spilling out of its own box;
# a choice wider than its drop-down; a part outside the cell; two panels side by side that
# overlap. A text's place is its own (a Range's rectangles), not its element's.
FAULTS = """area => {
  const faults = [];
  const name = el => `<${el.tagName.toLowerCase()} class="${el.className}">`;
  const say = (what, el, text, more) =>
    faults.push(`${what}: ${name(el)} ${JSON.stringify(text.slice(0, 50))} ${more}`);
  const shown = el => { const r = el.getBoundingClientRect(); const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden'; };
  // a line's box is taller than its letters (a fallback font's ▾): a quarter of it may stick out
  const inside = (r, box, down = true) => r.left >= box.left - 1 && r.right <= box.right + 1 &&
    (!down || (r.top >= box.top - r.height / 4 && r.bottom <= box.bottom + r.height / 4));
  const at = r => `${Math.round(r.left)}..${Math.round(r.right)}, ${Math.round(r.top)}..` +
    Math.round(r.bottom);
  const padding = el => { const r = el.getBoundingClientRect();
    return {left: r.left + el.clientLeft, top: r.top + el.clientTop,
            right: r.left + el.clientLeft + el.clientWidth,
            bottom: r.top + el.clientTop + el.clientHeight}; };
  if (area.scrollWidth > area.clientWidth + 1)
    say('a sideways scroll', area, '', `${area.scrollWidth} > ${area.clientWidth}`);
  const cell = area.getBoundingClientRect();
  const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim(), parent = node.parentElement;
    if (!text || parent.closest('style, script, svg') || !shown(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter(r => r.width > 0);
    let own = parent;
    while (getComputedStyle(own).display === 'inline' && own !== area) own = own.parentElement;
    const lines = new Set(rects.map(r => Math.round(r.top))).size;
    const words = text.split(/\\s+/).length;  // more lines than words: a word cut in two
    if (lines > words) say('a word broken over lines in', own, text, `${lines} > ${words}`);
    for (const r of rects) {
      if (!inside(r, own.getBoundingClientRect()))
        say('spills out of', own, text, `${at(r)} not in ${at(own.getBoundingClientRect())}`);
      for (let box = parent; box !== area; box = box.parentElement) {
        const s = getComputedStyle(box);  // a list that scrolls down hides nothing
        const down = !['auto', 'scroll'].includes(s.overflowY);
        if ((s.overflowX !== 'visible' || s.overflowY !== 'visible') &&
            !inside(r, padding(box), down))
          { say('cut by', box, text, `${at(r)} not in ${at(padding(box))}`); break; }
      }
    }
  }
  const measure = document.createElement('canvas').getContext('2d');
  for (const el of area.querySelectorAll('*')) {
    if (el.closest('svg') || !shown(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.right > cell.right + 1 || r.left < cell.left - 1)
      say('outside the cell', el, el.innerText || '', `${at(r)} not in ${at(cell)}`);
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (own && getComputedStyle(el).overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1)
      say('cut by', el, el.innerText, `${el.scrollWidth} > ${el.clientWidth}`);  // an ellipsis
    const typed = el.tagName === 'INPUT' && ['text', ''].includes(el.type) &&
      (el.value || el.placeholder);
    const chosen = el.tagName === 'SELECT' && el.selectedIndex >= 0 &&
      el.options[el.selectedIndex].text;
    if (typed || chosen) {
      const s = getComputedStyle(el), text = typed || chosen;
      measure.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      if (measure.measureText(text).width > room + 1)
        say('cut by', el, text, `${measure.measureText(text).width} > ${room}`);
    }
    const kids = [...el.children].filter(k => shown(k) &&
      !['absolute', 'fixed'].includes(getComputedStyle(k).position) &&
      getComputedStyle(k).display !== 'inline');
    for (let i = 0; i < kids.length; i++)
      for (let j = i + 1; j < kids.length; j++) {
        const a = kids[i].getBoundingClientRect(), b = kids[j].getBoundingClientRect();
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 1 && y > 1) say('overlaps', kids[i], kids[i].innerText || '',
          `${Math.round(x)}x${Math.round(y)} with ${name(kids[j])}`);
      }
  }
  return faults;
}"""


# the output area's markup is the same two looks running: every view of the board is drawn
SETTLED = """area => new Promise(done => { let last = -1, same = 0;
  const look = () => { const now = area.innerHTML.length;
    same = now === last && now > 0 ? same + 1 : 0; last = now;
    if (same >= 2) done(true); else requestAnimationFrame(look); };
  look(); })"""


def test_every_board_holds_the_longer_words(lab, browser, tmp_path):
    locale = write_locale(tmp_path / "locale")
    names = boards(PSEUDO)
    switch_on = f"import sys\nsys.path.insert(0, {str(I18N)!r})\nimport pseudo\n"
    cells = [switch_on + f"pseudo.use_locale({str(locale)!r})", *names.values()]
    path = lab.write_notebook("pseudo/layout.ipynb", cells)
    context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT})
    page = context.new_page()
    page.set_default_timeout(60_000)
    faults = {}
    try:
        open_and_run(page, lab, path)
        assert cell_errors(page) == []
        page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
        page.wait_for_function(  # the notebook beside the file browser, as pupils see it
            "() => { const f = document.querySelector('.jp-FileBrowser');"
            " const n = document.querySelector('.jp-NotebookPanel');"
            " return f && n && f.getBoundingClientRect().width > 150 &&"
            " n.getBoundingClientRect().left >= f.getBoundingClientRect().right; }"
        )
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        for at, name in enumerate(names, start=1):
            outputs = page.locator(".jp-Notebook .jp-Cell").nth(at).locator(".jp-OutputArea")
            outputs.scroll_into_view_if_needed()
            outputs.locator(".jupyter-widgets, .jp-RenderedHTML").first.wait_for()
            for area in outputs.locator(".jp-OutputArea-output").all():
                area.evaluate(SETTLED)
                assert re.search("[ţáéóú]", area.inner_text()), name  # the pseudo-locale shows
                if found := area.evaluate(FAULTS):  # a screenshot to look at (0.2 s each)
                    faults.setdefault(name, []).extend(found)
                    area.screenshot(path=str(ARTIFACTS / f"pseudo-{name}.png"))
    finally:
        context.close()
    assert faults == {}
