/*
** words_parts.c -- the pieces of a step's sentences (words.h): phrases from
** the catalogues with numbered places, lists joined as the language joins
** them, states of candidates, a chain told link by link, the result.
*/
#include <limits.h>
#include <string.h>

#include "mask.h"
#include "tables.h"
#include "technique.h"
#include "words.h"

void w_say(words *w, const char *msgid, int n, const char *const *args) {
    const char *p = nonet_text(w->lang, msgid);
    while (*p) {
        const char *open = strchr(p, '{');
        if (!open) {
            tb_text(w->tb, p);
            return;
        }
        int k = open[1] - '1';
        if (k < 0 || k >= 9 || open[2] != '}') {
            /* Not a place: copy through the brace. */
            text_buf *tb = w->tb;
            for (; p <= open; p++) tb_printf(tb, "%c", *p);
            continue;
        }
        if (open > p) {
            char chunk[256];
            size_t len = (size_t)(open - p);
            while (len) {
                size_t part = len < sizeof chunk - 1 ? len : sizeof chunk - 1;
                memcpy(chunk, p, part);
                chunk[part] = '\0';
                tb_text(w->tb, chunk);
                p += part;
                len -= part;
            }
        }
        if (k < n && args[k]) tb_text(w->tb, args[k]);
        p = open + 3;
    }
}

void w_text(words *w, const char *msgid) { w_say(w, msgid, 0, NULL); }

/* Sentences are spaced where the language's full stop is ASCII (". "),
** and run on after a full-width one ("。"). */
void w_gap(words *w) {
    if (!(nonet_text(w->lang, ".")[0] & 0x80)) tb_text(w->tb, " ");
}

const char *w_cell(char buf[5], int cell) { return nonet_cell_name(cell, buf); }

const char *w_digit(char buf[2], int digit) {
    buf[0] = (char)('0' + (digit >= 1 && digit <= 9 ? digit : 0));
    buf[1] = '\0';
    return buf;
}

const char *w_unit(const words *w, char *buf, size_t size, int unit) {
    static const char *const kinds[] = {"row {1}", "column {1}", "box {1}"};
    char number[2];
    text_buf tb;
    tb_init(&tb, buf, size);
    words sub = {&tb, w->lang};
    w_say(&sub, kinds[unit_kind(unit) % 3], 1, (const char *[]){w_digit(number, unit % 9 + 1)});
    return buf;
}

/* A list being joined: ", " between items, " and " before the last. */
typedef struct joiner {
    words sub;
    text_buf tb;
    int i, n;
} joiner;

static void join_begin(joiner *j, const words *w, char *buf, size_t size, int n) {
    tb_init(&j->tb, buf, size);
    j->sub.tb = &j->tb;
    j->sub.lang = w->lang;
    j->i = 0;
    j->n = n;
}

static void join_item(joiner *j, const char *item) {
    if (j->i) w_text(&j->sub, j->i + 1 == j->n ? " and " : ", ");
    tb_text(&j->tb, item);
    j->i++;
}

const char *w_cells(const words *w, char *buf, size_t size, const uint8_t *cells, int n) {
    joiner j;
    join_begin(&j, w, buf, size, n);
    char name[5];
    for (int i = 0; i < n; i++) join_item(&j, w_cell(name, cells[i]));
    return buf;
}

const char *w_digits(const words *w, char *buf, size_t size, uint16_t mask) {
    joiner j;
    join_begin(&j, w, buf, size, mask_count(mask));
    char d[2];
    for (int digit = 1; digit <= 9; digit++)
        if (mask & (1u << (digit - 1))) join_item(&j, w_digit(d, digit));
    return buf;
}

const char *w_units_role(const words *w, char *buf, size_t size, const nonet_step *s, int role) {
    int n = 0;
    for (int i = 0; i < s->n_units; i++) n += role < 0 || s->units[i].role == role;
    joiner j;
    join_begin(&j, w, buf, size, n);
    char name[64];
    for (int i = 0; i < s->n_units; i++)
        if (role < 0 || s->units[i].role == role) join_item(&j, w_unit(w, name, sizeof name, s->units[i].unit));
    return buf;
}

const char *w_mark_cells(const words *w, char *buf, size_t size, const nonet_step *s, int role, int *count) {
    uint8_t cells[N_CELLS];
    bool seen[N_CELLS] = {false};
    int n = 0;
    for (int i = 0; i < s->n_marks; i++) {
        const nonet_mark *m = &s->marks[i];
        if ((role >= 0 && m->role != role) || m->cell >= N_CELLS || seen[m->cell]) continue;
        seen[m->cell] = true;
        cells[n++] = m->cell;
    }
    if (count) *count = n;
    return w_cells(w, buf, size, cells, n);
}

