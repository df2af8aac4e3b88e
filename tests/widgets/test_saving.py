"""Saved boards: save and load mid-game for every board, then play on as if nothing had
stopped; every kind of bad file; writes interrupted halfway; autosave; the Save button."""

from __future__ import annotations

import json
import os
import random
import re
import stat
import subprocess
import sys
from itertools import islice
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mathplay.errors import MathplayError
from mathplay.games import equations, memory, triolet
from mathplay.widgets import EquationsTable, MemoryGrid, TrioletBoard, load
from mathplay.widgets.saving import FORMAT, OPTION_CHECKS, SIZE_LIMIT, VERSION, board_data
from tests.hostile import json_values

TRIOLET_VARIANTS = {
    "no exchange": triolet.Rules(exchange_min_bag=None, replay_extra_turn=False),
    "rules page": triolet.Rules(),
}
MEMORY_VARIANTS = {
    "small": memory.Rules(
        digits="1234",
        operators="+×",
        operator_copies=1,
        wildcard_copies=1,
        chaos_copies=2,
        grid=(3, 5),
    ),
    "rules page": memory.Rules(goal="min"),
}
EQUATIONS_VARIANTS = {"trading": "trading", "rearranging": "rearranging", "gentle": "gentle"}


def triolet_board(variant="no exchange", **options):
    seats = ["Ann", ("Robo", triolet.StrategicBot()), "Cid"]
    return TrioletBoard(seats, rules=TRIOLET_VARIANTS[variant], seed=4, **options)


def memory_board(variant="small", **options):
    seats = ["Ann", ("Robo", memory.ForgetfulBot(0.2, seed=3))]
    return MemoryGrid(seats, rules=MEMORY_VARIANTS[variant], seed=8, look_time=0.5, **options)


def equations_board(variant="trading", **options):
    seats = ["Ann", ("Robo", equations.GreedyBot(seed=2)), ("Rnd", equations.RandomBot(seed=5))]
    rules = EQUATIONS_VARIANTS[variant]
    return EquationsTable(seats, rules=rules, seed=6, hint_time_limit=None, **options)


BOARDS = {"triolet": triolet_board, "memory": memory_board, "equations": equations_board}
VARIANTS = [
    *(("triolet", v) for v in TRIOLET_VARIANTS),
    *(("memory", v) for v in MEMORY_VARIANTS),
    *(("equations", v) for v in EQUATIONS_VARIANTS),
]


def person_move(board, rng):
    """A random legal move for the person to play (bots play by themselves)."""
    return rng.choice(list(islice(board.game.legal_moves(), 40)))


def play_people(board, rng, moves):
    for _ in range(moves):
        if board.game.is_terminal or board.bot_to_move() is not None:
            break
        board.apply_move(person_move(board, rng))


def same_board(one, two):
    assert type(one) is type(two)
    assert one.game == two.game and one.game.history == two.game.history
    assert one.game.to_dict() == two.game.to_dict()
    assert one.language == two.language and one.saved_options() == two.saved_options()
    assert sorted(one.bots) == sorted(two.bots)
    for seat, bot in one.bots.items():
        assert type(bot) is type(two.bots[seat]) and bot.to_dict() == two.bots[seat].to_dict()


@pytest.mark.parametrize(("name", "variant"), VARIANTS)
def test_save_and_load_mid_game_then_play_on_as_if_nothing_stopped(tmp_path, name, variant):
    rng = random.Random(1)
    board = BOARDS[name](variant, language="ja", bot_delay=0.3)
    play_people(board, rng, 3)
    assert board.game.history and not board.game.is_terminal
    path = board.save(tmp_path / "game.json")
    loaded = load(path)
    same_board(board, loaded)
    assert loaded.language == "ja" and loaded.bot_delay == 0.3
    if name == "equations":
        assert [e.events for e in loaded.history] == [e.events for e in board.history]
        assert loaded.log_lines() == board.log_lines() and loaded.news() == board.news()
    for _ in range(40):  # the same person's moves on both: the same game, the same bots
        if board.game.is_terminal or board.bot_to_move() is not None:
            break
        move = person_move(board, rng)
        board.apply_move(move)
        loaded.apply_move(move)
        same_board(board, loaded)


