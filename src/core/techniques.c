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

/* The finders and formatters, declared from the list itself. */
#define TECHNIQUE(ID, id_, name_, family_, se_, flags_, score_, level_, find_, memo_, text_) \
    bool find_(const nonet_grid *g, struct strat_ctx *ctx);                              \
    void text_(struct text_buf *tb, const nonet_step *s);
#define FALLBACK(ID, id_, name_, family_, text_) void text_(struct text_buf *tb, const nonet_step *s);
#include "techniques.def"

static const technique_row rows[] = {
#define TECHNIQUE(ID, id_, name_, family_, se_, flags_, score_, level_, find_, memo_, text_)                  \
    {.info = {.technique = NONET_T_##ID, .id = id_, .name = name_, .family = family_, .se_rating = se_, \
              .flags = flags_, .hodoku_score = score_, .hodoku_level = level_},                        \
     .find = find_, .memo = MEMO_##memo_, .text = text_},
#define FALLBACK(ID, id_, name_, family_, text_)                                                      \
    {.info = {.technique = NONET_T_##ID, .id = id_, .name = name_, .family = family_,                \
              .flags = NONET_TF_FALLBACK},                                                            \
     .text = text_},
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
