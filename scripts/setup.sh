#!/usr/bin/env bash
# Installs what nonet needs to build and test on Debian (run as root), skipping
# what is already there. Safe to run again.
#
# The browser test (tests/browser/test_html_page.py) needs Chromium, its
# driver and Selenium. They are installed here too, but a machine where they
# cannot be installed still builds and tests: the setup says so and the
# browser test reports itself skipped.
set -euo pipefail
packages=(build-essential cmake pkg-config libcriterion-dev uthash-dev qqwing valgrind
          clang libclang-rt-14-dev # clang + libFuzzer: scripts/fuzz.sh
          parallel)                # GNU parallel: tests/parallel_test.sh
# fonts-wqy-microhei: a CJK font, so that the Chinese pages (--lang zh) draw
# their words in the browser tests and screenshots instead of empty boxes.
browser_packages=(chromium chromium-driver python3-selenium fonts-wqy-microhei)
# The browser app (web/, cmake -DNONET_WEB=ON): Debian's emscripten. About
# 50 s to install on a 2-core machine (measured 2026-12-01); without it the
# app is not built and its test is not run.
web_packages=(emscripten)
# The ssh hosts test (tests/hosts_test.sh, which runs its own sshd in network
# namespaces): Debian's ssh server and client; without them that test reports
# itself skipped. Debian's package also starts its own ssh service where
# systemd runs (`systemctl disable --now ssh` turns it off; the test needs it
# off or on alike).
ssh_packages=(openssh-server openssh-client)

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

mapfile -t missing < <(missing_of "${browser_packages[@]}")
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]} (for the browser test)"
  install "${missing[@]}" || echo "setup: warning: could not install ${missing[*]}; the browser test will be skipped"
fi

mapfile -t missing < <(missing_of "${web_packages[@]}")
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]} (for the browser app)"
  install "${missing[@]}" || echo "setup: warning: could not install ${missing[*]}; the app will not be built"
fi

mapfile -t missing < <(missing_of "${ssh_packages[@]}")
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]} (for the ssh hosts test)"
  install "${missing[@]}" || echo "setup: warning: could not install ${missing[*]}; the ssh hosts test will be skipped"
fi
