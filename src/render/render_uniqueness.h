/*
** render_uniqueness.h -- explanation lines of the uniqueness families
** (render_uniqueness.c), for the dispatch table in render_text.c.
*/
#ifndef NONET_RENDER_UNIQUENESS_H
#define NONET_RENDER_UNIQUENESS_H

#include "render_text.h"

/* "Uniqueness Test 4: 1/4 in r2c23,r9c23 => r2c23<>1", and the same shape
** for "Hidden Rectangle: ..." and "Avoidable Rectangle Type 1: ...". */
void text_rectangle(text_buf *tb, const nonet_step *s);
/* "Bivalue Universal Grave + 1 => r6c5<>5, r6c5<>9" */
void text_bug_plus_1(text_buf *tb, const nonet_step *s);

#endif
