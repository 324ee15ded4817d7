/*
** test_why.c -- `nonet why` (nonet_why, nonet_why_all) on every candidate
** of 50 positions: positions before logic steps of explained solves of
** puzzles/ samples, and HoDoKu's library positions.
**
** Each answer is checked against the known solution and against a search
** of the test's own: every technique's instances by nonet_find, and for
** each candidate the first technique (in pipeline order) with a sound
** instance that removes it (applying the instance to the position removes
** the candidate). Then:
**   solution  exactly the solution digits;
**   peer      a given or placed peer holds the digit;
**   step      sound, applied it removes the candidate, and its technique
**             is the first that removes it;
**   chain     no technique's instance removes the candidate, the step
**             eliminates it, starts from it on, and reaches one candidate
**             both on (a strong link's end) and off (a weak link's end);
**   possible  not the solution digit, and no technique removes it.
** Digits a peer holds and a few struck by the marks are asked one by one
** (nonet_why), as are a few of each kind of answer, which must equal
** nonet_why_all's. Sanitizer and debug builds (no NDEBUG) take 8 positions.
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "grid.h"
#include "support.h"

#ifdef NDEBUG
#define WHY_POSITIONS 50
#define WHY_HARDEST 3 /* hardest-sample puzzles explained for positions */
#else
#define WHY_POSITIONS 8
#define WHY_HARDEST 0
#endif

/* ---- positions ---- */

/* Every `every`-th HoDoKu library case with one solution, up to room. */
static int reglib_positions(int every, nonet_grid *out, int n, int room) {
    char path[512];
    snprintf(path, sizeof path, "%s/tests/data/hodoku-reglib-1.3.txt", NONET_SOURCE_DIR);
    FILE *fp = fopen(path, "r");
    cr_assert_not_null(fp, "cannot open %s", path);
    char line[1024];
    for (int k = 0; n < room && fgets(line, sizeof line, fp);) {
        if (line[0] != ':' || k++ % every) continue;
        int count = 0;
        if (nonet_grid_parse(&out[n], line, NULL) == NONET_OK && nonet_count(&out[n], 2, &count, NULL) == NONET_OK &&
            count == 1 && out[n].empty > 0)
            n++;
    }
    fclose(fp);
    return n;
}

/* ---- the test's own search ---- */

/* Does applying step to g remove (cell, digit)? */
static bool applied_removes(const nonet_grid *g, const nonet_step *step, int cell, int digit) {
    nonet_grid work = *g;
    if (nonet_step_apply(&work, step) != NONET_OK) return false;
    return work.value[cell] != digit && !(work.value[cell] == 0 && (work.cand[cell] & (1u << (digit - 1))));
}

/* Per candidate, the first technique with a sound instance removing it. */
typedef struct reference {
    const nonet_grid *g;
    const uint8_t *solution;
    nonet_technique t;
    nonet_technique first[81][10];
} reference;

static bool note_instance(const nonet_step *step, void *user) {
    reference *ref = user;
    if (!support_step_sound(step, ref->solution)) return false;
    nonet_grid work = *ref->g;
    cr_assert_eq(nonet_step_apply(&work, step), NONET_OK);
    for (int c = 0; c < 81; c++)
        for (int d = 1; d <= 9 && !ref->g->value[c]; d++) {
            bool had = ref->g->cand[c] & (1u << (d - 1));
            bool gone = work.value[c] ? work.value[c] != d : !(work.cand[c] & (1u << (d - 1)));
            if (had && gone && !ref->first[c][d]) ref->first[c][d] = ref->t;
        }
    return false;
}

static void reference_search(nonet_solver *s, reference *ref) {
    for (size_t i = 0; i < nonet_technique_count(); i++) {
        const nonet_technique_info *info = nonet_technique_at(i);
        if (info->flags & NONET_TF_FALLBACK) continue;
        ref->t = info->technique;
        nonet_find(s, ref->g, info->technique, note_instance, ref, NULL);
    }
}

/* ---- the checks ---- */

typedef struct tally {
    long candidates, asked_alone, solution, peer, step, chain, possible;
} tally;

