"""The equations engine: the table, the hands, the piles, and a turn in small steps.

The game holds its :class:`~mathplay.games.equations.state.State` (every field declared
once) and its rules act on it: playing cards into an equation, completing and re-seeding
it (here); drawing and the end of a turn (:mod:`.turn_end`); the variants' paid and agreed
moves (:mod:`.variants`). ``apply`` checks a move completely before it changes anything, so
an illegal move leaves the game as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from mathplay.errors import IllegalMove, MathplayError
from mathplay.games.base import Game, GameRandom, Outcome, Turn, check_rules, is_index, state_field
from mathplay.games.equations import legal, turn_end, variants
from mathplay.games.equations.cards import Pile, pile_of, read_cards
from mathplay.games.equations.deal import deal
from mathplay.games.equations.equation import EQUATIONS, Equation, Side
from mathplay.games.equations.finder import Completion, best_on_table, completing_moves
from mathplay.games.equations.moves import (
    Draw,
    EndTurn,
    Event,
    EventKind,
    Move,
    Pass,
    Phase,
    Play,
    Rearrange,
    Trade,
    TurnFaceDown,
    move_from_text,
)
from mathplay.games.equations.rules import Rules
from mathplay.games.equations.state import State
from mathplay.games.equations.steps import check_play, note
from mathplay.games.equations.text import position_text, state_from_table, state_from_text
from mathplay.games.equations.view import summary, view
from mathplay.games.seats import player_names

__all__ = ["EquationsGame", "Phase", "Seeder", "random_seeder"]

Seeder = Callable[["EquationsGame", int], tuple[Pile | str, Side | str]]
"""Chooses the pile and the side of the card that starts equation ``index``."""


def random_seeder(game: EquationsGame, index: int) -> tuple[Pile, Side]:
    """The default seeder: a random pile and a random side, from the game's generator."""
    rng = game.state.rng
    return rng.choice((Pile.DIGIT, Pile.OPERATOR)), rng.choice((Side.LEFT, Side.RIGHT))


_CHECKS: dict[type, Callable[[State, Any], None]] = {
    Play: check_play,
    Draw: turn_end.check_draw,
    EndTurn: turn_end.check_end_turn,
    Pass: turn_end.check_pass,
    Rearrange: variants.check_rearrange,
    TurnFaceDown: variants.check_face_down,
    Trade: variants.check_trade,
}


