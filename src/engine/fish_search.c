/*
** fish_search.c -- the search of fish base, cover and fin sets (see
** fish_search.h). The cover search is most of a fish search's time, and
** most of it is spent with one cover unit left: fish_cover_final runs
** that level as a loop.
*/
#include "fish_search.h"

#include <string.h>

enum { ROWS = 1, COLS = 2, BOXES = 4 };

const fish_shape fish_shapes[5] = {{ROWS | BOXES, COLS | BOXES}, {COLS | BOXES, ROWS | BOXES}, {ROWS, COLS},
                                   {COLS, ROWS}, {ROWS | COLS | BOXES, ROWS | COLS | BOXES}};

static bool fish_cover_next(fish_search *s);

void fish_set_shape(fish_search *s, fish_shape shape) {
    s->base_kinds = units_of_kinds(shape.base_kinds);
    s->cover_kinds = units_of_kinds(shape.cover_kinds);
}

void fish_read_digit(fish_search *s, const uint16_t (*where)[10], int digit) {
    s->digit = digit;
    for (int u = 0; u < N_UNITS; u++) {
        s->unit_cand[u] = cellset_empty();
        for (uint16_t m = where[u][digit]; m; m = mask_rest(m)) cellset_add(&s->unit_cand[u], unit_cells[u][mask_first_index(m)]);
    }
}

cellset fish_common_peers(cellset set) {
    cellset common = {{~(uint64_t)0, ~(uint64_t)0}};
    for (cellset m = set; !cellset_is_empty(m);) common = cellset_and(common, cell_peer_sets[cellset_pop(&m)]);
    return common;
}

/* ---- shares ---------------------------------------------------------- */

/* The sum of the n largest of share[u], u in units (shares 0-9). */
static int fish_top(const uint8_t share[N_UNITS], uint32_t units, int n) {
    int count[10] = {0}, sum = 0;
    for (uint32_t m = units; m; m &= m - 1) count[share[__builtin_ctz(m)]]++;
    for (int v = 9; v > 0 && n > 0; v--) {
        int k = count[v] < n ? count[v] : n;
        sum += k * v, n -= k;
    }
    return sum;
}

void fish_shares_read(fish_search *s) {
    for (int u = 0; u < N_UNITS; u++)
        for (int k = u; k < N_UNITS; k++)
            s->shared[u][k] = s->shared[k][u] = (uint8_t)cellset_count(cellset_and(s->unit_cand[u], s->unit_cand[k]));
    memset(s->share, 0, sizeof s->share);
    s->base_count = 0;
}

/* Per unit of the base kinds, its loss (see the header). */
static void fish_shares_losses(fish_search *s) {
    for (uint32_t m = s->base_kinds; m; m &= m - 1) {
        int b = __builtin_ctz(m);
        s->loss[b] = s->shared[b][b] - fish_top(s->shared[b], s->cover_kinds & ~(1u << b), s->size);
    }
}

/* Add (sign 1) or take away (-1) the cells of base unit u in the shares. */
static void fish_shares_moved(fish_search *s, int unit, int sign) {
    for (int k = 0; k < N_UNITS; k++) s->share[k] = (uint8_t)(s->share[k] + sign * s->shared[unit][k]);
    s->base_count += sign * s->shared[unit][unit];
}

/* With one base unit left, the most a last unit may lose. */
static int fish_shares_slack(const fish_search *s) {
    if (s->n_base + 1 != s->size) return N_CELLS;
    return fish_top(s->share, s->cover_kinds & ~s->base_units, s->size) - (s->base_count - s->max_fins);
}

/* Can n cover units hold the base but max_fins? */
static bool fish_shares_coverable(const fish_search *s) {
    int need = s->base_count - s->max_fins;
    return need <= 0 || need <= fish_top(s->share, s->allowed, s->size);
}

/* ---- covers ---------------------------------------------------------- */

/* Every base candidate is covered or a fin before the cover is full. */
static bool fish_short(fish_search *s) { return s->ops->short_cover && s->ops->short_cover(s); }

/* May base bit become a fin? */
static bool fish_fin_ok(const fish_search *s, int bit) {
    return s->n_fins < s->max_fins && (!s->ops->fin_ok || s->ops->fin_ok(s, s->base_cell[bit]));
}

/* Make bit a fin: its units may no longer cover. */
static void fish_add_fin(fish_search *s, int bit) {
    s->fin_bits |= (uint64_t)1 << bit;
    s->n_fins++;
    s->forbidden |= s->bit_covers[bit];
    s->fin_peers = cellset_and(s->fin_peers, cell_peer_sets[s->base_cell[bit]]);
}

