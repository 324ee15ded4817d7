/*
** canon.c -- a puzzle's canonical form: the lexicographically smallest
** 81-character string among its 3,359,232 grid symmetries (transpose, the
** 6 band orders, 6^3 row orders inside bands, the same for stacks and
** columns) and 9! digit relabellings, '0' for an empty cell (so empty
** cells come first) and digits relabelled in order of first appearance.
**
** The search builds the form row by row and keeps only the partial
** transformations whose rows so far spell the smallest prefix (all of them
** when they tie). A partial transformation is a node: the transpose, the
** source rows of the result's rows so far, the digit labels given so far,
** and the column order as far as the rows so far fix it: an ordered
** partition, stacks in slots with "tied" marks between slots, and in each
** stack its columns in positions with "tied" marks (tied = interchangeable
** without changing any row so far).
**
**    row r of the result from source row x:  sort each tied run of columns
**    by key (empty 0 < labelled digit < new digit), then each tied run of
**    stacks by their three keys; ties stay tied, except between new digits,
**    whose order decides their labels: those are branched on.
**
** Because the greedy sort gives the smallest row a node can reach, and a
** node's future does not depend on the other nodes, keeping every node
** that ties the smallest prefix at each row is exact. Rows of a new band
** may come from any unused band; the next two from the rest of its band.
** Typical puzzles keep a handful of nodes; the empty grid, every symmetry
** (2,592 nodes), so the node list grows on demand.
*/
#include <stdlib.h>
#include <string.h>

#include "canon.h"
#include "rng.h"

#define KEY_NEW 10 /* a digit without a label yet: after every label */

/* A partial transformation (see the top of the file). */
typedef struct canon_node {
    uint8_t t;          /* 1: read the source transposed */
    uint8_t band;       /* source band of the result's current band */
    uint8_t next_label; /* the next digit label to hand out (1..10) */
    uint8_t stack_tie;  /* bit i: slots i and i+1 are tied */
    uint16_t used;      /* source rows used, bit per row */
    uint8_t rows[9];    /* result row i <- source row rows[i] */
    uint8_t stack[3];   /* slot -> source stack */
    uint8_t col[3][3];  /* source stack -> its columns (0..2) by position */
    uint8_t col_tie[3]; /* per source stack, bit i: positions i, i+1 tied */
    uint8_t label[10];  /* source digit -> label, 0 while unlabelled */
} canon_node;

/* A growing list of nodes. */
typedef struct node_list {
    canon_node *v;
    size_t n, cap;
} node_list;

/* The search's state: the source both ways, two levels of nodes, the best
** row of the current level. */
typedef struct canon_search {
    uint8_t src[2][81]; /* [0] as given, [1] transposed */
    node_list cur, next;
    uint8_t best[9];
    bool have_best;
    bool nomem;
} canon_search;

/* Append a node (false when memory ran out). */
static bool list_push(node_list *list, const canon_node *node) {
    if (list->n == list->cap) {
        size_t cap = list->cap ? list->cap * 2 : 64;
        canon_node *v = realloc(list->v, cap * sizeof *v);
        if (!v) return false;
        list->v = v;
        list->cap = cap;
    }
    list->v[list->n++] = *node;
    return true;
}

/* The sort key of a source digit under the node's labels. */
static uint8_t key_of(const canon_node *node, uint8_t digit) {
    if (!digit) return 0;
    return node->label[digit] ? node->label[digit] : KEY_NEW;
}

/* Sort the tied runs of one stack's positions by key (insertion sort over
** three), and keep a tie only between equal keys. */
static void refine_stack(canon_node *node, int s, const uint8_t *row) {
    uint8_t *col = node->col[s];
    for (int i = 1; i < 3; i++)
        for (int j = i; j > 0 && (node->col_tie[s] >> (j - 1) & 1u); j--) {
            if (key_of(node, row[s * 3 + col[j - 1]]) <= key_of(node, row[s * 3 + col[j]])) break;
            uint8_t tmp = col[j - 1];
            col[j - 1] = col[j];
            col[j] = tmp;
        }
    uint8_t tie = 0;
    for (int i = 0; i < 2; i++)
        if ((node->col_tie[s] >> i & 1u) && key_of(node, row[s * 3 + col[i]]) == key_of(node, row[s * 3 + col[i + 1]]))
            tie |= (uint8_t)(1u << i);
    node->col_tie[s] = tie;
}

