"""The game's story (bot.host.story through the host): words by round and turn, since a
player's last move, one round, pages, taken-back moves, and nothing private."""

from __future__ import annotations

import os

import pytest

from bot.host import GameHost
from bot.host.story import PAGE_CHARS, since_mark
from bot.outcomes import HostError
from bot.store import games as games_db
from rules.core import Decision, Option, Rng
from tests.bot.conftest import ANN, BOB, CHANNEL, CY, GUILD
from tests.bot.helpers import play_random, started_duel

SINCE_MARK = since_mark()

# More seeds on demand (CI 2): STORY_SEEDS=20 pytest tests/bot/test_story.py
SEEDS = int(os.environ.get("STORY_SEEDS", "1"))


async def test_duel_story_by_round_and_turn_with_a_taken_back_move(host: GameHost) -> None:
    await started_duel(host)
    await host.act(CHANNEL, ANN, "bid:3")
    await host.undo(CHANNEL, ANN)
    await host.undo(CHANNEL, BOB)                  # both agree: Ann's bid is taken back
    await host.act(CHANNEL, ANN, "bid:2")
    await host.act(CHANNEL, BOB, "bid:1")
    page = await host.log_page(CHANNEL)
    assert page.text.splitlines() == [
        "Round 1",
        "Ann: Seat 1 has bid. (taken back)",
        "Ann: Seat 1 has bid.",
        "Bob: Seat 2 has bid.",
        "  Bids revealed: 2 against 1.",
    ]
    # The entries keep every stored move, in words and with its round.
    entries = await host.log(CHANNEL)
    assert [(e.undone, e.round) for e in entries] == [(True, 1), (False, 1), (False, 1)]
    assert all(e.text and e.text != e.option_id for e in entries)


async def test_since_your_last_move_and_one_round(host: GameHost) -> None:
    await started_duel(host)
    for ann, bob in (("bid:3", "bid:1"),):
        await host.act(CHANNEL, ANN, ann)
        await host.act(CHANNEL, BOB, bob)
    await host.act(CHANNEL, BOB, "done")           # Bob won nothing; he stops
    mine = await host.log_page(CHANNEL, ANN)
    lines = mine.text.splitlines()
    assert lines[lines.index(SINCE_MARK) + 1].startswith("Bob: Seat 2 has bid")
    bobs = await host.log_page(CHANNEL, BOB)       # Bob moved last: nothing new for him
    assert SINCE_MARK not in bobs.text and "nothing new since your last move" in bobs.heading
    spectator = await host.log_page(CHANNEL, CY)
    assert SINCE_MARK not in spectator.text and "nothing new" not in spectator.heading
    one = await host.log_page(CHANNEL, ANN, round_number=1)
    assert one.heading.startswith("Duel: round 1") and SINCE_MARK not in one.text
    with pytest.raises(HostError, match="Round 9 has no moves"):
        await host.log_page(CHANNEL, ANN, round_number=9)


async def test_story_of_no_game_and_of_a_lobby(host: GameHost) -> None:
    with pytest.raises(HostError, match="No game has been played"):
        await host.log_page(CHANNEL)
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", "duel")
    empty = await host.log_page(CHANNEL, ANN)
    assert empty.text == "No moves yet." and empty.pages == 1


@pytest.mark.parametrize("seed", range(SEEDS))
async def test_a_tavern_story_is_paged_in_words_and_keeps_secrets(host: GameHost,
                                                                  seed: int) -> None:
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", "cavern-tavern", 2)
    await host.join(CHANNEL, BOB, "Bob")
    await host.start(CHANNEL, ANN)
    await play_random(host, Rng(seed + 11), moves=300)
    first = await host.log_page(CHANNEL, page=0)
    assert first.pages >= 2 and first.text.startswith("Round 1\n")
    texts = []
    for number in range(first.pages):
        page = await host.log_page(CHANNEL, page=number)
        assert len(page.text) <= PAGE_CHARS and page.page == number
        assert page.text.splitlines()[0].startswith("Round ")   # every page says its round
        texts.append(page.text)
    whole = (await host.log_file(CHANNEL)).text
    # Nothing said only to one player reaches the story, unless also said in public.
    async with host.db.read() as conn:
        row = await games_db.last_game_in(conn, CHANNEL)
        assert row is not None
        moves = await games_db.moves(conn, row.id, include_undone=True)
    public = {str(ev["text"]) for m in moves for ev in m.events if ev.get("private_to") is None}
    for move in moves:
        for ev in move.events:
            text = str(ev.get("text") or "")
            if ev.get("private_to") is not None and text and text not in public:
                assert text.replace("Player 1", "Ann").replace("Player 2", "Bob") not in whole
    # In words: no option id of a move stands alone as its text.
    ids = {m.option_id for m in moves if ":" in m.option_id}
    assert not any(f": {option_id}." in whole for option_id in ids)
    assert "Ann: " in whole and "Bob: " in whole


