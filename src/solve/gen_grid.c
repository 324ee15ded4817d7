/*
** gen_grid.c -- the generator's pieces: orbits of cells under a symmetry,
** random full grids, clue removal and the minimality test.
**
** A puzzle is made from a full grid by taking clues away: an orbit at a
** time (a cell and its images under the symmetry), in random order, each
** removal kept only when the puzzle still passes a check. With the
** uniqueness check the result has one solution and, without symmetry, is
** minimal (every clue is needed); with the singles check it stays solvable
** by singles alone (so it is unique and at most HoDoKu's Easy in
** techniques), which is how easy puzzles are made without grading each try.
**
**    full grid --shuffle orbits--> try each: remove, check, keep or put back
*/
#include <string.h>

#include "bruteforce.h"
#include "canon.h"
#include "gen_grid.h"
#include "grid.h"
#include "mask.h"
#include "tables.h"

/* Symmetries as up to two generating maps of (row, col): the orbit of a
** cell is its closure under them. A map is {flip the row, flip the
** column, swap row and column first} (see image_of). */
typedef struct sym_maps {
    const char *name;
    int n_maps;
    int map[2][3];
} sym_maps;

/* The table, by nonet_symmetry. */
static const sym_maps sym_table[] = {
    [NONET_SYMMETRY_NONE] = {"none", 0, {{0}}},
    [NONET_SYMMETRY_ROTATIONAL] = {"rotational", 1, {{1, 1, 0}}},
    [NONET_SYMMETRY_QUARTER] = {"quarter", 1, {{0, 1, 1}}},
    [NONET_SYMMETRY_DIAGONAL] = {"diagonal", 1, {{0, 0, 1}}},
    [NONET_SYMMETRY_ANTIDIAGONAL] = {"antidiagonal", 1, {{1, 1, 1}}},
    [NONET_SYMMETRY_MIRROR] = {"mirror", 1, {{0, 1, 0}}},
    [NONET_SYMMETRY_BIMIRROR] = {"bimirror", 2, {{0, 1, 0}, {1, 0, 0}}},
};

#define N_SYMMETRIES (int)(sizeof sym_table / sizeof sym_table[0])

const char *nonet_symmetry_name(nonet_symmetry symmetry) {
    if ((unsigned)symmetry >= (unsigned)N_SYMMETRIES) return "unknown";
    return sym_table[symmetry].name;
}

int nonet_symmetry_from_name(const char *name) {
    for (int i = 0; name && i < N_SYMMETRIES; i++)
        if (!strcmp(name, sym_table[i].name)) return i;
    return -1;
}

/* The image of a cell under one map: swap first (the transpose), then
** flip the row and/or the column. A quarter turn is (r, c) -> (c, 8-r). */
static int image_of(const int m[3], int cell) {
    int r = cell_row(cell), c = cell_col(cell);
    if (m[2]) {
        int t = r;
        r = c;
        c = t;
    }
    if (m[0]) r = 8 - r;
    if (m[1]) c = 8 - c;
    return r * 9 + c;
}

/* Add cell's orbit (closure under the maps) as a new orbit; seen marks it. */
static void add_orbit(const sym_maps *sym, int cell, bool seen[81], gen_orbits *orbits) {
    int o = orbits->n++;
    orbits->size[o] = 0;
    int todo[4] = {cell}, n_todo = 1;
    seen[cell] = true;
    while (n_todo > 0) {
        int at = todo[--n_todo];
        orbits->cells[o][orbits->size[o]++] = (uint8_t)at;
        for (int k = 0; k < sym->n_maps; k++) {
            int next = image_of(sym->map[k], at);
            if (!seen[next]) {
                seen[next] = true;
                todo[n_todo++] = next;
            }
        }
    }
}

void gen_orbits_of(nonet_symmetry symmetry, gen_orbits *orbits) {
    const sym_maps *sym = &sym_table[(unsigned)symmetry < (unsigned)N_SYMMETRIES ? symmetry : 0];
    bool seen[81] = {false};
    orbits->n = 0;
    for (int c = 0; c < 81; c++)
        if (!seen[c]) add_orbit(sym, c, seen, orbits);
}

bool gen_has_symmetry(const uint8_t puzzle[81], nonet_symmetry symmetry) {
    gen_orbits orbits;
    gen_orbits_of(symmetry, &orbits);
    for (int o = 0; o < orbits.n; o++)
        for (int i = 1; i < orbits.size[o]; i++)
            if (!puzzle[orbits.cells[o][i]] != !puzzle[orbits.cells[o][0]]) return false;
    return true;
}

/* Candidate masks of a puzzle for the brute-force core. */
static void masks_of(const uint8_t puzzle[81], uint16_t cand[81]) {
    for (int c = 0; c < 81; c++) cand[c] = puzzle[c] ? mask_of(puzzle[c]) : MASK_ALL;
}

