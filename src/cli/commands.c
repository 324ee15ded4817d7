/*
** commands.c -- the command table and the help texts. A command is a row:
** its name, the option groups it accepts, its --help, an optional check
** run after the options are parsed, and either a whole-run function or
** the function the batch loop calls for each puzzle.
*/
#include <string.h>

#include "commands.h"
#include "cmd_canon.h"
#include "cmd_check.h"
#include "cmd_count.h"
#include "cmd_explain.h"
#include "cmd_find.h"
#include "cmd_generate.h"
#include "cmd_grade.h"
#include "cmd_hint.h"
#include "cmd_show.h"
#include "cmd_solve.h"
#include "cmd_techniques.h"
#include "cmd_why.h"

const char cli_overview[] =
    "Usage: nonet COMMAND [OPTION...] [PUZZLE|FILE...]\n"
    "\n"
    "Solve and explain Sudoku puzzles the way a strong human does.\n"
    "\n"
    "Commands:\n"
    "  solve       print each puzzle's solution, or why there is none\n"
    "  explain     print the steps of a human-style solution and a summary\n"
    "  count       count each puzzle's solutions: 0, 1 or 2+\n"
    "  validate    check each puzzle: ok, invalid, no_solution, multiple_solutions\n"
    "  find        list every instance of one technique in each position\n"
    "  hint        the next step only, as a hint in three levels\n"
    "  why         why a cell cannot be a digit: a peer, a step or a chain\n"
    "  show        each position as a picture or in a form nonet reads\n"
    "  grade       each puzzle's difficulty: SE rating, HoDoKu level and score\n"
    "  generate    make puzzles with one solution to a level, rating or technique\n"
    "  canon       each puzzle's canonical form; --dedup drops equivalent copies\n"
    "  techniques  list the techniques in pipeline order\n"
    "  check       check every step of explain's JSON output independently\n"
    "\n"
    "An operand of 81 puzzle characters (digits; '0' or '.' for an empty cell)\n"
    "is a puzzle; any other operand is a file of puzzles; '-' or no operand\n"
    "reads standard input. Every command takes --format text|json (JSON Lines:\n"
    "one object per puzzle, in input order), --lang en|zh (the language of\n"
    "words and messages; default: LANGUAGE, LC_ALL, LC_MESSAGES, LANG, else\n"
    "English) and --help.\n"
    "\n"
    "Exit status: 0 every puzzle read (and, for solve and explain, solved);\n"
    "1 some puzzle invalid, without a solution, with several, or stalled;\n"
    "2 usage error, unreadable file or internal error.\n"
    "\n"
    "  nonet --version      print the version\n"
    "  nonet help COMMAND   the same as nonet COMMAND --help\n"
    "\n"
    "The manual: nonet(1), docs/cli.md.\n";

static const char solve_usage[] =
    "Usage: nonet solve [OPTION...] [PUZZLE|FILE...]\n"
    "\n"
    "One line per puzzle: the 81-digit solution, or a status word (invalid,\n"
    "no_solution, multiple_solutions, stalled) with details on standard error.\n"
    "\n"
    "  --format text|json    output format (default text)\n"
    "  --method brute|logic  brute force (default, fastest) or the pipeline\n"
    "  --techniques a,b,c    with --method logic: only these techniques\n"
    "                        (and backtracking unless --no-backtracking)\n"
    "  --no-backtracking     with --method logic: stop where logic stalls\n"
    "  --no-uniqueness       with --method logic: no uniqueness techniques\n"
    "  --als-nodes           with --method logic: grouped chains may take ALS\n"
    "                        nodes (HoDoKu's 'ALS in chains'; off by default)\n"
    "  --all                 list every solution, a blank line between puzzles\n"
    "  --limit N             with --all: list at most N solutions per puzzle\n"
    "                        (default 10000)\n"
    "  --first               the first solution found, without checking that it\n"
    "                        is the only one (brute force only)\n"
    "  --jobs N              N puzzles at once on N threads (output in input order)\n"
    "  -h, --help            show this help\n";

