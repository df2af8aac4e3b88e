"""The lessons' plots import matplotlib without its font-cache line on stderr (JupyterLite)."""

import subprocess
import sys

import pytest

# In a fresh Pyodide the font cache is built on every page load, slowly enough that
# matplotlib's timer logs a warning; here the timer fires at once, as it would there.
SCRIPT = """
import sys, threading

class AtOnce:
    def __init__(self, interval, function, *args, **kwargs):
        self.function = function
    def start(self):
        self.function()
    def cancel(self):
        pass

threading.Timer = AtOnce
if sys.argv[1] == "plain":
    import matplotlib.pyplot
else:
    from mathplay.lessons.pictures import pyplot
    pyplot()
"""


@pytest.mark.parametrize(("how", "says"), [("plain", True), ("lesson", False)])
def test_the_font_cache_line_is_not_shown_to_pupils(tmp_path, how, says):
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, how],
        env={"MPLCONFIGDIR": str(tmp_path), "PATH": ""},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert ("building the font cache" in done.stderr) is says, done.stderr
