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

#include "picture.h"
#include "options.h"
#include "output.h"

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

/* Write a malloc'd part to fp and free it; out of memory is said once
** by the caller's exit code. */
static void html_put(cli_run *run, FILE *fp, char *part) {
    if (!part) {
        cli_out_of_memory(run);
        return;
    }
    if (fp && fputs(part, fp) < 0) run->pages.failed = true;
    nonet_free(part);
}

bool cli_html_open(cli_run *run, const char *command) {
    memset(&run->pages, 0, sizeof run->pages);
    run->pages.first = fopen(run->opt.html, "w");
    if (!run->pages.first)
        return cli_usage_error(run, command, "--html: cannot open '%s': %s", run->opt.html, strerror(errno));
    return true;
}

/* The path of puzzle number's page: FILE without ".html" (or ".htm"), then
** "-<number>.html". */
static void page_path(const cli_run *run, long number, char *path, size_t size) {
    const char *file = run->opt.html, *dot = strrchr(file, '.'), *slash = strrchr(file, '/');
    size_t stem = strlen(file);
    if (dot && (!slash || dot > slash) && (!strcmp(dot, ".html") || !strcmp(dot, ".htm"))) stem = (size_t)(dot - file);
    snprintf(path, size, "%.*s-%ld.html", (int)stem, file, number);
}

/* The name of a path without its directories, for links between pages
** that sit side by side. */
static const char *base_name(const char *path) {
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* Write the pending puzzle's page: number is its place, has_next says
** whether a next page follows. */
static void write_page(cli_run *run, long number, bool has_next) {
    char path[4096], prev[4096], next[4096];
    page_path(run, number, path, sizeof path);
    page_path(run, number - 1, prev, sizeof prev);
    page_path(run, number + 1, next, sizeof next);
    FILE *fp = fopen(path, "w");
    if (!fp) {
        fprintf(run->err, "nonet: cannot write '%s': %s\n", path, strerror(errno));
        run->pages.failed = true;
        return;
    }
    char title[64];
    snprintf(title, sizeof title, cli_tr(run, "nonet: puzzle %ld"), number);
    char *links = nonet_html_links_lang(base_name(run->opt.html), number > 1 ? base_name(prev) : NULL,
                                        has_next ? base_name(next) : NULL, run->opt.lang);
    html_put(run, fp, nonet_html_head_lang(title, run->opt.lang));
    if (links) fputs(links, fp);
    if (fputs(run->pages.pending, fp) < 0) run->pages.failed = true;
    html_put(run, fp, links);
    html_put(run, fp, nonet_html_tail());
    if (fclose(fp) != 0) run->pages.failed = true;
}

/* Keep a copy of the puzzle's section and entry until the next puzzle (or
** the end) says how its page links. */
static void hold(cli_run *run, const char *section, const char *entry) {
    cli_pages *p = &run->pages;
    free(p->pending);
    free(p->pending_entry);
    p->pending = strdup(section);
    p->pending_entry = strdup(entry);
    if (!p->pending || !p->pending_entry) cli_out_of_memory(run);
}

/* See cli.h: the second puzzle turns FILE into the index. */
static void html_add(cli_run *run, const char *section, const char *entry) {
    cli_pages *p = &run->pages;
    long number = ++p->count;
    if (number == 2) {
        html_put(run, p->first, nonet_html_head_lang(cli_tr(run, "nonet: step by step, one page per puzzle"),
                                                     run->opt.lang));
        if (p->pending_entry) fputs(p->pending_entry, p->first);
    }
    if (number >= 2 && p->pending) write_page(run, number - 1, true);
    if (number >= 2) fputs(entry, p->first);
    hold(run, section, entry);
}

void cli_html_part(cli_run *run, const char *part, size_t len) {
    size_t first = strnlen(part, len);
    if (first == len) return;
    html_add(run, part, part + first + 1);
}

void cli_html_puzzle(cli_run *run, const nonet_grid *grid, const nonet_trace *trace) {
    if (!run->html && !run->pages.first) return;
    char path[4096];
    page_path(run, run->n_puzzles, path, sizeof path);
    char *section = nonet_html_puzzle_lang(grid, trace, (int)run->n_puzzles, run->opt.lang);
    char *entry = nonet_html_index_entry_lang(grid, trace, (int)run->n_puzzles, base_name(path), run->opt.lang);
    if (!section || !entry) cli_out_of_memory(run);
    else if (run->html) fprintf(run->html, "%s%c%s", section, '\0', entry);
    else html_add(run, section, entry);
    nonet_free(section);
    nonet_free(entry);
}

/* Finish FILE: the one puzzle's page, or the last page and the index's
** tail. */
static void html_finish(cli_run *run) {
    cli_pages *p = &run->pages;
    if (p->count <= 1) {
        html_put(run, p->first, nonet_html_head_lang(cli_tr(run, "nonet: step by step"), run->opt.lang));
        if (p->pending) fputs(p->pending, p->first);
    } else if (p->pending) {
        write_page(run, p->count, false);
    }
    html_put(run, p->first, nonet_html_tail());
}

int cli_html_close(cli_run *run) {
    cli_pages *p = &run->pages;
    if (!p->first) return CLI_EXIT_OK;
    html_finish(run);
    bool failed = p->failed || ferror(p->first) != 0;
    if (fclose(p->first) != 0) failed = true;
    free(p->pending);
    free(p->pending_entry);
    memset(p, 0, sizeof *p);
    if (!failed) return CLI_EXIT_OK;
    fprintf(run->err, "nonet: cannot write '%s'\n", run->opt.html);
    return CLI_EXIT_USAGE;
}