static const char explain_usage[] =
    "Usage: nonet explain [OPTION...] [PUZZLE|FILE...]\n"
    "\n"
    "Solve each puzzle by the pipeline of techniques, easiest first, and print\n"
    "the trace: 'Puzzle:', one line per step in HoDoKu's notation, 'Steps:' (per\n"
    "technique), 'Hardest:' (highest Sudoku Explainer rating used), then\n"
    "'Solution:' or 'Status:'. A blank line separates puzzles.\n"
    "\n"
    "  --format text|json    output format (default text)\n"
    "  --techniques a,b,c    only these techniques (see nonet techniques),\n"
    "                        and backtracking unless --no-backtracking\n"
    "  --no-backtracking     stop where logic stalls (status stalled)\n"
    "  --no-uniqueness       no uniqueness techniques\n"
    "  --als-nodes           grouped chains may take ALS nodes (HoDoKu's 'ALS\n"
    "                        in chains'; off by default, as in HoDoKu)\n"
    "  --order pipeline|se   the pipeline's order (default), or Sudoku\n"
    "                        Explainer's method: the path that gives nonet\n"
    "                        grade's ER/EP/ED, each step after its SE rating\n"
    "  --max-time SECONDS    CPU time per puzzle (default 10, 0: no limit); past\n"
    "                        it the trace stops there (status timeout)\n"
    "  --grid                text: the pencil-mark grid before each step, its\n"
    "                        pattern coloured (on a terminal)\n"
    "  --no-color            no colours in --grid pictures\n"
    "  --html FILE           also write a page with each step as a picture\n"
    "  --svg DIR             also write each step's picture as DIR/P-S.svg\n"
    "                        (P the puzzle's number, S the step's)\n"
    "  --words               text: each step's words for a learner under its\n"
    "                        notation line (JSON steps always carry them)\n"
    "  --lang en|zh          the language of the words and pages (default:\n"
    "                        the environment's, as LANG; else English)\n"
    "  --jobs N              N puzzles at once on N threads (output in input order)\n"
    "  -h, --help            show this help\n";

static const char hint_usage[] =
    "Usage: nonet hint [OPTION...] [PUZZLE|FILE...]\n"
    "\n"
    "The next step only, as a hint: level 1 names the technique, level 2 also\n"
    "where (digits, units or cells), level 3 gives the whole step. The position\n"
    "may carry the learner's pencil marks and digits: a cell whose solution\n"
    "digit was struck out, or that holds a wrong digit, is named instead\n"
    "('Check r1c3: ...'; exit status 1). 'Solved: ...' when no cell is empty,\n"
    "'Stuck: ...' when no technique applies (exit status 1).\n"
    "\n"
    "  --level 1|2|3         how much to tell (default 1)\n"
    "  --format text|json    output format (default text)\n"
    "  --techniques a,b,c    hint only with these techniques\n"
    "  --no-uniqueness       no uniqueness techniques\n"
    "  --als-nodes           grouped chains may take ALS nodes (HoDoKu's 'ALS\n"
    "                        in chains'; off by default, as in HoDoKu)\n"
    "  --grid                also the pencil-mark grid (level 3: the step's\n"
    "                        pattern coloured, on a terminal)\n"
    "  --no-color            no colours in the grid\n"
    "  --max-time SECONDS    CPU time per position (default 10, 0: no limit); a\n"
    "                        search past it gives nothing\n"
    "  --jobs N              N puzzles at once on N threads (output in input order)\n"
    "  -h, --help            show this help\n";

