"""Test data, not tests: the example course's notebooks are graded homework, never collected
(``make test`` runs every notebook it is given through nbval)."""

collect_ignore_glob = ["example-course/*"]
