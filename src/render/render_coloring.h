/*
** render_coloring.h -- the explanation line of Simple Colors and Multi
** Colors steps (see render_coloring.c).
*/
#ifndef NONET_RENDER_COLORING_H
#define NONET_RENDER_COLORING_H

#include "render_text.h"

/* "Simple Colors Trap: 2 (r2c4,r3c3) / (r3c6,r9c3) => r9c4<>2" */
void text_coloring(text_buf *tb, const nonet_step *s);

#endif