class EquationsGame(Game):
    """A game of Equations (``docs/rules/equations.md``), with the contract all games keep.

    ``players`` is a count or a list of names; ``seed`` fixes every shuffle and the default
    seeder's choices; ``seeder(game, index)`` chooses the pile and side of the card that
    starts an equation (:func:`random_seeder` by default: the seeder is code, not state, so
    it is given again to ``from_dict``/``from_text``). A :class:`Turn`'s ``points`` is what
    the move changed in its player's score. The game ends when a player reaches the target
    (reason ``"target"``) or when nobody can play or draw any more (``"blocked"``).
    """

    name = "equations"
    over_message_id = "equations.game_over"
    move_reader = staticmethod(move_from_text)
    move_types = (Rearrange,)
    event_type = Event
    state_type = State
    __slots__ = ("_events", "seeder")

    state: State
    seeder: Seeder | None

    def __init__(
        self,
        players: int | Sequence[str] = 3,
        seed: int | None = 0,
        rules: Rules = Rules(),
        *,
        seeder: Seeder | None = None,
        first_player: int = 0,
    ) -> None:
        check_rules(rules, Rules, "equations.not_rules")
        names = player_names(players, rules.min_players, rules.max_players)
        if not is_index(first_player, len(names)):
            raise MathplayError("equations.unknown_player", player=first_player)
        self.state = State.fresh(rules, names, GameRandom(seed), first_player)
        self.seeder = seeder
        self._events: list[Event] = []
        deal(self.state, self.state.equations, [])
        for index in range(EQUATIONS):
            self._seed(index)
        self._events = []

    @classmethod
    def _of(cls, state: State, seeder: Seeder | None = None) -> EquationsGame:
        game = super()._of(state)
        game.seeder = seeder
        game._events = []
        return game

    # -- what is on the table -------------------------------------------------------------

    current_player = state_field("current_player", "The seat of the player to move.")

    @property
    def is_terminal(self) -> bool:
        return self.state.phase == Phase.OVER

    phase = state_field("phase", "Where the current turn stands.")
    turn = state_field("turn", "Turns played.")
    winner = state_field(
        "winner", "Who reached the target (``None``: nobody yet, or a blocked game with a tie)."
    )
    equations = state_field("equations", "The three equations on the table.")
    hands = state_field("hands", "Every player's cards, in card order.")
    draw_piles = state_field("draw_piles", "The draw piles (last card on top).")
    discards = state_field("discards", "The discard piles (last card on top).")

    @property
    def scores(self) -> list[int]:
        return list(self.state.scores)

    def hand(self, player: int | None = None) -> tuple[str, ...]:
        """The cards of ``player`` (default: the current player), in card order."""
        return tuple(self.state.hands[self._player(player)])

    def _listed_moves(self) -> Iterator[Move]:
        """Every legal move, lazily: in the play phase single-card plays first, then paid
        face-down turns, bigger plays, rearrangements (trades need the partner's
        agreement, so they are never listed); in the draw phases every choice of piles."""
        state = self.state
        rules = state.rules
        if state.phase != Phase.PLAY:
            yield from turn_end.draw_choices(rules)
            if state.phase == Phase.DRAW_AGAIN:
                yield EndTurn()
            return
        hand = state.hands[state.current_player]
        if not hand:
            yield Pass()
            return
        yield from legal.plays(state.equations, hand, 1)
        paying = rules.rearrange and not state.paid
        budget = state.scores[state.current_player]
        if paying and budget >= rules.rearrange_all_cost:
            yield from legal.face_down_moves(state.equations, rules)
        for size in range(2, len(hand) + 1):
            yield from legal.plays(state.equations, hand, size)
        if paying:
            yield from legal.rearrangements(state.equations, rules, budget)

    # -- moves ----------------------------------------------------------------------------

    def _check(self, move: Move) -> None:
        check = _CHECKS.get(type(move))
        if check is None:
            raise IllegalMove("equations.unknown_move", move=move)
        check(self.state, move)

    def _apply(self, move: Move) -> Turn:
        self._check(move)
        state = self.state
        player = state.current_player
        before = state.scores[player]
        self._events = log = []
        if isinstance(move, Play):
            self._play(move)
        elif isinstance(move, Draw):
            turn_end.draw(state, move, log)
        elif isinstance(move, EndTurn):
            turn_end.end_turn(state, log)
        elif isinstance(move, Pass):
            turn_end.pass_turn(state, log)
        elif isinstance(move, Rearrange):
            variants.rearrange(state, move, log)
            self._complete_rearranged()
        elif isinstance(move, TurnFaceDown):
            variants.turn_face_down(state, move, log)
            self._complete_rearranged()
        else:
            variants.trade(state, move, log)
        events, self._events = tuple(log), []
        return Turn(player, move, state.scores[player] - before, events)

    def _outcome(self) -> Outcome:
        scores = self.state.scores
        reason = "target" if max(scores) >= self.rules.target else "blocked"
        return Outcome.ranked(self.scores, [-s for s in scores], reason)

    # -- playing cards --------------------------------------------------------------------

    def _play(self, move: Play) -> None:
        state = self.state
        index = move.equation
        assert index is not None
        cards = read_cards(move.cards)
        hand = state.hands[state.current_player]
        for card in cards:
            hand.remove(card)
        placed = ((card, p.side, p.index) for card, p in zip(cards, move.placements, strict=True))
        equation = state.equations[index].inserted(placed)
        state.equations[index] = equation
        self._log(EventKind.PLAY, index, equation.to_text())
        if equation.is_complete(state.rules):
            self._complete(index)
            if state.phase == Phase.OVER:
                return
        void_at = state.rules.void_at
        if void_at is not None:
            for other, table in enumerate(state.equations):
                if table.size >= void_at:
                    self._log(EventKind.VOID, other, table.to_text())
                    self._clear(other)
        state.phase = Phase.DRAW

    def _complete(self, index: int) -> None:
        state = self.state
        equation = state.equations[index]
        points = equation.score(state.rules)
        player = state.current_player
        state.scores[player] = max(0, state.scores[player] + points)
        self._log(EventKind.COMPLETE, index, equation.to_text(), points)
        self._clear(index)
        turn_end.check_target(state, self._events)

    def _complete_rearranged(self) -> None:
        """With ``Rules.rearrange_completes``, score the equations a paid change completed."""
        state = self.state
        for index in range(EQUATIONS):
            if state.phase != Phase.OVER and state.equations[index].is_complete(state.rules):
                self._complete(index)

    def _clear(self, index: int) -> None:
        """Discard an equation's cards (all but "=") and start it again with one card."""
        state = self.state
        equation = state.equations[index]
        for card in (*equation.left, *equation.right, *equation.face_down):
            state.discards[pile_of(card)].append(card)
        state.equations[index] = Equation()
        self._seed(index)

    def _seed(self, index: int) -> None:
        pile, side = (self.seeder or random_seeder)(self, index)
        if pile not in tuple(Pile) or side not in tuple(Side):
            raise MathplayError("equations.bad_seeder", pile=str(pile), side=str(side))
        state = self.state
        card = turn_end.take(state, Pile(pile), self._events)
        if card is None:
            return
        if Side(side) == Side.LEFT:
            state.equations[index] = Equation((card,), ())
        else:
            state.equations[index] = Equation((), (card,))
        self._log(EventKind.SEED, index, state.equations[index].to_text())

    def _log(
        self, kind: EventKind, equation: int | None = None, text: str = "", points: int = 0
    ) -> None:
        note(self.state, self._events, kind, equation, text, points)

    def check_may_pay(self) -> None:
        """Raise the engine's ``IllegalMove`` unless the player to move may pay for a
        rearrangement or a face-down card now (the variant, before the play, once a turn)."""
        variants.check_paying(self.state, None)

    # -- hints, views, text ---------------------------------------------------------------

    def hint(self, player: int | None = None) -> Completion | None:
        """The best completion of any equation with ``player``'s hand (default: the current
        player's), or ``None``: the most points, then the lowest equation number. Exact:
        a few hundredths of a second for a usual hand, longer for 12 cards and more."""
        return best_on_table(self.state.equations, self.hand(player), self.rules)

    def completions(self, index: int, player: int | None = None) -> list[Completion]:
        """Every way ``player`` (default: the current player) can complete equation
        ``index`` now, best first."""
        if not is_index(index, EQUATIONS):
            raise MathplayError("equations.no_such_equation", equation=index)
        equation = self.state.equations[index]
        return completing_moves(equation, self.hand(player), self.rules, index=index)

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` sees: the table (each equation's cards, text and number of
        face-down cards), the scores, their own hand; of the others only how many cards
        they hold, of the draw piles only their size; the discard piles face up."""
        return view(self.state, self._player(player))

    def summary(self) -> str:
        """The table and the current player's hand, for a quick look."""
        return summary(self.state)

    def clone(self) -> EquationsGame:
        """An independent copy (the seeder is shared)."""
        return self._of(self.state.copy(), self.seeder)

    @classmethod
    def from_dict(cls, data: Any, *, seeder: Seeder | None = None) -> EquationsGame:
        """The game ``to_dict`` described (the seeder is code: give it again);
        :class:`InvalidState` if the rules cannot make it."""
        return cls._of(State.from_dict(data), seeder)

    def to_text(self) -> str:
        """The position as text (see :mod:`mathplay.games.equations.text`)::

        game: equations
        random: seed 0, draws 95
        players: Ana | Ben
        scores: 0 | 0
        hands: 2 3 5 7 + × | 0 1 4 9 − −
        to play: Ana
        table:
          8 =
          = 5
          3 ×
        digit pile: 2 6 ...
        operator pile: + × ...
        """
        return position_text(self.state)

    @classmethod
    def from_text(
        cls,
        text: str | Sequence[str],
        hand: str | Iterable[str] | None = None,
        *,
        players: int | Sequence[str] = 2,
        seed: int | None = 0,
        rules: Rules = Rules(),
        other_hands: Sequence[str | Iterable[str]] | None = None,
        scores: Sequence[int] | None = None,
        seeder: Seeder | None = None,
    ) -> EquationsGame:
        """The position of :meth:`to_text` (a hand-written one may leave out the piles and
        more: see :mod:`mathplay.games.equations.text`).

        With a ``hand``, a position for a lesson or a puzzle the short way: ``text`` is
        three equations (a list, or one per line) and ``hand`` the hand of the player to
        move (player 0). The other players get ``other_hands`` or a normal deal; the rest
        of the cards are shuffled into the piles.

        >>> from mathplay.games.equations import EquationsGame
        >>> game = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "− 3 ÷ 3 7 2")
        >>> game.hint().text, game.hint().score
        ('3 ÷ 3 + 72 = 73', 6)
        """
        if hand is None:
            return cls._of(state_from_text(text), seeder)  # type: ignore[arg-type]
        state = state_from_table(text, hand, players, seed, rules, other_hands, scores)
        return cls._of(state, seeder)

    def __str__(self) -> str:
        return self.summary()

    def __repr__(self) -> str:
        state = self.state
        return (
            f"EquationsGame(players={state.players!r}, phase={state.phase.value!r}, "
            f"current_player={state.current_player}, scores={state.scores!r})"
        )

    # -- helpers --------------------------------------------------------------------------

    def _player(self, player: int | None) -> int:
        if player is None:
            return self.state.current_player
        if not is_index(player, len(self.state.players)):
            raise MathplayError("equations.unknown_player", player=player)
        return player
