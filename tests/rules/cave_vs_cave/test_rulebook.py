"""Scenarios taken from the French rulebook's own words (shared/seeds/000, 001), written
while auditing the engine against it. Each quotes the sentence it checks."""

from __future__ import annotations

from collections import Counter

from rules.cave_vs_cave import ENGINE
from rules.cave_vs_cave.data import CELL_INDEX, TILES
from rules.core import State
from tests.rules.cave_vs_cave.helpers import game, goods, have, ids, play, put, room, show, walls

ZERO = dict(wood=0, stone=0, emmer=0, flax=0, food=0, gold=0)


def test_junction_room_takes_any_three_different_resources_gold_included() -> None:
    """'la Salle de réunion vous permet d'échanger 3 ressources différentes de votre
    choix contre 2 or' — and the rulebook's ressources are 'bois, pierre, céréales, lin,
    repas, or' (setup and 'Collecter des ressources')."""
    s = game()
    goods(s, **ZERO)
    goods(s, stone=1, flax=1, gold=1)
    put(s, r2c0="junction_room")
    s = play(s, "tile:undergrowth", "rooms", "use:r2c0")  # the only way: used at once
    assert have(s) == dict(ZERO, gold=2)
    s2 = game()
    goods(s2, **ZERO)
    goods(s2, wood=1, stone=1, flax=1, gold=1)
    put(s2, r2c0="junction_room")
    s2 = play(s2, "tile:undergrowth", "rooms", "use:r2c0")
    assert "opt:stone-flax-gold" in ids(s2) and "opt:wood-stone-flax" in ids(s2)
    s2 = play(s2, "opt:wood-flax-gold")
    assert have(s2) == dict(ZERO, stone=1, gold=2)


def test_junction_room_needs_three_different_kinds() -> None:
    s = game()
    goods(s, **ZERO)
    goods(s, stone=3, gold=4)
    put(s, r2c0="junction_room")
    s = play(s, "tile:undergrowth", "rooms")
    assert "use:r2c0" not in ids(s)  # only two kinds: stone and gold


def test_retting_room_fires_when_replenishing_gives_flax() -> None:
    """'Lorsque vous obtenez 1, 2 ou 3 lin, vous recevez 1 repas': moving the flax
    marker up by replenishing (Shelf: flax to 2) obtains 2 flax."""
    s = game()
    goods(s, flax=0, food=1)
    put(s, r2c0="shelf", r4c0="tunnel", r4c1="retting_room")
    s = play(s, "tile:cultivation", "rooms", "use:r2c0", "opt:flax")
    assert have(s)["flax"] == 2 and have(s)["food"] == 2


def test_retting_room_fires_on_the_parlor_example() -> None:
    """'Lorsque vous faites l'action Parloir, déplacez tous les marqueurs de ressources
    de 0 à 1': flax 0 → 1 is 1 flax obtained."""
    s = game()
    goods(s, **ZERO)
    goods(s, food=2)
    put(s, r2c0="parlor", r4c0="tunnel", r4c1="retting_room")
    s = play(s, "tile:cultivation", "rooms", "use:r2c0")
    assert have(s) == dict(wood=1, stone=1, emmer=1, flax=1, food=3, gold=1)


def test_retting_room_silent_when_replenishing_leaves_flax_alone() -> None:
    s = game()
    goods(s, flax=3, food=1, emmer=0)
    put(s, r2c0="shelf", r4c0="tunnel", r4c1="retting_room")
    s = play(s, "tile:cultivation", "rooms", "use:r2c0", "opt:emmer")
    assert have(s)["emmer"] == 2 and have(s)["food"] == 1


def _idle_game(players: int, seed: int) -> tuple[list[tuple[int, int, int, str]], State]:
    """Take the first tile offered and end the turn, to the end of the game; record
    (round, seat, first player, newest face-up tile) for every turn."""
    s = ENGINE.new_game(players, seed)
    log = []
    while not s["over"]:
        log.append((s["round"], s["to_move"], s["first"], s["board"][s["shown"] - 1]))
        tile = next(o for o in ids(s) if o.startswith("tile:"))
        s = play(s, tile, "done")
    return log, s


