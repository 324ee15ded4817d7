/*
** nonet_web.c -- the browser app's bridge to the library, compiled with it
** to WebAssembly (see web/README.md). It uses the public API only (it is
** built with include/ alone on its path): the app's JavaScript holds the
** learner's position as text and asks here for pictures, hints, checks,
** the explained solve and the grade; every answer is one JSON object
** (malloc'd; the caller frees it with web_free).
**
** A position travels as "GIVENS|VALUES|MARKS": 81 digits of givens, 81 of
** the learner's digits (0 for empty), and 81 comma-separated candidate
** masks of the learner's own pencil marks (bit d-1 for digit d), or
** nothing after the second '|' for automatic marks.
*/
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bridge_json.h"
#include "nonet.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define WEB_API EMSCRIPTEN_KEEPALIVE
#else
#define WEB_API
#endif

/* What the app calls (web/app.js) beside the package's API (npm/api.js),
** in the same module; each returns a JSON object (bridge/bridge_json.h)
** that the caller releases with nj_free. */
WEB_API char *web_read(const char *text);
WEB_API char *web_view(const char *pos);
WEB_API char *web_hint(const char *pos, int level, const char *lang);
WEB_API char *web_apply(const char *pos);
WEB_API char *web_export(const char *pos);
WEB_API char *web_why(const char *pos, const char *cell, int digit, const char *lang);
WEB_API char *web_practice_list(const char *lang);
WEB_API char *web_generate(int level, const char *technique, const char *seed);
WEB_API char *web_texts(const char *lang, const char *msgids);
WEB_API char *web_technique_page(const char *pos, const char *lang);
WEB_API char *web_explain(const char *pos, const char *lang);
WEB_API char *web_page_parts(void);

/* ---- reading a puzzle ---- */

/* The grid's 81 values (givens_only: givens alone), digits, into out[82]. */
static void grid_digits(const nonet_grid *g, bool givens_only, char out[82]) {
    for (int c = 0; c < 81; c++) {
        int v = nonet_grid_value(g, c);
        out[c] = (char)('0' + (v && (!givens_only || nonet_grid_is_given(g, c)) ? v : 0));
    }
    out[81] = '\0';
}

/* The grid's candidate masks as a JSON array. */
static void put_masks(answer *a, const char *name, const nonet_grid *g) {
    char json[81 * 5 + 3], *p = json;
    *p++ = '[';
    for (int c = 0; c < 81; c++) p += sprintf(p, "%s%u", c ? "," : "", (unsigned)nonet_grid_candidates(g, c));
    strcpy(p, "]");
    put_raw(a, name, json);
}

/* A puzzle in any form nonet reads: its givens, the digits placed beyond
** them and, when it came with pencil marks, those marks; or the error. */
WEB_API char *web_read(const char *text) {
    answer a;
    answer_open(&a);
    nonet_grid *g = nonet_grid_new();
    nonet_error err = {0};
    nonet_status st = g ? nonet_grid_parse(g, text, &err) : NONET_NOMEM;
    if (st == NONET_OK) {
        char givens[82], values[82];
        grid_digits(g, true, givens);
        grid_digits(g, false, values);
        if (!nonet_grid_has_givens(g)) strcpy(givens, values);
        put_string(&a, "givens", givens);
        put_string(&a, "values", values);
        if (nonet_grid_has_pencilmarks(g)) put_masks(&a, "marks", g);
    } else {
        char message[sizeof err.message + 64];
        if (err.column > 0) /* column 0: the message is about the whole line, as the command says it */
            snprintf(message, sizeof message, "line %ld, column %d: %s", err.line, err.column, err.message);
        else
            snprintf(message, sizeof message, "line %ld: %s", err.line, err.message);
        put_string(&a, "error", err.message[0] ? message : nonet_strerror(st));
    }
    nonet_grid_free(g);
    return answer_close(&a);
}

/* ---- the learner's position ---- */

