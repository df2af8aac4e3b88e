"""A small form for teachers (ipywidgets): choose kind, difficulty, count, language and
seed, preview the puzzles, save the worksheet and its key (one pair per student), or save
them (or a lesson's exercises) as homework for nbgrader and otter-grader (``mathplay
homework`` does the same).

ipywidgets is imported when the form is made, never when :mod:`mathplay.puzzles` is.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import Any

from mathplay.errors import MathplayError
from mathplay.i18n import LANGUAGES, get_language, translate
from mathplay.lessons.source import lesson_sources
from mathplay.puzzles.registry import KIND_NAMES, MAX_COUNT, generate
from mathplay.puzzles.worksheet import Worksheet, worksheet

__all__ = ["TeacherForm"]


def _slug(text: str) -> str:
    """A file-name-safe form of a student's name or number."""
    kept = "".join(c if c.isalnum() else "-" for c in text.strip())
    return "-".join(part for part in kept.split("-") if part) or "student"


def _free_name(name: str, taken: set[str]) -> str:
    """``name``, or ``name-2``, ``name-3``, ... : the first whose sheet and key are no file
    already written (names that differ only in capitals are one file on many systems)."""
    candidate, number = name, 1
    while {candidate.casefold(), f"{candidate}-key".casefold()} & taken:
        number += 1
        candidate = f"{name}-{number}"
    taken.update({candidate.casefold(), f"{candidate}-key".casefold()})
    return candidate


