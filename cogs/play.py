"""``/play option:<id>`` and the presses of the turn message's buttons and menus.

Both paths end in the same host call, ``act(channel, user, option, expected stamp)``,
then carry out the channel's announcements (:func:`cogs.delivery.deliver`). The sub-steps
of a turn stay where the player acts: the turn message (edited in place) or their own
private controls. A press is refused only when the presser's own decision changed.
"""

from __future__ import annotations

import contextlib

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import Msg, UserText, localize, tr
from bot.outcomes import DecisionInfo, HostError, MoveOutcome, PrivateInfo, StoreTrouble
from cogs.controls import decision_view
from cogs.custom_ids import Target, option_ref, resolve_ref
from cogs.delivery import deliver, image_files
from cogs.hosting import host_of
from cogs.layout import choice_names, clip, clip_lines
from cogs.reading import channel_language_of, localized_decision, own_language
from cogs.replies import MOVED_ON, say
from cogs.table_link import send_table_link

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
        if mine.paused is not None:
            raise HostError(mine.paused)   # paused, by whom, how it resumes
        if not mine.decisions:
            raise HostError(Msg("play-not-your-turn"))
        lang = own_language(interaction)
        labels = {o.id: localize(o.label, lang) for d in mine.decisions for o in d.options}
        english = {o.id: str(o.label) for d in mine.decisions for o in d.options}
        option_id = resolve_ref(option.strip(), list(labels)) or option.strip()
        if option_id not in labels:
            # Typed by hand (autocomplete is only a suggestion): accept a unique label match.
            found = [oid for oid, label in labels.items()
                     if _matches(option_id, oid, f"{label} {english[oid]}")]
            if len(found) != 1:
                raise HostError(Msg("play-not-an-option", {"option": UserText(clip(option, 60))}))
            option_id = found[0]
        decision = next(d for d in mine.decisions if any(o.id == option_id for o in d.options))
        outcome = await _act(interaction, channel_id, option_id, decision.stamp)
        problem = await deliver(interaction.client, host, channel_id)
        text, view = _next_step(outcome, tr(lang, "play-done", label=clip(labels[option_id], 200)),
                                problem, lang, on_turn_message=True)
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
        lang = own_language(interaction)
        everything = [o for d in mine.decisions for o in d.options]
        # Suggested in the member's language; typing the English words still finds them.
        found = [(index, o, localize(o.label, lang)) for index, o in enumerate(everything)
                 if _matches(current, o.id, f"{localize(o.label, lang)} {o.label}")]
        found = found[:MAX_CHOICES]
        # A suggestion has no description: a long option is named by its words up to a cut
        # that keeps it apart from the others shown (cogs.layout.choice_names).
        names = choice_names([text for _, _, text in found])
        return [app_commands.Choice(name=name, value=option_ref(o.id, index, 100))
                for (index, o, _), name in zip(found, names, strict=True)]

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
        private = interaction.message is not None and interaction.message.flags.ephemeral
        # Private controls speak the presser's language; the public turn message is the
        # channel's, and the confirmation quotes the button as it was read.
        lang = own_language(interaction)
        label = localize(next(o.label for o in decision.options if o.id == option_id), lang)
        host = host_of(interaction)
        channel_id = interaction.channel_id or 0
        outcome = await _act(interaction, channel_id, option_id, decision.stamp)
        problem = await deliver(interaction.client, host, channel_id)
        text, view = _next_step(outcome, f"✅ {clip(label, 200)}", problem, lang,
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
        private = interaction.message is not None and interaction.message.flags.ephemeral
        lang = own_language(interaction) if private else await channel_language_of(interaction)
        await interaction.edit_original_response(
            view=decision_view(target.game_id, localized_decision(decision, lang), page, lang))

    async def show_hand(self, interaction: discord.Interaction, target: Target) -> None:
        """"My choices": the presser's own secrets and decisions, only for them."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        mine = await host_of(interaction).private_info(interaction.channel_id or 0,
                                                       interaction.user.id,
                                                       own_language(interaction))
        if mine.game_id != target.game_id:
            await say(interaction, Msg("play-game-over"))
            return
        await send_private(interaction, mine)

    async def show_boards(self, interaction: discord.Interaction, game_id: int) -> None:
        """The full boards, and the presser's own when they play, only for them."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        host = host_of(interaction)
        channel_id = interaction.channel_id or 0
        board = await host.board(channel_id, lang=own_language(interaction))
        pictures = list(board.images)
        seat = next((s for s in (await host.status(channel_id)).seats
                     if s.user_id == interaction.user.id), None)
        if seat is not None and board.game_id == game_id:
            pictures.extend((await host.board(channel_id, str(seat.seat + 1),
                                              own_language(interaction))).images)
        files = image_files(pictures[:10], board.text)
        text = board.text   # no code block: names in it are escaped for a message
        await interaction.followup.send(clip_lines(text), files=files, ephemeral=True)

    async def show_table(self, interaction: discord.Interaction, game_id: int) -> None:
        """"Open the table": the presser's personal link to the web table, only for them."""
        await send_table_link(interaction, game_id)

    # ----- shared ----------------------------------------------------------------------
    async def _own_decision(self, interaction: discord.Interaction, target: Target
                            ) -> DecisionInfo | None:
        """The pressed decision if it is still the presser's own; else answer and None."""
        host = host_of(interaction)
        channel_id = interaction.channel_id or 0
        if await _left_behind(interaction, target.game_id):
            await say(interaction, MOVED_ON)
            return None
        mine = await host.options(channel_id, interaction.user.id)
        if mine.paused is not None and mine.game_id == target.game_id:
            await say(interaction, mine.paused)
            return None
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
        lang = own_language(interaction)
        text = (tr(lang, "play-not-yours-owner", owner=owner) if owner
                else tr(lang, "play-not-yours"))
        if mine.decisions:
            text += " " + tr(lang, "play-own-choices-hint")
        await say(interaction, text)
        return None


async def _left_behind(interaction: discord.Interaction, game_id: int) -> bool:
    """A public message older than the game's recorded turn message, still with controls:
    a post a crash left unrecorded (beyond Discord's nonce memory). It goes quiet now, so
    the newest turn message is the only live one."""
    message = interaction.message
    if message is None or message.flags.ephemeral:
        return False
    recorded = await host_of(interaction).turn_message_id(game_id)
    # Snowflakes grow with time: a message posted after the record is not yet recorded.
    if recorded is None or message.id >= recorded:
        return False
    with contextlib.suppress(discord.HTTPException):
        await interaction.edit_original_response(view=None)
    return True


async def _act(interaction: discord.Interaction, channel_id: int, option_id: str,
               stamp: int) -> MoveOutcome:
    """The move, keyed to this interaction: when the store's connection drops, the host
    looks it up and says "saved" or "not saved". Saved after all, the channel is brought
    up to date before the player reads it (the sentence reaches them as any refusal)."""
    host = host_of(interaction)
    try:
        return await host.act(channel_id, interaction.user.id, option_id, stamp,
                              request_id=str(interaction.id))
    except StoreTrouble as trouble:
        if trouble.saved:
            await deliver(interaction.client, host, channel_id)
        raise


async def send_private(interaction: discord.Interaction, mine: PrivateInfo) -> None:
    """A player's secrets and their own decisions' controls, only for them (the "My
    choices" button, /game hand and /help share it)."""
    lang = own_language(interaction)
    if not mine.decisions:
        # Paused: the player hears why nothing is to decide, and how the game goes on.
        why = localize(mine.paused, lang) if mine.paused else tr(lang, "play-nothing-to-decide")
        await say(interaction, clip_lines(mine.text + "\n" if mine.text else "") + why)
        return
    for index, found in enumerate(mine.decisions):
        decision = localized_decision(found, lang)
        text = tr(lang, "play-only-you", prompt=decision.prompt)
        if index == 0 and mine.text:
            text = clip_lines(f"{mine.text}\n{text}")
        await say(interaction, text, view=decision_view(mine.game_id, decision, lang=lang))


def _next_step(outcome: MoveOutcome, done: str, problem: Msg | None, lang: str, *,
               on_turn_message: bool) -> tuple[str, discord.ui.View | None]:
    """What the mover reads after their move (in their own language), and their next
    controls when these are not already on the public turn message."""
    lines = [done]
    if problem:
        lines.append(tr(lang, "play-not-posted", problem=problem))
    if outcome.mover_private:
        lines.append(tr(lang, "play-only-for-you", text=outcome.mover_private))
    public_next = (outcome.edit or outcome.post)
    shown_publicly = (public_next is not None and public_next.decision is not None
                      and public_next.decision.user_id == outcome.mover_user_id)
    nexts = [localized_decision(d, lang) for d in outcome.mover_next if d.options]
    if not nexts:
        return "\n".join(lines), None
    if shown_publicly and on_turn_message:
        return "\n".join([*lines, tr(lang, "play-next-public", prompt=nexts[0].prompt)]), None
    lines.append(tr(lang, "play-next", prompt=nexts[0].prompt))
    return "\n".join(lines), decision_view(outcome.game_id, nexts[0], lang=lang)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Play(bot))
