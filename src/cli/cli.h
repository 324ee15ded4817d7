/*
** cli.h -- the `nonet` command: what every part of it shares.
**
** main.c picks the command from the table in commands.c; options.c turns
** argv into a cli_options; batch_input.c walks the operands and hands each
** puzzle to the command's puzzle function (the batch loop); output.c
** holds the pieces every command prints the same way (status words,
** locations, diagnostics, the common JSON keys); picture.c the pictures
** (terminal grids, SVG files, the HTML page). One file per command:
** cmd_solve.c, cmd_explain.c, cmd_count.c (count and validate),
** cmd_find.c, cmd_techniques.c, cmd_hint.c, cmd_show.c, cmd_grade.c,
** cmd_canon.c, cmd_why.c.
**
** Only the command prints: results to run->out, diagnostics to run->err.
** Exit codes: CLI_EXIT_OK, CLI_EXIT_PUZZLE, CLI_EXIT_USAGE (the worst
** one seen wins).
*/
#ifndef NONET_CLI_H
#define NONET_CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "nonet.h"

/* ---- json_out.c: the JSON writer of the command's lines ---- */

/* A JSON document in memory: jw_reset starts one, the jw_* calls append
** (commas put in by the writer), jw_finish ends it, after which text and
** len hold it. Out of memory is sticky (failed): the caller checks once,
** at jw_finish. jw_release frees; a jw is reused line after line. */
typedef struct jw {
    FILE *f;     /* the open memory stream, NULL when none */
    char *text;  /* the document, after jw_finish */
    size_t len;
    bool comma;  /* a value came before in the current container */
    bool failed;
} jw;

void jw_init(jw *w);
void jw_reset(jw *w);
/* True when the document is whole (text and len hold it). */
bool jw_finish(jw *w);
void jw_release(jw *w);
/* Open an object or array: bracket is '{' or '['. */
void jw_begin(jw *w, char bracket);
/* Close it: '}' or ']'. */
void jw_end(jw *w, char bracket);
/* A member name: "name": (the value follows). */
void jw_key(jw *w, const char *name);
/* A string, escaped as JSON wants; NULL writes null. */
void jw_string(jw *w, const char *text);
void jw_int(jw *w, long value);
/* Up to 10 significant digits ("2.3", "11"). */
void jw_double(jw *w, double value);
void jw_bool(jw *w, bool value);
/* A finished JSON value, written as it is. */
void jw_raw(jw *w, const char *text);
/* The library's step object (nonet_step_json; docs/cli.md). */
void jw_step(jw *w, const nonet_step *step, const char *lang);

enum {
    CLI_EXIT_OK = 0,     /* every puzzle read and, where asked, solved */
    CLI_EXIT_PUZZLE = 1, /* some puzzle invalid, unsolvable, not unique, stalled,
                         ** past --max-time */
    CLI_EXIT_USAGE = 2   /* bad usage, unreadable file, out of memory,
                         ** internal error */
};

typedef enum cli_format { CLI_FORMAT_TEXT, CLI_FORMAT_JSON, CLI_FORMAT_CSV } cli_format;

/* grade --order: which trace gives which scale. */
typedef enum cli_order {
    CLI_ORDER_BOTH = 0, /* SE rating from an SE-order trace, HoDoKu's from the pipeline's */
    CLI_ORDER_PIPELINE, /* one trace in pipeline order for both */
    CLI_ORDER_SE        /* one trace lowest SE rating first for both */
} cli_order;

/* grade --cache: which grades are reused within a batch. */
typedef enum cli_cache { CLI_CACHE_EXACT = 0, CLI_CACHE_CANONICAL, CLI_CACHE_NONE } cli_cache;

/* What the command line asked for. */
typedef struct cli_options {
    unsigned takes; /* the CLI_OPT_* the command takes (cli_options_parse) */
    cli_format format;
    const char *techniques; /* --techniques, NULL when not given */
    bool no_backtracking;
    bool no_uniqueness;
    bool als_nodes; /* --als-nodes */
    bool method_logic;      /* solve --method logic */
    bool all;               /* solve --all */
    bool first;             /* solve --first: stop at the first solution */
    long limit;             /* --limit, 0 when not given */
    long jobs;              /* --jobs, 0 when not given (one thread) */
    bool help;
    nonet_technique technique; /* find's TECHNIQUE */
    int level;              /* hint --level 1..3, 0 when not given */
    int form;               /* show --as: a nonet_grid_form, -1 when not given */
    bool grid;              /* --grid: a terminal picture per step */
    bool no_color;          /* --no-color */
    const char *html;       /* --html FILE, NULL when not given */
    const char *svg;        /* --svg DIR, NULL when not given */
    int order;              /* grade --order: a cli_order */
    nonet_target target;    /* generate's target; grade's filters */
    const char *requires;   /* --requires TECHNIQUE, resolved into target */
    long count;             /* generate --count, 0 when not given */
    uint64_t seed;          /* generate --seed */
    bool seed_given;
    bool summary;           /* grade --summary */
    double max_time;        /* --max-time SECONDS (0: no limit) */
    bool max_time_given;
    int cache;              /* grade --cache: a cli_cache */
    bool filter;            /* grade: a filter option was given */
    bool transform;         /* canon --transform */
    bool dedup;             /* canon --dedup */
    const char *lang;       /* the language: --lang, else the environment's
                            ** (nonet_lang_choose), set before the command runs */
    bool words;             /* explain --words: the words under each line */
    int why_cell, why_digit; /* why's CELL (0..80) and DIGIT */
    char **operands;        /* puzzles and files, in order */
    int n_operands;
} cli_options;

