/*
** nonet.h -- the whole public API of nonet, a human-style Sudoku solver.
**
** Ownership, stated once: every object that a nonet_*_new or nonet_*_open
** function returns belongs to the caller, who releases it with the matching
** nonet_*_free (free(NULL)-style: passing NULL is allowed). Strings that a
** function returns as `char *` are malloc'd and released with nonet_free.
** Pointers returned as `const` (a step inside a trace, a technique's name)
** are borrowed: they live as long as the object they came from, and static
** strings forever. No function keeps a pointer to caller memory after it
** returns, and the library has no mutable global state: distinct objects may
** be used from distinct threads at once.
**
** Stack: the searches keep their work on the caller's stack instead of
** allocating (the chain and almost-locked-set searches use the most): a
** solve, step or find needs at most 512 KiB of stack (measured: under
** 256 KiB; tests/threads holds it to 512). glibc's default thread stack
** (8 MiB) is plenty; on systems with small thread stacks (musl: 128 KiB)
** give the threads that call the solver 512 KiB or more.
**
** Errors: functions return a nonet_status; nonet_strerror names each code.
** Where a position in the input matters, the caller passes a nonet_error
** (may be NULL) that receives the line, column and a message.
**
** Cells are numbered 0..80 row by row (r1c1 = 0, r9c9 = 80); digits are 1..9;
** a candidate mask has bit (d-1) set for digit d (all digits = 0x1ff).
** Units are numbered 0..8 rows, 9..17 columns, 18..26 boxes.
*/
#ifndef NONET_H
#define NONET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(NONET_BUILDING) && defined(__GNUC__)
#define NONET_API __attribute__((visibility("default")))
#else
#define NONET_API
#endif

/* The version, written here only: CMakeLists.txt reads these three lines
** (the project's and the shared library's version, the .pc file, the man
** page's header), and tests/version_once.sh fails when the dotted version
** is written anywhere else in the tracked sources and docs. */
#define NONET_VERSION_MAJOR 0
#define NONET_VERSION_MINOR 2
#define NONET_VERSION_PATCH 0
/* The ABI's number, the shared library's soname (libnonet.so.N): it goes
** up with every change that breaks a program built against an older
** header (a type's size or layout, a call's arguments), whatever the
** version above does. 1: the step record opaque, nonet_find's status. */
#define NONET_ABI 1
#define NONET_VERSION_TEXT_(x) #x
#define NONET_VERSION_QUOTE_(x) NONET_VERSION_TEXT_(x)
#define NONET_VERSION_STRING NONET_VERSION_QUOTE_(NONET_VERSION_MAJOR) "." \
    NONET_VERSION_QUOTE_(NONET_VERSION_MINOR) "." NONET_VERSION_QUOTE_(NONET_VERSION_PATCH)

/* Library version as "MAJOR.MINOR.PATCH" (static string). */
NONET_API const char *nonet_version(void);

/* ---- status codes ------------------------------------------------------ */

typedef enum nonet_status {
    NONET_OK = 0,
    NONET_INVALID,            /* malformed input or clashing givens */
    NONET_NO_SOLUTION,        /* well formed, but cannot be completed */
    NONET_MULTIPLE_SOLUTIONS, /* more than one completion */
    NONET_STALLED,            /* logic stopped and backtracking was off */
    NONET_END,                /* a reader has no more puzzles */
    NONET_NOMEM,              /* an allocation failed */
    NONET_IO,                 /* a read failed */
    NONET_UNKNOWN_TECHNIQUE,  /* a technique id is not known */
    NONET_BAD_ARGUMENT,       /* a caller passed an out-of-range value */
    NONET_INTERNAL,           /* a strategy produced an unsound step (a bug) */
    NONET_TIMEOUT             /* the solve ran past the solver's time limit */
} nonet_status;

/* A one-line description of the code; never NULL. */
NONET_API const char *nonet_strerror(nonet_status status);

/* The code as one stable lowercase word ("ok", "no_solution",
** "out_of_memory", ...): the status words of the command's output and the
** packages' answers, for programs to match; "unknown_status" for a value
** outside the enum. Never NULL, never translated. */
NONET_API const char *nonet_status_name(nonet_status status);

#define NONET_ERROR_MESSAGE_SIZE 1024

#define NONET_ERROR_ARGS 6
#define NONET_ERROR_ARG_SIZE 48

/* Where and what: filled by parsers and by functions that detect a fault.
** line and column are 1-based, 0 when they do not apply. message is in
** English; a parser also keeps the message's printf format (a msgid of
** the catalogues, a static string) and each of its conversions as printed,
** so that nonet_error_text can say it in another language with the same
** facts; format is NULL where a fault has no such form. */
typedef struct nonet_error {
    long line;
    int column;
    char message[NONET_ERROR_MESSAGE_SIZE];
    const char *format;
    char args[NONET_ERROR_ARGS][NONET_ERROR_ARG_SIZE];
} nonet_error;

/* The error's message in lang ("en", "zh", a locale name; NULL: English):
** the translation of err->format with the same facts filled in, where the
** catalogue has one and format still describes err->message, else
** err->message. snprintf-like: returns the length the text needs, writes
** at most size bytes, NUL-terminated when size > 0. */
NONET_API size_t nonet_error_text(const nonet_error *err, const char *lang, char *buf, size_t size);

/* ---- techniques -------------------------------------------------------- */

/* A technique's number in this build of the library: 1 .. nonet_technique_count(),
** in pipeline order (nonet_technique_at(n - 1) is technique n), NONET_T_NONE
** (0) for none. Numbers change when techniques are added; the id string
** ("naked_pair", nonet_technique_info.id) is the stable name to store or
** compare: nonet_technique_from_id turns one into the other. A technique
** covers its variants (nonet_step.variant). */
typedef int nonet_technique;
#define NONET_T_NONE 0
/* Every technique number is below this (for arrays indexed by number). */
#define NONET_T_LIMIT 256

/* HoDoKu's difficulty levels, easiest first. UNKNOWN (0) is a technique
** without HoDoKu data; BACKTRACKING is a grade beyond EXTREME (logic did
** not finish: HoDoKu would need techniques nonet lacks, or guessing). */
typedef enum nonet_level {
    NONET_LEVEL_UNKNOWN = 0,
    NONET_LEVEL_EASY,
    NONET_LEVEL_MEDIUM,
    NONET_LEVEL_HARD,
    NONET_LEVEL_UNFAIR,
    NONET_LEVEL_EXTREME,
    NONET_LEVEL_BACKTRACKING
} nonet_level;

