""" "Why is it the best?" of the Memory Max finale: sentences that fit the hand, in words a
child follows, each "it would make" an exact value."""

import re

import pytest

from mathplay.games.memory import Rules
from mathplay.games.memory.scoring import best_for
from mathplay.i18n import LANGUAGES, catalog, translate
from mathplay.widgets.memory_why import why_best


def why(hand: str, language: str = "en", rules: Rules | None = None) -> list[str]:
    rules = rules or Rules()
    best = best_for(hand.split(), rules)
    return why_best(best, rules, lambda message_id, **p: translate(message_id, language, **p))


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_hand_of_digits_only_speaks_of_one_number_and_no_operator(language):
    lines = why("9 4 4", language)
    text = " ".join(lines)
    assert not re.search("[×÷+−]", text), text
    assert "944" in text and "449" in text
    assert lines[0] == translate("widgets.memory.why.digits_only", language)


def test_each_other_way_says_what_it_makes_and_that_it_is_less():
    assert why("9 5 × 8 7 +") == [
        "In 87 the 8 goes first: in front a digit counts the most. With 78 instead it makes "
        "9 × 78 + 5 = 707: less.",
        "Swap the 9 and the 8, and it makes 8 × 97 + 5 = 781: less.",
        "Put the × anywhere else, and at best it makes 98 × 7 + 5 = 691: less.",
        "Put the + anywhere else, and at best it makes 9 × 8 + 75 = 147: less.",
        "The computer tried every way to lay out these cards: none makes more than 788.",
    ]


def test_a_tie_says_nothing_and_y_cards_say_what_they_became():
    lines = why("1 2 ÷ 8 ×")  # 8 × 2 ÷ 1 = 16 = 2 ÷ 1 × 8: nothing to say about × or ÷
    assert not any(line.startswith("Put the") for line in lines)
    assert "The Y card became 9: its best choice." in why("Y 4 ×")
    assert "The Y cards became 9 and 9: their best choice." in why("Y Y 3 +")


def test_a_target_goal_speaks_of_the_distance():
    lines = why("9 4 +", rules=Rules(goal=("target", 50)))
    assert (
        lines[-1] == "The computer tried every way to lay out these cards: none comes closer to 50."
    )
    assert all("less" not in line for line in lines)


def test_no_word_a_child_does_not_know():
    for message_id, texts in catalog().items():
        # what the Memory board says, and the search's explanation a lesson prints
        if message_id.startswith(("widgets.memory", "search.explain", "search.proof")):
            assert not re.search(r"\bterms?\b", texts["en"], re.I), message_id
            assert "項" not in texts["ja"], message_id