/* One puzzle as read, with where it came from. */
typedef struct cli_puzzle {
    const nonet_grid *grid; /* valid when status is NONET_OK and masks is NULL */
    const uint16_t *masks;  /* the puzzle as candidate masks when the run
                            ** reads masks only (cli_run.masks_only), else NULL */
    nonet_status status;    /* NONET_OK or NONET_INVALID */
    const nonet_error *error; /* what was wrong, when invalid */
    const char *source;     /* "<stdin>", a file name, or NULL (operand) */
    int operand;            /* 1-based operand number, for operands */
    long line;              /* first line of the record, 0 for an operand */
} cli_puzzle;

/* Growable list of steps (find collects instances here). */
typedef struct cli_steps {
    nonet_step **steps; /* cap records (nonet_step_new), n of them in use */
    size_t n, cap;
    bool failed; /* an instance was lost for want of memory */
} cli_steps;

/* Release the list's records and the list. */
void cli_steps_free(cli_steps *list);

/* The --html pages as they are written: FILE is the one puzzle's page, or
** for a batch the index, each puzzle getting FILE-<number>.html beside it.
** A puzzle's page is written when the next puzzle comes (it links to it),
** the last one when the batch ends; the index grows by one entry a puzzle. */
typedef struct cli_pages {
    FILE *first;          /* FILE, open while the batch runs, or NULL */
    char *pending;        /* the last puzzle's section, not written yet */
    char *pending_entry;  /* and its index entry */
    long count;           /* puzzles added so far */
    bool failed;          /* a page could not be written */
} cli_pages;

/* The state of one run, shared by every puzzle of the batch. */
typedef struct cli_run {
    cli_options opt;
    nonet_solver *solver;
    jw json;        /* the output line, reset per puzzle */
    jw scratch;     /* a nested part built before the line */
    cli_steps found;     /* find's instances, reused */
    FILE *out, *err;
    FILE *html;          /* a --jobs worker's --html part (the puzzle's
                         ** section, a NUL, its index entry), or NULL */
    cli_pages pages;     /* the --html pages (main thread) */
    bool color;          /* pictures on out get ANSI colours */
    long n_puzzles;      /* puzzles handed on so far, this one included */
    struct cli_pool *pool; /* --jobs: the workers (jobs.c), else NULL */
    void *state;         /* the command's own state for the run, or NULL */
    struct cli_grade_batch *grade_batch; /* grade's summary, cache, progress */
    bool masks_only;     /* files are read as masks, no grid (a brute-force
                         ** count in text, one job: nothing needs the grid) */
    int exit_code;
} cli_run;

/* A command's work on one puzzle; it prints the result and updates
** run->exit_code (cli_run_result). */
typedef void (*cli_puzzle_fn)(cli_run *run, const cli_puzzle *puzzle);

/* A command: its name, the options it takes, its help, its work. */
typedef struct cli_command {
    const char *name;
    unsigned options;    /* CLI_OPT_* bits it accepts */
    const char *usage;   /* the --help text */
    /* Checks after parsing (NULL: none); false means a usage error was
    ** printed. */
    bool (*check)(cli_run *run);
    /* Runs once (NULL: the batch loop over operands with puzzle). */
    int (*run)(cli_run *run);
    cli_puzzle_fn puzzle;
} cli_command;

/* The command table (commands.c), ending with a NULL name. */
extern const cli_command cli_commands[];
const cli_command *cli_command_find(const char *name);
/* The overview printed by `nonet --help`. */
extern const char cli_overview[];

/* ---- options.c ---- */

