"""Sentences the host shows: lobby lines, board summaries, scores. Pure functions.

Each takes the reader's language (``lang``; English by default, for the console, tests
and logs) and builds its sentence from the catalogues (``texts.ftl``): lists, plurals and
ordinals are Fluent's work, not ours."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from bot.event_merge import merged_events
from bot.i18n import (
    DEFAULT_LANGUAGE,
    Composed,
    catalogues,
    japanese,
    localize,
    ordinal_category,
    shown,
    tr,
)
from bot.i18n.french import elide, owned_by_subject
from bot.outcomes import Results, SeatInfo, SeatScore


def title(key: str, lang: str = DEFAULT_LANGUAGE, default: str | None = None) -> str:
    """A game's name as its rulebook in ``lang`` prints it ("Caverne contre Caverne");
    ``default`` (else the key) for a game the catalogues do not name."""
    if not catalogues().has(DEFAULT_LANGUAGE, f"title-{key}"):
        return default or key
    return tr(lang, f"title-{key}")


def for_game(key: str, game: str) -> str:
    """``key``'s variant for one game when the catalogues have one (``story-round-cave-vs-cave``):
    Cave vs Cave's French rulebook says « manche » for a round where the other two say « tour »."""
    variant = f"{key}-{game}"
    return variant if catalogues().has(DEFAULT_LANGUAGE, variant) else key


def points_text(points: int, lang: str = DEFAULT_LANGUAGE, game: str | None = None) -> str:
    """"3 points"; in ``game``'s own word when it has one (Cavern Tavern: "3 VP", « 3 PV »):
    one word for points per game and language (issue 40)."""
    return tr(lang, for_game("text-points", game) if game else "text-points", count=points)


def names_list(names: Sequence[str], lang: str = DEFAULT_LANGUAGE) -> str:
    """"Ann", "Ann and Bob", "Ann, Bob and Cy" (", ", " et " in French); names people
    gave are escaped (:func:`bot.i18n.shown`)."""
    items = [localize(name, lang) if isinstance(name, Composed) else shown(name)
             for name in names]
    if not items:
        return tr(lang, "text-nobody")
    if len(items) == 1:
        return items[0]
    return tr(lang, "text-and", first=tr(lang, "text-comma").join(items[:-1]), last=items[-1])


_NUMBER = re.compile(r"\d+")


def display_name(info: SeatInfo, lang: str) -> str:
    """A seat's name as ``lang`` reads it: a member's as they gave it (escaped), the
    computer's stored « Computer 1 (easy) » in the reader's words (« Ordinateur 1
    (facile) », as the season's pages say it)."""
    if info.computer is None or info.user_id is not None:
        return shown(info.name)
    found = _NUMBER.search(info.name)
    key = f"level-{info.computer}"
    level = tr(lang, key) if catalogues().has(DEFAULT_LANGUAGE, key) else info.computer
    return tr(lang, "season-computer-seat", number=int(found.group()) if found else 1,
              level=level)


def plain_name(info: SeatInfo, lang: str) -> str:
    """:func:`display_name` unescaped, for a page or a picture (a member's name as given)."""
    return info.name if info.computer is None or info.user_id is not None \
        else display_name(info, lang)


def page_name(name: str, lang: str) -> str:
    """A seat's name held for later (:func:`seat_label_of`) as a page shows it: a computer's
    in ``lang``, a member's as given (not escaped for Discord)."""
    return localize(name, lang) if isinstance(name, Composed) else str(name)


def seat_label_of(info: SeatInfo) -> str:
    """A seat's name for a text rendered later in its reader's language: a computer's
    name is :class:`Composed` (English as a ``str``, its reader's words in a message)."""
    if info.computer is None or info.user_id is not None:
        return info.name
    return Composed(lambda lang: display_name(info, lang))


def seat_name(seats: Sequence[SeatInfo], seat: int, lang: str | None = None) -> str:
    """The name of who sits at ``seat``; without ``lang``, for a text rendered later."""
    for info in seats:
        if info.seat == seat:
            present = info.user_id is not None or info.computer
            if not present:
                return tr(lang or DEFAULT_LANGUAGE, "text-seat-empty", name=info.name)
            return seat_label_of(info) if lang is None else display_name(info, lang)
    return tr(lang or DEFAULT_LANGUAGE, "text-seat", number=seat + 1)


