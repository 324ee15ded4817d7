/*
** fuzz_reader.c -- libFuzzer target:
** a whole file of puzzles through nonet_reader (string, stream, CRLF).
** The properties are in check.h; seeds in corpus/reader/.
*/
#include "check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    check_reader(data, size);
    return 0;
}
