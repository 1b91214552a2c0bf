"""Soak (issue 25): channels playing for minutes while the bot is killed and its store
connections are dropped; then every promise is checked.

    python -m benchmarks.bench_soak [--minutes M] [--channels C] [--url postgresql://…]
                                    [--key KEY] [--players P] [--think S]
                                    [--kill-every S] [--terminate-every S]
                                    [--sigkill-every S] [--replay-every S] [--resign-every S]
                                    [--rematch-jitter S] [--rematch-across]
                                    [--rematch-log-interrupted]

C channels play at once through the real discord.py bot (cogs, host, store, delivery)
on the in-process Discord stand-in (tests/cogs/harness.py), every move a ``/play``
interaction. Every ``--kill-every`` seconds (on average) the bot "process" is killed: all
it was doing stops at whatever await it had reached (a transaction open then is rolled
back, a post may be half done), its connections are closed, and a new process starts on
the same database (start-up delivery first) while Discord (the stand-in) keeps what it
was sent. On PostgreSQL (``--url``, else ``CAVERN_TEST_POSTGRES``, in a schema of its
own) the server also terminates a random store connection every ``--terminate-every``
seconds. Without a URL the run uses SQLite and kills only.

At the end a last process starts, and the run checks: every game is playable by its
seat to act (with the stamp it is shown); every channel shows exactly one live turn
message, the current one, recorded as such; no move a player was told is done (or saved)
is missing; no player was told "not saved" for a stored move; no interaction stored two
moves. Printed: the counts, the violations of each check (all 0 is the goal) and the
tracebacks logged. The default run is short (1 minute); the issue's run is
``--minutes 30 --channels 50``.

Issue 42 adds: real SIGKILLs (``--sigkill-every``): a real bot process is started on the
same database (the bot's start-up delivery, REST to the stand-in served over 127.0.0.1,
tests/cogs/loopback.py) and killed with SIGKILL as Discord makes its first post, or at a
random moment; bursts of ``/game replay`` (``--replay-every``: ten members at once, public
and private, through the bot), with the p95 of a move's delivery (the ``/play``
interaction from arrival to its turn message posted) during the bursts and outside them;
and games ended (``--resign-every``) whose two players press Rematch at the same moment,
checked to give one lobby with both seated, neither told an error. A press is the
process's work: a kill stops it unanswered and its player presses again on the new
process. ``--rematch-across`` sends the second press to a second process on the same
database; ``--rematch-jitter`` spaces the presses. A failing burst (and with
``--rematch-log-interrupted`` an interrupted one) is printed: what each press was told and
when, the lobby's seats, and the kills, terminated connections (with what each was
doing) and SIGKILLs around it. Rematch alone: ``--resign-every 3 --rematch-across``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import random
import signal
import sys
import tempfile
import textwrap
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a file: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import discord
from discord.webhook.async_ import async_context

import rules
from benchmarks.bench_load import add_channels
from benchmarks.random_moves import random_choice
from bot.config import Settings
from bot.discord_app import create_bot
from bot.host import GameHost
from bot.store import Database
from cogs.delivery import TURN_CONTROL, deliver, deliver_all
from rules.core import Rng
from tests.cogs.fake_discord import FakeDiscord, RecordingAdapter, RecordingHTTP
from tests.cogs.harness import APP_ID, BOT_USER, GUILD_ID, Harness

FIRST_CHANNEL = 930_000_000_000_000_000

# A real bot process's start-up delivery (the real client, REST only, to the stand-in).
REAL_PROCESS = textwrap.dedent("""
    import asyncio, json, sys
    import discord
    from bot.config import Settings
    from bot.discord_app import create_bot, point_at_proxy
    from bot.host import GameHost
    from bot.store import Database
    from cogs.delivery import deliver_all

    async def main() -> None:
        point_at_proxy(sys.argv[2], None)
        settings = Settings(render_workers=0)
        host = GameHost(await Database.open(sys.argv[1]), settings, draw_images=False)
        bot = create_bot(settings, host, sync_commands=False)
        await bot.http.static_login("a.b.c")
        bot._connection.user = discord.ClientUser(state=bot._connection,
                                                  data=json.loads(sys.argv[3]))
        await deliver_all(bot, host)
        await bot.http.close()
        await host.db.close()

    asyncio.run(main())
