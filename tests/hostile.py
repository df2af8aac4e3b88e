"""What the hostile-input tests share: any JSON value (hypothesis) and an object whose every
look raises."""

from __future__ import annotations

from hypothesis import strategies as st


def json_values(*, nan: bool = True, max_leaves: int = 10) -> st.SearchStrategy:
    """Any JSON value: None, booleans, numbers, texts, lists and objects nested a little."""
    return st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats(allow_nan=nan) | st.text(max_size=20),
        lambda inner: (
            st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
        ),
        max_leaves=max_leaves,
    )


class Raises:
    """An object whose every look raises: ``str``, ``repr``, ``format``, ``len``, ``==``,
    ``hash``, ``int``."""

    def __str__(self):
        raise RuntimeError("str")

    __repr__ = __str__

    def __format__(self, spec):
        raise RuntimeError("format")

    def __len__(self):
        raise RuntimeError("len")

    def __index__(self):
        raise RuntimeError("index")

    def __eq__(self, other):
        raise RuntimeError("eq")

    def __hash__(self):
        raise RuntimeError("hash")
