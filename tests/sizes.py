"""Shared test settings: sizes of seeded property runs, raised by environment variables."""

from __future__ import annotations

import os


def env_int(name: str, default: int) -> int:
    """An integer from the environment, so long runs can raise the seeded sample sizes."""
    value = os.environ.get(name, "")
    return int(value) if value.strip() else default
