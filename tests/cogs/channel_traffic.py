"""Play whole games through the real discord.py client and count what the channel sees.

A player here acts like a person on a phone: on the turn message when its controls are
theirs, else behind "My choices" (an ephemeral reply they keep using). When several seats
must decide at once, every one of them opens their controls first and then they answer in
a random order, so a press made after another seat's move shows whether it still works.

Counted per hand-over of the turn (a move after which someone begins to act who was not
acting before, a new round begins, or the game ends): public messages, pictures, mentions,
direct messages (the first player opts in to them), and the faults the turn policy must
never make (see :class:`Traffic`). Used by
``tests/cogs/test_channel_citizenship.py`` and ``benchmarks/bench_channel.py``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from bot.host import GameHost
from bot.i18n import languages, tr
from bot.outcomes import StatusInfo
from rules.core.base import BaseEngine
from rules.core.contract import Engine, State
from tests.bot.helpers import same_as_status, who_acts
from tests.cogs.fake_discord import Message
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import seat_of

USERS = tuple(101 + i for i in range(7))
# The refusal of a press on controls the game has moved past, in every language.
MOVED_ON = tuple(tr(lang, "reply-moved-on") for lang in languages())


@dataclass
class Traffic:
    game: str
    players: int
    moves: int = 0
    hand_overs: int = 0
    public_messages: int = 0
    messages_with_pictures: int = 0
    pictures: int = 0
    pings: int = 0
    pings_of_first: int = 0                     # mentions of the member who opted in to DMs
    direct_messages: int = 0
    max_public_after_one_move: int = 0
    pinged_while_own_turn_goes_on: int = 0     # the mover mentioned by their own move
    pinged_twice_before_acting: int = 0
    moved_on_for_unchanged_seat: int = 0       # a press refused though its seat's choice stood
    refusals: list[str] = field(default_factory=list)
    pinged_waiting: dict[int, bool] = field(default_factory=dict)

    def per_hand_over(self, count: int) -> float:
        return count / max(1, self.hand_overs)

    def row(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "moves": self.moves,
                "hand-overs": self.hand_overs,
                "public/hand-over": round(self.per_hand_over(self.public_messages), 2),
                "max public/move": self.max_public_after_one_move,
                "picture sets/hand-over": round(
                    self.per_hand_over(self.messages_with_pictures), 2),
                "pings/hand-over": round(self.per_hand_over(self.pings), 2),
                "DMs": self.direct_messages,
                "mover pinged": self.pinged_while_own_turn_goes_on,
                "repeat pings": self.pinged_twice_before_acting,
                "moved on (unchanged)": self.moved_on_for_unchanged_seat}


class Driver:
    def __init__(self, harness: Harness, host: GameHost, rng: random.Random) -> None:
        self.harness = harness
        self.host = host
        self.rng = rng
        self.private: dict[int, Message] = {}   # user -> their open private controls
        self.rounds: dict[tuple[int, int], int | None] = {}   # (game, version) -> round

    def _public(self) -> list[Message]:
        return self.harness.fake.channel_messages(CHANNEL_ID)

    async def start(self, key: str, players: int, traffic: Traffic) -> None:
        users = USERS[:players]
        await self.harness.slash(users[0], "game notify on")   # DMs when a turn begins
        await self.harness.slash(users[0], "game new", game=key, players=players)
        for user in users[1:]:
            await self.harness.slash(user, "game join")
        before = len(self._public())
        await self.harness.slash(users[0], "game start")
        self._count(traffic, self._public()[before:], mover=None, mover_still_acts=False)
        traffic.hand_overs += 1

    async def play(self, key: str, players: int, limit: int = 5000) -> Traffic:
        traffic = Traffic(key, players)
        await self.start(key, players, traffic)
        # The status after a move is the one the next step starts from (nothing else moves
        # the game between them): asking again would only redraw the same board text.
        # who_acts is host.status but its words (a public view per call): checked here.
        status: StatusInfo | None = await same_as_status(self.host, CHANNEL_ID)
        for _ in range(limit):
            status = status or await who_acts(self.host, CHANNEL_ID)
            if status.status != "active":
                return traffic
            acting = [d.user_id for d in status.to_act if d.user_id is not None]
            if len(acting) > 1:
                # Everyone opens their controls first, then they answer in any order.
                for user in acting:
                    await self._open_private(user)
                self.rng.shuffle(acting)
                for user in acting:
                    status = status or await who_acts(self.host, CHANNEL_ID)
                    if status.status != "active":
                        break
                    if user in {d.user_id for d in status.to_act}:
                        status = await self._move(user, traffic, set(acting), status)
            else:
                status = await self._move(acting[0], traffic, set(acting), status)
        raise AssertionError(f"{key} did not end in {limit} steps")

    async def _open_private(self, user: int) -> Message:
        turn = self._turn_message()
        [hand] = [c for c in turn.custom_ids() if c.startswith("ch:h:")]
        reply = (await self.harness.press(user, turn, hand)).messages[-1]
        self.private[user] = reply
        return reply

    def _turn_message(self) -> Message:
        for message in reversed(self._public()):
            if message.components:
                return message
        raise AssertionError("no live turn message")

    async def _controls(self, user: int, seat: int) -> tuple[Message, list[str]]:
        turn = self._turn_message()
        own = [c for c in turn.custom_ids() if c.startswith(("ch:o:", "ch:s:"))
               and seat_of(c) == seat]
        if own:
            return turn, own
        reply = self.private.get(user)
        if reply is None or not _choices(reply):
            reply = await self._open_private(user)
        return reply, _choices(reply)

    async def _move(self, user: int, traffic: Traffic, acting_before: set[int],
                    status: StatusInfo | None = None) -> StatusInfo | None:
        """One press by ``user`` from ``status`` (by default, asked now); the game's status
        after it (None after a refusal)."""
        status = status or await who_acts(self.host, CHANNEL_ID)
        seat = next(s.seat for s in status.seats if s.user_id == user)
        message, own = await self._controls(user, seat)
        assert own, f"no controls for seat {seat}: {message.content!r}"
        custom_id = self.rng.choice(own)
        component = message.component(custom_id)
        before_public = len(self._public())
        before_dms = sum(len(self.harness.fake.dms_to(u)) for u in USERS)
        version = status.version
        round_before = await self._round(status)
        if component["type"] == 3:
            value = self.rng.choice(component["options"])["value"]
            record = await self.harness.press(user, message, custom_id, values=[value])
        else:
            record = await self.harness.press(user, message, custom_id)
        if any(moved_on in m.content for m in record.messages for moved_on in MOVED_ON):
            # Refused: a fault only if the seat's own decision is still the one shown.
            mine = await self.host.options(CHANNEL_ID, user)
            shown = int(custom_id.split(":")[3])
            if any(d.stamp == shown for d in mine.decisions):
                traffic.moved_on_for_unchanged_seat += 1
            self.private.pop(user, None)   # older controls: open fresh ones, like a person
            return None
        if after_refusal := [m.content for m in record.messages if m.ephemeral
                             and m.content and not m.components and "✅" not in m.content
                             and "Next" not in m.content and "Only for you" not in m.content]:
            traffic.refusals.append(after_refusal[-1])
        after = await who_acts(self.host, CHANNEL_ID)
        assert after.version > version, [m.content for m in record.messages]
        traffic.moves += 1
        self.pinged_clear(traffic, user)
        still = user in {d.user_id for d in after.to_act}
        posted = self._public()[before_public:]
        self._count(traffic, posted, mover=user, mover_still_acts=still)
        traffic.direct_messages += sum(len(self.harness.fake.dms_to(u)) for u in USERS) \
            - before_dms
        now_acting = {d.user_id for d in after.to_act}
        if (after.status != "active" or now_acting - acting_before
                or await self._round(after) != round_before):
            traffic.hand_overs += 1
        return after

    async def _round(self, status: StatusInfo) -> int | None:
        """The game's round at ``status`` (remembered per version: the round after one move
        is the round before the next)."""
        at = (status.game_id, status.version)
        if at not in self.rounds:
            row = await self.host.core.open_game(CHANNEL_ID)
            assert (row.id, row.version) == at
            self.rounds[at] = None if row.state is None else _round_of(
                self.host.core.engine(row.key), self.host.core.state(row))
        return self.rounds[at]

    @staticmethod
    def pinged_clear(traffic: Traffic, user: int) -> None:
        traffic.pinged_waiting[user] = False

    @staticmethod
    def _count(traffic: Traffic, posted: list[Message], *, mover: int | None,
               mover_still_acts: bool) -> None:
        traffic.public_messages += len(posted)
        traffic.max_public_after_one_move = max(traffic.max_public_after_one_move, len(posted))
        for message in posted:
            if message.files:
                traffic.messages_with_pictures += 1
                traffic.pictures += len(message.files)
            pinged = [int(u) for u in (message.data.get("allowed_mentions") or {})
                      .get("users", [])]
            traffic.pings += len(pinged)
            traffic.pings_of_first += pinged.count(USERS[0])
            for user in pinged:
                if user == mover and mover_still_acts:
                    traffic.pinged_while_own_turn_goes_on += 1
                if traffic.pinged_waiting.get(user):
                    traffic.pinged_twice_before_acting += 1
                traffic.pinged_waiting[user] = True


def _round_of(engine: Engine, state: State) -> int:
    """The round the public view shows, without drawing up the whole view (the views of
    the engines built on BaseEngine take it from ``round_info``)."""
    if isinstance(engine, BaseEngine):
        return engine.round_info(state)[0]
    return int(engine.view(state, None)["round"])


def _choices(message: Message) -> list[str]:
    return [c for c in message.custom_ids() if c.startswith(("ch:o:", "ch:s:"))]
