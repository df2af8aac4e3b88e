"""``python -m mathplay``: the same as the ``mathplay`` command."""

import sys

from mathplay.cli import main

sys.exit(main())