void gen_full_grid(rng *r, uint8_t grid[81]) {
    uint8_t seed[81] = {0};
    for (int box = 0; box < 9; box += 4) {
        uint8_t digits[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
        rng_shuffle(r, digits, 9);
        for (int i = 0; i < 9; i++) seed[unit_cells[box_unit(box)][i]] = digits[i];
    }
    uint16_t cand[81];
    uint8_t first[81];
    masks_of(seed, cand);
    bf_count(cand, 1, first); /* three free boxes always complete */
    nonet_transform tr;
    canon_random_transform(r, &tr);
    canon_apply(&tr, first, grid);
}

/* Place every naked and hidden single until none is left; true when the
** grid is then full. */
static bool solve_by_singles(nonet_grid *g) {
    bool progress = true;
    while (g->empty && progress && !grid_contradiction(g)) {
        progress = false;
        for (int c = 0; c < 81; c++)
            if (!g->value[c] && mask_single(g->cand[c])) {
                grid_place(g, c, mask_lowest(g->cand[c]));
                progress = true;
            }
        for (int u = 0; u < N_UNITS; u++)
            for (int d = 1; d <= 9; d++)
                if (!mask_has(g->placed[u], d) && mask_single(g->where[u][d])) {
                    grid_place(g, unit_cells[u][mask_first_index(g->where[u][d])], d);
                    progress = true;
                }
    }
    return g->empty == 0 && !grid_contradiction(g);
}

bool gen_by_singles(const uint8_t puzzle[81], const uint8_t *removed, int n, void *ctx) {
    (void)removed;
    (void)n;
    (void)ctx;
    nonet_grid g;
    grid_from_values(&g, puzzle);
    return solve_by_singles(&g);
}

bool gen_unique(const uint8_t puzzle[81], const uint8_t *removed, int n, void *ctx) {
    const uint8_t *full = ctx;
    uint16_t cand[81];
    masks_of(puzzle, cand);
    if (!full || n != 1) return bf_count(cand, 2, NULL) == 1;
    cand[removed[0]] &= (uint16_t)~mask_of(full[removed[0]]);
    return bf_count(cand, 1, NULL) == 0;
}

int gen_take_away(rng *r, const gen_orbits *orbits, uint8_t puzzle[81], int min_givens, gen_check_fn check,
                  void *ctx, bool all) {
    uint8_t order[81];
    for (int o = 0; o < orbits->n; o++) order[o] = (uint8_t)o;
    rng_shuffle(r, order, orbits->n);
    int givens = gen_givens(puzzle), taken = 0;
    for (int i = 0; i < orbits->n && (all || !taken); i++) {
        const uint8_t *cells = orbits->cells[order[i]];
        int size = orbits->size[order[i]];
        if (!puzzle[cells[0]] || givens - size < min_givens) continue;
        uint8_t saved[4];
        for (int k = 0; k < size; k++) {
            saved[k] = puzzle[cells[k]];
            puzzle[cells[k]] = 0;
        }
        if (check(puzzle, cells, size, ctx)) {
            givens -= size;
            taken++;
        } else {
            for (int k = 0; k < size; k++) puzzle[cells[k]] = saved[k];
        }
    }
    return taken;
}

bool gen_add_orbit(rng *r, const gen_orbits *orbits, uint8_t puzzle[81], const uint8_t full[81]) {
    uint8_t empty[81];
    int n = 0;
    for (int o = 0; o < orbits->n; o++)
        if (!puzzle[orbits->cells[o][0]]) empty[n++] = (uint8_t)o;
    if (!n) return false;
    int o = empty[rng_below(r, (unsigned)n)];
    for (int k = 0; k < orbits->size[o]; k++) puzzle[orbits->cells[o][k]] = full[orbits->cells[o][k]];
    return true;
}

/* A random orbit whose first cell is filled (want true) or empty; -1
** when there is none. */
static int random_orbit(rng *r, const gen_orbits *orbits, const uint8_t puzzle[81], bool filled) {
    uint8_t found[81];
    int n = 0;
    for (int o = 0; o < orbits->n; o++)
        if ((puzzle[orbits->cells[o][0]] != 0) == filled) found[n++] = (uint8_t)o;
    return n ? found[rng_below(r, (unsigned)n)] : -1;
}

/* Fill the orbit's cells with random digits that no clue of the puzzle
** rules out; false when a cell has none left. */
static bool fill_orbit(rng *r, const gen_orbits *orbits, int o, uint8_t puzzle[81]) {
    for (int k = 0; k < orbits->size[o]; k++) {
        int cell = orbits->cells[o][k];
        uint16_t free = MASK_ALL;
        for (int i = 0; i < N_PEERS; i++)
            if (puzzle[cell_peers[cell][i]]) free &= (uint16_t)~mask_of(puzzle[cell_peers[cell][i]]);
        if (!free) return false;
        uint8_t digits[9];
        int n = 0;
        for (uint16_t m = free; m; m = mask_rest(m)) digits[n++] = (uint8_t)mask_lowest(m);
        puzzle[cell] = digits[rng_below(r, (unsigned)n)];
    }
    return true;
}

bool gen_shift_orbit(rng *r, const gen_orbits *orbits, uint8_t puzzle[81], uint8_t full[81], int tries) {
    uint8_t next[81];
    for (int t = 0; t < tries; t++) {
        memcpy(next, puzzle, 81);
        int from = random_orbit(r, orbits, next, true), to = random_orbit(r, orbits, next, false);
        if (from < 0 || to < 0) return false;
        for (int k = 0; k < orbits->size[from]; k++) next[orbits->cells[from][k]] = 0;
        if (!fill_orbit(r, orbits, to, next)) continue;
        uint16_t cand[81];
        uint8_t solution[81];
        masks_of(next, cand);
        if (bf_count(cand, 2, solution) != 1) continue;
        memcpy(puzzle, next, 81);
        memcpy(full, solution, 81);
        return true;
    }
    return false;
}

bool gen_is_minimal(const uint8_t puzzle[81]) {
    uint8_t copy[81];
    memcpy(copy, puzzle, 81);
    for (int c = 0; c < 81; c++) {
        if (!copy[c]) continue;
        copy[c] = 0;
        bool unique = gen_unique(copy, NULL, 0, NULL);
        copy[c] = puzzle[c];
        if (unique) return false;
    }
    return true;
}

int gen_givens(const uint8_t puzzle[81]) {
    int n = 0;
    for (int c = 0; c < 81; c++) n += puzzle[c] != 0;
    return n;
}
