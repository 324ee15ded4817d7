/*
** picture.c -- the pictures a command makes besides its text: the
** pencil-mark grid in the terminal (coloured only on a terminal), one SVG
** file per step (--svg DIR), and the learner's HTML page (--html FILE),
** written puzzle by puzzle as the batch goes.
*/
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

/* See cli.h. NO_COLOR is the common convention (no-color.org). */
void cli_color_decide(cli_run *run) {
    const char *no_color = getenv("NO_COLOR");
    run->color = !run->opt.no_color && !(no_color && *no_color) && isatty(fileno(run->out));
}

void cli_print_picture(cli_run *run, const nonet_grid *grid, const nonet_step *step) {
    char *text = nonet_grid_picture(grid, step, run->color);
    if (!text) {
        cli_out_of_memory(run);
        return;
    }
    fprintf(run->out, "%s\n", text);
    nonet_free(text);
}

/* See cli.h: one level is made; an existing directory is used as it is. */
bool cli_svg_prepare(cli_run *run, const char *command) {
    struct stat st;
    const char *dir = run->opt.svg;
    if (stat(dir, &st) == 0) {
        if (S_ISDIR(st.st_mode)) return true;
        return cli_usage_error(run, command, "--svg: '%s' is not a directory", dir);
    }
    if (mkdir(dir, 0777) != 0)
        return cli_usage_error(run, command, "--svg: cannot make '%s': %s", dir, strerror(errno));
    return true;
}

/* Write text to path whole; false (errno set) when it could not. */
static bool write_file(const char *path, const char *text) {
    FILE *fp = fopen(path, "w");
    if (!fp) return false;
    bool ok = fputs(text, fp) >= 0;
    if (fclose(fp) != 0) ok = false;
    return ok;
}

void cli_svg_write(cli_run *run, long number, size_t index, const nonet_grid *grid, const nonet_step *step) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%ld-%zu.svg", run->opt.svg, number, index);
    char *svg = nonet_step_svg(grid, step);
    if (!svg) {
        cli_out_of_memory(run);
        return;
    }
    if (!write_file(path, svg)) {
        fprintf(run->err, "nonet: cannot write '%s': %s\n", path, strerror(errno));
        cli_run_result(run, CLI_EXIT_USAGE);
    }
    nonet_free(svg);
}

/* Append a malloc'd part to the page and free it. */
static void html_put(cli_run *run, char *part) {
    if (!part) {
        cli_out_of_memory(run);
        return;
    }
    fputs(part, run->html);
    nonet_free(part);
}

bool cli_html_open(cli_run *run, const char *command) {
    run->html = fopen(run->opt.html, "w");
    if (!run->html)
        return cli_usage_error(run, command, "--html: cannot open '%s': %s", run->opt.html, strerror(errno));
    html_put(run, nonet_html_head("nonet: step by step"));
    return true;
}

void cli_html_puzzle(cli_run *run, const nonet_grid *grid, const nonet_trace *trace) {
    if (run->html) html_put(run, nonet_html_puzzle(grid, trace, (int)run->n_puzzles));
}

int cli_html_close(cli_run *run) {
    if (!run->html) return CLI_EXIT_OK;
    html_put(run, nonet_html_tail());
    bool failed = ferror(run->html) != 0;
    if (fclose(run->html) != 0) failed = true;
    run->html = NULL;
    if (!failed) return CLI_EXIT_OK;
    fprintf(run->err, "nonet: cannot write '%s'\n", run->opt.html);
    return CLI_EXIT_USAGE;
}
