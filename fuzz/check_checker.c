/*
** check_checker.c -- the property of `nonet check`'s library call under
** fuzzing (fuzz_checker.c): arbitrary bytes, or damaged explain lines grown
** from the seeds in corpus/checker/, through nonet_check_line.
*/
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* How many report lines start "step N (": one per failing step. */
static long report_lines(const char *report) {
    long n = 0;
    for (const char *p = report; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : p + strlen(p))
        n += strncmp(p, "step ", 5) == 0;
    return n;
}

void check_checker(const uint8_t *data, size_t size) {
    char *text = check_text(data, size);
    size_t len = strlen(text);
    nonet_check_result r = {0, 0, NULL}, again = {0, 0, NULL};
    nonet_error err;
    nonet_status st = nonet_check_line(text, len, 7, &r, &err);
    if (st == NONET_INVALID) {
        check_rejection(st, &err);
        CHECK(err.line == 7);
    } else {
        CHECK(st == NONET_OK);
        CHECK(r.steps >= 0 && r.failed >= 0 && r.failed <= r.steps);
        CHECK((r.report == NULL) == (r.steps == 0));
        CHECK(report_lines(r.report) == r.failed);
        /* The same line gives the same verdict: nothing is remembered. */
        CHECK(nonet_check_line(text, len, 7, &again, &err) == NONET_OK);
        CHECK(again.steps == r.steps && again.failed == r.failed);
        CHECK(strcmp(again.report ? again.report : "", r.report ? r.report : "") == 0);
    }
    nonet_free(r.report);
    nonet_free(again.report);
    free(text);
}