/* Is the chain step a contradiction from (cell, digit) on: a weak link
** from it starts a branch, and two branches end at one candidate (a link's
** end that no link leaves, reached from two states: on in one branch, off
** in the other)? */
static bool chain_contradicts(const nonet_step *s, int cell, int digit) {
    bool starts = false, ends = false;
    for (int i = 0; i < s->n_links; i++) {
        const nonet_link *a = &s->links[i];
        starts |= a->from.cell == cell && a->from.digit == digit && !a->strong;
        bool left = false, met = false;
        for (int j = 0; j < s->n_links; j++) {
            const nonet_link *b = &s->links[j];
            left |= b->from.cell == a->to.cell && b->from.digit == a->to.digit;
            met |= j != i && b->to.cell == a->to.cell && b->to.digit == a->to.digit;
        }
        ends |= met && !left;
    }
    return starts && ends;
}

/* One answer, justified; ref NULL when the test's search was not made on
** this grid (a struck digit, asked on the grid with it put back). */
static void check_answer(const nonet_grid *g, const uint8_t *solution, const reference *ref,
                         const nonet_why_result *r, const char *where) {
    int cell = r->cell, digit = r->digit;
    char text[2048];
    nonet_why_words(r, "en", text, sizeof text);
    cr_assert_gt(strlen(text), 0u, "%s: no words", where);
    if (r->answer == NONET_WHY_SOLUTION) {
        cr_assert_eq(solution[cell], digit, "%s: said solution: %s", where, text);
        return;
    }
    cr_assert_neq(solution[cell], digit, "%s: the solution digit answered otherwise: %s", where, text);
    if (r->answer == NONET_WHY_POSSIBLE) {
        cr_assert(!ref || !ref->first[cell][digit], "%s: said possible, but %s removes it", where,
                  ref ? nonet_technique_info_of(ref->first[cell][digit])->id : "");
        return;
    }
    cr_assert_eq(r->answer, NONET_WHY_CANNOT, "%s", where);
    if (r->reason == NONET_WHY_PEER) {
        cr_assert(r->peer >= 0 && r->peer < 81 && g->value[r->peer] == digit, "%s: %s", where, text);
        int pr = r->peer / 9, pc = r->peer % 9, cr = cell / 9, cc = cell % 9;
        cr_assert(pr == cr || pc == cc || (pr / 3 == cr / 3 && pc / 3 == cc / 3), "%s: not a peer: %s", where, text);
        return;
    }
    cr_assert(support_step_sound(r->step, solution), "%s: unsound: %s", where, text);
    nonet_grid work = *g;
    grid_allow(&work, cell, digit);
    if (r->reason == NONET_WHY_STEP) {
        cr_assert(applied_removes(&work, r->step, cell, digit), "%s: the step keeps it: %s", where, text);
        cr_assert(!ref || ref->first[cell][digit] == r->step->technique, "%s: %s, but %s comes first", where, text,
                  nonet_technique_info_of(ref->first[cell][digit])->id);
        return;
    }
    cr_assert_eq(r->reason, NONET_WHY_CHAIN, "%s", where);
    cr_assert(!ref || !ref->first[cell][digit], "%s: a chain, but %s removes it", where,
              ref ? nonet_technique_info_of(ref->first[cell][digit])->id : "");
    bool eliminated = false;
    for (int i = 0; i < r->step->n_eliminations; i++)
        eliminated |= r->step->eliminations[i].cell == cell && r->step->eliminations[i].digit == digit;
    cr_assert(eliminated, "%s: the chain keeps it: %s", where, text);
    cr_assert(chain_contradicts(r->step, cell, digit), "%s: no contradiction: %s", where, text);
}

/* Count a candidate's answer by its kind. */
static void tally_answer(tally *t, const nonet_why_result *r) {
    t->candidates++;
    if (r->answer == NONET_WHY_SOLUTION) t->solution++;
    else if (r->answer == NONET_WHY_POSSIBLE) t->possible++;
    else if (r->reason == NONET_WHY_STEP) t->step++;
    else if (r->reason == NONET_WHY_CHAIN) t->chain++;
}

