/*
** render_words_colors.c -- the sentences of colouring (words.h): Simple
** Colors' trap and wrap, Multi Colors' types 1 and 2, and remote pairs,
** which are a colouring of two digits.
**
** The record (strategies/coloring.c) marks one cluster's colours A and B,
** a second cluster's C and D, with every conjugate pair as a link. The
** words name each colour's cells, then the one fact the step rests on
** (which cells see which), found again from the marks; the links are not
** told one by one, since every one is a conjugate pair the colours show.
*/
#include "cellset.h"
#include "mask.h"
#include "tables.h"
#include "technique.h"
#include "words.h"

static bool sees(int a, int b) { return a != b && cellset_has(cell_peer_sets[a], b); }

/* The first marked cell of role that sees cell, or -1. */
static int seen_of_role(const nonet_step *s, int cell, int role) {
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].role == role && sees(cell, s->marks[i].cell)) return s->marks[i].cell;
    return -1;
}

/* A cell of role from that sees a cell of role to: true with both. */
static bool role_sees_role(const nonet_step *s, int from, int to, int *a, int *b) {
    for (int i = 0; i < s->n_marks; i++) {
        if (s->marks[i].role != from) continue;
        *b = seen_of_role(s, s->marks[i].cell, to);
        if (*b >= 0) {
            *a = s->marks[i].cell;
            return true;
        }
    }
    return false;
}

/* The colour of a marked cell, or -1. */
static int role_of(const nonet_step *s, int cell) {
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].cell == cell) return s->marks[i].role;
    return -1;
}

/* The other colour of the same cluster. */
static int opposite(int role) {
    switch (role) {
    case NONET_ROLE_COLOR_A: return NONET_ROLE_COLOR_B;
    case NONET_ROLE_COLOR_B: return NONET_ROLE_COLOR_A;
    case NONET_ROLE_COLOR_C: return NONET_ROLE_COLOR_D;
    default: return NONET_ROLE_COLOR_C;
    }
}

/* A two-colour phrase: {1} the step's digits, {2} and {3} the cells of
** colours first and first + 1. */
static void two_colours(words *w, const nonet_step *s, int first, const char *msgid) {
    char a[W_LIST], b[W_LIST], d[64];
    W_SAY(w, msgid, w_digits(w, d, sizeof d, s->digits), w_mark_cells(w, a, sizeof a, s, first, NULL),
          w_mark_cells(w, b, sizeof b, s, first + 1, NULL));
}

/* For each cell the step removes the digit from and not yet told, the two
** colours it sees (the trap, and Multi Colors 1 once the two colours are
** known). */
static void each_sees_both(words *w, const nonet_step *s, int p, int q, bool told[N_CELLS]) {
    for (int i = 0; i < s->n_eliminations; i++) {
        int e = s->eliminations[i].cell, a = seen_of_role(s, e, p), b = seen_of_role(s, e, q);
        if (e >= N_CELLS || told[e] || a < 0 || b < 0) continue;
        told[e] = true;
        char ce[5], ca[5], cb[5];
        w_gap(w);
        W_SAY(w, "{1} sees {2} and {3}.", w_cell(ce, e), w_cell(ca, a), w_cell(cb, b));
    }
}

/* Wrap: two cells of one colour in one unit. */
static void simple_wrap(words *w, const nonet_step *s) {
    for (int role = NONET_ROLE_COLOR_A; role <= NONET_ROLE_COLOR_B; role++) {
        int a, b;
        if (!role_sees_role(s, role, role, &a, &b)) continue;
        char ca[5], cb[5];
        w_gap(w);
        W_SAY(w, "{1} and {2} have the same colour and share a unit, so that colour is false and the other is true.",
              w_cell(ca, a), w_cell(cb, b));
        return;
    }
}

/* Whether a cell the step removes the digit from, not yet told, sees
** colours p and q. */
static bool removes_new(const nonet_step *s, int p, int q, const bool told[N_CELLS]) {
    for (int i = 0; i < s->n_eliminations; i++) {
        int e = s->eliminations[i].cell;
        if (e < N_CELLS && !told[e] && seen_of_role(s, e, p) >= 0 && seen_of_role(s, e, q) >= 0) return true;
    }
    return false;
}

