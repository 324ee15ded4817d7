/*
** cli.h -- the `nonet` command: what every part of it shares.
**
** The types and constants every part shares; each module has its own
** header (options.h, output.h, json_out.h, one per command...).
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

#include "json_out.h"

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

/* ---- the options every command may take (options.c parses them) ---- */

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

#endif
