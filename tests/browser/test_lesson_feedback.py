"""A lesson's check in a real JupyterLab: a box for every answer, never a traceback.

While a pupil practises, a right, a wrong and a missing answer show a green, a red and a
yellow box, and Run All goes on. Under a grader (``MATHPLAY_GRADING=1``; nbgrader sets
``NBGRADER_EXECUTION``) a wrong answer shows the same red box and fails its cell with one
friendly line, so Run All stops there, as a grader needs.
"""

from __future__ import annotations

from labdriver import cell_errors, open_and_run, screenshot

CELLS = [
    'import mathplay\n\nmathplay.set_language("pl")\n\n'
    "from mathplay.lessons.order_of_operations import check",
    "check(2, 29)",
    'check(2, "5 + 4 × 6")',
    "check(2, ...)",
    "%env MATHPLAY_GRADING=1",
    "check(2, 30)",
    'print("after the failed cell")',
]
COLOURS = {"rgb(46, 125, 50)": "green", "rgb(198, 40, 40)": "red", "rgb(141, 110, 0)": "yellow"}


def test_feedback_boxes_and_a_grader_failure_without_a_traceback(lab, page):
    path = lab.write_notebook("feedback/boxes.ipynb", CELLS)
    open_and_run(page, lab, path)
    screenshot(page, "lesson-feedback-boxes")

    boxes = page.locator(".jp-OutputArea-output div[role='status']")
    colours = [
        COLOURS.get(boxes.nth(i).evaluate("b => getComputedStyle(b).borderLeftColor"))
        for i in range(boxes.count())
    ]
    assert colours == ["green", "red", "yellow", "red"]
    texts = boxes.all_inner_texts()
    assert texts[0].startswith("Dobrze!") and boxes.nth(0).locator("svg").count() == 1  # no emoji
    assert "Wpisz samą wartość" in texts[1]  # a calculation is not a value
    assert "nie ma jeszcze odpowiedzi" in texts[2]

    (error,) = cell_errors(page)  # only the graded wrong answer fails its cell
    assert "Traceback" not in error and "File " not in error and "checks.py" not in error
    no_point = "Zadanie 2: na razie bez punktu. W ramce powyżej jest napisane, co sprawdzić."
    assert error.strip() == no_point  # one friendly line, in the pupil's language
    outputs = "\n".join(page.locator(".jp-Cell .jp-OutputArea").all_inner_texts())
    assert "Traceback" not in outputs
    # Run All stopped at the failed cell: the last cell never ran
    assert "after the failed cell" not in outputs
    prompts = page.locator(".jp-Cell .jp-InputArea-prompt").all_inner_texts()
    assert prompts[-1].strip() in ("[ ]:", "")
