/*
** se_chain.h -- the implication engine of Sudoku Explainer's chaining
** ladder (Nishio, Multiple, Dynamic and nested forcing chains): from one
** assumption, every candidate state that follows, each with the states it
** follows from, until nothing more follows or a candidate would have to
** be both on and off.
**
** A state is a candidate on (the digit is in the cell) or off. From an on
** state: the cell's other digits go off (Y links, not in Nishio), and the
** digit goes off in the rest of its box, row and column. From an off
** state: the other digit of a bivalue cell goes on (Y), the digit's only
** other place in the box, row or column goes on (X). States are taken one
** at a time, first in first out, a waiting on state before any off state;
** each keeps its first derivation.
**
** Dynamic runs work on a copy of the grid: each off state taken removes its
** candidate there, so later links see the reduced grid, and a state that
** comes on through a reduction names as extra parents every candidate the
** run removed from its cell (Y) or from its unit (X): the exact set Sudoku
** Explainer counts in a chain's complexity. Static runs (Multiple) never
** change the grid.
**
** The engine allocates only when a run needs more parent slots than any
** before it; runs are reused.
*/
#ifndef NONET_SE_CHAIN_H
#define NONET_SE_CHAIN_H

#include <stdbool.h>
#include <stdint.h>

#include "grid.h"
#include "se_grid.h"
#include "step.h"
#include "tables.h"

#define SEC_CANDS 729
#define SEC_KEYS (SEC_CANDS * 2) /* a state's key: candidate * 2 + on */
#define SEC_MAX_NODES (SEC_KEYS + 2)
#define SEC_KEY_WORDS ((SEC_KEYS + 63) / 64) /* a set of keys, 64 a word */

/* Why a state holds (SE's "cause"): the start, a cell's last digit, the
** digit's last place in a box/row/column, or a technique on the reduced
** grid (Dynamic+ and nested levels). */
enum { SEC_START, SEC_CELL, SEC_BOX, SEC_ROW, SEC_COL, SEC_ADVANCED };

/* A candidate as one number: cell * 9 + digit - 1. */
static inline int sec_cand(int cell, int digit) { return cell * 9 + digit - 1; }
static inline int sec_cell(int k) { return k / 9; }
static inline int sec_digit(int k) { return k % 9 + 1; }


typedef struct sec_node {
    int16_t key;       /* candidate * 2 + on */
    uint8_t cause;     /* SEC_* */
    uint8_t rule;      /* the technique that turned it off (Dynamic+:
                       ** its units in sec_run.rule_unit), or 0 */
    int32_t first;     /* its parents: parent[first .. first + n_parents) */
    int32_t n_parents; /* parent[first] is the state it came from */
    int32_t nested;    /* the nested chain it came from (its producer's
                       ** number; see sec_rules.nested), or -1 */
} sec_node;

/* One run: the states that follow from one assumption. */
typedef struct sec_run {
    int16_t index[SEC_KEYS]; /* node of a key, -1 when not reached */
    uint64_t reached[SEC_KEY_WORDS]; /* the keys with a node in index */
    sec_node node[SEC_MAX_NODES];
    int n_nodes;
    int8_t rule_unit[SEC_MAX_NODES][2]; /* where node[i].rule is, when it
                                        ** is not 0 (step_by.unit) */
    int32_t *parent;
    int n_parents, cap_parents;
    int16_t queue_on[SEC_CANDS], queue_off[SEC_CANDS];
    int absurd_on, absurd_off; /* the contradiction's two nodes, or -1 */
    bool failed;               /* out of memory: the run proves nothing */
    bool indexed; /* index is -1 but for the keys of node[0 .. n_nodes)
                  ** (false in a new, zeroed run): the next run resets
                  ** only those instead of the whole index */
} sec_run;

typedef struct sec_state sec_state;

