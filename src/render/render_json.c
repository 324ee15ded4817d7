/*
** render_json.c -- a step as a JSON object, with the one writer of json.c.
** The shape is documented in docs/cli.md ("The step object"):
**
**   {"technique":"naked_pair","text":"Naked Pair: 1,5 in r3c48 => ...",
**    "words":"The 2 cells r3c4 and r3c8 hold ...","page":"docs/techniques/naked_pair.md",
**    "placements":[],"eliminations":[{"cell":"r3c1","digit":1}],
**    "pattern":{"digits":[1,5],"cells":["r3c4","r3c8"],
**               "candidates":[{"cell":"r3c4","digit":1,"role":"pattern"}],
**               "units":[{"unit":"r3","role":"pattern"}],
**               "links":[{"from":{...},"to":{...},"type":"strong"}]}}
**
** "variant" is present when the step's variant is not 0; each member of
** "pattern" is present when it is not empty.
*/
#include <stdio.h>
#include <stdlib.h>

#include "json.h"
#include "mask.h"
#include "technique.h"

/* nonet_role names, lower case, in enum order. */
static const char *const role_names[] = {
    [NONET_ROLE_PATTERN] = "pattern", [NONET_ROLE_BASE] = "base",
    [NONET_ROLE_COVER] = "cover",     [NONET_ROLE_FIN] = "fin",
    [NONET_ROLE_COLOR_A] = "color_a", [NONET_ROLE_COLOR_B] = "color_b",
    [NONET_ROLE_COLOR_C] = "color_c", [NONET_ROLE_COLOR_D] = "color_d",
    [NONET_ROLE_PIVOT] = "pivot",     [NONET_ROLE_PINCER] = "pincer",
};

/* The role's name; an out-of-range role reads as "pattern". */
static const char *role_name(int role) {
    size_t n = sizeof role_names / sizeof role_names[0];
    return (size_t)role < n ? role_names[role] : "pattern";
}

/* A cell as its name: "r3c4". */
static void json_cell(strbuf *sb, int cell) {
    char name[5];
    json_string(sb, nonet_cell_name(cell, name));
}

/* See json.h. */
void json_candidate(strbuf *sb, int cell, int digit) {
    json_object_begin(sb);
    json_key(sb, "cell");
    json_cell(sb, cell);
    json_key(sb, "digit");
    json_int(sb, digit);
    json_object_end(sb);
}

/* A named array of candidates (placements or eliminations), always present. */
static void json_candidates(strbuf *sb, const char *key, const nonet_candidate *list, int n) {
    json_key(sb, key);
    json_array_begin(sb);
    for (int i = 0; i < n; i++) json_candidate(sb, list[i].cell, list[i].digit);
    json_array_end(sb);
}

/* See json.h: nonet_step_text is snprintf-like, so a second call fills the heap copy. */
const char *render_step_line(const nonet_step *s, char *buf, size_t size, char **heap) {
    *heap = NULL;
    size_t len = nonet_step_text(s, buf, size);
    if (len < size) return buf;
    *heap = malloc(len + 1);
    if (*heap) nonet_step_text(s, *heap, len + 1);
    return *heap;
}

const char *render_step_words(const nonet_step *s, const char *lang, char *buf, size_t size, char **heap) {
    *heap = NULL;
    size_t len = nonet_step_words(s, lang, buf, size);
    if (len < size) return buf;
    *heap = malloc(len + 1);
    if (*heap) nonet_step_words(s, lang, *heap, len + 1);
    return *heap;
}

/* The step's line; most fit the stack buffer, a longer one goes to the heap. */
static void json_step_text(strbuf *sb, const nonet_step *s) {
    char buf[1024], *heap;
    const char *line = render_step_line(s, buf, sizeof buf, &heap);
    if (line) json_string(sb, line);
    else sb->failed = true;
    free(heap);
}

/* The step's words in lang (render_words.c), from the stack buffer or the
** heap, and its technique page. */
static void json_step_words(strbuf *sb, const nonet_step *s, const char *lang) {
    char buf[2048], *heap;
    const char *text = render_step_words(s, lang, buf, sizeof buf, &heap);
    json_key(sb, "words");
    if (text) json_string(sb, text);
    else sb->failed = true;
    free(heap);
    json_key(sb, "page");
    json_string(sb, nonet_technique_page(s->technique, lang));
}

/* The pattern members, one function each; json_pattern calls those that apply. */
static void json_pattern_digits(strbuf *sb, uint16_t digits) {
    json_key(sb, "digits");
    json_array_begin(sb);
    for (uint16_t m = digits; m; m = mask_rest(m)) json_int(sb, mask_lowest(m));
    json_array_end(sb);
}

static void json_pattern_cells(strbuf *sb, const nonet_step *s) {
    json_key(sb, "cells");
    json_array_begin(sb);
    for (int i = 0; i < s->n_cells; i++) json_cell(sb, s->cells[i]);
    json_array_end(sb);
}

static void json_pattern_marks(strbuf *sb, const nonet_step *s) {
    json_key(sb, "candidates");
    json_array_begin(sb);
    for (int i = 0; i < s->n_marks; i++) {
        json_object_begin(sb);
        json_key(sb, "cell");
        json_cell(sb, s->marks[i].cell);
        json_key(sb, "digit");
        json_int(sb, s->marks[i].digit);
        json_key(sb, "role");
        json_string(sb, role_name(s->marks[i].role));
        json_object_end(sb);
    }
    json_array_end(sb);
}

