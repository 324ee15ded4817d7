/*
** options.c -- the command line after the command name: long options (in
** any order, mixed with operands; "--name value" or "--name=value"), "--"
** to end them, "-" as an operand (standard input). Each option names the
** group a command must accept (cli_command.options); 0 = every command.
*/
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "options.h"
#include "output.h"

typedef bool (*option_set_fn)(cli_run *run, const char *command, const char *value);

/* An option with a value has a setter; a flag (no value) names the bool
** it sets in cli_options. */
typedef struct option_def {
    const char *name;    /* without the leading "--" */
    unsigned group;      /* CLI_OPT_* the command must accept; 0 = all */
    option_set_fn set;   /* NULL for a flag */
    size_t flag;         /* a flag's offsetof in cli_options */
} option_def;

/* See cli.h: the message, then a pointer to the command's help. */
bool cli_usage_error(cli_run *run, const char *command, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(run->err, "nonet: %s%s", command ? command : "", command ? ": " : "");
    vfprintf(run->err, cli_tr(run, fmt), ap);
    va_end(ap);
    fputc('\n', run->err);
    fprintf(run->err, cli_tr(run, "Try 'nonet %s%s--help'.\n"), command ? command : "", command ? " " : "");
    return false;
}

/* Whether the command writes CSV (grade and generate). */
static bool takes_csv(const char *command) { return !strcmp(command, "grade") || !strcmp(command, "generate"); }

/* --format text|json, and csv for grade and generate */
static bool set_format(cli_run *run, const char *command, const char *value) {
    if (strcmp(value, "text") == 0) run->opt.format = CLI_FORMAT_TEXT;
    else if (strcmp(value, "json") == 0) run->opt.format = CLI_FORMAT_JSON;
    else if (strcmp(value, "csv") == 0 && takes_csv(command)) run->opt.format = CLI_FORMAT_CSV;
    else if (takes_csv(command))
        return cli_usage_error(run, command, "--format must be text, json or csv, not '%s'", value);
    else return cli_usage_error(run, command, "--format must be text or json, not '%s'", value);
    return true;
}

/* --method brute|logic */
static bool set_method(cli_run *run, const char *command, const char *value) {
    if (strcmp(value, "logic") == 0) run->opt.method_logic = true;
    else if (strcmp(value, "brute") == 0) run->opt.method_logic = false;
    else return cli_usage_error(run, command, "--method must be brute or logic, not '%s'", value);
    return true;
}

/* A positive decimal count into *out; anything else is a usage error. */
static bool positive(cli_run *run, const char *command, const char *option, const char *value, long *out) {
    char *end;
    errno = 0;
    long n = strtol(value, &end, 10);
    if (errno || end == value || *end || n < 1)
        return cli_usage_error(run, command, "--%s needs a positive number, not '%s'", option, value);
    *out = n;
    return true;
}

/* --limit N */
static bool set_limit(cli_run *run, const char *command, const char *value) {
    return positive(run, command, "limit", value, &run->opt.limit);
}

/* --jobs N: threads for the batch, 1 to CLI_JOBS_MAX. */
static bool set_jobs(cli_run *run, const char *command, const char *value) {
    char *end;
    errno = 0;
    long n = strtol(value, &end, 10);
    if (errno || end == value || *end || n < 1 || n > CLI_JOBS_MAX)
        return cli_usage_error(run, command, "--jobs needs a number from 1 to %d, not '%s'", CLI_JOBS_MAX,
                               value);
    run->opt.jobs = n;
    return true;
}

/* --techniques a,b,c: checked later against the solver (cli_solver_configure). */
static bool set_techniques(cli_run *run, const char *command, const char *value) {
    (void)command;
    run->opt.techniques = value;
    return true;
}

/* --level Easy|Medium|Hard|Unfair|Extreme (generate, grade): the target's
** level, both bounds. */
static bool set_level_name(cli_run *run, const char *command, const char *value) {
    for (int level = NONET_LEVEL_EASY; level <= NONET_LEVEL_EXTREME; level++)
        if (strcasecmp(value, nonet_level_name((nonet_level)level)) == 0) {
            run->opt.target.min_level = run->opt.target.max_level = (nonet_level)level;
            return true;
        }
    return cli_usage_error(run, command, "--level must be Easy, Medium, Hard, Unfair or Extreme, not '%s'", value);
}

/* --level 1|2|3 (hint), or a level's name (generate, grade) */
static bool set_level(cli_run *run, const char *command, const char *value) {
    if (strcmp(command, "hint") != 0) return set_level_name(run, command, value);
    if (strlen(value) != 1 || value[0] < '1' || value[0] > '3')
        return cli_usage_error(run, command, "--level must be 1, 2 or 3, not '%s'", value);
    run->opt.level = value[0] - '0';
    return true;
}

