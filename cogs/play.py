"""``/play option:<id>`` and the presses of the turn message's buttons and menus.

Both paths end in the same host call, ``act(channel, user, option, expected version)``;
this cog only checks what Discord alone knows (who pressed, which message version) so a
wrong press gets a precise, private answer and changes nothing.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.outcomes import DecisionInfo, HostError, OptionsInfo
from cogs.controls import decision_view
from cogs.custom_ids import Target, option_ref, resolve_ref
from cogs.delivery import announce
from cogs.hosting import host_of
from cogs.layout import MAX_SELECT_LABEL, clip
from cogs.replies import MOVED_ON, say

MAX_CHOICES = 25


def _matches(query: str, option_id: str, label: str) -> bool:
    words = query.casefold().split()
    haystack = f"{option_id} {label}".casefold()
    return all(word in haystack for word in words)


class Play(commands.Cog):
    """Choosing options: the slash command, its autocomplete and the turn-message controls."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    # ----- /play -----------------------------------------------------------------------
    @app_commands.command(name="play", description="Make your move: pick one of your options.")
    @app_commands.describe(option="Start typing: your legal options are suggested")
    @app_commands.guild_only()
    async def play(self, interaction: discord.Interaction, option: str) -> None:
        host = host_of(interaction)
        channel_id = interaction.channel_id or 0
        mine = await host.options(channel_id, interaction.user.id)
        labels = {o.id: o.label for d in mine.decisions for o in d.options}
        if not mine.decisions:
            raise HostError("It is not your turn: you have nothing to decide right now.")
        option_id = resolve_ref(option.strip(), list(labels)) or option.strip()
        if option_id not in labels:
            # Typed by hand (autocomplete is only a suggestion): accept a unique label match.
            found = [oid for oid, label in labels.items() if _matches(option_id, oid, label)]
            if len(found) != 1:
                raise HostError(f"“{clip(option, 60)}” is not one of your options. "
                                "Pick one from the suggestions of /play.")
            option_id = found[0]
        # Rendering the new boards can take a while: acknowledge first.
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self._act(interaction, option_id, mine.version, labels[option_id])

    @play.autocomplete("option")
    async def play_option(self, interaction: discord.Interaction,
                          current: str) -> list[app_commands.Choice[str]]:
        try:
            mine = await host_of(interaction).options(interaction.channel_id or 0,
                                                      interaction.user.id)
        except HostError:
            return []
        everything = [o for d in mine.decisions for o in d.options]
        return [app_commands.Choice(name=clip(o.label, MAX_SELECT_LABEL),
                                    value=option_ref(o.id, index, 100))
                for index, o in enumerate(everything)
                if _matches(current, o.id, o.label)][:MAX_CHOICES]

    # ----- presses (called by cogs.components) -------------------------------------------
    async def choose(self, interaction: discord.Interaction, target: Target, ref: str) -> None:
        decision, mine = await self._own_decision(interaction, target)
        if decision is None:
            return
        option_id = resolve_ref(ref, [o.id for o in decision.options])
        if option_id is None:
            await say(interaction, MOVED_ON)
            return
        await interaction.response.defer()
        label = next(o.label for o in decision.options if o.id == option_id)
        await self._act(interaction, option_id, mine.version, label, pressed=True)

    async def turn_page(self, interaction: discord.Interaction, target: Target,
                        page: int) -> None:
        decision, mine = await self._own_decision(interaction, target)
        if decision is None:
            return
        await interaction.response.edit_message(
            view=decision_view(mine.game_id, mine.version, decision, page))

    async def show_hand(self, interaction: discord.Interaction, target: Target) -> None:
        decision, mine = await self._own_decision(interaction, target)
        if decision is None:
            return
        await say(interaction, f"{decision.prompt} (only you can see these choices)",
                  view=decision_view(mine.game_id, mine.version, decision))

    # ----- shared ----------------------------------------------------------------------
    async def _own_decision(self, interaction: discord.Interaction, target: Target
                            ) -> tuple[DecisionInfo | None, OptionsInfo]:
        """The pressed decision if it is current and the presser's; else answer and None."""
        host = host_of(interaction)
        channel_id = interaction.channel_id or 0
        mine = await host.options(channel_id, interaction.user.id)
        if mine.game_id != target.game_id or mine.version != target.version:
            await say(interaction, MOVED_ON)
            return None, mine
        decision = next((d for d in mine.decisions if d.seat == target.seat), None)
        if decision is None:
            status = await host.status(channel_id)
            owner = next((d.name for d in status.to_act if d.seat == target.seat), None)
            text = (f"These choices are {owner}'s to make, not yours." if owner
                    else "These choices are not yours to make.")
            if mine.decisions:
                text += " Your own choices are in /play."
            await say(interaction, text)
            return None, mine
        return decision, mine

    async def _act(self, interaction: discord.Interaction, option_id: str, version: int,
                   label: str, *, pressed: bool = False) -> None:
        host = host_of(interaction)
        channel_id = interaction.channel_id or 0
        outcome = await host.act(channel_id, interaction.user.id, option_id, version)
        if pressed and interaction.message is not None:
            # The pressed controls are spent: strip them so nobody presses them again.
            await interaction.edit_original_response(
                content=_spent(interaction.message, label), view=None)
        status = None if outcome.over else await host.status(channel_id)
        await announce(interaction.client, outcome, status)
        if not pressed:
            await interaction.followup.send(f"Done: {clip(label, 200)}.", ephemeral=True)


def _spent(message: discord.Message, label: str) -> str:
    chosen = f"✅ Chosen: {clip(label, 200)}"
    content = message.content or ""
    return clip(f"{content}\n{chosen}" if content else chosen, 2000)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Play(bot))
