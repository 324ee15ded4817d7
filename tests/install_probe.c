/*
** install_probe.c -- built by install_test.sh against an installed nonet,
** the way README.md says (pkg-config, then LD_LIBRARY_PATH for a prefix
** the loader does not search): the shared library is found, and a short
** puzzle gets the message the command gives ("expected 81 cells").
*/
#include <stdio.h>
#include <string.h>

#include <nonet.h>

int main(void) {
    nonet_grid *grid = nonet_grid_new();
    nonet_error err;
    nonet_status status = grid ? nonet_grid_parse(grid, "1234", &err) : NONET_NOMEM;
    nonet_grid_free(grid);
    if (status != NONET_INVALID) return 1;
    printf("%s\n", err.message);
    return strcmp(err.message, "expected 81 cells, found 4") == 0 ? 0 : 1;
}
