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
** Sound: every chain is a static run from its start assumed on
** (src/engine/start_offs.h), so each state follows from its start; and
** one of the starts holds.
**
** As HoDoKu (its defaults for Kraken Fish): sizes 2-4, basic and Franken
** fish (no Mutant), 1 or 2 fins, no endo fins, only fish whose finned
** form removes nothing; type 1 tries every cover candidate outside the
** base and every cannibalistic one, type 2 every cover unit holding more
** than plain base candidates, never a target in a start's cell; one
** elimination per step; digits in order, the first digit with a Kraken
** Fish, its best by fish type (basic before Franken), size, then the
** chains' total length. Where nonet differs (no group nodes in the
** chains, Franken fish to size 3 in the pipeline, no cover completed with
** further units, steps within 64 links):
** docs/techniques/kraken_fish.md. The fish come from the fish engine
** (src/engine/fish_search.h, pruned by shares), each digit within
** KF_BUDGET cover choices. A start set's targets are the same for every
** fish sharing it (start_offs caches them), and a fish whose fins reach
** nothing ends at once. Which finned fish a digit has depends on its
** cells alone: the solve's search keeps each digit's list and, while its
** cells stay as they were, tries the chains from that list again without
** enumerating (the same fish in the same order, so the same steps).
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
#include "fish_search.h"
#include "se_chain.h"
#include "start_offs.h"
#include "strategy.h"

#define KF_MAX_SIZE 4
#define KF_MAX_FINS 2
#define KF_BUDGET 200000L
#define KF_MEMO_MAX 16384 /* fish a digit's memo holds at most */

/* The largest Franken fish the pipeline searches (find: KF_MAX_SIZE). */
#define KF_PIPELINE_FRANKEN 3

/* A finned fish the enumeration completed whose finned form removes
** nothing (kf_fish_done): what the chains are tried from, and the keys of
** its start sets in start_offs's cache (kf_fish_keys). */
typedef struct kf_done {
    uint32_t base_units, cover_units;
    cellset elims, fins;            /* elims: what the fish without fins removes */
    int16_t fin_key;                /* lowest * N_CELLS + highest fin */
    int16_t plain_key[KF_MAX_SIZE]; /* per cover unit, ascending: its type 2 starts (kf_plain_key), -1: none */
    int8_t size;
} kf_done;

/* One digit's finned fish from its last complete enumeration, in the
** order found (see the header). */
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

struct kf_search {
    fish_search fs; /* first: the engine's hooks get its pointer */
    start_offs chains; /* the chains from start sets and their offs */
    kf_fish best[SEC_CANDS];       /* per candidate, the best fish removing it */
    int16_t kept[SEC_CANDS];       /* the candidates with a best fish */
    int n_kept;
    strat_ctx *ctx;
    bool found; /* a fish of this digit */
    kf_memo memo[10]; /* per digit */
};
typedef struct kf_search kf_search;

/* ---- the best fish per candidate ---------------------------------------- */

/* Keep f when it is the best fish removing its target (by kind: a box
** among its units is Franken; size; its chains' links, the costly part,
** counted only when its kind and size could beat the best so far). */
static void kf_offer(kf_search *s, kf_fish f, int size) {
    int kind = (((f.base_units | f.cover_units) >> 18 ? 8 : 0) + size) * 1024;
    kf_fish *best = &s->best[f.target];
    if (best->rank && best->rank <= kind + 1) return;
    int links = start_offs_links(&s->chains, f.starts, f.target);
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
                 .digit = (int8_t)s->fs.digit, .type = (int8_t)type};
    for (cellset m = targets; !cellset_is_empty(m);) {
        f.target = (int16_t)sec_cand(cellset_pop(&m), digit);
        kf_offer(s, f, d->size);
    }
}

/* ---- trying a fish's chains ------------------------------------------- */

