"""Every board and lesson in a pseudo-locale: every message 40 % longer and accented
("Ýóóúŕ ţúúúŕñ"), its fields intact (``tools/catalogs.py``, ``pseudo_catalog``), compiled and
put in Polish's place. What a person then reads must be accented: a word in plain ASCII
letters is text that no catalog holds (a translator could never translate it), unless it is
a name given to the board, an answer typed, or one of the words below.

Rendered: the three boards and their games played to the end by bots (the Memory Max
finale, the Equations variants), a refused move and a hint on each, the ExpressionBuilder,
the app pages (welcome, "How to play", saved games) and the Equations set-up; each lesson's
checks (the answer key, a wrong answer, none) and the text of a lesson notebook, its code
run as a kernel would run it.
"""

from __future__ import annotations

import ast
import copy
import dataclasses
import html.parser
import importlib
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

sys.path.insert(0, str(ROOT / "tests" / "i18n"))

import catalogs  # noqa: E402
from pseudo import PSEUDO, forget, write_locale  # noqa: E402

from mathplay.i18n import compiled  # noqa: E402

NAMES = {"Ann", "Ben", "Cid", "Bob", "Robo"}  # the players' names the tests give
ALLOWED = {
    "English",  # each language named in its own words (the language choice)
    "polski",
    "Random",  # the Triolet lesson's computer players, by their names in every language
    "Greedy",
    "Strategic",
}
ASCII_WORD = re.compile(r"[A-Za-z]{2,}")


@pytest.fixture(scope="module")
def pseudo(tmp_path_factory) -> Iterator[None]:
    """The pseudo-locale compiled into a copy of the locale folder, in Polish's place."""
    locale = write_locale(tmp_path_factory.mktemp("locale"))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(compiled, "LOCALE_DIR", str(locale))
        forget()
        yield
    forget()


class _Text(html.parser.HTMLParser):
    """The words of HTML a person reads: text and the attributes said aloud or shown."""

    def __init__(self) -> None:
        super().__init__()
        self.words: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag, attrs):
        self.hidden += tag in ("style", "script")
        self.words += [v for k, v in attrs if k in ("title", "aria-label", "alt") and v]

    def handle_endtag(self, tag):
        self.hidden -= tag in ("style", "script")

    def handle_data(self, data):
        if not self.hidden:
            self.words.append(data)


def html_text(markup: str) -> list[str]:
    reader = _Text()
    reader.feed(markup)
    reader.close()
    return reader.words


def shown(widget, seen: set[int] | None = None) -> list[str]:
    """Every text a widget and its children show: HTML, labels, tooltips, choices."""
    import ipywidgets as w

    seen = set() if seen is None else seen
    if id(widget) in seen:
        return []
    seen.add(id(widget))
    texts = [
        value
        for name in ("description", "tooltip", "placeholder")
        if isinstance(value := getattr(widget, name, None), str)
    ]
    if isinstance(widget, w.HTML | w.HTMLMath):
        texts += html_text(widget.value)
    elif isinstance(widget, w.Label | w.Text | w.Textarea):
        texts.append(widget.value)
    texts += list(getattr(widget, "_options_labels", ()) or ())
    texts += list(getattr(widget, "tooltips", ()) or ())
    for child in getattr(widget, "children", ()) or ():
        texts += shown(child, seen)
    return texts


def untranslated(texts: list[str], allowed: set[str] = frozenset()) -> set[str]:
    """The plain ASCII words among ``texts``: text no catalog gave."""
    return {
        word
        for text in texts
        for word in ASCII_WORD.findall(text)
        if word not in NAMES | ALLOWED | allowed
    }


def _output_texts(data: dict) -> str:
    """The words of one displayed output: a widget's, its HTML, else its plain text."""
    from ipywidgets.widgets.widget import _instances

    if "application/vnd.jupyter.widget-view+json" in data:
        return " ".join(
            shown(_instances[data["application/vnd.jupyter.widget-view+json"]["model_id"]])
        )
    if "text/html" in data:
        return " ".join(html_text(data["text/html"]))
    return data.get("text/plain", "")


class Seen:
    """What a board showed over a few steps."""

    def __init__(self, board) -> None:
        self.board = board
        self.texts: list[str] = []
        self.look()

    def look(self) -> None:
        self.texts += shown(self.board)
        for name in ("status", "last_error"):
            value = getattr(self.board, name, None)
            if isinstance(value, str):
                self.texts.append(value)

    def do(self, *steps) -> Seen:
        for step in steps:
            step()
            self.look()
        return self


