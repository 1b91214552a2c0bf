"""Every tracked file is one the layout explains, under a name any checkout can hold.

A console run once committed an empty SQLite file under a folder named ``postgresql:``
(a URL taken for a path): Windows cannot even check such a name out. These checks read
``git ls-files``, so a stray file fails here before it is merged.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import PurePosixPath

import pytest

from tests.test_boundaries import ROOT

# The files at the top of the repository, by exact name.
ROOT_FILES = {".env.example", ".gitignore", "LICENSE", "README.md", "pyproject.toml",
              "run.sh", "test.sh"}
# Each top-level folder and the kinds of file it holds ("" is a file with no suffix).
FOLDERS: dict[str, set[str]] = {
    ".ci": {""},
    "benchmarks": {".py", ".md"},   # .md: graded language samples (language_grades/)
    "bot": {".py", ".ftl"},
    "cogs": {".py"},
    "migrations": {".sql", ".gitkeep"},
    "render": {".py", ".ttf", ".txt"},
    "rules": {".py", ".json"},
    "scripts": {".sh"},
    "tests": {".py", ".json", ".png"},
    "web": {".py", ".html", ".js", ".css"},
}
# What Windows refuses in a file name (and control characters), and its reserved names.
WINDOWS_FORBIDDEN = re.compile(r'[:*?"<>|\\\x00-\x1f]')
WINDOWS_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)),
                    *(f"lpt{i}" for i in range(1, 10))}


def unexplained(path: str) -> str | None:
    """Why ``path`` (as git lists it) does not belong in the tree, or None."""
    parts = PurePosixPath(path).parts
    for part in parts:
        if WINDOWS_FORBIDDEN.search(part):
            return f"{path}: “{part}” holds a character Windows cannot hold (:*?\"<>|\\)"
        if part.endswith((".", " ")) or part.split(".")[0].lower() in WINDOWS_RESERVED:
            return f"{path}: “{part}” is a name Windows cannot hold"
    if len(parts) == 1:
        return None if path in ROOT_FILES else f"{path}: not a known top-level file"
    kinds = FOLDERS.get(parts[0])
    if kinds is None:
        return f"{path}: {parts[0]}/ is not a known top-level folder"
    name = parts[-1]
    suffix = name if name.startswith(".") else PurePosixPath(name).suffix
    if suffix not in kinds:
        return f"{path}: {parts[0]}/ holds no “{suffix or 'suffix-less'}” files"
    return None


def case_clashes(paths: list[str]) -> list[str]:
    """Paths that differ only by case: one of them is lost on Windows and macOS."""
    seen: dict[str, str] = {}
    clashes = []
    for path in paths:
        other = seen.setdefault(path.casefold(), path)
        if other != path:
            clashes.append(f"{other} and {path}")
    return clashes


def _git(*args: str, stdin: str = "") -> list[str]:
    """The NUL-separated paths git prints."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    done = subprocess.run(["git", *args], cwd=ROOT, input=stdin, capture_output=True,
                          text=True, timeout=60, check=True)
    return [line for line in done.stdout.split("\0") if line]


def test_every_tracked_file_is_explained_by_the_layout() -> None:
    tracked = _git("ls-files", "-z")
    assert "README.md" in tracked
    problems = [p for p in map(unexplained, tracked) if p] + case_clashes(tracked)
    assert not problems, ("Files the layout does not explain (remove them, or add their "
                          "kind to tests/test_repository_tree.py):\n" + "\n".join(problems))


def test_no_tracked_file_is_one_gitignore_excludes() -> None:
    ignored = _git("ls-files", "-z", "--cached", "--ignored", "--exclude-standard")
    assert not ignored, f"tracked although .gitignore excludes them: {ignored}"


def test_the_console_and_readme_outputs_are_ignored() -> None:
    """The README's ``--out images/``, the default database folder and the console's
    default image folder never show in ``git status``."""
    wanted = ["images/board.png", "data/cavern-host.db", "out/console/board.png"]
    ignored = _git("check-ignore", "-z", "--no-index", "--stdin", stdin="\0".join(wanted))
    assert sorted(ignored) == sorted(wanted)


@pytest.mark.parametrize("path", [
    "postgresql:/postgres@127.0.0.1:5432/test?search_path=manual_console",
    "postgresql+asyncpg:/user@host/db",
    "data/cavern-host.db", "cavern-host.db", "bot/store/cavern-host.db-wal",
    "images/board.png", "bot/aux.py", "bot/notes.md ", "tests/a|b.py", "notes.txt",
])
def test_the_check_finds_files_no_layout_explains(path: str) -> None:
    assert unexplained(path) is not None


def test_the_check_passes_the_layouts_own_files() -> None:
    for path in (".ci/run", "migrations/.gitkeep", "bot/i18n/catalogues/fr/host.ftl",
                 "render/fonts/LICENSE-DejaVu.txt", "tests/render/caverna/views/start.json"):
        assert unexplained(path) is None, path
    assert case_clashes(["README.md", "bot/a.py", "Readme.md"]) == ["README.md and Readme.md"]
