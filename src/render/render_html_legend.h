/*
** render_html_legend.h -- the legends of the walkthrough page's colours.
*/
#ifndef NONET_RENDER_HTML_LEGEND_H
#define NONET_RENDER_HTML_LEGEND_H

#include "nonet.h"
#include "strbuf.h"

/* The legend of the colours step's picture uses (step NULL: every colour
** a picture can use), as a list, its words in lang. */
void html_legend(strbuf *sb, const nonet_step *step, const char *lang);

#endif
