/*
** render_html_legend.c -- the legends of the walkthrough page: for one
** step, the colours its picture uses (each once); for the page, every
** colour a picture can use. Swatches are drawn as in the picture; the
** words come from the catalogue of the page's language.
*/
#include <stdio.h>

#include "render_html_legend.h"
#include "render_html_pages.h"
#include "render_style.h"
#include "step.h"

/* How a legend item's swatch is drawn: a disc, a square tint, a disc
** ringed in blue (placed) or struck in red (eliminated), as in the picture. */
typedef enum swatch_kind { SW_DISC, SW_SQUARE, SW_PLACE, SW_ELIM, SW_RING, SW_LOOP_RING } swatch_kind;

/* A legend item's start: <li> and its swatch. */
static void legend_swatch(strbuf *sb, swatch_kind kind, const char *fill) {
    strbuf_append(sb, "<li><svg class=\"sw\" viewBox=\"0 0 20 20\" aria-hidden=\"true\">");
    if (kind == SW_SQUARE) strbuf_printf(sb, "<rect x=\"1\" y=\"1\" width=\"18\" height=\"18\" fill=\"%s\"/>", fill);
    else if (kind == SW_RING || kind == SW_LOOP_RING)
        strbuf_printf(sb, "<circle cx=\"10\" cy=\"10\" r=\"8\" fill=\"none\" stroke=\"%s\" stroke-width=\"2.5\"%s/>", fill,
                      kind == SW_LOOP_RING ? " stroke-dasharray=\"3.5,2.8\"" : "");
    else strbuf_printf(sb, "<circle cx=\"10\" cy=\"10\" r=\"8.5\" fill=\"%s\"%s/>", fill,
                       kind == SW_PLACE ? " stroke=\"" STYLE_PLACE_INK "\" stroke-width=\"2\"" : "");
    if (kind == SW_ELIM)
        strbuf_append(sb, "<line x1=\"4\" y1=\"16\" x2=\"16\" y2=\"4\" stroke=\"" STYLE_ELIM_INK "\" stroke-width=\"2.5\"/>");
    strbuf_append(sb, "</svg>");
}

/* One legend item: a swatch and its words (msgid in lang). */
static void legend_item(strbuf *sb, swatch_kind kind, const char *fill, const char *lang, const char *msgid) {
    legend_swatch(sb, kind, fill);
    html_label(sb, lang, msgid);
    strbuf_append(sb, "</li>");
}

/* The chain's start, ringed as in the picture, and the supposition the
** chain is read from; a continuous loop's start, where it is read from
** with no supposition. */
static void legend_start(strbuf *sb, const nonet_step *s, const char *lang) {
    char cell[5], digit[2] = {(char)('0' + s->links[0].from.digit), '\0'};
    nonet_cell_name(s->links[0].from.cell, cell);
    legend_swatch(sb, style_is_loop(s) ? SW_LOOP_RING : SW_RING, STYLE_START_INK);
    if (style_is_loop(s))
        HTML_SAY(sb, lang, "the loop's start, dashed ring: read the loop from {2} in {1}; it holds whether {1} is {2} or not",
                 cell, digit);
    else if (style_start_on(s)) HTML_SAY(sb, lang, "the chain's start, ringed: suppose {1} is {2}", cell, digit);
    else HTML_SAY(sb, lang, "the chain's start, ringed: suppose {1} is not {2}", cell, digit);
    strbuf_append(sb, "</li>");
}

/* A link drawn as in the picture, solid or dashed. */
static void legend_link(strbuf *sb, bool strong, const char *lang) {
    strbuf_printf(sb, "<li><svg class=\"sw\" viewBox=\"0 0 24 20\" style=\"width:24px\" aria-hidden=\"true\">"
                      "<path d=\"M1,10 H23\" stroke=\"" STYLE_LINK_INK "\" stroke-width=\"2.5\"%s/></svg>",
                  strong ? "" : " stroke-dasharray=\"5,3\"");
    html_label(sb, lang, strong ? "strong link (=): if one end is false, the other is true"
                                : "weak link (-): if one end is true, the other is false");
    strbuf_append(sb, "</li>");
}

#define ELIM_WORDS "eliminated (always red and struck, whatever else it is)"

/* The chain's reading, which gives on and off their meaning; a loop's,
** which holds either way. */
static void chain_note(strbuf *sb, const char *lang, bool loop) {
    strbuf_append(sb, "<li class=\"note\">");
    if (loop)
        html_label(sb, lang, "A loop makes no supposition: whichever its start is, one colour is true all round it "
                             "and the other false. So a candidate that sees both colours of its digit is false, and "
                             "a cell with both colours holds one of their two digits.");
    else
        html_label(sb, lang, "Read the chain from its start: a strong link leads from off to on, a weak link "
                             "from on to off.");
    strbuf_append(sb, "</li>");
}