""")
# What the player reads, sorted into what it promises about their move.
SAVED = ("Done:", "✅", "is saved", "Your move was saved")
NOT_SAVED = ("not saved", "nothing was changed", "not stored", "no move was played")


# A Rematch press answered with one of these was refused or told of a fault.
REMATCH_WRONG = ("Something went wrong", "already has a game", "dropped", "try again",
                 "nothing was changed", "raised ")
CHECKS = ("told saved but not stored", "told not saved but stored", "interaction stored twice",
          "channels without exactly one live turn message",
          "live turn message not the current one", "seat to act refused",
          "rematch not one lobby with both players", "rematch press told an error",
          "replay answered with an error")


@dataclass
class Figures:
    presses: int = 0
    told: Counter[str] = field(default_factory=Counter)
    requests: dict[str, str] = field(default_factory=dict)   # interaction id -> told
    kills: int = 0
    terminated: int = 0
    games_started: int = 0
    tracebacks: int = 0
    warnings: int = 0
    checked: int = 0          # running games checked at the end
    traceback_kinds: Counter[str] = field(default_factory=Counter)
    sigkills: int = 0         # real processes killed with SIGKILL
    sigkilled_after_post: int = 0
    children_done: Counter[str] = field(default_factory=Counter)   # exit code -> count
    replays: Counter[str] = field(default_factory=Counter)    # drawn, refused, linked, error
    rematches: Counter[str] = field(default_factory=Counter)  # one lobby with both, other
    failed_starts: Counter[str] = field(default_factory=Counter)   # error -> count
    ended_early: list[str] = field(default_factory=list)   # fault tasks that died
    restarts: list[float] = field(default_factory=list)    # seconds from kill to serving
    latency_burst: list[float] = field(default_factory=list)  # seconds per move
    latency_calm: list[float] = field(default_factory=list)
    # Every fault with its moment (monotonic seconds): a failing rematch burst is told
    # which of them fell around it.
    timeline: list[tuple[float, str]] = field(default_factory=list)
    rematch_failures: list[dict[str, Any]] = field(default_factory=list)

    def fault(self, what: str) -> None:
        self.timeline.append((time.monotonic(), what))

    def faults_between(self, start: float, end: float) -> list[tuple[float, str]]:
        """The faults from ``start`` to ``end``, each with its moment relative to ``start``."""
        return [(round(at - start, 3), what) for at, what in self.timeline
                if start <= at <= end]


@dataclass
class RematchBurst:
    """One game ended and its players' Rematch presses, as a failing burst reports it."""

    channel: int
    began: float                       # monotonic: before the resignation
    game_id: int | None = None
    pressed: float | None = None       # the presses sent
    answered: float | None = None      # every press answered
    answers: list[dict[str, Any]] = field(default_factory=list)
    lobby: dict[str, Any] | None = None
    error: str | None = None           # the burst broke off (killed meanwhile…)


class Counting(logging.Handler):
    """Counts the log's warnings and its tracebacks (an expected fault is one line)."""

    def __init__(self, figures: Figures) -> None:
        super().__init__(logging.WARNING)
        self.figures = figures

    def emit(self, record: logging.LogRecord) -> None:
        self.figures.warnings += 1
        if record.exc_info:
            self.figures.tracebacks += 1
            kind = record.exc_info[0].__name__ if record.exc_info[0] else "?"
            self.figures.traceback_kinds[f"{record.name}: {kind}"] += 1


@dataclass
class Process:
    """One bot process: its own database connections, host, bot and running work."""

    db: Any
    host: GameHost
    harness: Harness
    tasks: set[asyncio.Task[Any]] = field(default_factory=set)


async def attach(bot: discord.Client, fake: FakeDiscord) -> Harness:
    """Harness.attach, but on the Discord stand-in that outlives every process."""
    state = bot._connection
    bot.http = RecordingHTTP(fake, asyncio.get_running_loop())
    state.http = bot.http
    bot.tree._http = bot.http  # type: ignore[attr-defined]
    state.user = discord.ClientUser(state=state, data=BOT_USER)  # type: ignore[arg-type]
    state.application_id = APP_ID
    harness = Harness(bot, fake)  # type: ignore[arg-type]
    harness._add_guild()
    await bot._async_setup_hook()  # type: ignore[attr-defined]
    await bot.setup_hook()
    return harness


