/*
** text_formats.h -- every explanation-line formatter, declared from the
** technique list: each row of techniques.def names its formatter, and
** src/render/render_<family>.c defines it with the pieces of text_buf.h. A
** formatter writes the whole line of one step.
*/
#ifndef NONET_TEXT_FORMATS_H
#define NONET_TEXT_FORMATS_H

#include "technique.h"
#include "text_buf.h"

#define TECHNIQUE(ID, id_, name_, family_, se_, flags_, score_, level_, codes_, sizes_, find_, memo_, text_) \
    void text_(text_buf *tb, const nonet_step *s);
#define FALLBACK(ID, id_, name_, family_, text_) void text_(text_buf *tb, const nonet_step *s);
#include "techniques.def"

#endif
