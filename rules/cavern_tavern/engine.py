"""The Cavern Tavern engine: the contract methods, wired to the modules that hold the rules."""

from __future__ import annotations

from typing import Any, ClassVar

# Importing these registers their decision steps.
from rules.cavern_tavern import (  # noqa: F401
    exchanges,
    items,
    nasty,
    orders,
    placement,
    secret_room,
    turn,
)
from rules.cavern_tavern.board import ZONES
from rules.cavern_tavern.copying import copy_for_move, mover_copy, stack_copy
from rules.cavern_tavern.decks import load
from rules.cavern_tavern.flow import KINDS
from rules.cavern_tavern.nasty import drinks_due, hand_in_drinks
from rules.cavern_tavern.orders import take_options
from rules.cavern_tavern.rounds import end_turn
from rules.cavern_tavern.scoring import lines, tiebreak
from rules.cavern_tavern.setup import (
    DEFAULT_OPTIONS,
    answer_character,
    answer_start,
    character_options,
    setup,
    start_options,
)
from rules.cavern_tavern.view import public_view
from rules.core import BaseEngine, Decision, IllegalMove, Rng, Score, State
from rules.core.base import GAME_OVER, NOT_YOUR_TURN, not_an_option
from rules.core.text import Say

# Menu entries that only push their step (``turn.answer_main``).
MENU_STEPS = frozenset({"place", "serve", "order", "item", "mod", "drinks"})
# Answers that only pop their step and maybe push another, by step kind: every option
# (None) or these ids / id prefixes. ``stack_only`` gives them a copy sharing all else.
_ANY = None
STACK_ONLY: dict[str, frozenset[str] | tuple[str, ...] | None] = {
    "zone": _ANY, "cup": _ANY, "swap_give": _ANY,
    "dice": frozenset({"back"}), "order": frozenset({"back"}), "play_item": frozenset({"back"}),
    "cup_to": frozenset({"back"}), "modify": frozenset({"back"}),
    "serve_drink": frozenset({"back"}), "swap_take": frozenset({"skip"}),
    "pick": frozenset({"skip"}), "steal": ("skip", "p:"), "trade": ("skip", "g:", "p:"),
}


def stack_only(state: State, option_id: str) -> bool:
    """Whether answering ``option_id`` now changes nothing but the step stack (and the
    events, which no such answer writes). Settling a turn left with nothing but "End
    turn" is not part of it: the caller checks that separately."""
    if state.get("char_pick") or state["start"] is not None:
        return False
    stack = state["stack"]
    if not stack:
        return option_id in MENU_STEPS
    kind = stack[-1]["k"]
    if kind not in STACK_ONLY:
        return False
    ids = STACK_ONLY[kind]
    if ids is None:
        return True
    if type(ids) is tuple:
        return option_id == ids[0] or option_id.startswith(ids[1:])
    return option_id in ids


# Rooms whose zones' effects change only the placing seat's player, the supply and the
# dice on the board, and push steps (placement.EFFECTS); Kitchen and Chores only while the
# seat holds no Nasty-says card (one may be discarded there).
_MOVER_ROOMS = frozenset({"cellar", "office"})
_TASK_ROOMS = frozenset({"kitchen", "chores"})


def ends_turn(state: State, option_id: str) -> bool:
    """Whether ``option_id`` is "End turn" on the turn's menu (``rounds.end_turn``: the
    turn's flags are replaced, ``passed`` changes; the round may end)."""
    return (option_id == "end" and not state["stack"] and not state.get("char_pick")
            and state["start"] is None)