#define CLI_OPT_TECHNIQUES 1u   /* --techniques, --no-backtracking, --no-uniqueness */
#define CLI_OPT_METHOD 2u
#define CLI_OPT_ALL 4u
#define CLI_OPT_LIMIT 8u
#define CLI_OPT_LEVEL 16u     /* --level */
#define CLI_OPT_AS 32u        /* --as */
#define CLI_OPT_GRID 64u      /* --grid */
#define CLI_OPT_COLOR 128u    /* --no-color */
#define CLI_OPT_HTML 256u     /* --html */
#define CLI_OPT_SVG 512u      /* --svg */

/* The names of show's --as forms, indexed by nonet_grid_form. */
#define CLI_N_FORMS 4
extern const char *const cli_form_names[CLI_N_FORMS];
#define CLI_OPT_JOBS 1024u    /* --jobs: commands with a batch loop */

#define CLI_OPT_ORDER 2048u   /* --order pipeline|se */
#define CLI_OPT_CANON 4096u   /* --transform, --dedup */
#define CLI_OPT_TARGET 8192u  /* --level NAME, --min-er, --max-er, --requires */
#define CLI_OPT_GENERATE 16384u /* --count, --symmetry, --minimal, --givens, --seed */
#define CLI_OPT_BATCH 32768u  /* grade --summary, --cache */
#define CLI_OPT_TIME 65536u   /* --max-time: grade, explain */
#define CLI_OPT_WORDS 131072u /* --words: explain */
/* --max-time's default: CPU seconds per puzzle. */
#define CLI_MAX_TIME_DEFAULT 10.0

#define CLI_JOBS_MAX 256
/* solve --all without --limit lists at most this many solutions: a puzzle
** with few givens has an astronomical number (the empty grid 6.7e21). */
#define CLI_ALL_LIMIT 10000L