/* The learner's position built from "GIVENS|VALUES|MARKS": the givens
** parsed, each digit of the learner placed (a digit that clashes with a
** peer is not: its cell goes to *clash, -1 when none), then, with own
** marks, every candidate the learner has not marked removed. NULL when
** the givens do not read. */
static nonet_grid *learner_grid(const char *pos, int *clash) {
    char givens[82];
    *clash = -1;
    if (strlen(pos) < 163 || pos[81] != '|' || pos[163] != '|') return NULL;
    memcpy(givens, pos, 81);
    givens[81] = '\0';
    nonet_grid *g = nonet_grid_new();
    if (!g || nonet_grid_parse(g, givens, NULL) != NONET_OK) {
        nonet_grid_free(g);
        return NULL;
    }
    for (int c = 0; c < 81; c++) {
        int d = pos[82 + c] - '0';
        if (d >= 1 && d <= 9 && !nonet_grid_value(g, c) && nonet_grid_place(g, c, d) != NONET_OK && *clash < 0)
            *clash = c;
    }
    const char *marks = pos + 164;
    for (int c = 0; *marks && c < 81; c++) {
        unsigned long mask = strtoul(marks, (char **)&marks, 10);
        for (int d = 1; d <= 9 && !nonet_grid_value(g, c); d++)
            if (!(mask >> (d - 1) & 1)) nonet_grid_eliminate(g, c, d);
        if (*marks == ',') marks++;
    }
    return g;
}

/* The cells whose digit or marks are wrong, as a JSON array of
** {"cell":"r3c4","digit":5,"placed":true}, or null when the givens do not
** have exactly one solution. */
static void put_wrong(answer *a, const nonet_grid *g) {
    nonet_candidate wrong[81];
    int n = nonet_grid_wrong_marks(g, wrong);
    answer_key(a, "wrong");
    if (!a->fp) return;
    if (n < 0) {
        fputs("null", a->fp);
        return;
    }
    fputc('[', a->fp);
    for (int i = 0; i < n; i++) {
        char name[5];
        fprintf(a->fp, "%s{\"cell\":\"%s\",\"index\":%d,\"digit\":%d,\"placed\":%s}", i ? "," : "",
                nonet_cell_name(wrong[i].cell, name), wrong[i].cell, wrong[i].digit,
                nonet_grid_value(g, wrong[i].cell) ? "true" : "false");
    }
    fputc(']', a->fp);
}

/* An answer about the learner's position "GIVENS|VALUES|MARKS": what puts
** writes about its grid (clash: the cell of a digit that clashes, -1; pos
** itself), or
** the error when the givens do not read. */
static char *about_position(const char *pos, void (*put)(answer *a, const nonet_grid *g, int clash, const char *pos)) {
    answer a;
    answer_open(&a);
    int clash;
    nonet_grid *g = learner_grid(pos, &clash);
    if (g)
        put(&a, g, clash, pos);
    else
        put_string(&a, "error", "the givens do not read as a puzzle");
    nonet_grid_free(g);
    return answer_close(&a);
}

/* Its picture (the library's SVG, as the page draws it), the automatic
** candidates, what is wrong, a digit that clashes and the peer it clashes
** with, and whether the grid is full. */
/* The peer of cell c that holds digit d (the cell a clashing digit clashes
** with), or -1. */
static int clashing_peer(const nonet_grid *g, int c, int d) {
    for (int p = 0; p < 81; p++) {
        bool peer = p / 9 == c / 9 || p % 9 == c % 9 || (p / 27 == c / 27 && p % 9 / 3 == c % 9 / 3);
        if (p != c && peer && nonet_grid_value(g, p) == d) return p;
    }
    return -1;
}

static void put_view(answer *a, const nonet_grid *g, int clash, const char *pos) {
    put_owned(a, "svg", nonet_step_svg(g, NULL));
    put_masks(a, "candidates", g);
    put_wrong(a, g);
    put_number(a, "clash", clash);
    put_number(a, "clash_peer", clash >= 0 ? clashing_peer(g, clash, pos[82 + clash] - '0') : -1);
    put_number(a, "empty", nonet_grid_empty_count(g));
}

WEB_API char *web_view(const char *pos) { return about_position(pos, put_view); }