/* The three keys of a source stack in its refined order, as one number
** (most significant first), so stacks compare by an integer compare. */
static unsigned stack_keys(const canon_node *node, int s, const uint8_t *row) {
    unsigned k = 0;
    for (int p = 0; p < 3; p++) k = k * 16 + key_of(node, row[s * 3 + node->col[s][p]]);
    return k;
}

/* Sort the tied runs of slots by their stacks' keys; keep a tie only
** between equal keys. keys[s] is stack s's stack_keys. */
static void refine_slots(canon_node *node, const unsigned keys[3]) {
    uint8_t *st = node->stack;
    for (int i = 1; i < 3; i++)
        for (int j = i; j > 0 && (node->stack_tie >> (j - 1) & 1u); j--) {
            if (keys[st[j - 1]] <= keys[st[j]]) break;
            uint8_t tmp = st[j - 1];
            st[j - 1] = st[j];
            st[j] = tmp;
        }
    uint8_t tie = 0;
    for (int i = 0; i < 2; i++)
        if ((node->stack_tie >> i & 1u) && keys[st[i]] == keys[st[i + 1]]) tie |= (uint8_t)(1u << i);
    node->stack_tie = tie;
}

/* Label the row's new digits in result order and spell the row. */
static void label_row(canon_node *node, const uint8_t *row, uint8_t out[9]) {
    for (int j = 0; j < 9; j++) {
        int s = node->stack[j / 3];
        uint8_t digit = row[s * 3 + node->col[s][j % 3]];
        if (digit && !node->label[digit]) node->label[digit] = node->next_label++;
        out[j] = digit ? node->label[digit] : 0;
    }
}

/* Whether source stack s holds a digit without a label in this row. */
static bool stack_has_new(const canon_node *node, int s, const uint8_t *row) {
    for (int p = 0; p < 3; p++)
        if (key_of(node, row[s * 3 + p]) == KEY_NEW) return true;
    return false;
}

