/*
** fuzz_solve.c -- libFuzzer target:
** any position, counted, explained, stepped and rendered.
** The properties are in check.h; seeds in corpus/solve/.
*/
#include "check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    check_solve(data, size);
    return 0;
}
