/*
** wings.c -- wings and remote pairs, as HoDoKu defines them: XY-Wing,
** XYZ-Wing, W-Wing and Remote Pair.
**
** XY-Wing: a bivalue pivot {x,y} sees two bivalue pincers {x,z} and {y,z}.
** Whatever the pivot holds, one pincer is forced to z, so a cell seeing
** both pincers cannot be z.
** XYZ-Wing: the pivot is {x,y,z} and the pincers {x,z}, {y,z}: one of the
** three cells is z, so a cell seeing all three cannot be z.
**
**     XY-Wing                    XYZ-Wing
**     P{xy} . . | Q{yz}          P{xyz} Q{yz} . | . . .
**     .     . . | *              .      *     . | . . .
**     R{xz} . . | *              R{xz}  .     . | . . .     * loses z
**
** W-Wing: two bivalue cells {x,y} that do not see each other, and a strong
** link on y whose one end sees the first cell and the other end the second
** cell. One end of the link is y, so the cell it sees is x: a cell seeing
** both bivalue cells cannot be x.
**
**     A{xy} . . . L1(y)          L1=L2 the only two y of a unit
**     .     . . . .              A sees L1, B sees L2
**     *     . . . L2(y) . B{xy}  * (seeing A and B) loses x
**
** Remote Pair: bivalue cells all holding the same {x,y}, each seeing the
** next, form a connected group; cells that see each other differ, so the
** group splits into two colours, one all x and one all y. A cell that sees
** a cell of each colour cannot be x or y. nonet takes the whole group at
** once and, like HoDoKu, counts only two cells that do not see each other
** (at least four cells apart on a chain): a cell seeing two that do see
** each other is a Naked Pair's elimination.
**
** Step records. XY-Wing: digits = {x,y,z}; cells = {pivot, pincer, pincer};
** marks: pivot's digits ROLE_PIVOT, each pincer's z ROLE_PINCER and its
** other digit ROLE_PATTERN; links: the chain pincer(z=x) - pivot(x=y) -
** pincer(y=z). XYZ-Wing: the same without links, the pivot's three digits
** ROLE_PIVOT. W-Wing: digits = {x,y}; cells = {A, B, L1, L2} (L1 sees A);
** marks: x in A and B ROLE_PINCER, y in all four ROLE_PATTERN; links: the
** chain A(x=y) - L1(y=y) L2 - B(y=x); units: the strong link's unit. Remote
** Pair: digits = {x,y}; cells in chain order when the group is a chain
** (from its end with the lower cell index), else in breadth-first order;
** marks: both digits of each cell, ROLE_COLOR_A or ROLE_COLOR_B by colour;
** links: a strong link inside each cell and a weak link from each cell to
** the next (its parent in breadth-first order), alternating digits as
** HoDoKu's chain, starting with the lower digit.
*/
#include "links.h"
#include "se_scan.h"
#include "strategy.h"

/* Bivalue peers of cell that share a digit with it; returns how many. */
static int bivalue_peers(const nonet_grid *g, int cell, int out[N_PEERS]) {
    int n = 0;
    for (int p = 0; p < N_PEERS; p++) {
        int peer = cell_peers[cell][p];
        if (mask_count(g->cand[peer]) == 2 && (g->cand[peer] & g->cand[cell])) out[n++] = peer;
    }
    return n;
}

/* Mark a wing's pincer: z as ROLE_PINCER, its other digit ROLE_PATTERN. */
static void add_pincer(nonet_step *s, const nonet_grid *g, int cell, int z) {
    step_add_pattern_cell(s, cell, mask_of(z), NONET_ROLE_PINCER);
    step_add_marks(s, cell, g->cand[cell] & (uint16_t)~mask_of(z), NONET_ROLE_PATTERN);
}

