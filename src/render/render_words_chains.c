/*
** render_words_chains.c -- the sentences of the families built on links
** (words.h): chains and loops (single-digit patterns, wings of links, X-,
** XY- and alternating chains, nice loops, SE's cycles),
** uniqueness, almost locked sets, and forcing chains and nets (HoDoKu's,
** SE's ladder, nested, Kraken Fish). The links are told one by one
** (w_links); what the chain proves is read from its two ends.
*/
#include "tables.h"
#include "technique.h"
#include "words.h"

static bool same(nonet_candidate a, nonet_candidate b) { return a.cell == b.cell && a.digit == b.digit; }

/* What the chain from its first start to its last end proves, from the
** truth of both (a strong link's start is false, a weak link's true). */
static void chain_conclusion(words *w, const nonet_step *s) {
    const nonet_link *first = &s->links[0], *last = &s->links[s->n_links - 1];
    bool start_on = !first->strong, end_on = w_link_to_on(s, s->n_links - 1);
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
    w_text(w, "The sets cannot both hold a digit they share where all its places see each other, so one of them "
              "holds the other shared digit: a cell that sees all its places in both sets cannot hold it.");
    w_result(w, s);
}

/* Whether every branch starts from the same state (one assumption). */
static bool one_start(const nonet_step *s) {
    for (int i = 1; i < s->n_links; i++) {
        if (same(s->links[i].from, s->links[i - 1].to)) continue;
        if (!same(s->links[i].from, s->links[0].from) || s->links[i].strong != s->links[0].strong) return false;
    }
    return true;
}

void words_net(words *w, const nonet_step *s) {
    if (s->technique == NONET_T_KRAKEN_FISH) {
        char base[W_LIST], fins[W_LIST];
        W_SAY(w, "A fish on {1} whose fins are {2}: either the fish stands, or one of its fins is true.",
              w_units_role(w, base, sizeof base, s, NONET_ROLE_BASE),
              w_mark_cells(w, fins, sizeof fins, s, NONET_ROLE_FIN, NULL));
        w_gap(w);
    }
    w_text(w, "Assume a candidate and follow what must follow, branch by branch; each consequence may use the "
              "candidates the branch has already removed.");
    w_gap(w);
    w_links(w, s);
    w_gap(w);
    char start[64];
    if (s->n_links && one_start(s))
        W_SAY(w, "Every branch starts from {1}, and together they end in a contradiction, so that start is false.",
              w_state(w, start, sizeof start, s->links[0].from, !s->links[0].strong));
    else
        w_text(w, "One of the branches' starts must be true, and every branch ends the same way, so that end holds "
                  "whichever start is true.");
    w_result(w, s);
}
