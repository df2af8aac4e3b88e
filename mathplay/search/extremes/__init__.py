"""The largest and the smallest value of a hand, exact.

``largest.py`` gives the maximum (the minimum is minus the maximum with the signs
swapped) and the quick bounds; ``main_term.py`` is the fast maximiser (one main term,
exchange arguments), ``small_sum.py`` the smallest sum of non-negative terms. A maximum
the exchange arguments cannot certify is left to the reference (``../reference.py``).
"""
