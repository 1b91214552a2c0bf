"""A pseudo-locale run (issue 14): every catalogue text comes out marked ⟦…⟧ and
accented, so a string that skipped the catalogue shows up as plain English.

A whole game of each game is played through the host with the channel's language and
every reader's language set to the pseudo-locale; every text a person would read is
checked: the lobby, the turn messages (summaries, headers, prompts, buttons), the
events, the final results, direct messages, each player's private texts and controls,
and the replies to /game status, board, hand, log and score. (The pictures' words are
checked the same way in ``tests/render/test_pseudo_pictures.py``.)
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.host import GameHost
from bot.host.languages import LanguageService
from bot.i18n import localize
from bot.i18n.catalogues import PSEUDO, pseudo
from bot.outcomes import MoveOutcome, StartOutcome
from rules.core import Rng
from tests.bot.conftest import ANN, BOB, CHANNEL, CY, GUILD, Clock, make_host
from tests.migrated_db import open_new
from tests.sizes import full_runs

# Plain English words: letters that the pseudo-locale would have accented.
UNTRANSFORMED = re.compile(r"[aeiouAEIOU]")
NAMES = re.compile(r"\b(Ann|Bob|Cy)\b")
USERS = ((ANN, "Ann"), (BOB, "Bob"), (CY, "Cy"))
# Cavern Tavern at 2 players by default, 3 as well in CI (CAVERN_FULL_RUNS=1).
GAMES = [("cave-vs-cave", 2), ("caverna", 3), ("cavern-tavern", 2),
         *([("cavern-tavern", 3)] if full_runs() else [])]


def test_pseudo_marks_and_accents_but_keeps_mentions() -> None:
    assert pseudo("Back to <@123>") == "⟦Bàçk tö <@123>⟧"


def untransformed(text: str) -> list[str]:
    """Pieces of ``text`` outside every ⟦…⟧ that still hold plain vowels (players' names
    and mentions aside)."""
    text = NAMES.sub("", re.sub(r"<[@#&!]+\d+>", "", text))
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
    found += [p for p in inside if UNTRANSFORMED.search(p)]
    return found


class Reader:
    """Everything a person reads (in ``lang``), gathered as the game goes."""

    def __init__(self, lang: str = PSEUDO) -> None:
        self.texts: list[str] = []
        self.lang = lang

    def read(self, *texts: object) -> None:
        self.texts.extend(localize(t, self.lang) for t in texts if t)

    def outcome(self, out: MoveOutcome) -> None:
        self.read(out.public_text, out.mover_private, *out.private_texts.values())
        for message in (out.post, out.edit):
            if message is not None:
                self.read(message.content)
                if message.decision is not None:
                    self.read(message.decision.prompt,
                              *(o.label for o in message.decision.options))

    def plain(self) -> list[str]:
        return [t for t in self.texts if untransformed(t)]


async def play(host: GameHost, reader: Reader, players: int) -> None:
    """A whole game with random choices, reading what each player reads in
    ``reader.lang``."""
    lang = reader.lang
    chooser = Rng(3)
    for _ in range(5000):
        status = await host.status(CHANNEL, lang)
        if status.status == "finished":
            return
        reader.read(status.text)
        decision = chooser.choice(status.to_act)
        assert decision.user_id is not None
        mine = await host.options(CHANNEL, decision.user_id)
        d = mine.decisions[0]
        reader.read(d.prompt, *(o.label for o in d.options))
        choice = chooser.choice(d.options)
        out = await host.act(CHANNEL, decision.user_id, choice.id, d.stamp)
        reader.outcome(out)
        if chooser.choice(range(40)) == 0:   # now and then, what a player asks to see
            private = await host.private_info(CHANNEL, decision.user_id, lang)
            page = await host.log_page(CHANNEL, decision.user_id, lang=lang)
            board = await host.board(CHANNEL, None, lang)
            reader.read(private.text, page.heading, page.text, board.text,
                        (await host.score(CHANNEL)).text_in(lang))
        if out.over:
            return
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(("key", "players"), GAMES)
async def test_a_whole_game_in_the_pseudo_locale(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str, players: int) -> None:
    reader = await whole_game(tmp_path, monkeypatch, key, players, PSEUDO)
    assert len(reader.texts) > 200
    assert reader.plain() == [], reader.plain()[:5]


async def whole_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str,
                     players: int, lang: str) -> Reader:
    """A whole game through the host with the channel and every reader in ``lang``
    (Ann's direct messages on), and every text a person read in it."""
    async def channel_language(self: LanguageService, conn: object, channel_id: int) -> str:
        return lang
    monkeypatch.setattr(LanguageService, "public_language", channel_language)
    db = await open_new(tmp_path / f"{lang}.db")   # a copy of a migrated store
    try:
        host = make_host(db, Clock())
        await host.notify(BOB, True)   # direct messages are read too
        reader = Reader(lang)
        lobby = await host.new_game(CHANNEL, GUILD, ANN, "Ann", key, players)
        reader.read(lobby.text)
        for user, name in USERS[1:players]:
            reader.read((await host.join(CHANNEL, user, name)).text)
        started: StartOutcome = await host.start(CHANNEL, ANN)
        reader.read(started.lobby.text)
        reader.outcome(started.move)
        await play(host, reader, players)
        reader.read((await host.score(CHANNEL)).text_in(lang),
                    (await host.log_file(CHANNEL, lang=lang)).text)
        for delivery in await host.deliveries(CHANNEL):
            reader.read(delivery.alt_text, *(text for _, text in delivery.direct_messages))
        return reader
    finally:
        await db.close()
