"""The ExpressionBuilder in a real JupyterLab, clicked by a real (headless) browser."""

from labdriver import cell_errors, open_and_run, screenshot


def test_clicking_cards_builds_the_expression_and_its_value(lab, page):
    path = lab.write_notebook(
        "scratch/builder.ipynb",
        [
            "from mathplay.widgets import ExpressionBuilder\n"
            "builder = ExpressionBuilder('12+3×4', goal=None)\nbuilder",
        ],
    )
    open_and_run(page, lab, path)
    assert cell_errors(page) == []
    board = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .mathplay-board").first
    board.wait_for()
    for label in ["1", "2", "+", "3", "×", "4"]:
        board.get_by_role("button", name=label, exact=True).click()
    board.locator("text== 24").wait_for()
    cards = board.locator(".mathplay-card").all_inner_texts()
    assert cards == ["1", "2", "+", "3", "×", "4"]
    board.get_by_role("button", name="Take back").click()
    board.locator("text=The expression ends with ×").wait_for()
    screenshot(page, "expression-builder")
