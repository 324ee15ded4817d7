/*
** check_chain.c -- chains and loops from their links: single-digit patterns
** (Skyscraper, 2-String Kite, Turbot Fish), W-Wing, XY-Wing, X-Chain,
** XY-Chain, AIC, nice loops (continuous and discontinuous) and their
** grouped forms; beside them XYZ-Wing, Empty Rectangle, Simple Colors and
** Remote Pair, whose records are not one chain.
**
** A chain is the record's links in order: each link starts where the one
** before ended, each recorded strong link is strong in the grid (a bivalue
** cell, a conjugate pair in a unit, or for a grouped kind a group: the
** digit's places in the unit are exactly the two nodes), each weak link is
** weak (both ends cannot be true), and the types alternate. Then:
** open chain (strong at both ends) => what is weakly linked to both ends
** goes; loop through the start with strong links all the way (continuous)
** => what is weakly linked to both nodes of one of its weak links goes;
** loop broken at the start by two strong links => the start is placed, by
** two weak links => what is weakly linked to both inner ends goes.
** A node of a grouped kind is its candidate with the record's candidates of
** the same digit and colour in its box and line (its group).
*/
#include <string.h>

#include "check.h"
#include "mask.h"
#include "tables.h"

typedef struct ck_node { int digit, n; int cells[3]; } ck_node;

static int ck_role_at(const ck_step *s, ck_cand c) {
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].cell == c.cell && s->marks[i].digit == c.digit) return s->marks[i].role;
    return -1;
}

/* The first of the record's candidates equal to c at index from or later,
** else the first anywhere (a loop's last node is its first), else -1. */
static int ck_mark_at(const ck_step *s, ck_cand c, int from) {
    int first = -1;
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].cell == c.cell && s->marks[i].digit == c.digit) {
            if (i >= from) return i;
            if (first < 0) first = i;
        }
    return first;
}

/* The node a link end stands for: one candidate, or for a grouped kind its
** group, the record's candidates next to mark `at` (c) in the list of the
** same digit and colour in its box and line (a group's cells are listed
** together). */
static ck_node ck_group_at(const ck_step *s, int at, ck_cand c, bool grouped) {
    ck_node n = {c.digit, 1, {c.cell, 0, 0}};
    if (!grouped || at < 0) return n;
    for (int dir = -1; dir <= 1; dir += 2)
        for (int i = at + dir; i >= 0 && i < s->n_marks && n.n < 3; i += dir) {
            ck_cand m = s->marks[i];
            bool line = cell_row(m.cell) == cell_row(c.cell) || cell_col(m.cell) == cell_col(c.cell);
            if (m.digit != c.digit || m.role != s->marks[at].role || !line || cell_box(m.cell) != cell_box(c.cell))
                break;
            n.cells[n.n++] = m.cell;
        }
    if (n.n == 3 && !(cell_row(n.cells[1]) == cell_row(n.cells[2]) || cell_col(n.cells[1]) == cell_col(n.cells[2])))
        n.n = 1; /* not one line: no group */
    return n;
}

static ck_node ck_node_of(const ck_step *s, ck_cand c, bool grouped) {
    return ck_group_at(s, ck_mark_at(s, c, 0), c, grouped);
}

/* A chain's nodes in order: node 0 starts link 0, node k+1 ends link k.
** The record lists the nodes' candidates in chain order, so each is found
** after the one before: a candidate may stand for the start and again
** inside a later group (r1c3 -5- r7c3 =5= r13c3: the group holds r1c3). */
static void ck_chain_nodes(const ck_step *s, bool grouped, ck_node *nodes) {
    int from = 0;
    for (int k = 0; k <= s->n_links; k++) {
        ck_cand c = k ? s->links[k - 1].to : s->links[0].from;
        int at = ck_mark_at(s, c, from);
        nodes[k] = ck_group_at(s, at, c, grouped);
        if (at >= from) from = at + 1;
    }
}

static bool ck_node_has(const ck_node *n, int cell) {
    for (int i = 0; i < n->n; i++)
        if (n->cells[i] == cell) return true;
    return false;
}

static bool ck_node_weak(const ck_node *a, const ck_node *b) {
    if (a->n == 1 && b->n == 1)
        return ck_weak(NULL, (ck_cand){(uint8_t)a->cells[0], (uint8_t)a->digit, 0},
                       (ck_cand){(uint8_t)b->cells[0], (uint8_t)b->digit, 0});
    if (a->digit != b->digit) return false;
    for (int i = 0; i < a->n; i++)
        for (int j = 0; j < b->n; j++)
            if (!ck_sees(a->cells[i], b->cells[j])) return false;
    return true;
}