/* A nested rule (levels 2-5): called when a run stalls and none of the
** four techniques of Dynamic+ rests on the run's removals; it may turn
** candidates off with sec_push_advanced. view: the base grid's values
** with the run's working candidates. */
typedef void (*sec_nested_fn)(void *user, sec_state *s, const nonet_grid *view);

/* How a producer chains (its rung of the ladder). */
typedef struct sec_rules {
    bool dynamic; /* off states reduce the working grid */
    bool y_links; /* cell links (all but Nishio) */
    /* 1 (Dynamic+): when nothing more follows, the first of pointing and
    ** claiming, hidden pair, naked pair and X-Wing that removes something
    ** from the working grid turns those candidates off; base is the grid
    ** the search started from (its values; the candidates are the run's) */
    int level;
    const nonet_grid *base;
    /* level >= 2: the nested rules, run after the four techniques */
    sec_nested_fn nested;
    void *nested_user;
} sec_rules;

/* The engine's working data (an on state's peers are read from the
** working grid's unit masks in SE's house order: sec_take_on). */
typedef struct sec_engine {
    uint32_t stamp;
    uint32_t *seen; /* SEC_MAX_NODES stamps for ancestor counts */
} sec_engine;

/* A grid's candidates in the engine's form. */
void sec_grid_from(sec_grid *out, const nonet_grid *g);

/* Set up / release an engine and a run (NULL-safe release). */
bool sec_engine_init(sec_engine *e);
void sec_engine_free(sec_engine *e);
void sec_run_free(sec_run *r);

/* Everything that follows from candidate cand being on (or off) in grid
** src under rules. True when a contradiction ended the run (absurd_on /
** absurd_off name its two states); the states reached so far stay in r
** either way. */
bool sec_run_chain(sec_engine *e, sec_run *r, const sec_grid *src, const sec_rules *rules, int cand, bool on);

/* A stalled run, as a nested rule sees it: the grid it started from, its
** working grid, the run so far. */
const sec_grid *sec_state_src(const sec_state *s);
const sec_grid *sec_state_work(const sec_state *s);
const sec_run *sec_state_run(const sec_state *s);

/* Turn candidate k off by a nested rule (unless it is off already), its
** parents the run's off states of candidates parent_cand[0..n), nested
** the rule's chain (sec_node.nested). False when out of memory. */
bool sec_push_advanced(sec_state *s, int k, const int16_t parent_cand[], int n, int32_t nested);


/* The node of state key in run r, or -1. */
static inline int sec_find(const sec_run *r, int key) { return r->index[key]; }

/* How many distinct states node and its ancestors are (SE's count); stops
** counting past limit (returns limit + 1 then). */
int sec_ancestors(sec_engine *e, const sec_run *r, int node, int limit);
/* The same states, listed breadth first into todo (SEC_MAX_NODES room);
** returns how many (limit + 1 when cut). */
int sec_ancestor_list(sec_engine *e, const sec_run *r, int node, int limit, int16_t todo[]);

/* The on states an off state of candidate k implies in a grid (its
** candidates and places by unit), in SE's order (cell, box, row, column;
** each once), with their causes; returns how many (at most 4). */
static inline int sec_off_to_on(const uint16_t cand[N_CELLS], const uint16_t (*where)[10], bool y_links, bool x_links, int k,
                  int16_t on[4], uint8_t cause[4]) {
    int cell = sec_cell(k), digit = sec_digit(k), n = 0;
    if (y_links && mask_pair(cand[cell])) {
        on[n] = (int16_t)sec_cand(cell, mask_lowest((uint16_t)(cand[cell] & ~mask_of(digit))));
        cause[n++] = SEC_CELL;
    }
    static const int kinds[3] = {UNIT_BOX, UNIT_ROW, UNIT_COL};
    static const uint8_t causes[3] = {SEC_BOX, SEC_ROW, SEC_COL};
    for (int i = 0; i < 3 && x_links; i++) {
        int u = cell_units[cell][kinds[i]];
        uint16_t places = where[u][digit];
        if (!mask_pair(places)) continue;
        places &= (uint16_t)~cell_position(cell, kinds[i]);
        int16_t other = (int16_t)sec_cand(unit_cells[u][mask_first_index(places)], digit);
        bool listed = false;
        for (int j = 0; j < n; j++) listed |= on[j] == other;
        if (listed) continue;
        on[n] = other;
        cause[n++] = causes[i];
    }
    return n;
}

