#!/usr/bin/env bash
# Sets up (once) and runs the whole check: ruff, then the test suite.
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[test]'
.venv/bin/python -m ruff check .
.venv/bin/python -m pytest -q "$@"
