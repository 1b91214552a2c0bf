"""``benchmarks.engine_identity``: the record that proves a faster engine shows exactly what
the one before it showed must itself be a function of the code alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks import engine_identity


@pytest.mark.parametrize("game", sorted(engine_identity.CONFIGS))
def test_the_record_is_the_same_twice_and_covers_a_whole_game(
        game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(engine_identity.CONFIGS, game, [(2, {})])
    records = []
    for name in ("a.txt", "b.txt"):
        engine_identity.main([game, str(tmp_path / name), "--seeds", "1"])
        records.append((tmp_path / name).read_text(encoding="utf-8"))
    digests = capsys.readouterr().err.splitlines()
    assert records[0] == records[1] and digests[0] == digests[1]
    assert "moves, sha256 " in digests[0]
    # Two whole games (the uniform and the eager chooser), each ending with its ranking.
    assert len(records[0].splitlines()) > 50
