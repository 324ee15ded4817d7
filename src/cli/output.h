/*
** output.h -- what every command prints the same way: status words and exit
** classes, "where" a puzzle came from, diagnostics on stderr, the common
** keys that open each JSON line, and solution and step lines.
*/
#ifndef NONET_CLI_OUTPUT_H
#define NONET_CLI_OUTPUT_H

#include "cli.h"

/* Raise run->exit_code to code if it is worse. */
void cli_run_result(cli_run *run, int code);

/* "nonet: out of memory" on run->err; the exit code becomes CLI_EXIT_USAGE. */
void cli_out_of_memory(cli_run *run);

/* The exit class of a status: 0 for OK, 1 for puzzle faults, 2 else. */
int cli_exit_of(nonet_status status);

/* The status word: the library's nonet_status_name ("invalid",
** "no_solution", "out_of_memory", ...), ok_word for NONET_OK. */
const char *cli_status_word(nonet_status status, const char *ok_word);

/* "<stdin>, line 3, column 5" / "argument 2" into buf. */
const char *cli_where(const cli_run *run, const cli_puzzle *p, const nonet_error *err, char *buf, size_t size);
/* A diagnostic's message in the run's language: err's message said again
** (nonet_error_text into buf) when message is err->message, else the
** catalogue's translation of message (a status's words). */
const char *cli_message_lang(const cli_run *run, const char *message, const nonet_error *err, char *buf,
                             size_t size);
/* msgid (an English message, a printf format or a label) in the run's
** language (run->opt.lang, else the environment's), from the catalogues;
** a translation keeps a format's conversions (scripts/po2c.py checks). */
const char *cli_tr(const cli_run *run, const char *msgid);

/* "nonet: <where>: <message>" on run->err. */
void cli_diagnose(cli_run *run, const cli_puzzle *p, const nonet_error *err, const char *message);

/* The message for a puzzle fault: err's message, or nonet_strerror. */
const char *cli_message(nonet_status status, const nonet_error *err);

/* The line's opening: {"puzzle":...,"line":..,"status":..,"error":.. ;
** the caller adds its keys and calls cli_json_end. */
void cli_json_begin(cli_run *run, const cli_puzzle *p, nonet_status status,
                    const char *ok_word, const nonet_error *err);

/* Close the object and write the line to run->out. */
void cli_json_end(cli_run *run);

/* "key":"<81 digits>" for a solution. */
void cli_json_solution(jw *w, const char *key, const uint8_t solution[81]);

/* "key":[81 strings], the candidates of each empty cell ("" when filled). */
void cli_json_marks(jw *w, const char *key, const nonet_grid *grid);

/* An unreadable puzzle's result: the diagnostic, "invalid" (or the JSON
** line with status "invalid"), exit code 1. */
void cli_print_invalid(cli_run *run, const cli_puzzle *p);

/* The solution as 81 digits and a newline on run->out. */
void cli_print_solution(cli_run *run, const uint8_t solution[81]);

/* "Puzzle: <81 chars>" (text header of explain and find). */
void cli_print_header(cli_run *run, const cli_puzzle *p);

/* The step's line on run->out (any length). */
void cli_print_words(cli_run *run, const nonet_step *step);
void cli_print_step(cli_run *run, const nonet_step *step);

#endif
