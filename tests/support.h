/*
** support.h -- helpers shared by the tests.
*/
#ifndef NONET_TEST_SUPPORT_H
#define NONET_TEST_SUPPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "nonet.h"

/* Parse text into a new grid; the test fails (with the parser's message)
** when it does not parse. */
nonet_grid *support_grid(const char *text);

/* The unique solution of g (the test fails when there is not exactly one). */
void support_solution(const nonet_grid *g, uint8_t solution[81]);

/* True when no elimination removes a solution digit and every placement
** agrees with the solution. */
bool support_step_sound(const nonet_step *step, const uint8_t solution[81]);

/* The whole file (malloc'd, NUL-terminated; free), its size in *size when
** size is not NULL; the test fails when it cannot be read. */
char *support_read_file(const char *path, size_t *size);

/* Cell index from "r3c4". */
int support_cell(const char *name);

#endif
