"""The value closest to a target, exact.

``meet.py`` meets value sets in the middle (small hands), ``value_sets.py`` lists every
value of a group (its memos in ``store.py``), ``branch.py`` is the branch-and-bound over
terms, ``one_term.py`` finds the value of one term closest to a number, ``plain_sums.py``
searches sums of plain numbers place by place.
"""