/* Facts about one technique, from the library's technique table. */
typedef struct nonet_technique_info {
    nonet_technique technique;
    const char *id;        /* "naked_pair": the command line and JSON id */
    const char *name;      /* "Naked Pair": the display name */
    double se_rating;      /* Sudoku Explainer rating of its basic form */
    unsigned flags;        /* NONET_TF_* */
    int hodoku_score;      /* HoDoKu 2.2.0's base score per step; 0 unknown */
    int hodoku_level;      /* its nonet_level in HoDoKu; 0 unknown */
    const char *family;    /* "fish": the family it belongs to */
    /* The codes of HoDoKu's technique library whose cases it answers,
    ** space-separated ("0311 03111 03211"); "" for none. */
    const char *hodoku_codes;
} nonet_technique_info;

#define NONET_TF_UNIQUENESS 1u   /* assumes the puzzle has one solution */
#define NONET_TF_NEEDS_GIVENS 2u /* needs to know which cells are givens */
#define NONET_TF_FALLBACK 4u     /* not a logic technique (backtracking) */
/* Runs only when the solver's order is NONET_ORDER_SE (Sudoku Explainer's
** "direct" techniques, there for SE's ratings): the pipeline's order, HoDoKu's,
** skips it. nonet_find runs it in any case. */
#define NONET_TF_SE_ORDER_ONLY 8u
/* Runs only in the pipeline's order (HoDoKu's): Sudoku Explainer's method
** has no such technique. nonet_find runs it in any case. */
#define NONET_TF_PIPELINE_ONLY 16u
/* Runs in neither order, only in nonet_find: HoDoKu's default solver
** leaves it out too (Template Set and Delete, its last resorts). */
#define NONET_TF_FIND_ONLY 32u
/* In the pipeline's order, the row's step is the best of all its instances
** by HoDoKu's choice (its chain solvers sort what they find: the most
** eliminations first, then the lower candidates, then the shorter chain),
** not the first found. */
#define NONET_TF_BEST_OF_ALL 64u
/* Runs only on a position known to have one solution, for its search's
** size, not its soundness: on one with many, few assumptions reach a
** contradiction and the search grows for hours (the nested forcing
** chains on the empty grid). */
#define NONET_TF_ONE_SOLUTION 128u
/* Classic Sudoku Explainer 1.2.1.3 has it (the others it does with chains
** rated 6.5 and up). */
#define NONET_TF_CLASSIC_SE 256u
/* Left out of the logic the explained guess runs from an assumption: nets
** from every candidate at each stalled step of every assumption cost
** seconds, and the simpler rows reach most dead ends. */
#define NONET_TF_GUESS_LEFT_OUT 512u

/* Every technique in pipeline order, easiest first, backtracking last:
** index 0..nonet_technique_count()-1 (NULL past the end). */
NONET_API size_t nonet_technique_count(void);
NONET_API const nonet_technique_info *nonet_technique_at(size_t index);
/* The info of technique t, or NULL when t is no technique's number. */
NONET_API const nonet_technique_info *nonet_technique_info_of(nonet_technique t);
/* The technique whose id is id ("x_wing"), or NONET_T_NONE (also for
** NULL). */
NONET_API nonet_technique nonet_technique_from_id(const char *id);

/* ---- the step record --------------------------------------------------- */

/* What a highlighted candidate, cell or unit plays in the pattern. */
typedef enum nonet_role {
    NONET_ROLE_PATTERN = 0, /* part of the pattern */
    NONET_ROLE_BASE,        /* base unit or base candidate of a fish */
    NONET_ROLE_COVER,       /* cover unit */
    NONET_ROLE_FIN,         /* fin of a finned fish, extra candidate */
    NONET_ROLE_COLOR_A,     /* first colour of a chain or colouring */
    NONET_ROLE_COLOR_B,     /* second colour */
    NONET_ROLE_COLOR_C,     /* further colour pairs (multi colors) */
    NONET_ROLE_COLOR_D,
    NONET_ROLE_PIVOT,       /* pivot of a wing */
    NONET_ROLE_PINCER       /* pincer (wing) or chain end */
} nonet_role;

typedef struct nonet_candidate {
    uint8_t cell;  /* 0..80 */
    uint8_t digit; /* 1..9 */
} nonet_candidate;

typedef struct nonet_mark {
    uint8_t cell;
    uint8_t digit;
    uint8_t role; /* nonet_role */
} nonet_mark;

typedef struct nonet_unit_mark {
    uint8_t unit; /* 0..26 */
    uint8_t role; /* nonet_role */
} nonet_unit_mark;

typedef struct nonet_link {
    nonet_candidate from;
    nonet_candidate to;
    uint8_t strong; /* 1 strong (solid), 0 weak (dashed) */
} nonet_link;

/* One deduction, complete enough to replay, explain and draw: its
** technique, the candidates it places and eliminates, and its pattern
** (cells, candidates with their roles, units, links). Placements imply
** removing the digit from the cell's peers: those implied removals are
** not listed among the eliminations. Opaque, so that its lists may grow
** without breaking programs built against this header: read it with the
** calls below; nonet_step_new makes one for nonet_next_step. */
typedef struct nonet_step nonet_step;

/* A new, empty step record (technique NONET_T_NONE), or NULL when out of
** memory; nonet_step_free releases it (NULL allowed). */
NONET_API nonet_step *nonet_step_new(void);
NONET_API void nonet_step_free(nonet_step *step);
/* Copy src into dst (both from the library: nonet_step_new, a trace's). */
NONET_API void nonet_step_copy(nonet_step *dst, const nonet_step *src);

NONET_API nonet_technique nonet_step_technique(const nonet_step *step);
/* Family-specific (UR type, fish size...), 0 if none. */
NONET_API int nonet_step_variant(const nonet_step *step);
/* The digits the pattern is about (bit d-1 for digit d). */
NONET_API uint16_t nonet_step_digits(const nonet_step *step);

