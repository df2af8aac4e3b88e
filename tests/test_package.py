"""The package imports fast and lazily, and exposes its version."""

import subprocess
import sys

import mathplay
from tests.fresh_python import loaded_after


def printed(code: str) -> str:
    """What ``code`` prints in a fresh Python (its own ``sys.modules``)."""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return out.stdout.strip()


def test_version():
    assert mathplay.__version__ == "0.1.0"


def test_import_does_not_load_heavy_dependencies():
    heavy = ("sympy", "pandas", "ipywidgets", "IPython", "matplotlib")
    assert loaded_after("import mathplay, mathplay.expr, mathplay.errors", heavy) == []


def test_submodules_load_on_first_use():
    assert mathplay.expr.evaluate("2+3×4") == 14


def test_the_shared_core_sits_below_the_search_and_the_games():
    code = (
        "import sys, mathplay.core.values, mathplay.core.multiset; "
        "print(sorted(m for m in sys.modules if m.startswith(('mathplay.search', "
        "'mathplay.games', 'sympy'))))"
    )
    assert printed(code) == "[]"


def test_a_board_imports_its_own_game_only():
    """A page with one game's board (the static site's play notebook or app page) imports
    neither the other games nor the heavy packages: the site loads only what a page uses."""
    code = (
        "import sys, mathplay.widgets.app, mathplay.widgets.triolet, mathplay.games.triolet.bots; "
        "print(sorted({m.split('.')[0] if not m.startswith('mathplay.') else "
        "'.'.join(m.split('.')[:3]) for m in sys.modules} & {'sympy', 'pandas', 'numpy', "
        "'matplotlib', 'mathplay.games.equations', 'mathplay.games.memory'}))"
    )
    assert printed(code) == "[]"


def test_templates_and_notebook_tools_load_only_where_they_are_used():
    """Jinja2 (worksheets) and nbformat (notebooks; it pulls in jsonschema) are teachers'
    tools: a board, a lesson's picture, a puzzle and a pupil's homework never import them,
    and a worksheet's page imports Jinja2 only."""
    code = """if True:
        import sys
        from mathplay.lessons.triolet_moves import position, show_move
        from mathplay.puzzles import make_puzzle, worksheet
        from mathplay.puzzles.homework import Homework
        from mathplay.widgets import TrioletBoard
        import mathplay.puzzles.grading

        def loaded():
            return [m for m in ("jinja2", "nbformat", "jsonschema") if m in sys.modules]

        TrioletBoard(["Ana", "Ben"], seed=1)
        show_move(*position("double"), language="en")._repr_html_()
        puzzle = make_puzzle("triolet-score", seed=1, difficulty=2)
        hw = Homework.release({"assignment": "a", "lesson": "04-triolet-moves", "language": "en"})
        hw.show(1)
        print(loaded())
        worksheet([puzzle]).sheet_html
        print(loaded())
    """
    assert printed(code).split("\n")[:2] == ["[]", "['jinja2']"]
