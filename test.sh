#!/usr/bin/env bash
# Sets up .venv with the test extras (once), then runs ruff and the whole test suite.
# Extra arguments go to pytest, e.g. ./test.sh tests/rules -x
set -euo pipefail
cd "$(dirname "$0")"
source scripts/venv.sh
ensure_venv "[test]"
.venv/bin/python -m ruff check .
.venv/bin/python -m pytest -q "$@"