/* The parts of a step record, each a list read by index 0..count-1. */
typedef enum nonet_step_part {
    NONET_PART_PLACEMENTS = 0, /* nonet_step_placement */
    NONET_PART_ELIMINATIONS,   /* nonet_step_elimination */
    NONET_PART_MARKS,          /* nonet_step_mark: pattern candidates */
    NONET_PART_CELLS,          /* nonet_step_cell: pattern cells */
    NONET_PART_UNITS,          /* nonet_step_unit */
    NONET_PART_LINKS,          /* nonet_step_link */
    NONET_PART_INNER_LINKS     /* nonet_step_inner_link */
} nonet_step_part;
/* How many items the part holds (0 for a part that is none of these). */
NONET_API int nonet_step_count(const nonet_step *step, nonet_step_part part);
/* Item i of a part; an index out of range gives a zeroed item (cell -1
** for nonet_step_cell). */
NONET_API nonet_candidate nonet_step_placement(const nonet_step *step, int i);
NONET_API nonet_candidate nonet_step_elimination(const nonet_step *step, int i);
NONET_API nonet_mark nonet_step_mark(const nonet_step *step, int i);
NONET_API int nonet_step_cell(const nonet_step *step, int i);
NONET_API nonet_unit_mark nonet_step_unit(const nonet_step *step, int i);
NONET_API nonet_link nonet_step_link(const nonet_step *step, int i);

/* A link of an inner chain: in a nested forcing chain (Sudoku Explainer's
** 9.5-11.0), a link whose end a whole chain on the branch's reduced grid
** turns off ("by": "rule" in JSON) has that chain written out as inner
** links. explains: the link it is a reason for, an index of
** nonet_step_link when >= 0, else inner link -(explains + 1) (a chain
** inside an inner chain); the links of one chain are consecutive, its
** branches in order (a branch goes on while a link starts where the one
** before it ended). from_on, to_on: the states of its two ends; by_rule:
** its end is turned off by a chain of its own (explained further on) or
** by a technique on the reduced grid. */
typedef struct nonet_inner_link {
    nonet_link link;
    int16_t explains;
    uint8_t from_on, to_on, by_rule;
} nonet_inner_link;
NONET_API nonet_inner_link nonet_step_inner_link(const nonet_step *step, int i);

/* The technique on its branch's reduced grid that turns a rule link's end
** off (Sudoku Explainer's Dynamic+ rules: pointing, claiming, a hidden or
** naked pair, an X-Wing), for link i of part NONET_PART_LINKS or
** NONET_PART_INNER_LINKS, and where: unit[0], unit[1] are unit numbers
** (0-8 rows, 9-17 columns, 18-26 boxes) or -1: pointing's box and line,
** claiming's line and box, a pair's unit, an X-Wing's two base lines.
** technique is NONET_T_NONE for a link that is plain, or whose end an
** inner chain turns off (nonet_step_inner_link), or past the part. */
typedef struct nonet_link_rule {
    nonet_technique technique;
    int unit[2];
} nonet_link_rule;
NONET_API nonet_link_rule nonet_step_link_rule(const nonet_step *step, nonet_step_part part, int i);

/* ---- grids (positions) ------------------------------------------------- */

/* A position: per cell a value (0 = empty) and a candidate mask, kept
** consistent with the 27 units, and which cells are givens. */
typedef struct nonet_grid nonet_grid;

/* An empty grid (all candidates open), or NULL when out of memory. */
NONET_API nonet_grid *nonet_grid_new(void);
/* An independent copy of grid, or NULL when out of memory. */
NONET_API nonet_grid *nonet_grid_clone(const nonet_grid *grid);
/* Release a grid from nonet_grid_new or nonet_grid_clone (NULL allowed). */
NONET_API void nonet_grid_free(nonet_grid *grid);

/* Parse exactly one puzzle in any form nonet reads (81-char line, 9-row
** block, pencil marks, HoDoKu library line) into grid. NONET_OK, or
** NONET_INVALID (err says where and what; also for no puzzle or more than
** one; a line of cells alone, "1234", is a one-line puzzle of the wrong
** size: "expected 81 cells, found 4"), NONET_BAD_ARGUMENT for a NULL grid
** or text. On failure grid is left as it was. */
NONET_API nonet_status nonet_grid_parse(nonet_grid *grid, const char *text,
                                        nonet_error *err);

/* The cell's value (0 when empty), its candidate mask (0 when filled) and
** whether it is a given; 0 / false for a cell outside 0..80. */
NONET_API int nonet_grid_value(const nonet_grid *grid, int cell);
NONET_API uint16_t nonet_grid_candidates(const nonet_grid *grid, int cell);
NONET_API bool nonet_grid_is_given(const nonet_grid *grid, int cell);
/* True when the position came with givens (not from pencil marks). */
NONET_API bool nonet_grid_has_givens(const nonet_grid *grid);
/* How many cells are empty (0 when the grid is full). */
NONET_API int nonet_grid_empty_count(const nonet_grid *grid);
/* True when the position was read from pencil marks (candidates given). */
NONET_API bool nonet_grid_has_pencilmarks(const nonet_grid *grid);

/* 81 chars + NUL: digits for filled cells, '0' for empty ones (givens only
** when givens_only is true). */
NONET_API void nonet_grid_to_string(const nonet_grid *grid, bool givens_only,
                                    char out[82]);

/* Place or eliminate; NONET_BAD_ARGUMENT when the digit is not a candidate
** of the cell (or the cell is filled). */
NONET_API nonet_status nonet_grid_place(nonet_grid *grid, int cell, int digit);
NONET_API nonet_status nonet_grid_eliminate(nonet_grid *grid, int cell,
                                            int digit);
/* Apply a step's placements then eliminations; NONET_BAD_ARGUMENT if one of
** them does not fit the grid (nothing is rolled back). */
NONET_API nonet_status nonet_step_apply(nonet_grid *grid,
                                        const nonet_step *step);

/* ---- reading many puzzles ---------------------------------------------- */

typedef struct nonet_reader nonet_reader;

/* A reader over an open stream (not closed by the reader); NULL when stream
** is NULL or memory ran out. */
NONET_API nonet_reader *nonet_reader_open(FILE *stream);
/* A reader over a string (copied); NULL when text is NULL or memory ran
** out. */
NONET_API nonet_reader *nonet_reader_open_string(const char *text);
/* Next puzzle into grid: NONET_OK, NONET_INVALID (err says which line and
** what; the reader has moved past the bad record), NONET_END, NONET_IO or
** NONET_NOMEM. *line receives the first line of the record (may be NULL).
** Limits: a line over 1 MiB is read to its end and reported ("line too
** long"); the reader holds one line and one record at a time, so its
** memory does not grow with the input. After a one-line puzzle's 81
** characters, white space or a separator (, ; |) and the rest of the line
** are ignored; a CSV header on line 1 is skipped. Binary data (a control
** byte, bytes that are not UTF-8, outside a comment) is one NONET_INVALID
** record, and then NONET_END: nothing after it is read. */
NONET_API nonet_status nonet_reader_next(nonet_reader *reader,
                                         nonet_grid *grid, long *line,
                                         nonet_error *err);
