"""The game's story: the move log as people read it, grouped by round and by turn.

The engines' events already carry the sentences ("Player 1 sends a dwarf to Logging.");
this module groups a game's moves into turns (consecutive moves of one seat in one round),
joins the public sentences of each turn in words, and pages the result. A sub-step with no
sentence of its own ("Convert goods…", "Back") adds nothing; a turn that said nothing at
all is told by the labels of its choices, or as "a hidden choice" when they were private.

The round of a move is not stored with it, so it is read by replaying the live moves from
the game's seed (``rules.replay`` does the same): the round before each move is the round
it was played in. Undone moves are kept, marked as taken back, at the place they were made.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot import texts
from bot.i18n import DEFAULT_LANGUAGE, localize, shown, tr
from bot.i18n.french import in_clause
from bot.outcomes import SeatInfo
from bot.store.games import GameRow, MoveRow
from rules import Engine, State

PAGE_CHARS = 1700        # a page's lines; Discord allows 2,000 with the heading


# Choices that only move through menus: a turn of these alone is left out of the story.
NAVIGATION = frozenset({"back", "done", "end", "cv", "convert", "stop", "skip"})


def heading(round_number: int | None, lang: str = DEFAULT_LANGUAGE, game: str = "") -> str:
    return tr(lang, texts.for_game("story-round", game),
              round=round_number if round_number is not None else "none")


def since_mark(lang: str = DEFAULT_LANGUAGE) -> str:
    return tr(lang, "story-since-mark")


@dataclass(frozen=True)
class StoryMove:
    """One stored move, told in words."""

    seq: int
    seat: int
    round: int | None
    option_id: str
    label: str          # the choice as the player read it ("" when private or unknown)
    sentences: tuple[str, ...]   # its public event sentences, with the players' names
    played_at: float
    undone: bool
    general: tuple[str, ...] = ()  # those of its sentences that belong to nobody's turn
    telling: bool = False          # its choice says something (not "Back", "End turn", "…")
    lang: str = DEFAULT_LANGUAGE
    events: tuple[dict[str, Any], ...] = ()   # the public events behind ``sentences``

    def text(self) -> str:
        """The move alone in words: its sentences, else its choice, never a bare id."""
        return " ".join(self.sentences) or self.label or tr(self.lang, "story-hidden-choice")


@dataclass(frozen=True)
class Turn:
    """Consecutive moves of one seat in one round (a chain of decisions)."""

    round: int | None
    seat: int
    name: str
    moves: tuple[StoryMove, ...]
    undone: bool
    lang: str = DEFAULT_LANGUAGE
    seats: tuple[SeatInfo, ...] = ()

    @property
    def first_seq(self) -> int:
        return self.moves[0].seq

    @property
    def last_seq(self) -> int:
        return self.moves[-1].seq

    def lines(self) -> list[str]:
        """``Ann: sends a dwarf to Logging; takes 3 wood.``, with the game's own sentences
        (a reveal, a new round) indented where they happened."""
        mark = tr(self.lang, "story-taken-back") if self.undone else ""
        out: list[str] = []
        own: list[tuple[str, dict[str, Any] | None]] = []   # since the last general one

        def flush() -> None:
            if own:
                said = _said_once(own, self.seats, self.lang)
                out.append(texts.labelled(self.name, _line(said, self.name, self.lang),
                                          self.lang) + mark)
                own.clear()

        for move in self.moves:
            events: Sequence[dict[str, Any] | None] = move.events or [None] * len(
                move.sentences)
            for sentence, event in zip(move.sentences, events, strict=True):
                if sentence in move.general:
                    flush()   # kept in order: a reveal in mid-turn stays in mid-turn
                    out.append(f"  {sentence}{mark}")
                else:
                    own.append((sentence, event))
        flush()
        if not out:
            own.extend((tr(self.lang, "story-chose", choice=label), None)
                       for label in self.choices())
            own.extend([] if own else [(tr(self.lang, "story-made-hidden-choice"), None)])
            flush()
        return out

    def choices(self) -> list[str]:
        """The labels of its choices that say something (not "Back", "End turn", "…")."""
        return [m.label for m in self.moves if m.telling]

    def says_something(self) -> bool:
        hidden = [m for m in self.moves if not m.label and m.option_id not in NAVIGATION]
        return any(m.sentences for m in self.moves) or bool(self.choices()) or bool(hidden)


def _telling(option_id: str, english: str) -> bool:
    # Judged on the English label: the same in every language, and what the engines write.
    return bool(english) and option_id not in NAVIGATION and not (
        english.endswith("…") or english == "End turn")


def _joined(sentences: Sequence[str], name: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """Sentences of one player as one line, their name said once (the line starts with
    it): "Ann: takes 3 wood; sows 2 grain." A sentence that does not start with the name
    ("Ann's expedition brings back…") is kept whole."""
    name = shown(name)   # as the sentences hold it (escaped)
    parts = []
    for sentence in sentences:
        part = sentence[len(name) + 1:] if sentence.startswith(name + " ") else sentence
        # After « Éloïse : » and « ; » a French sentence goes on in small letters.
        part = in_clause(part) if lang == "fr" else part
        parts.append(part.rstrip().rstrip("."))
    if lang == "fr":
        parts = _one_verb(parts)
    return tr(lang, "story-separator").join(parts) + "."


# French clauses that only list what a player takes: said one after the other, their verb
# is said once (« prend le pion Premier joueur, 1 PN et 2 minerais », not « prend … ;
# prend 1 PN ; prend 2 minerais »).
_LISTING_VERBS = frozenset({"prend", "reçoit", "convertit", "échange"})


def _one_verb(parts: Sequence[str]) -> list[str]:
    out: list[str] = []
    things: list[str] = []   # what the last clause of out lists after its verb
    for part in parts:
        verb, _, rest = part.partition(" ")
        if out and things and rest and verb == out[-1].split(" ", 1)[0] \
                and not any(mark in rest for mark in ":;"):
            things.extend(rest.split(", ")[:-1] + rest.split(", ")[-1].split(" et "))
            out[-1] = verb + " " + (", ".join(things[:-1]) + " et " + things[-1])
            continue
        out.append(part)
        listed = verb in _LISTING_VERBS and rest and not any(mark in rest for mark in ":;")
        things = (rest.split(", ")[:-1] + rest.split(", ")[-1].split(" et ")) if listed \
            else []
    return out


# Sentences about a seat that no decision of that seat made: dice rolled for everyone as a
# round begins, goods a furnishing gives at the start of a round. They belong to nobody's
# turn, as does everything a move sets off for other seats (see ``_sentences``).
AUTOMATIC = frozenset({"tavern-ev-rolls", "tavern-ev-white-roll", "caverna-ev-suppliers",
                       "caverna-ev-round-start-gain"})
# A sentence that only repeats the one before it: an expedition's loot, then its taking.
REPEATS = {"caverna-ev-takes": "caverna-ev-loot"}
# A sentence that repeats an earlier one of the line, wherever it stands: the loot said
# « +1 à la force de toutes les armes », the sharpening after it says it again.
REPEATS_EARLIER = {"caverna-ev-sharpen": "caverna-ev-loot"}
# Two sentences said one after the other that make one (« regarde 3 cartes Objet et en
# ajoute 1 à sa main »): (first key, second key) → the message that says both, with the
# first's arguments and the second's count as ``kept``.
PAIRS = {("tavern-ev-looks-items", "tavern-ev-adds-items"): "tavern-ev-looks-adds-items"}
# A message said again with other values merges into a list: the event first takes the
# shape whose LISTED entry joins it (« défausse 2 jetons Modificateur et transforme un 3
# en 2 et un 6 en 5 »).
AS_LIST = {"tavern-ev-modifier": ("tavern-ev-modifiers", "changes", "tavern-modifier-change",
                                  ("old", "new"))}
# Sentences of one kind said one after the other that differ in one list of things: said
# once, with the things joined by the game's list messages (« l'expédition d'Anaïs
# rapporte : 1 bois et 1 céréale »). Key: (the placeholder, the joining messages).
LISTED = {"caverna-ev-loot": ("loot", "caverna-comma", "caverna-comma-last"),
          "caverna-ev-loot-more": ("loot", "caverna-comma", "caverna-comma-last"),
          "tavern-ev-modifiers": ("changes", "tavern-comma", "tavern-comma-last")}
# The same sentence said again further on in a line, without its owner (« l'expédition
# rapporte aussi : … »): a second loot of one expedition after what the first one built.
AGAIN = {"caverna-ev-loot": "caverna-ev-loot-more"}
# Counts an engine leaves out of an event's message because they were always 1: a merged
# event says how many ("converts 3 emmer into 3 food").
COUNT_ONE = frozenset({"cvc-ev-convert"})


def _shape(value: Any) -> Any:
    """A message with its counts left out: two events of one shape say the same thing
    about different amounts."""
    if isinstance(value, dict):
        return tuple(sorted((k, "#" if _is_count(k, v) else _shape(v))
                            for k, v in value.items()))
    if isinstance(value, list):
        return tuple(_shape(v) for v in value)
    return value


def _is_count(key: str, value: Any) -> bool:
    return key == "count" and isinstance(value, int) and not isinstance(value, bool)


def _added(a: Any, b: Any) -> Any:
    """Two messages of one shape as one, their counts added."""
    if isinstance(a, dict):
        return {k: a[k] + b[k] if _is_count(k, a[k]) else _added(a[k], b[k]) for k in a}
    if isinstance(a, list):
        return [_added(x, y) for x, y in zip(a, b, strict=True)]
    return a


def _counted(value: Any) -> bool:
    if isinstance(value, dict):
        return any(_is_count(k, v) or _counted(v) for k, v in value.items())
    return isinstance(value, list) and any(_counted(v) for v in value)


def merged_events(events: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """A player's events said once each: identical ones merged, their counts added
    ("releases 1 donkey" twice: "releases 2 donkeys"; an identical one with nothing to
    count is said once), and a taking that repeats the loot just announced left out."""
    out: list[dict[str, Any]] = []
    where: dict[Any, int] = {}
    listed: list[Any] = []   # the things of the last event when LISTED joins them
    for ev in events:
        msg = ev.get("msg")
        if not isinstance(msg, dict) or not isinstance(msg.get("key"), str):
            out.append(ev)
            continue
        key = msg["key"]
        if key in AS_LIST:
            key, name, part, moved = AS_LIST[key]
            args = dict(msg.get("args") or {})
            change = {"key": part, "args": {k: args.pop(k, None) for k in moved}}
            msg = {**msg, "key": key, "args": {**args, "count": 1, name: change}}
            ev = {**ev, "msg": msg}
        before = out[-1].get("msg") if out else None
        pair = PAIRS.get((before.get("key"), key)) if isinstance(before, dict) else None
        if pair and out[-1].get("seat") == ev.get("seat"):
            kept = (msg.get("args") or {}).get("count")
            out[-1] = {**out[-1], "msg": {**before, "key": pair,
                                          "args": {**before["args"], "kept": kept}}}
            continue
        if REPEATS_EARLIER.get(key) and any(
                isinstance(e.get("msg"), dict) and e["msg"].get("key") == REPEATS_EARLIER[key]
                and e.get("seat") == ev.get("seat") for e in out):
            continue
        if key in AGAIN and out and not _same_but(out[-1], ev, LISTED[key][0]) \
                and any(_same_but(e, ev, LISTED[key][0]) for e in out):
            # The same expedition's loot further on in the line: its owner is said once.
            msg = {**msg, "key": AGAIN[key]}
            ev = {**ev, "msg": msg}
            key = msg["key"]
        if key in LISTED and out and _same_but(out[-1], ev, LISTED[key][0]):
            listed.append(msg["args"][LISTED[key][0]])
            out[-1] = _listing(out[-1], listed, *LISTED[key])
            if "count" in out[-1]["msg"]["args"]:   # how many things the list holds
                out[-1]["msg"]["args"]["count"] = len(listed)
            continue
        listed = [msg["args"][LISTED[key][0]]] if key in LISTED else []
        if key in COUNT_ONE and "count" not in (msg.get("args") or {}):
            msg = {**msg, "args": {**(msg.get("args") or {}), "count": 1}}
        before = out[-1].get("msg") if out else None
        if REPEATS.get(key) and isinstance(before, dict) and before.get("key") == REPEATS[key]:
            continue
        shape = (ev.get("seat"), _shape(msg))
        if shape in where:
            if _counted(msg):
                first = out[where[shape]]
                out[where[shape]] = {**first, "msg": _added(first["msg"], msg)}
            continue
        where[shape] = len(out)
        out.append({**ev, "msg": msg})
    return out


def _same_but(a: dict[str, Any], b: dict[str, Any], name: str) -> bool:
    """Two events of one seat and message that differ at most in placeholder ``name``."""
    ma, mb = a.get("msg") or {}, b.get("msg") or {}
    # A list made by AS_LIST counts its things: the count differs as the list grows.
    left = {name, "count"} if ma.get("key") in _COUNTED_LISTS else {name}
    others = {k: v for k, v in (ma.get("args") or {}).items() if k not in left}
    return (a.get("seat") == b.get("seat") and ma.get("key") == mb.get("key")
            and others == {k: v for k, v in (mb.get("args") or {}).items() if k not in left})


_COUNTED_LISTS = frozenset(shape[0] for shape in AS_LIST.values())


def _listing(ev: dict[str, Any], things: Sequence[Any], name: str, comma: str,
             last: str) -> dict[str, Any]:
    joined = things[0]
    for index, thing in enumerate(things[1:], 2):
        joined = {"key": last if index == len(things) else comma,
                  "args": {"a": joined, "b": thing}}
    msg = ev["msg"]
    return {**ev, "msg": {**msg, "args": {**msg["args"], name: joined}}}


def _said_once(own: Sequence[tuple[str, dict[str, Any] | None]], seats: Sequence[SeatInfo],
               lang: str) -> list[str]:
    """A player's sentences of one line, each said once (see :func:`merged_events`)."""
    if any(event is None for _, event in own):
        return list(dict.fromkeys(sentence for sentence, _ in own))
    events = [event for _, event in own if event is not None]
    return list(dict.fromkeys(texts.with_names(texts.event_text(ev, lang), seats)
                              for ev in merged_events(events)))