async def start(target: str, fake: FakeDiscord, channels: list[int],
                settings: Settings) -> Process:
    db = await Database.open(target)
    host = GameHost(db, settings, draw_images=False)
    bot = create_bot(settings, host, sync_commands=False)
    harness = await attach(bot, fake)
    add_channels(harness, channels)
    process = Process(db, host, harness)
    # Start-up: what a crash left between a commit and its post goes out first.
    try:
        await _tracked(process, deliver_all(bot, host))
    except BaseException:
        await kill(process)   # a start that failed leaves no connections behind
        raise
    return process


async def _tracked(process: Process, work: Any) -> Any:
    task = asyncio.ensure_future(work)
    process.tasks.add(task)
    try:
        return await task
    finally:
        process.tasks.discard(task)


async def kill(process: Process) -> None:
    """Everything the process was doing stops where it is; its connections close."""
    runners = process.harness.bot.__dict__.get("_cavern_computers", {})
    doomed = [t for t in process.tasks | {task for task, _ in runners.values()}
              if not t.done()]
    for task in doomed:
        task.cancel()
    await asyncio.gather(*doomed, return_exceptions=True)
    notice = getattr(process.harness.bot, "notice_task", None)
    if notice is not None:
        notice.cancel()
        await asyncio.gather(notice, return_exceptions=True)
        process.harness.bot.notice_task = None   # type: ignore[attr-defined]
    with contextlib.suppress(Exception):
        await asyncio.wait_for(process.harness.bot.close(), 5)
    pool = getattr(process.db, "pool", None)
    if pool is not None:
        pool.terminate()        # as the server sees a killed process: sockets gone
    else:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(process.db.close(), 5)


