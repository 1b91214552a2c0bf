"""Cave vs Cave is language-free (issue 14): every prompt and option label its engine
gives carries a catalogue key; rendered in English it is exactly the engine's text, and
in French it is complete (no key left unrendered, no English frame left)."""

from __future__ import annotations

import json
import os
from functools import cache
from typing import Any

import pytest

import rules
from bot import texts as host_texts
from bot.i18n import catalogues, localize
from rules.core.playout import random_game
from tests.i18n.engine_texts import keys_in, recorder
from tests.i18n.french_render import spaced

ENGINE = rules.get_engine("cave-vs-cave")
# A few seeded games by default; I18N_GAMES=50 for a longer run.
GAMES = int(os.environ.get("I18N_GAMES", "3"))


def texts_of_games(count: int) -> list[Any]:
    return _play(count)[0]


@cache
def _play(count: int) -> tuple[list[Any], list[dict[str, Any]]]:
    found: list[Any] = []
    events: list[dict[str, Any]] = []

    collect = recorder(ENGINE, found, events)

    for seed in range(count):
        state = ENGINE.new_game(1 + seed % 2, seed)
        events.extend(json.loads(json.dumps(ENGINE.last_events(state))))
        random_game(ENGINE, 1 + seed % 2, seed, on_move=collect)
    return found, events


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
    french = {spaced(localize(t, "fr")) for t in texts}
    assert any(t.startswith("Excavation : ") for t in french)
    assert any("hoisissez une tuile Action (manche 1" in t for t in french)
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


def test_events_carry_their_message_through_the_move_log() -> None:
    _, events = _play(GAMES)
    assert len(events) > 50
    for ev in events:
        assert ev.get("msg"), ev["text"]
        assert host_texts.event_text(ev, "en") == ev["text"]
        french = host_texts.event_text(ev, "fr")
        assert "{" not in french and "cvc-" not in french, french
        for english in (" takes ", " builds ", " uses ", " food", " wood", "Round "):
            assert english not in french, (english, french)
    sample = {spaced(host_texts.event_text(ev, "fr")) for ev in events}
    assert any(t.startswith("La manche 1 commence : ") for t in sample), sorted(sample)[:5]
