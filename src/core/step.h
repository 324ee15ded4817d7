/*
** step.h -- building step records. Strategies fill a nonet_step with these
** helpers (never by hand), so capacity checks and de-duplication live in
** one place. Adders return false when the record is full; a full record
** still holds a sound (if incomplete) step.
*/
#ifndef NONET_STEP_H
#define NONET_STEP_H

#include <stdbool.h>

#include "nonet.h"

/* The limits of a step record's lists: the library's own (the public
** header keeps the record opaque, so they may change without breaking a
** program built against it). */
#define NONET_STEP_MAX_PLACEMENTS 81
#define NONET_STEP_MAX_ELIMINATIONS 256
/* Links and marks hold a forcing net whole: its branches may add up to
** more than a hundred links (HoDoKu's Forcing Net (+) and SE's Dynamic+
** and nested chains on the hardest puzzles), and a net cut short cannot
** be checked (issue 30). */
#define NONET_STEP_MAX_MARKS 320
#define NONET_STEP_MAX_CELLS 81
#define NONET_STEP_MAX_UNITS 27
#define NONET_STEP_MAX_LINKS 256
/* A nested step's inner chains (nonet_inner_link), all of its rule links'
** together: a record that fills up keeps the chains written so far. */
#define NONET_STEP_MAX_INNER 256

/* What a link's second end rests on besides its first end (link_rule):
** nothing (PLAIN: a weak link from an on state, a strong one from an off
** state); or a technique on the grid its branch has reduced turns the
** second end off (Dynamic+'s and nested chains' rules), after a state of
** the branch that is off (RULE_AFTER_OFF) or on (RULE_AFTER_ON). Such a
** link is weak ("-": its second end off). */
enum { STEP_LINK_PLAIN = 0, STEP_LINK_RULE_AFTER_OFF = 1, STEP_LINK_RULE_AFTER_ON = 2 };

/* Which technique on the reduced grid turns a rule link's end off, and
** where (nonet_link_rule, kept small: a record holds 512 of them):
** technique NONET_T_NONE when a chain of its own does (an inner chain)
** or it is not known; unit -1 where there is none. */
typedef struct step_by {
    uint8_t technique;
    int8_t unit[2];
} step_by;
#define STEP_BY_NONE ((step_by){0, {-1, -1}})

/* The step record (include/nonet.h's opaque nonet_step). */
struct nonet_step {
    nonet_technique technique;
    int variant;     /* family-specific (UR type, fish size...), 0 if none */
    double rating;   /* this step's own Sudoku Explainer rating (a chain's
                     ** base plus its length increment); 0: the technique's
                     ** (see nonet_step_rating) */
    uint16_t digits; /* the digits the pattern is about (mask) */
    uint16_t n_placements, n_eliminations, n_marks, n_cells, n_units,
        n_links, n_inner;
    nonet_candidate placements[NONET_STEP_MAX_PLACEMENTS];
    nonet_candidate eliminations[NONET_STEP_MAX_ELIMINATIONS];
    nonet_mark marks[NONET_STEP_MAX_MARKS];   /* pattern candidates */
    uint8_t cells[NONET_STEP_MAX_CELLS];      /* pattern cells */
    nonet_unit_mark units[NONET_STEP_MAX_UNITS];
    nonet_link links[NONET_STEP_MAX_LINKS];
    uint8_t link_rule[NONET_STEP_MAX_LINKS]; /* STEP_LINK_* per link */
    step_by link_by[NONET_STEP_MAX_LINKS];   /* a rule link's technique */
    nonet_inner_link inner[NONET_STEP_MAX_INNER]; /* nested steps' chains */
    step_by inner_by[NONET_STEP_MAX_INNER];
};

void step_init(nonet_step *s, nonet_technique technique, int variant);
bool step_add_placement(nonet_step *s, int cell, int digit);
/* Adds (cell, digit) unless already listed. */
bool step_add_elimination(nonet_step *s, int cell, int digit);
/* Adds one elimination per digit of mask in cell. */
bool step_add_eliminations(nonet_step *s, int cell, uint16_t mask);
/* Eliminates digit from the cells of unit at positions (bit i =
** unit_cells[unit][i]); returns how many positions there were. */
int step_add_unit_eliminations(nonet_step *s, int unit, uint16_t positions, int digit);
bool step_add_mark(nonet_step *s, int cell, int digit, nonet_role role);
/* Adds one mark per digit of mask in cell. */
bool step_add_marks(nonet_step *s, int cell, uint16_t mask, nonet_role role);
/* Adds one mark per digit of mask in cell with role, also where the
** candidate is marked already with another role (a cell in two sets of a
** pattern, such as overlapping almost locked sets, plays both parts; a
** picture shows the first role). A mark with the same role is not
** repeated. */
bool step_add_marks_also(nonet_step *s, int cell, uint16_t mask, nonet_role role);
/* Append a mark for (cell, digit), or one per digit of mask in cell, even
** where the candidate is marked already: a pattern read in order, such as
** a chain whose ALS node holds a cell of a node before it, lists it once
** per part it plays. */
bool step_append_mark(nonet_step *s, int cell, int digit, nonet_role role);
bool step_append_marks(nonet_step *s, int cell, uint16_t mask, nonet_role role);
bool step_add_cell(nonet_step *s, int cell);
/* A pattern cell: adds cell to the cells and marks each digit of mask in
** it with role. */
bool step_add_pattern_cell(nonet_step *s, int cell, uint16_t mask, nonet_role role);
bool step_add_unit(nonet_step *s, int unit, nonet_role role);
bool step_add_link(nonet_step *s, int from_cell, int from_digit, int to_cell,
                   int to_digit, bool strong);
/* A weak link whose second end a rule (by) turns off (STEP_LINK_RULE_*),
** after its first end in state from_on. */
bool step_add_rule_link(nonet_step *s, int from_cell, int from_digit, int to_cell, int to_digit, bool from_on,
                        step_by by);
/* An inner chain's link (nonet_inner_link: explains, the two ends' states,
** by_rule, and by: the technique behind a rule); false when the record is
** full. */
bool step_add_inner_link(nonet_step *s, int explains, nonet_candidate from, nonet_candidate to, bool from_on,
                         bool to_on, bool by_rule, step_by by);
/* Files a copy of the inner chain filed under key from (nonet_inner_link
** .explains), with the chains inside it, under key to as well: a chain
** that proves two links is in the record for each. Stops when full. */
void step_repeat_inner(nonet_step *s, int from, int to);
/* Is (cell, digit) among the n candidates of list? */
bool step_lists_candidate(const nonet_candidate *list, int n, int cell, int digit);
/* How a step removes candidate (cell, digit): among its eliminations; by
** placing the digit in a peer (*placed: that cell); by placing another
** digit in the cell (*placed: that digit); or not at all. placed may be
** NULL. A step placing the digit in the cell itself does not remove it. */
typedef enum step_removal {
    STEP_REMOVES_NOT = 0,
    STEP_REMOVES_ELIMINATION,
    STEP_REMOVES_PEER,
    STEP_REMOVES_CELL
} step_removal;
step_removal step_removes(const nonet_step *s, int cell, int digit, int *placed);
/* True when the step places or eliminates something. */
bool step_productive(const nonet_step *s);
/* Sort placements and eliminations by (digit, cell) for stable output. */
void step_sort(nonet_step *s);
/* Copy the header and the used part of each list (a step record is read
** only up to its counts; copying the whole 1.6 KiB cost more than the
** singles that make most steps). */
void step_copy(nonet_step *to, const nonet_step *from);

#endif
