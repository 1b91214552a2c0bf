#!/usr/bin/env bash
# Sets up (once) and starts the bot; with no DISCORD_TOKEN it offers the local console.
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --disable-pip-version-check -e .
exec .venv/bin/python -m bot "$@"
