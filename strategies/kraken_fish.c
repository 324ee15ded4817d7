/*
** kraken_fish.c -- HoDoKu's Kraken Fish, types 1 and 2: a finned fish
** that removes nothing by itself, whose fins (and, in type 2, whose base
** candidates in one cover unit) each lead by a chain to the same
** candidate being off.
**
** The fish. n base units of digit d sharing no candidate, n cover units
** (none a base unit) holding every base candidate but the fins. Either a
** fin holds d, or the fish does: each base unit then holds d at a
** covered place, the n placements fill the n cover units, so d leaves the
** cover units' other cells (and a base candidate in two cover units).
**
**   type 1: d in a cover cell C outside the base (or in two cover
**     units). Each fin, assumed on, leads to "d in C is off": C loses d.
**
**     Finned Swordfish 2 c157 r679, fins r3c7 r8c1 (b: base candidate,
**     f: fin, x: the target, 2: other candidates of 2; columns 1 5 7 as
**     base, rows 6 7 9 as cover):
**           c1  c2  c5  c7  c9
**       r1  .   2   .   .   2     (2)r3c7-(2)r1c9=(2)r1c2-(2)r9c2
**       r3  .   2   .   f   2     (2)r8c1-(2)r9c2
**       r6  b   2   b   .   .          => r9c2<>2
**       r7  b   .   b   b   .
**       r8  f   2   .   .   2
**       r9  b   x   b   b   2
**
**   type 2: one cover unit U. With no fin on, exactly one base candidate
**     of U holds d; so one of them or a fin is on. When each of them
**     (a base candidate in two cover units is left out: it cannot hold
**     then) and each fin leads to "e in X is off", X loses e (any digit).
**
** Sound: every chain is a run of se_chain.c's static engine from its
** start assumed on (single links read from the position), so each state
** follows from its start; and one of the starts holds.
**
** As HoDoKu (FishSolver/TablingSolver, its defaults for Kraken Fish):
** sizes 2-4, basic and Franken fish (rows and boxes against columns and
** boxes, or the other way round; no Mutant), 1 or 2 fins, no endo fins;
** only fish whose finned form removes nothing (no candidate of the cover
** outside the base sees every fin); type 1 tries every cover candidate
** outside the base and every cannibalistic one; type 2 every cover unit
** holding a candidate that is not a plain base candidate, and never a
** target in a start's cell; one elimination per step; digits in order,
** the first digit with a Kraken Fish, its best by fish type (basic before
** Franken), size, then the chains' total length. HoDoKu's score 500,
** Extreme, between Finned Mutant Fish and Forcing Chain.
** Not as HoDoKu: the chains are the engine's static runs, without group
** nodes (HoDoKu's tables have them), so some of HoDoKu's Kraken Fish are
** not found; the pipeline searches Franken fish to size 3 only (basic
** fish to 4, find both to 4: Franken Jellyfish cost the hardest
** diabolical puzzles a third more time); a fish whose base (but its fins)
** fewer than n cover units hold is not completed with further units
** (cannibalistic only); steps whose chains need more than a step's
** NONET_STEP_MAX_LINKS links are not reported; HoDoKu's default solver
** has Kraken Fish switched off, nonet's pipeline runs it. Each digit
** stops after KF_BUDGET cover choices. The chains' targets from a start
** set (the fins; a cover unit's other type 2 starts) are the same for
** every fish sharing it: the digit's search keeps them per start set
** (kf_reach), and a fish whose fins reach nothing ends at once. Which
** finned fish a digit has depends on its cells alone: a solve's search
** keeps each digit's list from its last enumeration and, while its cells
** stay as they were (the driver asks the row again after other digits
** changed), tries the chains from that list again without enumerating
** (the same fish in the same order, so the same steps).
**
** Step record: technique kraken_fish, variant the type (1 or 2), digits
** the fish digit and the removed one; units the base (NONET_ROLE_BASE)
** and cover (NONET_ROLE_COVER) units; per branch, in cell order of the
** starts, the states of its chain (sec_add_states: marks on colour A, off
** colour B, cells, links); then the base candidates as marks
** NONET_ROLE_PATTERN and the fins NONET_ROLE_FIN; the one elimination.
*/
#include <stdlib.h>
#include <string.h>

#include "cellset.h"
#include "se_chain.h"
#include "strategy.h"

#define KF_MAX_SIZE 4
#define KF_MAX_FINS 2
#define KF_MAX_BASE (KF_MAX_SIZE * 9) /* base candidates at most */
#define KF_BUDGET 200000L
#define KF_MEMO_MAX 16384 /* fish a digit's memo holds at most */

enum { KF_ROW = 1, KF_COL = 2, KF_BOX = 4 };

/* The two shapes of basic and Franken fish (base kinds, cover kinds),
** then of basic fish alone. */
static const int kf_shapes[4][2] = {{KF_ROW | KF_BOX, KF_COL | KF_BOX},
                                    {KF_COL | KF_BOX, KF_ROW | KF_BOX},
                                    {KF_ROW, KF_COL},
                                    {KF_COL, KF_ROW}};

