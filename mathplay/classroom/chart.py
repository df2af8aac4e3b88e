"""The chart of the class report: the misconceptions across the class, most common first.

One horizontal bar per misconception (the most common on top), as long as the number of
wrong answers that showed it, split by exercise (one colour each, a legend names them).
The labels are the teacher's words: a Japanese font is used when the computer has one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pandas
    from matplotlib.figure import Figure

__all__ = ["misconception_chart"]

CJK_FONTS = (
    "Noto Sans CJK JP",
    "Noto Sans JP",
    "IPAexGothic",
    "IPAGothic",
    "Hiragino Sans",
    "Yu Gothic",
    "MS Gothic",
)
"""Japanese fonts, tried in order after matplotlib's own (which has no Japanese)."""


def _families() -> list[str]:
    from matplotlib import font_manager, rcParams

    installed = {font.name for font in font_manager.fontManager.ttflist}
    return [*rcParams["font.sans-serif"][:1], *(f for f in CJK_FONTS if f in installed)]


def misconception_chart(counts: pandas.DataFrame, title: str, xlabel: str) -> Figure:
    """``counts``: misconceptions (rows, most common first) × exercises, then a total
    column (:meth:`ClassReport.misconceptions`)."""
    from mathplay.lessons.pictures import pyplot

    plt = pyplot()  # so that a notebook shows the figure (and a script draws it off screen)
    by_exercise = counts.iloc[:, :-1]
    by_exercise = by_exercise.loc[:, by_exercise.sum(axis=0) > 0]
    rows = max(len(by_exercise), 1)
    figure, axes = plt.subplots(figsize=(8, 1.2 + 0.45 * rows), layout="constrained")
    plt.close(figure)
    names = list(by_exercise.index)[::-1]  # the most common on top
    places = list(range(len(names)))
    left = [0] * len(names)
    colours = plt.get_cmap("tab10" if len(by_exercise.columns) <= 10 else "tab20").colors
    for index, exercise in enumerate(by_exercise.columns):
        widths = list(by_exercise[exercise])[::-1]
        colour = colours[index % len(colours)]
        axes.barh(places, widths, left=left, label=exercise, color=colour)
        left = [a + b for a, b in zip(left, widths, strict=True)]
    families = _families()
    axes.set_yticks(places, names, fontfamily=families)
    axes.set_title(title, fontfamily=families)
    axes.set_xlabel(xlabel, fontfamily=families)
    axes.xaxis.get_major_locator().set_params(integer=True)
    if len(by_exercise.columns):
        font = {"family": families, "size": "small"}
        axes.legend(loc="upper left", bbox_to_anchor=(1.01, 1), prop=font)
    return figure
