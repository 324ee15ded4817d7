/*
** render_chains.c -- chains and loops in HoDoKu's words:
**     X-Chain: 5 r2c3 =5= r2c7 -5- r5c7 =5= r5c1 => r4c3<>5
**     XY-Chain: 1 1- r1c2 -5- r3c1 -7- r9c1 -1 => r8c2<>1
**     AIC: 1/5 5- r1c2 =5= r1c5 -1- r4c5 =1= r4c2 -1 => r4c2<>5
**     Continuous Nice Loop: 2/5 r1c1 =2= r1c5 -5- r3c5 =5= r3c1 -2- r1c1 => ...
**     Discontinuous Nice Loop: 3/9 r5c2 -9- r5c7 =9= r1c7 ... -9- r5c2 => r5c2<>9
** Cells follow each other with the link between them ("=5=" strong, "-5-"
** weak); a change of digit inside a cell is not written (the next link's
** digit shows it); a group node is its cells ("r4c23"), an ALS node its
** set's cells with the digits it is entered and left by ("(5=3)r2c123"),
** or entered by when it forces the next cell ("(5)r2c123"). An AIC or XY-Chain
** names the digit of its first node before the chain ("5-") and that of
** its last after it ("-1"). The step layout is that of strategies/chains.c:
** the marks are the chain's candidates in order (a group's cells in a row,
** of one colour), the links join the nodes.
*/
#include "text_formats.h"

#include <stdbool.h>

#include "mask.h"
#include "tables.h"

/* One node of the chain: marks[first .. first + n) (a group has several);
** an ALS node's entry part also owns the run of colour C after it, the
** rest of its set (rest_n 0 for other nodes). */
typedef struct text_node {
    int first, n, rest, rest_n;
} text_node;

/* The chain's nodes: consecutive marks of one digit and one colour are one
** node (nodes alternate colours); a run of colour C belongs to the node
** before it. Returns how many. */
static int chain_nodes(const nonet_step *s, text_node nodes[NONET_STEP_MAX_MARKS]) {
    int n = 0;
    for (int i = 0; i < s->n_marks; i++) {
        const nonet_mark *m = &s->marks[i], *prev = i ? &s->marks[i - 1] : NULL;
        if (m->role == NONET_ROLE_COLOR_C && n) {
            if (!nodes[n - 1].rest_n) nodes[n - 1].rest = i;
            nodes[n - 1].rest_n++;
        } else if (prev && prev->role == m->role && prev->digit == m->digit) {
            nodes[n - 1].n++;
        } else {
            nodes[n++] = (text_node){.first = i, .n = 1};
        }
    }
    return n;
}

/* Add the cells of marks[first .. first + n) to cells (count *k). */
static void add_mark_cells(const nonet_step *s, int first, int n, uint8_t cells[], int *k) {
    for (int i = first; i < first + n && *k < N_CELLS; i++) cells[(*k)++] = s->marks[i].cell;
}

/* Are the cells of node all among cells[0..k)? */
static bool node_within(const nonet_step *s, const text_node *node, const uint8_t cells[], int k) {
    for (int i = node->first; i < node->first + node->n; i++) {
        bool found = false;
        for (int j = 0; j < k && !found; j++) found = cells[j] == s->marks[i].cell;
        if (!found) return false;
    }
    return true;
}

/*
** An ALS node entered at nodes[at]: "(x=k)r2c123" over the set's cells,
** entered by x and left by k (the next node, a part of the set), or
** "(x)r2c123" when the set forces the next node's cell instead. Returns
** the index of the last node written.
*/
static int tb_als_node(text_buf *tb, const nonet_step *s, const text_node nodes[], int n, int at) {
    uint8_t cells[N_CELLS];
    int k = 0;
    add_mark_cells(s, nodes[at].first, nodes[at].n, cells, &k);
    add_mark_cells(s, nodes[at].rest, nodes[at].rest_n, cells, &k);
    bool exit = at + 1 < n && node_within(s, &nodes[at + 1], cells, k);
    tb_text(tb, "(");
    tb_digits(tb, mask_of(s->marks[nodes[at].first].digit), "");
    if (exit) {
        tb_text(tb, "=");
        tb_digits(tb, mask_of(s->marks[nodes[at + 1].first].digit), "");
    }
    tb_text(tb, ")");
    tb_cells(tb, cells, k);
    return exit ? at + 1 : at;
}

/* Node at's cells, compressed ("r4c5", "r4c23"), or its ALS node; returns
** the index of the last node written. */
static int tb_node(text_buf *tb, const nonet_step *s, const text_node nodes[], int n, int at) {
    if (nodes[at].rest_n) return tb_als_node(tb, s, nodes, n, at);
    uint8_t cells[3];
    int k = nodes[at].n < 3 ? nodes[at].n : 3;
    for (int i = 0; i < k; i++) cells[i] = s->marks[nodes[at].first + i].cell;
    tb_cells(tb, cells, k);
    return at;
}

/*
** The chain from its nodes and links: "r2c3 =5= r4c23 -5- r5c7". Link i
** leads from node i to node i + 1 (the last link of a loop back to node
** 0); a link inside a cell is not written, nor is the one inside an ALS
** node.
*/
static void tb_nodes(text_buf *tb, const nonet_step *s) {
    text_node nodes[NONET_STEP_MAX_MARKS];
    int n = chain_nodes(s, nodes);
    if (!n) return;
    for (int i = tb_node(tb, s, nodes, n, 0); i < s->n_links;) {
        const nonet_link *l = &s->links[i];
        int to = i + 1 < n ? i + 1 : 0;
        if (l->from.cell == l->to.cell && l->from.digit != l->to.digit) {
            i++;
            continue;
        }
        tb_text(tb, l->strong ? " =" : " -");
        tb_digits(tb, mask_of(l->to.digit), "");
        tb_text(tb, l->strong ? "= " : "- ");
        int last = tb_node(tb, s, nodes, n, to);
        i = to ? last : i + 1;
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