static const char why_usage[] =
    "Usage: nonet why [OPTION...] CELL DIGIT [PUZZLE|FILE...]\n"
    "\n"
    "Why can't CELL (r1c1 .. r9c9) be DIGIT in each position? One line per\n"
    "position, the shortest honest answer: a peer that holds the digit, the\n"
    "easiest technique's step that removes it, or a chain from 'CELL is\n"
    "DIGIT' to a contradiction; or that DIGIT is the cell's solution, or\n"
    "still possible (no technique removes it yet). A position without\n"
    "exactly one solution, or whose CELL is filled, is a fault (exit 1).\n"
    "\n"
    "  --format text|json    output format (default text)\n"
    "  --lang en|zh          the language of the answer (default: the\n"
    "                        environment's, as LANG; else English)\n"
    "  --max-time SECONDS    CPU time per question (default 10, 0: no limit);\n"
    "                        past it the answer is 'timeout' (exit 1)\n"
    "  --jobs N              N puzzles at once on N threads (output in input order)\n"
    "  -h, --help            show this help\n";

static const char show_usage[] =
    "Usage: nonet show [OPTION...] [PUZZLE|FILE...]\n"
    "\n"
    "Each position as the pencil-mark grid (coloured on a terminal: digits\n"
    "placed after the givens in blue), or in one form nonet reads, to move\n"
    "positions between nonet, HoDoKu and Sudoku Explainer. Nothing is solved.\n"
    "\n"
    "  --as line             81 characters, '.' for an empty cell\n"
    "  --as grid             9 rows with box bars\n"
    "  --as pencilmarks      the pencil-mark grid as HoDoKu prints it\n"
    "  --as hodoku           HoDoKu's library line (givens, +placed, deleted)\n"
    "  --no-color            no colours in the grid\n"
    "  --format text|json    output format (default text)\n"
    "  --jobs N              N puzzles at once on N threads (output in input order)\n"
    "  -h, --help            show this help\n";

static const char count_usage[] =
    "Usage: nonet count [OPTION...] [PUZZLE|FILE...]\n"
    "\n"
    "One line per puzzle: its number of solutions, counted up to the limit;\n"
    "'N+' when the limit N was reached ('2+': more than one). 'invalid' for\n"
    "input that cannot be read, with details on standard error.\n"
    "\n"
    "  --format text|json    output format (default text)\n"
    "  --limit N             count up to N (default 2)\n"
    "  --jobs N              N puzzles at once on N threads (output in input order)\n"
    "  -h, --help            show this help\n";

static const char validate_usage[] =
    "Usage: nonet validate [OPTION...] [PUZZLE|FILE...]\n"
    "\n"
    "One line per puzzle: 'ok' (readable, exactly one solution), 'invalid:\n"
    "<where>: <message>', 'no_solution' or 'multiple_solutions'.\n"
    "\n"
    "  --format text|json    output format (default text)\n"
    "  --jobs N              N puzzles at once on N threads (output in input order)\n"
    "  -h, --help            show this help\n";

static const char find_usage[] =
    "Usage: nonet find [OPTION...] TECHNIQUE [PUZZLE|FILE...]\n"
    "\n"
    "List every instance of TECHNIQUE (an id from nonet techniques) in each\n"
    "position, applying none: 'Puzzle:', one line per instance, 'Found: N'.\n"
    "A blank line separates positions.\n"
    "\n"
    "  --format text|json    output format (default text)\n"
    "  --grid                text: each instance's picture under its line\n"
    "  --no-color            no colours in --grid pictures\n"
    "  --svg DIR             also write each instance's picture as DIR/P-I.svg\n"
    "  --max-time SECONDS    CPU time per position (default 10, 0: no limit); a\n"
    "                        search past it gives nothing\n"
    "  --jobs N              N puzzles at once on N threads (output in input order)\n"
    "  -h, --help            show this help\n";

