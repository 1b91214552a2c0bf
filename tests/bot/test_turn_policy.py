"""The turn policy as plain data: who is mentioned, what is posted, what is edited."""

from __future__ import annotations

from bot.host.turn_policy import PendingSeat, TurnMemory, TurnPlan, plan_change


def _seats(*seats: int, sig: str = "a", private: bool = False) -> list[PendingSeat]:
    return [PendingSeat(s, sig, private) for s in seats]


def _start(*seats: int) -> tuple[TurnMemory, TurnPlan]:
    return plan_change(TurnMemory(), _seats(*seats), version=1, round_number=1, fresh=True)


def test_the_start_is_posted_and_mentions_everyone_who_acts() -> None:
    _, plan = _start(0, 1)
    assert plan.post and plan.ping_seats == (0, 1) and plan.simultaneous


def test_a_sub_step_edits_and_never_pings_the_mover() -> None:
    memory, _ = _start(0)
    memory, plan = plan_change(memory, _seats(0, sig="b"), version=2, round_number=1, mover=0)
    assert not plan.post and plan.edit and plan.ping_seats == ()
    assert plan.single_public == 0 and plan.stamps == {0: 2}


def test_a_hand_over_posts_once_and_pings_the_next_player_once() -> None:
    memory, _ = _start(0)
    memory, plan = plan_change(memory, _seats(1), version=2, round_number=1, mover=0)
    assert plan.post and plan.ping_seats == (1,)
    # Someone else's move (a moderator's skip of another seat) does not ping seat 1 again.
    memory, plan = plan_change(memory, _seats(1), version=3, round_number=1, mover=None)
    assert plan.ping_seats == () and not plan.post


def test_simultaneous_choices_keep_each_seats_stamp() -> None:
    memory, _ = _start(0)
    memory, plan = plan_change(memory, _seats(0, 1, 2, sig="feed"), version=2,
                               round_number=1, mover=0)
    assert plan.post and plan.ping_seats == (1, 2) and plan.simultaneous   # 0 is mid-turn
    memory, plan = plan_change(memory, _seats(0, 2, sig="feed"), version=3, round_number=1,
                               mover=1)
    assert not plan.post and plan.edit and plan.ping_seats == ()
    assert plan.stamps == {0: 2, 2: 2}           # their presses stay valid
    memory, plan = plan_change(memory, _seats(2, sig="feed"), version=4, round_number=1,
                               mover=0)
    assert not plan.post and plan.stamps == {2: 2}   # the last one keeps deciding, unpinged


def test_a_new_round_is_posted_even_for_the_same_player() -> None:
    memory, _ = _start(0)
    memory, plan = plan_change(memory, _seats(0, sig="b"), version=2, round_number=2, mover=0)
    assert plan.post and plan.ping_seats == ()


def test_a_reset_position_is_announced_to_everyone_again() -> None:
    memory, _ = _start(0, 1)
    memory, plan = plan_change(memory, _seats(0, 1), version=5, round_number=1, fresh=True)
    assert plan.post and plan.ping_seats == (0, 1) and plan.stamps == {0: 5, 1: 5}


def test_the_end_is_posted_without_pings() -> None:
    memory, _ = _start(0)
    _, plan = plan_change(memory, [], version=2, round_number=3, mover=0, over=True)
    assert plan.post and plan.ping_seats == () and plan.acting == ()


def test_memory_survives_json() -> None:
    memory, _ = _start(0, 3)
    assert TurnMemory.from_json(memory.to_json()) == memory
