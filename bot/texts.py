"""Sentences the host shows: lobby lines, board summaries, scores. Pure functions."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from bot.i18n import DEFAULT_LANGUAGE, localize
from bot.outcomes import SeatInfo, SeatScore


def points_text(points: int) -> str:
    return f"{points} point" if abs(points) == 1 else f"{points} points"


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
            present = info.user_id is not None or info.computer
            return info.name if present else f"{info.name} (seat empty)"
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


def ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st."""
    if 10 <= number % 100 <= 20:
        return f"{number}th"
    return f"{number}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(number % 10, 'th')}"


def board_text(title: str, view: dict[str, Any], seats: Sequence[SeatInfo]) -> str:
    """A words-only board from the public view: fallback when there is no image, and alt text."""
    lines: list[str] = []
    rnd, total = view.get("round"), view.get("rounds_total")
    head = title
    printed = view.get("printed_round")
    if rnd and printed and printed != rnd:
        # Caverna with 1-2 players skips round 9: say the round as the track prints it.
        head += f", round {printed} ({ordinal(rnd)} of {total})"
    elif rnd:
        head += f", round {rnd}" + (f" of {total}" if total else "")
    if view.get("over"):
        head += " — the game is over"
    lines.append(head + ".")
    to_act = view.get("to_act") or []
    if to_act and not view.get("over"):
        lines.append("To act: " + names_list([seat_name(seats, s) for s in to_act]) + ".")
    for player in view.get("players") or []:
        seat = player.get("seat", 0)
        line = f"{seat_name(seats, seat)}: {points_text(player.get('score', 0))}"
        goods = _resources(player.get("resources"))
        if goods:
            line += f"; {goods}"
        lines.append(line + ".")
    return "\n".join(lines)


# Engines name seats "Player 1", "Player 2"… (they know no people); the host swaps in
# the names of the people sitting there.
_PLAYER_N = re.compile(r"\bPlayer (\d+)\b")


def with_names(text: str, seats: Sequence[SeatInfo]) -> str:
    if not _PLAYER_N.search(text):
        return text   # unchanged, so an engine's message string keeps its catalogue key
    by_number = {s.seat + 1: s.name for s in seats}
    return _PLAYER_N.sub(lambda m: by_number.get(int(m.group(1)), m.group(0)), text)


def event_text(ev: dict[str, Any], lang: str = DEFAULT_LANGUAGE) -> str:
    """One event's sentence in ``lang``: from its catalogue message when the engine gave
    one (``"msg"``), else its English ``"text"``."""
    return localize(ev["msg"], lang) if ev.get("msg") else str(ev["text"])


def events_text(events: Sequence[dict[str, Any]], seats: Sequence[SeatInfo] = (),
                lang: str = DEFAULT_LANGUAGE) -> str:
    """The public sentences of a move's events, with the players' names."""
    return "\n".join(with_names(event_text(ev, lang), seats) for ev in events
                     if ev.get("private_to") is None and ev.get("text"))


def score_lines(scores: Sequence[SeatScore], over: bool) -> str:
    lines = ["Final scores:" if over else "Scores so far:"]
    for s in scores:
        mark = " (resigned)" if s.resigned else ""
        lines.append(f"{s.place}. {s.name}{mark}: {points_text(s.total)}")
        lines.extend(f"    {label}: {points:+d}" for label, points in s.lines if points)
    return "\n".join(lines)


HOUSE_DECK = "Played with the house deck"


def house_note(view: Mapping[str, Any]) -> str:
    """"Played with the house deck: …" when the view says the cards are our own; else ""."""
    if not view.get("house_deck"):
        return ""
    note = str(view.get("house_note") or "").strip()
    if not note:
        return HOUSE_DECK + "."
    return note if note.startswith(HOUSE_DECK) else f"{HOUSE_DECK}: {note}"


def setup_house_note(engine: Any, players: int, seed: int = 0,
                     options: Mapping[str, Any] | None = None) -> str:
    """The house-deck sentence of a game not started yet, read from a trial set-up's view
    (the deck may depend on the options and the player count)."""
    count = min(max(players, engine.min_players), engine.max_players)
    try:
        return house_note(engine.view(engine.new_game(count, seed, options), None))
    except ValueError:  # IllegalMove: options the lobby already refused
        return ""


def _label(key: str) -> str:
    return key.replace("_", " ").capitalize()


def _value_text(value: Any) -> str:
    """One readable line for a view value: a card as "name: text", a list comma-joined."""
    if isinstance(value, Mapping):
        name, text = value.get("name"), value.get("text")
        rest = ", ".join(f"{k.replace('_', ' ')}: {_value_text(v)}"
                         for k, v in value.items()
                         if k not in ("id", "name", "text")
                         and isinstance(v, str | int | float | bool))
        head = ": ".join(str(part) for part in (name, text) if part)
        if head and rest:
            return f"{head} ({rest})"
        return head or rest or "none"
    if isinstance(value, list | tuple):
        return ", ".join(_value_text(v) for v in value) or "none"
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def private_lines(own: Mapping[str, Any], public: Mapping[str, Any]) -> list[str]:
    """What the seat's own view adds to the public one, as lines a person reads.

    A list of cards (``{name, text}`` entries) becomes one bullet per card; any other
    added or changed key is one "Label: value" line. Nothing of the public view repeats.
    """
    lines: list[str] = []
    for key, value in own.items():
        if key in public and public[key] == value:
            continue
        if key == "players" and isinstance(value, list):
            # A game may also add secrets to the seat's own player entry.
            theirs = public.get("players") or []
            for index, entry in enumerate(value):
                other = theirs[index] if index < len(theirs) else {}
                if isinstance(entry, Mapping) and isinstance(other, Mapping):
                    lines.extend(private_lines(entry, other))
            continue
        if isinstance(value, list) and value and all(isinstance(v, Mapping) for v in value):
            lines.append(f"{_label(key)}:")
            lines.extend(f"• {_value_text(v)}" for v in value)
        elif isinstance(value, list) and not value:
            lines.append(f"{_label(key)}: none")
        else:
            lines.append(f"{_label(key)}: {_value_text(value)}")
    return lines
