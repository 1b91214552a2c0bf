"""Sentences the host shows: lobby lines, board summaries, scores. Pure functions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.outcomes import SeatInfo, SeatScore


def names_list(names: Sequence[str]) -> str:
    """"Ann", "Ann and Bob", "Ann, Bob and Cy"."""
    items = list(names)
    if not items:
        return "nobody"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def seat_name(seats: Sequence[SeatInfo], seat: int) -> str:
    for info in seats:
        if info.seat == seat:
            return info.name if info.user_id is not None else f"{info.name} (seat empty)"
    return f"Seat {seat + 1}"


def seat_order(seats: Sequence[SeatInfo]) -> str:
    return ", ".join(f"{s.seat + 1}. {s.name}" for s in seats)


def hours(value: float) -> str:
    return f"{value:g} hour" + ("" if value == 1 else "s")


def _resources(resources: Any) -> str:
    if not isinstance(resources, dict) or not resources:
        return ""
    shown = [f"{name} {count}" for name, count in resources.items() if count]
    return ", ".join(shown) if shown else "no goods"


def board_text(title: str, view: dict[str, Any], seats: Sequence[SeatInfo]) -> str:
    """A words-only board from the public view: fallback when there is no image, and alt text."""
    lines: list[str] = []
    rnd, total = view.get("round"), view.get("rounds_total")
    head = title
    if rnd:
        head += f", round {rnd}" + (f" of {total}" if total else "")
    if view.get("over"):
        head += " — the game is over"
    lines.append(head + ".")
    to_act = view.get("to_act") or []
    if to_act and not view.get("over"):
        lines.append("To act: " + names_list([seat_name(seats, s) for s in to_act]) + ".")
    for player in view.get("players") or []:
        seat = player.get("seat", 0)
        line = f"{seat_name(seats, seat)}: {player.get('score', 0)} points"
        goods = _resources(player.get("resources"))
        if goods:
            line += f"; {goods}"
        lines.append(line + ".")
    return "\n".join(lines)


def events_text(events: Sequence[dict[str, Any]]) -> str:
    return "\n".join(str(ev.get("text", "")) for ev in events
                     if ev.get("private_to") is None and ev.get("text"))


def score_lines(scores: Sequence[SeatScore], over: bool) -> str:
    lines = ["Final scores:" if over else "Scores so far:"]
    for s in scores:
        mark = " (resigned)" if s.resigned else ""
        lines.append(f"{s.place}. {s.name}{mark}: {s.total} points")
        lines.extend(f"    {label}: {points:+d}" for label, points in s.lines if points)
    return "\n".join(lines)
