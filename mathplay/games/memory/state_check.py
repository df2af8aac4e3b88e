"""Rebuilding a :class:`MemoryGame` from ``to_dict`` data, checking every rule on the way."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from mathplay.errors import InvalidState, MathplayError
from mathplay.games.base import GameRandom, player_names
from mathplay.games.memory.cards import CHAOS
from mathplay.games.memory.rules import Rules
from mathplay.games.memory.scoring import read_expression

if TYPE_CHECKING:
    from mathplay.games.memory.game import MemoryGame

__all__ = ["check_state", "game_from_dict"]


def game_from_dict(cls: type[MemoryGame], data: dict[str, Any]) -> MemoryGame:
    """The game ``data`` describes; :class:`InvalidState` (``memory.invalid_state``) if the
    rules cannot produce it or the data is malformed."""
    try:
        game = _build(cls, data)
        _check(game)
    except InvalidState as exc:
        if exc.message_id == "memory.invalid_state":
            raise
        raise InvalidState("memory.invalid_state", detail=exc.reason("en")) from exc
    except (MathplayError, KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise InvalidState("memory.invalid_state", detail=f"{type(exc).__name__}: {exc}") from exc
    return game


def _build(cls: type[MemoryGame], data: dict[str, Any]) -> MemoryGame:
    from mathplay.games.memory.game import Phase

    rules = Rules.from_dict(data["rules"])
    game = object.__new__(cls)
    players = player_names(list(data["players"]), rules.min_players, rules.max_players)
    game._restore(
        rules,
        players,
        GameRandom.from_dict(data["rng"]),
        rules.check_layout(list(data["cards"])),
        [None if card is None else _integer(card) for card in data["grid"]],
        [[_integer(card) for card in cards] for cards in data["collected"]],
        [_integer(card) for card in data["discarded"]],
        [None if text is None else str(text) for text in data["declared"]],
        [bool(done) for done in data["finished"]],
        None if data["flipped"] is None else _integer(data["flipped"]),
        Phase(data["phase"]),
        _integer(data["turn"]),
        _integer(data["current_player"]),
        bool(data["keep_turn_after_chaos"]),
        bool(data.get("may_stop", False)),
    )
    game.history = game._history_from(data["history"])
    return game


def check_state(game: MemoryGame) -> None:
    """Raise :class:`InvalidState` (``memory.invalid_state``) if the rules cannot produce
    ``game``'s state."""
    _check(game)


def _check(game: MemoryGame) -> None:
    from mathplay.games.memory.game import Phase

    players = len(game.players)
    _require(len(game.grid) == len(game.cards), "the grid has one position per card")
    _require(
        len(game.collected) == players == len(game.declared) == len(game.finished),
        "one collection per player",
    )
    places = Counter(card for card in game.grid if card is not None)
    places.update(card for cards in game.collected for card in cards)
    places.update(game.discarded)
    _require(places == Counter(range(len(game.cards))), "every card is in exactly one place")
    _require(all(game.cards[c] == CHAOS for c in game.discarded), "only chaos is discarded")
    collected = [game.cards[c] for cards in game.collected for c in cards]
    _require(CHAOS not in collected, "chaos cards are never kept")
    _require(0 <= game._current < players and game.turn >= 0, "a player whose turn it is")
    second = game.phase == Phase.SECOND_FLIP
    _require(second == (game.flipped is not None), "a face-up card only after the first flip")
    if second:
        on_table = 0 <= game.flipped < len(game.grid) and game.grid[game.flipped] is not None
        _require(on_table, "the face-up card is on the table")
    down = len(game.face_down())
    _require(game.in_finale == (down == 0), "the finale starts when no card is face down")
    chaos_ok = down >= 2 and game.discarded
    _require(game.phase != Phase.CHAOS or chaos_ok, "chaos needs its card and two face-down cards")
    _require(game.phase == Phase.CHAOS or not game._keep_turn_after_chaos, "no chaos pending")
    stop_ok = game.phase == Phase.FIRST_FLIP and game.rules.may_stop_after_pair
    _require(stop_ok or not game.may_stop, "a player may stop only right after a pair")
    for player, text in enumerate(game.declared):
        if text is not None:
            _require(game.finished[player], "a declared expression is announced")
            read_expression(game.hand(player), text, game.rules)
    _require(game.in_finale or not any(game.finished), "expressions come at the end")
    waiting = game.to_announce()
    _require((game.phase == Phase.OVER) == (game.in_finale and not waiting), "the end")
    if game.phase == Phase.FINALE:
        _require(game._current == waiting[0], "the first player still to announce is to play")


def _integer(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidState("memory.invalid_state", detail=f"not a whole number: {value!r}")
    return value


def _require(condition: bool, rule: str) -> None:
    if not condition:
        raise InvalidState("memory.invalid_state", detail=rule)
