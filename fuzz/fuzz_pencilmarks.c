/*
** fuzz_pencilmarks.c -- libFuzzer target:
** a pencil-mark grid through nonet_grid_parse, written back as one.
** The properties are in check.h; seeds in corpus/pencilmarks/.
*/
#include "check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    check_parse(data, size, NONET_FORM_PENCILMARKS);
    return 0;
}