const char *w_step_cells(const words *w, char *buf, size_t size, const nonet_step *s) {
    return w_cells(w, buf, size, s->cells, s->n_cells);
}

const char *w_state(const words *w, char *buf, size_t size, nonet_candidate c, bool on) {
    char cell[5], digit[2];
    text_buf tb;
    tb_init(&tb, buf, size);
    words sub = {&tb, w->lang};
    W_SAY(&sub, on ? "{1} is {2}" : "{1} is not {2}", w_cell(cell, c.cell), w_digit(digit, c.digit));
    return buf;
}

static bool same(nonet_candidate a, nonet_candidate b) { return a.cell == b.cell && a.digit == b.digit; }

/* The forcing chains and nets, static or dynamic, HoDoKu's and SE's: their
** links may leave a true candidate, so their marks say each node's state. */
bool w_is_dynamic(const nonet_step *s) {
    static const char *const families[] = {"forcing_chains", "forcing_nets", "kraken_fish", "se_ladder"};
    const nonet_technique_info *info = nonet_technique_info_of(s->technique);
    for (size_t i = 0; info && info->family && i < sizeof families / sizeof *families; i++)
        if (!strcmp(info->family, families[i])) return true;
    return false;
}

/* Whether a forcing chain's or net's branch end is on, when no link goes
** on from it: a weak link's end is off; after a strong one the end's marks
** say (on in colour A, off in colour B, as render_style.c draws them), else
** an eliminated end is off, else on. */
static bool end_state(const nonet_step *s, const nonet_link *l) {
    if (!l->strong) return false;
    bool on = false, off = false;
    for (int i = 0; i < s->n_marks; i++) {
        const nonet_mark *m = &s->marks[i];
        if (m->cell != l->to.cell || m->digit != l->to.digit) continue;
        on |= m->role == NONET_ROLE_COLOR_A;
        off |= m->role == NONET_ROLE_COLOR_B;
    }
    if (on != off) return on;
    for (int i = 0; i < s->n_eliminations; i++)
        if (same(s->eliminations[i], l->to)) return false;
    return true;
}

/* Whether candidates a and b are weakly linked: one cell's two digits, or
** one digit in two cells that see each other. */
static bool weakly_linked(nonet_candidate a, nonet_candidate b) {
    if (a.cell == b.cell) return a.digit != b.digit;
    return a.digit == b.digit && cells_see(a.cell, b.cell);
}

/*
** Each link's start and end state. A branch starts off before a strong
** link and on before a weak one, unless its start is a node already told,
** which keeps its state. In a chain of alternating inference a link's end
** is the opposite of its start: a strong link runs from off to on, and a
** strong link between two candidates is also weak, so colouring's and
** remote pairs' runs of strong links alternate too. A forcing chain's or
** net's link is strong when it reaches an on state and weak when it reaches
** an off one (se_chain.h): a plain link from on to off or off to on, or, in
** a Dynamic+ or nested branch, a weak link from an off state to the state
** a technique on the reduced grid turned off. So a branch goes on from the
** state its last link reached; it starts off before a strong link, and on
** before a weak one to a candidate weakly linked to it (else a technique
** turned that off, which only an off premise does); a branch's end is on
** after a strong link when its marks say so.
*/
static void link_states(const nonet_step *s, bool from_on[], bool to_on[]) {
    bool dynamic = w_is_dynamic(s);
    for (int i = 0; i < s->n_links; i++) {
        const nonet_link *l = &s->links[i];
        from_on[i] = !l->strong;
        if (dynamic && i > 0 && same(s->links[i - 1].to, l->from)) from_on[i] = to_on[i - 1];
        else if (dynamic) from_on[i] = !l->strong && weakly_linked(l->from, l->to);
        for (int j = i - 1; j >= 0 && !dynamic; j--) {
            if (same(s->links[j].to, l->from)) {
                from_on[i] = to_on[j];
                break;
            }
            if (same(s->links[j].from, l->from)) {
                from_on[i] = from_on[j];
                break;
            }
        }
        if (!dynamic)
            to_on[i] = !from_on[i];
        else if (i + 1 < s->n_links && same(s->links[i + 1].from, l->to))
            to_on[i] = l->strong;
        else
            to_on[i] = end_state(s, l);
    }
}

bool w_link_to_on(const nonet_step *s, int i) {
    bool from_on[NONET_STEP_MAX_LINKS], to_on[NONET_STEP_MAX_LINKS];
    link_states(s, from_on, to_on);
    return to_on[i];
}

bool w_link_from_on(const nonet_step *s, int i) {
    bool from_on[NONET_STEP_MAX_LINKS], to_on[NONET_STEP_MAX_LINKS];
    link_states(s, from_on, to_on);
    return from_on[i];
}

