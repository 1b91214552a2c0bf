"""Custom ids of the turn-message components: what a button remembers across restarts.

Every id starts with ``ch:`` (Cavern Host), then a kind letter, the game id, the state
version the message was drawn for and the seat whose decision it shows. The version makes
a press from an older message recognisable ("the game has moved on"); the seat says whose
button it is. Discord allows 100 characters, so an option id that would not fit is carried
by its index in the seat's options at that version, which is just as unambiguous.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.parsing import natural

MAX_CUSTOM_ID = 100
PREFIX = "ch"

# DynamicItem templates (full-match regular expressions), one per component kind.
OPTION_TEMPLATE = r"ch:o:(?P<game>\d+):(?P<version>\d+):(?P<seat>\d+):(?P<ref>.+)"
SELECT_TEMPLATE = r"ch:s:(?P<game>\d+):(?P<version>\d+):(?P<seat>\d+):(?P<page>\d+)"
PAGE_TEMPLATE = r"ch:p:(?P<game>\d+):(?P<version>\d+):(?P<seat>\d+):(?P<page>\d+)"
HAND_TEMPLATE = r"ch:h:(?P<game>\d+):(?P<version>\d+):(?P<seat>\d+)"
BOARDS_TEMPLATE = r"ch:b:(?P<game>\d+)"
TABLE_TEMPLATE = r"ch:w:(?P<game>\d+)"

INDEX_MARK = "#"  # an option reference starting with it is an index, not an id


@dataclass(frozen=True)
class Target:
    """What a component points at: a game, the version it was drawn for and a seat."""

    game_id: int
    version: int
    seat: int


def option_ref(option_id: str, index: int, room: int) -> str:
    """The option id itself when it fits in ``room`` characters, else ``#index``."""
    if len(option_id) <= room and not option_id.startswith(INDEX_MARK):
        return option_id
    return f"{INDEX_MARK}{index}"


def option_button_id(target: Target, option_id: str, index: int) -> str:
    head = f"{PREFIX}:o:{target.game_id}:{target.version}:{target.seat}:"
    return head + option_ref(option_id, index, MAX_CUSTOM_ID - len(head))


def select_id(target: Target, page: int) -> str:
    return f"{PREFIX}:s:{target.game_id}:{target.version}:{target.seat}:{page}"


def page_id(target: Target, page: int) -> str:
    return f"{PREFIX}:p:{target.game_id}:{target.version}:{target.seat}:{page}"


def boards_id(game_id: int) -> str:
    return f"{PREFIX}:b:{game_id}"


def table_id(game_id: int) -> str:
    return f"{PREFIX}:w:{game_id}"


def hand_id(target: Target) -> str:
    return f"{PREFIX}:h:{target.game_id}:{target.version}:{target.seat}"


def resolve_ref(ref: str, option_ids: list[str]) -> str | None:
    """The option id a reference names among ``option_ids``, or None if it names none."""
    if ref.startswith(INDEX_MARK):
        index = natural(ref[len(INDEX_MARK):])
        return option_ids[index] if index is not None and index < len(option_ids) else None
    return ref if ref in option_ids else None
