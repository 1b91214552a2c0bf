"""`python -m bot --help` and the no-token guide speak the user's language (--lang, LANG)."""

from __future__ import annotations

import pytest

from bot.__main__ import (
    INVITE_PERMISSIONS,
    INVITE_PERMISSIONS_VALUE,
    NO_TOKEN,
    argv_language,
    no_token_guide,
    parse_args,
)
from tests.i18n.french_render import spaced


@pytest.mark.parametrize("argv", [["--lang", "fr", "--help"], ["--lang=fr", "-h"]])
def test_help_in_french_with_lang(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        parse_args(argv)
    out = spaced(capsys.readouterr().out)
    assert out.startswith("utilisation : ./run.sh")
    assert "afficher cette aide et quitter" in out and "jouer dans ce terminal" in out
    for english in ("show this help", "play in this terminal", "usage:", "folder for"):
        assert english not in out


def test_help_follows_lang_from_the_environment(monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert argv_language([]) == "fr"
    assert argv_language(["--lang", "en"]) == "en"
    with pytest.raises(SystemExit):
        parse_args(["--help"])
    assert "jouer dans ce terminal" in capsys.readouterr().out


def test_the_no_token_guide_in_french() -> None:
    guide = spaced(no_token_guide("fr"))
    assert guide.startswith("Aucun DISCORD_TOKEN n'est défini")
    assert f"permissions={INVITE_PERMISSIONS_VALUE}" in guide
    assert "https://discord.com/developers/applications" in guide
    assert "Voir les salons" in guide and "./run.sh --local" in guide
    assert "To get a token" not in guide
    # English is the same guide as ever, with Discord's English permission names.
    assert no_token_guide("en") == NO_TOKEN
    assert all(name in " ".join(NO_TOKEN.split()) for name in INVITE_PERMISSIONS)
