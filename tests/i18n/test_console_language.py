"""The console in French (issue 14): `--lang fr` or LANG; the same catalogues."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from bot.__main__ import console_language
from bot.console import CHANNEL, console_words, run_console
from bot.i18n import tr
from bot.i18n.catalogues import CATALOGUE_DIR
from bot.store import Database
from tests.bot.conftest import Clock, make_host
from tests.i18n.french_render import spaced
from tests.i18n.test_catalogues import file_keys


def test_the_language_comes_from_lang_or_the_environment(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert console_language(None) == "fr"
    assert console_language("en") == "en"
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert console_language(None) == "en"
    assert console_language("fr") == "fr"


async def test_a_french_console_plays_cave_vs_cave(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "console.db")
    try:
        host = make_host(db, Clock())
        out = io.StringIO()
        lines = ["new cave-vs-cave 2", "join Ann", "join Bob", "start", "options", "quit"]
        code = await run_console(host, tmp_path / "images", io.StringIO("\n".join(lines) + "\n"),
                                 out, lang="fr")
        assert code == 0
        text = spaced(out.getvalue())
        assert "hoisissez une tuile Action (manche 1" in text, text
        assert "Excavation : creuser" in text and "[tile:excavation]" in text
        assert await host.language_setting(CHANNEL) == "fr"
    finally:
        await db.close()


# « Bob : placez un nain … »: a prompt after a colon goes on in small letters.
@pytest.mark.parametrize(("key", "french"), [
    ("caverna", ": placez un nain sur une case Action"), ("cavern-tavern", "tour 1")])
async def test_a_french_console_plays_the_other_games(tmp_path: Path, key: str,
                                                      french: str) -> None:
    db = await Database.open(tmp_path / "console.db")
    try:
        host = make_host(db, Clock())
        out = io.StringIO()
        lines = [f"new {key} 2", "join Ann", "join Bob", "start", "options", "1", "quit"]
        code = await run_console(host, tmp_path / "images", io.StringIO("\n".join(lines) + "\n"),
                                 out, lang="fr")
        assert code == 0
        text = spaced(out.getvalue())
        assert french in text, text[-1500:]
        assert "Final scores" not in text and "your turn" not in text
    finally:
        await db.close()


def _lines(lang: str, key: str, names: set[str]) -> list[str]:
    """One console message in ``lang``, line by line, each placeholder as ⟪name⟫."""
    return tr(lang, key, **{name: f"⟪{name}⟫" for name in names}).splitlines()


def english_console_lines(lang: str = "fr") -> dict[str, list[re.Pattern[str]]]:
    """Each line of the English console catalogue that ``lang`` says differently, as a
    pattern of a whole printed line (a placeholder matches anything). A line with no
    word of its own ("{ $name }: { $prompt }", an option "  name=value") says nothing
    English, so it is left out."""
    found: dict[str, list[re.Pattern[str]]] = {}
    for key, names in file_keys(CATALOGUE_DIR / "en" / "console.ftl")[0].items():
        translated = set(_lines(lang, key, names))
        for line in _lines("en", key, names):
            parts = re.split(r"⟪\w+⟫", line)
            if line in translated or not re.search(r"[A-Za-z]{2}", "".join(parts)):
                continue
            pattern = ".*".join(re.escape(part) for part in parts)
            found.setdefault(key, []).append(re.compile(f"^{pattern}$", re.MULTILINE))
    return found


def console_keys_in(text: str, patterns: dict[str, list[re.Pattern[str]]]) -> set[str]:
    return {key for key, lines in patterns.items() if any(p.search(text) for p in lines)}


def session(key: str) -> list[str]:
    """Every kind of console command, with the mistakes that get the console's own
    answers (no name, no number, an unknown command), before and during a game."""
    return ["help", "help new", "rules", f"rules {key}", "status", "start", "new", "new zzz",
            f"new {key} x", f"new {key} 0", "join", "leave", f"new {key} 2", "status", "start",
            "join Ann", "options", "join Bob", f"new {key}", "start", "options", "1", "2",
            "play", "play 99", "status", "log", "log 1", "log zz", "score", "hand", "hand Ann",
            "board", "resign", "frobnicate", "quit"]


async def printed_sessions(tmp_path: Path, key: str, langs: tuple[str, ...]
                           ) -> dict[str, str]:
    """What the console prints for ``session(key)`` in each language, then for a second
    session that resumes the saved game."""
    printed: dict[str, str] = {}
    for lang in langs:
        db = await Database.open(tmp_path / f"{lang}.db")
        try:
            out = io.StringIO()
            for lines in (session(key), ["status", "quit"]):
                host = make_host(db, Clock())
                await host.resume_all()
                await run_console(host, tmp_path / "images",
                                  io.StringIO("\n".join(lines) + "\n"), out, lang=lang)
            printed[lang] = spaced(out.getvalue())
        finally:
            await db.close()
    return printed


@pytest.mark.parametrize("key", ["cave-vs-cave", "caverna", "cavern-tavern"])
async def test_a_french_console_session_prints_no_english_console_line(
        tmp_path: Path, key: str) -> None:
    patterns = english_console_lines()
    printed = await printed_sessions(tmp_path, key, ("en", "fr"))
    # The same session in English prints the English lines: the patterns find them.
    said = console_keys_in(printed["en"], patterns)
    assert {"console-welcome", "console-help", "console-help-new", "console-unknown-command",
            "console-next", "console-type-number", "console-choose-number",
            "console-play-what", "console-log-usage", "console-who-resigns",
            "console-no-such-game", "console-rules-title", "console-player-range",
            "console-not-started", "console-image-written", "console-resuming-game",
            "console-bye"} <= said, said
    assert len(said) >= 28, sorted(set(patterns) - said)
    english = console_keys_in(printed["fr"], patterns)
    assert not english, {k: [p.pattern for p in patterns[k]] for k in english}
    # The French session says those things in French, and nothing in Discord's words.
    assert printed["fr"].count("\n") > 0.8 * printed["en"].count("\n")
    assert "Commande inconnue « frobnicate »" in printed["fr"]
    assert re.search(r"^À suivre — (Ann|Bob) : ", printed["fr"], re.MULTILINE)
    for slash in ("/partie", "/jouer", "/modo", "/game", "/play"):
        assert slash not in printed["fr"]


def test_the_hosts_slash_commands_become_the_console_words_in_either_language() -> None:
    assert console_words("Prêt : /partie commencer pour lancer la partie.", "fr") == (
        "Prêt : commencer pour lancer la partie.")
    assert console_words("/partie rejoindre pour prendre une place ; /jouer.", "fr") == (
        "rejoindre NOM pour prendre une place ; jouer.")
    assert console_words("/partie état, /modo réglages, /game join", "fr") == (
        "état, config, rejoindre NOM")
    assert console_words("Ready: /game start to begin; /game join, /playing", "en") == (
        "Ready: start to begin; join NAME, /playing")


async def test_rules_finds_a_game_by_its_french_title(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "console.db")
    try:
        out = io.StringIO()
        await run_console(make_host(db, Clock()), tmp_path, io.StringIO(
            "rules Caverna\nrules cavern-tavern\n"), out, lang="fr")
        text = spaced(out.getvalue())
        assert "Caverna (caverna) : de 1 à 7 joueurs." in text, text
        assert "Options (nom=valeur, après « ouvrir cavern-tavern [JOUEURS] ») :\n" in text
        assert "  story_card=(aucune)  " in text
        assert ("en mode Histoire (solo_mode=story) : cette carte 5 Royaumes au lieu d'une carte "
                "tirée au hasard") in text
    finally:
        await db.close()
