"""The worksheet's pages, rendered from Jinja2 templates with autoescape.

The templates (``mathplay/puzzles/templates/``, package data found by ``PackageLoader``, so
they work from a wheel and under Pyodide): ``sheet.html.j2`` (the pupils' sheet) and
``key.html.j2`` (the answer key), both extending ``page.html.j2`` (A4, ``sheet.css``), and
``preview.html.j2`` (the sheet in a notebook or the teacher's form). Every value is escaped
on the way out; only a puzzle's picture (``prompt.html``, HTML the package made) is marked
safe, in the template.

Jinja2 is imported when a page is first rendered, never with this module: the puzzle kinds,
the homework a pupil's kernel imports, the boards and the lessons never load it.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from mathplay.i18n import translate

if TYPE_CHECKING:
    from jinja2 import Environment

__all__ = ["render"]


@cache
def _environment(package: str) -> Environment:
    from jinja2 import Environment, PackageLoader, StrictUndefined

    return Environment(
        loader=PackageLoader(package, "templates"),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


def render(
    template: str, language: str, *, package: str = "mathplay.puzzles", **context: Any
) -> str:
    """``template`` (in ``package``'s ``templates/`` folder: the class report keeps its own)
    rendered with ``context``; ``t(message_id, **params)`` in the template is the catalog's
    text in ``language``."""

    def t(message_id: str, **params: Any) -> str:
        return translate(message_id, language, **params)

    environment = _environment(package)
    return environment.get_template(template).render(language=language, t=t, **context)
