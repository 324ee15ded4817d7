/*
** render_why.c -- nonet_why's answer in words (nonet_why_words): one
** sentence template per kind of answer, its slots filled from the result:
**
**   {cell} {digit}   the question ("r1c1", "5")
**   {peer} {unit}    the peer holding the digit, or the peer a placement
**                    fills, and the unit they share ("row 1", "box 3")
**   {other}          the digit a placement puts in the cell itself
**   {words}          the step's words (why_step_words)
**
** Slots are named, not positional, so a translation may put them in any
** order. The templates are the English text and its translations
** (why_text); a cell is written r1c1 in every language.
*/
#include <string.h>

#include "nonet.h"
#include "step.h"
#include "tables.h"
#include "text_buf.h"

/* The templates: the English msgid first, then its translations. */
enum { WHY_PEER, WHY_SOLUTION, WHY_POSSIBLE, WHY_STEP, WHY_STEP_PEER, WHY_STEP_CELL, WHY_CHAIN, WHY_ROW, WHY_COL, WHY_BOX,
       WHY_N_TEXTS };

static const char *const why_texts[WHY_N_TEXTS][2] = {
    {"{cell} sees the {digit} in {peer} ({unit}), so it cannot be {digit}.",
     "{cell} 和 {peer} 同在{unit}，{peer} 已经是 {digit}，所以 {cell} 不能填 {digit}。"},
    {"{digit} is {cell}'s solution.", "{cell} 的正解就是 {digit}。"},
    {"{digit} is still possible in {cell}: no technique removes it yet.",
     "{cell} 仍可能是 {digit}：目前还没有技巧能删去这个候选数。"},
    {"{cell} cannot be {digit}: {words}", "{cell} 不能填 {digit}：{words}"},
    {"{cell} cannot be {digit}: {peer} must be {digit} ({unit}). {words}",
     "{cell} 不能填 {digit}：与它同在{unit}的 {peer} 必须是 {digit}。{words}"},
    {"{cell} cannot be {digit}: it must be {other}. {words}", "{cell} 不能填 {digit}：它必须是 {other}。{words}"},
    {"If {cell} were {digit}, a contradiction would follow, so it cannot be {digit}: {words}",
     "假设 {cell} 是 {digit}，就会推出矛盾，所以 {cell} 不能填 {digit}：{words}"},
    {"row {n}", "第{n}行"},
    {"column {n}", "第{n}列"},
    {"box {n}", "第{n}宫"},
};

/* Template id in lang ("zh"; anything else: English). The one place the
** catalogue will answer. */
static const char *why_text(const char *lang, int id) {
    bool zh = lang && strncmp(lang, "zh", 2) == 0;
    return why_texts[id][zh ? 1 : 0];
}

/* The step's words. The one place the step's words come from. */
static size_t why_step_words(const nonet_step *s, const char *lang, char *buf, size_t size) {
    (void)lang;
    return nonet_step_text(s, buf, size);
}

/* What fills the slots. */
typedef struct why_slots {
    const nonet_why_result *r;
    const char *lang;
    int peer, other; /* -1 when none */
} why_slots;

/* The unit cell and peer share (row, then column, then box), in words. */
static void why_unit(text_buf *tb, const why_slots *v) {
    for (int k = 0; k < 3; k++) {
        int u = cell_units[v->r->cell][k];
        if (cell_units[v->peer][k] != u) continue;
        const char *t = why_text(v->lang, k == UNIT_ROW ? WHY_ROW : k == UNIT_COL ? WHY_COL : WHY_BOX);
        const char *n = strstr(t, "{n}");
        tb_printf(tb, "%.*s%d%s", (int)(n - t), t, u % 9 + 1, n + 3);
        return;
    }
}

/* The step's words appended (any length). */
static void why_words_of_step(text_buf *tb, const why_slots *v) {
    size_t room = tb->size > tb->len ? tb->size - tb->len : 0;
    tb->len += why_step_words(&v->r->step, v->lang, room ? tb->buf + tb->len : NULL, room);
}

/* One slot, named by the len bytes at name; false when it is no slot. */
static bool why_slot(text_buf *tb, const why_slots *v, const char *name, size_t len) {
    if (len == 4 && !memcmp(name, "cell", 4)) tb_cell(tb, v->r->cell);
    else if (len == 5 && !memcmp(name, "digit", 5)) tb_printf(tb, "%d", v->r->digit);
    else if (len == 4 && !memcmp(name, "peer", 4) && v->peer >= 0) tb_cell(tb, v->peer);
    else if (len == 4 && !memcmp(name, "unit", 4) && v->peer >= 0) why_unit(tb, v);
    else if (len == 5 && !memcmp(name, "other", 5) && v->other > 0) tb_printf(tb, "%d", v->other);
    else if (len == 5 && !memcmp(name, "words", 5)) why_words_of_step(tb, v);
    else return false;
    return true;
}

/* The template with its slots filled. */
static void why_fill(text_buf *tb, const why_slots *v, const char *t) {
    while (*t) {
        const char *open = strchr(t, '{'), *close = open ? strchr(open, '}') : NULL;
        if (!close) {
            tb_text(tb, t);
            return;
        }
        tb_printf(tb, "%.*s", (int)(open - t), t);
        if (!why_slot(tb, v, open + 1, (size_t)(close - open - 1))) tb_printf(tb, "%.*s", (int)(close - open + 1), open);
        t = close + 1;
    }
}

/* A step answer's template: by how the step removes the candidate (the
** placement's cell in v->peer, or its digit in v->other). */
static int why_step_template(why_slots *v) {
    int placed = -1;
    switch (step_removes(&v->r->step, v->r->cell, v->r->digit, &placed)) {
    case STEP_REMOVES_PEER: v->peer = placed; return WHY_STEP_PEER;
    case STEP_REMOVES_CELL: v->other = placed; return WHY_STEP_CELL;
    default: return WHY_STEP;
    }
}

size_t nonet_why_words(const nonet_why_result *r, const char *lang, char *buf, size_t size) {
    text_buf tb;
    tb_init(&tb, buf, size);
    if (!r || r->cell < 0 || r->cell >= N_CELLS) return 0;
    why_slots v = {r, lang, r->reason == NONET_WHY_PEER ? r->peer : -1, -1};
    int id = WHY_POSSIBLE;
    if (r->answer == NONET_WHY_SOLUTION) id = WHY_SOLUTION;
    else if (r->answer == NONET_WHY_CANNOT && r->reason == NONET_WHY_PEER) id = WHY_PEER;
    else if (r->answer == NONET_WHY_CANNOT && r->reason == NONET_WHY_STEP) id = why_step_template(&v);
    else if (r->answer == NONET_WHY_CANNOT && r->reason == NONET_WHY_CHAIN) id = WHY_CHAIN;
    why_fill(&tb, &v, why_text(lang, id));
    return tb.len;
}
