"""The console reads its command words in French too (« aide », « rejoindre »…), beside
the English ones, and its French help lists the French words."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console import COMMAND_NAMES, command_aliases, level_aliases, run_console
from bot.i18n import languages, tr
from bot.store import Database
from tests.bot.conftest import Clock, make_host
from tests.i18n.french_render import spaced


def test_every_command_has_its_name_in_every_language() -> None:
    aliases = command_aliases()
    for lang in languages():
        for command, key in COMMAND_NAMES.items():
            assert aliases[tr(lang, key).casefold()] == command, (lang, key)
    assert aliases["aide"] == "help" and aliases["rejoindre"] == "join"
    # The console opens a game with a verb (« ouvrir JEU »); the Discord command's word
    # (« nouvelle ») and the English one still work.
    assert aliases["ouvrir"] == aliases["nouvelle"] == aliases["new"] == "new"
    assert tr("fr", "console-word-new") == "ouvrir JEU"


async def test_a_french_session_in_french_words(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "console.db")
    try:
        out = io.StringIO()
        lines = ["aide", "nouvelle cave-vs-cave 2", "rejoindre Ann", "rejoindre Bob",
                 "commencer", "choix", "1", "état", "journal", "journal tout", "sortir",
                 "état"]
        code = await run_console(make_host(db, Clock()), tmp_path / "images",
                                 io.StringIO("\n".join(lines) + "\n"), out, lang="fr")
        assert code == 0
        text = spaced(out.getvalue())
        assert "rejoindre NOM" in text and "Commande inconnue" not in text, text
        assert "hoisissez une tuile Action (manche 1" in text
        # "sortir" ends the session: the console says goodbye last.
        assert text.rstrip().splitlines()[-1].startswith("Au revoir"), text[-300:]
    finally:
        await db.close()


def test_computer_levels_in_french_words() -> None:
    """The console takes « facile »/« difficile » beside easy/hard, and keeps the level's id."""
    aliases = level_aliases()
    assert aliases["facile"] == aliases["easy"] == "easy"
    assert aliases["difficile"] == aliases["hard"] == "hard"
    help_text = spaced(tr("fr", "console-help", games="caverna"))
    assert "(niveaux : facile, difficile, expert)" in help_text and "easy" not in help_text


async def test_a_french_console_seats_and_refuses_levels_in_french(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "console.db")
    try:
        out = io.StringIO()
        lines = ["ouvrir cave-vs-cave 2", "rejoindre Ann", "ordinateur moyen",
                 "ordinateur Facile", "sortir"]
        code = await run_console(make_host(db, Clock()), tmp_path / "images",
                                 io.StringIO("\n".join(lines) + "\n"), out, lang="fr")
        assert code == 0
        text = spaced(out.getvalue())
        assert spaced("pas de niveau « moyen » pour l'ordinateur. Niveaux : "
                      "facile, difficile, expert.") in text, text
        # « Facile » seated the computer player: the lobby is full.
        assert "(2 sur 2). Tout est prêt : tapez « commencer »" in text, text
        assert "Commande inconnue" not in text and "rejoindre Ann" not in text, text
    finally:
        await db.close()