def _line(sentences: Sequence[str], name: str, lang: str) -> str:
    """One player's sentences as one line in ``lang``'s punctuation: "a; b." or, in
    Japanese, each sentence kept whole ("a。b。") without the player's name."""
    if texts.sentences_run_on(lang):
        return texts.joined_sentences([texts.without_subject(s, name, lang)
                                       for s in sentences], lang)
    return _joined(sentences, name, lang)


@dataclass(frozen=True)
class Page:
    """One page of the story: its lines and where it sits among the pages."""

    number: int        # 0-based
    count: int
    lines: tuple[str, ...]

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


@dataclass(frozen=True)
class Story:
    """A game's whole story; :meth:`pages` cuts it into pages by round and turn."""

    title: str
    turns: tuple[Turn, ...]          # those that say something
    current_round: int | None
    moves: tuple[StoryMove, ...] = ()  # every stored move, in order
    lang: str = DEFAULT_LANGUAGE
    game: str = ""                   # the game's key, for its own name of a round

    def rounds(self) -> list[int]:
        return sorted({t.round for t in self.turns if t.round is not None})

    def selected(self, round_number: int | None = None) -> list[Turn]:
        if round_number is None:
            return list(self.turns)
        return [t for t in self.turns if t.round == round_number]

    def last_turn_of(self, seat: int) -> Turn | None:
        """The seat's latest turn that still stands (not taken back)."""
        return next((t for t in reversed(self.turns) if t.seat == seat and not t.undone),
                    None)

    def blocks(self, round_number: int | None = None,
               since_seq: int | None = None) -> list[tuple[int | None, list[str]]]:
        """Lines in blocks that a page keeps together when it can, one per turn, each with
        its round: a round's heading goes with its first turn, and ``since_seq`` puts a
        marker before the first turn played after that move."""
        out: list[tuple[int | None, list[str]]] = []
        shown_round: int | str | None = "none yet"
        marked = since_seq is None
        for turn in self.selected(round_number):
            block: list[str] = []
            if since_seq is not None and not marked and turn.first_seq > since_seq:
                block.append(since_mark(self.lang))
                marked = True
            if turn.round != shown_round:
                block.append(heading(turn.round, self.lang, self.game))
                shown_round = turn.round
            block.extend(turn.lines())
            out.append((turn.round, block))
        return out

    def pages(self, round_number: int | None = None, since_seq: int | None = None,
              size: int = PAGE_CHARS) -> list[Page]:
        """The story cut into pages of at most ``size`` characters, oldest first; a turn
        stays on one page when it fits, and a page that begins inside a round says which
        round it continues."""
        chunks: list[list[str]] = []
        current: list[str] = []

        def length() -> int:
            return sum(len(line) + 1 for line in current) - 1

        def start(rnd: int | None, block: list[str]) -> None:
            nonlocal current
            if current:
                chunks.append(current)
            current = [] if heading(rnd, self.lang, self.game) in block else [continued(rnd)]

        def continued(rnd: int | None) -> str:
            return tr(self.lang, "story-continued", heading=heading(rnd, self.lang, self.game))

        for rnd, block in self.blocks(round_number, since_seq):
            room = size - len(continued(rnd)) - 1
            block = [part for line in block for part in _wrap(line, room)]
            added = sum(len(line) + 1 for line in block)
            if current and length() + added > size:
                start(rnd, block)
            if not current:
                start(rnd, block)
            for line in block:   # a turn longer than a page goes on over pages
                if current and length() + len(line) + 1 > size:
                    start(rnd, [line])
                current.append(line)
        if current:
            chunks.append(current)
        return [Page(i, len(chunks), tuple(lines)) for i, lines in enumerate(chunks)]

    def marked_page(self, pages: Sequence[Page]) -> int:
        """The page holding the "since your last move" marker, else the last page."""
        for page in pages:
            if since_mark(self.lang) in page.lines:
                return page.number
        return max(0, len(pages) - 1)

    def full_text(self) -> str:
        """The whole story as plain text, for a file to download."""
        lines = [tr(self.lang, "story-file-title", title=self.title)]
        for _, block in self.blocks():
            lines.extend(block)
        return "\n".join(lines) + "\n"


