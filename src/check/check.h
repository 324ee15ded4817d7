/*
** check.h -- the independent checker of step records (issue 30).
**
** A step record (one JSON step object of `nonet explain --format json`) is
** read into a ck_step: its effects, its pattern's candidates with their
** roles, units with roles, and links with their recorded types. The family
** checkers (check_basic.c, check_fish.c, check_chain.c, check_uniqueness.c,
** check_als.c) decide from that record alone, against the position before
** the step, whether the record proves the step's effects by the technique's
** definition. They share with the library only the grid and its tables;
** they call no strategy and no engine. A check that cannot decide fails:
** "no checker for X" is a failure, never a pass.
*/
#ifndef NONET_CHECK_H
#define NONET_CHECK_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "check_json.h"
#include "grid.h"

#define CK_MAX_EFFECTS 256
#define CK_MAX_MARKS 320
#define CK_MAX_CELLS 81
#define CK_MAX_UNITS 27
#define CK_MAX_LINKS 256

enum ck_role {
    CK_PATTERN, CK_BASE, CK_COVER, CK_FIN, CK_A, CK_B, CK_C, CK_D, CK_PIVOT, CK_PINCER,
    CK_OTHER
};

typedef struct ck_cand { uint8_t cell, digit, role; } ck_cand;
typedef struct ck_unit { uint8_t unit, role; } ck_unit;
/* rule: 0 a plain link; else its second end off by a rule on the reduced
** grid after its first end off (1) or on (2): JSON "by":"rule" and
** "from_state" */
typedef struct ck_link { ck_cand from, to; bool strong; uint8_t rule; } ck_link;

typedef struct ck_step {
    char technique[48];
    int variant;                     /* 0 when absent */
    int n_place, n_elim, n_cells, n_marks, n_units, n_links;
    ck_cand place[CK_MAX_EFFECTS], elim[CK_MAX_EFFECTS], marks[CK_MAX_MARKS];
    uint8_t cells[CK_MAX_CELLS];
    ck_unit units[CK_MAX_UNITS];
    ck_link links[CK_MAX_LINKS];
    uint16_t digits;                 /* the pattern's digits */
    char why[200];                   /* the first failure's reason */
} ck_step;

/* A set of cells read from the record by role (an almost locked set, a
** Sue de Coq's part, or an aligned exclusion's excluders, all peers of one
** base cell: so at most 20): cells, their unit (-1: none) and grid digits. */
enum { CK_SET_MAX = 20 };
typedef struct ck_als { int n, unit; int cells[CK_SET_MAX]; uint16_t digits; } ck_als;

/* A family's check: true when the record proves the effects on g. */
typedef bool (*ck_family_fn)(const nonet_grid *g, ck_step *s);

/* Reads step object node i of doc into s; false with s->why on a malformed record. */
bool ck_read_step(const cj_doc *doc, int i, ck_step *s);
/* Checks s against g (the position before it); false with s->why. */
bool ck_check(const nonet_grid *g, ck_step *s);

/* Records the reason (first one wins) and returns false. */
bool ck_fail(ck_step *s, const char *fmt, ...);
/* "(4)r5c4" into buf (at least 12 bytes). */
const char *ck_name(const ck_cand *c, char *buf);
const char *ck_unit_name(int unit, char *buf);

/* Geometry and the grid, the checker's vocabulary. */
bool ck_has(const nonet_grid *g, int cell, int digit);
bool ck_sees(int a, int b);                    /* distinct cells sharing a unit */
bool ck_weak(const nonet_grid *g, ck_cand a, ck_cand b);   /* both cannot be true */
bool ck_strong(const nonet_grid *g, ck_cand a, ck_cand b); /* not both false */
uint16_t ck_places(const nonet_grid *g, int unit, int digit); /* cells bitmask by index */
/* Whether every elimination passes allowed (the pattern's reach); fails
** naming the first that does not. */
typedef bool (*ck_reach_fn)(const nonet_grid *g, const ck_step *s, ck_cand e);
bool ck_elims_within(const nonet_grid *g, ck_step *s, ck_reach_fn allowed, const char *what);
/* Whether a candidate is weakly linked to (cannot be true with) every one of n. */
bool ck_weak_all(const nonet_grid *g, ck_cand e, const ck_cand *n, int count);
bool ck_no_placements(ck_step *s);
/* Every pattern cell's candidates are all recorded (any role). */
bool ck_cells_whole(const nonet_grid *g, ck_step *s);
/* The record's candidates are exactly its links' ends; every link's end
** is one of them. */
bool ck_marks_are_links(ck_step *s);
bool ck_links_marked(ck_step *s);
/* The record's candidates of a role, up to cap, into out; how many. */
int ck_marks_role(const ck_step *s, int role, ck_cand *out, int cap);