/* Type 2 from cover unit u (key: of its starts plain): per digit the
** fins (fin) and plain both reach, the cells every start turns it off in. */
static void kf_type2(kf_search *s, const kf_done *d, const start_offs_set *fin, int key) {
    const start_offs_set *plain = start_offs_unit(&s->chains, key);
    for (uint16_t m = fin->digits & plain->digits; m; m = mask_rest(m)) {
        int digit = mask_lowest(m);
        cellset targets = cellset_and(fin->cells[digit], plain->cells[digit]);
        if (!cellset_is_empty(targets))
            kf_offer_all(s, d, targets, digit, 2, cellset_or(start_offs_unit_cells(key), d->fins));
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
    start_offs_reserve(&s->chains, 1 + KF_MAX_SIZE);
    const start_offs_set *fin = start_offs_pair(&s->chains, d->fin_key, d->fins);
    if (!fin->digits) return;
    int digit = s->fs.digit;
    if (mask_has(fin->digits, digit)) {
        cellset targets = cellset_and(d->elims, fin->cells[digit]);
        if (!cellset_is_empty(targets)) kf_offer_all(s, d, targets, digit, 1, d->fins);
    }
    for (int i = 0; i < d->size; i++)
        if (d->plain_key[i] >= 0) kf_type2(s, d, fin, d->plain_key[i]);
}

/* ---- the memo of each digit's fish ------------------------------------ */

/* Keep fish d in the digit's memo; a memo that cannot take it is no
** longer full (and will not be used). */
static void kf_memo_add(kf_search *s, const kf_done *d) {
    kf_memo *m = &s->memo[s->fs.digit];
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
    const kf_memo *m = &s->memo[s->fs.digit];
    return m->valid && m->exhaustive == s->ctx->exhaustive && cellset_equal(m->cand, s->chains.cand[s->fs.digit]);
}

/* Try the chains from each fish of the digit's memo, in the order the
** enumeration found them: as the enumeration would. */
static void kf_memo_replay(kf_search *s) {
    const kf_memo *m = &s->memo[s->fs.digit];
    for (int i = 0; i < m->n && !((i & 63) == 0 && strat_out_of_time(s->ctx)); i++) kf_try(s, &m->fish[i]);
}

/* ---- a fish found ------------------------------------------------------ */

/* The key of type 2's starts in cover unit u (but the fins): u * 512 +
** the positions of its base candidates but the cannibalistic ones
** (twice); -1 when u holds plain base candidates alone. */
static int16_t kf_plain_key(const kf_search *s, int u) {
    const fish_search *fs = &s->fs;
    uint16_t positions = fs->base_positions[u];
    for (cellset m = cellset_and(fs->twice, fs->unit_cand[u]); !cellset_is_empty(m);)
        positions &= (uint16_t)~cell_position(cellset_pop(&m), unit_kind(u));
    return positions == s->chains.src.where[u][fs->digit] ? -1 : (int16_t)(u * 512 + positions);
}

/* The keys of d's start sets in start_offs's cache. */
static void kf_fish_keys(const kf_search *s, kf_done *d) {
    const fish_search *fs = &s->fs;
    int first = fs->base_cell[__builtin_ctzll(fs->fin_bits)], last = fs->base_cell[63 - __builtin_clzll(fs->fin_bits)];
    d->fin_key = (int16_t)(first * N_CELLS + last);
    int i = 0;
    for (uint32_t units = fs->cover_units; units; units &= units - 1) d->plain_key[i++] = kf_plain_key(s, __builtin_ctz(units));
}

/* A complete finned fish: kept in the memo and tried when its finned form
** removes nothing (and the fish without fins would remove something: its
** cover's candidates outside the base and those in two cover units; else
** neither type has a target). */
static bool kf_fish_done(fish_search *fs) {
    kf_search *s = (kf_search *)fs;
    kf_done d;
    d.elims = cellset_or(cellset_minus(fs->covered, fs->base), fs->twice);
    if (cellset_is_empty(d.elims) || cellset_meets(d.elims, fs->fin_peers)) return false;
    d.fins = fish_fin_cells(fs);
    d.base_units = fs->base_units, d.cover_units = fs->cover_units, d.size = (int8_t)fs->size;
    kf_fish_keys(s, &d);
    kf_memo_add(s, &d);
    kf_try(s, &d);
    return false;
}

/* ---- the fish ------------------------------------------------------------ */

/* Bases grow while the solve has time. */
static bool kf_base_open(fish_search *fs) { return !strat_out_of_time(((kf_search *)fs)->ctx); }

static const fish_ops kf_ops = {.base_open = kf_base_open,
                                .complete = kf_fish_done};

/* Enumerate the fish of the digit, sizes 2-4, both shapes (in the
** pipeline, size 4 basic fish only), into its memo. */
static void kf_enumerate(kf_search *s) {
    fish_search *fs = &s->fs;
    kf_memo *m = &s->memo[fs->digit];
    m->valid = false, m->full = true, m->n = 0;
    fish_shares_read(fs);
    for (fs->size = 2; fs->size <= KF_MAX_SIZE && !strat_out_of_time(s->ctx); fs->size++) {
        /* both shapes of Franken fish (which hold the basic ones), or basic fish alone */
        int from = fs->size > KF_PIPELINE_FRANKEN && !s->ctx->exhaustive ? FISH_SHAPE_BASIC : FISH_SHAPE_FRANKEN;
        for (int i = from; i < from + 2; i++) {
            fish_set_shape(fs, fish_shapes[i]);
            fish_search_run(fs);
        }
    }
    m->valid = m->full && !strat_out_of_time(s->ctx);
    m->exhaustive = s->ctx->exhaustive, m->cand = s->chains.cand[fs->digit];
}

/* Every Kraken Fish of digit: its fish from the memo when its cells are
** as they were then, else enumerated now. */
static void kf_search_digit(kf_search *s, int digit) {
    s->fs.nodes = 0;
    start_offs_digit(&s->chains, digit);
    fish_read_digit(&s->fs, s->chains.src.where, digit);
    if (kf_memo_fits(s))
        kf_memo_replay(s);
    else
        kf_enumerate(s);
}

/* ---- the steps ------------------------------------------------------------ */

/* The step of fish f (see the header). Rating: SE's static forcing
** chains (8.0) plus SE's length increment for the chains' states. */
static void kf_build_step(kf_search *s, const kf_fish *f, nonet_step *step) {
    step_init(step, NONET_T_KRAKEN_FISH, f->type);
    int states = start_offs_add_chains(&s->chains, step, f->digit, f->starts, f->target);
    step->rating = 8.0 + sec_length_increment(states);
    step->digits = (uint16_t)(mask_of(f->digit) | mask_of(sec_digit(f->target)));
    fish_step_add_fish(step, s->chains.src.where, f->digit, f->base_units, f->cover_units, f->fins);
    step_add_elimination(step, sec_cell(f->target), sec_digit(f->target));
}

/* The fish kept, best first (then by target); returns how many. */
static int kf_order(const kf_search *s, int16_t out[SEC_CANDS]) {
    int n = 0;
    for (int k = 0; k < SEC_CANDS; k++) {
        int rank = s->best[k].rank, i = n;
        if (!rank) continue;
        for (; i > 0 && s->best[out[i - 1]].rank > rank; i--) out[i] = out[i - 1];
        out[i] = (int16_t)k;
        n++;
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
        stop = s->chains.failed ? strat_nomem(s->ctx) : strat_emit(s->ctx, &step);
    }
    return stop;
}

/* ---- memory ------------------------------------------------------------ */

void kraken_fish_free(struct kf_search *s) {
    if (!s) return;
    for (int digit = 1; digit <= 9; digit++) free(s->memo[digit].fish);
    start_offs_free(&s->chains);
    free(s);
}

/* A search's memory, from the solve's scratch when it has one. */
static kf_search *kf_alloc(strat_ctx *ctx) {
    kf_search *s = ctx->scratch ? ctx->scratch->kraken_fish : NULL;
    if (s) return s;
    if (!(s = calloc(1, sizeof *s))) return NULL;
    if (!start_offs_init(&s->chains)) {
        kraken_fish_free(s);
        return NULL;
    }
    if (ctx->scratch) ctx->scratch->kraken_fish = s;
    return s;
}

/* Ready a search of g: its candidates, nothing cached or kept. */
static kf_search *kf_new(strat_ctx *ctx, const nonet_grid *g) {
    kf_search *s = kf_alloc(ctx);
    if (!s) return NULL;
    s->ctx = ctx;
    s->fs.ops = &kf_ops, s->fs.budget = KF_BUDGET, s->fs.max_fins = KF_MAX_FINS;
    s->fs.finned = s->fs.by_shares = true;
    start_offs_position(&s->chains, g);
    for (int i = 0; i < s->n_kept; i++) s->best[s->kept[i]].rank = 0;
    s->n_kept = 0;
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
    for (int digit = 1; digit <= 9 && !s->chains.failed && !strat_out_of_time(ctx); digit++) {
        s->found = false;
        kf_search_digit(s, digit);
        if (s->found && !ctx->exhaustive) break;
    }
    bool stop = s->chains.failed ? strat_nomem(ctx) : !strat_out_of_time(ctx) && kf_emit(s);
    if (!ctx->scratch) kraken_fish_free(s);
    return stop;
}
