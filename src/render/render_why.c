/*
** render_why.c -- nonet_why's answer in words (nonet_why_words): one
** sentence per kind of answer, a phrase of the message catalogues
** (po/LANG.po, "nonet why" section) with numbered places filled from the
** result: {1} the cell, {2} the digit, then the peer and the unit they
** share, or the digit a placement puts in the cell. A step's or chain's
** answer ends with the step's own words (nonet_step_words). Cells are
** written r1c1 in every language.
*/
#include "nonet.h"
#include "step.h"
#include "tables.h"
#include "words.h"

/* The unit cell and peer share (row, then column, then box), in words. */
static const char *why_unit(const words *w, char *buf, size_t size, int cell, int peer) {
    for (int k = 0; k < 3; k++)
        if (cell_units[cell][k] == cell_units[peer][k]) return w_unit(w, buf, size, cell_units[cell][k]);
    return w_unit(w, buf, size, cell_units[cell][0]);
}

/* The step's words appended (any length), after a gap. */
static void why_step_words(words *w, const nonet_step *s) {
    text_buf *tb = w->tb;
    w_gap(w);
    size_t room = tb->size > tb->len ? tb->size - tb->len : 0;
    tb->len += nonet_step_words(s, w->lang, room ? tb->buf + tb->len : NULL, room);
}

/* A step's answer: by how the step removes the candidate. */
static void why_step(words *w, const nonet_why_result *r, const char *cell, const char *digit) {
    int placed = -1;
    char other[5], unit[64];
    switch (step_removes(r->step, r->cell, r->digit, &placed)) {
    case STEP_REMOVES_PEER:
        why_unit(w, unit, sizeof unit, r->cell, placed);
        W_SAY(w, "{1} cannot be {2}: {3} must be {2} ({4}).", cell, digit, w_cell(other, placed), unit);
        break;
    case STEP_REMOVES_CELL: W_SAY(w, "{1} cannot be {2}: it must be {3}.", cell, digit, w_digit(other, placed)); break;
    default: W_SAY(w, "{1} cannot be {2}:", cell, digit);
    }
    why_step_words(w, r->step);
}

size_t nonet_why_words(const nonet_why_result *r, const char *lang, char *buf, size_t size) {
    text_buf tb;
    tb_init(&tb, buf, size);
    if (!r || r->cell < 0 || r->cell >= N_CELLS || r->digit < 1 || r->digit > 9) return 0;
    words w = {&tb, nonet_lang_code(lang)};
    char cell[5], digit[2], peer[5], unit[64];
    w_cell(cell, r->cell);
    w_digit(digit, r->digit);
    if (r->answer == NONET_WHY_SOLUTION) {
        W_SAY(&w, "{2} is {1}'s solution.", cell, digit);
    } else if (r->answer == NONET_WHY_POSSIBLE) {
        W_SAY(&w, "{2} is still possible in {1}: no technique removes it yet.", cell, digit);
    } else if (r->reason == NONET_WHY_PEER && r->peer >= 0 && r->peer < N_CELLS) {
        why_unit(&w, unit, sizeof unit, r->cell, r->peer);
        W_SAY(&w, "{1} sees the {2} in {3} ({4}), so it cannot be {2}.", cell, digit, w_cell(peer, r->peer), unit);
    } else if (r->reason == NONET_WHY_STEP && r->step) {
        why_step(&w, r, cell, digit);
    } else if (r->reason == NONET_WHY_CHAIN && r->step) {
        W_SAY(&w, "If {1} were {2}, a contradiction would follow, so it cannot be {2}:", cell, digit);
        why_step_words(&w, r->step);
    }
    return tb.len;
}