def test_pages_hold_their_size_even_for_a_turn_longer_than_a_page() -> None:
    from bot.host.story import Story, StoryMove, Turn

    def turn(seq: int, rnd: int, words: int) -> Turn:
        # « sows », a verb the journal never merges (« takes 1 wood, 2 wood… » would be
        # one clause): the turn stays long.
        sentences = tuple(f"Ann sows {n} grain." for n in range(words))
        move = StoryMove(seq, 0, rnd, "x", "", sentences, 0.0, False)
        return Turn(rnd, 0, "Ann", (move,), False)

    told = Story("Test", (turn(1, 1, 3), turn(2, 1, 40), turn(3, 2, 2)), 2)
    pages = told.pages(size=200)
    assert len(pages) > 2 and all(len(p.text) <= 200 for p in pages)
    assert all(p.lines[0].startswith("Round ") for p in pages)
    assert pages[0].lines[0] == "Round 1" and pages[1].lines[0] == "Round 1 (continued)"
    said = " ".join(line.strip() for p in pages for line in p.lines)
    assert all(f"sows {n} grain" in said for n in range(40))   # wrapped, nothing cut off
    since = told.pages(since_seq=2, size=200)
    last = since[-1].lines
    assert SINCE_MARK in last and last.count("Round 2") == 1
    assert "Round 2 (continued)" not in last and last.index(SINCE_MARK) < last.index("Round 2")


class _SilentEngine:
    """Two seats; seat 0 picks a public tile, seat 1 a secret gem; no move says a word."""

    title = "Silent"

    def new_game(self, players: int, seed: int, options: object = None) -> dict[str, int]:
        return {"turn": 0}

    def pending(self, state: dict[str, int]) -> list[Decision]:
        if state["turn"] % 2 == 0:
            return [Decision(0, "Pick a tile", (Option("t:1", "Tile one"),
                                                Option("cv", "Convert…")))]
        return [Decision(1, "Hide a gem", (Option("g:red", "Red gem"),), private=True)]

    def apply(self, state: dict[str, int], seat: int, option_id: str) -> dict[str, int]:
        return {"turn": state["turn"] + (option_id != "cv")}

    def round_info(self, state: dict[str, int]) -> tuple[int, int]:
        return state["turn"] // 2 + 1, 9


def test_a_silent_turn_is_told_by_its_choice_but_never_a_private_one() -> None:
    from bot.host import story
    from bot.outcomes import SeatInfo
    from bot.store.games import GameRow, MoveRow

    row = GameRow(1, None, CHANNEL, "silent", 3, {}, 2, "active", {}, 4, 1, 24, 72, ANN,
                  0.0, 0.0, None, None, None)
    seats = [SeatInfo(0, ANN, "Ann"), SeatInfo(1, BOB, "Bob")]
    moves = [MoveRow(1, 0, "cv", ANN, 0.0, [], False, False),
             MoveRow(2, 0, "t:1", ANN, 0.0, [], False, False),
             MoveRow(3, 1, "g:red", BOB, 0.0, [], False, False)]
    told = story.build(_SilentEngine(), row, seats, moves)  # type: ignore[arg-type]
    assert told.pages()[0].lines == ("Round 1", "Ann: chose Tile one.",
                                     "Bob: made a hidden choice.")
    assert "Red gem" not in told.full_text() and "g:red" not in told.full_text()


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
async def test_round_one_new_action_space_is_in_the_story_like_the_others(
        host: GameHost, lang: str) -> None:
    """A reader's Caverna journal: rounds 2–4 said their new action space, round 1 not (the
    setup's sentences were left out of the story, which began with the first move). Told
    once, also when the story goes on from a page read earlier."""
    from bot.i18n import tr
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", "caverna", 2)
    await host.join(CHANNEL, BOB, "Bob")
    start = await host.start(CHANNEL, ANN)
    round_one = next(line for line in start.move.public_text.splitlines()
                     if line.startswith("Round 1: the new action space is"))
    await play_random(host, Rng(3), moves=5)
    await host.log_file(CHANNEL, lang=lang)         # read once: the next goes on from it
    await play_random(host, Rng(4), moves=40)
    whole = (await host.log_file(CHANNEL, lang=lang)).text
    assert whole.count(tr(lang, "caverna-ev-round", round=1, space="\x00").split("\x00")[0]) \
        == 1, whole[:400]
    if lang == "en":
        assert whole.count(round_one) == 1
        assert whole.index(round_one) < whole.index("Round 2: the new action space is")