static bool ck_node_strong(const nonet_grid *g, const ck_node *a, const ck_node *b) {
    for (int i = 0; i < a->n; i++)
        if (!ck_has(g, a->cells[i], a->digit)) return false;
    for (int i = 0; i < b->n; i++)
        if (!ck_has(g, b->cells[i], b->digit)) return false;
    if (a->n == 1 && b->n == 1)
        return ck_strong(g, (ck_cand){(uint8_t)a->cells[0], (uint8_t)a->digit, 0},
                         (ck_cand){(uint8_t)b->cells[0], (uint8_t)b->digit, 0});
    if (a->digit != b->digit) return false;
    for (int u = 0; u < N_UNITS; u++) {
        uint16_t want = 0;
        bool inside = true;
        for (int i = 0; i < a->n + b->n; i++) {
            int c = i < a->n ? a->cells[i] : b->cells[i - a->n];
            inside = inside && cell_in_unit(c, u);
            if (inside) want |= cell_position(c, unit_kind(u));
        }
        if (inside && !ck_node_has(a, b->cells[0]) && ck_places(g, u, a->digit) == want) return true;
    }
    return false;
}

/* The record's links hold in g with their recorded types; with nodes (a
** chain's, ck_chain_nodes) each starts where the one before ended and the
** types alternate. */
static bool ck_links_hold(const nonet_grid *g, ck_step *s, const ck_node *nodes) {
    char b1[12], b2[12];
    bool sequence = nodes != NULL;
    if (!s->n_links) return ck_fail(s, "%s without links", s->technique);
    for (int i = 0; i < s->n_links; i++) {
        const ck_link *l = &s->links[i];
        if (sequence && i && memcmp(&s->links[i - 1].to, &l->from, 2) != 0)
            return ck_fail(s, "link %s-%s does not start where link %d ended", ck_name(&l->from, b1),
                           ck_name(&l->to, b2), i);
        ck_node a = sequence ? nodes[i] : ck_node_of(s, l->from, false);
        ck_node b = sequence ? nodes[i + 1] : ck_node_of(s, l->to, false);
        if (ck_role_at(s, l->from) < 0 || ck_role_at(s, l->to) < 0)
            return ck_fail(s, "link %s-%s joins a candidate the pattern lacks", ck_name(&l->from, b1),
                           ck_name(&l->to, b2));
        if (!ck_has(g, l->from.cell, l->from.digit) || !ck_has(g, l->to.cell, l->to.digit))
            return ck_fail(s, "link %s-%s joins a candidate the grid lacks", ck_name(&l->from, b1),
                           ck_name(&l->to, b2));
        if (l->strong ? !ck_node_strong(g, &a, &b) : !ck_node_weak(&a, &b))
            return ck_fail(s, "link %s-%s is %s", ck_name(&l->from, b1), ck_name(&l->to, b2),
                           l->strong ? "not strong" : "not weak");
        if (sequence && i && s->links[i - 1].strong == l->strong)
            return ck_fail(s, "links %d and %d are both %s", i, i + 1, l->strong ? "strong" : "weak");
    }
    return true;
}

static bool ck_cand_in(const ck_node *n, ck_cand e) {
    return e.digit == n->digit && ck_node_has(n, e.cell);
}

static bool ck_weak_to_node(ck_cand e, const ck_node *n) {
    ck_node x = {e.digit, 1, {e.cell, 0, 0}};
    return !ck_cand_in(n, e) && ck_node_weak(&x, n);
}

/* Eliminations weakly linked to both nodes of link ends a and b. */
static bool ck_elims_between(ck_step *s, const ck_node *a, const ck_node *b) {
    char buf[12];
    for (int i = 0; i < s->n_elim; i++)
        if (!ck_weak_to_node(s->elim[i], a) || !ck_weak_to_node(s->elim[i], b))
            return ck_fail(s, "elimination %s does not see both ends of the chain", ck_name(&s->elim[i], buf));
    return true;
}

