"""A round is named as each game's rulebook names it: Cave vs Cave's French rulebook says
« manche » (seeds/000), Caverna's and Cavern Tavern's say « tour » (issue 29)."""

from __future__ import annotations

import re
from functools import cache

import pytest

from bot import texts
from bot.host import GameHost
from bot.host.story import heading
from bot.i18n import catalogues, languages, localize
from bot.outcomes import HostError
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD
from tests.bot.helpers import play_first_pending
from tests.i18n.test_catalogues import entries

CVC = "cave-vs-cave"


# Each language's keys read once for the module (a read parses all its files, ~0.2 s).
_entries = cache(entries)


@cache
def _cvc_variants() -> tuple[str, ...]:
    return tuple(sorted(key for key in _entries("en") if key.endswith(f"-{CVC}")
                        and key != f"title-{CVC}"
                        and catalogues().has("en", key[:-len(CVC) - 1])))


def _variants() -> list[str]:
    return list(_cvc_variants())


def test_each_round_key_has_a_cave_vs_cave_variant_in_every_language() -> None:
    assert _variants() == ["replay-caption-cave-vs-cave", "replay-now-heading-cave-vs-cave",
                           "replay-round-heading-cave-vs-cave",
                           "season-mine-game-cave-vs-cave", "story-round-cave-vs-cave",
                           "text-board-round-cave-vs-cave", "view-log-heading-cave-vs-cave",
                           "view-round-no-moves-cave-vs-cave"]
    for lang in languages():
        have = _entries(lang)
        for key in _variants():
            assert have[key] == have[key[:-len(CVC) - 1]], (lang, key)   # same placeholders


def test_french_cave_vs_cave_says_manche_and_the_other_games_tour() -> None:
    for key in _variants():
        base = key[:-len(CVC) - 1]
        assert texts.for_game(base, CVC) == key
        assert texts.for_game(base, "caverna") == base
        assert texts.for_game(base, "cavern-tavern") == base
        text = catalogues().render("fr", key, {"round": 3, "title": "Cave contre Cave",
                                               "total": 8, "played": 2, "first": 1,
                                               "last": 2, "new": "yes", "page": 1,
                                               "pages": 1, "game": "Cave contre Cave",
                                               "channel": "<#1>", "state": "mine",
                                               "who": "Anaïs", "count": 1, "ago": 2,
                                               "link": "https://discord.com/channels/1/2/3",
                                               "id": "5", "rounds": 8, "frames": 9})
        # « [message du tour] » is a player's turn, not a round
        text = text.replace("message du tour", "")
        assert re.search(r"\b[Mm]anches?\b", text) and not re.search(r"\b[Tt]ours?\b", text), text
    assert heading(3, "fr", CVC) == "Manche 3"
    assert heading(None, "fr", CVC) == "Avant la première manche"
    assert heading(3, "fr", "caverna") == "Tour 3"
    board = texts.board_text(CVC, {"round": 1, "rounds_total": 8}, [], "fr")
    assert "manche 1 sur 8" in board and "tour" not in board
    assert "tour 1 sur 12" in texts.board_text("caverna", {"round": 1, "rounds_total": 12},
                                               [], "fr")


async def test_the_french_log_of_cave_vs_cave_heads_its_rounds_manche(host: GameHost) -> None:
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", CVC, 2)
    await host.join(CHANNEL, BOB, "Bob")
    await host.start(CHANNEL, ANN)
    await play_first_pending(host)
    page = await host.log_page(CHANNEL, round_number=1, lang="fr")
    assert "manche 1" in page.heading and "tour" not in page.heading
    assert page.text.splitlines()[0] == "Manche 1"
    with pytest.raises(HostError) as refused:
        await host.log_page(CHANNEL, round_number=9, lang="fr")
    message = refused.value.message
    assert localize(message, "fr").startswith("Aucun coup n'a été joué à la manche 9 "), message
