"""Polish boards write × and ÷ as Polish schools do (· and :): the cards, the row, the
messages; the same boards in English keep × and ÷, and Triolet's ×2 marks stay."""

from mathplay.games.equations import EquationsGame, GreedyBot
from mathplay.games.memory import MemoryGame
from mathplay.widgets import EquationsTable, ExpressionBuilder, MemoryGrid, TrioletBoard


def _texts(widget) -> set[str]:
    found = set()
    for key in ("description", "value"):
        value = getattr(widget, key, None)
        if isinstance(value, str):
            found.add(value)
    for child in getattr(widget, "children", ()):
        found |= _texts(child)
    return found


def _shown(widget) -> str:
    return "\n".join(_texts(widget))


def test_the_builder_writes_polish_signs():
    board = ExpressionBuilder("9 8 + 1 × 7 ÷", goal="max", language="pl")
    assert [c.description for c in board.hand.children] == ["9", "8", "+", "1", "·", "7", ":"]
    for card in (0, 4, 1):
        board.click_card(card)
    assert ">·<" in board.row.value and "×" not in _shown(board)
    board.set_language("en")
    assert "×" in [c.description for c in board.hand.children] and ">×<" in board.row.value


def test_the_equations_table_writes_polish_signs():
    game = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "− 3 ÷ 3 7 2", players=["Ty", "Ala"])
    table = EquationsTable(["Ty", ("Komputer", GreedyBot())], game=game, language="pl")
    faces = {t for t in _texts(table) if len(t) == 1}
    assert ":" in faces and "÷" not in faces
    table.set_language("ja")
    assert "÷" in {t for t in _texts(table) if len(t) == 1}


def test_memory_cards_show_polish_signs_and_triolet_keeps_its_marks():
    game = MemoryGame(["Ty", "Ala"], seed=3)
    times = next(at for at, card in enumerate(game.cards) if card == "×")
    grid = MemoryGrid(["Ty", "Ala"], game=game, language="pl")
    grid.flip(times)
    assert "·" in _texts(grid) and "×" not in _shown(grid)
    triolet = TrioletBoard(players=["Ty", "Ala"], language="pl")
    assert not triolet.arithmetic and "×2" in _shown(triolet)
