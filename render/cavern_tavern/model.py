"""What the Cavern Tavern pictures show, as typed data (filled from the view by ``from_view``).

The drawing code reads these dataclasses, never the raw view dict, so a renamed view key
is fixed in one place. Nothing here can hold a secret: the public view has none to give
(an item hand is only a count, a secret objective is absent).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from render.common.scores import ScoreColumn


@dataclass(frozen=True)
class Ingredient:
    """A kind of ingredient card with how many are held (or left in the supply)."""

    id: str
    name: str
    count: int
    cellar: int | None    # Cellar value (1-6) that gives it; None for the Magic Potion


@dataclass(frozen=True)
class Order:
    id: str
    name: str
    race: str
    ingredients: tuple[str, ...]      # display names, repeated as on the card
    vp: tuple[int, ...]               # VP when served 0, 1, 2, ... rounds late
    forgotten_after: int
    penalty: int
    symbol: str | None                # "kitchen", "chores" or None


@dataclass(frozen=True)
class MessSlot:
    slot: int                         # 1-6: 1 top-left, 6 bottom-right
    order: Order | None
    meeple: int | None                # seat whose order came from here
    blocked: bool                     # solo: the automaton's white die sits here


@dataclass(frozen=True)
class Zone:
    id: str
    name: str
    room: str                         # cellar, kitchen, chores, office, workshop
    total: int | None                 # dice must add up to this (sum zones)
    dice: int | None                  # this many dice, any faces (count zones)
    slots: int
    occupied: tuple[int, ...]         # seats, in the order they placed
    blocked: bool
    reward: str = ""
    # Dice lying on the zone, face up: (seat or None for the automaton, value, colour).
    placed: tuple[tuple[int | None, int, str], ...] = ()


@dataclass(frozen=True)
class Character:
    name: str
    text: str
    uses_left: int


@dataclass(frozen=True)
class Seat:
    seat: int
    name: str                         # display name, or "Player N"
    score: int                        # public total as final scoring would count it now
    vp: int                           # score track
    nasty: int
    kitchen: int
    chores: int
    order: Order | None
    order_taken: int | None
    lateness: int | None
    served: int
    forgotten: int
    nasty_says: tuple[str, ...]
    items: int                        # number of item cards in hand, never which
    tips_banked: int
    dice: tuple[int, ...]             # unplaced dice, white die excluded
    white_die: bool
    white_value: int | None           # None once placed (or not held)
    meeple: int | None
    character: Character | None
    resources: tuple[Ingredient, ...]
    first: bool
    turn: bool
    # Secret Room expansion (empty without it): cards kept, tokens held.
    secret_cards: tuple[str, ...] = ()
    modifiers: int = 0
    drinks: tuple[str, ...] = ()
    miss_nasty: int = 0


@dataclass(frozen=True)
class Automaton:
    """Solo: the automaton's dice and what they block this round."""

    dice: tuple[tuple[str, int], ...]     # (colour, value)
    blocked: tuple[str, ...]              # zone names
    mess_slot: int | None
    goal: int | None
    mode: str = "standard"                # or "story" (a Five Kingdoms card)
    story: str = ""                       # the card's name, text and goals in words
    won: bool | None = None               # the mode's win condition holds now


@dataclass(frozen=True)
class SecretRoom:
    """The expansion's board: three cards (as zones) and Miss Nasty's zone."""

    open: bool
    zones: tuple[Zone, ...]
    deck: int
    pile: int
    modifiers: int


@dataclass(frozen=True)
class Tavern:
    round: int
    rounds_total: int
    clock: str
    over: bool
    turn: int | None
    to_act: tuple[int, ...]
    first_player: int | None
    white_seat: int | None
    white_value: int | None
    seats: tuple[Seat, ...]
    mess: tuple[MessSlot, ...]
    zones: tuple[Zone, ...]
    supply: dict[str, int] = field(default_factory=dict)
    decks: dict[str, int] = field(default_factory=dict)
    automaton: Automaton | None = None
    house_note: str = ""
    white_status: str | None = None   # in_hand, rolled, placed, set_aside (None: solo/older)
    # Once over: per seat (name, total counting secrets), best first; empty before.
    final: tuple[tuple[str, int], ...] = ()
    secret_room: SecretRoom | None = None
    choosing_character: int | None = None
    # Once over: each seat's final breakdown and its revealed objective, in seat order.
    breakdown: tuple[ScoreColumn, ...] = ()
    objectives: tuple[tuple[int, str], ...] = ()      # (seat, "Name — text: met, 8 VP")
    prompt: str = ""                  # what the seat to act is asked now ("" once over)

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

    def room(self, room: str) -> tuple[Zone, ...]:
        return tuple(z for z in self.zones if z.room == room)
