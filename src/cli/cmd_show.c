/*
** cmd_show.c -- `nonet show`: each position as a picture or in one of the
** forms nonet reads, so that positions move between nonet, HoDoKu and
** Sudoku Explainer. Without --as: the pencil-mark grid, coloured on a
** terminal (digits placed after the givens in blue); --as line, grid,
** pencilmarks or hodoku: that form, exactly as nonet_grid_format writes
** it. Nothing is solved: a position without a solution is shown too.
*/
#include <stdlib.h>

#include "cmd_show.h"
#include "json_out.h"
#include "output.h"
#include "picture.h"

bool cli_show_check(cli_run *run) {
    cli_color_decide(run);
    return true;
}

/* The one-line forms are not separated; the grids get an empty line. */
static bool form_is_one_line(int form) {
    return form == NONET_FORM_LINE || form == NONET_FORM_HODOKU;
}

/* The text of the asked form, or of the plain pencil-mark grid (JSON). */
static char *show_text(const cli_run *run, const nonet_grid *grid, bool picture) {
    if (run->opt.form < 0)
        return picture ? nonet_grid_picture(grid, NULL, run->color)
                       : nonet_grid_format(grid, NONET_FORM_PENCILMARKS);
    return nonet_grid_format(grid, (nonet_grid_form)run->opt.form);
}

/* Text: the picture or form; "invalid" for a position that was not read. */
static void show_plain(cli_run *run, const char *text) {
    if (run->n_puzzles > 1 && !form_is_one_line(run->opt.form)) fputc('\n', run->out);
    fputs(text ? text : "invalid\n", run->out);
}

/* JSON: the common keys, then "form" and "text". */
static void show_json(cli_run *run, const cli_puzzle *p, const char *text) {
    cli_json_begin(run, p, p->status, "ok", p->error);
    if (text) {
        jw_key(&run->json, "form");
        jw_string(&run->json, cli_form_names[run->opt.form < 0 ? NONET_FORM_PENCILMARKS : run->opt.form]);
        jw_key(&run->json, "text");
        jw_string(&run->json, text);
    }
    cli_json_end(run);
}

void cli_show_puzzle(cli_run *run, const cli_puzzle *p) {
    char *text = NULL;
    bool json = run->opt.format == CLI_FORMAT_JSON;
    if (p->status == NONET_OK) {
        text = show_text(run, p->grid, !json);
        if (!text) {
            cli_out_of_memory(run);
            return;
        }
    } else {
        cli_diagnose(run, p, p->error, cli_message(p->status, p->error));
        cli_run_result(run, CLI_EXIT_PUZZLE);
    }
    if (json) show_json(run, p, text);
    else show_plain(run, text);
    nonet_free(text);
}
