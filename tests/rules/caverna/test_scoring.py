import random

from rules.caverna import players as pl
from rules.caverna import scoring
from rules.caverna.engine import ENGINE

from .tile_registry import exercises


@exercises("stone_storage", "dwelling")
def test_score_sheet_categories() -> None:
    p = pl.new_player(0)
    p["res"].update(sheep=2, donkey=1, dog=1, grain=3, vegetable=1, ruby=2, gold=5)
    b = p["board"]
    b["cells"].update({"r4c3": "ps", "r3c3": "pl:r2c3", "r2c3": "pl:r3c3", "r4c2": "f",
                       "r3c5": "ore", "r2c5": "deep", "r2c4": "ruby", "r3c4": "fu:dwelling"})
    b["crops"] = {"r4c2": ["grain", 2]}
    p["tiles"] = ["dwelling", "stone_storage"]
    p["res"]["stone"] = 4
    p["begging"] = 1
    lines = dict(scoring.breakdown(p))
    assert lines["Farm animals and dogs"] == 4
    assert lines["Missing farm animal types"] == -4
    assert lines["Grain"] == 3  # 5 grain, rounded up
    assert lines["Vegetables"] == 1
    assert lines["Dwarfs"] == 2
    assert lines["Unused spaces"] == -(24 - 9)
    assert lines["Pastures"] == 6
    assert lines["Mines"] == 7
    assert lines["Furnishing tiles"] == 3
    assert lines["Bonus points"] == 4
    assert lines["Begging"] == -3
    assert scoring.total(p) == sum(lines.values())


@exercises("writing_chamber")
def test_writing_chamber_cancels_up_to_seven_lost_points() -> None:
    p = pl.new_player(0)
    p["tiles"] = ["writing_chamber"]
    lines = dict(scoring.breakdown(p))
    assert lines["Writing chamber"] == 7


def test_the_total_is_the_sheets_sum_in_random_games() -> None:
    # total() counts without labels (the computer players ask for it tens of thousands of
    # times a game): it must stay the sum of the lines the score sheet shows.
    keys = ["farm-animals-and-dogs", "missing-farm-animal-types", "grain", "vegetables",
            "rubies", "dwarfs", "unused-spaces", "pastures", "mines", "furnishing-tiles",
            "bonus-points", "gold", "begging"]
    checked = 0
    for seed in range(3):
        state = ENGINE.new_game(2 + seed, seed)
        rng = random.Random(seed)
        for _ in range(600):
            if ENGINE.is_over(state):
                break
            decision = ENGINE.pending(state)[0]
            state = ENGINE.apply(state, decision.seat, rng.choice(decision.options).id)
            for p in state["players"]:
                lines = scoring.breakdown(p)
                writing = ["writing-chamber"] if "writing_chamber" in p["tiles"] else []
                assert [label.msg_key for label, _ in lines] == [
                    f"caverna-score-{key}" for key in keys + writing]
                assert scoring.total(p) == sum(n for _, n in lines)
                checked += 1
    assert checked > 1000
