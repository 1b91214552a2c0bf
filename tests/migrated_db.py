"""A new SQLite store for a test, copied from one migrated once per test process.

``Database.open`` on an empty file runs every migration (~10 ms of CPU); hundreds of tests
start from an empty store, so each test process migrates one file and every store opened
here starts as a copy of it: the same schema and version, then ``Database.open`` as usual
(which finds nothing left to migrate). The migrations themselves, from an empty file and
from each older schema, are tested in tests/bot/test_migrations.py and tests/store/.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path

from bot.store import Database

_template: Path | None = None


async def _migrated_file() -> Path:
    global _template
    if _template is None:
        folder = Path(tempfile.mkdtemp(prefix="cavern-migrated-"))
        atexit.register(shutil.rmtree, folder, True)
        await (await Database.open(folder / "template.db")).close()
        _template = folder / "template.db"
    return _template


async def open_new(path: Path) -> Database:
    """``Database.open(path)``, a new file starting as a copy of the migrated one (a file
    that exists already, another process's or fixture's store, is opened as it is)."""
    path = Path(path)
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(await _migrated_file(), path)
    return await Database.open(path)