/* Multi Colors 1: x of one cluster sees y of the other, so their colours
** are not both true and one of the two opposite colours is; told for each
** such pair that removes a candidate not yet told. */
static void multi_1(words *w, const nonet_step *s) {
    bool told[N_CELLS] = {false};
    char d[2];
    w_digit(d, mask_lowest(s->digits));
    for (int p = NONET_ROLE_COLOR_A; p <= NONET_ROLE_COLOR_B; p++) {
        for (int q = NONET_ROLE_COLOR_C; q <= NONET_ROLE_COLOR_D; q++) {
            int x, y;
            if (!role_sees_role(s, p, q, &x, &y) || !removes_new(s, opposite(p), opposite(q), told)) continue;
            char cx[5], cy[5], a[W_LIST], b[W_LIST];
            w_gap(w);
            W_SAY(w,
                  "{1} sees {2}, so their colours are not both true: one of the other two colours is true, the one "
                  "of {3} or the one of {4}. A cell that sees a cell of each cannot be {5}.",
                  w_cell(cx, x), w_cell(cy, y), w_mark_cells(w, a, sizeof a, s, opposite(p), NULL),
                  w_mark_cells(w, b, sizeof b, s, opposite(q), NULL), d);
            each_sees_both(w, s, opposite(p), opposite(q), told);
        }
    }
}

/* Multi Colors 2: one colour sees both colours of the other cluster. */
static void multi_2(words *w, const nonet_step *s) {
    int p = s->n_eliminations ? role_of(s, s->eliminations[0].cell) : -1;
    int x1, c, x2, d;
    if (p < 0 || !role_sees_role(s, p, NONET_ROLE_COLOR_C, &x1, &c) ||
        !role_sees_role(s, p, NONET_ROLE_COLOR_D, &x2, &d))
        return;
    char a[5], b[5], e[5], f[5], g[2];
    w_gap(w);
    W_SAY(w,
          "{1} sees {2}, and {3} sees {4}. {2} and {4} have the two colours of the second cluster, so one of "
          "them is {5}: either way a cell of the first colour sees a {5}, so that colour is false.",
          w_cell(a, x1), w_cell(b, c), w_cell(e, x2), w_cell(f, d), w_digit(g, mask_lowest(s->digits)));
}

void words_coloring(words *w, const nonet_step *s) {
    two_colours(w, s, NONET_ROLE_COLOR_A,
                "Colour the {1}s joined by strong links in two colours that alternate: {2} against {3}. In each "
                "such cluster one colour is all true and the other all false.");
    if (s->technique == NONET_T_MULTI_COLORS) {
        w_gap(w);
        two_colours(w, s, NONET_ROLE_COLOR_C, "A second cluster of {1}s: {2} against {3}.");
    }
    bool multi = s->technique == NONET_T_MULTI_COLORS;
    if (!multi && s->variant == 2)
        simple_wrap(w, s);
    else if (!multi) {
        bool told[N_CELLS] = {false};
        char d[2];
        w_gap(w);
        W_SAY(w, "A cell that sees both colours sees the true one, so it cannot be {1}.",
              w_digit(d, mask_lowest(s->digits)));
        each_sees_both(w, s, NONET_ROLE_COLOR_A, NONET_ROLE_COLOR_B, told);
    }
    else if (s->variant == 2)
        multi_2(w, s);
    else
        multi_1(w, s);
    w_result(w, s);
}

/* A remote pair is told as the colouring it is: the chain's cells hold the
** same two digits and alternate, so the two colours hold opposite digits;
** its links, a tree for a grouped pair, are not told one by one. */
void words_remote_pair(words *w, const nonet_step *s) {
    two_colours(w, s, NONET_ROLE_COLOR_A,
                "Every cell of the chain holds only {1}, and each sees the next, so the two digits alternate along "
                "it: one of them fills {2}, the other {3}. A cell that sees a cell of each group can be neither "
                "digit.");
    w_result(w, s);
}
