"""The value-set core that the best-expression search and the Equations move finder share.

- :mod:`~mathplay.core.values`: exact values (``int`` when whole, else a reduced pair),
  their sets and arithmetic, and residues modulo the prime ``2⁶¹ − 1`` with rational
  reconstruction;
- :mod:`~mathplay.core.multiset`: the multiset of cards: counts over a fixed symbol order,
  and the integer codes of a hand's sub-multisets.

What stays apart is what each search is about: the finder inserts hand cards between fixed
table cards (:mod:`mathplay.games.equations.sides`), the search arranges a free hand
(:mod:`mathplay.search.closest.value_sets`); ``docs/search.md`` says why and what was measured.
"""
