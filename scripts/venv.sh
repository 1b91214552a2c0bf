# Sourced by run.sh and test.sh: make .venv and install the project into it, again only
# when pyproject.toml has changed since the last install (the stamp holds its hash).
# Usage: ensure_venv ""  or  ensure_venv "[test]"
ensure_venv() {
  local extra="$1" stamp want log
  if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
  fi
  stamp=".venv/.cavern-installed${extra//[^a-z]/-}"
  want=$(sha256sum pyproject.toml | cut -d' ' -f1)
  if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    echo "Installing Cavern Host${extra} into .venv (first run or pyproject.toml changed)…" >&2
    log=$(mktemp)
    if ! .venv/bin/python -m pip install --disable-pip-version-check -e ".${extra}" >"$log" 2>&1; then
      cat "$log" >&2
      echo "Installation failed (see above)." >&2
      return 1
    fi
    rm -f "$log"
    echo "$want" >"$stamp"
  fi
}
