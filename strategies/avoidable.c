/*
** avoidable.c -- Avoidable Rectangles, types 1 and 2 (HoDoKu's definition,
** generalised to any placement of the solved corners).
**
** The pattern: a rectangle (2 rows, 2 columns, 2 boxes) whose corners are
** none of them givens; some are solved cells (filled while solving), and
** the solved ones hold a on one diagonal and b on the other:
**
**      c1   c9                    c1   c9
**  r1  (7) .. (9)   type 1    r1  (7) .. (9)   type 2: r3c4 holds {7,x},
**  r2  (9) .. 39    r2c9<>7   r3  47  .. 49    r3c9 {9,x}: x goes from
**                                              cells seeing both
**
** Why it is sound: if the empty corners took the digits that complete the
** crosswise pattern, swapping a and b in all four corners would give a
** second grid that agrees with every given -- a second solution of the
** puzzle. So when the givens alone have one solution (checked, see
** rectangles.h), the pattern cannot be completed:
**   1  three corners solved: the fourth cannot take its digit;
**   2  two adjacent corners solved, the other two hold exactly {their
**      digit, x} with the same x: one of them is x, so x goes from every
**      cell seeing both.
** Only a position that knows its givens can use this (g->has_givens).
**
** Step: digits = {a, b}; cells = the 4 corners; marks on the empty corners:
** the digit they would complete the pattern with ROLE_PATTERN, x ROLE_FIN;
** variant = the type.
*/
#include "rectangles.h"

typedef struct ar_rect {
    const uint8_t *corner; /* 4 cells, in rectangle order */
    int need[4];           /* the digit completing the pattern, per corner */
    unsigned solved;       /* bit i: corner i is solved */
    int n_solved;
} ar_rect;

/* Is the rectangle an avoidable rectangle candidate? No corner is a given,
** and the solved corners fix a digit for each diagonal, a different one. */
static bool ar_fill(const nonet_grid *g, const uint8_t corners[4], ar_rect *r) {
    int diagonal[2] = {0, 0}; /* digit of corners 0 and 3, of corners 1 and 2 */
    r->corner = corners;
    r->solved = 0;
    r->n_solved = 0;
    for (int i = 0; i < 4; i++) {
        int value = g->value[corners[i]], d = i == 0 || i == 3 ? 0 : 1;
        if (!value) continue;
        if (g->given[corners[i]] || (diagonal[d] && diagonal[d] != value)) return false;
        diagonal[d] = value;
        r->solved |= 1u << i;
        r->n_solved++;
    }
    if (!diagonal[0] || !diagonal[1] || diagonal[0] == diagonal[1]) return false;
    for (int i = 0; i < 4; i++) r->need[i] = diagonal[i == 0 || i == 3 ? 0 : 1];
    return true;
}

/* Step header: the pair, the corners, and marks on the empty corners. */
static void ar_step(const nonet_grid *g, const ar_rect *r, nonet_step *step, int type) {
    uq_step_init(step, NONET_T_AVOIDABLE_RECTANGLE, type, (uint16_t)(mask_of(r->need[0]) | mask_of(r->need[1])),
                 r->corner);
    for (int i = 0; i < 4; i++) {
        if (r->solved & (1u << i)) continue;
        uint16_t cand = g->cand[r->corner[i]];
        step_add_marks(step, r->corner[i], cand & mask_of(r->need[i]), NONET_ROLE_PATTERN);
        step_add_marks(step, r->corner[i], (uint16_t)(cand & ~mask_of(r->need[i])), NONET_ROLE_FIN);
    }
}

/* Type 1: three corners solved; the fourth cannot take its digit. */
static bool ar_type1(uq_search *s, const ar_rect *r) {
    if (r->n_solved != 3) return false;
    int i = 0;
    while (r->solved & (1u << i)) i++;
    nonet_step step;
    ar_step(s->g, r, &step, 1);
    if (mask_has(s->g->cand[r->corner[i]], r->need[i])) step_add_elimination(&step, r->corner[i], r->need[i]);
    return uq_emit(s, &step, false, true);
}

/* Type 2: two corners solved, the two empty ones hold exactly their digit
** and the same x; x goes from every cell seeing both. */
static bool ar_type2(uq_search *s, const ar_rect *r) {
    if (r->n_solved != 2) return false;
    int cells[2], n = 0;
    uint16_t x[2];
    for (int i = 0; i < 4; i++) {
        if (r->solved & (1u << i)) continue;
        uint16_t cand = s->g->cand[r->corner[i]];
        if (mask_count(cand) != 2 || !mask_has(cand, r->need[i])) return false;
        x[n] = (uint16_t)(cand & ~mask_of(r->need[i]));
        cells[n++] = r->corner[i];
    }
    if (x[0] != x[1]) return false;
    nonet_step step;
    ar_step(s->g, r, &step, 2);
    link_eliminate_seen(&step, s->g, mask_lowest(x[0]), cells, 2);
    return uq_emit(s, &step, false, true);
}

/* Type 1 everywhere first, then type 2. */
bool strat_avoidable_rectangle(const nonet_grid *g, strat_ctx *ctx) {
    if (!ctx->unique || !g->has_givens) return false;
    uq_search s;
    uq_search_init(&s, g, ctx);
    for (int type = 1; type <= 2; type++)
        for (int i = 0; i < s.n_rects; i++) {
            ar_rect r;
            if (!ar_fill(g, s.rects[i], &r)) continue;
            if (type == 1 ? ar_type1(&s, &r) : ar_type2(&s, &r)) return true;
        }
    return false;
}
