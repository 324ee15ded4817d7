/*
** render_als.h -- the explanation lines of the almost-locked-set techniques
** and Sue de Coq (see render_als.c).
*/
#ifndef NONET_RENDER_ALS_H
#define NONET_RENDER_ALS_H

#include "render_text.h"

/* "ALS-XZ: A=r5c1289 {34789}, B=r4c4 {39}, X=9, Z=3 => r4c1<>3" and
** "ALS-XY-Wing: A=..., B=..., C=..., X,Y=3,4, Z=5 => ..." */
void text_als(text_buf *tb, const nonet_step *s);
/* "Death Blossom: r3c4, -3- r1c5 {34}, -7- r4c6,r5c4 {247} => r9c4<>4" */
void text_death_blossom(text_buf *tb, const nonet_step *s);
/* "Sue de Coq: r7c45 - {123689} (r7c128 - {2389}, r9c6 - {16}) => ..." */
void text_sue_de_coq(text_buf *tb, const nonet_step *s);

#endif
