"""The commands a benchmark writes into its files run again as they were run: every command
the solo Caverna book records, parsed by its tool and written again by
``benchmarks.rerun.rerun_command``, asks for the same options."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

from benchmarks import caverna_solo_book, caverna_solo_polish

BOOK = Path(__file__).resolve().parent.parent / "rules" / "ai" / "data" / "caverna_solo_book.json"
TOOLS = {"benchmarks.caverna_solo_book": caverna_solo_book,
         "benchmarks.caverna_solo_polish": caverna_solo_polish}


def _parsed(command: str):  # type: ignore[no-untyped-def]
    words = shlex.split(command)
    assert words[:2] == ["python", "-m"], command
    tool = TOOLS[words[2]]
    return tool, tool.make_parser().parse_args(words[3:])


def test_every_recorded_command_is_written_again_alike() -> None:
    data = json.loads(BOOK.read_text(encoding="utf-8"))
    commands = [data["command"], *data.get("after", [])]
    assert len(commands) >= 3
    for command in commands:
        tool, args = _parsed(command)
        parser = tool.make_parser()
        again = (tool.command(parser, args, json.loads(args.weights))
                 if tool is caverna_solo_book else tool.command(parser, args))
        assert vars(_parsed(again)[1]) == vars(args), (command, again)


def test_a_polished_book_records_the_command_that_wrote_it(tmp_path: Path) -> None:
    data = json.loads(BOOK.read_text(encoding="utf-8"))
    line = caverna_solo_polish.evaluate([m["option"] for m in data["moves"]])
    out = tmp_path / "book.json"
    argv = ["--from-book", str(BOOK), "--sweeps", "2", "--mend", "3", "--sideways",
            "--out", str(out)]
    parser = caverna_solo_polish.make_parser()
    caverna_solo_polish._write(parser, parser.parse_args(argv), data, line, 5)
    written = json.loads(out.read_text(encoding="utf-8"))
    assert written["after"][0] == data["command"]
    assert written["score"] == line.score
    _tool, args = _parsed(written["command"])
    assert vars(args) == {**vars(parser.parse_args(argv)), "out": ""}