/* The largest Franken fish the pipeline searches (find: KF_MAX_SIZE). */
#define KF_PIPELINE_FRANKEN 3

/* A finned fish the enumeration completed whose finned form removes
** nothing (kf_fish_done): what the chains are tried from, and the keys of
** its start sets in the reach cache (kf_fish_keys). */
typedef struct kf_done {
    uint32_t base_units, cover_units;
    cellset elims, fins;            /* elims: kf_fish_cells */
    int16_t fin_key;                /* lowest * N_CELLS + highest fin */
    int16_t plain_key[KF_MAX_SIZE]; /* per cover unit, ascending: its type 2 starts (kf_plain_key), -1: none */
    int8_t size;
} kf_done;

/* One digit's finned fish from its last complete enumeration, in the
** order found. Which fish exist depends on the digit's cells alone (and
** on find's wider search), while the driver asks the row again after
** other digits changed: those searches replay the list and only try the
** chains again. */
typedef struct kf_memo {
    cellset cand; /* the digit's cells then */
    bool valid, exhaustive, full;
    kf_done *fish;
    int n, cap;
} kf_memo;

/* A Kraken Fish and the one candidate it removes. */
typedef struct kf_fish {
    uint32_t base_units, cover_units;
    cellset fins;
    cellset starts; /* the cells its chains start from (digit d on) */
    int8_t digit, type;
    int16_t target; /* the candidate removed */
    int rank;       /* 0: none; smaller is better */
} kf_fish;

/* What every start of a set turns off (each start assumed on), but in a
** start: per digit its cells, and the digits where that is something;
** nothing when a start's run failed. The chains' targets of a type are
** the intersection of its start sets' reach. */
typedef struct kf_reach {
    uint16_t digits;
    int16_t *home; /* the cache's key entry naming it */
    cellset cells[10];
} kf_reach;

struct kf_search {
    sec_engine e;
    sec_rules rules;
    sec_grid src;
    sec_pool pool;
    int run_digit;                 /* the digit of the cached runs (0: none) */
    int16_t cached[N_CELLS];       /* pool index of (cell, run_digit)'s on run, -1 */
    cellset off[N_CELLS][10];      /* per cached run, per digit, the cells it turns it off in */
    /* the reach of the start sets tried in the digit's search, by slot;
    ** the slots of fin sets and of type 2's other starts by their keys
    ** (kf_done), -1: none yet */
    int16_t fin_slot[N_CELLS * N_CELLS];
    int16_t plain_slot[N_UNITS * 512];
    kf_reach *reach;
    int n_slots, cap_slots;
    kf_reach spare[2]; /* a fin set's and other starts' reach, the cache full */
    cellset cand[10];              /* per digit, its cells */
    cellset peers[N_CELLS];
    kf_fish best[SEC_CANDS];       /* per candidate, the best fish removing it */
    int16_t kept[SEC_CANDS];       /* the candidates with a best fish */
    int n_kept;
    strat_ctx *ctx;
    /* the fish being built */
    int digit, size, n_base, n_cover, n_fins;
    uint32_t base_kinds, cover_kinds; /* the shape's units of either role (bit u) */
    cellset unit_cand[N_UNITS];
    uint8_t shared[N_UNITS][N_UNITS]; /* per two units, how many of the digit's cells both hold */
    uint8_t share[N_UNITS];           /* per unit, how many cells of the base it holds */
    int base_count;                   /* the base's candidates */
    int loss[N_UNITS];                /* per unit of the shape's bases: kf_losses */
    uint32_t base_units, cover_units, forbidden;
    cellset base, covered, twice; /* the cover units' cells, and those in two of them */
    /* the cover search's sets as bits of the base's candidates (kf_base_bits) */
    int8_t base_cell[KF_MAX_BASE];      /* per bit, its cell */
    uint32_t bit_covers[KF_MAX_BASE];   /* per bit, its units that may cover */
    uint64_t unit_bits[N_UNITS];      /* per unit, its base candidates */
    uint16_t base_positions[N_UNITS]; /* per unit, the positions of its base candidates */
    uint64_t base_bits, covered_bits, fin_bits;
    long nodes;
    bool found; /* a fish of this digit */
    kf_memo memo[10]; /* per digit */
};
typedef struct kf_search kf_search;

static void kf_cover_next(kf_search *s);

/* ---- runs ---------------------------------------------------------------- */

/* Forget the cached runs unless they are of digit. */
static void kf_use_digit(kf_search *s, int digit) {
    if (s->run_digit == digit) return;
    s->run_digit = digit;
    sec_pool_reset(&s->pool);
    memset(s->cached, 0xff, sizeof s->cached);
    for (int i = 0; i < s->n_slots; i++) *s->reach[i].home = -1;
    s->n_slots = 0;
}

