"""A computer player gets no « さん » in Japanese: the catalogue writes « { $who }さん » after
every player's name, and a program named « コンピューター1（やさしい） » is not addressed
as a person (« コンピューター1（やさしい）さんから始めます » on the web table)."""

from __future__ import annotations

import re

from bot import texts
from bot.i18n import localize, tr
from bot.i18n.catalogues import catalogue_files
from bot.outcomes import SeatInfo
from rules.core.text import Say

COMPUTER = SeatInfo(1, None, "Computer 1 (easy)", computer="easy")
SEATS = (SeatInfo(0, 11, "太郎"), COMPUTER)
_KEY = re.compile(r"^([a-z][\w-]*) =", re.M)
_VARIABLE = re.compile(r"\$(\w+)")
_NAMED = re.compile(r"\$(\w+) \}さん")


def _honorific_messages() -> dict[str, tuple[set[str], set[str]]]:
    """Every Japanese message that puts « さん » after a variable: its variables, and the
    ones followed by « さん » (a player's name)."""
    found: dict[str, tuple[set[str], set[str]]] = {}
    for path in catalogue_files("ja"):
        text = path.read_text(encoding="utf-8")
        starts = list(_KEY.finditer(text))
        for k, start in enumerate(starts):
            body = text[start.end():starts[k + 1].start() if k + 1 < len(starts) else None]
            named = set(_NAMED.findall(body))
            if named:
                found[start.group(1)] = (set(_VARIABLE.findall(body)), named)
    return found


def test_no_japanese_message_calls_a_computer_san() -> None:
    name = texts.display_name(COMPUTER, "ja")
    assert name == "コンピューター1（やさしい）"
    messages = _honorific_messages()
    assert len(messages) > 50   # the class is the catalogue's, not a sample
    named_in = 0
    for key, (variables, named) in messages.items():
        args = {v: (name if v in named else "1") for v in variables}
        said = tr("ja", key, **args)
        named_in += name in said   # a variant chosen by another variable may not name it
        assert name + "さん" not in said, (key, said)
    assert named_in > 50
    # A person keeps hers.
    assert tr("ja", "cvc-ev-starts", who="太郎") == "太郎さんから始めます。"


def test_a_seat_named_later_drops_the_honorific_for_a_computer() -> None:
    # Engines say « Player 2 »; the host puts the seat's name there afterwards.
    event = Say("Player 2 starts.", "cvc-ev-starts", who="Player 2")
    said = localize(texts.with_names(event, SEATS), "ja")
    assert said == "コンピューター1（やさしい）から始めます。"
    first = Say("Player 1 starts.", "cvc-ev-starts", who="Player 1")
    assert localize(texts.with_names(first, SEATS), "ja") == "太郎さんから始めます。"
    # The stored English name in a Japanese text, too.
    assert texts.put_names("Player 2さんが", {2: "Computer 1 (easy)"}) == "Computer 1 (easy)が"
    # A line that starts with the computer's name leaves its subject out as for a person.
    said = texts.without_subject("コンピューター1（やさしい）が「耕作」を取りました。",
                                 "コンピューター1（やさしい）", "ja")
    assert said == "「耕作」を取りました。"
