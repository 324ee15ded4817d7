/*
** batch_input.c -- the batch loop: every operand in order (an 81-character
** puzzle, a file, or "-" for standard input; none means standard input),
** every puzzle of each file in order, each handed to the command with
** where it came from. One grid serves the whole batch. A bad puzzle is
** handed on like a good one (the command reports it); a file that cannot
** be opened or read, or that holds no puzzle, is reported here and the
** batch goes on.
*/
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "batch_input.h"
#include "output.h"

/* The characters of an 81-character puzzle line: digits and the empties. */
static bool puzzle_char(char ch) {
    return (ch >= '0' && ch <= '9') || ch == '.' || ch == '-' || ch == '_' || ch == '*';
}

/* How many leading characters of arg are puzzle characters. */
static size_t puzzle_prefix(const char *arg) {
    size_t n = 0;
    while (puzzle_char(arg[n])) n++;
    return n;
}

/* An operand of exactly 81 puzzle characters is a puzzle, not a file name. */
static bool operand_is_puzzle(const char *arg) {
    size_t n = puzzle_prefix(arg);
    return n == 81 && arg[n] == '\0';
}

/* Parse a puzzle operand and hand it to fn. */
static void operand_puzzle(cli_run *run, nonet_grid *grid, const char *arg, int operand,
                           cli_puzzle_fn fn) {
    nonet_error err;
    cli_puzzle p = {grid, NULL, NONET_OK, &err, NULL, operand, 0};
    p.status = nonet_grid_parse(grid, arg, &err);
    if (p.status != NONET_OK) p.status = NONET_INVALID;
    err.line = 0;
    run->n_puzzles++;
    fn(run, &p);
}

/* A source that ended without a record: say so (silence would look like
** success); `lines` is how many lines it had. */
static int no_puzzle(cli_run *run, const char *name, long lines) {
    fflush(run->out); /* after the results before it, as every diagnostic */
    if (lines == 0) fprintf(run->err, cli_tr(run, "nonet: %s: the input is empty\n"), name);
    else fprintf(run->err, cli_tr(run, "nonet: %s: no puzzle in its %ld line%s\n"), name, lines, lines == 1 ? "" : "s");
    return CLI_EXIT_PUZZLE;
}

/*
** Every puzzle of an open stream, by the library's reader (every input
** form; a bad record is reported and skipped, so N records give N
** results); the name is used in messages. Returns CLI_EXIT_USAGE after a
** read error, CLI_EXIT_PUZZLE when there was no puzzle, else CLI_EXIT_OK.
*/
static int stream_each(cli_run *run, nonet_grid *grid, FILE *fp, const char *name,
                       cli_puzzle_fn fn) {
    nonet_reader *reader = nonet_reader_open(fp);
    if (!reader) {
        fprintf(run->err, "nonet: %s\n", nonet_strerror(NONET_NOMEM));
        return CLI_EXIT_USAGE;
    }
    nonet_error err;
    uint16_t masks[81];
    cli_puzzle p = {grid, run->masks_only ? masks : NULL, NONET_OK, &err, name, 0, 0};
    nonet_status st;
    long records = 0;
    errno = 0;
    while ((st = run->masks_only ? nonet_reader_next_masks(reader, masks, &p.line, &err)
                                 : nonet_reader_next(reader, grid, &p.line, &err)) == NONET_OK ||
           st == NONET_INVALID) {
        p.status = st;
        run->n_puzzles++;
        records++;
        fn(run, &p);
    }
    nonet_reader_free(reader);
    if (st == NONET_END) return records ? CLI_EXIT_OK : no_puzzle(run, name, p.line);
    if (st == NONET_IO && errno) fprintf(run->err, "nonet: %s: %s\n", name, strerror(errno));
    else fprintf(run->err, "nonet: %s: %s\n", name, cli_tr(run, nonet_strerror(st)));
    return CLI_EXIT_USAGE;
}

/*
** Report a file operand that cannot be opened. A missing "file" that looks
** like a mistyped puzzle (81 characters, or a long run of puzzle
** characters) gets the parser's reason instead of "no such file".
*/
static int open_failed(cli_run *run, nonet_grid *grid, const char *arg, int error) {
    size_t len = strlen(arg);
    nonet_error err;
    fflush(run->out); /* after the results before it, as every diagnostic */
    if (error == ENOENT && (len == 81 || (puzzle_prefix(arg) == len && len > 9)) &&
        nonet_grid_parse(grid, arg, &err) != NONET_OK) {
        char said[NONET_ERROR_MESSAGE_SIZE];
        fprintf(run->err, cli_tr(run, "nonet: '%s' is neither a file nor a puzzle: "), arg);
        if (err.column > 0) fprintf(run->err, cli_tr(run, "column %d: "), err.column);
        fprintf(run->err, "%s\n", cli_message_lang(run, err.message, &err, said, sizeof said));
    } else {
        fprintf(run->err, cli_tr(run, "nonet: cannot open '%s': %s\n"), arg, strerror(error));
    }
    return CLI_EXIT_USAGE;
}

/* A file operand ("-" is standard input). */
static int operand_file(cli_run *run, nonet_grid *grid, const char *arg, cli_puzzle_fn fn) {
    if (strcmp(arg, "-") == 0) return stream_each(run, grid, stdin, "<stdin>", fn);
    FILE *fp = fopen(arg, "r");
    if (!fp) return open_failed(run, grid, arg, errno);
    int code = stream_each(run, grid, fp, arg, fn);
    fclose(fp);
    return code;
}

/* See cli.h. One grid serves every puzzle of the run. */
int cli_input_each(cli_run *run, cli_puzzle_fn fn) {
    nonet_grid *grid = nonet_grid_new();
    if (!grid) {
        fprintf(run->err, "nonet: %s\n", nonet_strerror(NONET_NOMEM));
        return CLI_EXIT_USAGE;
    }
    int code = CLI_EXIT_OK;
    if (run->opt.n_operands == 0) code = stream_each(run, grid, stdin, "<stdin>", fn);
    for (int i = 0; i < run->opt.n_operands; i++) {
        const char *arg = run->opt.operands[i];
        int result = operand_is_puzzle(arg) ? (operand_puzzle(run, grid, arg, i + 1, fn), 0)
                                            : operand_file(run, grid, arg, fn);
        if (result > code) code = result;
    }
    nonet_grid_free(grid);
    return code;
}

/* See cli.h: the count of a puzzle read as masks or as a grid. */
nonet_status cli_count(const cli_puzzle *p, int limit, int *count, uint8_t solution[81]) {
    if (p->masks) return nonet_count_masks(p->masks, limit, count, solution);
    return nonet_count(p->grid, limit, count, solution);
}
