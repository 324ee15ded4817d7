/*
** render_words_chains.c -- the sentences of the families built on links
** (words.h): chains and loops (single-digit patterns, wings of links, X-,
** XY- and alternating chains, nice loops, SE's cycles),
** uniqueness, almost locked sets, and forcing chains and nets (HoDoKu's,
** SE's ladder, nested, Kraken Fish). The links are told one by one
** (w_links); what the chain proves is read from its two ends.
*/
#include "mask.h"
#include "tables.h"
#include "technique.h"
#include "words.h"

static bool same(nonet_candidate a, nonet_candidate b) { return a.cell == b.cell && a.digit == b.digit; }

/* What the chain from its first start to its last end proves, from the
** truth of both (a strong link's start is false, a weak link's true). */
static void chain_conclusion(words *w, const nonet_step *s) {
    const nonet_link *first = &s->links[0], *last = &s->links[s->n_links - 1];
    bool start_on = w_link_from_on(s, 0), end_on = w_link_to_on(s, s->n_links - 1);
    char a[64], b[64];
    w_gap(w);
    if (same(first->from, last->to) && start_on != end_on) {
        W_SAY(w, "The chain comes back to where it started and contradicts it, so {1}.",
              w_state(w, a, sizeof a, first->from, !start_on));
    } else if (!same(first->from, last->to) && first->from.cell == last->to.cell && !start_on && end_on) {
        W_SAY(w, "So {1} is {2} or {3}: none of its other candidates can be true.", w_cell(a, first->from.cell),
              w_digit(b, first->from.digit), w_digit(b + 2, last->to.digit));
    } else if (same(first->from, last->to) || first->from.cell == last->to.cell) {
        w_text(w,
               "The chain closes into a loop, so each of its links holds both ways: each weak link is in fact "
               "strong, and one of its two candidates is true.");
    } else if (!start_on && end_on) {
        W_SAY(w,
              "So at least one of the two ends is true: {1} or {2}. A candidate that clashes with both ends "
              "cannot be true.",
              w_state(w, a, sizeof a, first->from, true), w_state(w, b, sizeof b, last->to, true));
    } else {
        w_text(w, "So the candidates below cannot be true.");
    }
}

void words_chain(words *w, const nonet_step *s) {
    char d[64];
    if (!s->n_links) {
        W_SAY(w, "A pattern on {1} removes these candidates.", w_digits(w, d, sizeof d, s->digits));
        w_result(w, s);
        return;
    }
    w_text(w, "Follow the chain link by link.");
    w_gap(w);
    w_links(w, s);
    chain_conclusion(w, s);
    w_result(w, s);
}

/* The pattern's cells, else the cells of its marks. */
static const char *pattern_cells(const words *w, char *buf, size_t size, const nonet_step *s) {
    return s->n_cells ? w_step_cells(w, buf, size, s) : w_mark_cells(w, buf, size, s, -1, NULL);
}

void words_uniqueness(words *w, const nonet_step *s) {
    char cells[W_LIST], d[64];
    w_text(w, "This step assumes that the puzzle has exactly one solution.");
    w_gap(w);
    if (s->technique == NONET_T_BUG || s->technique == NONET_T_BUG_PLUS_1)
        W_SAY(w,
              "If every unsolved cell held only two candidates, the puzzle would have two solutions (a bivalue "
              "universal grave). Only {1} keeps it from that, so the extra candidates there must decide it.",
              pattern_cells(w, cells, sizeof cells, s));
    else
        W_SAY(w,
              "The cells {1} would form a deadly pattern on {2}: if they held only those digits, they could be "
              "swapped and the puzzle would have two solutions. So that must not happen.",
              pattern_cells(w, cells, sizeof cells, s), w_digits(w, d, sizeof d, s->digits));
    if (s->n_links) {
        w_gap(w);
        w_links(w, s);
    }
    w_result(w, s);
}

/* The last of roles that marks a cell, or -1. */
static int last_role(const nonet_step *s, const int *roles, size_t n) {
    int last = -1;
    for (size_t i = 0; i < n; i++)
        if (w_role_digits(s, roles[i])) last = roles[i];
    return last;
}

