"""What the Equations table says: the live preview in maths, the move log, players, the end.

Everything here reads engine values (an equation, a player's view, the events of a move, a
finished game) and turns them into text or small HTML in the board's language; no rule is
decided here. Equations are numbered 1, 2, 3 for people (the engine counts from 0).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from mathplay.errors import MathplayError
from mathplay.expr import evaluate, parse_cards, to_latex, value_latex
from mathplay.games.equations import (
    Completion,
    Equation,
    EquationsGame,
    Event,
    EventKind,
    Placement,
    Play,
    Rules,
    Side,
)
from mathplay.widgets.builder import format_value
from mathplay.widgets.equations_look import HINT_STYLE, CardLook, card_box, chips_html
from mathplay.widgets.parts import escape, nowrap_expressions, player_box

__all__ = [
    "SideReport",
    "hint_html",
    "log_html",
    "move_sentences",
    "piles_html",
    "play_rows",
    "players_html",
    "side_report",
    "summary_html",
    "value_text",
    "variant_text",
    "verdict_html",
]

Translate = Callable[..., str]
GOOD, INFO, BAD, WARN = "#1b6e20", "#1a4d8f", "#a4000f", "#8a4b00"


@dataclass(frozen=True, slots=True)
class SideReport:
    """One side of an equation read as an expression: its LaTeX and exact value, or the
    reason it is not a finished expression yet (``None`` for an empty side)."""

    cards: tuple[str, ...]
    latex: str = ""
    value: Fraction | None = None
    value_latex: str = ""
    reason: str | None = None


def side_report(cards: Sequence[str], rules: Rules, language: str) -> SideReport:
    """Read one side: its exact value as maths, or what the parser says is missing."""
    cards = tuple(cards)
    if not cards:
        return SideReport(cards)
    try:
        expr = parse_cards(cards, rules.expr_rules())
        value = evaluate(expr)
    except MathplayError as err:
        return SideReport(cards, reason=err.localized(language).split("\n")[0])
    return SideReport(cards, to_latex(expr), value, value_latex(value))


def side_html(name: str, report: SideReport, tr: Translate) -> str:
    """``Left side: 8 − 3 ÷ 3 = 7 ✓`` in maths, or the cards and what is missing."""
    label = f"<b>{escape(name)}</b>"
    if not report.cards:
        return f'{label} <i style="color:#666">{escape(tr("widgets.equations.side_empty"))}</i>'
    if report.reason is not None:
        cards = "".join(card_box(card) for card in report.cards)
        return f'{label} {cards} <span style="color:{WARN}">✗ {escape(report.reason)}</span>'
    maths = f'<span style="font-size:1.3em">${report.latex}$</span>'
    if report.latex != report.value_latex:
        value = escape(tr("widgets.equations.side_value", value=f"${report.value_latex}$"))
        maths += f' <span style="color:#444;margin-left:0.6em">{value}</span>'
    return f'{label} {maths} <span style="color:{GOOD}">✓</span>'


def sides_html(equation: Equation, rules: Rules, tr: Translate, language: str) -> str:
    """Both sides of an equation in maths, with their values."""
    reports = [side_report(equation.side(side), rules, language) for side in Side]
    names = (tr("widgets.equations.left_side"), tr("widgets.equations.right_side"))
    rows = "".join(
        f'<div style="margin:0.15em 0">{side_html(name, report, tr)}</div>'
        for name, report in zip(names, reports, strict=True)
    )
    return rows


def verdict_html(
    game: EquationsGame,
    equation: int,
    after: Equation,
    verdict: MathplayError | tuple[Event, ...],
    tr: Translate,
    language: str,
) -> str:
    """The preview of a pending play: both sides in maths and the engine's verdict (not
    allowed and why; complete and for how many points; void; or not complete yet)."""
    number = equation + 1
    head = f"<div><b>{escape(tr('widgets.equations.preview_of', equation=number))}</b></div>"
    body = sides_html(after, game.rules, tr, language)
    if isinstance(verdict, MathplayError):
        reason = verdict.localized(language).split("\n")[0]
        line = tr("widgets.equations.preview_illegal", reason=reason)
        return head + body + _line(f"✗ {line}", BAD)
    kinds = {event.kind: event for event in verdict}
    if EventKind.COMPLETE in kinds:
        points = kinds[EventKind.COMPLETE].points
        line = tr(
            "widgets.equations.preview_complete",
            cards=after.card_count,
            penalty=game.rules.penalty,
            points=points,
        )
        if EventKind.WIN in kinds and kinds[EventKind.WIN].player == game.current_player:
            line += " " + tr("widgets.equations.preview_wins", target=game.rules.target)
        return head + body + _line(f"✓ {line}", GOOD)
    if EventKind.VOID in kinds:
        line = tr("widgets.equations.preview_void", count=after.size, equation=number)
        return head + body + _line(f"⚠ {line}", WARN)
    left, right = (after.value(side, game.rules) for side in Side)
    if left is not None and right is not None and left != right:  # finished, but not equal
        line = tr(
            "widgets.equations.preview_unequal",
            left_value=value_text(left),
            right_value=value_text(right),
        )
        return head + body + _line(line, INFO)
    return head + body + _line(tr("widgets.equations.preview_not_complete"), INFO)


def _line(text: str, colour: str) -> str:
    return f'<div style="font-size:1.15em;color:{colour};margin-top:0.2em">{escape(text)}</div>'


def play_rows(play: Play, before: Equation) -> dict[Side, list[Placement | None]]:
    """Each side after ``play`` as shown: ``None`` for a table card, the placement for a
    new card (cards at one place keep the play's order)."""
    rows: dict[Side, list[Placement | None]] = {}
    for side in Side:
        gaps: dict[int, list[Placement]] = {}
        for placement in play.placements:
            if placement.side == side:
                gaps.setdefault(placement.index, []).append(placement)
        table = len(before.side(side))
        row: list[Placement | None] = []
        for at in range(table + 1):
            row += gaps.get(at, [])
            if at < table:
                row.append(None)
        rows[side] = row
    return rows


def hint_html(
    game: EquationsGame, completion: Completion | None, proven: bool, tr: Translate
) -> str:
    """The hint: the finished equation with the cards to play marked, and its points."""
    style = f'class="mathplay-eq-hint-line" style="color:{INFO};font-size:1.1em"'
    if completion is None:
        key = "widgets.equations.hint_none" if proven else "widgets.equations.hint_none_yet"
        return f"<div {style}>{escape(tr(key))}</div>"
    equation = completion.play.equation
    assert equation is not None
    rows = play_rows(completion.play, game.equations[equation])
    cards = []
    for side in Side:
        cards += [
            card_box(card, CardLook.PENDING, extra=HINT_STYLE)
            if new is not None
            else card_box(card)
            for card, new in zip(completion.equation.side(side), rows[side], strict=True)
        ]
        if side == Side.LEFT:
            cards.append(card_box("="))
    key = "widgets.equations.hint_best" if proven else "widgets.equations.hint_found"
    words = tr(key, equation=equation + 1, points=completion.score)
    return f'<div {style}>{escape(words)}</div><div style="margin:0.2em 0">{"".join(cards)}</div>'


# ----- the move log ---------------------------------------------------------------------------
def move_sentences(
    ended_turn: bool, events: Iterable[Event], players: Sequence[str], player: int, tr: Translate
) -> list[str]:
    """What one move made happen, in words (a completion says what was played);
    ``ended_turn``: the player ended the turn without the second draw."""
    events = tuple(events)
    said = []
    if ended_turn:
        said.append(tr("widgets.equations.log_end_turn", player=players[player]))
    completed = {event.equation for event in events if event.kind == EventKind.COMPLETE}
    for event in events:
        if completed and event.kind == EventKind.PLAY:
            continue
        if event.kind == EventKind.SEED and event.equation in completed:
            number = (event.equation or 0) + 1
            said.append(
                tr("widgets.equations.log_seed_completed", equation=number, text=event.text)
            )
            continue
        said += _event_sentences(event, players, tr)
    return said


def _event_sentences(event: Event, players: Sequence[str], tr: Translate) -> list[str]:
    name = players[event.player] if event.player is not None else ""
    number = None if event.equation is None else event.equation + 1
    kind = event.kind
    if kind == EventKind.DRAW:
        piles = event.text.split()
        if not piles:
            return [tr("widgets.equations.log_nothing_drawn", player=name)]
        drawn = drawn_cards(piles.count("digit"), piles.count("operator"), tr)
        return [tr("widgets.equations.log_draw", player=name, drawn=drawn)]
    if kind == EventKind.RECYCLE:
        return [tr(f"widgets.equations.log_recycle_{event.text}")]
    if kind == EventKind.WIN:
        if event.player is None:
            return [tr("widgets.equations.log_no_winner")]
        return [tr("widgets.winner", player=name)]
    if kind in (EventKind.REARRANGE, EventKind.FACE_DOWN):
        key = f"widgets.equations.log_{kind}"
        return [tr(key, player=name, points=-event.points, equation=number)]
    if kind == EventKind.TRADE:
        return [_trade_sentence(event, players, name, tr)]
    return [
        tr(
            f"widgets.equations.log_{kind}",
            player=name,
            equation=number,
            text=event.text,
            points=event.points,
        )
    ]


def drawn_cards(digits: int, operators: int, tr: Translate) -> list[str]:
    """``["2 digit cards"]``, ``["1 digit card", "1 operator card"]``: what a draw takes,
    counted in the language's plural forms (no "0 operator cards")."""
    parts = [("digit_cards", digits), ("operator_cards", operators)]
    return [tr(f"widgets.equations.{noun}", count=count) for noun, count in parts if count]


def _trade_sentence(event: Event, players: Sequence[str], name: str, tr: Translate) -> str:
    """ "Ann traded with Bob: gave 1 +, got × and 2 points." (the event's text is
    ``"partner: given cards / taken cards"``; its points are what the player gained)."""
    partner, _, cards = event.text.partition(": ")
    given, _, taken = cards.partition(" / ")
    parts = [[" ".join(given.split())], [" ".join(taken.split())]]
    if event.points:
        points = tr("widgets.equations.trade_points", points=abs(event.points))
        parts[event.points > 0].append(points)
    give, take = (
        [item for item in part if item] or tr("widgets.equations.trade_nothing") for part in parts
    )
    who = players[int(partner)] if partner.isdigit() and int(partner) < len(players) else partner
    return tr("widgets.equations.log_trade", player=name, partner=who, give=give, take=take)


def log_html(entries: Sequence[tuple[int, str]], tr: Translate) -> str:
    """The move log, newest first, in a scrolling box: ``(turn, sentence)`` entries."""
    title = f"<b>{escape(tr('widgets.equations.log_title'))}</b>"
    if not entries:
        empty = escape(tr("widgets.equations.log_empty"))
        return f'{title}<div style="color:#666"><i>{empty}</i></div>'
    rows = "".join(f"<li>{nowrap_expressions(escape(text))}</li>" for _, text in reversed(entries))
    return (
        f'{title}<ul class="mathplay-eq-log" style="max-height:14em;overflow-y:auto;'
        f'margin:0.2em 0;padding-left:1.2em">{rows}</ul>'
    )


# ----- players, piles, the end ----------------------------------------------------------------
def players_html(view: dict[str, Any], bots: Iterable[int], *, playing: bool, tr: Translate) -> str:
    """Each player's box: name (▶ on their turn), bot or not, chips and points, hand size."""
    bots = set(bots)
    boxes = []
    for player, name in enumerate(view["players"]):
        score = view["scores"][player]
        points = escape(tr("widgets.equations.points", points=score))
        cards = escape(tr("widgets.equations.cards_in_hand", count=view["hand_sizes"][player]))
        body = (
            f'<div style="display:flex;align-items:center;gap:0.6em;min-height:1.9em">'
            f"<span>{chips_html(score)}</span><small>{cards}</small></div>"
        )
        current = playing and player == view["current_player"]
        boxes.append(
            player_box(
                name,
                current=current,
                is_bot=player in bots,
                css="mathplay-eq-player",
                head=f" · <b>{points}</b>",
                body=body,
                tr=tr,
            )
        )
    return "".join(boxes)


def piles_html(view: dict[str, Any], operators: str, tr: Translate) -> str:
    """How many cards wait in each draw pile and lie in each discard pile."""
    draw, discards = view["draw_piles"], view["discards"]
    lines = [
        tr(
            "widgets.equations.piles_digit",
            draw=draw["digit"],
            discards=len(discards["digit"]),
        ),
        tr(
            "widgets.equations.piles_operator",
            operators=operators,
            draw=draw["operator"],
            discards=len(discards["operator"]),
        ),
    ]
    return "".join(f"<div>{escape(line)}</div>" for line in lines)


def summary_html(game: EquationsGame, tr: Translate) -> str:
    """The game-over box: the winner (or nobody), the final scores with their chips."""
    names = game.players
    if game.winner is None:
        headline = tr("widgets.equations.log_no_winner")
    else:
        headline = tr("widgets.winner", player=names[game.winner])
    scores = game.scores
    outcome = game.outcome
    assert outcome is not None, "the summary is drawn at the end"
    order = sorted(range(len(names)), key=lambda p: outcome.ranks[p])
    rows = []
    for player in order:
        rank = outcome.ranks[player]
        points = escape(tr("widgets.equations.points", points=scores[player]))
        rows.append(
            f"<tr><td>{rank}.</td><td><b>{escape(names[player])}</b></td>"
            f'<td style="text-align:right;padding:0 0.8em"><b>{points}</b></td>'
            f"<td>{chips_html(scores[player])}</td></tr>"
        )
    turns = escape(tr("widgets.equations.turns_played", turns=game.turn))
    return (
        '<div class="mathplay-eq-summary" style="border:3px solid #009E73;border-radius:8px;'
        'padding:0.4em 0.8em;margin:0.3em 0;background:#eefaf5">'
        f'<div style="font-size:1.3em;font-weight:bold;color:#0b5e45">{escape(headline)}</div>'
        f"<div>{turns}</div>"
        f'<div style="margin-top:0.3em"><b>{escape(tr("widgets.equations.final_scores"))}</b>'
        f"</div><table>{''.join(rows)}</table></div>"
    )


def variant_text(rules: Rules, tr: Translate) -> str:
    """The variants of a game in words ("" for the rules page's defaults)."""
    base = Rules()
    said = []
    if rules.operators != base.operators:
        said.append(tr("widgets.equations.variant_operators", operators=rules.operators))
    if rules.void_at is None:
        said.append(tr("widgets.equations.variant_no_void"))
    elif rules.void_at != base.void_at:
        said.append(tr("widgets.equations.variant_void_at", count=rules.void_at))
    if rules.pass_hands:
        said.append(tr("widgets.equations.variant_pass_hands"))
    if rules.rearrange:
        said.append(tr("widgets.equations.variant_rearrange"))
    if rules.trading:
        said.append(tr("widgets.equations.variant_trading"))
    return " · ".join(said)


def value_text(value: Fraction | None) -> str:
    """A side's value as a pupil writes it, or ``?`` while it is not finished."""
    return "?" if value is None else format_value(value)
