/*
** fuzz_block.c -- libFuzzer target:
** a 9-row block through nonet_grid_parse, written back as a block.
** The properties are in check.h; seeds in corpus/block/.
*/
#include "check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    check_parse(data, size, NONET_FORM_BLOCK);
    return 0;
}
