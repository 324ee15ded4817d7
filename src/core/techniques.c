/*
** techniques.c -- the technique table (technique.h), filled from
** techniques.def, and the public functions that read it.
**
** Rows are indexed by technique number (the list's order), so a lookup by
** number is an index and a lookup by id a scan of 50-odd short strings,
** done once per command-line option: no hash index is worth building.
*/
#include <string.h>

#include "technique.h"

#define ANY 0u
#define UNIQ NONET_TF_UNIQUENESS
#define GIVENS NONET_TF_NEEDS_GIVENS
#define SE_ONLY NONET_TF_SE_ORDER_ONLY
#define PIPE_ONLY NONET_TF_PIPELINE_ONLY
#define FIND_ONLY NONET_TF_FIND_ONLY
#define BEST NONET_TF_BEST_OF_ALL
#define ONE_SOLUTION NONET_TF_ONE_SOLUTION
#define EASY NONET_LEVEL_EASY
#define MEDIUM NONET_LEVEL_MEDIUM
#define HARD NONET_LEVEL_HARD
#define UNFAIR NONET_LEVEL_UNFAIR
#define EXTREME NONET_LEVEL_EXTREME

#define CLASSIC_SE NONET_TF_CLASSIC_SE
#define NO_GUESS NONET_TF_GUESS_LEFT_OUT
#define NOSIZES NULL
#define SIZED(s2, s3, s4, s5, s6, l2, l3, l4, l5, l6) \
    (&(const technique_sizes){{s2, s3, s4, s5, s6}, {l2, l3, l4, l5, l6}})

static const technique_row rows[] = {
#define TECHNIQUE(ID, id_, name_, family_, se_, flags_, score_, level_, codes_, sizes_, find_, memo_, text_) \
    {.info = {.technique = NONET_T_##ID, .id = id_, .name = name_, .family = family_, .se_rating = se_,    \
              .flags = flags_, .hodoku_score = score_, .hodoku_level = level_, .hodoku_codes = codes_},   \
     .memo = MEMO_##memo_, .sizes = sizes_},
#define FALLBACK(ID, id_, name_, family_, text_)                                                      \
    {.info = {.technique = NONET_T_##ID, .id = id_, .name = name_, .family = family_,                \
              .flags = NONET_TF_FALLBACK, .hodoku_codes = ""}},
#include "techniques.def"
};
_Static_assert(sizeof rows / sizeof rows[0] == NONET_T_COUNT_ - 1, "one row per technique number");

/* Contracts of the internal functions: see technique.h. */
const technique_row *technique_rows(size_t *n) {
    *n = sizeof rows / sizeof rows[0];
    return rows;
}

const technique_row *technique_row_of(nonet_technique t) {
    if (t <= NONET_T_NONE || t >= NONET_T_COUNT_) return NULL;
    return &rows[t - 1];
}

nonet_technique technique_by_id(const char *id, size_t len) {
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        if (!strncmp(rows[i].info.id, id, len) && rows[i].info.id[len] == '\0') return rows[i].info.technique;
    return NONET_T_NONE;
}

/* Contracts of the public functions: see nonet.h. */
size_t nonet_technique_count(void) { return sizeof rows / sizeof rows[0]; }

const nonet_technique_info *nonet_technique_at(size_t index) {
    return index < sizeof rows / sizeof rows[0] ? &rows[index].info : NULL;
}

const nonet_technique_info *nonet_technique_info_of(nonet_technique t) {
    const technique_row *row = technique_row_of(t);
    return row ? &row->info : NULL;
}

nonet_technique nonet_technique_from_id(const char *id) {
    return id ? technique_by_id(id, strlen(id)) : NONET_T_NONE;
}
