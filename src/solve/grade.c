/*
** grade.c -- a trace's difficulty on the field's two scales.
**
** Sudoku Explainer (SE, "ER"): a puzzle rates as its hardest step, each
** step rated by its technique. nonet takes the technique table's rating of each
** technique (se_rating), refined where SE itself splits a technique by a
** fact the step records: a hidden single rates 1.2 in a box but 1.5 in a
** row or column (SE 1.2.1.3's hidden single hint).
**
** HoDoKu: every step adds its technique's base score once, and the level
** is the highest level among the steps, then raised while the score is
** above the level's maximum (HoDoKu 2.2.0's defaults, the DifficultyLevel
** table of its Options: Easy 800, Medium 1000, Hard 1600, Unfair 1800,
** Extreme unbounded; the per-technique data are in src/core/techniques.def,
** the rows whose score HoDoKu splits by the fish's size below).
**
**    steps:  Hidden Single (14, Easy) ... X-Wing (140, Hard) ...
**    score:  14 + ... + 140 + ...  = 1086  > 1000 (Medium's maximum)
**    level:  max(Easy, Hard) = Hard; 1086 <= 1600, so Hard stays
**
** When logic stalls, nonet places the rest by backtracking; HoDoKu would
** go on with techniques nonet lacks (chains, ALS, forcing chains), so no
** number is invented: the level is "backtracking" (beyond Extreme) and the
** score and rating are those of the logic steps, lower bounds. A technique
** without HoDoKu data (a row whose score is 0) adds nothing and is
** counted in unknown_steps, so the caller can say the grade is partial.
*/
#include <string.h>

#include "solver.h"

/* HoDoKu's maximum score per level (index: nonet_level), Extreme unbounded. */
static const long level_max_score[] = {0, 800, 1000, 1600, 1800, -1};

static const char *const level_names[] = {"unknown", "Easy",    "Medium",      "Hard",
                                          "Unfair",  "Extreme", "backtracking"};

const char *nonet_level_name(nonet_level level) {
    if ((unsigned)level >= sizeof level_names / sizeof level_names[0]) return level_names[0];
    return level_names[level];
}

/* A hidden single found in a row or column (variant 0 or 1: the unit's
** kind) rates 1.5; the step's own rating, when it has one, comes first. */
double nonet_step_rating(const nonet_step *step) {
    const nonet_technique_info *info = step ? nonet_technique_info_of(step->technique) : NULL;
    if (!info || (info->flags & NONET_TF_FALLBACK)) return 0.0;
    if (step->rating > 0) return step->rating;
    if (step->technique == NONET_T_HIDDEN_SINGLE && step->variant != 2) return 1.5;
    return info->se_rating;
}

/* The step's HoDoKu score and level: by its size (its variant, 2 X-Wing
** .. 6 Whale) where the row has sizes (techniques.def), else the row's. */
static void step_score(const nonet_step *step, const nonet_technique_info *info, int *score, int *level) {
    *score = info->hodoku_score;
    *level = info->hodoku_level;
    const technique_sizes *sizes = technique_row_of(info->technique)->sizes;
    if (!sizes || step->variant < 2 || step->variant > 6) return;
    *score = sizes->score[step->variant - 2];
    *level = (int)sizes->level[step->variant - 2];
}

/* Add one logic step to the grade: its rating, its score and its level. */
static void grade_step(nonet_grade *grade, const nonet_step *step, const nonet_technique_info *info) {
    grade->steps++;
    grade->techniques[info->technique / 64] |= (uint64_t)1 << (info->technique % 64);
    double rating = nonet_step_rating(step);
    if (rating > grade->se_rating) {
        grade->se_rating = rating;
        grade->hardest = info->technique;
    }
    if (grade->steps == 1) grade->se_diamond = grade->se_rating;
    if (grade->se_pearl == 0 && step->n_placements > 0) grade->se_pearl = grade->se_rating;
    int score, level;
    step_score(step, info, &score, &level);
    if (score <= 0 || level <= NONET_LEVEL_UNKNOWN) {
        grade->unknown_steps++;
        return;
    }
    grade->score += score;
    if (level > (int)grade->level) grade->level = (nonet_level)level;
}

/* HoDoKu's last rule: a score above the level's maximum raises the level. */
static nonet_level raise_by_score(nonet_level level, long score) {
    while (level < NONET_LEVEL_EXTREME && score > level_max_score[level]) level++;
    return level;
}

nonet_status nonet_grade_trace(const nonet_trace *trace, nonet_grade *grade) {
    if (!trace || !grade) return NONET_BAD_ARGUMENT;
    memset(grade, 0, sizeof *grade);
    grade->hardest = NONET_T_NONE;
    grade->level = NONET_LEVEL_EASY; /* HoDoKu starts every puzzle at Easy */
    for (size_t i = 0; i < trace->n_steps; i++) {
        const nonet_step *step = &trace->steps[i];
        const nonet_technique_info *info = nonet_technique_info_of(step->technique);
        if (!info) { /* a technique the table does not know: no data at all */
            grade->steps++;
            grade->unknown_steps++;
        } else if (!(info->flags & NONET_TF_FALLBACK)) {
            grade_step(grade, step, info);
        }
    }
    grade->backtracking = trace->stalled_empty >= 0;
    grade->timeout = trace->status == NONET_TIMEOUT;
    if (grade->se_pearl == 0) grade->se_pearl = grade->se_rating; /* no placement: a lower bound */
    if (grade->backtracking) grade->level = NONET_LEVEL_BACKTRACKING;
    else if (trace->status != NONET_OK) grade->level = NONET_LEVEL_UNKNOWN;
    else grade->level = raise_by_score(grade->level, grade->score);
    return NONET_OK;
}