/*
** Build and emit a wing on pivot and pincers a, b, eliminating z from the
** cells that see all of `seen` (the pincers, or all three cells).
*/
static bool emit_wing(const nonet_grid *g, strat_ctx *ctx, nonet_technique t, const int cells[3],
                      int n_seen, int z) {
    nonet_step s;
    step_init(&s, t, 0);
    const int *seen = n_seen == 2 ? cells + 1 : cells;
    if (!link_eliminate_seen(&s, g, z, seen, n_seen)) return false;
    s.digits = g->cand[cells[0]] | mask_of(z);
    step_add_pattern_cell(&s, cells[0], g->cand[cells[0]], NONET_ROLE_PIVOT);
    add_pincer(&s, g, cells[1], z);
    add_pincer(&s, g, cells[2], z);
    if (t == NONET_T_XY_WING) {
        int x = mask_lowest(g->cand[cells[1]] & (uint16_t)~mask_of(z));
        int y = mask_lowest(g->cand[cells[2]] & (uint16_t)~mask_of(z));
        step_add_link(&s, cells[1], z, cells[1], x, true);
        step_add_link(&s, cells[1], x, cells[0], x, false);
        step_add_link(&s, cells[0], x, cells[0], y, true);
        step_add_link(&s, cells[0], y, cells[2], y, false);
        step_add_link(&s, cells[2], y, cells[2], z, true);
    }
    return strat_emit(ctx, &s);
}

/* Do the bivalue cells a, b fit as the pincers of a pivot's candidates? */
typedef bool (*pincers_fn)(uint16_t pivot, uint16_t a, uint16_t b);

/*
** XY-Wing pincers of pivot {x,y}: {x,z} and {y,z} with z outside the pivot.
** Each shares one digit with the pivot (a bivalue peer other than {x,y}),
** they share z alone, and they differ.
*/
static bool xy_pincers(uint16_t pivot, uint16_t a, uint16_t b) {
    uint16_t shared = a & b;
    return a != pivot && b != pivot && a != b && mask_single(shared) && !(shared & pivot);
}

/* XYZ-Wing pincers of pivot {x,y,z}: two different two-digit subsets of it
** (they share z). */
static bool xyz_pincers(uint16_t pivot, uint16_t a, uint16_t b) {
    return (a | b | pivot) == pivot && a != b;
}

/*
** Every pivot with pivot_size candidates and every two of its bivalue peers
** that fit as pincers: emit the wing on z, the pincers' common digit, from
** the cells seeing n_seen of the three cells (the pincers, or all three).
*/
static bool find_wings(const nonet_grid *g, strat_ctx *ctx, nonet_technique t, int pivot_size,
                       pincers_fn fit, int n_seen) {
    for (int pivot = 0; pivot < N_CELLS; pivot++) {
        if (mask_count(g->cand[pivot]) != pivot_size) continue;
        int peers[N_PEERS];
        int n = bivalue_peers(g, pivot, peers);
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) {
                uint16_t a = g->cand[peers[i]], b = g->cand[peers[j]];
                if (!fit(g->cand[pivot], a, b)) continue;
                int cells[3] = {pivot, peers[i], peers[j]};
                if (emit_wing(g, ctx, t, cells, n_seen, mask_lowest(a & b))) return true;
            }
    }
    return false;
}

/* XY-Wings: every bivalue pivot with every two fitting pincers. */
bool strat_xy_wing(const nonet_grid *g, strat_ctx *ctx) {
    if (ctx->se_rules) return se_xy_wing(g, ctx);
    return find_wings(g, ctx, NONET_T_XY_WING, 2, xy_pincers, 2);
}

/* XYZ-Wings: every trivalue pivot with two different bivalue subsets. */
bool strat_xyz_wing(const nonet_grid *g, strat_ctx *ctx) {
    if (ctx->se_rules) return se_xy_wing(g, ctx);
    return find_wings(g, ctx, NONET_T_XYZ_WING, 3, xyz_pincers, 3);
}

/*
** The first strong link in pairs with one end seeing a and the other b
** (neither end being a or b); its ends go to *la (sees a), *lb. Returns
** the index of the link or -1.
*/
static int w_link(const link_pair *pairs, int n, int a, int b, int *la, int *lb) {
    for (int k = 0; k < n; k++) {
        int p = pairs[k].a, q = pairs[k].b;
        if (p == a || p == b || q == a || q == b) continue;
        if (cells_see(p, a) && cells_see(q, b)) { *la = p; *lb = q; return k; }
        if (cells_see(q, a) && cells_see(p, b)) { *la = q; *lb = p; return k; }
    }
    return -1;
}

