"""The catalogues: every key in every language, the same placeholders, plurals and
numbers by Fluent, and the choice of a reader's language."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from fluent.syntax import ast, visitor

from bot.i18n import Msg, channel_language, language_of, languages, localize, tr
from bot.i18n.catalogues import CATALOGUE_DIR, catalogue_files, parsed_file


class _Variables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.references: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.references.add(node.id.name)


def file_keys(path: Path) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """One catalogue file's keys with the placeholders and the messages each refers to
    (a copy: the walk is made once per process, ~500 calls asked it ~100 files)."""
    found, refers = _file_keys(path)
    return ({k: set(v) for k, v in found.items()}, {k: set(v) for k, v in refers.items()})


@cache
def _file_keys(path: Path) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    resource = parsed_file(path)
    junk = [e for e in resource.body if isinstance(e, ast.Junk)]
    assert not junk, f"{path} does not parse: {junk[0].content[:200]}"
    found: dict[str, set[str]] = {}
    refers: dict[str, set[str]] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message | ast.Term):
            names = _Variables()
            names.visit(entry)
            key = entry.id.name if isinstance(entry, ast.Message) else "-" + entry.id.name
            assert key not in found, f"{path} defines {key} twice"
            found[key] = names.names
            refers[key] = names.references
    return found, refers


def entries(lang: str) -> dict[str, set[str]]:
    """Each message key of a language, with the placeholders its text uses (a message
    it refers to reads the same values, so its placeholders count too); a copy of what
    is worked out once per process and language."""
    return {k: set(v) for k, v in _entries(lang).items()}


@cache
def _entries(lang: str) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    refers: dict[str, set[str]] = {}
    for path in catalogue_files(lang):
        keys, references = file_keys(path)
        twice = set(keys) & set(found)
        assert not twice, f"{lang}: {sorted(twice)[:3]} defined in two files"
        found |= keys
        refers |= references
    for _ in range(len(found)):   # until nothing grows: references may be nested
        grown = False
        for key, others in refers.items():
            for other in others:
                assert other in found, f"{lang}.ftl {key} refers to unknown {other}"
                if not found[other] <= found[key]:
                    found[key] = found[key] | found[other]
                    grown = True
        if not grown:
            break
    return found


def test_english_french_and_japanese_are_the_languages_one_folder_each() -> None:
    assert languages() == sorted(p.name for p in Path(CATALOGUE_DIR).iterdir() if p.is_dir())
    assert {"en", "fr", "ja"} <= set(languages())


def test_every_language_has_the_same_files_with_the_same_keys() -> None:
    """A key lives in the same file in every language, so a game's texts are one file."""
    english = {p.name: set(file_keys(p)[0]) for p in catalogue_files("en")}
    for lang in languages():
        other = {p.name: set(file_keys(p)[0]) for p in catalogue_files(lang)}
        assert sorted(other) == sorted(english), lang
        for name, keys in english.items():
            public = {k for k in keys if not k.startswith("-")}
            assert public <= other[name], f"{lang}/{name} lacks {sorted(public - other[name])[:5]}"


def test_every_key_is_in_every_catalogue_with_the_same_placeholders() -> None:
    english = entries("en")
    for lang in languages():
        other = entries(lang)
        messages = {k: v for k, v in other.items() if not k.startswith("-")}
        wanted = {k: v for k, v in english.items() if not k.startswith("-")}
        assert sorted(set(wanted) - set(messages)) == [], f"missing in {lang}.ftl"
        assert sorted(set(messages) - set(wanted)) == [], f"only in {lang}.ftl"
        for key, names in wanted.items():
            assert messages[key] == names, f"{lang}.ftl {key}: {messages[key]} != {names}"


def test_a_locale_becomes_one_of_our_languages() -> None:
    assert language_of("fr") == "fr"
    assert language_of("en-US") == "en"
    assert language_of("ja") == "ja"
    assert language_of("de") == "en"           # no German catalogue
    assert language_of(None) == "en"
    assert channel_language(None, "fr") == "fr"
    assert channel_language("en", "fr") == "en"
    assert channel_language(None, "de") == "en"
    assert channel_language("fr", None) == "fr"
    assert channel_language(None, "ja") == "ja"
    assert channel_language("ja", "fr") == "ja"


def test_nested_messages_render_in_the_same_language() -> None:
    inner = Msg("choice-auto")
    assert localize(inner, "fr") == "La langue du serveur"
    assert localize("plain text", "fr") == "plain text"
    assert str(inner) == "The server's language"
    assert tr("fr", "no-such-key") == "no-such-key"


def test_another_language_is_one_folder(tmp_path: Path) -> None:
    """A folder of the same files is a language; a key it lacks falls back to English
    (the completeness test above keeps shipped catalogues whole)."""
    from bot.i18n.catalogues import Catalogues
    for lang in ("en", "fr"):
        (tmp_path / lang).mkdir()
        for path in catalogue_files(lang):
            (tmp_path / lang / path.name).write_text(path.read_text(encoding="utf-8"),
                                                     encoding="utf-8")
    (tmp_path / "ja").mkdir()
    (tmp_path / "ja" / "host.ftl").write_text("game-undone = 取り消しました。\n",
                                              encoding="utf-8")
    found = Catalogues(tmp_path)
    assert found.languages() == ["en", "fr", "ja"]
    assert found.render("ja", "game-undone", {}) == "取り消しました。"
    assert found.render("ja", "game-turn-posted", {}) == "Posted the turn again."


def test_preload_parses_every_language() -> None:
    """The bot parses every catalogue at start-up (a console parses only what it speaks)."""
    from bot.i18n.catalogues import Catalogues

    books = Catalogues()
    assert books.bundles == {}
    books.preload()
    assert sorted(books.bundles) == books.languages() and "fr" in books.bundles
