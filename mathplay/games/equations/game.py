"""The equations engine: the table, the hands, the piles, and a turn in small steps.

A card is always in exactly one place: a draw pile, a discard pile, a hand, or an equation
on the table (a row or, in the rearranging variant, face down). ``apply`` checks a move
completely before it changes anything, so an illegal move leaves the game as it was.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from mathplay.errors import IllegalMove, InvalidState, MathplayError
from mathplay.games.base import Game, GameRandom, Outcome, Turn, is_index, player_names
from mathplay.games.equations import legal
from mathplay.games.equations.cards import Pile, pile_of, read_cards, sort_cards
from mathplay.games.equations.data import GameData
from mathplay.games.equations.equation import Equation, Side
from mathplay.games.equations.moves import (
    Draw,
    EndTurn,
    Event,
    EventKind,
    Move,
    Pass,
    Phase,
    Placement,
    Play,
    Rearrange,
    Trade,
    TurnFaceDown,
    move_from_text,
)
from mathplay.games.equations.rules import Rules
from mathplay.games.equations.turn_end import TurnEnd
from mathplay.games.equations.variants import EQUATIONS, Variants

__all__ = ["EquationsGame", "Phase", "Seeder", "random_seeder"]

Seeder = Callable[["EquationsGame", int], tuple[Pile | str, Side | str]]
"""Chooses the pile and the side of the card that starts equation ``index``."""


def random_seeder(game: EquationsGame, index: int) -> tuple[Pile, Side]:
    """The default seeder: a random pile and a random side, from the game's generator."""
    rng = game._rng
    return rng.choice((Pile.DIGIT, Pile.OPERATOR)), rng.choice((Side.LEFT, Side.RIGHT))


_WHAT_NOW = {
    Phase.PLAY: "equations.play_first",
    Phase.DRAW: "equations.draw_now",
    Phase.DRAW_AGAIN: "equations.draw_again_or_end",
}


_HANDLERS: dict[type, tuple[str, str]] = {
    Play: ("_check_play", "_play"),
    Draw: ("_check_draw", "_draw"),
    EndTurn: ("_check_end_turn", "_end_turn_move"),
    Pass: ("_check_pass", "_pass"),
    Rearrange: ("_check_rearrange", "_rearrange"),
    TurnFaceDown: ("_check_face_down", "_turn_face_down"),
    Trade: ("_check_trade", "_trade"),
}


