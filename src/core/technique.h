/*
** technique.h -- the technique table: one row per technique, made from the
** list in techniques.def (the only place a technique is declared).
**
** The table belongs to the lowest layer because every layer reads it (the
** strategies name their steps, the driver runs the finders, the renderers
** name the steps). It holds data only: the functions a row names are bound
** by the layer that defines them (strategies/finders.c, the finders;
** src/render/render_text.c, the formatters), from the same list.
*/
#ifndef NONET_TECHNIQUE_H
#define NONET_TECHNIQUE_H

#include <stdbool.h>
#include <stddef.h>

#include "nonet.h"

/* The technique numbers of this build: NONET_T_<ID> for each row of
** techniques.def, in its order, after NONET_T_NONE (0). */
enum technique_id {
    NONET_T_BEFORE_FIRST_ = NONET_T_NONE,
#define TECHNIQUE(ID, ...) NONET_T_##ID,
#define FALLBACK(ID, ...) NONET_T_##ID,
#include "techniques.def"
    NONET_T_COUNT_ /* one past the last technique */
};
_Static_assert(NONET_T_COUNT_ <= NONET_T_LIMIT, "raise NONET_T_LIMIT in nonet.h");

/* How a technique's finder lets the driver's memo skip its work (row_memo.h):
** per digit, per unit, or only in a whole position known to give nothing. */
typedef enum memo_kind { MEMO_NONE = 0, MEMO_PER_DIGIT, MEMO_PER_UNIT, MEMO_WHOLE } memo_kind;

/* HoDoKu's score and level of a fish row by size, 2 (X-Wing) to 6 (Whale),
** where its StepConfig splits the row so (techniques.def, "sizes"). */
typedef struct technique_sizes {
    int score[5];
    nonet_level level[5];
} technique_sizes;

typedef struct technique_row {
    nonet_technique_info info;    /* the public facts */
    memo_kind memo;
    const technique_sizes *sizes; /* NULL: one score and level for all sizes */
} technique_row;

/* All rows in pipeline order, the fallback last; *n receives the count. */
const technique_row *technique_rows(size_t *n);
/* The row of technique t, or NULL when t is no technique's number. */
const technique_row *technique_row_of(nonet_technique t);
/* The technique whose id is the len bytes at id, or NONET_T_NONE. */
nonet_technique technique_by_id(const char *id, size_t len);

#endif
