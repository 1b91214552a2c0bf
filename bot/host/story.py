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
from dataclasses import dataclass, field
from typing import Any

from bot import texts
from bot.event_merge import merged_events
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
        gap = "" if texts.sentences_run_on(self.lang) else " "   # no space after « 。 »
        return gap.join(self.sentences) or self.label or tr(self.lang, "story-hidden-choice")


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
        head, tail = self.split_lines()
        return head + tail

    def split_lines(self) -> tuple[list[str], list[str]]:
        """:meth:`lines`, cut where the next round begins (« Round 2 begins: … » and what
        follows it, said by the round's last move): those go under the next round."""
        mark = tr(self.lang, "story-taken-back") if self.undone else ""
        out: list[str] = []
        own: list[tuple[str, dict[str, Any] | None]] = []   # since the last general one
        starts: int | None = None   # where in out the next round begins

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
                    key = ((event or {}).get("msg") or {}).get("key")
                    if starts is None and key in ROUND_STARTS and move is self.moves[-1]:
                        starts = len(out)
                    out.append(f"  {sentence}{mark}")
                else:
                    own.append((sentence, event))
        flush()
        if not out:
            own.extend((tr(self.lang, "story-chose", choice=label), None)
                       for label in self.choices())
            own.extend([] if own else [(tr(self.lang, "story-made-hidden-choice"), None)])
            flush()
        if starts is None or starts == 0:
            return out, []
        return out[:starts], out[starts:]

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
        # The name left out, and in French an owner said again becomes a possessive
        # (« l'expédition de Benoît » → « son expédition » on Benoît's line).
        part = texts.without_subject(sentence, name, lang)
        # After « Éloïse : » and « ; » a French sentence goes on in small letters.
        part = in_clause(part) if lang == "fr" else part
        parts.append(part.rstrip().rstrip("."))
    if lang in _LISTING_VERBS:
        parts = _one_verb(parts, lang)
    return tr(lang, "story-separator").join(parts) + "."


# Clauses that only list what a player takes: said one after the other, their verb is said
# once (« prend le pion Premier joueur, 1 PN et 2 minerais », not « prend … ; prend 1 PN ;
# prend 2 minerais »; « takes 1 ore, 3 stone and 2 wood », not « takes 1 ore and 3 stone;
# takes 2 wood »). By language: the verbs that list, those of them that convert (a clause
# « 1 rubis et 1 PN en 1 bœuf » is one thing, never cut at its « et »), and the word that
# ends a list.
_LISTING_VERBS = {
    "fr": (frozenset({"prend", "reçoit", "convertit", "échange"}),
           frozenset({"convertit", "échange"}), " et "),
    "en": (frozenset({"takes", "gets", "converts", "trades"}),
           frozenset({"converts", "trades"}), " and ")}


def _one_verb(parts: Sequence[str], lang: str = "fr") -> list[str]:
    verbs, converting, last = _LISTING_VERBS[lang]

    def listed(verb: str, rest: str) -> list[str] | None:
        """The things a clause lists, None when it may not take more (nor join another)."""
        if verb not in verbs or not rest or any(mark in rest for mark in ":;"):
            return None
        if verb in converting:
            # « convertit 1 rubis, 1 PN en 1 bœuf et 1 bœuf en 3 PN » read as a list of
            # three: a conversion that pays two goods keeps its own clause.
            return None if last in rest else [rest]
        return rest.split(", ")[:-1] + rest.split(", ")[-1].split(last)

    out: list[str] = []
    things: list[str] = []   # what the last clause of out lists after its verb
    for part in parts:
        verb, _, rest = part.partition(" ")
        more = listed(verb, rest)
        if out and things and more and verb == out[-1].split(" ", 1)[0]:
            things.extend(more)
            out[-1] = verb + " " + (", ".join(things[:-1]) + last + things[-1])
            continue
        out.append(part)
        things = more or []
    return out


