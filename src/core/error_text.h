/*
** error_text.h -- an error's message kept as its printf format and the
** conversions as printed, so that nonet_error_text can say it again in
** another language (the catalogues' translation of the format, which keeps
** its conversions in order: scripts/po2c.py checks) with the same facts.
*/
#ifndef NONET_ERROR_TEXT_H
#define NONET_ERROR_TEXT_H

#include <stdarg.h>

#include "nonet.h"

/* Keep fmt in err->format and each of its conversions, printed from ap,
** in err->args (err->format NULL when fmt has more conversions than
** NONET_ERROR_ARGS, or one this cannot redo, such as a "*" width). The
** caller still prints err->message from its own copy of the arguments. */
void error_capture(nonet_error *err, const char *fmt, va_list ap);

#endif
