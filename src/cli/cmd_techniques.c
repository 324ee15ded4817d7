/*
** cmd_techniques.c -- `nonet techniques`: every technique in
** pipeline order (easiest first), with their ids (for --techniques and
** find), display names, Sudoku Explainer ratings and HoDoKu's score and
** level (what `nonet grade` adds up). The text lines speak the run's
** language (names, levels, notes); the JSON keeps the English names.
*/
#include <string.h>

#include "cmd_techniques.h"
#include "columns.h"
#include "json_out.h"
#include "options.h"
#include "output.h"

/* A flag and its note in the text output. */
typedef struct flag_note {
    unsigned flag;
    const char *note;
} flag_note;

/* The notes of the text lines, in the order printed. */
static const flag_note flag_notes[] = {
    {NONET_TF_UNIQUENESS, "[uniqueness]"},       {NONET_TF_NEEDS_GIVENS, "[needs givens]"},
    {NONET_TF_FALLBACK, "[fallback]"},           {NONET_TF_SE_ORDER_ONLY, "[SE order only]"},
    {NONET_TF_PIPELINE_ONLY, "[pipeline only]"}, {NONET_TF_FIND_ONLY, "[find only]"},
};

/* "[uniqueness]" / "[needs givens]" / "[fallback]" / "[SE order only]" /
** "[pipeline only]" / "[find only]" notes of a technique, in the run's
** language. */
static void print_flags(cli_run *run, unsigned flags) {
    for (size_t i = 0; i < sizeof flag_notes / sizeof *flag_notes; i++)
        if (flags & flag_notes[i].flag) fprintf(run->out, "  %s", cli_tr(run, flag_notes[i].note));
}

/* A row's HoDoKu codes ("0311 03111") as a JSON array of strings. */
static void codes_json(jw *w, const char *codes) {
    jw_begin(w, '[');
    for (const char *p = codes; *p;) {
        char code[16];
        size_t len = strcspn(p, " ");
        if (len && len < sizeof code) {
            memcpy(code, p, len);
            code[len] = '\0';
            jw_string(w, code);
        }
        p += len;
        p += strspn(p, " ");
    }
    jw_end(w, ']');
}

/* The flags as JSON booleans, in the order of the keys. */
typedef struct flag_key {
    const char *key;
    unsigned flag;
} flag_key;
static const flag_key flag_keys[] = {
    {"uniqueness", NONET_TF_UNIQUENESS},       {"needs_givens", NONET_TF_NEEDS_GIVENS},
    {"fallback", NONET_TF_FALLBACK},           {"se_order_only", NONET_TF_SE_ORDER_ONLY},
    {"find_only", NONET_TF_FIND_ONLY},         {"pipeline_only", NONET_TF_PIPELINE_ONLY},
    {"classic_se", NONET_TF_CLASSIC_SE},       {"guess_left_out", NONET_TF_GUESS_LEFT_OUT},
    {NULL, 0},
};

/* One technique as a JSON line. */
static void technique_json(cli_run *run, const nonet_technique_info *info) {
    jw *w = &run->json;
    jw_reset(w);
    jw_begin(w, '{');
    jw_key(w, "id");
    jw_string(w, info->id);
    jw_key(w, "name");
    jw_string(w, info->name);
    jw_key(w, "se_rating");
    jw_double(w, info->se_rating);
    jw_key(w, "hodoku_score");
    jw_int(w, info->hodoku_score);
    jw_key(w, "hodoku_level");
    jw_string(w, nonet_level_name((nonet_level)info->hodoku_level));
    for (const flag_key *f = flag_keys; f->key; f++) {
        jw_key(w, f->key);
        jw_bool(w, (info->flags & f->flag) != 0);
    }
    jw_key(w, "family");
    jw_string(w, info->family);
    jw_key(w, "hodoku_codes");
    codes_json(w, info->hodoku_codes);
    cli_json_end(run);
}

/* One technique as a text line: id (padded to id_width), SE rating, HoDoKu
** score and level ("-" for the fallback, which HoDoKu does not score),
** name, notes; the level, name and notes in the run's language (the level
** padded by display width: a Chinese character takes two columns). */
static void technique_text(cli_run *run, const nonet_technique_info *info, int id_width) {
    fprintf(run->out, "%-*s %4.1f ", id_width, info->id, info->se_rating);
    if (info->hodoku_level == NONET_LEVEL_UNKNOWN) {
        fprintf(run->out, "%4s ", "-");
        cli_column(run->out, "-", -7);
    } else {
        fprintf(run->out, "%4d ", info->hodoku_score);
        cli_column(run->out, cli_tr(run, nonet_level_name((nonet_level)info->hodoku_level)), -7);
    }
    fprintf(run->out, "  %s", cli_tr(run, info->name));
    print_flags(run, info->flags);
    fprintf(run->out, "\n");
}

/* Every technique in pipeline order; no operands. */
int cli_techniques_run(cli_run *run) {
    if (run->opt.n_operands > 0) {
        cli_usage_error(run, "techniques", "takes no operands");
        return CLI_EXIT_USAGE;
    }
    size_t n = nonet_technique_count();
    int id_width = 0;
    for (size_t i = 0; i < n; i++) {
        int len = (int)strlen(nonet_technique_at(i)->id);
        if (len > id_width) id_width = len;
    }
    for (size_t i = 0; i < n; i++) {
        const nonet_technique_info *info = nonet_technique_at(i);
        if (run->opt.format == CLI_FORMAT_JSON) technique_json(run, info);
        else technique_text(run, info, id_width);
    }
    return CLI_EXIT_OK;
}