/* Why the sets force the result: ALS-XZ's restricted common digit, a
** chain's (or a wing's, A - C - B) ends, a Death Blossom's petals, a Sue
** de Coq's crossing. */
static void als_conclusion(words *w, const nonet_step *s, const int *roles, size_t n_roles) {
    char a[W_LIST], b[W_LIST], c[W_LIST], d[64], z[2];
    w_digit(z, s->n_eliminations ? s->eliminations[0].digit : 0);
    int end = s->technique == NONET_T_ALS_XY_WING ? NONET_ROLE_COLOR_B : last_role(s, roles, n_roles);
    switch (s->technique) {
    case NONET_T_ALS_XY_WING: case NONET_T_ALS_XY_CHAIN:
        W_SAY(w,
              "Linked sets share a digit whose places all see each other, so at most one of the two holds it. If "
              "the set {1} had no {3}, it would hold all its other digits, the linking one too; the next set would "
              "then lose that digit and hold all its others, and so on along the chain, until the set {2} holds "
              "{3}. So one of these two sets holds {3}: a cell that sees every {3} of both cannot be {3}.",
              w_mark_cells(w, a, sizeof a, s, NONET_ROLE_COLOR_A, NULL), w_mark_cells(w, b, sizeof b, s, end, NULL),
              z);
        break;
    case NONET_T_DEATH_BLOSSOM:
        W_SAY(w,
              "Whichever digit the stem holds, it takes that digit from one set, which then holds all its other "
              "digits, {1} among them. So some set holds {1}: a cell that sees every {1} of every set cannot be "
              "{1}.",
              z);
        break;
    case NONET_T_SUE_DE_COQ:
        W_SAY(w,
              "The crossing {1} holds {4}. {2}, in the same row or column, and {3}, in the same box, share no digit, "
              "and all these cells together hold as many digits as they have cells, so each of those digits "
              "lies in them: the other cells of the row or column lose the digits of {2} and the crossing's "
              "digits that {3} lacks, and the other cells of the box lose the digits of {3} and the crossing's "
              "digits that {2} lacks.",
              w_mark_cells(w, a, sizeof a, s, NONET_ROLE_PATTERN, NULL),
              w_mark_cells(w, b, sizeof b, s, NONET_ROLE_COLOR_A, NULL),
              w_mark_cells(w, c, sizeof c, s, NONET_ROLE_COLOR_B, NULL),
              w_digits(w, d, sizeof d, w_role_digits(s, NONET_ROLE_PATTERN)));
        break;
    default:
        w_text(w, "The sets cannot both hold a digit they share where all its places see each other, so one of "
                  "them holds the other shared digit: a cell that sees all its places in both sets cannot hold it.");
    }
}

void words_als(words *w, const nonet_step *s) {
    static const int roles[] = {NONET_ROLE_COLOR_A, NONET_ROLE_COLOR_B, NONET_ROLE_COLOR_C, NONET_ROLE_COLOR_D,
                                NONET_ROLE_PATTERN};
    char cells[W_LIST], digits[64];
    w_text(w, "An almost locked set is N cells of one unit holding N+1 digits: take one digit away and the rest "
              "are locked in.");
    for (size_t i = 0; i < sizeof roles / sizeof roles[0]; i++) {
        int n = 0;
        w_mark_cells(w, cells, sizeof cells, s, roles[i], &n);
        if (!n) continue;
        w_gap(w);
        W_SAY(w, "A set: {1}, with {2}.", cells, w_digits(w, digits, sizeof digits, w_role_digits(s, roles[i])));
    }
    int n_pivot = 0;
    w_mark_cells(w, cells, sizeof cells, s, NONET_ROLE_PIVOT, &n_pivot);
    if (n_pivot) {
        w_gap(w);
        W_SAY(w, "Each candidate of the stem {1} locks one of the sets.", cells);
    }
    if (s->n_links) {
        w_gap(w);
        w_links(w, s);
    }
    w_gap(w);
    als_conclusion(w, s, roles, sizeof roles / sizeof roles[0]);
    w_result(w, s);
}

/* Whether every branch starts from the same state (one assumption). */
static bool one_start(const nonet_step *s) {
    for (int i = 1; i < s->n_links; i++) {
        if (same(s->links[i].from, s->links[i - 1].to)) continue;
        if (!same(s->links[i].from, s->links[0].from) || w_link_from_on(s, i) != w_link_from_on(s, 0)) return false;
    }
    return true;
}