/* A run of links with each end's state, and for each link the key its
** inner chain is filed under (nonet_inner_link.explains), -1 for none. */
typedef struct link_run {
    nonet_link links[NONET_STEP_MAX_LINKS];
    bool from_on[NONET_STEP_MAX_LINKS], to_on[NONET_STEP_MAX_LINKS];
    int key[NONET_STEP_MAX_LINKS];
    bool rule[NONET_STEP_MAX_LINKS]; /* a technique on the branch's grid gives its end */
    step_by by[NONET_STEP_MAX_LINKS]; /* which one, where it is known */
    int n;
} link_run;

/* How an inner chain proves its claim, read from its shape: from one start
** S, it comes back to S in the same state (a loop), or reaches the opposite
** of S or both states of one candidate (S is false); or its branches start
** from several candidates, one of which is true, and all end in the claim. */
typedef enum inner_kind { INNER_LOOP, INNER_CONTRADICTION, INNER_FORCING } inner_kind;

static inner_kind inner_kind_of(const link_run *run) {
    const nonet_candidate start = run->links[0].from;
    bool one_start = true, loop = false;
    for (int i = 1; i < run->n; i++)
        one_start &= same(run->links[i].from, run->links[i - 1].to) ||
                     (same(run->links[i].from, start) && run->from_on[i] == run->from_on[0]);
    if (!one_start) return INNER_FORCING;
    for (int i = 0; i < run->n; i++)
        loop |= same(run->links[i].to, start) && run->to_on[i] == run->from_on[0];
    return loop ? INNER_LOOP : INNER_CONTRADICTION;
}

/* What the inner chain of a run has shown, and the claim it gives. */
static void inner_conclusion(words *w, const link_run *run, const char *claim) {
    char start[64], opposite[64];
    nonet_candidate s0 = run->links[0].from;
    bool s0_on = run->from_on[0];
    switch (inner_kind_of(run)) {
    case INNER_LOOP:
        W_SAY(w,
              "The chain comes back to where it started, in the same state: it is a loop, and read the other way "
              "round every state flips. So either all the candidates it says are true are true, or all those it "
              "says are false are true instead, and either way {1}.",
              claim);
        break;
    case INNER_CONTRADICTION:
        w_state(w, start, sizeof start, s0, s0_on);
        w_state(w, opposite, sizeof opposite, s0, !s0_on);
        if (!strcmp(opposite, claim))
            W_SAY(w, "Supposing {1} leads to a contradiction, so {2}.", start, claim);
        else
            W_SAY(w, "Supposing {1} leads to a contradiction, so {2}, and so {3}.", start, opposite, claim);
        break;
    case INNER_FORCING:
        W_SAY(w, "One of those branches' starts is true, and each branch ends with {1}, so {1}.", claim);
        break;
    }
}

static void tell_run(words *w, const nonet_step *s, const link_run *run, bool lower, int depth);

/* The inner chain a nested step's rule link rests on: the links filed
** under key, told as a run of their own, then how they prove the claim. */
static void tell_inner(words *w, const nonet_step *s, int key, nonet_candidate claim, bool claim_on, int depth) {
    link_run inner, *run = &inner;
    run->n = 0;
    for (int j = 0; j < s->n_inner && run->n < NONET_STEP_MAX_LINKS; j++) {
        const nonet_inner_link *in = &s->inner[j];
        if (in->explains != key) continue;
        run->links[run->n] = in->link;
        run->from_on[run->n] = in->from_on;
        run->to_on[run->n] = in->to_on;
        run->rule[run->n] = in->by_rule;
        run->by[run->n] = s->inner_by[j];
        run->key[run->n++] = in->by_rule ? -(j + 1) : INT_MIN;
    }
    if (!run->n) return;
    char state[64];
    w_gap(w);
    W_SAY(w, depth ? "Why {1} at that point of the inner chain: with the candidates it has removed so far,"
                   : "Why {1} in that branch: with the candidates the branch has removed so far,",
          w_state(w, state, sizeof state, claim, claim_on));
    w_gap(w);
    tell_run(w, s, run, true, depth + 1);
    w_gap(w);
    inner_conclusion(w, run, state);
}

/* The inner chains of the links first..last-1 of a run (one branch). */
static void tell_branch_inner(words *w, const nonet_step *s, const link_run *run, int first, int last, int depth) {
    for (int i = first; i < last; i++)
        if (run->key[i] != INT_MIN) tell_inner(w, s, run->key[i], run->links[i].to, run->to_on[i], depth);
}

/* Has the step an inner chain filed under key? */
static bool has_inner(const nonet_step *s, int key) {
    for (int j = 0; j < s->n_inner; j++)
        if (s->inner[j].explains == key) return true;
    return false;
}