/* Parse argv (after the command name) into run->opt. On a usage error it
** prints the message and returns false. */
bool cli_options_parse(cli_run *run, const cli_command *cmd, int argc, char **argv);
/* Print "nonet: <command>: <message>" and a hint; returns false (so that
** checks can return it). The caller exits with CLI_EXIT_USAGE. */
bool cli_usage_error(cli_run *run, const char *command, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Apply --techniques, --no-backtracking, --no-uniqueness, --order and (for a
** command taking it) --max-time to run->solver; an unknown id is a usage
** error (printed, false returned). */
bool cli_solver_configure(cli_run *run, const char *command);
/* --requires into run->opt.target (generate, grade); false after a usage
** error (an id that is not a logic technique). */
bool cli_target_check(cli_run *run, const char *command);
/* "unknown technique 'x'; valid: ..." with every valid id; returns false. */
bool cli_unknown_technique(cli_run *run, const char *command, const char *id, size_t len);

/* ---- batch_input.c: the batch loop ---- */

/* Read every operand (standard input when there are none) and call fn for
** each puzzle, in order, including invalid ones. Returns CLI_EXIT_USAGE
** when a file could not be opened or read, CLI_EXIT_OK otherwise (puzzle
** results go to run->exit_code through fn). */
int cli_input_each(cli_run *run, cli_puzzle_fn fn);

/* ---- jobs.c: the batch on several threads ---- */

/* The batch loop: cli_input_each(run, fn) with one job; with --jobs N,
** fn runs on N threads, each with its own solver (configured as the
** command's options say), and the output (stdout, stderr, the --html page)
** is written in input order, memory bounded by a few puzzles per thread.
** Returns what cli_input_each returns. */
int cli_batch(cli_run *run, const char *command, cli_puzzle_fn fn);

/* ---- output.c ---- */

/* Raise run->exit_code to code if it is worse. */
void cli_run_result(cli_run *run, int code);
/* "nonet: out of memory" on run->err; the exit code becomes CLI_EXIT_USAGE. */
void cli_out_of_memory(cli_run *run);
/* The exit class of a status: 0 for OK, 1 for puzzle faults, 2 else. */
int cli_exit_of(nonet_status status);
/* The status word: "invalid", "no_solution", "multiple_solutions",
** "stalled", "internal_error"; ok_word for NONET_OK. */
const char *cli_status_word(nonet_status status, const char *ok_word);
/* "<stdin>, line 3, column 5" / "argument 2" into buf. */
const char *cli_where(const cli_puzzle *p, const nonet_error *err, char *buf, size_t size);
/* "nonet: <where>: <message>" on run->err. */
void cli_diagnose(cli_run *run, const cli_puzzle *p, const nonet_error *err, const char *message);
/* nonet_count on the puzzle as it was read: its masks, else its grid
** (batch_input.c). */
nonet_status cli_count(const cli_puzzle *p, int limit, int *count, uint8_t solution[81]);
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

/* ---- picture.c ---- */

/* Decide run->color: ANSI colours only when run->out is a terminal, and
** neither --no-color nor a non-empty NO_COLOR variable says otherwise. */
void cli_color_decide(cli_run *run);
/* The pencil-mark grid of the position with the step highlighted (step
** may be NULL), coloured when run->color, then an empty line. */
void cli_print_picture(cli_run *run, const nonet_grid *grid, const nonet_step *step);
/* Create the --svg directory when it does not exist; a usage error
** (printed, false) when it cannot be made. */
bool cli_svg_prepare(cli_run *run, const char *command);
/* Write DIR/<number>-<index>.svg: the step's picture on the position. On
** failure it says why and raises the exit code to CLI_EXIT_USAGE. */
void cli_svg_write(cli_run *run, long number, size_t index, const nonet_grid *grid, const nonet_step *step);
/* Open the --html FILE; a usage error when it cannot. */
bool cli_html_open(cli_run *run, const char *command);
/* Add one puzzle (grid NULL when the puzzle could not be read): to the
** pages, or in a --jobs worker to its part (run->html). */
void cli_html_puzzle(cli_run *run, const nonet_grid *grid, const nonet_trace *trace);
/* Add a worker's part (section, NUL, entry; len bytes) to the pages. */
void cli_html_part(cli_run *run, const char *part, size_t len);
/* Write what is pending and close the pages; CLI_EXIT_USAGE when writing
** failed. */
int cli_html_close(cli_run *run);

/* ---- the commands ---- */

void cli_solve_puzzle(cli_run *run, const cli_puzzle *p);
bool cli_solve_check(cli_run *run);
void cli_explain_puzzle(cli_run *run, const cli_puzzle *p);
bool cli_explain_check(cli_run *run);
int cli_explain_run(cli_run *run);
void cli_count_puzzle(cli_run *run, const cli_puzzle *p);
bool cli_count_check(cli_run *run);
void cli_validate_puzzle(cli_run *run, const cli_puzzle *p);
void cli_find_puzzle(cli_run *run, const cli_puzzle *p);
bool cli_find_check(cli_run *run);
int cli_techniques_run(cli_run *run);
void cli_hint_puzzle(cli_run *run, const cli_puzzle *p);
bool cli_hint_check(cli_run *run);
void cli_show_puzzle(cli_run *run, const cli_puzzle *p);
bool cli_show_check(cli_run *run);
void cli_grade_puzzle(cli_run *run, const cli_puzzle *p);
bool cli_grade_check(cli_run *run);
void cli_canon_puzzle(cli_run *run, const cli_puzzle *p);
int cli_canon_run(cli_run *run);
bool cli_generate_check(cli_run *run);
void cli_why_puzzle(cli_run *run, const cli_puzzle *p);
bool cli_why_check(cli_run *run);
int cli_generate_run(cli_run *run);
/* A grade's line (text, JSON or CSV) with its status (OK, or STALLED
** with the diagnostic), and the exit code (grade_report.c). */
void cli_grade_report(cli_run *run, const cli_puzzle *p, nonet_status status, const nonet_error *err,
                      const nonet_grade *grade);
/* The CSV header line of grade and generate (grade_report.c). */
void cli_grade_csv_header(cli_run *run);
int cli_grade_run(cli_run *run);

/* ---- progress.c: the progress line of generate and grade ---- */

/* A progress line on standard error when it is a terminal (out NULL
** otherwise: every call does nothing). */
typedef struct cli_progress {
    FILE *out;
    const char *command; /* "generate", "grade" */
    long total;          /* puzzles expected, 0 when unknown */
    double start, last;  /* monotonic seconds: the start, the last redraw */
} cli_progress;

/* Start the line for command (a static string) with total puzzles (0:
** unknown). */
void cli_progress_begin(cli_progress *p, const cli_run *run, const char *command, long total);
/* Redraw with done puzzles (at most four times a second): done, rate,
** and the time left when the total is known. */
void cli_progress_show(cli_progress *p, long done);
/* Clear the line. */
void cli_progress_end(cli_progress *p);

/* ---- grade_batch.c: summary, filters' state, cache, progress ---- */

/* Make run->grade_batch (false when out of memory). */
bool cli_grade_batch_begin(cli_run *run);
/* The grade cached for the puzzle (by --cache's key) into *status and
** *grade; false when there is none. */
bool cli_grade_cached(cli_run *run, const nonet_grid *grid, nonet_status *status, nonet_grade *grade);
/* Keep a grade for later copies. */
void cli_grade_cache_store(cli_run *run, const nonet_grid *grid, nonet_status status, const nonet_grade *grade);
/* Count one puzzle (grade NULL when it was not graded) for the summary
** and the progress line. */
void cli_grade_record(cli_run *run, nonet_status status, const nonet_grade *grade);
/* Write the summary (--summary), clear the progress line, free. */
void cli_grade_batch_end(cli_run *run);

#endif
