/*
** render_route.c -- links routed around digits (see render_route.h).
**
** A curve is tried first: the quadratic curve whose control point lies
** on the perpendicular through the middle of the link, bent more and more
** to either side (towards the middle of the grid first, so that it stays
** inside). When none clears the filled cells, the link goes from its
** cell's corner along the grid lines (a breadth-first search over the
** 100 corners: the lines belong to no cell) to a corner of the other
** cell, and each leg is then cut short where a straight line clears.
*/
#include "render_route.h"

#include <stdbool.h>

#include "render_style.h"

#define MARGIN 2.0   /* a point this close to a cell's edge is on the line */
#define STEP_PX 2.0  /* distance between the points tested along a path */
#define CORNERS 100  /* 10 x 10 corners of the cells */

/* Square root by Newton's method (v >= 0): the library needs no libm. */
static double root(double v) {
    double r = v > 1 ? v : 1, last = 0;
    for (int i = 0; i < 60 && r != last; i++) last = r, r = (r + v / r) / 2;
    return r;
}

static double dist(route_point a, route_point b) {
    return root((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
}

/* Is p off limits: outside the grid, or inside a cell that holds a digit
** (more than MARGIN from its edges)? */
static bool blocked(const nonet_grid *g, route_point p) {
    double x = p.x - STYLE_LABEL, y = p.y - STYLE_LABEL;
    if (x < -MARGIN || y < -MARGIN || x > STYLE_GRID + MARGIN || y > STYLE_GRID + MARGIN) return true;
    int col = (int)(x / STYLE_CELL), row = (int)(y / STYLE_CELL);
    if (x < 0 || y < 0 || col > 8 || row > 8) return false;
    double ox = x - col * STYLE_CELL, oy = y - row * STYLE_CELL;
    if (ox < MARGIN || oy < MARGIN || ox > STYLE_CELL - MARGIN || oy > STYLE_CELL - MARGIN) return false;
    return g->value[row * 9 + col] != 0;
}

/* The point at t of the quadratic curve a, c, b. */
static route_point curve_at(route_point a, route_point c, route_point b, double t) {
    double u = 1 - t;
    return (route_point){u * u * a.x + 2 * u * t * c.x + t * t * b.x, u * u * a.y + 2 * u * t * c.y + t * t * b.y};
}

/* Does the curve a, c, b (a straight line when c is the middle) clear? */
static bool curve_clear(const nonet_grid *g, route_point a, route_point c, route_point b) {
    int n = (int)((dist(a, c) + dist(c, b)) / STEP_PX) + 2;
    for (int i = 0; i <= n; i++)
        if (blocked(g, curve_at(a, c, b, (double)i / n))) return false;
    return true;
}

static route_point middle(route_point a, route_point b) {
    return (route_point){(a.x + b.x) / 2, (a.y + b.y) / 2};
}

/*
** The control point of the first clear curve: bends of 18% of the link's
** length and more, towards the middle of the grid first. False when none
** clears.
*/
static bool find_curve(const nonet_grid *g, route_point a, route_point b, route_point *control) {
    static const double bends[] = {0.18, 0.32, 0.5, 0.7};
    double len = dist(a, b), centre = STYLE_LABEL + STYLE_GRID / 2.0;
    route_point m = middle(a, b), normal = {-(b.y - a.y) / len, (b.x - a.x) / len};
    route_point side = {m.x + normal.x, m.y + normal.y}, far = {m.x - normal.x, m.y - normal.y};
    route_point mid = {centre, centre};
    double sign = dist(side, mid) <= dist(far, mid) ? 1 : -1;
    for (size_t i = 0; i < sizeof bends / sizeof *bends; i++)
        for (int s = 0; s < 2; s++) {
            double k = bends[i] * len * (s ? -sign : sign);
            *control = (route_point){m.x + normal.x * k, m.y + normal.y * k};
            if (curve_clear(g, a, *control, b)) return true;
        }
    return false;
}

/* The route's graph: the 100 corners of the cells (the lines belong to no
** cell, so corners always join along them), the centre of each cell, the
** link's two ends. */
#define CENTRES 81
#define NODES (CORNERS + CENTRES + 2)
#define FROM (NODES - 2)
#define TO (NODES - 1)
#define REACH (1.5 * STYLE_CELL) /* the longest straight leg tried */

static route_point node_point(int node, route_point a, route_point b) {
    if (node == FROM) return a;
    if (node == TO) return b;
    if (node < CORNERS)
        return (route_point){STYLE_LABEL + (node % 10) * STYLE_CELL, STYLE_LABEL + (node / 10) * STYLE_CELL};
    node -= CORNERS;
    return (route_point){STYLE_LABEL + (node % 9 + 0.5) * STYLE_CELL, STYLE_LABEL + (node / 9 + 0.5) * STYLE_CELL};
}

/* The cost of the leg u-v, or a negative number when it is too long or
** does not clear. Legs along a line cost more (a link drawn on a line is
** hard to see), so that routes cross open cells where they can. */
static double leg_cost(const nonet_grid *g, int u, int v, route_point a, route_point b) {
    route_point p = node_point(u, a, b), q = node_point(v, a, b);
    double dx = q.x - p.x, dy = q.y - p.y;
    if (dx * dx + dy * dy > 2 * REACH * REACH) return -1;
    double d = dist(p, q);
    if (!curve_clear(g, p, middle(p, q), q)) return -1;
    bool on_line = u < CORNERS && v < CORNERS && (p.x == q.x || p.y == q.y);
    return (on_line ? d * 1.6 : d) + STYLE_CELL / 3.0; /* a bend costs too */
}

/* Dijkstra's shortest route from FROM to TO over the legs that clear:
** prev[] gets each node's predecessor. False when TO is unreached (it
** is not: the lines join every corner to every open cell). */
static bool shortest_route(const nonet_grid *g, route_point a, route_point b, int prev[NODES]) {
    double cost[NODES];
    bool done[NODES] = {false};
    for (int i = 0; i < NODES; i++) cost[i] = -1, prev[i] = -1;
    cost[FROM] = 0;
    for (;;) {
        int u = -1;
        for (int i = 0; i < NODES; i++)
            if (!done[i] && cost[i] >= 0 && (u < 0 || cost[i] < cost[u])) u = i;
        if (u < 0) return false;
        if (u == TO) return true;
        done[u] = true;
        for (int v = 0; v < NODES; v++) {
            double c = done[v] || v == u ? -1 : leg_cost(g, u, v, a, b);
            if (c >= 0 && (cost[v] < 0 || cost[u] + c < cost[v])) cost[v] = cost[u] + c, prev[v] = u;
        }
    }
}

/* The route a, nodes..., b into out (at most NODES points); returns how
** many points, 0 when there is none. */
static int line_route(const nonet_grid *g, route_point a, route_point b, route_point out[NODES]) {
    int prev[NODES], chain[NODES], len = 0;
    if (!shortest_route(g, a, b, prev)) return 0;
    for (int v = TO; v >= 0; v = prev[v]) chain[len++] = v;
    for (int i = 0; i < len; i++) out[i] = node_point(chain[len - 1 - i], a, b);
    return len;
}

/* Keep only the points a straight leg cannot skip; returns how many. */
static int shorten(const nonet_grid *g, route_point *p, int n) {
    int kept = 1;
    for (int i = 0; i < n - 1;) {
        int j = n - 1;
        while (j > i + 1 && !curve_clear(g, p[i], middle(p[i], p[j]), p[j])) j--;
        p[kept++] = p[j];
        i = j;
    }
    return kept;
}

/* The point at t of the cubic curve p0, c1, c2, p3. */
static route_point cubic_at(const route_point q[4], double t) {
    double u = 1 - t, w[4] = {u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t};
    route_point r = {0, 0};
    for (int i = 0; i < 4; i++) r.x += w[i] * q[i].x, r.y += w[i] * q[i].y;
    return r;
}

/* The cubic piece from p[i] to p[i + 1] of the smooth curve through the
** n points (Catmull-Rom: each tangent parallel to its neighbours' chord). */
static void smooth_piece(const route_point *p, int n, int i, route_point q[4]) {
    route_point before = p[i > 0 ? i - 1 : i], after = p[i + 2 < n ? i + 2 : i + 1];
    q[0] = p[i];
    q[3] = p[i + 1];
    q[1] = (route_point){p[i].x + (p[i + 1].x - before.x) / 6, p[i].y + (p[i + 1].y - before.y) / 6};
    q[2] = (route_point){p[i + 1].x - (after.x - p[i].x) / 6, p[i + 1].y - (after.y - p[i].y) / 6};
}

/* Does the smooth curve through the n points clear? */
static bool smooth_clear(const nonet_grid *g, const route_point *p, int n) {
    for (int i = 0; i + 1 < n; i++) {
        route_point q[4];
        smooth_piece(p, n, i, q);
        int samples = (int)(dist(q[0], q[3]) / STEP_PX) * 2 + 4;
        for (int k = 0; k <= samples; k++)
            if (blocked(g, cubic_at(q, (double)k / samples))) return false;
    }
    return true;
}

/* The cubic curve of the quadratic a, c, b (the same curve). */
static void quad_to_cubic(route_point a, route_point c, route_point b, route_point q[4]) {
    q[0] = a;
    q[1] = (route_point){a.x + 2 * (c.x - a.x) / 3, a.y + 2 * (c.y - a.y) / 3};
    q[2] = (route_point){b.x + 2 * (c.x - b.x) / 3, b.y + 2 * (c.y - b.y) / 3};
    q[3] = b;
}

/* The blossom of the cubic q at (u, v, w): with it, the part of the curve
** between t0 and t1 has the control points (t0,t0,t0), (t0,t0,t1),
** (t0,t1,t1), (t1,t1,t1). */
static route_point blossom(const route_point q[4], double u, double v, double w) {
    route_point r[4] = {q[0], q[1], q[2], q[3]};
    double t[3] = {u, v, w};
    for (int level = 0; level < 3; level++)
        for (int i = 0; i + 1 < 4 - level; i++)
            r[i] = (route_point){r[i].x + (r[i + 1].x - r[i].x) * t[level], r[i].y + (r[i + 1].y - r[i].y) * t[level]};
    return r[0];
}

/* Keep the part of the cubic q between t0 and t1. */
static void trim(route_point q[4], double t0, double t1) {
    route_point p[4] = {q[0], q[1], q[2], q[3]};
    q[0] = blossom(p, t0, t0, t0);
    q[1] = blossom(p, t0, t0, t1);
    q[2] = blossom(p, t0, t1, t1);
    q[3] = blossom(p, t1, t1, t1);
}

/* Where the cubic q leaves the disc of radius gap around its start (from
** the start) or its end: the first t, in steps of 1/200, outside it. */
static double leave_at(const route_point q[4], double gap, bool from_end) {
    for (int i = 0; i <= 200; i++) {
        double t = from_end ? 1 - i / 200.0 : i / 200.0;
        if (dist(cubic_at(q, t), from_end ? q[3] : q[0]) >= gap) return t;
    }
    return 0.5;
}

/* The n - 1 pieces of the route through the n points: the smooth curve
** when it clears, else straight legs (as cubic curves too). */
static int route_pieces(const nonet_grid *g, const route_point *p, int n, route_point pieces[][4]) {
    bool smooth = smooth_clear(g, p, n);
    for (int i = 0; i + 1 < n; i++) {
        if (smooth) smooth_piece(p, n, i, pieces[i]);
        else quad_to_cubic(p[i], middle(p[i], p[i + 1]), p[i + 1], pieces[i]);
    }
    return n - 1;
}

/*
** The pieces of the link's path, from the centre of a to that of b: one
** curve when a gentle curve clears the digits, else the route along the
** grid's corners and cells (which always exists: the lines belong to no
** cell). Returns how many.
*/
static int link_pieces(const nonet_grid *g, route_point a, route_point b, route_point pieces[][4]) {
    route_point c, p[NODES];
    int n = find_curve(g, a, b, &c) ? 0 : line_route(g, a, b, p);
    if (n < 2) {
        quad_to_cubic(a, c, b, pieces[0]);
        return 1;
    }
    return route_pieces(g, p, shorten(g, p, n), pieces);
}

void route_link(strbuf *sb, const nonet_grid *g, route_point a, route_point b, double gap) {
    route_point pieces[NODES][4];
    int n = link_pieces(g, a, b, pieces);
    double start = leave_at(pieces[0], gap, false), end = leave_at(pieces[n - 1], gap, true);
    if (n == 1) {
        trim(pieces[0], start, end);
    } else {
        trim(pieces[0], start, 1);
        trim(pieces[n - 1], 0, end);
    }
    strbuf_printf(sb, "M%.1f,%.1f", pieces[0][0].x, pieces[0][0].y);
    for (int i = 0; i < n; i++)
        strbuf_printf(sb, " C%.1f,%.1f %.1f,%.1f %.1f,%.1f", pieces[i][1].x, pieces[i][1].y, pieces[i][2].x,
                      pieces[i][2].y, pieces[i][3].x, pieces[i][3].y);
}
