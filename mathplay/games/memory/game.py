"""The Memory Max engine: the turn logic of the rules page and the end.

The game holds its :class:`~mathplay.games.memory.state.State` (every field declared once,
positions numbered 0, 1, ... row by row) and its rules act on it; the end (best
expressions, standings) is :mod:`mathplay.games.memory.finale`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from mathplay.errors import IllegalMove, MathplayError
from mathplay.games.base import Game, GameRandom, Turn, check_rules, is_index, state_field
from mathplay.games.memory import finale
from mathplay.games.memory.cards import CHAOS, is_number
from mathplay.games.memory.html import game_html
from mathplay.games.memory.moves import (
    Chaos,
    Declare,
    Event,
    EventKind,
    Flip,
    Move,
    Stop,
    UseBest,
    move_from_text,
)
from mathplay.games.memory.rules import Rules
from mathplay.games.memory.scoring import ExpressionCheck, Standing, read_expression
from mathplay.games.memory.state import FINALE_PHASES, Phase, State, Status
from mathplay.games.memory.text import grid_text, position_text, state_from_text
from mathplay.games.seats import player_names

if TYPE_CHECKING:
    import pandas

    from mathplay.games.base import Outcome
    from mathplay.search import Solution

__all__ = ["MemoryGame", "Phase", "Status"]


class MemoryGame(Game):
    """A game of Memory Max (``docs/rules/memory.md``), with the contract all games keep.

    ``players`` is a count or a list of names; ``seed`` fixes the shuffle and every chaos
    shuffle; ``first_player`` starts (the rules page: the one who has done their
    homework). ``layout`` lays these faces in this order instead of a shuffled deck (for
    lessons and tests), e.g. ``"7 7 + × Y chaos"``.

    ``legal_moves()`` lists flips, or chaos choices. Once the grid is empty the game is in
    its finale (``Phase.FINALE``): every player announces, in any order, an expression of
    their cards (:class:`Declare`) or lets the best one count (:class:`UseBest`, the move
    ``legal_moves()`` lists); ``current_player`` is the first player still to announce.
    When everyone has, the game is over (``is_terminal``) and :attr:`outcome` ranks the
    values (reason ``"finale"``).
    """

    name = "memory"
    over_message_id = "memory.finished"
    move_reader = staticmethod(move_from_text)
    event_type = Event
    state_type = State
    __slots__ = ("_solutions",)

    state: State

    def __init__(
        self,
        players: int | Sequence[str] = 2,
        seed: int | None = 0,
        rules: Rules = Rules(),
        *,
        first_player: int = 0,
        layout: str | Sequence[str] | None = None,
    ) -> None:
        check_rules(rules, Rules)
        names = player_names(players, rules.min_players, rules.max_players)
        if not is_index(first_player, len(names)):
            raise MathplayError("memory.unknown_player", player=first_player)
        rng = GameRandom(seed)
        if layout is None:
            faces = list(rules.deck())
            rules.check_fits(len(faces))
            rng.shuffle(faces)
        else:
            faces = list(rules.check_layout(layout))
        self.state = State.fresh(rules, names, rng, tuple(faces), first_player)
        self._solutions: finale.Solutions = {}

    @classmethod
    def _of(cls, state: State) -> MemoryGame:
        game = super()._of(state)
        game._solutions = {}
        return game

    # -- what is on the table -------------------------------------------------------------

    current_player = state_field("current_player", "The seat of the player to move.")

    @property
    def is_terminal(self) -> bool:
        """True when every player has announced: nothing more is accepted."""
        return self.state.phase == Phase.OVER

    @property
    def in_finale(self) -> bool:
        """True once no face-down card is left (the finale, and after it)."""
        return self.state.phase in FINALE_PHASES

    phase = state_field("phase", "Where the current turn stands.")
    turn = state_field("turn", "Turns played.")
    cards = state_field("cards", "Each card's face, by card id (the engine's secret).")
    grid = state_field("grid", "The card id at each position (``None``: taken).")
    collected = state_field("collected", "Each player's card ids, in the order taken.")
    discarded = state_field("discarded", "The used chaos cards' ids.")
    declared = state_field(
        "declared", "Each player's announced expression (``None``: none, or the best counts)."
    )
    finished = state_field("finished", "Which players have announced.")
    flipped = state_field("flipped", "The position of the card turned face up this turn, if any.")
    may_stop = state_field("may_stop", "The current player has just taken a pair and may stop.")

    def status(self, position: int) -> Status:
        """Whether the card at ``position`` is face down, face up or taken."""
        return self.state.status(position)

    def face(self, position: int) -> str | None:
        """The face of the card at ``position`` (``None`` once taken): the engine's secret."""
        return self.state.face(position)

    def face_down(self) -> list[int]:
        """The positions of the face-down cards."""
        return self.state.face_down()

    def face_up(self) -> dict[int, str]:
        """The face-up card (during a turn, after the first flip), by position."""
        state = self.state
        flipped = state.flipped
        return {} if flipped is None else {flipped: state.cards[state.grid[flipped]]}  # type: ignore[index]

    def hand(self, player: int) -> tuple[str, ...]:
        """The cards ``player`` has collected, in the order taken (used chaos cards are gone)."""
        return self.state.hand(player)

    def to_announce(self) -> list[int]:
        """The players who have not announced yet (in the finale; before it, everyone)."""
        return self.state.to_announce()

    def _listed_moves(self) -> Iterator[Move]:
        """Every flip (and :class:`Stop` right after a pair), or every chaos choice (2 to
        all face-down cards), or in the finale the current player's :class:`UseBest`
        (expressions are checked, never listed)."""
        state = self.state
        if state.phase == Phase.CHAOS:
            return iter([Chaos(count) for count in range(2, len(state.face_down()) + 1)])
        if state.phase == Phase.FINALE:
            return iter([UseBest(state.current_player)])
        flips: list[Move] = [Flip(position) for position in state.face_down()]
        return iter([*flips, Stop()] if state.may_stop else flips)

    # -- moves ----------------------------------------------------------------------------

    def _check(self, move: Move) -> None:
        if isinstance(move, Flip):
            self._check_flip(move)
        elif isinstance(move, Chaos):
            self._check_chaos(move)
        elif isinstance(move, Stop):
            if not self.state.may_stop:
                raise IllegalMove("memory.cannot_stop", move=move)
        elif isinstance(move, Declare | UseBest):
            self._check_announcement(move)
        else:
            raise IllegalMove("memory.unknown_move", move=move)

    def _apply(self, move: Move) -> Turn:
        self._check(move)
        player = self.state.current_player
        if isinstance(move, Flip):
            events = self._flip(move.position)
        elif isinstance(move, Chaos):
            events = self._shuffle(move.count)
        elif isinstance(move, Stop):
            events = (Event(EventKind.STOP, player, ()), *self._end_turn(keep=False))
        else:
            player = move.player
            self._announce(move)
            events = ()
        return Turn(player, move, 0, events)

    def _check_flip(self, move: Flip) -> None:
        state = self.state
        if state.phase == Phase.FINALE:
            raise IllegalMove("memory.game_over", move=move)
        if state.phase == Phase.CHAOS:
            raise IllegalMove("memory.chaos_pending", move=move)
        position = move.position
        if not is_index(position, len(state.grid)):
            raise IllegalMove("memory.no_such_card", move=move, position=position)
        if state.grid[position] is None:
            raise IllegalMove("memory.card_taken", move=move, position=position)
        if position == state.flipped:
            raise IllegalMove("memory.card_face_up", move=move, position=position)

    def _check_chaos(self, move: Chaos) -> None:
        if self.state.phase != Phase.CHAOS:
            raise IllegalMove("memory.no_chaos", move=move)
        most = len(self.state.face_down())
        if not (is_index(move.count, most + 1) and move.count >= 2):
            raise IllegalMove("memory.chaos_count", move=move, minimum=2, maximum=most)

    def _check_announcement(self, move: Declare | UseBest) -> None:
        state = self.state
        if state.phase != Phase.FINALE:
            raise IllegalMove("memory.not_over", move=move)
        player = move.player
        if not is_index(player, len(state.players)):
            raise IllegalMove("memory.unknown_player", move=move, player=player)
        if state.finished[player]:
            raise IllegalMove("memory.already_declared", move=move, player=state.players[player])
        if isinstance(move, Declare):
            try:
                read_expression(state.hand(player), move.expression, state.rules)
            except MathplayError as error:
                error.move = move
                raise

    def _flip(self, position: int) -> tuple[Event, ...]:
        state = self.state
        state.may_stop = False
        shown = Event(EventKind.FLIP, state.current_player, (position,), (state.face(position),))
        if state.phase == Phase.SECOND_FLIP:
            first, state.flipped = state.flipped, None
            match = state.face(first) == state.face(position)  # type: ignore[arg-type]
            return self._settle((first, position), match, shown)  # type: ignore[arg-type]
        if len(state.face_down()) == 1:  # the last card has no partner: a mismatch alone
            return self._settle((position,), False, shown)
        state.flipped = position
        state.phase = Phase.SECOND_FLIP
        return (shown,)

    def _settle(self, positions: tuple[int, ...], match: bool, shown: Event) -> tuple[Event, ...]:
        """Take a pair, or take bonus cards and turn numbers back; then chaos, then the turn."""
        state = self.state
        player = state.current_player
        events = [shown]
        faces = tuple(state.face(p) for p in positions)
        if match:
            taken = positions
            events.append(Event(EventKind.PAIR, player, positions, faces))
        else:
            taken = tuple(p for p in positions if not is_number(state.face(p)))
            events += [
                Event(EventKind.BONUS if p in taken else EventKind.TURN_BACK, player, (p,), (f,))
                for p, f in zip(positions, faces, strict=True)
            ]
        chaos = tuple(p for p in taken if state.face(p) == CHAOS)
        for position in taken:
            card, state.grid[position] = state.grid[position], None
            pile = state.discarded if state.cards[card] == CHAOS else state.collected[player]
            pile.append(card)
        if chaos and len(state.face_down()) >= 2:
            state.phase = Phase.CHAOS
            state.keep_turn_after_chaos = match
            return tuple(events)
        if chaos:
            events.append(Event(EventKind.CHAOS_UNUSED, player, chaos, (CHAOS,) * len(chaos)))
        return tuple(events) + self._end_turn(keep=match)

    def _shuffle(self, count: int) -> tuple[Event, ...]:
        state = self.state
        chosen = sorted(state.rng.sample(state.face_down(), count))
        cards = [state.grid[p] for p in chosen]
        state.rng.shuffle(cards)
        for position, card in zip(chosen, cards, strict=True):
            state.grid[position] = card
        shuffled = Event(EventKind.SHUFFLE, state.current_player, tuple(chosen))
        keep, state.keep_turn_after_chaos = state.keep_turn_after_chaos, False
        return (shuffled, *self._end_turn(keep=keep))

    def _end_turn(self, keep: bool) -> tuple[Event, ...]:
        state = self.state
        state.may_stop = keep and state.rules.may_stop_after_pair
        if not state.face_down():
            state.may_stop = False
            state.start_finale()
            return ()
        state.phase = Phase.FIRST_FLIP
        if keep:
            return ()
        state.current_player = (state.current_player + 1) % len(state.players)
        state.turn += 1
        return (Event(EventKind.TURN_OVER, state.current_player, ()),)

    def _announce(self, move: Declare | UseBest) -> None:
        state = self.state
        if isinstance(move, Declare):
            expression, _ = read_expression(state.hand(move.player), move.expression, state.rules)
            state.declared[move.player] = expression
        state.finished[move.player] = True
        state.next_to_announce()

    # -- the end --------------------------------------------------------------------------

    def best_expression(self, player: int) -> Solution | None:
        """The best expression of ``player``'s cards for the goal (``None``: none exists)."""
        return finale.best_expression(self.state, self._solutions, player)

    def check_expression(self, player: int, text: str) -> ExpressionCheck:
        """Check ``player``'s own expression exactly and compare it with the best.

        Raises :class:`~mathplay.errors.ExpressionError` or
        :class:`~mathplay.errors.IllegalMove` (wrong cards); changes nothing.
        """
        self._check_player(player)
        return finale.check_expression(self.state, self._solutions, player, text)

    def standings(self) -> list[Standing]:
        """Every player's result, in seat order: a declared expression, else the best (in the
        finale, before everyone has announced, the results so far)."""
        return finale.standings(self.state, self._solutions)

    def results_table(self) -> pandas.DataFrame:
        """The results as a pandas DataFrame, best rank first (ties in seat order); see
        :func:`mathplay.games.memory.finale.results_table`."""
        return finale.results_table(self.state, self._solutions)

    def _outcome(self) -> Outcome:
        return finale.outcome(self.state, self._solutions)

    # -- copies, text, views --------------------------------------------------------------

    def clone(self) -> MemoryGame:
        """An independent copy (the cache of best expressions is shared: it never changes)."""
        other = self._of(self.state.copy())
        other._solutions = self._solutions
        return other

    def to_text(self) -> str:
        """The position as text (see :mod:`mathplay.games.memory.text`)::

        game: memory
        random: seed 7, draws 40
        rules: grid=[2,3]
        players: Ana | Ben
        collected: 7 7 | +
        to play: Ben
        grid:
          .  . [3]
          3  Y  ×
        """
        return position_text(self.state)

    @classmethod
    def from_text(cls, text: str) -> MemoryGame:
        """The position of :meth:`to_text`, or a hand-written one (see
        :mod:`mathplay.games.memory.text` for the keys that may be left out)."""
        return cls._of(state_from_text(text))

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` sees at the table: face-down faces hidden.

        What a player remembers of earlier flips is not in the state: it is their memory
        (see :mod:`mathplay.games.memory.bots`). ``last_events`` is what the last move
        showed everyone.
        """
        self._check_player(player)
        state = self.state
        up = self.face_up()
        positions = range(len(state.grid))
        return {
            "player": player,
            "players": list(state.players),
            "current_player": state.current_player,
            "phase": str(state.phase),
            "turn": state.turn,
            "grid": list(state.rules.grid),
            "faces": [up.get(p) for p in positions],
            "status": [str(state.status(p)) for p in positions],
            "collected": [list(state.hand(i)) for i in range(len(state.players))],
            "discarded": [state.cards[card] for card in state.discarded],
            "declared": list(state.declared),
            "last_events": [event.to_dict() for event in self.last_events],
            "goal": state.rules.to_dict()["goal"],
        }

    def grid_text(self, reveal: bool = False) -> str:
        """The grid as text: ``?`` face down, ``.`` taken, ``C`` chaos; ``reveal`` shows all."""
        return grid_text(self.state, reveal)

    def __str__(self) -> str:
        return self.grid_text()

    def _repr_html_(self) -> str:
        return game_html(self.state)

    def __repr__(self) -> str:
        state = self.state
        return (
            f"MemoryGame(players={state.players!r}, phase={state.phase.value!r}, "
            f"current_player={state.current_player}, face_down={len(state.face_down())})"
        )

    def __getstate__(self) -> dict[str, Any]:
        state = super().__getstate__()
        state["_solutions"] = {}
        return state

    def _check_player(self, player: int) -> None:
        if not is_index(player, len(self.state.players)):
            raise MathplayError("memory.unknown_player", player=player)
