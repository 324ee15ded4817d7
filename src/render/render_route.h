/*
** render_route.h -- the path of a link between two candidates of a
** picture: a gentle curve when one clears the digits of filled cells,
** else a route along the grid lines, shortened where it can cut across
** open cells. A link never runs through a cell that holds a digit.
*/
#ifndef NONET_RENDER_ROUTE_H
#define NONET_RENDER_ROUTE_H

#include "grid.h"
#include "strbuf.h"

/* A point of the picture. */
typedef struct route_point {
    double x, y;
} route_point;

/* Append the path data ("M.. Q.." or "M.. L.."), from a to b, each end
** moved back by gap along the path (to the rim of the candidates' discs). */
void route_link(strbuf *sb, const nonet_grid *g, route_point a, route_point b, double gap);

#endif
