"""Run the benchmarks (bench_*.py) in turn with their default, quick settings.

    python -m benchmarks                 every benchmark (several minutes)
    python -m benchmarks rules render    only these (bench_rules, bench_render)
    python -m benchmarks --list          what each one measures

Each also runs alone with its own options: python -m benchmarks.bench_rules --help.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import pkgutil
import sys
from pathlib import Path

import benchmarks

PREFIX = "bench_"


def benchmark_names() -> list[str]:
    """The short names: bench_rules.py is "rules"."""
    return sorted(m.name.removeprefix(PREFIX) for m in pkgutil.iter_modules(benchmarks.__path__)
                  if m.name.startswith(PREFIX))


def summary(name: str) -> str:
    """The first line of a benchmark's docstring, read without importing it (some import
    discord.py or start worker processes)."""
    path = Path(benchmarks.__path__[0]) / f"{PREFIX}{name}.py"
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    return doc.split("\n\n")[0].replace("\n", " ")


def parse_args(argv: list[str]) -> argparse.Namespace:
    names = benchmark_names()
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks", description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="benchmarks: " + ", ".join(names))
    parser.add_argument("names", nargs="*", metavar="NAME",
                        help="run only these benchmarks (default: all)")
    parser.add_argument("--list", action="store_true",
                        help="print each benchmark with what it measures, and stop")
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n.removeprefix(PREFIX) not in names]
    if unknown:
        parser.error(f"no benchmark {', '.join(unknown)}; the benchmarks: {', '.join(names)}")
    args.names = [n.removeprefix(PREFIX) for n in args.names]
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.list:
        for name in benchmark_names():
            print(f"{name:16} {summary(name)}")
        return 0
    for name in args.names or benchmark_names():
        print(f"\n##### {PREFIX}{name}", flush=True)
        module = importlib.import_module(f"benchmarks.{PREFIX}{name}")
        module.main([])
    return 0


if __name__ == "__main__":
    sys.exit(main())
