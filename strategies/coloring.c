/*
** coloring.c -- Simple Colors (trap, wrap) and Multi Colors (types 1, 2),
** as HoDoKu defines them.
**
** Colouring works on one digit. A conjugate pair is a unit holding the
** digit in exactly two cells: one of them is the digit, the other is not.
** Chaining conjugate pairs gives a cluster, and every cluster splits into
** two colours: candidates an even number of links apart share a colour.
** Exactly one colour of a cluster is true (holds the digit everywhere).
**
**   digit 4, one cluster:   A ===== B        ===== conjugate pair
**                           ||      ||       A, B  the two colours
**                           B       A ===== B
**
** Simple Colors Trap (variant 1): a candidate that sees a cell of each
** colour is false, since one colour is true and it sees that cell.
** Simple Colors Wrap (variant 2): when two cells of one colour share a
** unit, that colour cannot be true (the unit would hold the digit twice),
** so every candidate of that colour is false.
** Multi Colors 1 (variant 1): colours A/B of one cluster, C/D of another.
** When a cell of A sees a cell of C, A and C are not both true, so B or D
** is true: a candidate seeing a cell of B and a cell of D is false.
** Multi Colors 2 (variant 2): when colour A sees cells of both C and D
** (one of which is true), A cannot be true: all candidates of A are false.
**
** HoDoKu's order is kept: digits 1..9, clusters by their lowest cell (the
** colour of that cell is the first one); per cluster wrap before trap; per
** ordered pair of clusters type 2 before type 1. Type 1 is symmetric in the
** two clusters, so it is reported once per unordered pair, not twice.
**
** Step record: digits = the digit; marks = every candidate of the
** cluster(s) with NONET_ROLE_COLOR_A / _B (second cluster _C / _D); links =
** every conjugate pair as a strong link; cells = every coloured cell.
*/
#include "links.h"
#include "strategy.h"

/* At most 81 cells per digit, at least two per cluster. */
#define MAX_CLUSTERS 40
#define MAX_COLORS (2 * MAX_CLUSTERS)
#define NO_COLOR 0xff

/* The colouring of one digit: colour ids are 2 * cluster + side. */
typedef struct coloring {
    int digit;
    int n_clusters;
    uint8_t color[N_CELLS];             /* colour id, or NO_COLOR */
    uint16_t where[MAX_COLORS][N_UNITS]; /* positions of each colour per unit */
} coloring;

/* ---- building the colouring ---- */

/*
** The other cell of a conjugate pair for digit in unit, or -1 when the
** unit holds the digit in more or fewer than two cells.
*/
static int conjugate_partner(const nonet_grid *g, int unit, int digit, int cell) {
    int first, second;
    if (!link_unit_pair(g, unit, digit, &first, &second)) return -1;
    return cell == first ? second : first;
}

/* Give cell the colour id and record it in the per-unit colour masks. */
static void paint(coloring *colors, int cell, int color) {
    colors->color[cell] = (uint8_t)color;
    for (int k = 0; k < 3; k++) colors->where[color][cell_units[cell][k]] |= cell_position(cell, k);
}

/*
** Colour the cluster reached from seed by breadth-first search over the
** conjugate pairs; the seed gets side 0. A cell keeps its first colour (a
** clash would mean the position has no solution).
*/
static void color_cluster(const nonet_grid *g, coloring *colors, int seed, int cluster) {
    int queue[N_CELLS], head = 0, tail = 0;
    paint(colors, seed, 2 * cluster);
    queue[tail++] = seed;
    while (head < tail) {
        int cell = queue[head++];
        int other_side = (colors->color[cell] ^ 1);
        for (int k = 0; k < 3; k++) {
            int partner = conjugate_partner(g, cell_units[cell][k], colors->digit, cell);
            if (partner < 0 || colors->color[partner] != NO_COLOR) continue;
            paint(colors, partner, other_side);
            queue[tail++] = partner;
        }
    }
}

/* True when the cell holds digit and lies in at least one conjugate pair. */
static bool in_conjugate_pair(const nonet_grid *g, int cell, int digit) {
    if (!mask_has(g->cand[cell], digit)) return false;
    for (int k = 0; k < 3; k++)
        if (mask_count(g->where[cell_units[cell][k]][digit]) == 2) return true;
    return false;
}

