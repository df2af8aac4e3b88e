"""What the Equations table shows: the viewer's hand, the sides with the cards put down this
turn, the engine's preview of the pending play, whose turn it is and the log in words.

:class:`TableReading` is the reading half of :class:`~mathplay.widgets.equations.EquationsTable`:
it only reads the board's state (``game``, ``rows``, ``hint_found``, ``history``, ...), never
changes the game; the gestures live in the board itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mathplay.errors import MathplayError
from mathplay.games.equations import (
    Equation,
    EquationsGame,
    Event,
    Hint,
    Phase,
    Placement,
    Play,
    Side,
)
from mathplay.widgets.equations_text import move_sentences

__all__ = ["LogEntry", "Preview", "Row", "TableReading", "hand_indices"]

Row = list[int | None]  # one side as shown: None = the next table card, i = hand card i


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One applied move: the turn it belongs to, who made it, whether it ended the turn
    without the second draw, and what it made happen."""

    turn: int
    player: int
    ended_turn: bool
    events: tuple[Event, ...]


@dataclass(frozen=True, slots=True)
class Preview:
    """The engine's verdict on the pending play: the events of a trial on a copy of the
    game, or the reason it is not allowed; ``after``: the equation with the cards in."""

    equation: int
    after: Equation
    verdict: MathplayError | tuple[Event, ...]


class TableReading:
    """The board's state in the words and cards a pupil sees (mixed into the board, which
    sets these, and ``bots``, ``tr``, ``language`` and ``person_to_act`` from its
    ``GameBoard``)."""

    game: EquationsGame
    rows: dict[tuple[int, Side], Row]  # sides with cards put down this turn
    selected: int | None
    hint_found: Hint | None
    shown_preview: Preview | None
    _tried: tuple[tuple[int, Play], Preview] | None
    history: list[LogEntry]
    moves_seen: int
    revealed_for: int | None
    face_down_mode: bool
    private_hands: bool

    @property
    def viewer(self) -> int | None:
        """The player whose hand is shown: the person to play; during a bot's turn the only
        person at the table (``None`` if there are several, or none)."""
        game = self.game
        if game.is_terminal:
            return None
        if game.current_player not in self.bots:
            return game.current_player
        people = [p for p in range(len(game.players)) if p not in self.bots]
        return people[0] if len(people) == 1 else None

    @property
    def hand_covered(self) -> bool:
        """Whether the hand is covered until its owner clicks "show my cards"."""
        viewer = self.viewer
        return self.private_hands and viewer is not None and self.revealed_for != viewer

    @property
    def may_build(self) -> bool:
        """Whether the person to play may put cards down now: their turn, the play step,
        their hand shown."""
        return self.person_to_act and self.game.phase == Phase.PLAY and not self.hand_covered

    def hand(self) -> tuple[str, ...]:
        """The shown hand: the :attr:`viewer`'s own cards (empty if none); the other hands
        are never shown, only their sizes (from the engine's per-player view)."""
        viewer = self.viewer
        return () if viewer is None else self.game.hand(viewer)

    def row(self, equation: int, side: Side | str) -> Row:
        """One side as shown: ``None`` for each table card, hand indices for new cards."""
        side = Side(side)
        found = self.rows.get((equation, side))
        if found is None:
            found = [None] * len(self.game.equations[equation].side(side))
        return list(found)

    def row_items(self, equation: int, side: Side | str) -> list[tuple[str, bool]]:
        """The cards shown on a side, in order: (symbol, put down this turn)."""
        table = iter(self.game.equations[equation].side(side))
        hand = self.hand()
        return [
            (next(table), False) if entry is None else (hand[entry], True)
            for entry in self.row(equation, side)
        ]

    @property
    def placements(self) -> tuple[Placement, ...]:
        """The cards put down this turn, as the engine's placements."""
        hand = self.hand()
        found = []
        for (equation, side), row in sorted(self.rows.items()):
            before = 0  # table cards before this place
            for entry in row:
                if entry is None:
                    before += 1
                else:
                    found.append(Placement(hand[entry], equation, side, before))
        return tuple(found)

    def pending_play(self) -> Play:
        """The play being built (possibly empty)."""
        return Play(self.placements)

    def placed_cards(self) -> set[int]:
        """The hand indices of the cards put down this turn."""
        return {entry for row in self.rows.values() for entry in row if entry is not None}

    def shown_equation(self, equation: int) -> Equation:
        """An equation as shown: the table's, with the cards put down this turn."""
        placed = [(p.card, p.side, p.index) for p in self.placements if p.equation == equation]
        return self.game.equations[equation].inserted(placed)

    def preview(self) -> Preview | None:
        """What the engine says about the cards put down: a trial on a copy of the game
        (tried again only when the cards put down or the game have changed)."""
        play = self.pending_play()
        if not play.placements:
            return None
        key = (self.moves_seen, play)
        if self._tried is not None and self._tried[0] == key:
            return self._tried[1]
        equation = play.placements[0].equation
        trial = self.game.clone()
        try:
            trial.apply(play)
        except MathplayError as err:
            found = Preview(equation, self.shown_equation(equation), err)
        else:
            found = Preview(equation, self.shown_equation(equation), trial.last_events)
        self._tried = (key, found)
        return found

    def turn_text(self) -> str:
        """Whose turn it is and what to do now."""
        game = self.game
        if game.is_terminal:
            return self.tr("widgets.equations.game_over")
        player = game.players[game.current_player]
        rules = game.rules
        if self.bot_to_move() is not None:
            return self.tr("widgets.equations.bot_playing", player=player)
        if game.phase == Phase.DRAW:
            return self.tr("widgets.equations.turn_draw", player=player, count=rules.draw)
        if game.phase == Phase.DRAW_AGAIN:
            return self.tr(
                "widgets.equations.turn_draw_again",
                player=player,
                count=rules.draw,
                below=rules.refill_below,
            )
        if self.face_down_mode:
            cost = rules.rearrange_all_cost
            return self.tr("widgets.equations.face_down_now", player=player, cost=cost)
        if not game.hand():
            return self.tr("widgets.equations.turn_pass", player=player)
        return self.tr("widgets.equations.your_turn", player=player)

    def log_lines(self) -> list[tuple[int, str]]:
        """The log in words: ``(turn, sentences)`` for every applied move."""
        return [(entry.turn, " ".join(self._sentences(entry))) for entry in self.history]

    def news(self) -> list[str]:
        """What happened in the latest turn, in words."""
        if not self.history:
            return []
        turn = self.history[-1].turn
        return [
            sentence
            for entry in self.history
            if entry.turn == turn
            for sentence in self._sentences(entry)
        ]

    def _sentences(self, entry: LogEntry) -> list[str]:
        players = self.game.players
        return move_sentences(entry.ended_turn, entry.events, players, entry.player, self.tr)

    def trade_partners(self) -> list[tuple[str, int]]:
        """Whom the player to move may trade with: the other people, ``(name, seat)``
        (bots do not make agreements)."""
        game = self.game
        return [
            (name, seat)
            for seat, name in enumerate(game.players)
            if seat != game.current_player and seat not in self.bots
        ]


def hand_indices(hand: Sequence[str], cards: Sequence[str]) -> list[int]:
    """For each card, a different index of ``hand`` holding it (the first free one)."""
    used: set[int] = set()
    found = []
    for card in cards:
        index = next(i for i, held in enumerate(hand) if held == card and i not in used)
        used.add(index)
        found.append(index)
    return found
