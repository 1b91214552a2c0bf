"""A killed bot leaves no drawing processes behind (issue 25, item 5): each kill -9 left
2-3 render workers (~54 MB each) that never exited."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from bot import images

ROOT = Path(__file__).resolve().parents[2]

# A bot-like parent: a pool of two drawing processes, both started by drawing pictures,
# then it waits to be killed. It prints its workers' pids once they are up.
PARENT = textwrap.dedent("""
    import asyncio, sys, time
    import rules
    from bot import images

    async def main() -> None:
        images.configure(2)
        engine = rules.get_engine("cave-vs-cave")
        view = engine.view(engine.new_game(2, 11), None)
        await asyncio.gather(*(images.draw_turn("cave-vs-cave", view) for _ in range(4)))
        pids = [p.pid for p in images._Pool.executor._processes.values()]
        print(" ".join(map(str, pids)), flush=True)
        time.sleep(120)

    asyncio.run(main())
""")


def _alive(pid: int) -> bool:
    """The process runs (a zombie waiting for its reaper counts as gone)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False
    return state not in ("Z", "X")


def _start_parent() -> tuple[subprocess.Popen[str], list[int]]:
    parent = subprocess.Popen([sys.executable, "-c", PARENT], cwd=ROOT, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert parent.stdout is not None
    line = parent.stdout.readline()   # returns once the workers drew (or the parent died)
    workers = [int(pid) for pid in line.split()]
    return parent, workers


def _gone_within(pids: list[int], seconds: float) -> list[int]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        left = [pid for pid in pids if _alive(pid)]
        if not left:
            return []
        time.sleep(0.1)
    return [pid for pid in pids if _alive(pid)]


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads process states from /proc")
def test_workers_end_when_their_bot_is_killed() -> None:
    parent, workers = _start_parent()
    try:
        assert len(workers) == 2 and all(_alive(pid) for pid in workers), workers
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait(10)
        left = _gone_within(workers, 5.0)
        assert not left, f"drawing processes outlived their killed parent: {left}"
    finally:
        parent.kill()
        for pid in workers:   # never leave a process behind, even when the test fails
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)


# The portable fallback alone: a worker without Linux's death signal, under a parent that
# is then killed, must still end through its watchdog thread (looking every 0.05 s here
# rather than every second, so the test need not wait). It says when it is bound.
WATCHED_CHILD = ("import sys, time; from bot import images; "
                 "images._ask_linux_for_parent_death_signal = lambda: None; "
                 "images.PARENT_CHECK_SECONDS = 0.05; "
                 "images.bind_to_parent(int(sys.argv[1])); print('bound', flush=True); "
                 "time.sleep(60)")
MIDDLE = textwrap.dedent(f"""
    import subprocess, sys, time
    import os
    # The parent's pid is passed: a child that binds after its parent died exits at once,
    # so the middle is killed only once the child is bound (its watchdog running).
    child = subprocess.Popen([sys.executable, "-c", {WATCHED_CHILD!r}, str(os.getpid())],
                             stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline() == "bound\\n"
    print(child.pid, flush=True)
    time.sleep(60)
""")


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads process states from /proc")
def test_the_watchdog_alone_ends_a_worker_whose_parent_was_killed() -> None:
    middle = subprocess.Popen([sys.executable, "-c", MIDDLE], cwd=ROOT, text=True,
                              stdout=subprocess.PIPE)
    assert middle.stdout is not None
    child = int(middle.stdout.readline())
    try:
        assert _alive(child)
        os.kill(middle.pid, signal.SIGKILL)
        middle.wait(10)
        assert not _gone_within([child], 2 + 2 * images.PARENT_CHECK_SECONDS)
    finally:
        middle.kill()
        if _alive(child):
            os.kill(child, signal.SIGKILL)
