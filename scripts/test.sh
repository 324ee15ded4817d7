#!/usr/bin/env bash
# Sets up, builds and runs every test: a release build with warnings as
# errors, then the same tests under AddressSanitizer + UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
jobs=$(nproc)

# The browser app (web/) and the npm package (npm/) are built and tested
# when emscripten, node and npm are installed.
web=OFF
if command -v emcc >/dev/null && command -v node >/dev/null && command -v npm >/dev/null; then web=ON; fi

echo "== release build (-Werror; the web app: $web)"
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DNONET_WERROR=ON -DNONET_WEB=$web >/dev/null
cmake --build build -j"$jobs"
(cd build && ctest --output-on-failure -j"$jobs")

# The brute-force core's portable copy alone (issue 17): the release build
# above picks the AVX2 copy where the CPU has it (and checks the two copies
# agree); this build runs every test on the portable one.
echo "== portable brute force (-DNONET_SIMD=OFF)"
cmake -S . -B build-portable -DCMAKE_BUILD_TYPE=Release -DNONET_WERROR=ON -DNONET_SIMD=OFF \
    -DNONET_BENCH=OFF >/dev/null
cmake --build build-portable -j"$jobs"
(cd build-portable && ctest --output-on-failure -j"$jobs")

echo "== ASan + UBSan build"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DNONET_SANITIZE=ON -DNONET_WERROR=ON -DNONET_BENCH=OFF >/dev/null
cmake --build build-asan -j"$jobs"
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 ctest --output-on-failure -j"$jobs")

# ---- reliability (issue 5): fuzzing, threads, leaks in the command ----
# A minute of libFuzzer on every fuzz target (clang), the threaded driver
# and `--jobs` under ThreadSanitizer, and the command's test cases under
# valgrind. Each script says what it does and fails on any finding.
echo "== short fuzz run (a minute per target)"
bash scripts/fuzz.sh short
echo "== threads under ThreadSanitizer"
bash scripts/tsan.sh
echo "== the command's tests under valgrind"
bash scripts/valgrind.sh build/nonet
