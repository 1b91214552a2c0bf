"""Loading the Fluent catalogues and rendering messages from them.

Fluent (Project Fluent, ``fluent.runtime``) does the language work: plural categories
per language (CLDR, through Babel), number formatting ("1,5" in French), and selectors on
a term's gender for articles. Our code only chooses the language and the key.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Mapping
from functools import cache, partial
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.syntax.ast import Resource

from bot.i18n import japanese
from bot.i18n.french import fluent_functions, genders, typeset
from bot.i18n.parsed import parsed_files, parsed_text
from bot.i18n.user_text import UserText, drawing, shown
from rules.core import english
from rules.core.text import arguments_identity

log = logging.getLogger(__name__)

CATALOGUE_DIR = Path(__file__).resolve().parent / "catalogues"
DEFAULT_LANGUAGE = "en"
# Languages whose rendered texts take French spacing before « ; : ! ? » and in « ».
TYPESET = frozenset({"fr"})


def catalogue_files(lang: str, folder: Path = CATALOGUE_DIR) -> list[Path]:
    """The files of one language: ``<lang>/host.ftl`` and one file per game, kept apart
    so that work on one game's texts never edits another's file."""
    return sorted((folder / lang).glob("*.ftl"))


def parsed_file(path: Path) -> Resource:
    """One catalogue file parsed, once per process (see ``bot.i18n.parsed``)."""
    return parsed_text(path.read_text(encoding="utf-8"))


class Catalogues:
    """Every language folder ``<lang>/`` of ``*.ftl`` files, one Fluent bundle each.

    A language's files are parsed when it is first used (~0.24 s each, ~0.06 s from the
    trees a previous process kept): a process that speaks English only (a console, a
    command-line run) parses one language, not all."""

    def __init__(self, folder: Path = CATALOGUE_DIR) -> None:
        self.folder = folder
        self.langs = sorted(p.name for p in folder.iterdir() if p.is_dir())
        self.bundles: dict[str, FluentBundle] = {}
        self.resources: dict[str, list[Resource]] = {}
        if DEFAULT_LANGUAGE not in self.langs:
            raise RuntimeError(f"{folder}: no {DEFAULT_LANGUAGE}/ catalogue")

    def bundle(self, lang: str) -> FluentBundle | None:
        """The language's bundle (None for no such language), parsed on first use."""
        if lang not in self.bundles and lang in self.langs:
            # No Unicode isolation marks: Discord shows them as stray characters.
            resources = self._parsed(lang)
            bundle = FluentBundle([lang], use_isolating=False,
                                  functions={**fluent_functions(genders(resources)),
                                             **japanese.fluent_functions(),
                                             **english.FLUENT_FUNCTIONS})
            for resource in resources:
                bundle.add_resource(resource)
            self.bundles[lang] = bundle
        return self.bundles.get(lang)

    def _parsed(self, lang: str) -> list[Resource]:
        """The language's files parsed, once (the bundle and ``keys`` both read them)."""
        if lang not in self.resources:
            # What fluent.runtime's FluentResource does, kept for the next process when
            # these are the shipped catalogues (bot.i18n.parsed).
            shipped = self.folder.resolve() == CATALOGUE_DIR
            self.resources[lang] = parsed_files(catalogue_files(lang, self.folder),
                                                cache_as=lang if shipped else None)
        return self.resources[lang]

    def languages(self) -> list[str]:
        return list(self.langs)

    def preload(self) -> None:
        """Parse every language now: the bot does it at start-up, so that a broken catalogue
        stops it there and no member's first message waits on a parse in the event loop."""
        for lang in self.langs:
            self.bundle(lang)

    def keys(self, lang: str) -> list[str]:
        """Every message id of a language's catalogues, in file order."""
        return [entry.id.name for resource in self._parsed(lang) for entry in resource.body
                if type(entry).__name__ == "Message"]

    def attribute(self, lang: str, key: str, name: str, args: Mapping[str, Any]) -> str | None:
        """A message's attribute (``key.name``) in ``lang``, English if that catalogue
        lacks the message; None where no catalogue has it."""
        for each in (lang, DEFAULT_LANGUAGE):
            bundle = self.bundle(each)
            if bundle is not None and bundle.has_message(key):
                pattern = bundle.get_message(key).attributes.get(name)
                if pattern is None:
                    continue
                values = {n: _value(each, v) for n, v in args.items()}
                text, errors = bundle.format_pattern(pattern, values)
                for error in errors:
                    log.error("message %s.%s in %s: %s", key, name, each, error)
                if each == "ja":
                    return japanese.typeset(text)
                return typeset(text) if each in TYPESET else text
        return None

    def has(self, lang: str, key: str) -> bool:
        bundle = self.bundle(lang)
        return bundle is not None and bundle.has_message(key)

    def render(self, lang: str, key: str, args: Mapping[str, Any]) -> str:
        """The message ``key`` in ``lang`` (English if that catalogue lacks it)."""
        if lang == PSEUDO:
            return pseudo(self.render(DEFAULT_LANGUAGE, key,
                                      {k: _pseudo_value(v) for k, v in args.items()}))
        if not self.has(lang, key):
            lang = DEFAULT_LANGUAGE
        bundle = self.bundle(lang)
        if bundle is None or not bundle.has_message(key):
            log.error("message %s is in no catalogue", key)
            return key
        values = {name: _value(lang, value) for name, value in args.items()}
        pattern = bundle.get_message(key).value
        if pattern is None:
            log.error("message %s has no value", key)
            return key
        text, errors = bundle.format_pattern(pattern, values)
        for error in errors:
            log.error("message %s in %s: %s", key, lang, error)
        text = one_stop(text)
        if lang == "ja":
            return japanese.typeset(text)
        return typeset(text) if lang in TYPESET else text


