"""Parsed catalogue files kept on disk for the next process (bot/i18n/parsed.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from bot.i18n import parsed
from bot.i18n.catalogues import catalogue_files


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setattr(parsed, "CACHE_DIR", folder)
    monkeypatch.setattr(parsed, "_PARSED", {})   # as a new process
    return folder


def _files(folder: Path, texts: dict[str, str]) -> list[Path]:
    folder.mkdir(exist_ok=True)
    for name, text in texts.items():
        (folder / name).write_text(text, encoding="utf-8")
    return sorted(folder / name for name in texts)


def _keys(trees: list[ast.Resource]) -> list[str]:
    return [e.id.name for tree in trees for e in tree.body if isinstance(e, ast.Message)]


def test_the_next_process_reads_the_trees_the_first_one_kept(
        cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = _files(tmp_path / "en", {"a.ftl": "hello = Hello\n", "b.ftl": "bye = Bye\n"})
    first = parsed.parsed_files(paths, cache_as="en")
    assert _keys(first) == ["hello", "bye"]
    [kept] = cache.glob("catalogues-en-*.pickle")
    monkeypatch.setattr(parsed, "_PARSED", {})
    monkeypatch.setattr(FluentParser, "parse", lambda *_: pytest.fail("parsed again"))
    again = parsed.parsed_files(paths, cache_as="en")
    assert _keys(again) == ["hello", "bye"] and again is not first
    assert list(cache.glob("catalogues-en-*.pickle")) == [kept]


def test_an_edited_file_is_parsed_again_and_replaces_the_older_trees(
        cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = _files(tmp_path / "fr", {"a.ftl": "hello = Bonjour\n"})
    parsed.parsed_files(paths, cache_as="fr")
    [older] = cache.glob("catalogues-fr-*.pickle")
    _files(tmp_path / "fr", {"a.ftl": "hello = Salut\nbye = Au revoir\n"})
    monkeypatch.setattr(parsed, "_PARSED", {})
    assert _keys(parsed.parsed_files(paths, cache_as="fr")) == ["hello", "bye"]
    [newer] = cache.glob("catalogues-fr-*.pickle")
    assert newer != older


def test_an_unreadable_file_of_trees_is_parsed_again(
        cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = _files(tmp_path / "ja", {"a.ftl": "hello = こんにちは\n"})
    parsed.parsed_files(paths, cache_as="ja")
    [kept] = cache.glob("catalogues-ja-*.pickle")
    kept.write_bytes(kept.read_bytes()[:40])   # cut short, as by a full disk
    monkeypatch.setattr(parsed, "_PARSED", {})
    assert _keys(parsed.parsed_files(paths, cache_as="ja")) == ["hello"]
    assert _keys(parsed.parsed_files(paths, cache_as="ja")) == ["hello"]
    assert kept.stat().st_size > 40   # written anew


def test_the_shipped_catalogues_come_back_the_same_from_the_kept_trees(
        cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = catalogue_files("en")
    fresh = parsed.parsed_files(paths, cache_as="en")
    monkeypatch.setattr(parsed, "_PARSED", {})
    again = parsed.parsed_files(paths, cache_as="en")
    assert len(again) == len(fresh) and all(a.equals(b) for a, b in zip(again, fresh, strict=True))
