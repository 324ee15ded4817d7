/*
** check_json.h -- the checker's own JSON reader: small and strict.
**
** One document per call (a line of explain's JSON Lines) parsed into a flat
** array of nodes; strings and numbers point into the caller's text (keys
** are compared raw: the records' keys hold no escapes). Strict: RFC 8259
** values only, no trailing commas, no comments, nesting at most 64, nothing
** after the value but white space. An error names the column (1-based byte)
** and what was expected. Written apart from the finders and the writer
** (src/render/json.c) so that a checked trace is read by code that did not
** write it.
*/
#ifndef NONET_CHECK_JSON_H
#define NONET_CHECK_JSON_H

#include <stdbool.h>
#include <stddef.h>

enum cj_type { CJ_NULL, CJ_BOOL, CJ_NUMBER, CJ_STRING, CJ_ARRAY, CJ_OBJECT };

/* A value. Arrays and objects: kids children follow in document order,
** each `next` leads to the following sibling (0: none); an object's
** children alternate key (a string) and value. */
typedef struct cj_node {
    enum cj_type type;
    int kids;            /* number of children (objects: keys + values) */
    int first;           /* index of the first child, 0 if none */
    int next;            /* index of the next sibling, 0 if none */
    const char *text;    /* strings: the raw bytes between the quotes */
    size_t len;
    double number;
    bool truth;
} cj_node;

typedef struct cj_doc {
    cj_node *nodes;      /* nodes[0] is the document's value */
    int count, cap;
    char error[96];      /* "column 7: expected ':'" */
    size_t error_col;
} cj_doc;

/* Parses text[0..len); true on success. The caller frees with cj_free. */
bool cj_parse(cj_doc *doc, const char *text, size_t len);
void cj_free(cj_doc *doc);

/* The value of key in object node obj, or -1. */
int cj_get(const cj_doc *doc, int obj, const char *key);
/* Whether string node i equals s. */
bool cj_is(const cj_doc *doc, int i, const char *s);

#endif