/* A continuous loop: its nodes take two colours in turn (all of one colour
** true), so each elimination is weakly linked to two nodes of opposite
** colours: most often both ends of one weak link, in Sudoku Explainer's
** cycles also two nodes apart (a candidate seeing a node and the node an odd
** number of links on). */
static bool ck_loop_elims(ck_step *s, const ck_node *nodes) {
    char buf[12];
    if (s->n_links % 2) return ck_fail(s, "a continuous loop has an even number of links");
    for (int i = 0; i < s->n_elim; i++) {
        bool seen[2] = {false, false};
        for (int k = 0; k < s->n_links; k++) seen[k % 2] |= ck_weak_to_node(s->elim[i], &nodes[k]);
        if (!seen[0] || !seen[1])
            return ck_fail(s, "elimination %s sees no two nodes of opposite colours in the loop",
                           ck_name(&s->elim[i], buf));
    }
    return true;
}

static bool ck_chain_logic(ck_step *s, const ck_node *nodes) {
    const ck_link *first = &s->links[0], *last = &s->links[s->n_links - 1];
    bool loop = memcmp(&first->from, &last->to, 2) == 0;
    int n = s->n_links;
    if (!loop) {
        if (!first->strong || !last->strong) return ck_fail(s, "an open chain starts and ends with strong links");
        return ck_no_placements(s) && ck_elims_between(s, &nodes[0], &nodes[n]);
    }
    if (n % 2 == 0) return ck_no_placements(s) && ck_loop_elims(s, nodes);
    if (first->strong) {
        char b[12];
        ck_node start = {first->from.digit, 1, {first->from.cell, 0, 0}};
        for (int i = 0; i < s->n_place; i++)
            if (memcmp(&s->place[i], &first->from, 2) != 0)
                return ck_fail(s, "a loop broken by two strong links places its start %s", ck_name(&first->from, b));
        for (int i = 0; i < s->n_elim; i++)
            if (!ck_weak_to_node(s->elim[i], &start))
                return ck_fail(s, "elimination %s does not follow from the start %s", ck_name(&s->elim[i], b),
                               ck_name(&first->from, b));
        return true;
    }
    if (n < 3) return ck_fail(s, "a loop of %d links", n);
    return ck_no_placements(s) && ck_elims_between(s, &nodes[1], &nodes[n - 1]);
}

static bool ck_remote_pair(const nonet_grid *g, ck_step *s);

bool ck_chain(const nonet_grid *g, ck_step *s) {
    bool grouped = strncmp(s->technique, "grouped_", 8) == 0;
    if (!strcmp(s->technique, "remote_pair")) return ck_remote_pair(g, s);
    if (!strcmp(s->technique, "xy_wing") && !s->n_links) return ck_wing_cells(g, s);
    if (!s->n_links) return ck_fail(s, "%s without links", s->technique);
    ck_node nodes[CK_MAX_LINKS + 1];
    ck_chain_nodes(s, grouped, nodes);
    return ck_links_hold(g, s, nodes) && ck_chain_logic(s, nodes);
}

/* ---- patterns that are not one chain ----------------------------------------- */

/* The record's candidates are one cluster: each joined to the first by links. */
static bool ck_connected(ck_step *s) {
    char b1[12];
    bool seen[CK_MAX_MARKS] = {false};
    if (!s->n_marks) return ck_fail(s, "no coloured candidates");
    seen[0] = true;
    for (bool grew = true; grew;) {
        grew = false;
        for (int i = 0; i < s->n_links; i++)
            for (int m = 0; m < s->n_marks; m++)
                for (int o = 0; o < s->n_marks; o++) {
                    bool fwd = !memcmp(&s->marks[m], &s->links[i].from, 2) && !memcmp(&s->marks[o], &s->links[i].to, 2);
                    bool back = !memcmp(&s->marks[o], &s->links[i].from, 2) && !memcmp(&s->marks[m], &s->links[i].to, 2);
                    if ((fwd || back) && seen[m] != seen[o]) seen[m] = seen[o] = true, grew = true;
                }
    }
    for (int m = 0; m < s->n_marks; m++)
        if (!seen[m]) return ck_fail(s, "candidate %s is not joined to the cluster", ck_name(&s->marks[m], b1));
    return true;
}

/* Two colours of one digit joined by strong links (Simple Colors), or of
** two digits' bivalue cells joined by weak links of cells that see each
** other (Remote Pair): the colours alternate along every link and the
** record's candidates of colour A and B are one connected cluster. */
static bool ck_two_colours(const nonet_grid *g, ck_step *s, bool strong) {
    char b1[12], b2[12];
    if (!ck_links_hold(g, s, NULL)) return false;
    for (int i = 0; i < s->n_links; i++) {
        const ck_link *l = &s->links[i];
        int ra = ck_role_at(s, l->from), rb = ck_role_at(s, l->to);
        if (l->strong != strong) return ck_fail(s, "link %s-%s has the wrong type", ck_name(&l->from, b1),
                                                ck_name(&l->to, b2));
        bool cell_link = l->from.cell == l->to.cell;
        if ((ra != CK_A && ra != CK_B) || (rb != CK_A && rb != CK_B) || (cell_link ? ra != rb : ra == rb))
            return ck_fail(s, "link %s-%s does not alternate the colours", ck_name(&l->from, b1),
                           ck_name(&l->to, b2));
    }
    return ck_connected(s);
}

