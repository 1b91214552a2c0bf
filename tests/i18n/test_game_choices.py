"""The game choices of the slash commands (``choice-<game>``) say each game's real player
counts, the way each language says them elsewhere: French « 1 ou 2 joueurs », « de 1 à 7
joueurs » (what ``JOUEURS`` writes in /partie règles), never « (1-7 joueurs) » (language
sample fr 420-499)."""

from __future__ import annotations

from bot.host import catalogue
from bot.i18n import tr
from bot.i18n.french import players

SAID = {"en": lambda low, high: f"({low}-{high} players)",
        "fr": lambda low, high: f"({players(low, high)})",
        "ja": lambda low, high: f"（{low}～{high}人）"}


def test_every_game_choice_says_its_player_counts_as_its_language_does() -> None:
    games = catalogue.games()
    assert games
    for game in games:
        for lang, said in SAID.items():
            text = tr(lang, f"choice-{game.key}")
            assert text.endswith(said(game.min_players, game.max_players)), (lang, text)
