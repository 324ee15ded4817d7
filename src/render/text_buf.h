/*
** text_buf.h -- pieces of the explanation line, shared by the formatters
** (text_formats.h). Lines follow HoDoKu's notation: cells compressed as r3c48 or
** r123c7, units r3 c4 b2, "<>" for an elimination, "=" for a placement:
**     Naked Pair: 1,5 in r3c48 => r3c1<>1, r3c2<>5
**
** A text_buf works like snprintf: it never writes past size, always
** NUL-terminates (when size > 0), and len counts the full length.
*/
#ifndef NONET_TEXT_BUF_H
#define NONET_TEXT_BUF_H

#include <stddef.h>
#include <stdint.h>

#include "nonet.h"
#include "step.h"

typedef struct text_buf {
    char *buf;
    size_t size, len;
} text_buf;

void tb_init(text_buf *tb, char *buf, size_t size);
void tb_printf(text_buf *tb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Text as it is (tb_printf without a format, and much cheaper). */
void tb_text(text_buf *tb, const char *text);
/* One cell as "r3c4". */
void tb_cell(text_buf *tb, int cell);
/* Cells in compact form as HoDoKu writes them: "r1c34,r4c34", "r123c7". */
void tb_cells(text_buf *tb, const uint8_t *cells, int n);
/* The digits of a mask joined by sep: "1,5" or "1/5". */
void tb_digits(text_buf *tb, uint16_t mask, const char *sep);
/* One unit: "r3", "c4", "b2". */
void tb_unit(text_buf *tb, int unit);
/* The step's units with this role, compressed by kind: "r37", "c159". */
void tb_units_with_role(text_buf *tb, const nonet_step *s, nonet_role role);
/* The step's cells (step->cells) compressed. */
void tb_step_cells(text_buf *tb, const nonet_step *s);
/* The cells of the step's marks with this role, uncompressed in cell order,
** in parentheses: "(r1c1,r5c3)" ("()" when there is none). */
void tb_cells_with_role(text_buf *tb, const nonet_step *s, nonet_role role);
/* Placements and eliminations: "r1c5=7", "r1c34,r4c34<>3, r2c1<>5". */
void tb_effects(text_buf *tb, const nonet_step *s);
/* The technique's display name (from the technique table). */
void tb_name(text_buf *tb, const nonet_step *s);
/* "Name: 1/5" (the digits of mask joined by '/'). */
void tb_name_digits(text_buf *tb, const nonet_step *s, uint16_t digits);
/* " => effects", the tail of most lines. */
void tb_then_effects(text_buf *tb, const nonet_step *s);
/* A forcing chain's branches in Eureka notation, " b1; b2; ...": each a
** run of the step's links starting where the last did not end, "-" after
** an on state, "=" after an off one (render_se_ladder.c; the ladder's and
** the forcing nets' steps). */
void tb_branches(text_buf *tb, const nonet_step *s);

/* The digits of the step's marks with this role (in any cell); 0 when no
** mark has the role. */
uint16_t text_role_digits(const nonet_step *s, nonet_role role);

#endif
