/*
** test_kraken_fish.c -- HoDoKu's Kraken Fish, types 1 and 2
** (strategies/kraken_fish.c). HoDoKu's regression library has no Kraken
** cases, so the positions are real ones (the pipeline's own path through
** magictour-top1465 puzzles, where the Kraken step comes before any
** forcing chain) and grids shaped by hand. Each step is checked three ways:
** against the puzzle's solution; by its chains alone (every link holds in
** the position, every chain starts from a fin or a base candidate of one
** cover unit and ends at the removed candidate); and its fish is one the
** finned fish rows have nothing from (no candidate it would remove sees
** every fin). The real positions' steps were also found by HoDoKu 2.2's
** own Kraken search (FishSolver.getAllKrakenFishes, run by hand).
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "support_find.h"
#include "strategy.h"
#include "tables.h"

/* magictour-top1465.txt, lines 2 and 67. */
#define MAGIC_2 "708000300000201000500000000040000026300080000000100090090600004000070500000000000"
#define MAGIC_67 "000030002700400000030000090060020000800000700000000100400701000000600035000008000"

/* Is cell in one of the step's units with role? */
static bool in_units(const nonet_step *s, int cell, nonet_role role) {
    for (int i = 0; i < s->n_units; i++)
        if (s->units[i].role == role && cell_in_unit(cell, s->units[i].unit)) return true;
    return false;
}

/* Does link l hold in g? Weak (from on): the two candidates cannot both be
** on (one cell, or one digit in a unit). Strong (from off): they cannot
** both be off (a cell of those two digits, or a unit holding the digit in
** those two cells only). */
static bool link_holds(const nonet_grid *g, nonet_link l) {
    int a = l.from.cell, b = l.to.cell;
    uint16_t pair = (uint16_t)((1u << (l.from.digit - 1)) | (1u << (l.to.digit - 1)));
    if (a == b) return l.from.digit != l.to.digit && (!l.strong || nonet_grid_candidates(g, a) == pair);
    if (l.from.digit != l.to.digit) return false;
    for (int u = 0; u < N_UNITS; u++) {
        if (!cell_in_unit(a, u) || !cell_in_unit(b, u)) continue;
        int places = 0;
        for (int i = 0; i < 9; i++) places += (nonet_grid_candidates(g, unit_cells[u][i]) >> (l.from.digit - 1)) & 1;
        if (!l.strong || places == 2) return true;
    }
    return false;
}

/* The fish's digit (its fins'), and its candidates with role. */
static int fish_cells(const nonet_step *s, nonet_role role, int cells[81], int *digit) {
    int n = 0;
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].role == role) cells[n++] = s->marks[i].cell, *digit = s->marks[i].digit;
    return n;
}

/* The finned fish removes nothing: no cover candidate outside the base
** (nor one in two cover units) sees every fin. */
static void expect_fish_removes_nothing(const nonet_grid *g, const nonet_step *s) {
    int fins[81], base[81], digit = 0, n_fins = fish_cells(s, NONET_ROLE_FIN, fins, &digit);
    int n_base = fish_cells(s, NONET_ROLE_PATTERN, base, &digit);
    cr_assert(n_fins >= 1 && n_fins <= 2);
    for (int c = 0; c < 81; c++) {
        if (!((nonet_grid_candidates(g, c) >> (digit - 1)) & 1) || !in_units(s, c, NONET_ROLE_COVER)) continue;
        bool seen = true, in_base = in_units(s, c, NONET_ROLE_BASE);
        for (int i = 0; i < n_fins; i++) seen &= fins[i] != c && cells_see(fins[i], c);
        cr_expect(!(seen && !in_base), "the finned fish itself would remove r%dc%d", c / 9 + 1, c % 9 + 1);
    }
    (void)n_base;
}

/* Every chain of s holds in g, starts at digit on in a fin or base cell
** and ends at the eliminated candidate; type 1: the starts are the fins. */
static void expect_chains_explain(const nonet_grid *g, const nonet_step *s) {
    cr_assert_eq(s->n_eliminations, 1);
    nonet_candidate end = s->eliminations[0];
    int fins[81], digit = 0, n_fins = fish_cells(s, NONET_ROLE_FIN, fins, &digit), starts = 0, fin_starts = 0;
    for (int i = 0; i < s->n_links; i++) {
        nonet_link l = s->links[i];
        cr_expect(link_holds(g, l), "link %d does not hold", i);
        bool first = i == 0 || s->links[i - 1].to.cell != l.from.cell || s->links[i - 1].to.digit != l.from.digit;
        bool last = i + 1 == s->n_links || s->links[i + 1].from.cell != l.to.cell || s->links[i + 1].from.digit != l.to.digit;
        if (first) {
            starts++;
            cr_expect_eq(l.from.digit, digit);
            cr_expect(!l.strong, "a chain starts from its candidate on");
            cr_expect(in_units(s, l.from.cell, NONET_ROLE_BASE));
            for (int f = 0; f < n_fins; f++) fin_starts += fins[f] == l.from.cell;
        }
        if (last) cr_expect(l.to.cell == end.cell && l.to.digit == end.digit && !l.strong, "chain %d ends elsewhere", starts);
    }
    cr_expect_eq(fin_starts, n_fins, "a chain from every fin");
    if (s->variant == 1) cr_expect_eq(starts, n_fins);
}