/* The cells run r turns each digit off in, into off[]. */
static void kf_read_offs(const sec_run *r, cellset off[10]) {
    memset(off, 0, 10 * sizeof *off);
    for (int i = 0; i < r->n_nodes; i++) {
        int key = r->node[i].key;
        if (!(key & 1) && r->index[key] == i) cellset_add(&off[sec_digit(key / 2)], sec_cell(key / 2));
    }
}

/* The static on run of (cell, run_digit), from the cache or made now;
** NULL when out of memory (s->ctx then says so, and a run that failed
** is never read as a result). */
static sec_run *kf_on_run(kf_search *s, int cell) {
    if (s->cached[cell] >= 0) return s->pool.run[s->cached[cell]];
    sec_run *r = sec_pool_next(&s->pool);
    if (!r) return strat_nomem(s->ctx), NULL;
    s->cached[cell] = (int16_t)(s->pool.n_used - 1);
    sec_run_chain(&s->e, r, &s->src, &s->rules, sec_cand(cell, s->run_digit), true);
    if (r->failed) strat_nomem(s->ctx);
    kf_read_offs(r, s->off[cell]);
    return r;
}

/* What (cell, run_digit) on turns off, per digit; NULL when its run failed. */
static const cellset *kf_offs(kf_search *s, int cell) {
    sec_run *r = kf_on_run(s, cell);
    return r && !r->failed ? s->off[cell] : NULL;
}

/* The links of f's chains together, or -1 when one is missing or they
** would not fit in a step. */
static int kf_links(kf_search *s, const kf_fish *f) {
    int total = 0, key[NONET_STEP_MAX_LINKS + 1];
    for (cellset m = f->starts; !cellset_is_empty(m);) {
        sec_run *r = kf_on_run(s, cellset_pop(&m));
        int node = r ? sec_find(r, f->target * 2) : -1;
        if (node < 0) return -1;
        total += sec_path(r, node, key, NONET_STEP_MAX_LINKS + 1) - 1;
    }
    return total <= NONET_STEP_MAX_LINKS ? total : -1;
}

/* ---- the fish's eliminations ------------------------------------------ */

/* Does the fish of s have a box among its units (Franken)? */
static bool kf_franken(uint32_t units) { return (units >> 18) != 0; }

/* Keep f when it is the best fish removing its target (its chains'
** links, the costly part, are counted only when its kind and size could
** beat the best so far). */
static void kf_offer(kf_search *s, kf_fish f, int size) {
    int kind = ((kf_franken(f.base_units | f.cover_units) ? 8 : 0) + size) * 1024;
    kf_fish *best = &s->best[f.target];
    if (best->rank && best->rank <= kind + 1) return;
    int links = kf_links(s, &f);
    if (links < 0) return;
    f.rank = kind + links + 1;
    if (best->rank && best->rank <= f.rank) return;
    if (!best->rank) s->kept[s->n_kept++] = f.target;
    *best = f;
    s->found = true;
}

/* Offer every cell of targets as digit's candidate removed by fish d,
** the chains starting from starts. */
static void kf_offer_all(kf_search *s, const kf_done *d, cellset targets, int digit, int type, cellset starts) {
    kf_fish f = {.base_units = d->base_units, .cover_units = d->cover_units, .fins = d->fins, .starts = starts,
                 .digit = (int8_t)s->digit, .type = (int8_t)type};
    for (cellset m = targets; !cellset_is_empty(m);) {
        f.target = (int16_t)sec_cand(cellset_pop(&m), digit);
        kf_offer(s, f, d->size);
    }
}

/* ---- the reach of start sets ------------------------------------------ */

/* Fill reach for starts (see kf_reach). */
static void kf_reach_fill(kf_search *s, cellset starts, kf_reach *reach) {
    const cellset *offs[9];
    int n = 0;
    reach->digits = 0;
    for (cellset m = starts; !cellset_is_empty(m); n++)
        if (!(offs[n] = kf_offs(s, cellset_pop(&m)))) return;
    for (int digit = 1; digit <= 9; digit++) {
        cellset cells = cellset_minus(s->cand[digit], starts);
        for (int i = 0; i < n && !cellset_is_empty(cells); i++) cells = cellset_and(cells, offs[i][digit]);
        reach->cells[digit] = cells;
        if (!cellset_is_empty(cells)) reach->digits |= mask_of(digit);
    }
}

/* Room in the cache for n more reach sets, so that those kf_try holds
** stay where they are; fewer when out of memory. */
static void kf_reserve(kf_search *s, int n) {
    if (s->n_slots + n <= s->cap_slots) return;
    int cap = s->cap_slots ? 2 * s->cap_slots : 256;
    kf_reach *reach = realloc(s->reach, (size_t)cap * sizeof *reach);
    if (reach) s->reach = reach, s->cap_slots = cap;
}

