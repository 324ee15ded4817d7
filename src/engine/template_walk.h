/*
** template_walk.h -- the templates of a digit: its nine placements, one per
** row, column and box, that the position allows (the digit's placed cells
** and its candidates), and the cells some template uses.
**
** A cell no template uses cannot hold the digit, whatever the other digits
** do: HoDoKu's Template Delete. A row whose only cell in any template is
** empty must hold the digit there: Template Set. And every single-digit
** deduction (fish of every kind, finned or not) removes only candidates no
** template uses, so a fish search may aim at those alone.
**
** The walk goes row by row over states (row, columns used, stacks used in
** the row's band), each state once: at most 9 * 512 * 8 of them, no
** allocation (a 36 KiB memo on the stack).
*/
#ifndef NONET_TEMPLATE_WALK_H
#define NONET_TEMPLATE_WALK_H

#include <stdbool.h>

#include "cellset.h"
#include "grid.h"

/* The cells (placed or candidate) of digit that some template uses; empty
** when no template exists (the position is broken for the digit). */
cellset templates_union(const nonet_grid *g, int digit);

/* The candidates of digit that no template uses; none when the digit has
** no template at all (the position has no solution: every candidate would
** qualify, and nothing is learnt from reporting them). */
cellset templates_deletable(const nonet_grid *g, int digit);

/*
** HoDoKu's refinement (its TemplateSolver): a template of one digit that
** uses a cell every template of another digit uses is no template; over
** all digits, repeated until nothing changes. used[d] the cells digit d's
** templates then use, forced[d] the cells they all use (placed ones
** included). False when some digit is left without a template (no
** solution; used and forced then mean nothing).
*/
bool templates_refined(const nonet_grid *g, cellset used[10], cellset forced[10]);

#endif
