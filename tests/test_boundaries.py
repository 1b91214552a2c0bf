"""Architecture boundaries (DESIGN.md): what each layer may import or use."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IO_MODULES = {"discord", "sqlite3", "aiosqlite", "PIL"}
# Randomness and the clock make a game unreplayable; engines draw from the seeded state.
NONDETERMINISTIC = {"random", "time", "secrets", "uuid"}


def _tree(path: Path) -> ast.Module:
    """The file's syntax tree; each check reads the same files, parsed once per text."""
    return _parsed(path.read_text(encoding="utf-8"), str(path))


@cache
def _parsed(text: str, filename: str) -> ast.Module:
    return ast.parse(text, filename=filename)


def _python_files(folder: str) -> Iterator[Path]:
    yield from sorted((ROOT / folder).rglob("*.py"))


def _imports(path: Path) -> Iterator[tuple[int, str]]:
    tree = _tree(path)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name.split(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.lineno, node.module.split(".")[0]


def _clock_calls(path: Path) -> Iterator[tuple[int, str]]:
    tree = _tree(path)
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


def _module_imports(root: Path, folders: tuple[str, ...]) -> dict[str, set[str]]:
    """Each module of ``folders`` and the project modules it imports (any import, a
    ``TYPE_CHECKING`` one included: a circle there is still a circle of knowledge).
    ``from package import module`` imports that module; a package's ``__init__`` (a facade
    over its services) counts only when a name is taken from it."""
    names: dict[str, Path] = {}
    for folder in folders:
        for path in sorted((root / folder).rglob("*.py")):
            name = ".".join(path.relative_to(root).with_suffix("").parts)
            names[name.removesuffix(".__init__")] = path
    graph: dict[str, set[str]] = {}
    for name, path in names.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(_tree(path)):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*parent, base] if base else parent)
                for alias in node.names:
                    sub = f"{base}.{alias.name}"
                    found.add(sub if sub in names else base)
        graph[name] = {d for d in found if d in names and d != name}
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


# The host's services depend one way only (a service that needs to reach back up takes a
# callback or an event); so do the front ends' modules.
ACYCLIC = ("bot/host", "cogs", "web")


def test_services_and_adapters_import_in_one_direction() -> None:
    assert _circles(_module_imports(ROOT, ACYCLIC)) == []


def test_the_circle_finder_sees_a_circle(tmp_path: Path) -> None:
    package = tmp_path / "svc"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from svc import b\n")
    (package / "b.py").write_text("from svc.c import thing\n")
    (package / "c.py").write_text("from typing import TYPE_CHECKING\n"
                                  "if TYPE_CHECKING:\n    from svc.a import x\n")
    (package / "d.py").write_text("from svc import a\n")
    assert _circles(_module_imports(tmp_path, ("svc",))) == [["svc.a", "svc.b", "svc.c"]]
