/*
** render_hint.c -- progressive hints from a step record, and the check of
** a learner's pencil marks.
**
** Level 1 names the technique ("Look for a Naked Pair."), level 2 also
** names where (digits and the units or cells of the pattern), level 3 is
** the whole explanation line.
*/
#include <string.h>

#include "bruteforce.h"
#include "grid.h"
#include "mask.h"
#include "technique.h"
#include "text_formats.h"
#include "solver.h"

/* "a " or "an " before a technique name: by sound, so "an X-Wing", "an
** Empty Rectangle", but "a Uniqueness Test"; none before a plural name
** ("Look for Simple Colors", "Look for Locked Candidates Type 1"). */
static const char *article(const char *name) {
    if (strstr(name, "Colors") || strstr(name, "Candidates")) return "";
    return name[0] && strchr("AEIOX", name[0]) ? "an " : "a ";
}

/* Where the pattern lies: its units (a unit is the natural hint for singles,
** subsets and fish), but the corners for uniqueness patterns, whose units
** only carry strong links; else its cells, else the effects. */
static void tb_where(text_buf *tb, const nonet_step *s) {
    const technique_row *row = technique_row_of(s->technique);
    bool corners = row && (row->info.flags & NONET_TF_UNIQUENESS) && s->n_cells;
    if (s->n_units && !corners) {
        for (int i = 0; i < s->n_units; i++) {
            tb_printf(tb, "%s", i ? (i + 1 == s->n_units ? " and " : ", ") : "");
            tb_unit(tb, s->units[i].unit);
        }
    } else if (s->n_cells) {
        tb_step_cells(tb, s);
    } else {
        uint8_t cells[NONET_STEP_MAX_PLACEMENTS];
        for (int i = 0; i < s->n_placements; i++) cells[i] = s->placements[i].cell;
        tb_cells(tb, cells, s->n_placements);
    }
}

/* At level 2 the digits help where the pattern is found (a hidden single's
** unit, a pair's cells); where the "where" is the very cell to fill (a
** naked single, a full house) digit and cell together are the answer, so
** the digit is left out. */
static bool digits_help(const nonet_step *s) {
    return s->n_units || !s->n_placements;
}

size_t nonet_step_hint(const nonet_step *step, int level, char *buf, size_t size) {
    if (level >= 3) return nonet_step_text(step, buf, size);
    text_buf tb;
    tb_init(&tb, buf, size);
    const technique_row *row = technique_row_of(step->technique);
    const char *name = row ? row->info.name : "step";
    tb_printf(&tb, "Look for %s%s", article(name), name);
    if (level == 2) {
        if (step->digits && digits_help(step)) {
            tb_printf(&tb, mask_single(step->digits) ? " on digit " : " on digits ");
            tb_digits(&tb, step->digits, ",");
        }
        tb_printf(&tb, " in ");
        tb_where(&tb, step);
    }
    tb_printf(&tb, ".");
    return tb.len;
}


/* Is a missing mark explained by a peer that holds that digit wrongly?
** Then the wrong digit is the fault, and the mark's loss follows from it. */
static bool lost_to_wrong_peer(const nonet_grid *g, const uint8_t solution[N_CELLS], int c, int digit) {
    for (int i = 0; i < N_PEERS; i++) {
        int peer = cell_peers[c][i];
        if (g->value[peer] == digit && solution[peer] != digit) return true;
    }
    return false;
}

/* The cells of g that disagree with solution (wrong digits, marks that
** lack the solution's digit but for a wrong peer), into wrong when it is
** not NULL; returns how many. */
static int wrong_against(const nonet_grid *g, const uint8_t solution[N_CELLS], nonet_candidate *wrong) {
    int n = 0;
    for (int c = 0; c < N_CELLS; c++) {
        int digit = solution[c];
        bool ok = g->value[c] ? g->value[c] == digit
                              : mask_has(g->cand[c], digit) || lost_to_wrong_peer(g, solution, c, digit);
        if (ok) continue;
        if (wrong) wrong[n] = (nonet_candidate){(uint8_t)c, (uint8_t)digit};
        n++;
    }
    return n;
}

/* The search for the solution of the rest (see solution_of_rest). */
typedef struct rest_search {
    const nonet_grid *g;
    uint16_t masks[N_CELLS]; /* the filled cells as givens */
    uint8_t best[N_CELLS];   /* the reference found so far */
    int best_wrong;          /* its cells to fix; N_CELLS + 1 before any */
    bool tie;                /* another reference needs as few fixes */
} rest_search;

/* Leave filled cells a and b (the same cell to leave out one) out of the
** masks: when the rest has exactly one solution, it is a reference; the
** one that needs the fewest fixes to the position wins. */
static void leave_out(rest_search *rs, int a, int b) {
    if (rs->masks[a] == MASK_ALL || rs->masks[b] == MASK_ALL) return;
    uint16_t keep_a = rs->masks[a], keep_b = rs->masks[b];
    uint8_t rest[N_CELLS];
    rs->masks[a] = rs->masks[b] = MASK_ALL;
    if (bf_count(rs->masks, 2, rest) == 1) {
        int n = wrong_against(rs->g, rest, NULL);
        if (n == rs->best_wrong && memcmp(rest, rs->best, N_CELLS) != 0) rs->tie = true;
        if (n < rs->best_wrong) {
            memcpy(rs->best, rest, N_CELLS);
            rs->best_wrong = n;
            rs->tie = false;
        }
    }
    rs->masks[a] = keep_a;
    rs->masks[b] = keep_b;
}

/*
** The filled cells of a position without givens (a pencil-mark grid) that
** have no solution together hold a wrong digit or two: the reference is
** the solution of the rest, leaving out one filled cell (else two), that
** needs the fewest fixes to the position (its marks tell a slip from a
** cell that only makes room for it); none when two tie.
*/
static bool solution_of_rest(const nonet_grid *g, const uint16_t masks[N_CELLS], uint8_t solution[N_CELLS]) {
    rest_search rs = {.g = g, .best_wrong = N_CELLS + 1};
    memcpy(rs.masks, masks, sizeof rs.masks);
    for (int a = 0; a < N_CELLS; a++) leave_out(&rs, a, a);
    for (int a = 0; a < N_CELLS && rs.best_wrong > N_CELLS; a++)
        for (int b = a + 1; b < N_CELLS; b++) leave_out(&rs, a, b);
    memcpy(solution, rs.best, N_CELLS);
    return rs.best_wrong <= N_CELLS && !rs.tie;
}

/* The solution of the position's reference (givens, or the filled cells
** when it has no givens, or the rest of them when they clash) into
** solution; false unless exactly one. */
static bool reference_solution(const nonet_grid *g, uint8_t solution[N_CELLS]) {
    uint16_t masks[N_CELLS];
    for (int c = 0; c < N_CELLS; c++) {
        bool keep = g->value[c] && (g->given[c] || !g->has_givens);
        masks[c] = keep ? mask_of(g->value[c]) : MASK_ALL;
    }
    int count = bf_count(masks, 2, solution);
    if (count == 0 && !g->has_givens) return solution_of_rest(g, masks, solution);
    return count == 1;
}

int nonet_grid_wrong_marks(const nonet_grid *g, nonet_candidate wrong[81]) {
    uint8_t solution[N_CELLS];
    if (!reference_solution(g, solution)) return -1;
    return wrong_against(g, solution, wrong);
}
