#!/usr/bin/env bash
# Sets up .venv with the test extras (once), then runs ruff and the whole test suite on every
# core (pytest-xdist; `-n 0` runs it in one process). Extra arguments go to pytest, e.g.
# ./test.sh tests/rules -x
set -euo pipefail
cd "$(dirname "$0")"
source scripts/venv.sh
ensure_venv "[test]"
# Compiled modules are kept (in __pycache__, ignored by git): each test process would
# otherwise compile the whole project again.
unset PYTHONDONTWRITEBYTECODE
.venv/bin/python -m ruff check .
# No test uses Hypothesis: its pytest plugin would only cost each process ~0.3 s to load.
.venv/bin/python -m pytest -q -n auto --maxschedchunk 1 -p no:hypothesispytest "$@"
