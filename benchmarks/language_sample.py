"""A seeded sample of the bot's messages in one language, as a reader grades them.

    python -m benchmarks.language_sample --lang fr --count 160 --seed 7

It prints a Markdown list of messages exactly as a player of that language reads them,
each with its catalogue file and key so that a grader can point at it. The sample is
stratified: every catalogue file (core, host, console, pictures, texts, each game) gets its
share, and so do the game journal (``/partie journal``) and the option labels and prompts
of real random games of each game. A message is formatted with the values the bot really
gave it in those games when it gave it any (seen by listening to the catalogues while the
games are played, told and drawn), else with made-up values of the right kind: player
names that start with a vowel and with a consonant, counts 0, 1 and many, a selector's
own variants, component names of both genders from the catalogue.

The same seed prints the same sample (graders keep seeds 100..199 for themselves).
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from babel import Locale
from fluent.syntax import ast, visitor

import rules
from bot import texts
from bot.host import story
from bot.i18n import catalogues, localize, tr
from bot.i18n.catalogues import Catalogues, catalogue_files, parsed_file
from bot.outcomes import SeatInfo
from bot.store.games import GameRow, MoveRow
from rules.core.playout import apply_offered

# The module, not the function that bot.i18n exports under the same name.
catalogues_module = importlib.import_module("bot.i18n.catalogues")

# People's names: vowels (accented or not), a mute h, consonants.
NAMES = ("Éloïse", "Benoît", "Anaïs", "Yann", "Hélène", "Chloé", "Ulysse", "Margaux")
# Placeholders that hold a person's name (or a mention, which reads the same).
PERSON = frozenset({"who", "name", "owner", "victim", "player", "moderator", "other",
                    "target", "mine", "first_player", "nasty"})
# Placeholders that hold a component or thing of the game (drawn from its catalogue).
THING = frozenset({"room", "tile", "good", "card", "space", "item", "what", "ingredient",
                   "weapon", "crop", "loot", "drink", "zone", "goal", "option", "label",
                   "reward", "entry", "dwarf", "marker", "token", "spot", "cell"})
# Other placeholders that are words, not numbers, the same in every language (what
# Discord, the system or the member typed shows as it is).
NEUTRAL = {"channel": "<#1234>", "mentions": "<@1>", "path": "/srv/cavern/cavern.db",
           "folder": "/srv/cavern", "link": "https://discord.com/channels/1/2/3",
           "thread": "<#5678>", "role": "<@&42>", "key": "caverna", "id": "cv",
           "error": "database is locked", "reason": "database is locked", "typed": "3a",
           "command": "deal", "date": "<t:1773300000:d>", "lang": "fr",
           "languages": "English, Français, 日本語", "option": "secret_room",
           "options": "secret_room, story_card"}


def reader_words(lang: str) -> dict[str, str]:
    """Placeholders that are words of the reader's language, said by its catalogue: a
    reader of one language never reads a made-up value in another (issue 41: a
    Japanese « 次：Choisissez une action » was the sampler's French prompt)."""
    wood = tr(lang, "text-good-count", good="wood", count=2, game="")
    stone = tr(lang, "text-good-count", good="stone", count=1, game="")
    name = Locale.parse(lang).get_display_name(lang) or lang
    return {**NEUTRAL, "title": texts.title("caverna", lang),
            "game": texts.title("caverna", lang), "language": name[:1].upper() + name[1:],
            "clock": tr(lang, "tavern-clock-3"), "prompt": tr(lang, "caverna-prompt-place"),
            "text": wood, "a": wood, "b": stone, "goods": texts.names_list([wood, stone], lang)}


COUNTS = (0, 1, 2, 3, 5, 12)
# Pairs of numbers where the first never exceeds the second.
ORDERED = (("min", "max"), ("page", "pages"), ("round", "rounds"), ("round", "last"),
           ("turn", "turns"), ("count", "total"), ("wins", "games"), ("played", "games"),
           ("first", "last"), ("printed", "rounds"), ("joined", "wanted"), ("seated", "wanted"))
PLURAL = frozenset({"zero", "one", "two", "few", "many", "other"})
GAME_FILES = {"caverna": "caverna.ftl", "cave-vs-cave": "cave-vs-cave.ftl",
              "cavern-tavern": "cavern-tavern.ftl"}
# Games played for real values, journal lines and options: (game, players, options).
SETUPS: tuple[tuple[str, int, dict[str, Any]], ...] = (
    ("cave-vs-cave", 1, {}), ("cave-vs-cave", 2, {}), ("caverna", 1, {}), ("caverna", 3, {}),
    ("cavern-tavern", 1, {}), ("cavern-tavern", 3, {"secret_room": True}))
INVENTED = "*invented values*"
JOURNAL = "journal"
OPTIONS = "options"


@dataclass(frozen=True)
class Item:
    """One message of the sample: where it comes from, and the text a player reads."""

    source: str     # a catalogue file ("host.ftl"), or "journal"/"options" and the game
    key: str        # the catalogue key ("" for a journal line)
    text: str
    invented: bool = False   # its values were made up (no game gave it any)


# ----- the catalogue: keys by file, selectors' variants --------------------------------

class _Selectors(visitor.Visitor):
    """Each variable a message selects on, with the keys of its variants."""

    def __init__(self) -> None:
        super().__init__()
        self.found: dict[str, list[str | float]] = {}

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            keys = self.found.setdefault(node.selector.id.name, [])
            for variant in node.variants:
                key = variant.key
                keys.append(float(key.value) if isinstance(key, ast.NumberLiteral)
                            else key.name)
        self.generic_visit(node)


@dataclass(frozen=True)
class Entry:
    file: str
    key: str
    placeholders: frozenset[str]
    selectors: Mapping[str, Sequence[str | float]]


@cache
def catalogue_entries(lang: str) -> dict[str, Entry]:
    """Every message with a value of ``lang``, by key (terms and attribute-only left out)."""
    from tests.i18n.test_catalogues import entries  # placeholders, referenced ones too
    placeholders = entries(lang)
    out: dict[str, Entry] = {}
    for path in catalogue_files(lang):
        resource = parsed_file(path)
        for node in resource.body:
            if not isinstance(node, ast.Message) or node.value is None:
                continue
            selectors = _Selectors()
            selectors.visit(node.value)
            key = node.id.name
            out[key] = Entry(path.name, key, frozenset(placeholders.get(key, set())),
                             selectors.found)
    return out


# ----- real values: listen to the catalogues while games are played ------------------

@contextmanager
def listening(heard: dict[str, list[dict[str, Any]]]) -> Iterator[None]:
    """Every (key, values) the catalogues render meanwhile goes to ``heard``."""
    original = Catalogues.render

    def render(self: Catalogues, lang: str, key: str, args: Mapping[str, Any]) -> str:
        seen = heard.setdefault(key, [])
        if len(seen) < 40:
            seen.append(dict(args))
        return original(self, lang, key, args)

    catalogues_module._SAID.clear()   # every rendering goes through render() again
    Catalogues.render = render        # type: ignore[method-assign]
    try:
        yield
    finally:
        Catalogues.render = original  # type: ignore[method-assign]
        catalogues_module._SAID.clear()


@dataclass
class Played:
    """What real games gave: journal lines and options by game, values by key."""

    journal: dict[str, list[str]]
    options: dict[str, list[tuple[str, str]]]
    heard: dict[str, list[dict[str, Any]]]


def _seats(players: int, rng: random.Random) -> list[SeatInfo]:
    names = list(NAMES)
    rng.shuffle(names)
    return [SeatInfo(i, 1000 + i, names[i]) for i in range(players)]


def _named(text: str, seats: Sequence[SeatInfo]) -> str:
    return texts.put_names(text, {s.seat + 1: s.name for s in seats})


def play(lang: str, seed: int, pictures: bool = True) -> Played:
    """Random games of every setup (seeded), told in ``lang``: their options, journal and
    (with ``pictures``) a picture of each, with every catalogue message's values kept."""
    played = Played({}, {}, {})
    with listening(played.heard):
        for number, (key, players, options) in enumerate(SETUPS):
            _play_one(lang, key, players, options, seed * 100 + number, played, pictures)
    return played


def _play_one(lang: str, key: str, players: int, options: dict[str, Any], seed: int,
              played: Played, pictures: bool) -> None:
    engine = rules.get_engine(key)
    chooser = random.Random(seed ^ 0x5A3B1E)
    seats = _seats(players, chooser)
    state = engine.new_game(players, seed, options)
    moves: list[MoveRow] = []
    offered = played.options.setdefault(key, [])
    middle: Any = None
    while not engine.is_over(state) and len(moves) < 5000:
        decisions = engine.pending(state)
        if not decisions:
            break
        decision = chooser.choice(decisions)
        if chooser.random() < 0.1:
            for text in [decision.prompt, *(o.label for o in decision.options)]:
                if getattr(text, "msg_key", None):
                    offered.append((text.msg_key, _named(localize(text, lang), seats)))
        option = chooser.choice(decision.options)
        new = apply_offered(engine, state, decision.seat, option.id)
        events = json.loads(json.dumps(engine.last_events(new)))
        moves.append(MoveRow(len(moves) + 1, decision.seat, option.id, None, 0.0, events,
                             False, False))
        state = new
        if len(moves) == 60:
            middle = state
    row = GameRow(seed, None, 1, key, seed, options, players, "finished", state, len(moves),
                  None, 24.0, 72.0, 0, 0.0, 0.0, 0.0, None, None)
    told = story.build(engine, row, seats, moves, lang)
    played.journal.setdefault(key, []).extend(
        line for line in told.full_text().splitlines() if line.strip())
    if pictures:
        import render
        from bot.i18n import localizer
        from bot.images import named_view
        names = {s.seat: s.name for s in seats}
        for shown_state in (middle, state):
            if shown_state is not None and render.supports(key):
                view = named_view(engine.view(shown_state, None), names)
                render.draw_shared(key, view, say=localizer(lang))
                render.draw_player(key, named_view(engine.view(shown_state, 0), names), 0,
                                   say=localizer(lang))


# ----- made-up values of the right kind ------------------------------------------------

def _things(entries: Mapping[str, Entry], lang: str) -> dict[str, list[str]]:
    """Short names of things of each game (placeholder-free messages of a few words that
    name a room, a tile, a good, a card…), both genders where the catalogue gives them."""
    out: dict[str, list[str]] = {}
    wanted = re.compile(r"-(room|tile|good|card|furnishing|item|weapon|order|drink|"
                        r"ingredient|space|goods|animal|resource)-")
    for entry in entries.values():
        if entry.placeholders or not wanted.search(entry.key):
            continue
        text = tr(lang, entry.key)
        if 0 < len(text.split()) <= 4 and "\n" not in text:
            out.setdefault(entry.file, []).append(text)
    return out


def _title(entry: Entry, lang: str) -> str:
    """The title of the game a message is about (its file or its key), else Caverna's."""
    for game in sorted(GAME_FILES, key=len, reverse=True):
        if entry.file == GAME_FILES[game] or game in entry.key:
            return texts.title(game, lang)
    return texts.title("caverna", lang)


def made_up(entry: Entry, rng: random.Random, things: Mapping[str, list[str]],
            lang: str) -> dict[str, Any]:
    pool = things.get(entry.file) or [t for ts in things.values() for t in ts]
    out: dict[str, Any] = {}
    for name in sorted(entry.placeholders):
        variants = entry.selectors.get(name)
        if variants:
            words = [v for v in variants if isinstance(v, str) and v not in PLURAL]
            numbers = [v for v in variants if isinstance(v, float)]
            if words and rng.random() < 0.8:
                out[name] = rng.choice(words)
                continue
            if numbers and rng.random() < 0.5:
                out[name] = int(rng.choice(numbers))
                continue
            out[name] = rng.choice(COUNTS)
        elif name in PERSON and not (name == "name" and entry.file in GAME_FILES.values()):
            out[name] = rng.choice(NAMES)
        elif name in ("names", "seated", "joined"):
            out[name] = texts.names_list(rng.sample(list(NAMES), rng.choice((1, 2, 3))), lang)
        elif (name in THING or name == "name") and pool:
            out[name] = rng.choice(pool)
        elif name == "game" and "replay" in entry.key:
            out[name] = 42     # a game's number (« la partie nº 42 »)
        elif name in ("title", "game"):
            out[name] = _title(entry, lang)
        elif name in ("option", "name") and entry.file in ("core.ftl", "console.ftl"):
            out[name] = NEUTRAL["option"]    # an option's id, typed as it is
        elif name == "options":
            out[name] = NEUTRAL["options"]
        elif name == "level":
            out[name] = tr(lang, "level-hard")
        elif name == "lobby":
            out[name] = tr(lang, "game-lobby-closed")
        elif name in NEUTRAL or name in ("clock", "prompt", "text", "a", "b", "goods",
                                         "language"):
            out[name] = reader_words(lang)[name]
        else:
            out[name] = rng.choice(COUNTS)
    if isinstance(out.get("count"), int) and "names" in out:   # « Vainqueurs : A et B ! »
        out["count"] = max(1, min(out["count"], 3))
        out["names"] = texts.names_list(rng.sample(list(NAMES), out["count"]), lang)
    for small, large in ORDERED:   # « tour 2 sur 10 », « de 1 à 5 joueurs »
        if isinstance(out.get(small), int) and isinstance(out.get(large), int):
            out[small], out[large] = sorted((max(1, out[small]), max(1, out[large])))
    return out


# ----- the sample ---------------------------------------------------------------------

def shares(sizes: Mapping[str, int], count: int) -> dict[str, int]:
    """``count`` split over the strata by the square root of their sizes (a small file
    still gets its share), at least one each and never more than a stratum holds."""
    weights = {name: size ** 0.5 for name, size in sizes.items() if size}
    total = sum(weights.values())
    out = {name: min(sizes[name], max(1, round(count * w / total)))
           for name, w in weights.items()}
    order = sorted(weights, key=lambda n: -weights[n])
    while sum(out.values()) != count:
        grow = sum(out.values()) < count
        changed = False
        for name in order:
            if grow and out[name] < sizes[name]:
                out[name] += 1
                changed = True
            elif not grow and out[name] > 1:
                out[name] -= 1
                changed = True
            if sum(out.values()) == count:
                break
        if not changed:
            break
    return out


def sample(lang: str, count: int, seed: int, *, games: bool = True,
           pictures: bool = True) -> list[Item]:
    """``count`` messages of ``lang`` (about: small strata are taken whole), seeded."""
    rng = random.Random(seed)
    entries = catalogue_entries(lang)
    played = play(lang, seed, pictures) if games else Played({}, {}, {})
    things = _things(entries, lang)
    by_file: dict[str, list[Entry]] = {}
    for entry in entries.values():
        by_file.setdefault(entry.file, []).append(entry)
    journal = [(game, line) for game, lines in sorted(played.journal.items())
               for line in dict.fromkeys(lines)]
    options = [(game, key, text) for game, found in sorted(played.options.items())
               for key, text in dict.fromkeys(found)]
    sizes = {name: len(found) for name, found in sorted(by_file.items())}
    sizes |= {JOURNAL: len(journal), OPTIONS: len(options)}
    items: list[Item] = []
    for stratum, wanted in shares(sizes, count).items():
        if stratum == JOURNAL:
            for game, line in rng.sample(journal, wanted):
                items.append(Item(f"{JOURNAL} ({game})", "", line))
        elif stratum == OPTIONS:
            for game, key, text in rng.sample(options, wanted):
                items.append(Item(f"{OPTIONS} ({game})", key, text))
        else:
            for entry in rng.sample(sorted(by_file[stratum], key=lambda e: e.key), wanted):
                text, invented = message(entry, lang, rng, played, things)
                items.append(Item(stratum, entry.key, text, invented))
    return items


def message(entry: Entry, lang: str, rng: random.Random, played: Played,
            things: Mapping[str, list[str]]) -> tuple[str, bool]:
    """The message as a player reads it, and whether its values were made up: the values
    the bot gave it in a real game when there are some (what it really said), else made-up
    ones; "Player N" as a person's name."""
    heard = played.heard.get(entry.key)
    invented = not heard and bool(entry.placeholders)
    args = rng.choice(heard) if heard else made_up(entry, rng, things, lang)
    seats = [SeatInfo(i, None, name) for i, name in enumerate(NAMES)]
    return _named(tr(lang, entry.key, **args), seats), invented


def markdown(items: Sequence[Item], lang: str, seed: int) -> str:
    lines = [f"# {len(items)} messages ({lang}), seed {seed}", "",
             "python -m benchmarks.language_sample "
             f"--lang {lang} --count {len(items)} --seed {seed}", "",
             f"{INVENTED}: no game of the sample gave this message its values, so they were "
             "made up by kind (a name, a count, a component); a value that does not fit the "
             "sentence is the sampler's, not the bot's.", ""]
    for number, item in enumerate(items, 1):
        where = f"{item.source} · `{item.key}`" if item.key else item.source
        where += f" · {INVENTED}" if item.invented else ""
        body = item.text.replace("\n", "\n    ")
        lines.append(f"{number}. {where}\n    {body}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.language_sample",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lang", default="fr", choices=catalogues().languages())
    parser.add_argument("--count", type=int, default=160)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-pictures", action="store_true",
                        help="do not draw pictures (their messages then get made-up values)")
    parser.add_argument("--out", type=Path, help="write the sample here, not to stdout")
    args = parser.parse_args(argv)
    text = markdown(sample(args.lang, args.count, args.seed, pictures=not args.no_pictures),
                    args.lang, args.seed)
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    else:
        print(text, end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
