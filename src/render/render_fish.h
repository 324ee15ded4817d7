/*
** render_fish.h -- the explanation line of basic, finned and sashimi fish
** (render_fish.c), listed in render_text.c's dispatch table.
*/
#ifndef NONET_RENDER_FISH_H
#define NONET_RENDER_FISH_H

#include "render_text.h"

/* "Finned Swordfish: 1 r137 c159 fr3c8 => r2c9<>1" */
void text_fish(text_buf *tb, const nonet_step *s);

#endif
