"""The shared lazy options and lazy decisions of rules/core/lazy_options.py: a label or prompt
is written once, only when read; decisions equal and copy as the core's own."""

from __future__ import annotations

import dataclasses

from rules.core import Option
from rules.core.lazy_options import LazyDecision, lazy_option, lazy_options
from rules.core.text import Say

WRITTEN: list[str] = []


def shout(word: str) -> Say:
    WRITTEN.append(word)
    return Say(word.upper(), "test-shout", word=word)


def test_a_label_is_written_once_and_only_when_read() -> None:
    WRITTEN.clear()
    opt = lazy_option("a", shout, ("hi",))
    assert opt.id == "a" and WRITTEN == []
    assert opt.label == "HI" and opt.label.msg_key == "test-shout"
    assert opt.label is opt.label and WRITTEN == ["hi"]
    assert opt == Option("a", "HI") and isinstance(opt, Option)


def test_equal_recipes_share_one_option() -> None:
    assert lazy_option("a", shout, ("x",)) is lazy_option("a", shout, ("x",))
    assert lazy_option("a", shout, ("x",)) is not lazy_option("b", shout, ("x",))
    assert lazy_option("a", shout, ("x",)) is not lazy_option("a", shout, ("y",))
    both = lazy_options([("a", (shout, ("x",))), ("c", (shout, ("y",)))])
    assert [o.id for o in both] == ["a", "c"] and both[0] is lazy_option("a", shout, ("x",))


def test_a_lazy_decision_writes_its_prompt_when_read_and_copies() -> None:
    WRITTEN.clear()
    opts = (lazy_option("a", shout, ("x",)),)
    decision = LazyDecision(1, (shout, ("prompt",)), opts, True)
    assert WRITTEN == []
    assert (decision.seat, decision.prompt, decision.options, decision.private) == (
        1, "PROMPT", opts, True)
    assert decision.prompt is decision.prompt and WRITTEN == ["prompt"]
    changed = dataclasses.replace(decision, prompt="Other")
    assert (changed.prompt, changed.options, changed.seat) == ("Other", opts, 1)
    assert decision == LazyDecision(1, (shout, ("prompt",)), opts, True)
    assert repr(decision).startswith("LazyDecision(seat=1, prompt='PROMPT'")
