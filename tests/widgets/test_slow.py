"""Slow work without threads, as in Pyodide (JupyterLite, Voici), and with them (JupyterLab).

"No threads" is simulated as Pyodide has it: ``threading.Thread.start`` raises
``RuntimeError: can't start new thread``. ``run_in_executor`` is made to fail too, so a test
would notice work that Pyodide would run at once on its only thread.
"""

from __future__ import annotations

import asyncio
import itertools
import threading

import pytest

from mathplay.games.equations import GreedyBot, timed_hint
from mathplay.games.memory import PerfectMemoryBot
from mathplay.games.memory import Rules as MemoryRules
from mathplay.games.triolet import GreedyBot as TrioletGreedy
from mathplay.games.triolet import hint as triolet_hint
from mathplay.widgets import EquationsTable, MemoryGrid, TrioletBoard
from mathplay.widgets.base import Board
from mathplay.widgets.slow import finish, last_of, slow_result, threads_available


@pytest.fixture
def no_threads(monkeypatch):
    """A Python where no thread starts (Pyodide)."""

    def refuse(*args, **kwargs):
        raise RuntimeError("can't start new thread")

    def no_executor(*args, **kwargs):
        raise AssertionError("run_in_executor would run the work at once in Pyodide")

    monkeypatch.setattr(threading.Thread, "start", refuse)
    monkeypatch.setattr(asyncio.BaseEventLoop, "run_in_executor", no_executor)
    threads_available.cache_clear()
    yield
    threads_available.cache_clear()


@pytest.fixture(params=["threads", "no threads"])
def kernel(request):
    """Each test twice: with threads (JupyterLab) and without (Pyodide)."""
    if request.param == "no threads":
        request.getfixturevalue("no_threads")
    else:
        threads_available.cache_clear()
    yield request.param
    threads_available.cache_clear()


def counted_steps(log, count):
    def work():
        for step in range(count):
            log.append(f"step {step}")
            yield
        return count * 10

    return work


class QuietBoard(Board):
    def render(self):
        pass


async def ticks(log, stop):
    """Another client of the event loop (a click, a message): it notes each turn it gets."""
    while not stop.is_set():
        log.append("tick")
        await asyncio.sleep(0)


def test_threads_are_found_where_they_start():
    threads_available.cache_clear()
    assert threads_available()


def test_no_threads_is_found_without_raising(no_threads):
    assert not threads_available()


def test_steps_run_at_once_outside_a_kernel():
    log = []
    assert finish(counted_steps(log, 3)()) == 30 and log == ["step 0", "step 1", "step 2"]
    assert finish(7) == 7
    assert finish(last_of(iter([1, 2, 3]), 0)) == 3 and finish(last_of([], 0)) == 0


def test_without_threads_the_loop_runs_between_two_steps(no_threads):
    async def main():
        log, stop = [], asyncio.Event()
        ticker = asyncio.ensure_future(ticks(log, stop))
        result = await slow_result(counted_steps(log, 3))
        stop.set()
        await ticker
        return result, log

    result, log = asyncio.run(main())
    assert result == 30
    steps = [i for i, entry in enumerate(log) if entry.startswith("step")]
    assert len(steps) == 3
    assert all(log[i + 1] == "tick" for i in steps), log  # each step hands the loop back


def test_a_plain_function_is_one_step(kernel):
    assert asyncio.run(slow_result(lambda: 42)) == 42


def test_run_slow_shows_thinking_then_applies_the_result(kernel):
    async def main():
        board, got = QuietBoard(), []
        board.run_slow(counted_steps([], 4), got.append)
        assert board.busy and "Thinking" in board.thinking.value
        # a ring drawn by CSS, not an emoji (⏳ is an empty box without an emoji font)
        assert "animation:mathplay-spin" in board.thinking.value
        assert not any(ord(c) > 0x2300 for c in board.thinking.value)
        await board._task
        return board, got

    board, got = asyncio.run(main())
    assert got == [40] and not board.busy and board.thinking.value == ""


def test_an_error_in_a_step_is_a_message_in_the_board(kernel):
    def work():
        yield
        raise ZeroDivisionError

    async def main():
        board = QuietBoard()
        board.run_slow(work, lambda result: None)
        await board._task
        return board

    board = asyncio.run(main())
    assert isinstance(board.last_error, ZeroDivisionError) and not board.busy
    assert board.message == board.tr("widgets.internal_error")


async def settle(board):
    for _ in range(2000):
        if not board.busy and board.bot_to_move() is None:
            return
        await asyncio.sleep(0.005)
    raise AssertionError("the board never settled")


