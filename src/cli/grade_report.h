/*
** grade_report.h -- a grade's line as `nonet grade` and `nonet generate`
** print it: text (ER/EP/ED, level, score, hardest), JSON or CSV.
*/
#ifndef NONET_CLI_GRADE_REPORT_H
#define NONET_CLI_GRADE_REPORT_H

#include "cli.h"

/* A grade's line (text, JSON or CSV) with its status (OK, or STALLED
** with the diagnostic), and the exit code (grade_report.c). */
void cli_grade_report(cli_run *run, const cli_puzzle *p, nonet_status status, const nonet_error *err,
                      const nonet_grade *grade);

/* The CSV header line of grade and generate (grade_report.c). */
void cli_grade_csv_header(cli_run *run);

#endif
