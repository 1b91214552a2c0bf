"""``tr`` remembers renderings by what they render from (``rules.core.text.identity``): a
message stored as JSON (an event's "msg") among the values is remembered too, by its key,
capital and values, so a whole game's journal is not formatted again at every move; and
two values that render differently never share a remembered text."""

from __future__ import annotations

from typing import Any

import pytest

from bot.i18n import catalogues, localize, tr
from bot.i18n.catalogues import Catalogues
from rules.core.text import Say, to_json


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The keys ``Catalogues.render`` formats from now on (the memory starts empty)."""
    done: list[str] = []
    original = Catalogues.render

    def render(self: Catalogues, lang: str, key: str, args: Any) -> str:
        done.append(key)
        return original(self, lang, key, args)

    module = __import__("bot.i18n.catalogues", fromlist=["_SAID"])
    monkeypatch.setattr(module, "_SAID", {})
    monkeypatch.setattr(Catalogues, "render", render)
    return done


def test_a_stored_message_among_the_values_is_rendered_once(renders: list[str]) -> None:
    stored = to_json(Say("pay nothing → nothing", "cvc-pay-exchange",
                         pay=Say("nothing", "cvc-nothing"), get=Say("nothing", "cvc-nothing")))
    first = tr("fr", "core-concat", a={"key": "cvc-nothing"}, b=stored)
    assert renders and first == catalogues().render(
        "fr", "core-concat", {"a": {"key": "cvc-nothing"}, "b": stored})
    renders.clear()
    again = tr("fr", "core-concat", a={"key": "cvc-nothing"},
               b={"key": "cvc-pay-exchange", "args": dict(stored["args"])})
    assert again == first and renders == []   # an equal copy: remembered


def test_stored_messages_that_render_differently_are_told_apart(renders: list[str]) -> None:
    plain = tr("en", "core-concat", a={"key": "cvc-nothing"}, b="!")
    capital = tr("en", "core-concat", a={"key": "cvc-nothing", "cap": True}, b="!")
    other = tr("en", "core-concat", a={"key": "web-cvc-free"}, b="!")
    counted = tr("en", "core-concat", a={"key": "web-cvc-one-of", "args": {"tiles": 2}}, b="!")
    more = tr("en", "core-concat", a={"key": "web-cvc-one-of", "args": {"tiles": 3}}, b="!")
    as_text = tr("en", "core-concat", a={"key": "web-cvc-one-of", "args": {"tiles": "2"}},
                 b="!")
    assert (plain, capital, other) == ("nothing!", "Nothing!", "free!")
    assert (counted, more, as_text) == ("one of: 2!", "one of: 3!", "one of: 2!")
    assert renders.count("core-concat") == 6   # none took another's remembered text
    # The same words from a Say and from its stored form: both right in every language.
    say = Say("nothing", "cvc-nothing")
    assert tr("fr", "core-concat", a=say, b="!") == \
        tr("fr", "core-concat", a=to_json(say), b="!") == localize(say, "fr") + "!"