/* Add unit to the cover (not the last unit: the cover sets follow). */
static void fish_add_cover(fish_search *s, int unit) {
    s->cover_units |= 1u << unit;
    s->n_cover++;
    s->covered_bits |= s->unit_bits[unit];
    s->twice = cellset_or(s->twice, cellset_and(s->covered, s->unit_cand[unit]));
    s->covered = cellset_or(s->covered, s->unit_cand[unit]);
}

/* Cover with unit, forbidding the units of `earlier` below, then go on. */
static bool fish_cover_with(fish_search *s, int unit, uint32_t earlier) {
    uint32_t forbidden = s->forbidden, cover_units = s->cover_units;
    uint64_t covered_bits = s->covered_bits;
    cellset covered = s->covered, twice = s->twice;
    s->forbidden |= earlier;
    fish_add_cover(s, unit);
    bool stop = fish_cover_next(s);
    s->forbidden = forbidden, s->cover_units = cover_units, s->n_cover--;
    s->covered_bits = covered_bits;
    s->covered = covered, s->twice = twice;
    return stop;
}

/* Make bit a fin and go on. */
static bool fish_fin(fish_search *s, int bit) {
    uint32_t forbidden = s->forbidden;
    uint64_t fin_bits = s->fin_bits;
    cellset fin_peers = s->fin_peers;
    fish_add_fin(s, bit);
    bool stop = fish_cover_next(s);
    s->forbidden = forbidden, s->fin_bits = fin_bits, s->n_fins--;
    s->fin_peers = fin_peers;
    return stop;
}

/* Can the bits of rest be fins, besides n fins? */
static bool fish_few(uint64_t rest, int n, int most) {
    for (; n < most && rest; n++) rest &= rest - 1;
    return !rest;
}

/*
** Cover with unit, the last cover unit: a fish when what it leaves of
** pending can be fins (counting a node, and one more for fins).
*/
static bool fish_cover_last(fish_search *s, int unit, uint64_t pending) {
    uint64_t rest = pending & ~s->unit_bits[unit];
    if (++s->nodes > s->budget || !fish_few(rest, s->n_fins, s->max_fins)) return false;
    if (rest && ++s->nodes > s->budget) return false;
    if (s->finned && !(s->fin_bits | rest)) return false;
    uint32_t cover_units = s->cover_units;
    uint64_t covered_bits = s->covered_bits, fin_bits = s->fin_bits;
    cellset covered = s->covered, twice = s->twice, fin_peers = s->fin_peers;
    int n_fins = s->n_fins;
    fish_add_cover(s, unit);
    for (uint64_t m = rest; m; m &= m - 1) {
        int bit = __builtin_ctzll(m);
        s->fin_bits |= (uint64_t)1 << bit;
        s->n_fins++;
        s->fin_peers = cellset_and(s->fin_peers, cell_peer_sets[s->base_cell[bit]]);
    }
    bool stop = s->ops->complete(s);
    s->cover_units = cover_units, s->n_cover--, s->covered_bits = covered_bits;
    s->covered = covered, s->twice = twice;
    s->fin_bits = fin_bits, s->n_fins = n_fins, s->fin_peers = fin_peers;
    return stop;
}

/*
** One cover unit left, without recursion: the lowest pending candidate
** covered by each of its units allowed (fish_cover_last), or made a fin
** and the next one tried so; a node per candidate.
*/
static bool fish_cover_final(fish_search *s) {
    uint64_t pending = s->base_bits & ~s->covered_bits & ~s->fin_bits, fin_bits = s->fin_bits;
    uint32_t forbidden = s->forbidden;
    int n_fins = s->n_fins;
    cellset fin_peers = s->fin_peers;
    bool stop = false;
    while (!stop && ++s->nodes <= s->budget) {
        if (!pending) {
            stop = fish_short(s);
            break;
        }
        int bit = __builtin_ctzll(pending);
        for (uint32_t m = s->bit_covers[bit] & ~s->forbidden; m && !stop; m &= m - 1)
            stop = fish_cover_last(s, __builtin_ctz(m), pending);
        if (stop || !fish_fin_ok(s, bit)) break;
        fish_add_fin(s, bit);
        pending &= pending - 1;
    }
    s->fin_bits = fin_bits, s->n_fins = n_fins, s->forbidden = forbidden, s->fin_peers = fin_peers;
    return stop;
}

/* The lowest base candidate neither covered nor a fin: cover it by each
** of its units allowed, or make it a fin. */
static bool fish_cover_next(fish_search *s) {
    if (s->n_cover + 1 == s->size) return fish_cover_final(s);
    uint64_t pending = s->base_bits & ~s->covered_bits & ~s->fin_bits;
    if (++s->nodes > s->budget) return false;
    if (!pending) return fish_short(s);
    int bit = __builtin_ctzll(pending);
    uint32_t earlier = 0;
    for (uint32_t m = s->bit_covers[bit] & ~s->forbidden; m; m &= m - 1) {
        int unit = __builtin_ctz(m);
        if (fish_cover_with(s, unit, earlier)) return true;
        earlier |= 1u << unit;
    }
    return fish_fin_ok(s, bit) && fish_fin(s, bit);
}

