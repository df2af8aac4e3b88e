"""mathplay.files: files written whole or not at all (modes kept, links followed, read-only
files, folders and pipes refused, a full disk said in words) and reads within a bound
(ordinary files only: a pipe never blocks, /dev/zero never fills the memory)."""

from __future__ import annotations

import contextlib
import os
import signal
import stat
import sys
from pathlib import Path

import pytest

from mathplay.errors import MathplayError
from mathplay.files import read_bounded, same_file, write_atomically

POSIX = sys.platform != "win32"


@pytest.fixture
def no_hang():
    """Fail (instead of waiting forever) if the test blocks for 10 seconds."""
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def stop(_signum, _frame):
        raise TimeoutError("blocked")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(10)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def fifo(tmp_path: Path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    return path


def writing_error(path, data="new", **kwargs) -> MathplayError:
    with pytest.raises(MathplayError) as info:
        write_atomically(path, data, **kwargs)
    assert info.value.message_id == "files.cannot_write"
    assert info.value.params["path"] == str(path)
    return info.value


# ----- writing --------------------------------------------------------------------------------


def test_a_write_replaces_the_file_whole_and_leaves_nothing_else(tmp_path):
    path = tmp_path / "sheet.html"
    assert write_atomically(path, "first") == path
    write_atomically(path, "ünïcode ✓ 数")
    write_atomically(tmp_path / "raw.bin", b"\x00\xff")
    assert path.read_text(encoding="utf-8") == "ünïcode ✓ 数"
    assert (tmp_path / "raw.bin").read_bytes() == b"\x00\xff"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["raw.bin", "sheet.html"]


def test_folders_are_made_only_when_asked(tmp_path):
    path = tmp_path / "a" / "b" / "key.html"
    error = writing_error(path)
    assert "its folder does not exist" in error.reason("en")
    write_atomically(path, "key", make_folders=True)
    assert path.read_text() == "key"


@pytest.mark.skipif(not POSIX, reason="POSIX permissions")
def test_a_new_file_gets_the_usual_mode_and_a_rewritten_one_keeps_its_own(tmp_path):
    umask = os.umask(0o022)
    try:
        new = write_atomically(tmp_path / "new.json", "x")
    finally:
        os.umask(umask)
    assert stat.S_IMODE(new.stat().st_mode) == 0o644  # not mkstemp's 0600
    shared = tmp_path / "shared.json"
    shared.write_text("old")
    for mode in (0o664, 0o600, 0o640):
        shared.chmod(mode)
        write_atomically(shared, "again")
        assert stat.S_IMODE(shared.stat().st_mode) == mode


@pytest.mark.skipif(not POSIX, reason="symbolic links")
def test_a_symbolic_link_is_followed_and_stays_a_link(tmp_path):
    folder = tmp_path / "real"
    folder.mkdir()
    target = folder / "game.json"
    target.write_text("old")
    link = tmp_path / "game.json"
    link.symlink_to(target)
    assert write_atomically(link, "new") == link
    assert link.is_symlink() and target.read_text() == "new"
    assert sorted(p.name for p in folder.iterdir()) == ["game.json"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "real"]


def test_a_read_only_file_is_not_written_over(tmp_path):
    path = tmp_path / "done.json"
    path.write_text("keep me")
    path.chmod(0o444)
    error = writing_error(path)
    assert "the file is read-only" in error.reason("en")
    assert "読み取り専用" in error.reason("ja") and "tylko do odczytu" in error.reason("pl")
    assert path.read_text() == "keep me" and os.listdir(tmp_path) == ["done.json"]


def test_a_folder_is_not_written_over(tmp_path):
    folder = tmp_path / "folder"
    folder.mkdir()
    assert "not an ordinary file" in writing_error(folder).reason("en")
    assert folder.is_dir()


def test_a_pipe_is_not_written_over_and_nothing_waits_on_it(tmp_path, no_hang):
    path = fifo(tmp_path)
    assert "not an ordinary file" in writing_error(path).reason("en")
    assert stat.S_ISFIFO(os.stat(path).st_mode)


@pytest.mark.parametrize(
    ("number", "words"),
    [
        (28, "the disk is full"),
        (13, "no permission"),
        (30, "read-only"),
        (5, "Input/output error"),  # no words of our own: the system's
    ],
)
def test_a_failure_says_what_failed_in_words_and_keeps_the_old_file(
    tmp_path, monkeypatch, number, words
):
    path = tmp_path / "sheet.html"
    path.write_text("old sheet")

    def fail(src, dst):
        raise OSError(number, os.strerror(number))

    monkeypatch.setattr(os, "replace", fail)
    error = writing_error(path)
    assert words in error.reason("en") and str(path) in error.reason("en")
    assert "None" not in error.reason("en")
    for language in ("ja", "pl"):
        assert "{" not in error.localized(language)
    assert path.read_text() == "old sheet" and os.listdir(tmp_path) == ["sheet.html"]


def test_temporary_names_are_unique(tmp_path, monkeypatch):
    """Two writers of one file never share a temporary file (a fixed ``.name.tmp`` did)."""
    names = []
    real_replace = os.replace

    def note(src, dst):
        names.append(Path(src).name)
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", note)
    for _ in range(20):
        write_atomically(tmp_path / "config.py", "x")
    assert len(set(names)) == 20
    assert all(name.startswith(".config.py.") and name.endswith(".tmp") for name in names)


# ----- reading --------------------------------------------------------------------------------


def test_a_bounded_read(tmp_path):
    path = tmp_path / "save.json"
    path.write_bytes(b"x" * 2048)
    assert read_bounded(path, 2048) == b"x" * 2048
    with pytest.raises(MathplayError) as info:
        read_bounded(path, 2047)
    assert info.value.message_id == "files.too_big"
    with pytest.raises(MathplayError) as info:
        read_bounded(tmp_path / "nothing.json", 10)
    assert info.value.message_id == "files.no_file"


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_dev_zero_is_refused_at_once():
    with pytest.raises(MathplayError) as info:
        read_bounded("/dev/zero", 1 << 20)
    assert info.value.message_id == "files.not_a_file"


def test_a_pipe_is_refused_without_waiting(tmp_path, no_hang):
    path = fifo(tmp_path)
    with pytest.raises(MathplayError) as info:
        read_bounded(path, 100)
    assert info.value.message_id == "files.not_a_file"
    for language in ("en", "ja", "pl"):
        assert str(path) in info.value.reason(language)


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(MathplayError) as info:
        read_bounded(tmp_path, 100)
    assert info.value.message_id == "files.not_a_file"


def test_a_pipe_swapped_in_after_the_check_never_blocks(tmp_path, monkeypatch, no_hang):
    path = fifo(tmp_path)
    real_stat = os.stat

    def says_regular(name, *args, **kwargs):  # the check is fooled; the open must not wait
        result = real_stat(name, *args, **kwargs)
        if Path(name) == path:
            return os.stat_result((stat.S_IFREG | 0o644, *tuple(result)[1:]))
        return result

    monkeypatch.setattr(os, "stat", says_regular)
    with pytest.raises(MathplayError) as info:
        read_bounded(path, 100)
    assert info.value.message_id == "files.not_a_file"


# ----- one file, two names --------------------------------------------------------------------


def test_same_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert same_file("s.html", "./s.html") and same_file("s.html", tmp_path / "s.html")
    assert same_file("a/../s.html", "s.html")
    assert not same_file("s.html", "k.html")
    Path("s.html").write_text("sheet")
    if POSIX:
        Path("link.html").symlink_to("s.html")
        assert same_file("link.html", "s.html")
    with contextlib.suppress(OSError):  # a file system without hard links
        os.link("s.html", "hard.html")
        assert same_file("hard.html", "s.html")
