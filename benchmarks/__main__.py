"""Run every benchmark module (bench_*.py) in turn with its default, quick settings."""

from __future__ import annotations

import importlib
import pkgutil
import sys

import benchmarks


def main() -> int:
    names = sorted(m.name for m in pkgutil.iter_modules(benchmarks.__path__)
                   if m.name.startswith("bench_"))
    for name in names:
        print(f"\n##### {name}")
        module = importlib.import_module(f"benchmarks.{name}")
        module.main([])
    return 0


if __name__ == "__main__":
    sys.exit(main())
