"""The equations engine: the table, the hands, the piles, and a turn in small steps.

A card is always in exactly one place: a draw pile, a discard pile, a hand, or an equation
on the table (a row or, in the rearranging variant, face down). ``apply`` checks a move
completely before it changes anything, so an illegal move leaves the game as it was.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from enum import StrEnum
from typing import Any

from mathplay.errors import IllegalMove, MathplayError
from mathplay.games.base import player_names
from mathplay.games.equations import legal
from mathplay.games.equations.cards import Pile, pile_of, read_cards, sort_cards
from mathplay.games.equations.equation import Equation, Side
from mathplay.games.equations.finder import Completion, best_on_table, completing_moves
from mathplay.games.equations.moves import (
    Draw,
    EndTurn,
    Event,
    EventKind,
    Move,
    Pass,
    Placement,
    Play,
    Rearrange,
    Trade,
    TurnFaceDown,
)
from mathplay.games.equations.rules import Rules

__all__ = ["EquationsGame", "Phase", "Seeder", "random_seeder"]

EQUATIONS = 3

Seeder = Callable[["EquationsGame", int], tuple[Pile | str, Side | str]]
"""Chooses the pile and the side of the card that starts equation ``index``."""


def random_seeder(game: EquationsGame, index: int) -> tuple[Pile, Side]:
    """The default seeder: a random pile and a random side, from the game's generator."""
    rng = game._rng
    return rng.choice((Pile.DIGIT, Pile.OPERATOR)), rng.choice((Side.LEFT, Side.RIGHT))


class Phase(StrEnum):
    """Where the current turn stands."""

    PLAY = "play"  # play cards into one equation (or, in variants, pay or trade first)
    DRAW = "draw"  # draw 2 cards: choose the piles
    DRAW_AGAIN = "draw_again"  # the hand is under 5: draw 2 more, or end the turn
    OVER = "over"


_WHAT_NOW = {
    Phase.PLAY: "equations.play_first",
    Phase.DRAW: "equations.draw_now",
    Phase.DRAW_AGAIN: "equations.draw_again_or_end",
}


