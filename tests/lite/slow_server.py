"""The site served as over a school's network: ``python -m http.server`` at a given speed.

    python tests/lite/slow_server.py PORT FOLDER MBIT      # (bench/lite.py --network MBIT)

Every response shares one budget of MBIT megabits a second (a pupil's share of the school's
connection), sent in small chunks, so that a first visit pays for its downloads as it would
there, and a visit served from the browser's cache does not.
"""

from __future__ import annotations

import functools
import sys
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

CHUNK = 16 * 1024


class Budget:
    """Bytes a second, shared by every response being sent."""

    def __init__(self, rate: float) -> None:
        self.rate, self.lock, self.next = rate, threading.Lock(), time.monotonic()

    def spend(self, size: int) -> None:
        with self.lock:
            now = time.monotonic()
            self.next = max(self.next, now) + size / self.rate
            wait = self.next - now
        time.sleep(wait)


def handler(budget: Budget):
    class Slow(SimpleHTTPRequestHandler):
        def copyfile(self, source, outputfile) -> None:
            while chunk := source.read(CHUNK):
                budget.spend(len(chunk))
                outputfile.write(chunk)

    return Slow


def main(argv: list[str]) -> None:
    port, folder, mbit = int(argv[0]), argv[1], float(argv[2])
    slow = functools.partial(handler(Budget(mbit * 1e6 / 8)), directory=folder)
    ThreadingHTTPServer(("127.0.0.1", port), slow).serve_forever()


if __name__ == "__main__":
    main(sys.argv[1:])
