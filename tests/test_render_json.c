/*
** test_render_json.c -- the JSON writer (commas, escaping, numbers) and the
** step object of nonet_step_json, exactly as docs/cli.md describes it.
*/
#include <criterion/criterion.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "step.h"
#include "support.h"

/* The step's line (tested in test_render_text.c; here it is only carried). */
static const char *text_of(const nonet_step *s) {
    const char *line = support_step_text(s);
    cr_assert_eq(strpbrk(line, "\"\\"), NULL, "the line needs no escaping here");
    return line;
}

/* The step's words and page as the JSON holds them (words have no character
** JSON escapes in these steps). */
static const char *words_of(const nonet_step *s) {
    static char buf[2048];
    nonet_step_words(s, "en", buf, sizeof buf);
    return buf;
}

Test(render_json, commas_come_by_themselves) {
    strbuf sb;
    strbuf_init(&sb);
    json_object_begin(&sb);
    json_key(&sb, "a");
    json_array_begin(&sb);
    json_int(&sb, 1);
    json_int(&sb, -2);
    json_object_begin(&sb);
    json_key(&sb, "b");
    json_bool(&sb, true);
    json_object_end(&sb);
    json_array_begin(&sb);
    json_array_end(&sb);
    json_array_end(&sb);
    json_key(&sb, "c");
    json_string(&sb, NULL);
    json_key(&sb, "d");
    json_string(&sb, "");
    json_key(&sb, "e");
    json_object_begin(&sb);
    json_object_end(&sb);
    json_object_end(&sb);
    cr_assert_str_eq(sb.data, "{\"a\":[1,-2,{\"b\":true},[]],\"c\":null,\"d\":\"\",\"e\":{}}");
    strbuf_release(&sb);
}

Test(render_json, strings_are_escaped_and_utf8_passes) {
    strbuf sb;
    strbuf_init(&sb);
    json_string(&sb, "a\"b\\c\nd\te\x01\x1f\x7f\r\b\f \xc3\xa9/");
    cr_assert_str_eq(sb.data, "\"a\\\"b\\\\c\\nd\\te\\u0001\\u001f\\u007f\\r\\b\\f \xc3\xa9/\"");
    strbuf_reset(&sb);
    json_key(&sb, "k\"ey");
    json_raw(&sb, "[1]");
    cr_assert_str_eq(sb.data, "\"k\\\"ey\":[1]");
    strbuf_release(&sb);
}

Test(render_json, numbers) {
    strbuf sb;
    strbuf_init(&sb);
    json_array_begin(&sb);
    json_double(&sb, 2.3);
    json_double(&sb, 11.0);
    json_double(&sb, 0.0);
    json_int(&sb, 2147483648L);
    json_int(&sb, 0);
    json_int(&sb, -10);
    json_int(&sb, LONG_MIN);
    json_array_end(&sb);
    char want[96];
    snprintf(want, sizeof want, "[2.3,11,0,2147483648,0,-10,%ld]", LONG_MIN);
    cr_assert_str_eq(sb.data, want);
    strbuf_release(&sb);
}

Test(render_json, reset_reuses_the_buffer) {
    strbuf sb;
    strbuf_init(&sb);
    json_string(&sb, "first line, long enough to need the buffer");
    char *memory = sb.data;
    strbuf_reset(&sb);
    json_int(&sb, 7);
    cr_assert_str_eq(sb.data, "7", "no comma after a reset");
    cr_assert_eq(sb.data, memory);
    strbuf_release(&sb);
}

/* A hidden pair in c7: only digits, cells, and eliminations in the cells. */
Test(render_json, hidden_pair_step) {
    nonet_step s;
    step_init(&s, NONET_T_HIDDEN_PAIR, 0);
    s.digits = 0x102; /* 2 and 9 */
    static const char *const cells[] = {"r2c7", "r8c7"};
    for (int i = 0; i < 2; i++) {
        step_add_cell(&s, support_cell(cells[i]));
        step_add_elimination(&s, support_cell(cells[i]), 4 + i);
    }
    char *json = nonet_step_json(&s), want[1024];
    snprintf(want, sizeof want,
             "{\"technique\":\"hidden_pair\",\"text\":\"%s\",\"words\":\"%s\","
             "\"page\":\"docs/techniques/hidden_pair.md\",\"placements\":[],"
             "\"eliminations\":[{\"cell\":\"r2c7\",\"digit\":4},{\"cell\":\"r8c7\",\"digit\":5}],"
             "\"pattern\":{\"digits\":[2,9],\"cells\":[\"r2c7\",\"r8c7\"]}}",
             text_of(&s), words_of(&s));
    cr_assert_str_eq(json, want);
    nonet_free(json);
}

