"""Board images from ``render/``, drawn off the event loop, with a text fallback.

Only the public view (``engine.view(state, None)``) is ever drawn, so an image cannot
leak a hidden fact; the host adds nothing to it but the seats' display names. Until
``render`` supports a game, there are no images and the front end shows the board
text instead.

Besides ``draw_shared``, a game's drawing package may offer more shared pictures (Caverna
splits its shared board into the action board and the furnishing supply). They are found
by name in :data:`EXTRA_SHARED`, so no front end branches on a game.

Drawing is the main CPU cost of a move. With ``RENDER_WORKERS`` of 2 or more
(:func:`configure`, default the CPU count when the bot runs) the pictures are drawn in a
process pool, so one bot process uses every core; 0 or 1 draws in a thread as before.
The pool starts at the first picture and stops with the bot (:func:`close`). A worker
also ends when the bot is killed outright (``kill -9`` runs no close): it asks Linux to
signal it when its parent dies, and a watchdog thread checks its parent everywhere.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import ctypes.util
import functools
import importlib
import logging
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from types import ModuleType
from typing import Any, TypeVar

from bot.outcomes import Image
from bot.texts import put_names

log = logging.getLogger(__name__)
T = TypeVar("T")

# Turns a text (a plain str, or an engine's or the pictures' message) into the reader's
# language; ``str`` is English.
Localiser = Callable[[Any], str]

BOARD_FILE = "board.png"
# Further shared pictures a game's drawing package may define: (function name, file name).
EXTRA_SHARED: tuple[tuple[str, str], ...] = (("draw_supply", "supply.png"),)


# A drawing process is replaced after this many pictures: its caches of printed pieces and
# Pillow's heap kept growing slowly (174 -> 289 MiB for two processes over a 30-minute,
# 50-channel run) while the bot's own memory levelled off; a fresh process costs ~0.5 s.
WORKER_TASKS = 2000


class _Pool:
    """The drawing processes: how many, and the pool once a picture asked for it."""

    workers = 0
    executor: ProcessPoolExecutor | None = None


def configure(workers: int) -> None:
    """Draw in ``workers`` processes from now on (0 or 1: in a thread of this process)."""
    if workers != _Pool.workers:
        shutdown()
    _Pool.workers = max(0, workers)


def workers() -> int:
    """How many processes draw (1 when drawing happens in a thread of this process)."""
    return _Pool.workers if _Pool.workers >= 2 else 1


# How often a worker's watchdog looks whether its parent is still there (seconds).
PARENT_CHECK_SECONDS = 1.0
_PR_SET_PDEATHSIG = 1   # linux/prctl.h


def _ask_linux_for_parent_death_signal() -> None:
    """Have the kernel send SIGKILL when the parent dies (Linux only; else nothing)."""
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
    except (OSError, AttributeError):   # no libc or no prctl: the watchdog still works
        log.debug("prctl(PR_SET_PDEATHSIG) is not available")


def _watch_parent(parent: int) -> None:
    while True:
        if os.getppid() != parent:   # re-parented: the bot is gone
            os._exit(0)
        time.sleep(PARENT_CHECK_SECONDS)


def bind_to_parent(parent: int) -> None:
    """A drawing process's first act: end when ``parent`` (the bot) dies, however it died,
    so a killed bot leaves no workers behind. Both ways, since either alone can miss:
    the death signal is Linux's, and the watchdog covers every system."""
    _ask_linux_for_parent_death_signal()
    if os.getppid() != parent:   # the parent died before the signal was asked for
        os._exit(0)
    threading.Thread(target=_watch_parent, args=(parent,), name="parent-watchdog",
                     daemon=True).start()


def _executor() -> ProcessPoolExecutor | None:
    if _Pool.workers < 2:
        return None
    if _Pool.executor is None:
        # "spawn": a worker starts clean, without the bot's threads and open database
        # connections that a fork would copy; each imports render once.
        _Pool.executor = ProcessPoolExecutor(
            _Pool.workers, mp_context=multiprocessing.get_context("spawn"),
            initializer=bind_to_parent, initargs=(os.getpid(),),
            max_tasks_per_child=WORKER_TASKS)
    return _Pool.executor


def shutdown() -> None:
    """Stop the drawing processes (waits for them); the next picture starts a new pool."""
    executor, _Pool.executor = _Pool.executor, None
    if executor is not None:
        executor.shutdown(wait=True, cancel_futures=True)
    lane, _ReplayLane.executor = _ReplayLane.executor, None
    if lane is not None:
        lane.shutdown(wait=True, cancel_futures=True)


