/*
** render_single_digit.h -- the explanation lines of single-digit patterns
** and the chain notation they share with remote pairs (see
** render_single_digit.c).
*/
#ifndef NONET_RENDER_SINGLE_DIGIT_H
#define NONET_RENDER_SINGLE_DIGIT_H

#include <stdbool.h>

#include "text_formats.h"

/* "Skyscraper: 6 in r5c6,r6c9 (connected by r3c69) => r5c78,r6c45<>6",
** and the same for 2-String Kite. */
void text_two_links(text_buf *tb, const nonet_step *s);
/* "Turbot Fish: 5 r2c4 =5= r2c8 -5- r6c8 =5= r6c5 => r5c4<>5" */
void text_turbot(text_buf *tb, const nonet_step *s);
/* "Empty Rectangle: 5 in b9 (r7c56) => r3c6<>5" */
void text_empty_rectangle(text_buf *tb, const nonet_step *s);

/* True when the step's links between distinct cells run as one chain from
** cells[0], each starting where the previous one ended. */
bool text_links_form_chain(const nonet_step *s);
/* The chain of the step's links: "r2c4 =5= r2c8 -5- r6c8"; links inside a
** cell are skipped (as HoDoKu prints them). */
void tb_chain(text_buf *tb, const nonet_step *s);

#endif