bool ck_basic(const nonet_grid *g, ck_step *s);
bool ck_direct(const nonet_grid *g, ck_step *s);
bool ck_fish(const nonet_grid *g, ck_step *s);
bool ck_chain(const nonet_grid *g, ck_step *s);
bool ck_xyz_wing(const nonet_grid *g, ck_step *s);
/* XY-Wing and XYZ-Wing from their cells (records without links). */
bool ck_wing_cells(const nonet_grid *g, ck_step *s);
bool ck_empty_rectangle(const nonet_grid *g, ck_step *s);
bool ck_simple_colors(const nonet_grid *g, ck_step *s);
bool ck_uniqueness(const nonet_grid *g, ck_step *s);
bool ck_als_xz(const nonet_grid *g, ck_step *s);
bool ck_als_xy_wing(const nonet_grid *g, ck_step *s);
/* check_als.c's sets: ck_set_of reads the cells of a role (all their
** candidates recorded), ck_als_of also checks an ALS (n cells of its unit,
** n+1 digits); ck_als_sees: every d of a sees cell c; ck_rcc: x a
** restricted common of a and c (in no cell they share). */
bool ck_set_of(const nonet_grid *g, ck_step *s, int role, ck_als *a);
bool ck_als_of(const nonet_grid *g, ck_step *s, int role, ck_als *a);
bool ck_in_als(const ck_als *a, int c);
bool ck_als_sees(const nonet_grid *g, const ck_als *a, int d, int c);
bool ck_rcc(const nonet_grid *g, const ck_als *a, const ck_als *c, int x);
bool ck_als_chain(const nonet_grid *g, ck_step *s);
bool ck_death_blossom(const nonet_grid *g, ck_step *s);
bool ck_sue_de_coq(const nonet_grid *g, ck_step *s);
bool ck_multi_colors(const nonet_grid *g, ck_step *s);
bool ck_bug_types(const nonet_grid *g, ck_step *s);
bool ck_unique_loop(const nonet_grid *g, ck_step *s);
/* check_loops.c: the colour-A cells outside the pattern (all candidates
** recorded) and a pseudo cell of digits extras, which one of the extra
** cells (all in every unit the record names) holds, are a naked set; each
** elimination is a set digit elsewhere in a unit. */
bool ck_pseudo_naked(const nonet_grid *g, ck_step *s, const int *extra, int n_extra, uint16_t extras);
bool ck_guess(const nonet_grid *g, ck_step *s);
bool ck_forcing(const nonet_grid *g, ck_step *s);
bool ck_kraken_fish(const nonet_grid *g, ck_step *s);
bool ck_aligned_exclusion(const nonet_grid *g, ck_step *s);
bool ck_templates(const nonet_grid *g, ck_step *s);

/* ---- branches (check_forcing.c), for the checkers of chains from starts */
#define CK_MAX_STARTS 16
/* What one start has established: on and off candidates per cell (off
** holds what the on ones see). */
typedef struct ck_facts { uint16_t on[81], off[81]; } ck_facts;
typedef struct ck_start { ck_cand cand; bool on; } ck_start;
/* What a branch's link may rest on: the grid alone (static); the facts the
** start has established (dynamic); and the singles they force (singles);
** and, when those stall, Dynamic+'s four rules on the grid the facts
** reduce (plus: check_nets.c), whose offs a rule link names; and, for a
** nested chain's rule link that still does not follow, an inner forcing
** argument (ck_inner_off). */
typedef enum ck_closure { CK_STATIC, CK_DYNAMIC, CK_SINGLES, CK_PLUS, CK_NESTED } ck_closure;
/* The record's branches grouped by start (into st) and each start's facts
** grown link by link under closure; how many starts, or -1 with s->why (a
** link that does not follow, states that do not alternate). */
int ck_branch_facts(const nonet_grid *g, ck_step *s, ck_closure closure, ck_start *st, ck_facts *f);
/* Dynamic+'s rules (check_nets.c) on g without f's off candidates:
** pointing and claiming, hidden pairs, naked pairs, X-Wings; what they
** remove turned off in f. Whether any was. */
bool ck_plus_rules(const nonet_grid *g, ck_facts *f);
/* Nested chains' rule links (check_nets.c): whether, given a start's
** facts outer, an inner forcing argument on the grid they reduce turns t
** off: t on contradicts itself, or some candidate on and off, every open
** candidate of a cell, or every open place of a digit in a unit, assumed
** in turn (each closed under singles and Dynamic+'s rules), turns t off.
** The inner closures are kept while outer is unchanged (ck_inner_new:
** NULL when out of memory; ck_inner_free). */
typedef struct ck_inner ck_inner;
ck_inner *ck_inner_new(const nonet_grid *g, const ck_facts *outer);
void ck_inner_free(ck_inner *in);
bool ck_inner_off(ck_inner *in, ck_cand t);
/* The nets (check_forcing.c, under check_nets.c's closure): HoDoKu's
** Forcing Nets and (+), SE's Nishio, Dynamic Contradiction and Dynamic+. */
bool ck_nets(const nonet_grid *g, ck_step *s);
/* Whether the candidate is off (not in g, or off by f); on by f. */
bool ck_is_off(const nonet_grid *g, const ck_facts *f, int cell, int digit);
static inline bool ck_is_on(const ck_facts *f, ck_cand c) { return f->on[c.cell] & (1u << (c.digit - 1)); }
/* check_nets.c's closure: c on (its cell's other digits and its peers'
** c off); the singles f forces turned on, whether any was; whether f
** contradicts itself (a candidate on and off, a cell or a digit of a unit
** with nothing open). */
void ck_set_on(ck_facts *f, ck_cand c);
bool ck_singles(const nonet_grid *g, ck_facts *f);
bool ck_contradiction(const nonet_grid *g, const ck_facts *f);
/* Whether start x, true, gives effect e with no link: x is e, or sees it. */
bool ck_trivially(ck_start x, ck_cand e, bool place);

#endif