/* Release a reader (NULL allowed); the stream it read stays open. */
NONET_API void nonet_reader_free(nonet_reader *reader);

/* Next puzzle as one candidate mask per cell (bit d-1 for digit d), for
** brute-force batches (nonet_count_masks): what nonet_reader_next reads,
** with the same statuses, lines, messages and checks (clashing givens are
** NONET_INVALID), without building a grid when the puzzle gives values
** only: a given is its digit's mask, an empty cell 0x1ff (all nine). A
** puzzle with pencil marks (or a HoDoKu line) gives the masks of its grid:
** a filled cell its digit, an empty one its candidates. Either way
** nonet_count_masks finds what nonet_count finds on the grid. On such
** batches this costs about a third of nonet_reader_next. On failure masks
** is left as it was. */
NONET_API nonet_status nonet_reader_next_masks(nonet_reader *reader,
                                               uint16_t masks[81], long *line,
                                               nonet_error *err);

/* ---- brute force ------------------------------------------------------- */

/* Count completions of the position up to limit (>= 1); *count receives
** the number found (== limit means "limit or more"). The first solution
** found goes to solution (81 digits 1..9) when not NULL and *count > 0. */
NONET_API nonet_status nonet_count(const nonet_grid *grid, int limit,
                                   int *count, uint8_t solution[81]);

/* nonet_count on candidate masks (bit d-1 for digit d; a filled cell has
** one bit), such as nonet_reader_next_masks gives: the same count and first
** solution as nonet_count on the grid they come from. NONET_BAD_ARGUMENT
** for limit < 1 or a NULL masks or count. Masks that clash (two cells of a
** unit with the same single digit) simply have no solution. */
NONET_API nonet_status nonet_count_masks(const uint16_t masks[81], int limit,
                                         int *count, uint8_t solution[81]);

/* Call fn with each completion of the position (81 digits 1..9, borrowed
** for the call) until limit (>= 1) are found or fn returns true. Returns
** the number found (0 also when limit < 1). */
typedef bool (*nonet_solution_fn)(const uint8_t solution[81], void *user);
NONET_API long nonet_solutions(const nonet_grid *grid, long limit,
                               nonet_solution_fn fn, void *user);

/* ---- the solver -------------------------------------------------------- */

/* A solver holds the options (which techniques, backtracking) and scratch
** space reused across puzzles. One solver per thread. */
typedef struct nonet_solver nonet_solver;

/* A solver with every technique, backtracking and uniqueness on; NULL when
** out of memory. */
NONET_API nonet_solver *nonet_solver_new(void);
/* Release a solver (NULL allowed). */
NONET_API void nonet_solver_free(nonet_solver *solver);

/* Enable only the comma-separated ids (backtracking follows unless turned
** off; naming "backtracking" turns it on). An id after '-' is left out:
** "-nested_forcing_chains" alone is every technique but that one, and
** "-backtracking" turns backtracking off. NONET_UNKNOWN_TECHNIQUE names
** the bad id and lists the valid ones in err (err->column: where the bad id
** starts in ids, from 1), and leaves the solver as it was. */
NONET_API nonet_status nonet_solver_set_techniques(nonet_solver *solver,
                                                   const char *ids,
                                                   nonet_error *err);
/* Whether nonet_explain places the rest by backtracking when logic stalls
** (on by default; off gives NONET_STALLED). */
NONET_API void nonet_solver_set_backtracking(nonet_solver *solver, bool on);
/* Whether uniqueness techniques may run (on by default; they run only on
** positions with exactly one solution in any case). */
NONET_API void nonet_solver_set_uniqueness(nonet_solver *solver, bool on);
/* Whether the grouped chains and loops (grouped_aic, the grouped nice
** loops) may take almost locked sets as nodes where they find nothing
** without: HoDoKu's "allow ALS in chains", off by default as in HoDoKu's
** solver (their search costs the hardest solves most; docs/PERFORMANCE.md).
** nonet_find lists them whatever this says. */
NONET_API void nonet_solver_set_als_nodes(nonet_solver *solver, bool on);
/* The order in which the solver tries the techniques. */
typedef enum nonet_order {
    NONET_ORDER_PIPELINE = 0, /* the pipeline's order (HoDoKu's default) */
    NONET_ORDER_SE,           /* lowest Sudoku Explainer rating first, as
                              ** Sudoku Explainer picks (ties: pipeline order) */
    NONET_ORDER_BOTH          /* grading only (nonet_grade_puzzle): each scale
                              ** from its own order; not a solver's order */
} nonet_order;
/* Set the order (NONET_ORDER_PIPELINE by default) for this solver only.
** NONET_OK, or NONET_BAD_ARGUMENT for an unknown order (nothing changes). */
NONET_API nonet_status nonet_solver_set_order(nonet_solver *solver, nonet_order order);

/* A limit on the CPU time of one solve (nonet_explain; both solves of one
** nonet_grade_puzzle together), in seconds of the calling thread's CPU
** time: a solve that runs past it stops with NONET_TIMEOUT, its trace
** holding the steps taken so far (a grade from it is a lower bound). The
** time is polled before each step and, inside the long searches (SE's
** chains), per chain's start; the clock is read every 16th poll, so a solve
** overruns the limit by at most 16 starts' searches. 0 (the default) means no limit. NONET_OK, or
** NONET_BAD_ARGUMENT for a negative or non-finite value (nothing changes).
** nonet_next_step and nonet_find have the same limit per call: a long
** search (SE's nested chains can take hours on a position with many
** solutions) that runs past it gives nothing. */
NONET_API nonet_status nonet_solver_set_time_limit(nonet_solver *solver, double seconds);

/* A solve's result: status, solution and the steps taken. */
typedef struct nonet_trace nonet_trace;

/* Solve the position by the pipeline. Returns the status (also kept in the
** trace): NONET_OK when solved, NONET_NO_SOLUTION, NONET_MULTIPLE_SOLUTIONS,
** NONET_STALLED, NONET_TIMEOUT (past the time limit:
** nonet_solver_set_time_limit), NONET_INTERNAL (a strategy's step was
** refused) or NONET_NOMEM; err (may be NULL) says why. *out receives a trace for every
** status, holding the steps taken so far; the caller frees it with
** nonet_trace_free. *out is NULL only when the trace itself could not be
** allocated (NONET_NOMEM). Bounded: the count stops at 2 solutions, and
** each step must remove a candidate (a step that changes nothing is
** NONET_INTERNAL), so a trace has at most as many steps as the position has
** candidates (729). */
NONET_API nonet_status nonet_explain(nonet_solver *solver,
                                     const nonet_grid *grid,
                                     nonet_trace **out, nonet_error *err);
