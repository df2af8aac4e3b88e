"""Each board's view uses only the small interface it declares (its port), and each board
fulfils the ports of its views: a view built over its board seen through the port alone
(any other member is an ``AttributeError``) draws and answers clicks as the board's own."""

from __future__ import annotations

import ast
import html
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol

import pytest

from mathplay.games.equations import EquationsGame, Side
from mathplay.games.equations import Rules as EquationsRules
from mathplay.games.memory import Rules as MemoryRules
from mathplay.widgets import (
    EquationsTable,
    MemoryGrid,
    TrioletBoard,
    equations_rows,
    equations_variants,
    equations_view,
    load,
    memory_finale,
    saving,
    triolet_view,
)
from mathplay.widgets.equations_rows import RowsPort
from mathplay.widgets.equations_variants import VariantsPort
from mathplay.widgets.equations_view import TablePort, TableView
from mathplay.widgets.memory_finale import Finale, FinalePort
from mathplay.widgets.saving import SavedBoard, board_data, save
from mathplay.widgets.triolet_view import BoardView, TrioletPort


def members(port: type) -> set[str]:
    """The names a protocol declares, its bases' too."""
    names: set[str] = set()
    for part in port.__mro__:
        if part is Protocol or not getattr(part, "_is_protocol", False):
            continue
        names |= set(getattr(part, "__annotations__", {}))
        names |= {name for name in vars(part) if not name.startswith("_")}
    return names


class Only:
    """A board seen through one port: a member the port does not declare is not there."""

    def __init__(self, board: Any, port: type) -> None:
        object.__setattr__(self, "_board", board)
        object.__setattr__(self, "_members", members(port))

    def __getattr__(self, name: str) -> Any:
        if name not in self._members:
            raise AttributeError(f"{name} is not in the port")
        return getattr(self._board, name)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a view never sets its board's {name}")


def _is_board(node: ast.expr) -> bool:
    """``board``, ``self.board``: how a view names its board."""
    if isinstance(node, ast.Name):
        return node.id == "board"
    return (
        isinstance(node, ast.Attribute)
        and node.attr == "board"
        and isinstance(node.value, ast.Name)
        and node.value.id == "self"
    )


def read_of_board(*modules: ModuleType) -> set[str]:
    """Every member the modules' code names on their board, on any path, run or not."""
    return {
        node.attr
        for module in modules
        for node in ast.walk(ast.parse(Path(module.__file__).read_text(encoding="utf-8")))
        if isinstance(node, ast.Attribute) and _is_board(node.value)
    }


@pytest.mark.parametrize(
    ("port", "modules"),
    [
        (TrioletPort, [triolet_view]),
        (TablePort, [equations_view, equations_rows, equations_variants]),
        (RowsPort, [equations_rows]),
        (VariantsPort, [equations_variants]),
        (FinalePort, [memory_finale]),
        (SavedBoard, [saving]),
    ],
)
def test_a_port_declares_exactly_what_its_views_name_of_their_board(port, modules):
    assert read_of_board(*modules) == members(port)


def test_the_ports_are_small_and_each_board_fulfils_its_own():
    sizes = {
        port.__name__: len(members(port))
        for port in (TrioletPort, TablePort, RowsPort, VariantsPort, FinalePort, SavedBoard)
    }
    assert sizes == {
        "TrioletPort": 29,
        "TablePort": 35,
        "RowsPort": 3,
        "VariantsPort": 8,
        "FinalePort": 7,
        "SavedBoard": 7,
    }
    triolet, equations, memory = TrioletBoard(seed=1), EquationsTable(seed=1), MemoryGrid(seed=1)
    assert isinstance(triolet, TrioletPort)
    assert isinstance(equations, TablePort)
    assert isinstance(memory.finale.board, FinalePort)
    assert all(isinstance(board, SavedBoard) for board in (triolet, equations, memory))
    assert not isinstance(Only(triolet, SavedBoard), TrioletPort)  # the check can fail


