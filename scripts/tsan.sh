#!/usr/bin/env bash
# Builds the multi-threaded driver (tests/threads/), the command and the
# library with ThreadSanitizer in build-tsan/ and runs them: several
# threads, each with its own solver, explain the sample puzzles at once
# (sharing the parsed grids) and must agree with a single-threaded run;
# then `nonet explain|solve --jobs 4` must print what --jobs 1 prints. Any
# data race TSan reports fails the run (halt_on_error). Exit status: 0 when
# clean.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${NONET_TSAN_BUILD:-$root/build-tsan}
cmake -S "$root" -B "$build_dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNONET_WERROR=ON -DNONET_BENCH=OFF \
  -DCMAKE_C_FLAGS="-fsanitize=thread -fno-omit-frame-pointer" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=thread" >/dev/null
cmake --build "$build_dir" -j2 --target test_threads nonet_cli >/dev/null
p=$root/puzzles
files=("$p/easy.txt" "$p/medium.txt" "$p/nested-sample.txt" "$p/multiple-sample.txt" "$p/invalid.txt")
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
"$build_dir/tests/threads/test_threads" -t "${NONET_TSAN_THREADS:-4}" -r 2 "${files[@]}"

work=$(mktemp -d /tmp/nonet-tsan.XXXXXX)
trap 'rm -rf "$work"' EXIT
# explain without a time limit: under TSan the nested forcing chains of
# nested-sample.txt pass the default 10 s, at different steps in each run.
for cmd in "explain --max-time 0" "solve --format json" "find x_wing"; do
  for jobs in 1 4; do
    # Exit status 1 (some puzzle invalid or ambiguous) is expected; a race exits 66.
    status=0
    "$build_dir/nonet" $cmd --jobs $jobs "${files[@]}" >"$work/out$jobs" 2>"$work/err$jobs" || status=$?
    if ((status > 1)); then cat "$work/err$jobs"; echo "tsan: nonet $cmd --jobs $jobs failed ($status)"; exit 1; fi
  done
  cmp -s "$work/out1" "$work/out4" && cmp -s "$work/err1" "$work/err4" ||
    { echo "tsan: nonet $cmd --jobs 4 differs from --jobs 1"; exit 1; }
  echo "tsan: nonet $cmd --jobs 4: same output as one job, no race"
done
