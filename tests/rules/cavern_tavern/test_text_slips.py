"""Issue 28 (texts): slips in Cavern Tavern's words, found by scanning them all.

Two scans: every message of the Cavern Tavern catalogues rendered with its counts at 1 and
at 2 (a count that may be 1 must not say "1 orders"), and every option label, event and
view name of random games, in English and French, for doubled punctuation and a number
that disagrees with its noun. The Book of Potion keeps its printed capitals.
"""

from __future__ import annotations

import functools
import re

import pytest
from fluent.syntax import ast, visitor

from bot import texts as host_texts
from bot.i18n import catalogues, localize
from bot.i18n.catalogues import CATALOGUE_DIR, parsed_file
from render.cavern_tavern import player_canvas
from rules.cavern_tavern import ENGINE
from rules.core import State
from tests.i18n.test_tavern_texts import all_texts, played

from .helpers import clear_hands, give, play, started
from .test_orders import gnome_deck, with_gnome

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


def _messages(lang: str, file: str, prefix: str) -> dict[str, set[str]]:
    """Each message of a catalogue file whose key starts with ``prefix``, with the
    variables it uses."""
    out = {}
    for entry in parsed_file(CATALOGUE_DIR / lang / file).body:
        if (isinstance(entry, ast.Message) and entry.value is not None
                and entry.id.name.startswith(prefix)):
            found = _Variables()
            found.visit(entry.value)
            out[entry.id.name] = found.names
    return out


# Pictures choose between a singular and a plural message in code (a picture's English
# is a format template, without selectors): each of these is said of one count only.
PICTURE_PAIRS = {"pic-tavern-die": 1, "pic-tavern-dice": 2,
                 "pic-tavern-round-late": 1, "pic-tavern-rounds-late": 2}


def _said_of(key: str, keys: set[str]) -> tuple[int, ...]:
    if key in PICTURE_PAIRS:
        return (PICTURE_PAIRS[key],)
    if key.endswith("-one"):
        return (1,)
    return (2,) if f"{key}-one" in keys else (1, 2)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("file", "prefix", "counts"), [
    ("cavern-tavern.ftl", "tavern-", COUNTS),
    ("pictures.ftl", "pic-tavern-", (*COUNTS, "goal", "n"))])
def test_every_count_agrees_with_its_noun_at_one_and_at_two(
        lang: str, file: str, prefix: str, counts: tuple[str, ...]) -> None:
    bad = []
    messages = _messages(lang, file, prefix)
    for key, names in messages.items():
        for value in _said_of(key, set(messages)) if set(counts) & names else ():
            args = {n: (value if n in counts else "X") for n in names}
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


def _board_words(state: State, lang: str) -> str:
    say = str if lang == "en" else functools.partial(localize, lang=lang)
    return " | ".join(player_canvas(ENGINE.view(state, 0), 0, say=say).texts)


def test_the_player_board_counts_one_card_and_one_ingredient() -> None:
    # A hand of one card said "1 cards"; an order of one ingredient (a server's own deck)
    # "holds all 1 ingredients".
    deck = gnome_deck()
    deck["cards"][0] = {**deck["cards"][0], "ingredients": ["beer"]}
    s = started(2, 5, order_deck=deck)
    clear_hands(s)
    s["players"][0].update(order="gnome", taken=1, meeple=0)
    s["mess"][0] = None
    give(s, 0, beer=1)
    english, french = _board_words(s, "en"), _board_words(s, "fr")
    assert "1 card · " in english and "1 carte · " in french
    assert "✓ holds its 1 ingredient: ready to serve" in english
    assert "✓ 1 ingrédient sur 1 en main" in french
    give(s, 0, wine=1)
    assert "2 cards · " in _board_words(s, "en") and "2 cartes · " in _board_words(s, "fr")