def seat_order(seats: Sequence[SeatInfo], lang: str | None = None) -> str:
    if lang is None:
        return Composed(lambda reader: seat_order(seats, reader))
    # The language's comma: « 1. Ann、2. Bob » in Japanese.
    return tr(lang, "text-comma").join(f"{s.seat + 1}. {display_name(s, lang)}" for s in seats)


def play_order(seats: Sequence[SeatInfo], first: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """``seats`` in the order they play, from seat ``first`` around the table, numbered by
    turn: "1. Bob, 2. Ann" when Bob starts (the engine draws the first player)."""
    turn = sorted(seats, key=lambda s: (s.seat - first) % max(len(seats), 1))
    return tr(lang, "text-comma").join(f"{k}. {display_name(s, lang)}"
                                       for k, s in enumerate(turn, start=1))


def hours(value: float, lang: str = DEFAULT_LANGUAGE) -> str:
    return tr(lang, "text-hours", count=value)


def _resources(resources: Any, lang: str, game: str = "") -> str:
    if not isinstance(resources, dict) or not resources:
        return ""
    # The game: French counts Caverna's food in PN, Cave vs Cave's in repas.
    shown = [tr(lang, "text-food-count", count=count, game=game) if name == "food"
             else tr(lang, "text-good-count", good=name, count=count, game=game)
             for name, count in resources.items() if count]
    return tr(lang, "text-comma").join(shown) if shown else tr(lang, "text-no-goods")


def board_text(key: str, view: dict[str, Any], seats: Sequence[SeatInfo],
               lang: str = DEFAULT_LANGUAGE, default_title: str | None = None) -> str:
    """A words-only board from the public view: fallback when there is no image, and alt text."""
    lines: list[str] = []
    rnd, total = view.get("round"), view.get("rounds_total")
    name = title(key, lang, default_title)
    printed = view.get("printed_round")
    if rnd and printed and printed != rnd:
        # Caverna with 1-2 players skips round 9: say the round as the track prints it.
        head = tr(lang, "text-board-printed-round", title=name, printed=printed, round=rnd,
                  nth=ordinal_category(lang, rnd), total=total or 0)
    elif rnd:
        head = tr(lang, for_game("text-board-round", key), title=name, round=rnd, total=total or 0)
    else:
        head = name
    if view.get("over"):
        head = tr(lang, "text-board-over", head=head)
    lines.append(ended(head, lang))
    to_act = view.get("to_act") or []
    if to_act and not view.get("over"):
        lines.append(tr(lang, "text-to-act", names=names_list(
            [seat_name(seats, s, lang) for s in to_act], lang)))
    if view.get("players") and not view.get("over"):
        lines.append(tr(lang, "text-scores-so-far"))   # "…if the game ended now:"
    for player in view.get("players") or []:
        seat = player.get("seat", 0)
        line = tr(lang, "text-player-points", name=seat_name(seats, seat, lang),
                  points=points_text(player.get("score", 0), lang, key))
        goods = _resources(player.get("resources"), lang, key)
        if goods:
            line = tr(lang, "text-then", first=line, then=goods)
        if player.get("score_note"):   # why the points leave something out
            line = tr(lang, "text-then", first=line, then=localize(player["score_note"], lang))
        lines.append(ended(line, lang))
    return "\n".join(lines)


# Sentences in a language's own punctuation. English and French end a sentence with "."
# and join one player's sentences with "; " ("Ann: takes 3 wood; sends a dwarf to
# Logging."). Japanese ends each with "。" and writes them one after the other; its
# sentences name the player as "Annさんが…", which a line starting with the name leaves out.
# Languages whose sentences end in "。" and follow each other with no separator.
_CJK_STOPS = frozenset({"ja"})
_ENDINGS = ("。", "！", "？", ".", "!", "?", "…")
# Japanese subjects: "Annさんが…", "Annさんは…" (the catalogue's way of naming a player).
_JA_SUBJECTS = ("さんが", "さんは", "さんには", "さんの")


def sentences_run_on(lang: str) -> bool:
    """Whether ``lang`` writes sentences one after the other, each with its own "。"."""
    return lang in _CJK_STOPS


def ended(text: str, lang: str) -> str:
    """``text`` as a whole sentence: its language's full stop added when it has none."""
    stripped = text.rstrip()
    if lang in _CJK_STOPS:
        return stripped if stripped.endswith(_ENDINGS) else stripped + "。"
    return stripped + "."


def without_subject(sentence: str, name: str, lang: str) -> str:
    """One of ``name``'s sentences with ``name`` left out, for a line that starts with it
    ("Ann takes 3 wood." → "takes 3 wood."; "Annさんが木材3を得ました。" → "木材3を得ました。")."""
    if lang in _CJK_STOPS:
        # A computer is named with no « さん » (« コンピューター1（やさしい）が… »).
        computer = japanese.no_honorific_for_computers(name + "さん") == name
        for subject in _JA_SUBJECTS:
            said = name + (subject.removeprefix("さん") if computer else subject)
            if sentence.startswith(said):
                return sentence[len(said):]
        return sentence
    if sentence.startswith(name + " "):
        return sentence[len(name) + 1:]
    # English « Ann's animals breed » on Ann's line: « their animals breed » (the pronoun
    # the English sentences use for a player: « feeds their dwarfs »).
    if lang == "en" and sentence.startswith(name + "'s "):
        return "their " + sentence[len(name) + 3:]
    # French « L'expédition de Benoît rapporte » on Benoît's line: « son expédition … ».
    return owned_by_subject(sentence, name) if lang == "fr" else sentence


def joined_sentences(sentences: Sequence[str], lang: str) -> str:
    """Several sentences of one player as one: "a; b." (each full stop dropped but the
    last), or in Japanese "a。b。"."""
    if lang in _CJK_STOPS:
        return "".join(_takings_merged([ended(s, lang) for s in sentences if s.strip()]))
    said = [s.rstrip().rstrip(".") for s in sentences]
    return "; ".join(said[:1] + [_continued(s, lang) for s in said[1:]]) + "."


# Words that open an event's sentence with a capital only because it is a sentence: after
# « ; » French goes on in lower case (« … ; la pioche « Nasty dit » est vide »). Names
# (players, « Miss Nasty », « Automate ») keep theirs, so only these words are lowered.
_FRENCH_OPENERS = re.compile(r"^(?:La|Le|Les|L'|L’|Un|Une|Vous|Pour|Aucun|Aucune)\b")


def _continued(sentence: str, lang: str) -> str:
    if lang == "fr" and _FRENCH_OPENERS.match(sentence):
        return sentence[:1].lower() + sentence[1:]
    return sentence


# Japanese sentences that only say what their player took (« 木材2を得ました。 », « ビールの
# カードをストックに戻しました。 ») or traded
# (« 鉱石2をゴールド2に交換しました。 »): the object may be a list (「、」), but holds no
# quoted name nor a second clause. Group 1 is what a merged sentence keeps of the first.
_JA_SAME_VERB = (re.compile(r"^((?:[^を「」。（）：、]+を[^を「」。（）：、]+に、)*"
                            r"[^を「」。（）：、]+を[^を「」。（）：、]+に)交換しました。$"),
                 re.compile(r"^([^を「」。（）：]+)を[^を「」。（）：、]+ました。$"))


_JA_RECIPIENT = re.compile(r"^[^、を「」。（）：]+?さんに")


def _takings_merged(sentences: Sequence[str]) -> list[str]:
    """Takings (or trades) said one after the other with one verb, said once: « 鉱石1、石材3
    を得ました。木材2を得ました。 » → « 鉱石1、石材3、木材2を得ました。 »."""
    out: list[str] = []
    for sentence in sentences:
        for pattern in _JA_SAME_VERB:
            before = pattern.match(out[-1]) if out else None
            now = pattern.match(sentence)
            if before and now and out[-1][before.end(1):] == sentence[now.end(1):]:
                # The same recipient said once (« Xさんに果物のカード、ビールのカードを渡し…»).
                to = _JA_RECIPIENT.match(out[-1])
                if to and sentence.startswith(to.group()):
                    sentence = sentence[to.end():]
                out[-1] = f"{before.group(1)}、{sentence}"
                break
        else:
            out.append(sentence)
    return out


# Engines name seats "Player 1", "Player 2"… (they know no people); the host swaps in
# the names of the people sitting there.
# Not "\b" after the number: Japanese writes "Player 2さん", with no word boundary.
# Nor "\b" before "Player": a Japanese particle is a word character (« ナスティがPlayer 2さん »).
_PLAYER_N = re.compile(r"(?<![A-Za-z0-9])Player (\d+)(?!\d)")
# The same with the French word before it that elides before a vowel sound: the catalogue's
# DE($who) saw "Player 2" (« de Player 2 »), not the name put there afterwards.
_ELIDED_PLAYER_N = re.compile(r"(?:\b([Dd]e|[Qq]ue) )?(?<![A-Za-z0-9])Player (\d+)(?!\d)")


def put_names(text: str, names: Mapping[int, str]) -> str:
    """``text`` with "Player N" as the name of seat number N (``names``), and « de »/« que »
    before it elided as the name wants (« d'Éloïse », « de Benoît »)."""
    def one(match: re.Match[str]) -> str:
        name = names.get(int(match.group(2)))
        if name is None:
            return match.group(0)
        word = match.group(1)
        return name if word is None else elide(word + " ", word[:-1] + "'", name)
    # A Japanese « Player 2さん » that became a computer's name drops the « さん ».
    return japanese.no_honorific_for_computers(_ELIDED_PLAYER_N.sub(one, text))


def with_names(text: str, seats: Sequence[SeatInfo], lang: str | None = None) -> str:
    """``text`` with the names of who sits at each seat for "Player N": in ``lang`` when
    the text is already in it, else rendered later in its reader's language."""
    if not _PLAYER_N.search(text):
        return text   # unchanged, so an engine's message string keeps its catalogue key
    if lang is not None:
        return put_names(text, {s.seat + 1: display_name(s, lang) for s in seats})
    def named(lang: str) -> str:
        # Rendered first, then named: "Player 2" stays a plain value in every catalogue.
        return put_names(localize(text, lang),
                         {s.seat + 1: display_name(s, lang) for s in seats})
    return Composed(named)


def event_text(ev: dict[str, Any], lang: str = DEFAULT_LANGUAGE) -> str:
    """One event's sentence in ``lang``: from its catalogue message when the engine gave
    one (``"msg"``), else its English ``"text"``."""
    return localize(ev["msg"], lang) if ev.get("msg") else str(ev["text"])


def events_text(events: Sequence[dict[str, Any]], seats: Sequence[SeatInfo] = (),
                lang: str = DEFAULT_LANGUAGE) -> str:
    """The public sentences of a move's events, with the players' names, each said once
    (identical steps merged, a loot's taking left out: :mod:`bot.event_merge`)."""
    public = [ev for ev in events if ev.get("private_to") is None and ev.get("text")]
    return "\n".join(dict.fromkeys(with_names(event_text(ev, lang), seats, lang)
                                   for ev in merged_events(public)))


def score_lines(scores: Sequence[SeatScore], over: bool, lang: str = DEFAULT_LANGUAGE,
                game: str | None = None) -> str:
    lines = [tr(lang, "text-final-scores" if over else "text-scores-so-far")]
    for s in scores:
        name = tr(lang, "text-resigned", name=s.name) if s.resigned else s.name
        lines.append(tr(lang, "text-score-line", place=s.place, name=name,
                        points=points_text(s.total, lang, game)))
        # Engines' score labels may be catalogue messages ("Rooms", "Pièces").
        lines.extend("    " + labelled(localize(label, lang), f"{points:+d}", lang)
                     for label, points in s.lines if points)
    return "\n".join(lines)


def results_text(results: Results, lang: str = DEFAULT_LANGUAGE) -> str:
    """The scores and the verdict: how the game ended, the solo goal, or the winners."""
    text = score_lines(results.scores, results.over, lang, results.key)
    if results.end_reason in ("resigned", "aborted"):
        text += "\n" + tr(lang, f"text-end-{results.end_reason}")
    elif results.solo is not None:
        text += "\n" + solo_verdict(results.solo, lang, results.key)
    elif results.winners:
        text += "\n" + tr(lang, "text-winner", names=names_list(results.winners, lang),
                          count=len(results.winners))
    return text


def solo_verdict(view: Mapping[str, Any], lang: str = DEFAULT_LANGUAGE,
                 game: str | None = None) -> str:
    """A solo game has no winner: it says whether the goal of the rules was reached."""
    goal = view.get("solo_goal")
    if goal is None:
        return tr(lang, "text-solo-over")
    text = tr(lang, for_game("text-solo-goal", game) if game else "text-solo-goal", goal=goal,
              reached="yes" if view.get("solo_goal_reached") else "no")
    if view.get("solo_outstanding"):
        text += " " + tr(lang, "text-solo-outstanding")
    return text


HOUSE_DECK = "Played with the house deck"


def house_note(view: Mapping[str, Any], lang: str = DEFAULT_LANGUAGE) -> str:
    """"Played with the house deck: …" when the view says the cards are our own; else ""."""
    if not view.get("house_deck"):
        return ""
    english = str(view.get("house_note") or "").strip()
    if not english:
        return tr(lang, "text-house-deck")
    note = localize(view["house_note"], lang).strip()
    # The engine's note may already say it; its English tells us, whatever ``lang`` is.
    return note if english.startswith(HOUSE_DECK) else tr(lang, "text-house-deck-note", note=note)


def setup_house_note(engine: Any, players: int, seed: int = 0,
                     options: Mapping[str, Any] | None = None,
                     lang: str = DEFAULT_LANGUAGE) -> str:
    """The house-deck sentence of a game not started yet, read from a trial set-up's view
    (the deck may depend on the options and the player count)."""
    count = min(max(players, engine.min_players), engine.max_players)
    try:
        return house_note(engine.view(engine.new_game(count, seed, options), None), lang)
    except ValueError:  # IllegalMove: options the lobby already refused
        return ""


def labelled(label: str, value: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """"Label: value" with the language's punctuation ("Label : valeur" in French)."""
    return tr(lang, "text-labelled", label=label, value=value)


def _label(key: str, lang: str, *, capital: bool = True) -> str:
    # A view key the catalogue names ("hand" → "Main"), else the key in words.
    words = key.replace("_", " ")
    return tr(lang, "text-view-key", key=key, capital="yes" if capital else "no",
              words=words.capitalize() if capital else words)


def _value_text(value: Any, lang: str) -> str:
    """One readable line for a view value: a card as "name: text", a list comma-joined."""
    if isinstance(value, Mapping):
        name, text = value.get("name"), value.get("text")
        rest = tr(lang, "text-comma").join(
            labelled(_label(k, lang, capital=False), _value_text(v, lang), lang)
            for k, v in value.items()
            if k not in ("id", "name", "text") and isinstance(v, str | int | float | bool))
        parts = [localize(part, lang) for part in (name, text) if part]
        # A card's name and text: not a second « : » after the line's own label in French.
        head = (tr(lang, "text-card", name=parts[0], text=parts[1]) if len(parts) == 2
                else "".join(parts))
        if head and rest:
            # The sentence's full stop after the brackets, not before them (« … Elfe (PV : 8). »).
            stop = "." if head.endswith(".") and not head.endswith("..") else ""
            return tr(lang, "text-aside", head=head.removesuffix(stop), rest=rest) + stop
        return head or rest or tr(lang, "text-none", key="")
    if isinstance(value, list | tuple):
        return tr(lang, "text-comma").join(_value_text(v, lang) for v in value) \
            or tr(lang, "text-none", key="")
    if value is None:
        return tr(lang, "text-none", key="")
    if isinstance(value, bool):
        return tr(lang, "text-yes" if value else "text-no")
    return localize(value, lang)


def private_lines(own: Mapping[str, Any], public: Mapping[str, Any],
                  lang: str = DEFAULT_LANGUAGE) -> list[str]:
    """What the seat's own view adds to the public one, as lines a person reads.

    A list of cards (``{name, text}`` entries) becomes one bullet per card; any other
    added or changed key is one "Label: value" line. Nothing of the public view repeats.
    """
    lines: list[str] = []
    for key, value in own.items():
        if key in public and public[key] == value:
            continue
        if key == "players" and isinstance(value, list):
            # A game may also add secrets to the seat's own player entry.
            theirs = public.get("players") or []
            for index, entry in enumerate(value):
                other = theirs[index] if index < len(theirs) else {}
                if isinstance(entry, Mapping) and isinstance(other, Mapping):
                    lines.extend(private_lines(entry, other, lang))
            continue
        label = _label(key, lang)
        if isinstance(value, list) and value and all(isinstance(v, Mapping) for v in value):
            lines.append(labelled(label, "", lang).rstrip())
            lines.extend(f"• {_value_text(v, lang)}" for v in value)
        elif isinstance(value, list) and not value:
            lines.append(labelled(label, tr(lang, "text-none", key=key), lang))
        else:
            lines.append(labelled(label, _value_text(value, lang), lang))
    return lines