def test_eight_rounds_of_2_2_2_3_3_3_3_4_turns_with_the_token_passing() -> None:
    """'La partie se joue en 8 manches' … '2 tours chacun lors des trois premières
    manches, 3 tours chacun lors des manches 4 à 7, et 4 tours chacun lors de la 8e' …
    'Le premier joueur donne son jeton de premier joueur à son adversaire'."""
    for seed in range(4):
        log, s = _idle_game(2, seed)
        per_round = Counter(r for r, *_ in log)
        assert [per_round[r] for r in range(1, 9)] == [4, 4, 4, 6, 6, 6, 6, 8]
        firsts = [next(f for r, _, f, _ in log if r == rnd) for rnd in range(1, 9)]
        assert all(firsts[i] != firsts[i + 1] for i in range(7))
        for rnd in range(1, 9):
            seats = [seat for r, seat, _, _ in log if r == rnd]
            assert seats == [firsts[rnd - 1], 1 - firsts[rnd - 1]] * (len(seats) // 2)
        revealed = [next(t for r, _, _, t in log if r == rnd) for rnd in range(1, 9)]
        assert {TILES[t]["group"] for t in revealed[:3]} == {"A"}
        assert {TILES[t]["group"] for t in revealed[3:7]} == {"B"}
        assert revealed[7] == "renovation" and s["shown"] == 12


def test_first_player_is_random() -> None:
    assert {ENGINE.new_game(2, seed)["first"] for seed in range(20)} == {0, 1}


def test_solo_seven_rounds_without_breach() -> None:
    """'retirez la tuile Action Brèche de la partie. La partie ne dure que 7 manches.'"""
    log, _s = _idle_game(1, 2)
    per_round = Counter(r for r, *_ in log)
    assert [per_round[r] for r in range(1, 8)] == [2, 2, 2, 3, 3, 3, 4]
    assert all(t != "breach" for *_, t in log) and log[-1][3] == "renovation"


def test_food_per_dwarf_is_four_in_the_last_round() -> None:
    """'2 repas lors des trois premières manches, 3 repas lors des manches 4 à 7, et 4
    repas lors de la manche 8' (solo: the last round, 7, has 4 turns too)."""
    for players, last in ((2, 8), (1, 7)):
        s = game(players, round_no=last)
        goods(s, stone=1, food=4)
        show(s, "grindstone")  # solo keeps only 3 of the light rooms
        s = play(s, "tile:furnishing", "furnish", "furnish:grindstone", "place:r2c0:rot3")
        assert have(s)["food"] == 0 and have(s)["stone"] == 0


def test_razing_leaves_furnished_rooms_and_never_takes_outer_walls() -> None:
    """'Retirer un mur n'affecte pas les pièces déjà placées. Vous ne pouvez pas retirer
    les murs externes de votre Caverne.'"""
    s = game(round_no=4)
    walls(s, 0, "r2c0-r2c1")
    put(s, r2c0="tunnel")  # W natural + E token
    s = play(s, "tile:breach", "raze")
    assert [o for o in ids(s) if o.startswith("raze:")] == ["raze:r2c0-r2c1"]
    s = play(s, "raze:r2c0-r2c1")
    assert s["players"][0]["cave"][CELL_INDEX["r2c0"]] == room("tunnel")


def test_furnishing_needs_no_path_from_the_entrance() -> None:
    """'vous pouvez placer la tuile n'importe où (vous n'avez pas besoin de pouvoir y
    accéder depuis l'Entrée)'."""
    s = game()
    put(s, r0c0="empty")  # cut off by face-down rooms all round
    goods(s, stone=1, food=2)
    s = play(s, "tile:furnishing", "furnish", "furnish:food_corner")
    assert "place:r0c0:rot0" in ids(s)  # its N and W rock walls fit the Food Corner


def test_renovation_gold_is_checked_when_the_tile_is_taken() -> None:
    """'Pour prendre cette tuile et faire son action, vous devez avoir plus d'or que
    votre adversaire': once taken, its furnishing may spend that gold."""
    s = game(round_no=8)
    goods(s, 0, gold=7, wood=0)
    goods(s, 1, gold=6)
    put(s, r4c2="empty")
    walls(s, 0, "r4c1-r4c2")
    show(s, "treasury")
    s = play(s, "tile:renovation", "furnish", "furnish:treasury", "place:r4c2:rot0")
    assert have(s)["gold"] == 4 and have(s, 1)["gold"] == 6
