"""Every kind at every difficulty: 200 puzzles each, all solvable, unique where claimed.

The 7 × 5 × 200 = 7,000 puzzles are generated once (a module-scoped fixture, about 40 s
of CPU) and checked cheaply: every stored solution is replayed through the exact solvers
and the engines (a Triolet move through ``check_move``/``score_move``, an equation through
SymPy, ...), and every puzzle meets the measurable definition of its difficulty. The
brute-force oracles here share nothing with the generators; they run on every puzzle
where they are cheap and on a seeded subset where they are not (``BRUTE``). The checks
(right answer accepted, wrong answer rejected with a useful message) run on every eighth
puzzle.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction

import pytest

from mathplay.errors import ExpressionError, IllegalMove
from mathplay.expr import DIGITS, EQUALS, OPERATORS, evaluate, parse_cards
from mathplay.games.equations import Equation, brute_force_completions, completing_moves
from mathplay.games.memory import goal_distance
from mathplay.games.triolet import Board, Place, Placement, check_move, score_move
from mathplay.lessons.checks import CheckFailed
from mathplay.puzzles import KIND_NAMES, generate
from mathplay.puzzles import best_expression as best_kind
from mathplay.puzzles import complete_equation as complete_kind
from mathplay.puzzles import missing_card as missing_kind
from mathplay.puzzles import precedence_trap as trap_kind
from mathplay.puzzles import trio_finder as trio_kind
from mathplay.puzzles import triolet_best_move as move_kind
from mathplay.puzzles import triolet_score as score_kind

COUNT = 200
LEVELS = range(1, 6)
CELLS = [(kind, level) for kind in KIND_NAMES for level in LEVELS]
BRUTE = {  # how many puzzles of each level the slow oracles check (the rest: all)
    "best-expression": {4: 25, 5: 12},
    "complete-equation": {1: 40, 2: 30, 3: 5, 4: 1, 5: 30},
    "triolet-best-move": dict.fromkeys(LEVELS, 8),
    "trio-finder": dict.fromkeys(LEVELS, 20),
}


@pytest.fixture(scope="module")
def generated():
    return {
        (kind, level): generate(kind, seed=2024 + level, difficulty=level, count=COUNT)
        for kind, level in CELLS
    }


def brute_subset(puzzles, kind, level):
    """A seeded sample of the puzzles for the slow oracles (all when they are cheap)."""
    size = BRUTE.get(kind, {}).get(level)
    return puzzles if size is None else random.Random(level).sample(puzzles, size)


# ----- oracles: brute force, sharing nothing with the generators --------------------------
def school(tokens):
    """The value of number/operator tokens, × and ÷ first, left to right."""
    values, ops = [Fraction(int(tokens[0]))], []
    for op, number in zip(tokens[1::2], tokens[2::2], strict=True):
        if op in "×÷":
            values[-1] = values[-1] * int(number) if op == "×" else values[-1] / int(number)
        else:
            ops.append(op)
            values.append(Fraction(int(number)))
    total = values[0]
    for op, value in zip(ops, values[1:], strict=True):
        total = total + value if op == "+" else total - value
    return total


def left_to_right(tokens):
    total = Fraction(int(tokens[0]))
    for op, number in zip(tokens[1::2], tokens[2::2], strict=True):
        total = {"+": total + int(number), "−": total - int(number), "×": total * int(number)}.get(
            op, total / int(number) if int(number) else None
        )
    return total


def row_value(row):
    """The value of a row of cards, or None if it is not a valid expression."""
    try:
        return evaluate(parse_cards(row))
    except ExpressionError:
        return None


def every_row(cards):
    """Every distinct row of all the cards, pruned as soon as it cannot be valid."""
    counts = Counter(cards)
    size = len(cards)

    def extend(row):
        if len(row) == size:
            yield tuple(row)
            return
        for card in sorted(counts):
            if not counts[card]:
                continue
            operator = card in OPERATORS
            if operator and (not row or row[-1] in OPERATORS or len(row) == size - 1):
                continue
            if (
                not operator
                and len(row) >= 1
                and row[-1] == "0"
                and (len(row) == 1 or row[-2] in OPERATORS)
            ):
                continue  # a leading zero
            counts[card] -= 1
            row.append(card)
            yield from extend(row)
            row.pop()
            counts[card] += 1

    yield from extend([])


def near_tiles(board: Board, reach: int):
    """Every square at most ``reach`` rows and columns away from a tile (a move touches a
    tile, and its squares lie within three of each other)."""
    tiles = [(p.row, p.col) for p in board.tiles()]
    return {
        (r, c)
        for row, col in tiles
        for r in range(max(0, row - reach), min(15, row + reach + 1))
        for c in range(max(0, col - reach), min(15, col + reach + 1))
    }


def every_placement(board: Board, rack):
    """Every legal placement: 1–3 empty squares in a line within a span of 3, every order
    of rack tiles, each through check_move (the slow, sure way)."""
    empty = [square for square in near_tiles(board, 3) if board.get(*square) is None]
    found = set()
    for row, col in empty:
        shapes = [((row, col),)]
        for d_row, d_col in ((0, 1), (1, 0)):
            ahead = [(row + d_row * k, col + d_col * k) for k in (1, 2)]
            ahead = [
                s for s in ahead if 0 <= s[0] < 15 and 0 <= s[1] < 15 and board.get(*s) is None
            ]
            shapes += [((row, col), s) for s in ahead]
            if len(ahead) == 2:
                shapes.append(((row, col), *ahead))
        for shape in shapes:
            for order in set(itertools.permutations(rack, len(shape))):
                move = Place(
                    tuple(Placement(r, c, v) for (r, c), v in zip(shape, order, strict=True))
                )
                try:
                    check_move(board, move)
                except IllegalMove:
                    continue
                found.add(move)
    return found


def trio_spots(board: Board):
    """Every (square, value) where one tile makes a trio (every square near a tile, every
    value)."""
    spots = {}
    for row, col in sorted(near_tiles(board, 1)):
        if board.get(row, col) is not None:
            continue
        for value in range(16):
            move = [Placement(row, col, value)]
            try:
                score = score_move(board, move)
            except IllegalMove:
                continue
            if any(line.kind == "trio" for line in score.breakdown):
                spots[(row, col)] = value
    return spots


def board_of(puzzle):
    return Board.from_text(puzzle.question["board"])


# ----- every kind: the stored solution is right, unique where claimed ---------------------
def check_best_expression(puzzle, brute):
    question, answer = puzzle.question, puzzle.answer
    cards = question["cards"].split()
    expr = answer["expression"]
    assert sorted(parse_cards(expr.replace(" ", "")).cards()) == sorted(cards)
    assert evaluate(expr) == Fraction(answer["value"])
    goal = best_kind.goal_of(question)
    if brute:
        values = [v for v in map(row_value, every_row(cards)) if v is not None]
        best = min(values, key=lambda v: goal_distance(goal, v))
        assert goal_distance(goal, best) == goal_distance(goal, Fraction(answer["value"]))


def level_best_expression(puzzle, level):
    spec = best_kind.LEVELS[level]
    cards = puzzle.question["cards"].split()
    digits = [c for c in cards if c in DIGITS]
    operators = [c for c in cards if c in OPERATORS]
    assert (len(digits), len(operators)) == (spec.digits, spec.operators)
    assert set(operators) <= set(spec.symbols) and puzzle.question["goal"] in spec.goals
    assert spec.zero or "0" not in digits


def check_precedence_trap(puzzle, brute):
    left, right = puzzle.question["left"].split(), puzzle.question["right"].split()
    holds = school(left) == school(right)
    assert holds == puzzle.answer["holds"]
    assert (left_to_right(left) == left_to_right(right)) != holds  # the trap works
    assert Fraction(puzzle.answer["value"]) == school(left)


def level_precedence_trap(puzzle, level):
    spec = trap_kind.LEVELS[level]
    left, right = puzzle.question["left"].split(), puzzle.question["right"].split()
    operators = left[1::2]
    assert len(operators) == len(spec.operators)
    assert all(op in choices for op, choices in zip(operators, spec.operators, strict=True))
    assert len(right[1::2]) == spec.right_operators
    assert max(int(n) for n in left[::2]) <= spec.largest
    assert trap_kind.whole_steps(puzzle.question["left"])
    assert "left_to_right" in trap_kind.traps(puzzle.question)
    assert trap_kind.misread_otherwise(puzzle.question["left"]) or not spec.second_misreading


def check_missing_card(puzzle, brute):
    cards = puzzle.question["cards"]
    at = cards.index(missing_kind.HIDDEN)
    making_it_true = []
    for card in DIGITS + "".join(OPERATORS):
        row = [card if c == missing_kind.HIDDEN else c for c in cards]
        split = row.index(EQUALS)
        left, right = row_value(row[:split]), row_value(row[split + 1 :])
        if left is not None and left == right:
            making_it_true.append(card)
    assert making_it_true == [puzzle.answer["card"]]
    assert Equation.from_text(puzzle.answer["equation"]).is_complete()
    assert at >= 0


def level_missing_card(puzzle, level):
    spec = missing_kind.LEVELS[level]
    cards = puzzle.question["cards"]
    at = cards.index(missing_kind.HIDDEN)
    near = [cards[i] for i in (at - 1, at + 1) if 0 <= i < len(cards)]
    card = puzzle.answer["card"]
    in_number = any(c in DIGITS for c in near)
    expected = {
        "number": card in DIGITS and not in_number,
        "operator": card in OPERATORS,
        "in_number": card in DIGITS and in_number,
        "any": True,
    }
    assert expected[spec.hide]


def check_complete_equation(puzzle, brute):
    table = Equation.from_text(puzzle.question["equation"])
    hand = puzzle.question["hand"]
    completions = puzzle.answer["completions"]
    for text in completions:
        done = Equation.from_text(text)
        assert done.is_complete()
        assert complete_kind.diagnose(table, hand, done).message_id == "puzzles.equation.not_equal"
    task = puzzle.question["task"]
    if brute:
        every = brute_force_completions(table, hand)
        top = max(every.values())
        wanted = {
            "one": set(every),
            "most": {t for t, s in every.items() if s == top},
            "all": set(every),
        }[task]
        assert set(completions) == wanted
        assert puzzle.answer["score"] == top
        assert puzzle.answer["count"] == len(every) == len(completing_moves(table, hand))
    if task == "one":
        assert len(completions) == 1


def level_complete_equation(puzzle, level):
    spec = complete_kind.LEVELS[level]
    assert len(puzzle.question["hand"].split()) == spec.taken + spec.extra
    assert puzzle.question["task"] == spec.task
    assert puzzle.answer["count"] in spec.completions


def check_triolet_best_move(puzzle, brute):
    board = board_of(puzzle)
    move = Place.from_text(puzzle.answer["move"])
    assert not Counter(move.tiles) - Counter(puzzle.question["rack"])
    assert score_move(board, move).total == puzzle.answer["points"]
    if brute:
        placements = every_placement(board, puzzle.question["rack"])
        scores = sorted(((score_move(board, m).total, str(m)) for m in placements), reverse=True)
        assert scores[0] == (puzzle.answer["points"], puzzle.answer["move"])
        second = scores[1][0] if len(scores) > 1 else 0
        assert scores[0][0] - second == puzzle.answer["lead"] > 0  # the best move is unique
        assert len(scores) == puzzle.answer["moves"]


def level_triolet_best_move(puzzle, level):
    spec = move_kind.LEVELS[level]
    assert puzzle.answer["moves"] in spec.moves and puzzle.answer["lead"] in spec.gap
    if spec.small_tiles:
        assert max(puzzle.question["rack"]) <= 7


def check_triolet_score(puzzle, brute):
    board = board_of(puzzle)
    move = Place.from_text(puzzle.question["move"])
    check_move(board, move)
    assert score_move(board, move).total == puzzle.answer["points"] > 0


def level_triolet_score(puzzle, level):
    score = score_move(board_of(puzzle), Place.from_text(puzzle.question["move"]))
    assert score_kind.LEVELS[level](score_kind.shape_of(score))


def check_trio_finder(puzzle, brute):
    board = board_of(puzzle)
    bag = puzzle.question["bag"]
    values = puzzle.answer["values"]
    assert set(values) <= set(bag)
    square = puzzle.question.get("square")
    for value in values if square is None else []:
        assert value in trio_kind.trio_values(board).values()
    if square is not None:
        assert len(values) <= 1
        for value in values:
            score = score_move(board, [Placement(*square, value)])
            assert any(line.kind == "trio" for line in score.breakdown)
    if brute:
        spots = trio_spots(board)
        if square is None:
            assert sorted(set(spots.values()) & set(bag)) == values
        else:
            found = [spots[tuple(square)]] if tuple(square) in spots else []
            assert [v for v in found if v in bag] == values


def level_trio_finder(puzzle, level):
    spec = trio_kind.LEVELS[level]
    assert ("square" in puzzle.question) == spec.square
    assert len(puzzle.question["bag"]) == spec.bag
    board = board_of(puzzle)
    if spec.square:
        square = tuple(puzzle.question["square"])
        along = [d for s, d in trio_kind.trio_squares(board) if s == square]
        assert len(along) == 1
        before, after = trio_kind.line_through(board, square, along[0])
        side = trio_kind.line_through(board, square, not along[0])
        assert spec.middle or not (before and after)
        assert len(side[0]) + len(side[1]) <= (1 if spec.across else 0)
        assert spec.none or puzzle.answer["values"]
    else:
        assert len(trio_kind.trio_values(board)) in spec.spots
        assert puzzle.answer["values"]


ORACLES = {
    "best-expression": (check_best_expression, level_best_expression),
    "precedence-trap": (check_precedence_trap, level_precedence_trap),
    "missing-card": (check_missing_card, level_missing_card),
    "complete-equation": (check_complete_equation, level_complete_equation),
    "triolet-best-move": (check_triolet_best_move, level_triolet_best_move),
    "triolet-score": (check_triolet_score, level_triolet_score),
    "trio-finder": (check_trio_finder, level_trio_finder),
}


@pytest.mark.parametrize(("kind", "level"), CELLS)
def test_200_distinct_solvable_puzzles_at_their_level(generated, kind, level):
    puzzles = generated[kind, level]
    assert len(puzzles) == COUNT
    assert len({p.key for p in puzzles}) == COUNT
    assert {(p.kind, p.difficulty) for p in puzzles} == {(kind, level)}
    check, meets_level = ORACLES[kind]
    checked = {id(p) for p in brute_subset(puzzles, kind, level)}
    for puzzle in puzzles:
        check(puzzle, brute=id(puzzle) in checked)
        meets_level(puzzle, level)


# ----- checks: the solution is accepted, a wrong answer rejected with a reason ------------
def answers(puzzle):
    """A right answer and a wrong one, and a piece of text the wrong one's message has."""
    q, a = puzzle.question, puzzle.answer
    kind = puzzle.kind
    if kind == "best-expression":
        cards = q["cards"].split()
        digits = [c for c in cards if c in DIGITS]
        operators = [c for c in cards if c in OPERATORS]
        row = [card for pair in zip(digits, operators, strict=False) for card in pair]
        row += digits[len(operators) :]  # the digits left over make one number
        goal = best_kind.goal_of(q)
        if goal_distance(goal, row_value(row)) == goal_distance(goal, Fraction(a["value"])):
            return a["expression"], None, None
        best = Fraction(a["value"])
        shown = str(best).replace("-", "−") if q["goal"] in ("max", "min") else None
        return a["expression"], " ".join(row), shown
    if kind == "precedence-trap":
        right = "yes" if a["holds"] else "no"
        return right, "no" if a["holds"] else "yes", str(Fraction(a["misread"])).replace("-", "−")
    if kind == "missing-card":
        wrong = next(c for c in "0123456789+" if c != a["card"])
        return a["card"], wrong, "="
    if kind == "complete-equation":
        if q["task"] == "all":
            return "\n".join(a["completions"]), a["completions"][0], str(len(a["completions"]))
        return a["completions"][0], q["equation"], None
    if kind == "triolet-best-move":
        board = board_of(puzzle)
        others = [m for m in move_kind.generate_placements(board, q["rack"]) if str(m) != a["move"]]
        return a["move"], str(others[0]) if others else None, str(a["points"])
    if kind == "triolet-score":
        return str(a["points"]), str(a["points"] + 1), str(a["points"] + 1)
    values = a["values"]
    right = ", ".join(map(str, values)) or "none"
    if "square" in q:
        return right, ("none" if values else "15"), None
    return right, ", ".join(map(str, values[1:] or [16 - 1 - values[0]])), None


@pytest.mark.parametrize(("kind", "level"), CELLS)
def test_checks_accept_the_solution_and_explain_a_wrong_answer(generated, kind, level):
    for puzzle in generated[kind, level][::8]:
        right, wrong, says = answers(puzzle)
        feedback = puzzle.check(right)
        assert feedback.correct, (puzzle.prompt.text, right)
        if wrong is None:
            continue
        shown = puzzle.check(wrong)  # practising: a red box, no exception
        assert shown.kind == "wrong" and not shown.correct
        with pytest.raises(CheckFailed) as failed:
            puzzle.check(wrong, strict=True)
        message = str(failed.value)
        assert len(message) > 20 and message != feedback.text
        if says is not None:
            assert says in message, (puzzle.prompt.text, wrong, message)
