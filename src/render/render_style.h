/*
** render_style.h -- what each colour of a step's picture means, shared by
** the SVG picture (which draws with it) and the HTML legend (which
** explains it), so that the two cannot disagree.
**
** A candidate's disc takes its role's colour; in a chain or loop the two
** alternating colours are read as "on" (true) and "off" (false) from the
** chain's start, so that "on" is one colour in every chain. An eliminated
** candidate is always drawn as an elimination and a placed one as a
** placement, whatever role it also plays.
*/
#ifndef NONET_RENDER_STYLE_H
#define NONET_RENDER_STYLE_H

#include <stdbool.h>

#include "nonet.h"
#include "step.h"

/* The picture's geometry: a cell's side, the room for the labels (left
** and top) and right and below. */
#define STYLE_CELL 60
#define STYLE_LABEL 32
#define STYLE_PAD 6
#define STYLE_GRID (9 * STYLE_CELL)

/* A style: its class name (as drawn), colour, and words for the legend. */
typedef struct style_entry {
    const char *name;
    const char *fill;
    const char *label;
} style_entry;

#define STYLE_ELIM_FILL "#fca5a5"
#define STYLE_ELIM_INK "#b91c1c"
#define STYLE_PLACE_FILL "#bfdbfe"
#define STYLE_PLACE_INK "#1d4ed8"
#define STYLE_CELL_FILL "#fef9c3"
#define STYLE_LINK_INK "#7c3aed"
#define STYLE_START_INK "#111827"
#define STYLE_LOOP_DASH "5,2.85" /* a loop's start ring (r 10): 8 dashes round it */

/* The style of a candidate with role in step s (NULL: no chain reading). */
const style_entry *style_of_mark(const nonet_step *s, int role);
/* The style of a unit tinted with role. */
const style_entry *style_of_unit(int role);
/* Every style a mark can take, for the full legend: *n gets how many. */
const style_entry *style_all(int *n);
/* Is the step a chain or loop (its colours read as on and off)? */
bool style_is_chain(const nonet_step *s);
/* Whether a chain's start is supposed true (else false): the reading that
** gives on and off their meaning. */
bool style_start_on(const nonet_step *s);
/* Is the chain a continuous loop (read from its start either way, with no
** supposition)? */
bool style_is_loop(const nonet_step *s);
/* The legend's words for a style in step s: in a chain, on and off as
** what follows from the start's supposition. */
const char *style_label(const nonet_step *s, const style_entry *e);

#endif
