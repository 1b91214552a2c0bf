"""What the host hands back to its front ends (Discord cogs, the console, tests).

Plain frozen dataclasses holding ids, names, text and PNG bytes: no Discord types, so
any front end can show them. Every refusal is a :class:`HostError` whose text is one
short friendly sentence, fit to show the user as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.i18n import DEFAULT_LANGUAGE, Composed, Msg

Image = tuple[str, bytes]  # (file name, PNG bytes)


class HostError(Exception):
    """A refused request; nothing changed. ``str(error)`` is the English sentence and
    ``error.message`` the same sentence as a catalogue message (:class:`bot.i18n.Msg`)
    when it has one, for front ends that render it in the reader's language."""

    def __init__(self, message: str | Msg) -> None:
        super().__init__(str(message))
        self.message = message

    @classmethod
    def refused(cls, error: Exception) -> HostError:
        """An engine's refusal, keeping its message string (a ``Say`` with a catalogue
        key, when the engine gave one) so the reader gets it in their language."""
        reason = error.args[0] if error.args and isinstance(error.args[0], str) else str(error)
        return cls(reason)


class StoreTrouble(HostError):
    """The store failed under a request (busy, or its connection dropped).

    ``saved`` says what became of the request: False, nothing was stored; True, it was
    stored after all (a front end carries out its announcements as for any move); None,
    it cannot be told yet. The sentence says the same to the user."""

    def __init__(self, message: str | Msg, saved: bool | None = False) -> None:
        super().__init__(message)
        self.saved = saved


@dataclass(frozen=True)
class SeatInfo:
    seat: int                 # 0-based seat once started; join order in a lobby
    user_id: int | None       # None: a computer plays it, or it awaits a replacement
    name: str
    resigned: bool = False
    computer: str | None = None   # the computer player's level when the computer plays it


@dataclass(frozen=True)
class LobbyInfo:
    """A game that has not started yet (or the line-up of one that just started)."""

    game_id: int
    channel_id: int
    key: str
    title: str
    min_players: int
    max_players: int
    players_wanted: int | None   # None: start with however many joined
    seats: tuple[SeatInfo, ...]
    # "Cave vs Cave lobby: Ann, Bob (2 of 2). /game start to begin.", in the reader's language.
    text: Composed


@dataclass(frozen=True)
class OptionChoice:
    id: str
    label: str


@dataclass(frozen=True)
class DecisionInfo:
    seat: int
    user_id: int | None
    name: str
    prompt: str
    options: tuple[OptionChoice, ...]
    private: bool = False        # show only to that player (ephemeral), never in the channel
    stamp: int = 0               # the version this seat's decision began at (see turn_policy)


@dataclass(frozen=True)
class TurnMessage:
    """The public turn message: its text, who it mentions and which controls it carries.

    ``decision``: the one public decision whose buttons sit on the message (its seat's
    stamp inside); ``choices_button``: a "my choices" button that opens each waiting
    player's own controls privately (private or simultaneous decisions).
    """

    game_id: int
    content: str
    mention_user_ids: tuple[int, ...] = ()
    decision: DecisionInfo | None = None
    choices_button: bool = False
    lang: str = "en"             # the language its text was written in; its buttons follow
    rematch: bool = False        # the final message: a Rematch button, nothing else


@dataclass(frozen=True)
class ChannelNote:
    """A public message a front end other than Discord asks the channel to show, as the
    Discord command would have posted it itself: an undo request (its Agree / Decline
    buttons for ``undo_request`` = (game, version)), a declined undo, a rematch lobby (its
    "Open the table" button for ``lobby_game_id``). Text in the channel's language."""

    content: str
    mention_user_ids: tuple[int, ...] = ()
    lang: str = "en"
    undo_request: tuple[int, int] | None = None
    lobby_game_id: int | None = None
    nonce: str | None = None        # Discord returns, not repeats, a post with this nonce
    # The undo request (game, version) this answers: its message loses its buttons, as a
    # press on Discord takes them off (no ``content``: nothing else to post).
    closes_request: tuple[int, int] | None = None


