/*
** render_chains.h -- the explanation lines of chains and loops (see
** render_chains.c).
*/
#ifndef NONET_RENDER_CHAINS_H
#define NONET_RENDER_CHAINS_H

#include "render_text.h"

/* "XY-Chain: 1 1- r1c2 -5- r3c1 -7- r9c1 -1 => r8c2<>1" */
void text_xy_chain(text_buf *tb, const nonet_step *s);
/* "AIC: 1/5 5- r1c2 =5= r1c5 -1- r4c5 =1= r4c2 -1 => r4c2<>5" */
void text_aic(text_buf *tb, const nonet_step *s);
/* "X-Chain: 5 r2c3 =5= r2c7 -5- r5c7 =5= r5c1 => r4c3<>5", and the nice
** loops: "Continuous Nice Loop: 2/5 r1c1 =2= r1c5 ... -5- r1c1 => ..." */
void text_chain(text_buf *tb, const nonet_step *s);

#endif