/* The reach of starts, from cache slot *slot or made now (in a new slot,
** or in spare when the cache is full). */
static const kf_reach *kf_reach_of(kf_search *s, int16_t *slot, cellset starts, kf_reach *spare) {
    if (*slot >= 0) return &s->reach[*slot];
    kf_reach *reach = spare;
    if (s->n_slots < s->cap_slots) {
        *slot = (int16_t)s->n_slots;
        reach = &s->reach[s->n_slots++];
        reach->home = slot;
    }
    kf_reach_fill(s, starts, reach);
    return reach;
}

/* The cells of type 2's starts of key (kf_plain_key). */
static cellset kf_plain(int key) {
    cellset cells = cellset_empty();
    for (uint16_t m = (uint16_t)(key & 511); m; m = mask_rest(m)) cellset_add(&cells, unit_cells[key >> 9][mask_first_index(m)]);
    return cells;
}

/* ---- trying a fish's chains ------------------------------------------- */

/* Type 2 from cover unit u (key: of its starts plain): per digit the
** fins (fin) and plain both reach, the cells every start turns it off in. */
static void kf_type2(kf_search *s, const kf_done *d, const kf_reach *fin, int key) {
    int16_t *slot = &s->plain_slot[key];
    const kf_reach *plain = *slot >= 0 ? &s->reach[*slot] : kf_reach_of(s, slot, kf_plain(key), &s->spare[1]);
    for (uint16_t m = fin->digits & plain->digits; m; m = mask_rest(m)) {
        int digit = mask_lowest(m);
        cellset targets = cellset_and(fin->cells[digit], plain->cells[digit]);
        if (!cellset_is_empty(targets))
            kf_offer_all(s, d, targets, digit, 2, cellset_or(kf_plain(key), d->fins));
    }
}

/*
** Both types from fish d. Every chain of either type starts from the
** fins: a digit they do not reach has no target, and most fish end there.
** Type 1: the cells of the fish's own eliminations every fin turns d off
** in; type 2 (kf_type2) from each cover unit holding more than plain base
** candidates.
*/
static void kf_try(kf_search *s, const kf_done *d) {
    int16_t *slot = &s->fin_slot[d->fin_key];
    kf_reserve(s, 1 + KF_MAX_SIZE);
    const kf_reach *fin = *slot >= 0 ? &s->reach[*slot] : kf_reach_of(s, slot, d->fins, &s->spare[0]);
    if (!fin->digits) return;
    if (mask_has(fin->digits, s->digit)) {
        cellset targets = cellset_and(d->elims, fin->cells[s->digit]);
        if (!cellset_is_empty(targets)) kf_offer_all(s, d, targets, s->digit, 1, d->fins);
    }
    for (int i = 0; i < d->size; i++)
        if (d->plain_key[i] >= 0) kf_type2(s, d, fin, d->plain_key[i]);
}

/* ---- the memo of each digit's fish ------------------------------------ */

/* Keep fish d in the digit's memo; a memo that cannot take it is no
** longer full (and will not be used). */
static void kf_memo_add(kf_search *s, const kf_done *d) {
    kf_memo *m = &s->memo[s->digit];
    if (!m->full) return;
    if (m->n == m->cap) {
        int cap = m->cap ? 2 * m->cap : 64;
        kf_done *fish = cap <= KF_MEMO_MAX ? realloc(m->fish, (size_t)cap * sizeof *fish) : NULL;
        if (!fish) {
            m->full = false;
            return;
        }
        m->fish = fish, m->cap = cap;
    }
    m->fish[m->n++] = *d;
}

/* Does the digit's memo hold the fish of an enumeration of its cells as
** they are now (and of the same extent)? */
static bool kf_memo_fits(const kf_search *s) {
    const kf_memo *m = &s->memo[s->digit];
    return m->valid && m->exhaustive == s->ctx->exhaustive && cellset_equal(m->cand, s->cand[s->digit]);
}

/* Try the chains from each fish of the digit's memo, in the order the
** enumeration found them: as the enumeration would. */
static void kf_memo_replay(kf_search *s) {
    const kf_memo *m = &s->memo[s->digit];
    for (int i = 0; i < m->n && !((i & 63) == 0 && strat_out_of_time(s->ctx)); i++) kf_try(s, &m->fish[i]);
}

/* ---- a fish found ------------------------------------------------------ */

/* Cells that see every cell of set. */
static cellset kf_common_peers(const kf_search *s, cellset set) {
    cellset common = {{~(uint64_t)0, ~(uint64_t)0}};
    for (cellset m = set; !cellset_is_empty(m);) common = cellset_and(common, s->peers[cellset_pop(&m)]);
    return common;
}

/* The fish of the cover search as cell sets: its fins, and what the fish
** without fins would remove: the cover's candidates outside the base and
** those in two cover units; returns the latter. */
static cellset kf_fish_cells(const kf_search *s, int last, kf_done *d) {
    cellset cells = s->unit_cand[last];
    cellset twice = cellset_or(s->twice, cellset_and(s->covered, cells));
    d->fins = cellset_empty();
    for (uint64_t m = s->fin_bits; m; m &= m - 1) cellset_add(&d->fins, s->base_cell[__builtin_ctzll(m)]);
    d->elims = cellset_or(cellset_minus(cellset_or(s->covered, cells), s->base), twice);
    return twice;
}

