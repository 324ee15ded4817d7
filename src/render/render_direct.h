/*
** render_direct.h -- the explanation line of Sudoku Explainer's direct
** techniques (see render_direct.c).
*/
#ifndef NONET_RENDER_DIRECT_H
#define NONET_RENDER_DIRECT_H

#include "render_text.h"

/* "Direct Pointing: 4 in b1 => r3c7<>4 => r2c9=4": the base technique's
** line with the direct name, then the single it gives. */
void text_direct(text_buf *tb, const nonet_step *s);

#endif
