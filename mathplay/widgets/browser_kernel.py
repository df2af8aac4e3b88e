"""What the browser's Python kernel (Pyodide, in JupyterLite and Voici) needs from the boards.

JupyterLite's Pyodide kernel (``pyodide_kernel`` 0.6) hands each widget message to the page
through Pyodide's ``toJs``, which turns Python's ``None`` into JavaScript's ``undefined``; the
message then simply leaves that trait out. So a trait set back to ``None`` never reaches the
page: ``layout.display = None`` (show again) leaves the widget hidden, ``tooltip = None``
leaves the old tooltip. :func:`mend_widget_messages` makes that kernel send the message's data
as JSON, as every other Jupyter kernel does, so ``None`` arrives as ``null``. Anywhere else it
does nothing.
"""

from __future__ import annotations

import json
import sys
from typing import Any

__all__ = ["as_javascript", "mend_widget_messages"]


def as_javascript(data: Any, js: Any) -> Any:
    """``data`` as a JavaScript value made from its JSON (``None`` becomes ``null``)."""
    return js.JSON.parse(json.dumps(data))


def mend_widget_messages() -> bool:
    """In JupyterLite's Pyodide kernel, send widget messages' data as JSON; True if done."""
    if sys.platform != "emscripten":
        return False
    try:
        import js
        from pyodide_kernel import comm as kernel_comm
    except ImportError:  # Pyodide outside a JupyterLite kernel
        return False
    publish = kernel_comm.Comm.publish_msg
    if getattr(publish, "mends_nulls", False):
        return True

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        data = None if data is None else as_javascript(data, js)
        return publish(self, msg_type, data, metadata, buffers, **keys)

    publish_msg.mends_nulls = True  # type: ignore[attr-defined]
    kernel_comm.Comm.publish_msg = publish_msg
    return True
