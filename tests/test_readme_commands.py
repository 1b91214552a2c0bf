"""Every command the README shows runs, as written, from a fresh clone after ``./run.sh``.

The commands are read from the README itself (code blocks and inline code), so a command
added there is run here. Each really starts its entry point in a subprocess; a long one
(a benchmark) prints its ``--help`` instead, and placeholders (KEY, N, FILE, ``…``) take
tiny values. ``./run.sh ARGS`` is run as what it ends with, ``.venv/bin/python -m bot
ARGS``: the script itself would first reinstall the project into ``.venv``.
"""

from __future__ import annotations

import asyncio
import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.store import Database

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
VENV_PYTHON = ".venv/bin/python"
# How a command starts: the two scripts, or the project's Python (`NAME=value` first is fine).
COMMAND = re.compile(r"^(?:[A-Z_]+=\S+\s+)*(?:\./run\.sh|\./test\.sh|\.venv/bin/python -m)\b")
# A README placeholder and the tiny value it takes here ({tmp}: the test's own folder).
PLACEHOLDERS = {"KEY": "cave-vs-cave", "N": "1", "S": "3", "M": "2", "DIR": "{tmp}/render",
                "FILE": "{tmp}/game.json", "postgresql://…": "{tmp}/copy.db"}
# Input for the console: look, then leave.
CONSOLE_INPUT = "help\nquit\n"
TIMEOUT = 120


@dataclass(frozen=True)
class Command:
    text: str     # as the README writes it
    line: int


def readme_commands(text: str) -> list[Command]:
    """Every command in the README: lines of code blocks (comments cut) and inline code."""
    found: list[Command] = []
    in_block = False
    for number, raw in enumerate(text.splitlines(), start=1):
        if raw.startswith("```"):
            in_block = not in_block
            continue
        if in_block:
            code = raw.split("  #", 1)[0].strip()
            if COMMAND.match(code):
                found.append(Command(code, number))
    without_blocks = re.sub(r"```.*?```", lambda m: "\n" * m.group(0).count("\n"), text,
                            flags=re.DOTALL)
    for match in re.finditer(r"`([^`]+)`", without_blocks):
        code = " ".join(match.group(1).split())   # a span may wrap onto the next line
        if COMMAND.match(code):
            found.append(Command(code, without_blocks.count("\n", 0, match.start()) + 1))
    return found


def bare_pythons(text: str) -> list[str]:
    """Lines that say ``python -m`` outside the project's .venv: they fail from a fresh
    clone (No module named 'fluent')."""
    return [line for line in text.splitlines()
            if re.search(r"(?<!\.venv/bin/)\bpython3? -m\b", line)]


def planned(command: Command) -> tuple[str, ...] | None:
    """The words that run ``command`` here ({tmp} for the test's folder; NAME=value
    first), or None for ./test.sh (the suite that is running now)."""
    words = shlex.split(re.sub(r"\s*\[[^]]*\]", "", command.text))   # [optional] parts
    env = []
    while words and re.fullmatch(r"[A-Z_]+=.*", words[0]):
        env.append(words.pop(0))
    if words[0] == "./test.sh":
        return None
    words = [PLACEHOLDERS.get(w, w) for w in words]
    if words[0] == "./run.sh":
        words = [VENV_PYTHON, "-m", "bot", *words[1:]]
    assert words[:2] == [VENV_PYTHON, "-m"], command
    if words[2].startswith("benchmarks") and not {"--list", "--help"} & set(words):
        words = [*words[:3], "--help"]   # minutes long: its entry point and options only
    return (*env, *words)


def argv_for(command: Command, tmp: Path) -> tuple[list[str], dict[str, str]] | None:
    """The argv that runs ``command`` here and its environment, or None for ./test.sh."""
    words = planned(command)
    if words is None:
        return None
    env = dict(w.partition("=")[::2] for w in words if re.fullmatch(r"[A-Z_]+=.*", w))
    argv = [w.format(tmp=tmp) for w in words[len(env):]]
    return [sys.executable, *argv[1:]], env


def distinct(commands: list[Command]) -> list[Command]:
    """One of each command as run here (./run.sh is written five times)."""
    seen: dict[tuple[str, ...] | None, Command] = {}
    for command in commands:
        seen.setdefault(planned(command), command)
    return [c for key, c in seen.items() if key is not None]


