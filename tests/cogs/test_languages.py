"""Who reads what (issue 14): a private reply in the member's own Discord language, a
public one in the channel's language — the moderators' choice, else the server's."""

from __future__ import annotations

from bot.host import GameHost
from bot.i18n import tr
from tests.cogs.conftest import ANN, BOB, CY
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import choose_first, start_game, turn_message, version
from tests.i18n.french_render import spaced


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
    assert paused.text().strip() == tr("fr", "mod-paused")
    # Ann reads French: her refusal (private) is French even in an English channel.
    harness.locales[ANN] = "fr"
    assert (await harness.slash(ANN, "mod resume")).text() == tr("fr", "mod-not-moderator")


async def test_without_a_setting_the_servers_locale_decides(
        harness: Harness, host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    harness.moderators.add(CY)
    harness.guild_locale = "fr"
    assert (await harness.slash(CY, "mod pause")).text().strip() == tr("fr", "mod-paused")
    await harness.slash(CY, "mod config", language="en")
    assert (await harness.slash(CY, "mod resume")).text() != ""
    assert (await harness.slash(CY, "mod pause")).text().strip() == tr("en", "mod-paused")
    back = await harness.slash(CY, "mod config", language="auto")
    assert "the server's (Français)" in back.text()
    assert await host.language_setting(CHANNEL_ID) is None
    harness.guild_locale = "de"      # a language we have no catalogue for: English
    assert await host.channel_language(CHANNEL_ID, "de") == "en"


async def test_a_french_member_plays_cave_vs_cave_with_french_suggestions(
        harness: Harness, host: GameHost) -> None:
    await start_game(harness, "cave-vs-cave", ANN, BOB)
    first = (await host.status(CHANNEL_ID)).to_act[0]
    assert first.user_id is not None
    harness.locales[first.user_id] = "fr"
    suggested = await harness.autocomplete(first.user_id, "play", "option", option="")
    names = [spaced(c["name"]) for c in suggested]
    assert any(n.startswith("Excavation : ") for n in names), names
    # Option ids do not depend on the language: the same values as for an English client.
    harness.locales[first.user_id] = "en-US"
    english = await harness.autocomplete(first.user_id, "play", "option", option="")
    assert [c["value"] for c in english] == [c["value"] for c in suggested]
    assert any(c["name"].startswith("Excavation: ") for c in english)
    harness.locales[first.user_id] = "fr"
    # Typing French words finds the option; the reply and the next step are French.
    played = await harness.slash(first.user_id, "play", option="Excavation creuser")
    reply = spaced(played.text())
    assert "C'est fait : Excavation : creuser" in reply, reply
    assert "Ensuite : Excavation — choisissez quoi faire" in reply
    # Another member's refusal stays in their own language.
    other = BOB if first.user_id == ANN else ANN
    refused = await harness.slash(other, "play", option="done")
    assert refused.text().strip() == tr("en", "play-not-your-turn")


async def test_a_french_channel_gets_french_turn_messages_with_the_same_ids(
        harness: Harness, host: GameHost) -> None:
    harness.moderators.add(CY)
    await harness.slash(CY, "mod config", language="fr")
    await start_game(harness, "cave-vs-cave", ANN, BOB)
    french = turn_message(harness)
    assert "hoisissez une tuile Action (manche 1" in spaced(french.content), french.content
    # repr shows the narrow no-break space of French typography as an escape
    assert "Excavation\\u202f: creuser" in str(french.components)
    assert "Plateaux" in str(french.components) and "Boards" not in str(french.components)
    # The same game in an English channel: English text, and the French controls still
    # answer (they carry option ids, never labels).
    await harness.slash(CY, "mod config", language="en")
    await harness.slash(CY, "game turn")
    english = turn_message(harness)
    assert "Round 1: choose an action tile" in english.content, english.content
    assert "Boards" in str(english.components)
    first = (await host.status(CHANNEL_ID)).to_act[0]
    assert first.user_id is not None
    before = await version(host)
    await choose_first(harness, first.user_id, english)
    assert await version(host) == before + 1
    # A server whose preferred locale is French needs no setting.
    await harness.slash(CY, "mod config", language="auto")
    harness.guild_locale = "fr"
    await harness.slash(CY, "game turn")
    assert "choisissez quoi faire" in turn_message(harness).content


async def test_rules_help_in_the_members_language(harness: Harness) -> None:
    harness.locales[ANN] = "fr"
    overview = await harness.slash(ANN, "game rules")
    assert overview.messages[0].ephemeral
    assert "**Commencer une partie**" in overview.text()
    assert "1 ou 2 joueurs" in overview.text()
    topic = await harness.slash(ANN, "game rules", topic="undo")
    assert topic.text() == tr("fr", "rules-topic-undo")
    assert (await harness.slash(BOB, "game rules", topic="undo")).text() == tr(
        "en", "rules-topic-undo")