def mover_only(state: State, option_id: str) -> int | None:
    """The seat whose player is all the move changes besides the turn's flags, the supply,
    the dice on zones and the step stack (``copying.mover_copy``), or None: placing dice
    on a Cellar, Kitchen, Chores or Nasty's Office zone, taking an ingredient or a zone's
    rewards, swapping with the supply."""
    stack = state["stack"]
    if not stack or state.get("char_pick") or state["start"] is not None:
        return None
    step = stack[-1]
    kind = step["k"]
    if kind == "dice":
        zone = ZONES.get(step["zone"])
        if option_id == "back" or zone is None:
            return None
        seat: int = step["seat"]
        if zone.room in _MOVER_ROOMS or zone.id == "replace" or (
                zone.room in _TASK_ROOMS and not state["players"][seat]["says"]):
            return seat
        return None
    if (kind == "pick" and option_id.startswith("i:")) or kind in _MOVER_KINDS:
        return int(step["seat"])
    return None


# Steps whose every answer changes only the seat's player, the supply and plain values,
# and pushes steps: taking a zone's rewards, swapping with the supply, the Scroll's card
# ("skip" and "Back" answers are stack_only, asked first).
_MOVER_KINDS = frozenset({"reward", "swap_take", "scroll_keep"})


class CavernTavernEngine(BaseEngine):
    key = "cavern-tavern"
    title = "Cavern Tavern"
    min_players = 1
    max_players = 6
    # 2: issue 13 rules fidelity (no starting card from an empty pile, Keishara's turn,
    # chosen payment and Book of Potion, optional rewards, Get me a drink, private steps).
    # 3: issue 28 (a seat ending its turn without placing no longer holds the round for
    # Keishara's power or Modifier tokens; Modifier tokens count as "can still place"; a
    # new order right after serving one; the Book of Potion's default card).
    # 4: issue 39 (Elven Chess and Tanelia offered only while they raise the VP).
    rules_version = 4
    # Catalogue messages ``tavern-reading-<n>`` (data order): English as in the data file.
    readings = tuple(Say(text, f"tavern-reading-{n}")
                     for n, text in enumerate(load("readings")["readings"], 1))
    default_options: ClassVar[dict[str, Any]] = DEFAULT_OPTIONS

    def setup(self, state: State, rng: Rng) -> None:
        setup(state, rng)

    def decisions(self, state: State) -> list[Decision]:
        if state.get("char_pick"):
            return [Decision(state["char_pick"][0],
                             Say("Choose your character", "tavern-choose-character"),
                             tuple(character_options(state)))]
        if state["start"] is not None:
            return [Decision(s, Say("Choose your starting ingredients", "tavern-choose-start"),
                             tuple(start_options(state, s)))
                    for s, dice in enumerate(state["start"]) if dice is not None]
        if state["stack"]:
            step = state["stack"][-1]
            k = KINDS[step["k"]]
            prompt, opts = k.ask(state, step)
            return [Decision(step["seat"], prompt, tuple(opts), k.private)]
        # turn.main_prompt, main_options and main_private, asking must_take once.
        seat = state["turn"]
        if turn.must_take(state, seat):
            return [Decision(seat, turn.MUST_TAKE, tuple(take_options(state)), False)]
        return [Decision(seat, turn.YOUR_TURN, tuple(turn.menu(state, seat)),
                         bool(state["players"][seat]["items"]))]

    def perform(self, state: State, seat: int, option_id: str) -> None:
        if state.get("char_pick"):
            answer_character(state, seat, option_id)
        elif state["start"] is not None:
            answer_start(state, seat, option_id)
        elif state["stack"]:
            step = state["stack"].pop()
            KINDS[step["k"]].answer(state, step, option_id)
        else:
            turn.answer_main(state, seat, option_id)
        hand_in_drinks(state)
        self.settle(state)

    def play(self, state: State, seat: int, option_id: str) -> State:
        # A move that changes little copies little (copying.py); the long way round
        # (a whole copy, ``perform``) does the rest, and a test checks both agree.
        if not drinks_due(state):
            if stack_only(state, option_id) or ends_turn(state, option_id):
                new = self._light_move(stack_copy(state), seat, option_id)
                if new is not None:
                    return new
            else:
                mover = mover_only(state, option_id)
                if mover is not None:
                    new = self._light_move(mover_copy(state, mover), seat, option_id,
                                           cards=True)
                    if new is not None:
                        return new
        new = copy_for_move(state)
        self.perform(new, seat, option_id)
        new["move_count"] += 1
        return new

    def _light_move(self, new: State, seat: int, option_id: str, *,
                    cards: bool = False) -> State | None:
        """``perform`` on a copy that shares what the move leaves alone (``stack_only``,
        ``ends_turn``, ``mover_only``), and the turns it settles; None when the move
        leaves Nasty's drink to hand in or ends the round (the long way round does that)."""
        if new["stack"]:
            step = new["stack"].pop()
            KINDS[step["k"]].answer(new, step, option_id)
        elif option_id == "end":
            if not end_turn(new, light=True):
                return None
        else:
            turn.answer_main(new, seat, option_id)
        if cards and drinks_due(new):  # only a move that gives cards can make one due
            return None
        # settle(), as long as no round ends.
        if not new["stack"] and not new["over"]:
            while turn.only_end(new, new["turn"]):
                if not end_turn(new, light=True):
                    return None
        new["move_count"] += 1
        return new

    @staticmethod
    def settle(state: State) -> None:
        """End turns that have nothing left but "End turn" (and skip idle players)."""
        while (not state["over"] and state["start"] is None and not state["stack"]
               and not state.get("char_pick")):
            if not turn.only_end(state, state["turn"]):
                return
            end_turn(state)

    def check_move(self, state: State, seat: int, option_id: str) -> None:
        """The core's legality test and sentences, asking only the seat's own decision."""
        if self.is_over(state):
            raise IllegalMove(GAME_OVER)
        if state["stack"] and not state.get("char_pick") and state["start"] is None:
            step = state["stack"][-1]
            allows = KINDS[step["k"]].allows
            if allows is not None:
                if seat != step["seat"]:
                    raise IllegalMove(NOT_YOUR_TURN)
                if not allows(state, step, option_id):
                    raise IllegalMove(not_an_option(option_id))
                return
        if state.get("char_pick") or state["start"] is not None or state["stack"]:
            mine = [d for d in self.decisions(state) if d.seat == seat]
            if not mine:
                raise IllegalMove(NOT_YOUR_TURN)
            if not any(d.option(option_id) for d in mine):
                raise IllegalMove(not_an_option(option_id))
            return
        if seat != state["turn"]:
            raise IllegalMove(NOT_YOUR_TURN)
        if not turn.main_allows(state, seat, option_id):
            raise IllegalMove(not_an_option(option_id))

    def copy_for_move(self, state: State) -> State:
        # A copy by the state's known shapes (see copying.py): the previous move's events
        # are replaced anyway, and the options are shared (never changed after setup).
        return copy_for_move(state)

    def first_player(self, state: State) -> int:
        return int(state["first"])   # the first-player marker (at setup: drawn at random)

    def is_over(self, state: State) -> bool:
        return bool(state["over"]) and not state["stack"]

    def scores(self, state: State) -> list[Score]:
        secrets = self.is_over(state)
        out = []
        for seat in range(state["num_players"]):
            ls = lines(state, seat, secrets=secrets)
            out.append(Score(seat, sum(v for _, v in ls), tuple(ls)))
        return out

    def tiebreak(self, state: State, seat: int) -> tuple[Any, ...]:
        return tiebreak(state, seat)

    def public_view(self, state: State, seat: int | None) -> dict[str, Any]:
        out = public_view(state, seat)
        over = self.is_over(state)
        out["final_ranking"] = self.ranking(state) if over else None
        # What the seat to act is asked, as the other games' views say it (the turn card
        # shows it); the options stay out of the public view (some list hand cards).
        pending = [] if over else self.pending(state)
        out["prompt"] = pending[0].prompt if pending else None
        return out


ENGINE = CavernTavernEngine()