/* The key of type 2's starts in cover unit u (but the fins): u * 512 +
** the positions of its base candidates but the cannibalistic ones
** (twice); -1 when u holds plain base candidates alone. */
static int16_t kf_plain_key(const kf_search *s, int u, cellset twice) {
    uint16_t positions = s->base_positions[u];
    for (cellset m = cellset_and(twice, s->unit_cand[u]); !cellset_is_empty(m);)
        positions &= (uint16_t)~cell_position(cellset_pop(&m), unit_kind(u));
    return positions == s->src.where[u][s->digit] ? -1 : (int16_t)(u * 512 + positions);
}

/* The keys of d's start sets in the reach cache. */
static void kf_fish_keys(const kf_search *s, kf_done *d, cellset twice) {
    int first = s->base_cell[__builtin_ctzll(s->fin_bits)], last = s->base_cell[63 - __builtin_clzll(s->fin_bits)], i = 0;
    d->fin_key = (int16_t)(first * N_CELLS + last);
    for (uint32_t units = s->cover_units; units; units &= units - 1) d->plain_key[i++] = kf_plain_key(s, __builtin_ctz(units), twice);
}

/* A complete finned fish (last: its last cover unit): kept in the memo
** and tried when its finned form removes nothing (and the fish without
** fins would remove something: else neither type has a target). */
static void kf_fish_done(kf_search *s, int last) {
    if (!s->fin_bits) return;
    kf_done d;
    cellset twice = kf_fish_cells(s, last, &d);
    if (cellset_is_empty(d.elims) || cellset_meets(d.elims, kf_common_peers(s, d.fins))) return;
    d.base_units = s->base_units, d.cover_units = s->cover_units, d.size = (int8_t)s->size;
    kf_fish_keys(s, &d, twice);
    kf_memo_add(s, &d);
    kf_try(s, &d);
}

/* ---- the fish ------------------------------------------------------------ */

/* Cover with unit (forbidding the units of `earlier` below), not the
** last cover unit. */
static void kf_cover_with(kf_search *s, int unit, uint32_t earlier) {
    uint32_t forbidden = s->forbidden;
    uint64_t covered = s->covered_bits;
    cellset cells = s->covered, twice = s->twice;
    s->cover_units |= 1u << unit;
    s->n_cover++;
    s->forbidden |= earlier;
    s->covered_bits |= s->unit_bits[unit];
    s->twice = cellset_or(twice, cellset_and(cells, s->unit_cand[unit]));
    s->covered = cellset_or(cells, s->unit_cand[unit]);
    kf_cover_next(s);
    s->cover_units &= ~(1u << unit);
    s->n_cover--;
    s->forbidden = forbidden;
    s->covered_bits = covered;
    s->covered = cells, s->twice = twice;
}

/* Can the bits of rest be fins, besides n fins? */
static bool kf_few(uint64_t rest, int n) {
    for (; n < KF_MAX_FINS && rest; n++) rest &= rest - 1;
    return !rest;
}

/*
** Cover with unit, the last cover unit: a fish when what it leaves of
** pending can be fins. The search's next two steps (the cover full, the
** rest made fins) done here, counting the nodes they count.
*/
static void kf_cover_last(kf_search *s, int unit, uint64_t pending) {
    uint64_t rest = pending & ~s->unit_bits[unit];
    if (++s->nodes > KF_BUDGET || !kf_few(rest, s->n_fins)) return;
    if (rest && ++s->nodes > KF_BUDGET) return;
    s->cover_units |= 1u << unit;
    s->fin_bits |= rest;
    kf_fish_done(s, unit);
    s->cover_units &= ~(1u << unit);
    s->fin_bits &= ~rest;
}

/*
** The search with one cover unit left (most of its nodes), without
** recursion: the lowest pending candidate covered by each of its units
** allowed (kf_cover_last), or made a fin and the next one tried so; the
** nodes counted as kf_cover_next counts them.
*/
static void kf_cover_final(kf_search *s) {
    uint64_t pending = s->base_bits & ~s->covered_bits & ~s->fin_bits, fins = s->fin_bits;
    uint32_t forbidden = s->forbidden;
    int n_fins = s->n_fins;
    while (++s->nodes <= KF_BUDGET && pending) {
        int bit = __builtin_ctzll(pending);
        for (uint32_t m = s->bit_covers[bit] & ~s->forbidden; m; m &= m - 1) kf_cover_last(s, __builtin_ctz(m), pending);
        if (s->n_fins == KF_MAX_FINS) break;
        s->fin_bits |= (uint64_t)1 << bit;
        s->n_fins++;
        s->forbidden |= s->bit_covers[bit];
        pending &= pending - 1;
    }
    s->fin_bits = fins, s->n_fins = n_fins, s->forbidden = forbidden;
}

