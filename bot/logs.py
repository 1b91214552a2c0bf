"""Logging set-up that keeps hidden game state and Discord tokens out of every level.

Two libraries write secrets when the level is DEBUG: aiosqlite logs every statement with
its parameters (the whole hidden state of a game on every move), and discord.py logs
request bodies (private direct messages), every gateway event and URLs that carry
interaction tokens. Their loggers are therefore never set below INFO, and every handler
scrubs what remains: an interaction or webhook token in a URL, a ``"token"`` field, or
something shaped like a bot token (discord.py's rate-limit warnings include the URL).
"""

from __future__ import annotations

import logging
import re
import sys
from typing import TextIO

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

# Loggers whose DEBUG lines carry secrets (see the module docstring); INFO and above
# carry none, so they still report connection problems and rate limits.
CHATTY_LOGGERS = ("aiosqlite", "discord.http", "discord.gateway", "discord.webhook.async_",
                  "discord.state")

_REDACTIONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(/interactions/\d+/)[^/\s?'\"]+"), r"\1<token>"),
    (re.compile(r"(/webhooks/\d+/)[^/\s?'\"]+"), r"\1<token>"),
    (re.compile(r"""(["']token["']\s*:\s*["'])[^"']+"""), r"\1<token>"),
    (re.compile(r"\b[MNO][A-Za-z\d_-]{23,27}\.[A-Za-z\d_-]{6}\.[A-Za-z\d_-]{27,}"), "<bot token>"),
    (re.compile(r"(\bBot )[A-Za-z\d_.-]{20,}"), r"\1<bot token>"),
)


def redact(text: str) -> str:
    """``text`` with every token-shaped secret replaced by a placeholder."""
    for pattern, replacement in _REDACTIONS:
        text = pattern.sub(replacement, text)
    return text


class SecretFilter(logging.Filter):
    """A handler filter that rewrites each record's message through :func:`redact`."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        cleaned = redact(message)
        if cleaned != message:
            record.msg, record.args = cleaned, None
        if record.exc_info and not record.exc_text:
            record.exc_text = redact(logging.Formatter().formatException(record.exc_info))
        return True


def setup_logging(level: str | int, stream: TextIO | None = None) -> logging.Handler:
    """Log to ``stream`` (stderr) at ``level``, with secrets kept out; returns the handler."""
    numeric = logging.getLevelName(level) if isinstance(level, str) else level
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    handler.addFilter(SecretFilter())
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(numeric)
    for name in CHATTY_LOGGERS:
        logging.getLogger(name).setLevel(max(int(numeric), logging.INFO))
    return handler