/* Every part of the pattern: variant, candidates with roles, units, links. */
Test(render_json, full_pattern_with_variant_roles_units_links) {
    nonet_step s;
    step_init(&s, NONET_T_UNIQUE_RECTANGLE, 4);
    s.digits = 0x41; /* 1 and 7 */
    step_add_mark(&s, support_cell("r1c1"), 1, NONET_ROLE_PATTERN);
    step_add_mark(&s, support_cell("r1c2"), 7, NONET_ROLE_FIN);
    step_add_mark(&s, support_cell("r9c9"), 9, NONET_ROLE_COLOR_B);
    step_add_unit(&s, 2, NONET_ROLE_BASE);   /* r3 */
    step_add_unit(&s, 12, NONET_ROLE_COVER); /* c4 */
    step_add_unit(&s, 26, NONET_ROLE_PINCER); /* b9 */
    step_add_link(&s, support_cell("r1c1"), 1, support_cell("r1c2"), 7, true);
    step_add_link(&s, support_cell("r1c2"), 7, support_cell("r9c9"), 9, false);
    step_add_placement(&s, support_cell("r5c5"), 3);
    char *json = nonet_step_json(&s), want[2048];
    snprintf(want, sizeof want, "{\"technique\":\"unique_rectangle\",\"variant\":\"4\","
                           "\"text\":\"%s\",\"words\":\"%s\","
                           "\"page\":\"docs/techniques/unique_rectangle.md\","
                           "\"placements\":[{\"cell\":\"r5c5\",\"digit\":3}],\"eliminations\":[],"
                           "\"pattern\":{\"digits\":[1,7],"
                           "\"candidates\":[{\"cell\":\"r1c1\",\"digit\":1,\"role\":\"pattern\"},"
                           "{\"cell\":\"r1c2\",\"digit\":7,\"role\":\"fin\"},"
                           "{\"cell\":\"r9c9\",\"digit\":9,\"role\":\"color_b\"}],"
                           "\"units\":[{\"unit\":\"r3\",\"role\":\"base\"},{\"unit\":\"c4\",\"role\":\"cover\"},"
                           "{\"unit\":\"b9\",\"role\":\"pincer\"}],"
                           "\"links\":[{\"from\":{\"cell\":\"r1c1\",\"digit\":1},\"to\":{\"cell\":\"r1c2\",\"digit\":7},"
                           "\"type\":\"strong\"},"
                           "{\"from\":{\"cell\":\"r1c2\",\"digit\":7},\"to\":{\"cell\":\"r9c9\",\"digit\":9},"
                           "\"type\":\"weak\"}]}}", text_of(&s), words_of(&s));
    cr_assert_str_eq(json, want);
    nonet_free(json);
}

/* Every role has its lower-case name; an unknown role reads "pattern". */
Test(render_json, role_names) {
    static const char *const names[] = {"pattern", "base",    "cover",   "fin",   "color_a",
                                        "color_b", "color_c", "color_d", "pivot", "pincer"};
    for (int role = 0; role < 11; role++) {
        nonet_step s;
        step_init(&s, NONET_T_NAKED_SINGLE, 0);
        step_add_mark(&s, 0, 1, (nonet_role)role);
        char *json = nonet_step_json(&s);
        char want[64];
        snprintf(want, sizeof want, "\"role\":\"%s\"", role < 10 ? names[role] : "pattern");
        cr_assert(strstr(json, want), "role %d: %s", role, json);
        nonet_free(json);
    }
}

/* A line longer than the stack buffer still comes out whole. */
Test(render_json, long_text_is_whole) {
    nonet_step s;
    step_init(&s, NONET_T_BACKTRACKING, 0);
    for (int cell = 0; cell < 81; cell++) step_add_placement(&s, cell, cell % 9 + 1);
    for (int cell = 0; cell < 81; cell++)
        for (int digit = 1; digit <= 3; digit++)
            if (s.n_eliminations < NONET_STEP_MAX_ELIMINATIONS) step_add_elimination(&s, cell, digit);
    size_t len = nonet_step_text(&s, NULL, 0);
    cr_assert_gt(len, 1024);
    char *text = malloc(len + 1);
    nonet_step_text(&s, text, len + 1);
    char *json = nonet_step_json(&s);
    const char *start = strstr(json, "\"text\":\"") + 8;
    cr_assert_eq(strncmp(start, text, len), 0);
    cr_assert_eq(start[len], '"');
    free(text);
    nonet_free(json);
}
