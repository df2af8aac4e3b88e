"""Rules engines of the three games (pure Python): ``equations``, ``memory``, ``triolet``.

Each game has a ``Rules`` value (frozen dataclass, the rules page's defaults) and a mutable
state with the interface of :class:`mathplay.games.base.GameState`.
"""