@dataclass(frozen=True)
class Delivery:
    """What a game's undelivered outbox rows make the channel show, in order: the newest
    turn message to post (older ones it supersedes are never posted), then its latest edit,
    then the DMs of every row."""

    outbox_id: int
    game_id: int
    channel_id: int
    post: TurnMessage | None
    edit: TurnMessage | None
    images: tuple[Image, ...]
    alt_text: str
    direct_messages: tuple[tuple[int, str], ...]   # (user id, text), opted-in members only
    covers: tuple[int, ...] = ()    # every outbox row this carries out (marked together)
    nonce: str | None = None        # Discord returns, not repeats, a post with this nonce
    # Nonces of superseded posts a dead process may have sent: looked for before posting.
    probe_nonces: tuple[str, ...] = ()
    # Public messages the web table asked for (posted before the turn message, in order).
    notes: tuple[ChannelNote, ...] = ()


@dataclass(frozen=True)
class OptionsInfo:
    """The caller's pending decisions; each carries the stamp a button must match."""

    game_id: int
    version: int
    decisions: tuple[DecisionInfo, ...]
    paused: Msg | None = None   # the game is paused: what to tell whoever tries to move


@dataclass(frozen=True)
class PrivateInfo:
    """What only the caller may see: their secrets as text, and their pending choices.

    Meant for an ephemeral reply or a direct message, never for the channel.
    """

    game_id: int
    version: int
    text: str                                  # "" when the game keeps no secret of theirs
    decisions: tuple[DecisionInfo, ...]
    paused: Msg | None = None                  # the game is paused: say so, by whom


@dataclass(frozen=True)
class MoveOutcome:
    """What a stored change means for the channel, the players and their DMs.

    ``public_text`` has only events without ``private_to``; ``private_texts`` maps a
    user id to the sentences meant for them alone. ``mention_user_ids`` are exactly
    the players who must act next (empty when the game is over).
    """

    game_id: int
    channel_id: int
    version: int
    public_text: str
    mention_user_ids: tuple[int, ...]
    private_texts: dict[int, str]
    dm_user_ids: tuple[int, ...]     # players to act next who asked for DM notifications
    images: tuple[Image, ...]
    # Makes the words for the board (board_text): most changes never show them.
    board_words: Callable[[], str] = field(repr=False, compare=False)
    over: bool = False
    results: Results | None = None
    outbox_id: int | None = None     # the channel's announcement of this change (deliver it)
    post: TurnMessage | None = None  # a new public turn message (a hand-over)
    edit: TurnMessage | None = None  # the current turn message changes in place
    mover_user_id: int | None = None
    mover_next: tuple[DecisionInfo, ...] = ()   # the mover's own next step(s), for them only
    mover_private: str = ""          # sentences for the mover alone (their drawn card…)

    @property
    def board_text(self) -> str:
        """Words for the board: the fallback without pictures, the pictures' alt text and
        the console's board. Made when first read, then kept: a move's words cost more
        than storing it, and only a posted turn message or the console reads them."""
        made = self.__dict__.get("_board_text")
        if made is None:
            made = self.board_words()
            object.__setattr__(self, "_board_text", made)
        return made


@dataclass(frozen=True)
class StartOutcome:
    lobby: LobbyInfo                 # seats in their final order
    move: MoveOutcome                # the opening position: who acts first, the board


@dataclass(frozen=True)
class StatusInfo:
    game_id: int
    channel_id: int
    key: str
    title: str
    status: str                      # lobby, active, paused, finished, aborted
    version: int
    seats: tuple[SeatInfo, ...]
    to_act: tuple[DecisionInfo, ...] # public: prompts only, options empty when private
    text: str


@dataclass(frozen=True)
class LogEntry:
    seq: int
    seat: int
    name: str
    option_id: str
    text: str                        # the move in words: its public sentences, else its choice
    played_at: float
    undone: bool = False
    round: int | None = None         # the round it was played in