/* The pipeline's first Kraken step on puzzle is want and explains itself;
** every step find lists there agrees with the solution and explains
** itself. */
static void expect_first(const char *puzzle, const char *want) {
    nonet_step step;
    nonet_grid *g = support_first_step_is(puzzle, NONET_T_KRAKEN_FISH, want, &step);
    expect_chains_explain(g, &step);
    expect_fish_removes_nothing(g, &step);
    support_found *f = support_collect(g, NONET_T_KRAKEN_FISH, SUPPORT_UNIQUE);
    cr_expect_gt(f->n, 0);
    bool listed = false;
    for (size_t i = 0; i < f->n && i < SUPPORT_MAX_STEPS; i++) {
        listed |= strcmp(f->text[i], want) == 0;
        expect_chains_explain(g, &f->steps[i]);
        expect_fish_removes_nothing(g, &f->steps[i]);
    }
    cr_expect(listed, "find lists the pipeline's step");
    free(f);
    nonet_grid_free(g);
}

Test(kraken_fish, type_1_fires) {
    expect_first(MAGIC_2, "Kraken Fish Type 1: Finned Swordfish: 2 c157 r679 fr3c7 fr8c1: "
                          "(2)r3c7-(2)r1c9=(2)r1c2-(2)r9c2; (2)r8c1-(2)r9c2 => r9c2<>2");
}

Test(kraken_fish, type_2_fires) {
    expect_first(MAGIC_67, "Kraken Fish Type 2: Sashimi X-Wing: 1 c25 r15 fr3c5 fr8c2: "
                           "(1)r1c2-(1)r1c4=(1)r3c5-(7)r3c5=(7)r6c5-(7)r6c3; (1)r3c5-(7)r3c5=(7)r6c5-(7)r6c3; "
                           "(1)r8c2-(7)r8c2=(7)r8c3-(7)r6c3 => r6c3<>7");
}

/* An open grid but for digit 1: row 1 holds it in c2 and c5 only, row 5
** in c2, c5 and c7. A finned X-Wing (r15 c25, fin r5c7) that removes
** nothing: no cell of c2 or c5 outside the base sees r5c7. */
static nonet_grid *finned_x_wing(void) {
    nonet_grid *g = nonet_grid_new();
    cr_assert_not_null(g);
    support_keep(g, 1, "r1", "r1c2 r1c5");
    support_keep(g, 1, "r5", "r5c2 r5c5 r5c7");
    return g;
}

/* No link leads from the fin anywhere (every other unit holds 1 in more
** than two cells): no Kraken Fish, of either type. */
Test(kraken_fish, silent_when_no_chain_reaches) {
    nonet_grid *g = finned_x_wing();
    support_expect_none(g, NONET_T_KRAKEN_FISH);
    nonet_grid_free(g);
}