# A sentence ends once: a value that ends in « … », « ? » or « ! » (a menu label, a
# question) before the catalogue's own full stop reads « …. » — the value's mark stays.
_TWO_STOPS = re.compile(r"(?<=[…?!])\.(?!\.)|(?<=[。？！…])。")


def one_stop(text: str) -> str:
    """« Prendre une commande…. » → « Prendre une commande… » (and 「…？。」 → 「…？」)."""
    return _TWO_STOPS.sub("", text)


# A pseudo-language for tests: every catalogue text comes out marked and accented, so a
# sentence that skipped the catalogues shows up as plain ASCII English.
PSEUDO = "qps"
_ACCENTED = str.maketrans("aeiouAEIOUcnyCNY", "àéîöûÀÉÎÖÛçñýÇÑÝ")


def pseudo(text: str) -> str:
    """'Back' → '⟦Bàçk⟧'; mentions (<@1>) and engines' "Player 2" (which the host
    replaces by the member's name) are left as they are."""
    parts = re.split(r"(<[@#&!]+\d+>|\bPlayer \d+\b)", text)
    return "⟦" + "".join(p if i % 2 else p.translate(_ACCENTED)
                         for i, p in enumerate(parts)) + "⟧"


def _pseudo_value(value: Any) -> Any:
    if (getattr(value, "msg_key", None) is not None or _is_msg(value) or _is_composed(value)
            or (isinstance(value, Mapping) and "key" in value)):
        return localize(value, PSEUDO)
    return value


def _value(lang: str, value: Any) -> Any:
    """A placeholder value ready for Fluent: nested messages rendered in ``lang`` first."""
    if (getattr(value, "msg_key", None) is not None or _is_msg(value) or _is_composed(value)
            or (isinstance(value, Mapping) and "key" in value)):
        return localize(value, lang)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int | float | str):
        return value
    return str(value)


def _is_msg(value: Any) -> bool:
    from bot.i18n.msg import Msg
    return isinstance(value, Msg)


def _is_composed(value: Any) -> bool:
    from bot.i18n.msg import Composed
    return isinstance(value, Composed)


@cache
def catalogues() -> Catalogues:
    return Catalogues()


def languages() -> list[str]:
    """The languages the bot speaks: one per catalogue file."""
    return catalogues().languages()


@cache
def _ordinal_rule(lang: str) -> Any:
    from babel import Locale, UnknownLocaleError
    try:
        return Locale.parse(lang).ordinal_form
    except (ValueError, UnknownLocaleError):   # the pseudo-locale: English rules
        return Locale.parse(DEFAULT_LANGUAGE).ordinal_form


def ordinal_category(lang: str, number: int) -> str:
    """CLDR's ordinal category of ``number`` in ``lang`` ("one", "two", "few", "other"),
    for a catalogue selector: Fluent has plural categories but not ordinal ones."""
    return str(_ordinal_rule(lang)(number))


def tr(lang: str, key: str, /, **args: Any) -> str:
    """Render message ``key`` with ``args`` in ``lang``.

    The same texts come back move after move (every option of every menu, "wood 1",
    "3 points"): renderings are remembered by what they render from (``identity``:
    values that have none, such as a list or a host ``Msg``, are rendered each time).
    Names and other text people typed (:class:`~bot.i18n.user_text.UserText`) are
    escaped here, so no value a person gave becomes a link, a ping or markup."""
    if args:
        args = {name: shown(value) for name, value in args.items()}
        try:
            memo: tuple[Any, ...] = (lang, key, arguments_identity(args))
        except TypeError:
            return catalogues().render(lang, key, args)
    else:   # a label or heading without values
        memo = (lang, key, ())
    said = _SAID.get(memo)
    if said is None:
        if len(_SAID) >= _SAID_MAX:
            _SAID.clear()
        said = _SAID[memo] = catalogues().render(lang, key, args)
    return said


# (language, key, values) -> text; emptied when full.
_SAID: dict[Any, str] = {}
_SAID_MAX = 20_000


def localizer(lang: str) -> Callable[[Any], str]:
    """``localize`` in one language, as a drawing function's ``say`` (picklable, so the
    pictures' worker processes can take it): names in its texts are drawn plain."""
    return partial(drawn, lang=lang)


def drawn(value: Any, lang: str) -> str:
    """:func:`localize` for a picture: names as typed, without the chat's escapes."""
    with drawing():
        return localize(value, lang)


def localize(value: Any, lang: str) -> str:
    """Any text the host holds, in ``lang``: a :class:`Msg`, an engine's message string
    (``msg_key``/``msg_args``), or a plain string, which is returned unchanged (text a
    person typed, escaped: it never becomes markup)."""
    if isinstance(value, UserText):
        return shown(value)
    if _is_msg(value):
        return tr(lang, value.key, **value.args)
    if _is_composed(value):
        return str(value.build(lang))
    if isinstance(value, Mapping) and "key" in value:
        # A message stored as JSON (an engine event's "msg"): {"key", "args", "cap"?}.
        text = tr(lang, str(value["key"]), **(value.get("args") or {}))
        return text[:1].upper() + text[1:] if value.get("cap") else text
    key = getattr(value, "msg_key", None)
    if key is not None and catalogues().has(DEFAULT_LANGUAGE, key):
        text = tr(lang, key, **getattr(value, "msg_args", {}))
        # An engine capitalises a text that starts its label ("Use 1 orange room").
        return text[:1].upper() + text[1:] if getattr(value, "msg_cap", False) else text
    return str(value)
