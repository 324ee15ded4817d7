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
/* "Remote Pair: 5/8 r7c5 -8- r4c5 -5- r4c8 -8- r9c8 => ..." for a chain; a
** branching group is written by colour: "4/5 (r2c2,r3c9,r6c1) / (r2c7,r3c1)". */
void text_remote_pair(text_buf *tb, const nonet_step *s);

#endif
