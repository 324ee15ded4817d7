/*
** fuzz_hodoku.c -- libFuzzer target:
** a HoDoKu library line through nonet_grid_parse, written back as one.
** The properties are in check.h; seeds in corpus/hodoku/.
*/
#include "check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    check_parse(data, size, NONET_FORM_HODOKU);
    return 0;
}
