#!/usr/bin/env bash
# Builds and runs nonet's libFuzzer targets (fuzz/fuzz_*.c).
#
#   scripts/fuzz.sh build                     configure and build build-fuzz/ (clang)
#   scripts/fuzz.sh short                     build, then a minute on every target
#   scripts/fuzz.sh long SECONDS [TARGET...]  build, then SECONDS on each target in turn
#   scripts/fuzz.sh run TARGET SECONDS [BUILD_DIR]   one run (what ctest -L fuzz calls)
#
# TARGET is the part after fuzz_ (line, block, pencilmarks, hodoku, reader, checker,
# solve). Each run starts from the seeds in fuzz/corpus/TARGET (never
# written to); what it learns and any crashing input go to
# $NONET_FUZZ_OUT/TARGET (default: a fresh temporary directory, removed
# when the run found nothing), with the log in TARGET.log beside it. Runs are niced: the machine is shared.
# An input that runs longer than $NONET_FUZZ_TIMEOUT seconds (default 30,
# wall clock on a busy machine) counts as a finding; so does more than 2 GB.
# Exit status: 0 when every run finished without a finding.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${NONET_FUZZ_BUILD:-$root/build-fuzz}

build() {
  CC=${CC_FUZZ:-clang} cmake -S "$root" -B "$build_dir" -DNONET_FUZZ=ON -DNONET_TESTS=OFF \
    -DNONET_BENCH=OFF -DNONET_WERROR=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
  cmake --build "$build_dir" -j2 >/dev/null
}

targets() {
  for src in "$root"/fuzz/fuzz_*.c; do basename "$src" .c | sed 's/^fuzz_//'; done
}

# run TARGET SECONDS [BUILD_DIR]: one fuzzing session; 1 on a finding.
run() {
  local target=$1 seconds=$2 dir=${3:-$build_dir}
  local base=${NONET_FUZZ_OUT:-} keep=1
  [[ -z $base ]] && { base=$(mktemp -d /tmp/nonet-fuzz.XXXXXX); keep=0; }
  local out=$base/$target
  mkdir -p "$out/corpus"
  echo "fuzz $target: ${seconds}s, output in $out"
  if ! nice -n 10 "$dir/fuzz/fuzz_$target" "$out/corpus" "$root/fuzz/corpus/$target" \
      -max_total_time="$seconds" -rss_limit_mb=2048 -timeout="${NONET_FUZZ_TIMEOUT:-30}" -max_len=8192 \
      -print_final_stats=1 -artifact_prefix="$out/" >"$out.log" 2>&1; then
    echo "fuzz $target: FINDING (see $out.log and $out/crash-* / timeout-* / leak-*)"
    tail -n 40 "$out.log"
    return 1
  fi
  grep -E '^stat::number_of_executed_units|^#[0-9]+.*DONE' "$out.log" | tail -n 2 || true
  ((keep)) || rm -rf "$base" # a temporary directory without findings
}

case ${1:-short} in
  build) build ;;
  run) shift; run "$@" ;;
  short)
    build
    status=0
    for t in $(targets); do run "$t" 60 || status=1; done
    exit $status ;;
  long)
    seconds=${2:?seconds}
    shift 2
    build
    status=0
    for t in ${@:-$(targets)}; do run "$t" "$seconds" || status=1; done
    exit $status ;;
  *) sed -n '2,16p' "$0"; exit 2 ;;
esac