# ----- replays: a lane of their own ------------------------------------------------------
# A replay draws a frame per round (seconds of work for a big game). Drawn by the pool that
# draws the turn pictures, twenty of them held a turn message in another channel for 25 s
# (issue 42): now they queue in one process of their own, started at a lower priority, so
# the turn pictures keep the pool, and the CPU, first.
REPLAY_NICE = 10


class _ReplayLane:
    executor: Executor | None = None


def _start_replay_worker(parent: int) -> None:
    bind_to_parent(parent)
    with contextlib.suppress(OSError, AttributeError):   # not on every system
        os.nice(REPLAY_NICE)


def _replay_executor() -> Executor:
    if _ReplayLane.executor is None:
        if _Pool.workers >= 2:
            _ReplayLane.executor = ProcessPoolExecutor(
                1, mp_context=multiprocessing.get_context("spawn"),
                initializer=_start_replay_worker, initargs=(os.getpid(),),
                max_tasks_per_child=WORKER_TASKS)
        else:   # pictures drawn in threads: replays one at a time in a thread of their own
            _ReplayLane.executor = ThreadPoolExecutor(1, thread_name_prefix="replay")
    return _ReplayLane.executor


async def run_replay(function: Callable[..., T], *args: Any) -> T:
    """A replay's drawing, in the replays' own lane (one at a time, behind no turn picture
    and ahead of none): ``function`` and ``args`` must pickle."""
    for attempt in (1, 2):
        executor = _replay_executor()
        try:
            return await asyncio.get_running_loop().run_in_executor(executor, function, *args)
        except BrokenProcessPool:
            # The process died (killed, out of memory): a new one for this and later replays.
            log.warning("the replay drawing process died; restarting it")
            if _ReplayLane.executor is executor:
                _ReplayLane.executor = None
            executor.shutdown(wait=False, cancel_futures=True)
            if attempt == 2:
                raise
    raise AssertionError("unreachable")


async def close() -> None:
    """Stop the drawing processes without blocking the event loop (the bot calls it on
    close); pictures are drawn in a thread again until :func:`configure` is called."""
    _Pool.workers = 0
    await asyncio.to_thread(shutdown)


async def _off_loop(function: Callable[..., T], *args: Any) -> T:
    """Run a drawing function in the pool when there is one, else in a thread."""
    executor = _executor()
    if executor is None:
        return await asyncio.to_thread(function, *args)
    try:
        return await asyncio.get_running_loop().run_in_executor(executor, function, *args)
    except BrokenProcessPool:
        # A worker died (killed, out of memory): start a new pool for the next picture
        # and draw this one here, so the move still gets its picture.
        log.warning("a drawing process died; restarting the pool")
        if _Pool.executor is executor:
            _Pool.executor = None
        executor.shutdown(wait=False, cancel_futures=True)
        return await asyncio.to_thread(function, *args)


def _render() -> Any | None:
    try:
        return importlib.import_module("render")
    except ImportError:  # pragma: no cover - render is part of the project
        return None


def _game_drawer(key: str) -> ModuleType | None:
    """The game's own drawing package (``render.cave_vs_cave`` for ``cave-vs-cave``)."""
    try:
        return importlib.import_module("render." + key.replace("-", "_"))
    except ImportError:
        return None


def supported(key: str) -> bool:
    module = _render()
    supports = getattr(module, "supports", None)
    if module is None or supports is None:
        return False
    try:
        return bool(supports(key))
    except Exception:  # a broken renderer must not stop the game
        log.exception("render.supports(%r) failed", key)
        return False


def named_view(view: Mapping[str, Any], names: Mapping[int, str]) -> dict[str, Any]:
    """A copy of ``view`` whose player entries carry each seat's display ``name``.

    The renderers draw ``players[i]["name"]`` when present (else "Player N"). The
    engine's view is left untouched: only the top mapping and the player entries are
    copied.
    """
    players = []
    for index, player in enumerate(view.get("players") or []):
        seat = player.get("seat", index) if isinstance(player, Mapping) else index
        entry = dict(player) if isinstance(player, Mapping) else player
        if isinstance(entry, dict) and seat in names:
            entry["name"] = names[seat]
        players.append(entry)
    return {**view, "players": players}