def _prepare(argv: list[str], tmp: Path) -> None:
    """What a command expects to exist: a saved game to replay, a database to copy."""
    if argv[2:4] == ["rules", "replay"]:
        subprocess.run([sys.executable, "-m", "rules", "play", "cave-vs-cave", "--players",
                        "1", "--seed", "3", "--random", "--quiet", "--save", argv[4]],
                       cwd=tmp, check=True, capture_output=True, timeout=TIMEOUT)
    if argv[2:4] == ["bot", "copy-db"]:
        source = tmp / argv[argv.index("--from") + 1]

        async def create() -> None:
            await (await Database.open(source)).close()
        asyncio.run(create())


COMMANDS = readme_commands(README.read_text(encoding="utf-8"))


def test_the_readme_names_its_commands() -> None:
    texts = [c.text for c in COMMANDS]
    assert "./run.sh" in texts and "./run.sh --local --out images/" in texts
    assert any(t.startswith(".venv/bin/python -m rules play") for t in texts)
    assert len(COMMANDS) >= 15


def test_every_python_command_runs_in_the_venv() -> None:
    assert bare_pythons(README.read_text(encoding="utf-8")) == []


def test_run_sh_runs_the_bot_with_the_venv_python() -> None:
    """What makes ``./run.sh ARGS`` the same as ``.venv/bin/python -m bot ARGS``."""
    script = (ROOT / "run.sh").read_text(encoding="utf-8")
    assert script.rstrip().endswith('exec .venv/bin/python -m bot "$@"')
    assert 'export CAVERN_CALLER_DIR="$PWD"' in script


@pytest.mark.parametrize("command", distinct(COMMANDS), ids=lambda c: f"line{c.line}")
def test_a_readme_command_runs(command: Command, tmp_path: Path) -> None:
    planned = argv_for(command, tmp_path)
    assert planned is not None
    argv, extra_env = planned
    _prepare(argv, tmp_path)
    env = {"PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(ROOT),
           "CAVERN_CALLER_DIR": str(tmp_path), "HOME": str(tmp_path), **extra_env}
    console = "--local" in argv
    done = subprocess.run(argv, cwd=tmp_path, env=env, capture_output=True, text=True,
                          input=CONSOLE_INPUT if console else "", timeout=TIMEOUT)
    said = done.stdout + done.stderr
    assert "Traceback" not in said, said
    if argv[2:4] == ["bot", "web"]:
        # The web table alone needs PostgreSQL; on SQLite it says so and stops.
        assert done.returncode == 2 and "DATABASE_URL=postgresql" in said, said
        return
    if argv[2:3] == ["bot"] and not console and "copy-db" not in argv \
            and "ratings" not in argv:
        # No DISCORD_TOKEN here: the bot explains how to get one, and stops.
        assert done.returncode == 1 and "DISCORD_TOKEN" in done.stdout, said
        return
    assert done.returncode == 0, said
    if console:   # in either language: started on its database, its log in --out
        out = tmp_path / (argv[argv.index("--out") + 1] if "--out" in argv else "out/console")
        assert (out / "console.log").exists(), said
        assert (tmp_path / "data" / "console.db").exists()   # its own, not the bot's
        assert not (tmp_path / "data" / "cavern-host.db").exists()
    if "--help" in argv:
        assert "usage:" in done.stdout


@pytest.mark.parametrize(("text", "fault"), [
    ("Run `python -m bot copy-db`.", "bare"),
    ("```bash\npython3 -m render KEY  # pictures\n```", "bare"),
    ("```bash\n.venv/bin/python -m rules play KEY  # a game\n```", None),
])
def test_the_checks_find_a_bare_python(text: str, fault: str | None) -> None:
    assert bool(bare_pythons(text)) == (fault == "bare")


def test_commands_are_read_from_blocks_and_wrapped_inline_code(tmp_path: Path) -> None:
    text = ("```bash\n./run.sh --local  # play\nls\n```\nthen `./run.sh copy-db --from a.db\n"
            "--to postgresql://…` and `X=1 ./test.sh tests -x` and `.venv/bin/python -m "
            "benchmarks.bench_load --moves 20 [--think 0]`, not `--save FILE`.")
    found = readme_commands(text)
    assert [c.text for c in found] == [
        "./run.sh --local", "./run.sh copy-db --from a.db --to postgresql://…",
        "X=1 ./test.sh tests -x", ".venv/bin/python -m benchmarks.bench_load --moves 20 "
        "[--think 0]"]
    assert [c.line for c in found] == [2, 5, 6, 6]
    copy = argv_for(found[1], tmp_path)
    assert copy is not None and copy[0][-1] == f"{tmp_path}/copy.db"
    assert argv_for(found[2], tmp_path) is None
    assert distinct([*found, found[0]]) == [found[0], found[1], found[3]]
    bench = argv_for(found[3], tmp_path)
    assert bench is not None and bench[0][1:] == ["-m", "benchmarks.bench_load", "--help"]
