/*
** render_wings.h -- the explanation lines of wings and remote pairs (see
** render_wings.c).
*/
#ifndef NONET_RENDER_WINGS_H
#define NONET_RENDER_WINGS_H

#include "render_text.h"

/* "XY-Wing: 1/2/3 in r2c7,r3c18 => r3c7<>3" (pivot's digits, then z) and
** "XYZ-Wing: 1/2/3 in ..." (the pivot's three digits). */
void text_wing(text_buf *tb, const nonet_step *s);
/* "W-Wing: 4/1 in r1c9,r8c7 connected by 1 in r18c3 => r123c7,r89c9<>4" */
void text_w_wing(text_buf *tb, const nonet_step *s);
/* "Remote Pair: 5/8 r5c7 -8- r5c9 -5- r1c9 -8- r1c7 => ..." for a chain;
** a branching group is written by colour: "5/8 (r1c1,r2c5) / (r1c4,...)". */
void text_remote_pair(text_buf *tb, const nonet_step *s);

#endif