/* The forms nonet (and HoDoKu) read back: the 81-character line, the
** pencil-mark grid and HoDoKu's library line (givens, placed digits,
** deleted candidates). */
static void put_forms(answer *a, const nonet_grid *g, int clash, const char *pos) {
    (void)clash;
    (void)pos;
    put_owned(a, "line", nonet_grid_format(g, NONET_FORM_LINE));
    put_owned(a, "pencilmarks", nonet_grid_format(g, NONET_FORM_PENCILMARKS));
    put_owned(a, "hodoku", nonet_grid_format(g, NONET_FORM_HODOKU));
}

WEB_API char *web_export(const char *pos) { return about_position(pos, put_forms); }

/* ---- hints ---- */

/* The learner's position with its next step, or why there is none. */
typedef struct learner_step {
    nonet_grid *grid;
    nonet_solver *solver;
    nonet_step *step;
} learner_step;

static void learner_step_free(learner_step *ls) {
    nonet_step_free(ls->step);
    nonet_solver_free(ls->solver);
    nonet_grid_free(ls->grid);
}

/* Find the next step on the position "GIVENS|VALUES|MARKS": NULL when
** found, else what to tell the learner (in lang). A position with a wrong
** digit or mark gets that said first (a step found from it could teach a
** falsehood). */
static const char *learner_next(const char *pos, const char *lang, learner_step *ls) {
    int clash;
    nonet_candidate wrong[81];
    ls->grid = learner_grid(pos, &clash);
    ls->solver = nonet_solver_new();
    ls->step = nonet_step_new();
    if (!ls->grid || !ls->solver || !ls->step) return nonet_strerror(NONET_NOMEM);
    if (clash >= 0 || nonet_grid_wrong_marks(ls->grid, wrong) > 0)
        return nonet_text(lang, "Something in your grid is wrong: fix the cells marked in red first.");
    nonet_status st = nonet_next_step(ls->solver, ls->grid, ls->step);
    if (st == NONET_OK) return NULL;
    return st == NONET_END       ? nonet_text(lang, "The grid is full: solved.")
           : st == NONET_STALLED ? nonet_text(lang, "No technique nonet knows applies here.")
                                 : nonet_strerror(st);
}

/* The cells of unit u (0-8 rows, 9-17 columns, 18-26 boxes, as
** nonet_unit_name names them) into cells[9]. */
static void unit_cells(int u, int cells[9]) {
    char name[3];
    nonet_unit_name(u, name);
    int k = name[1] - '1';
    for (int i = 0; i < 9; i++)
        cells[i] = name[0] == 'r' ? k * 9 + i : name[0] == 'c' ? i * 9 + k
                                              : (k / 3 * 3 + i / 3) * 9 + k % 3 * 3 + i % 3;
}

/* Where a level-2 hint points, as the hint's words say it (nonet_step_hint):
** its units (not a uniqueness pattern's: its corners), else its cells,
** else the cells it fills; with the step's digits where the words give
** them (not the digit of a naked single or full house, which is the
** answer). A JSON array of {"cell":"r1c2","digit":d}, digit 0 for a
** cell; each cell or candidate once. */
static void put_focus(answer *a, const nonet_grid *g, const nonet_step *step) {
    const nonet_technique_info *info = nonet_technique_info_of(nonet_step_technique(step));
    int n_units = nonet_step_count(step, NONET_PART_UNITS), n_cells = nonet_step_count(step, NONET_PART_CELLS);
    int n_places = nonet_step_count(step, NONET_PART_PLACEMENTS);
    bool corners = info && (info->flags & NONET_TF_UNIQUENESS) && n_cells;
    bool with_digits = nonet_step_digits(step) && (n_units || !n_places);
    bool where[81] = {false};
    if (n_units && !corners) {
        for (int i = 0; i < n_units; i++) {
            int cells[9];
            unit_cells(nonet_step_unit(step, i).unit, cells);
            for (int k = 0; k < 9; k++) where[cells[k]] = true;
        }
    } else if (n_cells) {
        for (int i = 0; i < n_cells; i++) where[nonet_step_cell(step, i)] = true;
    } else {
        for (int i = 0; i < n_places; i++) where[nonet_step_placement(step, i).cell] = true;
    }
    answer_key(a, "focus");
    if (!a->fp) return;
    fputc('[', a->fp);
    bool first = true;
    for (int c = 0; c < 81; c++) {
        if (!where[c]) continue;
        uint16_t digits = with_digits ? nonet_grid_candidates(g, c) & nonet_step_digits(step) : 0;
        char name[5];
        nonet_cell_name(c, name);
        if (!with_digits && !nonet_grid_value(g, c)) {
            fprintf(a->fp, "%s{\"cell\":\"%s\",\"digit\":0}", first ? "" : ",", name);
            first = false;
        }
        for (int d = 1; d <= 9; d++) {
            if (!(digits >> (d - 1) & 1)) continue;
            fprintf(a->fp, "%s{\"cell\":\"%s\",\"digit\":%d}", first ? "" : ",", name, d);
            first = false;
        }
    }
    fputc(']', a->fp);
}