def _wrap(line: str, size: int) -> list[str]:
    """A line longer than ``size`` as several, cut after a "; " (or a Japanese "。")
    where one fits."""
    size = max(size, 40)  # room for the indent, so every cut makes progress
    out: list[str] = []
    while len(line) > size:
        cut = max(line.rfind("; ", 0, size - 1), line.rfind("。", 0, size - 1))
        cut = cut + 1 if cut > size // 2 else size
        out.append(line[:cut].rstrip())
        line = "    " + line[cut:].lstrip()
    out.append(line)
    return out


def build(engine: Engine, row: GameRow, seats: Sequence[SeatInfo],
          moves: Sequence[MoveRow], lang: str = DEFAULT_LANGUAGE) -> Story:
    """The story of a game from its stored moves (undone ones included), in ``lang``."""
    state: State | None = None
    if row.state is not None:
        state = engine.new_game(len(seats), row.seed, row.options)
    told: list[StoryMove] = []
    for move in moves:
        rnd, label = round_and_label(engine, state, move)
        sentences, general, events = _sentences(move.events, seats, lang, move.seat)
        told.append(StoryMove(move.seq, move.seat, rnd, move.option_id,
                              texts.with_names(localize(label, lang), seats), sentences,
                              move.played_at, move.undone, general,
                              _telling(move.option_id, str(label)), lang, events))
        if state is not None and not move.undone:
            try:
                state = engine.apply(state, move.seat, move.option_id)
            except ValueError:
                # A game stored under older rules may no longer replay: its story goes on
                # from the stored sentences alone, without rounds or labels.
                state = None
    current = _round_of(engine, state) if state is not None else None
    return Story(texts.title(row.key, lang, engine.title), tuple(_turns(told, seats, lang)),
                 current, tuple(told), lang, row.key)


