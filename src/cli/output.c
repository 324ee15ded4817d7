/*
** output.c -- what every command prints the same way: status words and
** exit classes, "where" a puzzle came from, diagnostics on stderr, the
** common keys that open each JSON line, and solution and step lines.
*/
#include <stdlib.h>
#include <string.h>

#include "output.h"
#include "json_out.h"

const char *cli_tr(const cli_run *run, const char *msgid) {
    return nonet_text(run->opt.lang ? run->opt.lang : nonet_lang_choose(NULL), msgid);
}

void cli_run_result(cli_run *run, int code) {
    if (code > run->exit_code) run->exit_code = code;
}

void cli_out_of_memory(cli_run *run) {
    fprintf(run->err, "nonet: %s\n", cli_tr(run, nonet_strerror(NONET_NOMEM)));
    cli_run_result(run, CLI_EXIT_USAGE);
}

int cli_exit_of(nonet_status status) {
    switch (status) {
    case NONET_OK: return CLI_EXIT_OK;
    case NONET_INVALID:
    case NONET_NO_SOLUTION:
    case NONET_MULTIPLE_SOLUTIONS:
    case NONET_STALLED:
    case NONET_TIMEOUT: return CLI_EXIT_PUZZLE;
    default: return CLI_EXIT_USAGE;
    }
}

const char *cli_status_word(nonet_status status, const char *ok_word) {
    return status == NONET_OK ? ok_word : nonet_status_name(status);
}

const char *cli_message(nonet_status status, const nonet_error *err) {
    return err && err->message[0] ? err->message : nonet_strerror(status);
}

/* The line named is the fault's when the parser knows it (a bad row of a
** 9-row block is on its own line), else the record's first. */
const char *cli_where(const cli_run *run, const cli_puzzle *p, const nonet_error *err, char *buf, size_t size) {
    long line = err && err->line > 0 ? err->line : p->line;
    int n = p->source ? snprintf(buf, size, cli_tr(run, "%s, line %ld"), p->source, line)
                      : snprintf(buf, size, cli_tr(run, "argument %d"), p->operand);
    if (n > 0 && (size_t)n < size && err && err->column > 0)
        snprintf(buf + n, size - (size_t)n, cli_tr(run, ", column %d"), err->column);
    return buf;
}

const char *cli_message_lang(const cli_run *run, const char *message, const nonet_error *err, char *buf,
                             size_t size) {
    if (!err || message != err->message) return cli_tr(run, message);
    nonet_error_text(err, run->opt.lang, buf, size);
    return buf;
}

/* The results of earlier puzzles go out first, so that a reader of both
** streams in one file (2>&1) sees each message after the results of the
** puzzles before it. Messages are rare: one flush each costs little. */
void cli_diagnose(cli_run *run, const cli_puzzle *p, const nonet_error *err, const char *message) {
    char where[320], said[NONET_ERROR_MESSAGE_SIZE];
    fflush(run->out);
    fprintf(run->err, cli_tr(run, "nonet: %s: %s\n"), cli_where(run, p, err, where, sizeof where),
            cli_message_lang(run, message, err, said, sizeof said));
}

void cli_json_begin(cli_run *run, const cli_puzzle *p, nonet_status status, const char *ok_word,
                    const nonet_error *err) {
    jw *w = &run->json;
    jw_reset(w);
    jw_begin(w, '{');
    if (p->status == NONET_OK) {
        char puzzle[82];
        nonet_grid_to_string(p->grid, false, puzzle);
        jw_key(w, "puzzle");
        jw_string(w, puzzle);
    }
    if (p->line > 0) {
        jw_key(w, "line");
        jw_int(w, p->line);
    }
    jw_key(w, "status");
    jw_string(w, cli_status_word(status, ok_word));
    if (status != NONET_OK) {
        jw_key(w, "error");
        jw_string(w, cli_message(status, err));
    }
    if (status == NONET_INVALID && err && p->line > 0 && err->line > p->line) {
        jw_key(w, "error_line"); /* a fault inside a block, below its first line */
        jw_int(w, err->line);
    }
    if (status == NONET_INVALID && err && err->column > 0) {
        jw_key(w, "column");
        jw_int(w, err->column);
    }
}

