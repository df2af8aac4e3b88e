"""The model of a hand: what the search reads and writes.

``hand.py`` reads the input (a hand: digit and operator counts and Y cards; the goal),
``layout.py`` is the search's view of an expression (signed terms of numbers) and its
row, ``numbers.py`` the numbers a digit multiset makes, ``solution.py`` the answer and
why it is best. Nothing here imports another part of the search.
"""
