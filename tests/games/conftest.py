"""How the conformance suite (``test_contract.py``) plays each game: variants, a random
policy, what must be conserved, moves the rules forbid, and arbitrary moves for hypothesis.

Everything here asks the engines through their public members; the suite itself knows no
game. Variants are mostly small (short games, small decks and boards) so that a thousand
playouts per game stay cheap; each game keeps one or two variants with the full rules.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import islice
from typing import Any

import pytest
from hypothesis import strategies as st

from mathplay.games import equations, memory, triolet
from mathplay.games.base import Game, Turn


@dataclass(frozen=True)
class Contract:
    """One game as the suite sees it."""

    name: str
    rules: tuple[Any, ...]  # the variants: ``make(seed)`` plays ``rules[seed % len(rules)]``
    start: Callable[[int, Any], Game]  # (seed, rules) -> a new game
    policy: Callable[[Game, random.Random], Any]  # a random legal move
    conserved: Callable[[Game], Counter]  # the material of the game: never created or lost
    check: Callable[[Game], None]  # rules that hold in every position (cheap)
    scored: Callable[[list[int], Turn, Game], None]  # the turn's points, in the scores
    illegal: Callable[[Game, random.Random], list[Any]]  # moves the rules forbid now
    moves: Callable[[Game], st.SearchStrategy]  # arbitrary moves, legal or not
    max_moves: int  # every playout ends within this many moves
    cheap_outcome: bool = True  # False: the outcome is checked on sampled playouts only

    def make(self, seed: int) -> Game:
        return self.start(seed, self.rules[seed % len(self.rules)])


# -- Triolet ---------------------------------------------------------------------------------

_SMALL_TILES = (3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1)
TRIOLET_RULES = (
    triolet.Rules(),
    triolet.Rules(size=9, centre=(4, 4), doubles=((2, 2),), triples=((6, 6),), replays=((4, 0),),
                  distribution=_SMALL_TILES, wild_tiles=1),
    triolet.Rules(size=7, centre=(3, 3), doubles=(), triples=(), replays=((3, 1), (1, 3)),
                  distribution=_SMALL_TILES, rack_size=2, exchange_min_bag=None),
    triolet.Rules(size=9, centre=(4, 4), doubles=((3, 3),), triples=((5, 5),), replays=(),
                  distribution=_SMALL_TILES, premium_group="all", forbid_squares=True,
                  chain_extra_turns=False, first_move_doubles="tile"),
    triolet.Rules(size=8, centre=(4, 4), doubles=(), triples=((4, 5),), replays=((5, 4),),
                  distribution=_SMALL_TILES, wild_tiles=3, max_wilds_per_move=2,
                  passes_end_only_when_stuck=False, end_bonus=False),
)  # fmt: skip


def _triolet(seed: int, rules: triolet.Rules) -> triolet.TrioletGame:
    return triolet.TrioletGame(2 + seed % 3, seed=seed, rules=rules)


def _triolet_policy(game: triolet.TrioletGame, rng: random.Random) -> Any:
    """Mostly a random placement; now and then an exchange or a pass (a stuck player
    mostly passes, so that a round of passes can end the game)."""
    placements = game.legal_placements()
    roll = rng.random()
    if placements and roll < 0.95:
        return rng.choice(placements)
    exchanges = game.legal_exchanges()
    if exchanges and (placements or roll < 0.1):
        return rng.choice(exchanges)
    return triolet.Pass()


def _triolet_tiles(game: triolet.TrioletGame) -> Counter:
    tiles = Counter(game.bag)
    for player in range(len(game.players)):
        tiles.update(game.rack(player))
    tiles.update(triolet.WILD if p.wild else p.value for p in game.board.tiles())
    return tiles


def _triolet_check(game: triolet.TrioletGame) -> None:
    game.board.check_lines()
    assert all(len(game.rack(p)) <= game.rules.rack_size for p in range(len(game.players)))
    assert all(score >= 0 for score in game.scores)


def _triolet_illegal(game: triolet.TrioletGame, rng: random.Random) -> list[Any]:
    size = game.rules.size
    missing = next((v for v in range(16) if v not in game.rack()), 15)
    moves: list[Any] = [
        triolet.Exchange((15,) * 4),
        triolet.Place((triolet.Placement(size // 2, size // 2, missing),)),
        triolet.Place((triolet.Placement(size, 0, 1),)),
        "7,7=",
        3.5,
    ]
    tiles = game.board.tiles()
    if tiles:
        taken = rng.choice(tiles)
        moves.append(triolet.Place((triolet.Placement(taken.row, taken.col, 0),)))
    return moves


@st.composite
def _triolet_moves(draw: st.DrawFn, game: triolet.TrioletGame) -> Any:
    size = game.rules.size
    kind = draw(st.sampled_from(["place", "place", "exchange", "pass", "text"]))
    if kind == "pass":
        return triolet.Pass()
    if kind == "exchange":
        return triolet.Exchange(tuple(draw(st.lists(st.integers(0, 15), max_size=4))))
    if kind == "text":
        return draw(st.text(alphabet="0123456789,=* exchangepas", max_size=14))
    placement = st.builds(
        triolet.Placement,
        st.integers(-1, size),
        st.integers(-1, size),
        st.integers(0, 16),
        st.booleans(),
    )
    return triolet.Place(tuple(draw(st.lists(placement, min_size=1, max_size=4))))


def _triolet_scored(before: list[int], turn: Turn, game: triolet.TrioletGame) -> None:
    after = list(before)
    after[turn.player] += turn.points + turn.end_bonus
    assert game.scores == after


TRIOLET = Contract(
    "triolet",
    TRIOLET_RULES,
    _triolet,
    _triolet_policy,
    _triolet_tiles,
    _triolet_check,
    _triolet_scored,
    _triolet_illegal,
    _triolet_moves,
    max_moves=400,
)


# -- Memory Max --------------------------------------------------------------------------------

MEMORY_RULES = (
    memory.Rules(),
    memory.Rules(digits="123", digit_copies=4, wildcard_copies=1, chaos_copies=3, grid=(4, 7)),
    memory.Rules(digits="0179", operators="+-", operator_copies=2, wildcard_copies=2,
                 chaos_copies=2, grid=(3, 6), goal="min", may_stop_after_pair=False),
    memory.Rules(digits="2468", operators="×", operator_copies=2, wildcard_copies=0,
                 chaos_copies=4, grid=(2, 9), goal=("target", 50), concatenate=False),
    memory.Rules(digits="35", digit_copies=6, operators="+÷", operator_copies=1,
                 wildcard_copies=2, chaos_copies=1, grid=(4, 5), goal="zero",
                 wildcard_values="5+", leading_zero=True),
)  # fmt: skip


def _memory(seed: int, rules: memory.Rules) -> memory.MemoryGame:
    players = 2 + seed % 5
    return memory.MemoryGame(players, seed, rules, first_player=seed % players)


def _memory_policy(game: memory.MemoryGame, rng: random.Random) -> Any:
    return rng.choice(list(game.legal_moves()))


def _memory_cards(game: memory.MemoryGame) -> Counter:
    cards = Counter(face for face in map(game.face, range(len(game.grid))) if face)
    for player in range(len(game.players)):
        cards.update(game.hand(player))
    cards.update([memory.CHAOS] * len(game.discarded))
    return cards


def _memory_check(game: memory.MemoryGame) -> None:
    numbers = Counter(f for f in map(game.face, range(len(game.grid))) if f and f.isdigit())
    assert all(n % 2 == 0 for n in numbers.values()), "number cards leave the grid in pairs"
    assert all(memory.CHAOS not in game.hand(p) for p in range(len(game.players)))
    assert game.in_finale == (not game.face_down())


def _memory_illegal(game: memory.MemoryGame, rng: random.Random) -> list[Any]:
    moves: list[Any] = [memory.Flip(len(game.grid)), memory.Chaos(1), "turn over", 3.5]
    taken = [p for p in range(len(game.grid)) if game.face(p) is None]
    if taken and not game.in_finale:
        moves.append(memory.Flip(rng.choice(taken)))
    if game.flipped is not None:
        moves.append(memory.Flip(game.flipped))
    if not game.in_finale:
        moves += [memory.Declare(0, "1"), memory.UseBest(game.current_player)]
    else:
        moves += [memory.Flip(0), memory.UseBest(len(game.players))]
    if not game.may_stop:
        moves.append(memory.Stop())
    return moves


@st.composite
def _memory_moves(draw: st.DrawFn, game: memory.MemoryGame) -> Any:
    players = len(game.players)
    kind = draw(st.sampled_from(["flip", "flip", "chaos", "stop", "declare", "best", "text"]))
    if kind == "flip":
        return memory.Flip(draw(st.integers(-1, len(game.grid))))
    if kind == "chaos":
        return memory.Chaos(draw(st.integers(-1, len(game.grid) + 1)))
    if kind == "stop":
        return memory.Stop()
    if kind == "best":
        return memory.UseBest(draw(st.integers(-1, players)))
    if kind == "text":
        return draw(st.text(alphabet="flipchaostbey: 0123", max_size=12))
    player = draw(st.integers(0, players))
    hand = list(game.hand(player)) if player < players else []
    if hand and draw(st.booleans()):  # the player's own cards in some order, each Y as one
        wild = st.sampled_from(game.rules.wildcard_choices())
        cards = [draw(wild) if card == "Y" else card for card in draw(st.permutations(hand))]
        return memory.Declare(player, " ".join(cards))
    return memory.Declare(player, draw(st.text(alphabet="0123456789+-×÷*/ Y", max_size=8)))


def _memory_scored(before: list[int], turn: Turn, game: memory.MemoryGame) -> None:
    assert turn.points == 0  # Memory Max scores only in the finale


MEMORY = Contract(
    "memory",
    MEMORY_RULES,
    _memory,
    _memory_policy,
    _memory_cards,
    _memory_check,
    _memory_scored,
    _memory_illegal,
    _memory_moves,
    max_moves=5000,
    cheap_outcome=False,
)


# -- Equations ---------------------------------------------------------------------------------

_SMALL_DECK = (*((d, 2) for d in "0123456789"), ("+", 3), ("−", 3), ("×", 2), ("÷", 2))
EQUATIONS_RULES = (
    equations.Rules(target=4, penalty=0),
    equations.Rules(target=3, penalty=0, deck=_SMALL_DECK, void_at=4),
    equations.VARIANTS["rearranging"].with_options(target=6, penalty=0),
    equations.VARIANTS["trading"].with_options(target=4, penalty=1),
    equations.VARIANTS["passing_hands"].with_options(target=3, penalty=0, void_at=5),
    equations.VARIANTS["complex"].with_options(target=3, penalty=0, deck=_SMALL_DECK),
    equations.VARIANTS["gentle"].with_options(target=3, penalty=0, deal_digits=2),
    equations.Rules(target=5, penalty=0, rearrange=True, rearrange_completes=True,
                    rearrange_one_cost=0, deck=_SMALL_DECK),
)  # fmt: skip


def _equations(seed: int, rules: equations.Rules) -> equations.EquationsGame:
    players = 2 + seed % 3
    return equations.EquationsGame(players, seed, rules, first_player=seed % players)


def _one_card_completion(game: equations.EquationsGame, rng: random.Random) -> Any:
    """A single card that completes an equation now, if the hand has one (the exact
    integer-pair check of :func:`side_value`: the engine's own fast check)."""
    hand = sorted(set(game.hand()))
    options = (game.rules.leading_zero, game.rules.unary_minus)
    for index in rng.sample(range(3), 3):
        equation = game.equations[index]
        for side, other in (("left", equation.right), ("right", equation.left)):
            target = equations.side_value(other, *options)
            if target is None:
                continue
            row = equation.side(side)
            for slot in range(len(row) + 1):
                for card in hand:
                    if equations.side_value((*row[:slot], card, *row[slot:]), *options) == target:
                        return equations.Play.of(index, (card, side, slot))
    return None


def _equations_policy(game: equations.EquationsGame, rng: random.Random) -> Any:
    if game.phase == equations.Phase.PLAY and game.hand():
        roll = rng.random()
        if roll < 0.5 and (found := _one_card_completion(game, rng)) is not None:
            return found
        if roll < 0.6 and (game.rules.trading or game.rules.rearrange):
            candidate = _equations_unlisted(game, rng)
            if game.is_legal(candidate):
                return candidate
    return rng.choice(list(islice(game.legal_moves(), 40)))


def _equations_unlisted(game: equations.EquationsGame, rng: random.Random) -> Any:
    """A trade, a face-down turn or a rearrangement made at random (maybe not legal)."""
    if game.rules.trading:
        partner = rng.choice([p for p in range(len(game.players)) if p != game.current_player])
        take = game.view(partner)["hand"][:1] if rng.random() < 0.5 else []
        return equations.Trade(partner, (rng.choice(game.hand()),), tuple(take))
    equation = rng.randrange(3)
    side = rng.choice(list(equations.Side))
    cards = game.equations[equation].side(side)
    if cards and rng.random() < 0.5:
        return equations.TurnFaceDown(equation, side, rng.randrange(len(cards)))
    table = list(game.equations)
    row = list(table[equation].left + table[equation].right)
    rng.shuffle(row)
    cut = rng.randint(0, len(row))
    table[equation] = equations.Equation(
        tuple(row[:cut]), tuple(row[cut:]), table[equation].face_down
    )
    return equations.Rearrange(tuple(table))


def _equations_cards(game: equations.EquationsGame) -> Counter:
    cards: Counter = Counter()
    for player in range(len(game.players)):
        cards.update(game.hand(player))
    for pile in equations.Pile:
        cards.update(game.draw_piles[pile])
        cards.update(game.discards[pile])
    for equation in game.equations:
        cards.update((*equation.left, *equation.right, *equation.face_down))
    return cards


def _equations_check(game: equations.EquationsGame) -> None:
    assert not any(e.is_complete(game.rules) for e in game.equations), "completions are scored"
    assert all(score >= 0 for score in game.scores)


def _equations_illegal(game: equations.EquationsGame, rng: random.Random) -> list[Any]:
    hand = game.hand()
    absent = next((c for c in "0123456789+−×÷" if c not in hand), None)
    moves: list[Any] = [equations.Draw(game.rules.draw + 1), "play nowhere", 7]
    if game.phase == equations.Phase.PLAY:
        moves += [equations.Draw(1), equations.EndTurn()]
        if absent is not None:
            moves.append(equations.Play.of(rng.randrange(3), (absent, "left", 0)))
        if hand:
            moves += [equations.Pass(), equations.Play.of(1, (hand[0], "right", 99))]
        if len(hand) >= 2:
            moves.append(
                equations.Play(
                    (
                        equations.Placement(hand[0], 0, equations.Side.LEFT, 0),
                        equations.Placement(hand[1], 1, equations.Side.LEFT, 0),
                    )
                )
            )
    else:
        moves.append(equations.Pass())
        if hand:
            moves.append(equations.Play.of(0, (hand[0], "left", 0)))
    return moves


@st.composite
def _equations_moves(draw: st.DrawFn, game: equations.EquationsGame) -> Any:
    card = st.sampled_from(list("0123456789+−×÷=Y"))
    side = st.sampled_from(["left", "right", "middle"])
    kind = draw(st.sampled_from(["play", "play", "draw", "end", "pass", "trade", "down", "text"]))
    if kind == "draw":
        return equations.Draw(draw(st.integers(-1, game.rules.draw + 1)))
    if kind == "end":
        return equations.EndTurn()
    if kind == "pass":
        return equations.Pass()
    if kind == "text":
        return draw(st.text(alphabet="playdrw 0LR12+−;digts", max_size=16))
    if kind == "trade":
        cards = st.lists(card, max_size=2).map(tuple)
        points = st.integers(-1, 3)
        return equations.Trade(draw(st.integers(-1, 3)), draw(cards), draw(cards), draw(points))
    if kind == "down":
        return equations.TurnFaceDown(
            draw(st.integers(-1, 3)), draw(side), draw(st.integers(-1, 4))
        )
    placement = st.builds(equations.Placement, card, st.integers(-1, 3), side, st.integers(-1, 5))
    return equations.Play(tuple(draw(st.lists(placement, min_size=0, max_size=3))))


def _equations_scored(before: list[int], turn: Turn, game: equations.EquationsGame) -> None:
    assert game.scores[turn.player] - before[turn.player] == turn.points
    if not isinstance(turn.move, equations.Trade):
        others = [p for p in range(len(before)) if p != turn.player]
        assert [game.scores[p] for p in others] == [before[p] for p in others]
    if game.is_terminal:
        assert game.outcome.reason == ("target" if game.winner is not None else "blocked")


EQUATIONS = Contract(
    "equations",
    EQUATIONS_RULES,
    _equations,
    _equations_policy,
    _equations_cards,
    _equations_check,
    _equations_scored,
    _equations_illegal,
    _equations_moves,
    max_moves=3000,
)

CONTRACTS = {contract.name: contract for contract in (EQUATIONS, MEMORY, TRIOLET)}


@pytest.fixture(scope="session")
def contracts() -> dict[str, Contract]:
    """Every game as the conformance suite plays it."""
    return CONTRACTS
