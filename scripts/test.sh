#!/usr/bin/env bash
# Sets up, builds and runs the tests, in one of two tiers; every stage is
# timed (elapsed and CPU seconds), and a table of the stages' times ends
# the run.
#
#   scripts/test.sh          the full tier (what CI runs, .ci/run): the fast
#                            tier's stages with the browser app, the npm
#                            package and the tests labelled `full`
#                            (browser, install), then the
#                            portable brute force, a minute of fuzzing per
#                            target, ThreadSanitizer and valgrind
#   scripts/test.sh --fast   the fast tier, before each commit (under 10
#                            minutes on 2 cores): a release build with
#                            warnings as errors and its tests, then the same
#                            tests under ASan + UBSan; `ctest -LE full`
#
# A test is in both tiers unless tests/CMakeLists.txt labels it `full`. No
# test bounds the wall clock (tests/test_bounds.c counts the search's work
# and reads the thread's CPU clock), so a busy machine slows a tier but does
# not fail it. Stops at the first stage that fails; exit status 0 when every
# stage passed.
set -euo pipefail
cd "$(dirname "$0")/.."

tier=full
case ${1:-} in
  "") ;;
  --fast) tier=fast ;;
  -h | --help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "usage: scripts/test.sh [--fast]" >&2; exit 2 ;;
esac
jobs=$(nproc)
ctest_args=(--output-on-failure -j"$jobs")
[[ $tier == fast ]] && ctest_args+=(-LE full)

stage_names=() stage_secs=() stage_cpus=() stage_results=()

# Microseconds since the epoch, and seconds since a such time (one decimal).
now_us() { echo "${EPOCHREALTIME/./}"; }
secs_since() { local us=$(($(now_us) - $1)); printf '%d.%d' $((us / 1000000)) $((us / 100000 % 10)); }
# CPU milliseconds (user + system) of the finished child processes, into
# $cpu_now (`times` must run in this shell, not in a $(...) subshell): with
# the elapsed time, it shows how much a busy machine stretched a stage.
times_file=$(mktemp /tmp/nonet-test-times.XXXXXX)
trap 'rm -f "$times_file"' EXIT
cpu_now=0
cpu_ms() {
  local lines t m s
  times >"$times_file"
  mapfile -t lines <"$times_file"
  cpu_now=0
  for t in ${lines[1]}; do
    m=${t%%m*} s=${t#*m} s=${s%s}
    cpu_now=$((cpu_now + m * 60000 + 10#${s%.*} * 1000 + 10#${s#*.}))
  done
}
ms_secs() { printf '%d.%d' $(($1 / 1000)) $(($1 / 100 % 10)); }
cpu_ms
start_all=$(now_us) cpu_all=$cpu_now

# The table of the stages run so far, and the total.
summary() {
  local i total
  total=$(secs_since "$start_all")
  printf '\n== %s tier: stage times (load average now: %s)\n' "$tier" "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
  printf '%-32s %9s %9s  %s\n' stage seconds "CPU s" result
  for i in "${!stage_names[@]}"; do
    printf '%-32s %9.1f %9.1f  %s\n' "${stage_names[$i]}" "${stage_secs[$i]}" "${stage_cpus[$i]}" \
      "${stage_results[$i]}"
  done
  cpu_ms
  printf '%-32s %9.1f %9.1f\n' total "$total" "$(ms_secs $((cpu_now - cpu_all)))"
}

# stage NAME COMMAND...: run one stage (errexit on inside it), print and
# note its time; a failing stage ends the run with the table.
stage() {
  local name=$1 t0 c0 rc secs cpu
  cpu_ms
  t0=$(now_us) c0=$cpu_now
  shift
  echo "== $name"
  set +e
  (set -e; "$@")
  rc=$?
  set -e
  cpu_ms
  secs=$(secs_since "$t0") cpu=$(ms_secs $((cpu_now - c0)))
  stage_names+=("$name") stage_secs+=("$secs") stage_cpus+=("$cpu")
  if ((rc)); then
    stage_results+=("FAILED ($rc)")
    printf '== %s: FAILED after %.1f s (%.1f CPU s)\n' "$name" "$secs" "$cpu"
    summary
    exit 1
  fi
  stage_results+=(ok)
  printf '== %s: %.1f s (%.1f CPU s)\n' "$name" "$secs" "$cpu"
}

# build DIR CMAKE_ARGS...: configure and build one tree.
build() {
  local dir=$1
  shift
  cmake -S . -B "$dir" -DNONET_WERROR=ON "$@" >/dev/null
  cmake --build "$dir" -j"$jobs"
}

# run_tests DIR [ENV=VALUE...]: the tier's tests of one tree.
run_tests() {
  local dir=$1
  shift
  (cd "$dir" && env "$@" ctest "${ctest_args[@]}")
}

# --test: what the tests use besides the build's own needs (setup.sh says).
stage "setup" bash scripts/setup.sh --test

# The browser app (web/) and the npm package (npm/) are built and tested in
# the full tier when emscripten, node and npm are installed: asked after
# the setup, which installs them (on a clean machine they are not there
# before it).
web=OFF
if [[ $tier == full ]] && command -v emcc >/dev/null && command -v node >/dev/null &&
  command -v npm >/dev/null; then web=ON; fi
stage "release build (web: $web)" build build -DCMAKE_BUILD_TYPE=Release -DNONET_WEB=$web
stage "release tests" run_tests build
stage "ASan + UBSan build" build build-asan -DCMAKE_BUILD_TYPE=Debug -DNONET_SANITIZE=ON -DNONET_BENCH=OFF
stage "ASan + UBSan tests" run_tests build-asan ASAN_OPTIONS=detect_leaks=1

if [[ $tier == full ]]; then
  # The brute-force core's portable copy alone (issue 17): the release build
  # above picks the AVX2 copy where the CPU has it (and checks the two
  # copies agree); this build runs every test on the portable one.
  stage "portable build" build build-portable -DCMAKE_BUILD_TYPE=Release -DNONET_SIMD=OFF -DNONET_BENCH=OFF
  stage "portable tests" run_tests build-portable
  # ---- reliability (issue 5): fuzzing, threads, leaks in the command ----
  # Each script says what it does and fails on any finding.
  stage "fuzz (a minute per target)" bash scripts/fuzz.sh short
  stage "ThreadSanitizer" bash scripts/tsan.sh
  stage "valgrind (the command's cases)" bash scripts/valgrind.sh build/nonet
fi
summary