/* The status nonet_explain returned, and the number of steps logged. */
NONET_API nonet_status nonet_trace_status(const nonet_trace *trace);
NONET_API size_t nonet_trace_count(const nonet_trace *trace);
/* Step index (0-based, borrowed from the trace), or NULL past the end. */
NONET_API const nonet_step *nonet_trace_step(const nonet_trace *trace,
                                             size_t index);
/* The solution (81 digits 1..9), or NULL unless solved. */
NONET_API const uint8_t *nonet_trace_solution(const nonet_trace *trace);
/* Empty cells when logic stalled (backtracking took over, or the status is
** NONET_STALLED), -1 when logic did not stall. */
NONET_API int nonet_trace_stalled(const nonet_trace *trace);
/* Release a trace and its steps (NULL allowed). */
NONET_API void nonet_trace_free(nonet_trace *trace);

/* The next step from a position (does not apply it): NONET_OK and *step
** filled, NONET_STALLED when no enabled technique applies, NONET_END when
** the grid is full, NONET_NOMEM when a search ran out of memory (nothing
** is known then). Backtracking is never used here. */
NONET_API nonet_status nonet_next_step(nonet_solver *solver,
                                       const nonet_grid *grid,
                                       nonet_step *step);

/* Call fn (may be NULL: count only) for every instance of one technique in
** the position, without applying any; fn returns true to stop. The
** solver's technique list does not matter here, but a uniqueness technique
** reports nothing unless the position has exactly one solution, nor one
** that needs givens on a position read from pencil marks. *found (may be
** NULL) receives the number reported. NONET_OK (also when none is found);
** NONET_BAD_ARGUMENT for a NULL solver or grid, an unknown technique or
** the fallback (which has no instances); NONET_TIMEOUT when the solver's
** time limit ended the search (*found: those reported until then);
** NONET_NOMEM when memory ran out. */
typedef bool (*nonet_step_fn)(const nonet_step *step, void *user);
NONET_API nonet_status nonet_find(nonet_solver *solver, const nonet_grid *grid,
                                  nonet_technique technique, nonet_step_fn fn,
                                  void *user, size_t *found);

/* ---- why not this digit? ------------------------------------------------ */

/* The answer to "why can't this cell be this digit?" */
typedef enum nonet_why_answer {
    NONET_WHY_CANNOT = 0, /* the digit is not the cell's: reason says why */
    NONET_WHY_POSSIBLE,   /* no technique removes it yet (never the solution
                          ** digit: that is NONET_WHY_SOLUTION) */
    NONET_WHY_SOLUTION    /* the digit is the cell's solution digit */
} nonet_why_answer;

/* What a NONET_WHY_CANNOT rests on. */
typedef enum nonet_why_reason {
    NONET_WHY_NONE = 0, /* not a CANNOT answer */
    NONET_WHY_PEER,     /* a given or placed peer holds the digit (peer) */
    NONET_WHY_STEP,     /* a technique's instance removes it (step) */
    NONET_WHY_CHAIN     /* assumed in the cell, it leads to a contradiction
                        ** (step: the chain's contradiction step) */
} nonet_why_reason;

typedef struct nonet_why_result {
    int cell, digit;         /* the question */
    nonet_why_answer answer;
    nonet_why_reason reason;
    int peer;                /* PEER: the cell holding the digit; else -1 */
    nonet_step *step;        /* STEP, CHAIN: the step that removes it (the
                             ** candidate among its eliminations, or a
                             ** placement of the digit in a peer, or of
                             ** another digit in the cell); else NULL.
                             ** Owned by the result: see nonet_why_clear */
} nonet_why_result;

/* Release the steps of n results (NULL allowed) and leave them zeroed. A
** result passed to nonet_why or nonet_why_all must be zeroed (`= {0}`,
** calloc) or one those calls filled before (whose step they release). */
NONET_API void nonet_why_clear(nonet_why_result *results, size_t n);

/* Why cell (0..80) cannot be digit (1..9) in the position, the shortest
** honest answer: a peer holding it (always, when one does); the solution
** digit (always so answered); else the easiest technique's instance that
** removes it (every technique, in pipeline order, nonet_find's instances
** in their order: the first that removes it and agrees with the
** solution); else a chain of Sudoku Explainer's ladder from "the cell is
** digit" to a contradiction (se_ladder_refute: Nishio, dynamic, Dynamic+,
** nested); else NONET_WHY_POSSIBLE. A digit the position's pencil marks
** struck out without a peer holding it is answered as if it were still
** there. The solver's time limit covers the whole question (at most
** three quarters for the techniques, what they leave for the chain); past it,
** NONET_TIMEOUT (out->answer is then not to be read). The solver's
** technique list does not matter.
** NONET_OK and *out filled; NONET_BAD_ARGUMENT for a cell or digit out
** of range, a filled cell, or a NULL pointer (err says which);
** NONET_NO_SOLUTION, NONET_MULTIPLE_SOLUTIONS (the answers need the one
** solution); NONET_NOMEM when a search, or memory for the step, ran out.
** err may be NULL. */
NONET_API nonet_status nonet_why(nonet_solver *solver, const nonet_grid *grid, int cell, int digit,
                                 nonet_why_result *out, nonet_error *err);
/* nonet_why for every digit of every empty cell at once, the searches
** shared (each technique's instances found once for all the questions),
** each answer the one nonet_why gives: into out[cell * 9 + digit - 1].
** Answered: the digits a peer holds, the solution digits, and the cell's
** candidates; a digit the pencil marks struck that no peer holds is left
** unasked (its cell -1: ask nonet_why), as are filled cells and, past the
** time limit (which covers the whole position), the questions still open
** (NONET_TIMEOUT). NONET_OK; NONET_BAD_ARGUMENT for a NULL pointer;
** NONET_NO_SOLUTION, NONET_MULTIPLE_SOLUTIONS (nothing is answered);
** NONET_NOMEM (the answers are not to be read). Release the results'
** steps with nonet_why_clear(out, 729). */
NONET_API nonet_status nonet_why_all(nonet_solver *solver, const nonet_grid *grid, nonet_why_result out[729],
                                     nonet_error *err);
