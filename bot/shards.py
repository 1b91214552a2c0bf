"""Which process serves a server: Discord's shard formula, shared by every process.

Several processes may split the shards (``SHARD_COUNT`` in total, ``SHARD_IDS`` here).
Each posts only the reminders and timeout warnings of its own servers, so a notice
goes out once however many processes share the database.
"""

from __future__ import annotations

from collections.abc import Collection


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard Discord routes a server's events to; direct messages go to shard 0."""
    if guild_id is None or shard_count <= 1:
        return 0
    return (guild_id >> 22) % shard_count


def owns(guild_id: int | None, shard_count: int | None,
         shard_ids: Collection[int] | None) -> bool:
    """True when this process serves ``guild_id`` (every server when it runs all shards)."""
    if shard_ids is None or shard_count is None:
        return True
    return shard_of(guild_id, shard_count) in shard_ids


# The smallest id Discord can give: a snowflake holds its milliseconds since 2015 above bit
# 22, so anything created since has an id at least this big. The console's "channel 1",
# and any other made-up channel, is below it.
DISCORD_ID_MIN = 1 << 22


def discord_channel(channel_id: int) -> bool:
    """True when ``channel_id`` can be a Discord channel (the bot can have made its game)."""
    return channel_id >= DISCORD_ID_MIN