def _triolet() -> list[str]:
    from mathplay.games.triolet import GreedyBot
    from mathplay.widgets import TrioletBoard

    board = TrioletBoard(["Ann", ("Robo", GreedyBot())], seed=3, bot_delay=0, language=PSEUDO)
    seen = Seen(board).do(
        lambda: board.pick_tile(0),
        lambda: board.click_square(0, 0),  # not through the centre: refused
        board.hint,
        board.start_exchange,
        board.pass_turn,  # the bot plays
    )
    ended = TrioletBoard([("Ann", GreedyBot()), ("Ben", GreedyBot())], seed=5, bot_delay=0)
    ended.set_language(PSEUDO)
    assert ended.game.is_terminal
    return seen.texts + Seen(ended).texts


def _memory() -> list[str]:
    from mathplay.games.memory import ForgetfulBot, Rules
    from mathplay.widgets import MemoryGrid

    board = MemoryGrid(["Ann", "Ben"], seed=1, bot_delay=0, look_time=0, language=PSEUDO)
    seen = Seen(board).do(lambda: board.flip(0), lambda: board.flip(0), lambda: board.flip(1))
    bots = [("Ann", ForgetfulBot(0.3, seed=1)), ("Ben", ForgetfulBot(0.3, seed=2))]
    ended = MemoryGrid(bots, seed=2, bot_delay=0, look_time=0, language=PSEUDO)
    assert ended.game.is_terminal
    finale = MemoryGrid(
        ["Ann", "Bob"], Rules(grid=(2, 4)), seed=1, layout="9 4 9 4 + × 7 7", look_time=0
    )
    finale.set_language(PSEUDO)
    finale_seen = Seen(finale).do(
        *[lambda p=p: finale.flip(p) for p in (0, 2, 1, 3, 4, 6, 6, 7, 5)],
        lambda: finale.finale.select(0),
        lambda: finale.finale.check(0),  # nothing built yet
        lambda: finale.finale.declare(0),
        finale.finale.show_results,
    )
    return seen.texts + Seen(ended).texts + finale_seen.texts


def _equations() -> list[str]:
    from mathplay.games.equations import GreedyBot
    from mathplay.widgets import EquationsTable

    texts = []
    for rules in ("gentle", "trading", "rearranging"):
        board = EquationsTable(
            ["Ann", "Ben", ("Robo", GreedyBot())],
            rules=rules,
            seed=1,
            bot_delay=0,
            hint_time_limit=None,
            private_hands=False,
            language=PSEUDO,
        )
        texts += (
            Seen(board)
            .do(
                lambda b=board: b.pick_card(0),
                lambda b=board: b.click_slot(0, 0, 0),
                board.confirm,
                board.pass_turn,
            )
            .texts
        )
    bots = [("Ann", GreedyBot()), ("Ben", GreedyBot())]
    ended = EquationsTable(bots, seed=4, bot_delay=0, hint_time_limit=None, language=PSEUDO)
    assert ended.game.is_terminal
    return texts + Seen(ended).texts


def _builder_app_setup() -> list[str]:
    from mathplay.widgets import EquationsSetup, GameApp
    from mathplay.widgets.builder import ExpressionBuilder

    builder = ExpressionBuilder("1 2 + 3 Y", language=PSEUDO)
    texts = (
        Seen(builder)
        .do(lambda: builder.click_card(0), lambda: builder.click_card(2), builder.check)
        .texts
    )
    for game in ("triolet", "memory", "equations"):
        app = GameApp(game, language=PSEUDO, bot_delay=0)
        texts += Seen(app).do(app.toggle_how, app.toggle_saves, app.play, app.show_welcome).texts
    setup = EquationsSetup(language=PSEUDO, seed=1, bot_delay=0)
    return texts + Seen(setup).do(setup.start).texts


@pytest.mark.parametrize("scene", [_triolet, _memory, _equations, _builder_app_setup])
def test_every_board_speaks_only_from_the_catalogs(pseudo, scene):
    texts = scene()
    assert len(texts) > 20
    assert untranslated(texts) == set()
    assert any("ţ" in text or "á" in text for text in texts)  # the pseudo-locale is showing


LESSONS = ["order_of_operations", "biggest_expression", "sum_to_15", "triolet_moves"]


