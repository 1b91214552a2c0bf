#!/usr/bin/env bash
# Sets up .venv (once) and starts the bot; with no DISCORD_TOKEN it explains how to get
# one and offers the local console. Arguments go to `python -m bot` (e.g. --local).
set -euo pipefail
cd "$(dirname "$0")"
source scripts/venv.sh
ensure_venv ""
exec .venv/bin/python -m bot "$@"