/* The permutations of a run of 2 or 3, as index orders. */
static const uint8_t perm2[2][3] = {{0, 1, 2}, {1, 0, 2}};
static const uint8_t perm3[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

/* The length of the tied run starting at i under tie bits (1..3). */
static int run_length(uint8_t tie, int i) {
    int n = 1;
    while (i + n - 1 < 2 && (tie >> (i + n - 1) & 1u)) n++;
    return n;
}

/* A tied run to branch on: among the slots (stack < 0) or among the
** positions of a source stack; from index at, n long. */
typedef struct tie_run {
    int stack, at, n;
} tie_run;

/* The array a run orders, and its tie bits. */
static uint8_t *run_items(canon_node *node, int stack) { return stack < 0 ? node->stack : node->col[stack]; }
static uint8_t *run_ties(canon_node *node, int stack) { return stack < 0 ? &node->stack_tie : &node->col_tie[stack]; }

/* The first tied run holding a new digit: in a stack's positions, else
** among slots (a tied run holds equal keys, so all of it is new). False
** when there is none. */
static bool first_new_tie(const canon_node *node, const uint8_t *row, tie_run *run) {
    for (int s = 0; s < 3; s++)
        for (int i = 0; i < 2; i++)
            if ((node->col_tie[s] >> i & 1u) && key_of(node, row[s * 3 + node->col[s][i]]) == KEY_NEW) {
                *run = (tie_run){s, i, run_length(node->col_tie[s], i)};
                return true;
            }
    for (int i = 0; i < 2; i++)
        if ((node->stack_tie >> i & 1u) && stack_has_new(node, node->stack[i], row)) {
            *run = (tie_run){-1, i, run_length(node->stack_tie, i)};
            return true;
        }
    return false;
}

/*
** Resolve the ties holding new digits one run at a time, each order of
** the run a child with the run untied, then label the row and keep the
** node for the next level.
*/
static void branch(canon_search *search, const canon_node *node, const uint8_t *row) {
    tie_run run;
    if (!first_new_tie(node, row, &run)) {
        canon_node child = *node;
        uint8_t spelled[9];
        label_row(&child, row, spelled);
        if (!list_push(&search->next, &child)) search->nomem = true;
        return;
    }
    const uint8_t(*perms)[3] = run.n == 2 ? perm2 : perm3;
    for (int k = 0; k < (run.n == 2 ? 2 : 6); k++) {
        canon_node child = *node;
        uint8_t *items = run_items(&child, run.stack), orig[3];
        memcpy(orig, items, 3);
        for (int m = 0; m < run.n; m++) items[run.at + m] = orig[run.at + perms[k][m]];
        for (int m = 0; m < run.n - 1; m++) *run_ties(&child, run.stack) &= (uint8_t)~(1u << (run.at + m));
        branch(search, &child, row);
    }
}

/* Whether source band b is still free for the node. */
static bool band_free(const canon_node *node, int b) { return !(node->used >> (b * 3) & 7u); }

/*
** Try source row x as result row `level` of the node: refine the column
** order, spell the row, and keep the node's children when the row ties
** the best so far (a better row drops what the level kept before).
*/
static void try_row(canon_search *search, const canon_node *node, int level, int x) {
    const uint8_t *row = &search->src[node->t][x * 9];
    canon_node child = *node;
    child.rows[level] = (uint8_t)x;
    child.used |= (uint16_t)(1u << x);
    child.band = (uint8_t)(x / 3);
    unsigned keys[3];
    for (int s = 0; s < 3; s++) {
        refine_stack(&child, s, row);
        keys[s] = stack_keys(&child, s, row);
    }
    refine_slots(&child, keys);
    canon_node probe = child;
    uint8_t spelled[9];
    label_row(&probe, row, spelled);
    int cmp = search->have_best ? memcmp(spelled, search->best, 9) : -1;
    if (cmp > 0) return;
    if (cmp < 0) {
        memcpy(search->best, spelled, 9);
        search->have_best = true;
        search->next.n = 0;
    }
    branch(search, &child, row);
}

/* One level: every node with every source row it may take next. */
static void canon_level(canon_search *search, int level) {
    search->next.n = 0;
    search->have_best = false;
    for (size_t i = 0; i < search->cur.n; i++) {
        const canon_node *node = &search->cur.v[i];
        for (int x = 0; x < 9; x++) {
            if (node->used >> x & 1u) continue;
            if (level % 3 == 0 ? !band_free(node, x / 3) : x / 3 != node->band) continue;
            try_row(search, node, level, x);
        }
    }
    node_list tmp = search->cur;
    search->cur = search->next;
    search->next = tmp;
}

/* The two starting nodes: as given and transposed, every column tied. */
static bool canon_start(canon_search *search, const uint8_t cells[81]) {
    for (int c = 0; c < 81; c++) {
        search->src[0][c] = cells[c];
        search->src[1][c] = cells[(c % 9) * 9 + c / 9];
    }
    for (int t = 0; t < 2; t++) {
        canon_node node;
        memset(&node, 0, sizeof node);
        node.t = (uint8_t)t;
        node.next_label = 1;
        node.stack_tie = 3;
        for (int s = 0; s < 3; s++) {
            node.stack[s] = (uint8_t)s;
            node.col_tie[s] = 3;
            for (int p = 0; p < 3; p++) node.col[s][p] = (uint8_t)p;
        }
        if (!list_push(&search->cur, &node)) return false;
    }
    return true;
}

/* The transformation a finished node stands for (ties broken as they
** lie); digits the puzzle lacks get the labels left, in digit order. */
static void node_transform(const canon_node *node, nonet_transform *tr) {
    tr->transpose = node->t != 0;
    memcpy(tr->rows, node->rows, 9);
    for (int j = 0; j < 9; j++) {
        int s = node->stack[j / 3];
        tr->cols[j] = (uint8_t)(s * 3 + node->col[s][j % 3]);
    }
    uint8_t next = node->next_label;
    tr->digits[0] = 0;
    for (int d = 1; d <= 9; d++) tr->digits[d] = node->label[d] ? node->label[d] : next++;
}

/* See canon.h: each result cell read through the row and column maps,
** its digit relabelled (a value above 9 cannot occur; it reads as 0). */
void canon_apply(const nonet_transform *tr, const uint8_t in[81], uint8_t out[81]) {
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) {
            int x = tr->rows[r], y = tr->cols[c];
            uint8_t v = tr->transpose ? in[y * 9 + x] : in[x * 9 + y];
            out[r * 9 + c] = v <= 9 ? tr->digits[v] : 0;
        }
}

