#!/usr/bin/env bash
# Makes sure the e2e suite has a Chromium: Playwright's own (a developer laptop), CHROMIUM_PATH, or the system's.
# On a fresh Debian machine without one, installs Debian's chromium (Playwright cannot download its own here).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if node -e "const{chromium}=require('@playwright/test');process.exit(require('fs').existsSync(chromium.executablePath())?0:1)" 2>/dev/null; then
  exit 0
fi
for p in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do [ -x "$p" ] && exit 0; done
if command -v apt-get >/dev/null 2>&1; then
  echo "No Chromium found: installing Debian's chromium (about 40 s)..."
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core >/dev/null
  exit 0
fi
echo "No Chromium found. Run 'npx playwright install chromium' or set CHROMIUM_PATH." >&2
exit 1