class EquationsGame(TurnEnd, Variants, GameData, Game):
    """A game of Equations (``docs/rules/equations.md``), with the contract all games keep.

    ``players`` is a count or a list of names; ``seed`` fixes every shuffle and the default
    seeder's choices; ``seeder(game, index)`` chooses the pile and side of the card that
    starts an equation (:func:`random_seeder` by default). A :class:`Turn`'s ``points`` is
    what the move changed in its player's score. The game ends when a player reaches the
    target (reason ``"target"``) or when nobody can play or draw any more (``"blocked"``).
    """

    name = "equations"
    over_message_id = "equations.game_over"
    move_reader = staticmethod(move_from_text)
    event_type = Event

    def __init__(
        self,
        players: int | Sequence[str] = 3,
        seed: int | None = 0,
        rules: Rules = Rules(),
        *,
        seeder: Seeder | None = None,
        first_player: int = 0,
    ) -> None:
        self._setup(players, seed, rules, seeder, first_player)
        for pile in Pile:
            self._rng.shuffle(self.draw_piles[pile])
        for hand in self.hands:
            hand += [self._take(Pile.DIGIT) for _ in range(rules.deal_digits)]
            hand += [self._take(Pile.OPERATOR) for _ in range(rules.deal_operators)]
            hand[:] = sort_cards(card for card in hand if card is not None)
        for index in range(EQUATIONS):
            self._seed(index)
        self._events = []

    def _setup(
        self,
        players: int | Sequence[str],
        seed: int | None,
        rules: Rules,
        seeder: Seeder | None,
        first_player: int,
    ) -> None:
        """An empty table with every card in its draw pile (unshuffled)."""
        if not isinstance(rules, Rules):
            raise MathplayError("equations.not_rules", kind=type(rules).__name__)
        names = player_names(players, rules.min_players, rules.max_players)
        if not is_index(first_player, len(names)):
            raise MathplayError("equations.unknown_player", player=first_player)
        self._restore(rules, names, seeder, GameRandom(seed), current=first_player)

    def _restore(
        self,
        rules: Rules,
        players: list[str],
        seeder: Seeder | None,
        rng: GameRandom,
        draw_piles: dict[Pile, list[str]] | None = None,
        discards: dict[Pile, list[str]] | None = None,
        equations: list[Equation] | None = None,
        hands: list[list[str]] | None = None,
        scores: list[int] | None = None,
        current: int = 0,
        phase: Phase = Phase.PLAY,
        turn: int = 0,
        winner: int | None = None,
        paid: bool = False,
        passed: bool = False,
        drawn: int = 0,
        idle_turns: int = 0,
        history: list[Turn] | None = None,
    ) -> None:
        """Set every field of the state (the one place that does); left out: every card in
        its draw pile, nothing played yet."""
        self.rules = rules
        self.players = players
        self.seeder = seeder
        self._rng = rng
        self.draw_piles = (
            draw_piles
            if draw_piles is not None
            else {pile: list(rules.cards(pile)) for pile in Pile}
        )
        self.discards = discards if discards is not None else {pile: [] for pile in Pile}
        self.equations = (
            equations if equations is not None else [Equation() for _ in range(EQUATIONS)]
        )
        self.hands = hands if hands is not None else [[] for _ in players]
        self._scores = scores if scores is not None else [0 for _ in players]
        self._current = current
        self.phase = phase
        self.turn = turn
        self.winner = winner
        self._paid = paid  # a rearrangement or face-down turn was paid for this turn
        self._passed = passed  # the current player passed this turn
        self._drawn = drawn  # cards drawn this turn
        self._idle_turns = idle_turns  # turns in a row with a pass and nothing drawn
        self.history = history if history is not None else []
        self._events: list[Event] = []

    def deal_around(
        self,
        table: Sequence[Equation],
        hands: Sequence[Sequence[str]],
        scores: list[int] | None = None,
    ) -> None:
        """Lay out a position on a fresh game: these equations, these hands for the first
        players; those cards leave the draw piles, which are shuffled, and the other
        players are dealt as usual."""
        for card in [c for e in table for c in (*e.left, *e.right)] + [c for h in hands for c in h]:
            pile = self.draw_piles[pile_of(card)]
            if card not in pile:
                copies = self.rules.cards().count(card)
                raise InvalidState("equations.too_many_cards", card=card, copies=copies)
            pile.remove(card)
        self.equations = list(table)
        self._scores = scores if scores is not None else self._scores
        for pile in Pile:
            self._rng.shuffle(self.draw_piles[pile])
        for player in range(len(self.players)):
            if player < len(hands):
                self.hands[player] = list(hands[player])
            else:
                dealt = [self._take(Pile.DIGIT) for _ in range(self.rules.deal_digits)]
                dealt += [self._take(Pile.OPERATOR) for _ in range(self.rules.deal_operators)]
                self.hands[player] = sort_cards(card for card in dealt if card is not None)
        self._events = []

    # -- what is on the table -------------------------------------------------------------

    @property
    def current_player(self) -> int:
        return self._current

    @property
    def is_terminal(self) -> bool:
        return self.phase == Phase.OVER

    @property
    def scores(self) -> list[int]:
        return list(self._scores)

    def hand(self, player: int | None = None) -> tuple[str, ...]:
        """The cards of ``player`` (default: the current player), in card order."""
        return tuple(self.hands[self._player(player)])

    def _listed_moves(self) -> Iterator[Move]:
        """Every legal move, lazily: in the play phase single-card plays first, then paid
        face-down turns, bigger plays, rearrangements (trades need the partner's
        agreement, so they are never listed); in the draw phases every choice of piles."""
        if self.phase != Phase.PLAY:
            yield from (Draw(digits) for digits in range(self.rules.draw, -1, -1))
            if self.phase == Phase.DRAW_AGAIN:
                yield EndTurn()
            return
        hand = self.hands[self._current]
        if not hand:
            yield Pass()
            return
        yield from legal.plays(self.equations, hand, 1)
        paying = self.rules.rearrange and not self._paid
        budget = self._scores[self._current]
        if paying and budget >= self.rules.rearrange_all_cost:
            yield from legal.face_down_moves(self.equations, self.rules)
        for size in range(2, len(hand) + 1):
            yield from legal.plays(self.equations, hand, size)
        if paying:
            yield from legal.rearrangements(self.equations, self.rules, budget)

    # -- moves ----------------------------------------------------------------------------

    def _check(self, move: Move) -> None:
        names = _HANDLERS.get(type(move))
        if names is None:
            raise IllegalMove("equations.unknown_move", move=move)
        getattr(self, names[0])(move)

    def _apply(self, move: Move) -> Turn:
        self._check(move)
        player = self._current
        before = self._scores[player]
        self._events = []
        getattr(self, _HANDLERS[type(move)][1])(move)
        events, self._events = tuple(self._events), []
        return Turn(player, move, self._scores[player] - before, events)

    def _outcome(self) -> Outcome:
        reason = "target" if max(self._scores) >= self.rules.target else "blocked"
        return Outcome.ranked(self.scores, [-s for s in self._scores], reason)

    def _expect_phase(self, move: Move, *phases: Phase) -> None:
        if self.phase not in phases:
            raise IllegalMove(_WHAT_NOW[self.phase], move=move)

    # -- playing cards --------------------------------------------------------------------

    def _check_play(self, move: Play) -> None:
        self._expect_phase(move, Phase.PLAY)
        placements = move.placements
        if not isinstance(placements, tuple | list) or not placements:
            raise IllegalMove("equations.empty_play", move=move)
        for p in placements:
            if not isinstance(p, Placement):
                raise IllegalMove("equations.not_a_placement", move=move, item=repr(p))
            if not (isinstance(p.card, str) and len(p.card) == 1 and _is_card(p.card)):
                raise IllegalMove("equations.not_a_card", move=move, card=str(p.card))
            if not is_index(p.equation, EQUATIONS):
                raise IllegalMove("equations.no_such_equation", move=move, equation=p.equation)
            if p.side not in tuple(Side):
                raise IllegalMove("equations.no_such_side", move=move, side=str(p.side))
            row = self.equations[p.equation].side(p.side)
            if not is_index(p.index, len(row) + 1):
                raise IllegalMove(
                    "equations.no_such_place", move=move, index=p.index, most=len(row)
                )
        if move.equation is None:
            raise IllegalMove("equations.two_equations", move=move)
        self._check_owned(move, self._current, read_cards(move.cards))

    def _check_owned(self, move: Move, player: int, cards: Iterable[str]) -> None:
        missing = Counter(cards) - Counter(self.hands[player])
        if missing:
            raise IllegalMove(
                "equations.not_in_hand", move=move, card=sort_cards(missing.elements())[0]
            )

    def _play(self, move: Play) -> None:
        index = move.equation
        assert index is not None
        cards = read_cards(move.cards)
        hand = self.hands[self._current]
        for card in cards:
            hand.remove(card)
        placed = ((card, p.side, p.index) for card, p in zip(cards, move.placements, strict=True))
        equation = self.equations[index].inserted(placed)
        self.equations[index] = equation
        self._log(EventKind.PLAY, index, equation.to_text())
        if equation.is_complete(self.rules):
            self._complete(index)
            if self.phase == Phase.OVER:
                return
        if self.rules.void_at is not None:
            for other, table in enumerate(self.equations):
                if table.size >= self.rules.void_at:
                    self._log(EventKind.VOID, other, table.to_text())
                    self._clear(other)
        self.phase = Phase.DRAW

    def _complete(self, index: int) -> None:
        equation = self.equations[index]
        points = equation.score(self.rules)
        player = self._current
        self._scores[player] = max(0, self._scores[player] + points)
        self._log(EventKind.COMPLETE, index, equation.to_text(), points)
        self._clear(index)
        self._check_target()

    def _clear(self, index: int) -> None:
        """Discard an equation's cards (all but "=") and start it again with one card."""
        equation = self.equations[index]
        for card in (*equation.left, *equation.right, *equation.face_down):
            self.discards[pile_of(card)].append(card)
        self.equations[index] = Equation()
        self._seed(index)

    def _seed(self, index: int) -> None:
        pile, side = (self.seeder or random_seeder)(self, index)
        if pile not in tuple(Pile) or side not in tuple(Side):
            raise MathplayError("equations.bad_seeder", pile=str(pile), side=str(side))
        card = self._take(Pile(pile))
        if card is None:
            return
        if Side(side) == Side.LEFT:
            self.equations[index] = Equation((card,), ())
        else:
            self.equations[index] = Equation((), (card,))
        self._log(EventKind.SEED, index, self.equations[index].to_text())

    # -- copies, serialisation, views -----------------------------------------------------

    def clone(self) -> EquationsGame:
        """An independent copy (the seeder is shared)."""
        other = object.__new__(EquationsGame)
        other._restore(
            self.rules,
            list(self.players),
            self.seeder,
            self._rng.copy(),
            {pile: list(cards) for pile, cards in self.draw_piles.items()},
            {pile: list(cards) for pile, cards in self.discards.items()},
            list(self.equations),
            [list(hand) for hand in self.hands],
            list(self._scores),
            *self._turn_state(),
            list(self.history),
        )
        return other

    def _turn_state(self) -> tuple[Any, ...]:
        return (
            self._current,
            self.phase,
            self.turn,
            self.winner,
            self._paid,
            self._passed,
            self._drawn,
            self._idle_turns,
        )

    def _key(self) -> tuple[Any, ...]:
        return (
            self.rules,
            self.players,
            self.equations,
            self.hands,
            self.draw_piles,
            self.discards,
            self._scores,
            *self._turn_state(),
            self._rng.state,
        )

    def __str__(self) -> str:
        return self.summary()

    def __repr__(self) -> str:
        return (
            f"EquationsGame(players={self.players!r}, phase={self.phase.value!r}, "
            f"current_player={self._current}, scores={self._scores!r})"
        )

    # -- helpers --------------------------------------------------------------------------

    def _player(self, player: int | None) -> int:
        if player is None:
            return self._current
        if not is_index(player, len(self.players)):
            raise MathplayError("equations.unknown_player", player=player)
        return player

    def _log(
        self,
        kind: EventKind,
        equation: int | None = None,
        text: str = "",
        points: int = 0,
        *,
        player: int | None = -1,
    ) -> None:
        who = self._current if player == -1 else player
        self._events.append(Event(kind, who, equation, text, points))


def _is_card(card: str) -> bool:
    try:
        read_cards(card)
    except MathplayError:
        return False
    return True
