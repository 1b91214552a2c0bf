"""The benchmarks' random player: whoever must act picks one of their offered options."""

from __future__ import annotations

import argparse

import rules
from bot.host import GameHost
from bot.outcomes import OptionChoice
from rules.core import Rng


async def random_choice(host: GameHost, channel: int,
                        chooser: Rng) -> tuple[int, OptionChoice, int] | None:
    """(user, option, the decision's stamp) of a random waiting member's random option;
    None when the game is no longer running or nobody can act."""
    status = await host.status(channel)
    if status.status != "active" or not status.to_act:
        return None
    decision = chooser.choice(status.to_act)
    assert decision.user_id is not None
    mine = await host.options(channel, decision.user_id)
    own = mine.decisions[0]
    return decision.user_id, chooser.choice(own.options), own.stamp


def add_play_options(parser: argparse.ArgumentParser, channels: int) -> None:
    """The options every load benchmark shares: how many channels play what, how fast."""
    parser.add_argument("--channels", type=int, default=channels)
    parser.add_argument("--moves", type=int, default=4, help="moves per channel")
    parser.add_argument("--key", default="cave-vs-cave", choices=sorted(rules.GAMES))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--think", type=float, default=0.5,
                        help="mean seconds between a move's answer and the next /play")
    parser.add_argument("--no-images", action="store_true")
