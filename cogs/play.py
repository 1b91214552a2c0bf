"""``/play option:<id>`` and the presses of the turn message's buttons and menus.

Both paths end in the same host call, ``act(channel, user, option, expected stamp)``,
then carry out the channel's announcements (:func:`cogs.delivery.deliver`). The sub-steps
of a turn stay where the player acts: the turn message (edited in place) or their own
private controls. A press is refused only when the presser's own decision changed.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.outcomes import DecisionInfo, HostError, MoveOutcome, PrivateInfo
from cogs.controls import decision_view
from cogs.custom_ids import Target, option_ref, resolve_ref
from cogs.delivery import deliver, image_files
from cogs.hosting import host_of
from cogs.layout import MAX_SELECT_LABEL, clip, clip_lines
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
        # Acknowledge before any database work: a busy store must not miss Discord's 3 s.
        await interaction.response.defer(ephemeral=True, thinking=True)
        host = host_of(interaction)
        channel_id = interaction.channel_id or 0
        mine = await host.options(channel_id, interaction.user.id)
        if not mine.decisions:
            raise HostError("It is not your turn: you have nothing to decide right now.")
        labels = {o.id: o.label for d in mine.decisions for o in d.options}
        option_id = resolve_ref(option.strip(), list(labels)) or option.strip()
        if option_id not in labels:
            # Typed by hand (autocomplete is only a suggestion): accept a unique label match.
            found = [oid for oid, label in labels.items() if _matches(option_id, oid, label)]
            if len(found) != 1:
                raise HostError(f"“{clip(option, 60)}” is not one of your options. "
                                "Pick one from the suggestions of /play.")
            option_id = found[0]
        decision = next(d for d in mine.decisions if any(o.id == option_id for o in d.options))
        outcome = await host.act(channel_id, interaction.user.id, option_id, decision.stamp)
        problem = await deliver(interaction.client, host, channel_id)
        text, view = _next_step(outcome, f"Done: {clip(labels[option_id], 200)}.", problem,
                                on_turn_message=True)
        await interaction.followup.send(clip_lines(text), ephemeral=True,
                                        **({"view": view} if view else {}))

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
        # A deferred update shows nothing and answers at once; the pressed message (the
        # turn message, or the presser's private controls) is then edited in place.
        await interaction.response.defer()
        decision = await self._own_decision(interaction, target)
        if decision is None:
            return
        option_id = resolve_ref(ref, [o.id for o in decision.options])
        if option_id is None:
            await say(interaction, MOVED_ON)
            return
        label = next(o.label for o in decision.options if o.id == option_id)
        host = host_of(interaction)
        channel_id = interaction.channel_id or 0
        outcome = await host.act(channel_id, interaction.user.id, option_id, decision.stamp)
        problem = await deliver(interaction.client, host, channel_id)
        private = interaction.message is not None and interaction.message.flags.ephemeral
        text, view = _next_step(outcome, f"✅ {clip(label, 200)}", problem,
                                on_turn_message=not private)
        if private:
            # The presser's own controls: the next step of their turn replaces them.
            await interaction.edit_original_response(content=clip_lines(text), view=view)
        elif view is not None or problem or outcome.mover_private:
            await interaction.followup.send(clip_lines(text), ephemeral=True,
                                            **({"view": view} if view else {}))

    async def turn_page(self, interaction: discord.Interaction, target: Target,
                        page: int) -> None:
        await interaction.response.defer()
        decision = await self._own_decision(interaction, target)
        if decision is None:
            return
        await interaction.edit_original_response(
            view=decision_view(target.game_id, decision, page))

    async def show_hand(self, interaction: discord.Interaction, target: Target) -> None:
        """"My choices": the presser's own secrets and decisions, only for them."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        mine = await host_of(interaction).private_info(interaction.channel_id or 0,
                                                       interaction.user.id)
        if mine.game_id != target.game_id:
            await say(interaction, "That game is over; this channel has moved on.")
            return
        await send_private(interaction, mine)

    async def show_boards(self, interaction: discord.Interaction, game_id: int) -> None:
        """The full boards, and the presser's own when they play, only for them."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        host = host_of(interaction)
        channel_id = interaction.channel_id or 0
        board = await host.board(channel_id)
        pictures = list(board.images)
        seat = next((s for s in (await host.status(channel_id)).seats
                     if s.user_id == interaction.user.id), None)
        if seat is not None and board.game_id == game_id:
            pictures.extend((await host.board(channel_id, str(seat.seat + 1))).images)
        files = image_files(pictures[:10], board.text)
        text = board.text if files else f"```\n{board.text}\n```"
        await interaction.followup.send(clip_lines(text), files=files, ephemeral=True)

    # ----- shared ----------------------------------------------------------------------
    async def _own_decision(self, interaction: discord.Interaction, target: Target
                            ) -> DecisionInfo | None:
        """The pressed decision if it is still the presser's own; else answer and None."""
        host = host_of(interaction)
        channel_id = interaction.channel_id or 0
        mine = await host.options(channel_id, interaction.user.id)
        decision = next((d for d in mine.decisions if d.seat == target.seat), None)
        if mine.game_id == target.game_id and decision is not None:
            if decision.stamp == target.version:
                return decision
            await say(interaction, MOVED_ON)
            return None
        if mine.game_id != target.game_id:
            await say(interaction, MOVED_ON)
            return None
        status = await host.status(channel_id)
        owner = next((d.name for d in status.to_act if d.seat == target.seat), None)
        text = (f"These choices are {owner}'s to make, not yours." if owner
                else "These choices are not yours to make.")
        if mine.decisions:
            text += " Your own choices are behind “My choices” or in /play."
        await say(interaction, text)
        return None


async def send_private(interaction: discord.Interaction, mine: PrivateInfo) -> None:
    """A player's secrets and their own decisions' controls, only for them (the "My
    choices" button, /game hand and /help share it)."""
    if not mine.decisions:
        await say(interaction, clip_lines(mine.text + "\n" if mine.text else "")
                  + "You have nothing to decide right now; you will be mentioned when "
                    "your turn begins.")
        return
    for index, decision in enumerate(mine.decisions):
        text = f"{decision.prompt} (only you can see these choices)"
        if index == 0 and mine.text:
            text = clip_lines(f"{mine.text}\n{text}")
        await say(interaction, text, view=decision_view(mine.game_id, decision))


def _next_step(outcome: MoveOutcome, done: str, problem: str | None, *,
               on_turn_message: bool) -> tuple[str, discord.ui.View | None]:
    """What the mover reads after their move, and their next controls when these are
    not already on the public turn message."""
    lines = [done]
    if problem:
        lines.append(f"Your move was saved, but I could not post it here: {problem}. "
                     "When that is fixed, /game turn posts the turn again.")
    if outcome.mover_private:
        lines.append(f"Only for you:\n{outcome.mover_private}")
    public_next = (outcome.edit or outcome.post)
    shown_publicly = (public_next is not None and public_next.decision is not None
                      and public_next.decision.user_id == outcome.mover_user_id)
    nexts = [d for d in outcome.mover_next if d.options]
    if not nexts:
        return "\n".join(lines), None
    if shown_publicly and on_turn_message:
        return "\n".join([*lines, f"Next: {nexts[0].prompt} (on the turn message)."]), None
    lines.append(f"Next: {nexts[0].prompt}")
    return "\n".join(lines), decision_view(outcome.game_id, nexts[0])


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Play(bot))