/* e is weakly linked to a candidate of each colour. */
static bool ck_sees_both_colours(const nonet_grid *g, const ck_step *s, ck_cand e) {
    bool a = false, b = false;
    for (int i = 0; i < s->n_marks; i++) {
        ck_cand m = s->marks[i];
        if (m.cell == e.cell && m.digit == e.digit) return false;
        if (ck_weak(g, e, m)) a |= m.role == CK_A, b |= m.role == CK_B;
    }
    return a && b;
}

/* A colour with two candidates that cannot both be true is false entirely. */
static int ck_false_colour(const nonet_grid *g, const ck_step *s) {
    for (int i = 0; i < s->n_marks; i++)
        for (int j = i + 1; j < s->n_marks; j++)
            if (s->marks[i].role == s->marks[j].role && ck_weak(g, s->marks[i], s->marks[j]))
                return s->marks[i].role;
    return -1;
}

bool ck_simple_colors(const nonet_grid *g, ck_step *s) {
    char b[12];
    if (!mask_single(s->digits) || !ck_two_colours(g, s, true)) return false;
    int wrong = s->variant == 2 ? ck_false_colour(g, s) : -1;
    if (s->variant == 2 && wrong < 0) return ck_fail(s, "no colour holds two candidates that see each other");
    for (int i = 0; i < s->n_place; i++) {
        int r = ck_role_at(s, s->place[i]);
        if (wrong < 0 || r < 0 || r == wrong) return ck_fail(s, "placement %s is not of the true colour",
                                                             ck_name(&s->place[i], b));
    }
    for (int i = 0; i < s->n_elim; i++) {
        int r = ck_role_at(s, s->elim[i]);
        if (wrong >= 0 ? r != wrong : !ck_sees_both_colours(g, s, s->elim[i]))
            return ck_fail(s, "elimination %s sees no candidate of each colour", ck_name(&s->elim[i], b));
    }
    return true;
}

static bool ck_remote_pair(const nonet_grid *g, ck_step *s) {
    char b[12];
    if (mask_count(s->digits) != 2) return ck_fail(s, "a remote pair is about two digits");
    for (int i = 0; i < s->n_cells; i++)
        if (g->cand[s->cells[i]] != s->digits) return ck_fail(s, "cell r%dc%d is not bivalue in the pair",
                                                             s->cells[i] / 9 + 1, s->cells[i] % 9 + 1);
    for (int i = 0; i < s->n_links; i++)
        if (!s->links[i].strong && s->links[i].from.cell == s->links[i].to.cell)
            return ck_fail(s, "a remote pair's weak links join cells");
    /* in-cell links strong, cell-to-cell links weak: colours alternate by cell */
    for (int i = 0; i < s->n_links; i++)
        if (s->links[i].strong != (s->links[i].from.cell == s->links[i].to.cell))
            return ck_fail(s, "link %s has the wrong type", ck_name(&s->links[i].from, b));
    if (!ck_links_hold(g, s, NULL)) return false;
    for (int i = 0; i < s->n_links; i++) {
        const ck_link *l = &s->links[i];
        if (l->from.cell != l->to.cell && ck_role_at(s, l->from) == ck_role_at(s, l->to))
            return ck_fail(s, "link %s joins cells of one colour", ck_name(&l->from, b));
    }
    if (!ck_no_placements(s) || !ck_connected(s)) return false;
    for (int i = 0; i < s->n_elim; i++) {
        ck_cand e = s->elim[i];
        bool a = false, bb = false;
        for (int k = 0; k < s->n_marks; k++)
            if (s->marks[k].digit == e.digit && ck_sees(s->marks[k].cell, e.cell))
                a |= s->marks[k].role == CK_A, bb |= s->marks[k].role == CK_B;
        if (!mask_has(s->digits, e.digit) || !a || !bb)
            return ck_fail(s, "elimination %s sees no cell of each colour", ck_name(&e, b));
    }
    return true;
}