@pytest.mark.parametrize("lesson", LESSONS)
def test_every_lesson_checks_in_the_catalogs_words(pseudo, lesson):
    """The answer key's answers, a wrong one, one that cannot be read and none: every
    feedback box in the pseudo-locale (an answer may be said back: its words are allowed)."""
    pupils = importlib.import_module(f"mathplay.lessons.{lesson}")
    key = importlib.import_module(f"mathplay.lessons.keys.{lesson}")
    texts, typed = [], set()
    for number, row in key.answer_key().iterrows():
        for answer in (row["answer"], 0, "7 +", "zebra", ...):
            feedback = pupils.check(number, answer, language=PSEUDO)
            texts += html_text(feedback._repr_html_())
            typed |= set(ASCII_WORD.findall(str(answer)))
    assert len(texts) >= 5 * len(key.LESSON.exercises)
    assert untranslated(texts, allowed=typed) == set()


CODE_OR_LINK = re.compile(r"```.*?```|`[^`]*`|\]\([^)]*\)|\$[^$]*\$|<[^>]*>", re.DOTALL)
"""What a translator leaves as it is in a lesson's Markdown: code, a link's target, TeX, HTML."""


def pseudo_markdown(text: str) -> str:
    kept = CODE_OR_LINK.findall(text)
    parts = [catalogs.pseudo_text(part) for part in CODE_OR_LINK.split(text)]
    return "".join(part + code for part, code in zip(parts, [*kept, ""], strict=True))


def pseudo_content(value, translating: bool = False):
    """The lesson's own content (its plan: TOML, not catalogs) in the pseudo-locale: every
    text of a language made from its English, as a translator would (names stay)."""
    if isinstance(value, str):
        return pseudo_markdown(value) if translating else value
    if dataclasses.is_dataclass(value):
        fields = dataclasses.fields(value)
        return type(value)(
            **{f.name: pseudo_content(getattr(value, f.name), translating) for f in fields}
        )
    if isinstance(value, tuple):
        return tuple(pseudo_content(item, translating) for item in value)
    if isinstance(value, dict) and {"en", PSEUDO} <= set(value):
        return {**value, PSEUDO: pseudo_content(value["en"], True)}
    if isinstance(value, dict):
        return {key: pseudo_content(item, translating) for key, item in value.items()}
    return value


def test_a_lesson_notebook_in_the_pseudo_locale(pseudo):
    """Lesson 1's teachers' edition (every pupil's cell and the teacher's) written in the
    pseudo-locale (its prose from the English, as a translator would), then its code run as
    a kernel runs it: the cells the writer adds and everything the code shows are accented
    (but Python's own words a cell prints, and answers the lesson says back)."""
    from mathplay.i18n import get_language, set_language
    from mathplay.lessons.keys.order_of_operations import LESSON
    from mathplay.lessons.plan import load_plan
    from mathplay.lessons.source import lesson_sources, write_notebook

    (source,) = [s for s in lesson_sources() if s.name == "01-order-of-operations"]
    source = copy.deepcopy(source)
    for cell in source.cells:  # code stays code (the English edition's names in it)
        if "en" in cell.texts:
            english = cell.texts["en"]
            cell.texts[PSEUDO] = english if cell.kind == "code" else pseudo_markdown(english)
    plan = pseudo_content(load_plan(source.name))
    notebook = write_notebook(source, PSEUDO, "teacher", plan)
    code = [c["source"] for c in notebook["cells"] if c["cell_type"] == "code"]
    prose = [c["source"] for c in notebook["cells"] if c["cell_type"] == "markdown"]
    lesson_name = set(ASCII_WORD.findall(source.name))  # a file name, as commands take it
    assert untranslated([CODE_OR_LINK.sub("", text) for text in prose], lesson_name) == set()

    given = {  # what the code gives (names, expressions) and the answers it says back
        word
        for text in [
            *(node.value for c in code for node in ast.walk(ast.parse(c)) if _is_text(node)),
            *(str(a) for e in LESSON.exercises.values() for a in (e.answer, *e.typical)),
        ]
        for word in ASCII_WORD.findall(text)
    }
    namespace: dict = {}
    before = get_language()
    outputs = []
    try:
        for cell in code:
            outputs += _run_cell(cell, namespace)
    finally:
        set_language(before)
    assert len(outputs) > 20
    assert untranslated(outputs, lesson_name | given | {"True", "False"}) == set()


def _is_text(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _run_cell(code: str, namespace: dict) -> list[str]:
    """What a kernel shows for a cell: what it prints and its last expression's value, as
    IPython formats it for the page (HTML, a widget, else plain text)."""
    import contextlib
    import io

    from IPython.core.formatters import DisplayFormatter

    tree = ast.parse(code)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(tree, "<cell>", "exec"), namespace)
        value = (
            None
            if last is None
            else eval(compile(ast.Expression(last.value), "<cell>", "eval"), namespace)
        )
    texts = [printed.getvalue()]
    if value is not None:
        data, _ = DisplayFormatter().format(value)
        texts.append(_output_texts(data))
    return texts
