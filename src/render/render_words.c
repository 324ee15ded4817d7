/*
** render_words.c -- nonet_step_words: a step told in plain sentences, by
** the template of its technique's family (render_words_*.c, pieces in
** words_parts.c), in the language asked for, from the catalogues compiled
** into the library (po/LANG.po, catalogue.h). The hint ladder in a
** language is here too.
*/
#include <string.h>

#include "technique.h"
#include "text_formats.h"
#include "words.h"

typedef void (*words_fn)(words *w, const nonet_step *s);

/* The family template of technique t. */
static words_fn template_of(nonet_technique t) {
    switch (t) {
    case NONET_T_FULL_HOUSE: case NONET_T_NAKED_SINGLE: case NONET_T_HIDDEN_SINGLE:
        return words_singles;
    case NONET_T_POINTING: case NONET_T_CLAIMING:
        return words_intersection;
    case NONET_T_LOCKED_PAIR: case NONET_T_LOCKED_TRIPLE: case NONET_T_NAKED_PAIR: case NONET_T_NAKED_TRIPLE:
    case NONET_T_NAKED_QUAD: case NONET_T_HIDDEN_PAIR: case NONET_T_HIDDEN_TRIPLE: case NONET_T_HIDDEN_QUAD:
        return words_subset;
    case NONET_T_DIRECT_POINTING: case NONET_T_DIRECT_CLAIMING: case NONET_T_DIRECT_HIDDEN_PAIR:
    case NONET_T_DIRECT_HIDDEN_TRIPLE:
        return words_direct;
    case NONET_T_X_WING: case NONET_T_SWORDFISH: case NONET_T_JELLYFISH: case NONET_T_FINNED_X_WING:
    case NONET_T_SASHIMI_X_WING: case NONET_T_FINNED_SWORDFISH: case NONET_T_SASHIMI_SWORDFISH:
    case NONET_T_FINNED_JELLYFISH: case NONET_T_SASHIMI_JELLYFISH: case NONET_T_FRANKEN_FISH:
    case NONET_T_FINNED_FRANKEN_FISH: case NONET_T_MUTANT_FISH: case NONET_T_FINNED_MUTANT_FISH:
        return words_fish;
    case NONET_T_XY_WING: case NONET_T_XYZ_WING:
        return words_wing;
    case NONET_T_UNIQUE_RECTANGLE: case NONET_T_HIDDEN_RECTANGLE: case NONET_T_AVOIDABLE_RECTANGLE:
    case NONET_T_UNIQUE_LOOP: case NONET_T_BUG: case NONET_T_BUG_PLUS_1:
        return words_uniqueness;
    case NONET_T_SIMPLE_COLORS: case NONET_T_MULTI_COLORS:
        return words_coloring;
    case NONET_T_REMOTE_PAIR:
        return words_remote_pair;
    case NONET_T_SUE_DE_COQ: case NONET_T_ALS_XZ: case NONET_T_ALS_XY_WING: case NONET_T_ALS_XY_CHAIN:
    case NONET_T_DEATH_BLOSSOM:
        return words_als;
    case NONET_T_FORCING_CHAIN: case NONET_T_FORCING_NET: case NONET_T_FORCING_NET_PLUS:
    case NONET_T_NESTED_FORCING_CHAINS: case NONET_T_KRAKEN_FISH: case NONET_T_NISHIO_FORCING_CHAINS:
    case NONET_T_CELL_FORCING_CHAINS: case NONET_T_REGION_FORCING_CHAINS: case NONET_T_DYNAMIC_CONTRADICTION:
    case NONET_T_DYNAMIC_DOUBLE_CHAINS: case NONET_T_DYNAMIC_CELL_FORCING: case NONET_T_DYNAMIC_REGION_FORCING:
    case NONET_T_DYNAMIC_PLUS:
        return words_net;
    case NONET_T_ALIGNED_PAIR_EXCLUSION: case NONET_T_ALIGNED_TRIPLET_EXCLUSION:
        return words_aligned;
    case NONET_T_TEMPLATE_SET: case NONET_T_TEMPLATE_DELETE:
        return words_template;
    case NONET_T_BACKTRACKING:
        return words_guess;
    default: /* the chains and single-digit patterns: told link by link */
        return words_chain;
    }
}

size_t nonet_step_words(const nonet_step *step, const char *lang, char *buf, size_t size) {
    text_buf tb;
    tb_init(&tb, buf, size);
    words w = {&tb, nonet_lang_code(lang)};
    template_of(step->technique)(&w, step);
    return tb.len;
}

/* The technique's name in the language. */
static const char *name_of(const words *w, const nonet_step *s) {
    const technique_row *row = technique_row_of(s->technique);
    return nonet_text(w->lang, row ? row->info.name : "step");
}

/*
** Level 3: the notation line (as nonet_step_hint), a newline, the words.
** Levels 1-2 in English are nonet_step_hint's own lines (unchanged); in
** another language the technique's name, at level 2 with its units.
*/
size_t nonet_step_hint_lang(const nonet_step *step, int level, const char *lang, char *buf, size_t size) {
    const char *code = nonet_lang_code(lang);
    if (level < 3 && !strcmp(code, "en")) return nonet_step_hint(step, level, buf, size);
    text_buf tb;
    tb_init(&tb, buf, size);
    words w = {&tb, code};
    if (level >= 3) {
        tb.len = nonet_step_text(step, buf, size); /* the line, as tb_text would have written it */
        tb_text(&tb, "\n");
        template_of(step->technique)(&w, step);
    } else if (level <= 1 || !step->n_units) {
        W_SAY(&w, "Look for {1}.", name_of(&w, step));
    } else {
        char where[W_LIST];
        W_SAY(&w, "Look for {1} in {2}.", name_of(&w, step), w_units_role(&w, where, sizeof where, step, -1));
    }
    return tb.len;
}