/* Make base candidate bit a fin (its units may no longer cover). */
static void kf_fin(kf_search *s, int bit) {
    uint32_t forbidden = s->forbidden;
    s->fin_bits |= (uint64_t)1 << bit;
    s->n_fins++;
    s->forbidden |= s->bit_covers[bit];
    kf_cover_next(s);
    s->fin_bits &= ~((uint64_t)1 << bit);
    s->n_fins--;
    s->forbidden = forbidden;
}

/* The lowest base candidate neither covered nor a fin: cover it by each
** of its units allowed, or make it a fin (the cover is not full here: a
** fish needs it full). */
static void kf_cover_next(kf_search *s) {
    if (s->n_cover + 1 == s->size) {
        kf_cover_final(s);
        return;
    }
    uint64_t pending = s->base_bits & ~s->covered_bits & ~s->fin_bits;
    if (++s->nodes > KF_BUDGET || !pending) return;
    int bit = __builtin_ctzll(pending);
    uint32_t earlier = 0;
    for (uint32_t m = s->bit_covers[bit] & ~s->forbidden; m; m &= m - 1) {
        int unit = __builtin_ctz(m);
        kf_cover_with(s, unit, earlier);
        earlier |= 1u << unit;
    }
    if (s->n_fins < KF_MAX_FINS) kf_fin(s, bit);
}

/* The base's candidates as bits in cell order (bit i: base_cell[i], so
** the lowest pending bit is the lowest pending cell), and per unit that
** may cover (allowed), the bits it holds: the cover search's sets. */
static void kf_base_bits(kf_search *s, uint32_t allowed) {
    int n = 0;
    memset(s->unit_bits, 0, sizeof s->unit_bits);
    memset(s->base_positions, 0, sizeof s->base_positions);
    for (cellset m = s->base; !cellset_is_empty(m); n++) {
        int cell = cellset_pop(&m);
        s->base_cell[n] = (int8_t)cell;
        s->bit_covers[n] = 0;
        for (int kind = 0; kind < 3; kind++) {
            int u = cell_units[cell][kind];
            if (!((allowed >> u) & 1u)) continue;
            s->bit_covers[n] |= 1u << u;
            s->unit_bits[u] |= (uint64_t)1 << n;
            s->base_positions[u] |= cell_position(cell, kind);
        }
    }
    s->base_bits = n < 64 ? ((uint64_t)1 << n) - 1 : ~(uint64_t)0;
}

/* The sum of the n largest of share[u], u in units (shares 0-9). */
static int kf_top(const uint8_t share[N_UNITS], uint32_t units, int n) {
    int count[10] = {0}, sum = 0;
    for (uint32_t m = units; m; m &= m - 1) count[share[__builtin_ctz(m)]]++;
    for (int v = 9; v > 0 && n > 0; v--) {
        int k = count[v] < n ? count[v] : n;
        sum += k * v, n -= k;
    }
    return sum;
}

/*
** Can n cover units (none a base unit) hold the base candidates but
** KF_MAX_FINS? Only if the n largest shares of the base among the units
** allowed add up to that: most base sets end here (before their bits are
** made).
*/
static bool kf_coverable(const kf_search *s, uint32_t allowed) {
    int need = s->base_count - KF_MAX_FINS;
    return need <= 0 || need <= kf_top(s->share, allowed, s->size);
}

/* Search the covers of the base set when it may have some. */
static void kf_cover_start(kf_search *s) {
    uint32_t allowed = s->cover_kinds & ~s->base_units;
    if (!kf_coverable(s, allowed)) return;
    kf_base_bits(s, allowed);
    s->cover_units = 0, s->n_cover = 0, s->forbidden = s->base_units;
    s->covered_bits = s->fin_bits = 0;
    s->covered = s->twice = cellset_empty();
    s->n_fins = 0;
    kf_cover_next(s);
}

/* Add (sign 1) or take away (-1) the cells of base unit u in the shares
** of the base per unit. */
static void kf_share(kf_search *s, int u, int sign) {
    for (int k = 0; k < N_UNITS; k++) s->share[k] = (uint8_t)(s->share[k] + sign * s->shared[u][k]);
    s->base_count += sign * s->shared[u][u];
}

/*
** With one base unit left to add: by how much could the base's shares
** among the units that may cover exceed its candidates but the fins?
** A last unit losing more (kf_losses) leaves the base not coverable
** (the shares of a sum are at most the sums of the shares): most last
** units end here, before their base's shares are added up.
*/
static int kf_slack(const kf_search *s) {
    return kf_top(s->share, s->cover_kinds & ~s->base_units, s->size) - (s->base_count - KF_MAX_FINS);
}