/* Digit's places among cell's peers in SE's house order (se_house_order:
** its box, the rest of its row, the rest of its column), read from a
** grid's places by unit: unit[t] and its places place[t], t = 0..2. */
static inline void sec_peer_places(const uint16_t (*where)[10], int cell, int digit, int unit[3], uint16_t place[3]) {
    int row = cell_row(cell), col = cell_col(cell);
    unit[0] = cell_units[cell][UNIT_BOX];
    unit[1] = row_unit(row);
    unit[2] = col_unit(col);
    place[0] = (uint16_t)(where[unit[0]][digit] & ~cell_position(cell, UNIT_BOX));
    place[1] = (uint16_t)(where[unit[1]][digit] & ~triple_positions(col / 3));
    place[2] = (uint16_t)(where[unit[2]][digit] & ~triple_positions(row / 3));
}

/* SE's length increment for a chain of this complexity: 0.1 per threshold
** that complexity - 2 passes (4, 6, 8, 12, 16, 24, ...: alternately x3/2
** and x4/3), summed as doubles, as SE sums them (ties depend on it). */
double sec_length_increment(int complexity);

/* A chain of states (keys) as a step's marks (on colour A, off colour B),
** cells (each once) and links between consecutive states; close >= 0 adds
** a last link to that state (a cycle). A link is strong when the state it
** reaches is on, weak when off: the notation's sign before a state says
** its truth. In a plain chain that is the usual pair (on turns the next
** off, weak; off turns the next on, strong); a Dynamic+ or nested state
** turned off by a technique on the reduced grid follows an off state, and
** its link is weak, so that "-(7)r5c2" reads "r5c2 is not 7", and the
** record names it a rule link after its first end's state
** (step_add_rule_link: an off state that no weak link from an on one
** reaches). */
void sec_add_states(nonet_step *s, const int key[], int n, int close);
/* sec_add_states with each state's rule (sec_path_by; NULL: none known),
** which names the technique behind each rule link. */
void sec_add_states_by(nonet_step *s, const int key[], const step_by by[], int n, int close);
/* The same chain as links of an inner chain (step_add_inner_link) that
** explains the link explains (nonet_inner_link), with no marks or cells:
** the picture shows the outer chain; by as in sec_add_states_by. Returns
** the links added. */
int sec_add_inner_states(nonet_step *s, int explains, const int key[], const step_by by[], int n, int close);

/* The first derivation of node in run r: the states (keys) from the
** run's assumption to node, at most max of them (the last max when the
** path is longer); returns how many. */
int sec_path(const sec_run *r, int node, int key[], int max);
/* sec_path, and each state's nested chain (sec_node.nested) into nested
** and the technique that turned it off (sec_node.rule, with its units)
** into by (either NULL: not wanted). */
int sec_path_nested(const sec_run *r, int node, int key[], int32_t nested[], step_by by[], int max);
/* sec_path with each state's rule (sec_path_nested's by). */
int sec_path_by(const sec_run *r, int node, int key[], step_by by[], int max);

/* Runs kept for reuse: sec_pool_next hands out the next unused run
** (allocated the first time), sec_pool_reset makes all unused again,
** sec_pool_free releases them. Zero-initialised is empty. */
typedef struct sec_pool {
    sec_run **run;
    int n_used, n_runs;
} sec_pool;

/* The next unused run of pool, or NULL when out of memory. */
sec_run *sec_pool_next(sec_pool *pool);
static inline void sec_pool_reset(sec_pool *pool) { pool->n_used = 0; }
void sec_pool_free(sec_pool *pool);

#endif
