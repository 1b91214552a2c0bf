#!/usr/bin/env bash
# Sets up .venv (once) and starts the bot; with no DISCORD_TOKEN it explains how to get
# one and offers the local console. Arguments go to `python -m bot` (e.g. --local).
set -euo pipefail
# Relative --out/--db paths mean the folder the user ran this from, not the project's.
export CAVERN_CALLER_DIR="$PWD"
cd "$(dirname "$0")"
source scripts/venv.sh
ensure_venv ""
exec .venv/bin/python -m bot "$@"