/* Per unit of the shape's bases, its candidates but the most n cover
** units can hold of them: what it adds at least to a base's shortfall. */
static void kf_losses(kf_search *s) {
    for (uint32_t m = s->base_kinds; m; m &= m - 1) {
        int b = __builtin_ctz(m);
        s->loss[b] = s->shared[b][b] - kf_top(s->shared[b], s->cover_kinds & ~(1u << b), s->size);
    }
}

/* Complete the base set with units from `from` on (ascending, holding the
** digit, sharing no candidate), then search its covers; nothing more once
** the solve is out of time. */
static void kf_base_next(kf_search *s, int from) {
    if (s->nodes > KF_BUDGET || strat_out_of_time(s->ctx)) return;
    if (s->n_base == s->size) {
        kf_cover_start(s);
        return;
    }
    int slack = s->n_base + 1 == s->size ? kf_slack(s) : N_CELLS;
    for (int u = from; u <= N_UNITS - (s->size - s->n_base); u++) {
        cellset cells = s->unit_cand[u];
        if (!((s->base_kinds >> u) & 1u) || s->loss[u] > slack || cellset_is_empty(cells) || cellset_meets(cells, s->base))
            continue;
        cellset base = s->base;
        s->base = cellset_or(base, cells);
        s->base_units |= 1u << u;
        s->n_base++;
        kf_share(s, u, 1);
        kf_base_next(s, u + 1);
        kf_share(s, u, -1);
        s->n_base--;
        s->base_units &= ~(1u << u);
        s->base = base;
    }
}

/* How many of the digit's cells each two units share; the base's shares
** empty. */
static void kf_shared(kf_search *s) {
    for (int u = 0; u < N_UNITS; u++)
        for (int k = u; k < N_UNITS; k++)
            s->shared[u][k] = s->shared[k][u] = (uint8_t)cellset_count(cellset_and(s->unit_cand[u], s->unit_cand[k]));
    memset(s->share, 0, sizeof s->share);
    s->base_count = 0;
}

/* Enumerate the fish of the digit, sizes 2-4, both shapes (in the
** pipeline, size 4 basic fish only), into its memo. */
static void kf_enumerate(kf_search *s) {
    kf_memo *m = &s->memo[s->digit];
    m->valid = false, m->full = true, m->n = 0;
    kf_shared(s);
    for (s->size = 2; s->size <= KF_MAX_SIZE && !strat_out_of_time(s->ctx); s->size++) {
        int from = s->size > KF_PIPELINE_FRANKEN && !s->ctx->exhaustive ? 2 : 0;
        for (int i = from; i < from + 2; i++) {
            s->base_kinds = units_of_kinds(kf_shapes[i][0]), s->cover_kinds = units_of_kinds(kf_shapes[i][1]);
            s->base_units = 0, s->n_base = 0, s->base = cellset_empty();
            kf_losses(s);
            kf_base_next(s, 0);
        }
    }
    m->valid = m->full && !strat_out_of_time(s->ctx);
    m->exhaustive = s->ctx->exhaustive, m->cand = s->cand[s->digit];
}

/* Every Kraken Fish of digit: its fish from the memo when its cells are
** as they were then, else enumerated now. */
static void kf_search_digit(kf_search *s, int digit) {
    s->digit = digit;
    s->nodes = 0;
    kf_use_digit(s, digit);
    for (int u = 0; u < N_UNITS; u++) {
        s->unit_cand[u] = cellset_empty();
        for (uint16_t m = s->src.where[u][digit]; m; m = mask_rest(m))
            cellset_add(&s->unit_cand[u], unit_cells[u][mask_first_index(m)]);
    }
    if (kf_memo_fits(s))
        kf_memo_replay(s);
    else
        kf_enumerate(s);
}

/* ---- the steps ------------------------------------------------------------ */

/* Each chain of f, its start's first derivation of the target off, into
** step (runs made again when another digit's are cached); returns how many
** states they have. */
static int kf_add_chains(kf_search *s, const kf_fish *f, nonet_step *step) {
    int key[NONET_STEP_MAX_LINKS + 1], states = 0;
    kf_use_digit(s, f->digit);
    for (cellset m = f->starts; !cellset_is_empty(m);) {
        sec_run *r = kf_on_run(s, cellset_pop(&m));
        int node = r ? sec_find(r, f->target * 2) : -1;
        int n = node >= 0 ? sec_path(r, node, key, NONET_STEP_MAX_LINKS + 1) : 0;
        sec_add_states(step, key, n, -1);
        states += n;
    }
    return states;
}

/* The fish's units, base candidates and fins. */
static void kf_add_fish(const kf_search *s, const kf_fish *f, nonet_step *step) {
    for (int role = NONET_ROLE_BASE; role <= NONET_ROLE_COVER; role++) {
        uint32_t units = role == NONET_ROLE_BASE ? f->base_units : f->cover_units;
        for (int u = 0; u < N_UNITS; u++)
            if ((units >> u) & 1u) step_add_unit(step, u, (nonet_role)role);
    }
    for (int u = 0; u < N_UNITS; u++) {
        if (!((f->base_units >> u) & 1u)) continue;
        for (uint16_t m = s->src.where[u][f->digit]; m; m = mask_rest(m)) {
            int cell = unit_cells[u][mask_first_index(m)];
            nonet_role role = cellset_has(f->fins, cell) ? NONET_ROLE_FIN : NONET_ROLE_PATTERN;
            step_add_pattern_cell(step, cell, mask_of(f->digit), role);
        }
    }
}

