"""Building the buttons and select menus of one decision (the view half of a turn message).

Only the custom ids matter to a press: :mod:`cogs.components` registers ``DynamicItem``
classes whose templates match these ids, so a press is understood from the id alone,
after a restart as well as before. Items are built plain here and wrapped in their
dynamic class when they go into a view.
"""

from __future__ import annotations

import discord

from bot.i18n import DEFAULT_LANGUAGE, tr
from bot.outcomes import DecisionInfo
from cogs.components import unkept, wrap
from cogs.custom_ids import (
    Target,
    boards_id,
    hand_id,
    option_button_id,
    option_ref,
    page_id,
    select_id,
    table_id,
)
from cogs.layout import (
    BUTTONS_PER_ROW,
    MAX_BUTTON_LABEL,
    label,
    menu_entry,
    page_of,
    use_buttons,
)

MAX_PLACEHOLDER = 150
HAND_ROW = 4


def decision_items(game_id: int, decision: DecisionInfo, page: int = 0,
                   lang: str = DEFAULT_LANGUAGE) -> list[discord.ui.Item[discord.ui.View]]:
    """The components for one decision: buttons, or one page of a select with paging.

    Each id carries the decision's stamp: a press stays valid while that seat's own
    decision is unchanged, whatever the other seats do.
    """
    target = Target(game_id, decision.stamp, decision.seat)
    items: list[discord.ui.Item[discord.ui.View]] = []
    if use_buttons(decision):
        for index, option in enumerate(decision.options):
            items.append(discord.ui.Button(
                label=label(option.label, MAX_BUTTON_LABEL), style=discord.ButtonStyle.primary,
                custom_id=option_button_id(target, option.id, index),
                row=index // BUTTONS_PER_ROW))
        return items
    shown = page_of(decision, page)
    select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
        custom_id=select_id(target, shown.number), row=0, min_values=1, max_values=1,
        placeholder=label(_placeholder(decision, shown.number, shown.count, lang),
                          MAX_PLACEHOLDER))
    for offset, option in enumerate(shown.options):
        text, more = menu_entry(option.label)
        select.add_option(label=text, description=more,
                          value=option_ref(option.id, shown.start + offset, 100))
    items.append(select)
    if shown.count > 1:
        items.append(discord.ui.Button(
            label=tr(lang, "controls-previous"), style=discord.ButtonStyle.secondary, row=1,
            custom_id=page_id(target, max(shown.number - 1, 0)), disabled=not shown.has_prev))
        items.append(discord.ui.Button(
            label=tr(lang, "controls-next"), style=discord.ButtonStyle.secondary, row=1,
            custom_id=page_id(target, shown.number + 1), disabled=not shown.has_next))
    return items


def _placeholder(decision: DecisionInfo, page: int, count: int, lang: str) -> str:
    text = tr(lang, "controls-placeholder", name=decision.name, prompt=decision.prompt)
    return tr(lang, "controls-page", text=text, page=page + 1, count=count) if count > 1 \
        else text


def choices_button(game_id: int, row: int = HAND_ROW,
                   lang: str = DEFAULT_LANGUAGE) -> discord.ui.Button[discord.ui.View]:
    """"My choices": opens the presser's own decisions privately (whoever presses it)."""
    return discord.ui.Button(label=tr(lang, "controls-my-choices"), row=row,
                             style=discord.ButtonStyle.success,
                             custom_id=hand_id(Target(game_id, 0, 0)))


def boards_button(game_id: int, row: int = HAND_ROW,
                  lang: str = DEFAULT_LANGUAGE) -> discord.ui.Button[discord.ui.View]:
    """"Boards": the full boards and the presser's own, privately (the turn message
    carries one phone-sized picture)."""
    return discord.ui.Button(label=tr(lang, "controls-boards"), row=row,
                             style=discord.ButtonStyle.secondary, custom_id=boards_id(game_id))


def table_button(game_id: int, row: int = HAND_ROW,
                 lang: str = DEFAULT_LANGUAGE) -> discord.ui.Button[discord.ui.View]:
    """"Open the table": the presser's own signed link to the game's web page, privately."""
    return discord.ui.Button(label=tr(lang, "controls-open-table"), row=row,
                             style=discord.ButtonStyle.secondary, custom_id=table_id(game_id))


def lobby_view(game_id: int, lang: str = DEFAULT_LANGUAGE) -> discord.ui.View:
    """The lobby message's one button, "Open the table" (the presser's own link, privately),
    as on the turn message and under /game mine."""
    return view_of([table_button(game_id, row=0, lang=lang)])


def view_of(items: list[discord.ui.Item[discord.ui.View]]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(wrap(item))
    return unkept(view)


def decision_view(game_id: int, decision: DecisionInfo, page: int = 0,
                  lang: str = DEFAULT_LANGUAGE) -> discord.ui.View:
    return view_of(decision_items(game_id, decision, page, lang))