static const char grade_usage[] =
    "Usage: nonet grade [OPTION...] [PUZZLE|FILE...]\n"
    "\n"
    "One line per puzzle: '<puzzle> <ER>/<EP>/<ED> <level> <score> <hardest>':\n"
    "Sudoku Explainer's rating by its method (ER the hardest step's, EP the\n"
    "hardest up to the first placement, ED the first step's), HoDoKu's level\n"
    "(Easy, Medium, Hard, Unfair, Extreme) and score (the steps' base scores\n"
    "summed), and the technique of SE's hardest step. When SE's method stalls\n"
    "(its next step would be a nested forcing chain: 9.5 or more), ER (EP\n"
    "before any placement, ED at the first step) are lower bounds, marked\n"
    "'+'; when HoDoKu's path needs backtracking, the level is\n"
    "'backtracking' and the score a lower bound, marked '+'. A puzzle that\n"
    "cannot be graded prints its status (invalid, no_solution,\n"
    "multiple_solutions). Exit status 1 when some puzzle was not graded in\n"
    "full (its status, stalled, timeout).\n"
    "\n"
    "  --format text|json|csv  output format (default text)\n"
    "  --order both          (default) ER/EP/ED from a solve by Sudoku\n"
    "                        Explainer's method, the level and score from one\n"
    "                        in pipeline order (as HoDoKu); 'Hardest' is the\n"
    "                        former's\n"
    "  --order pipeline|se   one solve, in that order, for both scales (faster)\n"
    "  --techniques a,b,c    only these techniques (see nonet techniques),\n"
    "                        and backtracking unless --no-backtracking\n"
    "  --no-backtracking     stop where logic stalls (status stalled)\n"
    "  --no-uniqueness       no uniqueness techniques\n"
    "  --als-nodes           grouped chains may take ALS nodes (HoDoKu's 'ALS\n"
    "                        in chains'; off by default, as in HoDoKu)\n"
    "  --max-time SECONDS    CPU time per puzzle (default 10, 0: no limit); past\n"
    "                        it the grade so far, a lower bound marked '+'\n"
    "                        (status timeout)\n"
    "  --jobs N              N puzzles at once on N threads (output in input order)\n"
    "  -h, --help            show this help\n";

static const char generate_usage[] =
    "Usage: nonet generate [OPTION...]\n"
    "\n"
    "Make puzzles with one solution that meet a target; each line is the\n"
    "puzzle and its grade as nonet grade prints it (rating, level, score,\n"
    "hardest technique). The same --seed gives the same puzzles, whatever\n"
    "--jobs. A progress line goes to standard error on a terminal.\n"
    "\n"
    "  --count N             how many puzzles (default 1)\n"
    "  --level L             HoDoKu's level: Easy, Medium, Hard, Unfair, Extreme\n"
    "  --min-er X, --max-er Y  the Sudoku Explainer rating's range\n"
    "  --requires TECHNIQUE  the solve must use this technique\n"
    "  --symmetry S          none (default), rotational, quarter, diagonal,\n"
    "                        antidiagonal, mirror, bimirror\n"
    "  --minimal             every clue needed\n"
    "  --givens MIN-MAX      the number of clues (or N)\n"
    "  --seed S              the random seed (default: from the clock)\n"
    "  --techniques a,b,c    grade with only these techniques\n"
    "  --no-backtracking, --no-uniqueness, --als-nodes   as for grade\n"
    "  --format text|json|csv  output format (default text)\n"
    "  --jobs N              N threads (same output)\n"
    "  -h, --help            show this help\n";

static const char canon_usage[] =
    "Usage: nonet canon [OPTION...] [PUZZLE|FILE...]\n"
    "\n"
    "One line per puzzle: its canonical form, the smallest of the 81-character\n"
    "strings of its equivalent copies (the 3,359,232 grid symmetries and the\n"
    "digit relabellings; '0' for an empty cell). Equivalent puzzles, and only\n"
    "they, have the same form. 'invalid' for input that cannot be read.\n"
    "\n"
    "  --transform           add the mapping from the input onto the form:\n"
    "                        transpose=yes|no rows=... cols=... digits=...\n"
    "  --dedup               print only puzzles not equivalent to an earlier\n"
    "                        one; the number dropped goes to standard error\n"
    "  --format text|json    output format (default text)\n"
    "  -h, --help            show this help\n";