/* The step of fish f (see the header). Rating: SE's static forcing
** chains (8.0) plus SE's length increment for the chains' states. */
static void kf_build_step(kf_search *s, const kf_fish *f, nonet_step *step) {
    step_init(step, NONET_T_KRAKEN_FISH, f->type);
    int states = kf_add_chains(s, f, step);
    step->rating = 8.0 + sec_length_increment(states);
    step->digits = (uint16_t)(mask_of(f->digit) | mask_of(sec_digit(f->target)));
    kf_add_fish(s, f, step);
    step_add_elimination(step, sec_cell(f->target), sec_digit(f->target));
}

/* The fish kept, best first (then by target); returns how many. */
static int kf_order(const kf_search *s, int16_t out[SEC_CANDS]) {
    int n = 0;
    for (int k = 0; k < SEC_CANDS; k++) {
        int rank = s->best[k].rank, i = n++;
        if (!rank) {
            n--;
            continue;
        }
        for (; i > 0 && s->best[out[i - 1]].rank > rank; i--) out[i] = out[i - 1];
        out[i] = (int16_t)k;
    }
    return n;
}

/* Emit the fish kept, best first, until told to stop. */
static bool kf_emit(kf_search *s) {
    int16_t order[SEC_CANDS];
    int n = kf_order(s, order);
    bool stop = false;
    for (int i = 0; i < n && !stop; i++) {
        nonet_step step;
        kf_build_step(s, &s->best[order[i]], &step);
        stop = s->ctx->nomem || strat_emit(s->ctx, &step);
    }
    return stop;
}

/* ---- memory ------------------------------------------------------------ */

static void kf_free(kf_search *s) {
    for (int digit = 1; digit <= 9; digit++) free(s->memo[digit].fish);
    free(s->reach);
    sec_pool_free(&s->pool);
    sec_engine_free(&s->e);
    free(s);
}

void kraken_fish_free(struct kf_search *s) {
    if (s) kf_free(s);
}

/* A search's memory, from the solve's scratch when it has one. */
static kf_search *kf_alloc(strat_ctx *ctx) {
    kf_search *s = ctx->scratch ? ctx->scratch->kraken_fish : NULL;
    if (s) return s;
    if (!(s = calloc(1, sizeof *s))) return NULL;
    memset(s->fin_slot, 0xff, sizeof s->fin_slot);
    memset(s->plain_slot, 0xff, sizeof s->plain_slot);
    if (!sec_engine_init(&s->e)) {
        kf_free(s);
        return NULL;
    }
    if (ctx->scratch) ctx->scratch->kraken_fish = s;
    return s;
}

/* Ready a search of g: its candidates, peers, nothing cached or kept. */
static kf_search *kf_new(strat_ctx *ctx, const nonet_grid *g) {
    kf_search *s = kf_alloc(ctx);
    if (!s) return NULL;
    s->ctx = ctx;
    s->rules = (sec_rules){.y_links = true, .base = g};
    sec_grid_from(&s->src, g);
    s->run_digit = 0;
    for (int i = 0; i < s->n_kept; i++) s->best[s->kept[i]].rank = 0;
    s->n_kept = 0;
    memset(s->cand, 0, sizeof s->cand);
    for (int cell = 0; cell < N_CELLS; cell++) {
        s->peers[cell] = cellset_empty();
        for (int p = 0; p < N_PEERS; p++) cellset_add(&s->peers[cell], cell_peers[cell][p]);
        for (uint16_t m = s->src.cand[cell]; m; m = mask_rest(m)) cellset_add(&s->cand[mask_lowest(m)], cell);
    }
    return s;
}

/*
** The row kraken_fish: digits in order; in the pipeline the best fish of
** the first digit that has one, for find (ctx->exhaustive) every digit's,
** the best per candidate removed.
*/
bool strat_kraken_fish(const nonet_grid *g, strat_ctx *ctx) {
    if (ctx->wanted != NONET_T_NONE && ctx->wanted != NONET_T_KRAKEN_FISH) return false;
    kf_search *s = kf_new(ctx, g);
    if (!s) return strat_nomem(ctx);
    for (int digit = 1; digit <= 9 && !ctx->nomem && !strat_out_of_time(ctx); digit++) {
        s->found = false;
        kf_search_digit(s, digit);
        if (s->found && !ctx->exhaustive) break;
    }
    bool stop = ctx->nomem || (!strat_out_of_time(ctx) && kf_emit(s));
    if (!ctx->scratch) kf_free(s);
    return stop;
}