def test_the_triolet_view_draws_and_plays_through_its_port_alone():
    board = TrioletBoard(["Ann", "Bob"], seed=3)
    view = BoardView(Only(board, TrioletPort))
    view.children(board.thinking, board.status, board.new_game_control)
    board.view = view  # the board now draws through the port alone
    board.render()
    assert view.cover.layout.display is None  # two people: the rack waits for its owner
    view.cover.click()
    tile = next(i for i, t in enumerate(board.rack()) if t != "*")
    view.rack_tiles[tile].click()
    board.click_square(*board.game.rules.centre)
    assert board.preview_text() and html.escape(board.preview_text()) in view.preview_line.value
    view.buttons["take_back"].click()
    assert board.pending == [] and view.buttons["confirm"].disabled
    view.buttons["hint"].click()
    assert board.hint_found is not None
    assert any(look == "hint" for look, _ in view.square_looks())
    view.buttons["exchange"].click()
    assert board.exchanging and view.exchange_controls.layout.display == "flex"
    view.buttons["cancel"].click()
    view.buttons["pass"].click()
    assert len(board.game.history) == 1 and "Bob" in view.turn_line.value
    assert board.last_error is None  # a gesture's error would be said in the board


def test_the_equations_view_draws_and_plays_through_its_port_alone():
    game = EquationsGame.from_text(
        ["8 = 7", "2 + = 9", "= 5"],
        "1 2 +",
        players=["Ann", "Bob", "Cy"],
        rules=EquationsRules(rearrange=True, trading=True),
        scores=[5, 5, 5],
        other_hands=["3 4 ×"] * 2,
    )
    board = EquationsTable(["Ann", "Bob", "Cy"], game=game, private_hands=False)
    view = TableView(Only(board, TablePort), board)
    view.children(board.thinking, board.status, board.new_game_control)
    board.view = view
    board.render()
    assert view.prompt.layout.display is None and "Pick a card" in view.prompt.value
    view.hand_cards[1].click()  # the 2
    assert "mathplay-eq-picking" in board._dom_classes
    view.rows[2].sides[Side.LEFT].gaps[0].click()
    assert board.placed_cards() == {1}
    assert view.rows[2].sides[Side.LEFT].cards[0].description == "2"
    assert view.maths.layout.display is None and view.maths.value
    view.buttons["take_back"].click()
    assert board.placed_cards() == set() and "mathplay-eq-picking" not in board._dom_classes
    panels = view.variants
    assert panels.rearrange_box.layout.display is None
    assert [label for label, _ in panels.partner.options] == ["Bob", "Cy"]
    panels.texts[0].value = "7 = 8"
    panels.rearrange_button.click()
    assert board.game.scores == [4, 5, 5]
    assert "rearranged" in view.news_line.value
    assert board.last_error is None


def test_the_memory_finale_plays_through_its_port_alone():
    board = MemoryGrid(["Ann", "Bob"], MemoryRules(grid=(2, 4)), seed=1, layout="9 4 9 4 + × 7 7")
    for position in (0, 2, 1, 3, 4, 6, 6, 7, 5):
        board.flip(position)
    finale = Finale(Only(board, FinalePort))
    board.finale = finale
    board.render()
    assert sorted(finale.builders) == [0, 1]
    for player, symbols in ((0, "4+994"), (1, "7×7")):
        finale.select(player)
        builder = finale.builders[player]
        for symbol in symbols:
            free = [i for i, card in enumerate(builder.cards) if card == symbol]
            builder.click_card(next(i for i in free if i not in builder.used))
        finale.check()
        assert "is right" in finale.check_line.value or "=" in finale.check_line.value
        finale.declare()
    finale.select(0)
    assert "That is the best possible!" in finale.comparison.value
    finale.show_results()
    assert "Ann" in finale.results.value and finale.standings is not None
    assert board.last_error is None


def test_a_board_is_saved_and_loaded_through_its_port_alone(tmp_path):
    board = TrioletBoard(["Ann", "Bob"], seed=5)
    board.pass_turn()
    seen = Only(board, SavedBoard)
    assert board_data(seen) == board_data(board)
    path = save(seen, tmp_path / "game.json")
    again = load(path)
    assert isinstance(again, SavedBoard) and again.game.to_dict() == board.game.to_dict()