static void json_pattern_units(strbuf *sb, const nonet_step *s) {
    json_key(sb, "units");
    json_array_begin(sb);
    for (int i = 0; i < s->n_units; i++) {
        char name[3];
        json_object_begin(sb);
        json_key(sb, "unit");
        json_string(sb, nonet_unit_name(s->units[i].unit, name));
        json_key(sb, "role");
        json_string(sb, role_name(s->units[i].role));
        json_object_end(sb);
    }
    json_array_end(sb);
}

/* The technique behind rule link i of part (nonet_step_link_rule), when
** it is known: "rule" (its id) and "rule_units". */
static void json_rule_by(strbuf *sb, const nonet_step *s, nonet_step_part part, int i) {
    nonet_link_rule rule = nonet_step_link_rule(s, part, i);
    const technique_row *row = technique_row_of(rule.technique);
    if (!row) return;
    json_key(sb, "rule");
    json_string(sb, row->info.id);
    json_key(sb, "rule_units");
    json_array_begin(sb);
    for (int u = 0; u < 2; u++) {
        char name[3];
        if (rule.unit[u] >= 0) json_string(sb, nonet_unit_name(rule.unit[u], name));
    }
    json_array_end(sb);
}

/* The inner links that explain link explains (nonet_inner_link), as an
** "inner" array, each with its own inner chain where it has one. */
static void json_inner_links(strbuf *sb, const nonet_step *s, int explains) {
    bool any = false;
    for (int j = 0; j < s->n_inner; j++) {
        const nonet_inner_link *l = &s->inner[j];
        if (l->explains != explains) continue;
        if (!any) {
            json_key(sb, "inner");
            json_array_begin(sb);
            any = true;
        }
        json_object_begin(sb);
        json_key(sb, "from");
        json_candidate(sb, l->link.from.cell, l->link.from.digit);
        json_key(sb, "to");
        json_candidate(sb, l->link.to.cell, l->link.to.digit);
        json_key(sb, "type");
        json_string(sb, l->to_on ? "strong" : "weak");
        if (l->by_rule) {
            json_key(sb, "by");
            json_string(sb, "rule");
            json_rule_by(sb, s, NONET_PART_INNER_LINKS, j);
        }
        json_key(sb, "from_state");
        json_string(sb, l->from_on ? "on" : "off");
        json_inner_links(sb, s, -(j + 1));
        json_object_end(sb);
    }
    if (any) json_array_end(sb);
}

static void json_pattern_links(strbuf *sb, const nonet_step *s) {
    json_key(sb, "links");
    json_array_begin(sb);
    for (int i = 0; i < s->n_links; i++) {
        const nonet_link *link = &s->links[i];
        json_object_begin(sb);
        json_key(sb, "from");
        json_candidate(sb, link->from.cell, link->from.digit);
        json_key(sb, "to");
        json_candidate(sb, link->to.cell, link->to.digit);
        json_key(sb, "type");
        json_string(sb, link->strong ? "strong" : "weak");
        if (s->link_rule[i] != STEP_LINK_PLAIN) {
            json_key(sb, "by");
            json_string(sb, "rule");
            json_key(sb, "from_state");
            json_string(sb, s->link_rule[i] == STEP_LINK_RULE_AFTER_ON ? "on" : "off");
            json_rule_by(sb, s, NONET_PART_LINKS, i);
            if (s->n_inner) json_inner_links(sb, s, i);
        }
        json_object_end(sb);
    }
    json_array_end(sb);
}

/* The "pattern" object: each member only when the step has some. */
static void json_pattern(strbuf *sb, const nonet_step *s) {
    json_key(sb, "pattern");
    json_object_begin(sb);
    if (s->digits) json_pattern_digits(sb, s->digits);
    if (s->n_cells) json_pattern_cells(sb, s);
    if (s->n_marks) json_pattern_marks(sb, s);
    if (s->n_units) json_pattern_units(sb, s);
    if (s->n_links) json_pattern_links(sb, s);
    json_object_end(sb);
}

/* See json.h; the shape is at the top of this file and in docs/cli.md. */
void json_step(strbuf *sb, const nonet_step *s, const char *lang) {
    const technique_row *row = technique_row_of(s->technique);
    json_object_begin(sb);
    json_key(sb, "technique");
    json_string(sb, row ? row->info.id : "unknown");
    if (s->variant) {
        char variant[16];
        snprintf(variant, sizeof variant, "%d", s->variant);
        json_key(sb, "variant");
        json_string(sb, variant);
    }
    json_key(sb, "text");
    json_step_text(sb, s);
    json_step_words(sb, s, lang);
    json_candidates(sb, "placements", s->placements, s->n_placements);
    json_candidates(sb, "eliminations", s->eliminations, s->n_eliminations);
    json_pattern(sb, s);
    json_object_end(sb);
}

/*
** Public: the step as a malloc'd JSON text (the caller frees it with
** nonet_free), or NULL when memory ran out.
*/
char *nonet_step_json_lang(const nonet_step *step, const char *lang) {
    strbuf sb;
    strbuf_init(&sb);
    json_step(&sb, step, lang);
    return strbuf_finish(&sb);
}

char *nonet_step_json(const nonet_step *step) { return nonet_step_json_lang(step, "en"); }