/*
** W-Wing on bivalue cells a, b (same digits, not seeing each other):
** eliminate x using a strong link on y. pairs: y's conjugate pairs.
*/
static bool w_wing_try(const nonet_grid *g, strat_ctx *ctx, int a, int b, int x, int y,
                       const link_pair *pairs, int n_pairs) {
    nonet_step s;
    step_init(&s, NONET_T_W_WING, 0);
    int ends[2] = {a, b}, la, lb;
    if (!link_eliminate_seen(&s, g, x, ends, 2)) return false;
    int k = w_link(pairs, n_pairs, a, b, &la, &lb);
    if (k < 0) return false;
    s.digits = g->cand[a];
    int cells[4] = {a, b, la, lb};
    for (int i = 0; i < 4; i++) {
        step_add_pattern_cell(&s, cells[i], mask_of(y), NONET_ROLE_PATTERN);
        if (i < 2) step_add_mark(&s, cells[i], x, NONET_ROLE_PINCER);
    }
    step_add_link(&s, a, x, a, y, true);
    step_add_link(&s, a, y, la, y, false);
    step_add_link(&s, la, y, lb, y, true);
    step_add_link(&s, lb, y, b, y, false);
    step_add_link(&s, b, y, b, x, true);
    step_add_unit(&s, pairs[k].unit, NONET_ROLE_PATTERN);
    return strat_emit(ctx, &s);
}

/*
** W-Wings: every two equal bivalue cells that do not see each other, for
** each of their digits; one instance (the first strong link found) per
** cells and eliminated digit.
*/
bool strat_w_wing(const nonet_grid *g, strat_ctx *ctx) {
    link_pair pairs[10][N_UNITS];
    int n_pairs[10];
    for (int digit = 1; digit <= 9; digit++) n_pairs[digit] = link_pairs(g, digit, 0, N_UNITS, pairs[digit]);
    for (int a = 0; a < N_CELLS; a++) {
        uint16_t both = g->cand[a];
        if (mask_count(both) != 2) continue;
        for (int b = a + 1; b < N_CELLS; b++) {
            if (g->cand[b] != both || cells_see(a, b)) continue;
            int lo = mask_lowest(both), hi = mask_lowest(mask_rest(both));
            if (w_wing_try(g, ctx, a, b, lo, hi, pairs[hi], n_pairs[hi]) ||
                w_wing_try(g, ctx, a, b, hi, lo, pairs[lo], n_pairs[lo]))
                return true;
        }
    }
    return false;
}

/* A connected group of bivalue cells with the same two digits. */
typedef struct rp_group {
    int n;
    int cells[N_CELLS];  /* breadth-first, later chain order */
    int parent[N_CELLS]; /* index into cells of the cell it was reached from, -1 */
    uint8_t colour[N_CELLS]; /* 0 or 1, parallel to cells */
    bool two_coloured;   /* false: two cells seeing each other share a colour */
} rp_group;

/*
** Gather the group of start breadth-first, colouring alternately.
** colour_of[c]: 0 not yet visited, else 1 + colour; filled for the group.
*/
static void rp_gather(const nonet_grid *g, int start, uint8_t colour_of[N_CELLS], rp_group *grp) {
    grp->n = 1;
    grp->cells[0] = start;
    grp->parent[0] = -1;
    grp->colour[0] = 0;
    grp->two_coloured = true;
    colour_of[start] = 1;
    for (int head = 0; head < grp->n; head++) {
        int cell = grp->cells[head];
        for (int p = 0; p < N_PEERS; p++) {
            int peer = cell_peers[cell][p];
            if (g->cand[peer] != g->cand[start]) continue;
            if (colour_of[peer]) {
                if (colour_of[peer] == colour_of[cell]) grp->two_coloured = false;
                continue;
            }
            colour_of[peer] = (uint8_t)(3 - colour_of[cell]);
            grp->parent[grp->n] = head;
            grp->colour[grp->n] = (uint8_t)(colour_of[peer] - 1);
            grp->cells[grp->n++] = peer;
        }
    }
}

/* How many cells of the group does cell i see? */
static int rp_degree(const rp_group *grp, int i) {
    int d = 0;
    for (int j = 0; j < grp->n; j++) d += cells_see(grp->cells[i], grp->cells[j]);
    return d;
}