/* See cli.h: the forms of --as, by name, in nonet_grid_form order. */
const char *const cli_form_names[CLI_N_FORMS] = {"line", "grid", "pencilmarks", "hodoku"};

/* --as line|grid|pencilmarks|hodoku */
static bool set_as(cli_run *run, const char *command, const char *value) {
    for (int i = 0; i < CLI_N_FORMS; i++)
        if (strcmp(value, cli_form_names[i]) == 0) {
            run->opt.form = i;
            return true;
        }
    return cli_usage_error(run, command, "--as must be line, grid, pencilmarks or hodoku, not '%s'", value);
}

/* --html FILE and --svg DIR: a path, opened or made later. */
static bool set_html(cli_run *run, const char *command, const char *value) {
    if (!*value) return cli_usage_error(run, command, "--html needs a file name");
    run->opt.html = value;
    return true;
}

static bool set_svg(cli_run *run, const char *command, const char *value) {
    if (!*value) return cli_usage_error(run, command, "--svg needs a directory name");
    run->opt.svg = value;
    return true;
}

/* --order both|pipeline|se, in cli_order's order */
static bool set_order(cli_run *run, const char *command, const char *value) {
    static const char *const names[] = {"both", "pipeline", "se"};
    for (int i = 0; i < 3; i++)
        if (strcmp(value, names[i]) == 0) {
            run->opt.order = i;
            return true;
        }
    return cli_usage_error(run, command, "--order must be both, pipeline or se, not '%s'", value);
}

/* A number in [lo, hi] into *out; a usage error naming the option else. */
static bool number_in(cli_run *run, const char *command, const char *option, const char *value, double lo,
                      double hi, double *out) {
    char *end;
    errno = 0;
    double x = strtod(value, &end);
    if (errno || end == value || *end || !(x >= lo && x <= hi))
        return cli_usage_error(run, command, "--%s needs a number from %g to %g, not '%s'", option, lo, hi, value);
    *out = x;
    return true;
}

/* --min-er X, --max-er Y: Sudoku Explainer ratings. */
static bool set_min_er(cli_run *run, const char *command, const char *value) {
    return number_in(run, command, "min-er", value, 0, 20, &run->opt.target.min_rating);
}

static bool set_max_er(cli_run *run, const char *command, const char *value) {
    return number_in(run, command, "max-er", value, 0, 20, &run->opt.target.max_rating);
}

/* --requires TECHNIQUE: resolved by the command's check. */
static bool set_requires(cli_run *run, const char *command, const char *value) {
    (void)command;
    run->opt.requires = value;
    return true;
}

/* --count N (generate): how many puzzles. */
static bool set_count(cli_run *run, const char *command, const char *value) {
    return positive(run, command, "count", value, &run->opt.count);
}

/* --seed N (generate): any unsigned 64-bit number. */
static bool set_seed(cli_run *run, const char *command, const char *value) {
    char *end;
    errno = 0;
    unsigned long long n = strtoull(value, &end, 10);
    if (errno || end == value || *end || value[0] == '-')
        return cli_usage_error(run, command, "--seed needs a number from 0 to 18446744073709551615, not '%s'", value);
    run->opt.seed = (uint64_t)n;
    run->opt.seed_given = true;
    return true;
}

/* --symmetry NAME (generate) */
static bool set_symmetry(cli_run *run, const char *command, const char *value) {
    int symmetry = nonet_symmetry_from_name(value);
    if (symmetry < 0)
        return cli_usage_error(run, command,
                               "--symmetry must be none, rotational, quarter, diagonal, antidiagonal, mirror or "
                               "bimirror, not '%s'",
                               value);
    run->opt.target.symmetry = (nonet_symmetry)symmetry;
    return true;
}

/* --givens MIN-MAX or N (generate): the number of clues. */
static bool set_givens(cli_run *run, const char *command, const char *value) {
    int lo, hi, used = 0;
    if (sscanf(value, "%d-%d%n", &lo, &hi, &used) != 2 || value[used]) {
        used = 0;
        if (sscanf(value, "%d%n", &lo, &used) != 1 || value[used]) lo = -1;
        hi = lo;
    }
    if (lo < 17 || hi > 81 || lo > hi)
        return cli_usage_error(run, command, "--givens needs MIN-MAX or N, from 17 to 81, not '%s'", value);
    run->opt.target.min_givens = lo;
    run->opt.target.max_givens = hi;
    return true;
}

/* --cache exact|canonical|none (grade), in cli_cache's order */
static bool set_cache(cli_run *run, const char *command, const char *value) {
    static const char *const names[] = {"exact", "canonical", "none"};
    for (int i = 0; i < 3; i++)
        if (strcmp(value, names[i]) == 0) {
            run->opt.cache = i;
            return true;
        }
    return cli_usage_error(run, command, "--cache must be exact, canonical or none, not '%s'", value);
}

