"""Interactions a normal client would not send: forged controls, stale command shapes.

The harness presses only components that exist on a stored message and builds command
options from the bot's own tree; these helpers go around that, as a modified client, an
old message or an out-of-date command registration would.
"""

from __future__ import annotations

import copy
from typing import Any

from tests.cogs.fake_discord import InteractionRecord, Message
from tests.cogs.harness import CHANNEL_ID, Harness


async def press_forged(harness: Harness, user_id: int, custom_id: str, *,
                       on: Message | None = None, values: list[str] | None = None
                       ) -> InteractionRecord:
    """Press a control with ``custom_id`` (a select when ``values`` is given) on a copy of
    ``on`` (or of the latest channel message) whose components are only that control."""
    source = on or harness.fake.channel_messages(CHANNEL_ID)[-1]
    data = copy.deepcopy(source.data)
    if values is None:
        control: dict[str, Any] = {"type": 2, "style": 1, "label": "Press", "custom_id": custom_id}
    else:
        control = {"type": 3, "custom_id": custom_id, "min_values": 1, "max_values": 1,
                   "options": [{"label": v, "value": v} for v in values]}
    data["components"] = [{"type": 1, "components": [control]}]
    message = Message(data, [], False)
    harness.fake.channels.setdefault(CHANNEL_ID, []).append(message)
    return await harness.press(user_id, message, custom_id, values=values)


async def slash_raw(harness: Harness, user_id: int, name: str,
                    options: list[dict[str, Any]]) -> InteractionRecord:
    """Run a command as Discord would send it from an out-of-date registration."""
    payload = harness._base(2, user_id, CHANNEL_ID)
    payload["data"] = {"id": str(harness.fake.snowflake()), "name": name, "type": 1,
                       "options": options, "resolved": {}}
    return await harness._dispatch(payload)