/* The branches' starts, each once, and what they have in common. */
typedef struct branch_set {
    nonet_candidate at[NONET_STEP_MAX_LINKS];
    uint8_t cells[NONET_STEP_MAX_LINKS];
    int n;
    uint16_t digits;
    bool one_cell, one_digit, all_on; /* all_on: every start assumed true */
} branch_set;

static void starts_of(const nonet_step *s, branch_set *b) {
    b->n = 0;
    b->digits = 0;
    b->all_on = true;
    for (int i = 0; i < s->n_links; i++) {
        if (i && same(s->links[i].from, s->links[i - 1].to)) continue;
        b->all_on &= w_link_from_on(s, i);
        bool seen = false;
        for (int k = 0; k < b->n; k++) seen |= same(b->at[k], s->links[i].from);
        if (!seen) b->at[b->n++] = s->links[i].from;
    }
    b->one_cell = b->one_digit = b->n > 1;
    for (int i = 0; i < b->n; i++) {
        b->one_cell &= b->at[i].cell == b->at[0].cell;
        b->one_digit &= b->at[i].digit == b->at[0].digit;
        b->digits |= mask_of(b->at[i].digit);
        b->cells[i] = b->at[i].cell;
    }
}

/* The one unit holding every start's cell; -1 when none does, or when two
** do (cells of a row inside one box), since the record does not say which
** of the two the branches cover. */
static int unit_of_starts(const nonet_candidate *starts, int n) {
    int found = -1, count = 0;
    for (int k = 0; k < 3; k++) {
        int unit = cell_units[starts[0].cell][k];
        bool all = true;
        for (int i = 1; i < n; i++) all &= cell_units[starts[i].cell][k] == unit;
        if (all) found = unit, count++;
    }
    return count == 1 ? found : -1;
}

/* Why one of the starts is true, told before the branches: they are a
** cell's candidates, a digit's places in a unit (HoDoKu's and SE's cell and
** region chains), or a candidate and its opposite; else the plain claim. */
static void branch_starts(words *w, const nonet_step *s) {
    branch_set b;
    starts_of(s, &b);
    int unit = b.one_digit ? unit_of_starts(b.at, b.n) : -1;
    char list[W_LIST], name[64], c[5], d[2];
    w_cell(c, b.at[0].cell);
    w_digit(d, b.at[0].digit);
    if (b.n == 1)
        W_SAY(w, "Either {1} is {2} or it is not, and the branches follow both.", c, d);
    else if (b.all_on && b.one_cell)
        W_SAY(w, "The branches start from every candidate of {1}, {2}, and one of them is true.", c,
              w_digits(w, name, sizeof name, b.digits));
    else if (b.all_on && unit >= 0)
        W_SAY(w, "The branches start from every place of {1} in {2}, {3}, and one of them is true.", d,
              w_unit(w, name, sizeof name, unit), w_cells(w, list, sizeof list, b.cells, b.n));
    else if (b.all_on && b.one_digit)
        W_SAY(w, "The branches start from every place of {1} in a unit they share, and one of them is true.", d);
    else
        w_text(w, "One of the branches' starts must be true.");
    w_gap(w);
}

void words_net(words *w, const nonet_step *s) {
    bool kraken = s->technique == NONET_T_KRAKEN_FISH, one = s->n_links && one_start(s);
    if (kraken) {
        char base[W_LIST], fins[W_LIST];
        W_SAY(w, "A fish on {1} whose fins are {2}: either the fish stands, or one of its fins is true.",
              w_units_role(w, base, sizeof base, s, NONET_ROLE_BASE),
              w_mark_cells(w, fins, sizeof fins, s, NONET_ROLE_FIN, NULL));
        w_gap(w);
    }
    w_text(w, "Assume a candidate and follow what must follow, branch by branch; each consequence may use the "
              "candidates the branch has already removed.");
    w_gap(w);
    if (!kraken && !one) branch_starts(w, s);
    w_links(w, s);
    w_gap(w);
    char start[64];
    if (kraken)
        w_text(w, "The fish, if it stands, gives this end, and so does every fin's branch, so it holds in every case.");
    else if (one)
        W_SAY(w, "Every branch starts from {1}, and together they end in a contradiction, so that start is false.",
              w_state(w, start, sizeof start, s->links[0].from, w_link_from_on(s, 0)));
    else
        w_text(w, "Every branch ends the same way, so that end holds whichever start is true.");
    w_result(w, s);
}
