"""The decision stack: sub-decisions ("steps") waiting for an answer.

``state["stack"]`` holds plain dicts ``{"seat", "k", ...}``; the top (last) one is asked
first. Each kind registers how to ask it and how to apply an answer. Pushing a step is
how an effect asks a question (which ingredient, which player, keep which card), even of a
seat whose turn it is not (a Nasty-says card drawn at the end of the round, Wido's ability).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rules.core import Option, State
from rules.core.text import Say

Step = dict[str, Any]
Ask = Callable[[State, Step], tuple[str, Sequence[Option]]]
Answer = Callable[[State, Step, str], None]
Allows = Callable[[State, Step, str], bool]


@dataclass(frozen=True)
class Kind:
    ask: Ask
    answer: Answer
    private: bool = False
    # Optional cheaper test that an option id is among ``ask``'s (a test checks they agree);
    # for the steps asked most, where listing every option costs more than the move.
    allows: Allows | None = None


KINDS: dict[str, Kind] = {}


def kind(name: str, *, private: bool = False) -> Callable[[type], type]:
    """Class decorator: a class with static ``ask``, ``answer`` (and maybe ``allows``)
    becomes a step kind."""
    def register(cls: type) -> type:
        KINDS[name] = Kind(cls.ask, cls.answer, private, getattr(cls, "allows", None))
        return cls
    return register


def push(state: State, seat: int, k: str, **params: Any) -> None:
    state["stack"].append({"seat": seat, "k": k, **params})


BACK = Option("back", Say("Back", "tavern-back"))
SKIP = Option("skip", Say("Skip", "tavern-skip"))