def test_a_saved_file_is_readable_versioned_json(tmp_path):
    board = triolet_board()
    play_people(board, random.Random(2), 3)
    path = board.save(tmp_path / "game.json")
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert (data["format"], data["version"], data["game"]) == (FORMAT, VERSION, "triolet")
    assert data["seats"][0] == {"name": "Ann", "bot": None}
    assert data["seats"][1]["bot"]["type"] == "mathplay.games.triolet.bots.StrategicBot"
    assert data["state"] == board.game.to_dict() and "\n " in text  # indented, for people
    assert data["options"] == {"seed": 4, "bot_delay": 0.8, "private_racks": True}


def test_load_is_at_mathplay_widgets_and_names_the_default_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    board = memory_board()
    assert board.save() == Path("mathplay-memory.json")
    import mathplay.widgets

    assert mathplay.widgets.load("mathplay-memory.json").game == board.game


# ----- bad files ------------------------------------------------------------------------------


def a_save(tmp_path):
    board = equations_board()
    play_people(board, random.Random(3), 4)
    return board.save(tmp_path / "good.json").read_bytes()


def bad_files(good: bytes) -> dict[str, tuple[bytes | None, str]]:
    data = json.loads(good)

    def changed(**change):
        return json.dumps({**data, **change}).encode()

    state = dict(data["state"])
    state["hands"] = [["7"] * 30, *state["hands"][1:]]
    return {
        "missing": (None, "files.no_file"),
        "empty": (b"", "saves.not_json"),
        "corrupt": (b"\x89PNG\r\n\x1a\n\x00\x00garbage", "saves.not_json"),
        "truncated": (good[: len(good) // 2], "saves.not_json"),
        "foreign json": (b'{"cells": [], "nbformat": 4}', "saves.not_a_save"),
        "a list": (b"[1, 2, 3]", "saves.not_a_save"),
        "no version": (changed(version=None), "saves.not_a_save"),
        "newer version": (changed(version=VERSION + 1), "saves.newer"),
        "unknown game": (changed(game="chess"), "saves.unknown_game"),
        "impossible state": (changed(state=state), "saves.bad_game"),
        "no state": (changed(state=None), "saves.bad_game"),
        "unknown bot": (
            changed(
                seats=[{"name": "A", "bot": None}, {"name": "B", "bot": {"type": "os.system"}}]
            ),
            "saves.bad_game",
        ),
        "bad options": (changed(options={"colour": "red"}), "saves.bad_game"),
    }


KINDS = [
    "missing",
    "empty",
    "corrupt",
    "truncated",
    "foreign json",
    "a list",
    "no version",
    "newer version",
    "unknown game",
    "impossible state",
    "no state",
    "unknown bot",
    "bad options",
]


def test_the_bad_files_are_every_kind(tmp_path):
    assert sorted(bad_files(a_save(tmp_path))) == sorted(KINDS)


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_of_bad_file_gets_a_clear_error_and_stays_as_it_was(tmp_path, kind):
    content, message_id = bad_files(a_save(tmp_path))[kind]
    path = tmp_path / "game.json"
    if content is not None:
        path.write_bytes(content)
    before = sorted(os.listdir(tmp_path))
    with pytest.raises(MathplayError) as info:
        load(path)
    assert info.value.message_id == message_id
    assert str(path) in info.value.reason("en")
    for language in ("en", "ja", "pl"):
        assert "{" not in info.value.localized(language)
    assert sorted(os.listdir(tmp_path)) == before
    assert (path.read_bytes() if content is not None else None) == content


def test_a_save_never_overwrites_a_file_that_is_not_a_save(tmp_path):
    lesson = tmp_path / "lesson.ipynb"
    lesson.write_text('{"cells": [], "nbformat": 4}')
    with pytest.raises(MathplayError) as info:
        triolet_board().save(lesson)
    assert info.value.message_id == "saves.not_a_save_file"
    assert lesson.read_text() == '{"cells": [], "nbformat": 4}'
    assert sorted(os.listdir(tmp_path)) == ["lesson.ipynb"]


def test_saving_over_an_older_save_replaces_it(tmp_path):
    board = triolet_board()
    path = board.save(tmp_path / "game.json")
    play_people(board, random.Random(4), 2)
    board.save(path)
    assert load(path).game == board.game and sorted(os.listdir(tmp_path)) == ["game.json"]


# ----- writes interrupted halfway ------------------------------------------------------------


def test_a_write_that_fails_leaves_the_last_save_and_no_litter(tmp_path, monkeypatch):
    board = memory_board()
    path = board.save(tmp_path / "game.json")
    old = path.read_bytes()
    board.flip(0)

    def full_disk(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(MathplayError) as info:
        board.save(path)
    assert info.value.message_id == "saves.cannot_write"
    assert "(the disk is full); the last save is as it was" in str(info.value)
    assert "ディスクがいっぱいです" in info.value.localized("ja")
    assert path.read_bytes() == old and sorted(os.listdir(tmp_path)) == ["game.json"]


def test_a_crash_in_the_middle_of_a_write_keeps_the_previous_save(tmp_path, monkeypatch):
    board = equations_board()
    path = board.save(tmp_path / "game.json")
    old_game = load(path).game
    play_people(board, random.Random(5), 3)
    real_fdopen = os.fdopen

    class HalfWriter:
        """A file that writes half of the text, then the program is interrupted."""

        def __init__(self, *args, **kwargs):
            self.file = real_fdopen(*args, **kwargs)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.file.close()

        def write(self, text):
            self.file.write(text[: len(text) // 2])
            raise KeyboardInterrupt

    monkeypatch.setattr(os, "fdopen", HalfWriter)
    with pytest.raises(KeyboardInterrupt):
        board.save(path)
    assert load(path).game == old_game and sorted(os.listdir(tmp_path)) == ["game.json"]


def test_a_process_killed_halfway_through_a_save_keeps_the_previous_save(tmp_path):
    script = """
import os, sys
from mathplay.games.triolet import GreedyBot
from mathplay.widgets import TrioletBoard
board = TrioletBoard(["Ann", ("Bot", GreedyBot())], seed=9, autosave=sys.argv[1])
board.pass_turn()  # saved
os.replace = lambda *args: os._exit(3)  # the process dies before the new file is in place
board.pass_turn()
"""
    path = tmp_path / "game.json"
    done = subprocess.run([sys.executable, "-c", script, str(path)], check=False, timeout=120)
    assert done.returncode == 3
    survivor = load(path)  # the save before the crash, whole
    assert [type(t.move).__name__ for t in survivor.game.history] == ["Pass", "Place"]
    assert [p.name for p in tmp_path.iterdir() if p.name != "game.json"]  # the unfinished one


# ----- autosave and the Save button ----------------------------------------------------------


def test_autosave_writes_after_every_move_and_a_loaded_board_goes_on(tmp_path):
    path = tmp_path / "auto.json"
    board = triolet_board(autosave=path)
    rng = random.Random(6)
    for _ in range(3):
        play_people(board, rng, 1)
        assert load(path).game.history == board.game.history
    again = load(path)
    assert again.autosave == path
    play_people(again, rng, 1)
    assert load(path).game.history == again.game.history != board.game.history


def test_a_failing_autosave_is_said_in_the_board(tmp_path):
    folder = tmp_path / "gone"
    folder.mkdir()
    board = memory_board(autosave=folder / "auto.json")
    folder.rmdir()
    board.flip(0)
    assert board.game.history and board.last_error.message_id == "saves.cannot_write"
    assert "could not be saved" in board.message


def test_the_save_button(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    board = equations_board()
    assert board.save_button in board.children and board.save_button.description == "Save"
    board.save_button.click()
    assert board.message == "Saved in mathplay-equations.json."
    assert load("mathplay-equations.json").game == board.game
    board.set_language("ja")
    assert board.save_button.description == "保存"
    board.set_language("pl")
    board.save_button.click()
    assert board.message == "Zapisano w pliku mathplay-equations.json."


# ----- files that try to steer the board -----------------------------------------------------


def hostile_files(good: bytes) -> dict[str, tuple[bytes, str]]:
    data = json.loads(good)

    def changed(**change):
        return json.dumps({**data, **change}).encode()

    head = b'{"format": "mathplay-board", "version": 1, "game": '
    return {
        "nested 100,000 deep": (b"[" * 100_000, "saves.not_json"),
        "a 5,000-digit number": (head + b"9" * 5000 + b"}", "saves.not_json"),
        "NaN": (changed(options={"bot_delay": float("nan")}), "saves.not_json"),
        "a lone surrogate": (good.replace(b'"Ann"', b'"\\ud800"'), "saves.not_json"),
        "game is a list": (changed(game=[]), "saves.unknown_game"),
        "board is a list": (changed(board=[]), "saves.bad_game"),
        "seats are a dict": (changed(seats={"a": 1}), "saves.bad_game"),
        "a seat is a number": (changed(seats=[1, 2, 3]), "saves.bad_game"),
        "language is a list": (changed(language=["en"]), "saves.bad_game"),
        "autosave names a file": (changed(autosave="classmate.json"), "saves.bad_game"),
        "options name an autosave file": (
            changed(options={**data["options"], "autosave": "classmate.json"}),
            "saves.bad_game",
        ),
        "bot_delay is text": (changed(options={"bot_delay": "slow"}), "saves.bad_game"),
        "bot_delay is an hour": (changed(options={"bot_delay": 3600}), "saves.bad_game"),
        "bot_delay of 400 digits": (changed(options={"bot_delay": 10**400}), "saves.bad_game"),
        "a 30-digit seed": (changed(options={"seed": 10**30}), "saves.bad_game"),
        "too big": (b" " * (SIZE_LIMIT + 1) + good, "files.too_big"),
    }


PLACEHOLDER = re.compile(r"\{[a-z_]+(:[a-z_]+)?\}")


@pytest.fixture(scope="module")
def equations_save(tmp_path_factory):
    return a_save(tmp_path_factory.mktemp("good"))


@pytest.mark.parametrize("kind", list(hostile_files(b'{"options": {}}')))
def test_a_file_that_tries_to_steer_the_board_gets_a_clear_error(tmp_path, equations_save, kind):
    content, message_id = hostile_files(equations_save)[kind]
    path = tmp_path / "game.json"
    path.write_bytes(content)
    with pytest.raises(MathplayError) as info:
        load(path)
    assert info.value.message_id == message_id
    for language in ("en", "ja", "pl"):
        text = info.value.localized(language)
        assert str(path) in text and not PLACEHOLDER.search(text)
        assert len(text) < 400 + len(str(path))
    assert path.read_bytes() == content and not (tmp_path / "classmate.json").exists()


def test_every_saved_option_of_every_board_is_checked():
    for make in BOARDS.values():
        assert set(type(make()).saved_option_names) <= set(OPTION_CHECKS)


def test_a_bad_equations_log_is_left_out(tmp_path):
    board = equations_board()
    play_people(board, random.Random(3), 4)
    data = board_data(board)
    for log in (
        "log",
        [{"turn": "x", "player": 99, "ended_turn": 1}] * len(data["board"]["log"]),
        [{}] * len(data["board"]["log"]),
    ):
        path = tmp_path / "game.json"
        path.write_text(json.dumps({**data, "board": {"log": log}}))
        loaded = load(path)
        assert loaded.game == board.game and loaded.history == []  # the board's own log
        loaded.render()


def test_a_board_saves_itself_only_where_the_person_says(tmp_path):
    classmate = tmp_path / "classmate.json"
    classmate.write_text("Ben's game")
    mine = tmp_path / "mine.json"
    triolet_board(autosave=mine).save()
    assert load(mine).autosave == mine  # it goes on saving itself into the file it came from
    assert load(mine, autosave=False).autosave is None
    moved = tmp_path / "moved.json"
    board = load(mine, autosave=moved)
    play_people(board, random.Random(8), 1)
    assert load(moved).game == board.game and load(mine).game != board.game
    plain = triolet_board().save(tmp_path / "plain.json")
    assert load(plain).autosave is None and load(plain, autosave=True).autosave == plain
    assert classmate.read_text() == "Ben's game"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_never_hangs_a_save_or_a_load(tmp_path):
    import signal

    path = tmp_path / "game.json"
    os.mkfifo(path)
    board = memory_board()

    def stop(_signum, _frame):
        raise TimeoutError("blocked on a pipe")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(20)
    try:
        with pytest.raises(MathplayError) as loading:
            load(path)
        with pytest.raises(MathplayError) as saving:
            board.save(path)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    assert loading.value.message_id == "files.not_a_file"
    assert saving.value.message_id == "saves.cannot_write"
    assert "not an ordinary file" in saving.value.reason("en")


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_dev_zero_is_not_a_save():
    with pytest.raises(MathplayError) as info:
        load("/dev/zero")
    assert info.value.message_id == "files.not_a_file"


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions and links")
def test_saving_again_keeps_the_mode_and_the_link(tmp_path):
    board = triolet_board()
    real = tmp_path / "saves" / "game.json"
    real.parent.mkdir()
    board.save(real)
    real.chmod(0o664)
    link = tmp_path / "game.json"
    link.symlink_to(real)
    board.pass_turn()
    assert board.save(link) == link
    assert link.is_symlink() and load(real).game == board.game
    assert stat.S_IMODE(real.stat().st_mode) == 0o664


def test_a_read_only_save_is_not_written_over(tmp_path):
    board = memory_board()
    path = board.save(tmp_path / "game.json")
    path.chmod(0o444)
    old = path.read_bytes()
    board.flip(0)
    with pytest.raises(MathplayError) as info:
        board.save(path)
    assert info.value.message_id == "saves.cannot_write"
    assert "(the file is read-only); the last save is as it was" in info.value.reason("en")
    assert path.read_bytes() == old and os.listdir(tmp_path) == ["game.json"]


def test_a_read_only_folder_keeps_the_old_save(tmp_path, monkeypatch):
    """As an ordinary user a read-only folder refuses the temporary file (root may write
    anywhere, so the refusal is played here)."""
    board = memory_board()
    path = board.save(tmp_path / "game.json")
    old = path.read_bytes()
    board.flip(0)
    real_open = os.open

    def refuse_new_files(name, flags, *args, **kwargs):
        if flags & os.O_CREAT:
            raise PermissionError(13, "Permission denied", str(name))
        return real_open(name, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse_new_files)
    with pytest.raises(MathplayError) as info:
        board.save(path)
    assert "(no permission)" in info.value.reason("en")
    assert path.read_bytes() == old and os.listdir(tmp_path) == ["game.json"]


JSON = json_values(nan=False, max_leaves=12)
PARTS = ["format", "version", "game", "language", "options", "autosave", "seats", "board", "state"]


@pytest.fixture(scope="module")
def good_saves(tmp_path_factory):
    folder = tmp_path_factory.mktemp("good")
    saves = {}
    for name, make in BOARDS.items():
        board = make()
        play_people(board, random.Random(7), 2)
        saves[name] = board_data(board)
    return folder, saves


@settings(max_examples=30, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    game=st.sampled_from(sorted(BOARDS)),
    part=st.sampled_from(PARTS),
    inner=st.booleans(),
    value=JSON,
)
def test_any_json_in_any_part_of_a_save_is_a_board_or_a_clear_error(
    good_saves, game, part, inner, value
):
    folder, saves = good_saves
    data = json.loads(json.dumps(saves[game]))
    if inner and isinstance(data[part], dict) and data[part]:  # one level down
        key = sorted(data[part])[len(str(value)) % len(data[part])]
        data[part][key] = value
    else:
        data[part] = value
    path = folder / "game.json"
    path.write_text(json.dumps(data))
    try:
        board = load(path)
    except MathplayError as error:
        assert all(str(path) in error.reason(language) for language in ("en", "ja", "pl"))
        return
    assert board.autosave in (None, path)
    board.render()


@settings(max_examples=30, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.binary(max_size=300)
    | st.text(max_size=300).map(str.encode)
    | JSON.map(lambda v: json.dumps(v).encode())
)
def test_any_bytes_are_a_clear_error(tmp_path, content):
    path = tmp_path / "game.json"
    path.write_bytes(content)
    with pytest.raises(MathplayError):
        load(path)
    assert path.read_bytes() == content
