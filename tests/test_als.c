/*
** test_als.c -- ALS-XZ and ALS-XY-Wing: HoDoKu's regression cases, real
** positions with every step found and its exact text, and positions where
** nothing may fire.
*/
#include <criterion/criterion.h>
#include <stdlib.h>

#include "support.h"
#include "support_find.h"
#include "support_reglib.h"

/* HoDoKu codes: 0901 ALS-XZ (-1 singly, -2 doubly linked), 0902 ALS-XY-Wing
** (-2: cases HoDoKu runs with overlapping sets allowed). */
Test(als, reglib_als_xz) { support_reglib_all("0901", NONET_T_ALS_XZ, 17); }
Test(als, reglib_als_xy_wing) { support_reglib_all("0902", NONET_T_ALS_XY_WING, 14); }
