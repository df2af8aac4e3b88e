"""GameApp, the app pages' game, headless: the welcome, the board, saving in the browser.

The browser's side of the storage (``store.js``) is played here by :class:`FrontEnd`, a
stand-in that keeps entries as localStorage does; the real one runs in
``tests/lite/test_app_pupils.py`` (save, reload, go on).
"""

from __future__ import annotations

import asyncio
import json

import pytest
from comm import DummyComm

from mathplay.errors import MathplayError
from mathplay.games.triolet import GreedyBot, hint
from mathplay.widgets import GameApp, TrioletBoard
from mathplay.widgets.app_games import AppGame
from mathplay.widgets.parts import strip_tags
from mathplay.widgets.store import BrowserStore

NOTEBOOK_WORDS = ("Jupyter", "Shift", "cell", "Bot(", "run it", "seed")


class FrontEnd:
    """What store.js does with the store's messages, in this process."""

    def __init__(self, store: BrowserStore) -> None:
        self.store = store
        self.kept: dict[str, str] = {}
        self.clock = 0
        store.send = self.receive

    def receive(self, msg: dict) -> None:
        if "put" in msg:
            self.clock += 1
            about = {**msg["about"], "saved": f"2026-01-01T10:{self.clock:02d}"}
            self.kept[msg["put"]] = json.dumps({"about": about, "board": msg["board"]})
            self.store._answer(None, {"stored": msg["put"]}, None)
        if "remove" in msg:
            self.kept.pop(msg["remove"], None)
        if "get" in msg:
            entry = self.kept.get(msg["get"])
            board = None if entry is None else json.loads(entry)["board"]
            self.store._answer(None, {"got": msg["get"], "board": board}, None)
        self.publish()

    def publish(self) -> None:
        listed = []
        for key, text in self.kept.items():
            try:
                about = json.loads(text)["about"]
            except (ValueError, TypeError, KeyError):
                continue  # not a save of ours: not listed
            listed.append({**about, "key": key, "when": about["saved"]})
        self.store.saves = sorted(listed, key=lambda e: e["saved"], reverse=True)


def app_with_browser(game: str = "triolet", **options) -> tuple[GameApp, FrontEnd]:
    store = BrowserStore(game)
    front = FrontEnd(store)
    return GameApp(game, store=store, bot_delay=0, **options), front


def shown_words(app: GameApp) -> str:
    """Every text the app shows outside the board."""
    parts = [app.heading.value, app.how.value, app.status.value]
    parts += [b.description for b in (app.how_button, app.play_button, app.saves_button)]
    parts += [n.value for n in app.seats.names] + [k.label or "" for k in app.seats.kinds]
    return strip_tags(" ".join(parts))


@pytest.mark.parametrize("game", ["triolet", "equations", "memory"])
def test_the_welcome_asks_who_plays_in_the_pupils_words(game):
    app, _ = app_with_browser(game)
    seats = app.seats
    assert [n.value for n in seats.names[: seats.count]] == ["You", "Computer"]
    assert seats.kinds[0].value == "person" and seats.kinds[1].value != "person"
    app.toggle_how()
    words = shown_words(app)
    assert "Welcome to" in words and "How to play" in words
    assert not [w for w in NOTEBOOK_WORDS if w in words]
    app.set_language("pl")
    assert [n.value for n in seats.names[: seats.count]] == ["Ty", "Komputer"]
    assert app.play_button.description == "Graj!" and "Witaj w grze" in app.heading.value
    app.play()
    assert app.board is not None and app.board.language == "pl"
    assert app.board.game.players == ["Ty", "Komputer"] and set(app.board.bots) == {1}
    assert app.welcome.layout.display == "none" and app.board_box.children == (app.board,)
    assert app.board.save_button.layout.display == "none"  # saved from the app's toolbar


def test_names_seats_and_a_typed_game_number_deal_that_game_again():
    app, _ = app_with_browser()
    seats = app.seats
    seats.names[0].value = "Ann"
    seats.add_seat()
    seats.kinds[2].value = "easy"
    assert [n.value for n in seats.names[:3]] == ["Ann", "Computer 2", "Computer 3"]
    seats.remove_seat()
    seats.kinds[1].value = "person"
    assert [n.value for n in seats.names[:2]] == ["Ann", "Player 2"]
    seats.kinds[1].value = "medium"
    app.number.value = "４８２１"  # typed on a Japanese keyboard
    app.play()
    board = app.board
    assert board.seed == 4821 and board.game.players == ["Ann", "Computer"]
    assert board.game == TrioletBoard(["Ann", ("Computer", GreedyBot())], seed=4821).game
    assert app.number.value == ""  # the next "Play!" deals a new game
    app.show_welcome()
    assert app.back_button.layout.display is None
    app.back_to_game()
    assert app.board is board and app.board_box.layout.display == "flex"


class Sent:
    """The messages the widgets send to the page (each made, each change), by kind."""

    def __init__(self, monkeypatch) -> None:
        self.opened: list[str] = []  # each widget made: its model's name
        self.changed: list[tuple[str, ...]] = []  # each change: the traits it sends

        def publish(_comm, msg_type, data=None, *_args, **_keys):
            if msg_type == "comm_open":
                self.opened.append(data["state"]["_model_name"])
            elif msg_type == "comm_msg" and data.get("method") == "update":
                self.changed.append(tuple(data["state"]))

        monkeypatch.setattr(DummyComm, "publish_msg", publish)

    def restyled(self) -> bool:
        """Whether a widget's classes were sent after it was made."""
        return any("_dom_classes" in change for change in self.changed)


