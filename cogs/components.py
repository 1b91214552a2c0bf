"""The turn message's buttons and select menus, as ``DynamicItem``s that survive restarts.

Each class matches one custom-id template (:mod:`cogs.custom_ids`), rebuilds the target
(game, version, seat) from the id and hands the press to the play cog, which owns the
behaviour. The classes know nothing of the host, so building a message never imports the
code that answers it.
"""

from __future__ import annotations

import re
from typing import Any, Protocol

import discord

from cogs.custom_ids import (
    BOARDS_TEMPLATE,
    HAND_TEMPLATE,
    OPTION_TEMPLATE,
    PAGE_TEMPLATE,
    SELECT_TEMPLATE,
    TABLE_TEMPLATE,
    Target,
)
from cogs.replies import report

PLAY_COG = "Play"


class PressHandler(Protocol):
    """What the play cog offers the components (see :class:`cogs.play.Play`)."""

    async def choose(self, interaction: discord.Interaction, target: Target,
                     ref: str) -> None: ...

    async def turn_page(self, interaction: discord.Interaction, target: Target,
                        page: int) -> None: ...

    async def show_hand(self, interaction: discord.Interaction, target: Target) -> None: ...

    async def show_boards(self, interaction: discord.Interaction, game_id: int) -> None: ...

    async def show_table(self, interaction: discord.Interaction, game_id: int) -> None: ...


def _target(match: re.Match[str]) -> Target:
    return Target(int(match["game"]), int(match["version"]), int(match["seat"]))


async def _handle(interaction: discord.Interaction, what: str, call: Any) -> None:
    handler: PressHandler | None = interaction.client.get_cog(PLAY_COG)  # type: ignore[attr-defined,assignment]
    try:
        if handler is None:
            raise RuntimeError("the Play cog is not loaded")
        await call(handler)
    except Exception as error:
        # DynamicItem errors are otherwise only logged by discord.py: the user must hear.
        await report(interaction, error, what)


class _FromMatch:
    """The turn controls rebuild themselves from their custom id's match alone, whether
    discord.py dispatches a press (``from_custom_id``) or a message is built (``wrap``)."""

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> Any:
        return cls(item, match)  # type: ignore[call-arg]


class OptionButton(_FromMatch, discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=OPTION_TEMPLATE):
    """One option of a decision, as a button."""

    def __init__(self, item: discord.ui.Button[Any], match: re.Match[str]) -> None:
        super().__init__(item)
        self.target = _target(match)
        self.ref = match["ref"]

    async def callback(self, interaction: discord.Interaction) -> None:
        await _handle(interaction, "option button",
                      lambda h: h.choose(interaction, self.target, self.ref))


class OptionSelect(_FromMatch, discord.ui.DynamicItem[discord.ui.Select[Any]],
                   template=SELECT_TEMPLATE):
    """One page of a decision's options, as a select menu (the value is the option ref)."""

    def __init__(self, item: discord.ui.Select[Any], match: re.Match[str]) -> None:
        super().__init__(item)
        self.target = _target(match)

    async def callback(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        ref = values[0] if values else ""
        await _handle(interaction, "option menu",
                      lambda h: h.choose(interaction, self.target, ref))


class PageButton(_FromMatch, discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=PAGE_TEMPLATE):
    """Previous/next page of a long option list."""

    def __init__(self, item: discord.ui.Button[Any], match: re.Match[str]) -> None:
        super().__init__(item)
        self.target = _target(match)
        self.page = int(match["page"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _handle(interaction, "page button",
                      lambda h: h.turn_page(interaction, self.target, self.page))


class HandButton(_FromMatch, discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=HAND_TEMPLATE):
    """"My choices": the presser's own decisions, ephemerally."""

    def __init__(self, item: discord.ui.Button[Any], match: re.Match[str]) -> None:
        super().__init__(item)
        self.target = _target(match)

    async def callback(self, interaction: discord.Interaction) -> None:
        await _handle(interaction, "choices button",
                      lambda h: h.show_hand(interaction, self.target))


class BoardsButton(_FromMatch, discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=BOARDS_TEMPLATE):
    """"Boards": the full pictures of the game, ephemerally to whoever presses."""

    def __init__(self, item: discord.ui.Button[Any], match: re.Match[str]) -> None:
        super().__init__(item)
        self.game_id = int(match["game"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _handle(interaction, "boards button",
                      lambda h: h.show_boards(interaction, self.game_id))


class TableButton(_FromMatch, discord.ui.DynamicItem[discord.ui.Button[Any]],
                  template=TABLE_TEMPLATE):
    """"Open the table": the presser's personal link to the web table, ephemerally."""

    def __init__(self, item: discord.ui.Button[Any], match: re.Match[str]) -> None:
        super().__init__(item)
        self.game_id = int(match["game"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _handle(interaction, "table button",
                      lambda h: h.show_table(interaction, self.game_id))


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    OptionButton, OptionSelect, PageButton, HandButton, BoardsButton, TableButton)


def wrap(item: discord.ui.Item[Any]) -> discord.ui.Item[Any]:
    """Wrap a plain button/select in the dynamic class its custom id matches.

    A message sent with dynamic items is answered by the registered classes and keeps no
    per-message view in memory, however many turn messages a long game posts.
    """
    custom_id = getattr(item, "custom_id", None) or ""
    for cls in DYNAMIC_ITEMS:
        match = cls.__discord_ui_compiled_template__.fullmatch(custom_id)  # type: ignore[attr-defined]
        if match is not None:
            return cls(item, match)  # type: ignore[call-arg]
    return item


def unkept(view: discord.ui.View) -> discord.ui.View:
    """``view``, finished before it is sent, when only registered dynamic items answer it.

    discord.py keeps every unfinished view it sends, and gives a private reply's view a
    15-minute timeout task that holds it: at 50 busy channels that was hundreds of live
    views (issue 25, item 6). Ours carry no state a press needs (the custom id says it
    all), so a finished view, which discord.py never stores, answers presses the same.
    """
    if all(isinstance(item, discord.ui.DynamicItem) or not item.is_dispatchable()
           for item in view.walk_children()):
        view.stop()
    return view