/* --max-time SECONDS: CPU seconds per puzzle, a decimal >= 0 (0: no limit). */
static bool set_max_time(cli_run *run, const char *command, const char *value) {
    char *end;
    errno = 0;
    double t = strtod(value, &end);
    if (errno || end == value || *end || !(t >= 0) || t > 1e9)
        return cli_usage_error(run, command, "--max-time needs a number of seconds >= 0, not '%s'", value);
    run->opt.max_time = t;
    run->opt.max_time_given = true;
    return true;
}

/* --lang: a language nonet speaks ("en", "zh", or a locale name of one). */
static bool set_lang(cli_run *run, const char *command, const char *value) {
    if (!nonet_lang_known(value)) {
        char list[256] = "";
        for (size_t i = 0; nonet_lang_at(i); i++) {
            size_t n = strlen(list);
            snprintf(list + n, sizeof list - n, "%s%s", i ? ", " : "", nonet_lang_at(i));
        }
        return cli_usage_error(run, command, "--lang must be one of %s, not '%s'", list, value);
    }
    run->opt.lang = nonet_lang_code(value);
    return true;
}

#define FLAG(field) offsetof(cli_options, field)

static const option_def option_defs[] = {
    {"format", 0, set_format, 0},
    {"help", 0, NULL, FLAG(help)},
    {"lang", 0, set_lang, 0},
    {"words", CLI_OPT_WORDS, NULL, FLAG(words)},
    {"techniques", CLI_OPT_TECHNIQUES, set_techniques, 0},
    {"no-backtracking", CLI_OPT_TECHNIQUES, NULL, FLAG(no_backtracking)},
    {"no-uniqueness", CLI_OPT_TECHNIQUES, NULL, FLAG(no_uniqueness)},
    {"als-nodes", CLI_OPT_TECHNIQUES, NULL, FLAG(als_nodes)},
    {"method", CLI_OPT_METHOD, set_method, 0},
    {"all", CLI_OPT_ALL, NULL, FLAG(all)},
    {"first", CLI_OPT_ALL, NULL, FLAG(first)},
    {"limit", CLI_OPT_LIMIT, set_limit, 0},
    {"level", CLI_OPT_LEVEL | CLI_OPT_TARGET, set_level, 0},
    {"as", CLI_OPT_AS, set_as, 0},
    {"grid", CLI_OPT_GRID, NULL, FLAG(grid)},
    {"no-color", CLI_OPT_COLOR, NULL, FLAG(no_color)},
    {"html", CLI_OPT_HTML, set_html, 0},
    {"svg", CLI_OPT_SVG, set_svg, 0},
    {"jobs", CLI_OPT_JOBS, set_jobs, 0},
    {"order", CLI_OPT_ORDER, set_order, 0},
    {"transform", CLI_OPT_CANON, NULL, FLAG(transform)},
    {"dedup", CLI_OPT_CANON, NULL, FLAG(dedup)},
    {"min-er", CLI_OPT_TARGET, set_min_er, 0},
    {"max-er", CLI_OPT_TARGET, set_max_er, 0},
    {"requires", CLI_OPT_TARGET, set_requires, 0},
    {"count", CLI_OPT_GENERATE, set_count, 0},
    {"seed", CLI_OPT_GENERATE, set_seed, 0},
    {"symmetry", CLI_OPT_GENERATE, set_symmetry, 0},
    {"givens", CLI_OPT_GENERATE, set_givens, 0},
    {"minimal", CLI_OPT_GENERATE, NULL, FLAG(target.minimal)},
    {"summary", CLI_OPT_BATCH, NULL, FLAG(summary)},
    {"cache", CLI_OPT_BATCH, set_cache, 0},
    {"max-time", CLI_OPT_TIME, set_max_time, 0},
    {NULL, 0, NULL, 0},
};

#undef FLAG

/* The definition of "--name" or "--name=value", or NULL. */
static const option_def *option_lookup(const char *arg) {
    size_t len = strcspn(arg, "=");
    for (const option_def *o = option_defs; o->name; o++)
        if (strlen(o->name) == len && strncmp(o->name, arg, len) == 0) return o;
    return NULL;
}

