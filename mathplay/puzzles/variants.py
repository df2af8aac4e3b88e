"""Whose homework this is, and which numbers she gets: the student id and the variant seed.

A pupil's numbers come from her *variant seed*, ``HMAC-SHA256(salt, student id)``, where the
salt is the assignment's release salt (itself an HMAC of the course's secret and the
assignment's name, :mod:`mathplay.puzzles.grading`), mixed with when marks come
(:func:`choice_seed`). So the numbers follow the id the
grader files the submission under, never a typed name, and nobody predicts them from the
public code. The student id is, in this order:

1. while a grader runs the notebook, the id it grades: nbgrader's ``autograde`` runs it in
   ``COURSE/autograded/<student id>/<assignment>/``; otter-grader runs the submission file
   ``<student id>.ipynb`` in its own folder, with the assignment's grading file beside it;
2. a per-pupil notebook's own id (written by ``mathplay pupils``, for a school without a
   hub);
3. on JupyterHub, the user nbgrader's exchange files the submission under (the system
   user's name, or ``JUPYTERHUB_USER`` when every user is ``jovyan``);
4. none: practice numbers (the lesson's own), and the notebook says they are not homework.

Both sides use this module: the pupil's notebook to show her numbers, the hidden tests to
grade exactly those. It holds no secret and no answer.
"""

from __future__ import annotations

import hmac
import os
import sys
from hashlib import sha256
from pathlib import Path

__all__ = [
    "GRADING_FILE",
    "choice_seed",
    "grader_student_id",
    "hub_student_id",
    "keyed",
    "otter_grading",
    "variant_seed",
]

GRADING_FILE = "mathplay-grading.json"
"""One assignment's grading key and recipe, beside a submission otter-grader grades (in the
autograder zip only, never in the pupils' notebook)."""


def keyed(key: bytes, message: str) -> str:
    """``HMAC-SHA256(key, message)`` as 64 hex digits."""
    return hmac.new(key, message.encode("utf-8"), sha256).hexdigest()


def variant_seed(salt: str, student_id: str) -> str:
    """The seed of ``student_id``'s numbers in the assignment whose release salt is ``salt``
    (what a per-pupil notebook carries)."""
    return keyed(bytes.fromhex(salt), f"variant/{student_id}")[:32]


def choice_seed(seed: str, feedback: str) -> str:
    """What picks the exercises: the pupil's seed and when marks come. A notebook whose
    data is changed from "later" to "now" gets other numbers with its judges, never
    judges of her own."""
    return keyed(bytes.fromhex(seed), f"feedback/{feedback}")[:32]


def grader_student_id(assignment: str, folder: Path | None = None) -> str | None:
    """The student id a grader is grading now in ``folder`` (default: the working folder),
    or ``None`` when no grader runs this notebook."""
    here = Path.cwd() if folder is None else folder
    if os.environ.get("NBGRADER_EXECUTION", "").lower() == "autograde":
        # nbgrader runs the notebook in COURSE/autograded/<student id>/<assignment>
        return here.parent.name if here.name == assignment and here.parent.name else None
    if (here / GRADING_FILE).is_file() or otter_grading():
        # otter-grader runs the one submission of its folder, named with the student's id
        notebooks = sorted(here.glob("*.ipynb"))
        return notebooks[0].stem if len(notebooks) == 1 else None
    return None


def otter_grading() -> bool:
    """Whether otter-grader runs this kernel in grading mode."""
    otter = sys.modules.get("otter")
    notebook = getattr(otter, "Notebook", None)
    return bool(getattr(notebook, "_grading_mode", False))


def hub_student_id() -> str | None:
    """On JupyterHub, the id nbgrader's exchange submits under; elsewhere ``None``."""
    hub_user = os.environ.get("JUPYTERHUB_USER", "").strip()
    if not hub_user:
        return None
    try:
        import pwd

        system_user = pwd.getpwuid(os.getuid()).pw_name
    except (ImportError, KeyError, OSError):  # no system users (Windows, the browser)
        return hub_user
    return hub_user if system_user == "jovyan" else system_user
