#!/usr/bin/env bash
# `npm run test:nginx`: the deployment's smoke set (tests/nginx) through Debian's nginx and two gateway processes on
# one PostgreSQL. Installs nginx (and its brotli_static module) where apt-get can; needs a PostgreSQL where a role
# may create databases (TEST_DATABASE_URL, which .ci/run sets up) or DATABASE_URL. In CI a missing one fails; on a
# laptop without PostgreSQL the set is reported as skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  if command -v apt-get >/dev/null 2>&1; then
    echo "No nginx found: installing Debian's nginx-light and its brotli_static module..."
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light libnginx-mod-http-brotli-static >/dev/null
    # The package starts a default site on port 80; the tests run their own nginx on loopback.
    $SUDO service nginx stop >/dev/null 2>&1 || true
  else
    [ -n "${CI:-}" ] && { echo "nginx is missing and cannot be installed here" >&2; exit 1; }
    echo "test:nginx skipped: no nginx (install it to run the deployment's smoke set)"; exit 0
  fi
fi
if [ -z "${TEST_DATABASE_URL:-}" ] && [ -z "${DATABASE_URL:-}" ]; then
  [ -n "${CI:-}" ] && { echo "test:nginx needs TEST_DATABASE_URL (.ci/run sets it up)" >&2; exit 1; }
  echo "test:nginx skipped: no PostgreSQL (set TEST_DATABASE_URL to a role that may create databases)"; exit 0
fi
export E2E_PORT="${NGINX_E2E_PORT:-8480}"
exec npx playwright test -c tests/playwright.nginx.config.ts "$@"
