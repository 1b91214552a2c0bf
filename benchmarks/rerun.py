"""The command that runs a benchmark again as it was run, for the files it writes."""

from __future__ import annotations

import argparse
import shlex
from collections.abc import Collection


def rerun_command(module: str, parser: argparse.ArgumentParser, args: argparse.Namespace,
                  always: Collection[str] = (), skip: Collection[str] = ()) -> str:
    """``python -m module`` with every option of ``args`` that is not its default (and
    those named in ``always``), in the parser's order; ``skip`` names options the file's
    own reader does not need (its output path, a tuning that was already applied)."""
    words = ["python", "-m", module]
    for action in parser._actions:
        if not action.option_strings or action.dest in skip or action.dest == "help":
            continue
        flag = max(action.option_strings, key=len)
        value = getattr(args, action.dest)
        if isinstance(action, argparse._StoreTrueAction):
            if value:
                words.append(flag)
        elif value != action.default or action.dest in always:
            words += [flag, shlex.quote(str(value))]
    return " ".join(words)
