#!/usr/bin/env bash
# Installs what nonet needs on Debian (run as root), skipping what is
# already there. Safe to run again.
#
#   bash scripts/setup.sh          what building the library and the command needs
#                                  (the quick start: no browser, no emscripten, no Node)
#   bash scripts/setup.sh --test   also what scripts/test.sh's tests use
#
# With --test: the browser tests, the browser app and the npm package, the
# Python module's tests and the ssh hosts test each have their list below. A
# machine where some cannot be installed still builds and tests: the setup
# says so, and the tests that need them report themselves skipped (or are
# not built).
set -euo pipefail
packages=(build-essential cmake pkg-config libcriterion-dev uthash-dev)
test_packages=(qqwing valgrind python3-pytest
               clang libclang-rt-14-dev # clang + libFuzzer: scripts/fuzz.sh
               parallel)                # GNU parallel: tests/parallel_test.sh
# fonts-wqy-microhei: a CJK font, so that the Chinese pages (--lang zh) draw
# their words in the browser tests and screenshots instead of empty boxes.
browser_packages=(chromium chromium-driver python3-selenium fonts-wqy-microhei)
# The browser app and the npm package (web/, npm/, cmake -DNONET_WEB=ON):
# Debian's emscripten, nodejs and npm (about 50 s to install on a 2-core
# machine, measured 2026-12-01), their type check node-typescript; without
# them the app and the package are not built and their tests are not run.
web_packages=(emscripten nodejs node-typescript)
# npm: Debian's package, unless an npm is there already (a Node.js from
# elsewhere brings its own, which Debian's would conflict with).
command -v npm >/dev/null || web_packages+=(npm)
# The ssh hosts test (tests/hosts_test.sh, which runs its own sshd in network
# namespaces): Debian's ssh server and client; without them that test reports
# itself skipped. Debian's package also starts its own ssh service where
# systemd runs (`systemctl disable --now ssh` turns it off; the test needs it
# off or on alike).
ssh_packages=(openssh-server openssh-client)
test=no
case ${1:-} in
  --test) test=yes ;;
  "") ;;
  *) echo "usage: setup.sh [--test]" >&2; exit 2 ;;
esac

# The packages of the list given that are not installed yet.
missing_of() {
  local p
  for p in "$@"; do
    dpkg -s "$p" >/dev/null 2>&1 || echo "$p"
  done
}

updated=no
install() {
  if [[ $updated == no ]]; then
    apt-get update -qq
    updated=yes
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

mapfile -t missing < <(missing_of "${packages[@]}")
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  install "${missing[@]}"
fi

[[ $test == yes ]] || exit 0

mapfile -t missing < <(missing_of "${test_packages[@]}")
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]} (for the tests)"
  install "${missing[@]}"
fi

mapfile -t missing < <(missing_of "${browser_packages[@]}")
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]} (for the browser test)"
  install "${missing[@]}" || echo "setup: warning: could not install ${missing[*]}; the browser test will be skipped"
fi

mapfile -t missing < <(missing_of "${web_packages[@]}")
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]} (for the browser app and the npm package)"
  install "${missing[@]}" || echo "setup: warning: could not install ${missing[*]}; the app and the npm package will not be built"
fi

mapfile -t missing < <(missing_of "${ssh_packages[@]}")
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]} (for the ssh hosts test)"
  install "${missing[@]}" || echo "setup: warning: could not install ${missing[*]}; the ssh hosts test will be skipped"
fi