/* Colour every cluster of digit, clusters ordered by their lowest cell. */
static void coloring_build(const nonet_grid *g, int digit, coloring *colors) {
    colors->digit = digit;
    colors->n_clusters = 0;
    for (int c = 0; c < N_CELLS; c++) colors->color[c] = NO_COLOR;
    for (int c = 0; c < N_CELLS; c++) {
        if (colors->color[c] != NO_COLOR || !in_conjugate_pair(g, c, digit)) continue;
        for (int i = 0; i < 2; i++)
            for (int u = 0; u < N_UNITS; u++) colors->where[2 * colors->n_clusters + i][u] = 0;
        color_cluster(g, colors, c, colors->n_clusters);
        colors->n_clusters++;
    }
}

/* ---- questions about colours ---- */

/* The cluster of a cell, or -1 when it is not coloured. */
static int cluster_of(const coloring *colors, int cell) {
    return colors->color[cell] == NO_COLOR ? -1 : colors->color[cell] / 2;
}

/* Does cell see (share a unit with) another cell of the colour? */
static bool cell_sees_color(const coloring *colors, int cell, int color) {
    for (int k = 0; k < 3; k++) {
        uint16_t others = (uint16_t)(colors->where[color][cell_units[cell][k]] & ~cell_position(cell, k));
        if (others) return true;
    }
    return false;
}

/* Do two cells of the colour share a unit? */
static bool color_wraps(const coloring *colors, int color) {
    for (int u = 0; u < N_UNITS; u++)
        if (mask_count(colors->where[color][u]) >= 2) return true;
    return false;
}

/* Does some cell of colour p see some cell of colour q (p, q disjoint)? */
static bool colors_see(const coloring *colors, int p, int q) {
    for (int u = 0; u < N_UNITS; u++)
        if (colors->where[p][u] && colors->where[q][u]) return true;
    return false;
}

/* ---- filling steps ---- */

/* Eliminate the digit from every cell of the colour. */
static void eliminate_color(nonet_step *s, const coloring *colors, int color) {
    for (int c = 0; c < N_CELLS; c++)
        if (colors->color[c] == color) step_add_elimination(s, c, colors->digit);
}

/* Eliminate the digit from every cell holding it that sees both colours. */
static void eliminate_seeing_both(nonet_step *s, const nonet_grid *g, const coloring *colors,
                                  int p, int q) {
    for (int c = 0; c < N_CELLS; c++)
        if (mask_has(g->cand[c], colors->digit) && cell_sees_color(colors, c, p) &&
            cell_sees_color(colors, c, q))
            step_add_elimination(s, c, colors->digit);
}

/* Is the link a-b (either way round) already in the step? */
static bool link_listed(const nonet_step *s, int a, int b) {
    for (int i = 0; i < s->n_links; i++) {
        int from = s->links[i].from.cell, to = s->links[i].to.cell;
        if ((from == a && to == b) || (from == b && to == a)) return true;
    }
    return false;
}

/*
** Add a cluster to the pattern: its candidates marked with first_role
** (side 0) or the role after it (side 1), its cells, and each of its
** conjugate pairs once as a strong link.
*/
static void add_cluster(nonet_step *s, const nonet_grid *g, const coloring *colors, int cluster,
                        nonet_role first_role) {
    for (int c = 0; c < N_CELLS; c++) {
        if (cluster_of(colors, c) != cluster) continue;
        step_add_mark(s, c, colors->digit, (nonet_role)(first_role + (colors->color[c] & 1)));
        step_add_cell(s, c);
    }
    for (int u = 0; u < N_UNITS; u++) {
        int a, b;
        if (!link_unit_pair(g, u, colors->digit, &a, &b)) continue;
        if (cluster_of(colors, a) == cluster && !link_listed(s, a, b))
            step_add_link(s, a, colors->digit, b, colors->digit, true);
    }
}

