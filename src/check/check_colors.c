/*
** check_colors.c -- Multi Colors: two clusters of one digit's conjugate
** pairs, colours A/B the first and C/D the second. Each recorded link is a
** strong link of the grid joining the two colours of one cluster, and each
** cluster is connected by them, so within a cluster one colour is true and
** the other false.
*/
#include "check.h"
#include "mask.h"
#include "tables.h"

static int ck_mark_at(const ck_step *s, ck_cand c) {
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].cell == c.cell && s->marks[i].digit == c.digit) return i;
    return -1;
}

static int ck_root(int *up, int i) {
    while (up[i] != i) i = up[i] = up[up[i]];
    return i;
}

/* The links hold and join each cluster: false with the reason. */
static bool ck_clusters(const nonet_grid *g, ck_step *s, int d) {
    char b[12];
    int up[CK_MAX_MARKS];
    for (int i = 0; i < s->n_marks; i++) {
        up[i] = i;
        if (s->marks[i].digit != d || s->marks[i].role < CK_A || s->marks[i].role > CK_D)
            return ck_fail(s, "candidate %s is not a colour of digit %d", ck_name(&s->marks[i], b), d);
    }
    for (int i = 0; i < s->n_links; i++) {
        const ck_link *l = &s->links[i];
        int f = ck_mark_at(s, l->from), t = ck_mark_at(s, l->to);
        if (f < 0 || t < 0 || !l->strong || !ck_strong(g, l->from, l->to) || l->from.digit != l->to.digit ||
            (s->marks[f].role ^ 1) != s->marks[t].role)
            return ck_fail(s, "link %s is not a strong link between the colours of one cluster", ck_name(&l->from, b));
        up[ck_root(up, f)] = ck_root(up, t);
    }
    int root[2] = {-1, -1};
    for (int i = 0; i < s->n_marks; i++) {
        int c = s->marks[i].role >= CK_C, r = ck_root(up, i);
        if (root[c] < 0) root[c] = r;
        if (root[c] != r) return ck_fail(s, "candidate %s is not joined to its cluster", ck_name(&s->marks[i], b));
    }
    return (root[0] >= 0 && root[1] >= 0) || ck_fail(s, "Multi Colors has two clusters");
}

/* Whether some candidate of colour x cannot be true with one of colour y. */
static bool ck_colours_clash(const nonet_grid *g, const ck_step *s, int x, int y) {
    for (int i = 0; i < s->n_marks; i++)
        for (int j = 0; j < s->n_marks; j++)
            if (s->marks[i].role == x && s->marks[j].role == y && ck_weak(g, s->marks[i], s->marks[j])) return true;
    return false;
}

/* Whether e is a candidate of colour x. */
static bool ck_is_colour(const ck_step *s, ck_cand e, int x) {
    int m = ck_mark_at(s, e);
    return m >= 0 && s->marks[m].role == x;
}

/* Type 1: when x and y clash, x's partner or y's is true; e goes when it
** sees one of each. Type 2: a colour clashing with both of the other
** cluster's is false, all its candidates go. */
static bool ck_multi_elim(const nonet_grid *g, const ck_step *s, ck_cand e) {
    for (int x = CK_A; x <= CK_B && s->variant == 1; x++)
        for (int y = CK_C; y <= CK_D; y++) {
            if (!ck_colours_clash(g, s, x, y)) continue;
            bool seen_x = false, seen_y = false;
            for (int i = 0; i < s->n_marks; i++) {
                seen_x |= s->marks[i].role == (x ^ 1) && ck_weak(g, e, s->marks[i]);
                seen_y |= s->marks[i].role == (y ^ 1) && ck_weak(g, e, s->marks[i]);
            }
            if (seen_x && seen_y) return true;
        }
    if (s->variant != 2) return false;
    for (int x = CK_A; x <= CK_D; x++) {
        int o = x <= CK_B ? CK_C : CK_A;
        bool both = x <= CK_B ? ck_colours_clash(g, s, x, o) && ck_colours_clash(g, s, x, o + 1)
                              : ck_colours_clash(g, s, o, x) && ck_colours_clash(g, s, o + 1, x);
        if (both && ck_is_colour(s, e, x)) return true;
    }
    return false;
}

bool ck_multi_colors(const nonet_grid *g, ck_step *s) {
    if (!mask_single(s->digits) || !ck_no_placements(s) || !ck_clusters(g, s, mask_lowest(s->digits))) return false;
    if (s->variant != 1 && s->variant != 2) return ck_fail(s, "no checker for multi_colors type %d", s->variant);
    return ck_elims_within(g, s, ck_multi_elim, "seen as the clusters' colours require");
}
