"""Pictures drawn in a process pool (RENDER_WORKERS) equal those drawn in a thread."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from typing import Any

import pytest

import rules
from bot import images


@pytest.fixture
def pool() -> Iterator[None]:
    images.configure(2)
    yield
    images.configure(0)   # stops the pool: the suite leaves no process behind
    assert images._Pool.executor is None


def _view(key: str = "cave-vs-cave") -> dict[str, Any]:
    engine = rules.get_engine(key)
    return engine.view(engine.new_game(2, 11), None)


def _processes() -> list[Any]:
    executor = images._Pool.executor
    return list((executor._processes or {}).values()) if executor is not None else []


async def test_the_pool_draws_the_same_pictures_as_a_thread(pool: None) -> None:
    view = _view()
    pooled = await images.draw_turn("cave-vs-cave", view, names={0: "Ann", 1: "Bob"})
    assert images.workers() == 2 and _processes()
    images.configure(0)
    assert images.workers() == 1 and images._Pool.executor is None
    threaded = await images.draw_turn("cave-vs-cave", view, names={0: "Ann", 1: "Bob"})
    assert pooled and pooled == threaded


async def test_close_ends_the_drawing_processes(pool: None) -> None:
    await images.draw("cave-vs-cave", _view())
    started = _processes()
    assert started and all(p.is_alive() for p in started)
    await images.close()
    assert images._Pool.executor is None and not any(p.is_alive() for p in started)


async def test_a_killed_worker_costs_no_picture(pool: None) -> None:
    view = _view()
    first = await images.draw_turn("cave-vs-cave", view)
    for process in _processes():
        os.kill(process.pid, signal.SIGKILL)
        process.join(10)
    again = await images.draw_turn("cave-vs-cave", view)   # drawn here, pool restarted
    after = await images.draw_turn("cave-vs-cave", view)   # drawn by the new pool
    assert first and again == first and after == first
    assert _processes() and all(p.is_alive() for p in _processes())


async def test_a_drawing_process_is_replaced_after_its_share_of_pictures(
        pool: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Memory of long runs: each process draws at most WORKER_TASKS pictures, then a fresh
    one takes its place, and the pictures stay the same."""
    images.configure(0)
    monkeypatch.setattr(images, "WORKER_TASKS", 2)
    images.configure(2)
    view = _view()
    first = await images.draw_turn("cave-vs-cave", view)
    seen = {p.pid for p in _processes()}
    for _ in range(6):
        assert await images.draw_turn("cave-vs-cave", view) == first
        seen |= {p.pid for p in _processes()}
    assert len(seen) > 2     # more processes than the pool holds at once: some were replaced
