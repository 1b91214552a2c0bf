"""Issue 28 (texts): slips in Cavern Tavern's words, found by scanning them all.

Two scans: every message of the Cavern Tavern catalogues rendered with its counts at 1 and
at 2 (a count that may be 1 must not say "1 orders"), and every option label, event and
view name of random games, in English and French, for doubled punctuation and a number
that disagrees with its noun. The Book of Potion keeps its printed capitals.
"""

from __future__ import annotations

import re

import pytest
from fluent.syntax import FluentParser, ast, visitor

from bot import texts as host_texts
from bot.i18n import catalogues, localize
from bot.i18n.catalogues import CATALOGUE_DIR
from rules.cavern_tavern import ENGINE
from tests.i18n.test_tavern_texts import all_texts, played

from .helpers import give, play
from .test_orders import with_gnome

# The variables that hold a count of something (the others are names, values, sums).
COUNTS = ("count", "rounds", "late", "left")
DOUBLED = re.compile(r"[.,;:!?…]\s*[.,;:](?!\d)")
EN_NOUNS = "card|order|round|point|token|ingredient|item|space|time|player|step"
EN_BETWEEN = r"(?:item |Nasty-says |Modifier |Miss Nasty |Secret Room |Drink |Magic )?"
FR_NOUNS = "carte|commande|tour|point|jeton|ingrédient|objet|case|joueur|étape"
SLIPS = {
    "en": (re.compile(rf"\b1 {EN_BETWEEN}(?:(?:{EN_NOUNS})s|dice)\b"),
           re.compile(rf"\b(?:[02-9]|\d\d+) {EN_BETWEEN}(?:{EN_NOUNS}|die)\b(?!s|-| card)")),
    "fr": (re.compile(rf"\b[01] (?:(?:{FR_NOUNS})s|dés)\b"),
           re.compile(rf"\b(?:[2-9]|\d\d+) (?:{FR_NOUNS}|dé)\b(?!s)")),
}
# Player names stand for members' names: "Player 1 rolls" is not a count.
PLAYER = re.compile(r"\b(?:Player|Joueur|Joueuse) \d+\b")


def slips(text: str, lang: str) -> list[str]:
    plain = PLAYER.sub("P", text)
    found = [m.group(0) for pattern in SLIPS[lang] for m in pattern.finditer(plain)]
    return found + [m.group(0) for m in DOUBLED.finditer(plain)]


class _Variables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def _messages(lang: str) -> list[tuple[str, set[str]]]:
    source = (CATALOGUE_DIR / lang / "cavern-tavern.ftl").read_text(encoding="utf-8")
    out = []
    for entry in FluentParser().parse(source).body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            found = _Variables()
            found.visit(entry.value)
            out.append((entry.id.name, found.names))
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_count_agrees_with_its_noun_at_one_and_at_two(lang: str) -> None:
    bad = []
    for key, names in _messages(lang):
        counts = [n for n in names if n in COUNTS]
        for value in (1, 2) if counts else ():
            args = {n: (value if n in COUNTS else "X") for n in names}
            text = catalogues().render(lang, key, args)
            if slips(text, lang):
                bad.append(f"{key}={value}: {text}")
    assert not bad, bad


def test_the_scan_finds_the_slips_it_is_for() -> None:
    assert slips("Player 2 draws 1 orders.", "en") == ["1 orders"]
    assert slips("leaves after 2 round (−3)", "en") == ["2 round"]
    assert slips("Use the Wizard's Workshop 1 times", "en") == ["1 times"]
    assert slips("looks at 1 Nasty-says cards", "en") == ["1 Nasty-says cards"]
    assert slips("part après 1 tours", "fr") == ["1 tours"]
    assert slips("Done: Keishara — Place your dice.. ", "en") == [".."]
    assert slips("Place dice….", "en") == ["…."]
    assert not slips("Player 3 looks at 3 item cards.", "en")
    assert not slips("Name an ingredient: 2 VP per player holding one.", "en")
    assert not slips("Il est 1:00am, 2 jetons Modificateur.", "fr")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_random_games_say_nothing_twice_nor_disagree(lang: str) -> None:
    texts, events, _ = played()
    said = {localize(t, lang) for t in all_texts()}
    said |= {host_texts.event_text(ev, lang) for ev in events}
    assert len(said) > 1000 and len(texts) > 1000
    bad = sorted(t for t in said if slips(t, lang))
    assert not bad, bad[:10]


def test_the_book_of_potion_keeps_its_printed_name() -> None:
    # The card reads "Book of Potion" (« Book of potion » in the French rulebook); the
    # event of playing it while serving said "Book Of Potion".
    s = with_gnome(taken=3, now=3)
    give(s, 0, beer=3, wine=1, rocks=1)
    s["players"][0]["items"] = ["book_of_potion"]
    s = play(s, 0, "serve", "book:beer", "go")
    events = [ev for ev in ENGINE.last_events(s) if "Book" in ev["text"]]
    assert [ev["text"] for ev in events] == ["Player 1 plays Book of Potion."]
    for lang in ("en", "fr"):
        text = host_texts.event_text(events[0], lang)
        assert "Book of" in text and "Book Of" not in text, text
