#!/usr/bin/env bash
# Installs what nonet needs to build and test on Debian (run as root), skipping
# what is already there. Safe to run again.
set -euo pipefail
packages=(build-essential cmake pkg-config libcriterion-dev uthash-dev qqwing valgrind
          clang libclang-rt-14-dev) # clang + libFuzzer: scripts/fuzz.sh
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
