/*
** fuzz_checker.c -- libFuzzer target: one line of `nonet explain --format
** json` (damaged by the fuzzer) through the checker, nonet_check_line.
** The property is in check.h (check_checker); seeds in corpus/checker/.
*/
#include "check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    check_checker(data, size);
    return 0;
}
