"""The pipeline: from a call of ``best_expression`` to its answer.

``solver.py`` reads the input and walks the choices for the Y cards (``wildcards.py``,
best hope first); ``stages.py`` takes one hand without Y cards through its stages (the
exact extreme, or for a target: beyond the quick bounds, a small hand, beyond the exact
extremes, the shortcuts, the complete search). ``context.py`` holds everything one call
keeps, ``options.py`` the options that switch the shortcuts.
"""