def _say_named(say: Localiser, names: Mapping[int, str], value: Any) -> str:
    text = say(value)
    return put_names(text, names) if "Player " in text else text


def named_say(say: Localiser, names: Mapping[int, str]) -> Localiser:
    """``say`` that also writes each seat's display name where an engine's text says
    "Player N" (a prompt, a journal line): the renderers draw the engine's texts as they
    come, and only the player entries carry the names (:func:`named_view`). Picklable, for
    the process pool."""
    if not names:
        return say
    return functools.partial(_say_named, say, {seat + 1: name for seat, name in names.items()})


def extra_shared(key: str) -> list[tuple[str, Any]]:
    """(file name, draw function) of the game's shared pictures beyond the board."""
    module = _game_drawer(key)
    found = []
    for function, file_name in EXTRA_SHARED:
        draw_extra = getattr(module, function, None)
        if callable(draw_extra):
            found.append((file_name, draw_extra))
    return found


def _draw(key: str, view: dict[str, Any], seats: Sequence[int], shared: bool,
          say: Localiser = str) -> list[Image]:
    module = _render()
    images: list[Image] = []
    if shared:
        images.append((BOARD_FILE, module.draw_shared(key, view, say=say)))  # type: ignore[union-attr]
        images.extend((name, draw_extra(view, say=say))
                      for name, draw_extra in extra_shared(key))
    for seat in seats:
        png = module.draw_player(key, view, seat, say=say)  # type: ignore[union-attr]
        images.append((f"player-{seat + 1}.png", png))
    return images


async def draw(key: str, view: Mapping[str, Any], seats: Sequence[int] = (),
               shared: bool = True, names: Mapping[int, str] | None = None, *,
               say: Localiser = str) -> tuple[Image, ...]:
    """Every shared picture and the given seats' boards as PNGs; () when not available.

    ``names``: seat -> display name, written into a copy of the view for the pictures.
    ``say``: the reader's language for every word drawn (``str``: English), e.g.
    ``functools.partial(bot.i18n.localize, lang="fr")`` (picklable: the process pool).
    """
    if not supported(key):
        return ()
    drawn = named_view(view, names or {})
    try:
        return tuple(await _off_loop(_draw, key, drawn, list(seats), shared,
                                     named_say(say, names or {})))
    except Exception:
        log.exception("drawing %s failed; falling back to text", key)
        return ()


TURN_FILE = "turn.png"


def _draw_turn(key: str, view: dict[str, Any], say: Localiser = str) -> list[Image]:
    draw = getattr(_game_drawer(key), "draw_turn", None)
    if callable(draw):
        return [(TURN_FILE, draw(view, say=say))]
    return _draw(key, view, [], True, say)


async def draw_turn(key: str, view: Mapping[str, Any],
                    names: Mapping[int, str] | None = None, *,
                    say: Localiser = str) -> tuple[Image, ...]:
    """The picture of a hand-over: the game's compact turn picture, readable at phone
    width (who acts, every player's goods, what lies on the spaces), else its boards.
    ``say``: the reader's language, as for :func:`draw`."""
    if not supported(key):
        return ()
    drawn = named_view(view, names or {})
    try:
        return tuple(await _off_loop(_draw_turn, key, drawn, named_say(say, names or {})))
    except Exception:
        log.exception("drawing %s's turn picture failed; falling back to text", key)
        return ()


GLANCE_FILE = "everyone.png"


def _draw_glance(key: str, view: dict[str, Any], say: Localiser = str) -> list[Image]:
    from render.glance import draw_glance
    return [(GLANCE_FILE, draw_glance(key, view, say=say))]


async def draw_glance(key: str, view: Mapping[str, Any],
                      names: Mapping[int, str] | None = None, *,
                      say: Localiser = str) -> tuple[Image, ...]:
    """Every player's board small, with their points and goods: the phone's first look at
    the whole table (the Boards button); () when the game has no pictures."""
    if not supported(key):
        return ()
    try:
        return tuple(await _off_loop(_draw_glance, key, named_view(view, names or {}),
                                     named_say(say, names or {})))
    except Exception:
        log.exception("drawing %s at a glance failed", key)
        return ()


async def run_drawing(function: Callable[..., T], *args: Any) -> T:
    """Any other drawing work (a replay's frames) off the event loop, in the render pool
    when there is one: ``function`` and ``args`` must pickle."""
    return await _off_loop(function, *args)