/* The base's candidates as bits in cell order, and per unit allowed the
** bits and positions it holds; the endo fins are the first fins. */
static void fish_base_bits(fish_search *s) {
    int n = 0;
    memset(s->unit_bits, 0, sizeof s->unit_bits);
    memset(s->base_positions, 0, sizeof s->base_positions);
    s->fin_bits = 0;
    for (cellset m = s->base; !cellset_is_empty(m); n++) {
        int cell = cellset_pop(&m);
        s->base_cell[n] = (int8_t)cell;
        s->bit_covers[n] = 0;
        if (cellset_has(s->endo, cell)) s->fin_bits |= (uint64_t)1 << n;
        for (int kind = 0; kind < 3; kind++) {
            int u = cell_units[cell][kind];
            if (!((s->allowed >> u) & 1u)) continue;
            s->bit_covers[n] |= 1u << u;
            s->unit_bits[u] |= (uint64_t)1 << n;
            s->base_positions[u] |= cell_position(cell, kind);
        }
    }
    s->base_bits = n < 64 ? ((uint64_t)1 << n) - 1 : ~(uint64_t)0;
}

/* The base set is complete: search its covers (no base unit may cover). */
static bool fish_cover_start(fish_search *s) {
    s->allowed = s->cover_kinds & ~s->base_units;
    if (s->by_shares && !fish_shares_coverable(s)) return false;
    if (s->ops->cover_start && !s->ops->cover_start(s)) return false;
    fish_base_bits(s);
    s->cover_units = 0, s->n_cover = 0, s->forbidden = s->base_units;
    s->covered_bits = 0;
    s->covered = s->twice = cellset_empty();
    s->n_fins = cellset_count(s->endo);
    s->fin_peers = fish_common_peers(s->endo);
    return fish_cover_next(s);
}

/* ---- bases ----------------------------------------------------------- */

/* Can unit join the base (it holds the digit)? */
static bool fish_base_fits(fish_search *s, int unit, int slack) {
    if (!((s->base_kinds >> unit) & 1u) || cellset_is_empty(s->unit_cand[unit])) return false;
    if (s->by_shares && (s->loss[unit] > slack || cellset_meets(s->unit_cand[unit], s->base))) return false;
    return !s->ops->base_fits || s->ops->base_fits(s, unit);
}

/* Complete the base set with units from `from` on, in ascending order,
** and search the covers of each full set. */
static bool fish_base_next(fish_search *s, int from) {
    if (s->nodes > s->budget || (s->ops->base_open && !s->ops->base_open(s))) return false;
    if (s->n_base == s->size) return fish_cover_start(s);
    int slack = s->by_shares ? fish_shares_slack(s) : 0;
    for (int u = from; u <= N_UNITS - (s->size - s->n_base); u++) {
        if (!fish_base_fits(s, u, slack)) continue;
        cellset cells = s->unit_cand[u], base = s->base, endo = s->endo;
        s->endo = cellset_or(endo, cellset_and(cells, base));
        s->base = cellset_or(base, cells);
        s->base_units |= 1u << u;
        s->n_base++;
        if (s->by_shares) fish_shares_moved(s, u, 1);
        bool stop = fish_base_next(s, u + 1);
        if (s->by_shares) fish_shares_moved(s, u, -1);
        s->n_base--;
        s->base_units &= ~(1u << u);
        s->base = base, s->endo = endo;
        if (stop) return true;
    }
    return false;
}

bool fish_search_run(fish_search *s) {
    if (s->by_shares) fish_shares_losses(s);
    s->base_units = 0, s->n_base = 0;
    s->base = s->endo = cellset_empty();
    return fish_base_next(s, 0);
}

/* ---- the step -------------------------------------------------------- */

void fish_step_add_fish(nonet_step *step, const uint16_t (*where)[10], int digit, uint32_t base_units,
                        uint32_t cover_units, cellset fins) {
    for (int u = 0; u < N_UNITS; u++)
        if ((base_units >> u) & 1u) step_add_unit(step, u, NONET_ROLE_BASE);
    for (int u = 0; u < N_UNITS; u++)
        if ((cover_units >> u) & 1u) step_add_unit(step, u, NONET_ROLE_COVER);
    for (int u = 0; u < N_UNITS; u++) {
        if (!((base_units >> u) & 1u)) continue;
        for (uint16_t m = where[u][digit]; m; m = mask_rest(m)) {
            int cell = unit_cells[u][mask_first_index(m)];
            nonet_role role = cellset_has(fins, cell) ? NONET_ROLE_FIN : NONET_ROLE_PATTERN;
            step_add_pattern_cell(step, cell, mask_of(digit), role);
        }
    }
}