/* The next step on the learner's position as a hint of level 1-3 in lang:
** its words (nonet_step_hint_lang), the technique's id and name; at level
** 2 where to look (put_focus); at level 3 the step drawn on their grid
** (the board's picture) with the legend of its colours. */
WEB_API char *web_hint(const char *pos, int level, const char *lang) {
    answer a;
    answer_open(&a);
    learner_step ls = {0};
    const char *none = learner_next(pos, lang, &ls);
    if (none) {
        put_string(&a, "text", none);
    } else {
        size_t need = nonet_step_hint_lang(ls.step, level, lang, NULL, 0) + 1;
        char *text = malloc(need);
        if (text) nonet_step_hint_lang(ls.step, level, lang, text, need);
        put_owned(&a, "text", text);
        const nonet_technique_info *info = nonet_technique_info_of(nonet_step_technique(ls.step));
        put_string(&a, "technique", info ? info->id : NULL);
        put_string(&a, "name", info ? nonet_text(lang, info->name) : NULL);
        if (level == 2) put_focus(&a, ls.grid, ls.step);
        if (level >= 3) {
            put_owned(&a, "svg", nonet_step_svg(ls.grid, ls.step));
            put_owned(&a, "legend", nonet_html_legend_lang(ls.step, lang));
        }
    }
    learner_step_free(&ls);
    return answer_close(&a);
}

/* The learner's position after the next step (the one web_hint shows): its
** digits and, as the learner's own marks from now on (an elimination by a
** technique is not one the automatic marks would keep), every cell's
** candidates; or the text why there is no step. */
WEB_API char *web_apply(const char *pos) {
    answer a;
    answer_open(&a);
    learner_step ls = {0};
    const char *none = learner_next(pos, "en", &ls);
    nonet_status st = none ? NONET_OK : nonet_step_apply(ls.grid, ls.step);
    if (none) {
        put_string(&a, "error", none);
    } else if (st != NONET_OK) {
        put_string(&a, "error", nonet_strerror(st));
    } else {
        char values[82];
        grid_digits(ls.grid, false, values);
        put_string(&a, "values", values);
        put_masks(&a, "marks", ls.grid);
    }
    learner_step_free(&ls);
    return answer_close(&a);
}

/* The page of the next step's technique, bundled: the walkthrough's
** section for the rest of the learner's solve (nonet_html_puzzle_lang,
** which carries the page of every technique it uses) and the id of the
** page within it. */
WEB_API char *web_technique_page(const char *pos, const char *lang) {
    answer a;
    answer_open(&a);
    learner_step ls = {0};
    const char *none = learner_next(pos, lang, &ls);
    nonet_trace *trace = NULL;
    nonet_status st = none ? NONET_OK : nonet_explain(ls.solver, ls.grid, &trace, NULL);
    if (none || !trace) {
        put_string(&a, "error", none ? none : nonet_strerror(st));
    } else {
        const nonet_technique_info *info = nonet_technique_info_of(nonet_step_technique(ls.step));
        char id[96];
        snprintf(id, sizeof id, "p1-t-%s", info ? info->id : "");
        put_string(&a, "id", id);
        put_owned(&a, "section", nonet_html_puzzle_lang(ls.grid, trace, 1, lang));
    }
    nonet_trace_free(trace);
    learner_step_free(&ls);
    return answer_close(&a);
}

/* ---- why not? ---- */