def test_equations_table_plays_and_hints_in_both_kernels(kernel):
    """The same game in both kernels: SymPy warms up, the hint is found in rounds, clicks
    meanwhile are answered, the bot replies."""

    async def play():
        board = EquationsTable(  # a limit no machine reaches: rounds of 4 cards, 5, ...
            ["Ann", ("Robo", GreedyBot(1))], seed=2024, bot_delay=0.01, hint_time_limit=600
        )
        board.hint()
        assert board.busy and "Thinking" in board.thinking.value
        await asyncio.sleep(0)
        board.pick_card(0)  # a click while the hint is searched: answered at once
        assert board.message == "Wait a moment: the computer is playing."
        await settle(board)
        assert board.hint_found == timed_hint(board.game.clone(), None)
        assert board.hint_found.proven and board.hint_found.completion.score == 5
        board.use_hint()
        board.confirm()
        board.draw(2)
        board.draw_again(None)
        assert board.game.current_player == 1 and board.busy
        await settle(board)
        return board

    board = asyncio.run(play())
    assert board.last_error is None
    assert board.game.current_player == 0 and board.game.scores[0] == 5


def test_triolet_board_bot_and_hint_in_both_kernels(kernel):
    async def play():
        board = TrioletBoard(["Ann", ("Robo", TrioletGreedy())], seed=2024, bot_delay=0.01)
        expected = triolet_hint(board.game.clone())
        board.hint()
        await settle(board)
        assert board.hint_found == expected
        board.apply_move(expected.move)  # Ann plays it; the bot replies
        assert board.busy
        await settle(board)
        return board

    board = asyncio.run(play())
    assert board.last_error is None
    assert len(board.game.history) == 2 and board.game.current_player == 0


def test_memory_grid_bot_in_both_kernels(kernel):
    async def play():
        board = MemoryGrid(
            ["Ann", ("Robo", PerfectMemoryBot(seed=1))],
            MemoryRules(grid=(2, 4)),
            layout="7 3 7 3 + × + ×",
            bot_delay=0.01,
            look_time=0.01,
        )
        board.flip(0)
        board.flip(1)  # 7 and 3: no pair; Ann looks, then the bot plays
        board.continue_turn()
        assert board.busy
        await settle(board)
        return board

    board = asyncio.run(play())
    assert board.last_error is None and board.game.current_player == 0
    assert board.game.hand(1)[:2] == ("3", "3"), "the bot remembered the 3 and took the pair"


def test_bots_moves_show_one_at_a_time(kernel):
    """Two bots in a kernel: every move (each flip of a Memory turn) is drawn before the
    next one is chosen, and the next waits ``bot_delay`` (a child can follow)."""

    async def play():
        loop = asyncio.get_running_loop()
        board = MemoryGrid(
            [("Robo", PerfectMemoryBot(seed=1)), ("Bot", PerfectMemoryBot(seed=2))],
            MemoryRules(grid=(2, 4)),
            layout="7 3 7 3 + × + ×",
            bot_delay=0.03,
            look_time=0.0,
        )
        drawn, applied = [], []
        draw, after = board.render, board.on_move_applied

        def render():
            drawn.append(len(board.game.history))
            draw()

        def on_move_applied():
            applied.append(loop.time())
            after()

        board.render, board.on_move_applied = render, on_move_applied
        board.play_bots()
        await settle(board)
        return board, drawn, applied

    board, drawn, applied = asyncio.run(play())
    moves = len(board.game.history)
    assert board.last_error is None and board.game.is_terminal and moves >= 6
    assert set(range(1, moves + 1)) <= set(drawn), "every move was drawn on its own"
    gaps = [later - earlier for earlier, later in itertools.pairwise(applied)]
    assert len(gaps) == moves - 1 and min(gaps) >= 0.03 * 0.9, gaps


# ----- the browser kernel's widget messages ------------------------------------------------
def test_widget_messages_are_left_alone_outside_the_browser():
    from mathplay.widgets.browser_kernel import mend_widget_messages

    assert mend_widget_messages() is False


def test_in_the_browser_kernel_none_travels_as_null(monkeypatch):
    """A stand-in for Pyodide's ``js`` module and for JupyterLite's kernel: the data a widget
    sends reaches ``send_comm`` as JSON, so a trait set to None arrives as null."""
    import json
    import sys
    import types

    from mathplay.widgets import browser_kernel

    sent = []

    class Comm:
        def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
            sent.append((msg_type, data))

    fake_js = types.SimpleNamespace(JSON=types.SimpleNamespace(parse=lambda text: ("JS", text)))
    kernel = types.ModuleType("pyodide_kernel")
    kernel.comm = types.SimpleNamespace(Comm=Comm)
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setitem(sys.modules, "js", fake_js)
    monkeypatch.setitem(sys.modules, "pyodide_kernel", kernel)
    monkeypatch.setitem(sys.modules, "pyodide_kernel.comm", kernel.comm)
    assert browser_kernel.mend_widget_messages() is True
    assert browser_kernel.mend_widget_messages() is True  # once only
    Comm().publish_msg("comm_msg", {"method": "update", "state": {"display": None}})
    Comm().publish_msg("comm_close")
    kind, data = sent[0]
    assert kind == "comm_msg" and data[0] == "JS"
    assert json.loads(data[1]) == {"method": "update", "state": {"display": None}}
    assert '"display": null' in data[1]
    assert sent[1] == ("comm_close", None)
