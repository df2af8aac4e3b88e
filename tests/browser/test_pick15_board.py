"""The Pick 15 board (lesson 3) in a real JupyterLab, clicked by a real (headless) browser:
a pick, the computer's answer in the same round trip, the magic square shown."""

from labdriver import cell_errors, open_and_run, screenshot


def test_a_pick_gets_the_computers_answer_and_the_square_shows_it(lab, page):
    path = lab.write_notebook(
        "scratch/pick15.ipynb",
        ["from mathplay.widgets.pick15 import PickFifteenBoard\nPickFifteenBoard(language='en')"],
    )
    open_and_run(page, lab, path)
    assert cell_errors(page) == []
    board = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .mathplay-board").first
    board.wait_for()
    board.get_by_role("button", name="1", exact=True).click()
    board.get_by_role("button", name="5 ◯", exact=True).wait_for()  # the computer took 5
    assert board.get_by_role("button", name="1 ✕", exact=True).is_disabled()
    board.get_by_role("button", name="Show the magic square").click()
    board.locator("table td").nth(8).wait_for()
    assert board.locator("table td").all_inner_texts()[:3] == ["2", "7", "6"]
    screenshot(page, "pick15-board")