/*
** When the group is a simple chain, reorder it along the chain from its
** end with the lower cell index (parents become predecessors).
*/
static void rp_order_chain(rp_group *grp) {
    int edges = 0, end = -1;
    for (int i = 0; i < grp->n; i++) {
        int d = rp_degree(grp, i);
        if (d > 2) return;
        if (d == 1 && (end < 0 || grp->cells[i] < grp->cells[end])) end = i;
        edges += d;
    }
    if (end < 0 || edges != 2 * (grp->n - 1)) return;
    int chain[N_CELLS], prev = -1, cur = grp->cells[end];
    uint8_t first_colour = grp->colour[end];
    for (int k = 0; k < grp->n; k++) {
        chain[k] = cur;
        int next = -1;
        for (int j = 0; j < grp->n && next < 0; j++)
            if (grp->cells[j] != prev && cells_see(cur, grp->cells[j])) next = grp->cells[j];
        prev = cur;
        cur = next;
    }
    for (int k = 0; k < grp->n; k++) {
        grp->cells[k] = chain[k];
        grp->parent[k] = k - 1;
        grp->colour[k] = (uint8_t)(first_colour ^ (k & 1));
    }
}

/* Eliminations: both digits from cells seeing two non-seeing cells of
** different colours. Returns how many were added. */
static int rp_eliminate(nonet_step *s, const nonet_grid *g, const rp_group *grp) {
    int added = 0;
    uint16_t digits = g->cand[grp->cells[0]];
    for (int i = 0; i < grp->n; i++)
        for (int j = i + 1; j < grp->n; j++) {
            int ends[2] = {grp->cells[i], grp->cells[j]};
            if (grp->colour[i] == grp->colour[j] || cells_see(ends[0], ends[1])) continue;
            for (uint16_t m = digits; m; m = mask_rest(m))
                added += link_eliminate_seen(s, g, mask_lowest(m), ends, 2);
        }
    return added;
}

/* Depth parity of cell i: 0 for the first cell, alternating along parents. */
static int rp_depth_odd(const rp_group *grp, int i) {
    return grp->colour[i] != grp->colour[0];
}

/* Marks and links of a Remote Pair group (see the file header). */
static void rp_pattern(nonet_step *s, const nonet_grid *g, const rp_group *grp) {
    uint16_t digits = g->cand[grp->cells[0]];
    int x = mask_lowest(digits), y = mask_lowest(mask_rest(digits));
    for (int i = 0; i < grp->n; i++) {
        int cell = grp->cells[i];
        /* The digit a cell is entered by: y at odd depth, x at even. */
        int in = rp_depth_odd(grp, i) ? y : x, out = in == x ? y : x;
        step_add_pattern_cell(s, cell, digits, grp->colour[i] ? NONET_ROLE_COLOR_B : NONET_ROLE_COLOR_A);
        if (grp->parent[i] >= 0) step_add_link(s, grp->cells[grp->parent[i]], in, cell, in, false);
        step_add_link(s, cell, in, cell, out, true);
    }
}

/* Build and emit the step of one group, when it eliminates something. */
static bool rp_emit(const nonet_grid *g, strat_ctx *ctx, rp_group *grp) {
    nonet_step s;
    step_init(&s, NONET_T_REMOTE_PAIR, 0);
    if (!rp_eliminate(&s, g, grp)) return false;
    rp_order_chain(grp);
    s.digits = g->cand[grp->cells[0]];
    rp_pattern(&s, g, grp);
    return strat_emit(ctx, &s);
}

/*
** Remote Pairs: every group of four or more equal bivalue cells that
** splits into two colours (a group that does not has no solution and is
** left to other techniques).
*/
bool strat_remote_pair(const nonet_grid *g, strat_ctx *ctx) {
    uint8_t colour_of[N_CELLS] = {0};
    rp_group grp;
    for (int start = 0; start < N_CELLS; start++) {
        if (colour_of[start] || mask_count(g->cand[start]) != 2) continue;
        rp_gather(g, start, colour_of, &grp);
        if (grp.n >= 4 && grp.two_coloured && rp_emit(g, ctx, &grp)) return true;
    }
    return false;
}
