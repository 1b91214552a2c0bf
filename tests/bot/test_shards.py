"""SHARD_COUNT, SHARD_IDS and RENDER_WORKERS, and which process serves which server."""

from __future__ import annotations

import os

import pytest

from bot.config import ConfigError, load_settings
from bot.shards import owns, shard_of


def test_scale_settings_default_to_one_process_on_every_core() -> None:
    settings = load_settings({}, None)
    assert settings.shard_count is None and settings.shard_ids is None
    assert settings.render_workers == (os.cpu_count() or 1)


def test_scale_settings_are_read() -> None:
    settings = load_settings({"SHARD_COUNT": "4", "SHARD_IDS": "3, 1", "RENDER_WORKERS": "0"},
                             None)
    assert settings.shard_count == 4 and settings.shard_ids == (1, 3)
    assert settings.render_workers == 0


@pytest.mark.parametrize(("env", "message"), [
    ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be a whole number of at least 1"),
    ({"SHARD_COUNT": "²"}, "SHARD_COUNT must be a whole number"),
    ({"SHARD_IDS": "0"}, "SHARD_IDS needs SHARD_COUNT"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0,2"}, "SHARD_IDS must be below SHARD_COUNT"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "one"}, "SHARD_IDS must be shard numbers"),
    ({"RENDER_WORKERS": "-1"}, "RENDER_WORKERS must be a whole number of at least 0"),
])
def test_bad_scale_settings_are_named(env: dict[str, str], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        load_settings(env, None)


def test_discords_shard_formula() -> None:
    # Discord's documentation: shard_id = (guild_id >> 22) % num_shards.
    guild = 41771983423143937  # the example server id of Discord's documentation
    assert shard_of(guild, 2) == (guild >> 22) % 2
    assert shard_of(guild, 1) == 0 and shard_of(None, 4) == 0
    assert {shard_of(g << 22, 3) for g in range(6)} == {0, 1, 2}


def test_each_server_is_owned_by_exactly_one_process() -> None:
    guilds = [g << 22 | 12345 for g in range(40)]
    first = [g for g in guilds if owns(g, 2, (0,))]
    second = [g for g in guilds if owns(g, 2, (1,))]
    assert sorted(first + second) == sorted(guilds) and not set(first) & set(second)
    assert all(owns(g, None, None) and owns(g, 2, None) for g in guilds)
