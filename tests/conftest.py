"""Suite-wide scheduling for pytest-xdist (``./test.sh`` runs ``-n auto --maxschedchunk 1``).

The whole run lasts as long as its busiest worker, so the few tests that take seconds start
first and the hundreds of short ones fill in behind them, one at a time to whichever worker
is free. A test missing from ``SLOW_FIRST`` only starts later; a run without xdist keeps
the collection order. ``CAVERN_TEST_TIMES=FILE ./test.sh`` appends each test's CPU seconds
(its process's, then its reaped subprocesses': a bot process, Chromium), wall seconds and
node id to FILE, tab-separated: ``sort -t$'\\t' -k3 -rn FILE`` lists the tests to put first.

xdist hands each worker its first two tests at once, so the first two here share a worker:
the two solo strength tests, which play the hard level on the same seeds, play each game
once (``tests/rules/ai/helpers.py`` keeps the games of its process). ``--dist loadgroup``
would say so with a mark, but pytest-xdist 3.8 no longer groups under pytest 9.2.
"""

from __future__ import annotations

import os
import resource
import time
from collections.abc import Iterator

import pytest

# Node id prefixes, dearest first (CPU seconds per test measured with time.process_time in
# the workers; every test above ~1 s is here, so that none starts last).
SLOW_FIRST = (
    "tests/rules/ai/test_strength.py::test_hard_plays_cave_vs_cave_solo",
    "tests/rules/ai/test_strength.py::test_hard_reaches_more_points_than_easy",
    "tests/rules/ai/test_strength.py",
    "tests/rules/ai/test_bench_ai.py::test_a_short_run",
    "tests/rules/caverna/test_tiles_in_random_games.py",
    "tests/cogs/test_channel_citizenship.py::test_a_whole_game_keeps_the_channel_calm[0-caverna-7",
    "tests/rules/ai/test_round_trips.py::test_whole_games_of_both_levels_end_without_going_round[caverna",
    "tests/cogs/test_channel_citizenship.py",
    "tests/rules/ai/test_legality.py::test_whole_games_with_computer_seats_finish[caverna-7]",
    "tests/rules/ai/test_legality.py::test_hard_level_plays_a_whole_two_player_game[caverna]",
    "tests/bot/test_tavern_modes.py::test_every_mode_from_lobby_to_results[four_players",
    "tests/bot/test_tavern_modes.py::test_every_mode_from_lobby_to_results[secret_room",
    "tests/rules/ai/test_legality.py::test_whole_games_with_computer_seats_finish[caverna",
    "tests/cogs/test_french_games.py::test_a_whole_game_in_french[cavern-tavern",
    "tests/i18n/test_pseudo_locale.py::test_a_whole_game_in_the_pseudo_locale[caverna",
    "tests/i18n/test_pseudo_locale.py::test_a_whole_game_in_the_pseudo_locale[cavern-tavern",
    "tests/i18n/test_japanese_games.py::test_a_whole_game_in_japanese[caverna",
    "tests/cogs/test_japanese_games.py::test_a_whole_game_in_japanese[cavern-tavern",
    "tests/rules/ai/test_round_trips.py",
    "tests/rules/ai/test_legality.py",
    "tests/rules/cavern_tavern/test_secret_room.py::test_random_games_with_the_secret_room",
    "tests/cogs/test_scale_benchmarks.py::test_two_shard_processes",
    "tests/cogs/test_two_processes.py",
    "tests/cogs/test_restart_process.py",
    "tests/cogs/test_replay_burst.py",
    "tests/cogs/test_french_games.py",
    "tests/cogs/test_japanese_games.py",
    "tests/render/cavern_tavern/test_games.py",
    "tests/rules/caverna/test_validation.py::test_checks_agree_with_the_menus",
    "tests/cogs/test_replay_command.py",
    "tests/bot/test_every_game.py",
    "tests/i18n/test_text_slips.py",
    "tests/bot/test_replay.py",
    "tests/cogs/test_fast_players.py",
    "tests/i18n/test_japanese_games.py",
    "tests/i18n/test_tavern_texts.py",
    "tests/bot/test_main.py",
    "tests/test_language_sample.py",
    "tests/cogs/test_commands.py::test_a_full_cave_vs_cave_game_by_buttons",
    "tests/bot/test_render_workers.py",
    "tests/rules/cavern_tavern/test_playouts.py",
    "tests/i18n/test_caverna_texts.py",
    "tests/i18n/test_pseudo_locale.py",
    "tests/rules/test_engine_contract.py::test_random_games_keep_the_contract",
    "tests/rules/cave_vs_cave/test_menus_lead_somewhere.py",
    "tests/bot/test_season_games.py",
    "tests/rules/caverna/test_games.py",
    "tests/rules/cave_vs_cave/test_properties.py",
    "tests/rules/caverna/test_menus_lead_somewhere.py",
    "tests/test_readme_commands.py::test_a_readme_command_runs",
    "tests/render/caverna/test_caverna_games.py",
    "tests/rules/cavern_tavern/test_round_ends.py",
)


def _rank(nodeid: str) -> int:
    return next((i for i, prefix in enumerate(SLOW_FIRST) if nodeid.startswith(prefix)),
                len(SLOW_FIRST))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if hasattr(config, "workerinput"):   # an xdist worker; alone, keep the file order
        items.sort(key=lambda item: _rank(item.nodeid))


_TIMES = os.environ.get("CAVERN_TEST_TIMES", "").strip()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    if not _TIMES:
        yield
        return
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu, wall = time.process_time(), time.monotonic()
    yield
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    spawned = after.ru_utime - children.ru_utime + after.ru_stime - children.ru_stime
    with open(_TIMES, "a", encoding="utf-8") as out:   # one short line: whole under xdist
        out.write(f"{time.process_time() - cpu:.3f}\t{spawned:.3f}\t"
                  f"{time.monotonic() - wall:.3f}\t{item.nodeid}\n")
