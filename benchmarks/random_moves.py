"""The benchmarks' random player: whoever must act picks one of their offered options."""

from __future__ import annotations

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