static const char techniques_usage[] =
    "Usage: nonet techniques [--format text|json]\n"
    "\n"
    "List the techniques in pipeline order (easiest first): id, Sudoku\n"
    "Explainer rating, HoDoKu's score and level, name, and notes\n"
    "([uniqueness]: needs a unique solution; [needs givens]; [fallback]:\n"
    "not a logic technique; [SE order only]: runs only in Sudoku Explainer's\n"
    "method, as nonet grade's rating uses it; [pipeline only]: a technique\n"
    "Sudoku Explainer lacks, run only in the pipeline's order).\n";

static const char check_usage[] =
    "Usage: nonet check [FILE|-]...\n"
    "\n"
    "Check every step of `nonet explain --format json` output (either order)\n"
    "by an independent checker: the candidate grid is rebuilt from each\n"
    "puzzle's givens, and each step's record (technique, pattern, units,\n"
    "links) must prove its placements and eliminations by the technique's\n"
    "definition. Prints per puzzle the steps checked and each failing step\n"
    "with its reason, and last \"checked: P puzzles, S steps, F failed\".\n"
    "Exit 1 when a step fails, 2 for a line that is not JSON or not a puzzle\n"
    "object (its line and column on standard error). No FILE, or -, reads\n"
    "standard input.\n";

const cli_command cli_commands[] = {
    {"solve", CLI_OPT_TECHNIQUES | CLI_OPT_METHOD | CLI_OPT_ALL | CLI_OPT_LIMIT | CLI_OPT_JOBS, solve_usage,
     cli_solve_check, NULL, cli_solve_puzzle},
    {"explain", CLI_OPT_TECHNIQUES | CLI_OPT_ORDER | CLI_OPT_GRID | CLI_OPT_COLOR | CLI_OPT_HTML | CLI_OPT_SVG | CLI_OPT_JOBS |
                    CLI_OPT_TIME | CLI_OPT_WORDS,
     explain_usage, cli_explain_check, cli_explain_run, cli_explain_puzzle},
    {"count", CLI_OPT_LIMIT | CLI_OPT_JOBS, count_usage, cli_count_check, NULL, cli_count_puzzle},
    {"validate", CLI_OPT_JOBS, validate_usage, NULL, NULL, cli_validate_puzzle},
    {"find", CLI_OPT_GRID | CLI_OPT_COLOR | CLI_OPT_SVG | CLI_OPT_JOBS | CLI_OPT_TIME, find_usage, cli_find_check, NULL,
     cli_find_puzzle},
    {"hint", CLI_OPT_TECHNIQUES | CLI_OPT_LEVEL | CLI_OPT_GRID | CLI_OPT_COLOR | CLI_OPT_JOBS | CLI_OPT_TIME, hint_usage,
     cli_hint_check, NULL, cli_hint_puzzle},
    {"why", CLI_OPT_JOBS | CLI_OPT_TIME, why_usage, cli_why_check, NULL, cli_why_puzzle},
    {"show", CLI_OPT_AS | CLI_OPT_COLOR | CLI_OPT_JOBS, show_usage, cli_show_check, NULL, cli_show_puzzle},
    {"grade", CLI_OPT_TECHNIQUES | CLI_OPT_ORDER | CLI_OPT_JOBS | CLI_OPT_TARGET | CLI_OPT_BATCH | CLI_OPT_TIME, grade_usage,
     cli_grade_check, cli_grade_run, cli_grade_puzzle},
    {"generate", CLI_OPT_TECHNIQUES | CLI_OPT_TARGET | CLI_OPT_GENERATE | CLI_OPT_JOBS, generate_usage,
     cli_generate_check, cli_generate_run, NULL},
    {"canon", CLI_OPT_CANON, canon_usage, NULL, cli_canon_run, cli_canon_puzzle},
    {"techniques", 0, techniques_usage, NULL, cli_techniques_run, NULL},
    {"check", 0, check_usage, NULL, cli_check_run, NULL},
    {NULL, 0, NULL, NULL, NULL, NULL},
};

/* The command named name, or NULL. */
const cli_command *cli_command_find(const char *name) {
    for (const cli_command *c = cli_commands; c->name; c++)
        if (strcmp(c->name, name) == 0) return c;
    return NULL;
}