@pytest.mark.parametrize("game", ["triolet", "equations", "memory"])
def test_the_welcome_and_the_board_are_made_with_few_messages(game, monkeypatch):
    """Each widget is one message to the page, each trait set later one more: classes and
    looks are given as a widget is made, a seat's row is made when it is first shown."""
    sent = Sent(monkeypatch)
    app, _ = app_with_browser(game)
    assert len(app.seats.rows) == 2 and len(sent.opened) <= 95  # 115-137 before
    assert len(sent.changed) <= 30 and not sent.restyled()  # 79-93 before, 37 of them classes
    app.seats.add_seat()
    assert len(app.seats.rows) == 3 and not sent.restyled()
    app.spec.board_class()  # imported: only the board's own widgets from here on
    sent.opened.clear()
    sent.changed.clear()
    app.play()  # before: Triolet 157 made, 135 changes; Equations 406, 367; Memory 238, 225
    most = {"triolet": (160, 70), "equations": (315, 125), "memory": (245, 75)}[game]
    assert len(sent.opened) <= most[0] and len(sent.changed) <= most[1]


def test_the_board_is_imported_while_the_welcome_shows(monkeypatch):
    """In a kernel (a running event loop) the board's code is imported just after the cell
    shows the welcome, so that Play! has only the board to draw; without a loop, at Play!."""
    asked: list[str] = []
    board_class = AppGame.board_class
    monkeypatch.setattr(
        AppGame, "board_class", lambda game: asked.append(game.name) or board_class(game)
    )
    app_with_browser("memory")
    assert asked == []

    async def a_cell_then_the_kernel_idle() -> list[list[str]]:
        app, _ = app_with_browser("equations")
        shown = list(asked)  # while the cell runs: nothing yet
        await asyncio.sleep(0)
        app.play()
        return [shown, list(asked)]

    assert asyncio.run(a_cell_then_the_kernel_idle()) == [[], ["equations", "equations"]]


@pytest.mark.parametrize("typed", ["abc", "0", "100000", "-4", "1.5"])
def test_a_game_number_that_is_none_is_said_and_nothing_starts(typed):
    app, _ = app_with_browser()
    app.number.value = typed
    app.play()
    assert app.board is None and "A game number is a whole number from 1 to 99999" in app.message


def test_two_players_of_one_name_are_told_and_nothing_starts():
    app, _ = app_with_browser()
    app.seats.names[1].value = "You"
    app.play()
    assert app.board is None and app.message


def test_saved_in_the_browser_listed_and_going_on_after_a_reload():
    app, front = app_with_browser()
    app.play()
    board = app.board
    board.apply_move(hint(board.game).move)  # the computer answers at once here
    app.save()
    assert "Saved!" in app.message and len(front.kept) == 1
    entry = json.loads(next(iter(front.kept.values())))
    assert entry["about"] == {
        "players": ["You", "Computer"],
        "moves": 2,
        "number": board.seed,
        "saved": "2026-01-01T10:01",
    }
    assert json.loads(entry["board"])["format"] == "mathplay-board"  # the boards' own format

    again, _ = app_with_browser()  # the page reloaded: a new app, the same browser
    again.store.send = front.receive
    front.store = again.store
    front.publish()
    assert again.saves_button.description == "Saved games (1)"
    (row,) = again.saves.children[1:]
    assert f"You and Computer · 2 moves · Game number {board.seed}" in row.children[2].value
    row.children[0].click()  # "Go on"
    assert again.board.game == board.game and again.board.seed == board.seed
    assert again.board.game.history == board.game.history
    row.children[1].click()  # "Delete"
    assert front.kept == {} and again.saves_button.description == "Saved games (0)"


def test_a_broken_save_is_said_and_changes_nothing():
    app, front = app_with_browser()
    front.kept["mathplay-save:triolet:1"] = json.dumps(
        {"about": {"saved": "x", "players": "not a list", "moves": -1}, "board": "{broken"}
    )
    front.kept["mathplay-save:triolet:2"] = "[not an entry]"
    front.store.saves = [{"key": "mathplay-save:triolet:1", "players": 5}, "junk", {"no": "key"}]
    assert [e["key"] for e in app.store.listed()] == ["mathplay-save:triolet:1"]
    app.go_on("mathplay-save:triolet:1")
    assert app.board is None and app.message == "This saved game cannot be opened any more."
    app.go_on("mathplay-save:triolet:gone")
    assert app.board is None and app.message == "This saved game cannot be opened any more."


def test_the_language_the_pupil_chose_in_the_browser_is_used():
    app, _ = app_with_browser()
    app.store.language = "ja"  # the page's ?lang=ja, or the last choice in this browser
    assert app.language == "ja" and app.languages.value == "ja"
    assert app.seats.names[0].value == "あなた"
    app.languages.value = "pl"  # chosen here: the browser remembers it
    assert app.store.language == "pl" and app.play_button.description == "Graj!"


def test_an_unknown_game_is_a_clear_error():
    with pytest.raises(MathplayError, match="no game 'chess'"):
        GameApp("chess")
