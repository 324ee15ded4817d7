/*
** cmd_techniques.c -- `nonet techniques`: the implemented techniques in
** pipeline order (easiest first), with their ids (for --techniques and
** find), display names and Sudoku Explainer ratings.
*/
#include "cli.h"

/* "uniqueness" / "needs givens" / "fallback" notes of a technique. */
static void print_flags(cli_run *run, unsigned flags) {
    if (flags & NONET_TF_UNIQUENESS) fprintf(run->out, "  [uniqueness]");
    if (flags & NONET_TF_NEEDS_GIVENS) fprintf(run->out, "  [needs givens]");
    if (flags & NONET_TF_FALLBACK) fprintf(run->out, "  [fallback]");
}

/* One technique as a JSON line. */
static void technique_json(cli_run *run, const nonet_technique_info *info) {
    strbuf *sb = &run->json;
    strbuf_reset(sb);
    json_object_begin(sb);
    json_key(sb, "id");
    json_string(sb, info->id);
    json_key(sb, "name");
    json_string(sb, info->name);
    json_key(sb, "se_rating");
    json_double(sb, info->se_rating);
    json_key(sb, "uniqueness");
    json_bool(sb, (info->flags & NONET_TF_UNIQUENESS) != 0);
    json_key(sb, "needs_givens");
    json_bool(sb, (info->flags & NONET_TF_NEEDS_GIVENS) != 0);
    json_key(sb, "fallback");
    json_bool(sb, (info->flags & NONET_TF_FALLBACK) != 0);
    cli_json_end(run);
}

/* Every implemented technique in pipeline order; no operands. */
int cli_techniques_run(cli_run *run) {
    if (run->opt.n_operands > 0) {
        cli_usage_error(run, "techniques", "takes no operands");
        return CLI_EXIT_USAGE;
    }
    for (size_t i = 0; i < nonet_technique_count(); i++) {
        const nonet_technique_info *info = nonet_technique_at(i);
        if (run->opt.format == CLI_FORMAT_JSON) {
            technique_json(run, info);
            continue;
        }
        fprintf(run->out, "%-22s %4.1f  %s", info->id, info->se_rating, info->name);
        print_flags(run, info->flags);
        fprintf(run->out, "\n");
    }
    return CLI_EXIT_OK;
}
