"""``python -m benchmarks``: help and a list without running anything, or the chosen ones."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from benchmarks.__main__ import benchmark_names, main

FOLDER = Path(__file__).resolve().parent.parent / "benchmarks"


def test_help_prints_help_and_runs_nothing(capsys: pytest.CaptureFixture[str],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(importlib, "import_module", lambda name: pytest.fail(name))
    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    out = capsys.readouterr().out
    assert stop.value.code == 0
    assert "usage: python -m benchmarks" in out and "#####" not in out
    assert main(["--list"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in listed] == benchmark_names()
    assert all(len(line.split()) > 3 for line in listed)     # each says what it measures


def test_the_names_are_every_bench_module() -> None:
    assert benchmark_names() == sorted(p.stem.removeprefix("bench_")
                                       for p in FOLDER.glob("bench_*.py"))


def test_an_unknown_name_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["rules", "nope"])
    assert stop.value.code == 2 and "no benchmark nope" in capsys.readouterr().err


def test_only_the_named_benchmarks_run(monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    ran: list[str] = []

    class Fake:
        def __init__(self, name: str) -> None:
            self.name = name

        def main(self, argv: list[str]) -> None:
            ran.append(self.name)

    monkeypatch.setattr(importlib, "import_module", Fake)
    assert main(["rules", "bench_render"]) == 0
    assert ran == ["benchmarks.bench_rules", "benchmarks.bench_render"]
    ran.clear()
    assert main([]) == 0
    assert ran == [f"benchmarks.bench_{n}" for n in benchmark_names()]