class TeacherForm:
    """The form's widgets (``kind``, ``difficulty``, ``count``, ``language``, ``seed``,
    ``title``, ``students``, ``folder``, ``homework_of``), its buttons, and what they do:
    :meth:`preview`, :meth:`save` and :meth:`save_homework` (the buttons call them). Shown in
    a notebook as the form itself."""

    def __init__(self, folder: str | Path = "worksheets", language: str | None = None) -> None:
        import ipywidgets as widgets

        words = language or get_language()
        self.words = words

        def label(name: str) -> str:
            return translate(f"puzzles.form.{name}", words)

        style = {"description_width": "9em"}
        self.kind = widgets.Dropdown(options=KIND_NAMES, description=label("kind"), style=style)
        self.about = widgets.HTML()
        self.difficulty = widgets.IntSlider(
            1, min=1, max=5, description=label("difficulty"), style=style
        )
        self.count = widgets.BoundedIntText(
            10, min=1, max=MAX_COUNT, description=label("count"), style=style
        )
        self.language = widgets.Dropdown(
            options=LANGUAGES, value=words, description=label("language"), style=style
        )
        self.seed = widgets.BoundedIntText(
            0, min=0, max=2**31 - 1, description=label("seed"), style=style
        )
        self.title = widgets.Text(description=label("title"), style=style)
        self.students = widgets.Text(
            description=label("students"), placeholder=label("students_hint"), style=style
        )
        self.folder = widgets.Text(str(folder), description=label("folder"), style=style)
        self.preview_button = widgets.Button(description=label("preview"), icon="eye")
        self.save_button = widgets.Button(
            description=label("save"), icon="save", button_style="primary"
        )
        self.homework_of = widgets.Dropdown(
            options=[(label("these_puzzles"), "")]
            + [(source.title(words), source.name) for source in lesson_sources()],
            description=label("homework_of"),
            style=style,
        )
        self.homework_button = widgets.Button(description=label("homework"), icon="graduation-cap")
        self.status = widgets.HTML()
        self.links = widgets.VBox()  # open each saved sheet and key in a new tab
        self.sheet = widgets.HTML()
        self.preview_button.on_click(lambda _: self._safely(self.preview))
        self.save_button.on_click(lambda _: self._safely(self.save))
        self.homework_button.on_click(lambda _: self._safely(self.save_homework))
        self.kind.observe(lambda _: self._describe(), names="value")
        self._describe()
        self.widget = widgets.VBox(
            [
                self.kind,
                self.about,
                self.difficulty,
                self.count,
                self.language,
                self.seed,
                self.title,
                self.students,
                self.folder,
                self.homework_of,
                widgets.HBox([self.preview_button, self.save_button, self.homework_button]),
                self.status,
                self.links,
                self.sheet,
            ]
        )

    def _safely(self, action: Callable[[], Any]) -> None:
        """Run a button's action; a clear error (a read-only file, a full disk) is shown
        in the form instead of a traceback."""
        try:
            action()
        except MathplayError as error:
            text = error.localized(self.words).split("\n")[0]
            self.status.value = f'<span style="color:#a4000f">{escape(text)}</span>'

    def _describe(self) -> None:
        key = self.kind.value.replace("-", "_")
        texts = [translate(f"puzzles.{part}.{key}", self.words) for part in ("kind", "levels")]
        self.about.value = "<br>".join(f"<small>{escape(t)}</small>" for t in texts)

    def _sheets(self) -> list[Worksheet]:
        puzzles = generate(
            self.kind.value,
            seed=self.seed.value,
            difficulty=self.difficulty.value,
            count=self.count.value,
            language=self.language.value,
        )
        title = self.title.value.strip() or None
        names = dict.fromkeys(n.strip() for n in self.students.value.split(",") if n.strip())
        return [worksheet(puzzles, title, student=name) for name in names] or [
            worksheet(puzzles, title)
        ]

    def preview(self) -> Worksheet:
        """Show the first sheet (the first student's, if students are given)."""
        sheet = self._sheets()[0]
        self.sheet.value = sheet._repr_html_()
        self.status.value = ""
        return sheet

    def save(self) -> list[Path]:
        """Write a sheet and a key per student (or one pair) into the folder: each student
        their own two files, even when two names read alike in a file name ("Ana B" and
        "Ana.B" get ``…-Ana-B`` and ``…-Ana-B-2``); the form lists whose file is which."""
        folder = Path(self.folder.value.strip() or ".")
        base = f"{self.kind.value}-{self.difficulty.value}-{self.seed.value}"
        written, listed, taken = [], [], set()
        for sheet in self._sheets():
            name = _free_name(f"{base}-{_slug(sheet.student)}" if sheet.student else base, taken)
            pair = sheet.save(folder / f"{name}.html", folder / f"{name}-key.html")
            written += pair
            files = ", ".join(f"<code>{escape(str(path))}</code>" for path in pair)
            whose = f"<b>{escape(sheet.student)}</b>: " if sheet.student else ""
            listed.append(f"<li>{whose}{files}</li>")
        self.status.value = (
            f"{escape(translate('puzzles.form.saved', self.words))}<ul>{''.join(listed)}</ul>"
        )
        self._link(written)
        return written

    def _link(self, written: list[Path]) -> None:
        """A link that opens each saved file in a new tab (the site's server has none)."""
        from mathplay.puzzles.filelink import FileLink

        self.links.children = [
            FileLink(path, translate("puzzles.form.open", self.words, name=path.name))
            for path in written
        ]

    def save_homework(self) -> list[Path]:
        """Write these puzzles (or the lesson chosen in ``homework_of``) as homework into
        ``FOLDER/course``: an nbgrader course folder and an otter assignment; each pupil gets
        their own variant by writing their name."""
        from mathplay.puzzles.graders import write_homework

        recipe: dict[str, Any] = {"language": self.language.value}
        if self.homework_of.value:
            recipe["lesson"] = name = self.homework_of.value
        else:
            puzzles = generate(
                self.kind.value,
                seed=self.seed.value,
                difficulty=self.difficulty.value,
                count=self.count.value,
            )
            recipe["puzzles"] = [
                {"kind": p.kind, "seed": p.seed, "difficulty": p.difficulty} for p in puzzles
            ]
            name = f"{self.kind.value}-{self.difficulty.value}-{self.seed.value}"
        course = Path(self.folder.value.strip() or ".") / "course"
        written = write_homework(recipe, course, name, self.title.value.strip() or None)
        listed = "".join(f"<li><code>{escape(str(path))}</code></li>" for path in written)
        self.status.value = (
            f"{escape(translate('puzzles.form.saved', self.words))}<ul>{listed}</ul>"
        )
        return written

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)
