"""Suite-wide scheduling for pytest-xdist (``./test.sh`` runs ``-n auto --maxschedchunk 1``).

The whole run lasts as long as its busiest worker, so the few tests that take seconds start
first and the hundreds of short ones fill in behind them, one at a time to whichever worker
is free. A test missing from ``SLOW_FIRST`` only starts later; a run without xdist keeps
the collection order. ``CAVERN_TEST_TIMES=FILE ./test.sh`` appends each test's CPU seconds
(its process's, then its reaped subprocesses': a bot process, Chromium), wall seconds and
node id and xdist worker to FILE, tab-separated: ``sort -t$'\\t' -k3 -rn FILE`` lists the
tests to put first. The process's shared Chromium (tests/web/conftest.py) is reaped when the
session ends, so its whole CPU (~13 s over both workers) is charged to each worker's last
test, whichever that is (tests/web/test_table_secrets.py in the current order).

xdist hands each worker its first two tests at once, so the first two here share a worker:
the two solo strength tests, which play the hard level on the same seeds, play each game
once (``tests/rules/ai/helpers.py`` keeps the games of its process). ``--dist loadgroup``
would say so with a mark, but pytest-xdist 3.8 no longer groups under pytest 9.2.
"""

from __future__ import annotations

import gc
import os
import resource
import time
from collections.abc import Iterator

import pytest