class Soak:
    def __init__(self, args: argparse.Namespace, target: str, figures: Figures) -> None:
        self.args = args
        self.target = target
        self.figures = figures
        self.fake = FakeDiscord(APP_ID, BOT_USER)
        self.fake.guild_id = GUILD_ID
        self.channels = [FIRST_CHANNEL + c for c in range(args.channels)]
        self.settings = Settings(reminder_hours=24, timeout_hours=72, max_reminders=2,
                                 computer_pause_seconds=0)
        self.process: Process | None = None
        self.end = 0.0
        self.began = time.monotonic()
        self.bursting = False
        self.resigning: set[int] = set()
        self.partner: Process | None = None   # --rematch-across: the second process
        self.child_log = open(os.environ.get("SOAK_CHILD_LOG", os.devnull), "w")  # noqa: SIM115

    async def restart(self) -> None:
        old, self.process = self.process, None
        began = time.monotonic()
        if old is not None:
            self.figures.fault("kill")
            await kill(old)
            self.figures.kills += 1
        while True:
            # A start can fail too (its store connection terminated while it migrates or
            # delivers): the supervisor starts it again. Unretried, the killer task died
            # and no process served the channels for the rest of the run.
            try:
                self.process = await start(self.target, self.fake, self.channels,
                                           self.settings)
                break
            except Exception as error:
                self.figures.failed_starts[type(error).__name__] += 1
                self.figures.fault(f"start failed: {type(error).__name__}")
                await asyncio.sleep(0.2)
        self.figures.fault("new process ready")
        self.figures.restarts.append(time.monotonic() - began)

    # ----- players ---------------------------------------------------------------------
    async def dispatch(self, process: Process, payload: dict[str, Any], wait: float) -> None:
        """Hand an interaction to the process's bot and wait (at most ``wait`` seconds) for
        the tasks it starts; they count as the process's work, which a kill cancels."""
        async_context.set(RecordingAdapter(self.fake))
        before = asyncio.all_tasks()
        process.harness.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
        started = {t for t in asyncio.all_tasks() - before if not t.done()}
        process.tasks |= started
        if started:
            await asyncio.wait(started, timeout=wait)
        process.tasks -= started

    async def press(self, process: Process, user: int, channel: int,
                    option_id: str) -> None:
        harness = process.harness
        payload = harness._base(2, user, channel)
        payload["data"] = harness._command_options("play", {"option": option_id}, None)
        arrived, bursting = time.monotonic(), self.bursting
        await self.dispatch(process, payload, 60)
        # A move's delivery: from the interaction's arrival to its turn message (or edit).
        (self.figures.latency_burst if bursting or self.bursting
         else self.figures.latency_calm).append(time.monotonic() - arrived)
        text = self.fake.interactions[payload["token"]].text()
        told = ("unknown" if not text else "saved" if any(s in text for s in SAVED)
                else "not saved" if any(s in text for s in NOT_SAVED) else "unknown")
        self.figures.presses += 1
        self.figures.told[told] += 1
        self.figures.requests[str(payload["id"])] = told

    async def ensure_game(self, process: Process, channel: int, users: list[int]) -> None:
        host = process.host
        try:
            status = await host.status(channel)
            if status.status in ("active", "paused"):
                return
        except Exception:   # no game here yet, or the last one ended
            status = None
        if status is None or status.status not in ("lobby",):
            with contextlib.suppress(Exception):
                await host.new_game(channel, GUILD_ID, users[0], f"P{users[0]}",
                                    self.args.key, players=len(users))
                self.figures.fault(f"player opened a game in channel {channel}")
        for user in users[1:]:
            with contextlib.suppress(Exception):
                await host.join(channel, user, f"P{user}")
        await host.start(channel, users[0])
        self.figures.games_started += 1
        await _tracked(process, deliver(process.harness.bot, host, channel, computers=False))

    async def player(self, channel: int) -> None:
        users = [channel % 1_000_000 * 10 + seat + 1 for seat in range(self.args.players)]
        chooser = Rng(channel)
        pauses = random.Random(channel)
        while time.monotonic() < self.end:
            process = self.process
            if process is None:
                await asyncio.sleep(0.05)
                continue
            if channel in self.resigning:
                await asyncio.sleep(0.1)
                continue
            try:
                await self.ensure_game(process, channel, users)
                picked = await random_choice(process.host, channel, chooser)
            except (Exception, asyncio.CancelledError):
                # Killed meanwhile (the start's delivery cancelled with the process), a
                # dropped connection: look again. Only the run's end cancels the player.
                task = asyncio.current_task()
                if task is not None and task.cancelling():
                    raise
                await asyncio.sleep(0.1)
                continue
            if picked is not None and process is self.process:   # not killed meanwhile
                user, option, _ = picked
                await self.press(process, user, channel, option.id)
            await asyncio.sleep(self.args.think * (0.5 + pauses.random()))

    # ----- faults ------------------------------------------------------------------------
    async def killer(self) -> None:
        rng = random.Random(1)
        while True:
            await asyncio.sleep(self.args.kill_every * (0.5 + rng.random()))
            if time.monotonic() >= self.end:
                return
            await self.restart()

    async def terminator(self, app_name: str) -> None:
        import asyncpg
        rng = random.Random(2)
        admin = await asyncpg.connect(self.target)
        try:
            while time.monotonic() < self.end:
                await asyncio.sleep(self.args.terminate_every * (0.5 + rng.random()))
                rows = await admin.fetch(
                    "SELECT pid, state, left(query, 50) AS query FROM pg_stat_activity"
                    " WHERE application_name = $1 AND pid <> pg_backend_pid()", app_name)
                if rows:
                    row = rows[rng.randrange(len(rows))]
                    await admin.execute("SELECT pg_terminate_backend($1)", row["pid"])
                    self.figures.terminated += 1
                    # What the connection was doing: idle, or in a transaction (which?).
                    self.figures.fault(f"terminate {row['pid']} ({row['state']}: "
                                       f"{' '.join(str(row['query']).split())})")
        finally:
            await admin.close()

    async def sigkiller(self) -> None:
        """A real bot process on the same database, SIGKILLed: at its first post (made by
        Discord, its answer never read), or at a random moment of its start-up."""
        from tests.cogs.loopback import Loopback
        loopback = await Loopback(self.fake).start()
        rng = random.Random(3)
        env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
        try:
            while time.monotonic() < self.end:
                await asyncio.sleep(self.args.sigkill_every * (0.5 + rng.random()))
                if time.monotonic() >= self.end:
                    return
                child = await asyncio.create_subprocess_exec(
                    sys.executable, "-c", REAL_PROCESS, self.target, loopback.url,
                    json.dumps(BOT_USER), env=env, stdout=asyncio.subprocess.DEVNULL,
                    stderr=self.child_log)
                self.figures.fault(f"real process {child.pid} started")
                posted = asyncio.Event()

                def on_post(request: Any, event: asyncio.Event = posted,
                            pid: int = child.pid) -> None:
                    if request.method == "POST" and request.path.endswith("/messages"):
                        with contextlib.suppress(ProcessLookupError):
                            os.kill(pid, signal.SIGKILL)
                        event.set()
                loopback.before_answer = on_post
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(child.wait(), 1.0 + 4 * rng.random())
                if child.returncode is None:
                    child.send_signal(signal.SIGKILL)
                await child.wait()
                loopback.before_answer = None
                if child.returncode == -signal.SIGKILL:
                    self.figures.fault(f"real process {child.pid} SIGKILLed")
                    self.figures.sigkills += 1
                    self.figures.sigkilled_after_post += posted.is_set()
                else:
                    self.figures.children_done[str(child.returncode)] += 1
        finally:
            await loopback.close()

    async def replay_bursts(self) -> None:
        """Ten members ask for a replay at once, now and then, while the channels play."""
        rng = random.Random(4)
        while time.monotonic() < self.end:
            await asyncio.sleep(self.args.replay_every * (0.5 + rng.random()))
            process = self.process
            if process is None or time.monotonic() >= self.end:
                continue
            self.bursting = True
            try:
                await asyncio.gather(*(self.ask_replay(process, rng.choice(self.channels),
                                                       9_000 + i, public=i % 2 == 0)
                                       for i in range(10)))
            finally:
                self.bursting = False

    async def ask_replay(self, process: Process, channel: int, user: int, *,
                         public: bool) -> None:
        harness = process.harness
        payload = harness._base(2, user, channel)
        payload["data"] = harness._command_options("game replay", {"public": public}, None)
        await self.dispatch(process, payload, 120)
        record = self.fake.interactions[payload["token"]]
        text = record.text()
        if any(m.files for m in record.messages):
            self.figures.replays["drawn"] += 1
        elif "Something went wrong" in text:
            self.figures.replays["error"] += 1
        elif "a moment ago" in text:
            self.figures.replays["linked"] += 1
        else:
            self.figures.replays["refused or interrupted"] += 1

    async def resigner(self) -> None:
        """A game ends now and then; its two players press Rematch at the same moment."""
        rng = random.Random(5)
        while time.monotonic() < self.end:
            await asyncio.sleep(self.args.resign_every * (0.5 + rng.random()))
            process = self.process
            if process is None or time.monotonic() >= self.end:
                continue
            channel = rng.choice(self.channels)
            self.resigning.add(channel)
            burst = RematchBurst(channel, time.monotonic())
            try:
                await self.rematch_burst(process, burst, rng)
            except (Exception, asyncio.CancelledError) as error:
                # Killed meanwhile (its delivery cancelled), a dropped connection: another
                # time; the run's own end cancels the resigner itself.
                task = asyncio.current_task()
                if task is not None and task.cancelling():
                    raise
                burst.error = f"{type(error).__name__}: {error}"[:300]
                self.figures.rematches["interrupted"] += 1
                if self.args.rematch_log_interrupted:
                    self.record_failure(burst, "interrupted")
            finally:
                self.resigning.discard(channel)

    async def rematch_burst(self, process: Process, burst: RematchBurst,
                            rng: random.Random) -> None:
        host, channel = process.host, burst.channel
        status = await host.status(channel)
        if status.status != "active":
            return
        players = [s.user_id for s in status.seats if s.user_id is not None]
        await host.resign(channel, players[0])
        await _tracked(process, deliver(process.harness.bot, host, channel, computers=False))
        game_id = burst.game_id = status.game_id
        final = next((m for m in reversed(self.fake.channel_messages(channel))
                      if f"ch:r:{game_id}" in m.custom_ids()), None)
        if final is None:
            self.figures.rematches["no final message"] += 1
            return
        burst.pressed = time.monotonic()
        # --rematch-across: the second player's press comes to another process on the
        # same database (as during a restart, or two processes behind one server).
        partner = await self.partner_process() if self.args.rematch_across else process

        async def press(user: int, order: int) -> None:
            # --rematch-jitter: the second press a moment after the first (0: together).
            if order and self.args.rematch_jitter > 0:
                await asyncio.sleep(self.args.rematch_jitter * rng.random())
            answer: dict[str, Any] = {"user": user,
                                      "sent": round(time.monotonic() - burst.pressed, 3)}
            burst.answers.append(answer)
            text = await self.press_button(partner if order else process, user, final,
                                           f"ch:r:{game_id}")
            answer["answered"] = round(time.monotonic() - burst.pressed, 3)
            answer["text"] = text[:300]
            for _ in range(5):
                if text:
                    break
                # Killed before it answered ("This interaction failed"): the player
                # presses again, on whichever process now serves the channel.
                while self.process is None:
                    await asyncio.sleep(0.05)
                current = self.process
                self.figures.rematches["presses repeated after a kill"] += 1
                text = await self.press_button(current, user, final, f"ch:r:{game_id}")
                answer["again"] = round(time.monotonic() - burst.pressed, 3)
                answer["text"] = f"(pressed again) {text[:300]}"

        await asyncio.gather(*(press(user, i) for i, user in enumerate(players)))
        burst.answered = time.monotonic()
        while self.process is None:
            await asyncio.sleep(0.05)
        lobby = await self.process.host.status(channel)
        seated = sorted(s.user_id for s in lobby.seats if s.user_id is not None)
        burst.lobby = {"status": lobby.status, "game": lobby.game_id, "seated": seated,
                       "players": sorted(players)}
        wrong = [a for a in burst.answers if any(w in a["text"] for w in REMATCH_WRONG)]
        self.figures.rematches["press told an error"] += len(wrong)
        if lobby.status == "lobby" and seated == sorted(players):
            self.figures.rematches["one lobby with both"] += 1
            if wrong:
                self.record_failure(burst, "a press told an error")
        else:
            self.figures.rematches["other"] += 1
            self.record_failure(burst, "not one lobby with both")

    async def press_button(self, process: Process, user: int, message: Any,
                           custom_id: str) -> str:
        """A button pressed on ``process``, its work tracked as the process's (so a kill
        stops it where it is): what the member was told, "" when nothing."""
        harness = process.harness
        component = message.component(custom_id)
        payload = harness._base(3, user, int(message.data["channel_id"]))
        payload["message"] = message.data
        self.fake.interactions[payload["token"]].source = message
        payload["data"] = {"custom_id": custom_id, "component_type": component["type"]}
        await self.dispatch(process, payload, 60)
        return " | ".join(m.content for m in self.fake.interactions[payload["token"]].messages)

    async def partner_process(self) -> Process:
        """The second process of --rematch-across: it lives the whole run (the server
        terminates its connections as the first's; the kills take the first only)."""
        if self.partner is None:
            self.partner = await start(self.target, self.fake, self.channels, self.settings)
        return self.partner

    def record_failure(self, burst: RematchBurst, verdict: str) -> None:
        """What a failing burst's presses were told, its lobby, and the faults around it
        (from a second before the resignation to half a second after the answers)."""
        end = (burst.answered or time.monotonic()) + 0.5
        faults = self.figures.faults_between(burst.began - 1.0, end)
        during = [what for at, what in self.figures.faults_between(
            burst.pressed or burst.began, burst.answered or end)]
        self.figures.rematch_failures.append({
            "verdict": verdict, "channel": burst.channel, "game": burst.game_id,
            "at": round(burst.began - self.began, 1),
            "pressed_after": round(burst.pressed - burst.began, 3) if burst.pressed else None,
            "answers": burst.answers, "lobby": burst.lobby, "error": burst.error,
            "faults": faults,   # relative to the burst's beginning (the resignation)
            "killed_during": any(w == "kill" for w in during),
            "terminated_during": any(w.startswith("terminate") for w in during),
            "sigkilled_during": any("SIGKILL" in w for w in during)})

    # ----- the end -------------------------------------------------------------------
    async def check(self) -> dict[str, int]:
        """Restart once more, then every promise, counted as violations (0 is right)."""
        await self.restart()
        process = self.process
        assert process is not None
        host = process.host
        await _tracked(process, deliver_all(process.harness.bot, host))
        found: Counter[str] = Counter(dict.fromkeys(CHECKS, 0))
        async with host.db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT request_id, COUNT(*) FROM moves WHERE request_id IS NOT NULL"
                " GROUP BY request_id")
        stored = {str(r[0]): int(r[1]) for r in rows}
        for request, told in self.figures.requests.items():
            if told == "saved" and request not in stored:
                found["told saved but not stored"] += 1
            if told == "not saved" and request in stored:
                found["told not saved but stored"] += 1
            if told == "unknown":
                self.figures.told["unknown, then found stored" if request in stored
                                  else "unknown, then found not stored"] += 1
        found["interaction stored twice"] = sum(1 for n in stored.values() if n > 1)
        found["rematch not one lobby with both players"] = self.figures.rematches["other"]
        found["rematch press told an error"] = self.figures.rematches["press told an error"]
        found["replay answered with an error"] = self.figures.replays["error"]
        for channel in self.channels:
            try:
                status = await host.status(channel)
            except Exception:
                continue
            if status.status != "active":
                continue
            self.figures.checked += 1
            # Live turn controls (a finished game's final message keeps its Rematch).
            live = [m for m in self.fake.channel_messages(channel)
                    if any(TURN_CONTROL.match(c) for c in m.custom_ids())]
            current = await host.current_turn(channel)
            recorded = await host.turn_message_id(status.game_id)
            if len(live) != 1:
                found["channels without exactly one live turn message"] += 1
            elif (live[0].id != recorded or current.post is None
                  or not live[0].content.endswith(current.post.content)):
                found["live turn message not the current one"] += 1
            try:
                user = status.to_act[0].user_id
                assert user is not None
                mine = (await host.options(channel, user)).decisions[0]
                await host.act(channel, user, mine.options[0].id, mine.stamp,
                               request_id=f"check-{uuid.uuid4().hex}")
            except Exception as error:
                found["seat to act refused"] += 1
                print(f"  channel {channel}: the seat to act was refused: {error}")
        return dict(found)


