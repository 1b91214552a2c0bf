"""A name people typed never becomes a link, markup or a ping, in any language.

The whole-game test (tests/cogs/test_hostile_names.py) plays with hostile names in
English; French typesetting (spaces before « : », guillemets, elision before a name) and
Japanese honorifics (« さん » after a name) rewrite the text around a name after it was
escaped. The class: every catalogue message of every language that takes a person's name
(who, name, player, owner…), rendered with each hostile name, shows the name as typed
(escaped) and nothing Discord would act on is left from it.
"""

from __future__ import annotations

import random

import pytest

from benchmarks.language_sample import PERSON, catalogue_entries, made_up
from bot.i18n import UserText, tr
from bot.i18n.user_text import escape
from tests.cogs.test_hostile_names import HOSTILE, NAME_MARKUP, STEERING, rendered


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
def test_every_named_message_keeps_a_hostile_name_plain(lang: str) -> None:
    rng = random.Random(7)
    checked = 0
    for key, entry in sorted(catalogue_entries(lang).items()):
        people = sorted(entry.placeholders & PERSON)
        if not people or key.startswith(("pic-", "web")):   # pictures and pages: not markdown
            continue
        args = made_up(entry, rng, {}, lang)
        named = [name for name in people if name not in entry.selectors]
        # The message's own markup (a link to the turn message, bold): said with a plain
        # name, it is there already; a hostile name may add none.
        plain = rendered(tr(lang, key, **{**args, **{n: UserText("Ann") for n in named}}))
        for hostile in HOSTILE:
            text = tr(lang, key, **{**args, **{n: UserText(hostile) for n in named}})
            live = rendered(text)
            for piece in NAME_MARKUP:
                assert live.count(piece) == plain.count(piece), (lang, key, hostile, text)
            assert not STEERING.search(text), (lang, key, text)
            checked += bool(named)
    assert checked > 300, checked


def test_a_hostile_name_is_still_seen_as_typed() -> None:
    name = UserText(HOSTILE[0])
    text = tr("fr", "cvc-ev-starts", who=name)
    assert escape(name) in text and "](" not in rendered(text)