/* A rule link with no inner chain: one of Dynamic+'s four techniques on
** the branch's grid gives its end (se_chain.h, sec_rules.level), named
** with where it is (step_by) when the record knows it. */
static void tell_basic_rule(words *w, const nonet_step *s, const link_run *run, int i) {
    if (!run->rule[i] || has_inner(s, run->key[i])) return;
    const step_by *by = &run->by[i];
    char d[2], u0[32], u1[32];
    w_digit(d, run->links[i].to.digit);
    if (by->unit[0] >= 0) w_unit(w, u0, sizeof u0, by->unit[0]);
    if (by->unit[1] >= 0) w_unit(w, u1, sizeof u1, by->unit[1]);
    bool two = by->unit[0] >= 0 && by->unit[1] >= 0, one = by->unit[0] >= 0;
    if (by->technique == NONET_T_POINTING && two)
        W_SAY(w, " (by pointing: on the grid the branch has left, every {1} of {2} is in {3})", d, u0, u1);
    else if (by->technique == NONET_T_CLAIMING && two)
        W_SAY(w, " (by claiming: on the grid the branch has left, every {1} of {2} is in {3})", d, u0, u1);
    else if (by->technique == NONET_T_HIDDEN_PAIR && one)
        W_SAY(w, " (by a hidden pair in {1} on the grid the branch has left)", u0);
    else if (by->technique == NONET_T_NAKED_PAIR && one)
        W_SAY(w, " (by a naked pair in {1} on the grid the branch has left)", u0);
    else if (by->technique == NONET_T_X_WING && two)
        W_SAY(w, " (by an X-Wing on {1} in {2} and {3} on the grid the branch has left)", d, u0, u1);
    else
        w_text(w, " (shown by pointing or claiming, a naked or hidden pair, or an X-Wing on the grid the branch has "
                  "left)");
}

/* A run told a sentence per branch, each branch followed by the inner
** chains its links rest on; lower: the first sentence goes on a phrase. */
static void tell_run(words *w, const nonet_step *s, const link_run *run, bool lower, int depth) {
    char from[64], to[64];
    int branch = 0;
    for (int i = 0; i < run->n; i++) {
        const nonet_link *l = &run->links[i];
        w_state(w, to, sizeof to, l->to, run->to_on[i]);
        if (i && same(l->from, run->links[i - 1].to)) {
            W_SAY(w, ", so {1}", to);
            tell_basic_rule(w, s, run, i);
            continue;
        }
        if (i) {
            w_text(w, ".");
            tell_branch_inner(w, s, run, branch, i, depth);
            w_gap(w);
        }
        branch = i;
        w_state(w, from, sizeof from, l->from, run->from_on[i]);
        if (i == 0 && lower) W_SAY(w, "if {1}, then {2}", from, to);
        else W_SAY(w, "If {1}, then {2}", from, to);
        tell_basic_rule(w, s, run, i);
    }
    if (!run->n) return;
    w_text(w, ".");
    tell_branch_inner(w, s, run, branch, run->n, depth);
}

void w_links(words *w, const nonet_step *s) {
    link_run outer, *run = &outer;
    link_states(s, run->from_on, run->to_on);
    run->n = s->n_links;
    for (int i = 0; i < s->n_links; i++) {
        run->links[i] = s->links[i];
        run->key[i] = i;
        run->rule[i] = s->link_rule[i] != STEP_LINK_PLAIN;
        run->by[i] = s->link_by[i];
    }
    tell_run(w, s, run, false, 0);
}

/* One digit's eliminations, in step order. */
static void result_digit(words *w, const nonet_step *s, int digit) {
    uint8_t cells[NONET_STEP_MAX_ELIMINATIONS];
    bool seen[N_CELLS] = {false};
    int n = 0;
    for (int i = 0; i < s->n_eliminations; i++) {
        const nonet_candidate *e = &s->eliminations[i];
        if (e->digit != digit || e->cell >= N_CELLS || seen[e->cell]) continue;
        seen[e->cell] = true;
        cells[n++] = e->cell;
    }
    if (!n) return;
    char list[W_LIST], d[2];
    w_gap(w);
    W_SAY(w, n == 1 ? "So {1} cannot be {2}." : "So none of {1} can be {2}.", w_cells(w, list, sizeof list, cells, n),
          w_digit(d, digit));
}

void w_result(words *w, const nonet_step *s) {
    char cell[5], d[2];
    for (int i = 0; i < s->n_placements; i++) {
        w_gap(w);
        W_SAY(w, "So {1} is {2}.", w_cell(cell, s->placements[i].cell), w_digit(d, s->placements[i].digit));
    }
    for (int digit = 1; digit <= 9; digit++) result_digit(w, s, digit);
}

uint16_t w_role_digits(const nonet_step *s, int role) {
    uint16_t m = 0;
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].role == role && s->marks[i].digit >= 1 && s->marks[i].digit <= 9)
            m |= (uint16_t)(1u << (s->marks[i].digit - 1));
    return m;
}
