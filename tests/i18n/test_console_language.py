"""The console in French (issue 14): `--lang fr` or LANG; the same catalogues."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.__main__ import console_language
from bot.console import CHANNEL, run_console
from bot.store import Database
from tests.bot.conftest import Clock, make_host


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
        text = out.getvalue()
        assert "Manche 1 : choisissez une tuile Action" in text, text
        assert "Excavation : creuser" in text and "[tile:excavation]" in text
        assert await host.language_setting(CHANNEL) == "fr"
    finally:
        await db.close()


@pytest.mark.parametrize(("key", "french"), [
    ("caverna", "Placez un nain"), ("cavern-tavern", "manche 1")])
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
        text = out.getvalue()
        assert french in text, text[-1500:]
        assert "Final scores" not in text and "your turn" not in text
    finally:
        await db.close()
