"""Discord's documented limits on an application command, checked on the synced payload.

Discord refuses a whole bulk overwrite when one command breaks one limit, so on a real
server no command at all would register. The rules, from Discord's application commands
reference (application command object, option and choice structures, "Slash Commands"
and "Localization"):

- names: 1-32 characters, lowercase for slash commands, matching
  ``^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``; localised names follow the same rules;
- descriptions: 1-100 characters, localised ones too;
- at most 25 options per command, subcommand group or subcommand; required options first;
  sibling names unique (in each language);
- nesting: a command holds subcommand groups and subcommands, or plain options; a group holds
  only subcommands; a subcommand holds only plain options;
- at most 25 choices; a choice name is 1-100 characters (localised too); a string value at
  most 100 characters; choices and autocomplete exclude each other;
- "a maximum of 8000 characters for combined name, description, and value properties for each
  command, its options (including subcommands and groups), and choices. When localization
  fields are present, only the longest localization for each field (including the default
  value) is counted towards the size limit."

Python's ``re`` has no ``\\p{...}``, so the name pattern is spelled with Unicode categories
(L*, N*) and the Devanagari and Thai blocks, which is what the pattern means.
"""

from __future__ import annotations

import unicodedata
from typing import Any

import discord

SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, NUMBER = 3, 4, 10
COMMAND_CHARACTERS = 8000
LOCALES = {locale.value for locale in discord.Locale}


def _name_character(ch: str) -> bool:
    if ch in "-_":
        return True
    if unicodedata.category(ch)[0] in "LN":
        return True
    code = ord(ch)
    return 0x0900 <= code <= 0x097F or 0x0E00 <= code <= 0x0E7F   # Devanagari, Thai


def name_problem(name: object) -> str | None:
    """Why Discord refuses ``name`` as a slash command or option name (None: it accepts it)."""
    if not isinstance(name, str) or not 1 <= len(name) <= 32:
        return "is not 1-32 characters"
    bad = [ch for ch in name if not _name_character(ch)]
    if bad:
        return f"has characters Discord refuses: {''.join(bad)!r}"
    if name != name.lower():
        return "is not lowercase"
    return None


def _localisations(field: dict[str, Any], key: str) -> dict[str, str]:
    return dict(field.get(f"{key}_localizations") or {})


def _field_problems(where: str, payload: dict[str, Any], key: str, low: int,
                    high: int, pattern: bool = True) -> list[str]:
    found = []
    for locale, text in [("default", payload.get(key)),
                         *_localisations(payload, key).items()]:
        if locale != "default" and locale not in LOCALES:
            found.append(f"{where}: {key} localised for unknown locale {locale!r}")
        if not isinstance(text, str) or not low <= len(text) <= high:
            size = len(text) if isinstance(text, str) else text
            found.append(f"{where}: {key} [{locale}] is {size} characters, not {low}-{high}: "
                         f"{text!r}")
        elif key == "name" and pattern:
            problem = name_problem(text)
            if problem:
                found.append(f"{where}: name [{locale}] {text!r} {problem}")
    return found


def _longest(payload: dict[str, Any], key: str) -> int:
    texts = [payload.get(key) or "", *_localisations(payload, key).values()]
    return max(len(str(t)) for t in texts)


def characters(payload: dict[str, Any]) -> int:
    """The size Discord counts against the 8000: names, descriptions and choice names and
    values of the command and everything in it, each field at its longest localisation."""
    total = _longest(payload, "name") + _longest(payload, "description")
    for option in payload.get("options") or []:
        total += characters(option)
    for choice in payload.get("choices") or []:
        total += _longest(choice, "name") + len(str(choice.get("value", "")))
    return total