/*
** One "--name[=value]" at argv[*i]; takes the value from the next argument
** when there is no '='. False after printing a usage error.
*/
static bool option_take(cli_run *run, const cli_command *cmd, int argc, char **argv, int *i) {
    const char *arg = argv[*i] + 2;
    const option_def *o = option_lookup(arg);
    if (!o) return cli_usage_error(run, cmd->name, "unknown option '%s'", argv[*i]);
    if (o->group && !(cmd->options & o->group))
        return cli_usage_error(run, cmd->name, "--%s does not apply to %s", o->name, cmd->name);
    const char *eq = strchr(arg, '=');
    if (!o->set) {
        if (eq) return cli_usage_error(run, cmd->name, "--%s takes no value", o->name);
        *(bool *)((char *)&run->opt + o->flag) = true;
        return true;
    }
    if (eq) return o->set(run, cmd->name, eq + 1);
    if (*i + 1 >= argc) return cli_usage_error(run, cmd->name, "--%s needs a value", o->name);
    *i += 1;
    return o->set(run, cmd->name, argv[*i]);
}

/* The language of the run's messages, before the options are read (a usage
** error may come before --lang): a known --lang value, else the
** environment's. set_lang checks the value when its turn comes. */
const char *cli_lang_early(int argc, char **argv) {
    for (int i = 0; i < argc && strcmp(argv[i], "--"); i++) {
        const char *v = !strcmp(argv[i], "--lang") && i + 1 < argc ? argv[i + 1]
                        : !strncmp(argv[i], "--lang=", 7) ? argv[i] + 7 : NULL;
        if (v && nonet_lang_known(v)) return nonet_lang_code(v);
    }
    return nonet_lang_choose(NULL);
}

/*
** Options go to run->opt; operands are packed to the front of argv (in
** order, never overtaking the reading position) and recorded there.
*/
bool cli_options_parse(cli_run *run, const cli_command *cmd, int argc, char **argv) {
    run->opt.takes = cmd->options;
    run->opt.lang = cli_lang_early(argc, argv);
    int n_operands = 0;
    bool options_done = false;
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        if (options_done || arg[0] != '-' || strcmp(arg, "-") == 0) {
            argv[n_operands++] = argv[i];
        } else if (strcmp(arg, "--") == 0) {
            options_done = true;
        } else if (strcmp(arg, "-h") == 0) {
            run->opt.help = true;
        } else if (arg[1] != '-') {
            return cli_usage_error(run, cmd->name, "unknown option '%s'", arg);
        } else if (!option_take(run, cmd, argc, argv, &i)) {
            return false;
        }
    }
    run->opt.operands = argv;
    run->opt.n_operands = n_operands;
    return true;
}

/* See cli.h: the whole list of ids, however long (the library's message is bounded). */
bool cli_unknown_technique(cli_run *run, const char *command, const char *id, size_t len) {
    fprintf(run->err, "nonet: %s: unknown technique '%.*s'; valid:", command, (int)len, id);
    for (size_t i = 0; i < nonet_technique_count(); i++)
        fprintf(run->err, "%s %s", i ? "," : "", nonet_technique_at(i)->id);
    fprintf(run->err, "\n");
    return false;
}

/* The --techniques list into the solver; an unknown id is named from where
** the library's error says it starts, with the whole list of valid ids. */
static bool techniques_configure(cli_run *run, const char *command, const char *ids) {
    nonet_error err;
    if (nonet_solver_set_techniques(run->solver, ids, &err) == NONET_OK) return true;
    if (err.column < 1) return cli_usage_error(run, command, "bad --techniques list '%s'", ids);
    const char *bad = ids + err.column - 1;
    return cli_unknown_technique(run, command, bad, strcspn(bad, ","));
}

/* See cli.h. */
bool cli_solver_configure(cli_run *run, const char *command) {
    const cli_options *o = &run->opt;
    if (o->techniques && !techniques_configure(run, command, o->techniques)) return false;
    if (o->no_backtracking) nonet_solver_set_backtracking(run->solver, false);
    if (o->no_uniqueness) nonet_solver_set_uniqueness(run->solver, false);
    if (o->als_nodes) nonet_solver_set_als_nodes(run->solver, true);
    if (o->order == CLI_ORDER_SE) nonet_solver_set_order(run->solver, NONET_ORDER_SE);
    if (o->takes & CLI_OPT_TIME)
        nonet_solver_set_time_limit(run->solver, o->max_time_given ? o->max_time : CLI_MAX_TIME_DEFAULT);
    return true;
}

/* Resolve --requires into the target (generate and grade): a logic
** technique's id; false after a usage error. */
bool cli_target_check(cli_run *run, const char *command) {
    if (!run->opt.requires) return true;
    nonet_technique t = nonet_technique_from_id(run->opt.requires);
    const nonet_technique_info *info = nonet_technique_info_of(t);
    if (!info || (info->flags & NONET_TF_FALLBACK))
        return cli_unknown_technique(run, command, run->opt.requires, strlen(run->opt.requires));
    run->opt.target.requires = t;
    return true;
}
