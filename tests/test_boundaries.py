"""Architecture boundaries (DESIGN.md): what each layer may import or use."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IO_MODULES = {"discord", "sqlite3", "aiosqlite", "PIL"}
# Randomness and the clock make a game unreplayable; engines draw from the seeded state.
NONDETERMINISTIC = {"random", "time", "secrets", "uuid"}


def _python_files(folder: str) -> Iterator[Path]:
    yield from sorted((ROOT / folder).rglob("*.py"))


def _imports(path: Path) -> Iterator[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name.split(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.lineno, node.module.split(".")[0]


def _clock_calls(path: Path) -> Iterator[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in {"now", "today", "utcnow", "urandom"}:
            yield node.lineno, node.attr


def _violations(folder: str, banned: set[str]) -> list[str]:
    found = []
    for path in _python_files(folder):
        for line, module in _imports(path):
            if module in banned:
                found.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    return found


def test_rules_import_no_io_or_randomness() -> None:
    assert _violations("rules", IO_MODULES | NONDETERMINISTIC) == []


def test_rules_never_read_the_clock() -> None:
    found = [f"{p.relative_to(ROOT)}:{line} calls .{name}()"
             for p in _python_files("rules") for line, name in _clock_calls(p)]
    assert found == []


def test_render_knows_no_discord_or_sql() -> None:
    assert _violations("render", {"discord", "sqlite3", "aiosqlite", "bot", "cogs"}) == []


def test_host_has_no_discord_types_outside_its_adapter() -> None:
    found = [v for v in _violations("bot", {"discord"}) if "discord_app.py" not in v]
    assert found == []


def test_rules_do_not_reach_up_the_layers() -> None:
    assert _violations("rules", {"bot", "cogs", "render"}) == []


def test_the_checker_sees_a_violation(tmp_path: Path) -> None:
    # Guard against a boundary test that can never fail.
    bad = tmp_path / "bad.py"
    bad.write_text("import random\nfrom discord import ui\nx = datetime.now()\n")
    assert {m for _, m in _imports(bad)} == {"random", "discord"}
    assert [name for _, name in _clock_calls(bad)] == ["now"]