class EquationsGame:
    """A game of Equations (``docs/rules/equations.md``), the interface all games share.

    ``players`` is a count or a list of names; ``seed`` fixes every shuffle and the default
    seeder's choices; ``seeder(game, index)`` chooses the pile and side of the card that
    starts an equation (:func:`random_seeder` by default).
    """

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
        self.rules = rules
        self.players = player_names(players, rules.min_players, rules.max_players)
        if not _is_index(first_player, len(self.players)):
            raise MathplayError("equations.unknown_player", player=first_player)
        self.seeder = seeder
        self._rng = random.Random(seed)
        self.draw_piles: dict[Pile, list[str]] = {pile: list(rules.cards(pile)) for pile in Pile}
        self.discards: dict[Pile, list[str]] = {pile: [] for pile in Pile}
        self.equations: list[Equation] = [Equation() for _ in range(EQUATIONS)]
        self.hands: list[list[str]] = [[] for _ in self.players]
        self._scores = [0 for _ in self.players]
        self._current = first_player
        self.phase = Phase.PLAY
        self.turn = 0
        self.winner: int | None = None
        self.last_events: tuple[Event, ...] = ()
        self._events: list[Event] = []
        self._paid = False  # a rearrangement or face-down turn was paid for this turn
        self._passed = False  # the current player passed this turn
        self._drawn = 0  # cards drawn this turn
        self._idle_turns = 0  # turns in a row with a pass and nothing drawn

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

    def legal_moves(self) -> Iterator[Move]:
        """Every legal move, lazily: in the play phase single-card plays first, then paid
        face-down turns, bigger plays, rearrangements (trades need the partner's
        agreement, so they are never listed); in the draw phases every choice of piles."""
        if self.phase == Phase.OVER:
            return
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

    def hint(self, player: int | None = None) -> Completion | None:
        """The best completion of any equation with ``player``'s hand (default: the current
        player's), or ``None``: the most points, then the lowest equation number. Exact:
        a few hundredths of a second for a usual hand, longer for 12 cards and more."""
        return best_on_table(self.equations, self.hand(player), self.rules)

    def completions(self, index: int, player: int | None = None) -> list[Completion]:
        """Every way ``player`` (default: the current player) can complete equation
        ``index`` now, best first."""
        if not _is_index(index, EQUATIONS):
            raise MathplayError("equations.no_such_equation", equation=index)
        return completing_moves(self.equations[index], self.hand(player), self.rules, index=index)

    # -- moves ----------------------------------------------------------------------------

    def apply(self, move: Move) -> None:
        """Check and apply ``move``; raise :class:`IllegalMove` and change nothing if illegal."""
        if self.phase == Phase.OVER:
            raise IllegalMove("equations.game_over", move=move)
        handlers: dict[type, tuple[Callable[[Any], None], Callable[[Any], None]]] = {
            Play: (self._check_play, self._play),
            Draw: (self._check_draw, self._draw),
            EndTurn: (self._check_end_turn, lambda _: self._end_turn()),
            Pass: (self._check_pass, self._pass),
            Rearrange: (self._check_rearrange, self._rearrange),
            TurnFaceDown: (self._check_face_down, self._turn_face_down),
            Trade: (self._check_trade, self._trade),
        }
        if type(move) not in handlers:
            raise IllegalMove("equations.unknown_move", move=move)
        check, run = handlers[type(move)]
        check(move)
        self._events = []
        run(move)
        self.last_events = tuple(self._events)

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
            if not _is_index(p.equation, EQUATIONS):
                raise IllegalMove("equations.no_such_equation", move=move, equation=p.equation)
            if p.side not in tuple(Side):
                raise IllegalMove("equations.no_such_side", move=move, side=str(p.side))
            row = self.equations[p.equation].side(p.side)
            if not _is_index(p.index, len(row) + 1):
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

    def _take(self, pile: Pile) -> str | None:
        """The top card of ``pile``: its discards are shuffled in when it is empty; the
        other deck is used when both are empty; ``None`` when every pile is empty."""
        for source in (pile, Pile.OPERATOR if pile == Pile.DIGIT else Pile.DIGIT):
            cards = self.draw_piles[source]
            if not cards and self.discards[source]:
                cards += self.discards[source]
                self.discards[source].clear()
                self._rng.shuffle(cards)
                self._log(EventKind.RECYCLE, None, text=str(source))
            if cards:
                return cards.pop()
        return None

    def _check_pass(self, move: Pass) -> None:
        self._expect_phase(move, Phase.PLAY)
        if self.hands[self._current]:
            raise IllegalMove("equations.must_play", move=move)

    def _pass(self, _: Pass) -> None:
        self._passed = True
        self._log(EventKind.PASS)
        self.phase = Phase.DRAW

    # -- drawing and the end of a turn ----------------------------------------------------

    def _check_draw(self, move: Draw) -> None:
        self._expect_phase(move, Phase.DRAW, Phase.DRAW_AGAIN)
        if not _is_index(move.digits, self.rules.draw + 1):
            raise IllegalMove("equations.draw_count", move=move, most=self.rules.draw)

    def _draw(self, move: Draw) -> None:
        hand = self.hands[self._current]
        wanted = [Pile.DIGIT] * move.digits + [Pile.OPERATOR] * (self.rules.draw - move.digits)
        drawn = [card for card in map(self._take, wanted) if card is not None]
        hand[:] = sort_cards(hand + drawn)
        self._drawn += len(drawn)
        self._log(EventKind.DRAW, text=" ".join(str(pile_of(card)) for card in drawn))
        if self.phase == Phase.DRAW and len(hand) < self.rules.refill_below:
            self.phase = Phase.DRAW_AGAIN
        else:
            self._end_turn()

    def _check_end_turn(self, move: EndTurn) -> None:
        self._expect_phase(move, Phase.DRAW_AGAIN)

    def _end_turn(self) -> None:
        count = len(self.players)
        if self.rules.pass_hands:
            self.hands = [self.hands[(player + 1) % count] for player in range(count)]
            self._log(EventKind.PASS_HANDS)
        idle = self._passed and not self._drawn
        self._idle_turns = self._idle_turns + 1 if idle else 0
        self._current = (self._current + 1) % count
        self.turn += 1
        self.phase = Phase.PLAY
        self._paid = self._passed = False
        self._drawn = 0
        if self._idle_turns >= count:  # nobody can play or draw any more
            best = max(self._scores)
            leaders = [p for p, score in enumerate(self._scores) if score == best]
            self._finish(leaders[0] if len(leaders) == 1 else None)

    def _check_target(self) -> None:
        leaders = [p for p, score in enumerate(self._scores) if score >= self.rules.target]
        if leaders:
            self._finish(max(leaders, key=lambda p: self._scores[p]))

    def _finish(self, winner: int | None) -> None:
        self.winner = winner
        self.phase = Phase.OVER
        self._log(EventKind.WIN, player=winner)

    # -- variants -------------------------------------------------------------------------

    def _check_paying(self, move: Move) -> None:
        """A rearrangement or a face-down turn: the variant, before the play, once a turn."""
        self._expect_phase(move, Phase.PLAY)
        if not self.rules.rearrange:
            raise IllegalMove("equations.variant_off", move=move, variant="rearrange")
        if self._paid:
            raise IllegalMove("equations.paid_once", move=move)

    def _check_affordable(self, move: Move, cost: int) -> None:
        points = self._scores[self._current]
        if points < cost:
            raise IllegalMove("equations.cannot_afford", move=move, cost=cost, points=points)

    def _rearrange_cost(self, move: Rearrange) -> int:
        table = move.table
        if (
            not isinstance(table, tuple)
            or len(table) != EQUATIONS
            or not all(isinstance(e, Equation) for e in table)
        ):
            raise IllegalMove("equations.rearrange_table", move=move)
        if any(
            new.face_down != old.face_down for new, old in zip(table, self.equations, strict=True)
        ):
            raise IllegalMove("equations.rearrange_face_down", move=move)
        changed = [i for i in range(EQUATIONS) if table[i] != self.equations[i]]
        if not changed:
            raise IllegalMove("equations.rearrange_nothing", move=move)

        def cards(equations: Iterable[Equation]) -> Counter[str]:
            return Counter(card for e in equations for card in (*e.left, *e.right))

        if len(changed) == 1:
            index = changed[0]
            if cards([table[index]]) == cards([self.equations[index]]):
                return self.rules.rearrange_one_cost
        if cards(table) != cards(self.equations):
            raise IllegalMove("equations.rearrange_cards", move=move)
        return self.rules.rearrange_all_cost

    def _check_rearrange(self, move: Rearrange) -> None:
        self._check_paying(move)
        self._check_affordable(move, self._rearrange_cost(move))
        self._check_not_complete(move, move.table)

    def _check_not_complete(self, move: Move, table: Iterable[Equation]) -> None:
        if self.rules.rearrange_completes:
            return
        for index, equation in enumerate(table):
            if equation.is_complete(self.rules):
                raise IllegalMove("equations.complete_by_playing", move=move, equation=index)

    def _rearrange(self, move: Rearrange) -> None:
        cost = self._rearrange_cost(move)
        self._scores[self._current] -= cost
        self.equations = list(move.table)
        self._paid = True
        tables = "; ".join(e.to_text() for e in move.table)
        self._log(EventKind.REARRANGE, text=tables, points=-cost)
        self._complete_rearranged()

    def _complete_rearranged(self) -> None:
        """With ``Rules.rearrange_completes``, score the equations a paid change completed."""
        for index in range(EQUATIONS):
            if self.phase != Phase.OVER and self.equations[index].is_complete(self.rules):
                self._complete(index)

    def _face_down_result(self, move: TurnFaceDown) -> Equation:
        if not _is_index(move.equation, EQUATIONS):
            raise IllegalMove("equations.no_such_equation", move=move, equation=move.equation)
        if move.side not in tuple(Side):
            raise IllegalMove("equations.no_such_side", move=move, side=str(move.side))
        equation = self.equations[move.equation]
        row = equation.side(move.side)
        if not _is_index(move.index, len(row)):
            raise IllegalMove("equations.no_such_card", move=move, index=move.index, most=len(row))
        rest = row[: move.index] + row[move.index + 1 :]
        left, right = (rest, equation.right) if move.side == Side.LEFT else (equation.left, rest)
        return Equation(left, right, (*equation.face_down, row[move.index]))

    def _check_face_down(self, move: TurnFaceDown) -> None:
        self._check_paying(move)
        result = self._face_down_result(move)
        self._check_affordable(move, self.rules.rearrange_all_cost)
        self._check_not_complete(move, [result])

    def _turn_face_down(self, move: TurnFaceDown) -> None:
        self.equations[move.equation] = self._face_down_result(move)
        cost = self.rules.rearrange_all_cost
        self._scores[self._current] -= cost
        self._paid = True
        text = self.equations[move.equation].to_text()
        self._log(EventKind.FACE_DOWN, move.equation, text, -cost)
        self._complete_rearranged()

    def _check_trade(self, move: Trade) -> None:
        self._expect_phase(move, Phase.PLAY)
        if not self.rules.trading:
            raise IllegalMove("equations.variant_off", move=move, variant="trading")
        partner = move.partner
        if not _is_index(partner, len(self.players)) or partner == self._current:
            raise IllegalMove("equations.trade_partner", move=move, player=partner)
        try:
            give, take = read_cards(move.give), read_cards(move.take)
        except MathplayError:
            raise IllegalMove("equations.trade_cards", move=move) from None
        if not (give or take):
            raise IllegalMove("equations.trade_cards", move=move)
        for points, owner in ((move.give_points, self._current), (move.take_points, partner)):
            if not (_is_count(points) and points <= self._scores[owner]):
                raise IllegalMove("equations.trade_points", move=move, player=self.players[owner])
        self._check_owned(move, self._current, give)
        self._check_owned(move, partner, take)

    def _trade(self, move: Trade) -> None:
        me, partner = self._current, move.partner
        give, take = read_cards(move.give), read_cards(move.take)
        for card in give:
            self.hands[me].remove(card)
        for card in take:
            self.hands[partner].remove(card)
        self.hands[me] = sort_cards(self.hands[me] + list(take))
        self.hands[partner] = sort_cards(self.hands[partner] + list(give))
        points = move.take_points - move.give_points
        self._scores[me] += points
        self._scores[partner] -= points
        text = f"{partner}: {' '.join(give)} / {' '.join(take)}"
        self._log(EventKind.TRADE, text=text, points=points)
        self._check_target()

    # -- copies, serialisation, views -----------------------------------------------------

    def clone(self) -> EquationsGame:
        """An independent copy (the seeder is shared)."""
        other = object.__new__(EquationsGame)
        other.__dict__.update(self.__dict__)
        other.players = list(self.players)
        other.draw_piles = {pile: list(cards) for pile, cards in self.draw_piles.items()}
        other.discards = {pile: list(cards) for pile, cards in self.discards.items()}
        other.equations = list(self.equations)
        other.hands = [list(hand) for hand in self.hands]
        other._scores = list(self._scores)
        other._events = list(self._events)
        other._rng = random.Random()
        other._rng.setstate(self._rng.getstate())
        return other

    def to_dict(self) -> dict[str, Any]:
        """Everything about the game as plain JSON-ready data (the random generator too;
        not the seeder, which is code)."""
        version, internal, gauss = self._rng.getstate()
        return {
            "rules": self.rules.to_dict(),
            "players": list(self.players),
            "equations": [_equation_dict(e) for e in self.equations],
            "hands": [list(hand) for hand in self.hands],
            "draw_piles": {str(pile): list(cards) for pile, cards in self.draw_piles.items()},
            "discards": {str(pile): list(cards) for pile, cards in self.discards.items()},
            "scores": list(self._scores),
            "current_player": self._current,
            "phase": str(self.phase),
            "turn": self.turn,
            "winner": self.winner,
            "paid": self._paid,
            "passed": self._passed,
            "drawn": self._drawn,
            "idle_turns": self._idle_turns,
            "last_events": [event.to_dict() for event in self.last_events],
            "rng": [version, list(internal), gauss],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], *, seeder: Seeder | None = None) -> EquationsGame:
        """The game ``to_dict`` described; :class:`InvalidState` if the rules cannot make it."""
        from mathplay.games.equations.state_check import game_from_dict

        return game_from_dict(cls, data, seeder)

    @classmethod
    def from_text(
        cls,
        equations: str | Sequence[str],
        hand: str | Iterable[str],
        *,
        players: int | Sequence[str] = 2,
        seed: int | None = 0,
        rules: Rules = Rules(),
        other_hands: Sequence[str | Iterable[str]] | None = None,
        scores: Sequence[int] | None = None,
        seeder: Seeder | None = None,
    ) -> EquationsGame:
        """A position for a lesson or a puzzle: three equations (a list, or one per line)
        and the hand of the player to move (player 0). The other players get
        ``other_hands`` or a normal deal; the rest of the cards are shuffled into the piles.

        >>> game = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "− 3 ÷ 3 7 2")
        >>> game.hint().text, game.hint().score
        ('3 ÷ 3 + 72 = 73', 6)
        """
        from mathplay.games.equations.state_check import game_from_text

        return game_from_text(
            cls, equations, hand, players, seed, rules, other_hands, scores, seeder
        )

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` sees: the table (each equation's cards, text and number of
        face-down cards), the scores, their own hand; of the others only how many cards
        they hold, of the draw piles only their size; the discard piles face up."""
        self._player(player)
        return {
            "player": player,
            "players": list(self.players),
            "current_player": self._current,
            "phase": str(self.phase),
            "turn": self.turn,
            "scores": list(self._scores),
            "target": self.rules.target,
            "winner": self.winner,
            "equations": [
                {
                    "left": list(e.left),
                    "right": list(e.right),
                    "text": e.to_text(),
                    "face_down": len(e.face_down),
                }
                for e in self.equations
            ],
            "hand": list(self.hands[player]),
            "hand_sizes": [len(hand) for hand in self.hands],
            "draw_piles": {str(pile): len(cards) for pile, cards in self.draw_piles.items()},
            "discards": {str(pile): sort_cards(cards) for pile, cards in self.discards.items()},
            "last_events": [event.to_dict() for event in self.last_events],
        }

    def to_text(self) -> str:
        """The table and the current player's hand, for a quick look."""
        lines = [f"{i}: {e.to_text()}" for i, e in enumerate(self.equations)]
        scores = ", ".join(f"{n} {s}" for n, s in zip(self.players, self._scores, strict=True))
        lines.append(f"scores: {scores}")
        lines.append(f"{self.players[self._current]} ({self.phase}): {' '.join(self.hand())}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        return (
            f"EquationsGame(players={self.players!r}, phase={self.phase.value!r}, "
            f"current_player={self._current}, scores={self._scores!r})"
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, EquationsGame):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    # -- helpers --------------------------------------------------------------------------

    def _player(self, player: int | None) -> int:
        if player is None:
            return self._current
        if not _is_index(player, len(self.players)):
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


def _equation_dict(equation: Equation) -> dict[str, list[str]]:
    return {
        "left": list(equation.left),
        "right": list(equation.right),
        "face_down": list(equation.face_down),
    }


def _is_card(card: str) -> bool:
    try:
        read_cards(card)
    except MathplayError:
        return False
    return True


def _is_index(value: Any, size: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < size


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
