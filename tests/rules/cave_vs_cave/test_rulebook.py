"""Scenarios taken from the French rulebook's own words (shared/seeds/000, 001), written
while auditing the engine against it. Each quotes the sentence it checks."""

from __future__ import annotations

from tests.rules.cave_vs_cave.helpers import game, goods, have, ids, play, put

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