/* Row 9 holds 1 in c2 and c7 only: the fin on turns r9c7 off, so r9c2
** on, and 1 leaves column 2; r1c2 off, so r1c5 on, and 1 leaves column 5:
** every cover cell outside the base goes (type 1). The same rows give the
** X-Wing r59 c27 with its fin r5c5, whose chain runs the other way. */
Test(kraken_fish, fires_when_the_fin_chain_reaches) {
    static const char *const lines[] = {
        "Kraken Fish Type 1: Finned X-Wing: 1 r15 c25 fr5c7: (1)r5c7-(1)r9c7=(1)r9c2-(1)r2c2 => r2c2<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r15 c25 fr5c7: (1)r5c7-(1)r9c7=(1)r9c2-(1)r3c2 => r3c2<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r15 c25 fr5c7: (1)r5c7-(1)r9c7=(1)r9c2-(1)r4c2 => r4c2<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r15 c25 fr5c7: (1)r5c7-(1)r9c7=(1)r9c2-(1)r6c2 => r6c2<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r15 c25 fr5c7: (1)r5c7-(1)r9c7=(1)r9c2-(1)r7c2 => r7c2<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r15 c25 fr5c7: (1)r5c7-(1)r9c7=(1)r9c2-(1)r8c2 => r8c2<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r15 c25 fr5c7: (1)r5c7-(1)r9c7=(1)r9c2-(1)r1c2=(1)r1c5-(1)r2c5 => r2c5<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r59 c27 fr5c5: (1)r5c5-(1)r1c5=(1)r1c2-(1)r9c2=(1)r9c7-(1)r2c7 => r2c7<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r15 c25 fr5c7: (1)r5c7-(1)r9c7=(1)r9c2-(1)r1c2=(1)r1c5-(1)r3c5 => r3c5<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r59 c27 fr5c5: (1)r5c5-(1)r1c5=(1)r1c2-(1)r9c2=(1)r9c7-(1)r3c7 => r3c7<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r15 c25 fr5c7: (1)r5c7-(1)r9c7=(1)r9c2-(1)r1c2=(1)r1c5-(1)r4c5 => r4c5<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r59 c27 fr5c5: (1)r5c5-(1)r1c5=(1)r1c2-(1)r9c2=(1)r9c7-(1)r4c7 => r4c7<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r15 c25 fr5c7: (1)r5c7-(1)r9c7=(1)r9c2-(1)r1c2=(1)r1c5-(1)r6c5 => r6c5<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r59 c27 fr5c5: (1)r5c5-(1)r1c5=(1)r1c2-(1)r9c2=(1)r9c7-(1)r6c7 => r6c7<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r15 c25 fr5c7: (1)r5c7-(1)r9c7=(1)r9c2-(1)r1c2=(1)r1c5-(1)r7c5 => r7c5<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r59 c27 fr5c5: (1)r5c5-(1)r1c5=(1)r1c2-(1)r9c2=(1)r9c7-(1)r7c7 => r7c7<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r15 c25 fr5c7: (1)r5c7-(1)r9c7=(1)r9c2-(1)r1c2=(1)r1c5-(1)r8c5 => r8c5<>1",
        "Kraken Fish Type 1: Finned X-Wing: 1 r59 c27 fr5c5: (1)r5c5-(1)r1c5=(1)r1c2-(1)r9c2=(1)r9c7-(1)r8c7 => r8c7<>1",
        NULL};
    nonet_grid *g = finned_x_wing();
    support_keep(g, 1, "r9", "r9c2 r9c7");
    support_found *f = support_expect_open(g, NONET_T_KRAKEN_FISH, lines);
    for (size_t i = 0; i < f->n && i < SUPPORT_MAX_STEPS; i++) expect_chains_explain(g, &f->steps[i]);
    free(f);
    nonet_grid_free(g);
}

/* The steps a search emits, as text lines one after another. */
typedef struct kf_lines {
    char text[1 << 15];
    size_t len;
    int steps;
} kf_lines;

static bool keep_line(strat_ctx *ctx, nonet_step *step) {
    kf_lines *lines = ctx->user;
    int n = snprintf(lines->text + lines->len, sizeof lines->text - lines->len, "%s\n", support_step_text(step));
    cr_assert(n > 0 && (size_t)n < sizeof lines->text - lines->len, "too many steps");
    lines->len += (size_t)n;
    lines->steps++;
    return false;
}

/* The row's steps on g, with the solve's scratch or without one. */
static void kraken_lines(const nonet_grid *g, strat_scratch *scratch, bool exhaustive, kf_lines *out) {
    out->len = 0, out->steps = 0, out->text[0] = '\0';
    strat_ctx ctx = {.emit = keep_line, .user = out, .unique = true, .exhaustive = exhaustive, .scratch = scratch};
    strat_kraken_fish(g, &ctx);
}

/* The positions of two explained solves one after another through one
** scratch, a find search every third: each digit whose cells are as at
** its last enumeration replays its fish, and the steps must be those of a
** search without a scratch (a list kept for other cells of its digit
** gives other steps here). */
Test(kraken_fish, remembered_fish_give_the_same_steps, .timeout = 120) {
    enum { ROOM = 400 };
    nonet_grid *positions = malloc(ROOM * sizeof *positions);
    kf_lines *kept = malloc(sizeof *kept), *fresh = malloc(sizeof *fresh);
    cr_assert(positions && kept && fresh);
    int n = support_positions("magictour-sample.txt", 2, 1, positions, 0, ROOM), productive = 0;
    cr_assert_gt(n, 20, "too few positions: %d", n);
    strat_scratch scratch = {0};
    for (int i = 0; i < n; i++) {
        bool exhaustive = i % 3 == 2;
        kraken_lines(&positions[i], &scratch, exhaustive, kept);
        kraken_lines(&positions[i], NULL, exhaustive, fresh);
        cr_expect_str_eq(kept->text, fresh->text, "position %d", i);
        productive += kept->steps > 0;
    }
    cr_log_info("positions %d, with Kraken Fish %d", n, productive);
    cr_assert_gt(productive, 0, "the row fires somewhere");
    strat_scratch_free(&scratch);
    free(fresh);
    free(kept);
    free(positions);
}
