/*
** library.c -- the library-wide calls: status messages and names (nonet_strerror,
** nonet_status_name), the version, and nonet_free.
*/
#include <stdlib.h>

#include "nonet.h"

/* Each code's message and its word. The words are what the command, the
** packages and scripts print and match: kept stable, never reworded
** (docs/cli.md#exit-status). */
typedef struct status_text {
    const char *message;
    const char *name;
} status_text;

static const status_text texts[] = {
    [NONET_OK] = {"ok", "ok"},
    [NONET_INVALID] = {"invalid input", "invalid"},
    [NONET_NO_SOLUTION] = {"the puzzle has no solution", "no_solution"},
    [NONET_MULTIPLE_SOLUTIONS] = {"the puzzle has more than one solution", "multiple_solutions"},
    [NONET_STALLED] = {"logic stalled and backtracking is off", "stalled"},
    [NONET_END] = {"no more puzzles", "end"},
    [NONET_NOMEM] = {"out of memory", "out_of_memory"},
    [NONET_IO] = {"read error", "io_error"},
    [NONET_UNKNOWN_TECHNIQUE] = {"unknown technique", "unknown_technique"},
    [NONET_BAD_ARGUMENT] = {"argument out of range", "bad_argument"},
    [NONET_INTERNAL] = {"internal error: unsound step", "internal_error"},
    [NONET_TIMEOUT] = {"the solve ran past its time limit", "timeout"},
};

static const status_text *text_of(nonet_status status) {
    static const status_text unknown = {"unknown status", "unknown_status"};
    size_t n = sizeof texts / sizeof texts[0];
    return (size_t)status < n && texts[status].name ? &texts[status] : &unknown;
}

const char *nonet_strerror(nonet_status status) { return text_of(status)->message; }

const char *nonet_status_name(nonet_status status) { return text_of(status)->name; }

const char *nonet_version(void) { return NONET_VERSION_STRING; }

void nonet_free(void *ptr) { free(ptr); }
