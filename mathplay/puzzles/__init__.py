"""Puzzles for teachers: fresh, correct, graded puzzles in seconds."""

from mathplay.puzzles.base import Prompt, Puzzle
from mathplay.puzzles.registry import KIND_NAMES, for_student, generate, get_kind, make_puzzle

__all__ = ["KIND_NAMES", "Prompt", "Puzzle", "for_student", "generate", "get_kind", "make_puzzle"]
