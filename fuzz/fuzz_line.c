/*
** fuzz_line.c -- libFuzzer target:
** one 81-character line through nonet_grid_parse, written back as a line.
** The properties are in check.h; seeds in corpus/line/.
*/
#include "check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    check_parse(data, size, NONET_FORM_LINE);
    return 0;
}
