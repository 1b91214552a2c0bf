"""Shared test settings: sizes of seeded property runs, raised by environment variables.

``./test.sh`` keeps every configuration a run covers (every game, every player count, every
mode) and only few repetitions of each, so that it stays under 300 CPU-seconds (229 in
2 min 31 s on 2 quiet cores, 30 Nov); ``.ci/run`` raises the ones marked CI. Each
variable, its default and what it sizes:

- ``CAVERN_CONTRACT_SEEDS`` 1 (CI 4): games per engine and player count, the contract.
- ``CAVERN_HIDDEN_SEEDS`` 1 (CI 2): games per engine and player count, hidden facts reshuffled.
- ``CAVERN_PROPERTY_SEEDS`` 50 (CI 200): Cave vs Cave random games per player count.
- ``CAVERNA_SEEDS`` 1 (CI 2): Caverna random games per player count (also those whose
  every move checks check_move against the menus).
- ``CAVERNA_TILE_SEEDS`` 5: at most so many Caverna games per player count that buy every
  furnishing tile (they stop once every tile is bought, kept and used).
- ``CAVERNA_MENU_SEEDS`` 1 (CI 2), ``CVC_MENU_SEEDS`` 15 (CI 40): random and lazy games per
  player count in which no menu may lead nowhere.
- ``CAVERN_SPEND_SEEDS`` 1 (CI 2): random and lazy games per game and player count in which
  no option may spend something for nothing (tests/rules/test_nothing_for_something.py).
- ``CT_GAMES`` 1 (CI 2): Cavern Tavern random games per player count.
- ``CT_SECRET_ROOM_GAMES`` 1 (CI 2): Cavern Tavern games with the Secret Room, per count.
- ``CT_MOVE_COPY_SEEDS`` 1 (CI 3): Cavern Tavern games per case (player count and mode)
  whose every option of every state is played against the whole copy
  (tests/rules/cavern_tavern/test_move_copies.py).
- ``CT_WEB_BOARD_GAMES`` 1: Cavern Tavern random games per player count (with and without
  the Secret Room) whose states the web board tests draw.
- ``AI_TEST_GAMES`` 1: computer-player games per game and player count.
- ``CAVERNA_FED_SEEDS`` 1 (CI 3): four-player Caverna games, two hard seats and two easy,
  in which no hard seat may beg (tests/rules/ai/test_caverna_food.py).
- ``CAVERN_AI_WALKS`` 4 (CI 12): computer seats walked on from random positions, per game,
  player count and level (tests/rules/ai/test_turn_walks.py).
- ``HOST_CVC_GAMES`` 2, ``HOST_EVERY_GAME_GAMES`` 1, ``HOST_TAVERN_MODES_SEEDS`` 1,
  ``HOST_TAVERN_IMAGE_MOVES`` 40, ``STORY_SEEDS`` 1 (CI 2): whole games through the host.
- ``CHANNEL_TRAFFIC_SEEDS`` 1: whole games through discord.py, counting channel traffic.
- ``CHANNEL_CAVERNA_PLAYERS`` 6 (CI 7), ``CHANNEL_TAVERN_PLAYERS`` 3 (CI 4): seats of the
  Caverna and Cavern Tavern games played through discord.py by the channel citizenship and
  mixed-readers tests (tests/cogs/test_channel_citizenship.py, test_mixed_readers.py). Traced
  line by line, the smaller tables run every line of cogs/ and bot/ the larger ones run (six
  Caverna seats still page the option menus and clip long turn messages; five no longer
  clip), save a few story lines (tests/bot/test_story.py runs them) and picture lines that
  depend on the random game rather than on the table's size.
- ``RENDER_GAMES`` (Caverna, per player count), ``RENDER_TAVERN_GAMES`` 1 (CI 2),
  ``RENDER_CVC_GAMES`` 5 (CI 20), ``RENDER_STATES_PER_GAME`` (3 or 2; CI 4),
  ``RENDER_ALL_STATES=1``: games and states drawn by the picture tests.
- ``I18N_GAMES``: games whose every text goes through the catalogues.
- ``CAVERNA_WEB_SEEDS`` 1, ``CAVERNA_WEB_EVERY`` 25 (CI 8; 1 draws every state): Caverna
  web tables drawn from random games at 1-7 players (tests/web/boards/test_caverna_board.py).
- ``CAVERN_WEB_CLICKS`` 12 (CI 0: every move): moves of each 2-player game played by
  clicking on the web table's page in Chromium; then a player resigns and both pages follow
  the game to its final scores (tests/web/test_table_browser.py).
- ``MERGE_PROPERTY_MOVES`` 500: moves per random playout whose journal lines are merged;
  ``MERGE_RESAMPLED_RUNS`` 400 (CI 2000): lines drawn from a seat's events in random order
  and merged (tests/bot/test_merge_keeps_every_event.py).
- ``CAVERN_RACE_ROUNDS`` 3: rounds per store race.
- ``CAVERN_REMATCH_FAULT_STRIDE`` 2 (CI 1): a Rematch fault test fails every so many
  statements of the presses (its two arrangements take the even and the odd ones).
- ``CAVERN_FULL_RUNS=1`` (CI): the larger configurations beside the defaults (more
  players in a few whole-game language tests; for the computer player, whole hard solo
  games, an expert solo Caverna game, hard against random play in three games per game,
  and tables of computer seats only at every player count).

Not a size: ``CAVERN_TEST_TIMES=FILE`` logs each test's CPU and wall seconds, to re-rank the
tests that start first (``SLOW_FIRST`` in tests/conftest.py).
"""

from __future__ import annotations

import os


def env_int(name: str, default: int) -> int:
    """An integer from the environment, so long runs can raise the seeded sample sizes."""
    value = os.environ.get(name, "")
    return int(value) if value.strip() else default


def full_runs() -> bool:
    """Whether the larger configurations run too (``.ci/run`` sets CAVERN_FULL_RUNS=1)."""
    return os.environ.get("CAVERN_FULL_RUNS", "").strip() == "1"
