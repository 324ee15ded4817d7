/*
** words.h -- the pieces of a step's plain sentences (nonet_step_words):
** phrases looked up in the message catalogues (nonet_text) with numbered
** places {1}..{9} filled from the step record, so a translator moves the
** places as the language needs. Every piece writes into one text_buf.
**
** The renderers, one template per technique family, are render_words*.c;
** the dispatch is render_words.c.
*/
#ifndef NONET_WORDS_H
#define NONET_WORDS_H

#include "nonet.h"
#include "step.h"
#include "text_buf.h"

typedef struct words {
    text_buf *tb;
    const char *lang; /* a code nonet_lang_code gave ("en", "zh") */
} words;

/* A phrase: msgid looked up, "{n}" replaced by args[n-1] (n 1..9), the
** rest copied. args is a list of n strings. */
void w_say(words *w, const char *msgid, int n, const char *const *args);
#define W_SAY(w, msgid, ...) \
    w_say((w), (msgid), (int)(sizeof((const char *[]){__VA_ARGS__}) / sizeof(const char *)), \
          (const char *[]){__VA_ARGS__})
/* A phrase with no places. */
void w_text(words *w, const char *msgid);

/* Pieces made into a caller's buffer (so they can be the args of a phrase);
** each returns buf. A list joins as the language does: "a, b and c". */
const char *w_cell(char buf[5], int cell);
const char *w_unit(const words *w, char *buf, size_t size, int unit);
const char *w_cells(const words *w, char *buf, size_t size, const uint8_t *cells, int n);
const char *w_digits(const words *w, char *buf, size_t size, uint16_t mask);
const char *w_digit(char buf[2], int digit);
/* The step's units of a role (-1: every role), joined. */
const char *w_units_role(const words *w, char *buf, size_t size, const nonet_step *s, int role);
/* The distinct cells of the step's marks of a role (-1: every mark), in
** the marks' order, joined; *n receives how many (may be NULL). */
const char *w_mark_cells(const words *w, char *buf, size_t size, const nonet_step *s, int role, int *n);
/* The step's pattern cells (step->cells), joined. */
const char *w_step_cells(const words *w, char *buf, size_t size, const nonet_step *s);
/* "r5c1 is 3" or "r5c1 is not 3". */
const char *w_state(const words *w, char *buf, size_t size, nonet_candidate c, bool on);

/* The step's links told one by one, a sentence per branch: "If r5c1 is not
** 3, then r5c1 is 2, so r5c8 is not 2, ..." (a strong link makes its end
** true when its start is false, a weak one false when its start is true). */
void w_links(words *w, const nonet_step *s);
/* Whether link i of the step reaches its end "on" (w_links' rule). */
bool w_link_to_on(const nonet_step *s, int i);
/* Whether link i of the step starts "on" (w_links' rule: the state the
** link before it reached when the branch goes on, else the premise's). */
bool w_link_from_on(const nonet_step *s, int i);
/* A forcing chain or net (its marks, not its links, say each node's state). */
bool w_is_dynamic(const nonet_step *s);
/* The result: each placement ("So r1c5 is 7."), then the eliminations
** grouped by digit ("So 3 can be removed from r7c8 and r7c9."). */
void w_result(words *w, const nonet_step *s);
/* A space between sentences (none in languages that do not use one). */
void w_gap(words *w);
/* The digits of the step's marks with a role (0 when none has it). */
uint16_t w_role_digits(const nonet_step *s, int role);

#define W_LIST 1024 /* a buffer for a list of cells or units */

/* The family templates (render_words_*.c). */
void words_singles(words *w, const nonet_step *s);
void words_intersection(words *w, const nonet_step *s);
void words_subset(words *w, const nonet_step *s);
void words_direct(words *w, const nonet_step *s);
void words_fish(words *w, const nonet_step *s);
void words_chain(words *w, const nonet_step *s);
void words_wing(words *w, const nonet_step *s);
void words_uniqueness(words *w, const nonet_step *s);
void words_coloring(words *w, const nonet_step *s);
void words_remote_pair(words *w, const nonet_step *s);
void words_als(words *w, const nonet_step *s);
void words_net(words *w, const nonet_step *s);
void words_aligned(words *w, const nonet_step *s);
void words_template(words *w, const nonet_step *s);
void words_guess(words *w, const nonet_step *s);

#endif