def round_and_label(engine: Engine, state: State | None,
                    move: MoveRow) -> tuple[int | None, str]:
    """The round the move was played in and the label of the option it chose."""
    if state is None:
        return None, ""
    label = ""
    for decision in engine.pending(state):
        if decision.seat != move.seat or decision.private:
            continue
        label = next((o.label for o in decision.options if o.id == move.option_id), "")
        if label:
            break
    return _round_of(engine, state), label


def _round_of(engine: Engine, state: State) -> int | None:
    # round_info is the engines' cheap accessor (rules.core.base); the view is the contract.
    info = getattr(engine, "round_info", None)
    value: Any = info(state)[0] if info is not None else engine.view(state, None).get("round")
    return int(value) if isinstance(value, int) else None


def _sentences(events: Sequence[dict[str, Any]], seats: Sequence[SeatInfo], lang: str,
               mover: int) -> tuple[tuple[str, ...], tuple[str, ...],
                                    tuple[dict[str, Any], ...]]:
    """The public sentences with names; those of them that belong to nobody's turn; and
    the events they say. A move's own sentences come first and are about its mover; from
    the first sentence about another seat or about no seat (the round ends, the next one
    begins, everyone rolls) the rest is what the move set off, filed under nobody."""
    public = tuple(ev for ev in events if ev.get("private_to") is None and ev.get("text"))
    sentences = tuple(texts.with_names(texts.event_text(ev, lang), seats) for ev in public)
    general: list[str] = []
    automatic = False
    for sentence, ev in zip(sentences, public, strict=True):
        msg = ev.get("msg")
        key = msg.get("key") if isinstance(msg, dict) else None
        automatic = automatic or ev.get("seat") != mover or key in AUTOMATIC
        if automatic:
            general.append(sentence)
    return sentences, tuple(general), public


def _turns(moves: Sequence[StoryMove], seats: Sequence[SeatInfo], lang: str) -> list[Turn]:
    out: list[Turn] = []
    group: list[StoryMove] = []

    def close() -> None:
        if group:
            first = group[0]
            out.append(Turn(first.round, first.seat, texts.seat_name(seats, first.seat, lang),
                            tuple(group), first.undone, lang, tuple(seats)))
            group.clear()

    for move in moves:
        if group and (move.seat, move.round, move.undone) != (
                group[0].seat, group[0].round, group[0].undone):
            close()
        group.append(move)
    close()
    # A turn of pure menu steps (opened and closed "Convert goods…") says nothing.
    return [t for t in out if t.says_something()]