/* The answer in words, in language lang ("en", "zh"; NULL or unknown:
** English): "r1c1 sees the 5 in r1c7 (row 1), so it cannot be 5.", the
** step's words, the chain's. snprintf-like. */
NONET_API size_t nonet_why_words(const nonet_why_result *why, const char *lang, char *buf, size_t size);
/* "cannot", "possible", "solution"; "peer", "step", "chain" ("" for
** NONET_WHY_NONE): the JSON words (static strings). */
NONET_API const char *nonet_why_answer_name(nonet_why_answer answer);
NONET_API const char *nonet_why_reason_name(nonet_why_reason reason);

/* ---- grading ----------------------------------------------------------- */

/* A puzzle's difficulty on the field's two scales, from a trace. */
typedef struct nonet_grade {
    double se_rating;        /* Sudoku Explainer style: the highest rating
                             ** among the logic steps (0 when none) */
    nonet_technique hardest; /* the technique of that step (NONE if none) */
    double se_pearl;         /* SE's EP: the highest rating up to and with
                             ** the first step that places a digit (when logic
                             ** stalls before one: the rating so far) */
    double se_diamond;       /* SE's ED: the first step's rating (see
                             ** se_diamond_bound) */
    nonet_level level;       /* HoDoKu's level, BACKTRACKING when logic did
                             ** not finish, UNKNOWN for an unsolved trace */
    long score;              /* HoDoKu's score: the sum of the logic steps'
                             ** base scores (a lower bound when backtracking) */
    size_t steps;            /* logic steps (backtracking is not one) */
    size_t unknown_steps;    /* logic steps whose technique has no HoDoKu
                             ** data: counted as 0 and no level */
    bool backtracking;       /* logic stalled: backtracking finished the
                             ** puzzle, or the trace stalled */
    bool se_diamond_bound;   /* SE's path stalled at its first step: ED is
                             ** a lower bound (nonet_grade_puzzle) */
    bool timeout;            /* the solve ran past the time limit: the
                             ** rating and score are lower bounds */
    uint64_t techniques[NONET_T_LIMIT / 64]; /* bit t % 64 of word t / 64 set
                             ** when a logic step of technique t was made */
} nonet_grade;

/* Grade a trace from nonet_explain into *grade: the SE-style rating (a
** step's rating is its technique's, but a hidden single in a row or column
** rates 1.5 as in Sudoku Explainer), HoDoKu's score (each logic step's
** base score once) and level (the highest level among the steps, raised
** while the score exceeds the level's maximum: Easy 800, Medium 1000, Hard
** 1600, Unfair 1800, as HoDoKu does). Grades whatever steps the trace
** holds. NONET_OK, or NONET_BAD_ARGUMENT when trace or grade is NULL. */
NONET_API nonet_status nonet_grade_trace(const nonet_trace *trace, nonet_grade *grade);
/* A step's rating on Sudoku Explainer's scale: its own (step->rating) when
** it carries one, else its technique's, but 1.5 for a hidden single in a
** row or column as in Sudoku Explainer; 0 for backtracking or an unknown
** technique. */
NONET_API double nonet_step_rating(const nonet_step *step);
/* "Easy", "Medium", "Hard", "Unfair", "Extreme", "backtracking", or
** "unknown" (also for a value out of range); never NULL. */
NONET_API const char *nonet_level_name(nonet_level level);
/* Grade a puzzle as `nonet grade` does: explain it and grade the trace.
** NONET_ORDER_PIPELINE or NONET_ORDER_SE grade from one solve in that
** order; NONET_ORDER_BOTH (what `nonet grade` does by default) takes the SE
** rating and its technique from a solve in SE order and HoDoKu's level and
** score from one in pipeline order (backtracking when either needed it;
** the techniques of both). The solver's order is left as it was; its time
** limit covers both solves together. The status is nonet_explain's
** (NONET_OK; NONET_STALLED with backtracking off or NONET_TIMEOUT past the
** time limit: graded as far as logic went, a lower bound; after other
** statuses, NONET_NOMEM among them, *grade is undefined), or
** NONET_BAD_ARGUMENT. */
NONET_API nonet_status nonet_grade_puzzle(nonet_solver *solver, const nonet_grid *grid, nonet_order order,
                                          nonet_grade *grade, nonet_error *err);

/* ---- canonical forms --------------------------------------------------- */

/* A symmetry of the grid with a relabelling of its digits: the result's
** row i is row rows[i] and its column j column cols[j] of the input (after
** transposing it when transpose is set), 0-based; digit d becomes
** digits[d] (digits[0] is 0, an empty cell). */
typedef struct nonet_transform {
    bool transpose;
    uint8_t rows[9];
    uint8_t cols[9];
    uint8_t digits[10];
} nonet_transform;

/* The canonical form of the position's filled cells: the smallest of the
** 81-character strings ('0' for an empty cell, so empty cells come first)
** among its 3,359,232 grid symmetries (transpose, band and stack orders,
** row and column orders inside them) and 9! digit relabellings. Equivalent
** puzzles, and only they, have the same form. canon receives the form and
** a NUL; transform (may be NULL) the mapping from the position onto it
** (one of them, when the puzzle has automorphisms). NONET_OK,
** NONET_BAD_ARGUMENT for a NULL grid or canon, NONET_NOMEM. */
NONET_API nonet_status nonet_canon(const nonet_grid *grid, char canon[82], nonet_transform *transform);
/* Apply a transform to 81 cells (digits 0..9; in and out must not
** overlap). */
NONET_API void nonet_transform_apply(const nonet_transform *transform, const uint8_t in[81], uint8_t out[81]);


/* ---- generating puzzles ------------------------------------------------ */

/* Symmetries of a puzzle's pattern of clues. */
typedef enum nonet_symmetry {
    NONET_SYMMETRY_NONE = 0,
    NONET_SYMMETRY_ROTATIONAL,   /* a half turn */
    NONET_SYMMETRY_QUARTER,      /* a quarter turn (so every turn) */
    NONET_SYMMETRY_DIAGONAL,     /* mirrored in the r1c1-r9c9 diagonal */
    NONET_SYMMETRY_ANTIDIAGONAL, /* mirrored in the r1c9-r9c1 diagonal */
    NONET_SYMMETRY_MIRROR,       /* mirrored left to right */
    NONET_SYMMETRY_BIMIRROR      /* left to right and top to bottom */
} nonet_symmetry;

