from rules.caverna import board as hb


def test_first_forest_tile_must_cover_the_space_before_the_entrance() -> None:
    b = hb.new_board()
    spots = hb.meadow_field_placements(b)
    assert spots
    assert all("r4c3" in pair for pair in spots)


def test_later_forest_tiles_touch_an_existing_forest_tile() -> None:
    b = hb.new_board()
    hb.place(b, "r4c3", "m")
    hb.place(b, "r3c3", "f")
    for m, f in hb.meadow_field_placements(b):
        assert any(hb.kind(b, n) in hb.FOREST_TILES for c in (m, f) for n in hb.NEIGHBOURS[c])
    assert ("r1c1", "r1c2") not in hb.meadow_field_placements(b)


def test_field_never_goes_under_a_stable_but_a_meadow_may() -> None:
    b = hb.new_board()
    b["stables"].append("r4c3")
    spots = hb.meadow_field_placements(b)
    assert spots and all(f != "r4c3" for _, f in spots)
    assert any(m == "r4c3" for m, _ in spots)


def test_mountain_tiles_touch_the_cave_and_stay_in_the_mountain() -> None:
    b = hb.new_board()
    spots = hb.cavern_tunnel_placements(b, both_caverns=False)
    assert spots
    for a, c, side in spots:
        assert a in hb.MOUNTAIN and c in hb.MOUNTAIN and side == "ct"
    assert not any({"r1c5", "r1c6"} == {a, c} for a, c, _ in spots)
    both = hb.cavern_tunnel_placements(b, both_caverns=True)
    assert any(side == "cc" for *_, side in both)


def test_ore_mine_only_over_two_ordinary_tunnels_and_ruby_mine_on_tunnels() -> None:
    b = hb.new_board()
    hb.place(b, "r2c4", "tun")
    assert hb.ore_mine_placements(b) == []
    hb.place(b, "r2c5", "tun")
    assert set(hb.ore_mine_placements(b)) == {("r2c4", "r2c5"), ("r2c5", "r2c4")}
    hb.place(b, "r2c5", "deep")
    assert hb.ore_mine_placements(b) == []
    assert hb.ruby_mine_placements(b, "deep") == ["r2c5"]
    assert hb.ruby_mine_placements(b, "tun") == ["r2c4"]


def test_stables_only_in_the_forest_at_most_three() -> None:
    b = hb.new_board()
    assert all(c in hb.FOREST for c in hb.stable_placements(b, 3))
    hb.place(b, "r4c3", "f")
    assert "r4c3" not in hb.stable_placements(b, 3)
    b["stables"] = ["r1c1", "r1c2", "r2c1"]
    assert hb.stable_placements(b, 3) == []


def test_unused_spaces_count_cells_without_tile_or_stable() -> None:
    b = hb.new_board()
    assert hb.unused_cells(b) == 22
    b["stables"].append("r1c1")
    hb.place(b, "r4c3", "m")
    assert hb.unused_cells(b) == 20
