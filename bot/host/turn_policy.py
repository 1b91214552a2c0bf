"""The turn policy: who is mentioned, what is posted, what is edited — as plain data.

One public message per hand-over of the turn; the sub-steps of a player's own turn update
that message in place (or their private controls), never a new one. A member is mentioned
when they newly must act, never because they are in the middle of their own turn and
never twice before they act. A press stays valid while its seat's own decision is
unchanged, whatever the other seats do (the seat's *stamp*).

Everything here is pure: the host feeds it the seats that must act before and after a
change, stores the returned :class:`TurnMemory` in the same transaction as the change, and
hands the :class:`TurnPlan` to a front end (Discord or the console) to carry out. Tests
check the policy without Discord.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any


@dataclass(frozen=True)
class PendingSeat:
    """A seat that must decide now, reduced to what the policy compares."""

    seat: int
    signature: str           # changes whenever the seat's decision changes
    private: bool = False


def signature(prompt: str, option_ids: Iterable[str]) -> str:
    """A short fingerprint of one decision (its prompt and option ids)."""
    text = prompt + "\x1f" + "\x1e".join(option_ids)
    return format(zlib.crc32(text.encode("utf-8")), "08x")


@dataclass(frozen=True)
class TurnMemory:
    """What the channel has been told about one game; stored with the game as JSON."""

    stamps: dict[int, int] = field(default_factory=dict)      # seat -> version its decision began
    signatures: dict[int, str] = field(default_factory=dict)  # seat -> decision fingerprint
    aware: frozenset[int] = frozenset()   # seats that know they must act (pinged or mid-turn)
    posted_seq: int = 0                    # moves up to this seq are told in a turn message
    round: int | None = None               # the round when the last turn message was posted
    turn_message_id: int | None = None     # the current turn message (the only one with controls)
    header: str = ""                       # that message's fixed part, kept for its edits

    def to_json(self) -> dict[str, Any]:
        return {"stamps": {str(k): v for k, v in self.stamps.items()},
                "signatures": {str(k): v for k, v in self.signatures.items()},
                "aware": sorted(self.aware), "posted_seq": self.posted_seq,
                "round": self.round, "turn_message_id": self.turn_message_id,
                "header": self.header}

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> TurnMemory:
        data = data or {}
        message = data.get("turn_message_id")
        return cls(stamps={int(k): int(v) for k, v in (data.get("stamps") or {}).items()},
                   signatures={int(k): str(v)
                               for k, v in (data.get("signatures") or {}).items()},
                   aware=frozenset(int(s) for s in data.get("aware") or ()),
                   posted_seq=int(data.get("posted_seq") or 0),
                   round=data.get("round"),
                   turn_message_id=int(message) if message is not None else None,
                   header=str(data.get("header") or ""))


@dataclass(frozen=True)
class TurnPlan:
    """What one stored change means for the channel.

    ``post``: a new public turn message (a hand-over, a new round, the start or the end);
    ``edit``: no new message, but the current turn message changes in place (a sub-step
    of the acting seat, or a seat finished its part of a simultaneous decision).
    ``ping_seats`` are mentioned in a posted message (an edit never notifies anyone).
    """

    post: bool
    edit: bool
    ping_seats: tuple[int, ...]
    acting: tuple[int, ...]
    stamps: dict[int, int]
    simultaneous: bool
    single_public: int | None   # the one seat whose public choices sit on the turn message


def plan_change(memory: TurnMemory, pending: Sequence[PendingSeat], *, version: int,
                round_number: int | None, mover: int | None = None, over: bool = False,
                fresh: bool = False) -> tuple[TurnMemory, TurnPlan]:
    """The plan for the change that led to ``pending`` at ``version``, and the new memory.

    ``mover``: the seat that just moved (None for a start, an undo, a resume or a
    moderator's skip). ``fresh``: the position was reset (start, undo, resume), so every
    press shown before is void and the change is always posted.
    """
    before = set(memory.stamps)
    after = {p.seat for p in pending}
    # A reset position (start, undo, resume) is announced to everyone who must act.
    aware = set() if fresh else set(memory.aware)
    if mover is not None:
        aware.discard(mover)
        if mover in after:
            aware.add(mover)   # mid-turn: they see their next step where they pressed
    aware &= after
    stamps: dict[int, int] = {}
    signatures: dict[int, str] = {}
    for p in pending:
        unchanged = (not fresh and p.seat != mover and p.seat in memory.stamps
                     and memory.signatures.get(p.seat) == p.signature)
        stamps[p.seat] = memory.stamps[p.seat] if unchanged else version
        signatures[p.seat] = p.signature
    ping = () if over else tuple(sorted(after - aware))
    aware |= set(ping)
    round_changed = memory.round is not None and round_number != memory.round
    # Several seats were deciding and one is left with a new decision: a new phase.
    phase_ended = (len(before) > 1 and len(after) == 1
                   and next(iter(after)) in stamps and stamps[next(iter(after))] == version)
    post = fresh or over or bool(ping) or round_changed or phase_ended
    public = [p.seat for p in pending if not p.private]
    single = public[0] if len(pending) == 1 and public else None
    # The turn message shows who decides what: edit it when a seat's decision changed.
    visible_change = after != before or any(stamps[s] != memory.stamps.get(s) for s in after)
    plan = TurnPlan(post=post, edit=not post and bool(after) and visible_change,
                    ping_seats=ping, acting=tuple(sorted(after)), stamps=stamps,
                    simultaneous=len(after) > 1, single_public=single)
    new_memory = replace(memory, stamps=stamps, signatures=signatures, aware=frozenset(aware),
                         round=round_number if post or memory.round is None else memory.round)
    return new_memory, plan