async def run(args: argparse.Namespace) -> None:
    figures = Figures()
    handler = Counting(figures)
    logging.getLogger().addHandler(handler)
    logging.getLogger().setLevel(logging.WARNING)
    url = args.url or os.environ.get("CAVERN_TEST_POSTGRES", "")
    schema = f"soak_{uuid.uuid4().hex[:12]}"
    app_name = f"cavern_{schema}"
    folder = tempfile.TemporaryDirectory()
    if url:
        from bot.store.postgres import PostgresDatabase
        first = await PostgresDatabase.connect(url, schema=schema)
        await first.close()
        joint = "&" if "?" in url else "?"
        target = f"{url}{joint}search_path={schema}&application_name={app_name}"
    else:
        target = str(Path(folder.name) / "soak.db")
    soak = Soak(args, target, figures)
    began = time.monotonic()
    soak.began, soak.end = began, began + args.minutes * 60
    try:
        await soak.restart()
        faults = [asyncio.create_task(soak.killer())]
        if url:
            faults.append(asyncio.create_task(soak.terminator(app_name)))
        if args.sigkill_every > 0:
            faults.append(asyncio.create_task(soak.sigkiller()))
        if args.replay_every > 0:
            faults.append(asyncio.create_task(soak.replay_bursts()))
        if args.resign_every > 0:
            faults.append(asyncio.create_task(soak.resigner()))
        await asyncio.gather(*(soak.player(channel) for channel in soak.channels))
        for task in faults:
            if task.done() and not task.cancelled() and task.exception() is not None:
                error = task.exception()
                figures.ended_early.append(f"{task.get_coro().__qualname__}: "  # type: ignore[union-attr]
                                           f"{type(error).__name__}: {error}"[:200])
            task.cancel()
        await asyncio.gather(*faults, return_exceptions=True)
        played = time.monotonic() - began
        handler.setLevel(logging.CRITICAL)   # the checks' own faults are not the run's
        found = await soak.check()
    finally:
        for process in (soak.process, soak.partner):
            if process is not None:
                await kill(process)
        logging.getLogger().removeHandler(handler)
        if url:
            from tests.store.conftest import drop_schema
            await drop_schema(url, schema)
        folder.cleanup()
    print(f"{args.channels} channels, {args.key} with {args.players} players, "
          f"{args.minutes:g} min on {'PostgreSQL' if url else 'SQLite'}; "
          f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}")
    print(f"  {figures.presses} /play presses ({figures.presses / played:.1f}/s), "
          f"{figures.games_started} games started; told: "
          + ", ".join(f"{k} {v}" for k, v in sorted(figures.told.items())))
    print(f"  faults: {figures.kills} kills, {figures.terminated} store connections "
          f"terminated; log: {figures.warnings} warnings, {figures.tracebacks} tracebacks")
    if figures.restarts:
        print(f"  restarts: longest {max(figures.restarts):.2f} s; "
              "starts failed and tried again: "
              + (", ".join(f"{k} {v}" for k, v in figures.failed_starts.items()) or "none"))
    for ended in figures.ended_early:
        print(f"  FAULT TASK ENDED EARLY: {ended}")
    if figures.traceback_kinds:
        print("  tracebacks from: " + ", ".join(f"{k} ({v})" for k, v in
                                                 figures.traceback_kinds.most_common()))
    print(f"  real processes SIGKILLed: {figures.sigkills} "
          f"({figures.sigkilled_after_post} right after Discord made their post); "
          "ended by themselves: " + (", ".join(f"exit {k}: {v}" for k, v in
                                               sorted(figures.children_done.items()))
                                     or "none"))
    print("  replays: " + (", ".join(f"{k} {v}" for k, v in sorted(figures.replays.items()))
                           or "none asked"))
    print("  rematch bursts: " + (", ".join(f"{k} {v}" for k, v in
                                            sorted(figures.rematches.items())) or "none"))
    for failure in figures.rematch_failures:
        print("  rematch burst " + json.dumps(failure, ensure_ascii=False))
    for name, samples in (("during replay bursts", figures.latency_burst),
                          ("outside them", figures.latency_calm)):
        if samples:
            ordered = sorted(samples)
            p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
            print(f"  move delivery {name}: p95 {p95:.3f} s, median "
                  f"{ordered[len(ordered) // 2]:.3f} s over {len(ordered)} moves")
    print(f"  at the end, {figures.checked} running games checked")
    print("  checks (violations): " + ", ".join(f"{k} {v}" for k, v in sorted(found.items())))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=1.0)
    parser.add_argument("--channels", type=int, default=50)
    parser.add_argument("--url", default="", help="postgresql://… (else "
                        "CAVERN_TEST_POSTGRES, else SQLite)")
    parser.add_argument("--key", default="cave-vs-cave", choices=sorted(rules.GAMES))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--think", type=float, default=1.0,
                        help="mean seconds between a channel's presses")
    parser.add_argument("--kill-every", type=float, default=20.0,
                        help="mean seconds between kills")
    parser.add_argument("--terminate-every", type=float, default=3.0,
                        help="mean seconds between terminated store connections")
    parser.add_argument("--sigkill-every", type=float, default=15.0,
                        help="mean seconds between real processes SIGKILLed (0: none)")
    parser.add_argument("--replay-every", type=float, default=20.0,
                        help="mean seconds between bursts of ten replays (0: none)")
    parser.add_argument("--resign-every", type=float, default=20.0,
                        help="mean seconds between a game ended and rematched (0: none)")
    parser.add_argument("--rematch-jitter", type=float, default=0.0,
                        help="the second Rematch press up to this many seconds after the "
                        "first (0: at the same moment)")
    parser.add_argument("--rematch-across", action="store_true",
                        help="the second Rematch press of a burst comes to a second process "
                        "on the same database")
    parser.add_argument("--rematch-log-interrupted", action="store_true",
                        help="report interrupted rematch bursts as failing ones are")
    asyncio.run(run(parser.parse_args(argv)))


if __name__ == "__main__":
    main()
