"""Hostile display names through every public text of whole games (issue 25, item 4).

Members named like a masked link, bold, spoiler, code fence, role mention, @everyone, with
a right-to-left override or a zero-width space, play whole games through the real
discord.py client: the channel citizenship games (tests/cogs/test_channel_citizenship.py
plays each game once, with these names, and checks both). Every request the bot sent
(channel messages and their edits, private replies, direct messages, button labels, menus,
thread names) and every log line is read back: no link, markup or mention that came from a
name survives, no direction control is left to flip the text after a name, and each name
still shows as it was typed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from bot.host import GameHost
from bot.i18n import UserText
from bot.i18n.user_text import escape, unescaped
from tests.clock import Clock
from tests.cogs.channel_traffic import USERS
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game

HOSTILE = (
    "[Free Nitro](https://evil.example/gift)",
    "**Bold** __under__",
    "||hidden||",
    "```py\nprint(1)```",
    "<@&123456789012345678> and <@42>",
    "@everyone @here",
    "\u202eevil\u202c then",
    "zero\u200bwidth\ufeff",
    "# Big > quote ~~s~~ `c`",
)
# Characters that change the direction of what follows, or hide in a name.
STEERING = re.compile("[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")
# An escape (backslash + character) shows the character itself: what is left is markup.
_ESCAPE = re.compile(r"\\.", re.DOTALL)

def rendered(content: str) -> str:
    """The markup Discord would act on: escaped characters taken out."""
    return _ESCAPE.sub("", content)


# Live in a message, each of these could only have come from a name: a masked or bare
# link, a mention, a spoiler, a code fence, underline, strike-through, a heading.
NAME_MARKUP = ("](", "https://", "<@&", "<@42>", "@everyone", "@here", "||", "```", "__",
               "~~", "`c`", "# Big", "**Bold**")


def _texts(payload: Any, plain: list[str], marked: list[str]) -> None:
    """Sort a request's texts: message content (markdown) and labels (plain text)."""
    if isinstance(payload, dict):
        for key, value in payload.items():
            if key == "content" and isinstance(value, str):
                marked.append(value)
            elif key in ("label", "placeholder", "name", "description") \
                    and isinstance(value, str):
                plain.append(value)
            else:
                _texts(value, plain, marked)
    elif isinstance(payload, list):
        for value in payload:
            _texts(value, plain, marked)


def name_members_hostile(harness: Harness, first: int = 0) -> dict[int, str]:
    """Give every member of the harness a hostile server nickname, the first member
    ``HOSTILE[first]`` and the next ones the names after it (round); the names by user."""
    names = {user: HOSTILE[(first + index) % len(HOSTILE)] for index, user in enumerate(USERS)}
    real = harness._member

    def member(user_id: int) -> dict[str, Any]:
        return {**real(user_id), "nick": names.get(user_id)}

    harness._member = member  # type: ignore[method-assign]
    return names


@pytest.fixture
def hostile_names(harness: Harness) -> Iterator[dict[int, str]]:
    yield name_members_hostile(harness)


def check_everything(harness: Harness, names: dict[int, str], players: int,
                     log_lines: list[str]) -> None:
    plain: list[str] = []
    marked: list[str] = []
    for request in harness.fake.requests:
        _texts(request.payload, plain, marked)
    assert marked and plain
    seated = [names[user] for user in USERS[:players]]
    for text in plain + marked + log_lines:
        assert not STEERING.search(text), f"a direction or zero-width control in {text!r}"
    for content in marked:
        live = rendered(content)
        for piece in NAME_MARKUP:
            assert piece not in live, (piece, content)
        for name in seated:
            typed = UserText(name)
            assert typed == escape(typed) or typed not in content, (name, content)
    everything = "\n".join(marked)
    for name in seated:   # each name still shows, as typed (escaped, one line)
        assert escape(UserText(name)) in everything, name
    for label in plain:   # labels show plain text: no escapes left in them
        assert not re.search(r"\\[\\*_~|`>#\-\[\]<@:]", label), label


async def check_hostile_names_after_a_game(harness: Harness, names: dict[int, str], key: str,
                                           players: int, caplog: pytest.LogCaptureFixture
                                           ) -> None:
    """After a whole game of ``key`` played by members named by :func:`name_members_hostile`
    (logging at INFO into ``caplog``): no hostile name became a link, markup or ping in
    anything the bot sent or logged."""
    # The other texts that name players: status, scores, the log, a board by name.
    for path, values in (("game status", {}), ("game score", {}), ("game log", {}),
                         ("game board", {"player": "1"})):
        await harness.slash(USERS[0], path, **values)
    # Typed options are quoted back in refusals: never as a link either.
    await harness.slash(USERS[0], "game new", game=key, options=HOSTILE[0] + "=1")
    await harness.slash(USERS[0], "game new", game=key, options=HOSTILE[1])
    await harness.slash(USERS[0], "game new", game=key, players=players)
    await harness.slash(USERS[1], "game join")
    await harness.slash(USERS[1], "game leave")
    check_everything(harness, names, players,
                     [record.getMessage() for record in caplog.records])
    # No turn message ever let a role or @everyone ping (names only, never pings).
    for request in harness.fake.requests:
        allowed = (request.payload or {}).get("allowed_mentions") or {}
        assert "everyone" not in allowed.get("parse", []) and \
            "roles" not in allowed.get("parse", []), allowed
    assert harness.fake.channel_messages(CHANNEL_ID)


def test_escaped_names_render_as_typed_and_labels_lose_the_escapes() -> None:
    for name in HOSTILE:
        typed = UserText(name)
        assert not STEERING.search(typed) and "\n" not in typed
        shown = escape(typed)
        # Every markup character is escaped: none is left once the escapes are read.
        assert not re.search(r"[*_~|`<@\[\]]|://|^#", rendered(shown)), shown
        assert unescaped(shown) == typed
    assert UserText("Ann\u202e\u2066Bob\u2069") == "AnnBob"
    family = "\U0001F469\u200d\U0001F469\u200d\U0001F467"
    assert UserText(family) == family          # an emoji sequence keeps its joiners


async def test_hostile_names_in_reminders_timeouts_and_moderation(
        harness: Harness, host: GameHost, hostile_names: dict[int, str], clock: Clock) -> None:
    await start_game(harness, "tunnels", USERS[0], USERS[1])
    waiting = (await host.status(CHANNEL_ID)).to_act[0].user_id
    assert waiting is not None
    await harness.slash(waiting, "game notify on")
    clock.advance(25)
    assert await harness.bot.deliver_notices() == 1  # type: ignore[attr-defined]
    clock.advance(50)
    await harness.bot.deliver_notices()  # type: ignore[attr-defined]
    harness.moderators.add(USERS[2])
    for path, values in (("mod skip", {"seat": "1"}), ("game board", {"player": "2"}),
                         ("mod kick", {"player": "2"}), ("game status", {})):
        await harness.slash(USERS[2], path, **values)
    check_everything(harness, hostile_names, 2, [])