/* Why cell (r1c1..r9c9) cannot be digit on the learner's position, as
** `nonet why` answers it (nonet_why): the answer and reason (their JSON
** words), the words in lang, the peer that holds the digit, and for a
** step or a chain the step drawn on the learner's grid (the board's
** picture) with the legend of its colours. */
WEB_API char *web_why(const char *pos, const char *cell, int digit, const char *lang) {
    answer a;
    answer_open(&a);
    int clash, c = nonet_cell_from_name(cell);
    nonet_grid *g = learner_grid(pos, &clash);
    nonet_solver *solver = nonet_solver_new();
    nonet_why_result r = {0};
    nonet_error err = {0};
    nonet_status st = !g ? NONET_INVALID : !solver ? NONET_NOMEM : nonet_why(solver, g, c, digit, &r, &err);
    if (st != NONET_OK) {
        put_string(&a, "error", err.message[0] ? err.message : nonet_strerror(st));
    } else {
        size_t need = nonet_why_words(&r, lang, NULL, 0) + 1;
        char *words = malloc(need), peer[5];
        if (words) nonet_why_words(&r, lang, words, need);
        put_string(&a, "answer", nonet_why_answer_name(r.answer));
        put_string(&a, "reason", nonet_why_reason_name(r.reason));
        put_owned(&a, "words", words);
        put_string(&a, "peer", r.peer >= 0 ? nonet_cell_name(r.peer, peer) : NULL);
        if (r.step) {
            put_owned(&a, "svg", nonet_step_svg(g, r.step));
            put_owned(&a, "legend", nonet_html_legend_lang(r.step, lang));
        }
    }
    nonet_why_clear(&r, 1);
    nonet_solver_free(solver);
    nonet_grid_free(g);
    return answer_close(&a);
}

/* ---- new puzzles ---- */

/* The techniques a learner can practise: every logic technique for which
** the generator accepts the target "the solve must use it"
** (nonet_target_check), in pipeline order, as [{"id","name"}] in lang. */
WEB_API char *web_practice_list(const char *lang) {
    answer a;
    answer_open(&a);
    nonet_solver *solver = nonet_solver_new();
    answer_key(&a, "techniques");
    if (!solver || !a.fp) {
        nonet_solver_free(solver);
        return answer_close(&a);
    }
    fputc('[', a.fp);
    bool first = true;
    for (size_t i = 0; nonet_technique_at(i); i++) {
        const nonet_technique_info *info = nonet_technique_at(i);
        nonet_target target = {0};
        target.requires = info->technique;
        if (nonet_target_check(solver, &target, NULL) != NONET_OK) continue;
        answer item;
        answer_open(&item);
        put_string(&item, "id", info->id);
        put_string(&item, "name", nonet_text(lang, info->name));
        char *json = answer_close(&item);
        if (json) fprintf(a.fp, "%s%s", first ? "" : ",", json);
        free(json);
        first = false;
    }
    fputc(']', a.fp);
    nonet_solver_free(solver);
    return answer_close(&a);
}

/* The position just before the explained solve first uses technique t:
** its digits and candidates (as the learner's own marks), and the step's
** number; nothing when the solve does not use it. */
static void put_drill(answer *a, nonet_solver *solver, const nonet_grid *puzzle, nonet_technique t) {
    nonet_grid *g = nonet_grid_clone(puzzle);
    nonet_trace *trace = NULL;
    if (g && nonet_explain(solver, g, &trace, NULL) == NONET_OK && trace) {
        size_t n = nonet_trace_count(trace), i = 0;
        while (i < n && nonet_step_technique(nonet_trace_step(trace, i)) != t)
            nonet_step_apply(g, nonet_trace_step(trace, i++));
        if (i < n) {
            char values[82];
            grid_digits(g, false, values);
            put_string(a, "drill_values", values);
            put_masks(a, "drill_marks", g);
            put_number(a, "drill_step", (double)i + 1);
        }
    }
    nonet_trace_free(trace);
    nonet_grid_free(g);
}

