/*
** test_chains.c -- X-Chain, XY-Chain, Continuous and Discontinuous Nice
** Loop and AIC: HoDoKu's regression cases, real positions with exact steps
** and lines, and open grids shaped by hand where a chain must fire or not.
*/
#include <criterion/criterion.h>
#include <stdlib.h>

#include "support.h"
#include "support_find.h"
#include "support_reglib.h"

Test(chains, reglib_x_chain) { support_reglib_all("0701", NONET_T_X_CHAIN, 14); }

Test(chains, reglib_xy_chain) { support_reglib_all("0702", NONET_T_XY_CHAIN, 23); }

Test(chains, reglib_continuous_nice_loop) {
    support_reglib_all("0706", NONET_T_CONTINUOUS_NICE_LOOP, 18);
}

Test(chains, reglib_discontinuous_nice_loop) {
    support_reglib_all("0707", NONET_T_DISCONTINUOUS_NICE_LOOP, 27);
}

Test(chains, reglib_aic) { support_reglib_all("0708", NONET_T_AIC, 34); }
