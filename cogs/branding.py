"""Every command says it is Cavern Host's, so ``/play``, ``/game`` and ``/mod`` are told
apart from a music or moderation bot's commands of the same name in a server's picker.

Applied once to the whole tree at start-up (before syncing), so a command added later
is covered too; a description that already names Cavern Host is left as written. The
brand is put on through the catalogue (``brand-description``), so each language writes it
with its own punctuation (« Cavern Host : » in French, « Cavern Host： » in Japanese).
"""

from __future__ import annotations

from discord import app_commands

from bot.i18n import DEFAULT_LANGUAGE, tr

BRAND = "Cavern Host"
MAX_DESCRIPTION = 100  # Discord's limit for command descriptions


def branded(description: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """``description`` with the brand before it, in ``lang``. Cut with « … » only as a last
    resort: tests keep every catalogue description short enough never to be cut."""
    if BRAND.casefold() in description.casefold():
        return description
    text = tr(lang, "brand-description", description=description)
    return text if len(text) <= MAX_DESCRIPTION else text[: MAX_DESCRIPTION - 1] + "…"


def brand_commands(tree: app_commands.CommandTree) -> None:
    """Prefix every slash command's and subcommand's description with the bot's name."""
    for command in tree.walk_commands():  # slash commands and groups, nested too
        new = branded(command.description)
        if new != command.description:
            command.description = new
            if getattr(command, "_locale_description", None) is not None:
                command._locale_description = app_commands.locale_str(new)
