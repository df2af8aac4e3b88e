"""The Polish lessons, run whole in the static site (notebook_runs.py)."""

from notebook_runs import notebook_tests

runs, test_notebook_runs_in_the_browser = notebook_tests("pl")