# A new round's first sentence: it and what follows go under the new round's heading.
ROUND_STARTS = frozenset({"cvc-ev-round", "caverna-ev-round", "tavern-ev-round"})
# Sentences about a seat that no decision of that seat made: dice rolled for everyone as a
# round begins, goods a furnishing gives at the start of a round. They belong to nobody's
# turn, as does everything a move sets off for other seats (see ``_sentences``).
AUTOMATIC = frozenset({"tavern-ev-rolls", "tavern-ev-white-roll", "caverna-ev-suppliers",
                       "caverna-ev-round-start-gain"})
def _said_once(own: Sequence[tuple[str, dict[str, Any] | None]], seats: Sequence[SeatInfo],
               lang: str) -> list[str]:
    """A player's sentences of one line, each said once (see :func:`merged_events`)."""
    if any(event is None for _, event in own):
        return list(dict.fromkeys(sentence for sentence, _ in own))
    events = [event for _, event in own if event is not None]
    return list(dict.fromkeys(texts.with_names(texts.event_text(ev, lang), seats, lang)
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
    # The position after the moves told (None: not replayed), so that a story with more
    # moves goes on from here instead of replaying the game from its seed (see build).
    end: State | None = field(default=None, compare=False, repr=False)

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
        turns = self.selected(round_number)
        carried: list[str] = []   # the next round's start, said by the last move before it
        for index, turn in enumerate(turns):
            block: list[str] = []
            if since_seq is not None and not marked and turn.first_seq > since_seq:
                block.append(since_mark(self.lang))
                marked = True
            if turn.round != shown_round:
                block.append(heading(turn.round, self.lang, self.game))
                shown_round = turn.round
            block.extend(carried)
            head, tail = turn.split_lines()
            following = turns[index + 1] if index + 1 < len(turns) else None
            # Moved only when the next round's own heading follows in this story.
            moves_on = following is not None and following.round != turn.round \
                and isinstance(turn.round, int) and following.round == turn.round + 1
            carried = tail if moves_on else []
            block.extend(head if moves_on else head + tail)
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
          moves: Sequence[MoveRow], lang: str = DEFAULT_LANGUAGE,
          since: Story | None = None) -> Story:
    """The story of a game from its stored moves (undone ones included), in ``lang``.

    ``since``: the story of the same game told with the same seats in the same language
    before some moves were added: told on from where it ended (a page re-read after each
    move then costs the new moves, not a replay of the whole game). Used only when its
    moves are still the first ones, none taken back since."""
    state: State | None = None
    opening: list[StoryMove] = []
    if row.state is not None:
        state = engine.new_game(len(seats), row.seed, row.options)
        # What the setup said (Caverna's round 1 action space, the Tavern's first orders):
        # the story opens with it, as the start announced it, not from the first move.
        opening = [m for m in [_opening(engine, state, seats, lang)] if m.sentences]
    told: list[StoryMove] = []
    if since is not None and since.lang == lang and since.game == row.key \
            and len(since.moves) <= len(moves) and all(
                (old.seq, old.undone) == (new.seq, new.undone)
                for old, new in zip(since.moves, moves[:len(since.moves)], strict=True)):
        state = since.end if row.state is not None else None
        told = list(since.moves)
    for move in moves[len(told):]:
        rnd, label = round_and_label(engine, state, move)
        sentences, general, events = _sentences(move.events, seats, lang, move.seat)
        told.append(StoryMove(move.seq, move.seat, rnd, move.option_id,
                              texts.with_names(localize(label, lang), seats, lang), sentences,
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
    return Story(texts.title(row.key, lang, engine.title),
                 tuple(_turns([*opening, *told], seats, lang)),
                 current, tuple(told), lang, row.key, state)


OPENING_SEAT = -1   # the story's opening: what the setup said, nobody's turn


def _opening(engine: Engine, state: State, seats: Sequence[SeatInfo],
             lang: str) -> StoryMove:
    """The setup's public sentences as the story's first entry (seq 0, nobody's)."""
    said = getattr(engine, "last_events", None)   # a test's bare engine may say nothing
    sentences, general, events = _sentences(said(state) if said else [], seats, lang,
                                            OPENING_SEAT)
    return StoryMove(0, OPENING_SEAT, _round_of(engine, state), "", "", sentences, 0.0,
                     False, general, False, lang, events)


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
    sentences = tuple(texts.with_names(texts.event_text(ev, lang), seats, lang)
                      for ev in public)
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
