/*
** explain.c -- the smallest program an app maker writes against nonet:
** parse a puzzle given on the command line, explain it, print each step.
**
**     cc explain.c $(pkg-config --cflags --libs nonet) -o explain
**     ./explain 530070000600195000098000060800060003400803001700020006060000280000419005000080079
*/
#include <nonet.h>
#include <stdio.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s PUZZLE\n", argv[0]);
        return 2;
    }
    nonet_grid *grid = nonet_grid_new();
    nonet_solver *solver = nonet_solver_new();
    nonet_trace *trace = NULL;
    nonet_error err = {0};
    int rc = 1;
    if (!grid || !solver) goto done;
    if (nonet_grid_parse(grid, argv[1], &err) != NONET_OK) {
        fprintf(stderr, "invalid: %s\n", err.message);
        goto done;
    }
    nonet_status st = nonet_explain(solver, grid, &trace, &err);
    if (st != NONET_OK) {
        fprintf(stderr, "%s: %s\n", nonet_strerror(st), err.message);
        goto done;
    }
    for (size_t i = 0; i < nonet_trace_count(trace); i++) {
        char line[2048];
        nonet_step_text(nonet_trace_step(trace, i), line, sizeof line);
        printf("%s\n", line);
    }
    const uint8_t *solution = nonet_trace_solution(trace);
    for (int c = 0; c < 81; c++) putchar('0' + solution[c]);
    putchar('\n');
    rc = 0;
done:
    nonet_trace_free(trace);
    nonet_solver_free(solver);
    nonet_grid_free(grid);
    return rc;
}
