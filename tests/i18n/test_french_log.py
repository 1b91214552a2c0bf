"""The log's lines: one separator per language (French « ; » with its narrow space), the
player's name said once at the start of their line (another player's sentences are
told on their own lines, tests/bot/test_story_sentences.py)."""

from __future__ import annotations

from bot.host.story import _joined
from bot.i18n.french import NARROW_NBSP


def test_a_players_line_names_them_once() -> None:
    line = _joined(["Éloïse prend 2 bois.", "L'expédition d'Éloïse rapporte 1 chien.",
                    "Éloïse descend d'une case."], "Éloïse", "fr")
    assert line == (f"prend 2 bois{NARROW_NBSP}; son expédition rapporte 1 chien"
                    f"{NARROW_NBSP}; descend d'une case.")


def test_the_name_is_said_once_when_every_part_is_the_players() -> None:
    assert _joined(["Ann takes 2 wood.", "Ann builds a wall."], "Ann", "en") == (
        "takes 2 wood; builds a wall.")
    assert _joined(["Zoë prend 2 bois.", "Zoë construit un mur."], "Zoë", "fr") == (
        f"prend 2 bois{NARROW_NBSP}; construit un mur.")
