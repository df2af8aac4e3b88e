"""Files written whole or not at all, and files read within a bound.

Every file mathplay writes (saved boards, worksheets and their keys, notebooks, homework)
goes through :func:`write_atomically`: the text goes into a temporary file with a unique
name in the same folder, is flushed to the disk, then takes the old file's place with
``os.replace``. A crash, a kill or a full disk in the middle leaves the old file whole. A
file written again keeps its permissions; a symbolic link is followed (the file it points
to is replaced, the link stays); a read-only file, a folder, a device or a pipe is never
written over.

A file mathplay reads from a person (a saved board) goes through :func:`read_bounded`:
ordinary files only (a pipe is refused before anything could wait on it, a device such as
``/dev/zero`` too) and at most ``limit`` bytes.

Every failure is a :class:`MathplayError` that says in words what went wrong (``the disk is
full``), in the reader's language. The bottom layer: it imports only :mod:`mathplay.errors`.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
from pathlib import Path

from mathplay.errors import MathplayError

__all__ = ["read_bounded", "same_file", "write_atomically"]

_REASONS = {
    errno.ENOSPC: "files.reason.disk_full",
    errno.EDQUOT: "files.reason.disk_full",
    errno.EACCES: "files.reason.denied",
    errno.EPERM: "files.reason.denied",
    errno.EROFS: "files.reason.read_only_disk",
    errno.ENOENT: "files.reason.no_folder",
    errno.ENOTDIR: "files.reason.folder_is_a_file",
    errno.EEXIST: "files.reason.folder_is_a_file",  # making a folder where a file is
    errno.EISDIR: "files.reason.not_a_file",
}
_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)  # a pipe swapped in after the check never blocks
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)
_CREATE_FLAGS = (
    os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
)


def write_atomically(
    path: str | os.PathLike[str],
    data: str | bytes,
    *,
    make_folders: bool = False,
    private: bool = False,
) -> Path:
    """Replace the file at ``path`` with ``data`` (text is written as UTF-8) all at once;
    the path written. ``make_folders``: create the missing folders on the way first;
    ``private``: readable by its owner only (a secret), whatever the old file allowed."""
    given = Path(path).expanduser()
    target = Path(os.path.realpath(given))  # through a symbolic link, to the file itself
    old = _existing(target, given)
    payload = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    if make_folders:
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise _cannot_write(given, error) from None
    handle, temporary = _temporary(target, old, given)
    if private:
        os.fchmod(handle, 0o600)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(payload)
            file.flush()
            with contextlib.suppress(OSError):  # some file systems (the browser's) cannot
                os.fsync(file.fileno())
        os.replace(temporary, target)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.remove(temporary)
        if isinstance(error, OSError):
            raise _cannot_write(given, error) from None
        raise
    _sync_folder(target.parent)
    return given


def read_bounded(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the ordinary file at ``path``, if it holds at most ``limit`` of them."""
    given = Path(path).expanduser()
    try:
        if not stat.S_ISREG(os.stat(given).st_mode):  # a pipe is never opened
            raise MathplayError("files.not_a_file", path=str(given))
        handle = os.open(given, _OPEN_FLAGS)
    except FileNotFoundError:
        raise MathplayError("files.no_file", path=str(given)) from None
    except OSError as error:
        raise MathplayError("files.cannot_read", path=str(given), reason=_reason(error)) from None
    try:
        if not stat.S_ISREG(os.fstat(handle).st_mode):  # swapped after the check
            raise MathplayError("files.not_a_file", path=str(given))
        chunks, size = [], 0
        while chunk := os.read(handle, min(1 << 20, limit + 1 - size)):
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise MathplayError("files.too_big", path=str(given), limit=limit // 1024)
        return b"".join(chunks)
    except OSError as error:
        raise MathplayError("files.cannot_read", path=str(given), reason=_reason(error)) from None
    finally:
        os.close(handle)


def same_file(one: str | os.PathLike[str], two: str | os.PathLike[str]) -> bool:
    """Whether two paths name one file: the same path written two ways (``./a`` and
    ``a``), a symbolic link and its target, or two hard links."""
    first, second = Path(one).expanduser(), Path(two).expanduser()
    if os.path.realpath(first) == os.path.realpath(second):
        return True
    try:
        return os.path.samefile(first, second)
    except OSError:  # one of them does not exist yet: they differ
        return False


def _existing(target: Path, given: Path) -> os.stat_result | None:
    """The status of the file about to be replaced (``None`` if there is none); a clear
    error for one that must not be replaced."""
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise _cannot_write(given, error) from None
    if not stat.S_ISREG(info.st_mode):
        raise MathplayError(
            "files.cannot_write", path=str(given), reason=MathplayError("files.reason.not_a_file")
        )
    if not info.st_mode & 0o222 or not os.access(target, os.W_OK):
        raise MathplayError(
            "files.cannot_write", path=str(given), reason=MathplayError("files.reason.read_only")
        )
    return info


def _temporary(target: Path, old: os.stat_result | None, given: Path) -> tuple[int, str]:
    """A new file with a unique name beside ``target``, with the old file's permissions (a
    new file gets the usual ones: 0o666 less the umask)."""
    stem = target.name[:200]
    for _attempt in range(100):
        name = target.parent / f".{stem}.{secrets.token_hex(6)}.tmp"
        try:
            handle = os.open(name, _CREATE_FLAGS, 0o600 if old else 0o666)
        except FileExistsError:
            continue
        except OSError as error:
            raise _cannot_write(given, error) from None
        if old is not None:
            _keep_owner_and_mode(handle, old)
        return handle, str(name)
    raise MathplayError(
        "files.cannot_write", path=str(given), reason=os.strerror(errno.EEXIST)
    )  # pragma: no cover - a hundred names taken in a row


def _keep_owner_and_mode(handle: int, old: os.stat_result) -> None:
    with contextlib.suppress(OSError, AttributeError, NotImplementedError):
        if hasattr(os, "fchown") and (old.st_uid, old.st_gid) != (os.getuid(), os.getgid()):
            os.fchown(handle, old.st_uid, old.st_gid)
    with contextlib.suppress(OSError, AttributeError, NotImplementedError):
        os.fchmod(handle, stat.S_IMODE(old.st_mode))


def _sync_folder(folder: Path) -> None:
    """Make the new name itself durable (where the system allows a folder to be synced)."""
    with contextlib.suppress(OSError, AttributeError):
        handle = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def _cannot_write(given: Path, error: OSError) -> MathplayError:
    return MathplayError("files.cannot_write", path=str(given), reason=_reason(error))


def _reason(error: OSError) -> MathplayError | str:
    """What went wrong, in words: a known cause in the reader's language, else the
    system's own words."""
    known = _REASONS.get(error.errno or 0)
    if known is not None:
        return MathplayError(known)
    return error.strerror or type(error).__name__
