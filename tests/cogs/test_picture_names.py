"""Pictures take the plain name, never the chat-escaped one (issue 42 item 5).

A picture is not markdown: a member named ``@everyone`` or ``**B**`` must be drawn as typed
(without direction overrides or zero-width characters, like every name), not as the
``\\@everyone`` or ``\\*\\*B\\*\\*`` a chat message needs. Every text every picture draws
is recorded (:class:`render.common.canvas.Canvas` ``text``): the turn pictures, the boards
and everyone-at-a-glance, the results card and every replay frame, of each game, played
through the real discord.py client by members with hostile nicknames.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator

import pytest

from bot.config import Settings
from bot.host import GameHost
from bot.i18n import UserText
from bot.i18n.user_text import escape
from render.common.canvas import Canvas
from tests.clock import Clock
from tests.cogs.channel_traffic import USERS
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.test_hostile_names import STEERING, name_members_hostile

# What the chat's escapes leave: a backslash before a markup character.
CHAT_ESCAPE = re.compile(r"\\[\\*_~|`\[\]<@:#>\-]")
# Names whose plain form is short enough to be drawn whole in every picture.
SHORT = ("@everyone @here", "||hidden||", "**Bold** __under__")


@pytest.fixture
async def host(db: object, settings: Settings, clock: Clock) -> GameHost:
    return GameHost(db, settings, clock=clock, seeds=lambda: 7,  # type: ignore[arg-type]
                    draw_images=True)


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every string any canvas draws while the test runs (pictures drawn in threads)."""
    texts: list[str] = []
    lock = threading.Lock()
    real = Canvas.text

    def text(self: Canvas, xy: tuple[int, int], value: str, *args: object,
             **kwargs: object) -> tuple[int, int, int, int]:
        with lock:
            texts.append(value)
        return real(self, xy, value, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Canvas, "text", text)
    yield texts


@pytest.mark.parametrize("key", ["cave-vs-cave", "caverna", "cavern-tavern"])
async def test_every_picture_draws_names_as_typed(harness: Harness, host: GameHost,
                                                  drawn: list[str], key: str) -> None:
    names = name_members_hostile(harness)
    order = sorted(USERS[:2], key=lambda u: names[u] not in SHORT)
    names.update({order[0]: SHORT[0], order[1]: SHORT[2]})
    first, second = order
    await harness.slash(first, "game new", game=key, players=2)
    await harness.slash(second, "game join")
    await harness.slash(first, "game start")
    for path, values in (("game board", {}), ("game board", {"player": "1"})):
        await harness.slash(first, path, **values)
    playing = len(drawn)
    assert playing, "no picture was drawn while the game ran"
    await host.resign(CHANNEL_ID, first)   # ends a two-player game
    await harness.slash(first, "game replay")
    assert len(drawn) > playing, "neither the results card nor the replay drew anything"
    for text in drawn:
        assert not CHAT_ESCAPE.search(text), f"a chat escape drawn in a picture: {text!r}"
        assert not STEERING.search(text), f"a direction or zero-width control: {text!r}"
    everything = "\n".join(drawn)
    for name in (SHORT[0], SHORT[2]):
        assert UserText(name) in everything, (name, sorted(set(drawn))[:60])
        assert escape(UserText(name)) not in everything