/* "none", "rotational", ... as above; "unknown" out of range. */
NONET_API const char *nonet_symmetry_name(nonet_symmetry symmetry);
/* The symmetry of a name, or -1. */
NONET_API int nonet_symmetry_from_name(const char *name);

/* What a generated puzzle must be. Zero means "no bound" for every field,
** so a zeroed target asks for any puzzle with one solution. */
typedef struct nonet_target {
    nonet_level min_level, max_level; /* HoDoKu's level as nonet_grade_puzzle
                                      ** (NONET_ORDER_BOTH) gives it; EASY..EXTREME */
    double min_rating, max_rating;    /* the SE rating, as there */
    nonet_technique requires;         /* a logic technique the solve must use */
    nonet_symmetry symmetry;          /* of the clues */
    bool minimal;                     /* every clue needed */
    int min_givens, max_givens;       /* number of clues */
    long max_attempts;                /* full grids to try (0: 1000) */
} nonet_target;

/* Whether a grade meets the target's level, rating and technique bounds
** (its symmetry, clue count and minimality are not looked at). A grade
** left to backtracking meets no level bound and no upper rating bound;
** its rating, the highest so far and so a lower bound, meets a lower
** rating bound it reaches (grades "7.2+" meet min_rating 7.0). */
NONET_API bool nonet_grade_meets(const nonet_grade *grade, const nonet_target *target);

/* Whether the solver can meet the target at all: NONET_OK, or
** NONET_BAD_ARGUMENT (also for a NULL argument) with the reason in err (may
** be NULL): a bound out of range, an empty range, an unknown symmetry, or
** a required technique that is not a logic technique, is not enabled, or
** never fires because an enabled technique earlier in the pipeline finds
** its steps first (a discontinuous nice loop covers every AIC).
** nonet_generate checks this first. */
NONET_API nonet_status nonet_target_check(const nonet_solver *solver, const nonet_target *target,
                                          nonet_error *err);

/* Make one puzzle that meets the target, drawn at random from seed (the
** same seed, target and solver settings give the same puzzle, on any
** thread). The solver grades (its techniques and options apply; its order
** is left as it was). out receives the puzzle (clues as givens); grade (may
** be NULL) its grade with NONET_ORDER_BOTH. NONET_OK; NONET_BAD_ARGUMENT
** for an impossible target (nonet_target_check; err says why); NONET_STALLED when no
** puzzle met it in max_attempts grids (each grid is searched from, not
** only tried); NONET_NOMEM. Backtracking as in nonet_grade_meets. */
NONET_API nonet_status nonet_generate(nonet_solver *solver, const nonet_target *target, uint64_t seed,
                                      nonet_grid *out, nonet_grade *grade, nonet_error *err);

/* ---- rendering --------------------------------------------------------- */

/* The step in the field's notation ("Naked Pair: 1,5 in r3c48 => ...").
** snprintf-like: writes at most size bytes (always NUL-terminated when size
** > 0; buf may be NULL when size is 0), returns the full length. */
NONET_API size_t nonet_step_text(const nonet_step *step, char *buf,
                                 size_t size);
/* A progressive hint: level 1 names the technique ("Look for a Naked
** Pair."), level 2 also where (digits, units or cells; not the digit of a
** naked single or full house, which would give it away), level 3 is the whole
** line of nonet_step_text (a level above 3 reads as 3, below 1 as 1).
** snprintf-like. */
NONET_API size_t nonet_step_hint(const nonet_step *step, int level, char *buf, size_t size);
/* Check a learner's position: the cells whose value is wrong, and those
** whose pencil marks lack their solution digit, each with its solution
** digit, into wrong (in cell order). A mark lost only because a peer holds
** that digit wrongly is not listed: the wrong digit is the fault. The
** reference solution is that of the givens (of the filled cells when the
** position has no givens; when those have no solution together, of the
** rest once the one or two filled cells that need the fewest fixes to the
** position are left out, if that choice is unique). Returns how many, or
** -1 when the reference does not have exactly one solution. */
NONET_API int nonet_grid_wrong_marks(const nonet_grid *grid, nonet_candidate wrong[81]);

/* ---- the checker of step records (src/check/, docs/reliability.md) ---- */

/* What nonet_check_line found in one puzzle object: steps read (of every
** status), steps that failed, and one line per failing step ("step 34
** (forcing_net): link (4)r5c4-(9)r5c4 is not strong\n"; malloc'd, nonet_free;
** NULL when no step was read). */
typedef struct nonet_check_result {
    long steps;
    long failed;
    char *report;
} nonet_check_result;

/* Checks one line of `nonet explain --format json` (a puzzle object, either
** order): the candidate grid is rebuilt from "puzzle" and each step record
** is checked, at the position the steps before it leave, against its
** technique's definition; no strategy is called. NONET_OK (failures are in
** out), NONET_INVALID for bad JSON or a bad puzzle object (err: line_no, the
** column and what), NONET_NOMEM. */
NONET_API nonet_status nonet_check_line(const char *line, size_t len, long line_no,
                                        nonet_check_result *out, nonet_error *err);
/* Checks one step record (a JSON step object as nonet_step_json writes it)
** against the position grid before it: NONET_OK when the record proves its
** placements and eliminations, NONET_INTERNAL when it does not, NONET_INVALID
** when it is malformed; why (snprintf-like, may be NULL) gets the reason. */
NONET_API nonet_status nonet_check_step(const nonet_grid *grid, const char *step_json, size_t len,
                                        char *why, size_t size);

/* The step as one JSON object (malloc'd; nonet_free), NULL if no memory. */
NONET_API char *nonet_step_json(const nonet_step *step);
/* The step as one JSON object with its "words" and "page" in lang (see
** nonet_step_words; nonet_step_json is this with "en"). */
NONET_API char *nonet_step_json_lang(const nonet_step *step, const char *lang);

/* ---- words and languages ----------------------------------------------- */

/* The step told in plain sentences in lang ("en", "zh"; a locale name as
** "zh_CN.UTF-8" reads as its language; NULL or a language without a
** catalogue reads as "en"): what the pattern is, why it forces the result,
** what the result is, every cell named in full ("r7c8"). snprintf-like:
** returns the length the full text needs, writes at most size bytes,
** NUL-terminated when size > 0 (buf may be NULL when size is 0). */
NONET_API size_t nonet_step_words(const nonet_step *step, const char *lang, char *buf, size_t size);
/* The technique's page, relative to the repository (or the installed
** docs): "docs/techniques/x_wing.md", in Chinese
** "docs/techniques/zh/x_wing.md" where that page exists, else the English
** one; "docs/techniques/README.md" for an unknown technique. Never NULL. */
NONET_API const char *nonet_technique_page(nonet_technique t, const char *lang);
/* msgid in lang from the catalogues compiled into the library (po/LANG.po);
** msgid itself for English, a missing entry or NULL lang. */
NONET_API const char *nonet_text(const char *lang, const char *msgid);
/* A progressive hint (as nonet_step_hint) in lang; at level 3 the notation
** line is followed by a newline and the step's words. */
NONET_API size_t nonet_step_hint_lang(const nonet_step *step, int level, const char *lang, char *buf,
                                      size_t size);
