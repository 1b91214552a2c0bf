"""Issue 28, texts: no doubled punctuation and no wrong singular or plural anywhere a
player reads, in English and French, for all three games.

Random games (``TEXT_SLIP_GAMES`` seeds per player count) give every prompt, option
label, event, score line and reading, rendered through the catalogues; the labels again
inside the host's "Done: …" reply; and the words of the pictures of a few of the games'
views (each picture drawn with a localiser that records what it renders)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

import render
import rules
from bot import texts as host_texts
from bot.i18n import localize, tr
from rules.core.playout import random_game
from tests.sizes import env_int

GAMES = env_int("TEXT_SLIP_GAMES", 1)
LANGUAGES = ("en", "fr")
PLAYERS = {"cave-vs-cave": (1, 2), "caverna": (1, 4), "cavern-tavern": (1, 3)}
# Views drawn per game: spread over the game, the last one included.
PICTURES_PER_GAME = 2

# A slip and what it looks like. "..." is a written ellipsis, not a doubled stop.
SLIPS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("doubled full stop", re.compile(r"(?<![.…])\.\s*\.(?!\.)|…\s*\.")),
    ("doubled colon", re.compile(r":\s*:")),
    ("doubled comma", re.compile(r",\s*,")),
    ("doubled semicolon", re.compile(r";\s*;")),
    ("stop after ! or ?", re.compile(r"[!?]\s*\.")),
    ("space before a stop", re.compile(r"\w\s+\.(\s|$)")),
    ("plural after 1", re.compile(
        r"(?<![\d,.])(?<!Player )(?<!Joueur )\b1 (points|pts|markers|dwarfs|rooms|turns|times|"
        r"rubies|vegetables|donkeys|boars|dice|cards|players|spaces|tiles|walls|orders|goods|ont|nains|"
        r"marqueurs|tours|salles|cartes|joueurs|cases|tuiles|murs|dés|légumes|ânes|"
        r"sangliers|commandes)\b")),
    ("singular after 2 or more", re.compile(
        r"\b([2-9]|\d\d+) (point|marker|dwarf|room|turn|card|player|tile|wall|"
        r"marqueur|nain|tour|salle|carte|joueur|tuile|mur)\b(?![-'’])")),
)


def slips(text: str) -> list[str]:
    return [name for name, pattern in SLIPS if pattern.search(text)]


def test_the_patterns_find_the_issues_examples() -> None:
    assert slips("Done: Pay 1 food..") and slips("Done: Convert goods….")
    assert slips("Score: 1 points") and slips("1 ont") and slips("a : : b")
    assert not slips("Convert goods…") and not slips("'either ... or'")
    assert not slips("Score: 2 points, 1 point, 21 points, 1,5 points")
    assert not slips("Player 1 turns a 2 into a 1.")  # "Player 1" is a name


class Words:
    """A picture localiser that also records every text it renders (and names its own
    language apart, so that no cached piece of an earlier picture hides a word)."""

    def __init__(self, lang: str, found: list[str]) -> None:
        self.lang, self.found = lang, found

    def __call__(self, value: Any) -> str:
        text = localize(value, self.lang)
        if getattr(value, "msg_key", None) == "pic-language":
            return f"{text}-scan"
        self.found.append(text)
        return text


def _pictures(key: str, views: list[dict[str, Any]], lang: str) -> list[str]:
    found: list[str] = []
    say = Words(lang, found)
    for view in views:
        render.draw_shared(key, view, say=say)
        for seat in range(len(view["players"])):
            render.draw_player(key, view, seat, say=say)
        for draw in render.extra_pictures(key).values():
            draw(view, say=say)
    return found


@cache
def _texts(key: str) -> dict[str, list[tuple[str, str]]]:
    """(where, text) per language, for one game."""
    engine = rules.get_engine(key)
    found: list[Any] = list(engine.readings)
    labels: list[Any] = []
    events: list[dict[str, Any]] = []
    views: list[dict[str, Any]] = []

    games: list[list[Any]] = []  # the states of each game, move by move

    def collect(before: Any, seat: int, option_id: str, after: Any) -> None:
        for decision in engine.pending(before):
            found.append(decision.prompt)
            labels.extend(option.label for option in decision.options)
        events.extend(json.loads(json.dumps(engine.last_events(after))))
        games[-1].append(after)  # apply never changes a state: keeping it costs nothing

    for seed in range(GAMES):
        for players in PLAYERS[key]:
            state = engine.new_game(players, seed)
            events.extend(json.loads(json.dumps(engine.last_events(state))))
            games.append([])
            final, _ = random_game(engine, players, seed, on_move=collect)
            seen = games[-1]
            for score in engine.scores(final):
                found.extend(label for label, _ in score.lines)
            step = max(1, len(seen) // PICTURES_PER_GAME)
            views.extend(engine.view(state, None) for state in
                         [*seen[step::step][:PICTURES_PER_GAME - 1], final])
    out: dict[str, list[tuple[str, str]]] = {}
    for lang in LANGUAGES:
        options = [localize(t, lang) for t in {str(t): t for t in labels}.values()]
        said = [("text", localize(t, lang)) for t in {str(t): t for t in found}.values()]
        said += [("option", text) for text in options]
        # The host's reply to a move names the option chosen.
        said += [("reply", tr(lang, "play-done", label=text)) for text in options]
        said += [("event", host_texts.event_text(ev, lang)) for ev in events]
        said += [("picture", w) for w in _pictures(key, views, lang)]
        out[lang] = said
    return out


def _cases() -> Iterator[Any]:
    for key in PLAYERS:
        for lang in LANGUAGES:
            yield pytest.param(key, lang, id=f"{key}-{lang}")


@pytest.mark.parametrize(("key", "lang"), list(_cases()))
def test_no_slips(key: str, lang: str) -> None:
    bad = sorted({f"{where}: {text!r} ({', '.join(slips(text))})"
                  for where, text in _texts(key)[lang] if slips(text)})
    assert not bad, "\n".join(bad[:20])