# Node id prefixes, dearest first: the CI-only solo strength pair (see above), the browser
# click games (they mostly wait on Chromium, leaving the other core to the other worker),
# then each test by its CPU seconds with its subprocesses', or a third of its wall time when
# it waits longer (CAVERN_TEST_TIMES, measured on 2 busy cores); every test above ~1 s is
# here, so that none starts last. After them, earlier entries that still rank CI's larger
# runs (CAVERN_FULL_RUNS=1 and raised sizes).
SLOW_FIRST = (
    "tests/rules/ai/test_strength.py::test_hard_plays_cave_vs_cave_solo",
    "tests/rules/ai/test_strength.py::test_hard_reaches_more_points_than_easy",
    "tests/rules/ai/test_strength.py",
    "tests/rules/ai/test_bench_ai.py::test_a_short_run",
    "tests/rules/ai/test_legality.py::test_hard_level_plays_a_whole_two_player_game",
    "tests/web/test_table_browser.py"
    "::test_a_two_player_game_played_by_clicking_on_the_page[cave-vs-cave]",
    "tests/web/test_table_browser.py"
    "::test_a_two_player_game_played_by_clicking_on_the_page[cavern-tavern]",
    "tests/web/test_table_browser.py"
    "::test_a_two_player_game_played_by_clicking_on_the_page[caverna]",
    "tests/cogs/test_two_processes.py"
    "::test_a_second_process_on_the_same_shards_refuses_to_start[sqlite]",
    "tests/rules/ai/test_caverna_food.py::test_no_hard_seat_begs_in_a_four_player_game[0]",
    "tests/cogs/test_channel_citizenship.py"
    "::test_a_whole_game_keeps_the_channel_calm[0-caverna-",   # 6 here, 7 in CI
    "tests/web/test_table_browser.py"
    "::test_the_page_reads_on_a_phone_and_seven_homes_fit_a_wide_screen",
    "tests/cogs/test_channel_citizenship.py"
    "::test_a_whole_game_keeps_the_channel_calm[0-cavern-tavern-",
    "tests/cogs/test_mixed_readers.py"
    "::test_every_reader_reads_one_language_in_a_mixed_channel[cavern-tavern-",
    "tests/web/test_table_browser.py::test_the_page_in_french_and_japanese[ja-words1-caverna]",
    "tests/rules/cavern_tavern/test_secret_room.py::test_random_games_with_the_secret_room[6]",
    "tests/bot/test_tavern_modes.py::test_every_mode_from_lobby_to_results[secret_room-0]",
    "tests/cogs/test_japanese_games.py::test_a_whole_game_in_japanese[cavern-tavern-2]",
    "tests/cogs/test_scale_benchmarks.py::test_two_shard_processes_post_each_reminder_once",
    "tests/cogs/test_restart_process.py::test_a_killed_process_restarted_past_the_nonce_window",
    "tests/bot/test_tavern_modes.py::test_every_mode_from_lobby_to_results[four_players-0]",
    "tests/web/boards/test_cave_vs_cave_board.py"
    "::test_every_state_of_a_random_game_draws_well_formed_markup[2p-seed2]",
    "tests/cogs/test_french_games.py::test_a_whole_game_in_french[cavern-tavern-2]",
    "tests/i18n/test_japanese_games.py::test_a_whole_game_in_japanese[caverna-3]",
    "tests/i18n/test_pseudo_locale.py::test_a_whole_game_in_the_pseudo_locale[caverna-3]",
    "tests/cogs/test_fast_players.py"
    "::test_fast_players_get_one_message_and_one_mention_per_hand_over[0]",
    "tests/i18n/test_pseudo_locale.py::test_a_whole_game_in_the_pseudo_locale[cavern-tavern-2]",
    "tests/cogs/test_view_memory.py::test_live_views_level_off_over_many_private_replies",
    "tests/test_language_sample.py::test_a_reader_of_one_language_reads_no_part_in_another[fr]",
    "tests/cogs/test_replay_burst.py::test_a_burst_of_replays_does_not_hold_a_turn",
    "tests/web/boards/test_caverna_board.py"
    "::test_every_drawn_state_of_random_games_is_a_well_formed_page",
    "tests/cogs/test_french_games.py::test_a_whole_game_in_french[caverna-2]",
    "tests/test_readme_commands.py::test_a_readme_command_runs[line38]",
    "tests/render/cavern_tavern/test_games.py::test_no_item_or_objective_name_at_all_is_written",
    "tests/rules/cavern_tavern/test_secret_room.py::test_random_games_with_the_secret_room[3]",
    "tests/i18n/test_text_slips.py::test_no_slips[cavern-tavern-en]",
    "tests/bot/test_round_names.py"
    "::test_each_round_key_has_a_cave_vs_cave_variant_in_every_language",
    "tests/rules/caverna/test_tiles_in_random_games.py"
    "::test_random_games_buy_every_furnishing_tile",
    "tests/test_readme_commands.py::test_a_readme_command_runs[line59]",
    "tests/web/boards/test_cavern_tavern_browser.py"
    "::test_the_board_reads_on_a_phone_and_every_tavern_fits_a_desktop_screen",
    "tests/test_readme_commands.py::test_a_readme_command_runs[line74]",
    "tests/i18n/test_text_slips.py::test_no_slips[caverna-en]",
    "tests/web/boards/test_caverna_browser.py"
    "::test_the_board_reads_on_a_phone_and_seven_homes_fit_a_wide_screen",
    "tests/bot/test_render_workers.py"
    "::test_a_drawing_process_is_replaced_after_its_share_of_pictures",
    "tests/rules/cavern_tavern/test_playouts.py::test_random_games_end_and_keep_invariants[6]",
    "tests/test_readme_commands.py::test_a_readme_command_runs[line330]",
    "tests/web/boards/test_cavern_tavern_board.py"
    "::test_every_drawn_state_is_well_formed_markup_the_page_may_serve[6p-secret-room]",
    "tests/bot/test_main.py::test_local_console_from_a_pipe",
    "tests/render/cavern_tavern/test_games.py"
    "::test_random_games_render_within_limits[0-4-secret-room]",
    "tests/render/test_pictures_language.py"
    "::test_the_host_draws_in_the_readers_language_in_the_pool_too",
    "tests/rules/cavern_tavern/test_move_copies.py"
    "::test_every_move_gives_what_the_long_way_gives[6-options5]",
    "tests/cogs/test_mixed_readers.py"
    "::test_every_reader_reads_one_language_in_a_mixed_channel[caverna-3]",
    "tests/bot/test_main.py::test_a_signal_stops_the_console_at_once[2]",
    "tests/render/test_no_cut_text.py::test_no_picture_text_is_cut_where_it_could_wrap[fr]",
    "tests/rules/cavern_tavern/test_move_copies.py"
    "::test_no_state_of_a_game_changes_after_it_was_left[False-6-options5]",
    "tests/bot/test_main.py::test_a_signal_stops_the_console_at_once[15]",
    "tests/rules/ai/test_round_trips.py"
    "::test_whole_games_of_both_levels_end_without_going_round[caverna-2]",
    "tests/bot/test_story_sentences.py"
    "::test_journal_lines_say_each_clause_once_with_one_subject[en]",
    "tests/test_language_sample.py::test_a_reader_of_one_language_reads_no_part_in_another[ja]",
    "tests/rules/caverna/test_fast_paths.py::test_the_event_texts_json_is_to_json_of_the_texts",
    "tests/i18n/test_japanese_register.py::test_japanese_sentences_end_in_desu_masu",
    "tests/test_language_sample.py::test_a_reader_of_one_language_reads_no_part_in_another[en]",
    "tests/i18n/test_caverna_texts.py::test_scenario_texts_are_catalogue_messages_too",
    "tests/web/boards/test_caverna_board.py"
    "::test_a_seats_page_is_the_same_whatever_the_hidden_facts",
    "tests/rules/test_engine_contract.py::test_random_games_keep_the_contract[caverna-5p]",
    "tests/i18n/test_pseudo_locale.py::test_a_whole_game_in_the_pseudo_locale[cave-vs-cave-2]",
    "tests/render/test_no_cut_text.py::test_no_picture_text_is_cut_where_it_could_wrap[ja]",
    "tests/render/test_no_cut_text.py::test_no_picture_text_is_cut_where_it_could_wrap[en]",
    "tests/cogs/test_japanese_games.py::test_a_whole_game_in_japanese[cave-vs-cave-2]",
    "tests/web/boards/test_cave_vs_cave_browser.py"
    "::test_the_board_reads_on_a_phone_and_fits_a_desktop_screen",
    "tests/cogs/test_channel_citizenship.py"
    "::test_a_whole_game_keeps_the_channel_calm[0-cave-vs-cave-2-True]",
    "tests/i18n/test_french_elision.py"
    "::test_no_french_message_leaves_de_or_que_unelided_before_a_vowel[H\\xe9l\\xe8ne]",
    "tests/web/boards/test_cavern_tavern_board.py"
    "::test_every_option_points_at_places_on_the_page_of_its_seat[3p]",
    "tests/i18n/test_french_reading.py::test_each_sits_inside_the_count_selector",
    "tests/cogs/test_commands.py::test_a_full_cave_vs_cave_game_by_buttons",
    "tests/rules/test_nothing_for_something.py"
    "::test_no_option_spends_for_nothing[cavern-tavern-6-random]",
    "tests/rules/ai/test_round_trips.py"
    "::test_whole_games_of_both_levels_end_without_going_round[cave-vs-cave-2]",
    "tests/cogs/test_french_games.py::test_a_whole_game_in_french[cave-vs-cave-2]",
    "tests/bot/test_story.py::test_a_tavern_story_is_paged_in_words_and_keeps_secrets[0]",
    "tests/i18n/test_catalogues.py::test_every_language_has_the_same_files_with_the_same_keys",
    "tests/bot/test_replay.py::test_the_host_replays_the_channel_game_and_a_named_game",
    "tests/bot/test_every_game.py::test_two_player_game_from_lobby_to_results[cavern-tavern-0]",
    "tests/cogs/test_replay_command.py"
    "::test_replay_is_private_unless_public_and_suggests_finished_games",
    "tests/i18n/test_points_word.py::test_every_message_counts_points_with_its_games_word[ja]",
    "tests/bot/test_replay.py"
    "::test_a_finished_game_has_a_frame_per_round_and_one_for_the_end[cavern-tavern-2]",
    "tests/test_language_sample.py::test_a_sample_spans_every_catalogue_the_journal_and_options",
    "tests/rules/ai/test_round_trips.py"
    "::test_whole_games_of_both_levels_end_without_going_round[cavern-tavern-1]",
    "tests/bot/test_main.py::test_ctrl_c_or_ctrl_d_at_the_console_offer_exits_cleanly[ctrl-d]",
    "tests/rules/ai/test_strength.py"
    "::test_hard_finishes_a_cave_vs_cave_solo_game_with_more_points_than_easy",
    "tests/i18n/test_tavern_texts.py::test_the_games_reach_every_part_of_the_game",
    "tests/web/boards/test_caverna_board.py::test_pastures_stables_and_imitated_spaces_are_places",
    "tests/web/boards/test_cave_vs_cave_board.py"
    "::test_every_element_a_reader_taps_is_explained_in_english_french_and_japanese",
    "tests/bot/test_replay.py"
    "::test_a_finished_game_has_a_frame_per_round_and_one_for_the_end[caverna-3]",
    "tests/rules/cavern_tavern/test_validation.py"
    "::test_step_allows_and_only_end_match_the_listed_options[3-options1]",
    "tests/test_readme_commands.py::test_a_readme_command_runs[line245]",
    "tests/rules/ai/test_round_trips.py::test_a_choice_never_closes_the_circle[caverna-2-hard]",
    "tests/test_readme_commands.py::test_a_readme_command_runs[line202]",
    "tests/web/test_browser.py::test_the_system_chromium_lays_out_a_page",
    "tests/cogs/test_soak_benchmark.py::test_a_short_soak_keeps_every_promise",
    "tests/test_readme_commands.py::test_a_readme_command_runs[line266]",
    "tests/rules/test_engine_contract.py::test_random_games_keep_the_contract[caverna-7p]",
    "tests/i18n/test_french_register.py::test_a_french_sample_never_piles_colons",
    "tests/i18n/test_french_reading.py::test_a_label_that_goes_on_a_sentence_starts_small",
    "tests/rules/caverna/test_fast_paths.py::test_a_leaf_test_answers_as_ops_can[7-8]",
    "tests/test_readme_commands.py::test_a_readme_command_runs[line24]",
    # Above 1 CPU-s on 29 Nov 2026 (CAVERN_TEST_TIMES under load), missing until then.
    "tests/cogs/test_computers.py::test_a_member_plays_a_whole_game_against_a_computer",
    "tests/cogs/test_mixed_readers.py"
    "::test_every_reader_reads_one_language_in_a_mixed_channel[cave-vs-cave-2]",
    "tests/cogs/test_japanese_games.py::test_a_whole_game_in_japanese[caverna-2]",
    "tests/i18n/test_catalogues.py::test_preload_parses_every_language",
    "tests/bot/test_every_game.py::test_two_player_game_from_lobby_to_results[caverna-0]",
    "tests/bot/test_tavern_modes.py::test_every_mode_from_lobby_to_results[solo_story-0]",
    "tests/web/boards/test_cavern_tavern_board.py"
    "::test_every_drawn_state_is_well_formed_markup_the_page_may_serve[6p]",
    "tests/i18n/test_japanese_register.py::test_rendered_japanese_has_no_half_width_lists",
    "tests/web/test_table_replay.py::test_a_finished_game_steps_by_move_and_by_round",
    "tests/i18n/test_french_register.py"
    "::test_french_prompts_never_pile_colons_in_any_wrapper",
    "tests/rules/test_engine_contract.py::test_random_games_keep_the_contract[caverna-6p]",
    "tests/i18n/test_catalogues.py"
    "::test_every_key_is_in_every_catalogue_with_the_same_placeholders",
    "tests/bot/test_season_games.py::test_a_cave_vs_cave_game_ends_with_its_results[2]",
    "tests/bot/test_tavern_modes.py::test_every_mode_from_lobby_to_results[solo_standard-0]",
    "tests/test_boundaries.py::test_rules_import_no_io_or_randomness",
    "tests/test_boundaries.py::test_rules_do_not_reach_up_the_layers",
    "tests/rules/caverna/test_tiles_in_random_games.py",
    "tests/cogs/test_channel_citizenship.py::test_a_whole_game_keeps_the_channel_calm[0-caverna-7",
    "tests/rules/ai/test_round_trips.py"
    "::test_whole_games_of_both_levels_end_without_going_round[caverna",
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


def pytest_configure(config: pytest.Config) -> None:
    # Collection only builds (modules, parametrized items, parsed catalogues) and frees
    # little: the collector's passes over the growing heap cost each process ~1 CPU-s of
    # its ~6 (`--collect-only`: 6.3 and 5.4 against 4.7 and 4.6 CPU-s with it off).
    # ``pytest_collection_finish`` turns it back on; xdist's controller collects nothing.
    if hasattr(config, "workerinput") or not getattr(config.option, "numprocesses", None):
        gc.disable()


def pytest_collection_finish(session: pytest.Session) -> None:
    # What collection built (every test module, the parsed catalogues) lives as long as the
    # process: frozen, the collector's full passes no longer walk it again and again (they
    # took ~5% of a whole-game test's CPU), and rarer young passes take another ~1%.
    # Garbage made by the tests is still collected.
    gc.collect()
    gc.freeze()
    gc.set_threshold(7000, 20, 20)
    gc.enable()


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
                  f"{time.monotonic() - wall:.3f}\t{item.nodeid}\t"
                  f"{os.environ.get('PYTEST_XDIST_WORKER', '')}\n")