/* The code of the i-th language nonet speaks: "en" for 0, then one per
** catalogue compiled in (po/LANG.po), NULL past the last. Static strings. */
NONET_API const char *nonet_lang_at(size_t i);
/* Whether nonet speaks the language of tag ("en", "zh", "zh_CN.UTF-8"). */
NONET_API bool nonet_lang_known(const char *tag);
/* The language code nonet uses for tag: "zh" for "zh_CN.UTF-8", "en" for
** NULL and for a language it does not speak. A static string. */
NONET_API const char *nonet_lang_code(const char *tag);
/* The language to speak: option (a --lang value) when not NULL or empty,
** else as gettext chooses from the environment's variables themselves
** (LANGUAGE's list, then the first set of LC_ALL, LC_MESSAGES, LANG; "C"
** and "POSIX" are English), so LANG=zh_CN.UTF-8 gives "zh" even where that
** locale is not installed; else "en". A static string. */
NONET_API const char *nonet_lang_choose(const char *option);

/* "r3c4": cell name into buf (at least 5 bytes); returns buf. A cell
** outside 0..80 is named as cell 0. */
NONET_API const char *nonet_cell_name(int cell, char buf[5]);
/* The cell (0..80) a name such as "r3c4" (either case) names, or -1 for
** anything else (NULL too). */
NONET_API int nonet_cell_from_name(const char *name);
/* "r3", "c4" or "b2" into buf (at least 3 bytes); returns buf. A unit
** outside 0..26 is named as unit 0. */
NONET_API const char *nonet_unit_name(int unit, char buf[3]);

/* The position before a step as an SVG picture (malloc'd; nonet_free), with
** the step's units, cells and candidates coloured by role, eliminations
** struck in red, placements circled in blue and links drawn as arrows
** (strong solid, weak dashed). step may be NULL: the position alone.
** Items carry class and data-cell/data-digit/data-unit attributes. */
NONET_API char *nonet_step_svg(const nonet_grid *before, const nonet_step *step);

/* The text forms of a position that nonet reads back. */
typedef enum nonet_grid_form {
    NONET_FORM_LINE,        /* 81 characters, '.' for empty */
    NONET_FORM_BLOCK,       /* 9 rows with box bars and separator lines */
    NONET_FORM_PENCILMARKS, /* HoDoKu's printed pencil-mark grid */
    NONET_FORM_HODOKU       /* HoDoKu library line: givens, +placed, deleted */
} nonet_grid_form;

/* The position in one form (malloc'd; nonet_free), NULL if no memory. */
NONET_API char *nonet_grid_format(const nonet_grid *grid, nonet_grid_form form);
/* The pencil-mark grid (the NONET_FORM_PENCILMARKS text) with a step's
** pattern coloured by ANSI escapes when color is true: eliminations red and
** struck, placements blue and underlined, pattern candidates by role (green
** pattern, blue base, yellow cover, magenta fins, cyan and yellow colours),
** digits placed by earlier steps blue. Without colour it is exactly the
** pencil-mark form. step may be NULL. malloc'd; nonet_free. */
NONET_API char *nonet_grid_picture(const nonet_grid *grid, const nonet_step *step, bool color);

/* A self-contained HTML page for learners, in three parts so a batch can be
** written as it goes: the head (title may be NULL), one section per puzzle
** (a stage that fits a laptop's or a phone's screen: previous/next buttons,
** arrow keys, a "Step k of N" counter, the current step's picture of the
** position before it, its sentence, marked aria-current="step", and the
** legend of the colours it uses; then the puzzle's picture, a summary of
** the techniques used, the legend of every colour and the list of every
** step's sentence; grid and trace may be NULL for a puzzle that did not
** parse), and the tail (the script). Each is malloc'd (nonet_free), NULL if
** no memory. */
NONET_API char *nonet_html_head(const char *title);
NONET_API char *nonet_html_puzzle(const nonet_grid *grid, const nonet_trace *trace, int number);
NONET_API char *nonet_html_tail(void);
/* The same in language lang (as nonet_step_words reads it): the page's
** lang attribute, every label from lang's catalogue, each step's caption
** its words in lang, and the technique pages in lang where
** docs/techniques/LANG/ID.md existed when the library was built, else in
** English (marked so). Every step's caption links to its technique's page,
** which the puzzle's section carries (the pages' text is compiled into the
** library), so the link works in a saved page with no network. The
** functions without _lang are these with "en". */
NONET_API char *nonet_html_head_lang(const char *title, const char *lang);
NONET_API char *nonet_html_puzzle_lang(const nonet_grid *grid, const nonet_trace *trace, int number,
                                       const char *lang);
/* The legend of the colours a step's picture uses (step NULL: of every
** colour a picture can use), as an HTML list. malloc'd; nonet_free. */
NONET_API char *nonet_html_legend(const nonet_step *step);
NONET_API char *nonet_html_legend_lang(const nonet_step *step, const char *lang);
/* For a batch written as one page per puzzle: a bar of links to the index
** and the previous and next pages (each may be NULL: no link), and one
** entry of the index page (the link to href, the number of steps and the
** hardest technique, or why the puzzle failed; grid and trace as for
** nonet_html_puzzle). malloc'd; nonet_free. */
NONET_API char *nonet_html_links(const char *index, const char *prev, const char *next);
NONET_API char *nonet_html_index_entry(const nonet_grid *grid, const nonet_trace *trace, int number,
                                       const char *href);
NONET_API char *nonet_html_links_lang(const char *index, const char *prev, const char *next, const char *lang);
NONET_API char *nonet_html_index_entry_lang(const nonet_grid *grid, const nonet_trace *trace, int number,
                                            const char *href, const char *lang);

/* Release a string or buffer the library returned as malloc'd (NULL
** allowed). */
NONET_API void nonet_free(void *ptr);

#ifdef __cplusplus
}
#endif

#endif /* NONET_H */
