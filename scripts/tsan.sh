#!/usr/bin/env bash
# Builds the multi-threaded driver (tests/threads/) and the library with
# ThreadSanitizer in build-tsan/ and runs it: several threads, each with its
# own solver, explain the sample puzzles at once (sharing the parsed grids)
# and must agree with a single-threaded run. Any data race TSan reports
# fails the run (halt_on_error). Exit status: 0 when clean.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${NONET_TSAN_BUILD:-$root/build-tsan}
cmake -S "$root" -B "$build_dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNONET_WERROR=ON -DNONET_BENCH=OFF \
  -DCMAKE_C_FLAGS="-fsanitize=thread -fno-omit-frame-pointer" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=thread" >/dev/null
cmake --build "$build_dir" -j2 --target test_threads >/dev/null
p=$root/puzzles
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}" \
  "$build_dir/tests/threads/test_threads" -t "${NONET_TSAN_THREADS:-4}" -r 2 \
  "$p/easy.txt" "$p/medium.txt" "$p/hardest-sample.txt" "$p/multiple-sample.txt" "$p/invalid.txt"
