"""What the Triolet board says in words: score breakdowns, the move log, players, the end.

Everything here reads engine values (a :class:`Score`, a player's view, a finished game) and
turns them into text or small HTML in the board's language; no rule is decided here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from mathplay.games.triolet import Exchange, Pass, Place, Placement, Score, TrioletGame, Turn
from mathplay.games.triolet import move_from_text as read_move
from mathplay.i18n import translate
from mathplay.widgets.parts import escape, nowrap_expressions, player_box
from mathplay.widgets.triolet_look import WILD_MARK, tile_label

__all__ = [
    "breakdown_text",
    "log_html",
    "placement_label",
    "players_html",
    "summary_html",
    "tiles_text",
    "turn_text",
]

Translate = Callable[..., str]


def placement_label(placement: Placement) -> str:
    """A placed tile's text: its number, with ✱ for a wild tile."""
    return f"{placement.value}{WILD_MARK if placement.wild else ''}"


def tiles_text(place: Place) -> list[str]:
    """``["6", "7"]``: the numbers a placement puts down (a message joins them)."""
    return [placement_label(p) for p in place.placements]


def breakdown_text(score: Score, language: str) -> str:
    """What a move scores, in words: one line reads ``"9 + 6 = 15 points"`` or
    ``"7 + 5 + 3 = 15 → 30 points"``; several, ``"9 + 6 = 15 and 7 + 6 = 13: 28 points in
    all"`` (joined as the language joins a list)."""
    lines = [line.text(language) for line in score.breakdown]
    if len(lines) > 1:
        return translate("widgets.triolet.lines_total", language, lines=lines, points=score.total)
    (line,) = lines
    for glue, message_id in ((" = ", "one_line_equals"), (" → ", "one_line_arrow")):
        if line.endswith(f"{glue}{score.total}"):  # the total is said once, with its noun
            line = line[: -len(f"{glue}{score.total}")]
            return translate(
                f"widgets.triolet.{message_id}", language, line=line, points=score.total
            )
    return translate("widgets.triolet.lines_total", language, lines=lines, points=score.total)


def turn_text(entry: dict[str, Any], players: Sequence[str], tr: Translate) -> list[str]:
    """One turn of a player's view of the history, in words (one or more sentences)."""
    player = players[entry["player"]]
    if entry["move"] == "exchange":  # someone else's exchange: only the count is seen
        return [tr("widgets.triolet.log_exchange", player=player, count=entry["count"])]
    move = read_move(entry["move"])
    if isinstance(move, Exchange):
        return [tr("widgets.triolet.log_exchange", player=player, count=len(move.tiles))]
    if isinstance(move, Pass):
        return [tr("widgets.triolet.log_pass", player=player)]
    said = [
        tr(
            "widgets.triolet.log_place",
            player=player,
            tiles=tiles_text(move),
            points=entry["points"],
        )
    ]
    if entry["extra_turn"]:
        said.append(tr("widgets.triolet.log_extra", player=player))
    if entry["end_bonus"]:
        said.append(tr("widgets.triolet.log_end_bonus", player=player, points=entry["end_bonus"]))
    return said


def log_html(history: Sequence[dict[str, Any]], players: Sequence[str], tr: Translate) -> str:
    """The move log, newest first, in a scrolling box."""
    title = f"<b>{escape(tr('widgets.triolet.log_title'))}</b>"
    if not history:
        return (
            f'{title}<div style="color:#666"><i>{escape(tr("widgets.triolet.log_empty"))}</i></div>'
        )
    rows = [
        f"<li>{nowrap_expressions(escape(' '.join(turn_text(entry, players, tr))))}</li>"
        for entry in reversed(history)
    ]
    return (
        f'{title}<ol class="mathplay-triolet-log" reversed style="max-height:13em;'
        f'overflow-y:auto;margin:0.2em 0;padding-left:2.2em">{"".join(rows)}</ol>'
    )


def players_html(view: dict[str, Any], bots: Iterable[int], *, playing: bool, tr: Translate) -> str:
    """Each player's box: name (▶ on their turn), bot or not, points, tiles on the rack."""
    bots = set(bots)
    boxes = []
    for player, name in enumerate(view["players"]):
        points = escape(tr("widgets.triolet.points", points=view["scores"][player]))
        tiles = escape(tr("widgets.triolet.tiles_on_rack", count=view["rack_sizes"][player]))
        current = playing and player == view["current_player"]
        boxes.append(
            player_box(
                name,
                current=current,
                is_bot=player in bots,
                css="mathplay-triolet-player",
                head=f" · <b>{points}</b> · <small>{tiles}</small>",
                body="",
                tr=tr,
            )
        )
    return "".join(boxes)


def summary_html(game: TrioletGame, tr: Translate) -> str:
    """The game-over box: the winner (or a tie), how the game ended, the final scores."""
    names = game.players
    outcome = game.outcome
    assert outcome is not None, "the summary is drawn at the end"
    winners = outcome.winners
    if len(winners) == 1:
        headline = tr("widgets.winner", player=names[winners[0]])
    else:
        headline = tr("widgets.triolet.tie", players=[names[p] for p in winners])
    last: Turn | None = game.history[-1] if game.history else None
    if last is not None and last.end_bonus:
        ending = tr(
            "widgets.triolet.log_end_bonus", player=names[last.player], points=last.end_bonus
        )
    elif last is not None and isinstance(last.move, Pass):
        stuck = game.rules.passes_end_only_when_stuck
        ending = tr("widgets.triolet.all_passed" if stuck else "widgets.triolet.round_passed")
    else:
        ending = ""
    order = sorted(range(len(names)), key=lambda p: outcome.ranks[p])
    rows = []
    for player in order:
        rank = outcome.ranks[player]
        rack = game.rack(player)
        left = (
            tr("widgets.triolet.tiles_left", tiles=[tile_label(t) for t in rack])
            if rack
            else tr("widgets.triolet.none_left")
        )
        points = tr("widgets.triolet.points", points=game.scores[player])
        rows.append(  # what is left on the rack under the name: the panel may be narrow
            f"<tr><td>{rank}.</td><td><b>{escape(names[player])}</b></td>"
            f'<td style="text-align:right;padding-left:0.8em"><b>{escape(points)}</b></td></tr>'
            f'<tr><td></td><td colspan="2" style="color:#555;padding-bottom:0.3em">'
            f"{escape(left)}</td></tr>"
        )
    return (
        '<div class="mathplay-triolet-summary" style="border:3px solid #009E73;border-radius:8px;'
        'padding:0.4em 0.8em;margin:0.3em 0;background:#eefaf5">'
        f'<div style="font-size:1.3em;font-weight:bold;color:#0b5e45">{escape(headline)}</div>'
        f"<div>{escape(ending)}</div>"
        f'<div style="margin-top:0.3em"><b>{escape(tr("widgets.triolet.final_scores"))}</b></div>'
        f"<table>{''.join(rows)}</table></div>"
    )
