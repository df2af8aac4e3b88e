"""Slow work (a bot's move, a hint, a proof) that never freezes a board, with or without threads.

A piece of slow work is a function of no argument. It returns its result, or it is written in
*steps*: a generator whose every ``yield`` is a point where the board may answer other clicks,
and whose ``return`` value is the result (:func:`last_of` turns an iterator of ever better
answers, such as a hint's deepening rounds, into steps).

In a kernel, :func:`slow_result` runs the work in a worker thread where threads start
(JupyterLab, Binder, Voila), and step by step on the kernel's event loop where they do not
(Pyodide in JupyterLite and Voici: ``threading.Thread.start`` raises there, and
``run_in_executor`` would run the work at once on the only thread). Between two steps the loop
handles the clicks that came meanwhile, so the board stays responsive; a search bounded by a
:class:`~mathplay.deadline.Deadline` keeps every step short. Both ways give the same results in
the same order.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Generator, Iterable
from functools import cache
from types import GeneratorType
from typing import Any, TypeVar

__all__ = ["Steps", "finish", "last_of", "slow_result", "threads_available"]

T = TypeVar("T")
Steps = Generator[Any, None, T]  # slow work in steps: ``yield`` between steps, ``return`` it


@cache
def threads_available() -> bool:
    """Whether this Python can start a thread (not in Pyodide). Tried once, then remembered."""
    try:
        probe = threading.Thread(target=lambda: None, daemon=True)
        probe.start()
    except RuntimeError:  # Pyodide: "can't start new thread"
        return False
    probe.join()
    return True


def finish(outcome: T | Steps[T]) -> T:
    """The result of slow work, its steps (if any) run at once, one after another."""
    if not isinstance(outcome, GeneratorType):
        return outcome
    while True:
        try:
            next(outcome)
        except StopIteration as stop:
            return stop.value


def last_of(answers: Iterable[T], default: T) -> Steps[T]:
    """Steps that go through ever better ``answers`` and end with the last (``default`` when
    there is none): each answer is one step."""
    found = default
    for found in answers:  # noqa: B007 (the last one found is the result)
        yield
    return found


async def slow_result(work: Callable[[], T | Steps[T]]) -> T:
    """Run slow work in a running kernel without blocking it: in a worker thread where threads
    start, else step by step on the event loop, handing it back between steps."""
    if threads_available():
        return await asyncio.get_running_loop().run_in_executor(None, lambda: finish(work()))
    await asyncio.sleep(0)  # the "thinking" note and the clicks already queued go first
    outcome = work()
    if not isinstance(outcome, GeneratorType):
        return outcome
    while True:
        try:
            next(outcome)
        except StopIteration as stop:
            return stop.value
        await asyncio.sleep(0)
