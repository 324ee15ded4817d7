/*
** render_style.c -- the colours of a step's picture and their meaning
** (see render_style.h). Colours are pastel so that digits stay readable
** on them, and no two roles share one.
*/
#include "render_style.h"

#include <string.h>

/* Role colours in nonet_role order, then the chain's two states. */
static const style_entry styles[] = {
    {"pattern", "#86efac", "pattern"},
    {"base", "#93c5fd", "base"},
    {"cover", "#c4b5fd", "cover"},
    {"fin", "#f0abfc", "fin"},
    {"color-a", "#7dd3fc", "colour A"},
    {"color-b", "#fdba74", "colour B"},
    {"color-c", "#f9a8d4", "colour C"},
    {"color-d", "#a7f3d0", "colour D"},
    {"pivot", "#fcd34d", "pivot"},
    {"pincer", "#5eead4", "pincer"},
    {"on", "#4ade80", "on (true)"},
    {"off", "#cbd5e1", "off (false)"},
};

#define N_ROLES 10 /* the nonet_role entries of styles[] */
#define STYLE_ON N_ROLES
#define STYLE_OFF (N_ROLES + 1)

/* Chains and loops (the "chains" family): their marks alternate colours A
** and B by node. */
bool style_is_chain(const nonet_step *s) {
    const nonet_technique_info *info = s && s->n_links ? nonet_technique_info_of(s->technique) : NULL;
    return info && info->family && strcmp(info->family, "chains") == 0;
}

/*
** A chain is read from its first node: when the first link is strong the
** first node is assumed false (off) and the next is then true; when it is
** weak (a loop that starts from a candidate it disproves), the first node
** is assumed true. Colour A is the first node's, so it is on exactly when
** the first link is weak.
*/
bool style_start_on(const nonet_step *s) { return !s->links[0].strong; }

/*
** A continuous loop: the last link comes back to the first node's own
** candidate and is not of the first link's kind, so the links alternate
** all round. Read from the start either way (supposed true or false)
** every link holds, so one colour is true and the other false, whichever
** the start is: no supposition is made. A discontinuous loop comes back
** with the first link's kind (or to another candidate of the start's
** cell): its start is supposed, as a chain's.
*/
bool style_is_loop(const nonet_step *s) {
    if (!style_is_chain(s) || s->n_links < 4) return false;
    const nonet_link *first = &s->links[0], *last = &s->links[s->n_links - 1];
    return last->to.cell == first->from.cell && last->to.digit == first->from.digit && last->strong != first->strong;
}

const style_entry *style_of_mark(const nonet_step *s, int role) {
    if (role < 0 || role >= N_ROLES) role = NONET_ROLE_PATTERN;
    if ((role == NONET_ROLE_COLOR_A || role == NONET_ROLE_COLOR_B) && style_is_chain(s))
        return &styles[(role == NONET_ROLE_COLOR_A) == style_start_on(s) ? STYLE_ON : STYLE_OFF];
    return &styles[role];
}

/* On and off, in a chain's legend, say what follows from its start; in a
** loop's, that its two colours are opposites, whichever is true. */
const char *style_label(const nonet_step *s, const style_entry *e) {
    if (!style_is_chain(s)) return e->label;
    if (style_is_loop(s) && (e == &styles[STYLE_ON] || e == &styles[STYLE_OFF]))
        return e == &styles[style_start_on(s) ? STYLE_ON : STYLE_OFF] ? "the start's colour: all true or all false together"
                                                                     : "the other colour: the opposite of the start's";
    if (e == &styles[STYLE_ON]) return "true, if the supposition holds";
    if (e == &styles[STYLE_OFF]) return "false, if the supposition holds";
    return e->label;
}

const style_entry *style_of_unit(int role) {
    return style_of_mark(NULL, role);
}

const style_entry *style_all(int *n) {
    *n = (int)(sizeof styles / sizeof *styles);
    return styles;
}
