"""Cave vs Cave is language-free (issue 14): every prompt and option label its engine
gives carries a catalogue key; rendered in English it is exactly the engine's text, and
in French it is complete (no key left unrendered, no English frame left)."""

from __future__ import annotations

import os
from typing import Any

import pytest

import rules
from bot.i18n import catalogues, localize
from rules.core.playout import random_game

ENGINE = rules.get_engine("cave-vs-cave")
# A few seeded games by default; I18N_GAMES=50 for a longer run.
GAMES = int(os.environ.get("I18N_GAMES", "3"))


def texts_of_games(count: int) -> list[Any]:
    found: list[Any] = []

    def collect(state: Any, seat: int, option_id: str, new: Any) -> None:
        for decision in ENGINE.pending(state):
            found.append(decision.prompt)
            found.extend(option.label for option in decision.options)

    for seed in range(count):
        random_game(ENGINE, 1 + seed % 2, seed, on_move=collect)
    return found


def keys_in(value: Any) -> set[str]:
    key = getattr(value, "msg_key", None)
    if key is None:
        return set()
    found = {key}
    for arg in getattr(value, "msg_args", {}).values():
        found |= keys_in(arg)
    return found


@pytest.fixture(scope="module")
def texts() -> list[Any]:
    return texts_of_games(GAMES)


def test_every_prompt_and_label_is_a_catalogue_message(texts: list[Any]) -> None:
    plain = {str(t) for t in texts if getattr(t, "msg_key", None) is None}
    assert not plain, sorted(plain)[:5]
    used = set().union(*(keys_in(t) for t in texts))
    for lang in ("en", "fr"):
        missing = sorted(k for k in used if not catalogues().has(lang, k))
        assert not missing, f"{lang}: {missing}"


def test_english_rendering_is_the_engines_own_text(texts: list[Any]) -> None:
    for text in set(texts):
        assert localize(text, "en") == str(text)


def test_french_labels_use_the_rulebooks_names(texts: list[Any]) -> None:
    french = {localize(t, "fr") for t in texts}
    assert any(t.startswith("Excavation : ") for t in french)
    assert any("Manche 1 : choisissez une tuile Action" in t for t in french)
    assert "Fin du tour" in french
    for text in french:
        assert "{" not in text and "cvc-" not in text, text
        for english in (" turn", "Choose ", "Furnish", "excavate", " food", " wood"):
            assert english not in text, (english, text)


def test_a_label_survives_pickling_and_copying(texts: list[Any]) -> None:
    # Decisions may cross to a worker process (computer players, pictures).
    import copy
    import pickle
    capitalized = next(t for t in texts if getattr(t, "msg_cap", False))
    for text in (texts[0], capitalized):
        for again in (pickle.loads(pickle.dumps(text)), copy.deepcopy(text)):
            assert again == text and again.msg_key == text.msg_key
            assert again.msg_args == text.msg_args and again.msg_cap == text.msg_cap
