"""No import cycle inside ``mathplay/games/``: every import counts, at the top of a module,
inside a function or under ``TYPE_CHECKING`` (until the structure issue's import-linter
contract takes over)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "mathplay"
GAMES = PACKAGE / "games"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(root: Path) -> dict[str, set[str]]:
    """Each module under ``root`` and the modules under ``root`` it imports, anywhere in it."""
    modules = {module_name(path): path for path in root.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                targets = [
                    f"{node.module}.{alias.name}"
                    if f"{node.module}.{alias.name}" in modules
                    else node.module
                    for alias in node.names
                ]
            else:
                continue
            for target in targets:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_import_cycle_inside_the_games():
    graph = import_graph(GAMES)
    assert len(graph) > 40 and graph["mathplay.games.triolet.game"], "the graph is read"
    assert cycles(graph) == []


def test_the_cycle_finder_finds_a_cycle_hidden_in_a_function():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]


def test_text_and_state_modules_never_import_the_game():
    graph = import_graph(GAMES)
    for game in ("equations", "memory", "triolet"):
        below = {f"mathplay.games.{game}.{name}" for name in ("text", "state", "html", "view")}
        for module in below & set(graph):
            reachable, todo = set(), [module]
            while todo:
                for target in graph[todo.pop()] - reachable:
                    reachable.add(target)
                    todo.append(target)
            assert f"mathplay.games.{game}.game" not in reachable, module
