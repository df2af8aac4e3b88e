"""A link that opens a file the kernel wrote, in a new tab of the browser: the teachers' form
shows one for each worksheet and key it saves.

The link carries the file's text to the page (a ``blob:`` URL, made by ``filelink.js``, an
anywidget module), so it opens the same on a Jupyter server and in the static site, where the
kernel's files live in the browser and the site's server has none of them.
"""

from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets

__all__ = ["FileLink"]


class FileLink(anywidget.AnyWidget):
    """A link labelled ``label`` that opens ``path``'s text (as it is now) in a new tab."""

    _esm = Path(__file__).with_name("filelink.js")
    label = traitlets.Unicode().tag(sync=True)
    name = traitlets.Unicode().tag(sync=True)
    content = traitlets.Unicode().tag(sync=True)
    mime = traitlets.Unicode("text/html").tag(sync=True)

    def __init__(self, path: Path, label: str, mime: str = "text/html") -> None:
        super().__init__(
            label=label, name=path.name, content=path.read_text(encoding="utf-8"), mime=mime
        )