/* The styles the step's marks use (each once, in order), not counting
** candidates it eliminates or places (drawn as such). Returns how many. */
static int used_styles(const nonet_step *s, const style_entry *out[], int max) {
    int n = 0;
    for (int i = 0; i < s->n_marks; i++) {
        const nonet_mark *m = &s->marks[i];
        if (step_lists_candidate(s->eliminations, s->n_eliminations, m->cell, m->digit) ||
            step_lists_candidate(s->placements, s->n_placements, m->cell, m->digit))
            continue;
        const style_entry *e = style_of_mark(s, m->role);
        int k = 0;
        while (k < n && out[k] != e) k++;
        if (k == n && n < max) out[n++] = e;
    }
    return n;
}

/* The unit tints the step uses, once each ("base unit"). */
static void legend_units(strbuf *sb, const nonet_step *s, const char *lang) {
    const style_entry *seen[NONET_STEP_MAX_UNITS];
    int n = 0;
    for (int i = 0; i < s->n_units; i++) {
        const style_entry *e = style_of_unit(s->units[i].role);
        int k = 0;
        while (k < n && seen[k] != e) k++;
        if (k < n) continue;
        seen[n++] = e;
        legend_swatch(sb, SW_SQUARE, e->fill);
        HTML_SAY(sb, lang, "{1} unit (row, column or box)", nonet_text(lang, e->label));
        strbuf_append(sb, "</li>");
    }
}

/* The legend of one step: only what its picture uses. */
static void legend_step(strbuf *sb, const nonet_step *s, const char *lang) {
    const style_entry *styles[16];
    int n = used_styles(s, styles, 16);
    if (style_is_chain(s)) legend_start(sb, s, lang);
    for (int i = 0; i < n; i++) legend_item(sb, SW_DISC, styles[i]->fill, lang, style_label(s, styles[i]));
    legend_units(sb, s, lang);
    if (s->n_cells) legend_item(sb, SW_SQUARE, STYLE_CELL_FILL, lang, "cell of the pattern");
    if (s->n_eliminations) legend_item(sb, SW_ELIM, STYLE_ELIM_FILL, lang, ELIM_WORDS);
    if (s->n_placements) legend_item(sb, SW_PLACE, STYLE_PLACE_FILL, lang, "placed");
    bool strong = false, weak = false;
    for (int i = 0; i < s->n_links; i++) {
        strong = strong || s->links[i].strong;
        weak = weak || !s->links[i].strong;
    }
    if (strong) legend_link(sb, true, lang);
    if (weak) legend_link(sb, false, lang);
    if (style_is_chain(s)) chain_note(sb, lang, style_is_loop(s));
}

/* The legend of every colour a picture can use. */
static void legend_all(strbuf *sb, const char *lang) {
    int n;
    const style_entry *all = style_all(&n);
    for (int i = 0; i < n; i++) legend_item(sb, SW_DISC, all[i].fill, lang, all[i].label);
    legend_item(sb, SW_SQUARE, all[1].fill, lang, "unit of the pattern, tinted in its role's colour");
    legend_item(sb, SW_SQUARE, STYLE_CELL_FILL, lang, "cell of the pattern");
    legend_item(sb, SW_ELIM, STYLE_ELIM_FILL, lang, ELIM_WORDS);
    legend_item(sb, SW_PLACE, STYLE_PLACE_FILL, lang, "placed");
    legend_item(sb, SW_RING, STYLE_START_INK, lang, "a chain's start: the candidate it supposes true or false");
    legend_item(sb, SW_LOOP_RING, STYLE_START_INK, lang, "a loop's start: where it is read from, with no supposition");
    legend_link(sb, true, lang);
    legend_link(sb, false, lang);
    strbuf_append(sb, "<li><b>5</b>&#xa0;");
    html_label(sb, lang, "given");
    strbuf_append(sb, ", <span style=\"color:" STYLE_PLACE_INK "\">5</span>&#xa0;");
    html_label(sb, lang, "placed by an earlier step");
    strbuf_append(sb, "</li>");
    chain_note(sb, lang, false);
}

void html_legend(strbuf *sb, const nonet_step *step, const char *lang) {
    strbuf_append(sb, "<ul class=\"legend\" aria-label=\"");
    html_label(sb, lang, step ? "colours in this step" : "every colour");
    strbuf_append(sb, "\">");
    if (step) legend_step(sb, step, lang);
    else legend_all(sb, lang);
    strbuf_append(sb, "</ul>\n");
}

char *nonet_html_legend_lang(const nonet_step *step, const char *lang) {
    strbuf sb;
    strbuf_init(&sb);
    html_legend(&sb, step, nonet_lang_code(lang));
    return strbuf_finish(&sb);
}

char *nonet_html_legend(const nonet_step *step) { return nonet_html_legend_lang(step, "en"); }
