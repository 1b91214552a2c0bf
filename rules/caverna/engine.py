"""Caverna: The Cave Farmers on the shared engine contract.

Every open decision is the top frame of a player's stack (flow.py); ``decisions`` reads
those frames, ``perform`` answers one and then :func:`settle` runs everything that needs
no answer (forced choices, automatic leaves, the round driver) until someone must decide.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from rules.caverna import convert, copying, flow, harvest, ops, placement, rounds, scoring, view
from rules.caverna import players as pl
from rules.caverna.animals import fits
from rules.caverna.data import FARM_ANIMALS, READINGS
from rules.caverna.names import space_name, titled, who
from rules.caverna.rounds import FURNISHING_SETS
from rules.core import BaseEngine, Decision, Option, Rng, Score, State, event
from rules.core.base import GAME_OVER, NOT_YOUR_TURN
from rules.core.base import not_an_option as core_not_an_option
from rules.core.contract import IllegalMove
from rules.core.text import Say

_PROMPTS = {k: Say(text, f"caverna-prompt-{k}") for k, text in {
    "place": "Place a dwarf on an action space",
    "pick_dwarf": "Which dwarf goes instead (1 ruby)?",
    "feed": "Feed your dwarfs",
    "breed": "Not all newborn animals fit: which do you keep?",
    "skip_phase": "This harvest, skip the field phase or the breeding phase?",
    "overflow": "Your animals do not all fit: eat some",
    "convert": "Convert goods (any time)",
    "rubies": "Spend rubies on what this action needs",
    "gold": "How much food do you buy with gold (N + 1 gold for N food)?",
    "solo_cap": "Spaces holding more than 6 goods lose the surplus unless you pay 1 ruby each",
    "final": "Last trades before scoring (furnishing tiles, rubies, weapons)",
}.items()}
_FINAL_DONE = Option("done", Say("Done: score my goods as they are", "caverna-final-done"))


# Frames whose menus always end with the "Convert goods…" entry (see frame_options).
_CONVERT_ANYWHERE = frozenset({"node", "op", "place", "feed", "breed", "final"})
assert convert.ENTRY.id == "cv"  # _refusal and _answer test the id itself


def _overflow_options(state: State, seat: int) -> list[Option]:
    player = state["players"][seat]
    out = []
    for animal in FARM_ANIMALS:
        if player["res"][animal] > 0:
            one = pl.amount(1, animal)
            food = pl.amount(convert.food_for(player, animal), "food")
            out.append(Option(f"f:{animal}", Say(f"Eat {one} (+{food})", "caverna-eat",
                                                 what=one, food=food)))
    return out


def _entry(state: State, seat: int) -> list[Option]:
    """The "Convert goods…" entry, when the menu it opens holds more than "Back"."""
    return [convert.ENTRY] if convert.available(state, seat) else []


def _pending(state: State) -> list[Decision]:
    """BaseEngine.pending (nobody decides once the game is over), in one call."""
    if state["phase"] == "over":
        return []
    out = []
    for seat, player in enumerate(state["players"]):
        if player["stack"]:
            prompt, options = frame_options(state, seat)
            out.append(Decision(seat, prompt, tuple(options)))
    return out


# The prompts of op frames whose leaf reads nothing from the state, by space and path.
_OP_PROMPTS: dict[tuple[str, tuple[int, ...], tuple[str, ...]], Say] = {}


def _op_prompt(state: State, seat: int, frame: dict[str, Any]) -> Say:
    # A fence's or a stable's price is the seat's own (ops.priced): kept per discount tiles.
    key = (frame["sp"], tuple(frame["p"]), pl.discount_tiles(state["players"][seat]))
    prompt = _OP_PROMPTS.get(key)
    if prompt is None:
        node = ops._node(frame)
        prompt = titled(space_name(frame["sp"]), ops.describe(state, seat, node, frame["sp"]))
        if ops.static_label(node, key[2]) is not None:
            _OP_PROMPTS[key] = prompt
    return prompt


def frame_options(state: State, seat: int) -> tuple[str, list[Option]]:
    frame = state["players"][seat]["stack"][-1]
    k = frame["k"]
    # The listings below are new lists each time: the entry is appended to them. Under
    # a placement, a feeding or a breeding no action is open (flow.unused_action is
    # None): the entry's test is asked as such.
    if k == "place":
        opts = placement.place_options(state, seat)
        root = None
        prompt = _PROMPTS[k]
    elif k == "node":
        may_end, root = flow.node_menu_facts(state, seat)
        opts = flow.node_options(state, seat, frame, may_end)
        prompt = space_name(frame["sp"])
    elif k == "op":
        opts = ops.options(state, seat, frame)
        root = flow.unused_action(state, seat)
        prompt = _op_prompt(state, seat, frame)
    elif k == "feed":
        opts = harvest.feed_options(state, seat, frame)
        root = None
        prompt = _PROMPTS[k]
    elif k == "breed":
        opts = harvest.breed_options(state, seat, frame)
        root = None
        prompt = _PROMPTS[k]
    else:
        return _other_options(state, seat, frame, k)
    if convert.available_at(state, seat, root):  # convert.available, root known
        opts.append(convert.ENTRY)
    return prompt, opts


def _other_options(state: State, seat: int, frame: dict[str, Any], k: str
                   ) -> tuple[str, list[Option]]:
    """frame_options of the frames whose menus have no "Convert goods…" entry (or end
    with it: the last trades)."""
    if k == "pick_dwarf":
        return _PROMPTS[k], placement.pick_options(state, seat)
    if k == "skip_phase":
        return _PROMPTS[k], harvest.skip_options()
    if k == "overflow":
        return _PROMPTS[k], _overflow_options(state, seat)
    if k == "solo_cap":
        return _PROMPTS[k], rounds.cap_options(state, seat, frame)
    if k == "final":
        return _PROMPTS[k], [*_entry(state, seat), _FINAL_DONE]
    if k == "gold":
        return _PROMPTS[k], convert.gold_options(state, seat)
    return _PROMPTS["rubies" if frame.get("must") else "convert"], convert.options(state, seat)


# The shared refusals (rules.core.base), same English, as this game's messages.
_GAME_OVER = Say(GAME_OVER, "caverna-refuse-over")
_NOT_YOUR_TURN = Say(NOT_YOUR_TURN, "caverna-refuse-not-your-turn")


def not_an_option(option_id: str) -> Say:
    return Say(core_not_an_option(option_id), "caverna-refuse-not-an-option", option=option_id)


def _refusal(state: State, seat: int, option_id: str) -> str:
    """Why a move is refused ("" when legal), reading only the seat's own frame.

    A dwarf placement tests just the chosen space instead of labelling every space, and
    a flow node's child just its eligibility, a tile spot or furnishing tile just its
    place on the menu (see ops.offered).
    """
    if state["phase"] == "over":
        return _GAME_OVER
    players = state["players"]
    if not 0 <= seat < len(players) or not players[seat]["stack"]:
        return _NOT_YOUR_TURN
    frame = players[seat]["stack"][-1]
    kind = frame["k"]
    # One branch per frame kind (the kinds exclude each other), the common ones first.
    if option_id == "cv" and kind in _CONVERT_ANYWHERE:  # convert.ENTRY's id
        return "" if convert.available(state, seat) else not_an_option(option_id)
    if kind == "place":
        if option_id[:3] == "sp:":
            return "" if placement.space_open(state, seat, option_id[3:]) else (
                not_an_option(option_id))
    elif kind == "node":
        if option_id == "done":
            return "" if flow.offers_done(state, seat, frame) else not_an_option(option_id)
        if option_id[:2] == "c:" and option_id[2:].isdigit():
            # A child is offered exactly when it is eligible: no need for its label.
            return "" if flow.is_eligible(state, seat, frame, int(option_id[2:])) else (
                not_an_option(option_id))
    elif kind == "op":
        verdict = ops.offered(state, seat, frame, option_id)
        if verdict is not None:
            return "" if verdict else not_an_option(option_id)
    elif kind == "convert":
        return "" if convert.offers(state, seat, option_id) else not_an_option(option_id)
    elif kind == "feed":
        if option_id == "pay":
            return ""  # the feeding menu always starts with it (harvest.feed_options)
        verdict = harvest.feed_offers(state, seat, frame, option_id)
        if verdict is not None:
            return "" if verdict else not_an_option(option_id)
    elif kind == "skip_phase":
        return "" if option_id in harvest.SKIP_IDS else not_an_option(option_id)
    _, options = frame_options(state, seat)
    return "" if any(o.id == option_id for o in options) else not_an_option(option_id)


# The state's parts a move copies and those it shares: see copying.py.
SHARED, COPIED = copying.SHARED, copying.COPIED


# The frames that flow.step or convert.close_if_spent may change without an answer.
_STEPPED = frozenset({"op", "node", "convert"})


def settle(state: State, lent: set[int] | None = None) -> None:
    """Run forced steps and the round driver until someone has a real decision.

    ``lent``: the seats whose players the state still shares with the state before
    the move (copying.for_seat); they are copied before anything may change them.
    """
    players = state["players"]
    while True:
        # Whether a seat is left with a decision, told while stepping the seats (a
        # seat's steps change only its own stack).
        asked = False
        for seat in range(len(players)):
            if lent and seat in lent:
                stack = players[seat]["stack"]
                if not stack:
                    continue
                if stack[-1]["k"] not in _STEPPED:
                    asked = True  # nothing below can change it (its own decision waits)
                    continue
                copying.own_player(state, lent, seat)
            stack = players[seat]["stack"]
            # flow.step moves only op and node frames, close_if_spent only a convert menu:
            # each is asked only of its own frames.
            while stack:
                k = stack[-1]["k"]
                if k == "op" or k == "node":
                    stepped = flow.step(state, seat)
                    if pl.HOOKED in players[seat]:   # a tile's on-gain goods, said now
                        pl.say_hook_gains(state)
                    if not stepped:
                        break
                elif k != "convert" or not convert.close_if_spent(state, seat):
                    break
            if stack:
                asked = True
        if asked:
            return
        advanced = rounds.advance(state, lent)
        pl.say_hook_gains(state)   # goods of a round's start or of a harvest
        if not advanced:
            return


# Who answers each frame kind: (state, seat, option) or (state, seat, frame, option).
_ANSWERS: dict[str, Callable[[State, int, str], None]] = {
    "convert": convert.choose, "gold": convert.choose_gold, "place": placement.choose_place,
    "pick_dwarf": placement.choose_pick, "breed": harvest.choose_breed,
    "skip_phase": harvest.choose_skip, "solo_cap": rounds.choose_cap}
_FRAME_ANSWERS: dict[str, Callable[[State, int, dict[str, Any], str], None]] = {
    "op": ops.choose, "feed": harvest.choose_feed}


def _answered(state: State, seat: int) -> None:
    """What the answer's gains set off on the seat's tiles, said right after it."""
    if pl.HOOKED in state["players"][seat]:
        pl.say_hook_gains(state)


def _answer(state: State, seat: int, option_id: str) -> bool:
    """Carry out the seat's answer to its top frame; False when nothing else can follow
    (the "Convert goods…" entry only opens its menu), True when the game must settle."""
    player = state["players"][seat]
    frame = player["stack"][-1]
    k = frame["k"]
    if option_id == "cv" and k != "convert":
        player["stack"].append({"k": "convert"})
        return False
    answer = _ANSWERS.get(k)
    if answer is not None:
        answer(state, seat, option_id)
    elif k in _FRAME_ANSWERS:
        _FRAME_ANSWERS[k](state, seat, frame, option_id)
    elif k == "overflow":
        convert.apply(state, seat, option_id)
        if fits(player):
            player["stack"].pop()
    elif k == "node":
        if option_id == "done":
            flow.close(state, seat)
        else:
            flow.choose_child(state, seat, frame, int(option_id[2:]))
    elif k == "final":
        player["stack"].pop()
        state["events"].append(event(Say(f"{who(seat)} is done trading.",
                                         "caverna-ev-done-trading", who=who(seat)), seat))
    else:  # pragma: no cover - every frame kind is listed above
        raise IllegalMove(Say("That choice is not available right now.",
                              "caverna-refuse-unavailable"))
    return True


class CavernaEngine(BaseEngine):
    key = "caverna"
    title = "Caverna: The Cave Farmers"
    min_players = 1
    max_players = 7
    # 2: issue 6 effects (Office room, Builder, Trader overbuild, Miner, Mining cave,
    # Slaughtering cave), last trades before scoring, furnishing_set option.
    # 3: issue 13 rules fidelity (gold buys N food for N+1 gold, animals housed after
    # fencing or sowing, ruby placement past a stuck dwarf, no empty action spaces).
    # 4: issue 28 (no conversion empties an unused action, rubies count for a usable
    # space, the growth after Urgent wish's dwelling is optional, begging by choice,
    # gold to food for the whole stock).
    # 5: issue 39 (Small-scale drift mining at 6-7 players, Imitation spaces can be
    # imitated, rubies may buy several kinds of goods to make a space usable, animals
    # are eaten, never released for nothing; feeding pays through players.pay; labels
    # name discounted prices, which changes no play).
    rules_version = 5
    readings = READINGS
    # furnishing_set: "full" (every tile) or "intro" (the introductory side's tiles only).
    default_options: ClassVar[dict[str, Any]] = {"furnishing_set": "full"}

    def setup(self, state: State, rng: Rng) -> None:
        chosen = state["options"]["furnishing_set"]
        if chosen not in FURNISHING_SETS:
            raise IllegalMove(Say(f"Option “furnishing_set” must be “full” or “intro”, "
                                  f"not “{chosen}”.", "caverna-refuse-furnishing-set",
                                  chosen=str(chosen)))
        rounds.setup(state, rng)
        settle(state)

    def decisions(self, state: State) -> list[Decision]:
        return _pending(state)  # once the game is over no stack is open: the same list

    def pending(self, state: State) -> list[Decision]:
        return _pending(state)

    def apply(self, state: State, seat: int, option_id: str) -> State:
        # BaseEngine.apply (check_move, then play) without its extra calls: every move
        # of every playout runs this.
        refusal = _refusal(state, seat, option_id)
        if refusal:
            raise IllegalMove(refusal)
        return self.play(state, seat, option_id)

    def check_move(self, state: State, seat: int, option_id: str) -> None:
        # Same sentences as BaseEngine.check_move, but cheaper: see _refusal. The
        # sentence is built in a helper so that the raised error's traceback holds no
        # reference into the state (marshal would then encode the state differently).
        refusal = _refusal(state, seat, option_id)
        if refusal:
            raise IllegalMove(refusal)

    def copy_for_move(self, state: State) -> State:
        # The containers a move may change, copied by their known shapes; numbers and
        # strings are immutable and the setup-only parts are shared.
        return copying.for_move(state)

    def play(self, state: State, seat: int, option_id: str) -> State:
        # Only the mover's player is copied up front: see copying.for_seat and settle.
        new, lent = copying.for_seat(state, seat)
        new["events"] = []
        answered = _answer(new, seat, option_id)
        _answered(new, seat)
        if answered:
            settle(new, lent)
        new["move_count"] += 1
        return new

    def perform(self, state: State, seat: int, option_id: str) -> None:
        answered = _answer(state, seat, option_id)
        _answered(state, seat)
        if answered:
            settle(state)

    def first_player(self, state: State) -> int:
        return int(state["start"])   # the first-player marker (at setup: drawn at random)

    def is_over(self, state: State) -> bool:
        return state["phase"] == "over"

    def round_info(self, state: State) -> tuple[int, int]:
        # Rounds are counted as played: with 1-2 players printed round 10 is the 9th.
        return state["rounds"].index(state["round"]) + 1, state["rounds_total"]

    def scores(self, state: State) -> list[Score]:
        return [Score(s, scoring.total(p), tuple(scoring.breakdown(p)))
                for s, p in enumerate(state["players"])]

    def public_view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view.public_view(state, seat)


ENGINE = CavernaEngine()
