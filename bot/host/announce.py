"""Announcing stored changes: the turn message, pings, DMs — recorded in the outbox.

Every change of a running game (a move, the start, an undo, a resume, the end) calls
:meth:`Announcer.record` inside its own transaction: the turn policy decides what the
channel is told, the new turn memory is stored and an outbox row is written, all with the
change. A front end then carries out the undelivered rows of the channel
(:meth:`Announcer.deliveries`: per game, only the newest turn message is posted, with
whoever superseded ones mentioned and who still must act) and marks them delivered.
Each row is claimed by one process (its holder token); at start-up a process releases
the claims that processes now gone left on its shard's games, and what they left is
delivered again, each post keyed by a Discord nonce so a message a crash hid is found,
not repeated. The turn memory is read and written under the game's row lock.
Pictures are drawn once per posted turn message.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial, reduce
from typing import Any

import aiosqlite

from bot import images, texts
from bot.host import game_end
from bot.host.core import HostCore, Service
from bot.host.languages import LanguageService
from bot.host.live import Change
from bot.host.turn_policy import PendingSeat, TurnMemory, TurnPlan, plan_change, signature
from bot.i18n import DEFAULT_LANGUAGE, Composed, Text, localize, localizer, tr
from bot.outcomes import (
    ChannelNote,
    DecisionInfo,
    Delivery,
    Image,
    MoveOutcome,
    OptionChoice,
    Results,
    SeatInfo,
    TurnMessage,
)
from bot.store import games as games_db
from bot.store import settings as settings_db
from bot.store import turns as turns_db
from bot.store.games import GameRow
from rules import Engine, State

# A turn message without its mentions: text, carried decision, "my choices" button.
_TurnBody = tuple[str, DecisionInfo | None, bool]

# Delivered outbox rows are kept this long (seconds), then pruned.
KEEP_DELIVERED = 7 * 24 * 3600
MAX_SUMMARY_LINES = 30
# A claim this old belongs to a deliverer that died (a post takes seconds, not minutes).
STALE_CLAIM_SECONDS = 300.0


class Announcer(Service):
    def __init__(self, core: HostCore, languages: LanguageService | None = None) -> None:
        super().__init__(core)
        # Public texts are rendered in the channel's language when they are recorded.
        self.languages = languages

    async def _language(self, conn: aiosqlite.Connection, channel_id: int) -> str:
        if self.languages is None:
            return DEFAULT_LANGUAGE
        return await self.languages.public_language(conn, channel_id)

    def _reader(self, user_id: int, lang: str) -> str:
        """The language member ``user_id`` reads, else ``lang``."""
        return lang if self.languages is None else self.languages.member_language(user_id, lang)

    async def record(self, conn: aiosqlite.Connection, row: GameRow, version: int,
                     state: State, seats: Sequence[SeatInfo], events: Sequence[dict[str, Any]],
                     *, mover: int | None = None, fresh: bool = False, header: Text = "",
                     results: Results | None = None, mover_user_id: int | None = None
                     ) -> MoveOutcome:
        """Plan what the channel is told about this change; store memory and outbox row.

        Call inside the change's transaction, after its move (if any) was appended.
        """
        # Pages and other processes hear of the change once it is committed.
        await self.core.live.stage(conn, Change(row.id, version, row.channel_id, row.guild_id))
        engine = self.core.engine(row.key)
        over = results is not None and results.over
        decisions = () if over else self.core.decisions(engine, state, seats, public=False)
        pending = [PendingSeat(d.seat, signature(d.prompt, (o.id for o in d.options)),
                               d.private) for d in decisions]
        # Locked: a delivery recording its message id meanwhile cannot write an older memory.
        memory = TurnMemory.from_json(await turns_db.memory_for_update(conn, row.id))
        memory, plan = plan_change(memory, pending, version=version,
                                   round_number=_round_of(engine, state), mover=mover, over=over,
                                   fresh=fresh)
        decisions = tuple(replace(d, stamp=plan.stamps.get(d.seat, version)) for d in decisions)
        pinged = self.core.user_ids(seats, plan.ping_seats)
        lang = await self._language(conn, row.channel_id)
        public_events = texts.events_text(events, seats, lang)
        header = localize(header, lang)
        results_text = results.text_in(lang) if over and results is not None else ""
        post = edit = None
        body: str | None = None   # the post without its mentions
        if plan.post:
            story = await self._story_since(conn, row.id, memory.posted_seq, seats, lang)
            summary = "\n".join(p for p in (header, story or public_events) if p)
            if results_text:
                summary = "\n".join(p for p in (summary, results_text) if p)
            memory = replace(memory, posted_seq=await turns_db.last_seq(conn, row.id),
                             header=summary)
            # The post and its body share one text: the labels are localized once.
            turn = self._turn_body(memory.header, plan, decisions, seats, lang)
            body = turn[0]
            post = self._with_mentions(row.id, turn, pinged, lang)
            post = replace(post, rematch=over and results is not None and results.end_reason
                           in ("finished", "resigned"))   # the final message: Rematch
        elif plan.edit:
            edit = self._turn_message(row.id, memory.header, plan, decisions, seats, (), lang)
        await turns_db.save_memory(conn, row.id, memory.to_json())
        private = self._private_texts(events, seats)
        dms = await self._direct_messages(conn, row, private, decisions, pinged, mover_user_id,
                                          lang)
        outbox_id = await turns_db.add(
            conn, row.id, row.channel_id, version,
            {"post": _message_json(post), "edit": _message_json(edit),
             "dms": [list(d) for d in dms],
             # Who must act now, and the post without its mentions: a later post that
             # supersedes this one before delivery mentions whoever still waits for it.
             "acting": self.core.user_ids(seats, plan.acting),
             "body": body},
            self.core.clock())
        mover_next = tuple(d for d in decisions if d.seat == mover) if mover is not None else ()
        return MoveOutcome(
            game_id=row.id, channel_id=row.channel_id, version=version,
            public_text="\n".join(p for p in (header, public_events, results_text) if p),
            mention_user_ids=tuple(pinged),
            private_texts=private,
            dm_user_ids=tuple(u for u, _ in dms if u in pinged), images=(),
            # A game ended by resignation is not over for the engine: nobody acts any more.
            # The view (~1.4 ms in Caverna) is built only if the board's words are read:
            # states are never changed in place, so building it later sees the same view.
            board_words=partial(_board_words, engine, row.key, state, over, tuple(seats),
                                lang), over=over,
            results=results, outbox_id=outbox_id, post=post, edit=edit,
            mover_user_id=mover_user_id, mover_next=mover_next,
            mover_private=private.get(mover_user_id or -1, ""))

    async def pictured(self, outcome: MoveOutcome, row: GameRow, state: State,
                       seats: Sequence[SeatInfo]) -> MoveOutcome:
        """Draw the pictures of a posted turn message (once per hand-over, not per step)."""
        if outcome.post is None or not self.core.draw_images:
            return outcome
        # One phone-first picture per hand-over; the full boards are a button away.
        view = self.core.engine(row.key).view(state, None)
        # The picture speaks the turn message's language (the channel's).
        pictures = await (game_end.results_card(self.core, row.id, outcome.post.lang)
                          if outcome.over else images.draw_turn(
                              row.key, view, names=self.core.names(seats, outcome.post.lang),
                              say=localizer(outcome.post.lang)))
        if outcome.outbox_id is not None:
            # Kept per game, only for its newest post: bounded even if nobody delivers.
            self.core.pictures[row.id] = (outcome.outbox_id, pictures, outcome.board_text)
        return replace(outcome, images=pictures)

    async def tell(self, row: GameRow, text: Text, *, mentions: Sequence[int] = (),
                   undo_request: tuple[int, int] | None = None,
                   lobby_game_id: int | None = None,
                   closes_request: tuple[int, int] | None = None) -> int:
        """Record a public message for the channel of ``row``'s game that is no turn
        message (:class:`ChannelNote`): what a Discord command posts itself, asked for by
        the web table, which cannot post. Delivered like a move's announcement (the bot
        follows the change), in the channel's language, mentions first as the commands
        write them (``text`` holds them). Pages of the game hear of it too (``note``):
        they read it again."""
        async with self.core.db.transaction() as conn:
            lang = await self._language(conn, row.channel_id)
            note = {"content": localize(text, lang), "mentions": list(mentions),
                    "lang": lang, "undo": list(undo_request) if undo_request else None,
                    "lobby": lobby_game_id,
                    "closes": list(closes_request) if closes_request else None}
            await self.core.live.stage(conn, Change(row.id, row.version, row.channel_id,
                                                    row.guild_id, note=True))
            return await turns_db.add(conn, row.id, row.channel_id, row.version,
                                      {"post": None, "edit": None, "dms": [],
                                       "notes": [note]}, self.core.clock())

    async def touch(self, row: GameRow) -> None:
        """Tell the pages of ``row``'s game to read it again though its version is the
        same (a player agreed to an undo request): nothing for the channel."""
        async with self.core.db.transaction() as conn:
            await self.core.live.stage(conn, Change(row.id, row.version, row.channel_id,
                                                    row.guild_id, note=True))

    # ----- delivery (front ends) -------------------------------------------------------
    async def deliveries(self, channel_id: int | None = None) -> list[Delivery]:
        """What the undelivered outbox rows (of one channel, or all) make each game's
        channel show, each claimed for the caller so no other deliverer posts it too.

        Rows are claimed in order: after a row another deliverer holds, none of its game's
        later rows is taken. A game's rows become one delivery: only its newest turn
        message is posted (an older one never reaches the channel late, with old text or
        mentions), then the latest edit made after it."""
        async with self.core.db.read() as conn:
            rows = await turns_db.undelivered(conn, channel_id)
        now = self.core.clock()
        claimed: dict[int, list[turns_db.OutboxRow]] = {}
        blocked: set[int] = set()
        async with self.core.db.transaction() as conn:
            for r in rows:
                if r.game_id in blocked:
                    continue
                if await turns_db.claim(conn, r.id, self.core.holder, now,
                                        now - STALE_CLAIM_SECONDS):
                    claimed.setdefault(r.game_id, []).append(r)
                else:
                    blocked.add(r.game_id)
        return [await self._delivery(game_rows) for game_rows in claimed.values()]

    async def _delivery(self, rows: list[turns_db.OutboxRow]) -> Delivery:
        first = rows[0]
        posts = [r for r in rows if r.plan.get("post")]
        newest = posts[-1] if posts else None
        later = rows[rows.index(newest) + 1:] if newest is not None else rows
        edit = next((_message(r.plan["edit"]) for r in reversed(later) if r.plan.get("edit")),
                    None)
        dms = tuple((int(u), str(t)) for r in rows for u, t in r.plan.get("dms") or ())
        covers = tuple(r.id for r in rows)
        notes = tuple(_note(n, f"{nonce(r.id)}-{i}") for r in rows
                      for i, n in enumerate(r.plan.get("notes") or ()))
        if newest is None:
            return Delivery(first.id, first.game_id, first.channel_id, None, edit, (), "", dms,
                            covers, notes=notes)
        post = _carried_mentions(newest, posts[:-1])
        pictures: tuple[Image, ...] = ()
        alt = ""
        cached = self.core.pictures.get(newest.game_id)
        if cached is not None and cached[0] == newest.id:
            _, pictures, alt = self.core.pictures.pop(newest.game_id)
        else:
            # Drawn before a crash and lost with the process: draw the position again.
            pictures, alt = await self._pictures_now(newest.game_id)
        # A superseded post that a deliverer took before may be in the channel already.
        probes = tuple(nonce(r.id) for r in posts[:-1] if r.claimed_by is not None)
        return Delivery(newest.id, newest.game_id, newest.channel_id, post, edit, pictures, alt,
                        dms, covers, nonce(newest.id), probes, notes)

    async def _pictures_now(self, game_id: int) -> tuple[tuple[Image, ...], str]:
        async with self.core.db.read() as conn:
            row = await games_db.get_game(conn, game_id)
        if row is None or row.state is None or not self.core.draw_images:
            return (), ""
        seats = await self.core.seats(game_id)
        engine = self.core.engine(row.key)
        view = engine.view(self.core.state(row), None)
        async with self.core.db.read() as conn:
            lang = await self._language(conn, row.channel_id)
        if row.status == "finished":   # the final message's results card
            return (await game_end.results_card(self.core, game_id, lang),
                    texts.board_text(row.key, {**view, "to_act": []}, seats, lang, engine.title))
        pictures = await images.draw_turn(row.key, view, names=self.core.names(seats, lang),
                                          say=localizer(lang))
        return pictures, texts.board_text(row.key, view, seats, lang, engine.title)

    async def pending_channels(self) -> list[int]:
        """Channels with announcements not yet posted (a crash, a refused post)."""
        async with self.core.db.read() as conn:
            return sorted({r.channel_id for r in await turns_db.undelivered(conn)
                           if self.core.serves(r.channel_id)})

    async def recover_deliveries(self) -> int:
        """At start-up: release the claims left by processes that are gone, for the games
        of the servers this process serves (the shard's); returns how many. Their rows
        are then delivered again (the current turn, looked for by its nonce first)."""
        async with self.core.db.read() as conn:
            held = await turns_db.claims_of_others(conn, self.core.holder)
        mine = [outbox_id for outbox_id, guild_id in held if self.core.owns(guild_id)]
        if mine:
            async with self.core.db.transaction() as conn:
                await turns_db.release_claims(conn, mine)
        return len(mine)

    async def release(self, delivery: Delivery) -> None:
        """Posting failed: the rows are tried again by the next delivery (or /game turn)."""
        async with self.core.db.transaction() as conn:
            for outbox_id in delivery.covers or (delivery.outbox_id,):
                await turns_db.release(conn, outbox_id)

    async def turn_message_id(self, game_id: int) -> int | None:
        async with self.core.db.read() as conn:
            return TurnMemory.from_json(await turns_db.memory(conn, game_id)).turn_message_id

    async def current_turn_message(self, channel_id: int) -> int | None:
        """The recorded turn message of the channel's game (running, or the last one)."""
        async with self.core.db.read() as conn:
            row = await games_db.last_played_in(conn, channel_id)
            if row is None:
                return None
            return TurnMemory.from_json(await turns_db.memory(conn, row.id)).turn_message_id

    async def delivered(self, delivery: Delivery, message_id: int | None = None) -> None:
        """Mark the rows delivered; a posted message becomes the game's turn message."""
        now = self.core.clock()
        async with self.core.db.transaction() as conn:
            await turns_db.mark_delivered(conn, list(delivery.covers or (delivery.outbox_id,)),
                                          now)
            if message_id is not None:
                await self._set_turn_message(conn, delivery.game_id, message_id)
            # Only the newest turn message may be edited; a row left behind is void.
            await turns_db.prune(conn, now - KEEP_DELIVERED)

    async def record_turn_message(self, game_id: int, message_id: int) -> None:
        async with self.core.db.transaction() as conn:
            await self._set_turn_message(conn, game_id, message_id)

    @staticmethod
    async def _set_turn_message(conn: aiosqlite.Connection, game_id: int,
                                message_id: int) -> None:
        # Under the game's row lock: a move stored meanwhile keeps its stamps.
        memory = TurnMemory.from_json(await turns_db.memory_for_update(conn, game_id))
        await turns_db.save_memory(conn, game_id,
                                   replace(memory, turn_message_id=message_id).to_json())

    async def current_turn(self, channel_id: int) -> Delivery:
        """The current turn message again, for a re-post (after permissions were fixed)."""
        row = await self.core.running_game(channel_id)
        seats = await self.core.seats(row.id)
        state = self.core.state(row)
        engine = self.core.engine(row.key)
        async with self.core.db.read() as conn:
            memory = TurnMemory.from_json(await turns_db.memory(conn, row.id))
            lang = await self._language(conn, row.channel_id)
        decisions = tuple(replace(d, stamp=memory.stamps.get(d.seat, row.version))
                          for d in self.core.decisions(engine, state, seats, public=False))
        plan = TurnPlan(True, False, (), tuple(d.seat for d in decisions), memory.stamps,
                        len(decisions) > 1, decisions[0].seat
                        if len(decisions) == 1 and not decisions[0].private else None)
        message = self._turn_message(row.id, memory.header, plan, decisions, seats, (), lang)
        pictures: tuple = ()
        if self.core.draw_images:
            pictures = await images.draw_turn(row.key, engine.view(state, None),
                                              names=self.core.names(seats, lang),
                                              say=localizer(lang))
        return Delivery(0, row.id, row.channel_id, message, None, pictures,
                        texts.board_text(row.key, engine.view(state, None), seats, lang,
                                         engine.title), ())

    # ----- building texts --------------------------------------------------------------
    def _turn_message(self, game_id: int, header: str, plan: TurnPlan,
                      decisions: Sequence[DecisionInfo], seats: Sequence[SeatInfo],
                      pinged: Sequence[int], lang: str = DEFAULT_LANGUAGE) -> TurnMessage:
        return self._with_mentions(game_id, self._turn_body(header, plan, decisions, seats,
                                                            lang), pinged, lang)

    @staticmethod
    def _with_mentions(game_id: int, turn: _TurnBody, pinged: Sequence[int],
                       lang: str) -> TurnMessage:
        text, single, choices_button = turn
        lines = [tr(lang, "turn-your-turn", mentions=" ".join(f"<@{u}>" for u in pinged))
                 ] if pinged else []
        if text:
            lines.append(text)
        return TurnMessage(game_id, "\n".join(lines), tuple(pinged), single,
                           choices_button=choices_button, lang=lang)

    @staticmethod
    def _turn_body(header: str, plan: TurnPlan, decisions: Sequence[DecisionInfo],
                   seats: Sequence[SeatInfo], lang: str) -> _TurnBody:
        """The turn message's text without its mentions, the decision whose buttons it
        carries, and whether it carries the "my choices" button."""
        # The channel reads prompts and buttons in its language; option ids are unchanged.
        # Only the one decision whose buttons the message carries needs its labels (a
        # Caverna decision has dozens: localizing all of them cost ~5% of a whole game).
        computers = {s.seat for s in seats if s.computer is not None}
        carried = next((d.seat for d in decisions if d.seat not in computers
                        and d.seat == plan.single_public), None)
        decisions = [replace(d, prompt=localize(d.prompt, lang),
                             options=tuple(OptionChoice(o.id, localize(o.label, lang))
                                           for o in d.options) if d.seat == carried
                             else d.options) for d in decisions]
        lines = []
        if header:
            lines.append(header)
        if plan.simultaneous:
            # Joined by the language's own sign (« ; » spaced in French, « 、 » in Japanese).
            who = reduce(
                lambda a, b: tr(lang, "turn-who-decides-and", a=a, b=b),
                (tr(lang, "turn-who-decides", name=d.name, prompt=d.prompt) for d in decisions))
            lines.append(tr(lang, "turn-still-to-decide", who=who))
        elif decisions:
            d = decisions[0]
            lines.append(tr(lang, "turn-prompt", name=d.name, prompt=d.prompt))
        # A computer's decision gets no controls: nobody may press them, and the computer
        # moves within moments. Only members' decisions carry buttons.
        members = [d for d in decisions if d.seat not in computers]
        single = next((d for d in members if d.seat == plan.single_public), None)
        return "\n".join(lines), single, bool(members) and single is None

    async def _story_since(self, conn: aiosqlite.Connection, game_id: int, seq: int,
                           seats: Sequence[SeatInfo], lang: str = DEFAULT_LANGUAGE) -> str:
        """What happened since the last turn message, one line per run of one player's moves."""
        lines: list[str] = []
        last_seat: int | None = None
        # Whole sentences, each with its full stop: joined by spaces, not "; " (Japanese
        # puts none after its « 。 »).
        gap = "" if texts.sentences_run_on(lang) else " "
        for move in await turns_db.moves_since(conn, game_id, seq):
            said = texts.events_text(move.events, seats, lang).replace("\n", gap)
            if not said:
                continue
            if move.seat == last_seat and lines:
                lines[-1] += gap + said
            else:
                lines.append(said)
            last_seat = move.seat
        if len(lines) > MAX_SUMMARY_LINES:
            lines = ["…", *lines[-MAX_SUMMARY_LINES:]]
        return "\n".join(lines)

    def _private_texts(self, events: Sequence[dict[str, Any]],
                       seats: Sequence[SeatInfo]) -> dict[int, str]:
        """Each member's private sentences, said in whichever language reads them (the
        mover's reply speaks the mover's language, not the channel's)."""
        private: dict[int, list[dict[str, Any]]] = {}
        for ev in events:
            target = ev.get("private_to")
            if target is not None and ev.get("text"):
                for user in self.core.user_ids(seats, [int(target)]):
                    private.setdefault(user, []).append(ev)

        def told(said: list[dict[str, Any]]) -> Composed:
            return Composed(lambda lang: "\n".join(
                localize(texts.with_names(texts.event_text(ev, lang), seats), lang)
                for ev in said))
        return {u: told(said) for u, said in private.items()}

    async def _direct_messages(self, conn: aiosqlite.Connection, row: GameRow,
                               private_texts: dict[int, str],
                               decisions: Sequence[DecisionInfo], pinged: Sequence[int],
                               mover_user_id: int | None, lang: str) -> list[tuple[int, str]]:
        """DMs for members who opted in: their turn began, or a private event is theirs
        (the mover sees their own private sentences in their reply instead). Each in its
        reader's language (``lang``, the channel's, when the bot does not know it)."""
        private = {u: t for u, t in private_texts.items() if u != mover_user_id}
        opted = set(await settings_db.dm_users(conn, [*pinged, *private]))
        out: list[tuple[int, str]] = []
        where = f"<#{row.channel_id}>"
        for user_id in pinged:
            if user_id in opted:
                prompt = next((d.prompt for d in decisions if d.user_id == user_id), "")
                own = self._reader(user_id, lang)
                out.append((user_id, tr(own, "dm-your-turn-prompt" if prompt else "dm-your-turn",
                                        where=where, prompt=localize(prompt, own))))
        for user_id, text in private.items():
            if user_id in opted:
                own = self._reader(user_id, lang)
                out.append((user_id, tr(own, "dm-only-for-you", where=where,
                                        text=localize(text, own))))
        return out


def nonce(outbox_id: int) -> str:
    """The Discord nonce of an outbox row's post: sent again (after a crash), Discord
    returns the message it already made instead of a second one."""
    return f"cavern-{outbox_id}"


def _note(data: dict[str, Any], key: str) -> ChannelNote:
    undo, closes = data.get("undo"), data.get("closes")
    return ChannelNote(str(data.get("content") or ""),
                       tuple(int(u) for u in data.get("mentions") or ()),
                       str(data.get("lang") or DEFAULT_LANGUAGE),
                       (int(undo[0]), int(undo[1])) if undo else None,
                       int(data["lobby"]) if data.get("lobby") is not None else None, key,
                       (int(closes[0]), int(closes[1])) if closes else None)


def _carried_mentions(newest: turns_db.OutboxRow,
                      superseded: Sequence[turns_db.OutboxRow]) -> TurnMessage | None:
    """The newest post, also mentioning whoever a superseded (never posted) one
    mentioned and who still must act: nobody misses the start of their turn."""
    post = _message(newest.plan.get("post"))
    body = newest.plan.get("body")
    if post is None or body is None:
        return post
    acting = set(newest.plan.get("acting") or ())
    mentions = list(post.mention_user_ids)
    for row in superseded:
        for user in (row.plan.get("post") or {}).get("mentions") or ():
            if user in acting and user not in mentions:
                mentions.append(int(user))
    if mentions == list(post.mention_user_ids):
        return post
    ping = tr(post.lang, "turn-your-turn", mentions=" ".join(f"<@{u}>" for u in mentions))
    return replace(post, content="\n".join(p for p in (ping, str(body)) if p),
                   mention_user_ids=tuple(mentions))


def _message_json(message: TurnMessage | None) -> dict[str, Any] | None:
    if message is None:
        return None
    d = message.decision
    return {"game_id": message.game_id, "content": message.content,
            "mentions": list(message.mention_user_ids), "choices": message.choices_button,
            "lang": message.lang, "rematch": message.rematch,
            "decision": None if d is None else {
                "seat": d.seat, "user_id": d.user_id, "name": d.name, "prompt": d.prompt,
                "options": [[o.id, o.label] for o in d.options], "stamp": d.stamp}}


def _message(data: dict[str, Any] | None) -> TurnMessage | None:
    if data is None:
        return None
    d = data.get("decision")
    decision = None if d is None else DecisionInfo(
        seat=int(d["seat"]), user_id=d.get("user_id"), name=str(d["name"]),
        prompt=str(d["prompt"]), options=tuple(OptionChoice(i, lab) for i, lab in d["options"]),
        stamp=int(d["stamp"]))
    return TurnMessage(int(data["game_id"]), str(data["content"]),
                       tuple(int(u) for u in data.get("mentions") or ()), decision,
                       bool(data.get("choices")), str(data.get("lang") or DEFAULT_LANGUAGE),
                       bool(data.get("rematch")))


def _round_of(engine: Engine, state: State) -> Any:
    """The view's round: ``round_info`` is the engines' cheap accessor (rules.core.base,
    which puts it in the view unchanged); the view is the contract."""
    info = getattr(engine, "round_info", None)
    return info(state)[0] if info is not None else engine.view(state, None).get("round")


def _board_words(engine: Engine, key: str, state: State, over: bool,
                 seats: tuple[SeatInfo, ...], lang: str) -> str:
    view = engine.view(state, None)
    return texts.board_text(key, {**view, "to_act": []} if over else view, seats, lang,
                            engine.title)
