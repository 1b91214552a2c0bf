"""Who reads what (issue 14): a private reply in the member's own Discord language, a
public one in the channel's language — the moderators' choice, else the server's."""

from __future__ import annotations

from bot.host import GameHost
from bot.i18n import tr
from tests.cogs.conftest import ANN, BOB, CY
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game


async def test_a_refusal_is_in_the_members_own_language(harness: Harness) -> None:
    harness.locales[ANN] = "fr"
    refused = await harness.slash(ANN, "mod pause")
    assert refused.messages[0].ephemeral
    assert refused.text() == tr("fr", "mod-not-moderator")
    assert "Seuls les modérateurs" in refused.text()
    assert (await harness.slash(BOB, "mod pause")).text() == tr("en", "mod-not-moderator")


async def test_public_texts_follow_the_channel_language_not_the_speaker(
        harness: Harness, host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    harness.moderators.add(CY)
    assert await host.channel_language(CHANNEL_ID, "en-US") == "en"
    configured = await harness.slash(CY, "mod config", language="fr")
    assert configured.messages[0].ephemeral
    # Cy's client is English: the private confirmation is English, naming French.
    assert "public messages and pictures: Français" in configured.text()
    assert await host.language_setting(CHANNEL_ID) == "fr"
    paused = await harness.slash(CY, "mod pause")
    assert not paused.messages[0].ephemeral
    assert paused.text() == tr("fr", "mod-paused")
    # Ann reads French: her refusal (private) is French even in an English channel.
    harness.locales[ANN] = "fr"
    assert (await harness.slash(ANN, "mod resume")).text() == tr("fr", "mod-not-moderator")


async def test_without_a_setting_the_servers_locale_decides(
        harness: Harness, host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    harness.moderators.add(CY)
    harness.guild_locale = "fr"
    assert (await harness.slash(CY, "mod pause")).text() == tr("fr", "mod-paused")
    await harness.slash(CY, "mod config", language="en")
    assert (await harness.slash(CY, "mod resume")).text() != ""
    assert (await harness.slash(CY, "mod pause")).text() == tr("en", "mod-paused")
    back = await harness.slash(CY, "mod config", language="auto")
    assert "the server's (Français)" in back.text()
    assert await host.language_setting(CHANNEL_ID) is None
    harness.guild_locale = "de"      # a language we have no catalogue for: English
    assert await host.channel_language(CHANNEL_ID, "de") == "en"
