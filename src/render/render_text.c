/*
** render_text.c -- the explanation line of a step, in the field's notation:
** each technique's row in the technique table names its formatter
** (techniques.def); the formatters are in src/render/render_<family>.c, their
** pieces in text_buf.c.
*/
#include <ctype.h>
#include <string.h>

#include "tables.h"
#include "technique.h"
#include "text_formats.h"

/* Each row's formatter, bound here from the technique list (the table in
** src/core holds data only). */
typedef void (*text_format_fn)(text_buf *tb, const nonet_step *s);
static const text_format_fn formatters[NONET_T_COUNT_] = {
#define TECHNIQUE(ID, id_, name_, family_, se_, flags_, score_, level_, codes_, sizes_, find_, memo_, text_) \
    [NONET_T_##ID] = text_,
#define FALLBACK(ID, id_, name_, family_, text_) [NONET_T_##ID] = text_,
#include "techniques.def"
};

size_t nonet_step_text(const nonet_step *step, char *buf, size_t size) {
    text_buf tb;
    tb_init(&tb, buf, size);
    nonet_technique t = step->technique;
    (t > NONET_T_NONE && t < NONET_T_COUNT_ ? formatters[t] : text_plain)(&tb, step);
    return tb.len;
}

const char *nonet_cell_name(int cell, char buf[5]) {
    if (cell < 0 || cell >= N_CELLS) cell = 0;
    buf[0] = 'r';
    buf[1] = (char)('1' + cell_row(cell));
    buf[2] = 'c';
    buf[3] = (char)('1' + cell_col(cell));
    buf[4] = '\0';
    return buf;
}

int nonet_cell_from_name(const char *name) {
    if (!name || strlen(name) != 4 || tolower((unsigned char)name[0]) != 'r' || tolower((unsigned char)name[2]) != 'c')
        return -1;
    if (name[1] < '1' || name[1] > '9' || name[3] < '1' || name[3] > '9') return -1;
    return (name[1] - '1') * 9 + (name[3] - '1');
}

const char *nonet_unit_name(int unit, char buf[3]) {
    text_buf tb;
    tb_init(&tb, buf, 3);
    tb_unit(&tb, unit < 0 || unit >= N_UNITS ? 0 : unit);
    return buf;
}
