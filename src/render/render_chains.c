/*
** render_chains.c -- chains and loops in HoDoKu's words:
**     X-Chain: 5 r2c3 =5= r2c7 -5- r5c7 =5= r5c1 => r4c3<>5
**     XY-Chain: 1 1- r1c2 -5- r3c1 -7- r9c1 -1 => r8c2<>1
**     AIC: 1/5 5- r1c2 =5= r1c5 -1- r4c5 =1= r4c2 -1 => r4c2<>5
**     Continuous Nice Loop: 2/5 r1c1 =2= r1c5 -5- r3c5 =5= r3c1 -2- r1c1 => ...
**     Discontinuous Nice Loop: 3/9 r5c2 -9- r5c7 =9= r1c7 ... -9- r5c2 => r5c2<>9
** Cells follow each other with the link between them ("=5=" strong, "-5-"
** weak); a change of digit inside a cell is not written (the next link's
** digit shows it); a group node is its cells ("r4c23"). An AIC or XY-Chain
** names the digit of its first node before the chain ("5-") and that of
** its last after it ("-1"). The step layout is that of strategies/chains.c:
** the marks are the chain's candidates in order (a group's cells in a row,
** of one colour), the links join the nodes.
*/
#include "text_formats.h"

#include <stdbool.h>

#include "mask.h"

/* One node of the chain: marks[first .. first + n) (a group has several). */
typedef struct text_node {
    int first, n;
} text_node;

/* The chain's nodes: consecutive marks of one digit and one colour are one
** node (nodes alternate colours). Returns how many. */
static int chain_nodes(const nonet_step *s, text_node nodes[NONET_STEP_MAX_MARKS]) {
    int n = 0;
    for (int i = 0; i < s->n_marks; i++) {
        const nonet_mark *m = &s->marks[i], *prev = i ? &s->marks[i - 1] : NULL;
        if (prev && prev->role == m->role && prev->digit == m->digit) {
            nodes[n - 1].n++;
            continue;
        }
        nodes[n].first = i;
        nodes[n++].n = 1;
    }
    return n;
}

/* A node's cells, compressed: "r4c5" or "r4c23". */
static void tb_node(text_buf *tb, const nonet_step *s, const text_node *node) {
    uint8_t cells[3];
    int n = node->n < 3 ? node->n : 3;
    for (int i = 0; i < n; i++) cells[i] = s->marks[node->first + i].cell;
    tb_cells(tb, cells, n);
}

/*
** The chain from its nodes and links: "r2c3 =5= r4c23 -5- r5c7". Link i
** leads to node i + 1 (the last link of a loop back to node 0); a link
** inside a cell is not written.
*/
static void tb_nodes(text_buf *tb, const nonet_step *s) {
    text_node nodes[NONET_STEP_MAX_MARKS];
    int n = chain_nodes(s, nodes);
    if (!n) return;
    tb_node(tb, s, &nodes[0]);
    for (int i = 0; i < s->n_links; i++) {
        const nonet_link *l = &s->links[i];
        if (l->from.cell == l->to.cell && l->from.digit != l->to.digit) continue;
        tb_text(tb, l->strong ? " =" : " -");
        tb_digits(tb, mask_of(l->to.digit), "");
        tb_text(tb, l->strong ? "= " : "- ");
        tb_node(tb, s, &nodes[i + 1 < n ? i + 1 : 0]);
    }
}

/* The chain with its end digits: "5- r1c2 =5= ... r4c2 -1". */
static void tb_chain_with_ends(text_buf *tb, const nonet_step *s) {
    if (!s->n_marks) return;
    tb_digits(tb, mask_of(s->marks[0].digit), "");
    tb_text(tb, "- ");
    tb_nodes(tb, s);
    tb_text(tb, " -");
    tb_digits(tb, mask_of(s->marks[s->n_marks - 1].digit), "");
}

/* "Name: digits chain => effects", the chain with its end digits or not. */
static void text_chain_line(text_buf *tb, const nonet_step *s, uint16_t digits, bool with_ends) {
    tb_name_digits(tb, s, digits);
    tb_text(tb, " ");
    if (with_ends) tb_chain_with_ends(tb, s);
    else tb_nodes(tb, s);
    tb_then_effects(tb, s);
}

void text_xy_chain(text_buf *tb, const nonet_step *s) {
    text_chain_line(tb, s, s->n_marks ? mask_of(s->marks[0].digit) : 0, true);
}

void text_aic(text_buf *tb, const nonet_step *s) { text_chain_line(tb, s, s->digits, true); }

void text_chain(text_buf *tb, const nonet_step *s) { text_chain_line(tb, s, s->digits, false); }
