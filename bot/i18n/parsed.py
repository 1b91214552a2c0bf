"""Parsed catalogue files: once per process, and kept on disk between processes.

Parsing a language's files with fluent.syntax costs ~0.24 s of CPU; unpickling the trees
costs ~0.06 s. Every process that speaks a language pays it: the bot at start-up, each of
its drawing processes, the console, each test process and the suite's subprocesses. So
the trees of the shipped catalogues are pickled next to the compiled modules
(``bot/i18n/__pycache__/``, which git ignores and only this code writes: the same trust
as a ``.pyc``), under a name that is a digest of the files' texts and of fluent.syntax's
version, so an edited file or another parser is parsed again.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import pickle
from collections.abc import Sequence
from importlib.metadata import version
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax.ast import Resource

log = logging.getLogger(__name__)

CACHE_DIR = Path(__file__).resolve().parent / "__pycache__"
# Texts parsed in this process, by the text itself (an edited file is parsed again).
_PARSED: dict[str, Resource] = {}
_PARSED_MAX = 512


def parsed_text(text: str) -> Resource:
    """One catalogue file's text parsed, without the source positions (spans) of every
    node: nothing reads them, and they cost ~20% of a parse. The tree is shared (the
    bundles, ``Catalogues.keys``, the tests that check the catalogues): none may change it."""
    found = _PARSED.get(text)
    if found is None:
        if len(_PARSED) >= _PARSED_MAX:
            _PARSED.clear()
        found = _PARSED[text] = FluentParser(with_spans=False).parse(text)
    return found


def parsed_files(paths: Sequence[Path], cache_as: str | None = None) -> list[Resource]:
    """The files parsed, in order. ``cache_as``: a name (the language) under which the
    trees are kept on disk for the next process; None parses them here only."""
    texts = [path.read_text(encoding="utf-8") for path in paths]
    if cache_as is None or all(text in _PARSED for text in texts):
        return [parsed_text(text) for text in texts]
    digest = hashlib.sha256(version("fluent.syntax").encode())
    for path, text in zip(paths, texts, strict=True):
        digest.update(b"\0" + path.name.encode() + b"\0" + text.encode())
    cache = CACHE_DIR / f"catalogues-{cache_as}-{digest.hexdigest()[:20]}.pickle"
    trees = _load(cache, len(texts))
    if trees is None:
        trees = [parsed_text(text) for text in texts]
        _save(cache, trees, cache_as)
    for text, tree in zip(texts, trees, strict=True):
        _PARSED.setdefault(text, tree)
    return [_PARSED[text] for text in texts]


def _load(cache: Path, count: int) -> list[Resource] | None:
    try:
        with cache.open("rb") as file:
            trees = pickle.load(file)
    except FileNotFoundError:
        return None
    except Exception as error:   # a truncated or foreign file: parse again, write it anew
        log.warning("parsed catalogues %s unreadable (%s): parsing them", cache.name, error)
        return None
    if (not isinstance(trees, list) or len(trees) != count
            or not all(isinstance(tree, Resource) for tree in trees)):
        return None
    return trees


def _save(cache: Path, trees: list[Resource], name: str) -> None:
    """Write the trees for the next process (atomically: a reader sees the whole file or
    none) and remove the same language's older files. A folder that cannot be written
    only costs the next process a parse."""
    temporary = cache.with_name(f"{cache.name}.{os.getpid()}.tmp")
    try:
        CACHE_DIR.mkdir(exist_ok=True)
        with temporary.open("wb") as file:
            pickle.dump(trees, file, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporary, cache)
        for older in CACHE_DIR.glob(f"catalogues-{name}-*.pickle"):
            if older != cache:
                older.unlink(missing_ok=True)
    except OSError as error:
        log.info("parsed catalogues not kept (%s)", error)
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
