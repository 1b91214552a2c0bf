"""Undo says the move it takes back in words, in every language: its public sentences, else
the label of its choice as the player read it, else "a hidden choice"; never an option id."""

from __future__ import annotations

import pytest

from bot.host import GameHost
from bot.i18n import localize
from bot.outcomes import HostError
from rules.core import Rng
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD
from tests.i18n.french_render import spaced
from tests.sizes import env_int

MOVES = env_int("UNDO_WORDS_MOVES", 30)


async def _start(host: GameHost, key: str, players: int) -> None:
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", key, players)
    if players == 2:
        await host.join(CHANNEL, BOB, "Bob")
    await host.start(CHANNEL, ANN)


@pytest.mark.parametrize(("key", "players"),
                         [("cave-vs-cave", 1), ("caverna", 2), ("cavern-tavern", 2)])
async def test_every_undo_says_the_move_in_words(host: GameHost, key: str,
                                                 players: int) -> None:
    await _start(host, key, players)
    chooser = Rng(11)
    undone = 0
    for _ in range(MOVES):
        status = await host.status(CHANNEL)
        if status.status != "active":
            break
        user = chooser.choice(status.to_act).user_id
        assert user is not None
        decision = (await host.options(CHANNEL, user)).decisions[0]
        choice = chooser.choice(decision.options)
        await host.act(CHANNEL, user, choice.id, decision.stamp)
        try:
            result = await host.undo(CHANNEL, 0, is_moderator=True)
        except HostError:
            continue                      # it revealed something: it stays
        undone += 1
        for lang in ("en", "fr"):
            text = localize(result.text, lang)
            assert f"({choice.id})" not in text, text
            assert ".)" not in text, text
            label = localize(choice.label, lang)
            if decision.private:          # the channel reads it: the choice stays hidden
                assert label not in text or label in localize(status.text, lang), text
        again = (await host.options(CHANNEL, user)).decisions[0]
        await host.act(CHANNEL, user, choice.id, again.stamp)
    assert undone >= min(MOVES, 5)


async def test_a_sub_step_is_undone_by_its_label(host: GameHost) -> None:
    """Cave vs Cave's Housework, then "Furnish a cavern (room cost + 1 gold)": a sub-step
    with no sentence of its own."""
    await _start(host, "cave-vs-cave", 1)
    options = (await host.options(CHANNEL, ANN)).decisions[0]
    assert "tile:housework" in [o.id for o in options.options]
    await host.act(CHANNEL, ANN, "tile:housework", options.stamp)
    step = (await host.options(CHANNEL, ANN)).decisions[0]
    await host.act(CHANNEL, ANN, "furnish2:gold", step.stamp)
    result = await host.undo(CHANNEL, 0, is_moderator=True)
    assert (localize(result.text, "en")
            == "Undone: Ann's move (Furnish a cavern (room cost + 1 gold)).")
    french = localize(result.text, "fr")
    assert "furnish2" not in french and "ménager" in french
    assert spaced(french).startswith("Coup annulé : Aménager une cavité")
    assert "de Ann" not in french
    result = await host.undo(CHANNEL, 0, is_moderator=True)
    assert localize(result.text, "en") == "Undone: Ann's move (Ann takes the Housework tile)."
    # The sentence names Ann already: French does not name her twice.
    assert spaced(localize(result.text, "fr")) == "Coup annulé : Ann prend la tuile Décoration."
