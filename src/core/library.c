/*
** library.c -- the library-wide calls: status messages and names (nonet_strerror,
** nonet_status_name), the version, and nonet_free.
*/
#include <stdlib.h>

#include "nonet.h"

static const char *const messages[] = {
    [NONET_OK] = "ok",
    [NONET_INVALID] = "invalid input",
    [NONET_NO_SOLUTION] = "the puzzle has no solution",
    [NONET_MULTIPLE_SOLUTIONS] = "the puzzle has more than one solution",
    [NONET_STALLED] = "logic stalled and backtracking is off",
    [NONET_END] = "no more puzzles",
    [NONET_NOMEM] = "out of memory",
    [NONET_IO] = "read error",
    [NONET_UNKNOWN_TECHNIQUE] = "unknown technique",
    [NONET_BAD_ARGUMENT] = "argument out of range",
    [NONET_INTERNAL] = "internal error: unsound step",
    [NONET_TIMEOUT] = "the solve ran past its time limit",
};

const char *nonet_strerror(nonet_status status) {
    size_t n = sizeof messages / sizeof messages[0];
    if ((size_t)status < n && messages[status]) return messages[status];
    return "unknown status";
}

/* The words the command, the packages and scripts print and match: kept
** stable, so never reworded (docs/cli.md#exit-status). */
static const char *const names[] = {
    [NONET_OK] = "ok",
    [NONET_INVALID] = "invalid",
    [NONET_NO_SOLUTION] = "no_solution",
    [NONET_MULTIPLE_SOLUTIONS] = "multiple_solutions",
    [NONET_STALLED] = "stalled",
    [NONET_END] = "end",
    [NONET_NOMEM] = "out_of_memory",
    [NONET_IO] = "io_error",
    [NONET_UNKNOWN_TECHNIQUE] = "unknown_technique",
    [NONET_BAD_ARGUMENT] = "bad_argument",
    [NONET_INTERNAL] = "internal_error",
    [NONET_TIMEOUT] = "timeout",
};

const char *nonet_status_name(nonet_status status) {
    size_t n = sizeof names / sizeof names[0];
    if ((size_t)status < n && names[status]) return names[status];
    return "unknown_status";
}

const char *nonet_version(void) { return NONET_VERSION_STRING; }

void nonet_free(void *ptr) { free(ptr); }
