"""Game options as people type them (``secret_room=true, story_card=3``), for every front end.

``/game new options:`` and the console's ``new GAME N key=value`` share this parser, so a
typo gets the same sentence wherever it was typed; the engine then checks names and values
(``engine.new_game`` refuses an unknown option with the list of known ones).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.i18n import Msg, UserText
from bot.outcomes import HostError
from bot.parsing import integer

MAX_ECHO = 40  # characters of a faulty option quoted back


def _clip(text: str, limit: int = MAX_ECHO) -> str:
    # Typed text, echoed back: never markup (bot.i18n.user_text).
    return UserText(text if len(text) <= limit else text[: limit - 1].rstrip() + "…")


def parse_value(raw: str) -> Any:
    """``true``/``yes``/``on`` and their opposites as booleans, whole numbers as ints."""
    value = raw.strip()
    lowered = value.casefold()
    if lowered in {"true", "yes", "on"}:
        return True
    if lowered in {"false", "no", "off"}:
        return False
    number = integer(value)   # ASCII digits only: "²" or "--5" stay text
    return number if number is not None else value


def parse_option_parts(parts: Iterable[str]) -> dict[str, Any]:
    """``["solo=true", "variant=short"]`` → ``{"solo": True, "variant": "short"}``."""
    options: dict[str, Any] = {}
    for part in parts:
        if not part.strip():
            continue
        name, sep, raw = part.partition("=")
        if not sep or not name.strip():
            raise HostError(Msg("options-no-equals", {"part": _clip(part.strip())}))
        options[name.strip()] = parse_value(raw)
    return options


def parse_game_options(text: str | None) -> dict[str, Any]:
    """``"solo=true, variant=short"`` → ``{"solo": True, "variant": "short"}``."""
    return parse_option_parts((text or "").replace(";", ",").split(","))


def options_text(engine: Any) -> str:
    """The options a game accepts with their defaults, one per line ("" when it has none)."""
    defaults = getattr(engine, "default_options", None) or {}
    lines = [f"  {name}={_value_text(value)}" for name, value in sorted(defaults.items())]
    return "\n".join(lines)


def _value_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "(none)"
    if isinstance(value, list | tuple):
        return ",".join(str(v) for v in value)
    return str(value)
