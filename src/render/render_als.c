/*
** render_als.c -- the almost-locked-set techniques in HoDoKu's words:
**     ALS-XZ: A=r5c1289 {34789}, B=r4c4 {39}, X=9, Z=3 => r4c1<>3
**     ALS-XZ: A=r2c239 {2479}, B=r4c23 {12359}, X=2,4 => ... (doubly linked,
**             Z written only when a common digit besides X is eliminated)
**     ALS-XY-Wing: A=r7c156 {3678}, B=r5c8,r7c8 {238}, C=r8c2 {48},
**                  X,Y=4,8, Z=3 => r7c7<>3
**     ALS-XY-Chain: 7- r3c4 {57} -5- r4c4 {57} -7- r4c69 {257} -5- r56c8
**             {567} -7 => r3c8<>7 (Z, the sets with the RCC into each, Z)
**     Death Blossom: r3c4, -3- r1c5 {34}, -7- r4c6,r5c4 {247} => r9c4<>4
**             (the stem, then each petal after the stem's digit it takes)
**     Sue de Coq: r7c45 - {123689} (r7c128 - {2389}, r9c6 - {16}) => ...
**             (the intersection, then the line's set and the box's set)
** The step layout is that of strategies/als.c: each set's candidates marked
** with its colour (A, B, C), the RCCs as links, eliminations; that of
** strategies/sue_de_coq.c: the intersection's candidates marked as
** pattern, the line's set colour A, the box's set colour B.
*/
#include "text_formats.h"

#include <stdbool.h>

#include "als_sets.h"
#include "mask.h"
#include "tables.h"

/* The digits of the step's links (the RCCs). */
static uint16_t link_digits(const nonet_step *s) {
    uint16_t digits = 0;
    for (int i = 0; i < s->n_links; i++) digits |= mask_of(s->links[i].from.digit);
    return digits;
}

/* The digits eliminated by the step. */
static uint16_t eliminated_digits(const nonet_step *s) {
    uint16_t digits = 0;
    for (int i = 0; i < s->n_eliminations; i++) digits |= mask_of(s->eliminations[i].digit);
    return digits;
}

/* "r1c23<open>456}": the cells marked with role and their digits. */
static void tb_marked_set(text_buf *tb, const nonet_step *s, nonet_role role, const char *open) {
    uint8_t cells[NONET_STEP_MAX_MARKS];
    int n = 0;
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].role == role) cells[n++] = s->marks[i].cell;
    tb_cells(tb, cells, n);
    tb_text(tb, open);
    tb_digits(tb, text_role_digits(s, role), "");
    tb_text(tb, "}");
}

/* "name=r1c23 {456}": one ALS of the step. */
static void tb_als(text_buf *tb, const char *name, const nonet_step *s, nonet_role role) {
    tb_text(tb, name);
    tb_marked_set(tb, s, role, " {");
}

void text_als(text_buf *tb, const nonet_step *s) {
    bool wing = s->technique == NONET_T_ALS_XY_WING;
    uint16_t rcc = link_digits(s), zs = eliminated_digits(s) & s->digits & (uint16_t)~rcc;
    tb_name(tb, s);
    tb_als(tb, ": A=", s, als_role(0));
    tb_als(tb, ", B=", s, als_role(1));
    if (wing) tb_als(tb, ", C=", s, als_role(2));
    tb_text(tb, wing ? ", X,Y=" : ", X=");
    tb_digits(tb, rcc, ",");
    if (zs) {
        tb_text(tb, ", Z=");
        tb_digits(tb, zs, ",");
    }
    tb_then_effects(tb, s);
}

void text_sue_de_coq(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    tb_text(tb, ": ");
    tb_marked_set(tb, s, NONET_ROLE_PATTERN, " - {");
    tb_text(tb, " (");
    tb_marked_set(tb, s, NONET_ROLE_COLOR_A, " - {");
    tb_text(tb, ", ");
    tb_marked_set(tb, s, NONET_ROLE_COLOR_B, " - {");
    tb_text(tb, ")");
    tb_then_effects(tb, s);
}

/* "ALS-XY-Chain: 7- r3c4 {57} -5- r4c4 {57} -7- r4c69 {257} -5- r56c8
** {567} -7 => r3c8<>7": Z, each set after the RCC into it, Z. */
void text_als_chain(text_buf *tb, const nonet_step *s) {
    uint16_t zs = eliminated_digits(s);
    tb_name(tb, s);
    tb_text(tb, ": ");
    tb_digits(tb, zs, ",");
    tb_text(tb, "- ");
    for (int k = 0; k <= s->n_links && k < 9; k++) {
        if (k) {
            tb_text(tb, " -");
            tb_digits(tb, mask_of(s->links[k - 1].from.digit), "");
            tb_text(tb, "- ");
        }
        tb_marked_set(tb, s, als_role(k), " {");
    }
    tb_text(tb, " -");
    tb_digits(tb, zs, ",");
    tb_then_effects(tb, s);
}

void text_death_blossom(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    tb_text(tb, ": ");
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].role == NONET_ROLE_PIVOT) {
            tb_cell(tb, s->marks[i].cell);
            break;
        }
    for (int k = 0; k < s->n_links && k < 9; k++) {
        tb_text(tb, ", -");
        tb_digits(tb, mask_of(s->links[k].from.digit), "");
        tb_text(tb, "- ");
        tb_marked_set(tb, s, als_role(k), " {");
    }
    tb_then_effects(tb, s);
}
