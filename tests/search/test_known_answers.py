"""Hands too big for brute force: the best values in tests/data/search_known_answers.json.

The table was computed once without the search (tests/data/make_search_known_answers.py,
with the slow exact method, mathplay/search/reference.py; exact hits of a target are proven
by their expression, checked again here). The search must find every best value, as it
runs and with every shortcut switched off: correctness rests on the complete method.
Beyond 15 cards the complete method alone gets a few seconds per hand (a few of the
largest take minutes); if it has not proven its answer by then, the known best must lie
between its bound and the best row it found.
"""

import importlib.util
import json
from fractions import Fraction
from pathlib import Path

import pytest

from mathplay.expr import ExprRules
from mathplay.search import SearchOptions, best_expression
from mathplay.search.model.hand import read_goal

DATA = Path(__file__).parents[1] / "data"
TABLE = json.loads((DATA / "search_known_answers.json").read_text("utf-8"))
COMPLETE = SearchOptions(strategies=())  # the complete method alone
COMPLETE_SECONDS = 5.0


def _maker():
    path = DATA / "make_search_known_answers.py"
    spec = importlib.util.spec_from_file_location("make_known", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _goal(entry):
    goal = entry["goal"]
    return goal if isinstance(goal, str) else ("target", Fraction(goal[1]))


def test_the_table_covers_every_goal_and_size():
    entries = TABLE["entries"]
    goals = {entry["goal"] if isinstance(entry["goal"], str) else "target" for entry in entries}
    assert goals == {"max", "min", "zero", "target"}
    sizes = [len(entry["cards"].split()) for entry in entries]
    assert min(sizes) <= 12 and max(sizes) == 30
    beyond = [entry for entry in entries if len(entry["cards"].split()) > 15]
    assert {"Y" in entry["cards"].split() for entry in beyond} == {True, False}
    assert {entry["proof"] for entry in beyond} == {"reference", "expression"}
    assert any(entry["wildcard_values"] for entry in entries)
    assert any(not entry["rules"]["concatenate"] for entry in entries)


@pytest.mark.parametrize("options", [None, COMPLETE], ids=["as it runs", "shortcuts off"])
@pytest.mark.parametrize("entry", TABLE["entries"], ids=lambda e: f"{e['cards']}|{e['goal']}")
def test_known_best_values(entry, options, check_answer):
    goal = _goal(entry)
    rules = ExprRules(**entry["rules"])
    cards = entry["cards"].split()
    if entry["expression"]:  # an exact hit, proven by its expression: check the proof
        target = Fraction(0) if goal == "zero" else goal[1]
        witness = (entry["expression"], cards, rules, target, entry["wildcard_values"])
        assert _maker().check_witness(*witness)
    # The complete method alone proves a few of the largest hands only in minutes: beyond
    # brute force it gets COMPLETE_SECONDS, and what it has then must hold either way.
    limit = COMPLETE_SECONDS if options is COMPLETE and len(cards) > 15 else None
    solution = best_expression(
        cards,
        goal,
        rules=rules,
        wildcard_values=entry["wildcard_values"],
        options=options,
        time_limit=limit,
    )
    if entry["best_key"] is None:
        assert solution is None
        return
    known, reading = Fraction(entry["best_key"]), read_goal(goal)
    check_answer(solution, cards, rules)
    if limit is not None and not solution.proven_optimal:
        # the known best lies between the method's bound and the best row it found
        lowest = -solution.bound if reading.kind == "max" else solution.bound
        assert lowest <= known <= reading.key(solution.value)
        return
    assert reading.key(solution.value) == known
    assert solution.proven_optimal