/* nonet_why alone on (cell, digit), checked; equal to all when given. */
static void ask_alone(nonet_solver *s, const nonet_grid *g, const uint8_t *solution, const reference *ref,
                      int cell, int digit, const nonet_why_result *all, tally *t, const char *where) {
    static nonet_why_result r;
    cr_assert_eq(nonet_why(s, g, cell, digit, &r, NULL), NONET_OK, "%s: r%dc%d %d", where, cell / 9 + 1, cell % 9 + 1,
                 digit);
    check_answer(g, solution, ref, &r, where);
    t->asked_alone++;
    if (!all) return;
    cr_assert(r.answer == all->answer && r.reason == all->reason && r.peer == all->peer, "%s: alone and all differ",
              where);
    cr_assert_eq(!r.step, !all->step, "%s: alone and all differ", where);
    if (!r.step) return;
    cr_assert_eq(r.step->technique, all->step->technique, "%s: alone and all differ", where);
    cr_assert_str_eq(support_step_text(r.step), support_step_text(all->step), "%s", where);
}

/* Every candidate of one position, and some digits alone. */
static void check_position(nonet_solver *s, const nonet_grid *g, nonet_why_result *all, tally *t, int number) {
    uint8_t solution[81];
    support_solution(g, solution);
    static reference ref;
    memset(&ref, 0, sizeof ref);
    ref.g = g;
    ref.solution = solution;
    reference_search(s, &ref);
    cr_assert_eq(nonet_why_all(s, g, all, NULL), NONET_OK, "position %d", number);
    int struck = 0, peers = 0, alone_of[4] = {0};
    for (int c = 0; c < 81; c++)
        for (int d = 1; d <= 9 && !g->value[c]; d++) {
            char where[64];
            snprintf(where, sizeof where, "position %d, r%dc%d %d", number, c / 9 + 1, c % 9 + 1, d);
            const nonet_why_result *r = &all[c * 9 + d - 1];
            bool candidate = g->cand[c] & (1u << (d - 1));
            if (candidate) {
                cr_assert_eq(r->cell, c, "%s: not answered", where);
                check_answer(g, solution, &ref, r, where);
                tally_answer(t, r);
                int kind = r->answer == NONET_WHY_CANNOT ? r->reason : r->answer == NONET_WHY_POSSIBLE ? 0 : -1;
                if (kind >= 0 && alone_of[kind]++ < 2) ask_alone(s, g, solution, &ref, c, d, r, t, where);
            } else if (r->cell == c) {
                cr_assert_eq(r->reason, NONET_WHY_PEER, "%s", where);
                check_answer(g, solution, &ref, r, where);
                t->peer++;
                if (peers++ < 2) ask_alone(s, g, solution, &ref, c, d, r, t, where);
            } else if (solution[c] != d && struck++ < 2) {
                ask_alone(s, g, solution, NULL, c, d, NULL, t, where);
            }
        }
}

Test(why, every_candidate_of_fifty_positions, .timeout = 600) {
    static nonet_grid positions[WHY_POSITIONS];
    int half = WHY_POSITIONS / 2, n = 0;
    n = support_positions("diabolical-sample.txt", half / 3, 8, positions, n, half / 2);
    n = support_positions("hardest-sample.txt", WHY_HARDEST, 20, positions, n, half);
    /* more cases than needed: a few lack one solution */
    n = reglib_positions(1112 / (WHY_POSITIONS - n + 4), positions, n, WHY_POSITIONS);
    cr_assert_eq(n, WHY_POSITIONS, "only %d positions", n);
    fprintf(stderr, "why: positions made in %.1f s\n", (double)clock() / CLOCKS_PER_SEC);
    nonet_solver *s = nonet_solver_new();
    nonet_why_result *all = calloc(729, sizeof *all);
    cr_assert_not_null(all);
    tally t = {0};
    clock_t start = clock();
    for (int i = 0; i < n; i++) {
        clock_t at = clock();
        check_position(s, &positions[i], all, &t, i + 1);
        if (getenv("NONET_WHY_VERBOSE"))
            fprintf(stderr, "position %d: %.2f s\n", i + 1, (double)(clock() - at) / CLOCKS_PER_SEC);
    }
    fprintf(stderr,
            "why: %d positions, %ld candidates (solution %ld, step %ld, chain %ld, possible %ld; peer %ld), "
            "%ld asked alone, %.1f s\n",
            n, t.candidates, t.solution, t.step, t.chain, t.possible, t.peer, t.asked_alone,
            (double)(clock() - start) / CLOCKS_PER_SEC);
    cr_assert_gt(t.step, 0);
    cr_assert_gt(t.chain + t.possible, 0);
    nonet_why_clear(all, 729);
    free(all);
    nonet_solver_free(s);
}