def _sibling_problems(where: str, options: list[dict[str, Any]]) -> list[str]:
    found = []
    names = [o.get("name") for o in options]
    if len(set(names)) != len(names):
        found.append(f"{where}: option names repeat: {names}")
    locales = {loc for o in options for loc in _localisations(o, "name")}
    for locale in sorted(locales):
        shown = [_localisations(o, "name").get(locale, o.get("name")) for o in options]
        if len(set(shown)) != len(shown):
            found.append(f"{where}: option names repeat in {locale}: {shown}")
    return found


def _option_problems(where: str, option: dict[str, Any], parent: int) -> list[str]:
    kind = option.get("type")
    here = f"{where} {option.get('name')}"
    found = _field_problems(here, option, "name", 1, 32)
    found += _field_problems(here, option, "description", 1, 100)
    children = option.get("options") or []
    if kind == SUB_COMMAND_GROUP and parent != 0:
        found.append(f"{here}: a subcommand group may only sit on a command")
    if kind == SUB_COMMAND and parent not in (0, SUB_COMMAND_GROUP):
        found.append(f"{here}: a subcommand may only sit on a command or a group")
    if kind not in (SUB_COMMAND, SUB_COMMAND_GROUP) and parent == SUB_COMMAND_GROUP:
        found.append(f"{here}: a subcommand group holds only subcommands")
    if kind in (SUB_COMMAND, SUB_COMMAND_GROUP):
        found += _options_problems(here, children, kind)
    elif children:
        found.append(f"{here}: a plain option has no options")
    choices = option.get("choices") or []
    if choices and option.get("autocomplete"):
        found.append(f"{here}: choices and autocomplete together")
    if choices and kind not in (STRING, INTEGER, NUMBER):
        found.append(f"{here}: choices on an option of type {kind}")
    return found + choices_problems(here, choices, kind)


def choices_problems(where: str, choices: list[dict[str, Any]], kind: int = STRING) -> list[str]:
    """What Discord refuses in a list of choices: the static choices of an option and the
    suggestions an autocomplete answers with alike (25 at most, names 1-100, string
    values at most 100, integers 53-bit)."""
    found = [f"{where}: {len(choices)} choices, at most 25"] if len(choices) > 25 else []
    for choice in choices:
        label = f"{where} choice {choice.get('value')!r}"
        found += _field_problems(label, choice, "name", 1, 100, pattern=False)
        value = choice.get("value")
        if kind == STRING and not (isinstance(value, str) and len(value) <= 100):
            found.append(f"{label}: a string value is at most 100 characters")
        if kind == INTEGER and not (isinstance(value, int)
                                    and -(2 ** 53) < value < 2 ** 53):
            found.append(f"{label}: an integer value is a 53-bit integer")
    return found


def _options_problems(where: str, options: list[dict[str, Any]], parent: int) -> list[str]:
    found = []
    if len(options) > 25:
        found.append(f"{where}: {len(options)} options, at most 25")
    nested = [o for o in options if o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP)]
    if nested and len(nested) != len(options):
        found.append(f"{where}: subcommands mixed with plain options")
    required = [bool(o.get("required")) for o in options if o not in nested]
    if required != sorted(required, reverse=True):
        found.append(f"{where}: a required option after an optional one")
    found += _sibling_problems(where, options)
    for option in options:
        found += _option_problems(where, option, parent)
    return found


def problems(commands: list[dict[str, Any]]) -> list[str]:
    """Every documented limit the bulk overwrite ``commands`` breaks (empty: Discord takes it)."""
    found = []
    if len(commands) > 100:
        found.append(f"{len(commands)} commands, at most 100")
    found += _sibling_problems("the commands", commands)
    for command in commands:
        where = f"/{command.get('name')}"
        found += _field_problems(where, command, "name", 1, 32)
        if command.get("type", 1) == 1:
            found += _field_problems(where, command, "description", 1, 100)
        found += _options_problems(where, command.get("options") or [], 0)
        size = characters(command)
        if size > COMMAND_CHARACTERS:
            found.append(f"{where}: {size} characters, at most {COMMAND_CHARACTERS}")
    return found