/*
** When the step eliminates something, add the pattern of cluster first
** (colours A/B) and, unless second < 0, of cluster second (C/D), and emit.
** Returns true when the caller must stop.
*/
static bool emit_colored(strat_ctx *ctx, nonet_step *s, const nonet_grid *g,
                         const coloring *colors, int first, int second) {
    if (!step_productive(s)) return false;
    s->digits = mask_of(colors->digit);
    add_cluster(s, g, colors, first, NONET_ROLE_COLOR_A);
    if (second >= 0) add_cluster(s, g, colors, second, NONET_ROLE_COLOR_C);
    return strat_emit(ctx, s);
}

/* ---- Simple Colors ---- */

/* Wrap then trap on one cluster; true when told to stop. */
static bool simple_colors_cluster(const nonet_grid *g, const coloring *colors, int cluster,
                                  strat_ctx *ctx) {
    int a = 2 * cluster, b = a + 1;
    nonet_step step;
    step_init(&step, NONET_T_SIMPLE_COLORS, 2);
    if (color_wraps(colors, a)) eliminate_color(&step, colors, a);
    if (color_wraps(colors, b)) eliminate_color(&step, colors, b);
    if (emit_colored(ctx, &step, g, colors, cluster, -1)) return true;
    step_init(&step, NONET_T_SIMPLE_COLORS, 1);
    eliminate_seeing_both(&step, g, colors, a, b);
    return emit_colored(ctx, &step, g, colors, cluster, -1);
}

/*
** Simple Colors: for each digit and each cluster, a wrap (a colour with
** two cells in one unit is false) and a trap (a candidate seeing both
** colours is false). Returns true when ctx said stop.
*/
bool strat_simple_colors(const nonet_grid *g, strat_ctx *ctx) {
    coloring colors;
    for (int digit = 1; digit <= 9; digit++) {
        if (!strat_digit_wanted(ctx, digit)) continue;
        coloring_build(g, digit, &colors);
        for (int cluster = 0; cluster < colors.n_clusters; cluster++)
            if (simple_colors_cluster(g, &colors, cluster, ctx)) return true;
    }
    return false;
}

/* ---- Multi Colors ---- */

/* Type 2: a colour of cluster i seeing both colours of cluster j is false. */
static bool multi_colors_2(const nonet_grid *g, const coloring *colors, int i, int j,
                           strat_ctx *ctx) {
    nonet_step step;
    step_init(&step, NONET_T_MULTI_COLORS, 2);
    for (int side = 0; side < 2; side++) {
        int p = 2 * i + side;
        if (colors_see(colors, p, 2 * j) && colors_see(colors, p, 2 * j + 1))
            eliminate_color(&step, colors, p);
    }
    return emit_colored(ctx, &step, g, colors, i, j);
}

/*
** Type 1: a colour p of cluster i sees a colour q of cluster j, so the
** opposite colours are not both false: candidates seeing both go.
*/
static bool multi_colors_1(const nonet_grid *g, const coloring *colors, int i, int j,
                           strat_ctx *ctx) {
    nonet_step step;
    step_init(&step, NONET_T_MULTI_COLORS, 1);
    for (int p = 2 * i; p < 2 * i + 2; p++)
        for (int q = 2 * j; q < 2 * j + 2; q++)
            if (colors_see(colors, p, q)) eliminate_seeing_both(&step, g, colors, p ^ 1, q ^ 1);
    return emit_colored(ctx, &step, g, colors, i, j);
}

/*
** Multi Colors: for each digit and each ordered pair of distinct clusters,
** type 2 then (once per unordered pair) type 1. Returns true when ctx
** said stop.
*/
bool strat_multi_colors(const nonet_grid *g, strat_ctx *ctx) {
    coloring colors;
    for (int digit = 1; digit <= 9; digit++) {
        if (!strat_digit_wanted(ctx, digit)) continue;
        coloring_build(g, digit, &colors);
        for (int i = 0; i < colors.n_clusters; i++)
            for (int j = 0; j < colors.n_clusters; j++) {
                if (i == j) continue;
                if (multi_colors_2(g, &colors, i, j, ctx)) return true;
                if (i < j && multi_colors_1(g, &colors, i, j, ctx)) return true;
            }
    }
    return false;
}