void cli_json_end(cli_run *run) {
    jw *w = &run->json;
    jw_end(w, '}');
    if (!jw_finish(w)) {
        cli_out_of_memory(run);
        return;
    }
    fwrite(w->text, 1, w->len, run->out);
    fputc('\n', run->out);
}

/* 81 digits 1..9 as characters into out (NUL-terminated). */
static void solution_string(const uint8_t solution[81], char out[82]) {
    for (int c = 0; c < 81; c++) out[c] = (char)('0' + solution[c]);
    out[81] = '\0';
}

void cli_json_solution(jw *w, const char *key, const uint8_t solution[81]) {
    char text[82];
    solution_string(solution, text);
    if (key) jw_key(w, key);
    jw_string(w, text);
}

void cli_json_marks(jw *w, const char *key, const nonet_grid *grid) {
    jw_key(w, key);
    jw_begin(w, '[');
    for (int c = 0; c < 81; c++) {
        char digits[10];
        int n = 0;
        uint16_t mask = nonet_grid_value(grid, c) ? 0 : nonet_grid_candidates(grid, c);
        for (int d = 1; d <= 9; d++)
            if (mask & (1u << (d - 1))) digits[n++] = (char)('0' + d);
        digits[n] = '\0';
        jw_string(w, digits);
    }
    jw_end(w, ']');
}

void cli_print_solution(cli_run *run, const uint8_t solution[81]) {
    char text[82];
    solution_string(solution, text);
    fprintf(run->out, "%s\n", text);
}

void cli_print_header(cli_run *run, const cli_puzzle *p) {
    if (p->status != NONET_OK) {
        fputs(cli_tr(run, "Puzzle: invalid\n"), run->out);
        return;
    }
    char puzzle[82];
    nonet_grid_to_string(p->grid, false, puzzle);
    fprintf(run->out, cli_tr(run, "Puzzle: %s%s\n"), puzzle,
            nonet_grid_has_pencilmarks(p->grid) ? cli_tr(run, " (with pencil marks)") : "");
}

void cli_print_step(cli_run *run, const nonet_step *step) {
    char buf[1024];
    size_t len = nonet_step_text(step, buf, sizeof buf);
    char *line = len < sizeof buf ? buf : malloc(len + 1);
    if (!line) {
        cli_out_of_memory(run);
        return;
    }
    if (line != buf) nonet_step_text(step, line, len + 1);
    fprintf(run->out, "%s\n", line);
    if (line != buf) free(line);
    if (run->opt.words) cli_print_words(run, step);
}

/* explain --words: the step's words in the run's language, indented under
** its line. */
void cli_print_words(cli_run *run, const nonet_step *step) {
    char buf[2048];
    size_t len = nonet_step_words(step, run->opt.lang, buf, sizeof buf);
    char *text = len < sizeof buf ? buf : malloc(len + 1);
    if (!text) {
        cli_out_of_memory(run);
        return;
    }
    if (text != buf) nonet_step_words(step, run->opt.lang, text, len + 1);
    fprintf(run->out, "    %s\n", text);
    if (text != buf) free(text);
}

/* See cli.h: "invalid" (or its JSON line) and the diagnostic. */
void cli_print_invalid(cli_run *run, const cli_puzzle *p) {
    cli_diagnose(run, p, p->error, cli_message(NONET_INVALID, p->error));
    if (run->opt.format == CLI_FORMAT_JSON) {
        cli_json_begin(run, p, NONET_INVALID, "ok", p->error);
        cli_json_end(run);
    } else {
        fprintf(run->out, "invalid\n");
    }
    cli_run_result(run, CLI_EXIT_PUZZLE);
}
