"""A pseudo-locale run (issue 14): every catalogue text comes out marked ⟦…⟧ and
accented, so a string that skipped the catalogue shows up as plain English. This first
stage covers what is translated end to end: a whole game of Cave vs Cave through the
host, its public prompts, buttons and events. (Host headers such as "… begins" and the
other two games are the next stage; see the report.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.host.languages import LanguageService
from bot.i18n.catalogues import PSEUDO, pseudo
from bot.outcomes import TurnMessage
from bot.store import Database
from rules.core import Rng
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD, Clock, make_host
from tests.bot.helpers import play_random

# Plain English words: letters that the pseudo-locale would have accented.
UNTRANSFORMED = re.compile(r"[aeiouAEIOU]")


def test_pseudo_marks_and_accents_but_keeps_mentions() -> None:
    assert pseudo("Back to <@123>") == "⟦Bàçk tö <@123>⟧"


def untransformed(text: str) -> list[str]:
    """Pieces of ``text`` outside every ⟦…⟧ that still hold plain vowels."""
    outside, depth, piece = [], 0, ""
    for char in text:
        if char == "⟦":
            depth += 1
            outside.append(piece)
            piece = ""
        elif char == "⟧":
            depth -= 1
        elif depth == 0:
            piece += char
    outside.append(piece)
    found = [p for p in outside if UNTRANSFORMED.search(p)]
    inside = re.findall(r"⟦([^⟦⟧]*)⟧", text)
    found += [p for p in inside if UNTRANSFORMED.search(re.sub(r"<[@#&!]+\d+>", "", p))]
    return found


async def test_a_whole_cave_vs_cave_game_in_the_pseudo_locale(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async def pseudo_channel(self: LanguageService, conn: object, channel_id: int) -> str:
        return PSEUDO
    monkeypatch.setattr(LanguageService, "public_language", pseudo_channel)
    db = await Database.open(tmp_path / "pseudo.db")
    try:
        host = make_host(db, Clock())
        await host.new_game(CHANNEL, GUILD, ANN, "Ann", "cave-vs-cave")
        await host.join(CHANNEL, BOB, "Bob")
        await host.start(CHANNEL, ANN)
        outcomes = await play_random(host, Rng(3))
        assert outcomes[-1].over
        messages: list[TurnMessage] = [m for o in outcomes for m in (o.post, o.edit) if m]
        assert len(messages) > 20
        checked = 0
        for message in messages:
            d = message.decision
            if d is not None:
                for text in (d.prompt, *(o.label for o in d.options)):
                    assert not untransformed(text), text
                    checked += 1
        assert checked > 100
        # The final results (host score lines, engines' score labels) are the next stage:
        # this run checks the events of every move but the results block.
        events = [line for o in outcomes
                  for line in o.public_text.removesuffix(o.results.text if o.results else "")
                  .splitlines() if line]
        plain = [line for line in events
                 if untransformed(line.replace("Ann", "").replace("Bob", ""))]
        assert events and not plain, plain[:5]
    finally:
        await db.close()