/* A new puzzle from the library's generator (nonet_generate) with seed
** (decimal): of HoDoKu level 1-5 (0: any), or, for technique (an id, ""
** for none), one whose solve uses it, with the position to drill it;
** its givens and grade, or the error. */
WEB_API char *web_generate(int level, const char *technique, const char *seed) {
    answer a;
    answer_open(&a);
    nonet_target target = {0};
    target.min_level = target.max_level = (nonet_level)level;
    target.requires = technique[0] ? nonet_technique_from_id(technique) : NONET_T_NONE;
    target.max_attempts = 300;
    nonet_solver *solver = nonet_solver_new();
    nonet_grid *g = nonet_grid_new();
    nonet_grade grade;
    nonet_error err = {0};
    nonet_status st = solver && g ? nonet_generate(solver, &target, strtoull(seed, NULL, 10), g, &grade, &err)
                                  : NONET_NOMEM;
    if (st == NONET_OK) {
        char givens[82];
        grid_digits(g, true, givens);
        put_string(&a, "givens", givens);
        put_number(&a, "se", grade.se_rating);
        put_string(&a, "level", nonet_level_name(grade.level));
        if (target.requires != NONET_T_NONE) put_drill(&a, solver, g, target.requires);
    } else {
        put_string(&a, "error", err.message[0] ? err.message : nonet_strerror(st));
    }
    nonet_grid_free(g);
    nonet_solver_free(solver);
    return answer_close(&a);
}

/* ---- the explained solve and the grade ---- */

/* The grade of a trace as JSON members. */
static void put_grade(answer *a, const nonet_trace *trace) {
    nonet_grade grade;
    if (nonet_grade_trace(trace, &grade) != NONET_OK) return;
    const nonet_technique_info *hardest = nonet_technique_info_of(grade.hardest);
    put_number(a, "se", grade.se_rating);
    put_string(a, "level", nonet_level_name(grade.level));
    put_number(a, "score", (double)grade.score);
    put_string(a, "hardest", hardest ? hardest->name : NULL);
    put_number(a, "steps", (double)grade.steps);
}

/* The explained solve from the learner's position "GIVENS|VALUES|MARKS"
** (from the givens when VALUES are all 0 and MARKS empty), for the app's
** solve viewer: the walkthrough's section for it in lang (pictures,
** sentences, legends, buttons) and the solve's figures; a position with a
** mistake is told to fix it first (learner_next). */
WEB_API char *web_explain(const char *pos, const char *lang) {
    answer a;
    answer_open(&a);
    learner_step ls = {0};
    const char *none = learner_next(pos, lang, &ls);
    nonet_trace *trace = NULL;
    nonet_status st = none ? NONET_OK : nonet_explain(ls.solver, ls.grid, &trace, NULL);
    if (trace) {
        put_owned(&a, "section", nonet_html_puzzle_lang(ls.grid, trace, 1, lang));
        put_grade(&a, trace);
    }
    if (none || st != NONET_OK) put_string(&a, "error", none ? none : nonet_strerror(st));
    nonet_trace_free(trace);
    learner_step_free(&ls);
    return answer_close(&a);
}

/* The app's labels and messages in lang, from the library's catalogues
** (nonet_text: po/LANG.po): msgids one per line in, {"texts":[...]} in
** the same order out (a msgid without a translation as itself). */
WEB_API char *web_texts(const char *lang, const char *msgids) {
    answer a;
    answer_open(&a);
    answer_key(&a, "texts");
    if (!a.fp) return answer_close(&a);
    fputc('[', a.fp);
    for (const char *p = msgids; *p;) {
        size_t n = strcspn(p, "\n");
        char *msgid = strndup(p, n);
        answer item;
        answer_open(&item);
        put_string(&item, "t", msgid ? nonet_text(lang, msgid) : "");
        char *json = answer_close(&item);
        /* the string alone: {"t":VALUE} without its braces and key */
        if (json) fprintf(a.fp, "%s%.*s", p == msgids ? "" : ",", (int)(strlen(json) - 6), json + 5);
        free(json);
        free(msgid);
        p += n + (p[n] == '\n');
    }
    fputc(']', a.fp);
    return answer_close(&a);
}

/* The page's head (its style sheet) and tail (its script), which the app
** takes over so that the solve steps look and move as on the page. */
WEB_API char *web_page_parts(void) {
    answer a;
    answer_open(&a);
    put_owned(&a, "head", nonet_html_head(NULL));
    put_owned(&a, "tail", nonet_html_tail());
    return answer_close(&a);
}

