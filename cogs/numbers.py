"""Numeric options arrive as sent, not as declared: one check guards them all.

Discord's own client keeps an integer or number option inside the ``min_value`` and
``max_value`` the command registered, but discord.py does not check what arrives: an
out-of-date registration, another client or a forged interaction can send ``10**30``,
a negative page or ``inf``. Applied once to the whole tree at start-up (like the
branding), every command answers such a value with a sentence and runs nothing.
"""

from __future__ import annotations

import math
from typing import Any

import discord
from discord import app_commands

from bot.i18n import Msg
from cogs.replies import Refusal

# Whatever a command declares, a number outside +-2**53 (JSON's safe integers, and what
# Discord itself allows) is never a value any of our options means.
SAFE = 2 ** 53
NUMERIC = (discord.AppCommandOptionType.integer, discord.AppCommandOptionType.number)


def _bounds(param: app_commands.Parameter) -> tuple[float, float]:
    low = param.min_value if param.min_value is not None else -SAFE
    high = param.max_value if param.max_value is not None else SAFE
    return low, high


def out_of_range(param: app_commands.Parameter, value: Any) -> Msg | None:
    """The refusal for ``value`` of a numeric ``param``, or None when it is acceptable."""
    low, high = _bounds(param)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return Msg("reply-invalid-value", {"value": str(value)[:40]})
    if isinstance(value, float) and not math.isfinite(value):
        return Msg("reply-invalid-value", {"value": str(value)})
    if low <= value <= high:
        return None
    # Quoted as text: a number formatter would choke on 10**30 (or print 1E+30).
    shown = str(value) if len(str(value)) <= 40 else str(value)[:39] + "…"
    return Msg("reply-out-of-range", {"value": shown, "low": _plain(low), "high": _plain(high)})


def _plain(bound: float) -> str:
    return str(int(bound)) if float(bound).is_integer() else str(bound)


def _leaf_options(options: list[dict[str, Any]]) -> list[dict[str, Any]]:
    for option in options:
        if option.get("type") in (1, 2):   # a subcommand (group): its options are inside
            return _leaf_options(option.get("options", []))
    return options


async def numbers_in_range(interaction: discord.Interaction) -> bool:
    command = interaction.command
    if not isinstance(command, app_commands.Command):
        return True
    data: Any = interaction.data or {}
    sent = {o.get("name"): o.get("value") for o in _leaf_options(data.get("options", []))}
    for param in command.parameters:
        if param.type not in NUMERIC or param.display_name not in sent:
            continue
        refusal = out_of_range(param, sent[param.display_name])
        if refusal is not None:
            raise Refusal(refusal)
    return True


def guard_numbers(tree: app_commands.CommandTree) -> None:
    """Add the check to every slash command of the tree (nested ones too)."""
    for command in tree.walk_commands():
        if isinstance(command, app_commands.Command) and any(
                p.type in NUMERIC for p in command.parameters):
            command.add_check(numbers_in_range)