@dataclass(frozen=True)
class LogPage:
    """One page of a game's story (``bot.host.story``), for ``/game log`` and the console."""

    game_id: int
    title: str
    page: int                        # 0-based, oldest first
    pages: int
    round: int | None                # the round shown, None for the whole game
    heading: str                     # "Cavern Tavern — since your last move (page 3 of 4)"
    text: str                        # the page's lines ("" when nothing happened yet)


@dataclass(frozen=True)
class LogFile:
    """The whole story as a text file."""

    game_id: int
    filename: str
    text: str


@dataclass(frozen=True)
class SeatScore:
    seat: int
    user_id: int | None
    name: str
    total: int
    lines: tuple[tuple[str, int], ...]
    place: int                       # 1 = first; a tie shares a place
    resigned: bool = False


@dataclass(frozen=True)
class Results:
    game_id: int
    key: str
    title: str
    over: bool                       # False: the score so far of a running game
    end_reason: str | None           # finished, resigned, aborted or None while running
    scores: tuple[SeatScore, ...]    # by place, then seat
    winners: tuple[str, ...] = ()    # names of the first place, once a game with rivals ends
    # A finished solo game's goal, from the view: solo_goal, solo_goal_reached, solo_outstanding.
    solo: Mapping[str, Any] | None = None
    # Lines after the verdict in the final message (the season's: length, rating changes).
    epilogue: Composed | None = field(default=None, compare=False)

    def text_in(self, lang: str) -> str:
        """The scores with their breakdown and the verdict, in ``lang``."""
        from bot.texts import results_text
        text = results_text(self, lang)
        return f"{text}\n{self.epilogue.build(lang)}" if self.epilogue is not None else text

    @property
    def text(self) -> str:
        return self.text_in(DEFAULT_LANGUAGE)


@dataclass(frozen=True)
class UndoOutcome:
    done: bool
    text: Composed                     # public: rendered in the channel's language
    waiting_for: tuple[int, ...] = ()  # user ids whose consent is still needed
    move: MoveOutcome | None = None    # the position after the undo, when done
    game_id: int = 0                   # the request's game and version (its buttons)
    version: int = 0


@dataclass(frozen=True)
class BoardInfo:
    game_id: int
    images: tuple[Image, ...]
    text: str


@dataclass(frozen=True)
class ChannelConfig:
    channel_id: int
    guild_id: int | None
    allowed_games: tuple[str, ...] | None   # None: every registered game
    reminder_hours: float
    timeout_hours: float
    thread_per_game: bool
    moderator_role_id: int | None           # server-wide
    text: Composed                    # in the reader's language through bot.i18n.localize


@dataclass(frozen=True)
class Notice:
    """A reminder or a timeout warning that is due: post it, then it is done.

    ``due_notices`` claims a notice when it returns it, so it fires once even across
    restarts; a notice that could not be posted is released and tried again.
    """

    kind: str                         # "reminder" or "timeout"
    game_id: int
    guild_id: int | None
    channel_id: int
    mention_user_ids: tuple[int, ...]
    dm_user_ids: tuple[int, ...]
    text: str
    # (game id, user id, next_due, sent, timeout_sent) of each row before the claim, so a
    # notice that could not be posted is put back and tried again (see release_notice).
    claimed: tuple[tuple[int, int, float, int, bool], ...] = ()
    lang: str = DEFAULT_LANGUAGE     # the channel's language, which ``text`` is in


@dataclass(frozen=True)
class PlayerStats:
    user_id: int
    name: str
    played: int
    won: int


@dataclass(frozen=True)
class ServerStats:
    guild_id: int | None
    finished: int
    active: int
    aborted: int
    by_game: dict[str, int]           # finished games per key
    players: tuple[PlayerStats, ...]  # most wins first
    median_move_minutes: float | None
    text: str = field(default="")


@dataclass(frozen=True)
class ReplayInfo:
    """A game watched again: its animation (an animated WebP) and a caption."""

    game_id: int
    file_name: str
    webp: bytes
    caption: str
    frames: int
    rounds: int