/* See canon.h: the two starting nodes, nine levels, the first node left
** (every node left spells the same form). */
nonet_status canon_cells(const uint8_t cells[81], uint8_t out[81], nonet_transform *tr) {
    canon_search search;
    memset(&search, 0, sizeof search);
    nonet_status status = NONET_NOMEM;
    if (canon_start(&search, cells)) {
        for (int level = 0; level < 9 && !search.nomem; level++) canon_level(&search, level);
        if (!search.nomem && search.cur.n > 0) {
            nonet_transform local;
            node_transform(&search.cur.v[0], tr ? tr : &local);
            canon_apply(tr ? tr : &local, cells, out);
            status = NONET_OK;
        }
    }
    free(search.cur.v);
    free(search.next.v);
    return status;
}

/* Three values 0..2 in random order, each added to base * 3. */
static void random_triple(rng *r, int base, uint8_t out[3]) {
    uint8_t order[3] = {0, 1, 2};
    rng_shuffle(r, order, 3);
    for (int i = 0; i < 3; i++) out[i] = (uint8_t)(base * 3 + order[i]);
}

/* See canon.h: bands, stacks, rows and columns inside them, transpose and
** digits, each drawn independently and uniformly. */
void canon_random_transform(rng *r, nonet_transform *tr) {
    uint8_t bands[3] = {0, 1, 2}, stacks[3] = {0, 1, 2};
    rng_shuffle(r, bands, 3);
    rng_shuffle(r, stacks, 3);
    for (int i = 0; i < 3; i++) {
        random_triple(r, bands[i], &tr->rows[i * 3]);
        random_triple(r, stacks[i], &tr->cols[i * 3]);
    }
    tr->transpose = rng_below(r, 2) != 0;
    uint8_t digits[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    rng_shuffle(r, digits, 9);
    tr->digits[0] = 0;
    memcpy(&tr->digits[1], digits, 9);
}

/* The public face of canon_apply (NULL pointers do nothing). */
void nonet_transform_apply(const nonet_transform *transform, const uint8_t in[81], uint8_t out[81]) {
    if (transform && in && out) canon_apply(transform, in, out);
}

/* The form of the grid's values as characters '0'..'9'. */
nonet_status nonet_canon(const nonet_grid *grid, char canon[82], nonet_transform *transform) {
    if (!grid || !canon) return NONET_BAD_ARGUMENT;
    uint8_t cells[81], out[81];
    for (int c = 0; c < 81; c++) cells[c] = (uint8_t)nonet_grid_value(grid, c);
    nonet_status status = canon_cells(cells, out, transform);
    if (status != NONET_OK) return status;
    for (int c = 0; c < 81; c++) canon[c] = (char)('0' + out[c]);
    canon[81] = '\0';
    return NONET_OK;
}
