#!/usr/bin/env bash
# Runs the command's test cases (every case of tests/data/cli/*.test: its
# arguments and standard input) and a few threaded batches under valgrind's
# memcheck; any invalid access or leak (definite, indirect or possible)
# fails. The outputs are not compared here (test_cli does that).
#
#   scripts/valgrind.sh [NONET]        default: build/nonet
#
# Exit status: 0 when every run is clean, 1 otherwise (the failing command
# lines and valgrind's reports are printed).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
nonet=${1:-$root/build/nonet}
work=$(mktemp -d /tmp/nonet-valgrind.XXXXXX)
trap 'rm -rf "$work"' EXIT
cd "$root" # the cases name files relative to the source tree
runs=0 failures=0

# check ARGS... (stdin from $work/in): one run under memcheck.
check() {
  runs=$((runs + 1))
  if ! valgrind -q --leak-check=full --show-leak-kinds=definite,indirect,possible \
      --errors-for-leak-kinds=definite,indirect,possible --error-exitcode=99 \
      "$nonet" "$@" <"$work/in" >/dev/null 2>"$work/report"; then
    if grep -q '^==[0-9]*==' "$work/report"; then
      failures=$((failures + 1))
      echo "valgrind: nonet $*"
      grep '^==[0-9]*==' "$work/report" | head -n 40
    fi
  fi
}

# Every case of one .test file: "%% args" and the "%% in" section; "%% code" ends a case.
run_cases() {
  local section="" args="" line
  : >"$work/in"
  while IFS= read -r line || [[ -n $line ]]; do
    case $line in
      "%% case"*) section=""; args=""; : >"$work/in" ;;
      "%% args "*) args=${line#%% args }; section="" ;;
      "%% in") section=in ;;
      "%% code"*) set -f; check $args; set +f; section="" ;;
      "%% "*) section="" ;;
      *) if [[ $section == in ]]; then printf "%s\n" "$line" >>"$work/in"; fi ;;
    esac
  done <"$1"
}

for f in tests/data/cli/*.test; do run_cases "$f"; done
: >"$work/in"
batch="puzzles/easy.txt puzzles/invalid.txt tests/data/cli/batch.txt no-such-file"
for cmd in "solve" "explain" "count" "validate --format json" "find x_wing" "solve --method logic"; do
  set -f; check $cmd --jobs 3 $batch; set +f
done
echo "valgrind: $runs runs, $failures with errors or leaks"
[[ $failures -eq 0 ]]
